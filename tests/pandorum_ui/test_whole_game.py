"""Whole games of Pandorum played through the interface by posted pygame events only.

The human seats' choices come from the heuristic bot (looking at that seat's view only),
and each choice is made the way a person makes it: mouse clicks at the canvas positions
of hexes (from the maps' hex geometry), market stacks, hand cards, mat slots and buttons.
"""

from __future__ import annotations

from game.pandorum.bots import HeuristicBot
from game.scenes.play import PlayScene
from game.scenes.results import ResultsScene
from tests.pandorum_ui.driver import Player, session
from tests.uidriver import heuristic_choice


def play_through(app, s, humans: set[int], limit: int = 1200, slot_by_mat: bool = False,
                 ) -> int:
    """Click every human decision until the results screen; returns how many there were."""
    p = Player(app)
    p.slot_by_mat = slot_by_mat
    return len(p.play_through(s, humans, heuristic_choice(HeuristicBot, s), limit))


def test_whole_two_player_game_by_mouse(app):
    s = session(players=2, humans=1, seed=11)
    app.push(PlayScene(app, s, autosave=False))
    done = play_through(app, s, {0})
    assert done > 40
    assert s.state.is_over
    results = app.top
    assert isinstance(results, ResultsScene)
    outcome = s.state.outcome()
    assert results.outcome == outcome
    assert s.seats[outcome.winners[0]].name in results.headline()
    surface = app.draw()
    assert surface.get_at((960, 210)) != surface.get_at((5, 5))  # the headline is drawn


def test_three_humans_hot_seat_with_animation_to_the_end(app):
    """Three humans at one device: pass-the-device between them, harvesters animated,
    slots chosen by tapping the mats, to the results."""
    app.settings.animation_speed = 3.0
    s = session(players=3, humans=3, seed=5)
    app.push(PlayScene(app, s, autosave=False))
    done = play_through(app, s, {0, 1, 2}, slot_by_mat=True)
    assert done == len(s.log) > 100
    assert s.state.is_over
    assert isinstance(app.top, ResultsScene)
    assert {entry.seat for entry in s.log} == {0, 1, 2}
    assert any(type(e.action).__name__ == "PlaceCard" for e in s.log)
