"""The auction screen's kept pictures (game.engine.auction.keep): copying a kept picture of
a panel, of its number box or of the centre card gives the very pixels painting it in
place gives, at 1080p and at a 4K table, through a whole auction; a change of stage that
quiet frames prepared paints nothing in place; the store lets its oldest pictures go."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from game.core.auction import Phase
from game.engine.auction import keep
from game.engine.auction.panel import clear_number_box, draw_panel_number, paint_panel
from game.engine.auction.render import BACKGROUND, draw_centre, pieces
from game.engine.text import Fonts
from tests.auction.conftest import key_down, key_up, run_frame
from tests.auction.test_overlay import KEYS, make


def _in_place(ov, size) -> bytes:
    """The screen as the overlay shows it now, every part painted in place (no kept
    picture): the drawing before pictures were kept."""
    surface = pygame.Surface(size)
    surface.fill(BACKGROUND)
    centre = ov.centre_text()
    surface.fill(BACKGROUND, ov.layout.centre)
    draw_centre(surface, ov.layout.centre, *centre, ov.fonts, ov.unit)
    for place in ov.layout.places:
        info = ov.panel_info(place.seat)
        paint_panel(surface, place, keep.without_number(info), ov.fonts, ov.unit)
        draw_panel_number(surface, place, info, ov.fonts, ov.unit)
    return pygame.image.tobytes(surface, "RGB")


def _kept(ov, size) -> bytes:
    surface = pygame.Surface(size)
    ov.draw(surface)
    return pygame.image.tobytes(surface, "RGB")


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_kept_pictures_show_what_painting_in_place_shows_through_an_auction(clock, size):
    """Five seats (every side, two sharing the bottom), two humans and three bots; at
    each stage (waiting, holding, the count, every price, a seat letting go, the
    result) the screen drawn from kept pictures equals the screen painted in place."""
    fonts = Fonts()
    keep.forget(fonts)
    ov = make(clock, 5, fonts=fonts, bots={2: 9, 3: 12, 4: 7}, size=size,
              money={0: 35, 1: 11, 2: 40, 3: 40, 4: 40}, lot="the Senate card")
    checked = 0
    stages = [[], [(clock.t + 0.1, key_down(KEYS[0]))], [(clock.t + 0.2, key_down(KEYS[1]))]]
    for events in stages:
        run_frame(ov, clock, events)
        assert _kept(ov, size) == _in_place(ov, size)
        checked += 1
    while ov.result is None:
        clock.t += 0.5
        events = [(clock.t, key_up(KEYS[0]))] if ov.auction.price == 16 else []
        run_frame(ov, clock, events)
        assert _kept(ov, size) == _in_place(ov, size), (ov.auction.phase, ov.auction.price)
        checked += 1
    assert ov.result.winner == 0 and checked > 15
    # pictures were kept at 1080p (the test compared them); at 4K none: painted in place
    assert bool(keep.kept(fonts)) == (size == (1920, 1080))


def test_the_result_frame_after_quiet_frames_paints_nothing_in_place(clock, monkeypatch):
    """While the price runs, quiet frames make the pictures of each seat letting go: in
    the frame of the result (every panel and the centre change) no panel and no number
    box is painted in place (only the centre card is, as always)."""
    fonts = Fonts()
    pieces(fonts).clear()
    keep.forget(fonts)
    ov = make(clock, 5, fonts=fonts, bots={3: 9, 4: 7}, lot="the Senate card")
    run_frame(ov, clock, [(clock.t, key_down(KEYS[s])) for s in range(3)])
    while ov.auction.phase is not Phase.RUNNING:
        clock.t += 0.5
        run_frame(ov, clock, [])
    surface = pygame.Surface((1920, 1080))
    ov.draw(surface)
    for _ in range(400):  # quiet frames: the clock stands still
        run_frame(ov, clock, [])
        ov.draw(surface, holds=True)
    painted: list[str] = []
    for name in ("paint_panel", "clear_number_box"):
        real = getattr(keep, name)
        monkeypatch.setattr(keep, name, lambda *a, _n=name, _r=real, **k: painted.append(_n)
                            or _r(*a, **k))
    run_frame(ov, clock, [(clock.t, key_up(KEYS[1]))])
    assert ov.result is not None and ov.result.winner == 1
    changed = ov.draw(surface, holds=True)
    assert changed and len(changed) >= 6  # the centre and five panels changed
    assert painted == []
    monkeypatch.undo()
    assert pygame.image.tobytes(surface, "RGB") == _in_place(ov, (1920, 1080))


def test_the_store_lets_its_oldest_pictures_go(monkeypatch):
    fonts = Fonts()
    monkeypatch.setattr(keep, "MAX_PIXELS", 3 * 100 * 100)
    for k in range(5):
        keep.picture(fonts, ("part", k), (100, 100), lambda s, k=k: s.fill((k, 0, 0)))
    assert list(keep.kept(fonts)) == [("part", 2), ("part", 3), ("part", 4)]
    keep.picture(fonts, ("part", 2), (100, 100), lambda s: pytest.fail("kept: not painted"))
    keep.picture(fonts, ("part", 5), (100, 100), lambda s: None)
    assert list(keep.kept(fonts)) == [("part", 4), ("part", 2), ("part", 5)]
    assert keep.keeps((552, 235)) and keep.keeps((1128, 235))  # 1080p panels
    assert not keep.keeps((1152, 562))  # the centre card: painted in place
    # at 4K a number box (0.8 MB of new memory a price) is painted in place too
    assert keep.keeps((170, 310)) and not keep.keeps((340, 620), 2.0)


def test_a_number_box_picture_equals_clearing_and_drawing_the_number(clock):
    ov = make(clock, 4, size=(1920, 1080))
    kept = pygame.Surface((1920, 1080))
    in_place = pygame.Surface((1920, 1080))
    for place in ov.layout.places:
        info = replace(keep.without_number(ov.panel_info(place.seat)),
                       number="16", number_colour=(236, 240, 248))
        area = keep.paint_number_box(kept, place, info, ov.fonts)
        assert area is not None
        clear_number_box(in_place, area)
        draw_panel_number(in_place, place, info, ov.fonts)
    assert pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(in_place, "RGB")


def test_a_full_store_paints_a_new_picture_on_the_oldest_surface_of_its_size(monkeypatch):
    """Once the store is full a new picture reuses the surface of the oldest picture of
    its size (no fresh memory in a frame), painted over whole."""
    fonts = Fonts()
    monkeypatch.setattr(keep, "MAX_PIXELS", 2 * 100 * 100 + 50 * 50)
    first = keep.picture(fonts, "a", (100, 100), lambda s: s.fill((1, 0, 0)))
    keep.picture(fonts, "small", (50, 50), lambda s: s.fill((2, 0, 0)))
    keep.picture(fonts, "b", (100, 100), lambda s: s.fill((3, 0, 0)))
    third = keep.picture(fonts, "c", (100, 100), lambda s: s.fill((4, 0, 0)))
    assert third is first and third.get_at((5, 5))[:3] == (4, 0, 0)
    assert list(keep.kept(fonts)) == ["small", "b", "c"]
