"""The rules reader's "Section" stepper (session 26): Merchants' printed book has 46
headings in 830 pixels of scrolling text, and a player looking up "Senate Board" had only
the wheel. The stepper jumps from heading to heading, by a tap on its arrows or the
arrow keys when focused, and follows the text when it is scrolled otherwise, so it names
the section being read. Checked by what the reader shows at its top."""

from __future__ import annotations

import pygame
import pytest

from game.engine.scrolltext import is_heading
from game.scenes.rulebook import RulesScene, rulebook_text
from tests.ui.conftest import Driver
from tests.uitext import drawn


@pytest.fixture
def reader(app) -> tuple[Driver, RulesScene]:
    """Merchants' printed rulebook open in the reader, drawn once."""
    drive = Driver(app)
    scene = RulesScene(app, "merchants", page="rules")
    app.push(scene)
    drive.frames(1)
    return drive, scene


def top_line(app, scene: RulesScene) -> str:
    """The first line of text drawn inside the reader's box."""
    inner = scene.text.rect.inflate(-40, -24)
    lines = [line for line in drawn(app) if inner.collidepoint(line.rect.center)]
    return min(lines, key=lambda line: line.rect.top).text


def test_the_stepper_lists_the_books_headings_in_order(app):
    scene = RulesScene(app, "merchants", page="rules")
    app.push(scene)
    Driver(app).frames(1)
    headings = [line for line in rulebook_text("merchants").split("\n") if is_heading(line)]
    assert [title for _i, title in scene.section.options] == headings
    assert len(headings) > 40 and scene.section.index == 0


def test_a_tap_on_the_right_arrow_brings_the_next_heading_to_the_top(app, reader):
    drive, scene = reader
    titles = [title for _i, title in scene.section.options]
    right = scene.section._arrow_rects()[1].center
    for step in range(1, 6):
        drive.tap(right)
        drive.frames(1)
        assert scene.section.index == step
        assert top_line(app, scene) == titles[step], step


def test_keys_on_the_focused_stepper_walk_sections_and_the_last_stays_named(app, reader):
    drive, scene = reader
    scene.set_focus(scene.section)
    titles = [title for _i, title in scene.section.options]
    drive.key(pygame.K_LEFT)  # from the first: round to the last section
    drive.frames(2)
    assert scene.section.index == len(titles) - 1
    assert scene.text.offset == scene.text.max_offset()
    assert any(line.text == titles[-1] for line in drawn(app))
    drive.key(pygame.K_LEFT)  # the one before it is still reached, not skipped
    drive.frames(2)
    assert scene.section.index == len(titles) - 2


def test_scrolling_the_text_moves_the_stepper_to_the_section_read(app, reader):
    drive, scene = reader
    scene.set_focus(scene.text)
    for _ in range(12):
        drive.key(pygame.K_PAGEDOWN)
    drive.frames(1)
    index = scene.section.index
    assert index > 3
    title, top = scene.text.sections(app)[index]
    nxt = scene.text.sections(app)[index + 1][1]
    assert top <= scene.text.offset < nxt, (title, top, scene.text.offset, nxt)
    drive.key(pygame.K_HOME)
    drive.frames(1)
    assert scene.section.index == 0


def test_another_game_or_page_starts_at_its_first_section(app, reader):
    drive, scene = reader
    drive.tap(scene.section._arrow_rects()[1].center)
    drive.press(key=("page", "here"))
    assert scene.section.index == 0 and scene.section.options[0][1] == "Playing it here"
    drive.tap(scene.picker._arrow_rects()[1].center)
    assert scene.game_id != "merchants" and scene.section.index == 0
    assert top_line(app, scene) == "Playing it here"
