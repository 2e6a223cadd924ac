"""Baba Yaga card game bots: 1,000 four-player rounds under CPython, strong against simple.

Seats alternate strong, simple, strong, simple (mirrored every other round, so no bot keeps the
starting seat). Printed: each bot's mean round points (lower is better; BY-9), how often each
declared and won, the strong bot's MicroPython unix-port time per move (a subprocess on
.venv/bin/micropython, the heap collected before each timed move; no guide to the Pico's time: the device
lab's probe gives that, `make bench-device ... ARGS="--only probes"`, "cards strong bot decision"),
the state and observation sizes, and the heap each card module costs when imported from .mpy (as
deployed, in the order the app loads them; the Russian table, the biggest) with the bot's allocation
per move. BENCH_ROUNDS=n plays n rounds instead. Figures only, no pass/fail.
"""

import os
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
ROUNDS = int(os.environ.get("BENCH_ROUNDS", "1000"))
MAX_ACTIONS = 3000  # a safety stop: a round that runs longer is counted as stalled

MP_SCRIPT = r"""
import gc, time
from yaga.games.cards import rules as C
from yaga.games.cards import ai as AI
times = []
for g in range(%d):
    s = C.new_state(500 + g, 4)
    C.apply_action(s, C.SHUFFLE)
    steps = 0
    while C.phase(s) < C.ROUND_OVER and steps < 3000:
        steps += 1
        if C.current_player(s) < 0:
            C.apply_action(s, C.SHUFFLE)
            continue
        gc.collect()  # a collection's pause is the heap's, not the bot's: measured apart
        t0 = time.ticks_us()
        a = AI.move(s, AI.STRONG)
        times.append(time.ticks_diff(time.ticks_us(), t0))
        C.apply_action(s, a)
times.sort()
n = len(times)
print(n, sum(times) // n, times[n // 2], times[n * 95 // 100], times[-1])
"""


MP_HEAP_SCRIPT = r"""
import gc, sys
def used():
    gc.collect()
    return gc.mem_alloc()
import yaga.compat, yaga.rng, yaga.ui, yaga.gfx, yaga.strings, yaga.buttons, yaga.font
start = prev = used()
for name in ("yaga.games.cards.rules", "yaga.games.cards.ai", "yaga.games.cards.draw", "yaga.games.cards.history",
             "yaga.games.cards.app"):
    __import__(name)
    now = used()
    print(name, now - prev)
    prev = now
yaga.strings.set_language("ru")
yaga.strings.table("yaga.games.cards.texts")
now = used()
print("yaga.games.cards.texts_ru", now - prev)
print("at-the-table", now - start)
from yaga.games.cards import rules as C
from yaga.games.cards import ai as AI
s = C.new_state(3, 5)
C.apply_action(s, 61)
most = total = n = 0
while C.phase(s) < 4 and n < 300:
    if C.current_player(s) < 0:
        C.apply_action(s, 61)
        continue
    before = used()
    gc.disable()
    a = AI.move(s, 1)
    got = gc.mem_alloc() - before
    gc.enable()
    most = max(most, got)
    total += got
    n += 1
    C.apply_action(s, a)
print("bot-move-mean", total // n)
print("bot-move-most", most)
"""


def play_round(C, AI, seed, levels):
    s = C.new_state(seed, len(levels))
    C.apply_action(s, C.SHUFFLE)
    for _ in range(MAX_ACTIONS):
        if C.phase(s) >= C.ROUND_OVER:
            return s
        p = C.current_player(s)
        a = C.SHUFFLE if p < 0 else AI.move(s, levels[p])
        C.apply_action(s, a)
    return None


def micropython_move_us(games):
    env = dict(os.environ, MICROPYPATH=os.path.join(ROOT, "lib"))
    mp = os.path.join(ROOT, ".venv", "bin", "micropython")
    out = subprocess.run([mp, "-c", MP_SCRIPT % games], env=env, capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        return None, out.stderr.strip().splitlines()[-1:]
    return [int(x) for x in out.stdout.split()], None


def micropython_heap():
    """(name, bytes) of each card module's import cost from .mpy, and the bot's allocation per move."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import mpy_compile

    os.chdir(ROOT)  # mpy_compile walks lib/ from here
    with tempfile.TemporaryDirectory() as tmp:
        for path in mpy_compile.sources():
            if path.startswith("lib"):
                mpy_compile.compile_one(path, tmp)
        env = dict(os.environ, MICROPYPATH=os.path.join(tmp, "lib"))
        mp = os.path.join(ROOT, ".venv", "bin", "micropython")
        out = subprocess.run([mp, "-X", "heapsize=4M", "-c", MP_HEAP_SCRIPT], env=env, capture_output=True, text=True)
    return [line.split() for line in out.stdout.splitlines()] or [["failed:", out.stderr.strip()[-200:]]]


def main():
    sys.path[:0] = [os.path.join(ROOT, "lib")]
    from yaga.games.cards import rules as C
    from yaga.games.cards import ai as AI

    names = ("simple", "strong")
    points = [0, 0]
    seats = [0, 0]
    wins = [0, 0]
    declared = [0, 0]
    stalled = 0
    for r in range(ROUNDS):
        levels = (AI.STRONG, AI.SIMPLE) * 2 if r % 2 == 0 else (AI.SIMPLE, AI.STRONG) * 2
        s = play_round(C, AI, 1000 + r, levels)
        if s is None:
            stalled += 1
            continue
        d = C.declarer(s)
        declared[levels[d]] += 1
        for p in range(4):
            pts = C.last_points(s, p)
            points[levels[p]] += pts
            seats[levels[p]] += 1
            if pts == 0:
                wins[levels[p]] += 1
    print("%d four-player rounds, seats strong/simple alternating (%d stalled)" % (ROUNDS, stalled))
    for lv in (AI.STRONG, AI.SIMPLE):
        print(
            "  %-6s mean points per round %5.2f   rounds scoring 0: %4.1f%%   declared %d"
            % (names[lv], points[lv] / max(1, seats[lv]), 100.0 * wins[lv] / max(1, seats[lv]), declared[lv])
        )
    moves, err = micropython_move_us(20)
    if moves is None:
        print("  MicroPython timing failed: %s" % err)
    else:
        n, mean, median, p95, worst = moves
        print(
            "  strong move, MicroPython unix port over %d moves: mean %d us, median %d, 95%% %d, worst %d"
            % (n, mean, median, p95, worst)
        )
    print("  state size %d bytes, observation %d bytes" % (C.STATE_SIZE, AI.OBS_SIZE))
    print("heap from .mpy (MicroPython unix port, 64-bit; gc.mem_alloc after a collect), bytes:")
    for row in micropython_heap():
        print("  %-26s %s" % tuple(row[:2]))


if __name__ == "__main__":
    main()
