"""A Mission Card face up looks the same wherever it is shown (one painter,
``view_missions.mission_card``): a quiet frame, green once achieved, on the monitor's
missions HUD, the monitor's setup choice and a table seat's panel."""

from __future__ import annotations

from game.escape.view_hud import mission_rows
from game.scenes.play import PlayScene
from tests.escape.helpers import card_turn
from tests.escape_ui.driver import Player, session
from tests.escape_ui.table_driver import EscapeFingers


def achieved_first(humans: int):
    """Seat 0's turn, its first mission achieved, its second not."""
    s = session(players=2, humans=humans, seed=3)
    st = card_turn(2)
    st.scored[0] = [st.missions[0][0]]
    st.touch()
    s.state = st
    return s


def frames(app, surface, rects) -> list[tuple[int, int, int]]:
    """The colour of each card's frame (its top edge, in the middle)."""
    return [tuple(surface.get_at((r.centerx, r.top + 1)))[:3] for r in rects]


def test_missions_look_the_same_on_monitor_and_table(app):
    ok, quiet = app.theme.c("ok"), app.theme.c("panel_border")
    s = achieved_first(humans=1)
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    p.frames(1)
    rows = mission_rows(p.view.geo.regions["missions"], 2)
    assert frames(app, app.draw(), rows) == [ok, quiet]
    app.pop()

    fingers = EscapeFingers.at_table(app, achieved_first(humans=2))
    scene = fingers.scene
    rects = scene.view.seat_rects(0, scene.parts[0].game)
    eye = fingers.seat_spot(0, "eye")
    holding = fingers.down(eye)
    surface = fingers.settled()
    cards = [fingers.orient(0).rect_to_canvas(rects[f"mission{k}"]) for k in range(2)]
    assert frames(app, surface, cards) == [ok, quiet]
    fingers.up(holding, eye)
    app.pop()

    s = session(players=2, humans=1, seed=3)  # the setup's choice of the dealt three
    app.push(PlayScene(app, s, autosave=False))
    p = Player(app)
    p.frames(1)
    assert frames(app, app.draw(), p.view.mission_choice_rects()) == [quiet] * 3
