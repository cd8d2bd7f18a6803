"""The engine's table card layout (game/engine/table/cardframe.py): sections stack into as
few columns as hold them, items fill a grid, a card splits along its longer side; all
inside the card's margin."""

from __future__ import annotations

import pygame

from game.engine.table.cardframe import PAD, item_columns, split_card, stacked


def u(value: float) -> int:
    return round(value)


def inside(size: tuple[int, int], rects: list[pygame.Rect]) -> bool:
    card = pygame.Rect((0, 0), size).inflate(-2 * PAD, -2 * PAD)
    return all(card.contains(r) for r in rects)


def test_sections_stack_in_one_column_on_a_tall_card() -> None:
    rects = stacked((300, 600), [100, 150, 80], u)
    assert [r.x for r in rects] == [PAD] * 3
    assert rects[1].top == rects[0].bottom + 10 and inside((300, 600), rects)


def test_sections_sit_side_by_side_on_a_card_turned_a_quarter() -> None:
    rects = stacked((600, 300), [150, 150, 150], u)
    assert len({r.x for r in rects}) > 1 and inside((600, 300), rects)
    assert all(r.height == 150 for r in rects)
    widths = {r.width for r in rects}
    assert len(widths) == 1  # equal columns


def test_items_fill_columns_only_as_many_as_needed() -> None:
    tall = item_columns((300, 800), 5, 60, 200, u, top=40)
    assert len({r.x for r in tall}) == 1 and tall[0].top == 40  # one column holds them
    wide = item_columns((900, 200), 6, 52, 200, u, top=40)
    assert len({r.x for r in wide}) > 1  # a short card: side by side
    assert all(r.width >= 200 for r in wide) and all(r.bottom <= 200 for r in wide)


def test_items_get_shorter_rather_than_run_off_a_card_at_their_least_width() -> None:
    rects = item_columns((260, 200), 4, 60, 200, u)
    assert len({r.x for r in rects}) == 1  # no room for a second column of 200
    assert all(r.height < 60 for r in rects) and rects[-1].bottom <= 200


def test_a_card_splits_along_its_longer_side() -> None:
    tall = split_card((300, 600), 2, u)
    assert tall[0].x == tall[1].x and tall[1].top == tall[0].bottom + 10
    wide = split_card((600, 300), 3, u)
    assert wide[0].y == wide[2].y and len({r.width for r in wide}) == 1
    assert inside((300, 600), tall) and inside((600, 300), wide)
