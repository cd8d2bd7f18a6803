"""The engine's sorting of legal actions into a view's options (game/engine/boardview/routes.py)."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.engine.boardview.routes import sort_into


@dataclass(frozen=True)
class Go:
    q: int
    r: int


@dataclass(frozen=True)
class Fly(Go):
    pass


@dataclass(frozen=True)
class Take:
    source: str


@dataclass(frozen=True)
class Build:
    what: str


@dataclass(frozen=True)
class Stop:
    pass


@dataclass(frozen=True)
class Other:
    pass


@dataclass
class Options:
    goes: dict[tuple[int, int], Go] = field(default_factory=dict)
    takes: dict[str, Take] = field(default_factory=dict)
    builds: list[Build] = field(default_factory=list)
    stop: Stop | None = None


def test_each_action_goes_where_its_route_says():
    o = Options()
    actions = [Go(1, 2), Take("deck"), Build("base"), Stop(), Fly(3, 4), Build("module"),
               Take("Mine"), Other()]
    sort_into(o, actions, {Go: ("goes", ("q", "r")), Take: ("takes", "source"),
                           Build: ("builds", None), Stop: ("stop", None)})
    assert o.goes == {(1, 2): Go(1, 2), (3, 4): Fly(3, 4)}  # a subclass by its base's route
    assert o.takes == {"deck": Take("deck"), "Mine": Take("Mine")}
    assert o.builds == [Build("base"), Build("module")]  # a list: every one, in order
    assert o.stop == Stop()
    assert Other() not in (*o.goes.values(), *o.takes.values(), *o.builds, o.stop)
