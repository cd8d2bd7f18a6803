"""Setup, the turn, Skip, the wormhole, the Lost Ship and the end of the game."""

from __future__ import annotations

import pytest

from game.core.protocol import TERMINAL, IllegalActionError
from game.escape.game import GAME
from game.escape.rules.actions import (
    ChooseField,
    ChoosePlayer,
    Decline,
    Enter,
    Move,
    PlayCard,
    ReturnMission,
    Skip,
    TakeCard,
)
from game.escape.rules.skip import next_skip_field
from tests.escape.helpers import (
    after_finishes,
    clear_board,
    fresh,
    give,
    place,
    ship_count,
    turn_start,
)

# ---------------------------------------------------------------- setup


@pytest.mark.parametrize(("players", "ships"), [(2, 9), (3, 7), (4, 5)])
def test_setup_by_player_count(players: int, ships: int) -> None:
    st = GAME.new_game(players, 3)
    assert st.platform == [ships] * players
    assert st.lost_found == [False] * players
    assert st.vp == [3] * players
    assert st.skip_pos == [1, 1, 3, 2][:players]
    assert all(len(d) == 3 for d in st.dealt)
    assert all(len(h) == 1 and h[0].startswith("ALERT") for h in st.hands)
    assert st.open["ALERT"] and st.open["WARNING"]
    assert len(st.decks["ALERT"]) == 18 - 1 - players
    assert len(st.decks["WARNING"]) == 17
    assert st.occupant == {}


def test_mission_return_is_each_players_decision() -> None:
    st = GAME.new_game(3, 5)
    for seat in range(3):
        assert st.current_player == seat
        dealt = list(st.dealt[seat])
        assert st.legal_actions() == [ReturnMission(m) for m in dealt]
        st.apply(ReturnMission(dealt[1]))
        assert st.missions[seat] == [dealt[0], dealt[2]]
        assert st.mission_deck[0] == dealt[1]
    assert st.current_player == 0 and turn_start(st)
    assert len(st.mission_deck) == 15 - 9 + 3


def test_mission_7_is_not_used_with_two_players() -> None:
    for seed in range(10):
        st = GAME.new_game(2, seed)
        every = st.mission_deck + [m for d in st.dealt for m in d]
        assert len(every) == 13 and not any(m.startswith("M7") for m in every)
    st = GAME.new_game(3, 0)
    assert any(m.startswith("M7") for m in st.mission_deck + [m for d in st.dealt for m in d])


# ---------------------------------------------------------------- a turn


def test_enter_only_on_empty_outer_fields() -> None:
    st = fresh(2)
    b = st.board
    enters = [a.field for a in st.legal_actions() if isinstance(a, Enter)]
    assert enters == list(b.start_fields)
    place(st, {b.start_fields[0]: 1})
    assert Enter(b.start_fields[0]) not in st.legal_actions()
    with pytest.raises(IllegalActionError, match="occupied"):
        st.apply(Enter(b.start_fields[0]))
    st.apply(Enter(b.start_fields[1]))
    assert st.occupant[b.start_fields[1]] == 0 and st.platform[0] == 8
    assert st.current_player == 1


def test_move_one_field_closer_along_a_connection() -> None:
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R4-1": 0, "Z1-R2-1": 1})
    moves = {(a.src, a.dst) for a in st.legal_actions() if isinstance(a, Move)}
    assert moves == {("Z1-R4-1", "Z1-R3-1")}
    with pytest.raises(IllegalActionError):
        st.apply(Move("Z1-R4-1", "Z1-R2-1"))
    st.apply(Move("Z1-R4-1", "Z1-R3-1"))
    assert st.occupant == {"Z1-R3-1": 0, "Z1-R2-1": 1}


def test_no_two_ships_on_a_field() -> None:
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R3-1": 0, "Z1-R2-1": 1, "Z3-R2-2": 1})
    assert not [a for a in st.legal_actions() if isinstance(a, Move) and a.src == "Z1-R3-1"]


def test_moving_is_mandatory_but_not_over_a_dotted_line() -> None:
    st = fresh(2)
    clear_board(st)
    st.platform[0] = 0
    st.lost_found[0] = True
    place(st, {"Z1-R4-1": 0})
    st.platform[0] = 0
    assert Skip() not in st.legal_actions()
    clear_board(st)
    place(st, {"Z1-R3-1": 0, "Z1-R2-1": 1})  # only the dotted route to zone 3 is open
    st.platform[0] = 0
    acts = st.legal_actions()
    assert Move("Z1-R3-1", "Z3-R2-2") in acts and Skip() in acts


def test_skip_when_no_move_is_possible() -> None:
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R3-1": 0, "Z1-R2-1": 1, "Z3-R2-2": 1})
    st.platform[0] = 0
    assert [a for a in st.legal_actions() if not isinstance(a, PlayCard)] == [Skip()]


def _skip_once(st) -> None:
    st.apply(Skip())
    while not turn_start(st) and st.current_player == 0:
        st.apply(Decline())


def test_skip_disc_cycles_and_rewards() -> None:
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R3-1": 0, "Z1-R2-1": 1, "Z3-R2-2": 1})
    st.platform[0] = 0
    st.hands[0].clear()
    assert next_skip_field(st, 0) == 2  # (what the prompt offers, before it skips)
    st.apply(Skip())  # 1 -> 2: wait
    assert st.skip_pos[0] == 2 and turn_start(st) and st.current_player == 1
    st.turn = 0
    st.apply(Skip())  # 2 -> 3: WARP
    assert st.skip_pos[0] == 3
    assert st.pending[-1]["effect"] == "charge" and st.current_player == 0
    st.apply(ChooseField("Z1-R3-1"))
    assert "Z1-R3-1" in st.upright and st.current_player == 1
    st.turn = 0
    st.upright.clear()
    assert next_skip_field(st, 0) == 1
    st.apply(Skip())  # 3 -> 1: SWAP with the ship directly in front
    assert st.skip_pos[0] == 1 and st.pending[-1]["effect"] == "swap_front"
    st.apply(ChooseField("Z1-R3-1"))
    assert set(st.legal_actions()) == {ChooseField("Z1-R2-1"), ChooseField("Z3-R2-2")}
    st.apply(ChooseField("Z1-R2-1"))
    assert st.occupant["Z1-R2-1"] == 0 and st.occupant["Z1-R3-1"] == 1
    assert st.skips[0] == 3


def test_the_skip_log_names_each_reward_as_the_skip_hud_does() -> None:
    """The rulebook prints "1 SWAP, 2 wait, 3 WARP": a reward with an effect in capitals,
    "wait" as it is. The log line of a skip names the reward so, as the Skip HUD and the
    detail line do (it read "(WAIT)" beside a HUD that says "wait")."""
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R3-1": 0, "Z1-R2-1": 1, "Z3-R2-2": 1})
    st.platform[0] = 0
    st.hands[0].clear()
    said = [e.text for e in st.apply(Skip()) if e.kind == "skip"]
    assert said == ["{seat0} skips: Skip disc to field 2 (wait)"]
    st.turn = 0
    said = [e.text for e in st.apply(Skip()) if e.kind == "skip"]
    assert said == ["{seat0} skips: Skip disc to field 3 (WARP)"]


def test_warp_moves_across_one_or_two_connections() -> None:
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R4-1": 0, "Z1-R3-1": 1, "Z1-R2-1": 1}, upright=("Z1-R4-1",))
    moves = {a.dst for a in st.legal_actions() if isinstance(a, Move) and a.src == "Z1-R4-1"}
    assert moves == {"Z3-R2-2"}  # jumps the ship on Z1-R3-1; Z1-R2-1 is occupied
    st.occupant.pop("Z1-R3-1")
    st.touch()
    moves = {a.dst for a in st.legal_actions() if isinstance(a, Move) and a.src == "Z1-R4-1"}
    assert moves == {"Z1-R3-1", "Z3-R2-2"}
    st.apply(Move("Z1-R4-1", "Z3-R2-2"))
    assert st.occupant["Z3-R2-2"] == 0 and not st.upright  # the ship lies down again


def test_upright_ship_is_immune_to_swaps_and_cards() -> None:
    st = fresh(2)
    clear_board(st)
    st.hands = [[], []]
    place(st, {"Z1-R3-1": 0, "Z1-R4-1": 1, "Z1-R2-1": 1, "Z3-R2-2": 1},
          upright=("Z1-R3-1",))
    st.turn = 1
    for cid in ("ALERT-D1", "ALERT-B1", "WARNING-F1"):
        give(st, 1, cid)
    st.vp[1] = 10
    assert [a for a in st.legal_actions() if isinstance(a, PlayCard)] == []
    st.upright.clear()
    st.touch()
    assert {a.card for a in st.legal_actions() if isinstance(a, PlayCard)} == {
        "ALERT-D1", "ALERT-B1", "WARNING-F1"}
    # a skip to SWAP: every ship in front of Blue's ships stands upright
    st.hands[1].clear()
    st.platform[1] = 0
    st.occupant.update({"Z1-R1-1": 0, "Z3-R1-1": 0})
    st.upright = {"Z1-R3-1", "Z1-R1-1", "Z3-R1-1"}
    st.skip_pos[1] = 3
    st.touch()
    before = dict(st.occupant)
    assert st.legal_actions() == [Skip()]
    st.apply(Skip())
    assert st.skip_pos[1] == 1 and turn_start(st) and st.occupant == before
    st.turn = 1
    st.skip_pos[1] = 3
    st.upright = {"Z1-R1-1", "Z3-R1-1"}  # Z1-R3-1 lies down: now it can be swapped
    st.touch()
    st.apply(Skip())
    assert st.pending[-1]["effect"] == "swap_front"
    assert st.legal_actions() == [ChooseField("Z1-R4-1"), Decline()]


def test_warp_move_into_the_wormhole() -> None:
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R2-1": 0, "Z1-R1-1": 1}, upright=("Z1-R2-1",))
    assert Move("Z1-R2-1", st.board.wormhole) in st.legal_actions()


# ---------------------------------------------------------------- the wormhole


def test_through_the_wormhole_takes_an_open_card_and_refills_when_both_gone() -> None:
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R1-1": 0, "Z2-R1-1": 1, "Z3-R1-1": 0})
    hole = st.board.wormhole
    alert, warning = st.open["ALERT"], st.open["WARNING"]
    st.apply(Move("Z1-R1-1", hole))
    assert st.saved[0] == 1 and "Z1-R1-1" not in st.occupant
    assert st.legal_actions() == [TakeCard("ALERT"), TakeCard("WARNING")]
    st.apply(TakeCard("WARNING"))
    assert warning in st.hands[0] and st.open == {"ALERT": alert, "WARNING": None}
    st.apply(Move("Z2-R1-1", hole))  # only one open card: taken at once
    assert alert in st.hands[1]
    assert st.open["ALERT"] is not None and st.open["WARNING"] is not None  # refilled
    assert st.open["ALERT"] != alert


def test_no_card_for_the_last_ship_and_last_ship_hud() -> None:
    st = fresh(2)
    clear_board(st)
    st.platform = [0, 0]
    st.lost_found = [True, True]
    place(st, {"Z1-R1-1": 0, "Z2-R3-1": 1})
    st.platform = [0, 0]
    hand = list(st.hands[0])
    st.apply(Move("Z1-R1-1", st.board.wormhole))
    assert st.hands[0] == hand
    assert st.is_over and st.current_player == TERMINAL
    assert st.finish_place == [1, 2]
    out = st.outcome()
    assert dict(out.breakdown)["Last Ship"] == (9, 4)
    held = [sum(st.data.cards[c].held for c in h) for h in st.hands]
    missions = st.vp_missions
    assert out.scores == (3 + 9 + held[0] + missions[0], 3 + 4 + held[1] + missions[1])


def test_game_ends_when_the_penultimate_player_saves_their_last_ship() -> None:
    st = fresh(4)
    clear_board(st)
    st.platform = [0, 0, 0, 0]
    st.lost_found = [True] * 4
    st.finish_order = [2]
    st.finish_place = [0, 0, 1, 0]
    place(st, {"Z1-R1-1": 0, "Z2-R1-1": 1, "Z3-R3-1": 3})
    st.platform = [0, 0, 0, 0]
    st.apply(Move("Z1-R1-1", st.board.wormhole))
    assert not st.is_over and st.current_player == 1  # seat 2 is done: skipped
    st.apply(Move("Z2-R1-1", st.board.wormhole))
    assert st.is_over and st.finish_place == [2, 3, 1, 4]
    assert dict(st.outcome().breakdown)["Last Ship"] == (4, 2, 9, 0)


def test_three_players_last_one_gets_third_place() -> None:
    st = after_finishes(3, [1], {"Z1-R1-1": 0, "Z3-R4-1": 2}, [0, 0, 0])
    st.apply(Move("Z1-R1-1", st.board.wormhole))
    assert st.is_over and st.finish_place == [2, 1, 3]
    assert dict(st.outcome().breakdown)["Last Ship"] == (4, 9, 2)


# ---------------------------------------------------------------- the Lost Ship


def test_lost_ship_found_with_ships_in_all_three_zones() -> None:
    """"You can only find this ship when you have ships searching in all 3 fly zones at the
    same time. Then, grab your Lost Ship and place it on the outer ring." """
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R4-1": 0, "Z2-R3-1": 0})
    st.apply(Enter("Z1-R4-2"))  # two zones only: still lost
    assert not st.lost_found[0]
    st.turn = 0
    platform = st.platform[0]
    events = st.apply(Enter("Z3-R4-1"))
    assert st.lost_found[0]
    assert "finds the Lost Ship" in events[-1].text
    assert "places it" not in events[-1].text  # not placed yet: the owner chooses the field
    # the owner places it at once on an empty outer field; the turn ends after that
    assert st.current_player == 0 and st.pending[-1]["effect"] == "place_lost"
    empty_outer = {f for f in st.board.start_fields if f not in st.occupant}
    assert {a.field for a in st.legal_actions()} == empty_outer  # type: ignore[attr-defined]
    with pytest.raises(IllegalActionError, match="First finish"):
        st.apply(Move("Z2-R3-1", "Z2-R2-1"))
    placed = st.apply(ChooseField("Z2-R4-4"))
    assert any("places the Lost Ship on zone 2, outer ring" in e.text for e in placed)
    assert st.occupant["Z2-R4-4"] == 0 and st.platform[0] == platform - 1
    assert ship_count(st, 0) == 5 and st.current_player == 1


def test_lost_ship_found_on_another_players_turn() -> None:
    """WARNING E lets Blue bring in a ship in Blue's third zone: Blue places the Lost Ship,
    then Red's turn goes on."""
    st = fresh(2)
    clear_board(st)
    st.hands = [[], []]
    place(st, {"Z1-R4-1": 1, "Z2-R4-1": 1, "Z1-R3-1": 0})
    give(st, 0, "WARNING-E1")
    st.apply(PlayCard("WARNING-E1"))
    st.apply(ChoosePlayer(1))
    st.apply(ChooseField("Z3-R4-1"))
    assert st.lost_found[1] and st.current_player == 1
    st.apply(ChooseField("Z3-R4-2"))
    assert st.occupant["Z3-R4-2"] == 1 and st.current_player == 0 and not st.acted


def test_lost_ship_waits_on_the_platform_when_the_outer_ring_is_full() -> None:
    st = fresh(2)
    clear_board(st)
    outer = list(st.board.start_fields)
    place(st, {f: 1 for f in outer[:-1]})
    place(st, {"Z1-R3-1": 0, "Z2-R3-1": 0})
    platform = st.platform[0]
    events = st.apply(Enter(outer[-1]))  # zone 3: the last empty outer field
    assert st.lost_found[0] and turn_start(st) and st.current_player == 1
    assert st.platform[0] == platform - 1 + 1  # it enters later like any other ship
    assert "waits on the Launch Platform" in events[-1].text


def test_two_lost_ships_found_at_once_with_one_empty_outer_field() -> None:
    """An ALERT B swap completes both players' three zones; Blue places first and takes the
    last empty outer field, so Red's Lost Ship waits on the Launch Platform."""
    st = fresh(2)
    clear_board(st)
    st.hands = [[], []]
    place(st, {**{f"Z1-R4-{i}": 0 for i in range(1, 5)}, "Z1-R3-2": 0, "Z3-R4-1": 0,
               "Z3-R4-2": 0})
    place(st, {**{f"Z2-R4-{i}": 1 for i in range(1, 5)}, "Z2-R2-1": 1, "Z3-R4-3": 1})
    give(st, 0, "ALERT-B1")
    st.apply(PlayCard("ALERT-B1"))
    st.apply(ChooseField("Z1-R3-2"))
    st.apply(ChooseField("Z2-R2-1"))  # over the dotted route: Red to zone 2, Blue to zone 1
    assert st.lost_found == [True, True] and st.current_player == 1
    assert st.legal_actions() == [ChooseField("Z3-R4-4")]
    events = st.apply(ChooseField("Z3-R4-4"))
    assert "waits on the Launch Platform" in events[-1].text
    assert st.current_player == 0 and turn_start(st) and st.platform[0] == 9 - 7 + 1
    assert Enter("Z3-R4-4") not in st.legal_actions()


def test_last_ship_cannot_be_saved_without_the_lost_ship() -> None:
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R1-1": 0})
    st.platform[0] = 0
    hole = st.board.wormhole
    assert Move("Z1-R1-1", hole) not in st.legal_actions()
    with pytest.raises(IllegalActionError, match="Lost Ship"):
        st.apply(Move("Z1-R1-1", hole))
    st.lost_found[0] = True
    st.touch()
    assert Move("Z1-R1-1", hole) in st.legal_actions()


def test_stalemate_ends_a_game_nobody_can_move() -> None:
    st = fresh(2)
    clear_board(st)
    st.hands = [[], []]
    place(st, {"Z1-R1-1": 0, "Z2-R1-1": 1})
    st.platform = [0, 0]
    rounds = st.data.stalemate_rounds
    for _ in range(2 * rounds):
        assert not st.is_over
        st.apply(Skip())
        while not turn_start(st) and not st.is_over:
            st.apply(Decline())
    assert st.is_over and st.end_reason == "stalemate"
    assert ship_count(st, 0) == 1
