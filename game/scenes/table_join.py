"""Sitting down at a table: each player touches "Join" at their own edge.

The screen shows a "Join" button at every place around the table (half of each long edge,
the middle of each short edge), each turned to read from its edge. The human seats of the
game join in their order: the first touch of a "Join" seats the first human there, and so
on; the seats of bots then take the free places. "Start" (in the middle, for anyone) starts
the game on the table; "Last time" seats everyone as they sat the last time the game was
played with this many seats (remembered in the settings). A long edge taken by one player
alone becomes theirs whole.

The middle (what to do, who joins next, Start / Last time / Back) is one card shown twice,
upright for the bottom edge and turned half round for the top edge
(:class:`~game.engine.table.middle.TwoWayMiddle`, as the results at a table do): any
finger presses either copy. A toast (a refusal: "touch Join at your edge first") is not
left to the app, which draws it once reading from the bottom edge: it is told in the copy
of the middle facing the edge whose touch caused it (a short edge's touch, or a toast no
touch caused, in both copies), and stays there for its time whatever the other copy is
told meanwhile (:meth:`TableJoinScene.note_for`).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.engine.app import CANVAS
from game.engine.boardview.prompt import ButtonSpec
from game.engine.input import POINTER_TYPES
from game.engine.scene import Scene
from game.engine.table.cardframe import paint_card_frame
from game.engine.table.edges import edge_of
from game.engine.table.middle import TwoWayMiddle
from game.engine.table.notes import MiddleNotes, paint_note
from game.engine.table.panel import RotatedPanel
from game.engine.table.seatpanel import layout_buttons
from game.engine.table.tablefonts import draw_fitted
from game.engine.table.touch import Spot, TouchRouter
from game.engine.table.transform import EDGE_ROTATION, Orient
from game.engine.tablesetup import TableSizes
from game.engine.text import whole_words
from game.engine.widgets import Button
from game.scenes.ways import ways

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App

#: the places offered, in the order free places are given to bots
PLACES = ("bottom-left", "top-right", "left", "right", "bottom-right", "top-left")
#: what the middle says first, its width (1080p pixels)
HEADLINE = "Touch Join at your edge"
MIDDLE_W = 760
#: a note's (a toast's) text size and the most lines kept for it under the buttons
NOTE = 26
NOTE_LINES = 2


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
        #: toasts told in the middle, facing the edge they are for
        self.notes = MiddleNotes()
        self.arrange_middle()

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
        if newcomer is None:
            self.app.toast("Everyone has joined: touch Start.", error=True)
            return
        self.joined[newcomer] = place
        self.dirty = True

    def last_time(self) -> None:
        if self.remembered():
            self.begin(list(self.app.settings.table_seats))

    def start(self) -> None:
        waiting = self.next_human()
        if waiting is not None:
            name = self.session.seats[waiting].name
            self.app.toast(f"{name}: touch Join at your edge first.", error=True)
            return
        self.begin(seat_everyone(self.humans, self.joined, len(self.session.seats)))

    def begin(self, slots: list[str]) -> None:
        self.app.settings.table_seats = list(slots)
        self.app.save_settings()
        self.app.replace(ways().table_play(self.app, self.session, slots=tuple(slots),
                                           **self.play_kwargs))

    # ------------------------------------------------------------ the middle
    def arrange_middle(self) -> None:
        """The middle card (what to do, the buttons, a note for its edge), shown twice
        (:class:`~game.engine.table.middle.TwoWayMiddle`) between the long edges' Join
        cards: the note's room is two lines where both copies fit so, else one (a small
        window, whose words are drawn at the fonts' smallest size, larger than asked)."""
        f, sizes = self.app.fonts, self.sizes
        u = sizes.u
        width = min(u(MIDDLE_W), self.size[0] - 2 * u(20))
        inner = width - 2 * u(20)
        head = whole_words(f, HEADLINE, sizes.text(44), inner, True)
        words = (u(20) + len(head) * f.line_height(sizes.text(44), True) + u(8)
                 + f.line_height(sizes.text(32)) + u(20) + self.button_height() + u(16)
                 + u(20))
        gap = u(16)
        room = (self.place_orient("bottom-left").canvas_rect.top
                - self.place_orient("top-left").canvas_rect.bottom - 2 * u(8) - gap) // 2
        for lines in range(NOTE_LINES, 0, -1):
            self.note_lines = lines
            self.note_h = lines * f.line_height(sizes.text(NOTE)) + u(36)
            if words + self.note_h <= room:
                break
        centre = (self.size[0] // 2, self.size[1] // 2)
        self.middle = TwoWayMiddle((width, words + self.note_h), centre, gap)
        self.headline = head

    def button_height(self) -> int:
        return max(self.sizes.min_target, self.sizes.u(80))

    def middle_buttons(self) -> list[Button]:
        """Start, Last time and Back in a row, in the middle card's upright coordinates."""
        u = self.sizes.u
        w, h = self.middle.size
        area = pygame.Rect(u(20), h - u(20) - self.note_h - u(16) - self.button_height(),
                           w - 2 * u(20), self.button_height())
        specs: list[ButtonSpec] = [("Start", self.start, "primary", "start"),
                                   ("Last time", self.last_time, "normal", "last"),
                                   ("Back", self.back, "normal", "back")]
        buttons = layout_buttons(specs, area, self.sizes, self.app.fonts)
        for b in buttons:
            b.size = self.sizes.text(32)
        buttons[1].enabled = self.remembered()
        return buttons

    def remembered(self) -> bool:
        """Whether a seating is remembered for this many seats ("Last time" works)."""
        return len(self.app.settings.table_seats) == len(self.session.seats)

    def spots(self) -> list[Spot]:
        out = [Spot(("place", p), self.place_orient(p).canvas_rect, None,
                    on_tap=partial(self.touched, edge_of(p), partial(self.join, p)),
                    anyone=True) for p in PLACES]
        return out + self.middle.spots(self.middle_buttons(), self.pressed)

    def pressed(self, edge: str, button: Button) -> None:
        """A button of the copy read from ``edge``: its action (a "Last time" with
        nothing remembered says so), its toasts facing ``edge``."""
        self.touched(edge, button.activate if button.enabled else self.nothing_remembered)

    def nothing_remembered(self) -> None:
        self.app.toast(f"No seating is remembered for {len(self.session.seats)} players "
                       "yet: touch Join at your edge.", error=True)

    def touched(self, edge: str, action: Callable[[], object]) -> None:
        """A touch at ``edge`` does ``action``; what it toasts is told facing that edge
        (a short edge's in both copies of the middle: they read from the long edges)."""
        action()
        if self.notes.take(self.app, self, edge):
            self.dirty = True

    def note_for(self, edge: str) -> tuple[str, bool] | None:
        """The note the copy read from ``edge`` tells (:class:`MiddleNotes`)."""
        return self.notes.for_edge(edge)

    # ------------------------------------------------------------ input and loop
    def enter(self) -> None:
        self.app.use_canvas(self.size)
        super().enter()

    def exit(self) -> None:
        self.app.use_canvas(CANVAS)
        super().exit()

    @property
    def busy(self) -> bool:
        """While a note shows: it is aged by the frames and goes when its time is out."""
        return bool(self.notes) or super().busy

    def update(self, dt: float) -> None:
        self.clock += dt
        # (not from a touch, the window's notice: both copies)
        if self.notes.take(self.app, self, None) | self.notes.age(dt):
            self.dirty = True

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type not in POINTER_TYPES:
            return super().handle(event)
        return self.router.pointer(event, self.clock, self.spots)

    # ------------------------------------------------------------ drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(self.app.theme.c("background"))
        who = self.next_human()
        taken = {where: seat for seat, where in self.joined.items()}
        for place in PLACES:
            orient = self.place_orient(place)
            panel = self._panels.get(place)
            if panel is None or panel.orient != orient:
                panel = self._panels[place] = RotatedPanel(orient)
            seat = taken.get(place)
            panel.blit(surface, (seat, who), partial(self.paint_place, seat))
        self.middle.blit(surface, partial(self.middle_key, who),
                         partial(self.paint_middle, who))

    def middle_key(self, who: int | None, edge: str) -> Hashable:
        return (who, self.remembered(), self.note_for(edge))

    def paint_middle(self, who: int | None, edge: str, surface: pygame.Surface) -> None:
        """One copy of the middle, upright: what to do, who joins next, Start / Last time
        / Back, and under them the newest note for ``edge`` (a refusal, a notice) in a
        toast's box."""
        t, f, sizes = self.app.theme, self.app.fonts, self.sizes
        u = sizes.u
        box = surface.get_rect()
        paint_card_frame(surface, self.app, u)
        y = u(20)
        for line in self.headline:  # (drawn by the fonts: the tests read them)
            y = f.draw(surface, line, (box.centerx, y), sizes.text(44), t.c("accent"), True,
                       "midtop").bottom
        nxt = (f"Next: {self.session.seats[who].name}" if who is not None
               else "Everyone is seated: Start")
        draw_fitted(f, surface, nxt, (box.centerx, y + u(8)), sizes.text(32),
                    box.width - 2 * u(20), sizes.min_text, t.c("text"), anchor="midtop")
        buttons = self.middle_buttons()
        for button in buttons:
            button.draw(surface, self.app, False)
        note = self.note_for(edge)
        if note is not None:
            paint_note(surface, self.app, note,
                       (box.centerx, max(b.rect.bottom for b in buttons) + u(16)),
                       sizes.text(NOTE), box.width - u(140), self.note_lines, u)

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
