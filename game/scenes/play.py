"""The play scene, generic over games.

It holds the :class:`~game.core.session.Session` and does everything that is the same
in every game: runs the bots with a visible delay (settings: bot speed), autosaves after
every action, shows whose turn it is, the players and the game log in words, offers Undo
when :meth:`Session.undo_point` allows it, turns an illegal click into a toast with the
rules' reason, covers the board with pass-the-device between two human seats when the
game has hidden information, and goes to the results when the game is over.

The board itself is drawn by the game's :class:`~game.engine.gameview.GameView`
(``game.<id>.view.VIEW``), or by the :class:`~game.engine.gameview.GenericView` move list.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game import userdirs
from game.core import catalogue
from game.core.protocol import SIMULTANEOUS, Action, Event, IllegalActionError, name_seats
from game.core.saves import save_session
from game.core.session import Session, actor_of
from game.engine import memory
from game.engine.botrequest import Request
from game.engine.gameview import PUBLIC, GameView, GenericView, view_for
from game.engine.input import POINTER_DOWN, POINTER_MOVE, POINTER_TYPES, POINTER_UP
from game.engine.layers import Layer
from game.engine.scene import Scene
from game.engine.widgets import Button, Widget
from game.scenes.play_bots import PlayBots
from game.scenes.play_chrome import BOARD, SIDE, LogLine, PlayChrome
from game.scenes.play_focus import PlayFocus
from game.scenes.play_frames import PlayFrames
from game.scenes.play_log import LogPainter
from game.scenes.ways import ways

if TYPE_CHECKING:
    from game.engine.app import App

log = logging.getLogger(__name__)

#: seconds the final position stays on screen before the results
END_PAUSE = 0.8


def has_hidden_information(session: Session) -> bool:
    """Does any seat see something another does not? A game may say so with a class
    attribute ``hidden_information``; otherwise two seats' views of the start are compared."""
    flag = getattr(session.game, "hidden_information", None)
    if isinstance(flag, bool):
        return flag
    state = session.state
    try:
        first = state.view(0).to_dict()
        return any(state.view(s).to_dict() != first for s in range(1, state.num_players))
    except Exception:  # a view that cannot be compared: assume secrets, be safe
        log.exception("comparing seat views failed; treating the game as having secrets")
        return True


def log_lines(session: Session) -> list[LogLine]:
    """The game log in words, rebuilt by replaying the actions (for loaded games)."""
    fresh = Session.start(session.game, session.seats, session.seed, session.options,
                          board=session.board)
    lines: list[LogLine] = []
    for entry in session.log:
        text = fresh.state.describe(entry.action)
        fresh.apply(entry.action)
        lines.extend(_entry_lines(session, entry.seat, text, entry.events))
    return lines[-400:]


def _entry_lines(
    session: Session, seat: int, text: str, events: Sequence[Event]
) -> list[LogLine]:
    """One action's log lines: the line saying what the actor did, in the action's style
    (bright, less indented), then the event texts that add something (dimmer, further
    in), with the rules' seat placeholders replaced by the players' names.

    The line saying what the actor did is the action's description, unless the rules'
    first event retells it in more words ("picks up Ice-9 3" then "picks up Ice-9 3 from
    their Local Space (1 energy)"): that event replaces it and takes its style, so every
    decision in the log starts with one bright line. An event that merely repeats the
    description is dropped. When other things happen first (invaders move before the
    defenders are placed), the description stays on top, so the log keeps the rules'
    order.

    Every line is written without a closing full stop, whichever way the rules' text ends
    (Starship's events are sentences; the action descriptions of every game are not): the
    log reads the same in every game."""
    names = [s.name for s in session.seats]
    said = _plain(text)
    texts = [ev for ev in events if ev.text and _plain(ev.text) != said]
    repeated = len(texts) < sum(1 for ev in events if ev.text)
    retold = not repeated and bool(texts) and texts[0].seat == seat
    lines: list[LogLine] = []
    if retold:
        lines.append((seat, _logged(texts[0].text, names), False))
        texts = texts[1:]
    elif said:
        lines.append((seat, _logged(text, names), False))
    lines.extend((ev.seat, _logged(ev.text, names), True) for ev in texts)
    return lines


def _logged(text: str, names: Sequence[str]) -> str:
    """A log line: seats named, no closing full stop (an ellipsis stays)."""
    line = name_seats(text, names).rstrip()
    return line[:-1] if line.endswith(".") and not line.endswith("..") else line


def _plain(text: str) -> str:
    return text.strip().rstrip(".").strip()


class PlayScene(PlayFocus, PlayFrames, PlayChrome, PlayBots, Scene):
    #: seconds a frame may wait for a bot's decision from the worker thread. 0 in play: a
    #: frame never waits, the decision is taken in a later frame. Tests set it (see
    #: tests/conftest.py) so that what a frame does is exact whatever the machine's speed.
    bot_wait: float = 0.0
    #: the most frames that keep the last picture after an action while its repaint is
    #: painted ahead (:meth:`PlayFrames.paint_board_ahead`: the frame after the one that
    #: painted the last panel composes the layers; the last of them finishes it whatever
    #: is left): the work of an action spread over more frames shows later (6 frames:
    #: 0.1 s at most). Tests set 1 (tests/conftest.py) so that the frame after an action
    #: shows it, as a test drawing then expects.
    ahead_frames: int = 6

    def __init__(
        self, app: App, session: Session, fresh: bool = False, autosave: bool = True,
        autosave_to: Path | None = None,
    ) -> None:
        super().__init__(app)
        self.session = session
        self.fresh = fresh
        self.autosave = autosave
        #: this game's own autosave file (Continue passes the one it resumes; a new or
        #: loaded game gets a fresh one, so it never replaces another game's)
        self.autosave_to: Path | None = autosave_to
        if autosave and autosave_to is None:
            self.autosave_to = userdirs.new_autosave_path(session.game.id)
        view_cls = view_for(session.game.id)
        self.view: GameView = view_cls(session, app)
        self.view.on_submit = self.submit
        self.view.layout(BOARD)
        self.moves: GenericView | None = None
        if not isinstance(self.view, GenericView):
            self.moves = GenericView(session, app)
            self.moves.on_submit = self.submit
            self.moves.label_for = self.view.action_label
            self.moves.listed_for = self.view.moves_listed
            self.moves.layout(BOARD)
        self.show_moves = False
        #: the keyboard focus went away with the thing it was on and is owed to the board
        self.focus_owed = False
        self.hidden = has_hidden_information(session)
        self.humans = [i for i, s in enumerate(session.seats) if s.is_human]
        self.shown_to: int | None = self.humans[0] if len(self.humans) == 1 else None
        self.bot_timer = 0.0
        self.end_timer: float | None = None
        self.bot_error: str | None = None
        #: a bot's decision in the worker thread, tagged with (generation, log length, seat)
        self.thinking: Request | None = None
        #: bumped whenever the game is replaced under a thinking bot (undo, load, error
        #: recovery, leaving): its decision is then dropped
        self.generation = 0
        self.think_clock = 0.0  # drives the "thinking" indicator
        self.chrome = Layer(pygame.Rect(0, 0, 1920, 1080))
        self._chrome_parts: dict[str, object] = {}
        self._log_painter = LogPainter()
        #: (chrome key, board layers' keys, widgets key, what moves) of the canvas's picture
        self._on_canvas: tuple[Any, ...] | None = None
        #: the board areas the last board frame drew (tests and the benchmark)
        self.board_areas_drawn: list[pygame.Rect] = []
        self._thinking_x: dict[tuple[str, int], int] = {}
        #: the last frame left the chrome's / the board's repaint to the next one
        self._chrome_behind = False
        self._board_behind = False
        #: the app frame in which the last action was played
        self._acted_frame = -1
        #: the canvas holds the picture of a screen that closed over this one (kept while
        #: the board is painted ahead)
        self._holding = False
        self.lines = log_lines(session)
        self.log_back = 0  # wrapped log lines scrolled back from the newest
        self._autosave_due = False
        self._autosave_warned = False
        self.autosave_ok = False  # the last autosave write succeeded
        self.cover_up = False
        try:
            self.title = catalogue.info(session.game.id).title
        except KeyError:
            self.title = session.game.title

    # ------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        super().enter()
        if not self.session.state.is_over:
            self._autosave_due = True
            self.flush_autosave()
            self.warm_bots()
        self.sync_actor()
        self.refresh_widgets()
        memory.settle()

    def resume(self) -> None:
        super().resume()
        self.view.dirty = True
        self.refresh_widgets()

    def exit(self) -> None:
        super().exit()
        self.drop_thinking()
        self.app.toasts.drop_board()  # its refusals speak of a board no longer shown
        memory.release()

    # ------------------------------------------------------------ who is who
    def current_actor(self) -> int | None:
        """The first human seat that may act now, or None."""
        state = self.session.state
        if state.is_over:
            return None
        for seat in state.pending_seats():
            if self.session.seats[seat].is_human:
                return seat
        return None

    def needs_cover(self, actor: int | None) -> bool:
        return (actor is not None and self.hidden and len(self.humans) > 1
                and actor != self.shown_to and not self.shared_moment())

    def shared_moment(self) -> bool:
        """Two or more humans decide at once on the screen they all watch (the board
        view's :meth:`~game.engine.gameview.GameView.shared_moment`: Merchants' real-time
        auction): no cover asks one of them to take the device, nobody's secrets show,
        and the seat the board was last shown to keeps it afterwards."""
        return len(self.humans) > 1 and self.view.shared_moment()

    @property
    def viewer(self) -> int | None:
        """Whose eyes the board is drawn for (None: nobody human, show everything;
        :data:`~game.engine.gameview.PUBLIC` in a shared moment)."""
        if not self.humans:
            return None
        if self.shared_moment():
            return PUBLIC
        return self.shown_to

    def sync_actor(self) -> None:
        """Tell the views whose input they accept now; rebuild the buttons on a change."""
        actor = self.current_actor()
        cover = self.needs_cover(actor)
        accepted = None if cover else actor
        changed = cover != self.cover_up
        self.cover_up = cover
        secret = cover and self.session.state.current_player == SIMULTANEOUS
        if accepted is None and self.show_moves and not secret:
            # the Moves list is the human's: it closes when the decision passes to a bot,
            # a cover or the game's end (it stayed open through the bots' turns), and
            # comes back only when the player opens it again; but a decision every seat
            # takes at once, by secret entries from the list (Merchants' secret bids),
            # keeps it open behind the covers between the humans giving them
            self.show_moves = False
            changed = True
        for v in (self.view, self.moves):
            if v is not None:
                v.viewer = self.viewer
            if v is not None and v.actor != accepted:
                v.actor = accepted
                v.dirty = True
                changed = True
        if changed:
            self.refresh_widgets()
            self.dirty = True

    # ------------------------------------------------------------ actions
    def accepts(self, action: Action) -> bool:
        """Is ``action`` for the seat whose input is taken now?"""
        return (self.view.actor is not None
                and actor_of(self.session.state, action) == self.view.actor)

    def submit(self, action: Action) -> bool:
        """A human's action from the view: apply it or toast the rules' reason."""
        if not self.accepts(action):
            self.app.toast("It is not your turn.", error=True)
            return False
        try:
            self.apply(action)
        except IllegalActionError as exc:
            self.app.toast(name_seats(exc.reason, [seat.name for seat in self.session.seats]),
                           error=True)
            return False
        except Exception as exc:  # a rules bug must not crash the table
            self.recover(f"That move failed inside the rules ({exc}); it was not played.")
            return False
        self.flush_autosave()
        return True

    def recover(self, message: str) -> None:
        """After an unexpected error in the rules: rebuild the state from the action log
        (the error may have left it half-changed), tell the players, keep the game."""
        log.exception("%s", message)
        self.drop_thinking()
        try:
            self.session.replay(self.session.actions)
        except Exception:
            log.exception("replaying the game after the error failed too")
        self.lines = log_lines(self.session)
        self.view.state_changed()
        if self.moves is not None:
            self.moves.state_changed()
        self.app.toast(message, error=True)
        self.after_change()

    def apply(self, action: Action) -> list[Event]:
        state = self.session.state
        seat = actor_of(state, action)
        text = state.describe(action)
        events = self.session.apply(action)
        self.lines.extend(_entry_lines(self.session, seat, text, events))
        del self.lines[:-400]
        self.view.on_events(events)
        if self.moves is not None:
            self.moves.on_events(events)
        self.app.sound.play("move")
        self._autosave_due = True
        self._acted_frame = self.app.frames
        self.after_change()
        return events

    def after_change(self) -> None:
        before = self.view.actor
        self.sync_actor()
        actor = self.current_actor()
        if actor is not None and not self.cover_up and actor != before and len(self.humans) > 0:
            self.app.sound.play("your_turn")
        if actor is not None and not self.cover_up and not self.shared_moment():
            self.shown_to = actor
            for v in (self.view, self.moves):
                if v is not None:
                    v.viewer = self.viewer
        self.refresh_widgets()
        self.dirty = True

    def flush_autosave(self) -> None:
        """Write the autosave if an action happened since the last write."""
        if not self._autosave_due or self.autosave_to is None:
            return
        self._autosave_due = False
        try:
            save_session(self.session, self.autosave_to)
            self.autosave_ok = True
        except OSError as exc:
            self.autosave_ok = False
            if not self._autosave_warned:
                self._autosave_warned = True
                self.app.toast(f"Autosave failed: {exc}", error=True)

    def farewell(self) -> str | None:
        """What to say when the window is closed during this game: that it is saved
        (the autosave is written after every action), or None when it is not."""
        if self.autosave_to is None or self.session.state.is_over:
            return None
        self._autosave_due = True
        self.flush_autosave()
        if not self.autosave_ok:
            return None
        return "Game saved: continue any time from Continue on the title screen."

    def undo_seat(self) -> int | None:
        seat = self.shown_to
        if seat is None or not self.session.seats[seat].is_human or self.cover_up:
            return None
        return seat

    def can_undo(self) -> bool:
        seat = self.undo_seat()
        return (seat is not None and not self.session.state.is_over
                and self.session.undo_point(seat) is not None)

    def explain_undo(self) -> None:
        """Say why Undo is greyed out (a tap on it, or its key)."""
        seat = self.undo_seat()
        if self.session.state.is_over:
            reason = "The game is over."
        elif seat is None:
            reason = "Undo takes back the move of the player whose turn is shown."
        else:
            reason = self.session.undo_blocker(seat) or "Nothing to undo here."
        self.app.toast(reason)

    def undo(self) -> None:
        seat = self.undo_seat()
        if seat is None or not self.session.undo(seat):
            self.app.toast("Nothing to undo here.", error=True)
            return
        self.drop_thinking()
        self.lines = log_lines(self.session)
        self.view.state_changed()
        if self.moves is not None:
            self.moves.state_changed()
        self.bot_timer = 0.0
        self._autosave_due = True
        self.flush_autosave()
        self.app.toast(f"Undone: back to {self.session.seats[seat].name}'s move.")
        self.after_change()

    # ------------------------------------------------------------ loop
    @property
    def animating(self) -> bool:
        """The board moves, a bot is thinking (its indicator turns), or the chrome's
        repaint was left to the next frame."""
        return (self.view.animating or self._chrome_behind or self._board_behind
                or self.bot_thinking())

    @property
    def busy(self) -> bool:
        """Animating, or the game is over: the final position's pause counts down to the
        results."""
        return self.animating or self.session.state.is_over

    def update(self, dt: float) -> None:
        self.view.update(dt)
        for board in (self.view, self.moves):
            if board is not None and board.dirty:  # a view asks for a redraw
                board.dirty = False
                self.dirty = True
        if not self._captured:  # the board's targets changed on their own: new widgets
            self.refresh_board_widgets()
        state = self.session.state
        if state.is_over:
            self.finish(dt)
            return
        self.sync_actor()
        actor = self.current_actor()
        if self.cover_up and actor is not None:
            self.app.push(ways().pass_device(self.app, self, actor))
            return
        bots = self.pending_bots()
        if bots and self.bot_error is None:
            self.think_clock += dt
            self.run_bots(bots, dt)
        else:
            self.bot_timer = 0.0
        self.flush_autosave()

    def finish(self, dt: float) -> None:
        self.flush_autosave()
        if self.end_timer is None:
            self.end_timer = 0.0
            self.sync_actor()
            self.refresh_widgets()
            self.dirty = True
            return
        self.end_timer += dt
        if self.end_timer >= END_PAUSE and not self.view.animating:
            if self.autosave_to is not None:
                try:
                    self.autosave_to.unlink(missing_ok=True)
                except OSError as exc:
                    log.warning("cannot remove the autosave: %s", exc)
            self.app.sound.play("win")
            self.app.replace(self.results_scene())

    def results_scene(self) -> Scene:
        """The screen that shows how the finished game came out."""
        return ways().results(self.app, self.session)

    # ------------------------------------------------------------ widgets and input
    def board_widgets(self) -> list[Widget]:
        if self.cover_up:
            return []
        if isinstance(self.view, GenericView):
            return self.view.widgets()
        if self.show_moves and self.moves is not None:
            return self.moves.widgets()
        return self.view.widgets()

    def refresh_widgets(self) -> None:
        top: list[Widget] = []
        x = 1910
        menu = Button((x - 190, 12, 190, 80), "Menu", self.back, key="menu")
        x -= 200
        undo = Button((x - 190, 12, 190, 80), "Undo", self.undo, enabled=self.can_undo(),
                      key="undo", why_disabled=self.explain_undo)
        top += [menu, undo]
        if self.moves is not None:
            x -= 200
            label = "Board" if self.show_moves else "Moves"
            top.append(Button((x - 190, 12, 190, 80), label, self.toggle_moves, key="moves"))
        had_focus = self.focus is not None
        board = self.board_widgets()
        self.set_widgets([*board, *top])
        self.keep_focus(had_focus, board)

    def toggle_moves(self, by_keys: bool = False) -> None:
        """Swap the board and the Moves list. Pressed by keys (its key, or the focus on
        the button: a click does not focus it), the focus goes on to the first thing of
        what is shown now, not left on the button for a Tab to leave."""
        by_keys = by_keys or (self.focus is not None and self.focus.key == "moves")
        self.show_moves = not self.show_moves
        self.refresh_widgets()
        first = self.first_on_board(self.board_widgets()) if by_keys else None
        if first is not None:
            self.set_focus(first)

    def back(self) -> None:
        self.app.push(ways().menu(self.app, self))

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            self.refresh_after_input()
            return True
        if event.type == pygame.MOUSEWHEEL and SIDE.collidepoint(self.app.pointer_pos):
            # the wheel over the side panel scrolls the game log back in time
            self.log_back = max(0, min(4 * len(self.lines), self.log_back + 3 * int(event.y)))
            self.dirty = True
            return True
        if self.cover_up:
            return False
        view = self.view
        if event.type in POINTER_TYPES and not self.show_moves:
            if event.type == POINTER_DOWN and BOARD.collidepoint(event.pos):
                used = bool(view.pointer_down(event.pos, event.button))
            elif event.type == POINTER_UP:
                used = bool(view.pointer_up(event.pos, event.button))
            elif event.type == POINTER_MOVE:
                used = bool(view.pointer_move(event.pos, getattr(event, "pressed", False)))
            else:
                used = False
            if used:
                self.refresh_after_input()
            return used
        if event.type == pygame.KEYUP and not self.show_moves and view.key(event):
            self.refresh_after_input()
            return True
        return False

    def handle_key(self, event: pygame.event.Event) -> bool:
        """A key: the menu key first steps back from a choice (:mod:`play_focus`); a
        choice a key makes may move the focus on to its second step."""
        command = self.app.settings.bindings.command(event)
        self.auto_focus = None  # the player's keys have the focus now
        if command == "menu" and self.step_back():
            return True
        before = self.before_key()
        used = self.board_key(event, command)
        if used:
            self.after_key(before)
        return used

    def board_key(self, event: pygame.event.Event, command: str | None) -> bool:
        """Undo, the board view's own keys, Enter with nothing focused, then the focus
        ring's keys (Tab, arrows, Enter on the focused widget, the menu)."""
        if command == "undo" and (self.focus is None or not self.focus.wants_text):
            if self.can_undo():
                self.undo()
            else:
                self.explain_undo()
            return True
        if (command == "moves" and self.moves is not None and not self.cover_up
                and (self.focus is None or not self.focus.wants_text)):
            # the Moves list's own key (M): a keyboard player need not walk the focus to
            # its button on every turn now that the list closes in the bots' turns
            self.toggle_moves(by_keys=True)
            return True
        # with no widget focused the board view sees the key first (except the menu key)
        if (self.focus is None and not self.show_moves and not self.cover_up
                and command != "menu" and self.view.key(event)):
            self.refresh_after_input()
            return True
        if command in ("activate", "confirm") and self.focus is None:
            # nothing focused (the game's first frame): Enter shows the ring on the board
            # where Tab puts it rather than doing nothing, and presses nothing the player
            # has not seen (in a bot's turn the board offers nothing: Enter waits too)
            first = self.first_on_board(self.board_widgets())
            if first is not None:
                self.set_focus(first)
                return True
        return super().handle_key(event)

    def refresh_after_input(self) -> None:
        """Rebuild the widget list when the board's widgets changed (a redraw is due
        then; input always redraws)."""
        self.dirty = True
        self.refresh_board_widgets()

    def refresh_board_widgets(self) -> None:
        current = self.board_widgets()
        if any(w not in self.widgets for w in current):
            self.refresh_widgets()
