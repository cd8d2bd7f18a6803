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
