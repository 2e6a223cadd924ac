"""Raspberry Pi Pico W (RP2040 + wireless). The one file a builder edits: the pins this box is wired to.

Wiring table and picture: docs/wiring.md. The same header pins as the Pico; only the on-board LED
differs: it hangs off the wireless chip, so MicroPython names it "LED" instead of a GPIO number.
"""

NAME = "pico_w"
TITLE = "Raspberry Pi Pico W"

I2C_ID = 0  # I2C0: SDA on GP4 (pin 6), SCL on GP5 (pin 7)
I2C_SDA = 4
I2C_SCL = 5
I2C_FREQ = 400000  # 400 kHz; 1000000 (1 MHz) works with short wires and halves the frame time
OLED_ADDR = 0x3C

# GPIO of each button, in yaga.buttons order: UP, DOWN, LEFT, RIGHT, A, B, DICE
BUTTONS = (10, 11, 12, 13, 14, 15, 16)

BUZZER = 18  # a passive piezo between GP18 and GND, driven by PWM
LED = "LED"  # the on-board LED, on the wireless chip

# The link cable to a second box (docs/wiring.md): this UART's TX goes to the other box's RX and RX to its TX, with
# GND to GND. Put None in all three for a box without the jack.
LINK_UART = 1  # UART1: TX on GP8 (pin 11), RX on GP9 (pin 12)
LINK_TX = 8
LINK_RX = 9

# The battery (docs/wiring.md): no reading. The Pico W's GP29 (ADC3, VSYS through its 3:1 divider) is also the clock
# of the wireless chip's SPI, which drives the LED: a reading needs GP25 high and that chip idle. So the box shows no
# gauge. BATTERY names the cells, for a board with a reading: "alkaline" or "lipo" (docs/wiring.md).
VSYS_ADC = None
BATTERY = "alkaline"
