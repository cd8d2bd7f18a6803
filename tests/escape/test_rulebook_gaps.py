"""Rulebook gaps found in the sentence-by-sentence audit of session 17: each test builds a
position, applies the rules and asserts what the rulebook says, so that it fails when the
rule is broken (each was checked against a broken copy of the rule).

See docs/assumptions/escape-rules-checklist.md (rows marked "17")."""

from __future__ import annotations

from game.escape.rules import EscapeState
from game.escape.rules.actions import ChooseField, Decline, Enter, Move, PlayCard, Skip
from tests.escape.helpers import (
    after_finishes,
    card_turn,
    clear_board,
    fresh,
    give,
    place,
    set_missions,
)


def test_a_player_who_saved_all_ships_gets_no_more_turns() -> None:
    """Basic Rules: turns go clockwise among the players who still have ships; a player
    who saved all ships has placed the last one in the Last Ship HUD and plays no more."""
    st = after_finishes(3, [1], {"Z1-R4-1": 0, "Z2-R4-1": 2}, [1, 0, 1])
    st.apply(Move("Z1-R4-1", "Z1-R3-1"))
    assert st.current_player == 2 and not st.is_over  # seat 1 is done: skipped
    st.apply(Move("Z2-R4-1", "Z2-R3-1"))
    assert st.current_player == 0


def _missions(players: int, seat: int, mids: list[str]) -> EscapeState:
    st = fresh(players)
    clear_board(st)
    set_missions(st, seat, mids)
    st.lost_found = [True] * players  # the Lost Ship search is tested in test_setup_turn
    st.touch()
    return st


def test_the_player_left_on_the_board_scores_mission_6_when_the_game_ends() -> None:
    """End of the Game: the last player with ships still gets the Last Ship HUD's place
    (2nd in a 2-player game), and "missions achieved at the end of the game" are added:
    mission 6 scores although that player's ships did not move in the final action."""
    st = _missions(2, 1, ["M6-1"])
    place(st, {"Z1-R2-1": 0, "Z2-R4-1": 1})
    st.platform = [0, 1]
    st.touch()
    st.apply(Move("Z1-R2-1", "Z1-R1-1"))  # a first action: from now on only movers are checked
    st.apply(Enter("Z3-R4-1"))
    assert st.scored[1] == []
    st.apply(Move("Z1-R1-1", st.board.wormhole))
    assert st.is_over and st.finish_place == [1, 2]
    assert st.scored[1] == ["M6-1"] and st.vp_missions[1] == 7
    assert dict(st.outcome().breakdown)["Missions"] == (0, 7)


def test_mission_1_needs_four_starting_positions_in_one_zone_not_across_zones() -> None:
    st = _missions(2, 0, ["M1-1"])
    place(st, {"Z1-R4-1": 0, "Z1-R4-2": 0, "Z2-R4-1": 0})
    st.apply(Enter("Z2-R4-2"))  # four starting positions, two zones
    assert st.scored[0] == []
    st.turn = 0
    st.apply(Enter("Z1-R4-3"))
    st.turn = 0
    st.apply(Enter("Z1-R4-4"))  # four in zone 1
    assert st.scored[0] == ["M1-1"] and st.vp_missions[0] == 5


def test_mission_4_needs_a_dotted_route_in_the_line_and_mission_5_none() -> None:
    st = _missions(2, 0, ["M4-1", "M5-1"])
    place(st, {"Z1-R3-1": 0, "Z1-R2-1": 0, "Z1-R1-1": 0})
    st.apply(Enter("Z1-R4-1"))  # a solid line of 4 inside zone 1
    assert st.scored[0] == ["M5-1"] and st.vp_missions[0] == 6
    clear_board(st)
    st.turn = 0
    place(st, {"Z1-R3-2": 0, "Z2-R2-1": 0, "Z2-R1-1": 0})
    st.apply(Enter("Z1-R4-3"))  # Z1-R4-3 -> Z1-R3-2 ..> Z2-R2-1 -> Z2-R1-1
    assert st.scored[0] == ["M5-1", "M4-1"] and st.vp_missions[0] == 6 + 5


def test_a_view_always_shows_the_missions_another_player_accomplished() -> None:
    """Mission Cards: "Once a mission is accomplished, show the Mission Card to the other
    players": every view keeps it (the unaccomplished one is dealt anew from the unseen
    cards, with a view RNG that changes from turn to turn)."""
    st = fresh(2)
    shown = st.missions[1][0]
    st.scored[1] = [shown]
    hidden_seen = set()
    for turns in range(12):
        st.turns = turns
        v = st.view(0)
        assert v.missions[1][0] == shown and v.scored[1] == [shown]
        hidden_seen.add(v.missions[1][1])
    assert len(hidden_seen) > 1  # the other one is not shown: it varies with the view


def test_the_skip_swap_is_only_with_another_players_ship_in_front() -> None:
    """Skip field 1: "SWAP - swap places with another player's spaceship directly in front
    of yours": an own ship in front is no SWAP partner."""
    st = card_turn()
    place(st, {"Z1-R4-1": 0, "Z1-R3-1": 0, "Z1-R4-3": 0,  # Z1-R4-1 has its own ship ahead
               "Z1-R2-1": 1, "Z3-R2-2": 1, "Z1-R3-2": 1})
    st.platform[0] = 0
    st.skip_pos[0] = 3
    assert st.legal_actions() == [Skip()]
    st.apply(Skip())
    assert set(st.legal_actions()) == {ChooseField("Z1-R3-1"), ChooseField("Z1-R4-3"),
                                       Decline()}


def test_alert_e_hyperjumps_only_a_ship_outside_the_second_ring() -> None:
    """ALERT E (our card, docs/assumptions/escape.md): a ship from ring 3 or 4 to an empty
    second-ring field - not one already in the second ring or further in."""
    st = card_turn()
    place(st, {"Z1-R4-1": 0, "Z1-R2-1": 0, "Z2-R1-1": 0})
    give(st, 0, "ALERT-E1")
    st.apply(PlayCard("ALERT-E1"))
    assert {a for a in st.legal_actions() if isinstance(a, ChooseField)} == {
        ChooseField("Z1-R4-1")}
