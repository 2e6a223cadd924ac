"""The widgets built on yaga.ui's pieces, with the same key and drawing rules: the message box (Message), the
yes/no box (Confirm), the value picker (Picker) and the dice faces (die_outline, d6_face, number_face,
label_face, dotted_outline, shared by the dice tray, Goat and Wolf's roll and the quest's challenges). One
module: each module loaded costs its names for good on MicroPython (the heap bound), and these are small.
Drawing allocates nothing.
"""

from yaga.buttons import A, B, DOWN, LEFT, RIGHT, UP
from yaga.compat import const
from yaga.gfx import text_width
from yaga.ui import (
    BACK, CHOSEN, MOVED, NOTHING, clipped_text, number, number_width, scroll_bar, status_line, title_bar, wrap,
)

_W = const(128)
_H = const(64)
_LINE = const(8)
_BAR = const(9)  # yaga.ui.BAR, the title bar


class Message:
    """A titled message, word-wrapped, with an optional hint line at the bottom; A or B closes it.

    UP/DOWN scroll text longer than the screen. Only the wrapped lines are kept, not the text as well: a long
    message (the quest's round log, 64 events) would otherwise be in RAM twice while it shows.
    """

    def __init__(self, title, text, hint=None):
        self.title = title
        self.hint = hint
        self.lines = wrap(text, _W - 6) if text is not None else []  # None: its paragraphs come by add()
        self.first = 0

    def add_each(self, paragraphs):
        """The paragraphs `paragraphs(out)` hands to out() one at a time, wrapped after the text: a long message
        (the quest's round log) never holds its whole text beside its lines. They are handed over twice, counted
        and then kept, so the lines' list is allocated once at its full length: grown a paragraph at a time it left
        each outgrown copy as a hole in the heap."""
        kept = len(self.lines)
        total = [kept]

        def count(paragraph):
            total[0] += len(wrap(paragraph, _W - 6))

        paragraphs(count)
        lines = [None] * total[0]
        lines[:kept] = self.lines
        self.lines = lines
        at = [kept]

        def keep(paragraph):
            for line in wrap(paragraph, _W - 6):
                lines[at[0]] = line
                at[0] += 1

        paragraphs(keep)

    @property
    def text(self):
        """The message's words on one line (its lines joined by spaces): what a test compares."""
        return " ".join(self.lines)

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


class Picker:
    """Pick a number in lo..hi by step, or one of `choices` (value = its index, wrapping).

    LEFT/DOWN lower, RIGHT/UP raise (numbers stop at the ends); UP/DOWN move by `coarse` (the step unless
    given: e.g. 1 on LEFT/RIGHT, 10 on UP/DOWN for a wide range); A is CHOSEN, B is BACK (cancel: the owner
    keeps its old value). low_text names the lowest number (e.g. "Off" for a target of 0).
    """

    def __init__(self, title, value, lo=0, hi=0, step=1, choices=None, low_text=None, hint=None, coarse=None):
        self.title = title
        self.choices = choices
        self.lo = 0 if choices else lo
        self.hi = len(choices) - 1 if choices else hi
        self.step = 1 if choices else step
        self.coarse = self.step if choices or coarse is None else coarse
        self.low_text = low_text
        self.hint = hint
        self.value = value if self.lo <= value <= self.hi else self.lo

    def key(self, k):
        if k == A:
            return CHOSEN
        if k == B:
            return BACK
        if k == LEFT or k == RIGHT:
            d = -self.step if k == LEFT else self.step
        elif k == UP or k == DOWN:
            d = -self.coarse if k == DOWN else self.coarse
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


# Pip spots of a d6 on a 3x3 grid (column, row in 0..2), faces 0..6; 0 is the blank face.
_PIPS = (
    (),
    ((1, 1),),
    ((0, 0), (2, 2)),
    ((0, 0), (1, 1), (2, 2)),
    ((0, 0), (2, 0), (0, 2), (2, 2)),
    ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
)


def die_outline(c, x, y, w, h, filled=False):
    """A die body with rounded corners: an outline, or solid (for a highlighted die)."""
    if filled:
        c.fill_rect(x, y, w, h, 1)
    else:
        c.fill_rect(x, y, w, h, 0)
        c.rect(x, y, w, h, 1)
    c.pixel(x, y, 0)
    c.pixel(x + w - 1, y, 0)
    c.pixel(x, y + h - 1, 0)
    c.pixel(x + w - 1, y + h - 1, 0)


def d6_face(c, x, y, w, h, pips, filled=False):
    """A six-sided die showing 0..6 big pips (0 = blank), pips sized to the face."""
    die_outline(c, x, y, w, h, filled)
    side = w if w < h else h
    p = side // 5  # pip size: 3 px on an 18 px face, 4 px on 20 px, 5 px on 28 px
    col = 0 if filled else 1
    for gx, gy in _PIPS[pips]:
        cx = x + w * (1 + gx) // 4
        cy = y + h * (1 + gy) // 4
        px = cx - p // 2
        py = cy - p // 2
        c.fill_rect(px, py, p, p, col)
        if p >= 4:  # round the bigger pips
            c.pixel(px, py, 1 - col)
            c.pixel(px + p - 1, py, 1 - col)
            c.pixel(px, py + p - 1, 1 - col)
            c.pixel(px + p - 1, py + p - 1, 1 - col)


def number_face(c, x, y, w, h, n, filled=False):
    """A die showing the number n, as big as fits the face (n < 0 draws a blank face)."""
    die_outline(c, x, y, w, h, filled)
    if n < 0:
        return
    scale = 2 if number_width(n, 2) - 2 <= w - 4 and h >= 2 * _LINE + 4 else 1
    tw = number_width(n, scale) - scale
    number(c, n, x + ((w - tw + 1) >> 1), y + ((h - _LINE * scale + scale + 1) >> 1), 0 if filled else 1, scale)


def label_face(c, x, y, w, h, label):
    """A die not rolled yet: its kind's name (e.g. "d20") inside a dotted outline. A label wider than
    the face is cut at its edge, so the caller picks one that fits (e.g. "d%" for d100 on small faces)."""
    c.fill_rect(x, y, w, h, 0)
    tw = text_width(label) - 1
    if tw > w - 2:
        tw = w - 2
    clipped_text(c, label, x + ((w - tw + 1) >> 1), y + ((h - _LINE + 2) >> 1), x + w - 1)
    dotted_outline(c, x, y, w, h)


def dotted_outline(c, x, y, w, h):
    """A rectangle outline of every other pixel: something not there yet (a die not rolled, an empty pile)."""
    for i in range(0, w, 2):
        c.pixel(x + i, y, 1)
        c.pixel(x + i, y + h - 1, 1)
    for i in range(0, h, 2):
        c.pixel(x, y + i, 1)
        c.pixel(x + w - 1, y + i, 1)
