"""What the pending decision's frame says, asked of the rules: the kind of decision, the
construction's site, the card the step plays (an Intranet card to point, a card to put
into a slot) and the cards still to take. The board view and the heuristic bot both ask
these rather than read the frame's fields each in its own way; a construction
condition is worded once, in the terrains' titles, for the card's text and the refusal."""

from __future__ import annotations

import json

import pytest

from game.pandorum.game import GAME
from game.pandorum.rules import actions as act
from game.pandorum.rules.construction import CARDS_NEEDED, FOREPART_FOR
from tests.pandorum.helpers import charge, make_state
from tests.pandorum.test_decision_table import (
    GEN,
    INTRANET,
    MILL,
    at_build,
    at_cards,
    at_direction,
    at_move,
    at_slot,
    at_take,
    at_turn,
)

#: position -> (decision, site, the card its step plays, cards still to take)
FACTS = {
    at_turn: ("turn", None, None, 1),
    at_take: ("take", None, None, 1),
    at_move: ("move", None, None, 1),
    at_build: ("build", (1, 0), None, 1),
    at_cards: ("cards", (1, 0), None, 1),
    at_direction: ("direction", (1, 0), INTRANET, 1),
    at_slot: ("slot", None, GEN, 1),  # (the construction is over: cards to place)
}


@pytest.mark.parametrize("position", list(FACTS), ids=lambda f: f.__name__)
def test_each_decision_says_its_kind_site_and_card(position):
    state = position()
    assert (state.decision(), state.site(), state.step_card(), state.still_to_take()) \
        == FACTS[position]


@pytest.mark.parametrize("position", [at_build, at_direction, at_slot],
                         ids=lambda f: f.__name__)
def test_a_saved_frame_read_back_names_the_same_site_and_card(position):
    """A save writes the site as a list of numbers: read back, it is the same hex."""
    state = position()
    again = GAME.state_from_dict(json.loads(json.dumps(state.to_dict())))
    assert (again.site(), again.step_card()) == (state.site(), state.step_card())
    assert state.site() is None or isinstance(again.site(), tuple)


def test_two_cards_to_take_count_down():
    state = make_state(hands=[[GEN], []], deck=["Bio Reactor"] * 4)
    state.main_ability[0] = "take_three"
    state.centre[0] = ["Fusion Block"] * state.centre_cost()
    state.touch()
    state.apply(act.TakeCard("deck"))
    assert (state.decision(), state.still_to_take()) == ("take", 2)
    state.apply(act.TakeCard("deck"))
    assert state.still_to_take() == 1


def test_nothing_is_pending_once_the_game_is_over():
    state = at_direction()
    state.over = True
    assert (state.decision(), state.site(), state.step_card()) == ("none", None, None)


def test_a_condition_is_worded_in_the_terrains_titles_and_the_refusal_says_it():
    """The Timber Mill is built only on sand: its condition names the "sand dunes" (the
    terrain's title, not its id "sand"), and the refusal to build it on rock says so."""
    state = at_cards()
    comp = state.comp
    assert comp.condition_text(comp.card(MILL)) == "only on sand dunes"
    reason = state.why_not(act.BuildCard(MILL))
    assert reason is not None and reason.endswith("it is built only on sand dunes.")
    red3 = next(c for c in comp.cards.values() if c.build == "red3")
    titles = [comp.terrains[t].title.lower() for t in red3.terrains]
    assert comp.condition_text(red3) == f"on {', '.join(titles)} next to a red hex"


def test_a_construction_says_its_project_and_the_cards_chosen_so_far():
    """A base takes two cards: the rules say which project the cards are for, those
    chosen and how many it takes (the prompt's "card 2 of 2 for the base", the bot's
    choice of the rest); outside the cards decision there is no construction to ask."""
    state = make_state(hands=[[GEN, GEN, "Ice Melter", "Wind Turbine"], []])
    state.apply(act.PayFee("Wind Turbine"))
    state.apply(act.MoveTo(1, 0))
    assert state.building() is None  # (the project is still asked)
    state.apply(act.Build("base"))
    assert state.building() == ("base", (), 2)
    state.apply(act.BuildCard(GEN))
    assert state.building() == ("base", (GEN,), 2)
    assert at_cards().building() == ("module", (), 1)
    assert at_direction().building() is None


def test_a_card_of_the_hand_pays_in_the_construction_with_the_cards_chosen():
    """A card previewed in a construction pays what it would with the cards chosen so
    far: Fusion Block alone pays 2; beside a chosen Fusion Generator (3: three own
    projects round the site) it doubles that instead; outside a construction nothing."""
    state = make_state(hands=[[GEN, "Fusion Block", "Wind Turbine"], []])
    state.projects.update({(2, -1): (0, "module"), (1, 1): (0, "module"),
                           (1, -1): (0, "module")})
    assert state.construction_pay(0, "Fusion Block").amount == 0  # (the turn decision)
    state.apply(act.PayFee("Wind Turbine"))
    state.apply(act.MoveTo(1, 0))
    assert state.construction_pay(0, "Fusion Block").amount == 2  # (the project asked)
    state.apply(act.Build("base"))
    state.apply(act.BuildCard(GEN))
    doubling = state.construction_pay(0, "Fusion Block")
    assert (doubling.amount, doubling.doubled) == (3, GEN)


def test_an_intranet_direction_pays_what_the_construction_would_with_it():
    """The income of pointing the Intranet card a way is the rules' income of the
    construction with that direction: a project of the builder's two hexes along it is
    paid for, the opposite way nothing; outside a direction decision nothing. The card's
    best income is that of its best direction."""
    from game.boards.hex import direction_between

    state = at_direction()
    toward = direction_between((1, 0), (3, 0))
    assert toward is not None
    state.projects[(3, 0)] = (0, "module")
    pays = {d: sum(i.amount for i in state.pointed_income(0, d)) for d in range(6)}
    assert pays[toward] > 0 and pays[(toward + 3) % 6] == 0
    assert state.pointed_income(0, toward) == state.income_preview(
        0, (1, 0), [INTRANET], {INTRANET: toward})
    assert at_slot().pointed_income(0, toward) == []
    # what the direction's button says: the pointed card's own part
    assert state.pointed_pay(0, toward) == next(
        i for i in state.pointed_income(0, toward) if i.card == INTRANET)
    assert state.pointed_pay(0, (toward + 3) % 6).amount == 0
    assert at_slot().pointed_pay(0, toward).amount == 0
    # the card's best: the Intranet in its best direction, what the "+N" on it says
    best = state.best_income(0, (1, 0), [INTRANET], INTRANET)
    assert best.card == INTRANET and best.amount == max(pays.values())


def test_a_harvester_says_what_its_slots_hold_and_its_cargo_by_colour():
    """Each ability slot: its ability, the cards in it and those it takes, and whether it
    works (a charged forepart, a centre short of its cost); the cargo counted by colour."""
    state = at_slot()
    fore, centre = state.harvester_slots(0)
    assert (fore.slot, fore.ability, fore.have, fore.cost, fore.working) == (
        "forepart", state.comp.foreparts[state.fore_ability[0]], 3, state.fore_cost(), True)
    assert (centre.slot, centre.have, centre.working) == ("centre", 0, False)
    assert centre.cost == state.centre_cost()
    state.cargo[0] = [GEN, GEN, MILL]
    colours = state.cargo_colours(0)
    assert colours[state.comp.colour_of(GEN)] == 2 and sum(colours.values()) == 3


@pytest.mark.parametrize("project", sorted(CARDS_NEEDED))
def test_each_project_says_the_piece_it_builds(project: str):
    """One rule for the construction's words, the piece the rules put down and the bot's
    plan, played through the rules for every project: the rulebook's module ("one card
    ... Put the module on the hex") builds a module; its base ("two cards ... Put the
    base on the hex") and the single-use variants (Enhancing Harvesters: "build a module
    as a base", "a base with 3 cards": "all conditions for constructing a base remain
    unchanged") a base. The piece is what the construction names while its cards are
    chosen, what stands on the hex, the stock it comes from, the log's word and what
    stopping there costs another player (Movement: 1 at a module, 2 at a base)."""
    piece = "module" if project == "module" else "base"
    fore = FOREPART_FOR.get(project, "fly_anywhere")
    state = make_state(hands=[[GEN, "Fusion Block", "Ice Melter", MILL], []],
                       fore=[fore, "fly_anywhere"])
    charge(state, 0, "forepart")
    stock = {"module": state.modules_left[0], "base": state.bases_left[0]}
    state.apply(act.PayFee(MILL))
    state.apply(act.MoveTo(1, 0))  # rock: the generator, the block and the melter build
    state.apply(act.Build(project))
    building = state.building()
    assert building is not None and building.piece == piece
    events = []
    for card in [GEN, "Fusion Block", "Ice Melter"][:building.need]:
        events += state.apply(act.BuildCard(card))
    assert state.projects[(1, 0)] == (0, piece)
    spent = {"module": stock["module"] - state.modules_left[0],
             "base": stock["base"] - state.bases_left[0]}
    assert spent == {"module": piece == "module", "base": piece == "base"}
    assert any(e.kind == "build" and f" builds a {piece} at " in e.text for e in events)
    assert state.visit_fee((1, 0)) == (1 if piece == "module" else 2)
