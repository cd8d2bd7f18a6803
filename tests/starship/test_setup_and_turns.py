"""Setup by player count and the turn structure."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalActionError
from game.starship.rules import actions as A
from tests.starship.helpers import SCOUT_I, do, kinds, new, set_turn, started


@pytest.mark.parametrize(("n", "marks", "recom"), [
    (4, [6, 6, 3, 5], 2), (3, [5, 4, 2, 4], 1), (2, [3, 3, 1, 3], 1),
])
def test_starships_to_use_by_player_count(n, marks, recom):
    s = new(n)
    for mark, count in enumerate(marks, start=1):
        assert len(s.scout_stacks[mark]) + 1 == count  # one card Tug-side up beside it
        assert s.tug_slots[mark] is not None
    mark2 = [*s.scout_stacks[2], s.tug_slots[2]]
    assert sum(s.comp.ships[c].recommissioned for c in mark2) == recom
    # Re-commissioned cards lie at the bottom of the Mark II stack.
    flags = [s.comp.ships[c].recommissioned for c in s.scout_stacks[2]]
    assert flags == sorted(flags)
    assert s.mark_token == 1


def test_general_setup():
    s = new(3)
    assert [p["credits"] for p in s.players] == [15, 15, 15]
    assert all(len(p["id_card"]) == 2 and not p["local"] for p in s.players)
    assert len(s.bag) == 60 - 6
    assert all(p["pos"] == "shipyard" for p in s.players)
    assert None not in s.for_sale and None not in s.dest_slots
    assert len(s.market_deck) == 30 and len(s.dest_deck) == 16
    assert not s.refineries_open and len(s.refinery_supply) == 5


def test_same_seed_same_setup_and_different_seed_differs():
    assert new(2, 5).to_dict() == new(2, 5).to_dict()
    assert new(2, 5).to_dict() != new(2, 6).to_dict()


def test_first_turn_must_stay_and_buy_or_lease_mark_i():
    s = new(2)
    legal = s.legal_actions()
    assert kinds(legal) == {"buy_ship"}
    assert all(a.mark == 1 for a in legal)
    assert {(a.side, a.lease) for a in legal} == {("scout", False), ("scout", True),
                                                 ("tug", False), ("tug", True)}
    with pytest.raises(IllegalActionError):
        s.apply(A.Advance())
    do(s, SCOUT_I)
    assert s.turn == 1 and s.player(0)["pos"] == "shipyard"
    assert s.player(0)["credits"] == 7


def test_turn_offers_acting_here_or_advancing():
    s = started(2)
    legal = s.legal_actions()
    assert A.Advance() in legal and A.BuyShip(1, "scout", True) in legal
    assert A.Pass() not in legal  # staying requires an action
    do(s, A.Advance())
    assert s.player(0)["pos"] == "market"
    # after advancing: first the optional For Sale redraw, then act or pass
    assert kinds(s.legal_actions()) == {"redraw_for_sale", "keep_for_sale"}
    do(s, A.KeepForSale())
    assert A.Pass() in s.legal_actions()
    do(s, A.Pass())
    assert s.turn == 1


def test_cannot_stay_without_an_action():
    s = started(2)
    set_turn(s, 0, "market")
    s.player(0)["credits"] = 0
    assert s.legal_actions() == [A.Advance()]
    set_turn(s, 0, "dock")
    assert s.legal_actions() == [A.Advance()]


def test_pawns_travel_the_track_clockwise_and_wrap():
    s = started(2)
    assert s.track == ("shipyard", "market", "belt", "dock")
    assert [s.next_quadrant(q) for q in s.track] == ["market", "belt", "dock", "shipyard"]


def test_rounds_count_full_turns_of_all_players():
    s = new(2)
    assert s.round == 1
    do(s, SCOUT_I, SCOUT_I)
    assert s.round == 2 and s.turn == 0


def test_illegal_action_leaves_state_unchanged_and_explains():
    s = started(2)
    before = s.to_dict()
    with pytest.raises(IllegalActionError) as err:
        s.apply(A.Explore())
    assert "explore" in err.value.reason and "advance" in err.value.reason
    assert s.to_dict() == before
    assert s.legal_actions(seat=1) == []


def test_play_proceeds_clockwise_from_the_first_player():
    """Seat 0 goes first; turns pass 0 -> 1 -> 2 -> 0 ("clockwise")."""
    s = new(3)
    seen = []
    for _ in range(4):
        seen.append(s.turn)
        do(s, s.legal_actions()[0])
    assert seen == [0, 1, 2, 0] and s.round == 2
