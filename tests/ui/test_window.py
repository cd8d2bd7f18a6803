"""Window and fullscreen (issue 15, item 6): windows fit the usable desktop and are centred,
fullscreen fills the window's display, the Settings label follows F11, the window class
is "Andromeda Table". Headless with posted events, plus one real X window under Xvfb."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame
import pytest

from game.engine import display
from game.engine.app import TITLE, App
from game.engine.display import Desktop, display_of, fit_window
from game.scenes.settings import SettingsScene
from tests.ui.conftest import Driver
from tests.uitext import (
    WINDOW_SIZES,
    assert_inside,
    assert_no_overlap,
    assert_shown,
    drawn,
    to_window,
)

ROOT = Path(__file__).resolve().parents[2]
LAPTOP = Desktop(pygame.Rect(0, 0, 1366, 768), pygame.Rect(0, 0, 1366, 728))
RIGHT = Desktop(pygame.Rect(1366, -200, 1920, 1080), pygame.Rect(1366, -200, 1920, 1080))


@pytest.mark.parametrize("requested", [(1280, 720), (1600, 900), (1920, 1080), (2560, 1440)])
def test_a_window_fits_the_usable_desktop_and_is_centred(requested):
    frame = (30, 2, 2, 2)
    rect = fit_window(requested, LAPTOP.usable, frame)
    outer = pygame.Rect(rect.left - 2, rect.top - 30, rect.width + 4, rect.height + 32)
    assert LAPTOP.usable.contains(outer)
    assert abs(outer.centerx - LAPTOP.usable.centerx) <= 1
    assert abs(outer.centery - LAPTOP.usable.centery) <= 1
    assert abs(rect.width / rect.height - requested[0] / requested[1]) < 0.01  # no bars
    if requested[1] + 32 <= LAPTOP.usable.height:
        assert rect.size == requested  # a size that fits is kept


def test_a_window_on_the_second_display_stays_there():
    rect = fit_window((1280, 720), RIGHT.usable, (30, 0, 0, 0))
    assert RIGHT.bounds.contains(rect) and rect.size == (1280, 720)
    screens = [LAPTOP, RIGHT]
    assert display_of(pygame.Rect(1300, 100, 1280, 720), screens) is RIGHT  # centre right
    assert display_of(pygame.Rect(-900, 100, 800, 600), screens) is LAPTOP  # off all: nearest


def fake_desktop(monkeypatch, desk: Desktop, frame=(30, 0, 0, 0)) -> None:
    """The dummy driver has no desktop: pretend one, as SDL would report it."""
    monkeypatch.setattr(display, "headless", lambda: False)
    monkeypatch.setattr(display, "desktops", lambda: [desk])
    monkeypatch.setattr(display, "frame_size", lambda: frame)


@contextmanager
def settings_on(monkeypatch, desk: Desktop, window: tuple[int, int]
                ) -> Iterator[tuple[App, Driver]]:
    """The Settings screen in a window of ``window`` asked for on the pretended ``desk``
    (a 30 px title bar); the app is closed after."""
    fake_desktop(monkeypatch, desk)
    app = App(window=window, fullscreen=False)
    try:
        drive = Driver(app)
        app.push(SettingsScene(app))
        drive.frames(1)
        yield app, drive
    finally:
        app.close()


def assert_on_screen(app: App, drive: Driver, desk: Desktop) -> None:
    """The window and its title bar are inside ``desk``'s usable area, Back whole in it."""
    w, h = app.screen.get_size()
    x, y = pygame.display.get_window_position()
    assert desk.usable.contains(pygame.Rect(x, y - 30, w, h + 30)), (x, y, w, h)
    back = drive.widget(key="back").rect
    assert app.viewport.rect.contains(scaled(app, back))


def test_choosing_the_largest_window_on_a_smaller_screen_keeps_the_window_on_it(
        home, monkeypatch):
    """The largest entry a smaller screen offers (1280x720 does not fit a 1366x768 laptop
    with its task bar and the title bar) opens a window that fits, Back on screen; a
    larger screen's size kept in the settings: test_window_sizes.py."""
    with settings_on(monkeypatch, LAPTOP, (960, 540)) as (app, drive):
        size = drive.widget(key="window")
        while size.value != (1280, 720):  # the player steps the chooser with the mouse
            drive.click(to_window(app, size._arrow_rects()[1].center))
            size = drive.widget(key="window")
        assert_on_screen(app, drive, LAPTOP)
        assert app.settings.window == (1280, 720)
        assert "does not fit this screen" in app.toasts.history[-1]


def scaled(app: App, rect: pygame.Rect) -> pygame.Rect:
    left, top = to_window(app, rect.topleft)
    right, bottom = to_window(app, rect.bottomright)
    return pygame.Rect(left, top, right - left, bottom - top)


def test_fullscreen_fills_the_display_and_leaving_it_recentres(home, monkeypatch):
    fake_desktop(monkeypatch, Desktop(pygame.Rect(0, 0, 1024, 768), pygame.Rect(0, 0, 1024, 728)))
    app = App(window=(960, 540), fullscreen=False)
    try:
        drive = Driver(app)
        app.push(SettingsScene(app))
        drive.frames(1)
        drive.key(pygame.K_F11)
        assert pygame.display.is_fullscreen() and app.settings.fullscreen
        assert app.screen.get_size() == (1024, 768)  # the dummy display's desktop
        drive.key(pygame.K_F11)
        assert not pygame.display.is_fullscreen() and not app.settings.fullscreen
        x, y = pygame.display.get_window_position()
        assert (x, y) == (32, 109)  # centred in 1024x728 with a 30 px title bar
        assert app.screen.get_size() == (960, 540)
    finally:
        app.close()


@pytest.mark.parametrize("window", WINDOW_SIZES)
def test_the_fullscreen_label_follows_f11(home, window):
    app = App(window=window, fullscreen=False)
    try:
        drive = Driver(app)
        app.push(SettingsScene(app))
        drive.frames(1)
        toggle = drive.widget(key="fullscreen")
        assert_shown(drawn(app), "Fullscreen: Off", inside=toggle.rect)
        drive.key(pygame.K_F11)  # F11 works on every screen, also on this one
        toggle = drive.widget(key="fullscreen")
        assert app.settings.fullscreen
        assert_shown(drawn(app), "Fullscreen: On", inside=toggle.rect)
        drive.key(pygame.K_F11)
        toggle = drive.widget(key="fullscreen")
        assert_shown(drawn(app), "Fullscreen: Off", inside=toggle.rect)
        # pressing the toggle itself (a tap) and the label agree with the window
        drive.tap(to_window(app, toggle.rect.center))
        assert pygame.display.is_fullscreen()
        assert_shown(drawn(app), "Fullscreen: On", inside=drive.widget(key="fullscreen").rect)
        named = {str(w.key): w.rect for w in app.top.widgets}
        assert_no_overlap(named)
        assert_inside(named, pygame.Rect(0, 0, 1920, 1080))
    finally:
        app.close()


def test_a_failed_fullscreen_leaves_the_label_off(home, monkeypatch):
    app = App(window=(1280, 720), fullscreen=False)
    try:
        drive = Driver(app)
        app.push(SettingsScene(app))
        drive.frames(1)

        def refuse():
            raise pygame.error("no fullscreen on this display")

        monkeypatch.setattr(display, "open_fullscreen", refuse)
        drive.key(pygame.K_F11)
        assert not app.settings.fullscreen
        assert "Fullscreen is not available" in app.toasts.history[-1]
        assert_shown(drawn(app), "Fullscreen: Off", inside=drive.widget(key="fullscreen").rect)
    finally:
        app.close()


def test_the_window_class_is_the_apps_name(monkeypatch):
    from game.engine import app as app_module

    monkeypatch.setattr(sys, "argv", ["/x/game/__main__.py"])
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "__main__.py")  # what `import pygame` sets
    app_module._name_the_window_class()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == TITLE
    monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", "MyOwnClass")  # a user's choice stays
    app_module._name_the_window_class()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == "MyOwnClass"


@pytest.mark.skipif(not (shutil.which("xvfb-run") and shutil.which("xwininfo")
                         and shutil.which("xdotool") and shutil.which("xprop")),
                    reason="needs xvfb-run, xdotool, xwininfo and xprop")
def test_in_a_real_x_window(tmp_path):
    """A real X server with a 40 px task bar: the window fits and is centred, fullscreen
    covers the screen, F11 leaves it, the label follows, WM_CLASS names the app."""
    out = tmp_path / "probe.json"
    script = ('xprop -root -f _NET_WORKAREA 32c -set _NET_WORKAREA "0, 0, 1920, 1040" && '
              f'exec "{sys.executable}" -m tests.ui.realwindow_probe "{out}"')
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", ANDROMEDA_TABLE_HOME=str(tmp_path / "h"))
    env.pop("SDL_VIDEODRIVER", None)
    # as a user's shell starts it: with DISPLAY set, this worker's `import pygame` put
    # its script's name ("__main__.py", pytest's) in SDL_VIDEO_X11_WMCLASS, which the
    # probe would keep as the user's choice unless an App here had renamed it already
    for variable in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        env.pop(variable, None)
    subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24 -noreset", "sh", "-c",
                    script], cwd=ROOT, env=env, check=True, timeout=120,
                   capture_output=True)
    result = json.loads(out.read_text("utf-8"))
    usable = pygame.Rect(0, 0, 1920, 1040)
    by_label = {r["label"]: r for r in result["records"]}
    for label in ("start-1280", "window-1920", "after-f11"):
        x = by_label[label]["x"]
        window = pygame.Rect(x["x"], x["y"] - display.FRAME_ALLOWANCE[0], x["w"],
                             x["h"] + display.FRAME_ALLOWANCE[0])
        assert usable.contains(window), (label, x)
        assert abs(window.centerx - usable.centerx) <= 2, (label, x)
        assert by_label[label]["fullscreen_label"] == "Fullscreen: Off"
        # the window manager is told the smallest size the player may drag it to
        assert "program specified minimum size: 960 by 540" in by_label[label]["hints"]
    assert by_label["start-1280"]["x"]["w"] == 1280
    for label in ("fullscreen-on", "f11-again"):
        assert by_label[label]["x"] == {"x": 0, "y": 0, "w": 1920, "h": 1080}, label
        assert by_label[label]["fullscreen_label"] == "Fullscreen: On"
    assert f'WM_CLASS(STRING) = "{TITLE}", "{TITLE}"' in result["xprop"]
    assert f'_NET_WM_NAME(UTF8_STRING) = "{TITLE}"' in result["xprop"]
