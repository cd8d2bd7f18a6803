"""Shipyard: buying, leasing, loans, the Mark token, obsolescence and ship limits."""

from __future__ import annotations

from game.starship.rules import actions as A
from game.starship.rules import shipyard
from tests.starship.helpers import do, give_ship, kinds, new, set_turn, started


def _arrive_at_shipyard(s, seat=0):
    set_turn(s, seat, "dock")
    return do(s, A.Advance())


def test_rulebook_lease_example_costs_12_in_total():
    """Lease a Scout costing 8 for 4; pay 4 on each of the next two visits: 12 in all."""
    s = new(2)
    do(s, A.BuyShip(1, "scout", True))
    ship = s.player(0)["ships"][0]
    assert s.player(0)["credits"] == 15 - 4 and s.ships[ship]["loans"] == 2
    _arrive_at_shipyard(s)
    assert s.ships[ship]["loans"] == 1 and s.player(0)["credits"] == 7
    do(s, A.FinishPayoff())
    _arrive_at_shipyard(s)
    assert s.ships[ship]["loans"] == 0 and s.player(0)["credits"] == 3
    assert 15 - s.player(0)["credits"] == 12
    assert s.player(0)["ledger"]["Starships and loans"] == -12


def test_entering_with_loans_pays_one_marker_per_ship_and_that_is_the_action():
    s = started(2)
    a = give_ship(s, 0, 7, "scout", loans=2)   # Mark II: marker 7
    b = give_ship(s, 0, 8, "tug", loans=1)
    s.player(0)["credits"] = 30
    _arrive_at_shipyard(s)
    assert s.ships[a]["loans"] == 1 and s.ships[b]["loans"] == 0
    assert s.player(0)["credits"] == 30 - 14
    # the payoff was the action: only more markers or stopping; no purchase this turn
    assert kinds(s.legal_actions()) == {"pay_loan", "finish_payoff"}
    do(s, A.PayLoan(a))
    assert s.ships[a]["loans"] == 0 and s.player(0)["credits"] == 9
    assert s.legal_actions() == [A.FinishPayoff()]
    do(s, A.FinishPayoff())
    assert s.turn == 1


def test_short_of_credits_all_credits_go_and_the_markers_are_removed():
    s = started(2)
    a = give_ship(s, 0, 7, "scout", loans=2)
    b = give_ship(s, 0, 8, "scout", loans=2)
    s.player(0)["credits"] = 9
    _arrive_at_shipyard(s)
    assert s.player(0)["credits"] == 0
    assert s.ships[a]["loans"] == 1 and s.ships[b]["loans"] == 1


def test_no_loans_no_forced_payoff_and_passing_is_allowed():
    s = started(2)
    _arrive_at_shipyard(s)
    assert A.Pass() in s.legal_actions()


def test_paying_loans_can_be_the_action_when_staying():
    s = started(2)
    a = give_ship(s, 0, 7, "scout", loans=2)
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 20
    assert A.PayLoan(a) in s.legal_actions()
    do(s, A.PayLoan(a), A.FinishPayoff())
    assert s.ships[a]["loans"] == 1 and s.player(0)["credits"] == 13


def test_buying_a_tug_flips_the_next_scout_card_into_the_tug_slot():
    s = new(4)
    slot, top = s.tug_slots[1], s.scout_stacks[1][0]
    do(s, A.BuyShip(1, "tug", False))
    assert s.ships[slot]["side"] == "tug"
    assert s.tug_slots[1] == top and top not in s.scout_stacks[1]


def test_mark_token_advances_on_first_purchase_of_the_next_mark():
    s = started(2)  # 3 Mark I cards in a 2-player game, 2 bought
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 100
    assert shipyard.mark_on_sale(s) == 1
    do(s, A.BuyShip(1, "scout", False))
    assert s.mark_token == 1 and shipyard.mark_on_sale(s) == 2
    set_turn(s, 1, "shipyard")
    s.player(1)["credits"] = 100
    assert {a.mark for a in s.legal_actions() if isinstance(a, A.BuyShip)} == {2}
    do(s, A.BuyShip(2, "scout", False))
    assert s.mark_token == 2


def test_recommissioned_only_after_all_standard_mark_ii():
    s = new(4)
    s.mark_token = 2
    s.scout_stacks[1], s.tug_slots[1] = [], None
    standard = [c for c in s.scout_stacks[2] if not s.comp.ships[c].recommissioned]
    for c in standard:  # leave the standard card in the Tug slot unsold
        s.scout_stacks[2].remove(c)
    assert s.comp.ships[s.scout_stacks[2][0]].recommissioned
    assert shipyard.card_for(s, 2, "scout") is None
    assert shipyard.card_for(s, 2, "tug") == s.tug_slots[2]
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 50
    assert {a.side for a in s.legal_actions() if isinstance(a, A.BuyShip)} == {"tug"}
    do(s, A.BuyShip(2, "tug", False))
    recom = s.tug_slots[2]
    assert s.comp.ships[recom].recommissioned
    assert s.comp.ships[recom].scout.cost < s.comp.ships[standard[0]].scout.cost


def test_a_lone_card_can_be_bought_on_either_side():
    s = new(2)  # 2 players: one Mark III card, turned Tug-side up at setup
    assert s.scout_stacks[3] == []
    assert shipyard.card_for(s, 3, "scout") == shipyard.card_for(s, 3, "tug") == s.tug_slots[3]


def test_first_mark_iii_makes_mark_i_obsolete_and_they_cannot_run():
    s = started(2)
    old = s.player(0)["ships"][0]
    s.mark_token = 2
    for m in (1, 2):
        s.scout_stacks[m], s.tug_slots[m] = [], None
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 60
    events = do(s, A.BuyShip(3, "scout", False))
    assert s.mark_token == 3 and s.is_obsolete(old)
    assert any(e.kind == "obsolete" for e in events)
    assert old not in s.active_ships(0)
    set_turn(s, 0, "belt")
    assert A.RunShip(old) not in s.legal_actions()


def test_first_mark_iv_makes_mark_ii_obsolete():
    s = started(2)
    two = give_ship(s, 0, 7)
    s.mark_token = 3
    for m in (1, 2, 3):
        s.scout_stacks[m], s.tug_slots[m] = [], None
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 60
    do(s, A.BuyShip(4, "tug", False))
    assert s.mark_token == 4 and s.is_obsolete(two)


def test_ship_limit_four_at_mark_i_obsolete_ships_not_counted():
    s = new(4)
    for card in s.scout_stacks[1][:4]:
        give_ship(s, 0, card)
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 100
    assert not any(isinstance(a, A.BuyShip) for a in s.legal_actions())
    s.mark_token = 3  # the Mark I ships are obsolete now and no longer count
    assert shipyard.within_limit(s, 0)


def test_ship_limit_three_at_mark_iii_and_two_at_mark_iv():
    s = new(4)
    s.mark_token = 3
    for card in (14, 15, 16):
        give_ship(s, 0, card)
    assert not shipyard.within_limit(s, 0)
    s.mark_token = 4
    s.player(0)["ships"] = [14]
    assert shipyard.within_limit(s, 0)
    s.player(0)["ships"] = [14, 15]
    assert not shipyard.within_limit(s, 0)


def test_purchase_over_the_new_limit_removes_a_ship_paying_its_loans_first():
    """Mark II ships x3 + first Mark III = 4 (allowed at limit 4); the new limit is 3."""
    s = new(4)
    s.mark_token = 2
    s.scout_stacks[1], s.tug_slots[1] = [], None
    s.scout_stacks[2], s.tug_slots[2] = [], None
    for card in (7, 8):
        give_ship(s, 0, card)
    leased = give_ship(s, 0, 9, loans=2)
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 25
    do(s, A.BuyShip(3, "scout", False))
    assert s.mark_token == 3 and s.player(0)["credits"] == 3
    assert kinds(s.legal_actions()) == {"remove_ship"}
    do(s, A.RemoveShip(leased))
    assert leased not in s.ships and s.player(0)["credits"] == 0
    assert len(s.active_ships(0)) == 3 and s.turn == 1


def test_set_aside_pilot_and_gear_board_the_next_ship():
    s = started(2)
    set_turn(s, 0, "shipyard")
    s.player(0)["aside_pilot"] = "pilot:nova_reyes"
    s.player(0)["aside_gear"] = ["fuel_tank"]
    do(s, A.BuyShip(1, "tug", True))
    ship = s.player(0)["ships"][-1]
    assert s.ships[ship]["pilot"] == "pilot:nova_reyes" and s.ships[ship]["gear"] == ["fuel_tank"]
    assert s.player(0)["aside_pilot"] is None and s.player(0)["aside_gear"] == []


def test_no_purchase_without_a_free_starship_console():
    """16 Starship Consoles: a ship bought takes one; obsolete ships keep theirs until the
    Dock resolves them."""
    s = new(4)
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 100
    assert shipyard.consoles_left(s) == 16
    for seat, card in zip([1, 2, 3] * 5, range(1, 16), strict=True):
        give_ship(s, seat, card)  # every Mark I-III card
    s.mark_token = 3  # Mark IV on sale; the obsolete Mark I ships still sit on consoles
    assert shipyard.consoles_left(s) == 1
    assert any(isinstance(a, A.BuyShip) for a in s.legal_actions())
    give_ship(s, 1, 16)
    assert shipyard.consoles_left(s) == 0
    assert not any(isinstance(a, A.BuyShip) for a in s.legal_actions())


def test_other_fleets_over_a_new_limit_are_not_cut_but_cannot_buy():
    """Only the buyer whose purchase crosses the new limit removes a ship (our reading)."""
    s = new(4)
    s.mark_token = 2
    s.scout_stacks[1], s.tug_slots[1] = [], None
    s.scout_stacks[2], s.tug_slots[2] = [], None
    for card in (7, 8, 9, 10):
        give_ship(s, 1, card)
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 50
    do(s, A.BuyShip(3, "scout", False))
    assert s.mark_token == 3 and len(s.active_ships(1)) == 4
    assert s.turn == 1 and not shipyard.within_limit(s, 1)
