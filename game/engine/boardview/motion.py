"""Animations of a board view: tweens that the base ticks in ``update`` (never in draw).

A :class:`Tween` runs from 0 to 1 in ``seconds`` (scaled by the settings' animation
speed); a view subclasses it to carry what moves (a ship from here to there) and reads
:meth:`Tween.eased` when drawing.
"""

from __future__ import annotations

from dataclasses import dataclass


def ease_out(t: float) -> float:
    """Fast start, soft landing (cubic)."""
    t = min(1.0, max(0.0, t))
    return 1 - (1 - t) ** 3


@dataclass
class Tween:
    """Progress ``t`` from 0 to 1 over ``seconds`` at animation speed 1."""

    seconds: float = 0.35
    t: float = 0.0

    def advance(self, dt: float, speed: float) -> None:
        self.t = min(1.0, self.t + dt * speed / max(1e-6, self.seconds))

    @property
    def finished(self) -> bool:
        return self.t >= 1.0

    @property
    def eased(self) -> float:
        return ease_out(self.t)


def lerp(a: tuple[float, float], b: tuple[float, float], k: float) -> tuple[float, float]:
    return (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k)


@dataclass
class MovingPiece(Tween):
    """A piece gliding from ``start`` to ``end`` (canvas coordinates), eased; a game's
    tween subclasses it with what moves (a ship, a pawn, a harvester) and its own time."""

    start: tuple[float, float] = (0.0, 0.0)
    end: tuple[float, float] = (0.0, 0.0)

    def pos(self) -> tuple[float, float]:
        """Where the piece is now."""
        return lerp(self.start, self.end, self.eased)

    def point(self) -> tuple[int, int]:
        """Where the piece is now, in whole pixels."""
        x, y = self.pos()
        return (round(x), round(y))
