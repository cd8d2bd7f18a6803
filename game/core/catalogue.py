"""The four games: which rules package holds each, and what the title screen lists.

Titles, player counts, layouts, blurbs and rulebook files are declared once, on each game's
:class:`~game.core.protocol.Game`; this module only knows where each game lives and reads
the rest from it. Rules are imported lazily, so an unbuilt game never breaks the others.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache
from typing import Any

from game.core.protocol import Game

#: Every game, in title-screen order: (id, the module exposing its ``GAME``).
GAMES: tuple[tuple[str, str], ...] = (
    ("escape", "game.escape.game"),
    ("starship", "game.starship.game"),
    ("pandorum", "game.pandorum.game"),
    ("merchants", "game.merchants.game"),
)

GAME_IDS: tuple[str, ...] = tuple(game_id for game_id, _ in GAMES)


@dataclass(frozen=True)
class GameInfo:
    """What a menu shows of a game, read from its ``Game`` definition."""

    id: str
    title: str
    min_players: int
    max_players: int
    layout: str
    blurb: str
    rulebook: str
    module: str


def _module(game_id: str) -> str:
    for gid, module in GAMES:
        if gid == game_id:
            return module
    raise KeyError(f"unknown game {game_id!r}; choose one of {', '.join(GAME_IDS)}")


@cache
def info(game_id: str) -> GameInfo:
    """The game's menu entry; ``KeyError`` for an unknown id, ``LookupError`` when unbuilt."""
    module = _module(game_id)
    game = get_game(game_id)
    return GameInfo(
        game.id,
        game.title,
        game.min_players,
        game.max_players,
        game.layout,
        game.blurb,
        game.rulebook,
        module,
    )


@cache
def load_game(game_id: str) -> Game | None:
    """The game's definition, or None when its rules are not built yet."""
    module_name = _module(game_id)
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name and module_name.startswith(exc.name):
            return None
        raise
    game = getattr(module, "GAME", None)
    return game if isinstance(game, Game) else None


def get_game(game_id: str) -> Game:
    """The game's definition; ``KeyError``/``LookupError`` with a clear message otherwise."""
    game = load_game(game_id)
    if game is None:
        raise LookupError(f"{game_id} is not built yet")
    return game


def built_games() -> list[str]:
    return [g for g in GAME_IDS if load_game(g) is not None]


def __getattr__(name: str) -> Any:
    # ``CATALOGUE``: every built game's entry, computed on first use (it imports the rules).
    if name == "CATALOGUE":
        return tuple(info(g) for g in built_games())
    raise AttributeError(name)
