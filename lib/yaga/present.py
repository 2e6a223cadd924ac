"""Send the canvas to the panel, only the bytes that changed since the last frame sent.

A full 1 KB frame costs 24 ms on a 400 kHz I2C bus; most frames change a few characters. For each page that
differs from the copy of the last frame sent, the column range from the first to the last changed byte is
one window. Each window also costs its address commands (WINDOW_COST bytes on the wire), so when the changed
pages are many and wide, one full-width window over the span from the first to the last changed page
(`pages` > 1, the bytes contiguous in the frame) is cheaper: the presenter sends whichever plan costs fewer
bytes. An unchanged frame costs one C-level compare, and no frame allocates anything.
"""

from yaga.compat import const
from yaga.gfx import native

_PAGES = const(8)
_COLS = const(128)
# Wire bytes one window costs besides its data: six 3-byte command transactions (address + 0x80 + command)
# for the column and page range, and the data transaction's address and control bytes.
WINDOW_COST = const(20)


def _changed_columns(frame, last, base):
    """The first and last column (c0 << 8 | c1) where a changed page (its first byte at base) differs."""
    c0 = 0
    while frame[base + c0] == last[base + c0]:
        c0 += 1
    c1 = _COLS - 1
    while frame[base + c1] == last[base + c1]:
        c1 -= 1
    return c0 << 8 | c1


if native is not None:  # the same scan in native code (yaga.gfx_native)
    _changed_columns = native.changed_columns  # noqa: F811


class Presenter:
    """Keeps the last frame sent to `panel` (an object with write(page, col0, col1, frame, pages=1))."""

    def __init__(self, canvas, panel):
        self.frame = canvas.buf
        self.panel = panel
        self._last = bytearray(_PAGES * _COLS)
        self._full = True
        self._lo = bytearray(_PAGES)  # the changed column range of each page (lo > hi: unchanged)
        self._hi = bytearray(_PAGES)
        self._first = 0  # the first and last changed page
        self._end = 0
        # per-page views, made once: comparing and copying a page then allocates nothing
        f = memoryview(self.frame)
        s = memoryview(self._last)
        self._frame_pages = [f[p * _COLS : (p + 1) * _COLS] for p in range(_PAGES)]
        self._sent_pages = [s[p * _COLS : (p + 1) * _COLS] for p in range(_PAGES)]

    def invalidate(self):
        """Send the whole frame next time (after a panel reset, wake-up or contrast/invert change)."""
        self._full = True

    def present(self):
        """Send what changed; returns the number of data bytes sent (0 when nothing changed)."""
        if not self._full and self.frame == self._last:
            return 0
        return self._send()

    def _send(self):
        """present()'s work when the frame changed. Apart from present, whose check of an unchanged frame (every
        idle turn) then needs no VM frame on the heap: this one's 18 words do (MicroPython's limit is 11)."""
        frame = self.frame
        windows = self._changes()
        first = self._first
        end = self._end
        span = end - first + 1
        sent = 0
        if span * _COLS + WINDOW_COST < windows:
            self.panel.write(first, 0, _COLS - 1, frame, span)
            for p in range(first, end + 1):
                self._sent_pages[p][:] = self._frame_pages[p]
            sent = span * _COLS
        else:
            lo = self._lo
            hi = self._hi
            for p in range(first, end + 1):
                if lo[p] <= hi[p]:
                    self.panel.write(p, lo[p], hi[p], frame)
                    self._sent_pages[p][:] = self._frame_pages[p]
                    sent += hi[p] - lo[p] + 1
        self._full = False
        return sent

    def _changes(self):
        """Find the changed column range of each page and the first and last changed page; returns the
        wire bytes that sending them as one window per page would cost."""
        frame = self.frame
        last = self._last
        full = self._full
        lo = self._lo
        hi = self._hi
        first = -1
        end = 0
        cost = 0
        for p in range(_PAGES):
            if full:
                c0 = 0
                c1 = _COLS - 1
            elif self._frame_pages[p] == self._sent_pages[p]:
                lo[p] = 1
                hi[p] = 0
                continue
            else:
                c1 = _changed_columns(frame, last, p * _COLS)
                c0 = c1 >> 8
                c1 &= 0xFF
            lo[p] = c0
            hi[p] = c1
            if first < 0:
                first = p
            end = p
            cost += c1 - c0 + 1 + WINDOW_COST
        self._first = first
        self._end = end
        return cost
