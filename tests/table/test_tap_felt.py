"""A tap at a table is felt at once, and a tap acts only on what the window shows.

The table paints a new decision's parts over frames and the window keeps its last picture
meanwhile (game/scenes/table_frames.py). Two things a finger meets then, by real SDL finger
events (FINGERDOWN, FINGERUP) through the app loop:

* in the very frame a tap is taken a ring is drawn round the tapped target on the window
  (over the picture, not into the still picture); the rest of the window keeps its last
  picture until the decision shows whole, and the ring goes after, leaving the window as
  the still picture is;
* a second tap in those frames lands where the window still shows the old decision: it
  must not act on the new one the player cannot see yet. Before, it did (the spots were
  the new decision's), so a quick second tap played a move nobody had seen offered.
"""

from __future__ import annotations

import pygame

from game.engine.app import App
from game.scenes.table_frames import TAP_FRAMES
from game.scenes.table_play import TablePlayScene
from game.starship.bots import HeuristicBot as StarshipBot
from tests.starship_ui.driver import session as starship_session


def _settled(app, scene: TablePlayScene) -> None:
    for _ in range(300):
        app.step(1 / 60)
        if not scene.animating:
            return
    raise AssertionError("the table's picture does not settle")


def _finger(app, kind: int, pos: tuple[int, int], finger: int) -> None:
    w, h = app.screen.get_size()
    pygame.event.post(pygame.event.Event(kind, touch_id=1, finger_id=finger,
                                         x=(pos[0] + 0.5) / w, y=(pos[1] + 0.5) / h,
                                         dx=0.0, dy=0.0, pressure=1.0))


def _tap(app, pos: tuple[int, int], finger: int) -> None:
    """A finger down and up at ``pos``, handled in the next frame (which runs)."""
    _finger(app, pygame.FINGERDOWN, pos, finger)
    _finger(app, pygame.FINGERUP, pos, finger)
    app.step(1 / 60)


def _target(scene: TablePlayScene):
    """The first target of the decision now (on the board, a turn card or a panel)."""
    spots = [s for s in scene.spots()
             if s.kind == "tap" and s.key[0] in ("board", "turned", "seat", "button")]
    assert spots, "the deciding seat has no target"
    return spots[0]


def _table(app) -> TablePlayScene:
    """Starship, four people at the table, settled: each tap on a stack selects it."""
    scene = TablePlayScene(app, starship_session(players=4, humans=4, seed=5),
                           autosave=False)
    app.push(scene)
    _settled(app, scene)
    return scene


def _keys(scene: TablePlayScene) -> dict[str, object]:
    """What each part of the table shows now (it changes when a tap acts)."""
    return {p.name: p.key for p in scene.still_parts()}


def _window_behind(scene: TablePlayScene) -> bool:
    """The window does not show every part as it is now."""
    return scene.on_window()[1] != _keys(scene)


def test_a_second_tap_before_the_new_decision_shows_does_not_act():
    # (at 4K, where a new decision takes frames to paint: at 1080p Starship's now shows
    # in the frame after the tap's, before a second tap could land)
    app = App(window=(3840, 2160), fullscreen=False, save_settings=False)
    try:
        _second_tap(app)
    finally:
        app.close()


def _second_tap(app) -> None:
    scene = _table(app)
    session = scene.session
    seat = scene.acting_seats()[0]
    before = pygame.image.tobytes(app.screen, "RGB")
    scene.submit(StarshipBot(seat, 1).choose(session.state.view(seat)))
    app.step(1 / 60)  # (the frame that handles a tap)
    assert len(session.log) == 1
    shown = _keys(scene)
    # the next seat's first target, where the window still shows the last decision
    _tap(app, _target(scene).rect.center, 2)
    assert before == pygame.image.tobytes(app.screen, "RGB"), "the window moved on: no check"
    assert _keys(scene) == shown, "a tap acted on a decision the window did not show yet"
    assert len(session.log) == 1
    _settled(app, scene)
    _tap(app, _target(scene).rect.center, 3)  # shown now: it acts
    assert _keys(scene) != shown


def _without(surface: pygame.Surface, hole: pygame.Rect) -> bytes:
    picture = surface.copy()
    picture.fill((0, 0, 0), hole)
    return pygame.image.tobytes(picture, "RGB")


def test_a_tap_is_ringed_on_the_window_in_its_frame_and_the_rest_waits_for_the_decision():
    """At 4K, where what a tap changes takes frames to paint."""
    app = App(window=(3840, 2160), fullscreen=False, save_settings=False)
    app.settings.bot_delay = 0
    app.settings.animation_speed = 0
    try:
        scene = _table(app)
        before = app.screen.copy()
        keys = _keys(scene)
        target = _target(scene)
        _tap(app, target.rect.center, 1)
        assert _keys(scene) != keys, "the tap did not act"
        ring = scene._tap
        assert ring is not None and ring.contains(target.rect)
        accent = app.theme.c("accent")
        edge = (ring.centerx, ring.top + 2)
        assert tuple(app.screen.get_at(edge))[:3] == accent != tuple(before.get_at(edge))[:3]
        held = 0
        while _window_behind(scene):
            # the rest of the window: the last picture, whole
            assert _without(app.screen, ring) == _without(before, ring)
            assert tuple(app.screen.get_at(edge))[:3] == accent
            held += 1
            assert held < 60
            app.step(1 / 60)
        assert held >= 2, "what the tap changed showed at once: the check checked nothing"
        ringed = 0
        while scene._tap is not None:
            ringed += 1
            assert ringed < 60
            app.step(1 / 60)
        assert held + ringed >= TAP_FRAMES
        _settled(app, scene)
        assert scene.still.surface is not None
        assert (pygame.image.tobytes(app.screen, "RGB")
                == pygame.image.tobytes(scene.still.surface, "RGB")), "the ring left a mark"
    finally:
        app.close()
