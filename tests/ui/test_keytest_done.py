"""The auction key test has an on-screen Done button (issue 15, item 10): mouse and finger
users can leave it without a keyboard; it sits clear of every seat panel."""

from __future__ import annotations

import pygame
import pytest

from game.engine.app import App
from game.engine.auction.keytest import KeyTest, done_rect
from game.engine.auction.layout import make_layout
from game.engine.auction.overlay import AuctionSeat
from game.engine.auction.scene import KeyTestScene
from game.scenes.settings import SettingsScene
from tests.ui.conftest import Driver
from tests.uitext import WINDOW_SIZES, assert_no_overlap, assert_shown, drawn, to_window


def open_key_test(app: App) -> Driver:
    """Settings, then its "Auction keys and key test" button, by a posted click."""
    drive = Driver(app)
    app.push(SettingsScene(app))
    drive.frames(1)
    drive.click(to_window(app, drive.widget(key="auction_keys").rect.center))
    assert isinstance(app.top, KeyTestScene)
    drive.frames(1)
    return drive


@pytest.mark.parametrize("window", WINDOW_SIZES)
def test_done_is_shown_whole_and_a_click_leaves(home, window):
    app = App(window=window, fullscreen=False)
    try:
        drive = open_key_test(app)
        test = app.top.test
        assert_shown(drawn(app), "Done", inside=test.done_button)
        drive.click(to_window(app, test.done_button.center))
        assert isinstance(app.top, SettingsScene)
    finally:
        app.close()


def test_a_finger_on_done_leaves_and_sliding_off_does_not(app):
    drive = open_key_test(app)
    test = app.top.test
    # press on Done, slide off, let go elsewhere: still the key test
    inside, outside = test.done_button.center, test.layout.centre.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=inside, button=1,
                                         touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=outside, button=1,
                                         touch=False))
    drive.frames(2)
    assert app.top.__class__ is KeyTestScene
    drive.tap(test.done_button.center, finger=3)
    drive.frames(1)
    assert isinstance(app.top, SettingsScene)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_done_stays_clear_of_every_seat(players):
    seats = [AuctionSeat(i, f"Seat {i + 1}", (200, 50, 50), "R", (0, 0, 0), key=pygame.K_a + i)
             for i in range(players)]
    test = KeyTest(seats)
    named = {f"seat {s.seat}": test.layout.place(s.seat).rect for s in seats}
    named["centre"] = test.layout.centre
    named["done"] = test.done_button
    assert_no_overlap(named)
    assert pygame.Rect(0, 0, 1920, 1080).contains(test.done_button)


def test_done_falls_back_inside_the_centre_when_no_corner_is_free():
    layout = make_layout([0, 1], (1920, 1080), [None, None])
    full = [pygame.Rect(0, 0, 1920, 300), pygame.Rect(0, 780, 1920, 300), layout.centre]
    rect = done_rect((1920, 1080), full)
    assert layout.centre.contains(rect)
