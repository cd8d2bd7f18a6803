"""The Hard bot's evaluation (rules/evaluation.py): the moves left in the race, the chances
of each finishing place, the expected final scores and the chances to win."""

from __future__ import annotations

import pytest

from game.escape.bots import HeuristicBot
from game.escape.game import GAME
from game.escape.rules import EscapeState
from game.escape.rules.evaluation import (
    ALERT_OPTION,
    expected_scores,
    leads,
    place_chances,
    remaining_moves,
    win_chances,
)
from tests.escape.helpers import card_turn, give, place, set_missions


def test_remaining_moves_count_rings_platform_and_the_lost_ship() -> None:
    st = card_turn(2)  # empty board, Lost Ships found
    ships = st.data.ships_per_player[2]
    assert remaining_moves(st, 0) == ships * 5  # every ship: enter (ring 4) + 4 moves
    place(st, {"Z1-R1-1": 0, "Z2-R3-1": 0})
    assert remaining_moves(st, 0) == (ships - 2) * 5 + 1 + 3
    st.lost_found[0] = False
    assert remaining_moves(st, 0) == (ships - 2) * 5 + 1 + 3 + 5
    # too few ships left to search all three zones: the Last Ship is stranded
    st.platform[0] = 0
    st.occupant = {"Z1-R1-1": 0}
    st.touch()
    assert remaining_moves(st, 0) > 50


@pytest.mark.parametrize("players", [2, 3, 4])
def test_place_chances_are_distributions_and_follow_the_race(players: int) -> None:
    st = card_turn(players)
    place(st, {"Z1-R1-1": 0, "Z2-R1-1": 0, "Z3-R1-1": 0})
    st.platform[0] = 0  # seat 0: three ships on the inner ring, nothing else left
    st.touch()
    chances = place_chances(st)
    for row in chances:
        assert len(row) == players and sum(row) == pytest.approx(1.0)
    assert chances[0][0] > 0.95  # 3 moves to go against 5 per ship
    for s in range(1, players):
        assert chances[s][0] < 0.05
    # a seat that has finished has its place
    st.finish_place[1] = 1
    st.finish_order = [1]
    assert place_chances(st)[1] == [1.0] + [0.0] * (players - 1)
    assert place_chances(st)[0][1] > 0.95


def test_expected_scores_count_vp_hand_race_and_missions() -> None:
    st = card_turn(2)
    base = expected_scores(st)
    assert 0 < base[0] - base[1] < 0.5  # the same race, but seat 0 moves first
    st.vp[0] += 3
    assert expected_scores(st)[0] == pytest.approx(base[0] + 3)
    # the race: 9 VP for the first place, 4 for the second
    place(st, {"Z1-R1-1": 0, "Z2-R1-1": 0, "Z3-R1-1": 0})
    st.platform[0] = 0
    st.touch()
    ahead = expected_scores(st)
    assert ahead[0] > base[0] + 3 + 4  # nearly sure of the 9 VP
    assert ahead[1] < base[1]
    # a finish-place mission held by the seat likely to be 2nd
    m6 = next(m for m, mt in st.data.missions.items() if mt.number == 6)
    m1 = next(m for m, mt in st.data.missions.items() if mt.number == 1)
    set_missions(st, 1, [m6, m1])
    with_m6 = expected_scores(st)
    assert with_m6[1] > ahead[1] + 6  # 7 VP at nearly sure 2nd place


@pytest.mark.parametrize("players", [2, 4])
def test_an_alert_card_kept_counts_its_end_value_and_at_4_players_the_chance_to_play_it(
        players: int) -> None:
    st = card_turn(players)
    place(st, {"Z1-R4-1": 0})
    base = expected_scores(st)
    give(st, 0, "ALERT-A1")  # Afterburner: -1 VP played, +1 VP held
    give(st, 1, "WARNING-A1")  # -2 VP held; WARNING cards have no option value
    kept = expected_scores(st)
    assert kept[0] == pytest.approx(base[0] + 1 + ALERT_OPTION[players])
    assert kept[1] == pytest.approx(base[1] - 2)
    assert ALERT_OPTION[4] > 0 and ALERT_OPTION[2] == 0
    # playing it early for one ring of progress: -1 VP played, the +1 held lost
    played = st.clone()
    played.hands[0].remove("ALERT-A1")
    played.vp[0] -= 1
    played.occupant = {"Z1-R3-1": 0}
    played.touch()
    assert expected_scores(played)[0] > base[0] - 1  # the step is worth something ...
    if players == 4:  # ... but at 4 players less than the card kept
        assert expected_scores(played)[0] < kept[0]


def test_position_missions_count_by_progress_while_enough_ships_are_left() -> None:
    st = card_turn(2)
    m1 = next(m for m, mt in st.data.missions.items() if mt.number == 1)
    other = next(m for m, mt in st.data.missions.items() if mt.number == 3)
    set_missions(st, 0, [m1, other])
    start = expected_scores(st)[0]
    place(st, {"Z1-R4-1": 0, "Z1-R4-2": 0, "Z1-R4-3": 0})  # 3 of 4 start fields of zone 1
    near = expected_scores(st)[0]
    assert near > start + 2  # 5 VP x (0.2 x 0.75 + 0.4 x 0.75²) and three moves of race
    st.platform[0] = 0
    st.lost_found[0] = True
    st.occupant = {"Z1-R4-1": 0, "Z1-R4-2": 0}  # two ships left: four are needed
    st.touch()
    bare = st.clone()
    set_missions(bare, 0, [])
    assert expected_scores(st)[0] == pytest.approx(expected_scores(bare)[0])


def test_a_finished_game_scores_its_final_scores_and_chances_sum_to_one() -> None:
    st = GAME.new_game(3, 5)
    bots = [HeuristicBot(s, s) for s in range(3)]
    mid: EscapeState | None = None
    while not st.is_over:
        if st.turns == 40 and mid is None:
            mid = st.clone()
        st.apply(bots[st.current_player].choose(st.view(st.current_player)))
    assert expected_scores(st) == [float(x) for x in st.outcome().scores]
    assert mid is not None
    chances = win_chances(mid)
    assert sum(chances) == pytest.approx(1.0) and all(0 < c < 1 for c in chances)
    scores = expected_scores(mid)
    lead = leads(mid)
    assert lead[0] == pytest.approx(scores[0] - max(scores[1:]))
    assert chances.index(max(chances)) == scores.index(max(scores))
