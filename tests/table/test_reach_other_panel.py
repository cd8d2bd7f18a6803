"""The engine's hook for a seat that acts in another seat's panel
(``TableView.table_reach_targets``, ``Spot.by``): a tap spot lying in one seat's panel that
answers only another seat's finger, while that seat decides. Starship's runs use it (a
mine in another seat's Local Space); other games may."""

from __future__ import annotations

import pygame

from game.engine.table.contract import TableView
from game.engine.table.touch import Spot, TouchRouter
from game.scenes.table_play import TablePlayScene
from tests.table.test_text_sizes import table_app


def test_a_spot_in_another_seats_panel_answers_the_deciding_seat_only():
    log, router = [], TouchRouter()
    spots = [Spot("own", pygame.Rect(0, 0, 100, 100), 2, on_tap=lambda: log.append("own")),
             Spot("lent", pygame.Rect(200, 0, 100, 100), 2, on_tap=lambda: log.append("lent"),
                  by=0)]
    # seat 0 decides: its finger takes the spot lent it in seat 2's panel, not seat 2's own
    assert router.down(1, (250, 50), 0.0, spots, [0]).key == "lent"
    assert router.up(1, (250, 50), 0.1)
    assert router.down(2, (50, 50), 0.0, spots, [0]) is None
    router.up(2, (50, 50), 0.1)
    # seat 2 (the panel's own) or seat 1 decides: the lent spot is dead
    for acting in ([2], [1], []):
        assert router.down(3, (250, 50), 0.0, spots, acting) is None
        router.up(3, (250, 50), 0.1)
    assert router.down(4, (50, 50), 0.0, spots, [2]).key == "own"
    assert router.up(4, (50, 50), 0.1)
    assert log == ["lent", "own"]


def test_the_default_view_lends_nothing_and_the_scene_lends_what_a_view_asks():
    """A view that does not override the hook lends nothing; the table scene turns what
    a view lends into spots of the other seat's panel (its canvas rectangle, ``by`` the
    deciding seat), only for a seat that decides now, never in its own panel."""
    assert TableView().table_reach_targets(0, 1, pygame.Rect(0, 0, 10, 10)) == []
    from game.core import catalogue
    from game.core.session import Seat, Session
    from game.engine.boardview.targets import Target
    from tests.uidriver import COLOURS, NAMES

    app = table_app((1920, 1080), 55)
    try:
        seats = [Seat(NAMES[i], COLOURS[i], None) for i in range(3)]
        session = Session.start(catalogue.get_game("starship"), seats, 1, None)
        scene = TablePlayScene(app, session, autosave=False)
        app.push(scene)
        scene.update(1 / 60)
        view = scene.view
        asked = []

        def lend(seat, other, area):
            asked.append((seat, other))
            return [Target(("thing", other), pygame.Rect(area.x, area.y, 40, 40), lambda: None)]

        view.table_reach_targets = lend  # type: ignore[method-assign]
        spots = [s for s in scene.spots() if s.key[0] == "reach"]
        acting = scene.acting_seats()
        assert acting == [view.actor]
        assert {(s.by, s.seat) for s in spots} == {(acting[0], o) for o in range(3)
                                                   if o != acting[0]}
        for spot in spots:
            area = scene.parts[spot.seat].game
            want = scene.table.panels[spot.seat].rect_to_canvas(
                pygame.Rect(area.x, area.y, 40, 40))
            assert spot.rect == want and spot.key == ("reach", spot.by, spot.seat,
                                                      ("thing", spot.seat))
        assert all(seat in acting for seat, _other in asked)
    finally:
        app.close()
