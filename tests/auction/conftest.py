"""Headless pygame, a fake monotonic clock and helpers that post real pygame events."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

# at import: test modules compute key codes while they load
pygame.display.init()
pygame.font.init()


class FakeClock:
    """A monotonic clock the test moves by hand."""

    def __init__(self, t: float = 100.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


@pytest.fixture(autouse=True)
def _pygame():
    """A display for the event queue (another test's App.close may have shut it)."""
    if not pygame.display.get_init():
        pygame.display.init()
    if pygame.display.get_surface() is None:
        pygame.display.set_mode((64, 64))
    pygame.font.init()
    yield


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


def run_frame(target, clock: FakeClock, timed_events, end: float | None = None) -> None:
    """Post ``(time, event)`` pairs to the pygame queue, drain it as the app does, handle
    each event with the clock at its time, then run the frame's update at ``end``."""
    pygame.event.clear()
    times = []
    for at, event in timed_events:
        pygame.event.post(event)
        times.append(at)
    got = [e for e in pygame.event.get() if e.type not in _NOISE]
    assert len(got) == len(times), got
    for at, event in zip(times, got, strict=True):
        clock.t = at
        target.handle(event)
    if end is not None:
        clock.t = end
    elif times:
        clock.t = max(clock.t, times[-1])
    target.update()


_NOISE = {
    pygame.WINDOWSHOWN, pygame.WINDOWEXPOSED, pygame.VIDEOEXPOSE, pygame.WINDOWENTER,
    pygame.WINDOWMOVED, pygame.WINDOWSIZECHANGED, pygame.VIDEORESIZE, pygame.AUDIODEVICEADDED,
    pygame.WINDOWDISPLAYCHANGED,
}


def key_down(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, scancode=0, unicode="")


def key_up(key: int) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYUP, key=key, mod=0, scancode=0, unicode="")


def preparation_counter(monkeypatch, fonts) -> list[str]:
    """Every text rendered, font loaded or piece turned through ``fonts`` from now on
    (the work an auction screen's frame should find done before it)."""
    made: list[str] = []
    real_render, real_get, real_rotate = fonts.render, fonts.get, pygame.transform.rotate
    loaded = set(fonts._cache)

    def get(size: int, bold: bool = False) -> pygame.font.Font:
        if (max(24, int(size)), bold) not in loaded:
            made.append(f"font {size}")
        return real_get(size, bold)

    monkeypatch.setattr(fonts, "render", lambda text, *a, **k: made.append(text)
                        or real_render(text, *a, **k))
    monkeypatch.setattr(fonts, "get", get)
    monkeypatch.setattr(pygame.transform, "rotate", lambda surf, angle: made.append(
        f"turned {angle}") or real_rotate(surf, angle))
    return made
