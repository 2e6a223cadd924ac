"""The yes/no box, built on yaga.ui's pieces, with the same key and drawing rules."""

from yaga.buttons import A, B, LEFT, RIGHT
from yaga.compat import const
from yaga.gfx import text_width
from yaga.ui import BACK, CHOSEN, MOVED, NOTHING, title_bar, wrap

_W = const(128)
_H = const(64)
_LINE = const(8)
_BAR = const(9)  # yaga.ui.BAR, the title bar


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
