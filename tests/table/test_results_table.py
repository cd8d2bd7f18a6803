"""The results at a table: a finished game goes to each seat's card at its own edge,
facing it, every score row whole; the buttons work from the top edge."""

from __future__ import annotations

import pygame
import pytest

from game.core import catalogue
from game.core.session import PLAYER_COLOURS, Seat, Session
from game.engine.keyguard import GUARD_SECONDS
from game.engine.table.edges import default_slots
from game.engine.table.transform import EDGE_ROTATION
from game.engine.text import Fonts
from game.scenes.results_table import TableResultsScene
from game.scenes.table_join import TableJoinScene
from game.scenes.title import TitleScene
from game.screenshot import finished_session
from tests.tablefingers import TableFingers

GAMES = catalogue.built_games()
SIZES = ((3840, 2160), (1920, 1080))
DIAGONALS = (32.0, 55.0, 120.0)
CASES = [(g, n) for g in GAMES
         for n in range(max(2, catalogue.get_game(g).min_players),
                        catalogue.get_game(g).max_players + 1)]


def table_results(app, game_id: str, players: int, size=(1920, 1080),
                  diagonal: float = 55.0, seed: int = 3, slots=None) -> TableResultsScene:
    app.settings.table_mode = True
    app.settings.screen_diagonal = diagonal
    session = finished_session(game_id, seed, players)
    return TableResultsScene(app, session, slots or default_slots(players), size)


def drawn_on(monkeypatch) -> list[tuple[str, pygame.Rect, pygame.Rect, int]]:
    """(text, its rect, the rect of the surface it was drawn on, size asked) of every
    line the fonts draw from now on."""
    lines: list[tuple[str, pygame.Rect, pygame.Rect, int]] = []
    real = Fonts.draw

    def note(fonts, surface, text, pos, size, *args, **kwargs):
        rect = real(fonts, surface, text, pos, size, *args, **kwargs)
        lines.append((text, rect, surface.get_rect(), size))
        return rect

    monkeypatch.setattr(Fonts, "draw", note)
    return lines


#: two seats on each long edge, and a fifth at a short one
HALVES = ("bottom-left", "bottom-right", "top-left", "top-right", "left")


@pytest.mark.parametrize(("game_id", "players", "slots"),
                         [(g, n, None) for g, n in CASES]
                         + [("merchants", 5, HALVES), ("starship", 4, HALVES[:4]),
                            ("pandorum", 3, ("bottom-left", "bottom-right", "right"))])
def test_every_seat_reads_its_whole_results_from_its_edge(app, monkeypatch, game_id,
                                                          players, slots):
    """Every seat's card holds its place, name, every breakdown row (label and value),
    the final score, the headline and every seat's ranking line: each whole (no ellipsis),
    inside the card, at least the table's smallest text as shown; at 4K and 1080p, on
    32-, 55- and 120-inch tables; the default seating of each count, and seats sharing
    the long edges."""
    for size in SIZES:
        for diagonal in DIAGONALS:
            scene = table_results(app, game_id, players, size, diagonal, slots=slots)
            out, seats = scene.outcome, scene.session.seats
            for seat in range(players):
                lines = drawn_on(monkeypatch)
                upright = pygame.Surface(scene.table.panels[seat].size)
                scene.paint_card(seat, upright)
                monkeypatch.undo()
                where = (game_id, players, size, diagonal, seat)
                texts = [text for text, _, _, _ in lines]
                for text, rect, surface, drawn in lines:
                    assert not text.endswith("\u2026"), (where, text)
                    assert surface.contains(rect), (where, text, rect, surface)
                    shown = drawn * scene.layouts[seat][1]
                    assert shown >= scene.sizes.min_text - 0.01, (where, text, shown)
                wanted = [seats[seat].name, scene.cards[seat].place, "Final score",
                          str(out.scores[seat]), scene.headline()]
                for name, values in out.breakdown:
                    wanted += [name, str(values[seat])]
                for other in range(players):
                    wanted += [seats[other].name, str(out.scores[other])]
                missing = [w for w in wanted if w not in texts
                           and not (w == scene.headline() and all(
                               word in " ".join(texts) for word in w.split()))]
                assert not missing, (where, missing)


def test_cards_face_their_seats_edges(app):
    """Each card is turned to its edge: the badge drawn at its upright top-left is in the
    seat's colour where the card's turn puts it on the canvas, and the place three badges
    to its right is not."""
    scene = table_results(app, "merchants", 5, (1920, 1080))
    assert any(scale < 1 for _, scale in scene.layouts)  # shown shrunk, and not
    assert any(scale == 1 for _, scale in scene.layouts)
    app.push(scene)
    canvas = app.draw()
    for seat, slot in enumerate(scene.slots):
        orient = scene.table.panels[seat]
        assert orient.rotation == EDGE_ROTATION[slot.split("-")[0]]
        layout, scale = scene.layouts[seat]
        head = layout.header
        badge = pygame.Rect(head.left, head.top, head.height, head.height)
        badge = pygame.Rect(round(badge.x * scale), round(badge.y * scale),
                            round(badge.w * scale), round(badge.h * scale))
        look = app.theme.player(scene.session.seats[seat].colour)
        for rect, on in ((badge.inflate(-badge.w // 3, -badge.h // 3), True),
                         (badge.move(badge.w * 3, 0), False)):
            area = canvas.subsurface(orient.rect_to_canvas(rect))
            seen = pygame.mask.from_threshold(area, look.rgb, (24, 24, 24, 255)).count()
            share = seen / (rect.w * rect.h)
            assert share > 0.3 if on else share < 0.05, (seat, slot, share)


def buttons_at(scene: TableResultsScene, copy: int) -> dict[str, tuple[int, int]]:
    orient = scene.centres[copy]
    return {b.key: orient.rect_to_canvas(b.rect).center for b in scene.centre_buttons()}


def test_the_middle_reads_from_both_long_edges(app):
    """The middle's two copies: one upright for the bottom edge, one turned half round for
    the top, each with the headline and both buttons."""
    scene = table_results(app, "pandorum", 4)
    assert [o.rotation for o in scene.centres] == [0, 180]
    bottom, top = (o.canvas_rect for o in scene.centres)
    assert top.bottom <= bottom.top
    for orient in scene.centres:  # clear of every card
        assert not any(orient.canvas_rect.colliderect(p.canvas_rect)
                       for p in scene.table.panels)


def finish_at_table(app, game_id: str = "pandorum", players: int = 4,
                    read: bool = True) -> TableFingers:
    """A seeded game played by bots to its end, then shown at a table: the play scene's
    end pause passes and the table's results come up; with ``read``, the players read
    them past the moment in which a tap is taken for the last moves' (KeyGuard)."""
    app.settings.table_mode = True
    done = finished_session(game_id, 5, players)
    game = catalogue.get_game(game_id)
    seats = [Seat(s.name, PLAYER_COLOURS[i], None) for i, s in enumerate(done.seats)]
    session = Session(game, seats, done.seed, done.options, done.state)
    session.log = done.log
    fingers = TableFingers.at_table(app, session)
    for _ in range(40):
        fingers.frames(1, dt=0.25)
        if isinstance(app.top, TableResultsScene):
            break
    assert isinstance(app.top, TableResultsScene), app.top
    if read:
        fingers.frames(int(GUARD_SECONDS * 60) + 2)
    return fingers


def test_taps_going_on_from_the_last_moves_do_not_play_again(app):
    """The middle's buttons lie where the board was, under the fingers that made the last
    moves: a finger landing in the screen's first moment is dropped, and each such landing
    starts the moment again (taps every third of a second go on being dropped); the first
    tap after a pause plays again."""
    fingers = finish_at_table(app, read=False)
    scene = app.top
    again = buttons_at(scene, 1)["again"]
    for _ in range(6):
        fingers.tap(again)
        assert app.top is scene
        fingers.frames(18)
    fingers.frames(int(GUARD_SECONDS * 60) - 18 + 4)
    fingers.tap(again)
    assert isinstance(app.top, TableJoinScene)


def test_the_results_at_a_table_go_still_once_read(app):
    """The key guard ages by the table's frames too: left unaged it kept the results
    screen busy (frames run for ever, no idle) and every Enter blocked."""
    scene = table_results(app, "escape", 2)
    app.push(scene)
    for _ in range(60):
        app.step(1 / 30)
    assert not scene.guard.waiting and not scene.busy


def test_a_finished_game_at_a_table_shows_the_table_results(app):
    finish_at_table(app)
    scene = app.top
    assert isinstance(scene, TableResultsScene)
    assert app.canvas.get_size() == scene.size
    assert scene.slots == default_slots(4)


def test_back_to_title_by_a_finger_from_the_top_edge(app):
    fingers = finish_at_table(app)
    scene = app.top
    fingers.tap(scene.table.panels[0].canvas_rect.center)  # a card is no button
    assert app.top is scene
    fingers.tap(buttons_at(scene, 1)["title"])
    assert isinstance(app.top, TitleScene)
    assert app.canvas.get_size() == (1920, 1080)


def test_play_again_by_a_finger_from_the_top_edge(app):
    fingers = finish_at_table(app)
    old = app.top.session
    fingers.tap(buttons_at(app.top, 1)["again"])
    join = app.top
    assert isinstance(join, TableJoinScene)
    assert join.session.seed == old.seed + 1 and not join.session.state.is_over
    assert [s.name for s in join.session.seats] == [s.name for s in old.seats]


def test_play_again_from_the_bottom_edge_too(app):
    fingers = finish_at_table(app, "escape", 2)
    fingers.tap(buttons_at(app.top, 0)["again"])
    assert isinstance(app.top, TableJoinScene)


def test_a_resting_hand_on_a_button_does_nothing(app):
    fingers = finish_at_table(app)
    scene = app.top
    pos = buttons_at(scene, 1)["title"]
    finger = fingers.down(pos)
    fingers.frames(10, dt=0.2)  # held two seconds: a hand, not a tap
    fingers.up(finger, pos)
    assert app.top is scene



def test_screenshot_results_at_a_table(tmp_path, capsys):
    """``screenshot GAME --table --results``: the seats' cards round the picture (the
    bottom seat's card is in its colour along the bottom edge)."""
    from game.__main__ import main

    out = tmp_path / "results.png"
    assert main(["screenshot", "pandorum", "--table", "--results", "--players", "2",
                 "--size", "1920x1080", "--out", str(out)]) == 0
    picture = pygame.image.load(str(out))
    assert picture.get_size() == (1920, 1080)
    app_colour = picture.get_at((960, 1078))[:3]
    from game.engine.theme import Theme

    assert app_colour == Theme.load().player(PLAYER_COLOURS[0]).rgb


@pytest.mark.parametrize(("args", "words"), [
    (["title", "--results"], "--results shows a game's results"),
    (["merchants", "--results", "--auction"], "two different screens"),
])
def test_screenshot_results_is_checked(args, words, tmp_path, capsys):
    from game.__main__ import main

    assert main(["screenshot", *args, "--out", str(tmp_path / "x.png")]) == 2
    assert words in capsys.readouterr().err


def test_a_notice_at_the_results_is_told_in_both_copies_of_the_middle(app, monkeypatch):
    """A toast that comes while the table's results show (the last autosave failed as the
    game ended) is not drawn at the bottom of the window, reading from one edge: each
    copy of the middle tells it in its headline's place, its buttons still there, and
    the headline comes back when its time is out."""
    scene = table_results(app, "merchants", 5, size=(3840, 2160))
    app.push(scene)
    app.step(0.016)
    lines = drawn_on(monkeypatch)
    app.toast("Autosave failed: [Errno 28] No space left on device", error=True)
    app.step(0.016)
    assert not app.toasts.items, "the note is the middle's, not the window's bottom's"
    middle = pygame.Rect((0, 0), scene.middle.size)
    told = [text for text, _, surface, _ in lines if surface == middle]
    assert told.count("Autosave failed: [Errno 28] No space left on device") == 2
    assert told.count("Play again") == told.count("Back to title") == 2
    assert scene.headline() not in told
    red = app.theme.c("error")
    for orient in scene.centres:  # the note's red frame in each copy's pixels
        area = app.canvas.subsurface(orient.canvas_rect)
        assert pygame.mask.from_threshold(area, red, (8, 8, 8, 255)).count() > 100
    lines.clear()
    for _ in range(30):
        app.step(0.25)
    assert not scene.notes
    assert [text for text, _, surface, _ in lines if surface == middle].count(
        scene.headline()) == 2
