"""The device lab: the official MicroPython firmware on an emulated Pico with the box's parts around it
(README.md beside this file). `make bench-device UF2=... BOOTROM=...` runs bench.py."""
