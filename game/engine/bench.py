"""Performance figures of the interface, headless: play-scene frame times while bots play,
and the start-up time to the first presented frame."""

from __future__ import annotations

import os
import statistics
import time


def _headless() -> None:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def frame_times(game_id: str, frames: int = 300, size: tuple[int, int] = (1920, 1080),
                seed: int = 1) -> dict:
    """Median and 99th-percentile milliseconds of update+draw of the play scene, one bot
    move per frame (a new game starts when one ends)."""
    _headless()
    from game.engine.app import App
    from game.engine.screenshot import bot_session
    from game.scenes.play import PlayScene

    app = App(window=size, fullscreen=False, save_settings=False)
    app.settings.bot_delay = 1 / 120  # one bot move per frame
    try:
        times: list[float] = []
        game_seed = seed
        scene = PlayScene(app, bot_session(game_id, game_seed), autosave=False)
        app.push(scene)
        for _ in range(frames):
            if scene.session.state.is_over:
                game_seed += 1
                scene = PlayScene(app, bot_session(game_id, game_seed), autosave=False)
                app.reset(scene)
            start = time.perf_counter()
            scene.update(1 / 60)
            if app.top is scene:
                scene.draw(app.canvas)
            times.append((time.perf_counter() - start) * 1000)
        times.sort()
        p99 = times[min(len(times) - 1, round(0.99 * (len(times) - 1)))]
        return {"median_ms": statistics.median(times), "p99_ms": p99, "frames": len(times)}
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
