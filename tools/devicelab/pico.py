"""The emulated Pico, driven from Python: starts tools/devicelab/harness.mjs on a flash image and talks to it.

    pico = Pico(flash_path, bootrom_path, board)   # the chip starts from reset at emulated time 0
    pico.run_to(ms)                                # let it run; frames, turns and console output pile up
    pico.play(timeline(script, pico.long_ms))      # a key script at its pace (100 ms down, 100 ms up)
    pico.interrupt(); pico.raw_repl(); pico.repl("print(1)")   # code on the REPL over the emulated USB serial
    a, b = linked_pair(flash, bootrom, board, (1, 2))  # two chips in one harness, their link UARTs crossed

Everything is in emulated time (ns in the records, ms in the arguments). The lab port is defined here, once:
its address goes to the harness on its command line and into the lab's /boot.py (boot_file), which hands the
probe (lab_probe.py) its registers: one written as a turn of the loop starts, one as it ends, one the free
heap measured just after, and one read for the next entropy word.
"""

import base64
import json
import os
import subprocess
import sys


HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
if os.path.join(ROOT, "lib") not in sys.path:
    sys.path.insert(0, os.path.join(ROOT, "lib"))

from devicelab.screen import Screen  # noqa: E402
from yaga import keyscript  # noqa: E402
from yaga.buttons import Buttons  # noqa: E402
from yaga.rng import Rng  # noqa: E402

NS_PER_MS = 1_000_000
LAB_PORT = 0x40068000  # an unused peripheral slot of the RP2040, served by the harness
# its registers, by offset
TURN_STARTS = 0
TURN_ENDS = 4
FREE_HEAP = 8
ENTROPY = 12
ENTROPY_WORDS = 64  # seeds queued for the firmware's entropy(): far more than any session starts games


class LabError(Exception):
    """The harness failed or the firmware did not do what a step waited for."""


class Turn:
    """One turn of the firmware's loop: start and end (ns), the free heap just after it."""

    __slots__ = ("start", "end", "free")

    def __init__(self, start):
        self.start = start
        self.end = None
        self.free = None

    @property
    def ms(self):
        return (self.end - self.start) / NS_PER_MS


def boot_file(frozen=False):
    """The lab's /boot.py: the probe installed on the lab port's registers. On the box's own firmware (`frozen`) the
    probe, found on the flash, then imports the firmware's modules with sys.path as the .uf2's main.py sets it (the
    frozen modules alone), so it loads the frozen device module, not one an earlier deploy left on the flash."""
    registers = ", ".join("0x%X" % (LAB_PORT + r) for r in (TURN_STARTS, TURN_ENDS, FREE_HEAP, ENTROPY))
    path = "import sys\nsys.path[:] = ['.frozen']\n" if frozen else ""
    return ("import lab_probe\n%slab_probe.install(%s)\n" % (path, registers)).encode()


def timeline(script, long_ms, press_ms=keyscript.PRESS_MS, gap_ms=keyscript.GAP_MS):
    """The button levels, one a 10 ms tick, that play `script`: GAP_MS idle, then each press held press_ms
    and released gap_ms. At the default pace, the very timeline the simulator plays (keyscript.timeline);
    timelines at different paces join end to end."""
    steps = [(keyscript.WAIT, keyscript.GAP_MS)] + keyscript.parse(script)
    return list(keyscript.levels(steps, long_ms, press_ms, gap_ms))


class Harness:
    """The harness process (harness.mjs) and the chips it runs: one, or two with the link cable between them
    (`link`: the board's LINK_UART, LINK_TX, LINK_RX). Its "run" runs every chip; a reply with a part for each chip
    is handed to each chip's Pico."""

    def __init__(self, flashes, bootrom, board, log_path, usb, link=False):
        cmd = ["node", "harness.mjs", "--flash", ",".join(os.path.abspath(f) for f in flashes)]
        cmd += ["--bootrom", os.path.abspath(bootrom)]
        cmd += ["--i2c", str(board.I2C_ID), "--sda", str(board.I2C_SDA), "--scl", str(board.I2C_SCL)]
        cmd += ["--addr", str(board.OLED_ADDR), "--buttons", ",".join(str(p) for p in board.BUTTONS)]
        cmd += ["--lab-port", str(LAB_PORT), "--entropy-at", str(ENTROPY), "--usb", "1" if usb else "0"]
        if link:
            cmd += ["--link", "%d,%d,%d" % (board.LINK_UART, board.LINK_TX, board.LINK_RX)]
        self.log = open(log_path, "w")
        self.proc = subprocess.Popen(
            cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=self.log, text=True, cwd=HERE
        )
        self.picos = []

    def call(self, msg):
        self.proc.stdin.write(json.dumps(msg) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            raise LabError("the harness stopped (see its log)")
        reply = json.loads(line)
        if "error" in reply:
            raise LabError("harness: " + reply["error"])
        for pico, part in zip(self.picos, reply.get("chips", ())):
            pico._take(part)
        return reply

    def close(self):
        if self.proc.poll() is None:
            self.proc.stdin.close()
            self.proc.wait(timeout=30)
        self.log.close()


def linked_pair(flash, bootrom, board, seeds, log_path=os.devnull):
    """Box A and box B: two chips on the flash image (each its own copy), box A's link UART's TX wired to box
    B's RX and back; each with the entropy of its seed."""
    harness = Harness((flash, flash), bootrom, board, log_path, True, link=True)
    return tuple(Pico(None, None, board, seed, harness=harness) for seed in seeds)


class Pico:
    def __init__(self, flash, bootrom, board, seed=1, log_path=os.devnull, usb=True, harness=None):
        """Start the chip on a flash image file and a 16 KB bootrom file, wired as `board` (a board file's
        names); the harness's own warnings go to log_path. Without `usb` no host is on its USB port (a box on its
        battery: no REPL, and the power figures are the chip's own, tools/devicelab/README.md). A chip of a
        `harness` already running (linked_pair) takes the next of its chips."""
        self.harness = harness or Harness((flash,), bootrom, board, log_path, usb)
        self.index = len(self.harness.picos)
        self.harness.picos.append(self)
        self.screen = Screen(board.OLED_ADDR)
        self.turns = []
        self.flash_ops = []
        self.console = ""
        self.sent = []  # (ns, byte) of each byte its UARTs sent, the time its last bit left
        self.now_ns = 0
        self.waited_ns = self.slept_ns = 0  # the core stopped in WFE/WFI so far: clocks running; lightsleep
        self.long_ms = Buttons().long_ms
        rng = Rng(seed)
        self._call(cmd="entropy", words=[rng.next32() for _ in range(ENTROPY_WORDS)])

    def close(self):
        self.harness.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def _call(self, **msg):
        reply = self.harness.call(dict(msg, chip=self.index))
        if "chips" not in reply:
            self.now_ns = reply["t"]
            if "i2c" in reply:
                self._take(reply)
        return reply

    def _take(self, reply):
        self.now_ns = reply["t"]
        self.screen.feed([(a, b, addr, bytes.fromhex(data)) for a, b, addr, data in reply["i2c"]])
        self.console += reply["serial"]
        self.flash_ops += reply["flash"]
        self.sent += reply["uart"]
        self.waited_ns, self.slept_ns = reply["power"]
        for t, register, value in reply["probe"]:
            if register == TURN_STARTS:
                self.turns.append(Turn(t))
            elif register == TURN_ENDS and self.turns:
                self.turns[-1].end = t
            elif register == FREE_HEAP and self.turns:
                self.turns[-1].free = value

    @property
    def now_ms(self):
        return self.now_ns / NS_PER_MS

    def reached(self, ms):
        """True once emulated time is at `ms` (within 1 ns: the chip's clock adds floats, so a run to a time
        may stop a rounding error short of it). run_to runs exactly when this is False."""
        return self.now_ns >= ms * NS_PER_MS - 1

    def run_to(self, ms, stop_text=None):
        """Run until emulated time `ms`, or until the console shows stop_text (then True)."""
        if self.reached(ms):
            return False
        msg = {"cmd": "run", "until_ms": ms}
        if stop_text is not None:
            msg["stop_text"] = stop_text
        return self._call(**msg)["found"]

    def run_until_frame(self, wanted, limit_ms, step_ms=50):
        """Run until the glass shows `wanted`; the frame's time (ns). LabError past limit_ms."""
        start = self.now_ns
        while True:
            at = self.screen.first_frame(wanted, start)
            if at is not None:
                return at
            if self.reached(limit_ms):
                raise LabError("the expected frame never came (by %d ms)" % limit_ms)
            self.run_to(min(self.now_ms + step_ms, limit_ms))

    def buttons(self, mask):
        self._call(cmd="buttons", mask=mask)

    def play(self, levels, start_ms=None):
        """Put `levels` (a timeline: one button mask a 10 ms tick) on the pins from start_ms (default now).
        Returns the time it ends (ms)."""
        t = self.now_ms if start_ms is None else start_ms
        held = 0
        for mask in levels:
            if mask != held:
                self.run_to(t)
                self.buttons(mask)
                held = mask
            t += keyscript.TICK_MS
        self.run_to(t)
        return t

    def flash(self, offset, size):
        return base64.b64decode(self._call(cmd="flash", offset=offset, size=size)["data"])

    # ---- the REPL ------------------------------------------------------------------------------------
    def serial(self, data):
        self._call(cmd="serial", data=data)

    def interrupt(self, limit_ms=5000):
        """Ctrl-C until the friendly REPL's prompt shows (the firmware's loop stops)."""
        self.console = ""
        for _ in range(5):
            self.serial("\r\x03\x03")
            if self.run_to(self.now_ms + limit_ms / 5, ">>> "):
                return
        raise LabError("no REPL prompt after Ctrl-C; console: %r" % self.console[-300:])

    def raw_repl(self, limit_ms=5000):
        """Into the raw REPL (Ctrl-A), as mpremote does."""
        self.console = ""
        self.serial("\r\x01")
        if not self.run_to(self.now_ms + limit_ms, "raw REPL; CTRL-B to exit\r\n>"):
            raise LabError("no raw REPL; console: %r" % self.console[-300:])

    def repl(self, code, limit_ms=60000):
        """Run `code` in the raw REPL; its printed output (LabError with the traceback if it raised)."""
        self.console = ""
        self.serial(code + "\x04")
        if not self.run_to(self.now_ms + limit_ms, "\x04>"):
            raise LabError("REPL code did not finish in %d ms; console: %r" % (limit_ms, self.console[-500:]))
        text = self.console
        if not text.startswith("OK"):
            raise LabError("REPL did not take the code: %r" % text[:300])
        out, err = text[2:].split("\x04")[:2]
        if err:
            raise LabError("REPL code raised:\n" + err)
        return out
