"""What Action Cards, the Skip rewards SWAP and WARP, and placing a found Lost Ship do,
one choice at a time.

Each effect is a short sequence of choices (a ship, a field, a player). ``step`` lists the
options of the next choice given those made so far and says who decides (WARNING C and E
let the chosen opponent pick); ``None`` means every choice is made and ``resolve`` carries
the effect out. A card "can be executed" when some complete sequence of choices exists
(:func:`executable`). Upright ships (charging a WARP) cannot be moved by swaps or cards.

Every step offers only options that lead on to a complete sequence (a ship is offered only
when it has somewhere to go, a player only when they have a ship to move and a field to
move it to), so an effect can be carried out exactly when its next step has an option:
tests/escape/test_decisions.py checks this against an exhaustive search over random
positions of random games.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from game.core.decisions import Frame
from game.escape.rules.position import EscapePosition

#: the one decision kind of every effect (see ``cards``): its frame holds the effect, its
#: owner, its source (a card name, SWAP, WARP or Lost Ship), the choices made so far and
#: whether it may be declined
EFFECT = "effect"

Chosen = tuple[str | int, ...]


@dataclass(frozen=True)
class Step:
    decider: int
    kind: Literal["field", "player"]
    options: tuple[str | int, ...]
    prompt: str


StepFn = Callable[["EscapePosition", int, Chosen], Step | None]
ResolveFn = Callable[["EscapePosition", int, Chosen], None]


@dataclass(frozen=True)
class Effect:
    name: str
    step: StepFn
    resolve: ResolveFn
    #: log text, formatted after ``resolve``: {who} is the card's player; {c0}, {c1}, ... the
    #: choices made (fields in words, players as seat placeholders); {o0}, {o1}, ... the
    #: owner of the ship now on the chosen field
    text: str = "{who}: {c0}"
    #: why it cannot be carried out now, when no complete sequence of choices exists
    impossible: str = "no ship or field fits its action."
    #: a faster answer to "does the first step have an option?" (None: list them)
    possible: Callable[[EscapePosition, int], bool] | None = None


# ------------------------------------------------------------------ helpers


def _own_free(st: EscapePosition, seat: int) -> list[str]:
    """The seat's ships that cards and swaps may touch (lying, on the board)."""
    upright = st.upright
    return [f for f in st.ships_on_board(seat) if f not in upright]


def _opp_free(st: EscapePosition, seat: int, f: str) -> bool:
    owner = st.occupant.get(f)
    return owner is not None and owner != seat and f not in st.upright


def _empty(st: EscapePosition, fields: tuple[str, ...] | list[str]) -> list[str]:
    return [f for f in fields if f not in st.occupant]


def _ahead(st: EscapePosition, f: str) -> list[str]:
    return [t for t, _ in st.board.forward[f] if t != st.board.wormhole]


def _behind(st: EscapePosition, f: str) -> list[str]:
    return [t for t, _ in st.board.behind[f]]


def _step(decider: int, kind: Literal["field", "player"], options: Sequence[str | int],
          prompt: str) -> Step:
    return Step(decider, kind, tuple(options), prompt)


class _ShipThen:
    """A two-step effect's steps: choose one of your ships (one that has a field to go
    to), then a field for it."""

    def __init__(self, first: Callable[[EscapePosition, int], list[str]],
                 second: Callable[[EscapePosition, int, str], list[str]],
                 prompts: tuple[str, str]) -> None:
        self.first, self.second, self.prompts = first, second, prompts

    def __call__(self, st: EscapePosition, owner: int, chosen: Chosen) -> Step | None:
        if not chosen:
            ships = [f for f in self.first(st, owner) if self.second(st, owner, f)]
            return _step(owner, "field", ships, self.prompts[0])
        if len(chosen) == 1:
            return _step(owner, "field", self.second(st, owner, str(chosen[0])), self.prompts[1])
        return None

    def possible(self, st: EscapePosition, owner: int) -> bool:
        """Some ship has a field to go to (the first step has an option), found without
        listing them all: what deciding whether a card may be played needs."""
        return any(self.second(st, owner, f) for f in self.first(st, owner))


def _ship_then(first: Callable[[EscapePosition, int], list[str]],
               second: Callable[[EscapePosition, int, str], list[str]],
               prompts: tuple[str, str]) -> _ShipThen:
    return _ShipThen(first, second, prompts)


def _one_field(fields: Callable[[EscapePosition, int], list[str]], prompt: str) -> StepFn:
    """A one-step effect: choose one of ``fields`` (one of your ships, or an empty field)."""

    def step(st: EscapePosition, owner: int, chosen: Chosen) -> Step | None:
        return None if chosen else _step(owner, "field", fields(st, owner), prompt)

    return step


def _empty_outer_if_on_platform(st: EscapePosition, owner: int) -> list[str]:
    return _empty(st, st.board.start_fields) if st.platform[owner] > 0 else []


_own_to_platform_step = _one_field(_own_free, "Choose a ship to send back")
_extra_launch_step = _one_field(_empty_outer_if_on_platform, "Choose an empty outer field")
_charge_step = _one_field(_own_free, "Choose a ship to set upright")
_place_lost_step = _one_field(_empty_outer_if_on_platform,
                              "Place your Lost Ship on an empty outer field")


# ------------------------------------------------------------------ WARNING cards


def _own_to_platform(st: EscapePosition, owner: int, chosen: Chosen) -> None:
    st.remove_ship(str(chosen[0]))
    st.platform[owner] += 1


def _jump_targets(st: EscapePosition, owner: int, f: str) -> list[str]:
    return sorted({z for y in _behind(st, f) if y in st.occupant
                   for z in _behind(st, y) if z not in st.occupant})


_jump_back_step = _ship_then(lambda st, o: _own_free(st, o), _jump_targets,
                             ("Choose your ship to jump back", "Choose where it lands"))


def _relocate(st: EscapePosition, owner: int, chosen: Chosen) -> None:
    st.relocate_ship(str(chosen[0]), str(chosen[1]))


def _inner_movers(st: EscapePosition, seat: int) -> list[str]:
    return [f for f in _own_free(st, seat) if st.board.fields[f].ring != 1]


def _opponent_to_inner_step(st: EscapePosition, owner: int, chosen: Chosen) -> Step | None:
    empty_inner = _empty(st, st.board.inner_fields)
    if not chosen:
        seats = [s for s in st.other_seats(owner) if empty_inner and _inner_movers(st, s)]
        return _step(owner, "player", seats, "Choose the player who moves a ship inward")
    seat = int(chosen[0])
    if len(chosen) == 1:
        return _step(seat, "field", _inner_movers(st, seat), "Choose your ship to move inward")
    if len(chosen) == 2:
        return _step(seat, "field", empty_inner, "Choose an empty inner field")
    return None


def _opponent_to_inner(st: EscapePosition, owner: int, chosen: Chosen) -> None:
    st.relocate_ship(str(chosen[1]), str(chosen[2]))


_own_to_outer_step = _ship_then(
    lambda st, o: _own_free(st, o),
    lambda st, o, f: [t for t in _empty(st, st.board.outer_fields) if t != f],
    ("Choose your ship", "Choose an empty outer field"))


def _opponent_enters_step(st: EscapePosition, owner: int, chosen: Chosen) -> Step | None:
    empty_outer = _empty(st, st.board.start_fields)
    if not chosen:
        seats = [s for s in st.other_seats(owner) if st.platform[s] > 0 and empty_outer]
        return _step(owner, "player", seats, "Choose the player who brings in a ship")
    if len(chosen) == 1:
        return _step(int(chosen[0]), "field", empty_outer, "Choose an empty outer field")
    return None


def _opponent_enters(st: EscapePosition, owner: int, chosen: Chosen) -> None:
    st.enter_ship(int(chosen[0]), str(chosen[1]))


_swap_behind_step = _ship_then(
    lambda st, o: _own_free(st, o),
    lambda st, o, f: [y for y in _behind(st, f) if _opp_free(st, o, y)],
    ("Choose your ship", "Choose the ship behind it to swap with"))


def _swap(st: EscapePosition, owner: int, chosen: Chosen) -> None:
    st.swap_ships(str(chosen[0]), str(chosen[1]))


# ------------------------------------------------------------------ ALERT cards and Skip


_advance_step = _ship_then(
    lambda st, o: _own_free(st, o),
    lambda st, o, f: _empty(st, _ahead(st, f)),
    ("Choose your ship", "Choose the empty field in front of it"))

_swap_front_step = _ship_then(
    lambda st, o: _own_free(st, o),
    lambda st, o, f: [y for y in _ahead(st, f) if _opp_free(st, o, y)],
    ("Choose your ship", "Choose the ship in front of it to swap with"))


def _extra_launch(st: EscapePosition, owner: int, chosen: Chosen) -> None:
    st.enter_ship(owner, str(chosen[0]))


def _push_back_step(st: EscapePosition, owner: int, chosen: Chosen) -> Step | None:
    if not chosen:
        ships = [f for f in st.board.names if _opp_free(st, owner, f)
                 and _empty(st, _behind(st, f))]
        return _step(owner, "field", ships, "Choose another player's ship to push back")
    if len(chosen) == 1:
        return _step(owner, "field", _empty(st, _behind(st, str(chosen[0]))),
                     "Choose the empty field behind it")
    return None


_to_second_ring_step = _ship_then(
    lambda st, o: [f for f in _own_free(st, o) if st.board.fields[f].ring > 2],
    lambda st, o, f: _empty(st, st.board.ring_fields(2)),
    ("Choose your ship", "Choose an empty second-ring field"))


def _charge(st: EscapePosition, owner: int, chosen: Chosen) -> None:
    st.set_upright(str(chosen[0]))


# ------------------------------------------------------------------ the Lost Ship

#: the Lost Ship, once found, is placed on the outer ring at once (see ``EscapePosition``)
PLACE_LOST = "place_lost"


EFFECTS: dict[str, Effect] = {
    e.name: e
    for e in (
        Effect("own_to_platform", _own_to_platform_step, _own_to_platform,
               "{who} puts a ship from {c0} back on the Launch Platform",
               impossible="you have no lying ship on the board to send back."),
        Effect("jump_back", _jump_back_step, _relocate,
               "{who} jumps a ship back from {c0} to {c1}",
               impossible=("none of your ships has a ship directly behind it with an empty field "
                           "behind that."),
               possible=_jump_back_step.possible),
        Effect("opponent_to_inner", _opponent_to_inner_step, _opponent_to_inner,
               "{c0} moves a ship from {c1} to {c2}",
               impossible=("no other player has a ship that could move to an empty inner-ring "
                           "field.")),
        Effect("own_to_outer", _own_to_outer_step, _relocate,
               "{who} moves a ship from {c0} to {c1}",
               impossible="none of your ships can move to an empty outer-ring field.",
               possible=_own_to_outer_step.possible),
        Effect("opponent_enters", _opponent_enters_step, _opponent_enters,
               "{c0} brings a new ship onto {c1}",
               impossible=("no other player has a ship left to bring in, or the outer ring is "
                           "full.")),
        Effect("swap_behind", _swap_behind_step, _swap,
               "{who} swaps places with {o0}: from {c0} back to {c1}",
               impossible="none of your ships has another player's ship directly behind it.",
               possible=_swap_behind_step.possible),
        Effect("advance", _advance_step, _relocate, "{who} moves a ship from {c0} to {c1}",
               impossible="none of your ships has an empty field directly in front of it.",
               possible=_advance_step.possible),
        Effect("swap_front", _swap_front_step, _swap,
               "{who} swaps places with {o0}: from {c0} forward to {c1}",
               impossible=("none of your ships has another player's ship directly in front of "
                           "it."),
               possible=_swap_front_step.possible),
        Effect("extra_launch", _extra_launch_step, _extra_launch,
               "{who} brings a new ship onto {c0}",
               impossible="your Launch Platform is empty, or the outer ring is full."),
        Effect("push_back", _push_back_step, _relocate,
               "{who} pushes a ship of {o1} back from {c0} to {c1}",
               impossible="no other player's ship has an empty field directly behind it."),
        Effect("to_second_ring", _to_second_ring_step, _relocate,
               "{who} hyperjumps a ship from {c0} to {c1}",
               impossible=("none of your ships is outside the second ring, or the second ring is "
                           "full."),
               possible=_to_second_ring_step.possible),
        Effect("charge", _charge_step, _charge, "{who} sets the ship on {c0} upright",
               impossible="you have no lying ship on the board to set upright."),
        Effect(PLACE_LOST, _place_lost_step, _extra_launch,
               "{who} places the Lost Ship on {c0}",
               impossible="the outer ring is full."),
    )
}

#: Skip rewards that are effects (field 2, "wait", does nothing)
SKIP_EFFECTS: dict[str, str] = {"swap": "swap_front", "warp": "charge"}


def executable(st: EscapePosition, effect: str, owner: int, chosen: Chosen = ()) -> bool:
    """True when some complete sequence of choices exists from ``chosen`` on: every
    choice made, or the next one has an option (each option leads on: module docstring)."""
    eff = EFFECTS[effect]
    if not chosen and eff.possible is not None:
        return eff.possible(st, owner)
    step = eff.step(st, owner, chosen)
    return step is None or bool(step.options)


# ------------------------------------------------------------------ the effect decision's frame


def effect_frame(effect: str, owner: int, source: str, optional: bool) -> Frame:
    """The pending decision that carries out ``effect`` for ``owner``, one choice at a time;
    ``source`` names what caused it (a card's name, SWAP, WARP, Lost Ship)."""
    return {"kind": EFFECT, "effect": effect, "owner": owner, "source": source, "chosen": [],
            "optional": optional}


def current_step(st: EscapePosition, frame: Frame) -> Step | None:
    """The next choice of the effect ``frame`` (None: every choice is made).

    Worked out once per position and reused by ``decider``, the legal actions, the prompt
    and the handler: the memo holds the frame itself and how many choices it had, and
    ``EscapePosition.touch`` (after every action) forgets it."""
    memo = st.__dict__.get("_step_memo")
    made = len(frame["chosen"])
    if memo is not None and memo[0] is frame and memo[1] == made:
        step: Step | None = memo[2]
        return step
    step = EFFECTS[frame["effect"]].step(st, frame["owner"], tuple(frame["chosen"]))
    st._step_memo = (frame, made, step)
    return step
