"""Baba Yaga Box on the Pico. The work is in device.py (compiled to .mpy); this file only starts it."""

import device

device.main()
