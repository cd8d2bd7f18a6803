"""Senate board: votes, voting events, elections, senator effects, losing candidates' payouts."""

from __future__ import annotations

from game.merchants.rules.actions import Ballot, Vote
from game.merchants.rules.senate import budget_cuts
from game.merchants.rules.turn import influence_action
from tests.merchants.helpers import play, quiet, set_candidates, step

SCORE = {"kind": "score", "board": "senate", "final": False}


def test_senate_influence_casts_two_votes_same_or_split():
    s = quiet(3)
    card = next(k for k in s.c.cards if k.board == "senate")
    influence_action(s, 0, card)
    s.settle([])
    assert s.decision() == "vote" and len(s.legal_actions()) == 3
    play(s, Vote(2), Vote(2))
    assert [box[0] for box in s.votes] == [0, 2, 0]
    assert s.supply[0] == 23


def test_voting_event_each_player_votes_the_printed_number_from_the_active_player():
    s = quiet(3, first=1)
    s.event_pos = 4  # the next space (5) is a 2-vote event on the shipped track
    assert s.c.topology.event_spaces[5].event == "vote"
    votes = s.c.topology.event_spaces[5].votes
    step(s, {"kind": "event"})
    assert s.decision() == "ballot" and s.pending_seats() == (1, 2, 0)  # all at once
    while s.pending:
        play(s, Ballot(s.pending_seats()[0], 1))
    assert s.votes[0] == [votes] * 3


def test_vote_counts_are_hidden_from_other_players_until_scoring():
    s = quiet(3)
    s.votes = [[2, 1, 0], [0, 0, 3], [1, 0, 0]]
    v = s.view(0)
    assert v.votes == [[2, 0, 0], [0, 0, 0], [1, 0, 0]]
    assert s.view(2).votes[1] == [0, 0, 3]


def test_election_ties_to_the_lower_candidate_winner_pays_nothing_losers_pay():
    s = quiet(3)
    set_candidates(s, "station_policy", "defense_policy", "exploration_policy")
    s.votes = [[1, 1, 0], [0, 2, 0], [2, 0, 1]]  # 2, 2, 3 votes
    for seat in range(3):
        s.supply[seat] -= sum(box[seat] for box in s.votes)
    supply = list(s.supply)
    events = step(s, SCORE)
    assert any(e.kind == "tally" and e.reveals for e in events)
    # candidate 3 wins (3 votes); candidates 1 and 2 tie on 2: candidate 1 ranks 2nd
    assert s.policies == ["exploration_policy"]
    assert "exploration_policy" in s.senators_out
    t = s.c.tables["senate"]["losers"]
    # candidate 1 (2nd): seats 0 and 1 tie with 1 vote -> split; candidate 2: seat 1 alone
    split = (t[0][0] + t[0][1]) // 2
    assert s.ledger[0].get("Senate", 0) == split
    assert s.ledger[1].get("Senate", 0) == split + t[1][0]
    assert s.ledger[2].get("Senate", 0) == 0  # voted only for the winner
    # votes return; 3 new candidates; the winner never returns
    assert s.votes == [[0, 0, 0]] * 3
    assert [s.supply[p] - supply[p] for p in range(3)] == [3, 3, 1]
    assert len(s.candidates) == 3 and "exploration_policy" not in s.candidates
    assert "exploration_policy" not in s.senate_deck
    assert len(s.senate_deck) + len(s.candidates) == 8


def test_each_ballot_box_has_its_senator_before_and_after_an_election():
    """``senator_in`` numbers the boxes as votes and ballots do (1 to 3), in a seat's view
    too; after an election the new candidates stand in them."""
    s = quiet(3)
    set_candidates(s, "station_policy", "defense_policy", "exploration_policy")
    assert [s.senator_in(box).id for box in (1, 2, 3)] == [
        "station_policy", "defense_policy", "exploration_policy"]
    assert s.view(1).senator_in(2) == s.c.senators["defense_policy"]
    s.votes = [[1, 0, 0], [0, 0, 0], [0, 0, 0]]
    s.supply[0] -= 1
    step(s, SCORE)
    assert [s.senator_in(box).id for box in (1, 2, 3)] == s.candidates
    assert "station_policy" not in s.candidates


def test_final_election_deals_no_new_candidates():
    s = quiet(3)
    cands = list(s.candidates)
    step(s, dict(SCORE, final=True))
    assert s.candidates == cands


def test_immediate_effect_resolves_before_the_losers_pay_out():
    s = quiet(3)
    set_candidates(s, "budget_cuts", "station_policy", "defense_policy")
    s.votes = [[3, 0, 0], [0, 1, 0], [0, 0, 0]]
    s.money = [30, 20, 10]
    events = step(s, SCORE)
    texts = [e.text for e in events if e.kind == "money"]
    assert texts.index("{seat0} pays 6 (Budget Cuts)") < texts.index(
        "{seat1} earns 6 (votes for candidate 2)")
    assert s.money == [24, 16 + 6, 10]


def test_budget_cuts_ties():
    s = quiet(4)
    s.money = [30, 30, 20, 10]
    budget_cuts(s)
    assert s.money == [24, 24, 20, 10]  # tie for 1st: nobody loses for 2nd
    s.money = [30, 20, 20, 10]
    budget_cuts(s)
    assert s.money == [24, 16, 16, 10]


def test_mining_grants_elected_asks_station_bonuses_in_turn_order():
    s = quiet(3, first=2)
    set_candidates(s, "mining_grants", "station_policy", "defense_policy")
    s.votes = [[1, 0, 0], [0, 0, 0], [0, 0, 0]]
    col = s.c.topology.bonus_columns[0]
    s.prod = [[col - 1, col, col, col], [col - 1, col, col, col], [col, col, col, col]]
    s.bonus_held = [0, 0, 1]  # seat 2 already holds its bonus
    step(s, SCORE)
    assert s.decision() == "station_place"
    order = []
    while s.decision() == "station_place":
        order.append(s.current_player)
        play(s, s.legal_actions()[0])
    assert order == [0, 1]  # seat 2 (active) earned nothing; then turn order


def test_how_many_votes_each_seat_has_cast_stays_public():
    s = quiet(3)
    step(s, {"kind": "vote", "seat": 1, "left": 2})
    play(s, Vote(1), Vote(2))
    v = s.view(0)
    assert v.votes[0][1] == 0 and v.votes[1][1] == 0  # which boxes: hidden
    assert v.votes_cast(1) == 2 and v.votes_cast(0) == 0  # how many: public
