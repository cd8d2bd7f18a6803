"""Every screen goes still when nothing happens: once what moves on it has stopped and
no bot has a move to make, its ``busy`` is False, so the app runs no frames until an
input comes (issue #12: idle under 1 % of a core). A screen whose timer was never aged
stays busy for ever: the table's results did (their key guard was aged only by the
monitor's ``update``), running every frame for as long as the players read them."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.core import catalogue
from game.engine.app import App
from game.engine.table.edges import default_slots
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.results_table import TableResultsScene
from game.scenes.rulebook import RulesScene
from game.scenes.select import SelectScene
from game.scenes.settings import SettingsScene
from game.scenes.setup import SetupScene
from game.scenes.table_join import TableJoinScene
from game.scenes.table_play import TablePlayScene
from game.scenes.title import TitleScene
from game.screenshot import bot_session, finished_session

GAMES = catalogue.built_games()
SIZE = (1920, 1080)


def monitor_play(app: App, game_id: str) -> PlayScene:
    """One human, the first seat, and bots: the bots play until the human's decision."""
    n = catalogue.get_game(game_id).min_players
    return PlayScene(app, bot_session(game_id, 3, n, 0, humans=1), autosave=False)


def table(app: App) -> App:
    app.settings.table_mode = True
    return app


SCREENS: dict[str, Callable[[App], list]] = {
    "title": lambda app: [TitleScene(app)],
    "select": lambda app: [SelectScene(app)],
    "settings": lambda app: [SettingsScene(app)],
    "rules": lambda app: [RulesScene(app, GAMES[0])],
    "setup": lambda app: [SetupScene(app, GAMES[0], seed=3)],
    "results": lambda app: [ResultsScene(app, finished_session(GAMES[0], 3, 2))],
}
for _g in GAMES:
    _n = catalogue.get_game(_g).max_players
    if _g != "merchants":  # its first decision is a real-time auction: its countdown
        # runs on the wall clock, busy by design (tests/auction cover it)
        SCREENS[f"{_g} play"] = lambda app, g=_g: [monitor_play(app, g)]
    SCREENS[f"{_g} menu"] = lambda app, g=_g: (lambda p: [p, MenuScene(app, p)])(
        monitor_play(app, g))
    SCREENS[f"{_g} table join"] = lambda app, g=_g, n=_n: [TableJoinScene(
        table(app), bot_session(g, 3, n, 0, humans=n), size=SIZE, autosave=False)]
    SCREENS[f"{_g} table play"] = lambda app, g=_g, n=_n: [TablePlayScene(
        table(app), bot_session(g, 3, n, 0, humans=n), size=SIZE, autosave=False)]
    SCREENS[f"{_g} table results"] = lambda app, g=_g, n=_n: [TableResultsScene(
        table(app), finished_session(g, 3, n), default_slots(n), SIZE)]


@pytest.mark.parametrize("name", list(SCREENS))
def test_the_screen_goes_still_when_nothing_happens(app, name):
    for scene in SCREENS[name](app):
        app.push(scene)
    top = app.top
    for _ in range(150):  # five seconds of frames: past every opening moment and pulse
        app.step(1 / 30)
    assert app.top is top, f"{name}: the screen moved on by itself to {app.top}"
    assert not top.busy, f"{name}: still busy after five seconds with nothing happening"
