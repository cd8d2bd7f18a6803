"""Filling in what a seat cannot see: a full Merchants state consistent with one seat's view.

:meth:`MerchantsState.view` hides the action deck's order, the face-down planet and special
event tiles, the senator pile, the other seats' ballot boxes and the other seats' secret
auction bids. :func:`determinise` draws each of them at random from what that seat has not
seen, using the view only (never the true state), so the Hard bot's search
(:mod:`game.core.search`) plays on positions that could be the real one:

* **deck**: the cards not face up, not in the discard pile and not being resolved, with
  the setup's structure kept: the opening pile holds no event and each half of the rest
  holds ``events_per_half`` events, so events come out when they could in the real game;
* **planet tiles**: the face-down spaces get the tiles not yet seen (face up or claimed);
* **special event tiles**: the unrevealed ones are drawn from the tiles not yet revealed;
* **senator pile**: the senators neither candidates nor elected, shuffled;
* **ballot boxes**: each other seat's votes (their number is public: votes are cast
  openly) spread at random over the boxes;
* **secret bids**: a bid already given by another seat is drawn from 0 and the prices
  that seat could pay.

The result also gets a fresh random stream (the view's is a fixed placeholder), so dice
and reshuffles in a playout are not the real game's.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from game.core.rng import Rng
from game.merchants.rules.state import HIDDEN, HIDDEN_TILE, MerchantsState


def determinise(view: MerchantsState, seat: int, rng: Rng) -> MerchantsState:
    """A full state (not a view) that ``seat`` cannot tell apart from ``view``."""
    if not 0 <= seat < view.num_players:
        raise ValueError(f"seat {seat} is not at this {view.num_players}-player table")
    state = view.clone()
    d: dict[str, Any] = state.__dict__
    d["is_view"] = False
    d["rng"] = Rng(rng.below(2**31))
    d["deck"] = _deck(state, rng)
    d["planet"] = _planet(state, rng)
    d["special_tiles"] = _special_tiles(state, rng)
    senators = [s for s in sorted(state.c.senators) if s not in _seen_senators(state)]
    rng.shuffle(senators)
    d["senate_deck"] = senators
    d["votes"] = _votes(state, seat, rng)
    for frame in state.pending:
        if frame["kind"] == "auction":
            _sealed_bids(state, frame, rng)
    state._legal_cache = {}
    return state


def _seen_senators(st: MerchantsState) -> set[str]:
    return set(st.candidates) | set(st.senators_out)


def _seen_cards(st: MerchantsState) -> Counter[int]:
    """Cards out of the deck: face up, discarded, or held by a step being resolved."""
    seen: Counter[int] = Counter(s for s in st.slots if s is not None)
    seen.update(st.discard)
    for frame in st.pending:
        card = frame.get("card")
        if isinstance(card, int) and card not in st.slots:
            seen[card] += 1
    return seen


def _deck(st: MerchantsState, rng: Rng) -> list[int]:
    """The unseen cards in an order the setup could have made (see the module doc)."""
    c = st.c
    n = st.num_players
    actions = [k.id for k in c.cards if not k.is_event and (n >= 4 or not k.four_plus)]
    events = [k.id for k in c.cards if k.is_event]
    seen = _seen_cards(st)
    unseen_actions = _minus(actions, seen)
    unseen_events = _minus(events, seen)
    size = len(st.deck)
    if len(unseen_actions) + len(unseen_events) != size:
        raise ValueError(
            f"the view shows {size} cards in the deck but {len(unseen_actions)} action and "
            f"{len(unseen_events)} event cards are unseen"
        )
    opening = int(c.game["opening_pile"])
    first_half = (len(actions) - opening) // 2 + int(c.game["events_per_half"])
    drawn = len(actions) + len(events) - size
    # remaining cards that belong to the opening pile, and to the first half
    in_opening = max(0, opening - drawn)
    in_first = min(size - in_opening, max(0, opening + first_half - max(drawn, opening)))
    in_second = size - in_opening - in_first
    events_second = min(int(c.game["events_per_half"]), len(unseen_events), in_second)
    events_first = len(unseen_events) - events_second
    rng.shuffle(unseen_actions)
    rng.shuffle(unseen_events)
    parts: list[list[int]] = []
    take_a = 0
    for length, n_events in ((in_opening, 0), (in_first, events_first), (in_second, events_second)):
        n_actions = length - n_events
        part = unseen_actions[take_a : take_a + n_actions] + unseen_events[:n_events]
        take_a += n_actions
        del unseen_events[:n_events]
        rng.shuffle(part)
        parts.append(part)
    return [card for part in parts for card in part]


def _minus(pool: list[Any], seen: Counter[Any]) -> list[Any]:
    left = Counter(seen)
    out = []
    for item in pool:
        if left[item] > 0:
            left[item] -= 1
        else:
            out.append(item)
    return out


def _planet(st: MerchantsState, rng: Rng) -> dict[str, str | None]:
    hidden = sorted(s for s, t in st.planet.items() if t == HIDDEN_TILE)
    seen: Counter[str] = Counter(
        t for t in st.planet.values() if t is not None and t != HIDDEN_TILE
    )
    for tiles in st.claimed:
        seen.update(tiles)
    pool = _minus(list(st.c.tiles), seen)
    if len(pool) != len(hidden):
        raise ValueError(
            f"{len(hidden)} planet spaces are face down but {len(pool)} tiles are unseen"
        )
    rng.shuffle(pool)
    planet = dict(st.planet)
    planet.update(zip(hidden, pool, strict=True))
    return planet


def _special_tiles(st: MerchantsState, rng: Rng) -> dict[str, str]:
    hidden = sorted(k for k, t in st.special_tiles.items() if t == HIDDEN_TILE)
    pool = [t for t in sorted(st.c.specials) if t not in st.special_tiles.values()]
    rng.shuffle(pool)
    tiles = dict(st.special_tiles)
    tiles.update(zip(hidden, pool[: len(hidden)], strict=True))
    return tiles


def _votes(st: MerchantsState, seat: int, rng: Rng) -> list[list[int]]:
    boxes = len(st.votes)
    votes = [[n if s == seat else 0 for s, n in enumerate(box)] for box in st.votes]
    for other in range(st.num_players):
        if other == seat:
            continue
        for _ in range(st.votes_cast(other)):
            votes[rng.below(boxes)][other] += 1
    return votes


def _sealed_bids(st: MerchantsState, frame: dict[str, Any], rng: Rng) -> None:
    lo, hi = int(st.c.auction["min_bid"]), int(st.c.auction["start_price"])
    sealed = dict(frame["sealed"])
    for key, price in sealed.items():
        if price == HIDDEN:
            top = min(hi, st.money[int(key)])
            choices = [0, *range(lo, top + 1)]
            sealed[key] = choices[rng.below(len(choices))]
    frame["sealed"] = sealed
