"""QR codes (ISO/IEC 18004) for the OLED: byte mode, error correction level L, versions 1 .. MAX_VERSION.

    code = QrCode()
    code.encode(data)             # bytes-like; ValueError when longer than CAPACITY[MAX_VERSION - 1]
    code.draw(canvas, x, y, scale)   # the code with dark modules unlit, on a lit quiet zone drawn by the caller

Why level L: the code is shown on a steady screen, not printed on a worn label, so the most data per module
matters more than surviving damage; every version's capacity is CAPACITY (bytes of byte-mode data).
Why up to version 11: its 61 modules are the most that fit the screen's 64 rows at 1 px a module.

`encode` builds the whole symbol in one preallocated bytearray (one byte a module: bit 0 dark, bit 1 a
function module) and keeps it until the next encode; `draw` only reads it, one fill_rect per run of dark
modules in a row, and allocates nothing. Encoding allocates its codewords once (a few hundred bytes).
Mask: every one of the eight is tried and scored by the standard's four penalty rules, the lowest kept (the
standard's choice: fast enough on the unix port that no fixed mask is needed on the Pico, where a code is
encoded once as its screen opens).

The Reed-Solomon code is over GF(256) with the standard's polynomial x^8 + x^4 + x^3 + x^2 + 1 (0x11D), through
exp and log tables built at import (512 bytes).
"""

from yaga.compat import const

MAX_VERSION = const(11)
MAX_SIZE = const(61)  # modules a side of MAX_VERSION: 17 + 4 * version
CAPACITY = (17, 32, 53, 78, 106, 134, 154, 192, 230, 271, 321)  # bytes of byte-mode data, level L, by version

# level L, by version: codewords in all, error-correction codewords a block, blocks
_TOTAL = (26, 44, 70, 100, 134, 172, 196, 242, 292, 346, 404)
_EC = (7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20)
_BLOCKS = (1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4)

_DARK = const(1)
_FUNCTION = const(2)
_LEVEL_L = const(1)  # the format information's bits for level L
_FORMAT_POLY = const(0x537)  # BCH(15, 5) generator
_FORMAT_MASK = const(0x5412)
_VERSION_POLY = const(0x1F25)  # BCH(18, 6) generator
_PAD = b"\xec\x11"  # the standard's pad codewords, alternating

_EXP = bytearray(512)  # doubled so a product's log sum needs no modulo
_LOG = bytearray(256)


def _tables():
    v = 1
    for i in range(255):
        _EXP[i] = v
        _EXP[i + 255] = v
        _LOG[v] = i
        v <<= 1
        if v & 0x100:
            v ^= 0x11D
    _EXP[510] = _EXP[0]


_tables()


def gf_mul(a, b):
    """The product of two elements of GF(256)."""
    if a == 0 or b == 0:
        return 0
    return _EXP[_LOG[a] + _LOG[b]]


def rs_generator(degree):
    """The generator polynomial (x - a^0)(x - a^1)...(x - a^(degree-1)), its coefficients highest power first,
    the leading 1 left out (degree bytes)."""
    g = bytearray(degree)
    g[degree - 1] = 1  # the polynomial 1, as the lowest coefficient
    for i in range(degree):  # multiply by (x + a^i)
        root = _EXP[i]
        for j in range(degree):
            nxt = g[j + 1] if j + 1 < degree else 0
            g[j] = gf_mul(g[j], root) ^ nxt
    return g


def rs_remainder(data, start, length, generator, out):
    """The error-correction codewords of data[start:start+length]: its remainder by generator, into out."""
    n = len(generator)
    for i in range(n):
        out[i] = 0
    for i in range(start, start + length):
        factor = data[i] ^ out[0]
        for j in range(n - 1):
            out[j] = out[j + 1] ^ gf_mul(generator[j], factor)
        out[n - 1] = gf_mul(generator[n - 1], factor)
    return out


def version_for(length):
    """The smallest version that holds length bytes, or 0 when none does."""
    for v in range(MAX_VERSION):
        if length <= CAPACITY[v]:
            return v + 1
    return 0


def codewords(data, version):
    """The symbol's codewords for data: data codewords (mode, count, bytes, terminator, pads) split into
    blocks, each block's error correction added, both interleaved as the standard places them."""
    total = _TOTAL[version - 1]
    ec = _EC[version - 1]
    blocks = _BLOCKS[version - 1]
    short = total // blocks - ec  # data codewords of a short block; the last total % blocks blocks have one more
    longs = total % blocks
    n_data = total - ec * blocks
    count_bits = 8 if version < 10 else 16
    bits = bytearray(n_data)
    at = _put_bits(bits, 0, 0b0100, 4)  # byte mode
    at = _put_bits(bits, at, len(data), count_bits)
    for b in data:
        at = _put_bits(bits, at, b, 8)
    at += min(4, n_data * 8 - at)  # the terminator: zeros, already there
    at = (at + 7) // 8
    for i in range(at, n_data):
        bits[i] = _PAD[(i - at) & 1]
    out = bytearray(total)
    generator = rs_generator(ec)
    check = bytearray(ec)
    start = 0
    for b in range(blocks):
        length = short + (1 if b >= blocks - longs else 0)
        for i in range(length):  # data codeword i of block b: i * blocks + b, the long blocks' extra one last
            out[(i * blocks + b) if i < short else (short * blocks + b - (blocks - longs))] = bits[start + i]
        rs_remainder(bits, start, length, generator, check)
        for i in range(ec):
            out[n_data + i * blocks + b] = check[i]
        start += length
    return out


def _put_bits(buf, at, value, n):
    for i in range(n - 1, -1, -1):
        if (value >> i) & 1:
            buf[at >> 3] |= 0x80 >> (at & 7)
        at += 1
    return at


def _mask_bit(mask, x, y):
    """True where mask number `mask` flips the module at column x, row y (the standard's eight formulas)."""
    if mask == 0:
        return (x + y) % 2 == 0
    if mask == 1:
        return y % 2 == 0
    if mask == 2:
        return x % 3 == 0
    if mask == 3:
        return (x + y) % 3 == 0
    if mask == 4:
        return (x // 3 + y // 2) % 2 == 0
    if mask == 5:
        return x * y % 2 + x * y % 3 == 0
    if mask == 6:
        return (x * y % 2 + x * y % 3) % 2 == 0
    return ((x + y) % 2 + x * y % 3) % 2 == 0


def format_bits(mask):
    """The 15 format information bits for level L and mask (BCH code, then the standard's XOR mask)."""
    data = _LEVEL_L << 3 | mask
    rem = data
    for _ in range(10):
        rem = (rem << 1) ^ (_FORMAT_POLY if rem >> 9 else 0)
    return ((data << 10) | rem) ^ _FORMAT_MASK


def version_bits(version):
    """The 18 version information bits (versions 7 and up)."""
    rem = version
    for _ in range(12):
        rem = (rem << 1) ^ (_VERSION_POLY if rem >> 11 else 0)
    return version << 12 | rem


class QrCode:
    """One symbol at a time, in a buffer sized for the largest (see the module docstring)."""

    def __init__(self):
        self.modules = bytearray(MAX_SIZE * MAX_SIZE)  # row y, column x at y * size + x
        self.size = 0
        self.version = 0
        self.mask = 0

    def dark(self, x, y):
        return self.modules[y * self.size + x] & _DARK

    def encode(self, data):
        """Encode data (bytes-like) in the smallest version that holds it; returns the version."""
        version = version_for(len(data))
        if version == 0:
            raise ValueError("too long for a QR code")
        self.version = version
        self.size = size = 17 + 4 * version
        m = self.modules
        for i in range(size * size):
            m[i] = 0
        self._function_patterns()
        self._place(codewords(data, version))
        best = -1
        best_score = 0
        for mask in range(8):
            self._apply_mask(mask)
            self._format(mask)
            score = self.penalty()
            if best < 0 or score < best_score:
                best, best_score = mask, score
            self._apply_mask(mask)  # a mask is its own inverse
        self.mask = best
        self._apply_mask(best)
        self._format(best)
        return version

    def draw(self, c, x0, y0, scale):
        """Each run of dark modules of a row as one unlit fill_rect (the quiet zone and light modules are the
        caller's lit background)."""
        m = self.modules
        size = self.size
        for y in range(size):
            row = y * size
            x = 0
            while x < size:
                if m[row + x] & _DARK:
                    start = x
                    while x < size and m[row + x] & _DARK:
                        x += 1
                    c.fill_rect(x0 + start * scale, y0 + y * scale, (x - start) * scale, scale, 0)
                else:
                    x += 1

    # ---- the symbol's parts ----------------------------------------------------------------------------

    def _set(self, x, y, dark):
        self.modules[y * self.size + x] = _FUNCTION | (_DARK if dark else 0)

    def _function_patterns(self):
        size = self.size
        for i in range(size):  # timing patterns
            self._set(6, i, i % 2 == 0)
            self._set(i, 6, i % 2 == 0)
        self._finder(3, 3)
        self._finder(size - 4, 3)
        self._finder(3, size - 4)
        if self.version > 1:
            last = size - 7
            if self.version >= 7:
                places = (6, (6 + last) // 2, last)
            else:
                places = (6, last)
            for ay in places:
                for ax in places:
                    if not ((ax == 6 and ay == 6) or (ax == 6 and ay == last) or (ax == last and ay == 6)):
                        self._alignment(ax, ay)
        self._format(0)  # reserves the format areas (and sets the dark module)
        if self.version >= 7:
            bits = version_bits(self.version)
            for i in range(18):
                a = size - 11 + i % 3
                b = i // 3
                dark = (bits >> i) & 1
                self._set(a, b, dark)
                self._set(b, a, dark)

    def _finder(self, cx, cy):
        """The 7x7 finder pattern centred at (cx, cy) with its light separator, clipped to the symbol."""
        size = self.size
        for dy in range(-4, 5):
            for dx in range(-4, 5):
                x = cx + dx
                y = cy + dy
                if 0 <= x < size and 0 <= y < size:
                    d = max(abs(dx), abs(dy))
                    self._set(x, y, d != 2 and d != 4)

    def _alignment(self, cx, cy):
        for dy in range(-2, 3):
            for dx in range(-2, 3):
                self._set(cx + dx, cy + dy, max(abs(dx), abs(dy)) != 1)

    def _format(self, mask):
        bits = format_bits(mask)
        size = self.size
        for i in range(6):
            self._set(8, i, (bits >> i) & 1)
        self._set(8, 7, (bits >> 6) & 1)
        self._set(8, 8, (bits >> 7) & 1)
        self._set(7, 8, (bits >> 8) & 1)
        for i in range(9, 15):
            self._set(14 - i, 8, (bits >> i) & 1)
        for i in range(8):
            self._set(size - 1 - i, 8, (bits >> i) & 1)
        for i in range(8, 15):
            self._set(8, size - 15 + i, (bits >> i) & 1)
        self._set(8, size - 8, True)  # the dark module

    def _place(self, words):
        """The codewords' bits, most significant first, up and down two-column strips from the right."""
        m = self.modules
        size = self.size
        n_bits = len(words) * 8
        i = 0
        right = size - 1
        while right >= 1:
            if right == 6:  # the vertical timing pattern's column is skipped
                right = 5
            upward = ((right + 1) & 2) == 0
            for vert in range(size):
                y = size - 1 - vert if upward else vert
                for j in range(2):
                    at = y * size + right - j
                    if not m[at] & _FUNCTION:
                        if i < n_bits and (words[i >> 3] >> (7 - (i & 7))) & 1:
                            m[at] = _DARK
                        i += 1
            right -= 2

    def _apply_mask(self, mask):
        m = self.modules
        size = self.size
        for y in range(size):
            row = y * size
            for x in range(size):
                if not m[row + x] & _FUNCTION and _mask_bit(mask, x, y):
                    m[row + x] ^= _DARK

    def penalty(self):
        """The standard's penalty score of the symbol as it is (lower is better): runs of five or more of a
        colour in a row or column, 2x2 blocks of a colour, finder-like 1:1:3:1:1 patterns beside four light
        modules, and the distance of the dark share from half."""
        m = self.modules
        size = self.size
        score = 0
        dark = 0
        for pass_ in range(2):  # rows, then columns
            step = 1 if pass_ == 0 else size  # along a line
            across = size if pass_ == 0 else 1  # from one line to the next
            for line in range(size):
                base = line * across
                run = 0
                colour = -1
                history = 0  # the last 11 modules, newest in bit 0
                for k in range(size):
                    d = m[base + k * step] & _DARK
                    if pass_ == 0:
                        dark += d
                    if d == colour:
                        run += 1
                        if run == 5:
                            score += 3
                        elif run > 5:
                            score += 1
                    else:
                        colour = d
                        run = 1
                    history = ((history << 1) | d) & 0x7FF
                    if k >= 10 and (history == 0b10111010000 or history == 0b00001011101):
                        score += 40
        for y in range(size - 1):
            row = y * size
            for x in range(size - 1):
                d = m[row + x] & _DARK
                if (m[row + x + 1] & _DARK) == d and (m[row + size + x] & _DARK) == d and (
                    m[row + size + x + 1] & _DARK
                ) == d:
                    score += 3
        total = size * size
        return score + 10 * (abs(dark * 20 - total * 10) // total)  # whole 5 % steps away from half dark
