"""Random and heuristic bots play whole games: no errors, every game ends, invariants hold
after every action. ANDROMEDA_FUZZ_SEEDS sets the games per player count (default 10)."""

from __future__ import annotations

import os

import pytest

from game.core.session import PLAYER_COLOURS, Seat, Session
from game.merchants.game import GAME
from game.merchants.rules import MerchantsState
from game.merchants.rules.production import bonus_level

SEEDS = int(os.environ.get("ANDROMEDA_FUZZ_SEEDS", "10"))


def check_invariants(s: MerchantsState) -> None:
    n = s.num_players
    tokens = int(s.c.game["influence_per_player"])
    for seat in range(n):
        on_boards = (
            sum(1 for o in s.station.values() if o == seat)
            + sum(1 for o in s.planet_owner.values() if o == seat)
            + sum(1 for lane in s.lane_tokens.values() for o in lane if o == seat)
            + sum(box[seat] for box in s.votes)
            + len(s.prod[seat])
        )
        assert s.supply[seat] >= 0
        assert on_boards + s.supply[seat] == tokens, f"seat {seat} token count"
        assert s.money[seat] >= 0
        assert sum(s.ledger[seat].values()) == s.money[seat]
        assert all(0 <= p <= s.c.topology.track_length for p in s.prod[seat])
        assert s.bonus_held[seat] == bonus_level(s, seat) or s.pending
    ships_on_board = sum(1 for p in s.ships.values() if p is not None)
    assert ships_on_board + s.ship_supply + sum(s.ships_claimed) == int(s.c.game["invader_ships"])
    assert len(s.planet) == 38
    assert sum(len(c) for c in s.claimed) + sum(1 for t in s.planet.values() if t) == 38
    cards = len(s.deck) + len(s.discard) + sum(1 for k in s.slots if k is not None)
    cards += sum(1 for f in s.pending if f["kind"] in ("place_card", "discard_event"))
    assert cards == (74 if n == 3 else 80)
    assert 0 <= s.event_pos <= 21


def play_game(players: int, seed: int, levels: tuple[str, ...]) -> Session:
    seats = [Seat(f"bot {i}", PLAYER_COLOURS[i], levels[i % len(levels)]) for i in range(players)]
    session = Session.start(GAME, seats, seed)
    while not session.state.is_over:
        assert len(session.log) < 3000, "the game does not end"
        seat = session.pending_bots()[0]
        session.apply(session.bot_action(seat))
        check_invariants(session.state)  # type: ignore[arg-type]
    return session


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_games_end_without_errors(players):
    for seed in range(SEEDS):
        session = play_game(players, seed, ("random",))
        state = session.state
        assert state.is_over and state.event_pos == 21
        assert not state.deck  # the game ends only when the deck has run out
        used = [k for k in state.discard if not state.c.card(k).is_event]
        assert len(used) == (54 if players == 3 else 60)  # every card was played
        assert len(used) % (3 * players) == 0  # so everybody had the same full turns
        events = [ev for entry in session.log for ev in entry.events]
        # all 20 events on the track were resolved, one per event card
        assert sum(1 for ev in events if ev.kind in ("event", "special")) == 20
        # every player had the same number of full turns (the first turn starts at setup)
        started = [state.first_player] + [ev.seat for ev in events if ev.kind == "turn"]
        # a turn started by revealing the last card, an event, ends at once: not a full turn
        started = started[: len(used) // 3]
        assert len({started.count(seat) for seat in range(players)}) == 1, started
        out = state.outcome()
        assert out.scores == tuple(state.money)
        assert 1 in out.ranking


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
def test_heuristic_games_end_without_errors(players):
    for seed in range(max(2, SEEDS // 3)):
        session = play_game(players, 1000 + seed, ("heuristic", "random"))
        assert session.state.is_over


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
def test_uniform_random_actions_including_real_time_bids(players):
    """The platform's plain RandomBot picks among every own legal action, so auctions see
    real-time bids (affordable or not), runs-out and secret bids."""
    from game.core.bots import RandomBot

    kinds_seen: set[str] = set()
    for seed in range(max(2, SEEDS // 2)):
        state = GAME.new_game(players, 2000 + seed)
        bots = [RandomBot(i, seed * 10 + i) for i in range(players)]
        steps = 0
        while not state.is_over:
            seat = state.pending_seats()[0]
            action = bots[seat].choose(state.view(seat))
            kinds_seen.update(e.kind for e in state.apply(action))
            check_invariants(state)
            steps += 1
            assert steps < 3000
    assert {"auction_won", "auction_end"} <= kinds_seen
