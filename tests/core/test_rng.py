from hypothesis import given
from hypothesis import strategies as st

from game.core.rng import Rng


def test_same_seed_same_sequence():
    a, b = Rng(7), Rng(7)
    assert [a.below(1000) for _ in range(50)] == [b.below(1000) for _ in range(50)]


def test_different_seeds_differ():
    assert [Rng(1).below(10**6) for _ in range(3)] != [Rng(2).below(10**6) for _ in range(3)]


def test_known_values_are_stable_across_versions():
    # Saves replay from the seed: these numbers must never change.
    r = Rng(2026)
    assert [r.below(100) for _ in range(6)] == [74, 36, 25, 49, 16, 67]


def test_round_trip_continues_identically():
    r = Rng(99)
    r.shuffle(list(range(10)))
    copy = Rng.from_dict(r.to_dict())
    assert [r.random() for _ in range(5)] == [copy.random() for _ in range(5)]


@given(st.integers(min_value=0, max_value=2**64 - 1), st.integers(min_value=1, max_value=2**40))
def test_below_in_range(seed, n):
    assert 0 <= Rng(seed).below(n) < n


@given(st.integers(min_value=0, max_value=2**32), st.lists(st.integers(), max_size=30))
def test_shuffle_is_a_permutation(seed, items):
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


def test_below_is_roughly_uniform():
    r = Rng(5)
    counts = [0] * 6
    for _ in range(6000):
        counts[r.below(6)] += 1
    assert all(850 < c < 1150 for c in counts)


def test_random_in_unit_interval():
    r = Rng(3)
    assert all(0.0 <= r.random() < 1.0 for _ in range(1000))


def test_spawn_is_independent_and_deterministic():
    a, b = Rng(11).spawn(), Rng(11).spawn()
    assert a == b
    assert [a.below(100) for _ in range(5)] != [Rng(11).below(100) for _ in range(5)]


def _reference_rng(seed: int, stream: int) -> Rng:
    """PCG32 seeding step by step, as the generator was first written."""
    rng = Rng.__new__(Rng)
    rng._inc = ((stream << 1) | 1) & ((1 << 64) - 1)
    rng._state = 0
    rng._next32()
    rng._state = (rng._state + (seed & ((1 << 64) - 1))) & ((1 << 64) - 1)
    rng._next32()
    return rng


def test_fast_seeding_matches_the_reference_exactly() -> None:
    for seed in (0, 1, 42, 2**63 - 1, 2**64 + 5, 123456789 * 0x9E3779B97F4A7C15):
        for stream in (0, 1, 54, 1003):
            assert Rng(seed, stream).to_dict() == _reference_rng(seed, stream).to_dict()
            assert Rng.seed_from(seed, stream) == _reference_rng(seed, stream).below(1 << 62)
