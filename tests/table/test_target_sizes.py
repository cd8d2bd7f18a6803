"""Finger targets at every screen table mode lays out for: every place a finger may touch
at a table (board, turn cards, panel targets, buttons, peek areas, Menu and Undo) is at
least 10 mm on both sides, for each game at its largest player count, on the smallest
and the largest diagonal the settings allow and the default one, at 4K and at 1080p,
at several points of a game (different seats and decisions)."""

from __future__ import annotations

import pytest

from game.core import catalogue
from game.engine.tablesetup import DEFAULT_DIAGONAL, DIAGONAL_RANGE, MIN_TARGET_MM
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.table.test_text_sizes import table_app

#: bot moves played before each check (the start, and the game in swing)
MOVES = (0, 17, 45, 90)


@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080)])
@pytest.mark.parametrize("diagonal", [DIAGONAL_RANGE[0], DEFAULT_DIAGONAL, DIAGONAL_RANGE[1]])
@pytest.mark.parametrize("game_id", list(catalogue.GAME_IDS))
def test_every_finger_target_is_at_least_10_mm(game_id, diagonal, size):
    game = catalogue.get_game(game_id)
    n = game.max_players
    app = table_app(size, diagonal)
    checked = 0
    try:
        for moves in MOVES:
            session = bot_session(game_id, 3, n, moves, humans=n)
            if session.state.is_over:
                continue
            scene = TablePlayScene(app, session, size=size, autosave=False)
            scene.sync_actor()
            spots = scene.spots()
            mm = scene.sizes.mm_per_px
            small = [(spot.key, spot.rect.size) for spot in spots
                     if min(spot.rect.size) * mm < MIN_TARGET_MM]
            assert not small, (f"{game_id} after {moves} moves on a {diagonal:g}-inch "
                               f"{size[0]}x{size[1]} screen: targets under 10 mm: {small}")
            checked += len(spots)
    finally:
        app.close()
    assert checked > 20
