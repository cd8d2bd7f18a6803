"""One seat's results card at a table: what it holds and how it is laid out, upright.

A card lies at its seat's edge, turned to read from there (the scene,
:mod:`game.scenes.results_table`, places and turns it). Upright, top to bottom: a header
with the seat's badge, its name and its place ("2nd", large); then, in columns filling the
card, the seat's own score rows (every category of the game's breakdown, label and value,
then the final score in bold) and a second block: the headline ("Eli wins!") over the
whole ranking (place, badge, name, final score of every seat, this seat's own line marked).

Every word is whole: :func:`fit_card` picks the largest text size, from the card's own
size down to the table's smallest text, at which every line fits its column and every
column the card, with as few columns as that size allows; where the fonts cannot draw
that small (a 1080p table), the card is laid out on a larger picture that is shown shrunk
(:class:`~game.engine.table.tablefonts.Shrink`). Nothing is cut; a card that cannot hold
its words even then says so (``None``: the scene gives it more room).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.engine.draw import seat_badge
from game.engine.text import MIN_SIZE, Fonts, whole_words

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.theme import PlayerLook

#: the text size a card starts from (1080p pixels); its header's name and place are larger
BODY = 28
NAME_SCALE = 1.2
PLACE_SCALE = 1.5
#: space round the card's content, between columns and between a label and its value,
#: in lines of the body text's height
PAD_LINES = 0.45
COLUMN_GAP_LINES = 1.2
VALUE_GAP_LINES = 0.8
#: a column is drawn no wider than this many body lines' heights (a value far from its
#: label is hard to follow across a wide card)
WIDEST_COLUMN_LINES = 18


@dataclass(frozen=True)
class RankLine:
    """One seat's line in the ranking."""

    place: str
    name: str
    score: str
    look: PlayerLook
    #: the card's own seat (drawn in the accent colour)
    own: bool


@dataclass(frozen=True)
class CardContent:
    """What one seat's card says."""

    name: str
    look: PlayerLook
    place: str
    winner: bool
    #: (label, value) of every score category of the seat, in the game's order
    rows: tuple[tuple[str, str], ...]
    final: str
    headline: str
    ranking: tuple[RankLine, ...]


@dataclass(frozen=True)
class Entry:
    """One line of a laid-out card, in its column: ``kind`` "row", "final", "headline"
    or "rank"; its rect on the (upright, possibly larger) picture."""

    kind: str
    rect: pygame.Rect
    text: str = ""
    value: str = ""
    rank: RankLine | None = None


@dataclass(frozen=True)
class CardLayout:
    """A card laid out at one text ``size`` on a picture of ``size_px``."""

    size_px: tuple[int, int]
    size: int
    header: pygame.Rect
    entries: tuple[Entry, ...]
    columns: int

    def texts(self) -> list[str]:
        """Every word the card's body shows (tests)."""
        out: list[str] = []
        for e in self.entries:
            out += [t for t in (e.text, e.value) if t]
            if e.rank is not None:
                out += [e.rank.place, e.rank.name, e.rank.score]
        return out


def _widths(fonts: Fonts, size: int) -> tuple[int, int, int]:
    """(line height, gap between a label and its value, gap between columns)."""
    lh = fonts.line_height(size, True)
    return lh, round(lh * VALUE_GAP_LINES), round(lh * COLUMN_GAP_LINES)


def _rank_columns(fonts: Fonts, size: int, ranking: Sequence[RankLine]
                  ) -> tuple[int, int, int]:
    """The ranking's column widths: places, names (after the badge), scores."""
    return (max(fonts.width(r.place, size, True) for r in ranking),
            max(fonts.width(r.name, size, True) for r in ranking),
            max(fonts.width(r.score, size, True) for r in ranking))


def header_height(fonts: Fonts, size: int) -> int:
    return fonts.line_height(round(size * PLACE_SCALE), True)


def fit_card(fonts: Fonts, card: CardContent, size_px: tuple[int, int], start: int,
             floor: int) -> CardLayout | None:
    """The card laid out on a picture of ``size_px`` at the largest text size from
    ``start`` down to ``floor`` (canvas pixels, never under the fonts' own
    :data:`~game.engine.text.MIN_SIZE`) at which every word is whole; None when even
    ``floor`` does not hold them."""
    for whole in (True, False):
        layout = _largest(fonts, card, size_px, start, floor, whole)
        if layout is not None:
            return layout
    return None


def _largest(fonts: Fonts, card: CardContent, size_px: tuple[int, int], start: int,
             floor: int, whole: bool) -> CardLayout | None:
    """:func:`fit_card` with the ranking kept in one column (``whole``) or not."""
    lo, hi = max(floor, MIN_SIZE), max(start, MIN_SIZE)
    best = layout_at(fonts, card, size_px, lo, whole)
    if best is None:
        return None
    # halving toward the largest size that fits: a larger text needs more room, so the
    # search may settle a size low where the columns' count jumps, never on one that
    # does not fit
    while lo < hi:
        mid = (lo + hi + 1) // 2
        layout = layout_at(fonts, card, size_px, mid, whole)
        if layout is None:
            hi = mid - 1
        else:
            lo, best = mid, layout
    return best


def layout_at(fonts: Fonts, card: CardContent, size_px: tuple[int, int], size: int,
              whole: bool = True) -> CardLayout | None:
    """The card laid out at text ``size`` (the fewest columns that hold it), or None;
    ``whole``: the headline and the ranking in one column (else they may go on in the
    next)."""
    w, h = size_px
    lh, value_gap, col_gap = _widths(fonts, size)
    pad = round(lh * PAD_LINES)
    header = pygame.Rect(pad, pad, w - 2 * pad, header_height(fonts, size))
    if not _header_fits(fonts, card, header.width, size):
        return None
    body = pygame.Rect(pad, header.bottom + pad, w - 2 * pad, h - header.bottom - 2 * pad)
    if body.height < lh:
        return None
    rows = [("row", label, value,
             fonts.width(label, size) + value_gap + fonts.width(value, size))
            for label, value in card.rows]
    rows.append(("final", "Final score", card.final,
                 fonts.width("Final score", size, True) + value_gap
                 + fonts.width(card.final, size, True)))
    places, names, scores = _rank_columns(fonts, size, card.ranking)
    rank_w = places + value_gap + lh + value_gap // 2 + names + value_gap + scores
    needed = max(max(r[3] for r in rows), rank_w)
    for columns in range(1, 6):
        col_w = (body.width - (columns - 1) * col_gap) // columns
        if col_w < needed:
            return None
        headline = whole_words(fonts, card.headline, size, col_w, True)
        if any(fonts.width(line, size, True) > col_w for line in headline):
            continue
        blocks = [[(kind, text, value) for kind, text, value, _ in rows],
                  [("headline", line, "") for line in headline]
                  + [("rank", str(k), "") for k in range(len(card.ranking))]]
        if whole and len(blocks[1]) * lh > body.height:
            return None
        placed = _flow(blocks, body, col_w, col_gap, lh, columns)
        if placed is None:
            continue
        draw_w = min(col_w, max(needed, lh * WIDEST_COLUMN_LINES))
        entries = tuple(
            Entry(kind, pygame.Rect(rect.left, rect.top, draw_w, lh),
                  text if kind != "rank" else "", value,
                  card.ranking[int(text)] if kind == "rank" else None)
            for kind, text, value, rect in placed)
        return CardLayout(size_px, size, header, entries, columns)
    return None


def _header_fits(fonts: Fonts, card: CardContent, width: int, size: int) -> bool:
    name_w = fonts.width(card.name, round(size * NAME_SCALE), True)
    place_w = fonts.width(card.place, round(size * PLACE_SCALE), True)
    badge = header_height(fonts, size)
    return badge + size // 2 + name_w + size + place_w <= width


def _flow(blocks: list[list[tuple[str, str, str]]], body: pygame.Rect, col_w: int,
          col_gap: int, lh: int, columns: int) -> list[tuple[str, str, str, pygame.Rect]] | None:
    """Lines top to bottom in columns; a block starts a new column when the rest of the
    current one cannot hold it whole (a heading never ends a column); None when more
    than ``columns`` columns are needed."""
    out: list[tuple[str, str, str, pygame.Rect]] = []
    col, y = 0, body.top
    for n, block in enumerate(blocks):
        if n:
            y += lh // 2
        if y > body.top and y + len(block) * lh > body.bottom:
            col, y = col + 1, body.top
        for kind, text, value in block:
            if y + lh > body.bottom:
                col, y = col + 1, body.top
            if col >= columns:
                return None
            out.append((kind, text, value,
                        pygame.Rect(body.left + col * (col_w + col_gap), y, col_w, lh)))
            y += lh
    return out


def paint_card(surface: pygame.Surface, app: App, card: CardContent, layout: CardLayout,
               edge_px: int) -> None:
    """Draw the card ``layout`` says onto ``surface`` (upright, of ``layout.size_px``);
    ``edge_px``: the width of its border and of the seat's edge along its bottom."""
    t, f = app.theme, app.fonts
    size = layout.size
    box = surface.get_rect()
    surface.fill(t.c("background"))
    pygame.draw.rect(surface, t.c("panel"), box, border_radius=size // 2)
    pygame.draw.rect(surface, card.look.rgb if card.winner else t.c("panel_border"), box,
                     edge_px, border_radius=size // 2)
    pygame.draw.rect(surface, card.look.rgb,
                     pygame.Rect(0, box.bottom - 2 * edge_px, box.width, 2 * edge_px))
    head = layout.header
    badge = pygame.Rect(head.left, head.top, head.height, head.height)
    seat_badge(surface, badge, card.look, f)
    f.draw(surface, card.name, (badge.right + size // 2, head.centery),
           round(size * NAME_SCALE), t.c("text"), True, "midleft")
    f.draw(surface, card.place, head.midright, round(size * PLACE_SCALE),
           t.c("accent") if card.winner else t.c("text"), True, "midright")
    lh, value_gap, _ = _widths(f, size)
    ranks = [e.rank for e in layout.entries if e.rank is not None]
    places, names, _ = _rank_columns(f, size, ranks) if ranks else (0, 0, 0)
    for k, e in enumerate(layout.entries):
        r = e.rect
        if e.kind in ("row", "final"):
            if k % 2 == 0:
                surface.fill(t.c("background_hi"), r)
            bold = e.kind == "final"
            colour = t.c("accent") if bold else t.c("text")
            f.draw(surface, e.text, (r.left + size // 4, r.centery), size, colour, bold,
                   "midleft")
            f.draw(surface, e.value, (r.right - size // 4, r.centery), size, colour, bold,
                   "midright")
        elif e.kind == "headline":
            f.draw(surface, e.text, (r.left, r.centery), size, t.c("accent"), True, "midleft")
        elif e.rank is not None:
            rank = e.rank
            colour = t.c("accent") if rank.own else t.c("text")
            f.draw(surface, rank.place, (r.left + places, r.centery), size, colour, True,
                   "midright")
            mark = pygame.Rect(0, 0, lh - 6, lh - 6)
            mark.midleft = (r.left + places + value_gap, r.centery)
            seat_badge(surface, mark, rank.look, f, border=None)
            f.draw(surface, rank.name, (mark.right + value_gap // 2, r.centery), size,
                   colour, rank.own, "midleft")
            f.draw(surface, rank.score,
                   (mark.right + value_gap // 2 + names + value_gap, r.centery), size,
                   colour, True, "midleft")
