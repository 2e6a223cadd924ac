"""The project's PRNG: identity across interpreters, range, unbiased draws."""

from expect import raises
from yaga.rng import Rng, draw16, seed_state


def _reference_xorshift32(x, n):
    """A plain 32-bit xorshift (13, 17, 5), to check the 16-bit-halves implementation against."""
    out = []
    for _ in range(n):
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        out.append(x)
    return out


def test_halves_implementation_equals_plain_xorshift32():
    buf = bytearray(4)
    seed_state(buf, 0, 12345)
    start = (buf[0] << 24) | (buf[1] << 16) | (buf[2] << 8) | buf[3]
    expected = _reference_xorshift32(start, 200)
    for want in expected:
        draw16(buf, 0)
        got = (buf[0] << 24) | (buf[1] << 16) | (buf[2] << 8) | buf[3]
        assert got == want


def test_same_seed_same_sequence_and_different_seeds_differ():
    a = [Rng(7).next32() for _ in range(1)]
    r1, r2, r3 = Rng(7), Rng(7), Rng(8)
    s1 = [r1.next32() for _ in range(50)]
    s2 = [r2.next32() for _ in range(50)]
    s3 = [r3.next32() for _ in range(50)]
    assert s1 == s2
    assert s1 != s3
    assert a[0] == s1[0]


def test_next32_range_and_seed_zero_is_usable():
    r = Rng(0)
    seen = set()
    for _ in range(1000):
        x = r.next32()
        assert 0 <= x < 2**32
        seen.add(x)
    assert len(seen) == 1000


def test_below_stays_in_range_for_every_die():
    r = Rng(3)
    for n in (1, 2, 4, 6, 8, 10, 12, 20, 100, 65536, 100000, 2**32):
        for _ in range(200):
            assert 0 <= r.below(n) < n


def test_below_rejects_bad_bounds():
    r = Rng(3)
    raises(ValueError, r.below, 0)
    raises(ValueError, r.below, 2**32 + 1)


def test_over_shares_the_state_bytes():
    buf = bytearray(10)
    seed_state(buf, 3, 99)
    shared = Rng.over(buf, 3)
    before = bytes(buf)
    shared.below(6)
    assert bytes(buf) != before
    assert buf[0:3] == bytearray(3) and buf[7:10] == bytearray(3)


def test_shuffle_is_a_permutation():
    items = list(range(78))
    Rng(5).shuffle(items)
    assert sorted(items) == list(range(78))
    assert items != list(range(78))
