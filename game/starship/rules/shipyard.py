"""Shipyard: buy or lease one Starship, or pay off loans; the Mark token; obsolescence;
the ship limit.

Supply model (Setup A): per Mark, a Scout stack (top first) and one card Tug-side up
beside it. Buying a Tug takes that card and flips the Scout stack's top card into its
place; when one of the two is empty, the Mark's remaining card can be bought as either
type (docs/assumptions/starship.md). The Mark token's Mark is on sale until its cards
run out; then the next Mark is, and its first purchase advances the token.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action, Event
from game.starship.rules import actions as A
from game.starship.rules.state import OUT_OF_PLAY, StarshipState, decision

CATEGORY = "Starships and loans"


def mark_on_sale(state: StarshipState) -> int | None:
    """The Mark whose ships can be bought now, or None when every ship is sold."""
    for mark in (state.mark_token, state.mark_token + 1):
        if state.scout_stacks.get(mark) or state.tug_slots.get(mark) is not None:
            return mark
    return None


def card_for(state: StarshipState, mark: int, side: str) -> int | None:
    """The card a purchase of ``side`` would take, honouring the Re-commissioned rule."""
    stack, slot = state.scout_stacks.get(mark, []), state.tug_slots.get(mark)
    if side == "scout":
        card = stack[0] if stack else slot
    else:
        card = slot if slot is not None else (stack[0] if stack else None)
    if card is None:
        return None
    if state.comp.ships[card].recommissioned:
        # Cheaper Re-commissioned Mark II ships wait until all standard Mark II are sold.
        supply = [*stack, *([slot] if slot is not None else [])]
        if any(not state.comp.ships[c].recommissioned for c in supply):
            return None
    return card


def within_limit(state: StarshipState, seat: int) -> bool:
    """Another ship fits the current limit (obsolete ships not counted)."""
    return len(state.active_ships(seat)) + 1 <= state.comp.ship_limit(state.mark_token)


def consoles_left(state: StarshipState) -> int:
    """Starship Consoles not in use: every owned ship, obsolete ones until they are resolved
    at the Dock, sits on one ("Take a Starship Console"; the game has 16)."""
    return int(state.comp.rules["starship_consoles"]) - len(state.ships)


def purchase_options(state: StarshipState, seat: int, first_turn: bool = False) -> list[Action]:
    mark = mark_on_sale(state)
    if mark is None or (first_turn and mark != 1) or not within_limit(state, seat):
        return []
    if consoles_left(state) <= 0:
        return []
    credits = state.player(seat)["credits"]
    result: list[Action] = []
    for side in ("scout", "tug"):
        card = card_for(state, mark, side)
        if card is None:
            continue
        cost = state.comp.ships[card].side(side).cost
        if credits >= cost:
            result.append(A.BuyShip(mark, side, False))
        if credits >= cost // 2:
            result.append(A.BuyShip(mark, side, True))
    return result


def loan_options(state: StarshipState, seat: int) -> list[Action]:
    credits = state.player(seat)["credits"]
    return [
        A.PayLoan(s)
        for s in state.player(seat)["ships"]
        if state.ships[s]["loans"] and credits >= state.loan_marker_value(s)
    ]


def options(state: StarshipState, seat: int) -> list[Action]:
    return purchase_options(state, seat) + loan_options(state, seat)


def first_turn_options(state: StarshipState, seat: int) -> list[Action]:
    """The first turn: remain in the Shipyard and buy or lease a Mark I Starship."""
    return purchase_options(state, seat, first_turn=True)


def arrive(state: StarshipState, seat: int, events: list[Event]) -> None:
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
    state: StarshipState, seat: int, ship: int, events: list[Event], forced: bool = False
) -> None:
    due = state.loan_marker_value(ship)
    paid = state.pay(seat, due, CATEGORY)
    state.ships[ship]["loans"] -= 1
    short = "" if paid == due else f" (all they had; {due} was due)"
    events.append(
        Event(
            "pay_loan",
            f"{state.name(seat)} pays {paid} to remove a loan marker "
            f"from {state.ship_label(ship)}{short}.",
            seat,
            {"ship": ship, "paid": paid},
        )
    )


def pay_all_loans(
    state: StarshipState, seat: int, events: list[Event], ships: list[int] | None = None
) -> None:
    """Pay off every loan marker (on ``ships``, default all), with all credits if short."""
    for ship in ships if ships is not None else state.player(seat)["ships"]:
        while state.ships[ship]["loans"]:
            pay_marker(state, seat, ship, events, forced=True)


def act(state: StarshipState, seat: int, action: Action, events: list[Event]) -> None:
    if isinstance(action, A.BuyShip):
        buy(state, seat, action, events)
    elif isinstance(action, A.PayLoan):
        pay_marker(state, seat, action.ship, events)
        state.pending.append({"kind": "loan_extra"})
    else:  # pragma: no cover - legal_actions never offers anything else here
        raise AssertionError(action)


def buy(state: StarshipState, seat: int, action: A.BuyShip, events: list[Event]) -> None:
    mark, side = action.mark, action.side
    card = card_for(state, mark, side)
    assert card is not None
    if state.tug_slots.get(mark) == card:
        stack = state.scout_stacks[mark]
        state.tug_slots[mark] = stack.pop(0) if stack else None
    else:
        state.scout_stacks[mark].remove(card)
    cost = state.comp.ships[card].side(side).cost
    price = cost // 2 if action.lease else cost
    state.pay(seat, price, CATEGORY)
    p = state.player(seat)
    ship = {
        "owner": seat,
        "side": side,
        "loans": int(state.comp.rules["loan_markers_per_lease"]) if action.lease else 0,
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
    loans = " with two loan markers" if action.lease else ""
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


def advance_mark(state: StarshipState, mark: int, events: list[Event]) -> None:
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
    state: StarshipState, seat: int, ship_id: int, events: list[Event], discard_pilot: bool = True
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


def retire_mines(state: StarshipState, seat: int, tokens: list[int]) -> None:
    """Mines kept aboard a ship that leaves the game during the Final Run: out of play.

    They are kept under the player's ``mines_out_of_play`` key (created only when needed,
    so positions and saves without such mines are unchanged), where no pickup reaches."""
    if tokens:
        state.player(seat).setdefault(OUT_OF_PLAY, []).extend(tokens)


# ---------------------------------------------------------------- decisions


def _legal_loan_extra(state: StarshipState, d: dict[str, Any]) -> list[Action]:
    return [*loan_options(state, state.turn), A.FinishPayoff()]


def _handle_loan_extra(
    state: StarshipState, d: dict[str, Any], action: Action, events: list[Event]
) -> None:
    if isinstance(action, A.PayLoan):
        pay_marker(state, state.turn, action.ship, events)
    else:
        state.pending.pop()


decision("loan_extra")((_legal_loan_extra, _handle_loan_extra))


def _legal_remove(state: StarshipState, d: dict[str, Any]) -> list[Action]:
    return [A.RemoveShip(s) for s in state.active_ships(state.turn)]


def _handle_remove(
    state: StarshipState, d: dict[str, Any], action: Action, events: list[Event]
) -> None:
    assert isinstance(action, A.RemoveShip)
    seat = state.turn
    pay_all_loans(state, seat, events, [action.ship])
    remove_ship(state, seat, action.ship, events)
    if len(state.active_ships(seat)) <= state.comp.ship_limit(state.mark_token):
        state.pending.pop()


decision("remove_ship")((_legal_remove, _handle_remove))
