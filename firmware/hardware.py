"""The board's pins (board.py) as the loop needs them: raw button levels, the buzzer, the LED, light sleep.

Buttons pull their pin to GND against the internal pull-up, so a pin reading 0 is a held button;
`mask()` turns that into yaga.buttons' bit mask (bit i = button i held) without allocating.
The buzzer is a passive piezo on PWM: `beep` starts a tone and `service(now)` ends it, so a beep never
stalls the loop.
"""

import time

import board
import machine
from machine import PWM, Pin
from micropython import const

_BUTTON_COUNT = const(7)
_BEEP_DUTY = const(32768)  # half duty: the loudest square wave
_NEEDED = ("I2C_ID", "I2C_SDA", "I2C_SCL", "I2C_FREQ", "OLED_ADDR", "BUTTONS", "BUZZER", "LED")


def check_board():
    """None when board.py is usable, else one line saying what to fix in it."""
    for name in _NEEDED:
        if not hasattr(board, name):
            return "board file lacks %s" % name
    buttons = board.BUTTONS
    if not isinstance(buttons, tuple) or len(buttons) != _BUTTON_COUNT:
        return "BUTTONS must list 7 pins: UP, DOWN, LEFT, RIGHT, A, B, DICE"
    if not isinstance(board.I2C_FREQ, int) or not 10000 <= board.I2C_FREQ <= 1000000:
        return "I2C_FREQ %r is outside 10000..1000000 Hz" % (board.I2C_FREQ,)
    return None


class Hardware:
    def __init__(self):
        self.pins = [Pin(n, Pin.IN, Pin.PULL_UP) for n in board.BUTTONS]
        self.led = None if board.LED is None else Pin(board.LED, Pin.OUT, value=0)
        self.pwm = None if board.BUZZER is None else PWM(Pin(board.BUZZER), freq=1000, duty_u16=0)
        self._beep_until = time.ticks_ms()
        self._beeping = False

    def i2c(self):
        return machine.I2C(board.I2C_ID, sda=Pin(board.I2C_SDA), scl=Pin(board.I2C_SCL), freq=board.I2C_FREQ)

    def mask(self):
        """Raw levels of the seven buttons: bit i set while button i's pin is pulled low."""
        m = 0
        pins = self.pins
        for i in range(_BUTTON_COUNT):
            if not pins[i].value():
                m |= 1 << i
        return m

    def beep(self, freq, ms):
        pwm = self.pwm
        if pwm is None:
            return
        pwm.freq(freq)
        pwm.duty_u16(_BEEP_DUTY)
        self._beep_until = time.ticks_add(time.ticks_ms(), ms)
        self._beeping = True

    def service(self, now):
        """End a beep whose time is up (called every loop)."""
        if self._beeping and time.ticks_diff(now, self._beep_until) >= 0:
            self._quiet()

    def _quiet(self):
        if self.pwm is not None:
            self.pwm.duty_u16(0)
        self._beeping = False

    def light(self, on):
        if self.led is not None:
            self.led.value(1 if on else 0)

    def sleep_until_button(self, poll_ms, ignore=0):
        """Light sleep until a button is held (any but those in `ignore`, held since power-on).
        A falling edge wakes the chip early where the port supports it; the timed wake-up every
        poll_ms catches the press where it does not."""
        self._quiet()
        self.light(False)
        for p in self.pins:
            p.irq(handler=_woken, trigger=Pin.IRQ_FALLING)
        try:
            while not self.mask() & ~ignore:
                machine.lightsleep(poll_ms)
        finally:
            for p in self.pins:
                p.irq(handler=None)


def _woken(pin):
    """The wake-up edge needs no work: returning from lightsleep is the point."""
