"""Action Cards: which cards may be played, playing one, and carrying out an effect one
choice at a time (the ``effect`` decision, which the Skip rewards SWAP and WARP and the
Lost Ship's placement use too).

"An Action Card can only be played, if it can be executed: the action can be performed and
any VP penalties indicated on the card can be incurred." A played card goes to the discard
pile and its VP change is booked at once; its player may still take it back (``Cancel``)
while they are the one choosing its targets, until its effect is carried out.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.escape.rules import effects as fx
from game.escape.rules.actions import Cancel, ChooseField, ChoosePlayer, Decline
from game.escape.rules.position import TURN, EscapePosition, who

# ------------------------------------------------------------------ playing a card


def playable_cards(st: EscapePosition, seat: int) -> list[str]:
    """The cards in ``seat``'s hand that may be played now: executable, VP payable."""
    if st.no_cards or not st.hands[seat]:
        return []
    ok: dict[str, bool] = {}
    cards = st.data.cards
    vp = st.vp[seat]
    for cid in st.hands[seat]:
        ct = cards[cid]
        if ct.name not in ok:
            ok[ct.name] = vp + ct.played >= 0 and fx.executable(st, ct.effect, seat)
    return sorted(cid for cid in st.hands[seat] if ok[cards[cid].name])


def card_problem(st: EscapePosition, seat: int, cid: str) -> str | None:
    """Why ``seat`` cannot play card ``cid`` now, in a player's words (None: it can)."""
    if st.no_cards:
        return "This game is played without cards."
    if cid not in st.data.cards:
        return f"There is no Action Card {cid!r}."
    if cid not in st.hands[seat]:
        return "That card is not in your hand."
    effect = st.frame_of(fx.EFFECT)
    if effect is not None and st.turn == seat and not st.acted:
        # still the start of the turn (a card's effect, or the Lost Ship a card's ship
        # found, is chosen first): the next card waits for it, as the effect refuses it
        return _finish_first(st, effect)
    top = st.pending[-1] if st.pending else None
    if st.over or top is None or top["kind"] != TURN or st.turn != seat:
        return "Cards are played only at the start of your turn."
    ct = st.data.cards[cid]
    if st.vp[seat] + ct.played < 0:
        return f"{ct.name} costs {-ct.played} VP and you have {st.vp[seat]}."
    if not fx.executable(st, ct.effect, seat):
        return f"{ct.name} cannot be carried out now: {fx.EFFECTS[ct.effect].impossible}"
    return None


def play(st: EscapePosition, seat: int, cid: str, events: list[Event]) -> None:
    """Play ``cid``: shown to all, discarded, its VP booked; its effect's choices follow."""
    ct = st.data.cards[cid]
    st.hands[seat].remove(cid)
    st.public_cards.discard(cid)
    st.discard.append(cid)
    st.vp[seat] += ct.played
    st.vp_cards[seat] += ct.played
    st.pending.append(fx.effect_frame(ct.effect, seat, ct.name, optional=False))
    sign = "+" if ct.played >= 0 else ""
    events.append(Event("card", f"{who(seat)} plays {ct.name} ({sign}{ct.played} VP): {ct.text}",
                        seat, {"card": cid}, reveals=True))


def played_card(st: EscapePosition, frame: Frame) -> str | None:
    """The card whose effect ``frame`` carries out (None: a Skip reward or the Lost Ship).

    A card's effect is chosen right after it is played and before any other card can be,
    so that card is the top of the discard pile and the frame is named after it."""
    cid = st.discard[-1] if st.discard else None
    if cid is not None and st.data.cards[cid].name == frame["source"]:
        return cid
    return None


class Resolving(NamedTuple):
    """The effect being carried out (the ``effect`` decision on top of the stack), as the
    prompt bar, the detail line, the ring's chosen-field marks and the bots ask for it."""

    #: whose card, Skip reward or Lost Ship it is (a WARNING C or E opponent only chooses)
    owner: int
    #: what caused it, as the log names it: the card's name, "SWAP", "WARP", "Lost Ship"
    source: str
    #: the Action Card played (None: a Skip reward or the Lost Ship)
    card: str | None
    #: the Skip reward used, "swap" or "warp" (None: a card or the Lost Ship; neither: the
    #: Lost Ship's placement)
    reward: str | None
    #: the choices made so far, in order: fields by id, players by seat
    chosen: tuple[str | int, ...]


def resolving(st: EscapePosition) -> Resolving | None:
    """The effect under way (None: the top decision is not an effect, or nothing is
    pending)."""
    frame = st.frame_of(fx.EFFECT)
    if frame is None:
        return None
    card = played_card(st, frame)
    source = str(frame["source"])
    reward = source.lower() if card is None and source.lower() in fx.SKIP_EFFECTS else None
    return Resolving(int(frame["owner"]), source, card, reward, tuple(frame["chosen"]))


def cancel_problem(st: EscapePosition, frame: Frame) -> str | None:
    """Why the card being carried out cannot be taken back now (None: it can)."""
    if played_card(st, frame) is None:
        return f"Only a played Action Card can be taken back, not the {frame['source']}."
    step = fx.current_step(st, frame)
    if step is None or step.decider != frame["owner"]:
        return "The card can no longer be taken back: another player is choosing for it."
    return None


def take_back(st: EscapePosition, frame: Frame, events: list[Event]) -> None:
    """Undo the play of the card ``frame`` carries out: back to the hand (at its end, now
    known to everyone: it was shown), off the discard pile, its VP change reversed."""
    cid = played_card(st, frame)
    assert cid is not None
    seat = int(frame["owner"])
    ct = st.data.cards[cid]
    st.pending.pop()
    st.discard.pop()
    st.hands[seat].append(cid)
    st.public_cards.add(cid)
    st.vp[seat] -= ct.played
    st.vp_cards[seat] -= ct.played
    events.append(Event("cancel", f"{who(seat)} takes back {ct.name}", seat, {"card": cid}))


# ------------------------------------------------------------------ the effect decision


def effect_text(st: EscapePosition, frame: Frame) -> str:
    """The effect in words, after it is resolved: fields by zone and ring, seats as
    placeholders; ``o<i>`` names the owner of the ship now on the i-th chosen field."""
    names: dict[str, str] = {}
    for i, c in enumerate(frame["chosen"]):
        if isinstance(c, int):
            names[f"c{i}"] = who(c)
            continue
        names[f"c{i}"] = st.board.where(str(c))
        owner = st.occupant.get(str(c))
        names[f"o{i}"] = who(owner) if owner is not None else "nobody"
    text = fx.EFFECTS[frame["effect"]].text.format(who=who(frame["owner"]), **names)
    return f"{frame['source']}: {text}"


def _legal(st: EscapePosition, frame: Frame, seat: int) -> list[Action]:
    step = fx.current_step(st, frame)
    acts: list[Action] = []
    if step is not None:
        if step.kind == "field":
            acts = [ChooseField(str(o)) for o in step.options]
        else:
            acts = [ChoosePlayer(int(o)) for o in step.options]
    if frame["optional"] and not frame["chosen"]:
        acts.append(Decline())
    if cancel_problem(st, frame) is None:
        acts.append(Cancel())
    return acts


def _choose(st: EscapePosition, frame: Frame, choice: str | int, events: list[Event]) -> None:
    frame["chosen"].append(choice)
    if fx.current_step(st, frame) is not None:
        return
    st.pending.pop()
    if played_card(st, frame) is not None:
        st.idle_skips = 0  # a card carried out counts as a move for the stalemate rule
    fx.EFFECTS[frame["effect"]].resolve(st, frame["owner"], tuple(frame["chosen"]))
    events.append(Event("effect", effect_text(st, frame), frame["owner"],
                        {"effect": frame["effect"], "chosen": list(frame["chosen"])}))


def _decline(st: EscapePosition, frame: Frame, events: list[Event]) -> None:
    st.pending.pop()
    seat = int(frame["owner"])
    events.append(Event("decline", f"{who(seat)} does not use the {frame['source']}", seat))


#: what each action of the effect decision does
_DO: dict[type[Action], Callable[[EscapePosition, Frame, Any, list[Event]], None]] = {
    ChooseField: lambda st, frame, a, events: _choose(st, frame, a.field, events),
    ChoosePlayer: lambda st, frame, a, events: _choose(st, frame, a.player, events),
    Decline: lambda st, frame, a, events: _decline(st, frame, events),
    Cancel: lambda st, frame, a, events: take_back(st, frame, events),
}


def _handle(st: EscapePosition, frame: Frame, action: Action, events: list[Event]) -> None:
    _DO[type(action)](st, frame, action, events)


def _deciding(st: EscapePosition, frame: Frame) -> str:
    step = fx.current_step(st, frame)
    return who(step.decider if step else int(frame["owner"]))


#: the log text of each action of the effect decision
_SAY: dict[type[Action], Callable[[EscapePosition, Frame, Any], str]] = {
    ChooseField: lambda st, frame, a: f"{_deciding(st, frame)} chooses {st.board.where(a.field)}",
    ChoosePlayer: lambda st, frame, a: f"{_deciding(st, frame)} chooses {who(a.player)}",
    Decline: lambda st, frame, a: f"{_deciding(st, frame)} declines the reward",
    Cancel: lambda st, frame, a: f"{_deciding(st, frame)} takes back {frame['source']}",
}


def _describe(st: EscapePosition, frame: Frame, action: Action) -> str:
    say = _SAY.get(type(action))
    return say(st, frame, action) if say else f"{_deciding(st, frame)}: {action}"


def _refuse_choice(st: EscapePosition, frame: Frame, action: Action) -> str:
    step = fx.current_step(st, frame)
    if step is None:
        return "Nothing is left to choose."
    wanted = "field" if isinstance(action, ChooseField) else "player"
    if step.kind != wanted:
        return f"Choose a {step.kind}, not a {wanted}: {step.prompt}."
    return f"That {wanted} is not one of the choices: {step.prompt}."


def _refuse_decline(st: EscapePosition, frame: Frame, action: Action) -> str:
    if not frame["optional"]:
        return f"The {frame['source']} must be carried out: it cannot be declined."
    return f"The {frame['source']} is under way: finish it."


#: why each action of the effect decision is refused
_REFUSE: dict[type[Action], Callable[[EscapePosition, Frame, Action], str | None]] = {
    ChooseField: _refuse_choice,
    ChoosePlayer: _refuse_choice,
    Decline: _refuse_decline,
    Cancel: lambda st, frame, a: cancel_problem(st, frame),
}


def _finish_first(st: EscapePosition, frame: Frame) -> str:
    """What a player is told who tries anything else while the effect ``frame`` carries
    out waits for its next choice: finish it first, and what that choice is."""
    step = fx.current_step(st, frame)
    return f"First finish the {frame['source']}: {step.prompt if step else ''}."


def _refuse(st: EscapePosition, frame: Frame, action: Action) -> str:
    refuse = _REFUSE.get(type(action))
    reason = refuse(st, frame, action) if refuse else None
    return reason or _finish_first(st, frame)


DECISIONS = [Decision(fx.EFFECT, _legal, _handle, _describe, _refuse)]
