"""The file system the saves use, as a small object so tests can pass an in-memory one with faults.

`RealFs(root)` works over `os` and `open` on CPython, the MicroPython unix port and the Pico's
littlefs. Paths given to it are relative to root ("" = root itself), joined with "/".
"""

from yaga.compat import os


class RealFs:
    """The real file system the records live on (the Store's `fs`): `os` and `open` on CPython, the MicroPython
    unix port and the Pico's littlefs, paths relative to `root` ("" = root itself), joined with "/"."""

    def __init__(self, root):
        self.root = root.rstrip("/") or "/"

    def path(self, name):
        if not name:
            return self.root
        if self.root == "/":
            return "/" + name
        return self.root + "/" + name

    def open(self, name, mode):
        return open(self.path(name), mode)

    def rename(self, a, b):
        os.rename(self.path(a), self.path(b))

    def remove(self, name):
        os.remove(self.path(name))

    def size(self, name):
        """The length of a regular file; -1 for anything else by that name (a folder, a FIFO, a device, a link
        to one), which must never be opened: a FIFO blocks, /dev/zero never ends; None when nothing is there."""
        try:
            st = os.stat(self.path(name))
        except OSError:
            return None
        if st[0] & 0xF000 != 0x8000:  # S_IFREG
            return -1
        return st[6]

    def exists(self, name):
        try:
            os.stat(self.path(name))
        except OSError:
            return False
        return True

    def mkdir(self, name=""):
        """Make the folder (and root's missing parents); fine if it is already there."""
        full = self.path(name)
        part = ""
        for piece in full.split("/"):
            if not piece:
                continue
            part = part + "/" + piece if (part or full.startswith("/")) else piece
            try:
                if os.stat(part)[0] & 0x4000:  # S_IFDIR: there already
                    continue
            except OSError:
                pass
            os.mkdir(part)


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
