"""``python -m game bench``: the performance figures that belong in a benchmark, not in
timed tests. Per built game: simulated games per second with random bots, and whole frames
(events, update, draw, copy to the window) at 1920x1080 in the game's busiest position:
median, 99th percentile and worst, plus the idle CPU share (:mod:`game.framebench`); the
same screen's frames while a Hard bot thinks, in the worker thread and in the bot process;
the auction screen's frames; table mode's frames at 3840x2160 (Andromeda Escape, four seats
round the screen); the start-up time to the first frame."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from typing import TYPE_CHECKING, Any

from game import framebench
from game.benchpace import headless
from game.core.catalogue import CATALOGUE, load_game
from game.core.simulate import simulate

if TYPE_CHECKING:
    import argparse


def measure(games: int = 20, frames: int = 300, only: str | None = None,
            idle_seconds: float = 6.0) -> dict[str, Any]:
    """Every figure; ``only``: one game's alone (no auction screen, no start-up)."""
    headless()
    result: dict[str, Any] = {"games": {}}
    for entry in CATALOGUE:
        if only is not None and entry.id != only:
            continue
        game = load_game(entry.id)
        if game is None:
            result["games"][entry.id] = {"built": False}
            continue
        counts = list(range(game.min_players, game.max_players + 1))
        report = simulate(entry.id, counts, games, seed=0, levels=("random",))
        figures: dict[str, Any] = {
            "built": True,
            "simulated_games": report.games,
            "errors": len(report.errors),
            "games_per_second": round(report.games_per_second, 2),
            "mean_actions": round(report.mean_actions, 1),
        }
        frame = framebench.game_frames(entry.id, frames=frames, idle_seconds=idle_seconds)
        figures.update(_frame_figures(frame))
        figures["players"] = frame["players"]
        figures["start_moves"] = frame["start_moves"]
        figures["moves_during"] = frame["moves"]
        for key, name in (("idle_cpu", "idle_cpu_share"),
                          ("idle_cpu_every_frame", "idle_cpu_share_every_frame")):
            idle = frame[key]
            figures[name] = None if idle is None else round(idle, 4)
        for mode, processes in (("thread", False), ("process", True)):
            thinking = framebench.thinking_frames(entry.id, frames=frames, processes=processes)
            figures[f"hard_thinking_{mode}"] = (
                {**_frame_figures(thinking), "decisions": thinking["decisions"]}
                if thinking["frames"] else None)
        result["games"][entry.id] = figures
    if only is not None:
        return result
    auction = framebench.auction_frames(frames=frames)
    result["auction"] = {**_frame_figures(auction), "auctions": auction["auctions"]}
    result["startup_s"] = round(framebench.startup_time(), 3)
    result["process_startup_s"] = round(process_startup_time(), 3)
    table = framebench.table_frames("escape", frames=frames)
    result["table"] = {**_frame_figures(table), "game": "escape", "players": table["players"],
                       "size": table["size"]}
    return result


def _frame_figures(frame: dict[str, Any]) -> dict[str, Any]:
    """Wall-clock frame times, the main thread's CPU time per frame (``cpu_ms_*``), every
    frame over ``framebench.SLOW_MS`` with the host's steal time and run-queue wait in it,
    and the frames over 16.7 ms of wall time (``dropped``: how many, how many of them with
    host time in them)."""
    cpu = frame["cpu"]
    return {"frame_ms_median": round(frame["median_ms"], 2),
            "frame_ms_p99": round(frame["p99_ms"], 2),
            "frame_ms_worst": round(frame["worst_ms"], 2), "frames": frame["frames"],
            "cpu_ms_median": round(cpu["median_ms"], 2), "cpu_ms_p99": round(cpu["p99_ms"], 2),
            "cpu_ms_worst": round(cpu["worst_ms"], 2),
            "cpu_ms_own_worst": None if cpu["own_worst_ms"] is None else round(
                cpu["own_worst_ms"], 2), "slow_frames": frame["slow_frames"],
            "host_ms": frame["host_ms"], "dropped": frame["dropped"]}


def _share(value: float | None) -> str:
    return "n/a" if value is None else f"{100 * value:.2f} %"


def _frames_text(fig: dict[str, Any]) -> str:
    """One run's figures in a line: wall and CPU median / p99 / worst (and the worst of
    the frames the host took no time from: their own work), the 60 Hz verdict
    (frames over 16.7 ms of wall time, and how many of them the host took time from) and
    how many frames are over ``framebench.SLOW_MS`` (listed under the line)."""
    slow_ms, dropped = _ms(framebench.SLOW_MS), fig["dropped"]
    drop_ms = f"{framebench.DROP_MS:.1f} ms"
    verdict = (f"{dropped['frames']} frame(s) over {drop_ms} of wall time, {dropped['host']} "
               f"of them with >= {_ms(framebench.HOST_MS)} of host time in them"
               if dropped["frames"] else f"no frame over {drop_ms} of wall time")
    own = fig.get("cpu_ms_own_worst")
    own_text = "" if own is None else f", worst without host time {own} ms"
    return (f"frame median {fig['frame_ms_median']} ms, p99 {fig['frame_ms_p99']} ms, "
            f"worst {fig['frame_ms_worst']} ms (CPU {fig['cpu_ms_median']} / "
            f"{fig['cpu_ms_p99']} / {fig['cpu_ms_worst']} ms{own_text}); {verdict}; " + (
                f"{len(fig['slow_frames'])} frame(s) over {slow_ms}, listed below"
                if fig["slow_frames"] else f"no frame over {slow_ms}"))

#: slow frames listed one a line in the text report (the JSON has them all)
SLOW_SHOWN = 8


_ms = framebench.ms_text


def slow_lines(fig: dict[str, Any]) -> list[str]:
    """The frames over ``framebench.SLOW_MS``, one a line, each with what the host took
    in it (the VM's steal time, the run-queue wait), after a line with the host's time
    over the run."""
    slow = fig["slow_frames"]
    if not slow:
        return []
    host = fig["host_ms"]
    lines = [f"{'':12}over {_ms(framebench.SLOW_MS)} (the host over the whole run: steal "
             f"{_ms(host['steal'])}, run-queue wait {_ms(host['wait'])}):"]
    lines += [f"{'':14}{framebench.slow_frame_text(f)}" for f in slow[:SLOW_SHOWN]]
    if len(slow) > SLOW_SHOWN:
        lines.append(f"{'':14}... and {len(slow) - SLOW_SHOWN} more (--json lists them all)")
    return lines


def _print_slow(fig: dict[str, Any] | None) -> None:
    for line in [] if fig is None else slow_lines(fig):
        print(line)


_PROBE = (
    "from game.engine.app import App\n"
    "from game.scenes.title import TitleScene\n"
    "app = App(save_settings=False)\n"
    "app.push(TitleScene(app))\n"
    "while app.first_present_at is None and app.step():\n"
    "    pass\n"
    "print(app.first_present_at)\n"
    "app.close()\n"
)


def process_startup_time() -> float:
    """Seconds from launching a fresh ``python`` process to the title screen's first frame:
    interpreter start, imports, window and the first draw (what a player waits for).

    Both ends are read from ``time.monotonic``, which on Linux, macOS and Windows is one
    system-wide clock, so the child's timestamp can be compared with ours."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    start = time.monotonic()
    out = subprocess.run(
        [sys.executable, "-c", _PROBE], capture_output=True, text=True, env=env, timeout=120,
        check=True,
    ).stdout
    return float(out.strip().splitlines()[-1]) - start


def run_bench(as_json: bool = False, games: int = 20, frames: int = 300,
              only: str | None = None, idle_seconds: float = 6.0) -> int:
    data = measure(games=games, frames=frames, only=only, idle_seconds=idle_seconds)
    if as_json:
        print(json.dumps(data, sort_keys=True))
        return 0
    if "startup_s" in data:
        print(
            f"start-up to first frame: {data['process_startup_s']} s from a new process "
            f"({data['startup_s']} s of it from creating the window)"
        )
    for game_id, fig in data["games"].items():
        if not fig["built"]:
            print(f"{game_id:10} not built")
            continue
        table = data.get("table")
        if table is not None and table["game"] == game_id:  # its table-mode frames first
            print(f"{game_id:10} table mode, {table['players']} seats at {table['size'][0]}x"
                  f"{table['size'][1]}: {_frames_text(table)}")
            _print_slow(table)
        print(
            f"{game_id:10} {fig['games_per_second']:8.2f} games/s (random bots, "
            f"{fig['mean_actions']} actions/game, {fig['errors']} errors)\n"
            f"{'':10} {fig['players']} players from move {fig['start_moves']}: "
            f"{_frames_text(fig)}; idle {_share(fig['idle_cpu_share'])} of a core "
            f"({_share(fig['idle_cpu_share_every_frame'])} running every frame)"
        )
        _print_slow(fig)
        for mode in ("thread", "process"):
            think = fig[f"hard_thinking_{mode}"]
            print(f"{'':10} while a Hard bot thinks in the {mode + ':':8} "
                  + ("no frame measured" if think is None else
                     f"{_frames_text(think)} over {think['frames']} frames"))
            _print_slow(think)
    if "auction" in data:
        print(f"{'auction':10} 5 seats, {data['auction']['auctions']} auctions: "
              f"{_frames_text(data['auction'])}")
        _print_slow(data["auction"])
    return 0


def run_command(args: argparse.Namespace) -> int:
    """``python -m game bench`` with its parsed arguments: the frame goals (``--goal``),
    one frame bench (``--one``), a table's decision latency (``--latency``), or every
    figure once."""
    from game import benchgoal

    if args.goal:
        return benchgoal.run_goal(rounds=args.rounds, frames=args.frames, as_json=args.json)
    if args.one is not None:
        return benchgoal.run_one_text(args.one, frames=args.frames, as_json=args.json)
    if args.latency is not None:
        from game.tablelatency import decision_latency

        print(json.dumps(decision_latency(args.latency, args.size, args.decisions)))
        return 0
    return run_bench(as_json=args.json, games=args.games, frames=args.frames or 300,
                     only=args.game, idle_seconds=args.idle_seconds)
