"""The board-view base: what every game's board does the same way.

A game's view (``game/<id>/view.py``) subclasses :class:`BoardView` and supplies only what
is its own: which things may be touched now (:meth:`BoardView.targets`, one
:class:`~game.engine.boardview.targets.Target` vocabulary), the prompt's buttons, how its
layers and pieces look, and what moves after an action. The base owns:

* **selection** (``selected``: the key of the thing being acted with), dropped whenever the
  decision moves on (an action, another actor, undo/load), unless :meth:`keeps` says so;
* **hover** (``hover``: the key under the mouse pointer) and the **keyboard focus ring**
  (every focusable target becomes a :class:`~game.engine.widgets.BoardTarget` widget, in
  the order listed, then the buttons);
* **cancel** (drops the selection), **refusal toasts** with the rules' own reason
  (:meth:`explain`: the state's ``why_not``/``explain`` call, else the
  ``IllegalActionError`` the rules raise for the action on a copy of the state), never a
  reason guessed by the view;
* **animation ticking** (``animations``: :class:`~game.engine.boardview.motion.Tween`
  objects started by :meth:`animate` after each action, advanced in ``update``);
* **layered drawing with caches**: ``LAYERS`` names opaque layers, bottom first; layer *n*
  is a copy of layer *n-1* with ``paint_<name>(surface, viewer)`` drawn on it, repainted
  only when its :meth:`layer_key` changes (by default the view's ``version``, bumped by
  :meth:`touch` whenever the state, the selection, the actor or the layout changes). A
  frame copies the top layer and draws only what moves (:meth:`draw_moving`).
  :meth:`paint_ahead` spreads a repaint over the frames before the one that shows it,
  within a time budget a frame: first the panels it needs (:meth:`cached_panel`, each into
  its own cache, off the layers), then the layers; the screen keeps the last picture
  meanwhile, so no frame shows half of a repaint.

``draw`` never changes view state (tests/ui/test_draw_is_pure.py): everything it reads is
settled by input, ``update``, ``on_events`` and ``state_changed``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.decisions import DecisionStack
from game.core.protocol import Action, Event, IllegalActionError, name_seats
from game.engine.boardview.memo import Memo
from game.engine.boardview.motion import Tween
from game.engine.boardview.moving import Moving
from game.engine.boardview.pictures import copy_area
from game.engine.boardview.targets import Target, ring_order, target_at
from game.engine.draw import display_picture
from game.engine.gameview import GameView
from game.engine.layers import Layer
from game.engine.widgets import Widget

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App


@dataclass
class _Ahead:
    """A pass of :meth:`BoardView.paint_ahead`: its deadline, the bottom layer's picture
    (what lies under every panel; None while that layer is stale too), whether a panel it
    met is still to be painted, how many it painted, and the panel being painted (its
    name and when it began: its cost is known when the next one is asked for)."""

    deadline: float
    bottom: pygame.Surface | None
    missing: bool = False
    painted: int = 0
    current: tuple[str, float] | None = None


class BoardView(GameView):
    """Base of the board views; see the module docstring for what it owns."""

    draws_background = True
    #: cached opaque layers, bottom first; each painted by ``paint_<name>(surface, viewer)``
    LAYERS: tuple[str, ...] = ("board",)
    #: a view whose ``paint_<name>`` may run on a scratch surface to paint its panels ahead
    #: (:meth:`paint_ahead`); it then draws only its panels while :attr:`painting_ahead`
    PAINTS_AHEAD = False
    #: cached panels (by name, or a name's prefix before ":") that show an action's result
    #: early: each is put on the screen the frame it is painted ahead
    #: (:meth:`early_pictures`), while the rest of the repaint is still painted; opaque
    #: panels on the bottom layer alone, with nothing drawn over them in the layer, so
    #: that the canvas holds the layer's pixels there
    SHOW_EARLY: tuple[str, ...] = ()

    def __init__(self, session: Session, app: App) -> None:
        #: answers worked out once per position (:meth:`seen`, a view's sorted options)
        self.memo = Memo()
        self._actor: int | None = None
        #: the key of the thing the player is acting with (a ship, a card...), or None
        self.selected: Hashable | None = None
        #: the key of the thing under the mouse pointer, or None
        self.hover: Hashable | None = None
        self.animations: list[Tween] = []
        #: bumped by :meth:`touch`: targets, widgets and every cached layer are rebuilt
        self.version = 0
        #: bumped when an animation lands: layers repaint (a piece that waited for its
        #: animation is drawn at rest again), targets and widgets stay
        self.landings = 0
        self._layers: dict[str, Layer] = {}
        self._panels: dict[str, tuple[Hashable, pygame.Surface]] = {}
        self._ahead: _Ahead | None = None
        self._scratch: pygame.Surface | None = None
        #: panels painted ahead of their layer, all told (tests and the benchmark)
        self.panels_ahead = 0
        #: seconds each panel (by name) took when last painted ahead: a pass starts a
        #: panel only if it ends by the deadline (a drawing cache, not view state)
        self.ahead_costs: dict[str, float] = {}
        #: the :attr:`SHOW_EARLY` panels the last :meth:`paint_ahead` pass painted:
        #: name -> (canvas rect, picture) (a drawing cache, not view state)
        self._early: dict[str, tuple[pygame.Rect, pygame.Surface]] = {}
        self._targets: tuple[int, list[Target]] | None = None
        #: (version, the focus ring, how many of its head finish the decision)
        self._widgets: tuple[int, list[Widget], int] | None = None
        #: what moves, as last built (:meth:`moving_once`; a drawing cache)
        self._moving: tuple[Hashable, Moving | None] | None = None
        super().__init__(session, app)

    # ------------------------------------------------------------------ who acts
    @property
    def actor(self) -> int | None:
        return self._actor

    @actor.setter
    def actor(self, seat: int | None) -> None:
        if seat != self._actor:
            self._actor = seat
            self.decision_moved()

    def seen(self, viewer: int | None) -> Any:
        """:meth:`visible_state` of ``viewer``, worked out once per position (each
        viewer's kept until the version, the log or the state changes)."""
        key = (self.version, len(self.session.log), id(self.session.state))
        return self.memo.within("seen", key, viewer, lambda: self.visible_state(viewer))

    # ------------------------------------------------------------------ changes
    def touch(self) -> None:
        """Something the picture or the targets depend on changed: repaint, rebuild."""
        self.version += 1
        self._targets = None
        self._widgets = None
        self.dirty = True

    def words_changed(self) -> None:
        """The hints' wording changed: the layers repaint; the targets and the focus
        ring stay (a key is being handled with them)."""
        targets, widgets = self._targets, self._widgets
        self.touch()
        if targets is not None:
            self._targets = (self.version, targets[1])
        if widgets is not None:
            self._widgets = (self.version, widgets[1], widgets[2])

    def keeps(self, selected: Hashable) -> bool:
        """Whether a selection survives the decision moving on (default: never)."""
        return False

    def decision_moved(self) -> None:
        """An action happened, the actor changed or the state was replaced."""
        if self.selected is not None and not self.keeps(self.selected):
            self.selected = None
        self.touch()

    def select(self, key: Hashable | None, toggle: bool = True) -> None:
        """Select ``key`` (None: nothing); with ``toggle``, selecting the selected thing
        again drops it."""
        self.selected = None if toggle and key == self.selected else key
        self.touch()

    def sel(self, kind: str) -> Any:
        """What is selected of ``kind``, for a view whose selection keys are (kind, ref)
        tuples (("ship", field), ("card", id)...): the ref, or None."""
        s = self.selected
        return s[1] if isinstance(s, tuple) and s[0] == kind else None

    def cancel(self) -> bool:
        """Drop the selection; False when there was none."""
        if self.selected is None:
            return False
        self.select(None)
        return True

    def act(self, action: Action) -> bool:
        """Take ``action`` (the selection ends with it); whether the rules took it."""
        self.selected = None
        self.touch()
        return self.submit(action)

    def layout(self, rect: pygame.Rect) -> None:
        super().layout(rect)
        self._layers = {}
        self._panels = {}
        self.arrange(self.rect)
        if self.PAINTS_AHEAD:
            self.scratch()
        self.touch()

    def arrange(self, rect: pygame.Rect) -> None:
        """Compute the view's geometry for ``rect`` (override)."""

    def on_events(self, events: Sequence[Event]) -> None:
        """After every action: drop the selection, start animations, repaint."""
        super().on_events(events)
        if self.app.settings.animation_speed > 0:
            self.animations += self.animate(events)
        else:
            self.animate(events)  # views keep their before/after pictures in step
        self.decision_moved()

    def state_changed(self) -> None:
        """Undo or load: no animation, no selection, everything repainted."""
        super().state_changed()
        self.animations = []
        self.selected = None
        self.restart()
        self.touch()

    def animate(self, events: Sequence[Event]) -> list[Tween]:
        """The animations for what just happened (override); also called with animations
        off, so a view can update what it compares against."""
        return []

    def restart(self) -> None:
        """The state was replaced (undo, load): forget what animations compare against."""

    # ------------------------------------------------------------------ animation
    def update(self, dt: float) -> None:
        if not self.animations:
            return
        speed = max(0.05, self.app.settings.animation_speed)
        for tween in self.animations:
            tween.advance(dt, speed)
        running = [a for a in self.animations if not a.finished]
        landed = len(running) != len(self.animations)
        self.animations = running
        if landed:
            self.landings += 1
        self.dirty = True

    @property
    def animating(self) -> bool:
        return bool(self.animations)

    # ------------------------------------------------------------------ targets
    def targets(self) -> list[Target]:
        """What the actor may touch now, in focus-ring order (override)."""
        return []

    def buttons(self) -> list[Widget]:
        """The prompt's buttons for the current decision (override)."""
        return []

    def current_targets(self) -> list[Target]:
        """:meth:`targets`, built once per ``version``."""
        if self._targets is None or self._targets[0] != self.version:
            self._targets = (self.version, self.targets() if self.actor is not None else [])
        return self._targets[1]

    def widgets(self) -> list[Widget]:
        """The focus ring, built once per version (:func:`~game.engine.boardview.
        targets.ring_order`: what completes the decision leads; a choice waiting to be
        confirmed puts its target (:meth:`chosen_target`), its primary buttons and
        Cancel first)."""
        if self._widgets is None or self._widgets[0] != self.version:
            buttons = self.buttons() if self.actor is not None else []
            built, finishing = ring_order(
                [t for t in self.current_targets() if t.focus], buttons, self.point_at,
                self.selected is not None, self.chosen_target(),
                lambda b: getattr(b, "on_click", None) == self.cancel)
            self._widgets = (self.version, built, finishing)
        return self._widgets[1]

    def chosen_target(self) -> Hashable | None:
        """The key of the target that stands for the selection (a destination chosen and
        waiting to be confirmed), or None (override: the default, a target whose key is
        the selection)."""
        return self.selected

    # ------------------------------------------------------------------ steps (keyboard)
    def choice(self) -> Hashable | None:
        """The thing chosen for the decision's next step: the selection."""
        return self.selected

    def finishing_widgets(self) -> list[Widget]:
        """The head of the focus ring: the targets that complete the decision and the
        primary buttons (what a choice's next step offers to finish it)."""
        widgets = self.widgets()
        assert self._widgets is not None
        return widgets[:self._widgets[2]]

    def step_back(self) -> bool:
        """The menu key with a selection: drop it (a step back), as a right click does."""
        return self.cancel()

    # ------------------------------------------------------------------ input
    def pointer_down(self, pos: tuple[int, int], button: int = 1) -> bool:
        """A click the focus widgets did not take: a target that is not in the focus
        ring, else :meth:`touch_elsewhere` (details, reasons), else cancel. A right click
        on the board never chooses: it steps back (:meth:`step_back`: drops what was
        chosen, as Cancel and Escape do), wherever it lands."""
        if not self.rect.collidepoint(pos):
            return False
        self.noticed("pointer")
        if button == 3:
            self.step_back()
            return True
        target = target_at(self.current_targets(), pos)
        if target is not None:
            target.choose()
            return True
        return self.touch_elsewhere(pos) or self.cancel()

    def touch_elsewhere(self, pos: tuple[int, int]) -> bool:
        """A click on no target: show details or say why not (override); True if used."""
        return False

    def pointer_move(self, pos: tuple[int, int], pressed: bool = False) -> bool:
        """Track the hovered key (never consumes the event); note a pointer player."""
        if not pressed:
            self.noticed("pointer")
        key = None if pressed else self.hover_key(pos)
        if key != self.hover:
            self.hover = key
            self.dirty = True
        return False

    def hover_key(self, pos: tuple[int, int]) -> Hashable | None:
        """The key under the pointer (default: a target's)."""
        target = target_at(self.current_targets(), pos)
        return None if target is None else target.key

    def point_at(self, key: Hashable | None) -> None:
        """The keyboard focus came onto the target ``key`` (None: it left the board's
        targets): show what pointing at it shows (:meth:`focus_hover`), so that a player
        without a mouse reads a thing before choosing it too."""
        hover = None if key is None else self.focus_hover(key)
        if hover != self.hover:
            self.hover = hover
            self.dirty = True

    def focus_hover(self, key: Hashable) -> Hashable | None:
        """The hover key that stands for the focused target ``key`` (default: the key
        itself, for views whose hover keys are their targets' keys; None: nothing)."""
        return key

    # ------------------------------------------------------------------ refusals
    def explain(self, action: Action) -> str | None:
        """The rules' reason why ``action`` cannot be taken now (None: it can): the
        decision stack's ``why_not``, else (a state not on the stack, such as the test
        games) the reason of the ``IllegalActionError`` the rules raise on a copy."""
        state = self.session.state
        if isinstance(state, DecisionStack):
            reason = state.why_not(action)
        else:
            try:
                state.clone().apply(action)
                return None
            except IllegalActionError as exc:
                reason = exc.reason
        return None if reason is None else name_seats(str(reason), self.names())

    def refuse(self, reason: str) -> None:
        """Say no: a red toast with the error sound."""
        self.toast(reason, error=True)

    def not_acting_reason(self) -> str:
        return "The game is over." if self.session.state.is_over else "It is not your turn."

    # ------------------------------------------------------------------ drawing
    def layer_key(self, name: str, viewer: int | None) -> Hashable:
        """What layer ``name`` shows (override to cache a layer longer than a version:
        the static board depends only on the layout)."""
        return (self.version, self.landings, viewer)

    def layers_key(self, viewer: int | None) -> tuple[Hashable, ...]:
        """The keys of every layer, bottom first: the picture of the cached layers."""
        return tuple(self.layer_key(name, viewer) for name in self.LAYERS)

    def top_layer(self, viewer: int | None) -> pygame.Surface:
        """The top cached layer (each layer painted over a copy of the one below)."""
        below: pygame.Surface | None = None
        keys = self.layers_key(viewer)
        for k, name in enumerate(self.LAYERS):
            layer = self._layers.get(name)
            if layer is None:
                layer = self._layers[name] = Layer(self.rect)
            below = layer.get(keys[:k + 1], self._painter(name, viewer, below))
        assert below is not None, "a BoardView needs at least one layer"
        return below

    def cached_panel(self, surface: pygame.Surface, name: str, rect: pygame.Rect,
                     key: Hashable, paint: Callable[[pygame.Surface], object],
                     opaque: bool = False) -> None:
        """Draw a panel (a HUD, a seat panel) from its own small cache while a layer is
        painted: ``paint(surface)`` runs only when ``key`` (everything the panel shows)
        changed, so repainting a layer after an action redraws only the panels the action
        changed. The panel must lie on the bottom layer alone (nothing else under it).
        While :attr:`painting_ahead`, only the cache is filled (within the pass's time).
        ``opaque``: ``paint`` covers every pixel of ``rect`` (what lies under it is not
        copied there first)."""
        full = (key, tuple(rect), self.layer_key(self.LAYERS[0], None))
        entry = self._panels.get(name)
        ahead = self._ahead
        if entry is not None and entry[0] == full:
            if ahead is None:
                surface.blit(entry[1], rect)
            return
        if ahead is not None:
            if ahead.bottom is None:  # the layer under it changes too: painted with it
                return
            if not self.may_paint_ahead(name):
                return
            if not opaque:  # what the layer holds under the panel
                surface.blit(ahead.bottom, rect, rect)
        paint(surface)
        # (its last picture is in the layers already: reused when of the same size)
        picture = copy_area(surface, rect, None if entry is None else entry[1])
        self._panels[name] = (full, picture)
        if ahead is not None and name.split(":")[0] in self.SHOW_EARLY:
            self._early[name] = (pygame.Rect(rect), picture)

    def early_pictures(self) -> list[tuple[pygame.Rect, pygame.Surface]]:
        """The :attr:`SHOW_EARLY` panels the last :meth:`paint_ahead` pass painted, each
        as (canvas rect, picture), for the screen to show before the whole repaint (the
        part an action changed: its board, the money): each is the layers' pixels there
        once they are composed. Only what that pass painted (so current: the next pass
        forgets them), in the order painted."""
        return list(self._early.values())

    @property
    def painting_ahead(self) -> bool:
        """A :meth:`paint_ahead` pass runs: ``paint_<name>`` draws on a scratch surface
        and only its panels count (the rest of the drawing is wasted there)."""
        return self._ahead is not None

    def may_paint_ahead(self, name: str | None = None) -> bool:
        """While :attr:`painting_ahead`, before painting panel ``name`` into its cache:
        whether the pass may paint it now. The first of a pass always may; the others
        only if they would end by the pass's deadline, as estimated from what the panel
        took when last painted ahead (a panel begun just before the deadline ran on past
        it: a frame over its budget by a whole panel). Otherwise it is noted as still to
        paint, for the next pass."""
        ahead = self._ahead
        if ahead is None:
            return False
        now = time.perf_counter()
        self._ahead_took(ahead, now)
        cost = self.ahead_costs.get(name, 0.0) if name is not None else 0.0
        if ahead.painted and now + cost > ahead.deadline:
            ahead.missing = True
            return False
        ahead.painted += 1
        self.panels_ahead += 1
        if name is not None:
            ahead.current = (name, now)
        return True

    def _ahead_took(self, ahead: _Ahead, now: float) -> None:
        """The panel the pass was painting is done (by ``now``): note what it took."""
        if ahead.current is not None:
            name, began = ahead.current
            self.ahead_costs[name] = now - began
            ahead.current = None

    def defer_ahead(self) -> None:
        """The :meth:`paint_ahead` pass under way paints nothing: what it would paint is
        left to the next passes (a view whose frame already did the work of the change
        that asked for the repaint: an action's rules and events)."""
        if self._ahead is not None:
            self._ahead.missing = True

    def layers_current(self, viewer: int | None) -> bool:
        """Whether every cached layer is painted for what it shows now."""
        keys = self.layers_key(viewer)
        for k, name in enumerate(self.LAYERS):
            layer = self._layers.get(name)
            if layer is None or layer.paints == 0 or layer.key != keys[:k + 1]:
                return False
        return True

    def paint_ahead(self, viewer: int | None, budget: float, compose: bool = True) -> bool:
        """Bring the cached layers up to date ahead of the frame that shows them: a view
        that :attr:`PAINTS_AHEAD` first paints the panels the repaint needs, each into its
        own cache, for about ``budget`` seconds (at least one a call, so a repaint always
        ends); with ``compose``, the layers then (from those caches: quick, the panels
        still missing painted on the way). True when done as far as asked (the layers
        painted; without ``compose``, every panel); False leaves the rest to the next
        call. The picture of the layers is the same as painting them at once."""
        if self.layers_current(viewer):
            return True
        missing = False
        if self.PAINTS_AHEAD:
            missing = self._panels_ahead(viewer, time.perf_counter() + budget)
        if compose:
            self.top_layer(viewer)
            return True
        return not missing

    def scratch(self) -> pygame.Surface:
        """The surface painting ahead draws on (canvas coordinates, as a layer's), made
        with the layout (in the display's pixel format: no conversion) rather than in the
        frame of an action: making it takes several milliseconds."""
        size = (self.rect.right, self.rect.bottom)
        if self._scratch is None or self._scratch.get_size() != size:
            self._scratch = display_picture(size)
        return self._scratch

    def _panels_ahead(self, viewer: int | None, deadline: float) -> bool:
        """One pass of the stale layers' painters on a scratch surface, painting the
        panels they need into their caches until ``deadline``; whether a panel is still
        to be painted."""
        keys = self.layers_key(viewer)
        scratch = self.scratch()
        bottom = self._layers.get(self.LAYERS[0])
        under = None
        if bottom is not None and bottom.paints and bottom.key == keys[:1]:
            under = bottom.get(keys[:1], lambda s: None)
        ahead = self._ahead = _Ahead(deadline, under)
        self._early = {}
        try:
            for k, name in enumerate(self.LAYERS):
                layer = self._layers.get(name)
                if layer is None or layer.key != keys[:k + 1]:
                    getattr(self, f"paint_{name}")(scratch, viewer)
        finally:
            self._ahead_took(ahead, time.perf_counter())
            self._ahead = None
        return ahead.missing

    def _painter(self, name: str, viewer: int | None, below: pygame.Surface | None
                 ) -> Callable[[pygame.Surface], None]:
        paint = getattr(self, f"paint_{name}")

        def run(surface: pygame.Surface) -> None:
            if below is not None:
                surface.blit(below, self.rect, self.rect)
            paint(surface, viewer)

        return run

    def draw(self, surface: pygame.Surface, viewer: int | None) -> None:
        """Copy the cached layers, then draw what moves."""
        surface.blit(self.top_layer(viewer), self.rect, self.rect)
        self.draw_moving(surface, viewer)

    def moving(self, viewer: int | None) -> Moving | None:
        """What moves now (hover marks, pieces in flight), each thing's painter with its
        areas: the default :meth:`draw_moving` draws them, :meth:`moving_rects` names
        their areas (override this, or those two). None: nothing is said."""
        return None

    def moving_once(self, viewer: int | None) -> Moving | None:
        """:meth:`moving`, built once for a picture: kept while the moving key and the
        layers stay, unpainted since (a layer's paint may leave a piece out for it to
        draw) (a frame asks for the areas, then draws once in each area; a drawing cache,
        not view state)."""
        key = (viewer, self.moving_key(viewer), self.layers_key(viewer),
               tuple(layer.paints for layer in self._layers.values()))
        if self._moving is None or self._moving[0] != key:
            self._moving = (key, self.moving(viewer))
        return self._moving[1]

    def draw_moving(self, surface: pygame.Surface, viewer: int | None) -> None:
        """Per frame, over the layers: what :meth:`moving` lists."""
        moving = self.moving_once(viewer)
        if moving is not None:
            moving.draw(surface)

    def moving_rects(self, viewer: int | None) -> list[pygame.Rect] | None:
        """Where :meth:`draw_moving` draws now, canvas rectangles that hold every pixel
        it may change (default: :meth:`moving`'s areas). None: it may draw anywhere on the
        board, so every frame copies the whole board again. Asked after :meth:`top_layer`
        for the same frame (a layer may leave a piece out for ``draw_moving`` to draw).
        Both the play scene and the table scene redraw only these areas (last frame's and
        this frame's)."""
        moving = self.moving_once(viewer)
        return None if moving is None else moving.rects()

    def moving_now(self, viewer: int | None) -> tuple[Hashable, list[pygame.Rect] | None]:
        """:meth:`moving_key` and a copy of :meth:`moving_rects` (kept to compare with
        the next frame's)."""
        rects = self.moving_rects(viewer)
        return (self.moving_key(viewer),
                None if rects is None else [pygame.Rect(r) for r in rects])

    def moving_key(self, viewer: int | None) -> Hashable:
        """What :meth:`draw_moving` shows now beyond the cached layers: two frames with
        equal layers, equal keys and equal :meth:`moving_rects` draw the same pixels, so
        the second draws nothing. The default covers hover, selection and every running
        tween's progress (and the version and landings, for a view whose layers
        outlive them); a view whose moving picture reads more (a clock) adds it."""
        return (self.version, self.landings, self.hover, self.selected,
                tuple((type(a).__name__, a.t) for a in self.animations))

    def layer_paints(self) -> dict[str, int]:
        """How often each layer was painted (tests and the benchmark)."""
        return {name: layer.paints for name, layer in self._layers.items()}
