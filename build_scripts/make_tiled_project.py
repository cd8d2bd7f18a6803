"""Make the shipped maps comfortable to edit in Tiled: project, object types, board art.

Run it after any ``make_*_map.py`` (it is idempotent). It writes

* ``maps/objecttypes.xml``: every object class of every shipped map (``field``,
  ``space``, ``station_space``...) with its properties, types and defaults (the most
  common value on the shipped boards), so a new object whose Type (Tiled 1.8; Class in
  1.9+) is set shows every property pre-filled; the loader fills a property the file
  leaves out from here too (Tiled saves only changed properties);
* ``maps/andromeda-table.tiled-project``: the project to open in Tiled (File > Open
  File or Project), pointing at that object types file;
* ``maps/art/<map>.png`` and an image layer ``board art`` under the objects of each
  non-hex map: the board's panels, tracks and routes as the game draws them, so Tiled
  shows a board, not grey pins. The art is drawn from the map as shipped; objects moved
  later are drawn by Tiled on top of it;
* a colour per object layer (the Layers panel and the objects take it), and no names on
  connection lines, so their labels never cover the names of the points they join.
"""

from __future__ import annotations

import json
import os
import re
import sys
from collections import Counter, defaultdict
from pathlib import Path
from xml.etree import ElementTree

ROOT = Path(__file__).resolve().parents[1]
MAPS = ROOT / "maps"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from make_board_art import draw_art  # noqa: E402

#: layer colours by the kind of thing a layer holds (first matching word wins)
LAYER_COLOURS = (
    (("field", "space", "track", "lane", "planet", "box"), "#ffc440"),
    (("connection", "adjacen", "bridge", "route"), "#58c8ff"),
    (("hud", "log"), "#a0a8c8"),
    (("quadrant", "sector", "board", "planet"), "#66d28c"),
)
DEFAULT_LAYER_COLOUR = "#e07ad8"


def shipped_maps() -> list[Path]:
    return sorted(MAPS.rglob("*.tmx"))


# ------------------------------------------------------------------ object types


def _type_of(prop: ElementTree.Element) -> str:
    return prop.get("type", "string")


def object_types() -> dict[str, dict[str, tuple[str, str]]]:
    """class -> property -> (type, default) over every shipped map."""
    seen: dict[str, dict[str, Counter[tuple[str, str]]]] = defaultdict(lambda: defaultdict(Counter))
    for path in shipped_maps():
        for obj in ElementTree.parse(path).getroot().iter("object"):
            kind = obj.get("type") or obj.get("class")
            if not kind:
                continue
            seen[kind]  # a class without properties is still a class
            for prop in obj.iter("property"):
                value = prop.get("value", prop.text or "")
                seen[kind][prop.get("name", "")][(_type_of(prop), value)] += 1
    return {
        kind: {name: counts.most_common(1)[0][0] for name, counts in sorted(props.items())}
        for kind, props in sorted(seen.items())
    }


def write_object_types(types: dict[str, dict[str, tuple[str, str]]]) -> None:
    root = ElementTree.Element("objecttypes")
    for kind, props in types.items():
        el = ElementTree.SubElement(root, "objecttype", name=kind, color="#" + _colour(kind))
        for name, (ptype, default) in props.items():
            ElementTree.SubElement(el, "property", name=name, type=ptype, default=default)
    ElementTree.indent(root)
    ElementTree.ElementTree(root).write(MAPS / "objecttypes.xml", encoding="UTF-8",
                                        xml_declaration=True)


def _colour(kind: str) -> str:
    h = sum(ord(c) * (i + 7) for i, c in enumerate(kind))
    return f"ff{120 + h % 130:02x}{120 + (h // 7) % 130:02x}{120 + (h // 49) % 130:02x}"


def write_project() -> None:
    project = {
        "automappingRulesFile": "",
        "commands": [],
        "extensionsPath": "extensions",
        "folders": ["."],
        "objectTypesFile": "objecttypes.xml",
        "propertyTypes": [],
    }
    (MAPS / "andromeda-table.tiled-project").write_text(json.dumps(project, indent=4) + "\n",
                                                         encoding="utf-8")


# ------------------------------------------------------------------ the maps' XML


def layer_colour(name: str) -> str:
    low = name.lower()
    for words, colour in LAYER_COLOURS:
        if any(w in low for w in words):
            return colour
    return DEFAULT_LAYER_COLOUR


def tidy_map(path: Path, art: str | None) -> None:
    """Layer colours, unnamed connection lines and the art image layer, edited in the
    text so the rest of the file keeps its exact form."""
    text = path.read_text(encoding="utf-8")

    def colour(m: re.Match[str]) -> str:
        tag = re.sub(r' color="[^"]*"', "", m.group(0))
        name = re.search(r'name="([^"]*)"', tag)
        return tag[:-1] + f' color="{layer_colour(name.group(1) if name else "")}">'

    text = re.sub(r"<objectgroup [^>]*>", colour, text)
    # a connection line's name would sit over the names of the points it joins
    text = re.sub(r'(<object id="\d+") name="[^"]*"((?: type="[^"]*")?[^>]*>\s*'
                  r'(?:<properties>(?:(?!</object>).)*?</properties>\s*)?<polyline)',
                  r"\1\2", text, flags=re.S)
    old = re.search(r'<imagelayer id="(\d+)"[^>]*name="board art"', text)
    text = re.sub(r'\s*<imagelayer [^>]*name="board art".*?</imagelayer>', "", text, flags=re.S)
    if art is not None:
        root = ElementTree.fromstring(text)
        next_layer = int(root.get("nextlayerid", 1))
        ids = [int(e.get("id", 0)) for e in root.iter() if e.tag in
               ("layer", "objectgroup", "imagelayer", "group")]
        layer_id = int(old.group(1)) if old else max([*ids, next_layer - 1]) + 1
        width, height = _map_pixels(root)
        image = (f' <imagelayer id="{layer_id}" name="board art" locked="1">\n'
                 f'  <image source="{art}" width="{width}" height="{height}"/>\n'
                 " </imagelayer>\n")
        first = re.search(r" <(objectgroup|layer|group) ", text)
        assert first is not None
        text = text[:first.start()] + image + text[first.start():]
        text = re.sub(r'nextlayerid="\d+"', f'nextlayerid="{max(layer_id + 1, next_layer)}"',
                      text, count=1)
    path.write_text(text, encoding="utf-8")


def _map_pixels(root: ElementTree.Element) -> tuple[int, int]:
    return (int(root.get("width", 0)) * int(root.get("tilewidth", 0)),
            int(root.get("height", 0)) * int(root.get("tileheight", 0)))


def main() -> None:
    write_object_types(object_types())
    write_project()
    for path in shipped_maps():
        hexagonal = 'orientation="hexagonal"' in path.read_text(encoding="utf-8")[:400]
        art = None
        if not hexagonal:  # hex maps show their terrain tiles already
            rel = path.relative_to(MAPS).with_suffix(".png")
            image = MAPS / "art" / rel.as_posix().replace("/", "-")
            draw_art(path, image)
            art = os.path.relpath(image, path.parent).replace(os.sep, "/")
        tidy_map(path, art)
    print("object types, project, layer colours and board art written under", MAPS)


if __name__ == "__main__":
    main()
