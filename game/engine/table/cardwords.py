"""The words of a seat's row of small cards at a table (Merchants' ballot cards), for any
game: every card of the row in one wording, as large as the cards hold.

A card holds a few short paragraphs (a name, then "your votes: 2"), each wrapped on
whole words (:func:`~game.engine.text.whole_words`; a word a little too wide squeezed
sideways), the rows a line apart and clear of the card's edge. :func:`lay_words` lays out
one card at the first of a few sizes that holds it, else at the smallest with its rows
closer; :func:`row_of_cards` picks the first wording that every card of a row holds whole
(a card too low for the name's lines above its votes may offer the name alone over "1 ·
your votes: 2"), or, asked, the one that keeps a paragraph (the name) on the fewest rows,
so the cards of a seat read alike; :func:`paint_words` draws a card's
rows, a colour per paragraph. Nothing here knows what the words mean.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.engine.text import NARROWEST, Fonts, whole_words

RGB = tuple[int, int, int]


@dataclass(frozen=True)
class CardWords:
    """One card's words laid out: their size and rows (text, paragraph), the row pitch
    and the first row's top (from the card's top); ``whole``: every row a line apart,
    clear of the margins, none wider than a squeeze holds."""

    size: int
    rows: tuple[tuple[str, int], ...]
    pitch: int
    top: int
    whole: bool


def lay_words(fonts: Fonts, card: tuple[int, int], paragraphs: Sequence[str],
              sizes: Sequence[int], pad: int, margin: int, bold: bool = True,
              squeezes: Sequence[float] = (1.0, NARROWEST)) -> CardWords:
    """``paragraphs`` on a card of size ``card``, ``pad`` pixels in from its sides and
    ``margin`` from its top and bottom: wrapped at each of ``squeezes`` in turn (1: the
    card's width; under 1: a row up to that much too wide stays on its line, drawn
    squeezed), at the first of ``sizes`` (largest first) whose rows go in a line apart on
    whole words, none squeezed past :data:`NARROWEST`; else at the smallest size with the
    rows closer (never so close that capitals touch), ``whole`` False."""
    width, high = card[0] - 2 * pad, card[1] - 2 * margin

    def rows_at(size: int, wide: int) -> tuple[tuple[str, int], ...]:
        return tuple((line, k) for k, text in enumerate(paragraphs)
                     for line in whole_words(fonts, text, size, wide, bold))

    for squeeze in squeezes:
        most = squeeze if squeeze < 1 else NARROWEST
        for size in sizes:
            rows, lh = rows_at(size, int(width / squeeze)), fonts.line_height(size, bold)
            if len(rows) * lh <= high and all(
                    fonts.width(text, size, bold) * most <= width for text, _ in rows):
                return _centred(fonts, card[1], size, rows, lh, True, bold)
    size = sizes[-1]
    rows = rows_at(size, int(width / NARROWEST))
    ascent, lh = fonts.get(size, bold).get_ascent(), fonts.line_height(size, bold)
    pitch = max(ascent, (high - ascent) // max(1, len(rows) - 1))
    return _centred(fonts, card[1], size, rows, min(pitch, lh), False, bold)


def _centred(fonts: Fonts, height: int, size: int, rows: tuple[tuple[str, int], ...],
             pitch: int, whole: bool, bold: bool) -> CardWords:
    block = (len(rows) - 1) * pitch + fonts.line_height(size, bold)
    return CardWords(size, rows, pitch, height // 2 - block // 2, whole)


def row_of_cards(fonts: Fonts, card: tuple[int, int],
                 wordings: Sequence[Sequence[Sequence[str]]], sizes: Sequence[int], pad: int,
                 margin: int, bold: bool = True,
                 squeezes: Sequence[float] = (1.0, NARROWEST),
                 fewest: int | None = None) -> list[CardWords]:
    """Each card's words (``wordings``: per card, its wordings, preferred first, each a list
    of paragraphs) in the first wording every card holds whole (:func:`lay_words`, at
    ``squeezes``); where none does, each card's first wording, its rows closer.

    ``fewest``, a paragraph's index: of the wordings every card holds whole at one of
    ``squeezes`` (every card at the same), the first whose paragraph ``fewest`` takes the
    fewest rows in all, a row a little too wide squeezed rather than wrapped (a ballot
    card's senator name broken over two lines for a pixel too many)."""
    count = max((len(c) for c in wordings), default=0)
    tries = ([(w, squeezes) for w in range(count)] if fewest is None
             else [(w, (squeeze,)) for w in range(count) for squeeze in squeezes])
    best: list[CardWords] | None = None
    for w, wraps in tries:
        laid: list[CardWords] = []
        for c in wordings:  # (a card that does not hold it ends the wording's try)
            laid.append(lay_words(fonts, card, c[min(w, len(c) - 1)], sizes, pad, margin,
                                  bold, wraps))
            if not laid[-1].whole:
                break
        else:
            if fewest is None:
                return laid
            if best is None or _rows_of(laid, fewest) < _rows_of(best, fewest):
                best = laid
            if _rows_of(best, fewest) == len(wordings):
                break  # one row a card: none fewer
    if best is not None:
        return best
    return [lay_words(fonts, card, c[0], sizes, pad, margin, bold, squeezes) for c in wordings]


def _rows_of(laid: Sequence[CardWords], paragraph: int) -> int:
    """How many rows ``paragraph`` takes on all the cards of ``laid``."""
    return sum(1 for words in laid for _, k in words.rows if k == paragraph)


def paint_words(surface: pygame.Surface, fonts: Fonts, r: pygame.Rect, words: CardWords,
                colours: Sequence[RGB], pad: int, bold: bool = True) -> None:
    """A card's laid-out ``words`` in ``r``, centred on it, paragraph ``k`` in
    ``colours[k]``, a row a little too wide squeezed sideways."""
    for i, (text, k) in enumerate(words.rows):
        fonts.draw_in(surface, text, (r.centerx, r.top + words.top + i * words.pitch),
                      words.size, colours[k], r.width - 2 * pad, bold, "midtop")
