"""The heuristic bot: legal on every decision, sees only its view, and beats random."""

from __future__ import annotations

from game.core.simulate import play_one
from game.pandorum.bots import HeuristicBot
from game.pandorum.game import GAME
from game.pandorum.rules.actions import Build, BuildCard, MoveTo, PayFee, TakeCard
from tests.pandorum.helpers import make_state


def test_bot_levels():
    assert GAME.bot_levels == ("random", "heuristic", "hard")
    assert isinstance(GAME.make_bot("heuristic", 1, 5), HeuristicBot)


def test_heuristic_beats_random_two_players():
    wins = 0.0
    games = 8
    for seed in range(games):
        seat = seed % 2
        levels = ["random", "random"]
        levels[seat] = "heuristic"
        outcome = play_one(GAME, levels, 500 + seed).state.outcome()
        if seat in outcome.winners:
            wins += 1 / len(outcome.winners)
    assert wins >= 7


def test_heuristic_games_with_three_and_four_players_finish():
    for players in (3, 4):
        session = play_one(GAME, ["heuristic"] * players, 40 + players)
        assert session.state.is_over


def test_heuristic_prefers_the_paying_construction():
    state = make_state(hands=[["Fusion Generator", "Timber Mill", "Ice Melter"], []])
    # own projects around (2,-1) make the generator worth 3 there
    state.projects.update({(3, -1): (0, "module"), (2, 0): (0, "module"), (3, -2): (0, "base")})
    state.harvesters[0] = (1, -1)
    bot = HeuristicBot(0, 1)
    state.apply(PayFee("Timber Mill"))
    move = bot.choose(state.view(0))
    assert move == MoveTo(2, -1)
    state.apply(move)
    build = bot.choose(state.view(0))
    assert isinstance(build, Build)
    state.apply(build)
    assert bot.choose(state.view(0)) == BuildCard("Fusion Generator")


def test_heuristic_builds_in_its_final_move_instead_of_adding_cards():
    # a poor construction (Ice Melter with no ice around) is worth less than adding cards...
    state = make_state(hands=[["Ice Melter", "Timber Mill"], []], deck=["Bio Reactor"] * 4,
                       market=["Fusion Block", "Solar Block", "Depot Block", "Clinic Block"])
    bot = HeuristicBot(0, 1)
    assert isinstance(bot.choose(state.view(0)), TakeCard)
    # ...but not in the final move, when cards left in hand score nothing
    state.ender = 1
    assert isinstance(bot.choose(state.view(0)), PayFee)


def test_heuristic_final_move_never_pays_to_stop_at_an_opponents_project():
    # nothing can be built (Timber Mill: sand only, Wind Turbine: ice only, all rock here);
    # the only stop is an opponent's base, which would cost 2: adding cards is better
    state = make_state(hands=[["Timber Mill", "Wind Turbine"], []], deck=["Bio Reactor"] * 4,
                       money=[5, 0])
    state.projects[(2, 0)] = (1, "base")
    state.ender = 1
    assert any(isinstance(a, PayFee) for a in state.legal_actions())
    assert isinstance(HeuristicBot(0, 1).choose(state.view(0)), TakeCard)


def test_one_bot_kept_for_the_session_forgets_the_last_position_on_reseed():
    """The session keeps one bot per seat: what it worked out for one position (the
    incomes of its cards) must not leak into the next decision."""
    gen = "Fusion Generator"
    state = make_state(hands=[[gen, "Timber Mill"], []])
    state.projects.update({(3, -1): (0, "module"), (2, 0): (0, "module"), (3, -2): (0, "base")})
    state.harvesters[0] = (1, -1)
    state.apply(PayFee("Timber Mill"))
    bot = HeuristicBot(0, 1)
    bot.reseed(11)
    assert bot.choose(state.view(0)) == MoveTo(2, -1)  # 3 own projects around it
    # another position: the projects now stand around (0, -1), none around (2, -1)
    state.projects = {(1, -2): (0, "module"), (-1, -1): (0, "module")}
    state.touch()
    bot.reseed(12)
    assert bot.choose(state.view(0)) == MoveTo(0, -1)
