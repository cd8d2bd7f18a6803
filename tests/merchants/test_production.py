"""Production board: producing, Station bonuses gained and lost, scoring, Mining Grants."""

from __future__ import annotations

from game.merchants.rules.actions import ChooseResource, RemoveStation, StationSpace
from game.merchants.rules.production import mining_grants
from game.merchants.rules.turn import influence_action
from tests.merchants.helpers import play, quiet, step

SCORE = {"kind": "score", "board": "production", "final": False}


def test_producing_at_the_end_of_a_track_has_no_effect():
    s = quiet(3)
    end = s.c.topology.track_length
    s.prod[0] = [end, 0, 0, 0]
    s._gain(0, s.c.topology.track_resources[0])
    assert s.prod[0][0] == end


def test_production_influence_produces_both_resources_not_the_bottom_one():
    s = quiet(3)
    card = next(k for k in s.c.cards if k.board == "production")
    s.prod[0] = [0, 0, 0, 0]
    influence_action(s, 0, card)
    s.settle([])
    for i, res in enumerate(s.c.topology.track_resources):
        assert s.prod[0][i] == (1 if res in card.resources else 0)


def test_station_bonus_gained_lost_and_regained():
    s = quiet(3)
    col = s.c.topology.bonus_columns[0]
    s.prod[0] = [col - 1, col, col, col]
    s._gain(0, s.c.topology.track_resources[0])
    step(s, {"kind": "bonus_check", "seat": 0})
    assert s.decision() == "station_place" and s.current_player == 0
    # a Station bonus goes on any empty space of the board
    assert len(s.legal_actions()) == len(s.c.topology.station_sector) - len(s.station)
    play(s, StationSpace("S4:B2"))
    assert s.station["S4:B2"] == 0 and s.bonus_held[0] == 1
    # losing a resource below the column removes 1 influence anywhere
    step(s, {"kind": "choose_resource", "seat": 0, "mode": "lose"})
    play(s, ChooseResource(s.c.topology.track_resources[1]))
    assert s.decision() == "station_remove"
    own = [a.space for a in s.legal_actions()]
    assert "S4:B2" in own and len(own) == 2  # the start space may be removed instead
    play(s, RemoveStation(own[0]))
    assert s.bonus_held[0] == 0
    # regain it
    step(s, {"kind": "choose_resource", "seat": 0, "mode": "produce"})
    play(s, ChooseResource(s.c.topology.track_resources[1]))
    assert s.decision() == "station_place" and s.bonus_held[0] == 1


def test_losing_only_offers_resources_the_player_has():
    s = quiet(3)
    s.prod[1] = [0, 2, 0, 0]
    step(s, {"kind": "choose_resource", "seat": 1, "mode": "lose"})
    assert s.legal_actions() == [ChooseResource(s.c.topology.track_resources[1])]


def test_scoring_ranks_tracks_by_leader_start_never_scores_and_ties_split():
    s = quiet(3)
    s.prod = [[3, 0, 1, 0], [3, 2, 0, 0], [1, 2, 0, 0]]
    step(s, SCORE)
    # track 1 (leader 3) pays 8/4: tie -> 6 each; track 2 (2) pays 6/3: tie -> 4 each;
    # track 3 (1) pays 5/2 to seat 0 alone; track 4: everyone on START, nobody scores
    assert [s.ledger[p].get("Production", 0) for p in range(3)] == [11, 10, 4]


def test_tied_leading_tracks_rank_the_lower_numbered_track_higher():
    s = quiet(3)
    s.prod = [[0, 0, 3, 0], [0, 3, 0, 0], [0, 0, 0, 0]]
    step(s, SCORE)
    table = s.c.tables["production"]["ranks"]
    assert s.ledger[1]["Production"] == table[0][0]  # track 2 outranks track 3
    assert s.ledger[0]["Production"] == table[1][0]


def test_production_policy_replaces_the_table_once():
    s = quiet(3)
    s.prod = [[2, 0, 0, 0], [1, 0, 0, 0], [0, 0, 0, 0]]
    s.policies = ["production_policy"]
    step(s, SCORE)
    pol = s.c.tables["policy"]["production_policy"]["ranks"]
    assert [s.ledger[p].get("Production", 0) for p in range(2)] == [pol[0][0], pol[0][1]]
    assert "production_policy" not in s.policies


def test_mining_grants_feed_the_farthest_left_including_start():
    s = quiet(3)
    s.prod = [[0, 3, 2, 2], [0, 1, 2, 2], [1, 1, 3, 2]]
    mining_grants(s)
    s.settle([])
    assert s.prod == [[1, 3, 3, 3], [1, 2, 3, 3], [1, 2, 3, 3]]
