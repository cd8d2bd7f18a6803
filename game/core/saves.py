"""Save files: JSON with a schema version, written atomically, checked on load.

A save holds the game id, options, seats, seed and the action list (the source of truth),
plus a snapshot of the final state, used to detect hand-edits and replay drift, and a
short summary for the Continue and Load lists. Loading never modifies the file and
trusts nothing in it: every field is checked against the limits of the screens that make
it (names: :mod:`game.core.names`), every action must be legal where it is replayed, and
the result must be a playable position. Every problem becomes a :class:`SaveError` whose
message names the file and what is wrong; nothing else escapes.
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from game.core.catalogue import GAME_IDS, get_game
from game.core.files import FileProblem, read_json_file, write_json_atomic
from game.core.names import shown
from game.core.protocol import Game, IllegalActionError, State
from game.core.session import Seat, Session, actor_of, board_problems_for

log = logging.getLogger(__name__)

FORMAT = "andromeda-table-save"
SCHEMA_VERSION = 1
#: the largest save file read (a whole game is 10-30 kB)
MAX_SAVE_BYTES = 4_000_000
#: the most actions a save may hold (the longest bot games have well under 2,000)
MAX_ACTIONS = 20_000
#: seeds are whole numbers 0 <= seed < 2**63 (the command line's range)
SEED_LIMIT = 2**63


class SaveError(Exception):
    """A save that cannot be loaded; the message names the file and the problem."""


__all__ = ["FORMAT", "SCHEMA_VERSION", "SaveError", "load_session", "read_save_data",
           "save_session", "session_from_dict", "session_to_dict", "write_json_atomic"]


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
        "summary": summary_of(session.state, len(session.log)),
        **({"board": session.board} if session.board else {}),
    }


#: where each game keeps its own turn counter, and what to add to show the current turn
#: (Escape counts turns taken; in Escape and Starship ``turn`` is the seat to play)
TURN_COUNTERS: dict[str, tuple[str, int]] = {
    "escape": ("turns", 1), "starship": ("round", 0), "pandorum": ("turn_number", 0),
    "merchants": ("turn", 0),
}


def summary_of(state: State, moves: int) -> dict[str, Any]:
    """What the Continue and Load lists show without replaying the game: the turn (where
    the game counts turns or rounds), the number of moves and whether it is over (the date
    is the file's own, so a save stays the same for the same game)."""
    turn = None
    name, offset = TURN_COUNTERS.get(state.game_id, ("", 0))
    value = getattr(state, name, None) if name else None
    if isinstance(value, int) and not isinstance(value, bool):
        turn = value + offset
    return {"turn": turn, "moves": moves, "over": bool(state.is_over)}


def save_session(session: Session, path: Path) -> None:
    write_json_atomic(path, session_to_dict(session))


def _game_of(data: Any, where: str) -> Game:
    """The checked header: format, schema and game id."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{where}: not an Andromeda Table save file")
    schema = data.get("schema")
    if not isinstance(schema, int) or isinstance(schema, bool):
        raise SaveError(f"{where}: missing schema version")
    if schema > SCHEMA_VERSION:
        raise SaveError(
            f"{where}: made by a newer version of Andromeda Table (save schema {schema}, "
            f"this version reads up to {SCHEMA_VERSION}); update the game to load it"
        )
    if schema < 1:
        raise SaveError(f"{where}: unknown save schema {schema}")
    game_id = data.get("game")
    if not isinstance(game_id, str) or game_id not in GAME_IDS:
        shown = game_id if isinstance(game_id, str | int | None) else type(game_id).__name__
        raise SaveError(f"{where}: unknown game {str(shown)[:40]!r}")
    try:
        return get_game(game_id)
    except LookupError as exc:
        raise SaveError(f"{where}: {exc}") from exc


def _seats_of(raw_seats: Any, game: Game, where: str) -> list[Seat]:
    if not isinstance(raw_seats, list):
        raise SaveError(f"{where}: seats and actions must be lists")
    if not game.min_players <= len(raw_seats) <= game.max_players:
        raise SaveError(f"{where}: {game.title} is for {game.min_players}-{game.max_players} "
                        f"players, the save has {len(raw_seats)} seats")
    seats: list[Seat] = []
    for i, raw in enumerate(raw_seats):
        try:
            seat = Seat.from_dict(raw)
        except ValueError as exc:
            raise SaveError(f"{where}: seat {i + 1}: {exc}") from None
        if seat.bot is not None and seat.bot not in game.bot_levels:
            raise SaveError(f"{where}: seat {i + 1}: {game.title} has no bot level "
                            f"{seat.bot[:20]!r}")
        seats.append(seat)
    return seats


def session_from_dict(data: Any, where: str = "save") -> Session:
    """Rebuild a session by replaying its actions; SaveError says what is wrong."""
    game = _game_of(data, where)
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(f"{where}: the seed must be a whole number")
    if not 0 <= seed < SEED_LIMIT:
        raise SaveError(f"{where}: the seed must be between 0 and 2^63-1")
    raw_seats, raw_actions = data.get("seats"), data.get("actions")
    if not isinstance(raw_seats, list) or not isinstance(raw_actions, list):
        raise SaveError(f"{where}: seats and actions must be lists")
    if len(raw_actions) > MAX_ACTIONS:
        raise SaveError(f"{where}: {len(raw_actions):,} moves is more than any game has "
                        f"(the limit is {MAX_ACTIONS:,})")
    options = data.get("options", {})
    if not isinstance(options, dict):
        raise SaveError(f"{where}: options must be an object")
    seats = _seats_of(raw_seats, game, where)
    board = _custom_board(data, game, where)
    try:
        session = Session.start(game, seats, seed, options, board)
    except ValueError as exc:
        raise SaveError(f"{where}: {str(exc)[:200]}") from None
    except Exception as exc:  # the rules could not set the game up from these values
        log.debug("save %s: setup failed", where, exc_info=True)
        raise SaveError(f"{where}: the game cannot be set up from it ({type(exc).__name__})"
                        ) from None
    for index, raw in enumerate(raw_actions):
        _replay_one(session, raw, f"{where}: action {index + 1} cannot be replayed")
    snapshot = data.get("snapshot")
    if snapshot is not None and snapshot != json.loads(json.dumps(session.state.to_dict())):
        raise SaveError(
            f"{where}: the saved position does not match its moves (the file was edited "
            f"or made by an incompatible version)"
        )
    _check_playable(session, where)
    return session


def _replay_one(session: Session, raw: Any, prefix: str) -> None:
    """Decode one saved action and apply it, only if it is legal right there."""
    state = session.state
    try:
        action = state.canonical(session.game.codec.decode(raw))
        seat = actor_of(state, action)
        if state.is_over:
            raise SaveError(f"{prefix}: the game was already over")
        if seat not in state.pending_seats():
            raise SaveError(f"{prefix}: it is not that seat's decision")
        if action not in state.legal_actions(seat):
            raise SaveError(f"{prefix}: {action.KIND!r} with these values is not a legal "
                            f"move at that point")
        session.apply(action)
    except SaveError:
        raise
    except IllegalActionError as exc:
        raise SaveError(f"{prefix}: {exc.reason}") from None
    except ValueError as exc:
        raise SaveError(f"{prefix}: {str(exc)[:200]}") from None
    except Exception as exc:  # a malformed action the rules choke on: refuse the file
        log.debug("%s", prefix, exc_info=True)
        raise SaveError(f"{prefix}: the rules cannot read it ({type(exc).__name__})") from None


def _check_playable(session: Session, where: str) -> None:
    """The replayed position must be one the play screen can go on from."""
    state = session.state
    try:
        if state.is_over:
            state.outcome()
            return
        if not any(state.legal_actions(seat) for seat in state.pending_seats()):
            raise SaveError(f"{where}: nobody can move in the saved position")
    except SaveError:
        raise
    except Exception as exc:
        log.debug("save %s: position not playable", where, exc_info=True)
        raise SaveError(f"{where}: the saved position cannot be played "
                        f"({type(exc).__name__})") from None


def read_save_data(path: Path) -> Any:
    """The parsed JSON of a save file (not yet checked); SaveError for a file that is
    missing, not a regular file, too large, not UTF-8 or not JSON."""
    path = Path(path)
    try:
        return read_json_file(path, MAX_SAVE_BYTES)
    except FileNotFoundError:
        raise SaveError(f"{shown(path.name)}: no such save file") from None
    except FileProblem as exc:
        raise SaveError(f"{shown(path.name)} {exc}") from None


def _custom_board(data: dict[str, Any], game: Game, where: str) -> str | None:
    """The custom board a save was played on (None: the shipped maps); SaveError when
    it is gone or no longer valid (:func:`~game.core.session.board_problems_for`), since
    the moves would not replay on another board."""
    board = data.get("board")
    if board is None:
        return None
    if not isinstance(board, str) or not board or len(board) > 4096:
        raise SaveError(f"{where}: 'board' must be the path of a custom board")
    try:
        there = Path(board).exists()
    except (OSError, ValueError):  # a NUL in the path, a folder that cannot be searched
        there = False
    if not there:
        raise SaveError(f"{where}: this game was played on the custom board "
                        f"{shown(board[:200])}, which is no longer there; put the board back "
                        "there to load the save")
    try:
        problems = board_problems_for(game, board)
    except Exception as exc:  # a board file the map loader chokes on
        problems = [f"it cannot be read ({type(exc).__name__})"]
    if problems:
        raise SaveError(f"{where}: its custom board {shown(board[:200])} no longer "
                        f"validates: {shown(str(problems[0])[:200])}")
    return board


def load_session(path: Path) -> Session:
    """Load a save file; the file itself is only read, never changed."""
    path = Path(path)
    return session_from_dict(read_save_data(path), shown(path.name))
