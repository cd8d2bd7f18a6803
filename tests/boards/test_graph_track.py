"""Adjacency helper and ordered tracks, on fixture maps and small hand-built boards."""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType

import pytest

from game.boards.graph import BoardGraph
from game.boards.model import BoardMap, Link, MapError, Node
from game.boards.tiled import load_map
from game.boards.track import Track, track, tracks

DATA = Path(__file__).parent / "data"


def board(nodes: list[Node], links: list[Link] = ()) -> BoardMap:
    return BoardMap("mem.tmx", "track", 100, 100,
                    nodes=MappingProxyType({n.id: n for n in nodes}), links=tuple(links))


def space(name: str, idx, group: str = "main", **extra) -> Node:
    return Node(name, "space", 0, 0, {"index": idx, "track": group, **extra}, layer="L")


# ------------------------------------------------------------------------------ graph


def test_graph_of_ring_fixture():
    g = BoardGraph.from_map(load_map(DATA / "ring.tmx"))
    assert g.neighbours("f2") == ["f1", "f3"]
    assert [(lk.a, lk.b) for lk in g.links_of("f3")] == [("f2", "f3"), ("f3", "hole")]
    assert g.shortest_path("f1", "hole") == ["f1", "f2", "f3", "hole"]
    assert g.distances_from("f1") == {"f1": 0, "f2": 1, "f3": 2, "hole": 3}
    assert g.distances_from("f1", max_steps=1) == {"f1": 0, "f2": 1}
    assert g.components() == [["f1", "f2", "f3", "hole"]]
    assert g.linked("f2", "f1") and not g.linked("f1", "f3")


def test_filtering_dotted_links_splits_the_graph():
    m = load_map(DATA / "ring.tmx")
    solid = BoardGraph.from_map(m, where=lambda lk: not lk.props.get("dotted"))
    assert solid.neighbours("f2") == ["f1"]
    assert solid.shortest_path("f1", "hole") is None
    assert solid.components() == [["f1", "f2"], ["f3", "hole"]]
    assert BoardGraph.from_map(m).filtered(lambda lk: lk.name == "bend").neighbours("f3") == ["f2"]


def test_node_filter_drops_links_to_removed_nodes():
    m = load_map(DATA / "ring.tmx")
    fields = BoardGraph.from_map(m, node_filter=lambda n: n.kind == "field")
    assert "hole" not in fields and fields.neighbours("f3") == ["f2"]


def test_weighted_shortest_path_prefers_cheap_links():
    nodes = [Node(x, "n", 0, 0) for x in "abcd"]
    links = [Link("a", "d", props={"cost": 10}), Link("a", "b", props={"cost": 1}),
             Link("b", "c", props={"cost": 1}), Link("c", "d", props={"cost": 1})]
    g = BoardGraph.from_map(board(nodes, links))
    assert g.shortest_path("a", "d") == ["a", "d"]
    assert g.shortest_path("a", "d", cost=lambda lk: lk.props["cost"]) == ["a", "b", "c", "d"]
    assert g.shortest_path("a", "a") == ["a"]
    with pytest.raises(ValueError):
        g.shortest_path("a", "d", cost=lambda lk: -1)


def test_unknown_nodes_are_key_errors():
    g = BoardGraph(["a"], [])
    with pytest.raises(KeyError, match="'zz'"):
        g.neighbours("zz")
    with pytest.raises(KeyError, match="unknown node"):
        BoardGraph(["a"], [Link("a", "b")])


# ------------------------------------------------------------------------------ tracks


def test_tracks_from_fixture_are_ordered_by_index():
    found = tracks(load_map(DATA / "track.tmx"))
    assert set(found) == {"main", "score"}
    main = found["main"]
    assert main.ids == ("s0", "s1", "s2", "s3") and not main.loop
    assert main.next("s1") == "s2" and main.previous("s1") == "s0"
    with pytest.raises(IndexError):
        main.next("s3")
    assert main.clamped("s2", 5) == "s3" and main.clamped("s1", -5) == "s0"
    assert main.path("s0", 3) == ["s1", "s2", "s3"]
    assert main.steps_between("s3", "s1") == -2
    assert main.at(2).id == "s2"


def test_loop_wraps_both_ways():
    loop = track(load_map(DATA / "track.tmx"), "main", loop=True)
    assert loop.next("s3") == "s0" and loop.previous("s0") == "s3"
    assert loop.next("s2", 7) == "s1"
    assert loop.path("s3", 2) == ["s0", "s1"]
    assert loop.path("s0", -2) == ["s3", "s2"]
    assert loop.steps_between("s3", "s1") == 2
    assert loop.at(5).id == "s1"


def test_loop_property_on_a_space_makes_a_loop_and_index_may_start_at_one():
    b = board([space("a", 1), space("b", 2, loop=True), space("c", 3)])
    t = tracks(b)["main"]
    assert t.loop and t.first_index == 1 and t.at(1).id == "a" and t.next("c") == "a"


def test_kind_filter_and_ungrouped_nodes():
    b = board([space("a", 0), Node("x", "other", 0, 0, {"index": 0}, "L")])
    assert set(tracks(b, kind="space")) == {"main"}
    assert tracks(b)[""].ids == ("x",)


def test_gap_is_a_map_error_naming_the_object():
    b = board([space("a", 0), space("b", 1), space("d", 3)])
    with pytest.raises(MapError, match=r"mem.tmx: layer 'L': object 'd': gap on track 'main'"):
        tracks(b)


def test_duplicate_index_is_a_map_error():
    b = board([space("a", 0), space("b", 1), space("c", 1)])
    with pytest.raises(MapError, match=r"index 1 on track .* is also the index of"):
        tracks(b)


def test_non_integer_index_is_a_map_error():
    with pytest.raises(MapError, match="must be an int"):
        tracks(board([space("a", "0")]))
    with pytest.raises(MapError, match="must be an int"):
        tracks(board([space("a", True)]))


def test_missing_track_names_the_ones_found():
    with pytest.raises(MapError, match=r"no track 'bonus'.*'main', 'score'"):
        track(load_map(DATA / "track.tmx"), "bonus")


def test_position_of_a_foreign_node():
    t = Track("t", (space("a", 0),))
    with pytest.raises(KeyError):
        t.position("zz")
