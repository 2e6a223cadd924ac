"""The simulator's display stack: the real adafruit SSD1306 driver over a fake I2C bus to the emulated chip.

`SimPanel` is the panel contract yaga.present writes to (docs/ARCHITECTURE.md, Screen):
a write sets the column and page window with the driver's `write_cmd` and sends the bytes in one data
transaction through the driver's own I2C device, as the driver's show() does for a full frame.
"""

import adafruit_ssd1306

from host_sim.chip import HEIGHT, WIDTH, Ssd1306
from host_sim.i2c import FakeI2C

ADDRESS = 0x3C
_SET_COL_ADDR = 0x21
_SET_PAGE_ADDR = 0x22
_DATA = 0x40  # control byte: Co = 0, D/C# = 1, the rest of the transaction is GDDRAM data


class SimPanel:
    """write(page, col0, col1, frame, pages=1), contrast(v), power(on), invert(on) through the adafruit driver."""

    def __init__(self, driver):
        self.driver = driver
        self.data = bytearray(WIDTH * HEIGHT // 8 + 1)  # control byte + up to a whole frame, reused
        self.data[0] = _DATA

    def write(self, page, col0, col1, frame, pages=1):
        """Send frame[page*128+col0 : (page+pages-1)*128+col1+1] to that window of GDDRAM (pages > 1 only
        with col0 = 0 and col1 = 127: the chip's horizontal addressing then fills the pages in turn)."""
        d = self.driver
        d.write_cmd(_SET_COL_ADDR)
        d.write_cmd(col0)
        d.write_cmd(col1)
        d.write_cmd(_SET_PAGE_ADDR)
        d.write_cmd(page)
        d.write_cmd(page + pages - 1)
        base = page * WIDTH + col0
        n = (pages - 1) * WIDTH + col1 - col0 + 1
        self.data[1 : n + 1] = frame[base : base + n]
        with d.i2c_device:
            d.i2c_device.write(self.data, end=n + 1)

    def contrast(self, v):
        self.driver.contrast(v)

    def power(self, on):
        if on:
            self.driver.poweron()
        else:
            self.driver.poweroff()

    def invert(self, on):
        self.driver.invert(on)


class Display:
    """Chip + bus + adafruit driver (initialised: its init sequence and a blank show()) + panel."""

    def __init__(self):
        self.chip = Ssd1306()
        self.bus = FakeI2C({ADDRESS: self.chip})
        self.driver = adafruit_ssd1306.SSD1306_I2C(WIDTH, HEIGHT, self.bus, addr=ADDRESS)
        self.panel = SimPanel(self.driver)

    def glass(self, out=None):
        """What the glass shows now (1024-byte MONO_VLSB, bit set = lit)."""
        return self.chip.glass(out)
