"""What moves at a Starship table (a mixin of :class:`game.starship.view.StarshipView`):
the monitor's plan (:func:`~game.starship.view_motion.plan_motion`) in a table's places.

* a pawn or a mine token on the board glides between its places on the board's turn card,
  planned upright and turned as the board is for the decision that follows
  (:meth:`StarshipTableMotion.table_rotation`);
* a mine going into or out of a seat's panel glides to or from that seat's **gate**, the
  point of the board's square nearest the panel, found again as the board turns
  (:class:`GatedGlide`); the panel shows it once it lands;
* a credit change rises from the seat's credits in its panel, upright as the panel is
  (:meth:`StarshipTableMotion.table_seat_moving`).

A piece's picture is drawn once per flight, scaled as the board is and turned.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

import pygame

from game.core.protocol import Event
from game.engine.boardview.motion import Tween, lerp
from game.engine.boardview.moving import Moving
from game.engine.table.transform import Orient
from game.starship.rules.state import StarshipState
from game.starship.view_draw import PAWN_R, pawn_positions
from game.starship.view_motion import Floater, Glide, plan_motion
from game.starship.view_table import StarshipTable

Point = tuple[int, int]


def _blit(picture: pygame.Surface, rect: pygame.Rect, surface: pygame.Surface) -> None:
    surface.blit(picture, rect)


def shrunk(picture: pygame.Surface, k: float) -> pygame.Surface:
    """``picture`` scaled by ``k`` where that is smaller (a table shows the board and a
    short panel's words scaled down, never up), at least a pixel each way."""
    if k >= 1.0:
        return picture
    w, h = picture.get_size()
    return pygame.transform.smoothscale(picture, (max(1, round(w * k)), max(1, round(h * k))))


def panel_mines(st: StarshipState) -> dict[int, int]:
    """Each mine token in a seat's panel at a table (its ID card, Local Space, a ship's
    hold) and that seat."""
    return {token: seat for seat in range(st.num_players) for token in st.seat_mines(seat)}


@dataclass
class GatedGlide(Glide):
    """A mine's glide into or out of a seat's panel: ``from_seat`` / ``to_seat`` (None:
    that end is a place on the board, ``start`` / ``end``) name the seat whose gate the
    end is, found again as the board turns (a bot's next move may turn it mid-glide)."""

    from_seat: int | None = None
    to_seat: int | None = None


class StarshipTableMotion(StarshipTable):
    """Glides and floaters at a table (see the module docstring). Uses the view's table
    geometry (``_square``, ``_scale``), ``animations`` and ``table_facing``."""

    _mines_at: dict[int, Point]
    #: the mines in the seats' panels before the action (:func:`panel_mines`)
    _mines_held: dict[int, int] = {}
    #: the flight now (one an action): the pictures of what moves are made once a flight
    #: (the view's memo "flights": a frame only blits them)
    _flight = 0

    def table_rotation(self) -> int:
        """The rotation the board's turn card shows now: toward the one seat that decides,
        else upright (the table scene's ``facing``: asked of the rules once a position)."""
        facing = self.table_facing
        return 0 if facing is None else facing()

    def board_orient(self, rotation: int) -> Orient:
        """The board's turn card turned by ``rotation`` (a square keeps its place)."""
        return Orient(self._square.size, rotation, self._square.topleft)

    def gate(self, seat: int, rotation: int) -> Point:
        """The board point (upright, the view's coordinates) nearest ``seat``'s panel, a
        token inside the square's edge, with the board turned by ``rotation``: where its
        mines come from and go to."""
        square, k = self._square, self._scale()
        anchors = self.table_anchors
        at = anchors[seat] if seat < len(anchors) else square.center
        inset = round(self.lay.token * k)
        point = pygame.Rect(at, (1, 1)).clamp(square.inflate(-2 * inset, -2 * inset))
        lx, ly = self.board_orient(rotation).to_local(point.topleft)
        return (round(lx / k), round(ly / k))

    def table_restart(self) -> None:
        """What the next action's glides compare against: the board's mine tokens
        (``_mines_at``, set by the view) and the panels' (:func:`panel_mines`)."""
        self._mines_held = panel_mines(self.st)
        self._flight += 1

    def board_mines(self) -> dict[int, Point]:
        """Where each mine token on the board (a monitor's: its seats' areas too) is drawn."""
        return {s.ref: s.rect.center for s in self.spots() if s.kind == "mine"}

    def plan_moves(self, events: Sequence[Event], credits: list[tuple[int, int]]
                   ) -> list[Tween]:
        """The plan of one action's motion (:func:`plan_motion`), ``credits`` each seat's
        before and after; at a table a panel's mines glide from or to their seat's gate
        and each seat's credit change is a floater for its panel."""
        st = self.st
        pawns = pawn_positions(st, self.lay)
        if self.table is None:
            return plan_motion(events, self.lay.spaces, pawns, self._mines_at,
                               self.board_mines(), credits)
        rotation = self.table_rotation()
        gates = {seat: self.gate(seat, rotation) for seat in range(st.num_players)}
        now = panel_mines(st)
        before = {**self._mines_at,
                  **{token: gates[seat] for token, seat in self._mines_held.items()}}
        after = {**self.board_mines(), **{token: gates[seat] for token, seat in now.items()}}
        out = plan_motion(events, self.lay.spaces, pawns, before, after, credits)
        return [GatedGlide(piece=a.piece, start=a.start, end=a.end,
                           from_seat=self._mines_held.get(a.piece[1]),
                           to_seat=now.get(a.piece[1]))
                if isinstance(a, Glide) and a.piece[0] == "mine" else a for a in out]

    def glide_at(self, a: Glide, rotation: int) -> tuple[Point, Point, tuple[float, float]]:
        """Where ``a`` starts and ends (upright board coordinates, its gates found for
        the board turned by ``rotation``) and where it is now."""
        start = (round(a.start[0]), round(a.start[1]))
        end = (round(a.end[0]), round(a.end[1]))
        if isinstance(a, GatedGlide):
            if a.from_seat is not None:
                start = self.gate(a.from_seat, rotation)
            if a.to_seat is not None:
                end = self.gate(a.to_seat, rotation)
        return start, end, lerp(start, end, a.eased)

    # ------------------------------------------------------------------ drawing
    def piece_picture(self, piece: tuple[str, int], rotation: int) -> pygame.Surface:
        """A gliding pawn or mine token drawn as the board shows it: at its size on the
        board, scaled as the board is onto the table, turned by ``rotation``."""
        def paint() -> pygame.Surface:
            side = 2 * (PAWN_R + 2) if piece[0] == "pawn" else self.lay.token + 8
            upright = pygame.Surface((side, side), pygame.SRCALPHA)
            self.painter(upright, None, landed=True).piece(piece, (side // 2,) * 2,
                                                           self.lay.token)
            return self.board_orient(rotation).rotate(shrunk(upright, self._scale()))

        return self.memo.within("flights", self._flight, ("piece", piece, rotation), paint)

    def on_canvas(self, rotation: int) -> Callable[[tuple[float, float]], Point]:
        """Where a point of the upright board is on the canvas, the board turned by
        ``rotation`` and scaled onto the table's square."""
        orient, k = self.board_orient(rotation), self._scale()
        return lambda p: orient.to_canvas((round(p[0] * k), round(p[1] * k)))

    def moving(self, viewer: int | None) -> Moving:
        """At a table, the pieces in flight on the turned board (the floaters are the
        panels': :meth:`table_seat_moving`); on a monitor as ever."""
        return self.table_moving() if self.table is not None else super().moving(viewer)

    def table_moving(self) -> Moving:
        """The pieces in flight on the board's square (canvas), each where its glide has
        reached, turned as the board is."""
        out = Moving()
        rotation = self.table_rotation()
        canvas = self.on_canvas(rotation)
        for a in self.animations:
            if isinstance(a, Glide):
                picture = self.piece_picture(a.piece, rotation)
                rect = picture.get_rect(center=canvas(self.glide_at(a, rotation)[2]))
                out.add(partial(_blit, picture, rect), rect)
        return out

    def glide_ends(self) -> list[tuple[tuple[str, int], Point]]:
        """Each piece in flight and the canvas point its glide ends at (tests)."""
        rotation = self.table_rotation()
        canvas = self.on_canvas(rotation)
        return [(a.piece, canvas(self.glide_at(a, rotation)[1])) for a in self.animations
                if isinstance(a, Glide)]

    def floater_picture(self, a: Floater, seat: int, area: pygame.Rect) -> pygame.Surface:
        """A credit change's words, drawn as the seat's credits are (bold, the panel's
        scale), upright."""
        def paint() -> pygame.Surface:
            painter = self.seat_painter(pygame.Surface((1, 1)), seat, area)
            picture = painter.f.render(a.text, 24, self.app.theme.c(a.tone), True)
            return shrunk(picture, self.seat_drawing(seat, area)[1])

        key = ("floater", a.text, a.gain, seat, tuple(area))
        return self.memo.within("flights", self._flight, key, paint)

    def table_seat_moving(self, seat: int, area: pygame.Rect
                          ) -> list[tuple[pygame.Rect, pygame.Surface]]:
        """``seat``'s credit changes rising in the room after its credits (its plan's
        ``SeatPlan.rise``, from its bottom to its top: risen by their height from the row
        they crossed the row's frame and covered "cr" on the way), upright in its panel's
        (``area``'s) coordinates; the table turns them."""
        floaters = [a for a in self.animations if isinstance(a, Floater) and a.seat == seat]
        if not floaters or seat in self._reading:
            return []
        start = self.in_panel(seat, area, self.seat_plan(seat, area).rise)
        out = []
        for a in floaters:
            picture = self.floater_picture(a, seat, area)
            rect = picture.get_rect(bottomleft=start.bottomleft)
            rect.right = min(rect.right, area.right - 1)
            rect.move_ip(0, -round(max(0, start.height - rect.height) * a.eased))
            out.append((rect, picture))
        return out

