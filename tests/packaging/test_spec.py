"""build_scripts/andromeda-table.spec, executed with stand-ins for PyInstaller's build
classes: what it would bundle, without spending a minute on a real build."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from tests.packaging.conftest import ROOT

SPEC = ROOT / "build_scripts" / "andromeda-table.spec"


class _Target:
    """Records how the spec called one of PyInstaller's classes."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        self.args, self.kwargs = args, kwargs


class _Analysis(_Target):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.scripts, self.binaries, self.pure = [], [], []
        # What hooks would add: pygame_gui's fonts, as (name in bundle, source, kind).
        self.datas = [(f"{dest}/{Path(src).name}", src, "DATA") for src, dest in
                      kwargs["datas"]] + [
            ("pygame_gui/data/NotoSans-Regular.ttf", "/site/NotoSans-Regular.ttf", "DATA"),
            ("pygame_gui/data/NotoSansJP-Bold.otf", "/site/NotoSansJP-Bold.otf", "DATA"),
            ("pygame_gui/data/NotoSansSC-Regular.otf", "/site/NotoSansSC-Regular.otf", "DATA"),
        ]


def _run_spec(monkeypatch, *args: str) -> dict[str, Any]:
    monkeypatch.setattr(sys, "argv", [str(SPEC), *args])
    namespace: dict[str, Any] = {
        "SPECPATH": str(SPEC.parent),
        "Analysis": _Analysis,
        **{name: type(name, (_Target,), {}) for name in ("PYZ", "EXE", "COLLECT", "BUNDLE")},
    }
    exec(compile(SPEC.read_text(encoding="utf-8"), str(SPEC), "exec"), namespace)
    return namespace


@pytest.fixture(scope="module")
def onefile():
    with pytest.MonkeyPatch.context() as mp:
        yield _run_spec(mp, "--mode", "onefile", "--name", "andromeda-table-9.9.9-x",
                        "--version", "9.9.9")


def test_assets_and_maps_go_to_the_bundle_root(onefile):
    datas = onefile["a"].kwargs["datas"]
    assert (str(ROOT / "assets"), "assets") in datas
    if (ROOT / "maps").is_dir():
        assert (str(ROOT / "maps"), "maps") in datas


def test_every_game_module_is_a_hidden_import(onefile, build):
    hidden = set(onefile["a"].kwargs["hiddenimports"])
    assert set(build.game_modules()) <= hidden
    assert "game.smoke" in hidden


def test_entry_script_and_excludes(onefile):
    analysis = onefile["a"]
    assert analysis.args[0] == [str(ROOT / "game" / "__main__.py")]
    excludes = set(analysis.kwargs["excludes"])
    assert {"tkinter", "numpy", "pytest", "ssl"} <= excludes
    assert "pygame" not in excludes and "json" not in excludes


def test_cjk_fonts_are_dropped_but_latin_kept(onefile):
    names = [dest for dest, _, _ in onefile["a"].datas]
    assert "pygame_gui/data/NotoSans-Regular.ttf" in names
    assert not any("NotoSansJP" in n or "NotoSansSC" in n for n in names)


def test_onefile_is_one_exe_with_the_versioned_name(onefile):
    exe = onefile["exe"]
    assert exe.kwargs["name"] == "andromeda-table-9.9.9-x"
    assert "coll" not in onefile
    assert exe.kwargs["upx"] is False


def test_onedir_has_plain_exe_in_versioned_folder(monkeypatch):
    ns = _run_spec(monkeypatch, "--mode", "onedir", "--name", "andromeda-table-9.9.9-x-folder")
    assert ns["exe"].kwargs["name"] == "andromeda-table"
    assert ns["exe"].kwargs["exclude_binaries"] is True
    assert ns["coll"].kwargs["name"] == "andromeda-table-9.9.9-x-folder"
