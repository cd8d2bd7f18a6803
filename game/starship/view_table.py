"""Starship Merchants in table mode (a mixin of :class:`game.starship.view.StarshipView`).

The shared board, the four quadrants alone, is one **turn card** in the middle of the
table, turned toward the seat that decides (its cards and prices are full of words). Each
seat's area (credits, refineries, a console per ship, Local Space) is drawn upright in its
own panel, the deciding seat's consoles and mines its targets, its prompt and buttons
there. Nothing in Starship is hidden, so a panel's "peek" area is a **read** area: held,
it lists the texts of the seat's pilots and gear. A run's pickup from another seat's Local
Space is tapped in that seat's panel (:meth:`StarshipTable.table_reach_targets`); a Dock
transfer is a tap on a pilot or gear on an obsolete console, then on the console that
takes it; what neither the board nor a panel shows is a button. See docs/table-mode.md.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import Action
from game.engine.boardview.prompt import ButtonSpec, page_of
from game.engine.boardview.targets import Target
from game.engine.table.contract import TableView, TurnCard
from game.engine.table.seatpanel import row_whole
from game.engine.table.tablefonts import floor_fonts, shown_rect
from game.engine.table.wording import finger_words
from game.starship.rules.actions import Pickup
from game.starship.rules.belt import energy_cost
from game.starship.rules.state import StarshipState
from game.starship.view_actions import (
    EXPLORED,
    FIRST_TURN,
    ITEM_KINDS,
    SpotKey,
    buttons,
    distinct,
    likeliest_first,
    local_words,
    second_step,
    selects,
    spot_name,
    table_label,
    transfer_items,
)
from game.starship.view_layout import (
    Layout,
    SeatPlan,
    Spot,
    board_map,
    plan_spots,
    seat_keys,
    token_for,
)
from game.starship.view_panels import StarshipPanels
from game.starship.view_seats import SeatPainter
from game.starship.view_table_seat import plan_seat
from game.starship.view_text import card_text, describe_spot

#: the prompt buttons at once on a monitor (more: a "More" button pages them); a seat's
#: panel shows as many as go in its row whole, up to :data:`TABLE_MOST`
PER_PAGE = 3
#: the most buttons a seat panel's row shows at once (a whole long edge holds six short
#: labels, "Dev's" over "Cobalt 2", each wider than a finger)
TABLE_MOST = 6
#: the monitor's prompts too long for a panel's two lines, in a table's shorter words
#: (what to do and where to tap; the buttons say the rest: Buy, Lease...)
TABLE_PROMPTS = {
    FIRST_TURN: "First turn: tap a Mark I stack to buy or lease.",
    EXPLORED: "Explored: load a mine aboard, or leave it in Local Space?",
}
#: the smallest side (pixels) the board's square is drawn at (the map's own height, for
#: which its words were made): a smaller square gets the picture scaled down
BOARD_MIN = 1080
#: the smallest height (pixels) a seat's area is drawn at (a monitor's with four players);
#: a shorter panel gets the picture scaled down
SEAT_MIN = 200


def table_layout(rect: pygame.Rect) -> tuple[Layout, pygame.Rect]:
    """The map laid out so that its four quadrants fill the largest square centred in
    ``rect`` (the seat areas and the prompt of the map fall beside it and are not drawn);
    the layout and that square."""
    m = board_map()
    quads = [m.regions[name].rect for name in m.regions if name.startswith("quadrant_")]
    left = min(r.x for r in quads)
    top = min(r.y for r in quads)
    width = max(r.x + r.w for r in quads) - left
    height = max(r.y + r.h for r in quads) - top
    scale = min(rect.width / width, rect.height / height)
    square = pygame.Rect(0, 0, round(width * scale), round(height * scale))
    square.center = rect.center
    whole = pygame.Rect(round(square.x - left * scale), round(square.y - top * scale),
                        round(m.width * scale), round(m.height * scale))
    return Layout(whole, table=True), square


def one_cost(st: StarshipState, actions: Sequence[Action]) -> int | None:
    """The energy every pickup among ``actions`` costs, when there are pickups and they
    all cost the same (a prompt then says it once); else None."""
    costs = {energy_cost(st, a) for a in actions if isinstance(a, Pickup)}
    return costs.pop() if len(costs) == 1 else None


class StarshipTable(TableView, StarshipPanels):
    """Table mode of the Starship view (mixed into StarshipView). The view's own ``rect``
    (its layer and spots) is the board's square at its own size, at the origin, at least
    :data:`BOARD_MIN` wide; the turn card shows it scaled onto the table's square
    (``_square``, canvas). The layer the table scene copies is bare: the card covers it."""

    #: the table's board part shows only the bare layer round the board's card
    #: (:meth:`top_layer`): it need not be repainted after every move
    table_board_layers = False
    #: the board's square on the canvas
    _square: pygame.Rect = pygame.Rect(0, 0, 0, 0)
    #: the table's board rectangle (canvas) the square is centred in
    _board: pygame.Rect = pygame.Rect(0, 0, 0, 0)
    _backdrop: pygame.Surface | None = None
    #: the seats holding their read area (see :meth:`table_seat_key`)
    _reading: frozenset[int] = frozenset()

    if TYPE_CHECKING:  # StarshipView's (game.starship.view), used here
        page: int
        def tap(self, key: SpotKey) -> None: ...
        def next_page(self) -> None: ...

    # ------------------------------------------------------------------ the board
    def table_button_area(self) -> pygame.Rect | None:
        """Menu and Undo beside the square's top corners (the turn card covers the
        square itself), or at its corners when the board leaves no room beside it."""
        assert self.table is not None
        room = self.table.min_target + self.table.u(24)
        wide = self._square.inflate(2 * room, 0)
        return wide if self._board.contains(wide) else self._square

    def table_side_room(self, board: pygame.Rect) -> int:
        """The width beside the board's square but for Menu and Undo: the short edges'
        panels take it (the consoles' holds need the depth)."""
        assert self.table is not None
        _lay, square = table_layout(board)
        room = self.table.min_target + self.table.u(24)
        return max(0, board.width - square.width - 2 * room)

    def arrange_table(self, rect: pygame.Rect) -> None:
        """The square in ``rect`` (canvas) and the board drawn at its own size (the view's
        ``rect`` and ``lay``, at the origin)."""
        self._board = pygame.Rect(rect)
        _lay, self._square = table_layout(rect)
        side = max(BOARD_MIN, self._square.width)
        self.lay, self.rect = table_layout(pygame.Rect(0, 0, side, side))
        assert self.table is not None
        digits = floor_fonts(self.app.fonts,
                             math.ceil(self.table.min_text / self.board_shown_at())).lift(24)
        self.lay.token = token_for(digits)  # Known Space's tokens hold their digits
        self._backdrop = None

    def top_layer(self, viewer: int | None) -> pygame.Surface:
        """At a table: a bare background (the board turn card covers the square)."""
        if self.table is None:
            return super().top_layer(viewer)
        if self._backdrop is None or self._backdrop.get_size() != self.rect.size:
            self._backdrop = pygame.Surface(self.rect.size)
            self._backdrop.fill(self.app.theme.c("background"))
        return self._backdrop

    def _scale(self) -> float:
        return self._square.width / max(1, self.rect.width)

    def board_shown_at(self) -> float:
        """At a table, the board is drawn at least :data:`BOARD_MIN` wide and shown at
        the square's size: its words are drawn larger by as much as it is scaled down."""
        return 1.0 if self.table is None else min(1.0, self._scale())

    def board_targets(self) -> list[Target]:
        """The deciding seat's targets on the board's square, in the square's own
        coordinates (the turn card's upright coordinates)."""
        tmap, spots = self.target_map(), self.spots()
        # each one's most specific spot (its latest: the spots go from the most general),
        # in the spots' order: the most specific last, on top (as on a monitor)
        latest = sorted({s.key: k for k, s in enumerate(spots) if s.key in tmap}.values())
        return [Target(spot.key, shown_rect(spot.rect, self._scale()), partial(self.tap, spot.key),
                       acts=not selects(spot.key, tmap[spot.key]))
                for spot in (spots[k] for k in latest)]

    def table_turn_cards(self) -> list[TurnCard]:
        square = self._square

        def paint(surface: pygame.Surface) -> None:
            board = super(StarshipTable, self).top_layer(None)
            if self.rect.size == surface.get_size():
                surface.blit(board, (0, 0), self.rect)
            else:
                surface.blit(pygame.transform.smoothscale(board.subsurface(self.rect),
                                                          surface.get_size()), (0, 0))

        return [TurnCard("board", pygame.Rect(square), (self.layers_key(None), self.selected),
                         paint, lambda size: self.board_targets())]

    # ------------------------------------------------------------------ seat panels
    def seat_rects(self, seat: int, area: pygame.Rect) -> dict[str, pygame.Rect]:
        """The places in ``seat``'s panel: ``seat`` (its board area) and ``read`` (hold
        it to read the seat's card texts), a square at the right end."""
        assert self.table is not None
        side = min(area.height, self.table.min_target)  # a finger's, no more: room for holds
        read = pygame.Rect(area.right - side, area.top, side, side)
        return {"seat": pygame.Rect(area.x, area.y, area.width - side - self.table.u(8),
                                    area.height),
                "read": read}

    def seat_drawing(self, seat: int, area: pygame.Rect) -> tuple[pygame.Rect, float]:
        """Where ``seat``'s area is drawn and at what scale: its place in the panel (scale
        1), or, when that is shorter than :data:`SEAT_MIN`, a rectangle at the origin
        as tall as that, which is scaled down (by the scale returned) into its place."""
        place = self.seat_rects(seat, area)["seat"]
        if place.height >= SEAT_MIN:
            return place, 1.0
        k = place.height / SEAT_MIN
        return pygame.Rect(0, 0, round(place.width / k), SEAT_MIN), k

    def seat_painter(self, surface: pygame.Surface, seat: int,
                     area: pygame.Rect) -> SeatPainter:
        """A painter of ``seat``'s area onto ``surface`` at the scale it is shown."""
        return self.painter(surface, None, shown_at=self.seat_drawing(seat, area)[1])

    def seat_plan(self, seat: int, area: pygame.Rect) -> SeatPlan:
        """Where ``seat``'s things go in its drawing (:func:`plan_seat`: holds as large as
        their mines' digits ask), worked out once per version and panel."""
        def work_out() -> SeatPlan:
            drawn = self.seat_drawing(seat, area)[0]
            painter = self.seat_painter(pygame.Surface((1, 1)), seat, area)
            label = painter.f.get(24).size(local_words(self.st, seat))[0] + 14
            ships = [painter.ship_words(ship) for ship in self.st.players[seat]["ships"]]
            return plan_seat(drawn, ships, painter.info_w(seat), label,
                             len(self.st.local_mines(seat)), painter.drawn(24),
                             painter.float_room())

        return self.memo.get(f"seat_plan{seat}",
                             (self.version, tuple(area), tuple(self.rect)), work_out)

    def panel_spots(self, seat: int, area: pygame.Rect) -> list[Spot]:
        """The seat's area, consoles and mines where they are drawn (see
        :meth:`seat_drawing` and :meth:`seat_plan`)."""
        return plan_spots(self.st, seat, self.seat_plan(seat, area))

    def in_panel(self, seat: int, area: pygame.Rect, rect: pygame.Rect) -> pygame.Rect:
        """A rectangle of the seat's drawing, in the panel."""
        k = self.seat_drawing(seat, area)[1]
        if k == 1.0:
            return rect
        return shown_rect(rect, k).move(self.seat_rects(seat, area)["seat"].topleft)

    def table_peek_area(self, seat: int, area: pygame.Rect) -> pygame.Rect | None:
        return self.seat_rects(seat, area)["read"]

    def table_seat_key(self, seat: int, peeking: bool) -> Hashable:
        """What ``seat``'s panel shows (once a version): while held, the read area's lines;
        else its area (:meth:`StarshipPanels.seat_key`). Also notes whether ``seat`` holds
        its read area now: its consoles, covered by the texts, take no taps then."""
        self._reading = self._reading | {seat} if peeking else self._reading - {seat}

        def work_out() -> Hashable:
            if peeking:
                return ("read", tuple(self.read_lines(seat)))
            return ("seat", self.seat_key(seat, self.seen(None), self.drawn_marks(None)))

        # (the tokens in flight are left out of the panel until they land)
        return self.memo.get(f"seat_key{seat}",
                             (self.version, peeking, tuple(self.rect), self.flying()),
                             work_out)

    def paint_table_seat(self, surface: pygame.Surface, seat: int, area: pygame.Rect,
                         peeking: bool) -> None:
        t, f, places = self.app.theme, self.app.fonts, self.seat_rects(seat, area)
        if peeking:
            self.paint_read(surface, seat, places["seat"])
        else:
            drawn, k = self.seat_drawing(seat, area)
            canvas = surface if k == 1.0 else pygame.Surface(drawn.size)
            if canvas is not surface:
                canvas.fill(t.c("panel"))
            painter = self.seat_painter(canvas, seat, area)
            spots = self.panel_spots(seat, area)
            st = painter.st
            painter.seat_area(seat, self.seat_plan(seat, area), spots,
                              None if st.is_over else st.turn)
            if canvas is not surface:
                surface.blit(pygame.transform.smoothscale(canvas, places["seat"].size),
                             places["seat"])
        read = places["read"]
        pygame.draw.rect(surface, t.c("panel_border") if not peeking else t.c("accent"), read,
                         max(2, read.width // 24), border_radius=read.width // 5)
        f.draw(surface, "?", read.center, read.height * 2 // 3,
               t.c("accent") if peeking else t.c("text"), True, "center")

    def paint_read(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """What the read area shows while held, in place of the seat's area: its ships'
        texts, then the For Sale cards' and the Destinations' (in two columns when wide)."""
        assert self.table is not None
        t, f, u = self.app.theme, self.app.fonts, self.table.u
        pygame.draw.rect(surface, t.c("background"), area, border_radius=u(8))
        columns = 2 if area.width > u(900) else 1
        gap = u(16)
        width = (area.width - gap * (columns + 1)) // columns
        size = self.table.text(20)  # u(20), never below the smallest text
        lh = f.line_height(size)
        x, y, column = area.left + gap, area.top + u(4), 0
        for text, colour in self.read_lines(seat):
            for line in f.wrap(text, size, width):
                if y + lh > area.bottom:
                    column += 1
                    if column >= columns:
                        return
                    x, y = x + width + gap, area.top + u(4)
                f.draw(surface, line, (x, y), size, t.c(colour))
                y += lh

    def table_seat_targets(self, seat: int, area: pygame.Rect) -> list[Target]:
        """The deciding ``seat``'s choices in its own panel; during its Dock transfers
        also every console and token there, whose tap (not lit) says the rules' reason."""
        if self.actor != seat or seat in self._reading:
            return []
        docking = bool(transfer_items(self.st, seat))
        return self.panel_targets(seat, area, lambda spot: docking and spot.kind in (
            "ship", *ITEM_KINDS))

    def table_reach_targets(self, seat: int, other: int, area: pygame.Rect) -> list[Target]:
        """The deciding ``seat``'s mines in ``other``'s panel: those its run may pick up
        (lit) and, during a run, every other one there, whose tap tells the rules' reason.
        None while ``other`` holds its read area (those mines are then buttons)."""
        if self.actor != seat or other == seat or other in self._reading or self.st.is_over:
            return []
        run = self.st.frame_of("run") is not None
        return self.panel_targets(other, area, lambda spot: run and spot.kind == "mine")

    def panel_targets(self, owner: int, area: pygame.Rect, tappable: Callable[[Spot], bool]
                      ) -> list[Target]:
        """The targets in ``owner``'s panel: its spots that stand for choices (lit) and
        those ``tappable`` (a tap says why not); a key's most specific (latest) spot."""
        tmap = self.target_map()
        found = {spot.key: self.in_panel(owner, area, spot.rect)
                 for spot in self.panel_spots(owner, area) if spot.key in tmap or tappable(spot)}
        second = second_step(self.selected, tmap)
        return [Target(key, rect, partial(self.tap, key),
                       focus=key in tmap and (not second or key in second),
                       acts=key in tmap and not selects(key, tmap[key]))
                for key, rect in found.items()]

    def reach_cost(self, seat: int) -> int | None:
        """The energy every pickup from another seat's panel costs the deciding ``seat``,
        when they all cost the same (the prompt says it once); else None."""
        if self.actor != seat or self.st.is_over:
            return None
        reach = self.others_spots(seat)
        return one_cost(self.st, [a for key, acts in self.target_map().items()
                                  if key in reach for a in acts])

    def others_spots(self, seat: int) -> frozenset[SpotKey]:
        """The keys of what lies in the other seats' panels within ``seat``'s reach (not
        covered by a held read area), once a version."""
        def work_out() -> frozenset[SpotKey]:
            return frozenset(key for other in range(self.st.num_players)
                             if other != seat and other not in self._reading
                             for key in seat_keys(self.st, other))

        return self.memo.get(f"others_spots{seat}", (self.version, len(self.session.log),
                                                     id(self.session.state),
                                                     self._reading - {seat}), work_out)

    # ------------------------------------------------------------------ words
    def table_prompt(self, seat: int) -> str:
        """The decision in the deciding seat's words (fingers tap, they do not click);
        with a spot chosen that offers buttons, its name and "choose below" (its whole
        description is in the details and the read area); a refused tap leaves it as is."""
        if self.selected is not None and self.selected[0] in ITEM_KINDS:
            return finger_words(self.prompt_text()[0])  # (where the pilot or gear may go)
        if self.selected is not None and self.info == self.selected:
            name = spot_name(describe_spot(self.st, self.selected, self.names()))
            if name:
                return f"{name}: choose below."
        look = self.info if self.info in self.target_map() else None
        text = self.prompt_text(look)[0]
        text = finger_words(TABLE_PROMPTS.get(text, text))
        reach = self.reach_cost(seat)
        if reach is not None:
            text = f"{text} Tap a lit mine in another seat's space: {reach} energy."
        cost = self.pickup_cost(seat)
        return text if cost is None else f"{text} Pick up a mine below: {cost} energy each."

    def table_details(self, seat: int, peeking: bool) -> list[tuple[str, str]]:
        """Under the deciding seat's prompt: what it tapped or selected, when the prompt
        does not say it already; not after a refused tap (the refusal says why, alone)."""
        if self.info is not None and self.info not in self.target_map():
            return []
        return [(detail, "text") for detail, _colour in self.chosen_words(seat)
                if detail != self.table_prompt(seat)]

    def chosen_words(self, seat: int) -> list[tuple[str, str]]:
        """The whole description of what the deciding ``seat`` tapped (its read area shows
        it first: the prompt's details are cut to their two lines)."""
        if self.actor != seat or self.info is None:
            return []
        detail = describe_spot(self.st, self.info, self.names())
        return [(detail, "accent")] if detail else []

    def read_lines(self, seat: int) -> list[tuple[str, str]]:
        """What ``seat`` reads while it holds its read area (nothing in Starship is secret,
        but a mouse shows these on hover): each of its ships with its pilot's and gear's
        texts, the For Sale cards and the Destinations."""
        st, names, comp = self.st, self.names(), self.st.comp
        out = self.chosen_words(seat)
        for ship in st.players[seat]["ships"]:
            out.append((describe_spot(st, ("ship", ship), names), "text"))
            pilot, gear = st.ships[ship]["pilot"], st.ships[ship]["gear"]
            if pilot:
                out.append((f"{comp.card_name(pilot)}: {card_text(st, pilot)}", "text_dim"))
            out += [(f"{comp.gear[g].name}: {comp.gear[g].text}", "text_dim") for g in gear]
        for kind, slots in (("forsale", st.for_sale), ("dest", st.dest_slots)):
            out += [(describe_spot(st, (kind, k), names), "accent")
                    for k, card in enumerate(slots) if card is not None]
        return out

    def unreachable(self, seat: int) -> list[Action]:
        """The deciding seat's actions whose spot is neither on the board nor in a panel
        (its own, or another seat's: :meth:`table_reach_targets`): they become buttons. A
        mine in another seat's Local Space is one only while that seat holds its read
        area, which covers it."""
        board = {s.key for s in self.spots()}
        own = set(seat_keys(self.st, seat))
        reach = self.others_spots(seat)
        return [a for key, acts in self.target_map().items()
                if key not in board and key not in own and key not in reach for a in acts]

    def choices(self, reach: Sequence[Action] = (), taps: bool = True) -> list[Action]:
        """The actions the prompt's buttons show, on a monitor and in a panel: the selected
        spot's, but for those its consoles take (a pilot's or gear's, tapped there unless
        ``taps`` is off: Set aside stays a button); else those without a spot
        (:func:`buttons`) and ``reach`` (a table's: :meth:`unreachable`), one for alike
        mines (:func:`distinct`), the likeliest first (:func:`likeliest_first`)."""
        legal = self.legal_actions()
        if not legal or self.session.state.is_over:
            return []
        tmap = self.target_map()
        acts = tmap.get(self.selected, []) if self.selected is not None else []
        if acts:
            shown = second_step(self.selected, tmap) if taps else {}
            tapped = {a for one in shown.values() for a in one}
            return [a for a in acts if a not in tapped]
        return likeliest_first(self.st, distinct(self.st, [*buttons(self.st, legal), *reach]))

    def table_choices(self, seat: int) -> list[Action]:
        """The deciding ``seat``'s choices its buttons show (:meth:`choices`: the consoles
        in its panel are tapped unless its read area covers them)."""
        def work_out() -> list[Action]:
            if self.actor != seat:
                return []
            return self.choices(self.unreachable(seat), taps=seat not in self._reading)

        # once a position and selection: the prompt (its pickup cost) and the buttons ask
        key = (self.version, len(self.session.log), id(self.session.state), self.actor,
               self.selected, self._reading - {seat})
        return list(self.memo.get(f"choices{seat}", key, work_out))

    def pickup_cost(self, seat: int) -> int | None:
        """The energy every pickup button of ``seat``'s panel costs, when they all cost
        the same (the prompt says it once, the buttons only whose mine); else None."""
        if self.selected is not None:
            return None
        return one_cost(self.st, self.table_choices(seat))

    def table_buttons(self, seat: int) -> list[ButtonSpec]:
        """The prompt's choices as buttons (a stack's Buy / Lease, Pass, End the run...),
        as many a page as the seat's row shows whole (:meth:`table_per_page`), paged by
        "More", and Cancel while something is selected."""
        acts = self.table_choices(seat)
        if not acts:
            return []
        chosen = self.selected is not None
        names, bare = self.names(), self.pickup_cost(seat) is not None

        def words(action: Action) -> str:
            return table_label(self.st, action, chosen, names, bare)

        return self.button_specs(acts, words, self.table_per_page(seat, acts, words))[0]

    def table_per_page(self, seat: int, acts: Sequence[Action],
                       words: Callable[[Action], str]) -> int:
        """How many buttons ``seat``'s row shows at once: the most (up to
        :data:`TABLE_MOST`) for which every page of ``acts`` shows its labels whole in the
        row (:func:`row_whole`), else :data:`PER_PAGE` (a fixed count showed three buttons
        where six short pickups go whole); once a version and selection."""
        rows = self.table_button_rows
        if self.table is None or seat >= len(rows):
            return PER_PAGE
        area, sizes, fonts = rows[seat], self.table, self.app.fonts
        labels = [words(a) for a in acts]

        def work_out() -> int:
            for per in range(TABLE_MOST, 1, -1):
                if all(row_whole(fonts, row, area, sizes)
                       for row in self.page_labels(acts, words, per)):
                    return per
            return PER_PAGE

        return self.memo.get(f"per_page{seat}", (tuple(labels), tuple(area),
                                                  self.selected is not None), work_out)

    def page_labels(self, acts: Sequence[Action], words: Callable[[Action], str],
                    per: int) -> list[list[str]]:
        """The labels of each page's row of buttons, ``per`` buttons a row: what
        :meth:`button_specs` shows on each page ("More k/n" and "Cancel" among them)."""
        pages = page_of(acts, per - (self.selected is not None), 0)[2]
        return [[spec[0] for spec in self.button_specs(acts, words, per, page)[0]]
                for page in range(pages)]

    def button_specs(self, acts: Sequence[Action], words: Callable[[Action], str],
                     per: int = PER_PAGE, page: int | None = None
                     ) -> tuple[list[ButtonSpec], int]:
        """The prompt's buttons on a monitor and in a panel: a page of ``acts`` (labelled
        by ``words``; the first is the primary one while a spot is selected), "More" when
        they are paged, "Cancel" while a spot is selected, ``per`` buttons in all; and how
        many are actions. ``page``: that page rather than the one shown."""
        chosen = self.selected is not None
        shown, page, pages = page_of(acts, per - chosen, self.page if page is None else page)
        out: list[ButtonSpec] = [
            (words(a), partial(self.act, a), "primary" if i == 0 and chosen else "normal",
             ("starship", "act", a)) for i, a in enumerate(shown)]
        if pages > 1:
            out.append((f"More {page + 1}/{pages}", self.next_page, "normal",
                        ("starship", "more")))
        if chosen:
            out.append(("Cancel", self.cancel, "quiet", ("starship", "cancel")))
        return out, len(shown)

