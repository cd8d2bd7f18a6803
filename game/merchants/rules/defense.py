"""Defense board: dice, invader ships, defenders, secure lanes and scoring.

Rulebook sections "Defense Board", "Resource Bonuses", "Securing Lanes", "Scoring
Defense", "Clearing Secure Lanes", "Scoring Invader Ships" and the Defend half of
"Explore & Defend".

Per lane (key ``str(lane)``): ``ships`` holds the invader ship's position (0 = the red
start space above the lane, 1..5 = slot from the top, None = no ship) and
``lane_tokens`` the owner of each slot 1..5 (index 0 = the top).
"""

from __future__ import annotations

from typing import Any

from game.core.protocol import Action
from game.merchants.rules.actions import ChooseDefenders, PlaceDefense
from game.merchants.rules.engine import Engine, player
from game.merchants.rules.payouts import most_and_fewest

LANES = (1, 2, 3, 4, 5)


class DefenseRules(Engine):
    def is_secure(self, lane: int) -> bool:
        return all(t is not None for t in self.lane_tokens[str(lane)])

    def adjust_die(self, value: int) -> int | None:
        """A die showing a secure lane counts as the next-highest lane that is not secure
        (5 wraps to 1); None when every lane is secure."""
        for k in range(5):
            lane = (value - 1 + k) % 5 + 1
            if not self.is_secure(lane):
                return lane
        return None

    def _roll(self) -> list[int | None]:
        faces = self.c.game["die_faces"]
        rolled = [self.rng.choice(faces) for _ in range(int(self.c.game["defense_dice"]))]
        return [self.adjust_die(v) for v in rolled]

    # ------------------------------------------------------------------ defense action

    def _f_defend(self, frame: dict[str, Any]) -> bool:
        seat = frame["seat"]
        if not frame.get("rolled"):
            frame["rolled"] = True
            self.dice = self._roll()
            self._emit(
                "dice",
                f"{player(seat)} rolls the defense dice: "
                + ", ".join("-" if d is None else str(d) for d in self.dice),
                seat,
                reveals=True,
                dice=list(self.dice),
            )
        if any(d is None for d in self.dice):
            self._pop(frame)
            self.dice = []
            self._emit("no_effect", "Every lane is secure: the dice have no effect", seat)
            return False
        return True

    def _legal_defend(self, frame: dict[str, Any]) -> list[Action]:
        dice = self.dice
        pairs = sorted(
            {
                tuple(sorted((dice[i], dice[j])))  # type: ignore[type-var]
                for i in range(len(dice))
                for j in range(i + 1, len(dice))
            }
        )
        return [ChooseDefenders(p) for p in pairs]  # type: ignore[arg-type]

    def _do_defend(self, frame: dict[str, Any], action: ChooseDefenders) -> None:
        self._pop(frame)
        seat = frame["seat"]
        invaders = list(self.dice)
        for lane in action.lanes:
            invaders.remove(lane)
        self.dice = []
        for lane in invaders:  # B. invaders move down
            self._move_ship(lane)
        claimed: list[int] = []
        for lane in action.lanes:  # C. defenders place influence
            if self._defend_lane(seat, lane):
                claimed.append(lane)
        for lane in claimed:  # D. new ships
            self._new_ship(lane)
        self._bonus_checks([seat])

    def _move_ship(self, lane: int) -> None:
        key = str(lane)
        pos = self.ships[key]
        if pos is None or pos >= 5:
            return
        pos += 1
        self.ships[key] = pos
        owner = self.lane_tokens[key][pos - 1]
        self._emit(
            "ship", f"The invader ship in lane {lane} moves to space {pos}", lane=lane, pos=pos
        )
        if owner is not None:
            self.lane_tokens[key][pos - 1] = None
            self._return_token(owner)
            self._emit(
                "ship_hit", f"{player(owner)}'s influence in lane {lane} returns", owner, lane=lane
            )

    def _defend_lane(self, seat: int, lane: int) -> bool:
        """Place influence in the lowest free slot; True when it claims the ship there."""
        key = str(lane)
        if self.is_secure(lane):
            self._emit("no_effect", f"Lane {lane} is secure: no effect", seat)
            return False
        if not self._take_token(seat):
            return False
        tokens = self.lane_tokens[key]
        slot = max(i for i, t in enumerate(tokens) if t is None) + 1
        tokens[slot - 1] = seat
        self._emit(
            "defend",
            f"{player(seat)} places influence in lane {lane}, space {slot}",
            seat,
            lane=lane,
            slot=slot,
        )
        claimed = False
        if self.ships[key] == slot:
            self.ships[key] = None
            self.ships_claimed[seat] += 1
            claimed = True
            self._emit(
                "claim_ship",
                f"{player(seat)} claims the invader ship in lane {lane}",
                seat,
                lane=lane,
            )
        else:
            space = self.c.topology.lanes[lane][slot - 1]
            res = self.c.topology.lane_resources.get(space)
            if res:
                self._gain(seat, res)
        if self.is_secure(lane):
            self._emit("secure", f"Lane {lane} is secure", lane=lane)
        return claimed

    def _new_ship(self, lane: int) -> None:
        key = str(lane)
        if self.is_secure(lane) or self.ships[key] is not None:
            return
        if self.ship_supply <= 0:
            self._emit("no_ship", "The invader ship supply is empty")
            return
        self.ship_supply -= 1
        self.ships[key] = 0
        self._emit("new_ship", f"A new invader ship enters lane {lane}", lane=lane)

    # ------------------------------------------------------------------ explore & defend

    def _f_defend_one(self, frame: dict[str, Any]) -> bool:
        return self._wait(frame)

    def _legal_defend_one(self, frame: dict[str, Any]) -> list[Action]:
        if self.supply[frame["seat"]] <= 0:
            return []
        return [PlaceDefense(lane) for lane in LANES if not self.is_secure(lane)]

    def _do_defend_one(self, frame: dict[str, Any], action: PlaceDefense) -> None:
        self._pop(frame)
        seat = frame["seat"]
        if self._defend_lane(seat, action.lane):
            self._new_ship(action.lane)
        self._bonus_checks([seat])

    # ------------------------------------------------------------------ scoring

    def lane_ranking(self, lane: int) -> list[int]:
        """Seats with influence in the lane, most first; ties to the token nearest the top."""
        tokens = self.lane_tokens[str(lane)]
        count: dict[int, int] = {}
        top: dict[int, int] = {}
        for i, owner in enumerate(tokens):
            if owner is not None:
                count[owner] = count.get(owner, 0) + 1
                top.setdefault(owner, i)
        return sorted(count, key=lambda s: (-count[s], top[s]))

    def _score_defense(self) -> None:
        tables = self.c.tables["defense"]
        if "defense_policy" in self.policies:
            tables = self.c.tables["policy"]["defense_policy"]
        for lane in LANES:
            secure = self.is_secure(lane)
            pay = tables["secure" if secure else "not_secure"]
            for place, seat in enumerate(self.lane_ranking(lane)[:2]):
                self._earn(
                    seat,
                    pay[place],
                    "Defense",
                    f"Defense scoring: {'1st' if place == 0 else '2nd'} in "
                    f"{'secure ' if secure else ''}lane {lane}",
                )
            if secure:
                key = str(lane)
                for owner in self.lane_tokens[key]:
                    if owner is not None:
                        self._return_token(owner)
                self.lane_tokens[key] = [None] * 5
                self._emit("clear", f"Lane {lane} is cleared", lane=lane)
                self._new_ship(lane)
        most_pay, second_pay = int(self.c.game["invader_most_bonus"]), 0
        fewest_pay = int(self.c.game["invader_fewest_penalty"])
        if "invader_policy" in self.policies:
            inv = self.c.tables["policy"]["invader_policy"]
            most_pay, second_pay, fewest_pay = inv["most"], inv["second"], inv["fewest"]
        most, second, fewest = most_and_fewest(self.ships_claimed)
        for seat in most:
            self._earn(seat, most_pay, "Invader ships", "most invader ships")
        for seat in second:
            self._earn(seat, second_pay, "Invader ships", "2nd-most invader ships")
        for seat in fewest:
            self._pay(seat, fewest_pay, "Invader ships", "fewest invader ships")
        for pid in ("defense_policy", "invader_policy"):
            if pid in self.policies:
                self.policies.remove(pid)
