"""A decision at a 4K table is whole on the window within 7 frames of the tap that made it
(issue #13: it took 12-17 frames, 0.2-0.3 s, with every frame's work at 3 estimated ms while
the window held the decision back; game/tablelatency.py measures it)."""

from __future__ import annotations

import pytest

from game.tablelatency import decision_latency


@pytest.mark.parametrize("game_id", ["escape", "starship"])
def test_a_decision_shows_within_seven_frames_at_a_4k_table(game_id):
    figures = decision_latency(game_id, (3840, 2160), decisions=6, seed=1)
    assert figures["decisions"] == 6
    median, worst = figures["frames"]
    assert worst <= 7, figures
    assert median >= 2, figures  # (painted over frames: the measure measured something)
    assert figures["wall_ms"][0] >= 1000 / 60 * median  # paced at 60 frames a second


def test_the_bench_table_run_reports_its_humans_decisions_latency():
    from game.framebench import table_frames

    figures = table_frames("escape", frames=240, size=(1280, 720))
    latency = figures["latency"]
    assert latency["decisions"] >= 1, latency
    assert 0 <= latency["frames"][0] <= latency["frames"][1] <= 6, latency


@pytest.mark.parametrize(("argv", "message"), [
    (["chess"], "invalid choice: 'chess'"),
    (["escape", "--size", "big"], "'big' is not a size like 1280x720"),
    (["escape", "--size", "10x10"], "size must be between 320x240 and 8192x8192"),
    (["escape", "--decisions", "0"], "'0' must be from 1 to 1,000"),
    (["escape", "--decisions", "9" * 50], "is not a whole number"),
])
def test_a_bad_latency_command_line_says_what_is_wrong(argv, message, capsys):
    from game.__main__ import main

    assert main(["bench", "--latency", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1 and "Traceback" not in err


def test_the_latency_command_prints_its_figures(capsys, monkeypatch):
    import json

    from game import tablelatency

    asked = []
    monkeypatch.setattr(tablelatency, "decision_latency",
                        lambda *args: asked.append(args) or {"decisions": 3})
    from game.__main__ import main

    assert main(["bench", "--latency", "pandorum", "--size", "1920x1080",
                 "--decisions", "3"]) == 0
    assert asked == [("pandorum", (1920, 1080), 3)]
    assert json.loads(capsys.readouterr().out) == {"decisions": 3}
