"""Engine pieces: input translation, settings files, idle frames, sound, the view registry."""

from __future__ import annotations

import json

import pygame
import pytest

from game import userdirs
from game.core.session import Seat, Session
from game.engine import settings as settings_mod
from game.engine.app import App
from game.engine.gameview import GameView, GenericView, view_for
from game.engine.input import POINTER_DOWN, POINTER_UP, Viewport, translate
from game.engine.scene import Scene
from game.engine.sound import Sound
from game.engine.widgets import Button
from game.scenes.play import BOARD, PlayScene
from game.scenes.title import TitleScene
from tests.ui.conftest import Driver
from tests.ui.nim import Take


class CounterScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.button = Button((800, 500, 300, 100), "Count", self.count)
        self.widgets = [self.button]
        self.count_ = 0

    def count(self) -> None:
        self.count_ += 1

    def draw(self, surface) -> None:
        surface.fill((0, 0, 0))
        self.draw_widgets(surface)


@pytest.mark.parametrize("window", [(1920, 1080), (1280, 720), (1000, 1000)])
def test_touch_and_synthesised_mouse_count_once(home, window):
    app = App(window=window, fullscreen=False)
    try:
        drive = Driver(app)
        scene = CounterScene(app)
        app.push(scene)
        drive.frames(1)
        vp = app.viewport
        centre = scene.button.rect.center
        at = (vp.rect.x + centre[0] * vp.scale, vp.rect.y + centre[1] * vp.scale)
        drive.tap(at)
        assert scene.count_ == 1
        drive.click((round(at[0]), round(at[1])))
        assert scene.count_ == 2
        drive.tap((vp.rect.x + 5, vp.rect.y + 5))  # outside the button
        assert scene.count_ == 2
    finally:
        app.close()


def test_translate_drops_synthesised_and_scales():
    vp = Viewport((1920, 1080), (960, 1080))  # letterboxed: bars above and below
    assert vp.rect == pygame.Rect(0, 270, 960, 540)
    synthetic = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 300), button=1, touch=True)
    assert translate(synthetic, vp) is None
    real = translate(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(480, 540), button=1,
                                        touch=False), vp)
    assert real.type == POINTER_DOWN and real.pos == (960, 540) and not real.is_touch
    finger = translate(pygame.event.Event(pygame.FINGERUP, x=0.5, y=0.5, finger_id=3,
                                          touch_id=1, dx=0, dy=0, pressure=1), vp)
    assert finger.type == POINTER_UP and finger.pos == (960, 540)
    assert finger.is_touch and finger.finger == 3


def test_sliding_off_a_button_cancels(home, app):
    drive = Driver(app)
    scene = CounterScene(app)
    app.push(scene)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(900, 550), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(100, 100), button=1))
    drive.frames(1)
    assert scene.count_ == 0


def test_broken_settings_file_gives_defaults_and_message(home):
    path = userdirs.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ this is not json", encoding="utf-8")
    app = App(window=(1920, 1080))
    try:
        assert app.notice is not None and "damaged" in app.notice
        assert app.settings.bot_delay == settings_mod.Settings().bot_delay
        assert json.loads(path.read_text())["version"] == settings_mod.VERSION  # repaired
        app.push(TitleScene(app))
        app.draw()  # the title screen shows the message without crashing
    finally:
        app.close()


def test_partly_invalid_settings_keep_the_good_values(home):
    path = userdirs.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"volume": 7, "bot_delay": 0.25, "window": [1280, 720],
                                "bindings": {"menu": "no-such-key", "undo": "u"},
                                "colour": "pink"}), encoding="utf-8")
    result = settings_mod.load()
    s = result.settings
    assert s.bot_delay == 0.25 and s.window == (1280, 720)
    assert s.volume == settings_mod.Settings().volume
    assert s.bindings.keys["menu"] == "escape" and s.bindings.keys["undo"] == "u"
    assert len(result.problems) == 3
    assert "colour" in result.message


def test_settings_survive_a_restart(home, nim):
    from game.scenes.settings import SettingsScene

    app = App(window=(1920, 1080))
    try:
        drive = Driver(app)
        app.push(SettingsScene(app))
        drive.frames(1)
        bots = drive.widget(key="bots")
        before = bots.value
        right = bots._arrow_rects()[1]
        drive.click(right.center)
        after = app.settings.bot_delay
        assert after != before
        # rebind Undo to "u"
        drive.press(key=("bind", "undo"))
        drive.key(pygame.K_u, unicode="u")
        assert app.settings.bindings.keys["undo"] == "u"
    finally:
        app.close()
    again = settings_mod.load()
    assert not again.problems
    assert again.settings.bot_delay == after
    assert again.settings.bindings.keys["undo"] == "u"


def test_idle_frames_do_not_redraw(home, app):
    drive = Driver(app)
    app.push(TitleScene(app))
    drive.frames(2)
    presented = app.presented
    drive.frames(30)
    assert app.presented == presented
    target = drive.widget("Load game").rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=target, rel=(1, 1),
                                         buttons=(0, 0, 0), touch=False))
    drive.frames(1)  # hovering a button changes its look
    assert app.presented == presented + 1


def test_sound_is_silent_without_a_mixer(monkeypatch):
    def broken(**_kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    sound = Sound(0.5)
    assert not sound.available
    sound.play("click")
    assert sound.played == ["click"]


def test_the_mixer_opens_with_a_buffer_that_wakes_its_thread_seldom(monkeypatch):
    """The audio device's thread wakes once a buffer, sound or not: a still screen's CPU
    (issue #12's idle goal) wants a large buffer, a sound at once a small one; 2048 frames
    is 46 ms at 44.1 kHz."""
    opened: list[dict] = []
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: False)
    monkeypatch.setattr(pygame.mixer, "init", lambda **kwargs: opened.append(kwargs))
    monkeypatch.setattr(pygame.mixer, "Sound", lambda path: path)
    sound = Sound(0.5)
    assert sound.available and opened == [{"buffer": 2048}]
    assert 2048 / 44100 < 0.05, "a sound starts within 50 ms"


def test_view_registry_falls_back_to_the_move_list():
    assert view_for("pandorum") is GenericView or issubclass(view_for("pandorum"), GameView)
    assert view_for("no_such_game") is GenericView


class TapView(GameView):
    """A board where any click on the left half takes one stone, the right half four."""

    def pointer_down(self, pos, button=1):
        n = 1 if pos[0] < self.rect.centerx else 4
        self.submit(Take(n))
        return True


def test_a_board_view_submits_through_the_play_scene(nim, app, monkeypatch):
    monkeypatch.setattr("game.scenes.play.view_for", lambda game_id: TapView)
    drive = Driver(app)
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bea", "blue")], 1)
    play = PlayScene(app, session)
    app.push(play)
    drive.frames(1)
    assert isinstance(play.view, TapView) and play.view.rect == BOARD
    drive.click((BOARD.left + 100, BOARD.centery))
    assert session.actions == [Take(1)]
    drive.click((BOARD.right - 100, BOARD.centery))
    assert session.actions == [Take(1)]  # four is illegal: refused with the reason
    assert app.toasts.history[-1] == "Take one, two or three stones."
    # the Moves button lists every legal move for keyboard players
    drive.press("Moves")
    assert play.show_moves
    drive.press(key=("action", 2))
    assert session.actions == [Take(1), Take(3)]


def test_bench_figures(nim):
    from game import framebench

    figures = framebench.game_frames("escape", frames=20, idle_seconds=1)
    assert figures["frames"] == 20 and figures["players"] == nim.max_players
    assert 0 < figures["median_ms"] <= figures["p99_ms"] <= figures["worst_ms"] < 1000
    assert figures["idle_cpu"] is None or 0 <= figures["idle_cpu"] < 1
    assert framebench.summary([3.0, 1.0, 2.0]) == {"median_ms": 2.0, "p99_ms": 3.0,
                                                  "worst_ms": 3.0, "frames": 3}
    assert 0 < framebench.startup_time() < 10


def test_run_opens_and_closes(nim):
    from game.launch import run

    seats = [Seat("Ann", "red", "greedy"), Seat("Bot", "blue", "greedy")]
    assert run("play", game_id="escape", seats=seats, seed=3, window=(800, 450),
               max_frames=5) == 0
    assert run("play", game_id="pandorum", seats=seats, seed=3, max_frames=5) == 2


def test_move_list_tells_equal_wordings_apart(nim, app, monkeypatch):
    from tests.ui.nim import NimState

    monkeypatch.setattr(NimState, "describe", lambda self, action: "Take some stones")
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bea", "blue")], 1)
    play = PlayScene(app, session)
    app.push(play)
    Driver(app).frames(1)
    buttons = [w for w in play.widgets if isinstance(w.key, tuple) and w.key[0] == "action"]
    assert [b.label for b in buttons] == ["Take some stones"] * 3
    assert len({b.note for b in buttons}) == 3 and all(b.note for b in buttons)


def test_wheel_over_the_side_panel_scrolls_the_log(nim, app):
    from game.scenes.play import SIDE

    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bea", "blue")], 1, {"heap": 15})
    for n in (1, 2, 1, 2, 1, 2):
        session.apply(Take(n))
    play = PlayScene(app, session)
    app.push(play)
    drive = Driver(app)
    drive.frames(1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=SIDE.center, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                         precise_x=0.0, precise_y=1.0, touch=False))
    drive.frames(1)
    assert play.log_back == 3
    for _ in range(20):
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                             precise_x=0.0, precise_y=-1.0, touch=False))
    drive.frames(1)
    assert play.log_back == 0


def test_merchants_idle_is_measured_after_an_auction_the_human_is_in():
    """The bench's Merchants position reaches a real-time auction with the bench's human
    in it; the idle measure plays it out by the human's hand and then measures the still
    board (it gave None there: every human must hold before an auction runs)."""
    from game import framebench

    figures = framebench.game_frames("merchants", frames=300, idle_seconds=0.5)
    assert figures["idle_cpu"] is not None and 0 <= figures["idle_cpu"] < 1
