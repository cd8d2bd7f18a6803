"""Pandorum at a table: the market turn card faces only the seat whose turn it is, so any
finger may hold one of its stacks to read that card: its whole text is shown in every
other seat's panel, facing that seat (and in the deciding seat's prompt), until the finger
lifts; on every screen table mode allows (32, 55, 120 inches; 4K and 1080p) no card text is cut."""

from __future__ import annotations

import pygame
import pytest

from game.engine.table.readcard import read_layout
from game.engine.text import Fonts
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.pandorum_ui.table_driver import PandorumFingers
from tests.table.test_text_sizes import SIZE, table_app


@pytest.mark.parametrize("size", [SIZE, (1920, 1080)])
@pytest.mark.parametrize("diagonal", [32.0, 55.0, 120.0])
def test_every_card_text_goes_whole_into_every_seat_panel(diagonal, size):
    app = table_app(size, diagonal)
    try:
        session = bot_session("pandorum", 1, 4, 10, humans=4)
        scene = TablePlayScene(app, session, size=size, autosave=False)
        app.push(scene)
        view, floor = scene.view, scene.sizes.min_text
        for seat in range(4):
            area = scene.parts[seat].game
            for name in view.st.comp.cards:
                box = view.reading_place(area)
                lay = read_layout(app.fonts, box.size, view.table, *view.read_words(name))
                assert lay.whole, f"{diagonal}\": {name} cut in seat {seat}'s panel"
                assert lay.shown_size >= floor and area.contains(box)
    finally:
        app.close()


def drawn_words(monkeypatch, paint) -> str:
    """Every word ``paint()`` draws, in order."""
    words: list[str] = []
    real = Fonts.draw

    def note(fonts, surface, text, *args, **kwargs):
        words.append(text)
        return real(fonts, surface, text, *args, **kwargs)

    monkeypatch.setattr(Fonts, "draw", note)
    paint()
    monkeypatch.setattr(Fonts, "draw", real)
    return " ".join(words)


def test_a_finger_held_on_a_market_stack_shows_its_text_in_the_other_panels(monkeypatch):
    app = table_app(SIZE, 55.0)
    try:
        session = bot_session("pandorum", 2, 4, 6, humans=4)
        fingers = PandorumFingers.at_table(app, session)
        view = fingers.scene.view
        for _ in range(200):  # a decision of a seat while no stack may be taken
            if view.actor is not None and not view.options().takes and not view.animating:
                break
            fingers.frames(1, dt=0.1)
        actor = view.actor
        assert actor is not None and not view.options().takes
        name = view.st.market[0][0]
        text = f"{name} {view.card_body(name)}"
        spot = fingers.market(name)
        moves = len(session.log)
        held_and_read(fingers, monkeypatch, spot, name, text)
        assert (text, "text") not in view.table_details(actor, False)
        assert len(session.log) == moves and view.actor == actor, "holding took nothing"
    finally:
        app.close()


def held_and_read(fingers: PandorumFingers, monkeypatch, spot: tuple[int, int], key,
                  text: str) -> None:
    """A finger held on ``spot`` reads ``key``: ``text`` is drawn in every seat's panel
    but that of a deciding seat whose hand is in play (its prompt's details say it); the
    finger lifted, it is gone."""
    scene, view = fingers.scene, fingers.scene.view
    actor = view.actor
    finger = fingers.down(spot)
    assert view.reading == key
    fingers.settled()
    for seat in range(view.st.num_players):
        area = scene.parts[seat].game
        surface = pygame.Surface(scene.panels[seat].orient.size)
        words = drawn_words(monkeypatch, lambda s=seat, on=surface, a=area:
                            view.paint_table_seat(on, s, a, False))
        if seat == actor and view.table_seat_targets(seat, area):
            assert text not in words
            assert (text, "text") in view.table_details(seat, False)
        else:
            assert text in words, f"seat {seat} reads {key!r}"
    fingers.up(finger, spot)
    assert view.reading is None
    fingers.settled()
    other = (actor + 1) % view.st.num_players
    words = drawn_words(monkeypatch, lambda: view.paint_table_seat(
        pygame.Surface(scene.panels[other].orient.size), other, scene.parts[other].game,
        False))
    assert text not in words
