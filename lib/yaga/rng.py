"""The project's own PRNG: xorshift32 kept in four bytes of a game's state.

Why halves: small ints on the Pico are 31-bit, so a 32-bit value would be a heap-allocated long.
Each step works on the two 16-bit halves of the state, so drawing a die allocates nothing on the
device, and the same seed gives the same numbers on CPython and MicroPython.
Layout at `off`: hi half big-endian in bytes 0-1, lo half in bytes 2-3 (never both zero).
"""

from yaga.compat import const

SIZE = const(4)
_WARM_UP = const(8)  # steps run after seeding, so seeds 1, 2, 3 ... start far apart


def seed_state(buf, off, seed):
    """Write a generator seeded from any int into buf[off:off+4]."""
    seed = seed & 0xFFFFFFFF
    hi = ((seed >> 16) ^ 0x9E37) & 0xFFFF
    lo = (seed ^ 0x79B9) & 0xFFFF
    if hi == 0 and lo == 0:
        lo = 1
    buf[off] = hi >> 8
    buf[off + 1] = hi & 0xFF
    buf[off + 2] = lo >> 8
    buf[off + 3] = lo & 0xFF
    for _ in range(_WARM_UP):
        draw16(buf, off)


def draw16(buf, off):
    """Advance the generator one step and return its upper 16 bits."""
    hi = (buf[off] << 8) | buf[off + 1]
    lo = (buf[off + 2] << 8) | buf[off + 3]
    # x ^= x << 13
    hi ^= ((hi << 13) | (lo >> 3)) & 0xFFFF
    lo ^= (lo << 13) & 0xFFFF
    # x ^= x >> 17
    lo ^= hi >> 1
    # x ^= x << 5
    hi ^= ((hi << 5) | (lo >> 11)) & 0xFFFF
    lo ^= (lo << 5) & 0xFFFF
    buf[off] = hi >> 8
    buf[off + 1] = hi & 0xFF
    buf[off + 2] = lo >> 8
    buf[off + 3] = lo & 0xFF
    return hi


def draw32(buf, off):
    """Advance one step and return the whole 32-bit word (a long on the Pico: cold paths only)."""
    hi = draw16(buf, off)
    return (hi << 16) | (buf[off + 2] << 8) | buf[off + 3]


def draw_below(buf, off, n):
    """An unbiased draw from 0..n-1 (1 <= n <= 65536), by rejection sampling."""
    if n < 1 or n > 65536:
        raise ValueError("n out of range")
    limit = 65536 - (65536 % n)
    while True:
        r = draw16(buf, off)
        if r < limit:
            return r % n


class Rng:
    """A generator over four bytes: its own, or a slice of a game's state (`Rng.over`)."""

    def __init__(self, seed=1, buf=None, off=0):
        if buf is None:
            buf = bytearray(SIZE)
            seed_state(buf, off, seed)
        self.buf = buf
        self.off = off

    @staticmethod
    def over(buf, off):
        """Use buf[off:off+4] (already seeded) as the generator's state."""
        return Rng(0, buf, off)

    def next16(self):
        return draw16(self.buf, self.off)

    def next32(self):
        """0 <= x < 2**32."""
        return draw32(self.buf, self.off)

    def below(self, n):
        """Unbiased 0 <= x < n. Above 65536 it rejects on 32-bit words."""
        if n <= 65536:
            return draw_below(self.buf, self.off, n)
        if n > 0x100000000:
            raise ValueError("n out of range")
        limit = 0x100000000 - (0x100000000 % n)
        while True:
            r = draw32(self.buf, self.off)
            if r < limit:
                return r % n

    def shuffle(self, items):
        """Fisher-Yates in place (MicroPython's random has no shuffle)."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
