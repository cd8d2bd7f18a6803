"""Sitting down at a table: each player touches "Join" at their own edge.

The screen shows a "Join" button at every place around the table (half of each long edge,
the middle of each short edge), each turned to read from its edge. The human seats of the
game join in their order: the first touch of a "Join" seats the first human there, and so
on; the seats of bots then take the free places. "Start" (in the middle, for anyone) starts
the game on the table; "Last time" seats everyone as they sat the last time the game was
played with this many seats (remembered in the settings). A long edge taken by one player
alone becomes theirs whole.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.app import CANVAS
from game.engine.input import POINTER_DOWN, POINTER_TYPES, POINTER_UP
from game.engine.scene import Scene
from game.engine.table.edges import edge_of
from game.engine.table.panel import RotatedPanel
from game.engine.table.sizing import TableSizes
from game.engine.table.touch import Spot, TouchRouter
from game.engine.table.transform import EDGE_ROTATION, Orient
from game.engine.widgets import Button

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App

#: the places offered, in the order free places are given to bots
PLACES = ("bottom-left", "top-right", "left", "right", "bottom-right", "top-left")


def whole_edges(slots: list[str]) -> list[str]:
    """A long edge's half taken by one player alone becomes the whole edge."""
    out = []
    for slot in slots:
        edge = edge_of(slot)
        shared = sum(1 for other in slots if edge_of(other) == edge) > 1
        out.append(slot if shared or edge in ("left", "right") else edge)
    return out


def seat_everyone(humans: list[int], joined: dict[int, str], players: int) -> list[str]:
    """Every seat's place: the humans where they joined, the others at free places, on an
    edge of their own while there is one."""
    taken = dict(joined)
    for seat in range(players):
        if seat in taken:
            continue
        free = [p for p in PLACES if p not in taken.values()]
        used = {edge_of(p) for p in taken.values()}
        alone = [p for p in free if edge_of(p) not in used]
        taken[seat] = (alone or free)[0]
    return whole_edges([taken[seat] for seat in range(players)])


class TableJoinScene(Scene):
    """Join at your edge, then Start (see the module docstring)."""

    def __init__(self, app: App, session: Session, size: tuple[int, int] | None = None,
                 **play_kwargs: Any) -> None:
        super().__init__(app)
        self.session = session
        self.play_kwargs = play_kwargs
        w, h = size or app.screen.get_size()
        self.size: tuple[int, int] = (int(w), int(h))
        self.sizes = TableSizes(self.size, app.settings.screen_diagonal)
        self.humans = [i for i, s in enumerate(session.seats) if s.is_human]
        #: seat -> the place where its player joined
        self.joined: dict[int, str] = {}
        self.router = TouchRouter()
        self.clock = 0.0
        self._panels: dict[str, RotatedPanel] = {}

    # ------------------------------------------------------------ places
    def place_orient(self, place: str) -> Orient:
        """Where a place's join card is: at its edge, turned to read from there."""
        w, h = self.size
        u = self.sizes.u
        size = (u(420), u(150))
        edge = edge_of(place)
        rotation = EDGE_ROTATION[edge]
        turned = (size[1], size[0]) if rotation in (90, 270) else size
        if edge in ("bottom", "top"):
            cx = w // 4 if place.endswith("-left") else 3 * w // 4
            y = h - turned[1] - u(20) if edge == "bottom" else u(20)
            return Orient(size, rotation, (cx - turned[0] // 2, y))
        x = u(20) if edge == "left" else w - turned[0] - u(20)
        return Orient(size, rotation, (x, h // 2 - turned[1] // 2))

    def next_human(self) -> int | None:
        waiting = [s for s in self.humans if s not in self.joined]
        return waiting[0] if waiting else None

    def join(self, place: str) -> None:
        """A touch on a place's card: the next human sits there (a touch on a taken place
        gives it back)."""
        for seat, where in list(self.joined.items()):
            if where == place:
                del self.joined[seat]
                self.dirty = True
                return
        newcomer = self.next_human()
        if newcomer is not None:
            self.joined[newcomer] = place
            self.dirty = True

    def last_time(self) -> None:
        remembered = self.app.settings.table_seats
        if len(remembered) == len(self.session.seats):
            self.begin(list(remembered))

    def start(self) -> None:
        waiting = self.next_human()
        if waiting is not None:
            name = self.session.seats[waiting].name
            self.app.toast(f"{name}: touch Join at your edge first.", error=True)
            return
        self.begin(seat_everyone(self.humans, self.joined, len(self.session.seats)))

    def begin(self, slots: list[str]) -> None:
        from game.scenes.table_play import TablePlayScene

        self.app.settings.table_seats = list(slots)
        self.app.save_settings()
        self.app.replace(TablePlayScene(self.app, self.session, slots=tuple(slots),
                                        **self.play_kwargs))

    def middle_buttons(self) -> list[Button]:
        u = self.sizes.u
        cx, cy = self.size[0] // 2, self.size[1] // 2
        w, h = u(300), max(self.sizes.min_target, u(80))
        start = Button((cx - w - u(10), cy - h // 2, w, h), "Start", self.start,
                       style="primary", size=u(32), key="start")
        last = Button((cx + u(10), cy - h // 2, w, h), "Last time", self.last_time,
                      size=u(32), key="last",
                      enabled=len(self.app.settings.table_seats) == len(self.session.seats))
        back = Button((cx - w // 2, cy + h, w, h), "Back", self.back, size=u(32), key="back")
        for b in (start, last, back):
            b.rect.size = (w, h)
        return [start, last, back]

    def spots(self) -> list[Spot]:
        out = [Spot(("place", p), self.place_orient(p).canvas_rect, None,
                    on_tap=partial(self.join, p), anyone=True) for p in PLACES]
        out += [Spot(("button", b.key), b.rect, None, on_tap=b.activate, anyone=True)
                for b in self.middle_buttons() if b.enabled]
        return out

    # ------------------------------------------------------------ input and loop
    def enter(self) -> None:
        self.app.use_canvas(self.size)
        super().enter()

    def exit(self) -> None:
        self.app.use_canvas(CANVAS)
        super().exit()

    def update(self, dt: float) -> None:
        self.clock += dt

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type not in POINTER_TYPES:
            return super().handle(event)
        finger = int(getattr(event, "finger", -1))
        if event.type == POINTER_DOWN and event.button == 1:
            return self.router.down(finger, event.pos, self.clock, self.spots(), []) is not None
        if event.type == POINTER_UP:
            return self.router.up(finger, event.pos, self.clock)
        return False

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        t = self.app.theme
        surface.fill(t.c("background"))
        who = self.next_human()
        self.draw_words(surface, who)
        taken = {where: seat for seat, where in self.joined.items()}
        for place in PLACES:
            orient = self.place_orient(place)
            panel = self._panels.get(place)
            if panel is None or panel.orient != orient:
                panel = self._panels[place] = RotatedPanel(orient)
            seat = taken.get(place)
            panel.blit(surface, (seat, who), partial(self.paint_place, seat))
        for b in self.middle_buttons():
            b.draw(surface, self.app, False)

    def draw_words(self, surface: pygame.Surface, who: int | None) -> None:
        """What to do, twice: under the middle buttons reading from the bottom edge and
        above them turned to read from the top edge (the long edges, where most sit; the
        buttons' one-word labels read from either)."""
        t, f, u = self.app.theme, self.app.fonts, self.sizes.u
        lines = [("Touch Join at your edge", u(44), t.c("accent"), True),
                 (f"Next: {self.session.seats[who].name}" if who is not None
                  else "Everyone is seated: Start", u(32), t.c("text"), False)]
        buttons = self.middle_buttons()
        top = min(b.rect.top for b in buttons) - u(24)
        y = max(b.rect.bottom for b in buttons) + u(24)
        cx = self.size[0] // 2
        for text, size, colour, bold in lines:  # (drawn by the fonts: the tests read them)
            y = f.draw(surface, text, (cx, y), size, colour, bold, "midtop").bottom + u(8)
        for text, size, colour, bold in lines:
            turned = pygame.transform.rotate(f.render(text, size, colour, bold), 180)
            top = surface.blit(turned, turned.get_rect(midbottom=(cx, top))).top - u(8)

    def paint_place(self, seat: int | None, surface: pygame.Surface) -> None:
        """A place's card, upright: "Join", or the name of who sits there."""
        t, f, u = self.app.theme, self.app.fonts, self.sizes.u
        box = surface.get_rect()
        surface.fill(t.c("background"))
        if seat is None:
            pygame.draw.rect(surface, t.c("button"), box, border_radius=u(20))
            pygame.draw.rect(surface, t.c("panel_border"), box, u(3), border_radius=u(20))
            f.draw(surface, "Join", box.center, u(48), t.c("button_text"), True, "center")
            return
        look = self.app.theme.player(self.session.seats[seat].colour)
        pygame.draw.rect(surface, look.rgb, box, border_radius=u(20))
        name = f.fit(self.session.seats[seat].name, u(44), box.width - u(30), True)
        f.draw(surface, name, (box.centerx, box.centery - u(16)), u(44), look.text, True,
               "center")
        f.draw(surface, "touch again to leave", (box.centerx, box.bottom - u(12)), u(24),
               look.text, False, "midbottom")
