"""Component data (validate_data) and setup by player count."""

from __future__ import annotations

import dataclasses
from collections import Counter

import pytest

from game.pandorum.game import GAME
from game.pandorum.rules import validate_data
from game.pandorum.rules.data import check_components, components


def test_shipped_data_and_maps_are_valid():
    assert validate_data() == []


def test_card_counts_match_the_rulebook():
    comp = components()
    assert sum(c.copies for c in comp.cards.values()) == 91
    types = Counter()
    for card in comp.cards.values():
        types[card.type] += card.copies
    assert set(types) == {"production", "generator", "logistics", "laboratory", "protection",
                          "systems", "block"}
    assert types["production"] >= 12  # 3 per player for 4 players
    names = set(comp.cards)
    for needed in ("Intranet Protection", "Dome Protection", "Seismic Protection",
                   "External Protection", "Medical Laboratory", "Engineering Laboratory",
                   "Central Laboratory"):
        assert needed in names
    assert {c.build for c in comp.cards.values()} == {"only", "any3", "red3"}


def test_check_components_reports_broken_data():
    comp = components()
    cards = dict(comp.cards)
    first = next(iter(cards))
    cards[first] = dataclasses.replace(cards[first], copies=cards[first].copies + 1,
                                       terrains=("lava", "rock", "ice"))
    broken = dataclasses.replace(comp, cards=cards, projects={2: (12, 6), 3: (8, 4),
                                                              4: (6, 4)})
    problems = check_components(broken)
    assert any("92 cards" in p for p in problems)
    assert any("'lava' is not a buildable" in p for p in problems)
    assert any("project table" in p for p in problems)


@pytest.mark.parametrize(("players", "modules", "bases"), [(2, 12, 6), (3, 8, 4), (4, 6, 3)])
def test_setup_by_player_count(players, modules, bases):
    state = GAME.new_game(players, seed=11)
    comp = components()
    assert state.modules_left == [modules] * players
    assert state.bases_left == [bases] * players
    production = sum(c.copies for c in comp.cards.values() if c.type == "production")
    for hand in state.hands:
        kinds = Counter(comp.card(c).type for c in hand)
        assert kinds["production"] == 3 and len(hand) == 4
    assert len(state.market) == 4
    assert all(comp.card(c).type != "production" for c in state.deck)
    assert len(state.boxed) == production - 3 * players
    assert state.harvesters == [state.board.pad] * players
    assert len(set(state.fore_ability)) == players and len(set(state.main_ability)) == players
    total = (len(state.deck) + sum(len(h) for h in state.hands)
             + sum(n for _, n in state.market) + len(state.boxed))
    assert total == 91
    assert state.current_player == 0
    cost = (2, 4) if players == 4 else (3, 5)
    assert (state.fore_cost(), state.centre_cost()) == cost


def test_game_option_without_systems_cards():
    state = GAME.new_game(3, seed=5, options={"systems": False})
    everywhere = state.deck + [c for h in state.hands for c in h] + state.market_names()
    assert all(components().card(c).type != "systems" for c in everywhere)
    with_systems = GAME.new_game(3, seed=5)
    assert len(with_systems.deck) - len(state.deck) == 8
    with pytest.raises(ValueError):
        GAME.new_game(3, seed=5, options={"systems": "maybe"})


def test_same_seed_same_setup_and_different_seeds_differ():
    a, b, c = GAME.new_game(2, 3), GAME.new_game(2, 3), GAME.new_game(2, 4)
    assert a.to_dict() == b.to_dict()
    assert a.to_dict() != c.to_dict()


def test_bad_player_count():
    with pytest.raises(ValueError):
        GAME.new_game(5, 1)
