"""Key scripts for tests, the headless runner and the simulator: `DOWN,DOWN,A,DICE`.

Why one parser and one player: the simulator's scripted mode and tools/headless.py (under CPython and
MicroPython) must feed the shell the very same levels at the very same times, so their frames match.
Items: a button name (UP, DOWN, LEFT, RIGHT, A, B, DICE), `NAME*3` to repeat, `LONG_NAME` (e.g. LONG_B)
for a press held past the long-press time, `WAIT500` to wait 500 ms. Names are case-insensitive.
Limits (a ValueError naming them, never a hang or a list of a billion steps): a repeat count up to MAX_REPEAT,
a wait up to MAX_WAIT_MS, and a whole script up to MAX_SCRIPT_MS of play on the fake clock. A message echoes
the bad item cut to MAX_SHOWN characters, control and invisible characters written as escapes.
"""

from yaga import buttons
from yaga.compat import const

TICK_MS = const(10)  # the fake clock's step
PRESS_MS = const(100)  # a press is held this long (past debounce, before D-pad repeat) ...
GAP_MS = const(100)  # ... then released this long; also the idle time before and after a script
LONG_MS = const(600)  # the long-press time the player holds past unless told the shell's

MAX_REPEAT = const(10000)
MAX_WAIT_MS = const(3600000)  # an hour: past the longest sleep setting (30 minutes)
MAX_SCRIPT_MS = const(14400000)  # four hours of play, about 1.4 million steps of the loop
MAX_SHOWN = const(32)  # an echoed item is cut to this many characters
DIGITS = "0123456789"  # str.isdigit also takes superscripts and circled digits, which int() refuses

PRESS = const(0)
LONG = const(1)
WAIT = const(2)

NAMES = {
    "UP": buttons.UP,
    "DOWN": buttons.DOWN,
    "LEFT": buttons.LEFT,
    "RIGHT": buttons.RIGHT,
    "A": buttons.A,
    "B": buttons.B,
    "DICE": buttons.DICE,
}


def _invisible(code):
    """A character a terminal would act on or not show: controls, bidi and zero-width marks, surrogates."""
    return (code < 0x20 or 0x7F <= code < 0xA0 or 0x200B <= code <= 0x200F or 0x2028 <= code <= 0x202E
            or 0x2066 <= code <= 0x2069 or 0xD800 <= code <= 0xDFFF or code == 0xFEFF)


def shown(item):
    """item as a message may echo it: at most MAX_SHOWN characters, invisible ones as \\x.. or \\u.... escapes."""
    out = []
    for ch in item[:MAX_SHOWN]:
        code = ord(ch)
        if not _invisible(code):
            out.append(ch)
        elif code < 0x100:
            out.append("\\x%02x" % code)
        else:
            out.append("\\u%04x" % code)
    return "".join(out) + ("..." if len(item) > MAX_SHOWN else "")


def _digits_only(text):
    for ch in text:
        if ch not in DIGITS:
            return False
    return text != ""


def _number(text, item, most, what):
    if not _digits_only(text):
        raise ValueError("bad number in key script item: %s" % shown(item))
    if len(text) > 9 or int(text) > most:  # long digit strings never reach int() (CPython's digit limit)
        raise ValueError("%s over %d in key script item: %s" % (what, most, shown(item)))
    return int(text)


def _step(word, item):
    if word.startswith("WAIT"):
        return (WAIT, _number(word[4:], item, MAX_WAIT_MS, "wait (ms)"))
    if word.startswith("LONG_"):
        name = word[5:]
        if name in NAMES:
            return (LONG, NAMES[name])
    elif word in NAMES:
        return (PRESS, NAMES[word])
    raise ValueError("unknown key name: %s" % shown(item))


def parse(text):
    """The script as a list of (PRESS, button), (LONG, button) or (WAIT, ms); ValueError names a bad item."""
    steps = []
    total_ms = 0
    if not text.strip():
        return steps
    for raw in text.split(","):
        item = raw.strip()
        if not item:
            raise ValueError("empty item in key script: %s" % shown(text))
        word = item.upper()
        count = 1
        star = word.find("*")
        if star >= 0:
            count = _number(word[star + 1 :].strip(), item, MAX_REPEAT, "repeat count")
            word = word[:star].strip()
        step = _step(word, item)
        total_ms += count * _step_ms(step)
        if total_ms > MAX_SCRIPT_MS:
            hours = MAX_SCRIPT_MS // 3600000
            raise ValueError("key script longer than %d hours of play at item: %s" % (hours, shown(item)))
        for _ in range(count):
            steps.append(step)
    return steps


def _step_ms(step):
    """How long a step plays (a long press at the player's default long-press time)."""
    kind, arg = step
    if kind == WAIT:
        return arg
    return (LONG_MS if kind == LONG else 0) + PRESS_MS + GAP_MS


def _ticks(ms):
    return (ms + TICK_MS - 1) // TICK_MS


def levels(steps, long_ms=LONG_MS, press_ms=PRESS_MS, gap_ms=GAP_MS):
    """The raw button levels that play `steps`, one mask per TICK_MS: a press is held press_ms
    (long_ms + press_ms for LONG) then released gap_ms; WAIT feeds no buttons for its time."""
    for kind, arg in steps:
        if kind == WAIT:
            for _ in range(_ticks(arg)):
                yield 0
            continue
        mask = 1 << arg
        for _ in range(_ticks(long_ms + press_ms if kind == LONG else press_ms)):
            yield mask
        for _ in range(_ticks(gap_ms)):
            yield 0


def timeline(steps, long_ms=LONG_MS):
    """Every mask a whole script feeds, one per tick: GAP_MS idle (the first frame is drawn), then
    the steps' levels. What Player.play plays; a fake `machine` can feed the same to real pins."""
    for mask in levels(((WAIT, GAP_MS),)):
        yield mask
    for mask in levels(steps, long_ms):
        yield mask


class Player:
    """Plays parsed steps into `step(mask, now_ms)` on a fake clock advancing TICK_MS per call."""

    def __init__(self, step, long_ms=LONG_MS, now_ms=0):
        self.step = step
        self.long_ms = long_ms
        self.now_ms = now_ms

    def play(self, steps):
        """Feed the script's timeline; returns the clock at the end."""
        for mask in timeline(steps, self.long_ms):
            self.tick(mask)
        return self.now_ms

    def tick(self, mask):
        self.step(mask, self.now_ms)
        self.now_ms += TICK_MS
