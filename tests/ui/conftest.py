"""UI test set-up: headless SDL, a temp user folder, the Nim test game, and helpers that
post real pygame events through the app loop."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from game.core import catalogue
from game.engine.gameview import GenericView
from tests.ui.nim import GAME as NIM


@pytest.fixture
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def nim(monkeypatch, home):
    """Nim answers for the catalogue id "escape"; the other games stay unbuilt; the play
    scene uses the generic move list (the real escape view would not understand Nim)."""

    def fake(game_id: str):
        return NIM if game_id == "escape" else None

    monkeypatch.setattr(catalogue, "load_game", fake)
    monkeypatch.setattr("game.scenes.play.view_for", lambda game_id: GenericView)
    # catalogue.info keeps a game's menu entry: Nim's must not outlive this test (the
    # rules reader of a later test read Nim's empty rulebook for "escape")
    catalogue.info.cache_clear()
    yield NIM
    catalogue.info.cache_clear()


class Driver:
    """Posts real events and runs app frames."""

    def __init__(self, app) -> None:
        self.app = app

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.step(dt)

    def until(self, cond, limit: int = 2000, dt: float = 0.1) -> None:
        for _ in range(limit):
            if cond():
                return
            self.app.step(dt)
        raise AssertionError("condition not reached")

    def click(self, pos, button: int = 1) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button,
                                             touch=False))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button,
                                             touch=False))
        self.frames(1)

    def tap(self, pos, finger: int = 7, synthesised: bool = True) -> None:
        """A finger tap as SDL delivers it: finger events plus mouse events marked touch."""
        w, h = self.app.screen.get_size()
        x, y = pos[0] / w, pos[1] / h
        common = {"touch_id": 1, "finger_id": finger, "x": x, "y": y, "dx": 0.0, "dy": 0.0,
                  "pressure": 1.0}
        pygame.event.post(pygame.event.Event(pygame.FINGERDOWN, **common))
        if synthesised:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1,
                                                 touch=True))
        pygame.event.post(pygame.event.Event(pygame.FINGERUP, **common))
        if synthesised:
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1,
                                                 touch=True))
        self.frames(1)

    def key(self, key: int, mod: int = 0, unicode: str = "") -> None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod,
                                             unicode=unicode, scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode,
                                             scancode=0))
        self.frames(1)

    def type(self, text: str) -> None:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=text))
        self.frames(1)

    def widget(self, label=None, key=None):
        for w in self.app.top.widgets:
            if (label is not None and getattr(w, "label", None) == label) or (
                    key is not None and w.key == key):
                return w
        raise LookupError(f"no widget {label or key!r} on {type(self.app.top).__name__}")

    def press(self, label=None, key=None) -> None:
        self.click(self.widget(label, key).rect.center)


@pytest.fixture
def app(home):
    from game.engine.app import App

    application = App(window=(1920, 1080), fullscreen=False)
    yield application
    application.close()


@pytest.fixture
def drive(app):
    return Driver(app)
