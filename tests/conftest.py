"""Shared test set-up: headless SDL, and user folders in a temp dir so no test ever touches a
real player's settings or saves."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from tests.core.conftest import toy  # noqa: F401 - the toy game fixture for CLI tests


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", str(home))
