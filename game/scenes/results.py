"""Results: the final ranking, every score category per player, the tie-break reason;
back to the title or play again with the same seats."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.protocol import name_seats
from game.core.session import Session
from game.engine.draw import panel, seat_badge
from game.engine.widgets import Button
from game.scenes.common import Screen, W, place_label

if TYPE_CHECKING:
    from game.engine.app import App


class ResultsScene(Screen):
    heading = "Results"

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.outcome = session.state.outcome()

    def enter(self) -> None:
        super().enter()
        again = Button((W - 1160, 950, 520, 96), "Play again", self.again, style="primary",
                       size=38)
        title = Button((W - 600, 950, 520, 96), "Back to title", self.to_title, size=38)
        self.set_widgets([again, title])
        self.set_focus(again)

    def back(self) -> None:
        self.to_title()

    def to_title(self) -> None:
        from game.scenes.title import TitleScene

        self.app.reset(TitleScene(self.app))

    def again(self) -> None:
        """Same seats, options and seat order; the next seed."""
        from game.scenes.play import PlayScene
        from game.scenes.title import TitleScene

        s = self.session
        fresh = Session.start(s.game, s.seats, s.seed + 1, s.options, s.board)
        self.app.reset(TitleScene(self.app))
        self.app.push(PlayScene(self.app, fresh, fresh=True))

    def headline(self) -> str:
        names = [self.session.seats[s].name for s in self.outcome.winners]
        if len(names) == 1:
            return f"{names[0]} wins!"
        return " and ".join([", ".join(names[:-1]), names[-1]]) + " share the victory!"

    def draw_body(self, surface: pygame.Surface) -> None:
        t, f = self.app.theme, self.app.fonts
        out, seats = self.outcome, self.session.seats
        f.draw(surface, self.headline(), (W // 2, 210), 64, t.c("accent"), True, "center")
        order = sorted(range(len(seats)), key=lambda s: (out.ranking[s], s))
        rows: list[tuple[str, list[str]]] = [
            ("Place", [place_label(out.ranking[s]) for s in order]),
            *[(name, [str(vals[s]) for s in order]) for name, vals in out.breakdown],
            ("Final score", [str(out.scores[s]) for s in order]),
        ]
        table = pygame.Rect(80, 280, W - 160, 640)
        panel(surface, table, t)
        name_w = 560 if len(seats) <= 3 else 440  # more room for players' names at 4-5
        col_w = (table.width - name_w - 40) // max(1, len(seats))
        header_h = 110
        for c, s in enumerate(order):
            cx = table.left + name_w + c * col_w + col_w // 2
            look = t.player(seats[s].colour)
            seat_badge(surface, pygame.Rect(cx - 28, table.top + 14, 56, 56), look, f)
            name = seats[s].name
            name_size = 28 if f.get(28, True).size(name)[0] <= col_w - 12 else 24
            f.draw(surface, f.fit(name, name_size, col_w - 12, True),
                   (cx, table.top + 88), name_size, t.c("text"), True, "center")
        avail = table.height - header_h - 20 - (40 if out.tiebreak else 0)
        row_h = max(30, min(56, avail // max(1, len(rows))))
        size = 30 if row_h >= 44 else 24
        y = table.top + header_h
        for r, (label, values) in enumerate(rows):
            if r % 2 == 0:
                surface.fill(t.c("background_hi"),
                             pygame.Rect(table.left + 8, y, table.width - 16, row_h))
            bold = r == 0 or r == len(rows) - 1
            f.draw(surface, f.fit(label, size, name_w - 40, bold),
                   (table.left + 30, y + row_h // 2), size, t.c("text"), bold, "midleft")
            for c, value in enumerate(values):
                cx = table.left + name_w + c * col_w + col_w // 2
                colour = t.c("accent") if r == 0 and out.ranking[order[c]] == 1 else t.c("text")
                f.draw(surface, value, (cx, y + row_h // 2), size, colour, bold, "center")
            y += row_h
        if out.tiebreak:
            tiebreak = name_seats(out.tiebreak, [seat.name for seat in seats])
            f.draw(surface, f.fit(f"Tie-break: {tiebreak}", 28, table.width - 60),
                   (table.left + 30, table.bottom - 44), 28, t.c("text_dim"))
