"""Headless screenshots of every screen (``python -m game screenshot``).

Runs with ``SDL_VIDEODRIVER=dummy``, so no display is needed: anyone can see what a
player would see. Games are played by bots (seeded), so pictures are reproducible.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.protocol import State
    from game.core.session import Session
    from game.engine.app import App
    from game.engine.scene import Scene
    from game.scenes.table_play import TablePlayScene

#: the screens that are not a game id
SCREENS: tuple[str, ...] = ("title", "select", "setup", "settings", "results", "rules",
                            "menu", "pass")


def _first_built() -> str:
    from game.core import catalogue

    built = catalogue.built_games()
    if not built:
        raise ValueError("no game is built yet, so there is no game to show on this screen")
    return built[0]


def bot_session(game_id: str, seed: int, players: int | None = None, moves: int = 0,
                humans: int = 0, level: str | None = None, board: str | None = None,
                at: str | None = None) -> Session:
    """A session of ``game_id`` with bots (after ``humans`` human seats), ``moves`` bot
    moves played (stopping early at the end of the game); ``level`` None: the game's
    second bot level (the first when it has one). ``at``: first play until the rules'
    step of that kind comes up (:func:`step_kind`), then ``moves`` more; ``ValueError``
    when the game ends first."""
    from game.core import catalogue
    from game.core.bots import make_bot
    from game.core.session import PLAYER_COLOURS, Seat, Session

    game = catalogue.get_game(game_id)
    n = players if players is not None else game.min_players
    game.check_players(n)
    if level is None:
        level = game.bot_levels[0] if len(game.bot_levels) == 1 else game.bot_levels[1]
    try:
        make_bot(game, level, 0, seed)
    except ValueError:  # a level whose bot is not built yet: show the game with random bots
        level = "random"
    names = ["Ann", "Bob", "Cleo", "Dev", "Eli"]
    seats = [Seat(names[i], PLAYER_COLOURS[i], None if i < humans else level)
             for i in range(n)]
    session = Session.start(game, seats, seed, board=board)
    bots = [Seat(s.name, s.colour, level) for s in seats]
    driver = Session(game, bots, seed, session.options, session.state)
    while at is not None and step_kind(session.state) != at:
        if session.state.is_over:
            raise ValueError(f"--at {at}: the game (seed {seed}) ended before that step")
        seat = next(iter(session.state.pending_seats()))
        session.apply(driver.bot_action(seat))
        driver.log = session.log
    while moves > 0 and not session.state.is_over:
        seat = next(iter(session.state.pending_seats()))
        session.apply(driver.bot_action(seat))
        driver.log = session.log
        moves -= 1
    return session


def step_kind(state: State) -> str | None:
    """The kind of the rules' step the game waits on (a decision-stack game's top frame,
    e.g. merchants' ``ballot``), None when the game is over or its rules say none."""
    from game.core.decisions import DecisionStack

    if state.is_over or not isinstance(state, DecisionStack):
        return None
    top = state.top()
    return None if top is None else str(top.get("kind"))


def finished_session(game_id: str, seed: int, players: int | None = None) -> Session:
    from game.core.simulate import MAX_ACTIONS

    return bot_session(game_id, seed, players, moves=MAX_ACTIONS)


def render(target: str, out: Path, size: tuple[int, int] = (1920, 1080), seed: int = 1,
           players: int | None = None, moves: int = 0, board: str | None = None,
           table: bool = False, at: str | None = None,
           diagonal: float | None = None, results: bool = False,
           hold: tuple[int, int] | None = None) -> None:
    """Draw ``target`` (a screen name or a game id) and write it to ``out`` as PNG.
    ``table``: table mode, drawn at ``size`` itself (a game with every seat a person at
    the table, or "setup": the players joining at their edges) on a screen of
    ``diagonal`` inches (default the settings' own). ``results``: the game ``target``
    played by its bots to the end, and its results screen (at a table: each seat's
    results at its edge). ``hold``: at a table, a finger held at that point of the picture
    past the long press before it is taken (:func:`_hold_finger`)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.core import catalogue

    if target not in SCREENS and target not in catalogue.GAME_IDS:
        raise ValueError(f"unknown screenshot target {target!r}; choose one of "
                         f"{', '.join(SCREENS + catalogue.GAME_IDS)}")
    import pygame

    from game.engine.app import CANVAS, App

    if results and target not in catalogue.GAME_IDS:
        raise ValueError(f"--results shows a game's results: give a game id, not {target!r}")
    if table:
        _render_table(target, Path(out), (size[0], size[1]), seed, players, moves, board, at,
                      diagonal, results, hold)
        return
    app = App(window=CANVAS, fullscreen=False, save_settings=False)
    try:
        if results:
            from game.scenes.results import ResultsScene

            scenes: list[Scene] = [ResultsScene(app, finished_session(target, seed, players))]
        else:
            scenes = _scenes(app, target, seed, players, moves, board, at)
        for scene in scenes:
            app.push(scene)
        canvas = app.draw()
        image = canvas if tuple(size) == CANVAS else pygame.transform.smoothscale(canvas, size)
        Path(out).parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(image, str(out))
    finally:
        app.close()


def _render_table(target: str, out: Path, size: tuple[int, int], seed: int,
                  players: int | None, moves: int, board: str | None,
                  at: str | None = None, diagonal: float | None = None,
                  results: bool = False, hold: tuple[int, int] | None = None) -> None:
    """A table-mode picture at ``size`` (the window and the canvas are that size)."""
    import pygame

    from game.core import catalogue
    from game.engine.app import App
    from game.engine.table.edges import default_slots
    from game.scenes.results_table import TableResultsScene
    from game.scenes.table_join import TableJoinScene
    from game.scenes.table_play import TablePlayScene

    app = App(window=size, fullscreen=False, save_settings=False)
    app.settings.table_mode = True
    if diagonal is not None:
        app.settings.screen_diagonal = diagonal
    try:
        game_id = target if target in catalogue.GAME_IDS else _first_built()
        game = catalogue.get_game(game_id)
        n = players if players is not None else game.max_players
        if results:
            app.push(TableResultsScene(app, finished_session(game_id, seed, n),
                                       default_slots(n), size))
        elif target == "setup":
            session = bot_session(game_id, seed, n, moves, humans=n, board=board, at=at)
            join = TableJoinScene(app, session, size=size, autosave=False)
            app.push(join)
            join.join("bottom-left")
            join.join("top-right")
        else:
            session = bot_session(game_id, seed, n, moves, humans=n, board=board, at=at)
            play = TablePlayScene(app, session, size=size, autosave=False)
            app.push(play)
            if hold is not None:
                _hold_finger(app, play, hold)
        canvas = app.draw()
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(canvas, str(out))
    finally:
        app.close()


def _hold_finger(app: App, play: TablePlayScene, pos: tuple[int, int]) -> None:
    """A finger put down at ``pos`` (canvas pixels) and held still past the long press
    (:data:`~game.engine.table.touch.LONG_PRESS`), frames of 1/60 s running as in play,
    until the table's picture has caught up with it: what a player holding a finger there
    sees (a ballot box's senator read whole, a hand peeked). ``ValueError`` when nothing
    there takes a finger (it would be a stray touch: the picture would not change)."""
    import pygame

    from game.engine.table.touch import LONG_PRESS

    _settle(app, play)  # (a finger acts only on what the window shows)
    w, h = app.screen.get_size()
    pygame.event.post(pygame.event.Event(
        pygame.FINGERDOWN, touch_id=1, finger_id=1, x=(pos[0] + 0.5) / w,
        y=(pos[1] + 0.5) / h, dx=0.0, dy=0.0, pressure=1.0))
    app.step(1 / 60)
    if not play.router.fingers or play.router.strays():
        raise ValueError(f"--hold {pos[0]},{pos[1]}: nothing there takes a finger (a stray "
                         "touch): hold a seat's eye, a ballot box or a card in its panel")
    for _ in range(round((LONG_PRESS + 0.1) * 60)):
        app.step(1 / 60)
    _settle(app, play)


def _settle(app: App, play: TablePlayScene) -> None:
    """Frames until the table's picture is whole on the window (the panels are painted
    a step a frame)."""
    for _ in range(600):
        app.step(1 / 60)
        if not play.still_busy:
            break


def _scenes(app: App, target: str, seed: int, players: int | None, moves: int,
            board: str | None = None, at: str | None = None) -> list[Scene]:
    from game.core import catalogue
    from game.scenes.menu import MenuScene
    from game.scenes.passdevice import PassScene
    from game.scenes.play import PlayScene
    from game.scenes.results import ResultsScene
    from game.scenes.rulebook import RulesScene
    from game.scenes.select import SelectScene
    from game.scenes.settings import SettingsScene
    from game.scenes.setup import SetupScene
    from game.scenes.title import TitleScene

    if target == "title":
        return [TitleScene(app)]
    if target == "select":
        return [SelectScene(app)]
    if target == "settings":
        return [SettingsScene(app)]
    if target == "rules":
        return [RulesScene(app, catalogue.GAME_IDS[0])]
    if target == "setup":
        return [SetupScene(app, _first_built(), seed=seed)]
    if target == "results":
        return [ResultsScene(app, finished_session(_first_built(), seed, players))]
    if target == "menu":
        session = bot_session(_first_built(), seed, players, moves=max(moves, 2))
        play = PlayScene(app, session, autosave=False)
        return [play, MenuScene(app, play)]
    if target == "pass":
        session = bot_session(_first_built(), seed, players, moves=0, humans=2)
        play = PlayScene(app, session, autosave=False)
        actor = play.current_actor()
        return [play, PassScene(app, play, actor if actor is not None else 0)]
    session = bot_session(target, seed, players, moves, board=board, at=at)
    return [PlayScene(app, session, autosave=False)]
