"""Build lib/yaga/font.py from the ASCII-art glyphs in tools/font_source.txt.

`python tools/build_font.py` writes the module, and the font's layout numbers into the two glyph loops that need them
as their own consts (LAYOUT_USERS: MicroPython folds a const only in the module that defines it, and viper code needs
them folded), between the LAYOUT_BEGIN and LAYOUT_END lines there; `--check` only verifies that the checked-in
files are what the source gives (exit 1 if not), so a font edit can never be forgotten. The output layout is what `yaga.gfx`
indexes in constant time for the box's three languages, with the numbers it needs as `const`s: printable ASCII
are glyphs 0..94 (code point - 32); the Cyrillic block А..я follows as glyphs 95..158 in code point order (a Latin
look-alike is copied there, 5 bytes, rather than shared through a table entry, 3 bytes for each of the 64
letters); the placeholder box is glyph 159, whatever else the font gains; U+00A0..U+00FF go through the
96-byte `LATIN1` table of glyph numbers, and only the rest (Ё, ё, a few signs) through `CODES` (their code
points, sorted) and `INDEX` (their glyph numbers). A glyph is `WIDTH` column bytes, bit 0 = top row.
"""

import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
SOURCE = os.path.join(HERE, "font_source.txt")
LIB = os.path.join(HERE, "..", "lib", "yaga")
TARGET = os.path.join(LIB, "font.py")
LAYOUT_USERS = (os.path.join(LIB, "gfx.py"), os.path.join(LIB, "gfx_native.py"))
LAYOUT_BEGIN = "# ---- the font's layout: written by tools/build_font.py, edit tools/font_source.txt and rebuild ----"
LAYOUT_END = "# ---- end of the font's layout ----"

WIDTH = 5
ADVANCE = 6
HEIGHT = 8
FIRST = 32
LAST = 126
CYRILLIC_FIRST = 0x410  # А
CYRILLIC_LAST = 0x44F  # я
LATIN1_FIRST = 0xA0  # the LATIN1 table covers U+00A0..U+00FF
LATIN1_LAST = 0xFF
PLACEHOLDER = 0xFFFD


class FontError(ValueError):
    """A malformed glyph in the source file (the message names the line)."""


def _code_point(token, lineno):
    if token.startswith("U+") and len(token) > 2:
        return int(token[2:], 16)
    if len(token) != 1:
        raise FontError("line %d: expected one character or U+hhhh, got %r" % (lineno, token))
    return ord(token)


def parse(text):
    """Source text -> (glyphs: {code point: tuple of row strings}, aliases: {code point: code point})."""
    glyphs = {}
    aliases = {}
    current = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("//"):
            current = None
            continue
        if line.startswith(":"):
            parts = line[1:].split()
            cp = _code_point(parts[0], lineno)
            if cp in glyphs or cp in aliases:
                raise FontError("line %d: U+%04X defined twice" % (lineno, cp))
            if len(parts) == 3 and parts[1] == "=":
                aliases[cp] = _code_point(parts[2], lineno)
                current = None
            elif len(parts) == 1:
                current = glyphs[cp] = []
            else:
                raise FontError("line %d: bad header %r" % (lineno, line))
            continue
        if current is None:
            raise FontError("line %d: glyph row outside a glyph" % lineno)
        if len(line) != WIDTH or line.strip("#.") != "":
            raise FontError("line %d: a row is %d cells of '#' or '.', got %r" % (lineno, WIDTH, line))
        if len(current) == HEIGHT:
            raise FontError("line %d: more than %d rows" % (lineno, HEIGHT))
        current.append(line)
    for cp, rows in glyphs.items():
        if len(rows) < HEIGHT - 1:
            raise FontError("U+%04X has %d rows, needs %d or %d" % (cp, len(rows), HEIGHT - 1, HEIGHT))
    for cp, target in aliases.items():
        if target not in glyphs:
            raise FontError("U+%04X is an alias of U+%04X, which has no glyph" % (cp, target))
    return {cp: tuple(rows) for cp, rows in glyphs.items()}, aliases


def columns(rows):
    """Row strings -> WIDTH column bytes, bit r set when row r has ink."""
    out = bytearray(WIDTH)
    for r, row in enumerate(rows):
        for x, cell in enumerate(row):
            if cell == "#":
                out[x] |= 1 << r
    return bytes(out)


def _direct(cp):
    """True for the code points gfx finds without CODES: ASCII, the Cyrillic block and the LATIN1 table."""
    return FIRST <= cp <= LAST or CYRILLIC_FIRST <= cp <= CYRILLIC_LAST or LATIN1_FIRST <= cp <= LATIN1_LAST


def layout(glyphs, aliases):
    """Glyph order and lookup tables: (code point of each glyph, its column bytes, the LATIN1 glyph numbers,
    the other non-ASCII code points sorted, their glyph numbers, the placeholder's glyph number)."""
    fixed = list(range(FIRST, LAST + 1)) + list(range(CYRILLIC_FIRST, CYRILLIC_LAST + 1))
    missing = [cp for cp in fixed if cp not in glyphs and cp not in aliases]
    if missing:
        missing = " ".join("U+%04X" % cp for cp in missing)
        raise FontError("printable ASCII and А..я must all be drawn, missing: %s" % missing)
    if PLACEHOLDER not in glyphs:
        raise FontError("the placeholder glyph U+FFFD is missing")
    fixed.append(PLACEHOLDER)
    order = fixed + sorted(cp for cp in glyphs if cp not in fixed)
    index = {cp: i for i, cp in enumerate(order)}
    for cp, target in aliases.items():
        index.setdefault(cp, index[target])
    data = [columns(glyphs[aliases.get(cp, cp)]) for cp in order]
    latin1 = [index.get(cp, index[PLACEHOLDER]) for cp in range(LATIN1_FIRST, LATIN1_LAST + 1)]
    extra = sorted(cp for cp in index if not _direct(cp) and cp != PLACEHOLDER)
    return order, data, latin1, extra, [index[cp] for cp in extra], index[PLACEHOLDER]


def _bytes_literal(data):
    return 'b"' + "".join("\\x%02x" % b for b in data) + '"'


def render(glyphs, aliases):
    """The text of lib/yaga/font.py."""
    order, data, latin1, extra, indexes, placeholder = layout(glyphs, aliases)
    out = [
        '"""Generated by tools/build_font.py from tools/font_source.txt: edit the source, then rebuild.',
        "",
        "Glyph g is GLYPHS[g*WIDTH : g*WIDTH+WIDTH], one byte per column, bit 0 = top row. Each letter of the",
        "box's languages is found in constant time (yaga.gfx holds the numbers as consts): printable ASCII c is",
        "glyph c - FIRST, the Cyrillic letters А..я (U+%04X..U+%04X) are glyphs %d..%d in code point order, the"
        % (CYRILLIC_FIRST, CYRILLIC_LAST, LAST - FIRST + 1, placeholder - 1),
        "placeholder is glyph PLACEHOLDER = %d and U+%04X..U+%04X are glyph LATIN1[c - 0x%X]. Any other"
        % (placeholder, LATIN1_FIRST, LATIN1_LAST, LATIN1_FIRST),
        "character is glyph INDEX[i] where CODES[2*i : 2*i+2] is its code point (big-endian, sorted). Bytes, not",
        "tuples: a bytes constant costs the heap its length and no more.",
        '"""',
        "",
        "WIDTH = %d" % WIDTH,
        "ADVANCE = %d" % ADVANCE,
        "HEIGHT = %d" % HEIGHT,
        "FIRST = %d" % FIRST,
        "LAST = %d" % LAST,
        "PLACEHOLDER = %d" % placeholder,
        "",
        "LATIN1 = (",
    ]
    if max(extra) > 0xFFFF or len(data) > 256:
        raise FontError("the tables hold 16-bit code points and at most 256 glyphs")
    for i in range(0, len(latin1), 16):
        out.append("    %s  # U+%04X.." % (_bytes_literal(bytes(latin1[i : i + 16])), LATIN1_FIRST + i))
    out.append(")")
    out.append("CODES = (")
    for i in range(0, len(extra), 10):
        part = extra[i : i + 10]
        out.append("    %s  # %s" % (_bytes_literal(b"".join(cp.to_bytes(2, "big") for cp in part)), "".join(map(chr, part))))
    out.append(")")
    out.append("INDEX = (")
    for i in range(0, len(indexes), 10):
        out.append("    " + _bytes_literal(bytes(indexes[i : i + 10])))
    out.append(")")
    out.append("GLYPHS = (")
    for g, cols in enumerate(data):
        name = chr(order[g]) if order[g] > FIRST and order[g] != PLACEHOLDER else "U+%04X" % order[g]
        out.append("    %s  # %d %s" % (_bytes_literal(cols), g, name))
    out.append(")")
    return "\n".join(out) + "\n"


def render_layout(glyphs, aliases):
    """The consts block a glyph loop finds glyphs with (LAYOUT_BEGIN .. LAYOUT_END), from the layout font.py gets."""
    order, _, _, _, _, placeholder = layout(glyphs, aliases)
    cyrillic = order.index(CYRILLIC_FIRST)
    return "\n".join([
        LAYOUT_BEGIN,
        "# Where a character's glyph is in font.GLYPHS (tests/test_font_build.py draws every source character through",
        "# these): constant time for every letter of the box's three languages.",
        "_GW = const(%d)  # font.WIDTH: glyph columns" % WIDTH,
        "_ADV = const(%d)  # font.ADVANCE: pixels from one character to the next" % ADVANCE,
        "_FIRST = const(%d)  # font.FIRST: printable ASCII is glyph (code point - %d), no table needed" % (FIRST, FIRST),
        "_LAST = const(%d)  # font.LAST" % LAST,
        "_CYR_FIRST = const(0x%X)  # А..я come next, glyphs %d..%d in code point order: no table either"
        % (CYRILLIC_FIRST, cyrillic, cyrillic + CYRILLIC_LAST - CYRILLIC_FIRST),
        "_CYR_LAST = const(0x%X)" % CYRILLIC_LAST,
        "_CYR_SHIFT = const(0x%X)  # code point - glyph number in that block" % (CYRILLIC_FIRST - cyrillic),
        "_LAT_FIRST = const(0x%X)  # U+%04X..U+%04X (Spanish): glyph font.LATIN1[code point - 0x%X]"
        % (LATIN1_FIRST, LATIN1_FIRST, LATIN1_LAST, LATIN1_FIRST),
        "_LAT_LAST = const(0x%X)" % LATIN1_LAST,
        "_BOX = const(%d)  # font.PLACEHOLDER * WIDTH: byte offset of the placeholder glyph" % (placeholder * WIDTH),
        LAYOUT_END,
    ])


def spliced(text, block, name="the file"):
    """text with its LAYOUT_BEGIN .. LAYOUT_END lines replaced by block (FontError when they are not there once)."""
    if text.count(LAYOUT_BEGIN) != 1 or text.count(LAYOUT_END) != 1:
        raise FontError("%s needs one %r line and one %r line after it" % (name, LAYOUT_BEGIN, LAYOUT_END))
    start = text.index(LAYOUT_BEGIN)
    end = text.index(LAYOUT_END, start) + len(LAYOUT_END)
    return text[:start] + block + text[end:]


def build(source_path=SOURCE, users=LAYOUT_USERS):
    """{path: its text} of font.py and of each layout user, as the source gives them."""
    with open(source_path, encoding="utf-8") as f:
        glyphs, aliases = parse(f.read())
    out = {TARGET: render(glyphs, aliases)}
    block = render_layout(glyphs, aliases)
    for path in users:
        with open(path, encoding="utf-8") as f:
            out[path] = spliced(f.read(), block, os.path.relpath(path, os.path.join(HERE, "..")))
    return out


def _current(path):
    try:
        with open(path, encoding="utf-8") as f:
            return f.read()
    except OSError:
        return None


def main(argv=None, users=LAYOUT_USERS):
    argv = sys.argv[1:] if argv is None else argv
    texts = build(users=users)
    names = {path: os.path.relpath(path, os.path.join(HERE, "..")) for path in texts}
    if "--check" in argv:
        stale = [names[path] for path, text in texts.items() if _current(path) != text]
        if stale:
            print("%s out of date: run python tools/build_font.py" % ", ".join(stale))
            return 1
        print("%s up to date" % ", ".join(names.values()))
        return 0
    for path, text in texts.items():
        if _current(path) != text:
            with open(path, "w", encoding="utf-8") as f:
                f.write(text)
            print("wrote " + names[path])
    return 0


if __name__ == "__main__":
    sys.exit(main())
