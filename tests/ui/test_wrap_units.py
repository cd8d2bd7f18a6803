"""Wrapping keeps a bracketed group of words together where it fits a line (a button
read "Forepart (2 to" / "go)" at a 4K table, now "Forepart" / "(2 to go)"), and a bare
number with the word before it (a Moves list button read "Bring a ship onto zone 1, outer
ring, field" / "1"). Checked by where the lines break, in the engine's two wraps
(``Fonts.wrap`` and the table's ``whole_words``)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.text import Fonts, whole_words, word_units

LABEL = "Forepart (2 to go)"


@pytest.fixture(scope="module")
def fonts() -> Fonts:
    pygame.font.init()
    return Fonts()


def test_a_bracketed_group_is_one_unit_when_it_fits_a_line() -> None:
    assert word_units(LABEL, lambda unit: True) == ["Forepart", "(2 to go)"]
    assert word_units("a (b (c d) e) f", lambda unit: True) == ["a", "(b (c d) e)", "f"]
    assert word_units("Pay (all) now", lambda unit: True) == ["Pay", "(all)", "now"]
    # too wide for a line of its own, or never closed: its words one by one
    assert word_units(LABEL, lambda unit: " " not in unit) == LABEL.split()
    assert word_units("Take (2 to", lambda unit: True) == ["Take", "(2", "to"]


@pytest.mark.parametrize("size, bold", [(48, True), (24, False)])
def test_a_wrap_breaks_before_the_bracket_not_inside_it(fonts: Fonts, size: int,
                                                         bold: bool) -> None:
    width = fonts.get(size, bold).size("Forepart (2 to")[0] + 2  # the old break: "go)"
    expected = ["Forepart", "(2 to go)"]
    assert whole_words(fonts, LABEL, size, width, bold) == expected
    assert fonts.wrap(LABEL, size, width, bold) == expected
    wide = fonts.get(size, bold).size(LABEL)[0]
    assert fonts.wrap(LABEL, size, wide, bold) == [LABEL], "one line when it fits"


def test_a_group_wider_than_a_line_still_breaks_inside_on_whole_words(fonts: Fonts) -> None:
    text = "Take (two cards from the deck)"
    width = fonts.get(24).size("Take (two cards")[0] + 2
    for lines in (whole_words(fonts, text, 24, width), fonts.wrap(text, 24, width)):
        assert lines[0] == "Take (two cards", lines  # filled as before: the group is
        assert " ".join(lines) == text  # too wide for a line of its own
    # indented text keeps its indent on every line
    assert fonts.wrap("  " + LABEL, 24, fonts.get(24).size("  Forepart (2 to")[0] + 2) \
        == ["  Forepart", "  (2 to go)"]


def test_a_bare_number_stays_with_the_word_before_it() -> None:
    assert word_units("onto zone 1, outer ring, field 1", lambda unit: True) == [
        "onto", "zone 1,", "outer", "ring,", "field 1"]
    assert word_units("7 ships left", lambda unit: True) == ["7", "ships", "left"]
    assert word_units("Pay 8 (auction)", lambda unit: True) == ["Pay 8", "(auction)"]
    assert word_units("field 1", lambda unit: " " not in unit) == ["field", "1"]
    # a card's number too: Starship's log read "... from the Mark I Scout" / "#6"
    assert word_units("the Mark I Scout #6", lambda unit: True) == [
        "the", "Mark I", "Scout #6"]
    # and a Roman one: the log read "equips the Mark" / "II Scout #9"
    assert word_units("equips the Mark II Scout #9", lambda unit: True) == [
        "equips", "the", "Mark II", "Scout #9"]


@pytest.mark.parametrize("size, bold", [(26, True), (24, False)])
def test_a_wrap_never_leaves_a_number_alone_on_the_last_line(fonts: Fonts, size: int,
                                                             bold: bool) -> None:
    text = "Bring a ship onto zone 1, outer ring, field 1"
    width = fonts.get(size, bold).size(text)[0] - 4  # the old wrap: "... field" / "1"
    expected = ["Bring a ship onto zone 1, outer ring,", "field 1"]
    assert fonts.wrap(text, size, width, bold) == expected
    assert whole_words(fonts, text, size, width, bold) == expected
    # where the pair is wider than a line, the number goes alone as before
    narrow = fonts.get(size, bold).size("field")[0] + 2
    assert fonts.wrap("field 1", size, narrow, bold) == ["field", "1"]


def test_a_line_break_always_starts_a_line_and_each_part_wraps_on_whole_words(fonts: Fonts
                                                                              ) -> None:
    """A row of like buttons gives each its name over a second line ("North-east" over
    "+2"): the break holds however wide the button is, as it does in a wrapped text."""
    assert whole_words(fonts, "East\n+2", 24, 400, True) == ["East", "+2"]
    narrow = fonts.get(24, True).size("Forepart 2 to")[0] - 1
    assert whole_words(fonts, "Forepart\n2 to go", 24, narrow, True) == \
        ["Forepart", "2 to go"]
    assert whole_words(fonts, "Forepart\nsome more words here", 24, narrow, True)[0] == \
        "Forepart"
    assert whole_words(fonts, "", 24, 100) == []


@pytest.mark.parametrize("text, bracket", [
    ("The run of the Mark II Tug #8 ends (0 Energy Points unspent)",
     "(0 Energy Points unspent)"),
    ("The run of the Mark IV Re-commissioned Scout #30 ends (0 Energy Points unspent)",
     "(0 Energy Points unspent)"),
    ("Easy bot 4 pays 1 to remove a loan marker from the Mark I Tug #1 (all they had; 4 "
     "was due)", "(all they had; 4 was due)"),
])
def test_no_word_is_left_alone_before_a_bracketed_group(fonts: Fonts, text: str,
                                                        bracket: str) -> None:
    """Starship's game log (372 px for an event's line) read "The run of the Mark II Tug
    #8" / "ends" / "(0 Energy Points unspent)": the group kept whole left "ends" alone on
    a line ("Tug #1" before "(all they had; 4 was due)"). Words of the line above come
    down to it, in as many lines as before."""
    width = 372
    lines = fonts.wrap(text, 24, width)
    assert lines[-1] == bracket, lines
    assert " ".join(lines) == text
    assert all(fonts.width(line, 24) <= width for line in lines)
    # no line between the first and the group is short (under half the width)
    assert all(2 * fonts.width(line, 24) >= width for line in lines[1:-1]), lines
    if "Tug #8" in text:
        assert lines == ["The run of the", "Mark II Tug #8 ends", bracket]
    # where nothing is left alone the lines are as before
    assert fonts.wrap("Forepart (2 to go)", 24, 1000) == ["Forepart (2 to go)"]
    assert fonts.wrap("The run ends (0 Energy Points unspent)", 24, width) == \
        ["The run ends", "(0 Energy Points unspent)"], "no word alone: as before"
