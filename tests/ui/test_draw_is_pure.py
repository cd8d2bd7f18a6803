"""Drawing never changes view state: every game's board view, mid-game at its largest
player count with a human to act, drawn twice, then after the pointer moved over the board,
has the same state before and after each draw (input must never read what a draw left
behind). Caches (private attributes, cached layers) may fill; public view state may not."""

from __future__ import annotations

import pygame
import pytest

from game.core.catalogue import built_games, get_game
from game.scenes.play import PlayScene
from game.screenshot import bot_session

#: attributes that are the view's wiring, not its state
WIRING = {"app", "session", "on_submit", "rect"}
#: bot moves played first; Merchants: a position where the human places a card (not one
#: where the real-time auction screen covers the board)
MOVES = {"merchants": 20}


def view_state(view) -> dict[str, str]:
    return {k: repr(v) for k, v in vars(view).items()
            if not k.startswith("_") and k not in WIRING}


def _human_turn(app, play) -> None:
    for _ in range(2000):
        if play.view.actor == 0 and not play.view.animating and app.top is play:
            return
        app.step(1 / 60)
    pytest.skip("no human turn came")


@pytest.mark.parametrize("game_id", built_games())
def test_drawing_changes_no_view_state(app, game_id):
    app.settings.bot_delay = 0
    app.settings.animation_speed = 0
    game = get_game(game_id)
    session = bot_session(game_id, 5, game.max_players, moves=MOVES.get(game_id, 30),
                          humans=1)
    play = PlayScene(app, session, autosave=False)
    app.push(play)
    _human_turn(app, play)
    view = play.view
    before = view_state(view)
    app.draw()
    assert view_state(view) == before, "the first draw changed the view"
    app.draw()
    assert view_state(view) == before, "the second draw changed the view"
    for pos in ((300, 400), (725, 590), (1100, 800)):
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                             buttons=(0, 0, 0), touch=False))
        app.step(1 / 60)  # input and update may change it...
        moved = view_state(view)
        app.draw()  # ...drawing may not
        assert view_state(view) == moved, f"a draw after the pointer moved to {pos}"
