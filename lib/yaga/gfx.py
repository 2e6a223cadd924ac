"""Drawing into the 128x64 MONO_VLSB frame; the simulator and the Pico make identical bytes.

Pure Python, except text and fills where MicroPython's C `framebuf` exists (the Pico, the unix port): each
glyph is then one blit (Canvas._text_fb, 2.6x faster on the Pico) and set or cleared rectangles, lines along
an axis and frames one fill_rect (Canvas._area_fb); tests/portable/test_gfx_text_paths.py checks both paths
give the same bytes.

Byte `page*128 + x` holds pixels (x, 8*page .. 8*page+7), bit 0 on top: the SSD1306's own layout, so the
buffer goes to the panel as it is. Every primitive clips at the screen edges; c=1 draws ink, c=0 erases
(text and lines on an inverted highlight bar). The drawing calls allocate nothing, with one exception made
on purpose: MicroPython interns each one-character string that `for ch in s` yields, so the first time a
character is ever drawn it enters the qstr pool (for good, a few bytes). Interning the whole font up front
would keep ~170 characters the box may never show (Cyrillic in an English session) and push the pool into
its next, much bigger chunk: tools/bench_memory.py measured 7 KB more heap with the dice tray open.
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
_GW = const(5)  # font.WIDTH: glyph columns
_ADV = const(6)  # font.ADVANCE: pixels from one character to the next
# Where a character's glyph is, in the layout tools/build_font.py gives font.GLYPHS (tests/test_font_build.py
# draws every source character through these): constant time for every letter of the box's three languages.
_FIRST = const(32)  # font.FIRST: printable ASCII is glyph (code point - 32), no table needed
_LAST = const(126)  # font.LAST
_CYR_FIRST = const(0x410)  # А..я come next, glyphs 95..158 in code point order: no table either
_CYR_LAST = const(0x44F)
_CYR_SHIFT = const(0x410 - 95)  # code point - glyph number in that block
_LAT_FIRST = const(0xA0)  # U+00A0..U+00FF (Spanish): glyph font.LATIN1[code point - 0xA0]
_LAT_LAST = const(0xFF)
_BOX = const(159 * 5)  # font.PLACEHOLDER * WIDTH: byte offset of the placeholder glyph

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

if framebuf:
    # The font as one tall MONO_VLSB sprite 5 pixels wide: glyph k on rows 16k..16k+7, then 8 blank rows, so a
    # blit through a 16-row window of the frame (the page the text's top row is on and the next) shows glyph k
    # alone wherever its top row falls in the window. The blank rows are skipped (key 0): transparent text.
    _STRIP = bytearray(2 * len(font.GLYPHS))
    for _k in range(len(font.GLYPHS) // _GW):
        _STRIP[2 * _GW * _k : 2 * _GW * _k + _GW] = font.GLYPHS[_GW * _k : _GW * _k + _GW]
    _GLYPH_FB = framebuf.FrameBuffer(_STRIP, _GW, len(_STRIP) // _GW * 8, framebuf.MONO_VLSB)
    # erasing: a palette swapping 0 and 1, with key 1 (framebuf compares the key after the palette)
    _ERASE = framebuf.FrameBuffer(bytearray(1), 2, 1, framebuf.MONO_HLSB)
    _ERASE.pixel(0, 0, 1)
    # the strip's row of each ASCII character's glyph (control characters: the placeholder box)
    _ASCII_ROWS = tuple((o - _FIRST if _FIRST <= o <= _LAST else _extra(o) // _GW) << 4 for o in range(0x80))
    del _k

    from struct import pack_into

    _UTF8 = bytearray(256)  # the text being drawn, as UTF-8, zero-padded: pack_into copies it in, allocating nothing
    _UTF8_FORMAT = "256s"
    _UTF8_MAX_CHARS = const(64)  # at most 4 bytes each: a longer text takes _text_py


def text_width(s, scale=1):
    """Advance of s in pixels (6 per character, the last character's blank column included)."""
    return len(s) * _ADV * scale


def glyph_offset(ch):
    """Byte offset in font.GLYPHS of the WIDTH columns drawn for ch (the placeholder box if the font lacks it).
    Canvas.text inlines the same steps: constant time for the three languages' letters."""
    o = ord(ch)
    if _FIRST <= o <= _LAST:
        return (o - _FIRST) * _GW
    if _CYR_FIRST <= o <= _CYR_LAST:
        return (o - _CYR_SHIFT) * _GW
    if _LAT_FIRST <= o <= _LAT_LAST:
        return font.LATIN1[o - _LAT_FIRST] * _GW
    return _extra(o)


def has_glyph(ch):
    """True when the font draws ch itself rather than the placeholder."""
    return glyph_offset(ch) != _BOX


class Canvas:
    """A 128x64 monochrome drawing surface over one 1024-byte bytearray (`buf`)."""

    def __init__(self, buf=None):
        self.buf = bytearray(_BUF_SIZE) if buf is None else buf
        if framebuf:
            # C FrameBuffers over the frame's own bytes: each page alone (text on a page's top row, the common
            # case: half the pixels to blit) and each page with the next (text straddling two pages)
            mv = memoryview(self.buf)
            self._frame = framebuf.FrameBuffer(mv, _W, _H, framebuf.MONO_VLSB)  # fills (_area_fb)
            self._pages = tuple(framebuf.FrameBuffer(mv[p * _W :], _W, 8, framebuf.MONO_VLSB) for p in range(8))
            self._page_pairs = tuple(
                framebuf.FrameBuffer(mv[p * _W :], _W, 16 if p < 7 else 8, framebuf.MONO_VLSB) for p in range(8)
            )

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

    def hline(self, x, y, w, c=1):
        self._area(x, y, w, 1, _SET if c else _CLEAR)

    def vline(self, x, y, h, c=1):
        self._area(x, y, 1, h, _SET if c else _CLEAR)

    def fill_rect(self, x, y, w, h, c=1):
        self._area(x, y, w, h, _SET if c else _CLEAR)

    def invert_rect(self, x, y, w, h):
        self._area(x, y, w, h, _XOR)

    def rect(self, x, y, w, h, c=1):
        """Outline of the w x h rectangle whose top-left pixel is (x, y)."""
        if w <= 0 or h <= 0:
            return
        mode = _SET if c else _CLEAR
        self._area(x, y, w, 1, mode)
        self._area(x, y + h - 1, w, 1, mode)
        self._area(x, y + 1, 1, h - 2, mode)
        self._area(x + w - 1, y + 1, 1, h - 2, mode)

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

    def _stamp(self, src, off, w, x, y, mask, c):
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

    def _text_fb(self, s, x, y, c=1, scale=1):
        """Draw s with its top-left at (x, y); returns the x after the text. Transparent background. Each glyph
        is one C blit (framebuf): a full text screen took 13.1 ms on the Pico, 34.1 ms with _text_py."""
        if scale != 1:
            return self._text_scaled(s, x, y, c, scale)
        if y <= -8 or y >= _H:
            return x + len(s) * _ADV
        left = len(s)  # characters still to draw
        if not left:
            return x
        if left > _UTF8_MAX_CHARS:
            return self._text_py(s, x, y, c)
        if y & 7 and y > 0:  # straddling two pages: y is now the glyph's top row in the pair's window
            win = self._page_pairs[y >> 3]
            y &= 7
        elif y < 0:  # cut at the top: the top page's window, no room for the next glyph's rows
            win = self._pages[0]
        else:
            win = self._pages[y >> 3]
            y = 0
        glyphs = _GLYPH_FB
        key = 0 if c else 1
        pal = None if c else _ERASE
        latin1 = font.LATIN1
        ascii_rows = _ASCII_ROWS
        # s's UTF-8 bytes, decoded here: `for ch in s` would look each character up in the interned strings
        # (a scan of the whole table on the Pico, most of the time a screen took). bytearray.extend(s) would
        # copy them on MicroPython 1.29 but takes each character's low byte on the Pico's 1.25.
        utf8 = _UTF8
        pack_into(_UTF8_FORMAT, utf8, 0, s)
        more = 0
        cp = 0
        for o in utf8:
            if o < 0x80:
                o = ascii_rows[o]
            else:
                if o >= 0xC0:  # a lead byte: 1, 2 or 3 continuation bytes follow
                    more = 1 if o < 0xE0 else 2 if o < 0xF0 else 3
                    cp = o & (0x3F >> more)
                    continue
                cp = cp << 6 | o & 0x3F
                more -= 1
                if more > 0:
                    continue
                if _CYR_FIRST <= cp <= _CYR_LAST:  # the glyph's number: glyph_offset(ch) // 5, inlined
                    o = cp - _CYR_SHIFT
                elif _LAT_FIRST <= cp <= _LAT_LAST:
                    o = latin1[cp - _LAT_FIRST]
                else:
                    o = _extra(cp) // _GW
                o <<= 4
            win.blit(glyphs, x, y - o, key, pal)  # clipped by framebuf at the screen's edges
            x += _ADV
            left -= 1
            if not left:
                return x
        return x  # only a malformed string gets here (a stray continuation byte: the raw REPL makes them)

    def _text_py(self, s, x, y, c=1, scale=1):
        """Draw s with its top-left at (x, y); returns the x after the text. Transparent background."""
        if scale != 1:
            return self._text_scaled(s, x, y, c, scale)
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
                self._stamp(g, o, _GW, x, y, 0xFF, c)
            x += _ADV
        return x

    text = _text_fb if framebuf else _text_py

    def _text_scaled(self, s, x, y, c, scale):
        """Text magnified scale times: every glyph pixel becomes a scale x scale block."""
        g = font.GLYPHS
        mode = _SET if c else _CLEAR
        for ch in s:
            o = glyph_offset(ch)
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
        self.text(s, x, y, c, scale)
        return x
