"""Packaging tests: build.py is loaded from build_scripts/ (not a package) by path."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _load_build_module() -> ModuleType:
    path = ROOT / "build_scripts" / "build.py"
    spec = importlib.util.spec_from_file_location("andromeda_build", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def build() -> ModuleType:
    return _load_build_module()
