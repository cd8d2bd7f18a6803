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


def test_a_fitted_line_is_measured_once_and_still_fits():
    fonts = Fonts()
    long = "Cleo buys the Jamming System and the Solar Array for twelve credits " * 3
    cut = fonts.fit(long, 24, 300)
    assert cut.endswith("…") and fonts.get(24).size(cut)[0] <= 300
    assert fonts.get(24).size(cut[:-1] + long[len(cut) - 1] + "…")[0] > 300  # the longest
    assert fonts.fit(long, 24, 300) is cut  # kept, not measured again
    assert fonts.fit("Ann", 24, 300) == "Ann" and fonts.fit(long, 24, 600) != cut


def test_a_short_name_keeps_the_seat_number_or_its_first_word_or_cuts_with_an_ellipsis():
    fonts = Fonts()

    def room(text: str, size: int) -> int:  # exactly the width of ``text`` in bold
        return fonts.width(text, size, True)

    assert fonts.short_name("Ann", room("Ann", 26)) == ("Ann", 26)
    bot = "Heuristic bot 2"
    assert fonts.short_name(bot, room("bot 2", 26)) == ("bot 2", 26)
    assert fonts.short_name(bot, room("bot 2", 24)) == ("bot 2", 24)  # smaller first
    # too long whole: the first word whole, rather than "Alexan…"
    assert fonts.short_name("Alexandra Maria", room("Alexandra", 26)) == ("Alexandra", 26)
    assert fonts.short_name("Alexandra Maria", room("Alexandra", 24)) == ("Alexandra", 24)
    # not even that: cut, at the smallest size (more of the name shows)
    cut, size = fonts.short_name("Alexandra Maria", room("Alexandra", 24) - 1)
    assert size == 24 and cut.endswith("\u2026") and cut.startswith("Alex")
    assert room(cut, 24) <= room("Alexandra", 24)
    cut, size = fonts.short_name(bot, room("Heu", 26))  # never a bare "2"
    assert size == 24 and cut.endswith("\u2026") and cut[0] == "H"
    assert fonts.short_name("Ann Lee", room("Ann Lee", 24), sizes=(24,)) == ("Ann Lee", 24)


def test_every_font_size_is_loaded_from_the_face_read_once(monkeypatch):
    """A screen's first frames load several new sizes: the face's file is read once a
    process, each size from its bytes in memory, and draws the same as from the file."""
    import pathlib

    import pygame

    text._face.cache_clear()
    reads: list[str] = []
    real = pathlib.Path.read_bytes

    def counted(path: pathlib.Path) -> bytes:
        reads.append(path.name)
        return real(path)

    monkeypatch.setattr(pathlib.Path, "read_bytes", counted)
    fonts = text.Fonts()
    for size in (31, 37, 43, 58):
        for bold in (False, True):
            fonts.get(size, bold)
    assert sorted(reads) == ["DejaVuSans-Bold.ttf", "DejaVuSans.ttf"], reads
    for bold, path in ((False, text.REGULAR), (True, text.BOLD)):
        ours = fonts.render("Auction in 3 s", 37, (250, 250, 250), bold)
        theirs = pygame.font.Font(str(path), 37).render("Auction in 3 s", True, (250, 250, 250))
        assert ours.get_size() == theirs.get_size()
        assert pygame.image.tobytes(ours, "RGBA") == pygame.image.tobytes(theirs, "RGBA")
