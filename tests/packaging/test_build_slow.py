"""Build the real one-file executable and run its smoke test (about a minute).

Opt-in: set ANDROMEDA_BUILD_TEST=1. CI runs the build through build.py instead."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.packaging.conftest import ROOT

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(os.environ.get("ANDROMEDA_BUILD_TEST") != "1",
                       reason="set ANDROMEDA_BUILD_TEST=1 to build the executable"),
]

#: The goal the project set for the one-file download.
MAX_ONEFILE_BYTES = 40_000_000


def test_one_file_build_passes_its_smoke_test(build, tmp_path: Path):
    dist, work = tmp_path / "dist", ROOT / "build" / "pyinstaller"
    result = subprocess.run(
        [sys.executable, str(ROOT / "build_scripts" / "build.py"), "--smoke-test",
         "--dist", str(dist), "--work", str(work)],
        cwd=ROOT, capture_output=True, text=True, timeout=1200,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    name = build.artifact_name(build.read_version(), build.platform_tag())
    exe = build.executable_path(dist, name, onedir=False)
    assert exe.is_file()
    assert exe.stat().st_size <= MAX_ONEFILE_BYTES
    assert "smoke test of the build: OK" in result.stdout
    assert f"built onefile: {exe}" in result.stdout
