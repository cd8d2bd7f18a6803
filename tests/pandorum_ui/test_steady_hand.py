"""The hand keeps its columns through a turn (found in play: between two cards taken the
hand went from one column to two, and back to one after the turn)."""

from __future__ import annotations

from game.pandorum.bots import HeuristicBot
from tests.pandorum_ui.driver import session
from tests.pandorum_ui.test_view import start


def test_the_hand_keeps_its_columns_while_cards_are_added(app):
    """The key to the board gives way first: the hand takes another column only when it
    would not fit without the key either."""
    s = session(players=4, humans=1, seed=7)
    p = start(app, s)
    view = p.view
    by_turn: dict[int, set[int]] = {}
    seen = 0
    while s.state.turn_number <= 24 and not s.state.is_over:
        p.frames(2)
        st = s.state
        side = view.side(0)
        cols = len({r.left for r in side.hand.values()})
        if side.hand:
            seen += 1
            if view.actor == 0 and st.top()["kind"] in ("turn", "take"):
                by_turn.setdefault(st.turn_number, set()).add(cols)
        if view.actor == 0:
            p.perform(HeuristicBot(0, len(s.log)).choose(st.view(0)))
    assert seen > 20 and len(by_turn) >= 4
    # adding cards (the turn's first card, then the take decision): one column count
    assert all(len(cols) == 1 for cols in by_turn.values()), by_turn
