"""The key-test screen and the auction as scenes on a real (headless) app."""

from __future__ import annotations

import pygame
import pytest

from game.core.auction import AuctionResult
from game.core.session import Seat
from game.engine.auction import AuctionOverlay, AuctionSeat
from game.engine.auction.keys import (
    DEFAULT_AUCTION_KEYS,
    default_key,
    keys_for_seats,
    validate_auction_keys,
)
from game.engine.auction.keytest import KeyTest
from game.engine.auction.scene import AuctionScene, KeyTestScene, auction_seats
from game.engine.input import key_label
from game.engine.scene import Scene
from tests.auction.conftest import key_down, key_up, run_frame

COLOURS = [(230, 97, 30), (40, 130, 220), (240, 228, 66), (0, 170, 120), (190, 110, 220)]


def seats(n=5):
    return [AuctionSeat(i, f"P{i + 1}", COLOURS[i], str(i + 1), key=default_key(i))
            for i in range(n)]


# ---------------------------------------------------------------- keys


def test_default_keys_are_distinct_and_mostly_modifiers():
    codes = [default_key(s) for s in range(5)]
    assert len(set(codes)) == 5
    modifiers = [c for c in codes if pygame.key.name(c).split()[-1] in ("shift", "ctrl")]
    assert len(modifiers) == 3  # + at most two ordinary keys: nothing can ghost
    assert default_key(7) == -1
    assert key_label(pygame.K_LSHIFT) == "Left Shift" and key_label("return") == "Enter"


def test_validate_auction_keys_repairs_bad_entries():
    problems = []
    names = validate_auction_keys(["a", "no such key", "right shift", "a", 5], problems.append)
    assert names[0] == "a"
    assert names[1] == DEFAULT_AUCTION_KEYS[1] and names[2] == DEFAULT_AUCTION_KEYS[2]
    assert names[3] != "a" and len(set(names)) == 5
    assert len(problems) == 4
    assert validate_auction_keys("x", problems.append) == list(DEFAULT_AUCTION_KEYS)
    assert keys_for_seats([0, 6]) == {0: pygame.K_LSHIFT, 6: -1}


# ---------------------------------------------------------------- key test


def test_key_test_lights_held_keys_and_counts_them(clock):
    test = KeyTest(seats(), clock=clock)
    run_frame(test, clock, [(100.0, key_down(default_key(s))) for s in (0, 2, 4)])
    assert test.held_count == 3
    assert [test.controls.held(s) for s in range(5)] == [True, False, True, False, True]
    run_frame(test, clock, [(100.5, key_up(default_key(2)))])
    assert test.held_count == 2
    test.draw(pygame.Surface((1920, 1080)))


def test_key_test_focus_loss_clears_and_touch_lights(clock):
    test = KeyTest(seats(3), clock=clock)
    run_frame(test, clock, [(100.0, key_down(default_key(0)))])
    run_frame(test, clock, [(101.0, pygame.event.Event(pygame.WINDOWFOCUSLOST))])
    assert test.held_count == 0
    x, y = test.layout.place(1).rect.center
    run_frame(test, clock, [(102.0, pygame.event.Event(
        pygame.FINGERDOWN, finger_id=3, touch_id=1, x=x / 1920, y=y / 1080, dx=0.0, dy=0.0,
        pressure=1.0))])
    assert test.controls.held(1)


def test_key_test_rebinds_a_seat(clock):
    changes = []
    test = KeyTest(seats(3), clock=clock, on_change=changes.append)
    run_frame(test, clock, [(100.0, key_down(pygame.K_F2)), (100.1, key_down(pygame.K_b))])
    assert changes == [["left shift", "b", "space"]]
    run_frame(test, clock, [(101.0, key_down(pygame.K_b))])
    assert test.controls.held(1)
    # a discouraged key and a key another seat uses are refused
    run_frame(test, clock, [(102.0, key_down(pygame.K_F1)), (102.1, key_down(pygame.K_RSHIFT))])
    run_frame(test, clock, [(103.0, key_down(pygame.K_F1)), (103.1, key_down(pygame.K_SPACE))])
    assert len(changes) == 1 and test.controls.keys[0] == pygame.K_LSHIFT
    assert "already" in test.message[0]
    # Escape while choosing cancels; Escape otherwise leaves
    run_frame(test, clock, [(104.0, key_down(pygame.K_F3)), (104.1, key_down(pygame.K_ESCAPE))])
    assert not test.done and test.rebinding is None
    run_frame(test, clock, [(105.0, key_down(pygame.K_ESCAPE))])
    assert test.done


# ---------------------------------------------------------------- scenes on an app


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", str(tmp_path / "home"))
    from game.engine.app import App

    application = App(window=(1920, 1080), fullscreen=False, save_settings=False)
    application.push(Scene(application))
    yield application
    application.close()


def post(*events):
    for e in events:
        pygame.event.post(e)


def test_auction_scene_runs_on_the_app_and_pops_with_the_result(app, clock):
    results = []
    parts = auction_seats(
        app, [Seat("Ann", "red"), Seat("Bot", "blue", "heuristic"), Seat("Cy", "green")],
        participants=[0, 1, 2], bot_max={1: 9},
    )
    assert parts[0].key == pygame.K_LSHIFT and parts[1].bot_max == 9 and parts[1].key is None
    overlay = AuctionOverlay(parts, money={0: 30, 1: 30, 2: 30}, clock=clock,
                             sound=app.sound.play, fonts=app.fonts, result_seconds=1.0)
    scene = AuctionScene(app, overlay, results.append)
    app.push(scene)
    pygame.event.clear()
    post(key_down(pygame.K_LSHIFT), key_down(pygame.K_SPACE))
    app.step()
    assert overlay.auction.phase.value == "lead_in"
    clock.t = 105.2
    post(key_up(pygame.K_SPACE))
    app.step()
    assert overlay.result == AuctionResult(2, 18, (), 1)
    assert app.top is scene and results == []
    clock.t = 106.5
    app.step()
    assert app.top is not scene and results == [overlay.result]
    assert "tick" in app.sound.played and "bid" in app.sound.played


def test_auction_scene_covered_by_another_scene_pauses(app, clock):
    parts = [AuctionSeat(0, "Ann", COLOURS[0], "A", key=pygame.K_LSHIFT)]
    overlay = AuctionOverlay(parts, clock=clock, result_seconds=0)
    scene = AuctionScene(app, overlay)
    app.push(scene)
    post(key_down(pygame.K_LSHIFT))
    app.step()
    app.push(Scene(app))  # e.g. the in-game menu
    scene.update(0.0)
    assert overlay.auction.phase.value == "paused"
    app.pop()
    scene.update(0.0)
    assert overlay.auction.phase.value == "gathering"


def test_key_test_scene_defaults_and_escape(app):
    scene = KeyTestScene(app)
    app.push(scene)
    assert [s.key for s in scene.test.seats] == [default_key(i) for i in range(5)]
    post(key_down(pygame.K_LCTRL))
    app.step()
    assert scene.test.controls.held(1)
    post(key_down(pygame.K_ESCAPE))
    app.step()
    assert app.top is not scene


def test_every_demo_stage_renders():
    from game.engine.auction.demo import STAGES, render

    for stage in STAGES:
        surface = render(stage)
        assert surface.get_size() == (1920, 1080)
    with pytest.raises(ValueError):
        render("nope")


def test_push_auction_reads_variant_and_keys_from_the_settings(app):
    from game.core.auction import Variant
    from game.engine.auction.scene import push_auction

    app.settings.auction_variant = "no_app"
    app.settings.auction_keys = ["a", "b"]
    parts = auction_seats(app, [Seat("Ann", "red"), Seat("Bo", "blue"), Seat("Cy", "green")],
                          participants=[0, 2], bot_max={})
    assert [p.key for p in parts] == [pygame.K_a, pygame.K_SPACE]
    scene = push_auction(app, parts, money={0: 10, 2: 10}, on_result=lambda r: None, seed=3)
    assert app.top is scene
    assert scene.panel.auction.variant is Variant.NO_APP
    assert scene.panel.auction.count == 23
