"""The user's own folders (platformdirs): settings, saves, autosaves.

``ANDROMEDA_TABLE_HOME`` overrides the base folder, so tests and smoke tests never touch
a real user's files.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP = "andromeda-table"


def _override() -> Path | None:
    home = os.environ.get("ANDROMEDA_TABLE_HOME")
    return Path(home) if home else None


def config_dir() -> Path:
    base = _override()
    return base / "config" if base else Path(platformdirs.user_config_dir(APP, appauthor=False))


def data_dir() -> Path:
    base = _override()
    return base / "data" if base else Path(platformdirs.user_data_dir(APP, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def autosave_path() -> Path:
    return data_dir() / "autosave.json"


def settings_path() -> Path:
    return config_dir() / "settings.json"
