"""Every boards test starts and ends on the shipped maps with an empty map cache, so a
custom board or an edited copy used by one test never leaks into the next."""

from __future__ import annotations

import pytest

from game import paths
from game.boards.tiled import clear_cache


@pytest.fixture(autouse=True)
def _shipped_maps_and_fresh_cache():
    clear_cache()
    yield
    paths.use_board("escape", None)
    clear_cache()
