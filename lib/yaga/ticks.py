"""Arithmetic on the box's millisecond clock: MicroPython's `time.ticks_ms` wraps at 2**30 on every port, CPython's
clock in the simulator never wraps. Only differences and offsets are taken, through these, so both clocks work: a
difference is right whenever the two times are less than 2**29 ms (about 6 days) apart. `until` and `sooner` make
the waits an `idle_ms` answers (yaga.shell: None for no timer, 0 for the next beat, else ms).
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


def next_due(due, now_ms, period):
    """A periodic timer's next time after its time `due` came at now_ms: period after due, not after now_ms, so a
    turn that comes late (the loop's 10 ms beat moves after a slow step) does not push every later one back; from
    now_ms when it came a whole period late or more."""
    nxt = ticks_add(due, period)
    return nxt if ticks_diff(nxt, now_ms) > 0 else ticks_add(now_ms, period)


def until(now_ms, due):
    """The ms from now_ms to the time due, 0 once it has come."""
    d = ticks_diff(due, now_ms)
    return d if d > 0 else 0


def sooner(wait, other):
    """The sooner of two waits, each None (no timer) or ms."""
    if wait is None or other is not None and other < wait:
        return other
    return wait
