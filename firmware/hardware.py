"""The board's pins (board.py) as the loop needs them: raw button levels, the buzzer, the LED, light sleep, the
battery's charge; the panel.

Buttons pull their pin to GND against the internal pull-up, so a pin reading 0 is a held button;
`mask()` turns that into yaga.buttons' bit mask (bit i = button i held) without allocating.
No press is lost however long a turn of the loop is: every button pin interrupts on both edges,
and the handler (hard: it runs at once and allocates nothing) latches the time and the seven levels into a
preallocated ring; `feed` hands the latched edges to yaga.buttons in order at the next turn, so a press
that began and ended inside a turn still counts and a hold is timed from its edge.
The buzzer is a passive piezo on PWM: `beep` starts a tone and `service(now)` ends it, so a beep never
stalls the loop.
The battery: `charge()` reads VSYS on the board's ADC pin (board.VSYS_ADC, through the Pico's 3:1 divider), several
samples averaged, and gives the cells' charge in percent by the board's BATTERY curve (CURVES), or None for a bad
reading (samples far apart, as a floating pin gives, or a voltage the Pico cannot run on, as 0 V). On USB power VSYS
is the 5 V bus less a diode, above every curve: a full gauge.

The panel yaga.present writes to (`Panel`, over micropython-lib's `ssd1306` driver, installed with mip) is here
too, not in a module of its own: one module fewer to look up before the menu's first frame.
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

import board
import ssd1306
import utime as time  # the u-names go straight to the built-in: `import time` first looks for a time.py on the flash
from cable import open_cable
from micropython import const
from umachine import ADC, I2C, PWM, Pin, lightsleep

_BUTTON_COUNT = const(7)
_EDGES = const(64)  # latched edges a turn can hold: 32 presses (a power of two: the indices wrap by masking)
_INDEX_MASK = const(127)  # the ring's indices run over twice its size, so a full ring differs from an empty one
_BEEP_DUTY = const(32768)  # half duty: the loudest square wave
# Between two looks at the link cable while waiting for a beat: many bytes' time on the wire, so a line unchanged
# over one look has ended its frame, and short beside a beat, so the frame is taken well before it
_CABLE_LOOK_MS = const(1)
WIDTH = const(128)
HEIGHT = const(64)
_SET_COL_ADDR = const(0x21)
_SET_PAGE_ADDR = const(0x22)
_NEEDED = ("I2C_ID", "I2C_SDA", "I2C_SCL", "I2C_FREQ", "OLED_ADDR", "BUTTONS", "BUZZER", "LED")
# The charge left by the voltage on VSYS: pairs of mV and the percent left there, highest first, straight lines
# between them, at the tens of mA a box draws: three alkaline cells in series (1.5 V each new, 0.9 V spent), or one
# LiPo cell (4.2 V full, 3.3 V spent) through a Schottky diode that drops about 0.3 V. docs/wiring.md shows them.
CURVES = {
    "alkaline": (4500, 100, 4050, 75, 3750, 50, 3600, 35, 3450, 25, 3300, 15, 3150, 9, 3000, 5, 2700, 0),
    "lipo": (3900, 100, 3800, 90, 3700, 80, 3600, 68, 3500, 55, 3450, 45, 3400, 35, 3350, 25, 3300, 15, 3200, 8,
             3100, 4, 3000, 0),
}
_VSYS_FULL_MV = const(9900)  # VSYS at the ADC's full scale: 3.3 V through the 3:1 divider
_VSYS_MIN_MV = const(1800)  # the Pico's regulator needs this much: a lower reading is no reading (0 V, a loose wire)
_VSYS_MAX_MV = const(5500)  # nor a higher one
_SPREAD_MV = const(200)  # samples further apart than this are noise, as a floating pin gives
_SAMPLES = const(8)

if hasattr(ssd1306, "SSD1306_SPI"):
    del ssd1306.SSD1306_SPI  # ~0.7 KB of heap under every app (tools/bench_firmware.py modules)


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
    vsys = getattr(board, "VSYS_ADC", None)  # a board file from before the battery reads none (a pin with no ADC: main)
    if vsys is not None and getattr(board, "BATTERY", None) not in CURVES:
        return "BATTERY %r is not one of %s" % (getattr(board, "BATTERY", None), ", ".join(sorted(CURVES)))
    return None


def percent(mv, curve):
    """The charge left (0..100) at VSYS mv on a curve of CURVES: straight lines between its points."""
    if mv >= curve[0]:
        return 100
    for i in range(2, len(curve), 2):
        low = curve[i]
        if mv >= low:
            p = curve[i + 1]
            return p + (mv - low) * (curve[i - 1] - p) // (curve[i - 2] - low)
    return 0


class Hardware:
    def __init__(self):
        self.pins = [Pin(n, Pin.IN, Pin.PULL_UP) for n in board.BUTTONS]
        # Lists and a bytearray, not arrays: storing a small int (ticks_ms is under 2**30) allocates nothing, and the
        # `array` module is one import less at start (a built-in: its import searches the flash first, 4.5 ms)
        self._times = [0] * _EDGES  # each latched edge's ticks_ms ...
        self._masks = bytearray(_EDGES)  # ... and the seven levels just after it
        self._ends = [0, 0]  # [next to feed, next to fill]: only the handler moves the second
        edge = self._edge  # one bound method for all pins, made once
        for p in self.pins:
            p.irq(handler=edge, trigger=Pin.IRQ_FALLING | Pin.IRQ_RISING, hard=True)
        self.led = None if board.LED is None else Pin(board.LED, Pin.OUT, value=0)
        self.pwm = None if board.BUZZER is None else PWM(Pin(board.BUZZER), freq=1000, duty_u16=0)
        self.cable = open_cable()  # the link cable's UART, or None
        self._beep_until = time.ticks_ms()
        self._beeping = False
        vsys = getattr(board, "VSYS_ADC", None)
        self.vsys = None if vsys is None else ADC(Pin(vsys))
        self.curve = None if vsys is None else CURVES[board.BATTERY]

    def i2c(self):
        return I2C(board.I2C_ID, sda=Pin(board.I2C_SDA), scl=Pin(board.I2C_SCL), freq=board.I2C_FREQ)

    def mask(self):
        """Raw levels of the seven buttons: bit i set while button i's pin is pulled low."""
        m = 0
        pins = self.pins
        for i in range(_BUTTON_COUNT):
            if not pins[i].value():
                m |= 1 << i
        return m

    def _edge(self, pin):
        """A button pin changed (a hard interrupt: no allocation, no waiting): latch the time and the levels."""
        ends = self._ends
        fill = ends[1]
        if (fill - ends[0]) & _INDEX_MASK == _EDGES:
            return  # full: this edge is lost, the turn's own reading of the pins still sees the level
        at = fill & (_EDGES - 1)
        self._times[at] = time.ticks_ms()  # type: ignore[call-overload]  # the stubs' _TicksMs is an int
        self._masks[at] = self.mask()
        ends[1] = (fill + 1) & _INDEX_MASK  # last: the loop reads only edges written in full

    def feed(self, buttons, ignore):
        """Hand each latched edge, oldest first, to buttons.update(levels, time), the buttons in `ignore`
        (held since power-on) left out until seen released. Returns what of `ignore` is still held."""
        ends = self._ends
        while ends[0] != ends[1]:
            at = ends[0] & (_EDGES - 1)
            m = self._masks[at]
            ignore &= m
            buttons.update(m & ~ignore, self._times[at])
            ends[0] = (ends[0] + 1) & _INDEX_MASK
        return ignore

    def latched(self):
        """True while an edge is latched and not yet fed: a press's event (and its frame) comes a debounce later."""
        ends = self._ends
        return ends[0] != ends[1]

    def forget_edges(self):
        """Drop the latched edges: presses made while no loop ran (a message, a restart) do nothing."""
        self._ends[0] = self._ends[1]

    def wait_for_beat(self, due, unread=0):
        """Sleep until the beat `due`. With the link cable, looking every _CABLE_LOOK_MS, sooner once a frame has come
        down it (more bytes than the `unread` ones no app takes, and none since the last look: a frame is written at
        once, so a quiet line means it is whole) or a button's edge is latched: the other box's press shows without
        waiting for the beat. Returns the time the next turn is for."""
        if self.cable is None:
            wait = time.ticks_diff(due, time.ticks_ms())
            if wait > 0:
                time.sleep_ms(wait)
            return due
        return self._wait_for_cable(due, unread)

    def _wait_for_cable(self, due, unread):
        cable = self.cable
        seen = cable.any()
        while True:
            wait = time.ticks_diff(due, time.ticks_ms())
            if wait <= 0:
                return due
            time.sleep_ms(min(wait, _CABLE_LOOK_MS))
            count = cable.any()
            if count != seen:
                seen = count  # still coming: look again
            elif count > unread or self.latched():
                return time.ticks_ms()

    def cable_bytes(self):
        """The bytes from the other box waiting in the cable's ring (0 without a cable)."""
        return 0 if self.cable is None else self.cable.any()

    def wait_for_edge(self, now, beat_ms, limit_ms=None):
        """Wait, the core stopped in WFE between interrupts, from the beat `now` until a button's edge is latched or
        limit_ms have passed (None: no limit), looking at the latch on each beat_ms beat (the pins' handler runs at
        the edge). Returns the beat it ended on: the loop's turns stay on the beats they would have had."""
        waited = 0
        while True:
            waited += beat_ms
            wait = time.ticks_diff(time.ticks_add(now, waited), time.ticks_ms())
            if wait > 0:
                time.sleep_ms(wait)
            if self.latched() or (limit_ms is not None and waited >= limit_ms):
                return time.ticks_add(now, waited)

    def charge(self):
        """The cells' charge in percent, or None: no reading on this board, or a bad one (the module's docstring)."""
        adc = self.vsys
        if adc is None:
            return None
        low, high, total = 65535, 0, 0
        for _ in range(_SAMPLES):
            raw = adc.read_u16()
            low = min(low, raw)
            high = max(high, raw)
            total += raw
        mv = (total // _SAMPLES * _VSYS_FULL_MV + 32767) // 65535
        if (high - low) * _VSYS_FULL_MV // 65535 > _SPREAD_MV or not _VSYS_MIN_MV <= mv <= _VSYS_MAX_MV:
            return None
        return percent(mv, self.curve)

    def beeping(self):
        return self._beeping

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
        The pins' edge interrupt wakes the chip early where the port supports it; the timed wake-up
        every poll_ms catches the press where it does not."""
        self._quiet()
        self.light(False)
        while not self.mask() & ~ignore:
            lightsleep(poll_ms)


class _Driver(ssd1306.SSD1306_I2C):
    """The driver less the blank frame its init sends through show(): the panel writes its own windows and never
    calls show(), so the first frame on the bus is the box's own (a full frame is 24 ms at 400 kHz: the box's
    first frame came that much later)."""

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
