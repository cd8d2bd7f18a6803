"""The end of the game, cargo scoring by colour, the outcome and its breakdown."""

from __future__ import annotations

from game.pandorum.rules.actions import DECK, Build, BuildCard, MoveTo, PayFee, PlaceCard, TakeCard
from tests.pandorum.helpers import make_state

GEN = "Fusion Generator"


def build_last(state, seat=0):
    state.harvesters[seat] = (1, -1)
    state.apply(PayFee("Timber Mill"))
    state.apply(MoveTo(2, -1))
    state.apply(Build("module"))
    state.apply(BuildCard(GEN))
    state.apply(PlaceCard("cargo"))


def test_last_project_gives_everyone_else_one_more_move():
    state = make_state(players=3, hands=[[GEN, "Timber Mill"], [], []],
                       deck=["Bio Reactor"] * 10, market=["Fusion Block", "Solar Block",
                                                          "Depot Block", "Clinic Block"])
    state.modules_left[0], state.bases_left[0] = 1, 0
    build_last(state)
    assert state.ender == 0 and not state.is_over and state.current_player == 1
    state.apply(TakeCard(DECK))
    state.apply(TakeCard(DECK))
    assert state.current_player == 2 and not state.is_over
    state.apply(TakeCard(DECK))
    state.apply(TakeCard(DECK))
    assert state.is_over and state.legal_actions() == []
    assert state.end_reason == "last project built"


def test_the_game_goes_on_while_projects_are_left():
    state = make_state(hands=[[GEN, "Timber Mill"], []], deck=["Bio Reactor"] * 4)
    state.modules_left[0], state.bases_left[0] = 1, 1
    build_last(state)
    assert state.ender is None


def test_stalled_game_ends_when_the_deck_is_empty():
    state = make_state(deck=[], market=["Fusion Block", "Solar Block", "Depot Block",
                                        "Clinic Block", "Bio Reactor", "Timber Mill", "Ice Road",
                                        "Sand Rail", "Wind Turbine", "Spore Farm", "Ore Crusher",
                                        "Ice Melter", "Crystal Drill"])
    turns = 0
    while not state.is_over:
        names = state.market_names()
        state.apply(TakeCard(names[0]))
        if not state.is_over and state.pending and state.top()["kind"] == "take":
            state.apply(TakeCard(state.market_names()[0]))
        turns += 1
    assert turns == 6  # three rounds of two players without a construction
    assert "deck is empty" in state.end_reason


def test_printed_cargo_example_two_players():
    state = make_state()
    state.cargo[0] = ["Fusion Block"] * 3 + ["Ice Melter"]  # 3 white, 1 blue
    state.cargo[1] = ["Fusion Block", GEN, GEN, GEN, "Ice Road", "Ice Road"]
    awards = dict(state.cargo_awards())
    assert state.cargo_awards()[0][0] == "white"
    assert awards["white"] == (3, 0) and awards["blue"] == (1, 0)
    assert awards["yellow"] == (0, 3) and awards["green"] == (0, 2)
    state.over = True
    assert state.outcome().scores == (4, 5)  # 3+1 and 3+2


def test_cargo_tie_pays_nobody():
    state = make_state(players=3)
    state.cargo[0] = [GEN, GEN]
    state.cargo[1] = [GEN, GEN]
    state.cargo[2] = [GEN]
    assert dict(state.cargo_awards())["yellow"] == (0, 0, 0)
    state.cargo[2] = [GEN, GEN, GEN]
    assert dict(state.cargo_awards())["yellow"] == (0, 0, 3)


def test_the_count_pays_the_colours_each_mat_shows():
    """The count and the mats read cargo alike: a colour pays the seat with the single
    most of it in ``cargo_colours`` (its mat's boxes), its count times the colour's pay."""
    state = make_state(players=3)
    state.cargo = [[GEN, "Ice Melter", "Ice Melter"], ["Ice Melter", "Ice Road", GEN],
                   ["Fusion Block", "Timber Mill", "Ice Road"]]
    per_card = {c.colour: c.per_card for c in state.comp.cargo}
    for colour, pay in state.cargo_awards():
        shown = [state.cargo_colours(seat)[colour] for seat in range(3)]
        lead = [n * per_card[colour] if n and shown.count(n) == 1 and n == max(shown) else 0
                for n in shown]
        assert pay == tuple(lead), colour
    assert sum(map(sum, (pay for _, pay in state.cargo_awards()))) > 0


def ended_three_seats(systems: bool = True):
    """A finished three-seat game whose money each seat earned by construction and stops,
    seat 0 with two blue cards in cargo; ``systems``: the option "Systems cards"."""
    state = make_state(players=3, money=[7, 9, 9])
    state.options["systems"] = systems
    state.earned = [{"construction": 7, "stops": 0, "systems": 0},
                    {"construction": 8, "stops": 1, "systems": 0},
                    {"construction": 10, "stops": -1, "systems": 0}]
    state.cargo[0] = ["Ice Melter", "Ice Melter"]
    state.over = True
    return state


def test_outcome_breakdown_adds_up_and_ties_share_the_place():
    state = ended_three_seats()
    out = state.outcome()
    assert out.scores == (9, 9, 9)
    assert out.ranking == (1, 1, 1) and out.tiebreak
    rows = dict(out.breakdown)
    assert "Total" not in rows  # the results screen shows the final score itself
    for seat in range(3):
        parts = sum(v[seat] for v in rows.values())
        assert parts == out.scores[seat]
    state.money[2] = 10
    assert state.outcome().winners == (2,)


def test_a_game_without_systems_cards_lists_no_systems_rows():
    """The rulebook lets the players remove the Systems cards from the deck (the option
    "Systems cards" off): then the breakdown the results screen shows has no "Systems"
    row (what Systems cards took or gave) and no cargo row of their colour, which could
    only ever read 0 for everyone. Found in play: a game without them listed both. With
    them, both rows are there; the rows add up to the scores either way."""
    black = next(c.colour for c in make_state().comp.cargo if c.card_type == "systems")
    for systems in (True, False):
        out = ended_three_seats(systems).outcome()
        rows = dict(out.breakdown)
        assert ("Systems" in rows) == systems
        assert (f"Cargo ({black})" in rows) == systems
        assert "Construction" in rows and "Cargo (blue)" in rows
        assert all(sum(v[s] for v in rows.values()) == out.scores[s] for s in range(3))


def test_when_a_later_seat_ends_the_seats_before_it_still_move_once_more():
    # "All other players make one more move": seat 1 ends, so seats 2 and 0 each move
    # once more; seat 0, who played before seat 1 in that round, gets one turn more
    state = make_state(players=3, hands=[[], [GEN, "Timber Mill"], []],
                       deck=["Bio Reactor"] * 10, market=["Fusion Block", "Solar Block",
                                                          "Depot Block", "Clinic Block"])
    state.modules_left[1], state.bases_left[1] = 1, 0
    state.apply(TakeCard(DECK))
    state.apply(TakeCard(DECK))
    build_last(state, seat=1)
    assert state.ender == 1 and state.current_player == 2
    for seat in (2, 0):
        assert state.current_player == seat and not state.is_over
        state.apply(TakeCard(DECK))
        state.apply(TakeCard(DECK))
    assert state.is_over and len(state.hands[0]) == 4 and len(state.hands[2]) == 2
