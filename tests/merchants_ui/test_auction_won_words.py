"""What was sold and who won it, in words (found at a five-seat table game by fingers,
session 27): the winner of an auction was asked "take which action of the card first?"
without a word of which card; a table has no log to tell it."""

from __future__ import annotations

from game.merchants.view_auction import influence_words
from tests.merchants_ui.driver import Table, session
from tests.merchants_ui.test_new_player import seen
from tests.merchants_ui.test_view import advance
from tests.uitext import assert_shown, lines_inside


def test_the_winner_reads_which_card_it_won_and_what_its_actions_do(app, clock):
    """On a monitor the prompt names the card bought (its printed name) and what each of
    its actions does, above the buttons that only say which goes first."""
    s = session(players=3, humans=1, seed=7)
    advance(s, lambda st: st.decision() == "order" and 0 in st.pending_seats()
            and st.pending[-1].get("options") == ["resource", "influence"])
    t = Table(app, clock)
    t.start(s)
    t.frames(1)
    card = s.state.c.card(s.state.pending[-1]["card"])
    prompt = lines_inside(seen(app), t.view.lay.prompt)
    assert_shown(prompt, f"{s.seats[0].name} won the {card.name} card at auction: take "
                 "which action first?")
    assert_shown(prompt, f"Resource: produce 1 {card.bottom}.")
    assert_shown(prompt, f"Influence: {influence_words(card)}.")
    assert_shown(prompt, "Take the resource action first")
