"""A Starship's price, read from one rules function (``ship_supply.starship_price``).

Rulebook "Buying Ships": "choose a type of Starship (in the current Mark) and pay the bank
its cost in Credits"; "Ship Loans": "Instead of buying a Starship at full price, you may
lease it, paying half price and placing two Loan Markers on the card. Each Loan Marker
costs half the Starship's full price to pay off." The rulebook prints no rounding: its
costs halve exactly, and the shipped costs are all even (``data.component_problems``
refuses an odd one), so a lease is exactly half, never rounded.
"""

from __future__ import annotations

import pytest

from game.starship.rules import actions as A
from game.starship.rules.data import SIDES, components
from game.starship.rules.describe import describe
from game.starship.rules.ship_supply import card_for, starship_price
from tests.starship.helpers import do, new, set_turn, started


def mark_ii_on_sale(s, recommissioned: bool = False) -> None:
    """Every Mark I ship sold and the Mark token on II; with ``recommissioned`` the
    standard Mark II too, so that a Re-commissioned card is on each stack."""
    s.scout_stacks[1], s.tug_slots[1] = [], None
    if recommissioned:
        s.scout_stacks[2] = [c for c in s.scout_stacks[2] if s.comp.ships[c].recommissioned]
        s.tug_slots[2] = None
    s.mark_token = 2
    set_turn(s, 0, "shipyard")


def test_every_shipped_price_halves_exactly():
    """No lease needs rounding: the rulebook's "half price" of every shipped ship side is
    a whole number of credits, twice it the full price."""
    for card in components().ships.values():
        for side in SIDES:
            ship = card.side(side)
            assert ship.half_price * 2 == ship.cost, (card.id, side)


def test_the_rulebooks_scout_costing_8_leases_for_4():
    s = new(2)
    assert starship_price(s, 1, "scout") == 8
    assert starship_price(s, 1, "scout", lease=True) == 4
    assert starship_price(s, 1, "tug", lease=True) == 4


@pytest.mark.parametrize("recommissioned", [False, True])
def test_the_price_is_the_card_on_sales_own(recommissioned):
    """Standard Mark II cost 14 (lease 7); the cheaper Re-commissioned ones, on sale once
    every standard Mark II is sold, 10 (lease 5)."""
    s = started(2)
    mark_ii_on_sale(s, recommissioned)
    for side in SIDES:
        card = card_for(s, 2, side)
        assert card is not None and s.comp.ships[card].recommissioned == recommissioned
        full = 10 if recommissioned else 14
        assert starship_price(s, 2, side) == full
        assert starship_price(s, 2, side, lease=True) == full // 2


def test_no_price_for_a_ship_not_on_sale():
    """The Re-commissioned Mark IIs wait while a standard one is left: none is on sale."""
    s = started(2)
    mark_ii_on_sale(s)
    s.scout_stacks[2] = [c for c in s.scout_stacks[2] if s.comp.ships[c].recommissioned]
    s.touch()
    assert card_for(s, 2, "scout") is None
    assert starship_price(s, 2, "scout") is None
    assert starship_price(s, 2, "scout", lease=True) is None


@pytest.mark.parametrize("lease", [False, True])
def test_buying_or_leasing_charges_the_price_and_says_it(lease):
    s = started(2)
    mark_ii_on_sale(s)
    s.player(0)["credits"] = 30
    action = A.BuyShip(2, "tug", lease)
    price = starship_price(s, 2, "tug", lease)
    assert price == (7 if lease else 14)
    line = describe(s, s.pending[-1], action)
    events = do(s, action)
    assert s.player(0)["credits"] == 30 - price
    bought = next(e for e in events if e.kind == "buy_ship")
    assert bought.data["price"] == price
    if lease:
        assert line.endswith(f"for {price} with two loan markers")
        assert bought.text.endswith(f"for {price} with two loan markers.")
    else:
        assert line.endswith(f"for {price}")
    ship = s.player(0)["ships"][-1]
    assert s.ships[ship]["loans"] == (2 if lease else 0)
    if lease:  # each Loan Marker: half the full price
        assert s.loan_marker_value(ship) == price


def test_with_half_the_price_only_a_lease_is_offered_and_a_purchase_is_refused_why():
    s = started(2)
    mark_ii_on_sale(s)
    s.player(0)["credits"] = 7
    s.touch()
    legal = s.legal_actions()
    assert A.BuyShip(2, "scout", True) in legal and A.BuyShip(2, "tug", True) in legal
    assert A.BuyShip(2, "scout", False) not in legal
    assert s.why_not(A.BuyShip(2, "scout", False)) == "This ship costs 14 (lease 7); you have 7."


def test_below_half_the_price_neither_is_offered_and_the_lease_is_refused_why():
    s = started(2)
    mark_ii_on_sale(s, recommissioned=True)
    s.player(0)["credits"] = 4
    s.touch()
    assert not [a for a in s.legal_actions() if isinstance(a, A.BuyShip)]
    assert s.why_not(A.BuyShip(2, "tug", True)) == "This ship costs 10 (lease 5); you have 4."
