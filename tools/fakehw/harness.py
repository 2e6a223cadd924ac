"""Run the real firmware/main.py under the MicroPython unix port inside the fake world (CPython side).

Used by tests/test_firmware_*.py and tools/bench_firmware.py:
    s = run_session(workdir, script="DOWN,A", board="pico", **world_options)
    s.returncode, s.out (console), s.frames (list of (wire_bytes, 1024-byte RAM)), s.report (dict)
The device's flash is workdir/flash.img (kept, so a second call is a power cycle); board.py is the
chosen boards/<name>.py copied as deploy copies it. Everything else runs as .mpy, as on the device
(compiling source would cost the bounded heap what the Pico never pays): build/fakedev/ holds lib/,
the firmware, the ssd1306 driver (.venv/mplib, see install_driver.py) and the fakes. MICROPYPATH puts
the fakes first, so they shadow machine, time and os. The fake world stays small so the firmware gets
the heap: the key script is turned into button masks here (workdir/masks.bin), and the display's I2C
traffic (workdir/i2c.bin) is decoded here by host_sim.chip into frames after the run.
"""

import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "lib"), ROOT]

from deploy import board_file, compile_files, firmware_modules, lib_files  # noqa: E402
from yaga.keyscript import LONG_MS  # noqa: E402

BUILD = os.path.join("build", "fakedev")
FAKES = ("fakeworld.py", "fakefill.py", "machine.py", "time.py", "os.py")
DRIVER = os.path.join(".venv", "mplib", "ssd1306.py")

MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
# The heap the firmware sessions run in: Pico-sized for the unix port, whose 64-bit objects are bigger
# than the Pico's (RP2040: ~192 KB free with 32-bit objects). The fake world (button masks, flash
# device, fake modules) takes part of it itself, reported as heap_base.
HEAPSIZE = "128K"


class Session:
    def __init__(self, proc, frames, report):
        self.returncode = proc.returncode
        self.out = proc.stdout
        self.err = proc.stderr
        self.frames = frames
        self.report = report


def write_masks(path, script, long_ms):
    """The script's button masks, one per 10 ms tick as keyscript.timeline plays them, run-length coded
    for the fake world (3 bytes a run: mask, then ticks big-endian); returns the number of ticks."""
    from yaga.keyscript import parse, timeline

    runs = []
    ticks = 0
    for mask in timeline(parse(script), long_ms):
        if runs and runs[-1][0] == mask and runs[-1][1] < 0xFFFF:
            runs[-1][1] += 1
        else:
            runs.append([mask, 1])
        ticks += 1
    with open(path, "wb") as f:
        for mask, n in runs:
            f.write(bytes((mask, n >> 8, n & 0xFF)))
    return ticks


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
    paths = [p for p in lib_files() if p.endswith(".py")] + firmware_modules()
    paths += [os.path.join("tools", "fakehw", f) for f in FAKES]
    paths.append(DRIVER)
    compile_files(paths, BUILD)


def micropython_path(device_dir):
    out = os.path.join(ROOT, BUILD)
    parts = ["tools/fakehw", "firmware", None, "lib", ".venv/mplib"]
    return ":".join(device_dir if p is None else os.path.join(out, p).rstrip("/") for p in parts)


def run_session(workdir, script="", board="pico", board_source=None, heapsize=HEAPSIZE, program=None, **world):
    """Power the fake box on with the flash in workdir, play script, return the Session.

    board: a boards/ name, or None for a device without board.py; board_source: board.py's text instead.
    program: run this MicroPython source instead of firmware/main.py (to look at the flash afterwards).
    """
    build()
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
    cfg = dict(world)
    cfg["masks"] = os.path.join(workdir, "masks.bin")
    cfg["ticks"] = write_masks(cfg["masks"], script, cfg.pop("long_ms", LONG_MS))
    cfg.setdefault("flash", os.path.join(workdir, "flash.img"))
    cfg["i2c"] = os.path.join(workdir, "i2c.bin")
    cfg["report"] = os.path.join(workdir, "report.json")
    for path in (cfg["i2c"], cfg["report"]):
        if os.path.exists(path):
            os.remove(path)
    cfg_path = os.path.join(workdir, "fakehw.json")
    with open(cfg_path, "w") as f:
        json.dump(cfg, f)
    env = dict(os.environ, FAKEHW=cfg_path, MICROPYPATH=micropython_path(device))
    main = os.path.join(device, "main.py")  # beside board.py, as on the device: the script's own folder comes
    shutil.copy(os.path.join(ROOT, "firmware", "main.py"), main)  # first on sys.path, and firmware/ is source
    if program is not None:
        main = os.path.join(workdir, "program.py")
        with open(main, "w") as f:
            f.write(program)
    cmd = [MICROPYTHON, "-X", "heapsize=" + heapsize, main]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600, cwd=workdir)
    frames, figures = decode_i2c(cfg["i2c"])
    report = None
    if os.path.exists(cfg["report"]):
        with open(cfg["report"]) as f:
            report = json.load(f)
        report.update(figures)
    return Session(proc, frames, report)


APP_KEYS = "A,WAIT300,DICE,WAIT300,A,DOWN,A,RIGHT,WAIT500"  # open an app and press around in it


def app_visit(i):
    """From the top of the main menu: open app i of yaga.apps.REGISTRY and try a few keys in it."""
    return ("DOWN*%d," % i if i else "") + APP_KEYS


def simulate(script, fs, seed=1):
    """The CPython simulator's display RAM for the same script: host_sim's Display (the adafruit driver
    over the emulated chip) and the Shell on fs, on the key-script player's 10 ms clock, sleeping and
    waking as firmware/device.py does. Consecutive repeats dropped (see distinct)."""
    from host_sim.panel import Display
    from yaga.keyscript import Player, parse
    from yaga.rng import Rng
    from yaga.shell import Shell

    display = Display()
    shell = Shell(display.panel, fs, Rng(seed).next32)
    frames = []
    asleep = [False]
    seen = [0]

    def step(mask, now):
        if asleep[0]:
            if not mask:
                return
            shell.wake(now)
            asleep[0] = False
        shell.step(mask, now)
        if shell.should_sleep(now):
            shell.sleep()
            asleep[0] = True
        if display.chip.data_bytes != seen[0]:
            seen[0] = display.chip.data_bytes
            frames.append(bytes(display.chip.ram))

    Player(step, shell.buttons.long_ms).play(parse(script))
    return distinct(frames)


def distinct(frames):
    """Consecutive repeats dropped: a display-off or contrast change sends no pixels."""
    out = []
    for f in frames:
        if not out or out[-1] != f:
            out.append(f)
    return out
