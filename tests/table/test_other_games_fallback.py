"""Simultaneous steps at a table. (All four games now declare their seat panels, so the
fallback for a view without them, its board in the middle, is no longer reached by a
shipped game.)"""

from __future__ import annotations

import pytest

from game.core.catalogue import get_game
from game.scenes.table_play import TablePlayScene
from tests.uidriver import make_session


def test_every_deciding_seat_plays_from_its_panel_in_a_simultaneous_step(app):
    """A vote or sealed bids: at a table each deciding human seat acts at the same time
    (the play scene takes only its one actor's input)."""
    from game.core.session import actor_of
    from game.scenes.play import PlayScene

    game = get_game("merchants")
    s = make_session(game, players=3, humans=3, seed=4)
    for _ in range(400):
        pending = list(s.state.pending_seats())
        if len(pending) >= 2:
            break
        s.apply(s.state.legal_actions(pending[0])[0])
    else:
        pytest.fail("no simultaneous step came")
    second = pending[1]
    action = s.state.legal_actions(second)[0]
    assert actor_of(s.state, action) == second
    table = TablePlayScene(app, s, autosave=False)
    assert set(table.acting_seats()) == set(pending)
    assert table.accepts(action)
    play = PlayScene(app, s, autosave=False)
    play.sync_actor()
    assert play.view.actor in (None, pending[0]) and not play.accepts(action)
