"""What is kept per fonts object goes with it: a closed app's fonts, and the rendered lines
and loaded fonts they hold, are freed once nothing uses them. A label memo keyed by the
fonts in a ``functools.lru_cache`` kept every test's app's fonts alive (a test worker of
the full suite grew to 3-5 GB, and one was killed on a busy machine)."""

from __future__ import annotations

import gc
import weakref

import pygame

from game.engine.app import App
from game.engine.table.seatpanel import _need
from game.engine.text import Fonts, kept_per_fonts
from game.engine.widgets import label_lines
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session


def test_a_closed_table_apps_fonts_are_freed():
    app = App(window=(1280, 720), fullscreen=False, save_settings=False)
    app.settings.table_mode = True
    session = bot_session("merchants", 3, 4, moves=12, humans=4)
    app.push(TablePlayScene(app, session, size=(1280, 720), autosave=False))
    app.draw()
    fonts = app.fonts
    assert fonts._text_cache, "the table drew no words"
    assert label_lines.memos.get(id(fonts)), "the seat panels' buttons laid out no label"
    gone_app, gone_fonts = weakref.ref(app), weakref.ref(fonts)
    app.close()
    del app, fonts
    gc.collect()
    assert gone_app() is None and gone_fonts() is None


def test_label_memos_are_kept_per_fonts_and_go_with_them():
    pygame.font.init()
    fonts = Fonts()
    lines = label_lines(fonts, "Take a card from the deck (2 to go)", 28, 300, 96)
    assert lines == label_lines(fonts, "Take a card from the deck (2 to go)", 28, 300, 96)
    assert _need(fonts, "Pass", 28, 96, 400) <= 400
    gone, ours = weakref.ref(fonts), id(fonts)
    assert ours in label_lines.memos and ours in _need.memos
    del fonts
    gc.collect()
    assert gone() is None
    assert ours not in label_lines.memos and ours not in _need.memos


def test_a_fonts_memo_keeps_its_last_used_answers_up_to_its_bound():
    calls: list[int] = []

    @kept_per_fonts(3)
    def twice(fonts: Fonts, n: int) -> int:
        calls.append(n)
        return 2 * n

    pygame.font.init()
    fonts, other = Fonts(), Fonts()
    assert [twice(fonts, n) for n in (1, 2, 3, 1, 4)] == [2, 4, 6, 2, 8]
    assert calls == [1, 2, 3, 4]  # 1 again came from the memo...
    assert list(twice.memos[id(fonts)]) == [(3,), (1,), (4,)]  # ...and 2, used least lately, left
    assert twice(other, 1) == 2 and calls[-1] == 1  # another fonts object works its own out
