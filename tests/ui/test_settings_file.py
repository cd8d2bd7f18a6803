"""Nothing a settings file holds can stop the app: every file gives valid settings (the
good values kept, defaults for the rest) and a message, within a second; a file with
problems is kept as settings.json.bad, never silently overwritten."""

from __future__ import annotations

import json
import os
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game import userdirs
from game.engine import settings as settings_mod
from game.engine.app import App
from game.scenes.title import TitleScene
from game.screenshot import render

FUZZ = settings(max_examples=60, deadline=None,
                suppress_health_check=[HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner,
                                                                  max_size=4),
    max_leaves=20,
)

#: long enough for a loaded CI machine; a blocked read (a FIFO) takes forever
HANG_SECONDS = 30.0


def _valid(s: settings_mod.Settings) -> None:
    """Every field within what the settings screen offers or accepts."""
    assert 960 <= s.window[0] <= 7680 and 540 <= s.window[1] <= 4320  # display.MIN_WINDOW
    assert isinstance(s.fullscreen, bool)
    assert 0 <= s.volume <= 1 and 0 <= s.animation_speed <= 3 and 0 <= s.bot_delay <= 5
    assert s.auction_variant in settings_mod.AUCTION_VARIANTS
    assert all(isinstance(k, str) for k in s.bindings.keys.values())
    json.dumps(s.to_dict())


def _load(path, text: str | bytes) -> settings_mod.LoadResult:
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
    else:
        path.write_bytes(text)
    started = time.perf_counter()
    result = settings_mod.load(path)
    assert time.perf_counter() - started < HANG_SECONDS  # a hang guard, not a speed goal
    _valid(result.settings)
    return result


@FUZZ
@given(json_values)
def test_any_json_file_gives_valid_settings(tmp_path, value):
    path = tmp_path / "settings.json"
    result = _load(path, json.dumps(value))
    if not isinstance(value, dict):
        assert result.problems and result.message
    for problem in result.problems:
        assert "\n" not in problem and len(problem) < 300


@FUZZ
@given(st.dictionaries(st.sampled_from(["version", "window", "fullscreen", "volume",
                                        "animation_speed", "bot_delay", "bindings",
                                        "auction_keys", "auction_variant", "colour"]),
                       json_values, max_size=10))
def test_any_json_in_the_fields_of_a_real_settings_file(tmp_path, fields):
    path = tmp_path / "settings.json"
    good = settings_mod.Settings(volume=0.3).to_dict()
    _load(path, json.dumps(dict(good, **fields)))


@pytest.mark.parametrize(("text", "why"), [
    ("[" * 50_000, "nested too deeply"),
    ('{"volume": ' + "9" * 5000 + "}", "too long"),
    ('{"volume": NaN}', "cannot be read"),
    ('{"volume": 1e999}', "too large"),
    (b"\xff\xfe{}", "not UTF-8"),
    ("{ this is not json", "damaged"),
    ('{"bindings": {"' + "x" * 60_000 + '": "u"}}', "unknown key binding"),
])
def test_damaged_settings_files(tmp_path, text, why):
    path = tmp_path / "settings.json"
    original = text.encode("utf-8") if isinstance(text, str) else text
    result = _load(path, text)
    assert why in result.message and len(result.message) < 400
    # the bad file is kept as settings.json.bad and a good one written in its place
    assert (tmp_path / "settings.json.bad").read_bytes() == original
    assert "settings.json.bad" in result.message
    again = settings_mod.load(path)
    assert not again.problems


def test_a_fifo_or_a_folder_as_the_settings_file(tmp_path):
    fifo = tmp_path / "settings.json"
    os.mkfifo(fifo)
    result = settings_mod.load(fifo, repair=False)
    assert "not a regular file" in result.message
    folder = tmp_path / "other" / "settings.json"
    folder.mkdir(parents=True)
    result = settings_mod.load(folder)
    assert "is a folder" in result.message and folder.is_dir()


def test_the_app_starts_with_a_damaged_settings_file_and_toasts_it(home):
    path = userdirs.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("[" * 50_000, encoding="utf-8")
    app = App(window=(1920, 1080))
    try:
        app.push(TitleScene(app))
        app.step(1 / 60)
        assert "Settings file had problems" in app.toasts.history[-1]
        assert "nested too deeply" in app.toasts.history[-1]
        assert app.settings.volume == settings_mod.Settings().volume  # defaults used
    finally:
        app.close()
    assert (path.parent / "settings.json.bad").read_text() == "[" * 50_000


def test_screenshot_starts_with_a_huge_number_in_the_settings(home, tmp_path):
    path = userdirs.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"window": [' + "1" * 5000 + ", 720]}", encoding="utf-8")
    render("title", tmp_path / "t.png")
    assert (tmp_path / "t.png").is_file()
