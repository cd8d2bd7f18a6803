"""Adjacency over a node/link map: neighbours, links of a node, shortest paths, components.

Rules ask topology questions ("which fields can this ship reach?", "is this route
connected?") of a :class:`~game.boards.model.BoardMap`; this module answers them without
knowing what the nodes mean. Links are undirected. A *predicate* selects which links
count, e.g. only solid connections::

    solid = BoardGraph.from_map(board, where=lambda link: not link.props.get("dotted"))

Neighbour order is the order in which links appear in the map (then node order), so every
answer is deterministic for a given file.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Callable, Iterable, Mapping

from game.boards.model import BoardMap, Link, Node

LinkFilter = Callable[[Link], bool]


class BoardGraph:
    """An undirected multigraph of node ids joined by :class:`Link` objects."""

    def __init__(self, node_ids: Iterable[str], links: Iterable[Link],
                 where: LinkFilter | None = None) -> None:
        self._nodes: tuple[str, ...] = tuple(dict.fromkeys(node_ids))
        self._links: tuple[Link, ...] = tuple(
            link for link in links if where is None or where(link)
        )
        self._adj: dict[str, list[Link]] = {n: [] for n in self._nodes}
        for link in self._links:
            for end in (link.a, link.b):
                if end not in self._adj:
                    raise KeyError(f"link {link.a!r}-{link.b!r} names unknown node {end!r}")
            self._adj[link.a].append(link)
            self._adj[link.b].append(link)

    @classmethod
    def from_map(cls, board: BoardMap, where: LinkFilter | None = None,
                 node_filter: Callable[[Node], bool] | None = None) -> BoardGraph:
        """The graph of a loaded map; ``node_filter`` keeps only some nodes (links to
        dropped nodes are dropped too), ``where`` keeps only some links."""
        nodes: Mapping[str, Node] = board.nodes
        keep = [n.id for n in nodes.values() if node_filter is None or node_filter(n)]
        kept = set(keep)
        links = [link for link in board.links if link.a in kept and link.b in kept]
        return cls(keep, links, where)

    @property
    def nodes(self) -> tuple[str, ...]:
        return self._nodes

    @property
    def links(self) -> tuple[Link, ...]:
        return self._links

    def __contains__(self, node_id: object) -> bool:
        return node_id in self._adj

    def filtered(self, where: LinkFilter) -> BoardGraph:
        """The same nodes with only the links for which ``where`` is true."""
        return BoardGraph(self._nodes, self._links, where)

    def links_of(self, node_id: str) -> list[Link]:
        """The links touching a node (a link drawn twice appears twice)."""
        return list(self._require(node_id))

    def neighbours(self, node_id: str) -> list[str]:
        """Node ids one link away, each once, in link order."""
        return list(dict.fromkeys(link.other(node_id) for link in self._require(node_id)))

    def linked(self, a: str, b: str) -> bool:
        """Whether a link joins ``a`` and ``b`` directly."""
        return any(link.other(a) == b for link in self._require(a))

    def distances_from(self, start: str, max_steps: int | None = None) -> dict[str, int]:
        """Link counts from ``start`` to every node it reaches (itself at 0)."""
        self._require(start)
        dist = {start: 0}
        queue = deque([start])
        while queue:
            here = queue.popleft()
            if max_steps is not None and dist[here] >= max_steps:
                continue
            for n in self.neighbours(here):
                if n not in dist:
                    dist[n] = dist[here] + 1
                    queue.append(n)
        return dist

    def shortest_path(self, start: str, goal: str,
                      cost: Callable[[Link], float] | None = None) -> list[str] | None:
        """Node ids from ``start`` to ``goal`` inclusive, or None if unreachable.

        Without ``cost`` every link counts 1 (breadth-first); with it, the cheapest path
        (Dijkstra; costs must not be negative). Ties go to the earlier-drawn link.
        """
        self._require(start)
        self._require(goal)
        if cost is None:
            came: dict[str, str | None] = {start: None}
            queue = deque([start])
            while queue and goal not in came:
                here = queue.popleft()
                for n in self.neighbours(here):
                    if n not in came:
                        came[n] = here
                        queue.append(n)
            return _walk_back(came, goal) if goal in came else None
        best: dict[str, float] = {start: 0.0}
        prev: dict[str, str | None] = {start: None}
        heap: list[tuple[float, int, str]] = [(0.0, 0, start)]
        tick = 0
        done: set[str] = set()
        while heap:
            d, _, here = heapq.heappop(heap)
            if here in done:
                continue
            done.add(here)
            if here == goal:
                return _walk_back(prev, goal)
            for link in self._adj[here]:
                c = cost(link)
                if c < 0:
                    raise ValueError("link costs must not be negative")
                n = link.other(here)
                if n not in done and d + c < best.get(n, float("inf")):
                    best[n] = d + c
                    prev[n] = here
                    tick += 1
                    heapq.heappush(heap, (d + c, tick, n))
        return None

    def components(self) -> list[list[str]]:
        """Connected groups of node ids, each in node order, largest first."""
        seen: set[str] = set()
        groups: list[list[str]] = []
        for n in self._nodes:
            if n in seen:
                continue
            reach = self.distances_from(n)
            seen.update(reach)
            groups.append([m for m in self._nodes if m in reach])
        groups.sort(key=len, reverse=True)
        return groups

    def _require(self, node_id: str) -> list[Link]:
        try:
            return self._adj[node_id]
        except KeyError:
            raise KeyError(f"no node {node_id!r} in this board graph") from None


def _walk_back(came: Mapping[str, str | None], goal: str) -> list[str]:
    path = [goal]
    step = came[goal]
    while step is not None:
        path.append(step)
        step = came[step]
    return path[::-1]
