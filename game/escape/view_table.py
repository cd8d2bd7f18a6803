"""Andromeda Escape in table mode: what each seat's panel shows, the turn cards of the
shared board, and where the ring goes (a mixin of :class:`game.escape.view.EscapeView`).

The shared board is the ring alone, centred: fields, connections, the wormhole and the
ships carry no words (ships show their seat's colour and pattern, not its letter), and the
zone numbers are turned to read from outside the ring where they stand. Everything with
words is either in a seat's panel (facing it) or on one of the two turn cards beside the
ring (scores and tracks; the decks and their open cards), which the table scene turns
toward the seat whose turn it is. See docs/table-mode.md.

A seat's panel: its Launch Platform (tap it to bring a ship in), its VP and Skip field,
the peek eye, its hand and missions face down (face up while its owner holds the eye), or
at setup the three dealt missions to give one back.
"""

from __future__ import annotations

from collections.abc import Hashable
from functools import partial

import pygame

from game.engine.boardview.colours import MAY_CHOOSE
from game.engine.boardview.grid import cells
from game.engine.boardview.prompt import ButtonSpec
from game.engine.boardview.targets import Target
from game.engine.table.cardback import card_back
from game.engine.table.contract import TableView, TurnCard, board_square, cards_beside
from game.engine.table.eye import peek_eye
from game.engine.table.tablefonts import Shrink
from game.escape.rules.missions import held
from game.escape.view_choices import leads
from game.escape.view_decks import deck_places, decks_card, decks_key, face_up, warm_decks
from game.escape.view_geometry import Geometry
from game.escape.view_host import EscapeViewParts
from game.escape.view_hud import platform_box
from game.escape.view_missions import mission_card, mission_name, mission_title
from game.escape.view_scores import SECTIONS, card_values, scores_card, vp

#: the narrowest turn card beside the ring (1080p pixels): the ring shrinks to leave it
TURN_CARD_MIN = 240


class EscapeTable(TableView, EscapeViewParts):
    """Table mode of the Escape view (mixed into EscapeView, which has ``st``,
    ``options``, ``sel``, the ``choose_*`` handlers and the prompt)."""

    _turn_rects: dict[str, pygame.Rect]

    # ------------------------------------------------------------------ layout
    def arrange_table(self, rect: pygame.Rect) -> None:
        """The ring centred in ``rect``, a turn card on each side of it (as tall as the board,
        at most square)."""
        assert self.table is not None
        u = self.table.u
        gap = u(16)
        square = board_square(rect, u(300), u(TURN_CARD_MIN), gap)
        self.geo = Geometry(self.st.board, square, bare=True, unit=self.table.unit)
        side = (rect.width - square.width) // 2 - 2 * gap
        height = min(rect.height - 2 * gap, max(side, u(560)))
        left, right = cards_beside(rect, square, side, height)
        self._turn_rects = {"scores": left, "decks": right}
        shrink = Shrink.of(self.table)
        w, h = shrink.drawn(right.size)  # the decks card upright and turned a quarter
        warm_decks(self.app, [(w, h), (h, w)], shrink.u, self.st, shrink.floor)

    def table_button_area(self) -> pygame.Rect | None:
        """The ring's square: its top corners are free."""
        return self.geo.rect if self.geo is not None else None

    # ------------------------------------------------------------------ turn cards
    def table_turn_cards(self) -> list[TurnCard]:
        assert self.table is not None
        st = self.st
        names, looks = self.names(), self.looks()
        takes = set(self.options().takes)
        selected = self.sel("open")
        log = self.table_log
        key = (tuple(section.shown(st) for section in SECTIONS), tuple(names), log)
        deck_key = (decks_key(st, takes), selected)
        # on a 1080p table the smallest text (15 pixels on 55 inches) is under the fonts'
        # own floor (24): the turn cards (the decks card, whose card texts must go in whole,
        # and the scores card, whose names were cut to "Ea..." turned a quarter) are drawn
        # larger with 24-pixel words and shrunk onto their places, the table's smallest as
        # shown
        shrink = Shrink.of(self.table)
        drawn_u, floor = shrink.u, shrink.floor

        def open_targets(size: tuple[int, int]) -> list[Target]:
            places = deck_places(self.app, shrink.drawn(size), drawn_u, st, floor)
            return [Target(("open", deck), shrink.shown(place.card),
                           partial(self.choose_open, deck))
                    for deck, place in places.items()
                    if st.open.get(deck) is not None and not st.no_cards]

        return [
            TurnCard("scores", self._turn_rects["scores"], key,
                     lambda s: shrink.paint(s, lambda p: scores_card(
                         p, self.app, drawn_u, st, looks, names, log, floor))),
            TurnCard("decks", self._turn_rects["decks"], deck_key,
                     lambda s: shrink.paint(s, lambda p: decks_card(
                         p, self.app, drawn_u, st, takes, selected, floor)), open_targets),
        ]

    # ------------------------------------------------------------------ seat panels
    def seat_rects(self, seat: int, area: pygame.Rect) -> dict[str, pygame.Rect]:
        """The places in ``seat``'s panel area: platform, vp, eye, then ``card<i>`` (hand),
        ``mission<i>`` (kept missions) or ``dealt<i>`` (the setup choice)."""
        assert self.table is not None
        u, st = self.table.u, self.st
        gap = u(8)
        rh = (area.height - gap) // 2
        eye = pygame.Rect(area.right - rh, area.top, rh, rh)
        platform = pygame.Rect(area.left, area.top,
                               int(min(u(300), (area.width - rh - gap) * 0.6)), rh)
        vp = pygame.Rect(platform.right + gap, area.top, eye.left - platform.right - 2 * gap,
                         rh)
        out = {"platform": platform, "vp": vp, "eye": eye}
        row = pygame.Rect(area.left, area.top + rh + gap, area.width, rh)
        if st.dealt[seat]:
            names = [f"dealt{k}" for k in range(len(st.dealt[seat]))]
        else:
            names = [f"card{k}" for k in range(len(st.hands[seat]))]
            names += [f"mission{k}" for k in range(len(st.missions[seat]))]
        n = len(names)
        out.update(zip(names, cells(row.left, row.top, row.width, n, n, row.height, gap,
                                    widest=u(120)), strict=True))
        return out

    def paint_vp(self, surface: pygame.Surface, seat: int, box: pygame.Rect) -> None:
        """The seat's VP (large, u(40)) over its Skip field; where the box is too low for
        both (a short edge's panel: "8 VP" ran over "Skip field 1"), the VP smaller, down
        to the Skip field's size, then the two side by side."""
        assert self.table is not None
        t, f, u, st = self.app.theme, self.app.fonts, self.table.u, self.st
        score, skip = vp(st.vp[seat]), f"Skip field {st.skip_pos[seat]}"
        small = u(24)
        room = box.height - f.line_height(small) - u(4)
        big = next((size for size in range(u(40), small - 1, -1)
                    if f.line_height(size, True) <= room), None)
        if big is not None:
            f.draw(surface, score, (box.centerx, box.top + u(2)), big, t.c("text"), True,
                   "midtop")
            f.draw(surface, f.fit(skip, small, box.width), (box.centerx, box.bottom - u(2)),
                   small, t.c("text_dim"), False, "midbottom")
            return
        wide, gap = f.width(score, small, True), u(12)
        skip = f.fit(skip, small, max(0, box.width - wide - gap))
        x = box.centerx - (wide + gap + f.width(skip, small)) // 2
        f.draw(surface, score, (x, box.centery), small, t.c("text"), True, "midleft")
        f.draw(surface, skip, (x + wide + gap, box.centery), small, t.c("text_dim"), False,
               "midleft")

    def peekable(self, seat: int) -> bool:
        """A person's panel, in a game with cards (the variant without them hides none)."""
        return not self.st.no_cards and super().peekable(seat)

    def _deciding(self, seat: int) -> bool:
        return self.actor == seat

    def table_seat_key(self, seat: int, peeking: bool) -> Hashable:
        st = self.st
        hidden = (tuple(st.hands[seat]), tuple(st.missions[seat]), tuple(st.dealt[seat]))
        secret: Hashable = hidden if peeking else tuple(len(x) for x in hidden)
        return (st.vp[seat], st.platform[seat], st.skip_pos[seat], tuple(st.scored[seat]),
                secret, peeking, self.version if self._deciding(seat) else None)

    def paint_table_seat(self, surface: pygame.Surface, seat: int, area: pygame.Rect,
                         peeking: bool) -> None:
        assert self.table is not None
        app, st, u = self.app, self.st, self.table.u
        rects = self.seat_rects(seat, area)
        deciding = self._deciding(seat)
        o = self.options()
        platform_box(surface, app, u, rects["platform"], self.looks()[seat], st.platform[seat],
                     self.platform_mark(seat, o, players=False), deciding)
        self.paint_vp(surface, seat, rects["vp"])
        if self.peekable(seat):
            peek_eye(surface, app, u, rects["eye"], peeking)
        playable = self.playable(seat)
        for k, cid in enumerate(st.hands[seat] if not st.dealt[seat] else ()):
            r, chosen = rects[f"card{k}"], deciding and self.sel("card") == cid
            if peeking:
                face_up(surface, app, u, r, st.data.cards[cid], selected=chosen,
                        enabled=playable is None or cid in playable)
            else:
                card_back(surface, app, u, r, "A", selected=chosen)
        kind = "dealt" if st.dealt[seat] else "mission"
        for k, mid in enumerate(held(st, seat)):
            r = rects[f"{kind}{k}"]
            chosen = deciding and self.sel("mission") == mid
            done = mid in st.scored[seat]
            if peeking or done:  # an achieved mission is public
                mission_card(surface, app, u, r, st, mid, done=done, selected=chosen)
            else:
                card_back(surface, app, u, r, "M", selected=chosen)
            if kind == "dealt" and deciding and o.mode == "mission":
                pygame.draw.rect(surface, MAY_CHOOSE, r.inflate(u(6), u(6)), u(3),
                                 border_radius=u(12))

    def table_seat_targets(self, seat: int, area: pygame.Rect) -> list[Target]:
        if not self._deciding(seat):
            return []
        st, o = self.st, self.options()
        rects = self.seat_rects(seat, area)
        out: list[Target] = []
        if o.mode == "mission":
            return [Target(("mission", m), rects[f"dealt{k}"], partial(self.choose_mission, m))
                    for k, m in enumerate(st.dealt[seat])]
        first = leads(o, st.board.wormhole)  # what a decision's focus starts on
        if o.mode == "main" and o.enters and self.sel("ship") is None:
            out.append(Target(("platform", seat), rects["platform"],
                              partial(self.choose_platform, seat), lead=first.entering))
        if o.mode == "main":  # (every dealt mission was given back before the first turn)
            out += self.card_targets(o, ((c, rects[f"card{k}"])
                                         for k, c in enumerate(st.hands[seat])))
        out += [Target(("mission", m), rects[f"mission{k}"], partial(self.choose_mission, m),
                       reads=True) for k, m in enumerate(st.missions[seat])]
        return out

    def table_seat_read(self, seat: int, key: Hashable) -> tuple[str, str] | None:
        """A long press on one of the deciding seat's own hidden cards (a hand card, a
        mission) reads it over its panel, facing it, while held: one finger (a screen
        that sends only mouse events) cannot hold the eye and tap a card at once."""
        if not (self._deciding(seat) and isinstance(key, tuple) and len(key) == 2):
            return None
        st = self.st
        if key[0] == "card" and key[1] in st.hands[seat]:
            ct = st.data.cards[key[1]]
            values = card_values(ct.played, ct.held)
            return ct.name, f"{values[:1].upper()}{values[1:]}. {ct.text}"
        if key[0] == "mission" and key[1] in held(st, seat):
            mt = st.data.missions[key[1]]
            return mission_name(mt), mt.text
        return None

    # ------------------------------------------------------------------ words
    def table_prompt(self, seat: int) -> str:
        o = self.options()
        if o.mode == "mission":
            return "Hold a mission to read it; tap one to give back"
        if self.sel("card") is not None:  # the card stays secret until it is played
            if self.sel("card") in o.cards:
                return "Your chosen card: tap it again or press Play"
            return "This card cannot be played now (hold the eye to see why)"
        return self.prompt_text(o)

    def table_details(self, seat: int, peeking: bool) -> list[tuple[str, str]]:
        sel = self.selected if self._deciding(seat) else None
        reading = isinstance(sel, tuple) and sel[0] in ("card", "mission")  # (hidden cards)
        if reading and not peeking:
            return [("Hold the eye, or the card, to read it.", "text_dim")]
        st = self.st
        missions = [(f"{mission_name(st.data.missions[m])}: {mission_title(st, m)}", "text")
                    for m in held(st, seat)] if peeking else []
        if not self._deciding(seat):  # a seat peeking while another plays: its missions
            return missions
        lines = self.detail_lines(st, self.options(), legend=False)
        return lines if reading else lines + missions

    def table_buttons(self, seat: int) -> list[ButtonSpec]:
        if not self._deciding(seat):
            return []
        specs = self.button_specs()
        return [("Play the chosen card" if key == ("escape", "button", "play") else label,
                 fn, style, key) for label, fn, style, key in specs]

