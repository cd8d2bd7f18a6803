"""Custom boards: a player's own map (or folder of maps) played instead of a shipped one.

A custom board replaces the shipped map files a game reads: one map for Andromeda
Escape (``andromeda-escape.tmx``) and Starship Merchants (``starship-merchants.tmx``), a
folder holding every map of ``maps/pandorum/`` (with its tileset) or ``maps/merchants/``
for the others. :func:`use_board` points :func:`game.paths.map_file` at the player's
files, so the rules and the views read the same map through the one loader;
:func:`board_problems` validates a board for its game first (loader + the game's own
``validate_data``), in the same messages ``python -m game validate`` prints.

Custom boards live in the user's data folder, in :data:`FOLDER_NAME` (see
:func:`custom_boards_dir`); the setup screen offers what is there.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from pathlib import Path

from game import paths, userdirs
from game.boards.model import MapError

#: the folder in the user's data folder that the setup screen lists
FOLDER_NAME = "Custom boards"
#: a game whose board is one map file -> that file's shipped name
SINGLE_MAP = {"escape": "andromeda-escape.tmx", "starship": "starship-merchants.tmx"}
#: a game whose board is a folder of maps -> the shipped folder's name
MAP_FOLDER = {"pandorum": "pandorum", "merchants": "merchants"}


class BoardError(ValueError):
    """A custom board that cannot be played; the message says why in one line."""


def custom_boards_dir() -> Path:
    """``<user data folder>/Custom boards`` (not created here)."""
    return userdirs.data_dir() / FOLDER_NAME


def needed_files(game_id: str) -> tuple[str, ...]:
    """The shipped map names (relative to ``maps/``) a custom board of ``game_id`` replaces."""
    if game_id in SINGLE_MAP:
        return (SINGLE_MAP[game_id],)
    if game_id in MAP_FOLDER:
        folder = MAP_FOLDER[game_id]
        return tuple(f"{folder}/{p.name}" for p in sorted((paths.MAPS / folder).glob("*.tmx")))
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
    paths.MAP_OVERRIDES.clear()
    if board is not None:
        paths.MAP_OVERRIDES.update(board_files(game_id, board))


@contextlib.contextmanager
def board_in_use(game_id: str, board: str | Path | None) -> Iterator[None]:
    """Use ``board`` inside the ``with`` block, then go back to what was in use."""
    before = dict(paths.MAP_OVERRIDES)
    try:
        use_board(game_id, board)
        yield
    finally:
        paths.MAP_OVERRIDES.clear()
        paths.MAP_OVERRIDES.update(before)


def board_problems(game_id: str, board: str | Path) -> list[str]:
    """Every problem that stops ``board`` being played as ``game_id`` (empty: playable).

    Each map is loaded by the one loader (a map that fails is reported once), then the
    game's own checks run on the board, exactly as they run on the shipped maps."""
    from game.boards.tiled import load_map
    from game.core import catalogue

    try:
        files = board_files(game_id, board)
    except BoardError as exc:
        return [str(exc)]
    problems: list[str] = []
    for file in files.values():
        try:
            load_map(file)
        except MapError as exc:
            problems.append(str(exc))
    if problems:
        return problems
    hook = getattr(catalogue.get_game(game_id), "validate_data", None)
    if not callable(hook):
        return []
    with board_in_use(game_id, board):
        try:
            found = list(hook())
        except Exception as exc:  # a validator must report, never crash
            found = [f"{game_id}: the board cannot be checked ({type(exc).__name__}: {exc})"]
    return found


def guess_game(board: str | Path) -> str | None:
    """Which game a board is for: a folder by its file names, a map by its layout."""
    from game.boards.tiled import load_map

    path = Path(board)
    if path.is_dir():
        names = {p.name for p in path.glob("*.tmx")}
        for game_id in MAP_FOLDER:
            if names & {Path(n).name for n in needed_files(game_id)}:
                return game_id
        return None
    try:
        layout: str | None = load_map(path).layout
    except MapError:  # a broken map still says what it is for: read its layout property
        layout = _layout_property(path)
    return {"ring": "escape", "track": "starship"}.get(layout or "")


def _layout_property(path: Path) -> str | None:
    from xml.etree import ElementTree

    try:
        root = ElementTree.parse(path).getroot()
    except (OSError, ElementTree.ParseError):
        return None
    for prop in root.findall("./properties/property"):
        if prop.get("name") == "layout":
            return prop.get("value")
    return None


def custom_boards(game_id: str) -> list[Path]:
    """The entries of the Custom boards folder that could be boards of ``game_id``
    (map files for one-map games, folders for the others), by name."""
    folder = custom_boards_dir()
    if not folder.is_dir():
        return []
    want_dir = game_id in MAP_FOLDER
    found = []
    for entry in sorted(folder.iterdir(), key=lambda p: p.name.lower()):
        shaped = entry.is_dir() if want_dir else entry.suffix == ".tmx"
        if shaped and guess_game(entry) == game_id:
            found.append(entry)
    return found
