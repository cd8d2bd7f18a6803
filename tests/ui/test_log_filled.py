"""The game log is filled from its newest entry up to its title (found in Starship: an
empty gap under "Game log" whenever the next older entry had more lines than the room
left, which a player reads as "nothing happened"). The oldest entry shown may be cut at
its top; scrolling back shows it whole."""

from __future__ import annotations

import pygame
import pytest

from game.engine.text import Fonts
from game.scenes.play_log import LOG_SIZE, visible_lines

WIDTH = 300


@pytest.fixture(scope="module")
def fonts() -> Fonts:
    pygame.font.init()
    return Fonts()


def entry(words: int, seat: int) -> tuple[int, str, bool]:
    """An action's log line of about ``words`` words."""
    return (seat, " ".join(f"word{seat}{k}" for k in range(words)), False)


def test_an_older_entry_too_long_for_the_room_left_shows_its_last_lines(fonts: Fonts
                                                                        ) -> None:
    lh = fonts.line_height(LOG_SIZE)
    rect = pygame.Rect(0, 0, WIDTH, 5 * lh)  # five lines of room
    old, long, new = entry(2, 0), entry(30, 1), entry(2, 2)
    long_lines = fonts.wrap(long[1], LOG_SIZE, WIDTH - 18)
    assert len(long_lines) > 4, "the long entry is longer than the room left"
    shown, back = visible_lines(fonts, [old, long, new], rect, 0)
    assert back == 0
    assert len(shown) == 5, f"a gap under the title: {len(shown)} of 5 lines used"
    assert shown[-1] == (2, new[1], False)
    assert [text for _seat, text, _event in shown[:4]] == long_lines[-4:]
    # scrolled back, the long entry shows from its first line
    shown, back = visible_lines(fonts, [old, long, new], rect, len(long_lines) - 4)
    assert back == len(long_lines) - 4
    assert shown[0][1] == long_lines[0]
    # with room for everything the log starts with the oldest entry, whole
    everything = pygame.Rect(0, 0, WIDTH, 40 * lh)
    shown, _ = visible_lines(fonts, [old, long, new], everything, 0)
    assert shown[0] == old and len(shown) == len(long_lines) + 2
