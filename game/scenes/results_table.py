"""The results at a table: every seat reads its own results from its own edge.

The monitor's results screen (:class:`~game.scenes.results.ResultsScene`) is one table
reading from the bottom edge. At a table each seat gets a **results card** at its own
place round the table (the place it played from), turned to read from there
(:mod:`game.scenes.results_table_card`): its place and name, every row of its score
breakdown and its final score, whole, and the headline over the **whole ranking**, so
that every seat, at a long edge or a short one, reads who won and where everyone came
from its own edge. The middle holds the headline, how ties break (when a tie came up)
and the two buttons, **twice**: once reading from the bottom edge, once turned half round
for the top edge (as the join screen repeats its words), so "Play again" and "Back to
title" read from both long edges; any finger may press either copy.

The cards take the room the board had: the long edges' cards are as deep as the middle
leaves, the short edges' as wide as it leaves; the depth of the long edges is chosen so
that the smallest text of every card is as large as can be (:meth:`arrange`).
"""

from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine.app import CANVAS
from game.engine.boardview.prompt import ButtonSpec
from game.engine.input import POINTER_TYPES
from game.engine.table.cardframe import paint_card_frame
from game.engine.table.edges import edge_of, place_seats
from game.engine.table.middle import TwoWayMiddle
from game.engine.table.notes import MiddleNotes, paint_note
from game.engine.table.panel import RotatedPanel
from game.engine.table.seatpanel import PANEL_DEPTH, layout_buttons
from game.engine.table.tablefonts import Shrink, drawn_size, paint_shrunk
from game.engine.table.touch import Spot, TouchRouter
from game.engine.table.transform import Orient
from game.engine.tablesetup import TableSizes
from game.engine.text import whole_words
from game.engine.widgets import Button
from game.scenes.common import place_label
from game.scenes.results import ResultsScene
from game.scenes.results_table_card import (
    BODY,
    CardContent,
    CardLayout,
    RankLine,
    fit_card,
    paint_card,
)
from game.scenes.table_canvas import WindowCanvas

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App

log = logging.getLogger(__name__)

#: the middle's width (1080p pixels) and the depth of its copy's parts
CENTRE_W = 760
HEADLINE = 40
TIES = 24
BUTTON_H = 72
#: space between cards and round the middle (1080p pixels)
GAP = 8
#: how many depths of the long edges' cards are tried between the play scene's and
#: the deepest the middle allows
TRIES = 10


class TableResultsScene(WindowCanvas, ResultsScene):
    """The results laid out round a table (see the module docstring)."""

    def __init__(self, app: App, session: Session, slots: tuple[str, ...],
                 size: tuple[int, int] | None = None) -> None:
        super().__init__(app, session)
        self.slots = tuple(slots)
        self._fixed_size = size
        self.router = TouchRouter()
        self.clock = 0.0
        #: toasts told in the middle (an autosave that failed as the game ended, a
        #: notice of the window's), in both copies
        self.notes = MiddleNotes()
        self.size: tuple[int, int] = (0, 0)
        self.arrange(size or app.screen.get_size())

    # ------------------------------------------------------------ what the cards say
    def card(self, seat: int) -> CardContent:
        """``seat``'s card: its rows (the monitor table's column), the ranking."""
        out, seats = self.outcome, self.session.seats
        look = self.app.theme.player
        ranking = tuple(RankLine(place_label(out.ranking[s]), seats[s].name,
                                 str(out.scores[s]), look(seats[s].colour), s == seat)
                        for s in self.order())
        return CardContent(
            name=seats[seat].name, look=look(seats[seat].colour),
            place=place_label(out.ranking[seat]), winner=out.ranking[seat] == 1,
            rows=tuple((name, str(values[seat])) for name, values in out.breakdown),
            final=str(out.scores[seat]), headline=self.headline(), ranking=ranking)

    def tie_came_up(self) -> bool:
        """Whether the ties rule mattered here: a tie broken, or two seats level."""
        scores = self.outcome.scores
        return bool(self.outcome.tiebreak) or len(set(scores)) < len(scores)

    # ------------------------------------------------------------ layout
    def arrange(self, size: tuple[int, int]) -> None:
        """Place the cards and the middle on a canvas of ``size``: of the long edges'
        depths tried, the one whose cards' smallest text (as shown) is the largest."""
        self.size = (int(size[0]), int(size[1]))
        self.sizes = sizes = TableSizes(self.size, self.app.settings.screen_diagonal)
        u, (w, h) = sizes.u, self.size
        gap = u(GAP)
        edges = {edge_of(s) for s in self.slots}
        sides = bool(edges & {"left", "right"})
        longs = len(edges & {"top", "bottom"})
        self.centre_size = (min(u(CENTRE_W), w - 2 * gap), 0)
        self.centre_size = (self.centre_size[0], self.centre_height(self.centre_size[0]))
        cw, ch = self.centre_size
        side = (w - cw) // 2 - 2 * gap if sides else None
        deepest = (h - 2 * ch - 3 * gap) // max(1, longs)
        shallow = min(u(PANEL_DEPTH), deepest)
        tries = sorted({shallow + (deepest - shallow) * k // TRIES for k in range(TRIES + 1)})
        self.cards = [self.card(s) for s in range(len(self.slots))]
        best: tuple[float, int] | None = None
        fits: dict[tuple[int, tuple[int, int]], tuple[CardLayout, float]] = {}
        for depth in tries if longs else [shallow]:
            table = place_seats(self.size, self.slots, depth, gap, side, ch)
            laid = [self.fit(seat, o.size, fits) for seat, o in enumerate(table.panels)]
            shown = min(layout.size * scale for layout, scale in laid)
            if best is None or shown > best[0]:
                best = (shown, depth)
        assert best is not None
        self.table = place_seats(self.size, self.slots, best[1], gap, side, ch)
        self.layouts = [self.fit(seat, o.size, fits) for seat, o in enumerate(self.table.panels)]
        for seat, (layout, scale) in enumerate(self.layouts):
            if layout.size * scale < sizes.min_text:
                log.warning("results card of seat %d is too small for its words at the "
                            "table's smallest text: shown at %.0f pixels", seat,
                            layout.size * scale)
        self.panels = [RotatedPanel(o) for o in self.table.panels]
        self.middle = TwoWayMiddle((cw, ch), self.table.board.center, gap)
        self.dirty = True

    @property
    def centres(self) -> tuple[Orient, ...]:
        """The middle's two copies: upright for the bottom edge, turned for the top."""
        return self.middle.orients

    def fit(self, seat: int, size: tuple[int, int],
            kept: dict[tuple[int, tuple[int, int]], tuple[CardLayout, float]]
            ) -> tuple[CardLayout, float]:
        """``seat``'s card laid out for a place of ``size``, and the scale it is shown at
        (1: drawn at its size; under 1: drawn on a larger picture, shown shrunk, where
        the fonts cannot draw the table's smallest text: a 1080p table)."""
        key = (seat, size)
        if key in kept:
            return kept[key]
        f, sizes = self.app.fonts, self.sizes
        card = self.cards[seat]
        layout = fit_card(f, card, size, sizes.u(BODY), sizes.min_text)
        scale = 1.0
        shrink = Shrink.of(sizes)
        if layout is None and shrink.k < 1:
            scale = shrink.k
            layout = fit_card(f, card, shrink.drawn(size), shrink.u(BODY), shrink.floor)
        while layout is None:  # no room even at the smallest text: smaller, but whole
            scale *= 0.9
            layout = fit_card(f, card, drawn_size(size, scale), sizes.min_text,
                              sizes.min_text)
        kept[key] = (layout, scale)
        return kept[key]

    def centre_parts(self, width: int) -> tuple[list[str], list[str], int]:
        """The middle's headline lines, tie lines and inner width."""
        f, sizes = self.app.fonts, self.sizes
        inner = width - 2 * sizes.u(20)
        head = whole_words(f, self.headline(), sizes.text(HEADLINE), inner, True)
        ties = f.wrap(self.ties_text(), sizes.text(TIES), inner) if self.tie_came_up() else []
        return head, ties, inner

    def centre_height(self, width: int) -> int:
        f, sizes = self.app.fonts, self.sizes
        u = sizes.u
        head, ties, _ = self.centre_parts(width)
        return (u(20) + len(head) * f.line_height(sizes.text(HEADLINE), True) + u(12)
                + len(ties) * f.line_height(sizes.text(TIES)) + (u(12) if ties else 0)
                + self.button_height() + u(20))

    def button_height(self) -> int:
        return max(self.sizes.min_target, self.sizes.u(BUTTON_H))

    def centre_buttons(self) -> list[Button]:
        """The middle's buttons, in a copy's upright coordinates."""
        cw, ch = self.centre_size
        u = self.sizes.u
        area = pygame.Rect(u(20), ch - u(20) - self.button_height(), cw - 2 * u(20),
                           self.button_height())
        specs: list[ButtonSpec] = [("Play again", self.again, "primary", "again"),
                                   ("Back to title", self.to_title, "normal", "title")]
        buttons = layout_buttons(specs, area, self.sizes, self.app.fonts)
        for b in buttons:
            b.size = self.sizes.text(30)
        return buttons

    def spots(self) -> list[Spot]:
        """The buttons of both copies of the middle, for any finger."""
        return self.middle.spots(self.centre_buttons())

    # ------------------------------------------------------------ lifecycle and input
    def enter(self) -> None:
        self.app.use_canvas(self.size)
        self.set_widgets([])
        self.dirty = True

    def exit(self) -> None:
        self.router.release_all(self.clock)
        self.app.use_canvas(CANVAS)

    @property
    def busy(self) -> bool:
        """While a note shows: it is aged by the frames and goes when its time is out."""
        return bool(self.notes) or super().busy

    def update(self, dt: float) -> None:
        super().update(dt)  # the key guard ages (it kept the app busy for ever)
        self.clock += dt
        self.follow_window()
        if self.notes.take(self.app, self, None) | self.notes.age(dt):
            self.dirty = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type not in POINTER_TYPES:
            return super().handle(event)
        if self.guard.blocks_landing(event):
            return True
        return self.router.pointer(event, self.clock, self.spots)

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.app.theme.c("background"))
        for seat, panel in enumerate(self.panels):
            panel.blit(surface, ("card", self.layouts[seat][0].size),
                       partial(self.paint_card, seat))
        self.middle.blit(surface, lambda edge: ("centre", self.centre_size,
                                                self.notes.for_edge(edge)),
                         lambda edge, upright: self.paint_centre(upright, edge))

    def paint_card(self, seat: int, surface: pygame.Surface) -> None:
        layout, scale = self.layouts[seat]
        edge = max(1, round(self.sizes.u(3) / scale))
        paint_shrunk(surface, scale, partial(paint_card, app=self.app, card=self.cards[seat],
                                             layout=layout, edge_px=edge))

    def note_size(self, text: str, width: int, room: int) -> tuple[int, int]:
        """The text size and lines of a note in the middle: the ties' size, else the
        largest down to the table's smallest text at which its words fit ``room`` pixels
        of height whole (in a toast's box ``width`` wide); else the smallest, cut."""
        f, sizes, u = self.app.fonts, self.sizes, self.sizes.u
        smallest = min(sizes.min_text, sizes.text(TIES))
        for size in range(sizes.text(TIES), smallest - 1, -1):
            lines = len(f.wrap(text, size, width))
            if lines * f.line_height(size) + u(36) <= room:
                return size, lines
        return smallest, (room - u(36)) // f.line_height(smallest)

    def paint_centre(self, surface: pygame.Surface, edge: str = "bottom") -> None:
        """One copy of the middle, upright: the headline, the ties, the buttons; while a
        note is told to ``edge``, the note in the headline's and ties' place (every card
        round the table repeats the headline)."""
        t, f, sizes = self.app.theme, self.app.fonts, self.sizes
        u = sizes.u
        box = surface.get_rect()
        paint_card_frame(surface, self.app, u)
        buttons = self.centre_buttons()
        for button in buttons:
            button.draw(surface, self.app, False)
        note = self.notes.for_edge(edge)
        if note is not None:
            room = min(b.rect.top for b in buttons) - 2 * u(12)
            size, lines = self.note_size(note[0], box.width - u(40), room)
            paint_note(surface, self.app, note, (box.centerx, u(12)), size,
                       box.width - u(40), lines, u)
            return
        head, ties, _ = self.centre_parts(box.width)
        y = u(20)
        for line in head:
            y = f.draw(surface, line, (box.centerx, y), sizes.text(HEADLINE), t.c("accent"),
                       True, "midtop").bottom
        y += u(12)
        for line in ties:
            f.draw(surface, line, (u(20), y), sizes.text(TIES), t.c("text_dim"))
            y += f.line_height(sizes.text(TIES))
