"""Goat and Wolf AI figures: win rates of every pairing of levels, MicroPython time per decision, state size.

Win rates under CPython (2,000 games per pairing by default), always as pairs with common random numbers: the
stronger and the weaker level play the same game seeds against the same opponent, so the dice are the same
until their choices differ and a small difference shows; each difference has its 95% interval.
Decision times come from the MicroPython unix port (a subprocess of .venv/bin/micropython); the Pico
runs interpreted code about 230x slower, so 0.9 ms here is about 200 ms there.
The Goat has well under one choice a game, so its levels differ by fractions of a point: 2,000 games show the
Wolf's levels apart; the Goat's need about 20,000 (`bench_goat_wolf.py 20000`, a few minutes per pairing).
Usage: .venv/bin/python tools/bench_goat_wolf.py [games]
"""

import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
sys.path[:0] = [os.path.join(ROOT, "lib"), HERE]

from deploy import compile_tree  # noqa: E402
from yaga.games.goat_wolf import ai  # noqa: E402
from yaga.engine import CHANCE, TERMINAL  # noqa: E402
from yaga.rng import Rng  # noqa: E402
from yaga.games.goat_wolf import rules as gw  # noqa: E402

PICO_FACTOR = 230

# Run by the MicroPython subprocess: time choose() at every decision of a few games per level.
_MP_TIMER = """
import gc
import time
from yaga.games.goat_wolf import ai
from yaga.engine import CHANCE, TERMINAL
from yaga.rng import Rng
from yaga.games.goat_wolf import rules as gw
t0 = time.ticks_us()
ai.table_value(gw.new_state(1))  # the hard table is opened once, on its first use
print("table", 0, time.ticks_diff(time.ticks_us(), t0) / 1000, 0)
for level in (ai.EASY, ai.NORMAL, ai.HARD):
    rng = Rng(9)
    n = 0
    total = 0
    worst = 0
    for game in range(%d):
        s = gw.new_state(game + 1)
        while gw.current_player(s) != TERMINAL:
            if gw.current_player(s) == CHANCE:
                a = gw.sample_chance(s)
            else:
                dt = 1 << 29
                for _ in range(3):  # the least of three: the shared machine's hiccups are not the AI's
                    gc.collect()  # a collection is native code on the box too: time the decision alone
                    t0 = time.ticks_us()
                    a = ai.choose(s, level, rng)
                    dt = min(dt, time.ticks_diff(time.ticks_us(), t0))
                n += 1
                total += dt
                worst = max(worst, dt)
            gw.apply_action(s, a)
    print(ai.LEVELS[level], n, total / n / 1000, worst / 1000)
"""


def game(goat_level, wolf_level, seed):
    """1 if the Goat wins the game of this seed with the given levels on each side, else 0."""
    rng = Rng(seed)
    levels = (goat_level, wolf_level)
    s = gw.new_state(seed)
    while True:
        p = gw.current_player(s)
        if p == TERMINAL:
            return 1 if gw.returns(s)[0] == 1 else 0
        gw.apply_action(s, gw.sample_chance(s) if p == CHANCE else ai.choose(s, levels[p], rng))


def play(goat_level, wolf_level, games, seed):
    """Goat wins out of `games` with the given levels on each side."""
    return sum(game(goat_level, wolf_level, seed * 100000 + g) for g in range(games))


def paired(a, b, games, seed=7):
    """Common random numbers: pairing a and pairing b (each (goat level, wolf level)) play the same game
    seeds, so the same dice fall until their choices differ. Returns (rate a, rate b, difference, 95%
    half-width of the difference, games whose results differ)."""
    diffs = []
    wins_a = wins_b = 0
    for g in range(games):
        x = game(a[0], a[1], seed * 100000 + g)
        y = game(b[0], b[1], seed * 100000 + g)
        wins_a += x
        wins_b += y
        diffs.append(x - y)
    mean = sum(diffs) / games
    var = sum((d - mean) ** 2 for d in diffs) / max(1, games - 1)
    return wins_a / games, wins_b / games, mean, 1.96 * (var / games) ** 0.5, sum(1 for d in diffs if d)


# Run by the MicroPython subprocess: the heap each part of the game adds, imported from .mpy in the order the
# box loads them (after the platform modules the game uses), in the language given.
_MP_MEMORY = """
import gc
from yaga import gfx, rng, strings, ui
strings.set_language(%r)
gc.collect()
base = gc.mem_alloc()
def cost(name):
    gc.collect()
    print(name, gc.mem_alloc() - base)
for name in ("yaga.games.goat_wolf.board", "yaga.games.goat_wolf.rules", "yaga.games.goat_wolf.ai",
             "yaga.games.goat_wolf.draw", "yaga.games.goat_wolf.messages", "yaga.games.goat_wolf.stats",
             "yaga.games.goat_wolf.app"):
    __import__(name)
    cost(name)
strings.table("yaga.games.goat_wolf.texts")
cost("texts (the language's table)")
from yaga.games.goat_wolf import ai as goat_wolf
goat_wolf.open_table()
cost("hard table file open")
"""


def micropython_memory(lang):
    """[(part, cumulative bytes)] of Goat and Wolf on the unix port (64-bit objects: the Pico's are smaller)."""
    exe = os.path.join(ROOT, ".venv", "bin", "micropython")
    env = dict(os.environ, MICROPYPATH=os.path.join(ROOT, compile_tree()[0]))
    out = subprocess.run([exe, "-X", "heapsize=1M", "-c", _MP_MEMORY % lang], env=env, capture_output=True,
                         text=True, timeout=60)
    if out.returncode != 0:
        return [("micropython failed: %s" % out.stderr.strip()[-200:], 0)]
    return [(line.rpartition(" ")[0], int(line.rpartition(" ")[2])) for line in out.stdout.splitlines()]


def micropython_times(games=20):
    exe = os.path.join(ROOT, ".venv", "bin", "micropython")
    env = dict(os.environ, MICROPYPATH=os.path.join(ROOT, compile_tree()[0]))  # .mpy, as deployed
    out = subprocess.run([exe, "-c", _MP_TIMER % games], env=env, capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        return ["micropython failed: %s" % out.stderr.strip().splitlines()[-1:]]
    rows = []
    for line in out.stdout.split("\n"):
        if line.startswith("table"):
            rows.append("  first use of the hard table (.mpy): %s ms"
                        % line.split()[2])
        elif line.strip():
            name, n, mean, worst = line.split()
            rows.append("  %-6s %5s decisions: mean %.3f ms, worst %.3f ms (Pico ~%.0f / %.0f ms)"
                        % (name, n, float(mean), float(worst), float(mean) * PICO_FACTOR,
                           float(worst) * PICO_FACTOR))
    return rows


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 2000
    tables = [os.path.getsize(os.path.join(os.path.dirname(ai.__file__), name)) for name in ai.TABLES]
    print("state size: %d bytes; hard tables: %d bytes (as written), %d bytes (balanced)"
          % ((gw.STATE_SIZE,) + tuple(tables)))
    t0 = time.time()
    print("Paired games (%d seeds, both pairings see the same dice), Goat win share, 95%% interval:" % games)
    names = ai.LEVELS
    for strong, weak in ((ai.NORMAL, ai.EASY), (ai.HARD, ai.NORMAL)):
        for side in (gw.GOAT, gw.WOLF):
            for other in (ai.EASY, ai.NORMAL, ai.HARD):
                a = (strong, other) if side == gw.GOAT else (other, strong)
                b = (weak, other) if side == gw.GOAT else (other, weak)
                ra, rb, d, h, n = paired(a, b, games)
                if side == gw.WOLF:
                    d = -d  # the Wolf is better when the Goat wins less
                verdict = "better" if d - h > 0 else ("WORSE" if d + h < 0 else "no clear difference")
                print("  as the %s vs %-6s: %-6s %5.1f%%, %-6s %5.1f%%: %s by %+.2f +- %.2f points (%d games differ)"
                      " -> %s" % ("Goat" if side == gw.GOAT else "Wolf", names[other], names[strong], 100 * ra,
                                  names[weak], 100 * rb, names[strong], 100 * d, 100 * h, n, verdict))
                sys.stdout.flush()
    print("  (%.0f s)" % (time.time() - t0))
    for lang in ("en", "es", "ru"):
        print("MicroPython unix port, heap of Goat and Wolf from .mpy (%s words), cumulative:" % lang)
        before = 0
        for name, total in micropython_memory(lang):
            print("  %-28s +%6d = %6d bytes" % (name, total - before, total))
            before = total
    print("MicroPython unix port, time per AI decision:")
    for row in micropython_times():
        print(row)


if __name__ == "__main__":
    main()
