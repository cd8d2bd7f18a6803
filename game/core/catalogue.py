"""The four games: what the title screen lists, and where each game's rules live.

A game is *built* when its rules module can be imported and exposes ``GAME``. The
catalogue imports rules lazily, so an unbuilt game never breaks the others.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from functools import cache

from game.core.protocol import Game


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    min_players: int
    max_players: int
    layout: str
    blurb: str
    rulebook: str
    module: str


CATALOGUE: tuple[GameInfo, ...] = (
    GameInfo(
        "escape",
        "Andromeda Escape",
        2,
        4,
        "ring",
        "Race your fleet through three crowded fly zones into the wormhole. "
        "Secret missions, action cards, and a Lost Ship to find.",
        "andromeda-escape.txt",
        "game.escape.rules",
    ),
    GameInfo(
        "starship",
        "Starship Merchants",
        2,
        4,
        "track",
        "Buy starships, lease them on credit, mine the Belt and deliver cargo "
        "before your fleet turns obsolete.",
        "starship-merchants.txt",
        "game.starship.rules",
    ),
    GameInfo(
        "pandorum",
        "Pandorum",
        2,
        4,
        "hex",
        "Build modules and bases on a modular hex planet; cards are both your "
        "fuel and your blueprints.",
        "pandorum.txt",
        "game.pandorum.rules",
    ),
    GameInfo(
        "merchants",
        "Merchants of Andromeda",
        3,
        5,
        "boards",
        "Spread influence over six boards of a space station and win real-time "
        "auctions: the first to let go buys.",
        "merchants-of-andromeda.txt",
        "game.merchants.rules",
    ),
)

GAME_IDS: tuple[str, ...] = tuple(info.id for info in CATALOGUE)


def info(game_id: str) -> GameInfo:
    for entry in CATALOGUE:
        if entry.id == game_id:
            return entry
    raise KeyError(f"unknown game {game_id!r}; choose one of {', '.join(GAME_IDS)}")


@cache
def load_game(game_id: str) -> Game | None:
    """The game's definition, or None when its rules are not built yet."""
    entry = info(game_id)
    try:
        module = importlib.import_module(entry.module)
    except ModuleNotFoundError as exc:
        if exc.name and entry.module.startswith(exc.name):
            return None
        raise
    game = getattr(module, "GAME", None)
    return game if isinstance(game, Game) else None


def get_game(game_id: str) -> Game:
    """The game's definition; ``KeyError``/``LookupError`` with a clear message otherwise."""
    game = load_game(game_id)
    if game is None:
        raise LookupError(f"{info(game_id).title} is not built yet")
    return game


def built_games() -> list[str]:
    return [g for g in GAME_IDS if load_game(g) is not None]
