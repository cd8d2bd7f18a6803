"""At a table the waiting seats' news names the spots of Merchants' boards by the names
the boards show (session 28; "Cleo flips planet 2, D3: relic" read a column and row that
no board marks): "Cleo flips a tile on planet 2: relic", "Dev places influence on
Station sector 4"."""

from __future__ import annotations

import re

from game.merchants.bots import HeuristicBot
from game.merchants.view_table import news_words
from game.scenes import table_play
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session

#: a column and row after a planet or sector, as the rules' log says them
SPOT = re.compile(r"(planet|sector) \d+, [A-Z]\d")


def test_news_words_name_planets_and_sectors_only():
    assert news_words("Cleo flips planet 2, D3: relic") == "Cleo flips a tile on planet 2: relic"
    assert news_words("Dev claims codex from planet 3, B4") == "Dev claims codex from planet 3"
    assert (news_words("Ann places influence on Station sector 4, C2")
            == "Ann places influence on Station sector 4")
    assert (news_words("a bridge between sector 1, B1 and sector 3, A1")
            == "a bridge between sector 1 and sector 3")
    assert news_words("Eli places influence in lane 3, space 4") == (
        "Eli places influence in lane 3, space 4")  # the Defense board's own words


def test_a_waiting_seat_reads_spots_by_the_boards_names(app, monkeypatch):
    """A five-seat table game played on by its bots through the scene: every news line a
    waiting seat's panel paints is free of columns and rows, and the planets and sectors
    of the log's lines are named."""
    session = bot_session("merchants", 3, players=5, humans=5)
    scene = TablePlayScene(app, session, autosave=False, size=(1920, 1080))
    app.push(scene)
    scene.view.auction.look_seconds = 1e9  # moves go through the scene, not the screen
    app.step(1 / 60)
    painted: list[str] = []
    real = table_play.paint_prompt

    def paint_prompt(surface, app, words, sizes, prompt, details, acting):
        if surface is not None and not acting:
            painted.extend(text for text, _ in details)
        return real(surface, app, words, sizes, prompt, details, acting)

    monkeypatch.setattr(table_play, "paint_prompt", paint_prompt)
    seen_spots = 0
    for moves in range(120):
        seat = sorted(session.state.pending_seats())[0]
        scene.apply(HeuristicBot(seat, moves).choose(session.state.view(seat)))
        for _ in range(3):
            app.step(1 / 60)
        logged = [text for _, text, _ in scene.lines[-table_play.LOG_LINES:]]
        seen_spots += sum(1 for line in logged if SPOT.search(line))
        assert list(scene.view.table_log) == [news_words(line) for line in logged]
    assert seen_spots, "the game's log named no spot: the test saw nothing"
    assert painted and not [line for line in painted if SPOT.search(line)]
    assert any(re.search(r"(planet|sector) \d", line) for line in painted)
