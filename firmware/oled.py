"""The panel yaga.present writes to: a 128x64 SSD1306 on I2C, driven here directly.

Why not micropython-lib's `ssd1306` driver: the box uses only its set-up and two ways to write bytes; its
framebuf subclass, show() and SPI class kept ~4 KB of heap resident under every app. The chip needs little:
`open_driver` sends the set-up commands (the SSD1306 datasheet's initialisation flow for a 128x64 module on
the internal charge pump, horizontal addressing); `Panel` then clears the display RAM and switches it on.
A command is one I2C transaction (control byte 0x80, the opcode); `write(page, col0, col1, frame, pages=1)`
sets the column and page address window with six of them and sends the frame's bytes of that window as one
data transaction (control byte 0x40) through `writevto`: in horizontal addressing a window of several
full-width pages takes the bytes as they lie in the frame. The frame's memoryview is made once; each write
takes one view of it (a small object) instead of copying bytes. `buffer` is a 1 KB frame the shell's canvas
draws into.
"""

from micropython import const

WIDTH = const(128)
HEIGHT = const(64)
_SET_COL_ADDR = const(0x21)
_SET_PAGE_ADDR = const(0x22)
_SET_CONTRAST = const(0x81)
_NORMAL = const(0xA6)  # | 1: inverted
_DISPLAY_OFF = const(0xAE)  # | 1: on
# Control byte 0x00 (a stream of commands), then: display off; horizontal addressing; start line 0; column
# 127 on SEG0 and COM scan from COM63 (the picture upright); multiplex 64 rows; display offset 0; alternative
# COM pins; clock divide 0x80; pre-charge 0xF1 and charge pump on (0x8D 0x14), both for the internal
# charge pump; VCOMH 0.83 Vcc; contrast 0xFF (the shell sets its own); output follows the RAM; not inverted.
_SETUP = b"\x00\xae\x20\x00\x40\xa1\xc8\xa8\x3f\xd3\x00\xda\x12\xd5\x80\xd9\xf1\x8d\x14\xdb\x30\x81\xff\xa4\xa6"


def open_driver(i2c, addr):
    """Set the display up (still dark): the (i2c, addr) link a Panel drives; OSError if no display answers."""
    i2c.writeto(addr, _SETUP)
    return i2c, addr


class Panel:
    def __init__(self, link):
        self.i2c, self.addr = link
        self.buffer = bytearray(WIDTH * HEIGHT // 8)
        self._cmd = bytearray(b"\x80\x00")  # a command transaction: Co = 1, D/C# = 0, then the opcode
        self._frame = self.buffer  # the frame last written, and a view of it made once
        self._view = memoryview(self.buffer)
        self._data = [memoryview(b"\x40"), self._view]  # a data transaction: D/C# = 1, then the bytes
        self.write(0, 0, WIDTH - 1, self.buffer, HEIGHT // 8)  # the RAM's power-on noise never shows
        self.power(True)

    def _command(self, c):
        self._cmd[1] = c
        self.i2c.writeto(self.addr, self._cmd)

    def write(self, page, col0, col1, frame, pages=1):
        """Send frame[page*128+col0 : (page+pages-1)*128+col1+1] to that window of the display RAM
        (pages > 1 only with col0 = 0 and col1 = 127)."""
        if frame is not self._frame:
            self._frame = frame
            self._view = memoryview(frame)
        self._command(_SET_COL_ADDR)
        self._command(col0)
        self._command(col1)
        self._command(_SET_PAGE_ADDR)
        self._command(page)
        self._command(page + pages - 1)
        base = page * WIDTH
        self._data[1] = self._view[base + col0 : base + (pages - 1) * WIDTH + col1 + 1]
        self.i2c.writevto(self.addr, self._data)

    def contrast(self, v):
        self._command(_SET_CONTRAST)
        self._command(v)

    def power(self, on):
        self._command(_DISPLAY_OFF | (1 if on else 0))

    def invert(self, on):
        self._command(_NORMAL | (1 if on else 0))
