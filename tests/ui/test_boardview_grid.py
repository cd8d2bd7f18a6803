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


def test_square_cells_shrink_until_they_fit_and_stop_at_the_least_size():
    from game.engine.boardview.grid import square_cells

    area = pygame.Rect(10, 20, 200, 80)
    roomy = square_cells(area, 4, 36)
    assert [r.size for r in roomy] == [(36, 36)] * 4 and roomy[1].left == roomy[0].right + 6
    many = square_cells(area, 10, 36)
    assert all(area.contains(r) for r in many) and many[0].width < 36
    crowded = square_cells(area, 200, 36, least=26)
    assert crowded[0].width == 26 and crowded[-1].bottom > area.bottom  # runs past, at 26
    offset = square_cells(area, 2, 30, start=50)
    assert offset[0].left == area.left + 50
    assert square_cells(area, 0, 30) == []


def test_grown_reaches_the_least_size_about_the_centre_and_never_shrinks():
    from game.engine.boardview.rects import grown

    flat = pygame.Rect(100, 100, 120, 20)
    out = grown(flat, 60)
    assert out.size == (120, 60) and out.center == flat.center
    assert grown(pygame.Rect(0, 0, 80, 90), 60).size == (80, 90)


def test_largest_outside_keeps_the_biggest_part_beside_a_block():
    from game.engine.boardview.rects import largest_outside

    area = pygame.Rect(0, 0, 400, 300)
    assert largest_outside(area, pygame.Rect(500, 500, 10, 10)) == area  # apart
    left_block = pygame.Rect(0, 0, 100, 300)
    assert largest_outside(area, left_block) == pygame.Rect(100, 0, 300, 300)
    top_band = pygame.Rect(-10, 0, 420, 200)
    assert largest_outside(area, top_band) == pygame.Rect(0, 200, 400, 100)


def test_stretched_map_rectangles_that_touch_still_touch_on_the_canvas():
    from game.engine.boardview.rects import stretched

    area = pygame.Rect(7, 11, 1000, 700)
    sx, sy = 1000 / 960, 700 / 540
    left = stretched(area, sx, sy, 0, 0, 333, 270)
    right = stretched(area, sx, sy, 333, 0, 627, 270)
    below = stretched(area, sx, sy, 0, 270, 333, 270)
    assert left.topleft == area.topleft and right.right == area.right
    assert left.right == right.left and left.bottom == below.top  # no gap, no overlap
    assert below.bottom == area.bottom


def test_key_at_names_the_first_place_holding_the_point_and_skips_missing_ones():
    from game.engine.boardview.rects import key_at

    places = {"gone": None, "a": pygame.Rect(0, 0, 50, 50), "b": pygame.Rect(40, 0, 50, 50)}
    assert key_at(places.items(), (45, 10)) == "a"  # both hold it: the first
    assert key_at(places.items(), (60, 10)) == "b"
    assert key_at(places.items(), (200, 10)) is None
    assert key_at([], (0, 0)) is None


def test_cells_no_wider_than_widest_leave_the_rest_of_the_row_over():
    from game.engine.boardview.grid import cells

    row = cells(10, 20, 1000, 3, 3, 50, 8, widest=120)
    assert [r.x for r in row] == [10, 138, 266] and {r.size for r in row} == {(120, 50)}
    narrow = cells(10, 20, 300, 3, 3, 50, 8, widest=120)  # the row is the limit
    assert {r.width for r in narrow} == {(300 - 16) // 3}


def test_kept_places_leave_gaps_and_fill_them_with_newcomers():
    """Tiles chosen away leave their places empty; the others keep theirs; a newcomer
    takes the first gap, then the end; repeats are counted (one of two copies gone)."""
    from game.engine.boardview.grid import kept_places

    assert kept_places(["a", "b", "c", "d"], ["a", "c", "d"]) == ["a", None, "c", "d"]
    assert kept_places(["a", None, "c"], ["c", "a", "x", "y"]) == ["a", "x", "c", "y"]
    assert kept_places(["a", "a", "b"], ["a", "b", "b"]) == ["a", "b", "b"]
    assert kept_places(["a", "b"], []) == [None, None]
    assert kept_places([], ["b", "a"]) == ["b", "a"]


def test_fit_grid_keeps_at_least_the_columns_it_is_given():
    """A grid that had two columns keeps them as its tiles drop to what one column
    holds (the tiles stay where they were), unless they would be too narrow."""
    rect = pygame.Rect(0, 0, 400, 300)
    assert len({r.left for r in fit_grid(rect, 3, 0, 40, 6, 2)}) == 1
    kept = fit_grid(rect, 3, 0, 40, 6, 2, least_cols=2)
    assert [r.topleft for r in kept] == [r.topleft for r in fit_grid(rect, 8, 0, 40, 6, 2)[:3]]
    assert len({r.left for r in fit_grid(rect, 3, 500, 40, 6, 2, least_cols=2)}) == 1
