"""On a monitor, a seat's credit change rises in its own title row and crosses no console:
it rose from 26 pixels under the area's top, over the first row of a third console ("10
Scout II" under a "-7": seen in play, a seat with three ships). A seeded game of four bots
with animations, frame by frame: the plate under every rising change stays inside its
seat's area and off every console, and the words a player sees of it (drawn, clipped) too.
"""

from __future__ import annotations

from game.scenes.play import PlayScene
from game.starship.view_layout import seat_spots
from game.starship.view_motion import Floater
from tests.starship_ui.driver import board_drawn, session


def test_a_rising_credit_change_crosses_no_console(app):
    app.settings.animation_speed = 1.0
    s = session(players=4, humans=0, seed=5)
    app.push(PlayScene(app, s, autosave=False))
    view = app.top.view
    areas = view.lay.seat_rects(4)
    seen, beside_three, crossed = 0, 0, []
    for _ in range(4000):
        app.step(1 / 30)
        if s.state.is_over or beside_three >= 12:
            break
        for a in [a for a in view.animations if isinstance(a, Floater)]:
            seen += 1
            plate = view.floater_plate(a)
            assert areas[a.seat].contains(plate), (a.seat, plate, areas[a.seat])
            consoles = [(seat, spot) for seat, area in enumerate(areas)
                        for spot in seat_spots(s.state, seat, area) if spot.kind == "ship"]
            crossed += [(a.seat, a.text, "plate", seat, spot.ref) for seat, spot in consoles
                        if spot.rect.colliderect(plate)]
            if len(s.state.players[a.seat]["ships"]) < 3:
                continue
            beside_three += 1  # what the player sees of it: its words, as drawn
            words = [line for line in board_drawn(app) if line.text == a.text
                     and areas[a.seat].colliderect(line.rect)]
            assert words, (a.seat, a.text)
            crossed += [(a.seat, a.text, "words", seat, spot.ref) for line in words
                        for seat, spot in consoles
                        if spot.rect.colliderect(line.rect.clip(line.clip))]
    assert seen > 100 and beside_three >= 12
    assert crossed == []
