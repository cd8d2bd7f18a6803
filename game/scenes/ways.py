"""The ways on from a screen, as every screen sees them: what a screen may ask for
("the setup of this game", "back to the title"), never which screen answers.

A screen imports no other screen that could lead back to it: it asks :func:`ways` for
the next one, by the name of the way (``ways().setup(app, game_id)``). The answers are
given by the flow (:mod:`game.scenes.flow`), the one module that knows every screen and
stands above them all; it puts itself in place here when it is imported, which the
screens package does first (``game/scenes/__init__.py``).
This module stands below every screen and imports none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App
    from game.engine.scene import Scene


class InPlay(Protocol):
    """What the screens over a game (the in-game menu, pass the device) use of the play
    screen under them."""

    session: Session
    #: the seat whose eyes the board is drawn for
    shown_to: int | None

    def after_change(self) -> None:
        """Take in a change of whose turn is shown (a redraw, the turn's sound)."""

    def flush_autosave(self) -> None:
        """Write the game's autosave now if an action happened since the last one."""


class Ways(Protocol):
    """Every way from one screen to another: each makes the screen it leads to, and the
    caller pushes it or puts it in its own place; :meth:`start` alone moves the stack."""

    def title(self, app: App) -> Scene:
        """The title screen (home: "Back to title", "Quit to title")."""

    def select(self, app: App) -> Scene:
        """Choosing a game (the title's "New game")."""

    def setup(self, app: App, game_id: str) -> Scene:
        """The seats and options of ``game_id``."""

    def play(self, app: App, session: Session, **options: Any) -> Scene:
        """The screen that plays ``session``: the play screen, or at a table first the
        players joining at their edges (``options``: the play screen's own)."""

    def start(self, app: App, game: Scene) -> None:
        """Open ``game`` (a screen :meth:`play` made) over a fresh title, alone: a new
        game, a loaded one, play again."""

    def table_play(self, app: App, session: Session, **options: Any) -> Scene:
        """The play screen round a table, once the players have joined."""

    def pass_device(self, app: App, game: InPlay, seat: int) -> Scene:
        """The cover between two human seats' turns in a game with secrets."""

    def menu(self, app: App, game: InPlay) -> Scene:
        """The in-game menu over ``game``."""

    def results(self, app: App, session: Session) -> Scene:
        """How the finished game came out."""

    def table_results(self, app: App, session: Session, slots: tuple[str, ...],
                      size: tuple[int, int] | None) -> Scene:
        """How the finished game came out, each seat's at its place round the table."""

    def load(self, app: App) -> Scene:
        """The saved games."""

    def continue_games(self, app: App) -> Scene:
        """Every unfinished game (the title's Continue when there are several)."""

    def settings(self, app: App) -> Scene:
        """The settings."""

    def rules(self, app: App, game_id: str | None = None) -> Scene:
        """The rules reader (of ``game_id``, else the first game)."""


_flow: Ways | None = None


def install(flow: Ways) -> None:
    """Make ``flow`` the one that :func:`ways` answers with (the flow does, on import)."""
    global _flow
    _flow = flow


def ways() -> Ways:
    """The flow the screens lead on through (in place once the screens package is
    imported); RuntimeError if it is not."""
    if _flow is None:
        raise RuntimeError("the screens' flow is not in place: import game.scenes.flow")
    return _flow
