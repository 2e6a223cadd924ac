"""A fake `time` for the firmware under the unix port: the fake world's clock, which moves only when
the firmware sleeps (so every session replays to the millisecond). Wraps at 2**30 like ticks_ms."""

from utime import ticks_add, ticks_diff  # noqa: F401  (pure arithmetic: the real ones are right)

from fakeworld import world

world()  # the fake box powers on with the first import of a fake module


def ticks_ms():
    return world().ticks_ms()


def sleep_ms(ms):
    if ms > 0:
        world().advance(ms)


def sleep(s):
    sleep_ms(int(s * 1000))


def time():
    return 1767225600 + world().now // 1000  # 2026-01-01 plus the time since power-on
