"""The Tiled loader on hand-written fixture maps, and every MapError path."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game.boards.hex import HexLayout
from game.boards.model import MapError
from game.boards.tiled import clear_cache, load_map

DATA = Path(__file__).parent / "data"


@pytest.fixture(autouse=True)
def _fresh_cache():
    clear_cache()
    yield
    clear_cache()


def write_map(tmp_path: Path, body: str, *, layout: str | None = "ring", extra: str = "",
              attrs: str = 'orientation="orthogonal"', name: str = "m.tmx") -> Path:
    """A small map file: ``body`` goes inside <map> after the properties."""
    props = f'<property name="layout" value="{layout}"/>' if layout is not None else ""
    text = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" {attrs} renderorder="right-down" width="10" height="10" '
        'tilewidth="32" tileheight="32" infinite="0">\n'
        f"<properties>{props}{extra}</properties>\n{body}\n</map>\n"
    )
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def point(oid: int, name: str | None, x: float, y: float, kind: str = "field",
          props: str = "") -> str:
    name_attr = f' name="{name}"' if name is not None else ""
    return (f'<object id="{oid}"{name_attr} type="{kind}" x="{x}" y="{y}">'
            f"<properties>{props}</properties><point/></object>")


# ----------------------------------------------------------------------- fixture maps


def test_ring_nodes_kinds_and_typed_properties():
    m = load_map(DATA / "ring.tmx")
    assert m.layout == "ring"
    assert (m.width, m.height) == (20 * 32, 15 * 32)
    assert dict(m.props) == {"title": "Test ring", "zones": 3}  # layout itself not repeated
    assert set(m.nodes) == {"f1", "f2", "f3", "hole"}
    f1 = m.nodes["f1"]
    assert (f1.kind, f1.x, f1.y, f1.layer) == ("field", 100.0, 100.0, "fields")
    # bool/int/float are converted, color stays a string, an empty string stays ""
    assert f1.props["start"] is True and m.nodes["f2"].props["start"] is False
    assert f1.props["zone"] == 1 and isinstance(f1.props["zone"], int)
    assert f1.props["weight"] == 1.5
    assert f1.props["tint"] == "#ff336699"
    assert f1.props["note"] == ""
    assert [n.id for n in m.nodes_of("wormhole")] == ["hole"]


def test_object_class_is_read_from_type_and_from_tiled_19_class_attribute():
    m = load_map(DATA / "ring.tmx")
    assert m.nodes["f2"].kind == "field"  # type="field" (Tiled 1.10+)
    assert m.nodes["f3"].kind == "field"  # class="field" (Tiled 1.9)


def test_polylines_become_links_with_absolute_route_points():
    m = load_map(DATA / "ring.tmx")
    ends = {(link.a, link.b) for link in m.links}
    assert ends == {("f1", "f2"), ("f2", "f3"), ("f3", "hole")}
    bend = next(link for link in m.links if link.name == "bend")
    # the object sits at (202, 101); pytmx adds that to the relative polyline points,
    # and the ends snap to nodes 2-3 px away
    assert bend.points == ((202.0, 101.0), (232.0, 151.0), (199.0, 199.0))
    assert bend.props["dotted"] is True and bend.kind == "connection"
    assert bend.layer == "connections"
    assert bend.other("f2") == "f3"


def test_rectangles_become_regions():
    m = load_map(DATA / "ring.tmx")
    hud = m.regions["hud"]
    assert (hud.kind, hud.rect.x, hud.rect.y, hud.rect.w, hud.rect.h) == (
        "panel", 400.0, 10.0, 120.0, 60.0)
    assert hud.props["seat"] == 0
    assert "hud" not in m.nodes


def test_track_fixture_has_nodes_in_two_layers():
    m = load_map(DATA / "track.tmx")
    assert m.layout == "track"
    assert {n.layer for n in m.nodes.values()} == {"loop", "score"}
    assert {"track": "main", "index": 3, "label": "Belt"}.items() <= m.nodes["s3"].props.items()
    assert m.regions["deck"].kind == "deck"


def test_hex_map_stagger_y_odd_cells_and_terrain():
    m = load_map(DATA / "hex_y_odd.tmx")
    assert m.layout == "hex"
    geo = m.hex_geometry
    assert geo == HexLayout(60, 70, 36, "y", "odd")
    by_tile = {(c.col, c.row): c for c in m.hex_cells}
    assert set(by_tile) == {(0, 0), (1, 0), (2, 0), (1, 1), (2, 1), (3, 1), (0, 2), (3, 2)}
    assert by_tile[(0, 0)].terrain == "plain"
    assert by_tile[(0, 0)].props["buildable"] is True
    # no 'terrain' property: falls back to the tile's class
    assert by_tile[(2, 0)].terrain == "mountain"
    assert by_tile[(2, 0)].props == {"elevation": 2}
    # odd-r: row 2 is even, shifted by one: q = col - 1
    assert (by_tile[(0, 2)].q, by_tile[(0, 2)].r) == (-1, 2)
    assert (by_tile[(3, 1)].q, by_tile[(3, 1)].r) == (3, 1)
    assert all(c.layer == "part A" for c in m.hex_cells)
    # object layers still load on hex maps; pixel size follows Tiled's mapBoundingRect
    assert m.nodes["start"].kind == "start"
    assert (m.width, m.height) == (4 * 60 + 30, 3 * 53 + 17)


def test_hex_map_stagger_x_even_with_external_tileset_and_two_layers():
    m = load_map(DATA / "hex_x_even.tmx")
    assert m.hex_geometry == HexLayout(72, 62, 36, "x", "even")
    base = {(c.col, c.row): c for c in m.hex_cells if c.layer == "base"}
    overlay = [c for c in m.hex_cells if c.layer == "overlay"]
    assert len(base) == 7 and len(overlay) == 1
    assert base[(1, 1)].terrain == "crater" and base[(1, 1)].props["score"] == 3
    # even-q: odd columns are not shifted, so column 1 row 0 is r = -1
    assert (base[(1, 0)].q, base[(1, 0)].r) == (1, -1)
    assert (overlay[0].col, overlay[0].row, overlay[0].terrain) == (2, 2, "crater")
    # each cell's pixel centre maps back to the same cell
    for cell in m.hex_cells:
        cx, cy = m.hex_geometry.center((cell.q, cell.r))
        assert m.hex_geometry.pixel_to_hex(cx, cy) == (cell.q, cell.r)


def test_load_map_accepts_str_and_caches_until_the_file_changes(tmp_path):
    path = write_map(tmp_path, "<objectgroup name='l'>" + point(1, "a", 1, 1) + "</objectgroup>")
    first = load_map(str(path))
    assert load_map(path) is first
    path.write_text(path.read_text().replace('name="a"', 'name="b"'))
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    second = load_map(path)
    assert second is not first and set(second.nodes) == {"b"}


def test_loading_does_not_import_pygame():
    code = (
        "import sys\n"
        "from game.boards.tiled import load_map\n"
        f"m = load_map({str(DATA / 'hex_x_even.tmx')!r})\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
        "import pygame  # still importable afterwards\n"
        "print(len(m.hex_cells))\n"
    )
    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1")
    out = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True,
                         text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "8"
    assert "cannot import pygame" not in out.stderr


# ------------------------------------------------------------------------ error paths


def errmsg(path: Path | str) -> str:
    with pytest.raises(MapError) as info:
        load_map(path)
    return str(info.value)


def test_missing_file(tmp_path):
    msg = errmsg(tmp_path / "nope.tmx")
    assert "nope.tmx" in msg and "not found" in msg


def test_broken_xml(tmp_path):
    path = tmp_path / "broken.tmx"
    path.write_text("<map><objectgroup></map>")
    msg = errmsg(path)
    assert "broken.tmx" in msg and "not a valid XML" in msg


def test_truncated_file(tmp_path):
    text = (DATA / "ring.tmx").read_text()
    path = tmp_path / "cut.tmx"
    path.write_text(text[: len(text) // 2])
    assert "not a valid XML" in errmsg(path)


def test_not_a_map(tmp_path):
    path = tmp_path / "ts.tmx"
    path.write_text("<tileset name='x'/>")
    assert "not a Tiled map" in errmsg(path)


def test_missing_layout(tmp_path):
    msg = errmsg(write_map(tmp_path, "", layout=None))
    assert "m.tmx" in msg and "missing map property 'layout'" in msg


def test_unknown_layout(tmp_path):
    msg = errmsg(write_map(tmp_path, "", layout="spiral"))
    assert "'spiral'" in msg and "ring, track, hex, boards" in msg


def test_point_without_name(tmp_path):
    body = "<objectgroup name='fields'>" + point(7, None, 1, 1) + "</objectgroup>"
    msg = errmsg(write_map(tmp_path, body))
    assert "layer 'fields'" in msg and "id 7" in msg and "no name" in msg


def test_rectangle_without_name(tmp_path):
    body = ("<objectgroup name='hud'><object id='3' x='0' y='0' width='5' height='5'/>"
            "</objectgroup>")
    msg = errmsg(write_map(tmp_path, body))
    assert "layer 'hud'" in msg and "id 3" in msg and "rectangle" in msg


def test_duplicate_node_names_across_layers(tmp_path):
    body = ("<objectgroup name='a'>" + point(1, "x", 0, 0) + "</objectgroup>"
            "<objectgroup name='b'>" + point(2, "x", 50, 50) + "</objectgroup>")
    msg = errmsg(write_map(tmp_path, body))
    assert "layer 'b'" in msg and "'x' (id 2)" in msg and "duplicate name" in msg
    assert "'a'" in msg


def test_duplicate_region_names(tmp_path):
    rect = "<object id='{i}' name='r' x='0' y='0' width='5' height='5'/>"
    body = "<objectgroup name='a'>" + rect.format(i=1) + rect.format(i=2) + "</objectgroup>"
    assert "duplicate region name" in errmsg(write_map(tmp_path, body))


def test_dangling_polyline(tmp_path):
    body = ("<objectgroup name='net'>" + point(1, "a", 0, 0) + point(2, "b", 100, 0)
            + "<object id='9' name='road' x='0' y='0'><polyline points='0,0 95,0'/></object>"
            "</objectgroup>")
    msg = errmsg(write_map(tmp_path, body))
    assert "layer 'net'" in msg and "'road' (id 9)" in msg
    assert "last point (95, 0) is not on a point object" in msg


def test_polyline_snaps_within_four_pixels_only(tmp_path):
    nodes = point(1, "a", 0, 0) + point(2, "b", 100, 0)
    ok = nodes + "<object id='9' x='3' y='-2'><polyline points='0,0 100,4'/></object>"
    m = load_map(write_map(tmp_path, f"<objectgroup name='n'>{ok}</objectgroup>"))
    assert [(link.a, link.b) for link in m.links] == [("a", "b")]
    clear_cache()
    far = nodes + "<object id='9' x='0' y='0'><polyline points='0,5 100,0'/></object>"
    path = write_map(tmp_path, f"<objectgroup name='n'>{far}</objectgroup>", name="far.tmx")
    assert "first point (0, 5) is not on a point object" in errmsg(path)


def test_polyline_on_one_node_and_single_point(tmp_path):
    loop = point(1, "a", 0, 0) + "<object id='9' x='0' y='0'><polyline points='0,0 1,1'/></object>"
    assert "both ends" in errmsg(write_map(tmp_path, f"<objectgroup name='n'>{loop}</objectgroup>"))
    one = point(1, "a", 0, 0) + "<object id='9' x='0' y='0'><polyline points='0,0'/></object>"
    path = write_map(tmp_path, f"<objectgroup name='n'>{one}</objectgroup>", name="one.tmx")
    assert "at least two points" in errmsg(path)


@pytest.mark.parametrize("shape", [
    "<polygon points='0,0 10,0 10,10'/>", "<ellipse/>", "<text>hello</text>",
])
def test_unsupported_shapes(tmp_path, shape):
    body = (f"<objectgroup name='deco'><object id='4' name='s' x='0' y='0' width='10' "
            f"height='10'>{shape}</object></objectgroup>")
    msg = errmsg(write_map(tmp_path, body))
    assert "layer 'deco'" in msg and "'s' (id 4)" in msg and "not supported" in msg


def test_reserved_property_name_is_a_map_error(tmp_path):
    body = ("<objectgroup name='l'>"
            + point(1, "a", 0, 0, props="<property name='width' value='3'/>")
            + "</objectgroup>")
    assert "pytmx cannot read it" in errmsg(write_map(tmp_path, body))


HEX_ATTRS = ('orientation="hexagonal" hexsidelength="16" staggeraxis="y" staggerindex="odd"')


def test_hex_tile_without_terrain(tmp_path):
    body = ("<tileset firstgid='1' name='t' tilewidth='32' tileheight='32' tilecount='2' "
            "columns='2'><image source='x.png' width='64' height='32'/>"
            "<tile id='0'><properties><property name='terrain' value='sea'/></properties></tile>"
            "</tileset><layer id='1' name='ground' width='10' height='1'><data encoding='csv'>"
            "1,1,2,0,0,0,0,0,0,0</data></layer>")
    text_path = write_map(tmp_path, body, layout="hex", attrs=HEX_ATTRS)
    text_path.write_text(text_path.read_text().replace('height="10" tilewidth', 'height="1" '
                                                       'tilewidth'))
    msg = errmsg(text_path)
    assert "layer 'ground'" in msg and "col 2, row 0" in msg and "no 'terrain'" in msg


def test_missing_external_tileset(tmp_path):
    body = "<tileset firstgid='1' source='gone.tsx'/>"
    msg = errmsg(write_map(tmp_path, body, layout="hex", attrs=HEX_ATTRS))
    assert "gone.tsx" in msg and "not found" in msg


def test_hex_map_without_stagger_attributes(tmp_path):
    msg = errmsg(write_map(tmp_path, "", layout="hex", attrs='orientation="hexagonal"'))
    assert "staggeraxis" in msg


def test_hex_layout_on_an_orthogonal_map(tmp_path):
    assert "needs a hexagonal map" in errmsg(write_map(tmp_path, "", layout="hex"))


def test_broken_external_tileset(tmp_path):
    (tmp_path / "bad.tsx").write_text("<tileset><tile id='0'></tileset>")
    body = "<tileset firstgid='1' source='bad.tsx'/>"
    msg = errmsg(write_map(tmp_path, body, layout="hex", attrs=HEX_ATTRS))
    assert "m.tmx" in msg and "not valid XML" in msg


def test_group_layers_and_tile_collision_shapes_do_not_confuse_layers(tmp_path):
    # an embedded tileset whose tile has collision shapes: pytmx lists that objectgroup
    # among the map's object layers; the loader must skip it and keep layers aligned
    body = (
        "<tileset firstgid='1' name='t' tilewidth='32' tileheight='32' tilecount='1' "
        "columns='1'><image source='x.png' width='32' height='32'/><tile id='0'>"
        "<objectgroup draworder='index'><object id='1' x='0' y='0' width='4' height='4'/>"
        "</objectgroup></tile></tileset>"
        "<group id='5' name='board'><objectgroup id='6' name='inner'>"
        + point(2, "deep", 10, 10)
        + "</objectgroup></group>"
        "<objectgroup id='7' name='outer'>" + point(3, "top", 20, 20)
        + "<object id='4' x='10' y='10'><polyline points='0,0 10,10'/></object>"
        "</objectgroup>"
    )
    m = load_map(write_map(tmp_path, body))
    assert {n.id: n.layer for n in m.nodes.values()} == {"deep": "inner", "top": "outer"}
    assert [(lk.a, lk.b) for lk in m.links] == [("deep", "top")]
    assert not m.regions


def test_object_file_and_multiline_property_types(tmp_path):
    props = ("<property name='target' type='object' value='2'/>"
             "<property name='art' type='file' value='img/ship.png'/>"
             "<property name='text'>line one\nline two</property>")
    body = ("<objectgroup name='l'>" + point(1, "a", 0, 0, props=props)
            + point(2, "b", 9, 9) + "</objectgroup>")
    a = load_map(write_map(tmp_path, body)).nodes["a"]
    assert a.props["target"] == 2  # Tiled object reference: the object id, as an int
    assert a.props["art"] == "img/ship.png"
    assert a.props["text"] == "line one\nline two"


def test_cache_follows_external_tileset_changes(tmp_path):
    shutil.copy(DATA / "hex_x_even.tmx", tmp_path / "h.tmx")
    shutil.copy(DATA / "terrain.tsx", tmp_path / "terrain.tsx")
    first = load_map(tmp_path / "h.tmx")
    assert {c.terrain for c in first.hex_cells} == {"ice", "crater"}
    tsx = tmp_path / "terrain.tsx"
    tsx.write_text(tsx.read_text().replace('value="ice"', 'value="snow"'))
    stat = tsx.stat()
    os.utime(tsx, ns=(stat.st_atime_ns, stat.st_mtime_ns + 1_000_000_000))
    assert {c.terrain for c in load_map(tmp_path / "h.tmx").hex_cells} == {"snow", "crater"}


def test_loaded_maps_are_read_only():
    m = load_map(DATA / "ring.tmx")
    with pytest.raises(TypeError):
        m.nodes["x"] = m.nodes["f1"]  # type: ignore[index]
    with pytest.raises(TypeError):
        m.nodes["f1"].props["zone"] = 9  # type: ignore[index]
