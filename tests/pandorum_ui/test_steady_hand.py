"""The hand keeps its columns through a turn (found in play: between two cards taken the
hand went from one column to two, and back to one after the turn), and nothing in the
side panel moves while one choice is made."""

from __future__ import annotations

import pytest

from game.pandorum.bots import HeuristicBot
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import start


def test_the_hand_keeps_its_columns_while_cards_are_added(app):
    """The columns a turn needs for the cards it may add are there from its start (a
    tile's width, the column's, stays the same while cards are added)."""
    s = session(players=4, humans=1, seed=7)
    p = start(app, s)
    view = p.view
    by_turn: dict[int, set[int]] = {}
    seen = 0
    while s.state.turn_number <= 24 and not s.state.is_over:
        p.frames(2)
        st = s.state
        side = view.side(0)
        cols = {r.width for r in side.hand.values()}
        if side.hand:
            seen += 1
            if view.actor == 0 and st.top()["kind"] in ("turn", "take"):
                by_turn.setdefault(st.turn_number, set()).update(cols)
        if view.actor == 0:
            p.perform(HeuristicBot(0, len(s.log)).choose(st.view(0)))
    assert seen > 20 and len(by_turn) >= 4
    # adding cards (the turn's first card, then the take decision): one column count
    assert all(len(cols) == 1 for cols in by_turn.values()), sorted(by_turn.items())


@pytest.mark.parametrize("players,seed", [(4, 7), (4, 11), (3, 2)])
def test_nothing_moves_while_one_choice_is_made(app, players, seed):
    """Within one choice (:meth:`choice_scope`) the hand's title and every tile that stays
    keep their places: the grid is laid out at the choice's start for the cards it may
    add (found: with the hand's title clear of the focus rings, a full panel's tiles
    shrank for the second card taken, the title jumping up 48 px; another time the
    market went from two columns to three, the title 116 px). Only a market stack that
    nothing refills is gone at once, the stacks after it moving up a place (by design)."""
    s = session(players=players, humans=1, seed=seed)
    p = start(app, s)
    view = p.view
    before = None
    looked = grown = 0
    while s.state.turn_number <= 40 and not s.state.is_over:
        p.frames(2)
        st = s.state
        if view.actor != 0:
            continue
        side, scope = view.side(0), view.choice_scope(st, 0)
        now = (scope, side.hand_title, dict(side.hand), dict(side.market))
        if before is not None and before[0] == scope:
            looked += 1
            grown += len(now[2]) > len(before[2])
            assert now[1] == before[1], (scope, before[1], now[1])
            assert all(before[2][n] == r for n, r in now[2].items() if n in before[2])
            if len(now[3]) >= len(before[3]):  # (no stack gone)
                assert all(before[3][n] == r for n, r in now[3].items() if n in before[3])
        before = now
        p.perform(HeuristicBot(0, len(s.log)).choose(st.view(0)))
    assert looked >= 15 and grown >= 5
