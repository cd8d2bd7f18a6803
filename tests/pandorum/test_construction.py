"""Construction: conditions, module vs base, miniatures, and income by card type."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalActionError
from game.pandorum.rules.actions import (
    Build,
    BuildCard,
    ChooseDirection,
    MoveTo,
    PayFee,
    PlaceCard,
)
from game.pandorum.rules.data import components
from game.pandorum.rules.income import meets_condition
from game.pandorum.rules.position import HIDDEN
from tests.pandorum.helpers import charge, make_state, tiny_board

GEN = "Fusion Generator"  # any3: rock, sand, ice; 1 per adjacent own project
SITE = (2, -1)  # neighbours: (3,-1) (3,-2) (2,-2) (1,-1) (1,0) (2,0)


def income(state, cards, site=SITE, seat=0, dirs=None):
    return {i.card: i.amount for i in state.income_preview(seat, site, cards, dirs)}


def move_and_build(state, site, project, cards, fee="Timber Mill", slots=None):
    """Seat 0 pays ``fee``, moves from the pad-line to ``site`` and builds."""
    state.harvesters[0] = (site[0] - 1, site[1])  # one step west of the site
    state.apply(PayFee(fee))
    state.apply(MoveTo(*site))
    state.apply(Build(project))
    for card in cards:
        state.apply(BuildCard(card))
    while state.pending and state.top()["kind"] == "direction":
        state.apply(ChooseDirection(0))
    for slot in slots or ["cargo"] * len(cards):
        state.apply(PlaceCard(slot))


# ------------------------------------------------------------------ conditions


def test_three_ways_of_construction_conditions():
    comp = components()
    board = tiny_board({(1, -1): "ice", (2, -2): "lava", (3, -3): "crystal"})
    only_ice = comp.card("Wind Turbine")
    assert meets_condition(only_ice, board, (1, -1))
    assert not meets_condition(only_ice, board, (2, -1))
    any3 = comp.card(GEN)
    assert meets_condition(any3, board, (2, -1)) and meets_condition(any3, board, (1, -1))
    assert not meets_condition(any3, board, (3, -3))
    red3 = comp.card("Magma Generator")  # rock, crystal, jungle next to a red hex
    assert meets_condition(red3, board, (2, -1))  # rock next to the lava at (2, -2)
    assert meets_condition(red3, board, (3, -3))  # crystal next to it too
    assert not meets_condition(red3, board, (-2, 1))  # rock, no red neighbour
    assert not meets_condition(any3, board, (2, -2))  # never on a red hex
    assert not meets_condition(any3, board, (0, 0))  # nor the landing pad


def test_base_needs_two_cards_with_different_names():
    state = make_state(hands=[[GEN, GEN, "Timber Mill"], []])
    assert state.build_options(0, SITE, [GEN, GEN]) == [Build("module")]
    assert Build("base") in state.build_options(0, SITE, [GEN, "Fusion Block"])


def test_running_out_of_miniatures():
    state = make_state()
    hand = [GEN, "Fusion Block"]
    state.modules_left[0] = 0
    assert state.build_options(0, SITE, hand) == [Build("base")]
    state.bases_left[0] = 0
    assert state.build_options(0, SITE, hand) == []
    assert state.buildable_sites(0, hand) == set()


def test_a_whole_base_construction():
    state = make_state(hands=[[GEN, "Fusion Block", "Timber Mill"], []])
    state.projects[(3, -1)] = (0, "module")
    state.projects[(2, 0)] = (0, "base")
    move_and_build(state, SITE, "base", [GEN, "Fusion Block"], slots=["forepart", "cargo"])
    assert state.projects[SITE] == (0, "base")
    assert state.bases_left[0] == 5 and state.modules_left[0] == 12
    # the generator pays 2 (two adjacent own projects); the block pays its flat 2
    assert state.money[0] == 4
    assert state.forepart[0] == [GEN] and state.cargo[0] == ["Fusion Block"]
    assert state.market_names() == ["Timber Mill"]  # played cards do not go to the market
    assert state.hands[0] == [] and state.current_player == 1


def test_a_built_hex_cannot_be_built_again():
    state = make_state(hands=[[GEN, GEN], []])
    state.projects[SITE] = (1, "module")
    assert state.build_options(0, SITE, [GEN]) == []


def test_cards_must_meet_the_condition_one_by_one():
    board = tiny_board({SITE: "ice"})
    state = make_state(board, hands=[[GEN, "Solar Array", "Wind Turbine", "Timber Mill"], []])
    state.harvesters[0] = (1, -1)
    state.apply(PayFee("Timber Mill"))
    state.apply(MoveTo(*SITE))
    state.apply(Build("base"))
    assert {a.card for a in state.legal_actions()} == {GEN, "Wind Turbine"}
    with pytest.raises(IllegalActionError):
        state.apply(BuildCard("Solar Array"))  # sand, crystal, jungle only


# ------------------------------------------------------------------ income by type


def test_printed_construction_example_production():
    # Ice Melter pays for adjacent ice hexes: the empty one pays, the one with someone
    # else's project does not, and neither does the hex being built on
    board = tiny_board({(3, -1): "ice", (3, -2): "ice", (2, -2): "ice", SITE: "rock"})
    state = make_state(board)
    state.projects[(3, -2)] = (1, "module")
    state.projects[(2, -2)] = (0, "module")
    assert income(state, ["Ice Melter"]) == {"Ice Melter": 1}


def test_production_pays_per_adjacent_hex_of_its_type():
    board = tiny_board({(3, -1): "ice", (1, 0): "ice", (2, 0): "ice", (1, -1): "sand"})
    state = make_state(board)
    assert income(state, ["Ice Melter"]) == {"Ice Melter": 3}
    assert income(state, ["Sand Sifter"]) == {"Sand Sifter": 1}


def test_generator_pays_for_own_adjacent_projects_only():
    state = make_state()
    state.projects.update({(3, -1): (0, "module"), (1, 0): (0, "base"), (2, 0): (1, "base"),
                           (0, -1): (0, "module")})  # (0,-1) is not adjacent
    assert income(state, [GEN]) == {GEN: 2}
    assert income(state, ["Wind Turbine"]) == {"Wind Turbine": 4}  # 2 per project


def test_logistics_pays_for_own_projects_on_the_hex_types():
    board = tiny_board({(-2, 2): "ice", (0, 3): "ice", (-3, 3): "sand"})
    state = make_state(board)
    state.projects.update({(-2, 2): (0, "module"), (0, 3): (0, "base"), (-3, 3): (0, "module"),
                           (3, -3): (0, "module"), (1, 2): (1, "module")})
    assert income(state, ["Ice Road"]) == {"Ice Road": 2}  # own projects on ice
    # Cargo Depot: own projects on the same type as the site (rock), anywhere
    assert income(state, ["Cargo Depot"]) == {"Cargo Depot": 1}
    assert income(state, ["Crystal Conveyor"]) == {"Crystal Conveyor": 0}


def test_laboratories():
    state = make_state()
    state.projects.update({(3, -1): (0, "module"), (1, 0): (0, "base"), (2, 0): (0, "module"),
                           (3, -2): (1, "module"), (0, 1): (0, "module"), (-1, 0): (1, "base")})
    assert income(state, ["Medical Laboratory"]) == {"Medical Laboratory": 4}  # 2 modules
    assert income(state, ["Engineering Laboratory"]) == {"Engineering Laboratory": 3}
    # Central Laboratory: own projects next to the landing pad: (1,0) and (0,1)
    assert income(state, ["Central Laboratory"]) == {"Central Laboratory": 4}


def test_only_intranet_protection_has_its_builder_choose_a_direction():
    """Rulebook: Intranet Protection pays along "a straight line in one direction ... The
    direction is chosen by the player"; no other card asks for one."""
    assert [c.name for c in components().cards.values() if c.chooses_direction] == [
        "Intranet Protection"]


def test_intranet_line_is_cut_by_others_red_and_pad_not_by_empty_hexes():
    state = make_state()
    site = (-2, -1)  # east: (-1,-1) (0,-1) (1,-1) (2,-1) (3,-1)
    state.projects.update({(-1, -1): (0, "module"), (1, -1): (0, "module"),
                           (2, -1): (1, "module"), (3, -1): (0, "module")})
    assert income(state, ["Intranet Protection"], site, dirs={"Intranet Protection": 0}) == {
        "Intranet Protection": 2}
    # the other direction (west) is off the board
    assert income(state, ["Intranet Protection"], site, dirs={"Intranet Protection": 3}) == {
        "Intranet Protection": 0}
    red = make_state(tiny_board({(0, -1): "lava"}))
    red.projects.update({(-1, -1): (0, "module"), (1, -1): (0, "module")})
    assert income(red, ["Intranet Protection"], site, dirs={"Intranet Protection": 0}) == {
        "Intranet Protection": 1}
    pad = make_state()
    pad.projects.update({(-2, 0): (0, "module"), (-1, 0): (0, "module"), (1, 0): (0, "base")})
    assert income(pad, ["Intranet Protection"], (-3, 0), dirs={"Intranet Protection": 0}) == {
        "Intranet Protection": 2}


def test_intranet_does_not_pay_for_its_own_hex_and_asks_for_a_direction():
    state = make_state(hands=[["Intranet Protection", "Timber Mill"], []])
    state.projects.update({(3, -1): (0, "module"), (0, -1): (0, "module")})
    state.harvesters[0] = (1, -1)
    state.apply(PayFee("Timber Mill"))
    state.apply(MoveTo(*SITE))
    state.apply(Build("module"))
    state.apply(BuildCard("Intranet Protection"))
    assert state.top()["kind"] == "direction"
    assert len(state.legal_actions()) == 6
    state.apply(ChooseDirection(3))  # west: (1,-1) empty, (0,-1) own, (-1,-1) ...
    assert state.money[0] == 1
    state.apply(PlaceCard("cargo"))
    assert state.current_player == 1


def test_dome_pays_for_projects_around_the_adjacent_red_group():
    board = tiny_board({(1, -2): "lava", (2, -2): "lava", (-2, 2): "lava", (1, -1): "sand"})
    state = make_state(board)
    state.projects.update({(3, -2): (0, "module"), (0, -2): (0, "base"),
                           (-1, 2): (0, "module"), (3, -3): (1, "module")})
    assert income(state, ["Dome Protection"], (1, -1)) == {"Dome Protection": 4}


def test_seismic_counts_red_hexes_up_to_own_projects_on_lines():
    board = tiny_board({(-1, -1): "lava", (0, -1): "lava", (2, -1): "lava",
                        (-2, 0): "lava"})
    state = make_state(board)
    site = (-2, -1)
    state.projects.update({(1, -1): (0, "module"),  # east: two red hexes before it
                           (-2, 1): (1, "module"), (-2, 2): (0, "module")})  # SE: blocked
    assert income(state, ["Seismic Protection"], site) == {"Seismic Protection": 4}
    state.projects[(1, -1)] = (1, "module")  # someone else's project ends the line
    assert income(state, ["Seismic Protection"], site) == {"Seismic Protection": 0}


def test_external_pays_for_own_projects_on_the_board_edge():
    state = make_state()
    state.projects.update({(3, -3): (0, "module"), (0, 3): (0, "base"), (1, 1): (0, "module"),
                           (-3, 0): (1, "module")})
    assert income(state, ["External Protection"], (2, 1)) == {"External Protection": 2}


def test_systems_take_currency_from_opponents_as_far_as_they_have_it():
    state = make_state(players=3, hands=[["Jamming System", "Timber Mill"], [], []],
                       money=[0, 5, 1])
    state.projects.update({(3, -1): (1, "module"), (1, 0): (1, "base"), (2, 0): (2, "module"),
                           (2, -2): (2, "base"), (1, -1): (0, "module")})
    move_and_build(state, (2, -1), "module", ["Jamming System"])
    assert state.money == [3, 3, 0]  # 2 from seat 1, 1 of 2 due from seat 2
    assert state.earned[0]["systems"] == 3 and state.earned[2]["systems"] == -1


def test_blocks_pay_two_or_double_the_named_card():
    state = make_state()
    assert income(state, ["Fusion Block"]) == {"Fusion Block": 2}
    state.projects.update({(3, -1): (0, "module"), (1, 0): (0, "base"), (2, 0): (0, "module")})
    assert income(state, [GEN, "Fusion Block"]) == {GEN: 3, "Fusion Block": 3}
    # a block with another card pays its flat 2
    assert income(state, ["Solar Block", GEN]) == {"Solar Block": 2, GEN: 3}
    poor = make_state()
    poor.projects[(3, -1)] = (0, "module")
    assert income(poor, [GEN, "Fusion Block"]) == {GEN: 1, "Fusion Block": 2}


def test_a_project_that_pays_nothing_may_be_built():
    # "If the conditions are met, you can build projects that will not bring revenue."
    state = make_state(hands=[["Ice Melter", "Timber Mill"], []])  # no ice anywhere
    assert income(state, ["Ice Melter"]) == {"Ice Melter": 0}
    move_and_build(state, SITE, "module", ["Ice Melter"])
    assert state.projects[SITE] == (0, "module") and state.money[0] == 0


def test_systems_with_no_opponent_next_to_it_take_nothing_and_say_so():
    state = make_state(hands=[["Jamming System", "Timber Mill"], []], money=[0, 5])
    state.projects[(1, -1)] = (0, "module")  # only an own project next to the site
    state.harvesters[0] = (1, -1)
    state.apply(PayFee("Timber Mill"))
    state.apply(MoveTo(2, -1))
    state.apply(Build("module"))
    events = state.apply(BuildCard("Jamming System"))
    assert state.money == [0, 5]
    texts = [e.text for e in events]
    assert "Jamming System: no opponent's project next to it, {seat0} takes nothing" in texts
    assert not any("pays" in t for t in texts)


def test_a_card_that_pays_nothing_is_logged_so():
    """A Fusion Generator with no own project beside it pays 0: the log said "Fusion
    Generator pays 0 to Red", it says it pays nothing now (and a paying card as before)."""
    state = make_state(hands=[[GEN, "Timber Mill"], []])
    assert income(state, [GEN]) == {GEN: 0}
    state.harvesters[0] = (SITE[0] - 1, SITE[1])
    events = []
    for action in (PayFee("Timber Mill"), MoveTo(*SITE), Build("module"), BuildCard(GEN)):
        events += state.apply(action)
    words = [e.text for e in events if e.kind == "income"]
    assert words and words[-1].startswith(f"{GEN} pays ") and words[-1].endswith(
        " nothing here"), words
    assert " 0 " not in words[-1]


def test_the_best_a_lone_card_pays_on_a_hex_is_the_rules_answer():
    """A lit hex's "+N": the most one card of the hand pays built there alone; None where
    the hand builds nothing there; with "ignore the conditions" charged any card."""
    state = make_state(hands=[[GEN, "Timber Mill"], []],
                       fore=["ignore_conditions", "fly_anywhere"])
    state.projects.update({(3, -1): (0, "module"), (1, -1): (0, "base")})
    assert state.best_single_pay(0, SITE, [GEN, "Timber Mill"]) == 2  # next to two of its own
    assert state.best_single_pay(0, SITE, ["Timber Mill"]) is None  # sand only: not on rock
    charge(state, 0, "forepart")
    alone = state.best_income(0, SITE, ["Timber Mill"], "Timber Mill").amount
    assert state.best_single_pay(0, SITE, ["Timber Mill"]) == alone
    assert state.best_single_pay(0, (1, -1), [GEN]) is None  # a project stands there


def test_the_best_lone_pay_of_one_card_or_of_none_named():
    """The edges of a lit hex's "+N": a single card that pays nothing there is 0 (it can
    be built: a hex to go to, not one where nothing builds), a single paying card its
    amount; an empty hand, or one of unseen cards that the charged "ignore the
    conditions" could build but that no name says what they pay, None."""
    state = make_state(hands=[[GEN], []], fore=["ignore_conditions", "fly_anywhere"])
    assert state.best_single_pay(0, SITE, [GEN]) == 0  # no own project beside it
    state.projects[(1, -1)] = (0, "base")
    assert state.best_single_pay(0, SITE, [GEN]) == 1
    assert state.best_single_pay(0, SITE, []) is None
    charge(state, 0, "forepart")
    assert state.build_options(0, SITE, [HIDDEN])  # something could be built...
    assert state.best_single_pay(0, SITE, [HIDDEN]) is None  # ...but no card is named
