"""Firmware figures from the firmware in the loop (tools/fakehw): the real firmware under the MicroPython
unix port on the fake box. Figures only, never pass/fail.

`python tools/bench_firmware.py heap [APP ...]` prints only the heap figures (of the apps named);
`python tools/bench_firmware.py modules MODULE ...` the heap each import keeps, in the order given;
`python tools/bench_firmware.py sessions [NAME ...]` the heap figures of each game's own session;
`python tools/bench_firmware.py visit` the heap figures of the visit of every app in one process;
`python tools/bench_firmware.py linked` the figures of the linked games on two fake boxes.

Printed:
- the fake box's own share of the heap: what importing the fake os, time and machine keeps (~9 KB, a part
  of it qstr pools the firmware would grow anyway), heap the firmware does not have;
- per app: the peak heap (sampled after a collect at every 10 ms tick) while the app is opened and played,
  in the Pico-sized heap of the harness (HEAPSIZE, 192K on the 64-bit unix port), and whether it ran out of
  memory; run again in a 1M heap when it did, so the figure is the app's real need, not where it stopped;
  and the smallest -X heapsize it runs in (a bisection in KB), the transients of its import included;
- per game: the same for the game's own session (tests/test_firmware_session.played_sessions: a whole
  hard-AI game, a card round, quest turns, a Tatra game), the smallest heap found by stepping down 2K at a
  time from HEAPSIZE while the frames stay the simulator's (at the edge the outcome is not monotonic);
- the visit of every app in turn in one process (tests/test_firmware_session.visit_script; no restart when an
  app is left): its peak heap and the smallest heap it runs in, against VISIT_HEAPSIZE (256K);
- per linked game (tools/fakehw/twobox.py: a whole Goat and Wolf game, a whole card round, through both boxes'
  keys on two fake boxes joined by their UARTs): its plies, the bytes on the cable per ply (both ways), the
  link's resends on each box, each box's peak heap and whether it fits its bound, and whether both boxes
  showed the simulator's frames;
- per app: bytes allocated per steady idle frame: the device loop's turn() runs 300 idle frames under
  micropython.heap_lock (0 when it completes; "allocates" when the lock trips);
- I2C bytes per full frame (a wake-up redraw) and per typical frame (median of the frames that changed)
  in the session that visits every app, and the bus time of each at 400 kHz (9 bits per byte);
- the .mpy sizes deployed (lib/ and firmware/);
- the import time of each app as a ratio to an empty module's: best of 5 fresh interpreters.
"""

import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path[:0] = [os.path.join(HERE, "fakehw"), os.path.join(ROOT, "lib"), ROOT]

from deploy import compile_tree  # noqa: E402
from mpy_compile import compile_one  # noqa: E402
from harness import HEAPSIZE, MICROPYTHON, VISIT_HEAPSIZE, app_visit, run_session  # noqa: E402
from yaga.games import REGISTRY  # noqa: E402

IDLE_FRAMES = 300

IDLE_PROGRAM = r"""
import gc, time, micropython
import board, device, hardware
from yaga.fs import RealFs
hw = hardware.Hardware()
panel = device.connect_display(hw, board)
fs = RealFs("saves")
fs.mkdir()
shell = device.make_shell(hw, panel, fs)
now = time.ticks_ms()
stuck = 0
while time.ticks_ms() < %(settle)d:  # play the script: the fake clock moves with sleep_ms
    stuck = device.turn(shell, hw, stuck, now)
    time.sleep_ms(10)
    now = time.ticks_add(now, 10)
gc.collect()
done = 0
micropython.heap_lock()
try:
    for i in range(%(frames)d):
        stuck = device.turn(shell, hw, stuck, now)
        shell.should_sleep(now)
        now = time.ticks_add(now, 10)
        done += 1
except MemoryError:
    pass
micropython.heap_unlock()
print("idle", done)
"""

WORLD_PROGRAM = r"""
import gc
gc.collect()
before = gc.mem_alloc()
import os, time, machine
gc.collect()
print("world", gc.mem_alloc() - before)
time.finish()
"""

IMPORT_PROGRAM = r"""
import sys, time, gc
import yaga.shell  # what is in RAM when the menu opens an app
def cold(name):
    gc.collect()
    t = time.ticks_us()
    __import__(name)
    return time.ticks_diff(time.ticks_us(), t)
print(cold("%(empty)s"), cold("%(module)s"))
"""


MODULES_PROGRAM = r"""
import gc, time
gc.collect()
for name in %r:
    before = gc.mem_alloc()
    __import__(name)
    gc.collect()
    print("  %%-24s %%6d B" %% (name, gc.mem_alloc() - before))
time.finish()
"""


def module_heap(tmp, names):
    """What importing each module (in the order given, after the ones before it) keeps on the heap."""
    s = run_session(os.path.join(tmp, "modules"), program=MODULES_PROGRAM % (names,), heapsize="1M")
    print("heap kept by each import, in this order (the fake box loaded first):")
    print(s.out.rstrip() or s.err)


def median(values):
    values = sorted(values)
    return values[len(values) // 2] if values else 0


def heap_per_app(tmp, names=None):
    s = run_session(os.path.join(tmp, "world"), program=WORLD_PROGRAM, heapsize="1M")
    print("fake box (os, time, machine fakes): %.1f KB" % (int(s.out.split()[-1]) / 1024))
    print("peak heap per app in -X heapsize=%s, and the smallest heap it runs in (KB):" % HEAPSIZE)
    for i, (name, _) in enumerate(REGISTRY):
        if names and name not in names:
            continue
        work = os.path.join(tmp, "heap_" + name)
        s = run_session(work, app_visit(i) + ",LONG_B", heap=True, tail_ms=0)
        note = "fits"
        if "MemoryError" in s.out:  # where it stopped is not what it needs: measure it without the bound
            s = run_session(work + "_1M", app_visit(i) + ",LONG_B", heap=True, tail_ms=0, heapsize="1M")
            note = "OUT OF MEMORY in %s (peak from a 1M heap)" % HEAPSIZE
        peak = (s.report or {}).get("heap_peak", 0)
        print("  %-10s peak %5.1f  smallest %dK  %s" % (name, peak / 1024, smallest_heap(work, app_visit(i) + ",LONG_B"), note))


def heap_per_session(tmp, names=None):
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from test_firmware_session import played_sessions

    from harness import distinct

    print("peak heap of each game's own session, and the heap it runs in down to (KB, 2K steps from %s):" % HEAPSIZE)
    for name, (script, seed) in sorted(played_sessions().items()):
        if names and name not in names:
            continue
        work = os.path.join(tmp, "session_" + name)
        s = run_session(work, script, tail_ms=0, seed=seed, heapsize="1M", heap=True)
        want = distinct([ram for _, ram in s.frames])
        peak = (s.report or {}).get("heap_peak", 0)
        k = int(HEAPSIZE.rstrip("K"))
        while k > 64:
            s = run_session(work + "_%dK" % k, script, tail_ms=0, seed=seed, heapsize="%dK" % k)
            if s.returncode or "MemoryError" in s.out or distinct([ram for _, ram in s.frames]) != want:
                break
            k -= 2
        print("  %-18s peak %5.1f  runs down to %dK" % (name, peak / 1024, k + 2))


def heap_of_visit(tmp):
    """The visit of every app in one process: its peak heap and the smallest heap it runs in."""
    sys.path.insert(0, os.path.join(ROOT, "tests"))
    from test_firmware_session import visit_script

    work = os.path.join(tmp, "visit_heap")
    s = run_session(work, visit_script(), tail_ms=0, heapsize="1M", heap=True)
    peak = (s.report or {}).get("heap_peak", 0)
    smallest = smallest_heap(work, visit_script(), 96, 512)
    print("visit of every app in one process (bound %s): peak %.1f KB, runs in %dK" % (VISIT_HEAPSIZE, peak / 1024,
                                                                                     smallest))


def smallest_heap(work, script, low=64, high=256):
    """The smallest -X heapsize (KB) in which the script plays without running out of memory."""
    while high - low > 1:
        mid = (low + high) // 2
        s = run_session(work + "_%dK" % mid, script, tail_ms=0, heapsize="%dK" % mid)
        if s.returncode == 0 and "MemoryError" not in s.out:
            high = mid
        else:
            low = mid
    return high


def linked_figures(tmp):
    import twobox
    from harness import distinct

    print("linked games on two fake boxes (each the firmware in the loop; the cable's bytes both ways, keepalives and "
          "HELLOs included), A / B:")
    for game in (twobox.GOAT_AND_WOLF, twobox.CARDS):
        script_a, script_b = twobox.linked_scripts(game)
        sim = twobox.simulate_pair(script_a, script_b, game.seed_a, game.seed_b)
        work = os.path.join(tmp, "linked_" + game.name)
        runs = twobox.run_pair(work + "_a", work + "_b", script_a, script_b, game.seed_a, game.seed_b,
                               heapsize="1M", heap=True)
        bounded = twobox.run_pair(work + "_a_bound", work + "_b_bound", script_a, script_b, game.seed_a,
                                  game.seed_b, heapsize=game.heapsize)
        fits = all(s.returncode == 0 and "MemoryError" not in s.out for s in bounded)
        same = all(distinct([ram for _, ram in s.frames]) == distinct(box.frames)
                   for s, box in zip(runs, (sim.a, sim.b)))
        plies = sim.a.shell.app.linked.ply
        links = [box.shell.app.linked.link for box in (sim.a, sim.b)]
        print("  %-10s plies %3d  %5.1f cable bytes a ply  resends %d / %d  peak %5.1f / %5.1f KB  %s %s  frames %s" % (
            game.name, plies, sum(s.report["cable_bytes"] for s in runs) / plies, links[0].resends, links[1].resends,
            runs[0].report["heap_peak"] / 1024, runs[1].report["heap_peak"] / 1024,
            "fits" if fits else "OUT OF MEMORY in", game.heapsize, "as the simulator's" if same else "DIFFER"))


def idle_allocation(tmp):
    print("bytes allocated per idle frame (%d frames of the device loop under heap_lock):" % IDLE_FRAMES)
    for i, (name, _) in enumerate(REGISTRY):
        work = os.path.join(tmp, "idle_" + name)
        os.makedirs(work)
        script = app_visit(i) + ",WAIT5000"  # past any bot move or animation the keys started
        program = IDLE_PROGRAM % {"settle": settle_ms(script), "frames": IDLE_FRAMES}
        s = run_session(work, script, heapsize="1M", tail_ms=10**6, program=program)
        if "idle " not in s.out:
            print("  %-10s did not run: %s" % (name, (s.out + s.err).strip().splitlines()[-1:]))
            continue
        done = int(s.out.split("idle ")[-1])
        print("  %-10s %s" % (name, "0 B" if done == IDLE_FRAMES else "allocates (lock tripped after %d frames)" % done))


def settle_ms(script):
    from yaga.keyscript import Player, parse

    return Player(lambda mask, now: None).play(parse(script))


def i2c_figures(tmp):
    work = os.path.join(tmp, "visit")
    os.makedirs(work)
    parts = []
    for i in range(len(REGISTRY)):
        parts += [app_visit(i), "LONG_B"] + (["UP*%d" % i] if i else [])
    s = run_session(work, ",".join(parts), heapsize="1M", tail_ms=0)
    sizes = [n for n, _ in s.frames]
    full = sizes[0]  # the driver's init and the first whole frame
    changes = [n for n in sizes if n < full]  # not power-on's tick
    typical = median(changes)
    ms = lambda n: n * 9 / 400.0  # noqa: E731  (bytes -> ms on a 400 kHz bus, 9 clocks a byte)
    print("I2C bytes: first frame (driver init + whole frame) %d B = %.1f ms at 400 kHz" % (full, ms(full)))
    print("I2C bytes: typical changed frame (median of %d) %d B = %.1f ms" % (len(changes), typical, ms(typical)))
    print("I2C bytes: largest changed frame (a whole-screen change) %d B, whole session %d B" % (max(changes), sum(sizes)))


def mpy_sizes(lib_dir, firmware):
    lib = 0
    for folder, _, files in os.walk(os.path.join(ROOT, lib_dir)):
        lib += sum(os.path.getsize(os.path.join(folder, f)) for f in files if f.endswith(".mpy"))
    fw = sum(os.path.getsize(os.path.join(ROOT, f)) for f in firmware)
    print(".mpy deployed: lib %d B, firmware %d B, total %d B" % (lib, fw, lib + fw))


def import_ratios(tmp, lib_dir):
    empty = os.path.join(tmp, "bench_empty.py")
    with open(empty, "w") as f:
        f.write("")
    out = os.path.join(tmp, "mpy")
    cwd = os.getcwd()
    os.chdir(tmp)
    try:
        compile_one("bench_empty.py", out)
    finally:
        os.chdir(cwd)
    path = ":".join([os.path.join(ROOT, lib_dir), out])
    print("import time of each app (cold, after yaga.shell) as a ratio to an empty module's, best of 5:")
    for name, _ in REGISTRY:
        program = IMPORT_PROGRAM % {"empty": "bench_empty", "module": "yaga.games." + name + ".app"}
        best = None
        for _ in range(5):
            p = subprocess.run(
                [MICROPYTHON, "-c", program], env=dict(os.environ, MICROPYPATH=path), capture_output=True, text=True
            )
            try:
                t_empty, t_app = (int(x) for x in p.stdout.split())
            except ValueError:
                print("  %-10s failed: %s" % (name, (p.stdout + p.stderr).strip().splitlines()[-1:]))
                break
            ratio = t_app / max(1, t_empty)
            best = ratio if best is None else min(best, ratio)
        if best is not None:
            print("  %-10s x%.0f" % (name, best))


def main():
    if sys.argv[1:2] == ["heap"]:  # only the heap figures, of the apps named (all when none)
        with tempfile.TemporaryDirectory() as tmp:
            heap_per_app(tmp, sys.argv[2:])
        return
    if sys.argv[1:2] == ["sessions"]:
        with tempfile.TemporaryDirectory() as tmp:
            heap_per_session(tmp, sys.argv[2:])
        return
    if sys.argv[1:2] == ["visit"]:
        with tempfile.TemporaryDirectory() as tmp:
            heap_of_visit(tmp)
        return
    if sys.argv[1:2] == ["linked"]:
        with tempfile.TemporaryDirectory() as tmp:
            linked_figures(tmp)
        return
    if sys.argv[1:2] == ["modules"]:  # the heap each module's import keeps
        with tempfile.TemporaryDirectory() as tmp:
            module_heap(tmp, sys.argv[2:])
        return
    lib_dir, firmware = compile_tree()
    with tempfile.TemporaryDirectory() as tmp:
        mpy_sizes(lib_dir, firmware)
        heap_per_app(tmp)
        heap_per_session(tmp)
        heap_of_visit(tmp)
        linked_figures(tmp)
        idle_allocation(tmp)
        i2c_figures(tmp)
        import_ratios(tmp, lib_dir)


if __name__ == "__main__":
    main()
