"""Ordered tracks: spaces drawn as nodes with an integer ``index``, grouped by a property.

A track is drawn in Tiled as point objects that carry ``index`` (int: 0, 1, 2, ... or
1, 2, 3, ...: consecutive from the smallest) and a grouping property (``track`` by
default, e.g. ``track = "score"``). A track is a *loop* (the Starship Merchants quadrant
circuit) when the caller says so or when any of its spaces has the bool property
``loop = true``; moving past the end of a loop wraps, moving past the end of an open
track is an error (or stops at the end with :meth:`Track.clamped`).

>>> from game.boards.model import Node
>>> t = Track("t", tuple(Node(f"s{i}", "space", i, 0, {"index": i}) for i in range(4)), True)
>>> t.next("s3"), t.previous("s0", 2), t.steps_between("s3", "s1")
('s0', 's2', 2)
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise

from game.boards.model import BoardMap, MapError, Node


@dataclass(frozen=True)
class Track:
    """One ordered track; ``spaces[0]`` is the space with the smallest index."""

    name: str
    spaces: tuple[Node, ...]
    loop: bool = False

    def __len__(self) -> int:
        return len(self.spaces)

    @property
    def ids(self) -> tuple[str, ...]:
        return tuple(n.id for n in self.spaces)

    @property
    def first_index(self) -> int:
        return int(self.spaces[0].props["index"])

    def position(self, node_id: str) -> int:
        """0-based position of a space along the track."""
        for i, n in enumerate(self.spaces):
            if n.id == node_id:
                return i
        raise KeyError(f"{node_id!r} is not a space of track {self.name!r}")

    def at(self, index: int) -> Node:
        """The space whose ``index`` property is ``index`` (wrapping on a loop)."""
        i = index - self.first_index
        if self.loop:
            i %= len(self.spaces)
        if not 0 <= i < len(self.spaces):
            raise IndexError(f"track {self.name!r} has no index {index}")
        return self.spaces[i]

    def next(self, node_id: str, steps: int = 1) -> str:
        """The space ``steps`` ahead (negative steps go back). Wraps on a loop; on an
        open track, going past either end raises IndexError."""
        i = self.position(node_id) + steps
        if self.loop:
            return self.spaces[i % len(self.spaces)].id
        if not 0 <= i < len(self.spaces):
            raise IndexError(
                f"{steps:+d} steps from {node_id!r} leaves the open track {self.name!r}"
            )
        return self.spaces[i].id

    def previous(self, node_id: str, steps: int = 1) -> str:
        return self.next(node_id, -steps)

    def clamped(self, node_id: str, steps: int) -> str:
        """Like :meth:`next`, but an open track stops at its first/last space."""
        if self.loop:
            return self.next(node_id, steps)
        i = min(max(self.position(node_id) + steps, 0), len(self.spaces) - 1)
        return self.spaces[i].id

    def path(self, node_id: str, steps: int) -> list[str]:
        """The spaces entered when moving ``steps`` forward (or back, if negative), in
        order, ending with the destination; empty for 0 steps."""
        sign = 1 if steps >= 0 else -1
        return [self.next(node_id, sign * k) for k in range(1, abs(steps) + 1)]

    def steps_between(self, start: str, goal: str) -> int:
        """Forward steps from ``start`` to ``goal`` (on a loop always 0..len-1; on an open
        track negative when ``goal`` is behind)."""
        d = self.position(goal) - self.position(start)
        return d % len(self.spaces) if self.loop else d


def tracks(board: BoardMap, group: str = "track", index: str = "index",
           kind: str | None = None, loop: bool | None = None) -> dict[str, Track]:
    """Every track of a map: nodes that have an ``index`` property, grouped by the value
    of their ``group`` property (nodes without it form the track ``""``).

    ``kind`` keeps only nodes of that Tiled class. ``loop`` forces every track to be a
    loop (True) or open (False); None reads the ``loop`` property of the spaces.
    Raises MapError naming the file, layer and object for a non-integer index, a
    duplicate index or a gap.
    """
    grouped: dict[str, list[Node]] = {}
    for node in board.nodes.values():
        if index not in node.props or (kind is not None and node.kind != kind):
            continue
        value = node.props[index]
        if isinstance(value, bool) or not isinstance(value, int):
            raise _error(board, node, f"property {index!r} must be an int, not {value!r}")
        grouped.setdefault(str(node.props.get(group, "")), []).append(node)

    result: dict[str, Track] = {}
    for name, nodes in grouped.items():
        nodes.sort(key=lambda n: int(n.props[index]))
        for before, after in pairwise(nodes):
            a, b = int(before.props[index]), int(after.props[index])
            if a == b:
                raise _error(
                    board, after,
                    f"{index} {b} on track {name!r} is also the {index} of "
                    f"{before.label}; every space needs its own {index}, consecutive "
                    f"from {int(nodes[0].props[index])}",
                )
            if b != a + 1:
                raise _error(
                    board, after,
                    f"gap on track {name!r}: {index} jumps from {a} ({before.label}) to {b}; "
                    f"it should be {a + 1}",
                )
        is_loop = loop if loop is not None else any(n.props.get("loop") is True for n in nodes)
        result[name] = Track(name, tuple(nodes), is_loop)
    return result


def track(board: BoardMap, name: str, group: str = "track", index: str = "index",
          kind: str | None = None, loop: bool | None = None) -> Track:
    """One named track of a map; MapError if the map has no such track."""
    found = tracks(board, group, index, kind, loop)
    if name not in found:
        have = ", ".join(repr(t) for t in sorted(found)) or "none"
        raise MapError(f"{board.path}: no track {name!r} ({group} values found: {have})")
    return found[name]


def _error(board: BoardMap, node: Node, what: str) -> MapError:
    return MapError(f"{board.path}: layer {node.layer!r}: object {node.label}: {what}")
