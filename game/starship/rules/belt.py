"""Belt: run one Starship per action, spending its Energy Points in any order.

Costs (rules.toml): pickup from your Local Space or Known Space 1, from an opponent's
Local Space 3 (unclaimed tokens only), exploring 2 (pickup included), redrawing both
Destination cards 1, travelling to a Destination its printed cost (ends the run). A ship
runs once per business cycle (until its next payout at the Dock); obsolete ships do not
run. Your starting mines move from your Corporate ID card to Local Space on your first
arrival.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.starship.rules import actions as A
from game.starship.rules.describe import describe
from game.starship.rules.position import Position


def runnable(state: Position, seat: int) -> list[int]:
    return [s for s in state.active_ships(seat) if not state.ships[s]["ran"]]


_RUN_SHIP = cache(A.RunShip)
_PICKUP = cache(A.Pickup)
_TRAVEL = cache(A.Travel)
_KEEP = cache(A.KeepMine)
_EXPLORE = A.Explore()
_REDRAW = A.RedrawDestinations()
_END_RUN = A.EndRun()


def options(state: Position, seat: int) -> list[Action]:
    return [_RUN_SHIP(s) for s in runnable(state, seat)]


def arrive(state: Position, seat: int, events: list[Event]) -> None:
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


def run_ship(state: Position, seat: int, action: Action, events: list[Event]) -> None:
    """The turn's action in the Belt: start the run of one ship."""
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


def explore_cost(state: Position, ship: int) -> int:
    """Energy to explore: the rules' cost, or less with Survey Robots aboard."""
    cost = int(state.comp.rules["explore_cost"])
    gear = state.comp.gear
    for g in state.ships[ship]["gear"]:
        cheaper = gear[g].explore_cost
        if cheaper is not None and cheaper < cost:
            cost = cheaper
    return cost


def explore_draws(state: Position, ship: int) -> int:
    return max([1, *(state.comp.gear[g].explore_draw for g in state.ships[ship]["gear"])])


def has_room(state: Position, ship: int) -> bool:
    return state.hold_room(ship) > 0


def pickup_cost(state: Position, run: Frame, token: int) -> int | None:
    """Energy to pick ``token`` up on this run, or None if it may not be picked up."""
    where, owner = state.token_location(token)
    return _cost_at(state, run, token, where, owner)


def _cost_at(
    state: Position, run: Frame, token: int, where: str, owner: int | None
) -> int | None:
    seat = state.turn
    if where == "known" or (where == "local" and owner == seat):
        return 0 if run["free"] > 0 else int(state.comp.rules["pickup_cost"])
    if where == "local" and not state.is_claimed(token):
        return _opponent_cost(state, run)
    return None


def pickups(state: Position, run: Frame) -> list[tuple[int, int]]:
    """(token, energy cost) of every Mine Token this run may pick up now, by token id."""
    return sorted((token, cost) for cost, pile in _piles(state, run) for token in pile)


def _piles(state: Position, run: Frame) -> list[tuple[int, list[int]]]:
    """(energy cost, tokens) of each pile the run may pick up from now.

    The cost depends only on where a token lies (the same for a whole pile), so each pile
    is priced once: this runs for every step of every Belt run."""
    if not has_room(state, run["ship"]):
        return []
    energy = run["energy"]
    seat = state.turn
    piles: list[tuple[int, list[int]]] = []
    own = 0 if run["free"] > 0 else int(state.comp.rules["pickup_cost"])
    if own <= energy:
        piles.append((own, state.known))
        piles.append((own, state.players[seat]["local"]))
    other = _opponent_cost(state, run)
    if other <= energy:
        claimed = state.claimed
        for owner, p in enumerate(state.players):
            if owner != seat and p["local"]:
                piles.append((other, [t for t in p["local"] if t not in claimed]))
    return piles


def _opponent_cost(state: Position, run: Frame) -> int:
    pilot = state.pilot_of(run["ship"])
    if pilot is not None and pilot.opponent_pickup_cost is not None:
        return pilot.opponent_pickup_cost
    return int(state.comp.rules["opponent_pickup_cost"])


def run_options(state: Position, run: Frame) -> list[Action]:
    """Every step the run may take now but ending it."""
    ship, energy = run["ship"], run["energy"]
    result: list[Action] = []
    if state.bag and energy >= explore_cost(state, ship):
        result.append(_EXPLORE)
    tokens = [token for _cost, pile in _piles(state, run) for token in pile]
    tokens.sort()
    result.extend([_PICKUP(token) for token in tokens])
    if energy >= int(state.comp.rules["redraw_destinations_cost"]) and (
        state.dest_deck or state.dest_discard or any(state.dest_slots)
    ):
        result.append(_REDRAW)
    destinations = state.comp.destinations
    for slot, card in enumerate(state.dest_slots):
        if card is not None and energy >= destinations[card].cost:
            result.append(_TRAVEL(slot))
    return result


def energy_cost(state: Position, action: Action) -> int | None:
    """Energy Points ``action`` would spend in the current run (for showing the cost
    before committing), or None when it is not a run step."""
    run, cost = state.frame_of("run"), _STEP_COSTS.get(type(action))
    return cost(state, run, action) if run is not None and cost is not None else None


def _travel_cost(state: Position, run: Frame, action: Action) -> int | None:
    assert isinstance(action, A.Travel)
    card = state.dest_slots[action.slot]
    return state.comp.destinations[card].cost if card else None


def _pickup_cost(state: Position, run: Frame, action: Action) -> int | None:
    assert isinstance(action, A.Pickup)
    return pickup_cost(state, run, action.token)


_STEP_COSTS: dict[type[Action], Callable[[Position, Frame, Action], int | None]] = {
    A.Explore: lambda state, run, action: explore_cost(state, run["ship"]),
    A.Pickup: _pickup_cost,
    A.RedrawDestinations: lambda state, run, action: int(
        state.comp.rules["redraw_destinations_cost"]
    ),
    A.Travel: _travel_cost,
    A.EndRun: lambda state, run, action: 0,
}


def _points(n: int) -> str:
    return f"{n} Energy Point" + ("" if n == 1 else "s")


def can_go_on(state: Position, run: Frame) -> bool:
    """Whether the run has any step left but ending it (cheap: stops at the first)."""
    ship, energy = run["ship"], run["energy"]
    if state.bag and energy >= explore_cost(state, ship):
        return True
    if energy >= int(state.comp.rules["redraw_destinations_cost"]) and (
        state.dest_deck or state.dest_discard or any(state.dest_slots)
    ):
        return True
    destinations = state.comp.destinations
    if any(card is not None and energy >= destinations[card].cost for card in state.dest_slots):
        return True
    return any(pile for _cost, pile in _piles(state, run))


def _maybe_end(state: Position, run: Frame, events: list[Event]) -> None:
    """A run ends by itself once nothing but ending it is possible."""
    if not can_go_on(state, run):
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


# ---------------------------------------------------------------- run steps


def _end_run(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
    seat, ship = state.turn, d["ship"]
    state.pending.pop()
    events.append(
        Event(
            "end_run",
            f"{state.name(seat)} ends the run of {state.ship_label(ship)} "
            f"({_points(d['energy'])} unspent).",
            seat,
            {"ship": ship},
        )
    )


def _explore(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
    seat, ship = state.turn, d["ship"]
    d["energy"] -= explore_cost(state, ship)
    drawn = [
        t for _ in range(explore_draws(state, ship)) if (t := state.draw_from_bag()) is not None
    ]
    labels = " and ".join(state.comp.mines[t].label for t in drawn)
    events.append(
        Event(
            "explore",
            f"{state.name(seat)} explores and draws {labels}.",
            seat,
            {"ship": ship, "tokens": drawn},
            reveals=True,
        )
    )
    state.pending.append({"kind": "explore", "ship": ship, "drawn": drawn})


def _pickup(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, A.Pickup)
    seat, ship, token = state.turn, d["ship"], action.token
    where, owner = state.token_location(token)
    cost = _cost_at(state, d, token, where, owner)
    assert cost is not None
    if cost == 0:
        d["free"] -= 1
    d["energy"] -= cost
    if where == "known":
        state.known.remove(token)
        src = "Known Space"
    else:
        assert owner is not None
        state.player(owner)["local"].remove(token)
        src = "their Local Space" if owner == seat else f"{state.name(owner)}'s Local Space"
    state.ships[ship]["cargo"].append(token)
    events.append(
        Event(
            "pickup",
            f"{state.name(seat)} picks up {state.comp.mines[token].label} "
            f"from {src} ({cost} energy).",
            seat,
            {"ship": ship, "token": token, "cost": cost},
        )
    )
    _maybe_end(state, d, events)


def _redraw_destinations(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
    seat = state.turn
    d["energy"] -= int(state.comp.rules["redraw_destinations_cost"])
    events.append(
        Event("redraw", f"{state.name(seat)} discards and redraws both Destinations.", seat)
    )
    for slot, card in enumerate(state.dest_slots):
        if card is not None:
            state.dest_discard.append(card)
            state.dest_slots[slot] = None
    for slot in range(len(state.dest_slots)):
        state.dest_slots[slot] = state.draw_destination(events)
    _maybe_end(state, d, events)


def _travel(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, A.Travel)
    seat, ship = state.turn, d["ship"]
    card = state.dest_slots[action.slot]
    assert card is not None
    dest = state.comp.destinations[card]
    d["energy"] -= dest.cost
    state.ships[ship]["destination"] = card
    state.pending.pop()
    # (before the card drawn into the empty slot: the log shows this event in place of the
    # action's shorter line when it comes first; after the draw it stood under "travels to
    # Hygiea Yard for 2 energy", saying it again)
    events.append(
        Event(
            "travel",
            f"{state.name(seat)} sends {state.ship_label(ship)} to {dest.name} ({dest.cost} "
            "energy); the run ends.",
            seat,
            {"ship": ship, "card": card},
        )
    )
    state.dest_slots[action.slot] = state.draw_destination(events)


_STEPS: dict[type[Action], Callable[[Position, Frame, Action, list[Event]], None]] = {
    A.EndRun: _end_run,
    A.Explore: _explore,
    A.Pickup: _pickup,
    A.RedrawDestinations: _redraw_destinations,
    A.Travel: _travel,
}

#: The Belt's action taken as a turn's action (see :mod:`turn`).
ACTS: dict[type[Action], Callable[[Position, int, Action, list[Event]], None]] = {
    A.RunShip: run_ship,
}


# ---------------------------------------------------------------- refusals


def why_not_run_ship(state: Position, seat: int, ship: int) -> str | None:
    """Why ``seat`` cannot start a run of ``ship`` now (None: the Belt allows it)."""
    not_yours = state.not_your_ship(seat, ship)
    if not_yours:
        return not_yours
    if state.is_obsolete(ship):
        return "Obsolete ships cannot run or take new cards."
    if state.player(seat)["pos"] != "belt":
        return "Ships run in the Belt; cards are fitted in the Market."
    if state.ships[ship]["ran"]:
        return "This ship has already run this business cycle."
    return None


def why_not_pickup(state: Position, run: Frame, token: int) -> str | None:
    """Why the running ship cannot pick ``token`` up (None: it can)."""
    seat = state.turn
    where, owner = state.token_location(token)
    if where == "ship":
        return "Mines aboard a ship stay there until the Dock."
    if where == "id_card":
        return "Starting mines reach Local Space on their owner's first Belt visit."
    if where in ("bag", "drawn"):
        return "That mine is not in space: explore to draw from the bag."
    if where == "local" and owner != seat and state.is_claimed(token):
        return "Claimed mines cannot be picked up from an opponent's Local Space."
    if not has_room(state, run["ship"]):
        return "The ship's cargo holds are full."
    cost = _cost_at(state, run, token, where, owner)
    if cost is not None and cost > run["energy"]:
        return f"This pickup costs {cost} energy; {run['energy']} left."
    return None


def _why_not_step(state: Position, run: Frame, action: Action) -> str | None:
    energy = run["energy"]
    if isinstance(action, A.Pickup):
        return why_not_pickup(state, run, action.token)
    if isinstance(action, A.Explore):
        if not state.bag:
            return "The bag is empty."
        return f"Exploring costs {explore_cost(state, run['ship'])} energy; {energy} left."
    if isinstance(action, A.Travel):
        card = state.dest_slots[action.slot] if 0 <= action.slot < 2 else None
        if card is None:
            return "No Destination card here."
        cost = state.comp.destinations[card].cost
        return f"Travelling there costs {cost} energy; {energy} left."
    if isinstance(action, A.RedrawDestinations):
        cost = int(state.comp.rules["redraw_destinations_cost"])
        if energy < cost:
            return f"Redrawing costs {cost} energy; {energy} left."
        return "There are no Destination cards left to draw."
    return "Finish the run first: explore, pick up, travel, or end it."


# ---------------------------------------------------------------- decisions


def _legal_run(state: Position, d: Frame, seat: int) -> list[Action]:
    return [*run_options(state, d), _END_RUN]


def _handle_run(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
    _STEPS[type(action)](state, d, action, events)


def _legal_explore(state: Position, d: Frame, seat: int) -> list[Action]:
    room = has_room(state, d["ship"])
    result: list[Action] = []
    for token in d["drawn"]:
        if room:
            result.append(_KEEP(token, True))
        result.append(_KEEP(token, False))
    return result


def _handle_explore(state: Position, d: Frame, action: Action, events: list[Event]) -> None:
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
    run = state.frame_of("run")
    if run is not None:
        _maybe_end(state, run, events)


def _refuse_explore(state: Position, d: Frame, action: Action) -> str | None:
    if not isinstance(action, A.KeepMine):
        return "First say where the explored mine goes: the hold or Local Space."
    if action.token not in d["drawn"]:
        return "Keep one of the mines just drawn."
    return "The ship's cargo holds are full: the mine goes to Local Space."


DECISIONS: list[Decision[Position]] = [
    Decision("run", _legal_run, _handle_run, describe, _why_not_step),
    Decision("explore", _legal_explore, _handle_explore, describe, _refuse_explore),
]
