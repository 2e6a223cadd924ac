"""The file system the saves use, as a small object so tests can pass an in-memory one with faults.

`RealFs(root)` works over `os` and `open` on CPython, the MicroPython unix port and the Pico's
littlefs. Paths given to it are relative to root ("" = root itself), joined with "/". It is defined in
yaga.saves, which the device loads before the menu's first frame anyway (issue 13: one module fewer there).
"""

import os

from yaga.saves import RealFs  # noqa: F401  (its importers take it from here)


def folder_of(path):
    """The folder part of a file's path, with its separator: "/", or "\\" (CPython on Windows); "" for a bare
    name. A module finds a data file beside it this way (the Goat and Wolf AI's table) on every system."""
    return path[: max(path.rfind("/"), path.rfind("\\")) + 1]


def not_files(fs):
    """The names in a RealFs folder that are not regular files (or links to one): a FIFO, a folder, a device,
    a link to nothing. The simulator and the headless runner refuse a state folder holding one rather than
    have the saves step round it."""
    odd = []
    for name in sorted(os.listdir(fs.root)):
        size = fs.size(name)
        if size is None or size < 0:
            odd.append(name)
    return odd
