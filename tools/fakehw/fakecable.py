"""The fake box's UART joined to another box's (fakeuart.make makes it when tools/fakehw/twobox.py runs two boxes:
$FAKECABLE names two pipe descriptors the harness holds the other ends of), as the rp2 port's UART behaves for the
calls the firmware makes.

Written bytes wait in the txbuf ring, which drains at the baud rate (a tenth of it in bytes a second: 8 data bits, a
start and a stop bit); read bytes come into the rxbuf ring, as the driver's interrupt fills it, and what does not
fit is lost. Nothing waits: `readinto` with nothing there answers None, as a UART made with timeout=0 does.
At every 10 ms tick of the fake clock (time.tick_hook, through machine.py) this end sends its message (the tick's
time and up to a tick's worth of the txbuf ring), then waits for the harness's answer: the other box's message of
the same tick. So both boxes' clocks move in step, a byte crosses within the tick it drained in, and the runs replay
exactly. The simulator's side of the comparison (twobox.SimPair) moves bytes between two of these UARTs the same
way (drain, receive), without pipes.
"""

import os
import time

MOST = 255  # bytes a tick carries at most: a message's count is one byte
MESSAGE = 5 + MOST  # a tick's message, either way: the tick's time (ms since power-on, 4 bytes), the count, the bytes


class UART:
    """rx and tx: the driver's two rings, kept here as plain buffers filled from the start (rx_n, tx_n bytes)."""

    def __init__(self, baudrate, txbuf, rxbuf):
        self.rx = bytearray(rxbuf)
        self.tx = bytearray(txbuf)
        self.rx_n = self.tx_n = 0
        self.per_tick = min(baudrate // 1000, MOST)  # bytes a 10 ms tick drains
        self.message = bytearray(MESSAGE)  # this tick's, then the other box's
        self._pipe_out = self._pipe_in = None
        fds = os.getenv("FAKECABLE")
        if fds:  # else (the simulator's UARTs) the caller moves the bytes
            out_fd, in_fd = fds.split()
            self._pipe_out = open("/dev/fd/" + out_fd, "wb")
            self._pipe_in = open("/dev/fd/" + in_fd, "rb")

    def any(self):
        return self.rx_n

    def readinto(self, buf, n=-1):
        n = min(len(buf) if n < 0 else n, len(buf), self.rx_n)
        if not n:
            return None
        buf[:n] = self.rx[:n]
        self.rx_n = _shift(self.rx, self.rx_n, n)
        return n

    def write(self, buf):
        n = min(len(buf), len(self.tx) - self.tx_n)  # the firmware's rings are sized so that all fits
        self.tx[self.tx_n : self.tx_n + n] = buf[:n]
        self.tx_n += n
        return len(buf)

    def drain(self):
        """A tick's worth of the tx ring into `message` (its count at [4], the bytes from [5])."""
        n = min(self.tx_n, self.per_tick)
        m = self.message
        m[4] = n
        m[5 : 5 + n] = self.tx[:n]
        self.tx_n = _shift(self.tx, self.tx_n, n)

    def receive(self, m):
        """The bytes of the other box's message m into the rx ring, what fits."""
        n = min(m[4], len(self.rx) - self.rx_n)
        self.rx[self.rx_n : self.rx_n + n] = m[5 : 5 + n]
        self.rx_n += n

    def tick(self):
        """A 10 ms tick of the clock (machine.py): a tick's worth of bytes to the other box, its tick's bytes in."""
        m = self.message
        t = time.now - time.origin
        m[0] = t >> 24 & 255
        m[1] = t >> 16 & 255
        m[2] = t >> 8 & 255
        m[3] = t & 255
        self.drain()
        if self._pipe_out is None:
            return
        self._pipe_out.write(m)
        self._pipe_in.readinto(m)
        self.receive(m)


def _shift(buf, count, n):
    """The first n of count bytes taken: the rest moved to the start; returns how many are left."""
    buf[: count - n] = buf[n:count]
    return count - n
