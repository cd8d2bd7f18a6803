"""How a game plugs its board into the generic play scene.

The play scene (:mod:`game.scenes.play`) owns the :class:`~game.core.session.Session`,
the bots, autosave, undo, the log panel, the turn banner and pass-the-device. A game
supplies only a :class:`GameView` subclass that draws its board and turns pointer and key
input into actions the rules listed as legal.

Contract (see docs/engine.md)::

    # game/<id>/view.py
    from game.engine.gameview import GameView

    class EscapeView(GameView):
        def layout(self, rect): ...            # the board area on the 1920x1080 canvas
        def draw(self, surface, viewer): ...   # viewer: seat whose eyes we draw for, or None
        def pointer_down(self, pos, button=1) -> bool: ...   # canvas coordinates
        def key(self, event) -> bool: ...
        def on_events(self, events): ...       # start animations for what just happened

    VIEW = EscapeView                          # the play scene imports this lazily

* ``self.session`` — the session (``self.session.state`` is the full state: never draw a
  hidden thing from it; draw from ``self.visible_state(viewer)``).
* ``self.app`` — ``app.fonts`` (:class:`game.engine.text.Fonts`), ``app.theme``
  (:class:`game.engine.theme.Theme`, ``theme.player(seat.colour)``), ``app.sound``,
  ``app.settings.animation_speed``.
* ``self.actor`` — the human seat whose input the view accepts now, or None (a bot's turn,
  game over, or a pass-the-device cover is up). Set by the play scene before input/draw.
* ``self.submit(action) -> bool`` — hand an action to the play scene: it applies it,
  records, autosaves, plays a sound and logs it; an illegal one shows
  ``IllegalActionError.reason`` as a toast and returns False.
* ``self.dirty = True`` — ask for a redraw; ``animating`` True redraws every frame.
* ``widgets()`` — optional extra focusable widgets (:mod:`game.engine.widgets`) the play
  scene puts in its keyboard focus ring. Boards that have no keyboard control of their own
  still work without a mouse: the play scene's "Moves" button lists every legal action.

``draw`` must not change game state. Animation state (positions in flight) may change
only in ``update(dt)`` and ``on_events``.
"""

from __future__ import annotations

import importlib
import logging
from collections.abc import Callable, Hashable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import Action, Event, State, name_seats
from game.core.session import Session
from game.engine.input import key_label
from game.engine.inputwords import key_words
from game.engine.movegrid import HEADING_SIZE, MoveGrid, only_actions, plan_grid
from game.engine.theme import PlayerLook
from game.engine.widgets import Button, Widget

if TYPE_CHECKING:
    from game.engine.app import App

log = logging.getLogger(__name__)

#: the viewer of a moment every human at the device watches together: a seat number no
#: player has, so ``State.view(PUBLIC)`` hides every seat's secrets (its own included)
PUBLIC = -1


class GameView:
    """Base class of every game's board view. Subclass and override what you need."""

    #: True when ``draw`` covers the whole board area with opaque pixels (a cached board
    #: layer); otherwise the play scene clears the area to the background first
    draws_background: bool = False

    def __init__(self, session: Session, app: App) -> None:
        self.session = session
        self.app = app
        self.rect = pygame.Rect(0, 0, 1920, 1080)
        self.actor: int | None = None
        #: whose eyes the board is drawn for (the human at the device, None: all bots);
        #: set by the play scene with ``actor``, so input reads what the player sees
        self.viewer: int | None = None
        self.dirty = True
        #: set by the play scene; default applies straight to the session (for tests)
        self.on_submit: Callable[[Action], bool] | None = None
        #: how the player last gave input on this board: "keys", "pointer" (a mouse or a
        #: finger: the board cannot tell them apart) or None (not yet); :meth:`say`
        #: words the hints for it
        self.input_kind: str | None = None

    # ------------------------------------------------------------ for subclasses to use
    @property
    def state(self) -> State:
        return self.session.state

    def visible_state(self, viewer: int | None) -> State:
        """What ``viewer`` may see (the full state when nobody human is watching; no
        seat's secrets for :data:`PUBLIC`)."""
        if viewer is None:
            return self.session.state
        return self.session.state.view(viewer)

    def shared_moment(self) -> bool:
        """Every human at the device decides at once, on the screen all of them watch
        (Merchants' real-time auction). The play scene then puts up no pass-the-device
        cover and, with two or more humans, draws the board for :data:`PUBLIC` eyes."""
        return False

    def names(self) -> list[str]:
        """The players' names, by seat."""
        return [seat.name for seat in self.session.seats]

    def looks(self) -> list[PlayerLook]:
        """Each seat's colours, letter and pattern from the theme, by seat."""
        return [self.app.theme.player(seat.colour) for seat in self.session.seats]

    def legal_actions(self) -> list[Action]:
        """The actions the current human actor may take (empty when not their turn)."""
        if self.actor is None or self.session.state.is_over:
            return []
        return self.session.state.legal_actions(self.actor)

    def submit(self, action: Action) -> bool:
        """Play ``action`` for the actor; False (with a toast) if the rules refuse it."""
        if self.on_submit is not None:
            return self.on_submit(action)
        self.session.apply(action)
        return True

    def toast(self, text: str, error: bool = False) -> None:
        """Show ``text`` with the rules' seat placeholders filled with the players' names
        (worded for the player's input: :meth:`say`)."""
        self.app.toast(self.say(name_seats(text, [seat.name for seat in self.session.seats])),
                       error=error, board=True)

    def say(self, text: str) -> str:
        """A hint or prompt the game words for a pointer ("Tap it again or press Take."),
        as the player reads it now: after a key, for the keyboard ("Press Enter on it
        again or press Take.": :func:`~game.engine.inputwords.key_words`); else as
        written. A table's words are its own (worded for fingers where they are made):
        never reworded here."""
        if self.input_kind == "keys" and getattr(self, "table", None) is None:
            return key_words(text, key_label(self.app.settings.bindings.keys["confirm"]))
        return text

    def noticed(self, kind: str) -> None:
        """The player gave input of ``kind`` ("keys" or "pointer"): when that changes
        how the hints read, they are drawn again (:meth:`words_changed`)."""
        was, self.input_kind = self.input_kind, kind
        if (was == "keys") != (kind == "keys"):
            self.words_changed()

    def words_changed(self) -> None:
        """The hints' wording changed (:meth:`noticed`): redraw (a view whose hints lie
        in cached pictures repaints them)."""
        self.dirty = True

    # ------------------------------------------------------------ to override
    def layout(self, rect: pygame.Rect) -> None:
        """The board area on the canvas; called before the first draw and on changes."""
        self.rect = pygame.Rect(rect)
        self.dirty = True

    def draw(self, surface: pygame.Surface, viewer: int | None) -> None:
        """Draw the board inside ``self.rect`` as ``viewer`` may see it."""

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    @property
    def animating(self) -> bool:
        return False

    def pointer_down(self, pos: tuple[int, int], button: int = 1) -> bool:
        return False

    def pointer_up(self, pos: tuple[int, int], button: int = 1) -> bool:
        return False

    def pointer_move(self, pos: tuple[int, int], pressed: bool = False) -> bool:
        return False

    def key(self, event: pygame.event.Event) -> bool:
        """A key the play scene passes on (a KEYDOWN while nothing has the focus, every
        KEYUP): noted (:meth:`noticed`); True if used. A view that overrides it calls
        this too."""
        if event.type in (pygame.KEYDOWN, pygame.KEYUP):
            self.noticed("keys")
        return False

    def on_events(self, events: Sequence[Event]) -> None:
        """Something happened (a human or a bot acted): start animations, redraw."""
        self.dirty = True

    def state_changed(self) -> None:
        """The state was replaced (undo, load): drop animations and cached layouts."""
        self.dirty = True

    def widgets(self) -> list[Widget]:
        """Extra focusable widgets for the play scene's keyboard focus ring."""
        return []

    def action_label(self, action: Action) -> str:
        """The text of ``action`` on a move-list button (default: ``State.describe``).
        Override when the log wording does not tell apart the actor's choices (e.g. a
        secret card the log must not name, but its owner may see)."""
        names = [seat.name for seat in self.session.seats]
        return name_seats(self.session.state.describe(action), names)

    def choice(self) -> Hashable | None:
        """The thing the player chose for a decision that takes a second step (a ship to
        move, a card to pay with), or None. The play scene moves the keyboard focus on to
        the second step when this changes, and the menu key steps back."""
        return None

    def finishing_widgets(self) -> list[Widget]:
        """Those of :meth:`widgets` that finish the decision now, in focus-ring order
        (where the focus goes when a :meth:`choice` opens a second step)."""
        return []

    def step_back(self) -> bool:
        """Undo the :meth:`choice` (the menu key pressed during a second step); False
        when there was none."""
        return False

    def moves_listed(self, actions: Sequence[Action]) -> list[Action | MoveGrid]:
        """What the "Moves" list offers of the actor's legal ``actions``, in order: an
        action (a large button with its :meth:`action_label`) or a
        :class:`~game.engine.movegrid.MoveGrid` (many actions that differ in one number,
        under one heading, on one page). Default: every action, each on its own button."""
        return list(actions)


class GenericView(GameView):
    """Every legal action of the actor as a large button (text from State.describe).

    Makes every game playable through the interface before its board view exists, and is
    the keyboard fallback ("Moves") for board views. Long lists are paged; a list with a
    :class:`~game.engine.movegrid.MoveGrid` (the view's :meth:`GameView.moves_listed`) is
    one page: each grid's heading over its small buttons, the other actions as above."""

    COLUMNS = 2
    ROW_H = 96
    GAP = 16

    def __init__(self, session: Session, app: App) -> None:
        super().__init__(session, app)
        self.page = 0
        #: the board view's labels when this list stands in for it ("Moves")
        self.label_for: Callable[[Action], str] | None = None
        #: and the board view's :meth:`GameView.moves_listed` (its grids of small buttons)
        self.listed_for: Callable[[Sequence[Action]], list[Action | MoveGrid]] | None = None
        #: the grids' heading lines and where they go (drawn with the title)
        self._lines: list[tuple[str, tuple[int, int]]] = []
        self._buttons: list[Widget] = []
        self._built_for: tuple[int, int | None, int] | None = None

    def per_page(self) -> int:
        rows = max(1, (self.rect.height - 160 - self.GAP) // (self.ROW_H + self.GAP))
        return rows * self.COLUMNS

    def _signature(self) -> tuple[int, int | None, int]:
        return (len(self.session.log), self.actor, self.page)

    def build(self) -> None:
        """(Re)make the buttons for the current actions and page."""
        legal = self.legal_actions()
        listed = (self.listed_for or self.moves_listed)(legal)
        self._lines = []
        if not only_actions(listed):
            self.build_grids(legal, listed)
            return
        actions: list[Action] = [a for a in listed if not isinstance(a, MoveGrid)]
        per = self.per_page()
        pages = max(1, -(-len(actions) // per))
        self.page = min(self.page, pages - 1)
        shown = actions[self.page * per:(self.page + 1) * per]
        col_w = (self.rect.width - 48 - self.GAP * (self.COLUMNS - 1)) // self.COLUMNS
        top = self.rect.top + 96
        buttons: list[Widget] = []
        label = self.label_for or self.action_label
        labels = [label(a) for a in actions]
        counts: dict[str, int] = {}
        for text in labels:
            counts[text] = counts.get(text, 0) + 1
        first = self.page * per
        for i, action in enumerate(shown):
            col, row = i % self.COLUMNS, i // self.COLUMNS
            rect = pygame.Rect(self.rect.left + 24 + col * (col_w + self.GAP),
                               top + row * (self.ROW_H + self.GAP), col_w, self.ROW_H)
            text = labels[first + i]
            # equal wordings: show the action's own form too, so the choices differ
            note = str(action) if counts[text] > 1 else ""
            buttons.append(Button(rect, text, partial(self.submit, action), size=28,
                                  key=("action", first + i), note=note))
        if pages > 1:
            y = self.rect.bottom - 80
            prev = Button((self.rect.left + 24, y, 220, 72), "< Previous", self._prev,
                          enabled=self.page > 0, key="prev-page")
            nxt = Button((self.rect.right - 244, y, 220, 72), "Next >", self._next,
                         enabled=self.page < pages - 1, key="next-page")
            buttons += [prev, nxt]
        self._pages = pages
        self._count = len(actions)
        self._buttons = buttons
        self._built_for = self._signature()

    def build_grids(self, legal: Sequence[Action], listed: Sequence[Action | MoveGrid]
                    ) -> None:
        """One page: each grid's heading and its small buttons, the other listed actions
        as the large buttons of the plain list, two to a row, in the listed order."""
        left, width = self.rect.left + 24, self.rect.width - 48
        index = {a: i for i, a in enumerate(legal)}
        label = self.label_for or self.action_label
        y = self.rect.top + 96
        buttons: list[Widget] = []
        col = 0
        col_w = (width - self.GAP * (self.COLUMNS - 1)) // self.COLUMNS
        for entry in listed:
            if isinstance(entry, MoveGrid):
                y += (self.ROW_H + self.GAP) if col else 0
                col = 0
                plan = plan_grid(self.app.fonts, entry, left, y, width)
                self._lines += plan.lines
                buttons += [Button(rect, text, partial(self.submit, action), size=30,
                                   key=("action", index[action]))
                            for (action, text), rect in zip(entry.moves, plan.cells,
                                                            strict=True)]
                y = plan.bottom + 2 * self.GAP
                continue
            rect = pygame.Rect(left + col * (col_w + self.GAP), y, col_w, self.ROW_H)
            buttons.append(Button(rect, label(entry), partial(self.submit, entry), size=28,
                                  key=("action", index[entry])))
            col = (col + 1) % self.COLUMNS
            if col == 0:
                y += self.ROW_H + self.GAP
        self.page, self._pages, self._count = 0, 1, len(buttons)
        self._buttons = buttons
        self._built_for = self._signature()

    def _prev(self) -> None:
        self.page = max(0, self.page - 1)
        self._built_for = None
        self.dirty = True

    def _next(self) -> None:
        self.page += 1
        self._built_for = None
        self.dirty = True

    def widgets(self) -> list[Widget]:
        if self._built_for != self._signature():
            self.build()
        return self._buttons

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self._built_for = None

    def state_changed(self) -> None:
        super().state_changed()
        self.page = 0
        self._built_for = None

    def on_events(self, events: Sequence[Event]) -> None:
        super().on_events(events)
        self.page = 0
        self._built_for = None

    def draw(self, surface: pygame.Surface, viewer: int | None) -> None:
        app = self.app
        widgets = self.widgets()
        t = app.theme
        if self.actor is None:
            if self.session.state.is_over:
                text = "Game over"
            elif not any(s.is_human for s in self.session.seats):
                text = "The bots are playing. Use Menu to leave."
            else:
                text = "Waiting for the other players…"
            app.fonts.draw(surface, text, self.rect.center, 40, t.c("text_dim"), True, "center")
            return
        seat = self.session.seats[self.actor]
        title = f"{seat.name}, choose your move"
        if self._pages > 1:
            title += f"   (page {self.page + 1} of {self._pages}, {self._count} moves)"
        app.fonts.draw(surface, title, (self.rect.left + 24, self.rect.top + 24), 36,
                       t.c("accent"), True)
        for text, pos in self._lines:
            app.fonts.draw(surface, text, pos, HEADING_SIZE, t.c("text"), True)
        if not widgets:
            app.fonts.draw(surface, "No move available.", self.rect.center, 32,
                           t.c("text_dim"), False, "center")
        # buttons are drawn by the play scene together with its own widgets (focus ring)


def view_for(game_id: str) -> type[GameView]:
    """The board view class of a game: ``game.<id>.view.VIEW``, or :class:`GenericView`
    when the game has no view module yet (or it fails to import; logged)."""
    try:
        module = importlib.import_module(f"game.{game_id}.view")
    except ModuleNotFoundError as exc:
        if exc.name and f"game.{game_id}.view".startswith(exc.name):
            return GenericView
        log.exception("board view of %s failed to import; using the move list", game_id)
        return GenericView
    except Exception:  # a broken view must not stop the game
        log.exception("board view of %s failed to import; using the move list", game_id)
        return GenericView
    view = getattr(module, "VIEW", None)
    if isinstance(view, type) and issubclass(view, GameView):
        return view
    log.error("game.%s.view has no VIEW (a GameView subclass); using the move list", game_id)
    return GenericView
