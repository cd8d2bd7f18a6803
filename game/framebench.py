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

Every frame over :data:`SLOW_MS` is listed (``slow_frames``) with the time the host took
in it (:mod:`game.hosttime`: the VM's steal time and the process's run-queue wait), so
that a slow frame says whether it was its own work or the machine's, and with its page
faults and the scene on top (:data:`Kind`: a frame of its own work that touched new
memory says so).

Targets (docs/STATUS.md): median <= 2 ms, p99 <= 5 ms, no frame over 16.7 ms, idle < 1 %.
"""

from __future__ import annotations

import contextlib
import math
import statistics
import time
from collections.abc import Callable, Iterator
from typing import Any

from game.benchpace import FRAME, headless

#: seconds between two bot moves while benchmarking (the settings' default is 0.8 s)
BOT_DELAY = 0.25
#: frames the benchmark's human "thinks" before their move is taken
HUMAN_THINK = 20
SIZE = (1920, 1080)
#: frames run before timing starts: the first draw of a screen loads fonts and builds its
#: cached layers once (a loading cost, not a frame of play)
WARMUP = 5


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


#: a frame longer than this (wall or CPU time, ms) is listed with what the host took in it
SLOW_MS = 8.0
#: a frame whose wall time is over this (ms) missed a 60 Hz refresh: a dropped frame
DROP_MS = 1000 * FRAME
#: host time in a frame (steal + run-queue wait, ms) from which the frame is said to have
#: lost time to the host (below: the scheduler's ordinary sub-millisecond waits)
HOST_MS = 1.0
#: what the host took in one frame: (steal ms, run-queue wait ms), None where unreadable
Host = tuple[float | None, float | None]
#: what one frame was: the main thread's minor page faults in it (new memory touched:
#: on the project's VMs 3-17 microseconds each, the most of a slow frame's own work at a
#: 4K table; None where unreadable) and the scene on top at its end
Kind = tuple[int | None, str]


def _page_faults() -> int | None:
    """The main thread's minor page faults so far (None: not Linux)."""
    try:
        import resource

        return resource.getrusage(resource.RUSAGE_THREAD).ru_minflt
    except (ImportError, AttributeError, OSError):
        return None


def _paced(app: Any, frames: int, before_step: Any = None, pointer: bool = True,
           warmup: int = WARMUP
           ) -> tuple[list[float], list[float], list[Host], list[Kind]]:
    """Run ``frames`` app frames at 60 per second. Returns each whole frame's wall time
    and the main thread's CPU time in it (ms), and what the host took in it (the VM's
    steal time and the process's run-queue wait, :mod:`game.hosttime`, read outside the
    timed frame): on a busy machine the wall time includes waiting for a core, the CPU
    time is the frame's own work. ``before_step`` runs inside the frame (the input it
    posts or plays is the frame's work); its ``think`` attribute, if any, outside it (a
    person deciding costs the program nothing). Also each frame's :data:`Kind`."""
    from game.hosttime import HostClock

    think = getattr(before_step, "think", None)
    for _ in range(warmup):
        if before_step is not None:
            before_step()
        app.step(FRAME)
    wall: list[float] = []
    cpu: list[float] = []
    host: list[Host] = []
    kinds: list[Kind] = []
    clock = HostClock()
    try:
        for i in range(frames):
            if think is not None:
                think()
            before = clock.sample()
            faults = _page_faults()
            began, began_cpu = time.perf_counter(), time.thread_time()
            if pointer:
                _post_motion(_pointer(i))
            if before_step is not None:
                before_step()
            app.step(FRAME)
            took = time.perf_counter() - began
            cpu.append((time.thread_time() - began_cpu) * 1000)
            wall.append(took * 1000)
            after = _page_faults()
            kinds.append((None if faults is None or after is None else after - faults,
                          type(app.top).__name__))
            host.append(clock.took(before, clock.sample()))
            if took < FRAME:
                time.sleep(FRAME - took)
            if not app.running or app.top is None:
                break
    finally:
        clock.close()
    return wall, cpu, host, kinds


def slow_frames(wall: list[float], cpu: list[float], host: list[Host],
                over: float | None = None, kinds: list[Kind] | None = None
                ) -> list[dict[str, Any]]:
    """Every frame whose wall or CPU time is over ``over`` ms (default :data:`SLOW_MS`),
    with what the host took in it: ``{frame, cpu_ms, wall_ms, steal_ms, wait_ms}``
    (``frame`` counts from 0, the first timed frame; steal and wait None where they
    cannot be read), and with ``kinds`` what the frame was: ``faults`` (its page
    faults) and ``scene`` (the scene on top)."""
    over = SLOW_MS if over is None else over
    out: list[dict[str, Any]] = []
    for i, (w, c, (steal, wait)) in enumerate(zip(wall, cpu, host, strict=True)):
        if max(w, c) > over:
            out.append({"frame": i, "cpu_ms": round(c, 2), "wall_ms": round(w, 2),
                        "steal_ms": None if steal is None else round(steal, 2),
                        "wait_ms": None if wait is None else round(wait, 2)})
            if kinds is not None:
                out[-1].update(faults=kinds[i][0], scene=kinds[i][1])
    return out


def ms_text(value: float | None) -> str:
    """A time in milliseconds in words ("n/a": not readable here)."""
    return "n/a" if value is None else f"{value:g} ms"


def slow_frame_text(frame: dict[str, Any]) -> str:
    """A frame of :func:`slow_frames` in words: its CPU and wall time, what the host took
    in it (the VM's steal, the run-queue wait), where read its page faults and the scene
    on top, and whether the host's time can have made it slow."""
    steal, wait = frame["steal_ms"], frame["wait_ms"]
    took = (steal or 0) + (wait or 0)
    verdict = ("host time not readable here" if steal is None and wait is None
               else f"the host took {took:g} ms of it" if took >= HOST_MS
               else "the host took no time in it")
    kind = "" if frame.get("faults") is None else f", {frame['faults']} page faults"
    kind += f", {frame['scene']}" if frame.get("scene") else ""
    return (f"frame {frame['frame']}: CPU {frame['cpu_ms']} ms, wall {frame['wall_ms']} ms, "
            f"steal {ms_text(steal)}, run-queue wait {ms_text(wait)}{kind}: {verdict}")


def own_worst(cpu: list[float], host: list[Host]) -> float | None:
    """The worst CPU time (ms) of the frames with less than :data:`HOST_MS` of host time
    in them: the frames' own work where the host cannot have inflated it (a VM's thread
    time counts stolen time as run); None when no frame's host time was readable."""
    own = [c for c, (steal, wait) in zip(cpu, host, strict=True)
           if steal is not None and wait is not None and steal + wait < HOST_MS]
    return max(own, default=None)


def dropped_frames(wall: list[float], host: list[Host]) -> dict[str, int]:
    """The 60 Hz verdict of a run: how many frames took over :data:`DROP_MS` of wall time
    (``frames``), and how many of those had at least :data:`HOST_MS` of host time in them
    (``host``: the VM's steal plus the run-queue wait; unreadable host time counts as
    none), so a reader sees whether the dropped frames were the frames' own work."""
    over = [(steal or 0) + (wait or 0) for w, (steal, wait) in zip(wall, host, strict=True)
            if w > DROP_MS]
    return {"frames": len(over), "host": sum(took >= HOST_MS for took in over)}


def _figures(wall: list[float], cpu: list[float], host: list[Host],
             kinds: list[Kind] | None = None) -> dict[str, Any]:
    figures: dict[str, Any] = summary(wall)
    figures["cpu"] = summary(cpu)
    figures["cpu"]["own_worst_ms"] = own_worst(cpu, host)
    figures["slow_frames"] = slow_frames(wall, cpu, host, kinds=kinds)
    figures["dropped"] = dropped_frames(wall, host)
    steal, wait = ([h[k] for h in host] for k in (0, 1))
    figures["host_ms"] = {  # all told over the timed frames (None: not readable here)
        "steal": None if None in steal else round(sum(steal), 1),  # type: ignore[arg-type]
        "wait": None if None in wait else round(sum(wait), 1)}  # type: ignore[arg-type]
    return figures


def midgame_moves(game_id: str, players: int, seed: int) -> int:
    """Half the number of actions of the all-bot game with this seed: "mid-game"."""
    from game.core.catalogue import get_game
    from game.core.simulate import play_one

    game = get_game(game_id)
    return len(play_one(game, [game.default_bot_level] * players, seed).log) // 2


def game_frames(game_id: str, frames: int = 300, seed: int = 1, idle_seconds: float = 6.0
                ) -> dict[str, Any]:
    """Whole frames of ``game_id``'s busiest position (see the module docstring), then the
    idle CPU share on a still screen: the app's loop as it is (still while nothing moves)
    and, for comparison, running every frame (``idle_cpu_every_frame``)."""
    headless()
    from game.core.catalogue import get_game

    game = get_game(game_id)
    players = game.max_players
    moves = midgame_moves(game_id, players, seed)
    with _play_screen(game_id, seed, moves, game.default_bot_level) as (app, play, human):
        session = play.session
        figures = _figures(*_paced(app, frames, human))
        figures.update(players=players, start_moves=moves, moves=len(session.log) - moves)
        over = session.state.is_over
        figures["idle_cpu"] = None if over else idle_share(app, play, idle_seconds)
        figures["idle_cpu_every_frame"] = (None if over else
                                           idle_share(app, play, idle_seconds, still=False))
        return figures


def thinking_frames(game_id: str, frames: int = 300, seed: int = 1, processes: bool = True,
                    think_ms: float = 1000.0) -> dict[str, Any]:
    """Whole frames of ``game_id``'s play screen while a Hard bot thinks: the busiest
    position of :func:`game_frames`, the bots Hard with ``think_ms`` a decision. Only the
    frames during which a Hard decision is being made count. ``processes`` False makes
    the decisions in the worker thread (as before the bot process), True in the bot
    process (started before timing: its start-up is once per app)."""
    headless()
    from game.core.catalogue import get_game
    from game.core.search import SearchBudget
    from game.engine.botworker import BotWorker, use_shared_worker

    game = get_game(game_id)
    moves = midgame_moves(game_id, game.max_players, seed)
    worker = BotWorker(processes=processes)
    before = use_shared_worker(worker)
    try:
        if processes:
            worker.warm()
        with _play_screen(game_id, seed, moves, "hard", SearchBudget(think_ms=think_ms)
                          ) as (app, play, human):
            marks: list[bool] = []

            def step() -> None:
                human()
                request = play.thinking
                marks.append(request is not None and not request.done())

            step.think = human.think  # type: ignore[attr-defined]
            wall, cpu, host, kinds = _paced(app, frames, step)
            marks = marks[WARMUP:]
            keep = [i for i, thinking in enumerate(marks[:len(wall)]) if thinking]
            if not keep:
                return {"frames": 0}
            figures = _figures([wall[i] for i in keep], [cpu[i] for i in keep],
                               [host[i] for i in keep], [kinds[i] for i in keep])
            figures["decisions"] = len(play.session.log) - moves
            return figures
    finally:
        use_shared_worker(before)
        worker.close()


class _Human:
    """The human at seat 0: decides (outside the timed frame, :meth:`think`) once the
    decision has been theirs for ``HUMAN_THINK`` frames with nothing moving, then plays it
    as a click would (inside the frame); in a real-time auction they hold their key and
    let go at 18. ``extra`` runs first in every frame (the table's peeking finger)."""

    def __init__(self, app: Any, play: Any, bot: Any) -> None:
        self.app, self.play, self.bot = app, play, bot
        self.waited = 0
        self.choice: Any = None
        self.extra: Callable[[], None] | None = None

    def think(self) -> None:
        app, play = self.app, self.play
        if app.top is not play or play.view.actor != 0 or play.view.animating:
            self.waited, self.choice = 0, None
            return
        self.waited += 1
        if self.waited >= HUMAN_THINK and self.choice is None:
            self.choice = self.bot.choose(play.session.state.view(0))

    def __call__(self) -> None:
        from game.engine.auction.scene import AuctionScene

        if self.extra is not None:
            self.extra()
        if isinstance(self.app.top, AuctionScene):
            _auction_hand(self.app.top, 0, 18)
            return
        if self.choice is not None:
            choice, self.choice, self.waited = self.choice, None, 0
            if self.app.top is self.play and self.play.view.actor == 0:
                self.play.submit(choice)


@contextlib.contextmanager
def _play_screen(game_id: str, seed: int, moves: int, level: str, budget: Any = None,
                 table: tuple[int, int] | None = None) -> Iterator[tuple[Any, Any, _Human]]:
    """The play screen of ``game_id`` at its largest player count after ``moves`` moves,
    a human at seat 0 and ``level`` bots elsewhere, with the human's hand: (app, scene,
    a callable to run in each frame). ``table``: in table mode on a screen of that size."""
    from game.core.bots import make_bot
    from game.core.catalogue import get_game
    from game.core.session import Seat
    from game.engine.app import App
    from game.scenes.play import PlayScene
    from game.screenshot import bot_session

    game = get_game(game_id)
    session = bot_session(game_id, seed, game.max_players, moves=moves, humans=1,
                          level=game.default_bot_level)
    session.seats = [s if s.is_human else Seat(s.name, s.colour, level)
                     for s in session.seats]
    session.bot_budget = budget
    app = App(window=table or SIZE, fullscreen=False, save_settings=False)
    app.settings.bot_delay = BOT_DELAY
    app.settings.animation_speed = 1.0
    try:
        if table is not None:
            from game.scenes.table_play import TablePlayScene

            play: Any = TablePlayScene(app, session, size=table, autosave=False)
        else:
            play = PlayScene(app, session, autosave=False)
        app.push(play)
        yield app, play, _Human(app, play, make_bot(game, game.default_bot_level, 0, seed))
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


#: frames :func:`idle_share` waits for the still screen of the human's turn (a Merchants
#: auction with the human in it, played out by its hand, comes first at times)
IDLE_WAIT = 1800


def idle_share(app: Any, play: Any, seconds: float = 6.0, still: bool = True) -> float | None:
    """Process CPU time over wall time while the still screen of the human's turn is left
    alone in the app's real loop (:meth:`App.run`); None if no still screen came.
    ``still`` False: the loop runs every frame (as it did before it could go still)."""
    from game.engine.auction.scene import AuctionScene

    for _ in range(IDLE_WAIT):  # bots and animations finish: the human's turn, still
        if (app.top is play and play.view.actor is not None and not play.animating
                and not play.dirty):
            break
        if isinstance(app.top, AuctionScene):  # (Merchants: the human holds and lets go)
            _auction_hand(app.top, 0, 18)
        app.step(FRAME)
        time.sleep(FRAME)
    else:
        return None
    app.step(FRAME)
    cpu, wall = time.process_time(), time.monotonic()
    if still:
        app.run(seconds=seconds)
    else:
        app.run(max_frames=app.frames + round(seconds / FRAME))
    return (time.process_time() - cpu) / (time.monotonic() - wall)


#: frames the board stays in view before each auction screen of :func:`auction_frames`
#: (Merchants' look at the board: 4 s; 2 s here, so that more auctions are timed)
AUCTION_LOOK = 120


def auction_frames(frames: int = 300, seed: int = 1) -> dict[str, Any]:
    """Whole frames of the real-time auction screen: five seats, one human holding a key
    (let go at a price), four bots; auction after auction, each after
    :data:`AUCTION_LOOK` frames of the screen below (the board, in the game), during
    which the auction screen gets ready as Merchants' does (its rehearsal, one step a
    frame). Every frame is timed from the first, the opening of the first auction
    screen of the session included (no warm-up frames)."""
    headless()
    import pygame

    from game.engine.app import App
    from game.engine.auction.keys import default_key
    from game.engine.auction.overlay import AuctionOverlay, AuctionSeat
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
        board = Scene(app)  # the play scene's place under the auction
        app.push(board)
        count, holding, looked = [0], [False], [0]
        rehearsal: list[Any] = [None]

        def key(kind: int) -> None:
            pygame.event.post(pygame.event.Event(kind, key=default_key(0), mod=0, scancode=0,
                                                 unicode=""))

        def keep_auction() -> None:
            """The look at the board (the next screen rehearsed), then a new auction;
            the human holds, and lets go at 14."""
            top = app.top
            if top is board and looked[0] < AUCTION_LOOK:
                if rehearsal[0] is None:
                    ahead = AuctionOverlay(seats, money=money, seed=seed + count[0],
                                           variant="app", fonts=app.fonts, clock=lambda: 0.0)
                    rehearsal[0] = ahead.rehearse()
                next(rehearsal[0], None)
                looked[0] += 1
            elif top is board:
                push_auction(app, seats, money, lambda result: None, seed=seed + count[0],
                             variant="app")
                count[0] += 1
                looked[0], rehearsal[0] = 0, None
                key(pygame.KEYDOWN)
                holding[0] = True
            elif (isinstance(top, AuctionScene) and holding[0]
                  and (top.panel.auction.price or 99) <= 14):
                key(pygame.KEYUP)
                holding[0] = False

        figures = _figures(*_paced(app, frames, keep_auction, warmup=0))
        figures["auctions"] = count[0]
        return figures
    finally:
        app.close()


def startup_time() -> float:
    """Seconds from ``App()`` construction to the title screen's first presented frame."""
    headless()
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


#: the table-mode picture: a 4K screen lying flat (four times the pixels of 1080p)
TABLE_SIZE = (3840, 2160)
#: frames between two peeks of the table benchmark's human (held for a third of them)
PEEK_EVERY = 90


def table_frames(game_id: str = "escape", frames: int = 300, seed: int = 1,
                 size: tuple[int, int] = TABLE_SIZE) -> dict[str, Any]:
    """Whole frames of ``game_id`` in table mode at ``size`` (the canvas is the window):
    the largest player count, seats round the edges, a human at seat 0 and Normal bots at
    the others, mid-game, bots moving with animations on; the human holds a finger on
    their peek area now and then (their panel repaints) and takes their decision after
    ``HUMAN_THINK`` frames. The mouse pointer does not exist on a table: no motion.
    ``latency``: how long the human's decisions took to show on the window
    (:class:`~game.tablelatency.LatencyWatch`)."""
    headless()
    import pygame

    from game.core.catalogue import get_game
    from game.engine.table.contract import TableView
    from game.tablelatency import LatencyWatch

    game = get_game(game_id)
    players = game.max_players
    moves = midgame_moves(game_id, players, seed)
    with _play_screen(game_id, seed, moves, game.default_bot_level, table=size
                      ) as (app, play, human):
        count = [0]

        def finger(kind: int, pos: tuple[int, int]) -> None:
            pygame.event.post(pygame.event.Event(
                kind, touch_id=1, finger_id=7, x=(pos[0] + 0.5) / size[0],
                y=(pos[1] + 0.5) / size[1], dx=0.0, dy=0.0, pressure=1.0))

        def peek() -> None:
            count[0] += 1
            view = play.view
            if isinstance(view, TableView) and app.top is play:
                area = view.table_peek_area(0, play.parts[0].game)
                if area is not None and count[0] % PEEK_EVERY == 0:
                    finger(pygame.FINGERDOWN, play.table.panels[0].rect_to_canvas(area).center)
                elif area is not None and count[0] % PEEK_EVERY == PEEK_EVERY // 3:
                    finger(pygame.FINGERUP, play.table.panels[0].rect_to_canvas(area).center)

        human.extra = peek
        watch, ran = LatencyWatch(), [-WARMUP - 1]

        def step() -> None:
            """The human's frame, its decision's latency watched (frames from 0, the
            first timed frame)."""
            ran[0] += 1
            watch.framed(play, ran[0] - 1)
            before = len(play.session.log)
            human()
            if len(play.session.log) > before and app.top is play:
                watch.tapped(play, ran[0])

        step.think = human.think  # type: ignore[attr-defined]
        wall, cpu, host, kinds = _paced(app, frames, step, pointer=False)
        figures = _figures(wall, cpu, host, kinds)
        figures.update(players=players, start_moves=moves,
                       moves=len(play.session.log) - moves, size=list(size),
                       latency=watch.summary(wall, cpu))
        return figures
