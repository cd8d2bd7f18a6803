"""The Auction action of a turn: a simultaneous step among every seat still in.

Rulebook sections "Real-Time Auctions" and "Auction Outcome". The frame
``{"kind": "auction", "card", "open", "seats", "sealed"}`` lists in ``open`` every seat still
in (active player first), in ``seats`` those who have not given a secret bid yet (the step
waits for them) and in ``sealed`` the secret bids given (by ``str(seat)``).

* The real-time clock submits ``Bid(seat, price)`` (``seat`` let go first, from any seat
  still in, secret bid or not) or ``NoBid(seat)`` (the price ran out).
* Without a clock each seat still in gives one ``SealedBid``; when all have, the highest wins
  at its own price, ties by seat order from the active player: the result a real-time
  auction gives with the same limits.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from functools import cache
from typing import Any

from game.core.auction import AuctionResult
from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.merchants.rules.actions import Bid, NoBid, SealedBid
from game.merchants.rules.base import MerchantsBase, player


def start_auction(st: MerchantsBase, seat: int, card: int) -> None:
    """Push the auction of ``card`` among every seat, ``seat`` (the active player) first."""
    order = st.order_from(seat)
    st._push("auction", card=card, open=order, seats=list(order), sealed={})


def in_auction(st: MerchantsBase) -> bool:
    """An auction runs now: the decision is an auction with a seat still in (the Auction
    screen opens for it; the seats in bid)."""
    return bool(st.auction_eligible)


def sealed_seats(st: MerchantsBase) -> tuple[int, ...]:
    """The seats that gave their secret bid in the auction now (the amounts stay hidden in
    another seat's view); empty when no auction runs."""
    top = st.frame_of("auction")
    return () if top is None else tuple(int(seat) for seat in top["sealed"])


def won_card(st: MerchantsBase) -> int | None:
    """The card just won at auction while its winner chooses which of its two actions
    goes first (None: no such decision; an Explore & Defend card's order is not one)."""
    top = st.frame_of("order")
    if top is None:
        return None
    return int(top["card"]) if top["options"] == ["resource", "influence"] else None


def clock_result(result: AuctionResult, cannot_pay: Sequence[tuple[int, int]],
                 seats: Sequence[int], humans: Collection[int]) -> list[Action]:
    """A real-time auction's ``result`` among ``seats`` as the rules' actions: a
    ``Bid(seat, price)`` per winner who could not pay (the rules drop that seat), then the
    winner's ``Bid``, or a ``NoBid`` when the price ran out, reported by a seat still in (a
    person's, of ``humans``, if any); nothing more when nobody is left in (the rules close
    the step after the last seat dropped)."""
    actions: list[Action] = [Bid(seat, price) for seat, price in cannot_pay]
    if result.winner is not None and result.price is not None:
        return [*actions, Bid(result.winner, result.price)]
    left = [s for s in seats if s not in result.excluded]
    if left:
        actions.append(NoBid(next((s for s in left if s in humans), left[0])))
    return actions


@cache
def _clock_actions(seat: int, lo: int, hi: int) -> tuple[Action, ...]:
    """The real-time clock's actions for ``seat`` (built once: actions are immutable)."""
    return (*(Bid(seat, p) for p in range(hi, lo - 1, -1)), NoBid(seat))


@cache
def _secret_bids(seat: int, lo: int, top: int) -> tuple[Action, ...]:
    return (*(SealedBid(seat, p) for p in range(top, lo - 1, -1)), SealedBid(seat, 0))


def _auction_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    if seat not in frame["open"]:
        return []
    lo, hi = st.c.auction["min_bid"], st.c.auction["start_price"]
    out = list(_clock_actions(seat, lo, hi))
    if str(seat) not in frame["sealed"]:
        out += _secret_bids(seat, lo, min(hi, st.money[seat]))
    return out


def _auction_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    """Wait for bids; settle the secret bids once every seat still in has given one."""
    eligible = frame["open"]
    if not eligible:
        st._pop(frame)
        st._emit("auction_end", "Nobody can afford a bid: the auction has no winner")
        return False
    if frame["seats"]:
        return True
    bids = {s: frame["sealed"][str(s)] for s in eligible}
    best = max(bids.values())
    if best < st.c.auction["min_bid"]:
        st._pop(frame)
        st._emit("auction_end", "Nobody bids: the auction ends with no winner")
        return False
    _auction_won(st, frame, next(s for s in eligible if bids[s] == best), best)
    return False


def _no_bid(st: MerchantsBase, frame: Frame, action: Action) -> None:
    st._pop(frame)
    st._emit("auction_end", "The auction ends with no winner")


def _secret_bid(st: MerchantsBase, frame: Frame, action: Action) -> None:
    assert isinstance(action, SealedBid)
    frame["sealed"][str(action.seat)] = action.price
    frame["seats"].remove(action.seat)


def _bid(st: MerchantsBase, frame: Frame, action: Action) -> None:
    assert isinstance(action, Bid)
    seat, price = action.seat, action.price
    if st.money[seat] >= price:
        _auction_won(st, frame, seat, price)
        return
    frame["open"].remove(seat)
    if seat in frame["seats"]:
        frame["seats"].remove(seat)
    frame["sealed"].pop(str(seat), None)
    st._emit(
        "auction_out",
        f"{player(seat)} bids {price} but cannot afford it and is out; a new auction starts",
        seat,
        price=price,
    )


#: What each kind of auction action does.
_AUCTION_STEPS: dict[type[Action], Callable[[MerchantsBase, Frame, Action], None]] = {
    Bid: _bid,
    NoBid: _no_bid,
    SealedBid: _secret_bid,
}


def _auction_handle(st: MerchantsBase, frame: Frame, action: Action, events: list[Event]) -> None:
    _AUCTION_STEPS[type(action)](st, frame, action)


def _auction_won(st: MerchantsBase, frame: Frame, seat: int, price: int) -> None:
    """The winner pays the bank and takes both card actions, in either order."""
    st._pop(frame)
    card = st.c.card(frame["card"])
    st._emit(
        "auction_won",
        f"{player(seat)} wins the auction for {price}",
        seat,
        price=price,
        card=card.id,
    )
    st._pay(seat, price, "Auctions", "auction, to the bank")
    st._push("order", seat=seat, options=["resource", "influence"], card=card.id)


def _auction_describe(st: MerchantsBase, frame: Frame, action: Action) -> str:
    log = _AUCTION_LOG.get(type(action))
    return log(action) if log is not None else str(action)


#: The log line of each kind of auction action.
_AUCTION_LOG: dict[type[Action], Callable[[Any], str]] = {
    Bid: lambda bid: f"{player(bid.seat)} bids {bid.price}",
    NoBid: lambda _: "The auction runs out with no bid",
    SealedBid: lambda _: "",  # secret, and nothing happens yet: no log line
}


def _auction_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    if not isinstance(action, (Bid, NoBid, SealedBid)):
        return "An auction is running: bid or let it run out."
    if action.seat not in frame["open"]:
        return f"{player(action.seat)} is not in this auction."
    if isinstance(action, SealedBid) and str(action.seat) in frame["sealed"]:
        return "You already gave your secret bid for this auction."
    lo, hi = st.c.auction["min_bid"], st.c.auction["start_price"]
    return (
        f"Bids run from {hi} down to {lo}: at {lo - 1} the auction ends with no winner (a "
        f"secret bid: 0, or {lo} up to the money you have, once per auction)."
    )


#: The auction step (simultaneous: every seat still in may act).
DECISIONS: tuple[Decision[MerchantsBase], ...] = (
    Decision(
        "auction",
        _auction_legal,
        _auction_handle,
        describe=_auction_describe,
        refuse=_auction_refuse,
        auto=_auction_auto,
    ),
)
