"""Render cost of yaga.gfx text against the built-in C `framebuf` text, timed in one MicroPython unix-port run.

A full text screen is 8 lines of 21 characters. Printed: microseconds per full-screen draw for our Canvas
(aligned and off-page y; ASCII, Spanish and Cyrillic: the box's three languages) and for
`framebuf.FrameBuffer.text` (ASCII: it has no other glyphs), the ratio ours / framebuf, the bytes allocated per
draw, and the heap the drawing modules take. Figures only, no pass/fail. Device time is about 200x the
unix-port time (docs/DESIGN.md, "Budgets").
"""

import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

SCRIPT = r"""
import gc, time, framebuf, micropython
gc.collect()
heap0 = gc.mem_alloc()
from yaga.gfx import Canvas
gc.collect()
print("heap taken by importing yaga.gfx and yaga.font (from source): %d B" % (gc.mem_alloc() - heap0))

ASCII = ["Line %d: the quick br" % i for i in range(8)]
SPANISH = ["Línea %d: ¿quién tira?" % i for i in range(8)]
CYRILLIC = ["Баба Яга: Привет, мир"] * 8

c = Canvas()
fb = framebuf.FrameBuffer(c.buf, 128, 64, framebuf.MONO_VLSB)

def ours(lines, dy, dark):
    c.clear(dark)
    for i in range(8):
        c.text(lines[i], 0, i * 8 + dy, 1 - dark)

def builtin(lines, dy, dark):
    fb.fill(dark)
    for i in range(8):
        fb.text(lines[i], 0, i * 8 + dy, 1 - dark)

def per_call_us(fn, case):
    # best of 20 batches: the development machine is shared, the minimum is the stable figure
    lines, dy, dark = case
    fn(lines, dy, dark)
    best = 1e9
    for _ in range(20):
        t0 = time.ticks_us()
        for _ in range(25):
            fn(lines, dy, dark)
        best = min(best, time.ticks_diff(time.ticks_us(), t0) / 25)
    return best

def alloc_bytes(fn, case):
    lines, dy, dark = case
    fn(lines, dy, dark)
    gc.collect()
    gc.disable()
    before = gc.mem_alloc()
    fn(lines, dy, dark)
    after = gc.mem_alloc()
    gc.enable()
    return after - before

def heap_locked_ok(fn, case):
    lines, dy, dark = case
    micropython.heap_lock()
    try:
        fn(lines, dy, dark)
        return True
    except MemoryError:
        return False
    finally:
        micropython.heap_unlock()

print("full text screen = clear + 8 lines x 21 characters; per draw, best of 20 batches")
for name, case in (("aligned ASCII", (ASCII, 0, 0)),
                   ("aligned Spanish", (SPANISH, 0, 0)),
                   ("aligned Cyrillic", (CYRILLIC, 0, 0)),
                   ("y+3 ASCII (two pages)", (ASCII, 3, 0)),
                   ("aligned ASCII, c=0 on a lit screen", (ASCII, 0, 1))):
    base = per_call_us(builtin, (ASCII,) + case[1:])
    us = per_call_us(ours, case)
    print("%-37s Canvas %6.1f us  framebuf %5.1f us  ratio %4.1f  alloc %d B  heap_lock ok: %s"
          % (name, us, base, us / base, alloc_bytes(ours, case), heap_locked_ok(ours, case)))
print("framebuf.text allocates %d B per full screen" % alloc_bytes(builtin, (ASCII, 0, 0)))
"""


def main():
    env = dict(os.environ, MICROPYPATH="lib")
    micropython = os.path.join(ROOT, ".venv", "bin", "micropython")
    result = subprocess.run([micropython, "-c", SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True)
    sys.stdout.write(result.stdout)
    if result.returncode:
        sys.stdout.write("micropython failed:\n" + result.stderr)


if __name__ == "__main__":
    main()
