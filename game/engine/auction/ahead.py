"""What the auction screen may show next, rendered before it happens.

A tick of the price, a seat letting go (the result: one panel says "BOUGHT AT 14", the
others "OUT", the centre "Sold to Ann for 14"), the last human taking hold (the count
begins): each changes the words on the screen at once, and rendering them in that frame
made it the slowest of the auction. In the frames between (most frames: the price falls
once a second), the screen (:meth:`game.engine.auction.overlay.AuctionOverlay.warm`)
imagines each of those futures on a copy of the pure auction machine
(:mod:`game.core.auction`: it reads no clock, so a copy advanced to a later time or given
a release shows exactly what the screen would) and renders the pieces it would need, one
piece per frame. This module knows the machine alone: which futures a stage has
(:func:`futures`) and when a stage is new (:func:`stage_of`).

The futures of one stage (:func:`stage_of`): while gathering, each human taking hold and
all of them holding through the count; during the count, the next counts and the first
price, and each human letting go (the count starts again); while the price runs, the
next price (with a bot letting go at it) and each human still in letting go now or at
the next price (a sale, or "cannot pay" and a new auction without them).
"""

from __future__ import annotations

from collections.abc import Callable, Container, Hashable, Iterator, Sequence
from typing import TYPE_CHECKING

from game.core.auction import Auction, AuctionEvent, Phase, Status, Variant
from game.engine.auction.ends import words_area
from game.engine.auction.layout import make_layout
from game.engine.auction.render import STATUS_COLOURS, render_big_sizes
from game.engine.table.tablefonts import floor_fonts

if TYPE_CHECKING:
    from game.engine.tablesetup import TableSizes
    from game.engine.text import Fonts

#: a moment after a change (the machine changes at the instant itself)
_EPS = 1e-3

Act = Callable[[Auction], list[AuctionEvent]]


def stage_of(a: Auction, message: Hashable = None) -> Hashable:
    """What the futures of auction ``a`` depend on (with the screen's passing
    ``message``): a new stage (a tick, a hold, a release) imagines them again."""
    return (a.phase, a.price, a.count, a.round, tuple(a.status.values()),
            tuple(a.holding.values()), message)


def futures(a: Auction, bots: Container[int]) -> Iterator[Act]:
    """The changes that may come next from auction ``a``'s present stage (see the module
    docstring), nearest first. Only people's holds and releases are imagined: a seat in
    ``bots`` lets go with the ticks."""
    now, tick = a.now, a.rules.tick
    humans = [s for s in a.active if s not in bots]
    no_app = a.variant is Variant.NO_APP
    if a.phase is Phase.GATHERING and not no_app:
        waiting = [s for s in humans if not a.holding[s]]
        for seat in waiting:
            yield _acts((_hold, seat, now))
        counts = len(a.rules.lead_in) + 2
        for k in range(counts):
            yield _acts(*((_hold, s, now) for s in waiting),
                        (_update, None, now + k * tick + _EPS))
    elif a.phase is Phase.LEAD_IN:
        change = a.next_change() or now + tick
        for k in range(len(a.rules.lead_in) + 1):
            yield _acts((_update, None, change + k * tick + _EPS))
        for seat in humans:
            if a.holding[seat]:
                yield _acts((_release, seat, now))
    elif a.phase is Phase.RUNNING:
        change = a.next_change() or now + tick
        yield _acts((_update, None, change + _EPS))
        yield _acts((_update, None, change + tick - _EPS))
        let_go = _knock if no_app else _release
        for seat in humans:
            if a.status[seat] is Status.IN:
                yield _acts((let_go, seat, now))
                yield _acts((_update, None, change + _EPS), (let_go, seat, change + _EPS))


def warm_table_words(fonts: Fonts, table: TableSizes, ends: Sequence[str] = ()) -> int:
    """As a table's screen opens: render the countdown card's "HOLD" (every auction's
    first big word) at each size an auction screen at this table may ask for (the
    rehearsal during the look renders the rest a piece a frame, but this one piece was a
    5 ms call at 4K: a 6-7 ms frame of the look), on the card without its ``ends`` (the
    table's sides whose seats read the lot there). Returns how many sizes."""
    unit = table.size[1] / 1080
    centre = words_area(make_layout([], table.size).centre, ends, unit)
    return render_big_sizes(floor_fonts(fonts, table.min_text), centre, "HOLD",
                            STATUS_COLOURS[Status.WAITING], unit)


def _hold(a: Auction, seat: int | None, at: float) -> list[AuctionEvent]:
    assert seat is not None
    return a.hold(seat, at)


def _release(a: Auction, seat: int | None, at: float) -> list[AuctionEvent]:
    assert seat is not None
    return a.release(seat, at)


def _knock(a: Auction, seat: int | None, at: float) -> list[AuctionEvent]:
    assert seat is not None
    return a.knock(seat, at)


def _update(a: Auction, seat: int | None, at: float) -> list[AuctionEvent]:
    return a.update(at)


def _acts(*steps: tuple[Callable[[Auction, int | None, float], list[AuctionEvent]],
                        int | None, float]) -> Act:
    """One future: these inputs in order."""
    def act(a: Auction) -> list[AuctionEvent]:
        events: list[AuctionEvent] = []
        for step, seat, at in steps:
            events += step(a, seat, at)
        return events
    return act
