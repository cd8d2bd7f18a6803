"""What a seat cannot see, filled in at random: the Hard bot's determinisation.

:meth:`StarshipState.view` hides three things, each by sorting it: the order of the Market
deck, the order of the Destination deck and the order of the mine tokens in the bag. Every
card and token is still where the view says (a deck's *contents* are public: the cards not
on sale, discarded or aboard a ship), so a full state consistent with the view is the view
with those three piles shuffled and a fresh generator for the draws still to come.
Only the view is read, never the real state.
"""

from __future__ import annotations

from game.core.protocol import State
from game.core.rng import Rng
from game.starship.rules.state import StarshipState

#: the fields :meth:`StarshipState.view` hides (their contents are public, their order is not)
HIDDEN_ORDERS: tuple[str, ...] = ("market_deck", "dest_deck", "bag")


def determinise(view: State, seat: int, rng: Rng) -> StarshipState:
    """A full state ``seat`` could be in, given its ``view``: the view's own copy with the
    Market and Destination decks and the bag shuffled with ``rng``, and a new generator
    drawn from ``rng`` for what is still to be drawn."""
    if not isinstance(view, StarshipState):
        raise TypeError(f"not a Starship Merchants view: {type(view).__name__}")
    if not 0 <= seat < view.num_players:
        raise ValueError(f"no seat {seat} in a {view.num_players}-player game")
    state = view.clone()
    for name in HIDDEN_ORDERS:
        pile = list(getattr(state, name))
        rng.shuffle(pile)
        setattr(state, name, pile)
    state.rng = Rng(rng.below(2**62))
    state.touch()
    return state
