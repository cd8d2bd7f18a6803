"""Enter pressed through a game's last decisions does not press "Play again" on the results
screen that opens by itself: a pressing key in its first moments, and its repeats while it
is held, belong to the screen before (game/engine/keyguard.py)."""

from __future__ import annotations

import pygame

from game.engine.keyguard import GUARD_SECONDS
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.screenshot import finished_session
from tests.ui.conftest import Driver


def down(key: int = pygame.K_RETURN) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))


def up(key: int = pygame.K_RETURN) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="",
                                         scancode=0))


def open_results(app) -> ResultsScene:
    results = ResultsScene(app, finished_session("escape", 3, 2))
    app.push(results)
    assert results.focus is not None and results.focus.label == "Play again"
    return results


def test_enter_just_as_the_results_open_and_its_repeats_are_not_play_again(home, app):
    drive = Driver(app)
    results = open_results(app)
    down()  # the Enter meant for the last decision
    drive.frames(1)
    assert app.top is results
    drive.frames(int(GUARD_SECONDS * 60) + 10)  # held on past the guard: key repeat
    down()
    drive.frames(1)
    down()
    drive.frames(1)
    assert app.top is results
    up()  # let go; a fresh press is the player's answer to this screen
    down()
    up()
    drive.frames(1)
    assert isinstance(app.top, PlayScene)


def test_a_fresh_enter_after_the_moment_plays_again_and_escape_always_leaves(home, app):
    drive = Driver(app)
    results = open_results(app)
    drive.frames(int(GUARD_SECONDS * 60) + 2)
    down()
    up()
    drive.frames(1)
    assert isinstance(app.top, PlayScene) and app.top is not results
    results = open_results(app)
    down(pygame.K_ESCAPE)  # not a pressing key: the guard lets it be
    drive.frames(1)
    assert app.top is not results and not isinstance(app.top, ResultsScene)


def test_the_moment_passes_while_the_app_stands_still(home, app):
    """The guard's moment is time, not frames: the app runs no frames while nothing moves
    (App.idle), and the guard aged only by frames stayed in its moment for as long as the
    player looked at the table; every Enter on "Play again" then did nothing (found by
    keys in a real window: twenty Enters in fifty seconds, none taken)."""
    results = open_results(app)
    app.run(seconds=GUARD_SECONDS + 0.4)  # the real loop: it goes still when it may
    assert app.top is results
    down()
    up()
    app.run(seconds=0.2)
    assert isinstance(app.top, PlayScene) and app.top is not results


def test_enter_tapped_steadily_through_the_last_decisions_waits_for_a_pause(home, app):
    """A player tapping Enter three times a second through the last decisions: each tap
    in the moment starts it again, so no tap of the run presses "Play again" (a fixed
    moment of 0.6 s let the third tap through); the first tap after a pause does."""
    drive = Driver(app)
    results = open_results(app)
    for _ in range(8):  # 8 taps, 20 frames (1/3 s) apart: 2.7 s, far past one moment
        down()
        up()
        drive.frames(20)
        assert app.top is results
    drive.frames(int(GUARD_SECONDS * 60) - 20 + 2)  # the player stops, reads
    down()
    up()
    drive.frames(1)
    assert isinstance(app.top, PlayScene) and app.top is not results
