"""Raw button levels in, debounced events out: press, release, long press, D-pad repeat.

Why here: the pins bounce, the shell wants events, and tests must feed bounce and long presses
from a clock they control. `update(mask, now_ms)` takes the raw levels (bit i = button i held; the
caller turns active-low pins into 1 = held) and the time; events wait in a fixed ring of bytes.
Nothing is allocated per update or pop, so the device loop can run under `heap_lock`.

Samples need not come at a steady beat: the simulator feeds one every 10 ms, the device feeds
each edge its pin interrupts latched (with the edge's time) and then the level at its turn, however long
that turn was. So an update first carries the levels it already has up to its time (a level stable for
debounce_ms since its change counts, and a LONG or REPEAT due by then fires), and only then takes the new
mask: a press whose down and up edges arrive in one update still gives PRESS and RELEASE. Holds are
measured from the edge (the last change of the raw level), never from the update that saw it.

Clock: any millisecond counter that wraps at 2**30 (MicroPython's `time.ticks_ms` on every port),
or an unbounded one (CPython), through yaga.ticks.

Queue overflow: when the ring is full the OLDEST event is dropped (the newest input is what the
player means now) and `dropped` counts the losses.
"""

from yaga.compat import const
from yaga.ticks import ticks_add, ticks_diff

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
        self._now = None  # the time of the last update (None before the first)
        self._stable = 0  # debounced mask
        self._long_done = 0  # buttons whose LONG already fired in this hold
        self._changed_at = [0] * COUNT  # when the raw level of each button last changed
        self._pressed_at = [0] * COUNT  # the edge that began each button's debounced press
        self._repeat_after = [0] * COUNT  # ms into the hold when each D-pad button repeats next
        self._ring = bytearray(_QUEUE_SIZE)
        self._head = 0  # index of the oldest event
        self._count = 0
        self.dropped = 0

    def held(self, b):
        """True while button b is down (debounced)."""
        return (self._stable >> b) & 1 == 1

    def update(self, mask, now_ms):
        """Feed the raw levels seen at now_ms; queues any events that result. A time before the last one
        counts as the last one (an edge stamped by an interrupt a moment after the loop read its clock)."""
        if self._now is not None and ticks_diff(now_ms, self._now) < 0:
            now_ms = self._now
        self._now = now_ms
        changed = mask ^ self._raw
        if not changed:
            if mask | self._stable:  # all up and settled: nothing to carry (the idle loop's every turn)
                self._carry(now_ms)
            return
        self._carry(ticks_add(now_ms, -1))  # the old levels lasted until just before this edge
        self._raw = mask
        for b in range(COUNT):
            if changed >> b & 1:
                self._changed_at[b] = now_ms

    def _carry(self, now_ms):
        """The raw levels held until now_ms: commit the changes stable for debounce_ms, then LONG and REPEAT."""
        raw = self._raw
        for b in range(COUNT):
            bit = 1 << b
            level = raw & bit
            if level != self._stable & bit:  # a change, committed once stable for debounce_ms
                if ticks_diff(now_ms, self._changed_at[b]) < self.debounce_ms:
                    continue
                self._stable ^= bit
                if not level:
                    self._push(RELEASE << 3 | b)
                    continue
                self._pressed_at[b] = self._changed_at[b]  # the edge: a late update makes no hold shorter
                self._repeat_after[b] = self.repeat_delay_ms
                self._long_done &= ~bit
                self._push(PRESS << 3 | b)
            if level:
                self._hold(b, now_ms)

    def _hold(self, b, now_ms):
        """Button b held until now_ms: REPEAT on the D-pad (first due before LONG), LONG once. Apart from _carry, whose
        frame then stays small enough for the C stack (MicroPython puts a frame of more than 11 words on the heap)."""
        # Times are kept relative to the start of the hold, so no sum of clock values can pass 2**30.
        held_ms = ticks_diff(now_ms, self._pressed_at[b])
        bit = 1 << b
        if bit & _REPEATING and held_ms >= self._repeat_after[b]:
            self._push(REPEAT << 3 | b)
            due = self._repeat_after[b] + self.repeat_ms
            if held_ms >= due:  # updates came too slowly: no burst, restart the beat from now
                due = held_ms + self.repeat_ms
            self._repeat_after[b] = due
        if not self._long_done & bit and held_ms >= self.long_ms:
            self._long_done |= bit
            self._push(LONG << 3 | b)

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
