"""Pandorum board UI tests: headless SDL, a temp user folder, an app at the canvas size."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest


@pytest.fixture
def app(tmp_path, monkeypatch):
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", str(tmp_path / "home"))
    from game.engine.app import App

    application = App(window=(1920, 1080), fullscreen=False, save_settings=False)
    application.settings.bot_delay = 0
    application.settings.animation_speed = 0
    yield application
    application.close()
