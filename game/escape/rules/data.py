"""Component data of Andromeda Escape, read from assets/data/escape/*.toml.

Every number the rules use (ship counts, HUD values, card and mission lists) lives in
those files; this module only reads and checks them. See docs/assumptions/escape.md for
the values the rulebook does not print.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from game.core.protocol import RulesDataError
from game.paths import data_file

DECKS: tuple[str, ...] = ("ALERT", "WARNING")


@dataclass(frozen=True)
class CardType:
    """One printed kind of Action Card (e.g. WARNING C), with its copy count."""

    deck: str
    letter: str
    copies: int
    played: int  # VP change when played
    held: int  # VP change when still in hand at the end
    effect: str
    text: str

    @property
    def name(self) -> str:
        return f"{self.deck} {self.letter}"


@dataclass(frozen=True)
class MissionType:
    number: int
    vp: int
    copies: int
    check: str
    count: int
    text: str
    min_players: int = 2


@dataclass(frozen=True)
class EscapeData:
    ships_per_player: dict[int, int]
    start_vp: int
    missions_dealt: int
    missions_kept: int
    alert_dealt: int
    lost_ships: int
    skip_start: tuple[int, ...]
    skip_rewards: dict[int, str]
    skip_fields: int
    warp_max: int
    last_ship_vp: tuple[int, ...]
    stalemate_rounds: int
    no_cards_players: tuple[int, ...]
    deck_sizes: dict[str, int]
    cards: dict[str, CardType]  # card id -> type
    missions: dict[str, MissionType]  # mission card id -> type

    def card_ids(self, deck: str) -> list[str]:
        return [cid for cid, ct in self.cards.items() if ct.deck == deck]

    def mission_ids(self, num_players: int) -> list[str]:
        return [mid for mid, mt in self.missions.items() if num_players >= mt.min_players]


def card_id(deck: str, letter: str, copy: int) -> str:
    return f"{deck}-{letter}{copy}"


def _read(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError as exc:
        raise RulesDataError(f"{path}: missing data file") from exc
    except tomllib.TOMLDecodeError as exc:
        raise RulesDataError(f"{path}: {exc}") from exc


def load_data(folder: Path | None = None) -> EscapeData:
    """Read and cross-check setup.toml, cards.toml and missions.toml."""
    where = (lambda n: folder / n) if folder else (lambda n: data_file("escape", n))
    try:
        setup = _read(where("setup.toml"))
        cards_raw = _read(where("cards.toml"))
        missions_raw = _read(where("missions.toml"))
        cards: dict[str, CardType] = {}
        for raw in cards_raw["card"]:
            ct = CardType(raw["deck"], raw["letter"], int(raw["copies"]), int(raw["played"]),
                          int(raw["held"]), raw["effect"], raw["text"])
            for copy in range(1, ct.copies + 1):
                cards[card_id(ct.deck, ct.letter, copy)] = ct
        missions: dict[str, MissionType] = {}
        for raw in missions_raw["mission"]:
            mt = MissionType(int(raw["number"]), int(raw["vp"]), int(raw["copies"]), raw["check"],
                             int(raw["count"]), raw["text"], int(raw.get("min_players", 2)))
            for copy in range(1, mt.copies + 1):
                missions[f"M{mt.number}-{copy}"] = mt
        s = setup["setup"]
        return EscapeData(
            ships_per_player={int(k): int(v) for k, v in setup["ships_per_player"].items()},
            start_vp=int(s["start_vp"]),
            missions_dealt=int(s["missions_dealt"]),
            missions_kept=int(s["missions_kept"]),
            alert_dealt=int(s["alert_dealt"]),
            lost_ships=int(s["lost_ships"]),
            skip_start=tuple(int(v) for v in setup["skip"]["start"]),
            skip_rewards={int(k): str(v) for k, v in setup["skip"]["rewards"].items()},
            skip_fields=int(setup["skip"]["fields"]),
            warp_max=int(setup["skip"]["warp_max_connections"]),
            last_ship_vp=tuple(int(v) for v in setup["last_ship"]["vp"]),
            stalemate_rounds=int(setup["stalemate"]["rounds"]),
            no_cards_players=tuple(int(v) for v in setup["variant"]["no_cards_players"]),
            deck_sizes={str(k): int(v) for k, v in cards_raw["decks"].items()},
            cards=cards,
            missions=missions,
        )
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, RulesDataError):
            raise
        raise RulesDataError(f"assets/data/escape: malformed data ({exc!r})") from exc


@cache
def default_data() -> EscapeData:
    return load_data()
