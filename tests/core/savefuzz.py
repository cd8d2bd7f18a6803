"""Damaged saves for the loader's property tests and the seeded fuzz run.

:func:`damage` turns a real save (JSON text) into a damaged one, deterministically from a
seed: values swapped for hostile ones (NUL and surrogate names, 2,000-character strings,
huge or negative numbers, wrong types, deep nesting), keys dropped, actions duplicated,
shuffled or cut, and bytes truncated or flipped. :func:`check` loads one file and says
what happened: loaded into a playable position, refused with a SaveError, or escaped.
"""

from __future__ import annotations

import copy
import json
import random
import time
import traceback
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.core.catalogue import get_game
from game.core.names import name_problem
from game.core.protocol import Bot, Game
from game.core.saves import SaveError, load_session, session_to_dict
from game.core.session import PLAYER_COLOURS, Seat, Session

GAMES = ("escape", "starship", "pandorum", "merchants")
FROM_MAIN = Path(__file__).parent / "data" / "saves_from_main"

HOSTILE: tuple[Any, ...] = (
    None, True, False, 0, -1, 1, 7, 2**63, -(2**63), 10**30, 1.5, 1e308, "", "x", "bot",
    "random", "red", "A\x00nn", "\ud800", "\u200b\u200b", "x" * 2000, "\U0001F680",
    [], {}, [[[[[[[[[[]]]]]]]]]], {"kind": "nope"}, [1, 2, 3], ["a", "b"],
)


def _random_bot(game: Game, seat: int, seed: int) -> Bot:
    """The game's random bot (Merchants has its own, auction-aware one)."""
    try:  # the shared factory, once the bots are made in game.core.bots
        from game.core.bots import make_bot  # type: ignore[attr-defined]
    except ImportError:
        return game.make_bot("random", seat, seed)
    return make_bot(game, "random", seat, seed)


@cache
def base_saves(game_id: str) -> tuple[str, ...]:
    """Real saves of ``game_id`` as JSON text: the one written by main, and fresh ones
    (random bots, every player count) early, mid-game and finished."""
    texts = [(FROM_MAIN / f"{game_id}.json").read_text(encoding="utf-8")]
    game = get_game(game_id)
    for n in range(game.min_players, game.max_players + 1):
        seats = [Seat("Ann", PLAYER_COLOURS[0], None)] + [
            Seat(f"Bot {i + 1}", PLAYER_COLOURS[i], "random") for i in range(1, n)]
        session = Session.start(game, seats, 100 + n)
        stops = {12, 90}
        while not session.state.is_over:
            if len(session.log) in stops:
                texts.append(json.dumps(session_to_dict(session)))
            seat = session.state.pending_seats()[0]
            session.apply(_random_bot(game, seat, len(session.log))
                          .choose(session.state.view(seat)))
        texts.append(json.dumps(session_to_dict(session)))
    return tuple(texts)


def _paths(node: Any, prefix: tuple = (), limit: int = 4000) -> list[tuple]:
    """Every path (keys and indexes) into a JSON value, breadth-first, up to ``limit``."""
    found: list[tuple] = []
    queue = [(prefix, node)]
    while queue and len(found) < limit:
        path, value = queue.pop(0)
        found.append(path)
        if isinstance(value, dict):
            queue.extend(((*path, k), v) for k, v in value.items())
        elif isinstance(value, list):
            queue.extend(((*path, i), v) for i, v in enumerate(value))
    return found


def _get(doc: Any, path: tuple) -> Any:
    for step in path:
        doc = doc[step]
    return doc


def _hostile(rng: random.Random, old: Any, doc: Any) -> Any:
    roll = rng.random()
    if roll < 0.55:
        return copy.deepcopy(rng.choice(HOSTILE))
    if roll < 0.7 and isinstance(old, int) and not isinstance(old, bool):
        return old + rng.choice((-2, -1, 1, 2, 1000))
    if roll < 0.8:
        return str(old)[:50] if not isinstance(old, str) else (
            int(old) if old.isdigit() and len(old) < 10 else len(old))
    paths = _paths(doc, limit=500)
    return copy.deepcopy(_get(doc, rng.choice(paths)))  # a value from elsewhere


def _mutate_tree(doc: dict, rng: random.Random) -> None:
    """Replace, drop or add one value somewhere: most often in the actions or seats,
    sometimes a top-level field, otherwise anywhere (the snapshot included)."""
    focus = rng.random()
    if focus < 0.35 and isinstance(doc.get("actions"), list):
        path = rng.choice(_paths(doc["actions"], ("actions",)))
    elif focus < 0.5 and isinstance(doc.get("seats"), list):
        path = rng.choice(_paths(doc["seats"], ("seats",)))
    elif focus < 0.6:
        path = (rng.choice(list(doc)),)
    else:
        path = rng.choice(_paths(doc))
    if not path:
        return
    parent = _get(doc, path[:-1])
    key = path[-1]
    kind = rng.random()
    if kind < 0.15:
        del parent[key]
    elif kind < 0.2 and isinstance(parent, dict):
        parent["extra\x00" if rng.random() < 0.5 else "zz"] = parent[key]
    else:
        parent[key] = _hostile(rng, parent[key], doc)


def _mutate_actions(doc: dict, rng: random.Random) -> None:
    actions = doc.get("actions")
    if not isinstance(actions, list) or not actions:
        return
    i, j = rng.randrange(len(actions)), rng.randrange(len(actions))
    how = rng.randrange(5)
    if how == 0:
        actions[i], actions[j] = actions[j], actions[i]
    elif how == 1:
        actions.insert(i, copy.deepcopy(actions[j]))
    elif how == 2:
        del actions[i:]
    elif how == 3:
        rng.shuffle(actions)
    else:
        actions.extend(copy.deepcopy(actions[-min(len(actions), 20):]) * 50)


def _mutate_text(text: str, rng: random.Random) -> str:
    how = rng.randrange(6)
    at = rng.randrange(len(text) + 1)
    if how == 0:
        return text[:at]
    if how == 1:
        data = bytearray(text.encode("utf-8"))
        for _ in range(rng.randint(1, 4)):
            data[rng.randrange(len(data))] = rng.randrange(256)
        return data.decode("utf-8", errors="surrogateescape")
    if how == 2:
        return "[" * rng.choice((1000, 100_000)) + text
    if how == 3:
        junk = rng.choice(("9" * 5000, "1e999", "NaN", "\x00", "\"\\ud800\""))
        return text[:at] + junk + text[at:]
    if how == 4:
        return text.replace('"seed":', '"seed":' + "7" * rng.choice((25, 5000)), 1)
    return text[:at] + text[at:][::-1][:10] + text[at + 10:]


def damage(text: str, seed: int) -> bytes:
    """A damaged copy of the save ``text``, the same for the same seed."""
    rng = random.Random(seed)
    if rng.random() < 0.2:
        out = _mutate_text(text, rng)
        return out.encode("utf-8", errors="surrogateescape")
    doc = json.loads(text)
    if rng.random() < 0.3:
        del doc["snapshot"]  # optional: without it a changed action reaches the rules
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        if rng.random() < 0.2:
            _mutate_actions(doc, rng)
        else:
            _mutate_tree(doc, rng)
    return json.dumps(doc, ensure_ascii=rng.random() < 0.5).encode(
        "utf-8", errors="surrogatepass")


@dataclass
class Result:
    outcome: str  # "loaded", "refused" or "escaped"
    seconds: float  # CPU seconds
    detail: str = ""


def check(path: Path) -> Result:
    """Load ``path``: a playable session, a SaveError, or anything else (an escape).

    ``seconds`` is the CPU time of this process (the machine is shared: wall time would
    measure the neighbours too)."""
    started = time.process_time()
    try:
        session = load_session(path)
    except SaveError as exc:
        message = str(exc)
        assert message.startswith(path.name), message
        return Result("refused", time.process_time() - started, message)
    except Exception:  # the point is to catch whatever escapes
        return Result("escaped", time.process_time() - started, traceback.format_exc())
    try:
        assert_playable(session)
    except Exception:
        return Result("escaped", time.process_time() - started, traceback.format_exc())
    return Result("loaded", time.process_time() - started)


def assert_playable(session: Session) -> None:
    """What the play screen needs: drawable names, every seat's view, a legal move that
    applies (or a finished game's outcome), a snapshot that is JSON."""
    assert all(name_problem(seat.name) is None for seat in session.seats)
    state = session.state
    json.dumps(state.to_dict())
    for seat in range(len(session.seats)):
        state.view(seat)
    if state.is_over:
        state.outcome()
        return
    seats = [s for s in state.pending_seats() if state.legal_actions(s)]
    assert seats, "nobody can move"
    probe = state.clone()
    probe.apply(probe.legal_actions(seats[0])[0])
