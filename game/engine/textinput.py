"""One line of text entry (a player's name, the seed), by keyboard, mouse and touch.

Click, tap or focus it and type; Enter, Tab or Up/Down finishes. Focusing it selects the
old text, so what is typed replaces it ("Player 1" becomes "Ann" without erasing first); a
tap on a field whose text is selected puts the caret where it lands instead, to mend the
text there (a tap on one whose text is not selected selects it again). Left/Right move
the caret (on a selection: to its start or end), Home/End to either end; typing goes in
at the caret, Backspace takes the character before it and Delete the one after. Ctrl+A
selects everything, Backspace or Delete on a selection clears it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.input import POINTER_DOWN
from game.engine.widgets import MIN_TARGET, Widget, focus_ring

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
        #: where typing goes in: a character index, 0 to len(value)
        self.caret = len(value)
        self._just_focused = False
        #: how the text was last drawn: the characters shown, where they start and the
        #: font (a layout reference, as ScrollText keeps its lines: a tap measures with it
        #: where its caret goes)
        self._drawn: tuple[str, int, pygame.font.Font] | None = None

    def on_focus(self) -> None:
        self.editing = True
        self.selected = bool(self.value)
        self.caret = len(self.value)
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
            self.selected = False  # a second tap: keep the text, mend it where tapped
            self.caret = self._place_at(event.pos[0])
        else:
            self.editing = True
            self.selected = bool(self.value)
            self.caret = len(self.value)

    def activate(self) -> None:
        self.editing = True

    def _place_at(self, x: int) -> int:
        """The character boundary nearest ``x`` in the text as last drawn."""
        if self._drawn is None or not self.value:
            return len(self.value)
        shown, left, font = self._drawn
        nearest = min(range(len(shown) + 1), key=lambda i: abs(left + font.size(shown[:i])[0] - x))
        return min(nearest, len(self.value))

    def _set(self, value: str, caret: int) -> None:
        self.selected = False
        self.caret = max(0, min(caret, len(value)))
        if value != self.value:
            self.value = value
            self.on_change(self.value)

    def _replace(self, start: int, end: int, text: str) -> None:
        """Put ``text`` in place of ``value[start:end]`` (the whole text while selected),
        within ``max_len``, and the caret after it."""
        if self.selected:
            start, end = 0, len(self.value)
        text = text[: max(0, self.max_len - (len(self.value) - (end - start)))]
        self._set(self.value[:start] + text + self.value[end:], start + len(text))

    def on_text(self, text: str) -> bool:
        if not self.editing:
            return False
        self._just_focused = False
        text = "".join(
            ch for ch in text if ch.isprintable() and (self.allowed is None or self.allowed(ch))
        )
        if text:
            self._replace(self.caret, self.caret, text)
        return True

    def on_key(self, command: str | None, event: pygame.event.Event) -> bool:
        if not self.editing:
            return False
        self._just_focused = False
        if event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.selected = bool(self.value)
            return True
        if event.key == pygame.K_BACKSPACE:
            self._replace(max(0, self.caret - 1), self.caret, "")
            return True
        if event.key == pygame.K_DELETE:
            self._replace(self.caret, self.caret + 1, "")
            return True
        if event.key in (pygame.K_HOME, pygame.K_END):
            self.selected = False
            self.caret = 0 if event.key == pygame.K_HOME else len(self.value)
            return True
        if command in ("confirm", "menu"):
            self.editing = False
            self.selected = False
            return True
        if command in ("left", "right"):
            # a line being typed keeps its Left/Right (they do not leave it mid-word): on a
            # selection they go to its start or end, else one character. Up/Down, Tab and
            # Enter leave the field.
            step = -1 if command == "left" else 1
            if self.selected:
                self.caret = 0 if step < 0 else len(self.value)
            else:
                self.caret = max(0, min(len(self.value), self.caret + step))
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
        font = app.fonts.get(self.size)
        self._drawn = (shown, r.left, font)
        if active and not self.selected:
            # the caret after the character before it (at the end of a cut text, its end)
            before = shown[:self.caret] if self.value else ""
            x = (r.left + font.size(before)[0] + 3) if before else self.rect.left + 16
            pygame.draw.line(
                surface, t.c("focus"), (x, self.rect.top + 14), (x, self.rect.bottom - 14), 3
            )
        if focused and not self.editing:
            focus_ring(surface, self.rect, app)
