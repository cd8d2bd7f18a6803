"""The scene stack's element: one screen with a lifecycle, input, update and draw.

Lifecycle: ``enter`` when pushed, ``pause`` when another scene is pushed on top,
``resume`` when it comes back on top, ``exit`` when popped or replaced. ``handle``
returns True when it consumed the event; ``update(dt)`` changes state; ``draw`` never
does. A scene sets ``self.dirty = True`` (or reports ``animating``) to be redrawn: idle
frames draw nothing.

Scenes that list their widgets in ``self.widgets`` get pointer routing and keyboard focus
for free: Tab / Shift+Tab move the focus in list order, the arrow keys to the nearest
widget that way on the screen (:mod:`game.engine.focusmove`; a focused widget that uses an
arrow itself, such as a stepper or a scrolling text, keeps it), Space/Enter press the
focused widget, the "menu" key (Esc) calls :meth:`back`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.engine.focusmove import DIRECTIONS, across_centre, tab_step, toward
from game.engine.input import POINTER_DOWN, POINTER_MOVE, POINTER_TYPES, POINTER_UP

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.widgets import Widget


class Scene:
    #: an overlay scene is drawn over the (dimmed) scene below it
    overlay: bool = False

    def __init__(self, app: App) -> None:
        self.app = app
        self.dirty = True
        self.widgets: list[Widget] = []
        self.focus: Widget | None = None
        #: the arrows' lane (:func:`game.engine.focusmove.toward`): their axis, the line
        #: across it they keep to, and the rectangle the last arrow focused
        self._lane: tuple[int, float, pygame.Rect] | None = None
        self._captured: dict[int, Widget] = {}

    # ------------------------------------------------------------ lifecycle
    def enter(self) -> None:
        self.dirty = True

    def exit(self) -> None:
        pass

    def pause(self) -> None:
        pass

    def resume(self) -> None:
        self.dirty = True

    def farewell(self) -> str | None:
        """What to tell the players when the window is closed while this scene is on
        the stack (a game in progress says it is saved); None: nothing."""
        return None

    def toast_room(self) -> pygame.Rect | None:
        """Where the app's toasts go while this screen is on top, a room it keeps clear
        of anything a player reads (:mod:`game.engine.toasts`); None: centred at the
        bottom of the screen."""
        return None

    @property
    def animating(self) -> bool:
        """True while something moves on its own (redraw every frame)."""
        return False

    @property
    def busy(self) -> bool:
        """True while :meth:`update` must run every frame: something moves, or a timer
        runs that shows nothing until it ends. A still app (nothing busy, nothing to draw)
        runs no frames until an input comes."""
        return self.animating

    # ------------------------------------------------------------ loop
    def update(self, dt: float) -> None:
        for w in self.widgets:
            w.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_widgets(surface)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for w in self.widgets:
            if w.visible:
                w.draw(surface, self.app, w is self.focus)

    def back(self) -> None:
        """The menu/back key: leave this screen."""
        self.app.pop()

    # ------------------------------------------------------------ input
    def handle(self, event: pygame.event.Event) -> bool:
        """Route pointer, wheel, text and key events to the widgets and the focus."""
        if event.type in POINTER_TYPES:
            return self.handle_pointer(event)
        if event.type == pygame.MOUSEWHEEL:
            target = self._widget_at(self.app.pointer_pos, wheel=True)
            if target is not None and target.on_wheel(event):
                self.dirty = True
                return True
            return False
        if event.type == pygame.TEXTINPUT:
            if self.focus is not None and self.focus.on_text(event.text):
                self.dirty = True
                return True
            return False
        if event.type == pygame.KEYDOWN:
            return self.handle_key(event)
        return False

    def handle_pointer(self, event: pygame.event.Event) -> bool:
        finger = event.finger
        if event.type == POINTER_DOWN:
            if event.button != 1:  # widgets answer the primary button (and touch) only
                return False
            target = self._widget_at(event.pos)
            if target is None:
                if self.focus is not None and self.focus.wants_text:
                    self.set_focus(None)
                return False
            self._captured[finger] = target
            if target.focusable and target.takes_focus_on_click:
                self.set_focus(target)
            target.on_pointer(event)
            self.dirty = True
            return True
        if event.type == POINTER_UP:
            target = self._captured.pop(finger, None)
            if target is None:
                return False
            target.on_pointer(event)
            self.dirty = True
            return True
        if event.type == POINTER_MOVE:
            target = self._captured.get(finger)
            if target is not None:
                target.on_pointer(event)
                self.dirty = True
                return True
            changed = False
            for w in self.widgets:
                if w.visible:
                    changed |= w.hover(w.rect.collidepoint(event.pos) and not event.is_touch)
            if changed:
                self.dirty = True
            return False
        return False

    def _widget_at(self, pos: tuple[int, int], wheel: bool = False) -> Widget | None:
        for w in reversed(self.widgets):
            if w.visible and (w.enabled or w.explains_refusal) and w.rect.collidepoint(pos):
                if wheel and not w.scrollable:
                    continue
                return w
        if wheel:
            scrollers = [w for w in self.widgets if w.visible and w.scrollable]
            if len(scrollers) == 1:
                return scrollers[0]
        return None

    def handle_key(self, event: pygame.event.Event) -> bool:
        command = self.app.settings.bindings.command(event)
        if self.focus is not None and self.focus.visible and self.focus.on_key(command, event):
            self.dirty = True
            return True
        if command == "menu":
            self.back()
            return True
        if command == "next":
            self.move_focus(+1)
            return True
        if command == "prev":
            self.move_focus(-1)
            return True
        if command in DIRECTIONS:
            self.move_focus_toward(command)
            return True
        if command in ("activate", "confirm"):
            target = self.focus if self.focus is not None else self.default_widget()
            if target is not None and target.visible and target.enabled:
                target.activate()
                self.dirty = True
                return True
        return False

    def default_widget(self) -> Widget | None:
        """What Enter presses when nothing has the focus (override per scene)."""
        return None

    def focusables(self) -> list[Widget]:
        return [w for w in self.widgets if w.visible and w.enabled and w.focusable]

    def move_focus(self, step: int) -> None:
        """Tab (+1) / Shift+Tab (-1): the next widget in list order, a group of widgets
        (``tab_group``: a map's lit hexes) one stop (:func:`~game.engine.focusmove.
        tab_step`)."""
        ring = self.focusables()
        at = ring.index(self.focus) if self.focus in ring else None
        index = tab_step([getattr(w, "tab_group", None) for w in ring], at, step)
        if index is not None:
            self.set_focus(ring[index])

    def move_focus_toward(self, direction: str) -> None:
        """An arrow key: the focus goes to the nearest focusable widget that way on the
        screen (:func:`game.engine.focusmove.toward`, which also says what happens at an
        edge). With no focus yet (or on a widget that left the ring) it goes where Tab
        would put it, so the first arrow press always shows the focus."""
        ring = self.focusables()
        if not ring:
            return
        if self.focus not in ring:
            self.move_focus(+1)
            return
        others = [w for w in ring if w is not self.focus]
        assert self.focus is not None
        axis = DIRECTIONS[direction][0]
        # the lane goes on while the arrows keep to one axis from where the last one led
        lane = self._lane
        keep_to = (lane[1] if lane is not None and lane[0] == axis
                   and lane[2] == self.focus.rect else across_centre(self.focus.rect, direction))
        index = toward(self.focus.rect, [w.rect for w in others], direction, keep_to)
        if index is not None:
            self.set_focus(others[index])
            self._lane = (axis, keep_to, pygame.Rect(others[index].rect))

    def set_focus(self, widget: Widget | None) -> None:
        if widget is self.focus:
            return
        if self.focus is not None:
            self.focus.on_blur()
        self.focus = widget
        if widget is not None:
            widget.on_focus()
        self.dirty = True

    def set_widgets(self, widgets: list[Widget]) -> None:
        """Replace the widget list, keeping the focus on an equal widget if possible."""
        old = self.focus
        self.widgets = widgets
        self._captured.clear()
        if old is not None and old not in widgets:
            same = [w for w in widgets if w.key is not None and w.key == old.key]
            self.focus = same[0] if same else None
        self.dirty = True
