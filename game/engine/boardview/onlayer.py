"""What each piece of a kept layer shows, so that a repaint draws only what changed.

A view's bottom layer keeps its pixels between repaints. A view that paints it piece by
piece (its panels, and the things between them) notes here what each piece shows, keyed
by everything it shows; the next repaint draws only the pieces whose key changed, and
with them every piece whose area overlaps one of them (drawing a piece over its
background wipes what lay over it). A new layer surface, or pieces in new places, are
painted whole. Starship paints its one layer this way (:meth:`OnLayer.repaint`), Pandorum
its side panels and mats one by one (:meth:`OnLayer.start`, then :meth:`OnLayer.panel`
for each).

With kept pictures (:class:`~game.engine.boardview.pictures.Pictures`), a panel (a piece
clipped to its rectangle) is copied from its picture when one shows its key, and
:meth:`OnLayer.ahead` paints the pictures a coming repaint needs on a scratch surface
beforehand, a few a frame (:meth:`BoardView.paint_ahead`): the repaint itself then only
copies them and draws the small pieces between the panels.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Hashable, Mapping, Sequence

import pygame

from game.engine.boardview.pictures import Pictures

#: a piece of a layer: where it draws (its rectangles), its key, how to paint it
Piece = tuple[Sequence[pygame.Rect], Hashable, Callable[[], object]]


class OnLayer:
    """The key of each piece a layer surface shows (see the module docstring)."""

    def __init__(self) -> None:
        self._surface: pygame.Surface | None = None
        self._places: Hashable = None
        self.shown: dict[str, Hashable] = {}
        #: how often each piece was painted (tests, the benchmark)
        self.paints: dict[str, int] = {}

    def start(self, surface: pygame.Surface, places: Hashable = None,
              whole: bool = False) -> bool:
        """A repaint of ``surface`` with its pieces at ``places`` begins: True when it is
        to be painted whole (another surface, pieces moved, or ``whole`` asked): nothing
        on it counts as shown then."""
        if whole or surface is not self._surface or places != self._places:
            self._surface, self._places, self.shown = surface, places, {}
            return True
        return False

    def forget(self) -> None:
        """The next repaint paints the layer whole."""
        self._surface = None

    def shows(self, name: str, key: Hashable) -> bool:
        """Whether piece ``name`` on the layer shows ``key`` already."""
        return name in self.shown and self.shown[name] == key

    def painted(self, name: str, key: Hashable) -> None:
        """Piece ``name`` was painted showing ``key``."""
        self.shown[name] = key
        self.paints[name] = self.paints.get(name, 0) + 1

    def stale(self, pieces: Mapping[str, Piece]) -> set[str]:
        """The pieces to paint: those not showing their key, and every piece whose area
        overlaps one of those (again and again, until none is added)."""
        todo = {n for n, (_r, key, _p) in pieces.items() if not self.shows(n, key)}
        grown = True
        while grown:
            rects = [r for n in todo for r in pieces[n][0]]
            more = {n for n, (own, _k, _p) in pieces.items()
                    if n not in todo and any(r.collidelist(rects) >= 0 for r in own)}
            todo |= more
            grown = bool(more)
        return todo

    def repaint(self, surface: pygame.Surface, pieces: Mapping[str, Piece],
                background: pygame.Surface, area: pygame.Rect, clipped: Collection[str],
                whole: bool = False, kept: Pictures | None = None,
                keep: Mapping[str, int] | None = None) -> set[str]:
        """Repaint the stale pieces of ``surface`` in their order, each over
        ``background`` (a picture of the layer's ``area`` without pieces, in the same
        coordinates) under its rectangles; a piece in ``clipped`` is clipped to its first
        rectangle (a panel). Everything when the layer is to be painted whole
        (:meth:`start`). With ``kept``, a panel is copied from its picture there when
        one shows its key, and a panel painted is kept there (the newest ``keep[name]``
        pictures of it, default 1). The names painted."""
        fresh = self.start(surface, whole=whole)
        todo = set(pieces) if fresh else self.stale(pieces)

        def copied(name: str) -> bool:
            return kept is not None and name in clipped and kept.has(name, pieces[name][1])

        if fresh:
            surface.blit(background, area, area)
        else:
            for name in todo:
                if not copied(name):
                    for rect in pieces[name][0]:
                        surface.blit(background, rect, rect)
        clip = surface.get_clip()
        for name, (rects, key, paint) in pieces.items():
            if name not in todo:
                continue
            if name in clipped:
                surface.set_clip(rects[0])
            if kept is not None and name in clipped:
                kept.paint(surface, name, key, rects[0], paint, (keep or {}).get(name, 1))
            else:
                paint()
            surface.set_clip(clip)
            self.painted(name, key)
        return todo

    def ahead(self, scratch: pygame.Surface, pieces: Mapping[str, Piece],
              background: pygame.Surface, clipped: Collection[str], kept: Pictures,
              may_paint: Callable[[str], bool], keep: Mapping[str, int] | None = None) -> None:
        """Paint ahead, on ``scratch`` (a surface in the layer's coordinates whose pixels
        count for nothing), the picture of each panel (a piece in ``clipped``) that the
        layer does not show and ``kept`` has no picture of, in the pieces' order, as long
        as ``may_paint(name)`` allows that one; the pictures go to ``kept`` for the coming
        :meth:`repaint`, the layer is untouched. A panel not wholly on ``scratch`` is left
        to the repaint: its picture would not be kept (:meth:`Pictures.paint` keeps only
        a whole one), so painting it ahead was wasted, and as a pass's first panel (which
        a pass always paints) it came back every pass and starved the rest (found in
        play: a busy machine's Starship table froze, its Shipyard panel reaching above
        the board's picture)."""
        whole = scratch.get_rect()  # (Pictures.keeps: a whole picture, of no empty rect)
        for name, (rects, key, paint) in pieces.items():
            if name not in clipped or self.shows(name, key) or kept.has(name, key):
                continue
            rect = rects[0]
            if not Pictures.keeps(whole, rect):
                continue
            if not may_paint(name):
                return
            scratch.blit(background, rect, rect)
            clip = scratch.get_clip()
            scratch.set_clip(rect)
            kept.paint(scratch, name, key, rect, paint, (keep or {}).get(name, 1))
            scratch.set_clip(clip)

    def panel(self, surface: pygame.Surface, name: str, rect: pygame.Rect, key: Hashable,
              paint: Callable[[pygame.Surface], object], kept: Pictures,
              background: tuple[int, int, int], ahead: Callable[[str], bool] | None = None,
              keep: int = 1) -> None:
        """Panel ``name`` showing ``key`` over ``rect`` of the layer being painted
        (:meth:`start`), for a view that paints its panels one by one rather than as
        pieces: nothing when the layer shows it already, else its picture in ``kept``,
        else ``paint(surface)`` on a ``background`` fill (a picture of it kept, the newest
        ``keep`` of the panel: a prompt box keeps many, its words come back every round).
        While a pass paints ahead (``ahead``: whether the pass may paint the panel now),
        only the picture is made and the layer is untouched."""
        full = (key, tuple(rect))
        if self.shows(name, full):
            return
        if ahead is not None:
            if not kept.has(name, full) and ahead(name):
                kept.keep(name, full, _picture(surface, rect, paint, kept, background), keep)
            return
        picture = kept.get(name, full)
        if picture is None:
            kept.keep(name, full, _picture(surface, rect, paint, kept, background), keep)
        else:
            surface.blit(picture, rect)
        self.painted(name, full)


def _picture(surface: pygame.Surface, rect: pygame.Rect,
             paint: Callable[[pygame.Surface], object], kept: Pictures,
             background: tuple[int, int, int]) -> pygame.Surface:
    """Paint a panel over a ``background`` fill of ``rect``; a copy of its picture."""
    surface.fill(background, rect)
    paint(surface)
    return kept.copy(surface, rect)
