"""A fake `machine` (shadows the built-in one): only what the firmware uses, as the rp2 port behaves.
Pin: inputs read fakeworld's pins, outputs are logged; I2C: writes logged for the emulated SSD1306 on the
host side, a missing display raises OSError EIO; PWM counts tones; lightsleep moves the fake clock."""

import fakeworld as w


class Pin:
    IN = 0
    OUT = 1
    PULL_UP = 1
    IRQ_FALLING = 4

    def __init__(self, id, mode=0, pull=0, value=0):
        if not (isinstance(id, int) and 0 <= id <= 29) and id != "LED":
            raise ValueError("invalid pin %r" % (id,))
        self.id = id
        self.out = mode == 1 and value

    def value(self, v=None):
        if v is None:
            return w.level(self.id)
        v = 1 if v else 0
        if v != self.out:
            w.outputs.append((self.id, v))
        self.out = v

    def irq(self, handler=None, trigger=0):
        if handler is None:
            w.armed &= ~(1 << self.id)
        else:
            w.armed |= 1 << self.id


class I2C:
    def __init__(self, id, scl=None, sda=None, freq=400000):
        if id not in (0, 1):
            raise ValueError("I2C(%r) doesn't exist" % (id,))

    def writeto(self, addr, buf, stop=True):
        w.i2c_write(addr, (buf,))
        return len(buf)

    def writevto(self, addr, vector, stop=True):
        w.i2c_write(addr, vector)
        return len(vector)


class PWM:
    def __init__(self, pin, freq=1000, duty_u16=0):
        self.on = duty_u16

    def freq(self, f):
        pass

    def duty_u16(self, d):
        if d and not self.on:
            w.tones += 1
        self.on = d


def lightsleep(ms=1000):
    w.lightsleep(ms)
