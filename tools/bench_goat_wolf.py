"""Goat and Wolf AI figures: win rates of every pairing of levels, MicroPython time per decision, state size.

Win rates under CPython (2,000 games per pairing by default). "A beats B as the Goat" means A's Goat
wins more often against B's Wolf than B's own Goat does; "as the Wolf" likewise from the other side.
Decision times come from the MicroPython unix port (a subprocess of .venv/bin/micropython); the Pico
runs interpreted code about 230x slower, so 0.9 ms here is about 200 ms there.
Usage: .venv/bin/python tools/bench_goat_wolf.py [games]
"""

import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
sys.path[:0] = [os.path.join(ROOT, "lib")]

from yaga.ai import goat_wolf as ai  # noqa: E402
from yaga.engine import CHANCE, TERMINAL  # noqa: E402
from yaga.rng import Rng, seed_state  # noqa: E402
from yaga.rules import goat_wolf as gw  # noqa: E402

PICO_FACTOR = 230

# Run by the MicroPython subprocess: time choose() at every decision of a few games per level.
_MP_TIMER = """
import time
from yaga.ai import goat_wolf as ai
from yaga.engine import CHANCE, TERMINAL
from yaga.rng import Rng
from yaga.rules import goat_wolf as gw
t0 = time.ticks_us()
ai.Table.value(gw.new_state(1))  # the hard table is imported once, on its first use
print("table", 0, time.ticks_diff(time.ticks_us(), t0) / 1000, 0)
for level in (ai.NORMAL, ai.HARD):
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
                t0 = time.ticks_us()
                a = ai.choose(s, level, rng)
                dt = time.ticks_diff(time.ticks_us(), t0)
                n += 1
                total += dt
                worst = max(worst, dt)
            gw.apply_action(s, a)
    print(ai.LEVELS[level], n, total / n / 1000, worst / 1000)
"""


def play(goat_level, wolf_level, games, seed):
    """Goat wins out of `games` with the given levels on each side."""
    rng = Rng(seed)
    levels = (goat_level, wolf_level)
    wins = 0
    for g in range(games):
        s = gw.new_state(seed * 100000 + g)
        while True:
            p = gw.current_player(s)
            if p == TERMINAL:
                break
            if p == CHANCE:
                a = gw.sample_chance(s)
            else:
                a = ai.choose(s, levels[p], rng)
            gw.apply_action(s, a)
        if gw.returns(s)[0] == 1:
            wins += 1
    return wins


def _rollout(s, seed):
    """1 if the Goat wins from s with fresh dice (the state's PRNG reseeded), hard against hard."""
    s = bytearray(s)
    seed_state(s, gw.AT_RNG, seed)
    rng = Rng(seed)
    while gw.current_player(s) != TERMINAL:
        p = gw.current_player(s)
        gw.apply_action(s, gw.sample_chance(s) if p == CHANCE else ai.choose(s, ai.HARD, rng))
    return 1 if gw.returns(s)[0] == 1 else 0


def disputed_goat_choices(games=400, rollouts=100):
    """The Goat has few choices (an Ear shift, a jump, the Cauldron, a reroll: well under one a game), so
    win rates hardly tell its levels apart. Where hard and normal choose differently, play each choice
    out `rollouts` times: returns (disputes, hard's mean win chance, normal's)."""
    rng = Rng(4)
    n = 0
    hard = normal = 0.0
    for g in range(games):
        s = gw.new_state(g + 1)
        while gw.current_player(s) != TERMINAL:
            p = gw.current_player(s)
            if p == CHANCE:
                a = gw.sample_chance(s)
            else:
                a = ai.choose(s, ai.HARD, rng)
                other = ai.choose(s, ai.NORMAL, rng)
                if p == gw.GOAT and other != a:
                    n += 1
                    for choice, sign in ((a, 1), (other, -1)):
                        t = bytearray(s)
                        gw.apply_action(t, choice)
                        won = sum(_rollout(t, 1000 * k + n) for k in range(rollouts)) / rollouts
                        if sign > 0:
                            hard += won
                        else:
                            normal += won
            gw.apply_action(s, a)
    return n, hard / max(1, n), normal / max(1, n)


def micropython_times(games=20):
    exe = os.path.join(ROOT, ".venv", "bin", "micropython")
    env = dict(os.environ, MICROPYPATH=os.path.join(ROOT, "lib"))
    out = subprocess.run([exe, "-c", _MP_TIMER % games], env=env, capture_output=True, text=True, timeout=600)
    if out.returncode != 0:
        return ["micropython failed: %s" % out.stderr.strip().splitlines()[-1:]]
    rows = []
    for line in out.stdout.split("\n"):
        if line.startswith("table"):
            rows.append("  first use of the hard table (import from source here, .mpy on the box): %s ms"
                        % line.split()[2])
        elif line.strip():
            name, n, mean, worst = line.split()
            rows.append("  %-6s %5s decisions: mean %.3f ms, worst %.3f ms (Pico ~%.0f / %.0f ms)"
                        % (name, n, float(mean), float(worst), float(mean) * PICO_FACTOR,
                           float(worst) * PICO_FACTOR))
    return rows


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1].isdigit() else 2000
    print("state size: %d bytes; hard table: %d bytes" % (gw.STATE_SIZE, ai.TABLE_SIZE))
    rate = {}
    t0 = time.time()
    for gl in (ai.EASY, ai.NORMAL, ai.HARD):
        for wl in (ai.EASY, ai.NORMAL, ai.HARD):
            rate[gl, wl] = play(gl, wl, games, 7) / games
            print("  Goat %-6s vs Wolf %-6s: Goat wins %5.1f%%" % (ai.LEVELS[gl], ai.LEVELS[wl], 100 * rate[gl, wl]))
            sys.stdout.flush()
    print("  (%d games per pairing, %.0f s)" % (games, time.time() - t0))
    for strong, weak in ((ai.NORMAL, ai.EASY), (ai.HARD, ai.NORMAL)):
        as_goat = rate[strong, weak] > rate[weak, weak]
        as_wolf = rate[weak, strong] < rate[weak, weak]
        print("  %s beats %s as the Goat: %s (%.1f%% vs %.1f%%); as the Wolf: %s (%.1f%% vs %.1f%%)"
              % (ai.LEVELS[strong], ai.LEVELS[weak], "yes" if as_goat else "NO", 100 * rate[strong, weak],
                 100 * rate[weak, weak], "yes" if as_wolf else "NO", 100 * rate[weak, strong],
                 100 * rate[weak, weak]))
    n, hard, normal = disputed_goat_choices()
    print("  Goat choices where hard and normal differ: %d in 400 games; played out 100 times each, the Goat"
          " wins %.1f%% after hard's choice, %.1f%% after normal's" % (n, 100 * hard, 100 * normal))
    print("MicroPython unix port, time per AI decision:")
    for row in micropython_times():
        print(row)


if __name__ == "__main__":
    main()
