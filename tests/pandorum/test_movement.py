"""Action 2, movement: the fee, straight lines, red hexes, what a stop costs."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalActionError
from game.pandorum.rules.actions import DECK, Build, MoveFree, MoveTo, Pass, PayFee, TakeCard
from game.pandorum.rules.movement import stops_of_any
from tests.pandorum.helpers import charge, make_state, tiny_board

GEN = "Fusion Generator"  # rock, sand or ice


def dests(state, hand=None):
    return {(m.q, m.r) for m in state.destinations(0, state.hands[0] if hand is None else hand)
            if not m.anywhere}


def test_fee_card_goes_to_the_market_and_the_harvester_moves_straight():
    state = make_state(hands=[[GEN, GEN, "Wind Turbine"], []], market=["Fusion Block"])
    state.apply(PayFee("Wind Turbine"))
    assert state.market == [["Fusion Block", 1], ["Wind Turbine", 1]]
    legal = {(m.q, m.r) for m in state.legal_actions()}
    assert (3, 0) in legal and (0, -3) in legal and (-2, 2) in legal
    assert (1, 1) not in legal  # not on a straight line from the pad
    state.apply(MoveTo(3, 0))
    assert state.harvesters[0] == (3, 0)
    assert state.top()["kind"] == "build"  # an empty hex must be built on


def test_a_fee_card_joins_its_stack_in_the_market():
    state = make_state(hands=[[GEN, GEN, "Wind Turbine"], []], market=["Wind Turbine", "Ice Road"])
    state.apply(PayFee("Wind Turbine"))
    assert state.market == [["Wind Turbine", 2], ["Ice Road", 1]]


def test_red_hexes_block_stopping_and_crossing():
    board = tiny_board({(2, 0): "lava"})
    state = make_state(board, hands=[[GEN, GEN], []])
    reach = dests(state)
    assert (1, 0) in reach
    assert (2, 0) not in reach and (3, 0) not in reach


def test_permanent_ability_crosses_red_but_never_stops_there():
    board = tiny_board({(2, 0): "lava"})
    state = make_state(board, hands=[[GEN, GEN], []], main=["cross_red", "free_move"])
    charge(state, 0, "centre")
    reach = dests(state)
    assert (3, 0) in reach and (2, 0) not in reach


def test_empty_hex_needs_a_card_that_can_be_built_there():
    board = tiny_board({(1, 0): "crystal", (2, 0): "crystal", (3, 0): "crystal"})
    state = make_state(board, hands=[[GEN, "Wind Turbine"], []])
    reach = dests(state)
    assert (1, 0) not in reach  # crystal: neither card may be built on it
    assert (-1, 0) in reach  # rock: the Fusion Generator may
    # paying the Fusion Generator would leave only the Wind Turbine (ice only): nowhere
    assert dests(state, ["Wind Turbine"]) == set()
    assert [a for a in state.legal_actions() if isinstance(a, PayFee)] == [PayFee("Wind Turbine")]


def test_fee_card_is_not_offered_when_nothing_would_remain_to_build():
    state = make_state(hands=[[GEN], []], market=["Fusion Block"])
    # paying the only card leaves no card for the empty hexes, and there is no project
    assert [a for a in state.legal_actions() if isinstance(a, PayFee)] == []
    state.projects[(2, 0)] = (0, "module")
    state.touch()
    assert PayFee(GEN) in state.legal_actions()


def test_own_project_and_pad_nothing_happens():
    state = make_state(hands=[[GEN, GEN], []])
    state.projects[(2, 0)] = (0, "module")
    state.apply(PayFee(GEN))
    state.apply(MoveTo(2, 0))
    assert state.current_player == 1 and state.money == [0, 0]


@pytest.mark.parametrize(("kind", "money", "paid"),
                         [("module", 5, 1), ("base", 5, 2), ("base", 1, 1), ("module", 0, 0)])
def test_stopping_at_an_opponents_project_pays_them(kind, money, paid):
    state = make_state(hands=[[GEN, GEN], []], money=[money, 0])
    state.projects[(0, 2)] = (1, kind)
    state.apply(PayFee(GEN))
    state.apply(MoveTo(0, 2))
    assert state.money == [money - paid, paid]
    assert state.current_player == 1


def test_free_move_permanent_ability():
    state = make_state(hands=[[GEN], []], main=["free_move", "take_three"])
    assert MoveFree() not in state.legal_actions()
    charge(state, 0, "centre")
    legal = state.legal_actions()
    assert MoveFree() in legal and not any(isinstance(a, PayFee) for a in legal)
    state.apply(MoveFree())
    state.apply(MoveTo(1, 0))
    assert state.hands[0] == [GEN]  # nothing was paid
    assert state.legal_actions()[0] == Build("module")


def test_draw_after_fee_permanent_ability():
    state = make_state(hands=[[GEN, "Wind Turbine"], []], deck=["Bio Reactor"],
                       market=["Fusion Block"], main=["draw_after_fee", "free_move"])
    charge(state, 0, "centre")
    state.apply(PayFee("Wind Turbine"))
    assert state.top()["kind"] == "take"
    state.apply(TakeCard(DECK))
    assert "Bio Reactor" in state.hands[0]
    assert state.top()["kind"] == "move"


def test_move_to_an_illegal_hex_is_refused():
    board = tiny_board({(2, 0): "lava"})
    state = make_state(board, hands=[[GEN, GEN], []])
    state.apply(PayFee(GEN))
    with pytest.raises(IllegalActionError) as info:
        state.apply(MoveTo(2, 0))
    assert "red hex" in info.value.reason
    with pytest.raises(IllegalActionError):
        state.apply(MoveTo(1, 1))


def test_pass_only_when_nothing_is_possible():
    # no deck, no market, no card to pay: the player can neither add cards nor move
    state = make_state(hands=[[], []])
    assert state.legal_actions() == [Pass()]
    state.apply(Pass())
    assert state.current_player == 1
    # one card to pay and somewhere to stop (the own project): moving is possible
    state = make_state(hands=[[GEN], []])
    state.projects[(2, 0)] = (0, "module")
    assert Pass() not in state.legal_actions() and PayFee(GEN) in state.legal_actions()


def test_other_harvesters_never_block_a_line():
    # an assumption (docs/assumptions/pandorum.md): harvesters share hexes and do not block
    state = make_state(hands=[[GEN, GEN], []])
    state.harvesters[1] = (1, 0)
    assert {(1, 0), (2, 0), (3, 0)} <= dests(state, [GEN])


def test_an_empty_hex_must_be_built_on():
    # having stopped on an empty hex, the only decisions are what to build
    state = make_state(hands=[[GEN, GEN], []])
    state.apply(PayFee(GEN))
    state.apply(MoveTo(2, 0))
    legal = state.legal_actions()
    assert legal and all(isinstance(a, Build) for a in legal)


def test_what_a_stop_costs_is_one_rule_for_the_log_the_view_and_the_bots():
    state = make_state(money=[1, 5])
    state.projects.update({(1, 0): (1, "base"), (2, 0): (1, "module"), (3, 0): (0, "base")})
    assert [state.visit_fee(h) for h in ((1, 0), (2, 0), (0, 0))] == [2, 1, 0]
    assert state.stop_cost(0, (1, 0)) == 1  # a base is due 2, the player has only 1
    assert state.stop_cost(0, (2, 0)) == 1
    assert state.stop_cost(0, (3, 0)) == 0  # an own project costs nothing
    assert state.stop_cost(1, (1, 0)) == 0


def test_before_a_card_is_chosen_the_stops_are_those_any_payable_card_leaves():
    """The harvester tapped first lights where paying some card would take it: each hex
    once, in order, though no one card leaves them all (a card paid away no longer
    builds, so each card here loses the one hex only it builds on)."""
    board = tiny_board({(1, 0): "crystal", (-1, 0): "jungle"})
    state = make_state(board, hands=[["Bio Reactor", "Crystal Conveyor"], []])
    fees = [a.card for a in state.legal_actions() if isinstance(a, PayFee)]
    assert fees == ["Bio Reactor", "Crystal Conveyor"]
    assert state.moves_after_fee(0, "Bio Reactor") == [MoveTo(1, 0)]
    assert state.moves_after_fee(0, "Crystal Conveyor") == [MoveTo(-1, 0)]
    each = [state.moves_after_fee(0, card) for card in fees]
    assert stops_of_any(each) == [MoveTo(-1, 0), MoveTo(1, 0)]
    assert stops_of_any(each[:1]) == [MoveTo(1, 0)]
