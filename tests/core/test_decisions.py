"""The shared decision stack and declared state fields (game.core.decisions, game.core.fields),
on a small card game made for the test: a turn decision that may push a follow-up, a
simultaneous vote, hidden hands and a deck."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from game.core.decisions import Decision, DecisionStack, DecisionTable, Frame
from game.core.fields import FieldsMixin, StateFields
from game.core.protocol import (
    SIMULTANEOUS,
    TERMINAL,
    Action,
    Event,
    IllegalActionError,
    Outcome,
)
from game.core.rng import Rng


@dataclass(frozen=True)
class Play(Action):
    KIND = "play"
    card: int


@dataclass(frozen=True)
class Give(Action):
    KIND = "give"
    to: int


@dataclass(frozen=True)
class Vote(Action):
    KIND = "vote"
    seat: int
    yes: bool


def legal_play(state: Cards, frame: Frame, seat: int) -> list[Action]:
    return [Play(c) for c in sorted(state.hands[seat])]


def handle_play(state: Cards, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Play)
    seat = frame["seat"]
    state.hands[seat].remove(action.card)
    state.pending.pop()
    events.append(Event("play", f"{{seat{seat}}} plays {action.card}", seat))
    if action.card % 2 == 0:  # an even card is given away: a follow-up decision
        state.pending.append({"kind": "give", "seat": seat, "card": action.card})


def refuse_play(state: Cards, frame: Frame, action: Action) -> str | None:
    if isinstance(action, Play):
        return f"You do not hold a {action.card}."
    return None


def legal_give(state: Cards, frame: Frame, seat: int) -> list[Action]:
    return [Give(s) for s in range(state.num_players) if s != seat]


def handle_give(state: Cards, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Give)
    state.hands[action.to].append(frame["card"])
    state.pending.pop()


def legal_vote(state: Cards, frame: Frame, seat: int) -> list[Action]:
    return [Vote(seat, True), Vote(seat, False)]


def handle_vote(state: Cards, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Vote)
    frame["seats"].remove(action.seat)
    state.votes[action.seat] = action.yes
    if not frame["seats"]:
        state.pending.pop()


class Cards(FieldsMixin, DecisionStack):
    FIELDS = StateFields(data=("hands", "deck", "votes", "pending"), values=("turn", "num_players"),
                         int_keyed=("votes",))
    DECISIONS: ClassVar[DecisionTable[Any]] = DecisionTable(
        Decision("play", legal_play, handle_play, refuse=refuse_play,
                 describe=lambda s, f, a: f"plays {a}"),
        Decision("give", legal_give, handle_give,
                 ask=lambda s, f: f"give the {f['card']} to another player"),
        Decision("vote", legal_vote, handle_vote),
    )

    def __init__(self, seed: int = 1) -> None:
        self.rng = Rng(seed)
        self.num_players = 3
        self.deck = list(range(1, 13))
        self.rng.shuffle(self.deck)
        self.hands = [[self.deck.pop() for _ in range(2)] for _ in range(3)]
        self.votes: dict[int, bool] = {}
        self.turn = 0
        self.pending: list[Frame] = [{"kind": "play", "seat": 0}]

    def after_action(self, events: list[Event]) -> None:
        if not self.pending and not self.is_over:
            self.turn = (self.turn + 1) % 3
            if self.turn == 0 and not self.votes:
                self.pending.append({"kind": "vote", "seats": [0, 1, 2]})
            else:
                self.pending.append({"kind": "play", "seat": self.turn})

    @property
    def is_over(self) -> bool:
        return any(not h for h in self.hands) or (len(self.votes) == 3 and not self.pending)

    def outcome(self) -> Outcome:
        return Outcome((0, 0, 0), (1, 1, 1))

    def view(self, seat: int) -> Cards:
        v = self.share(Rng(0, stream=seat), seat)
        v.hands = [h if s == seat else [0] * len(h) for s, h in enumerate(self.hands)]
        v.deck = sorted(self.deck)
        return v

    def to_dict(self) -> dict[str, Any]:
        return self.fields_to_dict()


def test_legal_actions_apply_and_follow_up_decisions() -> None:
    s = Cards()
    hand = sorted(s.hands[0])
    assert s.current_player == 0
    assert s.legal_actions() == [Play(c) for c in hand]
    assert s.legal_actions(1) == []
    even = next((c for c in hand if c % 2 == 0), None)
    if even is None:
        pytest.skip("seed dealt no even card")
    s.apply(Play(even))
    assert s.current_player == 0 and s.top() == {"kind": "give", "seat": 0, "card": even}
    s.apply(Give(2))
    assert even in s.hands[2] and s.current_player == 1


def test_refusal_reasons_come_from_the_table() -> None:
    s = Cards()
    missing = next(c for c in range(1, 13) if c not in s.hands[0])
    assert s.why_not(Play(missing)) == f"You do not hold a {missing}."
    assert s.why_not(Play(sorted(s.hands[0])[0])) is None
    with pytest.raises(IllegalActionError) as err:
        s.apply(Play(missing))
    assert err.value.reason == f"You do not hold a {missing}."
    # a decision without its own refuse sentence lists what is allowed
    assert s.why_not(Give(1)) is not None and "You may: play" in (s.why_not(Give(1)) or "")


def test_describe_uses_the_decision_of_the_moment() -> None:
    s = Cards()
    assert s.describe(Play(3)) == "plays Play(card=3)"


def test_asks_words_the_decision_now_or_says_nothing() -> None:
    """A decision that declares its ``ask`` is worded by it; one that declares none, and
    a finished game, ask nothing (a prompt then says only whose turn it is)."""
    s = Cards()
    assert s.asks() == ""  # "play" declares no ask
    s.pending = [{"kind": "give", "seat": 0, "card": 4}]
    s.touch()
    assert s.asks() == "give the 4 to another player"
    s.hands[1] = []
    assert s.is_over and s.asks() == ""


def test_another_kind_of_action_is_refused_with_what_the_decision_asks_first() -> None:
    """``why_not`` of another kind of action than the decision takes, which its ``refuse``
    says nothing of, is its ``ask``, first ("Give the 4 to another player first.": the
    prompt's words); the same kind, or a decision with no ask, gets the generic sentence."""
    s = Cards()
    s.pending = [{"kind": "give", "seat": 0, "card": 4}]
    s.touch()
    assert s.why_not(Play(4), 0) == "Give the 4 to another player first."
    assert s.why_not(Give(0), 0) == "You cannot give now. You may: give."
    s.pending = [{"kind": "play", "seat": 0}]
    s.touch()
    assert s.why_not(Give(1), 0) == "You cannot give now. You may: play."


def test_legal_actions_are_computed_once_per_position(monkeypatch: pytest.MonkeyPatch) -> None:
    s = Cards()
    calls: list[int] = []

    def counting(state: Cards, frame: Frame, seat: int) -> list[Action]:
        calls.append(seat)
        return legal_play(state, frame, seat)

    table = DecisionTable(
        Decision("play", counting, handle_play), Cards.DECISIONS["give"], Cards.DECISIONS["vote"]
    )
    monkeypatch.setattr(Cards, "DECISIONS", table)
    odd = [a for a in s.legal_actions() if isinstance(a, Play) and a.card % 2]
    s.apply(odd[0] if odd else s.legal_actions()[0])
    assert calls == [0], "apply reused the listed actions"


def test_simultaneous_vote() -> None:
    s = Cards()
    s.pending = [{"kind": "vote", "seats": [0, 1, 2]}]
    s.touch()
    assert s.current_player == SIMULTANEOUS and s.pending_seats() == (0, 1, 2)
    assert s.legal_actions() == []  # no single seat to ask for
    s.apply(Vote(1, True))
    assert s.pending_seats() == (0, 2)
    with pytest.raises(IllegalActionError):
        s.apply(Vote(1, False))  # seat 1 voted already
    s.apply(Vote(0, False))
    s.apply(Vote(2, True))
    assert s.is_over and s.current_player == TERMINAL and s.votes == {0: False, 1: True, 2: True}


def test_clone_is_independent_and_equal() -> None:
    s = Cards()
    c = s.clone()
    assert c == s and c is not s
    c.apply(c.legal_actions()[0])
    assert c != s
    assert s.legal_actions()[0] == Cards().legal_actions()[0]


def test_save_round_trip_with_int_keys() -> None:
    s = Cards()
    s.votes = {2: True}
    again = Cards.from_fields(s.to_dict())
    assert again == s and again.votes == {2: True}


def test_from_fields_names_a_missing_field() -> None:
    data = Cards().to_dict()
    del data["deck"]
    with pytest.raises(ValueError, match="deck"):
        Cards.from_fields(data)


def test_view_hides_and_shares_without_copying_until_changed() -> None:
    s = Cards()
    v = s.view(1)
    assert v.hands[1] == s.hands[1] and v.hands[0] == [0, 0]
    assert v.deck == sorted(s.deck)
    assert v.hands[1] is s.hands[1], "public data is shared, not copied"
    # hidden information changed in the real state never reaches the view
    s.hands[0][0] = 99
    assert v.hands[0] == [0, 0]


def test_applying_to_a_view_never_changes_the_real_state() -> None:
    s = Cards()
    s.pending = [{"kind": "play", "seat": 1}]
    s.touch()
    before = s.clone()
    v = s.view(1)
    v.apply(v.legal_actions(1)[0])
    assert s == before


def test_a_view_carries_its_seats_legal_actions() -> None:
    s = Cards()
    legal = s.legal_actions(0)
    assert s.view(0).legal_actions(0) is legal


def test_duplicate_declarations_are_refused() -> None:
    with pytest.raises(ValueError, match="twice"):
        StateFields(data=("a",), values=("a",))
    with pytest.raises(ValueError, match="int_keyed"):
        StateFields(values=("a",), int_keyed=("a",))
