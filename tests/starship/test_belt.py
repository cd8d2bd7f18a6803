"""Belt: runs, pickups, exploration, destinations, including the rulebook's examples."""

from __future__ import annotations

import pytest

from game.starship.rules import actions as A
from game.starship.rules import belt
from tests.starship.helpers import (
    bag_only,
    do,
    give_ship,
    kinds,
    put_known,
    put_local,
    set_turn,
    started,
    token_of,
)


def _run(s, ship, seat=0):
    set_turn(s, seat, "belt")
    s.player(seat)["belt_visited"] = True
    return do(s, A.RunShip(ship))


def test_first_arrival_moves_starting_mines_to_local_space():
    s = started(2)
    start = list(s.player(0)["id_card"])
    set_turn(s, 0, "market")
    do(s, A.Advance())
    assert s.player(0)["local"] == start and s.player(0)["id_card"] == []
    assert kinds(s.legal_actions()) == {"run_ship", "pass"}


def test_rulebook_scout_explores_twice_using_4_of_5_energy():
    s = started(2)
    ship = s.player(0)["ships"][0]
    low_ice, high_deut = token_of(s, "ice9", 3), token_of(s, "deuterium", 8)
    bag_only(s, [low_ice])
    _run(s, ship)
    assert s.pending[-1]["energy"] == 5
    do(s, A.Explore())
    assert s.legal_actions() == [A.KeepMine(low_ice, True), A.KeepMine(low_ice, False)]
    do(s, A.KeepMine(low_ice, False))
    assert low_ice in s.player(0)["local"]
    bag_only(s, [high_deut])
    events = do(s, A.Explore())
    assert any(e.reveals for e in events)
    do(s, A.KeepMine(high_deut, True))
    assert s.ships[ship]["cargo"] == [high_deut]
    assert s.pending[-1]["energy"] == 1  # 4 of 5 Energy Points used


def test_rulebook_belt_play_example_spends_all_six_energy():
    """Survey Robot explore (1), opponent's unclaimed Deuterium (3), Known Ice-9 (1),
    travel to a 1-energy Destination (1): 6 Energy Points."""
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["pilot"] = "pilot:brak_tollun"
    s.ships[ship]["gear"] = ["survey_robot", "mining_module"]
    low_cobalt = token_of(s, "cobalt", 2)
    deut = put_local(s, 1, token_of(s, "deuterium", 6))
    ice = put_known(s, token_of(s, "ice9", 4))
    s.dest_deck.remove("ceres") if "ceres" in s.dest_deck else None
    s.dest_slots[0] = "ceres"
    bag_only(s, [low_cobalt])
    _run(s, ship)
    assert s.pending[-1]["energy"] == 6
    do(s, A.Explore(), A.KeepMine(low_cobalt, False))
    assert s.pending[-1]["energy"] == 5
    do(s, A.Pickup(deut))
    assert s.pending[-1]["energy"] == 2
    do(s, A.Pickup(ice))
    assert s.pending[-1]["energy"] == 1
    do(s, A.Travel(0))
    assert s.ships[ship]["destination"] == "ceres"
    assert s.ships[ship]["cargo"] == [deut, ice]
    assert s.dest_slots[0] is not None and s.dest_slots[0] != "ceres"
    assert s.pending == [{"kind": "turn"}] and s.turn == 1  # the run (and turn) ended


def test_claimed_mines_cannot_be_taken_from_an_opponent_but_yours_can():
    s = started(2)
    ship = s.player(0)["ships"][0]
    theirs = put_local(s, 1, token_of(s, "deuterium", 8))
    mine = put_local(s, 0, token_of(s, "deuterium", 6))
    s.claimed = sorted([theirs, mine])
    _run(s, ship)
    legal = s.legal_actions()
    assert A.Pickup(theirs) not in legal and A.Pickup(mine) in legal
    assert belt.pickup_cost(s, s.pending[-1], mine) == 1


def test_cargo_holds_limit_pickups_and_explored_tokens():
    s = started(2)
    ship = s.player(0)["ships"][0]  # Mark I Scout: 2 holds
    a, b, c = (put_known(s, token_of(s, "cobalt", v)) for v in (2, 3, 4))
    _run(s, ship)
    do(s, A.Pickup(a), A.Pickup(b))
    assert A.Pickup(c) not in s.legal_actions()
    do(s, A.Explore())
    drawn = s.pending[-1]["drawn"][0]
    assert s.legal_actions() == [A.KeepMine(drawn, False)]


def test_a_ship_runs_once_per_business_cycle():
    """Once per Business Cycle: not again before the Dock, again after its payout there."""
    s = started(2)
    ship = s.player(0)["ships"][0]
    _run(s, ship)
    do(s, A.EndRun())
    set_turn(s, 0, "belt")
    assert A.RunShip(ship) not in s.legal_actions()
    do(s, A.Advance())  # into the Dock: paid, the cycle ends
    set_turn(s, 0, "belt")
    assert A.RunShip(ship) in s.legal_actions()


def test_redraw_destinations_costs_one_and_replaces_both():
    s = started(2)
    ship = s.player(0)["ships"][0]
    old = list(s.dest_slots)
    _run(s, ship)
    do(s, A.RedrawDestinations())
    assert s.pending[-1]["energy"] == 4
    assert set(old) <= set(s.dest_discard) and not set(old) & set(s.dest_slots)


def test_travel_needs_its_energy_and_ends_the_run():
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.dest_slots = ["callisto", "ceres"]  # cost 5 and cost 1
    _run(s, ship)
    do(s, A.Explore())
    do(s, A.KeepMine(s.pending[-1]["drawn"][0], True))
    legal = s.legal_actions()
    assert A.Travel(1) in legal and A.Travel(0) not in legal


def test_runs_end_by_themselves_when_nothing_is_left_to_do():
    s = started(2)
    ship = s.player(0)["ships"][0]
    _run(s, ship)
    s.pending[-1]["energy"] = 1
    for pile in (s.known, s.player(0)["local"], s.player(1)["local"]):
        pile.clear()
    events = do(s, A.RedrawDestinations())  # the last Energy Point
    assert any(e.kind == "end_run" for e in events)
    assert s.turn == 1


@pytest.mark.parametrize("grapples", [1, 2])
def test_grapples_make_one_pickup_free_each(grapples):
    """Each Grapples token makes one pickup per run from Local or Known Space free."""
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["gear"] = ["grapples"] * grapples + ["mining_module"]
    tokens = [put_known(s, token_of(s, "ice9", v)) for v in (3, 4, 5)][: grapples + 1]
    _run(s, ship)
    do(s, *(A.Pickup(t) for t in tokens[:grapples]))
    assert s.pending[-1]["energy"] == 5
    do(s, A.Pickup(tokens[-1]))
    assert s.pending[-1]["energy"] == 4


def test_ore_scanner_draws_two_and_returns_the_other():
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["gear"] = ["ore_scanner"]
    x, y = token_of(s, "cobalt", 2), token_of(s, "deuterium", 8)
    bag_only(s, [x, y])
    _run(s, ship)
    do(s, A.Explore())
    assert sorted(s.pending[-1]["drawn"]) == sorted([x, y])
    do(s, A.KeepMine(y, True))
    assert s.bag == [x] and s.ships[ship]["cargo"] == [y]


def test_moss_calder_raids_for_two():
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["pilot"] = "pilot:moss_calder"
    t = put_local(s, 1, token_of(s, "ice9", 5))
    _run(s, ship)
    assert belt.pickup_cost(s, s.pending[-1], t) == 2


def test_obsolete_ships_cannot_run():
    s = started(2)
    ship = s.player(0)["ships"][0]
    give_ship(s, 0, 13)
    s.mark_token = 3
    set_turn(s, 0, "belt")
    assert A.RunShip(ship) not in s.legal_actions() and A.RunShip(13) in s.legal_actions()


def test_energy_cost_shows_each_steps_price_before_committing():
    s = started(2)
    ship = s.player(0)["ships"][0]
    t = put_local(s, 1, token_of(s, "ice9", 5))
    s.dest_slots = ["europa", "ceres"]
    assert belt.energy_cost(s, A.Explore()) is None  # no run in progress
    _run(s, ship)
    assert belt.energy_cost(s, A.Explore()) == 2
    assert belt.energy_cost(s, A.Pickup(t)) == 3
    assert belt.energy_cost(s, A.RedrawDestinations()) == 1
    assert belt.energy_cost(s, A.Travel(0)) == 4


def test_mines_aboard_another_ship_cannot_be_picked_up():
    """Mines loaded on Starships cannot be "dropped off" for pickup by another ship."""
    s = started(2)
    ship = s.player(0)["ships"][0]
    other = s.player(1)["ships"][0]
    aboard = token_of(s, "deuterium", 8)
    s.bag.remove(aboard)
    s.ships[other]["cargo"] = [aboard]
    _run(s, ship)
    assert belt.pickup_cost(s, s.pending[-1], aboard) is None
    assert A.Pickup(aboard) not in s.legal_actions()


def test_exploring_needs_a_mine_token_in_the_bag():
    s = started(2)
    ship = s.player(0)["ships"][0]
    bag_only(s, [])
    _run(s, ship)
    assert A.Explore() not in s.legal_actions()


def test_the_destination_deck_reshuffles_its_discards():
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.dest_discard, s.dest_deck = list(s.dest_deck), []
    _run(s, ship)
    events = do(s, A.RedrawDestinations())
    assert any(e.kind == "reshuffle" for e in events)
    assert None not in s.dest_slots and len(s.dest_deck) == 18 - 2


def test_after_travelling_the_ship_cannot_return_to_the_belt():
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.dest_slots = ["ceres", "europa"]
    _run(s, ship)
    do(s, A.Travel(0))
    set_turn(s, 0, "belt")
    assert A.RunShip(ship) not in s.legal_actions()
    assert s.ships[ship]["destination"] == "ceres"
