"""Merchants' right column keeps its parts (the player board with its slots, each player's
row) as pictures of their own: an action draws again only the parts it changed, and the
column is, pixel for pixel, the column drawn whole anew."""

from __future__ import annotations

import pygame
import pytest

from game.merchants.view import MerchantsView
from game.scenes.play import PlayScene
from game.screenshot import bot_session


def _column(view: MerchantsView, state, live, kept: bool) -> bytes:
    """The right column painted on a scratch canvas, from the kept parts or all anew."""
    canvas = pygame.Surface((1920, 1080))
    if not kept:
        view._right_parts = None
    view.paint_right(canvas, state, live)
    return pygame.image.tobytes(canvas.subsurface(view.lay.right), "RGB")


@pytest.mark.parametrize("seed", [1, 4])
def test_the_kept_column_is_the_column_drawn_whole(app, seed):
    session = bot_session("merchants", seed, 5, moves=10, humans=0)
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    view = play.view
    assert isinstance(view, MerchantsView)
    compared = 0
    for _ in range(40):
        state = session.state
        if state.is_over:
            break
        live = frozenset(range(3)) if compared % 3 == 0 else frozenset()
        kept = _column(view, state, live, kept=True)
        kept_parts = view._right_parts
        whole = _column(view, state, live, kept=False)
        assert kept == whole, f"the kept column differs after {len(session.log)} actions"
        view._right_parts = kept_parts
        compared += 1
        session.apply(session.bot_action(session.pending_bots()[0]))
    assert compared >= 20


def test_a_change_of_money_draws_only_that_row_again(app, monkeypatch):
    session = bot_session("merchants", 2, 5, moves=12, humans=0)
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    view = play.view
    state = session.state.clone()
    _column(view, state, frozenset(), kept=True)
    drawn: list[object] = []
    real_row, real_head = view.paint_player_row, view.paint_right_head
    monkeypatch.setattr(view, "paint_player_row",
                        lambda surface, st, s, *rest: (drawn.append(s),
                                                       real_row(surface, st, s, *rest)))
    monkeypatch.setattr(view, "paint_right_head",
                        lambda *a: (drawn.append("head"), real_head(*a)))
    _column(view, state, frozenset(), kept=True)
    assert drawn == [], "nothing changed: every part from its picture"
    seat = (state.active + 2) % 5
    state.money = list(state.money)
    state.money[seat] += 7
    _column(view, state, frozenset(), kept=True)
    assert drawn == [seat]
    _column(view, state, frozenset({1}), kept=True)  # a slot may be chosen: the board part
    assert drawn == [seat, "head"]
