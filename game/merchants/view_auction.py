"""The Auction action of Merchants of Andromeda on screen: the real-time clock, then the rules.

The engine's :class:`~game.engine.auction.driver.AuctionDriver` runs it (the look at the
board, the screen, the result submitted on behalf of the seats it names); Merchants says
who bids (``state.auction_eligible`` while the rules' ``in_auction``), each bot's
limit (``max_bid`` on its own view, by level), and what a result is in its rules
(``rules.auction.clock_result``): one
``Bid(seat, price)`` per winner who could not pay (the rules drop that seat, the step stays
open), then the winner's ``Bid`` or a ``NoBid`` (no winner at 5). While the move list is
open, or once a human gave a secret bid from it, every seat gives a secret highest bid
(``SealedBid``) instead; with only bots in, ``bots.resolve_auction`` settles it at once
(the highest wins at its own price, ties by seat order from the active player).

Prices: the auction engine's lowest bid is 6 (5 ends the auction with no winner,
docs/assumptions/auction.md). ``assets/data/merchants/components.toml`` says
``min_bid = 5``; we follow the engine, so a bot maximum of 5 counts as "never bids" in
both paths above (the rules would accept a bid of 5).
"""

from __future__ import annotations

from collections.abc import Hashable
from typing import TYPE_CHECKING

from game.core.auction import AuctionResult
from game.core.protocol import Action
from game.core.rng import Rng
from game.core.session import decision_seed
from game.engine.auction import driver
from game.engine.auction.driver import LOWEST_BID
from game.merchants.bots import resolve_auction
from game.merchants.hard import auction_limit
from game.merchants.rules.actions import Bid, NoBid
from game.merchants.rules.auction import clock_result, in_auction, sealed_seats
from game.merchants.rules.data import Card
from game.merchants.rules.state import MerchantsState
from game.merchants.rules.turn import decision_card, describe_card

if TYPE_CHECKING:
    from game.core.session import Session


def bot_limit(session: Session, seat: int) -> int:
    """A bot's highest price from its own view, by its level (the Hard bot prices the lot
    from its evaluation); below the engine's lowest bid = 0. Seeded by the game seed and
    the position, so a replay gives the same price."""
    state = session.state
    assert isinstance(state, MerchantsState)
    level = session.seats[seat].bot or "heuristic"
    rng = Rng(decision_seed(session.seed, len(session.log), seat), stream=2000 + seat)
    price = auction_limit(level, state.view(seat), seat, rng)
    return price if price >= LOWEST_BID else 0


class AuctionDriver(driver.AuctionDriver):
    """Runs the Auction step of the turn for the Merchants board view."""

    def participants(self, state: object) -> tuple[int, ...]:
        if not isinstance(state, MerchantsState) or not in_auction(state):
            return ()
        return tuple(state.auction_eligible)

    def bot_limit(self, seat: int) -> int:
        return bot_limit(self.view.session, seat)

    def resolve_bots(self, state: MerchantsState, limits: dict[int, int]) -> Action:
        return resolve_auction(state, limits)

    def result_actions(self, result: AuctionResult, cannot_pay: list[tuple[int, int]],
                       participants: tuple[int, ...], humans: set[int]) -> list[Action]:
        return clock_result(result, cannot_pay, participants, humans)

    def money(self, state: MerchantsState, seat: int) -> int:
        return state.money[seat]

    def sealed_by_human(self, state: MerchantsState) -> bool:
        return any(self.view.session.seats[seat].is_human for seat in sealed_seats(state))

    def step_id(self, state: object) -> Hashable:
        """The turn and how many auction results the log holds: bots' secret bids may
        arrive while the screen runs (the play scene keeps asking pending bots)."""
        decided = sum(1 for e in self.view.session.log if isinstance(e.action, (Bid, NoBid)))
        return (getattr(state, "turn", 0), decided, in_auction(state)
                if isinstance(state, MerchantsState) else False)

    def lot(self, state: MerchantsState) -> str:
        return auction_lot(state)


def influence_words(card: Card) -> str:
    """What a card's influence action does, in a player's words (the rulebook's board
    sections), for the auction screen; every card of the Station lists its sectors and
    every card of Production its resources (``rules.validate``)."""
    return {
        "station": "place 1 influence in Station sector " + " or ".join(map(str, card.sectors)),
        "production": "produce 1 " + " and 1 ".join(card.resources),
        "exploration": "explore a planet",
        "defense": "defend the lanes",
        "senate": "cast 2 votes in the Senate",
        "explore_defend": "claim 1 planet tile and defend 1 lane",
    }[card.board]


def won_card_words(card: Card) -> list[str]:
    """What each action of a card won at auction does, for the winner choosing which goes
    first (the buttons say only "Resource first", "Influence first")."""
    return [f"Resource: produce 1 {card.bottom}.",
            f"Influence: {influence_words(card)}."]


def auction_lot(state: MerchantsState) -> str:
    """The card up for auction and both actions its winner takes, in words ("the Senate
    card (cast 2 votes in the Senate, produce 1 helium)"); empty when there is none."""
    card = decision_card(state) if in_auction(state) else None
    if card is None:
        return ""
    c = state.c.card(card)
    if c.is_event:
        return describe_card(c)
    return f"the {c.name} card ({influence_words(c)}, produce 1 {c.bottom})"
