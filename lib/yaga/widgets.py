"""The widgets only some screens use, apart from yaga.ui so the shell does not keep them in RAM: the message
box, the value picker and the yes/no box. Screens reach them as ui.Message, ui.Picker, ui.Confirm (yaga.ui
loads this module on first use; the shell unloads it with the app, or before opening one). The dice faces
are yaga.dice_faces, reached the same way. Same key and drawing rules as yaga.ui.
"""

from yaga.buttons import A, B, DOWN, LEFT, RIGHT, UP
from yaga.compat import const
from yaga.gfx import text_width
from yaga.ui import BACK, CHOSEN, MOVED, NOTHING, number, number_width, scroll_bar, status_line, title_bar, wrap

_W = const(128)
_H = const(64)
_LINE = const(8)
_BAR = const(9)  # yaga.ui.BAR, the title bar


# ---- value picker -------------------------------------------------------------------------------


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


# ---- message box ------------------------------------------------------------------


class Message:
    """A titled message, word-wrapped, with an optional hint line at the bottom; A or B closes it.

    UP/DOWN scroll text longer than the screen.
    """

    def __init__(self, title, text, hint=None):
        self.title = title
        self.text = text
        self.hint = hint
        self.lines = wrap(text, _W - 6)
        self.first = 0

    def _shown(self):
        return (_H - _BAR - 1 - (_LINE if self.hint else 0)) // _LINE

    def key(self, k):
        if k == A:
            return CHOSEN
        if k == B:
            return BACK
        if k == UP or k == DOWN:
            top = len(self.lines) - self._shown()
            f = self.first + (1 if k == DOWN else -1)
            if 0 <= f <= top:
                self.first = f
                return MOVED
        return NOTHING

    def draw(self, c):
        c.clear()
        title_bar(c, self.title)
        shown = self._shown()
        for r in range(shown):
            i = self.first + r
            if i >= len(self.lines):
                break
            c.text(self.lines[i], 2, _BAR + 1 + r * _LINE)
        scroll_bar(c, self.first, shown, len(self.lines))
        if self.hint is not None:
            status_line(c, self.hint)


# ---- confirm box ----------------------------------------------------------------------------------


class Confirm:
    """A yes/no question: LEFT/RIGHT pick, A answers (CHOSEN; read .yes), B is BACK (no)."""

    def __init__(self, title, question, yes_text, no_text, yes=False):
        self.title = title
        self.question = question
        self.yes_text = yes_text
        self.no_text = no_text
        self.yes = yes
        self.lines = wrap(question, _W - 6)

    def key(self, k):
        if k == LEFT or k == RIGHT:
            self.yes = not self.yes
            return MOVED
        if k == A:
            return CHOSEN
        if k == B:
            self.yes = False
            return BACK
        return NOTHING

    def draw(self, c):
        c.clear()
        title_bar(c, self.title)
        for r in range(len(self.lines)):
            if r >= 4:
                break
            c.text(self.lines[r], 2, _BAR + 2 + r * _LINE)
        _button(c, self.yes_text, 8, self.yes)
        _button(c, self.no_text, _W // 2 + 8, not self.yes)


def _button(c, label, x, on):
    y = _H - 12
    w = _W // 2 - 16
    if on:
        c.fill_rect(x, y, w, 11, 1)
    else:
        c.rect(x, y, w, 11, 1)
    tx = x + ((w - text_width(label) + 1) >> 1)
    c.text(label, tx, y + 2, 0 if on else 1)
