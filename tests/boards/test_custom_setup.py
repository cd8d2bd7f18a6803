"""The setup screen offers the Custom boards folder's boards and starts the game on one."""

from __future__ import annotations

import shutil
from pathlib import Path

from game import paths
from game.boards import custom
from game.boards.tiled import clear_cache

FIXTURE = Path(__file__).parent / "fixtures" / "escape-edited.tmx"


def test_setup_offers_and_plays_a_custom_board(tmp_path, monkeypatch):
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", str(tmp_path))
    folder = custom.custom_boards_dir()
    folder.mkdir(parents=True)
    shutil.copy(FIXTURE, folder / "my-ring.tmx")
    (folder / "notes.txt").write_text("not a board")
    assert custom.custom_boards("escape") == [folder / "my-ring.tmx"]
    assert custom.custom_boards("pandorum") == []

    from game.engine.app import CANVAS, App
    from game.scenes.setup import SetupScene

    app = App(window=CANVAS, fullscreen=False, save_settings=False)
    try:
        scene = SetupScene(app, "escape", seed=4)
        app.push(scene)
        chooser = next(w for w in scene.widgets if w.key == "board")
        assert [label for _, label in chooser.options] == ["Shipped board", "my-ring"]
        scene.board = str(folder / "my-ring.tmx")
        scene.start()
        play = app.stack[-1]
        assert play.session.board == str(folder / "my-ring.tmx")
        assert "Z1-R4-9" in play.session.state.board.fields
    finally:
        app.close()
        paths.use_board("escape", None)
        clear_cache()


def _folder_labels(tmp_path, monkeypatch, home: Path) -> list[str]:
    monkeypatch.setenv("ANDROMEDA_TABLE_HOME", str(tmp_path))
    monkeypatch.setattr(Path, "home", classmethod(lambda cls: home))
    from game.engine.app import CANVAS, App
    from game.engine.widgets import Label
    from game.scenes.setup import SetupScene

    app = App(window=CANVAS, fullscreen=False, save_settings=False)
    try:
        scene = SetupScene(app, "escape", seed=4)
        app.push(scene)
        labels = [w for w in scene.widgets if isinstance(w, Label)]
        at = next(i for i, w in enumerate(labels) if w.text.startswith("Your own boards"))
        shown = labels[at + 2:]
        assert all(app.fonts.width(w.text, w.size) <= w.rect.width for w in shown)
        return [w.text for w in shown if w.rect.x == labels[at].rect.x]
    finally:
        app.close()


def test_setup_names_the_custom_boards_folder_whole(tmp_path, monkeypatch):
    """The folder is named as a player finds it: home as ``~`` only when the folder is
    really under home (a home ``/x/me`` is not the start of ``/x/me2``), and a long path
    broken after a separator, never cut."""
    deep = tmp_path / "a-rather-long-user-name" / "AppData" / "Local" / "andromeda-table"
    lines = _folder_labels(deep, monkeypatch, home=tmp_path)
    assert "".join(lines) == "~/a-rather-long-user-name/AppData/Local/andromeda-table/data/"
    assert len(lines) >= 2 and all(line.endswith("/") for line in lines)

    sibling = Path(str(tmp_path) + "2")
    lines = _folder_labels(sibling, monkeypatch, home=tmp_path)
    assert "".join(lines) == f"{sibling}/data/"
