"""Where the seats sit around a table screen: edge slots, and the canvas they leave.

A seat sits at a *slot*: a whole edge (``"bottom"``, ``"top"``, ``"left"``, ``"right"``) or
half of a long edge (``"bottom-left"``, ``"bottom-right"``, ``"top-left"``,
``"top-right"``: two seats share it). :func:`place_seats` turns the slots of every seat into
each seat panel's :class:`~game.engine.table.transform.Orient` (its upright size: as long
as its edge part, ``depth`` deep; its rotation to face the edge) and the board rectangle
left in the middle. The top and bottom bands run the whole width (corners included); the
side bands run between them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine.table.transform import EDGE_ROTATION, Orient
from game.engine.tablesetup import check_slots

EDGES = ("bottom", "left", "top", "right")
#: the slots of each player count when the players have not chosen (turn order clockwise)
DEFAULT_SLOTS: dict[int, tuple[str, ...]] = {
    1: ("bottom",),
    2: ("bottom", "top"),
    3: ("bottom", "left", "right"),
    4: ("bottom", "left", "top", "right"),
    5: ("bottom-right", "bottom-left", "left", "top", "right"),
}
#: space between two panels and between a panel and the board (1080p pixels)
GAP = 6


def edge_of(slot: str) -> str:
    return slot.split("-")[0]


def default_slots(players: int) -> tuple[str, ...]:
    if players not in DEFAULT_SLOTS:
        raise ValueError(f"a table seats 1 to 5 players, not {players}")
    return DEFAULT_SLOTS[players]


@dataclass(frozen=True)
class TableLayout:
    """Every seat panel's place (by seat), the board rectangle in the middle."""

    size: tuple[int, int]
    slots: tuple[str, ...]
    panels: tuple[Orient, ...]
    board: pygame.Rect

    def edge(self, seat: int) -> str:
        return edge_of(self.slots[seat])

    def seat_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose panel is under canvas point ``pos``, or None."""
        for seat, orient in enumerate(self.panels):
            if orient.contains(pos):
                return seat
        return None


def place_seats(size: tuple[int, int], slots: Sequence[str], depth: int,
                gap: int = GAP, side_depth: int | None = None,
                min_board: int | None = None) -> TableLayout:
    """Seat panels ``depth`` deep along the long edges (top, bottom) and ``side_depth``
    (default ``depth``) along the short ones of a ``size`` canvas; ValueError when ``slots``
    are invalid or the panels leave a board narrower or lower than ``min_board`` (default
    ``depth``)."""
    check_slots(slots)
    w, h = size
    used = {edge_of(s) for s in slots}
    side = depth if side_depth is None else side_depth
    bottom = depth if "bottom" in used else 0
    top = depth if "top" in used else 0
    left = side if "left" in used else 0
    right = side if "right" in used else 0
    board = pygame.Rect(left + gap if left else 0, top + gap if top else 0, 0, 0)
    board.width = w - board.left - (right + gap if right else 0)
    board.height = h - board.top - (bottom + gap if bottom else 0)
    least = depth if min_board is None else min_board
    if board.width < least or board.height < least:
        raise ValueError(f"seat panels {depth} px deep leave no board on a {w}x{h} screen")
    orients = [_orient(slot, size, side if edge_of(slot) in ("left", "right") else depth,
                       top, bottom, gap) for slot in slots]
    return TableLayout((w, h), tuple(slots), tuple(orients), board)


def _orient(slot: str, size: tuple[int, int], depth: int, top: int, bottom: int,
            gap: int) -> Orient:
    w, h = size
    edge = edge_of(slot)
    rotation = EDGE_ROTATION[edge]
    if edge in ("bottom", "top"):
        x0, length = 0, w
        if slot.endswith("-left"):
            length = (w - gap) // 2
        elif slot.endswith("-right"):
            x0 = (w + gap) // 2
            length = w - x0
        y0 = h - depth if edge == "bottom" else 0
        return Orient((length, depth), rotation, (x0, y0))
    y0 = top + gap if top else 0
    length = h - y0 - (bottom + gap if bottom else 0)
    x0 = 0 if edge == "left" else w - depth
    return Orient((length, depth), rotation, (x0, y0))
