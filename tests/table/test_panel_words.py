"""Words in a seat panel's prompt and buttons, as seen playing in a real window: a prompt
too long for its place even at the table's smallest text says it is cut (it was dropped
silently); on a 4K table a prompt and details too long for their place are drawn
smaller, never under the table's smallest text, before anything is cut; Starship's
chosen stack is named in a short prompt, its Buy and Lease buttons say their price whole
(the Lease button was cut at 1080p), and its read area shows the whole description of
what was tapped."""

from __future__ import annotations

import pygame
import pytest

from game.engine.table.seatpanel import paint_prompt
from game.engine.tablesetup import TableSizes
from game.screenshot import bot_session
from game.starship.rules import actions as A
from tests.starship_ui.table_driver import StarshipFingers
from tests.table.drawn_lines import drawn
from tests.table.test_text_sizes import table_app

LONG = ("Mark I Scouts (Scouts: more energy, Tugs: more holds). Ship limit now 4; obsolete "
        "ships do not count. On the card: 8cr = price, 5 energy a run, 2 cargo holds")


def test_a_prompt_too_long_even_at_the_smallest_text_ends_in_an_ellipsis(monkeypatch):
    """(A prompt longer than two lines at its size goes on more, smaller lines while they
    fit: tests/table/test_starship_prompts.py.)"""
    app = table_app((1920, 1080), 55)
    try:
        lines = drawn(monkeypatch)
        sizes = TableSizes((1920, 1080), 55)
        area = pygame.Rect(0, 0, 300, 70)
        paint_prompt(pygame.Surface((800, 200)), app, area, sizes, LONG, [], True)
        assert len(lines) == 2 and lines[1][0].endswith("\u2026")
        assert LONG.startswith(lines[0][0])
    finally:
        app.close()


def test_a_4k_prompt_too_long_is_drawn_smaller_down_to_the_smallest_text(monkeypatch):
    app = table_app((3840, 2160), 55)
    try:
        lines = drawn(monkeypatch)
        sizes = TableSizes((3840, 2160), 55)
        area = pygame.Rect(0, 0, 1400, 190)
        prompt = "Ship 18 runs: 9 of 11 energy left."
        paint_prompt(pygame.Surface((1500, 300)), app, area, sizes, prompt,
                     [(LONG, "text")], True)
        text = " ".join(line for line, _size in lines)
        assert "\u2026" not in text and text.split()[-1] == LONG.split()[-1]  # whole
        assert sizes.min_text <= min(size for _l, size in lines) < sizes.u(24)
        lines.clear()  # what fits at its size is drawn at its size, as before
        paint_prompt(pygame.Surface((1500, 300)), app, area, sizes, prompt, [], True)
        assert [size for _l, size in lines] == [sizes.u(28)]
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_starship_stack_choice_reads_whole_in_the_panel(size, monkeypatch):
    app = table_app(size, 55)
    try:
        session = bot_session("starship", 1, 4, 0, humans=4)
        fingers = StarshipFingers.at_table(app, session)
        scene, view = fingers.scene, fingers.scene.view
        fingers.settled()
        seat = view.actor
        assert seat is not None
        fingers.tap(fingers.spot(seat, ("stack", (1, "scout"))))
        fingers.settled()
        assert view.selected == ("stack", (1, "scout"))
        assert scene.view.table_prompt(seat) == "Mark I Scouts: choose below."
        labels = [b.label for b in scene.seat_buttons(seat)]
        assert labels[:2] == ["Buy for 8", "Lease for 4 (+2 loans of 4)"]
        lines = drawn(monkeypatch)
        scene.paint_panel(seat, True, pygame.Surface(scene.panels[seat].orient.size))
        text = " ".join(line for line, _size in lines)
        assert "Buy for 8" in text and "(+2" in text and "loans of 4)" in text
        assert not any(line.endswith("\u2026") for line, _s in lines
                       if line.startswith(("Buy", "Lease", "(+2", "loans")))
        # held, the read area shows what was tapped, whole, first
        finger = fingers.down(fingers.read_area(seat))
        fingers.settled()
        assert view.read_lines(seat)[0][0].startswith("Mark I Scouts (Scouts: more energy")
        lines.clear()
        scene.paint_panel(seat, True, pygame.Surface(scene.panels[seat].orient.size))
        text = " ".join(line for line, _size in lines)
        assert "obsolete ships do not count" in text and "cargo holds" in text
        fingers.up(finger, fingers.read_area(seat))
        fingers.tap(fingers.button(seat, ("starship", "act", A.BuyShip(1, "scout", True))))
        assert session.state.players[seat]["ships"], "the Lease button took the ship"
    finally:
        app.close()


def test_a_1080p_prompt_too_long_is_drawn_larger_and_shown_shrunk(monkeypatch):
    """A 1080p table's smallest text (15 pixels on 55 inches) is under the fonts' own
    24-pixel floor: details too long for the prompt's place are drawn on a larger picture
    shown shrunk, whole, rather than cut at 24 pixels."""
    app = table_app((1920, 1080), 55)
    try:
        lines = drawn(monkeypatch)
        sizes = TableSizes((1920, 1080), 55)
        area = pygame.Rect(10, 10, 600, 70)
        surface = pygame.Surface((700, 200))
        surface.fill((0, 0, 0))
        paint_prompt(surface, app, area, sizes, "Put Spore Farm in a harvester slot.",
                     [("Slots never change later. Forepart: single use; centre: permanent.",
                       "text_dim")], True)
        text = " ".join(line for line, _size in lines)
        assert "\u2026" not in text and text.endswith("permanent.")
        assert min(size for _l, size in lines) >= 24  # on the picture; shown at 15-24
        outside = surface.copy()
        outside.fill((0, 0, 0), area)
        assert pygame.transform.average_color(outside)[:3] == (0, 0, 0)  # in its place
        assert pygame.transform.average_color(surface.subsurface(area))[:3] != (0, 0, 0)
    finally:
        app.close()


@pytest.mark.parametrize("label", ["Pick up Cobalt 2 (1 energy)", "Forepart (3 to go)"])
def test_a_long_button_label_in_a_panel_is_whole(label, monkeypatch):
    """Seen playing Starship on a 32-inch 1080p table in a real window: the left edge's
    third button read "Pick up Cobalt 2 (…" (three lines' worth in a two-line button); a
    panel's button wraps its label wider and squeezes it a little rather than cut it."""
    from game.engine.table.seatpanel import layout_buttons
    from tests.table.drawn_lines import rendered

    app = table_app((1920, 1080), 32)
    try:
        sizes = TableSizes((1920, 1080), 32)
        area = pygame.Rect(0, 0, 596 - 20, sizes.min_target)
        buttons = layout_buttons([("End the run", None, "normal", "end"),
                                  (label, None, "normal", "long"),
                                  ("More 1/7", None, "normal", "more")], area, sizes,
                                 app.fonts)
        pieces = rendered(monkeypatch)
        surface = pygame.Surface(area.size)
        for b in buttons:
            b.draw(surface, app, False)
        texts = [text for text, _ in pieces]
        assert not any(t.endswith("\u2026") for t in texts), texts
        assert " ".join(t for t in texts if t.strip() and t not in
                        ("End the run", "More 1/7")).split() == label.split()
    finally:
        app.close()


def test_a_4k_button_breaks_its_label_before_the_bracket(monkeypatch):
    """Seen in a 4-player Pandorum game at a 4K table: the slot button read "Forepart (2
    to" / "go)"; its bracket now goes whole to the second line, and the drawn ink says so
    (the second line is as wide as "(2 to go)", not as "go)")."""
    from game.engine.table.seatpanel import layout_buttons
    from tests.table.drawn_lines import rendered

    label = "Forepart (2 to go)"
    app = table_app((3840, 2160), 55)
    try:
        sizes = TableSizes((3840, 2160), 55)
        size = sizes.u(24)
        f = app.fonts
        # the old wrap's width: "Forepart (2 to" fits, the whole label does not
        inner = f.width("Forepart (2 to", size, True) + 4
        assert f.width(label, size, True) * 0.8 > inner  # (not squeezed onto one line)
        area = pygame.Rect(0, 0, inner + 24, 2 * f.line_height(size, True) + 8)
        (button,) = layout_buttons([(label, None, "primary", "slot")], area, sizes, f)
        pieces = rendered(monkeypatch)
        surface = pygame.Surface(area.size)
        button.draw(surface, app, False)
        assert [text for text, _ in pieces if text.strip()] == ["Forepart", "(2 to go)"]
        ink = (20, 20, 30)  # a primary button's words
        rows: dict[int, list[int]] = {}
        for y in range(area.height):
            xs = [x for x in range(area.width)
                  if sum(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], ink,
                                                       strict=True)) < 60]
            if xs:
                rows[y] = [min(xs), max(xs)]
        lines: list[list[int]] = []  # [top, bottom, left, right] of each line of ink
        for y in sorted(rows):
            if lines and y - lines[-1][1] <= 2:
                lines[-1][1] = y
                lines[-1][2] = min(lines[-1][2], rows[y][0])
                lines[-1][3] = max(lines[-1][3], rows[y][1])
            else:
                lines.append([y, y, *rows[y]])
        assert len(lines) == 2, lines
        second = lines[1][3] - lines[1][2]
        assert abs(second - f.width("(2 to go)", size, True)) < size // 2, lines
    finally:
        app.close()
