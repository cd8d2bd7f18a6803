"""Special events: revealed when the marker lands, each player chooses 1 of 2 options in turn
order from the active player; options a player cannot pay for are not offered."""

from __future__ import annotations

from game.merchants.rules.actions import (
    ChooseBoard,
    ChooseOption,
    ChooseResource,
    RemoveStation,
    StationSpace,
    Vote,
)
from game.merchants.rules.specials import special_now
from tests.merchants.helpers import clear_station, play, put_station, quiet, step


def special(s, tile, seat=0):
    step(s, {"kind": "special", "seat": seat, "tile": tile})


def test_special_space_reveals_its_tile_and_everyone_chooses_from_the_active_player():
    s = quiet(3, first=1)
    idx = next(e.index for e in s.c.topology.event_spaces if e.event == "special")
    s.event_pos = idx - 1
    tile = s.special_tiles[str(idx)]
    assert s.view(0).special_tiles[str(idx)] == "?"  # face down until revealed
    events = step(s, {"kind": "event"})
    assert any(e.kind == "special" and e.reveals for e in events)
    assert s.specials_revealed == [tile] and s.view(0).special_tiles[str(idx)] == tile
    order = []
    while s.pending:
        if s.decision() == "special":
            order.append(s.current_player)
            play(s, ChooseOption(1))
        else:
            play(s, s.legal_actions()[0])
    assert order == [1, 2, 0]


def test_the_special_event_chosen_now_is_the_one_the_seat_decides_on():
    """The prompt names it and its two options (``special_now``); none otherwise."""
    s = quiet(3)
    assert special_now(s) is None
    special(s, "scandal", seat=1)
    assert special_now(s) is s.c.specials["scandal"] and s.current_player == 1
    spec = special_now(s)  # its options numbered as the tile prints them, as the log says
    assert spec is not None and spec.option(2) == "2: " + spec.option2
    assert spec.option(1) == "1: Earn 4 money." and spec.option(1) != spec.option(2)
    play(s, ChooseOption(1))
    assert s.decision() != "special" and special_now(s) is None


def test_buy_local_act_options_and_affordability():
    s = quiet(3)
    special(s, "buy_local_act")
    play(s, ChooseOption(2))
    assert s.money[0] == 30 and s.decision() == "choose_resource"
    play(s, ChooseResource("ice"), ChooseResource("ice"))
    assert s.prod[0][s.resource_index("ice")] >= 2
    s.money[1] = 4
    special(s, "buy_local_act", seat=1)
    assert s.legal_actions() == [ChooseOption(1)]


def test_treaties_pay_5_to_cast_2_votes():
    s = quiet(3)
    special(s, "treaties")
    play(s, ChooseOption(2), Vote(3), Vote(3))
    assert s.money[0] == 30 and s.votes[2][0] == 2
    special(s, "treaties", seat=1)
    play(s, ChooseOption(1))
    assert s.money[1] == 38


def test_scandal_pays_8_for_an_exploration_or_defense_action():
    s = quiet(3)
    special(s, "scandal")
    play(s, ChooseOption(2))
    assert s.money[0] == 27
    assert set(s.legal_actions()) == {ChooseBoard("exploration"), ChooseBoard("defense")}
    play(s, ChooseBoard("defense"))
    assert s.decision() == "defend" and len(s.dice) == 5


def test_trade_routes_lose_resources_for_money_and_need_resources():
    s = quiet(3)
    s.prod[0] = [1, 1, 0, 0]
    special(s, "trade_routes")
    play(s, ChooseOption(2), ChooseResource("metal"), ChooseResource("ice"))
    assert s.money[0] == 43 and s.prod[0] == [0, 0, 0, 0]
    s.prod[1] = [0, 0, 0, 0]
    events = step(s, {"kind": "special", "seat": 1, "tile": "trade_routes"})
    assert s.pending == [] and any(e.kind == "no_effect" for e in events)
    s.prod[2] = [0, 0, 1, 0]
    special(s, "trade_routes", seat=2)
    assert s.legal_actions() == [ChooseOption(1)]


def test_trade_routes_losing_a_station_bonus_removes_influence():
    s = quiet(3)
    col = s.c.topology.bonus_columns[0]
    s.prod[0] = [col] * 4
    s.bonus_held[0] = 1
    special(s, "trade_routes")
    play(s, ChooseOption(1), ChooseResource("metal"))
    assert s.decision() == "station_remove" and s.bonus_held[0] == 0


def test_viva_la_revolution_remove_breaks_a_bridge_or_pay_6_to_place():
    s = quiet(3)
    clear_station(s)
    a, b = s.c.topology.bridges[0]
    put_station(s, 0, a, b)
    s.bridges_done[0] = [0]
    special(s, "viva_la_revolution")
    play(s, ChooseOption(1), RemoveStation(a))
    assert s.money[0] == 32  # the broken bridge costs 3
    special(s, "viva_la_revolution", seat=1)
    assert s.legal_actions() == [ChooseOption(2)]  # no influence on the Station to remove
    play(s, ChooseOption(2), StationSpace("S4:B2"))
    assert s.money[1] == 29 and s.station["S4:B2"] == 1


def test_new_holiday_8_money_lets_every_opponent_produce_from_the_left():
    s = quiet(4)
    special(s, "new_holiday", seat=2)
    play(s, ChooseOption(2))
    assert s.money[2] == 43
    order = []
    while s.pending:
        order.append(s.current_player)
        play(s, ChooseResource("helium"))
    assert order == [3, 0, 1]


def test_log_spells_out_the_chosen_option_and_what_a_resource_choice_is_for():
    s = quiet(3)
    s.prod[0] = [2, 2, 2, 2]
    special(s, "trade_routes")
    events = play(s, ChooseOption(1))
    assert "{seat0} chooses Trade Routes option 1: Lose any 1 resource to earn 5 money." in [
        e.text for e in events
    ]
    assert s.describe(ChooseResource("ice")) == "{seat0} loses 1 ice"
    s2 = quiet(3)
    special(s2, "buy_local_act")
    play(s2, ChooseOption(1))
    assert s2.describe(ChooseResource("metal")) == "{seat0} produces 1 metal"


def test_new_holiday_option_2_still_lets_you_produce_when_a_later_player_takes_it():
    """"Choosing option 2 does not prevent you from producing a resource if another player
    chooses option 2 after you.\""""
    s = quiet(3)
    step(s, *({"kind": "special", "seat": p, "tile": "new_holiday"} for p in (0, 1, 2)))
    play(s, ChooseOption(2), ChooseResource("ice"), ChooseResource("ice"))  # 1 and 2 produce
    ice = s.resource_index("ice")
    before = s.prod[0][ice]
    assert s.decision() == "special" and s.current_player == 1
    play(s, ChooseOption(2))
    assert s.current_player == 2 and s.decision() == "choose_resource"
    play(s, ChooseResource("metal"), ChooseResource("ice"))  # seats 2, then 0 produce
    assert s.prod[0][ice] == before + 1 and s.money[0] == s.money[1] == 43


def test_players_who_cannot_pay_an_option_must_take_the_other():
    s = quiet(3)
    for tile, cost in (("treaties", 5), ("scandal", 8), ("viva_la_revolution", 6)):
        s.money[0] = cost - 1
        special(s, tile)
        assert ChooseOption(2) not in s.legal_actions(), tile
        s.pending = []
        s.money[0] = cost
        special(s, tile)
        assert ChooseOption(2) in s.legal_actions(), tile
        s.pending = []
