"""The numbers the Hard bot plays its own turns by, by player count.

The Hard bot's search (``hard.py``) follows a heuristic policy at its own decisions - the
candidate that starts ahead, the turn played to its end and the next turn in each playout,
the decisions it does not search. That policy is the Normal bot's heuristic
(:class:`game.pandorum.bots.HeuristicBot`) with these numbers instead of the Normal bot's
(:data:`game.pandorum.bots.NORMAL`); the Normal bot itself is unchanged.

How they were found (2026-12-01, session 6): a (1+1) hill climb from the Normal bot's
numbers on the win rate of the heuristic with the candidate numbers against Normal bots,
every seed in every seat (paired), by ``python -m game.pandorum.hard_tune``::

    --players 2 --seeds 500000 --count 100 --seed 1   # 200 games a step; best at step 19
    --players 4 --seeds 600000 --count 40 --seed 2    # 160 games a step; best at step 25

(``--steps 120 --jobs 1``, stopped after 31 and 40 steps). The best candidates won 57.0 %
(2 players) and 29.1 % (4 players) of their training games; on seeds not used for tuning
(2 players 800000-800099, 4 players 810000-810039, paired) 52.75 % and 27.5 % - a small
gain over the Normal bot's 50 % / 25 %. Three players are not tuned (the Normal bot's
numbers). Measurements of the Hard bot with them: docs/assumptions/pandorum.md, "Hard bot".
"""

from __future__ import annotations

from game.pandorum.bots import NORMAL, Policy

#: the Hard bot's policy by player count (the numbers not listed are the Normal bot's)
HARD_POLICY: dict[int, Policy] = {
    2: Policy(card=1.1, module=3.16, base=3.5, fore=2.52, add=1.0, low_hand_bonus=4.15,
              low_hand=2, market_pick=3, end_near=1.95, stop_fee=2.15, cargo_lead=1),
    3: NORMAL,
    4: Policy(card=1.4, module=2.0, base=3.52, fore=1.51, add=0.27, low_hand_bonus=1.5,
              low_hand=3, market_pick=3, end_near=1.5, stop_fee=1.74, cargo_lead=-1),
}


def hard_policy(players: int) -> Policy:
    """The Hard bot's policy at ``players`` players (the Normal bot's at a count not
    tuned)."""
    return HARD_POLICY.get(players, NORMAL)
