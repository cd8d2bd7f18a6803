"""The rules reader: a game's rulebook text, scrollable by wheel, drag/touch and keys
(arrows, Page Up/Down, Home/End)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.core import catalogue
from game.engine.widgets import Choice, ScrollText
from game.paths import RULES
from game.scenes.common import Screen, W

if TYPE_CHECKING:
    from game.engine.app import App


def rulebook_text(game_id: str) -> str:
    info = catalogue.info(game_id)
    path = RULES / info.rulebook
    try:
        return tidy_rulebook(path.read_text(encoding="utf-8"))
    except OSError as exc:
        return f"The rulebook of {info.title} could not be read ({exc})."


def tidy_rulebook(text: str) -> str:
    r"""Mend what the rulebooks' text export broke: a list marker alone on its line is joined
    to the item after it, a line repeated straight after itself is shown once, and a
    tab-separated table is read out row by row against its header.

    >>> tidy_rulebook("Setup\n-\nShuffle the deck.\nTitle\nTitle\n")
    'Setup\n- Shuffle the deck.\nTitle\n'
    >>> tidy_rulebook("Mark\t4 Players\t2 Players\nI\t6\t3\n")
    '- Mark I: 4 Players 6, 2 Players 3\n'
    """
    out: list[str] = []
    pending_marker = ""
    header: list[str] | None = None
    for line in text.splitlines():
        if "\t" in line:  # a table row: read it out against the table's header row
            cells = [cell.strip() for cell in line.split("\t")]
            if header is None:
                header = cells
                continue
            pairs = ", ".join(f"{h} {c}" for h, c in zip(header[1:], cells[1:], strict=False))
            out.append(f"- {header[0]} {cells[0]}: {pairs}")
            continue
        header = None
        if line.strip() in ("-", "•"):
            pending_marker = line.strip() + " "
            continue
        if pending_marker and line.strip():
            line, pending_marker = pending_marker + line.strip(), ""
        last = next((seen.strip() for seen in reversed(out) if seen.strip()), None)
        if line.strip() and line.strip() == last:
            continue  # also across blank lines: "Table of Contents" twice
        out.append(line)
    return "\n".join(out) + "\n"


class RulesScene(Screen):
    heading = "Rules"

    def __init__(self, app: App, game_id: str | None = None) -> None:
        super().__init__(app)
        ids = [g.id for g in catalogue.CATALOGUE]
        self.game_id = game_id if game_id in ids else ids[0]

    def enter(self) -> None:
        super().enter()
        choices = [(g.id, g.title) for g in catalogue.CATALOGUE]
        self.picker = Choice((80, 130, 1000, 76), "Game", choices, self.game_id, self.pick,
                             key="game", value_width=620)
        self.text = ScrollText((80, 230, W - 160, 830), rulebook_text(self.game_id), size=28,
                               key="text", headings=True)
        self.set_widgets([self.picker, self.text, self.back_button()])
        self.set_focus(self.text)

    def pick(self, game_id: str) -> None:
        self.game_id = game_id
        self.text.set_text(rulebook_text(game_id))
        self.dirty = True
