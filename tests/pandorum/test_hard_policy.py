"""The heuristic's numbers as a :class:`Policy` (the Normal bot's unchanged, the Hard
bot's tuned) and the self-play tuning command."""

from __future__ import annotations

import json
import random
from dataclasses import fields

from game.pandorum import bots
from game.pandorum.bots import NORMAL, HeuristicBot, Policy
from game.pandorum.hard_policy import HARD_POLICY, hard_policy
from game.pandorum.hard_tune import BOUNDS, STEPS, main, mutate, play, win_rate
from game.pandorum.rules.actions import PayFee, TakeCard
from tests.pandorum.helpers import charge, make_state


def test_the_normal_policy_is_the_normal_bots_numbers():
    assert (NORMAL.card, NORMAL.fore, NORMAL.add) == (bots.CARD_COST, bots.FORE_COST,
                                                      bots.ADD_VALUE)
    assert (NORMAL.module, NORMAL.base) == (bots.PROJECT_BONUS["module"],
                                            bots.PROJECT_BONUS["base"])
    assert (NORMAL.market_pick, NORMAL.end_near) == (bots.MARKET_PICK, bots.END_NEAR)
    assert NORMAL.three_credit == NORMAL.draw_credit == 0.0
    assert HeuristicBot(0, 1).policy is NORMAL


def _poor_move_state():
    # a poor construction (Ice Melter with no ice around): the Normal bot adds cards
    return make_state(hands=[["Ice Melter", "Timber Mill"], []], deck=["Bio Reactor"] * 4,
                      market=["Fusion Block", "Solar Block", "Depot Block", "Clinic Block"])


def test_a_policy_that_values_adding_cards_less_moves_instead():
    state = _poor_move_state()
    assert isinstance(HeuristicBot(0, 1).choose(state.view(0)), TakeCard)
    eager = HeuristicBot(0, 1, policy=Policy(add=-8.0))
    assert isinstance(eager.choose(state.view(0)), PayFee)


def test_the_draw_after_fee_credit_counts_only_with_that_centre_active():
    state = _poor_move_state()
    state.main_ability[0] = "draw_after_fee"
    credit = Policy(draw_credit=9.0)
    assert isinstance(HeuristicBot(0, 1, policy=credit).choose(state.view(0)), TakeCard)
    charge(state, 0, "centre")
    assert isinstance(HeuristicBot(0, 1, policy=credit).choose(state.view(0)), PayFee)
    assert isinstance(HeuristicBot(0, 1).choose(state.view(0)), TakeCard)


def test_the_hard_policy_table_covers_every_player_count():
    assert set(HARD_POLICY) == {2, 3, 4}
    assert hard_policy(4) is HARD_POLICY[4]
    assert hard_policy(7) is NORMAL


def test_every_number_has_a_step_and_bounds_that_hold_the_tuned_values():
    names = {f.name for f in fields(Policy)}
    assert set(STEPS) == set(BOUNDS) == names
    for policy in HARD_POLICY.values():
        for name in names:
            low, high = BOUNDS[name]
            assert low <= getattr(policy, name) <= high, name


def test_a_step_moves_two_or_three_numbers_within_their_bounds():
    rng = random.Random(5)
    for _ in range(50):
        moved = mutate(NORMAL, rng, 3.0)
        changed = [f.name for f in fields(Policy) if getattr(moved, f.name) !=
                   getattr(NORMAL, f.name)]
        assert 1 <= len(changed) <= 3  # a step may round back to the same value
        for name in changed:
            low, high = BOUNDS[name]
            value = getattr(moved, name)
            assert low <= value <= high
            assert isinstance(value, int) == isinstance(low, int)


def test_paired_games_give_the_normal_bot_against_itself_exactly_its_fair_share():
    # every seed in every seat: with the same bot everywhere each seed's win is shared out
    assert win_rate(NORMAL, 2, 300, 3, 1) == 0.5
    assert win_rate(NORMAL, 4, 300, 1, 1) == 0.25


def test_a_game_gives_the_candidate_its_share_of_the_win_reproducibly():
    policy = Policy(add=-1.0, card=1.5)
    shares = [play(policy, 2, 41, r) for r in range(2)]
    assert all(s in (0.0, 0.5, 1.0) for s in shares)
    assert shares == [play(policy, 2, 41, r) for r in range(2)]


def test_the_command_refuses_a_start_that_is_not_a_policy(capsys):
    assert main(["--start", '{"nonsense": 1}', "--steps", "0", "--count", "1"]) == 2
    assert "--start: not a Policy" in capsys.readouterr().err


def test_the_climb_logs_the_start_and_each_step(tmp_path, capsys):
    log = tmp_path / "climb.jsonl"
    assert main(["--players", "2", "--seeds", "77", "--count", "2", "--steps", "1",
                 "--seed", "3", "--log", str(log)]) == 0
    rows = [json.loads(line) for line in log.read_text().splitlines()]
    assert [r["step"] for r in rows] == [0, 1]
    assert rows[0]["best"] and rows[0]["rate"] == 0.5  # the Normal bot against itself
    assert rows[1]["policy"] != rows[0]["policy"]
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["best"] in (
        rows[0]["policy"], rows[1]["policy"])
