"""Plain data that the Tiled loader returns. No scene or rule ever touches pytmx objects.

A map is a set of named *nodes* (Tiled point objects: fields, track spaces, HUD anchors),
*links* between nodes (Tiled polylines whose ends sit on two nodes: connections, routes,
bridges), rectangular *regions* (HUD areas, decks, card slots, boards) and, for hex maps,
the terrain cells (``hex_cells``) with their pixel geometry (``hex_geometry``). What a node
*means* (zone, ring, index, ...) is in its ``kind`` (Tiled's object class/type) and ``props``
(Tiled custom properties); each game's rules interpret those.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

PropValue = str | int | float | bool
Props = Mapping[str, PropValue]

_EMPTY: Props = MappingProxyType({})


def _empty() -> Props:
    # dataclasses reject an unhashable default (a mappingproxy) on Python 3.11, so the
    # shared read-only empty mapping is handed out by a factory.
    return _EMPTY


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h


@dataclass(frozen=True)
class Node:
    """A named point on a board (pixel position in map coordinates)."""

    id: str
    kind: str
    x: float
    y: float
    props: Props = field(default_factory=_empty)
    layer: str = ""
    obj_id: int = 0  # the Tiled object id (0 when made in code), for messages

    @property
    def label(self) -> str:
        """How messages name this object, the way Tiled's Objects panel shows it."""
        return object_label(self.id, self.obj_id)


@dataclass(frozen=True)
class Link:
    """A connection between two nodes; ``points`` is the drawn polyline, end to end."""

    a: str
    b: str
    kind: str = ""
    props: Props = field(default_factory=_empty)
    points: tuple[tuple[float, float], ...] = ()
    layer: str = ""
    name: str = ""  # the polyline's Tiled name, if it has one (optional for links)
    obj_id: int = 0

    @property
    def label(self) -> str:
        return object_label(self.name, self.obj_id)

    def other(self, node_id: str) -> str:
        """The end of this link that is not ``node_id``."""
        if node_id == self.a:
            return self.b
        if node_id == self.b:
            return self.a
        raise KeyError(f"{node_id!r} is not an end of the link {self.a!r}-{self.b!r}")


@dataclass(frozen=True)
class Region:
    """A named rectangle: a HUD, a deck or card slot, a whole sub-board."""

    id: str
    kind: str
    rect: Rect
    props: Props = field(default_factory=_empty)
    layer: str = ""
    obj_id: int = 0

    @property
    def label(self) -> str:
        return object_label(self.id, self.obj_id)


@dataclass(frozen=True)
class HexCell:
    """One tile of a hexagonal tile layer, in axial coordinates (q, r)."""

    q: int
    r: int
    col: int
    row: int
    terrain: str
    props: Props = field(default_factory=_empty)
    layer: str = ""  # the Tiled tile layer the cell comes from
    tileset: str = ""  # the tileset's file (or name, if embedded) and the tile's id in it,
    tile_id: int = -1  # so a typo in a tileset is reported once, at the tile


@dataclass(frozen=True)
class BoardMap:
    """Everything a game needs from one .tmx file."""

    path: str
    layout: str  # the map's "layout" property: ring, track, hex, boards
    width: int  # pixels
    height: int
    props: Props = field(default_factory=_empty)
    nodes: Mapping[str, Node] = field(default_factory=dict)
    links: tuple[Link, ...] = ()
    regions: Mapping[str, Region] = field(default_factory=dict)
    hex_cells: tuple[HexCell, ...] = ()
    hex_geometry: object | None = None  # game.boards.hex.HexLayout for hex maps

    def nodes_of(self, kind: str) -> list[Node]:
        return [n for n in self.nodes.values() if n.kind == kind]

    def regions_of(self, kind: str) -> list[Region]:
        return [r for r in self.regions.values() if r.kind == kind]


def object_label(name: str, obj_id: int) -> str:
    """``'F12' (id 34)``: an object's name and Tiled id, as a designer finds it in Tiled."""
    if name and obj_id:
        return f"{name!r} (id {obj_id})"
    return repr(name) if name else f"id {obj_id}"


class MapError(ValueError):
    """A map file that cannot be used; the message names file, layer and object."""
