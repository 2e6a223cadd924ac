"""A fake I2C bus with the busio.I2C methods adafruit_bus_device's I2CDevice uses, counting traffic.

Devices are objects with `write(buf, start, end)` (one write transaction) and `read_status()`,
like `host_sim.chip.Ssd1306`, attached at 7-bit addresses. A missing address raises OSError, as a
real bus reports a missing acknowledge.
"""

ENODEV = 19


class FakeI2C:
    """The bus: `writeto`, `readfrom_into`, `writeto_then_readfrom`, `scan`, `try_lock`/`unlock`.

    `bytes_sent` counts payload bytes written (not the address byte); `transactions` counts write
    transactions, so wire bytes = bytes_sent + transactions (one address byte each).
    """

    def __init__(self, devices=None):
        self.devices = dict(devices or {})
        self.locked = False
        self.bytes_sent = 0
        self.transactions = 0

    def attach(self, addr, device):
        self.devices[addr] = device

    def try_lock(self):
        if self.locked:
            return False
        self.locked = True
        return True

    def unlock(self):
        self.locked = False

    def scan(self):
        return sorted(self.devices)

    def _device(self, addr):
        device = self.devices.get(addr)
        if device is None:
            raise OSError(ENODEV, "no I2C device at 0x%02x" % addr)
        return device

    def writeto(self, addr, buf, *, start=0, end=None):
        device = self._device(addr)
        if end is None:
            end = len(buf)
        self.bytes_sent += end - start
        self.transactions += 1
        device.write(buf, start, end)

    def readfrom_into(self, addr, buf, *, start=0, end=None):
        device = self._device(addr)
        if end is None:
            end = len(buf)
        status = device.read_status()
        for i in range(start, end):
            buf[i] = status

    def writeto_then_readfrom(
        self, addr, out_buf, in_buf, *, out_start=0, out_end=None, in_start=0, in_end=None
    ):
        self.writeto(addr, out_buf, start=out_start, end=out_end)
        self.readfrom_into(addr, in_buf, start=in_start, end=in_end)

    @property
    def wire_bytes(self):
        """Bytes on the wire after START: one address byte per transaction plus the payload."""
        return self.bytes_sent + self.transactions
