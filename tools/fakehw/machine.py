"""A fake `machine` for the firmware under the MicroPython unix port (shadows the built-in one).

Only what the firmware uses (every name costs the bounded heap), with the rp2 port's behaviour: Pin (button pins follow the key script of
fakeworld, active low), I2C (writes are logged for the emulated SSD1306 on the host side; a missing
display raises OSError EIO),
PWM (counts tones), lightsleep (advances the fake clock; an armed pin irq wakes it early).
"""

from fakeworld import world

world()  # the fake box powers on with the first import of a fake module


class Pin:
    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    PULL_UP = 1
    PULL_DOWN = 2
    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self, id, mode=-1, pull=-1, value=None):
        if not (isinstance(id, int) and 0 <= id <= 29) and id != "LED":
            raise ValueError("invalid pin %r" % (id,))
        self.id = id
        self.mode = mode
        self.pull = pull
        self.out = 0 if value is None else value

    def value(self, v=None):
        if v is None:
            if self.mode == Pin.OUT:
                return self.out
            return world().level(self.id)
        v = 1 if v else 0
        if v != self.out:
            world().outputs.append((self.id, v))
        self.out = v
        return None

    def irq(self, handler=None, trigger=IRQ_FALLING | IRQ_RISING, hard=False):
        w = world()
        if handler is None:
            w.armed.pop(self.id, None)
        else:
            w.armed[self.id] = True


class I2C:
    def __init__(self, id, scl=None, sda=None, freq=400000):
        if id not in (0, 1):
            raise ValueError("I2C(%r) doesn't exist" % (id,))
        self.freq = freq

    def writeto(self, addr, buf, stop=True):
        world().i2c_write(addr, (buf,))
        return len(buf)

    def writevto(self, addr, vector, stop=True):
        world().i2c_write(addr, vector)
        return len(vector)


class PWM:
    def __init__(self, pin, freq=1000, duty_u16=0):
        self._freq = freq
        self._duty = duty_u16

    def freq(self, f=None):
        if f is None:
            return self._freq
        self._freq = f

    def duty_u16(self, d=None):
        if d is None:
            return self._duty
        if d and not self._duty:
            world().tones += 1
        self._duty = d


def lightsleep(ms=None):
    world().lightsleep(1000 if ms is None else ms)
