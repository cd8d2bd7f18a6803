"""The table's still picture is brought up to date in steps spread over frames (a panel
painted, then turned, then placed; the board's layers composed, then placed), within an
estimated budget a frame, and a part reaches the window in the frame after its paint.
Spread or not, the picture the table settles on is the one it paints whole."""

from __future__ import annotations

import pygame
import pytest

import game.scenes.table_frames as table_frames
from game.core.catalogue import get_game
from game.engine.table.compose import Composer, Part, copy_cost, uncovered
from game.engine.table.panel import PAINT_MS, QUARTER_MS, RotatedPanel, Step
from game.engine.table.transform import Orient
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session


def stepped_part(name, rect, key, log, steps, cost):
    """A part that needs ``steps`` steps of work (each costing ``cost``) before its paint
    (costing 1.0); ``log`` records what ran."""
    left = [steps]

    def prepare():
        left[0] -= 1
        log.append(f"{name}:step")

    def paint(surface):
        log.append(f"{name}:paint")
        surface.fill((200, 0, 0), rect)

    return Part(name, pygame.Rect(rect), key, paint, cost=1.0, prepare=prepare,
                ahead=lambda: cost if left[0] > 0 else 0.0)


def test_steps_run_within_the_budget_the_first_always():
    c = Composer((40, 20), (0, 0, 0))
    log: list[str] = []
    c.update([stepped_part("a", (0, 0, 20, 20), 1, log, 0, 3.0)])  # the first paint: all
    log.clear()
    parts = [stepped_part("a", (0, 0, 20, 20), 2, log, 2, 3.0),
             stepped_part("b", (20, 0, 20, 20), None, log, 1, 0.5)]
    changed, left = c.update(parts, 5.0)
    assert log == ["a:step"] and left and changed == []  # a second step (3 + 3) is over 5
    changed, left = c.update(parts, 5.0)
    # 3 + 1 for a, b's step (0.5) fits, its paint (1) not
    assert log == ["a:step", "a:step", "a:paint", "b:step"] and left
    assert changed == [pygame.Rect(0, 0, 20, 20)] and c.surface.get_at((5, 5))[:3] == (200, 0, 0)
    changed, left = c.update(parts, 5.0)
    assert log[-1] == "b:paint" and not left and c.up_to_date(parts)


def test_a_frame_that_spent_its_budget_copying_takes_no_step():
    c = Composer((40, 20), (0, 0, 0))
    log: list[str] = []
    c.update([stepped_part("a", (0, 0, 20, 20), 1, log, 0, 3.0)])
    log.clear()
    parts = [stepped_part("a", (0, 0, 20, 20), 2, log, 1, 3.0)]
    assert c.update(parts, 5.0, spent=4.0) == ([], True) and log == []
    c.update(parts, 5.0, spent=0.5)
    assert log == ["a:step", "a:paint"]


def test_a_turned_panel_is_painted_then_turned_one_step_a_call():
    panel = RotatedPanel(Orient((100, 40), 90, (0, 0)))
    panel.warm()
    colours = {"k1": (200, 0, 0), "k2": (0, 0, 200)}
    for key in ("k1", "k2"):
        assert panel.ahead(key) == pytest.approx(PAINT_MS * 0.004)
        panel.prepare(key, lambda s, key=key: s.fill(colours[key]))
        assert not panel.ready(key)  # painted upright, not turned yet
        if key == "k2":  # the last picture stays up meanwhile
            assert panel.picture.get_at((5, 5))[:3] == colours["k1"]
        assert panel.ahead(key) == pytest.approx(QUARTER_MS * 0.004)
        panel.prepare(key, lambda s: pytest.fail("painted twice"))
        assert panel.ready(key) and panel.ahead(key) == 0.0
        assert panel.picture.get_size() == (40, 100)
        assert panel.picture.get_at((5, 5))[:3] == colours[key]
    assert panel.paints == 2


def test_an_unturned_panel_is_ready_in_one_step():
    panel = RotatedPanel(Orient((100, 40), 0, (0, 0)))
    panel.prepare("k", lambda s: s.fill((1, 2, 3)))
    assert panel.ready("k") and panel.picture.get_at((0, 0))[:3] == (1, 2, 3)


def test_a_panel_painted_in_steps_runs_one_a_call_and_restarts_for_a_new_key():
    panel = RotatedPanel(Orient((100, 40), 90, (0, 0)))
    log: list[str] = []

    def steps(key, colour):
        return [Step(1.5, lambda s: log.append(f"{key}:a")),
                Step(2.5, lambda s: log.append(f"{key}:b")),
                Step(0.5, lambda s: (log.append(f"{key}:c"), s.fill(colour)))]

    k1, k2 = steps("k1", (200, 0, 0)), steps("k2", (0, 0, 200))
    assert panel.ahead("k1", k1) == 1.5
    panel.prepare("k1", k1)
    assert panel.ahead("k1", k1) == 2.5 and not panel.ready("k1")
    panel.prepare("k2", k2)  # the panel shows something else now: its steps from the start
    assert log == ["k1:a", "k2:a"] and panel.ahead("k2", k2) == 2.5
    panel.prepare("k2", k2)
    panel.prepare("k2", k2)
    assert log[-2:] == ["k2:b", "k2:c"] and not panel.ready("k2") and panel.paints == 1
    assert panel.ahead("k2", k2) == pytest.approx(QUARTER_MS * 0.004)  # then the turn
    panel.prepare("k2", k2)
    assert panel.ready("k2") and panel.picture.get_at((5, 5))[:3] == (0, 0, 200)
    assert panel.get("k1", k1).get_at((5, 5))[:3] == (200, 0, 0)  # get: every step at once
    assert log[-3:] == ["k1:a", "k1:b", "k1:c"]


@pytest.mark.parametrize("game_id", ["escape", "pandorum", "starship"])
def test_a_seat_panel_painted_in_steps_is_the_panel_painted_in_one_go(app, game_id):
    """The acting seat's panel (its words laid out in a step of their own) and a peeking
    seat's: the steps paint exactly what :meth:`paint_panel` paints."""
    game = get_game(game_id)
    session = bot_session(game_id, 3, game.max_players, moves=12, humans=game.max_players)
    scene = TablePlayScene(app, session, size=(3840, 2160), autosave=False)
    app.push(scene)
    acting = scene.acting_seats()
    other = next(s for s in range(game.max_players) if s not in acting)
    scene.peek(other, True)
    for seat in (acting[0], other):
        steps = scene.panel_steps(seat, seat in acting, acting)
        assert len(steps) == 3, "the words are a step of their own"
        size = scene.panels[seat].orient.size
        stepped, whole = pygame.Surface(size), pygame.Surface(size)
        for step in steps:
            step.paint(stepped)
        scene.paint_panel(seat, seat in acting, whole)
        assert pygame.image.tobytes(stepped, "RGB") == pygame.image.tobytes(whole, "RGB")


def settle(app, scene, limit=200):
    for _ in range(limit):
        app.step(1 / 60)
        if not scene.animating and not scene.view.animating:
            return
    raise AssertionError("the table does not settle")


@pytest.mark.parametrize("game_id", ["escape", "merchants", "pandorum"])
def test_a_table_drawn_a_step_a_frame_settles_on_a_whole_repaint(app, monkeypatch, game_id):
    """Every step in a frame of its own (the smallest budget): after each action the
    window shows, once settled, exactly the picture of the table painted whole anew."""
    monkeypatch.setattr(table_frames, "WORK_PER_FRAME", 1e-6)
    monkeypatch.setattr(table_frames, "DECISION_WORK", 1e-6)
    players = get_game(game_id).max_players
    session = bot_session(game_id, 3, players, moves=12, humans=players)
    scene = TablePlayScene(app, session, autosave=False)
    app.push(scene)
    settle(app, scene)
    frames_per_action = []
    for _ in range(3):
        seat = scene.pending()[0]
        scene.submit(session.state.legal_actions(seat)[0])
        before = app.frames
        settle(app, scene)
        frames_per_action.append(app.frames - before)
        shown = app.screen.copy()
        scene.arrange(scene.size)  # every cache anew: the next draw paints the whole table
        canvas = pygame.Surface(scene.size)
        scene.draw_table(canvas)
        assert shown.get_size() == canvas.get_size()
        diff = sum(1 for x in range(0, canvas.get_width(), 7)
                   for y in range(0, canvas.get_height(), 7)
                   if shown.get_at((x, y)) != canvas.get_at((x, y)))
        assert diff == 0, f"{diff} sampled pixels differ from a whole repaint"
    assert max(frames_per_action) >= 3, "the work was spread over several frames"


def test_turn_cards_are_ready_for_every_way_they_face_when_the_screen_opens(app):
    session = bot_session("pandorum", 3, 4, moves=10, humans=4)
    scene = TablePlayScene(app, session, autosave=False)
    cards = scene.view.table_turn_cards()
    assert cards
    rotations = {0, 90, 180, 270}
    for card in cards:
        for rotation in rotations:
            assert scene.turned_panel(card, rotation).ready((card.key, rotation))


def test_uncovered_is_the_rectangle_outside_the_holes():
    rect = pygame.Rect(10, 10, 100, 60)
    holes = [pygame.Rect(20, 0, 30, 200), pygame.Rect(90, 40, 50, 10), pygame.Rect(0, 0, 5, 5)]
    pieces = uncovered(rect, holes)
    covered = {(x, y) for p in pieces for x in range(p.left, p.right)
               for y in range(p.top, p.bottom)}
    assert sum(p.width * p.height for p in pieces) == len(covered)  # disjoint
    assert covered == {(x, y) for x in range(rect.left, rect.right)
                       for y in range(rect.top, rect.bottom)
                       if not any(h.collidepoint(x, y) for h in holes)}


def test_a_first_step_left_for_the_copies_runs_after_patience_frames():
    """A frame whose copies leave no room waits; after ``patience`` such frames in a row
    the next runs its first step anyway (a long animation's copies never starve the
    picture), and only its first."""
    c = Composer((40, 20), (0, 0, 0))
    log: list[str] = []
    c.update([stepped_part("a", (0, 0, 20, 20), 1, log, 0, 3.0)])
    log.clear()
    parts = [stepped_part("a", (0, 0, 20, 20), 2, log, 2, 3.0)]
    for _ in range(3):
        assert c.update(parts, 5.0, spent=4.0, patience=3) == ([], True)
    assert log == []
    assert c.update(parts, 5.0, spent=4.0, patience=3)[1] and log == ["a:step"]
    assert c.update(parts, 5.0, spent=4.0, patience=3)[1] and log == ["a:step"]  # waits anew
    assert c.update(parts, 5.0, spent=0.0, patience=3)[0] and log[-1] == "a:paint"


def test_copy_costs_grow_with_rows_as_well_as_pixels():
    """A tall narrow copy costs more a pixel than a wide one (the estimate's rows)."""
    wide, tall = pygame.Rect(0, 0, 2160, 460), pygame.Rect(0, 0, 460, 2160)
    assert copy_cost(tall) > copy_cost(wide) > 0
    assert copy_cost(pygame.Rect(0, 0, 0, 50)) == 0.0


def _spy_steps(monkeypatch) -> list[str]:
    """The table's steps of work on its still picture, as they run."""
    ran: list[str] = []
    real_prepare = RotatedPanel.prepare
    monkeypatch.setattr(RotatedPanel, "prepare",
                        lambda self, *a: (ran.append("panel"), real_prepare(self, *a)))
    real_board = TablePlayScene.prepare_board
    monkeypatch.setattr(TablePlayScene, "prepare_board",
                        lambda self: (ran.append("board"), real_board(self)))
    return ran


def _acted_at_4k(app) -> tuple[TablePlayScene, object]:
    session = bot_session("escape", 3, 4, moves=12, humans=4)
    scene = TablePlayScene(app, session, size=(3840, 2160), autosave=False)
    app.push(scene)
    settle(app, scene)
    seat = scene.pending()[0]
    scene.submit(session.state.legal_actions(seat)[0])
    return scene, session


def test_a_frame_that_copies_the_whole_table_takes_no_step(app, monkeypatch):
    """When the window does not hold the table's last picture (an app-wide redraw), the
    frame copies the whole 4K picture (3 ms): it counts in the frame's work, so no step
    of a repaint runs beside it; the next frame takes one."""
    scene, _ = _acted_at_4k(app)
    ran = _spy_steps(monkeypatch)
    app.dirty = True
    app.step(1 / 60)
    assert ran == [] and scene.still_busy
    app.step(1 / 60)
    assert ran, "the next frame takes a step"


def test_a_frame_that_did_costly_work_before_drawing_takes_no_costly_step(app, monkeypatch):
    """Work the frame did before the table draws (``App.frame_work``: a step of
    rehearsing an auction screen) counts as spent: a costly step waits for the next."""
    scene, _ = _acted_at_4k(app)
    ran = _spy_steps(monkeypatch)
    real_update = TablePlayScene.update

    def update(self, dt):
        real_update(self, dt)
        self.app.frame_work += table_frames.WORK_PER_FRAME

    monkeypatch.setattr(TablePlayScene, "update", update)
    app.step(1 / 60)
    assert ran == [] and scene.still_busy
    monkeypatch.setattr(TablePlayScene, "update", real_update)
    app.step(1 / 60)
    assert ran and app.frame_work == 0.0


def test_the_whole_picture_after_another_screen_is_copied_a_band_a_frame(monkeypatch):
    """A 4K window that shows another screen's last picture (an auction screen closed over
    the table) gets the table's whole picture back a band a frame (at once it was 3 ms
    beside the frame's other work), presenting nothing until the last band, and no step
    of the still picture runs beside a band."""
    from game.engine.app import App

    app = App(window=(3840, 2160), fullscreen=False, save_settings=False)
    app.settings.bot_delay = 0
    app.settings.animation_speed = 0
    try:
        session = bot_session("escape", 3, 4, moves=12, humans=4)
        scene = TablePlayScene(app, session, autosave=False)
        app.push(scene)
        settle(app, scene)
        assert app.canvas is app.screen
        app.screen.fill((255, 0, 255))  # the other screen's picture
        app.canvas_owner, app.dirty = None, True
        ran = _spy_steps(monkeypatch)
        app.step(1 / 60)
        assert app.changed_rects == [] and ran == []
        assert app.screen.get_at((10, 10))[:3] != (255, 0, 255)  # the first band: copied
        assert app.screen.get_at((10, 2150))[:3] == (255, 0, 255)  # the last: not yet
        app.step(1 / 60)
        assert app.changed_rects is None  # the whole window presented
        still = scene.still.surface
        assert pygame.image.tobytes(app.screen, "RGB") == pygame.image.tobytes(still, "RGB")
    finally:
        app.close()
