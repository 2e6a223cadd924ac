"""Arithmetic on the box's millisecond clock: MicroPython's `time.ticks_ms` wraps at 2**30 on every port, CPython's
clock in the simulator never wraps. Only differences and offsets are taken, through these two, so both clocks
work: a difference is right whenever the two times are less than 2**29 ms (about 6 days) apart.
"""

from yaga.compat import const

_MASK = const(0x3FFFFFFF)
_HALF = const(0x20000000)


def ticks_diff(a, b):
    """a - b in ms for a clock wrapping at 2**30; intermediate values stay small ints on the Pico."""
    d = (a - b) & _MASK
    if d >= _HALF:
        d = d - _MASK - 1  # minus 2**30, in two small steps (2**30 itself is a long on the Pico)
    return d


def ticks_add(t, ms):
    """The time ms after t (ms may be negative) on the 2**30-wrapping clock, kept a small int."""
    return (t + ms) & _MASK
