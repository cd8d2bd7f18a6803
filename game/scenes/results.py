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
from game.scenes.results_layout import HEADER_H, NOTE_SIZE, note_spans, score_table
from game.scenes.ways import ways

if TYPE_CHECKING:
    from game.engine.app import App


#: the score table (its places: :mod:`game.scenes.results_layout`)
TABLE = pygame.Rect(80, 260, W - 160, 670)


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

    @property
    def busy(self) -> bool:
        """Frames run while the key guard's moment lasts (it ages by them): a still app
        ran none, and Enter on "Play again" stayed blocked while the player read."""
        return self.guard.waiting or super().busy

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
        self.app.reset(ways().title(self.app))

    def again(self) -> None:
        """Same seats, options and seat order; the next seed."""
        s = self.session
        fresh = Session.start(s.game, s.seats, s.seed + 1, s.options, s.board)
        ways().start(self.app, ways().play(self.app, fresh, fresh=True))

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
        notes = [note for _, note, _ in rows]
        lay = score_table(f, table, [label for label, _, _ in rows], notes,
                          [seats[s].name for s in order], table.height - tie_h)
        row_h, size, col_w = lay.row_h, lay.size, lay.col_w
        for c, s in enumerate(order):
            cx = lay.values_left + c * col_w + col_w // 2
            name_rows, name_size = lay.names[c]
            two = lay.header_h > HEADER_H
            badge = 48 if two else 56
            seat_badge(surface, pygame.Rect(cx - badge // 2, table.top + (8 if two else 14),
                                            badge, badge), t.player(seats[s].colour), f)
            for i, line in enumerate(name_rows):
                y = table.top + (72 + i * f.line_height(24) if two else 88)
                f.draw(surface, line, (cx, y), name_size, t.c("text"), True, "center")
        top = table.top + lay.header_h
        for r, (label, _, values) in enumerate(rows):
            y = top + r * row_h
            if r % 2 == 0:
                surface.fill(t.c("background_hi"),
                             pygame.Rect(table.left + 8, y, table.width - 16, row_h))
            bold = r == 0 or r == len(rows) - 1
            middle = y + row_h // 2
            f.draw(surface, label, (table.left + 30, middle), size, t.c("text"), bold,
                   "midleft")
            for c, value in enumerate(values):
                cx = lay.values_left + c * col_w + col_w // 2
                colour = t.c("accent") if r == 0 and out.ranking[order[c]] == 1 else t.c("text")
                f.draw(surface, value, (cx, middle), size, colour, bold, "center")
        note_lh = f.line_height(NOTE_SIZE)
        for first, count in note_spans(notes):  # a run of rows' shared words said once,
            lines = f.wrap(notes[first], NOTE_SIZE, lay.note_w)  # a bar beside them
            if count > 1:
                bar = pygame.Rect(lay.note_x - 14, top + first * row_h + 6, 3,
                                  count * row_h - 12)
                pygame.draw.rect(surface, t.c("text_dim"), bar, border_radius=1)
            room = max(1, count * row_h // note_lh)
            if len(lines) > room:
                rest = f.fit(" ".join(lines[room - 1:]), NOTE_SIZE, lay.note_w)
                lines = [*lines[:room - 1], rest]
            y = top + first * row_h + (count * row_h - len(lines) * note_lh) // 2
            for i, line in enumerate(lines):
                f.draw(surface, line, (lay.note_x, y + i * note_lh), NOTE_SIZE,
                       t.c("text_dim"))
        for i, line in enumerate(tie_lines):
            f.draw(surface, line, (table.left + 30, table.bottom - tie_h + i * note_lh),
                   24, t.c("text_dim"))

