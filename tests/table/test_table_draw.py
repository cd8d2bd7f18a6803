"""Drawing the table changes no view or scene state (only caches and the record of what the
window shows), and a redraw of an unchanged table copies nothing."""

from __future__ import annotations

from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from tests.ui.test_draw_is_pure import view_state


def scene_state(scene) -> dict[str, str]:
    return {k: repr(v) for k, v in vars(scene).items()
            if k in ("peeking", "notes", "slots", "size", "clock")}


def test_drawing_the_table_changes_no_state(app):
    session = bot_session("escape", 5, 4, moves=30, humans=4)
    scene = TablePlayScene(app, session, autosave=False)
    app.push(scene)
    app.step(1 / 60)
    view = scene.view
    before, table_before = view_state(view), scene_state(scene)
    for _ in range(8):
        app.draw()
        assert view_state(view) == before and scene_state(scene) == table_before
    assert not scene.animating, "every part of the picture is painted within a few frames"
    paints = scene.still.paints
    app.draw()
    assert scene.still.paints == paints, "an unchanged table repaints nothing"


def test_a_still_table_tells_the_app_nothing_changed(app):
    """Drawn straight into the window, the table says which rectangles changed, so the app
    updates only those on the screen (a 4K window is costly to copy whole)."""
    session = bot_session("escape", 5, 2, moves=6, humans=2)
    app.settings.table_mode = True
    scene = TablePlayScene(app, session, autosave=False)
    app.push(scene)
    for _ in range(8):
        app.step(1 / 60)
    assert app.canvas is app.screen and not scene.animating
    app.draw()
    assert app.changed_rects == []
    scene.peek(0, True)  # a seat peeks: its panel alone changes
    painting = 0
    while True:  # painted into the still picture (in steps: its words are one)...
        app.draw()
        if app.changed_rects:
            break
        painting += 1
        assert painting <= 3
    # ...and copied to the window (in the frame of its last step: the deciding seat's
    # panel is the decision's, painted within DECISION_WORK and shown at once)
    assert app.changed_rects == [scene.table.panels[0].canvas_rect]
    app.draw()
    assert app.changed_rects == []


def test_a_gliding_ship_updates_only_around_itself(app):
    from game.escape.rules.actions import Enter

    session = bot_session("escape", 5, 2, moves=2, humans=2)  # the missions are returned
    app.settings.animation_speed = 0.5
    scene = TablePlayScene(app, session, autosave=False)
    app.push(scene)
    for _ in range(8):
        app.step(1 / 60)
    seat = scene.view.actor
    enter = next(a for a in session.state.legal_actions(seat) if isinstance(a, Enter))
    assert scene.submit(enter)
    board = scene.table.board.width * scene.table.board.height
    small = 0
    for _ in range(30):
        app.step(1 / 60)
        if not scene.view.animating:
            break
        rects = app.changed_rects or []
        if rects and all(r.width * r.height < board // 10 for r in rects):
            small += 1
    assert small >= 3, "frames of a glide copy only the ship's surroundings"
