"""An in-memory file system with the same methods as yaga.fs.RealFs, and injected faults.

Faults, to prove the saves survive them:
- `budget`: power is cut after that many units of work; a unit is one byte written, one file
  created or truncated, one rename or one remove. The unit that finds the budget spent does not
  happen and raises PowerCut; so does everything after it until `reboot()`. Bytes already written
  stay on the "flash", like a real write that stops halfway.
- `space`: total bytes the files may hold; a write past it raises OSError(ENOSPC) like littlefs.
- `rename_replaces=False`: rename onto an existing file raises OSError(EEXIST), like FAT.
- `mkdir(name)`: a folder by that name, which open refuses (EISDIR): a file name taken by something that is
  not a regular file. `longest_read` is the most bytes one read returned (bounded reads are checked on it).
"""

ENOENT = 2
EEXIST = 17
EISDIR = 21
ENOSPC = 28


class PowerCut(Exception):
    pass


class MemFs:
    def __init__(self, rename_replaces=True, space=None):
        self.files = {}
        self.dirs = {"": True}
        self.rename_replaces = rename_replaces
        self.space = space
        self.budget = None
        self.units = 0  # work done so far (to size a budget sweep)
        self.longest_read = 0

    def reboot(self):
        self.budget = None

    def _spend(self):
        if self.budget is not None:
            if self.budget <= 0:
                self.budget = 0
                raise PowerCut()
            self.budget -= 1
        self.units += 1

    def used(self):
        return sum(len(v) for v in self.files.values())

    def open(self, name, mode):
        if name in self.dirs:
            raise OSError(EISDIR)
        if "r" in mode:
            if name not in self.files:
                raise OSError(ENOENT)
            return _ReadFile(self, bytes(self.files[name]))
        self._spend()
        self.files[name] = bytearray()
        return _WriteFile(self, name)

    def rename(self, a, b):
        if a in self.dirs and a and b not in self.files and b not in self.dirs:
            self._spend()
            self.dirs[b] = self.dirs.pop(a)
            return
        if a not in self.files or b in self.dirs:
            raise OSError(ENOENT if a not in self.files else EISDIR)
        if b in self.files and not self.rename_replaces:
            raise OSError(EEXIST)
        self._spend()
        self.files[b] = self.files.pop(a)

    def remove(self, name):
        if name not in self.files:
            raise OSError(ENOENT)
        self._spend()
        del self.files[name]

    def size(self, name):
        if name in self.files:
            return len(self.files[name])
        return -1 if name in self.dirs else None

    def exists(self, name):
        return name in self.files or name in self.dirs

    def mkdir(self, name=""):
        self.dirs[name] = True

    def listdir(self, name=""):
        return sorted(self.files)


class _File:
    def close(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class _ReadFile(_File):
    def __init__(self, fs, data):
        self.fs = fs
        self.data = data

    def read(self, n=-1):
        if n < 0:
            n = len(self.data)
        out = self.data[:n]
        self.data = self.data[n:]
        self.fs.longest_read = max(self.fs.longest_read, len(out))
        return out


class _WriteFile(_File):
    def __init__(self, fs, name):
        self.fs = fs
        self.name = name

    def write(self, data):
        fs = self.fs
        for b in data:
            if fs.space is not None and fs.used() >= fs.space:
                raise OSError(ENOSPC)
            fs._spend()
            fs.files[self.name].append(b)
        return len(data)
