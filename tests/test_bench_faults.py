"""A slow frame of the frame benches says what it was: its page faults (new memory
touched, the most of a 4K table frame's own work on the project's VMs) and the scene on
top (game/framebench.py)."""

from __future__ import annotations

import mmap
import sys

import pytest

from game import framebench


def test_a_slow_frame_lists_its_page_faults_and_scene():
    slow = framebench.slow_frames([1.0, 9.0, 2.0], [1.0, 8.5, 2.0],
                                  [(0.0, 0.0), (0.0, 0.1), (None, None)], over=8.0,
                                  kinds=[(3, "PlayScene"), (612, "TableAuctionScene"),
                                         (None, "PlayScene")])
    assert slow == [{"frame": 1, "cpu_ms": 8.5, "wall_ms": 9.0, "steal_ms": 0.0,
                     "wait_ms": 0.1, "faults": 612, "scene": "TableAuctionScene"}]
    assert "faults" not in framebench.slow_frames([9.0], [9.0], [(0.0, 0.0)])[0]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux's getrusage")
def test_touching_new_memory_counts_page_faults():
    memory = mmap.mmap(-1, 8 * 1024 * 1024)  # (a new mapping: pages never touched)
    before = framebench._page_faults()
    for at in range(0, len(memory), 4096):
        memory[at] = 1
    after = framebench._page_faults()
    memory.close()
    assert before is not None and after is not None
    assert after - before >= 1000  # (8 MB: 2048 pages of 4 kB)
