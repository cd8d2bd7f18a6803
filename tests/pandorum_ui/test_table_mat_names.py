"""Pandorum at a four-seat table: each harvester mat on the harvesters card names its
player. The mat's head has no room for a name beside its badge and stats, and showed
none (a player had to match the badge's letter with the seat panels'); the name is on a
tag of the seat's colour, in its letter's ink, at the end of the mat's cargo row."""

from __future__ import annotations

import pygame
import pytest

from game.engine.text import Fonts
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.table.test_text_sizes import SIZE, table_app


@pytest.mark.parametrize(("size", "diagonal"), [(SIZE, 55.0), (SIZE, 32.0),
                                                ((1920, 1080), 32.0)])
def test_every_mat_of_a_four_seat_table_names_its_player(monkeypatch, size, diagonal):
    app = table_app(size, diagonal)
    try:
        session = bot_session("pandorum", 5, 4, 9, humans=4)
        scene = TablePlayScene(app, session, size=size, autosave=False)
        app.push(scene)
        view = scene.view
        card = next(c for c in view.table_turn_cards() if c.name == "harvesters")
        # every word drawn: its text, its ink and the colour just left of it
        drawn: list[tuple[str, tuple[int, ...], tuple[int, ...]]] = []
        real = Fonts.draw

        def note(fonts, surface, text, *args, **kwargs):
            rect = real(fonts, surface, text, *args, **kwargs)
            colour = args[2]
            beside = surface.get_at((max(0, rect.left - 3), rect.centery))[:3]
            drawn.append((text, tuple(colour)[:3], tuple(beside)))
            return rect

        monkeypatch.setattr(Fonts, "draw", note)
        for upright in {card.rect.size, card.rect.size[::-1]}:  # upright or turned
            drawn.clear()
            card.paint(pygame.Surface(upright))
            for seat, (name, look) in enumerate(zip(view.names(), view.looks(), strict=True)):
                tags = [text for text, ink, beside in drawn
                        if text and text in name and ink == look.text and beside == look.rgb]
                assert tags, f"{size} {diagonal}\" {upright}: seat {seat}'s mat has no name"
                assert tags[0] == name or tags[0] == name.split()[0] or any(
                    ch.isdigit() for ch in tags[0]), tags  # whole, or a short form
    finally:
        app.close()
