"""Where the shipped files are, the same from source, a one-folder and a one-file build.

PyInstaller unpacks a one-file build to ``sys._MEIPASS`` and puts ``assets/`` and
``maps/`` there; from source (or an editable install) they sit beside the ``game``
package. User files (saves, settings, autosaves) never go here: see
:mod:`game.userdirs`.
"""

from __future__ import annotations

import sys
from pathlib import Path


def _root() -> Path:
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


ROOT: Path = _root()
ASSETS: Path = ROOT / "assets"
MAPS: Path = ROOT / "maps"
DATA: Path = ASSETS / "data"
RULES: Path = ASSETS / "rules"
FONTS: Path = ASSETS / "fonts"
SOUNDS: Path = ASSETS / "sounds"


def data_file(game_id: str, name: str) -> Path:
    """A component data file of one game, e.g. ``data_file("escape", "cards.toml")``."""
    return DATA / game_id / name


#: shipped map name -> a custom board's file, while one is played (set only by
#: :func:`game.boards.custom.use_board`)
MAP_OVERRIDES: dict[str, Path] = {}


def map_file(name: str) -> Path:
    """A map the game reads, e.g. ``map_file("pandorum/part-a.tmx")``: the shipped one, or
    the custom board's file while a custom board is played."""
    return MAP_OVERRIDES.get(name) or MAPS / name
