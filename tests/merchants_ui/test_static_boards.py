"""A Merchants board drawn from its kept static picture (map, placement: made once) plus the
state's part shows the same pixels as the board drawn in one go, on every board, zoomed
and small, all game long (issue 12: an action's repaint of a board is then about a third
of the work); the view makes its boards' static pictures with its layout's first picture,
not in a frame after an action."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.engine.table.tablefonts import floor_fonts
from game.merchants import view_draw
from game.merchants.view import MerchantsView
from game.merchants.view_draw import draw_board
from game.merchants.view_layout import BOARD_ORDER
from game.screenshot import bot_session


def board_picture(app, view: MerchantsView, board: str, zoomed: bool, viewer: int | None,
                  kept: bool, floor: int = 0) -> bytes:
    """One board as the view's panels draw it (over the colour they leave under it), with
    the kept static picture or in one go."""
    t = app.theme
    m = view.maps[board]
    place = (view.lay.main_placement(board, m) if zoomed
             else view.lay.thumb_placement(board, m))
    under = t.c("background") if zoomed else t.c("panel")
    targets, selected = view.marks()
    surface = pygame.Surface((1920, 1080))
    surface.fill(under)
    ctx = view.board_ctx(zoomed, targets[board], selected[board], viewer)
    if floor:  # a table's fonts: every word at least ``floor`` px (legends on lines)
        ctx = dataclasses.replace(ctx, fonts=floor_fonts(app.fonts, floor))
    draw_board(surface, place, m, view.visible_state(viewer), ctx,
               under=under if kept else None)
    return pygame.image.tobytes(surface.subsurface(place.frame), "RGB")


@pytest.mark.parametrize("floor", [0, 30, 40], ids=["monitor", "table-55-inch", "table-32-inch"])
def test_a_board_from_its_static_picture_matches_one_drawn_in_one_go(app, floor):
    session = bot_session("merchants", 3, 5, moves=0, humans=0, level="random")
    view = MerchantsView(session, app)
    view.layout(pygame.Rect(0, 100, 1450, 980))
    checked = 0
    for step in range(400):
        if session.state.is_over:
            break
        seat = session.state.pending_seats()[0]
        view.actor = seat
        view.on_events(session.apply(session.bot_action(seat)))
        if step % 7:
            continue
        viewer = None if step % 2 else seat
        for board in BOARD_ORDER:
            for zoomed in (True, False):
                one_go = board_picture(app, view, board, zoomed, viewer, False, floor)
                kept = board_picture(app, view, board, zoomed, viewer, True, floor)
                assert kept == one_go, f"{board} ({'zoomed' if zoomed else 'small'}) " \
                                       f"differs after action {step}"
                checked += 1
    assert checked >= 12 * 20


def test_the_static_pictures_are_made_with_the_layouts_first_picture(app, monkeypatch):
    """The first picture of a layout makes its twelve static pictures; painting the boards
    after actions makes none (the picture of a board zoomed for the first time included)."""
    made: list[str] = []
    real = view_draw._draw_board

    def counting(surface, place, m, state, ctx):
        if ctx.part == "static":
            made.append(place.board)
        return real(surface, place, m, state, ctx)

    monkeypatch.setattr(view_draw, "_draw_board", counting)
    monkeypatch.setattr(view_draw, "_static", type(view_draw._static)())
    session = bot_session("merchants", 5, 5, moves=0, humans=0, level="random")
    view = MerchantsView(session, app)
    view.layout(pygame.Rect(0, 100, 1450, 980))
    assert made == [], "(not for a layout never drawn: a table lays a view out again)"
    view.top_layer(None)
    assert sorted(made) == sorted(BOARD_ORDER * 2)
    made.clear()
    zoomed = set()
    for _ in range(150):
        if session.state.is_over:
            break
        seat = session.state.pending_seats()[0]
        view.on_events(session.apply(session.bot_action(seat)))
        view.top_layer(None)
        zoomed.add(view.zoomed())
    assert len(zoomed) >= 3 and made == []
