"""The object classes of the shipped Tiled project (``maps/objecttypes.xml``).

The project file ``maps/andromeda-table.tiled-project`` points Tiled at this object types
file, so a new object whose Type (Tiled 1.8; Class in 1.9+) is ``field``, ``space``...
shows every property of its kind, pre-filled. Tiled saves only the properties a designer
changed, so the loader takes the rest from here: the game reads exactly what Tiled shows.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType
from xml.etree import ElementTree

from game.boards.model import PropValue

OBJECT_TYPES_FILE = "objecttypes.xml"


def parse_value(kind: str, text: str) -> PropValue:
    """A Tiled property value from its XML text, typed as Tiled types it."""
    if kind == "bool":
        return text == "true"
    if kind in ("int", "object"):
        return int(text or 0)
    if kind == "float":
        return float(text or 0)
    return text


def read_object_types(path: Path) -> dict[str, Mapping[str, PropValue]]:
    """Class name -> default properties, from a Tiled object types XML file."""
    root = ElementTree.parse(path).getroot()
    out: dict[str, Mapping[str, PropValue]] = {}
    for kind in root.findall("objecttype"):
        out[kind.get("name", "")] = MappingProxyType({
            p.get("name", ""): parse_value(p.get("type", "string"), p.get("default", ""))
            for p in kind.findall("property")
        })
    return out


@cache
def class_defaults() -> Mapping[str, Mapping[str, PropValue]]:
    """The shipped classes' defaults (empty if the file is missing: nothing to fill)."""
    from game.paths import MAPS

    path = MAPS / OBJECT_TYPES_FILE
    return MappingProxyType(read_object_types(path)) if path.is_file() else MappingProxyType({})
