"""Toasts told in a table screen's two-way middle, facing whoever they are for.

The app draws its toasts at the bottom of the window, reading from the bottom edge only.
A table screen whose middle is shown twice (:class:`~game.engine.table.middle.TwoWayMiddle`:
the join screen, the results) takes them off the app and tells each in the copy of the
middle that faces the edge whose touch caused it, or in both copies when no touch at a long
edge caused it (a touch at a short edge, a notice of the window's, an autosave that failed
as the game ended). A refusal so stays readable in front of the player it refuses, whatever
is said meanwhile to the other edge. A note's time runs in each copy while that copy
tells it: a notice for both copies (the window's size) that came while one copy told its
own edge's refusal is told there after the refusal, for its whole time, so that every
edge reads it (it was gone by then: only the other copy had shown it).
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
    """A toast told in the middle: its words, the seconds it is still told in each copy
    of ``edges`` (counted down while that copy tells it), whether it is an error, and the
    edges whose copy of the middle tells it."""

    text: str
    left: tuple[float, ...]
    error: bool
    edges: tuple[str, ...]

    def left_in(self, edge: str) -> float:
        """Seconds it is still told in the copy read from ``edge`` (0: not there)."""
        return self.left[self.edges.index(edge)] if edge in self.edges else 0.0


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
            self.items.append(Note(text, (left,) * len(edges), error, edges))
        toasts.items = []
        return True

    def for_edge(self, edge: str) -> tuple[str, bool] | None:
        """The note the copy read from ``edge`` tells (its words, whether an error): the
        one a touch at that edge caused while its time lasts, else the newest told in
        both copies whose time there lasts."""
        note = self._told(edge)
        return None if note is None else (note.text, note.error)

    def _told(self, edge: str) -> Note | None:
        own = [n for n in self.items if n.edges == (edge,) and n.left_in(edge) > 0]
        told = own or [n for n in self.items if n.left_in(edge) > 0]
        return told[-1] if told else None

    def age(self, dt: float) -> bool:
        """``dt`` seconds passed, counted in each copy against the note it tells; a note
        whose time is out in every copy goes. Whether any copy's note changed."""
        before = {edge: self.for_edge(edge) for edge in EDGES}
        told = {edge: self._told(edge) for edge in EDGES}
        aged = []
        for note in self.items:
            left = tuple(t - dt if told.get(edge) is note else t
                         for edge, t in zip(note.edges, note.left, strict=True))
            if max(left) > 0:
                aged.append(note._replace(left=left))
        self.items = aged
        return any(self.for_edge(edge) != was for edge, was in before.items())


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
