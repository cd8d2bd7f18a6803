"""Rules found untested or weakly tested by the line-by-line audit of the rulebook
(docs/assumptions/escape-rules-checklist.md): printed numbers, the dotted-route skip, the
Last Ship check, empty decks, missions on another player's turn, final scoring."""

from __future__ import annotations

from dataclasses import replace

from game.escape.game import GAME
from game.escape.rules.actions import (
    ChooseField,
    ChoosePlayer,
    Enter,
    Move,
    PlayCard,
    Skip,
    TakeCard,
)
from game.escape.rules.scoring import outcome
from game.escape.rules.validate import data_problems
from tests.escape.helpers import clear_board, fresh, give, place, set_missions, turn_start

#: the rulebook's Action Card table: letter -> (play VP, end VP); F's end VP is not printed
PRINTED_WARNING = {"A": (2, -2), "B": (2, -2), "C": (2, -1), "D": (1, -1), "E": (1, -1),
                   "F": (1, None)}
#: the rulebook's mission table: number -> VP
PRINTED_MISSIONS = {1: 5, 2: 6, 3: 6, 4: 5, 5: 6, 6: 7, 7: 9}


def test_data_matches_the_printed_tables() -> None:
    d = GAME.data
    for ct in {c.name: c for c in d.cards.values() if c.deck == "WARNING"}.values():
        played, held = PRINTED_WARNING[ct.letter]
        assert ct.played == played, ct.name
        assert held is None or ct.held == held, ct.name
    assert {m.number: m.vp for m in d.missions.values()} == PRINTED_MISSIONS
    assert len(d.missions) == 15 and len(d.cards) == 36
    assert d.last_ship_vp == (9, 4, 2)
    assert d.ships_per_player == {2: 9, 3: 7, 4: 5} and d.start_vp == 3
    assert (d.missions_dealt, d.missions_kept, d.alert_dealt, d.lost_ships) == (3, 2, 1, 1)
    assert d.skip_rewards == {1: "swap", 2: "wait", 3: "warp"} and d.warp_max == 2


def test_a_set_has_10_ships() -> None:
    """4 sets of 10 spaceships: ships on the platform plus the Lost Ship fit in one set."""
    d = GAME.data
    assert data_problems(d) == []
    too_many = replace(d, ships_per_player={**d.ships_per_player, 2: 10})
    assert any("set of 10 ships" in p for p in data_problems(too_many))


def test_skipping_instead_of_a_dotted_move_is_a_skip_with_its_reward() -> None:
    """Only a dotted route open: the player may skip, and that skip moves the Skip disc."""
    st = fresh(2)
    clear_board(st)
    st.hands = [[], []]
    place(st, {"Z1-R3-1": 0, "Z1-R2-1": 1})
    st.platform[0] = 0
    assert {a for a in st.legal_actions()} == {Move("Z1-R3-1", "Z3-R2-2"), Skip()}
    st.skip_pos[0] = 2
    st.apply(Skip())
    assert st.skip_pos[0] == 3 and st.pending[-1]["effect"] == "charge"
    assert st.occupant["Z1-R3-1"] == 0


def test_last_ship_check_counts_the_launch_platform() -> None:
    """"Before placing your last spaceship, check whether you still have ships left on your
    Launch Platform": the last ship on the board is not the Last Ship while any wait."""
    st = fresh(2)
    clear_board(st)
    st.lost_found = [True, True]
    place(st, {"Z1-R1-1": 0, "Z2-R4-1": 1})
    st.platform[0] = 1
    st.apply(Move("Z1-R1-1", st.board.wormhole))
    assert st.finish_place == [0, 0] and not st.is_over
    assert st.pending[-1]["kind"] == "take"  # an ordinary save: an open card is taken


def test_empty_decks_leave_the_open_spaces_empty() -> None:
    """Both open cards gone: refill from each deck that still has cards; none: nothing."""
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R1-1": 0, "Z2-R1-1": 1, "Z3-R1-1": 0})
    st.decks["ALERT"] = []
    st.open["WARNING"] = None
    warning_left = list(st.decks["WARNING"])
    st.apply(Move("Z1-R1-1", st.board.wormhole))  # the only open card: ALERT
    assert st.open["ALERT"] is None and st.open["WARNING"] == warning_left[-1]
    st.decks["WARNING"] = []
    st.apply(Move("Z2-R1-1", st.board.wormhole))
    assert st.open == {"ALERT": None, "WARNING": None}
    hand = list(st.hands[0])
    st.apply(Move("Z3-R1-1", st.board.wormhole))  # nothing open: no card, turn over
    assert st.hands[0] == hand and turn_start(st) and st.current_player == 1
    assert TakeCard("ALERT") not in st.legal_actions()


def test_mission_scores_on_another_players_turn() -> None:
    """WARNING C makes Blue fill the inner ring: Blue's mission 3 counts at once."""
    st = fresh(2)
    clear_board(st)
    st.hands = [[], []]
    st.lost_found = [True, True]
    set_missions(st, 1, ["M3-1"])
    place(st, {"Z1-R1-1": 1, "Z2-R1-1": 1, "Z2-R4-1": 1, "Z1-R4-1": 0})
    give(st, 0, "WARNING-C1")
    st.apply(PlayCard("WARNING-C1"))
    st.apply(ChoosePlayer(1))
    st.apply(ChooseField("Z2-R4-1"))
    events = st.apply(ChooseField("Z3-R1-1"))
    assert st.scored[1] == ["M3-1"] and st.vp[1] == 3 + 6
    assert any(e.kind == "mission" and e.reveals for e in events)


def test_own_upright_ship_is_out_of_reach_of_own_cards() -> None:
    """While upright, a ship's position cannot be influenced by Action Cards, not even
    its owner's."""
    st = fresh(2)
    clear_board(st)
    st.hands = [[], []]
    st.lost_found = [True, True]
    place(st, {"Z1-R3-1": 0}, upright=("Z1-R3-1",))
    for cid in ("WARNING-A1", "WARNING-D1", "ALERT-A1", "ALERT-E1", "ALERT-F1"):
        give(st, 0, cid)
    assert [a for a in st.legal_actions() if isinstance(a, PlayCard)] == []
    st.upright.clear()
    st.touch()
    assert len([a for a in st.legal_actions() if isinstance(a, PlayCard)]) == 5


def test_final_scoring_adds_every_category_and_most_vp_wins() -> None:
    """VP Count (start, played cards, missions) + Last Ship + cards in hand."""
    st = fresh(3)
    st.over = True
    st.vp_cards = [2, -1, 0]
    st.vp_missions = [0, 11, 6]
    st.finish_place = [1, 3, 2]
    st.hands = [["WARNING-A1"], ["ALERT-E1"], []]
    out = outcome(st)
    bd = dict(out.breakdown)
    assert bd["Last Ship"] == (9, 2, 4) and bd["Cards in hand"] == (-2, 2, 0)
    assert out.scores == (3 + 2 + 9 - 2, 3 - 1 + 11 + 2 + 2, 3 + 6 + 4)
    assert out.ranking == (3, 1, 2) and out.winners == (1,) and out.tiebreak is None


def test_turns_go_clockwise_and_only_one_action() -> None:
    st = fresh(4)
    clear_board(st)
    order = []
    for _ in range(5):
        order.append(st.current_player)
        field = next(f for f in st.board.start_fields if f not in st.occupant)
        st.apply(Enter(field))
    assert order == [0, 1, 2, 3, 0]
