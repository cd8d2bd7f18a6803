"""The play scene's chrome: the top bar (title, whose turn, the thinking indicator) and the
side panel (the seats and the game log), drawn into one cached layer (a mixin of
:class:`PlayScene`).

The layer is repainted part by part: the top bar, each seat's row and the log are drawn
again only when what they show changed since the layer's surface last showed them (the log
scrolls and draws only its new lines, :mod:`game.scenes.play_log`), so the chrome's
repaint after an action costs what the action changed. The picture is the same as a whole
repaint (tests/ui/test_chrome_parts.py).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

import pygame

from game.core.bots import LEVEL_NAMES
from game.engine.draw import panel, seat_badge
from game.engine.layers import Layer
from game.engine.table.tablefonts import fitted
from game.engine.text import squeezed
from game.engine.toasts import ROOM_GAP
from game.scenes.play_log import LOG_SIZE, LogLine, LogPainter, indent, visible_lines
from game.scenes.play_seats import (
    KIND_SIZE,
    NAME_LEFT,
    NAME_RIGHT,
    ROW_GAP,
    name_lines,
    row_heights,
)

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
#: the turn text's size in the top bar, and the least it shrinks to before it is cut
TURN_SIZE, TURN_LEAST = 40, 28
#: the thinking indicator's room after the turn text: its gap and its three dots
THINKING_W = 16 + 72
#: where the play screen's toasts stand (stacked up from its bottom, as tall as they
#: are): the foot of the game log, whose newest lines move up over them
#: (:meth:`PlayChrome.toast_room`)
TOASTS = pygame.Rect(SIDE.left + 12, SIDE.top, SIDE.width - 24, SIDE.height - 12)
#: the fewest log lines kept in view over the toasts
LOG_LEAST = 3
__all__ = ["BOARD", "CHROME_AREAS", "SIDE", "TOASTS", "LogLine", "PlayChrome"]


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
    #: what the chrome layer's surface shows, part by part (a cache's note, not state)
    _chrome_parts: dict[str, object]
    _log_painter: LogPainter
    if TYPE_CHECKING:  # PlayBots', declared for the type checker only (a stub at run
        # time would shadow the real method)
        def bot_thinking(self) -> bool: ...

    def chrome_key(self) -> tuple[Hashable, ...]:
        """What the chrome layer shows: redrawn only when one of these changes."""
        top = tuple((w.key, w.rect.left, w.enabled) for w in self.widgets
                    if w.key in ("menu", "undo", "moves"))
        return (self.generation, len(self.session.log), len(self.lines), self.log_back,
                self.turn_text(), top, self.session.state.is_over, self.toasts_height())

    def toasts_height(self) -> int:
        """How tall the app's toasts stand in :data:`TOASTS` while this screen is on top
        (0: none, or another screen over this one shows them)."""
        if not (self.app.toasts.active and self.app.showing(self)):
            return 0
        return self.app.toasts.height(self.app, TOASTS.width)

    def toast_room(self) -> pygame.Rect | None:
        """The toasts' room at the foot of the game log (the log's lines stand above
        it): a toast centred at the bottom of the screen stood over the log's newest
        lines, the ones a player reads after a move, and over a board's prompt buttons."""
        height = self.toasts_height()
        if not height:
            return None
        return pygame.Rect(TOASTS.left, TOASTS.bottom - height, TOASTS.width, height)

    def draw_chrome(self, surface: pygame.Surface) -> None:
        """The top bar and the side panel (the board area is never copied from here):
        on a new surface all of it, else only the parts whose picture changed."""
        parts, painter = self._chrome_parts, self._log_painter
        if parts.get("surface") is not surface:
            parts.clear()
            parts["surface"] = surface
            painter.forget()
            surface.fill(self.app.theme.c("background"),
                         pygame.Rect(BOARD.right, BOARD.top, 1920 - BOARD.right,
                                     1080 - BOARD.top))
            panel(surface, SIDE, self.app.theme)
        top = self.top_bar_key()
        if parts.get("top") != top:
            self.draw_top_bar(surface)
            parts["top"] = top
        self.draw_side(surface)

    def only_thinking_moves(self) -> bool:
        """Nothing changed since the last frame but the thinking indicator: the canvas
        still holds that frame (no overlay above, no app-wide redraw, no toast), so only
        the indicator is drawn again."""
        return (not self.dirty and not self.app.dirty and self.app.showing(self)
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
        x = self.thinking_x(seat, text)
        area = pygame.Rect(x, 44, 72, 28)
        if restore:
            surface.blit(self.chrome.get(self.chrome.key, self.draw_chrome), area, area)
            if self.app.changed_rects is not None:
                self.app.changed_rects.append(area)
        lit = int(self.think_clock * 4) % 3
        for k in range(3):
            colour = self.app.theme.c("accent" if k == lit else "text_dim")
            pygame.draw.circle(surface, colour, (x + 14 + 22 * k, 58), 6 if k == lit else 4)

    def thinking_x(self, seat: int, text: str) -> int:
        """Where the indicator starts: after ``seat``'s turn text as the top bar fits it
        (measured once per text and button row)."""
        key = (text, self.buttons_left())
        x = self._thinking_x.get(key)
        if x is None:
            x, words, size = self.turn_line(seat, text)
            x += self.app.fonts.width(words, size, True) + 16
            self._thinking_x = {key: x}
        return x

    def buttons_left(self) -> int:
        """Where the top bar's buttons (Moves, Undo, Menu) begin."""
        return min((w.rect.left for w in self.widgets if w.key in ("menu", "undo", "moves")),
                   default=1900)

    def turn_line(self, seat: int | None, text: str) -> tuple[int, str, int]:
        """Where the top bar's turn text starts (after the title and the seat's badge),
        and its words and size, fitted to the room before the buttons; while a bot's
        turn is shown, less the room of the thinking indicator that follows the words:
        with a long name ("Wwwwwwwwwwwwwwww is thinking…") the dots came over "Moves"."""
        x = 24 + self.app.fonts.width(self.title, 28, True) + 40
        if seat is not None:
            x += 84
        right = self.buttons_left() - 24  # the text stops short of the top buttons
        if seat is not None and not self.session.seats[seat].is_human:
            right -= THINKING_W
        words, size = self.turn_words(text, right - x)
        return x, words, size

    def turn_words(self, text: str, room: int) -> tuple[str, int]:
        """The turn text as the top bar draws it in ``room`` pixels, and its size: 40 px,
        smaller down to :data:`TURN_LEAST` to keep it whole (five names deciding at once),
        cut only below that."""
        return fitted(self.app.fonts, text, TURN_SIZE, room, TURN_LEAST, bold=True)

    def turn_text(self) -> tuple[int | None, str]:
        state = self.session.state
        seats = self.session.seats
        if state.is_over:
            return None, "Game over"
        pending = list(state.pending_seats())
        if len(pending) == len(seats) > 1:  # the seat rows show who; names would be cut
            return None, "Everyone decides"
        if len(pending) > 1:
            names = [seats[s].name for s in pending]
            return None, f"{', '.join(names[:-1])} and {names[-1]} decide"
        if not pending:
            return None, ""
        seat = pending[0]
        if seats[seat].is_human:
            return seat, f"{seats[seat].name}'s turn"
        return seat, f"{seats[seat].name} is thinking…"

    def top_bar_key(self) -> tuple[object, ...]:
        """Everything the top bar shows (its thinking indicator is drawn over it)."""
        seat, text = self.turn_text()
        colour = None if seat is None else self.session.seats[seat].colour
        return (self.title, seat, colour, text, self.buttons_left())

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        t, f = self.app.theme, self.app.fonts
        surface.fill(t.c("background_hi"), pygame.Rect(0, 0, 1920, 100))
        f.draw(surface, self.title, (24, 50), 28, t.c("text_dim"), True, "midleft")
        seat, text = self.turn_text()
        x, words, size = self.turn_line(seat, text)
        if seat is not None:
            seat_badge(surface, pygame.Rect(x - 84, 18, 64, 64),
                       t.player(self.session.seats[seat].colour), f)
        f.draw(surface, words, (x, 50), size, t.c("text"), True, "midleft")

    def draw_side(self, surface: pygame.Surface) -> None:
        """The seat rows and the log, each row only when it changed (``panel(SIDE)`` is
        drawn with the layer's background by :meth:`draw_chrome`)."""
        t, f = self.app.theme, self.app.fonts
        parts = self._chrome_parts
        x, y = SIDE.left + 20, SIDE.top + 16
        state = self.session.state
        pending = set(state.pending_seats()) if not state.is_over else set()
        seats = self.session.seats
        heights = row_heights(f, [seat.name for seat in seats], SIDE.width - 24 - NAME_LEFT
                              - NAME_RIGHT)
        for i, (seat, height) in enumerate(zip(seats, heights, strict=True)):
            row = pygame.Rect(x - 8, y - 4, SIDE.width - 24, height)
            key = (tuple(row), i in pending, seat.name, seat.colour, seat.bot)
            if parts.get(f"seat{i}") != key:
                surface.fill(t.c("panel"), row)
                if i in pending:
                    pygame.draw.rect(surface, t.c("button_hover"), row, border_radius=10)
                self.draw_seat_row(surface, seat, row, pygame.Rect(x, y, 56, 56))
                parts[f"seat{i}"] = key
            y += height + ROW_GAP
        y += 10
        if parts.get("rule") != y:
            pygame.draw.line(surface, t.c("panel_border"), (SIDE.left + 12, y),
                             (SIDE.right - 12, y), 2)
            parts["rule"] = y
        y += 14
        rect = pygame.Rect(x, y + 44, SIDE.width - 40, SIDE.bottom - y - 60)
        toasts = self.toasts_height()
        if toasts:  # the log's lines move up over the toasts' room (toast_room)
            least = LOG_LEAST * f.line_height(LOG_SIZE)
            rect.height = max(least, TOASTS.bottom - toasts - ROOM_GAP - rect.top)
            surface.fill(t.c("panel"), (rect.left, rect.bottom, rect.width,
                                        SIDE.bottom - 16 - rect.bottom))
        wrapped, back = visible_lines(f, self.lines, rect, self.log_back)

        def header() -> None:
            f.draw(surface, "Game log", (x, y), 28, t.c("accent"), True)
            if back:
                f.draw(surface, f"\u25bc {back} newer lines", (rect.right, rect.top - 36), 24,
                       t.c("accent"), False, "topright")

        self._log_painter.paint(
            surface, rect, wrapped, back, lambda area: surface.fill(t.c("panel"), area),
            lambda line, top: self.draw_log_line(surface, rect, line, top),
            f.line_height(LOG_SIZE), header)

    def seat_row_texts(self, seat: Seat, row: pygame.Rect) -> list[tuple[str, pygame.Rect]]:
        """Where a seat's name and kind ("human", "bot: Normal") go in its row: the name
        on its lines (one, or two where the row is tall enough: :func:`name_lines`), the
        kind on the line under them, all fitted to the row, so a long name never runs
        into the kind label. Returns (text, rect) pairs, the name's lines first."""
        return [(text, rect) for text, rect, _size in self._seat_row_lines(seat, row)]

    def _seat_row_lines(self, seat: Seat, row: pygame.Rect
                        ) -> list[tuple[str, pygame.Rect, int]]:
        f = self.app.fonts
        left, width = row.left + NAME_LEFT, row.width - NAME_LEFT - NAME_RIGHT
        name = name_lines(f, seat.name, width, row.height)
        out, top = [], row.top + 2
        for line in name.lines:
            size = f.get(name.size, True).size(line)
            out.append((line, pygame.Rect(left, top, min(size[0], width), size[1]), name.size))
            top += f.line_height(name.size)
        level = LEVEL_NAMES.get(seat.bot or "", seat.bot)
        kind = f.fit("human" if seat.is_human else f"bot: {level}", KIND_SIZE, width)
        out.append((kind, pygame.Rect((left, top), f.get(KIND_SIZE).size(kind)), KIND_SIZE))
        return out

    def draw_seat_row(self, surface: pygame.Surface, seat: Seat, row: pygame.Rect,
                      badge: pygame.Rect) -> None:
        """One row of the seat list: colour badge, then the name over the seat's kind."""
        t, f = self.app.theme, self.app.fonts
        seat_badge(surface, badge, t.player(seat.colour), f, border=None)
        *names, (kind, kind_rect, _k) = self._seat_row_lines(seat, row)
        for line, rect, size in names:  # (squeezed a little into the row when wider)
            if f.get(size, True).size(line)[0] <= rect.width:
                f.draw(surface, line, rect.topleft, size, t.c("text"), True)
            else:
                surface.blit(squeezed(f, line, size, t.c("text"), rect.width, True), rect)
        f.draw(surface, kind, kind_rect.topleft, KIND_SIZE, t.c("text_dim"))

    def draw_log_line(self, surface: pygame.Surface, rect: pygame.Rect, line: LogLine,
                      y: int) -> None:
        """One wrapped log line at ``y``: its seat's colour bar, then the text (an event's
        further in and dimmer)."""
        t, f = self.app.theme, self.app.fonts
        seat, text, is_event = line
        lh = f.line_height(LOG_SIZE)
        if seat is not None and 0 <= seat < len(self.session.seats):
            look = t.player(self.session.seats[seat].colour)
            pygame.draw.rect(surface, look.rgb, (rect.left, y + 4, 8, lh - 8))
        f.draw(surface, text, (rect.left + indent(is_event), y), LOG_SIZE,
               t.c("text_dim") if is_event else t.c("text"))
