"""Table-mode UI tests: fingers posted as real SDL finger events (FINGERDOWN, FINGERMOTION,
FINGERUP with x, y normalised to the window and distinct finger ids) through the app loop.

Each game's table driver subclasses :class:`TableFingers` with the gestures of its actions;
positions come from the table layout and the view's own geometry (a seat panel's upright
rectangle turned onto the canvas by its :class:`~game.engine.table.transform.Orient`).
"""

from __future__ import annotations

import pygame

from game.engine.table.seatpanel import layout_buttons
from game.engine.table.transform import Orient
from game.scenes.table_play import TablePlayScene


class TableFingers:
    """Posts finger events at canvas positions (the canvas is the window) and runs frames."""

    def __init__(self, app) -> None:
        self.app = app
        self._next_id = 100

    @classmethod
    def at_table(cls, app, session):
        """Push the table scene for ``session`` and run two frames; the fingers."""
        app.push(TablePlayScene(app, session, autosave=False))
        fingers = cls(app)
        fingers.frames(2)
        return fingers

    @property
    def scene(self) -> TablePlayScene:
        top = self.app.top
        assert isinstance(top, TablePlayScene), f"expected the table scene, found {top!r}"
        return top

    def frames(self, n: int = 1, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.step(dt)

    def settled(self) -> pygame.Surface:
        """The canvas once every part of the table's still picture is up to date (a frame
        does one costly step of a part, its copies counted: see game.engine.table.compose;
        at 4K an action's repaint takes about 20 frames)."""
        for _ in range(40):
            canvas = self.app.draw()
            if not self.scene.animating:
                return canvas
        raise AssertionError("the table's picture does not settle")

    def decisions(self, limit: int = 3000):
        """Run frames until a human seat decides and yield (scene, seat), again and again
        until the game leaves the table scene (never a pass-the-device screen)."""
        from game.scenes.passdevice import PassScene

        for _ in range(limit):
            top = self.app.top
            assert not isinstance(top, PassScene), "no pass-the-device screen at a table"
            if not isinstance(top, TablePlayScene):
                return
            seat = self.actor()
            if seat is not None:
                yield top, seat

    def actor(self) -> int | None:
        """The seat that decides now, or None after a frame while nobody decides or things
        move."""
        view = self.scene.view
        if view.actor is None or view.animating:
            self.frames(1, dt=0.1)
            return None
        return view.actor

    def play(self, action, seat: int) -> None:
        """Make the gestures of ``action`` (the subclass's ``perform``) and check that the
        game took exactly it."""
        log = self.scene.session.log
        n = len(log)
        self.perform(action, seat)  # type: ignore[attr-defined]
        assert len(log) > n and self.same(log[n].action, action), (
            f"the fingers for {action!r} did nothing; toasts: {self.app.toasts.history[-2:]}")
    def same(self, taken, action) -> bool:
        """Whether the game took ``action`` (a game's fingers may take one alike)."""
        return taken == action

    def decision(self, bot_type):
        """The deciding seat and the move ``bot_type`` would make for it (what the test's
        fingers then play), or None after a frame while nobody decides or things move."""
        seat = self.actor()
        if seat is None:
            return None
        session = self.scene.session
        return seat, bot_type(seat, len(session.log)).choose(session.state.view(seat))

    def new_finger(self) -> int:
        self._next_id += 1
        return self._next_id

    def _post(self, kind: int, finger: int, pos: tuple[float, float]) -> None:
        w, h = self.app.screen.get_size()
        pygame.event.post(pygame.event.Event(
            kind, touch_id=1, finger_id=finger, x=(pos[0] + 0.5) / w, y=(pos[1] + 0.5) / h,
            dx=0.0, dy=0.0, pressure=1.0))

    def down(self, pos: tuple[float, float], finger: int | None = None) -> int:
        """Put a finger down (and run a frame); returns its id. As a person would, the
        finger waits (frames) until the window shows what it lands on: a tap spot there
        whose part the window does not show yet refuses it
        (TablePlayScene.shown_spots)."""
        finger = self.new_finger() if finger is None else finger
        self.until_shown(pos)
        self._post(pygame.FINGERDOWN, finger, pos)
        self.frames(1)
        return finger

    def until_shown(self, pos: tuple[float, float], limit: int = 120) -> None:
        """Run frames while a tap spot at ``pos`` is one the window does not show yet."""
        top = self.app.top
        if not isinstance(top, TablePlayScene):
            return
        at = (int(pos[0]), int(pos[1]))
        for _ in range(limit):
            hidden = {s.key for s in top.spots() if s.rect.collidepoint(at)} - {
                s.key for s in top.shown_spots() if s.rect.collidepoint(at)}
            if not hidden or self.app.top is not top:
                return
            self.frames(1)

    def move(self, finger: int, pos: tuple[float, float]) -> None:
        self._post(pygame.FINGERMOTION, finger, pos)
        self.frames(1)

    def up(self, finger: int, pos: tuple[float, float]) -> None:
        self._post(pygame.FINGERUP, finger, pos)
        self.frames(1)

    def tap(self, pos: tuple[float, float]) -> None:
        """A short tap with a fresh finger."""
        finger = self.down(pos)
        self.up(finger, pos)

    # ------------------------------------------------------------------ positions
    def orient(self, seat: int) -> Orient:
        return self.scene.table.panels[seat]

    def in_panel(self, seat: int, rect: pygame.Rect) -> tuple[int, int]:
        """The canvas centre of an upright rectangle of ``seat``'s panel."""
        return self.orient(seat).rect_to_canvas(rect).center

    def button(self, seat: int, key) -> tuple[int, int]:
        """The canvas centre of the acting ``seat``'s button ``key``."""
        scene = self.scene
        specs = scene.view.table_buttons(seat)
        for b in layout_buttons(specs, scene.parts[seat].buttons, scene.sizes, scene.app.fonts):
            if b.key == key:
                return self.in_panel(seat, b.rect)
        raise LookupError(f"no button {key!r} in seat {seat}'s panel: {[s[3] for s in specs]}")


def assert_panels_face_their_edges(fingers: TableFingers, seats) -> None:
    """Each seat's name is drawn in its panel's header as its seat reads it: the header's
    badge (the seat's colour) sits at the panel's upright top-left, turned onto the canvas
    with its edge, and the place three badges to its right is not that colour."""
    scene = fingers.scene
    canvas = fingers.settled()
    for seat, info in enumerate(seats):
        header = scene.parts[seat].header
        badge = pygame.Rect(header.topleft, (header.height, header.height))
        look = fingers.app.theme.player(info.colour)
        for rect, share in ((badge, 0.3), (badge.move(header.height * 3, 0), 0.0)):
            area = canvas.subsurface(fingers.orient(seat).rect_to_canvas(rect))
            mask = pygame.mask.from_threshold(area, look.rgb, (2, 2, 2, 255))
            seen = mask.count() / (rect.width * rect.height)
            assert seen > share if share else seen < 0.05, (seat, rect, seen)
