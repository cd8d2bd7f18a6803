"""The game log reads as what happened, as the players read it in the play scene's side
panel: found in play (session 12), the auction winner's choice of which action goes first
was logged as an order ("Ann: take the influence action first") between lines that tell
what happened ("Ann wins the auction for 12", "Ann pays 12")."""

from __future__ import annotations

import pytest

from game.merchants.rules.actions import Bid, ChooseOrder
from game.merchants.rules.turn import influence_action
from game.scenes.play import PlayScene
from tests.merchants.helpers import quiet, step
from tests.merchants_ui.driver import session
from tests.merchants_ui.test_new_player import seen
from tests.uitext import assert_shown


def at_order(kind: str):
    """A three-player session (Ann the human, two bots) at Ann's "which action first"
    decision: she won the auction for a Station card (``kind`` "auction"), or plays an
    Explore & Defend card's influence action (``kind`` "explore_defend")."""
    s = session(players=3, humans=1)
    st = quiet(3)
    card = lambda board: next(k.id for k in st.c.cards if k.board == board)  # noqa: E731
    if kind == "auction":
        st.slots = [card("senate"), card("senate"), card("station")]
        st.deck = [card("defense")]
        step(st, {"kind": "act", "seat": 0, "step": 2})
        st.apply(Bid(0, 12))
    else:
        influence_action(st, 0, next(k for k in st.c.cards if k.board == "explore_defend"))
        st.settle([])
    assert st.decision == "order"
    s.state = st
    return s


@pytest.mark.parametrize("kind,first,line", [
    ("auction", "influence", "Ann takes the influence action first, then the resource action"),
    # the resource action is taken at once: its line ("Ann produces 1 metal") tells it
    ("auction", "resource", None),
    ("explore_defend", "explore", "Ann explores first, then defends"),
    ("explore_defend", "defend", "Ann defends first, then explores"),
])
def test_which_action_goes_first_is_logged_as_what_happened(app, kind, first, line):
    s = at_order(kind)
    play = PlayScene(app, s, autosave=False)
    app.push(play)
    app.step()
    play.apply(ChooseOrder(first))
    app.step()
    texts = [text for _, text, _ in play.lines]
    assert not any(": take the" in text for text in texts), texts
    if line is not None:
        assert line in texts, texts
        assert_shown(seen(app), line)
