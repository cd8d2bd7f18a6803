"""The words of a seat's row of small cards at a table (Merchants' ballot cards), for any
game: every card of the row in one wording, as large as the cards hold.

A card holds a few short paragraphs (a name, then "your votes: 2"), each wrapped on
whole words (:func:`~game.engine.text.whole_words`; a word a little too wide squeezed
sideways), the rows a line apart and clear of the card's edge. :func:`lay_words` lays out
one card at the first of a few sizes that holds it, else at the smallest with its rows
closer; :func:`row_of_cards` picks the first wording that every card of a row holds whole
(a card too low for the name's lines above its votes may offer the name alone over "1 ·
your votes: 2"), so the cards of a seat read alike; :func:`paint_words` draws a card's
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
              squeeze: bool = True) -> CardWords:
    """``paragraphs`` on a card of size ``card``, ``pad`` pixels in from its sides and
    ``margin`` from its top and bottom: at the first of ``sizes`` (largest first) whose rows
    go in a line apart on whole words, then (``squeeze``) with rows up to
    :data:`NARROWEST` too wide (to be squeezed); else at the smallest size with the rows
    closer (never so close that capitals touch), ``whole`` False."""
    width, high = card[0] - 2 * pad, card[1] - 2 * margin

    def rows_at(size: int, wide: int) -> tuple[tuple[str, int], ...]:
        return tuple((line, k) for k, text in enumerate(paragraphs)
                     for line in whole_words(fonts, text, size, wide, bold))

    for wide in (width, int(width / NARROWEST))[:2 if squeeze else 1]:
        for size in sizes:
            rows, lh = rows_at(size, wide), fonts.line_height(size, bold)
            if len(rows) * lh <= high and all(
                    fonts.width(text, size, bold) * NARROWEST <= width for text, _ in rows):
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
                 margin: int, bold: bool = True) -> list[CardWords]:
    """Each card's words (``wordings``: per card, its wordings, preferred first, each a list
    of paragraphs) in the first wording every card holds whole (:func:`lay_words`); where
    none does, each card's first wording, its rows closer."""
    for w in range(max((len(c) for c in wordings), default=0)):
        laid = [lay_words(fonts, card, c[min(w, len(c) - 1)], sizes, pad, margin, bold)
                for c in wordings]
        if all(words.whole for words in laid):
            return laid
    return [lay_words(fonts, card, c[0], sizes, pad, margin, bold) for c in wordings]


def paint_words(surface: pygame.Surface, fonts: Fonts, r: pygame.Rect, words: CardWords,
                colours: Sequence[RGB], pad: int, bold: bool = True) -> None:
    """A card's laid-out ``words`` in ``r``, centred on it, paragraph ``k`` in
    ``colours[k]``, a row a little too wide squeezed sideways."""
    for i, (text, k) in enumerate(words.rows):
        fonts.draw_in(surface, text, (r.centerx, r.top + words.top + i * words.pitch),
                      words.size, colours[k], r.width - 2 * pad, bold, "midtop")
