"""A table as it is set up: its screen (the diagonal, and what it means in millimetres at
the canvas's pixels) and the edge slots its seats sit at, with the checks a value must
pass.

A table's screen is big and seen from far: targets must be at least
:data:`MIN_TARGET_MM` wide at the real size of the screen, and every word must read from
the far side of the table: a capital letter at least :data:`TEXT_ARCMIN` minutes of arc
high from a seat's eyes to the screen's far long edge (:attr:`TableSizes.min_text_mm`).
Layouts are scaled with the canvas (``unit``: canvas height / 1080), so a 4K canvas is
drawn at 4K (crisp) rather than a 1080p picture scaled up; :meth:`TableSizes.text` is a
1080p text size at this canvas, never below the minimum. See docs/table-mode.md.

These are plain values, below everything that uses them: the settings file
(:mod:`game.engine.settings`) checks the diagonal and the seats' slots when it loads; the
table (:mod:`game.engine.table`: ``edges`` lays the seats out at their slots), the board
views (:mod:`game.engine.boardview.parts`) and the auction screen scale by
:class:`TableSizes`. Standing below them all, they let the settings (which the app
loads) and the board views (which the table draws) never import the table.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

# --------------------------------------------------------------------------- the screen

#: the screen diagonals the settings accept (inches)
DIAGONAL_RANGE = (32.0, 120.0)
DEFAULT_DIAGONAL = 55.0
#: the smallest finger target on the table (a fingertip is about 8-10 mm wide)
MIN_TARGET_MM = 10.0
MM_PER_INCH = 25.4
#: the height of a capital letter as seen from the far side, in minutes of arc: the
#: comfortable reading size of the display standards (ANSI/HFES 100 and ISO 9241-303 ask
#: 20-22', 16' at the least; 1080p text of 24 pixels on a 55-inch 4K table is about 16')
TEXT_ARCMIN = 20.0
#: where a seated player's eyes are: this far back from the screen's edge and this high
#: above the screen lying flat (an adult at a table, leaning in a little)
EYE_BACK_MM = 400.0
EYE_HEIGHT_MM = 450.0
#: the bundled DejaVu Sans's capital height as a share of its pixel size (1493/2048 em;
#: tests/table/test_text_sizes.py measures it)
CAP_HEIGHT = 0.73


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

    @property
    def reading_mm(self) -> float:
        """How far a seat's eyes are from the farthest text it reads: across the screen's
        short side (from one long edge to the other) plus :data:`EYE_BACK_MM`, with the
        eyes :data:`EYE_HEIGHT_MM` above the screen (1.17 m on a 55-inch screen). A seat at
        a short edge reads the middle of the board from about as far."""
        across = min(self.size) * self.mm_per_px + EYE_BACK_MM
        return math.hypot(across, EYE_HEIGHT_MM)

    @property
    def min_text_mm(self) -> float:
        """The smallest capital letter on the table (mm): :data:`TEXT_ARCMIN` at
        :attr:`reading_mm` (6.8 mm on a 55-inch screen)."""
        return self.reading_mm * math.tan(math.radians(TEXT_ARCMIN / 60))

    @property
    def min_text(self) -> int:
        """The smallest font size (canvas pixels) whose capitals are :attr:`min_text_mm`
        high on the real screen: 30 on a 55-inch 4K screen (1080p text of 24 pixels
        there has 5.5 mm capitals), 15 at 1080p (below the interface's own 24)."""
        return math.ceil(self.min_text_mm / self.mm_per_px / CAP_HEIGHT)

    def text(self, value: float) -> int:
        """A font size of ``value`` 1080p pixels at this canvas's scale, never below
        :attr:`min_text`."""
        return max(self.min_text, self.u(value))


def check_diagonal(value: object) -> float:
    """A valid diagonal (inches) or ValueError naming the problem."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise ValueError(f"screen diagonal {value!r} is not a number of inches")
    lo, hi = DIAGONAL_RANGE
    if not lo <= float(value) <= hi:
        raise ValueError(f"screen diagonal {value} inches is outside {lo:g}-{hi:g}")
    return float(value)


# --------------------------------------------------------------------------- the seats

#: where a seat may sit: a whole edge, or half of a long edge (two seats share it)
SLOTS = ("bottom", "bottom-left", "bottom-right", "left", "top", "top-left", "top-right",
         "right")


def check_slots(slots: Sequence[str]) -> None:
    """Raise ValueError naming the problem when ``slots`` cannot seat everyone: an unknown
    slot, a slot taken twice, or an edge both whole and halved."""
    seen: set[str] = set()
    for slot in slots:
        if slot not in SLOTS:
            raise ValueError(f"unknown table seat {slot!r}; choose from {', '.join(SLOTS)}")
        if slot in seen:
            raise ValueError(f"two seats at {slot!r}")
        seen.add(slot)
    for edge in ("bottom", "top"):
        if edge in seen and (f"{edge}-left" in seen or f"{edge}-right" in seen):
            raise ValueError(f"the {edge} edge is taken whole and by halves at once")
