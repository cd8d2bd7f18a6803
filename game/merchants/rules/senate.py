"""Senate board: votes in ballot boxes, elections, senator effects, losing candidates' payouts.

Rulebook sections "Senate Board", "Casting Votes", "Voting Events", "Scoring the Senate",
"Next Election", "Resolving Senator Effects", "Senator Cards".

``votes[box][seat]`` counts the influence ``seat`` put in ballot box ``box`` (0-2, shown
as candidates 1-3); :meth:`view` hides the other seats' boxes until scoring.

Two ways to vote:

* ``vote`` (one seat: a Senate influence action, Treaties): ``Vote(candidate)`` by the
  seat of the frame, ``left`` times.
* ``ballot`` (a voting event): every seat votes **at once** (a simultaneous step, like the
  auction): ``pending_seats()`` lists the seats with votes left, turn order from the
  active player, and each casts ``Ballot(seat, candidate)`` until its ``left[seat]`` is 0
  or its supply runs out. Since no seat sees another's boxes (only how many votes each
  has cast, which is public), voting one after another in the rulebook's order gives no
  seat anything to react to: the simultaneous step is the same game, and because votes
  add up, the position after it is the same whatever order the seats' votes came in.
"""

from __future__ import annotations

from game.core.decisions import Decision, Frame
from game.core.protocol import Action, Event
from game.merchants.rules.actions import Ballot, Vote
from game.merchants.rules.base import MerchantsBase, player
from game.merchants.rules.payouts import rank_with_ties_low, split_payouts
from game.merchants.rules.production import mining_grants

# ------------------------------------------------------------------ votes


def _vote_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    if frame["left"] <= 0 or st.supply[frame["seat"]] <= 0:
        if frame["left"] > 0:
            st._emit(
                "no_influence",
                f"{player(frame['seat'])} has no influence left to vote",
                frame["seat"],
            )
        st._pop(frame)
        return False
    return True


def _vote_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    return [Vote(c + 1) for c in range(len(st.candidates))]


def _vote_handle(st: MerchantsBase, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Vote)
    seat = frame["seat"]
    if st._take_token(seat):
        st.votes[action.candidate - 1][seat] += 1
        st._emit("vote", f"{player(seat)} casts a vote", seat, box=action.candidate)
    frame["left"] -= 1


def _vote_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    if not isinstance(action, Vote):
        return f"Vote in a ballot box first ({frame['left']} left)."
    return f"There is no ballot box {action.candidate}: vote in box 1 to {len(st.candidates)}."


# ------------------------------------------------------------------ voting events


def start_voting(st: MerchantsBase, votes: int) -> None:
    """A voting event: every seat casts ``votes`` votes at once (a seat without influence
    left is skipped, said in the log in turn order from the active player)."""
    seats: list[int] = []
    for seat in st.order_from(st.active):
        if st.supply[seat] > 0:
            seats.append(seat)
        else:
            _no_influence(st, seat)
    left = [votes if seat in seats else 0 for seat in range(st.num_players)]
    st._push("ballot", seats=seats, left=left)


def _no_influence(st: MerchantsBase, seat: int) -> None:
    st._emit("no_influence", f"{player(seat)} has no influence left to vote", seat)


def _ballot_auto(st: MerchantsBase, frame: Frame, events: list[Event]) -> bool:
    """Wait while a seat has votes left; done when every seat has voted."""
    if frame["seats"]:
        return True
    st._pop(frame)
    return False


def _ballot_legal(st: MerchantsBase, frame: Frame, seat: int) -> list[Action]:
    if seat not in frame["seats"]:
        return []
    return [Ballot(seat, c + 1) for c in range(len(st.candidates))]


def _ballot_handle(st: MerchantsBase, frame: Frame, action: Action, events: list[Event]) -> None:
    assert isinstance(action, Ballot)
    seat = action.seat
    if st._take_token(seat):
        st.votes[action.candidate - 1][seat] += 1
        st._emit("vote", f"{player(seat)} casts a vote", seat)
    frame["left"][seat] -= 1
    if frame["left"][seat] > 0 and st.supply[seat] <= 0:
        _no_influence(st, seat)
        frame["left"][seat] = 0
    if frame["left"][seat] <= 0:
        frame["seats"].remove(seat)


def legacy_ballot(st: MerchantsBase, action: Action) -> Action:
    """A ``Vote`` in a voting event, as saves written before voting events became
    simultaneous recorded it, as the ``Ballot`` it stands for: the vote of the first seat
    still voting in turn order (the seat whose turn it was then), so that those saves
    replay to the same game (``MerchantsState.canonical``, asked by the save loader)."""
    top = st.pending[-1] if st.pending and not st.over else None
    if isinstance(action, Vote) and top is not None and top["kind"] == "ballot" and top["seats"]:
        return Ballot(top["seats"][0], action.candidate)
    return action


def _ballot_refuse(st: MerchantsBase, frame: Frame, action: Action) -> str | None:
    if not isinstance(action, Ballot):
        return "Everyone votes now: vote in a ballot box first."
    if action.seat not in frame["seats"]:
        return f"{player(action.seat)} has cast every vote of this voting event."
    return f"There is no ballot box {action.candidate}: vote in box 1 to {len(st.candidates)}."


#: The Senate board's decisions: one seat's votes one at a time (``vote``), and a voting
#: event's votes, every seat at once (``ballot``), each in a ballot box of one's choice.
DECISIONS: tuple[Decision[MerchantsBase], ...] = (
    Decision(
        "vote",
        _vote_legal,
        _vote_handle,
        describe=lambda st, frame, action: (
            # votes are cast openly but the tallies stay hidden until scoring: the log, which
            # every player reads, does not name the ballot box
            f"{player(frame['seat'])} casts a vote"
        ),
        refuse=_vote_refuse,
        auto=_vote_auto,
    ),
    Decision(
        "ballot",
        _ballot_legal,
        _ballot_handle,
        # the log does not name the ballot box (tallies stay hidden until scoring)
        describe=lambda st, frame, action: f"{player(getattr(action, 'seat', -1))} casts a vote",
        refuse=_ballot_refuse,
        auto=_ballot_auto,
    ),
)


# ------------------------------------------------------------------ scoring


def score_senate(st: MerchantsBase, frame: Frame) -> bool:
    """Phase 0: tally, elect, resolve the winner's effect; phase 1: losers pay out,
    votes return, next election. Returns False (never waits itself)."""
    totals = [sum(box) for box in st.votes]
    ranked = rank_with_ties_low(totals)
    if frame.get("phase", 0) == 0:
        frame["phase"] = 1
        tally = ", ".join(f"candidate {c + 1}: {totals[c]}" for c in range(len(totals)))
        st._emit("tally", f"Senate votes: {tally}", reveals=True, votes=[list(b) for b in st.votes])
        winner = st.candidates[ranked[0]]
        sen = st.c.senators[winner]
        st._emit("elected", f"{sen.name} is elected: {sen.text}", senator=winner)
        st.senators_out.append(winner)
        if sen.kind == "scoring":
            st.policies.append(winner)
        elif winner == "budget_cuts":
            budget_cuts(st)
        elif winner == "mining_grants":
            mining_grants(st)
        return False
    st._pop(frame)
    table = st.c.tables["senate"]["losers"]
    for row, cand in enumerate(ranked[1:3]):
        by_seat = dict(enumerate(st.votes[cand]))
        pay = split_payouts(by_seat, table[row])
        for seat, amount in sorted(pay.items()):
            st._earn(seat, amount, "Senate", f"votes for candidate {cand + 1}")
    for box in st.votes:
        for seat, count in enumerate(box):
            st._return_token(seat, count)
    st.votes = [[0] * st.num_players for _ in st.votes]
    losers = [st.candidates[c] for c in ranked[1:]]
    if not frame["final"]:
        st.senate_deck.extend(losers)
        st.rng.shuffle(st.senate_deck)
        st.candidates = [st.senate_deck.pop(0) for _ in range(len(st.candidates))]
        names = ", ".join(st.c.senators[s].name for s in st.candidates)
        st._emit(
            "candidates",
            f"New candidates: {names}",
            reveals=True,
            candidates=list(st.candidates),
        )
    return False


def budget_cuts(st: MerchantsBase) -> None:
    most, second = 6, 4
    values = sorted(set(st.money), reverse=True)
    top = [s for s in range(st.num_players) if st.money[s] == values[0]]
    runners = (
        [s for s in range(st.num_players) if st.money[s] == values[1]]
        if len(top) == 1 and len(values) > 1
        else []
    )
    for seat in top:
        st._pay(seat, most, "Senators", "Budget Cuts")
    for seat in runners:
        st._pay(seat, second, "Senators", "Budget Cuts")
