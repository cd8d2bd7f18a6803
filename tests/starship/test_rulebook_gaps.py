"""Rulebook sentences that had no test, or only one that wrong code would still pass
(audit of session 17, docs/assumptions/starship-rules-checklist.md, rows 93 on).

Each test builds the position the sentence speaks of and asserts the rules' outcome
(credits, energy, legal actions, ranking), so a rule broken in the code fails here."""

from __future__ import annotations

import re

import pytest

from game.starship.rules import actions as A
from game.starship.rules import belt, dock, market, shipyard
from tests.starship.helpers import (
    card_id,
    do,
    give_ship,
    kinds,
    put_local,
    set_turn,
    started,
    take_token,
    token_of,
)


def _sold_out(s, *marks):
    for m in marks:
        s.scout_stacks[m], s.tug_slots[m] = [], None
    s.touch()


def _run(s, ship, seat=0):
    set_turn(s, seat, "belt")
    s.player(seat)["belt_visited"] = True
    return do(s, A.RunShip(ship))


def _arrive(s, seat, coming_from):
    set_turn(s, seat, coming_from)
    return do(s, A.Advance())


def _load(s, ship, tokens, destination=None):
    s.ships[ship]["cargo"] = [take_token(s, t) for t in tokens]
    s.ships[ship]["ran"] = True
    s.ships[ship]["destination"] = destination
    s.touch()


# ---------------------------------------------------------------- Shipyard


def test_the_limit_counts_the_fleet_before_a_purchase_that_would_make_ships_obsolete():
    """"You cannot exceed this limit even if the Starship purchased would advance the Mark
    Token and make enough of your ships obsolete so you would then be under the new ship
    limit": 2 Mark I + 2 Mark II at Mark II (limit 4); the first Mark III would leave 3
    active ships, within Mark III's limit of 3, but the purchase is refused."""
    s = started(4)
    s.mark_token = 2
    _sold_out(s, 1, 2)
    give_ship(s, 0, 6)          # a second Mark I (the first came from started())
    give_ship(s, 0, 7)
    give_ship(s, 0, 8)          # Mark II x2
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 100
    assert shipyard.mark_on_sale(s) == 3 and len(s.active_ships(0)) == 4
    assert not any(isinstance(a, A.BuyShip) for a in s.legal_actions())
    assert "ship limit (4" in s.why_not(A.BuyShip(3, "scout", False))


@pytest.mark.parametrize(("mark", "limit"), [(1, 4), (2, 4), (3, 3), (4, 2)])
def test_the_ship_limit_by_the_mark_in_the_mark_box(mark, limit):
    """Four ships for Mark I and II, three for Mark III, two for Mark IV (never-obsolete
    Mark III/IV cards, so only the Mark token changes)."""
    s = started(2)
    s.player(0)["ships"].clear()
    s.mark_token = mark
    for card in range(13, 13 + limit - 1):
        give_ship(s, 0, card)
    assert shipyard.within_limit(s, 0)
    give_ship(s, 0, 13 + limit - 1)
    assert not shipyard.within_limit(s, 0)


def test_which_marks_are_obsolete_under_each_mark_token():
    """The first Mark III makes Mark I obsolete, the first Mark IV Mark II (standard and
    Re-commissioned); Mark III and IV never go obsolete."""
    s = started(4)
    cards = {"I": 2, "II": 7, "II Re-commissioned": 11, "III": 13, "IV": 16}
    expected = {1: set(), 2: set(), 3: {"I"}, 4: {"I", "II", "II Re-commissioned"}}
    for token, obsolete in expected.items():
        s.mark_token = token
        assert {mark for mark, card in cards.items() if s.is_obsolete(card)} == obsolete


def test_staying_in_the_shipyard_with_loans_forces_no_payoff():
    """The payoff is forced "each time you enter the Shipyard with loans"; a player who
    stays (here after the first-turn lease) may buy or lease as the turn's action."""
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["loans"] = 2
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 20
    legal = s.legal_actions()
    assert A.BuyShip(1, "scout", False) in legal and A.PayLoan(ship) in legal
    do(s, A.BuyShip(1, "scout", False))
    assert s.ships[ship]["loans"] == 2 and s.player(0)["credits"] == 12
    assert len(s.player(0)["ships"]) == 2 and s.turn == 1


def test_entering_the_shipyard_pays_a_marker_on_every_ship_obsolete_ones_too():
    """"At least one Loan Marker on each ship": an obsolete ship still on its console
    (it leaves at its owner's next Dock) is one of the player's ships."""
    s = started(2)
    old = s.player(0)["ships"][0]
    s.ships[old]["loans"] = 2
    new = give_ship(s, 0, 13, loans=2)
    s.mark_token = 3
    s.player(0)["credits"] = 40
    _arrive(s, 0, "dock")
    assert s.is_obsolete(old)
    assert s.ships[old]["loans"] == 1 and s.ships[new]["loans"] == 1
    assert s.player(0)["credits"] == 40 - 4 - 11


def test_buying_the_last_ship_of_a_mark_does_not_advance_the_token():
    """The token moves when "all ships from the current Mark are purchased and the
    first new ship is bought": selling out Mark II (with a Re-commissioned card last)
    keeps it on Mark II, and Mark I stays active until the first Mark III."""
    s = started(2)
    s.mark_token = 2
    _sold_out(s, 1)
    set_turn(s, 0, "shipyard")
    s.player(0)["credits"] = 100
    while shipyard.mark_on_sale(s) == 2:
        s.player(0)["ships"] = s.player(0)["ships"][:1]
        set_turn(s, 0, "shipyard")
        do(s, next(a for a in s.legal_actions() if isinstance(a, A.BuyShip)))
    assert s.mark_token == 2 and shipyard.mark_on_sale(s) == 3
    first = s.player(0)["ships"][0]
    assert not s.is_obsolete(first)


# ---------------------------------------------------------------- Market


def test_a_refinery_purchase_may_be_followed_by_one_claim():
    """"In addition to either buying a Market or Refinery Card, players can optionally
    claim one Mine Token": one claim, then the turn is over."""
    s = started(2)
    a = put_local(s, 0, token_of(s, "ice9", 5))
    b = put_local(s, 0, token_of(s, "ice9", 4))
    s.refineries_open = True
    set_turn(s, 0, "market")
    s.player(0)["credits"] = 30
    do(s, A.BuyRefinery("ice9_a"))
    assert set(s.legal_actions()) == {A.ClaimMine(a), A.ClaimMine(b), A.SkipClaim()}
    do(s, A.ClaimMine(a))
    assert s.player(0)["credits"] == 30 - 14 - 6
    assert s.is_claimed(a) and not s.is_claimed(b) and s.turn == 1


def test_a_claim_alone_is_the_whole_action():
    s = started(2)
    a = put_local(s, 0, token_of(s, "ice9", 5))
    put_local(s, 0, token_of(s, "ice9", 4))
    set_turn(s, 0, "market")
    s.player(0)["credits"] = 30
    do(s, A.ClaimMine(a))
    assert s.turn == 1 and s.player(0)["credits"] == 24 and s.claimed == [a]


# ---------------------------------------------------------------- pilots and gear


def _pilot_effect(s, ship, pilot):
    """What ``pilot`` changes aboard seat 0's Mark I Scout (5 energy, 2 holds), by rule:
    energy, Market prices, the claim price, an opponent pickup, and the pilot bonus of a
    run with a Cobalt 2 and an Ice-9 3 or a Deuterium 4 aboard, with or without Ceres."""
    s.ships[ship]["pilot"] = f"pilot:{pilot}"
    s.touch()
    cobalt, ice, deut = (token_of(s, k, v) for k, v in (("cobalt", 2), ("ice9", 3),
                                                          ("deuterium", 4)))
    bonuses = []
    for cargo, dest in (([cobalt, ice], None), ([deut], "ceres"), ([], "ceres"), ([], None)):
        _load(s, ship, cargo, dest)
        bonuses.append(dock.payout(s, 0, ship)["Pilot bonuses"])
    theirs = put_local(s, 1, token_of(s, "ice9", 5))
    run = {"ship": ship, "energy": 9, "free": 0}
    return {
        "energy": s.energy(ship),
        "card": market.card_price(s, 0, card_id(s, "fuel_tank")),
        "claim": market.claim_price(s, 0),
        "raid": belt.pickup_cost(s, run, theirs),
        "bonus": bonuses,
    }


#: Each pilot: the words of its card (market.toml) and the effect they have in the
#: situations of _pilot_effect, where each ability shows.
PILOTS = {
    "zip_wasbu": ("cost 2 less", {"card": 3}),
    "hon_smitty": ("costs 3 instead of 6", {"claim": 3}),
    "hal_morbius": ("+3 for each empty Cargo Hold", {"bonus": [0, 3, 6, 0]}),
    "nova_reyes": ("+2 Energy", {"energy": 7}),
    "brak_tollun": ("+1 Energy", {"energy": 6}),
    "ilsa_ferro": ("+2 for each Cobalt", {"bonus": [2, 0, 0, 0]}),
    "tam_okonkwo": ("+2 for each Ice-9", {"bonus": [2, 0, 0, 0]}),
    "rho_senna": ("+3 for each Deuterium", {"bonus": [0, 3, 0, 0]}),
    "kit_varga": ("+4 when this ship ends its run at a Destination", {"bonus": [0, 4, 4, 0]}),
    "moss_calder": ("cost 2 Energy Points instead of 3", {"raid": 2}),
    "juno_pell": ("+3 for a run that delivers at least one", {"bonus": [3, 3, 0, 0]}),
}
NO_PILOT = {"energy": 5, "card": 5, "claim": 6, "raid": 3, "bonus": [0, 0, 0, 0]}


def test_every_pilot_is_in_the_table():
    s = started(2)
    assert set(PILOTS) == set(s.comp.pilots)


@pytest.mark.parametrize("pilot", sorted(PILOTS))
def test_each_pilot_does_what_its_card_says_and_nothing_else(pilot):
    s = started(2)
    ship = s.player(0)["ships"][0]
    words, effect = PILOTS[pilot]
    assert words in s.comp.pilots[pilot].text
    assert _pilot_effect(s, ship, pilot) == {**NO_PILOT, **effect}


def test_a_pilot_aboard_an_obsolete_ship_does_nothing():
    """Pilot bonuses cannot be used aboard obsolete ships (Notes)."""
    for pilot in PILOTS:
        s = started(2)
        ship = s.player(0)["ships"][0]
        s.mark_token = 3
        assert _pilot_effect(s, ship, pilot) == NO_PILOT, pilot


def test_fuel_tanks_add_two_energy_each_and_mining_modules_a_hold_each():
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["gear"] = ["fuel_tank", "fuel_tank", "mining_module", "mining_module"]
    assert s.energy(ship) == 5 + 2 + 2 and s.cargo_capacity(ship) == 2 + 1 + 1


def test_survey_robots_and_ore_scanners_do_not_stack():
    """Two Survey Robots: exploring still costs 1; two Ore Scanners: still 2 drawn."""
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["gear"] = ["survey_robot", "survey_robot", "ore_scanner", "ore_scanner"]
    assert belt.explore_cost(s, ship) == 1 and belt.explore_draws(s, ship) == 2


def test_a_destination_paying_for_any_ore_counts_every_token():
    """Triton Market: 8, plus 1 for each token aboard whatever its kind."""
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["gear"] = ["mining_module"]
    tokens = [token_of(s, k, v) for k, v in (("cobalt", 2), ("ice9", 3), ("deuterium", 4))]
    _load(s, ship, tokens, "triton")
    assert dock.payout(s, 0, ship)["Destination bonuses"] == 8 + 3


# ---------------------------------------------------------------- Belt


def test_one_ship_per_turn_and_the_other_runs_on_a_later_turn():
    """"If you have more than one Starship, remain in the Belt multiple turns to run
    each one": a run is the whole action."""
    s = started(2)
    first = s.player(0)["ships"][0]
    second = give_ship(s, 0, 4)
    _run(s, first)
    do(s, A.EndRun())
    assert s.turn == 1
    set_turn(s, 0)
    assert s.legal_actions() == [A.RunShip(second), A.Advance()]


def test_destinations_may_be_redrawn_several_times_in_one_run():
    s = started(2)
    ship = s.player(0)["ships"][0]
    _run(s, ship)
    seen = set(s.dest_slots)
    for energy in (4, 3, 2):
        do(s, A.RedrawDestinations())
        assert s.pending[-1]["energy"] == energy
        assert not seen & set(s.dest_slots)
        seen |= set(s.dest_slots)


# ---------------------------------------------------------------- Dock and the Final Run


def test_refineries_pay_for_an_obsolete_ships_last_run():
    """Refinery bonuses apply to all deliveries made by your ships, obsolete ones too
    (their pilot gives nothing)."""
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.player(0)["refineries"] = ["deuterium"]
    s.ships[ship]["pilot"] = "pilot:rho_senna"
    _load(s, ship, [token_of(s, "deuterium", 6)])
    s.mark_token = 3
    pay = dock.payout(s, 0, ship)
    assert pay["Refinery bonuses"] == 3 and pay["Pilot bonuses"] == 0
    assert pay["Mine deliveries"] == 6


def test_transfers_cost_the_printed_price_even_with_zip_wasbu_aboard():
    """Transfers are paid at "their full cost again": no Market discount."""
    s = started(2)
    old = s.player(0)["ships"][0]
    s.ships[old]["gear"] = ["fuel_tank"]
    s.ships[old]["pilot"] = "pilot:nova_reyes"
    new = give_ship(s, 0, 13, pilot="pilot:zip_wasbu")
    s.mark_token = 3
    s.player(0)["credits"] = 50
    _arrive(s, 0, "belt")
    do(s, A.TransferGear("fuel_tank", new), A.TransferPilot("pilot:nova_reyes", -1))
    assert s.player(0)["credits"] == 50 - 5 - 7
    assert s.player(0)["aside_pilot"] == "pilot:nova_reyes"


def test_returning_players_still_move_unclaimed_local_mines_to_known_space():
    """Returning players "perform the Dock steps normally" but for the three exceptions:
    step 1 still sends their unclaimed Local Space mines to Known Space."""
    s = started(3)
    s.player(0)["credits"] = 150
    _arrive(s, 0, "belt")
    do(s, A.DeclareFinalRun())
    loose = put_local(s, 1, token_of(s, "cobalt", 3))
    kept = put_local(s, 1, token_of(s, "cobalt", 4))
    s.claimed = [kept]
    _arrive(s, 1, "belt")
    assert s.player(1)["waiting"]
    assert loose in s.known and s.player(1)["local"] == [kept]


def test_a_returning_player_over_150_cannot_declare_or_collect_the_bonus():
    s = started(3)
    s.player(0)["credits"] = 150
    _arrive(s, 0, "belt")
    do(s, A.DeclareFinalRun())
    s.player(1)["credits"] = 200
    _arrive(s, 1, "belt")
    assert s.player(1)["credits"] == 200 and s.player(1)["ledger"]["Final Run bonus"] == 0
    assert s.declarer == 0 and s.player(1)["waiting"] and s.turn == 2
    assert "declare_final_run" not in kinds(s.legal_actions())


def test_ties_go_by_dock_arrival_not_by_seat():
    """"The first player who entered the Dock wins": seat 2 declares, then seat 1 and
    seat 0 return in that order; all three tie."""
    s = started(3)
    s.player(2)["credits"] = 150
    _arrive(s, 2, "belt")
    do(s, A.DeclareFinalRun())           # seat 2: 160
    s.player(1)["credits"] = 160
    _arrive(s, 1, "belt")
    s.player(0)["credits"] = 160
    _arrive(s, 0, "belt")
    assert s.is_over and s.dock_order == [2, 1, 0]
    out = s.outcome()
    assert out.scores == (160, 160, 160) and out.ranking == (3, 2, 1)
    assert out.winners == (2,)
    assert out.tiebreak.endswith("{seat2} entered the Dock first.")


def test_zip_wasbu_discounts_market_cards_not_refineries():
    """Zip Wasbu's card speaks of Market Cards; Refinery Cards keep their price."""
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["pilot"] = "pilot:zip_wasbu"
    s.refineries_open = True
    set_turn(s, 0, "market")
    s.player(0)["credits"] = 9  # the Cobalt Refinery costs 10 (with 2 off it would be 8)
    assert A.BuyRefinery("cobalt") not in s.legal_actions()
    s.player(0)["credits"] = 10
    s.touch()
    assert A.BuyRefinery("cobalt") in s.legal_actions()
    do(s, A.BuyRefinery("cobalt"))
    assert s.player(0)["credits"] == 0


def test_starting_mines_cannot_be_claimed_before_they_reach_local_space():
    """Claims are made "from their Local Space"; the starting mines sit on the Corporate
    ID card until the first arrival in the Belt, after the first Market visit."""
    s = started(2)
    start = list(s.player(0)["id_card"])
    set_turn(s, 0, "market")
    s.player(0)["credits"] = 30
    assert not any(isinstance(a, A.ClaimMine) for a in s.legal_actions())
    assert "own Local Space" in s.why_not(A.ClaimMine(start[0]))
    _arrive(s, 0, "market")                 # into the Belt: the mines reach Local Space
    set_turn(s, 0, "market")
    assert {a for a in s.legal_actions() if isinstance(a, A.ClaimMine)} == \
        {A.ClaimMine(t) for t in start}


def test_a_view_differs_from_the_state_only_in_the_hidden_orders():
    """Ships, mines and credits are public (Notes); only the order of the bag and of both
    decks is secret: every other field of a seat's view equals the state's."""
    s = started(3)
    set_turn(s, 0, "belt")
    ship = s.player(0)["ships"][0]
    s.player(0)["belt_visited"] = True
    do(s, A.RunShip(ship))
    for seat in range(3):
        v = s.view(seat)
        for name in type(s).FIELDS.data + type(s).FIELDS.values:
            mine, theirs = getattr(v, name), getattr(s, name)
            if name in ("bag", "market_deck", "dest_deck"):
                assert mine == sorted(theirs)
            else:
                assert mine == theirs, name


def test_the_checklist_names_tests_that_exist():
    """docs/assumptions/starship-rules-checklist.md cites its tests by name: each name
    written out in full is a test (or test module) of tests/starship (names cut short
    end in "_" or "…")."""
    from pathlib import Path

    here = Path(__file__).parent
    root = here.parents[1]
    checklist = (root / "docs/assumptions/starship-rules-checklist.md").read_text("utf-8")
    defined = {p.stem for p in here.glob("test_*.py")}
    for path in here.glob("test_*.py"):
        defined |= set(re.findall(r"^def (test_\w+)", path.read_text("utf-8"), re.M))
    cited = set(re.findall(r"\b(test_\w+?)(?![\w…])", checklist))
    full = {name for name in cited if not name.endswith("_")}
    assert full and full <= defined, sorted(full - defined)
