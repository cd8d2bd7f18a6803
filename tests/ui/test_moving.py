"""The engine's list of what moves on a board (game.engine.boardview.moving): one list
gives both the per-frame drawing and the areas the screen redraws."""

from __future__ import annotations

from functools import partial

import pygame
import pytest

from game.core.catalogue import built_games, get_game
from game.engine.boardview.moving import Moving
from game.scenes.play import PlayScene
from game.screenshot import bot_session


def test_moving_draws_in_order_and_names_every_area():
    surface = pygame.Surface((40, 20))
    surface.fill((0, 0, 0))
    out = Moving()
    out.add(lambda s: s.fill((255, 0, 0)), pygame.Rect(0, 0, 40, 20))
    out.add(None, pygame.Rect(30, 0, 10, 10))  # an area only: nothing drawn for it
    out.add(partial(pygame.draw.rect, color=(0, 0, 255), rect=pygame.Rect(0, 0, 10, 10)))
    out.draw(surface)
    # drawn in the order added: the blue square over the red fill
    assert surface.get_at((2, 2))[:3] == (0, 0, 255)
    assert surface.get_at((20, 15))[:3] == (255, 0, 0)
    assert out.rects() == [pygame.Rect(0, 0, 40, 20), pygame.Rect(30, 0, 10, 10)]


def _changed(a: pygame.Surface, b: pygame.Surface) -> pygame.mask.Mask:
    """The pixels where ``a`` and ``b`` differ."""
    diff = pygame.Surface(a.get_size())
    diff.blit(a, (0, 0))
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = pygame.Surface(a.get_size())
    other.blit(b, (0, 0))
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mask = pygame.mask.from_threshold(diff, (0, 0, 0), (1, 1, 1, 255))
    mask.invert()
    return mask


@pytest.mark.parametrize("game_id", built_games())
def test_every_pixel_a_hover_draws_is_in_the_areas_named(app, game_id):
    """A board view lists what moves once (BoardView.moving): with the pointer on a
    target, every pixel draw_moving changes over the layers lies in moving_rects."""
    game = get_game(game_id)
    for moves in (25, 7, 60, 3):
        session = bot_session(game_id, 3, game.min_players, moves=moves,
                              humans=game.min_players)
        play = PlayScene(app, session, autosave=False)
        app.push(play)
        board = play.view
        board.actor = play.current_actor()  # (no pass-the-device cover)
        keys = [board.hover_key(t.rect.center) for t in board.current_targets()]
        if any(k is not None for k in keys):
            break
        app.pop()
    board.hover = next(k for k in keys if k is not None)
    viewer = play.viewer
    layer = board.top_layer(viewer)
    rects = board.moving_rects(viewer)
    assert rects, game_id  # the hover frame's, at least
    drawn = layer.copy()
    board.draw_moving(drawn, viewer)
    mask = _changed(drawn, layer)
    assert mask.count() > 0  # the hover shows
    for r in rects:
        mask.erase(pygame.mask.Mask(r.size, fill=True), r.topleft)
    assert mask.count() == 0, mask.get_bounding_rects()[:3]


def test_what_moves_is_built_once_a_picture(app, monkeypatch):
    """A frame asks for the areas, then draws once in each area: the list of what moves
    is built once for them, and again when the hover moves or a layer is repainted."""
    session = bot_session("escape", 3, 2, moves=25, humans=2)
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    board = play.view
    viewer = play.viewer
    built = []
    real = board.moving
    monkeypatch.setattr(board, "moving", lambda v: built.append(v) or real(v))
    surface = board.top_layer(viewer).copy()
    board.moving_rects(viewer)
    for _ in range(3):
        board.draw_moving(surface, viewer)
    assert len(built) == 1
    board.hover = next(iter(session.state.board.fields))
    board.moving_rects(viewer)
    board.draw_moving(surface, viewer)
    assert len(built) == 2
    board.touch()  # a new picture: the layers repainted
    board.top_layer(viewer)
    board.moving_rects(viewer)
    assert len(built) == 3
