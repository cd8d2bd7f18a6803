"""A waiting seat's panel whose news alone changed repaints only its words rectangle.

After every move each seat that does not decide reads the log's newest lines in its panel
(``SeatNotes.news_for``). Repainted and turned whole for them, every waiting panel of a 4K
table cost a whole panel a move; a :class:`~game.engine.table.panel.Patch` paints the
words rectangle alone upright, turns only it into the kept picture, and the still picture
and the window copy only it. The picture must be the one a whole repaint makes, at every
edge (a long edge's seat unturned and half turned, a short edge's a quarter turn either
way)."""

from __future__ import annotations

from functools import partial

import pygame
import pytest

from game.core import catalogue
from game.core.bots import make_bot
from game.engine.table.panel import PAINT_MS, QUARTER_MS, Patch, RotatedPanel, Step
from game.engine.table.transform import Orient
from game.scenes.table_notes import NEWS_MS, PanelKey
from game.scenes.table_play import TablePlayScene
from game.screenshot import bot_session

BOX = pygame.Rect(60, 10, 30, 20)


def gradient(surface, rect, colour):
    """``rect`` of ``surface`` in a gradient (a rectangle turned or put wrong shows)."""
    for x in range(rect.left, rect.right):
        for y in range(rect.top, rect.bottom):
            surface.set_at((x, y), (colour[0], (colour[1] + 3 * x) % 256,
                                    (colour[2] + 5 * y) % 256))


def whole(colour, words):
    """A panel's whole paint: a gradient of ``colour``, and one of ``words`` in
    :data:`BOX`."""
    def paint(surface):
        gradient(surface, surface.get_rect(), (colour, 0, 0))
        gradient(surface, BOX, words)
    return paint


def box_patch(outside, words, log):
    """A patch painting :data:`BOX` as :func:`whole` does with ``words``."""
    def paint(surface):
        log.append("box")
        gradient(surface, BOX, words)
    return Patch(outside, BOX, (Step(0.5, lambda _s: log.append("laid out")), Step(0.25, paint)))


@pytest.mark.parametrize("rotation", [0, 90, 180, 270])
def test_a_patch_repaints_only_its_rectangle_and_makes_the_whole_picture(rotation):
    orient = Orient((100, 40), rotation, (7, 9))
    panel = RotatedPanel(orient)
    log: list[str] = []
    panel.get(("shown", "a"), whole(10, (200, 0, 0)), box_patch("shown", (200, 0, 0), log))
    assert panel.paints == 1 and panel.patches == 0 and log == []
    key, patch = ("shown", "b"), box_patch("shown", (0, 0, 200), log)
    assert panel.ahead(key, whole(10, (0, 0, 200)), patch) == 0.5
    panel.prepare(key, whole(10, (0, 0, 200)), patch)
    assert log == ["laid out"] and not panel.ready(key)
    turn = QUARTER_MS if rotation in (90, 270) else 1.5 if rotation == 180 else 0.0
    assert panel.ahead(key, whole(10, (0, 0, 200)), patch) == pytest.approx(
        0.25 + turn * BOX.width * BOX.height / 1e6)
    panel.prepare(key, lambda s: pytest.fail("painted whole"), patch)
    assert panel.ready(key) and panel.paints == 1 and panel.patches == 1
    fresh = RotatedPanel(orient).get(key, whole(10, (0, 0, 200)))
    assert pygame.image.tobytes(panel.picture, "RGB") == pygame.image.tobytes(fresh, "RGB")
    # what the panel shows outside the rectangle changed: painted whole
    key = ("other", "b")
    panel.get(key, whole(99, (0, 0, 200)), box_patch("other", (0, 0, 200), log))
    assert panel.paints == 2 and panel.patches == 1
    # drawn into a canvas, the rectangle alone where it lies
    canvas = pygame.Surface((140, 140))
    drawn = panel.blit(canvas, key, whole(99, (0, 0, 200)), area=BOX)
    assert drawn == orient.rect_to_canvas(BOX)
    assert canvas.get_at(orient.to_canvas(BOX.topleft))[:3] == (0, 180, 250)
    assert canvas.get_at(orient.to_canvas((0, 0)))[:3] == (0, 0, 0)


def test_a_patch_waits_while_a_whole_paint_is_under_way():
    """A whole paint begun (the upright surface is not the picture's now) is finished
    whole: a patch for the picture's old ``outside`` would keep half a new panel."""
    panel = RotatedPanel(Orient((100, 40), 90))
    log: list[str] = []
    steps = [Step(1.0, whole(10, (1, 1, 1))), Step(1.0, lambda s: s.fill((9, 9, 9), BOX))]
    panel.get("a", steps, box_patch("shown", (1, 1, 1), log))
    panel.prepare("b", [Step(1.0, whole(50, (2, 2, 2))), steps[1]],
                  box_patch("new", (2, 2, 2), log))  # a whole paint's first step
    assert not panel.patches_with(box_patch("shown", (3, 3, 3), log))
    panel.get("c", steps, box_patch("shown", (3, 3, 3), log))
    assert panel.patches == 0 and panel.paints == 2 and log == []


def settle(app, scene, limit=300, strict=True):
    """Frames until nothing moves or waits (``strict`` False: at most ``limit`` of them,
    a Merchants auction's countdown runs on)."""
    for _ in range(limit):
        app.step(1 / 60)
        if not scene.animating and not scene.view.animating:
            return
    assert not strict, "the table does not settle"


def table(app, game_id):
    """A 4K table of ``game_id`` at its largest count, every seat a person's, mid-game."""
    players = catalogue.get_game(game_id).max_players
    session = bot_session(game_id, 2, players, moves=20, humans=players)
    scene = TablePlayScene(app, session, size=(3840, 2160), autosave=False)
    app.push(scene)
    settle(app, scene)
    return scene


def play(scene, moves):
    """The next move, by a seeded random bot (through the scene: its log takes it)."""
    session = scene.session
    seat = sorted(session.state.pending_seats())[0]
    scene.apply(make_bot(session.game, "random", seat, moves).choose(session.state.view(seat)))


def test_a_news_only_change_repaints_the_words_rectangle_alone(app, monkeypatch):
    """Every waiting seat whose panel shows the same but for its news after a move: its
    game's part and frame are not painted again, its words rectangle is, and only that
    rectangle is copied to the still picture (and so to the window)."""
    scene = table(app, "escape")
    heads: list[int] = []
    boxes: list[int] = []
    real_head, real_box = scene.paint_head, scene.paint_box
    monkeypatch.setattr(scene, "paint_head", lambda seat, *a: (heads.append(seat),
                                                               real_head(seat, *a)))
    monkeypatch.setattr(scene, "paint_box", lambda seat, box, surface: (
        boxes.append(seat) if surface is not None else None, real_box(seat, box, surface)))
    changed: list[pygame.Rect] = []
    real_update = scene.still.update

    def update(*args, **kwargs):
        rects, left = real_update(*args, **kwargs)
        changed.extend(rects)
        return rects, left

    monkeypatch.setattr(scene.still, "update", update)
    news_only = 0
    for moves in range(8):
        before = {s: scene.panel_key(s, scene.acting_seats()) for s in range(4)}
        play(scene, moves)
        heads.clear(), boxes.clear(), changed.clear()
        settle(app, scene)
        after = {s: scene.panel_key(s, scene.acting_seats()) for s in range(4)}
        for seat in range(4):
            if after[seat].shown != before[seat].shown or after[seat] == before[seat]:
                continue
            news_only += 1
            assert seat not in heads, f"seat {seat}'s panel was painted whole for its news"
            assert seat in boxes
            orient = scene.table.panels[seat]
            parts = scene.parts[seat]
            box = orient.rect_to_canvas(parts.prompt.union(parts.buttons))
            assert box in changed and orient.canvas_rect not in changed
            assert box.width * box.height < 0.4 * orient.canvas_rect.width * \
                orient.canvas_rect.height
    assert news_only >= 6, "too few waiting seats read news alone"


@pytest.mark.parametrize("game_id", ["escape", "starship", "pandorum", "merchants"])
def test_a_patched_panel_is_the_panel_painted_whole(app, game_id):
    """After each move, each panel the news patched is, pixel for pixel, the panel
    painted and turned whole, and so is its place in the still picture: a long edge's
    seat unturned and half turned and a short edge's turned both ways (Merchants: half
    a long edge's too). (Starship's seat panel leaves its tokens in flight out: its
    key, ``StarshipTable.table_seat_key``, says which, or a panel painted while one flew
    showed it missing until the key changed, news or not.)"""
    scene = table(app, game_id)
    checked: set[int] = set()
    for moves in range(10):
        patched = [(p.paints, p.patches) for p in scene.panels]
        play(scene, moves)
        settle(app, scene, 60, strict=False)
        acting = scene.acting_seats()
        for seat, panel in enumerate(scene.panels):
            key = scene.panel_key(seat, acting)
            if patched[seat] != (panel.paints, panel.patches - 1) or not panel.ready(key):
                continue  # (not patched by this move, or painted whole after)
            assert isinstance(key, PanelKey) and seat not in acting
            fresh = RotatedPanel(panel.orient).get(
                key, partial(scene.paint_panel, seat, False))
            assert pygame.image.tobytes(panel.picture, "RGB") == pygame.image.tobytes(
                fresh, "RGB"), f"seat {seat} ({panel.orient.rotation} degrees) differs"
            still = scene.still.surface.subsurface(panel.orient.canvas_rect)
            assert pygame.image.tobytes(still, "RGB") == pygame.image.tobytes(fresh, "RGB")
            checked.add(panel.orient.rotation)
    assert checked == {0, 90, 180, 270}


def test_the_news_step_is_costed_by_its_rectangle(app):
    """The budget sees a patch's step, not a whole panel's: the words laid out and drawn
    in the rectangle and the rectangle turned, a small share of the panel's paint and
    turn."""
    scene = table(app, "escape")
    acting = scene.acting_seats()
    side = next(s for s, p in enumerate(scene.panels) if p.orient.rotation in (90, 270)
                and s not in acting)
    key = scene.panel_key(side, acting)
    patch = scene.news_patch(side, key, acting)
    assert patch is not None and patch.outside == key.shown
    assert scene.news_patch(acting[0], scene.panel_key(acting[0], acting), acting) is None
    news = key._replace(news=(("Someone did something new.", "text_dim"),))
    panel = scene.panels[side]
    whole = scene.panel_steps(side, False, acting)
    area = patch.rect.width * patch.rect.height / 1e6
    assert [step.cost for step in patch.steps] == [pytest.approx(NEWS_MS + PAINT_MS * area)]
    step = panel.ahead(news, whole, patch)
    assert step == pytest.approx(patch.steps[0].cost + QUARTER_MS * area)
    assert step < 0.5 * (sum(s.cost for s in whole) + QUARTER_MS * panel.megapixels)
    panel.prepare(news, whole, patch)
    assert panel.ready(news) and panel.patches == 1
