"""The board-view base on its own, with a tiny Nim board: targets become the focus ring,
selection follows the decision, layers are painted once per change, refusals carry the
rules' reason, animations tick in update."""

from __future__ import annotations

import pygame

from game.core.session import Seat, Session
from game.engine.boardview import BoardView, Target, Tween
from game.engine.widgets import Button
from tests.ui.nim import Take


class NimBoard(BoardView):
    """Three heaps of "take n" targets; a Take button when one is selected."""

    LAYERS = ("board", "state")

    def __init__(self, session, app):
        self.painted: list[str] = []
        super().__init__(session, app)
        self.layout(pygame.Rect(0, 100, 1450, 980))

    def targets(self):
        return [Target(("take", n), pygame.Rect(100 * n, 200, 80, 80),
                       lambda n=n: self.select(("take", n)), acts=n == 3)
                for n in (1, 2, 3)]

    def buttons(self):
        out = [Button((600, 600, 200, 80), "Cancel", self.cancel, key="cancel")]
        if self.selected is not None:
            out.insert(0, Button((300, 600, 200, 80), "Take", lambda: None, style="primary",
                                 key="take"))
        return out

    def animate(self, events):
        return [Tween(seconds=0.5)]

    def layer_key(self, name, viewer):
        return tuple(self.rect) if name == "board" else super().layer_key(name, viewer)

    def paint_board(self, surface, viewer):
        self.painted.append("board")
        surface.fill((1, 2, 3), self.rect)

    def paint_state(self, surface, viewer):
        self.painted.append("state")
        self.cached_panel(surface, "heap", pygame.Rect(10, 110, 50, 50),
                          self.session.state.heap,
                          lambda s: self.painted.append("heap") or s.fill((9, 9, 9),
                                                                        (10, 110, 50, 50)))


def _board(app, nim) -> NimBoard:
    session = Session.start(nim, [Seat("Ann", "red"), Seat("Bo", "blue")], 1, {"heap": 10})
    view = NimBoard(session, app)
    view.actor = 0
    return view


def test_focus_ring_order_and_selection_follow_the_decision(nim, app):
    view = _board(app, nim)
    keys = [w.key for w in view.widgets()]
    assert keys == [("take", 3), ("take", 1), ("take", 2), "cancel"]
    assert view.widgets() is view.widgets()  # built once per version
    view.current_targets()[0].choose()
    assert view.selected == ("take", 1)
    # a choice waiting to be confirmed: what completes it, its button, Cancel, the rest
    assert [w.key for w in view.widgets()] == [("take", 3), "take", "cancel", ("take", 1),
                                               ("take", 2)]
    view.select(("take", 1))  # selecting it again drops it
    assert view.selected is None
    view.select(("take", 2))
    view.session.apply(Take(1))
    view.on_events([])
    assert view.selected is None  # the decision moved on
    view.select(("take", 2))
    view.actor = None
    assert view.selected is None and view.widgets() == []


def test_a_right_click_never_chooses_it_drops_the_selection(nim, app):
    """A right click on a target steps back, as Cancel and Escape do; before, the base
    took it as a left click and chose (a move made by the button meant to undo a choice)."""
    view = _board(app, nim)
    target = view.current_targets()[0]
    assert view.pointer_down(target.rect.center, button=3)
    assert view.selected is None  # not chosen
    view.select(("take", 2))
    assert view.pointer_down(target.rect.center, button=3)
    assert view.selected is None  # dropped, and ("take", 1) not chosen in its place
    assert view.pointer_down(target.rect.center, button=1)
    assert view.selected == ("take", 1)  # the left click still chooses


def test_layers_are_painted_once_per_change(nim, app):
    view = _board(app, nim)
    surface = pygame.Surface((1920, 1080))
    for _ in range(3):
        view.draw(surface, 0)
    assert view.painted == ["board", "state", "heap"]
    view.select(("take", 1))
    view.draw(surface, 0)
    assert view.painted[3:] == ["state"]  # the heap panel shows the same: not repainted
    assert surface.get_at((20, 120))[:3] == (9, 9, 9)
    view.session.apply(Take(2))
    view.on_events([])
    view.draw(surface, 0)
    assert view.painted[4:] == ["state", "heap"]


def test_animations_tick_in_update_and_repaint_when_they_land(nim, app):
    app.settings.animation_speed = 1.0
    view = _board(app, nim)
    view.session.apply(Take(1))
    view.on_events([])
    assert view.animating
    before = view.layers_key(0)
    view.update(0.3)
    assert view.animating and view.layers_key(0) == before
    view.update(0.3)
    assert not view.animating and view.layers_key(0) != before


def test_explain_gives_the_rules_reason(nim, app):
    view = _board(app, nim)
    heap = view.session.state.heap
    assert view.explain(Take(1)) is None
    assert view.explain(Take(9)) == "Take one, two or three stones."  # the rules' words
    assert view.session.state.heap == heap  # tried on a copy
    view.actor = None
    assert view.not_acting_reason() == "It is not your turn."


def test_act_drops_the_selection_and_reports_whether_the_rules_took_it(nim, app):
    view = _board(app, nim)
    taken: list = []
    view.on_submit = lambda action: taken.append(action) or len(taken) == 1
    view.select(("take", 2))
    version = view.version
    assert view.act(Take(2)) is True
    assert view.selected is None and view.version > version and taken == [Take(2)]
    view.select(("take", 1))
    assert view.act(Take(1)) is False  # refused: still no selection
    assert view.selected is None


def test_seen_is_each_viewers_visible_state_worked_out_once_per_position(nim, app):
    view = _board(app, nim)
    calls: list = []
    real = view.visible_state
    view.visible_state = lambda viewer: calls.append(viewer) or real(viewer)
    first = view.seen(0)
    assert view.seen(0) is first and view.seen(None) is view.session.state
    assert calls == [0, None]  # each viewer once
    view.session.apply(Take(1))
    view.on_events([])  # the position moved on: worked out again
    assert view.seen(0) is not first and calls == [0, None, 0]
