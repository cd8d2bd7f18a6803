"""A whole game of Andromeda Escape played through the interface by posted pygame events.

The human seat's choices come from the heuristic bot (looking at the human's view only),
and each choice is made the way a person makes it: mouse clicks at the canvas positions
of ships, fields, the Launch Platform, cards and buttons, computed from the board map.
"""

from __future__ import annotations

import pygame

from game.escape.bots import HeuristicBot
from game.scenes.play import PlayScene
from tests.escape_ui.driver import Player, session
from tests.uidriver import assert_results_shown, heuristic_choice


def test_whole_two_player_game_by_mouse(app):
    s = session(players=2, humans=1, seed=11)
    app.push(PlayScene(app, s, autosave=False))
    done = Player(app).play_through(s, {0}, heuristic_choice(HeuristicBot, s), limit=1500)
    kinds = {type(a).__name__ for a in done}
    assert len(done) > 20
    assert {"ReturnMission", "Enter", "Move", "TakeCard"} <= kinds, kinds
    assert_results_shown(app, s)
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
        assert len(s.log) > n and s.log[n].action == action, (
            f"{action!r} not taken; toasts: {app.toasts.history[-2:]}")
        moves += 1
        if moves >= 30:
            break
    assert moves >= 30
    assert pygame.display.get_surface() is not None
