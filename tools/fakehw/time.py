"""A fake `time` (shadows the built-in one): the fake box's clock, which moves only when the firmware
sleeps, so every session replays to the millisecond; the session ends (SystemExit, report.txt written)
once it passes the script's end plus its tail. The ticks functions wrap at 2**30 as on the Pico.

The fake box keeps to what a Pico has in hardware (this clock; pins, I2C, buzzer in machine.py; the flash
and the random source in os.py): every byte of it is heap the firmware does not have. The harness does
the rest on the CPython side (see harness.py). $FAKEHW, split into env: the clock at this start, the
session's end (ms), flash blocks when first made, 1 to fill the flash, 1 to sample the heap after a
collect at every sleep (tools/bench_firmware.py), the clock at power-on (a soft reset starts the
process again, later), the random stream's position, the I2C bus's µs per byte (0: the bus takes no
time), 1 when the harness gave VSYS (vsys.bin, fakeadc.py), the session's host folder.
The pins change on 10 ms ticks: as the clock passes each one, `tick_hook` (machine.py's edge detector,
once a pin interrupt is armed) runs with the clock at that tick, as an interrupt would.
report.txt: now_ms (since power-on) tones lightsleeps heap_peak heap_peak_ms, reset (1: machine.soft_reset
ended this run), the clock, the random stream's position, then (pin, level) each time an output changed.
"""

import uos

env = uos.getenv("FAKEHW").split(" ", 9)
start = now = int(env[0])
origin = int(env[5])
_report = open(env[9] + "/report.txt", "w")  # opened now: the flash becomes the working directory
heap_peak = heap_peak_ms = 0
tick_hook = None  # called at each 10 ms tick the clock passes (machine.py sets it)
if env[4] == "1":
    import gc


def ticks_ms():
    return now & 0x3FFFFFFF


def ticks_add(t, delta):
    return (t + delta) & 0x3FFFFFFF


def ticks_diff(a, b):
    return ((a - b + 0x20000000) & 0x3FFFFFFF) - 0x20000000


def sleep_ms(ms):
    """Sample the heap, then let ms pass."""
    global now, heap_peak, heap_peak_ms
    if ms <= 0:
        return
    if env[4] == "1":
        gc.collect()
        used = gc.mem_alloc()
        if used > heap_peak:
            heap_peak = used
            heap_peak_ms = now - start
    pass_ms(ms)


def pass_ms(ms):
    """Let ms pass (sleeping, or the I2C bus busy), the pins' edges at each tick on the way; end the session
    after the script."""
    global now
    end = now + ms
    if tick_hook is not None:
        tick = now + 10 - (now - origin) % 10
        while tick <= end:
            now = tick
            tick_hook()
            tick += 10
    now = end
    if now >= int(env[1]):
        finish()


def finish(reset=0):
    import machine
    import os

    machine.i2c_log.close()
    f = _report
    f.write("%d %d %d %d %d" % (now - origin, machine.tones, machine.lightsleeps, heap_peak, heap_peak_ms))
    f.write(" %d %d %d" % (reset, now, os.random_stream.tell()))
    for pin, v in machine.outputs:
        f.write(" %s %d" % (pin, v))
    f.close()
    raise SystemExit(0)
