"""The screens' flow (game/scenes/flow.py): a game opens over a fresh title, alone; the
ways lead to the screens the map says; a screen asks for its way on and fails clearly
when no flow is in place."""

from __future__ import annotations

import pytest

from game.core.session import Seat, Session
from game.scenes import ways as ways_module
from game.scenes.flow import Flow, TitleScene
from game.scenes.load import ContinueScene, LoadScene
from game.scenes.play import PlayScene
from game.scenes.select import SelectScene
from game.scenes.setup import SetupScene
from game.scenes.table_join import TableJoinScene
from game.scenes.ways import ways


def nim_session(nim) -> Session:
    return Session.start(nim, [Seat("Ann", "red"), Seat("Bot", "blue", "random")], 3,
                         {"heap": 7})


def test_the_flow_is_in_place_for_the_screens():
    assert isinstance(ways(), Flow)


def test_a_game_opens_over_a_fresh_title_alone(nim, app, drive):
    app.push(TitleScene(app))
    app.push(SelectScene(app))
    app.push(SetupScene(app, "escape"))
    drive.frames(1)
    drive.press("Start game")
    bottom, top = app.stack
    assert isinstance(bottom, TitleScene) and isinstance(top, PlayScene)
    assert top.session.game is nim


def test_the_ways_lead_where_the_map_says(nim, app):
    flow = ways()
    assert type(flow.select(app)) is SelectScene
    assert type(flow.load(app)) is LoadScene
    assert type(flow.continue_games(app)) is ContinueScene
    setup = flow.setup(app, "escape")
    assert type(setup) is SetupScene and setup.game is nim
    assert type(flow.play(app, nim_session(nim), autosave=False)) is PlayScene
    app.settings.table_mode = True
    assert type(flow.play(app, nim_session(nim), autosave=False)) is TableJoinScene


def test_a_screen_without_the_flow_says_so(app, monkeypatch):
    monkeypatch.setattr(ways_module, "_flow", None)
    title = TitleScene(app)
    app.push(title)
    with pytest.raises(RuntimeError, match="flow is not in place"):
        title.new_game()
