"""Results: the final ranking, every score category per player with a few words on what it
counts (the game's ``help.toml``), how ties break and what decided this one; back to the
title or play again with the same seats."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.protocol import name_seats
from game.core.session import Session
from game.engine.draw import panel, seat_badge
from game.engine.keyguard import KeyGuard
from game.engine.widgets import Button
from game.scenes.common import Screen, W, place_label
from game.scenes.helptext import load_help

if TYPE_CHECKING:
    from game.engine.app import App


#: the score table, its header band (badges and names) and the player columns' widths
TABLE = pygame.Rect(80, 260, W - 160, 670)
HEADER_H = 104
COL_MIN, COL_MAX = 150, 260


class ResultsScene(Screen):
    heading = "Results"

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.outcome = session.state.outcome()
        #: Enter or Space still going from the last move does not press "Play again"
        self.guard = KeyGuard()

    def enter(self) -> None:
        super().enter()
        again = Button((W - 1160, 950, 520, 96), "Play again", self.again, style="primary",
                       size=38)
        title = Button((W - 600, 950, 520, 96), "Back to title", self.to_title, size=38)
        self.set_widgets([again, title])
        self.set_focus(again)

    def update(self, dt: float) -> None:
        self.guard.tick(dt)
        super().update(dt)

    def handle(self, event: pygame.event.Event) -> bool:
        command = (self.app.settings.bindings.command(event)
                   if event.type == pygame.KEYDOWN else None)
        if self.guard.blocks(event, command):
            return True
        return super().handle(event)

    def back(self) -> None:
        self.to_title()

    def to_title(self) -> None:
        from game.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def again(self) -> None:
        """Same seats, options and seat order; the next seed."""
        from game.scenes.table_play import start_play
        from game.scenes.title import TitleScene

        s = self.session
        fresh = Session.start(s.game, s.seats, s.seed + 1, s.options, s.board)
        self.app.reset(TitleScene(self.app))
        self.app.push(start_play(self.app, fresh, fresh=True))

    def headline(self) -> str:
        names = [self.session.seats[s].name for s in self.outcome.winners]
        if len(names) == 1:
            return f"{names[0]} wins!"
        return " and ".join([", ".join(names[:-1]), names[-1]]) + " share the victory!"

    def rows(self) -> list[tuple[str, str, list[str]]]:
        """The table: (label, what the row counts, value per seat in ranking order)."""
        out, help_ = self.outcome, load_help(self.session.game.id)
        order = self.order()
        return [
            ("Place", "", [place_label(out.ranking[s]) for s in order]),
            *[(name, help_.explain(name), [str(vals[s]) for s in order])
              for name, vals in out.breakdown],
            ("Final score", "the sum of the rows above" if out.breakdown else "",
             [str(out.scores[s]) for s in order]),
        ]

    def order(self) -> list[int]:
        out = self.outcome
        return sorted(range(len(self.session.seats)), key=lambda s: (out.ranking[s], s))

    def ties_text(self) -> str:
        """How ties break in this game (its help file), and what decided this one."""
        parts = [load_help(self.session.game.id).ties]
        if self.outcome.tiebreak:
            names = [seat.name for seat in self.session.seats]
            said = name_seats(self.outcome.tiebreak, names).strip()
            # (a game whose rule is all there is to say, Pandorum's "equal totals share
            # the place", gives the help's own sentence: said once, not twice)
            rule = parts[0].strip().removeprefix("Ties:").strip().rstrip(".!")
            if said.rstrip(".!").lower() != rule.lower():
                parts.append(f"Here: {said}" + ("" if said.endswith((".", "!")) else "."))
        return " ".join(p.strip() for p in parts if p.strip())

    def draw_body(self, surface: pygame.Surface) -> None:
        t, f = self.app.theme, self.app.fonts
        out, seats = self.outcome, self.session.seats
        f.draw(surface, self.headline(), (W // 2, 205), 64, t.c("accent"), True, "center")
        order, rows = self.order(), self.rows()
        table = TABLE.copy()
        panel(surface, table, t)
        ties = self.ties_text()
        tie_lines = f.wrap(ties, 24, table.width - 60) if ties else []
        tie_h = len(tie_lines) * f.line_height(24) + (16 if tie_lines else 0)
        avail = table.height - HEADER_H - 16 - tie_h
        row_h = max(30, min(60, avail // max(1, len(rows))))
        size = 30 if row_h >= 44 else 24
        col_w = self.column_width(len(seats), table.width)
        values_left = table.right - 20 - col_w * len(seats)
        label_w = max(f.get(size, True).size(label)[0] for label, _, _ in rows) + 30
        note_x = table.left + 30 + label_w
        note_w = values_left - note_x - 20
        for c, s in enumerate(order):
            cx = values_left + c * col_w + col_w // 2
            seat_badge(surface, pygame.Rect(cx - 28, table.top + 14, 56, 56),
                       t.player(seats[s].colour), f)
            name = seats[s].name
            name_size = 28 if f.get(28, True).size(name)[0] <= col_w - 12 else 24
            f.draw(surface, f.fit(name, name_size, col_w - 12, True),
                   (cx, table.top + 88), name_size, t.c("text"), True, "center")
        y = table.top + HEADER_H
        note_lh = f.line_height(24)
        for r, (label, note, values) in enumerate(rows):
            if r % 2 == 0:
                surface.fill(t.c("background_hi"),
                             pygame.Rect(table.left + 8, y, table.width - 16, row_h))
            bold = r == 0 or r == len(rows) - 1
            middle = y + row_h // 2
            f.draw(surface, label, (table.left + 30, middle), size, t.c("text"), bold,
                   "midleft")
            if note:
                lines = f.wrap(note, 24, note_w)
                if len(lines) * note_lh > row_h:
                    lines = [f.fit(note, 24, note_w)]
                top = middle - len(lines) * note_lh // 2
                for i, line in enumerate(lines):
                    f.draw(surface, line, (note_x, top + i * note_lh), 24, t.c("text_dim"))
            for c, value in enumerate(values):
                cx = values_left + c * col_w + col_w // 2
                colour = t.c("accent") if r == 0 and out.ranking[order[c]] == 1 else t.c("text")
                f.draw(surface, value, (cx, middle), size, colour, bold, "center")
            y += row_h
        for i, line in enumerate(tie_lines):
            f.draw(surface, line, (table.left + 30, table.bottom - tie_h + i * note_lh),
                   24, t.c("text_dim"))

    def column_width(self, players: int, table_width: int) -> int:
        """Each player's column: room for the longest name, at most a fair share."""
        f = self.app.fonts
        widest = max(f.get(24, True).size(seat.name)[0] for seat in self.session.seats)
        return max(COL_MIN, min(COL_MAX, widest + 36, (table_width - 600) // players))
