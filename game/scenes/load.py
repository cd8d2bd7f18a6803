"""Load a saved game: the files in the saves folder with game and date. A save that
cannot be loaded shows the SaveError message; the file is left untouched."""

from __future__ import annotations

import json
import time
from dataclasses import dataclass
from pathlib import Path

import pygame

from game import userdirs
from game.core import catalogue
from game.core.saves import SaveError, load_session
from game.engine.widgets import Button, Label, Widget
from game.scenes.common import Screen, W

PER_PAGE = 7


@dataclass(frozen=True)
class SaveEntry:
    path: Path
    title: str
    detail: str


def list_saves(folder: Path | None = None) -> list[SaveEntry]:
    """Every ``*.json`` in the saves folder, newest first, described without loading it."""
    folder = folder or userdirs.saves_dir()
    if not folder.is_dir():
        return []
    files = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
    entries = []
    for path in files:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(path.stat().st_mtime))
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            game_id = data["game"]
            try:
                title = catalogue.info(game_id).title
            except KeyError:
                title = f"Unknown game {game_id!r}"
            seats = data.get("seats", [])
            moves = len(data.get("actions", []))
            detail = f"{when} \u00b7 {len(seats)} players \u00b7 {moves} moves \u00b7 {path.name}"
        except (OSError, ValueError, KeyError, TypeError, AttributeError):
            title = "Damaged save"
            detail = f"{when} \u00b7 {path.name}"
        entries.append(SaveEntry(path, title, detail))
    return entries


class LoadScene(Screen):
    heading = "Load a saved game"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.page = 0
        self.entries: list[SaveEntry] = []

    def enter(self) -> None:
        super().enter()
        self.entries = list_saves()
        self.build()
        self.set_focus(self.widgets[0] if self.widgets else None)

    def build(self) -> None:
        widgets: list[Widget] = []
        pages = max(1, -(-len(self.entries) // PER_PAGE))
        self.page = min(self.page, pages - 1)
        shown = self.entries[self.page * PER_PAGE:(self.page + 1) * PER_PAGE]
        for i, entry in enumerate(shown):
            widgets.append(Button((200, 170 + i * 110, W - 400, 96), entry.title,
                                  lambda e=entry: self.load(e), note=entry.detail, size=34,
                                  key=("save", str(entry.path))))
        if not self.entries:
            widgets.append(Label((200, 400, W - 400, 80), "No saved games yet. Save one from "
                                 "the in-game menu.", size=34, colour="text_dim", align="center"))
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
        from game.scenes.play import PlayScene
        from game.scenes.title import TitleScene

        try:
            session = load_session(entry.path)
        except SaveError as exc:
            self.app.toast(str(exc), error=True)
            return
        self.app.reset(TitleScene(self.app))
        self.app.push(PlayScene(self.app, session))

    def draw_body(self, surface: pygame.Surface) -> None:
        self.app.fonts.draw(surface, str(userdirs.saves_dir()), (80, 132), 24,
                            self.app.theme.c("text_dim"), False, "midleft")
