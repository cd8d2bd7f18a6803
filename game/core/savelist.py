"""The Continue and Load lists: every save in a folder described in one line, without
replaying it, and without ever failing.

A listing only reads (regular files, bounded, see :mod:`game.core.files`); a file that
cannot be read or does not look like a save is listed as damaged with the reason, so
the player sees it and the loader's full check (:func:`game.core.saves.load_session`)
explains the rest when it is chosen.
"""

from __future__ import annotations

import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import catalogue
from game.core.names import name_problem, shown
from game.core.saves import SaveError, read_save_data

#: the most files a folder listing looks at (newest first)
MAX_LISTED = 200


@dataclass(frozen=True)
class SaveEntry:
    """One save as a list shows it."""

    path: Path
    title: str  # the game's title, or "Damaged save"
    seats: tuple[str, ...]  # the players' names (empty when unknown)
    turn: int | None  # the game's own turn or round counter, when the save says
    moves: int | None
    when: str  # the file's date, "2026-12-01 11:30"
    problem: str | None = None  # why the file is not a readable save
    over: bool = False

    @property
    def detail(self) -> str:
        """The line under the title: players, turn, moves, date, file name."""
        if self.problem is not None:
            return f"{self.when} \u00b7 {shown(self.path.name)}: {self.problem}"
        parts = [", ".join(self.seats)]
        if self.turn is not None:
            parts.append(f"turn {self.turn}")
        if self.moves is not None:
            parts.append(f"{self.moves} moves")
        parts.append(self.when)
        return " \u00b7 ".join(p for p in parts if p)


def _stamp(mtime: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(mtime))


def describe(path: Path, mtime: float) -> SaveEntry:
    """A list entry for the save at ``path``; never raises."""
    when = _stamp(mtime)
    try:
        data = read_save_data(path)
    except SaveError as exc:
        reason = str(exc).removeprefix(shown(path.name)).strip(" :")
        return SaveEntry(path, "Damaged save", (), None, None, when, reason[:120])
    return _entry(path, data, when)


def _entry(path: Path, data: Any, when: str) -> SaveEntry:
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        return SaveEntry(path, "Damaged save", (), None, None, when, "not a save file")
    game_id = data["game"]
    try:
        title = catalogue.info(game_id).title
    except KeyError:
        return SaveEntry(path, "Damaged save", (), None, None, when,
                         f"unknown game {game_id[:30]!r}")
    seats = data.get("seats")
    names: list[str] = []
    if isinstance(seats, list):
        for seat in seats[:8]:
            name = seat.get("name") if isinstance(seat, dict) else None
            names.append(name if isinstance(name, str) and name_problem(name) is None else "?")
    actions = data.get("actions")
    moves = len(actions) if isinstance(actions, list) else None
    raw_summary = data.get("summary")
    summary: dict[str, Any] = raw_summary if isinstance(raw_summary, dict) else {}
    turn = summary.get("turn")
    if not isinstance(turn, int) or isinstance(turn, bool) or not 0 <= turn < 10**6:
        turn = None
    return SaveEntry(path, title, tuple(names), turn, moves, when,
                     over=summary.get("over") is True)


def list_saves(folder: Path, extra: tuple[Path, ...] = ()) -> list[SaveEntry]:
    """Every ``*.json`` regular file in ``folder`` (plus ``extra`` files that exist),
    newest first, at most :data:`MAX_LISTED`. A missing folder lists nothing; a folder
    that cannot be read raises ``OSError`` (the caller says so on screen)."""
    found: list[tuple[float, Path]] = []
    if folder.is_dir():
        with os.scandir(folder) as it:
            for item in it:
                if not item.name.endswith(".json") or item.name.startswith("."):
                    continue
                try:
                    info = item.stat(follow_symlinks=True)
                except OSError:
                    continue
                if stat.S_ISREG(info.st_mode):
                    found.append((info.st_mtime, Path(item.path)))
    for path in extra:
        try:
            info = path.stat()
        except OSError:
            continue
        if stat.S_ISREG(info.st_mode):
            found.append((info.st_mtime, path))
    found.sort(key=lambda pair: pair[0], reverse=True)
    return [describe(path, mtime) for mtime, path in found[:MAX_LISTED]]
