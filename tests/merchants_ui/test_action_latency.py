"""Merchants at 1080p: a click's result is on the screen the frame the click is played in
(issue 12, the action latency): the board acted on first, then the right column (the
slots, the money), each as soon as its repaint is painted ahead; the rest of the picture
(the small boards, the prompt and its buttons, the chrome) follows, and the whole is then
what a whole redraw of the same moment shows."""

from __future__ import annotations

import pygame
import pytest

from game.merchants.view import MerchantsView
from game.scenes.play import PlayScene
from game.screenshot import bot_session
from tests.merchants_ui.driver import Table


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def _human_to_act(app, seed: int) -> PlayScene:
    """A 5-player game mid-way, the human (seat 0) to tap a board spot, its picture
    whole on the canvas; the bots then wait (no bot moves in the frames the test counts)."""
    session = bot_session("merchants", seed, 5, moves=20, humans=1)
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    for _ in range(3000):
        view = play.view
        if (app.top is play and view.actor == 0 and not view.animating
                and not play.animating and any(view.point_for(a) is not None
                                               for a in view.board_actions())):
            break
        app.step(1 / 60)
    else:
        raise AssertionError("no human board tap came")
    app.settings.bot_delay = 30.0
    app.step(1 / 60)
    app.step(1 / 60)
    return play


@pytest.mark.parametrize("seed", [1, 5, 6])
def test_a_click_shows_its_board_in_its_own_frame_and_the_rest_after(app, clock, seed,
                                                                     monkeypatch):
    monkeypatch.setattr(PlayScene, "ahead_frames", 6)  # as in play
    monkeypatch.setattr(PlayScene, "ahead_budget", 0.0)  # one panel a frame: the order
    play = _human_to_act(app, seed)
    view = play.view
    assert isinstance(view, MerchantsView)
    main = view.lay.main.inflate(8, 8).clip(view.rect)
    right, prompt = view.lay.right, view.lay.prompt
    before = app.canvas.copy()
    action = next(a for a in view.board_actions() if view.point_for(a) is not None)
    moves = len(play.session.log)
    Table(app, clock).click(view.point_for(action))  # the click's own frame
    assert len(play.session.log) == moves + 1
    first = app.canvas.copy()
    app.step(1 / 60)
    second = app.canvas.copy()
    for _ in range(8):
        app.step(1 / 60)
    shown = pygame.image.tobytes(app.canvas, "RGB")
    assert len(play.session.log) == moves + 1  # (the bots waited)
    layer = view.top_layer(play.viewer)  # what the layers show after the click
    assert _pixels(layer, main) != _pixels(before, main)
    assert _pixels(first, main) == _pixels(layer, main), "the board is not shown at once"
    assert _pixels(first, right) == _pixels(before, right)  # (next in line)
    assert _pixels(first, prompt) == _pixels(before, prompt)
    assert _pixels(layer, right) != _pixels(before, right)  # the card went into a slot
    assert _pixels(second, right) == _pixels(layer, right), "the slots, money not shown"
    assert _pixels(second, prompt) == _pixels(before, prompt)  # the rest after
    assert shown != pygame.image.tobytes(second, "RGB")
    app.dirty = True  # a whole redraw of the same moment shows the same
    app.step(1 / 60)
    assert pygame.image.tobytes(app.canvas, "RGB") == shown

def test_with_the_frame_budget_of_play_the_click_frame_shows_the_board(app, clock,
                                                                      monkeypatch):
    """The frame budget of play (2 ms a frame painting ahead): the first panel of a pass
    is always painted, so the click's frame shows its board whatever the machine."""
    monkeypatch.setattr(PlayScene, "ahead_frames", 6)
    play = _human_to_act(app, 5)
    view = play.view
    main = view.lay.main.inflate(8, 8).clip(view.rect)
    action = next(a for a in view.board_actions() if view.point_for(a) is not None)
    Table(app, clock).click(view.point_for(action))
    first, changed = app.canvas.copy(), list(app.changed_rects or ())
    for _ in range(8):
        app.step(1 / 60)
    layer = view.top_layer(play.viewer)
    assert _pixels(first, main) == _pixels(layer, main)
    assert main in changed  # and the window is told that area changed
