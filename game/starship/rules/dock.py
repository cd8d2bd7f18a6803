"""Dock: the five arrival steps, resolving obsolete ships, the Final Run and game end.

Arrival steps, in order: (1) unclaimed mines in your Local Space go to Known Space;
(2) each ship that ran is paid: its mines plus pilot, destination and refinery bonuses;
(3) mines are unloaded into your Local Space; (4) Destination cards are discarded;
(5) obsolete ships: loans paid off, one pilot and up to two different gear tokens may be
transferred at full cost, then the ships leave the game.

After the Final Run is declared, returning players do the steps with three exceptions
(mines stay aboard, every loan is paid, no transfers) and then wait in the Dock,
collecting 5 credits a turn, until everyone is back.
"""

from __future__ import annotations

from typing import Any

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.core.words import in_words
from game.starship.rules import actions as A
from game.starship.rules import shipyard
from game.starship.rules.describe import describe
from game.starship.rules.position import Position


def options(state: Position, seat: int) -> list[Action]:
    """Nothing to do by staying: the Dock's action happens on arrival."""
    return []


def payout(state: Position, seat: int, ship_id: int) -> dict[str, int]:
    """What one ship's run earns, by category (see :data:`state.LEDGER`)."""
    ship = state.ships[ship_id]
    comp = state.comp
    mines = [comp.mines[t] for t in ship["cargo"]]
    pay = {
        "Mine deliveries": sum(state.mine_worth(m.id) for m in mines),
        "Pilot bonuses": 0,
        "Destination bonuses": 0,
        "Refinery bonuses": 0,
    }

    def per_mine(table: Any) -> int:
        return sum(table.get(m.kind, 0) + table.get("any", 0) for m in mines)

    dest = comp.destinations[ship["destination"]] if ship["destination"] else None
    if dest is not None:
        pay["Destination bonuses"] = dest.bonus + per_mine(dest.per_mine)
    pilot = state.pilot_of(ship_id)  # None aboard an obsolete ship
    if pilot is not None:
        bonus = per_mine(pilot.per_mine)
        if mines:
            bonus += pilot.run_bonus
        if dest is not None:
            # Hal Morbius: one bonus per hold empty on arrival. The mines delivered still
            # fill their holds, as payout (step 2) comes before unloading (step 3).
            empty = state.hold_room(ship_id)
            bonus += pilot.destination_bonus + pilot.empty_hold_bonus * max(0, empty)
        pay["Pilot bonuses"] = bonus
    for rid in state.player(seat)["refineries"]:
        pay["Refinery bonuses"] += per_mine(comp.refineries[rid].per_mine)
    return pay


def arrive(state: Position, seat: int, events: list[Event]) -> None:
    p = state.player(seat)
    name = state.name(seat)
    returning = state.final_run
    # 1. Unclaimed mines in Local Space move to Known Space.
    moved = [t for t in p["local"] if not state.is_claimed(t)]
    if moved:
        p["local"] = [t for t in p["local"] if state.is_claimed(t)]
        state.known.extend(moved)
        events.append(
            Event(
                "known",
                f"{name} moves the unclaimed {_mines(state, moved)} from Local Space "
                "to Known Space.",
                seat,
                {"tokens": moved},
            )
        )
    # 2. Payout for each ship's run.
    for ship_id in p["ships"]:
        ship = state.ships[ship_id]
        if not ship["ran"]:
            continue
        pay = payout(state, seat, ship_id)
        for category, amount in pay.items():
            state.earn(seat, amount, category)
        parts = ", ".join(f"{k.lower()} {v}" for k, v in pay.items() if v)
        events.append(
            Event(
                "payout",
                f"{state.ship_label(ship_id, capital=True)} earns {sum(pay.values())} for "
                f"{name}" + (f" ({parts})." if parts else "."),
                seat,
                {"ship": ship_id, **pay},
            )
        )
    # 3. Unload (kept aboard once the Final Run is on), 4. discard Destinations.
    unloaded: list[list[int]] = []
    for ship_id in p["ships"]:
        ship = state.ships[ship_id]
        if not returning and ship["cargo"]:
            unloaded.append([ship_id, *ship["cargo"]])
            p["local"].extend(ship["cargo"])
            events.append(
                Event(
                    "unload",
                    f"{name} unloads {_mines(state, ship['cargo'])} from "
                    f"{state.ship_label(ship_id)} into Local Space.",
                    seat,
                    {"ship": ship_id, "tokens": list(ship["cargo"])},
                )
            )
            ship["cargo"] = []
        ship["ran"] = False
        if ship["destination"] is not None:
            state.dest_discard.append(ship["destination"])
            ship["destination"] = None
    # 5. Obsolete ships: loans, transfers, removal.
    obsolete = [s for s in p["ships"] if state.is_obsolete(s)]
    shipyard.pay_all_loans(state, seat, events, obsolete)
    if returning:
        shipyard.pay_all_loans(state, seat, events)
        for ship_id in obsolete:
            shipyard.remove_ship(state, seat, ship_id, events, discard_pilot=False)
        settle(state, seat, events)
        return
    state.pending.append({"kind": "dock_end", "unloaded": unloaded})
    if obsolete and transfer_options(state, seat, {"pilot_done": False, "gear_done": []}):
        state.pending.append({"kind": "transfer", "pilot_done": False, "gear_done": []})
    else:
        finish_dock(state, seat, state.pending[-1], events)


def _mines(state: Position, tokens: list[int]) -> str:
    """Mine Tokens by their faces: "Cobalt 2, Ice-9 4 and Deuterium 8"."""
    labels = [state.comp.mines[t].label for t in tokens]
    return labels[0] if len(labels) == 1 else ", ".join(labels[:-1]) + " and " + labels[-1]


def settle(state: Position, seat: int, events: list[Event]) -> None:
    """A player is back in the Dock for good (the declarer, or a returning player)."""
    state.player(seat)["waiting"] = True
    state.dock_order.append(seat)
    text = (
        "stays in the Dock until the game ends"
        if state.declarer == seat
        else "is back in the Dock and waits for the game to end"
    )
    events.append(Event("settle", f"{state.name(seat)} {text}.", seat))


def finish_dock(state: Position, seat: int, d: dict[str, Any], events: list[Event]) -> None:
    """After step 5: remove obsolete ships, then offer (or force) the Final Run."""
    for ship_id in [s for s in state.player(seat)["ships"] if state.is_obsolete(s)]:
        shipyard.remove_ship(state, seat, ship_id, events)
    credits = state.player(seat)["credits"]
    rules = state.comp.rules
    if credits >= int(rules["must_declare_at"]):
        d["kind"], d["forced"] = "declare", True
    elif credits >= int(rules["may_declare_at"]) and not state.has_loans(seat):
        d["kind"], d["forced"] = "declare", False
    else:
        state.pending.remove(d)


def declare(state: Position, seat: int, d: dict[str, Any], events: list[Event]) -> None:
    state.final_run, state.declarer = True, seat
    shipyard.pay_all_loans(state, seat, events)
    state.earn(seat, int(state.comp.rules["final_run_bonus"]), "Final Run bonus")
    for ship_id, *tokens in d["unloaded"]:  # the mines stay aboard
        local = state.player(seat)["local"]
        aboard = [token for token in tokens if token in local]
        for token in aboard:
            local.remove(token)
        if ship_id in state.ships:
            state.ships[ship_id]["cargo"].extend(aboard)
        else:  # an obsolete ship removed at step 5 took them out of the game
            shipyard.retire_mines(state, seat, aboard)
    events.append(
        Event(
            "final_run",
            f"{state.name(seat)} declares the Final Run and collects "
            f"{state.comp.rules['final_run_bonus']}.",
            seat,
        )
    )
    settle(state, seat, events)


def check_game_end(state: Position, events: list[Event]) -> bool:
    if state.final_run and all(p["waiting"] for p in state.players):
        state.over = True
        events.append(Event("game_over", "Everyone is back in the Dock: the game is over."))
        return True
    return False


# ---------------------------------------------------------------- decisions


def gear_kinds_to_transfer(state: Position) -> int:
    """How many different Gear kinds a player may keep across all their obsolete ships at
    one Dock visit (rulebook "Resolving Obsolete Ships": "up to two different Gear
    Tokens"), as the rules' data holds it: the rules and every sentence about it read it."""
    return int(state.comp.rules["transfer_gear_kinds"])


def obsolete_items(state: Position, seat: int) -> list[tuple[int, str, str]]:
    """The pilot cards and gear tokens aboard ``seat``'s obsolete ships, ship by ship, as
    (ship, "pilot" or "gear", card or gear kind): what its Dock transfers may keep."""
    out: list[tuple[int, str, str]] = []
    for ship_id in state.player(seat)["ships"]:
        if state.is_obsolete(ship_id):
            pilot = state.ships[ship_id]["pilot"]
            out += [(ship_id, "pilot", pilot)] if pilot is not None else []
            out += [(ship_id, "gear", g) for g in state.ships[ship_id]["gear"]]
    return out


def transfer_cost(state: Position, kind: str, ref: str) -> int:
    """What keeping a pilot card (``kind`` "pilot") or a gear token of kind ``ref`` costs
    at a Dock transfer: its full printed price, whoever is aboard."""
    return state.comp.card_cost(ref) if kind == "pilot" else state.comp.gear[ref].cost


def transfer_options(state: Position, seat: int, d: dict[str, Any]) -> list[Action]:
    p = state.player(seat)
    items = obsolete_items(state, seat)
    active = state.active_ships(seat)
    credits = p["credits"]
    result: list[Action] = []
    if not d["pilot_done"]:
        targets = [s for s in active if state.ships[s]["pilot"] is None]
        if p["aside_pilot"] is None:
            targets.append(-1)
        for _ship, kind, card in items:
            if kind == "pilot" and credits >= transfer_cost(state, kind, card):
                result.extend(A.TransferPilot(card, t) for t in targets)
    if len(d["gear_done"]) < gear_kinds_to_transfer(state):
        limit = int(state.comp.rules["max_gear_per_ship"])
        targets = [s for s in active if len(state.ships[s]["gear"]) < limit] + [-1]
        for gear in sorted({ref for _ship, kind, ref in items if kind == "gear"}):
            if gear not in d["gear_done"] and credits >= transfer_cost(state, "gear", gear):
                result.extend(A.TransferGear(gear, t) for t in targets)
    return result


def _legal_transfer(state: Position, d: dict[str, Any], seat: int) -> list[Action]:
    return [*transfer_options(state, seat, d), A.FinishTransfers()]


def _handle_transfer(
    state: Position, d: dict[str, Any], action: Action, events: list[Event]
) -> None:
    seat = state.turn
    p = state.player(seat)
    target = getattr(action, "ship", -1)
    where = "sets it aside" if target < 0 else f"moves it to {state.ship_label(target)}"
    if isinstance(action, A.TransferPilot):
        cost = transfer_cost(state, "pilot", action.card)
        state.pay(seat, cost, "Transfers")
        owner = next(s for s in p["ships"] if state.ships[s]["pilot"] == action.card)
        state.ships[owner]["pilot"] = None
        if action.ship < 0:
            p["aside_pilot"] = action.card
        else:
            state.ships[action.ship]["pilot"] = action.card
        d["pilot_done"] = True
        events.append(
            Event(
                "transfer",
                f"{state.name(seat)} pays {cost} to keep pilot "
                f"{state.comp.card_name(action.card)} and {where}.",
                seat,
            )
        )
    elif isinstance(action, A.TransferGear):
        cost = transfer_cost(state, "gear", action.gear)
        state.pay(seat, cost, "Transfers")
        owner = next(
            s for s in p["ships"] if state.is_obsolete(s) and action.gear in state.ships[s]["gear"]
        )
        state.ships[owner]["gear"].remove(action.gear)
        if action.ship < 0:
            p["aside_gear"].append(action.gear)
        else:
            state.ships[action.ship]["gear"].append(action.gear)
        d["gear_done"].append(action.gear)
        events.append(
            Event(
                "transfer",
                f"{state.name(seat)} pays {cost} to keep "
                f"{state.comp.gear[action.gear].a_token} and {where}.",
                seat,
            )
        )
    if isinstance(action, A.FinishTransfers) or not transfer_options(state, seat, d):
        state.pending.pop()
        finish_dock(state, seat, state.pending[-1], events)



def _legal_declare(state: Position, d: dict[str, Any], seat: int) -> list[Action]:
    return [A.DeclareFinalRun()] if d["forced"] else [A.DeclareFinalRun(), A.DeclineFinalRun()]


def _handle_declare(
    state: Position, d: dict[str, Any], action: Action, events: list[Event]
) -> None:
    state.pending.pop()
    if isinstance(action, A.DeclareFinalRun):
        declare(state, state.turn, d, events)



# ---------------------------------------------------------------- refusals


def _refuse_transfer(state: Position, d: Frame, action: Action) -> str | None:
    credits = state.player(state.turn)["credits"]
    if isinstance(action, (A.TransferPilot, A.TransferGear)) and action.ship >= 0:
        not_yours = state.not_your_ship(state.turn, action.ship)  # (dropped on its console)
        if not_yours:
            return not_yours
    if isinstance(action, A.TransferPilot):
        if d["pilot_done"]:
            return "Only one pilot may be transferred."
        cost = transfer_cost(state, "pilot", action.card)
        if credits < cost:
            return f"Keeping that pilot costs {cost}; you have {credits}."
    elif isinstance(action, A.TransferGear):
        if action.gear in d["gear_done"]:
            return "That gear kind has been transferred already."
        kinds = gear_kinds_to_transfer(state)
        if len(d["gear_done"]) >= kinds:
            return f"Up to {in_words(kinds, 'different gear kind')} may be transferred."
        cost = transfer_cost(state, "gear", action.gear)
        if credits < cost:
            return f"Keeping that gear costs {cost}; you have {credits}."
    else:
        return "First finish the transfers from your obsolete ships."
    return "That transfer is not possible: it must come from an obsolete ship to a free place."


def _refuse_declare(state: Position, d: Frame, action: Action) -> str | None:
    if isinstance(action, A.DeclineFinalRun) and d["forced"]:
        return (f"With {state.comp.rules['must_declare_at']} credits or more you must "
                "declare the Final Run.")
    return "First decide whether to declare the Final Run."


DECISIONS: list[Decision[Position]] = [
    Decision("transfer", _legal_transfer, _handle_transfer, describe, _refuse_transfer),
    Decision("declare", _legal_declare, _handle_declare, describe, _refuse_declare),
]
