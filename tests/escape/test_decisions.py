"""The decision table: every decision kind says why an action is refused, legal actions are
never refused, a played card can be taken back until its effect is carried out, every
effect option leads to a complete effect, and the questions a board view asks."""

from __future__ import annotations

import pytest

from game.core.protocol import IllegalActionError, name_seats
from game.core.session import Seat, Session
from game.escape.game import GAME
from game.escape.rules import EscapeState
from game.escape.rules.actions import (
    Cancel,
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
from game.escape.rules.effects import EFFECTS, executable
from tests.escape.helpers import card_turn, clear_board, fresh, give, place, turn_start


def _refused(st: EscapeState, action: object, words: str) -> None:
    """``action`` is refused with ``words`` both by ``why_not`` and by ``apply``."""
    reason = st.why_not(action)  # type: ignore[arg-type]
    assert reason is not None and words in reason, reason
    with pytest.raises(IllegalActionError) as err:
        st.apply(action)  # type: ignore[arg-type]
    assert err.value.reason == reason


# ---------------------------------------------------------------- the table


def test_the_table_declares_every_decision_kind_with_words() -> None:
    table = EscapeState.DECISIONS
    assert set(table.kinds) == {"mission", "turn", "effect", "take"}
    for kind in table.kinds:
        assert table[kind].describe is not None and table[kind].refuse is not None, kind


def test_legal_actions_are_never_refused() -> None:
    seats = [Seat(str(i), "red", "random") for i in range(3)]
    s = Session.start(GAME, seats, 17)
    kinds = set()
    while not s.state.is_over and len(s.log) < 400:
        st = s.state
        kinds.add(st.pending[-1]["kind"])
        for action in st.legal_actions():
            assert st.why_not(action) is None, action
            assert st.describe(action).startswith("{seat"), action
        s.apply(s.bot_action(st.current_player))
    assert kinds == {"mission", "turn", "effect", "take"}


def test_mission_decision_refusals() -> None:
    st = GAME.new_game(2, 3)
    assert st.pending[-1]["kind"] == "mission"
    _refused(st, ReturnMission("M9-9"), "That Mission Card was not dealt to you")
    _refused(st, Skip(), "First give back one of the three Mission Cards")


def test_turn_decision_refusals() -> None:
    st = card_turn()
    place(st, {"Z1-R4-1": 0, "Z1-R3-1": 1, "Z1-R2-2": 0})
    give(st, 0, "WARNING-B1")  # refused below, once no ship is left to jump over
    give(st, 1, "ALERT-A1")
    _refused(st, PlayCard("ALERT-A1"), "That card is not in your hand.")
    _refused(st, Enter("Z1-R2-1"), "Ships enter only on the outer ring.")
    _refused(st, Enter("Z1-R4-1"), "That field is occupied.")
    _refused(st, Move("Z1-R3-1", "Z1-R2-1"), "That is {seat1}'s ship.")
    _refused(st, Move("Z2-R3-1", "Z2-R2-1"), "There is no ship on that field.")
    _refused(st, Move("Z1-R4-1", "Z1-R3-1"), "That field is occupied.")
    _refused(st, Move("Z1-R4-1", "Z1-R2-1"), "Ships move one field closer")
    _refused(st, Skip(), "You can move, so you may not skip.")
    _refused(st, ChooseField("Z1-R4-2"), "There is nothing to choose now")
    _refused(st, TakeCard("ALERT"), "There is nothing to choose now")
    # the reason a card cannot be played names what its action lacks (the view's words)
    st.occupant.pop("Z1-R3-1")
    st.touch()
    _refused(st, PlayCard("WARNING-B1"), "WARNING B cannot be carried out now: none of your "
             "ships has a ship directly behind it")
    st.platform[0] = 0
    st.touch()
    _refused(st, Enter("Z2-R4-1"), "Your Launch Platform is empty.")


def test_effect_decision_refusals() -> None:
    st = card_turn()
    place(st, {"Z1-R2-1": 0, "Z1-R3-1": 1})
    give(st, 0, "WARNING-B1")
    st.apply(PlayCard("WARNING-B1"))
    _refused(st, ChooseField("Z1-R3-1"), "That field is not one of the choices: Choose your "
             "ship to jump back.")
    _refused(st, ChoosePlayer(1), "Choose a field, not a player")
    _refused(st, Decline(), "The WARNING B must be carried out: it cannot be declined.")
    _refused(st, Enter("Z2-R4-1"), "First finish the WARNING B: Choose your ship to jump back.")
    _refused(st, Skip(), "First finish the WARNING B")


def test_take_decision_refusals() -> None:
    st = fresh(2)
    clear_board(st)
    place(st, {"Z1-R1-1": 0, "Z2-R4-1": 1})
    st.apply(Move("Z1-R1-1", st.board.wormhole))
    assert st.pending[-1]["kind"] == "take"
    _refused(st, TakeCard("BONUS"), "There is no BONUS deck")
    _refused(st, Enter("Z2-R4-2"), "Ship saved: first take one of the open Action Cards.")
    st.open["WARNING"] = None
    st.touch()
    _refused(st, TakeCard("WARNING"), "The open WARNING space is empty")


def test_not_your_decision() -> None:
    st = card_turn()
    place(st, {"Z1-R4-1": 0, "Z2-R4-1": 1})
    assert st.why_not(Move("Z2-R4-1", "Z2-R3-1"), seat=1) is not None
    assert Move("Z2-R4-1", "Z2-R3-1") not in st.legal_actions(1)


# ---------------------------------------------------------------- taking a card back


def test_a_played_card_can_be_taken_back_until_its_effect_is_carried_out() -> None:
    """Issue 15, item 9: a played card may be cancelled while its targets are chosen; the
    card returns to the hand, its VP change and the discard pile are undone."""
    st = card_turn()
    place(st, {"Z1-R2-1": 0, "Z1-R3-1": 1, "Z2-R4-1": 0})
    give(st, 0, "WARNING-B1")
    st.idle_skips = 1
    st.touch()
    before = st.to_dict()
    legal_before = st.legal_actions()
    events = st.apply(PlayCard("WARNING-B1"))
    assert events[0].reveals and st.vp[0] == before["vp"][0] + 2
    assert Cancel() in st.legal_actions() and st.why_not(Cancel()) is None
    st.apply(ChooseField("Z1-R2-1"))  # the ship is chosen: its landing field is still open
    assert Cancel() in st.legal_actions()
    assert st.describe(Cancel()) == "{seat0} takes back WARNING B"
    events = st.apply(Cancel())
    assert [(e.kind, e.text) for e in events] == [("cancel", "{seat0} takes back WARNING B")]
    after = st.to_dict()
    # the card was shown to everyone when played: it stays known, everything else is back
    assert after["public_cards"] == sorted({*before["public_cards"], "WARNING-B1"})
    assert {**after, "public_cards": None} == {**before, "public_cards": None}
    assert turn_start(st) and st.current_player == 0 and not st.acted
    assert st.legal_actions() == legal_before
    # played again and carried out, it counts as the turn's activity for the stalemate rule
    st.apply(PlayCard("WARNING-B1"))
    st.apply(ChooseField("Z1-R2-1"))
    st.apply(ChooseField("Z1-R4-1"))
    assert st.occupant["Z1-R4-1"] == 0 and st.idle_skips == 0 and st.discard == ["WARNING-B1"]
    assert Cancel() not in st.legal_actions()


def test_only_the_cards_player_can_take_it_back_before_others_choose() -> None:
    st = card_turn(3)
    place(st, {"Z1-R4-1": 0, "Z2-R4-2": 1, "Z1-R1-1": 2})
    give(st, 0, "WARNING-C1")
    st.apply(PlayCard("WARNING-C1"))
    assert Cancel() in st.legal_actions(0)
    st.apply(ChoosePlayer(1))
    assert st.current_player == 1 and Cancel() not in st.legal_actions(1)
    _refused(st, Cancel(), "The card can no longer be taken back: another player is choosing")


def test_skip_rewards_and_the_lost_ship_cannot_be_cancelled() -> None:
    st = card_turn()
    place(st, {"Z1-R3-1": 0, "Z1-R2-1": 1, "Z3-R2-2": 1})
    st.platform[0] = 0
    st.skip_pos[0] = 2
    st.touch()
    st.apply(Skip())  # to WARP: optional, declined rather than cancelled
    assert st.pending[-1]["source"] == "WARP" and Decline() in st.legal_actions()
    assert Cancel() not in st.legal_actions()
    _refused(st, Cancel(), "Only a played Action Card can be taken back, not the WARP.")


def test_cancel_round_trips_through_a_save() -> None:
    st = card_turn()
    place(st, {"Z1-R2-1": 0, "Z1-R3-1": 1})
    give(st, 0, "WARNING-B1")
    st.apply(PlayCard("WARNING-B1"))
    back = GAME.state_from_dict(st.to_dict())
    assert back.legal_actions() == st.legal_actions() and Cancel() in back.legal_actions()
    back.apply(Cancel())
    assert "WARNING-B1" in back.hands[0] and back.discard == []


# ---------------------------------------------------------------- effects


def _complete(st: EscapeState, effect: str, owner: int, chosen: tuple) -> bool:
    """Exhaustive search: some full sequence of choices exists from ``chosen`` on."""
    step = EFFECTS[effect].step(st, owner, chosen)
    return step is None or any(_complete(st, effect, owner, (*chosen, o)) for o in step.options)


def _every_option_leads_on(st: EscapeState, effect: str, owner: int, chosen: tuple) -> bool:
    step = EFFECTS[effect].step(st, owner, chosen)
    if step is None:
        return True
    return all(_complete(st, effect, owner, (*chosen, o))
               and _every_option_leads_on(st, effect, owner, (*chosen, o))
               for o in step.options)


@pytest.mark.parametrize("players", [2, 4])
def test_every_effect_option_leads_to_a_complete_effect(players: int) -> None:
    """What lets ``executable`` look at the next step only (effects module docstring)."""
    checked = 0
    for seed in range(3):
        s = Session.start(GAME, [Seat(str(i), "red", "random") for i in range(players)], seed)
        while not s.state.is_over:
            st = s.state
            if len(s.log) % 3 == 0:
                for effect in EFFECTS:
                    for owner in st.active_seats():
                        assert executable(st, effect, owner) == _complete(st, effect, owner, ())
                        assert _every_option_leads_on(st, effect, owner, ())
                        checked += 1
            s.apply(s.bot_action(st.current_player))
    assert checked > 1000


# ---------------------------------------------------------------- what a view asks


def test_ship_and_platform_problems_in_words() -> None:
    st = card_turn()
    st.lost_found = [False, False]
    place(st, {"Z1-R4-1": 0, "Z1-R3-1": 1, "Z1-R1-1": 0})
    st.platform[0] = 0
    st.touch()
    assert st.ship_problem(0, "Z1-R4-1") == (
        "Every field in front of this ship is occupied: it has to wait.")
    assert st.ship_problem(0, "Z1-R1-1") is None  # two ships left: one may be saved
    assert st.ship_problem(0, "Z1-R3-1") == "That is {seat1}'s ship."  # Bob's, named
    assert name_seats(st.ship_problem(0, "Z1-R3-1") or "", ["Ann", "Bob"]) == (
        "That is Bob's ship.")
    assert st.ship_problem(0, "Z2-R3-1") == "There is no ship on that field."
    assert st.platform_problem(0) == "Your Launch Platform is empty."
    assert st.platform_problem(1) is None
    assert st.platform_problem(0, 1) == "That is {seat1}'s Launch Platform."  # Bob's
    assert st.platform_problem(1, 1) is None
    st.occupant.pop("Z1-R4-1")
    st.touch()
    assert st.ship_problem(0, "Z1-R1-1") == (
        "Without your Lost Ship you can't save your last ship.")


def test_prompt_names_the_decision() -> None:
    st = GAME.new_game(2, 5)
    assert st.prompt() == "Choose a mission card to return"
    st = card_turn()
    place(st, {"Z1-R2-1": 0, "Z1-R3-1": 1})
    assert st.prompt() == "Play cards, then bring in a ship or move one"
    give(st, 0, "WARNING-B1")
    st.apply(PlayCard("WARNING-B1"))
    assert st.prompt() == "Choose your ship to jump back"
