"""yaga.gfx: pixel-exact primitives, clipping at every edge, text on and across pages, no allocation when drawing."""

from yaga import font
from yaga.gfx import Canvas, glyph_offset, has_glyph, text_width


def ink(c, x, y):
    return (c.buf[(y >> 3) * 128 + x] >> (y & 7)) & 1


def art(c, x, y, w, h):
    """The w x h area at (x, y) as rows of '#' and '.', to compare with a drawing in the test."""
    return [
        "".join("#" if ink(c, xx, yy) else "." for xx in range(x, x + w)) for yy in range(y, y + h)
    ]


def count(c):
    n = 0
    for b in c.buf:
        while b:
            n += b & 1
            b >>= 1
    return n


def font_columns(ch):
    """The column bytes font.py holds for ch, found by its documented layout (the placeholder if absent):
    ASCII, then А..я as glyphs 95..158, U+00A0..U+00FF through LATIN1, anything else through CODES/INDEX."""
    o = ord(ch)
    if font.FIRST <= o <= font.LAST:
        g = o - font.FIRST
    elif 0x410 <= o <= 0x44F:
        g = 95 + o - 0x410
    elif 0xA0 <= o <= 0xFF:
        g = font.LATIN1[o - 0xA0]
    else:
        g = font.PLACEHOLDER
        for i in range(len(font.INDEX)):
            if font.CODES[2 * i] << 8 | font.CODES[2 * i + 1] == o:
                g = font.INDEX[i]
    return font.GLYPHS[g * 5 : g * 5 + 5]


def glyph_art(ch):
    """The font's own rows for ch plus the blank advance column (the reference drawn text must match)."""
    cols = font_columns(ch)
    return ["".join("#" if (cols[k] >> r) & 1 else "." for k in range(5)) + "." for r in range(8)]


def test_buffer_is_1024_bytes_vlsb_lsb_on_top():
    c = Canvas()
    assert len(c.buf) == 1024
    c.pixel(5, 0)
    c.pixel(5, 9)
    c.pixel(127, 63)
    assert c.buf[5] == 0x01
    assert c.buf[128 + 5] == 0x02
    assert c.buf[1023] == 0x80
    assert count(c) == 3


def test_canvas_can_wrap_an_existing_buffer():
    buf = bytearray(1024)
    c = Canvas(buf)
    c.pixel(0, 0)
    assert buf[0] == 1


def test_clear_dark_and_ink():
    c = Canvas()
    c.clear(1)
    assert all(b == 0xFF for b in c.buf)
    c.clear()
    assert all(b == 0 for b in c.buf)


def test_pixel_c0_erases_and_off_screen_is_ignored():
    c = Canvas()
    c.clear(1)
    c.pixel(3, 3, 0)
    assert ink(c, 3, 3) == 0 and ink(c, 3, 2) == 1
    c.clear()
    for x, y in ((-1, 0), (0, -1), (128, 0), (0, 64), (-1000, 5000)):
        c.pixel(x, y)
    assert count(c) == 0


def test_rect_bytes_across_pages():
    c = Canvas()
    c.rect(2, 3, 4, 7)  # rows 3..9: page 0 bits 3-7, page 1 bits 0-1
    assert c.buf[2] == 0xF8 and c.buf[5] == 0xF8
    assert c.buf[3] == 0x08 and c.buf[4] == 0x08
    assert c.buf[128 + 2] == 0x03 and c.buf[128 + 5] == 0x03
    assert c.buf[128 + 3] == 0x02 and c.buf[128 + 4] == 0x02
    assert count(c) == 2 * 4 + 2 * 5


def test_fill_rect_and_erase_inside():
    c = Canvas()
    c.fill_rect(0, 0, 5, 12, 1)
    assert c.buf[0] == 0xFF and c.buf[128] == 0x0F and c.buf[5] == 0
    c.fill_rect(1, 1, 3, 10, 0)
    assert art(c, 0, 0, 5, 12) == ["#####"] + ["#...#"] * 10 + ["#####"]


def test_hline_vline_lengths():
    c = Canvas()
    c.hline(10, 20, 5, 1)
    c.vline(40, 30, 6, 1)
    assert count(c) == 11
    assert art(c, 9, 20, 7, 1) == [".#####."]
    assert art(c, 40, 29, 1, 8) == ["."] + ["#"] * 6 + ["."]


def test_zero_and_negative_sizes_draw_nothing():
    c = Canvas()
    c.rect(5, 5, 0, 4)
    c.rect(5, 5, 4, -3)
    c.fill_rect(5, 5, -4, 4, 1)
    c.hline(5, 5, 0, 1)
    c.vline(5, 5, -2, 1)
    c.blit(b"\xff", 5, 5, 0, 8)
    assert count(c) == 0


def test_everything_clips_at_the_edges():
    c = Canvas()
    c.fill_rect(-10, -10, 300, 300, 1)
    assert all(b == 0xFF for b in c.buf)
    c.clear()
    c.rect(-2, -2, 6, 6)  # only the right and bottom edges are on screen
    assert art(c, 0, 0, 5, 5) == ["...#.", "...#.", "...#.", "####.", "....."]
    c.clear()
    c.rect(120, 60, 20, 20)
    assert count(c) == 8 + 3
    c.clear()
    c.line(-50, -50, 200, 200)
    assert count(c) == 64  # the diagonal (0,0)..(63,63)
    c.clear()
    c.circle(0, 0, 10)
    c.circle(127, 63, 10)
    c.circle(500, 500, 3)
    c.blit(b"\xff\xff", -1, -4, 2, 8)
    c.text("clipped", -20, -3)
    c.text("clipped", 110, 60)
    c.text("clipped", 300, 70)
    c.invert_rect(-5, -5, 3, 3)
    assert count(c) > 0


def test_line_is_bresenham_with_both_ends():
    c = Canvas()
    c.line(0, 0, 5, 2)
    assert art(c, 0, 0, 6, 3) == ["##....", "..##..", "....##"]
    c.clear()
    c.line(5, 2, 0, 0)  # same pixels whichever end comes first
    assert count(c) == 6
    c.clear()
    c.line(3, 3, 3, 3)
    assert count(c) == 1


def test_circle_outline_is_symmetric():
    c = Canvas()
    c.circle(20, 20, 3)
    assert art(c, 17, 17, 7, 7) == [
        "..###..",
        ".#...#.",
        "#.....#",
        "#.....#",
        "#.....#",
        ".#...#.",
        "..###..",
    ]
    c.clear()
    c.circle(20, 20, 0)
    assert count(c) == 1


def test_invert_rect_flips_twice_back():
    c = Canvas()
    c.text("Menu", 0, 8)
    before = bytes(c.buf)
    c.invert_rect(0, 8, 128, 8)
    assert c.buf[128 + 100] == 0xFF
    c.invert_rect(0, 8, 128, 8)
    assert bytes(c.buf) == before


def test_blit_sprite_pages_and_height_mask():
    # a 3x10 sprite: 3 columns of page 0 then 3 of page 1; only 2 rows of page 1 are part of it
    sprite = bytes((0x81, 0xFF, 0x00, 0xFF, 0xFF, 0xFF))
    c = Canvas()
    c.blit(sprite, 4, 0, 3, 10)
    assert c.buf[4] == 0x81 and c.buf[5] == 0xFF and c.buf[6] == 0
    assert c.buf[128 + 4] == 0x03 and c.buf[128 + 6] == 0x03
    c.clear()
    c.blit(sprite, 4, 3, 3, 10)  # shifted down 3 rows: spans pages 0 and 1
    assert art(c, 4, 3, 3, 10) == ["##."] + [".#."] * 6 + ["##."] + ["###"] * 2
    assert count(c) == 2 + 6 + 2 + 6


def test_blit_c0_erases_set_bits_only():
    c = Canvas()
    c.clear(1)
    c.blit(b"\x0f", 0, 0, 1, 8, 0)
    assert c.buf[0] == 0xF0 and c.buf[1] == 0xFF


def test_text_aligned_matches_the_font_and_returns_next_x():
    c = Canvas()
    x = c.text("Ab", 0, 8)
    assert x == 12
    assert art(c, 0, 8, 12, 8) == [a + b for a, b in zip(glyph_art("A"), glyph_art("b"))]
    assert c.buf[0] == 0 and c.buf[256] == 0


def test_text_ors_into_a_page_that_already_has_ink():
    # text ORs in: what is on the page under and beside the glyphs stays
    blank = Canvas()
    blank.text("Jg", 40, 8)
    used = Canvas()
    used.hline(0, 15, 128, 1)  # row 7 of page 1, under the text
    used.pixel(127, 8)
    used.text("Jg", 40, 8)
    for i in range(128 + 40, 128 + 52):
        assert used.buf[i] == blank.buf[i] | 0x80
    assert used.buf[128 + 127] == 0x81


def test_glyph_offset_finds_the_font_columns_or_the_box():
    for ch in ("A", "~", "А", "Я", "я", "Ё", "ё", "ñ", "¡", "ü", "→", "\u263a", "\u00a0", "\u040f", "\u0450"):
        o = glyph_offset(ch)
        assert font.GLYPHS[o : o + 5] == font_columns(ch), "U+%04X" % ord(ch)
    for ch in ("\u263a", "\u00a0", "\u00ff", "\u040f", "\u0450", "\x7f", "\x1f"):  # next to the tables: the box
        assert glyph_offset(ch) == glyph_offset("\ufffd") == font.PLACEHOLDER * 5


def test_text_at_y3_straddles_two_pages():
    c = Canvas()
    c.text("g", 10, 3)
    assert art(c, 10, 3, 6, 8) == glyph_art("g")
    assert art(c, 10, 0, 6, 3) == ["......"] * 3
    cols = font_columns("g")
    for k in range(5):
        b = cols[k]
        assert c.buf[10 + k] == (b << 3) & 0xFF
        assert c.buf[128 + 10 + k] == b >> 5


def test_text_c0_on_an_inverted_bar():
    c = Canvas()
    c.fill_rect(0, 16, 128, 8, 1)
    c.text("Hi", 2, 16, 0)
    want = ["#" + "".join("." if p == "#" else "#" for p in a + b) for a, b in zip(glyph_art("H"), glyph_art("i"))]
    assert art(c, 1, 16, 13, 8) == want
    c.clear()
    c.fill_rect(0, 0, 128, 16, 1)
    c.text("Hi", 2, 5, 0)  # straddling, erasing
    assert art(c, 2, 5, 6, 8)[0] == "".join("." if p == "#" else "#" for p in glyph_art("H")[0])


def test_text_scale_2_doubles_every_pixel():
    c = Canvas()
    x = c.text_scaled("T", 1, 1, 1, 2)
    assert x == 1 + 12
    big = art(c, 1, 1, 12, 16)
    small = glyph_art("T")
    for r in range(16):
        assert big[r] == "".join(ch + ch for ch in small[r >> 1])


def test_text_partly_off_the_left_and_right_edges():
    c = Canvas()
    assert c.text("AB", -3, 0) == 9
    assert art(c, 0, 0, 2, 7) == [row[3:5] for row in glyph_art("A")[:7]]
    c.clear()
    assert c.text("WW", 124, 0) == 136
    assert art(c, 124, 0, 4, 7) == [row[:4] for row in glyph_art("W")[:7]]


def test_unknown_character_draws_the_placeholder_box():
    c = Canvas()
    c.text("\u263a", 0, 0)  # a smiley the font does not have
    assert not has_glyph("\u263a")
    assert art(c, 0, 0, 5, 7) == ["#####", "#...#", "#...#", "#...#", "#...#", "#...#", "#####"]
    c.clear()
    c.text("\x01\t", 0, 0)  # control characters too, never an error
    assert count(c) == 2 * 20


def test_text_width_and_center():
    assert text_width("") == 0
    assert text_width("abc") == 18
    assert text_width("Яблоко") == 36  # counts characters, not UTF-8 bytes
    assert text_width("ab", 2) == 24
    c = Canvas()
    x = c.center("ab", 0)
    # ink is 11 px wide (2 glyphs of 5 plus one gap): 58 blank columns left, 59 right
    assert x == 58
    assert art(c, 58, 0, 1, 8) != ["."] * 8 or art(c, 59, 0, 1, 8) != ["."] * 8
    assert count(Canvas()) == 0


def test_text_draws_cyrillic_and_spanish_from_the_table():
    c = Canvas()
    c.text("ñЖ", 0, 0)
    assert art(c, 0, 0, 12, 8) == [a + b for a, b in zip(glyph_art("ñ"), glyph_art("Ж"))]
    assert glyph_art("ñ") != glyph_art("n") and glyph_art("Ж") != glyph_art("\ufffd")


def _heap_lock():
    """micropython.heap_lock/unlock on the unix port; None on CPython (the allocation checks are skipped)."""
    try:
        import micropython

        micropython.heap_lock
    except (ImportError, AttributeError):
        return None
    return micropython


def test_drawing_a_text_screen_allocates_nothing():
    mp = _heap_lock()
    c = Canvas()
    lines = ("Baba Yaga Box", "Привет, мир!", "¿Qué tal? ¡Sí!", "Ёлка ёж → ↑ №7")
    if mp is None:
        return
    mp.heap_lock()
    try:
        c.clear()
        for i in range(4):
            c.text(lines[i], 0, i * 8)
            c.text(lines[i], 3, 35 + i * 7, 0)
        c.invert_rect(0, 8, 128, 8)
        c.fill_rect(1, 1, 10, 10, 1)
        c.rect(0, 0, 128, 64)
        c.line(0, 0, 127, 63)
        c.circle(64, 32, 20)
        c.blit(b"\xff\x81", 3, 3, 2, 8)
    finally:
        mp.heap_unlock()
    assert count(c) > 100


def _required_characters():
    """The character set we promise: printable ASCII, Spanish letters and signs, Russian Cyrillic, a few UI signs."""
    chars = [chr(o) for o in range(32, 127)]
    chars.extend("áéíóúüñÁÉÍÓÚÜÑ¿¡«»°·—Ёё")
    chars.extend("№…×•←→↑↓")  # signs the tables and screens use
    chars.extend(chr(o) for o in range(0x410, 0x450))  # А..Я а..я
    return chars


# Cyrillic letters drawn with the Latin letter's glyph on purpose (same shape)
_LOOKALIKES = "АA ВB ЕE КK МM НH ОO РP СC ТT ХX аa еe оo рp сc уy хx"


def test_font_covers_every_required_character():
    box = glyph_art("\ufffd")
    for ch in _required_characters():
        assert has_glyph(ch), "U+%04X missing" % ord(ch)
        if ch != " ":
            assert glyph_art(ch) != box and glyph_art(ch) != glyph_art(" "), "U+%04X has no shape" % ord(ch)


def test_different_letters_look_different():
    shared = {}
    for pair in _LOOKALIKES.split():
        shared[pair[0]] = pair[1]
    seen = {}
    for ch in _required_characters():
        if ch in shared:
            assert glyph_art(ch) == glyph_art(shared[ch])
            continue
        key = "".join(glyph_art(ch))
        assert key not in seen, "U+%04X looks like U+%04X" % (ord(ch), ord(seen.get(key, " ")))
        seen[key] = ch


def test_font_metrics_are_what_gfx_assumes():
    assert (font.WIDTH, font.ADVANCE, font.HEIGHT, font.FIRST, font.LAST) == (5, 6, 8, 32, 126)
    assert font.PLACEHOLDER == 159  # right after А..я (glyphs 95..158), wherever the font grows
    assert len(font.GLYPHS) % font.WIDTH == 0 and font.PLACEHOLDER < len(font.GLYPHS) // font.WIDTH
    assert len(font.LATIN1) == 96  # a glyph number for each of U+00A0..U+00FF
    assert len(font.CODES) == 2 * len(font.INDEX)  # a 16-bit code point for each glyph number


def test_font_codes_hold_only_what_no_direct_range_covers():
    codes = [font.CODES[2 * i] << 8 | font.CODES[2 * i + 1] for i in range(len(font.INDEX))]
    assert codes == sorted(codes) and len(set(codes)) == len(codes)
    assert codes[:2] == [0x401, 0x451]  # Ё and ё, the scan's first two
    for cp in codes:
        assert not (32 <= cp <= 126 or 0xA0 <= cp <= 0xFF or 0x410 <= cp <= 0x44F)
        assert has_glyph(chr(cp))
    for cp in (codes[-1] + 1, 0x2000, 0xFFFD):
        assert not has_glyph(chr(cp))


def test_straight_lines_match_the_bresenham_pixels():
    for x0, y0, x1, y1 in ((3, 9, 40, 9), (40, 9, 3, 9), (7, 2, 7, 50), (7, 50, 7, 2), (-5, 63, 200, 63)):
        fast = Canvas()
        fast.line(x0, y0, x1, y1)
        slow = Canvas()
        # the same run of pixels, one by one
        step = 1 if (x1, y1) >= (x0, y0) else -1
        if y0 == y1:
            for x in range(x0, x1 + step, step):
                slow.pixel(x, y0)
        else:
            for y in range(y0, y1 + step, step):
                slow.pixel(x0, y)
        assert fast.buf == slow.buf


def test_text_and_sprites_cut_exactly_at_the_top_and_bottom_edges():
    c = Canvas()
    c.text("H", 0, -3)  # glyph rows 3..7 land on screen rows 0..4
    assert art(c, 0, 0, 6, 5) == glyph_art("H")[3:8]
    assert count(c) == sum(row.count("#") for row in glyph_art("H")[3:8])
    c.clear()
    c.text("g", 10, 60)  # glyph rows 0..3 on screen rows 60..63
    assert art(c, 10, 60, 6, 4) == glyph_art("g")[:4]
    assert count(c) == sum(row.count("#") for row in glyph_art("g")[:4])
    c.clear()
    c.blit(b"\xff\xff", -1, -4, 2, 8)  # only column 1 of the sprite, its rows 4..7
    assert art(c, 0, 0, 2, 5) == ["#.", "#.", "#.", "#.", ".."]
    c.clear(1)
    c.text("g", 10, 60, 0)  # dark text cut at the bottom
    assert art(c, 10, 60, 6, 4) == ["".join("." if p == "#" else "#" for p in row) for row in glyph_art("g")[:4]]


def test_copy_makes_the_frame_the_other_canvas_s_and_allocates_nothing():
    background = Canvas()
    background.circle(31, 32, 29)
    background.text("Ж", 120, 60)  # ink up to the last byte
    background.buf[0] = 0xA5
    c = Canvas()
    c.fill_rect(60, 0, 68, 64, 1)  # what was there goes
    mp = _heap_lock()
    if mp is not None:
        mp.heap_lock()
    try:
        c.copy(background)
    finally:
        if mp is not None:
            mp.heap_unlock()
    assert c.buf == background.buf and c.buf is not background.buf
    c.pixel(0, 1, 1)
    assert background.buf[0] == 0xA5  # a copy: drawing on it leaves the background as it was


def test_a_glyph_by_code_point_draws_as_text_does():
    # yaga.name_picker draws its keyboard this way: no one-character string made, none interned
    for ch in "Aañ?ЯёЁ←":
        for y in (-3, 0, 5, 60):
            for col in (0, 1):
                by_text = Canvas()
                by_code = Canvas()
                by_text.clear(1 - col)
                by_code.clear(1 - col)
                by_text.text(ch, 3, y, col)
                by_code.glyph(ord(ch), 3, y, col)
                assert by_code.buf == by_text.buf, (ch, y, col)
