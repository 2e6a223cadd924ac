"""Small timing scripts run on the emulated Pico's raw REPL (after its loop was stopped with Ctrl-C).

Each prints one line of numbers. They time with time.ticks_us(), which on the lab's chip runs on the
emulated clock: the figures are the device's, not the host's. A collection runs before each timed call
(a collection is the heap's cost, measured apart by the turn probe), and the least of a few tries is kept
for the draws (a draw does the same work every time).
"""

# Prints: µs for a full 8-line text screen (clear + 8 lines of 21 characters) with the project's Canvas.text, then
# with framebuf's built-in text (the bench_render.py case 'aligned ASCII').
TEXT_SCREEN = r"""
import gc, time, framebuf
from yaga.gfx import Canvas
L = ["Line %d: the quick br" % i for i in range(8)]
c = Canvas()
fb = framebuf.FrameBuffer(c.buf, 128, 64, framebuf.MONO_VLSB)
def ours():
    c.clear(0)
    for i in range(8):
        c.text(L[i], 0, i * 8, 1)
def builtin():
    fb.fill(0)
    for i in range(8):
        fb.text(L[i], 0, i * 8, 1)
def least(fn):
    fn()
    b = 1 << 30
    for _ in range(5):
        gc.collect()
        t0 = time.ticks_us()
        fn()
        b = min(b, time.ticks_diff(time.ticks_us(), t0))
    return b
print(least(ours), least(builtin))
"""

# Prints: µs to draw the Goat and Wolf board as the app's play view starts its frame (clear, the rings and cells, both
# pieces), before the side panel.
GW_BOARD = r"""
import gc, time
from yaga.gfx import Canvas
from yaga.games.goat_wolf import draw
c = Canvas()
def board():
    c.clear()
    draw.board(c)
    draw.pieces(c, 0, 9)
board()
b = 1 << 30
for _ in range(5):
    gc.collect()
    t0 = time.ticks_us()
    board()
    b = min(b, time.ticks_diff(time.ticks_us(), t0))
print(b)
"""

# Prints: decisions, median, 95th percentile and max µs of the hard AI choosing for both sides of whole games of a
# rule set (the first %s: False as written, True the balanced rules of GW-36), its hard table opened first, as the
# app does before play.
GW_HARD_AI = r"""
import gc, time
from yaga.games.goat_wolf import ai
from yaga.engine import CHANCE, TERMINAL
from yaga.rng import Rng
from yaga.games.goat_wolf import rules as gw
balanced = %s
ai.table_value(gw.new_state(1, balanced))
rng = Rng(9)
times = []
for game in range(%d):
    s = gw.new_state(game + 1, balanced)
    while gw.current_player(s) != TERMINAL:
        if gw.current_player(s) == CHANCE:
            a = gw.sample_chance(s)
        else:
            gc.collect()
            t0 = time.ticks_us()
            a = ai.choose(s, ai.HARD, rng)
            times.append(time.ticks_diff(time.ticks_us(), t0))
        gw.apply_action(s, a)
times.sort()
n = len(times)
print(n, times[n // 2], times[n * 95 // 100], times[-1])
"""

# The hard AI's costliest decisions found (the AI's time bound is for a worst case; twenty games are a sample): whole states,
# each a decision of two or more actions. As written: a Wolf's 5+5 jump with nine targets (the slowest of 4,149
# decisions of random and hard play), the Wolf's and the Goat's costliest by `tools/gw_solver --costliest` (the
# solver's count of every reachable decision, the costliest turns searched again on the engine); balanced: the
# Goat's and the Wolf's by the same.
GW_COSTLIEST = (
    "4085c92c0801110f192000000000000000010602000505000000002d012701000600000601000000000000"
    "00000000000000000000001514131211535251090000000000000000000000000000000000000000000000",
    "188a70cc080124180031fd0000020000000106000005050000000001012701000000000000000000000000"
    "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
    "188a70cc0700221d1030ffff01000000000000000005050505000001000000000000000000000000000000"
    "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
    "188a70cc070022191061ff0001000000000000000005050505000001000000000000000000000000000000"
    "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
    "188a70cc0901231c0068020002000000000208000004040000000001022901002d01080000000000000000"
    "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
)

# Prints: µs of the hard AI choosing at each of GW_COSTLIEST, its table opened first and the Wolf's path answers not
# yet known (as after the real roll that led there: apply_action forgets them).
GW_HARD_COSTLIEST = r"""
import gc, time
from ubinascii import unhexlify
from yaga.games.goat_wolf import ai
from yaga.games.goat_wolf import rules as gw
from yaga.rng import Rng
rng = Rng(9)
out = []
for h in %r:
    s = bytearray(unhexlify(h))
    ai.table_value(s)
    gw._paths.clear()
    gc.collect()
    t0 = time.ticks_us()
    ai.choose(s, ai.HARD, rng)
    out.append(time.ticks_diff(time.ticks_us(), t0))
print(*out)
""" % (GW_COSTLIEST,)

# Prints: decisions, median, 95th percentile and max µs of the strong bot playing both seats of two-player rounds (the
# session's table: a human and one strong bot).
CARDS_STRONG_BOT = r"""
import gc, time
from yaga.games.cards import rules as C
from yaga.games.cards import ai as AI
times = []
for g in range(%d):
    s = C.new_state(500 + g, 2)
    C.apply_action(s, C.SHUFFLE)
    steps = 0
    while C.phase(s) < C.ROUND_OVER and steps < 3000:
        steps += 1
        if C.current_player(s) < 0:
            C.apply_action(s, C.SHUFFLE)
            continue
        gc.collect()
        t0 = time.ticks_us()
        a = AI.move(s, AI.STRONG)
        times.append(time.ticks_diff(time.ticks_us(), t0))
        C.apply_action(s, a)
times.sort()
n = len(times)
print(n, times[n // 2], times[n * 95 // 100], times[-1])
"""


# Prints: records read, then µs to read that many of the hard AI's table records (as written, 10 bytes each: a base
# cell's and the next one's, as the search reads them) from the table's file as the box does (a seek and a
# readinto), then from the same bytes held whole, as a table frozen into the firmware would be read in place (by
# index; -1 when the heap has no room for its 168 KB). No collection inside either: one would scan the copy, which
# frozen bytes in the flash are not.
GW_TABLE_READS = r"""
import gc, time
from yaga.fs import folder_of
from yaga.games.goat_wolf import ai
ai.open_table(False)
record = bytearray(10)
bases = [(i * 7919) % ai.BASE_CELLS for i in range(200)]
def from_file():
    f = ai._table
    for b in bases:
        f.seek(5 * b)
        f.readinto(record)
def in_place():
    for b in bases:
        o = 5 * b
        record[:] = table[o : o + 10]
def timed(read):
    gc.collect()
    every = gc.threshold()
    gc.threshold(-1)
    t0 = time.ticks_us()
    read()
    t = time.ticks_diff(time.ticks_us(), t0)
    gc.threshold(every)
    return t
file_us = timed(from_file)
try:
    with open(folder_of(ai.__file__) + ai.TABLES[0], "rb") as f:
        table = f.read()
    place_us = timed(in_place)
except MemoryError:
    place_us = -1
print(len(bases), file_us, place_us)
"""


def numbers(line):
    """The ints a probe printed."""
    return [int(x) for x in line.split()]


# Prints: bytes of the filesystem in use (its blocks less the free ones), at the end of the probes
FS_USED = r"""
import os
s = os.statvfs("/")
print((s[2] - s[3]) * s[0])
"""
