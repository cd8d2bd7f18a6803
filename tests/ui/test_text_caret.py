"""A text field's caret moves (noticed in session 12: it had none, so a typo at the start
of a name meant erasing the whole name): Left/Right, Home/End and a tap on the selected
text place it; typing,
Backspace and Delete work there; the caret is drawn where it is."""

from __future__ import annotations

import pygame

from game.engine.scene import Scene
from game.engine.textinput import TextInput
from game.engine.widgets import Button
from tests.ui.conftest import Driver


class Plain(Scene):
    def __init__(self, app, widgets) -> None:
        super().__init__(app)
        self.widgets = widgets

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        self.draw_widgets(surface)


def field_scene(app, value="Bob"):
    values: list[str] = []
    field = TextInput((300, 300, 600, 90), value, values.append, key="name", max_len=8)
    app.push(Plain(app, [field, Button((300, 600, 300, 80), "Next", key="next")]))
    drive = Driver(app)
    drive.frames(1)
    drive.click(field.rect.center)  # focus: the whole text selected
    assert field.editing and field.selected
    return drive, field, values


def caret_x(app, field) -> int | None:
    """The column of the caret drawn in ``field`` (the focus colour, inside the text's
    line), or None."""
    surface = app.draw()
    focus = app.theme.c("focus")
    y = field.rect.centery
    for x in range(field.rect.left + 8, field.rect.right - 8):
        if tuple(surface.get_at((x, y)))[:3] == tuple(focus)[:3]:
            return x
    return None


def test_arrows_home_and_end_move_the_caret_and_typing_goes_in_there(app):
    drive, field, values = field_scene(app)
    drive.key(pygame.K_LEFT)  # on the selection: to its start
    assert not field.selected and field.caret == 0
    drive.type("A")
    assert field.value == "ABob" and field.caret == 1
    drive.key(pygame.K_RIGHT)
    drive.key(pygame.K_DELETE)  # the "o" after the caret
    assert field.value == "ABb" and field.caret == 2
    drive.key(pygame.K_BACKSPACE)  # the "B" before it
    assert field.value == "Ab" and field.caret == 1
    drive.key(pygame.K_END)
    drive.type("ee")
    drive.key(pygame.K_HOME)
    drive.key(pygame.K_DELETE)
    assert field.value == "bee" and field.caret == 0
    assert values[-1] == "bee"


def test_typing_stops_at_the_longest_name_wherever_the_caret_is(app):
    drive, field, _ = field_scene(app, "Abcdefg")  # 7 of 8
    drive.key(pygame.K_HOME)
    drive.type("XYZ")
    assert field.value == "XAbcdefg" and field.caret == 1


def test_the_caret_is_drawn_where_it_is_and_a_tap_puts_it_there(app):
    drive, field, _ = field_scene(app, "Wide name")
    field.max_len = 20
    drive.key(pygame.K_END)
    end = caret_x(app, field)
    drive.key(pygame.K_HOME)
    start = caret_x(app, field)
    assert start is not None and end is not None and start < end - 100
    drive.key(pygame.K_RIGHT)
    one = caret_x(app, field)
    assert one is not None and start < one < end
    # a tap selects the whole text again; a second tap, between "Wide" and "name", puts
    # the caret there
    gap = start + (end - start) * 4 // 9
    drive.click((gap, field.rect.centery))
    assert field.selected
    drive.click((gap, field.rect.centery))
    assert field.caret in (4, 5) and not field.selected
    drive.type("r")
    assert field.value in ("Wider name", "Wide rname")
