"""The Starship board's pieces laid out again for a table's larger text (a mixin of
:class:`game.starship.view_draw.Painter`).

At a table every word is drawn at least at the table's smallest text (FloorFonts: 40
pixels on a 32-inch 4K screen, where the map's places were drawn for 24), so where the
monitor's rows no longer fit a card or a box the table path lays them out again: two
short words share a row (a ship's energy and holds, a Destination's energy and bonus),
rows are spaced as the card allows, a long title takes its shorter wording
(:data:`TABLE_WORDS`), a name wraps on fewer lines squeezed a little sideways (letters keep
their height). A word is never cut to a stub. On a monitor nothing here is used.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.engine.table.tablefonts import NARROWEST, FloorFonts, squeezed, whole_words

if TYPE_CHECKING:
    from game.engine.text import Fonts

#: a text's wordings, longest first: the table path takes the first that fits its place
TABLE_WORDS: dict[str, tuple[str, ...]] = {
    "refineries_down": ("Refineries (face down)", "Refineries: face down", "Refineries"),
    "refineries_wait": ("On sale once a player leaves the Dock",
                        "On sale once a ship leaves the Dock", "On sale after the Dock"),
    "gear_left": ("Gear left", "Gear"),
}
#: how far a line may be squeezed sideways to hold one more word (a card's name, a
#: ship's energy and holds); the painter's own limit for a word is 0.72
SQUEEZE = 0.8

Row = list[tuple[str, bool]]


def joined(row: Row) -> str:
    return " ".join(text for text, _bold in row)


class TableDrawing:
    """Table layouts of the board's pieces, and :meth:`narrow_text` (a word squeezed into
    a card, at a table and on a monitor alike); uses the painter's ``s`` (surface) and
    ``f`` (fonts)."""

    s: pygame.Surface
    f: Fonts

    def drawn(self, size: int) -> int:
        """The size text asked at ``size`` is drawn at (larger at a table)."""
        return self.f.lift(size) if isinstance(self.f, FloorFonts) else size

    def narrow_text(self, text: str, midtop: tuple[int, int], size: int,
                    colour: tuple[int, ...], bold: bool, width: int) -> None:
        """Text centred at ``midtop``; a word a little too wide for a card is squeezed
        sideways (to 72 % at most, the letters keep their height), a longer one is cut
        (on a monitor and at a table alike)."""
        surf = squeezed(self.f, text, size, colour, width, bold)
        self.s.blit(surf, surf.get_rect(midtop=midtop))

    def lifted(self, size: int = 24) -> bool:
        """Text asked at ``size`` is drawn larger than asked (a table's smallest text)."""
        return self.drawn(size) > size

    def wording(self, key: str, size: int, width: int, bold: bool = False) -> str:
        """The longest of ``key``'s wordings that fits ``width`` on one line (the
        shortest when none does)."""
        font = self.f.get(size, bold)
        words = TABLE_WORDS[key]
        return next((w for w in words if font.size(w)[0] <= width), words[-1])

    def paired(self, rows: Sequence[Row], width: int, size: int) -> list[Row]:
        """``rows`` of one or two words; a pair too wide for ``width`` on one line, even
        squeezed sideways as far as a word is (:data:`~game.engine.table.tablefonts.NARROWEST`), is
        split into two rows."""
        out: list[Row] = []
        for row in rows:
            wide = self.f.get(size, any(b for _t, b in row)).size(joined(row))[0]
            out += [row] if len(row) == 1 or wide * NARROWEST <= width else [[w] for w in row]
        return out

    def card_rows(self, rect: pygame.Rect, rows: Sequence[Row], size: int,
                  ink: tuple[int, int, int]) -> None:
        """``rows`` centred from the card's top (a pair of words on one line, squeezed
        sideways when a little too wide), as far apart as a line or as the card allows
        (a row's capitals never touch the next one's)."""
        width = rect.width - 8
        rows = self.paired(rows, width, size)
        font = self.f.get(size)
        pitch = self.f.line_height(size) - 2
        if len(rows) > 1:
            pitch = min(pitch, (rect.height - 6 - font.get_ascent()) // (len(rows) - 1))
        y = rect.y + 3
        for row in rows:
            self.narrow_text(joined(row), (rect.centerx, y), size, ink,
                             any(b for _t, b in row), width)
            y += pitch

    def card_lines(self, rect: pygame.Rect, lines: Sequence[tuple[str, int, bool]],
                   width: int, ink: tuple[int, int, int]) -> None:
        """A card's ``lines`` (text, size, bold) at a table, all of them drawn: wrapped as
        on a monitor when that fits the card, else on lines up to :data:`SQUEEZE` too wide
        (squeezed sideways); as far apart as a line or as the card allows."""
        def rows_for(wide: int) -> list[tuple[str, int, bool]]:
            return [(line, size, bold) for text, size, bold in lines
                    for line in whole_words(self.f, hyphened(self.f, text, size,
                                                             int(width / NARROWEST), bold),
                                            size, wide, bold)]

        rows = rows_for(width)  # as on a monitor when they fit a line apart, else squeezed
        if sum(self.f.line_height(size) - 2 for _t, size, _b in rows) > rect.height - 6:
            rows = rows_for(int(width / SQUEEZE))
        if not rows:
            return
        pitch = min(self.f.line_height(size) - 2 for _t, size, _b in rows)
        if len(rows) > 1:
            last = self.f.get(rows[-1][1], rows[-1][2]).get_ascent()
            pitch = min(pitch, (rect.height - 8 - last) // (len(rows) - 1))
        y = rect.top + 4
        for line, size, bold in rows:
            self.narrow_text(line, (rect.centerx, y), size, ink, bold, width)
            y += pitch

    def refinery_card(self, rect: pygame.Rect, icon: Callable[[pygame.Rect], object] | None,
                      bonus: str, cost: str, ink: tuple[int, int, int]) -> None:
        """A refinery card's words at a table: the mine's shape (``icon`` draws it in a
        rectangle) and its bonus ("+3") on
        the first row, the cost ("12cr") on the second, each squeezed sideways to the
        card's width rather than cut, the rows as far apart as the card allows."""
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
            self.narrow_text(bonus, (left + side + 2 + min(row, room) // 2, y), size, ink,
                             False, room)
        self.narrow_text(cost, (rect.centerx, y + pitch), size, ink, False, rect.width - 8)

    def space_plate(self, name: str, width: int, centre: tuple[int, int],
                    radius: int) -> pygame.Rect:
        """A track space's name plate at a table: as wide and high as its name drawn,
        its bottom where the monitor's is (on the circle's top)."""
        w, h = self.f.get(24, True).size(name)
        plate = pygame.Rect(0, 0, max(width, w + 16), max(30, h - 4))
        plate.midbottom = (centre[0], centre[1] - radius + 2)
        return plate

    def flow(self, box: pygame.Rect, words: Sequence[str], top: int, size: int
             ) -> list[tuple[str, tuple[int, int]]]:
        """Where ``words`` go in rows from ``top`` inside ``box`` (left to right, a new
        row when one is full), a gap of a quarter of the text between; when the rows
        would run out of the box, the words closer together (a sixth of the text) and
        nearer the box's right edge."""
        font = self.f.get(size, True)
        pitch = font.get_ascent() + self.drawn(size) // 4
        out: list[tuple[str, tuple[int, int]]] = []
        for gap, margin in ((self.drawn(size) // 4, 4), (self.drawn(size) // 6, 2)):
            x, y, out = box.x + 8, top, []
            for word in words:
                w = font.size(word)[0]
                if x + w > box.right - margin and x > box.x + 8:
                    x, y = box.x + 8, y + pitch
                out.append((word, (x, y)))
                x += w + gap
            if y + font.get_ascent() <= box.bottom - 2:
                break
        return out


def hyphened(fonts: Fonts, text: str, size: int, limit: int, bold: bool = False) -> str:
    """``text`` with every word wider than ``limit`` pixels (what a card holds squeezed
    as far as a word is) broken with a hyphen into pieces that fit, as the Destination
    deck's "Destin-" / "ations": a word in two halves as even as can be ("Gany-" "mede"),
    a longer one in as many pieces as it needs. A word is never cut to a stub."""
    font = fonts.get(size, bold)
    out: list[str] = []
    for word in text.split():
        while font.size(word)[0] > limit and len(word) > 3:
            splits = [(max(font.size(word[:k] + "-")[0], font.size(word[k:])[0]), k)
                      for k in range(2, len(word) - 1)]
            even = [(wide, k) for wide, k in splits if wide <= limit]
            if even:
                k = min(even)[1]
            else:  # more than two pieces: the longest first piece that fits
                k = max((k for k in range(2, len(word) - 1)
                         if font.size(word[:k] + "-")[0] <= limit), default=2)
            out.append(word[:k] + "-")
            word = word[k:]
        out.append(word)
    return " ".join(out)
