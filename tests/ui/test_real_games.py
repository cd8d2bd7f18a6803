"""The interface with the real games (skipped for a game whose rules are not built)."""

from __future__ import annotations

import json

import pytest

from game import userdirs
from game.core import catalogue
from game.core.session import PLAYER_COLOURS, Seat, Session
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from tests.ui.conftest import Driver


def built(game_id: str) -> None:
    if catalogue.load_game(game_id) is None:
        pytest.skip(f"{game_id} is not built")


@pytest.mark.parametrize("game_id", catalogue.GAME_IDS)
def test_bots_play_a_whole_game_to_the_results(app, game_id):
    built(game_id)
    app.settings.bot_delay = 0
    app.settings.animation_speed = 0
    game = catalogue.get_game(game_id)
    seats = [Seat(f"Bot {i + 1}", PLAYER_COLOURS[i], "random") for i in range(game.min_players)]
    session = Session.start(game, seats, 2)  # random bots: quick to decide
    app.push(TitleScene(app))
    app.push(PlayScene(app, session))
    drive = Driver(app)
    drive.until(lambda: isinstance(app.top, ResultsScene), limit=3000, dt=0.1)
    assert app.top.outcome == session.state.outcome()
    assert not userdirs.autosave_path().exists()
    assert not any(userdirs.autosaves_dir().glob("*.json"))  # a finished game is forgotten
    app.draw()


@pytest.mark.parametrize("game_id", catalogue.GAME_IDS)
def test_human_moves_save_and_continue(app, game_id):
    built(game_id)
    app.settings.bot_delay = 0
    drive = Driver(app)
    app.push(TitleScene(app))
    app.push(SetupScene(app, game_id, seed=11))
    drive.frames(1)
    drive.press("Start game")
    play = app.top
    assert isinstance(play, PlayScene)
    made = 0
    for _ in range(400):
        if made >= 4 or play.session.state.is_over:
            break
        if play.view.actor is not None:
            if play.moves is not None and not play.show_moves:
                # a board view: use the move list (it closes in the bots' turns)
                drive.press("Moves")
            buttons = [w for w in play.widgets if isinstance(w.key, tuple)
                       and w.key[0] == "action"]
            assert buttons
            drive.click(buttons[-1].rect.center)
            made += 1
        else:
            drive.frames(1, dt=0.1)
    assert made == 4
    # let the bots finish, so nothing moves between the snapshot and the resume
    drive.until(lambda: play.view.actor is not None or play.session.state.is_over, dt=0.1)
    if play.session.state.is_over:
        return
    before = json.loads(json.dumps(play.session.state.to_dict()))
    drive.press("Menu")
    drive.press("Quit to title")
    drive.press("Continue")
    resumed = app.top
    assert isinstance(resumed, PlayScene)
    assert json.loads(json.dumps(resumed.session.state.to_dict())) == before
