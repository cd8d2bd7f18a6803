"""A ship landing does not repaint the state layer (the work of a frame at 1080p): the
layer painted while it flew leaves it out and the frames draw it at rest over the layer,
the same picture as a repaint of everything."""

from __future__ import annotations

import pygame

from game.scenes.play import BOARD, PlayScene
from game.screenshot import bot_session


def test_a_landing_keeps_the_layers_and_shows_the_ship_at_rest(app):
    app.settings.animation_speed = 1.0
    app.settings.bot_delay = 0.1
    session = bot_session("escape", 4, 4, moves=12, humans=0, level="random")
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    view = play.view
    board = lambda: pygame.image.tobytes(app.canvas.subsurface(BOARD), "RGB")  # noqa: E731
    checked = 0
    for _ in range(1500):
        app.step(1 / 60)
        if not view.flying_in() or session.state.is_over:
            continue
        moves = len(session.log)
        while view.flying_in() and len(session.log) == moves:
            paints = view.layer_paints()
            app.step(1 / 60)
        if len(session.log) != moves:
            continue  # another move came before the landing
        assert view.layer_paints() == paints, "a landing repaints no layer"
        assert view.landed(None), "the landed ship is drawn over the layer"
        shown = board()
        view.layout(view.rect)  # forget every cached layer, panel and picture
        app.dirty = True
        app.draw()
        assert board() == shown, f"the board after the landing at move {moves}"
        checked += 1
        if checked >= 3:
            break
    assert checked >= 3, "three landings checked"
