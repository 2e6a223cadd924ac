"""Save records that survive power cuts and never hand back garbage.

Record (big-endian):
  offset  size  meaning
  0       3     magic b"BYB"
  3       1     format version (VERSION)
  4       1     app id (0 = settings, apps 1..200)
  5       2     payload length n
  7       n     payload
  7+n     4     CRC-32 of bytes 0 .. 7+n-1

Saving writes `<name>.tmp` completely, then renames it over `<name>`. os.rename replaces the target
in one step on POSIX (CPython and the unix port) and on littlefs (the Pico); a file system whose
rename refuses an existing target (FAT) gets remove-then-rename, and `load` finishes that save if
the power failed in between (the complete .tmp is then the only copy). So after a cut at any point
either the old or the new record loads; a half-written .tmp fails its CRC and is thrown away.
A damaged or foreign record is renamed `<name>.bad` (kept for a look, never loaded again).
"""

from yaga.compat import const
from yaga.crc32 import crc32

MAGIC = b"BYB"
VERSION = const(1)
HEADER = const(7)
TRAILER = const(4)
_MAX_PAYLOAD = const(0xFFFF)

OK = const(0)
MISSING = const(1)
DAMAGED = const(2)  # bad magic, length, CRC, or cut short
FOREIGN = const(3)  # a sound record, but another app's, another format version, or another size

_ENOSPC = const(28)


class SaveError(Exception):
    """A save did not happen (the old record is untouched). `no_space` when the flash is full."""

    def __init__(self, msg, code=0):
        super().__init__(msg)
        self.code = code
        self.no_space = code == _ENOSPC


def _errno(e):
    return e.args[0] if e.args and isinstance(e.args[0], int) else 0


def pack(app_id, payload):
    """The whole record for payload, as bytes."""
    n = len(payload)
    if n > _MAX_PAYLOAD:
        raise ValueError("payload too long")
    if app_id < 0 or app_id > 255:
        raise ValueError("app id out of range")
    rec = bytearray(HEADER + n + TRAILER)
    rec[0:3] = MAGIC
    rec[3] = VERSION
    rec[4] = app_id
    rec[5] = n >> 8
    rec[6] = n & 0xFF
    rec[HEADER : HEADER + n] = payload
    crc = crc32(memoryview(rec)[: HEADER + n])
    rec[HEADER + n] = (crc >> 24) & 0xFF
    rec[HEADER + n + 1] = (crc >> 16) & 0xFF
    rec[HEADER + n + 2] = (crc >> 8) & 0xFF
    rec[HEADER + n + 3] = crc & 0xFF
    return rec


def unpack(rec, app_id, size=None):
    """(status, payload bytearray or None) for the bytes of a record."""
    total = len(rec)
    if total < HEADER + TRAILER or rec[0:3] != MAGIC:
        return DAMAGED, None
    n = (rec[5] << 8) | rec[6]
    if HEADER + n + TRAILER != total:
        return DAMAGED, None
    crc = crc32(memoryview(rec)[: HEADER + n])
    stored = (rec[total - 4] << 24) | (rec[total - 3] << 16) | (rec[total - 2] << 8) | rec[total - 1]
    if crc != stored:
        return DAMAGED, None
    if rec[3] != VERSION or rec[4] != app_id or (size is not None and n != size):
        return FOREIGN, None
    return OK, bytearray(rec[HEADER : HEADER + n])


class Store:
    """Named records in one folder of a file system object (see yaga.fs)."""

    def __init__(self, fs):
        self.fs = fs

    def save(self, name, app_id, payload):
        """Write the record for payload under name; raises SaveError (old record kept) on failure."""
        rec = pack(app_id, payload)
        tmp = name + ".tmp"
        try:
            f = self.fs.open(tmp, "wb")
            try:
                written = f.write(rec)
            finally:
                f.close()
            if written is not None and written != len(rec):
                raise OSError(_ENOSPC)
        except OSError as e:
            self._discard(tmp)
            code = _errno(e)
            if code == _ENOSPC:
                raise SaveError("no space left to save %s" % name, code)
            raise SaveError("could not write %s (error %d)" % (name, code), code)
        try:
            self._replace(tmp, name)
        except OSError as e:
            raise SaveError("could not rename %s (error %d)" % (name, _errno(e)), _errno(e))

    def load(self, name, app_id, size=None):
        """(status, payload): OK with a bytearray, else MISSING / DAMAGED / FOREIGN with None."""
        tmp = name + ".tmp"
        if not self.fs.exists(name):  # a .tmp alone: the power failed between remove and rename (FAT)
            if not self.fs.exists(tmp):
                return MISSING, None
            status, payload = unpack(self._read(tmp), app_id, size)
            if status != OK:  # cut short while written (a first save): nothing to load
                self._discard(tmp)
                return MISSING, None
            try:
                self.fs.rename(tmp, name)
            except OSError:
                pass  # loaded all the same; the next save writes it again
            return OK, payload
        status, payload = unpack(self._read(name), app_id, size)
        self._discard(tmp)  # a leftover from a save cut short: the record itself is what counts
        if status != OK:
            try:
                self._replace(name, name + ".bad")
            except OSError:
                pass  # set aside failed: the status still tells the caller not to trust it
        return status, payload

    def _read(self, name):
        try:
            f = self.fs.open(name, "rb")
            try:
                return f.read()
            finally:
                f.close()
        except OSError:
            return b""

    def _replace(self, src, dst):
        try:
            self.fs.rename(src, dst)
        except OSError:
            if not self.fs.exists(dst):
                raise
            self.fs.remove(dst)  # this file system's rename cannot replace (FAT)
            self.fs.rename(src, dst)

    def _discard(self, name):
        try:
            if self.fs.exists(name):
                self.fs.remove(name)
        except OSError:
            pass
