"""The settings screen names each window size by the window a player really gets on
this display: on a 1080p desktop "2560 x 1440" opened a window of 1848 x 1040 (shrunk to
fit), the same as "1920 x 1080", and said nothing of it."""

from __future__ import annotations

import pygame

from game.engine import display
from game.engine.display import Desktop
from game.scenes.settings import SettingsScene

DESK = Desktop(pygame.Rect(0, 0, 1920, 1080), pygame.Rect(0, 0, 1920, 1080))


def _on_a_1080p_desktop(monkeypatch) -> None:
    monkeypatch.setattr(display, "headless", lambda: False)
    monkeypatch.setattr(display, "current_display", lambda: DESK)
    monkeypatch.setattr(display, "frame_size", lambda: (36, 4, 4, 4))


def test_sizes_too_big_are_named_by_the_window_they_open(app, monkeypatch):
    _on_a_1080p_desktop(monkeypatch)
    app.settings.window = (1280, 720)
    scene = SettingsScene(app)
    app.push(scene)
    choice = next(w for w in scene.widgets if w.key == "window")
    labels = [text for _, text in choice.options]
    assert labels == ["1280 x 720", "1600 x 900", "1848 x 1040"]
    assert choice.options[-1][0] == (1920, 1080)  # the largest that fits, asked as 1080p
    assert choice.value == (1280, 720)


def test_the_current_setting_stays_chosen_when_it_is_too_big(app, monkeypatch):
    _on_a_1080p_desktop(monkeypatch)
    app.settings.window = (2560, 1440)
    scene = SettingsScene(app)
    app.push(scene)
    choice = next(w for w in scene.widgets if w.key == "window")
    assert choice.value == (2560, 1440)
    assert choice.options[choice.index][1] == "1848 x 1040"
    assert len({text for _, text in choice.options}) == len(choice.options)


def test_headless_every_size_is_offered_as_asked():
    from game.scenes.settings import window_choices

    sizes = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
    assert window_choices(sizes, (1280, 720), lambda s: s) == [
        (s, f"{s[0]} x {s[1]}") for s in sizes]
    odd = window_choices(sizes, (1000, 600), lambda s: s)
    assert odd[0] == ((1000, 600), "1000 x 600") and len(odd) == 5
