"""Several fingers at once on a table: each finger captured by the spot under it.

A :class:`Spot` is something a finger may touch: a board target, a button or a target in a
seat's panel (``tap``: acts when the finger lifts inside it), or a peek area (``hold``:
on while the finger stays down). At ``down`` the :class:`TouchRouter` captures the finger by
the spot under it, if that finger may use it:

* spots on the board (``seat`` None) answer only while exactly one seat is acting: the
  acting seat acts on the board (nobody can tell whose hand is on the shared board, so any
  finger there is the acting seat's);
* a seat panel's tap spots answer only while that seat is acting; its hold spots (peek)
  always, and only for that panel (a finger in a panel is its seat's finger);
* a tap spot one seat may use in **another seat's panel** (``by``: a Starship run's mine
  lying in another seat's Local Space, tapped where it lies rather than paged to as a
  button) answers only while ``by`` is acting, whoever's panel it lies in: like the shared
  board, nobody can tell whose hand it is, so a finger there is the acting seat's;
* a spot for ``anyone`` (the menu) answers every finger.

Stray touches never act: a finger that lands outside every live spot is kept as a stray
(its moves and lift are ignored), and a tap spot held still for longer than
:data:`HOLD_LIMIT` (an arm resting on a button) does not act when it lifts. A finger that
slides off its tap spot does not act either. The mouse is one more finger (id -1), so a
touchscreen that sends only mouse events works with one finger.

A tap spot may also be **read by a long press** (``on_read``): a finger held still on it
for :data:`LONG_PRESS` (:meth:`TouchRouter.tick`) starts reading it (``on_read(True)``) and
no longer taps; lifting it or sliding off stops the reading (``on_read(False)``). A short
tap still acts. (A Merchants ballot box: a tap votes, a long press reads its senator.)
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable
from dataclasses import dataclass, field

import pygame

from game.engine.input import POINTER_DOWN, POINTER_MOVE, POINTER_UP

#: seconds a tap may last; a touch held longer on a tap spot is a resting hand, not a tap
HOLD_LIMIT = 1.2
#: seconds a finger stays on a readable tap spot before it reads it instead of tapping (the
#: long press of the phones' and tablets' own menus, 0.4-0.5 s)
LONG_PRESS = 0.5


@dataclass(frozen=True)
class Spot:
    """One place a finger may touch (canvas rectangle) and what it does."""

    key: Hashable
    rect: pygame.Rect
    #: the seat whose panel holds it; None: the shared board
    seat: int | None = None
    #: "tap" (acts on lift) or "hold" (on while held)
    kind: str = "tap"
    on_tap: Callable[[], object] | None = None
    on_hold: Callable[[bool], object] | None = None
    #: live for every finger whoever decides (the menu)
    anyone: bool = False
    #: a tap spot read by a long press: called with True when the press becomes a
    #: read, False when that finger lifts or slides off (see the module docstring)
    on_read: Callable[[bool], object] | None = None
    #: a tap spot in ``seat``'s panel that another seat uses (see the module docstring):
    #: the seat whose finger a tap on it is; None: the panel's own seat's
    by: int | None = None


@dataclass
class Finger:
    spot: Spot | None
    start: tuple[int, int]
    since: float
    inside: bool = True
    #: a long press reads its spot now (``Spot.on_read``)
    reading: bool = False
    #: it has read its spot: it will not tap
    read: bool = False


@dataclass
class TouchRouter:
    """Routes finger downs, moves and lifts to :class:`Spot` objects (see the module)."""

    fingers: dict[int, Finger] = field(default_factory=dict)
    #: touches that did nothing: landed outside every live spot, rested, or slid off
    rejected: int = 0

    def live(self, spot: Spot, acting: Collection[int]) -> bool:
        """May a finger use ``spot`` while ``acting`` seats decide?"""
        if spot.kind == "hold" or spot.anyone:
            return True
        if spot.by is not None:
            return spot.by in acting
        if spot.seat is None:
            return len(acting) == 1
        return spot.seat in acting

    def down(self, finger: int, pos: tuple[int, int], now: float, spots: list[Spot],
             acting: Collection[int]) -> Spot | None:
        """A finger lands: capture it by the live spot under it (the last listed wins, as
        the last drawn is on top); None for a stray."""
        self.release(finger, now)  # a lost lift of the same id must not keep a capture
        hit = None
        for spot in reversed(spots):
            if spot.rect.collidepoint(pos) and self.live(spot, acting):
                hit = spot
                break
        self.fingers[finger] = Finger(hit, pos, now)
        if hit is None:
            self.rejected += 1
        elif hit.kind == "hold" and hit.on_hold is not None:
            hit.on_hold(True)
        return hit

    def move(self, finger: int, pos: tuple[int, int]) -> None:
        held = self.fingers.get(finger)
        if held is not None and held.spot is not None:
            held.inside = held.spot.rect.collidepoint(pos)
            if held.reading and not held.inside:
                self._stop_reading(held)

    def tick(self, now: float) -> None:
        """A frame's time: a finger held on a readable tap spot for :data:`LONG_PRESS`
        starts reading it."""
        for held in self.fingers.values():
            spot = held.spot
            if (spot is not None and spot.on_read is not None and held.inside
                    and not held.read and now - held.since >= LONG_PRESS):
                held.reading = held.read = True
                spot.on_read(True)

    def waiting(self) -> bool:
        """A finger is on a readable tap spot and may become a long press (the frames
        must go on to see it)."""
        return any(h.spot is not None and h.spot.on_read is not None and h.inside
                   and not h.read for h in self.fingers.values())

    def _stop_reading(self, held: Finger) -> None:
        held.reading = False
        if held.spot is not None and held.spot.on_read is not None:
            held.spot.on_read(False)

    def up(self, finger: int, pos: tuple[int, int], now: float) -> bool:
        """A finger lifts: a tap spot acts if the finger is still on it and the touch was
        short. True if something acted."""
        held = self.fingers.pop(finger, None)
        if held is None or held.spot is None:
            return False
        spot = held.spot
        if spot.kind == "hold":
            if spot.on_hold is not None:
                spot.on_hold(False)
            return False
        if held.read or (spot.on_read is not None and now - held.since >= LONG_PRESS):
            if held.reading:  # a long press read it (or would have, had a frame run): no tap
                self._stop_reading(held)
            return False
        held.inside = spot.rect.collidepoint(pos)
        if not held.inside or now - held.since > HOLD_LIMIT:
            self.rejected += 1
            return False
        if spot.on_tap is not None:
            spot.on_tap()
        return True

    def pointer(self, event: pygame.event.Event, now: float,
                spots: Callable[[], list[Spot]], acting: Collection[int] = ()) -> bool:
        """Route one pointer event of the app (a finger, or the mouse as finger -1; its
        ``pos`` on the canvas): a landing is captured by the live spot under it among
        ``spots()`` (asked only then), a move or a lift goes to its capture. True when it
        was used (a capture, or a tap that acted)."""
        finger = int(getattr(event, "finger", -1))
        if event.type == POINTER_DOWN:
            return event.button == 1 and self.down(finger, event.pos, now, spots(),
                                                   acting) is not None
        if event.type == POINTER_MOVE:
            self.move(finger, event.pos)
            return False
        if event.type == POINTER_UP:
            return self.up(finger, event.pos, now)
        return False

    def release(self, finger: int, now: float) -> None:
        """Forget ``finger`` without acting (a hold spot is let go)."""
        held = self.fingers.pop(finger, None)
        spot = None if held is None else held.spot
        if spot is not None and spot.kind == "hold" and spot.on_hold is not None:
            spot.on_hold(False)
        if held is not None and held.reading:
            self._stop_reading(held)

    def release_all(self, now: float) -> None:
        for finger in list(self.fingers):
            self.release(finger, now)

    def strays(self) -> list[int]:
        """Fingers down that touch nothing (resting hands, arms)."""
        return [f for f, held in self.fingers.items() if held.spot is None]

    def held(self, finger: int) -> Spot | None:
        got = self.fingers.get(finger)
        return None if got is None else got.spot
