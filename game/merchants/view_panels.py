"""Painting the Merchants of Andromeda board view's cached state layer.

The layer is made of panels, each kept in its own cache (:meth:`BoardView.cached_panel`)
keyed on what it shows: the zoomed board, the six thumbnails, the right column (the
active player board's slots, every player's money and counts) and the prompt panel (its
words follow every decision: keyed on the layer's key). An action repaints only the panels
it changed (a Station placement repaints the Station board, zoomed and small, the right
column and the prompt; the other five boards are copied), each board over its kept static
picture (:func:`~game.merchants.view_draw.draw_board`, made with the layout's first
picture), and the play
screen paints them ahead, a few a frame. Mixed into
:class:`~game.merchants.view.MerchantsView`.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.boardview.colours import MAY_CHOOSE
from game.engine.boardview.grid import cells
from game.engine.boardview.mapfit import MapFit, fit_map
from game.engine.boardview.pictures import Pictures
from game.engine.boardview.textlines import draw_lines, flow_paragraphs
from game.engine.draw import display_picture, panel, seat_badge
from game.engine.table.tablefonts import Shrink, floor_fonts, table_fonts
from game.engine.widgets import Button
from game.merchants.rules.state import MerchantsState
from game.merchants.rules.turn import card_details, decision_card
from game.merchants.view_draw import draw_board, draw_slot, static_picture
from game.merchants.view_draw_parts import Ctx
from game.merchants.view_host import MerchantsViewParts
from game.merchants.view_layout import (
    BOARD_ORDER,
    BOARD_TITLES,
    RESOURCE_COLOURS,
    Layout,
)

if TYPE_CHECKING:
    from game.engine.theme import PlayerLook

#: the state fields each board's drawing reads (``view_draw``): its cached picture is
#: repainted only when one of them (or its highlights) changed
BOARD_FIELDS: dict[str, tuple[str, ...]] = {
    "event_track": ("special_tiles", "specials_revealed", "event_pos", "deck", "discard",
                    "slots"),
    "station": ("station", "policies"),
    "production": ("prod", "policies"),
    "exploration": ("planet", "planet_owner", "flipped", "policies"),
    "defense": ("lane_tokens", "ships", "dice", "policies", "ship_supply"),
    "senate": ("votes", "candidates", "senate_deck"),
}
#: what the right column shows: its top's key, then each player row's (pending first)
RightKey = tuple[Hashable, tuple[tuple[Any, ...], ...]]


def board_key(state: MerchantsState, board: str) -> str:
    """Everything board ``board`` shows of ``state`` (a viewer's view), as one string."""
    return repr([getattr(state, name) for name in BOARD_FIELDS[board]])


def seat_counts(state: MerchantsState, seat: int) -> list[str]:
    """A seat's public counts in words (influence in supply, votes cast, invader ships
    claimed), in one vocabulary for the monitor's player row (on one line) and a table's
    seat panel (on two, with what the seat is doing)."""
    return [f"influence {state.supply[seat]}", f"votes {state.votes_cast(seat)}",
            f"ships {state.ships_claimed[seat]}"]


class MerchantsPanels(MerchantsViewParts):
    """Paints the view's two layers (see the module docstring), with the prompt's words
    (:class:`MerchantsPrompt`)."""

    #: where a player row's second line (supply, votes, ships) starts, below its top
    STATS_DY = 27
    _static_for: Layout | None = None  # the layout whose static board pictures are made
    #: the right column's parts as last drawn, kept by what they show (:meth:`paint_right`)
    _right_parts: Pictures | None = None

    # ------------------------------------------------------------------ the layers
    def paint_frame(self, surface: pygame.Surface, viewer: int | None) -> None:
        """The bottom layer: the background the panels stand on (changes with the layout)."""
        if self.painting_ahead:  # no panels here
            return
        surface.fill(self.app.theme.c("background"), self.rect)

    def paint_state(self, surface: pygame.Surface, viewer: int | None) -> None:
        """Every board, the right column and the prompt panel, as ``viewer`` sees them
        (at a table: the small boards, as every seat sees them; the zoomed one is a turn
        card)."""
        if not self.painting_ahead and self._static_for is not self.lay:
            self.keep_static_boards()  # (the first picture of a layout: a loading frame)
            self._static_for = self.lay
        layer = self.layer_key("state", viewer)  # type: ignore[attr-defined]
        state, hl, sel, zoom, keys, live, right = self._panel_inputs(layer, viewer)

        def paint_main(s: pygame.Surface) -> None:
            s.fill(self.app.theme.c("background"), area)
            draw_board(s, self.lay.main_placement(zoom, self.maps[zoom]), self.maps[zoom],
                       state, self.board_ctx(True, hl[zoom], sel[zoom], viewer),
                       under=self.app.theme.c("background"))

        # (the panels do not overlap: painted in the order an action's result is shown
        # early, the board acted on and the money first)
        area = self.lay.main.inflate(8, 8).clip(self.rect)
        if self.table is None:
            self.cached_panel(surface, "main", area, (zoom, keys[zoom], hl[zoom], sel[zoom],
                                                      viewer), paint_main, opaque=True)
            self.cached_panel(surface, "right", self.lay.right, right,
                              lambda s: self.paint_right(s, state, live), opaque=True)
        for board in BOARD_ORDER:
            shown = (board == zoom, keys[board], hl[board], sel[board], viewer)
            self.cached_panel(surface, f"thumb:{board}", self.lay.thumbs[board], shown,
                              partial(self.paint_thumb, board=board, state=state,
                                      targets=hl[board], selected=sel[board], viewer=viewer),
                              opaque=True)
        if self.table is None:  # the prompt shows what the layer's key says
            self.cached_panel(surface, "prompt", self.lay.prompt, layer, self.paint_prompt)

    def _panel_inputs(self, layer: Hashable, viewer: int | None) -> tuple[Any, ...]:
        """What the state layer's panels are drawn from and keyed on (the visible state,
        the marks, the zoomed board, each board's key, the live slots, the right column's
        key), worked out once per state layer key: the passes that paint the panels ahead
        and the one that composes the layer share them."""
        def work_out() -> tuple[Any, ...]:
            state = self.visible_state(viewer) if self.table is None else self.public()
            assert isinstance(state, MerchantsState)
            hl, sel = self.marks()
            keys = {b: board_key(state, b) for b in BOARD_ORDER}
            live = frozenset(int(n[4:]) for n in hl["event_track"] if n.startswith("slot"))
            return (state, hl, sel, self.zoomed(), keys, live, self.right_key(state, live))

        return self.memo.get("panel inputs", layer, work_out)

    def keep_static_boards(self) -> None:
        """Make every board's static picture, zoomed and small, for the layout (a few
        milliseconds, once: with the layout's first picture), so that no frame after an
        action makes one; at a table, each board's as its turn card shows it zoomed (made
        in play, one was a 7-10 ms frame at 4K: the static part painted and kept in a new
        picture)."""
        state, none, t = self.st, frozenset[str](), self.app.theme
        look = None if self.table is None else self.card_look()
        picture: pygame.Surface = (self.scratch() if look is None  # type: ignore[attr-defined]
                                   else display_picture(look.drawn(self.lay.main.size)))
        for board in BOARD_ORDER:
            m = self.maps[board]
            zoomed = (self.lay.main_placement(board, m) if look is None
                      else self.card_place(board, picture.get_size(), look))
            static_picture(picture, zoomed, m, state, self.board_ctx(True, none, none, None, look),
                           t.c("background"))
            if look is None:  # (a table's small boards keep none: drawn whole, without words)
                static_picture(picture, self.thumb_place(board), m, state,
                               self.board_ctx(False, none, none), t.c("panel"))

    def board_ctx(self, detail: bool, targets: frozenset[str], selected: frozenset[str],
                  viewer: int | None = None, look: Shrink | None = None) -> Ctx:
        """The boards' drawing inputs; at a table every word at least the table's smallest
        text (:func:`~game.engine.table.tablefonts.table_fonts`) once the picture is shown
        as ``look`` says (drawn larger, shown shrunk)."""
        fonts, table = self.app.fonts, self.table
        if table is not None:
            fonts = table_fonts(fonts, table) if look is None else floor_fonts(fonts, look.floor)
        return Ctx(fonts, self.app.theme, self.looks(), detail, set(targets), set(selected),
                   viewer)

    def thumb_place(self, board: str) -> MapFit:
        """Where small board ``board`` is drawn: under its title on a monitor, filling its
        box at a table (where it has no title)."""
        if self.table is None:
            return self.lay.thumb_placement(board, self.maps[board])
        inset = -self.table.u(10)
        return fit_map(board, self.maps[board], self.lay.thumbs[board].inflate(inset, inset))

    def paint_thumb(self, surface: pygame.Surface, *, board: str, state: MerchantsState,
                    targets: frozenset[str], selected: frozenset[str],
                    viewer: int | None) -> None:
        """One small board: an edge that says zoomed (accent) or "may choose here"
        (green), and the board without its words; on a monitor its title above it (at a
        table, none: it reads from every side as a picture; sizes in the table's unit)."""
        t, table = self.app.theme, self.table
        u = table.u if table is not None else round
        box = self.lay.thumbs[board]
        zoomed = board == self.zoomed()
        surface.fill(t.c("background"), box)
        pygame.draw.rect(surface, t.c("panel"), box, border_radius=u(10))
        if table is None:
            self.app.fonts.draw(surface, BOARD_TITLES[board], self.thumb_titles()[board].topleft,
                                24, t.c("accent") if zoomed else t.c("text"), True)
        draw_board(surface, self.thumb_place(board), self.maps[board], state,
                   self.board_ctx(False, targets, selected, viewer),
                   under=t.c("panel") if table is None else None)
        edge = t.c("accent") if zoomed else MAY_CHOOSE if targets else t.c("panel_border")
        pygame.draw.rect(surface, edge, box, 3 if table is None else u(4), border_radius=u(10))

    def thumb_titles(self) -> dict[str, pygame.Rect]:
        """Where each small board's title is drawn (:meth:`paint_thumb`): the focus ring
        of the board above or beside it passes under it."""
        return {board: self.app.fonts.box(BOARD_TITLES[board], (box.left + 10, box.top + 2), 24,
                                          True) for board, box in self.lay.thumbs.items()}

    # ------------------------------------------------------------------ right column
    def right_key(self, state: MerchantsState, live: frozenset[int]) -> RightKey:
        """Everything the right column shows: what its top shows (whose player board, the
        slots, the deck and turn line) and what each player row shows."""
        pending = set(state.pending_seats()) if not state.is_over else set()
        looks, seats = self.looks(), self.session.seats
        head = (seats[state.active].name, live, tuple(state.slots), len(state.deck),
                state.turn, state.event_pos)
        return head, tuple((s in pending, s == state.active, looks[s], seats[s].name,
                            state.money[s], state.supply[s], state.votes_cast(s),
                            state.ships_claimed[s]) for s in range(len(seats)))

    def paint_right(self, surface: pygame.Surface, state: MerchantsState,
                    live: frozenset[int]) -> None:
        """The active player board (three action slots; green: a card may go there), the
        deck and turn line, and one row per player. The board's part and each row are
        kept as pictures of their own (:class:`~game.engine.boardview.pictures.Pictures`,
        keyed by :meth:`right_key`, the part's place and the column's: over the same
        panel): an action changes the money of a seat or two and the slots, so only those
        are drawn again (the whole column was 1.8-2.3 ms a paint, most of it the five
        rows' badges and words)."""
        r = self.lay.right
        surface.fill(self.app.theme.c("background"), r)
        panel(surface, r, self.app.theme, radius=12)
        if self._right_parts is None:
            self._right_parts = Pictures(recycle=True)
        head = pygame.Rect(r.left, r.top, r.width, self.lay.players.top - r.top)
        head_key, row_keys = self.right_key(state, live)
        parts = [("head", head, head_key, partial(self.paint_right_head, surface, state, live))]
        looks = self.looks()
        parts += [(f"row{s}", row, key, partial(self.paint_player_row, surface, state, s, row,
                                                key[0], looks[s]))
                  for s, (row, key) in enumerate(zip(self.player_rows(), row_keys, strict=True))]
        for name, rect, key, paint in parts:
            self._right_parts.paint(surface, name, (key, tuple(rect), tuple(r)), rect, paint)

    def paint_right_head(self, surface: pygame.Surface, state: MerchantsState,
                         live: frozenset[int]) -> None:
        """The right column's top: whose player board, its three slots, the deck and
        turn line."""
        t, f = self.app.theme, self.app.fonts
        (head, info), colours = self.slot_words(state), (t.c("accent"), t.c("text_dim"))
        for (text, size, bold, rect), colour in zip((head, info), colours, strict=True):
            f.draw(surface, text, rect.topleft, size, colour, bold)
        for i, slot in enumerate(self.lay.slots):
            on = i in live
            pygame.draw.rect(surface, (60, 72, 130) if on else (36, 44, 84), slot,
                             border_radius=10)
            pygame.draw.rect(surface, MAY_CHOOSE if on else t.c("panel_border"), slot,
                             4 if on else 2, border_radius=10)
            draw_slot(surface, f, t, slot, state, i)

    def slot_words(self, state: MerchantsState) -> list[tuple[str, int, bool, pygame.Rect]]:
        """The words just above and below the three action slots: whose player board,
        and the deck and turn line; each with its size, boldness and rectangle. A focus
        ring round a slot passes under them (:meth:`targets`), rather than over them."""
        f, r = self.app.fonts, self.lay.right
        # (fitted as drawn, in bold: measured plain, a long name's heading ran out of
        # the column)
        head = f.fit_name(self.session.seats[state.active].name, "'s player board", 26,
                          r.width - 20, True)
        info = f.fit(f"Deck {len(state.deck)} · Turn {state.turn} · Event "
                     f"{state.event_pos}/{len(state.c.topology.event_spaces) - 1}", 24,
                     r.width - 20)
        out = []
        for text, size, bold, top in ((head, 26, True, r.top + 6),
                                      (info, 24, False, self.lay.slots[0].bottom + 12)):
            rect = pygame.Rect(r.left + 12, top, f.width(text, size, bold),
                               f.line_height(size, bold))
            out.append((text, size, bold, rect))
        return out

    def paint_player_row(self, surface: pygame.Surface, state: MerchantsState, s: int,
                         row: pygame.Rect, pending: bool, look: PlayerLook) -> None:
        """Seat ``s``'s row: highlighted while the seat decides, outlined when it is the
        active player; badge, name, money, then supply, votes and ships."""
        t, f = self.app.theme, self.app.fonts
        if pending:
            pygame.draw.rect(surface, (60, 70, 120), row, border_radius=8)
        if s == state.active:
            pygame.draw.rect(surface, t.c("accent"), row, 2, border_radius=8)
        seat_badge(surface, pygame.Rect(row.left + 4, row.top + 4, 44, 44), look, f)
        money = f"${state.money[s]}"
        room = row.right - 8 - f.width(money, 28, True) - 12 - (row.left + 56)
        f.draw(surface, f.fit(self.session.seats[s].name, 24, room, True),
               (row.left + 56, row.top + 1), 24, t.c("text"), True)
        f.draw(surface, money, (row.right - 8, row.top + 1), 28, t.c("accent"), True,
               "topright")
        f.draw(surface, f.fit(" · ".join(seat_counts(state, s)), 24, row.width - 60),
               (row.left + 56, row.top + self.STATS_DY), 24, t.c("text_dim"))

    def player_rows(self) -> list[pygame.Rect]:
        """One row per seat in the right column: badge, name, money, then the stats line.
        Five rows share the column at 58 px each, so the rows sit 2 px apart."""
        pr, n = self.lay.players, self.st.num_players
        row_h = max(58, (pr.height - 4) // max(1, n))
        return cells(pr.left + 6, pr.top, pr.width - 12, n, 1, row_h - 2, row_gap=2)

    # ------------------------------------------------------------------ prompt panel
    def paint_prompt(self, surface: pygame.Surface) -> None:
        """The decision in words, the texts read whole, hints, the latest scoring and the
        card the decision is about (the buttons are widgets, drawn over it)."""
        v: Any = self
        t, f = self.app.theme, self.app.fonts
        box = self.lay.prompt
        panel(surface, box, t, radius=12)
        y = draw_lines(surface, f, v.info_lines(), (box.left + 12,
                       self.draw_prompt_lines(surface, counting=False)), 24, t.c("text"))
        f.draw(surface, v.say("Tap a small board to see it large."),
               (box.left + 12, box.bottom - 38), 24, t.c("text_dim"))
        buttons = [w for w in v.widgets() if isinstance(w, Button)]
        hints = v.hints()
        y = draw_lines(surface, f, hints, (box.left + 12, y + 2), 24, t.c("text_dim")) - 2
        card = decision_card(self.st)
        card_rect = pygame.Rect(box.left + 12, box.bottom - 212, 300, 164)
        if self.scoring and not buttons and not v.info():
            y += 10 if hints else 40
            f.draw(surface, f"Last scoring: {self.scoring_title}", (box.left + 12, y), 24,
                   t.c("accent"), True)
            y += f.line_height(24, True)
            bottom = box.bottom - 44  # (over the hint line)
            areas = [pygame.Rect(box.left + 12, y, box.width - 24, bottom - y)]
            if card is not None:  # above the card, then beside it
                top = card_rect.top - 8
                areas = [pygame.Rect(areas[0].left, y, areas[0].width, top - y),
                         pygame.Rect(card_rect.right + 12, top,
                                     box.right - 24 - card_rect.right, bottom - top)]
            # the last scoring's lines, one paragraph a board: at five seats "Station: Ann
            # +8, Bob +4, Cleo" lost the rest under a card, with no sign (the log has all)
            for area, lines in flow_paragraphs(f, v.scoring_lines(), areas, 24)[0]:
                draw_lines(surface, f, lines, area.topleft, 24, t.c("text"))
        if card is not None and all(w.rect.bottom < card_rect.top for w in buttons):
            self.draw_card(surface, card_rect, card)

    def draw_prompt_lines(self, surface: pygame.Surface, counting: bool) -> int:
        """The decision in words at the top of the prompt panel; returns the height below
        them. While the look before an auction counts down, the layer leaves the lines
        out (``counting`` False) and :meth:`moving` draws them each frame, so a tick
        of the countdown repaints no layer."""
        shown = counting == (self.auction.seconds_to_open() is not None)
        if counting and not shown:
            return 0
        v: Any = self
        t, f = self.app.theme, self.app.fonts
        box = self.lay.prompt
        if self.auction.running:
            lines = ["Auction running…"]
        elif self.st.is_over:
            lines = ["Game over: final scoring done."]
        else:
            lines = v.prompt_lines()
        if not shown:
            return box.top + 8 + len(lines) * f.line_height(28, True)
        return draw_lines(surface, f, lines, (box.left + 12, box.top + 8), 28,
                          t.c("accent") if self.actor is not None else t.c("text"), True)

    def draw_card(self, surface: pygame.Surface, rect: pygame.Rect, card_id: int) -> None:
        """An action card: its board icon, influence details and bottom resource."""
        t, f = self.app.theme, self.app.fonts
        c = self.st.c.card(card_id)
        pygame.draw.rect(surface, (236, 230, 210), rect, border_radius=12)
        pygame.draw.rect(surface, t.c("accent"), rect, 3, border_radius=12)
        f.draw(surface, f.fit(c.name, 28, rect.width - 16), (rect.centerx, rect.top + 8), 28,
               (20, 20, 40), True, "midtop")
        detail = card_details(c) + ("  (4+)" if c.four_plus else "")
        if detail:
            f.draw(surface, f.fit(detail, 24, rect.width - 16), (rect.centerx, rect.top + 50),
                   24, (40, 40, 60), False, "midtop")
        band = pygame.Rect(rect.left + 8, rect.bottom - 52, rect.width - 16, 44)
        pygame.draw.rect(surface, RESOURCE_COLOURS.get(c.bottom, (150, 150, 150)), band,
                         border_radius=8)
        f.draw(surface, f"Resource: {c.bottom}", band.center, 24, (0, 0, 0), True, "center")
