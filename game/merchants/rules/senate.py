"""Senate board: votes in ballot boxes, elections, senator effects, losing candidates' payouts.

Rulebook sections "Senate Board", "Casting Votes", "Voting Events", "Scoring the Senate",
"Next Election", "Resolving Senator Effects", "Senator Cards".

``votes[box][seat]`` counts the influence ``seat`` put in ballot box ``box`` (0-2, shown
as candidates 1-3); :meth:`view` hides the other seats' boxes until scoring.
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action
from game.merchants.rules.actions import Vote
from game.merchants.rules.engine import Engine, player
from game.merchants.rules.payouts import rank_with_ties_low, split_payouts


class SenateRules(Engine):
    # ------------------------------------------------------------------ votes

    def _f_vote(self, frame: dict[str, Any]) -> bool:
        if frame["left"] <= 0 or self.supply[frame["seat"]] <= 0:
            if frame["left"] > 0:
                self._emit(
                    "no_influence",
                    f"{player(frame['seat'])} has no influence left to vote",
                    frame["seat"],
                )
            self._pop(frame)
            return False
        return True

    def _legal_vote(self, frame: dict[str, Any]) -> list[Action]:
        return [Vote(c + 1) for c in range(len(self.candidates))]

    def _do_vote(self, frame: dict[str, Any], action: Vote) -> None:
        seat = frame["seat"]
        if self._take_token(seat):
            self.votes[action.candidate - 1][seat] += 1
            self._emit("vote", f"{player(seat)} casts a vote", seat, box=action.candidate)
        frame["left"] -= 1

    # ------------------------------------------------------------------ scoring

    def _score_senate(self, frame: dict[str, Any]) -> bool:
        """Phase 0: tally, elect, resolve the winner's effect; phase 1: losers pay out,
        votes return, next election. Returns False (never waits itself)."""
        totals = [sum(box) for box in self.votes]
        ranked = rank_with_ties_low(totals)
        if frame.get("phase", 0) == 0:
            frame["phase"] = 1
            tally = ", ".join(f"candidate {c + 1}: {totals[c]}" for c in range(len(totals)))
            self._emit(
                "tally", f"Senate votes: {tally}", reveals=True, votes=[list(b) for b in self.votes]
            )
            winner = self.candidates[ranked[0]]
            sen = self.c.senators[winner]
            self._emit("elected", f"{sen.name} is elected: {sen.text}", senator=winner)
            self.senators_out.append(winner)
            if sen.kind == "scoring":
                self.policies.append(winner)
            elif winner == "budget_cuts":
                self._budget_cuts()
            elif winner == "mining_grants":
                self._mining_grants()  # type: ignore[attr-defined]
            return False
        self._pop(frame)
        table = self.c.tables["senate"]["losers"]
        for row, cand in enumerate(ranked[1:3]):
            by_seat = dict(enumerate(self.votes[cand]))
            pay = split_payouts(by_seat, table[row])
            for seat, amount in sorted(pay.items()):
                self._earn(seat, amount, "Senate", f"votes for candidate {cand + 1}")
        for box in self.votes:
            for seat, count in enumerate(box):
                self._return_token(seat, count)
        self.votes = [[0] * self.num_players for _ in self.votes]
        losers = [self.candidates[c] for c in ranked[1:]]
        if not frame["final"]:
            self.senate_deck.extend(losers)
            self.rng.shuffle(self.senate_deck)
            self.candidates = [self.senate_deck.pop(0) for _ in range(len(self.candidates))]
            names = ", ".join(self.c.senators[s].name for s in self.candidates)
            self._emit(
                "candidates",
                f"New candidates: {names}",
                reveals=True,
                candidates=list(self.candidates),
            )
        return False

    def _budget_cuts(self) -> None:
        most, second = 6, 4
        values = sorted(set(self.money), reverse=True)
        top = [s for s in range(self.num_players) if self.money[s] == values[0]]
        runners = (
            [s for s in range(self.num_players) if self.money[s] == values[1]]
            if len(top) == 1 and len(values) > 1
            else []
        )
        for seat in top:
            self._pay(seat, most, "Senators", "Budget Cuts")
        for seat in runners:
            self._pay(seat, second, "Senators", "Budget Cuts")
