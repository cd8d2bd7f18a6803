"""A turn: act in your quadrant, or advance to the next one and act or pass there.

You may stay in a quadrant only by acting there (the Dock's action happens on arrival,
so nobody stays there except to wait after the Final Run). On the first turn everyone
stays in the Shipyard and buys or leases a Mark I Starship.
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

from game.core.protocol import Action, Event
from game.starship.rules import actions as A
from game.starship.rules import belt, dock, market, shipyard
from game.starship.rules.state import StarshipState, decision

QUADRANT_RULES: dict[str, ModuleType] = {
    "shipyard": shipyard,
    "market": market,
    "belt": belt,
    "dock": dock,
}
QUADRANT_NAMES = {
    "shipyard": "the Shipyard",
    "market": "the Market",
    "belt": "the Belt",
    "dock": "the Dock",
}


def _legal_turn(state: StarshipState, d: dict[str, Any]) -> list[Action]:
    seat = state.turn
    p = state.player(seat)
    if p["waiting"]:
        return [A.CollectWaiting()]
    if not p["started"]:
        return shipyard.first_turn_options(state, seat)
    return [*QUADRANT_RULES[p["pos"]].options(state, seat), A.Advance()]


def _handle_turn(
    state: StarshipState, d: dict[str, Any], action: Action, events: list[Event]
) -> None:
    seat = state.turn
    p = state.player(seat)
    state.pending.pop()
    if isinstance(action, A.CollectWaiting):
        pay = int(state.comp.rules["waiting_pay"])
        state.earn(seat, pay, "Waiting in the Dock")
        events.append(
            Event("wait", f"{state.name(seat)} waits in the Dock and collects {pay}.", seat)
        )
    elif isinstance(action, A.Advance):
        advance(state, seat, events)
    else:
        QUADRANT_RULES[p["pos"]].act(state, seat, action, events)


def advance(state: StarshipState, seat: int, events: list[Event]) -> None:
    p = state.player(seat)
    left = p["pos"]
    p["pos"] = state.next_quadrant(left)
    events.append(
        Event(
            "move",
            f"{state.name(seat)} advances to {QUADRANT_NAMES[p['pos']]}.",
            seat,
            {"from": left, "to": p["pos"]},
        )
    )
    if left == "dock" and not state.refineries_open:
        state.refineries_open = True
        events.append(
            Event("refineries", "The Refinery cards are turned face up and are for sale.")
        )
    QUADRANT_RULES[p["pos"]].arrive(state, seat, events)


decision("turn")((_legal_turn, _handle_turn))


def _legal_arrived(state: StarshipState, d: dict[str, Any]) -> list[Action]:
    seat = state.turn
    return [*QUADRANT_RULES[state.player(seat)["pos"]].options(state, seat), A.Pass()]


def _handle_arrived(
    state: StarshipState, d: dict[str, Any], action: Action, events: list[Event]
) -> None:
    seat = state.turn
    state.pending.pop()
    if isinstance(action, A.Pass):
        events.append(Event("pass", f"{state.name(seat)} passes.", seat))
    else:
        QUADRANT_RULES[state.player(seat)["pos"]].act(state, seat, action, events)


decision("arrived")((_legal_arrived, _handle_arrived))
