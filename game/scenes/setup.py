"""Seat setup: who plays (names, colours, human or bot level), seat order, the game's
options and the seed; then Start."""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core import catalogue
from game.core.bots import LEVEL_NAMES
from game.core.names import NAME_MAX_LEN, name_char_allowed
from game.core.protocol import Game
from game.core.session import PLAYER_COLOURS, Seat, Session
from game.engine.draw import panel, seat_badge
from game.engine.textinput import TextInput
from game.engine.widgets import Button, Choice, Label, Widget
from game.scenes.common import Screen, W
from game.scenes.ways import ways

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.text import Fonts

HUMAN = "human"


@dataclass
class SeatDraft:
    name: str
    colour: str
    bot: str | None


class ColourButton(Button):
    """The seat's badge; pressing it gives the seat the next colour nobody else has."""

    def __init__(self, rect: tuple[int, int, int, int], draft: SeatDraft,
                 on_click: Callable[[], object], key: Hashable) -> None:
        super().__init__(rect, f"Colour {draft.colour}", on_click, key=key)
        self.draft = draft

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        seat_badge(surface, self.rect, app.theme.player(self.draft.colour), app.fonts)
        if focused:
            pygame.draw.rect(surface, app.theme.c("focus"), self.rect.inflate(12, 12), 4,
                             border_radius=18)


def random_seed() -> int:
    return int.from_bytes(os.urandom(3), "little")


class SetupScene(Screen):
    def __init__(self, app: App, game_id: str, seats: list[Seat] | None = None,
                 options: dict[str, Any] | None = None, seed: int | None = None) -> None:
        super().__init__(app)
        game = catalogue.load_game(game_id)
        if game is None:
            raise ValueError(f"{catalogue.info(game_id).title} is not built yet")
        self.game: Game = game
        self.heading = f"{game.title}: players and options"
        if seats:
            self.seats = [SeatDraft(s.name, s.colour, s.bot) for s in seats]
        else:
            self.seats = [SeatDraft(self.remembered(0, "Player 1"), PLAYER_COLOURS[0], None)]
            level = game.default_bot_level
            for i in range(1, game.min_players):
                self.seats.append(SeatDraft(self.remembered(i, f"Bot {i + 1}"),
                                            PLAYER_COLOURS[i], level))
        self.options: dict[str, Any] = {spec.key: spec.default for spec in game.options}
        self.board: str | None = None  # a custom board's path (game.boards.custom)
        if options:
            self.options.update(options)
        self.seed = seed if seed is not None else random_seed()

    def enter(self) -> None:
        super().enter()
        self.build()
        self.set_focus(self.widgets[0] if self.widgets else None)

    def remembered(self, seat: int, default: str) -> str:
        """The name last used at ``seat`` (settings), else ``default``."""
        names = self.app.settings.seat_names
        return names[seat] if seat < len(names) and names[seat].strip() else default

    def remember_names(self) -> None:
        """Keep this setup's names per seat for the next one (saved with the settings)."""
        self.app.settings.seat_names = [seat.name for seat in self.seat_list()]
        self.app.save_settings()

    # ------------------------------------------------------------ widgets
    def build(self) -> None:
        g = self.game
        widgets: list[Widget] = []
        top, row_h = 190, 112
        for i, seat in enumerate(self.seats):
            y = top + i * row_h
            widgets.append(ColourButton((80, y, 88, 88), seat, partial(self.next_colour, i),
                                        key=("colour", i)))
            widgets.append(TextInput((190, y + 4, 380, 80), seat.name,
                                     partial(self.rename, i), key=("name", i),
                                     max_len=NAME_MAX_LEN, allowed=name_char_allowed,
                                     placeholder=f"Player {i + 1}"))
            kinds = [(HUMAN, "Human")] + [(lvl, f"Bot: {LEVEL_NAMES.get(lvl, lvl)}")
                                          for lvl in g.bot_levels]
            widgets.append(Choice((590, y + 4, 400, 80), "", kinds, seat.bot or HUMAN,
                                  partial(self.set_kind, i), key=("kind", i)))
            widgets.append(Button((1010, y + 4, 80, 80), "\u25b2", partial(self.move, i, -1),
                                  enabled=i > 0, key=("up", i)))
            widgets.append(Button((1100, y + 4, 80, 80), "\u25bc", partial(self.move, i, 1),
                                  enabled=i < len(self.seats) - 1, key=("down", i)))
            widgets.append(Button((1190, y + 4, 80, 80), "\u2715", partial(self.remove, i),
                                  enabled=len(self.seats) > g.min_players, key=("remove", i)))
        y = top + len(self.seats) * row_h + 10
        widgets.append(Button((80, y, 400, 80), "+ Add seat", self.add,
                              enabled=len(self.seats) < g.max_players, key="add"))
        widgets.append(Label((500, y, 700, 80),
                             f"{len(self.seats)} players ({g.min_players}\u2013{g.max_players})",
                             size=28, colour="text_dim"))
        # options
        ox, oy = 1340, 230
        count = len(self.seats)
        for spec in g.options:
            allowed = spec.player_counts is None or count in spec.player_counts
            if not allowed:
                self.options[spec.key] = spec.default
            choices = [(c, _option_text(c)) for c in spec.choices]
            widgets.append(Label((ox, oy, 520, 36), spec.label, size=28,
                                 colour="text" if allowed else "text_dim"))
            ch = Choice((ox, oy + 40, 520, 72), "", choices, self.options[spec.key],
                        partial(self.set_option, spec.key), key=("opt", spec.key))
            ch.enabled = allowed
            widgets.append(ch)
            oy += 136
            if not allowed and spec.player_counts:
                counts = ", ".join(str(c) for c in spec.player_counts)
                widgets.append(Label((ox, oy - 14, 520, 28), f"only with {counts} players",
                                     size=24, colour="text_dim"))
                oy += 24
        if not g.options:
            widgets.append(Label((ox, oy, 520, 40), "This game has no options.", size=28,
                                 colour="text_dim"))
            oy += 60
        oy += 30
        widgets.append(Label((ox, oy, 200, 72), "Seed", size=30))
        widgets.append(TextInput((ox + 110, oy, 220, 72), str(self.seed), self.set_seed,
                                 key="seed", max_len=9, allowed=str.isdigit))
        widgets.append(Button((ox + 350, oy, 170, 72), "New", self.new_seed, key="newseed"))
        widgets += self._board_chooser(ox, oy + 100)
        widgets.append(Button((W - 580, 940, 520, 100), "Start game", self.start,
                              style="primary", size=40, key="start"))
        widgets.append(self.back_button())
        self.set_widgets(widgets)

    def default_widget(self) -> Widget | None:
        return next((w for w in self.widgets if w.key == "start"), None)

    def draw_body(self, surface: pygame.Surface) -> None:
        t, f = self.app.theme, self.app.fonts
        f.draw(surface, "Seats in playing order", (80, 150), 28, t.c("text_dim"), True)
        y = 190 + len(self.seats) * 112 + 120
        f.draw(surface, "Press a badge to give that seat another colour; \u25b2 \u25bc change "
               "the order.", (80, y), 26, t.c("text_dim"))
        panel(surface, pygame.Rect(1310, 150, 580, 760), t)
        f.draw(surface, "Options", (1340, 170), 32, t.c("accent"), True)

    # ------------------------------------------------------------ changes
    def next_colour(self, i: int) -> None:
        used = {s.colour for j, s in enumerate(self.seats) if j != i}
        order = list(PLAYER_COLOURS)
        start = order.index(self.seats[i].colour) if self.seats[i].colour in order else -1
        for k in range(1, len(order) + 1):
            c = order[(start + k) % len(order)]
            if c not in used:
                self.seats[i].colour = c
                break
        self.build()

    def rename(self, i: int, value: str) -> None:
        self.seats[i].name = value

    def set_kind(self, i: int, value: str) -> None:
        self.seats[i].bot = None if value == HUMAN else value
        self.dirty = True

    def move(self, i: int, delta: int) -> None:
        j = i + delta
        if 0 <= j < len(self.seats):
            self.seats[i], self.seats[j] = self.seats[j], self.seats[i]
            self.build()
            key = ("up" if delta < 0 else "down", j)
            target = next((w for w in self.widgets if w.key == key and w.enabled), None)
            self.set_focus(target)

    def remove(self, i: int) -> None:
        if len(self.seats) > self.game.min_players:
            del self.seats[i]
            self.build()

    def add(self) -> None:
        if len(self.seats) >= self.game.max_players:
            return
        used = {s.colour for s in self.seats}
        colour = next(c for c in PLAYER_COLOURS if c not in used)
        n = len(self.seats) + 1
        self.seats.append(SeatDraft(self.remembered(n - 1, f"Bot {n}"), colour,
                                    self.game.default_bot_level))
        self.build()

    def set_option(self, key: str, value: Any) -> None:
        self.options[key] = value
        self.dirty = True

    def set_seed(self, value: str) -> None:
        self.seed = int(value) if value else 0

    def new_seed(self) -> None:
        self.seed = random_seed()
        self.build()

    def seat_list(self) -> list[Seat]:
        return [Seat(s.name.strip() or f"Player {i + 1}", s.colour, s.bot)
                for i, s in enumerate(self.seats)]

    def _board_chooser(self, x: int, y: int) -> list[Widget]:
        """"Board": the shipped one or a map from the Custom boards folder (shown only
        when that folder holds a board for this game)."""
        from game.boards.custom import custom_boards, custom_boards_dir

        boards = custom_boards(self.game.id)
        if not boards:
            self.board = None
            folder = custom_boards_dir()
            lines = ["Your own boards go in the folder", f"\u201c{folder.name}\u201d in",
                     *folder_lines(self.app.fonts, folder.parent, 22, 520)]
            return [Label((x, y + 30 * i, 520, 30), text, size=22, colour="text_dim")
                    for i, text in enumerate(lines)]
        choices = [(None, "Shipped board"), *((str(b), b.stem) for b in boards)]
        if self.board not in {c for c, _ in choices}:
            self.board = None
        return [Label((x, y, 110, 72), "Board", size=30),
                Choice((x + 110, y, 410, 72), "", choices, self.board,
                       lambda v: setattr(self, "board", v), key="board")]

    def start(self) -> None:
        from game.boards.custom import board_problems

        board = self.board
        problems = board_problems(self.game.id, board) if board else []
        if problems:
            self.app.toast(problems[0], error=True)
            return
        try:
            session = Session.start(self.game, self.seat_list(), self.seed, self.options,
                                    board)
        except ValueError as exc:
            self.app.toast(str(exc), error=True)
            return
        self.remember_names()
        ways().start(self.app, ways().play(self.app, session, fresh=True))


def _option_text(value: Any) -> str:
    if value is True:
        return "On"
    if value is False:
        return "Off"
    if value is None:
        return "None"
    return str(value).replace("_", " ")


def folder_lines(fonts: Fonts, folder: Path, size: int, width: int) -> list[str]:
    """``folder`` as a player finds it, home as ``~``, broken after a separator onto as
    many lines of ``width`` pixels as it needs (a long Windows data folder is cut
    nowhere, so the player can type it into a file manager)."""
    try:
        text = os.path.join("~", folder.relative_to(Path.home()), "")
    except ValueError:  # not under home (ANDROMEDA_TABLE_HOME elsewhere)
        text = os.path.join(folder, "")
    lines = [""]
    for part in re.split(r"(?<=[/\\])", text):
        if lines[-1] and fonts.width(lines[-1] + part, size) > width:
            lines.append("")
        lines[-1] += part
    return lines
