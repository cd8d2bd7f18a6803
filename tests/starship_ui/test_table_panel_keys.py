"""Starship's seat panels at a table are repainted only when what they show changes.

* an action that changes nothing in another seat's area (its credits, ships, cargo, Local
  Space, marks, turn) leaves that seat's panel key, and its picture, as they were;
* the key is not too narrow: after every action of a whole game, every seat's panel
  picture is the picture a fresh repaint makes (a panel whose key missed a change would
  still show the old picture), also for a seat holding its read area.
"""

from __future__ import annotations

import pygame

from game.scenes.table_play import TablePlayScene
from game.starship.bots import HeuristicBot
from tests.starship_ui.driver import session
from tests.starship_ui.table_driver import StarshipFingers


def _pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGB")


def _fresh(scene, seat: int) -> bytes:
    """``seat``'s upright panel painted afresh, as the scene would paint it now."""
    panel = scene.panels[seat]
    surface = pygame.Surface(panel.orient.size, 0, panel.surface())
    scene.paint_panel(seat, seat in scene.acting_seats(), surface)
    return _pixels(surface)


def _kept(scene, seat: int) -> bytes:
    """``seat``'s upright panel as the scene keeps it for what its key says now."""
    panel = scene.panels[seat]
    panel.get(scene.panel_key(seat, scene.acting_seats()),
              lambda s: scene.paint_panel(seat, seat in scene.acting_seats(), s))
    return _pixels(panel.surface())


def test_an_action_leaves_the_panels_it_does_not_change_alone(app, monkeypatch):
    # (every waiting panel reads the log's newest lines, which change with every action:
    # tests/table/test_waiting_seats_news.py; held still here)
    monkeypatch.setattr(TablePlayScene, "news_for", lambda self, seat, acting: [])
    s = session(players=4, humans=4, seed=5)
    fingers = StarshipFingers.at_table(app, s)
    scene = fingers.scene
    fingers.settled()
    view = scene.view
    actor = view.actor
    keys = {seat: view.table_seat_key(seat, False) for seat in range(4)}
    paints = {seat: scene.panels[seat].paints for seat in range(4)}
    version = view.version
    fingers.play(HeuristicBot(actor, 0).choose(s.state.view(actor)), actor)
    fingers.settled()
    assert view.version != version
    after = view.actor
    untouched = [seat for seat in range(4) if seat not in (actor, after)]
    assert len(untouched) >= 2
    for seat in untouched:
        assert view.table_seat_key(seat, False) == keys[seat], seat
        assert scene.panels[seat].paints == paints[seat], f"seat {seat}'s panel repainted"
    assert view.table_seat_key(actor, False) != keys[actor]  # its new ship, its turn over


def test_every_panel_equals_a_fresh_repaint_after_every_action(app):
    s = session(players=4, humans=4, seed=5)
    fingers = StarshipFingers.at_table(app, s)
    checked = reads = 0
    for top, seat in fingers.decisions(4000):
        fingers.settled()
        held = None
        if len(s.log) % 5 == 0:  # now and then a seat holds its read area meanwhile
            other = (seat + 2) % 4
            held = (fingers.down(fingers.read_area(other)), other)
            fingers.settled()
        for each in range(4):
            assert _kept(top, each) == _fresh(top, each), (
                f"seat {each}'s panel is stale after {s.log[-1].action if s.log else None!r}")
            checked += 1
        if held is not None:
            reads += 1
            fingers.up(held[0], fingers.read_area(held[1]))
        action = HeuristicBot(seat, len(s.log)).choose(s.state.view(seat))
        top.view.act(action)
        assert s.log[-1].action == action
    assert s.state.is_over and checked > 400 and reads > 10
