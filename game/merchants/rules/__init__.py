"""Merchants of Andromeda: the pure rules (no pygame, no clock).

Interface for the UI and the real-time auction clock
---------------------------------------------------
* ``GAME.new_game(num_players, seed)`` -> :class:`MerchantsState`. Seats are in clockwise
  order; the first player is drawn at random (``state.first_player``, position P1).
* One decision at a time: ``state.current_player`` is the seat to decide and
  ``state.legal_actions()`` what it may do; ``state.decision`` names the step (plan:
  ``place_card``; boards: ``station_place``, ``station_remove``, ``explore``, ``defend``,
  ``defend_one``, ``vote``, ``choose_resource``; ``order``, ``special``, ``choose_board``).
* **Auctions** (step 3 of a turn) are a simultaneous step: ``current_player ==
  SIMULTANEOUS`` and ``pending_seats()`` (also ``state.auction_eligible``) lists every
  participant still in, active player first. The clock submits exactly one of:

  - ``Bid(seat, price)`` — ``seat`` let go first, at ``price`` (6..20: when the
    countdown reaches 5 the auction is over; ``[auction] min_bid`` in components.toml).
    The rules make the winner pay the bank and then ask them (``decision == "order"``)
    which card action to take first. A winner who cannot afford ``price`` is removed from
    ``pending_seats()`` and the auction step stays open: the clock runs a new auction
    among the seats still listed (none left = no winner, the step closes itself).
  - ``NoBid(seat)`` — the asking price ran out with no bid (``seat`` = any seat still in,
    the reporter): no winner, nobody takes the card's actions.

  - ``SealedBid(seat, price)`` — the no-clock auction (bots, the simulator, tests): each
    seat still in gives its highest price once (0 = no bid, else 6..its money), hidden
    from the others in views; ``pending_seats()`` lists those who have not given one.
    When all have, the highest wins at its own price, ties by seat order from the active
    player, which is the result the real-time auction gives with the same limits. A
    ``Bid`` or ``NoBid`` from the clock decides at once whatever secret bids were given.

  Bots price cards with :func:`game.merchants.bots.max_bid` (view, seat) -> int, the
  highest price that seat would pay (0 = never bids); the clock lets a bot go at that
  price after its reaction delay.
* Events (:class:`game.core.protocol.Event`) describe everything that happened;
  ``reveals=True`` on revealed cards, planet tiles, dice, special events and tallies.
* ``state.view(seat)`` hides the deck order, face-down planet tiles and special event
  tiles, the senator pile and other seats' ballot boxes.
* ``GAME.validate_data()`` lists problems in the shipped data and maps.

State keys are the map node names (``maps/merchants/*.tmx``), so a view finds a space's
pixel position by name: ``state.station`` {``"S2:B3"``: seat}, ``state.planet`` /
``planet_owner`` {``"E1:A2"``: tile / seat}, ``state.lane_tokens[str(lane)][slot - 1]``
for node ``f"L{lane}:{slot}"`` (``state.ships[str(lane)]``: 0 = node ``f"L{lane}:start"``),
``state.prod[seat][track - 1]`` for node ``f"T{track}:{index}"`` (0 = ``"T1:START"``),
``state.votes[candidate - 1][seat]`` for node ``f"box_{candidate}"``, and
``state.event_pos`` for the event space whose ``index`` property matches.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.core.protocol import Bot, Game, OptionSpec
from game.merchants.rules.actions import codec
from game.merchants.rules.data import components
from game.merchants.rules.data import validate_data as _validate
from game.merchants.rules.state import MerchantsState, setup
from game.merchants.rules.state import setup as setup_dict

__all__ = ["GAME", "MerchantsGame", "MerchantsState", "setup_dict", "validate_data"]


class MerchantsGame(Game):
    id: ClassVar[str] = "merchants"
    title: ClassVar[str] = "Merchants of Andromeda"
    min_players: ClassVar[int] = 3
    max_players: ClassVar[int] = 5
    layout: ClassVar[str] = "boards"
    blurb: ClassVar[str] = (
        "Spread influence over six boards of a space station and win real-time "
        "auctions: the first to let go buys."
    )
    rulebook: ClassVar[str] = "merchants-of-andromeda.txt"
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    bot_levels: ClassVar[tuple[str, ...]] = ("random", "heuristic")
    hidden_information: ClassVar[bool | None] = True
    codec = codec

    def new_game(
        self, num_players: int, seed: int, options: Mapping[str, Any] | None = None
    ) -> MerchantsState:
        self.check_players(num_players)
        self.resolve_options(num_players, options)
        return MerchantsState(setup(num_players, seed), fresh=True)

    def state_from_dict(self, data: Mapping[str, Any]) -> MerchantsState:
        try:
            return MerchantsState(dict(data), components(), run=False)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a Merchants of Andromeda state: {exc}") from exc

    def make_bot(self, level: str, seat: int, seed: int) -> Bot:
        from game.merchants.bots import HeuristicBot, RandomMerchantsBot

        if level == "random":
            return RandomMerchantsBot(seat, seed)
        if level == "heuristic":
            return HeuristicBot(seat, seed)
        return super().make_bot(level, seat, seed)

    def validate_data(self) -> list[str]:
        return _validate()


def validate_data() -> list[str]:
    """Problems in the shipped Merchants data and maps (empty when all is well)."""
    return _validate()


GAME = MerchantsGame()
