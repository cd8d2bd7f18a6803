"""The canvas of a table screen: the window's own size, laid out again when the window
changes (the play screen round a table and the results round it share it)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.engine.app import App


class WindowCanvas:
    """A table screen drawn on a canvas of the window's own size (``size``), laid out
    again (``arrange``) when the window changes, unless its size was fixed."""

    app: App
    size: tuple[int, int]
    _fixed_size: tuple[int, int] | None

    def arrange(self, size: tuple[int, int]) -> None:
        raise NotImplementedError

    def follow_window(self) -> None:
        wanted = self._fixed_size or self.app.screen.get_size()
        if tuple(wanted) != self.size and self.app.showing(self):
            self.arrange(wanted)
            self.app.use_canvas(self.size)
