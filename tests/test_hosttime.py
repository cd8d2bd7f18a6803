"""What the host took from the benchmark's frames (game.hosttime, game.framebench): the
VM's steal time from /proc/stat and the run-queue wait from /proc/self/schedstat, read
from fixture files; unreadable values are None, never an error; every frame over 8 ms is
listed with them and printed by ``python -m game bench``."""

from __future__ import annotations

from game.bench import slow_lines
from game.framebench import slow_frames
from game.hosttime import HostClock, HostSample, parse_run_wait, parse_steal

STAT = """cpu  5890452 191567 455425 1204041 11209 0 5104 31103 0 0
cpu0 2902584 88790 212141 670784 4229 0 270 14973 0 0
cpu1 2987868 102776 243284 533256 6980 0 4834 16129 0 0
intr 1 2 3
ctxt 996
"""


def test_steal_is_the_eighth_value_of_the_cpu_line():
    assert parse_steal(STAT) == 31103  # all cores, not cpu0's 14973
    # a kernel before steal time (7 values), no cpu line, or garbage: unknown
    assert parse_steal("cpu  1 2 3 4 5 6 7\n") is None
    assert parse_steal("intr 1 2\n") is None
    assert parse_steal("cpu  1 2 3 4 5 6 7 x 9\n") is None
    assert parse_steal("") is None


def test_run_wait_is_the_second_field_of_schedstat():
    assert parse_run_wait("123456789 4677838 15\n") == 4677838
    assert parse_run_wait("123456789\n") is None
    assert parse_run_wait("a b c") is None


def test_the_clock_reads_the_files_again_at_each_sample(tmp_path):
    stat, sched = tmp_path / "stat", tmp_path / "schedstat"
    stat.write_text(STAT)
    sched.write_text("100 2000000 5\n")
    clock = HostClock(str(stat), str(sched))
    clock.hz = 100
    before = clock.sample()
    assert before == HostSample(31103, 2_000_000)
    stat.write_text(STAT.replace(" 31103 ", " 31105 "))  # two ticks of steal
    sched.write_text("900 5500000 6\n")  # 3.5 ms more waiting for a core
    after = clock.sample()
    assert clock.took(before, after) == (20.0, 3.5)
    clock.close()


def test_a_host_without_the_files_gives_none_not_an_error(tmp_path):
    clock = HostClock(str(tmp_path / "no-stat"), str(tmp_path / "no-schedstat"))
    sample = clock.sample()
    assert sample == HostSample(None, None)
    assert clock.took(sample, clock.sample()) == (None, None)
    half = HostClock(str(tmp_path / "no-stat"), "/dev/null")  # readable, but not schedstat
    assert half.took(half.sample(), half.sample()) == (None, None)


def test_every_frame_over_8_ms_is_listed_with_what_the_host_took():
    wall = [3.0, 9.5, 4.0, 20.0, 7.9]
    cpu = [2.0, 2.5, 8.4, 6.0, 7.0]
    host = [(0.0, 0.1), (10.0, 0.2), (0.0, 0.05), (None, None), (0.0, 0.0)]
    slow = slow_frames(wall, cpu, host)
    assert slow == [
        {"frame": 1, "cpu_ms": 2.5, "wall_ms": 9.5, "steal_ms": 10.0, "wait_ms": 0.2},
        {"frame": 2, "cpu_ms": 8.4, "wall_ms": 4.0, "steal_ms": 0.0, "wait_ms": 0.05},
        {"frame": 3, "cpu_ms": 6.0, "wall_ms": 20.0, "steal_ms": None, "wait_ms": None},
    ]
    lines = slow_lines({"slow_frames": slow, "host_ms": {"steal": 10.0, "wait": None}})
    assert lines[0].strip() == ("over 8 ms (the host over the whole run: steal 10 ms, "
                                "run-queue wait n/a):")
    assert lines[1].strip().startswith("frame 1: CPU 2.5 ms, wall 9.5 ms, steal 10 ms")
    assert lines[1].endswith("the host took 10.2 ms of it")
    assert lines[2].endswith("the host took no time in it")
    assert lines[3].endswith("host time not readable here")
    assert slow_lines({"slow_frames": [], "host_ms": {}}) == []


def test_the_60_hz_verdict_counts_dropped_frames_and_those_the_host_took_time_from():
    from game.framebench import dropped_frames

    wall = [16.0, 16.8, 30.0, 25.0, 40.0]
    host = [(10.0, 0.0), (0.0, 0.2), (10.0, 0.5), (None, None), (0.0, 1.5)]
    # over 16.7 ms: frames 1, 2, 3, 4; with >= 1 ms of steal + run-queue wait: 2 and 4
    assert dropped_frames(wall, host) == {"frames": 4, "host": 2}
    assert dropped_frames([5.0, 16.6], [(0.0, 0.0), (20.0, 0.0)]) == {"frames": 0, "host": 0}


def test_the_bench_line_follows_the_slow_threshold_and_gives_the_60_hz_verdict(monkeypatch):
    from game import bench, framebench

    fig = {"frame_ms_median": 1.0, "frame_ms_p99": 3.0, "frame_ms_worst": 30.0,
           "cpu_ms_median": 0.9, "cpu_ms_p99": 2.9, "cpu_ms_worst": 5.5,
           "slow_frames": [{"frame": 7, "cpu_ms": 5.5, "wall_ms": 30.0, "steal_ms": 20.0,
                            "wait_ms": 0.0}],
           "host_ms": {"steal": 20.0, "wait": 0.0}, "dropped": {"frames": 1, "host": 1}}
    monkeypatch.setattr(framebench, "SLOW_MS", 5.0)
    text = bench._frames_text(fig)
    assert "(CPU 0.9 / 2.9 / 5.5 ms);" in text  # no worst without host time: none known
    assert "worst without host time 2.5 ms" in bench._frames_text({**fig, "cpu_ms_own_worst": 2.5})
    assert "1 frame(s) over 16.7 ms of wall time, 1 of them with >= 1 ms of host time" in text
    assert "1 frame(s) over 5 ms, listed below" in text and "8 ms" not in text
    assert bench.slow_lines(fig)[0].strip().startswith("over 5 ms (the host")
    quiet = {**fig, "slow_frames": [], "dropped": {"frames": 0, "host": 0}}
    assert bench._frames_text(quiet).endswith(
        "no frame over 16.7 ms of wall time; no frame over 5 ms")


def test_the_worst_own_work_leaves_out_frames_the_host_took_time_from():
    from game.framebench import own_worst

    cpu = [2.0, 9.0, 4.5, 7.0, 3.0]
    host = [(0.0, 0.1), (10.0, 0.0), (0.0, 0.9), (0.0, 1.2), (None, None)]
    assert own_worst(cpu, host) == 4.5  # 9.0: steal; 7.0: run-queue wait; 3.0: unreadable
    assert own_worst([1.0], [(None, 0.0)]) is None
