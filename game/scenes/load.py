"""Load a saved game, or continue an unfinished one: the files listed with game, players,
turn and date (:mod:`game.core.savelist`).

A save that cannot be loaded shows the loader's message as a toast and stays untouched;
the screen and the app stay up. A folder that cannot be read is said on the screen.
Continue lists every started game's autosave; forgetting one asks first (press twice).
"""

from __future__ import annotations

import logging
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game import userdirs
from game.core.names import shown
from game.core.savelist import SaveEntry, list_saves
from game.core.saves import SaveError, load_session
from game.engine.widgets import Button, Label, Widget
from game.scenes.common import Screen, W
from game.scenes.ways import ways

if TYPE_CHECKING:
    from game.engine.app import App

log = logging.getLogger(__name__)

PER_PAGE = 7


def _folder_error(folder: Path, exc: OSError) -> str:
    return f"The folder {shown(str(folder))} cannot be read ({exc.strerror or exc})."


def saved_games() -> tuple[list[SaveEntry], str | None]:
    """The saves folder's files, newest first, and a problem with the folder (or None)."""
    folder = userdirs.saves_dir()
    try:
        return list_saves(folder), None
    except OSError as exc:
        return [], _folder_error(folder, exc)


def unfinished_games() -> tuple[list[SaveEntry], str | None]:
    """Every started game's autosave (plus the single autosave of older versions),
    newest first, and a problem with the folder (or None)."""
    folder = userdirs.autosaves_dir()
    try:
        return list_saves(folder, extra=(userdirs.autosave_path(),)), None
    except OSError as exc:
        return [], _folder_error(folder, exc)


def open_save(app: App, entry: SaveEntry, resume: bool) -> bool:
    """Load ``entry`` and open its game over a fresh title screen. ``resume``: it is an
    autosave, and the game goes on saving into it; otherwise the loaded game gets an
    autosave of its own. A save that cannot be loaded is a toast; False then."""
    try:
        session = load_session(entry.path)
    except SaveError as exc:
        app.toast(str(exc), error=True)
        return False
    try:
        play = ways().play(app, session, autosave_to=entry.path if resume else None)
    except Exception as exc:  # a view that cannot draw this position must not crash
        log.exception("opening %s failed", entry.path)
        app.toast(f"{shown(entry.path.name)}: the game could not be opened "
                  f"({type(exc).__name__})", error=True)
        return False
    ways().start(app, play)
    return True


class LoadScene(Screen):
    heading = "Load a saved game"
    #: True: the listed files are autosaves; the game resumes saving into its own
    resumes_autosave = False
    empty_text = "No saved games yet. Save one from the in-game menu."

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.page = 0
        self.entries: list[SaveEntry] = []
        self.problem: str | None = None
        self.confirm: Path | None = None  # the entry whose Forget was pressed once

    def folder(self) -> Path:
        return userdirs.saves_dir()

    def list_entries(self) -> tuple[list[SaveEntry], str | None]:
        return saved_games()

    def enter(self) -> None:
        super().enter()
        self.entries, self.problem = self.list_entries()
        self.build()
        self.set_focus(self.widgets[0] if self.widgets else None)

    def build(self) -> None:
        widgets: list[Widget] = []
        pages = max(1, -(-len(self.entries) // PER_PAGE))
        self.page = min(self.page, pages - 1)
        shown = self.entries[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        width = W - 400 - (260 if self.resumes_autosave else 0)
        for i, entry in enumerate(shown):
            y = 170 + i * 110
            widgets.append(Button((200, y, width, 96), entry.title,
                                  partial(self.load, entry), note=entry.detail, size=34,
                                  key=("save", str(entry.path))))
            if self.resumes_autosave:
                asked = self.confirm == entry.path
                widgets.append(Button((200 + width + 20, y, 240, 96),
                                      "Really forget?" if asked else "Forget",
                                      partial(self.forget, entry), size=28,
                                      style="primary" if asked else "quiet",
                                      key=("forget", str(entry.path))))
        if self.problem:
            widgets.append(Label((200, 400, W - 400, 80), self.problem, size=30,
                                 colour="error", align="center"))
        elif not self.entries:
            widgets.append(Label((200, 400, W - 400, 80), self.empty_text, size=34,
                                 colour="text_dim", align="center"))
        if pages > 1:
            widgets.append(Button((200, 960, 300, 80), "< Previous", self.prev,
                                  enabled=self.page > 0, key="prev"))
            widgets.append(Button((W - 500, 960, 300, 80), "Next >", self.next,
                                  enabled=self.page < pages - 1, key="next"))
            widgets.append(Label((W // 2 - 200, 960, 400, 80), f"Page {self.page + 1} of {pages}",
                                 size=28, colour="text_dim", align="center"))
        widgets.append(self.back_button())
        self.set_widgets(widgets)

    def prev(self) -> None:
        self.page -= 1
        self.build()

    def next(self) -> None:
        self.page += 1
        self.build()

    def load(self, entry: SaveEntry) -> None:
        open_save(self.app, entry, resume=self.resumes_autosave)

    def forget(self, entry: SaveEntry) -> None:
        """Delete an autosave: the first press asks, the second deletes."""
        if self.confirm != entry.path:
            self.confirm = entry.path
            self.build()
            self.app.toast(f"Press again to forget {entry.title} ({shown(entry.path.name)}) "
                           "for good.")
            return
        self.confirm = None
        try:
            entry.path.unlink(missing_ok=True)
        except OSError as exc:
            self.app.toast(f"{shown(entry.path.name)} could not be removed: "
                           f"{exc.strerror or exc}", error=True)
        else:
            self.app.toast(f"Forgot {entry.title} ({shown(entry.path.name)}).")
        self.entries, self.problem = self.list_entries()
        self.build()

    def draw_body(self, surface: pygame.Surface) -> None:
        self.app.fonts.draw(surface, shown(str(self.folder())), (80, 132), 24,
                            self.app.theme.c("text_dim"), False, "midleft")


class ContinueScene(LoadScene):
    """Every unfinished game, newest first: pick one to go on with it."""

    heading = "Continue a game"
    resumes_autosave = True
    empty_text = "No unfinished games: every started game is kept here until it ends."

    def folder(self) -> Path:
        return userdirs.autosaves_dir()

    def list_entries(self) -> tuple[list[SaveEntry], str | None]:
        return unfinished_games()
