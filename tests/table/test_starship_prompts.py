"""Starship's prompts whole in a seat's panel on a 32-inch table (the smallest), at 1080p
and 4K, on half a long edge (the narrowest prompt: 389 pixels at 1080p) and a short edge.

Seen playing in a real window: "First turn: buy or lease a Mark I ship (tap a …" on half a
long edge at 1080p, 32 inches. A panel's prompt now takes a shorter wording at a table for
the first turn, and a prompt longer than two lines at the panel's size goes on more,
smaller lines down to the table's smallest text (on a 1080p table drawn larger and shown
shrunk) before anything is cut.
"""

from __future__ import annotations

import pygame
import pytest

from game.core.bots import make_bot
from game.engine.table.seatpanel import paint_prompt, prompt_lines, prompt_whole
from game.engine.tablesetup import TableSizes
from game.screenshot import bot_session
from game.starship.view_table import TABLE_PROMPTS
from tests.starship_ui.table_driver import StarshipFingers
from tests.table.drawn_lines import drawn
from tests.table.test_text_sizes import table_app

#: every seat on a half of a long edge, and two halves with the short edges
SEATINGS = [("bottom-left", "bottom-right", "top-left", "top-right"),
            ("bottom-left", "bottom-right", "left", "right")]
FIRST_TURN = next(iter(TABLE_PROMPTS))


def prompt_area(scene, seat: int) -> pygame.Rect:
    """Where ``seat``'s prompt is drawn (as the scene's paint_words: the buttons' row too
    when it has none)."""
    parts = scene.parts[seat]
    return parts.prompt if scene.seat_buttons(seat) else parts.prompt.union(parts.buttons)


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_the_first_turn_prompt_reads_whole_on_half_a_long_edge(size, monkeypatch):
    app = table_app(size, 32)
    try:
        session = bot_session("starship", 1, 4, 0, humans=4)
        app.settings.table_seats = list(SEATINGS[0])
        fingers = StarshipFingers.at_table(app, session)
        scene = fingers.scene
        seat = scene.view.actor
        assert scene.table.slots[seat] in SEATINGS[0]
        assert scene.view.prompt_text(None)[0] == FIRST_TURN  # the monitor's words
        prompt = scene.view.table_prompt(seat)
        assert prompt == "First turn: tap a Mark I stack to buy or lease."
        lines = drawn(monkeypatch)
        fingers.settled()
        scene.paint_panel(seat, True, pygame.Surface(scene.parts[seat].size))
        shown = " ".join(text for text, _ in lines)
        assert prompt in shown and "\u2026" not in shown
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("slots", SEATINGS)
def test_no_starship_prompt_is_cut_on_a_32_inch_table(size, slots):
    """Seeded bot games, four seats all human (every panel shows its prompt when it
    decides): at every position the deciding seat's prompt is whole in its panel."""
    app = table_app(size, 32)
    try:
        app.settings.table_seats = list(slots)
        seen, cut, moves = set(), [], 0
        for seed in (1, 2, 3):
            session = bot_session("starship", seed, 4, 0, humans=4)
            fingers = StarshipFingers.at_table(app, session)
            scene = fingers.scene
            game = session.game
            for _ in range(220):
                state = session.state
                if state.is_over:
                    break
                fingers.frames(1)
                seat = scene.view.actor
                assert seat == state.pending_seats()[0]
                prompt = scene.view.table_prompt(seat)
                seen.add(prompt)
                if not prompt_whole(app.fonts, prompt, prompt_area(scene, seat), scene.sizes):
                    cut.append((scene.table.slots[seat], prompt))
                bot = make_bot(game, game.bot_levels[0], seat, seed)
                scene.apply(bot.choose(state.view(seat)))
                moves += 1
            app.pop()
        assert moves > 300 and len(seen) >= 8, (moves, seen)  # many kinds of decision
        assert not cut, cut
    finally:
        app.close()


def test_a_prompt_too_long_for_two_lines_goes_on_more_smaller_lines_whole(monkeypatch):
    """On a 1080p table (32 inches: the smallest text 20 pixels, under the fonts' 24) a
    three-line prompt of half a long edge is drawn smaller, shrunk, whole; a prompt too long
    even so still ends in an ellipsis."""
    app = table_app((1920, 1080), 32)
    try:
        sizes = TableSizes((1920, 1080), 32)
        area = pygame.Rect(0, 0, 389, 82)
        prompt = "Obsolete ships leave: keep one pilot and up to two gear kinds?"
        assert len(app.fonts.wrap(prompt, sizes.u(28), area.width, True)) > 2
        size, lines, k = prompt_lines(app.fonts, prompt, area, sizes)
        assert size * k < sizes.u(28) and round(size * k) >= sizes.min_text
        assert len(lines) * app.fonts.line_height(size, True) * k <= area.height
        assert prompt_whole(app.fonts, prompt, area, sizes)
        surface = pygame.Surface((400, 100))
        surface.fill((0, 0, 0))
        written = drawn(monkeypatch)
        paint_prompt(surface, app, area, sizes, prompt, [], True)
        assert " ".join(t for t, _ in written) == prompt
        ink = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
        assert ink.count() < 400 * 100 - 500  # words were drawn on the panel
        long = " ".join([prompt] * 3)
        assert not prompt_whole(app.fonts, long, area, sizes)
        assert prompt_lines(app.fonts, long, area, sizes)[1][-1].endswith("\u2026")
    finally:
        app.close()
