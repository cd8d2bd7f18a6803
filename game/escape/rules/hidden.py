"""What one seat cannot see, and dealing it anew: the redaction of a view and the Hard bot's
determinisation (``determinise``) share one re-deal.

Hidden from a seat: the other hands' cards never shown in public (a card taken from an open
space or taken back after it was played is known), the order of both Action Card decks, the
other players' Mission Cards not yet accomplished (and, during setup, the three they were
dealt) and the Mission Card stack, but for the card the seat gave back itself.
:func:`redeal` fills every such slot from the pool of what the seat has not seen, per deck
(an ALERT slot gets an ALERT card), so the counts always match the components.

For the Hard bot's determinisations, :func:`drop_met_missions` then makes sure no other
player keeps a mission its ships already meet (it would have been scored when it was met).
"""

from __future__ import annotations

from game.core.rng import Rng
from game.escape.rules import missions
from game.escape.rules.data import DECKS
from game.escape.rules.position import EscapePosition

#: redraws of a mission its holder already meets before the re-deal keeps it anyway
MISSION_REDRAWS = 20


def redeal(st: EscapePosition, seat: int, rng: Rng) -> None:
    """Deal every card ``seat`` cannot see anew from the unseen pool with ``rng``.

    The hidden fields are replaced, never changed in place (a view shares its lists with
    the state it came from). Nothing but the pool's contents (sorted) and ``rng`` decides
    the deal, so the result does not depend on the hidden order."""
    if st.no_cards:
        return
    others = [s for s in range(st.num_players) if s != seat]
    hands = [list(h) for h in st.hands]
    decks = {d: list(cs) for d, cs in st.decks.items()}
    cards = st.data.cards
    for deck in DECKS:
        slots = [(s, i) for s in others for i, c in enumerate(hands[s])
                 if c not in st.public_cards and cards[c].deck == deck]
        pool = sorted(decks[deck] + [hands[s][i] for s, i in slots])
        rng.shuffle(pool)
        for s, i in slots:
            hands[s][i] = pool.pop()
        decks[deck] = pool
    hidden = {"missions": [list(m) for m in st.missions], "dealt": [list(m) for m in st.dealt]}
    mslots = [(s, "missions", i) for s in others
              for i, m in enumerate(st.missions[s]) if m not in st.scored[s]]
    mslots += [(s, "dealt", i) for s in others for i in range(len(st.dealt[s]))]
    known = own_returned(st, seat)
    stack = list(st.mission_deck)
    mine = stack.pop(known) if known is not None else None
    mpool = sorted(stack + [hidden[k][s][i] for s, k, i in mslots])
    rng.shuffle(mpool)
    for s, k, i in mslots:
        hidden[k][s][i] = mpool.pop()
    if mine is not None and known is not None:
        mpool.insert(known, mine)
    st.hands, st.decks, st.mission_deck = hands, decks, mpool
    st.missions, st.dealt = hidden["missions"], hidden["dealt"]


def own_returned(st: EscapePosition, seat: int) -> int | None:
    """Where in the Mission Card stack the card ``seat`` gave back at setup lies (None: not
    given back yet). ``seat`` knows that card: it is in no other player's hand.

    Cards go back to the bottom (index 0) in seat order, so the cards of the later seats
    that have given theirs back lie below it."""
    if st.no_cards or st.dealt[seat] or not st.missions[seat]:
        return None
    later = sum(1 for t in range(seat + 1, st.num_players) if st.missions[t] and not st.dealt[t])
    return later if later < len(st.mission_deck) else None


def hidden_missions(st: EscapePosition, seat: int) -> int:
    """How many Mission Cards the players other than ``seat`` hold hidden from it: each
    one's missions not accomplished yet (an accomplished one is shown to all), or during
    setup the number it will keep of those it was dealt (which one goes back is secret)."""
    return sum(st.data.missions_kept if st.dealt[s]
               else sum(1 for m in st.missions[s] if m not in st.scored[s])
               for s in range(st.num_players) if s != seat)


def _met_now(st: EscapePosition, seat: int, mid: str) -> bool:
    mt = st.data.missions[mid]
    return mt.check in missions.SHIP_COUNTS and missions.CHECKS[mt.check](st, seat, mt)


def drop_met_missions(st: EscapePosition, seat: int, rng: Rng) -> None:
    """Swap every unscored mission another player's ships already meet for one from the
    stack (a held mission is scored the moment it is met, so they do not hold it); the
    card ``seat`` gave back stays in the stack."""
    mine = own_returned(st, seat)
    for s in range(st.num_players):
        if s == seat:
            continue
        for i, mid in enumerate(st.missions[s]):
            if mid in st.scored[s] or not _met_now(st, s, mid):
                continue
            for _ in range(MISSION_REDRAWS):
                if not st.mission_deck:
                    break
                j = rng.below(len(st.mission_deck))
                if j != mine and not _met_now(st, s, st.mission_deck[j]):
                    st.missions[s][i], st.mission_deck[j] = st.mission_deck[j], mid
                    break
