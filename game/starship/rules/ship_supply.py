"""The Shipyard's supply of Starships (rulebook "Shipyard", Setup A): which Mark is on sale,
which card a purchase of a Scout or a Tug takes and its price, the ship limit and the
Consoles left.

Per Mark, a Scout stack (top first) and one card Tug-side up beside it. Buying a Tug takes
that card and flips the Scout stack's top card into its place; when one of the two is empty,
the Mark's remaining card can be bought as either type (docs/assumptions/starship.md).
These are questions about the position, asked by the Shipyard's rules
(:mod:`shipyard`), the log sentences and the interface.
"""

from __future__ import annotations

from game.starship.rules.position import Position


def mark_on_sale(state: Position) -> int | None:
    """The Mark whose ships can be bought now, or None when every ship is sold."""
    for mark in (state.mark_token, state.mark_token + 1):
        if stack_count(state, mark, "scout") or stack_count(state, mark, "tug"):
            return mark
    return None


def stack_count(state: Position, mark: int, side: str) -> int:
    """How many cards the Mark ``mark`` ``side`` stack holds: a Scout stack its cards, the
    Tug slot its one card or none (what a stack shows as "\u00d7n" left)."""
    if side == "scout":
        return len(state.scout_stacks.get(mark, []))
    return int(state.tug_slots.get(mark) is not None)


def card_for(state: Position, mark: int, side: str) -> int | None:
    """The card a purchase of ``side`` would take, honouring the Re-commissioned rule."""
    stack, slot = state.scout_stacks.get(mark, []), state.tug_slots.get(mark)
    if side == "scout":
        card = stack[0] if stack else slot
    else:
        card = slot if slot is not None else (stack[0] if stack else None)
    if card is None:
        return None
    if state.comp.ships[card].recommissioned:
        # Cheaper Re-commissioned Mark II ships wait until all standard Mark II are sold.
        supply = [*stack, *([slot] if slot is not None else [])]
        if any(not state.comp.ships[c].recommissioned for c in supply):
            return None
    return card


def starship_price(state: Position, mark: int, side: str, lease: bool = False) -> int | None:
    """The credits buying (or, with ``lease``, leasing) the ``side`` of the Mark ``mark``
    ship on sale costs now; None when no such ship is on sale.

    Rulebook "Buying Ships": "pay the bank its cost in Credits"; "Ship Loans": "Instead of
    buying a Starship at full price, you may lease it, paying half price". The one place
    the rules, their refusals and log sentences, and the interface's price tags and
    buttons read a ship's price from, so that they cannot disagree."""
    card = card_for(state, mark, side)
    if card is None:
        return None
    ship = state.comp.ships[card].side(side)
    return ship.half_price if lease else ship.cost


def within_limit(state: Position, seat: int) -> bool:
    """Another ship fits the current limit (obsolete ships not counted)."""
    return len(state.active_ships(seat)) + 1 <= state.comp.ship_limit(state.mark_token)


def consoles_left(state: Position) -> int:
    """Starship Consoles not in use: every owned ship, obsolete ones until they are resolved
    at the Dock, sits on one ("Take a Starship Console"; the game has 16)."""
    return int(state.comp.rules["starship_consoles"]) - len(state.ships)
