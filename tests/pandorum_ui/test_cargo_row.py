"""A mat's cargo row shows every colour held (found in play: a four-seat mat had room for
five boxes of the seven colours, and the rest went unseen)."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.scenes.play import PlayScene
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import rendered_words


def one_of_each_colour(st, seat: int) -> dict[str, str]:
    """Cargo of every colour for ``seat`` (one card a colour, two of the first); the
    letter and count each box should read."""
    from game.pandorum.view_draw import CARGO_LOOK

    by_colour = {}
    for name in st.comp.cards:
        by_colour.setdefault(st.comp.colour_of(name), name)
    st.cargo[seat] = [*by_colour.values(), next(iter(by_colour.values()))]
    first = next(iter(by_colour))
    return {colour: f"{CARGO_LOOK[colour][1]}{2 if colour == first else 1}"
            for colour in by_colour}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_colour_held_is_in_the_mats_cargo_row(app, players):
    s = session(players=players, humans=1, seed=3)
    app.push(PlayScene(app, s, autosave=False))
    view = app.top.view
    boxes = one_of_each_colour(view.st, 0)
    assert len(boxes) == 7
    rect = view.mat_rects(players)[0]
    surface = pygame.Surface(app.canvas.get_size())
    with rendered_words(app) as rendered:
        view.draw_mat(surface, view.st, 0, rect, (), set(),
                      view.mat_headers(view.st, view.mat_rects(players))[0])
    assert set(boxes.values()) <= set(rendered), (boxes, rendered)
    # and every box inside the row
    from game.pandorum.view_table_cards import CARGO_STEP, CARGO_X, cargo_boxes

    row = view.slot_rects(rect)["cargo"]
    boxes_drawn: list[pygame.Rect] = []

    def box_at(x: int) -> pygame.Rect:
        boxes_drawn.append(pygame.Rect(x, row.top, 44, row.height))
        return boxes_drawn[-1]

    cargo_boxes(surface, app.fonts, int, view.st, 0, set(), 24, row.left + CARGO_X, CARGO_STEP,
                row.right, box_at)
    drawn = boxes_drawn[-7:]  # (the first asked its width)
    assert all(b.right <= row.right and b.width >= 30 for b in drawn), (row, drawn)
    assert all(a.right < b.left for a, b in itertools.pairwise(drawn))
