"""Raspberry Pi Pico 2 (RP2350). The one file a builder edits: the pins this box is wired to.

Wiring table and picture: docs/wiring.md. Same footprint and pins as the Pico.
"""

NAME = "pico2"
TITLE = "Raspberry Pi Pico 2"

I2C_ID = 0  # I2C0: SDA on GP4 (pin 6), SCL on GP5 (pin 7)
I2C_SDA = 4
I2C_SCL = 5
I2C_FREQ = 400000  # 400 kHz; 1000000 (1 MHz) works with short wires and halves the frame time
OLED_ADDR = 0x3C

# GPIO of each button, in yaga.buttons order: UP, DOWN, LEFT, RIGHT, A, B, DICE
BUTTONS = (10, 11, 12, 13, 14, 15, 16)

BUZZER = 18  # a passive piezo between GP18 and GND, driven by PWM
LED = 25  # the on-board LED

# The link cable to a second box (docs/wiring.md): this UART's TX goes to the other box's RX and RX to its TX, with
# GND to GND. Put None in all three for a box without the jack.
LINK_UART = 1  # UART1: TX on GP8 (pin 11), RX on GP9 (pin 12)
LINK_TX = 8
LINK_RX = 9

# The battery (docs/wiring.md): the Pico 2 reads VSYS on ADC3 (GP29) through its own 3:1 divider. BATTERY names the
# cells: "alkaline" (3 AA or AAA in series) or "lipo" (one LiPo cell through a Schottky diode). Put None in VSYS_ADC
# for a box without a reading.
VSYS_ADC = 29
BATTERY = "alkaline"
