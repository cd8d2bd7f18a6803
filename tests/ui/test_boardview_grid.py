"""Rectangles in rows and columns (boardview/grid.py), on their own: where each cell goes,
that cells never overlap, and that they stay inside the width they share."""

from __future__ import annotations

import pygame

from game.engine.boardview.grid import cells, fit_grid, split


def test_cells_go_row_by_row_sharing_the_width():
    out = cells(10, 20, 300, 5, 3, 40, gap=8, row_gap=6)
    w = (300 - 16) // 3
    assert [tuple(r) for r in out] == [
        (10, 20, w, 40), (10 + w + 8, 20, w, 40), (10 + 2 * (w + 8), 20, w, 40),
        (10, 66, w, 40), (10 + w + 8, 66, w, 40)]
    assert all(r.right <= 310 for r in out)
    assert not any(a.colliderect(b) for i, a in enumerate(out) for b in out[i + 1:])
    assert cells(0, 0, 100, 0, 2, 10) == []


def test_split_cuts_an_area_into_equal_parts():
    area = pygame.Rect(0, 100, 200, 300)
    down = split(area, 3)
    assert [r.height for r in down] == [94, 94, 94] and all(r.width == 200 for r in down)
    assert down[1].top == down[0].bottom + 8 and area.contains(down[-1])
    across = split(area, 4, gap=8, across=True)
    assert [r.width for r in across] == [44] * 4 and all(r.height == 300 for r in across)
    assert across[3].left == 3 * 52 and split(area, 0) == []


def test_fit_grid_adds_columns_until_the_rows_fit_and_leaves_out_the_rest():
    rect = pygame.Rect(0, 0, 300, 100)  # two rows of 44 + 6
    assert len({r.left for r in fit_grid(rect, 2, 0, 44)}) == 1  # one column holds them
    three = fit_grid(rect, 5, 0, 44)
    assert len({r.left for r in three}) == 3 and len(three) == 5
    assert len(fit_grid(rect, 9, 0, 44)) == 6  # 3 columns x 2 rows; the rest is paged
    narrow = fit_grid(pygame.Rect(0, 0, 100, 100), 5, 120, 44)
    assert len({r.left for r in narrow}) == 1  # columns narrower than min_w // 2: fewer
    assert fit_grid(rect, 0, 0, 44) == []
