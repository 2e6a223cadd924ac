"""Headless runner: the Shell on a save folder, a key script on a fake 10 ms clock, every frame printed.

Portable (CPython and the MicroPython unix port), so the same script can be run under both and the
frames compared byte for byte; the simulator's scripted mode uses the same key-script player.

    python tools/headless.py --keys "DOWN,A,DICE" --seed 7 --state-dir DIR [--crc]
    MICROPYPATH=lib:tools micropython tools/headless.py --keys ... --state-dir DIR

One line per presented frame: the fake clock in ms, then the 1024 frame bytes in hex (or with --crc
their CRC-32). The state folder should be empty for a reproducible run. Bad arguments (a key script past its
limits among them, see yaga.keyscript), a state folder that cannot be made or holds something that is not a
regular file (a FIFO, a folder, a link to a device) exit 2 with one line. Saves that fail (a read-only or
full folder) are not said here: the box tells the player on the frames, and play goes on.
"""

import sys
from binascii import hexlify

from yaga.crc32 import crc32
from yaga.fs import RealFs
from yaga.fs import not_files
from yaga.keyscript import Player, parse
from yaga.rng import Rng

USAGE = "usage: headless.py --keys SCRIPT --state-dir DIR [--seed N] [--crc]"


class RecordingPanel:
    """A panel (docs/ARCHITECTURE.md, Screen) that keeps the 1024-byte frame it has been sent."""

    def __init__(self):
        self.frame = bytearray(1024)
        self.writes = 0
        self.level = 0xFF
        self.on = True
        self.inverted = False

    def write(self, page, col0, col1, frame, pages=1):
        base = page * 128
        for i in range(base + col0, base + (pages - 1) * 128 + col1 + 1):
            self.frame[i] = frame[i]
        self.writes += 1

    def contrast(self, v):
        self.level = v

    def power(self, on):
        self.on = on

    def invert(self, on):
        self.inverted = on


def run(script, seed, state_dir, emit):
    """Play `script` (text) on a fresh Shell; emit(now_ms, frame) after each step that wrote the panel."""
    from yaga.shell import Shell

    steps = parse(script)
    fs = RealFs(state_dir)
    fs.mkdir()
    panel = RecordingPanel()
    shell = Shell(panel, fs, Rng(seed).next32)
    seen = [0]

    def step(mask, now_ms):
        shell.step(mask, now_ms)
        if panel.writes != seen[0]:
            seen[0] = panel.writes
            emit(now_ms, panel.frame)

    return Player(step, shell.buttons.long_ms).play(steps)


def options(argv):
    """--keys, --seed, --state-dir, --crc from argv; ValueError names what is wrong."""
    opts = {"keys": None, "seed": 1, "state-dir": None, "crc": False}
    i = 0
    while i < len(argv):
        name = argv[i][2:] if argv[i].startswith("--") else None
        if name == "crc":
            opts["crc"] = True
        elif name in ("keys", "seed", "state-dir"):
            if i + 1 == len(argv):
                raise ValueError("option --%s needs a value" % name)
            i += 1
            opts[name] = argv[i]
        else:
            raise ValueError("unknown option: %s" % argv[i])
        i += 1
    if opts["keys"] is None or opts["state-dir"] is None:
        raise ValueError("--keys and --state-dir are required")
    try:
        opts["seed"] = int(opts["seed"])
    except ValueError:
        raise ValueError("--seed is not a whole number: %s" % opts["seed"])
    parse(opts["keys"])  # a bad key name is a usage error, reported before anything runs
    return opts


def state_problem(state_dir):
    """Why state_dir cannot hold the box's saves, or None (it is made when missing)."""
    fs = RealFs(state_dir)
    try:
        fs.mkdir()
        odd = not_files(fs)
    except OSError as e:
        return "cannot use the state folder %s (error %s)" % (state_dir, e.args[0] if e.args else "?")
    if odd:
        return "the state folder %s holds %s, which is not a regular file: move it away" % (state_dir, odd[0])
    return None


def main(argv):
    try:
        opts = options(argv)
    except ValueError as e:
        sys.stderr.write("headless: %s (%s)\n" % (e, USAGE))
        sys.exit(2)
    problem = state_problem(opts["state-dir"])
    if problem:
        sys.stderr.write("headless: %s\n" % problem)
        sys.exit(2)

    def emit(now_ms, frame):
        if opts["crc"]:
            print("%d %08x" % (now_ms, crc32(frame)))
        else:
            print("%d %s" % (now_ms, hexlify(frame).decode()))

    run(opts["keys"], opts["seed"], opts["state-dir"], emit)


if __name__ == "__main__":
    main(sys.argv[1:])
