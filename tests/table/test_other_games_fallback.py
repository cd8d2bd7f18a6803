"""Games whose views do not declare their seat panels yet still open on a table: the shared
frame round the edges, their board in the middle, their own buttons tappable on it."""

from __future__ import annotations

import pytest

from game.core.catalogue import get_game
from game.scenes.table_play import TablePlayScene
from tests.uidriver import make_session


@pytest.mark.parametrize("game_id", ["starship", "pandorum", "merchants"])
def test_other_games_open_on_a_table(app, game_id):
    game = get_game(game_id)
    s = make_session(game, players=game.min_players, humans=game.min_players, seed=2)
    scene = TablePlayScene(app, s, autosave=False)
    app.push(scene)
    for _ in range(5):
        app.step(1 / 60)
    app.draw()
    assert app.top is scene
    spots = scene.spots()
    assert any(spot.key == ("shared", "menu") for spot in spots)
    if scene.view.actor is not None and scene.view.widgets():
        assert any(spot.key[0] in ("board", "widget") for spot in spots)
