"""The desktop simulator: the real adafruit SSD1306 driver over an emulated chip, and the yaga Shell.

`python -m host_sim --help`. chip.py is portable (the firmware-in-loop test reuses it on MicroPython);
the rest is CPython only.
"""
