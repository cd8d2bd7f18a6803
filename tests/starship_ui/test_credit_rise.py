"""On a monitor, a seat's credit change rises beside its credits over no word of the seat's
area: the title keeps the room at the credits' left free (a long name's end and the
refinery tags in the title row stood there), and a seat's newer change replaces the one
still rising (two rose in one place, "-4" over "-8": the view dropped the old one from a
list the board-view base no longer held). Seeded bot games, short and long names."""

from __future__ import annotations

import pytest

from game.core.session import Seat, Session
from game.scenes.play import PlayScene
from game.starship.game import GAME
from game.starship.view_motion import Floater
from tests.starship_ui.driver import board_drawn

SHORT = ("Ann", "Bob", "Cleo", "Dev")
LONG = ("Alexandra Novak", "Bartholomew Ray", "Cassiopeia Lund", "Dmitri Volkonsk")
COLOURS = ("red", "blue", "yellow", "green")


def rises(app, players: int, names: tuple[str, ...], limit: int = 220
          ) -> tuple[int, list, list]:
    """Play a seeded bot game with animations; at each frame a credit change rises: how
    many were seen, the words of its seat's area under its plate, the seats where two
    rose at once (up to ``limit`` sightings)."""
    seats = [Seat(names[i], COLOURS[i], "heuristic") for i in range(players)]
    s = Session.start(GAME, seats, 5)
    app.settings.animation_speed = 1.0
    app.push(PlayScene(app, s, autosave=False))
    view = app.top.view
    seen, covered, doubled = 0, [], []
    for _ in range(3000):
        app.step(1 / 30)
        if s.state.is_over or seen > limit:
            break
        floaters = [a for a in view.animations if isinstance(a, Floater)]
        if not floaters:
            continue
        doubled += [a.seat for a in floaters if [f.seat for f in floaters].count(a.seat) > 1]
        lines = board_drawn(app)
        for a in floaters:
            plate = view.floater_plate(a)
            area = view.lay.seat_rects(players)[a.seat]
            assert area.contains(plate)
            covered += [(a.seat, a.text, line.text) for line in lines
                        if area.contains(line.rect) and line.text != a.text
                        and line.rect.colliderect(plate)]
            seen += 1
    return seen, covered, doubled


@pytest.mark.parametrize("players,names,limit", [
    (2, SHORT, 220), (3, SHORT, 220), (4, SHORT, 220), (3, LONG, 220), (4, LONG, 220),
    (2, LONG, 600),  # refinery tags set beside the consoles start below the rise
])
def test_a_credit_change_rises_over_no_word_of_its_seat(app, players, names, limit):
    seen, covered, doubled = rises(app, players, names, limit)
    assert seen > 100
    assert doubled == []
    assert covered == []
