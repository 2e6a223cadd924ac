"""What the lab's display shows: the I2C transactions the emulated Pico sent, decoded by the simulator's own
SSD1306 model (host_sim.chip), so a device frame and a simulator frame are the same kind of bytes.

A transaction is (start ns, stop ns, address, payload bytes), as tools/devicelab/harness.mjs reports it:
the stop time is when the last byte and the stop condition were on the bus, so a frame's time is when
the glass could first show it.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
for _path in (ROOT, os.path.join(ROOT, "lib")):
    if _path not in sys.path:
        sys.path.insert(0, _path)

from host_sim.chip import Ssd1306  # noqa: E402


class Screen:
    """The chip fed transaction by transaction; `frames` is [(stop ns, glass bytes)], one entry each time
    what the glass shows changed, and `sent` [(start ns, stop ns, payload length)] every transaction."""

    def __init__(self, address=0x3C):
        self.address = address
        self.chip = Ssd1306()
        self.frames = []
        self.sent = []
        self._glass = bytes(self.chip.glass())

    def feed(self, transactions):
        for start, stop, address, payload in transactions:
            if address != self.address:
                continue
            self.sent.append((start, stop, len(payload)))
            self.chip.write(payload)
            glass = bytes(self.chip.glass())
            if glass != self._glass:
                self._glass = glass
                self.frames.append((stop, glass))

    @property
    def glass(self):
        """What the glass shows now."""
        return self._glass

    def first_frame(self, wanted, after_ns=0):
        """The stop time of the first frame equal to `wanted` shown at or after after_ns, or None."""
        for stop, glass in self.frames:
            if stop >= after_ns and glass == wanted:
                return stop
        return None


def bus_spans(sent, start_ns, end_ns):
    """[(first start, last stop, bytes)] of the runs of transactions between start_ns and end_ns that follow
    each other with less than 1 ms between them (one frame or one partial update each)."""
    spans = []
    for start, stop, size in sent:
        if start < start_ns or stop > end_ns:
            continue
        if spans and start - spans[-1][1] < 1_000_000:
            first, _, total = spans[-1]
            spans[-1] = (first, stop, total + size)
        else:
            spans.append((start, stop, size))
    return spans
