"""Game Setup: Mission Cards dealt, the Action Card decks shuffled with one card of each
revealed, one ALERT card dealt to each player; then each player gives one of the three dealt
Mission Cards back (the ``mission`` decision) before the first turn.

The 2-player variant without cards skips the cards and the missions.
"""

from __future__ import annotations

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.core.rng import Rng
from game.escape.rules.actions import ReturnMission
from game.escape.rules.data import DECKS
from game.escape.rules.position import TURN, EscapePosition, who

MISSION = "mission"


def deal(st: EscapePosition, seed: int) -> None:
    """Game Setup as printed, from the seeded RNG."""
    st.rng = Rng(seed)
    if st.no_cards:
        return
    n, d = st.num_players, st.data
    st.mission_deck = d.mission_ids(n)
    st.rng.shuffle(st.mission_deck)
    for s in range(n):
        st.dealt[s] = [st.mission_deck.pop() for _ in range(d.missions_dealt)]
    for deck in DECKS:
        st.decks[deck] = d.card_ids(deck)
        st.rng.shuffle(st.decks[deck])
        st.open[deck] = st.decks[deck].pop()
    for s in range(n):
        for _ in range(d.alert_dealt):
            st.hands[s].append(st.decks["ALERT"].pop())
    # the first player gives a card back first (top of the stack), then the others in turn
    st.pending = [{"kind": TURN}, *({"kind": MISSION, "seat": s} for s in reversed(range(n)))]
    st.touch()


def _legal(st: EscapePosition, frame: Frame, seat: int) -> list[Action]:
    return [ReturnMission(m) for m in st.dealt[seat]]


def _handle(st: EscapePosition, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, ReturnMission)
    seat = int(frame["seat"])
    st.pending.pop()
    st.dealt[seat].remove(action.mission)
    st.mission_deck.insert(0, action.mission)
    st.missions[seat] = st.dealt[seat]
    st.dealt[seat] = []
    events.append(Event("return_mission", f"{who(seat)} returns a mission card", seat))


def _describe(st: EscapePosition, frame: Frame, action: Action) -> str:
    return f"{who(int(frame['seat']))} returns a mission card"


def _refuse(st: EscapePosition, frame: Frame, action: Action) -> str:
    if isinstance(action, ReturnMission):
        return "That Mission Card was not dealt to you: give back one of your three."
    return "First give back one of the three Mission Cards you were dealt."


DECISIONS = [Decision(MISSION, _legal, _handle, _describe, _refuse)]
