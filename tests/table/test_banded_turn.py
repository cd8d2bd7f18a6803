"""A big seat panel's quarter turn is done in bands, a step each, onto a second kept
picture (game.engine.table.panel, transform.Orient.rotate_band): the same pixels as one
turn, and the picture shown stays the last whole one until the new one is whole."""

from __future__ import annotations

import random

import pygame
import pytest

from game.engine.table.panel import BAND_NEW_MS, QUARTER_BANDS, RotatedPanel
from game.engine.table.transform import Orient


def _noise(seed: int):
    """A paint of seeded random rectangles (each key a different picture)."""
    def paint(surface: pygame.Surface) -> None:
        rng = random.Random(seed)
        surface.fill((rng.randrange(256), 0, 0))
        for _ in range(300):
            w, h = surface.get_size()
            rect = pygame.Rect(rng.randrange(w), rng.randrange(h),
                               rng.randrange(1, 400), rng.randrange(1, 200))
            surface.fill((rng.randrange(256), rng.randrange(256), rng.randrange(256)), rect)
    return paint


def _bytes(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


@pytest.mark.parametrize("rotation", [90, 270])
@pytest.mark.parametrize("size", [(3840, 460), (2001, 517)])
def test_a_banded_turn_has_the_pixels_of_one_turn(rotation, size):
    panel = RotatedPanel(Orient(size, rotation))
    assert panel.banded
    panel.warm()
    for seed in (1, 2, 3):
        picture = panel.get(seed, _noise(seed))
        upright = pygame.Surface(size)
        _noise(seed)(upright)
        assert picture.get_size() == (size[1], size[0])
        assert _bytes(picture) == _bytes(Orient(size, rotation).rotate(upright))


def test_the_shown_picture_stays_whole_until_the_last_band():
    size = (3840, 460)
    panel = RotatedPanel(Orient(size, 90))
    panel.warm()
    first = _bytes(panel.get("a", _noise(1)))
    one_turn = panel.ahead("b", _noise(2))  # the paint first
    panel.prepare("b", _noise(2))
    band = panel.ahead("b", _noise(2))
    assert band == pytest.approx(3.0 * panel.megapixels / QUARTER_BANDS + BAND_NEW_MS)
    assert 2 * band > 3.0 > band  # one band a frame (table_frames.WORK_PER_FRAME)
    assert band < one_turn
    for _ in range(QUARTER_BANDS - 1):
        panel.prepare("b", _noise(2))
        assert not panel.ready("b")
        assert _bytes(panel.picture) == first  # still the last whole picture
    panel.prepare("b", _noise(2))
    assert panel.ready("b")
    upright = pygame.Surface(size)
    _noise(2)(upright)
    assert _bytes(panel.picture) == _bytes(Orient(size, 90).rotate(upright))


def test_a_new_picture_asked_for_halfway_starts_its_bands_again():
    size = (3840, 460)
    panel = RotatedPanel(Orient(size, 270))
    panel.get("a", _noise(1))
    panel.prepare("b", _noise(2))  # painted
    panel.prepare("b", _noise(2))  # one band of b
    picture = panel.get("c", _noise(3))
    upright = pygame.Surface(size)
    _noise(3)(upright)
    assert _bytes(picture) == _bytes(Orient(size, 270).rotate(upright))


def test_small_panels_and_half_turns_turn_in_one_step():
    assert not RotatedPanel(Orient((1920, 230), 90)).banded  # a 1080p table's side seat
    assert not RotatedPanel(Orient((3840, 460), 180)).banded
    with pytest.raises(ValueError, match="quarter turn"):
        Orient((10, 10), 180).rotate_band(pygame.Surface((10, 10)), 0, 5,
                                          pygame.Surface((10, 10)))
