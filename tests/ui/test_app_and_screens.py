"""The app and the pieces that stand on it without importing each other: a pressed
widget plays through the running app's sound (game.engine.sound), the closing card
asks the screens on the stack (game.engine.farewell), toasts paint with any looks."""

from __future__ import annotations

import pygame

from game.engine import farewell
from game.engine.scene import Scene
from game.engine.toasts import toast_box
from game.engine.widgets import Button, Toggle


class _Saying(Scene):
    def __init__(self, app, text: str | None) -> None:
        super().__init__(app)
        self.text = text

    def farewell(self) -> str | None:
        return self.text


def test_a_pressed_button_and_switch_sound_through_the_apps_sound(app):
    pressed: list[str] = []
    button = Button((0, 0, 200, 80), "Go", lambda: pressed.append("go"), sound="move")
    switch = Toggle((0, 100, 200, 80), "Sound", True, lambda on: None)
    before = len(app.sound.played)
    button.activate()
    switch.activate()
    assert pressed == ["go"]
    assert app.sound.played[before:] == ["move", "click"]


def test_the_closing_card_says_the_top_most_farewell_over_the_dimmed_screen(app,
                                                                            monkeypatch):
    monkeypatch.setattr(farewell, "SECONDS", 0)
    app.push(_Saying(app, "below"))
    app.push(_Saying(app, None))
    app.push(_Saying(app, "Game saved"))
    assert app.say_farewell() == "Game saved"
    middle = app.canvas.get_at((app.canvas.get_width() // 2, app.canvas.get_height() // 2))
    corner = app.canvas.get_at((5, 5))
    assert middle != corner  # the card stands out of the shade
    app.stack[-1].text = None
    assert app.say_farewell() == "below"


def test_the_app_quits_silently_when_no_screen_has_a_farewell(app, monkeypatch):
    monkeypatch.setattr(farewell, "SECONDS", 0)
    app.push(_Saying(app, None))
    app.process_event(pygame.event.Event(pygame.QUIT))
    assert not app.running and app.farewell is None


def test_a_toast_box_is_measured_with_the_looks_it_is_given(app):
    lines, box = toast_box(app, "A short note")
    assert lines == ["A short note"]
    assert box.height == app.fonts.line_height(30) + 36
