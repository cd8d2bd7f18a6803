"""How good an unfinished Starship Merchants position is for each seat: the Hard bot's
evaluation (its search cuts playouts off and scores them here).

A seat's *equity* is what its credits will be worth at the end, estimated in credits:

* its credits, less every Loan Marker still owed (each costs half the ship's price);
* the pay waiting for the runs already made (:func:`dock.payout`: mines aboard, Pilot,
  Destination and Refinery bonuses), paid on reaching the Dock;
* the energy left in a Belt run under way (its empty holds filled by exploring);
* the runs its active ships have still to make this business cycle (if the seat has not
  passed the Belt): each worth :func:`run_value` (holds filled by exploring at the mean
  mine value plus its pilot's and the seat's refineries' per-mine bonuses, the energy
  left over spent on a Destination);
* its income in the turns the game has left once this cycle is done: a cycle takes one
  turn per quadrant plus one per extra ship run in the Belt, so the fleet earns the sum
  of its run values every ``3 + ships`` turns (a ship that the next Mark makes obsolete
  counts half);
* a little for claimed mines in its Local Space (their higher delivery value) and for
  Pilots and Gear set aside for the next ship.

Turns are what a seat spends: passing or skipping a run loses income, and the game's
turns left shrink as the leader nears the Final Run threshold (the game ends soon after
someone declares, at 100+ credits); with the Final Run declared only the current cycle
counts. A seat's value is a logistic of its equity margin over the best other seat (less
the margin it had when the search began, see :func:`evaluate`).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import cache

from game.core.protocol import State
from game.starship.rules.data import MINE_KINDS, components
from game.starship.rules.dock import payout
from game.starship.rules.position import Position

#: rounds a whole game lasts, roughly (Normal bots: 34-36 rounds at 2-4 players)
GAME_ROUNDS = 34.0
#: credits at which the leader is taken to end the game (the Final Run may be declared at 100)
END_CREDITS = 110.0
#: credits of margin gained that make a seat's value 0.73 (logistic scale)
MARGIN_SCALE = 3.0
#: a Destination's bonus per leftover energy point, roughly
DESTINATION_PER_ENERGY = 1.5
#: turns from a quadrant to the Dock (where the business cycle ends), one ship run
TO_DOCK = {"shipyard": 3, "market": 2, "belt": 1, "dock": 0}
#: a cycle's turns besides the Belt's: Shipyard, Market, Dock
CYCLE_TURNS = 3


@cache
def _kind_share() -> dict[str, float]:
    """The share of each mine kind among the tokens (for expected per-mine bonuses)."""
    mines = components().mines.values()
    return {k: sum(1 for m in mines if m.kind == k) / len(mines) for k in MINE_KINDS}


@cache
def mean_mine_value() -> float:
    """The mean face value of the mine tokens (what an exploration draws, on average)."""
    mines = components().mines.values()
    return sum(m.value for m in mines) / len(mines)


def _per_mine_bonus(table: Mapping[str, int]) -> float:
    """The expected bonus per delivered mine of a per-mine table (Pilot, Refinery)."""
    if not table:
        return 0.0
    share = _kind_share()
    return float(table.get("any", 0)) + sum(share[k] * table.get(k, 0) for k in MINE_KINDS)


def run_value(state: Position, seat: int, ship_id: int) -> float:
    """What one run of ``ship_id`` earns, roughly: its holds filled by exploring, the rest
    of its energy spent on a Destination, with its pilot's and the seat's refineries'
    bonuses."""
    value = _energy_value(state, seat, ship_id, state.energy(ship_id),
                          state.cargo_capacity(ship_id))
    pilot = state.pilot_of(ship_id)
    if pilot is not None:
        value += pilot.run_bonus + pilot.destination_bonus
    return value


def _energy_value(state: Position, seat: int, ship_id: int, energy: int, room: int) -> float:
    """What ``energy`` points of a run with ``room`` empty holds still earn, roughly."""
    explores = min(room, energy // 2)
    per_mine = mean_mine_value()
    for rid in state.player(seat)["refineries"]:
        per_mine += _per_mine_bonus(state.comp.refineries[rid].per_mine)
    pilot = state.pilot_of(ship_id)
    if pilot is not None:
        per_mine += _per_mine_bonus(pilot.per_mine)
    return explores * per_mine + (energy - 2 * explores) * DESTINATION_PER_ENERGY


def _run_in_progress(state: Position, seat: int) -> float:
    """What the energy left in ``seat``'s current Belt run will still earn."""
    if state.turn != seat:  # (only the seat whose turn it is can be running a ship)
        return 0.0
    run = state.frame_of("run", under=True)  # (a run waits under its explore step)
    if run is None:
        return 0.0
    ship = run["ship"]
    return _energy_value(state, seat, ship, run["energy"], state.hold_room(ship))


def banked(state: Position, seat: int) -> float:
    """Credits plus the pay waiting for runs already made, less the loans owed: what the
    seat's credits will be after its next Dock visit and its loan payments."""
    p = state.player(seat)
    value = float(p["credits"])
    for ship_id in p["ships"]:
        ship = state.ships[ship_id]
        if ship["loans"]:
            value -= ship["loans"] * state.loan_marker_value(ship_id)
        if ship["ran"]:
            value += sum(payout(state, seat, ship_id).values())
    return value


def rounds_left(state: Position) -> float:
    """Rounds (one turn per seat) the game has left, estimated from the leader's banked
    credits (none once the Final Run is declared: then only the current cycle counts)."""
    if state.final_run or state.over:
        return 0.0
    lead = max(banked(state, s) for s in range(state.num_players))
    return GAME_ROUNDS * max(0.0, 1.0 - lead / END_CREDITS)


def equity(state: Position, seat: int, rounds: float | None = None) -> float:
    """The credits ``seat`` can count on at the end of the game (see the module doc)."""
    p = state.player(seat)
    rounds = rounds_left(state) if rounds is None else rounds
    comp = state.comp
    value = banked(state, seat)
    if p["waiting"]:
        return value
    value += _run_in_progress(state, seat)
    in_cycle = p["pos"] != "dock"
    unrun = 0
    fleet, per_cycle = 0, 0.0
    for ship_id in p["ships"]:
        ship = state.ships[ship_id]
        if state.is_obsolete(ship_id):
            continue
        run = run_value(state, seat, ship_id)
        if in_cycle and not ship["ran"]:
            value += run
            unrun += 1
        fleet += 1
        card = comp.ships[ship_id]
        soon_obsolete = card.obsolete_at and state.mark_token + 1 >= card.obsolete_at
        per_cycle += 0.5 * run if soon_obsolete else run
    if rounds <= 0:
        return value
    to_finish = TO_DOCK[p["pos"]] + max(0, unrun - 1) if in_cycle else 0
    later = max(0.0, rounds - to_finish)
    if fleet:
        value += later * per_cycle / (CYCLE_TURNS + fleet)
    cycles = later / (CYCLE_TURNS + max(fleet, 1))
    for token in p["local"]:
        if state.is_claimed(token):
            mine = comp.mines[token]
            value += 0.5 * min(2.0, cycles) * (mine.claimed - mine.value)
    if p["aside_pilot"] is not None:
        value += 0.5 * comp.card_cost(p["aside_pilot"])
    value += 0.5 * sum(comp.gear[g].cost for g in p["aside_gear"])
    return value


def margins(state: Position) -> tuple[float, ...]:
    """Each seat's equity less the best other seat's."""
    rounds = rounds_left(state)
    eq = [equity(state, s, rounds) for s in range(state.num_players)]
    return tuple(mine - max(e for o, e in enumerate(eq) if o != s) for s, mine in enumerate(eq))


def evaluate(state: State, baseline: tuple[float, ...] | None = None) -> tuple[float, ...]:
    """Each seat's value in [0, 1]: a logistic of its equity margin over the best other
    seat, less its margin in ``baseline`` (the margins where the search started, so that
    the logistic's steep middle measures what the searched moves gain, not the lead the
    seat already had)."""
    assert isinstance(state, Position)
    base = baseline or (0.0,) * state.num_players
    return tuple(
        1.0 / (1.0 + math.exp(-(m - b) / MARGIN_SCALE))
        for m, b in zip(margins(state), base, strict=True)
    )
