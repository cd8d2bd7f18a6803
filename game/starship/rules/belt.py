"""Belt: run one Starship per action, spending its Energy Points in any order.

Costs (rules.toml): pickup from your Local Space or Known Space 1, from an opponent's
Local Space 3 (unclaimed tokens only), exploring 2 (pickup included), redrawing both
Destination cards 1, travelling to a Destination its printed cost (ends the run). A ship
runs once per business cycle (until its next payout at the Dock); obsolete ships do not
run. Your starting mines move from your Corporate ID card to Local Space on your first
arrival.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action, Event
from game.starship.rules import actions as A
from game.starship.rules.state import StarshipState, decision


def runnable(state: StarshipState, seat: int) -> list[int]:
    return [s for s in state.active_ships(seat) if not state.ships[s]["ran"]]


def options(state: StarshipState, seat: int) -> list[Action]:
    return [A.RunShip(s) for s in runnable(state, seat)]


def arrive(state: StarshipState, seat: int, events: list[Event]) -> None:
    p = state.player(seat)
    if not p["belt_visited"]:
        p["belt_visited"] = True
        if p["id_card"]:
            p["local"].extend(p["id_card"])
            p["id_card"] = []
            events.append(
                Event("local", f"{state.name(seat)} moves the starting mines to Local Space.", seat)
            )
    state.pending.append({"kind": "arrived"})


def act(state: StarshipState, seat: int, action: Action, events: list[Event]) -> None:
    assert isinstance(action, A.RunShip)
    ship = action.ship
    state.ships[ship]["ran"] = True
    free = sum(state.comp.gear[g].free_pickups for g in state.ships[ship]["gear"])
    energy = state.energy(ship)
    state.pending.append({"kind": "run", "ship": ship, "energy": energy, "free": free})
    events.append(
        Event(
            "run",
            f"{state.name(seat)} runs {state.ship_label(ship)} with {energy} Energy Points.",
            seat,
            {"ship": ship, "energy": energy},
        )
    )
    _maybe_end(state, state.pending[-1], events)


# ---------------------------------------------------------------- costs


def explore_cost(state: StarshipState, ship: int) -> int:
    costs = [state.comp.gear[g].explore_cost for g in state.ships[ship]["gear"]]
    return min([int(state.comp.rules["explore_cost"]), *(c for c in costs if c is not None)])


def explore_draws(state: StarshipState, ship: int) -> int:
    return max([1, *(state.comp.gear[g].explore_draw for g in state.ships[ship]["gear"])])


def has_room(state: StarshipState, ship: int) -> bool:
    return len(state.ships[ship]["cargo"]) < state.cargo_capacity(ship)


def pickup_cost(state: StarshipState, run: dict[str, Any], token: int) -> int | None:
    """Energy to pick ``token`` up on this run, or None if it may not be picked up."""
    where, owner = state.token_location(token)
    return _cost_at(state, run, token, where, owner)


def _cost_at(
    state: StarshipState, run: dict[str, Any], token: int, where: str, owner: int | None
) -> int | None:
    seat = state.turn
    if where == "known" or (where == "local" and owner == seat):
        return 0 if run["free"] > 0 else int(state.comp.rules["pickup_cost"])
    if where == "local" and not state.is_claimed(token):
        pilot = state.pilot_of(run["ship"])
        if pilot is not None and pilot.opponent_pickup_cost is not None:
            return pilot.opponent_pickup_cost
        return int(state.comp.rules["opponent_pickup_cost"])
    return None


def pickups(state: StarshipState, run: dict[str, Any]) -> list[tuple[int, int]]:
    """(token, energy cost) of every Mine Token this run may pick up now, by token id."""
    if not has_room(state, run["ship"]):
        return []
    found: list[tuple[int, int]] = []
    sources = [("known", None, state.known)]
    sources += [("local", seat, p["local"]) for seat, p in enumerate(state.players)]
    for where, owner, pile in sources:
        for token in pile:
            cost = _cost_at(state, run, token, where, owner)
            if cost is not None and cost <= run["energy"]:
                found.append((token, cost))
    return sorted(found)


def run_options(state: StarshipState, run: dict[str, Any]) -> list[Action]:
    ship, energy = run["ship"], run["energy"]
    result: list[Action] = []
    if state.bag and energy >= explore_cost(state, ship):
        result.append(A.Explore())
    result.extend(A.Pickup(token) for token, _cost in pickups(state, run))
    cost = int(state.comp.rules["redraw_destinations_cost"])
    if energy >= cost and (state.dest_deck or state.dest_discard or any(state.dest_slots)):
        result.append(A.RedrawDestinations())
    for slot, card in enumerate(state.dest_slots):
        if card is not None and energy >= state.comp.destinations[card].cost:
            result.append(A.Travel(slot))
    return result


def energy_cost(state: StarshipState, action: Action) -> int | None:
    """Energy Points ``action`` would spend in the current run (for showing the cost
    before committing), or None when it is not a run step."""
    if not state.pending or state.pending[-1]["kind"] != "run":
        return None
    run = state.pending[-1]
    if isinstance(action, A.Explore):
        return explore_cost(state, run["ship"])
    if isinstance(action, A.Pickup):
        return pickup_cost(state, run, action.token)
    if isinstance(action, A.RedrawDestinations):
        return int(state.comp.rules["redraw_destinations_cost"])
    if isinstance(action, A.Travel):
        card = state.dest_slots[action.slot]
        return state.comp.destinations[card].cost if card else None
    if isinstance(action, A.EndRun):
        return 0
    return None


def _points(n: int) -> str:
    return f"{n} Energy Point" + ("" if n == 1 else "s")


def _maybe_end(state: StarshipState, run: dict[str, Any], events: list[Event]) -> None:
    """A run ends by itself once nothing but ending it is possible."""
    if not run_options(state, run):
        state.pending.pop()
        events.append(
            Event(
                "end_run",
                f"The run of {state.ship_label(run['ship'])} ends "
                f"({_points(run['energy'])} unspent).",
                state.turn,
                {"ship": run["ship"]},
            )
        )


# ---------------------------------------------------------------- decisions


def _legal_run(state: StarshipState, d: dict[str, Any]) -> list[Action]:
    return [*run_options(state, d), A.EndRun()]


def _handle_run(
    state: StarshipState, d: dict[str, Any], action: Action, events: list[Event]
) -> None:
    seat, ship = state.turn, d["ship"]
    name = state.name(seat)
    if isinstance(action, A.EndRun):
        state.pending.pop()
        events.append(
            Event(
                "end_run",
                f"{name} ends the run of {state.ship_label(ship)} "
                f"({_points(d['energy'])} unspent).",
                seat,
                {"ship": ship},
            )
        )
        return
    if isinstance(action, A.Explore):
        d["energy"] -= explore_cost(state, ship)
        drawn = [
            t for _ in range(explore_draws(state, ship)) if (t := state.draw_from_bag()) is not None
        ]
        labels = " and ".join(state.comp.mines[t].label for t in drawn)
        events.append(
            Event(
                "explore",
                f"{name} explores and draws {labels}.",
                seat,
                {"ship": ship, "tokens": drawn},
                reveals=True,
            )
        )
        state.pending.append({"kind": "explore", "ship": ship, "drawn": drawn})
        return
    if isinstance(action, A.Pickup):
        cost = pickup_cost(state, d, action.token)
        assert cost is not None
        where, owner = state.token_location(action.token)
        if cost == 0:
            d["free"] -= 1
        d["energy"] -= cost
        if where == "known":
            state.known.remove(action.token)
            src = "Known Space"
        else:
            state.player(owner)["local"].remove(action.token)
            src = "their Local Space" if owner == seat else f"{state.name(owner)}'s Local Space"
        state.ships[ship]["cargo"].append(action.token)
        events.append(
            Event(
                "pickup",
                f"{name} picks up {state.comp.mines[action.token].label} "
                f"from {src} ({cost} energy).",
                seat,
                {"ship": ship, "token": action.token, "cost": cost},
            )
        )
    elif isinstance(action, A.RedrawDestinations):
        d["energy"] -= int(state.comp.rules["redraw_destinations_cost"])
        events.append(Event("redraw", f"{name} discards and redraws both Destinations.", seat))
        for slot, card in enumerate(state.dest_slots):
            if card is not None:
                state.dest_discard.append(card)
                state.dest_slots[slot] = None
        for slot in range(len(state.dest_slots)):
            state.dest_slots[slot] = state.draw_destination(events)
    elif isinstance(action, A.Travel):
        card = state.dest_slots[action.slot]
        assert card is not None
        dest = state.comp.destinations[card]
        d["energy"] -= dest.cost
        state.ships[ship]["destination"] = card
        state.dest_slots[action.slot] = state.draw_destination(events)
        state.pending.pop()
        events.append(
            Event(
                "travel",
                f"{name} sends {state.ship_label(ship)} to {dest.name} ({dest.cost} "
                "energy); the run ends.",
                seat,
                {"ship": ship, "card": card},
            )
        )
        return
    _maybe_end(state, d, events)


decision("run")((_legal_run, _handle_run))


def _legal_explore(state: StarshipState, d: dict[str, Any]) -> list[Action]:
    room = has_room(state, d["ship"])
    result: list[Action] = []
    for token in d["drawn"]:
        if room:
            result.append(A.KeepMine(token, True))
        result.append(A.KeepMine(token, False))
    return result


def _handle_explore(
    state: StarshipState, d: dict[str, Any], action: Action, events: list[Event]
) -> None:
    assert isinstance(action, A.KeepMine)
    seat = state.turn
    state.pending.pop()
    for token in d["drawn"]:
        if token != action.token:
            state.bag.append(token)  # Ore Scanner: the token not kept goes back
    label = state.comp.mines[action.token].label
    if action.into_hold:
        state.ships[d["ship"]]["cargo"].append(action.token)
        text = f"{state.name(seat)} loads {label} aboard {state.ship_label(d['ship'])}."
    else:
        state.player(seat)["local"].append(action.token)
        text = f"{state.name(seat)} leaves {label} in Local Space."
    events.append(Event("keep_mine", text, seat, {"token": action.token}))
    if state.pending and state.pending[-1]["kind"] == "run":
        _maybe_end(state, state.pending[-1], events)


decision("explore")((_legal_explore, _handle_explore))
