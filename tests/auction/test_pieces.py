"""The auction screen's drawing caches: a tick of the price repaints no panel and, once
quiet frames have rendered the coming prices, renders no text; the picture is the same
as one drawn afresh."""

from __future__ import annotations

import pygame

from game.core.auction import Phase
from game.engine.auction.render import pieces
from game.engine.text import Fonts
from tests.auction.conftest import run_frame
from tests.auction.test_overlay import hold_all, make


def _running(clock, fonts: Fonts):
    ov = make(clock, 4, fonts=fonts, bots={3: 9}, lot="the Senate card")
    hold_all(ov, clock, clock.t)
    while ov.auction.phase is not Phase.RUNNING:
        clock.t += 0.5
        run_frame(ov, clock, [])
    return ov


def test_a_tick_after_quiet_frames_renders_nothing_and_repaints_no_panel(clock, monkeypatch):
    fonts = Fonts()
    pieces(fonts).clear()
    ov = _running(clock, fonts)
    surface = pygame.Surface((1920, 1080))
    ov.draw(surface)
    for _ in range(200):  # quiet frames: the clock does not move, nothing happens
        run_frame(ov, clock, [])
    rendered: list[str] = []
    real = fonts.render
    monkeypatch.setattr(fonts, "render", lambda text, *a, **k: rendered.append(text)
                        or real(text, *a, **k))
    price = ov.auction.price
    clock.t += 1.0
    run_frame(ov, clock, [])
    assert ov.auction.price is not None and ov.auction.price < price
    ov.draw(surface)
    assert rendered == []
    fresh = _fresh_picture(ov)
    assert pygame.image.tobytes(surface, "RGB") == pygame.image.tobytes(fresh, "RGB")


def _fresh_picture(ov) -> pygame.Surface:
    """The same screen drawn with every cache emptied."""
    ov._shown = None
    pieces(ov.fonts).clear()
    surface = pygame.Surface((1920, 1080))
    ov.draw(surface)
    return surface
