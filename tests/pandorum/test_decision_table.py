"""The decision table: every decision kind declares its legal actions, handler, log text and
the reason a player reads when the rules refuse; ``why_not`` is None for every legal action.
Also: the fast fee and site searches agree with the plain rule they shortcut."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from game.pandorum.game import GAME
from game.pandorum.rules import actions as act
from game.pandorum.rules.construction import buildable_sites
from game.pandorum.rules.income import allowed_sites, meets_condition
from game.pandorum.rules.movement import can_move, payable_fees
from game.pandorum.rules.state import PandorumState
from tests.pandorum.helpers import charge, make_state

GEN = "Fusion Generator"  # rock, sand or ice
MILL = "Timber Mill"  # sand only
INTRANET = "Intranet Protection"


def at_turn() -> PandorumState:
    return make_state(hands=[[GEN, MILL], []], market=["Fusion Block"])


def at_take() -> PandorumState:
    state = make_state(hands=[[GEN], []], deck=["Bio Reactor"] * 3, market=["Fusion Block"])
    state.apply(act.TakeCard("deck"))
    return state


def at_move() -> PandorumState:
    state = make_state(hands=[[GEN, MILL], []])
    state.apply(act.PayFee(MILL))
    return state


def at_build() -> PandorumState:
    state = at_move()
    state.apply(act.MoveTo(1, 0))
    return state


def at_cards() -> PandorumState:
    state = make_state(hands=[[GEN, MILL, "Ice Melter", "Wind Turbine"], []])
    state.apply(act.PayFee("Wind Turbine"))
    state.apply(act.MoveTo(1, 0))  # rock: the generator may be built here, the mill may not
    state.apply(act.Build("module"))
    return state


def at_direction() -> PandorumState:
    state = make_state(hands=[[INTRANET, MILL], []])
    state.apply(act.PayFee(MILL))
    state.apply(act.MoveTo(1, 0))
    state.apply(act.Build("module"))
    state.apply(act.BuildCard(INTRANET))
    return state


def at_slot() -> PandorumState:
    state = make_state(hands=[[GEN, MILL], []])
    charge(state, 0, "forepart")
    state.apply(act.PayFee(MILL))
    state.apply(act.MoveTo(1, 0))
    state.apply(act.Build("module"))
    state.apply(act.BuildCard(GEN))
    return state


#: kind -> (a position where it is decided, a refused action, words its reason contains)
REFUSALS: dict[str, tuple[Callable[[], PandorumState], object, str]] = {
    "turn": (at_turn, act.MoveTo(1, 0), "first pay a card from your hand"),
    "take": (at_take, act.PayFee(GEN), "must take 1 more card"),
    "move": (at_move, act.MoveTo(2, 1), "cannot stop there"),  # not on a straight line
    "build": (at_build, act.Build("base"), "cannot build a base here"),
    "cards": (at_cards, act.BuildCard(MILL), "Timber Mill cannot be built on a rock plateau hex"),
    "direction": (at_direction, act.PlaceCard("cargo"), "must choose the Intranet direction"),
    "slot": (at_slot, act.PlaceCard("forepart"), "forepart is full until its ability is used"),
}


def test_the_table_declares_every_kind_with_words_for_the_log_and_for_refusals():
    table = PandorumState.DECISIONS
    assert set(table.kinds) == set(REFUSALS)
    for kind in table.kinds:
        assert table[kind].describe is not None and table[kind].refuse is not None, kind


@pytest.mark.parametrize("kind", sorted(REFUSALS))
def test_each_kind_refuses_in_words_and_allows_every_legal_action(kind):
    setup, refused, words = REFUSALS[kind]
    state = setup()
    assert state.top()["kind"] == kind
    legal = state.legal_actions()
    assert legal and all(state.why_not(a) is None for a in legal)
    assert refused not in legal
    reason = state.why_not(refused)  # type: ignore[arg-type]
    assert reason is not None and words in reason, reason


def test_turn_refusals_name_the_problem():
    state = at_turn()
    assert state.why_not(act.PayFee("Wind Turbine")) == "Wind Turbine is not in your hand."
    assert "Free move" in state.why_not(act.MoveFree())
    assert "only pass" in state.why_not(act.Pass())
    assert state.why_not(act.TakeCard("Clinic Block")) == \
        "There is no Clinic Block in the market any more."
    assert state.why_not(act.TakeCard("deck")) == "The deck is empty: take a card from the market."
    lonely = make_state(hands=[[MILL], []], market=["Fusion Block"])
    assert "could not stop anywhere" in lonely.why_not(act.PayFee(MILL))
    free = make_state(hands=[[GEN], []], main=["free_move", "take_three"])
    charge(free, 0, "centre")
    assert "press Move" in free.why_not(act.PayFee(GEN))


def test_cards_refusals_name_the_problem():
    state = at_cards()
    assert state.why_not(act.BuildCard("Bio Reactor")) == "Bio Reactor is not in your hand."
    base = make_state(hands=[[GEN, "Ice Melter", MILL], []])
    base.apply(act.PayFee(MILL))
    base.apply(act.MoveTo(1, 0))
    base.apply(act.Build("base"))
    base.apply(act.BuildCard(GEN))
    assert "a base needs different cards" in base.why_not(act.BuildCard(GEN))


def test_a_centre_that_is_active_refuses_more_cards():
    state = at_slot()
    charge(state, 0, "centre")
    assert "permanent ability is active" in state.why_not(act.PlaceCard("centre"))


def test_the_log_text_comes_from_the_table():
    assert at_move().describe(act.MoveTo(1, 0)) == \
        "{seat0} moves the harvester to a rock plateau hex"
    assert at_slot().describe(act.PlaceCard("cargo")) == f"{{seat0}} puts {GEN} in the cargo"
    assert at_direction().describe(act.ChooseDirection(1)) == \
        "{seat0} points the Intranet line north-east"
    assert at_turn().describe(act.PayFee(GEN)) == f"{{seat0}}: pay {GEN} to move"


def test_the_game_over_refuses_everything():
    state = at_turn()
    state.over = True
    assert state.why_not(act.TakeCard("Fusion Block")) == "The game is over."


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3)])
def test_fast_fee_search_agrees_with_can_move_for_each_card(players, seed):
    """``payable_fees`` counts sites once per position; the rule is "a card may be paid if
    the harvester could still stop somewhere with the rest of the hand"."""
    state = GAME.new_game(players, seed)
    checked = 0
    for step in range(500):
        if state.is_over:
            break
        seat, hand = state.turn, state.hands[state.turn]
        if state.top()["kind"] == "turn":
            plain = []
            for card in sorted(set(hand)):
                rest = list(hand)
                rest.remove(card)
                if can_move(state, seat, rest):
                    plain.append(card)
            assert payable_fees(state, seat, hand) == plain
            checked += 1
        legal = state.legal_actions()
        state.apply(legal[(step * 5) % len(legal)])
    assert checked > 20


def test_allowed_sites_are_the_hexes_meeting_each_cards_condition():
    state = GAME.new_game(3, 9)
    board = state.board
    for card in state.comp.cards.values():
        plain = {h for h in board.buildable if meets_condition(card, board, h)}
        assert allowed_sites(card, board) == plain, card.name


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (4, 5)])
def test_buildable_sites_are_the_empty_hexes_with_some_project_to_build(players, seed):
    """``buildable_sites`` shortcuts "some project could be built here with this hand"."""
    state = GAME.new_game(players, seed)
    for step in range(300):
        if state.is_over:
            break
        seat, hand = state.turn, state.hands[state.turn]
        if step % 3 == 0:
            plain = {h for h in state.board.buildable if h not in state.projects
                     and state.build_options(seat, h, hand)}
            assert state.buildable_sites(seat, hand) == plain
            line = state.straight_reach(seat)
            assert buildable_sites(state, seat, hand, line) == plain & set(line)
        legal = state.legal_actions()
        state.apply(legal[(step * 3) % len(legal)])
