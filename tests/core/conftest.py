from __future__ import annotations

import pytest

from game.core import catalogue
from tests.core.toygame import GAME


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch):
    """Register the toy game under the id 'escape' so catalogue-driven code finds it."""
    real = catalogue.load_game

    def fake(game_id: str):
        return GAME if game_id == "escape" else real(game_id)

    monkeypatch.setattr(catalogue, "load_game", fake)
    monkeypatch.setattr(type(GAME), "id", "escape")
    return GAME
