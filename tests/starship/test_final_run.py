"""Declaring the Final Run, the returning players, waiting, game end and scoring."""

from __future__ import annotations

import pytest

from game.starship.rules import actions as A
from tests.starship.helpers import do, kinds, set_turn, started, token_of


def _arrive_at_dock(s, seat=0):
    set_turn(s, seat, "belt")
    return do(s, A.Advance())


def test_may_declare_at_100_without_loans():
    s = started(2)
    s.player(0)["credits"] = 100
    _arrive_at_dock(s)
    assert kinds(s.legal_actions()) == {"declare_final_run", "decline_final_run"}
    do(s, A.DeclineFinalRun())
    assert not s.final_run and s.turn == 1


def test_no_declaring_below_100_or_with_loans():
    s = started(2)
    s.player(0)["credits"] = 99
    _arrive_at_dock(s)
    assert s.turn == 1
    s = started(2)
    s.player(0)["credits"] = 120
    s.ships[s.player(0)["ships"][0]]["loans"] = 1
    _arrive_at_dock(s)
    assert s.turn == 1 and not s.final_run


def test_must_declare_at_150_paying_off_loans():
    s = started(2)
    ship = s.player(0)["ships"][0]
    s.ships[ship]["loans"] = 2
    s.player(0)["credits"] = 150
    _arrive_at_dock(s)
    assert s.legal_actions() == [A.DeclareFinalRun()]
    do(s, A.DeclareFinalRun())
    assert s.final_run and s.declarer == 0
    assert s.ships[ship]["loans"] == 0
    assert s.player(0)["credits"] == 150 - 8 + 10
    assert s.player(0)["waiting"] and s.dock_order == [0]


def test_declarer_keeps_the_mines_aboard():
    s = started(2)
    ship = s.player(0)["ships"][0]
    t = token_of(s, "ice9", 5)
    s.bag.remove(t) if t in s.bag else None
    s.ships[ship].update(cargo=[t], ran=True)
    s.player(0)["credits"] = 150
    _arrive_at_dock(s)
    do(s, A.DeclareFinalRun())
    assert s.ships[ship]["cargo"] == [t] and t not in s.player(0)["local"]


def _declared(n=3):
    s = started(n)
    s.player(0)["credits"] = 150
    _arrive_at_dock(s)
    do(s, A.DeclareFinalRun())
    return s


def test_waiting_players_collect_5_and_do_nothing_else():
    s = _declared()
    set_turn(s, 0)
    assert s.legal_actions() == [A.CollectWaiting()]
    before = s.player(0)["credits"]
    do(s, A.CollectWaiting())
    assert s.player(0)["credits"] == before + 5
    assert s.player(0)["ledger"]["Waiting in the Dock"] == 5


def test_returning_players_keep_mines_aboard_pay_all_loans_and_wait():
    s = _declared()
    ship = s.player(1)["ships"][0]
    t = token_of(s, "cobalt", 4)
    s.bag.remove(t) if t in s.bag else None
    s.ships[ship].update(cargo=[t], ran=True, loans=2)
    s.player(1)["credits"] = 30
    _arrive_at_dock(s, 1)
    p = s.player(1)
    assert s.ships[ship]["cargo"] == [t]            # kept aboard
    assert s.ships[ship]["loans"] == 0              # every loan paid
    assert p["credits"] == 30 + 4 - 8
    assert p["waiting"] and s.dock_order == [0, 1]
    assert not s.is_over


def test_returning_players_do_not_transfer_from_obsolete_ships():
    s = _declared()
    old = s.player(1)["ships"][0]
    s.ships[old]["gear"] = ["fuel_tank"]
    s.mark_token = 3
    s.player(1)["credits"] = 50
    _arrive_at_dock(s, 1)
    assert old not in s.ships and s.player(1)["waiting"]
    assert s.pending == [{"kind": "turn"}]


def test_a_player_in_the_dock_when_the_final_run_is_declared_goes_round_again():
    s = started(3)
    s.player(1)["pos"] = "dock"
    s.player(0)["credits"] = 150
    _arrive_at_dock(s)
    do(s, A.DeclareFinalRun())
    assert s.turn == 1 and s.legal_actions() == [A.Advance()]
    do(s, A.Advance())
    assert s.player(1)["pos"] == "shipyard" and not s.player(1)["waiting"]


def test_game_ends_when_everyone_is_back_and_most_credits_wins():
    s = _declared(2)
    s.player(1)["credits"] = 200
    _arrive_at_dock(s, 1)
    assert s.is_over
    out = s.outcome()
    assert out.scores == (160, 200) and out.winners == (1,)
    assert out.tiebreak is None
    assert s.legal_actions() == []


def test_tie_goes_to_the_first_player_into_the_dock():
    s = _declared(3)  # seat 0 declared with 160
    s.player(2)["credits"] = 160
    _arrive_at_dock(s, 2)
    s.player(1)["credits"] = 10
    _arrive_at_dock(s, 1)
    assert s.is_over
    out = s.outcome()
    assert out.ranking == (1, 3, 2)
    assert "{seat0} entered the Dock first" in out.tiebreak


def test_breakdown_categories_add_up_to_the_credits():
    from game.core.simulate import play_one
    from game.starship.game import GAME

    session = play_one(GAME, ["random", "random", "random"], 11)
    out = session.state.outcome()
    for seat in range(3):
        assert sum(vals[seat] for _, vals in out.breakdown) == out.scores[seat]
    assert out.breakdown[0][0] == "Starting credits"


def test_outcome_before_the_end_is_an_error():
    s = started(2)
    with pytest.raises(ValueError):
        s.outcome()


def test_returning_players_keep_pilots_of_obsolete_ships_out_of_the_market():
    """Exception 3: pilots and gear aboard obsolete ships are not discarded."""
    s = _declared()
    old = s.player(1)["ships"][0]
    s.ships[old]["pilot"] = "pilot:nova_reyes"
    s.mark_token = 3
    _arrive_at_dock(s, 1)
    assert old not in s.ships and "pilot:nova_reyes" not in s.market_discard


def _not_in_play(s, token):
    """The token is nowhere a running player could pick it up."""
    from game.starship.rules import belt

    assert token not in s.known and token not in s.bag
    assert all(token not in p["local"] for p in s.players)
    for seat in range(s.num_players):
        s.turn = seat
        for ship in s.player(seat)["ships"]:
            assert belt.pickup_cost(s, {"ship": ship, "free": 1, "energy": 9}, token) is None


def test_a_returning_players_obsolete_ship_takes_its_mines_out_of_play():
    """Exception 1: mines are kept aboard so opponents cannot use them, even when the
    ship carrying them is obsolete and leaves the game at the Dock."""
    s = _declared()
    old = s.player(1)["ships"][0]
    t = token_of(s, "cobalt", 4)
    s.bag.remove(t) if t in s.bag else None
    s.ships[old].update(cargo=[t], ran=True)
    s.mark_token = 3  # Mark I ships are obsolete
    credits = s.player(1)["credits"]
    _arrive_at_dock(s, 1)
    assert old not in s.ships and s.player(1)["waiting"]
    assert s.player(1)["credits"] == credits + 4  # the obsolete ship's run is still paid
    assert s.token_location(t) == ("out_of_play", 1)
    _not_in_play(s, t)


def _obsolete_ship_arrives_with_a_mine(credits: int):
    """Seat 0's Mark I ship, obsolete, arrives at the Dock with an Ice-9 5 aboard."""
    s = started(3)
    old = s.player(0)["ships"][0]
    t = token_of(s, "ice9", 5)
    s.bag.remove(t) if t in s.bag else None
    s.ships[old].update(cargo=[t], ran=True)
    s.mark_token = 3
    s.player(0)["credits"] = credits
    _arrive_at_dock(s)
    return s, old, t


def test_a_declarers_obsolete_ship_takes_its_mines_out_of_play():
    """The declarer leaves all mines aboard; an obsolete ship removed at step 5 before
    the declaration must not leave its unloaded mines in Local Space."""
    s, old, t = _obsolete_ship_arrives_with_a_mine(credits=150)
    do(s, A.DeclareFinalRun())
    assert old not in s.ships and s.final_run
    assert s.token_location(t) == ("out_of_play", 0)
    _not_in_play(s, t)


def test_declining_keeps_the_unloaded_mines_of_an_obsolete_ship_in_local_space():
    """Outside the Final Run the normal Dock steps apply: the mines are unloaded."""
    s, old, t = _obsolete_ship_arrives_with_a_mine(credits=120)
    do(s, A.DeclineFinalRun())
    assert old not in s.ships and t in s.player(0)["local"]
