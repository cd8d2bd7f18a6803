"""Dock: the five arrival steps, payouts, obsolete ships and transfers."""

from __future__ import annotations

from game.starship.rules import actions as A
from game.starship.rules import dock
from tests.starship.helpers import do, give_ship, kinds, put_local, set_turn, started, token_of


def _loaded(s, ship, tokens, destination=None):
    for t in tokens:
        for pile in [s.bag, s.known, *(p["local"] for p in s.players),
                     *(p["id_card"] for p in s.players)]:
            if t in pile:
                pile.remove(t)
    s.ships[ship]["cargo"] = list(tokens)
    s.ships[ship]["ran"] = True
    s.ships[ship]["destination"] = destination


def _arrive_at_dock(s, seat=0):
    set_turn(s, seat, "belt")
    return do(s, A.Advance())


def test_the_five_dock_steps_in_order():
    s = started(2)
    ship = s.player(0)["ships"][0]
    unclaimed = put_local(s, 0, token_of(s, "cobalt", 2))
    claimed = put_local(s, 0, token_of(s, "cobalt", 3))
    s.claimed = [claimed]
    deut, ice = token_of(s, "deuterium", 8), token_of(s, "ice9", 5)
    _loaded(s, ship, [deut, ice], destination="juno")
    before = s.player(0)["credits"]
    _arrive_at_dock(s)
    p = s.player(0)
    assert unclaimed in s.known and claimed in p["local"]          # 1
    assert p["credits"] == before + 8 + 5 + 5                       # 2 (Juno Depot +5)
    assert deut in p["local"] and ice in p["local"]                 # 3 (not to Known Space)
    assert s.ships[ship]["cargo"] == [] and not s.ships[ship]["ran"]
    assert s.ships[ship]["destination"] is None and "juno" in s.dest_discard  # 4
    assert p["ledger"]["Mine deliveries"] == 13 and p["ledger"]["Destination bonuses"] == 5
    assert s.turn == 1  # the Dock's action happens on arrival


def test_claimed_tokens_pay_their_flag_side():
    s = started(2)
    ship = s.player(0)["ships"][0]
    t = token_of(s, "deuterium", 8)
    _loaded(s, ship, [t])
    s.claimed = [t]
    assert dock.payout(s, 0, ship)["Mine deliveries"] == 15


def test_payout_adds_pilot_destination_and_refinery_bonuses():
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["pilot"] = "pilot:rho_senna"
    s.player(0)["refineries"] = ["deuterium", "cobalt"]
    d1, d2, co = (token_of(s, "deuterium", 4), token_of(s, "deuterium", 6),
                  token_of(s, "cobalt", 2))
    s.ships[ship]["gear"] = ["mining_module"]
    _loaded(s, ship, [d1, d2, co], destination="psyche")  # +3 per Deuterium
    pay = dock.payout(s, 0, ship)
    assert pay == {"Mine deliveries": 12, "Pilot bonuses": 6, "Destination bonuses": 6,
                   "Refinery bonuses": 3 + 3 + 1}


def test_hal_morbius_one_bonus_per_empty_hold_at_a_destination():
    s = started(2)
    ship = s.player(0)["ships"][0]  # 2 holds
    s.ships[ship]["pilot"] = "pilot:hal_morbius"
    t = token_of(s, "cobalt", 2)
    _loaded(s, ship, [t], destination="ceres")
    assert dock.payout(s, 0, ship)["Pilot bonuses"] == 3
    _loaded(s, ship, [], destination="ceres")
    assert dock.payout(s, 0, ship)["Pilot bonuses"] == 6
    _loaded(s, ship, [], destination=None)
    assert dock.payout(s, 0, ship)["Pilot bonuses"] == 0


def test_obsolete_ship_still_paid_then_loans_paid_and_removed():
    s = started(2)
    old = s.player(0)["ships"][0]
    s.ships[old]["loans"] = 2
    s.ships[old]["pilot"] = "pilot:nova_reyes"
    give_ship(s, 0, 13)
    t = token_of(s, "ice9", 5)
    _loaded(s, old, [t])
    s.mark_token = 3
    s.player(0)["credits"] = 0
    _arrive_at_dock(s)
    # paid 5 for the mine, no pilot bonus aboard an obsolete ship, 5 to the loans (8 due)
    assert s.player(0)["ledger"]["Mine deliveries"] == 5
    assert s.player(0)["ledger"]["Pilot bonuses"] == 0
    assert s.player(0)["credits"] == 0
    assert old not in s.ships and s.player(0)["ships"] == [13]
    assert "pilot:nova_reyes" in s.market_discard
    assert t in s.player(0)["local"]


def test_transfer_one_pilot_and_two_different_gear_at_full_cost():
    s = started(2)
    old = s.player(0)["ships"][0]
    s.ships[old]["pilot"] = "pilot:nova_reyes"
    s.ships[old]["gear"] = ["fuel_tank", "fuel_tank", "mining_module", "grapples"]
    new = give_ship(s, 0, 13)
    s.mark_token = 3
    s.player(0)["credits"] = 100
    _arrive_at_dock(s)
    assert s.pending[-1]["kind"] == "transfer"
    legal = s.legal_actions()
    assert A.TransferPilot("pilot:nova_reyes", new) in legal
    assert A.TransferPilot("pilot:nova_reyes", -1) in legal
    do(s, A.TransferPilot("pilot:nova_reyes", new))
    assert s.ships[new]["pilot"] == "pilot:nova_reyes" and s.player(0)["credits"] == 93
    assert "transfer_pilot" not in kinds(s.legal_actions())
    do(s, A.TransferGear("fuel_tank", new))
    assert A.TransferGear("fuel_tank", new) not in s.legal_actions()  # different kinds
    do(s, A.TransferGear("grapples", -1))
    assert s.player(0)["aside_gear"] == ["grapples"]
    assert s.player(0)["credits"] == 93 - 5 - 4
    assert old not in s.ships and s.ships[new]["gear"] == ["fuel_tank"]
    assert s.player(0)["ledger"]["Transfers"] == -16


def test_transfers_can_be_declined():
    s = started(2)
    old = s.player(0)["ships"][0]
    s.ships[old]["gear"] = ["fuel_tank"]
    give_ship(s, 0, 13)
    s.mark_token = 3
    s.player(0)["credits"] = 20
    _arrive_at_dock(s)
    do(s, A.FinishTransfers())
    assert old not in s.ships and s.player(0)["credits"] == 20 and s.turn == 1


def test_cannot_stay_in_the_dock_and_leaving_opens_the_refineries():
    s = started(2)
    _arrive_at_dock(s)
    set_turn(s, 0)
    assert s.legal_actions() == [A.Advance()]
    assert not s.refineries_open
    do(s, A.Advance())
    assert s.refineries_open and s.player(0)["pos"] == "shipyard"


def test_transfers_only_from_obsolete_ships_and_only_to_your_own():
    s = started(2)
    old = s.player(0)["ships"][0]
    s.ships[old]["gear"] = ["fuel_tank"]
    active = give_ship(s, 0, 13, pilot="pilot:nova_reyes")
    theirs = give_ship(s, 1, 14)
    s.mark_token = 3
    s.player(0)["credits"] = 100
    _arrive_at_dock(s)
    legal = s.legal_actions()
    assert not any(isinstance(a, A.TransferPilot) for a in legal)  # the active ship's pilot
    targets = {a.ship for a in legal if isinstance(a, A.TransferGear)}
    assert targets == {active, -1} and theirs not in targets


def test_transfer_log_names_the_token_and_the_ship():
    s = started(2)
    old = s.player(0)["ships"][0]
    s.ships[old]["gear"] = ["ore_scanner"]
    new = give_ship(s, 0, 13)
    s.mark_token = 3
    s.player(0)["credits"] = 50
    _arrive_at_dock(s)
    events = do(s, A.TransferGear("ore_scanner", new))
    text = next(e.text for e in events if e.kind == "transfer")
    assert text == "{seat0} pays 5 to keep an Ore Scanner token and moves it to " \
        "the Mark III Scout #13."


def test_obsolete_items_are_what_the_transfers_may_keep_and_their_cost_is_paid():
    s = started(2)
    old = s.player(0)["ships"][0]
    s.ships[old]["pilot"] = "pilot:nova_reyes"
    s.ships[old]["gear"] = ["fuel_tank", "grapples"]
    give_ship(s, 0, 13, gear=["ore_scanner"])  # an active ship's gear stays aboard
    s.mark_token = 3
    assert dock.obsolete_items(s, 0) == [(old, "pilot", "pilot:nova_reyes"),
                                         (old, "gear", "fuel_tank"), (old, "gear", "grapples")]
    assert dock.obsolete_items(s, 1) == []
    s.player(0)["credits"] = 100
    _arrive_at_dock(s)
    assert dock.transfer_cost(s, "gear", "grapples") == 4
    do(s, A.TransferGear("grapples", -1))
    assert s.player(0)["credits"] == 100 - dock.transfer_cost(s, "gear", "grapples")
    pilot_cost = dock.transfer_cost(s, "pilot", "pilot:nova_reyes")
    assert pilot_cost == s.comp.card_cost("pilot:nova_reyes") == 7
