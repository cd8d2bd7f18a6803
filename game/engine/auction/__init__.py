"""Real-time auctions on the pygame side: held keys, fingers on logos, a countdown on screen.

The rules live in the pure machine :mod:`game.core.auction`; this package turns the table's
input into its calls and shows it. Entry points for a game's play view:

* :class:`AuctionOverlay` - self-contained (a Surface and pygame events): ``handle``,
  ``update``, ``draw``; ``on_result(AuctionResult)`` once the result has been shown.
* :class:`AuctionScene` / :func:`push_auction` - the same as a scene on the app's stack.
* :class:`KeyTestScene` - everyone holds their key and sees it lit (and may rebind it).
* :data:`DEFAULT_AUCTION_KEYS`, :func:`validate_auction_keys` - for the settings.
"""

from game.core.auction import AuctionResult, Variant
from game.engine.auction.bots import REACTION_SECONDS, bot_bidders
from game.engine.auction.keys import (
    DEFAULT_AUCTION_KEYS,
    keys_for_seats,
    validate_auction_keys,
)
from game.engine.auction.overlay import AuctionOverlay, AuctionSeat
from game.engine.input import key_label

__all__ = [
    "DEFAULT_AUCTION_KEYS",
    "REACTION_SECONDS",
    "AuctionOverlay",
    "AuctionResult",
    "AuctionSeat",
    "Variant",
    "bot_bidders",
    "key_label",
    "keys_for_seats",
    "validate_auction_keys",
]
