"""How the table scene draws a frame (mixed into
:class:`~game.scenes.table_play.TablePlayScene`, as :mod:`game.scenes.play_frames` is into
the play scene): the still picture (the board with its turn cards, each seat's panel) kept
up to date by :class:`~game.engine.table.compose.Composer` in steps spread over frames
within :data:`WORK_PER_FRAME`, only what changed copied to the window, what moves drawn over
it.

At 3840x2160 a seat panel's repaint, its turn and the board's composition are each a few
milliseconds, and everything that is made for the first time costs more (new surfaces are
fresh memory: page faults; words at new sizes are loaded, wrapped and rendered): so the
surfaces and the turn cards' pictures for every way they face are made as the screen
opens, and a frame does one step, or a few small ones; more (:data:`DECISION_WORK`) while
the window holds a decision back for its parts, which the players wait on. A tap is
ringed on the window in its own frame (:meth:`TableFrames.mark_tap`), over the picture.
"""

from __future__ import annotations

import math
from collections.abc import Hashable
from functools import partial
from typing import TYPE_CHECKING, cast

import pygame

from game.engine.boardview import BoardView
from game.engine.table.compose import Composer, Part, copy_cost, outermost, uncovered
from game.engine.table.contract import TableView, TurnCard
from game.engine.table.panel import CARD_PAINT_MS, PAINT_MS, Patch, RotatedPanel, Step
from game.engine.table.seatpanel import warm_words
from game.engine.table.transform import EDGE_ROTATION, Orient
from game.scenes.table_notes import PanelKey, same_but_news

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App
    from game.engine.gameview import GameView
    from game.engine.scene import Scene
    from game.engine.table.edges import TableLayout
    from game.engine.table.seatpanel import PanelParts
    from game.engine.tablesetup import TableSizes
    from game.engine.widgets import Button, Widget

#: the work on the still picture one frame may do, in estimated milliseconds, the copies
#: to the window of what changed included (see :mod:`game.engine.table.compose`: the
#: first step of a frame always runs when nothing was copied); the rest follows in the
#: next frames. Low enough that a frame does one costly step (a panel's paint or turn, a
#: board step, the copy of what the last frame painted) and at most small ones beside
#: it: a second costly step made a frame 6-9 ms at 4K, and so did a step beside copies
#: that were not counted (a band of a turn beside the copies of moving pieces).
WORK_PER_FRAME = 3.0
#: the work one frame may do while the window holds back a decision (the parts that show
#: it painted first, the others after it is shown): the players wait on these frames
#: anyway, so each does more (a 4K decision took 12 frames at WORK_PER_FRAME, 21 at
#: Merchants' five seats: a third of a second after the tap)
DECISION_WORK = 8.0
#: frames in a row a first step may wait for the copies beside it (a long animation's
#: moving pieces): then it runs anyway (half a second at 60 frames a second)
PATIENCE = 30
#: seconds a step may spend painting the board's panels ahead (BoardView.paint_ahead)
AHEAD = 0.002
#: the most frames in a row the window keeps its last picture while a decision's parts are
#: painted (:meth:`TableFrames.draw_table`); past it, what is painted is shown (a guard:
#: no decision was seen to take more than 21 frames, Merchants' five seats at 4K)
HOLD_FRAMES = 60
#: the estimated cost (ms) of laying out and rendering a seat panel's words (its prompt
#: and detail lines, at sizes new to the fonts: 3-5 ms measured at 4K, whatever the
#: panel's pixels), a step of the panel's paint of its own (:meth:`panel_steps`)
WORDS_MS = 2.0
#: frames a tap's ring stays on the window at least (:meth:`TableFrames.mark_tap`); it
#: goes once they are past and the window shows what the tap made
TAP_FRAMES = 6

#: what a picture shows: the position (generation, moves) whose decision it shows whole
#: (None: the parts that show it are being painted), and each part's key
Showing = tuple[tuple[int, int] | None, dict[str, Hashable]]


class TableFrames:
    """The table scene's drawing (TablePlayScene provides the attributes)."""

    app: App
    session: Session
    view: GameView
    size: tuple[int, int]
    sizes: TableSizes
    table: TableLayout
    panels: list[RotatedPanel]
    parts: list[PanelParts]
    still: Composer
    turned: dict[str, RotatedPanel]
    _turned_all: dict[tuple[str, Orient], RotatedPanel]
    _ahead_done: Hashable
    _composed: Hashable
    _shown: bool
    #: bands of the whole picture copied to the window so far (:meth:`restore_band`)
    _restored: int = 0
    _moved: list[pygame.Rect]
    _floated: list[pygame.Rect]
    _owed: list[pygame.Rect]
    _still_behind: bool
    _board_behind: bool
    _turn_behind: bool
    #: where the decision's parts not yet in the still picture lie (what floats there waits)
    _unpainted: tuple[pygame.Rect, ...] = ()
    _held: int
    _prompted: set[int]
    #: what the still picture shows after the last frame's steps, and what the window
    #: shows (:meth:`on_window`)
    _painted: Showing
    _window: Showing
    #: where the last tap was taken (its ring), and for how many frames it was drawn
    _tap: pygame.Rect | None = None
    _tap_frames: int = 0
    #: the last frame's steps were a decision's (:data:`DECISION_WORK`)
    _deciding: bool = False

    if TYPE_CHECKING:  # the scene's, used here
        @property
        def viewer(self) -> int | None: ...
        def acting_seats(self) -> list[int]: ...
        def facing(self) -> int: ...
        def shared_buttons(self) -> list[tuple[Button, bool]]: ...
        def fallback_widgets(self) -> list[Widget]: ...
        def panel_key(self, seat: int, acting: list[int]) -> PanelKey: ...
        def paint_panel(self, seat: int, acting: bool, surface: pygame.Surface) -> None: ...
        def paint_head(self, seat: int, acting: bool, surface: pygame.Surface) -> None: ...
        def paint_words(self, seat: int, acting: bool, surface: pygame.Surface | None
                        ) -> None: ...
        def notes_for(self, seat: int) -> list[tuple[str, str]]: ...
        def news_for(self, seat: int, acting: list[int]) -> list[tuple[str, str]]: ...
        def news_patch(self, seat: int, key: Hashable, acting: list[int]) -> Patch | None: ...
        def is_peeking(self, seat: int) -> bool: ...
        def position(self) -> tuple[int, int]: ...

    def warm_cards(self) -> None:
        """Make and paint the turn cards for every way they may face, as the screen opens:
        made in play, each card's surfaces were a frame's page faults (4 ms and more at
        4K), and its first paint facing a new way loaded and rendered its words at new
        sizes (a card laid out for its turned size: 10 ms for a Pandorum card). The seat
        panels' words get their fonts at every size too (:func:`warm_words`)."""
        if not isinstance(self.view, TableView):
            return
        warm_words(self.app, self.sizes)
        warm_auction = getattr(getattr(self.view, "auction", None), "warm_table", None)
        if callable(warm_auction):  # a game with an auction screen (Merchants)
            warm_auction(self.sizes)
        rotations = {0, *(EDGE_ROTATION[self.table.edge(s)] for s in range(len(self.panels)))}
        for card in self.view.table_turn_cards():
            for rotation in sorted(rotations):
                turned = self.turned_panel(card, rotation)
                turned.warm()
                turned.get((card.key, rotation), card.paint)

    def draw(self, surface: pygame.Surface) -> None:
        """The table at its own resolution; under an overlay drawn on the menus' smaller
        canvas, the table scaled down to it."""
        if surface.get_size() == self.size:
            self.draw_table(surface)
            return
        full = pygame.Surface(self.size)
        self._shown = False
        self.draw_table(full)
        surface.blit(pygame.transform.smoothscale(full, surface.get_size()), (0, 0))

    def still_parts(self) -> list[Part]:
        """The still picture's parts, in the order they are brought up to date: the
        panels whose prompt goes, the board, the turn cards, the panels of the seats
        that decide, the other panels (:meth:`still_order`)."""
        return self.still_order()[0]

    def still_order(self) -> tuple[list[Part], int]:
        """:meth:`still_parts`, and how many of them, from the first, show a seat's
        decision (:meth:`draw_table` shows them together): the panels of the seats whose
        prompt goes (first: a chain of bots' moves changes the board again and again, the
        panel of the seat that played before them once), the board with its lit targets,
        the turn cards (Starship's targets are all on one), the panels of the seats
        that decide (a prompt and buttons appear: after the board, so the still picture
        never holds a prompt beside the board before it), and, until the window shows the
        position, the other panels the move changed (a score, a marker: never the old one
        beside the new board; not one whose :class:`PanelKey` ``news`` alone changed: they
        follow, painted first they held a 4K table's decision back two frames);
        none while no panel shows a prompt or is to show one (only bots play: nothing to
        keep beside the board)."""
        view = self.view
        acting = self.acting_seats()
        # a view's layers on the board part, unless a table view says that part is bare
        bare = isinstance(view, TableView) and not view.table_board_layers
        board = view.layers_key(self.viewer) if isinstance(view, BoardView) and not bare else None
        buttons = tuple((b.key, b.enabled) for b, _ in self.shared_buttons())
        rotation = self.facing()
        cards = view.table_turn_cards() if isinstance(view, TableView) else []
        widgets = tuple((w.key, getattr(w, "label", None)) for w in self.fallback_widgets())
        out = [Part("board", self.table.board, (board, buttons, widgets), self.paint_board,
                    cost=2 * copy_cost(self.table.board), prepare=self.prepare_board,
                    ahead=self.board_ahead)]
        # a turn card lies on the board: repainted with it, or alone when it changed
        for c in cards:
            turned = self.turned_panel(c, rotation)
            facing = (c.key, rotation)
            out.append(Part(f"card:{c.name}", c.rect, facing,
                            partial(self.blit_turned, c, rotation),
                            cost=copy_cost(c.rect),
                            prepare=partial(turned.prepare, facing, c.paint),
                            ahead=partial(turned.ahead, facing)))
        painted = self.still.painted()
        panels = [self.panel_part(seat, acting, painted.get(f"seat{seat}", UNPAINTED))
                  for seat in range(len(self.panels))]
        going = sorted(self._prompted.difference(acting))
        out = [panels[seat] for seat in going] + out + [panels[seat] for seat in acting]
        rest = [p for seat, p in enumerate(panels) if seat not in acting and seat not in going]
        if not (going or acting):
            return out + rest, 0
        if self._window[0] != self.position():
            # the move changed other panels too (a score, a marker): shown with it
            moved = [p for p in rest if not same_but_news(painted.get(p.name, UNPAINTED), p.key)]
            out += moved
            rest = [p for p in rest if p not in moved]
        return out + rest, len(out)

    def panel_part(self, seat: int, acting: list[int], was: Hashable) -> Part:
        """``seat``'s panel as a part of the still picture, which shows it as of key ``was``
        (as it is: nothing to paint, asked every frame); where only its news changed since,
        its words rectangle alone (:meth:`news_patch`) is painted and copied."""
        panel, key = self.panels[seat], self.panel_key(seat, acting)
        blit = partial(self.blit_panel, seat, seat in acting)
        if was == key:
            return Part(f"seat{seat}", panel.orient.canvas_rect, key, blit)
        paint = self.panel_steps(seat, seat in acting, acting)
        patch = self.news_patch(seat, key, acting)
        area = patch.rect if patch is not None and same_but_news(was, key) else None
        rect = panel.orient.canvas_rect if area is None else panel.orient.rect_to_canvas(area)
        return Part(f"seat{seat}", rect, key, partial(blit, patch=patch, area=area),
                    cost=copy_cost(rect), prepare=partial(panel.prepare, key, paint, patch),
                    ahead=partial(panel.ahead, key, paint, patch))

    def panel_steps(self, seat: int, acting: bool, acting_seats: list[int]) -> list[Step]:
        """``seat``'s upright panel (:meth:`paint_panel`) in steps, each of which may be a
        frame's work: the frame and the game's part; when the panel shows words (the
        acting seat's prompt, notes, a peek's details, a waiting seat's news), laying them
        out and rendering them; then drawing them and the buttons. (In one step the acting
        seat's panel was 5-8 ms at 4K, most of it its words at new sizes.)"""
        cost = PAINT_MS * self.panels[seat].megapixels
        head, words = partial(self.paint_head, seat, acting), partial(self.paint_words, seat,
                                                                         acting)
        if not (acting or self.notes_for(seat) or self.is_peeking(seat)
                or self.news_for(seat, acting_seats)):
            return [Step(cost, partial(self.paint_panel, seat, acting))]
        return [Step(cost / 2, head), Step(WORDS_MS, lambda _upright: words(None)),
                Step(cost / 2, words)]

    @property
    def still_busy(self) -> bool:
        """Whether the still picture is being brought up to date: a step of work left
        for the next frame, or what this frame painted still to be copied to the window
        (work of the screen's own that other frame work should not join); or a tap's
        ring is on the window."""
        return self._still_behind or bool(self._owed) or self._tap is not None

    def board_ahead(self) -> float:
        """The estimated cost (ms) of the next step of the board's layers toward what they
        show now (0.0: painted): its panels painted ahead, then the layers composed."""
        view = self.view
        if not isinstance(view, BoardView):
            return 0.0
        keys = view.layers_key(self.viewer)
        if keys == self._composed or view.layers_current(self.viewer):
            return 0.0
        if view.PAINTS_AHEAD and self._ahead_done != keys:
            return AHEAD * 1000
        return (len(view.LAYERS) + 1) * copy_cost(view.rect)

    def prepare_board(self) -> None:
        """The next step of :meth:`board_ahead`: paint the board's panels ahead (within
        :data:`AHEAD`), or compose its layers."""
        view = self.view
        if not isinstance(view, BoardView):
            return
        keys = view.layers_key(self.viewer)
        if view.PAINTS_AHEAD and self._ahead_done != keys:
            if view.paint_ahead(self.viewer, AHEAD, compose=False):
                self._ahead_done = keys
            return
        view.top_layer(self.viewer)
        self._composed = keys

    def update_still(self, spent: float = 0.0) -> list[pygame.Rect]:
        """Bring the still picture up to date within :data:`WORK_PER_FRAME` (``spent``
        of it gone already: the frame's copies to the window); the canvas rectangles
        that changed. While the parts that show a decision are behind (the window holds
        its last picture for them: they come first), within :data:`DECISION_WORK` (unless
        ``spent`` is a whole :data:`WORK_PER_FRAME` already)."""
        parts, turn = self.still_order()
        head, served = parts[:turn], parts
        budget = WORK_PER_FRAME
        if spent < WORK_PER_FRAME and not self.still.up_to_date(head):
            # (a frame whose copies or earlier work took its usual budget takes no step;
            # one that takes the decision's own budget spends it on the decision's parts
            # alone: the others, the waiting seats' news among them, follow in frames of
            # their own, and its copy to the window is not held back by them)
            budget, served = DECISION_WORK, head
        changed, left = self.still.update(served, budget, spent, PATIENCE)
        self._deciding = budget == DECISION_WORK
        self._still_behind = left or not self.still.up_to_date(parts)
        # (the board's turn cards lie on it: what moves there waits for them too, as
        # Starship's pieces glide on its one card, turned as that card is)
        self._board_behind = not all(self.still.shows(p) for p in parts
                                     if p.name == "board" or p.name.startswith("card:"))
        self._turn_behind = turn > 0 and not self.still.up_to_date(head)
        self._unpainted = tuple(p.rect for p in head if not self.still.shows(p))
        whole = not (self._turn_behind or self._board_behind)
        self._painted = (self.position() if whole else None, self.still.painted())
        return changed

    def shows_now(self) -> list[pygame.Rect]:
        """What this frame copies to the window of the decision whose last part it
        painted, instead of the next frame ([]: nothing): when its steps were the
        decision's (:data:`DECISION_WORK`) and the copies fit what is left of that budget.
        (Copies are what fills the next frame's budget otherwise, so the decision came a
        frame after its last part.)"""
        if not self._deciding or self._turn_behind or not self._owed:
            return []
        rects = outermost(self._owed)
        fits = self.still.spent + sum(copy_cost(r) for r in rects) <= DECISION_WORK
        return rects if fits else []

    def on_window(self) -> Showing:
        """What the window shows of the still picture as of the last frame: the
        position whose decision is whole on it (None: none yet) and each part's key
        (a tap acts only on what the window shows, ``TablePlayScene.shown_spots``; the
        decision latency, :func:`game.tablelatency.decision_latency`)."""
        return self._window

    def mark_tap(self, rect: pygame.Rect) -> None:
        """A tap was taken on ``rect``: a ring round it is drawn on the window in this
        frame, over the picture (as what moves is, not into the still picture), and
        stays while the window holds its last picture for what the tap made (at least
        :data:`TAP_FRAMES`): the finger feels its tap at once, even at a 4K table whose
        next decision takes frames to paint."""
        pad = self.sizes.u(6)
        self._tap = pygame.Rect(rect).inflate(2 * pad, 2 * pad).clip(
            pygame.Rect((0, 0), self.size))
        self._tap_frames = 0

    def draw_tap(self, surface: pygame.Surface, valid: bool, held: bool) -> list[pygame.Rect]:
        """The tap's ring on the window (its rectangle, to update), or the still picture
        put back where it was once its time is over and the window shows what the still
        picture holds there (nothing painted there waits to be copied); [] without one."""
        ring = self._tap
        if ring is None:
            return []
        self._tap_frames += 1
        done = self._tap_frames > TAP_FRAMES and not held
        waits = any(r.colliderect(ring) for r in self._owed) or (
            ring.colliderect(self.table.board) and self._board_behind)
        if done and not (valid and waits):
            self._tap = None
            if valid:  # (else the whole picture was copied this frame)
                assert self.still.surface is not None
                surface.blit(self.still.surface, ring, ring)
            return [ring]
        u = self.sizes.u
        pygame.draw.rect(surface, self.app.theme.c("accent"), ring, max(2, u(5)),
                         border_radius=u(14))
        return [ring]

    def draw_table(self, surface: pygame.Surface) -> None:
        """Copy what changed of the still picture, then draw what moves on the board. The
        canvas is the window: when it still shows the last frame (no toast or overlay
        drew over it), only what changed is copied, and the board under what moves.

        A decision's parts reach the window **together**: the board with its lit
        targets, the turn cards and the panels of the seats that decide (a prompt in
        one, gone from another; :meth:`still_order`) are painted into the still picture
        over several frames and copied to the window in the frame after the last of
        them is painted (or in that frame: :meth:`shows_now`), with whatever else was
        painted meanwhile; until then the window
        keeps its last picture (at most :data:`HOLD_FRAMES`). So a seat never reads a new
        prompt over a board that does not light its targets yet, nor the board's new
        targets beside its old prompt. While the board's new picture is not on the
        window, what moves waits too: the window keeps its last picture there (as a
        screen's frames painting ahead do, :mod:`game.scenes.play_frames`).

        The frame's copies count in its work on the still picture (they are spent
        before its steps): what is shown of what was painted, where things moved and
        move (while the board's picture is on the window), or the whole picture when the
        window does not hold the table's last (3 ms at 4K); and the frame's costly work
        before its drawing (``App.frame_work``: a step of rehearsing an auction screen)."""
        valid = self._shown and self.app.canvas_holds(cast("Scene", self), surface)
        whole = None if valid else self.restore_band(surface)
        if not valid and whole is None:
            return  # a band of the whole picture copied: the window shows it later
        held = valid and bool(self._owed) and self._turn_behind and self._held < HOLD_FRAMES
        self._held = self._held + 1 if held else 0  # frames kept back in a row
        copied = outermost(self._owed) if valid and not held else []
        for rect in copied:  # (the still picture as the last frame left it)
            assert self.still.surface is not None
            surface.blit(self.still.surface, rect, rect)
        if not held:
            self._owed = []
            self._window = self._painted
        view = self.view
        now = self.moving_rects() if view.animating else []
        floating = self.floating()
        if whole is not None:
            copies = copy_cost(whole)
        else:
            # (what floats over the panels is not counted: a credit change's words are
            # hundredths of a millisecond, and a frame that copied anything may not take
            # a costly first step: counted, they kept Starship's board card from turning
            # for 35 frames at 4K)
            copies = sum(copy_cost(r) for r in copied)
            if not (self._board_behind or any(r.colliderect(self.table.board)
                                              for r in self._owed)):
                # (counted as if the board stays shown)
                copies += sum(copy_cost(r) for r in (*self._moved, *now)
                              if r.colliderect(self.table.board))
        changed = self.update_still(copies + self.app.frame_work)
        still = self.still.surface
        assert still is not None
        if whole is not None:
            surface.blit(still, whole, whole)
            # (the earlier bands show the picture as it was: what this frame painted
            # anew follows in the next, as after any frame)
            self._owed = changed if whole.size != self.size else []
        else:
            self._owed += changed
            at_once = self.shows_now() if valid else []
            for rect in at_once:  # (the decision whole: shown at once)
                surface.blit(still, rect, rect)
            if at_once:
                copied, self._owed = [*copied, *at_once], []
        hold = self._board_behind or any(r.colliderect(self.table.board) for r in self._owed)
        moving = view.animating and not hold
        moved = now if moving else []
        if whole is None and not hold:
            # the still picture put back where things moved last frame and move now
            put_back = [r for r in (*self._moved, *moved) if r.colliderect(self.table.board)]
            for rect in put_back:
                surface.blit(still, rect, rect)
            copied = copied + put_back
        if not self._owed:  # (the window shows all the still picture holds)
            self._window = self._painted
        if isinstance(view, BoardView) and moving:
            clip = surface.get_clip()
            surface.set_clip(self.table.board)
            view.draw_moving(surface, self.viewer)
            surface.set_clip(clip)
        copied = copied + self.draw_floating(surface, floating, whole is None)
        copied = copied + self.draw_tap(surface, valid and whole is None, held)
        if valid:  # only these rectangles of the window need updating on the screen
            self.app.changed_rects = copied
        if not hold:
            self._moved = moved
        self._shown = not self.app.toasts.active

    def floating(self) -> list[tuple[pygame.Rect, pygame.Surface, pygame.Rect]]:
        """What moves over the seats' panels now (``TableView.table_seat_moving``: a
        credit change rising): each picture turned to face its seat, the canvas rectangle
        it is drawn at, and its panel's (it stays inside)."""
        view = self.view
        if not (isinstance(view, TableView) and view.animating):
            return []
        return [(orient.rect_to_canvas(rect), orient.rotate(picture), orient.canvas_rect)
                for seat, orient in enumerate(self.table.panels)
                for rect, picture in view.table_seat_moving(seat, self.parts[seat].game)]

    def draw_floating(self, surface: pygame.Surface,
                      floating: list[tuple[pygame.Rect, pygame.Surface, pygame.Rect]],
                      shown: bool) -> list[pygame.Rect]:
        """Put the still picture back where things floated over the panels last frame,
        and draw ``floating`` (:meth:`floating`) over it; the rectangles changed. As on
        the board, what the window holds back (a rectangle painted and not yet copied:
        a decision's new panel) is neither put back nor drawn over: what floated there
        stays until the panel is copied, and is put back after; so is a decision's part not
        painted yet (a credit change rose over the payer's old panel). ``shown``: the window
        showed the table's last picture (else the whole picture was copied this frame)."""
        still = self.still.surface
        assert still is not None
        owed = [*self._owed, *self._unpainted]

        def waits(rect: pygame.Rect) -> bool:
            return any(o.colliderect(rect) for o in owed)

        back = [r for r in self._floated if shown and not waits(r)]
        kept = [r for r in self._floated if shown and waits(r)]
        for rect in back:
            surface.blit(still, rect, rect)
        drawn = []
        clip = surface.get_clip()
        for rect, picture, panel in floating:
            area = rect.clip(panel)
            if area.width and area.height and not waits(area):
                surface.set_clip(area)
                surface.blit(picture, rect)
                drawn.append(area)
        surface.set_clip(clip)
        self._floated = drawn + kept
        return back + drawn

    def restore_band(self, surface: pygame.Surface) -> pygame.Rect | None:
        """The part of the whole still picture this frame copies to a window that does not
        hold the table's last picture (another screen's is there: an auction screen closed
        over the table). At once when it fits a frame's work, or there is no other
        picture to keep (the first frame; a toast drawn over the window; a canvas that is
        not the window); otherwise a band a frame, the window keeping the other picture
        (nothing presented) until the last band, which is returned for the frame to copy
        with its usual work. None: this frame copied a band before the last. (The whole
        4K picture at once was 3 ms: with the frame's other work, 5-6 ms.)"""
        whole = pygame.Rect((0, 0), self.size)
        bands = math.ceil(copy_cost(whole) / WORK_PER_FRAME)
        if (bands <= 1 or self.still.surface is None or surface is not self.app.screen
                or self.app.toasts.active):
            self._restored = 0
            return whole
        done = self._restored if self.app.canvas_holds(cast("Scene", self), surface) else 0
        rows = [self.size[1] * i // bands for i in range(bands + 1)]
        band = pygame.Rect(0, rows[done], self.size[0], rows[done + 1] - rows[done])
        if done + 1 == bands:
            self._restored = 0
            return band
        surface.blit(self.still.surface, band, band)
        self._restored = done + 1
        self._still_behind = True  # (the next frame draws: the window's copy is behind)
        self._shown = False
        self.app.changed_rects = []
        return None

    def moving_rects(self) -> list[pygame.Rect]:
        """Where the board's moving things are drawn now (the whole board if the view
        does not say): the view's :meth:`BoardView.moving_rects`, as on a screen."""
        view = self.view
        rects = view.moving_rects(self.viewer) if isinstance(view, BoardView) else None
        if rects is None:
            return [pygame.Rect(self.table.board)]
        return [r.clip(self.table.board) for r in rects]

    def paint_board(self, surface: pygame.Surface) -> None:
        """The board part: the view's layers, the turn cards as last turned (their own
        parts turn them anew), Menu and Undo."""
        view = self.view
        clip = surface.get_clip()
        surface.set_clip(self.table.board)
        # (the turn cards' pictures are opaque: nothing is painted under them first, a
        # third to a half of the board's pixels)
        areas = uncovered(self.table.board, [t.orient.canvas_rect for t in self.turned.values()
                                             if t.picture is not None])
        if not view.draws_background or view.rect != self.table.board:
            # (a board view's layers are opaque over its rectangle: only round it)
            layered = isinstance(view, BoardView) and view.draws_background
            for area in areas:
                for bare in uncovered(area, [view.rect]) if layered else [area]:
                    surface.fill(self.app.theme.c("background"), bare)
        if isinstance(view, BoardView):
            top = view.top_layer(self.viewer)
            for area in areas:
                area = area.clip(view.rect)
                surface.blit(top, area, area)
        else:
            view.draw(surface, self.viewer)
        for turned in self.turned.values():
            if turned.picture is not None:
                surface.blit(turned.picture, turned.orient.origin)
        for widget in self.fallback_widgets():
            widget.draw(surface, self.app, False)
        for button, _ in self.shared_buttons():
            button.draw(surface, self.app, False)
        surface.set_clip(clip)

    def turned_panel(self, card: TurnCard, rotation: int) -> RotatedPanel:
        """The panel that turns ``card`` by ``rotation`` (made once per orientation)."""
        orient = Orient(card.upright_size(rotation), rotation, card.rect.topleft)
        turned = self._turned_all.get((card.name, orient))
        if turned is None:
            turned = self._turned_all[(card.name, orient)] = RotatedPanel(orient, CARD_PAINT_MS)
        return turned

    def blit_turned(self, card: TurnCard, rotation: int, surface: pygame.Surface) -> None:
        """A turn card of the board, turned toward the seat whose turn it is."""
        turned = self.turned[card.name] = self.turned_panel(card, rotation)
        turned.blit(surface, (card.key, rotation), card.paint)

    def blit_panel(self, seat: int, acting: bool, surface: pygame.Surface,
                   patch: Patch | None = None, area: pygame.Rect | None = None) -> None:
        """``seat``'s panel into the still picture (``area``: only that upright
        rectangle, where only it changed)."""
        self.panels[seat].blit(surface, self.panel_key(seat, self.acting_seats()),
                               partial(self.paint_panel, seat, acting), patch, area)
        if acting:  # (its panel shows a prompt: repainted with the board when it goes)
            self._prompted.add(seat)
        else:
            self._prompted.discard(seat)


#: the key of a part not painted (or not shown) yet
UNPAINTED = object()
