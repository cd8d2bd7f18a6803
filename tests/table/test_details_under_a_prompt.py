"""A seat panel whose prompt fills its words' place still shows the first detail line:
played at a 1080p table in a real window, a Merchants auction's countdown asked the seat
on half a long edge (Ann, bottom left) to "Auction in 4 s, then hold your logo" and its
panel never said what was up for auction (the detail line under the two-line prompt had
no room and was dropped without a sign), while the top edge's panel said it. The prompt
is now drawn smaller, while it still goes whole, to leave a detail line its room."""

from __future__ import annotations

import pygame
import pytest

from game.engine.table.seatpanel import paint_prompt
from game.engine.tablesetup import TableSizes
from game.merchants.bots import HeuristicBot
from tests.merchants_ui.conftest import FakeClock
from tests.merchants_ui.test_table_game import start
from tests.table.drawn_lines import drawn
from tests.table.test_text_sizes import table_app

#: the seats' places of the real-window game (Ann and Dev joined, the bots took the rest)
SLOTS = ("bottom-left", "left", "right", "top", "bottom-right")


def test_every_seat_in_a_merchants_auction_countdown_reads_what_is_up(app, monkeypatch):
    clock = FakeClock()
    app.settings.table_mode = True
    s, fingers = start(app, clock, players=5, humans=5, seed=4, look=30.0, slots=SLOTS)
    for _ in range(3000):
        view = fingers.scene.view
        if view.auction.waiting():
            break
        if view.actor is None or view.animating:
            fingers.frames(1, dt=0.1)
            continue
        fingers.perform(HeuristicBot(view.actor, len(s.log)).choose(
            s.state.view(view.actor)), view.actor)
    else:
        pytest.fail("no auction came")
    scene = fingers.scene
    eligible = s.state.auction_eligible
    assert 0 in eligible and len(eligible) >= 2
    lines = drawn(monkeypatch)
    for seat in eligible:
        lines.clear()
        surface = pygame.Surface(scene.parts[seat].size)
        scene.paint_words(seat, True, surface)
        text = [line for line, _size in lines]
        assert any(line.startswith("Auction in") for line in text), (seat, text)
        assert any(line.startswith("Up for auction: the ") for line in text), (seat, text)


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_a_two_line_prompt_leaves_a_detail_line_its_room(size, monkeypatch):
    app = table_app(size, 55)
    try:
        sizes = TableSizes(size, 55)
        lines = drawn(monkeypatch)
        prompt = "Auction in 4 s, then hold your logo"
        probe = pygame.Rect(0, 0, sizes.u(370), 1000)
        paint_prompt(None, app, probe, sizes, prompt, [], True)
        two = 2 * app.fonts.line_height(sizes.u(28), True)
        area = pygame.Rect(0, 0, sizes.u(370), two + 2)  # two prompt lines and no more
        lines.clear()
        paint_prompt(pygame.Surface(size), app, area, sizes, prompt, [], True)
        assert [s for _l, s in lines] == [sizes.u(28)] * 2  # alone: at its size
        lines.clear()
        paint_prompt(pygame.Surface(size), app, area, sizes, prompt,
                     [("Up for auction: the Senate card (cast 2 votes).", "text")], True)
        words = " ".join(line for line, _s in lines)
        assert words.startswith(prompt)  # the prompt whole, smaller
        assert "Up for auction:" in words  # and the detail's first line under it
    finally:
        app.close()
