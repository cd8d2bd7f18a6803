"""Build Starship Merchants positions for rule tests without playing up to them."""

from __future__ import annotations

from collections.abc import Iterable

from game.core.protocol import Action, Event
from game.starship.game import GAME
from game.starship.rules import StarshipState
from game.starship.rules import actions as A

SCOUT_I = A.BuyShip(1, "scout", False)


def new(n: int = 2, seed: int = 1) -> StarshipState:
    return GAME.new_game(n, seed)


def started(n: int = 2, seed: int = 1) -> StarshipState:
    """Every player has bought a Mark I Scout on the first turn; seat 0 to play."""
    s = new(n, seed)
    for _ in range(n):
        s.apply(SCOUT_I)
    return s


def do(s: StarshipState, *actions: Action) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events.extend(s.apply(action))
    return events


def set_turn(s: StarshipState, seat: int, pos: str | None = None) -> None:
    """Make it ``seat``'s turn (at ``pos``), with nothing else pending."""
    s.turn = seat
    s.pending = [{"kind": "turn"}]
    if pos is not None:
        s.player(seat)["pos"] = pos
    s.player(seat)["started"] = True
    s.touch()


def give_ship(s: StarshipState, seat: int, card: int, side: str = "scout", loans: int = 0,
              pilot: str | None = None, gear: Iterable[str] = ()) -> int:
    """Hand ``seat`` a specific starship card, taking it out of the Shipyard supply."""
    for mark, stack in s.scout_stacks.items():
        if card in stack:
            stack.remove(card)
        if s.tug_slots[mark] == card:
            s.tug_slots[mark] = stack.pop(0) if stack else None
    s.ships[card] = {"owner": seat, "side": side, "loans": loans, "pilot": pilot,
                     "gear": list(gear), "cargo": [], "ran": False, "destination": None}
    s.player(seat)["ships"].append(card)
    s.player(seat)["started"] = True
    s.touch()  # the position changed outside apply: forget the cached legal actions
    return card


def take_token(s: StarshipState, token: int) -> int:
    """Remove a mine token from wherever it is."""
    for pile in [s.bag, s.known, *(p["local"] for p in s.players),
                 *(p["id_card"] for p in s.players), *(sh["cargo"] for sh in s.ships.values())]:
        if token in pile:
            pile.remove(token)
    s.touch()
    return token


def token_of(s: StarshipState, kind: str, value: int, skip: Iterable[int] = ()) -> int:
    """A mine token id of this kind and value."""
    skip = set(skip)
    for t, m in s.comp.mines.items():
        if m.kind == kind and m.value == value and t not in skip:
            return t
    raise LookupError((kind, value))


def put_local(s: StarshipState, seat: int, token: int) -> int:
    s.player(seat)["local"].append(take_token(s, token))
    return token


def put_known(s: StarshipState, token: int) -> int:
    s.known.append(take_token(s, token))
    return token


def bag_only(s: StarshipState, tokens: list[int]) -> None:
    """Leave exactly ``tokens`` in the bag (the others are set out of play), so draws are known."""
    for t in list(s.bag):
        if t not in tokens:
            s.bag.remove(t)
    for t in tokens:
        if t not in s.bag:
            take_token(s, t)
            s.bag.append(t)
    s.touch()


def card_id(s: StarshipState, ref: str) -> str:
    """The market card id of a pilot or gear kind (first copy)."""
    for cid, (_kind, r) in s.comp.market_cards.items():
        if r == ref:
            return cid
    raise LookupError(ref)


def kinds(actions: list[Action]) -> set[str]:
    return {a.KIND for a in actions}


def put_for_sale(s: StarshipState, slot: int, ref: str | None) -> str | None:
    """Put the first free copy of a pilot/gear kind (``ref``) into a For Sale slot."""
    old = s.for_sale[slot]
    if old is not None:
        s.market_deck.append(old)
    if ref is None:
        s.for_sale[slot] = None
        s.touch()
        return None
    for cid, (_kind, r) in s.comp.market_cards.items():
        if r == ref and (cid in s.market_deck or cid in s.market_discard):
            for pile in (s.market_deck, s.market_discard):
                if cid in pile:
                    pile.remove(cid)
            s.for_sale[slot] = cid
            s.touch()
            return cid
    raise LookupError(ref)
