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
