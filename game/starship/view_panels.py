"""The drawing half of the Starship Merchants board view: its spots and targets, its one
cached layer and the panels in it, the prompt's words, and what moves.

The layer (see :class:`~game.engine.boardview.BoardView`) is repainted only where it
changed: what never changes (quadrants, track arrows, track spaces) is one picture per
layout; each panel (a supply, the Market, the Destinations, Known Space, a seat area, the
prompt...) is painted again over it only when its key, everything it shows, changed (its
picture painted ahead: ``PAINTS_AHEAD``), the things between the panels (the spaces' rings
and pawns, the Bank, the Known Space price tag) when one of them did. What moves or follows
the pointer is drawn per frame over the layer by :meth:`StarshipPanels.moving`.

Drawing only: nothing here changes view or game state (the caches are private).
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.protocol import Action
from game.engine.boardview import BoardView
from game.engine.boardview.dirty import square
from game.engine.boardview.moving import Moving
from game.engine.boardview.onlayer import OnLayer
from game.engine.boardview.pictures import Pictures
from game.engine.boardview.rects import key_at
from game.engine.draw import display_picture
from game.engine.table.tablefonts import floor_fonts
from game.starship.rules.belt import energy_cost
from game.starship.rules.market import gear_supply
from game.starship.rules.state import StarshipState
from game.starship.view_actions import (
    ITEM_KINDS,
    SpotKey,
    cost_badge,
    explored,
    prompt,
    second_step,
    spot_name,
    targets,
)
from game.starship.view_draw import PAWN_R, Marks, Painter, pawn_positions
from game.starship.view_layout import (
    SPACE_R,
    Layout,
    Spot,
    board_panels,
    known_area,
    name_plate,
    seat_keys,
    spots,
)
from game.starship.view_motion import FLOAT_START, Floater, Glide
from game.starship.view_prompt import PROMPT, PROMPT_LINES, PromptPicture, paint_prompt
from game.starship.view_seats import SeatPainter
from game.starship.view_tags import badge_rect, has_pill
from game.starship.view_text import (
    TIP,
    TIP_KINDS,
    choice_text,
    describe_spot,
    item_prompt,
)

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App
    from game.engine.tablesetup import TableSizes
    from game.engine.theme import RGB

#: pictures kept of each panel of the layer (default 2: as the pieces fly, and as they
#: land); the prompt's words come back every round ("Waiting for Bob...")
PANELS_KEPT = {"prompt": 8}
def marks_on(m: Marks, keys: Sequence[SpotKey]) -> tuple[Hashable, ...]:
    """The marks of those of ``keys`` that have one (a target, the selection, a price)."""
    return tuple((k, k in m.targets, k == m.selected, m.badges.get(k)) for k in keys
                 if k in m.targets or k == m.selected)


def tokens_shown(st: StarshipState, m: Marks, tokens: Sequence[int]) -> tuple[Hashable, ...]:
    """What mine ``tokens`` show: each one, whether it is claimed, whether it is in flight."""
    return tuple((t, st.is_claimed(t), t in m.hidden_tokens) for t in tokens)


#: each board panel: how the painter paints it (with the board's spots) and what it shows
#: of the state (its key, beside the marks of the spots it holds: ``panel_key``); plain
#: rules data is keyed by its ``repr`` (equal text, equal data)
BOARD_PANELS: dict[str, tuple[Callable[[Painter, Sequence[Spot]], object],
                              Callable[[Painter], Hashable]]] = {
    "shipyard": (Painter.shipyard, lambda p: (p.st.mark_token, repr(p.st.scout_stacks),
                                               repr(p.st.tug_slots))),
    "market": (Painter.market, lambda p: (
        len(p.st.market_deck), len(p.st.market_discard), tuple(p.st.for_sale),
        tuple(p.st.refinery_supply) if p.st.refineries_open else (), p.st.refineries_open)),
    "gear": (lambda p, spots: p.gear_supply(), lambda p: tuple(gear_supply(p.st).items())),
    "bag": (Painter.bag, lambda p: (len(p.st.bag), tokens_shown(p.st, p.marks, explored(p.st)))),
    "dests": (Painter.destinations,
              lambda p: (len(p.st.dest_deck), len(p.st.dest_discard), tuple(p.st.dest_slots))),
    "dock": (lambda p, spots: p.dock(), lambda p: (p.st.final_run, p.st.declarer,
                                                   tuple(p.st.dock_order), tuple(p.names))),
    "discard": (lambda p, spots: p.discard(), lambda p: len(p.st.dest_discard)),
    "known": (Painter.known, lambda p: tokens_shown(p.st, p.marks, p.st.known)),
}


def space_rects(centre: tuple[int, int], plate: pygame.Rect) -> list[pygame.Rect]:
    """Where a track space's marks are drawn: its name ``plate`` (the painter's: wider at
    a table; a monitor-sized one left the ends of the green frame on the board) with the
    frame round it, and its green ring (SPACE_R + 4) with the pawns."""
    x, y = centre
    r = SPACE_R + 5
    return [plate.inflate(6, 6), pygame.Rect(x - r, y - r, 2 * r, 2 * r)]


def cacheable(panels: dict[str, pygame.Rect]) -> set[str]:
    """The panels that overlap no other panel: only those can be repainted alone (on the
    shipped map every panel; a custom map's overlapping panels paint the layer whole)."""
    return {name for name, rect in panels.items()
            if rect.collidelist([r for n, r in panels.items() if n != name]) < 0}


class StarshipPanels(BoardView):
    """The drawing half of the Starship board view: its spots and targets, its layer and
    panels, the prompt's words and what moves (:class:`~game.starship.view.StarshipView`
    adds choosing and input)."""

    LAYERS = ("state",)
    #: the selection and the spot under the pointer are board spots here
    selected: SpotKey | None
    hover: SpotKey | None
    table: TableSizes | None  # (the table mixin's: None off a table)
    #: the panels are painted ahead into kept pictures (:meth:`paint_state`)
    PAINTS_AHEAD = True

    def __init__(self, session: Session, app: App) -> None:
        self.lay = Layout(pygame.Rect(0, 0, 1920, 1080))
        #: a tapped (or held) spot whose details the prompt shows
        self.info: SpotKey | None = None
        #: the prompt and the text box for the thing under the pointer
        self._pictures = Pictures()
        #: what each piece of the layer shows, and how often each was painted
        self.on_layer = OnLayer()
        #: the panels' pictures, painted ahead of the repaint that copies them (a cache)
        self.layer_pictures = Pictures()
        self._ahead_for: Hashable = None  # the layer key the last pass painted ahead for
        super().__init__(session, app)

    @property
    def st(self) -> StarshipState:
        """What the acting human may see (the layout only uses public information)."""
        state: StarshipState = self.seen(self.actor)
        return state

    def spots(self) -> list[Spot]:
        """The board's clickable things now (once per position and layout)."""
        key = (id(self.session.state), len(self.session.log), tuple(self.rect))
        return self.memo.get("spots", key, lambda: spots(self.st, self.lay))

    def spot_at(self, pos: tuple[int, int]) -> Spot | None:
        """The most specific spot at ``pos`` (the spots go from the most general)."""
        return key_at(((spot, spot.rect) for spot in reversed(self.spots())), pos)

    def spot_rect(self, key: SpotKey) -> pygame.Rect:
        """The click area of a spot (the most specific one; tests click its centre)."""
        found = [s for s in self.spots() if s.key == key]
        if not found:
            raise LookupError(f"no spot {key!r} on the board")
        return min(found, key=lambda s: s.rect.width * s.rect.height).rect

    def target_map(self) -> dict[SpotKey, list[Action]]:
        """The actor's legal actions by the board spot that stands for them (per version);
        while a pilot or gear is selected, also the consoles that take it
        (:func:`second_step`)."""
        def work_out() -> dict[SpotKey, list[Action]]:
            legal = self.legal_actions()
            tmap = targets(self.st, legal) if legal else {}
            return {**tmap, **second_step(self.selected, tmap)}

        return self.memo.get("targets", self.version, work_out)

    def prompt_rows(self) -> int:
        """Lines of prompt text above the buttons (the view's buttons may take one)."""
        return PROMPT_LINES

    def prompt_text(self, look: Hashable | None = None) -> tuple[str, RGB]:
        """The prompt's words: with ``look`` (the thing under the pointer or held), what a
        tap on it takes, or its details; with a pilot or gear token selected, what keeping
        it costs and where it may go; else what to do now."""
        t, st, tmap, chosen = self.app.theme, self.seen(self.viewer), self.target_map(), \
            self.selected
        if (look is None or look == chosen) and chosen is not None \
                and chosen[0] in ITEM_KINDS and self.actor is not None:
            return item_prompt(self.st, chosen, bool(second_step(chosen, tmap))), t.c("accent")
        if look is not None and look in tmap and self.selected is None:
            return choice_text(st, tmap[look]), t.c("ok")
        if look is not None:
            detail = describe_spot(st, look, self.names())  # type: ignore[arg-type]
            if detail:
                return detail, t.c("text")
        if self.session.state.is_over:
            return "Game over.", t.c("text_dim")
        if self.actor is None:
            names = self.names()
            who = names[st.turn] if 0 <= st.turn < len(names) else "?"
            return f"Waiting for {who}\u2026", t.c("text_dim")
        return prompt(st, self.actor), t.c("accent")

    # ------------------------------------------------------------------ inputs
    def marks(self, viewer: int | None) -> Marks:
        """Targets, selection, price tags and the running ship (once per version)."""
        return self.memo.get("marks", (self.version, viewer), lambda: self._marks(viewer))

    def _marks(self, viewer: int | None) -> Marks:
        st, tmap = self.seen(viewer), self.target_map()
        # (a pilot or gear selected: the consoles that take it)
        m = Marks(targets=set(tmap if self.selected is None else second_step(self.selected, tmap)),
                  selected=self.selected)
        for spot, acts in tmap.items():
            badge = cost_badge(st, acts[0])
            if badge is None:
                continue
            m.badges[spot] = badge
            if spot[0] == "mine":
                where, owner = st.token_location(spot[1])
                area = ("known", None) if where == "known" else ("seat", owner)
                old = m.area_badges.get(area)
                if old is None or badge not in old.split("/"):
                    m.area_badges[area] = badge if old is None else f"{old}/{badge}"
        run = st.frame_of("run", under=True)
        if run is not None:
            m.running, m.energy_left = run["ship"], run["energy"]
        return m

    def tag_badges(self, viewer: int | None) -> dict[SpotKey, str]:
        """The targets' price tags the board shows (none while a stack is selected, nor
        while another seat acts): spot -> its words."""
        m = self.marks(viewer)
        return {key: badge for key, badge in m.badges.items()
                if key in m.targets and has_pill(key[0])}

    def tags(self, viewer: int | None) -> dict[SpotKey, tuple[str, pygame.Rect]]:
        """The targets' price tags (:meth:`tag_badges`) and where they stand."""
        return {key: (badge, badge_rect(self.app.fonts, badge, self.spot_rect(key), key[0]))
                for key, badge in self.tag_badges(viewer).items()}

    def painter(self, surface: pygame.Surface, viewer: int | None,
                cls: type[SeatPainter] = SeatPainter, landed: bool = False,
                shown_at: float | None = None) -> SeatPainter:
        """A painter of the board and the seat areas for ``viewer``: the pieces in flight
        left out, unless ``landed``. At a table its words are at least the table's smallest
        text once scaled by ``shown_at`` (default: :meth:`board_shown_at`)."""
        painter = cls(surface, self.app, self.seen(viewer), self.lay, self.looks(),
                      self.names(), self.marks(viewer) if landed else self.drawn_marks(viewer))
        if self.table is not None:  # every word at least the table's smallest text
            scale = self.board_shown_at() if shown_at is None else shown_at
            painter.f = floor_fonts(self.app.fonts, math.ceil(self.table.min_text / scale))
        return painter

    def board_shown_at(self) -> float:
        """The scale the layer's picture is shown at (a table's small square shows the
        board scaled down: :class:`~game.starship.view_table.StarshipTable`)."""
        return 1.0

    # ------------------------------------------------------------------ the layer
    def layer_key(self, name: str, viewer: int | None) -> Hashable:
        """The layer changes with the version and the pawns and mines in flight (drawn
        at rest once they land), not when an animation that hides nothing ends."""
        return (self.version, self.flying(), viewer, tuple(self.rect))

    def flying(self) -> tuple[tuple[str, int], ...]:
        """The pieces in flight (drawn per frame, left out of the layer)."""
        return tuple(a.piece for a in self.animations if isinstance(a, Glide))

    def drawn_marks(self, viewer: int | None) -> Marks:
        """``viewer``'s marks with the pieces in flight hidden (drawn per frame)."""
        marks, flying = self.marks(viewer), self.flying()
        if not flying:
            return marks
        return Marks(**{**vars(marks),
                        "hidden_pawns": {n for kind, n in flying if kind == "pawn"},
                        "hidden_tokens": {n for kind, n in flying if kind == "mine"}})

    def static_picture(self, viewer: int | None) -> pygame.Surface:
        """What never changes (quadrants, track arrows, track spaces), once per layout."""
        def paint() -> pygame.Surface:
            surf = display_picture((self.rect.right, self.rect.bottom))
            surf.fill(self.app.theme.c("background"), self.rect)
            self.painter(surf, viewer).static_board()
            return surf

        return self.memo.get("static", tuple(self.rect), paint)

    def paint_state(self, surface: pygame.Surface, viewer: int | None) -> None:
        """Repaint the layer where it changed (:meth:`pieces`): a piece whose key differs
        from what the layer holds is drawn again over the static board, with every piece
        its rectangle overlaps; a new layer surface, or a map whose panels overlap, is
        painted whole."""
        p = self.painter(surface, viewer)
        panels, cached = self._panels_now(p.st.num_players)
        whole = len(cached) < len(panels)
        keep = {n: PANELS_KEPT.get(n, 2) for n in panels}
        if self.painting_ahead:
            if not whole:
                self._paint_pictures_ahead(surface, viewer, p, panels, keep)
            return
        self.on_layer.repaint(surface, self.pieces(p), self.static_picture(viewer), self.rect,
                              panels, whole=whole,
                              kept=None if whole else self.layer_pictures, keep=keep)

    def _paint_pictures_ahead(self, scratch: pygame.Surface, viewer: int | None,
                              p: SeatPainter, panels: dict[str, pygame.Rect],
                              keep: dict[str, int]) -> None:
        """A pass painting ahead (on ``scratch``) the panels' pictures the coming repaint
        needs, then those it needs once the pieces in flight land. The first pass for a new
        picture paints nothing: its frame did the work of the change (the action)."""
        key = self.layer_key(self.LAYERS[0], viewer)
        if self._ahead_for != key:
            self._ahead_for = key
            self.defer_ahead()
            return
        passes = [p] + ([self.painter(scratch, viewer, landed=True)] if self.flying() else [])
        background = self.static_picture(viewer)
        for painter in passes:
            self.on_layer.ahead(scratch, self.pieces(painter), background, panels,
                                self.layer_pictures, self.may_paint_ahead, keep)

    def pieces(self, p: SeatPainter
               ) -> dict[str, tuple[list[pygame.Rect], Hashable, Callable[[], object]]]:
        """Every piece of the layer, in drawing order: where it is drawn (a panel: one
        rectangle, to which it is clipped), its key and how to paint it (the panels first,
        then what lies between them)."""
        st, spots, m = p.st, self.spots(), p.marks
        panels, _cached = self._panels_now(st.num_players)
        turn = None if st.is_over else st.turn
        paints: dict[str, Callable[[], object]] = {
            name: partial(paint, p, spots) for name, (paint, _key) in BOARD_PANELS.items()}
        if "prompt" in panels:
            paints["prompt"] = partial(self.paint_prompt, p.s)
        for spot in spots:
            if spot.kind == "seat":
                paints[f"seat{spot.ref}"] = partial(p.seat, spot, spots, turn)
        # (the keys hold for the layer's key: worked out once for the passes painting
        # ahead and the repaint)
        landed = not (m.hidden_pawns or m.hidden_tokens)
        keys = self.memo.get("landed_keys" if landed else "panel_keys",
                             (self.version, tuple(sorted(m.hidden_pawns)),
                              tuple(sorted(m.hidden_tokens)), id(st), tuple(self.rect)),
                             lambda: {n: self.panel_key(n, p) for n in paints})
        out = {n: ([panels[n]], keys[n], paint) for n, paint in paints.items()}
        rest = pawn_positions(st, self.lay)
        for q, centre in self.lay.spaces.items():
            pawns = tuple((s, c) for s, c in sorted(rest.items())
                          if st.players[s]["pos"] == q and s not in m.hidden_pawns)
            target = ("space", q) in m.targets
            out[f"space_{q}"] = (space_rects(centre, name_plate(p.f, q, centre)), (target, pawns),
                                 partial(p.space, q, pawns, target))
        known = known_area(self.lay)
        out["bank"] = ([self.lay.regions["bank"]], st.mark_token, p.bank)
        out["tag"] = ([pygame.Rect(known.right - 130, known.top - 18, 142, 36)],
                      m.area_badges.get(("known", None)), p.known_pill)
        return out

    def _panels_now(self, players: int) -> tuple[dict[str, pygame.Rect], set[str]]:
        """The panels' rectangles and those that may be repainted alone (once per layout
        and player count)."""
        def work_out() -> tuple[dict[str, pygame.Rect], set[str]]:
            panels = board_panels(self.lay, players)
            return panels, cacheable(panels)

        return self.memo.get("panels", (tuple(self.rect), players), work_out)

    def panel_key(self, name: str, p: Painter) -> Hashable:
        """Everything panel ``name`` shows (it is repainted when this changes)."""
        if name.startswith("seat"):
            return self.seat_key(int(name[4:]), p.st, p.marks)
        if name == "prompt":
            return self.prompt_picture(None)
        # the marks of the spots the panel holds (their frames and price tags)
        rect = self._panels_now(p.st.num_players)[0][name]
        return (BOARD_PANELS[name][1](p), marks_on(p.marks, [s.key for s in self.spots()
                                                              if rect.contains(s.rect)]))

    def seat_key(self, seat: int, st: StarshipState, m: Marks) -> Hashable:
        """Everything ``seat``'s area shows: its player's record, each ship's console, the
        tokens and their marks, its turn, name and price tag, the running ship's energy
        left. Its piece of the layer (a table: its panel) is repainted when this changes."""
        pl, tokens = st.players[seat], st.seat_mines(seat)
        ships = tuple((s, repr(st.ships[s]), st.energy(s), st.cargo_capacity(s),
                       st.is_obsolete(s)) for s in pl["ships"])
        running = m.running if m.running in pl["ships"] else None
        return (repr(pl), ships, tokens_shown(st, m, tokens), seat == st.turn and not st.is_over,
                self.names()[seat], m.area_badges.get(("seat", seat)), running,
                m.energy_left if running is not None else None, marks_on(m, seat_keys(st, seat)))

    # ------------------------------------------------------------------ the prompt
    def prompt_picture(self, look: SpotKey | None) -> PromptPicture:
        """What the prompt panel shows with ``look`` under the pointer (or held; None: the
        decision's own words): lines, colour, rows, pips, amber preview, whether cut."""
        text, colour = self.prompt_text(look)
        rows = self.prompt_rows() if self.widgets() else PROMPT_LINES
        lines, cut = replace(PROMPT, rows=rows).head_lines(self.app.fonts, text, self.lay.prompt)
        if cut and look is not None and look == self.selected:
            # the chosen thing's name, as at a table (its whole text is in the box beside
            # it). Found in play: "Mark I Scouts …" above Buy and Lease, and with Lease
            # alone "Mark I Scouts" / "(Scouts: more energy, Tugs: more holds). …"
            lines = [f"{spot_name(text)}: choose below."]
        st = self.seen(self.viewer)
        run = st.frame_of("run")
        pips = ((st.energy(run["ship"]), run["energy"], bool(self.tag_badges(self.viewer)))
                if run is not None else None)
        preview = 0
        tmap = self.target_map()
        if run is not None and look is not None and look in tmap:
            preview = energy_cost(st, tmap[look][0]) or 0
        return (tuple(lines), colour, rows, pips, preview, cut)

    def paint_prompt(self, surface: pygame.Surface, picture: PromptPicture | None = None,
                     clip: pygame.Rect | None = None) -> None:
        """The prompt panel as ``picture`` shows it (default: the decision's own words),
        only inside ``clip`` when given."""
        lines, colour, rows, pips, preview, _cut = picture or self.prompt_picture(None)
        old = surface.get_clip()
        if clip is not None:
            surface.set_clip(clip.clip(old))
        paint_prompt(surface, self.app, self.lay.prompt, lines, colour, rows, pips, preview)
        surface.set_clip(old)

    def overlay(self) -> tuple[PromptPicture | None, str, pygame.Rect | None]:
        """What the thing under the pointer (or held) adds, once per thing: the prompt's
        picture for it (None: the layer's stands) and the box of its whole text beside it."""
        return self.memo.get("overlay", self.overlay_key(), self._overlay)

    def overlay_key(self) -> Hashable:
        """What :meth:`overlay` depends on."""
        return (self.version, self.landings, self.viewer, self.hover, self.info)

    def _overlay(self) -> tuple[PromptPicture | None, str, pygame.Rect | None]:
        look = self.hover if self.hover is not None else self.info
        picture: PromptPicture | None = None
        text, box = "", None
        if look is not None:
            picture = self.prompt_picture(look)
            cut = picture[5]
            if picture == self.prompt_picture(None):
                picture = None
            text = describe_spot(self.seen(self.viewer), look, self.names())
            if text and (look[0] in TIP_KINDS or cut):
                try:
                    box = TIP.rect(self.app.fonts, text, self.spot_rect(look), self.rect,
                                   [self.spot_rect(k) for k in self.target_map() if k != look])
                except LookupError:
                    box = None
        return picture, text, box

    # ------------------------------------------------------------------ per frame
    def moving(self, viewer: int | None) -> Moving:
        """The wider frame of the target under the pointer, what glides, the credits
        rising, the prompt's words and text box for the thing under the pointer or held."""
        out = Moving()
        hover: Any = self.hover
        if hover is not None and self.selected is None and hover in self.target_map():
            rect = self.spot_rect(hover)
            if hover[0] == "space":
                centre = self.lay.spaces[hover[1]]  # (its ring and plate: space_rects)
                areas = space_rects(centre, name_plate(self.app.fonts, hover[1], centre))
            else:
                areas = [rect.inflate(14, 14)]
                badge = self.marks(viewer).badges.get(hover)
                if badge and hover[0] != "mine":
                    areas.append(badge_rect(self.app.fonts, badge, rect, hover[0]).inflate(4, 4))
            out.add(lambda s: self.painter(s, viewer).hover_frame(
                Spot(hover[0], hover[1], rect), self.tags(viewer)), *areas)
        if self.animations:
            out.add(partial(self.draw_animations, viewer=viewer),
                    *[self.animation_area(a) for a in self.animations
                      if isinstance(a, (Glide, Floater))])
        picture, text, box = self.overlay()
        key = self.overlay_key()
        if picture is not None:  # the words only: the buttons are the scene's widgets
            words = self.prompt_words(picture)
            out.add(lambda s: self._pictures.paint(
                s, "prompt", key, words, lambda: self.paint_prompt(s, picture, clip=words)),
                words)
        if box is not None:
            out.add(lambda s: self._pictures.paint(
                s, "tip", key, box, lambda: TIP.draw(s, self.app.fonts, text, box)), box)
        return out

    def draw_animations(self, surface: pygame.Surface, viewer: int | None) -> None:
        """The pawns and mines gliding, the credit changes rising."""
        p = self.painter(surface, viewer)
        for a in self.animations:
            if isinstance(a, Glide):
                p.piece(a.piece, a.point(), 34)
            elif isinstance(a, Floater):
                self.draw_floater(surface, a)

    def draw_floater(self, surface: pygame.Surface, a: Floater) -> None:
        """A credit change on its plate, clipped to the room its seat's title row keeps
        for it (:meth:`floater_rise`), so it covers nothing."""
        colour = self.app.theme.c(a.tone)
        before = surface.get_clip()
        surface.set_clip(before.clip(self.floater_rise(a.seat)))
        try:
            pygame.draw.rect(surface, self.app.theme.c("panel"), self.floater_plate(a),
                             border_radius=8)
            self.app.fonts.draw(surface, a.text, self.floater_at(a), 30, colour, True,
                                "topright")
        finally:
            surface.set_clip(before)

    def floater_rise(self, seat: int) -> pygame.Rect:
        """The room ``seat``'s title row keeps free at its credits' left for a credit
        change (``SeatPlan.rise``: :meth:`SeatPainter.monitor_plan`), once a version."""
        area = self.lay.seat_rects(self.st.num_players)[seat]
        return self.memo.get(f"rise{seat}", (self.version, tuple(area)), lambda: self.painter(
            pygame.Surface((1, 1)), None).monitor_plan(seat, area).rise)

    def floater_at(self, a: Floater) -> tuple[int, int]:
        """Where a credit change's top right is now: rising, eased, from
        :data:`~game.starship.view_motion.FLOAT_START` below its seat area's top to the
        top of its room (:meth:`floater_rise`)."""
        rise = self.floater_rise(a.seat)
        start = self.lay.seat_rects(self.st.num_players)[a.seat].y + FLOAT_START
        return (rise.right - 8, round(start + (rise.top - start) * a.eased))

    def floater_plate(self, a: Floater) -> pygame.Rect:
        """The panel-coloured plate under a credit change, within its room."""
        return self.app.fonts.box(a.text, self.floater_at(a), 30, True,
                                  "topright").inflate(10, 0).clip(self.floater_rise(a.seat))

    def animation_area(self, a: Glide | Floater) -> pygame.Rect:
        """Round a gliding piece or a rising credit change (:meth:`draw_animations`)."""
        if isinstance(a, Glide):
            return square(a.point(), PAWN_R + 6 if a.piece[0] == "pawn" else 23)
        return self.floater_plate(a).inflate(6, 6)

    def prompt_words(self, picture: PromptPicture) -> pygame.Rect:
        """Where the prompt's words are (above its buttons) with ``picture``'s rows."""
        area = self.lay.prompt
        return pygame.Rect(area.x + 2, area.y + 2, area.width - 4, picture[2] * 30 + 8)

    def moving_key(self, viewer: int | None) -> Hashable:
        """The default, and the thing held (its prompt and text box show)."""
        return (super().moving_key(viewer), self.info)
