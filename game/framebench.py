"""Whole-frame timings of the interface, as a player meets them (``python -m game bench``).

What one measured frame is: the events of the frame (the pointer moved), the scene's update
(bots, animations, a human's move when one is due), the draw and the copy to the window
(``App.step``: canvas blit onto the dummy driver's window surface, ``display.flip``), at
1920x1080. Frames are paced at 60 per second like :meth:`App.run`, so work that runs between
frames (a bot deciding in its worker thread) competes with the frames as it would on screen.

Per game (:func:`game_frames`): the largest player count, a human at seat 0 and the game's
strongest bots at the others, started mid-game (half the length of the same seed's all-bot
game is played first), bots moving every ``BOT_DELAY`` seconds with animations on, and the
human's decision taken (as a click would) after ``HUMAN_THINK`` frames. The auction screen
(:func:`auction_frames`): five seats, one human holding a key, four bots, auction after
auction. :func:`idle_share` is the process CPU time over wall time while a still screen
(the human's turn, nothing moving) is left alone for a few seconds in the real loop.

Targets (docs/STATUS.md): median <= 2 ms, p99 <= 5 ms, no frame over 16.7 ms, idle < 1 %.
Table mode (:func:`table_frames`, 3840x2160, four times the pixels): median <= 6 ms, no frame
over 16.7 ms.
"""

from __future__ import annotations

import math
import os
import statistics
import time
from typing import Any

FRAME = 1 / 60
#: seconds between two bot moves while benchmarking (the settings' default is 0.8 s)
BOT_DELAY = 0.25
#: frames the benchmark's human "thinks" before their move is taken
HUMAN_THINK = 20
SIZE = (1920, 1080)
#: frames run before timing starts: the first draw of a screen loads fonts and builds its
#: cached layers once (a loading cost, not a frame of play)
WARMUP = 5


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def summary(times_ms: list[float]) -> dict[str, float]:
    """Median, 99th percentile and worst of frame times (ms)."""
    ordered = sorted(times_ms)
    p99 = ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)]
    return {"median_ms": statistics.median(ordered), "p99_ms": p99, "worst_ms": ordered[-1],
            "frames": len(ordered)}


def _pointer(frame: int) -> tuple[int, int]:
    """A pointer wandering over the board area (a slow Lissajous path)."""
    t = frame * FRAME
    return (int(725 + 640 * math.sin(t * 1.3)), int(590 + 430 * math.sin(t * 0.9 + 1.0)))


def _post_motion(pos: tuple[int, int]) -> None:
    import pygame

    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                         buttons=(0, 0, 0), touch=False))


def _paced(app: Any, frames: int, before_step: Any = None, pointer: bool = True
           ) -> tuple[list[float], list[float]]:
    """Run ``frames`` app frames at 60 per second. Returns each whole frame's wall time
    and the main thread's CPU time in it (ms): on a busy machine the wall time includes
    waiting for a core, the CPU time is the frame's own work."""
    for _ in range(WARMUP):
        if before_step is not None:
            before_step()
        app.step(FRAME)
    wall: list[float] = []
    cpu: list[float] = []
    for i in range(frames):
        began, began_cpu = time.perf_counter(), time.thread_time()
        if pointer:
            _post_motion(_pointer(i))
        if before_step is not None:
            before_step()
        app.step(FRAME)
        took = time.perf_counter() - began
        cpu.append((time.thread_time() - began_cpu) * 1000)
        wall.append(took * 1000)
        if took < FRAME:
            time.sleep(FRAME - took)
        if not app.running or app.top is None:
            break
    return wall, cpu


def _figures(wall: list[float], cpu: list[float]) -> dict[str, Any]:
    figures: dict[str, Any] = summary(wall)
    figures["cpu"] = summary(cpu)
    return figures


def midgame_moves(game_id: str, players: int, seed: int) -> int:
    """Half the number of actions of the all-bot game with this seed: "mid-game"."""
    from game.core.catalogue import get_game
    from game.core.simulate import play_one

    game = get_game(game_id)
    return len(play_one(game, [game.default_bot_level] * players, seed).log) // 2


def _busiest(game_id: str, seed: int, size: tuple[int, int]) -> tuple[Any, Any, Any, int, int]:
    """The app (``size`` window, bots every ``BOT_DELAY`` s, animations on), the mid-game
    session at the largest player count with a human at seat 0, the bot that decides for
    that human, the player count and the moves played before."""
    from game.core.bots import make_bot
    from game.core.catalogue import get_game
    from game.engine.app import App
    from game.screenshot import bot_session

    game = get_game(game_id)
    players = game.max_players
    moves = midgame_moves(game_id, players, seed)
    session = bot_session(game_id, seed, players, moves=moves, humans=1,
                          level=game.default_bot_level)
    human_bot = make_bot(game, game.default_bot_level, 0, seed)
    app = App(window=size, fullscreen=False, save_settings=False)
    app.settings.bot_delay = BOT_DELAY
    app.settings.animation_speed = 1.0
    return app, session, human_bot, players, moves


def _human_decides(app: Any, play: Any, bot: Any, waited: list[int]) -> None:
    """The human at seat 0 takes their decision (as a click would) once it has been theirs
    for ``HUMAN_THINK`` frames, with nothing moving; ``waited`` counts the frames."""
    if app.top is not play or play.view.actor != 0 or play.view.animating:
        waited[0] = 0
        return
    waited[0] += 1
    if waited[0] >= HUMAN_THINK:
        waited[0] = 0
        play.submit(bot.choose(play.session.state.view(0)))


def game_frames(game_id: str, frames: int = 300, seed: int = 1) -> dict[str, Any]:
    """Whole frames of ``game_id``'s busiest position (see the module docstring), then the
    idle CPU share on a still screen."""
    _headless()
    from game.engine.auction.scene import AuctionScene
    from game.scenes.play import PlayScene

    app, session, human_bot, players, moves = _busiest(game_id, seed, SIZE)
    try:
        play = PlayScene(app, session, autosave=False)
        app.push(play)
        waited = [0]

        def human() -> None:
            """The human at seat 0 decides after HUMAN_THINK frames, then clicks; in a
            real-time auction they hold their key and let go at 18."""
            if isinstance(app.top, AuctionScene):
                _auction_hand(app.top, 0, 18)
                return
            _human_decides(app, play, human_bot, waited)

        figures = _figures(*_paced(app, frames, human))
        figures.update(players=players, start_moves=moves, moves=len(session.log) - moves)
        figures["idle_cpu"] = idle_share(app, play) if not session.state.is_over else None
        return figures
    finally:
        app.close()


def _auction_hand(scene: Any, seat: int, release: int) -> None:
    """A human at a real-time auction: holds their key until the price reaches
    ``release``."""
    import pygame

    info = scene.panel.seats.get(seat)
    if info is None or info.key is None:
        return
    auction = scene.panel.auction
    holding = scene.panel.controls.held(seat)
    if auction.price is not None and auction.price <= release:
        if holding:
            pygame.event.post(pygame.event.Event(pygame.KEYUP, key=info.key, mod=0,
                                                 scancode=0, unicode=""))
    elif not holding and seat in auction.active and auction.result is None:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=info.key, mod=0, scancode=0,
                                             unicode=""))


def idle_share(app: Any, play: Any, seconds: float = 3.0) -> float | None:
    """Process CPU time over wall time while the still screen of the human's turn is left
    alone in the app's real loop (:meth:`App.run`); None if no still screen came."""
    for _ in range(600):  # let bots and animations finish: the human's turn, nothing moving
        if (app.top is play and play.view.actor is not None and not play.animating
                and not play.dirty):
            break
        app.step(FRAME)
        time.sleep(FRAME)
    else:
        return None
    app.step(FRAME)
    cpu, wall = time.process_time(), time.monotonic()
    app.run(max_frames=app.frames + round(seconds / FRAME))
    return (time.process_time() - cpu) / (time.monotonic() - wall)


def auction_frames(frames: int = 300, seed: int = 1) -> dict[str, Any]:
    """Whole frames of the real-time auction screen: five seats, one human holding a key
    (let go at a price), four bots; a new auction starts when one ends."""
    _headless()
    import pygame

    from game.engine.app import App
    from game.engine.auction.keys import default_key
    from game.engine.auction.overlay import AuctionSeat
    from game.engine.auction.scene import AuctionScene, push_auction
    from game.engine.scene import Scene

    app = App(window=SIZE, fullscreen=False, save_settings=False)
    colours = ("red", "blue", "yellow", "green", "purple")
    seats = []
    for i, colour in enumerate(colours):
        look = app.theme.player(colour)
        seats.append(AuctionSeat(i, f"Player {i + 1}", look.rgb, look.letter, look.text,
                                 key=default_key(0) if i == 0 else None,
                                 bot_max=None if i == 0 else 6 + i))
    money = {i: 30 + i for i in range(5)}
    try:
        app.push(Scene(app))  # the play scene's place under the auction
        count, holding = [0], [False]

        def key(kind: int) -> None:
            pygame.event.post(pygame.event.Event(kind, key=default_key(0), mod=0, scancode=0,
                                                 unicode=""))

        def keep_auction() -> None:
            """A new auction when one ends; the human holds, and lets go at 14."""
            top = app.top
            if not isinstance(top, AuctionScene):
                push_auction(app, seats, money, lambda result: None, seed=seed + count[0],
                             variant="app")
                count[0] += 1
                key(pygame.KEYDOWN)
                holding[0] = True
            elif holding[0] and (top.panel.auction.price or 99) <= 14:
                key(pygame.KEYUP)
                holding[0] = False

        figures = _figures(*_paced(app, frames, keep_auction))
        figures["auctions"] = count[0]
        return figures
    finally:
        app.close()


#: the table-mode picture: a 4K screen lying flat (four times the pixels of 1080p)
TABLE_SIZE = (3840, 2160)
#: frames between two peeks of the table benchmark's human (held for a third of them)
PEEK_EVERY = 90


def table_frames(game_id: str = "escape", frames: int = 300, seed: int = 1,
                 size: tuple[int, int] = TABLE_SIZE) -> dict[str, Any]:
    """Whole frames of ``game_id`` in table mode at ``size`` (the canvas is the window):
    the largest player count, seats round the edges, a human at seat 0 and the strongest
    bots at the others, mid-game, bots moving with animations on; the human holds a finger
    on their peek area now and then (their panel repaints) and takes their decision after
    ``HUMAN_THINK`` frames. The mouse pointer does not exist on a table: no motion."""
    _headless()
    import pygame

    from game.engine.table.contract import TableView
    from game.scenes.table_play import TablePlayScene

    app, session, human_bot, players, moves = _busiest(game_id, seed, size)
    try:
        play = TablePlayScene(app, session, size=size, autosave=False)
        app.push(play)
        count, waited = [0], [0]

        def finger(kind: int, pos: tuple[int, int]) -> None:
            pygame.event.post(pygame.event.Event(
                kind, touch_id=1, finger_id=7, x=(pos[0] + 0.5) / size[0],
                y=(pos[1] + 0.5) / size[1], dx=0.0, dy=0.0, pressure=1.0))

        def human() -> None:
            count[0] += 1
            view = play.view
            if isinstance(view, TableView) and app.top is play:
                peek = view.table_peek_area(0, play.parts[0].game)
                if peek is not None and count[0] % PEEK_EVERY == 0:
                    finger(pygame.FINGERDOWN, play.table.panels[0].rect_to_canvas(peek).center)
                elif peek is not None and count[0] % PEEK_EVERY == PEEK_EVERY // 3:
                    finger(pygame.FINGERUP, play.table.panels[0].rect_to_canvas(peek).center)
            _human_decides(app, play, human_bot, waited)

        figures = _figures(*_paced(app, frames, human, pointer=False))
        figures.update(players=players, start_moves=moves, moves=len(session.log) - moves,
                       size=list(size))
        return figures
    finally:
        app.close()


def startup_time() -> float:
    """Seconds from ``App()`` construction to the title screen's first presented frame."""
    _headless()
    from game.engine.app import App
    from game.scenes.title import TitleScene

    start = time.monotonic()
    app = App(save_settings=False)
    try:
        app.push(TitleScene(app))
        while app.first_present_at is None and app.step():
            pass
        end = app.first_present_at or time.monotonic()
        return end - start
    finally:
        app.close()
