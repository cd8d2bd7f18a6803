"""Decision latency at a table: how long after a person's tap the window shows what it made
(``python -m game bench --one table:GAME`` reports it for its human's decisions;
:func:`decision_latency` measures it over a seeded game of many decisions:
``python -m game bench --latency GAME [--size WxH] [--decisions N]``).

A table paints a decision's parts (the board with its lit targets, the turn cards, the
deciding seats' panels) into its still picture over frames and copies them to the window
together (:mod:`game.scenes.table_frames`); the window keeps its last picture meanwhile.
The latency of one decision is counted from the frame in which the tap is handled (frame
0) to the frame after which the window shows the new position's decision whole
(``TableFrames.on_window``): in frames, in wall milliseconds from the start of frame 0 to
the end of that frame (frames paced at 60 a second, as on screen), and in the main
thread's CPU milliseconds over those frames. The frame counts come from the table's own
estimates, not clocks: they do not depend on the machine's load.
"""

from __future__ import annotations

import statistics
import time
from functools import partial
from typing import Any

from game.benchpace import FRAME, headless
from game.core.decisions import DecisionStack

#: frames a decision may take to show before the measure gives up on it (counted as this)
LIMIT = 240


def shows(scene: Any, position: tuple[int, int] | None) -> bool:
    """Whether the window shows ``position``'s decision whole, or a later one of the same
    line of play (a bot moved on before it was shown)."""
    shown = scene.on_window()[0]
    if shown is None or position is None:
        return False
    generation, moves = position
    return bool(shown[0] == generation and shown[1] >= moves)


class LatencyWatch:
    """Follows the decisions of a table scene frame by frame, frames counted by the
    caller: :meth:`tapped` in the frame that handles a tap, :meth:`framed` after every
    frame; :meth:`summary` from the frames' times."""

    def __init__(self) -> None:
        #: (the tap's frame, the frame after which the window showed its decision)
        self.spans: list[tuple[int, int]] = []
        self._open: tuple[tuple[int, int], int] | None = None

    def tapped(self, scene: Any, frame: int) -> None:
        """A tap was handled in ``frame``: the position it made is the one to show."""
        self._open = (scene.position(), frame)

    def drop(self) -> None:
        """Forget the open decision (another screen comes before it shows)."""
        self._open = None

    @property
    def waiting(self) -> bool:
        return self._open is not None

    def framed(self, scene: Any, frame: int) -> None:
        """``frame`` ran: it closes the open decision if the window shows it now."""
        if self._open is None:
            return
        position, began = self._open
        if shows(scene, position) or frame - began >= LIMIT:
            self.spans.append((began, frame))
            self._open = None

    def summary(self, wall: list[float], cpu: list[float]) -> dict[str, Any]:
        """Median and worst latency in frames, wall ms (each frame at least a 60th of a
        second: paced) and CPU ms, from each frame's ``wall`` and ``cpu`` time (ms); and
        the CPU time of the costliest frame of them all."""
        spans = [(a, b) for a, b in self.spans if a >= 0 and b < len(wall)]
        if not spans:
            return {"decisions": 0}
        frames = [b - a for a, b in spans]
        walls = [sum(max(w, 1000 * FRAME) for w in wall[a:b + 1]) for a, b in spans]
        cpus = [sum(cpu[a:b + 1]) for a, b in spans]
        return {"decisions": len(spans),
                "frames": [statistics.median(frames), max(frames)],
                "wall_ms": [round(statistics.median(walls), 1), round(max(walls), 1)],
                "cpu_ms": [round(statistics.median(cpus), 1), round(max(cpus), 1)],
                "frame_cpu_worst_ms": round(max(max(cpu[a:b + 1]) for a, b in spans), 2)}


def _frame(app: Any, before: Any = None) -> tuple[float, float]:
    """One app frame paced at 60 a second (``before()`` run inside it): its wall time
    including the wait to the next frame, and its CPU time (ms)."""
    began, began_cpu = time.perf_counter(), time.thread_time()
    if before is not None:
        before()
    app.step(FRAME)
    cpu = (time.thread_time() - began_cpu) * 1000
    took = time.perf_counter() - began
    if took < FRAME:
        time.sleep(FRAME - took)
    return max(took, FRAME) * 1000, cpu


def _tap(scene: Any, action: Any, watch: LatencyWatch, frame: int) -> None:
    """A person's decision taken in ``frame`` (as their tap would be), watched."""
    scene.submit(action)
    watch.tapped(scene, frame)


def decision_latency(game_id: str, size: tuple[int, int] = (3840, 2160),
                     decisions: int = 30, seed: int = 1) -> dict[str, Any]:
    """The latency (see the module docstring) of ``decisions`` decisions of a seeded game
    of ``game_id`` at its largest player count at a table of ``size``, every seat a
    person (each decision the game's default bot's choice, taken once the window shows
    the decision and nothing moves, as a person reads before tapping). A Merchants
    auction is played straight (it has a screen of its own) and the table opened again;
    the decision that led to it is not counted."""
    from game.core.bots import make_bot
    from game.core.catalogue import get_game
    from game.engine.app import App
    from game.scenes.table_play import TablePlayScene
    from game.screenshot import bot_session

    headless()
    game = get_game(game_id)
    players = game.max_players
    session = bot_session(game_id, seed, players, humans=players)
    bots = [make_bot(game, game.default_bot_level, s, seed + s) for s in range(players)]
    app = App(window=size, fullscreen=False, save_settings=False)
    app.settings.animation_speed = 1.0
    watch = LatencyWatch()
    wall: list[float] = []
    cpu: list[float] = []

    def frame(before: Any = None) -> None:
        took = _frame(app, before)
        wall.append(took[0])
        cpu.append(took[1])

    def settle(scene: TablePlayScene) -> None:
        for _ in range(LIMIT * 4):
            if not (scene.still_busy or scene.view.animating):
                return
            frame()

    def elsewhere() -> bool:
        return isinstance(session.state, DecisionStack) and session.state.decision() == "auction"

    try:
        scene: TablePlayScene | None = None
        while len(watch.spans) < decisions and not session.state.is_over:
            if scene is None or app.top is not scene or elsewhere():
                while elsewhere():
                    seat = next(iter(session.state.pending_seats()))
                    session.apply(bots[seat].choose(session.state.view(seat)))
                if session.state.is_over:
                    break
                scene = TablePlayScene(app, session, size=size, autosave=False)
                app.reset(scene)
                frame()
            settle(scene)
            seat = next(iter(session.state.pending_seats()))
            action = bots[seat].choose(session.state.view(seat))  # (the person reads)
            frame(partial(_tap, scene, action, watch, len(wall)))
            watch.framed(scene, len(wall) - 1)
            while watch.waiting:
                if app.top is not scene or elsewhere():
                    watch.drop()  # (another screen comes: not counted)
                    break
                frame()
                watch.framed(scene, len(wall) - 1)
        figures = watch.summary(wall, cpu)
        figures.update(game=game_id, players=players, size=list(size))
        return figures
    finally:
        app.close()
