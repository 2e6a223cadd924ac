"""Drawing into the 128x64 MONO_VLSB frame; the simulator and the Pico make identical bytes.

Pure Python on CPython. Where MicroPython is (the Pico, the unix port), text goes through a native-code glyph
loop (`@micropython.viper`, yaga.gfx_native.draw_text: a full text screen 3.2 ms on the Pico, framebuf.text's 2.8 ms) and set
or cleared rectangles, lines along an axis and frames through framebuf's C fill_rect (Canvas._area_fb);
tests/portable/test_gfx_text_paths.py checks on the unix port that both paths give the same bytes. mpy-cross
builds the native code for the Pico's Cortex-M0+ (tools/mpy_compile.py DEVICE_ARCH).

Byte `page*128 + x` holds pixels (x, 8*page .. 8*page+7), bit 0 on top: the SSD1306's own layout, so the
buffer goes to the panel as it is. Every primitive clips at the screen edges; c=1 draws ink, c=0 erases
(text and lines on an inverted highlight bar). Canvas.copy puts a prebuilt frame (a game's static background)
in with one native-code loop. The drawing calls allocate nothing. (Where the Python paths
run `for ch in s`, on MicroPython that interns each one-character string the first time it is drawn, a few
bytes for good: only the magnified text does that there now.)
"""

from yaga import font
from yaga.compat import const

try:
    import framebuf  # MicroPython's C drawing (the unix port and the Pico have it); CPython has none
except ImportError:
    framebuf = None

_BUF_SIZE = const(1024)  # 128 x 64 pixels
_W = const(128)
_H = const(64)
# ---- the font's layout: written by tools/build_font.py, edit tools/font_source.txt and rebuild ----
# Where a character's glyph is in font.GLYPHS (tests/test_font_build.py draws every source character through
# these): constant time for every letter of the box's three languages.
_GW = const(5)  # font.WIDTH: glyph columns
_ADV = const(6)  # font.ADVANCE: pixels from one character to the next
_FIRST = const(32)  # font.FIRST: printable ASCII is glyph (code point - 32), no table needed
_LAST = const(126)  # font.LAST
_CYR_FIRST = const(0x410)  # А..я come next, glyphs 95..158 in code point order: no table either
_CYR_LAST = const(0x44F)
_CYR_SHIFT = const(0x3B1)  # code point - glyph number in that block
_LAT_FIRST = const(0xA0)  # U+00A0..U+00FF (Spanish): glyph font.LATIN1[code point - 0xA0]
_LAT_LAST = const(0xFF)
_BOX = const(795)  # font.PLACEHOLDER * WIDTH: byte offset of the placeholder glyph
# ---- end of the font's layout ----

_SET = const(1)  # what _area does to each pixel
_CLEAR = const(0)
_XOR = const(2)


def _extra(o):
    """Byte offset in font.GLYPHS of a code point outside ASCII, А..я and U+00A0..U+00FF (the placeholder box
    if the font lacks it): a scan of font.CODES, a few signs sorted by code point, so Ё and ё come first."""
    codes = font.CODES
    for i in range(0, len(codes), 2):
        if codes[i] << 8 | codes[i + 1] == o:
            return font.INDEX[i >> 1] * _GW
    return _BOX


_ROW_DARK = bytearray(_W)  # one page row of a cleared frame, copied in by clear()
_SCALED_MOST = const(8)  # characters of scaled text copied into _SCALED_UTF8 (4 bytes each at most)
_SCALED_FORMAT = "32s"
_SCALED_UTF8 = bytearray(32)

if framebuf:  # MicroPython: the u-name goes straight to the built-in, `struct` first searches the flash
    from ustruct import pack_into

native = None  # yaga.gfx_native: the inner loops in native code, where the port runs it
if framebuf:
    try:
        from yaga import gfx_native as native
    except ValueError:  # "native code in .mpy unsupported": the web page's WebAssembly port draws in Python
        pass
# a global, not native.draw_text: Canvas.text's state then fits the VM's frame on the C stack (none on the heap)
_draw_text = None if native is None else native.draw_text


def text_width(s, scale=1):
    """Advance of s in pixels (6 per character, the last character's blank column included)."""
    return len(s) * _ADV * scale


def glyph_offset(ch):
    """Byte offset in font.GLYPHS of the WIDTH columns drawn for ch (the placeholder box if the font lacks it).
    Canvas.text inlines the same steps: constant time for the three languages' letters."""
    return glyph_at(ord(ch))


def glyph_at(o):
    """glyph_offset of the character whose code point is o."""
    if _FIRST <= o <= _LAST:
        return (o - _FIRST) * _GW
    if _CYR_FIRST <= o <= _CYR_LAST:
        return (o - _CYR_SHIFT) * _GW
    if _LAT_FIRST <= o <= _LAT_LAST:
        return font.LATIN1[o - _LAT_FIRST] * _GW
    return _extra(o)


def utf8_at(data, i):
    """The character whose UTF-8 starts at data[i], as its code point << 2 | its length in bytes (one small int:
    nothing allocated). Reading a str's UTF-8 this way, not iterating or indexing the str, interns nothing (on
    MicroPython each character a str yields is interned for good)."""
    b = data[i]
    if b < 0x80:
        return b << 2 | 1
    if b < 0xE0:
        return ((b & 0x1F) << 6 | data[i + 1] & 0x3F) << 2 | 2
    return ((b & 0x0F) << 12 | (data[i + 1] & 0x3F) << 6 | data[i + 2] & 0x3F) << 2 | 3


def code_points(text):
    """The code points of text (a keyboard's letters: see utf8_at)."""
    data = text.encode()
    out = []
    i = 0
    while i < len(data):
        o = utf8_at(data, i)
        out.append(o >> 2)
        i += o & 3
    return out


def has_glyph(ch):
    """True when the font draws ch itself rather than the placeholder."""
    return glyph_offset(ch) != _BOX


class Canvas:
    """A 128x64 monochrome drawing surface over one 1024-byte bytearray (`buf`)."""

    def __init__(self, buf=None):
        self.buf = bytearray(_BUF_SIZE) if buf is None else buf
        if framebuf:
            frame = framebuf.FrameBuffer(self.buf, _W, _H, framebuf.MONO_VLSB)
            self._frame = frame  # fills (_area_fb)
            # framebuf's C methods, bound once: a call goes straight to C, with no Python frame to allocate on the
            # heap between (same clipping, same bytes: test_gfx_text_paths; any c but 0 is ink there too)
            self.hline = frame.hline
            self.vline = frame.vline
            self.fill_rect = frame.fill_rect

    def clear(self, c=0):
        """Erase the frame (c=1: all lit, rarely wanted, so it takes the slower fill and no row of ink)."""
        if framebuf:  # in C, and without the slice objects MicroPython 1.25 (the Pico's) puts on the heap
            self._frame.fill(c)
            return
        buf = self.buf
        for p in range(0, _BUF_SIZE, _W):
            buf[p : p + _W] = _ROW_DARK
        if c:
            self._area(0, 0, _W, _H, _SET)

    def copy(self, other):
        """Make this frame the same as other's (another Canvas): a background drawn once, copied in each frame."""
        if native:
            native.copy_frame(self.buf, other.buf)
        else:
            self.buf[:] = other.buf

    def pixel(self, x, y, c=1):
        if 0 <= x < _W and 0 <= y < _H:
            i = (y >> 3) * _W + x
            if c:
                self.buf[i] |= 1 << (y & 7)
            else:
                self.buf[i] &= ~(1 << (y & 7))

    def _area_fb(self, x, y, w, h, mode):
        """Set or clear a rectangle with framebuf's C fill_rect (which clips the same way); flip in Python."""
        if mode == _XOR:
            self._area_py(x, y, w, h, mode)
        else:
            self._frame.fill_rect(x, y, w, h, mode)  # _SET and _CLEAR are the colours 1 and 0

    def _area_py(self, x, y, w, h, mode):
        """Set, clear or flip every pixel of a rectangle, clipped: one masked byte per column per page."""
        x0 = x if x > 0 else 0
        x1 = x + w if x + w < _W else _W
        y0 = y if y > 0 else 0
        y1 = y + h if y + h < _H else _H
        if x0 >= x1 or y0 >= y1:
            return
        buf = self.buf
        for p in range(y0 >> 3, ((y1 - 1) >> 3) + 1):
            top = p << 3
            m = 0xFF
            if y0 > top:
                m = (0xFF << (y0 - top)) & 0xFF
            if y1 < top + 8:
                m &= (1 << (y1 - top)) - 1
            base = p * _W
            if mode == _SET:
                for i in range(base + x0, base + x1):
                    buf[i] |= m
            elif mode == _CLEAR:
                m ^= 0xFF
                for i in range(base + x0, base + x1):
                    buf[i] &= m
            else:
                for i in range(base + x0, base + x1):
                    buf[i] ^= m

    _area = _area_fb if framebuf else _area_py

    def _hline_py(self, x, y, w, c):
        self._area(x, y, w, 1, _SET if c else _CLEAR)

    def _vline_py(self, x, y, h, c):
        self._area(x, y, 1, h, _SET if c else _CLEAR)

    def _fill_rect_py(self, x, y, w, h, c):
        self._area(x, y, w, h, _SET if c else _CLEAR)

    def _rect_py(self, x, y, w, h, c=1):
        """Outline of the w x h rectangle whose top-left pixel is (x, y)."""
        if w <= 0 or h <= 0:
            return
        mode = _SET if c else _CLEAR
        self._area(x, y, w, 1, mode)
        self._area(x, y + h - 1, w, 1, mode)
        self._area(x, y + 1, 1, h - 2, mode)
        self._area(x + w - 1, y + 1, 1, h - 2, mode)

    hline = _hline_py
    vline = _vline_py
    fill_rect = _fill_rect_py

    if framebuf:

        def rect(self, x, y, w, h, c=1):
            """Outline of the w x h rectangle whose top-left pixel is (x, y)."""
            if w > 0 and h > 0:  # framebuf draws the sides of an empty one
                self._frame.rect(x, y, w, h, 1 if c else 0)

    else:
        rect = _rect_py

    def glyph(self, code, x, y, c=1):
        """Draw the character whose code point is `code`, as text() draws it, without making its string (on
        MicroPython each one-character string made by indexing or iterating a str is interned for good: a
        keyboard of 66 letters would leave 66 names behind)."""
        self._stamp(font.GLYPHS, glyph_at(code), _GW, x, y, 0xFF, c)

    def invert_rect(self, x, y, w, h):
        self._area(x, y, w, h, _XOR)

    def line(self, x0, y0, x1, y1, c=1):
        """Bresenham line, both end points drawn (straight ones go through the byte-wise fill)."""
        dx = abs(x1 - x0)
        dy = -abs(y1 - y0)
        if dx == 0 or dy == 0:
            self._area(min(x0, x1), min(y0, y1), dx + 1, 1 - dy, _SET if c else _CLEAR)
            return
        sx = 1 if x0 < x1 else -1
        sy = 1 if y0 < y1 else -1
        err = dx + dy
        while True:
            self.pixel(x0, y0, c)
            if x0 == x1 and y0 == y1:
                return
            e2 = 2 * err
            if e2 >= dy:
                err += dy
                x0 += sx
            if e2 <= dx:
                err += dx
                y0 += sy

    def circle(self, cx, cy, r, c=1):
        """Outline of the circle of radius r around (cx, cy), midpoint algorithm, 8-way symmetric."""
        if r < 0:
            return
        x = r
        y = 0
        err = 1 - r
        while x >= y:
            self.pixel(cx + x, cy + y, c)
            self.pixel(cx - x, cy + y, c)
            self.pixel(cx + x, cy - y, c)
            self.pixel(cx - x, cy - y, c)
            self.pixel(cx + y, cy + x, c)
            self.pixel(cx - y, cy + x, c)
            self.pixel(cx + y, cy - x, c)
            self.pixel(cx - y, cy - x, c)
            y += 1
            if err < 0:
                err += 2 * y + 1
            else:
                x -= 1
                err += 2 * (y - x) + 1

    def _stamp_vp(self, src, off, w, x, y, mask, c):
        """_stamp_py's work in native code (gfx_native.stamp): the panel's two dice, 6.3 ms on the Pico in Python."""
        native.stamp(self.buf, src, off, w, x, y, mask, c)

    def _stamp_py(self, src, off, w, x, y, mask, c):
        """Draw w VLSB column bytes src[off:off+w] (each AND mask) with their top row at y; set bits only."""
        if y <= -8 or y >= _H:
            return
        x0 = x if x > 0 else 0
        x1 = x + w if x + w < _W else _W
        if x0 >= x1:
            return
        buf = self.buf
        sh = y & 7
        off -= x
        # (b | v) ^ (v & dark) is b | v for ink and b & ~v for dark: one loop body for both colours
        dark = 0 if c else 0xFF
        if y >= 0:
            base = (y >> 3) * _W
            for i in range(x0, x1):
                v = (src[off + i] & mask) << sh & 0xFF
                buf[base + i] = (buf[base + i] | v) ^ (v & dark)
        if sh and y < _H - 8:
            base = ((y >> 3) + 1) * _W
            sh = 8 - sh
            for i in range(x0, x1):
                v = (src[off + i] & mask) >> sh
                buf[base + i] = (buf[base + i] | v) ^ (v & dark)

    def blit(self, data, x, y, w, h, c=1):
        """Draw a VLSB sprite: w columns by ceil(h/8) pages of bytes, page-major; its set bits get colour c."""
        for p in range((h + 7) >> 3):
            rows = h - (p << 3)
            mask = 0xFF if rows >= 8 else (1 << rows) - 1
            self._stamp(data, p * w, w, x, y + (p << 3), mask, c)

    def _text_vp(self, s, x, y, c=1):
        """Draw s with its top-left at (x, y); returns the x after the text. Transparent background. The glyph
        loop is native code (gfx_native.draw_text): a full text screen on the Pico (device lab) 3.2 ms, with a framebuf
        blit per glyph 13.1 ms, with _text_py 34.1 ms."""
        return _draw_text(self.buf, s, x, y, c)

    def _text_py(self, s, x, y, c=1):
        """Draw s with its top-left at (x, y); returns the x after the text. Transparent background."""
        if y <= -8 or y >= _H:
            return x + len(s) * _ADV
        g = font.GLYPHS
        buf = self.buf
        code = ord
        sh = y & 7  # rows below the top of the page: 0 is the hot case, one page per glyph column
        up = 8 - sh
        i0 = (y >> 3) * _W  # the byte of column 0 on the (top) page
        split = c and sh and 0 < y < _H - 8  # ink straddling two on-screen pages: inlined too
        latin1 = font.LATIN1
        for ch in s:
            o = code(ch)  # glyph_offset(ch), inlined: a call per character makes a screen ~1/6 slower
            if _FIRST <= o <= _LAST:
                o = (o - _FIRST) * _GW
            elif _CYR_FIRST <= o <= _CYR_LAST:
                o = (o - _CYR_SHIFT) * _GW
            elif _LAT_FIRST <= o <= _LAT_LAST:
                o = latin1[o - _LAT_FIRST] * _GW
            else:
                o = _extra(o)
            if 0 <= x <= _W - _GW and (split or not sh):
                i = i0 + x
                if split:
                    j = i + _W
                    buf[i] |= g[o] << sh & 0xFF
                    buf[j] |= g[o] >> up
                    buf[i + 1] |= g[o + 1] << sh & 0xFF
                    buf[j + 1] |= g[o + 1] >> up
                    buf[i + 2] |= g[o + 2] << sh & 0xFF
                    buf[j + 2] |= g[o + 2] >> up
                    buf[i + 3] |= g[o + 3] << sh & 0xFF
                    buf[j + 3] |= g[o + 3] >> up
                    buf[i + 4] |= g[o + 4] << sh & 0xFF
                    buf[j + 4] |= g[o + 4] >> up
                elif c:
                    buf[i] |= g[o]
                    buf[i + 1] |= g[o + 1]
                    buf[i + 2] |= g[o + 2]
                    buf[i + 3] |= g[o + 3]
                    buf[i + 4] |= g[o + 4]
                else:  # dark text on a lit bar
                    buf[i] &= ~g[o]
                    buf[i + 1] &= ~g[o + 1]
                    buf[i + 2] &= ~g[o + 2]
                    buf[i + 3] &= ~g[o + 3]
                    buf[i + 4] &= ~g[o + 4]
            elif -_GW < x < _W:  # clipped at an edge, or dark text across two pages
                self._stamp_py(g, o, _GW, x, y, 0xFF, c)
            x += _ADV
        return x

    text = _text_vp if native else _text_py
    _stamp = _stamp_vp if native else _stamp_py

    def text_scaled(self, s, x, y, c, scale):
        """text() magnified scale times (the big numbers of pickers): every glyph pixel becomes a scale x scale
        block; scale 1 is text() itself. Decoded from its UTF-8, copied into a buffer where MicroPython is (a
        character iterated out of s would be interned for good, and s.encode() would allocate while a frame is
        drawn)."""
        if scale == 1:
            return self.text(s, x, y, c)
        g = font.GLYPHS
        mode = _SET if c else _CLEAR
        if framebuf and len(s) <= _SCALED_MOST:
            pack_into(_SCALED_FORMAT, _SCALED_UTF8, 0, s)  # zero-padded
            data = _SCALED_UTF8
        else:
            data = s.encode()
        i = 0
        while i < len(data) and data[i]:
            o = utf8_at(data, i)
            i += o & 3
            o = glyph_at(o >> 2)
            for k in range(_GW):
                b = g[o + k]
                r = 0
                while b:
                    if b & 1:
                        self._area(x + k * scale, y + r * scale, scale, scale, mode)
                    b >>= 1
                    r += 1
            x += _ADV * scale
        return x

    def center(self, s, y, c=1, scale=1):
        """Draw s horizontally centred on the screen (its ink, not the trailing blank column); returns its x."""
        x = (_W - text_width(s, scale) + scale) >> 1
        if scale == 1:  # text itself: text_scaled's frame is big enough to come from the heap on MicroPython
            self.text(s, x, y, c)
        else:
            self.text_scaled(s, x, y, c, scale)
        return x
