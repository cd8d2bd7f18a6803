"""The auction card's centre caption, too long for its three lines, is cut as every other
text of the engine is (:func:`~game.engine.boardview.textlines.cut_lines`, session 29): the
lines as the wrap leaves them, the last ending in " …" after a whole word. Cut by hand
before, the last line took the rest of the text and cut it inside a name ("Waiting for
Annabelle, Barthol…"), a name a player could misread for another."""

from __future__ import annotations

import pygame

from game.engine.auction import render
from game.engine.text import Fonts
from tests.table.drawn_lines import rendered

#: a lot and a long list of names waiting: more than three lines at 500 pixels
CAPTION = ("Up for auction: a Production card (helium + crystal) with crystal at the "
           "bottom. Waiting for Annabelle, Bartholomew, Cleopatra, Dev, Eli and everyone "
           "else at this table")


def test_a_caption_too_long_for_its_lines_ends_after_a_whole_word(monkeypatch):
    pygame.font.init()
    fonts = Fonts()
    width = 500
    pieces = rendered(monkeypatch)
    picture = render.caption_surface(fonts, CAPTION, width)
    monkeypatch.undo()
    lines = [text for text, _size in pieces]
    assert len(lines) == render.CAPTION_LINES, lines
    assert picture.get_width() <= width
    assert picture.get_height() == render.CAPTION_LINES * fonts.get(24).get_height()
    assert lines[-1].endswith(" \u2026"), lines
    words = CAPTION.split()
    shown = " ".join(lines).removesuffix(" \u2026").split()
    assert shown == words[:len(shown)], shown  # whole words, in order, none cut
    assert len(shown) < len(words)
