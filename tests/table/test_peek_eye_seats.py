"""Only a person's panel at a table has an eye to hold (found in session 32's real-window
games: Escape, Pandorum and Merchants drew the eye over "hold" in every bot's panel too,
and Merchants' bot ballot cards said "yours: hold eye", though the table gives a bot's
panel no spot: holding that eye did nothing). A bot's panel now draws no eye, and its
ballot cards say the votes are secret; a person's panel is as before, and its eye is the
one place a finger peeks."""

from __future__ import annotations

import pygame
import pytest

from game.engine.app import App
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.merchants_ui.test_ballot_card_words import cards_shown
from tests.table.test_ballot_long_press import FIVE, table

#: the games whose seats hide cards (Starship has nothing hidden, so no eye anywhere)
PEEKING_GAMES = ("escape", "pandorum", "merchants")
#: where each game's table painter draws the eye from
PAINTERS = {"escape": "game.escape.view_table", "pandorum": "game.pandorum.view_table",
            "merchants": "game.merchants.view_table_seat"}


@pytest.mark.parametrize("game_id", PEEKING_GAMES)
def test_only_a_persons_panel_draws_an_eye_and_has_a_peek_spot(game_id, monkeypatch):
    s = bot_session(game_id, 3, 4, 6, humans=2)
    app = App(window=(1920, 1080), fullscreen=False, save_settings=False)
    app.settings.table_mode = True
    scene = TablePlayScene(app, s, autosave=False, size=(1920, 1080))
    app.push(scene)
    try:
        eyes: list[pygame.Rect] = []
        monkeypatch.setattr(f"{PAINTERS[game_id]}.peek_eye",
                            lambda surface, app, u, rect, open_: eyes.append(rect))
        drawn = {}
        for seat in range(4):
            eyes.clear()
            scene.paint_panel(seat, False, pygame.Surface(scene.panels[seat].orient.size))
            drawn[seat] = len(eyes)
        assert drawn == {0: 1, 1: 1, 2: 0, 3: 0}, drawn
        peeks = {spot.key[1] for spot in scene.spots() if spot.key[0] == "peek"}
        assert peeks == {0, 1}
    finally:
        app.close()


def test_a_bots_ballot_cards_say_its_votes_are_secret(monkeypatch):
    s = bot_session("merchants", 1, 5, 0, humans=2, at="ballot")
    app, fingers = table((1920, 1080), 55, s, FIVE)
    try:
        for seat in range(5):
            cards = cards_shown(fingers.scene, seat, monkeypatch)
            assert len(cards) == len(s.state.candidates)
            for words in cards:
                if seat < 2:
                    assert "hold the eye" in words or "hold eye" in words, words
                else:
                    assert "secret" in words and "eye" not in words, words
    finally:
        app.close()
