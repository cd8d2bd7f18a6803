"""Drive the Starship Merchants board through the app loop with real pygame events.

``Player.perform(action)`` turns one legal action into the taps a person would make: the
board spot that stands for it (positions from the board map through the view's layout),
then, where the board needs a second choice, the prompt button; or the prompt button
alone. Nothing calls the view's handlers directly.
"""

from __future__ import annotations

from functools import partial

import pygame

from game.starship.game import GAME
from game.starship.view import StarshipView
from game.starship.view_actions import spot_of
from tests.uidriver import BoardDriver, make_session
from tests.uitext import Line

#: a session of this game: ``session(players, humans, seed, bot, options)``
session = partial(make_session, GAME)


class Player(BoardDriver):
    """Posts mouse events at canvas positions and runs app frames."""

    view_type = StarshipView

    def button(self, key) -> pygame.Rect | None:
        return self.widget_rect(key)

    def press_action_button(self, action) -> None:
        """Tap the prompt button of ``action``, paging with "More" when needed."""

        for _ in range(20):
            rect = self.button(("starship", "act", action))
            if rect is not None:
                self.click(rect.center)
                return
            more = self.button(("starship", "more"))
            assert more is not None, (
                f"no button for {action!r}; widgets: {[w.key for w in self.play.widgets]}"
            )
            self.click(more.center)
        raise AssertionError(f"paged through the buttons without finding {action!r}")

    def perform(self, action) -> None:
        """Make the taps that take ``action`` (one of the actor's legal actions)."""
        take(self.view, action, lambda key: self.click(self.view.point_for(key)),
             self.press_action_button)


def take(view: StarshipView, action, press_spot, press_button) -> None:
    """Take ``action`` as a player does, by ``press_spot(key)`` (a tap, a key) and
    ``press_button(action)``: the board spot that stands for it, then, where the spot was
    selected rather than played (a stack: Buy or Lease; a pilot to transfer), the
    console that takes it or the prompt's button that says which; an action with no spot
    by its button alone."""
    key = spot_of(view.st, action)
    if key is None:
        press_button(action)
        return
    n = len(view.session.log)
    press_spot(key)
    if len(view.session.log) == n:  # the spot was selected: a console or a button says
        assert view.selected == key, (key, view.selected)
        console = ("ship", getattr(action, "ship", -1))
        if action in view.target_map().get(console, []):  # a Dock transfer's console
            press_spot(console)
        else:
            press_button(action)


def board_drawn(app) -> list[Line]:
    """Every text line of a fresh frame, what the board's cached layers and panels hold
    included (they are all painted afresh for it; :func:`tests.uitext.drawn` records only
    what reaches the canvas this frame): its text, canvas rectangle and clip."""
    view = app.top.view
    view.touch()
    view.on_layer.forget()  # the whole layer painted afresh, every panel with it
    view._pictures.clear()
    view.layer_pictures.clear()
    sizes = (app.canvas.get_size(), (view.rect.right, view.rect.bottom))
    real = app.fonts.draw
    lines: list[Line] = []

    def record(surface, text, pos, size, colour, bold=False, anchor="topleft"):
        rect = real(surface, text, pos, size, colour, bold, anchor)
        if surface.get_size() in sizes and text.strip():
            lines.append(Line(text, rect, surface.get_clip(), size, bold))
        return rect

    app.fonts.draw = record
    try:
        app.dirty = True
        app.draw()
    finally:
        del app.fonts.draw
    return lines
