"""The Merchants decision table: every kind is declared once, every decision a player can
face explains a refusal in words, and ``why_not`` is None exactly for the legal actions."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalActionError
from game.merchants.rules import MerchantsState
from game.merchants.rules.actions import (
    Bid,
    ChooseBoard,
    ChooseDefenders,
    ChooseOption,
    ChooseOrder,
    ChooseResource,
    ClaimTile,
    ExploreTile,
    LeavePlanet,
    NoBid,
    PlaceCard,
    PlaceDefense,
    RemoveStation,
    SealedBid,
    StationSpace,
    Vote,
)
from tests.merchants.helpers import clear_station, play, put_station, quiet, step

#: every decision a player takes (the other kinds are automatic steps)
DECISION_KINDS = {
    "place_card", "order", "auction", "station_place", "station_remove", "choose_resource",
    "explore", "defend", "defend_one", "vote", "ballot", "special", "choose_board",
}
AUTOMATIC_KINDS = {
    "plan", "act", "part", "event", "discard_event", "bonus_check", "artifacts", "score",
    "game_end", "finish",
}


def card_of(s, board):
    return next(k.id for k in s.c.cards if k.board == board)


def test_the_table_declares_every_kind_once_with_its_automatic_steps_apart():
    table = MerchantsState.DECISIONS
    assert set(table.kinds) == DECISION_KINDS | AUTOMATIC_KINDS
    for kind in DECISION_KINDS:
        assert table[kind].refuse is not None, kind
    for kind in AUTOMATIC_KINDS:
        assert table[kind].auto is not None, kind


def test_an_automatic_step_offers_nothing_and_cannot_be_chosen():
    s = quiet(3)
    s.pending = [{"kind": "bonus_check", "seat": 0}]  # not settled yet: nothing to choose
    s.touch()
    assert s.legal_actions() == []
    with pytest.raises(IllegalActionError):
        s.apply(PlaceCard(0))


def assert_refusals(s, wrong_kind, *refused):
    """``why_not`` is None for every legal action, and names a reason (that ``apply``
    raises too) for ``wrong_kind`` and each of ``refused``."""
    seat = s.current_player
    for action in s.legal_actions():
        assert s.why_not(action) is None
    for action, words in ((wrong_kind, None), *refused):
        reason = s.why_not(action, seat)
        assert reason, action
        if words:
            assert words in reason
        with pytest.raises(IllegalActionError) as err:
            s.apply(action)
        assert err.value.reason == reason


def test_place_card_refusals():
    s = quiet(3)
    s.slots = [card_of(s, "senate"), None, None]
    s.deck = [card_of(s, "station")]
    step(s, {"kind": "plan", "seat": 0})
    assert s.decision() == "place_card"
    assert_refusals(s, Vote(1), (PlaceCard(0), "already a card below Resource"))


def test_order_refusals():
    s = quiet(3)
    step(s, {"kind": "order", "seat": 0, "options": ["resource", "influence"],
             "card": card_of(s, "senate")})
    assert_refusals(s, Vote(1), (ChooseOrder("explore"), "resource or influence"))


def test_auction_refusals():
    s = quiet(4)
    senate = card_of(s, "senate")
    s.slots = [senate, senate, card_of(s, "production")]
    s.deck = [senate]
    step(s, {"kind": "act", "seat": 0, "step": 2})
    play(s, SealedBid(1, 0))
    assert s.why_not(Bid(1, 9)) is None  # a seat that gave its secret bid may still win
    assert s.why_not(NoBid(2)) is None
    assert "already gave your secret bid" in s.why_not(SealedBid(1, 7))
    assert "from 20 down to 6" in s.why_not(Bid(2, 5))
    assert "from 20 down to 6" in s.why_not(SealedBid(2, 21))
    assert "An auction is running" in s.why_not(Vote(1), 2)


def test_station_place_refusals():
    s = quiet(3)
    clear_station(s)
    put_station(s, 1, "S2:A1")
    step(s, {"kind": "station_place", "seat": 0, "sectors": [2], "why": "action"})
    outside = next(x for x, sec in s.c.topology.station_sector.items() if sec == 1)
    assert_refusals(
        s, Vote(1),
        (StationSpace("S2:A1"), "That Station space is taken."),
        (StationSpace(outside), "only in sector 2"),
        (StationSpace("nowhere"), "not a Station space"),
    )


def test_station_remove_refusals():
    s = quiet(3)
    clear_station(s)
    put_station(s, 0, "S1:A1")
    put_station(s, 1, "S2:A1")
    step(s, {"kind": "station_remove", "seat": 0})
    assert_refusals(s, StationSpace("S3:A1"), (RemoveStation("S2:A1"), "your own influence"))


def test_choose_resource_refusals():
    s = quiet(3)
    ore, ice = s.c.topology.track_resources[:2]
    s.prod[0] = [1, 0, 0, 0]
    step(s, {"kind": "choose_resource", "seat": 0, "mode": "lose"})
    assert s.legal_actions() == [ChooseResource(ore)]
    assert_refusals(
        s, Vote(1), (ChooseResource(ice), f"no {ice} to lose"),
        (ChooseResource("gold"), "not a resource"),
    )


def test_explore_refusals():
    s = quiet(3)
    step(s, {"kind": "explore", "seat": 0, "single": False, "trip": [], "claims": 0,
             "leave": False, "phase": "flip", "chosen": []})
    first = s.legal_actions()[0]
    assert isinstance(first, ExploreTile)
    assert "Explore a tile first" in s.why_not(LeavePlanet())
    assert "after you leave" in s.why_not(ClaimTile(first.space))
    play(s, first)
    if s.decision() == "explore" and s.pending[-1]["phase"] == "flip":
        assert "already face up" in s.why_not(ExploreTile(first.space))
        far = next(x for x in s.planet if x not in s.c.topology.planet_adj[first.space]
                   and x != first.space)
        assert "next to the last tile" in s.why_not(ExploreTile(far))
    assert_refusals(s, Vote(1))


def test_a_decision_asks_what_its_refusal_of_another_action_says_first():
    """``asks`` words the decision as its refusal does (the prompt says it after the
    decider's name: "Ann: remove 1 of your influence from the Station.")."""
    s = quiet(3)
    clear_station(s)
    put_station(s, 0, "S1:A1")
    frames = [
        ({"kind": "station_place", "seat": 0, "sectors": [1, 4], "why": "action"},
         "place 1 influence on an empty Station space in sector 1 or 4"),
        ({"kind": "station_place", "seat": 0, "sectors": [], "why": "bonus"},
         "place 1 influence on an empty Station space"),
        ({"kind": "station_remove", "seat": 0}, "remove 1 of your influence from the Station"),
        ({"kind": "choose_resource", "seat": 0, "mode": "produce"},
         "choose a resource to produce"),
        ({"kind": "explore", "seat": 0, "single": False, "trip": [], "claims": 0,
          "leave": False, "phase": "flip", "chosen": []}, "explore a face-down planet tile"),
        ({"kind": "explore", "seat": 0, "single": False, "trip": ["x"], "claims": 1,
          "leave": False, "phase": "flip", "chosen": []},
         "explore the next tile, or leave the planet"),
        ({"kind": "explore", "seat": 0, "single": False, "trip": ["x"], "claims": 1,
          "leave": True, "phase": "claim", "chosen": []}, "claim a tile you explored"),
    ]
    for frame, ask in frames:
        s.pending = []
        s.pending.append(frame)
        assert s.asks() == ask
        assert s.why_not(Vote(1), 0) == ask[:1].upper() + ask[1:] + " first."
    s.pending = [{"kind": "defend_one", "seat": 0}]
    assert s.asks() == ""  # its refusal says more than the prompt ("a Defense lane")
    s.over = True
    assert s.asks() == ""


def test_defend_refusals():
    s = quiet(3)
    s.dice = [1, 1, 2, 3, 4]
    step(s, {"kind": "defend", "seat": 0, "rolled": True})
    assert ChooseDefenders((1, 1)) in s.legal_actions()
    assert_refusals(
        s, Vote(1), (ChooseDefenders((2, 5)), "No defense die shows lane 5"),
        (ChooseDefenders((2, 2)), "Only one defense die shows lane 2"),
    )


def test_defend_one_refusals():
    s = quiet(3)
    s.lane_tokens["2"] = [1] * 5
    step(s, {"kind": "defend_one", "seat": 0})
    assert_refusals(s, Vote(1), (PlaceDefense(2), "Lane 2 is secure"),
                    (PlaceDefense(9), "no lane 9"))


def test_vote_refusals():
    s = quiet(3)
    step(s, {"kind": "vote", "seat": 0, "left": 2})
    assert_refusals(s, ChooseOption(1), (Vote(4), "no ballot box 4"))


def test_special_refusals():
    s = quiet(3)
    s.money[0] = 4
    step(s, {"kind": "special", "seat": 0, "tile": "scandal"})
    assert s.legal_actions() == [ChooseOption(1)]
    assert_refusals(s, Vote(1), (ChooseOption(2), "Option 2 costs 8: you have 4."))


def test_choose_board_refusals():
    s = quiet(3)
    step(s, {"kind": "choose_board", "seat": 0})
    assert_refusals(s, Vote(1), (ChooseBoard("senate"), "Exploration or a Defense"))


def test_why_not_is_none_for_every_legal_action_through_a_whole_game():
    from game.core.simulate import play_one
    from game.merchants.game import GAME

    session = play_one(GAME, ["random"] * 4, 12)
    replay = GAME.new_game(4, 12)
    for entry in session.log:
        assert replay.why_not(entry.action) is None
        replay.apply(entry.action)
    assert replay.is_over and replay.why_not(Vote(1)) == "The game is over."
