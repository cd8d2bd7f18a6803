"""A seat panel's picture: drawn upright into its own surface, rotated to face its seat,
cached after the rotation.

``RotatedPanel.get(key, paint)`` repaints (``paint(upright_surface)``) and rotates only when
``key`` (everything the panel shows) changed since the last call; every other frame blits
the cached rotated surface. So a table frame costs one blit per panel, and an action
repaints only the panels whose picture it changed.

At 4K a panel's repaint and its turn are a few milliseconds each, so
:meth:`RotatedPanel.prepare` does them one step a call (the table spreads them over
frames, :mod:`game.engine.table.compose`), and the last picture stays the one shown until
the new one is whole. The turned copy is a new surface each time: the old one is let go
first, so the allocator gives its memory back at once (kept, it made the new one fresh
memory: a 3840x460 panel's turn took 7 ms instead of 2, the page faults of 7 MB), and
:meth:`RotatedPanel.warm` makes both surfaces once as the screen opens. A big panel's
quarter turn (a 4K table's side seat: 4-5 ms) is done in bands instead, a step each,
onto a second turned picture kept for the panel (+7 MB at 4K); the two change places
when the new one is whole (:data:`BAND_MEGAPIXELS`).

A part of the picture may be repainted alone (:class:`Patch`: a waiting seat's news, the
log's newest lines, changed with every move while the rest of its panel did not): its
rectangle is painted again on the upright surface, only that is turned, and put into the
turned picture in its place. A quarter turn moves pixels and blends none, so the picture
is the one a whole repaint and turn would make (a 4K seat panel's words rectangle is a
quarter to two fifths of it: a move cost each waiting seat's panel its whole repaint and
turn).

A paint may itself come in :class:`Step` objects (a seat panel's frame and game part, its
prompt's words laid out, the words drawn: one paint was 5-8 ms at 4K, most of it wrapping
and rendering the acting seat's words at new sizes): :meth:`RotatedPanel.prepare` then
runs one step a call, on the upright surface, and the picture is made once the last is
done (the steps together paint what one paint would).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.engine.table.transform import Orient

#: estimated cost of the steps, milliseconds per million pixels (measured at 3840x2160 on
#: the reference machine: an upright seat panel's paint, a half turn, a quarter turn)
PAINT_MS = 3.0
#: a turn card's paint (its words are denser: 3-5 ms for Escape's 516x1120 cards)
CARD_PAINT_MS = 8.0
FLIP_MS = 1.5
QUARTER_MS = 3.0
#: a quarter turn of a panel this big (megapixels: a 4K table's side seat, 3840x460, is
#: 1.8) is done in bands, one a step, onto a second turned picture kept for it; the one
#: shown stays whole meanwhile, and the two change places when the new one is (one turn
#: was a 4-5 ms step at 4K)
BAND_MEGAPIXELS = 1.0
#: how many bands such a turn takes
QUARTER_BANDS = 3
#: what a band costs besides its share of the turn (ms): its turned copy is a new surface
#: each time (at 4K a band took 1.3-1.6 ms, 3-5 now and then with the page faults of
#: fresh memory), so that one band is a frame's costly step: two in a frame made frames of
#: 5-7 ms
BAND_NEW_MS = 0.3

_UNSET = object()


@dataclass(frozen=True)
class Step:
    """One step of a paint done over several calls: ``paint(upright)`` at an estimated
    ``cost`` (ms)."""

    cost: float
    paint: Callable[[pygame.Surface], object]


#: what paints an upright picture: one callable, or steps run one a call in order
Paint = Callable[[pygame.Surface], object] | Sequence[Step]


@dataclass(frozen=True)
class Patch:
    """A repaint of the upright ``rect`` alone, for a picture whose ``outside`` (what the
    panel shows outside ``rect``: a hashable key) is the one the panel's picture shows:
    ``steps`` paint the rectangle whole on the upright surface (each may clip to it and
    must paint every pixel of it), run one a call; then it alone is turned into the
    picture. Where the picture shows another ``outside`` the panel's whole paint runs."""

    outside: Hashable
    rect: pygame.Rect
    steps: Sequence[Step]


class RotatedPanel:
    """The cached, rotated picture of one upright panel placed by ``orient``."""

    def __init__(self, orient: Orient, paint_ms: float = PAINT_MS) -> None:
        self.orient = orient
        #: the estimated cost of its paint, ms per million pixels
        self.paint_ms = paint_ms
        self._key: Hashable = _UNSET
        self._upright_key: Hashable = _UNSET
        self._picture: pygame.Surface | None = None
        self._upright: pygame.Surface | None = None
        #: the key whose steps are being painted on the upright surface, and how many
        #: are done
        self._stepping: tuple[Hashable, int] = (_UNSET, 0)
        #: a banded turn's second picture (see :data:`BAND_MEGAPIXELS`), and how many of
        #: the upright surface's bands are on it
        self._back: pygame.Surface | None = None
        self._bands = 0
        #: what the picture shows outside a :class:`Patch`'s rectangle (the ``outside``
        #: of the patch given with the paint that made it), and whether the upright
        #: surface shows the picture there (not while a whole paint is under way)
        self._outside: Hashable = _UNSET
        self._synced = False
        #: the key whose patch steps are being painted, and how many are done
        self._patching: tuple[Hashable, int] = (_UNSET, 0)
        #: how often the panel was painted whole, and patched (tests and the benchmark)
        self.paints = 0
        self.patches = 0

    @property
    def megapixels(self) -> float:
        return self.orient.size[0] * self.orient.size[1] / 1e6

    @property
    def banded(self) -> bool:
        """Whether its turn is done in bands (a big panel's quarter turn)."""
        return self.orient.rotation in (90, 270) and self.megapixels >= BAND_MEGAPIXELS

    def warm(self) -> None:
        """Make the upright surface and one turned copy now (as the screen opens), so the
        first repaints in play touch memory that is already there (a banded turn's second
        picture too)."""
        upright = self.surface()
        if self._picture is None and self.orient.rotation:
            self._picture = self.orient.rotate(upright)
        if self._back is None and self.banded:
            self._back = self.orient.rotate(upright)

    def surface(self) -> pygame.Surface:
        """The upright surface (made on first use)."""
        if self._upright is None:
            self._upright = pygame.Surface(self.orient.size)
            if pygame.display.get_surface() is not None:
                self._upright = self._upright.convert()
        return self._upright

    def ready(self, key: Hashable) -> bool:
        """Whether the picture shown for ``key`` is made."""
        return self._picture is not None and self._key == key

    def ahead(self, key: Hashable, paint: Paint | None = None, patch: Patch | None = None
              ) -> float:
        """The estimated cost (ms) of the next step :meth:`prepare` takes toward the
        picture for ``key`` (0.0: it is ready); ``paint`` in steps: the next step's; a
        ``patch`` that applies (:meth:`patches_with`): its next step's, its last with
        the rectangle's turn."""
        if self.ready(key):
            return 0.0
        if patch is not None and self.patches_with(patch):
            done = self._patch_done(key)
            cost = patch.steps[done].cost
            if done + 1 == len(patch.steps):
                cost += self._turn_rate() * patch.rect.width * patch.rect.height / 1e6
            return cost
        if self._upright_key != key or self._upright is None:
            if paint is not None and not callable(paint):
                return paint[self._steps_done(key)].cost
            return self.paint_ms * self.megapixels
        rate = self._turn_rate() * self.megapixels
        return rate / QUARTER_BANDS + BAND_NEW_MS if self.banded else rate

    def _steps_done(self, key: Hashable) -> int:
        """How many steps of ``key``'s paint are on the upright surface."""
        stepping, done = self._stepping
        return done if stepping == key and self._upright is not None else 0

    def patches_with(self, patch: Patch) -> bool:
        """Whether ``patch`` makes the picture: the picture shows its ``outside``, and
        the upright surface shows the picture (no whole paint is under way)."""
        return (self._picture is not None and self._synced
                and self._outside is not _UNSET and self._outside == patch.outside)

    def _patch_done(self, key: Hashable) -> int:
        """How many steps of ``key``'s patch are on the upright surface."""
        patching, done = self._patching
        return done if patching == key else 0

    def prepare(self, key: Hashable, paint: Paint, patch: Patch | None = None) -> None:
        """One step toward the picture for ``key``: paint the upright one (unturned, a
        bottom seat's, that is the picture; in steps, the next step), or turn it; with a
        ``patch`` that applies (:meth:`patches_with`), its next step on the upright
        surface, and after its last its rectangle turned into the picture."""
        if self.ready(key):
            return
        if patch is not None and self.patches_with(patch):
            self._patch(key, patch)
            return
        outside = _UNSET if patch is None else patch.outside
        if self._upright_key != key or self._upright is None:
            self._synced = False  # (the upright surface is the new picture's now)
            self._patching = (_UNSET, 0)
            if callable(paint):
                paint(self.surface())
            else:
                done = self._steps_done(key)
                paint[done].paint(self.surface())
                self._stepping = (key, done + 1)
                if done + 1 < len(paint):
                    return
                self._stepping = (_UNSET, 0)
            self._upright_key = key
            self._bands = 0
            self.paints += 1
            if self.orient.rotation:
                return
        if self.banded:
            self._turn_band(key, outside)
            return
        self._turn()
        self._made(key, outside)

    def _made(self, key: Hashable, outside: Hashable) -> None:
        """The picture shows ``key`` whole now, ``outside`` outside a patch's rectangle."""
        self._key, self._outside, self._synced = key, outside, True

    def _patch(self, key: Hashable, patch: Patch) -> None:
        """The next step of ``patch`` for ``key``; after the last, its rectangle turned
        into the picture (an unturned panel's picture is the upright surface)."""
        done = self._patch_done(key)
        upright = self.surface()
        patch.steps[done].paint(upright)
        self._patching = (key, done + 1)
        if done + 1 < len(patch.steps):
            return
        self._patching = (_UNSET, 0)
        if self.orient.rotation:
            assert self._picture is not None
            turned = self.orient.rotate(upright.subsurface(patch.rect))
            at = self.orient.rect_to_canvas(patch.rect)
            self._picture.blit(turned, (at.x - self.orient.origin[0],
                                        at.y - self.orient.origin[1]))
        self._upright_key = key
        self._made(key, patch.outside)
        self.patches += 1

    def _turn_band(self, key: Hashable, outside: Hashable) -> None:
        """Turn the upright surface's next band onto the second picture; with the last,
        the second is the picture shown and the shown one the next second."""
        upright = self.surface()
        if self._back is None:
            self._back = pygame.Surface(self.orient.canvas_size, 0, upright)
        h, done = upright.get_height(), self._bands
        self.orient.rotate_band(upright, h * done // QUARTER_BANDS,
                                h * (done + 1) // QUARTER_BANDS, self._back)
        self._bands = done + 1
        if self._bands < QUARTER_BANDS:
            return
        self._bands = 0
        self._picture, self._back = self._back, self._picture
        self._made(key, outside)

    def _turn_rate(self) -> float:
        if not self.orient.rotation:
            return 0.0
        return FLIP_MS if self.orient.rotation == 180 else QUARTER_MS

    def _turn(self) -> None:
        upright = self.surface()
        if self.orient.rotation:
            self._picture = None  # its memory is the new copy's (see the module docstring)
        self._picture = self.orient.rotate(upright)

    def get(self, key: Hashable, paint: Paint, patch: Patch | None = None) -> pygame.Surface:
        """The rotated picture for ``key``; ``paint`` draws the upright one when it changed
        (``patch``, where it applies, the part that changed)."""
        steps = 1 + QUARTER_BANDS + (0 if callable(paint) else len(paint))
        for _ in range(steps + (0 if patch is None else len(patch.steps))):
            self.prepare(key, paint, patch)
        assert self._picture is not None
        return self._picture

    @property
    def picture(self) -> pygame.Surface | None:
        """The last picture made (None before the first), whatever it was made for."""
        return self._picture

    def blit(self, surface: pygame.Surface, key: Hashable, paint: Paint,
             patch: Patch | None = None, area: pygame.Rect | None = None) -> pygame.Rect:
        """Draw the panel at its place on ``surface`` (``area``: only that upright
        rectangle of it, in its place); returns the canvas rectangle drawn."""
        picture = self.get(key, paint, patch)
        if area is None:
            return surface.blit(picture, self.orient.origin)
        at = self.orient.rect_to_canvas(area)
        ox, oy = self.orient.origin
        return surface.blit(picture, at, at.move(-ox, -oy))
