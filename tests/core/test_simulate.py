from game.core.simulate import simulate


def test_simulate_plays_every_game_to_the_end(toy):
    report = simulate("escape", [2, 3], games=10, seed=4)
    assert report.games == report.finished == 10
    assert not report.errors
    assert abs(sum(report.wins_by_seat.values()) - 10) < 1e-9
    data = report.to_dict()
    assert set(data) == {
        "game",
        "games",
        "finished",
        "errors",
        "mean_actions",
        "wins_by_seat",
        "seconds",
        "games_per_second",
    }
    assert data["mean_actions"] > 0


def test_simulate_is_deterministic(toy):
    a = simulate("escape", [2], games=5, seed=9)
    b = simulate("escape", [2], games=5, seed=9)
    assert a.outcomes == b.outcomes


def test_errors_carry_seed_and_action_index(toy, monkeypatch):
    from tests.core import toygame

    original = toygame.ToyState.apply

    def broken(self, action):
        if sum(self.scores) > 10:
            raise RuntimeError("boom")
        return original(self, action)

    monkeypatch.setattr(toygame.ToyState, "apply", broken)
    report = simulate("escape", [2], games=3, seed=1)
    assert len(report.errors) == 3
    err = report.errors[0]
    assert err.seed == 1 and err.players == 2 and err.action_index > 0
    assert "boom" in err.message
