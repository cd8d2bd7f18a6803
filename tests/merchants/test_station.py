"""Station board: influence action, bridge bonuses, scoring by sector rank and groups."""

from __future__ import annotations

from game.merchants.rules.actions import RemoveStation, StationSpace
from tests.merchants.helpers import clear_station, play, put_station, quiet, step

SCORE = {"kind": "score", "board": "station", "final": False}


def test_influence_action_offers_only_empty_spaces_in_the_card_sectors():
    s = quiet(4)
    step(s, {"kind": "station_place", "seat": 0, "sectors": [1, 3], "why": "action"})
    spaces = {a.space for a in s.legal_actions()}
    sectors = {s.c.topology.station_sector[x] for x in spaces}
    assert sectors == {1, 3}
    assert not spaces & set(s.station)  # occupied starting spaces are not offered
    play(s, StationSpace(sorted(spaces)[0]))
    assert s.station[sorted(spaces)[0]] == 0


def test_no_empty_space_in_either_sector_has_no_effect():
    s = quiet(4)
    for space, sec in s.c.topology.station_sector.items():
        if sec in (1, 2) and space not in s.station:
            s.station[space] = 3
    supply = s.supply[0]
    events = step(s, {"kind": "station_place", "seat": 0, "sectors": [1, 2], "why": "action"})
    assert s.pending == [] and s.supply[0] == supply
    assert any(e.kind == "no_effect" for e in events)


def test_bridge_bonus_is_earned_lost_and_earned_again():
    s = quiet(3)
    clear_station(s)
    a, b = s.c.topology.bridges[0]
    step(s, {"kind": "station_place", "seat": 1, "sectors": [], "why": "bonus"})
    play(s, StationSpace(a))
    assert s.money[1] == 35
    step(s, {"kind": "station_place", "seat": 1, "sectors": [], "why": "bonus"})
    play(s, StationSpace(b))
    assert s.money[1] == 38 and s.ledger[1]["Bridges"] == 3
    step(s, {"kind": "station_remove", "seat": 1})
    play(s, RemoveStation(b))
    assert s.money[1] == 35
    step(s, {"kind": "station_place", "seat": 1, "sectors": [], "why": "bonus"})
    play(s, StationSpace(b))
    assert s.money[1] == 38


def test_a_bridge_with_two_owners_pays_nobody():
    s = quiet(3)
    clear_station(s)
    a, b = s.c.topology.bridges[0]
    put_station(s, 0, a)
    step(s, {"kind": "station_place", "seat": 1, "sectors": [], "why": "bonus"})
    play(s, StationSpace(b))
    assert s.money == [35, 35, 35]


def test_scoring_ranks_sectors_groups_and_splits_ties():
    s = quiet(3)
    clear_station(s)
    put_station(s, 0, "S1:A1", "S1:A2")  # sector 1: 3 influence; seat 0's group of 2
    put_station(s, 1, "S1:B3")
    put_station(s, 0, "S2:A1")  # sector 2: 3 influence, three groups of 1
    put_station(s, 1, "S2:A3")
    put_station(s, 2, "S2:B2")
    put_station(s, 2, "S3:A1", "S3:A3")  # sector 3: 4 influence; seat 2 disconnected
    put_station(s, 1, "S3:B3", "S3:B4")  # seat 1 connected group of 2
    step(s, SCORE)
    # ranks: sector 3 (4) 10/5, sector 1 (3, ties to the lower number) 8/4, sector 2 6/3
    assert s.ledger[0].get("Station", 0) == 8 + 3
    assert s.ledger[1].get("Station", 0) == 10 + 4 + 3
    assert s.ledger[2].get("Station", 0) == 5 + 3


def test_tie_for_second_splits_the_second_payout_rounding_down():
    s = quiet(3)
    clear_station(s)
    put_station(s, 0, "S1:A1", "S1:A2")
    put_station(s, 1, "S1:B3")
    put_station(s, 2, "S1:A3")  # seats 1 and 2 tie for 2nd: 5 // 2 each
    step(s, SCORE)
    assert [s.ledger[p].get("Station", 0) for p in range(3)] == [10, 2, 2]


def test_station_and_tourism_policies_apply_once():
    s = quiet(3)
    clear_station(s)
    put_station(s, 0, "S1:A1", "S2:A1", "S3:A1")
    s.policies = ["station_policy", "tourism_policy"]
    step(s, SCORE)
    pol = s.c.tables["policy"]
    ranks = pol["station_policy"]["ranks"]
    # sectors 1-3 have 1 influence each (ranks 1-3), seat 0 alone in each; 3 sectors visited
    expected = ranks[0][0] + ranks[1][0] + ranks[2][0] + pol["tourism_policy"]["sectors"][2]
    assert s.ledger[0]["Station"] == expected
    assert s.policies == []
    step(s, SCORE)
    normal = s.c.tables["station"]["ranks"]
    assert s.ledger[0]["Station"] == expected + normal[0][0] + normal[1][0] + normal[2][0]


def test_tie_for_most_takes_both_payouts_and_nobody_gets_the_2nd():
    """The printed example: "the two players with the most influence are tied for most
    influence, and no one gets the 2nd payout" (a third, smaller group earns nothing)."""
    s = quiet(3)
    clear_station(s)
    put_station(s, 0, "S1:A1", "S1:A2")
    put_station(s, 1, "S1:B2", "S1:B3")
    put_station(s, 2, "S2:A1")  # elsewhere; seat 2 has nothing in sector 1
    step(s, SCORE)
    first, second = s.c.tables["station"]["ranks"][0]
    assert s.ledger[0]["Station"] == s.ledger[1]["Station"] == (first + second) // 2
    s2 = quiet(3)
    clear_station(s2)
    put_station(s2, 0, "S3:A1", "S3:A2")
    put_station(s2, 1, "S3:B3", "S3:B4")
    put_station(s2, 2, "S3:A4")  # a group of 1: 3rd, no payout although 2nd is "free"
    events = step(s2, SCORE)
    assert any(e.text.startswith("Station scoring: sector 3 ranks 1st (5 influence)")
               for e in events)
    assert s2.ledger[2].get("Station", 0) == 0
    assert s2.ledger[0]["Station"] == s2.ledger[1]["Station"] == (first + second) // 2


def test_bridge_bonus_log_names_the_spaces_in_words():
    """By the sectors the Station board labels, not map ids ("S1:A3") nor a column and row
    no board marks ("sector 1, A3")."""
    s = quiet(3)
    clear_station(s)
    a, b = s.c.topology.bridges[0]
    put_station(s, 1, a)
    step(s, {"kind": "station_place", "seat": 1, "sectors": [], "why": "bonus"})
    events = play(s, StationSpace(b))
    text = next(e.text for e in events if e.kind == "money")
    assert text == "{seat1} earns 3 (bridge between sectors 1 and 2 completed)", (a, b)
