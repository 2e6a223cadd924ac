"""The player's hands and eyes: the real Shell on a fresh save folder, pressed and waited on exactly as a key
script plays it (yaga.keyscript), every step written down so a failure replays with `python -m host_sim`.

Why a rig of its own instead of host_sim's Session: the player must look between presses (what the app shows,
what the engine awaits) and watch every text the screen draws, which a script played in one go cannot.
The clock, the levels and the first idle gap are keyscript's, so the steps joined into one script and played
by `python -m host_sim --seed N --keys SCRIPT` (or tools/headless.py under MicroPython) give the same frames.

What it fails on, as Failure(kind, detail), wherever it is seen:
  crash     an exception reached the shell (the "app hit a problem" screen), or a message box popped up
  id        a text drawn names an internal id: a rule id (GW-3), a raw key name (hint_ok), a %-template
            left unfilled, "None", or a character the font lacks
  clipped   a text drawn with ink past the screen's edge (x 0..127, y 0..63)
  stuck     50 presses in a row that changed nothing on the screen
  softlock  a decision awaited with no choice on screen 1 s after the screen settled (expect)
  stall     the box's own move (an AI, a bot, a shuffle) not made within STALL_MS
"""

import re
import shutil
import sys
import tempfile
import zlib

from yaga import font, keyscript
from yaga.fs import RealFs
from yaga.gfx import Canvas, glyph_offset, text_width
from yaga.rng import Rng
from yaga.shell import NOTICE, Shell

TICK_MS = keyscript.TICK_MS
STUCK_PRESSES = 50  # a screen no key changes for this many presses while the game is on
SETTLE_MS = 1000  # a choice must be on screen this long after the screen stopped changing ...
CHOICE_CAP_MS = 10000  # ... and this long after the decision was awaited, however long it animates
STALL_MS = 15000  # the box's own move (AI, bot, shuffle) must come within this
POLL_MS = 50  # the step of a wait for something to appear

# what no player should ever read: rule ids, raw key names, unfilled templates, Python's None
_INTERNAL = re.compile(r"\b(?:GW|BY|BQ|TA)-\d+|\b[a-z]+(?:_[a-z0-9]+)+\b|%[sdi(]|\{\}|(?:^|[=:(\[])None(?:$|[,)\]])")


_MISSING = glyph_offset("\uffff")  # the placeholder box the font draws for a character it lacks


class Failure(Exception):
    """What went wrong (kind, detail); the runner adds the key script that leads there."""

    def __init__(self, kind, detail):
        Exception.__init__(self, kind, detail)  # both in args: a Failure crosses process boundaries (pickle)
        self.kind = kind
        self.detail = detail

    def __str__(self):
        return "%s: %s" % (self.kind, self.detail)


class NullPanel:
    """The panel contract (docs/ARCHITECTURE.md, Screen) sending nowhere: the canvas is the frame."""

    def write(self, page, col0, col1, frame, pages=1):
        pass

    def contrast(self, v):
        pass

    def power(self, on):
        pass

    def invert(self, on):
        pass


def lost_ink(s, x, y, scale=1, right=128):
    """True when some pixel of s drawn at (x, y) falls outside the 128x64 screen (or from column `right` on)."""
    n = len(s.rstrip(" "))
    if 0 <= x and x + 6 * n * scale <= right + scale and 0 <= y and y + 8 * scale <= 64:
        return False  # the glyphs' 5 columns end a column before the advance
    glyphs = font.GLYPHS
    for i in range(n):
        o = glyph_offset(s[i])
        for k in range(5):
            col = glyphs[o + k]
            if not col:
                continue
            px = x + (6 * i + k) * scale
            for r in range(8):
                if col >> r & 1:
                    py = y + r * scale
                    if px < 0 or px + scale > right or py < 0 or py + scale > 64:
                        return True
    return False


def internal_words(s):
    """What in s no player should read (see _INTERNAL and font gaps), or None."""
    m = _INTERNAL.search(s)
    if m:
        return m.group(0)
    for ch in s:
        if ord(ch) >= 32 and glyph_offset(ch) == _MISSING:
            return "a character the font lacks (%r)" % ch
    return None


def frames_digest(frames):
    """(count, chained CRC-32) of a run's frames, each differing from the one before (what Rig keeps)."""
    digest = 0
    last = None
    n = 0
    for f in frames:
        if f != last:
            digest = zlib.crc32(bytes(f), digest)
            last = bytes(f)
            n += 1
    return n, digest


def _screen_of(frame):
    """Who asked ui.clipped_text to draw: the first caller outside yaga.ui ("module.function")."""
    while frame is not None and frame.f_globals.get("__name__") == "yaga.ui":
        frame = frame.f_back
    if frame is None:
        return "?"
    return "%s.%s" % (frame.f_globals.get("__name__"), frame.f_code.co_name)


def _lit(buf, x, y):
    return buf[(y >> 3) * 128 + x] >> (y & 7) & 1


class Rig:
    """A Shell pressed and waited on; `steps` is the key script so far (one item per press or wait)."""

    def __init__(self, seed):
        self.seed = seed
        self.dir = tempfile.mkdtemp(prefix="playthrough-")
        fs = RealFs(self.dir)
        self.caught = []
        self.problems = []  # failures seen while drawing: raised at the end of the step
        self.drawn = []  # (text, x, y, colour, scale) since the last clear of the canvas
        self.cuts = []  # (screen, text, right) of each text ui.clipped_text cut short: reported, not failed
        self.shell = Shell(NullPanel(), fs, Rng(seed).next32, log=self.caught.append)
        self._watch(self.shell.canvas)
        self.now = 0
        self.steps = []
        self.presses = 0
        self.unchanged = 0  # presses in a row that changed nothing on the screen
        self.frame = bytes(self.shell.canvas.buf)
        self.frames = 0  # frames that differed from the one before, and their CRC-32 chained (frames_digest)
        self.digest = 0
        self.changed_at = 0  # the clock of the last frame that differed from the one before
        self._feed(keyscript.levels(((keyscript.WAIT, keyscript.GAP_MS),)))  # keyscript.timeline's first gap

    def close(self):
        shutil.rmtree(self.dir, ignore_errors=True)

    # ---- what the screen draws ---------------------------------------------------------------------

    def _watch(self, canvas):
        """Every text the canvas draws is checked (id, clipped) and kept until the next clear."""
        text = canvas.text
        text_scaled = canvas.text_scaled
        clear = canvas.clear
        rig = self

        def watch(s, x, y, c, scale):
            rig.drawn.append((s, x, y, c, scale))
            bad = internal_words(s)
            if bad is not None:
                rig.problems.append(Failure("id", "%r drawn at (%d, %d) shows %s" % (s, x, y, bad)))
            caller = sys._getframe(2)
            if caller.f_code.co_name == "clipped_text":  # cut at `right` by design: noted, not a failure
                right = caller.f_locals["right"]
                if lost_ink(s, x, y, scale, min(right, 128)):
                    rig.cuts.append((_screen_of(caller), s, right))
            elif lost_ink(s, x, y, scale):
                rig.problems.append(Failure("clipped", "%r drawn at (%d, %d) by %s runs off the screen"
                                            % (s, x, y, caller.f_code.co_name)))

        def watched_text(s, x, y, c=1):
            watch(s, x, y, c, 1)
            return text(s, x, y, c)

        def watched_text_scaled(s, x, y, c, scale):
            if scale == 1:  # drawn by text(), watched there
                return text_scaled(s, x, y, c, scale)
            watch(s, x, y, c, scale)
            return text_scaled(s, x, y, c, scale)

        def watched_clear(c=0):
            del rig.drawn[:]
            return clear(c)

        canvas.text = watched_text
        canvas.text_scaled = watched_text_scaled
        canvas.clear = watched_clear

    def texts(self):
        """The texts drawn since the last clear whose every pixel still shows on the screen."""
        return [s for s, x, y, c, scale in self.drawn if scale == 1 and self._shows_at(s, x, y, c)]

    def shows(self, s):
        """True when s is on the screen now: drawn as a text or as part of one (a wrapped line, a row cut short
        after it), every pixel of it showing."""
        if not s:
            return True
        for t, x, y, c, scale in self.drawn:
            at = t.find(s) if scale == 1 else -1
            if at >= 0 and self._shows_at(s, x + at * 6, y, c):
                return True
        return False

    def _shows_at(self, s, x, y, c):
        """Every ink pixel of s at (x, y) has its colour c in the frame (text_at of tests/portable/screenkit)."""
        ref = Canvas()
        Canvas.text(ref, s, x, y)
        end = min(128, x + text_width(s))
        buf = self.shell.canvas.buf
        for yy in range(max(0, y), min(64, y + 8)):
            for xx in range(max(0, x), end):
                if _lit(ref.buf, xx, yy) and _lit(buf, xx, yy) != c:
                    return False
        return True

    # ---- the clock and the keys --------------------------------------------------------------------

    def _feed(self, masks):
        shell = self.shell
        for mask in masks:
            shell.step(mask, self.now)
            self.now += TICK_MS
            if self.caught:
                e = self.caught[0]
                raise Failure("crash", "%s: %s" % (type(e).__name__, e))
            if self.problems:
                raise self.problems[0]
            buf = shell.canvas.buf
            if buf != self.frame:
                self.frame = bytes(buf)
                self.frames += 1
                self.digest = zlib.crc32(self.frame, self.digest)
                self.changed_at = self.now
        if shell.mode == NOTICE:  # a message box the player did not ask for
            raise Failure("crash", "message box: %r" % (shell.view.text,))

    def press(self, name):
        """One press of a button by key-script name (A, DICE, LONG_B ...): held 100 ms, released 100 ms."""
        step = keyscript.parse(name)
        before = self.frame
        self.steps.append(name)
        self.presses += 1
        self._feed(keyscript.levels(step, self.shell.buttons.long_ms))
        if self.frame == before:
            self.unchanged += 1
            if self.unchanged >= STUCK_PRESSES:
                raise Failure("stuck", "%d presses in a row changed nothing on the screen" % self.unchanged)
        else:
            self.unchanged = 0

    def wait(self, ms):
        """Press nothing for ms (a multiple of the 10 ms tick)."""
        self.steps.append("WAIT%d" % ms)
        self._feed(keyscript.levels(((keyscript.WAIT, ms),)))

    def wait_until(self, done, limit_ms, what):
        """Wait in POLL_MS steps until done() is true; a stall when it is not within limit_ms."""
        start = self.now
        while not done():
            if self.now - start >= limit_ms:
                raise Failure("stall", "%s not within %d ms" % (what, limit_ms))
            self.wait(POLL_MS)

    def expect(self, on_screen, what):
        """A decision is awaited: on_screen() (what the frame must show) must come true within SETTLE_MS of
        the screen's last change, and CHOICE_CAP_MS at most however long the screen keeps changing."""
        start = self.now
        while not on_screen():
            if self.now - max(start, self.changed_at) >= SETTLE_MS or self.now - start >= CHOICE_CAP_MS:
                raise Failure("softlock", "%s: not on the screen %d ms after it settled (on screen: %s)"
                              % (what, self.now - max(start, self.changed_at), self.texts()))
            self.wait(POLL_MS)

    # ---- the shell ---------------------------------------------------------------------------------

    @property
    def app(self):
        return self.shell.app

    def app_module(self):
        """The open app's module: its engine (gw, C, q, t) and numbers are read from there, so the player
        loads nothing the app would not."""
        return sys.modules[type(self.shell.app).__module__]

    def key_script(self):
        """The steps as one key script: waits merged, repeats as NAME*n."""
        merged = []
        for item in self.steps:
            if item.startswith("WAIT") and merged and merged[-1][0].startswith("WAIT"):
                merged[-1][0] = "WAIT%d" % (int(merged[-1][0][4:]) + int(item[4:]))
            elif merged and merged[-1][0] == item:
                merged[-1][1] += 1
            else:
                merged.append([item, 1])
        return ",".join(item if n == 1 else "%s*%d" % (item, n) for item, n in merged)


def step_towards(rig, cursor, target, count, back="UP", forward="DOWN"):
    """Press towards row `target` of a wrapping list of `count` rows (cursor(): the row now), the short way."""
    for _ in range(count + 1):
        at = cursor()
        if at == target:
            return
        down = (target - at) % count
        rig.press(forward if down <= count - down else back)
    raise Failure("stuck", "the cursor did not reach row %d of %d (at %d)" % (target, count, cursor()))

