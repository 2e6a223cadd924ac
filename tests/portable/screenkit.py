"""Test helpers for screens: a recording panel, pixel reads, "is this text drawn here", allocation checks."""

import sys

from yaga.gfx import Canvas, text_width

MICROPYTHON = sys.implementation.name == "micropython"


class FakePanel:
    """Records what the shell does to the display."""

    def __init__(self):
        self.writes = 0
        self.contrasts = []
        self.powered = True

    def write(self, page, col0, col1, frame, pages=1):
        self.writes += 1

    def contrast(self, v):
        self.contrasts.append(v)

    def power(self, on):
        self.powered = on

    def invert(self, on):
        pass


def lit(c, x, y):
    return (c.buf[(y >> 3) * 128 + x] >> (y & 7)) & 1


def ink(c, x, y, w, h):
    """How many pixels are lit in the rectangle."""
    n = 0
    for yy in range(y, y + h):
        for xx in range(x, x + w):
            n += lit(c, xx, yy)
    return n


def text_at(c, s, x, y, col=1):
    """True when every ink pixel of s drawn at (x, y) shows colour col in c (inverted text: col=0)."""
    ref = Canvas()
    ref.text(s, x, y)
    end = x + text_width(s)
    if end > 128:
        end = 128
    for yy in range(y, y + 8):
        for xx in range(x, end):
            if lit(ref, xx, yy) and lit(c, xx, yy) != col:
                return False
    return True


def text_in_row(c, s, y, col=1):
    """True when s is drawn somewhere along the line whose top is y."""
    for x in range(0, 128 - text_width(s) + 2):
        if text_at(c, s, x, y, col):
            return True
    return False


def allocates_nothing(fn):
    """Run fn() under micropython.heap_lock (any allocation raises MemoryError). CPython cannot lock
    its heap: there the call just runs, and the MicroPython run of the same test is the proof."""
    if not MICROPYTHON:
        fn()
        return True
    import micropython

    micropython.heap_lock()
    try:
        fn()
    except MemoryError:
        return False
    finally:
        micropython.heap_unlock()
    return True


def note_on_top(app):
    """The message (a yaga.widgets Message) an app's view stack shows on top, or None when the top is no note."""
    from yaga.views import Note

    top = app.top()
    return top.message if isinstance(top, Note) else None
