"""Property checks every game runs on its map objects, worded the same way everywhere.

A message names the map file (as :attr:`BoardMap.path` gives it: relative to the maps
folder, or the user's own path), the layer, the object's name and Tiled id, what is wrong
and what would be right, e.g. ``merchants/station.tmx: layer 'spaces': object 'S3' (id 7):
property 'sector' is 'two'; it must be an int (the sector number)``.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.boards.model import BoardMap, Node, Region

_TYPES: dict[str, tuple[type, ...]] = {
    "int": (int,), "float": (int, float), "bool": (bool,), "string": (str,),
}


def where(board: BoardMap, obj: Node | Region) -> str:
    """``file: layer 'L': object 'name' (id N)``: where a designer finds ``obj`` in Tiled."""
    return f"{board.path}: layer {obj.layer!r}: object {obj.label}"


def property_problems(board: BoardMap, kind: str,
                      spec: Mapping[str, tuple[str, str]]) -> list[str]:
    """Every object of class ``kind`` whose properties do not match ``spec``.

    ``spec`` maps a property name to ``(tiled type, what it means)``, e.g.
    ``{"sector": ("int", "the sector number")}``.
    """
    problems: list[str] = []
    objects: list[Node | Region] = [*board.nodes_of(kind), *board.regions_of(kind)]
    for obj in objects:
        for name, (tiled_type, meaning) in spec.items():
            value = obj.props.get(name)
            if value is None:
                problems.append(f"{where(board, obj)}: property {name!r} is missing; add it "
                                f"as {_a(tiled_type)} ({meaning})")
            elif not isinstance(value, _TYPES[tiled_type]) or (
                    tiled_type != "bool" and isinstance(value, bool)):
                problems.append(f"{where(board, obj)}: property {name!r} is {value!r}; it must "
                                f"be {_a(tiled_type)} ({meaning})")
    return problems


def _a(tiled_type: str) -> str:
    return f"an {tiled_type}" if tiled_type[0] in "aeiou" else f"a {tiled_type}"
