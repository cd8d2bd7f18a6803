"""Rulebook gaps found in the sentence-by-sentence audit of session 17: each test builds a
position, applies the rules and asserts what the rulebook says, so that it fails when the
rule is broken (each was checked against a broken copy of the rule).

See docs/assumptions/pandorum-rules-checklist.md (rows marked "17")."""

from __future__ import annotations

from collections import Counter

import pytest

from game.core.protocol import IllegalActionError
from game.core.rng import Rng
from game.pandorum.game import GAME
from game.pandorum.rules.actions import Build, BuildCard, MoveTo, PayFee, PlaceCard, TakeCard
from game.pandorum.rules.harvesters import use_forepart
from game.pandorum.rules.hidden import determinise
from game.pandorum.rules.state import HIDDEN
from tests.pandorum.helpers import charge, make_state, tiny_board

GEN = "Fusion Generator"  # any3: rock, sand, ice; 1 per adjacent own project


def _production(state) -> set[str]:
    return {n for n, c in state.comp.cards.items() if c.type == "production"}


def _boxed_at_setup(state) -> int:
    """Setup step 1: the production cards not dealt go to the box."""
    copies = sum(c.copies for c in state.comp.cards.values() if c.type == "production")
    return copies - state.comp.production_per_player * state.num_players


# ------------------------------------------------------------------ hidden information

@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_view_hides_the_production_cards_put_in_the_box_at_setup(players):
    """Setup 1: "Put the rest of the production cards in the box" - unseen. With them
    shown, a 2-player seat would know the other's three production cards exactly (its
    own three, the box's ten: the other hand holds the rest of the sixteen)."""
    state = GAME.new_game(players, 17)
    boxed = _boxed_at_setup(state)
    assert len(state.boxed) == boxed > 0
    assert set(state.boxed) <= _production(state)
    for seat in range(players):
        view = state.view(seat)
        assert view.boxed == [HIDDEN] * boxed
        # what the seat can count of the production cards leaves the others' unknown
        known = Counter(c for c in view.hands[seat] if c in _production(state))
        known.update(c for c in view.boxed if c != HIDDEN)
        assert sum(known.values()) == state.comp.production_per_player


def test_views_that_differ_only_in_the_box_are_equal_and_a_used_forepart_stays_public():
    state = GAME.new_game(2, 5)
    other = state.clone()
    # swap a boxed production card with one in seat 1's hand: seat 0 cannot tell
    mine = next(c for c in other.hands[1] if c in _production(other) and c != other.boxed[0])
    other.hands[1][other.hands[1].index(mine)] = other.boxed[0]
    other.boxed[0] = mine
    assert other.to_dict() != state.to_dict()
    assert other.view(0).to_dict() == state.view(0).to_dict()
    # cards boxed from a used forepart were face up in the harvester: they stay known
    state.forepart[1] = ["Fusion Block", "Solar Block", "Depot Block"]
    use_forepart(state, 1, [])
    view = state.view(0)
    assert view.boxed[-3:] == ["Fusion Block", "Solar Block", "Depot Block"]
    assert view.boxed.count(HIDDEN) == _boxed_at_setup(state)


@pytest.mark.parametrize("players", [2, 4])
def test_a_determinisation_puts_only_production_cards_in_the_hidden_box(players):
    state = GAME.new_game(players, 9)
    view = state.view(0)
    for k in range(4):
        det = determinise(view, 0, Rng(k))
        assert HIDDEN not in det.boxed and len(det.boxed) == len(state.boxed)
        assert set(det.boxed) <= _production(state)
        assert det.view(0).to_dict() | {"rng": 0} == view.to_dict() | {"rng": 0}


# ------------------------------------------------------------------ construction

def test_the_cards_of_a_base_never_repeat_a_name_even_with_two_copies_in_hand():
    """Construction: "when building a base, you cannot use cards with the same name"."""
    site = (2, -1)
    state = make_state(hands=[[GEN, GEN, "Fusion Block", "Timber Mill"], []])
    state.harvesters[0] = (1, -1)
    state.apply(PayFee("Timber Mill"))
    state.apply(MoveTo(*site))
    state.apply(Build("base"))
    state.apply(BuildCard(GEN))
    assert state.legal_actions() == [BuildCard("Fusion Block")]
    with pytest.raises(IllegalActionError, match="different cards"):
        state.apply(BuildCard(GEN))
    assert state.hands[0] == ["Fusion Block", GEN]  # the second copy stays in the hand


def test_external_protection_on_the_edge_does_not_pay_for_its_own_hex():
    """"The constructed project does not bring galactic currency by itself": an External
    Protection built on the edge counts the player's other edge projects only."""
    edge_site = (3, -2)  # on the rim of the radius-3 board
    state = make_state(board=tiny_board({edge_site: "sand"}),
                       hands=[["External Protection", "Timber Mill"], []])
    assert edge_site in state.board.edge
    state.projects.update({(3, -3): (0, "module"), (0, 3): (0, "base"),  # own, on the edge
                           (-3, 0): (1, "module"), (1, 0): (0, "module")})  # other / inner
    state.harvesters[0] = (2, -2)
    state.apply(PayFee("Timber Mill"))
    state.apply(MoveTo(*edge_site))
    state.apply(Build("module"))
    state.apply(BuildCard("External Protection"))
    state.apply(PlaceCard("cargo"))
    assert state.money[0] == 2 and state.earned[0]["construction"] == 2


def test_seismic_line_ends_at_the_landing_pad():
    """Seismic Protection: "There should not be ... the landing pad on the line": red hexes
    before the pad do not count for an own project beyond it."""
    board = tiny_board({(-2, 0): "lava"})
    state = make_state(board)
    site = (-3, 0)  # east: (-2,0) lava, (-1,0), (0,0) the pad, (1,0), (2,0)
    state.projects[(2, 0)] = (0, "module")
    pay = state.income_preview(0, site, ["Seismic Protection"])
    assert [i.amount for i in pay] == [0]
    state.projects[(-1, 0)] = (0, "module")  # an own project before the pad: the red counts
    pay = state.income_preview(0, site, ["Seismic Protection"])
    assert [i.amount for i in pay] == [2]


# ------------------------------------------------------------------ the end

def test_the_game_does_not_stall_while_the_deck_lasts():
    """No printed rule ends a game without a last project; ours (docs/assumptions) needs an
    empty deck as well as three rounds without a construction."""
    state = make_state(deck=["Ice Road", "Sand Rail"],
                       market=["Fusion Block"] * 20 + ["Solar Block"] * 20
                       + ["Depot Block"] * 20 + ["Clinic Block"] * 20)
    for _ in range(16):  # eight rounds of adding cards, nobody builds
        state.apply(TakeCard("Fusion Block"))
        state.apply(TakeCard("Solar Block"))
    assert not state.is_over and state.deck and state.turns_without_build == 16
    state.deck.clear()
    state.touch()
    state.apply(TakeCard("Fusion Block"))
    state.apply(TakeCard("Solar Block"))
    assert state.is_over and "deck is empty" in state.end_reason


def test_a_base_of_three_needs_three_names_that_may_be_built_there():
    """Single use: "You can build a base with 3 cards. All conditions for constructing a
    base remain unchanged": three different names, each meeting its condition."""
    site = (2, -1)  # rock
    state = make_state(hands=[[GEN, "Fusion Block", "Timber Mill"], []],
                       fore=["base_of_three", "fly_anywhere"])
    charge(state, 0, "forepart")
    hand = [GEN, "Fusion Block"]
    assert Build("base3") not in state.build_options(0, site, hand)
    assert Build("base3") not in state.build_options(0, site, [*hand, "Timber Mill"])  # sand
    assert Build("base3") in state.build_options(0, site, [*hand, "Depot Block"])


def test_foreparts_and_main_parts_are_dealt_independently():
    """Setup 3: "Randomly distribute harvester tablets to the players: both foreparts and
    main parts" - a seat's two parts need not come from one printed mat."""
    comp = GAME.new_game(2, 1).comp
    pairs = {(m.forepart, m.main) for m in comp.mats}
    mixed = 0
    for seed in range(12):
        state = GAME.new_game(4, seed)
        assert sorted(state.fore_ability) == sorted(m.forepart for m in comp.mats)
        assert sorted(state.main_ability) == sorted(m.main for m in comp.mats)
        mixed += sum((f, m) not in pairs
                     for f, m in zip(state.fore_ability, state.main_ability, strict=True))
    assert mixed > 0


# ------------------------------------------------------------------ every card

#: "Card Types": what each type pays for, as the income rule that carries it out
TYPE_EFFECTS = {
    "production": {"adjacent_terrain"},  # every near-by hex of the indicated type
    "generator": {"adjacent_own"},  # every adjacent project of yours
    "logistics": {"own_on_terrain"},  # your projects on the indicated (or the site's) type
    "laboratory": {"adjacent_own_kind", "own_near_pad"},  # a certain project / the pad
    "protection": {"intranet", "dome", "seismic", "external"},
    "systems": {"adjacent_opponents"},  # like generators, other people's projects
    "block": {"block"},  # 2, or double the named card
}
#: the printed names of the protection and laboratory cards and the rule each one has
NAMED = {"Intranet Protection": "intranet", "Dome Protection": "dome",
         "Seismic Protection": "seismic", "External Protection": "external",
         "Central Laboratory": "own_near_pad", "Medical Laboratory": "adjacent_own_kind",
         "Engineering Laboratory": "adjacent_own_kind"}


def test_every_card_pays_by_the_rule_of_its_printed_type():
    comp = GAME.new_game(2, 1).comp
    for card in comp.cards.values():
        assert card.effect in TYPE_EFFECTS[card.type], card.name
        if card.name in NAMED:
            assert card.effect == NAMED[card.name], card.name
        if card.type == "block":
            # a block doubles a card it can be played with (a base: two different names)
            assert card.doubles != card.name and comp.card(card.doubles).type != "block"
        if card.type in ("generator", "systems"):
            assert card.per >= 1 and card.effect != "adjacent_terrain"
    assert {c.effect for c in comp.cards.values() if c.type == "protection"} == {
        "intranet", "dome", "seismic", "external"}


# ------------------------------------------------------------------ more cards and the count

def test_dome_protection_next_to_two_red_groups_counts_around_both():
    """Dome Protection "should be built next to this red hex or a group of red hexes" and
    pays for own projects next to it; a site touching two separate red groups counts the
    projects around each (our reading: docs/assumptions/pandorum.md)."""
    board = tiny_board({(3, -2): "lava", (1, 0): "lava"})  # two single-hex groups
    state = make_state(board)
    site = (2, -1)  # next to both
    state.projects.update({(3, -3): (0, "module"),  # next to (3,-2) only
                           (0, 1): (0, "base"),  # next to (1,0) only
                           (-2, 2): (0, "module")})  # next to no red hex
    pay = state.income_preview(0, site, ["Dome Protection"])
    assert [(i.amount, set(i.hexes)) for i in pay] == [(4, {(3, -3), (0, 1)})]


def test_cargo_counts_only_the_cards_in_the_cargo_slot():
    """"Count galactic currency for the cards in the cargo slot": a centre full of yellow
    cards does not win the yellow majority."""
    state = make_state()
    state.cargo[0] = [GEN]
    state.centre[0] = [GEN, GEN, GEN]
    state.cargo[1] = [GEN, GEN]
    awards = dict(state.cargo_awards())
    assert awards["yellow"] == (0, 2)
