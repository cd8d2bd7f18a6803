"""Log sentences for actions, read from the position before the action is applied."""

from __future__ import annotations

from game.core.protocol import Action
from game.starship.rules import actions as A
from game.starship.rules.state import StarshipState

_PLACES = {
    "shipyard": "the Shipyard",
    "market": "the Market",
    "belt": "the Belt",
    "dock": "the Dock",
}
_SIMPLE = {
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


def describe(state: StarshipState, action: Action) -> str:
    who = state.name(state.turn)
    return f"{who} {_predicate(state, action)}"


def _predicate(state: StarshipState, action: Action) -> str:
    comp = state.comp
    if type(action) in _SIMPLE:
        return _SIMPLE[type(action)]
    if isinstance(action, A.Advance):
        here = state.player(state.turn)["pos"]
        return f"advances to {_PLACES[state.next_quadrant(here)]}"
    if isinstance(action, A.BuyShip):
        from game.starship.rules.shipyard import card_for

        card = card_for(state, action.mark, action.side)
        cost = comp.ships[card].side(action.side).cost if card is not None else 0
        recom = " Re-commissioned" if card is not None and comp.ships[card].recommissioned else ""
        number = f" #{card}" if card is not None else ""
        what = f"the Mark {A.roman(action.mark)}{recom} {action.side.title()}{number}"
        if action.lease:
            return f"leases {what} for {cost // 2} with two loan markers"
        return f"buys {what} for {cost}"
    if isinstance(action, A.PayLoan):
        return (
            f"pays {state.loan_marker_value(action.ship)} off a loan on "
            f"{state.ship_label(action.ship)}"
        )
    if isinstance(action, A.RemoveShip):
        return f"removes {state.ship_label(action.ship)} from the game"
    if isinstance(action, (A.BuyCard, A.RedrawForSale)):
        card = state.for_sale[action.slot]
        name = comp.card_name(card) if card else "an empty slot"
        verb = "buys" if isinstance(action, A.BuyCard) else "discards and redraws"
        return f"{verb} {name}"
    if isinstance(action, A.EquipShip):
        return f"equips {state.ship_label(action.ship)}"
    if isinstance(action, A.BuyRefinery):
        return f"buys the {comp.refineries[action.refinery].name}"
    if isinstance(action, (A.ClaimMine, A.Pickup)):
        verb = "claims" if isinstance(action, A.ClaimMine) else "picks up"
        return f"{verb} {comp.mines[action.token].label}"
    if isinstance(action, A.KeepMine):
        where = "aboard" if action.into_hold else "in Local Space"
        return f"keeps {comp.mines[action.token].label} {where}"
    if isinstance(action, A.RunShip):
        return (
            f"runs {state.ship_label(action.ship)} with {state.energy(action.ship)} Energy Points"
        )
    if isinstance(action, A.Travel):
        card = state.dest_slots[action.slot]
        if card:
            dest = comp.destinations[card]
            return f"travels to {dest.name} for {dest.cost} energy"
    if isinstance(action, (A.TransferPilot, A.TransferGear)):
        what = (
            comp.card_name(action.card)
            if isinstance(action, A.TransferPilot)
            else comp.gear[action.gear].a_token
        )
        where = "sets it aside" if action.ship < 0 else f"to {state.ship_label(action.ship)}"
        return f"transfers {what} " + where.replace("sets it aside", "and sets it aside")
    return str(action)
