"""``python -m game validate``: check every shipped map and data file, name every problem.

:func:`validate_tree` loads each ``maps/**/*.tmx`` with the real loader (so a map that
validates is a map the games can load), parses each ``maps/**/*.tsx`` tileset,
``assets/data/**/*.json`` and ``assets/data/**/*.toml``, and then runs each built game's own
``validate_data()`` (component counts, map/data cross-references: things only the game
knows). It returns one readable line per problem (file, layer, object, what is wrong);
an empty list means all is well.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Callable
from pathlib import Path
from xml.etree import ElementTree

from game.boards.model import MapError
from game.boards.tiled import load_map
from game.core import catalogue


def validate_tree(root: Path, *, game_checks: bool = True) -> list[str]:
    """Every problem found under ``root`` (the folder holding ``maps/`` and ``assets/``).

    ``game_checks=False`` skips the per-game ``validate_data()`` hooks (they check the
    installed game's own files, not ``root``; tests of a scratch tree turn them off).
    """
    root = Path(root)
    problems: list[str] = []
    maps, data = root / "maps", root / "assets" / "data"
    failed: list[str] = []  # maps that do not load: reported once, here
    for path in sorted(maps.rglob("*.tmx")):
        found = _check(maps, path, _check_map)
        problems.extend(found)
        if found:
            failed.append(path.relative_to(maps).as_posix())
    for path in sorted(maps.rglob("*.tsx")):
        problems.extend(_check(maps, path, _check_xml))
    for path in sorted(data.rglob("*.json")):
        problems.extend(_check(root, path, _check_json))
    for path in sorted(data.rglob("*.toml")):
        problems.extend(_check(root, path, _check_toml))
    if game_checks:
        problems.extend(m for m in _game_checks() if not any(f in m for f in failed))
    return problems


def _check(root: Path, path: Path, check: Callable[[Path], None]) -> list[str]:
    """Run one file check; turn its exception into a message that starts with the file
    path relative to ``root`` (the maps folder for maps and tilesets)."""
    try:
        rel = str(path.relative_to(root))
    except ValueError:
        rel = str(path)
    try:
        check(path)
    except MapError as exc:
        msg = str(exc)
        if msg.startswith(rel + ":"):
            return [msg]
        return [rel + msg[len(str(path)):] if msg.startswith(str(path)) else f"{rel}: {msg}"]
    except ElementTree.ParseError as exc:
        return [f"{rel}: not a valid XML file ({exc})"]
    except json.JSONDecodeError as exc:
        return [f"{rel}: invalid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"]
    except tomllib.TOMLDecodeError as exc:
        return [f"{rel}: invalid TOML: {exc}"]
    except UnicodeDecodeError as exc:
        return [f"{rel}: not UTF-8 text ({exc.reason} at byte {exc.start})"]
    except Exception as exc:  # a validator must report, never crash
        return [f"{rel}: cannot be read ({type(exc).__name__}: {exc})"]
    return []


def _check_map(path: Path) -> None:
    load_map(path)


def _check_xml(path: Path) -> None:
    ElementTree.parse(path)


def _check_json(path: Path) -> None:
    with path.open(encoding="utf-8") as f:
        json.load(f)


def _check_toml(path: Path) -> None:
    with path.open("rb") as f:
        tomllib.load(f)


def _game_checks() -> list[str]:
    """Each built game's ``validate_data() -> list[str]``, messages prefixed by game id."""
    problems: list[str] = []
    for game_id in catalogue.GAME_IDS:
        try:
            game = catalogue.load_game(game_id)
        except Exception as exc:
            problems.append(f"{game_id}: rules cannot be imported ({type(exc).__name__}: {exc})")
            continue
        if game is None:
            continue
        try:
            messages = game.validate_data()
        except Exception as exc:
            problems.append(f"{game_id}: validate_data() failed ({type(exc).__name__}: {exc})")
            continue
        problems.extend(f"{game_id}: {m}" for m in messages)
    return problems
