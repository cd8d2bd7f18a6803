"""Where the shipped files are, the same from source, a one-folder and a one-file build,
and which map files a game reads while a custom board stands in for the shipped maps.

PyInstaller unpacks a one-file build to ``sys._MEIPASS`` and puts ``assets/`` and
``maps/`` there; from source (or an editable install) they sit beside the ``game``
package. User files (saves, settings, autosaves) never go here: see
:mod:`game.userdirs`.

A custom board replaces the shipped map files a game reads: one map for Andromeda
Escape (``andromeda-escape.tmx``) and Starship Merchants (``starship-merchants.tmx``), a
folder holding every map of ``maps/pandorum/`` (with its tileset) or ``maps/merchants/``
for the others. :func:`use_board` points :func:`map_file` at the player's files, so the
rules and the views read the same map through the one loader. The choice lives here,
beside :func:`map_file` that reads it, so that the session that starts a game on a board
(:mod:`game.core.session`) need not reach up to the boards package: validating a board,
listing the player's boards and guessing a board's game stay in
:mod:`game.boards.custom`.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
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
#: :func:`use_board`)
MAP_OVERRIDES: dict[str, Path] = {}


def map_file(name: str) -> Path:
    """A map the game reads, e.g. ``map_file("pandorum/part-a.tmx")``: the shipped one, or
    the custom board's file while a custom board is played."""
    return MAP_OVERRIDES.get(name) or MAPS / name


# --------------------------------------------------------------------------- custom boards

#: a game whose board is one map file -> that file's shipped name
SINGLE_MAP = {"escape": "andromeda-escape.tmx", "starship": "starship-merchants.tmx"}
#: a game whose board is a folder of maps -> the shipped folder's name
MAP_FOLDER = {"pandorum": "pandorum", "merchants": "merchants"}


class BoardError(ValueError):
    """A custom board that cannot be played; the message says why in one line."""


def needed_files(game_id: str) -> tuple[str, ...]:
    """The shipped map names (relative to ``maps/``) a custom board of ``game_id`` replaces."""
    if game_id in SINGLE_MAP:
        return (SINGLE_MAP[game_id],)
    if game_id in MAP_FOLDER:
        folder = MAP_FOLDER[game_id]
        return tuple(f"{folder}/{p.name}" for p in sorted((MAPS / folder).glob("*.tmx")))
    raise BoardError(f"unknown game {game_id!r}")


def board_files(game_id: str, board: str | Path) -> dict[str, Path]:
    """Shipped map name -> the custom board's file; BoardError if ``board`` does not fit."""
    path = Path(board).expanduser()
    if not path.exists():
        raise BoardError(f"{board}: no such file or folder")
    if game_id in SINGLE_MAP:
        if not path.is_file():
            raise BoardError(f"{board}: a {game_id} board is one .tmx map file, not a folder")
        return {SINGLE_MAP[game_id]: path}
    if not path.is_dir():
        raise BoardError(f"{board}: a {game_id} board is a folder holding every map of "
                         f"maps/{MAP_FOLDER[game_id]}/ (copy that folder and edit it)")
    files = {name: path / Path(name).name for name in needed_files(game_id)}
    missing = [Path(n).name for n, p in files.items() if not p.is_file()]
    if missing:
        raise BoardError(f"{board}: the folder lacks {', '.join(missing)}; a {game_id} board "
                         f"needs every map of maps/{MAP_FOLDER[game_id]}/")
    return files


def use_board(game_id: str, board: str | Path | None) -> None:
    """Play ``game_id`` on ``board`` from now on (None: on the shipped maps)."""
    MAP_OVERRIDES.clear()
    if board is not None:
        MAP_OVERRIDES.update(board_files(game_id, board))


@contextlib.contextmanager
def board_in_use(game_id: str, board: str | Path | None) -> Iterator[None]:
    """Use ``board`` inside the ``with`` block, then go back to what was in use."""
    before = dict(MAP_OVERRIDES)
    try:
        use_board(game_id, board)
        yield
    finally:
        MAP_OVERRIDES.clear()
        MAP_OVERRIDES.update(before)
