"""The table's still picture is repainted part by part, within a budget per frame."""

from __future__ import annotations

import pygame

from game.engine.table.compose import Composer, Part
from game.engine.table.panel import RotatedPanel
from game.engine.table.transform import Orient


def part(name, rect, key, log, colour):
    def paint(surface):
        log.append(name)
        surface.fill(colour, rect)
    return Part(name, pygame.Rect(rect), key, paint)


def test_first_update_paints_everything_then_only_changes_within_budget():
    log = []
    c = Composer((100, 50), (0, 0, 0))
    parts = [part("a", (0, 0, 50, 50), 1, log, (255, 0, 0)),
             part("b", (50, 0, 50, 50), 1, log, (0, 255, 0))]
    changed, left = c.update(parts, budget=1)
    assert log == ["a", "b"] and not left and len(changed) == 2
    assert c.update(parts, budget=1) == ([], False)
    parts = [part("a", (0, 0, 50, 50), 2, log, (0, 0, 255)),
             part("b", (50, 0, 50, 50), 2, log, (9, 9, 9))]
    changed, left = c.update(parts, budget=1)
    assert log[-1] == "a" and left and changed == [pygame.Rect(0, 0, 50, 50)]
    assert c.surface.get_at((75, 10))[:3] == (0, 255, 0)  # b keeps its last picture
    changed, left = c.update(parts, budget=1)
    assert log[-1] == "b" and not left and c.up_to_date(parts)
    assert c.surface.get_at((75, 10))[:3] == (9, 9, 9)


def test_rotated_panel_repaints_only_when_its_key_changes():
    calls = []
    panel = RotatedPanel(Orient((40, 10), 90, (5, 5)))

    def paint(surface):
        calls.append(1)
        surface.fill((200, 0, 0))

    first = panel.get("k", paint)
    assert first.get_size() == (10, 40)
    assert panel.get("k", paint) is first and len(calls) == 1
    panel.get("k2", paint)
    assert len(calls) == 2 and panel.paints == 2
