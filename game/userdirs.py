"""The user's own folders (platformdirs): settings, saves, autosaves.

``ANDROMEDA_TABLE_HOME`` overrides the base folder, so tests and smoke tests never touch
a real user's files.

Every started game has its own autosave in :func:`autosaves_dir` (a new game never
replaces another's continue point); ``autosave.json`` in the data folder is the single
slot older versions wrote, still offered by Continue.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

import platformdirs

from game.core.files import clean_stale_temp_files
from game.core.names import shown

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


def autosaves_dir() -> Path:
    """One autosave per started game, named ``<game>-<date>-<time>-<tag>.json``."""
    return data_dir() / "autosaves"


def autosave_path() -> Path:
    """The single autosave slot of older versions (read, continued, never newly made)."""
    return data_dir() / "autosave.json"


def new_autosave_path(game_id: str) -> Path:
    """A fresh autosave file name for a game starting now (the file is not created)."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    while True:
        path = autosaves_dir() / f"{game_id}-{stamp}-{os.urandom(2).hex()}.json"
        try:
            if not path.exists():
                return path
        except OSError:  # an unreadable folder: the first write will say so
            return path


def settings_path() -> Path:
    return config_dir() / "settings.json"


def folder_problem(folder: Path) -> str | None:
    """Why the app cannot use ``folder`` for its files, in words, or None when it can
    (a folder that does not exist yet is fine: it is made on the first write)."""
    try:
        if not folder.exists():
            parent = folder.parent
            while not parent.exists() and parent != parent.parent:
                parent = parent.parent
            if parent.is_dir() and not os.access(parent, os.W_OK | os.X_OK):
                return f"{folder} cannot be created: permission denied on {parent}"
            return None
        if not folder.is_dir():
            return f"{folder} is not a folder"
        if not os.access(folder, os.R_OK | os.X_OK):
            return f"{folder} cannot be read: permission denied"
        if not os.access(folder, os.W_OK):
            return f"{folder} is read-only: games cannot be saved there"
    except OSError as exc:
        return f"{folder} cannot be used ({exc.strerror or exc})"
    return None


def user_folder_problems() -> list[str]:
    """Problems with the folders games are saved in (shown on the title screen)."""
    found = []
    for folder in (data_dir(), saves_dir(), autosaves_dir()):
        problem = folder_problem(folder)
        if problem is not None:
            found.append(f"Saved games are unavailable: {shown(problem)}.")
            break  # one line is enough: the inner folders share the outer one's fate
    return found


def clean_temp_files() -> int:
    """Remove the temporary files interrupted writes left in the user's folders."""
    return sum(clean_stale_temp_files(folder)
               for folder in (config_dir(), data_dir(), saves_dir(), autosaves_dir()))
