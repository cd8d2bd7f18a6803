"""A row of small cards' words at a table (game.engine.table.cardwords): every card in one
wording, as large as the cards hold, the rows a line apart and clear of the edges."""

from __future__ import annotations

import pygame
import pytest

from game.engine.table.cardwords import lay_words, paint_words, row_of_cards
from game.engine.text import NARROWEST, Fonts
from tests.uitext import recorder

LONG = ("1 · Exploration Policy", "mine: ?")
SHORT = ("Exploration Policy", "1 · mine: ?")


@pytest.fixture(scope="module")
def fonts() -> Fonts:
    pygame.init()
    return Fonts()


def inside(fonts: Fonts, card: tuple[int, int], laid, margin: int) -> bool:
    lh = fonts.line_height(laid.size, True)
    return (laid.top >= margin and laid.pitch >= lh
            and laid.top + (len(laid.rows) - 1) * laid.pitch + lh <= card[1] - margin)


def test_a_roomy_card_takes_the_largest_size_on_one_row_per_paragraph(fonts):
    laid = lay_words(fonts, (420, 140), LONG, (30, 24), 6, 3)
    assert laid.whole and laid.size == 30
    assert [text for text, _ in laid.rows] == list(LONG)
    assert [k for _, k in laid.rows] == [0, 1]
    assert inside(fonts, (420, 140), laid, 3)


def test_a_narrow_card_wraps_on_whole_words_then_a_smaller_size(fonts):
    laid = lay_words(fonts, (170, 110), LONG, (30, 24), 6, 3)
    assert laid.whole and inside(fonts, (170, 110), laid, 3)
    assert " ".join(text for text, _ in laid.rows) == " ".join(LONG)  # no word lost or cut
    assert all(fonts.width(text, laid.size, True) * NARROWEST <= 170 - 12
               for text, _ in laid.rows)


def test_a_low_card_keeps_every_word_closer_and_says_it_is_not_whole(fonts):
    laid = lay_words(fonts, (170, 60), LONG, (24,), 6, 3)
    assert not laid.whole
    assert " ".join(text for text, _ in laid.rows) == " ".join(LONG)
    ascent = fonts.get(24, True).get_ascent()
    assert laid.pitch >= ascent  # capitals never touch


def test_every_card_of_a_row_takes_the_first_wording_all_hold(fonts):
    card = (190, 72)  # too low for the name's two lines over "mine"
    wordings = [[list(LONG), list(SHORT)], [["2 · Defense Policy", "mine: ?"],
                                            ["Defense Policy", "2 · mine: ?"]]]
    laid = row_of_cards(fonts, card, wordings, (24,), 6, 3)
    assert all(words.whole for words in laid)
    assert [text for text, _ in laid[0].rows] == list(SHORT)  # both cards alike
    assert [text for text, _ in laid[1].rows] == ["Defense Policy", "2 · mine: ?"]
    roomy = row_of_cards(fonts, (300, 140), wordings, (24,), 6, 3)
    assert [text for text, _ in roomy[0].rows] == list(LONG)  # the first wording where all hold


def test_painted_words_are_whole_in_their_colours(fonts, monkeypatch):
    drawn = recorder(monkeypatch, fonts)
    surface = pygame.Surface((200, 100))
    laid = lay_words(fonts, (200, 100), LONG, (24,), 6, 3)
    gold, grey = (250, 200, 60), (120, 120, 140)
    paint_words(surface, fonts, surface.get_rect(), laid, (gold, grey), 6)
    assert drawn == [text for text, _ in laid.rows]

    def golden(k: int) -> int:
        """Gold-ish pixels in row ``k`` (the words are anti-aliased, maybe squeezed)."""
        top = laid.top + k * laid.pitch
        return sum(1 for x in range(200) for y in range(top, top + laid.pitch)
                   if (c := surface.get_at((x, y)))[0] > 160 and c[2] < 110)

    assert golden(0) > 20 and golden(len(laid.rows) - 1) == 0


def test_without_a_squeeze_a_row_a_little_too_wide_is_not_whole(fonts):
    """``squeezes=(1.0,)`` (a ballot card trying its wordings unsqueezed before any is
    squeezed): a row a little wider than the card is not taken as whole; a squeeze
    allows only as much as it says."""
    text = "your votes (hold the eye)"
    width = fonts.width(text, 24, True)
    card = (int(width * 0.95) + 12, 40)  # one line high: no room to wrap
    assert lay_words(fonts, card, [text], (24,), 6, 3).whole  # squeezed a little
    assert not lay_words(fonts, card, [text], (24,), 6, 3, squeezes=(1.0,)).whole
    assert lay_words(fonts, card, [text], (24,), 6, 3, squeezes=(0.9,)).whole
    narrow = (int(width * 0.85) + 12, 40)
    assert not lay_words(fonts, narrow, [text], (24,), 6, 3, squeezes=(0.9,)).whole
    assert lay_words(fonts, narrow, [text], (24,), 6, 3).whole  # NARROWEST: 0.72


def test_a_row_can_keep_a_paragraph_on_the_fewest_rows(fonts):
    """``fewest``: of the wordings every card holds whole, the one whose paragraph (a
    ballot card's senator name) takes the fewest rows, a row a little too wide squeezed
    rather than wrapped; without it, the first wording all hold."""
    name = "3 · Station Policy"
    width = fonts.width(name, 24, True)
    card = (int(width * 0.95) + 12, 120)  # the name a few pixels too wide for a line
    wordings = [[[name, "votes: 2"]], [[name, "votes: 1"]]]
    first = row_of_cards(fonts, card, wordings, (24,), 6, 3, squeezes=(1.0, 0.9))
    assert [text for text, k in first[0].rows if k == 0] == ["3 · Station", "Policy"]
    fewest = row_of_cards(fonts, card, wordings, (24,), 6, 3, squeezes=(1.0, 0.9), fewest=0)
    assert all(words.whole for words in fewest)
    assert [[text for text, k in words.rows if k == 0] for words in fewest] == [[name]] * 2
