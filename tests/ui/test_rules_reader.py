"""The rules reader (issue 15, item 8): a first page "Playing it here" per game from its data
file, and the printed rulebooks tidied at display time (no empty headings, no picture
legends, no raw tables, the app's note where Merchants' book sends players to a phone)."""

from __future__ import annotations

import re

import pygame
import pytest

from game.core import catalogue
from game.engine.scrolltext import is_heading
from game.scenes import helptext
from game.scenes.rulebook import RulesScene, playing_here_text, rulebook_text
from game.scenes.rulebook_text import NOTE_MARK
from tests.ui.conftest import Driver
from tests.uitext import (
    WINDOW_SIZES,
    assert_inside,
    assert_no_overlap,
    assert_readable,
    assert_shown,
    drawn,
    to_window,
)

GAMES = [g.id for g in catalogue.CATALOGUE]


def filled(text: str) -> list[str]:
    return [line for line in text.split("\n") if line.strip()]


@pytest.mark.parametrize("game_id", GAMES)
def test_every_rulebook_is_tidy(game_id):
    lines = filled(rulebook_text(game_id))
    for i, line in enumerate(lines):
        assert not line.lstrip().startswith("|"), f"a raw table row: {line!r}"
        if line.strip() == "Table of Contents":
            assert lines[i + 1].lstrip()[:1] in "-•", "an empty Table of Contents"
        if line.strip() == "Icons":
            raise AssertionError("an Icons legend without its pictures")
    assert not is_heading(lines[-1]), f"the book ends on a heading: {lines[-1]!r}"
    assert sum(1 for line in lines if line.strip() == "Table of Contents") <= 1


def test_merchants_notes_stand_under_the_mobile_app_lines():
    lines = filled(rulebook_text("merchants"))
    for needle in ("uses a free mobile app", "open the Merchants of Andromeda app"):
        at = next(i for i, line in enumerate(lines) if needle in line)
        note = lines[at + 1]
        assert note.startswith(NOTE_MARK) and "auction screen" in note, note


@pytest.mark.parametrize("game_id", GAMES)
def test_playing_it_here_names_the_controls(game_id):
    page = playing_here_text(game_id)
    assert filled(page)[0] == "Playing it here"
    for words in ("Undo", "Backspace", "Moves", "Tab", "Enter", "Esc", "F11", "tap"):
        assert words in page, f"{game_id}: the page does not mention {words}"
    if game_id == "merchants":
        for words in ("hold", "Left Shift", "let go", "Auction keys and key test"):
            assert words in page
    if catalogue.load_game(game_id).hidden_information:
        assert "Pass to" in page  # how hidden hands are kept secret in hot-seat


@pytest.mark.parametrize("game_id", GAMES)
def test_playing_it_here_names_the_colours_the_boards_draw(game_id):
    """Green is "you may choose" and yellow "chosen" in every game
    (game.engine.boardview.colours): the page never calls a choice yellow (Escape's said
    the ships that may move had a yellow dashed ring; they are drawn green)."""
    page = playing_here_text(game_id).lower()
    for clause in re.split(r"[\n.;:]", page):
        if "yellow" in clause:
            assert not any(w in clause for w in ("dashed", "may move", "may choose")), clause


def test_a_broken_help_file_is_named_not_fatal(monkeypatch, tmp_path):
    bad = tmp_path / "help.toml"
    bad.write_text("playing_here = 5\n", "utf-8")
    monkeypatch.setattr(helptext, "data_file", lambda game_id, name: bad)
    helptext.load_help.cache_clear()
    try:
        page = playing_here_text("escape")
        assert "could not be loaded" in page and "playing_here must be a text" in page
        assert "Table of Contents" not in rulebook_text("escape")  # the book still shows
    finally:
        helptext.load_help.cache_clear()


@pytest.mark.parametrize("window", WINDOW_SIZES)
def test_the_reader_opens_on_playing_it_here_and_turns_pages(home, window):
    from game.engine.app import App

    app = App(window=window, fullscreen=False)
    try:
        drive = Driver(app)
        scene = RulesScene(app, "escape")
        app.push(scene)
        drive.frames(1)
        text_rect = scene.text.rect.inflate(-40, -24)
        lines = drawn(app)
        assert_shown(lines, "Playing it here", inside=text_rect)
        assert_shown(lines, "Move a ship: tap it, then tap one of the green places",
                     inside=text_rect)
        assert_readable(app, lines)
        named = {str(w.key): w.rect for w in scene.widgets}
        assert_no_overlap(named)
        assert_inside(named, pygame.Rect(0, 0, 1920, 1080))
        for key, label in (("here", "Playing it here"), ("rules", "Rulebook")):
            assert_shown(lines, label, inside=drive.widget(key=("page", key)).rect)
        # a click on the Rulebook tab (in window pixels) shows the printed book
        drive.click(to_window(app, drive.widget(key=("page", "rules")).rect.center))
        assert scene.page == "rules" and drive.widget(key=("page", "rules")).style == "primary"
        assert_shown(drawn(app), "Game Components", inside=text_rect)
        # a finger on the game chooser's right arrow: Starship Merchants, still the book
        drive.tap(to_window(app, scene.picker._arrow_rects()[1].center))
        assert scene.game_id == "starship"
        assert_shown(drawn(app), "Starship Merchants Rulebook", inside=text_rect)
    finally:
        app.close()


def test_the_merchants_note_is_readable_in_the_reader(app):
    drive = Driver(app)
    scene = RulesScene(app, "merchants", page="rules")
    app.push(scene)
    drive.frames(1)
    inner = scene.text.rect.inflate(-40, -24)
    for _ in range(60):  # scroll down line by line until the note is on screen
        if any("own auction screen replaces" in line.text for line in drawn(app)):
            break
        drive.key(pygame.K_DOWN)
    assert_shown(drawn(app), "the app's own auction screen replaces the mobile app",
                 inside=inner)
