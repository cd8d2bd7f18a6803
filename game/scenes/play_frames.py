"""How the play screen draws a frame (mixed into :class:`~game.scenes.play.PlayScene`):
only what changed since the picture the canvas holds, an action's repaint painted ahead
while the last picture stays up, the chrome from its cached layer."""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.boardview import BoardView
from game.engine.boardview.dirty import draw_widgets_in, redraw_areas
from game.engine.gameview import GameView
from game.engine.widgets import BoardTarget, Widget
from game.scenes.play_chrome import BOARD, CHROME_AREAS

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.layers import Layer

#: seconds a frame may spend painting a board's layers ahead (BoardView.paint_ahead)
AHEAD = 0.002


class PlayFrames:
    """The play screen's drawing (PlayScene provides the attributes)."""

    app: App
    view: GameView
    moves: GameView | None
    show_moves: bool
    cover_up: bool
    chrome: Layer
    widgets: list[Widget]
    focus: Widget | None
    ahead_frames: int
    #: seconds a frame may spend painting a board's panels ahead (at least one a frame)
    ahead_budget: float = AHEAD
    _ahead_done: Hashable = -1  # the action frame whose panels are all painted ahead
    _ahead_composed: int = -1  # ... whose layers are composed (the next frame shows them)
    board_areas_drawn: list[pygame.Rect]
    _on_canvas: tuple[Any, ...] | None
    _acted_frame: int
    bot_played_frame: int
    _holding: bool
    _board_behind: bool
    _chrome_behind: bool

    if TYPE_CHECKING:  # the scene's and the other mixins', declared for the type checker
        # only (a stub at run time would shadow the real ones)
        @property
        def viewer(self) -> int | None: ...
        def only_thinking_moves(self) -> bool: ...
        def draw_thinking(self, surface: pygame.Surface, restore: bool = False) -> None: ...
        def bot_thinking(self) -> bool: ...
        def chrome_key(self) -> tuple[Hashable, ...]: ...
        def draw_chrome(self, surface: pygame.Surface) -> None: ...
        def draw_widgets(self, surface: pygame.Surface) -> None: ...

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        """The chrome (top bar, seats and log) from its cached layer, the board view, the
        "thinking" indicator and the widgets. Changes nothing but the picture.

        A board view on the base (:class:`BoardView`) is drawn by :meth:`draw_board_frame`:
        only what changed since the picture the canvas holds."""
        if self.only_thinking_moves():
            self.app.changed_rects = []  # (the indicator adds its own)
            self.draw_thinking(surface, restore=True)
            return
        board = self.moves if (self.show_moves and self.moves is not None) else self.view
        self._board_behind = self._chrome_behind = False
        if isinstance(board, BoardView) and not self.cover_up:
            restore = self.draw_board_frame(surface, board)
        else:
            self._on_canvas = None
            self.draw_still(surface, board)
            restore = False
        if self.bot_thinking() and not (self._board_behind or self._chrome_behind):
            self.draw_thinking(surface, restore)  # (placed after the turn text the chrome shows)

    def draw_board_frame(self, surface: pygame.Surface, board: BoardView) -> bool:
        """Draw a frame of a board view on the base; returns whether the top bar was left
        as the last frame drew it (the thinking indicator must then be restored first).

        The canvas normally still holds the last frame (:meth:`App.canvas_holds`); then
        no full-screen picture is composed: the chrome's two areas are copied again only
        when the chrome or the widgets changed, the board only where things moved
        (``redraw_areas``). The work of an action is spread: the frame in which it was
        played and the next ones keep the last picture while they paint the board's layers
        ahead (:meth:`paint_board_ahead`), the next shows the board, the one after the
        chrome (``animating`` asks for those frames). A frame shows the last picture or
        the new one whole, never part of a repaint; how many frames keep the last picture
        depends on the work the action left (and on the machine's speed), at most
        ``ahead_frames``."""
        chrome, widgets = self.chrome_key(), self.widgets_key()
        layers = board.layers_key(self.viewer)
        shown = self._on_canvas if self.app.canvas_holds(self, surface) else None
        ahead = self.app.frames - self._acted_frame
        holding = self._holding and self.app.canvas_holds(self, surface)
        self._holding = False
        ahead = ahead if self._ahead_composed != self._acted_frame else -1
        if shown is None and 0 <= ahead < self.ahead_frames and (
                holding or self.over_a_picture(surface)):
            # an action played as a screen over this one closed (an auction's result):
            # that screen's last picture stays up while the board is painted ahead
            self.paint_board_ahead(board, ahead, chrome)
            self._board_behind = self._chrome_behind = self._holding = True
            self._on_canvas, self.app.changed_rects = None, []
            return True
        if shown is not None and shown[1] != layers:
            if 0 <= ahead < self.ahead_frames:
                self.paint_board_ahead(board, ahead, chrome)
                self._board_behind = True
                self._chrome_behind = shown[0] != chrome
                self.app.changed_rects = self.show_early(surface, board)
                return True
            if shown[0] != chrome and self.chrome.paints:
                chrome, self._chrome_behind = shown[0], True
        if self.chrome_after(shown, layers, chrome):
            chrome, self._chrome_behind = shown[0], True  # type: ignore[index]
        chrome_new = shown is None or shown[0] != chrome or shown[2] != widgets
        top = board.top_layer(self.viewer)
        moving = board.moving_now(self.viewer)
        whole = shown is None or shown[1] != layers or shown[2] != widgets
        areas = redraw_areas(moving, None if whole or shown is None else shown[3], BOARD)
        clip = surface.get_clip()
        if chrome_new:
            picture = self.chrome.get(chrome, self.draw_chrome)
            for area in CHROME_AREAS:
                surface.blit(picture, area, area)
        for area in areas:  # (disjoint areas: the layer there, then the widgets over it,
            surface.set_clip(area)  # then what moves over both)
            surface.blit(top, area, area)
        surface.set_clip(clip)
        if chrome_new and areas == [BOARD]:  # the whole screen: each widget drawn once
            self.draw_widgets(surface)
        else:
            for area in [*(CHROME_AREAS if chrome_new else ()), *areas]:
                draw_widgets_in(surface, area, self.widgets, self.focus, self.app)
        for area in areas:
            surface.set_clip(area)
            board.draw_moving(surface, self.viewer)
        surface.set_clip(clip)
        self._on_canvas = (chrome, layers, widgets, moving)
        self.board_areas_drawn = areas
        if shown is not None:  # only these areas of the window changed
            self.app.changed_rects = [*(a.copy() for a in areas),
                                      *(a.copy() for a in CHROME_AREAS if chrome_new)]
        return not chrome_new

    def paint_board_ahead(self, board: BoardView, ahead: int, chrome: Hashable) -> None:
        """The work of a frame ``ahead`` frames after an action (0: the action's own) that
        keeps the last picture: paint the board's panels ahead for ``ahead_budget``
        seconds (:meth:`BoardView.paint_ahead`); once an earlier frame painted the last of
        them, the board's layers composed (the next frame shows them, the chrome's new
        layer is painted after it in a frame of its own: :meth:`chrome_after`); the last
        of the ``ahead_frames`` paints the board's panels still missing and composes.
        Each step in a frame of its own keeps each frame within about ``ahead_budget``
        (a pass starts a panel only if it ends by then, :meth:`BoardView.may_paint_ahead`)
        plus the composition. The frame of a bot's move paints nothing (it took the
        bot's decision and the rules' work: a panel on top was a 5-7 ms frame); a
        human's click paints at once, its result shown early (:meth:`show_early`). (The
        last frame also painted the chrome's layer: 2-3 ms more in a frame of 2-3 ms at
        1080p.)"""
        done = self._ahead_done == self._acted_frame
        last = ahead >= self.ahead_frames - 1
        if ahead == 0 and not last and self.bot_played_frame == self._acted_frame:
            return  # a bot's move: its frame did the bot's and the rules' work
        if last or done:  # the board first: its new chrome follows it (chrome_after)
            board.paint_ahead(self.viewer, self.ahead_budget, compose=True)
            self._ahead_composed = self._acted_frame
        elif board.paint_ahead(self.viewer, self.ahead_budget, compose=False):
            self._ahead_done = self._acted_frame

    def show_early(self, surface: pygame.Surface, board: BoardView) -> list[pygame.Rect]:
        """Put on the canvas the panels of the board's repaint that show an action's
        result early (:meth:`BoardView.early_pictures`: Merchants' board acted on and the
        money), painted ahead in this frame, while the rest is still being painted; the
        areas of the window they changed. The whole new picture follows when the layers
        are composed (it covers these: the same pixels)."""
        shown = []
        for rect, picture in board.early_pictures():
            surface.blit(picture, rect)
            shown.append(rect)
        return shown

    def chrome_after(self, shown: tuple[Any, ...] | None, layers: Hashable,
                     chrome: Hashable) -> bool:
        """Whether this frame paints the chrome's new layer (as of ``chrome``) and leaves
        the canvas's chrome as it is, to be copied in the next: the board's picture is
        up to date, the chrome's is not and its layer is not painted yet. An action's
        board is so shown a frame sooner (it was painted after the chrome), and no frame
        both paints the chrome and copies it."""
        if (shown is None or shown[1] != layers or shown[0] == chrome
                or not self.chrome.paints or self.chrome.key == chrome):
            return False
        self.chrome.get(chrome, self.draw_chrome)
        return True

    def over_a_picture(self, surface: pygame.Surface) -> bool:
        """Whether ``surface`` is the canvas holding another screen's whole last picture
        (the screen that just closed over this one), not a cleared or resized one."""
        owner: object = self.app.canvas_owner
        return (surface is self.app.canvas and owner is not None and owner is not self
                and owner not in self.app.stack)

    def draw_still(self, surface: pygame.Surface, board: GameView,
                   chrome_key: Hashable = None) -> None:
        """Everything but what moves on a board view on the base (the chrome as of
        ``chrome_key``, default now)."""
        t, f = self.app.theme, self.app.fonts
        key = self.chrome_key() if chrome_key is None else chrome_key
        chrome = self.chrome.get(key, self.draw_chrome)
        for area in CHROME_AREAS:
            surface.blit(chrome, area, area)
        clip = surface.get_clip()
        surface.set_clip(BOARD)
        if self.cover_up:
            surface.fill(t.c("background"), BOARD)
            f.draw(surface, "Waiting for the next player…", BOARD.center, 40, t.c("text_dim"),
                   True, "center")
        elif isinstance(board, BoardView):
            surface.blit(board.top_layer(self.viewer), board.rect, board.rect)
        else:
            if not board.draws_background:
                surface.fill(t.c("background"), BOARD)
            board.draw(surface, self.viewer)
        surface.set_clip(clip)
        self.draw_widgets(surface)

    def widgets_key(self) -> tuple[Hashable, ...]:
        """What the widgets look like now (board targets show only the focus ring)."""
        return tuple((id(w), w.enabled, w is self.focus, w.pressed,
                      False if isinstance(w, BoardTarget) else w.hovered,
                      getattr(w, "label", None)) for w in self.widgets)
