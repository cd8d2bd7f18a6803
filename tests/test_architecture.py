"""The project's own rules about code: the pure side never imports pygame (import-linter),
and ruff finds nothing. Both run as part of the test command."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


def test_pure_side_never_imports_pygame_or_engine():
    result = _run(
        "-c", "import sys; from importlinter.cli import lint_imports; sys.exit(lint_imports())"
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def test_ruff_is_clean():
    result = _run("-m", "ruff", "check", "--no-cache", "game", "tests", "build_scripts")
    assert result.returncode == 0, result.stdout + result.stderr


#: Checked by mypy on every test run: the pure side (strict for game.core, see pyproject.toml),
#: the engine every scene and view stands on, the scenes and the command line.
TYPED = [
    "game/core",
    "game/boards",
    "game/engine",
    "game/scenes",
    "game/__main__.py",
    "game/screenshot.py",
    "game/smoke.py",
    "game/escape",  # their views too
    "game/starship",
    "game/merchants",
    "game/pandorum",
]


def test_mypy_finds_no_error_on_the_pure_side():
    result = _run("-m", "mypy", "--no-incremental", *TYPED)
    assert result.returncode == 0, result.stdout + result.stderr
