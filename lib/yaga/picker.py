"""The value picker: a number or one of a few choices, big in the middle of the screen.
Built on yaga.ui's pieces, with the same key and drawing rules.
"""

from yaga.buttons import A, B, DOWN, LEFT, RIGHT, UP
from yaga.compat import const
from yaga.gfx import text_width
from yaga.ui import BACK, CHOSEN, MOVED, NOTHING, number, number_width, status_line, title_bar

_W = const(128)


class Picker:
    """Pick a number in lo..hi by step, or one of `choices` (value = its index, wrapping).

    LEFT/DOWN lower, RIGHT/UP raise (numbers stop at the ends); A is CHOSEN, B is BACK (cancel: the
    owner keeps its old value). low_text names the lowest number (e.g. "Off" for a target of 0).
    """

    def __init__(self, title, value, lo=0, hi=0, step=1, choices=None, low_text=None, hint=None):
        self.title = title
        self.choices = choices
        self.lo = 0 if choices else lo
        self.hi = len(choices) - 1 if choices else hi
        self.step = 1 if choices else step
        self.low_text = low_text
        self.hint = hint
        self.value = value if self.lo <= value <= self.hi else self.lo

    def key(self, k):
        if k == A:
            return CHOSEN
        if k == B:
            return BACK
        if k == LEFT or k == DOWN:
            d = -self.step
        elif k == RIGHT or k == UP:
            d = self.step
        else:
            return NOTHING
        v = self.value + d
        if self.choices:
            v %= len(self.choices)
        elif v < self.lo:
            v = self.lo
        elif v > self.hi:
            v = self.hi
        if v == self.value:
            return NOTHING
        self.value = v
        return MOVED

    def draw(self, c):
        c.clear()
        title_bar(c, self.title)
        y = 24
        if self.choices:
            s = self.choices[self.value]
            c.center(s, y + 4)
            w = text_width(s)
        elif self.value == self.lo and self.low_text is not None:
            c.center(self.low_text, y + 4)
            w = text_width(self.low_text)
        else:
            w = number_width(self.value, 2)
            number(c, self.value, (_W - w + 2) >> 1, y, 1, 2)
        left = (_W - w) >> 1
        if self.choices or self.value > self.lo:
            _arrow(c, left - 10, y + 7, -1)
        if self.choices or self.value < self.hi:
            _arrow(c, left + w + 8, y + 7, 1)
        if self.hint is not None:
            status_line(c, self.hint)


def _arrow(c, x, y, d):
    """A small solid triangle pointing left (d = -1) or right (d = 1), its tip at (x, y)."""
    for i in range(4):
        c.vline(x - d * i, y - i, 2 * i + 1, 1)
