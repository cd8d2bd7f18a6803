"""Shared pieces of the board UI tests: the seats, and a driver that plays through the real
app loop by posting pygame events (never by calling a view's handlers).

Each game's ``tests/<id>_ui/driver.py`` subclasses :class:`BoardDriver` with the gestures
that take that game's actions; the canvas-sized ``app`` fixture is in ``tests/conftest.py``.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Mapping, Sequence
from typing import Any, ClassVar

import pygame

from game.core.protocol import Game
from game.core.session import Seat, Session
from game.engine.focusmove import toward
from game.engine.gameview import GameView
from game.scenes.play import PlayScene

NAMES = ("Ann", "Bob", "Cleo", "Dev", "Eve")
COLOURS = ("red", "blue", "yellow", "green", "purple")


#: the arrow keys and their directions (game/engine/focusmove.py)
ARROWS = {pygame.K_LEFT: "left", pygame.K_RIGHT: "right", pygame.K_UP: "up",
          pygame.K_DOWN: "down"}


def arrow_way(ring: Sequence[Any], start: Any, goal: tuple[int, int]) -> int | None:
    """The arrow key that starts a shortest way by arrows through ``ring`` (the focusable
    widgets) from the widget ``start`` to the one whose centre is ``goal``
    (:func:`~game.engine.focusmove.toward` with each widget's own lane); None when the
    arrows never get there."""
    rects = [w.rect for w in ring]
    first: dict[int, int] = {ring.index(start): 0}
    todo = [ring.index(start)]
    while todo:
        here = todo.pop(0)
        if rects[here].center == tuple(goal):
            return first[here] or None
        others = [j for j in range(len(ring)) if j != here]
        for arrow, name in ARROWS.items():
            index = toward(rects[here], [rects[j] for j in others], name)
            if index is not None and others[index] not in first:
                first[others[index]] = first[here] or arrow
                todo.append(others[index])
    return None


def _distance(a: tuple[int, int], b: tuple[int, int]) -> float:
    return float(((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5)


def make_session(
    game: Game,
    players: int | None = None,
    humans: int = 1,
    seed: int = 3,
    bot: str = "heuristic",
    options: Mapping[str, Any] | None = None,
) -> Session:
    """A session whose first ``humans`` seats are people (Ann, Bob, ...) and the rest bots;
    ``players`` defaults to the game's smallest count."""
    players = game.min_players if players is None else players
    seats = [Seat(NAMES[i], COLOURS[i], None if i < humans else bot) for i in range(players)]
    return Session.start(game, seats, seed, options)


class BoardDriver:
    """Posts mouse and key events at canvas positions and runs app frames.

    The app's window is the canvas size, so canvas positions are window positions."""

    view_type: ClassVar[type[GameView]] = GameView

    def __init__(self, app) -> None:
        self.app = app

    @property
    def play(self) -> PlayScene:
        top = self.app.top
        assert isinstance(top, PlayScene), f"expected the play scene, found {top!r}"
        return top

    @property
    def view(self) -> Any:
        view = self.play.view
        assert isinstance(view, self.view_type), f"expected a {self.view_type.__name__}"
        return view

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.step(dt)

    def click(self, pos: tuple[float, float], button: int = 1) -> None:
        """Move the mouse there (hover), press and release, and run a frame."""
        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(
            pygame.event.Event(
                pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False
            )
        )
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False)
        )
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False)
        )
        self.frames(1)

    def key(self, key: int, mod: int = 0) -> None:
        """Press and release a key, and run a frame."""
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode="", scancode=0))
        self.frames(1)

    def arrow_within(self, goal: tuple[int, int]) -> bool:
        """Walk the focus with the arrows to the widget whose centre is ``goal`` inside a
        group of the focus ring (a map's lit hexes, Escape's fields: one Tab stop walked
        with the arrows), the way a player who sees the board does: each press the first
        arrow of a shortest way there (:func:`arrow_way`; it may pass a button between
        two fields). True when the focus got there."""
        scene = self.app.top
        for _ in range(len(scene.focusables()) + 1):
            focus = scene.focus
            assert focus is not None
            if focus.rect.center == tuple(goal):
                return True
            arrow = arrow_way(scene.focusables(), focus, goal)
            if arrow is None:
                return False
            self.key(arrow)
        return False

    def widget_rect(self, key: Hashable) -> pygame.Rect | None:
        """Where the play scene's widget with ``key`` is, or None when it is not shown."""
        for widget in self.play.widgets:
            if widget.key == key:
                return widget.rect
        return None

    def widget_keys(self) -> list[Hashable]:
        return [w.key for w in self.play.widgets]

    # ------------------------------------------------------------------ whole games
    def perform(self, action: Any) -> None:  # pragma: no cover - each game's driver
        """Make the clicks or keys that take ``action``; each game's driver defines it."""
        raise NotImplementedError

    def pass_device(self, cover: Any) -> None:
        """The pass-the-device cover is up: tap it like a person."""
        self.click(cover.widgets[0].rect.center)

    def other_scene(self, top: Any) -> bool:
        """A scene of the game's own over the play scene (an auction): play it and say
        True; False for a scene the whole-game loop does not know."""
        return False

    def waits(self, view: Any) -> bool:
        """Whether no human decision is open on the board now (a bot's turn, a move in
        flight): the loop runs a frame."""
        return view.actor is None or view.animating

    def play_through(
        self,
        session: Session,
        humans: set[int],
        choose: Callable[[int], Any],
        limit: int = 3000,
    ) -> list[Any]:
        """Play every human decision through the interface until the results screen.

        ``choose(seat)`` names the action a person would take (tests ask the heuristic bot,
        on the seat's own view); :meth:`perform` makes the gestures; two humans pass the
        device by tapping the cover like a person. Returns the human actions, in order."""
        from game.scenes.passdevice import PassScene
        from game.scenes.results import ResultsScene

        done: list[Any] = []
        for _ in range(limit * 6):
            top = self.app.top
            if isinstance(top, ResultsScene):
                return done
            if isinstance(top, PassScene):
                self.pass_device(top)
                continue
            if self.other_scene(top):
                continue
            assert isinstance(top, PlayScene), f"unexpected scene {top!r}"
            view = self.view
            if self.waits(view):
                self.frames(1, dt=0.1)
                continue
            seat = view.actor
            assert seat in humans, f"seat {seat} is not a human here"
            action = choose(seat)
            n = len(session.log)
            self.perform(action)
            # the seat's next logged action is this one; in a simultaneous step (a vote)
            # the bots' ballots may be logged before it, in the frames the gestures take
            # (the bots play within a time budget a frame: on a busy machine, later)
            mine = [e.action for e in session.log[n:] if e.seat == seat]
            assert mine and mine[0] == action, (
                f"the gestures for {action!r} did nothing; logged since: "
                f"{[(e.seat, e.action) for e in session.log[n:]]}; "
                f"toasts: {self.app.toasts.history[-2:]}"
            )
            done.append(action)
            assert len(done) < limit, "too many decisions: the game does not end"
        raise AssertionError("the game did not reach the results screen")


def heuristic_choice(bot_type: type, session: Session) -> Callable[[int], Any]:
    """``choose(seat)`` for :meth:`BoardDriver.play_through`: what the game's heuristic bot
    would do from that seat's own view."""
    return lambda seat: bot_type(seat, len(session.log)).choose(session.state.view(seat))


def assert_results_shown(app, session: Session) -> None:
    """The game is over and the results screen shows its outcome and winner."""
    from game.scenes.results import ResultsScene

    assert session.state.is_over
    results = app.top
    assert isinstance(results, ResultsScene)
    outcome = session.state.outcome()
    assert results.outcome == outcome
    assert session.seats[outcome.winners[0]].name in results.headline()
