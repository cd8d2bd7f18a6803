"""Merchants of Andromeda in table mode: the shared boards, each seat's panel, and the
ballots cast from the panels (a mixin of :class:`game.merchants.view.MerchantsView`).

The shared board (docs/table-mode.md, "Merchants of Andromeda"):

* the **zoomed board** (the one the decision is about, as on a monitor) lies in the middle
  on a square **turn card**: it carries the boards' words (senator names, event codes,
  payout tables), so the table scene turns it toward the seat whose turn it is; its green
  spaces are that seat's targets (the active player board's three action slots are on the
  Event Track board);
* the **six small boards** stand in two columns beside it, without words (tap one to zoom
  it: the deciding seat only); they read from every side as pictures;
* nothing secret is on the shared board: it is drawn from a public view (face-down tiles
  and the deck hidden, and *nobody's* ballots: tallies stay hidden until scoring).

A seat's panel (:mod:`game.merchants.view_table_seat`): its money, counts, the eye and a
**ballot card** per candidate, "your votes (hold the eye)" unless its owner holds it (a
bot's panel: no eye, and its cards say "votes: secret"). Votes
are cast by tapping one's own ballot cards, never on the shared board; in a **voting event
every voter votes at once**, each from its own panel (the rules' simultaneous ``ballot``
step).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine.boardview.mapfit import MapFit, fit_map
from game.engine.boardview.prompt import ButtonSpec
from game.engine.boardview.targets import Target
from game.engine.gameview import PUBLIC
from game.engine.table.contract import TableView, TurnCard, board_square
from game.engine.table.tablefonts import Shrink
from game.merchants.rules.actions import Ballot, ChooseOrder, Vote
from game.merchants.view_auction import auction_lot
from game.merchants.view_draw import draw_board
from game.merchants.view_layout import BOARD_ORDER, Layout
from game.merchants.view_panels import board_key
from game.merchants.view_table_seat import MerchantsSeatPanel

if TYPE_CHECKING:
    from game.core.protocol import Action
    from game.merchants.rules.state import MerchantsState

#: the small boards' column width beside the zoomed board (1080p pixels)
THUMB_WIDTH = 250


class MerchantsTable(MerchantsSeatPanel, TableView):
    """Table mode of the Merchants view (see the module docstring)."""

    def public(self) -> MerchantsState:
        """The state every seat may see, made once per version: the rules' view for
        :data:`~game.engine.gameview.PUBLIC` eyes (deck, face-down tiles, senator pile,
        secret bids and *every* seat's ballots hidden)."""
        return self.memo.get("public", (self.version, id(self.st)),
                             lambda: self.st.view(PUBLIC))

    # ------------------------------------------------------------------ layout
    def arrange_table(self, rect: pygame.Rect) -> Layout:
        """The zoomed board's square in the middle of ``rect``, three small boards in a
        column on each side of it."""
        assert self.table is not None
        u = self.table.u
        gap = u(12)
        col = min(u(THUMB_WIDTH), max(u(120), (rect.width - rect.height) // 2 - 2 * gap))
        square = board_square(rect.inflate(0, -2 * gap), u(300), col, gap)
        # the board's top corners stay free for Menu and Undo (the square is a turn card,
        # drawn over whatever lies under it)
        free = rect.top + self.table.min_target + u(8) + 2 * gap
        th = min((rect.bottom - free - 2 * gap) // 3, round(col * 0.7))
        top = max(free, rect.centery - (3 * th + 2 * gap) // 2)
        thumbs: dict[str, pygame.Rect] = {}
        for i, board in enumerate(BOARD_ORDER):
            x = square.left - gap - col if i < 3 else square.right + gap
            thumbs[board] = pygame.Rect(x, top + (i % 3) * (th + gap), col, th)
        none = pygame.Rect(rect.left, rect.top, 0, 0)
        return Layout(pygame.Rect(rect), square, none, (), none, none, thumbs)

    def table_button_area(self) -> pygame.Rect | None:
        """The whole board: the small boards' columns leave its top corners free."""
        return self.lay.rect

    # ------------------------------------------------------------------ the shared board
    def card_look(self) -> Shrink:
        """How the board card is drawn: on a 1080p table, whose smallest text (15 pixels
        on 55 inches) is under the fonts' own 24-pixel floor, larger and shown shrunk, so
        its words are not crowded or cut (the Event Track's action slots were); at its
        size on a 4K table (:class:`~game.engine.table.tablefonts.Shrink`)."""
        assert self.table is not None
        return Shrink.of(self.table)

    def table_thumb_targets(self) -> list[Target]:
        """A small board is a target of the deciding seat: a tap zooms it."""
        return [Target(("thumb", board), rect, partial(self.zoom, board), focus=False)
                for board, rect in self.lay.thumbs.items() if board != self.zoomed()]

    def table_turn_cards(self) -> list[TurnCard]:
        assert self.table is not None
        zoom = self.zoomed()
        state = self.public()
        hl, sel = self.marks()
        key = ("board", zoom, board_key(state, zoom), hl[zoom], sel[zoom])
        paint = partial(self.paint_board_card, zoom, state, hl[zoom], sel[zoom])

        def upright(surface: pygame.Surface) -> None:
            # kept for its key: the square card has the same upright size at every turn,
            # so a new deciding seat only turns it again (a new picture of its size, 5 MB
            # of page faults at 4K, only when the size changes)
            self.cached_panel(surface, "board card", surface.get_rect(), key, paint, True)

        return [TurnCard("board", self.lay.main, key, upright,
                         partial(self.board_card_targets, zoom))]

    def card_place(self, board: str, size: tuple[int, int], look: Shrink | None = None
                   ) -> MapFit:
        """Where ``board`` lies on a card picture of ``size`` (drawn larger by ``look``)."""
        assert self.table is not None
        pad = self.table.u(8) if look is None else look.u(8)
        return fit_map(board, self.maps[board], pygame.Rect(pad, pad, size[0] - 2 * pad,
                                                        size[1] - 2 * pad))

    def paint_board_card(self, board: str, state: MerchantsState, targets: frozenset[str],
                         selected: frozenset[str], surface: pygame.Surface) -> None:
        """The zoomed board, upright for the seat it is turned to."""
        look = self.card_look()

        def paint(picture: pygame.Surface) -> None:
            under = self.app.theme.c("background")
            picture.fill(under)  # (under the frame: its static part is kept and copied)
            draw_board(picture, self.card_place(board, picture.get_size(), look),
                       self.maps[board], state,
                       self.board_ctx(True, targets, selected, None, look), under)

        look.paint(surface, paint)

    def board_card_targets(self, board: str, size: tuple[int, int]) -> list[Target]:
        """The deciding seat's spaces on the zoomed board (upright card coordinates): the
        action slots (on the Event Track's active player board) and the board's nodes."""
        if self.actor is None or board != self.zoomed():
            return []
        look = self.card_look()
        place = self.card_place(board, look.drawn(size), look)
        places = {spot: self.place_of(place, spot) for spot in sorted(self.spots(), key=str)}
        return [Target(spot, look.shown(rect), partial(self.activate, spot))
                for spot, rect in places.items() if rect is not None]

    # ------------------------------------------------------------------ words
    def table_prompt(self, seat: int) -> str:
        if self.voting(seat):
            # (the senators' texts under it may not all go in, on half a long edge: a long
            # press on a ballot box reads its senator whole)
            everyone = "All vote at once" if self.st.decision() == "ballot" else "Vote"
            return f"{everyone} ({self.st.votes_left(seat)} left): tap a box; hold to read"
        if self.auction.waiting():
            wait = self.auction.seconds_to_open()
            return f"Auction in {wait} s, then hold your logo"
        text = self.prompt()
        name = self.session.seats[seat].name
        if text.startswith(f"{name} won "):  # the panel is the winner's own
            return "You won " + text[len(name) + len(" won "):]
        if text.startswith(f"{name}: "):  # "Ann: explore ..." in Ann's own panel
            text = text[len(name) + 2:]
            return text[:1].upper() + text[1:]
        return text

    def table_details(self, seat: int, peeking: bool) -> list[tuple[str, str]]:
        if self.auction.waiting() and seat in self.st.auction_eligible:
            return [(f"Up for auction: {auction_lot(self.st)}.", "text")]
        if self.voting(seat):  # every voter reads the senators in its own panel
            return [(words, "text") for words in self.senator_words()]
        if self.actor != seat:
            return []
        info = self.info()
        if self.st.decision() == "order":  # what the won card's actions do, on one line: a
            # side edge's panel has room for one under the prompt (the second was lost)
            return [(" ".join(info), "text")] if info else []
        return [(line, "text") for line in info]

    def table_aside(self, seat: int) -> list[tuple[str, str]]:
        """In the panel of a seat that does not decide: what it earned in the latest
        scoring, until the next (a monitor's prompt panel shows every seat's as "Last
        scoring"; the table scene adds the log's newest lines under it)."""
        earned = [(cat, per[seat]) for cat, per in self.scoring.items() if seat in per]
        if not earned:
            return []
        board = self.scoring_title.removesuffix(" scoring")
        words = ", ".join(f"{'' if cat == board else cat + ' '}{v:+d}" for cat, v in earned)
        return [(f"{self.scoring_title}: {words}", "text_dim")]

    def table_buttons(self, seat: int) -> list[ButtonSpec]:
        if self.auction.waiting():  # any seat in the auction may open it at once
            if seat not in self.st.auction_eligible:
                return []
            return [("Start the auction now", self.auction.start_now, "primary",
                     ("merchants", "start_auction"))]
        if self.actor != seat:
            return []
        return [(table_label(self.button_label(a), a), partial(self.submit, a), "normal",
                 ("merchants", "act", a))
                for a in self.button_actions() if not isinstance(a, (Vote, Ballot))]

    def table_edges(self) -> tuple[str, ...] | None:
        """Each seat's edge slot at a table (for the auction screen's panels), else None."""
        if self.table is None:
            return None
        slots = getattr(self._scene(), "slots", None)
        return tuple(slots) if slots else None


def table_label(label: str, action: Action) -> str:
    """A panel button's words: which action of a card goes first is "Resource first"
    ("Take the resource action first" was cut in a half edge's buttons at 1080p)."""
    if isinstance(action, ChooseOrder):
        return f"{action.first.title()} first"
    return label
