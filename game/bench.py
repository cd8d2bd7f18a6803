"""``python -m game bench``: the performance figures that belong in a benchmark, not in
timed tests. Per built game: simulated games per second with random bots, and whole frames
(events, update, draw, copy to the window) at 1920x1080 in the game's busiest position:
median, 99th percentile and worst, plus the idle CPU share (:mod:`game.framebench`); the
auction screen's frames; table mode's frames at 3840x2160 (Andromeda Escape, four seats round
the screen); the start-up time to the first frame."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from typing import Any

from game.core.catalogue import CATALOGUE, load_game
from game.core.simulate import simulate


def measure(games: int = 20, frames: int = 300, only: str | None = None) -> dict[str, Any]:
    """Every figure; ``only``: one game's alone (no auction screen, no start-up)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game import framebench

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
        frame = framebench.game_frames(entry.id, frames=frames)
        figures.update(_frame_figures(frame))
        figures["players"] = frame["players"]
        figures["start_moves"] = frame["start_moves"]
        figures["moves_during"] = frame["moves"]
        idle = frame["idle_cpu"]
        figures["idle_cpu_share"] = None if idle is None else round(idle, 4)
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
    """Wall-clock frame times, and the main thread's CPU time per frame (``cpu_ms_*``)."""
    cpu = frame["cpu"]
    return {"frame_ms_median": round(frame["median_ms"], 2),
            "frame_ms_p99": round(frame["p99_ms"], 2),
            "frame_ms_worst": round(frame["worst_ms"], 2), "frames": frame["frames"],
            "cpu_ms_median": round(cpu["median_ms"], 2), "cpu_ms_p99": round(cpu["p99_ms"], 2),
            "cpu_ms_worst": round(cpu["worst_ms"], 2)}


def _frames_text(fig: dict[str, Any]) -> str:
    return (f"frame median {fig['frame_ms_median']} ms, p99 {fig['frame_ms_p99']} ms, "
            f"worst {fig['frame_ms_worst']} ms (CPU {fig['cpu_ms_median']} / "
            f"{fig['cpu_ms_p99']} / {fig['cpu_ms_worst']} ms)")


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
              only: str | None = None) -> int:
    data = measure(games=games, frames=frames, only=only)
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
        idle = fig["idle_cpu_share"]
        table = data.get("table")
        if table is not None and table["game"] == game_id:  # its table-mode frames first
            print(f"{game_id:10} table mode, {table['players']} seats at {table['size'][0]}x"
                  f"{table['size'][1]}: {_frames_text(table)}")
        print(
            f"{game_id:10} {fig['games_per_second']:8.2f} games/s (random bots, "
            f"{fig['mean_actions']} actions/game, {fig['errors']} errors)\n"
            f"{'':10} {fig['players']} players from move {fig['start_moves']}: "
            f"{_frames_text(fig)}; idle "
            + ("n/a" if idle is None else f"{100 * idle:.2f} % of a core")
        )
    if "auction" in data:
        print(f"{'auction':10} 5 seats, {data['auction']['auctions']} auctions: "
              f"{_frames_text(data['auction'])}")
    return 0
