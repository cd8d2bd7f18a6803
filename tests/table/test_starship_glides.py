"""Starship Merchants at a table shows what moved: a bot's pawn and mine tokens glide on the
shared board, in the board's turned frame (it faces the deciding seat), and a seat's
credit change rises over its own panel, turned to face it (game/starship/view_table_motion.py,
the table's drawing in game/scenes/table_frames.py). With animations off nothing glides.

Seeded four-seat games of bots (and one person, so the board turns) are played by the app
loop, frame by frame, in a 1080p window."""

from __future__ import annotations

import pygame
import pytest

from game.engine.table.transform import Orient
from game.scenes.table_play import TablePlayScene
from game.starship.view_draw import PAWN_R, pawn_positions
from game.starship.view_motion import Floater, Glide
from tests.starship_ui.driver import session


def start(app, speed: float, humans: int = 0, seed: int = 5) -> TablePlayScene:
    app.settings.animation_speed = speed
    app.settings.bot_delay = 0
    s = session(players=4, humans=humans, seed=seed)
    scene = TablePlayScene(app, s, autosave=False)
    app.push(scene)
    return scene


def board_orient(scene: TablePlayScene) -> tuple[Orient, float]:
    """The board's turn card as the table turns it now (the scene's facing), and the scale
    of the board's picture on it."""
    card = next(c for c in scene.view.table_turn_cards() if c.name == "board")
    rotation = scene.facing()
    orient = Orient(card.upright_size(rotation), rotation, card.rect.topleft)
    return orient, card.rect.width / scene.view.rect.width


def on_board(scene: TablePlayScene, point: tuple[float, float]) -> tuple[int, int]:
    orient, k = board_orient(scene)
    return orient.to_canvas((round(point[0] * k), round(point[1] * k)))


def shows(screen: pygame.Surface, centre: tuple[int, int], radius: int, rgb) -> bool:
    """Whether the square of ``radius`` round ``centre`` holds ``rgb`` (a pawn's colour,
    within the blur of a board scaled down)."""
    for dx in range(-radius, radius + 1):
        for dy in range(-radius, radius + 1):
            pixel = screen.get_at((centre[0] + dx, centre[1] + dy))
            if sum(abs(a - b) for a, b in zip(pixel[:3], rgb, strict=True)) < 30:
                return True
    return False


def test_a_bots_pawn_glides_on_the_turned_board_to_its_new_place(app):
    scene = start(app, 1.0)
    app.settings.bot_delay = 0.3  # (the pawn rests a while after landing)
    view = scene.view
    seen_mid, checked = 0, 0
    for _ in range(3000):
        app.step(1 / 60)
        if app.top is not scene or checked >= 3:
            break
        pawns = [a for a in view.animations if isinstance(a, Glide) and a.piece[0] == "pawn"]
        if not pawns or scene._board_behind:
            continue
        glide = pawns[0]
        seat = glide.piece[1]
        ring = round(PAWN_R * board_orient(scene)[1] * 0.8)  # (round its letter)
        look = view.looks()[seat]
        # where it ends: its resting place on the board, turned toward the deciding seat
        end = on_board(scene, pawn_positions(view.st, view.lay)[seat])
        assert dict(view.glide_ends())[glide.piece] == end
        while glide.t < 0.3 and glide in view.animations:
            app.step(1 / 60)
        if glide.t < 0.6:  # mid-glide: drawn between its ends, on the window
            at = on_board(scene, glide.pos())
            assert shows(app.screen, at, ring, look.rgb)
            assert at != end and at != on_board(scene, glide.start)
            seen_mid += 1
        # it lands there: the settled board shows the pawn at that point
        moves = len(scene.session.log)
        while glide in view.animations:
            app.step(1 / 60)
        for _ in range(60):
            app.step(1 / 60)
            if not scene.animating:
                break
        if len(scene.session.log) == moves and not scene.animating:  # (no move since)
            rest = on_board(scene, pawn_positions(view.st, view.lay)[seat])
            assert shows(app.screen, rest, ring, look.rgb)
            checked += 1
    assert checked >= 3, "no pawn glided"
    assert seen_mid, "no glide was seen between its ends"


def test_a_glide_waits_for_the_boards_new_picture():
    """At a 4K table the board's picture takes frames: the glide starts once it is shown
    (it was two thirds over before it was drawn)."""
    from game.engine.app import App

    app = App(window=(3840, 2160), fullscreen=False, save_settings=False)
    try:
        scene = start(app, 1.0)
        firsts = []
        drawn = False
        for _ in range(900):
            app.step(1 / 60)
            glides = [a for a in scene.view.animations if isinstance(a, Glide)]
            shown = bool(glides) and not scene._board_behind
            if shown and not drawn:
                firsts.append(glides[0].t)
            drawn = shown
        assert len(firsts) >= 3
        assert max(firsts) < 0.1, firsts
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
def test_a_credit_change_rises_inside_its_seats_panel_turned_to_its_edge(size):
    from game.engine.app import App

    app = App(window=size, fullscreen=False, save_settings=False)
    try:
        scene = start(app, 1.0)
        ok = app.theme.c("ok")
        seen: dict[int, int] = {}
        for _ in range(2400):
            app.step(1 / 60)
            if app.top is not scene or len(seen) >= 2:
                break
            floaters = [a for a in scene.view.animations if isinstance(a, Floater)]
            floating = scene.floating()
            if not floaters or not floating or scene._owed or not 0.3 < floaters[0].t < 0.7:
                continue
            for a in floaters:
                if not a.gain:
                    continue
                panel = scene.table.panels[a.seat]
                rects = [rect for rect, _pic, area in floating if area == panel.canvas_rect]
                mine = [f for f in floaters if f.seat == a.seat]
                assert len(rects) == len(mine), f"seat {a.seat}'s rise is not over its panel"
                drawn = rects[mine.index(a)]
                rect = drawn.clip(panel.canvas_rect)
                assert panel.canvas_rect.contains(rect) and rect.width and rect.height
                words = scene.view.floater_picture(a, a.seat, scene.parts[a.seat].game)
                # turned as its panel is: a side seat's words run along its edge
                w, h = words.get_size()
                assert drawn.size == ((h, w) if panel.rotation in (90, 270) else (w, h))
                assert w != h
                half = (rect.width // 2, rect.height // 2)
                assert shows(app.screen, rect.center, min(half) - 1, tuple(ok)[:3]) or \
                    shows(app.screen, (rect.centerx - half[0] // 2, rect.centery - half[1] // 2),
                          min(half) // 2, tuple(ok)[:3]), "the rise is not drawn on the window"
                seen[a.seat] = panel.rotation
        assert seen, "no credits were gained"
        # (mid-game: a results screen over the table would not show its panels)
        assert app.top is scene and not scene.session.state.is_over
        # after the rise, the panel is as the still picture holds it (nothing left over)
        app.settings.bot_delay = 1e6  # (the bots wait)
        for _ in range(200):
            app.step(1 / 60)
            if not any(isinstance(a, Floater) for a in scene.view.animations) and \
                    not scene.animating:
                break
        still = scene.still.surface
        for seat in seen:
            rect = scene.table.panels[seat].canvas_rect
            assert pygame.image.tobytes(app.screen.subsurface(rect), "RGB") == \
                pygame.image.tobytes(still.subsurface(rect), "RGB")
    finally:
        app.close()


def test_with_animations_off_nothing_glides_or_rises(app):
    scene = start(app, 0.0)
    moves = 0
    for _ in range(600):
        app.step(1 / 60)
        if app.top is not scene:
            break
        assert not scene.view.animations
        assert scene.floating() == []
        moves = len(scene.session.log)
    assert moves > 30  # bots played: money changed hands, pawns and mines moved


def test_a_mines_glide_ends_at_its_board_place_or_its_seats_edge_of_the_board(app):
    """A mine token that stays on the board glides to its new place there, turned as the
    board is; one that goes into a seat's panel glides to that seat's side of the board's
    square (its gate), the side nearest the panel."""
    from game.starship.view_table_motion import panel_mines

    scene = start(app, 1.0)
    view = scene.view
    to_board = to_seat = 0
    for _ in range(6000):
        app.step(1 / 60)
        if app.top is not scene or (to_board and to_seat >= 3):
            break
        mines = [a for a in view.animations if isinstance(a, Glide) and a.piece[0] == "mine"
                 and a.t == 0.0]
        if not mines:
            continue
        ends = dict(view.glide_ends())
        board = {s.ref: s.rect.center for s in view.spots() if s.kind == "mine"}
        held = panel_mines(view.st)
        square = view._square
        for glide in mines:
            token = glide.piece[1]
            end = ends[glide.piece]
            if token in board:
                assert end == on_board(scene, board[token])
                to_board += 1
            else:
                panel = scene.table.panels[held[token]].canvas_rect
                assert square.collidepoint(end)
                # nearer the seat's panel than any other side of the square is
                gaps = {"left": end[0] - square.left, "right": square.right - end[0],
                        "top": end[1] - square.top, "bottom": square.bottom - end[1]}
                side = min(gaps, key=gaps.get)
                towards = {"left": panel.right <= square.left,
                           "right": panel.left >= square.right,
                           "top": panel.bottom <= square.top,
                           "bottom": panel.top >= square.bottom}
                assert towards[side], (side, panel, square, end)
                to_seat += 1
    assert to_seat >= 3, "no mine went into a seat's panel"


def test_a_seats_panel_shows_its_tokens_again_once_their_glide_has_landed(app):
    """A seat panel leaves out its mine tokens in flight (they glide over the table) and
    shows them once landed: its key says which fly. Without them in it, a panel painted
    while one flew kept it missing after the landing until the panel changed for another
    reason (found by the news patches, which no longer repaint every waiting panel each
    move). Checked after each landing: every waiting seat's panel, as the window's still
    picture shows it, is the panel painted whole afresh."""
    from functools import partial

    from game.engine.table.panel import RotatedPanel

    scene = start(app, 1.0)
    view = scene.view
    landed = checked = 0
    flew = False
    for _ in range(6000):
        app.step(1 / 60)
        if app.top is not scene or landed >= 5:
            break
        flying = view.flying()
        if flying:
            flew = flew or any(kind == "mine" for kind, _ in flying)
            continue
        if not flew or scene.still_busy:
            continue
        flew = False
        landed += 1
        acting = scene.acting_seats()
        for seat, panel in enumerate(scene.panels):
            if seat in acting:
                continue
            key = scene.panel_key(seat, acting)
            fresh = RotatedPanel(panel.orient).get(key, partial(scene.paint_panel, seat, False))
            still = scene.still.surface.subsurface(panel.orient.canvas_rect)
            assert pygame.image.tobytes(still, "RGB") == pygame.image.tobytes(
                fresh, "RGB"), f"seat {seat}'s panel after landing {landed}"
            checked += 1
    assert landed >= 5 and checked >= 10, "too few mine glides landed to tell"


@pytest.mark.parametrize("table", [False, True])
def test_instant_bots_play_no_move_over_a_glide_they_started(app, monkeypatch, table):
    """With no bot delay, bots play every ready decision a frame (within a time budget)
    only until a move starts an animation: the next waits for it to land. (Played on
    over the glide, moves jumbled their glides, and how far a game got in a frame hung
    on the machine's load: a test met a game over where it looked for a credit change.)
    The budget's clock is stopped here, so only the animation can end a frame's run."""
    import types

    import game.scenes.play_bots as play_bots
    from game.scenes.play import PlayScene

    monkeypatch.setattr(play_bots, "time", types.SimpleNamespace(monotonic=lambda: 0.0))
    app.settings.animation_speed = 1.0
    app.settings.bot_delay = 0
    s = session(players=4, humans=0, seed=5)
    scene = TablePlayScene(app, s, autosave=False) if table else PlayScene(app, s,
                                                                           autosave=False)
    app.push(scene)
    played: list[tuple[int, bool]] = []  # (frame, whether the board moved after it)
    apply = scene.apply

    def recorded(action):
        events = apply(action)
        played.append((app.frames, scene.view.animating))
        return events

    monkeypatch.setattr(scene, "apply", recorded)
    for _ in range(400):
        app.step(1 / 60)
    frames = [f for f, _moved in played]
    assert len(played) >= 6 and any(moved for _f, moved in played)
    for (frame, moved), later in zip(played, frames[1:], strict=False):
        assert not (moved and later == frame), f"frame {frame} played a move over a glide"
