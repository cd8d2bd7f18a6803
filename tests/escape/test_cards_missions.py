"""Every printed mission and every Action Card (WARNING A-F, our ALERT A-F)."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalActionError, name_seats
from game.escape.game import GAME
from game.escape.rules.actions import (
    Cancel,
    ChooseField,
    ChoosePlayer,
    Enter,
    Move,
    PlayCard,
    ReturnMission,
)
from game.escape.rules.missions import held
from tests.escape.helpers import (
    card_turn,
    clear_board,
    fresh,
    give,
    place,
    set_missions,
    skip_to_swap,
)

# ---------------------------------------------------------------- WARNING cards


def test_warning_a_places_a_ship_back_on_the_launch_platform() -> None:
    st = card_turn()
    place(st, {"Z1-R3-1": 0})
    give(st, 0, "WARNING-A1")
    platform = st.platform[0]
    st.apply(PlayCard("WARNING-A1"))
    assert st.vp[0] == 5 and "WARNING-A1" in st.discard
    st.apply(ChooseField("Z1-R3-1"))
    assert st.occupant == {} and st.platform[0] == platform + 1
    assert st.current_player == 0 and not st.acted  # the turn's action is still to come


def test_warning_b_jumps_backwards_over_a_ship_directly_behind() -> None:
    st = card_turn()
    place(st, {"Z1-R2-1": 0, "Z1-R3-1": 1})
    give(st, 0, "WARNING-B1")
    st.apply(PlayCard("WARNING-B1"))
    st.apply(ChooseField("Z1-R2-1"))
    assert set(st.legal_actions()) == {ChooseField("Z1-R4-1"), ChooseField("Z1-R4-2"), Cancel()}
    st.apply(ChooseField("Z1-R4-2"))
    assert st.occupant == {"Z1-R4-2": 0, "Z1-R3-1": 1} and st.vp[0] == 5


def test_warning_b_needs_a_ship_to_jump_over() -> None:
    st = card_turn()
    place(st, {"Z1-R2-1": 0})
    give(st, 0, "WARNING-B1")
    assert PlayCard("WARNING-B1") not in st.legal_actions()
    assert "cannot be carried out" in (st.card_problem(0, "WARNING-B1") or "")


def test_warning_c_other_player_moves_a_ship_to_the_inner_ring() -> None:
    st = card_turn(3)
    place(st, {"Z1-R4-1": 0, "Z2-R4-2": 1, "Z1-R1-1": 2})
    give(st, 0, "WARNING-C1")
    st.apply(PlayCard("WARNING-C1"))
    # seat 2 has no ship outside ring 1; the card's player may still take it back
    assert set(st.legal_actions()) == {ChoosePlayer(1), Cancel()}
    st.apply(ChoosePlayer(1))
    assert st.current_player == 1  # the chosen player moves their ship
    st.apply(ChooseField("Z2-R4-2"))
    # the chosen player cannot take back another player's card
    assert set(st.legal_actions()) == {ChooseField("Z2-R1-1"), ChooseField("Z3-R1-1")}
    events = st.apply(ChooseField("Z3-R1-1"))
    assert st.occupant["Z3-R1-1"] == 1 and st.current_player == 0 and st.vp[0] == 5
    assert name_seats(events[0].text, ["Ann", "Bob", "Cy"]) == (
        "WARNING C: Bob moves a ship from zone 2, outer ring to zone 3, inner ring")


def test_warning_d_moves_own_ship_to_an_empty_outer_field() -> None:
    st = card_turn()
    place(st, {"Z1-R2-2": 0})
    give(st, 0, "WARNING-D1")
    st.apply(PlayCard("WARNING-D1"))
    st.apply(ChooseField("Z1-R2-2"))
    assert len(st.legal_actions()) == len(st.board.start_fields) + 1  # or Cancel
    st.apply(ChooseField("Z3-R4-4"))
    assert st.occupant == {"Z3-R4-4": 0} and st.vp[0] == 4


def test_warning_e_other_player_brings_a_ship_into_play() -> None:
    st = card_turn()
    give(st, 0, "WARNING-E1")
    st.apply(PlayCard("WARNING-E1"))
    st.apply(ChoosePlayer(1))
    assert st.current_player == 1
    st.apply(ChooseField("Z2-R4-3"))
    assert st.occupant == {"Z2-R4-3": 1} and st.platform[1] == 8 and st.vp[0] == 4
    st.platform[1] = 0
    give(st, 0, "WARNING-E2")
    assert PlayCard("WARNING-E2") not in st.legal_actions()


def test_warning_f_swaps_with_a_ship_directly_behind() -> None:
    st = card_turn()
    place(st, {"Z1-R3-1": 0, "Z1-R4-2": 1})
    give(st, 0, "WARNING-F1")
    st.apply(PlayCard("WARNING-F1"))
    st.apply(ChooseField("Z1-R3-1"))
    events = st.apply(ChooseField("Z1-R4-2"))
    assert st.occupant == {"Z1-R3-1": 1, "Z1-R4-2": 0} and st.vp[0] == 4
    assert name_seats(events[0].text, ["Ann", "Bob"]) == (
        "WARNING F: Ann swaps places with Bob: from zone 1, ring 3 back to zone 1, outer ring")


def test_effect_log_texts_name_fields_in_words() -> None:
    """Card effects in the log name fields by zone and ring, never by map id."""
    st = card_turn()
    place(st, {"Z1-R3-1": 1})
    give(st, 0, "ALERT-D1")
    st.apply(PlayCard("ALERT-D1"))
    st.apply(ChooseField("Z1-R3-1"))
    events = st.apply(ChooseField("Z1-R4-1"))
    text = name_seats(events[0].text, ["Ann", "Bob"])
    assert text == ("ALERT D: Ann pushes a ship of Bob back from zone 1, ring 3 "
                    "to zone 1, outer ring")
    assert "Z1-" not in text


# ---------------------------------------------------------------- ALERT cards


def test_alert_a_advances_a_ship_without_using_the_turn() -> None:
    st = card_turn()
    place(st, {"Z1-R4-1": 0})
    give(st, 0, "ALERT-A1")
    st.apply(PlayCard("ALERT-A1"))
    st.apply(ChooseField("Z1-R4-1"))
    st.apply(ChooseField("Z1-R3-1"))
    assert st.occupant == {"Z1-R3-1": 0} and st.vp[0] == 2 and st.current_player == 0
    st.apply(Move("Z1-R3-1", "Z1-R2-1"))
    assert st.current_player == 1


def test_alert_b_swaps_with_a_ship_in_front() -> None:
    st = card_turn()
    place(st, {"Z1-R3-2": 0, "Z2-R2-1": 1})
    give(st, 0, "ALERT-B1")
    st.apply(PlayCard("ALERT-B1"))
    st.apply(ChooseField("Z1-R3-2"))
    st.apply(ChooseField("Z2-R2-1"))
    assert st.occupant == {"Z1-R3-2": 1, "Z2-R2-1": 0} and st.vp[0] == 1


def test_alert_c_launches_an_extra_ship() -> None:
    st = card_turn()
    give(st, 0, "ALERT-C1")
    st.apply(PlayCard("ALERT-C1"))
    st.apply(ChooseField("Z1-R4-1"))
    st.apply(Enter("Z1-R4-2"))
    assert st.occupant == {"Z1-R4-1": 0, "Z1-R4-2": 0} and st.platform[0] == 7


def test_alert_d_pushes_an_opponent_back_but_not_an_upright_ship() -> None:
    st = card_turn()
    place(st, {"Z1-R3-1": 1}, upright=("Z1-R3-1",))
    give(st, 0, "ALERT-D1")
    assert PlayCard("ALERT-D1") not in st.legal_actions()
    st.upright.clear()
    st.touch()
    st.apply(PlayCard("ALERT-D1"))
    st.apply(ChooseField("Z1-R3-1"))
    st.apply(ChooseField("Z1-R4-1"))
    assert st.occupant == {"Z1-R4-1": 1} and st.vp[0] == 2


def test_alert_e_hyperjumps_to_the_second_ring() -> None:
    st = card_turn()
    place(st, {"Z1-R4-1": 0, "Z1-R2-1": 1})
    give(st, 0, "ALERT-E1")
    st.apply(PlayCard("ALERT-E1"))
    st.apply(ChooseField("Z1-R4-1"))
    assert ChooseField("Z1-R2-1") not in st.legal_actions()
    st.apply(ChooseField("Z2-R2-2"))
    assert st.occupant["Z2-R2-2"] == 0 and st.vp[0] == 1


def test_alert_f_charges_a_warp_for_a_later_turn() -> None:
    """Warp rule 2: "In a later turn, you may move this ship across 1 or 2 connections"."""
    st = card_turn()
    place(st, {"Z1-R4-1": 0, "Z2-R4-1": 1})
    give(st, 0, "ALERT-F1")
    st.apply(PlayCard("ALERT-F1"))
    st.apply(ChooseField("Z1-R4-1"))
    assert st.upright == {"Z1-R4-1"}
    same_turn = {a.dst for a in st.legal_actions() if isinstance(a, Move) and a.src == "Z1-R4-1"}
    assert same_turn == {"Z1-R3-1"}  # charging: only the ordinary one-field move this turn
    st.apply(Enter("Z1-R4-2"))
    st.apply(Move("Z2-R4-1", "Z2-R3-1"))
    later = {a.dst for a in st.legal_actions() if isinstance(a, Move) and a.src == "Z1-R4-1"}
    assert later == {"Z1-R3-1", "Z1-R2-1", "Z3-R2-2"}  # a later turn: 1 or 2 connections
    assert st.upright == {"Z1-R4-1"}


def test_card_needs_its_vp_penalty_payable() -> None:
    st = card_turn()
    place(st, {"Z1-R4-1": 0})
    give(st, 0, "ALERT-E1")  # costs 2 VP
    st.vp[0] = 1
    assert PlayCard("ALERT-E1") not in st.legal_actions()
    with pytest.raises(IllegalActionError, match="costs 2 VP and you have 1"):
        st.apply(PlayCard("ALERT-E1"))
    st.vp[0] = 2
    st.touch()
    assert PlayCard("ALERT-E1") in st.legal_actions()


def test_cards_only_at_the_start_of_the_turn() -> None:
    st = card_turn()
    place(st, {"Z1-R4-1": 0, "Z2-R4-1": 1})
    give(st, 0, "ALERT-F1")
    give(st, 1, "ALERT-F2")
    st.apply(Move("Z1-R4-1", "Z1-R3-1"))
    assert st.current_player == 1
    assert PlayCard("ALERT-F1") not in st.legal_actions(0)  # not seat 0's turn any more
    assert st.card_problem(0, "ALERT-F1") == "Cards are played only at the start of your turn."
    # after saving a ship the player chooses an open card: still no card play
    clear_board(st)
    place(st, {"Z1-R1-1": 1})
    st.apply(Move("Z1-R1-1", st.board.wormhole))
    assert st.pending[-1]["kind"] == "take" and st.current_player == 1
    assert st.card_problem(1, "ALERT-F2") is not None


def test_a_card_tapped_while_the_turns_first_card_is_carried_out_waits_for_it() -> None:
    """Rulebook: only at the start of your turn you may play one or more Action Cards. While
    the first card's effect is chosen the player is still at that start: a second card
    waits for the first to be finished (as the effect decision refuses it), never "only at
    the start of your turn" (test_cards_only_at_the_start_of_the_turn: after the turn's
    action)."""
    st = card_turn()
    place(st, {"Z1-R4-1": 0})
    give(st, 0, "ALERT-E1")
    give(st, 0, "ALERT-F1")
    st.vp[0] = 5
    st.touch()
    st.apply(PlayCard("ALERT-E1"))
    reason = "First finish the ALERT E: Choose your ship."
    assert st.card_problem(0, "ALERT-F1") == reason
    assert st.why_not(PlayCard("ALERT-F1"), 0) == reason
    st.apply(ChooseField("Z1-R4-1"))
    st.apply(ChooseField(next(a.field for a in st.legal_actions() if isinstance(a, ChooseField))))
    assert PlayCard("ALERT-F1") in st.legal_actions()  # the first card done: the second plays


def test_several_cards_in_one_turn() -> None:
    st = card_turn()
    place(st, {"Z1-R4-1": 0})
    give(st, 0, "WARNING-A1")
    give(st, 0, "WARNING-D1")
    st.apply(PlayCard("WARNING-D1"))
    st.apply(ChooseField("Z1-R4-1"))
    st.apply(ChooseField("Z2-R4-1"))
    st.apply(PlayCard("WARNING-A1"))
    st.apply(ChooseField("Z2-R4-1"))
    assert st.vp[0] == 6 and st.current_player == 0


def test_held_cards_count_at_the_end() -> None:
    st = card_turn()
    give(st, 0, "WARNING-A1")
    give(st, 0, "ALERT-E1")
    give(st, 1, "WARNING-F1")
    st.lost_found = [True, True]
    place(st, {"Z1-R1-1": 0, "Z2-R4-1": 1})
    st.platform = [0, 0]
    st.apply(Move("Z1-R1-1", st.board.wormhole))
    bd = dict(st.outcome().breakdown)
    assert bd["Cards in hand"] == (-2 + 2, -1)


# ---------------------------------------------------------------- missions


def test_a_seat_holds_its_dealt_missions_then_the_kept_ones() -> None:
    st = GAME.new_game(2, 3)
    seat = st.current_player
    dealt = list(st.dealt[seat])
    assert held(st, seat) == dealt and len(dealt) == 3
    st.apply(ReturnMission(dealt[0]))
    assert held(st, seat) == dealt[1:] == st.missions[seat]


def _mission(players: int, mid: str):
    st = fresh(players)
    clear_board(st)
    set_missions(st, 0, [mid])
    st.lost_found = [True] * players  # the Lost Ship search is tested in test_setup_turn
    st.touch()
    return st


def test_mission_1_four_starting_positions_in_one_zone() -> None:
    st = _mission(2, "M1-1")
    place(st, {"Z1-R4-1": 0, "Z1-R4-2": 0, "Z1-R4-3": 0, "Z2-R4-4": 0})
    st.apply(Move("Z2-R4-4", "Z2-R3-2"))
    assert st.scored[0] == []
    st.turn = 0
    events = st.apply(Enter("Z1-R4-4"))
    assert st.scored[0] == ["M1-1"] and st.vp[0] == 3 + 5
    assert any(e.kind == "mission" and e.reveals for e in events)


def test_mission_2_four_fields_next_to_dotted_routes() -> None:
    st = _mission(2, "M2-1")
    assert len(st.board.dotted_route_fields) >= 4
    place(st, {"Z1-R2-1": 0, "Z1-R2-2": 0, "Z2-R2-1": 0, "Z3-R3-1": 0})
    st.apply(Move("Z3-R3-1", "Z3-R2-1"))
    assert st.scored[0] == ["M2-1"] and st.vp[0] == 9


def test_mission_3_all_inner_fields() -> None:
    st = _mission(3, "M3-1")
    place(st, {"Z1-R1-1": 0, "Z2-R1-1": 0, "Z3-R2-1": 0})
    st.apply(Move("Z3-R2-1", "Z3-R1-1"))
    assert st.scored[0] == ["M3-1"] and st.vp[0] == 9


def test_mission_4_line_including_a_dotted_route() -> None:
    st = _mission(2, "M4-1")
    place(st, {"Z1-R4-4": 0, "Z1-R3-2": 0, "Z2-R1-1": 0, "Z1-R4-1": 0})
    st.apply(Move("Z1-R4-1", "Z1-R3-1"))
    assert st.scored[0] == []
    st.turn = 0
    place(st, {"Z1-R2-2": 0})  # a solid line R4-4, R3-2, R2-2 does not count for mission 4
    st.occupant.pop("Z1-R2-2")
    st.platform[0] += 1
    st.occupant["Z2-R2-2"] = 1
    st.apply(Enter("Z2-R4-1"))
    assert st.scored[0] == []
    st.turn = 0
    st.occupant.pop("Z2-R2-2")
    place(st, {"Z1-R3-2": 0} if "Z1-R3-2" not in st.occupant else {})
    st.occupant["Z2-R2-1"] = 0  # Z1-R4-4 -> Z1-R3-2 -> (dotted) Z2-R2-1 -> Z2-R1-1
    st.apply(Enter("Z3-R4-1"))
    assert st.scored[0] == ["M4-1"] and st.vp[0] == 8


def test_mission_5_line_inside_one_zone() -> None:
    st = _mission(2, "M5-1")
    place(st, {"Z2-R4-1": 0, "Z2-R3-1": 0, "Z2-R1-1": 0, "Z3-R2-1": 0, "Z1-R2-1": 1})
    st.apply(Enter("Z1-R4-1"))
    assert st.scored[0] == []  # Z2-R3-1 -> Z1-R2-2 would be dotted; Z2-R2-1 empty
    st.turn = 0
    st.occupant["Z2-R2-1"] = 0
    st.apply(Enter("Z1-R4-2"))
    assert st.scored[0] == ["M5-1"] and st.vp[0] == 9


def test_mission_5_rejects_a_dotted_line() -> None:
    st = _mission(2, "M5-1")
    place(st, {"Z1-R4-4": 0, "Z1-R3-2": 0, "Z2-R2-1": 0, "Z2-R1-1": 0})
    st.apply(Enter("Z3-R4-1"))
    assert st.scored[0] == []


@pytest.mark.parametrize(("mid", "players", "done", "mover", "vp"),
                         [("M6-1", 3, [1], 0, 7),   # seat 0 saves all ships 2nd
                          ("M7-1", 3, [1], 2, 9),   # seat 0 is left on the board: 3rd
                          ("M6-1", 2, [], 1, 7)])   # 2 players: the one left is 2nd
def test_missions_6_and_7_by_last_ship_place(mid: str, players: int, done: list[int],
                                              mover: int, vp: int) -> None:
    st = _mission(players, mid)
    st.platform = [0] * players
    st.lost_found = [True] * players
    st.finish_order = list(done)
    for i, s in enumerate(done):
        st.finish_place[s] = i + 1
    others = [s for s in range(players) if s not in done and s != mover]
    st.occupant["Z1-R1-1"] = mover
    for i, s in enumerate(others):
        st.occupant[f"Z2-R4-{i + 1}"] = s
    st.turn = mover
    st.apply(Move("Z1-R1-1", st.board.wormhole))
    assert st.is_over
    assert st.finish_place[0] == {7: 2, 9: 3}[vp]
    assert st.scored[0] == [mid] and st.vp_missions[0] == vp


def test_unaccomplished_missions_give_nothing() -> None:
    st = _mission(2, "M3-1")
    st.platform = [0, 0]
    st.lost_found = [True, True]
    st.occupant.update({"Z1-R1-1": 0, "Z2-R4-1": 1})
    st.apply(Move("Z1-R1-1", st.board.wormhole))
    assert dict(st.outcome().breakdown)["Missions"] == (0, 0)


def test_skip_swap_uses_directly_in_front() -> None:
    st = card_turn()
    skip_to_swap(st)
    st.apply(ChooseField("Z1-R4-1"))
    st.apply(ChooseField("Z1-R3-1"))
    assert st.occupant["Z1-R3-1"] == 0 and st.occupant["Z1-R4-1"] == 1


def test_every_copy_in_hand_is_offered() -> None:
    st = card_turn()
    place(st, {"Z1-R4-1": 0})
    give(st, 0, "ALERT-F1")
    give(st, 0, "ALERT-F2")
    cards = [a.card for a in st.legal_actions() if isinstance(a, PlayCard)]
    assert cards == ["ALERT-F1", "ALERT-F2"]
    st.apply(PlayCard("ALERT-F2"))
    assert st.hands[0] == ["ALERT-F1"]
