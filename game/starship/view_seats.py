"""Drawing one seat's area of the Starship Merchants board: its title and credits, its
refineries, a Starship Console per ship (energy, loans, pilot, gear, Destination, cargo
holds) and its Local Space. Only draws; the view keeps each seat's area in its own cache.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.engine.boardview.colours import SELECTED
from game.engine.draw import pattern, seat_badge
from game.engine.table import fittext
from game.engine.text import NARROWEST, Fonts
from game.starship.rules.actions import roman
from game.starship.view_actions import ITEM_KINDS, SpotKey, local_words
from game.starship.view_draw import CARD_INK, ITEM_FACE, LOAN, MINE_SHORT, Painter, seat_title
from game.starship.view_layout import (
    GAP,
    ConsolePlan,
    Layout,
    SeatPlan,
    Spot,
    console_words,
    local_label,
    monitor_plan,
    token_for,
)
from game.starship.view_table_seat import ShipWords
from game.starship.view_text import GEAR_LETTER
from game.starship.view_token import INK


def refinery_tag(rid: str, per_mine: Iterable[str]) -> str:
    """A refinery's short tag in a seat's title row: "A" for Advanced, then its mines."""
    return ("A" if "advanced" in rid else "") + "+".join(MINE_SHORT.get(k, k) for k in per_mine)


#: the text size of a seat area's title ("Ann • Market")
TITLE_SIZE = 26
#: the widest credit change a seat's row keeps room for at a table (a wider one reaches
#: on to the right, clipped by the seat's area)
FLOAT_SAMPLE = "+88"


def credits_words(credits: int) -> str:
    """A seat's credits as its area shows them ("52 cr")."""
    return f"{credits} cr"


def draw_title(surface: pygame.Surface, fonts: Fonts, name: str, where: str,
               topleft: tuple[int, int], width: int, colour: tuple[int, ...]) -> int:
    """A seat area's title "name • quadrant" at ``topleft`` in ``width`` pixels, the name
    whole (bold :data:`TITLE_SIZE`, else 24, squeezed sideways a little where needed);
    only a name too long even so is cut. Returns the size drawn at."""
    whole = f"{name} \u2022 {where}"
    for size in (TITLE_SIZE, 24):
        wide = fonts.width(whole, size, True)
        if wide <= width:
            fonts.draw(surface, whole, topleft, size, colour, True)
            return size
        if wide * NARROWEST <= width:
            shown = min(wide, width)
            fittext.narrow_text(surface, fonts, whole, (topleft[0] + shown // 2, topleft[1]),
                                size, colour, True, shown)
            return size
    fonts.draw(surface, seat_title(fonts, name, where, width), topleft, TITLE_SIZE, colour,
               True)
    return TITLE_SIZE


class SeatPainter(Painter):
    """Draws seat areas (the board pieces come from :class:`Painter`)."""

    def seat(self, spot: Spot, spots: Sequence[Spot], turn: int | None) -> None:
        """One seat's area on a monitor (:meth:`monitor_plan`)."""
        self.seat_area(spot.ref, self.monitor_plan(spot.ref, spot.rect), spots, turn)

    def monitor_plan(self, seat: int, area: pygame.Rect) -> SeatPlan:
        """A seat's area on a monitor (:func:`~game.starship.view_layout.monitor_plan`)
        with the room where a credit change rises: at its credits' left (:meth:`float_room`
        wide), down to the consoles' top; its title and refinery tags keep clear of it."""
        credits = self.f.get(30, True).size(
            credits_words(self.st.players[seat]["credits"]))[0]
        width = self.float_room(30)
        top = area.y + 2
        rise = pygame.Rect(area.right - 16 - credits - width, top, width,
                           Layout.consoles_area(area).top - top)
        return monitor_plan(self.st, seat, area, rise)

    def seat_area(self, seat: int, plan: SeatPlan, spots: Sequence[Spot],
                  turn: int | None) -> None:
        """A seat's area as ``plan`` lays it out, on a monitor or in a table panel: its
        title row (a monitor's) or its row of where it is, refineries and credits (a
        table's), a console per ship, its Local Space; ``spots`` put its mines and items."""
        self.backdrop(seat, plan.area, turn)
        if plan.titled:
            self.title_row(seat, plan)
        else:
            self.info_row(seat, plan.info)
        by_key = {s.key: s for s in spots}
        for console in plan.consoles:
            self.console(console, by_key)
        self.no_ships(seat, plan.room)
        self.local(seat, plan, {s.ref: s for s in spots if s.kind == "mine"})

    def title_row(self, seat: int, plan: SeatPlan) -> None:
        """A monitor's title row: the seat's badge, "name \u2022 where", its refinery tags
        (beside its consoles when the row has no room for them and the whole name), its
        credits at the right, ``plan.rise`` kept free."""
        area, rise = plan.area, plan.rise
        seat_badge(self.s, pygame.Rect(area.x + 16, area.y + 4, 34, 34), self.looks[seat],
                   self.f, border=None)
        (where, _w), *refineries, (credits, _c) = self.info_items(seat)
        tags = [tag for tag, _fill in refineries]
        self.text(credits, (area.right - 10, area.y + 2), 30, SELECTED, True, "topright")
        ref_w = sum(self.f.get(24, True).size(tag)[0] + 14 for tag in tags)
        title_w = rise.left - 6 - (area.x + 58)
        whole = self.f.width(f"{self.names[seat]} \u2022 {where}", TITLE_SIZE, True)
        aside = (self.tags_aside(area, [c.rect for c in plan.consoles], tags)
                 if tags and whole > title_w - ref_w else None)
        if aside is None:  # the tags in the title row, at the credits' left
            title_w -= ref_w
            aside = self.tag_boxes(pygame.Rect(rise.left - ref_w, area.y + 6, ref_w,
                                               self.step(30)), tags) or []
        for tag, box in zip(tags, aside, strict=True):
            pygame.draw.rect(self.s, (235, 220, 250), box, border_radius=6)
            self.text(tag, (box.x + 4, box.y + 2), 24, CARD_INK, True)
        draw_title(self.s, self.f, self.names[seat], where, (area.x + 58, area.y + 6),
                   title_w, self.t.c("text"))

    def info_row(self, seat: int, info: pygame.Rect) -> None:
        """A table panel's row: where the seat is, its refinery tags, its credits."""
        row = self.step(28)
        x, y = info.x + 4, info.centery - row // 2
        for text, fill in self.info_items(seat):
            w = self.f.get(24, True).size(text)[0]
            if fill is None or fill == SELECTED:
                self.text(text, (x, y), 24, fill or self.t.c("text"), True)
            else:
                pygame.draw.rect(self.s, fill, (x - 4, y, w + 8, row), border_radius=6)
                self.text(text, (x, y), 24, CARD_INK, True)
            x += w + 16

    def tags_aside(self, area: pygame.Rect, consoles: Sequence[pygame.Rect],
                   tags: Sequence[str]) -> list[pygame.Rect] | None:
        """Where a seat's refinery tags stand when the title row has no room for them and
        its whole name: in rows beside its consoles, in the room for a third one; None
        when they do not fit there (or there are no consoles: "No ships yet" is there)."""
        if not consoles:
            return None
        room = Layout.consoles_area(area)
        room.left = max(r.right for r in consoles) + GAP + 4
        room.width = area.right - 10 - room.left
        return self.tag_boxes(room, tags)

    def tag_boxes(self, room: pygame.Rect, tags: Sequence[str]) -> list[pygame.Rect] | None:
        """Refinery tags' boxes flowing in rows from ``room``'s top left; None when they
        do not all fit in it."""
        height, boxes = self.step(30), []
        x, y = room.left, room.top
        for tag in tags:
            w = self.f.get(24, True).size(tag)[0] + 8
            if x + w > room.right and x > room.left:  # the next row
                x, y = room.left, y + height + 6
            if x + w > room.right or y + height > room.bottom:
                return None
            boxes.append(pygame.Rect(x, y, w, height))
            x += w + 6
        return boxes

    def backdrop(self, seat: int, area: pygame.Rect, turn: int | None) -> None:
        """A seat area's box, rimmed in its colour (wider on its turn), and the colour strip
        with its pattern at the left."""
        look = self.looks[seat]
        pygame.draw.rect(self.s, self.t.c("panel"), area, border_radius=12)
        pygame.draw.rect(self.s, look.rgb, area, 4 if seat == turn else 2, border_radius=12)
        strip = pygame.Rect(area.x, area.y, 12, area.height)
        pygame.draw.rect(self.s, look.rgb, strip, border_radius=4)
        pattern(self.s, strip, look)

    def console(self, plan: ConsolePlan, spots: dict[SpotKey, Spot]) -> None:
        """A Starship Console as ``plan`` lays it out: its title ("18 Scout IV"), its
        second row (energy or "old", loans) beside it or under it, then chips for its
        pilot, gear and Destination (on a row of their own where the holds leave room), its
        holds. While its owner decides the Dock transfers, an obsolete console shows its
        pilot and gear tokens instead (their ``spots``)."""
        ship_id, rect = plan.ship, plan.rect
        spot = spots.get(("ship", ship_id), Spot("ship", ship_id, rect))
        self.console_face(ship_id, rect)
        if self.transfer_items(ship_id, spot, [s for s in spots.values() if s.kind in ITEM_KINDS]):
            return
        row, bold = self.step(28), self.f.get(24, True)
        words = console_words(rect, row)
        x = self.console_title(ship_id, rect, plan.short_title)
        x, y = (x + 2 * GAP, rect.y + 2) if plan.one_row else (words.x + 2, rect.y + row)
        cx, cy = self.second_row(ship_id, x, y, words.right) + 2, y
        for text, colour in self.chips(ship_id):
            if cx + bold.size(text)[0] + 6 > words.right:  # once onto a row of its own
                if cy > y or (plan.holds and y + 2 * row > plan.holds[0].top):
                    break
                cx, cy = words.x + 2, y + row
            cx += self.chip(text, colour, cx, cy, row)
        self.cargo(spot, plan.holds, plan.empty_count)

    def transfer_items(self, ship_id: int, spot: Spot, items: Sequence[Spot]) -> bool:
        """An obsolete console's pilot and gear tokens to transfer, where ``items`` put
        those aboard it (each lit as a choice, its cost beside it), under its title:
        whether there were any (they then take the place of its "old" row and holds)."""
        mine = [s for s in items if spot.rect.contains(s.rect)]  # (placed in it: plan_spots)
        if not mine:
            return False
        self.console_title(ship_id, spot.rect, short=True)
        for item in mine:
            text, colour = self.item_chip(item.kind, item.ref)
            pygame.draw.rect(self.s, colour, item.rect, border_radius=6)
            self.text(text, item.rect.center, 24, CARD_INK, True, "center",
                      width=item.rect.width - 4)
        self.frame(spot)
        for item in mine:
            self.frame(item)
        return True

    def console_title(self, ship_id: int, rect: pygame.Rect, short: bool = False) -> int:
        """A console's title on its first row ("18 Scout IV"; the short "18 S IV" when
        ``short`` or the long one does not fit), squeezed a little on a narrow (obsolete)
        console, not cut, where its words are (:func:`console_words`); its right edge."""
        words = console_words(rect, self.step(28))
        head, brief = self.titles(ship_id)
        if short or self.f.get(24, True).size(head)[0] > words.width - 4:
            head = brief
        return self.f.draw_in(self.s, head, (words.x + 2, words.y), 24, self.t.c("text"),
                              words.width - 4, True).right

    # ------------------------------------------------------------------ at a table
    def info_items(self, seat: int) -> list[tuple[str, tuple[int, int, int] | None]]:
        """A seat's row at a table: where it is, a tag per refinery, its credits (its name
        and badge are in the panel's header above)."""
        st, p = self.st, self.st.players[seat]
        # ✓: back in the Dock for good, waiting for the game to end (Final Run)
        where = "Dock \u2713" if p["waiting"] else p["pos"].title()
        tags = [refinery_tag(rid, st.comp.refineries[rid].per_mine) for rid in p["refineries"]]
        return [(where, None), *[(tag, (235, 220, 250)) for tag in tags],
                (credits_words(p["credits"]), SELECTED)]

    def info_w(self, seat: int) -> int:
        bold = self.f.get(24, True)
        return sum(bold.size(text)[0] + 16 for text, _c in self.info_items(seat))

    def float_room(self, size: int = 24) -> int:
        """How wide the room is beside a seat's credits where a credit change ("-8", bold
        ``size``) rises (``SeatPlan.rise``), clear of every other word."""
        return self.f.get(size, True).size(FLOAT_SAMPLE)[0] + 16

    def ship_words(self, ship_id: int) -> ShipWords:
        """What a console shows besides its holds, measured for the table's plan."""
        bold = self.f.get(24, True)
        title, short = self.titles(ship_id)
        return ShipWords(ship_id, bold.size(title)[0], bold.size(short)[0],
                         self.second_row_w(ship_id), self.st.cargo_capacity(ship_id),
                         len(self.st.ships[ship_id]["cargo"]), self.st.is_obsolete(ship_id))

    def no_ships(self, seat: int, room: pygame.Rect) -> None:
        """A seat without ships says so where its consoles would stand, and how to get
        one (the room stood empty: a player read it as a panel not drawn yet)."""
        p = self.st.players[seat]
        if p["ships"] or room.height < self.step(28):
            return
        lines = [("No ships yet" if not p["started"] else "No ships", 26, True)]
        lines += [(line, 24, False) for line in self.f.wrap(
            "Buy or lease one at the Shipyard.", 24, room.width - 24)]
        lines = lines[:max(1, room.height // self.step(30))]
        y = room.centery - self.step(30) * len(lines) // 2
        for text, size, bold in lines:
            self.text(text, (room.centerx, y), size, self.t.c("text_dim"), bold, "midtop",
                      width=room.width - 24)
            y += self.step(30)

    def cargo(self, spot: Spot, holds: Sequence[pygame.Rect], empty_count: int = 0) -> None:
        """A console's hold cells with their mines (the empty holds' count in the last
        cell when they are one cell: ``empty_count``), then its frame and, once obsolete,
        its stroke."""
        cargo = self.st.ships[spot.ref]["cargo"]
        for i, hold in enumerate(holds):
            self.hold_cell(hold)
            if i < len(cargo):
                self.hold_mine(cargo[i], hold.inflate(-2, -2))
            elif empty_count:  # the empty holds, one cell
                self.text(f"\u00d7{empty_count}", hold.center, 24, self.t.c("text_dim"),
                          True, "center", width=hold.width - 2)
        self.frame(spot)
        self.strike(spot.ref, spot.rect)

    def hold_mine(self, token: int, rect: pygame.Rect) -> None:
        """A mine in a console's hold: a token as on the board where the hold is as large
        as its digit asks (``token_for``); in a smaller hold at a table, the digit whole on
        the mine's colour filling the cell, its kind told by the shape (an octagon for a
        diamond, whose inner square would be under the digit)."""
        if not self.lifted() or rect.width >= token_for(self.drawn(24)):
            self.mine(token, rect)
            return
        if token in self.marks.hidden_tokens:
            return
        text, _claimed = self.mine_face(token, rect, octagon=True)  # (its rim, as a token's)
        self.text(text, rect.center, 24, INK, True, "center")

    # ------------------------------------------------------------------ a console's words
    def titles(self, ship_id: int) -> tuple[str, str]:
        """A console's title ("18 Scout IV") and its short form ("18 S IV")."""
        side, mark = self.st.ships[ship_id]["side"], roman(self.st.comp.ships[ship_id].mark)
        return f"{ship_id} {side.title()} {mark}", f"{ship_id} {side[0].upper()} {mark}"

    def energy_text(self, ship_id: int) -> str:
        """Energy: left/total while the ship runs, a tick once it ran this cycle."""
        energy = self.st.energy(ship_id)
        if self.marks.running == ship_id and self.marks.energy_left is not None:
            return f"\u26a1{self.marks.energy_left}/{energy}"
        return f"\u26a1{energy}" + ("\u2713" if self.st.ships[ship_id]["ran"] else "")

    def chips(self, ship_id: int) -> list[tuple[str, tuple[int, int, int]]]:
        """The pilot's initials, a letter per gear token, the Destination's bonus."""
        st, ship = self.st, self.st.ships[ship_id]
        chips = [self.item_chip("pilot", ship["pilot"])] if ship["pilot"] is not None else []
        chips += [self.item_chip("gear", g) for g in ship["gear"]]
        if ship["destination"] is not None:
            chips.append((f"\u2192{st.comp.destinations[ship['destination']].bonus}",
                          (200, 240, 225)))
        return chips

    def item_chip(self, kind: str, ref: str) -> tuple[str, tuple[int, int, int]]:
        """A pilot's chip (its initials) or a gear token's (its letter) and its colour."""
        if kind == "pilot":
            name = self.st.comp.card_name(ref)
            return "".join(part[0] for part in name.split()[:2]), ITEM_FACE[kind]
        return GEAR_LETTER.get(ref, "?"), ITEM_FACE[kind]

    def second_row(self, ship_id: int, x: int, y: int, right: int) -> int:
        """A console's second row from ``x`` at ``y`` up to ``right``: its energy ("old"
        once obsolete) and loan markers; returns where its chips go."""
        if self.st.is_obsolete(ship_id):
            self.text("old", (x, y), 24, (255, 150, 140), True, width=right - x)
            x = right
        else:
            x = self.text(self.energy_text(ship_id), (x, y), 24, self.t.c("text"), True,
                          width=right - x).right + 4
        return self.loans(ship_id, x, y, right)

    def chip(self, text: str, colour: tuple[int, int, int], x: int, y: int, row: int) -> int:
        """A pilot, gear or Destination chip at ``(x, y)`` on a ``row`` high line; its
        width and the gap after it."""
        cw = self.f.get(24, True).size(text)[0] + 6
        pygame.draw.rect(self.s, colour, (x, y + 1, cw, row - 2), border_radius=6)
        self.text(text, (x + 3, y + 1), 24, CARD_INK, True)
        return cw + 3

    def hold_cell(self, hold: pygame.Rect) -> None:
        """An empty cargo hold."""
        pygame.draw.rect(self.s, (24, 28, 50), hold, border_radius=4)
        pygame.draw.rect(self.s, (120, 130, 170), hold, 1, border_radius=4)

    def strike(self, ship_id: int, rect: pygame.Rect) -> None:
        """An obsolete console's stroke through it."""
        if self.st.is_obsolete(ship_id):
            pygame.draw.line(self.s, (255, 150, 140), rect.bottomleft, rect.topright, 2)

    def loans(self, ship_id: int, x: int, y: int, right: int) -> int:
        """The ship's loan markers (red discs) from ``x`` on its second row at ``y``, up
        to ``right``; returns where the next thing goes."""
        disc, row = self.step(24), self.step(28)
        for _ in range(self.st.ships[ship_id]["loans"]):
            if x + disc > right:
                break
            pygame.draw.circle(self.s, LOAN, (x + disc // 2, y + row // 2 - 1), disc // 2)
            self.text("L", (x + disc // 2, y + row // 2 - 1), 24, (255, 255, 255), True,
                      "center")
            x += disc + 2
        return x

    def second_row_w(self, ship_id: int) -> int:
        """How wide a console's second row is: energy (or "old"), loans, chips."""
        bold = self.f.get(24, True)
        if self.st.is_obsolete(ship_id):
            return bold.size("old")[0]
        width = bold.size(self.energy_text(ship_id))[0] + 4
        loans: int = self.st.ships[ship_id]["loans"]
        width += loans * (self.step(24) + 2)
        return width + sum(bold.size(text)[0] + 9 for text, _c in self.chips(ship_id)) + 2

    def console_face(self, ship_id: int, rect: pygame.Rect) -> None:
        """A console's face: green while it runs, reddish once obsolete."""
        face = (64, 74, 120) if not self.st.is_obsolete(ship_id) else (70, 56, 56)
        if self.marks.running == ship_id:
            face = (40, 96, 80)
        pygame.draw.rect(self.s, face, rect, border_radius=10)

    def local(self, seat: int, plan: SeatPlan, mine_spots: dict[int, Spot]) -> None:
        """A seat's Local Space: its label (its price tag when its mines may be picked up
        or claimed), then its tokens where ``mine_spots`` put them."""
        badge, box = self.marks.area_badges.get(("seat", seat)), local_label(plan.local,
                                                                             plan.local_label_w)
        if badge:
            self.pill(badge, midleft=(box.x + 4, box.centery))
        else:
            label = local_words(self.st, seat)
            if self.f.get(24).size(label)[0] > box.width - 2:
                label = "ID"  # at a table's larger text: the short name, never cut
            self.text(label, (box.x + 2, box.centery), 24, self.t.c("text_dim"), False,
                      "midleft", width=box.width - 2)
        for token in self.st.local_mines(seat):
            spot = mine_spots.get(token)
            if spot is not None:
                self.mine(token, spot.rect)
                self.frame(spot)
