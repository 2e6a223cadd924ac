"""yaga.gfx's and yaga.present's inner loops in native code (@micropython.viper), for the ports that run native
code from a .mpy: the Pico and the unix port. Where this module does not load (CPython; the web page's
WebAssembly port, "native code in .mpy unsupported") they take their pure-Python twins, which make the very same
bytes (tests/portable/test_gfx_text_paths.py, test_present.py compare them). The numbers below are yaga.gfx's own:
this module cannot import them (gfx imports it, and viper needs them folded), so the screen's are the same three
and the font's layout is written into both by tools/build_font.py.
Native code is built for one machine: mpy-cross needs -march (tools/mpy_compile.py gives the unix port's or the
Pico's armv6m); without it mpy-cross refuses this file ("invalid arch").
"""

import micropython

from yaga import font
from yaga.compat import const

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


@micropython.viper
def draw_text(buf: ptr8, s, x: int, y: int, c: int) -> int:  # noqa: F821 (viper's pointer type)
    """Canvas.text's work: s's UTF-8 decoded in place (no character object, nothing allocated), each
    glyph's 5 column bytes shifted onto the page its top row is on and the next, ORed in (c=1) or cleared
    (c=0), clipped at the screen's edges; returns the x after the text (6 pixels a character). A stray
    continuation byte is skipped: len(s) counts the bytes that are not one, so the loop stops in s."""
    left = int(len(s))  # characters still to draw
    if y <= -8 or y >= _H:
        return x + left * _ADV
    text = ptr8(s)  # noqa: F821
    glyphs = ptr8(font.GLYPHS)  # noqa: F821
    latin1 = ptr8(font.LATIN1)  # noqa: F821
    codes = ptr8(font.CODES)  # noqa: F821
    index = ptr8(font.INDEX)  # noqa: F821
    n_codes = int(len(font.CODES))
    sh = y & 7
    top = (y >> 3) * _W  # the byte of column 0 on the top row's page (negative above the screen)
    on_top = y >= 0  # the top row's page is on the screen
    on_next = sh != 0 and y < _H - 8  # ... and the next page, when the glyph straddles two
    i = 0
    while left > 0:
        if x >= _W:  # the rest is past the right edge
            return x + left * _ADV
        o = text[i]
        i += 1
        if o < 0x80:
            g = (o - _FIRST) * _GW if _FIRST <= o and o <= _LAST else _BOX
        elif o < 0xC0:  # a continuation byte with no lead byte (the raw REPL makes them)
            continue
        else:  # a lead byte: 1, 2 or 3 continuation bytes follow
            more = 1 if o < 0xE0 else (2 if o < 0xF0 else 3)
            cp = o & (0x3F >> more)
            while more > 0 and (text[i] & 0xC0) == 0x80:
                cp = cp << 6 | (text[i] & 0x3F)
                i += 1
                more -= 1
            if _CYR_FIRST <= cp and cp <= _CYR_LAST:  # glyph_offset(ch), in native code
                g = (cp - _CYR_SHIFT) * _GW
            elif _LAT_FIRST <= cp and cp <= _LAT_LAST:
                g = latin1[cp - _LAT_FIRST] * _GW
            else:
                g = _BOX
                k = 0
                while k < n_codes:
                    if (codes[k] << 8 | codes[k + 1]) == cp:
                        g = index[k >> 1] * _GW
                        break
                    k += 2
        col = 0
        while col < _GW:
            px = x + col
            if 0 <= px and px < _W:
                v = glyphs[g + col]
                if on_top:
                    b = (v << sh) & 0xFF
                    j = top + px
                    buf[j] = buf[j] | b if c else buf[j] & (b ^ 0xFF)
                if on_next:
                    b = v >> (8 - sh)
                    j = top + _W + px
                    buf[j] = buf[j] | b if c else buf[j] & (b ^ 0xFF)
            col += 1
        x += _ADV
        left -= 1
    return x

@micropython.viper
def stamp(buf: ptr8, src: ptr8, off: int, w: int, x: int, y: int, mask: int, c: int):  # noqa: F821
    """Canvas._stamp_py's work: w VLSB column bytes src[off:off+w] (each AND mask) ORed in (c=1) or cleared (c=0)
    with their top row at y, on the page it is on and the next, clipped at the screen's edges."""
    if y <= -8 or y >= _H:
        return
    x0 = x if x > 0 else 0
    x1 = x + w if x + w < _W else _W
    sh = y & 7
    top = (y >> 3) * _W  # the byte of column 0 on the top row's page (negative above the screen)
    i = x0
    while i < x1:
        v = src[off + i - x] & mask
        if y >= 0:
            b = (v << sh) & 0xFF
            j = top + i
            buf[j] = buf[j] | b if c else buf[j] & (b ^ 0xFF)
        if sh != 0 and y < _H - 8:
            b = v >> (8 - sh)
            j = top + _W + i
            buf[j] = buf[j] | b if c else buf[j] & (b ^ 0xFF)
        i += 1


@micropython.viper
def copy_frame(dst: ptr8, src: ptr8):  # noqa: F821
    """Canvas.copy's work: the 1024 bytes of src into dst in native code (a slice assignment would put a
    slice object on the heap each time, framebuf.blit goes pixel by pixel)."""
    i = 0
    while i < _BUF_SIZE:
        dst[i] = src[i]
        i += 1


@micropython.viper
def changed_columns(frame: ptr8, last: ptr8, base: int) -> int:  # noqa: F821 (viper's pointer type)
    """Presenter's scan in native code: the first and last column (c0 << 8 | c1) where a changed page (its
    first byte at base) differs; the Python scan took up to ~2.5 ms a page on the Pico (device lab)."""
    c0 = 0
    while frame[base + c0] == last[base + c0]:
        c0 += 1
    c1 = _W - 1
    while frame[base + c1] == last[base + c1]:
        c1 -= 1
    return c0 << 8 | c1
