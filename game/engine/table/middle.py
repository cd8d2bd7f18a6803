"""The middle of a table screen, twice: once reading from the bottom edge, once turned
half round for the top edge.

Most players sit at the two long edges, so a screen whose middle holds words and buttons
for anyone (the join screen's "Start", the results' "Play again") draws that middle as
one upright card shown twice: the copy below the centre upright (the bottom edge reads
it), the copy above turned half round (the top edge reads it), any finger pressing
either copy's buttons. The card is painted upright once per copy (a copy may show a
word for its own edge only: a refusal caused by a touch at that edge) and cached after
the turn (:class:`~game.engine.table.panel.RotatedPanel`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine.table.panel import RotatedPanel
from game.engine.table.touch import Spot
from game.engine.table.transform import Orient
from game.engine.widgets import Button

if TYPE_CHECKING:
    pass

#: the edges the two copies face, in the order of :attr:`TwoWayMiddle.orients`
EDGES = ("bottom", "top")


class TwoWayMiddle:
    """An upright card of ``size`` shown twice about the point ``centre`` of the canvas,
    ``gap`` apart: under it upright (the bottom edge), over it turned half round (the top)."""

    def __init__(self, size: tuple[int, int], centre: tuple[int, int], gap: int) -> None:
        w, h = size
        x = centre[0] - w // 2
        self.orients = (Orient((w, h), 0, (x, centre[1] + gap // 2)),
                        Orient((w, h), 180, (x, centre[1] - gap // 2 - h)))
        self.panels = [RotatedPanel(o) for o in self.orients]

    @property
    def size(self) -> tuple[int, int]:
        return self.orients[0].size

    def orient(self, edge: str) -> Orient:
        """The copy read from ``edge`` ("bottom" or "top")."""
        return self.orients[EDGES.index(edge)]

    def spots(self, buttons: Sequence[Button],
              press: Callable[[str, Button], object] | None = None) -> list[Spot]:
        """Every button of both copies (``buttons`` in the card's upright coordinates),
        live for any finger; a tap calls ``press(edge, button)`` with the edge of the copy
        touched, or the button's own action when ``press`` is None."""
        out = []
        for k, (edge, orient) in enumerate(zip(EDGES, self.orients, strict=True)):
            for b in buttons:
                act = b.activate if press is None else partial(press, edge, b)
                out.append(Spot(("button", k, b.key), orient.rect_to_canvas(b.rect), None,
                                on_tap=act, anyone=True))
        return out

    def blit(self, surface: pygame.Surface, key: Callable[[str], Hashable],
             paint: Callable[[str, pygame.Surface], object]) -> None:
        """Draw both copies on ``surface``: each painted upright by ``paint(edge,
        upright)`` when ``key(edge)`` (all its copy shows) changed, turned, placed."""
        for edge, panel in zip(EDGES, self.panels, strict=True):
            panel.blit(surface, key(edge), partial(paint, edge))

