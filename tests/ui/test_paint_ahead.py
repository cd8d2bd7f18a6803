"""A board view's repaint spread over frames (:meth:`BoardView.paint_ahead`: the panels an
action changed painted into their caches first, one a pass, then the layers composed from
them) shows the same picture as a view made afresh painting everything at once, after
every action of a bot game, for every game whose view paints ahead."""

from __future__ import annotations

import pygame
import pytest

from game.core.catalogue import get_game
from game.engine.gameview import view_for
from game.scenes.play import BOARD
from game.screenshot import bot_session

#: (game, actions played) per game; Merchants plays slower (auctions are actions too)
GAMES = {"escape": 160, "pandorum": 160, "merchants": 120}


def picture(view, viewer) -> bytes:
    return pygame.image.tobytes(view.top_layer(viewer).subsurface(view.rect), "RGB")


def fresh_picture(app, view, viewer) -> bytes:
    fresh = view_for(view.session.game.id)(view.session, app)
    fresh.layout(view.rect)
    fresh.actor, fresh.viewer = view.actor, view.viewer
    for name in ("scoring", "scoring_title"):  # Merchants' last scoring shown (view state)
        if hasattr(view, name):
            setattr(fresh, name, getattr(view, name))
    return picture(fresh, viewer)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_repaint_painted_ahead_matches_a_whole_repaint_all_game_long(app, game_id):
    app.settings.animation_speed = 0  # pieces at rest: the layers show every one
    game = get_game(game_id)
    session = bot_session(game_id, 6, game.max_players, moves=0, humans=0, level="random")
    view = view_for(game_id)(session, app)
    view.layout(BOARD)
    assert view.PAINTS_AHEAD
    picture(view, None)
    passes: list[int] = []
    for step in range(GAMES[game_id]):
        if session.state.is_over:
            break
        seat = session.state.pending_seats()[0]
        view.on_events(session.apply(session.bot_action(seat)))
        viewer = None if step % 3 else step % game.max_players
        count = 1
        while not view.paint_ahead(viewer, 0.0, compose=False):  # one panel a pass
            count += 1
            assert count < 40, "painting ahead never ends"
        passes.append(count)
        painted = dict(view.layer_paints())
        assert view.paint_ahead(viewer, 0.0, compose=True) and view.layers_current(viewer)
        assert sum(view.layer_paints().values()) - sum(painted.values()) <= len(view.LAYERS)
        if step % 4 == 0:
            assert picture(view, viewer) == fresh_picture(app, view, viewer), \
                f"{game_id}: the picture differs after action {step}"
    assert view.panels_ahead > len(passes) // 2, "panels are painted ahead"
    assert max(passes) >= 2, "some repaints were spread over several passes"


def test_painting_ahead_leaves_the_layers_alone_until_done(app):
    """While panels are still to paint, the layers keep the last picture (a frame that
    shows them shows no half of a repaint)."""
    game = get_game("merchants")
    session = bot_session("merchants", 2, 5, moves=0, humans=0, level="random")
    view = view_for("merchants")(session, app)
    view.layout(BOARD)
    before = picture(view, None)
    paints = view.layer_paints()
    for _ in range(60):
        seat = session.state.pending_seats()[0]
        view.on_events(session.apply(session.bot_action(seat)))
        if not view.paint_ahead(None, 0.0, compose=False):
            break
        before, paints = picture(view, None), view.layer_paints()
    else:
        pytest.fail(f"no {game.title} action needed two passes")
    layer = view._layers[view.LAYERS[-1]].get(view._layers[view.LAYERS[-1]].key,
                                               lambda s: None)
    assert view.layer_paints() == paints
    assert pygame.image.tobytes(layer.subsurface(view.rect), "RGB") == before


@pytest.mark.parametrize("game_id", ["escape", "pandorum", "starship"])
def test_the_play_scene_shows_an_action_whole_after_its_frames_ahead(app, monkeypatch,
                                                                     game_id):
    """In play (two frames ahead): the frame of a bot's move and the next keep the last
    picture on the canvas; the one after shows the board as a repaint of everything."""
    from game.scenes.play import PlayScene

    monkeypatch.setattr(PlayScene, "ahead_frames", 2)
    app.settings.bot_delay = 0.1
    game = get_game(game_id)
    session = bot_session(game_id, 4, game.max_players, moves=10, humans=0, level="random")
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    board = lambda: pygame.image.tobytes(app.canvas.subsurface(BOARD), "RGB")  # noqa: E731
    checked = 0
    for _ in range(3000):  # random bots in a worker: a busy machine needs more frames
        before, moves = board(), len(session.log)
        app.step(1 / 60)
        if len(session.log) == moves or session.state.is_over:
            continue
        assert board() == before, "the frame of the move keeps the last picture"
        app.step(1 / 60)
        assert board() == before, "so does the next, painting ahead"
        if len(session.log) != moves + 1:
            continue  # (another move came meanwhile)
        app.step(1 / 60)
        shown = board()
        assert shown != before
        play.view.layout(play.view.rect)  # forget every cached layer, panel and picture
        app.dirty = True
        app.draw()
        assert board() == shown, f"{game_id}: the board after move {moves + 1}"
        checked += 1
        if checked == 6:
            break
    assert checked == 6


def _merchants_bots(app, monkeypatch, budget: float, delay: float):
    """Five random Merchants bots from move 10 on the play screen, ``budget`` seconds a
    frame of painting ahead (up to 40 frames), a bot move every ``delay`` seconds."""
    from game.scenes.play import PlayScene

    monkeypatch.setattr(PlayScene, "ahead_frames", 40)
    monkeypatch.setattr(PlayScene, "ahead_budget", budget)
    app.settings.bot_delay = delay
    session = bot_session("merchants", 4, 5, moves=10, humans=0, level="random")
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    return session, play


def test_the_play_scene_keeps_the_last_picture_until_every_panel_is_painted(app,
                                                                           monkeypatch):
    """An action's panels painted one a frame (a budget of nothing: one panel a pass): the
    last picture stays on the canvas for as many frames as they take (more than two for
    some Merchants moves), each frame painting one panel, but for the panels that show
    the result early (the boards and the right column: the prompt is not one of them);
    then a frame composes the board's layers, and the next shows the board as a whole
    redraw does."""
    session, play = _merchants_bots(app, monkeypatch, budget=0.0, delay=0.1)
    board = lambda: pygame.image.tobytes(app.canvas.subsurface(BOARD), "RGB")  # noqa: E731
    prompt = lambda: pygame.image.tobytes(  # noqa: E731
        app.canvas.subsurface(play.view.lay.prompt), "RGB")
    held: list[int] = []
    for _ in range(600):
        before, moves, before_prompt = board(), len(session.log), prompt()
        app.step(1 / 60)
        if len(session.log) != moves + 1 or session.state.is_over:
            continue
        frames, painted = 1, play.view.panels_ahead
        while play._board_behind and frames < 40:
            assert play.view.panels_ahead - painted <= 1, "one panel a frame"
            assert prompt() == before_prompt, "the prompt comes with the whole picture"
            painted = play.view.panels_ahead
            app.step(1 / 60)
            frames += 1
            assert len(session.log) == moves + 1, "(no other move meanwhile: bot delay)"
        assert frames < 40, "the board is shown once painted"
        assert board() != before
        shown = board()
        play.view.layout(play.view.rect)  # forget every cached layer, panel and picture
        app.dirty = True
        app.draw()
        assert board() == shown, f"the board after move {moves + 1}"
        held.append(frames)
        if len(held) == 5:
            break
    assert len(held) == 5
    assert max(held) > 4, f"a repaint spread over more frames than before: {held}"


def test_an_actions_board_shows_before_its_chrome_is_painted(app, monkeypatch):
    """Once an action's panels are painted, the next frame composes the board's layers
    and the one after shows the board (with the last chrome); the chrome's new layer is
    painted in a frame of its own after that and copied in the next. With a budget for
    every panel at once, a bot's move: its own frame paints nothing (it did the bot's
    and the rules' work), the next paints every panel (those that show the result early
    are on the screen then), the board is whole three frames after the move's, the
    chrome (the log's new line) a frame or two later, never before the board."""
    from game.scenes.play_chrome import CHROME_AREAS

    session, play = _merchants_bots(app, monkeypatch, budget=10.0, delay=0.5)

    def area(rect: pygame.Rect) -> bytes:
        return pygame.image.tobytes(app.canvas.subsurface(rect), "RGB")

    log = max(CHROME_AREAS, key=lambda r: r.width * r.height)
    seen = 0
    for _ in range(600):
        board, chrome, moves = area(BOARD), area(log), len(session.log)
        app.step(1 / 60)
        if len(session.log) != moves + 1 or session.state.is_over:
            continue
        board_at = chrome_at = early_at = None
        for frame in range(1, 8):
            if board_at is None and not play._board_behind:
                board_at = frame
            if early_at is None and area(BOARD) != board:
                early_at = frame
            if chrome_at is None and area(log) != chrome:
                chrome_at = frame
            app.step(1 / 60)
        if len(session.log) != moves + 1:
            continue  # (secret bids come together: another move in the window)
        assert board_at == 4, "the next frame paints, the next composes, then shown"
        assert early_at is not None and early_at in (2, 4)  # (4: only the prompt changed)
        assert chrome_at is not None and chrome_at > board_at
        seen += 1
        if seen == 4:
            break
    assert seen == 4
