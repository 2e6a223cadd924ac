"""The panel yaga.present writes to, over micropython-lib's `ssd1306` driver (installed with mip).

`write(page, col0, col1, frame, pages=1)` sets the column and page address window with the driver's
`write_cmd` (the driver leaves the chip in horizontal addressing mode, so a window of several full-width
pages takes the frame's bytes as they lie) and sends those bytes with its `write_data`, one I2C
transaction through `writevto`. The frame's memoryview is made once; each write
takes one view of it (a small object) instead of copying bytes. `buffer` is the driver's own 1 KB
framebuffer, which only its show() would read (the panel never calls it): the shell's canvas draws into it
rather than keep a second one. The first write (a presenter's first is always the whole frame) lights the display.
The firmware issue names this driver (installed with `mpremote mip install ssd1306`): keep it, do not
replace it with our own commands. Its SPI class, which the box never uses, is dropped after the import.
"""

from micropython import const

import ssd1306

if hasattr(ssd1306, "SSD1306_SPI"):
    del ssd1306.SSD1306_SPI  # ~0.7 KB of heap under every app (tools/bench_firmware.py modules)

WIDTH = const(128)
HEIGHT = const(64)
_SET_COL_ADDR = const(0x21)
_SET_PAGE_ADDR = const(0x22)


class _Driver(ssd1306.SSD1306_I2C):
    """The driver less the blank frame its init sends through show(): the panel writes its own windows and never
    calls show(), so the first frame on the bus is the box's own (a full frame is 24 ms at 400 kHz: the box's
    first frame came that much later, issue 13)."""

    def show(self):
        pass


def open_driver(i2c, addr):
    """The initialised driver, the display dark (its RAM holds noise at power-up, or the last frame before a
    restart) until the panel's first write; OSError if no display answers."""
    driver = _Driver(WIDTH, HEIGHT, i2c, addr)
    driver.poweroff()
    return driver


class Panel:
    def __init__(self, driver):
        self.driver = driver
        self.buffer = driver.buffer
        self._dark = True  # open_driver leaves the display dark: the first write lights it
        self._frame = bytearray(0)  # the frame last written, and a view of it made once
        self._view = memoryview(self._frame)

    def write(self, page, col0, col1, frame, pages=1):
        """Send frame[page*128+col0 : (page+pages-1)*128+col1+1] to that window of the display RAM
        (pages > 1 only with col0 = 0 and col1 = 127)."""
        if frame is not self._frame:
            self._frame = frame
            self._view = memoryview(frame)
        d = self.driver
        d.write_cmd(_SET_COL_ADDR)
        d.write_cmd(col0)
        d.write_cmd(col1)
        d.write_cmd(_SET_PAGE_ADDR)
        d.write_cmd(page)
        d.write_cmd(page + pages - 1)
        base = page * WIDTH
        d.write_data(self._view[base + col0 : base + (pages - 1) * WIDTH + col1 + 1])
        if self._dark:
            self._dark = False
            d.poweron()

    def contrast(self, v):
        self.driver.contrast(v)

    def power(self, on):
        if on:
            self.driver.poweron()
        else:
            self.driver.poweroff()

    def invert(self, on):
        self.driver.invert(1 if on else 0)
