"""Run the real firmware/main.py under the MicroPython unix port inside the fake box (CPython side).

Used by tests/test_firmware_*.py and tools/bench_firmware.py:
    s = run_session(workdir, script="DOWN,A", board="pico", **world_options)
    s.returncode, s.out (console), s.frames (list of (wire_bytes, 1024-byte RAM)), s.report (dict)
A machine.soft_reset() ends the process; the harness starts main.py again where the clock, the pins and
the random stream had got to, as the Pico runs main.py again (report["restarts"] counts them).
The device's flash is workdir/flash.img (kept, so a second call is a power cycle); board.py is the
chosen boards/<name>.py copied as deploy copies it. Everything else runs as .mpy, as on the device
(compiling source would cost the bounded heap what the Pico never pays): build/fakedev/ holds lib/,
the firmware, the ssd1306 driver (.venv/mplib, see install_driver.py) and the fakes. MICROPYPATH puts
the fakes first, so they shadow machine, time and os. The fake box stays small so the firmware gets
the heap: everything that can run here does (see the fakes): the key script, held buttons, display and
fault times become one pin word per tick (workdir/pins.bin), the seeds a byte stream (random.bin), the
display's I2C traffic (i2c.bin) is decoded here by host_sim.chip into frames, and report.txt is parsed here.
"""

import contextlib
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "lib"), ROOT]

from deploy import board_file, compile_files, firmware_modules, lib_files  # noqa: E402
from yaga.keyscript import LONG_MS  # noqa: E402

BUILD = os.path.join("build", "fakedev")
TICK_MS = 10
MAX_RESTARTS = 100  # a firmware that soft-resets in a loop ends the session here
RANDOM_WORDS = 1024  # seeds in the fake os.urandom stream before it repeats
FAKES = ("fakecable.py", "fakefill.py", "fakeadc.py", "fakeuart.py", "machine.py", "time.py", "os.py")
FLOATING = 0xFFFF  # write_vsys: a floating ADC pin
DRIVER = os.path.join(".venv", "mplib", "ssd1306.py")
# The firmware takes the built-ins by their u-names (utime, uos, umachine, ustruct: on the Pico those go straight to
# the built-in, where `import time` searches the flash first), which no file on the path can shadow: the fake box
# lists its fakes under them before main.py (or a test's program) runs.
POWER_ON = "import sys, os, time, machine\nsys.modules.update(uos=os, utime=time, umachine=machine)\n"

MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
# The heap a firmware session of one app runs in on the 64-bit unix port: a proxy for the Pico's (shared/DESIGN.md),
# which the device lab measures; the fake box (the fake os, time and machine) takes part of it itself.
HEAPSIZE = "192K"
# The apps that keep more resident: Goat and Wolf its engine, AI, board drawing and words beside its view stack (its
# coach, review, linked play and cells' effects are loaded only while shown), the quest its view stack's screens
# and, like the card game's round against the strong bot, the few KB the battery's reading and gauge keep beside
# them (the quest's names then fill a 7th pool of interned names, 1,280 of them, ~15 KB on the 64-bit port), and
# under every app the link cable's UART rings (firmware/cable.py); the figures in each commit,
# tools/bench_firmware.py prints each app's peak and the smallest heap it runs in
APP_HEAPSIZES = {"goat_wolf": "212K", "quest": "212K", "cards": "200K"}


def heapsize_of(app):
    """The heap a firmware session of one app (by package name) runs in."""
    return APP_HEAPSIZES.get(app, HEAPSIZE)
# The heap of one process that visits every app in turn and plays in each: leaving an app no longer
# restarts the interpreter, so what each app interned stays for the next.
VISIT_HEAPSIZE = "256K"


class Session:
    def __init__(self, proc, frames, report):
        self.returncode = proc.returncode
        self.out = proc.stdout
        self.err = proc.stderr
        self.frames = frames
        self.report = report


def board_buttons(source):
    """The button GPIOs of a board file's text, () when it has none or does not load."""
    space = {}
    try:
        exec(source, space)
        return tuple(int(g) for g in space["BUTTONS"])
    except Exception:
        return ()


def without_jack(board="pico"):
    """The text of a boards/ file for a box without the link cable's jack (LINK_UART None): the box the simulator
    stands for when it is given no cable (Goat and Wolf's set-up says so on its Link row, on both)."""
    with open(board_file(board)) as f:
        return f.read() + "\nLINK_UART = None  # no link jack\n"


def write_pins(path, script, long_ms, buttons, world):
    """The fake box's pins.bin (see machine.py): the script played by keyscript.timeline, one 4-byte word
    per 10 ms tick up to the session's end, with the world's options: hold, hold_ms (a button mask held
    from power-on, for hold_ms; default always), display_at (ms when the display starts to answer,
    default 0, None: never), display_gone ([from, to]: ms when it does not answer), fault_at (ms after
    which the first pin read raises, once), tail_ms (run after the script, default 500).
    Returns the session's length in ms."""
    from yaga.keyscript import parse, timeline

    masks = list(timeline(parse(script), long_ms))
    end = len(masks) * TICK_MS + world.get("tail_ms", 500)
    hold, hold_ms = world.get("hold", 0), world.get("hold_ms")
    shown, gone = world.get("display_at", 0), world.get("display_gone")
    fault_at = world.get("fault_at")
    with open(path, "wb") as f:
        for i in range(-(-end // TICK_MS)):
            t = i * TICK_MS
            mask = masks[i] if i < len(masks) else 0
            if hold_ms is None or t < hold_ms:
                mask |= hold
            word = 0
            for b, gpio in enumerate(buttons):
                if mask >> b & 1:
                    word |= 1 << gpio
            if shown is None or t < shown or (gone is not None and gone[0] <= t < gone[1]):
                word |= 1 << 30
            if fault_at is not None and t >= fault_at:
                word |= 1 << 31
            f.write(word.to_bytes(4, "big"))
    return end


def write_vsys(path, vsys, end):
    """The fake box's vsys.bin (see machine.py), when the world has `vsys`: VSYS in mV from power-on, a number or
    [(from_ms, mV), ...] in time order; FLOATING for a floating pin's readings."""
    mv_at = at_times([(0, vsys)] if isinstance(vsys, int) else vsys)
    with open(path, "wb") as f:
        for i in range(-(-end // TICK_MS)):
            f.write(mv_at(i * TICK_MS).to_bytes(2, "big"))


def at_times(steps):
    """A reading changing over a session, [(from_ms, value), ...] in time order, as a function of the clock."""
    return lambda now: [v for at, v in steps if at <= now][-1]


def write_random(path, seed):
    """The fake os.urandom stream: the words of Rng(seed).next32() big-endian, so the firmware's entropy()
    (4 bytes a seed) draws the very seeds the simulator's Rng(seed).next32 gives."""
    from yaga.rng import Rng

    rng = Rng(seed)
    with open(path, "wb") as f:
        for _ in range(RANDOM_WORDS):
            f.write(rng.next32().to_bytes(4, "big"))


def read_report(path):
    """report.txt (see time.py) as a dict; None when the session did not end on its own."""
    if not os.path.exists(path):
        return None
    with open(path) as f:
        words = f.read().split()
    keys = ("now_ms", "tones", "lightsleeps", "heap_peak", "heap_peak_ms", "reset", "clock", "random_at")
    if len(words) < len(keys):
        return None
    report = dict(zip(keys, (int(x) for x in words)))
    pairs = words[len(keys) :]
    pin = lambda x: int(x) if x.isdigit() else x  # noqa: E731  (a GPIO number, or "LED")
    report["outputs"] = [[pin(pairs[i]), int(pairs[i + 1])] for i in range(0, len(pairs) - 1, 2)]
    return report


def i2c_ticks(path):
    """The logged I2C writes grouped by tick: [(ms since power-on, [transaction bytes, ...]), ...]."""
    data = b""
    if os.path.exists(path):
        with open(path, "rb") as f:
            data = f.read()
    ticks = []
    i = 0
    while i + 6 <= len(data):
        t = int.from_bytes(data[i : i + 4], "big")
        n = int.from_bytes(data[i + 4 : i + 6], "big")
        if not ticks or ticks[-1][0] != t:
            ticks.append((t, []))
        ticks[-1][1].append(data[i + 6 : i + 6 + n])
        i += 6 + n
    return ticks


def decode_i2c(path):
    """Replay the logged I2C writes into the emulated SSD1306: (frames, figures). A frame is (wire bytes
    of the tick, display RAM) for each tick that sent pixels; wire bytes count the address byte too."""
    from host_sim.chip import Ssd1306

    chip = Ssd1306()
    frames = []
    total = transactions = 0
    for _, writes in i2c_ticks(path):
        seen = chip.data_bytes
        sent = 0
        for buf in writes:
            chip.write(buf, 0, len(buf))
            sent += len(buf) + 1
        total += sent
        transactions += len(writes)
        if chip.data_bytes != seen:
            frames.append((sent, bytes(chip.ram)))
    figures = {
        "frames": len(frames),
        "i2c_bytes": total,
        "i2c_transactions": transactions,
        "display_on": chip.display_on,
        "contrast": chip.contrast,
    }
    return frames, figures


def build():
    """Compile what the fake box runs into build/fakedev/ (only what changed)."""
    if not os.path.exists(os.path.join(ROOT, DRIVER)):
        raise RuntimeError("no ssd1306 driver in .venv/mplib: run make setup (tools/fakehw/install_driver.py)")
    paths = lib_files() + firmware_modules()  # lib data files (the AI table) copied, as deploy does
    paths += [os.path.join("tools", "fakehw", f) for f in FAKES]
    paths.append(DRIVER)
    compile_files(paths, BUILD)


def micropython_path(build_dir, device_dir):
    parts = ["tools/fakehw", "firmware", None, "lib", ".venv/mplib"]
    return ":".join(device_dir if p is None else os.path.join(build_dir, p).rstrip("/") for p in parts)


@contextlib.contextmanager
def short_paths(workdir):
    """(build, work): the build and the session's folder by paths of one fixed length, through links in a fresh
    temporary folder. Every module's path is kept on the heap (__file__, interned), so with the real paths the
    heap a session needs would move with the checkout's and the test's names; on the Pico it is /lib/..."""
    links = tempfile.mkdtemp(prefix="yb")
    try:
        os.symlink(os.path.join(ROOT, BUILD), os.path.join(links, "b"))
        os.symlink(os.path.abspath(workdir), os.path.join(links, "w"))
        yield os.path.join(links, "b"), os.path.join(links, "w")
    finally:
        shutil.rmtree(links)


def run_session(workdir, script="", board="pico", board_source=None, heapsize=HEAPSIZE, program=None, **world):
    """Power the fake box on with the flash in workdir, play script, return the Session.

    board: a boards/ name, or None for a device without board.py; board_source: board.py's text instead.
    program: run this MicroPython source instead of firmware/main.py (to look at the flash afterwards).
    bus_us_per_byte: the I2C bus's time per byte on the fake clock (default 0: none; the real 400 kHz bus is
    22.5); a larger one makes every turn that draws a slow turn, as the Pico's can be.
    """
    build()
    main, end = lay_out(workdir, script, board, board_source, program, world)
    clock, random_at, runs = world.get("start_ms", 0), 0, []
    with short_paths(workdir) as (build_dir, work):
        cmd = [MICROPYTHON, "-X", "heapsize=" + heapsize, os.path.join(work, main)]
        while True:
            env = run_env(build_dir, work, clock, end, random_at, world)
            proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600, cwd=workdir)
            report = read_report(os.path.join(workdir, "report.txt"))
            runs.append((proc, report))
            if report is None or not report["reset"] or len(runs) > MAX_RESTARTS:
                break
            clock, random_at = report["clock"], report["random_at"]
    return ended(workdir, runs)


def lay_out(workdir, script, board, board_source, program, world):
    """The session's files in workdir (run_session's arguments): board.py and main.py as deploy leaves them, the
    pins, the random stream, VSYS; the logs of a run before removed. Returns (the script to run, from workdir; the
    session's length in ms)."""
    device = os.path.join(workdir, "board_dir")  # not "device": the program's folder is on sys.path
    os.makedirs(device, exist_ok=True)
    target = os.path.join(device, "board.py")
    if os.path.exists(target):
        os.remove(target)
    if board_source is not None:
        with open(target, "w") as f:
            f.write(board_source)
    elif board is not None:
        shutil.copy(board_file(board), target)
    buttons = ()
    if os.path.exists(target):
        with open(target) as f:
            buttons = board_buttons(f.read())
    end = write_pins(os.path.join(workdir, "pins.bin"), script, world.get("long_ms", LONG_MS), buttons, world)
    write_random(os.path.join(workdir, "random.bin"), world.get("seed", 1))
    for name in ("i2c.bin", "report.txt", "vsys.bin"):
        if os.path.exists(os.path.join(workdir, name)):
            os.remove(os.path.join(workdir, name))
    if world.get("vsys") is not None:
        write_vsys(os.path.join(workdir, "vsys.bin"), world["vsys"], end)
    # main.py beside board.py, as on the device: the script's own folder comes first on sys.path (and
    # firmware/ is source); the fakes are listed under the u-names the firmware imports first
    with open(os.path.join(ROOT, "firmware", "main.py")) as f:
        main_source = f.read()
    with open(os.path.join(device, "main.py"), "w") as f:
        f.write(POWER_ON + main_source)
    main = os.path.join("board_dir", "main.py")
    if program is not None:
        main = "program.py"
        with open(os.path.join(workdir, main), "w") as f:
            f.write(POWER_ON + program)
    return main, end


def run_env(build_dir, work, clock, end, random_at, world):
    """The environment of one run of the fake box (its paths from short_paths): $FAKEHW (see time.py) and the
    module path."""
    start = world.get("start_ms", 0)
    fakehw = "%d %d %d %d %d %d %d %d %d %s" % (
        clock,
        start + end,
        world.get("flash_blocks", 64),
        bool(world.get("fill_flash")),
        bool(world.get("heap")),
        start,
        random_at,
        world.get("bus_us_per_byte", 0),
        world.get("vsys") is not None,
        work,
    )
    path = micropython_path(build_dir, os.path.join(work, "board_dir"))
    return dict(os.environ, FAKEHW=fakehw, MICROPYPATH=path)


def ended(workdir, runs):
    """The Session of the runs [(process, report)] made in workdir."""
    frames, figures = decode_i2c(os.path.join(workdir, "i2c.bin"))
    return Session(joined(runs), frames, summed(runs, figures))


def joined(runs):
    """The runs of one session as one process: the last one's exit, every run's console."""
    last = runs[-1][0]
    out = "".join(p.stdout for p, _ in runs)
    err = "".join(p.stderr for p, _ in runs)
    return subprocess.CompletedProcess(last.args, last.returncode, out, err)


def summed(runs, figures):
    """One report for the runs of a session (None when the last did not end on its own)."""
    report = runs[-1][1]
    if report is None:
        return None
    reports = [r for _, r in runs]
    report = dict(report, restarts=len(runs) - 1, outputs=[o for r in reports for o in r["outputs"]])
    report["tones"] = sum(r["tones"] for r in reports)
    report["lightsleeps"] = sum(r["lightsleeps"] for r in reports)
    peak = max(reports, key=lambda r: r["heap_peak"])
    report["heap_peak"], report["heap_peak_ms"] = peak["heap_peak"], peak["heap_peak_ms"]
    report.update(figures)
    return report


APP_KEYS = "A,WAIT300,DICE,WAIT300,A,DOWN,A,RIGHT,WAIT500"  # open an app and press around in it


def app_visit(i):
    """From the top of the main menu: open app i of yaga.games.REGISTRY and try a few keys in it."""
    return ("DOWN*%d," % i if i else "") + APP_KEYS


class SimBox:
    """One box in the CPython simulator as firmware/device.py runs it: host_sim's Display (the adafruit driver over
    the emulated chip) and the Shell on fs with the seeds of Rng(seed), sleeping and waking as the loop does;
    `frames` gets the display RAM after each step that sent pixels, `times` that step's clock. battery: the charge
    the shell reads (percent, or None for no reading), a number or [(from_ms, percent), ...]; none: a box without a
    reading. cable: the link cable's transport, or None."""

    def __init__(self, fs, seed=1, battery=None, cable=None):
        from host_sim.panel import Display
        from yaga.rng import Rng
        from yaga.shell import Shell

        charge = None
        if battery is not None:
            charge_at = at_times([(0, battery)] if isinstance(battery, int) else battery)
            charge = lambda: charge_at(self.shell.now)  # noqa: E731
        self.display = Display()
        self.shell = Shell(self.display.panel, fs, Rng(seed).next32, battery=charge, cable=cable)
        self.frames = []
        self.times = []
        self.asleep = False
        self.seen = 0

    def step(self, mask, now):
        shell = self.shell
        if self.asleep:
            if not mask:
                return
            shell.wake(now)
            self.asleep = False
        shell.step(mask, now)
        if shell.should_sleep(now):
            shell.sleep()
            self.asleep = True
        chip = self.display.chip
        if chip.data_bytes != self.seen:
            self.seen = chip.data_bytes
            self.frames.append(bytes(chip.ram))
            self.times.append(now)


def simulate(script, fs, seed=1, battery=None):
    """The CPython simulator's display RAM for the same script (SimBox, battery as it takes it), on the key-script
    player's 10 ms clock. Consecutive repeats dropped (see distinct)."""
    from yaga.keyscript import Player, parse

    box = SimBox(fs, seed, battery)
    Player(box.step, box.shell.buttons.long_ms).play(parse(script))
    return distinct(box.frames)


def distinct(frames):
    """Consecutive repeats dropped: a display-off or contrast change sends no pixels."""
    out = []
    for f in frames:
        if not out or out[-1] != f:
            out.append(f)
    return out
