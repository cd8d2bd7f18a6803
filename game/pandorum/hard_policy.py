"""The numbers the Hard bot plays its own turns by, by player count.

The Hard bot's search (``hard.py``) follows a heuristic policy at its own decisions - the
candidate that starts ahead, the turn played to its end and the next turn in each playout,
the decisions it does not search. That policy is the Normal bot's heuristic
(:class:`game.pandorum.bots.HeuristicBot`) with these numbers instead of the Normal bot's
(:data:`game.pandorum.bots.NORMAL`); the Normal bot itself is unchanged.

How they were found: PLACEHOLDER (filled in by the tuning below).
"""

from __future__ import annotations

from game.pandorum.bots import NORMAL, Policy

#: the Hard bot's policy by player count
HARD_POLICY: dict[int, Policy] = {2: NORMAL, 3: NORMAL, 4: NORMAL}


def hard_policy(players: int) -> Policy:
    """The Hard bot's policy at ``players`` players (the Normal bot's at a count not
    tuned)."""
    return HARD_POLICY.get(players, NORMAL)
