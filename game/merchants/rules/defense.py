"""Defense board: dice, invader ships, defenders, secure lanes and scoring.

Rulebook sections "Defense Board", "Resource Bonuses", "Securing Lanes", "Scoring
Defense", "Clearing Secure Lanes", "Scoring Invader Ships" and the Defend half of
"Explore & Defend".

Per lane (key ``str(lane)``): ``ships`` holds the invader ship's position (0 = the red
start space above the lane, 1..5 = slot from the top, None = no ship) and
``lane_tokens`` the owner of each slot 1..5 (index 0 = the top).
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.merchants.rules.actions import ChooseDefenders, PlaceDefense
from game.merchants.rules.base import MerchantsBase, player, wait_or_skip
from game.merchants.rules.payouts import most_and_fewest

LANES = (1, 2, 3, 4, 5)


def adjust_die(st: MerchantsBase, value: int) -> int | None:
    """A die showing a secure lane counts as the next-highest lane that is not secure
    (5 wraps to 1); None when every lane is secure."""
    for k in range(5):
        lane = (value - 1 + k) % 5 + 1
        if not st.is_secure(lane):
            return lane
    return None


def dice_words(dice: Sequence[int | None], sep: str = " ") -> str:
    """The defense dice as rolled, each as the lane it counts for, in the one wording the
    log, the Defense board and the prompt share; ``sep`` joins them (the log's sentence
    lists them with commas, the board's box and the prompt in a short row). A die for no
    lane (every lane secure) reads "-": only the log shows one, as a roll with such a die
    is cleared at once (``_defend_auto``)."""
    return sep.join("-" if d is None else str(d) for d in dice)


def _roll(st: MerchantsBase) -> list[int | None]:
    faces = st.c.game["die_faces"]
    rolled = [st.rng.choice(faces) for _ in range(int(st.c.game["defense_dice"]))]
    return [adjust_die(st, v) for v in rolled]


# ------------------------------------------------------------------ defense action


def _defend_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    seat = frame["seat"]
    if not frame.get("rolled"):
        frame["rolled"] = True
        st.dice = _roll(st)
        st._emit(
            "dice",
            f"{player(seat)} rolls the defense dice: {dice_words(st.dice, ', ')}",
            seat,
            reveals=True,
            dice=list(st.dice),
        )
    if any(d is None for d in st.dice):
        st._pop(frame)
        st.dice = []
        st._emit("no_effect", "Every lane is secure: the dice have no effect", seat)
        return False
    return True


def _defend_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    dice = st.dice
    pairs = sorted(
        {
            tuple(sorted((dice[i], dice[j])))  # type: ignore[type-var]
            for i in range(len(dice))
            for j in range(i + 1, len(dice))
        }
    )
    return [ChooseDefenders(p) for p in pairs]  # type: ignore[arg-type]


def _defend_handle(st: MerchantsBase, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, ChooseDefenders)
    st._pop(frame)
    seat = frame["seat"]
    invaders = [die for die in st.dice if die is not None]
    for lane in action.lanes:
        invaders.remove(lane)
    st.dice = []
    for lane in invaders:  # B. invaders move down
        _move_ship(st, lane)
    claimed: list[int] = []
    for lane in action.lanes:  # C. defenders place influence
        if _defend_lane(st, seat, lane):
            claimed.append(lane)
    for lane in claimed:  # D. new ships
        new_ship(st, lane)
    st._bonus_checks([seat])


def _move_ship(st: MerchantsBase, lane: int) -> None:
    key = str(lane)
    pos = st.ships[key]
    if pos is None or pos >= 5:
        return
    pos += 1
    st.ships[key] = pos
    owner = st.lane_tokens[key][pos - 1]
    st._emit("ship", f"The invader ship in lane {lane} moves to space {pos}", lane=lane, pos=pos)
    if owner is not None:
        st.lane_tokens[key][pos - 1] = None
        st._return_token(owner)
        st._emit(
            "ship_hit", f"{player(owner)}'s influence in lane {lane} returns", owner, lane=lane
        )


def _defend_lane(st: MerchantsBase, seat: int, lane: int) -> bool:
    """Place influence in the lowest free slot; True when it claims the ship there."""
    key = str(lane)
    if st.is_secure(lane):
        st._emit("no_effect", f"Lane {lane} is secure: no effect", seat)
        return False
    if not st._take_token(seat):
        return False
    tokens = st.lane_tokens[key]
    slot = max(i for i, t in enumerate(tokens) if t is None) + 1
    tokens[slot - 1] = seat
    st._emit(
        "defend",
        f"{player(seat)} places influence in lane {lane}, space {slot}",
        seat,
        lane=lane,
        slot=slot,
    )
    claimed = False
    if st.ships[key] == slot:
        st.ships[key] = None
        st.ships_claimed[seat] += 1
        claimed = True
        st._emit(
            "claim_ship",
            f"{player(seat)} claims the invader ship in lane {lane}",
            seat,
            lane=lane,
        )
    else:
        space = st.c.topology.lanes[lane][slot - 1]
        res = st.c.topology.lane_resources.get(space)
        if res:
            st._gain(seat, res)
    if st.is_secure(lane):
        st._emit("secure", f"Lane {lane} is secure", lane=lane)
    return claimed


def new_ship(st: MerchantsBase, lane: int) -> None:
    key = str(lane)
    if st.is_secure(lane) or st.ships[key] is not None:
        return
    if st.ship_supply <= 0:
        st._emit("no_ship", "The invader ship supply is empty")
        return
    st.ship_supply -= 1
    st.ships[key] = 0
    st._emit("new_ship", f"A new invader ship enters lane {lane}", lane=lane)


# ------------------------------------------------------------------ explore & defend


def _defend_one_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    if st.supply[frame["seat"]] <= 0:
        return []
    return [PlaceDefense(lane) for lane in LANES if not st.is_secure(lane)]


def _defend_one_handle(
    st: MerchantsBase, frame: Frame, action: Action, events: list[Event]
) -> None:
    assert isinstance(action, PlaceDefense)
    st._pop(frame)
    seat = frame["seat"]
    if _defend_lane(st, seat, action.lane):
        new_ship(st, action.lane)
    st._bonus_checks([seat])


def _defend_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    if not isinstance(action, ChooseDefenders):
        return "Choose the 2 defense dice for the Defender box first."
    dice = list(st.dice)
    for lane in action.lanes:
        if lane in LANES and st.is_secure(lane):
            return f"Lane {lane} is secure."
        if lane not in dice:
            twice = action.lanes[0] == action.lanes[1] and lane in st.dice
            return (
                f"Only one defense die shows lane {lane}."
                if twice
                else f"No defense die shows lane {lane}."
            )
        dice.remove(lane)
    return None


def _defend_one_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    if not isinstance(action, PlaceDefense):
        return "Place 1 influence in a Defense lane that is not secure first."
    if action.lane not in LANES:
        return f"There is no lane {action.lane}."
    if st.is_secure(action.lane):
        return f"Lane {action.lane} is secure."
    if st.supply[frame["seat"]] <= 0:
        return "You have no influence left."
    return None


#: The Defense board's decisions: which 2 dice defend (the Defense influence action) and
#: which lane to defend (the Defend half of Explore & Defend).
DECISIONS: tuple[Decision[MerchantsBase], ...] = (
    Decision("defend", _defend_legal, _defend_handle, refuse=_defend_refuse, auto=_defend_auto),
    Decision(
        "defend_one",
        _defend_one_legal,
        _defend_one_handle,
        refuse=_defend_one_refuse,
        auto=wait_or_skip,
    ),
)


# ------------------------------------------------------------------ scoring


def lane_ranking(st: MerchantsBase, lane: int) -> list[int]:
    """Seats with influence in the lane, most first; ties to the token nearest the top."""
    tokens = st.lane_tokens[str(lane)]
    count: dict[int, int] = {}
    top: dict[int, int] = {}
    for i, owner in enumerate(tokens):
        if owner is not None:
            count[owner] = count.get(owner, 0) + 1
            top.setdefault(owner, i)
    return sorted(count, key=lambda s: (-count[s], top[s]))


def lane_pays(st: MerchantsBase) -> dict[bool, list[int]]:
    """The Defense scoring table in force (a senator's policy may replace the board's), by
    whether a lane is secure: what 1st and 2nd in it earn. Looked up once for the five
    lanes: a policy in force changes only after the scoring."""
    return {
        secure: st.scoring_table("defense", "secure" if secure else "not_secure")[0]
        for secure in (True, False)
    }


def invader_pays(st: MerchantsBase) -> tuple[int, int, int]:
    """"Scoring Invader Ships" in force: what the most and the 2nd-most claimed ships
    earn, and what the fewest pay (the board's bonus and penalty; the Invader policy,
    while in force, replaces all three)."""
    if "invader_policy" in st.policies:
        inv = st.c.tables["policy"]["invader_policy"]
        return int(inv["most"]), int(inv["second"]), int(inv["fewest"])
    return int(st.c.game["invader_most_bonus"]), 0, int(st.c.game["invader_fewest_penalty"])


#: one payment of a Defense scoring: (seat, amount: negative where the seat pays, why)
Award = tuple[int, int, str]


def lane_awards(st: MerchantsBase, lane: int, pays: dict[bool, list[int]]) -> list[Award]:
    """What a Defense scoring pays in ``lane`` now, by the table in force ``pays``
    (:func:`lane_pays`): its 1st and 2nd. The scoring pays these and the bots' estimate
    adds them up: one rule for both (the estimate had drifted from the scoring)."""
    secure = st.is_secure(lane)
    return [(seat, pays[secure][place], f"Defense scoring: {'1st' if place == 0 else '2nd'} "
             f"in {'secure ' if secure else ''}lane {lane}")
            for place, seat in enumerate(lane_ranking(st, lane)[:2])]


def invader_awards(st: MerchantsBase) -> list[Award]:
    """What "Scoring Invader Ships" pays now (:func:`invader_pays`): the most and the
    2nd-most claimed ships earn, the fewest pay (a negative amount)."""
    most_pay, second_pay, fewest_pay = invader_pays(st)
    most, second, fewest = most_and_fewest(st.ships_claimed)
    return [*((seat, most_pay, "most invader ships") for seat in most),
            *((seat, second_pay, "2nd-most invader ships") for seat in second),
            *((seat, -fewest_pay, "fewest invader ships") for seat in fewest)]


def score_defense(st: MerchantsBase) -> None:
    pays = lane_pays(st)
    for lane in LANES:
        for seat, amount, why in lane_awards(st, lane, pays):
            st._earn(seat, amount, "Defense", why)
        if st.is_secure(lane):
            key = str(lane)
            for owner in st.lane_tokens[key]:
                if owner is not None:
                    st._return_token(owner)
            st.lane_tokens[key] = [None] * 5
            st._emit("clear", f"Lane {lane} is cleared", lane=lane)
            new_ship(st, lane)
    for seat, amount, why in invader_awards(st):
        if amount < 0:
            st._pay(seat, -amount, "Invader ships", why)
        else:
            st._earn(seat, amount, "Invader ships", why)
    for pid in ("defense_policy", "invader_policy"):
        if pid in st.policies:
            st.policies.remove(pid)
