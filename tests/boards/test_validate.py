"""validate_tree on scratch trees: one message per broken file, none for good ones."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from game.boards import validate as validate_mod
from game.boards.tiled import clear_cache
from game.boards.validate import validate_tree
from game.core import catalogue

DATA = Path(__file__).parent / "data"


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    clear_cache()
    (tmp_path / "maps" / "sub").mkdir(parents=True)
    (tmp_path / "assets" / "data" / "escape").mkdir(parents=True)
    for name in ("ring.tmx", "hex_x_even.tmx", "terrain.tsx"):
        shutil.copy(DATA / name, tmp_path / "maps" / name)
    shutil.copy(DATA / "track.tmx", tmp_path / "maps" / "sub" / "track.tmx")
    (tmp_path / "assets" / "data" / "escape" / "cards.toml").write_text('[deck]\nsize = 3\n')
    (tmp_path / "assets" / "data" / "escape" / "table.json").write_text('{"a": [1, 2]}')
    return tmp_path


def test_a_good_tree_has_no_problems(tree):
    assert validate_tree(tree, game_checks=False) == []


def test_each_broken_file_gets_one_message_naming_it(tree):
    text = (DATA / "ring.tmx").read_text()
    (tree / "maps" / "sub" / "cut.tmx").write_text(text[:300])
    (tree / "maps" / "dangling.tmx").write_text(text.replace('x="202" y="101"', 'x="20" y="1"'))
    (tree / "maps" / "nolayout.tmx").write_text(text.replace('name="layout"', 'name="lay"'))
    (tree / "maps" / "bad.tsx").write_text("<tileset><tile></tileset>")
    (tree / "assets" / "data" / "escape" / "bad.json").write_text('{"a": [1, 2,,]}')
    (tree / "assets" / "data" / "escape" / "bad.toml").write_text("a = [1, 2\n")
    problems = validate_tree(tree, game_checks=False)
    assert len(problems) == 6, problems
    by_file = {p.split(":")[0]: p for p in problems}
    assert set(by_file) == {
        "sub/cut.tmx", "dangling.tmx", "nolayout.tmx", "bad.tsx",
        "assets/data/escape/bad.json", "assets/data/escape/bad.toml",
    }
    assert "not a valid XML" in by_file["sub/cut.tmx"]
    assert "layer 'connections'" in by_file["dangling.tmx"]
    assert "'bend' (id 11)" in by_file["dangling.tmx"]
    assert "missing map property 'layout'" in by_file["nolayout.tmx"]
    assert "line 1, column 13" in by_file["assets/data/escape/bad.json"]
    assert "invalid TOML" in by_file["assets/data/escape/bad.toml"]


class _Game:
    def __init__(self, messages=None, boom=False):
        self._messages, self._boom = messages or [], boom

    def validate_data(self):
        if self._boom:
            raise RuntimeError("data folder missing")
        return self._messages


def test_per_game_checks_are_included(tree, monkeypatch):
    games = {
        "escape": _Game(["cards.toml: 51 cards, the rulebook says 52"]),
        "starship": None,  # not built yet
        "pandorum": _Game([]),  # built, its data is fine
        "merchants": _Game(boom=True),
    }
    monkeypatch.setattr(catalogue, "GAME_IDS", tuple(games))
    monkeypatch.setattr(catalogue, "load_game", lambda gid: games[gid])
    assert validate_mod.catalogue is catalogue
    assert validate_tree(tree) == [
        "escape: cards.toml: 51 cards, the rulebook says 52",
        "merchants: validate_data() failed (RuntimeError: data folder missing)",
    ]


def test_a_game_whose_rules_do_not_import_is_reported(tree, monkeypatch):
    def load(gid):
        raise SyntaxError("bad rules")

    monkeypatch.setattr(catalogue, "GAME_IDS", ("pandorum",))
    monkeypatch.setattr(catalogue, "load_game", load)
    assert validate_tree(tree) == ["pandorum: rules cannot be imported (SyntaxError: bad rules)"]


def test_the_shipped_tree_validates():
    root = Path(__file__).resolve().parents[2]
    assert validate_tree(root, game_checks=False) == []
