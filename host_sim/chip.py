"""An emulated SSD1306 controller: decodes the I2C byte stream into GDDRAM and what the glass shows.

Plain portable Python (no CPython-only features) so the firmware-in-loop test can run it under the
MicroPython unix port behind a fake `machine.I2C`, and the simulator behind the adafruit driver.

Bus framing (datasheet 8.1.5.2): every write transaction is a run of control bytes, each followed by
payload. Control bit 7 (Co) = 1: one payload byte, then another control byte; Co = 0: every byte left in
the transaction is payload. Control bit 6 (D/C#) says whether the payload is data (GDDRAM) or commands.
A multi-byte command may be split over transactions (the adafruit driver sends one byte per transaction).

The glass model: a 128x64 module wired for the usual init (segment remap 0xA1, COM scan 0xC8, COM pins
0x12 alternative), which then shows GDDRAM upright. Other settings transform the picture as the chip
would: 0xA0 mirrors, 0xC0 flips, sequential COM pins interleave rows, offset and start line roll them,
a multiplex ratio below 64 leaves rows dark. Scrolling commands are accepted and recorded, not animated.
With the internal charge pump (no external VCC) the glass stays dark until 0x8D 0x14 enables it.
"""

from yaga.compat import const

WIDTH = const(128)
HEIGHT = const(64)
PAGES = const(8)
RAM_SIZE = const(1024)

MODE_HORIZONTAL = const(0)
MODE_VERTICAL = const(1)
MODE_PAGE = const(2)

_CO = const(0x80)
_DC = const(0x40)
STATUS_DISPLAY_OFF = const(0x40)  # status register bit 6, read back over I2C

# Commands followed by argument bytes: opcode -> number of arguments.
_ARGS = {
    0x81: 1,  # contrast
    0x20: 1,  # memory addressing mode
    0x21: 2,  # column address window
    0x22: 2,  # page address window
    0xA8: 1,  # multiplex ratio
    0xD3: 1,  # display offset
    0xDA: 1,  # COM pins hardware configuration
    0xD5: 1,  # clock divide / oscillator
    0xD9: 1,  # pre-charge period
    0xDB: 1,  # VCOMH deselect level
    0x8D: 1,  # charge pump
    0xAD: 1,  # internal IREF select
    0x23: 1,  # fade out / blink
    0xD6: 1,  # zoom in
    0xA3: 2,  # vertical scroll area
    0x26: 6,  # right horizontal scroll set-up
    0x27: 6,  # left horizontal scroll set-up
    0x29: 5,  # vertical and right horizontal scroll set-up
    0x2A: 5,  # vertical and left horizontal scroll set-up
}


class Ssd1306:
    """The controller: `write(buf, start, end)` is one I2C write transaction, `read_status()` a read.

    GDDRAM is `ram` (page-major MONO_VLSB, byte = 8 rows, LSB on top: the framebuf layout).
    Every register the drivers set is an attribute, so tests can check what was recorded.
    """

    def __init__(self, external_vcc=False):
        self.external_vcc = external_vcc
        self.ram = bytearray(RAM_SIZE)
        self.args = bytearray(6)
        self.unknown = []  # opcodes the chip does not know, in arrival order (the real chip ignores them)
        self.commands = 0  # command bytes received (opcodes and arguments)
        self.data_bytes = 0  # GDDRAM bytes written
        self.reset()

    def reset(self):
        """Power-on register values (datasheet table 9-1); GDDRAM keeps whatever it held."""
        self.contrast = 0x7F
        self.display_on = False
        self.entire_on = False
        self.inverted = False
        self.mode = MODE_PAGE
        self.col_start = 0
        self.col_end = WIDTH - 1
        self.page_start = 0
        self.page_end = PAGES - 1
        self.col = 0
        self.page = 0
        self.page_col_start = 0  # page mode: set by 0x00-0x1F, where the column wraps to
        self.start_line = 0
        self.seg_remap = False
        self.com_reversed = False
        self.mux = HEIGHT  # rows driven (ratio register + 1)
        self.offset = 0
        self.com_pins = 0x12
        self.clock_div = 0x80
        self.precharge = 0x22
        self.vcomh = 0x20
        self.charge_pump = 0x10
        self.iref = 0x00
        self.fade = 0x00
        self.zoom = 0x00
        self.scroll_area = (0, HEIGHT)
        self.scroll_setup = None  # (opcode, argument bytes) of the last scroll set-up
        self.scrolling = False
        self.op = -1  # opcode waiting for arguments, or -1
        self.need = 0
        self.got = 0

    # ---- the bus side ------------------------------------------------------------------------
    def write(self, buf, start=0, end=None):
        """Decode one I2C write transaction (the bytes after the address byte)."""
        if end is None:
            end = len(buf)
        i = start
        while i + 1 < end:  # a control byte with nothing after it carries nothing
            ctrl = buf[i]
            i += 1
            stop = i + 1 if ctrl & _CO else end
            if ctrl & _DC:
                while i < stop:
                    self.data(buf[i])
                    i += 1
            else:
                while i < stop:
                    self.command(buf[i])
                    i += 1

    def read_status(self):
        """The status byte a read transaction returns: bit 6 set while the display is off."""
        return 0 if self.display_on else STATUS_DISPLAY_OFF

    # ---- GDDRAM writes -----------------------------------------------------------------------
    def data(self, b):
        """Store one GDDRAM byte at the pointer and advance it as the addressing mode says."""
        self.data_bytes += 1
        self.ram[self.page * WIDTH + self.col] = b
        if self.mode == MODE_HORIZONTAL:
            if self.col < self.col_end:
                self.col += 1
            else:
                self.col = self.col_start
                self.page = self.page + 1 if self.page < self.page_end else self.page_start
        elif self.mode == MODE_VERTICAL:
            if self.page < self.page_end:
                self.page += 1
            else:
                self.page = self.page_start
                self.col = self.col + 1 if self.col < self.col_end else self.col_start
        else:  # page mode: the column wraps to the page-mode start column, the page stays
            self.col = self.col + 1 if self.col < WIDTH - 1 else self.page_col_start

    # ---- commands ----------------------------------------------------------------------------
    def command(self, b):
        """Take one command byte: an opcode, or the next argument of the opcode before it."""
        self.commands += 1
        if self.need:
            self.args[self.got] = b
            self.got += 1
            self.need -= 1
            if not self.need:
                self.run(self.op, self.args)
                self.op = -1
            return
        n = _ARGS.get(b, 0)
        if n:
            self.op = b
            self.need = n
            self.got = 0
        else:
            self.run(b, self.args)

    def run(self, op, a):
        """Carry out a complete command (op with its arguments in a)."""
        if op == 0x81:
            self.contrast = a[0]
        elif op == 0xA4 or op == 0xA5:
            self.entire_on = op == 0xA5
        elif op == 0xA6 or op == 0xA7:
            self.inverted = op == 0xA7
        elif op == 0xAE or op == 0xAF:
            self.display_on = op == 0xAF
        elif op == 0x20:
            mode = a[0] & 3
            if mode != 3:  # 3 is invalid on the chip: ignored
                self.mode = mode
        elif op == 0x21:
            self.col_start = a[0] & 0x7F
            self.col_end = a[1] & 0x7F
            if self.mode != MODE_PAGE:
                self.col = self.col_start
        elif op == 0x22:
            self.page_start = a[0] & 7
            self.page_end = a[1] & 7
            if self.mode != MODE_PAGE:
                self.page = self.page_start
        elif op <= 0x0F:
            self.page_col_start = (self.page_col_start & 0x70) | op
            if self.mode == MODE_PAGE:
                self.col = self.page_col_start
        elif op <= 0x1F:
            self.page_col_start = ((op & 7) << 4) | (self.page_col_start & 0x0F)
            if self.mode == MODE_PAGE:
                self.col = self.page_col_start
        elif 0xB0 <= op <= 0xB7:
            if self.mode == MODE_PAGE:
                self.page = op & 7
        elif 0x40 <= op <= 0x7F:
            self.start_line = op & 0x3F
        elif op == 0xA0 or op == 0xA1:
            self.seg_remap = op == 0xA1
        elif op == 0xC0 or op == 0xC8:
            self.com_reversed = op == 0xC8
        elif op == 0xA8:
            ratio = a[0] & 0x3F
            if ratio >= 15:  # 0..14 are invalid on the chip: ignored
                self.mux = ratio + 1
        elif op == 0xD3:
            self.offset = a[0] & 0x3F
        elif op == 0xDA:
            self.com_pins = a[0] & 0x32
        elif op == 0xD5:
            self.clock_div = a[0]
        elif op == 0xD9:
            self.precharge = a[0]
        elif op == 0xDB:
            self.vcomh = a[0]
        elif op == 0x8D:
            self.charge_pump = a[0]
        elif op == 0xAD:
            self.iref = a[0]
        elif op == 0x23:
            self.fade = a[0]
        elif op == 0xD6:
            self.zoom = a[0]
        elif op == 0xA3:
            self.scroll_area = (a[0] & 0x3F, a[1] & 0x7F)
        elif op in (0x26, 0x27, 0x29, 0x2A):
            self.scroll_setup = (op, bytes(a[: _ARGS[op]]))
        elif op == 0x2E or op == 0x2F:
            self.scrolling = op == 0x2F
        elif op != 0xE3:  # 0xE3 is the NOP
            self.unknown.append(op)

    # ---- the glass ---------------------------------------------------------------------------
    def lit_panel(self):
        """True when the glass can light at all: display on and a supply for the OLED drive."""
        return self.display_on and (self.external_vcc or self.charge_pump & 0x04 != 0)

    def row_source(self, y):
        """The GDDRAM row glass row y shows, or -1 when that row is not driven."""
        if self.com_pins & 0x10:  # alternative COM pins: what this module is wired for
            s = y ^ 1 if self.com_pins & 0x20 else y
        else:  # sequential on an alternative-wired glass: the rows interleave
            s = (y >> 1) + (y & 1) * 32
            if self.com_pins & 0x20:
                s ^= 32
        if not self.com_reversed:  # this module is mounted so 0xC8 is upright
            s = self.mux - 1 - s
            if s < 0:
                return -1
        r = (s - self.offset) % HEIGHT
        if r >= self.mux:
            return -1
        return (r + self.start_line) % HEIGHT

    def col_source(self, x):
        """The GDDRAM column glass column x shows (0xA1 is upright on this module)."""
        return x if self.seg_remap else WIDTH - 1 - x

    def glass(self, out=None):
        """What the glass shows, as a 1024-byte MONO_VLSB frame (bit set = pixel lit)."""
        if out is None:
            out = bytearray(RAM_SIZE)
        if not self.lit_panel() or self.entire_on:
            fill = 0xFF if self.lit_panel() else 0
            for i in range(RAM_SIZE):
                out[i] = fill
            return out
        flip = 0xFF if self.inverted else 0
        rows = [self.row_source(y) for y in range(HEIGHT)]
        upright = self.seg_remap
        for y in range(HEIGHT):
            if rows[y] != y:
                upright = False
                break
        if upright:
            for i in range(RAM_SIZE):
                out[i] = self.ram[i] ^ flip
            return out
        for i in range(RAM_SIZE):
            out[i] = 0
        for y in range(HEIGHT):
            r = rows[y]
            if r < 0:
                continue
            src = (r >> 3) * WIDTH
            bit = 1 << (r & 7)
            dst = (y >> 3) * WIDTH
            mark = 1 << (y & 7)
            for x in range(WIDTH):
                if ((self.ram[src + self.col_source(x)] & bit) != 0) != (flip != 0):
                    out[dst + x] |= mark
        return out
