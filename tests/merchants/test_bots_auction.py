"""The no-clock auction (secret highest bids), max_bid, and the bots."""

from __future__ import annotations

import pytest

from game.core.auction import AuctionResult
from game.core.protocol import IllegalActionError
from game.core.simulate import play_one
from game.merchants.bots import HeuristicBot, max_bid, resolve_auction
from game.merchants.game import GAME
from game.merchants.rules.actions import Bid, NoBid, SealedBid
from game.merchants.rules.auction import clock_result, in_auction, sealed_seats, won_card
from tests.merchants.helpers import play, quiet, step


def auction(players=4, active=0, board="production"):
    s = quiet(players, first=active)
    card = next(k.id for k in s.c.cards if k.board == board)
    senate = next(k.id for k in s.c.cards if k.board == "senate")
    s.slots = [senate, senate, card]
    s.deck = [senate]
    s.votes = [[0] * players for _ in range(3)]
    step(s, {"kind": "act", "seat": active, "step": 2})
    return s


def test_the_rules_say_when_an_auction_runs_and_who_gave_a_secret_bid():
    """The Auction screen opens while ``in_auction`` (the view asks, never the frame);
    ``sealed_seats`` names who bid in secret, in any seat's view (not the amounts)."""
    s = quiet(4)
    assert not in_auction(s) and sealed_seats(s) == ()
    s = auction(4, active=0)
    assert in_auction(s) and sealed_seats(s) == ()
    play(s, SealedBid(2, 9))
    assert sealed_seats(s) == (2,) and sealed_seats(s.view(1)) == (2,)
    assert in_auction(s.view(1))
    assert won_card(s) is None
    play(s, Bid(1, 10))  # the winner: the auction is over, the order of actions asked
    assert not in_auction(s) and sealed_seats(s) == () and s.decision() == "order"
    assert won_card(s) == s.slots[2]
    s.pending[-1] = {**s.pending[-1], "options": ["explore", "defend"]}
    assert won_card(s) is None  # an Explore & Defend card's order: not won at auction
    s = auction(3, active=0)
    s.money = [3, 3, 3]
    play(s, Bid(0, 6), Bid(1, 6))
    assert in_auction(s) and s.auction_eligible == (2,)
    play(s, Bid(2, 6))  # everybody out: no auction runs, though none was won
    assert not in_auction(s)


def test_a_real_time_result_in_the_rules_actions_drops_who_cannot_pay_then_settles():
    """The clock's result: the seats that could not pay their bid out, then the winner's
    bid, or "no bid" reported by a seat still in (a person's first), or nothing more."""
    s = auction(3, active=0)
    s.money[2] = 4
    money = s.money[1]
    won = clock_result(AuctionResult(1, 9, excluded=(2,)), [(2, 12)], (0, 1, 2), {0})
    assert won == [Bid(2, 12), Bid(1, 9)]
    play(s, *won)
    assert s.money[1] == money - 9 and s.money[2] == 4 and won_card(s) == s.slots[2]
    ran_out = clock_result(AuctionResult(None, None, excluded=(0,)), [(0, 7)], (0, 1, 2), {2})
    assert ran_out == [Bid(0, 7), NoBid(2)]
    assert clock_result(AuctionResult(None, None), [], (0, 1, 2), set()) == [NoBid(0)]
    assert clock_result(AuctionResult(None, None, excluded=(0, 1)), [(0, 6), (1, 6)],
                        (0, 1), {0}) == [Bid(0, 6), Bid(1, 6)]


def test_secret_bids_highest_wins_at_its_own_price_ties_by_order_from_active():
    s = auction(4, active=2)
    assert s.pending_seats() == (2, 3, 0, 1)
    play(s, SealedBid(0, 9))
    assert s.pending_seats() == (2, 3, 1)
    assert s.view(1).pending[-1]["sealed"] == {"0": -1}  # hidden from the others
    play(s, SealedBid(1, 12), SealedBid(2, 7))
    play(s, SealedBid(3, 12))  # 3 and 1 tie at 12: seat 3 comes first from active 2
    assert s.current_player == 3 and s.decision() == "order"
    assert s.money[3] == 35 - 12 and s.money[1] == 35


def test_secret_bids_all_zero_mean_no_winner():
    s = auction(3)
    money = list(s.money)
    play(s, SealedBid(0, 0), SealedBid(1, 0), SealedBid(2, 0))
    assert s.money == money and s.active == 1


def test_secret_bid_cannot_exceed_money_or_be_given_twice():
    s = auction(3)
    s.money[1] = 8
    assert SealedBid(1, 9) not in s.legal_actions(1)
    with pytest.raises(IllegalActionError):
        s.apply(SealedBid(1, 9))
    play(s, SealedBid(1, 8))
    with pytest.raises(IllegalActionError):
        s.apply(SealedBid(1, 5))


def test_a_real_time_bid_decides_at_once_whatever_secret_bids_were_given():
    s = auction(3)
    play(s, SealedBid(0, 15))
    play(s, Bid(2, 6))
    assert s.current_player == 2 and s.money[2] == 29 and s.money[0] == 35


def test_bids_outside_20_to_6_are_refused():
    s = auction(3)
    for bad in (Bid(0, 4), Bid(0, 21)):
        with pytest.raises(IllegalActionError):
            s.apply(bad)
    with pytest.raises(IllegalActionError):
        s.apply(NoBid(7))


def test_max_bid_is_below_the_card_value_and_within_money():
    s = auction(3, board="explore_defend")
    view = s.view(1)
    bid = max_bid(view, 1)
    assert bid == 0 or 5 <= bid <= 20
    s.money[1] = 6
    assert max_bid(s.view(1), 1) <= 6
    s.money[1] = 2
    assert max_bid(s.view(1), 1) == 0


def test_resolve_auction_picks_highest_then_seat_order_from_active():
    s = auction(4, active=1)
    assert resolve_auction(s, {0: 8, 1: 5, 2: 8, 3: 0}) == Bid(2, 8)
    assert resolve_auction(s, {0: 0, 1: 0, 2: 0, 3: 0}) == NoBid(1)


def test_heuristic_bot_gives_its_max_bid_in_auctions():
    s = auction(3)
    bot = HeuristicBot(0, 1)
    assert bot.choose(s.view(0)) == SealedBid(0, max_bid(s.view(0), 0))


def test_heuristic_beats_two_random_bots_in_most_3_player_games():
    games, wins = 15, 0.0
    for seed in range(games):
        h = seed % 3
        levels = ["random"] * 3
        levels[h] = "heuristic"
        out = play_one(GAME, levels, 500 + seed).state.outcome()
        if out.ranking[h] == 1:
            wins += 1 / len(out.winners)
    assert wins / games >= 0.6


def test_unaffordable_real_time_bid_then_the_secret_bids_of_the_rest_decide():
    s = auction(3)
    play(s, SealedBid(0, 7), SealedBid(2, 9))
    s.money[1] = 3
    play(s, Bid(1, 15))  # cannot afford: out, a new auction among seats 0 and 2
    assert s.current_player == 2 and s.money[2] == 35 - 9


def test_five_ends_the_auction_so_the_lowest_bid_is_six():
    """"If the countdown reaches 5 and no one has bid, the auction ends with no winner":
    5 is never a bid (components.toml [auction] min_bid = 6, as the real-time clock)."""
    s = auction(3)
    assert s.c.auction["min_bid"] == 6
    assert Bid(0, 6) in s.legal_actions(0) and Bid(0, 5) not in s.legal_actions(0)
    assert SealedBid(0, 5) not in s.legal_actions(0)
    for bad in (Bid(0, 5), SealedBid(0, 5)):
        with pytest.raises(IllegalActionError, match="from 20 down to 6"):
            s.apply(bad)
    play(s, Bid(1, 6))
    assert s.money[1] == 29


def test_the_log_says_who_won_then_that_the_bank_is_paid():
    s = auction(3)
    texts = [e.text for e in play(s, Bid(2, 9))]
    assert texts[:2] == ["{seat2} wins the auction for 9", "{seat2} pays 9 (auction, to the bank)"]
