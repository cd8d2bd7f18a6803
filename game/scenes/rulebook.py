"""The rules reader: per game a first page "Playing it here" (the app's controls, from
``assets/data/<game>/help.toml``) and the printed rulebook, tidied for the screen
(:mod:`game.scenes.rulebook_text`). Both scroll by wheel, drag/touch and keys (arrows,
Page Up/Down, Home/End); the "Section" stepper above them jumps from heading to heading
(46 in Merchants' book) and follows the text as it scrolls, so it always names the
section being read."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from game.core import catalogue
from game.engine.scrolltext import ScrollText
from game.engine.widgets import Button, Choice, Widget
from game.paths import RULES
from game.scenes.common import Screen, W
from game.scenes.helptext import load_help
from game.scenes.rulebook_text import reader_text

if TYPE_CHECKING:
    from game.engine.app import App

#: the reader's pages, in order: key and tab label
PAGES: tuple[tuple[str, str], ...] = (("here", "Playing it here"), ("rules", "Rulebook"))


def rulebook_text(game_id: str) -> str:
    """The printed rulebook of ``game_id`` as the reader shows it (with the app's notes)."""
    info = catalogue.info(game_id)
    path = RULES / info.rulebook
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        return f"The rulebook of {info.title} could not be read ({exc})."
    return reader_text(text, load_help(game_id).notes)


def playing_here_text(game_id: str) -> str:
    """The "Playing it here" page of ``game_id``, or a line saying why it is missing."""
    help_ = load_help(game_id)
    if help_.problem:
        return f"Playing it here\nThis page could not be loaded: {help_.problem}.\n"
    return help_.playing_here


class RulesScene(Screen):
    heading = "Rules"

    def __init__(self, app: App, game_id: str | None = None, page: str = "here") -> None:
        super().__init__(app)
        ids = [g.id for g in catalogue.CATALOGUE]
        self.game_id: str = game_id if game_id is not None and game_id in ids else ids[0]
        self.page = page if page in dict(PAGES) else PAGES[0][0]

    def enter(self) -> None:
        super().enter()
        choices = [(g.id, g.title) for g in catalogue.CATALOGUE]
        self.picker = Choice((330, 35, 900, 80), "Game", choices, self.game_id, self.pick,
                             key="game", value_width=620)
        self.text = ScrollText((80, 230, W - 160, 830), self.page_text(), size=28,
                               key="text", headings=True)
        self.section = Choice((800, 130, 1040, 76), "Section", [], None, self.go_section,
                              key="section", value_width=760)
        self.fill_sections()
        self.set_widgets(self.page_widgets())
        self.set_focus(self.text)

    def page_widgets(self) -> list[Widget]:
        return [self.picker, *self.tabs(), self.section, self.text, self.back_button()]

    def fill_sections(self) -> None:
        """The stepper's sections: the page's headings, the first one shown."""
        self.section.options = list(enumerate(t for t, _ in self.text.sections(self.app)))
        self.section.index = 0
        self.followed = self.text.offset

    def go_section(self, index: int) -> None:
        """Scroll the page to section ``index`` (the stepper's ends wrap round)."""
        self.text.jump(self.text.sections(self.app)[index][1])
        self.followed = self.text.offset
        self.dirty = True

    def update(self, dt: float) -> None:
        """The stepper follows the text: once it scrolled by wheel, drag or keys, it names
        the section at the top. (A jump to a last section that cannot reach the top keeps
        the name chosen: following would step back to an earlier one.)"""
        super().update(dt)
        if self.text.offset != self.followed:
            self.followed = self.text.offset
            index = self.text.section_at(self.app)
            if index != self.section.index:
                self.section.index = index
                self.dirty = True

    def tabs(self) -> list[Button]:
        """One button per page; the page shown is the highlighted one."""
        x, w, gap = 80, 320, 20
        return [Button((x + i * (w + gap), 130, w, 76), label,
                       partial(self.show, key), key=("page", key), size=30,
                       style="primary" if key == self.page else "normal")
                for i, (key, label) in enumerate(PAGES)]

    def page_text(self) -> str:
        if self.page == "here":
            return playing_here_text(self.game_id)
        return rulebook_text(self.game_id)

    def show(self, page: str) -> None:
        self.page = page
        self.text.set_text(self.page_text())
        self.fill_sections()
        self.set_widgets(self.page_widgets())

    def pick(self, game_id: str) -> None:
        self.game_id = game_id
        self.text.set_text(self.page_text())
        self.fill_sections()
        self.dirty = True
