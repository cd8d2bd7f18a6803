"""Exploration board: flipping planet tiles along a path, claiming, scoring by planet.

Rulebook sections "Exploration Board", "Exploration Exceptions", "Claiming Planet Tiles",
"Scoring Exploration", "Scoring Artifacts" and the Explore half of "Explore & Defend".

The ``explore`` frame holds one trip: ``trip`` (spaces flipped, in order), ``claims``
(how many tiles may be claimed), ``must_leave``, ``phase`` ("flip" or "claim") and
``chosen`` (tiles claimed so far). ``single`` marks Explore & Defend: explore 1 tile and
claim it.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action
from game.merchants.rules.actions import ClaimTile, ExploreTile, LeavePlanet, space_name
from game.merchants.rules.data import INVADER
from game.merchants.rules.engine import Engine, player
from game.merchants.rules.payouts import artifact_payout, payout_note, split_payouts


class ExplorationRules(Engine):
    def explorable(self) -> list[str]:
        """Spaces with a face-down tile and no influence."""
        return sorted(
            s
            for s, tile in self.planet.items()
            if tile is not None and s not in self.planet_owner and s not in self.flipped
        )

    def _next_tiles(self, frame: dict[str, Any]) -> list[str]:
        trip = frame["trip"]
        if not trip:
            return self.explorable()
        free = set(self.explorable())
        return sorted(s for s in self.c.topology.planet_adj[trip[-1]] if s in free)

    def _f_explore(self, frame: dict[str, Any]) -> bool:
        seat, trip = frame["seat"], frame["trip"]
        if frame["phase"] == "flip":
            options = self._next_tiles(frame)
            if not trip and not options:
                self._pop(frame)
                self._emit("no_effect", "No planet tile can be explored: no effect", seat)
                return False
            if trip and (frame.get("must_leave") or not options):
                if not options and not frame.get("must_leave"):
                    self._emit("dead_end", f"{player(seat)} reaches a dead end", seat)
                frame["phase"] = "claim"
                return False
            return True
        wanted = min(frame["claims"], len(trip))
        left = [s for s in trip if s not in frame["chosen"]]
        if len(frame["chosen"]) >= wanted:
            self._finish_trip(frame)
            return False
        if len(left) <= wanted - len(frame["chosen"]):
            frame["chosen"] += left
            self._finish_trip(frame)
            return False
        return True

    def _legal_explore(self, frame: dict[str, Any]) -> list[Action]:
        if frame["phase"] == "claim":
            return [ClaimTile(s) for s in frame["trip"] if s not in frame["chosen"]]
        out: list[Action] = [ExploreTile(s) for s in self._next_tiles(frame)]
        if frame["trip"] and not frame.get("must_leave"):
            out.append(LeavePlanet())
        return out

    def _do_explore(self, frame: dict[str, Any], action: Action) -> None:
        seat = frame["seat"]
        if isinstance(action, LeavePlanet):
            self._emit("leave", f"{player(seat)} leaves the planet", seat)
            frame["phase"] = "claim"
        elif isinstance(action, ClaimTile):
            frame["chosen"].append(action.space)
        elif isinstance(action, ExploreTile):
            self._flip(frame, action.space)

    def _flip(self, frame: dict[str, Any], space: str) -> None:
        seat, trip = frame["seat"], frame["trip"]
        tile = self.planet[space]
        earlier_all_invaders = all(self.planet[s] == INVADER for s in trip)
        trip.append(space)
        self.flipped.append(space)
        self._emit(
            "flip",
            f"{player(seat)} flips {space_name(space)}: {tile}",
            seat,
            reveals=True,
            space=space,
            tile=tile,
        )
        if frame["single"]:
            frame["claims"], frame["must_leave"] = 1, True
        elif tile == INVADER:
            # the first-tile exception: while only invaders were found, keep going
            frame["claims"], frame["must_leave"] = 1, not earlier_all_invaders
        elif len(trip) > 1 and earlier_all_invaders:
            frame["claims"], frame["must_leave"] = 1, True
        else:
            frame["claims"], frame["must_leave"] = 2, False

    def _finish_trip(self, frame: dict[str, Any]) -> None:
        """Claim the chosen tiles, put influence on their spaces, turn the rest face down."""
        self._pop(frame)
        seat = frame["seat"]
        gained = False
        for space in frame["chosen"]:
            tile = self.planet[space]
            assert tile is not None
            self.planet[space] = None
            self.claimed[seat].append(tile)
            self._emit(
                "claim",
                f"{player(seat)} claims {tile} from {space_name(space)}",
                seat,
                space=space,
                tile=tile,
            )
            if self._take_token(seat):
                self.planet_owner[space] = seat
            if tile in self.c.topology.track_resources:
                self._gain(seat, tile)
                gained = True
        for space in frame["trip"]:
            if space in self.flipped:
                self.flipped.remove(space)
        if gained:
            self._bonus_checks([seat])

    # ------------------------------------------------------------------ scoring

    def exploration_payouts(self) -> tuple[dict[int, int], list[str]]:
        table = self.c.tables["exploration"]["planets"]
        if "exploration_policy" in self.policies:
            table = self.c.tables["policy"]["exploration_policy"]["planets"]
        earned: dict[int, int] = {}
        notes = []
        for i, planet in enumerate(self.c.topology.planets):
            counts = {s: 0 for s in range(self.num_players)}
            for space, owner in self.planet_owner.items():
                if self.c.topology.planet_of[space] == planet:
                    counts[owner] += 1
            pay = split_payouts(counts, table[i])
            for seat, amount in pay.items():
                earned[seat] = earned.get(seat, 0) + amount
            notes.append(payout_note(f"planet {planet}", table[i], pay))
        return earned, notes

    def artifact_table(self) -> list[int]:
        if "artifact_policy" in self.policies:
            return list(self.c.tables["policy"]["artifact_policy"]["sets"])
        return list(self.c.tables["artifacts"]["sets"])

    def artifact_score(self, seat: int) -> int:
        arts = [t for t in self.claimed[seat] if t in self.c.artifacts]
        return artifact_payout(arts, self.artifact_table())

    def _f_artifacts(self, frame: dict[str, Any]) -> bool:
        self._pop(frame)
        for seat in range(self.num_players):
            self._earn(seat, self.artifact_score(seat), "Artifacts", "artifact sets")
        if "artifact_policy" in self.policies:
            self.policies.remove("artifact_policy")
        return False
