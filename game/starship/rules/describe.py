"""Log sentences for actions, read from the position before the action is applied.

Every decision kind of the table (:mod:`state`) names :func:`describe` as its log text: one
sentence per action type, looked up by the action's type (no chain of type tests).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from game.core.decisions import Frame
from game.core.protocol import Action
from game.core.words import in_words
from game.starship.rules import actions as A
from game.starship.rules.position import Position
from game.starship.rules.ship_supply import card_for, starship_price

PLACES = {
    "shipyard": "the Shipyard",
    "market": "the Market",
    "belt": "the Belt",
    "dock": "the Dock",
}
_SIMPLE: dict[type[Action], str] = {
    A.Pass: "passes",
    A.FinishPayoff: "stops paying off loans",
    A.KeepForSale: "keeps both For Sale cards",
    A.SkipClaim: "claims no mine",
    A.Explore: "explores the Belt",
    A.RedrawDestinations: "discards and redraws both Destination cards",
    A.EndRun: "ends the run",
    A.FinishTransfers: "finishes transferring",
    A.DeclareFinalRun: "declares the Final Run",
    A.DeclineFinalRun: "does not declare the Final Run",
    A.CollectWaiting: "waits in the Dock",
}


def describe(state: Position, frame: Frame | None, action: Action) -> str:
    """"<seat> buys the Mark I Scout #3 for 10": the log line for ``action`` taken now."""
    simple = _SIMPLE.get(type(action))
    if simple is None:
        predicate = _PREDICATES.get(type(action))
        simple = predicate(state, action) if predicate is not None else str(action)
    return f"{state.name(state.turn)} {simple}"


def _advance(state: Position, action: Any) -> str:
    here = state.player(state.turn)["pos"]
    return f"advances to {PLACES[state.next_quadrant(here)]}"


def _buy_ship(state: Position, action: Any) -> str:
    comp = state.comp
    card = card_for(state, action.mark, action.side)
    price = starship_price(state, action.mark, action.side, action.lease) or 0
    recom = " Re-commissioned" if card is not None and comp.ships[card].recommissioned else ""
    number = f" #{card}" if card is not None else ""
    what = f"the Mark {A.roman(action.mark)}{recom} {action.side.title()}{number}"
    if action.lease:
        markers = int(comp.rules["loan_markers_per_lease"])
        return f"leases {what} for {price} with {in_words(markers, 'loan marker')}"
    return f"buys {what} for {price}"


def _pay_loan(state: Position, action: Any) -> str:
    value = state.loan_marker_value(action.ship)
    return f"pays {value} off a loan on {state.ship_label(action.ship)}"


def _for_sale(verb: str) -> Callable[[Position, Any], str]:
    def text(state: Position, action: Any) -> str:
        card = state.for_sale[action.slot]
        name = state.comp.card_name(card) if card else "an empty slot"
        return f"{verb} {name}"

    return text


def _mine(verb: str) -> Callable[[Position, Any], str]:
    def text(state: Position, action: Any) -> str:
        return f"{verb} {state.comp.mines[action.token].label}"

    return text


def _keep_mine(state: Position, action: Any) -> str:
    where = "aboard" if action.into_hold else "in Local Space"
    return f"keeps {state.comp.mines[action.token].label} {where}"


def _run_ship(state: Position, action: Any) -> str:
    return f"runs {state.ship_label(action.ship)} with {state.energy(action.ship)} Energy Points"


def _travel(state: Position, action: Any) -> str:
    card = state.dest_slots[action.slot]
    if card is None:
        return str(action)
    dest = state.comp.destinations[card]
    return f"travels to {dest.name} for {dest.cost} energy"


def _transfer(what: Callable[[Position, Any], str]) -> Callable[[Position, Any], str]:
    def text(state: Position, action: Any) -> str:
        if action.ship < 0:
            return f"transfers {what(state, action)} and sets it aside"
        return f"transfers {what(state, action)} to {state.ship_label(action.ship)}"

    return text


_PREDICATES: dict[type[Action], Callable[[Position, Any], str]] = {
    A.Advance: _advance,
    A.BuyShip: _buy_ship,
    A.PayLoan: _pay_loan,
    A.RemoveShip: lambda s, a: f"removes {s.ship_label(a.ship)} from the game",
    A.BuyCard: _for_sale("buys"),
    A.RedrawForSale: _for_sale("discards and redraws"),
    A.EquipShip: lambda s, a: f"equips {s.ship_label(a.ship)}",
    A.BuyRefinery: lambda s, a: f"buys the {s.comp.refineries[a.refinery].name}",
    A.ClaimMine: _mine("claims"),
    A.Pickup: _mine("picks up"),
    A.KeepMine: _keep_mine,
    A.RunShip: _run_ship,
    A.Travel: _travel,
    A.TransferPilot: _transfer(lambda s, a: s.comp.card_name(a.card)),
    A.TransferGear: _transfer(lambda s, a: s.comp.gear[a.gear].a_token),
}
