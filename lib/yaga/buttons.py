"""Raw button levels in, debounced events out: press, release, long press, D-pad repeat.

Why here: the pins bounce, the shell wants events, and tests must feed bounce and long presses
from a clock they control. `update(mask, now_ms)` takes the raw levels (bit i = button i held; the
caller turns active-low pins into 1 = held) and the time; events wait in a fixed ring of bytes.
Nothing is allocated per update or pop, so the device loop can run under `heap_lock`.

Clock: any millisecond counter that wraps at 2**30 (MicroPython's `time.ticks_ms` on every port),
or an unbounded one (CPython). Only differences are used, through `ticks_diff`, which is right
whenever the two times are less than 2**29 ms (about 6 days) apart.

Queue overflow: when the ring is full the OLDEST event is dropped (the newest input is what the
player means now) and `dropped` counts the losses.
"""

from yaga.compat import const

UP = const(0)
DOWN = const(1)
LEFT = const(2)
RIGHT = const(3)
A = const(4)
B = const(5)
DICE = const(6)
COUNT = const(7)

PRESS = const(0)
RELEASE = const(1)
LONG = const(2)
REPEAT = const(3)

NONE = const(-1)
_QUEUE_SIZE = const(16)
_REPEATING = const(0x0F)  # UP, DOWN, LEFT, RIGHT: the D-pad repeats, other buttons do not

_TICKS_MASK = const(0x3FFFFFFF)
_TICKS_HALF = const(0x20000000)


def ticks_diff(a, b):
    """a - b in ms for a clock wrapping at 2**30; intermediate values stay small ints on the Pico."""
    d = (a - b) & _TICKS_MASK
    if d >= _TICKS_HALF:
        d = d - _TICKS_MASK - 1  # minus 2**30, in two small steps (2**30 itself is a long on the Pico)
    return d


def kind(ev):
    return ev >> 3


def button(ev):
    return ev & 7


class Buttons:
    """Debounce (a level counts once stable for debounce_ms), then LONG and REPEAT timing."""

    def __init__(self, debounce_ms=20, long_ms=600, repeat_ms=120, repeat_delay_ms=400):
        self.debounce_ms = debounce_ms
        self.long_ms = long_ms
        self.repeat_ms = repeat_ms
        self.repeat_delay_ms = repeat_delay_ms
        self._raw = 0  # last raw mask seen
        self._stable = 0  # debounced mask
        self._long_done = 0  # buttons whose LONG already fired in this hold
        self._changed_at = [0] * COUNT  # when the raw level of each button last changed
        self._pressed_at = [0] * COUNT  # when each button's debounced press began
        self._repeat_after = [0] * COUNT  # ms into the hold when each D-pad button repeats next
        self._ring = bytearray(_QUEUE_SIZE)
        self._head = 0  # index of the oldest event
        self._count = 0
        self.dropped = 0

    def held(self, b):
        """True while button b is down (debounced)."""
        return (self._stable >> b) & 1 == 1

    def update(self, mask, now_ms):
        """Feed the raw levels at now_ms; queues any events that result."""
        changed = mask ^ self._raw
        self._raw = mask
        for b in range(COUNT):
            bit = 1 << b
            if changed & bit:
                self._changed_at[b] = now_ms
            level = mask & bit
            if level != self._stable & bit:  # a change, committed once stable for debounce_ms
                if ticks_diff(now_ms, self._changed_at[b]) < self.debounce_ms:
                    continue
                self._stable ^= bit
                if level:
                    self._pressed_at[b] = now_ms
                    self._repeat_after[b] = self.repeat_delay_ms
                    self._long_done &= ~bit
                    self._push(PRESS << 3 | b)
                else:
                    self._push(RELEASE << 3 | b)
            elif level:  # held: LONG once, REPEAT on the D-pad
                # Times are kept relative to the start of the hold, so no sum of clock values can pass 2**30.
                held_ms = ticks_diff(now_ms, self._pressed_at[b])
                if not self._long_done & bit and held_ms >= self.long_ms:
                    self._long_done |= bit
                    self._push(LONG << 3 | b)
                if bit & _REPEATING and held_ms >= self._repeat_after[b]:
                    self._push(REPEAT << 3 | b)
                    due = self._repeat_after[b] + self.repeat_ms
                    if held_ms >= due:  # updates came too slowly: no burst, restart the beat from now
                        due = held_ms + self.repeat_ms
                    self._repeat_after[b] = due

    def _push(self, ev):
        if self._count == _QUEUE_SIZE:
            self._head = (self._head + 1) % _QUEUE_SIZE
            self._count -= 1
            self.dropped += 1
        self._ring[(self._head + self._count) % _QUEUE_SIZE] = ev
        self._count += 1

    def pop(self):
        """The oldest waiting event, or NONE (-1)."""
        if self._count == 0:
            return NONE
        ev = self._ring[self._head]
        self._head = (self._head + 1) % _QUEUE_SIZE
        self._count -= 1
        return ev

    def clear(self):
        """Forget queued events (e.g. the press that woke the box)."""
        self._count = 0
