"""Harvester slots (forepart single use, centre permanent, cargo) and forepart abilities."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalActionError
from game.pandorum.rules.actions import Build, BuildCard, MoveTo, PayFee, PlaceCard
from tests.pandorum.helpers import charge, make_state, tiny_board

GEN = "Fusion Generator"
SITE = (2, -1)


def start_build(state, site=SITE, fee="Timber Mill"):
    state.harvesters[0] = (site[0] - 1, site[1])
    state.apply(PayFee(fee))
    state.apply(MoveTo(*site))


@pytest.mark.parametrize(("players", "fore", "centre"), [(2, 3, 5), (3, 3, 5), (4, 2, 4)])
def test_slot_sizes_by_mat_side(players, fore, centre):
    state = make_state(players=players, hands=[[GEN, "Timber Mill"]] + [[]] * (players - 1))
    state.forepart[0] = ["Fusion Block"] * fore
    state.centre[0] = ["Fusion Block"] * (centre - 1)
    start_build(state)
    state.apply(Build("module"))
    state.apply(BuildCard(GEN))
    # the forepart is full; the centre takes one more card
    assert state.legal_actions() == [PlaceCard("centre"), PlaceCard("cargo")]
    with pytest.raises(IllegalActionError):
        state.apply(PlaceCard("forepart"))
    assert state.slot_needs(0) == {"forepart": 0, "centre": 1}
    state.apply(PlaceCard("centre"))
    assert len(state.centre[0]) == centre and state.slot_needs(0)["centre"] == 0
    assert state.has_permanent(0, state.main_ability[0])


def test_module_as_base_single_use():
    state = make_state(hands=[[GEN, "Timber Mill"], []], fore=["module_as_base", "fly_anywhere"])
    assert Build("module_as_base") not in state.build_options(0, SITE, [GEN])
    charge(state, 0, "forepart")
    start_build(state)
    assert Build("module_as_base") in state.legal_actions()
    state.apply(Build("module_as_base"))
    assert state.forepart[0] == [] and state.boxed == ["Fusion Block"] * 3
    assert state.building() == ("base", (), 1)  # what the construction says it builds
    state.apply(BuildCard(GEN))
    assert state.projects[SITE] == (0, "base") and state.bases_left[0] == 5
    # the forepart may be filled again straight away
    assert PlaceCard("forepart") in state.legal_actions()


def test_base_of_three_cards():
    board = tiny_board()
    state = make_state(board, hands=[[GEN, "Fusion Block", "Depot Block", "Timber Mill"], []],
                       fore=["base_of_three", "fly_anywhere"])
    charge(state, 0, "forepart")
    start_build(state)
    state.apply(Build("base3"))
    for card in (GEN, "Fusion Block", "Depot Block"):
        state.apply(BuildCard(card))
    assert state.projects[SITE] == (0, "base")
    assert state.money[0] == 4  # two blocks at 2 each, the generator has no neighbour
    assert len(state.top()["cards"]) == 3


def test_fly_anywhere_single_use():
    board = tiny_board({(1, 0): "lava", (0, 1): "lava", (-1, 1): "lava", (-1, 0): "lava",
                        (0, -1): "lava", (1, -1): "lava"})
    state = make_state(board, hands=[[GEN, "Timber Mill"], []],
                       fore=["fly_anywhere", "module_as_base"])
    assert state.destinations(0, [GEN]) == []  # walled in by red hexes
    charge(state, 0, "forepart")
    moves = state.destinations(0, [GEN])
    assert moves and all(m.anywhere for m in moves)
    assert all((m.q, m.r) not in board.red for m in moves)
    state.apply(PayFee("Timber Mill"))
    state.apply(MoveTo(2, 1, True))
    assert state.harvesters[0] == (2, 1) and state.forepart[0] == []


def test_ignore_conditions_single_use():
    board = tiny_board({SITE: "crystal"})
    state = make_state(board, hands=[["Wind Turbine", "Timber Mill"], []],
                       fore=["ignore_conditions", "fly_anywhere"])
    assert state.build_options(0, SITE, ["Wind Turbine"]) == []  # ice only
    charge(state, 0, "forepart")
    assert state.build_options(0, SITE, ["Wind Turbine"]) == [Build("module", True)]
    start_build(state)
    state.apply(Build("module", True))
    state.apply(BuildCard("Wind Turbine"))
    assert state.projects[SITE] == (0, "module") and state.forepart[0] == []


def test_cargo_cards_stay_and_the_mat_never_moves_cards():
    state = make_state(hands=[[GEN, "Timber Mill"], []])
    start_build(state)
    state.apply(Build("module"))
    state.apply(BuildCard(GEN))
    state.apply(PlaceCard("cargo"))
    assert state.cargo[0] == [GEN]
    assert not any(isinstance(a, PlaceCard) for a in state.legal_actions(0))
