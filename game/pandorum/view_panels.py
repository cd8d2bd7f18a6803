"""Pandorum side panels: the prompt, the market, the hand and the harvester mats.

Drawn for :class:`game.pandorum.view.PandorumView` (this mixin reads its state, options,
selection and previews); nothing here changes the game state.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.draw import seat_badge
from game.engine.theme import PlayerLook
from game.pandorum.view_draw import (
    CARGO_LOOK,
    CHOSEN,
    PAYS,
    TARGET,
    TYPE_TAG,
    card_back,
    cargo_rgb,
    coin,
    dashed_hex,
    draw_base,
    draw_harvester,
    draw_module,
    hatch,
    pips,
    rgb,
    terrain_symbol,
    text_on,
)
from game.pandorum.view_options import Options, card_text

if TYPE_CHECKING:
    from game.pandorum.rules.state import PandorumState

#: the neutral look of the pieces in the key
KEY_LOOK = PlayerLook("key", (170, 170, 180), "", "solid", (0, 0, 0))

#: text sizes of the prompt (bold line) and its detail lines
PROMPT_SIZE, DETAIL_SIZE = 28, 24


@dataclass
class Side:
    """The side panel's rectangles for one frame."""

    prompt: pygame.Rect
    buttons: list[pygame.Rect]
    market_title: pygame.Rect
    market: dict[str, pygame.Rect]  # "deck" or a stack name
    hand_title: pygame.Rect
    hand: dict[str, pygame.Rect]  # card name (one tile per name)
    legend: pygame.Rect | None = None



class PanelsMixin:
    """Drawing of the side panel and the mats (mixed into the board view)."""

    # -- side panel
    def draw_prompt(self, surface: pygame.Surface, side: Side, o: Options) -> None:
        f, t = self.app.fonts, self.app.theme
        rect = side.prompt
        pygame.draw.rect(surface, t.c("panel"), rect, border_radius=14)
        pygame.draw.rect(surface, t.c("panel_border"), rect, 3, border_radius=14)
        head, hint = self.prompt_lines(o)
        colour = t.c("accent") if self.actor is not None else t.c("text_dim")
        y = rect.top + 8
        lh = f.line_height(PROMPT_SIZE, True)
        lines = f.wrap(head, PROMPT_SIZE, rect.width - 24, True)
        for k, line in enumerate(lines[:2]):
            if k == 1 and len(lines) > 2:
                line = f.fit(line + " …", PROMPT_SIZE, rect.width - 24, True)
            f.draw(surface, line, (rect.left + 12, y), PROMPT_SIZE, colour, True)
            y += lh
        y = rect.top + 8 + 2 * lh
        detail = self.detail_text(o) or hint
        dl = f.line_height(DETAIL_SIZE)
        parts = f.wrap(detail, DETAIL_SIZE, rect.width - 24)
        for k, line in enumerate(parts[:3]):
            if k == 2 and len(parts) > 3:
                line = f.fit(line + " …", DETAIL_SIZE, rect.width - 24)
            f.draw(surface, line, (rect.left + 12, y), DETAIL_SIZE, t.c("text"))
            y += dl

    def detail_text(self, o: Options) -> str:
        """The hovered (or chosen) card's rules, so a player can read any card; else ''."""
        name = None
        if self.hover is not None and self.hover[0] == "ability":
            return self.ability_text(*self.hover[1])
        if self.hover is not None and self.hover[0] in ("card", "market"):
            name = self.hover[1]
        elif self.selected is not None and self.selected[0] in ("card", "fee"):
            name = self.selected[1]
        comp = self.st.comp
        if name is None or name not in comp.cards:
            return ""
        card = comp.card(name)
        text = f"{name} ({TYPE_TAG.get(card.type, card.type)}): {card_text(card, comp)}"
        if o.kind in ("cards", "build") and self.site() is not None:
            text += f" Here: {self.card_pays(name)[0]}."
        return text

    def draw_market(self, surface: pygame.Surface, vis: PandorumState, side: Side,
                    o: Options) -> None:
        f, t = self.app.fonts, self.app.theme
        title = side.market_title
        f.draw(surface, "Market", (title.left + 8, title.centery), 28, t.c("accent"), True,
               "midleft")
        f.draw(surface, f"deck {len(vis.deck)} · box {len(vis.boxed)}",
               (title.right - 8, title.centery), 24, t.c("text_dim"), False, "midright")
        counts = dict((name, n) for name, n in vis.market)
        for source, rect in side.market.items():
            active = source in o.takes
            if source == "deck":
                pygame.draw.rect(surface, (44, 40, 92), rect, border_radius=8)
                back = pygame.Rect(rect.left + 6, rect.top + 6, 30, rect.height - 12)
                card_back(surface, back)
                f.draw(surface, f.fit(f"Deck ({len(vis.deck)})", 24, rect.width - 50, True),
                       (back.right + 8, rect.centery), 24, t.c("text"), True, "midleft")
            else:
                self.card_tile(surface, rect, source, counts.get(source, 1))
            if active:
                dashed_rect(surface, rect, TARGET)

    def card_tile(self, surface: pygame.Surface, rect: pygame.Rect, name: str, count: int,
                  badge: str = "", dim: bool = False) -> None:
        """A face-up card (one tile per name): colour block with the cargo letter, the
        name, the count of same-name cards, and an optional badge (+N)."""
        f = self.app.fonts
        comp = self.st.comp
        colour = comp.colour_of(name) if name in comp.cards else "white"
        fill = cargo_rgb(colour)
        pygame.draw.rect(surface, (236, 232, 220) if not dim else (120, 118, 112), rect,
                         border_radius=8)
        block = pygame.Rect(rect.left, rect.top, 30, rect.height)
        pygame.draw.rect(surface, fill, block, border_top_left_radius=8,
                         border_bottom_left_radius=8)
        letter = CARGO_LOOK.get(colour, ((0, 0, 0), "?"))[1]
        f.draw(surface, letter, block.center, 24, text_on(fill), True, "center")
        right = rect.right - 6
        if badge:
            label = f.render(badge, 24, (15, 15, 25), True)
            box = label.get_rect(midright=(right, rect.centery)).inflate(10, -2)
            pygame.draw.rect(surface, PAYS, box, border_radius=8)
            surface.blit(label, label.get_rect(center=box.center))
            right = box.left - 4
        if count > 1:
            r = f.draw(surface, f"x{count}", (right, rect.centery), 24, (20, 20, 30), True,
                       "midright")
            right = r.left - 4
        width = right - block.right - 8
        f.draw(surface, f.fit(name, 24, width), (block.right + 6, rect.centery), 24,
               (20, 20, 30), False, "midleft")

    def draw_hand(self, surface: pygame.Surface, vis: PandorumState, side: Side, o: Options,
                  seat: int, viewer: int | None) -> None:
        f, t = self.app.fonts, self.app.theme
        names = self.names()
        whose = "Your hand" if viewer is not None else f"{names[seat]}'s hand"
        title = side.hand_title
        f.draw(surface, whose, (title.left + 8, title.centery), 28, t.c("accent"), True,
               "midleft")
        hand = vis.hands[seat]
        count = f"{len(hand)} card{'' if len(hand) == 1 else 's'}"
        f.draw(surface, count, (title.right - 8, title.centery), 24, t.c("text_dim"), False,
               "midright")
        counts = Counter(hand)
        deciding = self.actor == seat and o.kind in ("cards", "turn", "build")
        actionable = set(o.cards) if o.kind == "cards" else set(o.fees) if o.kind == "turn" \
            else set()
        for name, rect in side.hand.items():
            badge = ""
            if o.kind in ("cards", "build") and self.actor == seat and (
                    name in o.cards or o.kind == "build"):
                eligible = name in o.cards or name in vis.eligible_names(
                    seat, self.site() or (0, 0), vis.hands[seat], False)
                if eligible:
                    badge = f"+{self.card_pays(name)[0]}"
            dim = deciding and o.kind in ("cards", "build") and not badge
            self.card_tile(surface, rect, name, counts[name], badge, dim)
            if name in actionable:
                dashed_rect(surface, rect, TARGET)
            if self.selected in (("fee", name), ("card", name)):
                pygame.draw.rect(surface, CHOSEN, rect.inflate(6, 6), 4, border_radius=10)
        shown = len(side.hand)
        if shown < len(counts):
            f.draw(surface, f"+{len(counts) - shown} more (Moves list)",
                   (title.right - 140, title.centery), 24, t.c("error"), False, "midright")

    # -- harvester mats
    def _count(self, surface: pygame.Surface, right: int, cy: int, text: str, icon: str,
               look: PlayerLook) -> int:
        """A number with its icon, right-aligned at ``right``; returns the new right edge."""
        f, t = self.app.fonts, self.app.theme
        r = f.draw(surface, text, (right, cy), 26, t.c("accent") if icon == "coin" else
                   t.c("text"), True, "midright")
        if icon == "coin":
            coin(surface, (r.left - 13, cy), 11)
        elif icon == "module":
            draw_module(surface, (r.left - 13, cy), 20, look, self.app, letter=False)
        elif icon == "base":
            draw_base(surface, (r.left - 13, cy + 2), 22, look, self.app, letter=False)
        else:
            card_back(surface, pygame.Rect(r.left - 22, cy - 13, 18, 26))
        return r.left - 30

    def draw_legend(self, surface: pygame.Surface, vis: PandorumState,
                    rect: pygame.Rect) -> None:
        """The key: each terrain's colour and symbol with its name, and the pieces."""
        f, t = self.app.fonts, self.app.theme
        pygame.draw.line(surface, t.c("panel_border"), (rect.left + 8, rect.top),
                         (rect.right - 8, rect.top), 2)
        entries = legend_entries(vis)
        cols = 3
        labels = [vis.comp.terrains[key].title if kind == "terrain" else key.capitalize()
                  for kind, key in entries]
        font = f.get(24)
        # columns as wide as their longest label, the spare width shared out
        widths = [max(font.size(labels[i])[0] for i in range(c, len(labels), cols)) + 44
                  for c in range(cols)]
        spare = max(0, rect.width - 16 - sum(widths)) // cols
        lefts = [rect.left + 8 + sum(widths[:c]) + c * spare for c in range(cols)]
        row_h = (rect.height - 8) // -(-len(entries) // cols)
        for i, (kind, key) in enumerate(entries):
            r, c = divmod(i, cols)
            w = widths[c] + spare
            cx = lefts[c] + 18
            cy = rect.top + 8 + r * row_h + row_h // 2
            if kind == "terrain":
                terrain = vis.comp.terrains[key]
                poly = [(cx + round(16 * dx), cy + round(16 * dy)) for dx, dy in
                        ((0, -1), (0.87, -0.5), (0.87, 0.5), (0, 1), (-0.87, 0.5),
                         (-0.87, -0.5))]
                fill = rgb(terrain.colour)
                pygame.draw.polygon(surface, fill, poly)
                if terrain.red:
                    hatch(surface, poly, (60, 0, 0), 8)
                ink = (235, 235, 245) if terrain.pad else tuple(max(0, v - 110) for v in fill)
                terrain_symbol(surface, key, (cx, cy), 8, ink)  # type: ignore[arg-type]
                label = terrain.title
            elif key == "module":
                draw_module(surface, (cx, cy), 22, KEY_LOOK, self.app, letter=False)
                label = "Module"
            elif key == "base":
                draw_base(surface, (cx, cy + 2), 26, KEY_LOOK, self.app, letter=False)
                label = "Base"
            else:
                draw_harvester(surface, (cx, cy), 11, KEY_LOOK, self.app)
                label = "Harvester"
            f.draw(surface, f.fit(label, 24, w - 36), (cx + 20, cy), 24, t.c("text_dim"),
                   False, "midleft")

    def draw_mats(self, surface: pygame.Surface, vis: PandorumState, o: Options) -> None:
        f, t = self.app.fonts, self.app.theme
        looks = self.looks()
        names = self.names()
        comp = vis.comp
        for seat, rect in enumerate(self.mat_rects(vis.num_players)):
            look = looks[seat]
            turn = not vis.is_over and vis.turn == seat
            pygame.draw.rect(surface, t.c("panel"), rect, border_radius=12)
            pygame.draw.rect(surface, look.rgb if turn else t.c("panel_border"), rect,
                             5 if turn else 2, border_radius=12)
            seat_badge(surface, pygame.Rect(rect.left + 8, rect.top + 6, 38, 38), look,
                       f, border=None)
            x = rect.left + 54
            # the header: name, money, modules and bases left, cards in hand
            cy = rect.top + 25
            right = rect.right - 8
            right = self._count(surface, right, cy, str(len(vis.hands[seat])), "hand", look)
            right = self._count(surface, right, cy, str(vis.bases_left[seat]), "base", look)
            right = self._count(surface, right, cy, str(vis.modules_left[seat]), "module", look)
            right = self._count(surface, right, cy, str(vis.money[seat]), "coin", look)
            shown, size = mat_name(names[seat], right - x,
                                   lambda text, size: f.get(size, True).size(text)[0])
            f.draw(surface, shown, (x, cy), size, t.c("text"), True, "midleft")
            slots = self.slot_rects(rect)
            need = vis.slot_needs(seat)
            fore_cost, centre_cost = vis.fore_cost(), vis.centre_cost()
            active = o.slots if (o.kind == "slot" and seat == self.actor) else {}
            rows = (
                ("forepart", comp.foreparts[vis.fore_ability[seat]].title
                 if vis.fore_ability[seat] in comp.foreparts else "?",
                 len(vis.forepart[seat]), fore_cost, need["forepart"] == 0, "READY"),
                ("centre", comp.mains[vis.main_ability[seat]].title
                 if vis.main_ability[seat] in comp.mains else "?",
                 len(vis.centre[seat]), centre_cost, need["centre"] == 0, "ON"),
            )
            for slot, title, have, cost, done, word in rows:
                row = slots[slot]
                if done:
                    pygame.draw.rect(surface, (40, 90, 60), row, border_radius=8)
                tag = "1x" if slot == "forepart" else "∞"
                f.draw(surface, tag, (row.left + 18, row.centery), 24, t.c("text_dim"), True,
                       "center")
                end = pips(surface, row.right - cost * 20 - 4, row.centery, have, cost,
                           CHOSEN, 8)
                del end
                label = f"{title} {word}" if done else title
                room = row.width - 50 - cost * 20
                if done and f.get(24, True).size(label)[0] > room:
                    # narrow mats: keep the tick whole and cut the title before it
                    tick = f.get(24, True).size(" ✓")[0]
                    label = f"{f.fit(title, 24, room - tick, True)} ✓"
                f.draw(surface, f.fit(label, 24, room, done),
                       (row.left + 42, row.centery), 24,
                       t.c("ok") if done else t.c("text"), done, "midleft")
                if slot in active:  # inside the row: the centre row between stays plain
                    dashed_rect(surface, row, TARGET, -4)
            row = slots["cargo"]
            f.draw(surface, "cargo", (row.left + 4, row.centery), 24, t.c("text_dim"), False,
                   "midleft")
            x = row.left + 84
            counts = Counter(comp.colour_of(c) for c in vis.cargo[seat])
            paid = dict(vis.cargo_awards())  # the rules' cargo count: colour -> pay by seat
            for cargo in comp.cargo:
                n = counts.get(cargo.colour, 0)
                if not n:
                    continue
                fill = cargo_rgb(cargo.colour)
                box = pygame.Rect(x, row.top + 3, 44, row.height - 6)
                if box.right > row.right:
                    break
                pygame.draw.rect(surface, fill, box, border_radius=6)
                pay = paid.get(cargo.colour)
                leads = pay is not None and pay[seat] > 0
                # the single most cards of a colour (paid at the end): a thick gold rim
                pygame.draw.rect(surface, PAYS if leads else (230, 230, 240), box,
                                 3 if leads else 1, border_radius=6)
                letter = CARGO_LOOK.get(cargo.colour, ((0, 0, 0), "?"))[1]
                f.draw(surface, f"{letter}{n}", box.center, 24, text_on(fill), True, "center")
                x += 50
            if not counts:
                f.draw(surface, "empty", (x, row.centery), 24, t.c("text_dim"), False,
                       "midleft")
            if "cargo" in active:
                dashed_rect(surface, row, TARGET, -4)



def dashed_rect(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int],
                grow: int = 6) -> None:
    """The "you may choose this" mark on a card, a stack or a slot (``grow`` pixels wider
    and taller than ``rect``; negative inside it, for rows that touch their neighbours)."""
    r = rect.inflate(grow, grow)
    dashed_hex(surface, [r.topleft, r.topright, r.bottomright, r.bottomleft], colour, 4, 10)


def legend_entries(vis: PandorumState) -> list[tuple[str, str]]:
    """(kind, id) of the key's entries: every terrain, then the three pieces."""
    return ([("terrain", t) for t in vis.comp.terrains]
            + [("piece", "module"), ("piece", "base"), ("piece", "harvester")])


def mat_name(name: str, width: int, measure: Callable[[str, int], int]) -> tuple[str, int]:
    """A player's name and text size for a mat header ``width`` pixels wide (``measure``
    gives a text's width at a size): whole if it fits, else its last words when they hold
    the seat's number ("Heuristic bot 2" -> "bot 2", which still tells the bots apart; at
    24 if 26 is too big), else its start cut with an ellipsis."""
    words = name.split()
    for size in MAT_NAME_SIZES:
        if measure(name, size) <= width:
            return name, size
        for i in range(1, len(words)):
            tail = " ".join(words[i:])
            if (any(ch.isdigit() for ch in tail) and any(ch.isalpha() for ch in tail)
                    and measure(tail, size) <= width):
                return tail, size
    size = MAT_NAME_SIZES[0]
    while name and measure(name + "…", size) > width:
        name = name[:-1]
    return name + "…", size


#: the mat header's name size, and the smaller one tried before a name is shortened
MAT_NAME_SIZES = (26, 24)
