"""Invariants along random games: cards are conserved, money never negative, miniatures
match the board, and actions that are not legal are refused without changing anything."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalActionError
from game.core.rng import Rng
from game.pandorum.game import GAME
from game.pandorum.rules.actions import (
    DECK,
    Build,
    BuildCard,
    ChooseDirection,
    MoveFree,
    MoveTo,
    Pass,
    PayFee,
    PlaceCard,
    TakeCard,
)

PROBES = [TakeCard(DECK), TakeCard("Fusion Block"), PayFee("Bio Reactor"), MoveFree(),
          MoveTo(0, 0), MoveTo(1, 0), MoveTo(2, -1, True), Build("module"), Build("base", True),
          Build("base3"), BuildCard("Solar Array"), ChooseDirection(2), PlaceCard("forepart"),
          PlaceCard("cargo"), Pass()]


def card_total(state) -> int:
    return (len(state.deck) + sum(len(h) for h in state.hands)
            + sum(n for _, n in state.market) + len(state.boxed)
            + sum(len(x) for x in state.forepart) + sum(len(x) for x in state.centre)
            + sum(len(x) for x in state.cargo)
            + sum(len(e.get("chosen", [])) for e in state.pending)
            + sum(len(e["cards"]) for e in state.pending if e["kind"] == "slot"))


def check(state, total: int) -> None:
    assert card_total(state) == total
    assert all(m >= 0 for m in state.money)
    assert sum(state.money) == sum(sum(e.values()) for e in state.earned)
    modules, bases = state.comp.projects[state.num_players]
    for seat in range(state.num_players):
        built = [k for o, k in state.projects.values() if o == seat]
        assert built.count("module") == modules - state.modules_left[seat]
        assert built.count("base") == bases - state.bases_left[seat]
    assert all(h not in state.board.red for h in state.harvesters)
    assert all(h in state.board.buildable for h in state.projects)
    assert len(state.forepart[0]) <= state.fore_cost()
    assert all(len(c) <= state.centre_cost() for c in state.centre)


@pytest.mark.parametrize(("players", "seed", "systems"), [(2, 1, True), (3, 2, False),
                                                          (4, 3, True)])
def test_invariants_and_refusals_along_a_random_game(players, seed, systems):
    state = GAME.new_game(players, seed, {"systems": systems})
    total = card_total(state)
    assert total == (91 if systems else 83)
    rng = Rng(seed)
    steps = 0
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, "a seat to act always has a legal action"
        if steps % 7 == 0:
            for probe in PROBES:
                if probe not in legal:
                    before = state.to_dict()
                    with pytest.raises(IllegalActionError):
                        state.apply(probe)
                    assert state.to_dict() == before
        state.apply(rng.choice(legal))
        check(state, total)
        steps += 1
    assert state.legal_actions() == [] and state.outcome().scores
