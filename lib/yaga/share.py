"""A game as a link: an app's save record in the fragment of the web page's address, shown as a QR code.

    <BASE_URL>#r=<app>.<record>

<app> is the app's package name (yaga.games.REGISTRY); <record> is the app's save record as yaga.saves writes
it, without its magic (format version, app id, length, payload, CRC-32: the page checks all of them before it
writes it into its own saves and opens the app, which resumes from it to the frame the box showed), every run
of zero bytes packed (0x00 n: n zeros, 1..255, as the fixed-size states are mostly zeros), in base64url
without padding. BASE_URL is the web page's address, "" (a link relative to the page) unless the build writes
a module yaga.link_base with BASE_URL = "https://..." (host_sim/web/build.py does with `make web BASE_URL=...`).

The screen (ShareView): the code on a lit 64x64 square at the left of the screen (the OLED shows lit pixels on
black, and a QR code needs dark modules on light: the light modules and the quiet zone are the lit pixels), the
app's title and the hint on the right. Module size: 2 px when the link fits version 3 (53 bytes), the largest
whose 29 modules fit 64 rows twice over with a quiet zone; else 1 px, up to version 11 (61 modules, 321 bytes).
A record too long for that is cut by its app's optional App.shared(payload) (the quest leaves out its undo
steps); a link still too long, an app without a save or a record that does not read back sound says so instead.
The shell shows it from the main menu (DICE on an app's row) as it shows a notice. Once built, the screen
unloads this module and yaga.qr (modules.forget): what it needs of them it holds, and they leave RAM with it.
"""

import sys

from yaga import modules, qr, saves, strings
from yaga.buttons import A, B
from yaga.compat import const
from yaga.shell import APP_SAVE_PREFIX, NOTICE
from yaga.ui import BACK, BAR, NOTHING, title_bar, wrap

try:
    from yaga.link_base import BASE_URL
except ImportError:
    BASE_URL = ""

FRAGMENT = "r="  # the fragment's start, after the "#"
SEP = "."
SQUARE = const(64)  # the lit square the code sits in, at the left edge
BIG_VERSION = const(3)  # the largest version drawn at 2 px a module
_TEXT_X = const(SQUARE + 3)
_LINE = const(8)
_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def pack_zeros(data):
    """data with each run of zero bytes (up to 255 a run) as 0x00 and its length."""
    out = bytearray()
    i = 0
    n = len(data)
    while i < n:
        if data[i]:
            out.append(data[i])
            i += 1
        else:
            run = 0
            while i < n and data[i] == 0 and run < 255:
                run += 1
                i += 1
            out.append(0)
            out.append(run)
    return out


def unpack_zeros(data):
    """pack_zeros undone; ValueError for a run without its length or of length 0."""
    out = bytearray()
    it = iter(data)
    for b in it:
        if b:
            out.append(b)
            continue
        try:
            run = next(it)
        except StopIteration:
            run = 0
        if not run:
            raise ValueError("bad zero run")
        out.extend(bytes(run))
    return out


def b64url(data):
    """base64url without padding (RFC 4648, section 5)."""
    out = []
    n = len(data)
    for i in range(0, n, 3):
        chunk = data[i] << 16
        if i + 1 < n:
            chunk |= data[i + 1] << 8
        if i + 2 < n:
            chunk |= data[i + 2]
        digits = 2 + (i + 1 < n) + (i + 2 < n)
        for d in range(digits):
            out.append(_ALPHABET[(chunk >> (18 - 6 * d)) & 63])
    return "".join(out)


def un_b64url(text):
    """b64url undone; ValueError for a character outside the alphabet or a length no encoding has."""
    if len(text) % 4 == 1:
        raise ValueError("bad base64 length")
    out = bytearray()
    acc = 0
    bits = 0
    for ch in text:
        v = _ALPHABET.find(ch)
        if v < 0:
            raise ValueError("bad base64 character")
        acc = (acc << 6 | v) & 0xFFFFFF
        bits += 6
        if bits >= 8:
            bits -= 8
            out.append((acc >> bits) & 0xFF)
    return out


def link(app, record):
    """The address that carries app's save record (module docstring)."""
    return BASE_URL + "#" + FRAGMENT + app + SEP + b64url(pack_zeros(memoryview(record)[len(saves.MAGIC) :]))


def parse(fragment):
    """(app, record bytes) of a fragment (without its "#"); ValueError when it is not one (its base64 or its
    zero runs bad). The record itself is the caller's to check (saves.unpack)."""
    if not fragment.startswith(FRAGMENT) or SEP not in fragment:
        raise ValueError("not a record link")
    app, _, data = fragment[len(FRAGMENT) :].partition(SEP)
    return app, bytearray(saves.MAGIC) + unpack_zeros(un_b64url(data))


def read_record(store, name):
    """The bytes of the save record `name` when it is there and sound (its own app id, CRC, length), else None.
    Read as it is: nothing is set aside or restored (its app does that when it opens)."""
    n = store.fs.size(name)
    if n is None or n < saves.HEADER + saves.TRAILER or n > saves.HEADER + saves.MAX_PAYLOAD + saves.TRAILER:
        return None
    rec = store.read(name, n)
    if len(rec) != n or saves.unpack(rec, rec[4], None, rec[3])[0] != saves.OK:
        return None
    return rec


def show(shell, entry):
    """The code of the app of entry (its yaga.games.REGISTRY row: package name, title key), over the main menu as
    a notice is (yaga.shell): A or B closes it."""
    name, title = entry
    shell._after, shell._after_view = shell.mode, shell.view
    shell.view = ShareView(shell._t(title), shell.store, name)
    shell.mode = NOTICE
    shell.dirty = True


def app_save_rules(app):
    """(save id, layout, shared) of app's module: its App's ID, the layout version it saves (LAYOUT), and its
    App's optional shared(payload), or None. Its modules are imported for the question and unloaded at once (the
    shell loads the app when it opens it)."""
    before = set(sys.modules)
    module = modules.load("yaga.games." + app + ".app")
    rules = module.App.ID, getattr(module, "LAYOUT", saves.FIRST_LAYOUT), getattr(module.App, "shared", None)
    for name in [m for m in sys.modules if m not in before]:
        modules.forget(name)
    return rules


def _address(app, rec):
    """The link for the record, cut by its app's shared() when the whole does not fit a code; (link, cut)."""
    address = link(app, rec).encode()
    if qr.version_for(len(address)):
        return address, False
    app_id, layout, shared = app_save_rules(app)
    status, payload = saves.unpack(rec, app_id, None, layout)
    if shared is None or status != saves.OK:
        return address, False
    return link(app, saves.pack(app_id, shared(payload), layout)).encode(), True


class ShareView:
    """The QR code of one app's save, or why there is none; A or B closes it (key gives BACK). Its words are the
    screens table's, loaded for the screen and let go with it (strings.load)."""

    def __init__(self, title, store, app):
        words = strings.load(strings.SCREENS)
        self.title = title
        self.code = None
        self.scale = 1
        self.hint = words["hint_back"]
        rec = read_record(store, APP_SAVE_PREFIX + app)
        if rec is None:
            text = words["share_none"]
        else:
            address, cut = _address(app, rec)
            if qr.version_for(len(address)) == 0:
                text = words["share_long"]
            else:
                self.code = qr.QrCode()
                self.scale = 2 if self.code.encode(address) <= BIG_VERSION else 1
                text = words["share_cut" if cut else "share_scan"]
        self.lines = wrap(text, 128 - _TEXT_X if self.code is not None else 122)
        self.title_lines = wrap(title, 128 - _TEXT_X)
        modules.forget("yaga.share")
        modules.forget("yaga.qr")

    def key(self, k):
        return BACK if k == A or k == B else NOTHING

    def draw(self, c):
        c.clear()
        code = self.code
        if code is None:
            title_bar(c, self.title)
            y = BAR + 2
            for line in self.lines:
                c.text(line, 3, y)
                y += _LINE
            c.text(self.hint, 0, 64 - _LINE)
            return
        c.fill_rect(0, 0, SQUARE, SQUARE, 1)
        side = code.size * self.scale
        at = (SQUARE - side) // 2
        code.draw(c, at, at, self.scale)
        c.fill_rect(SQUARE + 1, 0, 128 - SQUARE - 1, len(self.title_lines) * _LINE + 1, 1)  # a title bar
        y = 1
        for line in self.title_lines:
            c.text(line, _TEXT_X, y, 0)
            y += _LINE
        y += 2
        for line in self.lines:
            if y > 64 - 2 * _LINE:  # the hint's line is the hint's
                break
            c.text(line, _TEXT_X, y)
            y += _LINE
        c.text(self.hint, _TEXT_X, 64 - _LINE)
