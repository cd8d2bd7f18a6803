"""Player settings: window, sound, animation and bot speed, key bindings, table mode.

Stored as JSON at :func:`game.userdirs.settings_path`, written atomically, kept across
restarts. A broken or partly invalid file never crashes the game: every problem is
collected in :attr:`LoadResult.problems` (shown as a toast at start-up and logged), the
bad values are replaced by defaults, the old file is kept as ``settings.json.bad`` and
the repaired file is written in its place. The file is read like a save: regular files
only, at most :data:`MAX_SETTINGS_BYTES`, strict JSON (see :mod:`game.core.files`).
"""

from __future__ import annotations

import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import userdirs
from game.core.files import FileProblem, read_json_file, write_json_atomic
from game.engine.display import at_least_min
from game.engine.input import DEFAULT_BINDINGS, Bindings, key_name_valid, validate_bindings
from game.engine.tablesetup import DEFAULT_DIAGONAL, check_diagonal, check_slots

log = logging.getLogger(__name__)

#: window sizes offered on the settings screen (those the desktop holds: see
#: :func:`game.scenes.settings.window_choices`), from the smallest that reads
WINDOW_SIZES: tuple[tuple[int, int], ...] = (
    (960, 540), (1280, 720), (1600, 900), (1920, 1080), (2560, 1440),
)
#: seconds between two bot moves (0: as fast as possible)
BOT_DELAYS: tuple[float, ...] = (0.0, 0.25, 0.5, 0.8, 1.2, 2.0)
#: animation speed factors (0: no animation)
ANIMATION_SPEEDS: tuple[float, ...] = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)
AUCTION_VARIANTS: tuple[str, ...] = ("app", "no_app")
#: remembered seat names: at most this many seats, names at most this long (the setup field)
MAX_SEATS, MAX_NAME = 5, 16
VERSION = 1
#: the largest settings file read (a real one is under 1 kB)
MAX_SETTINGS_BYTES = 65_536
#: the suffix of the copy kept of a settings file that had problems
BAD_SUFFIX = ".bad"


@dataclass
class Settings:
    window: tuple[int, int] = (1600, 900)
    fullscreen: bool = False
    volume: float = 0.7
    animation_speed: float = 1.0
    bot_delay: float = 0.8
    bindings: Bindings = field(default_factory=Bindings.default)
    #: real-time auction (Merchants of Andromeda): one key name per seat, None = defaults
    auction_keys: list[str] | None = None
    #: "app" (hold a key or finger, let go to bid) or "no_app" (the spoken-count variant)
    auction_variant: str = "app"
    #: the names last used at each seat of the setup screen, offered again next time
    seat_names: list[str] = field(default_factory=list)
    #: table mode: a touchscreen lying flat, seats at its edges (docs/table-mode.md)
    table_mode: bool = False
    #: the screen's diagonal in inches: finger targets are at least 10 mm on it
    screen_diagonal: float = DEFAULT_DIAGONAL
    #: the edge slot of each seat the players last chose at the table ("bottom", "top-left"..)
    table_seats: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        return {
            "version": VERSION,
            "window": list(self.window),
            "fullscreen": self.fullscreen,
            "volume": self.volume,
            "animation_speed": self.animation_speed,
            "bot_delay": self.bot_delay,
            "bindings": dict(self.bindings.keys),
            "auction_keys": None if self.auction_keys is None else list(self.auction_keys),
            "auction_variant": self.auction_variant,
            "seat_names": list(self.seat_names),
            "table_mode": self.table_mode,
            "screen_diagonal": self.screen_diagonal,
            "table_seats": list(self.table_seats),
        }

    @classmethod
    def from_dict(cls, data: Any, problems: list[str]) -> Settings:
        """Settings from a dict; each invalid entry is reported and left at its default."""
        s = cls()
        if not isinstance(data, dict):
            problems.append("the settings file does not hold an object")
            return s

        def bad(key: str, value: Any, default: Any) -> None:
            problems.append(f"{key} = {_short(value)} is not valid; using {default!r}")

        known = {"version", "window", "fullscreen", "volume", "animation_speed",
                 "bot_delay", "bindings", "auction_keys", "auction_variant", "seat_names",
                 "table_mode", "screen_diagonal", "table_seats"}
        for key in sorted(set(data) - known):
            problems.append(f"unknown setting {_short(key)} ignored")
        if "window" in data:
            w = data["window"]
            if (isinstance(w, list) and len(w) == 2
                    and all(isinstance(v, int) and not isinstance(v, bool) for v in w)
                    and 640 <= w[0] <= 7680 and 360 <= w[1] <= 4320):
                # a window older versions opened (down to 640x360) is raised to the
                # smallest that reads, quietly: the file was valid when it was written
                s.window = at_least_min((w[0], w[1]))
            else:
                bad("window", w, list(s.window))
        if "fullscreen" in data:
            if isinstance(data["fullscreen"], bool):
                s.fullscreen = data["fullscreen"]
            else:
                bad("fullscreen", data["fullscreen"], s.fullscreen)
        for key, lo, hi in (("volume", 0.0, 1.0), ("animation_speed", 0.0, 3.0),
                            ("bot_delay", 0.0, 5.0)):
            if key in data:
                v = data[key]
                if isinstance(v, int | float) and not isinstance(v, bool) and lo <= v <= hi:
                    setattr(s, key, float(v))
                else:
                    bad(key, v, getattr(s, key))
        keys = data.get("auction_keys")
        if keys is not None:
            if (isinstance(keys, list) and 1 <= len(keys) <= 5
                    and all(isinstance(k, str) and key_name_valid(k) for k in keys)
                    and len(set(keys)) == len(keys)):
                s.auction_keys = list(keys)
            else:
                bad("auction_keys", keys, None)
        if "auction_variant" in data:
            if data["auction_variant"] in AUCTION_VARIANTS:
                s.auction_variant = data["auction_variant"]
            else:
                bad("auction_variant", data["auction_variant"], s.auction_variant)
        if "seat_names" in data:
            names = data["seat_names"]
            if (isinstance(names, list) and len(names) <= MAX_SEATS
                    and all(isinstance(n, str) and 0 < len(n) <= MAX_NAME
                            and n.isprintable() for n in names)):
                s.seat_names = list(names)
            else:
                bad("seat_names", names, [])
        _table_settings(s, data, bad)
        if "bindings" in data:
            raw = data["bindings"]
            if isinstance(raw, dict):
                s.bindings = Bindings(validate_bindings(
                    raw, lambda text: problems.append(text[:160])))
            else:
                bad("bindings", raw, "defaults")
        return s


def _table_settings(s: Settings, data: dict[str, Any], bad: Any) -> None:
    """Read the table-mode settings of ``data`` into ``s``; ``bad(key, value, default)``
    reports an invalid one (left at its default)."""
    if "table_mode" in data:
        if isinstance(data["table_mode"], bool):
            s.table_mode = data["table_mode"]
        else:
            bad("table_mode", data["table_mode"], s.table_mode)
    if "screen_diagonal" in data:
        try:
            s.screen_diagonal = check_diagonal(data["screen_diagonal"])
        except ValueError:
            bad("screen_diagonal", data["screen_diagonal"], s.screen_diagonal)
    if "table_seats" in data:
        slots = data["table_seats"]
        try:
            if not isinstance(slots, list) or len(slots) > MAX_SEATS or not all(
                    isinstance(x, str) for x in slots):
                raise ValueError("not a list of seat names")
            check_slots(slots)
            s.table_seats = list(slots)
        except ValueError:
            bad("table_seats", slots, [])


@dataclass
class LoadResult:
    settings: Settings
    problems: list[str]
    #: where the file with problems was kept (``settings.json.bad``), if it was
    kept: Path | None = None

    @property
    def message(self) -> str | None:
        """One sentence for the start-up toast, or None when the file was fine."""
        if not self.problems:
            return None
        first = self.problems[0]
        more = f" (and {len(self.problems) - 1} more)" if len(self.problems) > 1 else ""
        kept = f"; the old file is kept as {self.kept.name}" if self.kept else ""
        return f"Settings file had problems, defaults used: {first}{more}{kept}"


def load(path: Path | None = None, repair: bool = True) -> LoadResult:
    """Read the settings; a missing file is normal (defaults, no message). With
    ``repair`` a file with problems is moved aside to ``settings.json.bad`` and a file
    with the values actually used is written in its place. Never raises."""
    path = Path(path) if path is not None else userdirs.settings_path()
    problems: list[str] = []
    settings = Settings()
    try:
        data = read_json_file(path, MAX_SETTINGS_BYTES)
    except FileNotFoundError:
        return LoadResult(settings, [])
    except FileProblem as exc:
        problems.append(f"{path.name} {exc}")
    except OSError as exc:  # e.g. the config folder itself cannot be searched
        problems.append(f"{path.name} cannot be read ({exc.strerror or exc})")
    else:
        settings = Settings.from_dict(data, problems)
    for p in problems:
        log.warning("settings %s: %s", path, p)
    kept: Path | None = None
    if problems and repair:
        kept = _keep_bad_copy(path)
        try:
            save(settings, path)
        except OSError as exc:
            log.error("cannot rewrite settings %s: %s", path, exc)
    return LoadResult(settings, problems, kept)


def _keep_bad_copy(path: Path) -> Path | None:
    """Move a settings file with problems aside (``settings.json.bad``) so that nothing
    the player wrote is lost; None when it is not a regular file or cannot be moved."""
    bad = path.with_name(path.name + BAD_SUFFIX)
    try:
        if not path.is_file():
            return None
        os.replace(path, bad)
    except OSError as exc:
        log.error("cannot keep a copy of the settings file %s: %s", path, exc)
        return None
    return bad


def _short(value: Any, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters: a problem message stays one line."""
    if isinstance(value, list | dict) and len(value) >= 50:
        text = f"<{type(value).__name__} of {len(value)} items>"
    else:
        try:
            text = repr(value)
        except RecursionError:
            text = f"<deeply nested {type(value).__name__}>"
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


def save(settings: Settings, path: Path | None = None) -> None:
    path = Path(path) if path is not None else userdirs.settings_path()
    write_json_atomic(path, settings.to_dict())


__all__ = ["ANIMATION_SPEEDS", "BOT_DELAYS", "DEFAULT_BINDINGS", "WINDOW_SIZES", "LoadResult",
           "Settings", "load", "save"]
