"""What the host took from the benchmark's frames: the VM's steal time and the process's
run-queue wait, read from Linux's /proc (``python -m game bench``, game/framebench.py).

A frame's wall time is its own work (its CPU time) plus time it did not run: the virtual
machine's cores were given to another guest (**steal**: the 8th value of /proc/stat's
``cpu`` line, in USER_HZ ticks, for all cores together) or the process was ready but
waited for a core of this machine (**run-queue wait**: the 2nd field of
/proc/self/schedstat, nanoseconds, the main thread's). The benchmark samples both before
and after every frame, so that a slow frame says whether the host took time in it.

Steal is counted in ticks of 1/USER_HZ s (10 ms on most kernels): a frame's steal is
0 or a whole tick or two, so a frame reading 10 ms of steal lost up to that much; the
run-queue wait is exact. Elsewhere (macOS, Windows, a kernel without schedstats) a
value that cannot be read is None, never an error: the frame figures stand without it.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from typing import IO

STAT = "/proc/stat"
SCHEDSTAT = "/proc/self/schedstat"
#: the position of steal time among the values of /proc/stat's ``cpu`` line (after the
#: word: user, nice, system, idle, iowait, irq, softirq, steal, ...)
STEAL_FIELD = 7


def parse_steal(stat: str) -> int | None:
    """The steal time of all cores together, in USER_HZ ticks, from the text of
    /proc/stat (None: no ``cpu`` line, or one too short or not numbers: a kernel
    before 2.6.11, or not Linux)."""
    for line in stat.splitlines():
        words = line.split()
        if words and words[0] == "cpu":
            values = words[1:]
            if len(values) <= STEAL_FIELD or not values[STEAL_FIELD].isdigit():
                return None
            return int(values[STEAL_FIELD])
    return None


def parse_run_wait(schedstat: str) -> int | None:
    """Nanoseconds the task spent ready to run but waiting for a core, from the text of
    /proc/<pid>/schedstat ("run_ns wait_ns timeslices"); None when it is not that."""
    words = schedstat.split()
    if len(words) < 2 or not words[1].isdigit():
        return None
    return int(words[1])


@dataclass(frozen=True)
class HostSample:
    """Steal ticks and run-queue wait (ns) at one moment (None: not readable here)."""

    steal_ticks: int | None
    wait_ns: int | None


def ticks_per_second() -> int:
    """USER_HZ, the unit of /proc/stat (100 on Linux when it cannot be asked)."""
    try:
        return int(os.sysconf("SC_CLK_TCK"))
    except (AttributeError, ValueError, OSError):
        return 100


class HostClock:
    """Reads both values, cheaply, as often as every frame: the two files are opened once
    and read again from their start (a /proc file is made anew at each read). A file
    that cannot be opened or read gives None from then on."""

    def __init__(self, stat: str = STAT, schedstat: str = SCHEDSTAT) -> None:
        self._stat = _open(stat)
        self._schedstat = _open(schedstat)
        self.hz = ticks_per_second()

    def sample(self) -> HostSample:
        stat = _read(self._stat)
        sched = _read(self._schedstat)
        return HostSample(None if stat is None else parse_steal(stat),
                          None if sched is None else parse_run_wait(sched))

    def took(self, before: HostSample, after: HostSample) -> tuple[float | None, float | None]:
        """(steal ms, run-queue wait ms) between two samples (None: not readable)."""
        steal = (None if before.steal_ticks is None or after.steal_ticks is None
                 else (after.steal_ticks - before.steal_ticks) * 1000 / self.hz)
        wait = (None if before.wait_ns is None or after.wait_ns is None
                else (after.wait_ns - before.wait_ns) / 1e6)
        return steal, wait

    def close(self) -> None:
        for handle in (self._stat, self._schedstat):
            if handle is not None:
                handle.close()
        self._stat = self._schedstat = None


def _open(path: str) -> IO[str] | None:
    try:
        return open(path, encoding="ascii", errors="replace")  # kept open: read again each frame
    except OSError:
        return None


def _read(handle: IO[str] | None) -> str | None:
    if handle is None:
        return None
    try:
        handle.seek(0)
        return handle.read()
    except (OSError, ValueError):
        return None
