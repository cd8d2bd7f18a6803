"""The whole player journey, driven by real pygame events through the app loop."""

from __future__ import annotations

import json

import pygame

from game import userdirs
from game.core.saves import load_session
from game.core.session import Seat, Session
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.scenes.select import SelectScene
from game.scenes.setup import SetupScene
from game.scenes.title import TitleScene
from tests.ui.nim import Take


def start_at_title(app, drive):
    app.push(TitleScene(app))
    drive.frames(2)


def play_humans(drive, app, choose=lambda buttons: buttons[0]):
    """Press a move button whenever a human may move, until the play scene is gone."""
    for _ in range(3000):
        top = app.top
        if not isinstance(top, PlayScene):
            return
        if top.view.actor is not None:
            buttons = [w for w in top.widgets if isinstance(w.key, tuple) and w.key[0] == "action"]
            assert buttons, "a human's turn must offer move buttons"
            drive.click(choose(buttons).rect.center)
        else:
            drive.frames(1, dt=0.1)
    raise AssertionError("the game did not end")


def test_title_to_results_by_mouse(nim, app, drive):
    app.settings.bot_delay = 0.3
    start_at_title(app, drive)
    drive.press("New game")
    assert isinstance(app.top, SelectScene)
    drive.press(key="escape")
    assert isinstance(app.top, SetupScene)
    # three seats: add one, make the new one a random bot
    drive.press(key="add")
    assert len(app.top.seats) == 3
    drive.press("Start game")
    play = app.top
    assert isinstance(play, PlayScene)
    assert [s.bot for s in play.session.seats] == [None, "greedy", "greedy"]
    assert play.autosave_to.parent == userdirs.autosaves_dir() and play.autosave_to.is_file()
    # the human moves; a bot does not move before its delay has passed
    drive.press(key=("action", 0))
    moves_after_human = len(play.session.log)
    assert moves_after_human == 1
    drive.frames(1, dt=0.1)
    assert len(play.session.log) == 1
    drive.frames(3, dt=0.1)
    assert len(play.session.log) == 2
    saved = load_session(play.autosave_to)
    assert saved.actions == play.session.actions  # autosaved after every action
    play_humans(drive, app)
    results = app.top
    assert isinstance(results, ResultsScene)
    outcome = play.session.state.outcome()
    assert results.outcome == outcome
    winner = play.session.seats[outcome.winners[0]].name
    assert winner in results.headline()
    assert not play.autosave_to.exists()  # a finished game is not "continued"
    assert list(userdirs.autosaves_dir().iterdir()) == []
    surface = app.draw()
    assert surface.get_at((960, 210)) != surface.get_at((5, 5))  # the headline is drawn


def test_keyboard_only_game(nim, app, drive):
    app.settings.bot_delay = 0
    start_at_title(app, drive)
    drive.key(pygame.K_RETURN)  # New game is focused
    assert isinstance(app.top, SelectScene)
    drive.key(pygame.K_RETURN)  # the first built tile is focused
    assert isinstance(app.top, SetupScene)
    # Shift+Tab from the first widget wraps to Back, then to Start
    drive.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    drive.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert app.top.focus.key == "start"
    drive.key(pygame.K_SPACE)
    play = app.top
    assert isinstance(play, PlayScene)
    for _ in range(200):
        if not isinstance(app.top, PlayScene):
            break
        if play.view.actor is not None:
            drive.key(pygame.K_TAB)
            assert play.focus is not None
            drive.key(pygame.K_RETURN)
        else:
            drive.frames(1, dt=0.2)
    assert isinstance(app.top, ResultsScene)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)
    drive.key(pygame.K_ESCAPE)  # on the title, Esc only moves the focus to Quit
    assert app.running and app.top.focus.label == "Quit"
    drive.key(pygame.K_RETURN)
    assert not app.running


def test_continue_resumes_autosave_exactly(nim, app, drive):
    app.settings.bot_delay = 0
    start_at_title(app, drive)
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bot", "blue", "random")], 5,
                            {"heap": 15})
    app.push(PlayScene(app, session, fresh=True))
    drive.frames(1)
    for _ in range(3):
        drive.press(key=("action", 1))  # take two
        drive.frames(2)
    before = json.loads(json.dumps(session.state.to_dict()))
    actions = list(session.actions)
    assert len(actions) == 6
    drive.press("Menu")
    assert isinstance(app.top, MenuScene)
    drive.press("Quit to title")
    title = app.top
    assert isinstance(title, TitleScene)
    assert drive.widget("Continue").enabled
    drive.press("Continue")
    resumed = app.top
    assert isinstance(resumed, PlayScene)
    assert resumed.session is not session
    assert resumed.session.actions == actions
    assert json.loads(json.dumps(resumed.session.state.to_dict())) == before
    assert resumed.session.seats == session.seats and resumed.session.options == {
        "heap": 15, "misere": False}
    assert [t for _, t, _ in resumed.lines] == [t for _, t, _ in PlayScene(app, session).lines]


def test_continue_greyed_out_without_autosave(nim, app, drive):
    start_at_title(app, drive)
    assert not drive.widget("Continue").enabled
    drive.press("Continue")
    assert isinstance(app.top, TitleScene)


def test_illegal_action_shows_reason(nim, app, drive):
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bea", "blue")], 1, {"heap": 7})
    session.apply(Take(3))
    session.apply(Take(3))
    play = PlayScene(app, session)
    app.push(play)
    drive.frames(1)
    assert play.view.submit(Take(3)) is False
    assert app.toasts.history[-1] == "Only 1 stones are left."
    assert len(session.log) == 2


def test_undo_rewinds_human_and_bot_moves(nim, app, drive):
    app.settings.bot_delay = 0
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bot", "blue", "greedy")], 1,
                            {"heap": 15})
    play = PlayScene(app, session)
    app.push(play)
    drive.frames(1)
    assert not drive.widget("Undo").enabled
    drive.press(key=("action", 0))
    drive.frames(2)
    assert len(session.log) == 2  # Ann, then the bot
    assert drive.widget("Undo").enabled
    drive.press("Undo")
    assert len(session.log) == 0
    assert session.state.heap == 15
    assert play.lines == []
    assert load_session(play.autosave_to).actions == []


def test_pass_the_device_between_humans(nim, app, drive, monkeypatch):
    from game.scenes.passdevice import PassScene

    monkeypatch.setattr(type(nim), "hidden_information", True)
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bea", "blue")], 1, {"heap": 10})
    play = PlayScene(app, session)
    app.push(play)
    drive.frames(1)
    cover = app.top
    assert isinstance(cover, PassScene) and cover.name == "Ann"
    assert play.view.actor is None  # the board takes no input under the cover
    drive.tap(cover.widgets[0].rect.center)
    assert app.top is play and play.view.actor == 0
    drive.press(key=("action", 0))
    drive.frames(1)
    assert isinstance(app.top, PassScene) and app.top.name == "Bea"
    # Esc on the cover opens the menu, not the board
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, PassScene)
    drive.key(pygame.K_RETURN)
    assert app.top is play and play.view.actor == 1


def test_no_cover_without_hidden_information(nim, app, drive):
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bea", "blue")], 1)
    play = PlayScene(app, session)
    app.push(play)
    drive.frames(2)
    assert app.top is play and play.view.actor == 0
