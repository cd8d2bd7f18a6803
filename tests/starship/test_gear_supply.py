"""The Gear Tokens next to the Market (``market.gear_supply``) and the Dock's limit on the
gear kinds kept from obsolete ships (``dock.gear_kinds_to_transfer``).

Rulebook: Setup C, "Place the Gear Tokens next to the Market"; Market, "With Gear Cards,
place the matching Gear Token on the Console and then remove the card from the game";
Resolving Obsolete Ships, "Across all obsolete ships you may transfer one Pilot and up to
two different Gear Tokens ... Cards and tokens can be immediately transferred to one of
your active Starships or set aside for the next Starship purchased or leased." A token set
aside is the player's, not the supply's; one left on an obsolete ship is discarded with it.
"""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

import pytest

from game.starship.rules import actions as A
from game.starship.rules.market import gear_supply
from tests.starship.helpers import do, give_ship, set_turn, started


def _take_gear_card(s, kind: str) -> None:
    """Take a Gear card of ``kind`` out of the Market deck, as buying it does."""
    card = next(c for c in s.market_deck if s.comp.market_cards[c] == ("gear", kind))
    s.market_deck.remove(card)


def _obsolete_with_gear(s, gear: list[str]) -> tuple[int, int]:
    """Seat 0's Mark I ship carries ``gear`` (its cards bought) and is obsolete; seat 0
    also owns a Mark III ship; it is about to arrive in the Dock with 100 credits."""
    old = s.player(0)["ships"][0]
    for kind in gear:
        _take_gear_card(s, kind)
    s.ships[old]["gear"] = list(gear)
    new = give_ship(s, 0, 13)
    s.mark_token = 3
    s.player(0)["credits"] = 100
    set_turn(s, 0, "belt")
    return old, new


def test_a_new_game_has_every_gear_token_in_the_supply():
    s = started(2)
    assert gear_supply(s) == {gid: kind.count for gid, kind in s.comp.gear.items()}


def test_a_bought_gear_card_takes_its_token_from_the_supply():
    s = started(2)
    kind = "fuel_tank"
    slot = 0
    s.for_sale[slot] = next(c for c in s.market_deck if s.comp.market_cards[c] == ("gear", kind))
    s.market_deck.remove(s.for_sale[slot])
    assert gear_supply(s)[kind] == s.comp.gear[kind].count  # on sale: still next to it
    set_turn(s, 0, "market")
    s.player(0)["credits"] = 50
    s.touch()
    ship = s.player(0)["ships"][0]
    do(s, A.BuyCard(slot), A.EquipShip(ship))
    assert s.ships[ship]["gear"] == [kind]
    assert gear_supply(s)[kind] == s.comp.gear[kind].count - 1


def test_gear_set_aside_or_left_on_an_obsolete_ship_is_not_back_in_the_supply():
    """Kept and set aside at the Dock, a token is the player's; the token not kept leaves
    with its obsolete ship. Neither returns next to the Market (counting only the tokens
    fitted on ships, the board said both were left)."""
    s = started(2)
    old, _new = _obsolete_with_gear(s, ["grapples", "fuel_tank"])
    counts = {gid: kind.count for gid, kind in s.comp.gear.items()}
    want = {**counts, "grapples": counts["grapples"] - 1, "fuel_tank": counts["fuel_tank"] - 1}
    assert gear_supply(s) == want
    do(s, A.Advance())
    assert s.pending[-1]["kind"] == "transfer"
    do(s, A.TransferGear("grapples", -1), A.FinishTransfers())
    assert s.player(0)["aside_gear"] == ["grapples"] and old not in s.ships
    assert not any(ship["gear"] for ship in s.ships.values())
    assert gear_supply(s) == want


def _with_gear_kinds(s, kinds: int) -> None:
    s.comp = replace(s.comp, rules=MappingProxyType({**s.comp.rules,
                                                     "transfer_gear_kinds": kinds}))


@pytest.mark.parametrize(("kinds", "words"), [(2, "two different gear kinds"),
                                               (1, "one different gear kind")])
def test_the_transfer_limit_and_its_refusal_read_the_rules_number(kinds, words):
    """Past the rules' number of gear kinds no more is offered, and the refusal says that
    number (a pilot still to keep holds the transfers open)."""
    s = started(2)
    if kinds != 2:
        s.comp = replace(s.comp, rules=MappingProxyType({**s.comp.rules,
                                                         "transfer_gear_kinds": kinds}))
    gear = ["grapples", "fuel_tank", "mining_module"]
    old, new = _obsolete_with_gear(s, gear)
    s.ships[old]["pilot"] = "pilot:nova_reyes"
    do(s, A.Advance(), *(A.TransferGear(g, new) for g in gear[:kinds]))
    assert s.pending[-1]["kind"] == "transfer"
    left = A.TransferGear(gear[kinds], new)
    assert left not in s.legal_actions()
    assert s.why_not(left) == f"Up to {words} may be transferred."
