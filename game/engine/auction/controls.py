"""pygame events to auction inputs: held keys, fingers on logos, the mouse, window focus.

Each event is stamped with the clock at the moment it is handled (``time.monotonic`` in
the app), so the price of a bid is the price of that instant, not of a counted frame.

The inputs of one frame are *queued* and applied by :meth:`Controls.flush` after every
event of the frame has been handled. The reason: when the window loses focus, SDL first
posts a key-up for every held key and only then the focus-lost event (SDL_ResetKeyboard
in SDL_SetKeyboardFocus). Looking at the whole frame lets us drop those synthetic key-ups
instead of taking the first one as a winning bid. A genuine key release in the very same
frame as a focus loss cannot be told apart from the system's; it is dropped too, and the
auction restarts (nobody loses money to a doubtful bid).

Touch: FINGERDOWN/FINGERUP (or the engine's pointer events) on a seat's panel. SDL also
synthesises mouse events from touches, marked ``event.touch``; those are ignored, so a
touch is never counted twice. A real mouse works as one more finger (for a single tester).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass

import pygame

from game.engine.auction.layout import Layout

try:  # the engine's unified pointer events (canvas coordinates), when the app translates
    from game.engine.input import POINTER_DOWN, POINTER_UP
except ImportError:  # pragma: no cover - standalone use without the engine's input module
    POINTER_DOWN = POINTER_UP = -1

HOLD = "hold"
RELEASE = "release"
PRESS = "press"  # a fresh key-down or touch (the No App "knock")
FOCUS_LOST = "focus_lost"
FOCUS_GAINED = "focus_gained"

#: ACTIVEEVENT state bits (SDL 1 names kept by pygame)
_APPINPUTFOCUS = 2
_APPACTIVE = 4


@dataclass(frozen=True)
class Input:
    """One input: ``kind`` (hold, release, press, focus_lost, focus_gained) for ``seat``
    at time ``at``; ``source`` says which key, finger or mouse it came from."""

    kind: str
    at: float
    seat: int | None = None
    source: str = ""


class Controls:
    """Tracks what each seat holds and queues :class:`Input` values for a frame.

    A seat holds while at least one of its sources (its key, fingers on its panel, the
    mouse) is down: it is held from the first source down to the last one up.
    """

    def __init__(
        self,
        keys: Mapping[int, int],
        layout: Layout,
        clock: Callable[[], float],
        seats: tuple[int, ...] | None = None,
    ) -> None:
        self.keys = dict(keys)  # seat -> key code
        self.layout = layout
        self.clock = clock
        self.seats = seats if seats is not None else tuple(p.seat for p in layout.places)
        self.sources: dict[int, set[str]] = {s: set() for s in self.seats}
        self.pending: list[Input] = []
        self.focused = True
        self.last_key: int | None = None  # the last key pressed (for the key-test screen)
        self._fingers: dict[str, int] = {}  # source -> seat for touches and the mouse

    # ------------------------------------------------------------ queries
    def held(self, seat: int) -> bool:
        return bool(self.sources.get(seat))

    def seat_for_key(self, key: int) -> int | None:
        for seat, code in self.keys.items():
            if code == key and seat in self.sources:
                return seat
        return None

    # ------------------------------------------------------------ events
    def handle(self, event: pygame.event.Event) -> bool:
        """Queue what ``event`` means for the auction; True when it was ours to take."""
        t = event.type
        if t == pygame.KEYDOWN:
            self.last_key = event.key
            seat = self.seat_for_key(event.key)
            if seat is not None:
                self._down(seat, f"key:{event.key}")
            return True
        if t == pygame.KEYUP:
            seat = self.seat_for_key(event.key)
            if seat is not None:
                self._up(seat, f"key:{event.key}")
            return True
        if t in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if getattr(event, "touch", False) or event.button != 1:
                return True  # SDL's copy of a touch: the finger event counts instead
            self._pointer(t == pygame.MOUSEBUTTONDOWN, "mouse", event.pos)
            return True
        if t in (pygame.FINGERDOWN, pygame.FINGERUP):
            w, h = self.layout.size
            self._pointer(t == pygame.FINGERDOWN, f"finger:{event.finger_id}",
                          (event.x * w, event.y * h))
            return True
        if t in (POINTER_DOWN, POINTER_UP):
            source = "mouse" if event.finger < 0 else f"finger:{event.finger}"
            self._pointer(t == POINTER_DOWN, source, event.pos)
            return True
        if t == pygame.WINDOWFOCUSLOST:
            self.focus_lost()
            return True
        if t == pygame.WINDOWFOCUSGAINED:
            self.focus_gained()
            return True
        if t == pygame.ACTIVEEVENT:
            state = getattr(event, "state", 0)
            if state & (_APPINPUTFOCUS | _APPACTIVE):
                if getattr(event, "gain", 1):
                    self.focus_gained()
                else:
                    self.focus_lost()
            return True
        return False

    def focus_lost(self) -> None:
        """Drop this frame's key releases (the system's), forget every hold, pause."""
        if not self.focused:
            return
        self.focused = False
        self.pending = [
            i for i in self.pending if not (i.kind == RELEASE and i.source.startswith("key:"))
        ]
        for held in self.sources.values():
            held.clear()
        self._fingers.clear()
        self.pending.append(Input(FOCUS_LOST, self.clock()))

    def focus_gained(self) -> None:
        if self.focused:
            return
        self.focused = True
        self.pending.append(Input(FOCUS_GAINED, self.clock()))

    def flush(self) -> list[Input]:
        """This frame's inputs, in the order their events were handled."""
        out, self.pending = self.pending, []
        return out

    # ------------------------------------------------------------ internals
    def _pointer(self, down: bool, source: str, pos: tuple[float, float]) -> None:
        if down:
            seat = self.layout.seat_at(pos)
            if seat is not None and seat in self.sources:
                self._fingers[source] = seat
                self._down(seat, source)
        else:
            seat = self._fingers.pop(source, None)
            if seat is not None:
                self._up(seat, source)

    def _down(self, seat: int, source: str) -> None:
        held = self.sources[seat]
        was_held = bool(held)
        if source in held:
            return  # key auto-repeat
        held.add(source)
        now = self.clock()
        self.pending.append(Input(PRESS, now, seat, source))
        if not was_held:
            self.pending.append(Input(HOLD, now, seat, source))

    def _up(self, seat: int, source: str) -> None:
        held = self.sources[seat]
        if source not in held:
            return
        held.discard(source)
        if not held:
            self.pending.append(Input(RELEASE, self.clock(), seat, source))
