"""yaga.gfx's MicroPython paths (Canvas._text_vp, the native-code glyph loop, and _area_fb, framebuf's C fills: what
Canvas.text and the fills are there) give the very bytes of the pure-Python drawing (_text_py, _area_py:
CPython's): every glyph of the font and rectangles of many sizes, at every edge, ink and erase, over lit and dark
patterns. CPython has no framebuf: there this file checks only that the pure-Python paths are the ones used."""

import sys

from yaga import font
from yaga.gfx import Canvas, glyph_offset

MICROPYTHON = sys.implementation.name == "micropython"


def every_glyph():
    """One character for each glyph of the font (ASCII, А..я, U+00A0..U+00FF, the extra signs, an unknown one)."""
    chars = [chr(o) for o in range(32, 127)] + [chr(o) for o in range(0x410, 0x450)]
    chars += [chr(o) for o in range(0xA0, 0x100)]
    codes = font.CODES
    chars += [chr(codes[i] << 8 | codes[i + 1]) for i in range(0, len(codes), 2)]
    chars.append(chr(0x1F600))  # not in the font (4 bytes of UTF-8): the placeholder box
    seen = {}
    out = []
    for ch in chars:
        o = glyph_offset(ch)
        if o not in seen:
            seen[o] = 1
            out.append(ch)
    return "".join(out)


def test_every_glyph_is_covered():
    assert len(every_glyph()) == len(font.GLYPHS) // font.WIDTH


def test_cpython_draws_text_in_python():
    if MICROPYTHON:
        return
    assert Canvas.text is Canvas._text_py


def test_framebuf_text_matches_python_text_everywhere():
    if not MICROPYTHON:
        return
    assert Canvas.text is Canvas._text_vp
    glyphs = every_glyph()
    n = len(glyphs)
    dark = bytearray((i * 37 + (i >> 7) * 11) & 0xA5 for i in range(1024))  # mostly dark, some ink
    lit = bytearray(b ^ 0xFF for b in dark)
    fast = Canvas()
    slow = Canvas()
    for start in range(n):
        s = (glyphs + glyphs)[start : start + 22]  # 22 characters: the first cut at the left, the last at the right
        for x in (-4, -1, 0, 3):
            for y in (-9, -8, -7, -5, -1, 0, 1, 4, 8, 15, 56, 57, 61, 63, 64):
                for bg in (dark, lit):
                    for c in (0, 1):
                        fast.buf[:] = bg
                        slow.buf[:] = bg
                        assert fast._text_vp(s, x, y, c) == slow._text_py(s, x, y, c)
                        if fast.buf != slow.buf:
                            raise AssertionError("%r at x=%d y=%d c=%d differs" % (s, x, y, c))


def test_control_characters_and_del_draw_the_same_in_both_paths():
    if not MICROPYTHON:
        return
    for c in (0, 1):
        fast = Canvas()
        slow = Canvas()
        fast.clear(1 - c)
        slow.clear(1 - c)
        assert fast._text_vp("a\tb\x7f\nc\x00", 2, 3, c) == slow._text_py("a\tb\x7f\nc\x00", 2, 3, c)
        assert fast.buf == slow.buf


def test_framebuf_fills_match_python_fills_everywhere():
    if not MICROPYTHON:
        assert Canvas._area is Canvas._area_py
        return
    dark = bytearray((i * 37 + (i >> 7) * 11) & 0xA5 for i in range(1024))
    fast = Canvas()
    slow = Canvas()
    slow._area = slow._area_py  # the pure-Python fills for this canvas only
    slow.hline, slow.vline = slow._hline_py, slow._vline_py
    slow.fill_rect, slow.rect = slow._fill_rect_py, slow._rect_py
    sizes = (-1, 0, 1, 2, 7, 9, 64, 130)
    for x in (-9, -3, -1, 0, 5, 126, 127, 128):
        for y in (-9, -1, 0, 3, 7, 8, 60, 63, 64):
            for w in sizes:
                for h in sizes:
                    for c in (0, 1):
                        fast.buf[:] = dark
                        slow.buf[:] = dark
                        for canvas in (fast, slow):
                            canvas.fill_rect(x, y, w, h, c)
                            canvas.rect(x + 2, y + 1, h, w, 1 - c)
                            canvas.hline(x - 1, y + 3, w, c)
                            canvas.vline(y, x, h, 1 - c)
                            canvas.line(x, y, x + w, y, c)
                            canvas.invert_rect(y, x, w, h)
                        if fast.buf != slow.buf:
                            raise AssertionError("x=%d y=%d w=%d h=%d c=%d differs" % (x, y, w, h, c))
    fast.clear(1)
    assert fast.buf == bytearray(b"\xff" * 1024)
    fast.clear(0)
    assert fast.buf == bytearray(1024)


def test_long_texts_draw_the_same_in_both_paths():
    if not MICROPYTHON:
        return
    for s in (chr(0x1F600) * 64, "Ж" * 63 + "x", "a" * 65 + "Яz", "x" * 200):
        for x in (0, -6 * (len(s) - 3) - 2):
            fast = Canvas()
            slow = Canvas()
            assert fast._text_vp(s, x, 9) == slow._text_py(s, x, 9)
            assert fast.buf == slow.buf


def test_native_text_allocates_nothing_even_for_a_character_never_drawn_before():
    # the glyph loop decodes the UTF-8 in place: no one-character string is made (or interned) on the way
    if not MICROPYTHON:
        return
    import micropython

    c = Canvas()
    never = chr(0x44E) + chr(0xFC) + chr(0x2193) + chr(0x1F601)  # ю ü ↓ and one the font lacks, made at run time
    micropython.heap_lock()
    try:
        end = c.text(never, 1, 2) + c.text(never, 1, 30, 0)
    finally:
        micropython.heap_unlock()
    assert end == 2 * (1 + 4 * 6)


def test_a_stray_continuation_byte_is_skipped():
    # the compiler keeps a lone continuation byte in a str literal (the raw REPL can send one): len() does not
    # count it, and the native loop skips it and stays in the string
    if not MICROPYTHON:
        return
    space = {}
    exec(bytes((0x53, 0x3D, 0x22, 0x61, 0x96, 0x62, 0x22)), space)  # S = "a<0x96>b"
    fast = Canvas()
    slow = Canvas()
    assert fast._text_vp(space["S"], 0, 0) == slow._text_py(space["S"], 0, 0) == 12
    assert fast.buf == slow.buf


def test_native_stamp_matches_python_stamp_everywhere():
    """Canvas._stamp (sprites: blit, and glyph) in native code gives _stamp_py's bytes: sprites of 1-14 columns and
    masks of 1-8 rows, at every edge and page offset, ink and erase, over lit and dark patterns."""
    if not MICROPYTHON:
        assert Canvas._stamp is Canvas._stamp_py
        return
    assert Canvas._stamp is Canvas._stamp_vp
    src = bytes((i * 73 + 41) & 0xFF for i in range(40))
    dark = bytearray((i * 37 + (i >> 7) * 11) & 0xA5 for i in range(1024))
    lit = bytearray(b ^ 0xFF for b in dark)
    fast = Canvas()
    slow = Canvas()
    for w in (1, 5, 14):
        for off in (0, 3):
            for mask in (0xFF, 0x3F, 0x01):
                for x in (-14, -5, -1, 0, 3, 120, 124, 127, 128):
                    for y in (-9, -8, -7, -1, 0, 1, 5, 8, 55, 56, 57, 63, 64):
                        for bg in (dark, lit):
                            for c in (0, 1):
                                fast.buf[:] = bg
                                slow.buf[:] = bg
                                fast._stamp_vp(src, off, w, x, y, mask, c)
                                slow._stamp_py(src, off, w, x, y, mask, c)
                                assert fast.buf == slow.buf, (w, off, mask, x, y, c)
