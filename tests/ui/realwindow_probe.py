"""Run under a real X server (``xvfb-run``) by tests/ui/test_real_window.py: opens the app
in a real window, changes window size and fullscreen through the Settings screen and F11
by posted events, and prints what the X server says about the window as JSON.

Usage: python -m tests.ui.realwindow_probe OUT.json [SHOTS_DIR]
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pygame

from game.engine.app import App
from game.engine.settings import WINDOW_SIZES
from game.scenes.settings import SettingsScene


def x_geometry(window_id: int) -> dict[str, int]:
    """Absolute position and size of the window as the X server has it (xwininfo)."""
    out = subprocess.run(["xwininfo", "-id", str(window_id)], capture_output=True,
                         text=True, check=True).stdout
    fields = {"Absolute upper-left X": "x", "Absolute upper-left Y": "y", "Width": "w",
              "Height": "h"}
    geometry: dict[str, int] = {}
    for line in out.splitlines():
        name, _, value = line.strip().partition(":")
        if name in fields:
            geometry[fields[name]] = int(value)
    return geometry


def settle(app: App) -> None:
    """Let the X server and SDL exchange the resize, move and input events."""
    for _ in range(12):
        app.step(1 / 60)
        time.sleep(0.05)


def xdotool(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True)


def real_click(app: App, canvas_pos: tuple[int, int]) -> None:
    """Move the real pointer onto a canvas position in the window and click (xdotool)."""
    geometry = x_geometry(pygame.display.get_wm_info()["window"])
    view, scale = app.viewport.rect, app.viewport.scale
    x = geometry["x"] + view.x + round(canvas_pos[0] * scale)
    y = geometry["y"] + view.y + round(canvas_pos[1] * scale)
    xdotool("mousemove", str(x), str(y))
    settle(app)
    xdotool("click", "1")
    settle(app)


def real_key(app: App, name: str) -> None:
    xdotool("key", name)
    settle(app)


def widget(app: App, key: str):
    return next(w for w in app.top.widgets if w.key == key)


def snapshot(app: App, label: str, shots: Path | None) -> dict:
    settle(app)
    window_id = pygame.display.get_wm_info()["window"]
    record = {"label": label, "x": x_geometry(window_id), "surface": app.screen.get_size(),
              "fullscreen_setting": app.settings.fullscreen,
              "is_fullscreen": pygame.display.is_fullscreen(),
              "hints": subprocess.run(["xprop", "-id", str(window_id), "WM_NORMAL_HINTS"],
                                      capture_output=True, text=True).stdout}
    top = app.top
    if isinstance(top, SettingsScene):
        toggle = next(w for w in top.widgets if w.key == "fullscreen")
        record["fullscreen_label"] = toggle.label
    if shots is not None:
        subprocess.run(["import", "-window", "root", str(shots / f"{label}.png")], check=False)
    return record


def main() -> None:
    out = Path(sys.argv[1])
    shots = Path(sys.argv[2]) if len(sys.argv) > 2 else None
    os.environ["SDL_VIDEODRIVER"] = "x11"  # read when the app starts the display
    app = App(window=(1280, 720), fullscreen=False, save_settings=False)
    app.push(SettingsScene(app))
    records = [snapshot(app, "start-1280", shots)]
    for _ in range(len(WINDOW_SIZES)):  # step the Window size chooser by real clicks
        if widget(app, "window").value == (1920, 1080):
            break
        real_click(app, widget(app, "window")._arrow_rects()[1].center)
    records.append(snapshot(app, "window-1920", shots))
    real_click(app, widget(app, "fullscreen").rect.center)
    records.append(snapshot(app, "fullscreen-on", shots))
    real_key(app, "F11")
    records.append(snapshot(app, "after-f11", shots))
    real_key(app, "F11")
    records.append(snapshot(app, "f11-again", shots))
    window_id = pygame.display.get_wm_info()["window"]
    wm = subprocess.run(["xprop", "-id", str(window_id), "WM_CLASS", "_NET_WM_NAME"],
                        capture_output=True, text=True).stdout
    app.close()
    out.write_text(json.dumps({"records": records, "xprop": wm}), "utf-8")


if __name__ == "__main__":
    main()
