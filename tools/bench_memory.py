"""Heap cost of the platform's modules: what stays resident while an app runs. Figures only, never pass/fail.

Each module of MODULES is imported in turn from .mpy (build/deploy/lib, as deployed) under the MicroPython
unix port; the figure is gc.mem_alloc() after a collect, cumulative from an empty interpreter (64-bit objects:
the Pico's are smaller). "shell" is the platform resident while any app runs; the dice tray's row is the
cost of the tray app on top of it (its rules, screens and words).
"""

import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, HERE)

from deploy import compile_tree  # noqa: E402

MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
HEAPSIZE = "1M"  # room for every module at once: the figure is the cost, not whether it fits

# the shell and what it imports first (the platform), then the firmware's file system, then what the dice tray
# imports (yaga.widgets, for its dice)
MODULES = (
    "yaga.compat",
    "yaga.font",
    "yaga.gfx",
    "yaga.present",
    "yaga.buttons",
    "yaga.saves",
    "yaga.settings",
    "yaga.strings",
    "yaga.ui",
    "yaga.box",
    "yaga.games",
    "yaga.shell",
    "yaga.fs",
    "yaga.rng",
    "yaga.games.dice.rules",
    "yaga.widgets",
    "yaga.games.dice.app",
)

PROGRAM = r"""
import gc
gc.collect()
base = gc.mem_alloc()
def cost():
    gc.collect()
    return gc.mem_alloc() - base
for name in %(modules)r:
    __import__(name)
    print(name, cost())
    words = {"yaga.shell": "core", "yaga.games.dice.app": "dice"}.get(name)
    if words:  # the menu's words are loaded while the shell runs, the tray's while it is open
        from yaga import strings
        strings.table(words)
        print(words + " words", cost())
"""


def measure(modules=MODULES):
    """[(name, cumulative bytes)] from a fresh interpreter importing modules in order from .mpy."""
    lib_dir, _ = compile_tree()
    env = dict(os.environ, MICROPYPATH=os.path.join(ROOT, lib_dir))
    p = subprocess.run(
        [MICROPYTHON, "-X", "heapsize=" + HEAPSIZE, "-c", PROGRAM % {"modules": tuple(modules)}],
        env=env,
        capture_output=True,
        text=True,
        cwd=ROOT,
    )
    if p.returncode != 0:
        raise RuntimeError("import failed: %s" % (p.stdout + p.stderr).strip())
    rows = []
    for line in p.stdout.splitlines():
        name, _, value = line.rpartition(" ")
        rows.append((name, int(value)))
    return rows


def main():
    rows = measure()
    print("heap cost of importing each module from .mpy (unix port, 64-bit), cumulative:")
    last = 0
    at = dict(rows)
    for name, total in rows:
        print("  %-18s %6.1f KB  (+%.1f)" % (name, total / 1024, (total - last) / 1024))
        last = total
    print("yaga.shell and everything it imports: %.1f KB" % (at["yaga.shell"] / 1024))
    platform = at["yaga.fs"]
    print("platform resident while an app runs (+ core words, fs): %.1f KB" % (platform / 1024))
    print("dice tray on top of it (rng, rules, dice faces, screens, words): %.1f KB" % ((at["dice words"] - platform) / 1024))


if __name__ == "__main__":
    main()
