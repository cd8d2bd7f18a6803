"""A whole game of Starship Merchants played through the interface by posted pygame events.

The human seat's choices come from the heuristic bot (looking at the human's view only),
and each choice is made the way a person makes it: mouse clicks at the canvas positions of
stacks, cards, mines, ship consoles, the bag, Destinations and the track, computed from the
board map through the view's layout, or on the prompt's buttons.
"""

from __future__ import annotations

from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from game.starship.bots import HeuristicBot
from tests.starship_ui.driver import Player, session
from tests.uidriver import heuristic_choice


def play_through(app, s, humans: set[int], limit: int = 3000) -> int:
    """Click every human decision until the results screen; returns how many there were."""
    return len(Player(app).play_through(s, humans, heuristic_choice(HeuristicBot, s), limit))


def test_whole_two_player_game_by_mouse(app):
    s = session(players=2, humans=1, seed=3)
    app.push(PlayScene(app, s, autosave=False))
    done = play_through(app, s, {0})
    assert done > 30
    assert s.state.is_over
    results = app.top
    assert isinstance(results, ResultsScene)
    outcome = s.state.outcome()
    assert results.outcome == outcome
    winner = s.seats[outcome.winners[0]].name
    assert winner in results.headline()
