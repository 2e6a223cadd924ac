"""Shell and dice tray figures, measured in one MicroPython unix-port run.

Printed: the tray's state and save-record sizes; the heap the shell takes at the menu and with the dice
tray open; microseconds and bytes allocated per idle shell step, per tumbling frame and per full tray
redraw (12 dice), with lib/ compiled by mpy-cross as deployed, in a 128 KB heap. Figures only, no pass/fail. Device time is about 230x the unix-port time
(docs/DESIGN.md, "Budgets").
"""

import os
import subprocess
import sys
import tempfile

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

SCRIPT = r"""
import gc, sys, time
gc.collect()
heap0 = gc.mem_alloc()
from memfs import MemFs
from screenkit import FakePanel
from yaga import saves
from yaga.shell import Shell
from yaga.games.dice import rules as dice
from yaga.buttons import A, DICE

print("dice state bytes:        %d" % dice.STATE_SIZE)
print("dice save record bytes:  %d" % len(saves.pack(1, dice.new_state(1))))

now = [0]
sh = Shell(FakePanel(), MemFs(), lambda: 7, log=lambda e: sys.print_exception(e))
def steps(n, mask=0):
    for _ in range(n):
        sh.step(mask, now[0])
        now[0] += 10
steps(10)
gc.collect()
print("heap, shell at the menu: %d B" % (gc.mem_alloc() - heap0))
sh._key(A)
steps(10)
gc.collect()
print("heap, dice tray open:    %d B" % (gc.mem_alloc() - heap0))

def measure(name, fn, n):
    fn()
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    t0 = time.ticks_us()
    for _ in range(n):
        fn()
    us = time.ticks_diff(time.ticks_us(), t0) / n
    allocated = (gc.mem_alloc() - before) // n
    gc.enable()
    print("%-34s %8.1f us  %d B allocated" % (name, us, allocated))

measure("idle shell step (tray open)", lambda: steps(1), 200)
app = sh.app
s = app.s
dice.set_pool(s, [dice.K_D6] * 6 + [dice.K_D20] * 2 + [dice.K_D100] * 2 + [dice.K_D6Z] * 2)
dice.set_target(s, 4)
app._layout(12)
app.open(0)  # the tray alone, its title for the new pool
sh.settings.dice_anim = True
sh._key(DICE)
c = sh.canvas
def tumble():
    app._tumble()
    app.draw(c)
measure("tumbling frame, 12 dice", tumble, 50)
app.animating = False
measure("tray redraw, 12 dice + results", lambda: app.draw(c), 50)
app = s = None
sh._to_menu()
steps(10)
gc.collect()
print("heap, menu after the tray: %d B (its code and words released)" % (gc.mem_alloc() - heap0))
"""


def main():
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import mpy_compile

    with tempfile.TemporaryDirectory() as tmp:
        for path in mpy_compile.sources():  # as deployed: compiling sources on the box would need more heap
            if path.startswith("lib"):
                mpy_compile.compile_one(path, tmp)
        env = dict(os.environ, MICROPYPATH="%s:tests/portable" % os.path.join(tmp, "lib"))
        micropython = os.path.join(os.path.dirname(sys.executable), "micropython")
        out = subprocess.run(
            [micropython, "-X", "heapsize=144K", "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True
        )
    print(out.stdout.rstrip())
    if out.returncode:
        print(out.stderr.rstrip())


if __name__ == "__main__":
    main()
