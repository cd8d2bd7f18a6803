"""A Starship table's board faces the deciding seat, and the view learns that facing from
the table scene (:attr:`~game.engine.table.contract.TableView.table_facing`, the scene's
``facing``, asked of the rules once per position): drawing what glides in every animated
frame asked the rules' pending seats again in each of those frames.

Four bots play in a 1080p window with animations on and a bot delay that leaves each
position on screen for a stretch of frames while its glides run."""

from __future__ import annotations

import statistics
from collections import Counter

from game.scenes.table_play import TablePlayScene
from game.starship.rules.state import StarshipState
from game.starship.view_motion import Glide
from tests.starship_ui.driver import session


def test_the_board_facing_is_asked_of_the_rules_once_per_position_not_per_frame(
        app, monkeypatch):
    app.settings.animation_speed = 1.0
    app.settings.bot_delay = 0.4
    s = session(players=4, humans=0, seed=5)
    scene = TablePlayScene(app, s, autosave=False)
    app.push(scene)
    view = scene.view
    asked: Counter[int] = Counter()  # the rules' pending seats asked for the facing
    turning: list[bool] = []  # inside the view's facing (what moves is turned by it)
    pending_seats, rotation = StarshipState.pending_seats, type(view).table_rotation

    def counted(state: StarshipState, *args, **kwargs):
        if turning:
            asked[len(s.log)] += 1
        return pending_seats(state, *args, **kwargs)

    def facing(self) -> int:
        turning.append(True)
        try:
            return rotation(self)
        finally:
            turning.pop()

    monkeypatch.setattr(StarshipState, "pending_seats", counted)
    monkeypatch.setattr(type(view), "table_rotation", facing)
    gliding: Counter[int] = Counter()  # frames a position drew pieces in flight
    for _ in range(3000):
        before = len(s.log)
        app.step(1 / 60)
        if len(s.log) == before and view.animations:
            gliding[before] += 1
            if any(isinstance(a, Glide) for a in view.animations):
                assert view.table_moving().rects(), "a glide that draws nothing"
        if sum(frames >= 10 for frames in gliding.values()) >= 6:
            break
    long_glides = [pos for pos, frames in gliding.items() if frames >= 10]
    assert len(long_glides) >= 6, gliding
    # once as the position comes (the scene's answer, kept for the position), never
    # again in each of the frames that draw what moves
    for pos in long_glides:
        assert asked[pos] <= 1, (pos, asked[pos], gliding[pos])

def test_the_board_facing_the_view_uses_is_the_scenes(app):
    app.settings.animation_speed = 0
    s = session(players=4, humans=0, seed=5)
    scene = TablePlayScene(app, s, autosave=False)
    app.push(scene)
    app.step(1 / 60)
    view = scene.view
    assert view.table_facing is not None
    assert view.table_rotation() == scene.facing()
    seen = {scene.facing()}
    for _ in range(200):
        app.step(1 / 60)
        assert view.table_rotation() == scene.facing()
        seen.add(scene.facing())
        if len(seen) > 1:
            break
    assert len(seen) > 1, seen


def test_the_board_card_turns_to_each_deciding_bot_within_a_few_frames_at_4k():
    """Bots at a 0.05 s delay at a 4K table: after each move the board card is turned
    toward the seat that decides next. The table's board part (round the card: a bare
    picture and Menu and Undo) was repainted after every move as if it showed the view's
    layers, and the card waited for it: ten frames a move (the median), four of them the
    board part's (``TableView.table_board_layers``)."""
    from game.benchpace import FRAME
    from game.engine.app import App

    app = App(window=(3840, 2160), fullscreen=False, save_settings=False)
    try:
        app.settings.animation_speed = 1.0
        app.settings.bot_delay = 0.05
        s = session(players=4, humans=0, seed=5)
        scene = TablePlayScene(app, s, autosave=False)
        app.push(scene)
        lags: list[int] = []
        behind = None  # the frame since which the window's card faces another way
        for frame in range(1500):
            app.step(FRAME)
            if len(s.log) >= 40:
                break
            card = scene.on_window()[1].get("card:board")
            shown = card[1] if isinstance(card, tuple) and len(card) == 2 else None
            if shown != scene.facing():
                behind = frame if behind is None else behind
            elif behind is not None:
                lags.append(frame - behind)
                behind = None
        assert len(lags) >= 15, lags
        assert statistics.median(lags) <= 7, lags
    finally:
        app.close()
