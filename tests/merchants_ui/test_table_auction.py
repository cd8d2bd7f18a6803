"""The Merchants auction screen at a 4K table: the look before it rehearses the screen,
so the frame in which it opens (and the one in which a seat's finger lands) prepares
nothing; the screen is drawn at the table's own size with its words at twice the 1080p
size; at its end the table takes its canvas back."""

from __future__ import annotations

import pygame
import pytest

from game.engine.auction import render
from game.engine.auction.scene import AuctionScene
from game.engine.table.sizing import TableSizes
from game.engine.table.tablefonts import floor_fonts
from game.scenes.table_play import TablePlayScene
from tests.auction.conftest import preparation_counter
from tests.merchants_ui.driver import session
from tests.merchants_ui.table_driver import MerchantsFingers
from tests.merchants_ui.test_auction_view import advance_to_auction

SIZE = (3840, 2160)


@pytest.fixture
def table_app():
    from game.engine.app import App

    application = App(window=SIZE, fullscreen=False, save_settings=False)
    application.settings.bot_delay = 0
    application.settings.animation_speed = 0
    application.settings.table_mode = True
    yield application
    application.close()


def test_a_4k_table_auction_opens_and_is_held_without_preparing_anything(
        table_app, clock, monkeypatch):
    app = table_app
    # the screen draws with the table's fonts: the app's, never below the smallest text
    fonts = floor_fonts(app.fonts, TableSizes(SIZE).min_text)
    render.pieces(fonts).clear()
    s = session(players=4, humans=4, seed=11)
    advance_to_auction(s)
    table = TablePlayScene(app, s, size=SIZE, autosave=False)
    app.push(table)
    driver = table.view.auction
    driver.clock, driver.result_seconds, driver.look_seconds = clock, 0.0, 4.0
    fingers = MerchantsFingers(app)
    fingers.frames(120)  # the look: the fake clock stands still, the rehearsal runs
    assert not isinstance(app.top, AuctionScene)
    made = preparation_counter(monkeypatch, fonts)
    clock.t += 4.1
    fingers.frames(2)
    scene = fingers.auction_scene()
    overlay = scene.panel
    assert app.canvas.get_size() == SIZE and overlay.layout.size == SIZE
    seat = next(p.seat for p in overlay.layout.places if not overlay.seats[p.seat].is_bot)
    fingers.auction_post(pygame.FINGERDOWN, 1, fingers.logo(seat))
    fingers.frames(1)
    assert overlay.controls.held(seat)
    assert made == []
    # the words are drawn at the table's scale: twice the 1080p sizes at 4K
    assert overlay.unit == TableSizes(SIZE).unit == 2.0 and overlay.fonts is fonts
    from game.engine.auction.panel import plan_panel

    plan = plan_panel(overlay.layout.place(seat), overlay.panel_info(seat), app.fonts,
                      overlay.unit)
    assert plan.words[0].size == TableSizes(SIZE).u(32)
    assert overlay.panel_info(seat).status_text == "IN"
