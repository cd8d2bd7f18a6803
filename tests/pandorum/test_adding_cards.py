"""Action 1: adding cards (two, the market never under 4 stacks, same names stacked)."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalActionError
from game.pandorum.rules.actions import DECK, PayFee, TakeCard
from tests.pandorum.helpers import charge, make_state

MARKET = ["Fusion Block", "Solar Block", "Depot Block", "Clinic Block"]


def test_take_two_cards_then_the_turn_passes():
    state = make_state(hands=[["Fusion Generator"], []], deck=["Wind Turbine", "Bio Reactor"],
                       market=MARKET)
    state.apply(TakeCard(DECK))
    # the first deck card is in the hand (seen) before the second choice
    assert "Wind Turbine" in state.hands[0]
    assert state.current_player == 0 and state.top()["kind"] == "take"
    state.apply(TakeCard("Solar Block"))
    assert state.hands[0] == sorted(["Fusion Generator", "Wind Turbine", "Solar Block"])
    assert state.current_player == 1


def test_market_is_refilled_to_four_stacks_and_same_names_stack():
    state = make_state(deck=["Fusion Block", "Fusion Block", "Bio Reactor", "Timber Mill"],
                       market=MARKET)
    state.apply(TakeCard("Solar Block"))
    # Fusion Block from the deck joins the Fusion Block stack and does not count; the
    # next deck card fills the fourth stack
    assert state.market == [["Fusion Block", 3], ["Depot Block", 1], ["Clinic Block", 1],
                            ["Bio Reactor", 1]]
    assert len(state.deck) == 1
    state.apply(TakeCard("Fusion Block"))
    assert state.market[0] == ["Fusion Block", 2]
    assert len(state.market) == 4


def test_taking_from_the_deck_reveals_only_privately():
    state = make_state(deck=["Wind Turbine", "Bio Reactor"], market=MARKET)
    events = state.apply(TakeCard(DECK))
    assert any(e.reveals and e.data.get("private") for e in events)
    assert "Wind Turbine" not in " ".join(e.text for e in events)
    other_view = state.view(1)
    assert other_view.hands[0] == ["?"]
    assert other_view.deck == ["?"]


def test_permanent_ability_takes_three():
    state = make_state(deck=["Wind Turbine", "Bio Reactor", "Timber Mill", "Solar Array"],
                       market=MARKET, main=["take_three", "free_move"])
    charge(state, 0, "centre")
    for _ in range(3):
        assert state.current_player == 0
        state.apply(TakeCard(DECK))
    assert len(state.hands[0]) == 3 and state.current_player == 1


def test_without_the_full_centre_only_two():
    state = make_state(deck=["Wind Turbine", "Bio Reactor", "Timber Mill"], market=MARKET,
                       main=["take_three", "free_move"])
    state.centre[0] = ["Fusion Block"] * (state.centre_cost() - 1)
    state.apply(TakeCard(DECK))
    state.apply(TakeCard(DECK))
    assert state.current_player == 1


def test_illegal_take_leaves_the_state_unchanged():
    state = make_state(deck=[], market=MARKET)
    before = state.to_dict()
    with pytest.raises(IllegalActionError):
        state.apply(TakeCard(DECK))
    with pytest.raises(IllegalActionError):
        state.apply(TakeCard("Wind Turbine"))
    with pytest.raises(IllegalActionError):
        state.apply(PayFee("Wind Turbine"))
    assert state.to_dict() == before


def test_an_empty_deck_leaves_the_market_short():
    state = make_state(deck=[], market=MARKET)
    state.apply(TakeCard("Solar Block"))
    state.apply(TakeCard("Depot Block"))
    assert len(state.market) == 2


def test_hand_size_is_unlimited():
    # "A player can have an unlimited number of cards in his/her hand."
    big = ["Fusion Generator"] * 30
    state = make_state(hands=[big, []], deck=["Wind Turbine", "Bio Reactor"], market=MARKET)
    assert TakeCard(DECK) in state.legal_actions()
    state.apply(TakeCard(DECK))
    state.apply(TakeCard(DECK))
    assert len(state.hands[0]) == 32 and state.current_player == 1
