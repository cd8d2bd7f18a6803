"""`python -m game bench --json`: every built game reports speed and frame times."""

from __future__ import annotations

import json

from game.__main__ import main
from game.core.catalogue import built_games


def test_bench_json_reports_every_built_game(capsys):
    assert main(["bench", "--json", "--games", "3", "--frames", "5", "--idle-seconds", "1"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert 0 < data["startup_s"] < 30 and 0 < data["process_startup_s"] < 60
    for game_id in built_games():
        fig = data["games"][game_id]
        assert fig["errors"] == 0
        assert fig["games_per_second"] > 0 and fig["mean_actions"] > 0
        assert 0 < fig["frame_ms_median"] <= fig["frame_ms_p99"]
        assert all(max(f["cpu_ms"], f["wall_ms"]) > 8 for f in fig["slow_frames"])
        assert set(fig["host_ms"]) == {"steal", "wait"}
        for mode in ("thread", "process"):  # frames while a Hard bot thinks, if any came
            think = fig[f"hard_thinking_{mode}"]
            assert think is None or 0 < think["frame_ms_median"] <= think["frame_ms_worst"]
        for idle in (fig["idle_cpu_share"], fig["idle_cpu_share_every_frame"]):
            assert idle is None or 0 <= idle < 1


def test_bench_measures_table_mode_at_4k(capsys):
    """The table case: Escape with four seats at 3840x2160, frames counted and timed."""
    from game import framebench

    fig = framebench.table_frames("escape", frames=5)
    assert fig["size"] == [3840, 2160] and fig["players"] == 4 and fig["frames"] == 5
    assert 0 < fig["median_ms"] <= fig["worst_ms"]
