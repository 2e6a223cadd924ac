"""The fake box's UART, the link cable's end (machine.UART, in a module of its own: a box without the jack never loads
it), its pins checked as the rp2 port checks them (TX on GPIO 4k, RX on 4k+1, of UART0 and UART1 by blocks of 8), so
a bad pin in the board file raises the same ValueError as on the Pico.

Alone, the cable is unplugged: nothing comes, what is written is gone. With $FAKECABLE the other box is on it
(fakecable.py, when tools/fakehw/twobox.py runs two). Every name here is interned in every session with the jack,
and a few more would double the port's table of names (heap the firmware does not have): fakecable.py is loaded
only for two boxes.
"""

import os

from micropython import const

_MIN_RING = const(32)  # the rp2 driver's smallest ring


def make(id, baudrate=115200, tx=None, rx=None, txbuf=256, rxbuf=256, **kw):
    """machine.UART(...): the cable's end."""
    if id not in (0, 1):
        raise ValueError("UART(%d) doesn't exist" % id)
    for pin, role in ((tx, 0), (rx, 1)):
        if pin is not None and (pin.id & 3 != role or (pin.id + 4) >> 3 & 1 != id):
            raise ValueError("bad %s pin" % ("RX" if role else "TX"))
    txbuf = max(txbuf, _MIN_RING)
    rxbuf = max(rxbuf, _MIN_RING)
    if os.getenv("FAKECABLE"):
        import fakecable

        return fakecable.UART(baudrate, txbuf, rxbuf)
    return Unplugged(txbuf + rxbuf)


class Unplugged:
    """A UART on an unplugged cable; its rings take the heap the driver's take."""

    def __init__(self, n):
        self.rings = bytearray(n)

    def any(self):
        return 0

    def readinto(self, buf, n=-1):
        return None

    def write(self, buf):
        return len(buf)

    def tick(self):
        pass
