"""Helpers for Merchants of Andromeda rule tests: build a position, run one rule step."""

from __future__ import annotations

import copy
from typing import Any

from game.core.protocol import Action, Event
from game.merchants.game import GAME
from game.merchants.rules import MerchantsState


def new(players: int = 4, seed: int = 1) -> MerchantsState:
    """A fresh game, waiting for the first decision."""
    return GAME.new_game(players, seed)


def quiet(players: int = 4, seed: int = 1, first: int = 0) -> MerchantsState:
    """A freshly set-up board with nothing pending: tests push the rule step they check.

    Seat ``first`` is made the first and active player; the Station and Production start
    positions stay those of the original first player (tests that care set them)."""
    state = new(players, seed)
    state.pending = []
    state.first_player = state.active = first
    state.slots = [None, None, None]
    return state


def step(state: MerchantsState, *frames: dict[str, Any]) -> list[Event]:
    """Push ``frames`` (run in the order given) and carry out automatic steps."""
    state._then(*(copy.deepcopy(f) for f in frames))
    return state.settle([])


def set_candidates(state: MerchantsState, *senators: str) -> None:
    """Put ``senators`` in the ballot box slots; the others form the face-down pile."""
    state.candidates = list(senators)
    state.senate_deck = [s for s in sorted(state.c.senators) if s not in senators]


def play(state: MerchantsState, *actions: Action) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events += state.apply(action)
    return events


def clear_station(state: MerchantsState) -> None:
    """Remove every Station influence (returning it to supply) without bridge effects."""
    for owner in state.station.values():
        state.supply[owner] += 1
    state.station = {}
    state.bridges_done = [[] for _ in range(state.num_players)]


def put_station(state: MerchantsState, seat: int, *spaces: str) -> None:
    """Place influence directly (no bridge money) for scoring set-ups."""
    for space in spaces:
        state.station[space] = seat
        state.supply[seat] -= 1


def money_total(state: MerchantsState, seat: int) -> int:
    return sum(state.ledger[seat].values())


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]
