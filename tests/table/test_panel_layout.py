"""No two seat panels overlap, nor the parts inside a panel, at any player count, any
places the join screen (or a remembered seating) allows, any screen size and diagonal."""

from __future__ import annotations

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.table.edges import place_seats
from game.engine.table.seatpanel import PANEL_DEPTH, SIDE_DEPTH, panel_parts
from game.engine.tablesetup import DIAGONAL_RANGE, SLOTS, TableSizes, check_slots
from game.scenes.table_join import PLACES, whole_edges


def valid(slots: list[str]) -> bool:
    try:
        check_slots(slots)
    except ValueError:
        return False
    return True


#: the places the join screen gives (halves of the long edges, the short edges; a half
#: alone on its edge becomes the whole edge), and any valid remembered seating
joined = st.integers(2, 5).flatmap(
    lambda n: st.permutations(PLACES).map(lambda p: whole_edges(list(p[:n]))))
remembered = st.lists(st.sampled_from(SLOTS), min_size=2, max_size=5, unique=True).filter(valid)
#: landscape screens from 720p to 8K, 4:3 to 21:9
screens = st.integers(720, 4320).flatmap(
    lambda h: st.tuples(st.integers(h * 4 // 3, h * 21 // 9), st.just(h)))
diagonals = st.floats(*DIAGONAL_RANGE)


def disjoint(rects: list[pygame.Rect]) -> bool:
    return all(not a.colliderect(b) for k, a in enumerate(rects) for b in rects[k + 1:])


@settings(max_examples=300, deadline=None)
@given(slots=st.one_of(joined, remembered), size=screens, diagonal=diagonals)
def test_panels_lie_apart_on_the_screen_and_their_parts_apart_in_them(slots, size,
                                                                       diagonal):
    sizes = TableSizes(size, diagonal)
    layout = place_seats(size, slots, sizes.u(PANEL_DEPTH), sizes.u(6), sizes.u(SIDE_DEPTH))
    screen = pygame.Rect(0, 0, *size)
    rects = [o.canvas_rect for o in layout.panels]
    assert all(screen.contains(r) for r in rects), "a panel leaves the screen"
    assert disjoint([*rects, layout.board]), "two panels (or a panel and the board) overlap"
    for orient in layout.panels:
        assert min(orient.size) >= sizes.min_target
        parts = panel_parts(orient.size, sizes)
        inside = pygame.Rect(0, 0, *orient.size)
        named = [parts.header, parts.game, parts.prompt, parts.buttons, parts.edge]
        assert all(inside.contains(r) for r in named), (orient.size, named)
        assert disjoint(named), (orient.size, named)
        # the game's part and the buttons hold a finger target; the prompt a line
        assert min(parts.game.size) >= sizes.min_target, (orient.size, parts.game)
        assert parts.buttons.height >= sizes.min_target
        assert parts.buttons.width >= 2 * sizes.min_target
        assert parts.prompt.height >= sizes.u(34) and parts.prompt.width >= sizes.u(300)


def test_half_a_long_edge_puts_the_prompt_and_buttons_beside_the_game_part():
    """A 4K panel on half the bottom edge (460 pixels deep, too shallow for two rows of
    the game's things, the prompt and the buttons one under another): the prompt and
    buttons in a column on the right, the game's part as high as a whole edge's."""
    sizes = TableSizes((3840, 2160), 55)
    layout = place_seats((3840, 2160), ("bottom-left", "bottom-right", "left", "top",
                                        "right"), sizes.u(PANEL_DEPTH), sizes.u(6),
                         sizes.u(SIDE_DEPTH))
    half = panel_parts(layout.panels[0].size, sizes)
    whole = panel_parts(layout.panels[3].size, sizes)
    assert half.game.right < half.prompt.left == half.buttons.left
    assert half.game.height == whole.game.height >= 2 * sizes.min_target
    assert half.prompt.width >= sizes.u(300)
    side = panel_parts(layout.panels[2].size, sizes)  # a short edge: one under another
    assert side.game.height >= 2 * sizes.min_target
    assert side.game.bottom < side.prompt.top < side.prompt.bottom < side.buttons.top
    # on a narrow screen (4:3 at 720 lines) the prompt goes beside the buttons, under it
    small = TableSizes((960, 720), 55)
    narrow = place_seats((960, 720), ("bottom-left", "bottom-right"), small.u(PANEL_DEPTH),
                         small.u(6), small.u(SIDE_DEPTH))
    parts = panel_parts(narrow.panels[0].size, small)
    assert parts.game.bottom < parts.prompt.top == parts.buttons.top
