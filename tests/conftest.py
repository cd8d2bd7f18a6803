"""Shared test set-up: headless SDL, and user folders in a temp dir so no test ever touches a
real player's settings or saves."""

from __future__ import annotations

import ctypes
import gc
import itertools
import os
import sys
import types

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest
from hypothesis import HealthCheck, settings

from tests.core.conftest import toy  # noqa: F401 - the toy game fixture for CLI tests
from tests.uiwindow import sized_app  # noqa: F401 - an app per checked window size

# Property tests check outcomes, not speed: a busy 2-core CI machine must not fail them on
# hypothesis' per-example deadline. Speed goals live in `python -m game bench`.
settings.register_profile(
    "andromeda", deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("andromeda")


@pytest.fixture(autouse=True)
def _isolated_user_dirs(tmp_path_factory, monkeypatch):
    home = tmp_path_factory.mktemp("home")
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", str(home))


@pytest.fixture(autouse=True)
def _bots_decide_within_the_frame(monkeypatch):
    """Bots think in a worker thread; a test's frame waits for the decision (up to 10 s),
    so what each ``App.step`` does is the same on a fast or a loaded machine. The frame
    never waits in play (``PlayScene.bot_wait`` 0); tests/ui/test_bot_worker.py covers that."""
    from game.scenes.play import PlayScene

    monkeypatch.setattr(PlayScene, "bot_wait", 10.0)
    # and the frame after an action shows it (in play a second frame paints it ahead;
    # tests/ui/test_paint_ahead.py covers that)
    monkeypatch.setattr(PlayScene, "ahead_frames", 1)


@pytest.fixture(autouse=True)
def _instant_bots_budget_counted(monkeypatch):
    """Instant bots (no bot delay) play ready decisions for up to ``BOT_BUDGET`` of a
    frame's wall-clock time; in tests that clock ticks a millisecond a look, so a frame
    plays the same moves on a fast or a loaded machine (a loaded one played fewer: a bot's
    ballot then came between a test's two taps). A test may set its own clock."""
    import game.scenes.play_bots as play_bots

    looks = itertools.count()
    monkeypatch.setattr(play_bots, "time",
                        types.SimpleNamespace(monotonic=lambda: next(looks) / 1000))


@pytest.fixture(autouse=True)
def _boards_static_parts_drawn_afresh():
    """The Merchants boards' static parts are drawn once and kept (by board, placement and
    look: a table's board card too); every test starts without them, so a test that
    records what is drawn sees them whatever ran before it in its worker."""
    from game.merchants.view_draw import forget_static

    forget_static()


@pytest.fixture(autouse=True)
def _floored_fonts_let_go():
    """After each test, the table's floored fonts are dropped (the next use makes them
    again, sharing the same caches). A floored fonts copies its app's fonts' attributes,
    and so the text recorder a test put on them (tests.uitext.drawn) when it was made
    during that drawing: the recorder holds the app's fonts, the key that was to let the
    floored fonts go with them, so the app's fonts, rendered lines and canvas-sized
    layers stayed alive for the rest of the worker (tests/ui/test_long_names.py kept three
    apps so)."""
    yield
    from game.engine.table.tablefonts import _FLOORED

    _FLOORED.clear()


def _malloc_trim():
    """glibc's ``malloc_trim`` (None elsewhere: other C libraries, Windows, macOS)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return getattr(ctypes.CDLL(None), "malloc_trim", None)
    except OSError:
        return None


_TRIM = _malloc_trim()


@pytest.fixture(scope="module", autouse=True)
def _freed_memory_handed_back():
    """After each test module, the memory its tests freed goes back to the system: glibc
    keeps freed heap for reuse, so a worker's size stayed at the most any module had
    used (test_chrome_parts.py alone left 408 MB resident, 109 MB after a trim)."""
    yield
    _hand_back()


def _hand_back() -> None:
    """Collect the garbage, and give the freed heap back to the system where glibc can."""
    gc.collect()
    if _TRIM is not None:
        _TRIM(0)


#: a test process over this many MB collects its garbage before it makes another scene
COLLECT_OVER_MB = 1024


def _rss_mb() -> int:
    """This process's resident size (MB; Linux: 0 elsewhere)."""
    try:
        with open("/proc/self/statm") as statm:
            pages = int(statm.read().split()[1])
    except OSError:
        return 0
    return pages * os.sysconf("SC_PAGE_SIZE") // 2**20


@pytest.fixture(scope="session", autouse=True)
def _garbage_collected_before_a_scene_when_big():
    """A scene and its view refer to each other, so a dropped one goes at the garbage
    collector's next full pass, which counts objects, not the pixels of a 4K table's
    canvas-sized layers: a test making a table scene for each of several positions on one
    app (tests/table/test_target_sizes.py) held every one, 2.6 GB, 0.5 GB when each was
    collected before the next. Past :data:`COLLECT_OVER_MB` a scene's making collects
    first (a look at the size costs microseconds; most tests never pass it)."""
    from game.engine.scene import Scene

    made = Scene.__init__

    def collected_first(self, app):
        if _rss_mb() > COLLECT_OVER_MB:
            _hand_back()
        made(self, app)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Scene, "__init__", collected_first)
        yield


@pytest.fixture
def app():
    """A headless app whose window is the 1920x1080 canvas, with instant bots and no
    animations (tests/ui has its own)."""
    from game.engine.app import App

    application = App(window=(1920, 1080), fullscreen=False, save_settings=False)
    application.settings.bot_delay = 0
    application.settings.animation_speed = 0
    yield application
    application.close()
