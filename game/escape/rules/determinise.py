"""The Hard bot's determinisation: a full Andromeda Escape state made from one seat's view.

Every iteration of the search (``game.core.search``) plays on one: the view's hidden cards
and missions dealt anew with the search's RNG (``hidden.redeal``, never from the true state),
without missions another player's ships already meet. The search plays on a
:class:`Determinisation`, whose legal actions never take a played card back (``Cancel``,
an action that ``TAKES_BACK``): taking it back only returns to a position the search
already has, so play-then-Cancel can neither loop a playout nor grow the tree; Cancel is
excluded from the candidates, not valued.
"""

from __future__ import annotations

from typing import cast

from game.core.protocol import Action, State
from game.core.rng import Rng
from game.escape.rules.hidden import drop_met_missions, redeal
from game.escape.rules.state import EscapeState


class Determinisation(EscapeState):
    """A full state the search plays on: the rules of :class:`EscapeState`, without
    ``Cancel`` among the legal actions (see the module docstring), and nothing legal
    once ``horizon`` turns have been played (the search's evaluation decides there). Not a
    view, never saved; a copy (``clone``) has no horizon."""

    #: the turn count at which play stops (None: plays to the end)
    horizon: int | None = None

    def _compute_legal(self, seat: int) -> list[Action]:
        if self.horizon is not None and self.turns >= self.horizon:
            return []
        return [a for a in super()._compute_legal(seat) if not a.TAKES_BACK]


def determinise(view: State, seat: int, rng: Rng) -> Determinisation:
    """A full state consistent with what ``seat`` saw in ``view``, hidden cards and missions
    dealt with ``rng`` (the view's own re-deal is not trusted to be random)."""
    if not isinstance(view, EscapeState):
        raise TypeError(f"an Andromeda Escape view is needed, not {type(view).__name__}")
    st = view.clone()
    redeal(st, seat, rng)
    drop_met_missions(st, seat, rng)
    st.__class__ = Determinisation  # same fields, only the legal actions differ
    st.touch()
    return cast(Determinisation, st)
