"""Drawing the Starship Merchants board: quadrants, supplies, tokens, pawns.

Only draws (never changes the state). Everything is drawn from a visible state and the
:class:`~game.starship.view_layout.Layout`; legal targets get a green frame and the cost
badge they would spend, the selected spot a yellow one. :class:`Painter` draws one piece
at a time (the static board, each supply, the spaces), so the view can keep every piece
in its own cache (the seat areas: :mod:`game.starship.view_seats`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.engine.boardview.colours import MAY_CHOOSE, SELECTED
from game.engine.boardview.textlines import draw_lines
from game.engine.draw import seat_badge, seat_disc
from game.engine.table import fittext
from game.engine.table.tablefonts import draw_fitted
from game.starship.rules.actions import roman
from game.starship.rules.market import gear_supply
from game.starship.rules.ship_supply import card_for, mark_on_sale, stack_count
from game.starship.rules.state import StarshipState
from game.starship.view_actions import SpotKey, explored
from game.starship.view_layout import (
    SPACE_R,
    Layout,
    Spot,
    known_area,
    known_words,
    name_plate,
    space_box,
)
from game.starship.view_tags import BADGE_SIZE, badge_rect, cost_row, has_pill, pill_rect
from game.starship.view_text import GEAR_LETTER
from game.starship.view_token import FLAG, INK, fits, fitted_digits, flag_points

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.text import Fonts
    from game.engine.theme import PlayerLook


#: mine kinds: fill colour and shape (shape is the cue that does not rely on colour)
MINE_LOOK: dict[str, tuple[tuple[int, int, int], str]] = {
    "cobalt": ((110, 140, 235), "square"),
    "ice9": ((170, 235, 245), "diamond"),
    "deuterium": ((240, 150, 70), "circle"),
}
MINE_SHORT = {"cobalt": "Co", "ice9": "Ice", "deuterium": "Deu"}
QUADRANT_TINT = {"shipyard": (26, 44, 74), "market": (44, 36, 70), "belt": (24, 52, 56),
                 "dock": (52, 40, 34)}
SPACE_FILL = (14, 18, 38)
CARD = (232, 236, 248)
CARD_INK = (20, 24, 40)
#: a Market card's face, and a chip's on a console, by its kind: a pilot's, a gear's
ITEM_FACE = {"pilot": (240, 226, 190), "gear": (200, 228, 240)}
LOAN = (220, 70, 60)
PAWN_R = 19
#: the track's arrows between the spaces
ARROW = (120, 140, 210)


@dataclass
class Marks:
    """What to emphasise: legal targets, the selection, cost badges, the running ship."""

    targets: set[SpotKey] = field(default_factory=set)
    selected: SpotKey | None = None
    badges: dict[SpotKey, str] = field(default_factory=dict)
    #: one price for a whole area (pickups from Known Space or a Local Space, claims)
    area_badges: dict[SpotKey, str] = field(default_factory=dict)
    running: int | None = None
    energy_left: int | None = None
    hidden_pawns: set[int] = field(default_factory=set)
    hidden_tokens: set[int] = field(default_factory=set)  # drawn in flight instead


def seat_title(fonts: Fonts, name: str, where: str, width: int) -> str:
    """A seat area's title "name • quadrant" in ``width`` pixels (bold 26): a long name is
    shortened, never the quadrant the seat is in."""
    tail = f" \u2022 {where}"
    return fonts.fit_name(name, tail, 26, max(width, 40 + fonts.width(tail, 26, True)), True)


#: a Re-commissioned Mark II card's mark (the rulebook's word is twice a card's width;
#: the board's hover text says it whole)
USED = "Used"


#: a text's wordings, longest first: the first that fits its place is drawn (a table's
#: text is larger: "Refineries: face down")
WORDS: dict[str, tuple[str, ...]] = {
    "refineries_down": ("Refineries (face down)", "Refineries: face down", "Refineries"),
    "refineries_wait": ("On sale once a player leaves the Dock",
                        "On sale once a ship leaves the Dock", "On sale after the Dock"),
    "gear_left": ("Gear left", "Gear"),
}


class Painter:
    """Draws one frame of the board; holds the frame's inputs to keep signatures short.
    At a table its fonts draw every word at least at the table's smallest text
    (:func:`~game.engine.table.tablefonts.floor_fonts`): the pieces lay their words out
    for the text drawn (the engine's fitted text, :mod:`game.engine.table.fittext`)."""

    def __init__(self, surface: pygame.Surface, app: App, st: StarshipState, lay: Layout,
                 looks: Sequence[PlayerLook], names: Sequence[str], marks: Marks) -> None:
        self.s, self.app, self.st, self.lay = surface, app, st, lay
        self.f: Fonts = app.fonts
        self.t = app.theme
        self.looks, self.names, self.marks = looks, names, marks

    # ------------------------------------------------------------------ helpers
    def text(self, text: str, pos: tuple[int, int], size: int = 24,
             colour: tuple[int, ...] | None = None,
             bold: bool = False, anchor: str = "topleft", width: int | None = None
             ) -> pygame.Rect:
        """``text`` drawn at ``pos`` (cut to ``width`` when given); where it was drawn."""
        if width is not None:
            text = self.f.fit(text, size, width, bold)
        return self.f.draw(self.s, text, pos, size, colour or self.t.c("text"), bold, anchor)

    def step(self, px: int, size: int = 24) -> int:
        """A row step of ``px`` pixels made for ``size``-pixel text, grown by as much as the
        text drawn is taller (at a table: game.engine.table.tablefonts)."""
        drawn = self.drawn(size)
        return px if drawn <= size else round(px * drawn / size)

    def drawn(self, size: int) -> int:
        """The size text asked at ``size`` is drawn at (larger at a table)."""
        return fittext.lifted_size(self.f, size)

    def lifted(self, size: int = 24) -> bool:
        """Text asked at ``size`` is drawn larger than asked (a table's smallest text)."""
        return self.drawn(size) > size

    def frame(self, spot: Spot, tag: bool = True) -> None:
        """Target / selection frame and (``tag``) price tag of a spot."""
        if spot.key == self.marks.selected:
            pygame.draw.rect(self.s, SELECTED, spot.rect.inflate(8, 8), 5,
                             border_radius=6 if spot.kind == "mine" else 10)
        elif spot.key in self.marks.targets:
            self.target_frame(spot, 3, tag)

    def target_frame(self, spot: Spot, width: int, tag: bool = True) -> None:
        """The green frame of a target (wider under the pointer) and (``tag``) its price
        tag."""
        if spot.kind == "space":  # the ring passes under the name, the frame round it
            x, y = self.lay.spaces[spot.ref]
            pygame.draw.circle(self.s, MAY_CHOOSE, (x, y), SPACE_R + 4, width + 1)
            plate = self.space_name(spot.ref, (x, y))
            pygame.draw.rect(self.s, MAY_CHOOSE, plate.inflate(6, 6), 3, border_radius=10)
            return
        radius = 6 if spot.kind == "mine" else 10
        pygame.draw.rect(self.s, MAY_CHOOSE, spot.rect.inflate(6, 6), width, border_radius=radius)
        if tag:
            self.price_tag(spot)

    def price_tag(self, spot: Spot) -> None:
        """A target's price tag (:func:`badge_rect`), if it has one (a refinery's is its
        cost row, drawn with the card: :meth:`refineries`)."""
        badge = self.tag_of(spot)
        if badge and has_pill(spot.kind):
            self.pill(badge, BADGE_SIZE, rect=badge_rect(self.f, badge, spot.rect, spot.kind))

    def tag_of(self, spot: Spot) -> str | None:
        """The price tag a spot shows: a target's price (none on a mine token)."""
        if spot.kind == "mine" or spot.key not in self.marks.targets:
            return None
        return self.marks.badges.get(spot.key)

    def hover_frame(self, spot: Spot, tags: Mapping[SpotKey, tuple[str, pygame.Rect]]
                    ) -> None:
        """The wider frame of the target under the pointer; the neighbours' price tags
        (``tags``: text and place by spot) it crosses stay over it."""
        self.target_frame(spot, 5)
        reach = spot.rect.inflate(14, 14)
        for key, (badge, tag) in tags.items():
            if key != spot.key and tag.colliderect(reach):
                self.pill(badge, BADGE_SIZE, rect=tag)

    def frames(self, spots: Sequence[Spot], kinds: tuple[str, ...]) -> None:
        """The frames of every spot of ``kinds``, then their price tags (a tag reaching
        past its card's edge stays over a neighbour's frame)."""
        shown = [spot for spot in spots if spot.kind in kinds]
        for spot in shown:
            self.frame(spot, tag=False)
        for spot in shown:
            if spot.key != self.marks.selected:
                self.price_tag(spot)

    def pill(self, text: str, size: int = 24, rect: pygame.Rect | None = None,
             **anchor: tuple[int, int]) -> pygame.Rect:
        """A green price tag (at ``rect``, or its text placed by ``anchor``); its rect."""
        surf = self.f.render(text, size, (10, 14, 24), True)
        r = rect if rect is not None else pill_rect(self.f, text, size, **anchor)
        pygame.draw.rect(self.s, MAY_CHOOSE, r, border_radius=10)
        self.s.blit(surf, surf.get_rect(center=r.center))
        return r

    def card(self, rect: pygame.Rect, lines: Sequence[tuple[str, int, bool]],
             face: tuple[int, int, int] = CARD, ink: tuple[int, int, int] = CARD_INK) -> None:
        """A card and its ``lines`` (text, size, bold), every one drawn, as close as the
        card needs (:func:`~game.engine.table.fittext.card_lines`)."""
        pygame.draw.rect(self.s, face, rect, border_radius=10)
        pygame.draw.rect(self.s, (60, 70, 110), rect, 2, border_radius=10)
        fittext.card_lines(self.s, self.f, rect, lines, rect.width - 6, ink)

    # ------------------------------------------------------------------ tokens
    def mine(self, token: int, rect: pygame.Rect, moving: bool = False) -> None:
        if token in self.marks.hidden_tokens and not moving:
            return
        text, claimed = self.mine_face(token, rect)
        c = rect.center
        if claimed:  # and a flag
            pygame.draw.polygon(self.s, FLAG, flag_points(rect))
        if rect.width < 22:  # 24 px digits need the room; smaller tokens show the shape
            return
        picture = self.f.render(text, 24, INK, True)
        shift = (0, 0)
        if len(text) > 1 and not fits(picture, rect.width, claimed):  # two digits: fitted
            fitted = fitted_digits(text, rect.width, claimed, fittext.lifted_size(self.f, 24))
            if fitted is None:
                return
            picture, shift = fitted
        self.s.blit(picture, picture.get_rect(center=(c[0] + shift[0], c[1] + shift[1])))

    def mine_face(self, token: int, rect: pygame.Rect, octagon: bool = False
                  ) -> tuple[str, bool]:
        """A mine's shape filling ``rect`` (a diamond an ``octagon``), with a gold rim
        flag side up (claimed); its worth's words and whether it is claimed."""
        mine, claimed = self.st.comp.mines[token], self.st.is_claimed(token)
        colour, shape = MINE_LOOK[mine.kind]
        self.mine_shape("octagon" if octagon and shape == "diamond" else shape, colour, rect, 1)
        if claimed:
            pygame.draw.rect(self.s, SELECTED, rect.inflate(4, 4), 3, border_radius=6)
        return str(self.st.mine_worth(token)), claimed

    def pawn(self, seat: int, center: tuple[int, int]) -> None:
        seat_disc(self.s, center, PAWN_R, self.looks[seat], self.f)

    def piece(self, piece: tuple[str, int], centre: tuple[int, int], side: int) -> None:
        """A gliding pawn, or mine token ``side`` wide, at ``centre`` (drawn per frame: on
        a monitor's layer, or once a flight for a table's turned board)."""
        x, y = centre[0] - side // 2, centre[1] - side // 2
        if piece[0] == "pawn":
            self.pawn(piece[1], centre)
        else:
            self.mine(piece[1], pygame.Rect(x, y, side, side), moving=True)

    # ------------------------------------------------------------------ board
    def static_board(self) -> None:
        """What never changes: the quadrants, the track arrows and the track spaces."""
        lay = self.lay
        for q, rect in lay.quadrants.items():
            pygame.draw.rect(self.s, QUADRANT_TINT[q], rect)
            pygame.draw.rect(self.s, (70, 86, 140), rect, 2)
        self.track_arrows()
        for q, (x, y) in lay.spaces.items():
            pygame.draw.circle(self.s, SPACE_FILL, (x, y), SPACE_R)
            pygame.draw.circle(self.s, (110, 130, 200), (x, y), SPACE_R, 3)
            self.space_name(q, (x, y))

    def space_name(self, q: str, centre: tuple[int, int]) -> pygame.Rect:
        """Quadrant ``q``'s track space's name on its plate (:func:`name_plate`), over a
        target's green ring, drawn first so that it passes under the name (over it, it
        read "Shipyarc"); the plate."""
        title = name_plate(self.f, q, centre)
        pygame.draw.rect(self.s, SPACE_FILL, title, border_radius=8)
        self.text(q.title(), title.center, 24, self.t.c("text"), True, "center")
        return title

    def track_arrows(self) -> None:
        """An arrow from each track space to the next, clockwise."""
        order, spaces = self.st.track, self.lay.spaces
        for q, after in zip(order, [*order[1:], *order[:1]], strict=True):
            a, b = pygame.Vector2(spaces[q]), pygame.Vector2(spaces[after])
            if a == b:
                continue
            u = (b - a).normalize()
            tip, n = b - u * 56, pygame.Vector2(-u.y, u.x)
            pygame.draw.line(self.s, ARROW, a + u * 56, tip, 6)
            pygame.draw.polygon(self.s, ARROW, [tip, tip - u * 22 + n * 13, tip - u * 22 - n * 13])

    def space(self, q: str, pawns: Sequence[tuple[int, tuple[int, int]]],
              target: bool) -> None:
        """A track space's green ring when a pawn may move there now, and the pawns at
        rest on it (the space itself is on the static board)."""
        if target:
            self.target_frame(Spot("space", q, space_box(self.lay.spaces[q])), 3)
        for seat, centre in pawns:
            self.pawn(seat, centre)

    def shipyard(self, spots: Sequence[Spot]) -> None:
        """The Mark boxes and the Scout and Tug stacks, with their frames."""
        st, r = self.st, self.lay.regions
        on_sale = mark_on_sale(st)
        for mark in range(1, 5):
            box = r[f"mark_box_{mark}"]
            here = st.mark_token == mark
            pygame.draw.rect(self.s, SELECTED if here else (40, 54, 96), box, border_radius=8)
            ink = (20, 20, 30) if here else self.t.c("text")
            label = f"\u25c6 {roman(mark)}" if here else roman(mark)
            self.text(label, box.center, 26, ink, True, "center")
            for side in ("scout", "tug"):
                self.stack(mark, side, r[f"{side}_stack_{mark}"], mark == on_sale)
        self.frames(spots, ("mark", "stack"))

    def bank(self) -> None:
        """The Bank and the ship limit, unless the Shipyard's track space sits there."""
        st, bank = self.st, self.lay.regions["bank"]
        if bank.collidelist([space_box(c) for c in self.lay.spaces.values()]) >= 0:
            return  # the Shipyard's track space sits here (see Layout.free_point)
        pygame.draw.rect(self.s, (34, 48, 84), bank, border_radius=10)
        self.text("Bank", (bank.x + 10, bank.y + 6), 24, self.t.c("text_dim"), True)
        limit = st.comp.ship_limit(st.mark_token)
        self.text(f"Ship limit {limit}", (bank.x + 10, bank.y + 38), 24, width=bank.width - 16)

    def stack(self, mark: int, side: str, rect: pygame.Rect, on_sale: bool) -> None:
        st = self.st
        count = stack_count(st, mark, side)
        card = card_for(st, mark, side)
        if count == 0 and card is None:
            pygame.draw.rect(self.s, (50, 60, 90), rect, 2, border_radius=10)
            self.text(side.title(), (rect.centerx, rect.top + 6), 24, self.t.c("text_dim"),
                      anchor="midtop")
            self.text("none", rect.center, 24, self.t.c("text_dim"), anchor="center")
            return
        face = CARD if on_sale else (150, 156, 176)
        pygame.draw.rect(self.s, face, rect, border_radius=10)
        pygame.draw.rect(self.s, (60, 70, 110), rect, 2, border_radius=10)
        # its side, price, energy and holds side by side, how many are left ("Used" on a
        # Re-commissioned card): rows clear of its price tag on its bottom-right corner
        fittext.card_rows(self.s, self.f, rect, stack_rows(st, mark, side, card, count), 24,
                          CARD_INK)

    def deck_and_cards(self, deck: str, words: tuple[str, str, bool], pile: Sequence[str],
                       discard: Sequence[str], back: tuple[int, int, int], slots: str,
                       cards: Sequence[str | None], rim: tuple[int, int, int], empty: str = ""
                       ) -> list[tuple[pygame.Rect, str]]:
        """A deck's card (its two ``words``, the second bold or not, how many cards its
        ``pile`` and ``discard`` hold) and its face-up ``cards``' slots (``slots``_1, _2): the
        empty ones' ``rim`` (and ``empty`` word) drawn, the filled ones returned to draw."""
        r, (first, second, bold) = self.lay.regions, words
        self.card(r[deck], [(first, 24, True), (second, 24, bold), (f"{len(pile)}", 26, True),
                            (f"disc. {len(discard)}", 24, False)], back, self.t.c("text"))
        rects = [r[f"{slots}_{slot}"] for slot in (1, 2)]
        for rect in (rect for rect, card in zip(rects, cards, strict=True) if card is None):
            pygame.draw.rect(self.s, rim, rect, 2, border_radius=10)
            if empty:
                self.text(empty, rect.center, 24, self.t.c("text_dim"), anchor="center")
        return [(rect, card) for rect, card in zip(rects, cards, strict=True) if card is not None]

    def market(self, spots: Sequence[Spot]) -> None:
        """The Market deck, the For Sale cards and the refineries, with their frames."""
        st, r = self.st, self.lay.regions
        for rect, card in self.deck_and_cards("market_deck", ("Market", "deck", False),
                                              st.market_deck, st.market_discard, (70, 60, 120),
                                              "for_sale", st.for_sale, (60, 60, 90), "empty"):
            kind, ref = st.comp.market_cards[card]
            sub = "Pilot" if kind == "pilot" else f"Gear {GEAR_LETTER.get(ref, '')}"
            self.card(rect, [(sub, 24, False), (f"{st.comp.card_cost(card)}cr", 26, True),
                             (st.comp.card_name(card), 24, False)], ITEM_FACE[kind])
        space = r["refinery_space"]
        pygame.draw.rect(self.s, (36, 30, 60), space, border_radius=10)
        title, wait = "Refineries", WORDS["refineries_wait"][-1]
        if not st.refineries_open:  # the longest wordings that fit (a table's text is larger)
            title = fittext.wording(self.f, WORDS["refineries_down"], 24,
                                    space.width - 16, True)
            room = (space.height - self.step(34)) // self.step(30)
            wait = next((w for w in WORDS["refineries_wait"]
                         if len(self.f.wrap(w, 24, space.width - 16)) <= room), wait)
        cards_top = space.y + 34  # (view_layout.refinery_rects)
        if not (st.refineries_open and space.y + 4 + self.f.get(24, True).get_ascent() > cards_top):
            self.text(title, (space.x + 8, space.y + 4), 24, self.t.c("text_dim"), True,
                      width=space.width - 16)
        if not st.refineries_open:
            draw_lines(self.s, self.f, self.f.wrap(wait, 24, space.width - 16)[:2],
                       (space.x + 8, space.y + self.step(34)), 24, self.t.c("text_dim"),
                       step=self.step(30))
        self.refineries(spots)
        self.frames(spots, ("market_deck", "forsale", "refinery"))

    def gear_supply(self) -> None:
        """How many of each Gear kind are left next to the Market (letters and counts; the
        rules' :func:`gear_supply`: tokens on ships or set aside are not)."""
        st, supply = self.st, self.lay.regions["gear_supply"]
        pygame.draw.rect(self.s, (36, 30, 60), supply, border_radius=10)
        left = [f"{GEAR_LETTER.get(gid, '?')}{count}" for gid, count in gear_supply(st).items()]
        title = fittext.wording(self.f, WORDS["gear_left"], 24, supply.width - 12, True)
        self.text(title, (supply.x + 8, supply.y + 4), 24, self.t.c("text_dim"), True)
        top = supply.y + 4 + self.f.get(24, True).get_ascent() + self.drawn(24) // 4
        for txt, at in fittext.flow_words(self.f, supply, left, top, 24):
            self.text(txt, at, 24, self.t.c("text"), True)

    def refineries(self, spots: Sequence[Spot]) -> None:
        """Refinery cards: the mine shape and bonus per token, "A" for Advanced, the cost."""
        for spot in spots:
            if spot.kind != "refinery":
                continue
            ref = self.st.comp.refineries[spot.ref]
            rect = spot.rect
            pygame.draw.rect(self.s, (235, 220, 250), rect, border_radius=8)
            if "advanced" in ref.id:  # Advanced: a gold rim
                pygame.draw.rect(self.s, SELECTED, rect, 3, border_radius=8)
            if self.tag_of(spot):  # its price tag: the cost row in green
                pygame.draw.rect(self.s, MAY_CHOOSE, cost_row(self.f, rect), border_radius=8)
            first = next(iter(ref.per_mine.items()), None)  # two rows, squeezed, never cut
            self.refinery_card(rect, partial(self.mine_icon, first[0]) if first else None,
                               f"+{first[1]}" if first else "", f"{ref.cost}cr", CARD_INK)

    def refinery_card(self, rect: pygame.Rect, icon: Callable[[pygame.Rect], object] | None,
                      bonus: str, cost: str, ink: tuple[int, int, int]) -> None:
        """A refinery card's words: the mine's shape (``icon`` draws it) and its bonus
        ("+3") on the first row, the cost ("12cr") on the second, squeezed rather than cut."""
        size = 24
        ascent = self.f.get(size).get_ascent()
        pitch = min(self.f.line_height(size) - 2, rect.height - 6 - ascent)
        y = rect.y + 3
        if icon is not None:
            side = max(18, self.drawn(size) * 3 // 5)
            row = self.f.get(size).size(bonus)[0]
            room = rect.width - 10 - side
            left = rect.centerx - (side + 2 + min(row, room)) // 2
            icon(pygame.Rect(left, y + (ascent - side) // 2 + 2, side, side))
            fittext.narrow_text(self.s, self.f, bonus, (left + side + 2 + min(row, room) // 2, y),
                                size, ink, False, room)
        fittext.narrow_text(self.s, self.f, cost, (rect.centerx, y + pitch), size, ink, False,
                            rect.width - 8)

    def mine_icon(self, kind: str, rect: pygame.Rect) -> None:
        """A mine kind's shape on a refinery card."""
        colour, shape = MINE_LOOK[kind]
        self.mine_shape(shape, colour, rect, 0)

    def mine_shape(self, shape: str, colour: tuple[int, ...], rect: pygame.Rect,
                   out: int) -> None:
        """A mine's shape filling ``rect``; a token's (``out`` 1) reaches a little past it
        (a diamond's corners by 2 pixels, a circle by 1, a square's corners rounder). An
        octagon is a diamond in a hold too small for a token (its digit on the colour)."""
        c, cut = rect.center, rect.width // 4
        if shape == "square":
            pygame.draw.rect(self.s, colour, rect, border_radius=3 + out)
        elif shape == "octagon":
            x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
            pygame.draw.polygon(self.s, colour, [
                (x0 + cut, y0), (x1 - cut, y0), (x1, y0 + cut), (x1, y1 - cut),
                (x1 - cut, y1), (x0 + cut, y1), (x0, y1 - cut), (x0, y0 + cut)])
        elif shape == "diamond":
            pygame.draw.polygon(self.s, colour, [
                (c[0], rect.top - 2 * out), (rect.right + 2 * out, c[1]),
                (c[0], rect.bottom + 2 * out), (rect.left - 2 * out, c[1])])
        else:
            pygame.draw.circle(self.s, colour, c, rect.width // 2 + out)

    def destinations(self, spots: Sequence[Spot]) -> None:
        """The Destination deck and the two Destination cards, with their frames."""
        st = self.st
        for rect, card in self.deck_and_cards("destination_deck", ("Destin-", "ations", True),
                                              st.dest_deck, st.dest_discard, (40, 90, 100),
                                              "destination", st.dest_slots, (60, 80, 90)):
            dest = st.comp.destinations[card]
            per_mine = [f"+{v}/{MINE_SHORT.get(k, 'mine')}" for k, v in dest.per_mine.items()]
            lines = [(dest.name, 24, False), (f"\u26a1{dest.cost} +{dest.bonus}cr", 26, True)]
            lines += [(" ".join(per_mine), 24, False)] if per_mine else []
            self.card(rect, lines, (200, 240, 225))
        self.frames(spots, ("dest_deck", "dest"))

    def bag(self, spots: Sequence[Spot]) -> None:
        """The bag with its count, and the mines just explored shown on it until placed."""
        st, bag = self.st, self.lay.regions["bag"]
        pygame.draw.ellipse(self.s, (90, 70, 50), bag)
        pygame.draw.ellipse(self.s, (160, 130, 90), bag, 3)
        half = self.step(16)
        self.text("Bag", (bag.centerx, bag.centery - half), 24, self.t.c("text"), True,
                  "center")
        self.text(f"{len(st.bag)}", (bag.centerx, bag.centery + half), 26, self.t.c("text"),
                  True, "center")
        for i, token in enumerate(explored(st)):  # just explored: shown on the bag until placed
            self.mine(token, pygame.Rect(bag.x - 20 + i * 44, bag.y - 20, 40, 40))
        self.frames(spots, ("bag",))

    def known(self, spots: Sequence[Spot]) -> None:
        area = known_area(self.lay)
        pygame.draw.rect(self.s, (20, 24, 48), area, border_radius=28)
        pygame.draw.rect(self.s, (100, 120, 190), area, 3, border_radius=28)
        self.text("Known Space", known_words(area)[0], 24, self.t.c("text_dim"), False,
                  width=area.width - 20)
        known = set(self.st.known)
        for spot in spots:
            if spot.kind == "mine" and spot.ref in known:
                self.mine(spot.ref, spot.rect)
                self.frame(spot)

    def known_pill(self) -> pygame.Rect | None:
        """The price of a pickup from Known Space, at the box's top right corner."""
        badge = self.marks.area_badges.get(("known", None))
        if not badge:
            return None
        return self.pill(badge, topright=known_words(known_area(self.lay))[1])

    def dock(self) -> None:
        """The Dock berths: the Final Run rule, or who declared it and who is back."""
        st, r = self.st, self.lay.regions
        berths = r["dock_berths"]
        pygame.draw.rect(self.s, (60, 46, 40), berths, border_radius=10)
        if st.final_run:
            who = self.names[st.declarer] if st.declarer is not None else "?"
            # the declarer's name on a line of its own, squeezed a little rather than cut
            self.text("Final Run by", (berths.x + 10, berths.y + 6), 24, SELECTED,
                      True, width=berths.width - 20)
            draw_fitted(self.f, self.s, who, (berths.x + 10, berths.y + self.step(34)), 24,
                        berths.width - 20, fittext.lifted_size(self.f, 24), self.t.c("text"),
                        True)
            self.text("Back in the Dock:", (berths.x + 10, berths.y + self.step(66)), 24,
                      self.t.c("text_dim"), width=berths.width - 20)
            for i, seat in enumerate(st.dock_order):
                seat_badge(self.s, pygame.Rect(berths.x + 10 + 52 * i, berths.y + self.step(98),
                                               44, 44), self.looks[seat], self.f)
        else:
            rules = st.comp.rules
            text = (f"Final Run: may declare at {rules['may_declare_at']}+ credits without "
                    f"loans, must at {rules['must_declare_at']}+")
            draw_lines(self.s, self.f, self.f.wrap(text, 24, berths.width - 20)[:5],
                       (berths.x + 10, berths.y + 6), 24, self.t.c("text_dim"),
                       step=self.step(30))

    def discard(self) -> None:
        """The Destination discard pile and its count."""
        disc = self.lay.regions["destination_discard"]
        pygame.draw.rect(self.s, (40, 90, 100), disc, border_radius=8)
        pygame.draw.rect(self.s, (100, 160, 170), disc, 2, border_radius=8)
        self.text(f"{len(self.st.dest_discard)}", disc.center, 26, self.t.c("text"), True, "center")

def stack_rows(st: StarshipState, mark: int, side: str, card: int | None, count: int
               ) -> list[list[tuple[str, bool]]]:
    """A Shipyard stack card's rows: its side, price, energy and holds, "Used" (a
    Re-commissioned card, :data:`USED`) and how many are left; while only Re-commissioned
    cards are left (before every standard Mark II is bought), "Used x2", "on sale later"."""
    if card is None:  # mark 2: only the Re-commissioned cards are left
        many = [(f"\u00d7{count}", False)] if side == "scout" and count else []
        return [[(side.title(), True)], [(USED, False), *many], [("on sale", False)],
                [("later", False)]]
    ship = st.comp.ships[card]
    stats = ship.side(side)
    rows = [[(side.title(), True)], [(f"{stats.cost}cr", True)],
            [(f"\u26a1{stats.energy}", False), (f"\u25a2{stats.cargo}", False)]]
    last = [(USED, False)] if ship.recommissioned else []
    if side == "scout" and count:  # (regular beside "Used": the pair fits a card squeezed)
        last.append((f"\u00d7{count}", not last))
    return rows + ([last] if last else [])


def pawn_positions(st: StarshipState, lay: Layout) -> dict[int, tuple[int, int]]:
    """Resting pawn centres: up to four pawns inside their quadrant's track space."""
    out: dict[int, tuple[int, int]] = {}
    by_q: dict[str, list[int]] = {}
    for seat, p in enumerate(st.players):
        by_q.setdefault(p["pos"], []).append(seat)
    d = PAWN_R + 2
    offsets = {1: [(0, 0)], 2: [(-d, 0), (d, 0)]}  # three or four: in the corners
    corners = [(-d, -d), (d, -d), (-d, d), (d, d)]
    for q, seats in by_q.items():
        x, y = lay.spaces[q]
        for seat, (dx, dy) in zip(seats, offsets.get(len(seats), corners), strict=False):
            out[seat] = (x + dx, y + dy)
    return out
