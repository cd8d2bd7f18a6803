"""The setup's name field and remembered names (issue 15, item 10): a click or tap selects
the old text so typing replaces it, Ctrl+A selects everything, and the names come back
at the next setup (kept in the settings file, per seat)."""

from __future__ import annotations

import json

import pygame
import pytest

from game import userdirs
from game.engine import settings as settings_mod
from game.scenes.setup import SetupScene
from tests.ui.test_setup import open_setup
from tests.uitext import WINDOW_SIZES, assert_no_overlap, assert_shown, drawn, to_window


def test_a_click_selects_the_old_name_and_typing_replaces_it(nim, app):
    drive, scene = open_setup(app)
    field = drive.widget(key=("name", 0))
    drive.click(field.rect.center)
    assert field.selected and field.value == "Player 1"
    drive.type("Ann")
    assert scene.seats[0].name == "Ann" and not field.selected
    # a tap selects the text again; a tap on selected text keeps it and types after it
    drive.tap(field.rect.center)
    assert field.selected
    drive.tap(field.rect.center)
    assert not field.selected
    drive.type(" B")
    assert scene.seats[0].name == "Ann B"


def test_ctrl_a_selects_all_and_backspace_clears_it(nim, app):
    drive, scene = open_setup(app)
    field = drive.widget(key=("name", 1))
    drive.click(field.rect.center)
    drive.tap(field.rect.center)  # caret at the end, nothing selected
    assert not field.selected
    drive.key(pygame.K_a, mod=pygame.KMOD_LCTRL)
    assert field.selected
    drive.key(pygame.K_BACKSPACE)
    assert field.value == "" and scene.seats[1].name == ""
    drive.type("Bea")
    drive.key(pygame.K_RETURN)
    assert scene.seats[1].name == "Bea" and not field.editing


def test_tab_into_the_field_selects_its_text(nim, app):
    drive, scene = open_setup(app)
    scene.set_focus(drive.widget(key=("colour", 0)))
    drive.key(pygame.K_TAB)
    field = app.top.focus
    assert field.key == ("name", 0) and field.selected
    drive.type("Zoë")
    assert scene.seats[0].name == "Zoë"


@pytest.mark.parametrize("window", WINDOW_SIZES)
def test_the_selection_and_the_names_are_drawn_whole(nim, home, window):
    from game.engine.app import App

    app = App(window=window, fullscreen=False)
    try:
        drive, scene = open_setup(app)
        field = drive.widget(key=("name", 0))
        drive.click(to_window(app, field.rect.center))
        assert field.selected
        lines = drawn(app)
        assert_shown(lines, "Player 1", inside=field.rect)
        assert_shown(lines, "Bot 2", inside=drive.widget(key=("name", 1)).rect)
        assert_no_overlap({str(w.key): w.rect for w in scene.widgets if w.key is not None})
    finally:
        app.close()


def test_names_are_remembered_per_seat_between_setups(nim, app):
    drive, _scene = open_setup(app)
    drive.click(drive.widget(key=("name", 0)).rect.center)
    drive.type("Ann")
    drive.click(drive.widget(key=("name", 1)).rect.center)
    drive.type("Bob")
    drive.press(key="add")
    drive.click(drive.widget(key=("name", 2)).rect.center)
    drive.type("Cleo")
    drive.press("Start game")
    assert app.settings.seat_names == ["Ann", "Bob", "Cleo"]
    stored = json.loads(userdirs.settings_path().read_text("utf-8"))
    assert stored["seat_names"] == ["Ann", "Bob", "Cleo"]
    # the next setup offers them again, also for a seat added later
    app.push(SetupScene(app, "escape"))
    drive.frames(1)
    assert [s.name for s in app.top.seats] == ["Ann", "Bob"]
    assert drive.widget(key=("name", 0)).value == "Ann"
    drive.press(key="add")
    assert app.top.seats[2].name == "Cleo"


def test_bad_remembered_names_are_reported_and_dropped():
    problems: list[str] = []
    s = settings_mod.Settings.from_dict({"seat_names": ["Ann", 5]}, problems)
    assert s.seat_names == [] and "seat_names" in problems[0]
    s = settings_mod.Settings.from_dict({"seat_names": ["x" * 17]}, problems)
    assert s.seat_names == []
    ok = settings_mod.Settings.from_dict({"seat_names": ["Ann", "Bob"]}, problems := [])
    assert ok.seat_names == ["Ann", "Bob"] and problems == []
