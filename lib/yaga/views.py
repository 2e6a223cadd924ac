"""The view stack an app's screens live on: each screen is a View, the app owns a Stack of them.

A View answers the shell's keys and draws itself:
  key(k)        -> a yaga.ui result; BACK asks the stack to pop this view (B's default, every view's "leave")
  draw(c)       draws the whole screen; allocates nothing, so a redraw can run under heap_lock
  tick(now_ms)  time passing while the view is on top (nothing by default)
  idle_ms(now_ms)  how long its tick may go uncalled with no key (yaga.shell's idle_ms): None when nothing in it
                moves, ms to its next timer, 0 for every beat; a view with a tick of its own and no idle_ms of
                its own is ticked every beat (a link's lobby polls its cable)
  on_top()      the view above it has popped: this one shows again (refresh what the other may have changed)
Building a view (wrapping its text, making its rows) may allocate; drawing never does.

A Stack (an app's own, or the app itself as a subclass) gives the shell the app's calls (idle_ms: the top view's,
which an app combines with its own timers): key passes the
key to the top view and pops it on BACK; a key returning False means the stack is empty, so the shell leaves the
app (yaga.shell). push opens a view over the current one, pop closes the top, replace swaps the top (a screen that
gives way to the next, e.g. the start menu to the game). `dirty` is the shell's redraw flag: every key, push, pop
and replace sets it, and a view's tick returning True does. A long B never reaches a view: the shell leaves the
app whatever its stack holds, by the same path as the stack emptying (the app's save(), then the main menu).

Pages is the one pager for every rules page and log: a list of texts, each wrapped to the screen, with the same
keys everywhere: UP/DOWN a line while the page has more lines that way, else the page before / after; LEFT/RIGHT
the page before / after; A the next page, and on the last page A leaves like B (so a one-page text closes on A
or B, as a message box does). Several pages show their number of the whole ("2/5") at the title bar's right.
Note shows a yaga.widgets Message as a view: A or B closes it, UP/DOWN scroll it.
"""

from yaga.buttons import A, B, DOWN, LEFT, RIGHT, UP
from yaga.ui import BACK, BAR, CHOSEN, H, LINE, MOVED, NOTHING, W, scroll_bar, status_line, title_bar, wrap


class View:
    """A screen on a Stack (see the module's docstring); the defaults: keys do nothing, B leaves."""

    def key(self, k):
        return BACK if k == B else NOTHING

    def draw(self, c):
        c.clear()

    def tick(self, now_ms):
        return False

    def idle_ms(self, now_ms):
        return None if type(self).tick is View.tick else 0  # an unknown tick: every beat

    def on_top(self):
        pass


class Stack:
    """The views of one app, the top one shown; the shell calls key, tick and draw."""

    def __init__(self):
        self.views = []
        self.dirty = True

    def top(self):
        return self.views[-1] if self.views else None

    def push(self, view):
        self.views.append(view)
        self.dirty = True

    def pop(self):
        self.views.pop()
        if self.views:
            self.views[-1].on_top()
        self.dirty = True

    def replace(self, view):
        self.views[-1] = view
        self.dirty = True

    def key(self, k):
        """The top view's key; False once the stack is empty (the app is left)."""
        self.dirty = True
        if self.views:
            view = self.views[-1]
            if view.key(k) == BACK and self.views and self.views[-1] is view:
                self.pop()
        return bool(self.views)

    def tick(self, now_ms):
        if self.views and self.views[-1].tick(now_ms):
            self.dirty = True

    def idle_ms(self, now_ms):
        """The top view's wait (View.idle_ms); None with no view. A view without idle_ms (not a View) and with a
        tick is ticked every beat."""
        if not self.views:
            return None
        view = self.views[-1]
        if hasattr(view, "idle_ms"):  # not getattr: a bound method would be allocated every turn
            return view.idle_ms(now_ms)
        return 0 if hasattr(view, "tick") else None

    def draw(self, c):
        if self.views:
            self.views[-1].draw(c)


class Note(View):
    """A Message (yaga.widgets) over the screen below: A or B closes it, UP/DOWN scroll a longer one."""

    def __init__(self, message):
        self.message = message

    def key(self, k):
        r = self.message.key(k)
        return BACK if r == CHOSEN else r

    def draw(self, c):
        self.message.draw(c)


class Pages(View):
    """Texts shown a page at a time (keys in the module's docstring); `page` is the one shown."""

    def __init__(self, title, texts, hint=None, page=0):
        self.title = title
        self.texts = texts
        self.hint = hint
        self.shown = (H - BAR - 1 - (LINE if hint is not None else 0)) // LINE
        self.show(page)

    def show(self, page):
        """Page `page` from its first line."""
        self.page = page
        self.lines = wrap(self.texts[page], W - 6)
        self.first = 0
        self.number = "%d/%d" % (page + 1, len(self.texts)) if len(self.texts) > 1 else None

    def key(self, k):
        last = len(self.texts) - 1
        if k == B or k == A and self.page == last:
            return BACK
        if k == DOWN and self.first + self.shown < len(self.lines) or k == UP and self.first:
            self.first += 1 if k == DOWN else -1
            return MOVED
        if (k == A or k == DOWN or k == RIGHT) and self.page < last:
            self.show(self.page + 1)
            return MOVED
        if (k == UP or k == LEFT) and self.page:
            self.show(self.page - 1)
            return MOVED
        return NOTHING

    def draw(self, c):
        c.clear()
        title_bar(c, self.title, self.number)
        for r in range(self.shown):
            i = self.first + r
            if i >= len(self.lines):
                break
            c.text(self.lines[i], 2, BAR + 1 + r * LINE)
        scroll_bar(c, self.first, self.shown, len(self.lines))
        if self.hint is not None:
            status_line(c, self.hint)
