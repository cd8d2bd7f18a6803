"""Save files: JSON with a schema version, written atomically, checked on load.

A save holds the game id, options, seats, seed and the action list (the source of truth),
plus a snapshot of the final state, used to detect hand-edits and replay drift. Loading
never modifies the file; every problem becomes a :class:`SaveError` with a clear message.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path
from typing import Any

from game.core.catalogue import GAME_IDS, get_game
from game.core.protocol import IllegalActionError
from game.core.session import Seat, Session

FORMAT = "andromeda-table-save"
SCHEMA_VERSION = 1


class SaveError(Exception):
    """A save that cannot be loaded; the message names the file and the problem."""


def write_json_atomic(path: Path, data: Any) -> None:
    """Write JSON so that a crash leaves either the old file or the new one, never half.

    The data goes to a temporary file in the same folder, is flushed to disk, and then
    replaces the target with ``os.replace`` (atomic on POSIX and Windows)."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        # One dumps() and one write: json.dump() streams many small writes, which made a
        # whole-game autosave several times slower.
        text = json.dumps(data, separators=(",", ":"), sort_keys=True) + "\n"
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def session_to_dict(session: Session) -> dict[str, Any]:
    return {
        "format": FORMAT,
        "schema": SCHEMA_VERSION,
        "game": session.game.id,
        "options": session.options,
        "seed": session.seed,
        "seats": [seat.to_dict() for seat in session.seats],
        "actions": [action.to_dict() for action in session.actions],
        "snapshot": session.state.to_dict(),
        **({"board": session.board} if session.board else {}),
    }


def save_session(session: Session, path: Path) -> None:
    write_json_atomic(path, session_to_dict(session))


def session_from_dict(data: Any, where: str = "save") -> Session:
    """Rebuild a session by replaying its actions; SaveError says what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{where}: not an Andromeda Table save file")
    schema = data.get("schema")
    if not isinstance(schema, int):
        raise SaveError(f"{where}: missing schema version")
    if schema > SCHEMA_VERSION:
        raise SaveError(
            f"{where}: made by a newer version of Andromeda Table (save schema {schema}, "
            f"this version reads up to {SCHEMA_VERSION}); update the game to load it"
        )
    if schema < 1:
        raise SaveError(f"{where}: unknown save schema {schema}")
    game_id = data.get("game")
    if game_id not in GAME_IDS:
        raise SaveError(f"{where}: unknown game {game_id!r}")
    try:
        game = get_game(game_id)
    except LookupError as exc:
        raise SaveError(f"{where}: {exc}") from exc
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(f"{where}: the seed must be a whole number")
    raw_seats, raw_actions = data.get("seats"), data.get("actions")
    if not isinstance(raw_seats, list) or not isinstance(raw_actions, list):
        raise SaveError(f"{where}: seats and actions must be lists")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SaveError(f"{where}: options must be an object")
    board = _custom_board(data, game_id, where)
    try:
        seats = [Seat.from_dict(s if isinstance(s, dict) else {}) for s in raw_seats]
        session = Session.start(game, seats, seed, options, board)
    except ValueError as exc:
        raise SaveError(f"{where}: {exc}") from exc
    for index, raw in enumerate(raw_actions):
        try:
            action = game.codec.decode(raw)
            session.apply(action)
        except (ValueError, IllegalActionError) as exc:
            reason = getattr(exc, "reason", str(exc))
            raise SaveError(f"{where}: action {index + 1} cannot be replayed: {reason}") from exc
    snapshot = data.get("snapshot")
    if snapshot is not None and snapshot != json.loads(json.dumps(session.state.to_dict())):
        raise SaveError(
            f"{where}: the saved position does not match its moves (the file was edited "
            f"or made by an incompatible version)"
        )
    return session


def _custom_board(data: dict[str, Any], game_id: str, where: str) -> str | None:
    """The custom board a save was played on (None: the shipped maps); SaveError when
    it is gone or no longer valid, since the moves would not replay on another board."""
    from game.boards.custom import board_problems

    board = data.get("board")
    if board is None:
        return None
    if not isinstance(board, str) or not board:
        raise SaveError(f"{where}: 'board' must be the path of a custom board")
    if not Path(board).exists():
        raise SaveError(f"{where}: this game was played on the custom board {board}, which "
                        "is no longer there; put the board back there to load the save")
    problems = board_problems(game_id, board)
    if problems:
        raise SaveError(f"{where}: its custom board {board} no longer validates: "
                        f"{problems[0]}")
    return board


def load_session(path: Path) -> Session:
    """Load a save file; the file itself is only read, never changed."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise SaveError(f"{path}: no such save file") from exc
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"{path}: cannot be read ({exc})") from exc
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(
            f"{path}: damaged or truncated (JSON error at line {exc.lineno}, column {exc.colno})"
        ) from exc
    return session_from_dict(data, str(path))
