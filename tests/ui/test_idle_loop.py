"""The app's loop goes still when nothing moves (no frames, only a look at the event
queue) and wakes at once for input, a bot decision, a toast running out or a timer that
a busy scene counts down; the first frame after stillness gets one frame's ``dt``."""

from __future__ import annotations

import threading

import pygame
import pytest

from game.core.session import Seat, Session
from game.engine import app as app_mod
from game.engine import botworker
from game.engine.scene import Scene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.title import TitleScene


class Still(Scene):
    """Draws once, never moves; records what reaches it."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.updates: list[float] = []
        self.events: list[int] = []

    def update(self, dt: float) -> None:
        self.updates.append(dt)

    def handle(self, event) -> bool:
        self.events.append(event.type)
        return True

    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))


@pytest.fixture
def never_late(monkeypatch):
    """No safety wake-up within a test: only what should wake the app does."""
    monkeypatch.setattr(app_mod, "IDLE_MAX", 30.0)


def _still(app) -> Still:
    """A Still scene on the app, drawn, with the window's own first events gone."""
    scene = Still(app)
    app.push(scene)
    for _ in range(3):
        app.step(1 / 60)
    pygame.event.clear()
    scene.updates.clear()
    scene.events.clear()
    return scene


def _later(seconds: float, fn) -> threading.Timer:
    timer = threading.Timer(seconds, fn)
    timer.start()
    return timer


def test_a_still_screen_runs_no_frames(app, never_late):
    scene = _still(app)
    app.run(seconds=0.4)
    assert len(scene.updates) == 1  # one frame, then stillness


def test_input_wakes_the_still_app_and_reaches_the_scene(app, never_late):
    scene = _still(app)
    key = dict(key=pygame.K_a, mod=0, scancode=0, unicode="a")
    _later(0.5, lambda: pygame.event.post(pygame.event.Event(pygame.KEYDOWN, **key)))
    _later(0.55, lambda: pygame.event.post(pygame.event.Event(pygame.KEYUP, **key)))
    app.run(seconds=0.9)
    keys = [t for t in scene.events if t in (pygame.KEYDOWN, pygame.KEYUP)]
    assert keys == [pygame.KEYDOWN, pygame.KEYUP]
    assert len(scene.updates) >= 2
    # the half second of stillness before the key is not a frame's time (a frame's dt is
    # capped at 0.25 s: that is what the woken frame would get if it were)
    assert max(scene.updates[1:]) < 0.2


def test_a_held_key_keeps_the_frames_running(app, never_late):
    scene = _still(app)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0, scancode=0,
                                         unicode="a"))
    app.run(seconds=0.3)
    assert app.keys_held == {pygame.K_a} and len(scene.updates) > 3


def test_a_bot_decision_wakes_the_still_app(app, never_late):
    scene = _still(app)
    _later(0.1, botworker._notify)  # what the worker does when a decision is ready
    app.run(seconds=0.4)
    assert len(scene.updates) == 2


def test_the_still_app_wakes_when_a_toast_runs_out(app, never_late):
    scene = _still(app)
    app.toasts.show("short", seconds=0.15)
    app.run(seconds=0.5)
    assert not app.toasts.active
    drawn = app.presented
    assert len(scene.updates) == 2 and drawn >= 2  # the frame without the toast was drawn


def test_the_final_pause_runs_to_the_results_with_no_input(nim, app, never_late):
    seats = [Seat("A", "red", "greedy"), Seat("B", "blue", "greedy")]
    session = Session.start(nim, seats, 1, {"heap": 7})
    app.push(TitleScene(app))
    app.push(PlayScene(app, session, autosave=False))
    app.run(seconds=4.0)
    assert session.state.is_over and isinstance(app.top, ResultsScene)


def test_a_closed_app_stops_listening_for_decisions(app):
    assert app._wake.set in botworker.listeners
    app.close()
    assert app._wake.set not in botworker.listeners
