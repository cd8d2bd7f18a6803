"""The play scene's chrome: the top bar (title, whose turn, the thinking indicator) and the
side panel (the seats and the game log), drawn into one cached layer (a mixin of
:class:`PlayScene`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.bots import LEVEL_NAMES
from game.engine.draw import panel, seat_badge
from game.engine.layers import Layer

if TYPE_CHECKING:
    from game.core.session import Seat, Session
    from game.engine.app import App
    from game.engine.gameview import GameView
    from game.engine.widgets import Widget

BOARD = pygame.Rect(0, 100, 1450, 980)
SIDE = pygame.Rect(1460, 108, 452, 964)
#: the chrome's two areas around the board: the top bar and the side panel
CHROME_AREAS = (pygame.Rect(0, 0, 1920, BOARD.top),
                pygame.Rect(BOARD.right, BOARD.top, 1920 - BOARD.right, 1080 - BOARD.top))
LogLine = tuple[int | None, str, bool]  # seat, text, is an event (not an action)


class PlayChrome:
    """Top bar and side panel (mixed into PlayScene, which provides the attributes)."""

    app: App
    session: Session
    view: GameView
    widgets: list[Widget]
    lines: list[LogLine]
    log_back: int
    generation: int
    title: str
    chrome: Layer
    dirty: bool
    think_clock: float
    _thinking_x: dict[tuple[str, int], int]
    _board_behind: bool
    _chrome_behind: bool
    # also uses PlayBots.bot_thinking (no stub here: it would shadow the real one)

    def chrome_key(self) -> tuple:
        """What the chrome layer shows: redrawn only when one of these changes."""
        top = tuple((w.key, w.rect.left, w.enabled) for w in self.widgets
                    if w.key in ("menu", "undo", "moves"))
        return (self.generation, len(self.session.log), len(self.lines), self.log_back,
                self.turn_text(), top, self.session.state.is_over)

    def draw_chrome(self, surface: pygame.Surface) -> None:
        """The top bar and the side panel (the board area is never copied from here)."""
        surface.fill(self.app.theme.c("background"),
                     pygame.Rect(BOARD.right, BOARD.top, 1920 - BOARD.right, 1080 - BOARD.top))
        self.draw_top_bar(surface)
        self.draw_side(surface)

    def only_thinking_moves(self) -> bool:
        """Nothing changed since the last frame but the thinking indicator: the canvas
        still holds that frame (no overlay above, no app-wide redraw, no toast), so only
        the indicator is drawn again."""
        return (not self.dirty and not self.app.dirty and self.app.top is self
                and not self._board_behind and not self._chrome_behind
                and not self.app.toasts.active and not self.view.animating
                and self.chrome.paints > 0 and self.chrome.key == self.chrome_key()
                and self.bot_thinking())

    def draw_thinking(self, surface: pygame.Surface, restore: bool = False) -> None:
        """Three dots after "… is thinking" that light up in turn while a bot decides
        (``restore``: first put back the top bar under them from the chrome layer)."""
        seat, text = self.turn_text()
        if seat is None:
            return
        x = self.thinking_x(text)
        area = pygame.Rect(x, 44, 72, 28)
        if restore:
            surface.blit(self.chrome.get(self.chrome.key, self.draw_chrome), area, area)
            if self.app.changed_rects is not None:
                self.app.changed_rects.append(area)
        lit = int(self.think_clock * 4) % 3
        for k in range(3):
            colour = self.app.theme.c("accent" if k == lit else "text_dim")
            pygame.draw.circle(surface, colour, (x + 14 + 22 * k, 58), 6 if k == lit else 4)

    def thinking_x(self, text: str) -> int:
        """Where the indicator starts: after the turn text as the top bar fits it
        (measured once per text and button row)."""
        buttons = [w.rect.left for w in self.widgets if w.key in ("menu", "undo", "moves")]
        key = (text, min(buttons, default=1900))
        x = self._thinking_x.get(key)
        if x is None:
            f = self.app.fonts
            x = 24 + f.get(28, True).size(self.title)[0] + 40 + 84
            room = key[1] - 24 - x
            x += min(room, f.get(40, True).size(f.fit(text, 40, room, bold=True))[0]) + 16
            self._thinking_x = {key: x}
        return x

    def turn_text(self) -> tuple[int | None, str]:
        state = self.session.state
        seats = self.session.seats
        if state.is_over:
            return None, "Game over"
        pending = list(state.pending_seats())
        if len(pending) > 1:
            return None, "Everyone decides: " + ", ".join(seats[s].name for s in pending)
        if not pending:
            return None, ""
        seat = pending[0]
        if seats[seat].is_human:
            return seat, f"{seats[seat].name}'s turn"
        return seat, f"{seats[seat].name} is thinking…"

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        t, f = self.app.theme, self.app.fonts
        surface.fill(t.c("background_hi"), pygame.Rect(0, 0, 1920, 100))
        f.draw(surface, self.title, (24, 50), 28, t.c("text_dim"), True, "midleft")
        seat, text = self.turn_text()
        x = 24 + f.get(28, True).size(self.title)[0] + 40
        if seat is not None:
            seat_badge(surface, pygame.Rect(x, 18, 64, 64),
                       t.player(self.session.seats[seat].colour), f)
            x += 84
        buttons = [w.rect.left for w in self.widgets if w.key in ("menu", "undo", "moves")]
        right = min(buttons, default=1900) - 24  # the text stops short of the top buttons
        f.draw(surface, f.fit(text, 40, right - x, bold=True), (x, 50), 40, t.c("text"), True,
               "midleft")

    def draw_side(self, surface: pygame.Surface) -> None:
        t, f = self.app.theme, self.app.fonts
        panel(surface, SIDE, t)
        x, y = SIDE.left + 20, SIDE.top + 16
        state = self.session.state
        pending = set(state.pending_seats()) if not state.is_over else set()
        for i, seat in enumerate(self.session.seats):
            row = pygame.Rect(x - 8, y - 4, SIDE.width - 24, 64)
            if i in pending:
                pygame.draw.rect(surface, t.c("button_hover"), row, border_radius=10)
            self.draw_seat_row(surface, seat, row, pygame.Rect(x, y, 56, 56))
            y += 70
        y += 10
        pygame.draw.line(surface, t.c("panel_border"), (SIDE.left + 12, y),
                         (SIDE.right - 12, y), 2)
        y += 14
        f.draw(surface, "Game log", (x, y), 28, t.c("accent"), True)
        y += 44
        self.draw_log(surface, pygame.Rect(x, y, SIDE.width - 40, SIDE.bottom - y - 16))

    def seat_row_texts(self, seat: Seat, row: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
        """Where a seat's name and kind ("human", "bot: Normal") go in its row: the name
        on one line, the kind on the line under it, both fitted to the row, so a long name
        never runs into the kind label. Returns (text, rect) pairs, name first."""
        f = self.app.fonts
        left, width = row.left + 80, row.width - 80 - 12
        name = f.fit(seat.name, 28, width, True)
        name_rect = pygame.Rect((left, row.top + 2), f.get(28, True).size(name))
        level = LEVEL_NAMES.get(seat.bot or "", seat.bot)
        kind = f.fit("human" if seat.is_human else f"bot: {level}", 24, width)
        kind_rect = pygame.Rect((left, name_rect.bottom), f.get(24).size(kind))
        return [(name, name_rect), (kind, kind_rect)]

    def draw_seat_row(self, surface: pygame.Surface, seat: Seat, row: pygame.Rect,
                      badge: pygame.Rect) -> None:
        """One row of the seat list: colour badge, then the name over the seat's kind."""
        t, f = self.app.theme, self.app.fonts
        seat_badge(surface, badge, t.player(seat.colour), f, border=None)
        (name, name_rect), (kind, kind_rect) = self.seat_row_texts(seat, row)
        f.draw(surface, name, name_rect.topleft, 28, t.c("text"), True)
        f.draw(surface, kind, kind_rect.topleft, 24, t.c("text_dim"))

    def draw_log(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The newest log lines, bottom-aligned, wrapped, each with its seat's colour bar."""
        t, f = self.app.theme, self.app.fonts
        size = 24
        lh = f.line_height(size)
        max_lines = rect.height // lh
        # Whole entries only, newest last, so the top line never starts mid-sentence.
        blocks: list[list[LogLine]] = []
        total = 0
        for seat, text, is_event in reversed(self.lines):
            indent = 40 if is_event else 18
            block = [(seat, part, is_event) for part in f.wrap(text, size, rect.width - indent)]
            if blocks and total + len(block) > max_lines + self.log_back:
                break
            blocks.append(block)
            total += len(block)
        wrapped = [line for block in reversed(blocks) for line in block]
        back = min(self.log_back, max(0, len(wrapped) - max_lines))
        end = len(wrapped) - back
        wrapped = wrapped[max(0, end - max_lines):end]
        if back:
            f.draw(surface, f"\u25bc {back} newer lines", (rect.right, rect.top - 36), 24,
                   t.c("accent"), False, "topright")
        y = rect.bottom - lh * len(wrapped)
        for seat, text, is_event in wrapped:
            if seat is not None and 0 <= seat < len(self.session.seats):
                look = t.player(self.session.seats[seat].colour)
                pygame.draw.rect(surface, look.rgb, (rect.left, y + 4, 8, lh - 8))
            x = rect.left + (40 if is_event else 18)
            f.draw(surface, text, (x, y), size, t.c("text_dim") if is_event else t.c("text"))
            y += lh
