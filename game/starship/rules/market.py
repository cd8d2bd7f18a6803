"""Market: redraw one For Sale card on arrival; buy and equip a Market Card or buy a
Refinery; optionally claim one Mine Token in your Local Space.

Pilots: one per ship; Gear: six tokens per ship; a bought Gear card leaves the game (its
token is on the console). Refineries are face up once any player has left the Dock.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action, Event
from game.starship.rules import actions as A
from game.starship.rules.state import StarshipState, decision

CARDS = "Market cards and refineries"
CLAIMS = "Mine claims"


def card_price(state: StarshipState, seat: int, card: str) -> int:
    """Printed cost less the best market discount of your active pilots (at least 1)."""
    discount = max((p.market_discount for p in state.active_pilots(seat)), default=0)
    return max(1, state.comp.card_cost(card) - discount) if discount else state.comp.card_cost(card)


def claim_price(state: StarshipState, seat: int) -> int:
    costs = [p.claim_cost for p in state.active_pilots(seat) if p.claim_cost is not None]
    return min([int(state.comp.rules["claim_cost"]), *costs])


def ships_for(state: StarshipState, seat: int, card: str) -> list[int]:
    """Active ships that can equip ``card`` (a free pilot seat, or fewer than 6 gear)."""
    kind = state.comp.market_cards[card][0]
    rules = state.comp.rules
    if kind == "pilot":
        return [s for s in state.active_ships(seat) if state.ships[s]["pilot"] is None]
    return [
        s
        for s in state.active_ships(seat)
        if len(state.ships[s]["gear"]) < int(rules["max_gear_per_ship"])
    ]


def claimable(state: StarshipState, seat: int) -> list[int]:
    p = state.player(seat)
    if p["credits"] < claim_price(state, seat):
        return []
    return sorted(t for t in p["local"] if not state.is_claimed(t))


def options(state: StarshipState, seat: int) -> list[Action]:
    p = state.player(seat)
    result: list[Action] = []
    for slot, card in enumerate(state.for_sale):
        if (
            card is not None
            and p["credits"] >= card_price(state, seat, card)
            and ships_for(state, seat, card)
        ):
            result.append(A.BuyCard(slot))
    if state.refineries_open:
        for rid in state.refinery_supply:
            if p["credits"] >= state.comp.refineries[rid].cost:
                result.append(A.BuyRefinery(rid))
    result.extend(A.ClaimMine(t) for t in claimable(state, seat))
    return result


def arrive(state: StarshipState, seat: int, events: list[Event]) -> None:
    state.pending.append({"kind": "arrived"})
    if any(card is not None for card in state.for_sale):
        state.pending.append({"kind": "market_redraw"})


def act(state: StarshipState, seat: int, action: Action, events: list[Event]) -> None:
    if isinstance(action, A.BuyCard):
        state.pending.append({"kind": "claim"})
        state.pending.append({"kind": "equip", "slot": action.slot})
    elif isinstance(action, A.BuyRefinery):
        buy_refinery(state, seat, action.refinery, events)
        if claimable(state, seat):
            state.pending.append({"kind": "claim"})
    elif isinstance(action, A.ClaimMine):
        claim(state, seat, action.token, events)
    else:  # pragma: no cover
        raise AssertionError(action)


def buy_refinery(state: StarshipState, seat: int, rid: str, events: list[Event]) -> None:
    refinery = state.comp.refineries[rid]
    state.pay(seat, refinery.cost, CARDS)
    state.refinery_supply.remove(rid)
    state.player(seat)["refineries"].append(rid)
    events.append(
        Event(
            "buy_refinery",
            f"{state.name(seat)} buys the {refinery.name} for {refinery.cost}.",
            seat,
            {"refinery": rid},
        )
    )


def claim(state: StarshipState, seat: int, token: int, events: list[Event]) -> None:
    price = claim_price(state, seat)
    state.pay(seat, price, CLAIMS)
    state.claimed.append(token)
    state.claimed.sort()
    mine = state.comp.mines[token]
    events.append(
        Event(
            "claim",
            f"{state.name(seat)} claims the {mine.label} mine for {price} "
            f"(now worth {mine.claimed}).",
            seat,
            {"token": token},
        )
    )


def equip(state: StarshipState, seat: int, slot: int, ship: int, events: list[Event]) -> None:
    card = state.for_sale[slot]
    assert card is not None
    price = card_price(state, seat, card)
    state.pay(seat, price, CARDS)
    kind, ref = state.comp.market_cards[card]
    if kind == "pilot":
        state.ships[ship]["pilot"] = card
    else:
        state.ships[ship]["gear"].append(ref)  # the Gear card itself leaves the game
    events.append(
        Event(
            "equip",
            f"{state.name(seat)} pays {price} and equips {state.ship_label(ship)} with "
            f"{state.comp.card_name(card)}.",
            seat,
            {"card": card, "ship": ship},
        )
    )
    state.for_sale[slot] = state.draw_market_card(events)


# ---------------------------------------------------------------- decisions


def _legal_redraw(state: StarshipState, d: dict[str, Any]) -> list[Action]:
    slots = [A.RedrawForSale(i) for i, c in enumerate(state.for_sale) if c is not None]
    return [*slots, A.KeepForSale()]


def _handle_redraw(
    state: StarshipState, d: dict[str, Any], action: Action, events: list[Event]
) -> None:
    state.pending.pop()
    if isinstance(action, A.RedrawForSale):
        card = state.for_sale[action.slot]
        assert card is not None
        state.market_discard.append(card)
        events.append(
            Event(
                "discard",
                f"{state.name(state.turn)} discards {state.comp.card_name(card)} from the Market.",
                state.turn,
            )
        )
        state.for_sale[action.slot] = state.draw_market_card(events)


decision("market_redraw")((_legal_redraw, _handle_redraw))


def _legal_equip(state: StarshipState, d: dict[str, Any]) -> list[Action]:
    card = state.for_sale[d["slot"]]
    return [A.EquipShip(s) for s in ships_for(state, state.turn, card)] if card else []


def _handle_equip(
    state: StarshipState, d: dict[str, Any], action: Action, events: list[Event]
) -> None:
    assert isinstance(action, A.EquipShip)
    state.pending.pop()
    equip(state, state.turn, d["slot"], action.ship, events)
    if not claimable(state, state.turn):
        state.pending.pop()  # the optional claim that follows has nothing to offer


decision("equip")((_legal_equip, _handle_equip))


def _legal_claim(state: StarshipState, d: dict[str, Any]) -> list[Action]:
    return [*(A.ClaimMine(t) for t in claimable(state, state.turn)), A.SkipClaim()]


def _handle_claim(
    state: StarshipState, d: dict[str, Any], action: Action, events: list[Event]
) -> None:
    state.pending.pop()
    if isinstance(action, A.ClaimMine):
        claim(state, state.turn, action.token, events)


decision("claim")((_legal_claim, _handle_claim))
