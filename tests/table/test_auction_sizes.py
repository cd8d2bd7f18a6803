"""The auction screen at a table is sized from the table's screen like the rest of the
table: drawn at the table's canvas, and no word under the table's smallest text for the
screen's diagonal (not only the canvas's height); on a monitor it draws as before."""

from __future__ import annotations

import pygame
import pytest

from game.core import catalogue
from game.engine.auction.overlay import AuctionOverlay, AuctionSeat
from game.engine.table.tablefonts import FloorFonts
from game.engine.tablesetup import TableSizes
from game.engine.text import Fonts
from game.merchants.auction_shot import open_auction, to_auction
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.auction.conftest import key_down, key_up
from tests.table.test_text_sizes import SIZE, SizesAsked, table_app


def auction_frames(overlay: AuctionOverlay, now: list[float], surface: pygame.Surface,
                   release_at: float) -> None:
    """Ann holds her key, the bots hold; the count, the price falling, Ann letting go at
    ``release_at`` seconds, the result: one frame drawn every tenth of a second."""
    overlay.handle(key_down(pygame.K_a))
    while not overlay.done and now[0] < 100 + release_at + 30:
        now[0] += 0.1
        if abs(now[0] - (100 + release_at)) < 0.05:
            overlay.handle(key_up(pygame.K_a))
        overlay.update(now[0])
        overlay.draw(surface)


@pytest.mark.parametrize("diagonal", [20, 32, 55, 120])
def test_a_table_auction_has_no_word_under_the_tables_smallest_text(diagonal, monkeypatch):
    """A 20-inch screen (smaller than the settings allow) asks more than twice the 1080p
    sizes: the screen follows the diagonal, not only the canvas's height."""
    pygame.font.init()
    sizes = TableSizes(SIZE, diagonal)
    now = [100.0]
    seats = [AuctionSeat(0, "Annabelle", (200, 60, 60), "A", key=pygame.K_a, side="bottom"),
             AuctionSeat(1, "Bob", (60, 60, 200), "B", bot_max=12, side="left"),
             AuctionSeat(2, "Cleo", (200, 200, 60), "C", bot_max=9, side="top"),
             AuctionSeat(3, "Dev", (60, 200, 60), "D", bot_max=15, side="right")]
    asked = SizesAsked(monkeypatch, locate_below=0)
    overlay = AuctionOverlay(seats, money={s: 30 for s in range(4)}, clock=lambda: now[0],
                             fonts=Fonts(), table=sizes, result_seconds=2.0,
                             lot="a Station card: Orbital Dock", touch_first=True)
    assert overlay.layout.size == SIZE and overlay.unit == sizes.unit
    assert isinstance(overlay.fonts, FloorFonts) and overlay.fonts.floor == sizes.min_text
    auction_frames(overlay, now, pygame.Surface(SIZE), release_at=9.0)
    assert overlay.done, "the auction ran to its result"
    drawn = sorted({size for size, _ in asked.sizes})
    assert len(drawn) >= 4 and drawn[0] >= sizes.min_text, (diagonal, drawn)
    if diagonal == 20:
        assert drawn[0] > sizes.u(24)  # above what the canvas's height alone gives


def test_a_monitor_auction_is_sized_by_its_canvas_as_before():
    overlay = AuctionOverlay([AuctionSeat(0, "Ann", (200, 60, 60), key=pygame.K_a),
                              AuctionSeat(1, "Bob", (60, 60, 200), bot_max=5)],
                             clock=lambda: 100.0, fonts=Fonts())
    assert type(overlay.fonts) is Fonts and overlay.unit == 1.0


@pytest.mark.parametrize("diagonal", [32, 55])
def test_the_merchants_auction_at_a_4k_table_meets_the_smallest_text(diagonal,
                                                                     monkeypatch):
    """The real thing: Merchants played on to an auction at a 4K table of ``diagonal``
    inches, its screen opened, every seat holding, the price running."""
    game = catalogue.get_game("merchants")
    app = table_app(SIZE, diagonal)
    try:
        n = game.max_players
        session = bot_session("merchants", 1, n, 0, humans=n)
        from game.core.session import Seat, Session

        bots = [Seat(s.name, s.colour, game.default_bot_level) for s in session.seats]
        to_auction(session, Session(game, bots, 1, session.options, session.state))
        play = TablePlayScene(app, session, size=SIZE, autosave=False)
        app.push(play)
        asked = SizesAsked(monkeypatch, locate_below=999)
        open_auction(app, play)
        for _ in range(6):
            app.draw()
        overlay = app.top.panel
        assert overlay.layout.size == SIZE
        floor = TableSizes(SIZE, diagonal).min_text
        assert overlay.fonts.floor == floor
        # the auction screen's own words (the table under it is checked in
        # test_text_sizes)
        drawn = sorted({size for size, where in asked.sizes if "engine/auction/" in where})
        assert len(drawn) >= 4 and drawn[0] >= floor, (diagonal, drawn)
    finally:
        app.close()
