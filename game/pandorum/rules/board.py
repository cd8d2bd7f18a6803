"""The Pandorum gameboard: seven hex parts assembled in axial coordinates.

Each part is a Tiled hexagonal map (``maps/pandorum/part-*.tmx``) holding a hexagon of
radius ``R`` (19 hexes for R = 2), read only through :func:`game.boards.tiled.load_map`.
The central part (the one with the landing pad) sits at the origin; the six other parts
go, in an order and rotation drawn from the game's RNG, to the six places around it.
Hexagons of radius R tile the plane when their centres are ``(2R+1, -R)`` and its five
rotations away from each other, so the assembled board has no gaps and no overlaps and
straight lines and adjacency run across part borders as on the printed board.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from functools import cache

from game.boards.hex import DIRECTIONS, Hex, add, neighbours, spiral
from game.core.protocol import RulesDataError
from game.core.rng import Rng
from game.pandorum.rules.data import Components, components


def rotate(h: Hex, steps: int) -> Hex:
    """Rotate axial ``h`` about the origin by ``steps`` x 60 degrees."""
    q, r = h
    for _ in range(steps % 6):
        q, r = -r, q + r
    return (q, r)


def slot_centres(radius: int) -> tuple[Hex, ...]:
    """Centres of the six parts around the central one."""
    return tuple(rotate((2 * radius + 1, -radius), k) for k in range(6))


@dataclass(frozen=True)
class Part:
    """One board part: terrain by axial offset from the part's centre hex."""

    id: str
    title: str
    central: bool
    cells: Mapping[Hex, str]


@dataclass(frozen=True)
class Placement:
    """Where a part lies on the assembled board (for the view and the log)."""

    part: str
    centre: Hex
    rotation: int


def part_from_map(path: str, radius: int) -> Part:
    """Read one part through the shared Tiled loader and centre it at (0, 0)."""
    from game.boards.tiled import load_map

    board_map = load_map(path)
    shown = board_map.path
    if board_map.layout != "hex":
        raise RulesDataError(f"{shown}: map property 'layout' is {board_map.layout!r}; a "
                             "Pandorum part needs 'hex'")
    raw = {(c.q, c.r): c.terrain for c in board_map.hex_cells}
    size = 3 * radius * radius + 3 * radius + 1
    if len(raw) != size:
        raise RulesDataError(f"{shown}: {len(raw)} hex tiles; a board part is a hexagon of "
                             f"radius {radius}: exactly {size} tiles")
    cq = sum(q for q, _ in raw) / size
    cr = sum(r for _, r in raw) / size
    centre = (round(cq), round(cr))
    cells = {(q - centre[0], r - centre[1]): t for (q, r), t in raw.items()}
    if set(cells) != set(spiral((0, 0), radius)):
        stray = sorted(set(cells) - set(spiral((0, 0), radius)))
        where = [c for c in board_map.hex_cells if (c.q - centre[0], c.r - centre[1]) in stray]
        at = ", ".join(f"col {c.col}, row {c.row}" for c in where[:3])
        raise RulesDataError(f"{shown}: the tiles do not form a hexagon of radius {radius} "
                             f"(tiles outside it at {at}); move them into the hexagon")
    stem = str(board_map.props.get("part", path.rsplit("/", 1)[-1].removesuffix(".tmx")))
    return Part(stem, str(board_map.props.get("title", stem)),
                bool(board_map.props.get("central", False)), cells)


def part_files() -> tuple[str, ...]:
    """The map files of the central part and the six outer parts named in setup.toml
    (the shipped ones, or a custom board's: :func:`game.paths.map_file` decides)."""
    from game.paths import map_file

    comp = components()
    return tuple(str(map_file(f"pandorum/{name}"))
                 for name in (comp.central_part, *comp.outer_parts))


def load_parts() -> tuple[Part, tuple[Part, ...]]:
    """The central part and the six outer parts named in setup.toml (read again when a
    file changes or a custom board is chosen)."""
    import os

    files = part_files()
    stamps = tuple(os.stat(f).st_mtime_ns if os.path.exists(f) else -1 for f in files)
    return _load_parts(files, stamps, components().part_radius)


@cache
def _load_parts(files: tuple[str, ...], _stamps: tuple[int, ...],
                radius: int) -> tuple[Part, tuple[Part, ...]]:
    parts = [part_from_map(f, radius) for f in files]
    return parts[0], tuple(parts[1:])


class Board:
    """The assembled gameboard: terrain per axial hex plus derived sets."""

    def __init__(self, cells: Mapping[Hex, str], placements: Iterable[Placement] = (),
                 comp: Components | None = None) -> None:
        comp = comp or components()
        self.cells: dict[Hex, str] = dict(cells)
        self.placements: tuple[Placement, ...] = tuple(placements)
        red_ids, pad_ids = comp.red_terrains(), comp.pad_terrains()
        buildable_ids = {t.id for t in comp.terrains.values() if t.buildable}
        for h, t in self.cells.items():
            if t not in comp.terrains:
                raise RulesDataError(f"hex {h}: unknown terrain {t!r}")
        cells = self.cells
        #: the board hexes next to each hex (computed once: every derived set reads them)
        self._adj: dict[Hex, tuple[Hex, ...]] = {
            (q, r): tuple([n for n in [(q + dq, r + dr) for dq, dr in DIRECTIONS] if n in cells])
            for q, r in cells
        }
        self.red: frozenset[Hex] = frozenset(h for h, t in cells.items() if t in red_ids)
        self.pads: frozenset[Hex] = frozenset(h for h, t in cells.items() if t in pad_ids)
        self.buildable: frozenset[Hex] = frozenset(
            h for h, t in cells.items() if t in buildable_ids)
        #: hexes on the edge of the gameboard: at least one neighbour is off the board
        self.edge: frozenset[Hex] = frozenset(h for h, adj in self._adj.items() if len(adj) < 6)
        #: hexes adjacent to the landing pad
        self.near_pad: frozenset[Hex] = frozenset(
            n for p in self.pads for n in self._adj[p] if n not in self.pads)
        #: card name -> hexes where its construction condition holds (filled lazily)
        self.allowed_cache: dict[str, frozenset[Hex]] = {}
        #: terrain -> its buildable hexes, and the buildable hexes next to a red hex: what
        #: the construction conditions are made of (see ``income.allowed_sites``)
        by_terrain: dict[str, set[Hex]] = {}
        for h in self.buildable:
            by_terrain.setdefault(cells[h], set()).add(h)
        self.buildable_by_terrain: dict[str, frozenset[Hex]] = {
            t: frozenset(hs) for t, hs in by_terrain.items()}
        red = self.red
        self.near_red: frozenset[Hex] = frozenset(
            [h for h in self.buildable if not red.isdisjoint(self._adj[h])])
        self._rays: dict[tuple[Hex, int], tuple[Hex, ...]] = {}
        self._reach: dict[tuple[Hex, bool], tuple[Hex, ...]] = {}

    @property
    def pad(self) -> Hex:
        return min(self.pads)

    def __contains__(self, h: object) -> bool:
        return h in self.cells

    def terrain(self, h: Hex) -> str:
        return self.cells[h]

    def adjacent(self, h: Hex) -> tuple[Hex, ...]:
        """The board hexes next to ``h``."""
        return self._adj.get(h) or tuple(n for n in neighbours(h) if n in self.cells)

    def ray(self, start: Hex, direction: int) -> tuple[Hex, ...]:
        """The straight line from ``start`` (excluded) in ``direction`` up to the board edge."""
        key = (start, direction % 6)
        found = self._rays.get(key)
        if found is None:
            out: list[Hex] = []
            dq, dr = DIRECTIONS[direction % 6]
            q, r = start[0] + dq, start[1] + dr
            cells = self.cells
            while (q, r) in cells:
                out.append((q, r))
                q, r = q + dq, r + dr
            found = self._rays[key] = tuple(out)
        return found

    def reach(self, start: Hex, cross_red: bool) -> tuple[Hex, ...]:
        """Hexes a harvester at ``start`` may stop on moving in a straight line: never a
        red hex, and red hexes end the line unless it may pass through them."""
        key = (start, cross_red)
        found = self._reach.get(key)
        if found is None:
            out: list[Hex] = []
            for d in range(6):
                for h in self.ray(start, d):
                    if h in self.red:
                        if cross_red:
                            continue
                        break
                    out.append(h)
            found = self._reach[key] = tuple(out)
        return found

    def red_group(self, seeds: Iterable[Hex]) -> set[Hex]:
        """All red hexes connected (through red neighbours) to the red ``seeds``."""
        group: set[Hex] = set()
        todo = [s for s in seeds if s in self.red]
        while todo:
            h = todo.pop()
            if h in group:
                continue
            group.add(h)
            todo.extend(n for n in self.adjacent(h) if n in self.red and n not in group)
        return group

    def to_list(self) -> list[list[int | str]]:
        return [[q, r, t] for (q, r), t in sorted(self.cells.items())]


def assemble(central: Part, outer: tuple[Part, ...], rng: Rng, radius: int) -> Board:
    """Place the central part at the origin and the outer parts at random around it."""
    if len(outer) != 6:
        raise RulesDataError("Pandorum needs six outer board parts")
    order = list(outer)
    rng.shuffle(order)
    cells: dict[Hex, str] = dict(central.cells)
    placements = [Placement(central.id, (0, 0), 0)]
    for part, centre in zip(order, slot_centres(radius), strict=True):
        turn = rng.below(6)
        for rel, terrain in part.cells.items():
            h = add(centre, rotate(rel, turn))
            if h in cells:  # cannot happen with radius-R hexagons; guards bad data
                raise RulesDataError(f"board parts overlap at {h}")
            cells[h] = terrain
        placements.append(Placement(part.id, centre, turn))
    return Board(cells, placements)
