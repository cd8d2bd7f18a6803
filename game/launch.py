"""Which scene the app starts on: the composition of the engine's App with the screens.

The engine (:mod:`game.engine`) knows nothing of the screens (:mod:`game.scenes`); this
module, outside both, maps the command line's start screen to a scene and runs the app.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from game.engine.app import App

if TYPE_CHECKING:
    from game.core.session import Seat, Session
    from game.engine.scene import Scene

log = logging.getLogger(__name__)


def start_scene(
    app: App,
    initial: str,
    *,
    game_id: str | None = None,
    seats: Sequence[Seat] | None = None,
    seed: int | None = None,
    session: Session | None = None,
    board: str | None = None,
) -> Scene:
    """The first scene for ``initial`` ("title", "play", "select", "settings", "load",
    "rules"), taken from the screens' flow; ValueError for anything else or a game that
    cannot start."""
    from game.scenes.flow import Flow

    flow = Flow()
    if initial == "play":
        from game.core.catalogue import get_game
        from game.core.session import Session

        if session is None:
            if game_id is None or not seats:
                raise ValueError("play needs a game id and seats")
            try:
                game = get_game(game_id)
            except LookupError as exc:
                raise ValueError(str(exc)) from exc
            session = Session.start(game, list(seats), seed if seed is not None else 1,
                                    board=board)
        return flow.play(app, session)
    if initial == "rules":
        return flow.rules(app, game_id or "escape")
    screens = {"title": flow.title, "select": flow.select, "settings": flow.settings,
               "load": flow.load}
    if initial not in screens:
        raise ValueError(f"unknown start screen {initial!r}")
    return screens[initial](app)


def run(
    initial: str = "title",
    *,
    game_id: str | None = None,
    seats: Sequence[Seat] | None = None,
    seed: int | None = None,
    window: tuple[int, int] | None = None,
    fullscreen: bool = False,
    max_frames: int | None = None,
    board: str | None = None,
    table: bool = False,
) -> int:
    """Open the window and run until the player quits; the command line calls this.

    ``initial="play"`` starts a game of ``game_id`` directly with ``seats`` and ``seed``
    (below a title screen, so leaving the game goes back to the title). ``table``: table
    mode for this run (a touchscreen lying flat; the players join at their edges)."""
    app = App(window=window, fullscreen=fullscreen or None)
    if table:
        app.table_mode_for_this_run()
    try:
        from game.scenes.title import TitleScene

        try:
            first = start_scene(app, initial, game_id=game_id, seats=seats, seed=seed,
                                board=board)
        except ValueError as exc:
            log.error("%s", exc)
            print(f"error: {exc}")
            return 2
        if not isinstance(first, TitleScene):
            app.push(TitleScene(app))
        app.push(first)
        return app.run(max_frames=max_frames)
    finally:
        app.close()
