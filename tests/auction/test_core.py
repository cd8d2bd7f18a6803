"""The pure auction machine (game.core.auction) driven by a fake clock: plain floats."""

from __future__ import annotations

import pytest

from game.core.auction import (
    BID,
    CANNOT_AFFORD,
    EARLY_KNOCK,
    LEAD_IN,
    LEAD_IN_RESET,
    NEW_ROUND,
    PAUSED,
    RESULT,
    START,
    TICK,
    Auction,
    AuctionResult,
    AuctionRules,
    BotBidder,
    Phase,
    Status,
    Variant,
)


def kinds(events):
    return [e.kind for e in events]


def all_in(auction: Auction, at: float = 0.0) -> None:
    for seat in auction.humans:
        auction.hold(seat, at)


# ---------------------------------------------------------------- starting


def test_clock_waits_until_everyone_holds():
    a = Auction([0, 1, 2], now=0.0)
    assert a.phase is Phase.GATHERING
    a.hold(0, 0.0)
    a.hold(1, 0.2)
    # nobody has bid and the clock has not started, however long seat 2 takes
    assert kinds(a.update(30.0)) == []
    assert a.phase is Phase.GATHERING and a.price is None
    assert a.status == {0: Status.IN, 1: Status.IN, 2: Status.WAITING}
    events = a.hold(2, 31.0)
    assert [e.count for e in events if e.kind == LEAD_IN] == [3]
    assert a.phase is Phase.LEAD_IN and a.count == 3


def test_lead_in_counts_three_two_one_then_price_twenty():
    a = Auction([0, 1], now=0.0)
    all_in(a, 10.0)
    events = a.update(13.0)
    assert [(e.kind, e.count or e.price, e.at) for e in events] == [
        (LEAD_IN, 2, 11.0), (LEAD_IN, 1, 12.0), (START, 20, 13.0), (TICK, 20, 13.0),
    ]
    assert a.phase is Phase.RUNNING and a.price == 20


def test_key_repeat_while_holding_changes_nothing():
    a = Auction([0, 1], now=0.0)
    all_in(a)
    assert a.hold(0, 0.5) == []
    assert a.phase is Phase.LEAD_IN


# ---------------------------------------------------------------- lead-in release


def test_release_during_lead_in_is_not_a_bid_and_restarts_the_lead_in():
    a = Auction([0, 1], now=0.0)
    all_in(a, 0.0)
    events = a.release(1, 2.5)  # "1" is showing
    assert kinds(events) == [LEAD_IN, LEAD_IN, LEAD_IN_RESET]
    assert a.phase is Phase.GATHERING and a.result is None
    assert a.status[1] is Status.WAITING
    assert kinds(a.update(10.0)) == []  # no clock without everyone in
    a.hold(1, 10.0)
    assert a.count == 3  # the lead-in starts again from the top
    a.update(13.0)
    assert a.price == 20


def test_release_before_everyone_is_in_is_not_a_bid():
    a = Auction([0, 1, 2], now=0.0)
    a.hold(0, 0.0)
    a.hold(1, 0.0)
    a.release(0, 0.5)
    a.hold(2, 0.6)
    assert a.result is None and a.phase is Phase.GATHERING
    assert a.status[0] is Status.WAITING


# ---------------------------------------------------------------- bids


@pytest.mark.parametrize(
    ("after_start", "price"),
    [(0.0, 20), (0.3, 20), (0.999, 20), (1.0, 19), (5.5, 15), (9.0, 11), (14.2, 6), (14.999, 6)],
)
def test_first_release_bids_the_price_of_that_instant(after_start, price):
    a = Auction([0, 1, 2], now=0.0, money={0: 35, 1: 35, 2: 35})
    all_in(a, 100.0)
    events = a.release(2, 103.0 + after_start)
    assert [(e.kind, e.seat, e.price) for e in events if e.kind in (BID, RESULT)] == [
        (BID, 2, price), (RESULT, 2, price),
    ]
    assert a.result == AuctionResult(2, price, (), 1)
    assert a.status == {0: Status.OUT, 1: Status.OUT, 2: Status.BID}
    assert a.phase is Phase.OVER and a.price == price


def test_two_releases_in_one_frame_call_order_decides():
    for first, second in ((0, 1), (1, 0)):
        a = Auction([0, 1], now=0.0)
        all_in(a)
        a.release(first, 8.2)
        a.release(second, 8.2)
        assert a.result == AuctionResult(first, 15, (), 1)


def test_five_releases_in_one_frame_the_first_wins():
    a = Auction([4, 3, 2, 1, 0], now=0.0)
    all_in(a)
    events = []
    for seat in (3, 0, 4, 1, 2):
        events += a.release(seat, 10.5)
    bids = [e for e in events if e.kind == BID]
    assert [(b.seat, b.price) for b in bids] == [(3, 13)]
    assert a.result.winner == 3
    assert sum(1 for s in a.status.values() if s is Status.BID) == 1


def test_late_timestamp_never_moves_the_clock_back():
    a = Auction([0, 1], now=0.0)
    all_in(a)
    a.update(9.0)  # price 14
    a.release(0, 4.0)  # an older time is taken as "now"
    assert a.result.price == 14


# ---------------------------------------------------------------- the end at 5


def test_no_bid_until_five_means_no_winner():
    a = Auction([0, 1], now=0.0)
    all_in(a)
    events = a.update(18.0)  # clock started at 3.0; price 5 at 18.0
    prices = [e.price for e in events if e.kind == TICK]
    assert prices == list(range(20, 4, -1))
    assert events[-1].kind == RESULT and events[-1].seat is None
    assert a.result == AuctionResult(None, None, (), 1)
    assert a.status == {0: Status.OUT, 1: Status.OUT}
    assert a.price == 5


def test_five_itself_cannot_be_bid_but_six_can():
    a = Auction([0, 1], now=0.0)
    all_in(a)
    a.release(0, 17.999)
    assert a.result.price == 6
    b = Auction([0, 1], now=0.0)
    all_in(b)
    b.release(0, 18.0)  # the countdown reached 5 at this very instant: the auction is over
    assert b.result == AuctionResult(None, None, (), 1)


# ---------------------------------------------------------------- cannot afford


def test_winner_who_cannot_afford_is_out_and_a_new_auction_runs_without_them():
    a = Auction([0, 1, 2], now=0.0, money={0: 10, 1: 30, 2: 30})
    all_in(a)
    events = a.release(0, 4.5)  # bids 19 with only 10
    assert kinds(events)[-4:] == [BID, CANNOT_AFFORD, NEW_ROUND, LEAD_IN]
    assert a.status[0] is Status.CANNOT_AFFORD
    assert a.round == 2 and a.active == (1, 2)
    # seats 1 and 2 are still holding: the new lead-in runs at once, from the top
    assert a.phase is Phase.LEAD_IN and a.count == 3
    a.update(7.5)
    assert a.price == 20
    a.hold(0, 7.6)  # the left-out seat cannot come back
    a.release(0, 7.7)
    assert a.result is None
    a.release(2, 12.0)
    assert a.result == AuctionResult(2, 16, (0,), 2)
    assert a.status == {0: Status.CANNOT_AFFORD, 1: Status.OUT, 2: Status.BID}


def test_same_frame_release_after_an_unaffordable_bid_is_not_a_bid():
    """The second release of the frame lands in the new auction's gathering."""
    a = Auction([0, 1, 2], now=0.0, money={0: 0, 1: 30, 2: 30})
    all_in(a)
    a.release(0, 6.0)
    a.release(1, 6.0)
    assert a.result is None and a.phase is Phase.GATHERING
    assert a.status[1] is Status.WAITING
    a.hold(1, 7.0)
    assert a.phase is Phase.LEAD_IN


def test_everyone_unable_to_pay_means_no_winner():
    a = Auction([0, 1], now=0.0, can_afford=lambda seat, price: False)
    all_in(a)
    a.release(0, 3.5)
    a.release(1, 10.0)  # round 2 started at 3.5, clock at 6.5, price 17 at 10.0
    assert a.result == AuctionResult(None, None, (0, 1), 2)


# ---------------------------------------------------------------- focus loss


def test_focus_loss_pauses_and_the_auction_restarts_cleanly():
    a = Auction([0, 1], now=0.0)
    all_in(a)
    a.update(8.0)
    assert a.price == 15
    assert kinds(a.focus_lost(8.2)) == [PAUSED]
    # the system releases the held keys: not bids
    a.release(0, 8.2)
    a.release(1, 8.2)
    assert a.result is None and a.phase is Phase.PAUSED and a.price is None
    assert a.status == {0: Status.WAITING, 1: Status.WAITING}
    assert kinds(a.update(60.0)) == []
    a.focus_gained(60.0)
    assert a.phase is Phase.GATHERING
    all_in(a, 61.0)
    a.update(64.0)
    assert a.price == 20  # a fresh clock from the start price
    a.release(1, 65.5)
    assert a.result == AuctionResult(1, 19, (), 1)


def test_holding_while_unfocused_waits_for_focus():
    a = Auction([0], now=0.0)
    a.focus_lost(0.0)
    a.hold(0, 1.0)
    assert a.phase is Phase.PAUSED
    a.focus_gained(2.0)
    assert a.phase is Phase.LEAD_IN


# ---------------------------------------------------------------- bots


def test_bot_bids_its_max_price_after_a_reaction_delay():
    bot = BotBidder(seat=1, max_price=12)
    a = Auction([0, 1], now=0.0, bots=[bot], seed=5)
    assert a.status[1] is Status.IN  # bots are in from the start
    a.hold(0, 0.0)
    events = a.update(30.0)
    bid = next(e for e in events if e.kind == BID)
    assert bid.seat == 1 and bid.price == 12
    price_12_at = 3.0 + 8.0
    assert price_12_at + 0.15 <= bid.at <= price_12_at + 0.40
    assert a.result == AuctionResult(1, 12, (), 1)


def test_human_beats_bot_by_letting_go_first():
    a = Auction([0, 1], now=0.0, bots=[BotBidder(1, 12)], seed=5)
    a.hold(0, 0.0)
    a.release(0, 11.1)  # inside the bot's reaction time at price 12
    assert a.result == AuctionResult(0, 12, (), 1)


def test_bot_beats_a_slower_human():
    a = Auction([0, 1], now=0.0, bots=[BotBidder(1, 12)], seed=5)
    a.hold(0, 0.0)
    a.release(0, 11.45)  # slower than the bot's at most 0.40 s
    assert a.result == AuctionResult(1, 12, (), 1)


def test_bots_with_prices_out_of_range():
    a = Auction([0, 1, 2], now=0.0, bots=[BotBidder(1, 40), BotBidder(2, 3)], seed=1)
    a.hold(0, 0.0)
    a.update(30.0)
    assert a.result.winner == 1 and a.result.price == 20
    b = Auction([0, 1], now=0.0, bots=[BotBidder(0, 5), BotBidder(1, 2)], seed=1)
    b.update(30.0)  # only bots: starts at once; neither ever bids
    assert b.result == AuctionResult(None, None, (), 1)


def test_bot_delays_are_seeded():
    def bid_time(seed):
        a = Auction([0], now=0.0, bots=[BotBidder(0, 15)], seed=seed)
        return next(e.at for e in a.update(20.0) if e.kind == BID)

    assert bid_time(3) == bid_time(3)
    assert len({bid_time(s) for s in range(6)}) > 1


def test_bot_who_cannot_afford_is_left_out():
    a = Auction([0, 1], now=0.0, bots=[BotBidder(1, 18)], money={0: 30, 1: 10}, seed=2)
    a.hold(0, 0.0)
    a.update(6.0)
    assert a.status[1] is Status.CANNOT_AFFORD and a.round == 2
    a.release(0, 20.0)  # new lead-in from 5.x, clock from 8.x
    assert a.result.winner == 0 and a.result.excluded == (1,)


def test_bot_reaction_must_fit_in_one_step():
    with pytest.raises(ValueError):
        Auction([0], now=0.0, bots=[BotBidder(0, 10, reaction=(0.5, 1.2))])


# ---------------------------------------------------------------- No App variant


def test_no_app_spoken_count_from_23_and_knock_bids():
    a = Auction([0, 1, 2], now=0.0, variant=Variant.NO_APP)
    assert [e.count for e in a.started if e.kind == LEAD_IN] == [23]
    assert a.phase is Phase.LEAD_IN  # nobody needs to hold anything
    assert set(a.status.values()) == {Status.IN}
    assert kinds(a.knock(1, 1.5)) == [LEAD_IN, EARLY_KNOCK]  # "22": too early, ignored
    assert a.result is None
    a.update(3.0)
    assert a.price == 20
    a.knock(2, 7.4)
    a.knock(0, 7.4)
    assert a.result == AuctionResult(2, 16, (), 1)


def test_no_app_holds_and_releases_are_not_bids():
    a = Auction([0, 1], now=0.0, variant="no_app")
    a.hold(0, 4.0)
    a.release(0, 5.0)
    assert a.result is None and a.price == 18


def test_no_app_reaching_five_ends_without_winner():
    a = Auction([0, 1], now=0.0, variant=Variant.NO_APP)
    a.update(18.0)
    assert a.result == AuctionResult(None, None, (), 1)


def test_no_app_focus_loss_restarts_the_count():
    a = Auction([0, 1], now=0.0, variant=Variant.NO_APP)
    a.update(9.0)
    a.focus_lost(9.0)
    a.knock(0, 9.5)
    assert a.result is None
    events = a.focus_gained(20.0)
    assert [e.count for e in events if e.kind == LEAD_IN] == [23]


def test_app_knock_is_ignored():
    a = Auction([0], now=0.0)
    a.hold(0, 0.0)
    a.knock(0, 5.0)
    assert a.result is None


# ---------------------------------------------------------------- set-up errors


def test_bad_setups_are_refused():
    with pytest.raises(ValueError):
        Auction([], now=0.0)
    with pytest.raises(ValueError):
        Auction([1, 1], now=0.0)
    with pytest.raises(ValueError):
        Auction([0, 1], now=0.0, money={0: 5})
    with pytest.raises(ValueError):
        Auction([0], now=0.0, bots=[BotBidder(3, 10)])
    with pytest.raises(ValueError):
        AuctionRules(start_price=5, end_price=5)
    with pytest.raises(ValueError):
        Auction([0], now=0.0).hold(9, 0.0)


def test_next_change_schedules_frames():
    a = Auction([0], now=0.0, bots=[])
    assert a.next_change() is None
    a.hold(0, 1.0)
    assert a.next_change() == 2.0
    a.update(4.2)
    assert a.next_change() == 5.0
