"""Merchants of Andromeda board UI tests: headless SDL, a temp user folder, a canvas-sized
app (window = canvas, so canvas positions are window positions) and a fake clock."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest


class FakeClock:
    """A monotonic clock the test moves by hand (as in tests/auction)."""

    def __init__(self, t: float = 100.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", str(tmp_path / "home"))
    from game.engine.app import App

    application = App(window=(1920, 1080), fullscreen=False, save_settings=False)
    application.settings.bot_delay = 0
    application.settings.animation_speed = 0
    yield application
    application.close()
