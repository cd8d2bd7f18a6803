"""Bot bidders on the real-time clock.

A bot's *price* comes from its game's rules side (Merchants: ``max_bid(view, seat)`` in
``game/merchants/bots.py``, from the value of the card to it and its money). Here it
becomes a :class:`~game.core.auction.BotBidder`: it holds from the start, and when the
asking price reaches its maximum it lets go after a human-like reaction delay, drawn
from a seeded generator each round. The delay range is the span of simple visual
reaction times (about 0.15 s for the quickest responses to 0.4 s for an unhurried one),
so a quick human watching the same price can beat a bot at its price, and a bot beats a
human who waits a moment longer. All of it runs inside the pure machine, so the same
seed gives the same bot timing in tests and in play.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.core.auction import BotBidder

#: seconds between the price reaching a bot's maximum and the bot letting go
REACTION_SECONDS: tuple[float, float] = (0.15, 0.40)


def bot_bidders(
    max_prices: Mapping[int, int], reaction: tuple[float, float] = REACTION_SECONDS
) -> list[BotBidder]:
    """One bidder per bot seat, in seat order, from each bot's highest price."""
    return [BotBidder(seat, int(price), reaction) for seat, price in sorted(max_prices.items())]
