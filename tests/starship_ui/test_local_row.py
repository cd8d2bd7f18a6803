"""A seat's Local Space row, on a monitor and in a table panel alike
(:func:`game.starship.view_layout.token_row`): a full row closes the gaps between its
tokens before it makes them smaller, but never so far that a chosen token's frame (4 px
out, ``inflate(8, 8)``) touches a lit neighbour's (3 px out, ``inflate(6, 6)``): a pixel
stays between them. At a table the row closed to 6 px and the frames overlapped."""

from __future__ import annotations

import itertools

import pygame

from game.starship.view_layout import FRAME_GAP, LOCAL_GAP, token_for, token_row
from game.starship.view_table_seat import plan_seat


def apart(tokens: list[pygame.Rect]) -> bool:
    """Every two neighbours on a row: the chosen one's frame and the lit one's a pixel
    apart (neither overlapping nor touching)."""
    for a, b in itertools.pairwise(tokens):
        if a.y == b.y:
            chosen, lit = a.inflate(8, 8), b.inflate(6, 6)
            if chosen.inflate(2, 0).colliderect(lit):
                return False
    return True


def test_a_full_local_row_in_a_table_panel_keeps_the_frames_apart():
    """Table panels of 500 to 900 pixels, 30-pixel digits, 4 to 12 tokens: where the row
    is full its gaps close to :data:`FRAME_GAP`, no closer."""
    closed = 0
    for width, count in itertools.product(range(500, 901, 20), range(4, 13)):
        plan = plan_seat(pygame.Rect(0, 0, width, 272), [], 320, 100, count, 30)
        assert len(plan.tokens) == count
        assert apart(list(plan.tokens)), (width, count)
        gaps = {b.x - a.right for a, b in itertools.pairwise(plan.tokens)}
        closed += min(gaps) < LOCAL_GAP
    assert closed  # (some rows were full: the gaps closed)


def test_the_row_closes_its_gaps_before_its_tokens_shrink():
    """A row that fits at :data:`FRAME_GAP` keeps its tokens at the size their digits
    ask; only a fuller one makes them smaller, its gaps at :data:`FRAME_GAP`."""
    token = token_for(30)
    row = pygame.Rect(0, 0, 100 + 6 * token + 5 * FRAME_GAP, token + 6)
    tokens = token_row(row, 6, token, 100)
    assert {t.width for t in tokens} == {token}
    assert {b.x - a.right for a, b in itertools.pairwise(tokens)} == {FRAME_GAP}
    tokens = token_row(row, 7, token, 100)
    assert max(t.width for t in tokens) < token and apart(tokens)
    assert {b.x - a.right for a, b in itertools.pairwise(tokens)} == {FRAME_GAP}
