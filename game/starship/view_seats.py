"""Drawing one seat's area of the Starship Merchants board: its title and credits, its
refineries, a Starship Console per ship (energy, loans, pilot, gear, Destination, cargo
holds) and its Local Space. Only draws; the view keeps each seat's area in its own cache.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.engine.boardview.colours import SELECTED
from game.engine.draw import pattern, seat_badge
from game.starship.rules.actions import roman
from game.starship.view_draw import CARD_INK, LOAN, MINE_SHORT, Painter, seat_title
from game.starship.view_layout import (
    Layout,
    Spot,
    hold_rects,
    holds_top,
    local_label_w,
    token_for,
)
from game.starship.view_text import GEAR_LETTER


def refinery_tag(rid: str, per_mine) -> str:
    """A refinery's short tag in a seat's title row: "A" for Advanced, then its mines."""
    return ("A" if "advanced" in rid else "") + "+".join(MINE_SHORT.get(k, k) for k in per_mine)


#: the text size of a seat area's title ("Ann • Market")
TITLE_SIZE = 26


class SeatPainter(Painter):
    """Draws seat areas (the board pieces come from :class:`Painter`)."""

    def seat(self, spot: Spot, spots: Sequence[Spot], turn: int | None) -> None:
        """One seat's area: title, credits, refineries, consoles and Local Space."""
        st = self.st
        ship_spots = {s.ref: s for s in spots if s.kind == "ship"}
        mine_spots = {s.ref: s for s in spots if s.kind == "mine"}
        seat, area = spot.ref, spot.rect
        look = self.looks[seat]
        p = st.players[seat]
        pygame.draw.rect(self.s, self.t.c("panel"), area, border_radius=12)
        pygame.draw.rect(self.s, look.rgb, area, 4 if seat == turn else 2, border_radius=12)
        strip = pygame.Rect(area.x, area.y, 12, area.height)
        pygame.draw.rect(self.s, look.rgb, strip, border_radius=4)
        pattern(self.s, strip, look)
        seat_badge(self.s, pygame.Rect(area.x + 16, area.y + 4, 34, 34), look, self.f,
                   border=None)
        credits = f"{p['credits']} cr"
        cw = self.f.get(30, True).size(credits)[0]
        self.text(credits, (area.right - 10, area.y + 2), 30, SELECTED, True, "topright")
        # ✓: back in the Dock for good, waiting for the game to end (Final Run)
        where = "Dock \u2713" if p["waiting"] else p["pos"].title()
        tags = [refinery_tag(rid, st.comp.refineries[rid].per_mine) for rid in p["refineries"]]
        ref_w = sum(self.f.get(24, True).size(tag)[0] + 14 for tag in tags)
        name_w = area.width - 60 - cw - 20 - ref_w
        self.text(seat_title(self.f, self.names[seat], where, name_w),
                  (area.x + 58, area.y + 6), TITLE_SIZE, self.t.c("text"), True, width=name_w)
        x = area.right - 16 - cw - ref_w
        for tag in tags:
            w = self.f.get(24, True).size(tag)[0] + 8
            pygame.draw.rect(self.s, (235, 220, 250), (x, area.y + 6, w, self.step(30)),
                             border_radius=6)
            self.text(tag, (x + 4, area.y + 8), 24, CARD_INK, True)
            x += w + 6
        for ship in p["ships"]:
            if ship in ship_spots:
                self.console(ship, ship_spots[ship], mine_spots)
        self.local(seat, area, mine_spots)

    def console(self, ship_id: int, spot: Spot, mine_spots: dict[int, Spot]) -> None:
        """A Starship Console: id, type and Mark; energy (left/total while running), loan
        markers, pilot initials, gear letters, a Destination; the cargo holds with their
        mines. An obsolete console is narrow ("turned sideways") and struck through."""
        st = self.st
        rect = spot.rect
        ship = st.ships[ship_id]
        card = st.comp.ships[ship_id]
        obsolete = st.is_obsolete(ship_id)
        running = self.marks.running == ship_id
        face = (64, 74, 120) if not obsolete else (70, 56, 56)
        if running:
            face = (40, 96, 80)
        pygame.draw.rect(self.s, face, rect, border_radius=10)
        w = rect.width - 10
        x0 = rect.x + 5
        bold = self.f.get(24, True)
        head = f"{ship_id} {ship['side'].title()} {roman(card.mark)}"
        if bold.size(head)[0] > w:
            head = f"{ship_id} {ship['side'][0].upper()} {roman(card.mark)}"
        surf = self.f.render(head, 24, self.t.c("text"), True)
        if w < surf.get_width() <= w / 0.72:  # a narrow (obsolete) console: squeeze, not cut
            surf = pygame.transform.smoothscale(surf, (w, surf.get_height()))
            self.s.blit(surf, (x0, rect.y + 2))
        else:
            self.text(head, (x0, rect.y + 2), 24, self.t.c("text"), True, width=w)
        row = self.step(28)
        y = rect.y + row
        x = x0
        if obsolete:
            self.text("old", (x0, y), 24, (255, 150, 140), True, width=w)
            x = rect.right
        else:
            energy = st.energy(ship_id)
            txt = f"\u26a1{energy}"
            if running and self.marks.energy_left is not None:
                txt = f"\u26a1{self.marks.energy_left}/{energy}"
            elif ship["ran"]:
                txt += "\u2713"  # ran this business cycle
            x = self.text_w(txt, (x0, y), self.t.c("text"), rect.right - x0) + 4
        disc = self.step(24)
        for _ in range(ship["loans"]):  # loan markers: red discs
            if x + disc > rect.right:
                break
            pygame.draw.circle(self.s, LOAN, (x + disc // 2, y + row // 2 - 1), disc // 2)
            self.text("L", (x + disc // 2, y + row // 2 - 1), 24, (255, 255, 255), True,
                      "center")
            x += disc + 2
        chips: list[tuple[str, tuple[int, int, int]]] = []
        if ship["pilot"] is not None:
            name = st.comp.card_name(ship["pilot"])
            chips.append(("".join(part[0] for part in name.split()[:2]), (240, 226, 190)))
        chips += [(GEAR_LETTER.get(g, "?"), (200, 228, 240)) for g in ship["gear"]]
        if ship["destination"] is not None:
            chips.append((f"\u2192{st.comp.destinations[ship['destination']].bonus}",
                          (200, 240, 225)))
        # where the layout put them (seat_spots: the targets), whatever the text size
        holds = hold_rects(rect, st.cargo_capacity(ship_id), holds_top(rect, self.token()),
                           self.token())
        cx, cy = x + 2, y
        for text, colour in chips:
            cw = bold.size(text)[0] + 6
            if cx + cw > rect.right - 3:  # wrap once onto a line of its own if there is room
                if cy > y or (holds and y + 2 * row > holds[0].top):
                    break
                cx, cy = x0, y + row
            pygame.draw.rect(self.s, colour, (cx, cy + 1, cw, row - 2), border_radius=6)
            self.text(text, (cx + 3, cy + 1), 24, CARD_INK, True)
            cx += cw + 3
        for i, hold in enumerate(holds):
            pygame.draw.rect(self.s, (24, 28, 50), hold, border_radius=4)
            pygame.draw.rect(self.s, (120, 130, 170), hold, 1, border_radius=4)
            if i < len(ship["cargo"]):
                self.mine(ship["cargo"][i], hold.inflate(-2, -2))
        self.frame(spot)
        if obsolete:
            pygame.draw.line(self.s, (255, 150, 140), rect.bottomleft, rect.topright, 2)

    def token(self) -> int:
        """The side of a mine token in a seat's area: as large as its digit asks (the
        seat spots' layout, :func:`~game.starship.view_layout.seat_spots`, uses the same)."""
        return token_for(self.drawn(24))

    def text_w(self, text: str, pos: tuple[int, int], colour, width: int) -> int:
        """Draw bold 24 px text fitted to ``width``; returns the right edge."""
        return self.f.draw(self.s, self.f.fit(text, 24, width, True), pos, 24, colour,
                           True).right

    def local(self, seat: int, area: pygame.Rect, mine_spots: dict[int, Spot]) -> None:
        row = Layout.local_rect(area, self.token())
        p = self.st.players[seat]
        badge = self.marks.area_badges.get(("seat", seat))
        if badge:
            self.pill(badge, midleft=(row.x + 8, row.centery))
        else:
            label = "ID card" if p["id_card"] else "Local"
            if self.f.get(24).size(label)[0] > local_label_w(p) - 6:
                label = "ID"  # at a table's larger text: the short name, never cut
            self.text(label, (row.x + 6, row.centery), 24, self.t.c("text_dim"), False,
                      "midleft", width=local_label_w(p) - 6)
        for token in [*p["id_card"], *p["local"]]:
            spot = mine_spots.get(token)
            if spot is not None:
                self.mine(token, spot.rect)
                self.frame(spot)
