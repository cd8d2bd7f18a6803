"""The engine's table text (game/engine/table/fittext.py): words laid out again where a
table draws them larger than a monitor layout was made for. Each function is checked by
what it gives: where a line breaks, how far apart rows go, which wording is taken, that
every word is kept."""

from __future__ import annotations

import itertools

import pygame
import pytest

from game.engine.table import fittext
from game.engine.table.tablefonts import FloorFonts
from game.engine.text import NARROWEST, Fonts


@pytest.fixture(scope="module")
def fonts() -> Fonts:
    pygame.font.init()
    return Fonts()


def test_sizes_are_lifted_only_at_a_table(fonts: Fonts) -> None:
    floor = FloorFonts(fonts, 40)
    assert not fittext.at_table(fonts) and fittext.at_table(floor)
    assert fittext.lifted_size(fonts, 24) == 24
    assert fittext.lifted_size(floor, 24) == 40 and fittext.lifted_size(floor, 50) == 50


def test_the_longest_wording_that_fits_is_taken(fonts: Fonts) -> None:
    words = ("Refineries (face down)", "Refineries: face down", "Refineries")
    wide = fonts.get(24, True).size(words[1])[0]
    assert fittext.wording(fonts, words, 24, 2000, True) == words[0]
    assert fittext.wording(fonts, words, 24, wide, True) == words[1]
    assert fittext.wording(fonts, words, 24, 10, True) == words[-1]  # none fits: the last


def test_a_pair_of_words_too_wide_even_squeezed_goes_on_two_rows(fonts: Fonts) -> None:
    pair = [("\u26a19", False), ("\u25a24", False)]
    wide = fonts.get(24).size(fittext.joined(pair))[0]
    assert fittext.paired(fonts, [pair], wide, 24) == [pair]
    assert fittext.paired(fonts, [pair], int(wide * NARROWEST) + 1, 24) == [pair]  # squeezed
    assert fittext.paired(fonts, [pair], int(wide * NARROWEST) - 2, 24) == [[pair[0]],
                                                                            [pair[1]]]
    single = [("Destinations", True)]
    assert fittext.paired(fonts, [single], 5, 24) == [single]  # a single word stays


def test_rows_go_a_line_apart_closer_when_they_do_not_fit(fonts: Fonts) -> None:
    lh, ascent = fonts.line_height(24), fonts.get(24).get_ascent()
    assert fittext.rows_pitch(fonts, 3, 10 * lh) == lh
    tight = fittext.rows_pitch(fonts, 4, 3 * ascent)
    assert ascent + 2 <= tight < lh
    assert fittext.rows_pitch(fonts, 5, 0) == ascent + 2  # never so close capitals touch
    assert fittext.rows_pitch(fonts, 1, 0) == lh


def test_a_box_keeps_every_word_and_grows_only_when_it_must(fonts: Fonts) -> None:
    lines = ["1st: 12 credits", "2nd: 8 credits and a vote", "3rd: 4"]
    roomy = pygame.Rect(100, 100, 600, 200)
    box, rows, pitch, top = fittext.box_lines(fonts, roomy, lines)
    assert rows == lines and box == roomy and pitch == fonts.line_height(24)
    assert roomy.top < top < roomy.centery  # the block centred in the box
    narrow = pygame.Rect(100, 100, 160, 40)
    box, rows, pitch, _top = fittext.box_lines(fonts, narrow, lines)
    assert " ".join(rows).split() == " ".join(lines).split()  # wrapped, nothing dropped
    assert len(rows) > len(lines) and box.height > narrow.height and box.top == narrow.top
    below = pygame.Rect(100, 150, 160, 40)  # a place under it: the box keeps clear of it
    box, _rows, _pitch, _top = fittext.box_lines(fonts, narrow, lines, clear_of=[below])
    assert box.bottom == below.top - fittext.clear_gap(fonts)


def test_a_box_may_widen_leftwards_rather_than_wrap(fonts: Fonts) -> None:
    lines = ["Losing boxes pay 3 credits"]
    r = pygame.Rect(300, 100, 120, 60)
    box, rows, _pitch, _top = fittext.box_lines(fonts, r, lines, wider_to=0)
    assert rows == lines and box.right == r.right and box.left < r.left
    assert box.width >= fonts.get(24).size(lines[0])[0] + 16


def test_a_legend_keeps_its_entries_whole_on_lines_under_one_another(fonts: Fonts) -> None:
    drawn: list[str] = []
    real = fittext.draw_rows

    def note(surface, fonts_, rows, *args, **kwargs):  # type: ignore[no-untyped-def]
        drawn.extend(rows)
        real(surface, fonts_, rows, *args, **kwargs)

    surface = pygame.Surface((400, 300))
    entry_w = max(fonts.get(24).size(e)[0] for e in ("1V/2V: vote", "?: special"))
    mp = pytest.MonkeyPatch()
    mp.setattr(fittext, "draw_rows", note)
    try:
        fittext.legend(surface, fonts, "1V/2V: vote  ?: special", (0, 0), entry_w + 4,
                       (255, 255, 255), "topleft")
    finally:
        mp.undo()
    assert drawn == ["1V/2V: vote", "?: special"]


def test_a_label_goes_on_two_lines_its_last_word_below(fonts: Fonts) -> None:
    surface = pygame.Surface((200, 200))
    surface.fill((0, 0, 0))
    fittext.label_in(surface, fonts, "Deck 61", pygame.Rect(50, 50, 80, 100),
                     (255, 255, 255), True)
    lit = [y for y in range(200) if any(surface.get_at((x, y))[0] > 128 for x in range(200))]
    assert lit and lit[0] >= 50 and lit[-1] < 150  # inside the box
    assert max(b - a for a, b in itertools.pairwise(lit)) > 1  # two lines, a gap


def test_words_flow_in_rows_and_come_closer_when_the_box_is_short(fonts: Fonts) -> None:
    words = ["A3", "B2", "C4", "D1", "E2", "F5"]
    tall = pygame.Rect(0, 0, 140, 400)
    placed = fittext.flow_words(fonts, tall, words, 10, 24)
    assert [w for w, _at in placed] == words
    rows = sorted({at[1] for _w, at in placed})
    assert len(rows) > 1 and all(at[0] + fonts.get(24, True).size(w)[0] <= tall.right - 4
                                 for w, at in placed)
    short = pygame.Rect(0, 0, 140, 40)
    squeezed = fittext.flow_words(fonts, short, words, 10, 24)
    assert len({at[1] for _w, at in squeezed}) <= len(rows)


def test_card_lines_draws_every_line_inside_the_card(fonts: Fonts) -> None:
    floor = FloorFonts(fonts, 40)
    seen: list[tuple[str, tuple[int, int]]] = []
    real = fittext.narrow_text

    def note(surface, fonts_, text, midtop, *args):  # type: ignore[no-untyped-def]
        seen.append((text, midtop))
        real(surface, fonts_, text, midtop, *args)

    card = pygame.Rect(0, 0, 150, 160)
    lines = [("Ganymede Station", 24, True), ("\u26a12 +0cr", 24, False)]
    mp = pytest.MonkeyPatch()
    mp.setattr(fittext, "narrow_text", note)
    try:
        fittext.card_lines(pygame.Surface(card.size), floor, card, lines, card.width - 6,
                           (0, 0, 0))
    finally:
        mp.undo()
    words = " ".join(t for t, _at in seen).replace("- ", "").split()
    assert words == ["Ganymede", "Station", "⚡2", "+0cr"]
    assert all(card.collidepoint(at) for _t, at in seen)
    assert len(seen) >= 3  # the name wrapped at the table's larger size
