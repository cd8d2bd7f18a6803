"""Targets: the one vocabulary for "something on the board the player may touch now".

A game view lists its targets for the current decision (:meth:`BoardView.targets`); the
base turns them into focus-ring widgets (keyboard: Tab to it, Enter chooses), finds the
one under a click or the pointer, and draws nothing itself: the view draws its pieces
and marks them with :mod:`game.engine.boardview.colours`.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

import pygame

from game.engine.boardview.focusring import FocusTarget
from game.engine.widgets import Widget


@dataclass(frozen=True)
class Target:
    """One thing the player may touch now.

    ``key`` names it (``("field", "A3")``, ``("card", "ALERT-3")``): selection, hover and
    the focus ring all speak in keys. ``rect`` is the tap area (at least 64 px), ``choose``
    what touching it does; ``round`` draws a round focus ring; ``focus`` False keeps it out
    of the keyboard ring (a thing that only shows details when tapped); ``acts`` True when
    touching it completes the decision (a destination, not a piece to pick up): such
    targets lead the focus ring, so Tab then Enter finishes what was started. ``under``:
    marks of other things that its focus ring passes under rather than hides (a
    neighbouring card's price tag). ``reads`` True when choosing it now only shows it (a
    card that cannot be played now, tapped to read why): the focus is never put there by
    itself (a new decision starts the ring on the first thing that may be chosen).
    ``group``: the targets naming one group (a map's hexes) are one Tab stop, walked with
    the arrows (:func:`~game.engine.focusmove.tab_step`). ``lead`` True: what a player
    most likely chooses first in this decision (the hand when a card may be played, the
    card that pays most): it leads the targets that do not finish the decision, so a new
    decision's focus starts on it (the view names its first thing; the base orders)."""

    key: Hashable
    rect: pygame.Rect
    choose: Callable[[], object]
    round: bool = False
    focus: bool = True
    acts: bool = False
    under: tuple[pygame.Rect, ...] = ()
    reads: bool = False
    group: Hashable | None = None
    lead: bool = False

    def widget(self, pointed: Callable[[Hashable | None], None] | None = None
               ) -> FocusTarget:
        """Its focus-ring widget; ``pointed`` is told when the focus comes onto it."""
        return FocusTarget(self.rect, self.choose, key=self.key, round_=self.round,
                           pointed=pointed, under=self.under, only_shows=self.reads,
                           tab_group=self.group)


def target_at(targets: Sequence[Target], pos: tuple[int, int]) -> Target | None:
    """The target under ``pos``: of several, the one whose centre is nearest."""
    hits = [t for t in targets if t.rect.collidepoint(pos)]
    if not hits:
        return None
    return min(hits, key=lambda t: (t.rect.centerx - pos[0]) ** 2
               + (t.rect.centery - pos[1]) ** 2)


def ring_order(focus: Sequence[Target], buttons: Sequence[Widget],
               pointed: Callable[[Hashable | None], None], selected: bool,
               chosen: Hashable | None, drops: Callable[[Widget], bool]
               ) -> tuple[list[Widget], int]:
    """The focus ring of a board (its focusable targets ``focus`` and the prompt's
    ``buttons``) and how many of its head finish the decision: the targets that complete
    it (``acts``), the primary buttons, the other targets (those that ``lead`` first),
    the other buttons. A choice
    waiting to be confirmed (``selected``, and a primary button completes it) puts the
    confirmation first: the target ``chosen`` (else the first that completes the
    decision: where the focus goes after the choice), the primary buttons and the
    button that drops the choice (``drops``), then the other targets that complete it.
    Found in play: after a fee card was chosen with "Fly anywhere" charged, Tab walked
    some 90 lit hexes before it reached "Pay and move" and "Cancel". ``pointed`` is told
    when the focus comes onto a target (:meth:`Target.widget`)."""
    primary = [b for b in buttons if getattr(b, "style", "") == "primary"]
    acting = [t for t in focus if t.acts]
    first, later, dropping = acting, [], []
    if selected and primary:  # a choice waiting to be confirmed
        first = [t for t in acting if t.key == chosen][:1] or acting[:1]
        later = [t for t in acting if t not in first]
        dropping = [b for b in buttons if drops(b)]
    built: list[Widget] = [t.widget(pointed) for t in first] + primary
    finishing = len(built)
    built += dropping + [t.widget(pointed) for t in later]
    rest = [t for t in focus if not t.acts]
    built += [t.widget(pointed) for t in sorted(rest, key=lambda t: not t.lead)]
    built += [b for b in buttons if b not in primary and b not in dropping]
    return built, finishing
