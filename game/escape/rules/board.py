"""The ring board's topology, derived from the loaded Tiled map (never from constants).

A *field* is a point object of class ``field`` with properties ``zone``, ``ring`` (1 =
innermost) and ``start`` (outer-ring entry field). A *connection* is a link between two
fields, or between an innermost field and the ``wormhole`` object; ``dotted=true`` marks a
dotted route. Every connection joins two neighbouring rings, so it has a direction: the
end on the lower ring (or the wormhole) is *in front of* the other end, which is *behind*
it. That orientation gives "one field closer to the wormhole", "directly in front of"
(SWAP, ALERT B, WARNING F) and "directly behind" (WARNING B, ALERT D).
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property

from game.boards.checks import where as _where
from game.boards.model import BoardMap, Link

FIELD = "field"
WORMHOLE = "wormhole"
CONNECTION = "connection"


@dataclass(frozen=True)
class Field:
    name: str
    zone: int
    ring: int
    start: bool
    x: float
    y: float


@dataclass(frozen=True)
class Line:
    """Four fields in a row along connections toward the wormhole (missions 4 and 5)."""

    fields: tuple[str, ...]
    dotted: bool  # at least one step along a dotted route


def _line(board: BoardMap, link: Link) -> str:
    return (f"{board.path}: layer {link.layer!r}: object {link.label} (the connection "
            f"{link.a} - {link.b})")


class EscapeBoard:
    """Fields, directed connections and the named field sets the rules ask about."""

    def __init__(self, board: BoardMap) -> None:
        self.map = board
        self._lines: dict[int, tuple[Line, ...]] = {}
        self._reach: dict[tuple[str, int], tuple[tuple[str, bool], ...]] = {}
        self.problems: list[str] = []
        self.fields: dict[str, Field] = {}
        for node in board.nodes_of(FIELD):
            try:
                self.fields[node.id] = Field(
                    node.id, int(node.props["zone"]), int(node.props["ring"]),
                    bool(node.props.get("start", False)), node.x, node.y)
            except (KeyError, TypeError, ValueError):
                self.problems.append(
                    f"{_where(board, node)}: a field needs int properties 'zone' (its fly "
                    f"zone, 1..3) and 'ring' (1 = next to the wormhole); it has "
                    f"zone={node.props.get('zone')!r}, ring={node.props.get('ring')!r}")
        holes = board.nodes_of(WORMHOLE)
        if len(holes) != 1:
            self.problems.append(
                f"{board.path}: needs exactly one point of class 'wormhole', has {len(holes)}")
        self.wormhole: str = holes[0].id if holes else WORMHOLE
        #: field -> ((field or wormhole in front, dotted), ...)
        self.forward: dict[str, tuple[tuple[str, bool], ...]] = {}
        #: field -> ((field behind, dotted), ...)
        self.behind: dict[str, tuple[tuple[str, bool], ...]] = {}
        fwd: dict[str, list[tuple[str, bool]]] = {f: [] for f in self.fields}
        back: dict[str, list[tuple[str, bool]]] = {f: [] for f in self.fields}
        for link in board.links:
            if link.kind != CONNECTION:
                continue
            dotted = bool(link.props.get("dotted", False))
            a, b = link.a, link.b
            if b == self.wormhole:
                a, b = b, a
            if a == self.wormhole:
                if b not in self.fields or self.fields[b].ring != 1:
                    self.problems.append(f"{_line(board, link)}: only fields of ring 1 "
                                         "connect to the wormhole")
                    continue
                fwd[b].append((self.wormhole, dotted))
                continue
            if a not in self.fields or b not in self.fields:
                self.problems.append(f"{_line(board, link)}: a connection joins two "
                                     "fields (or a ring-1 field and the wormhole)")
                continue
            fa, fb = self.fields[a], self.fields[b]
            if abs(fa.ring - fb.ring) != 1:
                self.problems.append(f"{_line(board, link)}: joins rings {fa.ring} and "
                                     f"{fb.ring}; a connection joins neighbouring rings")
                continue
            outer, inner = (a, b) if fa.ring > fb.ring else (b, a)
            if dotted == (fa.zone == fb.zone):
                self.problems.append(
                    f"{_line(board, link)}: " + ("dotted, but both fields are in zone "
                                                 f"{fa.zone}; set dotted = false" if dotted
                                                 else f"joins zones {fa.zone} and {fb.zone}: "
                                                 "set dotted = true (only dotted routes "
                                                 "cross zones)"))
            fwd[outer].append((inner, dotted))
            back[inner].append((outer, dotted))
        self.forward = {f: tuple(sorted(v)) for f, v in fwd.items()}
        self.behind = {f: tuple(sorted(v)) for f, v in back.items()}

    # ------------------------------------------------------------------ field sets

    @cached_property
    def names(self) -> tuple[str, ...]:
        return tuple(sorted(self.fields, key=lambda n: (-self.fields[n].ring, n)))

    @cached_property
    def order(self) -> dict[str, int]:
        """Each field's place in :attr:`names` (board order: outer ring first)."""
        return {name: i for i, name in enumerate(self.names)}

    def reach(self, name: str, depth: int) -> tuple[tuple[str, bool], ...]:
        """Every field (or the wormhole) ``name`` reaches across 1 to ``depth`` connections
        toward the wormhole, each with True when every way there crosses a dotted route
        (a WARP crosses 1 or 2 connections; the way stops at the wormhole). Worked out
        once per field and depth: the topology never changes."""
        key = (name, depth)
        found = self._reach.get(key)
        if found is None:
            reach: dict[str, bool] = {}  # destination -> every way there is dotted
            frontier = [(name, False)]
            for _ in range(depth):
                nxt = []
                for at, dotted in frontier:
                    for to, d in self.forward.get(at, ()):
                        way = dotted or d
                        reach[to] = reach.get(to, True) and way
                        if to != self.wormhole:
                            nxt.append((to, way))
                frontier = nxt
            found = self._reach[key] = tuple(reach.items())
        return found

    @cached_property
    def zones(self) -> tuple[int, ...]:
        return tuple(sorted({f.zone for f in self.fields.values()}))

    @cached_property
    def outer_ring(self) -> int:
        return max((f.ring for f in self.fields.values()), default=0)

    @cached_property
    def start_fields(self) -> tuple[str, ...]:
        """The outer-ring entry fields (``start`` property)."""
        return tuple(n for n in self.names if self.fields[n].start)

    @cached_property
    def outer_fields(self) -> tuple[str, ...]:
        return tuple(n for n in self.names if self.fields[n].ring == self.outer_ring)

    @cached_property
    def inner_fields(self) -> tuple[str, ...]:
        return tuple(n for n in self.names if self.fields[n].ring == 1)

    def ring_fields(self, ring: int) -> tuple[str, ...]:
        return tuple(n for n in self.names if self.fields[n].ring == ring)

    @cached_property
    def dotted_route_fields(self) -> tuple[str, ...]:
        """Second-ring fields next to a dotted route: an end of a dotted connection."""
        ends = {t for f, steps in self.forward.items() for t, d in steps if d}
        ends |= {f for f, steps in self.forward.items() if any(d for _, d in steps)}
        return tuple(n for n in self.names if n in ends and self.fields[n].ring == 2)

    def lines(self, length: int = 4) -> tuple[Line, ...]:
        """Every run of ``length`` fields, each directly in front of the one before."""
        if length in self._lines:
            return self._lines[length]
        found: list[Line] = []

        def walk(path: list[str], dotted: bool) -> None:
            if len(path) == length:
                found.append(Line(tuple(path), dotted))
                return
            for nxt, d in self.forward[path[-1]]:
                if nxt != self.wormhole:
                    walk([*path, nxt], dotted or d)

        for name in self.names:
            walk([name], False)
        self._lines[length] = tuple(found)
        return self._lines[length]

    def where(self, name: str, exact: bool = False) -> str:
        """A field as players say it in the log: "zone 1, outer ring" or "zone 2, ring 3".
        ``exact`` tells apart the fields of one zone's ring (:attr:`clockwise`), for a
        list of choices read without the board: "zone 1, outer ring, field 2"."""
        if name == self.wormhole:
            return "the wormhole"
        if name not in self.fields:
            return name
        ring = self.ring_of(name)
        if ring == self.outer_ring:
            label = "outer ring"
        elif ring == 1:
            label = "inner ring"
        else:
            label = f"ring {ring}"
        place, of = self.clockwise[name]
        detail = f", field {place}" if exact and of > 1 else ""
        return f"zone {self.zone_of(name)}, {label}{detail}"

    def move_phrase(self, src: str, dst: str, exact: bool = False) -> str:
        """ "from zone 1, ring 3 to zone 1, ring 2", or "... through the wormhole"."""
        if dst == self.wormhole:
            return f"from {self.where(src, exact)} through the wormhole"
        return f"from {self.where(src, exact)} to {self.where(dst, exact)}"

    @cached_property
    def clockwise(self) -> dict[str, tuple[int, int]]:
        """Each field's place among the fields of its zone's ring, counted clockwise round
        the wormhole as the map shows them, from the field after the widest gap (a zone's
        ring may straddle the 0° line): (place from 1, how many)."""
        hole = self.map.nodes.get(self.wormhole)
        cx, cy = (hole.x, hole.y) if hole is not None else (0.0, 0.0)
        groups: dict[tuple[int, int], list[tuple[float, str]]] = {}
        for f in self.fields.values():
            # the map's y grows downward, so a growing angle turns clockwise on screen
            angle = math.degrees(math.atan2(f.y - cy, f.x - cx)) % 360
            groups.setdefault((f.zone, f.ring), []).append((angle, f.name))
        out: dict[str, tuple[int, int]] = {}
        for members in groups.values():
            members.sort()
            gaps = [(members[i][0] - members[i - 1][0]) % 360 for i in range(len(members))]
            first = max(range(len(members)), key=gaps.__getitem__) if len(members) > 1 else 0
            ordered = members[first:] + members[:first]
            for place, (_, name) in enumerate(ordered, 1):
                out[name] = (place, len(members))
        return out

    def zone_of(self, name: str) -> int:
        return self.fields[name].zone

    def ring_of(self, name: str) -> int:
        return 0 if name == self.wormhole else self.fields[name].ring

    # ------------------------------------------------------------------ checks

    def _at(self, name: str) -> str:
        """Where a designer finds field ``name`` in Tiled (file, layer, name and id)."""
        return _where(self.map, self.map.nodes[name])

    def validate(self, mission_counts: dict[str, int] | None = None) -> list[str]:
        """What the rules need from the map; each problem names the map file."""
        p = list(self.problems)
        where = self.map.path
        if self.map.layout != "ring":
            p.append(f"{where}: map property layout must be 'ring', is {self.map.layout!r}")
        if len(self.inner_fields) != 3:
            p.append(f"{where}: the innermost ring must have exactly 3 fields, has "
                     f"{len(self.inner_fields)}")
        if len(self.zones) != 3:
            p.append(f"{where}: needs 3 fly zones, has {list(self.zones)}")
        for name in self.inner_fields:
            if (self.wormhole, False) not in self.forward[name]:
                p.append(f"{self._at(name)}: a ring-1 field needs a (solid) connection to "
                         "the wormhole")
        for name, f in self.fields.items():
            if f.ring > 1 and not self.forward[name]:
                p.append(f"{self._at(name)}: no connection toward the wormhole; draw one to "
                         f"a field of ring {f.ring - 1}")
            if f.start != (f.ring == self.outer_ring):
                p.append(f"{self._at(name)}: start = {str(f.start).lower()}, but start "
                         f"fields are exactly the outer ring (ring {self.outer_ring}); set "
                         f"start = {str(not f.start).lower()}")
        m1 = (mission_counts or {}).get("start_fields_in_zone", 4)
        for zone in self.zones:
            n = sum(1 for s in self.start_fields if self.fields[s].zone == zone)
            if n < m1:
                p.append(f"{where}: zone {zone} has {n} starting positions; mission 1 needs {m1}")
        m2 = (mission_counts or {}).get("fields_by_dotted_route", 4)
        if len(self.dotted_route_fields) < m2:
            p.append(f"{where}: only {len(self.dotted_route_fields)} second-ring fields by a "
                     f"dotted route; mission 2 needs {m2}")
        m4 = (mission_counts or {}).get("line_with_dotted", 4)
        if not any(ln.dotted for ln in self.lines(m4)):
            p.append(f"{where}: no line of {m4} fields through a dotted route (mission 4)")
        m5 = (mission_counts or {}).get("line_in_zone", 4)
        if not any(not ln.dotted for ln in self.lines(m5)):
            p.append(f"{where}: no line of {m5} fields inside one zone (mission 5)")
        return p
