"""Colours and sizes from ``assets/theme.json``.

Player colours come with a letter and a pattern (see :mod:`game.engine.draw`), so players
can be told apart without relying on colour alone.
"""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path

from game.paths import ASSETS

log = logging.getLogger(__name__)

RGB = tuple[int, int, int]

THEME_FILE: Path = ASSETS / "theme.json"


@dataclass(frozen=True)
class PlayerLook:
    """How one player colour is drawn: fill, letter, pattern and the text colour on it."""

    name: str
    rgb: RGB
    letter: str
    pattern: str
    text: RGB


_FALLBACK_PLAYERS = {
    "red": PlayerLook("red", (230, 97, 30), "R", "solid", (0, 0, 0)),
    "blue": PlayerLook("blue", (40, 130, 220), "B", "stripes", (255, 255, 255)),
    "yellow": PlayerLook("yellow", (240, 228, 66), "Y", "dots", (0, 0, 0)),
    "green": PlayerLook("green", (0, 170, 120), "G", "checks", (0, 0, 0)),
    "purple": PlayerLook("purple", (190, 110, 220), "P", "rings", (0, 0, 0)),
}


@dataclass
class Theme:
    colours: dict[str, RGB] = field(default_factory=dict)
    players: dict[str, PlayerLook] = field(default_factory=lambda: dict(_FALLBACK_PLAYERS))
    sizes: dict[str, int] = field(default_factory=dict)

    def c(self, name: str) -> RGB:
        """A named interface colour; magenta for a name the theme lacks (easy to spot)."""
        return self.colours.get(name, (255, 0, 255))

    def player(self, colour: str) -> PlayerLook:
        """The look of a player colour name ("red", ...); grey for an unknown name."""
        look = self.players.get(colour)
        if look is None:
            letter = colour[:1].upper() or "?"
            return PlayerLook(colour, (150, 150, 150), letter, "solid", (0, 0, 0))
        return look

    def size(self, name: str, default: int = 30) -> int:
        return self.sizes.get(name, default)

    @classmethod
    def load(cls, path: Path = THEME_FILE) -> Theme:
        """Read the theme file; a missing or broken file gives built-in defaults (logged)."""
        theme = cls()
        try:
            data = json.loads(Path(path).read_text(encoding="utf-8"))
            theme.colours = {k: _rgb(v) for k, v in data.get("colours", {}).items()}
            for name, spec in data.get("players", {}).items():
                theme.players[name] = PlayerLook(
                    name, _rgb(spec["rgb"]), str(spec["letter"]), str(spec["pattern"]),
                    _rgb(spec.get("text", (0, 0, 0))),
                )
            theme.sizes = {k: int(v) for k, v in data.get("sizes", {}).items()}
        except (OSError, ValueError, KeyError, TypeError) as exc:
            log.error("theme file %s unusable (%s); using built-in colours", path, exc)
        return theme


def _rgb(value: object) -> RGB:
    if not isinstance(value, list | tuple) or len(value) != 3:
        raise ValueError(f"colour must be [r, g, b], got {value!r}")
    r, g, b = (max(0, min(255, int(v))) for v in value)
    return (r, g, b)
