"""The one Tiled loader: a ``.tmx`` file in, a plain :class:`~game.boards.model.BoardMap` out.

Every board's geometry is drawn in Tiled and read here; nothing else in the program
touches pytmx. What becomes what (see docs/boards.md for how to draw it):

* map custom property ``layout`` (ring, track, hex, boards) -> ``BoardMap.layout``; the
  other map properties -> ``BoardMap.props``;
* object layers: a point object, or any named object that is neither a poly shape nor a
  rectangle with a size -> :class:`Node`; a polyline whose two ends lie within
  :data:`SNAP` pixels of two nodes -> :class:`Link`; a named rectangle -> :class:`Region`;
* hexagonal maps: every non-empty tile of every tile layer -> :class:`HexCell` in axial
  coordinates, with its terrain, plus a :class:`~game.boards.hex.HexLayout`.

Anything the loader cannot turn into plain data raises :class:`MapError`, whose message
names the file, the layer and the object, so a designer can find it in Tiled.

pytmx 3.32 notes (checked against its source): ``TiledMap`` has no ``load_images``
switch; its default image loader only records file names, so no image is ever opened.
It imports pygame opportunistically (for type hints and ``load_pygame``); this module
blocks that import when pygame is not loaded yet, so the pure side stays pygame-free.
A point object comes back as a 0x0 rectangle and an ellipse or text object as a plain
rectangle, so the object's shape is read from the XML element itself. Poly points come
back in absolute map coordinates. Typed properties are converted (bool, int, float;
``object`` -> int; color and file stay strings); an empty string property comes back
as None and is restored to ``""`` here.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from types import MappingProxyType
from typing import Any
from xml.etree import ElementTree

from game.boards import tiled_features
from game.boards.hex import HexLayout
from game.boards.model import (
    BoardMap,
    HexCell,
    Link,
    MapError,
    Node,
    PropValue,
    Rect,
    Region,
    object_label,
)
from game.boards.object_types import class_defaults


def _import_pytmx() -> Any:
    """Import pytmx without letting it pull in pygame (pytmx only uses it optionally)."""
    if "pygame" in sys.modules:
        import pytmx

        return pytmx
    # pytmx.util_pygame logs an *error* when pygame is missing; it is expected here.
    quiet = logging.getLogger("pytmx.util_pygame")
    was_disabled, quiet.disabled = quiet.disabled, True
    sys.modules["pygame"] = None  # type: ignore[assignment]  # makes `import pygame` fail
    try:
        import pytmx
    finally:
        if sys.modules.get("pygame", 0) is None:
            del sys.modules["pygame"]
        quiet.disabled = was_disabled
    return pytmx


pytmx = _import_pytmx()

#: The layouts a map may declare (the games' board kinds).
LAYOUTS: tuple[str, ...] = ("ring", "track", "hex", "boards")
#: How far (pixels) a polyline end may be from a node's position and still touch it.
SNAP = 4.0

# Keys that pytmx mixes into a tile's property dict besides the custom properties.
_TILE_BUILTIN_KEYS = frozenset(
    {"id", "type", "class", "width", "height", "frames", "source", "trans", "colliders",
     "probability", "path"}
)

_cache: dict[str, tuple[tuple[tuple[str, int], ...], BoardMap]] = {}


def load_map(path: str | Path) -> BoardMap:
    """Load a Tiled map; cached by path and the modification times of the file and its
    external tilesets, so calling it every frame or from every rule is cheap."""
    key = os.path.abspath(os.fspath(path))
    cached = _cache.get(key)
    if cached is not None and _stamps(cached[0]) == cached[0]:
        return cached[1]
    board, deps = _load_uncached(key, shown_path(path))
    _cache[key] = (_stamps(tuple((d, 0) for d in deps)), board)
    return board


def shown_path(path: str | Path) -> str:
    """How messages name a map: relative to the shipped maps folder (``pandorum/part-a.tmx``)
    when it lies there, else the path as the user gave it."""
    from game.paths import MAPS

    try:
        return Path(os.path.abspath(os.fspath(path))).relative_to(MAPS).as_posix()
    except ValueError:
        return os.fspath(path)


def clear_cache() -> None:
    """Forget every loaded map (tests, and the map editor reload key)."""
    _cache.clear()


def _stamps(entries: tuple[tuple[str, int], ...]) -> tuple[tuple[str, int], ...]:
    out = []
    for file, _ in entries:
        try:
            out.append((file, os.stat(file).st_mtime_ns))
        except OSError:
            out.append((file, -1))
    return tuple(out)


# ------------------------------------------------------------------------------ loading


class _Where:
    """Builds error messages that name the file, the layer and the object."""

    def __init__(self, shown: str) -> None:
        self.shown = shown

    def error(self, what: str, layer: str | None = None, obj: str | None = None) -> MapError:
        parts = [self.shown]
        if layer is not None:
            parts.append(f"layer {layer!r}")
        if obj is not None:
            parts.append(f"object {obj}")
        return MapError(": ".join(parts) + ": " + what)


def _load_uncached(abspath: str, shown: str) -> tuple[BoardMap, list[str]]:
    where = _Where(shown)
    if not os.path.isfile(abspath):
        raise where.error("file not found")
    try:
        root = ElementTree.parse(abspath).getroot()
    except ElementTree.ParseError as exc:
        raise where.error(f"not a valid XML file ({exc})") from exc
    if root.tag != "map":
        raise where.error(f"not a Tiled map (root element <{root.tag}>, expected <map>)")
    if root.get("infinite") == "1":
        raise where.error("infinite maps are not supported; uncheck 'Infinite' in Tiled")
    offsets = tiled_features.prepare(root, os.path.dirname(abspath), where.error)
    deps = [abspath]
    for ts in root.findall("tileset"):
        source = ts.get("source")
        if source:
            deps.append(os.path.normpath(os.path.join(os.path.dirname(abspath), source)))
            if not os.path.isfile(deps[-1]):
                raise where.error(f"tileset file {source!r} not found")
    try:
        tmx = pytmx.TiledMap(allow_duplicate_names=False)
        tmx.filename = abspath
        tmx.parse_xml(root)
    except ElementTree.ParseError as exc:
        raise where.error(f"a tileset is not valid XML ({exc})") from exc
    except Exception as exc:  # pytmx raises bare Exception/ValueError/KeyError on bad input
        raise where.error(f"pytmx cannot read it ({type(exc).__name__}: {exc})") from exc

    map_props = _clean_props(tmx.properties)
    layout = map_props.pop("layout", None)
    if layout is None:
        raise where.error(
            "missing map property 'layout' (Map > Map Properties; one of "
            + ", ".join(LAYOUTS) + ")"
        )
    if layout not in LAYOUTS:
        raise where.error(f"map property 'layout' is {layout!r}; use one of {', '.join(LAYOUTS)}")

    if layout == "hex" and tmx.orientation != "hexagonal":
        raise where.error(
            f"layout 'hex' needs a hexagonal map, this one is {tmx.orientation!r} "
            "(Map > Map Properties > Orientation)"
        )
    hex_layout: HexLayout | None = None
    if tmx.orientation == "hexagonal":
        hex_layout = _hex_layout(tmx, where)
        width, height = hex_layout.map_size(tmx.width, tmx.height)
    else:
        width, height = tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight

    nodes, links, regions = _read_objects(root, tmx, where, offsets)
    cells = _read_hex_cells(root, tmx, hex_layout, where) if hex_layout else ()
    board = BoardMap(
        path=shown,
        layout=str(layout),
        width=int(width),
        height=int(height),
        props=MappingProxyType(map_props),
        nodes=MappingProxyType(nodes),
        links=tuple(links),
        regions=MappingProxyType(regions),
        hex_cells=cells,
        hex_geometry=hex_layout,
    )
    return board, deps


def _clean_props(raw: dict[str, Any]) -> dict[str, PropValue]:
    """Tiled custom properties as plain values (pytmx turns an empty string into None)."""
    out: dict[str, PropValue] = {}
    for key, value in raw.items():
        out[key] = "" if value is None else value
    return out


def _object_label(obj: Any) -> str:
    return object_label(obj.name or "", int(obj.id))


def _props(obj: Any, kind: str) -> MappingProxyType[str, PropValue]:
    """An object's custom properties over its class's defaults (what Tiled shows: a
    property left at its object type's default is not written to the file)."""
    return MappingProxyType({**class_defaults().get(kind, {}), **_clean_props(obj.properties)})


def _object_class(obj: Any) -> str:
    """Tiled 1.9 saved an object's class as ``class``, every other version as ``type``."""
    return obj.type or getattr(obj, "class", None) or ""


def _layer_groups(root: ElementTree.Element) -> Iterator[ElementTree.Element]:
    """Every ``<objectgroup>`` that is a map layer (not a tile's collision shapes), in the
    same document order in which pytmx builds its object groups."""
    layer_groups = set()

    def walk(parent: ElementTree.Element) -> None:
        for child in parent:
            if child.tag == "objectgroup":
                layer_groups.add(id(child))
            elif child.tag == "group":
                walk(child)

    walk(root)
    for element in root.iter("objectgroup"):
        if id(element) in layer_groups:
            yield element


def _read_objects(
    root: ElementTree.Element, tmx: Any, where: _Where,
    offsets: dict[int, tuple[float, float]],
) -> tuple[dict[str, Node], list[Link], dict[str, Region]]:
    nodes: dict[str, Node] = {}
    regions: dict[str, Region] = {}
    polylines: list[tuple[str, Any, float, float]] = []
    # pytmx builds one TiledObjectGroup per ``.//objectgroup`` element, in document order.
    groups = [g for g in tmx.layers if isinstance(g, pytmx.TiledObjectGroup)]
    elements = list(root.iter("objectgroup"))
    layer_ids = {id(e) for e in _layer_groups(root)}
    for element, group in zip(elements, groups, strict=True):
        if id(element) not in layer_ids:
            continue
        layer = group.name or ""
        dx, dy = offsets.get(id(element), (0.0, 0.0))
        for xml_obj, obj in zip(element.findall("object"), group, strict=True):
            shape = _shape(xml_obj)
            label = _object_label(obj)
            if shape in ("ellipse", "polygon", "text"):
                raise where.error(
                    f"{shape} objects are not supported (use a point, a polyline or a "
                    "rectangle)", layer, label,
                )
            if shape == "polyline":
                polylines.append((layer, obj, dx, dy))
                continue
            if obj.rotation:
                raise where.error("rotated objects are not supported", layer, label)
            is_rect = obj.width > 0 and obj.height > 0
            if not obj.name:
                what = "rectangle" if is_rect else "point"
                raise where.error(f"this {what} object has no name", layer, label)
            kind = _object_class(obj)
            props = _props(obj, kind)
            if is_rect and shape != "point":
                if obj.name in regions:
                    raise where.error(
                        f"duplicate region name (also in layer {regions[obj.name].layer!r})",
                        layer, label,
                    )
                regions[obj.name] = Region(
                    id=obj.name, kind=kind,
                    rect=Rect(obj.x + dx, obj.y + dy, obj.width, obj.height), props=props,
                    layer=layer, obj_id=int(obj.id),
                )
            else:
                if obj.name in nodes:
                    other = nodes[obj.name]
                    raise where.error(
                        f"duplicate name: object id {other.obj_id} in layer {other.layer!r} "
                        "has it too; every point needs its own name", layer, label,
                    )
                nodes[obj.name] = Node(
                    id=obj.name, kind=kind, x=obj.x + dx, y=obj.y + dy, props=props,
                    layer=layer, obj_id=int(obj.id),
                )
    links = [_link(layer, obj, nodes, where, dx, dy) for layer, obj, dx, dy in polylines]
    return nodes, links, regions


def _shape(xml_obj: ElementTree.Element) -> str:
    for tag in ("point", "ellipse", "polygon", "polyline", "text"):
        if xml_obj.find(tag) is not None:
            return tag
    return "tile" if xml_obj.get("gid") else "rectangle"


def _link(layer: str, obj: Any, nodes: dict[str, Node], where: _Where,
          dx: float = 0.0, dy: float = 0.0) -> Link:
    label = _object_label(obj)
    if obj.rotation:
        raise where.error("rotated polylines are not supported", layer, label)
    points = tuple((float(p.x) + dx, float(p.y) + dy) for p in getattr(obj, "points", ()))
    if len(points) < 2:
        raise where.error("a polyline needs at least two points", layer, label)
    ends = []
    for which, (px, py) in (("first", points[0]), ("last", points[-1])):
        node = _node_at(px, py, nodes)
        if node is None:
            raise where.error(_loose_end(which, px, py, nodes), layer, label)
        ends.append(node)
    if ends[0] == ends[1]:
        raise where.error(f"both ends of the polyline are on node {ends[0]!r}", layer, label)
    kind = _object_class(obj)
    return Link(
        a=ends[0], b=ends[1], kind=kind, props=_props(obj, kind), points=points, layer=layer,
        name=obj.name or "", obj_id=int(obj.id),
    )


def _loose_end(which: str, px: float, py: float, nodes: dict[str, Node]) -> str:
    """Why a polyline end touches no node, naming the nearest one: a point dragged in
    Tiled leaves its connections behind, so that point is most likely the one moved."""
    what = f"the polyline's {which} point ({px:g}, {py:g}) is not on a point object"
    if not nodes:
        return what
    near = min(nodes.values(), key=lambda n: (n.x - px) ** 2 + (n.y - py) ** 2)
    gap = ((near.x - px) ** 2 + (near.y - py) ** 2) ** 0.5
    return (
        f"{what}: the nearest is {near.label} at ({near.x:g}, {near.y:g}), {gap:.0f} px "
        f"away (an end must lie within {SNAP:g} px); if you moved {near.id!r}, drag this "
        "line's end onto it too (Edit Polygons tool), or move the point back"
    )


def _node_at(x: float, y: float, nodes: dict[str, Node]) -> str | None:
    best, best_d2 = None, SNAP * SNAP
    for node in nodes.values():
        d2 = (node.x - x) ** 2 + (node.y - y) ** 2
        if d2 <= best_d2:
            best, best_d2 = node.id, d2
    return best


def _hex_layout(tmx: Any, where: _Where) -> HexLayout:
    axis, index = tmx.staggeraxis, tmx.staggerindex
    if axis not in ("x", "y") or index not in ("odd", "even"):
        raise where.error(
            f"hexagonal map needs staggeraxis x|y and staggerindex odd|even, "
            f"got {axis!r}/{index!r}"
        )
    return HexLayout(
        tile_width=int(tmx.tilewidth), tile_height=int(tmx.tileheight),
        side_length=int(tmx.hexsidelength or 0), stagger_axis=axis, stagger_index=index,
    )


def _tileset_of(root: ElementTree.Element, tmx: Any, gid: int,
                folder: str) -> tuple[str, int]:
    """(tileset file, as messages name it, or embedded tileset name; local tile id) of a
    pytmx gid."""
    tiled_gid = int(getattr(tmx, "tiledgidmap", {}).get(gid, gid)) & 0x0FFFFFFF
    best: tuple[int, str] = (0, "")
    for ts in root.findall("tileset"):
        first = int(ts.get("firstgid", 1))
        if first <= tiled_gid and first >= best[0]:
            source = ts.get("source")
            shown = os.path.normpath(os.path.join(folder, source)).replace(os.sep, "/") \
                if source else (ts.get("name") or "(embedded)")
            best = (first, shown)
    return best[1], tiled_gid - best[0]


def _read_hex_cells(root: ElementTree.Element, tmx: Any, layout: HexLayout,
                    where: _Where) -> tuple[HexCell, ...]:
    cells: list[HexCell] = []
    for layer in tmx.layers:
        if not isinstance(layer, pytmx.TiledTileLayer):
            continue
        name = layer.name or ""
        for col, row, gid in layer.iter_data():
            if not gid:
                continue
            raw = tmx.get_tile_properties_by_gid(gid) or {}
            props = {
                k: ("" if v is None else v)
                for k, v in raw.items() if k not in _TILE_BUILTIN_KEYS
            }
            terrain = props.get("terrain") or raw.get("type") or raw.get("class")
            tileset, tile_id = _tileset_of(root, tmx, gid, os.path.dirname(where.shown))
            if not terrain:
                raise where.error(
                    f"tileset {tileset!r} tile {tile_id} (placed at col {col}, row {row}) has "
                    "no 'terrain' property and no class (Type in Tiled 1.8); give the tile "
                    "one in the tileset", name,
                )
            q, r = layout.to_axial(col, row)
            cells.append(HexCell(
                q=q, r=r, col=col, row=row, terrain=str(terrain),
                props=MappingProxyType(props), layer=name, tileset=tileset, tile_id=tile_id,
            ))
    return tuple(cells)
