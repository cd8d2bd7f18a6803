"""The decision stack's additions for games with automatic steps and open simultaneous steps
(game.core.decisions): ``Decision.auto`` run by ``settle``, ``automatic`` kinds, ``"open"``
seats, and a copy-on-write view that plays on without touching the state it came from."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

import pytest

from game.core.decisions import (
    Decision,
    DecisionStack,
    DecisionTable,
    Frame,
    automatic,
)
from game.core.fields import FieldsMixin, StateFields
from game.core.protocol import SIMULTANEOUS, Action, Event, IllegalActionError, Outcome
from game.core.rng import Rng


@dataclass(frozen=True)
class Pick(Action):
    KIND = "pick"
    n: int


@dataclass(frozen=True)
class Secret(Action):
    KIND = "secret"
    seat: int
    n: int


@dataclass(frozen=True)
class Grab(Action):
    KIND = "grab"
    seat: int


def deal(state: Race, frame: Frame, events: list[Event]) -> bool:
    """Automatic: deal a card, then ask seat 0 to pick, or open a secret round."""
    state.pending.pop()
    state.dealt += 1
    events.append(Event("deal", f"card {state.dealt}"))
    if state.dealt % 2:
        state.pending.append({"kind": "pick", "seat": 0})
    else:
        state.pending.append({"kind": "round", "open": [0, 1], "seats": [0, 1], "bids": {}})
    return False


def legal_pick(state: Race, frame: Frame, seat: int) -> list[Action]:
    return [Pick(1), Pick(2)]


def handle_pick(state: Race, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Pick)
    state.score[0] += action.n
    state.pending.pop()
    state.pending.append({"kind": "deal"})


def skip_when_over(state: Race, frame: Frame, events: list[Event]) -> bool:
    """A decision's automatic part: nothing to decide once the race is over."""
    if state.dealt >= 4:
        state.pending.pop()
        return False
    return True


def legal_round(state: Race, frame: Frame, seat: int) -> list[Action]:
    out: list[Action] = [Grab(seat)]
    if seat in frame["seats"]:
        out.append(Secret(seat, 1))
    return out


def handle_round(state: Race, frame: Frame, action: Action, events: list[Event]) -> None:
    if isinstance(action, Secret):
        frame["bids"][str(action.seat)] = action.n
        frame["seats"].remove(action.seat)
        if frame["seats"]:
            return
    assert isinstance(action, (Secret, Grab))
    state.score[action.seat] += 5
    state.pending.pop()
    state.pending.append({"kind": "deal"})


class Race(FieldsMixin, DecisionStack):
    FIELDS = StateFields(data=("pending", "score"), values=("dealt",))
    DECISIONS: ClassVar[DecisionTable[Race]] = DecisionTable(
        automatic("deal", deal),
        Decision("pick", legal_pick, handle_pick, auto=skip_when_over),
        Decision("round", legal_round, handle_round),
    )

    def __init__(self) -> None:
        self.pending, self.score, self.dealt, self.rng = [{"kind": "deal"}], [0, 0], 0, Rng(1)
        self.settle([])

    @property
    def is_over(self) -> bool:
        return not self.pending

    def outcome(self) -> Outcome:
        return Outcome(tuple(self.score), Outcome.rank(self.score))

    def view(self, seat: int) -> Race:
        return self.share(Rng(0), seat)

    def to_dict(self) -> dict[str, object]:
        return self.fields_to_dict()


def test_automatic_steps_run_until_a_decision_waits_and_their_events_are_returned():
    race = Race()
    assert race.dealt == 1 and race.current_player == 0
    events = race.apply(Pick(2))
    assert [e.text for e in events] == ["card 2"]
    assert race.current_player == SIMULTANEOUS and race.pending_seats() == (0, 1)


def test_an_automatic_kind_offers_no_action_and_cannot_be_handled():
    race = Race()
    race.pending = [{"kind": "deal", "seat": 0}]
    race.touch()
    assert race.legal_actions(0) == []
    with pytest.raises(IllegalActionError):
        race.DECISIONS["deal"].handle(race, race.pending[-1], Pick(1), [])


def test_open_seats_may_still_act_though_the_step_no_longer_waits_for_them():
    race = Race()
    race.apply(Pick(1))
    race.apply(Secret(0, 1))
    assert race.pending_seats() == (1,)
    assert race.legal_actions(0) == [Grab(0)]  # seat 0 gave its secret, may still grab
    assert race.actor(Grab(0)) == 0 and race.why_not(Grab(0)) is None
    race.apply(Grab(0))
    assert race.score == [6, 0] and race.current_player == 0


def test_a_decision_whose_auto_part_finds_nothing_to_do_is_skipped():
    race = Race()
    race.apply(Pick(1))
    race.apply(Grab(1))
    race.apply(Pick(1))  # card 4 dealt: a round
    race.apply(Grab(0))  # card 5 would be a pick, but the race is over: skipped
    assert race.is_over and race.pending == []


def test_a_view_playing_on_leaves_the_state_it_came_from_unchanged():
    race = Race()
    race.apply(Pick(1))
    view = race.view(0)
    view.apply(Secret(0, 1))
    assert race.pending[-1]["seats"] == [0, 1] and race.pending[-1]["bids"] == {}
    assert view.pending[-1]["seats"] == [1]
