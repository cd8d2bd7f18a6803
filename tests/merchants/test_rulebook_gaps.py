"""Rules the rulebook prints that no other test pinned down (audit of session 16).

Each test builds a position, applies the rule and asserts its outcome (money, tokens,
legal actions), so it fails on code that departs from the sentence it quotes. The rows
of ``docs/assumptions/merchants-rules-checklist.md`` name these tests.
"""

from __future__ import annotations

import pytest

from game.core.protocol import SIMULTANEOUS
from game.merchants.rules import actions as act
from game.merchants.rules.data import INVADER
from tests.merchants.helpers import clear_station, play, put_station, quiet, set_candidates, step

EXPLORE = {"kind": "explore", "seat": 0, "single": False, "trip": [], "claims": 0,
           "leave": False, "phase": "flip", "chosen": []}


def card_of(s, board):
    return next(k.id for k in s.c.cards if k.board == board)


# ------------------------------------------------------------------ Station bonuses and bridges


def test_a_station_bonus_placed_on_a_bridge_end_completes_the_bridge_and_earns_3():
    """"If you place influence on both sides of a bridge, you immediately earn 3 money":
    any placement, a Station bonus too."""
    s = quiet(3)
    clear_station(s)
    put_station(s, 0, "S1:A3")  # one end of the bridge to S2:A1
    s.prod[0] = [2, 2, 2, 1]
    step(s, {"kind": "choose_resource", "seat": 0, "mode": "produce"})
    play(s, act.ChooseResource("crystal"))  # all 4 markers reach column 2: a Station bonus
    assert s.decision() == "station_place" and act.StationSpace("S2:A1") in s.legal_actions()
    play(s, act.StationSpace("S2:A1"))
    assert s.money[0] == 38 and s.ledger[0]["Bridges"] == 3
    assert s.bonus_held[0] == 1 and s.pending == []


def test_losing_a_station_bonus_by_removing_a_bridge_end_also_loses_the_bridge_bonus():
    """Trade Routes: "If you lose a Station bonus, immediately remove 1 influence" and
    "If at any point you lose an influence on either side of a bridge, you immediately
    lose 3 money"."""
    s = quiet(3)
    clear_station(s)
    put_station(s, 0, "S1:A3", "S2:A1")
    s.bridges_done[0] = [0]
    s.prod[0] = [2, 2, 2, 2]
    s.bonus_held[0] = 1
    step(s, {"kind": "special", "seat": 0, "tile": "trade_routes"})
    play(s, act.ChooseOption(1), act.ChooseResource("metal"))  # +5, then below column 2
    assert s.decision() == "station_remove"
    assert set(s.legal_actions()) == {act.RemoveStation("S1:A3"), act.RemoveStation("S2:A1")}
    play(s, act.RemoveStation("S2:A1"))
    assert s.money[0] == 35 + 5 - 3 and s.bridges_done[0] == []
    assert s.bonus_held[0] == 0 and "S2:A1" not in s.station


@pytest.mark.parametrize("source", ["exploration", "defense"])
def test_a_resource_from_a_planet_tile_or_a_defense_space_can_earn_a_station_bonus(source):
    """"After producing resources, if your markers on all 4 resource tracks have reached
    ... a Station bonus column": whatever produced the resource."""
    s = quiet(3)
    s.prod[0] = [2, 2, 2, 1]
    if source == "exploration":
        for space in s.planet:
            s.planet[space] = "crystal"
        step(s, dict(EXPLORE, trip=[], chosen=[]))
        play(s, act.ExploreTile("E1:B2"), act.LeavePlanet())
    else:
        s.ships["4"] = None
        s.lane_tokens["4"] = [None, None, None, None, 2]  # next free: slot 4, crystal
        step(s, {"kind": "defend_one", "seat": 0})
        play(s, act.PlaceDefense(4))
    assert s.prod[0][3] == 2
    assert s.decision() == "station_place" and s.current_player == 0
    assert s.bonus_held[0] == 1


# ------------------------------------------------------------------ auctions


def test_the_winner_of_an_explore_and_defend_card_explores_defends_and_produces():
    """"Whoever wins takes a resource action and influence action with the card", and
    the influence action of an Explore & Defend card is both of its parts."""
    s = quiet(3)
    card = card_of(s, "explore_defend")
    s.slots = [card_of(s, "senate"), card_of(s, "senate"), card]
    s.deck = [card_of(s, "defense")]
    for space in s.planet:
        s.planet[space] = "idol"
    step(s, {"kind": "act", "seat": 0, "step": 2})
    assert s.current_player == SIMULTANEOUS
    play(s, act.Bid(1, 10))
    assert s.money[1] == 25 and s.current_player == 1
    play(s, act.ChooseOrder("influence"))
    assert {a.first for a in s.legal_actions()} == {"explore", "defend"}
    play(s, act.ChooseOrder("explore"), act.ExploreTile("E2:B2"))
    assert s.claimed[1] == ["idol"] and s.planet_owner == {"E2:B2": 1}
    assert s.decision() == "defend_one"
    bottom = s.resource_index(s.c.card(card).bottom)
    before = s.prod[1][bottom]
    play(s, act.PlaceDefense(3))
    assert s.lane_tokens["3"][4] == 1
    assert s.prod[1][bottom] == before + 1  # then the card's resource action
    assert s.active == 1 and s.decision() == "place_card"  # the turn passed on


# ------------------------------------------------------------------ exploration


def test_a_first_invader_may_be_left_at_once_claiming_that_invader():
    """"If the first tile you explore is an invader, you may continue": or leave, with
    1 tile."""
    s = quiet(3)
    for space in s.planet:
        s.planet[space] = "orb"
    s.planet["E1:B2"] = INVADER
    step(s, dict(EXPLORE, trip=[], chosen=[]))
    play(s, act.ExploreTile("E1:B2"))
    assert act.LeavePlanet() in s.legal_actions()
    play(s, act.LeavePlanet())
    assert s.claimed[0] == [INVADER] and s.planet_owner == {"E1:B2": 0}
    assert s.pending == []


def test_an_invader_after_two_finds_still_claims_only_one_tile_of_the_three():
    """"If you flip over an invader, you must immediately leave the planet and may only
    claim 1 tile you explored" (any of them)."""
    s = quiet(3)
    for space in s.planet:
        s.planet[space] = "orb"
    s.planet["E1:B2"], s.planet["E1:B3"], s.planet["E1:B4"] = "relic", "metal", INVADER
    step(s, dict(EXPLORE, trip=[], chosen=[]))
    play(s, act.ExploreTile("E1:B2"), act.ExploreTile("E1:B3"), act.ExploreTile("E1:B4"))
    assert set(s.legal_actions()) == {act.ClaimTile("E1:B2"), act.ClaimTile("E1:B3"),
                                      act.ClaimTile("E1:B4")}
    play(s, act.ClaimTile("E1:B2"))
    assert s.claimed[0] == ["relic"] and s.planet_owner == {"E1:B2": 0}
    assert s.planet["E1:B3"] == "metal" and s.flipped == []  # face down again


def test_exploration_policy_replaces_the_planet_payouts_for_one_scoring():
    """Exploration Policy: "During the next Exploration scoring event, all players use
    this scoring table instead of the one on the Exploration board"."""
    s = quiet(3)
    s.planet_owner = {"E1:B2": 0, "E1:B3": 0, "E1:C2": 1, "E3:B2": 2}
    s.policies = ["exploration_policy"]
    step(s, {"kind": "score", "board": "exploration", "final": False})
    policy = s.c.tables["policy"]["exploration_policy"]["planets"]
    assert [s.ledger[p].get("Exploration", 0) for p in range(3)] == [
        policy[0][0], policy[0][1], policy[2][0]]
    assert s.policies == []
    step(s, {"kind": "score", "board": "exploration", "final": False})
    table = s.c.tables["exploration"]["planets"]
    assert s.ledger[0]["Exploration"] == policy[0][0] + table[0][0]


# ------------------------------------------------------------------ defense


def test_a_claimed_ship_gets_no_replacement_when_its_placement_secures_the_lane():
    """D: "Place 1 new invader ship in each lane where you claimed a ship (unless the
    lane is secure)"."""
    s = quiet(3)
    s.lane_tokens["2"] = [None, 1, 1, 2, 2]
    s.ships["2"] = 1
    supply = s.ship_supply
    s.dice = [2, 1, 1, 1, 5]
    step(s, {"kind": "defend", "seat": 0, "rolled": True})
    s.ships["1"] = s.ships["5"] = None  # the invader dice move nothing
    play(s, act.ChooseDefenders((2, 5)))
    assert s.ships_claimed[0] == 1 and s.is_secure(2)
    assert s.ships["2"] is None and s.ship_supply == supply


def test_no_new_ship_enters_when_the_25_ships_are_used_up():
    s = quiet(3)
    s.ship_supply = 0
    s.ships["2"] = 5
    step(s, {"kind": "defend_one", "seat": 0})
    play(s, act.PlaceDefense(2))
    assert s.ships_claimed[0] == 1 and s.ships["2"] is None and s.ship_supply == 0


def test_a_tie_for_2nd_in_a_lane_goes_to_the_token_nearest_the_top():
    """"In another, Orange wins the tie for 2nd": no split, nearest the top wins."""
    s = quiet(3)
    s.lane_tokens["1"] = [0, 0, 0, 2, 1]  # secure: 10 / 5
    s.ships["1"] = None
    s.ships_claimed = [1, 1, 1]
    step(s, {"kind": "score", "board": "defense", "final": False})
    assert [s.ledger[p].get("Defense", 0) for p in range(3)] == [10, 0, 5]
    assert s.lane_tokens["1"] == [None] * 5  # cleared
    assert s.supply[0] == 25 + 3 and s.supply[1] == s.supply[2] == 26


def test_invader_policy_ties_for_most_each_earn_8_and_the_next_count_earns_2():
    """Invader Policy "Resolve ties as normal": tied players each take the amount."""
    s = quiet(5)
    s.ships_claimed = [3, 3, 1, 0, 0]
    s.policies = ["invader_policy"]
    step(s, {"kind": "score", "board": "defense", "final": False})
    assert [s.ledger[p].get("Invader ships", 0) for p in range(5)] == [8, 8, 2, -2, -2]


def test_with_equal_ships_everybody_has_the_most_and_nobody_the_fewest():
    s = quiet(4)
    s.ships_claimed = [0, 0, 0, 0]
    step(s, {"kind": "score", "board": "defense", "final": False})
    assert [s.ledger[p].get("Invader ships", 0) for p in range(4)] == [4, 4, 4, 4]


# ------------------------------------------------------------------ senate


def test_an_election_without_votes_elects_candidate_1_and_pays_nobody():
    """"In a tie, the lower-numbered candidate is ranked higher"; "Only players who cast
    at least 1 vote for a candidate can earn payouts from them"."""
    s = quiet(3)
    set_candidates(s, "station_policy", "defense_policy", "exploration_policy")
    step(s, {"kind": "score", "board": "senate", "final": False})
    assert s.senators_out == ["station_policy"] and s.policies == ["station_policy"]
    assert all("Senate" not in s.ledger[p] for p in range(3))
    assert "station_policy" not in s.candidates + s.senate_deck
    assert len(s.candidates) == 3 and len(s.senate_deck) == 5


def test_budget_cuts_take_at_most_what_a_player_has():
    s = quiet(3)
    s.money = [5, 3, 1]
    s.ledger = [{"Starting money": m} for m in s.money]
    set_candidates(s, "budget_cuts", "defense_policy", "exploration_policy")
    step(s, {"kind": "score", "board": "senate", "final": False})
    assert s.money == [0, 0, 1]


def test_voting_goes_round_every_seat_at_every_player_count():
    """A voting event: every player casts the printed votes, from the active player."""
    for players in (3, 4, 5):
        s = quiet(players, first=players - 1)
        idx = next(e.index for e in s.c.topology.event_spaces
                   if e.event == "vote" and e.votes == 2)
        s.event_pos = idx - 1
        step(s, {"kind": "event"})
        assert s.pending_seats() == tuple(s.order_from(players - 1))
        for seat in range(players):
            play(s, act.Ballot(seat, 1 + seat % 3), act.Ballot(seat, 1 + seat % 3))
        assert s.pending == []
        assert [sum(box) for box in s.votes] == [
            2 * sum(1 for p in range(players) if p % 3 == c) for c in range(3)]


# ------------------------------------------------------------------ special events


@pytest.mark.parametrize("players", [3, 4, 5])
def test_new_holiday_option_2_feeds_every_opponent_from_the_left(players):
    s = quiet(players, first=1)
    step(s, {"kind": "special", "seat": 1, "tile": "new_holiday"})
    play(s, act.ChooseOption(2))
    asked = []
    while s.pending:
        asked.append(s.current_player)
        play(s, act.ChooseResource("helium"))
    assert asked == s.order_from(1)[1:]
    assert s.money[1] == 43


def test_treaties_votes_need_influence_so_a_player_without_any_earns_3():
    """"Players who don't have enough must resolve the other option, if possible": a vote
    is 1 influence in a ballot box, so paying 5 for 2 votes needs a token to vote with."""
    s = quiet(3)
    s.supply[0] = 0
    step(s, {"kind": "special", "seat": 0, "tile": "treaties"})
    assert s.legal_actions() == [act.ChooseOption(1)]
    assert "no influence" in (s.why_not(act.ChooseOption(2)) or "")
    play(s, act.ChooseOption(1))
    assert s.money[0] == 38
    s.supply[1] = 1  # one token: option 2 casts the vote it can
    step(s, {"kind": "special", "seat": 1, "tile": "treaties"})
    play(s, act.ChooseOption(2), act.Vote(2))
    assert s.money[1] == 30 and s.votes[1][1] == 1 and s.pending == []


def test_the_auction_example_produces_one_resource_and_two_of_another():
    """"The Auction Action's winner produces 1 of a resource and 2 total of another": a
    Production card whose bottom resource is also one of its top-right resources."""
    s = quiet(3)
    card = next(k for k in s.c.cards
                if k.board == "production" and k.bottom in k.resources)
    other = next(r for r in card.resources if r != card.bottom)
    s.slots = [card_of(s, "senate"), card_of(s, "senate"), card.id]
    s.deck = [card_of(s, "defense")]
    before = list(s.prod[2])
    step(s, {"kind": "act", "seat": 0, "step": 2})
    play(s, act.Bid(2, 7), act.ChooseOrder("resource"))
    gained = [a - b for a, b in zip(s.prod[2], before, strict=True)]
    assert gained[s.resource_index(card.bottom)] == 2
    assert gained[s.resource_index(other)] == 1 and sum(gained) == 3
    assert s.money[2] == 28


def test_three_players_tied_for_the_largest_group_split_both_payouts():
    """"The tied players add up the relevant payouts and split the total evenly,
    rounding down": three tied for 1st share 1st + 2nd."""
    s = quiet(3)
    clear_station(s)
    put_station(s, 0, "S4:A1")
    put_station(s, 1, "S4:C1")
    put_station(s, 2, "S4:A3")
    step(s, {"kind": "score", "board": "station", "final": False})
    first, second = s.c.tables["station"]["ranks"][0]
    assert [s.ledger[p].get("Station", 0) for p in range(3)] == [(first + second) // 3] * 3
