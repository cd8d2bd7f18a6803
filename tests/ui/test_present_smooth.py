"""In a window smaller than the canvas, a frame that changes only a little (a bot's
thinking indicator turning) keeps the window's picture smooth: while a Hard bot thought,
the indicator kept the whole window scaled by nearest pixel, every label jagged at
1280x720 ("Sklp" for "Skip")."""

from __future__ import annotations

import pygame
import pytest

from game.engine.app import App
from game.engine.scene import Scene

WORDS = "Skip  Your missions  Line of 4 inside one zone  Lost Ship"


class Ticking(Scene):
    """Words over the whole canvas, then a dot that turns every frame (only its area
    redrawn, as the play screen's thinking indicator is), while ``animating``."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.frame = 0

    @property
    def animating(self) -> bool:
        return True

    def draw(self, surface: pygame.Surface) -> None:
        self.frame += 1
        spot = pygame.Rect(900, 40, 80, 30)
        if self.app.canvas_holds(self, surface):
            surface.fill((20, 20, 40), spot)
            pygame.draw.circle(surface, (250, 200, 60), (910 + 20 * (self.frame % 3), 55), 6)
            self.app.changed_rects = [spot]
            return
        surface.fill((20, 20, 40))
        for row in range(12):
            self.app.fonts.draw(surface, WORDS, (40, 100 + 80 * row), 30, (230, 230, 240))


def rough_share(app: App) -> float:
    """The share of the window's pixels that differ from the smoothly scaled canvas."""
    rect = app.viewport.rect
    smooth = pygame.transform.smoothscale(app.canvas, rect.size)
    shown = app.screen.subsurface(rect)
    a = pygame.image.tobytes(smooth, "RGB")
    b = pygame.image.tobytes(shown.copy(), "RGB")
    differ = sum(1 for k in range(0, len(a), 3) if abs(a[k] - b[k]) > 24)
    return differ / (len(a) // 3)


@pytest.mark.parametrize("window", [(1280, 720), (640, 360)])
def test_a_small_change_keeps_the_window_smooth(home, window):
    app = App(window=window, fullscreen=False)
    try:
        app.push(Ticking(app))
        for _ in range(6):
            app.step(1 / 60)
        assert app.top.frame >= 6
        assert rough_share(app) < 0.002
        assert not app._rough
    finally:
        app.close()


def test_a_big_change_while_moving_is_still_scaled_fast_then_smooth(home):
    """Frames that change much of the canvas while something moves keep the fast,
    rough scaling (an animation's pace); the still frame after it is smooth."""
    app = App(window=(1280, 720), fullscreen=False)
    try:
        scene = Ticking(app)
        app.push(scene)
        app.step(1 / 60)
        app.dirty = True  # the whole canvas drawn again, while animating
        app.step(1 / 60)
        assert app._rough
    finally:
        app.close()
