"""Rendered text is kept least-recently-used first: a full cache drops one old line, never
all of them at once (which made the next frame render every label again)."""

from __future__ import annotations

from game.engine import text
from game.engine.text import Fonts


def test_a_full_text_cache_drops_only_the_least_recently_used_line(monkeypatch):
    monkeypatch.setattr(text, "TEXT_CACHE", 3)
    fonts = Fonts()
    white = (255, 255, 255)
    a, b, c = (fonts.render(t, 24, white) for t in "abc")
    assert fonts.render("a", 24, white) is a  # used again: the most recent now
    fonts.render("d", 24, white)  # the cache is over full: "b" goes, nothing else
    assert fonts.render("a", 24, white) is a and fonts.render("c", 24, white) is c
    assert fonts.render("b", 24, white) is not b
