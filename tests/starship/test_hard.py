"""The Hard (search) bot: determinisation of a view, the evaluation, the playout policy,
and that hidden information never changes its choice."""

from __future__ import annotations

import pytest

from game.core.bots import make_bot
from game.core.rng import Rng
from game.core.search import SearchBot, SearchBudget
from game.starship.bots import HeuristicBot
from game.starship.game import GAME
from game.starship.hard import CANDIDATES, SEARCHED, PlayoutState, decide, playout_state
from game.starship.rules import StarshipState
from game.starship.rules.evaluation import equity, evaluate, margins
from game.starship.rules.hidden import HIDDEN_ORDERS, determinise

from .helpers import give_ship, set_turn, started, take_token


def midgame(n: int = 2, seed: int = 3, actions: int = 120) -> StarshipState:
    """A position after ``actions`` moves of Normal bots."""
    s = GAME.new_game(n, seed)
    bots = [HeuristicBot(i, seed + i) for i in range(n)]
    for _ in range(actions):
        seat = s.current_player
        s.apply(bots[seat].choose(s.view(seat)))
    return s


def searched_decision(s: StarshipState, more_than: int = 2) -> StarshipState:
    """Play Normal moves on until a decision the search makes, with enough choices."""
    while s.pending[-1]["kind"] not in SEARCHED or len(s.legal_actions()) <= more_than:
        s.apply(HeuristicBot(s.current_player, 1).choose(s.view(s.current_player)))
    return s


def _public(state: StarshipState) -> dict:
    data = state.to_dict()
    for name in HIDDEN_ORDERS:
        data[name] = sorted(data[name])
    data.pop("rng", None)
    return data


@pytest.mark.parametrize("n", [2, 3, 4])
def test_determinisations_keep_what_the_seat_saw_and_are_playable(n):
    real = midgame(n, seed=n, actions=60 * n)
    seat = real.current_player
    view = real.view(seat)
    rng = Rng(11)
    orders = set()
    for _ in range(25):
        full = determinise(view, seat, rng)
        assert _public(full) == _public(view) == _public(real)
        assert full.legal_actions(seat) == real.legal_actions(seat)
        orders.add(tuple(full.market_deck) + tuple(full.dest_deck))
        for _ in range(60):  # every determinisation plays on under the rules
            if full.is_over:
                break
            legal = full.legal_actions()
            full.apply(legal[rng.below(len(legal))])
    assert len(orders) > 20  # the hidden orders really are drawn, not copied
    assert _public(view) == _public(real)  # determinising never changed the view


def test_determinise_rejects_what_is_not_a_starship_view():
    with pytest.raises(ValueError, match="no seat 5"):
        determinise(started().view(0), 5, Rng(1))


def test_hidden_information_does_not_change_the_hard_choice():
    """The deck orders and the bag are hidden: reshuffling them in the real state leaves
    the Hard bot's choice (fixed seed and playouts) unchanged."""
    real = searched_decision(midgame(2, seed=5, actions=90))
    seat = real.current_player
    other = real.clone()
    rng = Rng(99)
    for name in HIDDEN_ORDERS:
        pile = list(getattr(other, name))
        rng.shuffle(pile)
        setattr(other, name, pile)
    other.rng = Rng(1234)
    assert [getattr(other, n) for n in HIDDEN_ORDERS] != [getattr(real, n) for n in HIDDEN_ORDERS]
    budget = SearchBudget(playouts=16)
    choices = []
    for state in (real, other):
        bot = make_bot(GAME, "hard", seat, 42, budget)
        choices.append((bot.choose(state.view(seat)), bot.last.visits))
    assert choices[0] == choices[1]
    assert sum(visits for _, visits in choices[0][1]) == 16  # it did search


def test_belt_run_steps_follow_the_normal_bot_without_search():
    s = midgame(2, seed=4, actions=10)
    while s.pending[-1]["kind"] != "run" or len(s.legal_actions()) < 3:
        s.apply(HeuristicBot(s.current_player, 1).choose(s.view(s.current_player)))
    seat = s.current_player
    view = s.view(seat)
    assert decide(view, seat, Rng(1)) == HeuristicBot(seat, 5).choose(view)
    bot = make_bot(GAME, "hard", seat, 3, SearchBudget(playouts=8))
    assert bot.choose(view) == HeuristicBot(seat, 5).choose(view)
    assert bot.last is not None and bot.last.playouts == 0
    searched = searched_decision(s)
    assert decide(searched.view(searched.turn), searched.turn, Rng(1)) is None


def test_same_seed_same_choice_and_hard_is_the_strongest_level():
    assert GAME.bot_levels[-1] == "hard"
    real = midgame(2, seed=8, actions=40)
    seat = real.current_player
    budget = SearchBudget(playouts=12)
    picks = {make_bot(GAME, "hard", seat, 7, budget).choose(real.view(seat)) for _ in range(3)}
    assert len(picks) == 1
    assert isinstance(make_bot(GAME, "hard", seat, 7, budget), SearchBot)


def test_playouts_follow_the_normal_bot_for_other_seats_and_compare_few_root_moves():
    real = searched_decision(midgame(2, seed=6, actions=70), more_than=CANDIDATES)
    seat = real.current_player
    state = playout_state(real.view(seat), seat, Rng(3))
    assert isinstance(state, PlayoutState)
    root = state.legal_actions(seat)
    assert len(root) == CANDIDATES and state.normal_choice in root
    state.apply(root[0])
    while not state.is_over and state.current_player == seat:
        state.apply(state.legal_actions(seat)[0])
    if not state.is_over and state.legal_actions():
        other = state.current_player
        assert other != seat
        assert len(state.legal_actions(other)) == 1  # the Normal bot's move only


def test_playouts_stop_at_their_horizon():
    real = midgame(2, seed=6, actions=30)
    seat = real.current_player
    state = playout_state(real.view(seat), seat, Rng(4))
    moves = 0
    while state.legal_actions():
        state.apply(state.legal_actions()[0])
        moves += 1
    assert state.turns_taken == state.stop_at or state.is_over
    assert 0 < moves < 200


def test_equity_counts_credits_loans_cargo_and_ships():
    s = started(2)
    set_turn(s, 0, "belt")
    rounds = 20.0  # the game clock held still: only the seat's own assets change

    def eq() -> float:
        return equity(s, 0, rounds)

    base = eq()
    s.player(0)["credits"] += 10
    assert eq() == pytest.approx(base + 10)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["loans"] = 1
    assert eq() == pytest.approx(base + 10 - s.loan_marker_value(ship))
    s.ships[ship]["loans"] = 0
    # a ship that has run with a Deuterium 8 aboard: its pay is counted, its run is done
    token = next(t for t, m in s.comp.mines.items() if m.kind == "deuterium" and m.value == 8)
    take_token(s, token)
    s.ships[ship]["cargo"] = [token]
    s.ships[ship]["ran"] = True
    ran = eq()
    s.ships[ship]["cargo"] = []
    assert ran - eq() == pytest.approx(8)
    # not running a ship that could still run this cycle loses its run
    s.ships[ship]["ran"] = False
    assert eq() > ran - 8
    # a second, bigger ship adds to what the seat can expect to earn
    before = eq()
    give_ship(s, 0, 13)
    assert eq() > before + 10
    # the game clock: the richer the leader, the less future income is worth
    assert equity(s, 0, 2.0) < eq()


def test_evaluate_is_a_probability_like_value_that_favours_the_richer_seat():
    s = started(3)
    s.player(1)["credits"] += 20
    values = evaluate(s)
    assert all(0.0 <= v <= 1.0 for v in values)
    assert values[1] > 0.5 > values[0]
    assert values[0] == pytest.approx(values[2])
    # measured from a baseline, the same position is even for everyone
    assert evaluate(s, margins(s)) == pytest.approx((0.5, 0.5, 0.5))


def test_a_seat_waiting_in_the_dock_counts_its_credits_only():
    s = started(2)
    give_ship(s, 0, 13, loans=1)
    p = s.player(0)
    p["waiting"] = True
    assert equity(s, 0) == pytest.approx(p["credits"] - s.loan_marker_value(13))
