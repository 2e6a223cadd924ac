"""Reusable screen pieces for every app: bars, list menus, value pickers, message and confirm boxes, dice faces.
The pieces every screen uses (text helpers, bars, list menu) are here; the widgets built on them are each in a
module of their own, yaga.widgets, imported by the screens that use them: the message box (Message), the value
picker (Picker), the confirm box (Confirm), the dice faces (d6_face ...).

Each widget is small, draws into a yaga.gfx Canvas and handles the shell's keys (button ids from
yaga.buttons). `key(k)` answers what happened, so the app decides what it means:
  NOTHING  the key did not concern the widget      MOVED   the cursor or value moved (redraw)
  CHOSEN   A picked the row or value               BACK    B: leave or cancel
  LESS / MORE  LEFT / RIGHT on a list row (adjust that row's value)
Drawing allocates nothing (numbers are drawn digit by digit, long text is clipped by erasing), so a
screen built from these can redraw under heap_lock; building a widget and wrapping text may allocate.

In an app:
    self.menu = ui.ListMenu(t["title"], [t["new"], t["rules"]])      # when the screen opens
    r = self.menu.key(k)                                              # in App.key
    if r == ui.MOVED: self.dirty = True
    elif r == ui.CHOSEN: self.start(self.menu.cursor)
    elif r == ui.BACK: return False                                   # back to the main menu
    self.menu.draw(c)                                                 # in App.draw
"""

from yaga.buttons import A, B, DOWN, LEFT, RIGHT, UP
from yaga.compat import const
from yaga.gfx import text_width

W = const(128)
H = const(64)
LINE = const(8)  # font line height
ADV = const(6)  # font advance
BAR = const(9)  # height of the title bar
ROW = const(9)  # height of a list row
_ROWS = const(6)  # list rows below the bar: (H - BAR - 1) // ROW

NOTHING = const(0)
MOVED = const(1)
CHOSEN = const(2)
BACK = const(3)
LESS = const(4)
MORE = const(5)

_DIGITS = ("0", "1", "2", "3", "4", "5", "6", "7", "8", "9")


# ---- text helpers -------------------------------------------------------------------------------


def number_width(n, scale=1):
    """Pixels number(n) advances (the trailing blank column included)."""
    w = ADV * scale if n >= 0 else 2 * ADV * scale
    n = -n if n < 0 else n
    while n >= 10:
        n //= 10
        w += ADV * scale
    return w


def number(c, n, x, y, col=1, scale=1):
    """Draw the integer n without building a string; returns the x after it."""
    if n < 0:
        x = c.text_scaled("-", x, y, col, scale)
        n = -n
    div = 1
    while div * 10 <= n:
        div *= 10
    while div:
        digit = _DIGITS[(n // div) % 10]
        # text itself at scale 1: text_scaled's frame is big enough to come from the heap on MicroPython
        x = c.text(digit, x, y, col) if scale == 1 else c.text_scaled(digit, x, y, col, scale)
        div //= 10
    return x


def clipped_text(c, s, x, y, right, col=1):
    """Draw s from x, erasing whatever would pass the column `right` (exclusive); returns the x after."""
    end = c.text(s, x, y, col)
    if end > right:
        c.fill_rect(right, y, end - right, LINE, 1 - col)
        return right
    return end


def right_text(c, s, right, y, col=1):
    """Draw s so its last ink column is right - 2 (one blank column before `right`); returns its x."""
    x = right - text_width(s)
    c.text(s, x, y, col)
    return x


def wrap(text, width):
    """Split text into lines no wider than width pixels, at spaces (a long word is cut). Allocates."""
    lines = []
    for para in text.split("\n"):
        line = ""
        for word in para.split(" "):
            while text_width(word) > width:
                fit = width // ADV
                if line:
                    lines.append(line)
                    line = ""
                lines.append(word[:fit])
                word = word[fit:]
            joined = line + " " + word if line else word
            if text_width(joined) - 1 <= width:
                line = joined
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


# ---- bars ---------------------------------------------------------------------------------------


def title_bar(c, title, right=None):
    """The inverted bar across the top: title on the left, an optional note (a string) on the right."""
    c.fill_rect(0, 0, W, BAR, 1)
    if right is None:
        clipped_text(c, title, 2, 1, W - 2, 0)
    else:
        clipped_text(c, title, 2, 1, W - text_width(right) - ADV, 0)
        right_text(c, right, W, 1, 0)  # after the title: clipping refills the bar up to the edge


def status_line(c, text, y=H - LINE):
    """A plain line of text at the bottom (hints like 'A: roll'), clipped to the screen."""
    c.fill_rect(0, y, W, LINE, 0)
    clipped_text(c, text, 0, y, W)


def scroll_bar(c, first, shown, total, top=BAR + 1, height=H - BAR - 1):
    """A thin bar on the right edge when a list has more rows than fit."""
    if total <= shown:
        return
    c.vline(W - 1, top, height, 1)
    knob = height * shown // total
    if knob < 3:
        knob = 3
    pos = top + (height - knob) * first // (total - shown)
    c.fill_rect(W - 3, pos, 2, knob, 1)


# ---- list menu ----------------------------------------------------------------------------------


class ListMenu:
    """A titled list with a cursor, scrolling and an inverted highlight.

    items: a list of row labels. value: optional function(index) -> a short string drawn right-aligned
    on the row (settings values, counts). hint: optional key hint on the bottom line (one row fewer shown).
    UP/DOWN move (wrapping), A is CHOSEN, B is BACK, LEFT/RIGHT are LESS/MORE for the current row.
    """

    def __init__(self, title, items, cursor=0, value=None, hint=None):
        self.title = title
        self.items = items
        self.value = value
        self.hint = hint
        self.rows = _ROWS if hint is None else _ROWS - 1  # list rows shown
        self.cursor = cursor if 0 <= cursor < len(items) else 0
        self.first = 0
        self._follow()

    def select(self, i):
        """Put the cursor on row i, scrolled into view."""
        self.cursor = i
        self._follow()

    def _follow(self):
        shown = self.rows
        if self.cursor < self.first:
            self.first = self.cursor
        elif self.cursor >= self.first + shown:
            self.first = self.cursor - shown + 1

    def key(self, k):
        n = len(self.items)
        if k == UP or k == DOWN:
            if n == 0:
                return NOTHING
            self.cursor = (self.cursor + (1 if k == DOWN else n - 1)) % n
            self._follow()
            return MOVED
        if k == A:
            return CHOSEN if n else NOTHING
        if k == B:
            return BACK
        if k == LEFT:
            return LESS
        if k == RIGHT:
            return MORE
        return NOTHING

    def draw(self, c, right=None):
        c.clear()
        title_bar(c, self.title, right)
        n = len(self.items)
        shown = self.rows
        edge = W - 4 if n > shown else W
        for r in range(shown):
            i = self.first + r
            if i >= n:
                break
            y = BAR + 1 + r * ROW
            on = i == self.cursor
            if on:
                c.fill_rect(0, y, edge, ROW, 1)
            col = 0 if on else 1
            v = self.value(i) if self.value is not None else None
            if v:
                clipped_text(c, self.items[i], 2, y + 1, edge - text_width(v) - ADV, col)
                right_text(c, v, edge, y + 1, col)  # after the label: clipping erases up to the edge
            else:
                clipped_text(c, self.items[i], 2, y + 1, edge - 1, col)
        scroll_bar(c, self.first, shown, n, BAR + 1, shown * ROW)
        if self.hint is not None:
            status_line(c, self.hint)
