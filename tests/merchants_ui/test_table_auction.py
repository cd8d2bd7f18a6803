"""The Merchants auction screen at a 4K table: the look before it rehearses the screen,
so the frame in which it opens (and the one in which a seat's finger lands) prepares
nothing; the screen is drawn at the table's own size with its words at twice the 1080p
size; at its end the table takes its canvas back."""

from __future__ import annotations

import pygame
import pytest

from game.engine.auction import render
from game.engine.auction.scene import AuctionScene
from game.engine.table.tablefonts import floor_fonts
from game.engine.tablesetup import TableSizes
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


def test_every_caption_height_is_foreseen_for_the_big_word_rendered_as_the_table_opens():
    import random

    from game.engine.text import Fonts

    fonts = floor_fonts(Fonts(), TableSizes(SIZE).min_text)
    heights = render.caption_heights(fonts, 2.0)
    rng = random.Random(7)
    words = ["Up", "for", "auction:", "the", "Senate", "card", "(cast", "2", "votes,",
             "produce", "1", "helium).", "Waiting", "for", "Ann,", "Bo", "Everyone", "is"]
    seen = set()
    for n in range(1, 40):
        caption = " ".join(rng.choice(words) for _ in range(n))
        cap = render.caption_surface(fonts, caption, 3840 - 2 * 768 - 120, 2.0)
        seen.add(cap.get_height())
        assert cap.get_height() in heights, caption
    assert len(seen) >= 3  # one line at several sizes, and two lines


def test_a_4k_table_renders_hold_as_it_opens_and_not_during_the_look_or_the_auction(
        table_app, clock):
    app = table_app
    s = session(players=4, humans=4, seed=11)
    advance_to_auction(s)

    def holds() -> set[tuple]:  # the renders of "HOLD" kept for the auction's screens
        return {k for fonts in (app.fonts, floor_fonts(app.fonts, TableSizes(SIZE).min_text))
                for k in render.pieces(fonts) if k[:2] == ("big rendered", "HOLD")}

    assert not holds()
    table = TablePlayScene(app, s, size=SIZE, autosave=False)  # its warm-up as it opens
    app.push(table)
    opened = holds()
    assert len(opened) >= 5  # a size per caption height the card may have
    assert not any(k[0] == "HOLD" for k in app.fonts._text_cache)  # (not the fonts' cache)
    driver = table.view.auction
    driver.clock, driver.result_seconds, driver.look_seconds = clock, 0.0, 4.0
    fingers = MerchantsFingers(app)
    fingers.frames(120)  # the look: the rehearsal renders the screen's pieces
    clock.t += 4.1
    fingers.frames(3)
    overlay = fingers.auction_scene().panel
    assert overlay.centre_text()[1] == "HOLD"
    # the card's "HOLD" was one of those rendered at the open (taken, and none rendered
    # since: a "HOLD" rendered in play goes through neither)
    assert len(opened - holds()) == 1 and holds() < opened
    assert not any(k[0] == "HOLD" for k in app.fonts._text_cache)
