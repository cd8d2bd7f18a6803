"""Player help texts per game, from ``assets/data/<game>/help.toml``.

The file holds what the app says about a game beyond the printed rulebook:

* ``playing_here``: the rules reader's first page, "Playing it here" (the controls);
* ``[[note]]`` entries (``after``, ``text``): notes the rules reader shows in the rulebook
  text after the first line that contains ``after`` (where the app replaces a component);
* ``[scoring]``: for the results screen, a few words per score category (a key with a
  ``*`` covers every category it matches, as in "Cargo (*)") and ``ties``, how ties break.

Missing or broken files never stop the reader or the results: :func:`load_help` returns
the problem in ``GameHelp.problem`` (one line naming the file), and empty texts.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from fnmatch import fnmatchcase
from functools import cache

from game.paths import data_file

HELP_FILE = "help.toml"


@dataclass(frozen=True)
class GameHelp:
    playing_here: str = ""
    notes: tuple[tuple[str, str], ...] = ()
    scoring: dict[str, str] = field(default_factory=dict)
    ties: str = ""
    problem: str | None = None

    def explain(self, category: str) -> str:
        """The words for a score category ("" when the file has none)."""
        if category in self.scoring:
            return self.scoring[category]
        for key, text in self.scoring.items():
            if "*" in key and fnmatchcase(category, key):
                return text
        return ""


def _strings(table: object, where: str) -> dict[str, str]:
    if not isinstance(table, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in table.items()):
        raise ValueError(f"{where} must map names to texts")
    return dict(table)


@cache
def load_help(game_id: str) -> GameHelp:
    """The help texts of ``game_id`` (cached); a bad file gives empty texts and a problem."""
    path = data_file(game_id, HELP_FILE)
    try:
        with path.open("rb") as fh:
            data = tomllib.load(fh)
        page = data.get("playing_here", "")
        if not isinstance(page, str):
            raise ValueError("playing_here must be a text")
        notes = []
        for note in data.get("note", []):
            if not (isinstance(note, dict) and isinstance(note.get("after"), str)
                    and isinstance(note.get("text"), str)):
                raise ValueError("every [[note]] needs an 'after' and a 'text'")
            notes.append((note["after"], note["text"]))
        scoring = _strings(data.get("scoring", {}), "[scoring]")
        ties = scoring.pop("ties", "")
    except FileNotFoundError:
        return GameHelp(problem=f"{path.name} of {game_id} is missing")
    except (OSError, tomllib.TOMLDecodeError, ValueError) as exc:
        return GameHelp(problem=f"{game_id}/{path.name} cannot be used: {exc}")
    return GameHelp(page.strip() + "\n", tuple(notes), scoring, ties)
