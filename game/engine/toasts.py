"""Toasts: short messages at the bottom of the screen (a refusal, "Game saved"...).

A screen may give them a room of their own (:meth:`Screen.toast_room
<game.engine.roles.Screen.toast_room>`): the play screen keeps one at the foot of its
game log and moves the log's newest lines up over it, since a toast centred at the bottom
stood over those lines (the one a player reads after a move) and over a board's prompt
buttons. There they are stacked from the room's bottom, in smaller words, wrapped to its
width (more lines kept: the room is narrow).
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.engine.roles import Looks

#: a toast's text size, the most lines it keeps and its box's side margins (both sides
#: together) at the bottom of the screen, and in a screen's own room for toasts
SCREEN_LOOK, ROOM_LOOK = (30, 3, 100), (26, 6, 40)
#: the gap between two stacked toasts, at the bottom of the screen and in a room
SCREEN_GAP, ROOM_GAP = 12, 8
#: a shown toast laid out: its lines, its box, whether it is an error, its text size
Laid = tuple[list[str], pygame.Rect, bool, int]


class Toasts:
    """Short messages shown at the bottom of the screen for a few seconds.

    Owned by the app, drawn above every scene. ``error`` toasts are red-framed."""

    def __init__(self) -> None:
        self.items: list[tuple[str, float, bool]] = []  # text, seconds left, is_error
        self.history: list[str] = []
        #: the texts shown about a game's board (a refusal): gone with the board
        self._board: set[str] = set()

    def show(self, text: str, seconds: float = 3.5, error: bool = False,
             board: bool = False) -> None:
        """Show ``text``; ``board``: it speaks of the game's board (a refusal), and
        :meth:`drop_board` takes it away when that board leaves the screen."""
        self.items.append((text, seconds, error))
        self.items = self.items[-3:]
        self.history.append(text)
        if board:
            self._board.add(text)

    def drop_board(self) -> None:
        """Take away the toasts about a board that has left the screen: a refusal from the
        last move stood over the results screen's first button. Others stay (a failed
        save, a window notice)."""
        self.items = [item for item in self.items if item[0] not in self._board]
        self._board.clear()

    @property
    def active(self) -> bool:
        return bool(self.items)

    def next_expiry(self) -> float:
        """Seconds until the next message disappears (a still app wakes then)."""
        return min((s for _, s, _ in self.items), default=0.0)

    def update(self, dt: float) -> bool:
        """Age the messages; True if one disappeared (the screen must be redrawn)."""
        before = len(self.items)
        self.items = [(t, s - dt, e) for t, s, e in self.items if s - dt > 0]
        return len(self.items) != before

    def laid_out(self, app: Looks, size: tuple[int, int],
                 room: pygame.Rect | None = None) -> list[Laid]:
        """Where each shown toast goes, newest lowest: centred at the bottom of a screen
        of ``size``, or stacked up from the bottom of ``room`` (a screen's own place for
        them), wrapped to its width."""
        if room is None:
            (text_size, most, pad), gap = SCREEN_LOOK, SCREEN_GAP
            x, y, width = size[0] // 2, size[1] - 40, 1200
        else:
            (text_size, most, pad), gap = ROOM_LOOK, ROOM_GAP
            x, y, width = room.centerx, room.bottom, room.width - pad
        laid: list[Laid] = []
        for text, _, error in reversed(self.items):
            lines, box = toast_box(app, text, text_size, width, most, pad=pad)
            box.midbottom = (x, y)
            laid.append((lines, box, error, text_size))
            y = box.top - gap
        return laid

    def height(self, app: Looks, width: int) -> int:
        """How tall the shown toasts stand stacked in a room ``width`` wide (0: none)."""
        laid = self.laid_out(app, (width, 0), pygame.Rect(0, 0, width, 0))
        return -min((box.top for _, box, _, _ in laid), default=0)

    def draw(self, surface: pygame.Surface, app: Looks,
             room: pygame.Rect | None = None) -> None:
        """The shown toasts, at the bottom of ``surface`` or in ``room``
        (:meth:`laid_out`)."""
        for lines, box, error, size in self.laid_out(app, surface.get_size(), room):
            paint_toast(surface, app, lines, box, error, size)


def _same(value: float) -> int:
    return int(value)


def toast_box(app: Looks, text: str, size: int = 30, width: int = 1200, most: int = 3,
              u: Callable[[float], int] = _same,
              pad: int = 100) -> tuple[list[str], pygame.Rect]:
    """A toast's lines (``text`` wrapped for ``width``, at most ``most``) and its box, at
    (0, 0), ``pad`` wider than its widest line. ``u`` scales the box's margins (a
    table's 1080p unit: a 4K table's are twice the monitor's)."""
    lines = app.fonts.wrap(text, size, width)[:most]
    lh = app.fonts.line_height(size)
    widest = max(app.fonts.width(line, size) for line in lines)
    return lines, pygame.Rect(0, 0, min(u(1280), widest + u(pad)), lh * len(lines) + u(36))


def paint_toast(surface: pygame.Surface, app: Looks, lines: list[str], box: pygame.Rect,
                error: bool, size: int = 30, u: Callable[[float], int] = _same) -> None:
    """A toast's box and lines (from :func:`toast_box`) drawn in ``box``: red-framed
    for an error."""
    lh = app.fonts.line_height(size)
    pygame.draw.rect(surface, app.theme.c("toast"), box, border_radius=u(16))
    edge = app.theme.c("error") if error else app.theme.c("accent")
    pygame.draw.rect(surface, edge, box, u(4), border_radius=u(16))
    for i, line in enumerate(lines):
        app.fonts.draw(surface, line, (box.centerx, box.top + u(18) + i * lh + lh // 2),
                       size, app.theme.c("text"), False, "center")
