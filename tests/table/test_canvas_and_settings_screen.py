"""The app draws a table at the screen's own resolution; the settings screen turns table mode
on for a screen size."""

from __future__ import annotations

from game.engine.app import CANVAS
from game.scenes.settings import SettingsScene, table_choices


def test_a_canvas_of_the_window_size_is_the_window(app):
    assert app.canvas.get_size() == CANVAS
    app.use_canvas(app.screen.get_size())
    assert app.canvas is app.screen and app.viewport.scale == 1.0
    app.use_canvas((3840, 2160))  # larger than the window: a surface of its own, scaled down
    assert app.canvas is not app.screen and app.canvas.get_size() == (3840, 2160)
    assert app.viewport.to_canvas((960, 540)) == (1920, 1080)
    app.use_canvas(CANVAS)
    assert app.canvas.get_size() == CANVAS


def test_settings_screen_table_mode(app):
    scene = SettingsScene(app)
    app.push(scene)
    choice = next(w for w in scene.widgets if w.key == "table")
    assert choice is not None and not app.settings.table_mode
    scene.set_table(65.0)
    assert app.settings.table_mode and app.settings.screen_diagonal == 65.0
    scene.set_table(0.0)
    assert not app.settings.table_mode and app.settings.screen_diagonal == 65.0
    assert (50.0, 'On, 50" screen') in table_choices(50.0)
    assert table_choices(55.0)[0] == (0.0, "Off")


def test_the_menu_canvas_stays_1080p_when_the_window_changes(app):
    """A canvas that is the window must not follow the window's size: the menus keep
    drawing at 1920x1080, scaled into any window."""
    import pygame

    app.use_canvas(CANVAS)
    assert app.canvas is app.screen  # the test window is 1920x1080
    pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    app.process_event(pygame.event.Event(pygame.VIDEORESIZE, size=(1280, 720), w=1280, h=720))
    assert app.canvas.get_size() == CANVAS and app.canvas is not app.screen
    assert app.viewport.to_canvas((640, 360)) == (960, 540)
