"""A fake `machine` (shadows the built-in one): only what the firmware uses, as the rp2 port behaves.
Pin: inputs read pins.bin (per 10 ms tick, 4 bytes big-endian: bit g set while GPIO g reads 0, a held
button; bit 30: the display does not answer; bit 31: the first pin read raises RuntimeError, once, a
fault outside any app; after its end nothing is held), outputs are logged; a pin's irq handler runs
when the clock reaches a tick where its level changed the way its trigger asks (time.tick_hook), within
a sleep or an I2C write; UART: the link cable's end (fakeuart.py), its bytes moved at each tick too; I2C:
writes logged to i2c.bin for the emulated SSD1306 on the host side (ms since power-on, 4 bytes; length,
2 bytes; the bytes), each byte taking the bus's time on the fake clock when the harness gives it one (a
slow turn), a missing display raises OSError EIO; PWM counts tones; ADC: VSYS from the harness (fakeadc.py;
none given: 0 V); lightsleep moves the fake clock; soft_reset ends the run, and the harness starts the
firmware again from main.py, as the Pico does."""

import os  # noqa: F401  (powering the box on mounts its flash, as on the Pico)
import time

_pins = open(time.env[9] + "/pins.bin", "rb")
_word = bytearray(4)  # the tick's pin word, read without allocating
_tick = -1
_faulted = False
armed = 0  # GPIOs whose irq is set, as bits
_irq_pins = []  # their Pins
_seen = 0  # the pin word at the last tick the edge detector looked at
cable = None  # the UART made, whose bytes move at each tick
_byte_us = int(time.env[7])  # the I2C bus's time per byte
_bus_us = 0  # bus time not yet passed on the clock (it moves in whole ms)
outputs = []
tones = lightsleeps = 0
i2c_log = open(time.env[9] + "/i2c.bin", "ab")  # one log from power-on, across soft resets
_head = bytearray(6)  # a logged transaction's time and length


def _low():
    """This tick's word of pins.bin."""
    global _tick
    t = (time.now - time.origin) // 10
    if t != _tick:
        _tick = t
        _pins.seek(4 * t)
        if _pins.readinto(_word) != 4:
            _word[0] = _word[1] = _word[2] = _word[3] = 0
    return _word[0] << 24 | _word[1] << 16 | _word[2] << 8 | _word[3]


def _at_tick():
    """The clock is at a new tick: the pins' edges, the cable's bytes."""
    if armed:
        _edges()
    if cable is not None:
        cable.tick()


def _hook():
    time.tick_hook = _at_tick if armed or cable is not None else None


def _edges():
    """The clock is at a new tick: each armed pin whose level changed calls its handler if its trigger asks
    for that edge (a pin going low, a press, is a falling edge)."""
    global _seen
    w = _low()
    changed = (w ^ _seen) & armed
    _seen = w
    if changed:
        for pin in _irq_pins:
            bit = 1 << pin.id
            if changed & bit and pin.trigger & (Pin.IRQ_FALLING if w & bit else Pin.IRQ_RISING):
                pin.handler(pin)


class Pin:
    IN = 0
    OUT = 1
    PULL_UP = 1
    IRQ_FALLING = 4
    IRQ_RISING = 8

    def __init__(self, id, mode=0, pull=0, value=0):
        if not (isinstance(id, int) and 0 <= id <= 29) and id != "LED":
            raise ValueError("invalid pin %r" % (id,))
        self.id = id
        self.out = mode == 1 and value

    def value(self, v=None):
        global _faulted
        if v is None:
            w = _low()
            if w >> 31 and not _faulted:
                _faulted = True
                raise RuntimeError("fake fault on pin %d" % self.id)
            return 0 if w >> self.id & 1 else 1
        v = 1 if v else 0
        if v != self.out:
            outputs.append((self.id, v))
        self.out = v

    def irq(self, handler=None, trigger=IRQ_FALLING | IRQ_RISING, hard=False):
        global armed, _seen
        if self in _irq_pins:
            _irq_pins.remove(self)
        armed &= ~(1 << self.id)
        if handler is not None:
            if not armed:
                _seen = _low()  # edges from now on
            self.handler = handler
            self.trigger = trigger
            _irq_pins.append(self)
            armed |= 1 << self.id
        _hook()


def UART(*args, **kw):
    """The link cable's UART (fakeuart.py: loaded by a board file with the jack only)."""
    global cable
    import fakeuart

    cable = fakeuart.make(*args, **kw)
    _hook()
    return cable


class I2C:
    def __init__(self, id, scl=None, sda=None, freq=400000):
        if id not in (0, 1):
            raise ValueError("I2C(%r) doesn't exist" % (id,))

    def writeto(self, addr, buf, stop=True):
        self.writevto(addr, (buf,))
        return len(buf)

    def writevto(self, addr, vector, stop=True):
        """One transaction, logged part by part: the real writevto joins nothing either."""
        global _bus_us
        if addr != 0x3C or _low() >> 30 & 1:
            raise OSError(5)  # EIO: no acknowledge, as the rp2 port reports it
        n = 0
        for part in vector:
            n += len(part)
        if _byte_us:  # the write's bus time: the clock moves, pin edges interrupt it (after it is logged)
            _bus_us += n * _byte_us
        h = _head
        t = time.now - time.origin
        h[0] = t >> 24
        h[1] = t >> 16 & 255
        h[2] = t >> 8 & 255
        h[3] = t & 255
        h[4] = n >> 8
        h[5] = n & 255
        i2c_log.write(h)
        for part in vector:
            i2c_log.write(part)
        if _bus_us >= 1000:
            busy = _bus_us // 1000
            _bus_us -= busy * 1000
            time.pass_ms(busy)
        return len(vector)


class ADC:
    def __init__(self, pin):
        if pin.id not in (26, 27, 28, 29):
            raise ValueError("Pin(%d) doesn't have ADC capabilities" % pin.id)

    def read_u16(self):
        if time.env[8] == "0":
            return 0  # no battery given: 0 V
        import fakeadc  # its own module: the sessions without a battery do not keep it

        return fakeadc.read_u16()


class PWM:
    def __init__(self, pin, freq=1000, duty_u16=0):
        self.on = duty_u16

    def freq(self, f):
        pass

    def duty_u16(self, d):
        global tones
        if d and not self.on:
            tones += 1
        self.on = d


def soft_reset():
    time.finish(1)


def lightsleep(ms=1000):
    """Sleep up to ms; an armed pin going low wakes it at the next tick, like a GPIO edge."""
    global lightsleeps
    lightsleeps += 1
    while ms > 0:
        time.sleep_ms(10 if ms > 10 else ms)
        ms -= 10
        if _low() & armed:
            return
