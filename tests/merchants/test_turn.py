"""Player turns: plan (reveal, events at once, place under the 3 actions), take actions left
to right, discard; game end when the deck runs out."""

from __future__ import annotations

from game.core.protocol import SIMULTANEOUS, TERMINAL
from game.merchants.rules.actions import (
    Ballot,
    Bid,
    ChooseOrder,
    NoBid,
    PlaceCard,
    StationSpace,
    Vote,
)
from game.merchants.rules.turn import card_details, decision_card, describe_card, next_event
from tests.merchants.helpers import kinds, new, play, quiet, step


def card_of(state, board, bottom=None):
    return next(k.id for k in state.c.cards if k.board == board
                and (bottom is None or k.bottom == bottom))


def events_ids(state):
    return [k.id for k in state.c.cards if k.is_event]


def test_event_card_resolves_at_once_and_cards_go_under_chosen_actions():
    s = quiet(4)
    ev = events_ids(s)
    senate, prod = card_of(s, "senate"), card_of(s, "production")
    station = card_of(s, "station")
    s.deck = [ev[0], senate, prod, station, ev[1]]
    events = step(s, {"kind": "plan", "seat": 0})
    assert s.event_pos == 1  # the event marker advanced onto space 1
    assert ev[0] in s.discard
    assert "event" in kinds(events)
    assert s.decision() == "place_card" and s.current_player == 0
    assert s.legal_actions() == [PlaceCard(0), PlaceCard(1), PlaceCard(2)]
    play(s, PlaceCard(2))  # senate card under Auction
    assert s.slots == [None, None, senate]
    assert s.legal_actions() == [PlaceCard(0), PlaceCard(1)]
    play(s, PlaceCard(1))  # production under Influence; the station card goes to Resource
    assert s.slots == [station, prod, senate]
    # Resource and Influence (production: automatic) are done: the auction is running
    assert s.current_player == SIMULTANEOUS


def test_third_card_is_placed_automatically_then_actions_run_left_to_right():
    s = quiet(4)
    prod, senate = card_of(s, "production"), card_of(s, "senate")
    defense = card_of(s, "defense")
    s.deck = [prod, senate, defense, card_of(s, "station")]
    before = [list(p) for p in s.prod]
    step(s, {"kind": "plan", "seat": 0})
    play(s, PlaceCard(0), PlaceCard(1))  # production -> Resource, senate -> Influence
    # Resource: production card's bottom resource; Influence: senate -> 2 votes
    bottom = s.c.card(prod).bottom
    i = s.resource_index(bottom)
    assert s.prod[0][i] == before[0][i] + 1
    assert s.decision() == "vote" and s.current_player == 0
    play(s, Vote(1), Vote(3))
    assert s.votes[0][0] == 1 and s.votes[2][0] == 1
    # Auction: every player is in, active player first
    assert s.current_player == SIMULTANEOUS
    assert s.pending_seats() == (0, 1, 2, 3)
    play(s, NoBid(2))
    # discard, next player's turn
    assert sorted(s.discard[-3:]) == sorted([prod, senate, defense])
    assert s.active == 1 and s.slots == [None, None, None]


def test_auction_winner_pays_the_bank_and_takes_both_actions_in_either_order():
    s = quiet(3)
    station = card_of(s, "station")
    s.slots = [card_of(s, "senate"), card_of(s, "senate"), station]
    s.deck = [card_of(s, "defense")]
    step(s, {"kind": "act", "seat": 0, "step": 2})
    money = list(s.money)
    play(s, Bid(2, 12))
    assert s.money[2] == money[2] - 12 and s.money[0] == money[0]
    assert s.ledger[2]["Auctions"] == -12
    assert s.current_player == 2 and s.decision() == "order"
    play(s, ChooseOrder("influence"))
    assert s.decision() == "station_place"
    space = s.legal_actions()[0]
    assert isinstance(space, StationSpace)
    assert s.c.topology.station_sector[space.space] in s.c.card(station).sectors
    res = s.resource_index(s.c.card(station).bottom)
    before = s.prod[2][res]
    play(s, space)
    assert s.station[space.space] == 2
    assert s.prod[2][res] == before + 1  # then the resource action


def test_no_winner_means_nobody_takes_the_card_actions():
    s = quiet(3)
    s.slots = [card_of(s, "senate"), card_of(s, "senate"), card_of(s, "production")]
    s.deck = [card_of(s, "defense")]
    step(s, {"kind": "act", "seat": 0, "step": 2})
    prod, money = [list(p) for p in s.prod], list(s.money)
    play(s, NoBid(1))
    assert s.prod == prod and s.money == money
    assert s.active == 1


def test_winner_who_cannot_afford_is_out_and_a_new_auction_is_held():
    s = quiet(3)
    s.slots = [card_of(s, "senate"), card_of(s, "senate"), card_of(s, "production")]
    s.deck = [card_of(s, "defense")]
    step(s, {"kind": "act", "seat": 0, "step": 2})
    s.money[1] = 4
    events = play(s, Bid(1, 10))
    assert "auction_out" in kinds(events)
    assert s.current_player == SIMULTANEOUS
    assert s.pending_seats() == (0, 2) and s.auction_eligible == (0, 2)
    assert s.money[1] == 4
    assert s.legal_actions(1) == []
    s.money[0] = s.money[2] = 3
    play(s, Bid(0, 6))
    play(s, Bid(2, 6))  # everybody out: the auction ends with no winner
    assert s.active == 1 and s.money == [3, 4, 3]


def test_game_ends_after_the_last_non_event_card_turn():
    s = quiet(3)
    s.slots = [card_of(s, "senate"), card_of(s, "senate"), card_of(s, "production")]
    s.deck = []
    s.event_pos = 20
    s.votes = [[0] * 3 for _ in range(3)]
    step(s, {"kind": "act", "seat": 0, "step": 2})
    play(s, NoBid(0))
    assert s.is_over and s.current_player == TERMINAL
    assert s.event_pos == 21  # the marker on END
    assert s.legal_actions() == []


def test_game_ends_at_once_when_the_last_card_is_an_event():
    s = quiet(3)
    s.deck = [events_ids(s)[0]]
    s.event_pos = 19
    prod = [list(p) for p in s.prod]
    events = step(s, {"kind": "plan", "seat": 1})
    assert s.is_over
    assert "game_end" in kinds(events)
    assert s.slots == [None, None, None]
    assert [list(p) for p in s.prod] == prod  # nobody took actions


def test_log_names_the_card_being_placed_with_the_right_article():
    """The first card of a game is revealed during setup, so the placement names it."""
    s = quiet(4)
    explo, senate = card_of(s, "exploration"), card_of(s, "senate")
    s.deck = [explo, senate, card_of(s, "station")]
    events = step(s, {"kind": "plan", "seat": 0})
    bottom = s.c.card(explo).bottom
    assert events[-1].text == f"{{seat0}} reveals an Exploration card with {bottom} at the bottom"
    assert s.describe(PlaceCard(2)) == (
        f"{{seat0}} places an Exploration card with {bottom} at the bottom below Auction"
    )
    play(s, PlaceCard(2))
    assert s.describe(PlaceCard(0)).startswith("{seat0} places a Senate card with ")


def test_the_log_does_not_say_which_ballot_box_a_vote_went_into():
    s = quiet(3)
    step(s, {"kind": "vote", "seat": 1, "left": 2})
    assert s.describe(Vote(3)) == "{seat1} casts a vote"
    assert all("3" not in e.text for e in play(s, Vote(3)))


def test_event_spaces_do_what_they_print_no_event_and_scoring():
    s = quiet(3)
    spaces = s.c.topology.event_spaces
    quiet_space = next(e.index for e in spaces if e.event == "none")
    s.event_pos = quiet_space - 1
    before = s.to_dict()
    events = step(s, {"kind": "event"})
    assert [e.text for e in events] == [f"Event space {quiet_space}: no event"]
    after = s.to_dict()
    assert after.pop("event_pos") == quiet_space
    before.pop("event_pos")
    assert after == before  # nothing else happens
    station = next(e.index for e in spaces if e.event == "score" and e.board == "station")
    s.event_pos = station - 1
    step(s, {"kind": "event"})
    assert s.ledger[0].get("Station", 0) > 0 and "Production" not in s.ledger[0]


def test_an_event_card_is_discarded_after_its_event_is_fully_resolved():
    s = quiet(3)
    ev = events_ids(s)
    vote_space = next(e.index for e in s.c.topology.event_spaces if e.event == "vote")
    s.event_pos = vote_space - 1
    s.deck = [ev[0], card_of(s, "senate"), card_of(s, "senate"), card_of(s, "station")]
    step(s, {"kind": "plan", "seat": 0})
    assert s.decision() == "ballot" and ev[0] not in s.discard  # still being resolved
    while s.decision() == "ballot":
        play(s, Ballot(s.pending_seats()[-1], 1))
    assert s.discard == [ev[0]] and s.decision() == "place_card"


def test_a_cards_details_in_the_logs_words_and_in_the_prompts_short_ones():
    """One wording of a card's sectors or resources: the log's, and the short one the
    prompt builds on (the longest card still fits its four lines)."""
    s = quiet(3)
    station = next(c for c in s.c.cards if c.sectors == (1, 4) or c.sectors == [1, 4])
    mine = next(c for c in s.c.cards if list(c.resources) == ["metal", "ice"])
    senate = next(c for c in s.c.cards if c.board == "senate")
    assert card_details(station) == "sectors 1 or 4"
    assert card_details(station, short=True) == "sector 1/4"
    assert card_details(mine) == "metal + ice"
    assert card_details(mine, short=True) == "metal+ice"
    assert card_details(senate) == card_details(senate, short=True) == ""
    assert describe_card(mine).startswith(f"a {mine.name} card (metal + ice) with ")


def test_the_next_event_is_the_space_after_the_marker_and_none_on_the_last():
    """The Event Track's "Next event" line asks this; the marker on END has none."""
    s = quiet(3)
    spaces = s.c.topology.event_spaces
    s.event_pos = 0
    assert next_event(s) == spaces[1]
    s.event_pos = len(spaces) - 2
    assert next_event(s) == spaces[-1] and next_event(s).event == "end"
    s.event_pos = len(spaces) - 1
    assert next_event(s) is None


def test_the_card_a_decision_is_about_to_place_to_auction_and_to_order():
    """The prompt panel draws this card: revealed to place, up for auction, won."""
    s = quiet(3)
    assert decision_card(s) is None
    s.slots = [card_of(s, "senate"), card_of(s, "senate"), card_of(s, "production")]
    s.deck = [card_of(s, "defense")]
    step(s, {"kind": "act", "seat": 0, "step": 2})
    assert s.decision() == "auction" and decision_card(s) == s.slots[2]
    play(s, Bid(1, 10))
    assert s.decision() == "order" and decision_card(s) == s.slots[2]
    s = new(3)
    assert s.decision() == "place_card" and decision_card(s) == s.pending[-1]["card"]
    s.pending[-1] = {"kind": "choose_resource", "seat": 0, "mode": "lose"}
    assert decision_card(s) is None
