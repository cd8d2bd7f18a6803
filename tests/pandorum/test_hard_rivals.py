"""The rivals' model turn in the Hard bot's playouts (``game.pandorum.hard_rivals``): a
rival low on cards adds the Normal bot's cards, one with cards pays a fee and builds off
its pieces, and a rival's last project gives the searching seat its final move."""

from __future__ import annotations

import pytest

from game.core.rng import Rng
from game.pandorum import hard
from game.pandorum.bots import HeuristicBot
from game.pandorum.game import GAME
from game.pandorum.hard import PlayoutState, playout_state
from game.pandorum.hard_rivals import LOW_HAND, rival_turn
from game.pandorum.rules import PandorumState
from game.pandorum.rules.adding_cards import take_sources


@pytest.fixture(autouse=True)
def _rivals_on(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model on, whatever the bot's default."""
    monkeypatch.setattr(hard, "RIVALS", True)


def _turn_start(players: int, seed: int, actions: int) -> PandorumState:
    """A game of Normal bots after at least ``actions`` actions, at a turn's start."""
    state = GAME.new_game(players, seed, {})
    bots = [HeuristicBot(s, s) for s in range(players)]
    done = 0
    while done < actions or state.top()["kind"] != "turn":
        seat = state.current_player
        bots[seat].reseed(0)
        state.apply(bots[seat].choose(state.view(seat)))
        done += 1
    return state


def _cards(state: PandorumState) -> int:
    return (sum(len(h) for h in state.hands) + len(state.deck) + len(state.boxed)
            + sum(c for _, c in state.market))


def test_a_rival_low_on_cards_adds_the_normal_bots_cards():
    state = _turn_start(4, 31, 40)
    seat = state.turn
    state.hands[seat] = state.hands[seat][:LOW_HAND]
    bot = HeuristicBot(seat, 0)
    expected = bot.preferred_take(state, list(take_sources(state)))
    before_hand, before_total = list(state.hands[seat]), _cards(state)
    before_left = state.projects_left(seat)
    rival_turn(state, bot, Rng(1), [])
    took = list(state.hands[seat])
    for name in before_hand:
        took.remove(name)
    assert len(took) == state.cards_per_take(seat)
    if expected.source != "deck":
        assert expected.source in took
    assert state.projects_left(seat) == before_left
    assert _cards(state) == before_total  # nothing made or lost
    assert state.turn == (seat + 1) % 4 and state.pending == [{"kind": "turn"}]


def test_a_rival_with_cards_pays_a_fee_and_builds_off_its_pieces():
    state = _turn_start(2, 32, 30)
    seat = state.turn
    while len(state.hands[seat]) < 3:
        state.hands[seat].append(state.deck.pop())
    hand, market = len(state.hands[seat]), sum(c for _, c in state.market)
    modules, total = state.modules_left[seat], _cards(state)
    number = state.turn_number
    rival_turn(state, HeuristicBot(seat, 0), Rng(2), [])
    assert len(state.hands[seat]) == hand - 2  # the fee and the module's card
    assert sum(c for _, c in state.market) == market + 1  # the fee
    assert state.modules_left[seat] == modules - 1
    assert _cards(state) == total
    assert state.turn_number == number + 1 and state.turn != seat


def test_every_rival_plays_a_turn_between_the_searching_seats_turns():
    state = _turn_start(4, 33, 60)
    seat = state.turn
    playout = playout_state(state.view(seat), seat, Rng(5))
    assert isinstance(playout, PlayoutState)
    before = [list(h) for h in playout.hands]
    start = playout.turn_number
    seen_next_turn = False
    while playout.legal_actions(playout.current_player):
        if playout.turn_number != start:
            # the searching seat's next turn: every rival has had its turn in between
            assert playout.turn == seat and playout.turn_number == start + 4
            if not seen_next_turn:
                seen_next_turn = True
                changed = [s for s in range(4) if s != seat and playout.hands[s] != before[s]]
                assert len(changed) == 3
        playout.apply(playout.legal_actions(playout.current_player)[0])
    assert seen_next_turn
    # after its last turn in the playout the rivals' turns are skipped: the playout ends
    assert playout.turn == seat and playout.turn_number == start + 8
    assert not playout.is_over


def test_without_rivals_the_other_seats_pass(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setattr(hard, "RIVALS", False)
    state = _turn_start(4, 33, 60)
    seat = state.turn
    playout = playout_state(state.view(seat), seat, Rng(5))
    before = [list(h) for h in playout.hands]
    start = playout.turn_number
    while playout.turn_number == start:
        playout.apply(playout.legal_actions(playout.current_player)[0])
    assert [playout.hands[s] for s in range(4) if s != seat] == \
        [before[s] for s in range(4) if s != seat]


def test_a_rivals_last_project_gives_the_searching_seat_its_final_move():
    state = _turn_start(2, 34, 30)
    seat = state.turn
    rival = 1 - seat
    playout = playout_state(state.view(seat), seat, Rng(6))
    playout.own_data()
    # the rival holds cards and has one module left
    playout.modules_left[rival], playout.bases_left[rival] = 1, 0
    while len(playout.hands[rival]) < 3:
        playout.hands[rival].append(playout.deck.pop())
    start = playout.turn_number
    turns = []
    while playout.legal_actions(playout.current_player):
        if not turns or turns[-1] != playout.turn_number:
            turns.append(playout.turn_number)
        playout.apply(playout.legal_actions(playout.current_player)[0])
    assert playout.ender == rival
    assert turns == [start, start + 2]  # its final move was played, then the playout ends
    assert not playout.is_over and playout.turn == seat
