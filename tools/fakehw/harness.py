"""Run the real firmware/main.py under the MicroPython unix port inside the fake world (CPython side).

Used by tests/test_firmware_*.py and tools/bench_firmware.py:
    s = run_session(workdir, script="DOWN,A", board="pico", **world_options)
    s.returncode, s.out (console), s.frames (list of (wire_bytes, 1024-byte RAM)), s.report (dict)
The device's flash is workdir/flash.img (kept, so a second call is a power cycle); board.py is the
chosen boards/<name>.py copied as deploy copies it. Everything else runs as .mpy, as on the device
(compiling source would cost the bounded heap what the Pico never pays): build/fakedev/ holds lib/,
the firmware, the ssd1306 driver (.venv/mplib, see install_driver.py), the fakes and host_sim.chip
(the emulated display). MICROPYPATH puts the fakes first, so they shadow machine, time and os.
"""

import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "tools"))

from deploy import board_file, compile_files, firmware_modules, lib_files  # noqa: E402

BUILD = os.path.join("build", "fakedev")
FAKES = ("fakeworld.py", "machine.py", "time.py", "os.py")
DRIVER = os.path.join(".venv", "mplib", "ssd1306.py")

MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
FRAME = 1024
# The fake world (emulated display, key script, flash device) takes about 28 KB of the heap itself
# (reported as heap_base); 192 KB, the heap of a Pico (RP2040), leaves the firmware about 160 KB.
HEAPSIZE = "192K"
RECORD = 2 + FRAME


class Session:
    def __init__(self, proc, frames, report):
        self.returncode = proc.returncode
        self.out = proc.stdout
        self.err = proc.stderr
        self.frames = frames
        self.report = report


def read_frames(path):
    """(wire bytes of the tick, display RAM) for each tick that sent pixels."""
    frames = []
    if not os.path.exists(path):
        return frames
    with open(path, "rb") as f:
        data = f.read()
    for i in range(0, len(data) - RECORD + 1, RECORD):
        frames.append(((data[i] << 8) | data[i + 1], data[i + 2 : i + RECORD]))
    return frames


def build():
    """Compile what the fake box runs into build/fakedev/ (only what changed)."""
    if not os.path.exists(os.path.join(ROOT, DRIVER)):
        raise RuntimeError("no ssd1306 driver in .venv/mplib: run make setup (tools/fakehw/install_driver.py)")
    paths = [p for p in lib_files() if p.endswith(".py")] + firmware_modules()
    paths += [os.path.join("tools", "fakehw", f) for f in FAKES]
    paths += [os.path.join("host_sim", "__init__.py"), os.path.join("host_sim", "chip.py"), DRIVER]
    compile_files(paths, BUILD)


def micropython_path(device_dir):
    out = os.path.join(ROOT, BUILD)
    parts = ["tools/fakehw", "firmware", None, "lib", ".venv/mplib", ""]
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
    cfg["script"] = script
    cfg.setdefault("flash", os.path.join(workdir, "flash.img"))
    cfg["frames"] = os.path.join(workdir, "frames.bin")
    cfg["report"] = os.path.join(workdir, "report.json")
    for path in (cfg["frames"], cfg["report"]):
        if os.path.exists(path):
            os.remove(path)
    cfg_path = os.path.join(workdir, "fakehw.json")
    with open(cfg_path, "w") as f:
        json.dump(cfg, f)
    env = dict(os.environ, FAKEHW=cfg_path, MICROPYPATH=micropython_path(device))
    main = os.path.join(ROOT, "firmware", "main.py")
    if program is not None:
        main = os.path.join(workdir, "program.py")
        with open(main, "w") as f:
            f.write(program)
    cmd = [MICROPYTHON, "-X", "heapsize=" + heapsize, main]
    proc = subprocess.run(cmd, env=env, capture_output=True, text=True, timeout=600, cwd=workdir)
    report = None
    if os.path.exists(cfg["report"]):
        with open(cfg["report"]) as f:
            report = json.load(f)
    return Session(proc, read_frames(cfg["frames"]), report)


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
