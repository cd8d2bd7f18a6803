"""Merchants of Andromeda board UI tests: a fake clock for the real-time auctions (the
canvas-sized ``app`` fixture is in tests/conftest.py)."""

from __future__ import annotations

import pytest


class FakeClock:
    """A monotonic clock the test moves by hand (as in tests/auction)."""

    def __init__(self, t: float = 100.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()
