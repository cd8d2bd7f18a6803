"""Property tests of the pure auction machine: random inputs at random (non-decreasing) times.

Checked against an independent model of who is holding since when:

* the price never goes below the end price (5), and no bid is ever below 6 or above 20;
* there is at most one winner and at most one result;
* no bid happens unless every remaining participant has been holding (with focus) for the
  whole lead-in before it: a release before everyone is in never wins.
"""

from __future__ import annotations

import os

from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.auction import (
    BID,
    NEW_ROUND,
    RESULT,
    TICK,
    Auction,
    BotBidder,
    Phase,
    Status,
    Variant,
)

SEATS = (0, 1, 2, 3, 4)
#: examples per run: 15 per fuzz seed (ANDROMEDA_FUZZ_SEEDS, default 20 -> 300)
EXAMPLES = 15 * int(os.environ.get("ANDROMEDA_FUZZ_SEEDS", "20"))

KINDS = ["hold", "hold", "hold", "release", "release", "knock", "update", "focus_lost",
         "focus_gained"]
op = st.tuples(
    st.sampled_from(KINDS),
    st.integers(0, 4),  # an index into the participants (taken modulo their number)
    # many zero steps: several inputs in the same frame
    st.one_of(st.just(0.0), st.floats(0.0, 3.0, allow_nan=False)),
)


@st.composite
def setups(draw):
    n = draw(st.integers(1, 5))
    seats = SEATS[:n]
    bot_seats = draw(st.sets(st.sampled_from(seats), max_size=n - 1))
    bots = [BotBidder(s, draw(st.integers(0, 25))) for s in sorted(bot_seats)]
    money = {s: draw(st.integers(0, 40)) for s in seats}
    variant = draw(st.sampled_from([Variant.APP, Variant.NO_APP]))
    seed = draw(st.integers(0, 2**32))
    return seats, bots, money, variant, seed


@settings(max_examples=EXAMPLES, deadline=None)
@given(setup=setups(), ops=st.lists(op, min_size=2, max_size=60))
def test_auction_invariants(setup, ops):
    seats, bots, money, variant, seed = setup
    bot_seats = {b.seat for b in bots}
    a = Auction(seats, now=0.0, variant=variant, money=money, bots=bots, seed=seed)
    lead = a.rules.lead_in_seconds
    # model: when each human started holding (None: not holding); focus; round start
    held_since: dict[int, float | None] = {s: None for s in seats if s not in bot_seats}
    focus_since = 0.0
    focused = True
    round_since = 0.0
    excluded: set[int] = set()
    results = 0
    t = 0.0
    events = list(a.started)

    def check(new_events):
        nonlocal results, round_since
        for e in new_events:
            if e.kind == TICK:
                assert e.price >= a.rules.end_price
            if e.kind == BID:
                assert a.rules.lowest_bid <= e.price <= a.rules.start_price
                # everyone still in had held, with focus, through the whole lead-in
                ready = max(focus_since, round_since)
                if variant is Variant.APP:
                    for s, since in held_since.items():
                        if s in excluded:
                            continue
                        assert since is not None, f"seat {s} was not holding"
                        ready = max(ready, since)
                assert e.at >= ready + lead - 1e-9, (e, ready)
                if a.status.get(e.seat) is Status.CANNOT_AFFORD:
                    excluded.add(e.seat)
            if e.kind == NEW_ROUND:
                round_since = e.at
            if e.kind == RESULT:
                results += 1
        assert results <= 1
        assert sum(1 for st_ in a.status.values() if st_ is Status.BID) <= 1
        if a.price is not None:
            assert a.price >= a.rules.end_price
        if a.result is not None and a.result.winner is not None:
            assert a.status[a.result.winner] is Status.BID
            assert money[a.result.winner] >= a.result.price
        assert (a.phase is Phase.OVER) == (a.result is not None)

    check(events)
    for name, index, dt in ops:
        t += dt
        seat = seats[index % len(seats)]
        # the model changes after checking: the call's timed events happened before it
        if name == "hold":
            check(a.hold(seat, t))
            if seat in held_since and held_since[seat] is None and seat not in excluded:
                held_since[seat] = t
        elif name == "release":
            check(a.release(seat, t))
            if seat in held_since:
                held_since[seat] = None
        elif name == "knock":
            check(a.knock(seat, t))
        elif name == "update":
            check(a.update(t))
        elif name == "focus_lost":
            check(a.focus_lost(t))
            focused = False
            for s in held_since:
                held_since[s] = None
        else:
            check(a.focus_gained(t))
            if not focused:
                focus_since = t
            focused = True
    check(a.update(t + 100.0))
    assert a.phase in (Phase.OVER, Phase.GATHERING, Phase.PAUSED)
