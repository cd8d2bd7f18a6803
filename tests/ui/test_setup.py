"""Seat setup: seats, names, colours, order, options by player count, seed."""

from __future__ import annotations

import pygame

from game.scenes.play import PlayScene, has_hidden_information
from game.scenes.setup import SetupScene
from tests.ui.conftest import Driver


def open_setup(app):
    drive = Driver(app)
    scene = SetupScene(app, "escape", seed=42)
    app.push(scene)
    drive.frames(1)
    return drive, scene


def test_seats_names_colours_order_and_start(nim, app):
    drive, scene = open_setup(app)
    # rename seat 1 by typing
    drive.click(drive.widget(key=("name", 0)).rect.center)
    for _ in range(len("Player 1")):
        drive.key(pygame.K_BACKSPACE)
    drive.type("Zoë")
    drive.key(pygame.K_RETURN)
    assert scene.seats[0].name == "Zoë"
    # a third seat gets a free colour; pressing a badge skips colours in use
    drive.press(key="add")
    assert [s.colour for s in scene.seats] == ["red", "blue", "yellow"]
    drive.press(key=("colour", 0))
    assert scene.seats[0].colour == "green"
    assert not drive.widget(key="add").enabled  # Nim allows at most 3
    # seat order
    drive.press(key=("down", 0))
    assert [s.name for s in scene.seats][:2] == ["Bot 2", "Zoë"]
    # seat 3 becomes human via its stepper (Human is the first kind: step left wraps)
    kind = drive.widget(key=("kind", 2))
    left = kind._arrow_rects()[0]
    drive.click(left.center)
    assert scene.seats[2].bot == "random"
    drive.click(left.center)
    assert scene.seats[2].bot is None
    drive.press("Start game")
    play = app.top
    assert isinstance(play, PlayScene)
    assert [(s.name, s.colour, s.bot) for s in play.session.seats] == [
        ("Bot 2", "blue", "greedy"), ("Zoë", "green", None), ("Bot 3", "yellow", None)]
    assert play.session.seed == 42


def test_option_limited_to_player_counts(nim, app):
    drive, scene = open_setup(app)
    misere = drive.widget(key=("opt", "misere"))
    assert misere.enabled
    drive.click(misere._arrow_rects()[1].center)
    assert scene.options["misere"] is True
    drive.press(key="add")  # three players: "Last stone loses" is for two only
    misere = drive.widget(key=("opt", "misere"))
    assert not misere.enabled and scene.options["misere"] is False
    drive.press(key=("remove", 2))
    assert drive.widget(key=("opt", "misere")).enabled
    assert not drive.widget(key=("remove", 0)).enabled  # never below the minimum


def test_seed_is_editable_digits_only(nim, app):
    drive, scene = open_setup(app)
    drive.click(drive.widget(key="seed").rect.center)
    drive.key(pygame.K_BACKSPACE)
    drive.key(pygame.K_BACKSPACE)
    drive.type("7x3")
    assert scene.seed == 73
    drive.press("Start game")
    assert app.top.session.seed == 73


def test_hidden_information_detection(nim, monkeypatch):
    from game.core.session import Seat, Session

    session = Session.start(nim, [Seat("A", "red"), Seat("B", "blue")], 1)
    assert has_hidden_information(session) is False
    monkeypatch.delattr(type(nim), "hidden_information")
    assert has_hidden_information(session) is False  # Nim's views are all the same
    from tests.core.toygame import GAME as TOY

    toy = Session.start(TOY, [Seat("A", "red"), Seat("B", "blue")], 1)
    assert has_hidden_information(toy) is True  # hands are redacted in views


def test_a_failing_bot_stops_with_a_message(nim, app, monkeypatch):
    from game.core.session import Seat, Session

    app.settings.bot_delay = 0
    session = Session.start(nim, [Seat("A", "red", "greedy"), Seat("B", "blue", "greedy")], 1)

    class Broken:
        def choose(self, view):
            raise RuntimeError("bot exploded")

    # the bot fails inside the worker thread; the frame reports it
    monkeypatch.setattr(Session, "bot_for", lambda self, seat: Broken())
    play = PlayScene(app, session)
    app.push(play)
    Driver(app).frames(3)
    assert play.bot_error and "bot exploded" in app.toasts.history[-1]
    assert app.top is play and session.log == []


def test_a_rules_error_in_a_human_move_is_survived(nim, app, monkeypatch):
    from game.core.session import Seat, Session
    from tests.ui.nim import NimState, Take

    session = Session.start(nim, [Seat("A", "red"), Seat("B", "blue")], 1, {"heap": 10})
    play = PlayScene(app, session)
    app.push(play)
    Driver(app).frames(1)
    real = NimState.apply

    def half_broken(self, action):
        self.heap -= 1  # changes the state, then fails: the scene must repair it
        raise KeyError("oops")

    monkeypatch.setattr(NimState, "apply", half_broken)
    assert play.view.submit(Take(2)) is False
    assert session.state.heap == 10 and session.log == []
    assert "failed inside the rules" in app.toasts.history[-1]
    monkeypatch.setattr(NimState, "apply", real)
    assert play.view.submit(Take(2)) is True
    assert play.view.actor == 1 and session.state.heap == 8
