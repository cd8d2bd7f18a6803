"""Pandorum side panels: the prompt, the market, the hand, the key and the harvester mats.

Drawn for :class:`game.pandorum.view.PandorumView` (this mixin reads its state, options,
selection and previews); nothing here changes the game state. Each panel is drawn whole
over its own rectangle of the view's cached layer, keyed on everything it shows: a repaint
after an action draws only the panels whose key changed (from a kept picture when it was
shown before), the others are already in the layer.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.words import counted
from game.engine.boardview.onlayer import OnLayer
from game.engine.boardview.pictures import Pictures
from game.engine.theme import RGB, PlayerLook
from game.pandorum.view_draw import (
    draw_base,
    draw_harvester,
    draw_module,
    terrain_hex,
    terrain_symbol,
)
from game.pandorum.view_host import PandorumViewParts
from game.pandorum.view_layout import Side
from game.pandorum.view_options import Options
from game.pandorum.view_prompt import PROMPT
from game.pandorum.view_table_cards import (
    MONITOR_ROWS,
    MatName,
    MatPlan,
    card_face,
    cargo_words,
    face_words,
    head_room,
    led_colours,
    mark,
    mat_key,
    mat_names,
    mat_rows,
    paint_mat,
    row_words,
    stack_tiles,
    title_row,
)

if TYPE_CHECKING:
    from game.pandorum.rules.state import PandorumState

#: prompt boxes kept (they come back every round: "Waiting for Bob...")
PROMPTS_KEPT = 24
#: a mat header's badge size, and its numbers' size and gap (from a number to the next
#: icon): as drawn, then all a little smaller to leave a long name its room
MAT_HEADS = ((38, 26, 30), (32, 24, 28))
#: the neutral look of the pieces in the key
KEY_LOOK = PlayerLook("key", (170, 170, 180), "", "solid", (0, 0, 0))


#: a hand tile as drawn: (name, rect, count, badge, dim, may choose, selected)
HandTile = tuple[str, tuple[int, ...], int, str, bool, bool, bool]


def rects_key(rects: dict[str, pygame.Rect]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Named rectangles as a cache key (where the market's tiles, the panels stand)."""
    return tuple((k, tuple(r)) for k, r in rects.items())


class PanelsMixin(PandorumViewParts):
    """Drawing of the side panel and the mats (mixed into the board view)."""

    #: what the layer being painted already shows, by panel (a cache's note, not state)
    on_layer: OnLayer
    #: the last pictures of each panel, by what they show
    _pictures: Pictures

    def panel_rects(self, side: Side) -> dict[str, pygame.Rect]:
        """Where each panel goes (each drawn whole over its own rectangle; they never
        overlap, so one can be repainted alone)."""
        market = side.market_title.unionall(list(side.market.values()))
        market.width = side.market_title.width
        # the dashed "may choose" marks reach 5 px beyond a card
        bottom = side.legend.top - 2 if side.legend is not None else \
            self.panels.side.bottom + 6
        rects = {"prompt": side.prompt, "market": market.inflate(0, 12),
                 "hand": pygame.Rect(side.hand_title.left, side.hand_title.top - 6,
                                     side.hand_title.width, bottom - side.hand_title.top + 6)}
        if side.legend is not None:
            rects["legend"] = side.legend
        for seat, rect in enumerate(self.mat_rects(self.st.num_players)):
            rects[f"mat{seat}"] = rect
        return rects

    def paint_panels(self, surface: pygame.Surface, vis: PandorumState, side: Side,
                     o: Options, seat: int, viewer: int | None) -> None:
        """Every panel whose picture changed since the layer was last painted (a panel
        the layer already shows is not drawn again)."""
        rects = self.panel_rects(side)
        head, hint = self.prompt_lines(o)
        detail = self.detail_text(o) or hint
        acting = self.actor is not None
        below = self.prompt_below(side)
        self.panel(surface, "prompt", rects["prompt"], (head, detail, acting, below),
                   lambda s: self.draw_prompt_box(s, side.prompt, head, detail, acting,
                                                  below), keep=PROMPTS_KEPT)
        key = (tuple(tuple(m) for m in vis.market), len(vis.deck), len(vis.boxed),
               tuple(sorted(o.takes)), self.selected, rects_key(side.market))
        self.panel(surface, "market", rects["market"], key,
                   lambda s: self.draw_market(s, vis, side, o))
        tiles = self.hand_tiles(vis, side, o, seat)
        cards, names = len(vis.hands[seat]), len(set(vis.hands[seat]))
        whose = "Your hand" if viewer is not None else \
            self.hand_heading(side.hand_title, self.names()[seat], counted(cards, "card"))
        self.panel(surface, "hand", rects["hand"], (whose, cards, names, tuple(tiles)),
                   lambda s: self.draw_hand(s, side, tiles, whose, cards, names))
        if "legend" in rects:
            legend = rects["legend"]
            self.panel(surface, "legend", legend, (), lambda s: self.draw_legend(s, vis, legend))
        self.paint_mats(surface, vis, o, rects)

    def panel(self, surface: pygame.Surface, name: str, rect: pygame.Rect, key: Any,
              paint: Callable[[pygame.Surface], object], keep: int = 1) -> None:
        """Panel ``name`` (showing ``key``) into the layer being painted, or its picture
        made ahead (:meth:`OnLayer.panel`); the last ``keep`` pictures are kept."""
        self.on_layer.panel(surface, name, rect, key, paint, self._pictures,
                            self.app.theme.c("background"),
                            self.may_paint_ahead if self.painting_ahead else None, keep)

    # -- side panel
    def draw_prompt_box(self, surface: pygame.Surface, rect: pygame.Rect, head: str,
                        detail: str, acting: bool, below: int = 0) -> None:
        """The prompt box: the decision (two bold lines at most), then three lines of
        detail (a card's or an ability's text, else the hint; a longer one takes the
        room ``below`` them that no button uses, see :meth:`PromptBox.words`)."""
        f, t = self.app.fonts, self.app.theme
        PROMPT.draw(surface, f, t, rect, PROMPT.head_lines(f, head, rect)[0],
                    self.prompt_colour(acting), detail, below)

    def prompt_colour(self, acting: bool) -> RGB:
        """The decision's colour: the accent for the seat to act, dim while waiting."""
        return self.app.theme.c("accent") if acting else self.app.theme.c("text_dim")

    def prompt_below(self, side: Side) -> int:
        """The px under the prompt box's words that no button takes (its button rows when
        the decision shows none now): a long card text may run on into them."""
        if side.buttons:
            return 0
        text_bottom = PROMPT.text_area(self.app.fonts, side.prompt).bottom
        return max(0, side.prompt.bottom - 6 - text_bottom)

    def draw_market(self, surface: pygame.Surface, vis: PandorumState, side: Side,
                    o: Options) -> None:
        title_row(surface, self.app, int, side.market_title, *self.market_heading(vis))
        stack_tiles(surface, self.app, int, side.market, vis, self.sel("market"), o.takes,
                    dashed=True)

    @staticmethod
    def market_heading(vis: PandorumState) -> tuple[str, str]:
        """The Market's title row: its name, and the deck's and the box's counts."""
        return "Market", f"deck {len(vis.deck)} · box {len(vis.boxed)}"

    def tile_words(self, side: Side, o: Options) -> tuple[pygame.Rect, ...]:
        """Where the market's and the hand's tiles write their words as drawn
        (:func:`face_words`: a name on two lines takes two lines' height)."""
        st, seat = self.st, self.actor if self.actor is not None else 0
        counts = dict(st.market)
        faces = [("" if n == "deck" else n, counts.get(n, 1), "") for n in side.market]
        faces += [(name, count, badge) for name, _, count, badge, *_ in
                  self.hand_tiles(st, side, o, seat)]
        return face_words(self.app.fonts, int, *side.market.values(), *side.hand.values(),
                          faces=faces)

    def mat_words(self, mats: Sequence[pygame.Rect], vis: PandorumState
                  ) -> tuple[pygame.Rect, ...]:
        """Where the mats' rows draw their words (each ability row's tag and title,
        :func:`row_words`; the cargo row's word and boxes, :func:`cargo_words`): its rows lie
        closer than a focus ring's reach, so a row's ring passes under the words of the
        rows round it."""
        f, out = self.app.fonts, []
        for seat, mat in enumerate(mats):
            plan = self.mat_plan(mat)
            out += [box for held in vis.harvester_slots(seat)
                    for box in row_words(f, plan, held)[1:3]]
            row = plan.rows["cargo"]
            end = cargo_words(f, int, row, len(vis.cargo_colours(seat)), row.right, plan.size)[2]
            out.append(pygame.Rect(row.left + 4, row.top, end - row.left - 4, row.height))
        return tuple(out)

    def hand_heading(self, title: pygame.Rect, name: str, count: str) -> str:
        """"<name>'s hand" for the hand's title row, the name cut so that the heading
        stops short of the count (a 16-letter name ran into "2 cards")."""
        f = self.app.fonts
        return f.fit_name(name, "'s hand", 28, title.width - 32 - f.width(count, 24), True)

    def hand_tiles(self, vis: PandorumState, side: Side, o: Options, seat: int
                   ) -> list[HandTile]:
        """Each hand tile as drawn: (name, rect, count, badge, dim, may choose, selected)."""
        counts, selected = Counter(vis.hands[seat]), self.selected_card()
        badges = self.pay_badges(seat, o) if self.actor == seat else {}
        building = self.actor == seat and o.kind in ("cards", "build")  # (no "+N": greyed)
        return [(name, tuple(rect), counts[name], badges.get(name, ""),
                 building and name not in badges, name in o.hand, name == selected)
                for name, rect in side.hand.items()]

    def draw_hand(self, surface: pygame.Surface, side: Side, tiles: list[HandTile], whose: str,
                  cards: int, names: int) -> None:
        f, t, title = self.app.fonts, self.app.theme, side.hand_title
        title_row(surface, self.app, int, title, whose, counted(cards, "card"))
        for name, box, count, badge, dim, actionable, chosen in tiles:
            rect = pygame.Rect(box)
            card_face(surface, self.app, int, rect, self.st, name, count, badge, dim=dim)
            mark(surface, int, rect, chosen, actionable, dashed=True)
        if len(tiles) < names:
            f.draw(surface, f"+{names - len(tiles)} more (Moves list)",
                   (title.right - 140, title.centery), 24, t.c("error"), False, "midright")

    # -- harvester mats
    def draw_legend(self, surface: pygame.Surface, vis: PandorumState,
                    rect: pygame.Rect) -> None:
        """The key: each terrain's colour and symbol with its name, and the pieces."""
        f, t = self.app.fonts, self.app.theme
        pygame.draw.line(surface, t.c("panel_border"), (rect.left + 8, rect.top),
                         (rect.right - 8, rect.top), 2)
        terrains, cols = vis.comp.terrains, 3  # every terrain, then the three pieces
        entries = [*terrains, "module", "base", "harvester"]
        labels = [terrains[key].title if key in terrains else key.capitalize() for key in entries]
        font = f.get(24)
        # columns as wide as their longest label, the spare width shared out
        widths = [max(font.size(labels[i])[0] for i in range(c, len(labels), cols)) + 44
                  for c in range(cols)]
        spare = max(0, rect.width - 16 - sum(widths)) // cols
        lefts = [rect.left + 8 + sum(widths[:c]) + c * spare for c in range(cols)]
        row_h = (rect.height - 8) // -(-len(entries) // cols)
        for i, key in enumerate(entries):
            r, c = divmod(i, cols)
            w = widths[c] + spare
            cx = lefts[c] + 18
            cy = rect.top + 8 + r * row_h + row_h // 2
            if key in terrains:
                poly = [(cx + round(16 * dx), cy + round(16 * dy)) for dx, dy in
                        ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5),
                         (-0.87, -0.5))]
                ink = terrain_hex(surface, poly, terrains[key], 8)
                terrain_symbol(surface, key, (cx, cy), 8, ink)
            elif key == "module":
                draw_module(surface, (cx, cy), 22, KEY_LOOK, self.app, letter=False)
            elif key == "base":
                draw_base(surface, (cx, cy + 2), 26, KEY_LOOK, self.app, letter=False)
            else:
                draw_harvester(surface, (cx, cy), 11, KEY_LOOK, self.app)
            f.draw(surface, f.fit(labels[i], 24, w - 36), (cx + 20, cy), 24, t.c("text_dim"),
                   False, "midleft")

    def paint_mats(self, surface: pygame.Surface, vis: PandorumState, o: Options,
                   rects: dict[str, pygame.Rect]) -> None:
        """Each harvester mat from its own cache, keyed on everything it shows."""
        paid = self.cargo_paid(vis)
        looks, names = self.looks(), self.names()
        heads = self.mat_headers(vis, [rects[f"mat{seat}"] for seat in range(vis.num_players)])
        for seat in range(vis.num_players):
            rect = rects[f"mat{seat}"]
            active = tuple(sorted(o.slots)) if (o.kind == "slot" and seat == self.actor) \
                else ()
            leads = led_colours(paid, seat)
            key = (names[seat], looks[seat].name, mat_key(vis, seat), leads, active,
                   heads[seat])
            self.panel(surface, f"mat{seat}", rect, key,
                       partial(self.draw_mat, vis=vis, seat=seat, rect=rect, active=active,
                               leads=set(leads), header=heads[seat]))

    def mat_headers(self, vis: PandorumState, mats: Sequence[pygame.Rect]) -> list[MatName]:
        """Each mat's name in its header (``mats`` in seat order), by the mats' one rule
        (:func:`mat_names`: every name whole, else every short form), in the room each of
        :data:`MAT_HEADS` leaves it."""
        rooms = [[head_room(self.app, int, self.mat_header(rect), badge, vis, seat, size, gap)
                  for badge, size, gap in MAT_HEADS] for seat, rect in enumerate(mats)]
        names = mat_names(self.app.fonts, int, self.names(), rooms, 24)
        assert names is not None  # (a monitor's mat has room for a name)
        return names

    def cargo_paid(self, vis: PandorumState) -> dict[str, tuple[int, ...]]:
        """The rules' cargo count (colour -> pay by seat), asked again only when a cargo
        changed."""
        cargo = tuple(tuple(c) for c in vis.cargo)
        return self.memo.get("awards", cargo, lambda: dict(vis.cargo_awards()))

    def mat_header(self, mat: pygame.Rect) -> pygame.Rect:
        """A mat's header above its slot rows (badge, name, money, pieces and cards left,
        :meth:`draw_mat`): a slot row's focus ring passes under it."""
        return self.mat_plan(mat).head

    def mat_plan(self, rect: pygame.Rect, header: MatName | None = None) -> MatPlan:
        """A monitor mat's plan: its ``header`` (:meth:`mat_headers`; None: the rows alone)
        over the slot rows (:func:`mat_rows`, as :meth:`slot_rects` places them: the rows
        the mouse and the keys choose)."""
        name = header or MatName("", 24, True, 0, 0)
        badge, stat_size, gap = MAT_HEADS[name.head]
        head, rows = mat_rows(rect, int, *MONITOR_ROWS)
        return MatPlan(rect, head, badge, name.shown, name, rows, stats=(stat_size, gap),
                       fill=self.app.theme.c("panel"))

    def draw_mat(self, surface: pygame.Surface, vis: PandorumState, seat: int,
                 rect: pygame.Rect, active: tuple[str, ...], leads: set[str],
                 header: MatName) -> None:
        """One harvester mat (:func:`paint_mat`) with its ``header`` (:meth:`mat_headers`)."""
        paint_mat(surface, self.app, self.mat_plan(rect, header), vis, seat,
                  self.looks()[seat], leads, active)

