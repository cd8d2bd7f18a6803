"""Random games end without error and keep every component accounted for; the heuristic
bot beats the random bot and sees only its view."""

from __future__ import annotations

import os

import pytest

from game.core.bots import RandomBot
from game.core.session import Seat, Session
from game.core.simulate import simulate
from game.escape.bots import HeuristicBot
from game.escape.game import GAME
from game.escape.rules import EscapeState
from game.escape.rules.actions import Cancel, PlayCard

SEEDS = int(os.environ.get("ANDROMEDA_FUZZ_SEEDS", "20"))


def _check_invariants(st: EscapeState) -> None:
    n = st.num_players
    ships = st.data.ships_per_player[n] + st.data.lost_ships
    for s in range(n):
        on_board = sum(1 for o in st.occupant.values() if o == s)
        lost = 0 if st.lost_found[s] else st.data.lost_ships
        assert on_board + st.platform[s] + st.saved[s] + lost == ships
        assert st.platform[s] >= 0
        assert len(st.missions[s]) in (0, st.data.missions_kept)
        assert st.vp[s] >= 0
    cards = [c for d in st.decks.values() for c in d] + [c for c in st.open.values() if c]
    cards += [c for h in st.hands for c in h] + st.discard
    if not st.no_cards:
        assert sorted(cards) == sorted(st.data.cards)
    assert st.upright <= set(st.occupant)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_games_end_without_error(players: int) -> None:
    report = simulate("escape", [players], SEEDS, seed=players * 100_000)
    assert report.errors == []
    assert report.finished == SEEDS


@pytest.mark.parametrize("players", [2, 3, 4])
def test_invariants_hold_through_random_games(players: int) -> None:
    for seed in range(max(2, SEEDS // 5)):
        seats = [Seat(str(i), "red", "random") for i in range(players)]
        s = Session.start(GAME, seats, 500 + seed)
        while not s.state.is_over:
            s.apply(s.bot_action(s.state.current_player))
            _check_invariants(s.state)
        out = s.state.outcome()
        assert len(out.scores) == players and min(out.ranking) == 1
        assert [name for name, _ in out.breakdown] == [
            "Start", "Played cards", "Missions", "Last Ship", "Cards in hand"]


def test_fuzz_takes_played_cards_back_too() -> None:
    """A fuzzer's random bot may take a played card back (``take_backs``): the games
    still end with every component accounted for, and take-backs were played."""
    taken = 0
    for seed in range(max(2, SEEDS // 5)):
        s = Session.start(GAME, [Seat(str(i), "red", "random") for i in range(3)], 700 + seed)
        bots = [RandomBot(i, seed * 10 + i, take_backs=True) for i in range(3)]
        while not s.state.is_over:
            action = bots[s.state.current_player].choose(s.state)
            taken += isinstance(action, Cancel)
            s.apply(action)
            _check_invariants(s.state)
    assert taken > 0


def test_easy_bot_never_takes_a_card_back() -> None:
    """The Easy bot (random) plays cards and keeps them played: taking a card back is a
    person's way out of a misclick (on main the Easy bots took back more than half the
    cards they played)."""
    plays = 0
    for seed in range(6):
        s = Session.start(GAME, [Seat(str(i), "red", "random") for i in range(4)], 900 + seed)
        while not s.state.is_over:
            action = s.bot_action(s.state.current_player)
            assert not isinstance(action, Cancel)
            plays += isinstance(action, PlayCard)
            s.apply(action)
    assert plays > 20


def test_variant_games_end() -> None:
    report = simulate("escape", [2], max(2, SEEDS // 2), seed=9, options={"no_cards": True})
    assert report.errors == [] and report.finished == report.games


def test_heuristic_bot_beats_random() -> None:
    report = simulate("escape", [2], 10, seed=1000, levels=("heuristic", "random"))
    assert report.errors == []
    assert report.wins_by_seat.get("0", 0) >= 8


def test_heuristic_bot_chooses_a_legal_action_from_its_view() -> None:
    st = GAME.new_game(3, 2)
    bot = GAME.make_bot("heuristic", 0, 1)
    assert isinstance(bot, HeuristicBot)
    action = bot.choose(st.view(0))
    assert action in st.legal_actions(0)
