"""A fake `time` for the firmware under the unix port: the fake world's clock, which moves only when
the firmware sleeps (so every session replays to the millisecond).

The ticks functions work modulo 2**30 as on the Pico (32-bit small ints); the unix port's own wrap at
2**62, so they are written out here rather than taken from utime."""

from fakeworld import TICKS_MASK, world

world()  # the fake box powers on with the first import of a fake module

_HALF = (TICKS_MASK + 1) // 2


def ticks_ms():
    return world().ticks_ms()


def ticks_add(t, delta):
    return (t + delta) & TICKS_MASK


def ticks_diff(a, b):
    return ((a - b + _HALF) & TICKS_MASK) - _HALF


def sleep_ms(ms):
    if ms > 0:
        world().advance(ms)


def sleep(s):
    sleep_ms(int(s * 1000))


def time():
    return 1767225600 + world().now // 1000  # 2026-01-01 plus the time since power-on
