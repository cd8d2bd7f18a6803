"""One line of text entry (a player's name, the seed), by keyboard, mouse and touch.

Click, tap or focus it and type; Enter, Tab or Up/Down finishes (Left/Right stay in it:
the caret stays at the end, an arrow drops the selection). Focusing it selects the old
text, so what is typed replaces it ("Player 1" becomes "Ann" without erasing first); a tap
on a field whose text is selected puts the caret at the end instead, to add to it. Ctrl+A
selects everything, Backspace on a selection clears it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.input import POINTER_DOWN
from game.engine.widgets import MIN_TARGET, Widget, _focus_ring

if TYPE_CHECKING:
    from game.engine.app import App


class TextInput(Widget):
    """One line of text entry; ``selected`` is True while the whole text is selected."""

    wants_text = True
    takes_focus_on_click = True

    def __init__(
        self,
        rect: pygame.Rect | Sequence[int],
        value: str,
        on_change: Callable[[str], None],
        *,
        max_len: int = 20,
        key: Any = None,
        size: int = 30,
        placeholder: str = "",
        allowed: Callable[[str], bool] | None = None,
    ) -> None:
        super().__init__(rect, key=key)
        self.allowed = allowed
        self.rect.height = max(self.rect.height, MIN_TARGET)
        self.value, self.on_change, self.max_len, self.size = value, on_change, max_len, size
        self.placeholder = placeholder
        self.editing = False
        self.selected = False
        self._just_focused = False

    def on_focus(self) -> None:
        self.editing = True
        self.selected = bool(self.value)
        self._just_focused = True  # the click that focused it keeps the selection
        pygame.key.start_text_input()
        pygame.key.set_text_input_rect(self.rect)

    def on_blur(self) -> None:
        self.editing = False
        self.selected = False
        pygame.key.stop_text_input()

    def on_pointer(self, event: pygame.event.Event) -> None:
        if event.type != POINTER_DOWN:
            return
        if self._just_focused:
            self._just_focused = False
        elif self.editing and self.selected:
            self.selected = False  # a second tap: keep the text, type after it
        else:
            self.editing = True
            self.selected = bool(self.value)

    def activate(self) -> None:
        self.editing = True

    def _set(self, value: str) -> None:
        self.selected = False
        if value != self.value:
            self.value = value
            self.on_change(self.value)

    def on_text(self, text: str) -> bool:
        if not self.editing:
            return False
        self._just_focused = False
        text = "".join(
            ch for ch in text if ch.isprintable() and (self.allowed is None or self.allowed(ch))
        )
        if not text:
            return True
        base = "" if self.selected else self.value
        self._set((base + text)[: self.max_len])
        return True

    def on_key(self, command: str | None, event: pygame.event.Event) -> bool:
        if not self.editing:
            return False
        self._just_focused = False
        if event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.selected = bool(self.value)
            return True
        if event.key == pygame.K_BACKSPACE:
            self._set("" if self.selected else self.value[:-1])
            return True
        if command in ("confirm", "menu"):
            self.editing = False
            self.selected = False
            return True
        if command in ("left", "right"):
            # a line being typed keeps its Left/Right (they do not leave it mid-word); the
            # caret stays at the end, so an arrow drops the selection to add to the text,
            # as a second tap does. Up/Down, Tab and Enter leave the field.
            self.selected = False
            return True
        # printable keys arrive as TEXTINPUT: swallow the KEYDOWN so Space doesn't press
        return bool(event.unicode and event.unicode.isprintable())

    def draw(self, surface: pygame.Surface, app: App, focused: bool) -> None:
        t = app.theme
        pygame.draw.rect(surface, (12, 16, 34), self.rect, border_radius=10)
        active = self.editing and focused
        pygame.draw.rect(surface, t.c("focus") if active else t.c("panel_border"), self.rect,
                         3, border_radius=10)
        text = self.value or self.placeholder
        colour = t.c("text") if self.value else t.c("text_dim")
        shown = app.fonts.fit(text, self.size, self.rect.width - 40)
        anchor = (self.rect.left + 16, self.rect.centery)
        if active and self.selected:
            box = app.fonts.get(self.size).size(shown)
            mark = pygame.Rect(0, 0, box[0] + 8, box[1] + 4)
            mark.midleft = (anchor[0] - 4, anchor[1])
            pygame.draw.rect(surface, t.c("accent"), mark, border_radius=6)
            colour = (20, 20, 30)
        r = app.fonts.draw(surface, shown, anchor, self.size, colour, False, "midleft")
        if active and not self.selected:
            x = r.right + 3 if self.value else self.rect.left + 16
            pygame.draw.line(
                surface, t.c("focus"), (x, self.rect.top + 14), (x, self.rect.bottom - 14), 3
            )
        if focused and not self.editing:
            _focus_ring(surface, self.rect, app)
