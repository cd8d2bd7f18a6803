"""Tiled features read from the XML itself, before pytmx sees the map.

pytmx 3.32 ignores or mis-reads a few things Tiled writes; each is either honoured here
or rejected with a message that names the feature, says whether the game supports it
and what to do in Tiled instead:

* the 120-degree rotation of a hexagonal tile (GID flag ``0x10000000``, Tiled 1.8's
  "Rotate" on a hex map) is not decoded by pytmx: the flag is cleared here, since
  terrain does not depend on rotation (the 60-degree flag ``0x20000000`` pytmx handles);
* layer and group-layer offsets (Layer Properties > Offset): honoured for object
  layers (returned per ``<objectgroup>`` element, offsets of enclosing groups added),
  rejected for tile layers (hex cells stay on the map grid);
* parallax factors other than 1: rejected (the board does not scroll);
* object templates: rejected (pytmx does not resolve them);
* class- and list-typed custom properties: rejected (pytmx cannot read them);
* a tileset image without a width and height: rejected (pytmx needs them).
"""

from __future__ import annotations

import base64
import gzip
import os
import struct
import zlib
from collections.abc import Callable, Iterator
from xml.etree import ElementTree

from game.boards.model import MapError

#: Tiled's flag for a hexagonal tile turned by 120 degrees.
HEX_ROTATE_120 = 0x10000000
#: Tiled's flags for flipping (horizontal, vertical, diagonal/60-degree turn).
FLIP_FLAGS = 0xE0000000

#: ``error(what, layer, object)`` -> MapError naming the file (see tiled._Where).
ErrorFn = Callable[[str, "str | None", "str | None"], MapError]

_LAYER_TAGS = ("layer", "objectgroup", "imagelayer", "group")


def prepare(root: ElementTree.Element, map_dir: str,
            error: ErrorFn) -> dict[int, tuple[float, float]]:
    """Check and normalise a parsed ``<map>`` in place; return the pixel offset of each
    object layer (keyed by ``id()`` of its ``<objectgroup>`` element)."""
    _check_properties(root, "the map", error)
    for ts in root.findall("tileset"):
        source = ts.get("source")
        if source:
            path = os.path.normpath(os.path.join(map_dir, source))
            try:
                ts_root = ElementTree.parse(path).getroot()
            except (OSError, ElementTree.ParseError):
                continue  # the loader reports a missing or broken tileset itself
            _check_tileset(ts_root, source, error)
        else:
            _check_tileset(ts, ts.get("name") or "(embedded)", error)
    offsets: dict[int, tuple[float, float]] = {}
    for element, path, (dx, dy) in _layers(root):
        px, py = element.get("parallaxx", "1"), element.get("parallaxy", "1")
        if float(px) != 1 or float(py) != 1:
            raise error(
                f"parallax factor {px}, {py} is not supported: the game board does not "
                f"scroll, so the layer would stand elsewhere than Tiled draws it; set "
                f"Layer Properties > Parallax Factor back to 1, 1", path, None)
        if element.tag == "objectgroup":
            offsets[id(element)] = (dx, dy)
            _check_objects(element, path, error)
        elif element.tag == "layer":
            if dx or dy:
                raise error(
                    f"a tile layer offset ({dx:g}, {dy:g} px, with its groups) is not "
                    "supported: hex cells stay on the map grid; set Layer Properties > "
                    "Offset back to 0, 0 and move the tiles instead", path, None)
            _clear_hex_rotation(element, path, error)
    return offsets


def _layers(parent: ElementTree.Element, prefix: str = "", dx: float = 0, dy: float = 0
            ) -> Iterator[tuple[ElementTree.Element, str, tuple[float, float]]]:
    """Every layer with its path ("group/layer") and total offset, in document order."""
    for child in parent:
        if child.tag not in _LAYER_TAGS:
            continue
        ox = dx + float(child.get("offsetx", 0))
        oy = dy + float(child.get("offsety", 0))
        path = prefix + (child.get("name") or "")
        yield child, path, (ox, oy)
        if child.tag == "group":
            yield from _layers(child, path + "/", ox, oy)


def _check_objects(group: ElementTree.Element, layer: str, error: ErrorFn) -> None:
    for obj in group.findall("object"):
        template = obj.get("template")
        if template:
            label = f"{obj.get('name')!r} (id {obj.get('id')})" if obj.get("name") \
                else f"id {obj.get('id')}"
            raise error(
                f"is an instance of the object template {template!r}: templates are not "
                "supported (pytmx does not resolve them); right-click the object > "
                "Detach, so its class and properties are saved in the map (or save a "
                "copy with: tiled --export-map --detach-templates IN.tmx OUT.tmx)",
                layer, label)


def _check_properties(element: ElementTree.Element, owner: str, error: ErrorFn) -> None:
    """Reject class/list typed custom properties anywhere under ``element``."""
    for parent in element.iter():
        props = parent.find("properties")
        if props is None:
            continue
        for prop in props.findall("property"):
            kind = prop.get("type")
            if kind in ("class", "list"):
                what = _owner(parent, owner)
                custom = prop.get("propertytype")
                typed = f" of custom type {custom!r}" if custom else ""
                raise error(
                    f"{what}: property {prop.get('name')!r} is a {kind} property{typed}: "
                    f"{kind}-typed properties are not supported; use plain properties "
                    "(string, int, float, bool, color, file, object)", None, None)


def _owner(element: ElementTree.Element, default: str) -> str:
    if element.tag == "object":
        name = element.get("name")
        return f"object {name!r} (id {element.get('id')})" if name \
            else f"object id {element.get('id')}"
    if element.tag in _LAYER_TAGS:
        return f"layer {element.get('name')!r}"
    if element.tag == "tile":
        return f"tile {element.get('id')}"
    if element.tag == "tileset":
        return f"tileset {element.get('name')!r}"
    return default


def _check_tileset(ts: ElementTree.Element, shown: str, error: ErrorFn) -> None:
    _check_properties(ts, f"tileset {shown!r}", error)
    for owner in (ts, *ts.findall("tile")):
        image = owner.find("image")
        if image is None:
            continue
        if not image.get("width") or not image.get("height"):
            tile = f" tile {owner.get('id')}" if owner.tag == "tile" else ""
            raise error(
                f"tileset {shown!r}{tile}: the image {image.get('source')!r} has no width "
                "and height: Tiled always writes them and pytmx needs them; open the "
                "tileset in Tiled and save it, or add width=\"..\" height=\"..\" to the "
                "image", None, None)


def _clear_hex_rotation(layer: ElementTree.Element, path: str, error: ErrorFn) -> None:
    """Clear the 120-degree flag from every GID of a tile layer (rewriting it as CSV)."""
    data = layer.find("data")
    if data is None:
        return
    gids = _decode(data, path, error)
    if gids is None or not any(g & HEX_ROTATE_120 for g in gids):
        return
    width = int(layer.get("width", 0)) or len(gids)
    cleaned = [g & ~HEX_ROTATE_120 for g in gids]
    rows = [",".join(str(g) for g in cleaned[i:i + width]) for i in range(0, len(cleaned), width)]
    for child in list(data):
        data.remove(child)
    data.attrib = {"encoding": "csv"}
    data.text = "\n" + ",\n".join(rows) + "\n"


def _decode(data: ElementTree.Element, path: str, error: ErrorFn) -> list[int] | None:
    encoding, compression = data.get("encoding"), data.get("compression")
    if encoding is None:
        return [int(t.get("gid", 0)) for t in data.findall("tile")]
    text = (data.text or "").strip()
    if encoding == "csv":
        return [int(v) for v in text.replace("\n", "").split(",") if v.strip()]
    if encoding != "base64":
        raise error(f"unknown tile layer encoding {encoding!r} (use CSV or Base64)", path, None)
    raw = base64.b64decode(text)
    if compression == "zlib":
        raw = zlib.decompress(raw)
    elif compression == "gzip":
        raw = gzip.decompress(raw)
    elif compression:
        raise error(
            f"tile layer compression {compression!r} is not supported; choose CSV, Base64 "
            "(uncompressed), Base64 (gzip) or Base64 (zlib) in Map Properties > Tile Layer "
            "Format", path, None)
    return list(struct.unpack(f"<{len(raw) // 4}I", raw))
