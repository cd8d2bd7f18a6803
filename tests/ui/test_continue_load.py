"""Continue and Load with damaged, hostile and numerous files, driven by posted events:
the app stays up and shows what is wrong; every started game keeps its own autosave;
closing the window mid-game says the game is saved."""

from __future__ import annotations

import json
import os
import shutil

import pygame
import pytest

from game import userdirs
from game.core.saves import load_session
from game.core.session import Seat, Session
from game.engine import farewell
from game.scenes.load import ContinueScene, LoadScene
from game.scenes.menu import MenuScene
from game.scenes.play import PlayScene
from game.scenes.title import TitleScene
from tests.core.savefuzz import FROM_MAIN, GAMES, base_saves, damage
from tests.ui.conftest import Driver


def _main(game_id: str) -> dict:
    return json.loads((FROM_MAIN / f"{game_id}.json").read_text(encoding="utf-8"))


def _bad_space(data: dict) -> dict:
    index = next(i for i, a in enumerate(data["actions"]) if "space" in a)
    data["actions"][index]["space"] = 5
    del data["snapshot"]
    return data


def _named(name: str):
    def edit(data: dict) -> dict:
        data["seats"][0]["name"] = name
        return data
    return edit


#: (file name, how to damage a real save or raw text, what the toast says)
DAMAGED = [
    ("deep.json", "[" * 100_000, "nested too deeply"),
    ("seed.json", lambda d: json.dumps(d).replace('"seed":', '"seed":' + "7" * 5000, 1),
     "digits is too long"),
    ("space.json", _bad_space, "action"),
    ("nul.json", _named("A\x00nn"), "cannot be shown (U+0000)"),
    ("surrogate.json", _named("\ud800"), "cannot be shown (U+D800)"),
    ("zero-width.json", _named("\u200b"), "cannot be shown (U+200B)"),
    ("long-name.json", _named("x" * 100_000), "longer than 16 characters"),
    ("truncated.json", lambda d: json.dumps(d)[:300], "damaged or truncated"),
]


def _write_damaged(path, how, game_id: str = "merchants") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(how, str):
        path.write_text(how, encoding="utf-8")
        return
    out = how(_main(game_id))
    text = out if isinstance(out, str) else json.dumps(out)
    path.write_bytes(text.encode("utf-8", errors="surrogatepass"))


@pytest.fixture
def title(app):
    drive = Driver(app)
    app.push(TitleScene(app))
    drive.frames(2)
    return drive


def _at_title(app) -> Driver:
    drive = Driver(app)
    app.push(TitleScene(app))
    drive.frames(2)
    return drive


@pytest.mark.parametrize(("name", "how", "says"), DAMAGED, ids=[d[0] for d in DAMAGED])
def test_continue_with_a_damaged_autosave_stays_up_and_says_why(app, name, how, says):
    path = userdirs.autosaves_dir() / name
    _write_damaged(path, how)
    before = path.read_bytes()
    drive = _at_title(app)
    assert drive.widget("Continue").enabled
    drive.press("Continue")
    drive.frames(2)
    assert app.running and isinstance(app.top, TitleScene)
    assert says in app.toasts.history[-1] and app.toasts.history[-1].startswith(name)
    assert path.read_bytes() == before  # never changed
    app.draw()


def test_load_screen_lists_damaged_saves_and_refuses_them_one_by_one(app, tmp_path):
    folder = userdirs.saves_dir()
    for name, how, _ in DAMAGED:
        _write_damaged(folder / name, how)
    os.mkfifo(folder / "x.json")  # a FIFO named like a save: not listed, never opened
    (folder / "dir.json").mkdir()
    shutil.copy(FROM_MAIN / "escape.json", folder / "good.json")
    drive = _at_title(app)
    drive.press("Load game")
    scene = app.top
    assert isinstance(scene, LoadScene)
    listed = {e.path.name: e for e in scene.entries}
    assert "x.json" not in listed and "dir.json" not in listed
    assert listed["deep.json"].title == "Damaged save"
    assert "nested too deeply" in listed["deep.json"].detail
    assert listed["good.json"].title == "Andromeda Escape" and "Ann" in listed["good.json"].detail
    for name, _, says in DAMAGED:
        entry = listed[name]
        page = scene.entries.index(entry) // 7
        while scene.page != page:
            drive.press("Next >" if scene.page < page else "< Previous")
        drive.press(key=("save", str(entry.path)))
        assert app.running and app.top is scene, name
        assert says in app.toasts.history[-1], (name, app.toasts.history[-1])
        app.draw()
    entry = listed["good.json"]
    scene.page = scene.entries.index(entry) // 7
    scene.build()
    drive.press(key=("save", str(entry.path)))
    assert isinstance(app.top, PlayScene) and len(app.top.session.log) == 60
    # a loaded save goes on in an autosave of its own; the save file is left as it was
    assert app.top.autosave_to.parent == userdirs.autosaves_dir()


@pytest.mark.parametrize("game_id", GAMES)
def test_seeded_damaged_saves_through_the_continue_button(app, game_id):
    """Damaged real saves (the fuzz's damage, 6 seeds per game) as the only autosave:
    each either resumes or leaves the title up with the loader's message."""
    drive = _at_title(app)
    bases = base_saves(game_id)
    path = userdirs.autosaves_dir() / f"{game_id}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    for seed in range(6):
        path.write_bytes(damage(bases[seed % len(bases)], seed))
        app.reset(TitleScene(app))
        drive.frames(1)
        shown = len(app.toasts.history)
        drive.press("Continue")
        drive.frames(1)
        assert app.running
        if isinstance(app.top, PlayScene):
            assert app.top.autosave_to == path
        else:
            assert isinstance(app.top, TitleScene)
            assert app.toasts.history[shown:] and app.toasts.history[-1].startswith(path.name)
        app.draw()


def _start(app, nim, name: str, heap: int) -> PlayScene:
    session = Session.start(nim, [Seat(name, "red"), Seat("Bot", "blue", "random")], 5,
                            {"heap": heap})
    play = PlayScene(app, session, fresh=True)
    app.push(play)
    return play


def test_a_new_game_never_replaces_another_games_continue_point(nim, app):
    drive = _at_title(app)
    first = _start(app, nim, "Ann", 15)
    drive.frames(1)
    drive.press(key=("action", 1))
    drive.frames(2)
    drive.press("Menu")
    drive.press("Quit to title")
    assert drive.widget("Continue").note == nim.title  # (Nim answers for "escape")
    second = _start(app, nim, "Bea", 10)
    drive.frames(1)
    drive.press(key=("action", 0))
    drive.frames(2)
    assert first.autosave_to != second.autosave_to
    assert load_session(first.autosave_to).seats[0].name == "Ann"  # still there
    drive.key(pygame.K_ESCAPE)
    assert isinstance(app.top, MenuScene)
    drive.press("Quit to title")
    continue_button = drive.widget("Continue")
    assert continue_button.enabled and continue_button.note == "2 unfinished games"
    drive.press("Continue")
    listing = app.top
    assert isinstance(listing, ContinueScene)
    assert [e.seats[0] for e in listing.entries] == ["Bea", "Ann"]  # newest first
    assert "Ann, Bot" in listing.entries[1].detail and "moves" in listing.entries[1].detail
    app.draw()
    # forgetting one asks first
    ann = listing.entries[1]
    drive.press(key=("forget", str(ann.path)))
    assert ann.path.exists() and drive.widget(key=("forget", str(ann.path))).label == \
        "Really forget?"
    drive.press(key=("forget", str(ann.path)))
    assert not ann.path.exists() and [e.seats[0] for e in listing.entries] == ["Bea"]
    bea = listing.entries[0]
    app.push(TitleScene(app))  # a screen over the list, then back: the list resumes
    app.pop()
    assert app.top is listing and listing.entries[0] == bea
    drive.press(key=("save", str(bea.path)))
    resumed = app.top
    assert isinstance(resumed, PlayScene) and resumed.autosave_to == bea.path
    assert resumed.session.actions == second.session.actions


def test_the_old_single_autosave_is_still_offered(nim, app):
    """A game autosaved by the previous version (data/autosave.json) continues there."""
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bot", "blue", "random")], 5,
                            {"heap": 15})
    session.apply(session.state.legal_actions()[0])
    from game.core.saves import session_to_dict

    data = session_to_dict(session)
    del data["summary"]  # the old format had none
    legacy = userdirs.autosave_path()
    legacy.parent.mkdir(parents=True)
    legacy.write_text(json.dumps(data), encoding="utf-8")
    drive = _at_title(app)
    drive.press("Continue")
    assert isinstance(app.top, PlayScene) and app.top.autosave_to == legacy


def test_closing_the_window_mid_game_says_it_is_saved(nim, app, monkeypatch):
    monkeypatch.setattr(farewell, "SECONDS", 0)
    drive = _at_title(app)
    play = _start(app, nim, "Ann", 15)
    drive.frames(1)
    drive.press(key=("action", 0))
    drive.frames(2)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    drive.frames(1)
    assert not app.running
    assert app.farewell == "Game saved: continue any time from Continue on the title screen."
    assert load_session(play.autosave_to).actions == play.session.actions


def test_closing_the_window_on_the_title_says_nothing(app, monkeypatch):
    monkeypatch.setattr(farewell, "SECONDS", 0)
    drive = _at_title(app)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    drive.frames(1)
    assert not app.running and app.farewell is None


def test_a_user_folder_that_is_not_a_folder(app):
    data = userdirs.data_dir()
    data.parent.mkdir(parents=True, exist_ok=True)
    data.write_text("not a folder")
    drive = _at_title(app)
    title = app.top
    assert isinstance(title, TitleScene) and not drive.widget("Continue").enabled
    assert any("is not a folder" in p for p in title.problems)
    app.draw()
    drive.press("Load game")
    assert isinstance(app.top, LoadScene)
    app.draw()


def test_an_unreadable_saves_folder_is_said_on_screen(app, monkeypatch):
    """chmod 000 (simulated: the tests may run as root, who reads everything)."""
    folder = userdirs.saves_dir()
    folder.mkdir(parents=True)
    (folder / "a.json").write_text("{}")
    real_scandir = os.scandir

    def refuse(path="."):
        if os.fspath(path) in (os.fspath(folder), os.fspath(userdirs.autosaves_dir())):
            raise PermissionError(13, "Permission denied", os.fspath(path))
        return real_scandir(path)

    monkeypatch.setattr(os, "scandir", refuse)
    userdirs.autosaves_dir().mkdir(parents=True)
    drive = _at_title(app)
    assert not drive.widget("Continue").enabled
    assert any("cannot be read (Permission denied)" in p for p in app.top.problems)
    app.draw()
    drive.press("Load game")
    labels = [getattr(w, "text", "") for w in app.top.widgets]
    assert any("cannot be read (Permission denied)" in text for text in labels)
    app.draw()


def test_an_unsearchable_data_folder_never_crashes(nim, app, monkeypatch):
    """chmod 000 on the data folder (simulated: stat of anything inside it is refused, as
    for a non-root user): the title says so, a game still starts and says its autosave
    failed, Save game says why; nothing crashes."""
    import pathlib

    data = userdirs.data_dir()
    data.mkdir(parents=True)
    real_stat = pathlib.Path.stat

    def refuse(self, *args, **kwargs):
        if str(self).startswith(str(data) + os.sep):
            raise PermissionError(13, "Permission denied", str(self))
        return real_stat(self, *args, **kwargs)

    def no_open(*args, **kwargs):
        raise PermissionError(13, "Permission denied", str(kwargs.get("dir")))

    monkeypatch.setattr(pathlib.Path, "stat", refuse)
    monkeypatch.setattr("tempfile.mkstemp", no_open)
    drive = _at_title(app)
    assert not drive.widget("Continue").enabled
    play = _start(app, nim, "Ann", 15)
    drive.frames(2)
    assert app.top is play and "Autosave failed" in app.toasts.history[-1]
    drive.press("Menu")
    drive.press("Save game")
    assert "Could not save" in app.toasts.history[-1]
    app.draw()


def test_a_fifo_as_the_autosave_is_not_offered(app):
    legacy = userdirs.autosave_path()
    legacy.parent.mkdir(parents=True)
    os.mkfifo(legacy)
    os.mkfifo(legacy.parent / "autosaves.json")
    userdirs.autosaves_dir().mkdir()
    os.mkfifo(userdirs.autosaves_dir() / "escape-x.json")
    drive = _at_title(app)
    assert not drive.widget("Continue").enabled


def test_the_title_clears_what_interrupted_autosaves_left(app):
    import time

    folder = userdirs.autosaves_dir()
    folder.mkdir(parents=True)
    stale = [folder / f".escape-x.json.{i}abc.tmp" for i in range(3)]
    for path in stale:
        path.write_text("{")
        os.utime(path, (time.time() - 600, time.time() - 600))
    _at_title(app)
    assert not any(path.exists() for path in stale)


def test_a_file_name_with_undecodable_bytes(app):
    """Linux allows any bytes in a file name; Python shows them as lone surrogates, which
    the font renderer refuses: every list line and message shows them as "?"."""
    folder = userdirs.saves_dir()
    folder.mkdir(parents=True)
    odd = folder / os.fsdecode(b"caf\xe9.json")
    odd.write_text("[" * 100_000)
    drive = _at_title(app)
    drive.press("Load game")
    (entry,) = app.top.entries
    assert "caf?.json" in entry.detail
    app.draw()
    drive.press(key=("save", str(odd)))
    assert app.toasts.history[-1].startswith("caf?.json is nested too deeply")
    app.draw()
