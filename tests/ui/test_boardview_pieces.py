"""The board-view pieces every game's view draws with: text cut to a number of lines
(boardview/textlines.py), the kept pictures of panels (boardview/pictures.py), the
answers kept per key (boardview/memo.py) and what a kept layer shows piece by piece
(boardview/onlayer.py), each tested on its own: what they return, what
they draw, when they paint and when they copy."""

from __future__ import annotations

import pygame
import pytest

from game.engine.boardview.pictures import Pictures, copy_area
from game.engine.boardview.textlines import (
    ELLIPSIS,
    cut_lines,
    cut_wrapped,
    draw_lines,
    shared_lines,
)
from game.engine.draw import panel
from game.engine.text import Fonts
from game.engine.theme import Theme

LONG = ("Cleo buys the Jamming System and the Solar Array for twelve credits, then flies "
        "her scout to the far refinery and sells every crystal she carries there. ") * 2
WHITE = (255, 255, 255)


def ink(surface: pygame.Surface) -> pygame.Rect:
    """The smallest rectangle holding every pixel that is not black."""
    mask = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
    mask.invert()
    rects = mask.get_bounding_rects()
    return rects[0].unionall(rects[1:])


@pytest.fixture(scope="module")
def fonts():
    pygame.init()
    return Fonts()


def test_a_text_that_fits_is_kept_whole(fonts):
    lines, cut = cut_lines(fonts, "Take 2 cards.", 24, 400, 2)
    assert lines == ["Take 2 cards."] and not cut


def test_a_long_text_is_cut_to_its_rows_and_ends_in_an_ellipsis(fonts):
    whole = fonts.wrap(LONG, 24, 300, True)
    assert len(whole) > 3
    lines, cut = cut_lines(fonts, LONG, 24, 300, 3, bold=True)
    assert cut and len(lines) == 3
    assert lines[:2] == whole[:2]  # the lines before the last are the wrapped ones
    assert lines[2].endswith(ELLIPSIS.strip()) and lines[2] != whole[2]
    assert all(fonts.get(24, True).size(line)[0] <= 300 for line in lines)
    assert fonts.wrap(LONG, 24, 300, True) == whole  # the font's cached wrap is not changed


def test_cutting_already_wrapped_lines_and_zero_rows(fonts):
    wrapped = ["one", "two", "three"]
    assert cut_wrapped(fonts, wrapped, 24, 300, 3) == (wrapped, False)
    lines, cut = cut_wrapped(fonts, wrapped, 24, 300, 2)
    assert cut and lines == ["one", "two" + ELLIPSIS]
    assert cut_wrapped(fonts, wrapped, 24, 300, 0) == ([], True)
    assert wrapped == ["one", "two", "three"]


def test_texts_share_the_lines_one_read_whole_the_others_cut(fonts):
    a, b, c = (["a1", "a2", "a3"], ["b1", "b2", "b3", "b4"], ["c1", "c2", "c3"])
    assert shared_lines(fonts, [a, b], 24, 300, 7, None, 2) == (a + b, False)  # they fit
    lines, cut = shared_lines(fonts, [a, b, c], 24, 300, 8, 1, 4)
    assert cut and lines[2:6] == b  # the one read, whole
    assert lines[0] == "a1" and lines[1].endswith(ELLIPSIS.strip())  # the others: 2 each
    assert len(lines) == 8 and lines[7].endswith(ELLIPSIS.strip())
    lines, cut = shared_lines(fonts, [a, b, c], 24, 300, 8, None, 2)  # none read: 2 each
    assert cut and len(lines) == 6 and lines[0] == "a1" and lines[2] == "b1"
    lines, cut = shared_lines(fonts, [a, b, c], 24, 300, 7, None, 4)  # none read, 7 lines:
    assert cut and len(lines) == 7  # the room shared (3, 2, 2), not 4 each
    assert lines[:3] == a and lines[3] == "b1" and lines[5] == "c1"


def test_draw_lines_steps_down_and_anchors(fonts):
    surface = pygame.Surface((400, 200))
    end = draw_lines(surface, fonts, ["Mission 3", "12 VP"], (200, 10), 24, WHITE,
                     step=40, anchor="midtop")
    assert end == 90
    bounds = ink(surface)
    assert bounds.top >= 10 and bounds.bottom <= 90
    # centred on x = 200: as much ink left of it as right of it, give or take a glyph
    assert abs((200 - bounds.left) - (bounds.right - 200)) <= 12
    left = pygame.Surface((400, 200))
    assert draw_lines(left, fonts, ["a", "b", "c"], (5, 0), 24, WHITE) == \
        3 * fonts.line_height(24)
    assert ink(left).left >= 5


def test_a_panel_has_its_rim_width():
    theme = Theme.load()
    thin, thick = pygame.Surface((100, 60)), pygame.Surface((100, 60))
    rect = pygame.Rect(0, 0, 100, 60)
    panel(thin, rect, theme, 12, border=2)
    panel(thick, rect, theme, 12)
    rim, face = theme.c("panel_border"), theme.c("panel")
    assert thin.get_at((50, 1))[:3] == rim and thin.get_at((50, 2))[:3] == face
    assert thick.get_at((50, 2))[:3] == rim and thick.get_at((50, 3))[:3] == face


def _painter(surface: pygame.Surface, rect: pygame.Rect, colour, calls: list):
    def paint():
        calls.append(colour)
        surface.fill(colour, rect)
    return paint


def test_a_panel_is_painted_once_per_key_and_copied_after():
    pictures = Pictures()
    surface = pygame.Surface((200, 100))
    rect = pygame.Rect(10, 10, 50, 30)
    calls: list = []
    assert pictures.paint(surface, "prompt", "a", rect, _painter(surface, rect, (200, 0, 0), calls))
    surface.fill((0, 0, 0))
    # the same key again: copied from the kept picture, not painted
    assert not pictures.paint(surface, "prompt", "a", rect,
                              _painter(surface, rect, (0, 200, 0), calls))
    assert calls == [(200, 0, 0)] and surface.get_at(rect.center)[:3] == (200, 0, 0)
    assert surface.get_at((5, 5))[:3] == (0, 0, 0)  # nothing outside its rectangle
    # what it shows changed: painted again
    assert pictures.paint(surface, "prompt", "b", rect, _painter(surface, rect, (0, 0, 200), calls))
    assert pictures.paints == {"prompt": 2}


def test_a_clip_that_misses_the_panel_draws_nothing_and_a_partial_one_keeps_nothing():
    pictures = Pictures()
    surface = pygame.Surface((200, 100))
    rect = pygame.Rect(10, 10, 50, 30)
    calls: list = []
    surface.set_clip(pygame.Rect(100, 50, 20, 20))
    assert not pictures.paint(surface, "tip", 1, rect, _painter(surface, rect, WHITE, calls))
    assert calls == []
    surface.set_clip(pygame.Rect(0, 0, 30, 100))  # half of it: painted, not kept
    pictures.paint(surface, "tip", 1, rect, _painter(surface, rect, WHITE, calls))
    assert calls == [WHITE] and not pictures.has("tip", 1)


def test_kept_pictures_are_the_newest_few_of_a_panel():
    pictures = Pictures()
    tile = pygame.Surface((4, 4))
    for key in "abc":
        pictures.keep("prompt", key, tile, keep=2)
    assert not pictures.has("prompt", "a") and pictures.has("prompt", "c")
    assert pictures.get("prompt", "b") is tile  # used again: now the newest
    pictures.keep("prompt", "d", tile, keep=2)
    assert pictures.has("prompt", "b") and not pictures.has("prompt", "c")
    assert pictures.get("hand", "b") is None  # kept per panel name
    pictures.clear()
    assert not pictures.has("prompt", "b")


def test_copy_area_is_the_rectangle_of_the_surface():
    surface = pygame.Surface((50, 50))
    surface.fill((9, 99, 199), (10, 10, 5, 5))
    picture = copy_area(surface, pygame.Rect(8, 8, 10, 10))
    assert picture.get_size() == (10, 10)
    assert picture.get_at((2, 2))[:3] == (9, 99, 199) and picture.get_at((0, 0))[:3] == (0, 0, 0)


def _noted(calls: list):
    """A maker of work-outs that note each value they work out in ``calls``."""
    def work_out(value):
        def run():
            calls.append(value)
            return value
        return run
    return work_out


def test_a_memo_works_an_answer_out_once_per_key():
    from game.engine.boardview.memo import Memo

    memo, calls = Memo(), []
    work_out = _noted(calls)

    assert memo.get("options", 1, work_out("a")) == "a"
    assert memo.get("options", 1, work_out("b")) == "a"  # kept for the same key
    assert memo.get("seen", 1, work_out("s")) == "s"  # one answer per name
    assert memo.get("options", 2, work_out("c")) == "c"  # a new key: worked out again
    assert memo.get("options", 1, work_out("d")) == "d"  # only the last key is kept
    memo.forget("options")
    assert memo.get("options", 1, work_out("e")) == "e"
    assert memo.get("seen", 1, work_out("x")) == "s"
    memo.forget()
    assert memo.get("seen", 1, work_out("y")) == "y"
    assert calls == ["a", "s", "c", "d", "e", "y"]


def test_a_memo_family_keeps_several_answers_for_one_key_and_drops_them_together():
    from game.engine.boardview.memo import Memo

    memo, calls = Memo(), []
    work_out = _noted(calls)

    assert memo.within("previews", 1, "card A", work_out(3)) == 3
    assert memo.within("previews", 1, "card B", work_out(5)) == 5  # a second answer
    assert memo.within("previews", 1, "card A", work_out(9)) == 3  # both kept
    assert memo.within("previews", 1, "card B", work_out(9)) == 5
    assert memo.within("previews", 2, "card A", work_out(4)) == 4  # a new key: all anew
    assert memo.within("previews", 2, "card B", work_out(6)) == 6
    assert calls == [3, 5, 4, 6]


def test_kept_answers_stay_by_key_until_there_are_too_many():
    from game.engine.boardview.memo import Kept

    kept, calls = Kept[str](limit=2), []
    work_out = _noted(calls)

    assert kept.get("a", work_out("A")) == "A"
    assert kept.get("b", work_out("B")) == "B"
    assert kept.get("a", work_out("x")) == "A"  # every key kept, not only the last
    assert kept.get("c", work_out("C")) == "C"  # three: at the limit, still kept
    assert kept.get("b", work_out("x")) == "B"
    assert kept.get("d", work_out("D")) == "D"  # past the limit: all dropped first
    assert kept.get("a", work_out("A2")) == "A2"
    assert calls == ["A", "B", "C", "D", "A2"]


def _pieces(keys: dict[str, int], rects: dict[str, pygame.Rect], surface, calls: list):
    def paint(name):
        def run():
            calls.append(name)
            surface.fill((40 * keys[name] % 256, 200, 0), rects[name])
        return run
    return {n: ([rects[n]], keys[n], paint(n)) for n in keys}


def test_a_layer_repaints_only_the_pieces_that_changed_and_what_overlaps_them():
    from game.engine.boardview.onlayer import OnLayer

    on_layer = OnLayer()
    surface, background = pygame.Surface((300, 100)), pygame.Surface((300, 100))
    background.fill((1, 2, 3))
    area = pygame.Rect(0, 0, 300, 100)
    rects = {"market": pygame.Rect(0, 0, 100, 100), "tag": pygame.Rect(80, 0, 40, 20),
             "seat": pygame.Rect(200, 0, 100, 100)}
    keys = {"market": 1, "tag": 1, "seat": 1}
    calls: list = []
    # a new surface: painted whole, in order, the background first
    assert on_layer.repaint(surface, _pieces(keys, rects, surface, calls), background, area,
                            {"market", "seat"}) == {"market", "tag", "seat"}
    assert calls == ["market", "tag", "seat"]
    assert surface.get_at((150, 50))[:3] == (1, 2, 3)  # between the pieces: the background
    # nothing changed: nothing painted
    calls.clear()
    assert on_layer.repaint(surface, _pieces(keys, rects, surface, calls), background, area,
                            {"market", "seat"}) == set() and calls == []
    # the market changed: the tag lying over it is painted again too, the seat is not
    keys["market"] = 2
    on_layer.repaint(surface, _pieces(keys, rects, surface, calls), background, area,
                     {"market", "seat"})
    assert calls == ["market", "tag"]
    # a clipped piece draws only inside its first rectangle
    assert surface.get_at((99, 50))[:3] == (80, 200, 0)
    assert surface.get_at((100, 50))[:3] == (1, 2, 3)
    assert on_layer.paints == {"market": 2, "tag": 2, "seat": 1}
    # forgotten (or another surface): whole again
    on_layer.forget()
    calls.clear()
    on_layer.repaint(surface, _pieces(keys, rects, surface, calls), background, area, ())
    assert calls == ["market", "tag", "seat"]


def test_a_panel_is_painted_once_copied_from_its_picture_and_made_ahead_untouched():
    from game.engine.boardview.onlayer import OnLayer

    on_layer, kept, calls = OnLayer(), Pictures(), []
    surface = pygame.Surface((200, 100))
    rect = pygame.Rect(10, 10, 50, 40)

    def paint(colour):
        def run(s):
            calls.append(colour)
            s.fill(colour, rect.inflate(-10, -10))
        return run

    on_layer.start(surface)
    on_layer.panel(surface, "hand", rect, 1, paint((200, 0, 0)), kept, (9, 9, 9))
    assert calls == [(200, 0, 0)] and surface.get_at(rect.topleft)[:3] == (9, 9, 9)
    on_layer.panel(surface, "hand", rect, 1, paint((200, 0, 0)), kept, (9, 9, 9))
    assert calls == [(200, 0, 0)]  # the layer shows it: nothing drawn
    # a pass painting ahead makes the picture of key 2 without touching the layer
    scratch = pygame.Surface((200, 100))
    on_layer.panel(scratch, "hand", rect, 2, paint((0, 0, 200)), kept, (9, 9, 9),
                   ahead=lambda name: True, keep=2)
    assert calls[-1] == (0, 0, 200) and surface.get_at(rect.center)[:3] == (200, 0, 0)
    # the repaint then copies it: not painted again
    on_layer.panel(surface, "hand", rect, 2, paint((0, 0, 200)), kept, (9, 9, 9), keep=2)
    assert len(calls) == 2 and surface.get_at(rect.center)[:3] == (0, 0, 200)
    # a pass that may not paint leaves it for later
    on_layer.panel(scratch, "hand", rect, 3, paint((0, 200, 0)), kept, (9, 9, 9),
                   ahead=lambda name: False)
    assert len(calls) == 2 and not kept.has("hand", (3, tuple(rect)))


def test_painting_ahead_skips_a_panel_off_the_scratch_and_goes_on_to_the_next():
    """A panel not wholly on the scratch surface cannot be kept (only a whole picture is),
    so a pass painting ahead leaves it to the repaint and goes on: found in play, such a
    panel was every pass's first (a pass always paints one), never kept, and the panel
    after it, measured slower than a pass, never came (a busy machine's table froze)."""
    from game.engine.boardview.onlayer import OnLayer

    on_layer, kept, asked = OnLayer(), Pictures(), []
    scratch, background = pygame.Surface((200, 100)), pygame.Surface((200, 100))
    off, on = pygame.Rect(10, -16, 50, 40), pygame.Rect(100, 10, 50, 40)
    empty = pygame.Rect(20, 20, 0, 0)  # (a panel clipped to nothing: no picture either)
    pieces = {name: ([rect], 1, lambda: None)
              for name, rect in (("off", off), ("empty", empty), ("on", on))}

    def first_only(name):  # every panel slower than a pass: a pass paints its first alone
        asked.append(name)
        return len(asked) == 1

    on_layer.ahead(scratch, pieces, background, {"off", "empty", "on"}, kept, first_only)
    assert asked == ["on"] and kept.has("on", 1) and not kept.has("off", 1)


def test_a_layer_started_on_moved_pieces_shows_nothing():
    from game.engine.boardview.onlayer import OnLayer

    on_layer, surface = OnLayer(), pygame.Surface((10, 10))
    assert on_layer.start(surface, places=("a", 1))
    on_layer.painted("hand", ("cards", 3))
    assert not on_layer.start(surface, places=("a", 1))
    assert on_layer.shows("hand", ("cards", 3)) and not on_layer.shows("hand", ("cards", 4))
    assert on_layer.start(surface, places=("a", 2))  # the panels moved
    assert not on_layer.shows("hand", ("cards", 3))
    assert not on_layer.start(surface, places=("a", 2)) and on_layer.start(surface, ("a", 2),
                                                                          whole=True)


def test_a_prompt_box_writes_the_decision_then_the_detail_and_a_hover_redraws_them(fonts):
    from game.engine.boardview.prompt import PromptBox

    theme, box = Theme.load(), PromptBox()
    rect = pygame.Rect(0, 0, 400, 12 + box.text_height(fonts) + 72)
    lines, cut = box.head_lines(fonts, LONG, rect)
    assert cut and len(lines) == 2 and lines[1].endswith("\u2026")
    assert box.text_height(fonts) == 2 * fonts.line_height(28, True) + 3 * fonts.line_height(24)
    surface = pygame.Surface(rect.size)
    box.draw(surface, fonts, theme, rect, lines, WHITE, "Ice Road: build on ice fields.")
    area = box.text_area(fonts, rect)
    detail_top = 8 + 2 * fonts.line_height(28, True)
    # the area a hover redraws holds the decision and the detail, inside the rim
    assert area.top == 8 - 2 and area.left >= 3 + 4 and area.right <= rect.right - 7
    assert area.bottom == detail_top + 3 * fonts.line_height(24) + 2
    # (it stops where buttons laid out under the words begin; it still holds the last
    # line's descenders, which reach a pixel below their line)
    low = pygame.Surface(rect.size)
    box.draw(low, fonts, theme, rect, lines, WHITE, " ".join(["gjpqy"] * 60))
    assert ink_of(low.subsurface((12, area.bottom - 4, 376, 4)), theme.c("text"))
    assert not ink_of(low.subsurface((12, area.bottom, 376, rect.bottom - area.bottom - 4)),
                      theme.c("text"))
    head = surface.subsurface((12, 8, 376, detail_top - 2 - 8))
    assert ink_of(head, WHITE)  # the decision in its colour, above the detail
    text = theme.c("text")
    detail = surface.subsurface((12, detail_top, 376, 3 * fonts.line_height(24)))
    assert ink_of(detail, text)
    # a hover's words drawn over the box's own: the old detail is gone, the decision is
    # drawn again as it was
    words = pygame.image.tobytes(head, "RGB")
    box.draw_words(surface, fonts, theme, rect, box.words(fonts, rect, lines, ""), WHITE)
    assert not ink_of(detail, text)
    assert pygame.image.tobytes(head, "RGB") == words


def four_lines(fonts, box, rect) -> str:
    """The first words of LONG that take four lines of the box's detail."""
    words = LONG.split()
    width = rect.width - 2 * box.pad
    return next(" ".join(words[:n]) for n in range(len(words))
                if len(cut_lines(fonts, " ".join(words[:n]), 24, width, 9)[0]) == 4)


def test_a_long_detail_is_read_whole_where_the_box_has_room_for_it(fonts):
    """Pandorum's four longest cards take four lines, one more than the detail's rows:
    under a one-line decision the detail starts in the decision's free row; under a
    two-line decision it runs on into the room below left empty by buttons, or the
    decision shrinks to one line (down to 24 px) when it fits there; only when none of
    these has room is it cut with an ellipsis."""
    from game.engine.boardview.prompt import PromptBox

    box = PromptBox()
    rect = pygame.Rect(0, 0, 400, 12 + box.text_height(fonts) + 72)
    detail = four_lines(fonts, box, rect)
    step, lh = fonts.line_height(28, True), fonts.line_height(24)
    one = box.words(fonts, rect, ["Build with it?"], detail)
    assert " ".join(one.detail) == detail and one.detail_top == 8 + step
    two = box.head_lines(fonts, LONG, rect)[0]  # cut: it cannot go on one line
    cut = box.words(fonts, rect, two, detail)
    assert cut.head == two and len(cut.detail) == 3 and cut.detail[-1].endswith("\u2026")
    below = box.words(fonts, rect, two, detail, below=lh)
    assert below.head == two and " ".join(below.detail) == detail
    assert below.detail_top == 8 + 2 * step
    # a decision of two lines at 28 px that holds on one at a smaller size
    short = "Build with Intranet Protection? It pays 12."
    rect = pygame.Rect(0, 0, fonts.width(short, 24, True) + 2 * box.pad, rect.height)
    detail = four_lines(fonts, box, rect)
    lines = box.head_lines(fonts, short, rect)[0]
    assert len(lines) == 2
    shrunk = box.words(fonts, rect, lines, detail)
    assert shrunk.head == [short] and 24 <= shrunk.size < 28
    assert " ".join(shrunk.detail) == detail
    assert shrunk.detail_top == 8 + fonts.line_height(shrunk.size, True)
    # a short detail leaves the decision as it is
    assert box.words(fonts, rect, lines, "Short.").head == lines


def ink_of(surface: pygame.Surface, colour) -> bool:
    """Whether some pixel of ``surface`` has ``colour`` (text is drawn antialiased: its
    cores are the colour itself)."""
    return pygame.mask.from_threshold(surface, colour, (1, 1, 1, 255)).count() > 0


def test_buttons_that_fit_are_one_page_and_more_are_paged_round_beside_more():
    from game.engine.boardview.prompt import page_of

    assert page_of("abc", 3, 5) == (["a", "b", "c"], 0, 1)
    # five in three buttons: two a page beside "More", three pages, the fourth is the first
    assert page_of("abcde", 3, 0) == (["a", "b"], 0, 3)
    assert page_of("abcde", 3, 2) == (["e"], 2, 3)
    assert page_of("abcde", 3, 3) == (["a", "b"], 0, 3)
    # one button's room still shows one item a page (never an empty page)
    assert page_of("abc", 1, 1) == (["b"], 1, 3)
