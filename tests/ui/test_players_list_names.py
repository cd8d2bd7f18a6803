"""The play screen's players list (the side column, every game) writes a long wide name
whole: "WWWWWWWWWWWWWWWW" (16 letters, the longest setup allows, and the widest) was cut to
"WWWWWWWWW…". It goes on two lines (broken with a hyphen), making its row taller; a name a
little too wide for one line at 28 is written smaller (down to 24), squeezed a little; only
when the side column has no room for the taller rows is a name cut
(game/scenes/play_seats.py)."""

from __future__ import annotations

import importlib

import pygame
import pytest

from game.core.names import NAME_MAX_LEN
from game.core.session import Seat
from game.scenes.play import PlayScene
from game.scenes.play_chrome import SIDE
from game.scenes.play_seats import NAME_SIZES, SEATS_ROOM, name_lines, row_heights
from tests.uidriver import make_session
from tests.uitext import assert_no_text_overlap, drawn

WIDE = "W" * NAME_MAX_LEN
WIDTH = SIDE.width - 24 - 80 - 12  # a row's room for the name (play_seats.NAME_LEFT, _RIGHT)
CASES = [(game, n) for game, counts in (("escape", (2, 3, 4)), ("pandorum", (2, 3, 4)),
                                       ("starship", (2, 3, 4)), ("merchants", (3, 4, 5)))
         for n in counts]


@pytest.mark.parametrize("game,players", CASES)
def test_the_widest_names_read_whole(app, game, players):
    module = importlib.import_module(f"game.{game}.game")
    s = make_session(module.GAME, players=players, humans=1, seed=3)
    s.seats[:] = [Seat(WIDE, seat.colour, seat.bot) for seat in s.seats]
    app.push(PlayScene(app, s, autosave=False))
    play = app.top
    app.step(1 / 60)
    play._chrome_parts = {}
    play.chrome._key = object()  # the side column painted afresh, its words recorded
    lines = [line for line in drawn(app, layers=True) if SIDE.contains(line.rect)]
    names = [line for line in lines if set(line.text.rstrip("-\u2026")) == {"W"}]
    assert not [line.text for line in names if line.cut]
    assert len(names) == 2 * players, [line.text for line in names]
    for first, second in zip(names[::2], names[1::2], strict=True):
        assert first.text.rstrip("-") + second.text == WIDE
        assert second.rect.top >= first.rect.bottom - 2 and first.size >= NAME_SIZES[-1]
    kinds = [line for line in lines if line.text in ("human", "bot: Normal")]
    assert len(kinds) == players
    assert_no_text_overlap(names + kinds)
    log = next(line for line in lines if line.text == "Game log")
    assert all(line.rect.bottom <= log.rect.top for line in names + kinds)


def test_a_little_too_wide_name_is_smaller_then_squeezed(app):
    fonts = app.fonts
    name = "M" * NAME_MAX_LEN  # 448 pixels at 28, 384 at 24: squeezed to the row's 336
    one = name_lines(fonts, name, WIDTH)
    assert one.lines == (name,) and one.size == NAME_SIZES[-1]
    assert fonts.get(one.size, True).size(name)[0] * 0.85 <= WIDTH
    spaced = name_lines(fonts, "WWWWWWWW WWWWWWW", WIDTH, 200)
    assert spaced.lines == ("WWWWWWWW", "WWWWWWW")  # (at its space, no hyphen)


def test_rows_keep_to_their_room_and_cut_only_past_it(app):
    """A row's height holds its name's lines and kind; the rows together never take more
    than their room; a row too short for two lines cuts the name."""
    fonts = app.fonts
    for count in range(2, 6):
        heights = row_heights(fonts, [WIDE] * count, WIDTH)
        assert sum(heights) + 6 * count <= SEATS_ROOM
        for height in heights:
            fit = name_lines(fonts, WIDE, WIDTH, height)
            assert len(fit.lines) == 2 and fit.height(fonts) <= height
    cut = name_lines(fonts, WIDE, WIDTH, 64)
    assert cut.lines[0].endswith("\u2026")
    assert pygame.Rect(0, 0, WIDTH, 64).width == WIDTH


def test_the_log_breaks_a_name_too_wide_for_its_line_with_a_hyphen(app):
    """An event's line (indented) is narrower than "WWWWWWWWWWWWWWWW": the wrap cut it bare,
    "WWWWWWWWWWWWWWW" / "W moves the starting mines", which reads as two words."""
    from game.scenes.play_log import visible_lines

    text = f"{WIDE} moves the starting mines to Local Space"
    lines, _back = visible_lines(app.fonts, [(0, text, True), (0, text, False)],
                                 pygame.Rect(0, 0, 392, 600), 0)
    pieces = [word for _s, line, _e in lines for word in line.split() if "W" in word]
    names = []
    while pieces:  # each name whole, or broken with a hyphen ("WWWWWWWW-" "WWWWWWWW")
        piece = pieces.pop(0)
        names.append(piece if piece == WIDE or not piece.endswith("-")
                     else piece[:-1] + pieces.pop(0))
    assert names == [WIDE, WIDE], lines


@pytest.mark.parametrize("width", [160, 200, 240])
def test_the_results_header_breaks_a_long_name_with_hyphens(app, width):
    """The results table's column header wrote "WWWWWWW" / "WWWWWWW" / "WWWW" (found at the
    end of a game): bare, three words. Each line but the last ends with a hyphen."""
    from game.scenes.results_layout import name_lines as header_lines

    (lines, size), = header_lines(app.fonts, [WIDE], width)
    assert len(lines) > 1
    assert "".join(line.rstrip("-") for line in lines) == WIDE
    assert all(line.endswith("-") for line in lines[:-1]), lines
    assert all(app.fonts.width(line, size, True) <= width for line in lines)
