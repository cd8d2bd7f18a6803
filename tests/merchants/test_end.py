"""Game end: END scoring of every board in the printed order, artifacts, the winner."""

from __future__ import annotations

from game.merchants.rules.scoring import SCORED
from tests.merchants.helpers import clear_station, put_station, quiet, set_candidates, step


def finished(s, money):
    s.money = list(money)
    s.ledger = [{"Starting money": m} for m in money]
    s.over = True
    return s.outcome()


def test_most_money_wins():
    s = quiet(3)
    out = finished(s, [40, 52, 51])
    assert out.winners == (1,) and out.ranking == (3, 1, 2) and out.tiebreak is None


def test_money_tie_goes_to_most_station_influence():
    s = quiet(3)
    clear_station(s)
    put_station(s, 0, "S1:A1", "S2:A1")
    put_station(s, 2, "S3:A1")
    out = finished(s, [50, 20, 50])
    assert out.winners == (0,)
    assert out.tiebreak == "most influence on the Station board"


def test_full_tie_shares_the_victory():
    s = quiet(3)
    clear_station(s)
    put_station(s, 0, "S1:A1")
    put_station(s, 1, "S3:A1")
    out = finished(s, [50, 50, 10])
    assert out.winners == (0, 1)
    assert "shared" in out.tiebreak


def test_end_scoring_elects_first_so_its_policy_applies_to_the_final_station_scoring():
    s = quiet(3)
    assert s.c.topology.end_order[0] == "senate"
    clear_station(s)
    put_station(s, 0, "S1:A1")
    set_candidates(s, "station_policy", "defense_policy", "budget_cuts")
    s.votes = [[1, 0, 0], [0, 0, 0], [0, 0, 0]]
    s.supply[0] -= 1
    s.deck = []
    step(s, {"kind": "game_end"})
    assert s.is_over
    pol = s.c.tables["policy"]["station_policy"]["ranks"]
    assert s.ledger[0]["Station"] == pol[0][0]
    assert s.event_pos == len(s.c.topology.event_spaces) - 1


def test_breakdown_adds_up_to_the_final_money():
    s = quiet(3)
    s.claimed[0] = ["relic", "idol"]
    s.deck = []
    step(s, {"kind": "game_end"})
    out = s.outcome()
    for seat in range(3):
        assert sum(vals[seat] for _, vals in out.breakdown) == out.scores[seat]
    cats = [name for name, _ in out.breakdown]
    assert cats[0] == "Starting money" and "Artifacts" in cats and "Auctions" in cats


def test_the_event_that_starts_a_scoring_names_it_and_its_payments_are_scored_categories():
    """The prompt panel's "Last scoring" takes its title from the event's data and sums
    the money events of the categories a scoring pays (``SCORED``), not the log's text."""
    s = quiet(3)
    s.claimed[0] = ["relic", "idol"]
    s.deck = []
    events = step(s, {"kind": "game_end"})
    starts = [e for e in events if "scoring" in (e.data or {})]
    assert [(e.kind, e.data["scoring"]) for e in starts] == [("game_end", "Final scoring")]
    paid = {e.data["category"] for e in events if e.kind == "money"}
    assert "Artifacts" in paid and paid <= set(SCORED)
    s = quiet(3)
    space = next(e for e in s.c.topology.event_spaces if e.event == "score")
    s.event_pos = space.index - 1
    events = step(s, {"kind": "event"})
    assert [e.data["scoring"] for e in events if "scoring" in (e.data or {})] == [
        f"{space.board.title()} scoring"]
