"""The fake box around the real firmware under the MicroPython unix port: clock, pins, I2C, flash.

tools/fakehw/ goes first on MICROPYPATH, so the firmware's `machine`, `time` and `os` are the fakes here,
all backed by this module. Only what the Pico has in hardware lives here: every byte of it is heap the
firmware does not have (reported as heap_base). The harness (CPython side) does the rest beforehand
and reads the results afterwards, all as host files in the session's folder (the working directory):
  pins.bin     per 10 ms tick, 4 bytes big-endian: bit g set while GPIO g reads 0 (a held button, a
               stuck one included), bit 30: the display does not answer, bit 31: the first read of a
               pin in this tick raises RuntimeError, once (a fault outside any app); after its end:
               nothing held, the display answers
  random.bin   the fake os.urandom stream, read round and round
  flash.img    the littlefs image (the path is in $FAKEHW), kept between runs: a power cycle keeps the saves
  i2c.bin      every write transaction to the display (ms since power-on, 4 bytes; length, 2 bytes; bytes)
  report.txt   written when the session ends: now_ms tones lightsleeps heap_peak heap_base heap_peak_ms,
               then a (pin, level) pair each time an output pin changed (the LED)
$FAKEHW: "start_ms end_ms flash_blocks fill heap flash_path": the clock at power-on, when the session
ends (SystemExit), the flash size when first made, 1 to fill the flash first, 1 to sample the heap after a
collect at every tick (tools/bench_firmware.py).
"""

import uos

TICKS_MASK = 0x3FFFFFFF
_BLOCK = 4096

_cfg = uos.getenv("FAKEHW").split(" ", 5)
start = now = int(_cfg[0])
_end = int(_cfg[1])
_heap = _cfg[4] == "1"
_pins = open("pins.bin", "rb")
_word = bytearray(4)  # the tick's pin word, read without allocating
_tick = -1
_faulted = False
armed = 0  # GPIOs whose wake-up irq is set, as bits
outputs = []
tones = lightsleeps = heap_peak = heap_base = heap_peak_ms = 0
random = open("random.bin", "rb")
i2c = open("i2c.bin", "wb")
_report = open("report.txt", "w")  # opened here: the flash is the working directory after the mount
_head = bytearray(6)  # a logged transaction's time and length


class Flash:
    """A littlefs block device kept in a host file."""

    def __init__(self, f):
        self.f = f

    def readblocks(self, n, buf, off=0):
        self.f.seek(n * _BLOCK + off)
        self.f.readinto(buf)

    def writeblocks(self, n, buf, off=0):
        self.f.seek(n * _BLOCK + off)
        self.f.write(buf)
        self.f.flush()

    def ioctl(self, op, arg):
        if op == 4:  # block count
            self.f.seek(0, 2)
            return self.f.tell() // _BLOCK
        return _BLOCK if op == 5 else 0  # block size; init, deinit, sync, erase: nothing to do


def _mount(path, blocks, fill):
    import vfs

    try:
        dev = Flash(open(path, "r+b"))
    except OSError:
        dev = Flash(open(path, "w+b"))
        for _ in range(blocks):
            dev.f.write(b"\xff" * _BLOCK)
        vfs.VfsLfs2.mkfs(dev)
    vfs.mount(vfs.VfsLfs2(dev), "/flash")
    uos.chdir("/flash")
    if fill:
        import fakefill  # its own module: the sessions that do not fill the flash do not keep it

        fakefill.fill(uos)


_mount(_cfg[5], int(_cfg[2]), _cfg[3] == "1")
del _cfg
if _heap:
    import gc

    gc.collect()
    heap_base = gc.mem_alloc()


def advance(ms):
    """Let ms pass: sample the heap, end the session after the script."""
    global now, heap_peak, heap_peak_ms
    if _heap:
        gc.collect()
        used = gc.mem_alloc()
        if used > heap_peak:
            heap_peak = used
            heap_peak_ms = now - start
    now += ms
    if now >= _end:
        finish()


def lightsleep(ms):
    """Sleep up to ms; an armed pin going low wakes it at the next tick, like a GPIO edge."""
    global lightsleeps
    lightsleeps += 1
    while ms > 0:
        advance(10 if ms > 10 else ms)
        ms -= 10
        if word() & armed:
            return


def word():
    """This tick's word of pins.bin (0 after its end)."""
    global _tick
    t = (now - start) // 10
    if t != _tick:
        _tick = t
        _pins.seek(4 * t)
        if _pins.readinto(_word) != 4:
            _word[0] = _word[1] = _word[2] = _word[3] = 0
    return _word[0] << 24 | _word[1] << 16 | _word[2] << 8 | _word[3]


def level(gpio):
    """A pin reads 0 while pins.bin says it is pulled low (a held button); the others read 1."""
    global _faulted
    w = word()
    if w >> 31 and not _faulted:
        _faulted = True
        raise RuntimeError("fake fault on pin %d" % gpio)
    return 0 if w >> gpio & 1 else 1


def i2c_write(addr, parts):
    """One write transaction of the buffers in parts (writevto's vector), logged without joining them:
    the real writevto sends them as they are, so the fake allocates no frame-sized buffer either."""
    if addr != 0x3C or word() >> 30 & 1:
        raise OSError(5)  # EIO: no acknowledge, as the rp2 port reports it
    n = 0
    for part in parts:
        n += len(part)
    h = _head
    t = now - start
    h[0] = t >> 24
    h[1] = t >> 16 & 255
    h[2] = t >> 8 & 255
    h[3] = t & 255
    h[4] = n >> 8
    h[5] = n & 255
    i2c.write(h)
    for part in parts:
        i2c.write(part)


def finish():
    i2c.close()
    f = _report
    f.write("%d %d %d %d %d %d" % (now - start, tones, lightsleeps, heap_peak, heap_base, heap_peak_ms))
    for pin, v in outputs:
        f.write(" %s %d" % (pin, v))
    f.close()
    raise SystemExit(0)
