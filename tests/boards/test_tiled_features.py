"""Tiled features pytmx mis-reads: honoured (hex rotation, offsets, class defaults) or
rejected with a message naming the feature (templates, class properties, parallax,
sizeless tileset images, tile layer offsets); a tileset typo is reported once."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.boards import custom
from game.boards.model import MapError
from game.boards.tiled import load_map
from game.paths import MAPS
from tests.boards.test_tiled import point, write_map

EXAMPLE = Path("/usr/share/doc/tiled/examples/test_hexagonal_tile_60x60x30.tmx")


def err(path: Path) -> str:
    with pytest.raises(MapError) as info:
        load_map(path)
    return str(info.value)


def _pandorum_copy(tmp_path: Path) -> Path:
    folder = tmp_path / "my-pandorum"
    shutil.copytree(MAPS / "pandorum", folder, ignore=shutil.ignore_patterns("tiles"))
    return folder


def test_hex_tile_rotated_120_degrees_keeps_its_terrain(tmp_path):
    folder = _pandorum_copy(tmp_path)
    part = folder / "part-a.tmx"
    plain = {(c.col, c.row): c.terrain for c in load_map(part).hex_cells}
    text = part.read_text()
    # (3, 1) holds tile 6 turned 120 degrees; the empty (4, 1) gets tile 6 turned 60
    part.write_text(text.replace("3,3,2,6,0,", "3,3,2,268435462,536870918,"))
    turned = load_map(part)
    assert {(c.col, c.row): c.terrain for c in turned.hex_cells} == {
        **plain, (3, 1): "lava", (4, 1): "lava"}
    cell = next(c for c in turned.hex_cells if (c.col, c.row) == (3, 1))
    assert (cell.terrain, cell.tileset, cell.tile_id) == ("lava", f"{folder}/terrain.tsx", 5)


@pytest.mark.skipif(not EXAMPLE.is_file(), reason="Tiled's examples are not installed")
def test_tileds_own_hex_example_with_rotated_tiles_loads(tmp_path):
    text = EXAMPLE.read_text()
    assert any(int(g) & 0x10000000 for g in text.split("<data encoding=\"csv\">")[1]
               .split("</data>")[0].replace("\n", "").split(","))
    text = text.replace("<tileset ", '<properties><property name="layout" value="hex"/>'
                        "</properties>\n <tileset ", 1)
    path = tmp_path / "example.tmx"
    path.write_text(text)
    shutil.copy(EXAMPLE.with_suffix(".png"), tmp_path)
    msg = err(path)  # its tiles have no terrain: the message names the tile, not a GID
    assert "tileset 'test_hexagonal_tile_60x60x30' tile" in msg
    assert "268435" not in msg


def test_terrain_typo_in_a_tileset_is_reported_once(tmp_path):
    folder = _pandorum_copy(tmp_path)
    tsx = folder / "terrain.tsx"
    tsx.write_text(tsx.read_text().replace('value="lava"', 'value="magma"'))
    problems = custom.board_problems("pandorum", folder)
    assert len(problems) == 1, problems
    assert problems[0].startswith(f"{folder}/terrain.tsx: tile 5 has terrain 'magma', which "
                                  "is not a Pandorum terrain (use one of")
    assert "hexes using it:" in problems[0] and "part-a.tmx" in problems[0]


def test_object_layer_and_group_offsets_move_the_objects(tmp_path):
    body = ("<group id='1' name='g' offsetx='10' offsety='20'>"
            "<objectgroup id='2' name='f' offsetx='200'>" + point(1, "a", 5, 5)
            + point(2, "b", 105, 5) + "</objectgroup>"
            "<objectgroup id='3' name='c' offsetx='200'><object id='3' x='5' y='5'>"
            "<polyline points='0,0 100,0'/></object></objectgroup></group>")
    m = load_map(write_map(tmp_path, body))
    assert (m.nodes["a"].x, m.nodes["a"].y) == (215, 25)
    assert m.links[0].points == ((215, 25), (315, 25))


def test_an_offset_layer_detaches_its_connections_as_tiled_draws_it(tmp_path):
    text = (MAPS / "andromeda-escape.tmx").read_text()
    path = tmp_path / "escape.tmx"
    path.write_text(text.replace('name="fields"', 'name="fields" offsetx="200"'))
    msg = err(path)
    assert "layer 'connections'" in msg and "is not on a point object" in msg


@pytest.mark.parametrize(("attrs", "words"), [
    ("parallaxx='0.5'", "parallax factor 0.5, 1 is not supported"),
])
def test_parallax_is_rejected(tmp_path, attrs, words):
    body = f"<objectgroup id='1' name='f' {attrs}>" + point(1, "a", 0, 0) + "</objectgroup>"
    assert words in err(write_map(tmp_path, body))


def test_tile_layer_offset_is_rejected(tmp_path):
    folder = _pandorum_copy(tmp_path)
    part = folder / "part-a.tmx"
    part.write_text(part.read_text().replace('name="terrain"', 'name="terrain" offsetx="28"'))
    assert "a tile layer offset (28, 0 px, with its groups) is not supported" in err(part)


def test_template_instance_is_named_as_a_template(tmp_path):
    body = ("<objectgroup id='1' name='f'><object id='4' template='field.tx' x='1' y='2'/>"
            "</objectgroup>")
    msg = err(write_map(tmp_path, body))
    assert "layer 'f': object id 4: is an instance of the object template 'field.tx'" in msg
    assert "templates are not supported" in msg and "right-click the object > Detach" in msg


def test_class_typed_property_is_named(tmp_path):
    props = ("<property name='cfg' type='class' propertytype='Cfg'><properties>"
             "<property name='a' type='int' value='1'/></properties></property>")
    body = "<objectgroup id='1' name='f'>" + point(7, "a", 0, 0, props=props) + "</objectgroup>"
    msg = err(write_map(tmp_path, body))
    assert "object 'a' (id 7): property 'cfg' is a class property of custom type 'Cfg'" in msg
    assert "not supported" in msg and "KeyError" not in msg


def test_tileset_image_without_size_is_named(tmp_path):
    body = ("<tileset firstgid='1' name='art' tilewidth='32' tileheight='32' tilecount='4' "
            "columns='2'><image source='art.png'/></tileset>")
    msg = err(write_map(tmp_path, body))
    assert "tileset 'art': the image 'art.png' has no width and height" in msg
    assert "TypeError" not in msg


def test_a_new_object_gets_its_class_defaults_from_the_project(tmp_path):
    """Tiled does not save properties left at their object type's default."""
    body = "<objectgroup id='1' name='f'>" + point(1, "new", 0, 0, kind="field") + "</objectgroup>"
    m = load_map(write_map(tmp_path, body))
    assert {"zone", "ring", "start"} <= set(m.nodes["new"].props)


def test_the_project_file_names_every_class_of_the_shipped_maps():
    import json
    from xml.etree import ElementTree

    project = json.loads((MAPS / "andromeda-table.tiled-project").read_text())
    assert project["objectTypesFile"] == "objecttypes.xml"
    declared = {t.get("name") for t in ElementTree.parse(MAPS / "objecttypes.xml").getroot()}
    used = {o.get("type") for p in MAPS.rglob("*.tmx")
            for o in ElementTree.parse(p).getroot().iter("object") if o.get("type")}
    assert used <= declared
    for p in [MAPS / "andromeda-escape.tmx", MAPS / "starship-merchants.tmx",
              *sorted((MAPS / "merchants").glob("*.tmx"))]:
        root = ElementTree.parse(p).getroot()
        art = root.find("imagelayer/image")
        assert art is not None and (p.parent / art.get("source", "")).is_file(), p
        assert all(g.get("color") for g in root.iter("objectgroup")), p
        assert not any(o.get("name") for o in root.iter("object")
                       if o.find("polyline") is not None), p


@pytest.mark.skipif(shutil.which("tiled") is None, reason="Tiled is not installed")
def test_the_advice_for_a_template_works_with_real_tiled(tmp_path):
    import os
    import subprocess

    (tmp_path / "field.tx").write_text(
        '<?xml version="1.0" encoding="UTF-8"?>\n<template><object name="T1" type="field">'
        '<properties><property name="ring" type="int" value="2"/></properties><point/>'
        "</object></template>\n")
    body = ("<objectgroup id='1' name='fields'><object id='1' template='field.tx' x='40' "
            "y='50'/></objectgroup>")
    src = write_map(tmp_path, body)
    assert "object template 'field.tx'" in err(src)
    out = tmp_path / "out.tmx"
    subprocess.run(["tiled", "--export-map", "--detach-templates", str(src), str(out)],
                   env={**os.environ, "QT_QPA_PLATFORM": "offscreen"}, check=True,
                   capture_output=True, timeout=60)
    node = load_map(out).nodes["T1"]
    assert (node.x, node.y, node.kind, node.props["ring"]) == (40, 50, "field", 2)
