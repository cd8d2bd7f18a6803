"""The Pandorum planet's marks and pieces over the terrain layer: the hexes that may be
chosen (dashed, on a translucent tint), the construction site, the hexes a construction
takes money from, projects and harvesters, and what moves (gliding harvesters, flashing new
projects). A mixin of :class:`game.pandorum.view.PandorumView`; drawing only.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import partial
from itertools import cycle
from typing import TYPE_CHECKING, Any

import pygame

from game.boards.hex import Hex
from game.core.protocol import Event
from game.engine.boardview import Tween
from game.engine.boardview.dirty import square
from game.engine.boardview.motion import MovingPiece
from game.engine.boardview.moving import Moving
from game.engine.boardview.shapes import dashed_polygon, scaled_about, tint
from game.engine.draw import number_badge
from game.pandorum.view_draw import (
    CHOSEN,
    FLY,
    MARK,
    PAYS,
    draw_harvester,
    draw_piece,
    letter_place,
)
from game.pandorum.view_host import PandorumViewParts
from game.pandorum.view_options import Options

if TYPE_CHECKING:
    from game.pandorum.rules.state import PandorumState
    from game.pandorum.view_layout import PlanetGeometry

#: seconds a harvester takes to glide to its hex, and a new project flashes, at speed 1
GLIDE_TIME = 0.45
FLASH_TIME = 0.8

RGB = tuple[int, int, int]


@dataclass
class Glide(MovingPiece):
    """Harvester ``seat`` gliding from one hex's centre (``start``) to another's."""

    seconds: float = GLIDE_TIME
    seat: int = 0


@dataclass
class Flash(Tween):
    """A new project's ring growing, or its income rising from it."""

    seconds: float = FLASH_TIME
    at: Hex = (0, 0)
    text: str = ""


def as_hex(value: Sequence[Any]) -> Hex:
    """A hex as the rules' events write it (a list ``[q, r]``, after a save a list of
    numbers read back) as the view's tuple."""
    return (int(value[0]), int(value[1]))


def plan_motion(geo: PlanetGeometry, events: Sequence[Event]) -> list[Tween]:
    """The animations for ``events``: harvesters glide to their new hex, a new project
    flashes, and the income it paid rises from it."""
    out: list[Tween] = []
    site: Hex | None = None
    for ev in events:
        data = ev.data or {}
        if ev.kind == "move" and ev.seat is not None and "from" in data and "to" in data:
            out.append(Glide(seat=ev.seat, start=geo.center(as_hex(data["from"])),
                             end=geo.center(as_hex(data["to"]))))
        elif ev.kind == "build" and "site" in data:
            site = as_hex(data["site"])
            out.append(Flash(at=site))
        elif ev.kind in ("income", "systems") and site is not None:
            amount = int(data.get("amount", 0))
            if amount:
                out.append(Flash(at=site, text=f"+{amount}"))
    return out


class PlanetMixin(PandorumViewParts):
    """Marks and pieces on the planet (mixed into the board view)."""

    #: the harvesters the state layer was painted without (a cache's note, not state)
    _hidden: frozenset[int] = frozenset()
    #: the surface the hexes' tints are drawn on (a drawing scratch, not state)
    _veil: pygame.Surface | None = None

    def draw_marks(self, surface: pygame.Surface, vis: PandorumState, o: Options,
                   hover: Any = None) -> None:
        """Targets (dashed), previews (thin), the construction site and the paying hexes
        (of the card or direction ``hover`` rests on, while choosing one); the badges
        that go over the pieces are :meth:`visit_fees`."""
        geo = self.geo
        lit = self.lit_moves(o)  # (the move's stops; a turn's preview: fainter, finer)
        # (the tint's alpha, and the dashes' scale, width and length)
        alpha, scale, width, dash = (80, 0.86, 5, 9) if o.kind == "move" else (50, 0.8, 4, 7)
        self.tint(surface, [(h, FLY if fly else MARK) for h, fly in lit.items()], alpha)
        badged = self.badged(o)
        for h, fly in lit.items():
            colour = FLY if fly else MARK
            dashed_polygon(surface, scaled_about(geo.corners(h), geo.center(h), scale),
                           colour, width, dash, halo=True)
            gain = self.gain_badge(h) if badged else None
            if gain is not None:  # (a chosen fee's: what building there pays after it)
                self.badge(surface, *gain, colour)
        sel = self.selected  # the construction site, or the flight being asked about
        site = sel[1][0] if sel is not None and sel[0] == "fly" else self.st.site()
        if site is not None:
            pygame.draw.polygon(surface, CHOSEN, scaled_about(geo.corners(site), geo.center(site),
                                                        0.92), 5)
        self.draw_paying(surface, o, hover)
        if o.moves_harvester and self.actor is not None:
            pygame.draw.circle(surface, CHOSEN, geo.center(vis.harvesters[self.actor]),
                               geo.radius - 4, 3)

    def visit_fees(self, vis: PandorumState, o: Options
                   ) -> list[tuple[str, tuple[int, int], RGB]]:
        """The badges drawn over the pieces: while moving, what stopping on each lit hex
        with an opponent's project costs (the rules' ``stop_cost``: its visit fee, or all
        the mover has when that is less; it drew the whole fee, which the hex's words
        said was less), where no "+N" is shown."""
        geo, seat = self.geo, self.actor
        if o.kind != "move" or seat is None:
            return []
        out = []
        for h in o.moves:  # (at a table the public reach: the same projects)
            owner = vis.projects.get(h)  # (a project's hex has no "+N": nothing is built there)
            if owner is not None and owner[0] != seat:
                c = geo.center(h)  # (what stopping costs, as the hex's words say)
                out.append((f"-{vis.stop_cost(seat, h)}",
                            (c[0] - geo.radius // 2, c[1] - geo.radius // 3),
                            self.app.theme.c("error")))
        return out

    def draw_paying(self, surface: pygame.Surface, o: Options, hover: Any) -> None:
        """Gold rims (and "+N" each) on the hexes the previewed card or the hovered
        Intranet direction takes money from."""
        geo = self.geo
        hexes, each = self.paying_hexes(o, hover)
        for h in hexes:
            if h in geo.cells:
                c = geo.center(h)
                pygame.draw.polygon(surface, PAYS, scaled_about(geo.corners(h), c, 0.9), 5)
                if each:
                    self.badge(surface, each, (c[0], c[1] - geo.radius // 2), PAYS)

    def planet_words(self, vis: PandorumState, o: Options) -> tuple[pygame.Rect, ...]:
        """Where the planet shows words: the letters on the harvesters and the projects
        (:func:`letter_place`), the "+N" of the lit hexes (:meth:`gain_badge`) and the
        visit fees (:meth:`visit_fees`). Hexes lie closer than a focus ring's reach: a
        hex's ring passes under the words of the hexes round it."""
        looks = self.looks()
        words = [(looks[s].letter, c, 24) for s, c in self.harvester_spots(vis).items()]
        words += [(looks[owner].letter, *letter_place(what, *self.project_at(h, what)))
                  for h, (owner, what) in vis.projects.items()]
        words += [(text, c, 24) for text, c, _ in self.visit_fees(vis, o)]
        words += [(*g, 24) for g in map(self.gain_badge, self.lit_moves(o)
                                        if self.badged(o) else ()) if g is not None]
        return tuple(self.app.fonts.box(text, c, size, True, "center").inflate(8, 0)
                     for text, c, size in words)

    def badged(self, o: Options) -> bool:
        """Whether the lit hexes carry their "+N": while moving, and while a fee card is
        chosen (what building there pays after paying it)."""
        return o.kind == "move" or (o.kind == "turn" and self.sel("fee") is not None)

    def gain_badge(self, h: Hex) -> tuple[str, tuple[int, int]] | None:
        """A lit hex's "+N" (what building there pays) and where it is drawn, if any."""
        geo, value = self.geo, self.site_best(h)
        c = geo.center(h)
        return None if value is None else (f"+{value}", (c[0], c[1] + geo.radius // 2 - 4))

    def project_at(self, h: Hex, what: str) -> tuple[tuple[int, int], int]:
        """Where a project (``what``: "base" or "module") on ``h`` stands, a little below
        the hex's centre, and its size."""
        (cx, cy), r = self.geo.center(h), self.geo.radius
        return (cx, cy + r // 5), r * 21 // 20 if what == "base" else r * 4 // 5

    def tint(self, surface: pygame.Surface, hexes: list[tuple[Hex, RGB]],
             alpha: int = 80) -> None:
        """A translucent fill over hexes: targets stand out without hiding the terrain."""
        self._veil = tint(surface, [(self.geo.corners(h), colour) for h, colour in hexes],
                          alpha, self._veil, self.geo.box)

    def badge(self, surface: pygame.Surface, text: str, c: tuple[int, int], colour: RGB) -> None:
        """A number on the planet; at a table at the canvas's scale, turned to the acting
        seat."""
        number_badge(surface, self.app.fonts, text, c, colour, self.badge_size(),
                     self.badge_angle() if self.table is not None else 0)

    def badge_size(self) -> int:
        """The text size of the planet's numbers: at a table at the canvas's scale."""
        return self.table.u(20) if self.table is not None else 24

    def harvester_spots(self, vis: PandorumState) -> dict[int, tuple[int, int]]:
        """Canvas positions of the harvesters; several on a hex share it."""
        geo = self.geo
        by_hex: dict[Hex, list[int]] = {}
        for seat, h in enumerate(vis.harvesters):
            by_hex.setdefault(h, []).append(seat)
        r = geo.radius
        spots: dict[int, tuple[int, int]] = {}
        for h, seats in by_hex.items():
            (cx, cy), built = geo.center(h), h in vis.projects
            if len(seats) == 1 and not built:
                spots[seats[0]] = (cx, cy + r // 5)
                continue
            offsets = [(r * 5 // 8, -r * 3 // 8), (-r * 5 // 8, -r * 3 // 8),
                       (r * 5 // 8, r * 3 // 8), (-r * 5 // 8, r * 3 // 8)] if built else \
                [(-r * 11 // 20, -r * 7 // 20), (r * 11 // 20, -r * 7 // 20),
                 (-r * 11 // 20, r * 9 // 20), (r * 11 // 20, r * 9 // 20)]
            for seat, (dx, dy) in zip(seats, cycle(offsets)):
                spots[seat] = (cx + dx, cy + dy)
        return spots

    def glides(self) -> dict[int, Glide]:
        """The harvesters in flight, by seat (the latest glide of each)."""
        return {a.seat: a for a in self.animations if isinstance(a, Glide)}

    def draw_pieces(self, surface: pygame.Surface, vis: PandorumState) -> None:
        """Projects and the harvesters at rest (a gliding one is drawn per frame)."""
        looks, app = self.looks(), self.app
        for h, (owner, what) in vis.projects.items():
            draw_piece(surface, what, *self.project_at(h, what), looks[owner], app,
                       letter=self.table is None)
        gliding = self.glides()
        self._hidden = frozenset(gliding)
        for seat, pos in self.harvester_spots(vis).items():
            if seat not in gliding:
                self._harvester(surface, vis, seat, pos)

    def _harvester(self, surface: pygame.Surface, vis: PandorumState, seat: int,
                   pos: tuple[int, int]) -> None:
        draw_harvester(surface, pos, max(13, self.geo.radius * 2 // 5), self.looks()[seat],
                       self.app, CHOSEN if seat == self.actor and not vis.is_over else None,
                       letter=self.table is None)

    def left_out(self, vis: PandorumState) -> dict[int, tuple[int, int]]:
        """The harvesters the cached layer left out because they were gliding when it was
        painted, each where it is now: gliding, or at rest once landed (the layer is not
        repainted for a landing)."""
        if not self._hidden:
            return {}
        spots, gliding = self.harvester_spots(vis), self.glides()
        return {seat: spots[seat] if seat not in gliding else gliding[seat].point()
                for seat in self._hidden}

    def flashes(self) -> list[tuple[Flash, tuple[int, int], int]]:
        """Each flash with where it is now and its ring's radius: an income's badge rises
        from its hex (a flash with ``text``), a new project's ring grows about it."""
        geo = self.geo
        out = []
        for fl in self.animations:
            if isinstance(fl, Flash):
                c = geo.center(fl.at)
                at = (c[0], c[1] - geo.radius // 2 - int(40 * fl.t)) if fl.text else c
                out.append((fl, at, int(geo.radius * (0.6 + fl.t))))
        return out

    def motion(self, vis: PandorumState, out: Moving) -> None:
        """Per frame, into ``out``: the harvesters the cached layer left out
        (:meth:`left_out`; asked after the layer was painted), gliding or landed since,
        and each flash, the growing ring of a new project or the income badge rising."""
        half = max(13, self.geo.radius * 2 // 5) + 12
        for seat, pos in self.left_out(vis).items():
            out.add(partial(self._harvester, vis=vis, seat=seat, pos=pos), square(pos, half))
        size = self.badge_size()
        for fl, at, r in self.flashes():
            if fl.text:
                w, h = self.app.fonts.get(size, True).size(fl.text)
                out.add(partial(self.badge, text=fl.text, c=at, colour=PAYS),
                        square(at, max(w, h) // 2 + size // 2 + 4))
            else:
                out.add(partial(pygame.draw.circle, color=CHOSEN, center=at, radius=r, width=4),
                        square(at, r + 4))
