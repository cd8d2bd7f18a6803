"""The long press: a finger held on a board thing shows its details instead of choosing it.

Touch has no hover, so what a mouse reveals by resting on a thing (its text, what a tap
would take) a finger reveals by holding it for :attr:`LongPress.seconds`; letting go
then takes nothing. A view feeds :meth:`LongPress.update` the key of the target pressed
now (:func:`pressed_key`) each frame, shows the details when it says so, and asks
:meth:`LongPress.release` when a target is let go.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable

from game.engine.widgets import BoardTarget, Widget


def pressed_key(widgets: Iterable[Widget]) -> Hashable | None:
    """The key of the board target held down now, if any."""
    return next((w.key for w in widgets if isinstance(w, BoardTarget) and w.pressed), None)


class LongPress:
    """How long the target pressed now has been held (see the module docstring)."""

    def __init__(self, seconds: float = 0.5) -> None:
        self.seconds = seconds
        self._key: Hashable | None = None
        self._for = 0.0
        #: the key held long enough (its release takes nothing), or None
        self.held: Hashable | None = None

    def update(self, key: Hashable | None, dt: float) -> bool:
        """``key`` (None: nothing) is pressed ``dt`` seconds more; True on the frame it
        has been held long enough (once a press)."""
        if key is None:
            self._key, self._for, self.held = None, 0.0, None
            return False
        self._for = dt + (self._for if key == self._key else 0.0)
        self._key = key
        if self._for >= self.seconds and self.held != key:
            self.held = key
            return True
        return False

    def release(self, key: Hashable) -> bool:
        """``key`` was let go: True when it was a long press (not to be taken)."""
        if self.held == key:
            self.held = None
            return True
        return False
