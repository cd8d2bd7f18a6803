"""The game log reads as what happened, as the players read it in the play scene's side
panel: found in play (session 12), the auction winner's choice of which action goes first
was logged as an order ("Ann: take the influence action first") between lines that tell
what happened ("Ann wins the auction for 12", "Ann pays 12")."""

from __future__ import annotations

import pytest

from game.core.protocol import name_seats
from game.merchants.rules.actions import (
    Bid,
    ChooseBoard,
    ChooseDefenders,
    ChooseOrder,
    ClaimTile,
    StationSpace,
)
from game.merchants.rules.turn import influence_action
from game.scenes.play import PlayScene
from tests.merchants.helpers import quiet, step
from tests.merchants_ui.driver import session
from tests.merchants_ui.test_new_player import at_vote, seen
from tests.uitext import assert_shown, lines_inside


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
    assert st.decision() == "order"
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


def test_the_move_list_at_a_vote_names_each_box_and_the_log_says_who_voted(sized_app):
    """Found in session 13: at a vote the Moves list (the keyboard's list of every
    choice) offered one button per ballot box, each worded as the log line "Ann: cast a
    vote" (the log hides the box): three buttons that read the same. Each now names its
    box and senator, and the log says what happened in the third person, as in the other
    games' logs."""
    t = at_vote(sized_app)
    play, st = t.play, t.view.st
    t.click(next(w for w in play.widgets if getattr(w, "label", "") == "Moves").rect.center)
    buttons = [w for w in play.widgets if str(getattr(w, "key", "")).startswith("('action'")]
    assert len(buttons) == len(st.candidates) == 3
    shown = [" ".join(line.text for line in lines_inside(seen(t.app), b.rect)) for b in buttons]
    for words, box in zip(shown, (1, 2, 3), strict=True):
        sen = st.c.senators[st.candidates[box - 1]]
        assert words.startswith(f"Vote in box {box}: {sen.name}"), shown
    n = len(play.session.log)
    t.click(buttons[1].rect.center)
    assert len(play.session.log) == n + 1
    texts = [text for _, text, _ in play.lines]
    assert "Ann casts a vote" in texts, texts[-5:]
    assert not any(": cast a vote" in text for text in texts), texts


@pytest.mark.parametrize("kind,action,line", [
    ("explore", ClaimTile("E2:C3"), "Ann claims a tile on planet 2"),
    ("choose_board", ChooseBoard("exploration"), "Ann takes an Exploration influence action"),
    ("choose_board", ChooseBoard("defense"), "Ann takes a Defense influence action"),
    ("defend", ChooseDefenders((1, 2)), "Ann defends lanes 1 and 2"),
    ("defend", ChooseDefenders((2, 2)), "Ann defends lane 2 twice"),
    ("station_place", StationSpace("S2:A3"), "Ann places influence on Station sector 2"),
])
def test_a_choice_without_a_log_wording_of_its_own_is_logged_as_done(kind, action, line):
    """A decision whose rules give no log wording is logged by the action's ``did()``:
    "Ann claims a tile on planet 2", not the order "Ann: claim the tile"."""
    st = quiet(3)
    st.pending.append({"kind": kind, "seat": 0})
    assert name_seats(st.describe(action), ["Ann", "Bob", "Cleo"]) == line
