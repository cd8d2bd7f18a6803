"""Per-seat views: what a seat may not see (other hands, the deck order) never reaches it,
and views are copy-on-write copies that cost nothing until a bot plays on one."""

from __future__ import annotations

import pytest

from game.pandorum.game import GAME
from game.pandorum.rules.state import HIDDEN


def _played(players: int, seed: int, steps: int):
    state = GAME.new_game(players, seed)
    for i in range(steps):
        legal = state.legal_actions()
        state.apply(legal[(i * 7) % len(legal)])
    return state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_view_shows_only_the_own_hand_and_no_deck_order(players):
    state = _played(players, 3, 25)
    for seat in range(players):
        view = state.view(seat)
        assert view.hands[seat] == state.hands[seat]
        for other in range(players):
            if other != seat:
                assert view.hands[other] == [HIDDEN] * len(state.hands[other])
        assert view.deck == [HIDDEN] * len(state.deck)
        assert view.market == state.market and view.projects == state.projects


def test_a_view_does_not_depend_on_what_its_seat_cannot_see():
    state = _played(3, 5, 30)
    other = state.clone()
    other.deck.reverse()  # another deck order and other cards in the other hands
    for seat in (1, 2):
        other.hands[seat] = ["Fusion Block"] * len(state.hands[seat])
    assert other.to_dict() != state.to_dict()
    assert state.view(0).to_dict() == other.view(0).to_dict()


def test_changing_hidden_cards_in_the_real_state_leaves_a_view_unchanged():
    state = _played(2, 8, 20)
    view = state.view(0)
    before = view.to_dict()
    state.hands[1].append(state.deck.pop())  # hidden: another hand and the deck
    state.hands[1].sort()
    state.deck.reverse()
    assert view.to_dict() == before


def test_a_bot_playing_on_a_view_never_changes_the_real_state():
    state = _played(2, 9, 10)
    before = state.to_dict()
    view = state.view(state.turn)
    for _ in range(6):
        if view.is_over:
            break
        legal = view.legal_actions()
        # a view may draw "?" cards from its hidden deck; it is the bot's own sandbox
        view.apply(legal[0])
    assert state.to_dict() == before


def test_a_view_knows_its_seats_legal_actions_and_none_of_the_others():
    state = _played(3, 4, 12)
    seat = state.turn
    assert state.view(seat).legal_actions(seat) == state.legal_actions(seat)
    assert state.view((seat + 1) % 3).legal_actions((seat + 1) % 3) == []
