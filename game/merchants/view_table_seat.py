"""A Merchants of Andromeda seat's own panel at a table (a mixin of the table view).

The panel shows the seat's money (large), influence supply, claimed invader ships, votes
cast ("voted" once it has cast a voting event's votes; "active player"), the eye, and one
**ballot card** per candidate: its number and senator (public) and "your votes (hold the
eye)", which turns into that seat's own votes in the box ("your votes: 2") only while its
owner holds the eye. The ballot cards
are the seat's targets while it votes: in a voting event every voter's cards are live at
once, each in its own panel, and a tap casts that seat's vote without leaving a mark on
the card, so the table never sees where anyone voted.

Where the game's part is too low for two rows (half of a long edge on a narrow screen,
see :func:`game.engine.table.seatpanel.panel_parts`), the seat is laid out in one row;
elsewhere in two rows (money and eye, then the ballot cards).
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial

import pygame

from game.engine.boardview.colours import MAY_CHOOSE
from game.engine.boardview.grid import cells
from game.engine.boardview.targets import Target
from game.engine.boardview.textlines import draw_lines
from game.engine.table import tablefonts
from game.engine.table.cardwords import CardWords, paint_words, row_of_cards
from game.engine.table.eye import peek_eye
from game.engine.text import MIN_SIZE, NARROWEST
from game.merchants.rules.actions import Ballot, Vote
from game.merchants.view_host import MerchantsViewParts
from game.merchants.view_panels import seat_counts

#: the widest ballot card and the stats' share of a one-row panel (1080p pixels, share)
BALLOT_WIDTH = 300
ONE_ROW_STATS = 0.3
#: how far a ballot card's lines (their boxes, which hold some room above the capitals)
#: keep from its top and bottom edge (1080p pixels): its green edge is 4 wide
BALLOT_MARGIN = 3
#: a ballot card's line up to this much too wide is squeezed sideways a little rather
#: than wrapped (:meth:`MerchantsSeatPanel.ballot_words`): a 4K table's bottom seats
#: broke "3 · Station Policy" (325 pixels at 34) over two lines on 324 pixels of room
BALLOT_SQUEEZE = 0.9


class MerchantsSeatPanel(MerchantsViewParts):
    """The seat panels of the Merchants table view (see the module docstring)."""

    # ------------------------------------------------------------------ geometry
    def seat_rects(self, seat: int, area: pygame.Rect) -> dict[str, pygame.Rect]:
        """``stats`` (money and counts), the ``eye`` and one ``ballot<i>`` card per
        candidate: in two rows (stats and eye, then the cards), or in one row when the
        game's part is too low for two (half of a long edge on a narrow screen: see
        :func:`~game.engine.table.seatpanel.panel_parts`)."""
        assert self.table is not None
        u = self.table.u
        gap = u(8)
        n = max(1, len(self.st.candidates))
        two_rows = area.height >= 2 * self.table.min_target + gap
        rh = (area.height - gap) // 2 if two_rows else area.height
        eye = pygame.Rect(area.right - rh, area.top, rh, rh)
        if two_rows:  # the cards in the second row, across the whole panel
            stats = pygame.Rect(area.left, area.top, eye.left - gap - area.left, rh)
            left, top, room = area.left, area.top + rh + gap, area.width
        else:  # the cards between the stats and the eye
            stats = pygame.Rect(area.left, area.top, int(area.width * ONE_ROW_STATS), rh)
            left, top = stats.right + gap, area.top
            room = eye.left - gap - left
        ballots = cells(left, top, room, n, n, rh, gap, widest=u(BALLOT_WIDTH))
        return {"stats": stats, "eye": eye, **{f"ballot{k}": r for k, r in enumerate(ballots)}}

    # ------------------------------------------------------------------ who votes
    def voting(self, seat: int) -> bool:
        """``seat`` (a person) votes now: alone (a Senate action, Treaties) or, in a
        voting event, together with every seat that still has votes left."""
        return self.st.votes_left(seat) > 0 and self.session.seats[seat].is_human

    # ------------------------------------------------------------------ the panel
    def table_seat_key(self, seat: int, peeking: bool) -> Hashable:
        st = self.st
        own = st.own_votes(seat) if peeking else None
        return (st.money[seat], st.supply[seat], st.votes_cast(seat), st.ships_claimed[seat],
                tuple(st.candidates), own, peeking, st.active == seat, self.voting(seat),
                st.voted(seat))

    def paint_table_seat(self, surface: pygame.Surface, seat: int, area: pygame.Rect,
                         peeking: bool) -> None:
        assert self.table is not None
        u = self.table.u
        rects = self.seat_rects(seat, area)
        self.paint_stats(surface, seat, rects["stats"])
        peekable = self.peekable(seat)
        if peekable:
            peek_eye(surface, self.app, u, rects["eye"], peeking)
        votes = self.st.own_votes(seat) if peeking else None
        shrink, laid = self.ballot_words(rects["ballot0"], votes, peekable)
        for k, words in enumerate(laid):
            self.paint_ballot(surface, rects[f"ballot{k}"], words, self.voting(seat),
                              votes is None, shrink)

    def paint_stats(self, surface: pygame.Surface, seat: int, stats: pygame.Rect) -> None:
        """Money large, then the counts: beside it in a wide box, under it in a narrow one."""
        assert self.table is not None
        u, st = self.table.u, self.st
        t, f = self.app.theme, self.app.fonts
        money = f"${st.money[seat]}"
        supply, votes, ships = seat_counts(st, seat)
        lines = [f"{supply} · {ships}", votes + (" · voted" if st.voted(seat) else "")
                 + (" · active player" if st.active == seat else "")]
        small, big, lh = u(24), u(44), f.line_height(u(24))
        if stats.width >= u(500):  # beside the money
            f.draw(surface, money, (stats.left, stats.centery), big, t.c("accent"), True,
                   "midleft")
            x, top = stats.left + f.width(money, big, True) + u(14), stats.centery - lh
        else:  # under it
            big = min(big, max(u(24), stats.height - 2 * lh))
            y = stats.centery - (f.line_height(big, True) + 2 * lh) // 2
            f.draw(surface, money, (stats.left, y), big, t.c("accent"), True)
            x, top = stats.left, y + f.line_height(big, True)
        draw_lines(surface, f, [f.fit(line, small, stats.right - x) for line in lines],
                   (x, top), small, t.c("text_dim"))

    def paint_ballot(self, surface: pygame.Surface, r: pygame.Rect, words: CardWords,
                     live: bool, hidden: bool, shrink: float) -> None:
        """A ballot card: its ``words`` (:meth:`ballot_words`), the senator in the accent
        colour, "your votes" dim while ``hidden``; a green edge while it may be tapped. It looks
        the same whatever its seat voted. ``shrink`` under 1: the words are drawn on a
        larger picture and shown shrunk, smaller than the fonts draw."""
        assert self.table is not None
        u, t, f = self.table.u, self.app.theme, self.app.fonts
        pygame.draw.rect(surface, (44, 40, 80), r, border_radius=u(10))
        edge = MAY_CHOOSE if live else t.c("panel_border")
        pygame.draw.rect(surface, edge, r, u(4) if live else u(2), border_radius=u(10))
        colours = (t.c("accent"), t.c("text_dim") if hidden else t.c("text"))
        pad = round(u(6) / shrink)
        tablefonts.paint_shrunk(surface, shrink, lambda picture: paint_words(
            picture, f, picture.get_rect(), words, colours, pad), r)

    def ballot_words(self, r: pygame.Rect, votes: tuple[int, ...] | None,
                     peekable: bool) -> tuple[float, list[CardWords]]:
        """How much a seat's ballot cards' words (each card of size ``r``) are shrunk, and
        each card's words (:func:`~game.engine.table.cardwords.row_of_cards`): "k ·
        senator" over "your votes (hold the eye)" (``votes`` None: said in words, where
        "mine: ?" was cryptic to a new player; the wrap breaks before the bracket) or its
        owner's votes ("your votes: 2"), else on cards too low for that the senator alone
        over "k · your votes ...", else the same with "yours: hold eye" ("yours: 2") on
        cards too small for the longer words, at 20 or 17 1080p pixels: of those a card
        holds whole, the one that breaks the senators' names over the fewest lines, a line
        up to :data:`BALLOT_SQUEEZE` too wide squeezed sideways rather than wrapped (a 4K
        table's bottom seats broke every name over two lines, "3 · Station Policy" for a
        pixel). A bot's cards (not ``peekable``: its panel has no eye) say "votes: secret"
        ("secret"), where they told the table to hold an eye that was not there.
        Drawn on the card (shrink 1) where every card holds its lines a line apart; else,
        on a table whose text may be smaller than the fonts draw (1080p), drawn larger at
        the fonts' floor and shown shrunk to 20 or 17 1080p pixels (never under the
        table's smallest text), the largest that holds them. Found in play (session 13):
        the bottom seats of a 1080p table at five have cards 174 x 72 pixels, and "1 ·
        Exploration" / "Policy" / "mine: ?" at the fonts' floor were pressed 23 pixels
        apart, touching each other and the card's edge."""
        assert self.table is not None
        table, f, st = self.table, self.app.fonts, self.st
        wordings = []
        for k in range(len(st.candidates)):
            mine = (["your votes (hold the eye)" if votes is None else f"your votes: {votes[k]}",
                     f"yours: {'hold eye' if votes is None else votes[k]}"] if peekable
                    else ["votes: secret", "secret"])
            name = st.senator_in(k + 1).name
            wordings.append([w for m in mine for w in ([f"{k + 1} · {name}", m],
                                                       [name, f"{k + 1} · {m}"])])
        sizes = (table.text(20), table.text(17))
        scales = [1.0, *sorted({tablefonts.shown_scale(s) for s in sizes} - {1.0}, reverse=True)]
        laid: list[CardWords] = []
        for shrink in scales:
            card = r.size if shrink == 1.0 else tablefonts.drawn_size(r.size, shrink)
            pad = round(table.u(6) / shrink)
            ladder = sizes if shrink == 1.0 else (MIN_SIZE,)
            margin = round(table.u(BALLOT_MARGIN) / shrink)
            # squeezed harder only where no wording goes in so at this size (a 4K side
            # seat's cards had "your votes (hold the eye)" squeezed hard where "yours: hold
            # eye" goes in)
            for squeezes, fewest in (((1.0, BALLOT_SQUEEZE), 0), ((1.0, NARROWEST), None)):
                laid = row_of_cards(f, card, wordings, ladder, pad, margin,
                                    squeezes=squeezes, fewest=fewest)
                if all(words.whole for words in laid):
                    return shrink, laid
        return scales[-1], laid

    def table_seat_read(self, seat: int, key: Hashable) -> tuple[str, str] | None:
        """A long press on a ballot card reads its senator whole, over the voter's panel
        (the details under a half long edge's prompt hold only the first box's text). It
        shows what the finger already shows, which box it is on: never the seat's votes,
        and it casts none."""
        st = self.st
        if not (isinstance(key, tuple) and len(key) == 2 and key[0] == "ballot"
                and self.voting(seat) and 1 <= key[1] <= len(st.candidates)):
            return None
        sen = st.senator_in(key[1])
        return f"Box {key[1]} · {sen.name}", sen.text

    def table_seat_targets(self, seat: int, area: pygame.Rect) -> list[Target]:
        """The voter's ballot cards (a vote is cast from the panel, never the board); in a
        voting event every voter's at once, each in its own panel."""
        if not self.voting(seat):
            return []
        rects = self.seat_rects(seat, area)
        legal = {a.candidate: a for a in self.st.legal_actions(seat)
                 if isinstance(a, (Vote, Ballot))}
        return [Target(("ballot", k + 1), rects[f"ballot{k}"],
                       partial(self.submit, legal[k + 1]), acts=True)
                for k in range(len(self.st.candidates)) if k + 1 in legal]

