"""Toasts told in a table screen's two-way middle, facing whoever they are for.

The app draws its toasts at the bottom of the window, reading from the bottom edge only.
A table screen whose middle is shown twice (:class:`~game.engine.table.middle.TwoWayMiddle`:
the join screen, the results) takes them off the app and tells each in the copy of the
middle that faces the edge whose touch caused it, or in both copies when no touch at a long
edge caused it (a touch at a short edge, a notice of the window's, an autosave that failed
as the game ended). A refusal so stays readable in front of the player it refuses, whatever
is said meanwhile to the other edge.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

import pygame

from game.engine.table.middle import EDGES
from game.engine.toasts import paint_toast, toast_box

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.scene import Scene


class Note(NamedTuple):
    """A toast told in the middle: its words, seconds left, whether it is an error, and
    the edges whose copy of the middle tells it."""

    text: str
    left: float
    error: bool
    edges: tuple[str, ...]


class MiddleNotes:
    """The notes a two-way middle tells (the newest for each set of edges)."""

    def __init__(self) -> None:
        self.items: list[Note] = []

    def __bool__(self) -> bool:
        return bool(self.items)

    def take(self, app: App, scene: Scene, edge: str | None) -> bool:
        """Move the app's toasts into the notes while ``scene`` is shown, told in the copy
        read from ``edge`` (None, or an edge without a copy: both); whether any came."""
        toasts = app.toasts
        if not (toasts.items and app.showing(scene)):
            return False
        edges = (edge,) if edge in EDGES else EDGES
        for text, left, error in toasts.items:
            # a newer note for the same copies takes the older one's place (the same
            # edge's player touched again); the other copies' notes stay for their time
            self.items = [n for n in self.items if n.edges != edges]
            self.items.append(Note(text, left, error, edges))
        toasts.items = []
        return True

    def for_edge(self, edge: str) -> tuple[str, bool] | None:
        """The note the copy read from ``edge`` tells (its words, whether an error): the
        one a touch at that edge caused while its time lasts, else the newest told in
        both copies."""
        own = [n for n in self.items if n.edges == (edge,)]
        told = own or [n for n in self.items if edge in n.edges]
        return (told[-1].text, told[-1].error) if told else None

    def age(self, dt: float) -> bool:
        """``dt`` seconds passed: the notes whose time is out go; whether any went."""
        aged = [n._replace(left=n.left - dt) for n in self.items if n.left > dt]
        gone = len(aged) != len(self.items)
        self.items = aged
        return gone


def paint_note(surface: pygame.Surface, app: App, note: tuple[str, bool],
               top: tuple[int, int], size: int, width: int, most: int,
               u: Callable[[float], int]) -> pygame.Rect:
    """``note`` (words, whether an error, from :meth:`MiddleNotes.for_edge`) in a toast's
    box of at most ``most`` lines of ``size`` wrapped for ``width``, its top centre at
    ``top`` of a copy of the middle (``u``: the table's 1080p unit); the box."""
    lines, card = toast_box(app, note[0], size, width, max(1, most), u)
    card.midtop = top
    paint_toast(surface, app, lines, card, note[1], size, u)
    return card
