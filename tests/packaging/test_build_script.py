"""build_scripts/build.py: naming, argument handling, and how it judges a smoke test.

The PyInstaller run itself is in test_build_slow.py (opt-in: it takes a minute)."""

from __future__ import annotations

import os
import sys
import textwrap
import tomllib
from pathlib import Path

import pytest

from tests.packaging.conftest import ROOT


def test_version_comes_from_pyproject(build, tmp_path: Path):
    with (ROOT / "pyproject.toml").open("rb") as fh:
        expected = tomllib.load(fh)["project"]["version"]
    assert build.read_version() == expected
    other = tmp_path / "pyproject.toml"
    other.write_text('[project]\nname = "x"\nversion = "9.8.7"\n', encoding="utf-8")
    assert build.read_version(other) == "9.8.7"


def test_missing_version_is_a_clear_error(build, tmp_path: Path):
    broken = tmp_path / "pyproject.toml"
    broken.write_text('[project]\nname = "x"\n', encoding="utf-8")
    with pytest.raises(build.BuildError, match="no \\[project\\] version"):
        build.read_version(broken)


@pytest.mark.parametrize(
    ("system", "machine", "tag"),
    [
        ("Linux", "x86_64", "linux-x86_64"),
        ("Linux", "aarch64", "linux-arm64"),
        ("Windows", "AMD64", "windows-x86_64"),
        ("Darwin", "arm64", "macos-arm64"),
        ("Darwin", "x86_64", "macos-x86_64"),
    ],
)
def test_platform_tag(build, system: str, machine: str, tag: str):
    assert build.platform_tag(system, machine) == tag


def test_artifact_names(build):
    assert build.artifact_name("0.1.0", "linux-x86_64") == "andromeda-table-0.1.0-linux-x86_64"
    assert (
        build.artifact_name("0.1.0", "linux-x86_64", onedir=True)
        == "andromeda-table-0.1.0-linux-x86_64-folder"
    )


def test_executable_paths(build, tmp_path: Path):
    name = "andromeda-table-1.2.3-windows-x86_64"
    assert build.executable_path(tmp_path, name, False, "Windows") == tmp_path / f"{name}.exe"
    assert build.executable_path(tmp_path, name, True, "Windows") == (
        tmp_path / name / "andromeda-table.exe"
    )
    linux = "andromeda-table-1.2.3-linux-x86_64"
    assert build.executable_path(tmp_path, linux, False, "Linux") == tmp_path / linux
    assert build.executable_path(tmp_path, linux + "-folder", True, "Linux") == (
        tmp_path / (linux + "-folder") / "andromeda-table"
    )


def test_arguments_choose_the_builds(build):
    assert build.parse_args([]).modes == ["onefile"]
    assert build.parse_args(["--onedir"]).modes == ["onedir"]
    assert build.parse_args(["--both"]).modes == ["onefile", "onedir"]
    args = build.parse_args(["--smoke-only"])
    assert args.smoke_test and args.smoke_only
    assert not build.parse_args([]).smoke_test


def test_onedir_and_both_exclude_each_other(build, capsys):
    with pytest.raises(SystemExit) as exc:
        build.parse_args(["--onedir", "--both"])
    assert exc.value.code == 2
    assert "not allowed with" in capsys.readouterr().err


def test_pyinstaller_command_line(build, tmp_path: Path):
    args = build.parse_args(["--dist", str(tmp_path / "d"), "--work", str(tmp_path / "w"),
                             "--clean"])
    cmd = build.pyinstaller_args(args, "onedir", "NAME", "0.1.0")
    assert cmd[0] == str(build.SPEC)
    assert cmd[cmd.index("--distpath") + 1] == str(tmp_path / "d")
    # one work folder per mode, so a one-file and a one-folder build never share caches
    assert cmd[cmd.index("--workpath") + 1] == str(tmp_path / "w" / "onedir")
    assert "--clean" in cmd and "--noconfirm" in cmd
    # everything after "--" goes to the spec file
    assert cmd[cmd.index("--") + 1:] == ["--mode", "onedir", "--name", "NAME", "--version",
                                          "0.1.0"]


def test_spec_file_is_valid_python_and_reads_its_options(build):
    source = build.SPEC.read_text(encoding="utf-8")
    compile(source, str(build.SPEC), "exec")
    for option in ("--mode", "--name", "--version"):
        assert f'"{option}"' in source
    assert 'collect_submodules("game")' in source
    for icon in ("icon.ico", "icon.icns"):
        assert (build.SPEC.parent / icon).stat().st_size > 1000


def test_size_of_file_and_folder(build, tmp_path: Path):
    (tmp_path / "a").write_bytes(b"x" * 1000)
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "b").write_bytes(b"y" * 234)
    assert build.size_of(tmp_path / "a") == 1000
    assert build.size_of(tmp_path) == 1234
    assert build.human_size(40_000_000) == "40.0 MB"


def test_passed_steps_reads_a_report(build):
    lines = [
        "PASS  environment            one-file build  (0.00 s)",
        "SKIP  screen title           game.engine.screenshot is not built yet  (0.00 s)",
        "FAIL  game escape            ValueError: boom (rules.py:3)  (0.10 s)",
        "PASS  screen escape          1280x720, 40+ colours  (0.30 s)",
        "smoke test: FAILED: 2 passed, 1 skipped, 1 failed in 0.4 s (one-file build)",
    ]
    assert build.passed_steps(lines) == {"environment", "screen escape"}


def _fake_executable(tmp_path: Path, report: list[str], code: int) -> Path:
    """A stand-in for a built executable: writes ``report`` to ANDROMEDA_SMOKE_LOG."""
    script = tmp_path / "fake-andromeda"
    script.write_text(
        f"#!{sys.executable}\n"
        + textwrap.dedent(
            f"""\
            import os, sys
            assert sys.argv[1:] == ["--smoke-test"], sys.argv
            assert os.environ["SDL_VIDEODRIVER"] == "dummy"
            assert "ANDROMEDA_TABLE_HOME" not in os.environ
            if os.environ.get("ANDROMEDA_SMOKE_ONLY"):
                assert os.environ["ANDROMEDA_SMOKE_ONLY"] == "first frame"
                assert float(os.environ["ANDROMEDA_LAUNCH_TIME"]) > 0
            with open(os.environ["ANDROMEDA_SMOKE_LOG"], "w") as fh:
                fh.write("\\n".join({report!r}) + "\\n")
            sys.exit({code})
            """
        ),
        encoding="utf-8",
    )
    script.chmod(0o755)
    return script


needs_posix = pytest.mark.skipif(os.name != "posix", reason="uses a #! script as executable")


@needs_posix
def test_smoke_test_of_a_build_passes(build, tmp_path: Path, capsys):
    exe = _fake_executable(tmp_path, ["PASS  environment  ok  (0.00 s)",
                                      "PASS  game escape  ok  (0.10 s)"], 0)
    build.smoke_test(exe, reference={"environment", "game escape"})
    assert "PASS  game escape" in capsys.readouterr().out


@needs_posix
def test_smoke_test_of_a_build_fails_on_exit_code(build, tmp_path: Path):
    exe = _fake_executable(tmp_path, ["FAIL  game escape  KeyError: 'x'  (0.10 s)"], 1)
    with pytest.raises(build.BuildError, match="failed \\(exit code 1\\)"):
        build.smoke_test(exe, reference=None)


@needs_posix
def test_smoke_test_of_a_build_fails_when_it_skips_what_source_passes(build, tmp_path: Path):
    """A game whose rules the bundler left out is silently 'not built': catch that."""
    exe = _fake_executable(tmp_path, ["PASS  environment  ok  (0.00 s)"], 0)
    with pytest.raises(build.BuildError, match="game escape"):
        build.smoke_test(exe, reference={"environment", "game escape"})


@needs_posix
def test_smoke_only_needs_an_existing_build(build, tmp_path: Path, monkeypatch, capsys):
    monkeypatch.setattr(build, "source_reference", lambda: set())
    code = build.main(["--smoke-only", "--dist", str(tmp_path)])
    assert code == 1
    assert "does not exist; build it first" in capsys.readouterr().err


@pytest.mark.skipif(sys.platform == "darwin", reason="macOS archives with ditto")
def test_archive_keeps_the_folder_and_the_executable_bit(build, tmp_path: Path):
    import zipfile

    folder = tmp_path / "andromeda-table-0.1.0-linux-x86_64-folder"
    (folder / "_internal").mkdir(parents=True)
    exe = folder / "andromeda-table"
    exe.write_bytes(b"\x7fELF")
    exe.chmod(0o755)
    (folder / "_internal" / "data.txt").write_text("x", encoding="utf-8")
    target = build.archive(folder)
    assert target == tmp_path / (folder.name + ".zip")
    with zipfile.ZipFile(target) as zf:
        info = zf.getinfo(f"{folder.name}/andromeda-table")
        assert (info.external_attr >> 16) & 0o111  # still executable once unpacked
        assert f"{folder.name}/_internal/data.txt" in zf.namelist()


@needs_posix
def test_startup_time_is_read_from_the_first_frame_step(build, tmp_path: Path):
    exe = _fake_executable(
        tmp_path, ["PASS  first frame  first frame 0.420 s after launch (0.030 s after App())"], 0
    )
    assert build.startup_seconds([str(exe), "--smoke-test"]) == pytest.approx(0.42)


@needs_posix
def test_startup_time_missing_is_an_error(build, tmp_path: Path):
    exe = _fake_executable(tmp_path, ["SKIP  first frame  game.engine.app is not built yet"], 0)
    with pytest.raises(build.BuildError, match="no first-frame time"):
        build.startup_seconds([str(exe), "--smoke-test"])


def test_measure_startup_option_must_not_be_negative(build):
    assert build.parse_args(["--measure-startup", "5"]).measure_startup == 5
    with pytest.raises(SystemExit):
        build.parse_args(["--measure-startup", "-1"])


def test_game_modules_finds_every_module_even_without_init(build, tmp_path: Path):
    pkg = tmp_path / "game"
    (pkg / "core").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "core" / "__init__.py").write_text("")
    (pkg / "core" / "rng.py").write_text("")
    (pkg / "merchants" / "rules").mkdir(parents=True)  # no __init__.py anywhere here
    (pkg / "merchants" / "rules" / "state.py").write_text("")
    (pkg / "core" / "__pycache__").mkdir()
    (pkg / "core" / "__pycache__" / "rng.cpython-311.py").write_text("")
    assert build.game_modules(tmp_path) == [
        "game", "game.core", "game.core.rng", "game.merchants.rules.state"]


def test_game_modules_of_this_tree_include_each_built_games_rules(build):
    from game.core.catalogue import CATALOGUE

    modules = set(build.game_modules())
    assert {"game.__main__", "game.smoke", "game.paths", "game.core.catalogue"} <= modules
    for entry in CATALOGUE:
        if (ROOT / "game" / entry.id).is_dir():
            assert any(m.startswith(entry.module) for m in modules), entry.module
