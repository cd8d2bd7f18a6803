"""The log names the spots of Merchants' boards by the names the boards show, on a
monitor and in a table's news alike: "Cleo flips relic on planet 2", "Dev places influence
on Station sector 4". Until session 30 the rules' log said "planet 2, D3", a column and
row that no board marks; a table's news undid it with a regex and the monitor's log kept
it, its narrow column putting the row ("A2") or the tile ("crystal") on a line of its own.
The Moves list's buttons keep the column and row: they tell two spaces of a planet apart.
"""

from __future__ import annotations

import re

import pytest

from game.core.protocol import name_seats
from game.engine.app import App
from game.merchants.bots import HeuristicBot
from game.merchants.rules.actions import ClaimTile, ExploreTile, RemoveStation, StationSpace
from game.scenes import table_play
from game.scenes.play import PlayScene
from game.scenes.play_chrome import SIDE
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.merchants.helpers import quiet
from tests.uitext import drawn

#: a column and row after a planet or sector, as the rules' log said them
SPOT = re.compile(r"(planet|sector) \d+, [A-Z]\d")
#: a log line that names a planet or a Station sector
PLACE = re.compile(r"(planet|sector|sectors) \d")


def test_the_log_words_a_move_by_the_boards_names_and_a_button_by_its_space():
    st = quiet(3)
    names = ["Ann", "Bob", "Cleo"]
    for kind, action, line, button in [
        ("explore", ClaimTile("E2:C3"), "Ann claims a tile on planet 2",
         "claim the tile on planet 2, C3"),
        ("explore", ExploreTile("E3:B1"), "Ann explores a tile on planet 3",
         "explore the tile on planet 3, B1"),
        ("station_place", StationSpace("S2:A3"), "Ann places influence on Station sector 2",
         "place influence on Station sector 2, A3"),
        ("station_remove", RemoveStation("S4:C1"),
         "Ann removes influence from Station sector 4",
         "remove influence from Station sector 4, C1"),
    ]:
        st.pending.append({"kind": kind, "seat": 0})
        assert name_seats(st.describe(action), names) == line
        assert str(action) == button
        st.pending.pop()


def play_on(scene, session, moves: int, app) -> list[str]:
    """``moves`` bot moves through ``scene`` (its log takes them); the log's lines."""
    for n in range(moves):
        seat = sorted(session.state.pending_seats())[0]
        scene.apply(HeuristicBot(seat, n).choose(session.state.view(seat)))
        app.step(1 / 60)
    return [text for _, text, _ in scene.lines]


@pytest.mark.parametrize("window", [(1920, 1080), (3840, 2160)])
def test_the_monitor_log_names_places_whole_on_its_lines(window):
    """The monitor's log column, as its player reads it: places named, no column and row,
    and no tile or place left alone on a wrapped line ("A2" under "Cleo claims ice from
    planet 3," on main at this seed)."""
    app = App(window=window, fullscreen=False, save_settings=False)
    app.settings.bot_delay = 0
    app.settings.animation_speed = 0
    try:
        session = bot_session("merchants", 3, players=3, humans=3)
        scene = PlayScene(app, session, autosave=False)
        app.push(scene)
        app.step(1 / 60)
        tiles = set(session.state.c.tiles)
        seen_places: list[str] = []
        shown_places = 0
        for _ in range(8):
            logged = play_on(scene, session, 6, app)
            while app.top is not scene:  # the hot-seat cover, an auction: the log's
                app.pop()  # screen is the one under them
            scene._log_painter.forget()
            shown = [line.text.strip() for line in drawn(app, layers=True)
                     if SIDE.contains(line.rect)]
            assert not [text for text in shown if SPOT.search(text)], shown
            alone = [text for text in shown if text in tiles or re.fullmatch(r"[A-Z]\d", text)]
            assert not alone, shown
            seen_places += [text for text in logged if PLACE.search(text)]
            shown_places += sum(1 for text in shown if PLACE.search(text))
        assert shown_places, "the log column showed no place: the test saw nothing"
        assert any(" flips " in text for text in seen_places), seen_places
        assert any(" on Station sector " in text for text in seen_places), seen_places
    finally:
        app.close()


def test_a_waiting_seat_reads_the_log_as_a_monitor_does(app, monkeypatch):
    """A five-seat table game played on by its bots through the scene: a waiting seat's
    news is the log's own lines, which name planets and sectors without a column and
    row."""
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
    seen_places = 0
    for moves in range(120):
        seat = sorted(session.state.pending_seats())[0]
        scene.apply(HeuristicBot(seat, moves).choose(session.state.view(seat)))
        for _ in range(3):
            app.step(1 / 60)
        logged = [text for _, text, _ in scene.lines[-table_play.LOG_LINES:]]
        seen_places += sum(1 for line in logged if PLACE.search(line))
        assert list(scene.view.table_log) == logged
    assert seen_places, "the game's log named no place: the test saw nothing"
    assert painted and not [line for line in painted if SPOT.search(line)]
    assert any(PLACE.search(line) for line in painted)
