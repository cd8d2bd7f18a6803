"""Text at table distance: every word a table frame draws is at least the table's smallest
text (capitals of 20 minutes of arc from the far side: 30 pixels on a 55-inch 4K screen),
for each game at its largest player count at 3840x2160 — the boards' own painters, the turn
cards, the seat panels, with and without peeking; on the default 55-inch screen and the
smallest table mode lays out for (32 inches: 40 pixels) — and the smallest text is what it
says in millimetres on the real screen."""

from __future__ import annotations

import math
from collections import Counter

import pygame
import pytest

from game.core import catalogue
from game.engine.app import App
from game.engine.table.tablefonts import FloorFonts, draw_fitted, fitted, table_fonts
from game.engine.tablesetup import CAP_HEIGHT, DIAGONAL_RANGE, TEXT_ARCMIN, TableSizes
from game.engine.text import BOLD, MIN_SIZE, REGULAR, Fonts, squeezed, whole_words
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session

SIZE = (3840, 2160)
#: the smallest screen table mode lays out for (inches)
SMALLEST = DIAGONAL_RANGE[0]


def test_the_smallest_text_on_a_55_inch_4k_table():
    s = TableSizes(SIZE, 55)
    assert 1150 < s.reading_mm < 1200  # 685 mm across, 400 back, 450 up
    assert s.min_text_mm == pytest.approx(s.reading_mm * math.tan(math.radians(20 / 60)))
    assert 6.7 < s.min_text_mm < 7.0
    assert s.min_text == 30
    assert s.text(10) == 30 and s.text(24) == 48  # never below; 1080p sizes scaled above


def test_a_bigger_screen_asks_bigger_letters_in_mm_and_fewer_pixels():
    small, big = TableSizes(SIZE, 32), TableSizes(SIZE, 86)
    assert small.min_text_mm < TableSizes(SIZE, 55).min_text_mm < big.min_text_mm
    assert small.min_text > 30 > big.min_text
    # a 1080p table: the interface's own 24-pixel floor is above it
    assert TableSizes((1920, 1080), 55).min_text < MIN_SIZE


@pytest.mark.parametrize("path", [REGULAR, BOLD])
def test_capitals_drawn_at_the_smallest_size_are_as_high_as_promised(path):
    """The bundled font's capital height is CAP_HEIGHT of its size, so a font of
    ``min_text`` pixels draws capitals of at least ``min_text_mm`` on the real screen."""
    pygame.font.init()
    for diagonal in (32, 55, 86):
        s = TableSizes(SIZE, diagonal)
        font = pygame.font.Font(str(path), s.min_text)
        cap = font.metrics("H")[0][3]  # maxy: the capital's height above the baseline
        assert abs(cap / s.min_text - CAP_HEIGHT) < 0.03, (diagonal, cap)
        arcmin = math.degrees(math.atan(cap * s.mm_per_px / s.reading_mm)) * 60
        assert arcmin >= TEXT_ARCMIN - 0.3, (diagonal, arcmin)


def test_floor_fonts_lift_small_sizes_and_share_the_caches():
    pygame.font.init()
    fonts = Fonts()
    floor = FloorFonts(fonts, 30)
    assert floor.get(24) is fonts.get(30) and floor.get(40) is fonts.get(40)
    assert floor.render("Dock", 20, (255, 255, 255)).get_height() == \
        fonts.render("Dock", 30, (255, 255, 255)).get_height()
    assert floor.line_height(24) == fonts.line_height(30)
    text = "On sale once a player leaves the Dock"
    # the wrap cache is keyed by the size drawn: the plain fonts still wrap at 24
    assert floor.wrap(text, 24, 300) == fonts.wrap(text, 30, 300) != fonts.wrap(text, 24, 300)
    # so is the width cache: measured through the floor first, the plain fonts' 24 stays 24
    assert floor.width(text, 24) == fonts.get(30).size(text)[0]
    assert fonts.width(text, 24) == fonts.get(24).size(text)[0] < floor.width(text, 24)
    assert table_fonts(fonts, None) is fonts  # monitor mode: the fonts as they are
    assert table_fonts(fonts, TableSizes(SIZE, 55)).floor == 30
    # the smallest screen table mode lays out for asks the most pixels
    assert table_fonts(fonts, TableSizes(SIZE, SMALLEST)).floor == 40
    assert table_fonts(fonts, TableSizes(SIZE, 55)) is table_fonts(fonts, TableSizes(SIZE, 55))


def test_a_word_too_long_is_drawn_smaller_down_to_the_floor_before_it_is_cut():
    pygame.font.init()
    fonts = Fonts()
    name = "External Protection"
    at48 = fonts.get(48).size(name)[0]
    assert fitted(fonts, name, 48, at48, 30) == (name, 48)  # fits: as asked
    words, size = fitted(fonts, name, 48, at48 * 3 // 4, 30)
    assert words == name and 30 <= size < 48  # whole, smaller
    assert fonts.get(size).size(name)[0] <= at48 * 3 // 4 < fonts.get(size + 1).size(name)[0]
    words, size = fitted(fonts, name, 48, at48 // 3, 30)
    assert size == 30 and words.endswith("\u2026")  # never below the floor: cut there
    assert fonts.get(30).size(words)[0] <= at48 // 3


def table_app(size: tuple[int, int], diagonal: float) -> App:
    """An app in table mode on a screen of ``size`` pixels and ``diagonal`` inches (no
    animations, settings not saved)."""
    app = App(window=size, fullscreen=False, save_settings=False)
    app.settings.table_mode = True
    app.settings.screen_diagonal = diagonal
    app.settings.animation_speed = 0
    return app


def test_a_word_too_long_even_at_the_floor_is_squeezed_whole_before_it_is_cut():
    pygame.font.init()
    fonts = Fonts()
    surface = pygame.Surface((800, 100))
    name = "External Protection"
    at30 = fonts.get(30).size(name)[0]
    # a little too wide at the floor: drawn whole, squeezed sideways, letters as high
    rect = draw_fitted(fonts, surface, name, (0, 0), 48, at30 * 9 // 10, 30, (255,) * 3)
    assert rect.width == at30 * 9 // 10 and rect.height == fonts.get(30).get_height()
    assert whole_words(fonts, "Mathilde Ice Works", 30, 10) == ["Mathilde", "Ice", "Works"]
    # far too wide: cut at the floor, as before
    rect = draw_fitted(fonts, surface, name, (0, 0), 48, at30 // 2, 30, (255,) * 3)
    assert rect.width <= at30 // 2
    assert squeezed(fonts, name, 30, (255,) * 3, at30 // 2).get_width() <= at30 // 2


class SizesAsked:
    """Every font size the app's fonts are asked for (after their own 24-pixel floor),
    with a count per size and the caller's place, while installed."""

    def __init__(self, monkeypatch, locate_below: int = 40) -> None:
        self.sizes: Counter[tuple[int, str]] = Counter()
        #: sizes below this are noted with their caller (finding it is slow)
        self.locate_below = locate_below
        real_get, real_render = Fonts.get, Fonts.render

        def where() -> str:
            import traceback

            for frame in reversed(traceback.extract_stack(limit=12)):
                if frame.filename != __file__ and not frame.filename.endswith(
                        ("engine/text.py", "table/tablefonts.py", "engine/draw.py")):
                    return f"{frame.filename.rsplit('/game/', 1)[-1]}:{frame.lineno}"
            return "?"

        def get(fonts, size, bold=False):
            self.note(size, where)
            return real_get(fonts, size, bold)

        def render(fonts, text, size, colour, bold=False):
            self.note(size, where)
            return real_render(fonts, text, size, colour, bold)

        monkeypatch.setattr(Fonts, "get", get)
        monkeypatch.setattr(Fonts, "render", render)

    def note(self, size, where) -> None:
        size = max(MIN_SIZE, int(size))
        self.sizes[(size, where() if size < self.locate_below else "")] += 1

    def below(self, floor: int) -> list[tuple[int, str]]:
        return sorted(key for key in self.sizes if key[0] < floor)


#: per game: the bot moves played before each table picture checked (the start, a game in
#: full swing), and for Merchants every board zoomed on the turn card
STATES = {"escape": (0, 40), "starship": (0, 60), "pandorum": (0, 40), "merchants": (0, 60)}
MERCHANTS_BOARDS = ("event_track", "station", "production", "exploration", "defense",
                    "senate")


def frames_of(app: App, scene: TablePlayScene, seats: int) -> None:
    """Table frames with nobody peeking, then every seat peeking at once."""
    for _ in range(12):
        app.draw()
    for seat in range(seats):
        scene.peek(seat, True)
    for _ in range(12):
        app.draw()
    for seat in range(seats):
        scene.peek(seat, False)


#: the default screen, and the smallest table mode lays out for (DIAGONAL_RANGE)
@pytest.mark.parametrize("diagonal", [55, SMALLEST])
@pytest.mark.parametrize("game_id", list(STATES))
def test_every_word_on_a_4k_table_is_at_least_the_smallest_text(game_id, diagonal,
                                                                monkeypatch):
    game = catalogue.get_game(game_id)
    n = game.max_players
    app = table_app(SIZE, diagonal)
    asked = SizesAsked(monkeypatch)
    try:
        for moves in STATES[game_id]:
            session = bot_session(game_id, 1, n, moves, humans=n)
            scene = TablePlayScene(app, session, size=SIZE, autosave=False)
            app.push(scene)
            floor = scene.sizes.min_text
            assert scene.view.table is scene.sizes
            assert floor == {55: 30, SMALLEST: 40}[diagonal]
            frames_of(app, scene, n)
            if game_id == "merchants":
                for board in MERCHANTS_BOARDS:
                    scene.view.zoom(board)
                    frames_of(app, scene, n)
            assert app.top is scene, "the checked frames are the table's own"
            app.pop()
    finally:
        app.close()
    assert sum(asked.sizes.values()) > 100  # the frames drew their words
    assert asked.below(floor) == [], f"{game_id}: text below {floor} px: {asked.below(floor)}"


@pytest.mark.parametrize("size", [SIZE, (1920, 1080)])
def test_the_join_screen_on_the_smallest_screen_meets_the_smallest_text(size, monkeypatch):
    """The players joining at their edges (names on the cards of those who joined, "Join"
    on the free ones, the middle's words and buttons), on a 32-inch screen."""
    from game.scenes.table_join import TableJoinScene

    app = table_app(size, SMALLEST)
    asked = SizesAsked(monkeypatch, locate_below=999)
    try:
        join = TableJoinScene(app, bot_session("merchants", 1, 5, 0, humans=5), size=size,
                              autosave=False)
        app.push(join)
        app.draw()
        join.join("bottom-left")
        join.join("top-right")
        app.draw()
        floor = join.sizes.min_text
        assert floor == TableSizes(size, SMALLEST).min_text
    finally:
        app.close()
    drawn = sorted({s for s, where in asked.sizes if "table_join" in where})
    assert len(drawn) >= 3 and drawn[0] >= floor, (size, drawn)
