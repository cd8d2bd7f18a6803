"""Market: redraw one For Sale card on arrival; buy and equip a Market Card or buy a
Refinery; optionally claim one Mine Token in your Local Space.

Pilots: one per ship; Gear: six tokens per ship; a bought Gear card leaves the game (its
token is on the console). Refineries are face up once any player has left the Dock.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.starship.rules import actions as A
from game.starship.rules.data import Pilot
from game.starship.rules.describe import describe
from game.starship.rules.position import Position

CARDS = "Market cards and refineries"
CLAIMS = "Mine claims"


def card_price(state: Position, seat: int, card: str) -> int:
    """Printed cost less the best market discount of your active pilots (at least 1)."""
    return _price(state, card, _discount(state.active_pilots(seat)))


def _discount(pilots: list[Pilot]) -> int:
    return max((p.market_discount for p in pilots), default=0)


def _price(state: Position, card: str, discount: int) -> int:
    cost = state.comp.card_cost(card)
    return max(1, cost - discount) if discount else cost


def claim_price(state: Position, seat: int) -> int:
    """The rules' claim cost, or less with a pilot who claims for less."""
    return _claim_price(state, state.active_pilots(seat))


def _claim_price(state: Position, pilots: list[Pilot]) -> int:
    costs = [p.claim_cost for p in pilots if p.claim_cost is not None]
    return min([int(state.comp.rules["claim_cost"]), *costs])


def gear_supply(state: Position) -> dict[str, int]:
    """The Gear Tokens still next to the Market, by kind (every kind, 0 when none is left).

    Setup: "Place the Gear Tokens next to the Market"; a token leaves that supply when its
    card is bought ("place the matching Gear Token on the Console and then remove the card
    from the game") and never comes back: a token kept at the Dock is on a ship or set
    aside for the next ship, one left on an obsolete ship is discarded with it. So a kind's
    supply is its Gear cards not yet bought: in the Market deck, For Sale or discarded
    (one card per token; whose order a seat cannot see, but whose contents it can)."""
    left = dict.fromkeys(state.comp.gear, 0)
    cards = state.comp.market_cards
    for card in (*state.market_deck, *state.for_sale, *state.market_discard):
        if card is not None and cards[card][0] == "gear":
            left[cards[card][1]] += 1
    return left


def ships_for(state: Position, seat: int, card: str) -> list[int]:
    """Active ships that can equip ``card`` (a free pilot seat, or fewer than 6 gear)."""
    return _fitting(state, state.active_ships(seat), card)


def _fitting(state: Position, active: list[int], card: str) -> list[int]:
    ships = state.ships
    if state.comp.market_cards[card][0] == "pilot":
        return [s for s in active if ships[s]["pilot"] is None]
    limit = int(state.comp.rules["max_gear_per_ship"])
    return [s for s in active if len(ships[s]["gear"]) < limit]


def claimable(state: Position, seat: int) -> list[int]:
    return _claimable(state, seat, claim_price(state, seat))


def _claimable(state: Position, seat: int, price: int) -> list[int]:
    p = state.players[seat]
    if p["credits"] < price:
        return []
    claimed = state.claimed
    return sorted(t for t in p["local"] if t not in claimed)


_BUY_CARD = cache(A.BuyCard)
_BUY_REFINERY = cache(A.BuyRefinery)
_CLAIM = cache(A.ClaimMine)


def options(state: Position, seat: int) -> list[Action]:
    """What ``seat`` may do in the Market: buy a For Sale card that one of their active
    ships can take, buy a Refinery (once they are on sale), claim a mine."""
    credits = state.players[seat]["credits"]
    active = state.active_ships(seat)
    pilots = state.active_pilots(seat)
    discount = _discount(pilots)
    result: list[Action] = []
    for slot, card in enumerate(state.for_sale):
        if (
            card is not None
            and credits >= _price(state, card, discount)
            and _fitting(state, active, card)
        ):
            result.append(_BUY_CARD(slot))
    if state.refineries_open:
        refineries = state.comp.refineries
        result.extend(
            _BUY_REFINERY(rid) for rid in state.refinery_supply if credits >= refineries[rid].cost
        )
    result.extend(_CLAIM(t) for t in _claimable(state, seat, _claim_price(state, pilots)))
    return result


def arrive(state: Position, seat: int, events: list[Event]) -> None:
    state.pending.append({"kind": "arrived"})
    if any(card is not None for card in state.for_sale):
        state.pending.append({"kind": "market_redraw"})


def buy_card(state: Position, seat: int, action: Action, events: list[Event]) -> None:
    """Buying a For Sale card: choose the ship that equips it, then the optional claim."""
    assert isinstance(action, A.BuyCard)
    state.pending.append({"kind": "claim"})
    state.pending.append({"kind": "equip", "slot": action.slot})


def _buy_refinery(state: Position, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, A.BuyRefinery)
    buy_refinery(state, seat, action.refinery, events)
    if claimable(state, seat):
        state.pending.append({"kind": "claim"})


def _claim(state: Position, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, A.ClaimMine)
    claim(state, seat, action.token, events)


#: The Market's actions taken as a turn's action, by action type (see :mod:`turn`).
ACTS: dict[type[Action], Callable[[Position, int, Action, list[Event]], None]] = {
    A.BuyCard: buy_card,
    A.BuyRefinery: _buy_refinery,
    A.ClaimMine: _claim,
}


def buy_refinery(state: Position, seat: int, rid: str, events: list[Event]) -> None:
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


def claim(state: Position, seat: int, token: int, events: list[Event]) -> None:
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


def equip(state: Position, seat: int, slot: int, ship: int, events: list[Event]) -> None:
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


# ---------------------------------------------------------------- refusals


def why_not_buy_card(state: Position, seat: int, slot: int) -> str | None:
    """Why ``seat`` cannot buy the card in For Sale ``slot`` (None: the Market allows it)."""
    card = state.for_sale[slot] if 0 <= slot < len(state.for_sale) else None
    if card is None:
        return "This For Sale space is empty."
    p = state.player(seat)
    if p["pos"] != "market":
        return "Market Cards are bought in the Market."
    price = card_price(state, seat, card)
    if p["credits"] < price:
        return f"{state.comp.card_name(card)} costs {price}; you have {p['credits']}."
    if not ships_for(state, seat, card):
        return "None of your active ships can take it (one pilot, six gear per ship)."
    return None


def why_not_buy_refinery(state: Position, seat: int, rid: str) -> str | None:
    if not state.refineries_open:
        return "Refineries go on sale once a player leaves the Dock."
    if rid not in state.refinery_supply:
        return "That Refinery has been sold."
    p = state.player(seat)
    if p["pos"] != "market":
        return "Refineries are bought in the Market."
    cost = state.comp.refineries[rid].cost
    if p["credits"] < cost:
        return f"The {state.comp.refineries[rid].name} costs {cost}; you have {p['credits']}."
    return None


def why_not_claim(state: Position, seat: int, token: int) -> str | None:
    p = state.player(seat)
    if token not in p["local"]:
        return "You may claim only mines in your own Local Space."
    if state.is_claimed(token):
        return "This mine is already claimed."
    price = claim_price(state, seat)
    if p["credits"] < price:
        return f"Claiming costs {price}; you have {p['credits']}."
    return None


def _refuse_redraw(state: Position, d: Frame, action: Action) -> str | None:
    if isinstance(action, A.RedrawForSale):
        return "This For Sale space is empty."
    return "First choose whether to discard and redraw a For Sale card."


def _refuse_equip(state: Position, d: Frame, action: Action) -> str | None:
    if not isinstance(action, A.EquipShip):
        return "First choose the ship that gets the card."
    ship = action.ship
    not_yours = state.not_your_ship(state.turn, ship)
    if not_yours:
        return not_yours
    if state.is_obsolete(ship):
        return "Obsolete ships cannot take new cards."
    return "This ship cannot take the card (one pilot, six gear)."


def _refuse_claim(state: Position, d: Frame, action: Action) -> str | None:
    if isinstance(action, A.ClaimMine):
        return why_not_claim(state, state.turn, action.token)
    return "First claim a mine in your Local Space, or claim none."


# ---------------------------------------------------------------- decisions

_EQUIP = cache(A.EquipShip)
_SKIP_CLAIM = A.SkipClaim()


def _legal_redraw(state: Position, d: Frame, seat: int) -> list[Action]:
    slots = [A.RedrawForSale(i) for i, c in enumerate(state.for_sale) if c is not None]
    return [*slots, A.KeepForSale()]


def _handle_redraw(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
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


def _legal_equip(state: Position, d: Frame, seat: int) -> list[Action]:
    card = state.for_sale[d["slot"]]
    return [_EQUIP(s) for s in ships_for(state, seat, card)] if card else []


def _handle_equip(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, A.EquipShip)
    state.pending.pop()
    equip(state, state.turn, d["slot"], action.ship, events)
    if not claimable(state, state.turn):
        state.pending.pop()  # the optional claim that follows has nothing to offer


def _legal_claim(state: Position, d: Frame, seat: int) -> list[Action]:
    return [*(_CLAIM(t) for t in claimable(state, seat)), _SKIP_CLAIM]


def _handle_claim(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
    state.pending.pop()
    if isinstance(action, A.ClaimMine):
        claim(state, state.turn, action.token, events)


DECISIONS: list[Decision[Position]] = [
    Decision("market_redraw", _legal_redraw, _handle_redraw, describe, _refuse_redraw),
    Decision("equip", _legal_equip, _handle_equip, describe, _refuse_equip),
    Decision("claim", _legal_claim, _handle_claim, describe, _refuse_claim),
]
