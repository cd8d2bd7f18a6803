"""Pure payout arithmetic shared by the boards' scoring rules.

>>> split_payouts({0: 3, 1: 3, 2: 1}, (10, 5))   # tie for 1st: (10 + 5) // 2 each
{0: 7, 1: 7}
>>> split_payouts({0: 4, 1: 2, 2: 2}, (10, 5))   # tie for 2nd: 5 // 2 each
{0: 10, 1: 2, 2: 2}
>>> artifact_sets(["relic", "idol", "orb", "mask", "relic", "idol"])
[4, 2]
>>> artifact_payout(["relic", "idol", "orb", "mask", "relic", "idol"], [1, 3, 6, 10, 15, 21])
13
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence

from game.core.protocol import seat_ref


def split_payouts(values: Mapping[int, int], payouts: Sequence[int]) -> dict[int, int]:
    """1st and 2nd place payouts for the seats with the largest ``values``.

    Only seats with a value of at least 1 take part. Tied seats add up the payouts of the
    places they occupy and split the total evenly, rounding down (every board but
    Defense)."""
    ranked = sorted({v for v in values.values() if v > 0}, reverse=True)
    result: dict[int, int] = {}
    place = 0
    for value in ranked:
        if place >= len(payouts):
            break
        group = sorted(s for s, v in values.items() if v == value)
        pot = sum(payouts[place : place + len(group)])
        for seat in group:
            result[seat] = pot // len(group)
        place += len(group)
    return result


def payout_note(subject: str, row: Sequence[int], pay: Mapping[int, int]) -> str:
    """One line of a scoring report: "sector 2 ranks 1st (1st 8, 2nd 4): {seat0} earns 8"."""
    earners = ", ".join(f"{seat_ref(s)} earns {a}" for s, a in sorted(pay.items()))
    return f"{subject} (1st {row[0]}, 2nd {row[1]}): {earners or 'nobody scores'}"


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th, ... for scoring reports.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11)]
    ['1st', '2nd', '3rd', '4th', '11th']
    """
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}{ {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th') }"


def rank_with_ties_low(totals: Sequence[int]) -> list[int]:
    """Indices ordered from the highest total to the lowest; ties go to the lower index.

    >>> rank_with_ties_low([3, 5, 5, 1])
    [1, 2, 0, 3]
    """
    return sorted(range(len(totals)), key=lambda i: (-totals[i], i))


def artifact_sets(artifacts: Iterable[str]) -> list[int]:
    """Sizes of the sets of unique artifacts: each set takes one of every kind still left,
    which for the printed (growing) table is the best split."""
    counts = Counter(artifacts)
    sizes = []
    while counts:
        sizes.append(len(counts))
        counts = Counter({k: v - 1 for k, v in counts.items() if v > 1})
    return sizes


def artifact_payout(artifacts: Iterable[str], table: Sequence[int]) -> int:
    return sum(table[size - 1] for size in artifact_sets(artifacts))


def most_and_fewest(counts: Sequence[int]) -> tuple[list[int], list[int], list[int]]:
    """Seats with the most, the 2nd-most and the fewest of ``counts``.

    When every seat has the same count they all have the most and nobody has the
    fewest or 2nd-most; 2nd-most is the next lower count when it is above the fewest.

    >>> most_and_fewest([3, 1, 0])
    ([0], [1], [2])
    >>> most_and_fewest([2, 2, 2])
    ([0, 1, 2], [], [])
    """
    values = sorted(set(counts), reverse=True)
    most = [s for s, c in enumerate(counts) if c == values[0]]
    if len(values) == 1:
        return most, [], []
    fewest = [s for s, c in enumerate(counts) if c == values[-1]]
    second = [s for s, c in enumerate(counts) if c == values[1]] if len(values) > 2 else []
    return most, second, fewest
