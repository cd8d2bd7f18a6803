"""Merchants of Andromeda: the pure rules (no pygame, no clock).

``GAME``, the game definition, stands above them in :mod:`game.merchants.game`, beside the
bots; nothing here imports outside ``rules/`` of this game.

Interface for the UI and the real-time auction clock
---------------------------------------------------
* ``GAME.new_game(num_players, seed)`` -> :class:`MerchantsState`. Seats are in clockwise
  order; the first player is drawn at random (``state.first_player``, position P1).
* One decision at a time: ``state.current_player`` is the seat to decide and
  ``state.legal_actions()`` what it may do; ``state.decision()`` names the step (the kind of
  the top frame of ``state.pending``; plan: ``place_card``; boards: ``station_place``,
  ``station_remove``, ``explore``, ``defend``, ``defend_one``, ``vote``,
  ``choose_resource``; ``order``, ``special``, ``choose_board``).
* **Voting events** are a simultaneous step too (``decision == "ballot"``):
  ``pending_seats()`` lists every seat with votes left (turn order from the active
  player) and each casts ``Ballot(seat, candidate)`` one vote at a time, in any order
  (``state.votes_left(seat)``); ``state.voting`` is True for either kind of vote.
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
  highest price that seat would pay (0 = never bids); the Hard bot with
  :func:`game.merchants.hard.hard_bid` (priced from its evaluation), and
  :func:`game.merchants.hard.auction_limit` gives either by level. The clock lets a bot
  go at that price after its reaction delay.
* Events (:class:`game.core.protocol.Event`) describe everything that happened;
  ``reveals=True`` on revealed cards, planet tiles, dice, special events and tallies.
* ``state.view(seat)`` hides the deck order, face-down planet tiles and special event
  tiles, the senator pile and other seats' ballot boxes;
  :func:`game.merchants.rules.hidden.determinise` fills them in again at random (the Hard
  bot's search).
* ``GAME.validate_data()`` lists problems in the shipped data and maps.

Modules: :mod:`state` (the state and its decision table), :mod:`setup` ("Game Setup"),
:mod:`actions`, :mod:`data` (component data), :mod:`validate`,
and one module per rulebook section: :mod:`turn`, :mod:`auction`, :mod:`station`,
:mod:`production`, :mod:`exploration`, :mod:`defense`, :mod:`senate`, :mod:`specials`,
:mod:`scoring` (with the payout arithmetic in :mod:`payouts`); :mod:`base` holds the
fields and helpers they share.

State keys are the map node names (``maps/merchants/*.tmx``), so a view finds a space's
pixel position by name: ``state.station`` {``"S2:B3"``: seat}, ``state.planet`` /
``planet_owner`` {``"E1:A2"``: tile / seat}, ``state.lane_tokens[str(lane)][slot - 1]``
for node ``f"L{lane}:{slot}"`` (``state.ships[str(lane)]``: 0 = node ``f"L{lane}:start"``),
``state.prod[seat][track - 1]`` for node ``f"T{track}:{index}"`` (0 = ``"T1:START"``),
``state.votes[candidate - 1][seat]`` for node ``f"box_{candidate}"``, and
``state.event_pos`` for the event space whose ``index`` property matches.
"""

from game.merchants.rules.setup import setup as setup_dict
from game.merchants.rules.state import MerchantsState
from game.merchants.rules.validate import validate_data

__all__ = ["MerchantsState", "setup_dict", "validate_data"]
