"""Every screen renders headless to a PNG that is not blank; the load and rules screens
behave."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game import userdirs
from game.core.savelist import list_saves
from game.core.saves import save_session
from game.core.session import Seat, Session
from game.scenes.load import LoadScene
from game.scenes.play import PlayScene
from game.scenes.rulebook import RulesScene
from game.screenshot import SCREENS, render
from tests.ui.conftest import Driver


def looks_like_a_screen(path: Path) -> None:
    image = pygame.image.load(str(path))
    assert image.get_size() == (1920, 1080)
    w, h = image.get_size()
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, w, 7) for y in range(0, h, 7)}
    assert len(colours) > 12, "a blank or nearly blank screen"
    # text: near-white or accent-yellow glyph pixels somewhere
    bright = sum(1 for c in colours if min(c) > 200 or (c[0] > 230 and c[1] > 170 and c[2] < 120))
    assert bright > 0, "no text drawn"


@pytest.mark.parametrize("target", [*SCREENS, "escape"])
def test_every_screen_renders(nim, tmp_path, target):
    out = tmp_path / f"{target}.png"
    render(target, out, seed=3, moves=2)
    looks_like_a_screen(out)


def test_render_scales_and_rejects_unknown(nim, tmp_path):
    out = tmp_path / "small.png"
    render("title", out, size=(960, 540))
    assert pygame.image.load(str(out)).get_size() == (960, 540)
    with pytest.raises(ValueError, match="unknown screenshot target"):
        render("nowhere", tmp_path / "x.png")


def test_render_of_a_game_does_not_touch_the_autosave(nim, tmp_path):
    render("escape", tmp_path / "g.png", moves=3)
    assert not userdirs.autosave_path().exists()
    assert not userdirs.autosaves_dir().exists()


def test_bad_save_shows_message_and_stays_untouched(nim, app):
    folder = userdirs.saves_dir()
    folder.mkdir(parents=True)
    bad = folder / "broken.json"
    bad.write_text('{"format": "andromeda-table-save", "schema": 1, "game": "esc', "utf-8")
    good = folder / "good.json"
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bea", "blue")], 2)
    session.apply(session.state.legal_actions()[0])
    save_session(session, good)
    entries = {e.path.name: e for e in list_saves(folder)}
    assert entries["broken.json"].title == "Damaged save"
    assert "damaged or truncated" in entries["broken.json"].detail
    assert "Ann, Bea" in entries["good.json"].detail and "1 moves" in entries["good.json"].detail
    drive = Driver(app)
    app.push(LoadScene(app))
    drive.frames(1)
    before = bad.read_bytes()
    drive.press(key=("save", str(bad)))
    assert isinstance(app.top, LoadScene)
    assert "damaged" in app.toasts.history[-1]
    assert bad.read_bytes() == before
    drive.press(key=("save", str(good)))
    assert isinstance(app.top, PlayScene)
    assert app.top.session.actions == session.actions


def test_menu_save_then_load(nim, app):
    drive = Driver(app)
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bea", "blue")], 2)
    app.push(PlayScene(app, session))
    drive.frames(1)
    drive.press(key=("action", 1))
    drive.key(pygame.K_ESCAPE)
    drive.press("Save game")
    assert app.toasts.history[-1].startswith("Saved as escape-")
    drive.press("Load game")
    assert isinstance(app.top, LoadScene)
    assert len(app.top.entries) == 1
    drive.press(key=("save", str(app.top.entries[0].path)))
    assert isinstance(app.top, PlayScene) and app.top.session.actions == session.actions


def test_rules_reader_scrolls_by_wheel_drag_and_keys(app):
    drive = Driver(app)
    scene = RulesScene(app, "escape")
    app.push(scene)
    drive.frames(1)
    drive.press(key=("page", "rules"))  # the first page is "Playing it here"
    text = scene.text
    assert text.max_offset() > 1000  # a long rulebook
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=text.rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-2, flipped=False,
                                         precise_x=0.0, precise_y=-2.0, touch=False))
    drive.frames(1)
    after_wheel = text.offset
    assert after_wheel > 0
    # drag up with a finger: the text follows
    w, h = app.screen.get_size()
    x, y = text.rect.centerx / w, text.rect.centery / h
    for kind, yy in ((pygame.FINGERDOWN, y), (pygame.FINGERMOTION, y - 0.2),
                     (pygame.FINGERUP, y - 0.2)):
        pygame.event.post(pygame.event.Event(kind, x=x, y=yy, finger_id=1, touch_id=1, dx=0,
                                             dy=0, pressure=1))
    drive.frames(1)
    assert text.offset > after_wheel + 150
    drive.key(pygame.K_END)
    assert text.offset == text.max_offset()
    drive.key(pygame.K_HOME)
    assert text.offset == 0
    # another game's rulebook
    before = text.text
    scene.picker.step(1)
    assert scene.game_id == "starship" and text.text != before and "Starship" in text.text


def test_render_leaves_a_broken_settings_file_alone(nim, tmp_path):
    path = userdirs.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"volume": 5}', encoding="utf-8")
    render("title", tmp_path / "t.png")
    assert path.read_text(encoding="utf-8") == '{"volume": 5}'
