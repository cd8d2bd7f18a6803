"""Gameplay, action 2 - Movement: lay a card from the hand on the market (the movement
fee), then move the harvester any number of hexes in a straight line, never onto or
across a red hex (crossing with the permanent "cross red"; anywhere but red with the
single-use flight). Where it stops: an empty hex has to be built on (so it is a legal stop
only with a card that can be built there), the pad or an own project does nothing, an
opponent's project costs its visit fee (module 1, base 2, or what the player has).

Decision ``move``: choose the destination. Paying the fee (or moving for free) is chosen in
the ``turn`` decision (:mod:`game.pandorum.rules.gameplay`) and handled here.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from game.boards.hex import Hex, direction_between, distance
from game.core.decisions import Decision
from game.core.protocol import Action, Event
from game.pandorum.rules.actions import MoveTo, PayFee, interned
from game.pandorum.rules.adding_cards import add_to_market
from game.pandorum.rules.construction import buildable_sites, kinds_possible, site_counts
from game.pandorum.rules.harvesters import use_forepart
from game.pandorum.rules.income import allowed_sites
from game.pandorum.rules.position import HIDDEN, Position, colour_name

Frame = dict[str, Any]

CANNOT_STOP = ("Your harvester cannot stop there: it moves in a straight line, never onto "
               "or across a red hex, and an empty hex needs a card you can build there.")


def straight_reach(state: Position, seat: int) -> tuple[Hex, ...]:
    """Hexes the harvester may stop on in a straight line, whatever is there."""
    return state.board.reach(state.harvesters[seat], state.has_permanent(seat, "cross_red"))


def _free_stop_on(state: Position, hexes: tuple[Hex, ...]) -> bool:
    """Whether one of ``hexes`` is a stop needing no construction (a pad or a project)."""
    return not (state.board.pads.isdisjoint(hexes) and state.projects.keys().isdisjoint(hexes))


def destinations(state: Position, seat: int, hand: list[str]) -> list[MoveTo]:
    """Legal moves: straight lines, never stopping on (or crossing, without the permanent
    ability) red hexes; an empty hex only with something to build there. The single-use
    flight adds every other hex (except red ones)."""
    line = straight_reach(state, seat)
    fly = state.can_use_fore(seat, "fly_anywhere")
    sites = buildable_sites(state, seat, hand, None if fly else line)
    pads, projects = state.board.pads, state.projects
    reach = {h for h in line if h in pads or h in projects or h in sites}
    moves = [interned(MoveTo, h[0], h[1], False) for h in sorted(reach)]
    if fly:
        start = state.harvesters[seat]
        red = state.board.red
        for h in sorted(state.board.cells):
            if h == start or h in reach or h in red:
                continue
            if h in pads or h in projects or h in sites:
                moves.append(interned(MoveTo, h[0], h[1], True))
    return moves


def can_move(state: Position, seat: int, hand: list[str]) -> bool:
    """Whether some destination exists with ``hand`` (cheaper than listing them)."""
    start = state.harvesters[seat]
    fly = state.can_use_fore(seat, "fly_anywhere")
    reach = straight_reach(state, seat)
    if _free_stop_on(state, reach):
        return True
    if fly and (
        any(p != start for p in state.board.pads) or any(h != start for h in state.projects)
    ):
        return True
    if fly:
        return bool(buildable_sites(state, seat, hand) - {start})
    return bool(buildable_sites(state, seat, hand, reach))


def visit_fee(state: Position, h: Hex) -> int:
    """What stopping on the project at ``h`` is due to its owner: module 1, base 2 (0 on
    an empty hex or the pad)."""
    project = state.projects.get(h)
    if project is None:
        return 0
    return state.comp.base_visit if project[1] == "base" else state.comp.module_visit


def stop_cost(state: Position, seat: int, h: Hex) -> int:
    """What ``seat`` pays for stopping at ``h`` now: the visit fee of an opponent's
    project, or what the player has if that is less; nothing on an own project."""
    project = state.projects.get(h)
    if project is None or project[0] == seat:
        return 0
    return min(visit_fee(state, h), state.money[seat])


def payable_fees(state: Position, seat: int, hand: list[str]) -> list[str]:
    """The distinct cards of ``hand`` that ``seat`` may pay as the movement fee: those
    after which some destination is left (``can_move`` with the rest of the hand), found
    without listing the sites once per card: each target hex counts the hand's names that
    may be built there, and paying a card only lowers the counts of its own hexes."""
    distinct = sorted(set(hand))
    board, projects = state.board, state.projects
    pads, buildable = board.pads, board.buildable
    start = state.harvesters[seat]
    reach = straight_reach(state, seat)
    fly = state.can_use_fore(seat, "fly_anywhere")
    if _free_stop_on(state, reach) or (fly and (
            any(p != start for p in pads) or any(h != start for h in projects))):
        return distinct
    if fly:
        targets = [h for h in buildable if h not in projects and h != start]
    else:
        targets = [h for h in reach if h in buildable and h not in projects]
    if not targets:
        return []
    names = set(hand) - {HIDDEN}
    counts = site_counts(state, names, targets).items()
    out: list[str] = []
    for card in distinct:
        single = card in names and hand.count(card) == 1
        every = len(names) - single
        if kinds_possible(state, seat, 0, every):  # ignoring the conditions: any target
            out.append(card)
            continue
        need = next((k for k in (1, 2, 3) if kinds_possible(state, seat, k, every)), 0)
        if not need:
            continue
        lost = allowed_sites(state.comp.card(card), board) if single else frozenset()
        if any(c - (h in lost) >= need for h, c in counts):
            out.append(card)
    return out


def moves_after_fee(state: Position, seat: int, card: str) -> list[MoveTo]:
    """The ``MoveTo`` actions that are legal right after ``seat`` pays ``card`` as the fee
    (empty if the card is not in the hand). A view lights these hexes when the card is
    tapped and carries out a tap on one as ``PayFee(card)`` then the move; with the
    permanent "draw after the fee" a card is taken in between, which can only add
    destinations."""
    hand = state.hands[seat]
    if card not in hand:
        return []
    rest = list(hand)
    rest.remove(card)
    return destinations(state, seat, rest)


def stops_of_any(stops: Iterable[Iterable[MoveTo]]) -> list[MoveTo]:
    """Where the harvester could stop after paying one of several cards as the fee, from
    each card's stops (:func:`moves_after_fee` of each): each hex once and in order (a hex
    is a straight move or a flight whichever card is paid: the line does not hang on the
    hand). A view lights these while the harvester (or a hex) is chosen and the card to
    pay not yet, from the stops it asked of each card."""
    seen = {(m.q, m.r): m for card_stops in stops for m in card_stops}
    return [seen[h] for h in sorted(seen)]


def pay_fee(state: Position, seat: int, action: PayFee, events: list[Event]) -> None:
    """The movement fee: the card goes to the market; then the move (and, with the
    permanent "draw after the fee", one card taken first)."""
    state.hands[seat].remove(action.card)
    add_to_market(state, action.card)
    events.append(
        Event(
            "fee",
            f"{colour_name(seat)} pays {action.card} to the market to move",
            seat,
            data={"card": action.card},
        )
    )
    state.pending.append({"kind": "move"})
    if state.has_permanent(seat, "draw_after_fee") and (state.deck or state.market):
        state.pending.append({"kind": "take", "left": 1})


def move_free(state: Position, seat: int, events: list[Event]) -> None:
    """The permanent "free move": no fee."""
    state.pending.append({"kind": "move"})
    events.append(Event("fee", f"{colour_name(seat)} moves without a fee", seat))


# ---------------------------------------------------------------------- the move decision

def _legal(state: Position, frame: Frame, seat: int) -> list[Action]:
    return list(destinations(state, seat, state.hands[seat]))


def _handle(state: Position, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, MoveTo)
    seat = state.turn
    state.pending.pop()
    h = (action.q, action.r)
    frm = state.harvesters[seat]
    state.harvesters[seat] = h
    if action.anywhere:
        use_forepart(state, seat, events)
    d = direction_between(frm, h)
    how = "flies" if action.anywhere or d is None else "moves"
    n = distance(frm, h)
    steps = "" if d is None else f" {n} hex{'es' if n > 1 else ''}"
    events.append(
        Event(
            "move",
            f"{colour_name(seat)} {how}{steps} to {state.hex_label(h)}",
            seat,
            data={"from": list(frm), "to": list(h)},
        )
    )
    if h in state.board.pads:
        return
    project = state.projects.get(h)
    if project is None:
        state.pending.append({"kind": "build", "site": list(h)})
        return
    owner, what = project
    if owner == seat:
        return
    due = visit_fee(state, h)
    paid = stop_cost(state, seat, h)
    state.transfer(seat, owner, paid, "stops")
    short = "" if paid == due else f" (of {due} due)"
    events.append(
        Event(
            "pay",
            f"{colour_name(seat)} pays {paid} to {colour_name(owner)} for "
            f"stopping at their {what}{short}",
            seat,
            data={"to": owner, "amount": paid},
        )
    )


def _describe(state: Position, frame: Frame, action: Action) -> str:
    if not isinstance(action, MoveTo):
        return f"{colour_name(state.turn)}: {action}"
    how = " flying anywhere" if action.anywhere else ""
    return (f"{colour_name(state.turn)} moves the harvester{how} to "
            f"{state.hex_label((action.q, action.r))}")


def _refuse(state: Position, frame: Frame, action: Action) -> str | None:
    if isinstance(action, MoveTo):
        return CANNOT_STOP
    return f"Not now: {colour_name(state.turn)} must choose where their harvester goes."


DECISIONS: tuple[Decision[Any], ...] = (
    Decision("move", _legal, _handle, _describe, _refuse),
)
