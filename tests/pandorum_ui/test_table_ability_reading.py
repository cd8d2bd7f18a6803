"""Pandorum at a table: the harvesters turn card faces only the seat whose turn it is, so
any finger may hold a seat's mat to read its abilities: the upper half of a mat reads its
single-use (forepart) ability, the lower half its permanent (centre) one; the text goes
into every other seat's panel, facing that seat (and into the deciding seat's prompt),
until the finger lifts. Every ability text is whole in every panel at 32-120 inches,
4K and 1080p (where the box is drawn larger and shown shrunk: it was cut)."""

from __future__ import annotations

import pygame
import pytest

from game.engine.table.readcard import read_layout
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.pandorum_ui.table_driver import PandorumFingers
from tests.pandorum_ui.test_table_reading import held_and_read
from tests.table.test_text_sizes import SIZE, table_app

SLOTS = ("forepart", "centre")


def read_spot(scene: TablePlayScene, seat: int, slot: str) -> pygame.Rect:
    """Where (canvas) a finger holds ``seat``'s ``slot`` ability on the turned card."""
    key = ("read", "harvesters", ("ability", seat, slot))
    return next(s.rect for s in scene.spots() if s.key == key)


@pytest.mark.parametrize("size", [SIZE, (1920, 1080)])
@pytest.mark.parametrize("diagonal", [32.0, 55.0, 120.0])
def test_every_ability_text_goes_whole_into_every_seat_panel(diagonal, size):
    app = table_app(size, diagonal)
    try:  # four players: every forepart and every centre ability is dealt
        session = bot_session("pandorum", 1, 4, 10, humans=4)
        scene = TablePlayScene(app, session, size=size, autosave=False)
        app.push(scene)
        view, floor = scene.view, scene.sizes.min_text
        st = view.st
        assert sorted(st.fore_ability) == sorted(st.comp.foreparts)
        assert sorted(st.main_ability) == sorted(st.comp.mains)
        for seat in range(4):
            area = scene.parts[seat].game
            for owner in range(4):
                for slot in SLOTS:
                    key = ("ability", owner, slot)
                    box = view.reading_place(area)
                    lay = read_layout(app.fonts, box.size, view.table, *view.read_words(key))
                    assert lay.whole, f"{diagonal}\": {key} cut in seat {seat}'s panel"
                    assert lay.shown_size >= floor and area.contains(box)
    finally:
        app.close()


@pytest.mark.parametrize("diagonal", [32.0, 120.0])
def test_the_mats_read_places_are_finger_sized_and_apart(diagonal):
    app = table_app(SIZE, diagonal)
    try:
        session = bot_session("pandorum", 3, 4, 10, humans=4)
        fingers = PandorumFingers.at_table(app, session)
        scene = fingers.scene
        card = next(c for c in scene.view.table_turn_cards() if c.name == "harvesters")
        for _ in range(4):  # as the card turns toward each seat in turn
            places = [read_spot(scene, seat, slot) for seat in range(4) for slot in SLOTS]
            assert all(card.rect.contains(r) for r in places)
            assert all(min(r.size) >= scene.sizes.min_target for r in places)
            assert all(not a.colliderect(b) for i, a in enumerate(places)
                       for b in places[i + 1:])
            actor = scene.view.actor
            while scene.view.actor == actor and not session.state.is_over:
                seat = next(iter(session.state.pending_seats()))
                fingers.play(next(iter(session.state.legal_actions(seat))), seat)
            fingers.settled()
    finally:
        app.close()


def test_a_finger_held_on_a_mat_shows_its_ability_in_the_other_panels(monkeypatch):
    app = table_app(SIZE, 55.0)
    try:
        session = bot_session("pandorum", 2, 4, 6, humans=4)
        fingers = PandorumFingers.at_table(app, session)
        scene, view = fingers.scene, fingers.scene.view
        fingers.settled()
        actor = view.actor
        assert actor is not None
        # the actor puts a card in a harvester slot (buttons): its hand is not in play, so
        # its own panel shows what is held too, not only its prompt's cut line
        assert view.options().kind == "slot"
        assert not view.table_seat_targets(actor, scene.parts[actor].game)
        moves = len(session.log)
        owner = (actor + 2) % 4  # another seat's mat, then the holder's own
        for held, slot in ((owner, "forepart"), (owner, "centre"), (actor, "centre")):
            key = ("ability", held, slot)
            text = view.ability_text(held, slot)
            title = (view.st.comp.foreparts[view.st.fore_ability[held]] if slot == "forepart"
                     else view.st.comp.mains[view.st.main_ability[held]]).title
            assert title in text and view.names()[held] in text
            held_and_read(fingers, monkeypatch, read_spot(scene, held, slot).center, key,
                          text)
        assert len(session.log) == moves and view.actor == actor, "holding took nothing"
    finally:
        app.close()


@pytest.mark.parametrize("diagonal", [32.0, 55.0])
def test_turn_cards_at_1080p_show_whole_titles_facing_every_way(diagonal, monkeypatch):
    """On a 1080p table the market and harvesters cards are drawn larger and shown
    shrunk: turned a quarter, a mat's ability titles are whole (one read "Module as..."
    in a real window), every word the table's smallest text as shown; their targets and
    read places lie on the card, a fingertip each."""
    from game.engine.table.tablefonts import shown_scale
    from tests.table.drawn_lines import rendered

    size = (1920, 1080)
    app = table_app(size, diagonal)
    try:
        session = bot_session("pandorum", 1, 4, 10, humans=4)
        scene = TablePlayScene(app, session, size=size, autosave=False)
        st, sizes = scene.view.st, scene.sizes
        k = shown_scale(sizes.min_text)
        assert k < 1
        titles = [st.comp.foreparts[a].title for a in st.fore_ability]
        titles += [st.comp.mains[a].title for a in st.main_ability]
        lines = rendered(monkeypatch)
        for card in scene.view.table_turn_cards():
            for rotation in (0, 90):
                upright = card.upright_size(rotation)
                lines.clear()
                card.paint(pygame.Surface(upright))
                words = [text for text, _px in lines]
                assert not [w for w in words if w.endswith("\u2026")], (card.name, words)
                assert min(px for _t, px in lines) * k >= sizes.min_text - 0.5
                if card.name == "harvesters":
                    assert all(any(w.startswith(t) for w in words) for t in titles), words
                box = pygame.Rect((0, 0), upright)
                places = [t.rect for t in card.targets(upright)]
                places += [r for _key, r in card.reads(upright)]
                assert places and all(box.contains(r) for r in places)
                assert all(min(r.size) >= sizes.min_target for _k, r in card.reads(upright))
    finally:
        app.close()
