"""Every message names the file (relative to maps/, or the player's own path), the object
(name and Tiled id), what is wrong and what would be right; a map that fails to load is
reported once."""

from __future__ import annotations

import shutil
from pathlib import Path

from game import paths
from game.boards import custom
from game.boards.validate import validate_tree

MAPS = paths.MAPS


def _merchants(tmp_path: Path) -> Path:
    folder = tmp_path / "my-merchants"
    shutil.copytree(MAPS / "merchants", folder)
    return folder


def test_merchants_event_track_gap_names_the_space(tmp_path):
    folder = _merchants(tmp_path)
    track = folder / "event_track.tmx"
    track.write_text(track.read_text().replace(
        '<property name="index" type="int" value="5"/>',
        '<property name="index" type="int" value="25"/>'))
    problems = custom.board_problems("merchants", folder)
    assert problems == [
        f"{folder}/event_track.tmx: layer 'spaces': object 'E6' (id 7): gap on track '': "
        "index jumps from 4 ('E4' (id 5)) to 6; it should be 5"]


def test_merchants_missing_start_position_names_the_map_and_the_fix(tmp_path):
    folder = _merchants(tmp_path)
    station = folder / "station.tmx"
    station.write_text(station.read_text().replace('value="P3"', 'value=""'))
    assert custom.board_problems("merchants", folder) == [
        f"{folder}/station.tmx: no 'station_space' has start P3; give one space each of "
        "P1, P2, P3, P4, P5 in its 'start' property"]


def test_merchants_wrong_property_type_names_object_and_type(tmp_path):
    folder = _merchants(tmp_path)
    lanes = folder / "defense.tmx"
    text = lanes.read_text()
    lanes.write_text(text.replace('<property name="slot" type="int" value="2"/>',
                                  '<property name="slot" value="two"/>', 1))
    problems = custom.board_problems("merchants", folder)
    assert len(problems) == 1
    assert problems[0].startswith(f"{folder}/defense.tmx: layer 'spaces': object 'L1:2' (id 3): "
                                  "property 'slot' is 'two'; it must be an int")


def test_starship_gap_names_the_space_and_the_right_index(tmp_path):
    board = tmp_path / "ship.tmx"
    text = (MAPS / "starship-merchants.tmx").read_text()
    board.write_text(text.replace('<property name="index" type="int" value="3"/>',
                                  '<property name="index" type="int" value="5"/>'))
    assert custom.board_problems("starship", board) == [
        f"{board}: layer 'track': object 'space_dock' (id 8): gap on track '': index jumps "
        "from 2 ('space_belt' (id 6)) to 5; it should be 3"]


def test_a_broken_shipped_map_is_reported_once_relative_to_maps(tmp_path, monkeypatch):
    shutil.copytree(MAPS, tmp_path / "maps")
    part = tmp_path / "maps" / "pandorum" / "part-b.tmx"
    part.write_text(part.read_text()[:200])
    monkeypatch.setattr(paths, "MAPS", tmp_path / "maps")
    problems = validate_tree(tmp_path)
    about = [p for p in problems if "part-b" in p]
    assert len(about) == 1, problems
    assert about[0].startswith("pandorum/part-b.tmx: not a valid XML file")
    assert str(tmp_path) not in about[0]


def test_shipped_map_messages_are_relative_to_the_maps_folder():
    from game.boards.tiled import load_map

    assert load_map(MAPS / "pandorum" / "part-a.tmx").path == "pandorum/part-a.tmx"
    assert load_map(MAPS / "andromeda-escape.tmx").path == "andromeda-escape.tmx"


def test_escape_rule_messages_name_the_field(tmp_path):
    board = tmp_path / "ring.tmx"
    text = (MAPS / "andromeda-escape.tmx").read_text()
    board.write_text(text.replace(
        '<object id="3" name="Z1-R2-2" type="field" x="1182.0" y="540.0">\n   <properties>\n'
        '    <property name="zone" type="int" value="1"/>\n'
        '    <property name="ring" type="int" value="2"/>\n'
        '    <property name="start" type="bool" value="false"/>',
        '<object id="3" name="Z1-R2-2" type="field" x="1182.0" y="540.0">\n   <properties>\n'
        '    <property name="zone" type="int" value="1"/>\n'
        '    <property name="ring" type="int" value="2"/>\n'
        '    <property name="start" type="bool" value="true"/>'))
    problems = custom.board_problems("escape", board)
    assert (f"{board}: layer 'fields': object 'Z1-R2-2' (id 3): start = true, but start "
            "fields are exactly the outer ring (ring 4); set start = false") in problems


def test_starship_missing_board_part_names_it(tmp_path):
    board = tmp_path / "ship.tmx"
    text = (MAPS / "starship-merchants.tmx").read_text()
    board.write_text(text.replace('name="bag"', 'name="sack"'))
    assert custom.board_problems("starship", board) == [
        f"{board}: no object is named 'bag'; the board needs it (a rectangle where its "
        "cards or tokens lie, as on the shipped map)"]
