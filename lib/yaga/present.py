"""Send the canvas to the panel, only the bytes that changed since the last frame sent.

A full 1 KB frame costs 24 ms on a 400 kHz I2C bus; most frames change a few characters. For each page that
differs from the copy of the last frame sent, only the column range from the first to the last changed byte
goes out. An unchanged frame costs one C-level compare and allocates nothing.
"""

from yaga.compat import const

_PAGES = const(8)
_COLS = const(128)


class Presenter:
    """Keeps the last frame sent to `panel` (an object with write(page, col0, col1, frame))."""

    def __init__(self, canvas, panel):
        self.frame = canvas.buf
        self.panel = panel
        self._last = bytearray(_PAGES * _COLS)
        self._full = True
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
        frame = self.frame
        last = self._last
        full = self._full
        if not full and frame == last:
            return 0
        sent = 0
        for p in range(_PAGES):
            if full:
                c0 = 0
                c1 = _COLS - 1
            else:
                if self._frame_pages[p] == self._sent_pages[p]:
                    continue
                base = p * _COLS
                c0 = 0
                while frame[base + c0] == last[base + c0]:
                    c0 += 1
                c1 = _COLS - 1
                while frame[base + c1] == last[base + c1]:
                    c1 -= 1
            self.panel.write(p, c0, c1, frame)
            self._sent_pages[p][:] = self._frame_pages[p]
            sent += c1 - c0 + 1
        self._full = False
        return sent
