"""The link cable on the device: the board file's UART to a second box, the transport yaga.link reads, or None.

The transport is the `machine.UART` itself: its `any()`, `readinto(buf, n)` and `write(buf)` are the calls
yaga.link makes of every transport (host_sim.link.TcpCable in the simulator, a fake cable in tests), so nothing
stands between the link and the driver. On rp2 the driver's interrupt handler, in C, moves each byte from the
UART's 32-byte FIFO into the `rxbuf` ring as it arrives, whatever Python is doing: a long turn (an AI thinking, a
save) loses no byte while the ring has room. The link takes what came once a turn with `readinto` into its own
preallocated chunk (yaga.ring.Ring.fill): no allocation per byte or per turn.

With `timeout=0` neither call waits: `readinto` asks only for the bytes `any()` counted, and a frame's `write`
always fits the `txbuf` ring, which the driver's interrupt empties into the FIFO behind the loop's back.
The RX pin is pulled up before the UART takes it: an unplugged jack then reads as an idle line, where the pad's
reset pull-down would read as one long break.

The board file names the UART and its two pins (LINK_UART, LINK_TX, LINK_RX: docs/wiring.md); None there, or a
board file written before the cable, is a box without the jack. A pin the UART cannot use raises ValueError here,
at start, where firmware/device.py names the board file for it.
"""

import board
from micropython import const
from umachine import UART, Pin

_BAUD = const(115200)  # a move's frames cross well within a beat of the loop, and plain wire carries it reliably
# The other box's frames during the longest turn (a strong bot's): the largest frame (a STATE) and the ACKs and
# HELLOs around it; a resend of it that finds the ring full is cut short and refused, then comes again
_RX_BUFFER = const(1024)
_TX_BUFFER = const(768)  # the largest frame and an ACK and a HELLO behind it: a write never waits


def open_cable():
    """The board's link UART, ready; None on a box without the jack."""
    uart = getattr(board, "LINK_UART", None)
    if uart is None:
        return None
    rx = Pin(board.LINK_RX, Pin.IN, Pin.PULL_UP)
    return UART(uart, _BAUD, tx=Pin(board.LINK_TX), rx=rx, txbuf=_TX_BUFFER, rxbuf=_RX_BUFFER, timeout=0)
