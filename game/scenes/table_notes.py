"""Who reads what the table says (mixed into :class:`~game.scenes.table_play.TablePlayScene`).

The app's toasts read one way at the bottom of the screen; at a table they are taken into
the seats' panels (:class:`Notice`), each facing its seat, and each goes to the seats it
is for:

* **a reply to a tap** (a refusal in the rules' words, "It is not your turn.", why Undo is
  greyed out, what a Pandorum ability does) goes to the seat whose finger made that tap,
  and to no other: in a Merchants vote every voter read one voter's refusal as if it were
  its own, and a seat refused after its own part of a vote (no longer deciding) read
  nothing at all. Whose finger a tap is follows the router's own rule
  (:mod:`game.engine.table.touch`): a spot in a seat's panel is that seat's, a spot one
  seat reaches in another's panel (``Spot.by``) is the reaching seat's, a spot on the
  shared board is the acting seat's (it answers only while exactly one seat acts);
* **a public notice** goes to every seat where a person sits: what a move made happen
  (Starship's "Both Destinations redrawn ..."), "Undone: back to Ann's move.", a save
  from the menu ("Saved as ..."), a failed autosave, a move the rules failed on, a window
  or settings notice, and anything no tap caused (a key, a bot's move). Before, those
  reached only the deciding seats: the seat whose move was undone, or the others, learnt
  nothing of it.

A seat that does not decide also reads **the news**, the log's newest lines
(:meth:`SeatNotes.news_for`): a table has no log, and a waiting seat saw another seat's or
a bot's move only as pieces and money that changed. They are kept apart in its panel's key
(:class:`PanelKey`): a move's decision reaches the window without waiting for them.

Toasts are sorted as they come: :meth:`SeatNotes.told_to` takes what came before it for
whoever was answered until then, and what comes inside it for the seat it names (None:
everyone); the scene wraps a finger's lift in it for the tapping seat, and what every
seat must learn (a move applied, an undo done, an autosave) in it for everyone.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from contextlib import contextmanager
from functools import partial
from typing import TYPE_CHECKING, NamedTuple

from game.engine.table.contract import TableView
from game.engine.table.panel import PAINT_MS, Patch, Step
from game.engine.table.wording import finger_words

if TYPE_CHECKING:
    import pygame

    from game.core.session import Session
    from game.engine.app import App
    from game.engine.gameview import GameView
    from game.engine.table.seatpanel import PanelParts
    from game.engine.table.touch import Spot

#: the most notes a panel shows at once (the newest), and the most the scene keeps
SHOWN, KEPT = 2, 12
#: the estimated cost (ms) of laying out and rendering a waiting seat's words anew (its
#: news: three new lines at sizes the fonts have, 0.1-0.4 ms measured at 4K; the first
#: of the seats renders them, the others find them rendered), beside their drawing
NEWS_MS = 0.5


class Notice(NamedTuple):
    """A toast told in the panels: its words (worded for fingers), the seconds it is
    still told, whether it is an error, and the seats it is for (None: every seat where a
    person sits)."""

    text: str
    left: float
    error: bool
    seats: frozenset[int] | None = None
    #: the position it was told in (:meth:`SeatNotes.age_notes`)
    made: Hashable = None

    def for_seat(self, seat: int, people: frozenset[int]) -> bool:
        """Whether ``seat``'s panel tells it (``people``: the seats where a person sits;
        none: a table of bots, every panel tells a public notice)."""
        if self.seats is not None:
            return seat in self.seats
        return seat in people or not people


class PanelKey(NamedTuple):
    """A seat panel's key: what it shows, and apart its ``news`` (a decision does not
    wait for them: :meth:`~game.scenes.table_frames.TableFrames.still_order`)."""

    shown: Hashable
    news: Hashable


def same_but_news(painted: object, key: Hashable) -> bool:
    """Whether a part painted with key ``painted`` shows ``key`` but perhaps its news."""
    if isinstance(painted, PanelKey) and isinstance(key, PanelKey):
        return painted.shown == key.shown
    return painted == key


class SeatNotes:
    """The notices and news of the table scene (the scene provides ``app``, ``session``,
    ``view``, ``dirty``)."""

    app: App
    session: Session
    view: GameView
    dirty: bool
    #: what the panels tell now, oldest first
    notes: list[Notice]
    #: whose tap is being answered (None: everyone, :meth:`told_to`)
    _answering: int | None = None
    _people: frozenset[int] | None = None

    parts: list[PanelParts]

    if TYPE_CHECKING:  # the scene's, used here
        def acting_seats(self) -> list[int]: ...
        def position(self) -> tuple[int, int]: ...
        def paint_box(self, seat: int, box: pygame.Rect, surface: pygame.Surface) -> None: ...

    @contextmanager
    def told_to(self, seat: int | None) -> Iterator[None]:
        """Toasts made inside the block are for ``seat`` (None: everyone); those made
        before it are taken first, for whoever was answered then."""
        before = self._answering
        self.take_toasts()
        self._answering = seat
        try:
            yield
        finally:
            self.take_toasts()
            self._answering = before

    def tapper(self, spot: Spot | None) -> int | None:
        """The seat whose finger a tap on ``spot`` is (None: nobody's in particular, the
        menu's, or a spot on the board while several seats act)."""
        if spot is None:
            return None
        if spot.by is not None:
            return spot.by
        if spot.seat is not None:
            return spot.seat
        acting = self.acting_seats()
        return acting[0] if len(acting) == 1 and not spot.anyone else None

    def take_toasts(self) -> None:
        """Move the app's toasts into the panels' notices, for the seat being answered
        (:meth:`told_to`), while this scene is shown (a toast made under the menu stays
        the app's until the table shows again, then it is everyone's)."""
        toasts = self.app.toasts
        if not (toasts.items and self.app.showing(self)):
            return
        seats = None if self._answering is None else frozenset({self._answering})
        # (a refusal in the rules' words may say "click": said for a finger here)
        told = [Notice(finger_words(text), left, error, seats, self.position())
                for text, left, error in toasts.items]
        self.notes = (self.notes + told)[-KEPT:]
        toasts.items = []
        self.dirty = True

    def people(self) -> frozenset[int]:
        """The seats where a person sits (a bot's panel faces nobody: it is told no
        public notice, unless every seat is a bot's); worked out once (asked for every
        panel's key, every frame)."""
        if self._people is None:
            self._people = frozenset(i for i, s in enumerate(self.session.seats)
                                     if s.is_human)
        return self._people

    def notes_for(self, seat: int) -> list[tuple[str, str]]:
        """The words ``seat``'s panel tells now (the newest :data:`SHOWN` of its
        notices, whoever decides), each with its colour name."""
        people = self.people()
        mine = [n for n in self.notes if n.for_seat(seat, people)][-SHOWN:]
        return [(n.text, "error" if n.error else "accent") for n in mine]

    def news_for(self, seat: int, acting: list[int]) -> list[tuple[str, str]]:
        """What just happened, for a seat that does not decide: the log's newest lines
        (``TableView.table_log``), dim, under the view's own aside lines. Public words,
        as the monitor's log; the deciding seat reads its prompt instead."""
        if seat in acting or not isinstance(self.view, TableView):
            return []
        return [(line, "text_dim") for line in self.view.table_log]

    def news_patch(self, seat: int, key: Hashable, acting: list[int]) -> Patch | None:
        """How a waiting ``seat``'s panel is brought up to date when only its ``news``
        changed (:class:`~game.engine.table.panel.Patch`): its words rectangle alone is
        painted again (the notes, aside and news together: they share their size), in one
        step, its turn with it (at 4K 1-2 ms in all, a whole panel's paint and turn 4-6
        in five steps); the rest of its picture, the game's part with it, is kept. None
        for a deciding seat (it has no news), or a key without its news apart."""
        if seat in acting or not (isinstance(self.view, TableView)
                                  and isinstance(key, PanelKey)):
            return None
        parts = self.parts[seat]
        box = parts.words
        cost = NEWS_MS + PAINT_MS * box.width * box.height / 1e6
        return Patch(key.shown, box, (Step(cost, partial(self.paint_box, seat, box)),))

    def age_notes(self, dt: float) -> None:
        """``dt`` seconds passed: a notice whose time is out goes (its panels repaint),
        and so does a reply to a seat that decides again in a newer position: it spoke
        of a decision that is over (a voter refused once its votes were cast read "Your
        part is done: waiting for ..." under its next prompt, its own turn)."""
        if not self.notes:
            return
        acting, now = set(self.acting_seats()), self.position()
        aged = [n._replace(left=n.left - dt) for n in self.notes if n.left > dt and not (
            n.seats is not None and n.seats & acting and n.made != now)]
        if len(aged) != len(self.notes):
            self.dirty = True
        self.notes = aged
