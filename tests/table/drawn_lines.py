"""Every line of words the fonts draw, with the size asked, while installed: for tests
that check what a panel or a card shows (whole, never cut with an ellipsis)."""

from __future__ import annotations

from game.engine.text import Fonts


def drawn(monkeypatch) -> list[tuple[str, int]]:
    """(text, size asked) of every line ``Fonts.draw`` draws from now on."""
    lines: list[tuple[str, int]] = []
    real = Fonts.draw

    def note(fonts, surface, text, pos, size, *args, **kwargs):
        lines.append((text, size))
        return real(fonts, surface, text, pos, size, *args, **kwargs)

    monkeypatch.setattr(Fonts, "draw", note)
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
