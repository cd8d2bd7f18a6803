"""Every line of words the fonts draw, with the size asked, while installed: for tests
that check what a panel or a card shows (whole, never cut with an ellipsis)."""

from __future__ import annotations

from game.engine.text import Fonts
from tests.uitext import shown_in


def drawn(monkeypatch) -> list[tuple[str, int]]:
    """(text, size asked) of every line ``Fonts.draw`` draws from now on; of a line
    ``Fonts.draw_in`` squeezes into a width, the words as shown (cut or whole) and the
    size drawn."""
    lines: list[tuple[str, int]] = []
    real, real_in = Fonts.draw, Fonts.draw_in

    def note(fonts, surface, text, pos, size, *args, **kwargs):
        lines.append((text, size))
        return real(fonts, surface, text, pos, size, *args, **kwargs)

    def note_in(fonts, surface, text, pos, size, colour, width, bold=False, *args, **kwargs):
        lines.append((shown_in(fonts, text, size, width, bold),
                      getattr(fonts, "lift", int)(size)))
        return real_in(fonts, surface, text, pos, size, colour, width, bold, *args, **kwargs)

    monkeypatch.setattr(Fonts, "draw", note)
    monkeypatch.setattr(Fonts, "draw_in", note_in)
    return lines


def rendered(monkeypatch) -> list[tuple[str, int]]:
    """(text, size asked) of every piece of text ``Fonts.render`` renders from now on
    (what :func:`drawn` sees and what is rendered to be squeezed or placed by hand)."""
    pieces: list[tuple[str, int]] = []
    real = Fonts.render

    def note(fonts, text, size, *args, **kwargs):
        pieces.append((text, size))
        return real(fonts, text, size, *args, **kwargs)

    monkeypatch.setattr(Fonts, "render", note)
    return pieces
