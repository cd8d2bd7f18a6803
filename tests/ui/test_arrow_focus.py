"""Arrow keys move the keyboard focus to what lies that way on the screen
(:mod:`game.engine.focusmove`), Tab / Shift+Tab keep the list order, and a focused widget
that uses arrows itself keeps them."""

from __future__ import annotations

import pygame
import pytest

from game.engine.focusmove import toward
from game.engine.scene import Scene
from game.engine.scrolltext import ScrollText
from game.engine.textinput import TextInput
from game.engine.widgets import Button, Choice
from game.scenes.select import SelectScene
from tests.ui.conftest import Driver

R = pygame.Rect

# a 2x2 grid listed row by row: 0 1 / 2 3
GRID = [R(100, 100, 400, 200), R(540, 100, 400, 200),
        R(100, 340, 400, 200), R(540, 340, 400, 200)]


def move(origin: int, rects: list[pygame.Rect], direction: str) -> int | None:
    """``toward`` from ``rects[origin]`` over the others; the answer as an index of
    ``rects`` (None: the focus stays)."""
    others = [i for i in range(len(rects)) if i != origin]
    found = toward(rects[origin], [rects[i] for i in others], direction)
    return None if found is None else others[found]


@pytest.mark.parametrize(("origin", "direction", "expected"), [
    (0, "down", 2), (0, "right", 1), (1, "down", 3), (1, "left", 0),
    (2, "up", 0), (2, "right", 3), (3, "up", 1), (3, "left", 2),
])
def test_a_2x2_grid_moves_to_the_neighbour_that_way_not_the_next_in_the_list(
        origin, direction, expected):
    assert move(origin, GRID, direction) == expected


@pytest.mark.parametrize(("origin", "direction", "expected"), [
    (0, "up", 2), (2, "down", 0), (0, "left", 1), (1, "right", 0),
])
def test_at_an_edge_the_focus_wraps_to_the_far_side_of_its_row_or_column(
        origin, direction, expected):
    assert move(origin, GRID, direction) == expected


ROW = [R(100 + 200 * i, 500, 160, 80) for i in range(5)]
COLUMN = [R(800, 100 + 120 * i, 320, 80) for i in range(6)]


@pytest.mark.parametrize(("line", "forward", "back", "across"), [
    (ROW, "right", "left", ("up", "down")), (COLUMN, "down", "up", ("left", "right")),
], ids=["row", "column"])
def test_a_row_or_column_steps_one_at_a_time_and_wraps_at_its_ends(line, forward, back,
                                                                   across):
    last = len(line) - 1
    assert move(2, line, forward) == 3 and move(2, line, back) == 1
    assert move(last, line, forward) == 0 and move(0, line, back) == last
    # nothing beside a lone row or column: the focus stays
    assert all(move(2, line, d) is None for d in across)


def test_nothing_at_all_that_way_nor_in_line_keeps_the_focus():
    lone = [R(100, 100, 200, 80), R(600, 600, 200, 80)]
    # the other button is down-right, on the diagonal: Down and Right reach it, Up and
    # Left find nothing ahead and nothing in the same row or column to wrap to
    assert move(0, lone, "down") == 1 and move(0, lone, "right") == 1
    assert move(0, lone, "up") is None and move(0, lone, "left") is None


def test_widgets_of_different_sizes_a_wide_bar_and_a_tall_panel():
    rects = [
        R(100, 100, 1700, 80),   # 0: a wide bar across the top
        R(100, 300, 300, 80),    # 1: a row of three below it
        R(800, 300, 300, 80),    # 2
        R(1500, 300, 300, 80),   # 3
        R(100, 500, 400, 500),   # 4: a tall panel at the bottom left
        R(700, 900, 200, 80),    # 5: a small button right of the panel's foot
    ]
    # Down from the wide bar: the one below its middle (least sideways offset)
    assert move(0, rects, "down") == 2
    # Up from any of the row: the bar that spans them all
    assert all(move(i, rects, "up") == 0 for i in (1, 2, 3))
    # Left from the small button: the tall panel beside it (in its row), though the
    # panel's centre lies far above the button's
    assert move(5, rects, "left") == 4
    # Right from the panel: the small button in its row beats the nearer-centred row above
    assert move(4, rects, "right") == 5
    # Down from the middle of the row: the small button that overlaps its column, not the
    # tall panel, though the panel's top edge is nearer
    assert move(2, rects, "down") == 5


def test_in_line_beats_nearer_off_line_for_left_and_right_but_not_for_a_row_just_below():
    # Right: the button next door in the same row wins over one as near just below it
    rects = [R(100, 100, 100, 80), R(260, 110, 100, 80), R(260, 200, 100, 80)]
    assert move(0, rects, "right") == 1
    # and one far along the row over one beside the row that is not next door either
    rects = [R(100, 100, 100, 80), R(900, 110, 100, 80), R(260, 200, 100, 80),
             R(100, 200, 100, 80)]
    assert move(0, rects, "right") == 1
    # but a neighbour next door just below the row beats the far end of the row, which
    # is not next door (no arrow from anywhere reached it otherwise: a ship just above a
    # card's row on Escape)
    rects = [R(100, 100, 100, 80), R(900, 110, 100, 80), R(260, 200, 100, 80)]
    assert move(0, rects, "right") == 2
    # Down: a button wholly before the in-column one (a row just below, offset sideways)
    # wins over the one far down the column
    rects = [R(100, 100, 100, 80), R(100, 900, 100, 80), R(220, 260, 100, 80)]
    assert move(0, rects, "down") == 2


def test_a_thing_more_below_than_beside_is_down_not_left():
    # nothing in the row to the left; a card just left of the focus's edge but far
    # below it, and a mine up-left, more beside than above: Left goes to the mine, and
    # Down to the card
    bag, card, mine = R(680, 663, 105, 127), R(559, 871, 106, 173), R(425, 585, 36, 36)
    rects = [bag, card, mine]
    assert move(0, rects, "left") == 2
    assert move(0, rects, "down") == 1
    # with nothing in the cone, a thing at most twice as far beside as ahead is still
    # that way (the wide cone: no dead key, and on Escape's ring the next field along);
    # one more than twice as far beside is not: Left from the bag finds nothing, nor
    # anything in its row to wrap to
    assert move(0, [bag, card], "left") == 1
    assert move(0, [bag, card.move(0, 40)], "left") is None
    # Up from a ship at the top left does not jump to a button far right a little higher
    ship, platform = R(448, 318, 66, 66), R(1137, 281, 298, 91)
    assert move(0, [ship, platform], "up") is None


def test_ties_go_to_the_earlier_in_the_tab_order():
    # two hexes below, down-left and down-right, equally far and equally offset
    rects = [R(200, 100, 100, 100), R(150, 175, 100, 100), R(250, 175, 100, 100)]
    assert move(0, rects, "down") == 1
    rects = [rects[0], rects[2], rects[1]]
    assert move(0, rects, "down") == 1


# ------------------------------------------------------------------ in a real scene
def select_screen(app) -> tuple[Driver, SelectScene]:
    drive = Driver(app)
    scene = SelectScene(app)
    app.push(scene)
    drive.frames(1)
    return drive, scene


def test_down_from_escape_lands_on_pandorum_below_it_by_posted_keys(app):
    drive, scene = select_screen(app)
    assert scene.focus is not None and scene.focus.key == "escape"
    drive.key(pygame.K_DOWN)
    assert scene.focus.key == "pandorum"  # below it, not Starship (the next in the list)
    drive.key(pygame.K_RIGHT)
    assert scene.focus.key == "merchants"
    drive.key(pygame.K_UP)
    assert scene.focus.key == "starship"
    drive.key(pygame.K_LEFT)
    assert scene.focus.key == "escape"
    drive.key(pygame.K_RIGHT)
    drive.key(pygame.K_UP)  # the Back button sits above Starship's tile, at the top right
    assert scene.focus.key == "back"
    drive.key(pygame.K_RETURN)
    assert app.top is not scene


def test_tab_and_shift_tab_keep_the_list_order(app):
    drive, scene = select_screen(app)
    order = [w.key for w in scene.focusables()]
    assert order == ["escape", "starship", "pandorum", "merchants", "back"]
    seen = []
    for _ in order:
        drive.key(pygame.K_TAB)
        seen.append(scene.focus.key)
    assert seen == [*order[1:], order[0]]
    drive.key(pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.focus.key == order[-1]


def test_the_arrow_commands_follow_rebound_keys(app):
    app.settings.bindings.keys["down"] = "s"
    drive, scene = select_screen(app)
    drive.key(pygame.K_s)
    assert scene.focus.key == "pandorum"
    drive.key(pygame.K_DOWN)  # no longer bound: nothing moves
    assert scene.focus.key == "pandorum"


class Plain(Scene):
    """A scene that only lists widgets."""


def test_with_no_focus_an_arrow_focuses_what_tab_would(app):
    scene = Plain(app)
    a, b = Button((100, 500, 200, 80), "A", key="a"), Button((100, 100, 200, 80), "B", key="b")
    scene.widgets = [a, b]
    app.push(scene)
    drive = Driver(app)
    drive.frames(1)
    assert scene.focus is None
    drive.key(pygame.K_UP)  # B lies up, but with no focus yet the arrow acts as Tab
    assert scene.focus is a


def test_a_stepper_a_scrolling_text_and_a_text_field_keep_their_own_arrows(app):
    scene = Plain(app)
    changed: list[object] = []
    stepper = Choice((100, 100, 700, 80), "Level", [(1, "One"), (2, "Two"), (3, "Three")],
                     1, changed.append, key="level")
    text = ScrollText((900, 100, 600, 300), "\n".join(f"line {i}" for i in range(80)),
                      key="text")
    field = TextInput((100, 300, 400, 80), "Ann", lambda v: None, key="name")
    below = Button((100, 600, 300, 80), "Below", key="below")
    scene.widgets = [stepper, text, field, below]
    app.push(scene)
    drive = Driver(app)
    drive.frames(1)
    scene.set_focus(stepper)
    drive.key(pygame.K_RIGHT)  # the stepper's: a step, the focus stays
    assert changed == [2] and scene.focus is stepper
    drive.key(pygame.K_DOWN)  # not the stepper's: to the field below it
    assert scene.focus is field and field.editing and field.selected
    drive.key(pygame.K_RIGHT)  # the field's: the selection drops, the focus stays
    assert scene.focus is field and field.editing and not field.selected
    drive.key(pygame.K_DOWN)  # a one-line field lets Down go: to the button below
    assert scene.focus is below and not field.editing
    scene.set_focus(text)
    drive.frames(1)  # the text is laid out when drawn
    drive.key(pygame.K_DOWN)  # the text's: it scrolls, the focus stays
    assert scene.focus is text and text.offset > 0
    drive.key(pygame.K_LEFT)  # not the text's: to the stepper on its left
    assert scene.focus is stepper


def hex_rows(rows: int = 6, cols: int = 8) -> list[pygame.Rect]:
    """Cells of a hex map's offset rows (each row half a cell along from the last), in
    Tab order row by row: a cell's two neighbours below are equally near."""
    return [R(100 + c * 100 + (r % 2) * 50, 100 + r * 120, 80, 70)
            for r in range(rows) for c in range(cols)]


def test_down_on_a_hex_map_keeps_to_its_column_instead_of_drifting_to_one_side(app):
    """Noticed in session 12: Down between two equally near cells took the earlier in
    Tab order every time, so Down, Down, Down walked a hex map down and to the left.
    A tie now goes to the cell nearer the lane the arrows walk along: the focus
    zig-zags down one column. Left/Right in between start a new lane."""
    scene = Plain(app)
    scene.widgets = [Button(rect, str(i), key=i) for i, rect in enumerate(hex_rows())]
    app.push(scene)
    drive = Driver(app)
    drive.frames(1)
    start = scene.widgets[3]  # row 0, x 400-480
    scene.set_focus(start)
    xs = []
    for _ in range(5):
        drive.key(pygame.K_DOWN)
        xs.append(scene.focus.rect.centerx)
    assert [x - start.rect.centerx for x in xs] in ([-50, 0, -50, 0, -50], [50, 0, 50, 0, 50])
    for _ in range(4):  # back up the same lane, to row 1
        drive.key(pygame.K_UP)
    assert scene.focus.rect.centerx == xs[0]
    assert scene.focus.rect.top == start.rect.top + 120
    drive.key(pygame.K_RIGHT)  # a new axis: a new lane from here
    here = scene.focus.rect.centerx
    drive.key(pygame.K_DOWN)
    drive.key(pygame.K_DOWN)
    assert scene.focus.rect.centerx == here


def test_toward_breaks_a_tie_by_the_lane():
    cells = hex_rows(2, 3)  # row 0: x 100, 200, 300; row 1: x 150, 250, 350
    origin = cells[4]  # row 1, centre x 290
    others = [c for i, c in enumerate(cells) if i != 4]
    left, right = others.index(cells[1]), others.index(cells[2])
    assert toward(origin, others, "up") == left  # no lane: the Tab order, as before
    assert toward(origin, others, "up", lane=340) == right
    assert toward(origin, others, "up", lane=240) == left
