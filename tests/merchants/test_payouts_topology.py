"""Payout arithmetic (with its doctests) and topology read from the maps."""

from __future__ import annotations

import dataclasses
import doctest

from hypothesis import given
from hypothesis import strategies as st

import game.merchants.rules.payouts as payouts
from game.merchants.rules.data import load_maps, topology_from_maps
from game.merchants.rules.payouts import split_payouts


def test_doctests():
    result = doctest.testmod(payouts)
    assert result.attempted >= 6 and result.failed == 0


@given(st.dictionaries(st.integers(0, 4), st.integers(0, 6), max_size=5),
       st.tuples(st.integers(0, 20), st.integers(0, 20)))
def test_split_never_pays_more_than_the_table_nor_seats_without_influence(values, table):
    first, second = max(table), min(table)
    pay = split_payouts(values, (first, second))
    assert sum(pay.values()) <= first + second
    assert all(values[s] > 0 for s in pay)
    leaders = [s for s, v in values.items() if v > 0 and v == max(values.values())]
    if len(leaders) == 1:
        assert pay[leaders[0]] == first


def test_rules_follow_the_maps_adjacency_and_bridges():
    maps = load_maps()
    station = maps["station"]
    links = tuple(lk for lk in station.links
                  if not (lk.kind == "adjacent" and {lk.a, lk.b} == {"S1:A1", "S1:A2"}))
    edited = dict(maps, station=dataclasses.replace(station, links=links))
    topo = topology_from_maps(edited)
    assert "S1:A2" not in topo.station_adj["S1:A1"]
    assert "S1:A2" in topology_from_maps(maps).station_adj["S1:A1"]
    no_bridges = dict(maps, station=dataclasses.replace(
        station, links=tuple(lk for lk in station.links if lk.kind != "bridge")))
    assert topology_from_maps(no_bridges).bridges == ()
