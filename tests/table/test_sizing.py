"""Sizes on the table: 10 mm targets from the screen diagonal."""

from __future__ import annotations

import pytest

from game.engine.tablesetup import TableSizes, check_diagonal


def test_a_55_inch_4k_screen():
    s = TableSizes((3840, 2160), 55)
    assert 0.31 < s.mm_per_px < 0.33
    assert s.px(10) == 32
    assert s.unit == 2 and s.u(24) == 48
    assert s.min_target * s.mm_per_px >= 10


def test_a_small_screen_needs_more_pixels_per_target_than_the_1080p_floor():
    s = TableSizes((1920, 1080), 13)  # a 13-inch touch laptop: 0.15 mm per pixel
    assert s.min_target == s.px(10) > 64
    assert s.min_target * s.mm_per_px >= 10


@pytest.mark.parametrize("bad, words", [("55", "not a number"), (True, "not a number"),
                                        (5, "outside"), (24, "outside 32-120"), (500, "outside")])
def test_bad_diagonal(bad, words):
    with pytest.raises(ValueError, match=words):
        check_diagonal(bad)
