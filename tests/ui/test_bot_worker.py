"""Bots decide in a worker thread: frames go on while a bot thinks, a decision made for a
position the game has left (undo, leaving the game) is dropped, and bot play stays the
same game for the same seed."""

from __future__ import annotations

import threading

from game.core.session import Seat, Session
from game.engine.botworker import BotWorker
from game.scenes.play import PlayScene
from game.scenes.title import TitleScene
from tests.ui.conftest import Driver
from tests.ui.nim import GreedyBot, Take


class GatedBot(GreedyBot):
    """The greedy bot, but it decides only once the test opens the gate."""

    gate = threading.Event()
    started = threading.Event()

    def choose(self, view):
        GatedBot.started.set()
        assert GatedBot.gate.wait(10), "the test never opened the gate"
        return super().choose(view)


def _gated(monkeypatch, nim):
    GatedBot.gate = threading.Event()
    GatedBot.started = threading.Event()
    monkeypatch.setattr(PlayScene, "bot_wait", 0.0)  # play as on screen: never wait
    monkeypatch.setattr(type(nim), "make_bot",
                        lambda self, level, seat, seed: GatedBot(seat, seed))


def test_worker_runs_in_order_and_reports_errors():
    worker = BotWorker()
    ok = worker.submit("a", lambda x: x * 2, 21)
    bad = worker.submit("b", lambda: 1 / 0)
    assert ok.wait(5) and ok.result() == 42 and ok.tag == "a"
    assert bad.wait(5)
    try:
        bad.result()
    except ZeroDivisionError:
        pass
    else:
        raise AssertionError("the bot's error was lost")


def test_frames_go_on_while_a_bot_thinks(nim, app, monkeypatch):
    _gated(monkeypatch, nim)
    app.settings.bot_delay = 0
    session = Session.start(nim, [Seat("Ann", "red", "greedy"), Seat("Bo", "blue", "greedy")],
                            1, {"heap": 10})
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    drive = Driver(app)
    drive.frames(1)
    assert GatedBot.started.wait(5)
    before = app.presented
    drive.frames(5)  # the bot is stuck thinking: frames still run and draw
    assert session.log == []
    assert play.animating and app.presented >= before + 5  # the indicator keeps turning
    GatedBot.gate.set()
    for _ in range(200):
        drive.frames(1)
        if session.log:
            break
        play.thinking.wait(0.05) if play.thinking is not None else None
    assert session.log[0].action == Take(2)


def test_a_decision_after_undo_is_dropped(nim, app, monkeypatch):
    _gated(monkeypatch, nim)
    app.settings.bot_delay = 0
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bo", "blue", "greedy")], 1,
                            {"heap": 15})
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    drive = Driver(app)
    drive.frames(1)
    drive.press(key=("action", 0))  # Ann takes 1; the bot starts thinking
    assert GatedBot.started.wait(5)
    stale = play.thinking
    assert stale is not None and len(session.log) == 1
    drive.press("Undo")  # back to Ann's move while the bot thinks
    assert session.log == [] and play.thinking is None
    GatedBot.gate.set()
    assert stale.wait(5) or stale.future.cancelled()
    drive.frames(5)
    assert session.log == []  # the decision for the undone position was not played


def test_a_decision_after_leaving_the_game_is_dropped(nim, app, monkeypatch):
    _gated(monkeypatch, nim)
    session = Session.start(nim, [Seat("Ann", "red", "greedy"), Seat("Bo", "blue", "greedy")],
                            1, {"heap": 10})
    play = PlayScene(app, session, autosave=False)
    app.push(TitleScene(app))
    app.push(play)
    drive = Driver(app)
    drive.frames(1)
    assert GatedBot.started.wait(5)
    app.pop()  # the player leaves the game
    GatedBot.gate.set()
    drive.frames(5)
    assert session.log == [] and play.thinking is None


def test_bots_in_the_worker_play_the_inline_game(nim, app):
    seats = [Seat("A", "red", "random"), Seat("B", "blue", "random"), Seat("C", "yellow",
                                                                          "random")]
    inline = Session.start(nim, seats, 7, {"heap": 15})
    while not inline.state.is_over:
        inline.apply(inline.bot_action(inline.state.current_player))
    app.settings.bot_delay = 0
    session = Session.start(nim, seats, 7, {"heap": 15})
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    Driver(app).until(lambda: session.state.is_over)
    assert session.actions == inline.actions
