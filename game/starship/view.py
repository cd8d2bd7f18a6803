"""The Starship Merchants board view: drawn from the Tiled map, played by mouse, touch and keys.

How a player acts (every choice is one of the rules' legal actions):

* the next quadrant's track space (or anywhere in that quadrant) advances your pawn;
* Shipyard: tap a Scout or Tug stack, then "Buy" or "Lease"; tap a ship console to pay
  off a loan marker (or to choose the ship to remove when over the limit);
* Market: tap a For Sale card (to redraw it on arrival, or to buy it), then the ship that
  equips it; tap a refinery to buy it; tap a mine in your Local Space to claim it;
* Belt: tap a ship console to run it; then every pickup (a mine in Known Space or a Local
  Space), exploring (the bag), redrawing (the Destination deck) and travelling (a
  Destination card) is a tap, each target showing its energy cost before you commit;
  the running console shows the energy left;
* Dock: tap a pilot or gear token on an obsolete console (each lit, its cost beside it),
  then the lit active console that takes it (or "Set aside"); Cancel, Escape or a right
  click drops it;
* choices the board cannot show (pass, end the run, keep the explored mine aboard or in
  Local Space, set a transfer aside, finish transfers, the Final Run) are large buttons
  in the prompt area;
* reading before acting: pointing at anything (or a tap on what is not a choice) puts its
  details in the prompt, card texts in a box beside the card; a finger held on a choice
  for :data:`LONG_PRESS` seconds shows the same without taking it (touch has no hover);
* keyboard: Tab (in order) / arrows (on the screen) move the focus over exactly the
  things you may choose now,
  Enter or Space chooses. A tap on something that is not a choice shows why.

The view stands on :class:`~game.engine.boardview.BoardView` (selection, hover, the focus
ring, animation ticking, cached layers): it lists its targets and buttons here, paints
its layers and panels in :mod:`game.starship.view_panels`, and its animations come from
:mod:`game.starship.view_motion`.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.protocol import Action, Event
from game.engine.boardview import Target, Tween
from game.engine.boardview.longpress import LongPress, pressed_key
from game.engine.widgets import Button, Widget
from game.starship.rules.state import StarshipState
from game.starship.view_actions import (
    SpotKey,
    distinct,
    label,
    likeliest_first,
    listed_label,
    second_step,
    selects,
    why_not,
)
from game.starship.view_layout import (
    HEADER_H,
    Layout,
    console_words,
    known_area,
    known_words,
    local_label,
    name_plate,
)
from game.starship.view_motion import Floater, Glide
from game.starship.view_prompt import PROMPT_LINES
from game.starship.view_table_motion import StarshipTableMotion
from game.starship.view_tags import pill_rect

#: the spots whose faces are mostly words (cards, decks, lists, the Bag)
CARD_KINDS = ("stack", "forsale", "market_deck", "dest", "dest_deck", "refinery",
              "gear_supply", "bag")

if TYPE_CHECKING:
    from game.core.session import Session
    from game.engine.app import App
    from game.engine.movegrid import MoveGrid


#: seconds a finger (or the mouse button) held on a choice shows its details instead
LONG_PRESS = 0.5
#: spots a tap only explains (they stand for no action)
INFO_KINDS = ("seat", "known", "dock", "mark", "market_deck", "gear_supply")


class StarshipView(StarshipTableMotion):
    """The Starship Merchants board (see the module docstring for how players act).

    Selection, hover and ``info`` (a tapped or held thing whose details are shown) are
    spot keys: ``("stack", (1, "scout"))``, ``("ship", 7)``, ``("mine", 12)``..."""

    def __init__(self, session: Session, app: App) -> None:
        #: the page of prompt buttons shown when they do not fit at once
        self.page = 0
        self._credits: list[int] = []
        self._mines_at: dict[int, tuple[int, int]] = {}
        self.press = LongPress(LONG_PRESS)
        super().__init__(session, app)
        self.restart()
        self.layout(self.rect)

    # ------------------------------------------------------------------ basics
    def arrange(self, rect: pygame.Rect) -> None:
        self.layer_pictures.clear()  # (kept by what they show, not where)
        if self.table is not None:  # the quadrants alone (view_table)
            self.arrange_table(rect)
        else:
            self.lay = Layout(rect)
        self.restart()  # what animations compare against, in the new geometry

    def decision_moved(self) -> None:
        self.info = None
        self.page = 0
        super().decision_moved()

    def point_for(self, key: SpotKey) -> tuple[int, int]:
        """A canvas point where a tap reaches spot ``key``, for tests and for anyone
        scripting the interface."""
        rect = self.spot_rect(key)
        for y in (rect.centery, rect.y + 8, rect.bottom - 8):
            for x in (rect.centerx, rect.x + 8, rect.right - 8):
                spot = self.spot_at((x, y))
                if spot is not None and spot.key == key:
                    return (x, y)
        return rect.center

    def action_label(self, action: Action) -> str:
        return listed_label(self.st, action, [seat.name for seat in self.session.seats])

    def moves_listed(self, actions: Sequence[Action]) -> list[Action | MoveGrid]:
        """The "Moves" list: one button for alike mines (:func:`distinct`), the most
        valuable pickups first (:func:`likeliest_first`), as a table's panel lists them."""
        return list(likeliest_first(self.st, distinct(self.st, actions)))

    # ------------------------------------------------------------------ targets
    def targets(self) -> list[Target]:
        """Every spot that takes an action; while a stack is selected they stay tappable
        but leave the focus ring to the Buy / Lease / Cancel buttons. At a table the
        board's targets are on its turn card (:meth:`StarshipTable.board_targets`)."""
        if self.table is not None:
            return []
        # a ring passes under the price tags (its own too: it stands on the ring's edge)
        # and the words round it (focus_ring leaves out those it does not reach)
        words = tuple(rect for _, rect in self.tags(self.viewer).values()) + self.words()
        tmap = self.target_map()
        second = second_step(self.selected, tmap)
        return [Target(key, self.spot_rect(key), partial(self.tap, key),
                       focus=self.selected is None or key in second,
                       acts=not selects(key, acts), under=words)
                for key, acts in tmap.items()]

    def words(self) -> tuple[pygame.Rect, ...]:
        """Where the board's things write (cards, consoles' top rows, seat titles, tokens'
        digits, name plates...), for the focus ring of the thing beside them to pass under."""
        out, f = [], self.app.fonts  # (targets are on the screen only: never lifted)
        for spot in self.spots():
            if spot.kind == "mine":  # its digit, at its centre (tokens lie close)
                out.append(f.box("0", spot.rect.center, 24, True, "center").inflate(4, 0)
                           .clip(spot.rect))
            elif spot.kind in CARD_KINDS:
                out.append(spot.rect.inflate(-4, -4))
            elif spot.kind == "ship":
                out.append(console_words(spot.rect, 28))
            elif spot.kind == "seat":  # its title row (from its letter badge on), Local's label
                out += [pygame.Rect(spot.rect.x + 14, spot.rect.y + 2, spot.rect.width - 24,
                                    HEADER_H), local_label(Layout.local_rect(spot.rect))]
            elif spot.kind == "mark":
                out.append(spot.rect)
            elif spot.kind == "known":  # its name at the top left, its price at the right
                name_at, tag_at = known_words(known_area(self.lay))
                badge = self.marks(self.viewer).area_badges.get(("known", None))
                out += [f.box("Known Space", name_at, 24),
                        *([pill_rect(f, badge, topright=tag_at)] if badge else [])]
        # each track space's name plate ("Shipyard", "Market")
        out += [name_plate(f, q, c).inflate(6, 6) for q, c in self.lay.spaces.items()]
        return tuple(out)

    def tap(self, key: SpotKey) -> None:
        """A target was released (or activated by key): choose it, unless it was held
        long enough to show its details (:meth:`update`)."""
        if not self.press.release(key):
            self.choose(key)

    def choose(self, key: SpotKey) -> None:
        """A spot was tapped or activated by key."""
        self.info = key
        self.dirty = True
        if self.actor is None:
            self.refuse(self.not_acting_reason())
            return
        acts = self.target_map().get(key, [])
        if not acts:
            self.refuse(why_not(self.st, self.actor, key, self.selected))
        elif not selects(key, acts):
            self.act(acts[0])
        else:
            self.page = 0
            self.select(key, toggle=False)

    def act(self, action: Action) -> bool:
        """Take ``action`` (the selection and the details shown end with it)."""
        self.info = None
        taken = super().act(action)
        if taken:
            self.hover = None
        return taken

    def cancel(self) -> bool:
        self.info = None
        self.page = 0
        self.dirty = True
        return super().cancel()

    def next_page(self) -> None:
        self.page += 1
        self.touch()

    # ------------------------------------------------------------------ prompt buttons
    def button_plan(self) -> tuple[int, list[Button]]:
        """The prompt's text rows and its buttons (once per version): as many actions as
        fit, "More" to page, "Cancel" while a stack is selected; a label too tall for a
        button under two prompt lines takes the second line's room."""
        return self.memo.get("plan", (self.version, self.page), self._plan_buttons)

    def _plan_buttons(self) -> tuple[int, list[Button]]:
        area, fonts, st = self.lay.prompt, self.app.fonts, self.session.state
        assert isinstance(st, StarshipState)
        specs, count = self.button_specs(self.choices(), partial(label, st))
        n = len(specs)
        small = n - count  # More / Cancel: narrower buttons
        rows, out = PROMPT_LINES, []
        if n:
            gap, small_w = 10, 136
            w = (area.width - gap * (n - 1) - small * small_w) // count if count else small_w
            if count and w < small_w:
                small_w = w = (area.width - gap * (n - 1)) // n
            lh = fonts.line_height(24, True)
            need = max((len(fonts.wrap(text, 24, w - 24, True)) for text, *_ in specs[:count]),
                       default=1)
            y = area.top + PROMPT_LINES * 30 + 12
            h = max(64, min(96, area.bottom - 6 - y))
            if need * lh + 8 > h:
                rows, y = 1, area.top + 30 + 12
                h = max(64, min(need * lh + 8, area.bottom - 6 - y))
            x = area.x
            for i, (text, choose, style, key) in enumerate(specs):
                width = w if i < count else small_w
                out.append(Button((x, y, width, h), text, choose, size=24, style=style,
                                  key=key))
                x += width + gap
        return rows, out

    def buttons(self) -> list[Widget]:
        if self.session.state.is_over:
            return []
        return list(self.button_plan()[1])

    def prompt_rows(self) -> int:
        """Lines of prompt text above the buttons now."""
        return self.button_plan()[0]

    # ------------------------------------------------------------------ input
    def touch_elsewhere(self, pos: tuple[int, int]) -> bool:
        """A tap on no target: the prompt area takes it; a thing that stands for no
        action shows its details; any other thing says why it is not a choice; the bare
        board (or a quadrant while a stack is selected) drops the selection."""
        if self.lay.prompt.collidepoint(pos):
            return True
        spot = self.spot_at(pos)
        if spot is None or (self.selected is not None and spot.kind == "space"
                            and spot.rect.width > 200):
            return False
        if spot.kind in INFO_KINDS:
            self.cancel()
            self.info = spot.key
            return True
        self.choose(spot.key)
        return True

    def hover_key(self, pos: tuple[int, int]) -> Hashable | None:
        """The most specific board thing under the pointer."""
        spot = self.spot_at(pos) if self.rect.collidepoint(pos) else None
        return None if spot is None else spot.key

    def update(self, dt: float) -> None:
        """Animations, and the long press: a choice held for :data:`LONG_PRESS` seconds
        shows its details (prompt, card text box) and is not taken when let go."""
        super().update(dt)
        pressed = pressed_key(self.widgets() if self.actor is not None else ())
        if self.press.update(pressed, dt):
            self.info = pressed  # type: ignore[assignment]
            self.hover = None  # what the finger holds is shown, not what a mouse rests on
            self.dirty = True

    # ------------------------------------------------------------------ animation
    def restart(self) -> None:
        st: StarshipState = self.session.state  # type: ignore[assignment]
        self.memo.forget("spots")
        self._credits = [p["credits"] for p in st.players]
        self._mines_at = self.board_mines()
        self.table_restart()

    def animate(self, events: Sequence[Event]) -> list[Tween]:
        """Pawns glide to their new quadrant, mine tokens that changed place glide from
        where they were drawn, credit changes float over the seats (a seat's newest only).
        At a table the same plan in the turned board's places and over the seats' panels
        (:mod:`game.starship.view_table_motion`)."""
        st: StarshipState = self.session.state  # type: ignore[assignment]
        credits = [(old, p["credits"]) for old, p in zip(self._credits, st.players,
                                                         strict=False)]
        tweens = self.plan_moves(events, credits)
        # a piece gliding again, or a seat's credits changing again, drops the old tween
        # ("-4" rising over "-8" reads as neither); in place: the base adds the new ones
        # to the list it held
        moving = {t.piece for t in tweens if isinstance(t, Glide)}
        rising = {t.seat for t in tweens if isinstance(t, Floater)}
        self.animations[:] = [a for a in self.animations
                           if not (isinstance(a, Glide) and a.piece in moving)
                           and not (isinstance(a, Floater) and a.seat in rising)]
        self.restart()
        return tweens

    def on_events(self, events: Sequence[Event]) -> None:
        super().on_events(events)
        self._say_redraw(events)

    def _say_redraw(self, events: Sequence[Event]) -> None:
        """A redraw replaces both Destination cards at once: say so, naming the new ones
        (else both cards change under the player's finger without a word)."""
        if not any(ev.kind == "redraw" for ev in events):
            return
        st: StarshipState = self.session.state  # type: ignore[assignment]
        new = [st.comp.destinations[c].name for c in st.dest_slots if c is not None]
        self.toast("Both Destinations redrawn: now " + " and ".join(new) + "."
                   if new else "Both Destinations redrawn.")


VIEW = StarshipView
