"""Market: the For Sale redraw, Market Cards, Refineries and claiming mines."""

from __future__ import annotations

from game.starship.rules import actions as A
from game.starship.rules import market
from tests.starship.helpers import (
    card_id,
    do,
    give_ship,
    kinds,
    put_for_sale,
    put_local,
    started,
    take_token,
    token_of,
)


def _at_market(s, seat=0, credits=50):
    s.turn = seat
    s.pending = [{"kind": "turn"}]
    s.player(seat)["pos"] = "market"
    s.player(seat)["credits"] = credits


def test_arrival_redraw_discards_one_for_sale_card_and_draws_a_new_one():
    s = started(2)
    old, other = s.for_sale
    top = s.market_deck[0]
    events = do(s, A.Advance(), A.RedrawForSale(0))
    assert s.for_sale == [top, other] and s.market_discard == [old]
    assert any(e.reveals for e in events)
    assert A.RedrawForSale(1) not in s.legal_actions()  # only one redraw


def test_buy_a_pilot_equips_one_ship_and_refills_the_slot():
    s = started(2)
    ship = s.player(0)["ships"][0]
    _at_market(s)
    put_for_sale(s, 0, "nova_reyes")
    top = s.market_deck[0]
    do(s, A.BuyCard(0))
    assert s.legal_actions() == [A.EquipShip(ship)]
    do(s, A.EquipShip(ship))
    assert s.ships[ship]["pilot"] == "pilot:nova_reyes"
    assert s.player(0)["credits"] == 50 - 7 and s.for_sale[0] == top
    assert s.energy(ship) == 5 + 2


def test_one_pilot_per_ship():
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["pilot"] = "pilot:brak_tollun"
    _at_market(s)
    put_for_sale(s, 0, "nova_reyes")
    put_for_sale(s, 1, None)
    assert A.BuyCard(0) not in s.legal_actions()


def test_six_gear_tokens_per_ship_and_gear_cards_leave_the_game():
    s = started(2)
    ship = s.player(0)["ships"][0]
    _at_market(s)
    gear = put_for_sale(s, 0, "mining_module")
    do(s, A.BuyCard(0), A.EquipShip(ship))
    assert s.ships[ship]["gear"] == ["mining_module"]
    assert gear not in s.market_discard and gear not in s.market_deck
    assert s.cargo_capacity(ship) == 2 + 1
    s.ships[ship]["gear"] = ["fuel_tank"] * 6
    _at_market(s)
    put_for_sale(s, 0, "grapples")
    put_for_sale(s, 1, None)
    assert A.BuyCard(0) not in s.legal_actions()


def test_market_deck_reshuffles_the_discards_when_exhausted():
    s = started(2)
    s.market_discard = list(s.market_deck)
    s.market_deck = []
    events: list = []
    card = s.draw_market_card(events)
    assert card is not None and not s.market_discard
    assert any(e.kind == "reshuffle" for e in events)


def test_refineries_only_after_someone_leaves_the_dock():
    s = started(2)
    _at_market(s)
    assert "buy_refinery" not in kinds(s.legal_actions())
    s.turn, s.pending = 1, [{"kind": "turn"}]
    s.player(1)["pos"] = "dock"
    do(s, A.Advance())
    assert s.refineries_open
    _at_market(s)
    do(s, A.BuyRefinery("deuterium"))
    assert s.player(0)["refineries"] == ["deuterium"] and "deuterium" not in s.refinery_supply
    assert s.player(0)["credits"] == 50 - s.comp.refineries["deuterium"].cost


def test_claim_a_mine_for_six_in_addition_to_a_purchase():
    s = started(2)
    ship = s.player(0)["ships"][0]
    t = put_local(s, 0, token_of(s, "deuterium", 8))
    _at_market(s, credits=30)
    put_for_sale(s, 0, "fuel_tank")
    put_for_sale(s, 1, None)
    do(s, A.BuyCard(0), A.EquipShip(ship))
    assert s.legal_actions() == [A.ClaimMine(t), A.SkipClaim()]
    do(s, A.ClaimMine(t))
    assert s.is_claimed(t) and s.player(0)["credits"] == 30 - 5 - 6
    assert s.turn == 1


def test_claim_alone_is_an_action_and_only_in_your_own_local_space():
    s = started(2)
    mine = put_local(s, 0, token_of(s, "ice9", 5))
    theirs = put_local(s, 1, token_of(s, "ice9", 4))
    _at_market(s, credits=6)
    put_for_sale(s, 0, None)
    put_for_sale(s, 1, None)
    legal = s.legal_actions()
    assert A.ClaimMine(mine) in legal and A.ClaimMine(theirs) not in legal
    do(s, A.ClaimMine(mine))
    assert s.player(0)["credits"] == 0 and s.comp.mines[mine].worth(s.is_claimed(mine)) == 9


def test_hon_smitty_claims_for_three_and_zip_wasbu_discounts_cards():
    s = started(2)
    ship = s.player(0)["ships"][0]
    assert market.claim_price(s, 0) == 6
    s.ships[ship]["pilot"] = "pilot:hon_smitty"
    assert market.claim_price(s, 0) == 3
    s.ships[ship]["pilot"] = "pilot:zip_wasbu"
    assert market.card_price(s, 0, card_id(s, "fuel_tank")) == 5 - 2
    s.mark_token = 3  # obsolete ship: pilot bonuses no longer apply
    assert market.card_price(s, 0, card_id(s, "fuel_tank")) == 5


def test_cards_only_for_active_ships():
    s = started(2)
    s.mark_token = 3
    assert market.ships_for(s, 0, "pilot:nova_reyes") == []
    give_ship(s, 0, 14)
    assert market.ships_for(s, 0, "pilot:nova_reyes") == [14]


def test_the_for_sale_redraw_is_offered_only_on_arrival():
    s = started(2)
    _at_market(s)  # already in the Market: staying means acting, no redraw
    assert not {"redraw_for_sale", "keep_for_sale"} & kinds(s.legal_actions())


def test_any_number_of_refineries_and_they_pay_for_every_ship():
    from game.starship.rules import dock

    s = started(2)
    s.refineries_open = True
    _at_market(s, credits=60)
    do(s, A.BuyRefinery("ice9_a"))
    _at_market(s, credits=60)
    do(s, A.BuyRefinery("ice9_b"))
    assert s.player(0)["refineries"] == ["ice9_a", "ice9_b"]
    first = s.player(0)["ships"][0]
    second = give_ship(s, 0, 4)
    for ship, value in ((first, 3), (second, 4)):
        t = token_of(s, "ice9", value)
        s.ships[ship]["cargo"] = [take_token(s, t)]
        assert dock.payout(s, 0, ship)["Refinery bonuses"] == 2 + 2


def test_a_set_aside_pilot_gives_no_market_bonus():
    """Pilot bonuses are not retained for future ships (Zip Wasbu, Hon Smitty)."""
    s = started(2)
    s.player(0)["aside_pilot"] = "pilot:zip_wasbu"
    assert market.card_price(s, 0, card_id(s, "fuel_tank")) == 5
    s.player(0)["aside_pilot"] = "pilot:hon_smitty"
    assert market.claim_price(s, 0) == 6


def test_equipping_a_bought_card_reports_the_price_and_the_ship_without_repeating_the_buy():
    """The log already says "buys Nova Reyes" for BuyCard; the equip event adds the price
    and the ship instead of saying "buys" a second time."""
    s = started(2)
    ship = s.player(0)["ships"][0]
    _at_market(s)
    put_for_sale(s, 0, "nova_reyes")
    do(s, A.BuyCard(0))
    events = do(s, A.EquipShip(ship))
    text = next(e.text for e in events if e.kind == "equip")
    assert "buys" not in text
    assert "pays 7" in text and s.ship_label(ship) in text and "Nova Reyes" in text
