"""Custom boards: a player's own map (or folder of maps) played instead of a shipped one.

Which files a board stands in for, and putting a board in use, belong to
:mod:`game.paths` (:func:`~game.paths.use_board`, beside the ``map_file`` every loader
reads). This module is the boards' side:
:func:`board_problems` validates a board for its game (the loader on each map, then the
game's own ``validate_data``), in the same messages ``python -m game validate`` prints;
:func:`guess_game` tells a board's game; :func:`custom_boards` lists the player's.

Custom boards live in the user's data folder, in :data:`FOLDER_NAME` (see
:func:`custom_boards_dir`); the setup screen offers what is there.
"""

from __future__ import annotations

from pathlib import Path

from game import userdirs
from game.boards.model import MapError
from game.core.catalogue import get_game
from game.core.session import board_problems_for
from game.paths import MAP_FOLDER, BoardError, board_files, needed_files

__all__ = ["FOLDER_NAME", "board_problems", "custom_boards", "custom_boards_dir", "guess_game"]

#: the folder in the user's data folder that the setup screen lists
FOLDER_NAME = "Custom boards"


def custom_boards_dir() -> Path:
    """``<user data folder>/Custom boards`` (not created here)."""
    return userdirs.data_dir() / FOLDER_NAME


def board_problems(game_id: str, board: str | Path) -> list[str]:
    """Every problem that stops ``board`` being played as ``game_id`` (empty: playable).

    Each map is loaded by the one loader (a map that fails is reported once), then the
    game's own checks run on the board, exactly as they run on the shipped maps."""
    from game.boards.tiled import load_map

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
    return problems or board_problems_for(get_game(game_id), board)


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
