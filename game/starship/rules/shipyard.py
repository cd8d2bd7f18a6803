"""Shipyard: buy or lease one Starship, or pay off loans; the Mark token; obsolescence;
the ship limit.

Supply model (Setup A): per Mark, a Scout stack (top first) and one card Tug-side up
beside it. Buying a Tug takes that card and flips the Scout stack's top card into its
place; when one of the two is empty, the Mark's remaining card can be bought as either
type (docs/assumptions/starship.md). The Mark token's Mark is on sale until its cards
run out; then the next Mark is, and its first purchase advances the token.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.core.words import in_words
from game.starship.rules import actions as A
from game.starship.rules.data import SIDES
from game.starship.rules.describe import describe
from game.starship.rules.position import OUT_OF_PLAY, Position
from game.starship.rules.ship_supply import (
    card_for,
    consoles_left,
    mark_on_sale,
    starship_price,
    within_limit,
)

CATEGORY = "Starships and loans"


def purchase_options(state: Position, seat: int, first_turn: bool = False) -> list[Action]:
    mark = mark_on_sale(state)
    if mark is None or (first_turn and mark != 1) or not within_limit(state, seat):
        return []
    if consoles_left(state) <= 0:
        return []
    credits = state.player(seat)["credits"]
    result: list[Action] = []
    for side in SIDES:
        for lease in (False, True):
            price = starship_price(state, mark, side, lease)
            if price is not None and credits >= price:
                result.append(_BUY(mark, side, lease))
    return result


_BUY = cache(A.BuyShip)
_PAY_LOAN = cache(A.PayLoan)


def loan_options(state: Position, seat: int) -> list[Action]:
    credits = state.player(seat)["credits"]
    return [
        _PAY_LOAN(s)
        for s in state.player(seat)["ships"]
        if state.ships[s]["loans"] and credits >= state.loan_marker_value(s)
    ]


def options(state: Position, seat: int) -> list[Action]:
    return purchase_options(state, seat) + loan_options(state, seat)


def first_turn_options(state: Position, seat: int) -> list[Action]:
    """The first turn: remain in the Shipyard and buy or lease a Mark I Starship."""
    return purchase_options(state, seat, first_turn=True)


def arrive(state: Position, seat: int, events: list[Event]) -> None:
    """Entering with loans: pay off at least one marker on each ship (the turn's action);
    short of credits, all credits go and the markers are still removed."""
    if not state.has_loans(seat):
        state.pending.append({"kind": "arrived"})
        return
    for ship in state.player(seat)["ships"]:
        if state.ships[ship]["loans"]:
            pay_marker(state, seat, ship, events, forced=True)
    state.pending.append({"kind": "loan_extra"})


def pay_marker(
    state: Position, seat: int, ship: int, events: list[Event], forced: bool = False
) -> None:
    due = state.loan_marker_value(ship)
    paid = state.pay(seat, due, CATEGORY)
    state.ships[ship]["loans"] -= 1
    short = "" if paid == due else f" (all they had; {due} was due)"
    # which marker: two paid off one ship in a turn read as one line said twice
    marker = "the last loan marker" if not state.ships[ship]["loans"] else "a loan marker"
    events.append(
        Event(
            "pay_loan",
            f"{state.name(seat)} pays {paid} to remove {marker} "
            f"from {state.ship_label(ship)}{short}.",
            seat,
            {"ship": ship, "paid": paid},
        )
    )


def pay_all_loans(
    state: Position, seat: int, events: list[Event], ships: list[int] | None = None
) -> None:
    """Pay off every loan marker (on ``ships``, default all), with all credits if short."""
    for ship in ships if ships is not None else state.player(seat)["ships"]:
        while state.ships[ship]["loans"]:
            pay_marker(state, seat, ship, events, forced=True)


def pay_one_loan(state: Position, seat: int, action: Action, events: list[Event]) -> None:
    """The turn's action in the Shipyard: pay off a loan marker, then maybe more."""
    assert isinstance(action, A.PayLoan)
    pay_marker(state, seat, action.ship, events)
    state.pending.append({"kind": "loan_extra"})


def buy(state: Position, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, A.BuyShip)
    mark, side = action.mark, action.side
    card = card_for(state, mark, side)
    price = starship_price(state, mark, side, action.lease)
    assert card is not None and price is not None
    if state.tug_slots.get(mark) == card:
        stack = state.scout_stacks[mark]
        state.tug_slots[mark] = stack.pop(0) if stack else None
    else:
        state.scout_stacks[mark].remove(card)
    state.pay(seat, price, CATEGORY)
    p = state.player(seat)
    markers = int(state.comp.rules["loan_markers_per_lease"])
    ship: dict[str, Any] = {
        "owner": seat,
        "side": side,
        "loans": markers if action.lease else 0,
        "pilot": None,
        "gear": [],
        "cargo": [],
        "ran": False,
        "destination": None,
    }
    state.ships[card] = ship
    p["ships"].append(card)
    p["started"] = True
    how = "leases" if action.lease else "buys"
    loans = f" with {in_words(markers, 'loan marker')}" if action.lease else ""
    events.append(
        Event(
            "buy_ship",
            f"{state.name(seat)} {how} {state.ship_label(card)} for {price}{loans}.",
            seat,
            {"ship": card, "mark": mark, "side": side, "price": price},
        )
    )
    if p["aside_pilot"] is not None:
        ship["pilot"], p["aside_pilot"] = p["aside_pilot"], None
        events.append(
            Event(
                "equip",
                f"The set-aside pilot {state.comp.card_name(ship['pilot'])} boards "
                f"{state.ship_label(card)}.",
                seat,
            )
        )
    if p["aside_gear"]:
        ship["gear"], p["aside_gear"] = list(p["aside_gear"]), []
        names = ", ".join(state.comp.gear[g].name for g in ship["gear"])
        events.append(
            Event("equip", f"The set-aside gear ({names}) is fitted to {state.ship_label(card)}.",
                  seat)
        )
    if mark > state.mark_token:
        advance_mark(state, mark, events)
    if len(state.active_ships(seat)) > state.comp.ship_limit(state.mark_token):
        state.pending.append({"kind": "remove_ship"})


def advance_mark(state: Position, mark: int, events: list[Event]) -> None:
    state.mark_token = mark
    events.append(
        Event("mark", f"The Mark token advances to Mark {A.roman(mark)}.", data={"mark": mark})
    )
    for sid, ship in state.ships.items():
        if state.comp.ships[sid].obsolete_at == mark:
            events.append(
                Event(
                    "obsolete",
                    f"{state.ship_label(sid, capital=True)} of {state.name(ship['owner'])} "
                    "is now obsolete.",
                    ship["owner"],
                    {"ship": sid},
                )
            )


def remove_ship(
    state: Position, seat: int, ship_id: int, events: list[Event], discard_pilot: bool = True
) -> None:
    """Take a ship out of the game: its pilot goes to the Market discards, its gear and
    card leave the game, any cargo is unloaded into Local Space; once the Final Run is
    declared mines stay aboard (so opponents cannot use them) and leave with the ship."""
    label = state.ship_label(ship_id, capital=True)
    ship = state.ships.pop(ship_id)
    state.player(seat)["ships"].remove(ship_id)
    if ship["pilot"] is not None and discard_pilot:
        state.market_discard.append(ship["pilot"])
    if state.final_run:
        retire_mines(state, seat, ship["cargo"])
    else:
        state.player(seat)["local"].extend(ship["cargo"])
    if ship["destination"] is not None:
        state.dest_discard.append(ship["destination"])
    events.append(
        Event(
            "remove_ship",
            f"{label} of {state.name(seat)} leaves the game.",
            seat,
            {"ship": ship_id},
        )
    )


def retire_mines(state: Position, seat: int, tokens: list[int]) -> None:
    """Mines kept aboard a ship that leaves the game during the Final Run: out of play.

    They are kept under the player's ``mines_out_of_play`` key (created only when needed,
    so positions and saves without such mines are unchanged), where no pickup reaches."""
    if tokens:
        state.player(seat).setdefault(OUT_OF_PLAY, []).extend(tokens)


#: The Shipyard's actions taken as a turn's action, by action type (see :mod:`turn`).
ACTS: dict[type[Action], Callable[[Position, int, Action, list[Event]], None]] = {
    A.BuyShip: buy,
    A.PayLoan: pay_one_loan,
}


# ---------------------------------------------------------------- refusals


def why_not_buy(state: Position, seat: int, action: A.BuyShip) -> str | None:
    """Why ``seat`` cannot buy or lease this ship now (None: nothing in the Shipyard's
    rules forbids it)."""
    p = state.player(seat)
    if p["pos"] != "shipyard":
        return "Ships are bought in the Shipyard."
    mark, side = action.mark, action.side
    on_sale = mark_on_sale(state)
    if on_sale is None:
        return "Every ship has been sold."
    if mark != on_sale:
        return f"Mark {A.roman(mark)} is not for sale: Mark {A.roman(on_sale)} ships are."
    if not p["started"] and mark != 1:
        return "On your first turn you buy or lease a Mark I ship."
    limit = state.comp.ship_limit(state.mark_token)
    if not within_limit(state, seat):
        return f"You are at the ship limit ({limit}; obsolete ships do not count)."
    if consoles_left(state) <= 0:
        return "Every Starship Console is in use: no ship can be added until one leaves."
    card = card_for(state, mark, side)
    if card is None:
        return ("Re-commissioned Mark II ships wait until every standard Mark II is sold."
                if mark == 2 else "No ship of this kind is left.")
    price = starship_price(state, mark, side, action.lease)
    if price is not None and p["credits"] < price:
        ship = state.comp.ships[card].side(side)
        return f"This ship costs {ship.cost} (lease {ship.half_price}); you have {p['credits']}."
    return None


def why_not_pay_loan(state: Position, seat: int, ship: int) -> str | None:
    not_yours = state.not_your_ship(seat, ship)
    if not_yours:
        return not_yours
    if not state.ships[ship]["loans"]:
        return f"{state.ship_label(ship, capital=True)} has no loan markers."
    due = state.loan_marker_value(ship)
    credits = state.player(seat)["credits"]
    if credits < due:
        return f"A loan marker on this ship costs {due} to pay off; you have {credits}."
    return None


def _refuse_loan_extra(state: Position, d: Frame, action: Action) -> str | None:
    if isinstance(action, A.PayLoan):
        return why_not_pay_loan(state, state.turn, action.ship)
    return "Pay off more loan markers or stop paying first."


def _refuse_remove(state: Position, d: Frame, action: Action) -> str | None:
    if isinstance(action, A.RemoveShip):
        ship = action.ship
        not_yours = state.not_your_ship(state.turn, ship)
        if not_yours:
            return not_yours
        if state.is_obsolete(ship):
            return "Obsolete ships do not count toward the limit: remove an active ship."
    limit = state.comp.ship_limit(state.mark_token)
    return f"You are over the ship limit ({limit}): remove one of your active ships first."


# ---------------------------------------------------------------- decisions

_FINISH_PAYOFF = A.FinishPayoff()
_REMOVE = cache(A.RemoveShip)


def _legal_loan_extra(state: Position, d: Frame, seat: int) -> list[Action]:
    return [*loan_options(state, seat), _FINISH_PAYOFF]


def _handle_loan_extra(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
    if isinstance(action, A.PayLoan):
        pay_marker(state, state.turn, action.ship, events)
    else:
        state.pending.pop()


def _legal_remove(state: Position, d: Frame, seat: int) -> list[Action]:
    return [_REMOVE(s) for s in state.active_ships(seat)]


def _handle_remove(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, A.RemoveShip)
    seat = state.turn
    pay_all_loans(state, seat, events, [action.ship])
    remove_ship(state, seat, action.ship, events)
    if len(state.active_ships(seat)) <= state.comp.ship_limit(state.mark_token):
        state.pending.pop()


DECISIONS: list[Decision[Position]] = [
    Decision("loan_extra", _legal_loan_extra, _handle_loan_extra, describe, _refuse_loan_extra),
    Decision("remove_ship", _legal_remove, _handle_remove, describe, _refuse_remove),
]
