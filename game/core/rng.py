"""A small, seeded, serialisable random number generator owned by each game state.

Why not :mod:`random`? Its algorithms for ``shuffle``/``randrange`` may change between
Python versions, and its state is an unwieldy 625-int tuple. A save file must replay
identically on every Python the project supports, so the rules use this PCG32
generator, whose every operation is defined here.

>>> r = Rng(42)
>>> [r.randint(1, 6) for _ in range(5)]
[4, 4, 3, 2, 2]
>>> r2 = Rng.from_dict(r.to_dict())
>>> r.randint(1, 100) == r2.randint(1, 100)
True
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MASK32 = (1 << 32) - 1
_MULT = 6364136223846793005


def _output(old: int) -> int:
    """PCG32's XSH-RR output function of a 64-bit state."""
    xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
    rot = old >> 59
    return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & _MASK32


class Rng:
    """PCG32 (XSH-RR) generator: 64-bit state, 32-bit outputs."""

    __slots__ = ("_inc", "_state")

    def __init__(self, seed: int, stream: int = 54) -> None:
        # PCG32's seeding: state 0, one step, add the seed, one step; the two steps are
        # written out (a step from state 0 lands on ``inc``), since bots reseed per decision.
        inc = ((stream << 1) | 1) & _MASK64
        self._inc = inc
        self._state = (((inc + (seed & _MASK64)) & _MASK64) * _MULT + inc) & _MASK64

    @staticmethod
    def seed_from(seed: int, stream: int) -> int:
        """``Rng(seed, stream).below(2**62)`` without making the generator: a 62-bit seed
        for a sub-generator, derived cheaply (bots derive one per decision)."""
        inc = ((stream << 1) | 1) & _MASK64
        state = (((inc + (seed & _MASK64)) & _MASK64) * _MULT + inc) & _MASK64
        high = _output(state)
        low = _output((state * _MULT + inc) & _MASK64)
        # below(2**62) draws 64 bits and takes them modulo 2**62 (its threshold is 0)
        return ((high << 32) | low) & ((1 << 62) - 1)

    def _next32(self) -> int:
        old = self._state
        self._state = (old * _MULT + self._inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & _MASK32

    def below(self, n: int) -> int:
        """A uniform integer in ``[0, n)`` without modulo bias."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        if n == 1:
            return 0
        if n > _MASK32 + 1:
            # Two draws make 64 bits for large bounds (rare: seeds for sub-generators).
            if n > _MASK64 + 1:
                raise ValueError(f"below() bound too large: {n}")
            threshold = (-n & _MASK64) % n
            while True:
                r = (self._next32() << 32) | self._next32()
                if r >= threshold:
                    return r % n
        threshold = (-n & _MASK32) % n
        while True:
            r = self._next32()
            if r >= threshold:
                return r % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in ``[lo, hi]`` (both ends included)."""
        if hi < lo:
            raise ValueError(f"randint({lo}, {hi}): empty range")
        return lo + self.below(hi - lo + 1)

    def random(self) -> float:
        """A float in ``[0, 1)`` with 53 random bits."""
        a = self._next32() >> 5
        b = self._next32() >> 6
        return (a * 67108864.0 + b) / 9007199254740992.0

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise IndexError("choice() from an empty sequence")
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def sample(self, seq: Sequence[T], k: int) -> list[T]:
        pool = list(seq)
        self.shuffle(pool)
        return pool[:k]

    def spawn(self) -> Rng:
        """An independent generator seeded from this one (e.g. one per bot)."""
        return Rng(self._next32() << 32 | self._next32(), stream=self._next32())

    def to_dict(self) -> dict[str, int]:
        return {"state": self._state, "inc": self._inc}

    @classmethod
    def from_dict(cls, data: dict[str, int]) -> Rng:
        rng = cls.__new__(cls)
        rng._state = int(data["state"]) & _MASK64
        rng._inc = int(data["inc"]) & _MASK64
        return rng

    def copy(self) -> Rng:
        return Rng.from_dict(self.to_dict())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Rng) and self.to_dict() == other.to_dict()

    def __repr__(self) -> str:
        return f"Rng(state={self._state:#x})"
