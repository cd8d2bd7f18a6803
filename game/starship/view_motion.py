"""What moves on the Starship Merchants board after an action: pawns gliding to their new
quadrant, mine tokens gliding to their new place, credit changes rising over a seat.

Each is a :class:`~game.engine.boardview.motion.Tween` the board-view base ticks in
``update``; :func:`plan_motion` compares two pictures of the board (where each mine token
and each seat's credits were drawn before the action, and now) with the rules' events.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from game.core.protocol import Event
from game.engine.boardview.motion import MovingPiece, Tween

#: seconds a pawn (or a mine token) takes to glide at animation speed 1
FLIGHT_TIME = 0.4
#: seconds a credit change floats over a seat
FLOAT_TIME = 0.9
#: how far below a seat area's top a credit change starts to rise on a monitor: into its
#: place in the title row, 24 px up, drawn only inside the title row (its lower part hidden
#: under the consoles' top edge at first: ``StarshipPanels.floater_at``)
FLOAT_START = 26
#: at most this many mine tokens glide after one action (a redraw can move many)
MAX_TOKENS = 16

Point = tuple[int, int]


@dataclass
class Glide(MovingPiece):
    """A piece gliding to its new place: ``("pawn", seat)`` from the quadrant it left,
    ``("mine", token)`` picked up, unloaded or moved to Known Space."""

    seconds: float = FLIGHT_TIME
    piece: tuple[str, int] = ("pawn", 0)


@dataclass
class Floater(Tween):
    """A credit change ("+15") rising beside ``seat``'s credits, in the room its seat's
    plan keeps there (:attr:`~game.starship.view_layout.SeatPlan.rise`)."""

    seconds: float = FLOAT_TIME
    text: str = ""
    gain: bool = True
    seat: int = -1

    @property
    def tone(self) -> str:
        """The theme colour its words are drawn in: a gain's, or a loss's."""
        return "ok" if self.gain else "error"


def plan_motion(events: Sequence[Event], spaces: Mapping[str, Point],
                pawns: Mapping[int, Point], mines_before: Mapping[int, Point],
                mines_after: Mapping[int, Point], credits: Sequence[tuple[int, int]]
                ) -> list[Tween]:
    """The tweens for one action: ``move`` events glide a pawn from the quadrant it left
    to its resting place (``pawns``), every mine token drawn somewhere else than before
    glides there, every seat whose credits changed (``(before, after)`` per seat) gets a
    floater beside its credits."""
    out: list[Tween] = []
    for ev in events:
        if ev.kind == "move" and ev.seat is not None and ev.data.get("from") in spaces:
            end = pawns.get(ev.seat)
            if end is not None:
                out.append(Glide(piece=("pawn", ev.seat), start=spaces[ev.data["from"]],
                                 end=end))
    moved = [(token, mines_before[token], end) for token, end in mines_after.items()
             if token in mines_before and mines_before[token] != end]
    out += [Glide(piece=("mine", token), start=start, end=end)
            for token, start, end in moved[:MAX_TOKENS]]
    out += [Floater(text=f"{new - old:+d}", gain=new > old, seat=seat)
            for seat, (old, new) in enumerate(credits) if old != new]
    return out
