"""The fake box around the real firmware under the MicroPython unix port: clock, buttons, I2C, flash.

tools/fakehw/ goes first on MICROPYPATH, so the firmware's `machine`, `time` and `os` are the fakes
here, all backed by this one world. It is set up from the JSON file named by the FAKEHW variable:
  masks         host file: the key script's raw button masks, one per 10 ms tick, run-length coded
                (harness.write_masks: 3 bytes a run, mask then ticks big-endian); ticks: their count
  hold, hold_ms a button mask held from power-on (a stuck button), for hold_ms (default: always)
  display_at    ms after power-on when the display starts to answer (default 0; null: never)
  display_gone  [from, to]: ms after power-on when the display stops answering (a loose wire)
  fault_at      ms after power-on when reading a button pin raises RuntimeError, once (a fault
                outside any app, to see the firmware's own recovery)
  flash         host file with the littlefs image, kept between runs (a power cycle keeps the saves)
  flash_blocks  its size in 4 KB blocks when first made (default 64)
  fill_flash    fill the file system with junk before the firmware starts (a full flash)
  i2c           host file: every write transaction to the display, as it happens (ms since power-on,
                4 bytes; length, 2 bytes; the bytes). The harness decodes it with host_sim.chip on the
                CPython side, so the emulated display costs the bounded heap nothing
  report        host file: a JSON summary written when the session ends
  seed          seed of the fake os.urandom stream (default 1)
  start_ms      the clock at power-on (to cross the 2**30 wrap of ticks_ms)
  tail_ms       time run after the script's end (default 500)
  heap          sample gc.mem_alloc() after a collect at every tick (for tools/bench_firmware.py)
The session ends with SystemExit once the clock passes the script's end plus tail_ms.
The world keeps to the few modules it needs (no key-script parser, no display emulator): the heap it
takes is heap the firmware does not have (reported as heap_base).
"""

from yaga.rng import Rng

TICK_MS = 10
TICKS_MASK = 0x3FFFFFFF
BLOCK = 4096
MOUNT = "/flash"
DISPLAY = 0x3C


class Entropy:
    """The fake os.urandom: the words of Rng(seed).next32() as big-endian bytes. The firmware's
    entropy() reads 4 bytes per seed, so it draws the very seeds the simulator's Rng(seed).next32 gives."""

    def __init__(self, seed):
        self.rng = Rng(seed)

    def urandom(self, n):
        out = bytearray(n)
        for i in range(n):
            if i % 4 == 0:
                word = self.rng.next32()
            out[i] = (word >> (24 - 8 * (i % 4))) & 0xFF
        return bytes(out)


class FileBlocks:
    """A littlefs block device kept in a host file, so the flash survives a power cycle."""

    def __init__(self, path, blocks):
        self.blocks = blocks
        try:
            self.f = open(path, "r+b")
            self.f.seek(0, 2)
            self.blocks = self.f.tell() // BLOCK
            self.fresh = False
        except OSError:
            self.f = open(path, "w+b")
            erased = b"\xff" * BLOCK
            for _ in range(blocks):
                self.f.write(erased)
            self.fresh = True

    def readblocks(self, n, buf, off=0):
        self.f.seek(n * BLOCK + off)
        self.f.readinto(buf)

    def writeblocks(self, n, buf, off=0):
        self.f.seek(n * BLOCK + off)
        self.f.write(buf)
        self.f.flush()

    def ioctl(self, op, arg):
        if op == 4:  # block count
            return self.blocks
        if op == 5:  # block size
            return BLOCK
        return 0  # init, deinit, sync, erase: nothing to do for a file


class World:
    def __init__(self, cfg):
        import json
        import uos

        self.cfg = cfg
        self.start = cfg.get("start_ms", 0)
        self.now = self.start
        self.end = self.start + cfg.get("ticks", 0) * TICK_MS + cfg.get("tail_ms", 500)
        self._runs = b""
        if cfg.get("masks"):
            with open(cfg["masks"], "rb") as f:
                self._runs = f.read()
        self._run = -3  # offset in _runs of the run playing now
        self._left = 0  # ticks left in it
        self._tick = -1  # the tick whose mask is in _mask
        self._mask = 0
        self.hold = cfg.get("hold", 0)
        self.hold_ms = cfg.get("hold_ms", None)
        self.display_at = cfg.get("display_at", 0)
        self.display_gone = cfg.get("display_gone", None)
        self.fault_at = cfg.get("fault_at", None)
        self.entropy = Entropy(cfg.get("seed", 1))
        self.pins = {}  # GPIO -> button index, from the board file (none when it is missing or broken)
        try:
            import board

            for i, gpio in enumerate(board.BUTTONS):
                self.pins[gpio] = i
        except Exception:
            pass
        self.armed = {}  # GPIO -> True while a wake-up irq is set
        self.outputs = []  # (pin, level) each time an output pin changed (the LED)
        self.tones = 0
        self.lightsleeps = 0
        self.heap_peak = 0
        self.heap_base = 0
        self.heap_peak_ms = 0
        self._i2c = None
        self._record = bytearray(6)  # a logged transaction's time and length
        if cfg.get("i2c"):
            self._i2c = open(cfg["i2c"], "wb")
        self._json = json
        self._mount_flash(uos)
        if cfg.get("heap"):
            import gc

            gc.collect()
            self.heap_base = gc.mem_alloc()  # the fake world's own share, reported apart

    def _mount_flash(self, uos):
        import vfs

        path = self.cfg.get("flash")
        if not path:
            return
        dev = FileBlocks(path, self.cfg.get("flash_blocks", 64))
        if dev.fresh:
            vfs.VfsLfs2.mkfs(dev)
        vfs.mount(vfs.VfsLfs2(dev), MOUNT)
        uos.chdir(MOUNT)
        if self.cfg.get("fill_flash"):
            import fakefill  # its own module: the sessions that do not fill the flash do not keep it

            fakefill.fill(uos)

    # ---- time -------------------------------------------------------------------------------
    def ticks_ms(self):
        return self.now & TICKS_MASK

    def advance(self, ms):
        """Let ms pass: sample the heap, end the session after the script."""
        if self.cfg.get("heap"):
            import gc

            gc.collect()
            used = gc.mem_alloc()
            if used > self.heap_peak:
                self.heap_peak = used
                self.heap_peak_ms = self.now - self.start
        self.now += ms
        if self.now >= self.end:
            self.finish()

    def lightsleep(self, ms):
        """Sleep up to ms; an armed pin going low wakes it at the next tick, like a GPIO edge."""
        self.lightsleeps += 1
        left = ms
        while left > 0:
            step = TICK_MS if left > TICK_MS else left
            self.advance(step)
            left -= step
            for gpio in self.armed:
                if self.level(gpio) == 0:
                    return

    # ---- pins -------------------------------------------------------------------------------
    def mask(self):
        t = self.now - self.start
        i = t // TICK_MS
        runs = self._runs
        while self._tick < i:  # time only goes forward
            self._tick += 1
            if self._left == 0:
                self._run += 3
                if self._run < len(runs):
                    self._mask = runs[self._run]
                    self._left = runs[self._run + 1] << 8 | runs[self._run + 2]
                else:  # after the script: nothing held
                    self._mask = 0
                    self._left = -1
            self._left -= 1
        m = self._mask
        if self.hold and (self.hold_ms is None or t < self.hold_ms):
            m |= self.hold
        return m

    def level(self, gpio):
        """A button pin reads 0 while its button is held (pull-up, switch to GND); others read 1."""
        if self.fault_at is not None and self.now - self.start >= self.fault_at:
            self.fault_at = None
            raise RuntimeError("fake fault on pin %d" % gpio)
        b = self.pins.get(gpio)
        if b is None:
            return 1
        return 0 if self.mask() & (1 << b) else 1

    # ---- the I2C bus ------------------------------------------------------------------------
    def display_present(self):
        t = self.now - self.start
        gone = self.display_gone
        if gone is not None and gone[0] <= t < gone[1]:
            return False
        return self.display_at is not None and t >= self.display_at

    def i2c_write(self, addr, parts):
        """One write transaction of the buffers in parts (writevto's vector), logged without joining them:
        the real writevto sends them as they are, so the fake allocates no frame-sized buffer either."""
        if addr != DISPLAY or not self.display_present():
            raise OSError(5)  # EIO: no acknowledge, as the rp2 port reports it
        f = self._i2c
        if f is None:
            return
        n = 0
        for part in parts:
            n += len(part)
        r = self._record
        t = self.now - self.start
        r[0] = t >> 24
        r[1] = (t >> 16) & 255
        r[2] = (t >> 8) & 255
        r[3] = t & 255
        r[4] = n >> 8
        r[5] = n & 255
        f.write(r)
        for part in parts:
            f.write(part)

    # ---- the end ----------------------------------------------------------------------------
    def finish(self):
        if self._i2c is not None:
            self._i2c.close()
            self._i2c = None
        path = self.cfg.get("report")
        if path:
            report = {
                "now_ms": self.now - self.start,
                "tones": self.tones,
                "outputs": self.outputs,
                "lightsleeps": self.lightsleeps,
                "heap_peak": self.heap_peak,
                "heap_base": self.heap_base,
                "heap_peak_ms": self.heap_peak_ms,
            }
            with open(path, "w") as f:
                f.write(self._json.dumps(report))
        raise SystemExit(0)


_world = None


def world():
    """The one world of this process, set up on first use from $FAKEHW."""
    global _world
    if _world is None:
        import json
        import uos

        path = uos.getenv("FAKEHW")
        cfg = {}
        if path:
            with open(path) as f:
                cfg = json.load(f)
        _world = World(cfg)
    return _world
