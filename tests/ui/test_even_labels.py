"""A button's label is wrapped into evenly filled lines: a greedy wrap left what was over
on a short last line (a Merchants Moves list button read "Remove influence from Station
sector 1," over a lone "A3", a Pandorum one "Move 3 hexes south-west to an ice field"
over "hex")."""

from __future__ import annotations

import pygame
import pytest

from game.engine.text import Fonts, even_words, whole_words
from game.engine.widgets import Button, button_lines

#: a Moves list button of the 1920x1080 canvas: two to a row, 96 pixels high, 28 px text
MOVES_BUTTON = pygame.Rect(0, 0, 692, 96)


@pytest.fixture(scope="module")
def fonts() -> Fonts:
    pygame.init()
    return Fonts()


@pytest.mark.parametrize(("label", "lines"), [
    ("Remove influence from Station sector 1, A3",
     ("Remove influence from", "Station sector 1, A3")),
    ("Move 3 hexes south-west to an ice field hex",
     ("Move 3 hexes south-west", "to an ice field hex")),
])
def test_a_moves_list_label_has_no_short_last_line(fonts, label, lines):
    assert button_lines(fonts, label, 28, MOVES_BUTTON) == (lines, True)


LABELS = [
    "Remove influence from Station sector 1, A3",
    "Move 5 hexes south-west to a spore jungle hex",
    "Pay Central Laboratory to move",
    "Build with Ice Melter",
    "Forepart\n2 to go",
    "Take a card from the deck (2 to go)",
    "Supercalifragilisticexpialidocious Maximiliano Wolfgang",
    "Bid 12 for the Mark II Scout #9 (all they have)",
]


@pytest.mark.parametrize("label", LABELS)
@pytest.mark.parametrize("width", [120, 200, 320, 480, 700])
def test_even_lines_hold_the_words_on_no_more_lines_than_a_greedy_wrap(fonts, label, width):
    greedy = whole_words(fonts, label, 28, width, True)
    even = even_words(fonts, label, 28, width, True)
    assert len(even) <= len(greedy)
    assert " ".join(even).split() == label.split()  # every word, in order, none broken
    for line in even:  # each line within the width, unless a single word wider than it
        assert fonts.width(line, 28, True) <= width or " " not in line.strip()
    if len(even) > 1:  # evenly filled: the widest line no wider than the greedy one's
        def widest(lines: list[str]) -> int:
            return max(fonts.width(line, 28, True) for line in lines)

        assert widest(even) <= widest(greedy)


@pytest.mark.parametrize(("label", "width", "lines"), [
    # a greedy line's short end comes down: "Cobalt 2 into the" / "hold"
    ("Cobalt 2 into the hold", 300, ("Cobalt 2", "into the hold")),
    # a ship's name stays whole ("Buy Mark I" / "Tug for 8" split it)
    ("Buy Mark I Tug for 8", 227, ("Buy Mark I Tug", "for 8")),
    # a bracketed note the greedy wrap starts a line with keeps its line
    ("Lease Mark I Scout for 4 (+2 loans of 4)", 465,
     ("Lease Mark I Scout for 4", "(+2 loans of 4)")),
    ("Lease Mark I Tug for 4 (+2 loans of 4)", 227,
     ("Lease Mark I", "Tug for 4", "(+2 loans of 4)")),
    # a count after a colon goes with what it counts ("(6 VP): 4" / "fields" split it)
    ("Give back Mission 2 (6 VP): 4 fields by dotted routes", 693,
     ("Give back Mission 2 (6 VP):", "4 fields by dotted routes")),
])
def test_names_notes_and_counts_stay_whole(fonts, label, width, lines):
    """Labels seen in the four games' Moves lists and prompts (Starship, Escape)."""
    size = 28 if width == 693 else 24
    assert button_lines(fonts, label, size, pygame.Rect(0, 0, width, 106))[0] == lines


def test_a_line_break_in_a_label_still_starts_a_line(fonts):
    lines, whole = button_lines(fonts, "North-east\n+0", 28, pygame.Rect(0, 0, 300, 96))
    assert whole and lines == ("North-east", "+0")


def test_a_drawn_button_shows_the_even_lines(app, monkeypatch):
    """What the button draws: the two even lines, not the greedy pair."""
    from tests.pandorum_ui.test_prompt_detail import recorder

    drawn = recorder(monkeypatch, app.fonts)
    button = Button(MOVES_BUTTON, "Remove influence from Station sector 1, A3", lambda: None,
                    size=28)
    button.draw(pygame.Surface(MOVES_BUTTON.size), app, True)
    assert drawn == ["Remove influence from", "Station sector 1, A3"]
