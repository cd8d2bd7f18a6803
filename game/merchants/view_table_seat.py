"""A Merchants of Andromeda seat's own panel at a table (a mixin of the table view).

The panel shows the seat's money (large), influence supply, claimed invader ships, votes
cast ("voted" once it has cast a voting event's votes; "active player"), the eye, and one
**ballot card** per candidate: its number and senator (public) and "mine: ?", which turns
into that seat's own votes in the box only while its owner holds the eye. The ballot cards
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
from game.engine.table import tablefonts
from game.engine.table.eye import peek_eye
from game.engine.text import MIN_SIZE, NARROWEST, squeezed, whole_words
from game.merchants.rules.actions import Ballot, Vote
from game.merchants.view_host import MerchantsViewParts
from game.merchants.view_panels import seat_counts

#: the widest ballot card and the stats' share of a one-row panel (1080p pixels, share)
BALLOT_WIDTH = 300
ONE_ROW_STATS = 0.3
#: how far a ballot card's lines (their boxes, which hold some room above the capitals)
#: keep from its top and bottom edge (1080p pixels): its green edge is 4 wide
BALLOT_MARGIN = 3


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
    def votes_of(self, seat: int) -> tuple[int, ...]:
        return tuple(box[seat] for box in self.st.votes)

    def voting(self, seat: int) -> bool:
        """``seat`` (a person) votes now: alone (a Senate action, Treaties) or, in a
        voting event, together with every seat that still has votes left."""
        st = self.st
        return (not st.is_over and st.voting and seat in st.pending_seats()
                and self.session.seats[seat].is_human)

    def voted(self, seat: int) -> bool:
        """A voting event runs and ``seat`` has cast its votes (public: votes are cast
        openly; where they went is not)."""
        st = self.st
        return st.decision == "ballot" and not st.is_over and seat not in st.pending_seats()

    # ------------------------------------------------------------------ the panel
    def table_seat_key(self, seat: int, peeking: bool) -> Hashable:
        st = self.st
        own = self.votes_of(seat) if peeking else None
        return (st.money[seat], st.supply[seat], st.votes_cast(seat), st.ships_claimed[seat],
                tuple(st.candidates), own, peeking, st.active == seat, self.voting(seat),
                self.voted(seat))

    def paint_table_seat(self, surface: pygame.Surface, seat: int, area: pygame.Rect,
                         peeking: bool) -> None:
        assert self.table is not None
        u = self.table.u
        rects = self.seat_rects(seat, area)
        self.paint_stats(surface, seat, rects["stats"])
        peek_eye(surface, self.app, u, rects["eye"], peeking)
        votes = self.votes_of(seat) if peeking else None
        if not self.st.candidates:
            return
        shrink = self.ballot_shrink(rects["ballot0"])
        for k in range(len(self.st.candidates)):
            self.paint_ballot(surface, rects[f"ballot{k}"], k, self.voting(seat),
                              None if votes is None else votes[k], shrink)

    def paint_stats(self, surface: pygame.Surface, seat: int, stats: pygame.Rect) -> None:
        """Money large, then the counts: beside it in a wide box, under it in a narrow one."""
        assert self.table is not None
        u, st = self.table.u, self.st
        t, f = self.app.theme, self.app.fonts
        money = f"${st.money[seat]}"
        supply, votes, ships = seat_counts(st, seat)
        lines = [f"{supply} · {ships}", votes + (" · voted" if self.voted(seat) else "")
                 + (" · active player" if st.active == seat else "")]
        small = u(24)
        big = u(44)
        beside = stats.width >= u(500)
        if beside:
            f.draw(surface, money, (stats.left, stats.centery), big, t.c("accent"), True,
                   "midleft")
            x, top = stats.left + f.get(big, True).size(money)[0] + u(14), stats.centery - \
                f.line_height(small)
        else:
            big = min(big, max(u(24), stats.height - 2 * f.line_height(small)))
            total = f.line_height(big, True) + 2 * f.line_height(small)
            y = stats.centery - total // 2
            f.draw(surface, money, (stats.left, y), big, t.c("accent"), True)
            x, top = stats.left, y + f.line_height(big, True)
        for k, line in enumerate(lines):
            f.draw(surface, f.fit(line, small, stats.right - x),
                   (x, top + k * f.line_height(small)), small, t.c("text_dim"), False)

    def paint_ballot(self, surface: pygame.Surface, r: pygame.Rect, k: int, live: bool,
                     mine: int | None, shrink: float = 1.0) -> None:
        """Ballot card ``k``: its number and senator (wrapped on whole words when narrow,
        a word a little too wide squeezed) and "mine: ?" (``mine`` None) or its owner's
        votes in that box; a green edge while it may be tapped. It looks the same whatever
        its seat voted. ``shrink`` under 1 (:meth:`ballot_shrink`): the words are drawn on
        a larger picture and shown shrunk, smaller than the fonts draw."""
        assert self.table is not None
        u = self.table.u
        t = self.app.theme
        pygame.draw.rect(surface, (44, 40, 80), r, border_radius=u(10))
        edge = MAY_CHOOSE if live else t.c("panel_border")
        pygame.draw.rect(surface, edge, r, u(4) if live else u(2), border_radius=u(10))
        if shrink == 1.0:
            self.paint_ballot_words(surface, r, k, mine, 1.0)
        else:
            tablefonts.paint_shrunk(surface, shrink, lambda picture: self.paint_ballot_words(
                picture, picture.get_rect(), k, mine, shrink), r)

    def paint_ballot_words(self, surface: pygame.Surface, r: pygame.Rect, k: int,
                           mine: int | None, shrink: float) -> None:
        """Ballot card ``k``'s words in ``r`` (the card, or the larger picture)."""
        t, f = self.app.theme, self.app.fonts
        size, rows, pitch, top = self.ballot_rows(k, r, mine, shrink)
        for i, (part, accent) in enumerate(rows):
            colour = t.c("accent") if accent else t.c("text_dim") if mine is None \
                else t.c("text")
            surf = squeezed(f, part, size, colour, r.width - self.ballot_u(12, shrink), True)
            surface.blit(surf, surf.get_rect(midtop=(r.centerx, top + i * pitch)))

    def ballot_u(self, value: float, shrink: float) -> int:
        """``value`` 1080p pixels on a ballot card's words' picture (drawn ``1 / shrink``
        larger than shown)."""
        assert self.table is not None
        return round(self.table.u(value) / shrink)

    def ballot_sizes(self, shrink: float) -> tuple[int, ...]:
        """The sizes a ballot card's words are tried at, largest first: 20 and 17 1080p
        pixels (never under the table's smallest text), or on a larger picture the
        fonts' own floor (shown as ``shrink`` of it)."""
        assert self.table is not None
        if shrink < 1.0:
            return (MIN_SIZE,)
        return (self.table.text(20), self.table.text(17))

    def ballot_shrink(self, r: pygame.Rect) -> float:
        """How much the words of a seat's ballot cards (each of size ``r``) are shrunk: 1
        (drawn on the card) where every card's lines go in at the fonts' sizes, one line
        apart; else, on a table whose text may be smaller than the fonts draw (1080p),
        drawn larger and shown at 20 or 17 1080p pixels (never under the table's smallest
        text), the largest that holds them. Found in play (session 13): the bottom seats
        of a 1080p table at five have cards 174 x 72 pixels, and "1 · Exploration" /
        "Policy" / "mine: ?" at the fonts' floor (24 pixels, more than the 17 asked) were
        pressed 23 pixels apart, touching each other and the card's edge."""
        assert self.table is not None
        under = {tablefonts.shown_scale(shown) for shown in self.ballot_sizes(1.0)} - {1.0}
        scales = [1.0, *sorted(under, reverse=True)]
        for scale in scales:
            pic = r if scale == 1.0 else pygame.Rect((0, 0), tablefonts.drawn_size(r.size, scale))
            if all(self.ballot_holds(k, pic, scale) for k in range(len(self.st.candidates))):
                return scale
        return scales[-1]

    def ballot_holds(self, k: int, r: pygame.Rect, shrink: float) -> bool:
        """Ballot card ``k``'s lines go in ``r`` whole: a line apart, clear of the card's
        edge (:data:`BALLOT_MARGIN`), none wider than a squeeze holds."""
        f = self.app.fonts
        size, rows, pitch, top = self.ballot_rows(k, r, None, shrink)
        lh = f.line_height(size, True)
        room = r.width - self.ballot_u(12, shrink)
        inside = r.inflate(0, -self.ballot_u(2 * BALLOT_MARGIN, shrink))
        return (pitch >= lh and top >= inside.top
                and top + (len(rows) - 1) * pitch + lh <= inside.bottom
                and all(f.width(text, size, True) * NARROWEST <= room
                        for text, _ in rows))

    def ballot_rows(self, k: int, r: pygame.Rect, mine: int | None, shrink: float = 1.0
                    ) -> tuple[int, list[tuple[str, bool]], int, int]:
        """Ballot card ``k``'s text size, rows (words, whether in the accent colour: the
        name), line pitch and first row's top in ``r`` (the card, or with ``shrink``
        under 1 the larger picture its words are drawn on): "k · senator" then "mine: ?";
        on cards too low for that (:meth:`ballot_compact`), the senator above
        "k · mine: ?"."""
        st, f = self.st, self.app.fonts
        sen = st.c.senators.get(st.candidates[k])
        words = "mine: ?" if mine is None else f"mine: {mine}"
        if sen is not None and self.ballot_compact(r, shrink):
            size = self.ballot_sizes(shrink)[-1]
            names, pitch = [sen.name], f.line_height(size, True)
            words = f"{k + 1} · {words}"
        else:
            size, names, pitch = self.ballot_words(self.ballot_name(k), r, shrink)
        rows = [(part, True) for part in names] + [(words, False)]
        top = r.centery - ((len(rows) - 1) * pitch + f.line_height(size, True)) // 2
        return size, rows, pitch, top

    def ballot_name(self, k: int) -> str:
        sen = self.st.c.senators.get(self.st.candidates[k])
        return f"{k + 1} · {sen.name}" if sen is not None else f"Box {k + 1}"

    def ballot_compact(self, r: pygame.Rect, shrink: float = 1.0) -> bool:
        """Whether the ballot cards of size ``r`` show each senator alone on one line
        and its number on the "mine" line: when a card is too low for its name's lines
        above "mine" (a side seat of a 1080p table at five: the lines were drawn over
        each other and out of the card) and every senator up goes on one line."""
        st, f = self.st, self.app.fonts
        small = self.ballot_sizes(shrink)[-1]
        lh = f.line_height(small, True)
        room = int((r.width - self.ballot_u(12, shrink)) / NARROWEST)
        high = r.height - self.ballot_u(2 * BALLOT_MARGIN, shrink)
        senators = [st.c.senators.get(c) for c in st.candidates]
        if 2 * lh > high or not all(
                s is not None and f.width(s.name, small, True) <= room
                for s in senators):
            return False
        for k in range(len(senators)):
            size, names, pitch = self.ballot_words(self.ballot_name(k), r, shrink)
            if len(names) * pitch + f.line_height(size, True) > high:
                return True
        return False

    def ballot_words(self, name: str, r: pygame.Rect, shrink: float = 1.0
                     ) -> tuple[int, list[str], int]:
        """The text size, lines and line pitch of a ballot card's name: on one line, else
        on two (a little smaller if need be; else with a word a little too wide squeezed)
        above the "mine" line, clear of the card's edge (:data:`BALLOT_MARGIN`), else on
        three whole-word lines closer together."""
        f = self.app.fonts
        sizes = self.ballot_sizes(shrink)
        width = r.width - self.ballot_u(12, shrink)
        high = r.height - self.ballot_u(2 * BALLOT_MARGIN, shrink)
        for wide in (width, int(width / NARROWEST)):
            for size in sizes:
                names = whole_words(f, name, size, wide, True)
                lh = f.line_height(size, True)
                if len(names) <= 2 and (len(names) + 1) * lh <= high:
                    return size, names, lh
        size = sizes[-1]
        names = whole_words(f, name, size, int(width / NARROWEST), True)
        ascent = f.get(size, True).get_ascent()
        pitch = max(ascent, (r.height - self.ballot_u(8, shrink) - ascent) // max(1, len(names)))
        return size, names, min(pitch, f.line_height(size, True))

    def table_seat_read(self, seat: int, key: Hashable) -> tuple[str, str] | None:
        """A long press on a ballot card reads its senator whole, over the voter's panel
        (the details under a half long edge's prompt hold only the first box's text). It
        shows what the finger already shows, which box it is on: never the seat's votes,
        and it casts none."""
        st = self.st
        if not (isinstance(key, tuple) and len(key) == 2 and key[0] == "ballot"
                and self.voting(seat) and 1 <= key[1] <= len(st.candidates)):
            return None
        sen = st.c.senators.get(st.candidates[key[1] - 1])
        if sen is None:
            return None
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
