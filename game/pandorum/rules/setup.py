"""Setup, steps 1-8: production cards to each player, the deck and the market, the
harvester parts at random, the projects per player count (``Position.__init__``), the
board assembled at random (``board.assemble``), harvesters on the landing pad."""

from __future__ import annotations

from game.pandorum.rules.adding_cards import refill_market
from game.pandorum.rules.hidden import card_pool
from game.pandorum.rules.position import Position


def deal(state: Position) -> None:
    """Deal the cards and the harvester parts of a new game from ``state.rng``: the
    cards of its :func:`~game.pandorum.rules.hidden.card_pool` (no Systems cards when
    they are off), in the components' order."""
    comp, rng, n = state.comp, state.rng, state.num_players
    production: list[str] = []
    deck: list[str] = []
    for name, copies in card_pool(state).items():
        (production if comp.card(name).type == "production" else deck).extend([name] * copies)
    # 1. production cards: 3 to each player, the rest to the box
    rng.shuffle(production)
    for seat in range(n):
        for _ in range(comp.production_per_player):
            state.hands[seat].append(production.pop())
    state.boxed.extend(production)
    # 2. the deck, one card each, a market of 4
    rng.shuffle(deck)
    state.deck = deck
    for seat in range(n):
        for _ in range(comp.deck_cards_per_player):
            if state.deck:
                state.hands[seat].append(state.deck.pop())
    for hand in state.hands:
        hand.sort()
    refill_market(state, [])
    # 3. harvester foreparts and main parts, dealt independently at random
    fores = [m.forepart for m in comp.mats]
    mains = [m.main for m in comp.mats]
    rng.shuffle(fores)
    rng.shuffle(mains)
    state.fore_ability = fores[:n]
    state.main_ability = mains[:n]
