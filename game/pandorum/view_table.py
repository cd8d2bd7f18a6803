"""Pandorum in table mode: what each seat's panel shows, the turn cards beside the planet,
and where the planet goes (a mixin of :class:`game.pandorum.view.PandorumView`).

The shared board is the planet alone, centred: terrains carry symbols (no words), projects
and harvesters their seat's colour and pattern (their letters are left off: they read one
way), and the only marks with characters are the short numbers on lit hexes ("+3", "-2").
Everything with words is in a seat's panel (facing it) or on one of the two turn cards
beside the planet (the market; every seat's harvester mat), which the table scene turns
toward the seat whose turn it is. See docs/table-mode.md.

A seat's panel: its money and pieces left, the peek eye, and its hand as one small card per
card, face down (face up while its owner holds the eye). The seat that decides taps a card
of its hand to pay it as the fee or to build with it; the prompt calls it "the chosen
card" and never names it (its text is in the panel only while the eye is held).
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial
from hashlib import blake2b
from typing import TYPE_CHECKING, Any

import pygame

from game.boards.hex import neighbour
from game.core.words import counted
from game.engine.boardview.grid import cells
from game.engine.boardview.prompt import ButtonSpec
from game.engine.boardview.rects import grown
from game.engine.boardview.shapes import dashed_polygon, scaled_about
from game.engine.boardview.targets import Target
from game.engine.table.cardback import card_back
from game.engine.table.contract import TableView, TurnCard, board_square, cards_beside
from game.engine.table.eye import peek_eye
from game.engine.table.readcard import paint_read_box
from game.engine.table.tablefonts import Shrink
from game.pandorum.view_draw import MARK, PAYS, coin
from game.pandorum.view_host import PandorumViewParts
from game.pandorum.view_layout import Panels, PlanetGeometry
from game.pandorum.view_table_cards import (
    card_face,
    harvesters_card,
    mark,
    market_card,
    market_rects,
    mat_key,
    mat_rects,
    stats,
    table_mat_rows,
)

if TYPE_CHECKING:
    from game.boards.hex import Hex
    from game.pandorum.view_options import Options

#: the narrowest turn card beside the planet (1080p pixels): the planet shrinks to leave it
TURN_CARD_MIN = 300
#: a selection that names a card of the hand (secret unless its owner peeks)
SECRET_KEYS = ("fee", "card", "read", "hex")


class PandorumTable(TableView, PandorumViewParts):
    """Table mode of the Pandorum view (mixed into PandorumView, which has ``st``,
    ``options``, ``selected``, the ``choose_*`` handlers and the prompt's words)."""

    geo: PlanetGeometry
    _turn_rects: dict[str, pygame.Rect]
    _planet_square: pygame.Rect
    #: what a finger holds on a turn card, its text shown in every seat's panel meanwhile:
    #: a market stack (its card's name) or a harvester ability (``("ability", seat,
    #: "forepart" | "centre")``); None: nothing held
    reading: Hashable | None = None

    # ------------------------------------------------------------------ layout
    def arrange_table(self, rect: pygame.Rect) -> None:
        """The planet centred in ``rect``, a turn card on each side of it."""
        assert self.table is not None
        u = self.table.u
        gap = u(16)
        square = board_square(rect, u(400), u(TURN_CARD_MIN), gap)
        side = square.width
        self._planet_square = square
        nothing = pygame.Rect(square.topleft, (0, 0))
        self.panels = Panels(square, nothing, nothing)
        self.geo = PlanetGeometry(self.st.board.cells, square)
        self.geo.margin = 0
        width = (rect.width - side) // 2 - 2 * gap
        height = rect.height - 2 * gap
        left, right = cards_beside(rect, square, width, height)
        self._turn_rects = {"market": left, "harvesters": right}

    def table_button_area(self) -> pygame.Rect | None:
        """The planet's square: its top corners are free."""
        return self._planet_square

    # ------------------------------------------------------------------ the planet
    def badge_angle(self) -> int:
        """How far (degrees, counter-clockwise) the planet's numbers are turned: toward
        the edge of the seat that decides here (the table scene's facing), else upright."""
        facing = self.table_facing
        return facing() if facing is not None and self.actor is not None else 0

    def public_reach(self) -> dict[Hex, bool]:
        """Where the deciding seat's harvester could stop whatever its hand holds, each
        with whether it is a flight: the lit hexes at a table. The rules keep a hand
        hidden (a fee card is public once laid on the market, a construction's cards once
        built), and the legal stops depend on it: an empty hex is a stop only with a card
        that builds there, so lighting the stops after paying the chosen card would tell
        the table which card it is. The rules' stops for a hand of every card name are
        lit instead (:meth:`~game.pandorum.rules.state.PandorumState.destinations`: a
        line's pads and projects, and every empty hex some card builds on): the same
        whichever card is chosen (a tap on an empty hex no card left in the hand builds
        on is refused, in words that name no card)."""
        st, seat = self.st, self.actor
        if seat is None:
            return {}
        return self._cached(("reach",), lambda: {
            (m.q, m.r): m.anywhere for m in st.destinations(seat, list(st.comp.cards))})

    def direction_hexes(self, o: Options) -> dict[Hex, int]:
        """Intranet: the hex beside the new project in each direction the line may take
        (at a table the direction is chosen by tapping it: compass names read one way)."""
        site, geo = self.st.site(), self.geo
        if o.kind != "direction" or site is None:
            return {}
        return {n: d for d in sorted(o.dirs) if (n := neighbour(site, d)) in geo.cells}

    def table_targets(self, o: Options) -> list[Target]:
        """The planet's targets only a table has: the Intranet's directions."""
        return [Target(("pandorum", "direction", d), self.geo.hex_rect(h),
                       partial(self.choose_hex, h), acts=True, group="map")
                for h, d in self.direction_hexes(o).items()]

    def paint_table_marks(self, surface: pygame.Surface, o: Options) -> None:
        """Each Intranet direction's hex dashed, with what that direction pays."""
        geo = self.geo
        for h, d in self.direction_hexes(o).items():
            c = geo.center(h)
            dashed_polygon(surface, scaled_about(geo.corners(h), c, 0.86), MARK, 5, halo=True)
            self.badge(surface, f"+{self.direction_pays(d).amount}", c, PAYS)

    # ------------------------------------------------------------------ turn cards
    def table_turn_cards(self) -> list[TurnCard]:
        assert self.table is not None
        st, app = self.st, self.app
        least = self.table.min_target
        o = self.options()
        takes = set(o.takes)
        chosen = self.sel("market")
        # the stacks keep their places while the seat to act takes its cards
        names = self.places.order("market", ["deck"] + [name for name, _ in st.market],
                                  self.choice_scope(st, st.turn), close=True)
        market_key = (tuple(st.market), len(st.deck), len(st.boxed), tuple(sorted(takes)),
                      chosen, tuple(names))
        # on a 1080p table, whose smallest text is under the fonts' own floor, the cards
        # are drawn larger (``du``, ``floor``) and shown shrunk: their words are not
        # squeezed and cut (a mat turned a quarter read "Module as...")
        larger = Shrink.of(self.table)
        du, floor = larger.u, larger.floor

        def market_targets(size: tuple[int, int]) -> list[Target]:
            rects = market_rects(app, du, larger.drawn(size), names)
            return [Target(("pandorum", "market", s), larger.shown(rects[s]),
                           partial(self.choose_market, s)) for s in rects if s in takes]

        def market_reads(size: tuple[int, int]) -> list[tuple[Hashable, pygame.Rect]]:
            # a stack's tile may be flatter than a fingertip (ten stacks on a card turned
            # a quarter): its read place is grown round it to the smallest target
            rects = market_rects(app, du, larger.drawn(size), names)
            card = pygame.Rect((0, 0), size)
            return [(s, grown(larger.shown(rects[s]), least).clamp(card))
                    for s in rects if s != "deck"]

        def mat_reads(size: tuple[int, int]) -> list[tuple[Hashable, pygame.Rect]]:
            # each mat's upper half (its head and single-use ability) reads the forepart,
            # its lower half (permanent ability and cargo) the centre: a fingertip each
            card = pygame.Rect((0, 0), size)
            out: list[tuple[Hashable, pygame.Rect]] = []
            for seat, rect in enumerate(mat_rects(larger.drawn(size), st.num_players, du)):
                split = table_mat_rows(rect, du)[1]["centre"].top
                halves = (pygame.Rect(rect.left, rect.top, rect.width, split - rect.top),
                          pygame.Rect(rect.left, split, rect.width, rect.bottom - split))
                out += [(("ability", seat, slot), grown(larger.shown(half), least).clamp(card))
                        for slot, half in zip(("forepart", "centre"), halves, strict=True)]
            return out

        looks, seat_names = self.looks(), self.names()
        leads = self.cargo_paid(st)
        mats_key = (tuple(seat_names), *(mat_key(st, seat) for seat in range(st.num_players)))
        return [
            TurnCard("market", self._turn_rects["market"], market_key,
                     lambda s: larger.paint(s, lambda p: market_card(
                         p, app, du, st, takes, chosen, floor, names)), market_targets,
                     market_reads),
            TurnCard("harvesters", self._turn_rects["harvesters"], mats_key,
                     lambda s: larger.paint(s, lambda p: harvesters_card(
                         p, app, du, st, looks, seat_names, leads, floor)), reads=mat_reads),
        ]

    # ------------------------------------------------------------------ seat panels
    def seat_rects(self, seat: int, area: pygame.Rect) -> dict[str, pygame.Rect]:
        """The places in ``seat``'s panel area: ``stats`` (money and pieces), ``eye``, and
        ``card<k>`` for the k-th card of its hand (:meth:`hand_places`, and those its
        choice may add, :meth:`room_to_grow`)."""
        assert self.table is not None
        u = self.table.u
        gap, eye = u(8), self.eye_rect(area)
        stats_rect = pygame.Rect(area.left, area.top, u(150), area.height)
        out = {"stats": stats_rect, "eye": eye}
        hand = pygame.Rect(stats_rect.right + gap, area.top,
                           eye.left - stats_rect.right - 2 * gap, area.height)
        # laid out for the cards the seat's choice may add, kept: none moves as they come
        scope = self.choice_scope(self.st, seat)
        n = len(self.hand_places(seat)) + self.room_to_grow(self.st, seat, scope)[1]
        n = max(n, *(self.places.grid(("table-hand", seat), scope) or (0,)))
        self.places.keep_grid(("table-hand", seat), scope, (n,))
        if n:
            rows = 1 if n * u(170) <= hand.width else 2 if n <= 16 else 3
            cols = -(-n // rows)
            h = min(u(64), (hand.height - gap * (rows - 1)) // rows)
            spots = cells(hand.left, hand.top, hand.width, n, cols, h, gap, widest=u(260))
            out.update((f"card{k}", spot) for k, spot in enumerate(spots))
        return out

    def eye_rect(self, area: pygame.Rect) -> pygame.Rect:
        """The peek eye's place in a seat's panel ``area``: at its right end."""
        assert self.table is not None
        w = min(area.height, self.table.u(110))
        return pygame.Rect(area.right - w, area.top, w, area.height)

    def hand_order(self, seat: int) -> list[str]:
        """The seat's hand, one entry per card, in the order its panel shows them: an
        order no onlooker can work out from the names (a keyed hash of each name; equal
        names side by side). Face down in the names' order, the hand told the table where
        each card stood among the others: a card taken from the market (a public name)
        took its place in the alphabet among them, and the chosen card was marked at its
        place in it."""
        salt = f"{self.session.seed}:{seat}:"

        def key(name: str) -> tuple[bytes, str]:
            return blake2b((salt + name).encode(), digest_size=8).digest(), name

        return sorted(self.st.hands[seat], key=key)

    def hand_places(self, seat: int) -> list[str | None]:
        """:meth:`hand_order` with the places kept while ``seat`` makes one choice: a card
        chosen for a base leaves its place empty, the others stay where they are (and the
        focus ring, which names a card by its place, on the card it was on)."""
        return self.places.order(("table-hand", seat), self.hand_order(seat),
                                 self.choice_scope(self.st, seat))

    # ------------------------------------------------------------------ reading
    def table_read(self, key: Hashable, holding: bool) -> None:
        """A finger holds a market stack or a harvester ability (or let go of it): its
        text is shown in every seat's panel meanwhile (the turn cards face only the seat
        whose turn it is)."""
        if holding:
            self.reading = key
        elif self.reading == key:
            self.reading = None
        self.dirty = True

    def read_words(self, key: Hashable) -> tuple[str, str]:
        """The title and text of a thing held to read: a market card's name and whole
        text, or a harvester ability's (whose it is; single use or permanent, what its
        slot still needs, what it does)."""
        if isinstance(key, tuple) and key[0] == "ability":
            return self.ability_words(key[1], key[2])
        return str(key), self.card_body(str(key))

    def _reads_in_panel(self, seat: int) -> Hashable | None:
        """What ``seat``'s game area shows instead of its stats and hand: the thing held,
        in every panel but that of a deciding seat whose hand is in play (it stays in
        reach; its prompt's details say it, in as much as the prompt holds)."""
        if self.reading is None or (self._deciding(seat)
                                    and self._hand_choices(self.options())):
            return None
        return self.reading

    def reading_place(self, area: pygame.Rect) -> pygame.Rect:
        """Where a read thing's words (:meth:`read_words`) go in a seat's game ``area``: a
        read card (:mod:`~game.engine.table.readcard`, as a long press on a panel's own
        card shows) over its stats and hand, left of the eye."""
        assert self.table is not None
        eye = self.eye_rect(area)
        return pygame.Rect(area.left, area.top, eye.left - self.table.u(8) - area.left,
                           area.height)

    def _deciding(self, seat: int) -> bool:
        return self.actor == seat and not self.st.is_over

    def _chosen(self, seat: int) -> str | None:
        """The card of ``seat``'s hand its selection names (fee, build or read), if any."""
        return self.selected_card() if self._deciding(seat) else None

    def _hand_choices(self, o: Options) -> dict[str, Any]:
        """The cards of the acting seat's hand that may be tapped now (while the project
        is asked, every card: a tap reads what it would pay)."""
        if o.kind == "build":
            return {name: None for name in self.st.hands[self.actor or 0]}
        return o.hand

    def table_seat_key(self, seat: int, peeking: bool) -> Hashable:
        st = self.st
        deciding = self._deciding(seat)
        o = self.options() if deciding else None
        hand: tuple[str | int | None, ...] = (tuple(self.hand_places(seat)) if peeking
                                              else (len(st.hands[seat]),))
        may = tuple(sorted(self._hand_choices(o))) if o is not None and peeking else \
            (len(self._hand_choices(o)) if o is not None else 0)
        reading = self._reads_in_panel(seat)  # its words: an ability's state may change
        return (st.money[seat], st.modules_left[seat], st.bases_left[seat], hand, peeking,
                may, self._chosen(seat), o.kind if o is not None else None,
                self.version if deciding and peeking else None,
                None if reading is None else self.read_words(reading))

    def paint_table_seat(self, surface: pygame.Surface, seat: int, area: pygame.Rect,
                         peeking: bool) -> None:
        assert self.table is not None
        app, st, u = self.app, self.st, self.table.u
        t, f = app.theme, app.fonts
        rects = self.seat_rects(seat, area)
        look = self.looks()[seat]
        box = rects["stats"]
        pygame.draw.rect(surface, (22, 26, 50), box, border_radius=u(12))
        third = box.height // 3
        f.draw(surface, str(st.money[seat]), (box.centerx + u(18), box.top + third // 2),
               u(40), t.c("accent"), True, "center")
        coin(surface, (box.left + u(28), box.top + third // 2), u(15))
        stats(surface, app, u, box.right - u(8), box.top + third * 2 - third // 4, st, seat,
              look, size=26, money=False)
        f.draw(surface, counted(len(st.hands[seat]), "card"), (box.centerx, box.bottom - u(6)),
               self.table.text(22), t.c("text_dim"), False, "midbottom")
        if self.peekable(seat):
            peek_eye(surface, app, u, rects["eye"], peeking)
        deciding = self._deciding(seat)
        o = self.options() if deciding else None
        choices = self._hand_choices(o) if o is not None else {}
        chosen = self._chosen(seat)
        badges = self.pay_badges(seat, o, every=True) if peeking and o is not None else {}
        marked = False
        for k, name in enumerate(self.hand_places(seat)):
            if name is None:
                continue
            r = rects[f"card{k}"]
            is_chosen = name == chosen and not marked
            marked = marked or is_chosen
            if peeking:
                card_face(surface, app, u, r, st, name, badge=badges.get(name, ""),
                          floor=self.table.min_text)
            else:
                card_back(surface, app, u, r, "")
            mark(surface, u, r, is_chosen, peeking and name in choices)
        if deciding and choices and not peeking:  # the backs do not say which may be tapped
            pygame.draw.rect(surface, t.c("panel_border"), area, u(2), border_radius=u(12))
        reading = self._reads_in_panel(seat)
        if reading is not None:
            paint_read_box(surface, app, self.reading_place(area), self.table,
                           *self.read_words(reading))

    def table_seat_targets(self, seat: int, area: pygame.Rect) -> list[Target]:
        if not self._deciding(seat):
            return []
        choices = self._hand_choices(self.options())
        rects = self.seat_rects(seat, area)
        return [Target(("pandorum", "hand", k), rects[f"card{k}"],
                       partial(self.choose_card, name))
                for k, name in enumerate(self.hand_places(seat)) if name in choices]

    def table_seat_read(self, seat: int, key: Hashable) -> tuple[str, str] | None:
        """A long press on a card of the deciding seat's own hand reads it over its panel,
        facing it, while held (one finger, a screen that sends only mouse events, cannot
        hold the eye and tap a card at once); a tap still chooses it."""
        if not (self._deciding(seat) and isinstance(key, tuple) and len(key) == 3
                and key[:2] == ("pandorum", "hand")):
            return None
        hand = self.hand_places(seat)
        name = hand[key[2]] if 0 <= key[2] < len(hand) else None
        return None if name is None else (name, self.card_body(name))

    # ------------------------------------------------------------------ words
    def table_prompt(self, seat: int) -> str:
        """The prompt's bold line, worded for a table (:meth:`PromptMixin.hint`; a chosen
        card is "the chosen card": :meth:`PromptMixin.named`)."""
        return self.prompt_lines(self.options())[0]

    def table_details(self, seat: int, peeking: bool) -> list[tuple[str, str]]:
        st = self.st
        hand = [("Hand: " + ", ".join(self.hand_order(seat)), "text")] if peeking else []
        if not self._deciding(seat):
            return hand
        o = self.options()
        sel = self.selected
        secret = isinstance(sel, tuple) and sel[0] in SECRET_KEYS
        out = []  # what was chosen first (the card's text), then how to go on
        if self.reading is not None and sel != ("market", self.reading) \
                and self._reads_in_panel(seat) is None:  # held by a finger; the hand in play
            out.append((" ".join(self.read_words(self.reading)), "text"))
        if secret and sel[0] != "hex":
            out.append((self.card_detail(str(sel[1]), o), "text") if peeking else
                       ("Hold the eye, or the card, to read it.", "text_dim"))
        elif sel is not None and sel[0] == "market":
            out.append((self.card_detail(str(sel[1]), o), "text"))
        hint = self.prompt_lines(o)[1]  # (worded for a table: PromptMixin.hint)
        if hint:
            out.append((hint, "text_dim"))
        if o.kind in ("turn", "build", "cards") and st.hands[seat] and not peeking:
            out.append(("Hold the eye to see your hand.", "text_dim"))
        return out + hand

    def table_buttons(self, seat: int) -> list[ButtonSpec]:
        if not self._deciding(seat):
            return []
        o = self.options()
        on_planet = set(self.direction_hexes(o).values())  # those are tapped on the planet
        specs = [spec for spec in self.button_specs(o)
                 if not (isinstance(spec[3], tuple) and spec[3][0] == "dir"
                         and spec[3][1] in on_planet)]
        return [(label, fn, style, ("pandorum", "button", key)) for label, fn, style, key in specs]

