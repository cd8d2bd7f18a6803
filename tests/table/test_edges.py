"""Seat placement at the table's edges and the board they leave."""

from __future__ import annotations

import pytest

from game.engine.table.edges import DEFAULT_SLOTS, default_slots, place_seats
from game.engine.tablesetup import check_slots


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_default_panels_do_not_overlap_and_leave_the_board(players):
    size = (3840, 2160)
    layout = place_seats(size, default_slots(players), 460, 12, 720)
    rects = [o.canvas_rect for o in layout.panels]
    screen = layout.board
    for k, r in enumerate(rects):
        assert r.clip((0, 0, *size)) == r, "a panel leaves the screen"
        assert not r.colliderect(layout.board)
        assert all(not r.colliderect(other) for other in rects[k + 1:])
    assert screen.width > 1500 and screen.height > 1000


def test_each_panel_faces_its_edge_and_spans_it():
    layout = place_seats((3840, 2160), ("bottom", "left", "top", "right"), 460, 12, 720)
    bottom, left, top, right = layout.panels
    assert (bottom.rotation, left.rotation, top.rotation, right.rotation) == (0, 270, 180, 90)
    assert bottom.canvas_rect.bottom == 2160 and bottom.canvas_rect.width == 3840
    assert top.canvas_rect.top == 0 and left.canvas_rect.left == 0
    assert right.canvas_rect.right == 3840
    # the short sides run between the long ones, and are deeper
    assert left.canvas_rect.top == top.canvas_rect.bottom + 12
    assert left.size == (2160 - 2 * (460 + 12), 720)


def test_two_seats_share_a_long_edge():
    layout = place_seats((1920, 1080), ("bottom-left", "bottom-right", "top"), 230, 6)
    a, b = layout.panels[0].canvas_rect, layout.panels[1].canvas_rect
    assert a.right < b.left and a.bottom == b.bottom == 1080
    assert a.width + b.width + 6 == 1920
    assert layout.seat_at((100, 1070)) == 0 and layout.seat_at((1800, 1070)) == 1
    assert layout.seat_at(layout.board.center) is None


@pytest.mark.parametrize("slots, words", [
    (("bottom", "bottom"), "two seats at 'bottom'"),
    (("bottom", "bottom-left"), "whole and by halves"),
    (("middle",), "unknown table seat 'middle'"),
])
def test_bad_slots_name_the_problem(slots, words):
    with pytest.raises(ValueError, match=words):
        check_slots(slots)


def test_defaults_exist_for_every_count():
    assert set(DEFAULT_SLOTS) == {1, 2, 3, 4, 5}
    with pytest.raises(ValueError, match="1 to 5"):
        default_slots(6)
