"""A fake `time`: fakeworld's clock, which moves only when the firmware sleeps (so every session replays
to the millisecond). The ticks functions wrap at 2**30 as on the Pico (the unix port's wrap at 2**62)."""

import fakeworld as w


def ticks_ms():
    return w.now & 0x3FFFFFFF


def ticks_add(t, delta):
    return (t + delta) & 0x3FFFFFFF


def ticks_diff(a, b):
    return ((a - b + 0x20000000) & 0x3FFFFFFF) - 0x20000000


def sleep_ms(ms):
    if ms > 0:
        w.advance(ms)
