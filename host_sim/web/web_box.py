"""The box in a web page: the real yaga Shell on MicroPython's WebAssembly port, driven by box.js.

The page steps the Shell every 10 ms of its clock as firmware/device.py does, and draws the glass that
`glass()` returns on a canvas. A page is not a battery: it never dims or sleeps on its own (the glass shows
the contrast setting, and the box sleeps only while the page is hidden, which saves the open app). Saves go
to the page's localStorage through the Shell's fs interface (yaga.fs): `StorageFs`, one key per file. A
scripted run (`run_script`) is tools/headless.py in the page: a fresh Shell on empty, throwaway saves, the key
script played on the key-script player's fake clock, so its frames are the simulator's for the same seed.
A replay (`replay`, a shared link) plays a key script the same way but live, on throwaway saves that start as
the sharer's did. A box's QR code (yaga.share: `#r=<app>.<record>`) is taken by `open_record` before the box
boots: its record checked and written into the page's saves (the one it replaces kept as the previous save),
the app opened, so the box resumes it to the frame the sharing box showed.
A second tab of the page may be a second box (its own saves under another prefix) and the two are linked by a
cable (`ChannelCable`): the page's BroadcastChannel carries each box's writes to the other tab, as
host_sim/link.py's socket does between two simulators, so yaga.link's games link two tabs as two boxes.
The port (1.27.0) has all that lib/yaga imports (micropython.const, gc, os, struct, sys) and this module's
binascii, io and json: no shim is needed.
Portable: the classes here also run under CPython (tests/test_web.py gives them a dict for a storage).
"""

from binascii import hexlify, unhexlify
from io import BytesIO

from yaga.keyscript import NAMES, Player, parse, timeline
from yaga.ring import Ring
from yaga.rng import Rng

PREFIX = "yaga/"  # the page's keys in localStorage: the saves' file names under this prefix
_FRAME = 1024
_ENOENT = 2
_EIO = 5  # a stored value that is not a file's hex: yaga.saves reads it as a damaged record
_ENOSPC = 28  # what yaga.saves reports as "no space left": a full localStorage refuses setItem
CABLE_RX = 4096  # the cable's ring: what came and the link has not read (box.js refuses a longer message)


class MemoryStorage:
    """localStorage's three calls over a dict: the throwaway saves of a scripted run, and the tests'."""

    def __init__(self, items=None):
        self.items = {} if items is None else items

    def getItem(self, key):  # noqa: N802 (the Web Storage names, so StorageFs takes either)
        return self.items.get(key)

    def setItem(self, key, value):  # noqa: N802
        self.items[key] = value

    def removeItem(self, key):  # noqa: N802
        self.items.pop(key, None)


class _Writer:
    """A file opened for writing: the bytes are stored, as hex, when it is closed (as a flash write)."""

    def __init__(self, fs, name):
        self.fs = fs
        self.name = name
        self.data = bytearray()

    def write(self, b):
        self.data.extend(b)
        return len(b)

    def close(self):
        self.fs.put(self.name, hexlify(self.data).decode())


class StorageFs:
    """yaga.fs's interface (open, rename, remove, size, exists, mkdir) over a Web Storage: file `name` is the key
    PREFIX + name, its bytes as hex (a localStorage holds strings). Missing files raise OSError(ENOENT), a
    value that is not hex (set by hand, another page on the origin) OSError(EIO), and a refused write
    OSError(ENOSPC): yaga.saves then sets a damaged record aside, or keeps the old one, and tells the player as
    on the box."""

    def __init__(self, storage, prefix=PREFIX):
        self.storage = storage
        self.prefix = prefix

    def get(self, name):
        value = self.storage.getItem(self.prefix + name)
        if value is None:
            raise OSError(_ENOENT)
        return value

    def put(self, name, value):
        try:
            self.storage.setItem(self.prefix + name, value)
        except Exception:  # the browser's QuotaExceededError, whatever the port calls a JS exception
            raise OSError(_ENOSPC)

    def open(self, name, mode):
        if "r" in mode:
            try:
                return BytesIO(unhexlify(self.get(name)))
            except ValueError:  # a non-hex digit, an odd length, a character past ASCII
                raise OSError(_EIO)
        return _Writer(self, name)

    def rename(self, a, b):
        value = self.get(a)
        self.put(b, value)
        self.storage.removeItem(self.prefix + a)

    def remove(self, name):
        self.get(name)
        self.storage.removeItem(self.prefix + name)

    def size(self, name):
        """The file's length in bytes; None when there is none (a key is never a folder: never -1)."""
        value = self.storage.getItem(self.prefix + name)
        return None if value is None else len(value) // 2

    def exists(self, name):
        return self.storage.getItem(self.prefix + name) is not None

    def mkdir(self, name=""):
        """Keys need no folders."""


class WebPanel:
    """The panel contract (docs/ARCHITECTURE.md, Screen) for a canvas: keeps the frame sent, power and invert,
    and whether any of them (or the contrast) changed since the page last drew the glass."""

    def __init__(self):
        self.frame = bytearray(_FRAME)
        self.on = True
        self.inverted = False
        self.changed = True

    def write(self, page, col0, col1, frame, pages=1):
        base = page * 128
        start = base + col0
        end = base + (pages - 1) * 128 + col1 + 1
        self.frame[start:end] = frame[start:end]
        self.changed = True

    def contrast(self, v):
        """The glass shows the contrast setting (Page.contrast): a change of it is drawn again."""
        self.changed = True

    def power(self, on):
        self.on = on
        self.changed = True

    def invert(self, on):
        self.inverted = on
        self.changed = True

    def glass(self):
        """What the glass shows (1024-byte MONO_VLSB, bit set = lit): dark when off, flipped when inverted."""
        if not self.on:
            return bytes(_FRAME)
        if self.inverted:
            return bytes(b ^ 0xFF for b in self.frame)
        return bytes(self.frame)


class ChannelCable:
    """The link cable between two tabs: the stream calls yaga.link reads (`any`, `readinto(buf, n)`, `write(buf)`),
    as host_sim.link.TcpCable. Each write goes out at once, as hex, through `post` (the page posts it on its
    BroadcastChannel: one message a write, and yaga.link writes a frame whole); with no other box listening it
    vanishes, as into an unplugged cable. The page hands each message that comes to `take`: the bytes of one
    write's hex go into the ring as far as they fit (the rest dropped, a UART's overrun); anything else (another
    page's message, a string that is not hex) is refused and counted. Bytes that are noise or forged are
    yaga.link's to refuse: its framing checks every one."""

    def __init__(self, post):
        self.rx = Ring(CABLE_RX)
        self.post = post
        self.bytes_out = 0
        self.bytes_in = 0  # taken into the ring
        self.refused = 0  # messages that were not one write's hex

    def any(self):
        return self.rx.any()

    def readinto(self, buf, n):
        return self.rx.readinto(buf, n)

    def write(self, buf):
        self.post(hexlify(buf).decode())
        self.bytes_out += len(buf)
        return len(buf)

    def take(self, text):
        """A message from the channel (a str, or what the page makes of something else: ""); returns the bytes
        taken."""
        try:
            data = unhexlify(text)
        except (TypeError, ValueError):  # not a str, an odd length, a digit that is not hex
            data = b""
        if not data:
            self.refused += 1
            return 0
        n = self.rx.write(data)
        self.bytes_in += n
        return n

    def counts(self):
        """{"in", "out", "refused", "dropped"}: bytes taken, bytes sent, messages refused, bytes that did not fit."""
        return {"in": self.bytes_in, "out": self.bytes_out, "refused": self.refused, "dropped": self.rx.dropped}


class Page:
    """A Shell on a panel and a file system, stepped as the device's loop does, asleep while hidden; `cable`: the
    link cable its apps get (ChannelCable), or None (no cable: a scripted run, a replay)."""

    def __init__(self, fs, seed, sound=None, log=None, cable=None):
        from yaga.shell import Shell

        fs.mkdir()
        self.panel = WebPanel()
        self.cable = cable
        self.shell = Shell(self.panel, fs, Rng(seed).next32, sound, log, cable)
        self.asleep = False
        self.clock_ms = 0  # the fake clock at the end of a scripted run
        self.replaying = None  # a replay's levels, one a step, while it plays ...
        self._replayed = None  # ... and the next of them

    def step(self, mask, now_ms):
        """One 10 ms turn of the loop; while a replay plays, its levels instead of the page's buttons."""
        if self.replaying is not None:
            mask = self._replayed
            self._replayed = next(self.replaying, None)
            if self._replayed is None:
                self.replaying = None  # its last level is this step's: from the next, the page's buttons
        if not self.asleep:
            self.shell.step(mask, now_ms)

    def contrast(self):
        """The contrast the glass shows: the setting's (the Shell's idle dimming saves a battery, not a page)."""
        return self.shell.settings.contrast

    def sleep(self):
        """The page is hidden or closed: save what the open app keeps for leaving, display off."""
        if not self.asleep:
            self.shell.sleep()
            self.asleep = True

    def wake(self, now_ms):
        """The page is shown again: display on, full redraw (the next press acts: no button is held)."""
        if self.asleep:
            self.shell.wake(now_ms)
            self.asleep = False

    def play(self, script):
        """Play a key script on the key-script player's fake clock, from where the last one ended."""
        self.clock_ms = Player(self.step, self.shell.buttons.long_ms, self.clock_ms).play(parse(script))
        return self.clock_ms

    def replay(self, script):
        """Play a key script live: step() takes its levels, as the player feeds them, until it ends."""
        self.replaying = iter(timeline(parse(script), self.shell.buttons.long_ms))
        self._replayed = next(self.replaying)  # a timeline starts idle: never empty

    def tables_wanted(self):
        """The Goat and Wolf AI tables (file names beside its ai module) that the open app's hard level reads:
        the page fetches them while the player sets up, not with the page (GW-36: one a rule set)."""
        shell = self.shell
        if shell.app_name != "goat_wolf" or shell.app is None:
            return []
        from yaga.games.goat_wolf import ai
        from yaga.games.goat_wolf.rules import balanced

        app = shell.app
        if app.level != ai.HARD:
            return []
        if app.balanced or app.s is not None and balanced(app.s):
            return list(ai.TABLES)
        return [ai.TABLES[0]]  # the app opens the as-written one as a hard game begins


# what the page says of a link whose record it cannot take (take_record); %s: the app's name in the link
BAD_LINK = "This link does not carry a game: it is cut short or mistyped."
UNKNOWN_APP = "This link is for an app this page does not have (%s)."
DAMAGED_RECORD = "The game in this link is damaged: its length or check does not match."
OTHER_VERSION = "The game in this link was saved by another version of the box."
OTHER_APP = "The game in this link is not a game of %s."
NO_ROOM = "The game in this link could not be saved: this browser's storage for the page is full."


def take_record(fs, fragment):
    """Write the record a QR code's link carries (`fragment`: the address after its "#") as its app's save on fs,
    and the app as the one open, so the next Shell resumes it. Returns "" when done, else what is wrong (nothing
    is written then)."""
    from yaga import saves, share, shell
    from yaga.games import REGISTRY

    try:
        app, rec = share.parse(fragment)
    except ValueError:
        return BAD_LINK
    if app not in [name for name, _ in REGISTRY]:
        return UNKNOWN_APP % app[:24]
    status, payload = saves.unpack(rec, rec[4] if len(rec) > 4 else 0, None, rec[3] if len(rec) > 3 else 0)
    if status != saves.OK:
        return DAMAGED_RECORD
    app_id, layout, _ = share.app_save_rules(app)
    if rec[4] != app_id:
        return OTHER_APP % app
    if rec[3] > layout:  # older layouts the app upgrades as it opens
        return OTHER_VERSION
    fs.mkdir()
    store = saves.Store(fs)
    try:
        store.save(shell.APP_SAVE_PREFIX + app, rec[4], payload, rec[3])
        store.save(shell.RECORD, shell.RECORD_ID, app.encode())
    except saves.SaveError:  # a full localStorage
        return NO_ROOM
    return ""


# ---- what box.js calls -------------------------------------------------------------------------------

BUTTON_NAMES = " ".join(sorted(NAMES, key=NAMES.get))  # "UP DOWN ... DICE": button i is the i-th name

_page = None


def _log(e):
    """An app crashed (the Shell shows the player a short message): the traceback to the browser's console."""
    import sys

    sys.print_exception(e)


def boot(seed, sound=None, prefix=PREFIX, post=None):
    """The box on the page's localStorage (its saves under prefix: the first box's or the second's), its entropy
    seeded as the simulator's --seed; post(hex): the page's cable out (None: no cable)."""
    import js  # the page's globals: only there (MicroPython's WebAssembly port)

    global _page
    cable = None if post is None else ChannelCable(post)
    _page = Page(StorageFs(js.localStorage, prefix), seed, sound, _log, cable)


def open_record(fragment, prefix=PREFIX):
    """take_record on the page's localStorage (box.js calls it before boot, while it holds the saves)."""
    import js

    return take_record(StorageFs(js.localStorage, prefix), fragment)


def cable_take(text):
    """A message the page's cable brought (box.js passes "" for one that is not a string of a write's size)."""
    if _page.cable is not None:
        _page.cable.take(text)


def cable_counts():
    """The cable's counts (ChannelCable.counts) in JSON; {} when the box has no cable."""
    import json

    return json.dumps({} if _page.cable is None else _page.cable.counts())


def run_script(script, seed, sound=None):
    """tools/headless.py in the page: a fresh box on throwaway saves plays `script` from clock 0 and stays
    on the page; returns the clock at the end, where the page's own clock carries on."""
    global _page
    _page = Page(StorageFs(MemoryStorage()), seed, sound, _log)
    return _page.play(script)


def replay(script, seed, saves, sound=None):
    """A shared link: a box on throwaway saves (`saves`: localStorage's items in JSON, the sharer's as their
    box started) plays `script` live from clock 0; the page's own saves are never touched. ValueError names a
    bad item of the script (or bad JSON) before anything changes."""
    import json

    global _page
    items = json.loads(saves)
    parse(script)
    _page = Page(StorageFs(MemoryStorage(items)), seed, sound, _log)
    _page.replay(script)


def replaying():
    return _page.replaying is not None


def tables_wanted():
    """The AI tables the open app will read, space-separated (box.js fetches those it has not)."""
    return " ".join(_page.tables_wanted())


def step(mask, now_ms):
    _page.step(mask, now_ms)


def sleep():
    _page.sleep()


def wake(now_ms):
    _page.wake(now_ms)


def long_ms():
    """How long B is held for a long B (the L key holds it this long and a little more, as LONG_B does)."""
    return _page.shell.buttons.long_ms


def changed():
    """True once after the glass changed (a frame sent, contrast, power or invert)."""
    panel = _page.panel
    if not panel.changed:
        return False
    panel.changed = False
    return True


def glass():
    """Two hex digits of contrast, then the glass's 1024 bytes in hex: a string crosses to JavaScript whole."""
    return "%02x" % _page.contrast() + hexlify(_page.panel.glass()).decode()
