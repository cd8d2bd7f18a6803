"""The real-time "first bidder wins" auction of Merchants of Andromeda, as a pure state machine.

Rulebook, "Real-Time Auctions": every player (the active one too) places a finger on their
company logo; the app counts down from 3, then starts the asking bid at 20 and lowers it by
1 each second. Any player may remove their finger to bid the amount shown; the first bid
wins at once. If the countdown reaches 5 with no bid, there is no winner. A winner who
cannot pay is left out and a new auction is held without them. "No App Auction": the
active player counts aloud from 23; from 20 on anyone may knock to stop the auction.

Design:

* No clock is read here. Every call takes ``now`` (seconds on a monotonic clock) and the
  machine first *advances* to that instant (lead-in counts, price ticks, bot bids that
  fell due), then applies the input. Calls are processed strictly in the order made, so
  two releases handled in the same frame are decided by event order. A ``now`` earlier
  than the last one seen is treated as the last one (the machine never goes back in time).
* Reaching the end price (5) ends the auction before any input at that instant is
  applied: **5 itself cannot be bid**, the lowest bid is 6 (docs/assumptions/auction.md).
* Holding state ("is this seat's key or finger down?") is tracked apart from the status
  shown to players, so a fresh round after a "cannot afford" starts as soon as everyone
  left is still holding.
* Losing window focus pauses the auction: the system's synthetic key releases are not
  bids (the engine drops them), every human must hold again, and the auction restarts
  from its lead-in at the start price.
* Bots hold from the start and let go at their highest price plus a reaction delay drawn
  from a seeded :class:`~game.core.rng.Rng`, on the same clock as the humans.

>>> a = Auction([0, 1], now=0.0)
>>> _ = a.hold(0, 0.0); _ = a.hold(1, 0.5)      # all in at 0.5: lead-in 3-2-1
>>> a.phase, a.count
(<Phase.LEAD_IN: 'lead_in'>, 3)
>>> _ = a.update(3.5); a.price                  # the clock starts at 20
20
>>> [(e.kind, e.price) for e in a.release(1, 7.9)][-3:]   # 4.4 s later: 16
[('tick', 16), ('bid', 16), ('result', 16)]
>>> a.result
AuctionResult(winner=1, price=16, excluded=(), rounds=1)
"""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum

from game.core.rng import Rng


class Variant(StrEnum):
    """How players bid: the app's held keys/fingers, or the rulebook's "No App Auction"."""

    APP = "app"  # hold to be in; letting go bids
    NO_APP = "no_app"  # a spoken count from 23; one press ("knock") bids from 20 on


class Phase(StrEnum):
    GATHERING = "gathering"  # waiting for every participant to hold
    LEAD_IN = "lead_in"  # 3-2-1 (app) or 23-22-21 (no app): no bids yet
    RUNNING = "running"  # the asking price falls; the first bid wins
    PAUSED = "paused"  # the window lost focus
    OVER = "over"  # a result is known


class Status(StrEnum):
    """What each participant's panel shows."""

    WAITING = "waiting"  # not holding yet (must hold before the clock starts)
    IN = "in"  # holding, in the auction
    BID = "bid"  # won with a bid
    OUT = "out"  # the auction ended without this seat winning
    CANNOT_AFFORD = "cannot-afford"  # won a round but could not pay: left out


# Event kinds, for sound and display.
HOLD = "hold"  # a seat is in
LET_GO = "let_go"  # a seat let go while that was not a bid (before the clock ran)
LEAD_IN = "lead_in"  # one lead-in count (``count``)
LEAD_IN_RESET = "lead_in_reset"  # someone let go during the lead-in: wait for all again
START = "start"  # the price clock starts (``price`` = start price)
TICK = "tick"  # the asking price changed (``price``), once a second, the start included
BID = "bid"  # ``seat`` bid ``price``
CANNOT_AFFORD = "cannot_afford"  # ``seat`` won at ``price`` but cannot pay: left out
NEW_ROUND = "new_round"  # a new auction without the seats that could not pay
EARLY_KNOCK = "early_knock"  # a knock before 20 in the No App variant: ignored
PAUSED = "paused"  # focus lost: the auction stopped
RESUMED = "resumed"  # focus back: hold again
RESULT = "result"  # the auction is over (``seat``/``price`` None when no one won)


@dataclass(frozen=True)
class AuctionRules:
    """The numbers of the auction; the defaults are the ones the rulebook prints.

    ``end_price`` ends the auction with no winner when the countdown reaches it, so the
    lowest possible bid is ``end_price + step``.
    """

    start_price: int = 20
    end_price: int = 5
    step: int = 1
    tick: float = 1.0
    lead_in: tuple[int, ...] = (3, 2, 1)

    def __post_init__(self) -> None:
        if self.step <= 0 or self.tick <= 0:
            raise ValueError("the price must fall by a positive step at a positive interval")
        if self.start_price <= self.end_price:
            raise ValueError("the start price must be above the end price")

    @classmethod
    def for_variant(cls, variant: Variant | str) -> AuctionRules:
        """App: count down 3-2-1, then 20. No App: the active player says 23, 22, 21,
        and bids are allowed from 20 on."""
        if Variant(variant) is Variant.NO_APP:
            return cls(lead_in=(23, 22, 21))
        return cls()

    @property
    def lowest_bid(self) -> int:
        return self.end_price + self.step

    @property
    def lead_in_seconds(self) -> float:
        return len(self.lead_in) * self.tick


@dataclass(frozen=True)
class BotBidder:
    """A bot in the auction: it lets go when the price reaches ``max_price``, after a
    human-like reaction delay drawn uniformly from ``reaction`` seconds each round.

    A ``max_price`` below the lowest bid means the bot never bids."""

    seat: int
    max_price: int
    reaction: tuple[float, float] = (0.15, 0.40)

    def __post_init__(self) -> None:
        lo, hi = self.reaction
        if not 0.0 <= lo <= hi:
            raise ValueError(f"bot reaction {self.reaction}: need 0 <= low <= high")


@dataclass(frozen=True)
class AuctionEvent:
    """Something that happened at time ``at`` (on the caller's clock)."""

    kind: str
    at: float
    seat: int | None = None
    price: int | None = None
    count: int | None = None
    round: int = 1


@dataclass(frozen=True)
class AuctionResult:
    """The outcome: ``winner`` paid ``price`` to the bank, or both are None (no winner).
    ``excluded`` lists the seats that won a round but could not pay, in order."""

    winner: int | None
    price: int | None
    excluded: tuple[int, ...] = ()
    rounds: int = 1


@dataclass
class _Run:
    """Timing of the current lead-in and price clock."""

    lead_start: float
    lead_emitted: int = 0
    start: float | None = None  # when the price clock started
    ticks: int = 0  # price ticks emitted; the current price is start - (ticks-1)*step
    bot_at: dict[int, float] = field(default_factory=dict)


class Auction:
    """One real-time auction among ``seats`` (seat ids, in display order).

    ``money`` (seat -> money) or ``can_afford(seat, price)`` decides whether a winner can
    pay; with neither, every bid is affordable. ``bots`` take part on the same clock; their
    reaction delays come from ``Rng(seed)``.
    """

    def __init__(
        self,
        seats: Sequence[int],
        now: float,
        *,
        variant: Variant | str = Variant.APP,
        rules: AuctionRules | None = None,
        money: Mapping[int, int] | None = None,
        can_afford: Callable[[int, int], bool] | None = None,
        bots: Iterable[BotBidder] = (),
        seed: int = 0,
    ) -> None:
        self.seats: tuple[int, ...] = tuple(seats)
        if not self.seats:
            raise ValueError("an auction needs at least one participant")
        if len(set(self.seats)) != len(self.seats):
            raise ValueError(f"participants {self.seats} repeat a seat")
        if money is not None and can_afford is not None:
            raise ValueError("give money or can_afford, not both")
        self.variant = Variant(variant)
        self.rules = rules or AuctionRules.for_variant(self.variant)
        self.bots: dict[int, BotBidder] = {}
        for bot in bots:
            if bot.seat not in self.seats:
                raise ValueError(f"bot seat {bot.seat} is not a participant")
            hi = bot.reaction[1]
            if hi >= self.rules.tick:
                raise ValueError("a bot's reaction must be shorter than one price step")
            self.bots[bot.seat] = bot
        if money is not None:
            missing = [s for s in self.seats if s not in money]
            if missing:
                raise ValueError(f"no money given for seats {missing}")
            funds = dict(money)
            self._can_afford: Callable[[int, int], bool] = lambda s, p: funds[s] >= p
        elif can_afford is not None:
            self._can_afford = can_afford
        else:
            self._can_afford = lambda s, p: True
        self._rng = Rng(seed, stream=7_001)
        self._now = float(now)
        self.round = 1
        self.excluded: list[int] = []
        self.holding: dict[int, bool] = {s: s in self.bots for s in self.seats}
        self.status: dict[int, Status] = {
            s: Status.IN if s in self.bots else Status.WAITING for s in self.seats
        }
        self.result: AuctionResult | None = None
        self.phase = Phase.GATHERING
        self._run: _Run | None = None
        self._focused = True
        self.started: list[AuctionEvent] = []
        self._begin_round(self._now, self.started)

    # ------------------------------------------------------------------ queries

    @property
    def now(self) -> float:
        """The latest time the machine has advanced to."""
        return self._now

    @property
    def active(self) -> tuple[int, ...]:
        """Participants still in this auction (not left out for being unable to pay)."""
        return tuple(s for s in self.seats if s not in self.excluded)

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(s for s in self.seats if s not in self.bots)

    @property
    def price(self) -> int | None:
        """The asking price shown now (None before the clock starts). After the auction
        ended, the winning bid or the end price."""
        if self.phase is Phase.OVER:
            if self.result is not None and self.result.price is not None:
                return self.result.price
            return self.rules.end_price if self._run and self._run.ticks else None
        run = self._run
        if self.phase is not Phase.RUNNING or run is None or run.ticks == 0:
            return None
        return self.rules.start_price - (run.ticks - 1) * self.rules.step

    @property
    def count(self) -> int | None:
        """The lead-in number shown now (3-2-1, or 23-22-21), else None."""
        run = self._run
        if self.phase is not Phase.LEAD_IN or run is None or run.lead_emitted == 0:
            return None
        return self.rules.lead_in[run.lead_emitted - 1]

    def next_change(self) -> float | None:
        """When the display changes next without input (for frame scheduling)."""
        run = self._run
        if run is None or self.phase not in (Phase.LEAD_IN, Phase.RUNNING):
            return None
        tick = self.rules.tick
        if self.phase is Phase.LEAD_IN:
            return run.lead_start + run.lead_emitted * tick
        assert run.start is not None
        times = [run.start + run.ticks * tick, *run.bot_at.values()]
        return min(times)

    # ------------------------------------------------------------------ inputs

    def update(self, now: float) -> list[AuctionEvent]:
        """Advance the clock to ``now``: lead-in counts, price ticks, bot bids, the end."""
        return self._advance(now)

    def hold(self, seat: int, now: float) -> list[AuctionEvent]:
        """``seat`` put its key or finger down. Repeats (key auto-repeat) change nothing."""
        self._check_seat(seat)
        out = self._advance(now)
        if self.variant is Variant.NO_APP or seat in self.bots or self.holding[seat]:
            return out
        if seat in self.excluded or self.phase is Phase.OVER:
            return out
        self.holding[seat] = True
        self.status[seat] = Status.IN
        out.append(AuctionEvent(HOLD, self._now, seat=seat, round=self.round))
        if self.phase is Phase.GATHERING:
            self._maybe_lead_in(self._now, out)
        return out

    def release(self, seat: int, now: float) -> list[AuctionEvent]:
        """``seat`` let go. While the price clock runs this is a bid at the price of this
        instant; before that (or while paused) it is not a bid."""
        self._check_seat(seat)
        out = self._advance(now)
        if self.variant is Variant.NO_APP or seat in self.bots or not self.holding[seat]:
            return out
        self.holding[seat] = False
        if seat in self.excluded or self.phase is Phase.OVER:
            return out
        if self.phase is Phase.RUNNING:
            price = self.price
            assert price is not None
            self._bid(seat, price, self._now, out)
            return out
        self.status[seat] = Status.WAITING
        if self.phase is Phase.LEAD_IN:
            self.phase = Phase.GATHERING
            self._run = None
            out.append(AuctionEvent(LEAD_IN_RESET, self._now, seat=seat, round=self.round))
        else:
            out.append(AuctionEvent(LET_GO, self._now, seat=seat, round=self.round))
        return out

    def knock(self, seat: int, now: float) -> list[AuctionEvent]:
        """No App variant: ``seat`` knocked on the table. From 20 on this bids the price
        of this instant; during the spoken count 23-21 it is ignored."""
        self._check_seat(seat)
        out = self._advance(now)
        if self.variant is not Variant.NO_APP or seat in self.bots or seat in self.excluded:
            return out
        if self.phase is Phase.RUNNING:
            price = self.price
            assert price is not None
            self._bid(seat, price, self._now, out)
        elif self.phase is Phase.LEAD_IN:
            out.append(AuctionEvent(EARLY_KNOCK, self._now, seat=seat, round=self.round))
        return out

    def focus_lost(self, now: float) -> list[AuctionEvent]:
        """The window lost focus: pause. Every human counts as not holding from now on."""
        out = self._advance(now)
        self._focused = False
        if self.phase is Phase.OVER:
            return out
        for seat in self.active:
            if seat not in self.bots:
                self.holding[seat] = False
                if self.variant is Variant.APP:
                    self.status[seat] = Status.WAITING
        if self.phase is not Phase.PAUSED:
            self.phase = Phase.PAUSED
            self._run = None
            out.append(AuctionEvent(PAUSED, self._now, round=self.round))
        return out

    def focus_gained(self, now: float) -> list[AuctionEvent]:
        """The window has focus again: gather again (the lead-in restarts from the top)."""
        out = self._advance(now)
        self._focused = True
        if self.phase is not Phase.PAUSED:
            return out
        self.phase = Phase.GATHERING
        out.append(AuctionEvent(RESUMED, self._now, round=self.round))
        self._begin_round(self._now, out)
        return out

    # ------------------------------------------------------------------ internals

    def _check_seat(self, seat: int) -> None:
        if seat not in self.holding:
            raise ValueError(f"seat {seat} is not in this auction")

    def _begin_round(self, now: float, out: list[AuctionEvent]) -> None:
        """Statuses for a (new) round; the lead-in starts at once if everyone is in."""
        no_app = self.variant is Variant.NO_APP  # nobody holds anything: all are in
        for seat in self.active:
            self.status[seat] = Status.IN if self.holding[seat] or no_app else Status.WAITING
        if no_app:
            if self._focused:
                self._start_lead_in(now, out)
            return
        self._maybe_lead_in(now, out)

    def _maybe_lead_in(self, now: float, out: list[AuctionEvent]) -> None:
        if self._focused and all(self.holding[s] for s in self.active):
            self._start_lead_in(now, out)

    def _start_lead_in(self, now: float, out: list[AuctionEvent]) -> None:
        self.phase = Phase.LEAD_IN
        self._run = _Run(lead_start=now)
        self._advance(now, out)

    def _start_clock(self, at: float, out: list[AuctionEvent]) -> None:
        run = self._run
        assert run is not None
        self.phase = Phase.RUNNING
        run.start = at
        run.ticks = 0
        rules = self.rules
        run.bot_at = {}
        for seat in self.active:
            bot = self.bots.get(seat)
            if bot is None:
                continue
            lo, hi = bot.reaction
            delay = lo + self._rng.random() * (hi - lo)
            if bot.max_price >= rules.start_price:
                steps = 0
            elif bot.max_price >= rules.lowest_bid:
                steps = math.ceil((rules.start_price - bot.max_price) / rules.step)
            else:
                continue
            run.bot_at[seat] = at + steps * rules.tick + delay
        out.append(AuctionEvent(START, at, price=rules.start_price, round=self.round))

    def _advance(self, now: float, out: list[AuctionEvent] | None = None) -> list[AuctionEvent]:
        """Emit everything timed that falls due up to ``now``, in time order."""
        if out is None:
            out = []
        self._now = max(self._now, float(now))
        now = self._now
        rules = self.rules
        while True:
            run = self._run
            if run is None:
                break
            if self.phase is Phase.LEAD_IN:
                n = len(rules.lead_in)
                while run.lead_emitted < n:
                    at = run.lead_start + run.lead_emitted * rules.tick
                    if at > now:
                        break
                    count = rules.lead_in[run.lead_emitted]
                    out.append(AuctionEvent(LEAD_IN, at, count=count, round=self.round))
                    run.lead_emitted += 1
                clock_at = run.lead_start + n * rules.tick
                if now < clock_at:
                    break
                self._start_clock(clock_at, out)
                continue
            if self.phase is not Phase.RUNNING:
                break
            assert run.start is not None
            tick_at = run.start + run.ticks * rules.tick
            bot_seat: int | None = None
            bot_at = math.inf
            for seat in self.active:  # participant order breaks exact ties between bots
                release = run.bot_at.get(seat)
                if release is not None and release < bot_at:
                    bot_seat, bot_at = seat, release
            if tick_at <= bot_at and tick_at <= now:
                price = rules.start_price - run.ticks * rules.step
                run.ticks += 1
                out.append(AuctionEvent(TICK, tick_at, price=price, round=self.round))
                if price <= rules.end_price:
                    self._finish(None, None, tick_at, out)
                continue
            if bot_seat is not None and bot_at <= now:
                del run.bot_at[bot_seat]
                shown = self.price
                assert shown is not None
                self._bid(bot_seat, shown, bot_at, out)
                continue
            break
        return out

    def _bid(self, seat: int, price: int, at: float, out: list[AuctionEvent]) -> None:
        out.append(AuctionEvent(BID, at, seat=seat, price=price, round=self.round))
        if self._can_afford(seat, price):
            self._finish(seat, price, at, out)
            return
        self.status[seat] = Status.CANNOT_AFFORD
        self.excluded.append(seat)
        out.append(AuctionEvent(CANNOT_AFFORD, at, seat=seat, price=price, round=self.round))
        self._run = None
        if not self.active:
            self._finish(None, None, at, out)
            return
        self.round += 1
        self.phase = Phase.GATHERING
        out.append(AuctionEvent(NEW_ROUND, at, round=self.round))
        self._begin_round(at, out)

    def _finish(
        self, winner: int | None, price: int | None, at: float, out: list[AuctionEvent]
    ) -> None:
        self.phase = Phase.OVER
        for seat in self.active:
            self.status[seat] = Status.BID if seat == winner else Status.OUT
        self.result = AuctionResult(winner, price, tuple(self.excluded), self.round)
        out.append(AuctionEvent(RESULT, at, seat=winner, price=price, round=self.round))
