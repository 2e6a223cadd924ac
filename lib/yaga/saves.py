"""Save records that survive power cuts, never hand back garbage, and keep the one before to fall back on.

Record (big-endian):
  offset  size  meaning
  0       3     magic b"BYB"
  3       1     the payload's layout version: the app's own numbering (FIRST_LAYOUT for every record written
                before apps numbered their layouts)
  4       1     app id (0 = settings, apps 1..200)
  5       2     payload length n (at most MAX_PAYLOAD)
  7       n     payload
  7+n     4     CRC-32 of bytes 0 .. 7+n-1

Saving writes `<name>.tmp` completely, renames the record it replaces to `<name>.bak` (the previous save),
then renames the .tmp to `<name>`. os.rename replaces its target in one step on POSIX (CPython and the unix
port) and on littlefs (the Pico); a file system whose rename refuses an existing target (FAT) gets
remove-then-rename. A cut at any point leaves a record that loads: before the first rename `<name>` is the old
one; between the two renames `<name>` is gone and the complete .tmp is the new one, which `load` finishes
saving; a half-written .tmp fails its CRC and is thrown away.

Loading reads nothing longer than the largest record it may be (the exact size when the caller gives one,
else `most`, at most MAX_PAYLOAD) and opens nothing that is not a regular file: such a file is set aside
unread, so no file on the flash, whatever its size or bytes, can raise anything (a 160 KB file read whole
would be a MemoryError on the device; a FIFO would block, /dev/zero never end). A record that is damaged,
foreign, or fails the caller's `valid(payload)` check is renamed `<name>.bad` (kept for a look, never loaded
again) and the previous save, `<name>.bak`, is loaded instead if it passes the same checks: it becomes
`<name>` again and the status is RESTORED, so the caller can say so. At most the last action is lost.

Layouts: the caller names the layout it writes and reads today (`layout`); a sound record of another layout is
handed to its `upgrade(old_layout, payload)`, which returns the payload in today's layout or raises (the record
is then damaged: set aside). Without an upgrade, another layout is FOREIGN. Size and `valid` apply to the
upgraded payload.
"""

from yaga.compat import const
from yaga.crc32 import crc32

MAGIC = b"BYB"
FIRST_LAYOUT = const(1)
HEADER = const(7)
TRAILER = const(4)
MAX_PAYLOAD = const(4096)  # no app saves more (the largest: the quest with its 32 undo steps, at most ~3.9 KB, usually
# under 0.5 KB); a longer file is set aside unread

OK = const(0)
MISSING = const(1)
DAMAGED = const(2)  # bad magic, length, CRC, cut short, too long, not a file, or failing the caller's check
FOREIGN = const(3)  # a sound record, but another app's, a layout with no upgrade, or another size
RESTORED = const(4)  # the record was damaged or foreign (set aside): the previous save was loaded instead

_ENOSPC = const(28)


class SaveError(Exception):
    """A save did not happen (the old record is untouched). `no_space` when the flash is full."""

    def __init__(self, msg, code=0):
        super().__init__(msg)
        self.code = code
        self.no_space = code == _ENOSPC


def _errno(e):
    return e.args[0] if e.args and isinstance(e.args[0], int) else 0


def pack(app_id, payload, layout=FIRST_LAYOUT):
    """The whole record for payload in the given layout, as bytes."""
    n = len(payload)
    if n > MAX_PAYLOAD:
        raise ValueError("payload too long")
    if app_id < 0 or app_id > 255:
        raise ValueError("app id out of range")
    rec = bytearray(HEADER + n + TRAILER)
    rec[0:3] = MAGIC
    rec[3] = layout
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


def unpack(rec, app_id, size=None, layout=FIRST_LAYOUT, upgrade=None):
    """(status, payload bytearray or None) for the bytes of a record, the payload in today's layout."""
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
    if rec[4] != app_id or rec[3] != layout and upgrade is None:
        return FOREIGN, None
    payload = bytearray(rec[HEADER : HEADER + n])
    if rec[3] != layout:
        try:
            payload = upgrade(rec[3], payload)
        except Exception:  # a layout this app never wrote, or an old one that does not hold together
            return DAMAGED, None
    if size is not None and len(payload) != size:
        return FOREIGN, None
    return OK, payload


class Store:
    """Named records in one folder of a file system object (see yaga.fs)."""

    def __init__(self, fs):
        self.fs = fs

    def save(self, name, app_id, payload, layout=FIRST_LAYOUT):
        """Write the record for payload under name, the one it replaces kept as the previous save; raises
        SaveError (the old record kept) on failure."""
        rec = pack(app_id, payload, layout)
        tmp = name + ".tmp"
        if self.fs.size(tmp) == -1:  # a folder or FIFO by that name would fail (or block) every save
            self.set_aside(tmp)
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
        if self.fs.size(name) is not None:
            try:
                self._replace(name, name + ".bak")
            except OSError:
                pass  # no previous save this time; the save itself goes on
        try:
            self._replace(tmp, name)
        except OSError as e:
            raise SaveError("could not rename %s (error %d)" % (name, _errno(e)), _errno(e))

    def load(self, name, app_id, size=None, valid=None, most=MAX_PAYLOAD, layout=FIRST_LAYOUT, upgrade=None):
        """(status, payload): OK or RESTORED with a bytearray, else MISSING / DAMAGED / FOREIGN with None.

        size: the payload's exact length, when it has one; most: the longest it may be otherwise (and the
        longest an older layout was, with an upgrade). valid(payload): False (or raising) when a sound record
        holds what the caller cannot use. layout, upgrade: the module's docstring, Layouts."""
        longest = most if size is None else size if upgrade is None else max(size, most)
        limit = HEADER + TRAILER + min(longest, MAX_PAYLOAD)
        want = (app_id, size, valid, layout, upgrade)
        status, payload = self._load_current(name, want, limit)
        if status == OK:
            return status, payload
        was, payload = self._check(name + ".bak", want, limit)
        if was != OK:
            return (was if status == MISSING else status), None
        try:
            if self.fs.size(name) is None:
                self.fs.rename(name + ".bak", name)  # the previous save is the record again
        except OSError:
            pass  # loaded all the same
        return RESTORED, payload

    def _load_current(self, name, want, limit):
        tmp = name + ".tmp"
        if self.fs.size(name) is None:  # a .tmp alone: the power failed between the renames
            status, payload = self._check(tmp, want, limit, False)
            if status == OK:
                try:
                    self.fs.rename(tmp, name)
                except OSError:
                    pass  # loaded all the same; the next save writes it again
                return OK, payload
            self._discard(tmp)  # cut short while written (a first save): nothing to load
            return MISSING, None
        status, payload = self._check(name, want, limit)
        self._discard(tmp)  # a leftover from a save cut short: the record itself is what counts
        return status, payload

    def _check(self, name, want, limit, set_aside=True):
        """(status, payload) of the file `name`, set aside as .bad when it is there but not OK. want: what load
        was asked for (app id, size, valid, layout, upgrade)."""
        app_id, size, valid, layout, upgrade = want
        n = self.fs.size(name)
        if n is None:
            return MISSING, None
        status, payload = DAMAGED, None
        if 0 <= n <= limit:  # anything else is set aside unread
            status, payload = unpack(self.read(name, n), app_id, size, layout, upgrade)
            if status == OK and valid is not None and not _passes(valid, payload):
                status, payload = DAMAGED, None
        if status != OK and set_aside:
            self.set_aside(name)
        return status, payload

    def read(self, name, n):
        """At most n bytes of the file `name` as they are (b"" when it cannot be read): nothing checked."""
        try:
            f = self.fs.open(name, "rb")
            try:
                return f.read(n)
            finally:
                f.close()
        except OSError:
            return b""

    def set_aside(self, name):
        """Rename the file `<name>.bad` (a damaged record, or one its owner found unusable): never loaded again,
        kept for a look; the next load of a record gives its previous save."""
        try:
            self._replace(name, name + ".bad")
        except OSError:
            pass  # set aside failed: the status still tells the caller not to trust it

    def roll_back(self, name):
        """The record made its app fail: set aside (.bad) and the previous save made the record again. RESTORED
        when there was one, MISSING when not (the app starts afresh); None when there was no record at all."""
        if self.fs.size(name) is None:
            return None
        self.set_aside(name)
        if self.fs.size(name + ".bak") is None:
            return MISSING
        try:
            self._replace(name + ".bak", name)
        except OSError:
            pass  # the next load restores it all the same
        return RESTORED

    def remove(self, name):
        """Remove a record with its previous save and any half-written one: the next load finds none (a reset)."""
        for n in (name, name + ".bak", name + ".tmp"):
            self._discard(n)

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
            if self.fs.size(name) is not None:
                self.fs.remove(name)
        except OSError:
            pass


def _passes(valid, payload):
    try:
        return bool(valid(payload))
    except Exception:  # a check that trips over the bytes has found them wrong
        return False
