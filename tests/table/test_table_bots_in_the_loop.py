"""Bots at a table play at their own pace in the app's real loop (App.run, with its still
loop), not only when frames are stepped by hand: the scene stays busy while a bot's turn
is pending, so the bot delay is counted by frames."""

from __future__ import annotations

from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session


def test_bots_at_a_table_move_in_the_real_loop(app):
    app.settings.bot_delay = 0.3
    session = bot_session("merchants", 5, 3, moves=0, humans=0)
    scene = TablePlayScene(app, session, autosave=False, size=(1920, 1080))
    app.push(scene)
    app.run(seconds=4.0)
    # at 0.3 s a move the bots make about a dozen moves in 4 s; a scene that went still
    # while a bot waited out its delay made none (each wake counted one frame of it)
    assert len(session.log) >= 3, len(session.log)
