"""The box with a thing's whole text (boardview/tipbox.py) and the long press that shows
it on touch (boardview/longpress.py), each on its own: where the box goes, what it
draws, when a held target counts as a long press and that its release takes nothing."""

from __future__ import annotations

import pygame
import pytest

from game.engine.boardview.focusring import REACH
from game.engine.boardview.longpress import LongPress, pressed_key
from game.engine.boardview.tipbox import TipBox
from game.engine.text import Fonts
from game.engine.widgets import BoardTarget, Button

TEXT = "Refinery: sells 2 ore for 9 credits each; a ship with a grapple pays 1 less. " * 2


@pytest.fixture(scope="module")
def fonts():
    pygame.init()
    return Fonts()


def test_the_box_goes_below_the_thing_else_above_and_stays_on_the_board(fonts):
    tip, board = TipBox(), pygame.Rect(0, 0, 1000, 600)
    box = tip.rect(fonts, TEXT, pygame.Rect(400, 100, 120, 80), board)
    lines = tip.lines(fonts, TEXT)
    assert len(lines) > 1 and box.size == (420, len(lines) * fonts.line_height(22) + 20)
    # (clear of the keyboard's focus ring round the thing, which shows the box too)
    assert box.top == 180 + REACH + 3 and box.centerx == 460
    low = tip.rect(fonts, TEXT, pygame.Rect(400, 520, 120, 70), board)  # no room below
    assert low.bottom == 520 - REACH - 3
    edge = tip.rect(fonts, TEXT, pygame.Rect(950, 100, 40, 40), board)
    assert edge.right == 1000 and board.contains(edge)


def test_the_box_leaves_the_other_choices_in_sight(fonts):
    """Below the thing, unless that covers another thing a player may choose now; then
    above, to the right, to the left, in turn; below when each covers one."""
    tip, board = TipBox(), pygame.Rect(0, 0, 1400, 600)
    thing, gap = pygame.Rect(500, 250, 120, 80), REACH + 3
    under, over = pygame.Rect(520, 360, 80, 80), pygame.Rect(520, 100, 80, 60)
    assert tip.rect(fonts, TEXT, thing, board, [under]).bottom == thing.top - gap
    right = tip.rect(fonts, TEXT, thing, board, [under, over])
    assert right.left == thing.right + gap and not right.colliderect(thing)
    beside = pygame.Rect(640, 250, 60, 60)
    left = tip.rect(fonts, TEXT, thing, board, [under, over, beside])
    assert left.right == thing.left - gap
    everywhere = [under, over, beside, pygame.Rect(400, 250, 60, 60)]
    assert tip.rect(fonts, TEXT, thing, board, everywhere).top == thing.bottom + gap
    # a thing near the top left (Starship's Mark I Scout stack above its Tug stack)
    corner, tug = pygame.Rect(15, 130, 90, 130), pygame.Rect(15, 318, 90, 130)
    box = tip.rect(fonts, TEXT, corner, board, [tug])
    assert box.left == corner.right + gap and not box.colliderect(tug)


def test_the_box_draws_its_face_rim_and_words_inside_it(fonts):
    tip = TipBox()
    surface = pygame.Surface((800, 400))
    box = tip.rect(fonts, TEXT, pygame.Rect(250, 10, 100, 40), surface.get_rect())
    tip.draw(surface, fonts, TEXT, box)
    assert surface.get_at((box.left + 1, box.centery))[:3] == tip.rim
    assert surface.get_at((box.centerx, box.bottom - 5))[:3] == tip.face
    ink = pygame.mask.from_threshold(surface, tip.ink, (1, 1, 1, 255))
    assert ink.count() > 0
    words = ink.get_bounding_rects()[0].unionall(ink.get_bounding_rects())
    assert box.inflate(-2 * tip.pad + 2, -2 * tip.pad + 2).contains(words)
    assert surface.get_at((box.left - 3, box.top - 3))[:3] == (0, 0, 0)  # nothing outside


def test_a_press_held_long_enough_is_a_long_press_once_and_its_release_takes_nothing():
    press = LongPress(0.5)
    assert not press.update("card", 0.2) and not press.update("card", 0.2)
    assert press.update("card", 0.2)  # 0.6 s held: show the details
    assert not press.update("card", 0.2)  # once a press
    assert press.release("card") and not press.release("card")


def test_a_short_press_or_another_target_starts_again():
    press = LongPress(0.5)
    press.update("a", 0.4)
    assert not press.update("b", 0.4)  # the finger moved to another target: from zero
    press.update(None, 0.1)  # let go
    assert not press.update("b", 0.3) and not press.release("b")  # a tap: taken


def test_the_pressed_key_is_the_held_board_targets():
    target = BoardTarget(pygame.Rect(0, 0, 10, 10), lambda: None, key=("ship", 3))
    button = Button((20, 0, 40, 20), "Go", lambda: None, key="go")
    assert pressed_key([button, target]) is None
    button.pressed = True
    assert pressed_key([button, target]) is None  # a button is not a board thing
    target.pressed = True
    assert pressed_key([button, target]) == ("ship", 3)
