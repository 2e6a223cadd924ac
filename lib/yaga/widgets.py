"""The message box, built on yaga.ui's pieces, with the same key and drawing rules. The other widgets are
modules of their own too: yaga.picker, yaga.confirm, yaga.dice_faces.
"""

from yaga.buttons import A, B, DOWN, UP
from yaga.compat import const
from yaga.ui import BACK, CHOSEN, MOVED, NOTHING, scroll_bar, status_line, title_bar, wrap

_W = const(128)
_H = const(64)
_LINE = const(8)
_BAR = const(9)  # yaga.ui.BAR, the title bar


class Message:
    """A titled message, word-wrapped, with an optional hint line at the bottom; A or B closes it.

    UP/DOWN scroll text longer than the screen. Only the wrapped lines are kept, not the text as well: a long
    message (the quest's round log, 64 events) would otherwise be in RAM twice while it shows (issue 12).
    """

    def __init__(self, title, text, hint=None):
        self.title = title
        self.hint = hint
        self.lines = wrap(text, _W - 6)
        self.first = 0

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
