"""The Merchants of Andromeda state: its decision table, per-seat views, saves and outcome.

The rules live in one module per rulebook section (turn, auction, station, production,
exploration, defense, senate, specials, scoring); each declares its decision kinds, and
:data:`MerchantsState.DECISIONS` is the one table made of them.

Saves keep the layout written before the decision stack came to core (``"frames"``, each
frame's kind under ``"t"``, an auction's seats still in under ``"eligible"``) and before
voting events became simultaneous (a voting event's ``ballot`` frame as one ``vote`` frame
per seat still voting, the first in turn order on top), so that the snapshot of an older
save still matches the replayed game.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from game.core.decisions import DecisionTable, Frame
from game.core.protocol import Action, Outcome
from game.core.rng import Rng
from game.merchants.rules import (
    auction,
    defense,
    exploration,
    production,
    scoring,
    senate,
    specials,
    station,
    turn,
)
from game.merchants.rules.base import MerchantsBase, player
from game.merchants.rules.data import Components

HIDDEN = -1  # a redacted deck card / secret bid in a view
HIDDEN_TILE = "?"


class MerchantsState(MerchantsBase):
    """A Merchants of Andromeda position (see :mod:`game.merchants.rules` for the protocol)."""

    game_id = "merchants"
    DECISIONS: ClassVar[DecisionTable[MerchantsBase]] = DecisionTable.merged(
        turn.DECISIONS,
        auction.DECISIONS,
        station.DECISIONS,
        production.DECISIONS,
        exploration.DECISIONS,
        defense.DECISIONS,
        senate.DECISIONS,
        specials.DECISIONS,
        scoring.DECISIONS,
    )

    # ------------------------------------------------------------------ the decision now

    @property
    def voting(self) -> bool:
        """A seat votes now: one seat's votes (``vote``) or a voting event (``ballot``)."""
        return self.decision() in ("vote", "ballot")

    def votes_left(self, seat: int) -> int:
        """How many votes ``seat`` still casts in the vote now (0: none, or done)."""
        top = self.frame_of("ballot", "vote")
        if top is None:
            return 0
        if top["kind"] == "ballot":
            return int(top["left"][seat]) if seat in top["seats"] else 0
        return int(top["left"]) if top["seat"] == seat else 0

    def voted(self, seat: int) -> bool:
        """A voting event runs and ``seat`` has cast its votes (public: votes are cast
        openly; where they went is not)."""
        return self.decision() == "ballot" and seat not in self.pending_seats()

    def own_votes(self, seat: int) -> tuple[int, ...]:
        """How many votes ``seat`` has in each ballot box, box 1 first (secret: another
        seat's view holds 0 for them)."""
        return tuple(box[seat] for box in self.votes)

    def canonical(self, action: Action) -> Action:
        """A saved ``Vote`` of a voting event, from before voting events were
        simultaneous, is that seat's ``Ballot`` (:func:`senate.legacy_ballot`)."""
        return senate.legacy_ballot(self, action)

    def describe(self, action: Action) -> str:
        top = self.top()
        if top is not None and self.DECISIONS[top["kind"]].describe is None and "seat" in top:
            did = getattr(action, "did", None)
            return f"{player(top['seat'])} {did()}" if did else f"{player(top['seat'])}: {action}"
        return super().describe(action)

    def outcome(self) -> Outcome:
        """Most money wins; ties go to the most Station influence; then shared."""
        if not self.over:
            raise ValueError("the game is not over")
        return scoring.outcome(self)

    # ------------------------------------------------------------------ views

    def view(self, seat: int) -> MerchantsState:
        """What ``seat`` sees: the deck order, face-down planet and special event tiles,
        the senator pile, the other seats' ballot boxes and secret bids are hidden. The
        view shares everything else with this state (copy on write)."""
        view = self.share(Rng(0), seat)
        d = view.__dict__
        d["is_view"] = True
        d["deck"] = [HIDDEN] * len(self.deck)
        flipped = self.flipped
        d["planet"] = {
            s: (t if t is None or s in flipped else HIDDEN_TILE) for s, t in self.planet.items()
        }
        revealed = self.specials_revealed
        d["special_tiles"] = {
            k: (t if t in revealed else HIDDEN_TILE) for k, t in self.special_tiles.items()
        }
        d["senate_deck"] = [HIDDEN_TILE] * len(self.senate_deck)
        d["votes"] = [[n if s == seat else 0 for s, n in enumerate(box)] for box in self.votes]
        if any(f["kind"] == "auction" for f in self.pending):
            d["pending"] = [_hide_bids(f, seat) for f in self.pending]
        return view

    # ------------------------------------------------------------------ saves

    def to_dict(self) -> dict[str, Any]:
        data = self.fields_to_dict()
        data["frames"] = [saved for f in data.pop("pending") for saved in _saved_frames(f)]
        if not data.pop("is_view"):
            return data
        data["is_view"] = True
        return data

    @classmethod
    def from_dict(cls, raw: Mapping[str, Any], comp: Components) -> MerchantsState:
        """Rebuild from :meth:`to_dict`; ``ValueError`` names what is missing or malformed."""
        data = dict(raw)
        frames = data.pop("frames", None)
        if not isinstance(frames, list) or not all(isinstance(f, dict) for f in frames):
            raise ValueError("saved state lacks its list of frames")
        data["pending"] = [_loaded_frame(f) for f in frames]
        data["is_view"] = bool(data.get("is_view", False))
        state = cls.from_fields(data, c=comp)
        _merge_ballot(state)
        return state


def _hide_bids(frame: Frame, seat: int) -> Frame:
    if frame["kind"] != "auction":
        return frame
    mine = str(seat)
    sealed = {k: (v if k == mine else HIDDEN) for k, v in frame["sealed"].items()}
    return {**frame, "sealed": sealed}


def _saved_frames(frame: Frame) -> list[Frame]:
    """A frame in the save layout; a voting event's ``ballot`` as the ``vote`` frames of
    the seats still voting, one each, the first in turn order on top (as older versions,
    which took those votes one seat after another, saved them)."""
    if frame["kind"] != "ballot":
        return [_saved_frame(frame)]
    left = frame["left"]
    return [{"t": "vote", "seat": seat, "left": left[seat]} for seat in reversed(frame["seats"])]


def _merge_ballot(state: MerchantsState) -> None:
    """The ``vote`` frames of a voting event, as saved (:func:`_saved_frames`), back into
    its ``ballot`` frame: the run of ``vote`` frames on top, right above the event card's
    ``discard_event``, while the event marker stands on a voting space (a Senate action's or
    Treaties' vote is never there: they lie above a turn's or a special event's steps)."""
    frames = state.pending
    run = 0
    while run < len(frames) and frames[-1 - run]["kind"] == "vote":
        run += 1
    spaces = state.c.topology.event_spaces
    on_vote = 0 <= state.event_pos < len(spaces) and spaces[state.event_pos].event == "vote"
    if not run or run == len(frames) or frames[-1 - run]["kind"] != "discard_event" \
            or not on_vote:
        return
    votes = frames[-run:]
    left = [0] * state.num_players
    for frame in votes:
        left[frame["seat"]] = frame["left"]
    seats = [frame["seat"] for frame in reversed(votes)]
    del frames[-run:]
    frames.append({"kind": "ballot", "seats": seats, "left": left})


def _saved_frame(frame: Frame) -> Frame:
    """A frame in the save layout: kind under "t"; an auction's "open" as "eligible" (its
    "seats" follow from the secret bids)."""
    out = {"t": frame["kind"], **{k: v for k, v in frame.items() if k != "kind"}}
    if frame["kind"] == "auction":
        out["eligible"] = out.pop("open")
        del out["seats"]
    return out


def _loaded_frame(raw: Frame) -> Frame:
    if "t" not in raw:
        raise ValueError(f"saved frame without a kind: {raw}")
    frame = {"kind": raw["t"], **{k: v for k, v in raw.items() if k != "t"}}
    if frame["kind"] == "auction":
        frame["open"] = frame.pop("eligible")
        frame["seats"] = [s for s in frame["open"] if str(s) not in frame["sealed"]]
    return frame
