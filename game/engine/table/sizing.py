"""Sizes for fingers at table distance: pixels per millimetre from the screen's diagonal.

A table's screen is big and seen from far: targets must be at least
:data:`MIN_TARGET_MM` wide at the real size of the screen, and text is scaled with the
canvas (``unit``: canvas height / 1080), so a 4K canvas is drawn at 4K (crisp) rather than a
1080p picture scaled up.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

#: the smallest finger target on the table (a fingertip is about 8-10 mm wide)
MIN_TARGET_MM = 10.0
#: the screen diagonals the settings accept (inches)
DIAGONAL_RANGE = (10.0, 120.0)
DEFAULT_DIAGONAL = 55.0
MM_PER_INCH = 25.4


@dataclass(frozen=True)
class TableSizes:
    """What a canvas of ``size`` pixels on a screen of ``diagonal`` inches means in mm."""

    size: tuple[int, int]
    diagonal: float = DEFAULT_DIAGONAL

    @property
    def mm_per_px(self) -> float:
        """Millimetres per canvas pixel (the canvas fills the screen)."""
        return self.diagonal * MM_PER_INCH / math.hypot(*self.size)

    def px(self, mm: float) -> int:
        """``mm`` millimetres in canvas pixels (rounded up)."""
        return math.ceil(mm / self.mm_per_px)

    @property
    def min_target(self) -> int:
        """The smallest target side in canvas pixels: 10 mm, and never less than the
        64-pixel minimum of the 1080p layouts scaled by :attr:`unit`."""
        return max(self.px(MIN_TARGET_MM), round(64 * self.unit))

    @property
    def unit(self) -> float:
        """Layout scale: 1 on a 1080-pixel-high canvas, 2 at 4K."""
        return self.size[1] / 1080

    def u(self, value: float) -> int:
        """``value`` 1080p pixels at this canvas's scale."""
        return round(value * self.unit)


def check_diagonal(value: object) -> float:
    """A valid diagonal (inches) or ValueError naming the problem."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"screen diagonal {value!r} is not a number of inches")
    lo, hi = DIAGONAL_RANGE
    if not lo <= float(value) <= hi:
        raise ValueError(f"screen diagonal {value} inches is outside {lo:g}-{hi:g}")
    return float(value)
