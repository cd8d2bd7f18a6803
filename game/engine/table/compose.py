"""The table's still picture, kept up to date part by part.

A table screen is big (a 4K canvas is 33 MB): copying or repainting all of it after every
action would take longer than a frame. The still picture is made of :class:`Part` objects
(the board with its turn cards, each seat panel), each with the key of what it shows;
:meth:`Composer.update` repaints only the parts whose key changed, and says which canvas
rectangles changed, so only those are copied to the window. A part left for the next frame
keeps its last picture for that frame.

The work is spread over frames within a ``budget`` a frame, in estimated milliseconds: a
part may first need steps of work off the picture (``prepare``: a seat panel painted
upright, then turned; the board's layers composed), each returning its estimated cost, then
its ``paint`` (``cost``: copying it into the picture). The frame's other work on the
picture (copying to the window what changed: :func:`copy_cost`) is ``spent`` first. The
first step of a frame always runs when nothing was spent; any other only while it fits
the budget. After ``patience`` frames in a row that had to leave their first step for
what they spent, the next runs it anyway (the window's copies of a long animation never
starve the picture). Parts are served in the order listed (the board,
then the acting seat's panel...). The estimates come from pixel counts and frame counts,
not clocks, so which frame shows what never depends on the machine's load.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

#: estimated cost of copying (a blit or a fill) at 3840x2160 on the reference machine:
#: milliseconds per million pixels, plus per thousand rows (a tall narrow copy costs more
#: a pixel than a wide one: each row of a 4K surface is a page of its own). Fitted to the
#: copies of the four games' table benchmarks (2-4 % of the frames' time each): the whole
#: canvas 3.1 ms, the board 1.9, a 3840x460 seat panel 0.6, a 516x1120 turn card 0.7
COPY_MS = 0.35
COPY_ROW_MS = 0.6
#: the most steps of work one part may need before its paint (a guard against a part whose
#: ``ahead`` never comes to 0: it is then painted anyway)
STEPS = 8


@dataclass(frozen=True)
class Part:
    """One region of the still picture: ``paint(surface)`` draws it inside ``rect``, at an
    estimated ``cost`` (ms); ``prepare()``, if given, does the next step of the work it
    needs first, and ``ahead()`` tells that step's estimated cost (0.0: none left)."""

    name: str
    rect: pygame.Rect
    key: Hashable
    paint: Callable[[pygame.Surface], object]
    cost: float = 1.0
    prepare: Callable[[], object] | None = None
    ahead: Callable[[], float] = lambda: 0.0


def copy_cost(rect: pygame.Rect) -> float:
    """The estimated cost (ms) of copying ``rect`` once (a blit or a fill)."""
    if rect.width <= 0 or rect.height <= 0:
        return 0.0
    return COPY_MS * rect.width * rect.height / 1e6 + COPY_ROW_MS * rect.height / 1e3


class Composer:
    """The still picture of a ``size`` canvas on a ``background`` colour."""

    def __init__(self, size: tuple[int, int], background: tuple[int, int, int]) -> None:
        self.size = size
        self.background = background
        self.surface: pygame.Surface | None = None
        self._keys: dict[str, Hashable] = {}
        #: how many frames in a row left their first step undone
        self._waited = 0
        #: how many parts were painted (tests and the benchmark)
        self.paints = 0
        #: the estimated work (ms) of the last :meth:`update`, what was spent before it
        #: included
        self.spent = 0.0

    def update(self, parts: Sequence[Part], budget: float | None = None, spent: float = 0.0,
               patience: int | None = None) -> tuple[list[pygame.Rect], bool]:
        """Repaint the parts whose key changed (all of them on the first call, else
        within ``budget``, of which the frame has ``spent`` some already: see the module
        docstring); returns the changed rectangles and whether work was left.
        ``patience``: how many frames in a row may leave their first step for what they
        spent (None: any number)."""
        first = self.surface is None
        if self.surface is None:
            self.surface = pygame.Surface(self.size)
            if pygame.display.get_surface() is not None:
                self.surface = self.surface.convert()
            self.surface.fill(self.background)
        limit = None if first else budget
        changed: list[pygame.Rect] = []
        ran = False
        for part in parts:
            if self._keys.get(part.name, _UNSET) == part.key:
                continue
            for _ in range(STEPS if part.prepare is not None else 0):
                step = part.ahead()
                if step <= 0:
                    break
                if limit is not None and not self._runs(ran, spent, step, limit, patience):
                    return self._leave(changed, spent, ran)
                assert part.prepare is not None
                part.prepare()
                spent += step
                ran = True
            if limit is not None and not self._runs(ran, spent, part.cost, limit, patience):
                return self._leave(changed, spent, ran)
            part.paint(self.surface)
            spent += part.cost
            ran = True
            self._keys[part.name] = part.key
            self.paints += 1
            changed.append(pygame.Rect(part.rect))
        self._waited = 0
        self.spent = spent
        return changed, False

    def _runs(self, ran: bool, spent: float, cost: float, limit: float,
              patience: int | None) -> bool:
        """Whether work of ``cost`` runs in a frame that ``spent`` that much already
        (see the module docstring); ``ran``: a step of this frame ran already."""
        if spent + cost <= limit or (not ran and spent <= 0):
            return True
        return not ran and patience is not None and self._waited >= patience

    def _leave(self, changed: list[pygame.Rect], spent: float, ran: bool
               ) -> tuple[list[pygame.Rect], bool]:
        """Leave the rest of the work for the next frame (``spent`` so far; ``ran``: a
        step of this frame ran), counting the frames in a row whose first step waited."""
        self.spent = spent
        self._waited = 0 if ran else self._waited + 1
        return changed, True

    def shows(self, part: Part) -> bool:
        """Whether the picture holds ``part`` as of its key."""
        return self.surface is not None and self._keys.get(part.name, _UNSET) == part.key

    def painted(self) -> dict[str, Hashable]:
        """What each part's picture shows now (its key), by part name: a copy, kept as
        what the window shows once it is copied there."""
        return dict(self._keys)

    def up_to_date(self, parts: Sequence[Part]) -> bool:
        return self.surface is not None and all(
            self._keys.get(p.name, _UNSET) == p.key for p in parts)


_UNSET = object()


def uncovered(rect: pygame.Rect, holes: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """Disjoint rectangles covering the part of ``rect`` outside every hole (what needs
    painting under opaque pictures that will cover the holes anyway)."""
    out = [pygame.Rect(rect)]
    for hole in holes:
        pieces: list[pygame.Rect] = []
        for r in out:
            cut = r.clip(hole)
            if not cut.width or not cut.height:
                pieces.append(r)
                continue
            pieces += [pygame.Rect(r.left, r.top, r.width, cut.top - r.top),
                       pygame.Rect(r.left, cut.bottom, r.width, r.bottom - cut.bottom),
                       pygame.Rect(r.left, cut.top, cut.left - r.left, cut.height),
                       pygame.Rect(cut.right, cut.top, r.right - cut.right, cut.height)]
        out = [r for r in pieces if r.width > 0 and r.height > 0]
    return out


def outermost(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """``rects`` without those inside another (a turn card painted after the board it
    lies on is copied with the board, not twice)."""
    out: list[pygame.Rect] = []
    for k, rect in enumerate(rects):
        if not any(other.contains(rect) and (other != rect or j < k)
                   for j, other in enumerate(rects) if j != k):
            out.append(rect)
    return out
