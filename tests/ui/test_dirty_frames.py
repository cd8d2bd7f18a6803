"""The play scene's dirty-rectangle frames show exactly what a full redraw shows.

A frame that keeps the board's cached layers draws again only the areas the view's moving
things (hover marks, gliding pieces, flashes, detail text) covered last frame or cover now
(``BoardView.moving_rects``); a view that says nothing wrong there would leave a trail of
old pixels. So across a whole game of every board, with bots and a human seat (decided by a
bot, after the pointer wandered for a while), animations on and the pointer moving over the
board every frame, the canvas after each frame is compared with a full redraw of the same
frame: the top layer copied whole, the widgets and everything that moves drawn over it.
"""

from __future__ import annotations

import math

import pygame
import pytest

from game.core.bots import make_bot
from game.core.catalogue import built_games, get_game
from game.engine.auction.scene import AuctionScene
from game.engine.boardview import BoardView
from game.engine.boardview.dirty import merge_rects
from game.framebench import _auction_hand
from game.scenes.play import PlayScene
from game.scenes.play_chrome import BOARD
from game.screenshot import bot_session

#: frames the human's turn waits (the pointer wandering over the targets) before its move
HUMAN_WAIT = 12
#: a seed whose game at the fewest players is short with the default bots
SEED = 2
#: frames at most per game (a safety net; every game ends well before)
FRAMES = 12000


def _pointer(frame: int) -> tuple[int, int]:
    """A pointer wandering over the whole board area, fast enough to cross many targets."""
    t = frame / 60
    return (int(BOARD.centerx + 700 * math.sin(t * 3.1)),
            int(BOARD.centery + 470 * math.sin(t * 2.3 + 1.0)))


def _full_redraw(play: PlayScene, board: BoardView) -> pygame.Surface:
    """The board area of the current frame drawn from scratch."""
    canvas = play.app.canvas
    out = pygame.Surface(canvas.get_size())
    out.set_clip(BOARD)
    out.blit(board.top_layer(play.viewer), BOARD, BOARD)
    play.draw_widgets(out)
    board.draw_moving(out, play.viewer)
    return out


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return (pygame.image.tobytes(a.subsurface(BOARD), "RGB")
            == pygame.image.tobytes(b.subsurface(BOARD), "RGB"))


def _first_difference(a: pygame.Surface, b: pygame.Surface) -> tuple[int, int]:
    for y in range(BOARD.top, BOARD.bottom):
        for x in range(BOARD.left, BOARD.right):
            if a.get_at((x, y)) != b.get_at((x, y)):
                return (x, y)
    return (-1, -1)


@pytest.mark.parametrize("game_id", built_games())
def test_dirty_frames_equal_full_redraws_through_a_whole_game(app, game_id):
    app.settings.bot_delay = 0.05
    app.settings.animation_speed = 2.0
    game = get_game(game_id)
    level = game.default_bot_level
    session = bot_session(game_id, SEED, game.min_players, humans=1, level=level)
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    human = make_bot(game, level, 0, SEED)
    now = [0.0]  # the frames' own clock (a countdown on the board must not tick between
    auction = getattr(play.view, "auction", None)  # a frame and its full redraw)
    if auction is not None:
        auction.clock = lambda: now[0]
    board = play.view
    assert isinstance(board, BoardView)
    waited, kinds = 0, {"whole": 0, "areas": 0, "nothing": 0}
    for frame in range(FRAMES):
        if session.state.is_over and not board.animating:
            break
        if isinstance(app.top, AuctionScene):  # Merchants: the human holds, lets go at 12
            _auction_hand(app.top, 0, 12)
        elif app.top is play and board.actor == 0 and not board.animating:
            waited += 1
            if waited > HUMAN_WAIT:
                waited = 0
                play.submit(human.choose(session.state.view(0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=_pointer(frame),
                                             rel=(1, 1), buttons=(0, 0, 0), touch=False))
        presented = app.presented
        # the real-time auction screen hides the board: its seconds pass quickly; the
        # countdown on the board before it, a tenth of a second a frame
        now[0] += 0.5 if isinstance(app.top, AuctionScene) else (
            0.1 if auction is not None and auction.waiting() else 1 / 60)
        app.step(1 / 60)
        if (app.presented == presented or app.canvas_owner is not play or play._board_behind
                or play.show_moves or play.cover_up):
            continue  # nothing drawn, an overlay or a toast above, or the board kept on purpose
        areas = play.board_areas_drawn
        kind = "whole" if areas == [BOARD] else "areas" if areas else "nothing"
        kinds[kind] += 1
        if kind == "whole":
            continue  # drawn as the full redraw is
        expected = _full_redraw(play, board)
        if not _same(app.canvas, expected):
            at = _first_difference(app.canvas, expected)
            pygame.image.save(app.canvas, f"/tmp/dirty-{game_id}-canvas.png")
            pygame.image.save(expected, f"/tmp/dirty-{game_id}-expected.png")
            raise AssertionError(
                f"{game_id}, frame {frame}, move {len(session.log)}: the canvas differs from a "
                f"full redraw at {at} (areas drawn: {areas}, moving: {play._on_canvas[3]})")
    assert session.state.is_over, f"the game did not end ({app.top!r} on top)"
    # the dirty path is what was tested: most frames drew a few areas or nothing at all
    assert kinds["areas"] > 50 and kinds["nothing"] > 10, kinds
    assert kinds["whole"] < kinds["areas"] + kinds["nothing"], kinds


@pytest.mark.parametrize("game_id", built_games())
def test_a_still_frame_changes_nothing(app, game_id):
    """The human's turn, nothing moving, the pointer still: a frame draws nothing and tells
    the window that nothing changed."""
    game = get_game(game_id)
    session = bot_session(game_id, 5, game.min_players, moves=6, humans=1, level="random")
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    for _ in range(600):
        if app.top is play and play.view.actor == 0 and not play.animating:
            break
        app.step(1 / 60)
    else:
        pytest.skip("no human turn came")
    for _ in range(3):
        app.step(1 / 60)
    play.dirty = True  # a frame is drawn (as after input that changed nothing)
    app.step(1 / 60)
    assert play.board_areas_drawn == []
    assert app.changed_rects == []


def test_merged_areas_cover_every_rectangle_within_the_board():
    rects = [pygame.Rect(10, 110, 40, 40), pygame.Rect(30, 130, 40, 40),  # overlapping
             pygame.Rect(900, 900, 30, 30), pygame.Rect(1400, 1050, 200, 200),  # off the edge
             pygame.Rect(0, 0, 0, 0)]
    areas = merge_rects(rects, BOARD)
    assert len(areas) == 3
    for rect in rects:
        inside = rect.clip(BOARD)
        if inside.width and inside.height:
            assert any(a.contains(inside) for a in areas), rect
    assert all(BOARD.contains(a) for a in areas)
    many = [pygame.Rect(100 * k, 200, 10, 10) for k in range(10)]
    assert len(merge_rects(many, BOARD)) == 1
