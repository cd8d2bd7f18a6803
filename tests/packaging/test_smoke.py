"""game/smoke.py: what ``--smoke-test`` checks, and that every failure gives a non-zero exit
with the reason in words."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from game import paths, smoke
from tests.packaging.conftest import ROOT


def _shipped_copy(tmp_path: Path) -> Path:
    """A copy of the shipped files (assets/ and maps/) to break things in."""
    root = tmp_path / "root"
    for folder in ("assets", "maps"):
        if (ROOT / folder).is_dir():
            shutil.copytree(ROOT / folder, root / folder,
                            ignore=shutil.ignore_patterns("fonts", "*.ttf", "*.png", "*.ogg"))
        else:
            (root / folder).mkdir(parents=True)
    return root


def _run(**kwargs) -> tuple[int, list[str]]:
    lines: list[str] = []
    code = smoke.run_smoke_test(out=lines.append, **kwargs)
    return code, lines


def test_shipped_data_of_this_tree_is_fine(tmp_path: Path):
    code, lines = _run(root=_shipped_copy(tmp_path), only=["shipped data"])
    assert code == 0, lines
    assert lines[0].startswith("PASS  shipped data")


def test_a_broken_data_file_fails_with_its_name(tmp_path: Path):
    root = _shipped_copy(tmp_path)
    bad = root / "assets" / "data" / "escape" / "broken.toml"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_text("cards = [1, 2\n", encoding="utf-8")
    code, lines = _run(root=root, only=["shipped data"])
    assert code == 1
    assert lines[0].startswith("FAIL  shipped data")
    assert "assets/data/escape/broken.toml" in lines[0]
    assert "failed: shipped data: 1 problem(s): assets/data/escape/broken.toml" in lines[-1]


def test_a_broken_map_fails_with_its_name(tmp_path: Path):
    root = _shipped_copy(tmp_path)
    (root / "maps" / "zz-broken.tmx").write_text("<map><layer></map>", encoding="utf-8")
    code, lines = _run(root=root, only=["shipped data"])
    assert code == 1
    assert "maps/zz-broken.tmx: mismatched tag" in "\n".join(lines)


def test_a_map_the_loader_rejects_fails(tmp_path: Path):
    """Well-formed XML that is not a Tiled map: the Tiled loader's own error is reported."""
    root = _shipped_copy(tmp_path)
    (root / "maps" / "zz-empty.tmx").write_text("<notamap/>", encoding="utf-8")
    code, lines = _run(root=root, only=["shipped data"])
    assert code == 1
    assert "maps/zz-empty.tmx" in lines[0]


def test_failing_step_reports_reason_and_place():
    def explode() -> str:
        raise ValueError("the Lost Ship has no field")

    result = smoke._run_step("game escape", explode)
    assert result.status == smoke.FAIL
    assert result.detail.startswith("ValueError: the Lost Ship has no field (test_smoke.py:")


def test_missing_module_is_a_skip_but_a_broken_one_fails(tmp_path: Path, monkeypatch):
    with pytest.raises(smoke.Skipped, match=r"game\.engine\.no_such_module is not built yet"):
        smoke._optional("game.engine.no_such_module")
    result = smoke._run_step("x", lambda: smoke._optional("game.engine.no_such_module"))
    assert result.status == smoke.SKIP
    # A module that exists but imports something the bundle lacks is a failure.
    (tmp_path / "smoke_probe_mod.py").write_text("import no_such_dependency_xyz\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    result = smoke._run_step("y", lambda: smoke._optional("smoke_probe_mod"))
    assert result.status == smoke.FAIL
    assert "No module named 'no_such_dependency_xyz'" in result.detail


def test_run_fails_on_any_failure_and_passes_with_skips(monkeypatch):
    def fake_plan(ctx, only=None):
        def skip() -> str:
            raise smoke.Skipped("not built")

        def fail() -> str:
            raise KeyError("escape")

        return [("ok step", lambda: "fine"), ("skip step", skip), ("bad step", fail)]

    monkeypatch.setattr(smoke, "plan", fake_plan)
    code, lines = _run()
    assert code == 1
    assert [line[:4] for line in lines[:3]] == ["PASS", "SKIP", "FAIL"]
    assert "1 passed, 1 skipped, 1 failed" in lines[3]
    assert lines[4].startswith("  failed: bad step: KeyError: 'escape'")

    monkeypatch.setattr(smoke, "plan", lambda ctx, only=None: fake_plan(ctx)[:2])
    code, lines = _run()
    assert code == 0
    assert "smoke test: OK: 1 passed, 1 skipped, 0 failed" in lines[-1]


def test_a_broken_catalogue_is_reported_not_raised(monkeypatch):
    def broken_plan(ctx, only=None):
        raise ImportError("cannot import name 'GAME'")

    monkeypatch.setattr(smoke, "plan", broken_plan)
    code, lines = _run()
    assert code == 1
    assert "ImportError: cannot import name 'GAME'" in lines[0]


def test_environment_is_restored_and_user_home_is_temporary(monkeypatch):
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", "/players/own/home")
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.delenv("SDL_AUDIODRIVER", raising=False)
    seen: dict[str, str | None] = {}

    def spy_plan(ctx, only=None):
        def look() -> str:
            for key in ("ANDROMEDA_TABLE_HOME", "SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
                seen[key] = os.environ.get(key)
            return "looked"

        return [("look", look)]

    monkeypatch.setattr(smoke, "plan", spy_plan)
    assert _run()[0] == 0
    assert seen["SDL_VIDEODRIVER"] == seen["SDL_AUDIODRIVER"] == "dummy"
    assert "andromeda-smoke-" in str(seen["ANDROMEDA_TABLE_HOME"])
    assert not Path(str(seen["ANDROMEDA_TABLE_HOME"])).exists()  # cleaned up
    assert os.environ["ANDROMEDA_TABLE_HOME"] == "/players/own/home"
    assert os.environ["SDL_VIDEODRIVER"] == "x11"
    assert "SDL_AUDIODRIVER" not in os.environ


def test_report_is_copied_to_the_log_file(monkeypatch, tmp_path: Path):
    log = tmp_path / "logs" / "smoke.log"
    monkeypatch.setenv("ANDROMEDA_SMOKE_LOG", str(log))
    monkeypatch.setattr(smoke, "plan", lambda ctx, only=None: [("only", lambda: "fine")])
    code, lines = _run()
    assert code == 0
    assert log.read_text(encoding="utf-8").splitlines() == lines


def test_blank_and_non_blank_images(tmp_path: Path):
    surface = pygame.Surface((64, 32))
    surface.fill((10, 20, 30))
    blank = tmp_path / "blank.png"
    pygame.image.save(surface, str(blank))
    assert smoke.is_blank(blank) == (True, "64x32, every pixel is #0a141e")
    surface.set_at((63, 31), (255, 255, 255))
    drawn = tmp_path / "drawn.png"
    pygame.image.save(surface, str(drawn))
    assert smoke.is_blank(drawn)[0] is False


def test_smoke_levels_avoid_slow_bots():
    assert smoke.smoke_levels(("random", "heuristic", "search"), 3) == [
        "random", "heuristic", "random"]
    assert smoke.smoke_levels(("random",), 2) == ["random", "random"]


# ------------------------------------------------------------------ frozen builds, simulated


def _freeze(monkeypatch, executable: Path, meipass: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(meipass), raising=False)
    monkeypatch.setattr(sys, "executable", str(executable))


def test_build_mode_detection(monkeypatch, tmp_path: Path):
    assert smoke.build_mode() == "source"
    exe = tmp_path / "app" / "andromeda-table"
    _freeze(monkeypatch, exe, tmp_path / "app" / "_internal")
    assert smoke.build_mode() == "one-folder"
    _freeze(monkeypatch, exe, tmp_path / "_MEI12345")
    assert smoke.build_mode() == "one-file"
    mac = tmp_path / "Andromeda Table.app" / "Contents"
    _freeze(monkeypatch, mac / "MacOS" / "andromeda-table", mac / "Frameworks")
    assert smoke.build_mode() == "one-folder"


def test_paths_follow_meipass(monkeypatch, tmp_path: Path):
    """game.paths puts ROOT at sys._MEIPASS when frozen, beside the package otherwise."""
    assert paths._root() == ROOT
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths._root() == tmp_path


def test_resource_paths_step_catches_a_root_outside_the_bundle(monkeypatch, tmp_path: Path):
    _freeze(monkeypatch, tmp_path / "andromeda-table", tmp_path / "_MEI999")
    ctx = smoke.Context(root=ROOT, home=tmp_path / "home", shots=tmp_path)
    with pytest.raises(AssertionError, match=r"game\.paths\.ROOT is"):
        smoke.step_resource_paths(ctx)


def test_user_folders_are_never_inside_the_bundle(monkeypatch, tmp_path: Path):
    home = tmp_path / "home"
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", str(home))
    ctx = smoke.Context(root=ROOT, home=home, shots=tmp_path)
    _freeze(monkeypatch, tmp_path / "dist" / "andromeda-table", ROOT)
    assert "saves would go to" in smoke.step_user_folders(ctx)
    assert (home / "config").is_dir() and (home / "data" / "saves").is_dir()
    assert not (home / "config" / "settings.json").exists()  # never clobbers settings
    # A platformdirs that pointed beside the executable would be caught:
    monkeypatch.setattr("platformdirs.user_data_dir",
                        lambda *a, **k: str(tmp_path / "dist" / "data"))
    with pytest.raises(AssertionError, match="would be written inside"):
        smoke.step_user_folders(ctx)


# ------------------------------------------------------------------ games, with the toy game


def test_game_step_plays_saves_and_reloads(toy, tmp_path: Path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", str(home))
    ctx = smoke.Context(root=ROOT, home=home, shots=tmp_path)
    detail = smoke.step_game(ctx, "escape")
    assert "to the end; saved and reloaded identical" in detail
    saved = json.loads((home / "data" / "saves" / "smoke-escape.json").read_text("utf-8"))
    assert saved["game"] == "escape" and saved["actions"]


def test_game_step_catches_a_save_that_does_not_round_trip(toy, tmp_path: Path, monkeypatch):
    home = tmp_path / "home"
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", str(home))
    ctx = smoke.Context(root=ROOT, home=home, shots=tmp_path)
    from game.core import saves

    real_load = saves.load_session

    def lossy_load(path):
        session = real_load(path)
        session.replay(session.actions[:-1])  # a load that drops the last action
        return session

    monkeypatch.setattr(saves, "load_session", lossy_load)
    with pytest.raises(AssertionError, match="differs"):
        smoke.step_game(ctx, "escape")


# ------------------------------------------------------------------ the whole thing


def test_whole_smoke_test_passes_from_source(tmp_path: Path):
    env = {k: v for k, v in os.environ.items() if k != "ANDROMEDA_TABLE_HOME"}
    env["ANDROMEDA_SMOKE_LOG"] = str(tmp_path / "smoke.log")
    result = subprocess.run([sys.executable, "-m", "game", "--smoke-test"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "FAIL" not in result.stdout
    assert "smoke test: OK" in result.stdout.splitlines()[-1]
    assert (tmp_path / "smoke.log").read_text(encoding="utf-8") == result.stdout


def test_without_a_console_the_report_goes_to_the_user_data_folder(monkeypatch, tmp_path):
    """A windowed Windows build has sys.stdout None: the report must still be readable."""
    home = tmp_path / "home"
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", str(home))
    monkeypatch.delenv("ANDROMEDA_SMOKE_LOG", raising=False)
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(smoke, "plan", lambda ctx, only=None: [("only", lambda: "fine")])
    assert smoke.run_smoke_test() == 0
    report = (home / "data" / "smoke-test.txt").read_text(encoding="utf-8")
    assert report.startswith("PASS  only") and "smoke test: OK" in report


def test_plan_lists_all_steps_and_filters_by_prefix(monkeypatch, tmp_path: Path):
    from game.core import catalogue

    ctx = smoke.Context(root=ROOT, home=tmp_path, shots=tmp_path)
    monkeypatch.setattr(catalogue, "built_games", lambda: ["escape", "merchants"])
    names = [name for name, _ in smoke.plan(ctx)]
    assert names[:5] == ["environment", "resource paths", "user folders", "shipped data",
                         "first frame"]
    assert [f"screen {s}" for s in smoke.SCREENS] == names[5:5 + len(smoke.SCREENS)]
    assert names[-5:] == ["game escape", "screen escape", "game merchants", "screen merchants",
                          "hard bot process"]
    assert [n for n, _ in smoke.plan(ctx, ["game"])] == ["game escape", "game merchants"]


def test_first_frame_alone_imports_no_rules(monkeypatch, tmp_path: Path):
    """The start-up measurement must time what a player waits for, not the game list."""
    from game.core import catalogue

    def boom():
        raise AssertionError("built_games() was called")

    monkeypatch.setattr(catalogue, "built_games", boom)
    ctx = smoke.Context(root=ROOT, home=tmp_path, shots=tmp_path)
    assert [n for n, _ in smoke.plan(ctx, ["first frame"])] == ["first frame"]


def test_a_hard_decision_is_made_in_the_bot_process():
    code, lines = _run(only=["hard bot process"])
    assert code == 0, lines
    assert lines[0].startswith("PASS  hard bot process") and "as inline" in lines[0]
