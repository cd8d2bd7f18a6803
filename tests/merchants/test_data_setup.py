"""Component data, maps and Game Setup."""

from __future__ import annotations

import dataclasses

import pytest

from game.merchants.game import GAME
from game.merchants.rules import setup_dict, validate_data
from game.merchants.rules.data import INVADER, build_components, components, load_maps
from game.merchants.rules.validate import validate_data as validate_components
from tests.merchants.helpers import new


def test_shipped_data_is_valid():
    assert validate_data() == []
    assert GAME.validate_data() == []


def test_printed_component_counts():
    c = components()
    actions = [k for k in c.cards if not k.is_event]
    assert len(c.cards) == 80 and len(actions) == 60
    assert sum(k.four_plus for k in actions) == 6
    assert len(c.tiles) == 38 and c.tiles.count(INVADER) > 0
    assert len(c.artifacts) == 6
    assert len(c.senators) == 9 and len(c.specials) == 6
    assert c.tables["artifacts"]["sets"] == [1, 3, 6, 10, 15, 21]
    boards = {k.board for k in actions}
    assert boards == {"station", "production", "exploration", "defense", "senate",
                      "explore_defend"}


def test_topology_comes_from_the_tiled_maps():
    maps = load_maps()
    assert all(m.layout == "boards" for m in maps.values())
    topo = components().topology
    assert len(topo.event_spaces) == 22
    assert [s.event for s in topo.event_spaces].count("special") == 3
    assert topo.event_spaces[0].event == "start" and topo.event_spaces[-1].event == "end"
    assert len(topo.sectors) == 4 and len(topo.planets) == 3
    assert len(topo.planet_of) == 38
    assert sorted(topo.lanes) == [1, 2, 3, 4, 5]
    assert all(len(v) == 5 for v in topo.lanes.values())
    # orthogonal adjacency: a corner space of sector 1 has exactly 2 neighbours
    assert len(topo.station_adj["S1:A1"]) == 2
    assert len(topo.station_adj["S1:A2"]) == 3


def test_validation_reports_broken_data():
    good = build_components()
    bad = dataclasses.replace(good, tiles=good.tiles[:-1])
    problems = validate_components(bad)
    assert any("38" in p for p in problems)
    topo = dataclasses.replace(good.topology, ballot_boxes=2)
    assert any("ballot" in p for p in validate_components(
        dataclasses.replace(good, topology=topo)))


@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_by_player_count(players):
    s = new(players, seed=7)
    c = s.c
    assert s.money == [35] * players
    # 30 tokens: 1 on the Station start, 4 on the production tracks
    assert s.supply == [25] * players
    starts = c.topology.station_starts
    for seat in range(players):
        pos = s.position(seat)
        assert s.station[starts[pos]] == seat
        track = c.topology.start_tracks[pos] - 1
        assert s.prod[seat] == [1 if t == track else 0 for t in range(4)]
    assert len(s.station) == players
    # every planet space holds a face-down tile; 1 ship at the top of every lane
    assert sorted(s.planet.values()) == sorted(c.tiles)
    assert all(pos == 0 for pos in s.ships.values())
    assert s.ship_supply == 20
    assert len(s.candidates) == 3 and len(s.senate_deck) == 6
    assert len(s.special_tiles) == 3 and not s.specials_revealed


@pytest.mark.parametrize("players,actions", [(3, 54), (4, 60), (5, 60)])
def test_deck_is_built_as_printed(players, actions):
    for seed in range(5):
        deck = setup_dict(players, seed)["deck"]
        cards = [components().card(k) for k in deck]
        assert sum(not k.is_event for k in cards) == actions
        assert sum(k.is_event for k in cards) == 20
        if players == 3:
            assert not any(k.four_plus for k in cards)
        assert not any(k.is_event for k in cards[:6])  # no events in the first 2 turns
        rest = cards[6:]
        half = (actions - 6) // 2
        # 10 events shuffled into each half
        first_half = rest[: half + 10]
        assert sum(k.is_event for k in first_half) == 10


def test_first_player_is_random_and_reproducible():
    firsts = {new(4, seed).first_player for seed in range(20)}
    assert len(firsts) > 1
    assert new(4, 3).to_dict() == new(4, 3).to_dict()


def test_player_counts_outside_3_to_5_are_refused():
    with pytest.raises(ValueError):
        GAME.new_game(2, 1)
    with pytest.raises(ValueError):
        GAME.new_game(6, 1)
