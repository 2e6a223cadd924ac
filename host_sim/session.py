"""The simulated box: the emulated display stack and the real yaga Shell on a folder of saves.

The Shell is driven exactly as firmware/main.py drives it (docs/ARCHITECTURE.md, The loop): scripted
runs on the key-script player's fake 10 ms clock, live runs on the wall clock.
"""

import sys
import time
import traceback

from host_sim.panel import Display
from yaga.fs import RealFs
from yaga.keyscript import Player
from yaga.rng import Rng
from yaga.saves import SaveError


class Session:
    """A Display and a Shell over it; after each step that presented a frame (wrote GDDRAM), on_frame(now_ms,
    gddram, glass) is called, or when recording `frames` collects (now_ms, gddram, glass). `cable`: the link
    cable's transport the box's apps get (host_sim.link.TcpCable), or None. `battery`: the cells' charge in percent
    the box reads (--battery), or None for a box without a reading."""

    def __init__(self, state_dir, seed, record=False, log_file=None, on_frame=None, cable=None, battery=None):
        from yaga.shell import Shell  # imported here: a bad command line is reported before any app code loads

        fs = RealFs(state_dir)
        fs.mkdir()
        self.log_file = log_file
        self.saves_problem = None  # the first save that failed, as one line
        self.display = Display()
        self.shell = Shell(self.display.panel, fs, Rng(seed).next32, log=self.log, cable=cable,
                           battery=None if battery is None else (lambda: battery))
        self.frames = []
        self.on_frame = on_frame or (self._keep if record else None)
        self.clock_ms = 0  # where the next scripted play starts
        self._seen = self.display.chip.data_bytes

    def log(self, exc):
        """An app crashed (the shell shows the player a short message): the traceback goes to stderr,
        or to log_file while the terminal view owns the screen. A save that failed (a read-only or full
        state folder) becomes one line, once (`saves_problem`, on stderr at once unless the terminal view
        is up): the box goes on and tells the player itself."""
        if isinstance(exc, SaveError):
            if self.saves_problem is None:
                self.saves_problem = "host_sim: saves are not being kept: %s" % exc
                if self.log_file is None:
                    sys.stderr.write(self.saves_problem + "\n")
            return
        text = "".join(traceback.format_exception(exc))
        if self.log_file is None:
            sys.stderr.write(text)
            return
        try:
            with open(self.log_file, "a") as f:
                f.write(text)
        except OSError:
            pass  # a state folder that cannot be written: the saves' line has said so

    def _keep(self, now_ms, gddram, glass):
        self.frames.append((now_ms, gddram, glass))

    def step(self, mask, now_ms):
        self.shell.step(mask, now_ms)
        if self.on_frame is not None and self.display.chip.data_bytes != self._seen:
            self._seen = self.display.chip.data_bytes
            self.on_frame(now_ms, bytes(self.display.chip.ram), bytes(self.display.glass()))

    def play(self, steps, paced=False):
        """Play parsed key-script steps, continuing the fake clock; returns the clock at the end. paced: no step
        runs before its time on the wall clock (a box linked to another process's box keeps its pace)."""
        step = self._paced(self.step, self.clock_ms) if paced else self.step
        self.clock_ms = Player(step, self.shell.buttons.long_ms, self.clock_ms).play(steps)
        return self.clock_ms

    @staticmethod
    def _paced(step, first_ms):
        start = time.monotonic() - first_ms / 1000

        def paced(mask, now_ms):
            wait = start + now_ms / 1000 - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            step(mask, now_ms)

        return paced

    def live(self, poll, show, tick_ms=10):
        """Run on the wall clock until poll(now_ms) returns None instead of a button mask.

        Sleeps like the device: once the shell says so it saves and turns the display off, and the
        next press wakes it (the shell swallows that press).
        """
        start = time.monotonic()
        asleep = False
        while True:
            now = int((time.monotonic() - start) * 1000)
            mask = poll(now)
            if mask is None:
                return
            if asleep:
                if mask:
                    self.shell.wake(now)
                    asleep = False
            else:
                self.step(mask, now)
                if self.shell.should_sleep(now):
                    self.shell.sleep()
                    asleep = True
            show()
            spare = tick_ms / 1000 - (time.monotonic() - start - now / 1000)
            if spare > 0:
                time.sleep(spare)
