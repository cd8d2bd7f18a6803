"""Defense board: dice, invader ships, defenders, resource bonuses, secure lanes, scoring."""

from __future__ import annotations

from game.merchants.rules.actions import ChooseDefenders, PlaceDefense
from game.merchants.rules.defense import adjust_die, new_ship
from game.merchants.rules.turn import influence_action
from tests.merchants.helpers import play, quiet, step

SCORE = {"kind": "score", "board": "defense", "final": False}


def defend(s, dice, seat=0):
    s.dice = list(dice)
    step(s, {"kind": "defend", "seat": seat, "rolled": True})


def secure(s, lane, owner=2):
    s.lane_tokens[str(lane)] = [owner] * 5


def test_rolled_dice_are_adjusted_past_secure_lanes_and_5_wraps_to_1():
    s = quiet(3)
    secure(s, 2)
    secure(s, 5)
    assert adjust_die(s, 2) == 3 and adjust_die(s, 5) == 1 and adjust_die(s, 4) == 4
    secure(s, 3)
    assert adjust_die(s, 2) == 4
    s.rng = type(s.rng)(5)
    step(s, {"kind": "defend", "seat": 0})
    assert s.dice and all(d in (1, 4) for d in s.dice)


def test_choose_two_defenders_from_the_five_dice():
    s = quiet(3)
    defend(s, [1, 1, 2, 3, 3])
    pairs = {a.lanes for a in s.legal_actions()}
    assert pairs == {(1, 1), (1, 2), (1, 3), (2, 3), (3, 3)}


def test_invaders_move_down_and_return_influence_they_land_on():
    s = quiet(3)
    s.ships["1"] = 3
    s.lane_tokens["1"] = [None, None, None, 1, 1]
    s.supply[1] -= 2
    supply = s.supply[1]
    defend(s, [1, 2, 2, 5, 5])
    play(s, ChooseDefenders((5, 5)))  # invaders: 1, 2, 2
    assert s.ships["1"] == 4 and s.lane_tokens["1"][3] is None
    assert s.supply[1] == supply + 1
    assert s.ships["2"] == 2


def test_a_ship_at_the_bottom_stays_there():
    s = quiet(3)
    s.ships["3"] = 5
    defend(s, [3, 3, 3, 1, 2])
    play(s, ChooseDefenders((1, 2)))
    assert s.ships["3"] == 5


def test_defenders_fill_from_the_bottom_claim_ships_and_a_new_ship_enters():
    s = quiet(3)
    s.ships["4"] = 5
    supply = s.ship_supply
    defend(s, [4, 1, 2, 2, 2])
    play(s, ChooseDefenders((1, 4)))
    assert s.lane_tokens["4"][4] == 0 and s.ships_claimed[0] == 1
    assert s.ships["4"] == 0 and s.ship_supply == supply - 1  # new ship at the top
    assert s.lane_tokens["1"][4] == 0  # lane 1: bottom space


def test_resource_space_without_a_ship_produces():
    s = quiet(3)
    s.lane_tokens["1"] = [None, None, None, None, 2]
    space = s.c.topology.lanes[1][3]  # slot 4
    res = s.c.topology.lane_resources[space]
    before = s.prod[0][s.resource_index(res)]
    defend(s, [1, 3, 3, 3, 3])
    play(s, ChooseDefenders((1, 3)))
    assert s.lane_tokens["1"][3] == 0
    assert s.prod[0][s.resource_index(res)] == before + 1


def test_resource_space_under_a_ship_claims_the_ship_instead():
    s = quiet(3)
    s.lane_tokens["1"] = [None, None, None, None, 2]
    s.ships["1"] = 4
    space = s.c.topology.lanes[1][3]
    res = s.c.topology.lane_resources[space]
    before = s.prod[0][s.resource_index(res)]
    defend(s, [1, 3, 3, 3, 3])
    play(s, ChooseDefenders((1, 3)))
    assert s.ships_claimed[0] == 1
    assert s.prod[0][s.resource_index(res)] == before


def test_second_matching_defender_has_no_effect_once_the_first_secures_the_lane():
    s = quiet(3)
    s.lane_tokens["2"] = [None, 1, 1, 1, 1]
    s.ships["2"] = 0
    defend(s, [2, 2, 3, 3, 3])
    supply = s.supply[0]
    play(s, ChooseDefenders((2, 2)))
    assert s.is_secure(2) and s.lane_tokens["2"][0] == 0
    assert s.supply[0] == supply - 1  # only one influence placed


def test_secure_lanes_take_no_influence_and_no_new_ships():
    s = quiet(3)
    secure(s, 3)
    s.ships["3"] = None
    step(s, {"kind": "defend_one", "seat": 0})
    assert PlaceDefense(3) not in s.legal_actions()
    new_ship(s, 3)
    assert s.ships["3"] is None


def test_lane_ties_go_to_the_token_nearest_the_top_without_splitting():
    s = quiet(3)
    s.lane_tokens["1"] = [None, 0, 1, 1, 0]  # 0 and 1 tie, 0 has the top token
    s.lane_tokens["2"] = [2, 1, 2, 1, 1]  # secure: 1 has 3, then 2
    s.ships["2"] = None
    step(s, SCORE)
    table = s.c.tables["defense"]
    assert s.ledger[0]["Defense"] == table["not_secure"][0]
    assert s.ledger[1]["Defense"] == table["not_secure"][1] + table["secure"][0]
    assert s.ledger[2]["Defense"] == table["secure"][1]


def test_secure_lanes_clear_after_paying_and_get_a_new_ship():
    s = quiet(3)
    secure(s, 2, owner=1)
    s.supply[1] -= 5
    s.ships["2"] = None
    s.lane_tokens["1"] = [None, None, None, 0, 0]
    supply = s.supply[1]
    step(s, SCORE)
    assert s.lane_tokens["2"] == [None] * 5 and s.supply[1] == supply + 5
    assert s.ships["2"] == 0
    assert s.lane_tokens["1"] == [None, None, None, 0, 0]  # not secure: stays


def test_most_ships_earn_and_fewest_lose():
    s = quiet(4)
    s.ships_claimed = [3, 3, 1, 0]
    step(s, SCORE)
    got = [s.ledger[p].get("Invader ships", 0) for p in range(4)]
    assert got == [4, 4, 0, -2]


def test_invader_policy_pays_8_and_2():
    s = quiet(4)
    s.ships_claimed = [3, 2, 0, 0]
    s.policies = ["invader_policy"]
    step(s, SCORE)
    got = [s.ledger[p].get("Invader ships", 0) for p in range(4)]
    assert got == [8, 2, -2, -2]
    assert s.policies == []


def test_defense_policy_table():
    s = quiet(3)
    s.lane_tokens["1"] = [None, None, None, None, 0]
    s.policies = ["defense_policy"]
    s.ships_claimed = [1, 1, 1]
    step(s, SCORE)
    assert s.ledger[0]["Defense"] == s.c.tables["policy"]["defense_policy"]["not_secure"][0]


def test_a_defense_scoring_reads_the_table_in_force_once_for_its_five_lanes(monkeypatch):
    """Under the Defense policy a secure lane and an open one pay by the policy's table;
    the scoring looks the table up once, not once per lane (nor does the bots' estimate)."""
    from game.merchants.rules.evaluation import _defense_payouts

    s = quiet(3)
    secure(s, 2, owner=1)
    s.lane_tokens["1"] = [None, None, None, None, 0]
    s.policies = ["defense_policy"]
    s.ships_claimed = [1, 1, 1]
    looked: list[str] = []
    real = type(s).scoring_table

    def counting(st, board, part):
        looked.append(part)
        return real(st, board, part)

    monkeypatch.setattr(type(s), "scoring_table", counting)
    _defense_payouts(s)
    assert sorted(looked) == ["not_secure", "secure"]
    looked.clear()
    step(s, SCORE)
    assert sorted(looked) == ["not_secure", "secure"]
    table = s.c.tables["policy"]["defense_policy"]
    assert s.ledger[0]["Defense"] == table["not_secure"][0]
    assert s.ledger[1]["Defense"] == table["secure"][0]


def test_the_bots_estimate_of_a_defense_scoring_is_what_it_pays_under_the_invader_policy():
    """The heuristic bots' estimate of a Defense scoring pays the Invader policy's most,
    2nd-most and fewest ships, as the scoring does (it counted the board's bonus and
    penalty whatever the policy, and no 2nd-most)."""
    from game.merchants.rules.evaluation import _defense_payouts

    s = quiet(3)
    s.lane_tokens["1"] = [None, None, None, 1, 0]
    s.policies = ["invader_policy"]
    s.ships_claimed = [3, 2, 0]
    s.money = [20, 20, 20]
    estimate = _defense_payouts(s)
    before = [dict(ledger) for ledger in s.ledger]
    step(s, SCORE)
    paid = {seat: sum(s.ledger[seat].get(c, 0) - before[seat].get(c, 0)
                      for c in ("Defense", "Invader ships")) for seat in range(3)}
    inv = s.c.tables["policy"]["invader_policy"]
    assert paid[1] >= inv["second"] > 0  # the policy pays the 2nd-most
    assert {seat: estimate.get(seat, 0.0) for seat in range(3)} == paid


def test_explore_and_defend_does_both_in_the_chosen_order():
    from game.merchants.rules.actions import ChooseOrder, ExploreTile

    s = quiet(3)
    card = next(k for k in s.c.cards if k.board == "explore_defend")
    s.ships["2"] = 5
    influence_action(s, 0, card)
    s.settle([])
    assert s.decision() == "order"
    assert {a.first for a in s.legal_actions()} == {"explore", "defend"}
    play(s, ChooseOrder("defend"))
    assert s.decision() == "defend_one"
    play(s, PlaceDefense(2))  # lands on the ship at the bottom: claimed, a new ship enters
    assert s.ships_claimed[0] == 1 and s.ships["2"] == 0
    assert s.decision() == "explore"
    space = s.legal_actions()[0]
    assert isinstance(space, ExploreTile)
    play(s, space)
    assert len(s.claimed[0]) == 1 and s.planet_owner[space.space] == 0
    assert s.pending == []


def test_influence_removed_from_a_resource_space_keeps_the_resource():
    """"If your influence on a resource is removed, do not lose the resource.\""""
    s = quiet(3)
    s.lane_tokens["1"] = [None, None, None, None, 2]
    space = s.c.topology.lanes[1][3]  # slot 4, a resource space
    res = s.resource_index(s.c.topology.lane_resources[space])
    defend(s, [1, 3, 3, 3, 3])
    play(s, ChooseDefenders((1, 3)))
    gained = s.prod[0][res]
    s.ships["1"] = 3
    defend(s, [1, 2, 2, 4, 4])
    play(s, ChooseDefenders((4, 4)))  # the lane 1 ship moves onto slot 4
    assert s.lane_tokens["1"][3] is None and s.ships["1"] == 4
    assert s.prod[0][res] == gained


def test_defense_payouts_say_place_and_lane_in_words():
    s = quiet(3)
    s.lane_tokens["1"] = [None, None, None, 1, 0]
    s.lane_tokens["2"] = [2] * 5
    s.ships["2"] = None
    events = step(s, SCORE)
    texts = [e.text for e in events if e.kind == "money"]
    assert "{seat1} earns 4 (Defense scoring: 1st in lane 1)" in texts
    assert "{seat0} earns 2 (Defense scoring: 2nd in lane 1)" in texts
    assert "{seat2} earns 10 (Defense scoring: 1st in secure lane 2)" in texts
