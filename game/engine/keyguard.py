"""Keys meant for the screen before: a screen that comes up on its own must not take them.

The results screen opens by itself when the last move is made, with "Play again" focused.
A player pressing Enter through the last decisions (or holding it, so that it repeats)
would start a new game before seeing who won. A :class:`KeyGuard` lets a screen ignore
the pressing keys (Enter, Space) for a moment after it opens, and a key that was pressed
in that moment until it is let go: its repeats belong to the press before. A press taken
in the moment starts it again, so that a player tapping Enter steadily through the last
decisions (a press every third of a second outlasted a fixed moment) reads the results
until they stop: the first press after a pause is the answer to this screen.

The moment is measured by the screen's frames, so a screen with a guard must run frames
until it is over (:attr:`KeyGuard.waiting` in its ``busy``): the app runs none while
nothing moves, and a guard that is not asked for them stays in its moment for as long as
the player looks at the screen, every Enter taken for the screen before.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.engine.input import POINTER_DOWN

#: seconds after a screen opens in which a pressing key is taken for the screen before
GUARD_SECONDS = 0.6
#: the commands that press something (game/engine/input.py's bindings)
PRESSING = ("activate", "confirm")


@dataclass
class KeyGuard:
    """Which key events a freshly opened screen should ignore. ``age`` is advanced by the
    screen's frames (:meth:`tick`), so tests that run frames with a ``dt`` see it exactly."""

    seconds: float = GUARD_SECONDS
    age: float = 0.0
    #: keys pressed within the guard, ignored (with their repeats) until let go
    held: set[int] = field(default_factory=set)

    def tick(self, dt: float) -> None:
        self.age += dt

    @property
    def waiting(self) -> bool:
        """True while the moment lasts: the screen is busy (its frames must run, so
        that the guard ages, though nothing on it moves)."""
        return self.age < self.seconds

    def blocks(self, event: pygame.event.Event, command: str | None) -> bool:
        """True when ``event`` is a pressing key's press (or repeat) left over from the
        screen before; a key's release ends its hold and is never blocked."""
        if event.type == pygame.KEYUP:
            self.held.discard(event.key)
            return False
        if event.type != pygame.KEYDOWN or command not in PRESSING:
            return False
        if event.key in self.held:
            return True
        if self.waiting:
            self.held.add(event.key)
            self.age = 0.0  # still pressing through: the moment starts again
            return True
        return False

    def blocks_landing(self, event: pygame.event.Event) -> bool:
        """True when ``event`` is a finger (or the mouse) landing in the moment: a tap
        still going from the screen before. At a table the results' buttons lie where
        the board was, under the fingers that made the last moves; like a pressing key,
        a landing in the moment starts it again. (Its lift finds nothing held.)"""
        if event.type != POINTER_DOWN or not self.waiting:
            return False
        self.age = 0.0
        return True
