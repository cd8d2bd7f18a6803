"""Ship animations of the Escape board: which ship glides where after an action.

The pairing is computed from two pictures of the board (occupied fields before and after)
plus the moves the rules' events name, so every change animates: plain moves, warps,
saves (into the wormhole), card swaps and jumps, ships sent back to or brought in from
a Launch Platform.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.core.protocol import Event
from game.engine.boardview.motion import MovingPiece

if TYPE_CHECKING:
    from game.escape.rules.state import EscapeState

#: seconds a ship takes to glide to its field at animation speed 1
FLIGHT_TIME = 0.35

#: one glide: (seat, from field or None = the Launch Platform,
#: to field / the wormhole or None = the Launch Platform)
Glide = tuple[int, str | None, str | None]


@dataclass
class Flight(MovingPiece):
    """A ship gliding from one place to another (canvas coordinates)."""

    seconds: float = FLIGHT_TIME
    seat: int = 0
    hides: str | None = None  # the field whose resting ship is hidden until the flight lands
    fade: bool = False  # through the wormhole: shrink away


def plan_flights(st: EscapeState, old: Mapping[str, int], saved_before: Sequence[int],
                 events: Sequence[Event],
                 at: Callable[[str], tuple[int, int]]) -> list[Glide]:
    """The glides that turn the board ``old`` into ``st``'s board: the moves the events
    name first, then the nearest vacated/arrived pairs per seat; a vacated field left over
    went through the wormhole (if the seat saved a ship) or back to the platform, an
    arrival left over came from the platform."""
    new = st.occupant
    out: list[Glide] = []
    for seat in range(st.num_players):
        gone = [f for f, s in old.items() if s == seat and new.get(f) != seat]
        came = [f for f, s in new.items() if s == seat and old.get(f) != seat]
        pairs: list[tuple[str | None, str | None]] = []
        for ev in events:
            data = ev.data or {}
            src, dst = data.get("from"), data.get("to")
            if ev.seat == seat and src in gone and (dst in came or dst == st.board.wormhole):
                pairs.append((src, dst))
                gone.remove(src)
                if dst in came:
                    came.remove(dst)
        while gone and came:  # nearest first: swaps, jumps, card moves
            a, b = min(((a, b) for a in gone for b in came),
                       key=lambda ab: math.dist(at(ab[0]), at(ab[1])))
            pairs.append((a, b))
            gone.remove(a)
            came.remove(b)
        saved_now = st.saved[seat] - (saved_before[seat] if seat < len(saved_before) else 0)
        for a in gone:
            to_hole = saved_now > 0
            saved_now -= 1 if to_hole else 0
            pairs.append((a, st.board.wormhole if to_hole else None))
        pairs += [(None, b) for b in came]
        out += [(seat, a, b) for a, b in pairs]
    return out
