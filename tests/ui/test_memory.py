"""The garbage collector's full walks are kept out of a game's frames (game.engine.memory):
a play screen freezes what is alive as it opens and thaws it as it closes."""

from __future__ import annotations

import gc
import weakref

from game.core.session import Seat, Session
from game.scenes.play import PlayScene
from game.scenes.title import TitleScene


def test_a_play_screen_freezes_what_is_alive_while_it_is_open(nim, app):
    app.push(TitleScene(app))
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bo", "blue", "greedy")],
                            1, {"heap": 10})
    gc.unfreeze()
    app.push(PlayScene(app, session, autosave=False))
    frozen = gc.get_freeze_count()
    assert frozen > 1000  # the game's objects, the app's, the modules'
    gc.collect()
    assert gc.get_freeze_count() == frozen  # a full collection leaves them frozen
    app.pop()
    assert gc.get_freeze_count() == 0  # given back: what the game leaves is freed


class _Picture:
    """Stands for a closed game's board picture: in a reference cycle, reached by nothing."""

    def __init__(self) -> None:
        self.me = self


def test_a_play_screen_frees_the_garbage_before_it_freezes(nim, app):
    app.push(TitleScene(app))
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bo", "blue", "greedy")],
                            1, {"heap": 10})
    gc.unfreeze()
    gc.disable()  # no collection but the screen's own may free it
    try:
        garbage = _Picture()
        gone = weakref.ref(garbage)
        del garbage
        app.push(PlayScene(app, session, autosave=False))
        assert gone() is None  # freed as the screen opened, not frozen for ever
    finally:
        gc.enable()
        app.pop()


def test_while_a_play_screen_is_open_the_young_collections_wait_for_a_quiet_frame(nim, app):
    from game.engine import memory

    app.push(TitleScene(app))
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bo", "blue", "greedy")],
                            1, {"heap": 10})
    before = gc.get_threshold()
    app.push(PlayScene(app, session, autosave=False))
    try:
        assert memory.held()
        assert gc.get_threshold()[0] == memory.SAFETY  # the collector's own trigger raised
        app.step(1 / 60)
        # young objects, a collection due: twice the trigger, since objects freed meanwhile
        # (a bot's thread, the app's) count back down (a clean clone's CI read 671 of 700)
        kept = [[] for _ in range(memory.YOUNG * 2)]
        assert gc.get_count()[0] >= memory.YOUNG
        assert memory.collect_due(spent=memory.SPARE_BEFORE * 2) is None  # a busy frame
        assert gc.get_count()[0] >= memory.YOUNG
        assert memory.collect_due(spent=0.0) in (0, 1, 2)  # a quiet one collects
        assert gc.get_count()[0] < memory.YOUNG
        assert memory.collect_due(spent=0.0) is None  # nothing due any more
        del kept
    finally:
        app.pop()
    assert not memory.held()
    assert gc.get_threshold() == before  # given back as it was
    assert memory.collect_due(spent=0.0) is None  # no screen: the collector's own trigger


def test_garbage_made_in_play_is_freed_by_the_frame_loop_not_left_for_the_safety(nim, app):
    from game.engine import memory

    app.push(TitleScene(app))
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bo", "blue", "greedy")],
                            1, {"heap": 10})
    app.push(PlayScene(app, session, autosave=False))
    try:
        garbage = _Picture()
        gone = weakref.ref(garbage)
        del garbage
        # fewer new objects than the safety's trigger: only the frame loop can free it
        kept = [[] for _ in range(memory.YOUNG * 2)]
        assert gc.get_count()[0] < memory.SAFETY
        for _ in range(3):  # the frames of the nim screen are quiet
            app.step(1 / 60)
        assert gone() is None  # collected at a frame's end
        del kept
    finally:
        app.pop()
