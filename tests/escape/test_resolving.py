"""The pending step as the view and the bots ask for it (``EscapeState.decision``,
``resolving``, ``effect_source``): what is decided, whose effect, its source, its card or
Skip reward and the choices made, read from the rules instead of the stack's frames."""

from __future__ import annotations

from game.escape.game import GAME
from game.escape.rules.actions import ChooseField, ChoosePlayer, Enter, PlayCard
from game.escape.rules.cards import Resolving
from tests.escape.helpers import card_turn, clear_board, fresh, give, place, skip_to_swap


def test_a_turn_and_the_setup_have_no_effect_under_way() -> None:
    st = fresh(2)
    assert st.decision() == "turn" and st.resolving() is None and st.effect_source() == ""
    setup = GAME.new_game(2, 1, {})
    assert setup.decision() == "mission" and setup.resolving() is None
    st.over = True
    assert st.decision() == "none"


def test_a_played_card_is_resolved_for_its_player_and_collects_the_choices() -> None:
    st = card_turn(2)
    place(st, {"Z1-R3-1": 0, "Z1-R2-1": 1})
    give(st, 0, "ALERT-A1")
    st.apply(PlayCard("ALERT-A1"))
    assert st.decision() == "effect"
    assert st.resolving() == Resolving(0, "ALERT A", "ALERT-A1", None, ())
    assert st.effect_source() == "ALERT A"
    st.apply(ChooseField("Z1-R3-1"))
    step = st.resolving()
    assert step is not None and step.chosen == ("Z1-R3-1",) and step.card == "ALERT-A1"


def test_warning_c_stays_the_card_players_effect_while_the_opponent_chooses() -> None:
    st = card_turn(3)
    place(st, {"Z1-R4-1": 0, "Z2-R4-2": 1, "Z1-R1-1": 2})
    give(st, 0, "WARNING-C1")
    st.apply(PlayCard("WARNING-C1"))
    st.apply(ChoosePlayer(1))
    assert st.current_player == 1
    assert st.resolving() == Resolving(0, "WARNING C", "WARNING-C1", None, (1,))


def test_a_skip_reward_names_its_reward_and_no_card() -> None:
    st = card_turn()
    skip_to_swap(st)
    assert st.resolving() == Resolving(0, "SWAP", None, "swap", ())
    assert st.effect_source() == "SWAP"


def test_the_lost_ships_placement_has_neither_card_nor_reward() -> None:
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R4-1": 0, "Z2-R3-1": 0})
    st.apply(Enter("Z1-R4-2"))
    st.turn = 0
    st.apply(Enter("Z3-R4-1"))
    assert st.resolving() == Resolving(0, "Lost Ship", None, None, ())


def test_a_skip_reward_after_a_discarded_card_names_no_card() -> None:
    """The card is the top of the discard pile only while its name matches the frame's:
    a Skip reward after a card was discarded names no card."""
    st = card_turn()
    st.discard.append("ALERT-A1")
    skip_to_swap(st)
    step = st.resolving()
    assert step is not None and step.card is None and step.reward == "swap"
