"""The look before an auction counts down in one place: found in play (session 12), a
refusal toast read "Auction in 4 s" while the prompt panel beside it read 3 s. The toast
stays on screen for seconds; it no longer carries a second of its own."""

from __future__ import annotations

import re

from tests.merchants_ui.test_new_player import auction_table, seen
from tests.uitext import Line, assert_shown, lines_inside


def seconds_read(lines: list[Line]) -> set[int]:
    """Every "Auction in N s" number in ``lines``."""
    return {int(n) for line in lines for n in re.findall(r"Auction in (\d+) s", line.text)}


def test_a_refusal_during_the_look_never_reads_another_second_than_the_prompt(app):
    _, t = auction_table(app, look=4.0)
    t.frames(2)
    view = t.view
    view.zoom("production")  # its spaces take no action: a tap on one says why not
    t.frames(1)
    node, rect = next(iter(view.node_rects()))
    assert view.action_at(("node", "production", node)) is None
    t.click(rect.center)
    t.frames(1)
    assert app.toasts.items, "the tap was not refused"
    for tick in range(3):  # the toast is up for 3.5 s, the prompt counts on
        if tick:
            t.clock.t += 1.2
            t.frames(1)
        if not app.toasts.items:
            break
        lines = seen(app)
        prompt = seconds_read(lines_inside(lines, view.lay.prompt))
        assert len(prompt) == 1, [line.text for line in lines_inside(lines, view.lay.prompt)]
        toasts = [text for text, _, _ in app.toasts.items]
        for text in toasts:
            assert_shown(lines, text)
        toast = {int(n) for text in toasts for n in re.findall(r"Auction in (\d+) s", text)}
        assert toast <= prompt, (tick, prompt, toasts)
    assert_shown(seen(app), "Not here.")
