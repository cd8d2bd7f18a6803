"""What a seat cannot see, filled back in: the determinisation of a Pandorum view for the
Hard (search) bot.

``PandorumState.view(seat)`` hides the other hands, the deck order and the production
cards Setup step 1 put in the box unseen behind ``HIDDEN`` placeholders, keeping only
their sizes. :func:`determinise` deals real card names back into those places at random
from the *unseen pool*: every card of the game's deck data (the 91 cards, without the
Systems cards when that option is off) minus what the seat can see - its own hand, the
market stacks, the cards boxed in play (used foreparts), every harvester slot and the
cards of a construction in progress. It reads only the view, never the true state.

One fact narrows the deal: production cards are dealt only to the players (Setup step 1;
the rest go to the box unseen), never shuffled into the deck, and leave a hand only for a
harvester slot or the market. So every unseen production card is in another player's
hand or in the box's hidden part (which holds nothing else); the deck holds only
non-production cards.
"""

from __future__ import annotations

from collections import Counter

from game.core.protocol import State
from game.core.rng import Rng
from game.pandorum.rules.position import HIDDEN, Position


def card_pool(state: Position) -> Counter[str]:
    """Every card of this game by name and copies (no Systems cards when they are off)."""
    with_systems = state.with_systems()
    return Counter({
        card.name: card.copies for card in state.comp.cards.values()
        if with_systems or card.type != "systems"
    })


def in_flight(state: Position) -> list[str]:
    """Cards out of the hand but not yet in a slot: a construction's cards chosen so far
    (``cards``) and the built cards still to place (``slot``; ``direction`` repeats them)."""
    out: list[str] = []
    for frame in state.pending:
        if frame["kind"] == "cards":
            out.extend(frame["chosen"])
        elif frame["kind"] == "slot":
            out.extend(frame["cards"])
    return out


def seen_cards(state: Position, seat: int) -> Counter[str]:
    """Every card ``seat`` can see where it is (its own hand and everything face up)."""
    seen: Counter[str] = Counter(state.hands[seat])
    for name, count in state.market:
        seen[name] += int(count)
    seen.update(c for c in state.boxed if c != HIDDEN)
    for slots in (state.forepart, state.centre, state.cargo):
        for cards in slots:
            seen.update(cards)
    seen.update(in_flight(state))
    return seen


def unseen_cards(view: Position, seat: int) -> Counter[str]:
    """The cards ``seat`` cannot see: the other hands and the deck hold exactly these.
    ``ValueError`` if the view shows more copies of a card than the game has, or if the
    hidden places do not hold as many cards as the pool (a broken view)."""
    pool = card_pool(view)
    seen = seen_cards(view, seat)
    over = sorted(name for name, count in seen.items() if count > pool.get(name, 0))
    if over:
        raise ValueError(f"the view shows more copies than the game has of {', '.join(over)}")
    unseen = pool - seen
    hidden = (len(view.deck) + view.boxed.count(HIDDEN)
              + sum(len(h) for s, h in enumerate(view.hands) if s != seat))
    if sum(unseen.values()) != hidden:
        raise ValueError(
            f"{hidden} hidden cards (other hands, the deck and the box) but "
            f"{sum(unseen.values())} cards unseen by seat {seat}"
        )
    return unseen


def determinise(view: State, seat: int, rng: Rng) -> Position:
    """A full state consistent with what ``seat`` sees in ``view``: the other hands, the
    deck and the box's hidden part dealt at random from the unseen cards (production cards
    only into hands and the box). The view is not changed; the result shares its public
    fields copy-on-write."""
    if not isinstance(view, Position):
        raise TypeError(f"not a Pandorum position: {type(view).__name__}")
    unseen = unseen_cards(view, seat)
    production = [n for n in sorted(unseen) if view.comp.card(n).type == "production"]
    others = [n for n in sorted(unseen) if view.comp.card(n).type != "production"]
    prod_cards = [n for n in production for _ in range(unseen[n])]
    rest = [n for n in others for _ in range(unseen[n])]
    in_hands = sum(len(hand) for s, hand in enumerate(view.hands) if s != seat)
    in_box = view.boxed.count(HIDDEN)
    if not in_box <= len(prod_cards) <= in_hands + in_box:
        raise ValueError(
            f"{len(prod_cards)} unseen production cards for {in_box} hidden in the box "
            f"and at most {in_hands} in the other hands"
        )
    # the box's hidden part: production cards drawn at random; the rest are in hands
    if in_box:
        rng.shuffle(prod_cards)
    boxed = prod_cards[:in_box]
    prod_cards = prod_cards[in_box:]
    rng.shuffle(rest)
    # the hands' non-production cards come off the shuffled rest; the deck is what is left
    split = len(rest) - (in_hands - len(prod_cards))
    hand_cards = prod_cards + rest[split:]
    deck = rest[:split]
    rng.shuffle(hand_cards)
    state = view.share(Rng(rng.below(1 << 30), stream=91))
    hands: list[list[str]] = []
    k = 0
    for s, hand in enumerate(view.hands):
        if s == seat:
            hands.append(hand)
            continue
        size = len(hand)
        hands.append(sorted(hand_cards[k:k + size]))
        k += size
    state.hands = hands
    state.deck = deck
    if in_box:
        it = iter(boxed)
        state.boxed = [next(it) if c == HIDDEN else c for c in view.boxed]
    return state

