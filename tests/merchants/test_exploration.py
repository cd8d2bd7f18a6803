"""Exploration board: flipping along a path, leaving and claiming, invaders, dead ends,
blocking influence, scoring by planet and artifact sets."""

from __future__ import annotations

from game.merchants.rules.actions import ClaimTile, ExploreTile, LeavePlanet
from game.merchants.rules.data import INVADER
from game.merchants.rules.exploration import artifacts_of
from tests.merchants.helpers import play, quiet, step

EXPLORE = {"kind": "explore", "seat": 0, "single": False, "trip": [], "claims": 0,
           "leave": False, "phase": "flip", "chosen": []}


def board(tiles: dict[str, str], fill: str = "idol"):
    s = quiet(3)
    for space in s.planet:
        s.planet[space] = tiles.get(space, fill)
    return s


def explore(s):
    step(s, dict(EXPLORE, trip=[], chosen=[]))


def test_first_tile_anywhere_then_only_orthogonal_neighbours_of_the_last_tile():
    s = board({})
    explore(s)
    assert len(s.legal_actions()) == 38  # any tile on any planet
    play(s, ExploreTile("E1:B2"))
    nxt = {a.space for a in s.legal_actions() if isinstance(a, ExploreTile)}
    assert nxt == {"E1:A2", "E1:B1", "E1:B3", "E1:C2"}
    assert LeavePlanet() in s.legal_actions()


def test_leave_and_claim_two_tiles_the_rest_turn_face_down():
    s = board({"E1:B2": "metal", "E1:B3": "relic", "E1:B4": "orb"})
    explore(s)
    play(s, ExploreTile("E1:B2"), ExploreTile("E1:B3"), ExploreTile("E1:B4"), LeavePlanet())
    assert s.decision() == "explore" and len(s.legal_actions()) == 3
    metal = s.prod[0][0]
    play(s, ClaimTile("E1:B2"), ClaimTile("E1:B4"))
    assert sorted(s.claimed[0]) == ["metal", "orb"]
    assert s.planet_owner == {"E1:B2": 0, "E1:B4": 0}
    assert s.planet["E1:B3"] == "relic" and s.flipped == []  # face down again
    assert s.prod[0][0] == metal + 1  # a claimed resource tile produces 1


def test_an_invader_forces_leaving_with_one_tile():
    s = board({"E1:B2": "relic", "E1:B3": INVADER})
    explore(s)
    play(s, ExploreTile("E1:B2"), ExploreTile("E1:B3"))
    actions = s.legal_actions()
    assert set(actions) == {ClaimTile("E1:B2"), ClaimTile("E1:B3")}
    play(s, ClaimTile("E1:B2"))
    assert s.claimed[0] == ["relic"] and s.pending == []


def test_first_tile_invader_may_continue_until_a_non_invader_then_leaves_with_one():
    s = board({"E1:B2": INVADER, "E1:B3": INVADER, "E1:B4": "mask"})
    explore(s)
    play(s, ExploreTile("E1:B2"))
    assert LeavePlanet() in s.legal_actions()
    assert ExploreTile("E1:B3") in s.legal_actions()
    play(s, ExploreTile("E1:B3"))  # still only invaders: may go on
    assert ExploreTile("E1:B4") in s.legal_actions()
    play(s, ExploreTile("E1:B4"))  # found a non-invader: must leave with 1 tile
    assert set(s.legal_actions()) == {ClaimTile("E1:B2"), ClaimTile("E1:B3"),
                                      ClaimTile("E1:B4")}
    play(s, ClaimTile("E1:B4"))
    assert s.claimed[0] == ["mask"] and len(s.planet_owner) == 1


def test_dead_end_forces_leaving_but_still_claims_two():
    s = board({})
    s.planet_owner = {"E1:A3": 1, "E1:B2": 1}
    s.planet["E1:A3"] = s.planet["E1:B2"] = None
    explore(s)
    play(s, ExploreTile("E1:A2"))  # neighbours A3 and B2 are blocked by influence
    assert s.legal_actions() == []  # nothing to choose: 1 tile explored is claimed
    assert s.claimed[0] == ["idol"]


def test_influence_blocks_the_path():
    s = board({})
    s.planet_owner = {"E1:B3": 2}
    s.planet["E1:B3"] = None
    explore(s)
    assert ExploreTile("E1:B3") not in s.legal_actions()
    play(s, ExploreTile("E1:B2"))
    nxt = {a.space for a in s.legal_actions() if isinstance(a, ExploreTile)}
    assert "E1:B3" not in nxt


def test_explore_and_defend_claims_the_single_tile_even_an_invader():
    s = board({"E2:B2": INVADER})
    step(s, dict(EXPLORE, single=True, trip=[], chosen=[]))
    play(s, ExploreTile("E2:B2"))
    assert s.claimed[0] == [INVADER] and s.planet_owner == {"E2:B2": 0}


def test_scoring_by_total_influence_per_planet_with_split_ties():
    s = board({})
    s.planet_owner = {"E1:A2": 0, "E1:C4": 0, "E1:B1": 1,  # planet 1: 0 leads, 1 second
                      "E3:A2": 1, "E3:D4": 2}  # planet 3: tie for 1st
    step(s, {"kind": "score", "board": "exploration", "final": False})
    p = s.c.tables["exploration"]["planets"]
    assert s.ledger[0]["Exploration"] == p[0][0]
    assert s.ledger[1]["Exploration"] == p[0][1] + (p[2][0] + p[2][1]) // 2
    assert s.ledger[2]["Exploration"] == (p[2][0] + p[2][1]) // 2


def test_artifact_sets_pay_at_game_end_four_and_two_make_13():
    s = quiet(3)
    s.claimed[0] = ["relic", "idol", "codex", "orb", "relic", "idol", "metal", INVADER]
    s.claimed[1] = ["relic", "relic"]
    step(s, {"kind": "artifacts"})
    assert s.ledger[0]["Artifacts"] == 13
    assert s.ledger[1]["Artifacts"] == 2


def test_a_seats_artifacts_are_its_claimed_artifact_tiles_sorted():
    """What the Exploration board shows in front of each owner and the bots count:
    artifacts only (not resources, not invaders), each copy, in order."""
    s = quiet(3)
    s.claimed[0] = ["relic", "metal", "idol", INVADER, "relic"]
    assert artifacts_of(s, 0) == ["idol", "relic", "relic"]
    assert artifacts_of(s, 1) == []


def test_artifact_policy_table():
    s = quiet(3)
    s.claimed[0] = ["relic", "idol"]
    s.policies = ["artifact_policy"]
    step(s, {"kind": "artifacts"})
    assert s.ledger[0]["Artifacts"] == s.c.tables["policy"]["artifact_policy"]["sets"][1]


def test_a_lone_player_on_a_planet_takes_only_the_1st_payout():
    """Printed example: "On another, no one gets the 2nd payout"."""
    s = board({})
    s.planet_owner = {"E2:A2": 1, "E2:A3": 1}
    step(s, {"kind": "score", "board": "exploration", "final": False})
    p = s.c.tables["exploration"]["planets"]
    assert s.ledger[1]["Exploration"] == p[1][0]
    assert [s.ledger[x].get("Exploration", 0) for x in (0, 2)] == [0, 0]
