"""At a table every seat that does not decide reads what just happened, in every game.

A table has no log: a seat that waited saw another seat's or a bot's move only as pieces
and money that changed ("Bob pays Geothermal Tap to the market to move" nowhere). The
board-view base's default :meth:`~game.engine.table.contract.TableView.table_aside` gives
every waiting seat the log's newest lines (public words, as a monitor's log), facing it;
the deciding seat reads its prompt instead.
"""

from __future__ import annotations

import pytest

from game.core import catalogue
from game.core.bots import make_bot
from game.scenes import table_play
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session


@pytest.mark.parametrize("game_id", ["escape", "starship", "pandorum", "merchants"])
def test_a_waiting_seat_reads_the_newest_log_lines_in_its_panel(app, game_id, monkeypatch):
    session = bot_session(game_id, 5, players=3, humans=3)
    scene = TablePlayScene(app, session, autosave=False, size=(1920, 1080))
    app.push(scene)
    app.step(1 / 60)
    game = catalogue.get_game(game_id)
    for moves in range(200):  # moves through the scene (its log takes them) until one
        # seat decides after a few moves
        pending = sorted(session.state.pending_seats())
        if moves >= 3 and len(pending) == 1:
            break
        bot = make_bot(game, "random", pending[0], moves)
        scene.apply(bot.choose(session.state.view(pending[0])))
    else:
        raise AssertionError("no single seat decided")
    painted: dict[int, list[str]] = {}
    painting: list[int] = []
    real_prompt, real_words = table_play.paint_prompt, scene.paint_words

    def paint_words(seat, acting, surface):
        painting[:] = [seat]
        return real_words(seat, acting, surface)

    def paint_prompt(surface, app, words, sizes, prompt, details, acting):
        if surface is not None:
            painted.setdefault(painting[0], []).extend(text for text, _ in details)
        return real_prompt(surface, app, words, sizes, prompt, details, acting)

    monkeypatch.setattr(table_play, "paint_prompt", paint_prompt)
    monkeypatch.setattr(scene, "paint_words", paint_words)
    for _ in range(12):  # (the panels are repainted a few a frame)
        app.step(1 / 60)
    # the log's newest lines (Merchants' name spots as its boards do, on a monitor and
    # at a table alike: tests/merchants_ui/test_log_places.py)
    newest = list(scene.view.table_log[-3:])
    assert len(scene.view.table_log) == min(len(scene.lines), table_play.LOG_LINES)
    acting = scene.acting_seats()
    waiting = [seat for seat in range(3) if seat not in acting]
    assert len(newest) == 3 and waiting and acting
    for seat in waiting:
        assert all(line in painted.get(seat, []) for line in newest), (seat, painted, newest)
    for seat in acting:
        assert not any(line in painted.get(seat, []) for line in newest), painted
