"""The windows a player can choose (session 25): none smaller than the smallest that reads
(960x540: the 24 px text floor is 12 px there, 8 px at the 640x360 the app accepted), and
Settings offers each window size once on a desktop that shrinks the larger ones."""

from __future__ import annotations

import json

import pygame
import pytest

from game.__main__ import main
from game.engine import display
from game.engine import settings as settings_mod
from game.engine.app import App
from game.engine.display import MIN_WINDOW, Desktop, fit_window
from game.engine.text import MIN_SIZE
from game.scenes.settings import FITS_DESKTOP, window_choices
from tests.ui.test_window import LAPTOP, assert_on_screen, fake_desktop, settings_on
from tests.uitext import drawn, to_window

#: a 1080p desktop with a 40 px task bar, the window frame 30 px on top
FULL_HD = Desktop(pygame.Rect(0, 0, 1920, 1080), pygame.Rect(0, 0, 1920, 1040))
#: the smallest text, in window pixels, that reads on a desktop screen at arm's length
READS_PX = 12


def test_the_smallest_window_reads():
    assert MIN_WINDOW == (960, 540)
    assert MIN_SIZE * MIN_WINDOW[1] / 1080 >= READS_PX


@pytest.mark.parametrize("size", ["640x360", "959x540", "960x539", "800x600"])
def test_the_command_line_refuses_a_smaller_window(size, capsys, monkeypatch):
    monkeypatch.setattr("game.__main__._run_app", lambda *a, **k: pytest.fail("opened"))
    assert main(["play", "escape", "--window", size]) == 2
    err = capsys.readouterr().err
    assert "the smallest window is 960x540" in err and err.count("\n") == 1
    assert main(["--window", size]) == 2
    assert "the smallest window is 960x540" in capsys.readouterr().err


def test_the_command_line_takes_the_smallest_window(monkeypatch):
    opened = []
    monkeypatch.setattr("game.__main__._run_app", lambda *a, **k: opened.append(k) or 0)
    assert main(["--window", "960x540"]) == 0
    assert opened[0]["window"] == (960, 540)


@pytest.mark.parametrize(("kept", "opened"), [((640, 360), (960, 540)),
                                              ((800, 450), (960, 540)),
                                              ((1000, 500), (1000, 540)),
                                              ((1280, 720), (1280, 720))])
def test_an_older_settings_file_with_a_small_window_still_works(tmp_path, kept, opened):
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"version": 1, "window": list(kept), "volume": 0.3}), "utf-8")
    result = settings_mod.load(path)
    assert result.settings.window == opened and result.settings.volume == 0.3
    assert result.problems == [] and result.message is None  # nothing alarming
    assert not (tmp_path / "settings.json.bad").exists()


def test_a_window_is_never_opened_smaller_and_cannot_be_dragged_smaller(home, monkeypatch):
    assert fit_window((640, 360), FULL_HD.usable, (30, 0, 0, 0)).size == MIN_WINDOW
    fake_desktop(monkeypatch, FULL_HD)
    app = App(window=(640, 360), fullscreen=False)
    try:
        assert app.screen.get_size() == MIN_WINDOW
        if display.sdl() is None:
            pytest.skip("no SDL library found to ask for the window's minimum size")
        assert display.minimum_size() == MIN_WINDOW
    finally:
        app.close()


def test_settings_offers_each_window_once_on_a_1080p_desktop(home, monkeypatch):
    """1920x1080 and 2560x1440 both opened a 1848x1040 window on a 1080p desktop: two
    entries that were one. Stepping through the chooser, every entry opens a window of
    its own, one of them the largest the desktop holds."""
    with settings_on(monkeypatch, FULL_HD, (1280, 720)) as (app, drive):
        seen: dict[str, tuple[int, int]] = {}
        for _ in range(len(settings_mod.WINDOW_SIZES) + 1):
            chooser = drive.widget(key="window")
            label = chooser.options[chooser.index][1]
            seen[label] = app.screen.get_size()
            drive.click(to_window(app, chooser._arrow_rects()[1].center))
        assert sorted(seen.values()) == sorted(set(seen.values())), seen  # all different
        assert seen == {"960 x 540": (960, 540), "1280 x 720": (1280, 720),
                        "1600 x 900": (1600, 900), FITS_DESKTOP: (1795, 1010)}


def test_a_larger_screens_window_is_kept_on_a_laptop(home, monkeypatch):
    """A settings file from a larger screen (1920x1080) on a 1366x768 laptop: the window
    fits the laptop, the chooser says so, and the choice is kept for the larger screen."""
    with settings_on(monkeypatch, LAPTOP, (1920, 1080)) as (app, drive):
        chooser = drive.widget(key="window")
        assert chooser.options == [((960, 540), "960 x 540"), ((1920, 1080), FITS_DESKTOP)]
        assert chooser.value == (1920, 1080)
        assert any(line.text == FITS_DESKTOP for line in drawn(app))
        assert app.settings.window == (1920, 1080)
        assert_on_screen(app, drive, LAPTOP)


def test_window_choices_keep_sizes_that_fit_and_one_that_fills():
    def opens(size: tuple[int, int]) -> tuple[int, int]:
        return size if size[1] <= 900 else (1848, 1040)

    offered = settings_mod.WINDOW_SIZES
    assert [label for _, label in window_choices(offered, (1600, 900), opens)] == [
        "960 x 540", "1280 x 720", "1600 x 900", FITS_DESKTOP]
    assert window_choices(offered, (1600, 900), opens)[-1][0] == (1920, 1080)
    # a size of its own (the command line's) that fits is offered in order
    assert [v for v, _ in window_choices(offered, (1000, 600), opens)][:3] == [
        (960, 540), (1000, 600), (1280, 720)]
    # on a desktop that holds every size there is no such entry
    assert FITS_DESKTOP not in dict(window_choices(offered, (1280, 720), lambda s: s)).values()
