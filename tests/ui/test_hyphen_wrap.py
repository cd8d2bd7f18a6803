"""A word wider than a line is broken with a hyphen ("Destin-" / "ations"), in the
engine's one wrap (``Fonts.wrap``) as in the table's painters (``hyphened``): a bare cut
("WWWWWWWWWWWWWWW" / "W moves ...") read as two words. Checked by where lines break and
that every letter is kept."""

from __future__ import annotations

import pygame
import pytest

from game.engine import text
from game.engine.text import Fonts


@pytest.fixture(scope="module")
def fonts() -> Fonts:
    pygame.font.init()
    return Fonts()


def test_a_long_word_is_hyphened_into_even_pieces_that_fit(fonts: Fonts) -> None:
    word = "Destinations"
    whole = fonts.get(24).size(word)[0]
    out = text.hyphened(fonts, word, 24, whole * 2 // 3)
    first, second = out.split()
    assert first.endswith("-") and first[:-1] + second == word  # nothing lost
    for piece in (first, second):
        assert fonts.get(24).size(piece)[0] <= whole * 2 // 3
    # as even as can be: neither piece is more than a few letters longer
    assert abs(len(first) - 1 - len(second)) <= 3


def test_a_very_long_word_takes_as_many_pieces_as_it_needs(fonts: Fonts) -> None:
    word = "Recommissioned"
    limit = fonts.get(24).size("Recom-")[0]
    pieces = text.hyphened(fonts, word, 24, limit).split()
    assert len(pieces) >= 3
    assert "".join(p.rstrip("-") for p in pieces) == word
    assert all(p.endswith("-") for p in pieces[:-1])


def test_words_that_fit_and_short_words_are_left_whole(fonts: Fonts) -> None:
    assert text.hyphened(fonts, "Gear left", 24, 500) == "Gear left"
    assert text.hyphened(fonts, "Box", 24, 5) == "Box"  # three letters: never split


def test_a_wrap_hyphens_a_word_wider_than_the_line(fonts: Fonts) -> None:
    width = fonts.width("WWWWWW", 24)
    lines = fonts.wrap("WWWWWWWWWWWWWWWW moves the Mark II Tug", 24, width)
    name_lines = lines[:3]
    assert all(line.endswith("-") for line in name_lines[:-1]), lines
    assert "".join(line.rstrip("-") for line in name_lines).startswith("WWWWWWWWWWWWWWWW")
    assert all(fonts.width(line, 24) <= width for line in lines), lines
    assert " ".join(lines).replace("- ", "") == "WWWWWWWWWWWWWWWW moves the Mark II Tug"


def test_words_around_a_hyphened_one_stay_whole(fonts: Fonts) -> None:
    width = fonts.width("Bartholomew", 24)
    lines = fonts.wrap("to Bartholomewmaximilian of Io", 24, width)
    assert lines[0] == "to" and lines[-1].endswith("of Io"), lines
    assert sum(line.endswith("-") for line in lines) == 1, lines
    assert all(fonts.width(line, 24) <= width for line in lines), lines
    assert "".join(lines).replace("-", "").replace(" ", "") == "toBartholomewmaximilianofIo"


def test_an_indented_paragraph_keeps_its_indent_and_hyphens_inside_it(fonts: Fonts) -> None:
    width = fonts.width("    Destinat", 24)
    lines = fonts.wrap("    Destinations", 24, width)
    assert len(lines) == 2 and all(line.startswith("    ") for line in lines), lines
    assert lines[0].endswith("-") and all(fonts.width(line, 24) <= width for line in lines)


def test_a_line_too_narrow_for_two_letters_still_keeps_every_letter(fonts: Fonts) -> None:
    lines = fonts.wrap("Destinations", 24, 8)
    assert "".join(line.rstrip("-") for line in lines) == "Destinations"
