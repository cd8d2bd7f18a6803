"""A small widget set that works by touch, mouse and keyboard focus.

Every clickable widget is at least 64 px tall (``MIN_TARGET``) on the 1920x1080 canvas.
A press happens on release inside the widget that got the matching pointer-down, so a
finger that slides off cancels. Keyboard: the scene moves the focus (Tab in list order,
arrows on the screen) and calls :meth:`Widget.activate` on Space/Enter.

Widgets draw with the app's ``fonts`` and ``theme`` (passed to ``draw``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

import pygame

from game.engine.input import POINTER_DOWN, POINTER_MOVE, POINTER_UP
from game.engine.sound import press
from game.engine.text import NARROWEST, even_words, kept_per_fonts, squeezed

if TYPE_CHECKING:
    from game.engine.app import App
    from game.engine.text import Fonts

MIN_TARGET = 64


class Widget:
    focusable = True
    scrollable = False
    wants_text = False
    takes_focus_on_click = False
    #: choosing it only shows something (a small board drawn large) and decides nothing:
    #: the play scene never puts the focus it owes a keyboard player on it
    #: (:mod:`game.scenes.play_focus`); Tab and the arrows still reach it
    only_shows = False

    def __init__(self, rect: pygame.Rect | Sequence[int], *, key: Any = None) -> None:
        self.rect = pygame.Rect(rect)
        self.visible = True
        self.enabled = True
        self.hovered = False
        self.pressed = False
        self.key = key

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        raise NotImplementedError

    def update(self, dt: float) -> None:
        pass

    def hover(self, inside: bool) -> bool:
        """Mouse hover changed; True if the look changed."""
        if inside != self.hovered:
            self.hovered = inside
            return True
        return False

    def on_pointer(self, event: pygame.event.Event) -> None:
        if event.type == POINTER_DOWN:
            self.pressed = True
        elif event.type == POINTER_UP:
            was = self.pressed
            self.pressed = False
            if was and self.rect.collidepoint(event.pos):
                if self.enabled:
                    self.activate()
                else:
                    self.refused()
        elif event.type == POINTER_MOVE:
            self.pressed = self.rect.collidepoint(event.pos)

    @property
    def explains_refusal(self) -> bool:
        """True when a tap on this widget while disabled should reach it (to say why)."""
        return False

    def refused(self) -> None:
        """A tap on this widget while it is disabled (a button may say why)."""

    def on_key(self, command: str | None, event: pygame.event.Event) -> bool:
        return False

    def on_text(self, text: str) -> bool:
        return False

    def on_wheel(self, event: pygame.event.Event) -> bool:
        return False

    def on_focus(self) -> None:
        pass

    def on_blur(self) -> None:
        pass

    def activate(self) -> None:
        pass


def on_surface(surface: pygame.Surface, rect: pygame.Rect, reach: int,
               round_: bool = False) -> pygame.Rect:
    """Where to draw a focus ring reaching ``reach`` pixels outside ``rect`` so that all of
    it shows on ``surface`` (one cut by the screen's edge hid where the focus was): ``rect``,
    pulled inside on the sides where the ring would leave; a round one shrinks.

    >>> on_surface(pygame.Surface((100, 100)), pygame.Rect(0, 40, 30, 20), 5)
    Rect(5, 40, 25, 20)
    >>> on_surface(pygame.Surface((100, 100)), pygame.Rect(80, 0, 20, 20), 4, round_=True)
    Rect(84, 4, 12, 12)
    """
    room = surface.get_rect().inflate(-2 * reach, -2 * reach)
    if room.contains(rect) or room.width <= 0 or room.height <= 0:
        return rect
    if not round_:
        inside = rect.clip(room)
        return inside if inside.width and inside.height else rect
    cx, cy = rect.center
    r = min(max(rect.width, rect.height) // 2, cx - room.left, room.right - cx,
            cy - room.top, room.bottom - cy)
    if r <= 0:
        return rect
    return pygame.Rect(cx - r, cy - r, 2 * r, 2 * r)


RING_REACH = 5  # how far a widget's focus ring reaches outside it (:func:`focus_ring`)


def focus_ring(surface: pygame.Surface, rect: pygame.Rect, app: App) -> None:
    """A widget's keyboard focus ring round ``rect``, kept inside ``surface``
    (:func:`on_surface`): one look for every focusable widget."""
    rect = on_surface(surface, rect, RING_REACH)
    pygame.draw.rect(surface, app.theme.c("focus"), rect.inflate(10, 10), 4, border_radius=16)


class Label(Widget):
    """Plain text (not focusable)."""

    focusable = False

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        text: str,
        *,
        size: int = 30,
        colour: str = "text",
        bold: bool = False,
        align: str = "left",
    ) -> None:
        super().__init__(rect)
        self.text, self.size, self.colour, self.bold, self.align = text, size, colour, bold, align

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        text = app.fonts.fit(self.text, self.size, self.rect.width, self.bold)
        anchor = {"left": "midleft", "center": "center", "right": "midright"}[self.align]
        pos = getattr(self.rect, anchor)
        app.fonts.draw(surface, text, pos, self.size, app.theme.c(self.colour), self.bold, anchor)


class Button(Widget):
    """A pressable button. ``style`` is "normal", "primary" (accent) or "quiet"."""

    #: how much narrower than the button its label is drawn (its margins)
    INSET: ClassVar[int] = 24

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        label: str,
        on_click: Callable[[], object] | None = None,
        *,
        enabled: bool = True,
        style: str = "normal",
        size: int = 32,
        key: Any = None,
        note: str = "",
        sound: str | None = "click",
        why_disabled: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(rect, key=key if key is not None else label)
        #: called when the button is tapped while disabled: say why it cannot be used
        self.why_disabled = why_disabled
        self.rect.height = max(self.rect.height, MIN_TARGET)
        self.rect.width = max(self.rect.width, MIN_TARGET)
        self.label, self.on_click, self.style = label, on_click, style
        self.size, self.note = size, note
        self.enabled = enabled
        self.sound = sound
        self.clicks = 0
        self.app: App | None = None

    @property
    def explains_refusal(self) -> bool:
        return self.why_disabled is not None

    def refused(self) -> None:
        if self.why_disabled is not None:
            self.why_disabled()

    def activate(self) -> None:
        if not self.enabled:
            return
        self.clicks += 1
        if self.sound:
            press(self.sound)
        if self.on_click is not None:
            self.on_click()

    def fill_colour(self, app: App) -> tuple[int, int, int]:
        t = app.theme
        if not self.enabled:
            return t.c("button_disabled")
        if self.pressed:
            return t.c("button_down")
        if self.style == "primary":
            base = t.c("accent")
            return tuple(min(255, v + 20) for v in base) if self.hovered else base  # type: ignore[return-value]
        return t.c("button_hover") if self.hovered else t.c("button")

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        t = app.theme
        fill = self.fill_colour(app)
        pygame.draw.rect(surface, fill, self.rect, border_radius=14)
        border = t.c("panel_border") if self.enabled else t.c("button_disabled_text")
        pygame.draw.rect(surface, border, self.rect, 2, border_radius=14)
        if not self.enabled:
            colour = t.c("button_disabled_text")
        elif self.style == "primary":
            colour = (20, 20, 30)
        else:
            colour = t.c("button_text")
        width = self.rect.width - self.INSET
        if self.note:
            label = app.fonts.fit(self.label, self.size, width, True)
            note = app.fonts.fit(self.note, 24, width)
            app.fonts.draw(
                surface,
                label,
                (self.rect.centerx, self.rect.centery - 16),
                self.size,
                colour,
                True,
                "center",
            )
            app.fonts.draw(
                surface,
                note,
                (self.rect.centerx, self.rect.centery + 20),
                24,
                colour if self.enabled else t.c("button_disabled_text"),
                False,
                "center",
            )
        else:
            f = app.fonts
            lh = f.line_height(self.size, True)
            lines, _whole = button_lines(f, self.label, self.size, self.rect)
            top = self.rect.centery - lh * len(lines) // 2
            for i, line in enumerate(lines):
                at = (self.rect.centerx, top + i * lh + lh // 2)
                if f.width(line, self.size, True) <= width:
                    f.draw(surface, line, at, self.size, colour, True, "center")
                else:  # a word too wide for the button: squeezed, not broken
                    words = squeezed(f, line, self.size, colour, width, True)
                    surface.blit(words, words.get_rect(center=at))
        if focused:
            focus_ring(surface, self.rect, app)


class Toggle(Button):
    """An on/off switch with a label: "Fullscreen: On"."""

    def __init__(
        self, rect: pygame.Rect | Sequence[int], label: str, value: bool,
        on_change: Callable[[bool], None], **kw: Any,
    ) -> None:
        self.base_label = label
        self.value = value
        self.on_change = on_change
        super().__init__(rect, self._text(), None, key=kw.pop("key", label), **kw)

    def _text(self) -> str:
        return f"{self.base_label}: {'On' if self.value else 'Off'}"

    def activate(self) -> None:
        if not self.enabled:
            return
        self.value = not self.value
        self.label = self._text()
        self.clicks += 1
        press("click")
        self.on_change(self.value)


class Choice(Widget):
    """A stepper: ``label   < value >``. Left/right arrows (or the two ends) change it."""

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        label: str,
        options: Sequence[tuple[Any, str]],
        value: Any,
        on_change: Callable[[Any], None],
        *,
        key: Any = None,
        size: int = 30,
        value_width: int = 300,
    ) -> None:
        super().__init__(rect, key=key if key is not None else label)
        self.value_width = value_width
        self.rect.height = max(self.rect.height, MIN_TARGET)
        self.label = label
        self.options = list(options)
        self.on_change = on_change
        self.size = size
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0

    @property
    def value(self) -> Any:
        return self.options[self.index][0] if self.options else None

    def _arrow_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        w = max(MIN_TARGET, self.rect.height)
        left = pygame.Rect(
            self.rect.right - 2 * w - self.value_width, self.rect.top, w, self.rect.height
        )
        if not self.label:
            left.x = self.rect.x
        right = pygame.Rect(self.rect.right - w, self.rect.top, w, self.rect.height)
        return left, right

    def step(self, delta: int) -> None:
        if not self.options or not self.enabled:
            return
        self.index = (self.index + delta) % len(self.options)
        self.on_change(self.value)

    def on_pointer(self, event: pygame.event.Event) -> None:
        if event.type == POINTER_DOWN:
            self.pressed = True
        elif event.type == POINTER_UP and self.pressed:
            self.pressed = False
            left, right = self._arrow_rects()
            if left.collidepoint(event.pos):
                self.step(-1)
            elif right.collidepoint(event.pos) or self.rect.collidepoint(event.pos):
                self.step(+1)

    def on_key(self, command: str | None, event: pygame.event.Event) -> bool:
        if command == "left":
            self.step(-1)
            return True
        if command == "right":
            self.step(+1)
            return True
        return False

    def activate(self) -> None:
        self.step(+1)

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        t = app.theme
        left, right = self._arrow_rects()
        if self.label:
            text = app.fonts.fit(self.label, self.size, left.left - self.rect.left - 16)
            app.fonts.draw(
                surface,
                text,
                (self.rect.left, self.rect.centery),
                self.size,
                t.c("text") if self.enabled else t.c("text_dim"),
                False,
                "midleft",
            )
        box = pygame.Rect(left.left, self.rect.top, right.right - left.left, self.rect.height)
        pygame.draw.rect(
            surface,
            t.c("button") if self.enabled else t.c("button_disabled"),
            box,
            border_radius=14,
        )
        pygame.draw.rect(surface, t.c("panel_border"), box, 2, border_radius=14)
        for r, sign in ((left, -1), (right, 1)):
            pygame.draw.rect(surface, t.c("button_hover"), r.inflate(-8, -8), border_radius=10)
            cx, cy = r.center
            tip = (cx + 10 * sign, cy)
            pygame.draw.polygon(
                surface,
                t.c("button_text"),
                [tip, (cx - 8 * sign, cy - 14), (cx - 8 * sign, cy + 14)],
            )
        value_text = self.options[self.index][1] if self.options else "—"
        mid = pygame.Rect(left.right, self.rect.top, right.left - left.right, self.rect.height)
        value_text = app.fonts.fit(value_text, self.size, mid.width - 12, True)
        colour = t.c("button_text") if self.enabled else t.c("button_disabled_text")
        app.fonts.draw(surface, value_text, mid.center, self.size, colour, True, "center")
        if focused:
            focus_ring(surface, box, app)


class BoardTarget(Widget):
    """A focusable place on a game board (a field, a hex, a card, a stack).

    The board view draws the thing itself; this widget takes the click or Enter and draws
    only the keyboard focus ring: a circle for round things, else a rounded rectangle."""

    def __init__(
        self,
        rect: pygame.Rect,
        on_choose: Callable[[], object],
        *,
        key: Any,
        round_: bool = False,
        margin: int = 7,
    ) -> None:
        super().__init__(rect, key=key)
        self.on_choose = on_choose
        self.round = round_
        self.margin = margin

    def activate(self) -> None:
        if self.enabled:
            self.on_choose()

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        if not focused:
            return
        colour = app.theme.c("focus")
        rect = on_surface(surface, self.rect, self.margin + 1, self.round)
        if self.round:
            radius = max(rect.width, rect.height) // 2 + self.margin + 1
            pygame.draw.circle(surface, colour, rect.center, radius, 5)
        else:
            pygame.draw.rect(
                surface,
                colour,
                rect.inflate(2 * self.margin, 2 * self.margin),
                5,
                border_radius=12,
            )


def button_lines(fonts: Fonts, label: str, size: int, rect: pygame.Rect
                 ) -> tuple[tuple[str, ...], bool]:
    """The lines a :class:`Button` of ``rect`` draws ``label`` on at ``size``, and
    whether they hold it whole: on whole words within the button's inner width, evenly
    filled (:func:`~game.engine.text.even_words`: no short last line), else
    within that width widened by the squeeze allowed (:data:`~game.engine.text.NARROWEST`);
    past that the last line that fits ends in an ellipsis (not whole). A single word too
    wide for the button is squeezed, never broken (a four-player Escape row once read
    "Maximiliano / vich")."""
    return label_lines(fonts, label, size, rect.width, rect.height)


@kept_per_fonts(4096)
def label_lines(fonts: Fonts, label: str, size: int, width: int, height: int
                ) -> tuple[tuple[str, ...], bool]:
    """:func:`button_lines` by the button's size, kept: a table's row of buttons tries
    each label at many widths, a frame in which a Starship run's buttons changed took 10 ms
    working them out again."""
    inner = width - Button.INSET
    room = max(1, (height - 4) // fonts.line_height(size, True))
    lines = even_words(fonts, label, size, inner, True)
    if len(lines) > room or any(fonts.width(line, size, True) > inner for line in lines):
        lines = even_words(fonts, label, size, int(inner / NARROWEST), True)
    whole = len(lines) <= room and all(fonts.width(line, size, True) <= inner / NARROWEST
                                       for line in lines)
    if len(lines) > room:  # the last line that fits ends in an ellipsis
        rest = fonts.fit(" ".join(lines[room - 1:]), size, int(inner / NARROWEST), True)
        lines = [*lines[:room - 1], rest]
    return tuple(lines), whole
