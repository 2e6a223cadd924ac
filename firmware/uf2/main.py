"""Baba Yaga Box from its .uf2: the frozen modules alone on sys.path, then the box starts (device.py).

MicroPython runs a frozen main.py before looking at the flash, so a box that was first installed with `make deploy`
and then flashed with the .uf2 runs the frozen box: the /yaga, /device.mpy and /board.py left on its flash are never
imported (and no import of a built-in such as time looks for a file there first). Its saves stay where they were.
"""

import sys

sys.path[:] = [".frozen"]

import device  # noqa: E402

device.main()
