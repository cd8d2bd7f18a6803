"""A whole game of Andromeda Escape played through the interface by posted pygame events.

The human seat's choices come from the heuristic bot (looking at the human's view only),
and each choice is made the way a person makes it: mouse clicks at the canvas positions
of ships, fields, the Launch Platform, cards and buttons, computed from the board map.
"""

from __future__ import annotations

import pygame

from game.escape.bots import HeuristicBot
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from tests.escape_ui.driver import Player, session


def play_through(app, s, humans: set[int], limit: int = 1500) -> list:
    """Click every human decision until the results screen; returns the human actions."""
    from game.scenes.passdevice import PassScene

    p = Player(app)
    done: list = []
    for _ in range(limit * 4):
        top = app.top
        if isinstance(top, ResultsScene):
            return done
        if isinstance(top, PassScene):  # two humans: tap "Pass to ..." like a person
            p.click(top.widgets[0].rect.center)
            continue
        assert isinstance(top, PlayScene)
        view = p.view
        if view.actor is None:
            p.frames(1, dt=0.1)
            continue
        seat = view.actor
        assert seat in humans
        action = HeuristicBot(seat, len(s.log)).choose(s.state.view(seat))
        n = len(s.log)
        p.perform(action)
        assert len(s.log) > n and s.log[n].action == action, (
            f"clicking for {action} did nothing; toasts: {app.toasts.history[-2:]}")
        done.append(action)
        assert len(done) < limit
    raise AssertionError("the game did not reach the results screen")


def test_whole_two_player_game_by_mouse(app):
    s = session(players=2, humans=1, seed=11)
    app.push(PlayScene(app, s, autosave=False))
    done = play_through(app, s, {0})
    kinds = {type(a).__name__ for a in done}
    assert len(done) > 20
    assert {"ReturnMission", "Enter", "Move", "TakeCard"} <= kinds, kinds
    assert s.state.is_over
    results = app.top
    assert isinstance(results, ResultsScene)
    outcome = s.state.outcome()
    assert results.outcome == outcome
    winner = s.seats[outcome.winners[0]].name
    assert winner in results.headline()
    surface = app.draw()
    assert surface.get_at((960, 210)) != surface.get_at((5, 5))  # the headline is drawn


def test_two_humans_with_pass_the_device_and_animation(app):
    """Hot seat: both seats human, pass-the-device between them, ships animated."""
    app.settings.animation_speed = 3.0
    s = session(players=2, humans=2, seed=4)
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    from game.scenes.passdevice import PassScene

    moves = 0
    for _ in range(400):
        top = app.top
        if isinstance(top, PassScene):
            p.click(top.widgets[0].rect.center)
            continue
        view = p.view
        if view.animating or view.actor is None:
            p.frames(1, dt=0.05)
            continue
        action = HeuristicBot(view.actor, len(s.log)).choose(s.state.view(view.actor))
        n = len(s.log)
        p.perform(action)
        assert s.log[n].action == action
        moves += 1
        if moves >= 30:
            break
    assert moves >= 30
    assert pygame.display.get_surface() is not None
