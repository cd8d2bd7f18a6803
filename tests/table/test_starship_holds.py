"""Starship's cargo holds at a table: every mine a seat panel draws (in a console's hold or
in Local Space) is as large as its digit asks (``token_for``: the digit and a margin inside
even a diamond's inner square), on 4K and 1080p tables of 32 to 120 inches, 2 to 4
players, seated at whole edges, half edges and short edges, through whole games; and the
plan that places them keeps the consoles apart inside the seat's area."""

from __future__ import annotations

import pygame
import pytest

from game.core import catalogue
from game.core.session import Session
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session
from game.starship.view_draw import Painter
from game.starship.view_layout import token_for
from game.starship.view_table_seat import ShipWords, hold_need, plan_seat
from tests.table.test_text_sizes import table_app

#: seatings per player count: the default, two seats sharing each long edge, short edges
SEATINGS = {
    2: (None, ("bottom-left", "bottom-right"), ("left", "right")),
    3: (None, ("bottom-left", "bottom-right", "top-left"), ("left", "right", "top-left")),
    4: (None, ("bottom-left", "bottom-right", "top-left", "top-right"),
        ("left", "right", "bottom-left", "top-right")),
}
#: a check every this many actions of a whole game
EVERY = 40


def digit_inside(shape: str, side: int, box: tuple[int, int]) -> bool:
    """Whether a digit's inked box (``box``: width, height) lies inside a hold's own
    form of ``side`` pixels: a square, a circle, or the octagon of a diamond (its
    corners cut by a quarter of the side)."""
    bw, bh = box
    if shape == "circle":
        return (bw / 2) ** 2 + (bh / 2) ** 2 <= (side / 2) ** 2
    if bw > side - 2 or bh > side - 2:
        return False
    return shape == "square" or bw / 2 + bh / 2 <= side / 2 + (side / 2 - side // 4) - 1


def whole_game(players: int, seed: int = 1) -> list:
    """The actions of a whole bot game (the bots the screenshots use)."""
    session = bot_session("starship", seed, players, 0)
    while not session.state.is_over:
        session.apply(session.bot_action(next(iter(session.state.pending_seats()))))
    return session.actions


def mines_drawn(monkeypatch) -> list[tuple[int, int, int]]:
    """(token, side drawn, side its digit asks) of every mine drawn while installed: a
    token asks ``token_for`` its digit; a mine in a hold's own form (a hold smaller than
    a token: ``SeatPainter.hold_mine``) asks that its digit's inked box lies inside the
    form (recorded as asking its side when it does, one more when it does not)."""
    from game.starship.view_draw import MINE_LOOK
    from game.starship.view_seats import SeatPainter

    drawn: list[tuple[int, int, int]] = []
    real, real_hold = Painter.mine, SeatPainter.hold_mine

    def note(painter, token, rect, moving=False):
        drawn.append((token, min(rect.size), token_for(painter.drawn(24))))
        real(painter, token, rect, moving)

    def note_hold(painter, token, rect):
        if not painter.lifted() or rect.width >= token_for(painter.drawn(24)):
            real_hold(painter, token, rect)  # a token: noted by Painter.mine
            return
        mine = painter.st.comp.mines[token]
        digit = painter.f.render(str(mine.worth(False)), 24, (0, 0, 0), True)
        fits = digit_inside(MINE_LOOK[mine.kind][1], rect.width,
                            digit.get_bounding_rect().size)
        drawn.append((token, rect.width, rect.width + (0 if fits else 1)))
        real_hold(painter, token, rect)

    monkeypatch.setattr(Painter, "mine", note)
    monkeypatch.setattr(SeatPainter, "hold_mine", note_hold)
    return drawn


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080)])
def test_every_mine_in_a_seat_panel_is_as_large_as_its_digit_asks(size, players,
                                                                  monkeypatch):
    actions = whole_game(players)
    drawn = mines_drawn(monkeypatch)
    game = catalogue.get_game("starship")
    small: list[tuple] = []
    checked = 0
    for diagonal in (32, 43, 55, 120):
        app = table_app(size, diagonal)
        try:
            for slots in SEATINGS[players]:
                session = bot_session("starship", 1, players, 0, humans=players)
                scene = TablePlayScene(app, session, size=size, slots=slots, autosave=False)
                view = scene.view
                replay = Session(game, session.seats, session.seed, session.options,
                                 session.state)
                for k, action in enumerate(actions):
                    replay.apply(action)
                    if k % EVERY and k != len(actions) - 1:
                        continue
                    view.touch()
                    for seat in range(players):
                        area = scene.parts[seat].game
                        drawn.clear()
                        view.paint_table_seat(pygame.Surface((area.right, area.bottom)),
                                              seat, area, False)
                        st = session.state
                        tokens = [*st.players[seat]["local"], *st.players[seat]["id_card"]]
                        tokens += [t for s in st.players[seat]["ships"]
                                   for t in st.ships[s]["cargo"]]
                        assert sorted(t for t, _s, _n in drawn) == sorted(tokens)
                        checked += len(drawn)
                        small += [(diagonal, slots, seat, k, side, need)
                                  for _t, side, need in drawn if side < need]
        finally:
            app.close()
    assert checked > 200
    assert not small, f"mines drawn smaller than their digits ask: {sorted(set(small))}"


def ship(n: int, capacity: int, loaded: int, obsolete: bool = False,
         digits: int = 40) -> ShipWords:
    k = digits / 40  # the widths of "18 Scout IV", "18 S IV" and a full second row at 40
    return ShipWords(n, round(257 * k), round(159 * k), round(300 * k), capacity, loaded,
                     obsolete)


@pytest.mark.parametrize("area", [pygame.Rect(0, 0, 1032, 272), pygame.Rect(0, 0, 932, 304)])
@pytest.mark.parametrize("fleet", [
    [(8, 8), (8, 8)],  # two Mark IV tugs, full
    [(4, 4), (4, 4), (4, 4), (4, 0)],  # four Mark II tugs, three full
    [(5, 5), (5, 3), (3, 0, True), (2, 0, True)],  # two Mark III with old Mark I
    [(13, 13)],  # a Mark IV tug with every Mining Module, full
])
def test_the_plan_keeps_heavy_fleets_at_their_size_on_a_55_inch_4k_table(area, fleet):
    """A 4K 55-inch table's short edge (1032 x 272 for the seat's area) and half of a long
    edge (932 x 304), 30-pixel digits: heavy fleets keep every mine at its size (47-pixel
    holds); the consoles lie apart inside the area, every cell inside its console, every
    hold shown or counted."""
    ships = [ship(k, *spec, digits=30) for k, spec in enumerate(fleet)]
    plan = plan_seat(area, ships, 320, 100, 6, 30)
    assert plan.hold >= hold_need(30) == 47
    rects = [c.rect for c in plan.consoles]
    assert all(area.contains(r) for r in rects)
    assert all(not a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])
    for console, spec in zip(plan.consoles, ships, strict=True):
        assert all(console.rect.contains(cell) for cell in console.holds)
        assert len(console.holds) >= spec.loaded
        shown = spec.loaded + (console.empty_count or len(console.holds) - spec.loaded)
        # every hold is shown or counted (an obsolete ship's empty holds may be left out:
        # it runs no more)
        assert shown == spec.capacity or (spec.obsolete and shown == spec.loaded)
    assert all(area.contains(t) and t.width >= token_for(30) for t in plan.tokens)
    assert not plan.info.colliderect(plan.local)



#: fleets on one seat (ship card, side, mines aboard), each hold full
HEAVY = {
    "four Mark II tugs": [(7, 5), (8, 5), (9, 5), (10, 5)],
    "two Mark IV tugs": [(16, 8), (17, 8)],
    "five consoles": [(13, 6), (14, 6), (7, 5), (1, 3), (2, 3)],
}


def with_fleet(session, seat: int, fleet) -> None:
    """Give ``seat`` the ships of ``fleet`` (tugs), their holds filled from the bag."""
    st = session.state
    bag = iter(st.bag)
    for ship_id, mines in fleet:
        st.ships[ship_id] = {"owner": seat, "side": "tug", "loans": 0, "pilot": None,
                             "gear": [], "cargo": [next(bag) for _ in range(mines)],
                             "ran": True, "destination": None}
        st.players[seat]["ships"].append(ship_id)


@pytest.mark.parametrize("fleet", sorted(HEAVY))
@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080)])
def test_a_short_edge_holds_heavy_fleets_at_their_size_on_a_32_inch_table(size, fleet,
                                                                         monkeypatch):
    """A seat on a short edge of a 32-inch table: its panel is as deep as the board's
    square leaves the width beside it (``table_side_room``), so a heavy fleet's mines keep
    the size their digits ask (on the panels' usual depth four full Mark II tugs had
    smaller holds); the square keeps its size, Menu and Undo beside it."""
    from game.engine.table.edges import place_seats
    from game.engine.table.seatpanel import PANEL_DEPTH, SIDE_DEPTH
    from game.starship.view_table import table_layout

    app = table_app(size, 32)
    drawn = mines_drawn(monkeypatch)
    try:
        session = bot_session("starship", 1, 4, 0, humans=4)
        with_fleet(session, 1, HEAVY[fleet])
        scene = TablePlayScene(app, session, size=size, autosave=False)
        u = scene.sizes.u
        usual = place_seats(scene.size, scene.slots, u(PANEL_DEPTH), u(6), u(SIDE_DEPTH))
        assert scene.view._square.size == table_layout(usual.board)[1].size
        assert all(scene.table.board.contains(b.rect) and
                   not b.rect.colliderect(scene.view._square)
                   for b, _ in scene.shared_buttons())
        assert scene.table.edge(1) == "left"
        area = scene.parts[1].game
        scene.view.touch()
        scene.view.paint_table_seat(pygame.Surface((area.right, area.bottom)), 1, area,
                                    False)
        aboard = sum(mines for _, mines in HEAVY[fleet])
        assert len(drawn) == aboard + 2  # and the two on its ID card
        small = [(token, side, need) for token, side, need in drawn if side < need]
        assert not small, small
    finally:
        app.close()


#: two seats sharing each long edge
HALVES = ("bottom-left", "bottom-right", "top-left", "top-right")


@pytest.mark.parametrize("fleet", sorted(HEAVY))
@pytest.mark.parametrize("size", [(3840, 2160), (1920, 1080)])
def test_a_heavy_fleet_on_half_a_long_edge_shows_every_digit_on_its_mine(size, fleet,
                                                                       monkeypatch):
    """Two seats on each long edge of a 32-inch table, one with a heavy fleet: a mine in
    a hold is a token as large as its digit asks, or, where the plan gives the holds
    less (the area is too shallow for their rows: a diamond token's inner square was
    under the digit), the hold's own form with the digit's inked box inside it."""
    from game.starship.view_draw import MINE_LOOK
    from game.starship.view_seats import SeatPainter

    app = table_app(size, 32)
    drawn: list[tuple[int, str, int, str, tuple[int, int], int]] = []
    real_mine, real_hold = Painter.mine, getattr(SeatPainter, "hold_mine", None)

    def note(form):
        def draw(painter, token, rect, *args, **kwargs):
            mine = painter.st.comp.mines[token]
            digit = painter.f.render(str(mine.worth(False)), 24, (0, 0, 0), True)
            drawn.append((token, form, rect.width, MINE_LOOK[mine.kind][1],
                          digit.get_bounding_rect().size, token_for(painter.drawn(24))))
            if form == "hold" or real_hold is None:
                (real_hold if form == "hold" else real_mine)(painter, token, rect, *args,
                                                             **kwargs)
            else:  # the hold's form draws a token through Painter.mine: counted there
                drawn.pop()
                real_mine(painter, token, rect, *args, **kwargs)
        return draw

    monkeypatch.setattr(Painter, "mine", note("token"))
    if real_hold is not None:
        monkeypatch.setattr(SeatPainter, "hold_mine", note("hold"))
    try:
        session = bot_session("starship", 1, 4, 0, humans=4)
        with_fleet(session, 1, HEAVY[fleet])
        scene = TablePlayScene(app, session, size=size, slots=HALVES, autosave=False)
        assert scene.table.edge(1) == "bottom"
        area = scene.parts[1].game
        scene.view.touch()
        scene.view.paint_table_seat(pygame.Surface((area.right, area.bottom)), 1, area,
                                    False)
        st = session.state
        cargo = {t for ship, _ in HEAVY[fleet] for t in st.ships[ship]["cargo"]}
        held = [d[1:] for d in drawn if d[0] in cargo]
        assert len(held) == len(cargo) == sum(mines for _, mines in HEAVY[fleet])
        for form, side, shape, box, need in held:
            assert side >= need or (form == "hold" and digit_inside(shape, side, box)), (
                form, side, shape, box, need)
    finally:
        app.close()
