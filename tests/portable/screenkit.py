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


# ---- the app rig: an app opened on a box as the shell opens it, pressed as the shell presses it ----------------


class Clock:
    """The box's clock in a test: calling it gives `ms`, which the test moves on by hand."""

    def __init__(self, ms=0):
        self.ms = ms

    def __call__(self):
        return self.ms


class Seeds:
    """The box's entropy in a test: new-game seeds counting up from first + 1, so each run deals the same."""

    def __init__(self, first=0):
        self.n = first

    def __call__(self):
        self.n += 1
        return self.n


def open_app(App, game, fs, clock=None, seeds=None, settings=None, beep=None, cable=None):
    """App (of yaga.games.<game>) on a box over fs with the shell's record name, its first frame drawn; cable:
    one end of a link cable (tests/portable/test_link_kit.py) for the box's jack."""
    from yaga.box import AppStore, Box
    from yaga.saves import Store
    from yaga.settings import Settings
    from yaga.shell import APP_SAVE_PREFIX

    store = AppStore(Store(fs), APP_SAVE_PREFIX + game, App.ID)
    box = Box(Canvas(), store, settings or Settings(), clock or Clock(), seeds or Seeds(), beep)
    box.cable = cable
    app = App(box)
    app.draw(box.canvas)
    return app


def press(app, *keys):
    """Each key as the shell gives it: the app must not leave, and a screen it marks dirty is drawn."""
    for k in keys:
        assert app.key(k) is not False
        if app.dirty:
            app.dirty = False
            app.draw(app.box.canvas)


def note_on_top(app):
    """The message (a yaga.widgets Message) an app's view stack shows on top, or None when the top is no note."""
    from yaga.views import Note

    top = app.top()
    return top.message if isinstance(top, Note) else None
