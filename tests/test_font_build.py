"""tools/build_font.py: the checked-in lib/yaga/font.py is what the glyph source gives, and bad source is refused."""

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tools"))
import build_font  # noqa: E402
from yaga import font, gfx  # noqa: E402


def test_font_py_is_up_to_date_with_the_source():
    assert build_font.main(["--check"]) == 0


def _one(rows, header=": A"):
    return "\n".join([header] + rows) + "\n"


def test_rows_become_column_bytes_bit0_on_top():
    glyphs, _ = build_font.parse(_one(["#....", ".#...", "..#..", "...#.", "....#", ".....", "....."]))
    assert build_font.columns(glyphs[ord("A")]) == bytes((1, 2, 4, 8, 16))
    glyphs, _ = build_font.parse(_one(["....."] * 7 + ["#####"]))
    assert build_font.columns(glyphs[ord("A")]) == bytes((0x80,) * 5)


@pytest.mark.parametrize(
    "text",
    [
        _one(["###"] + ["....."] * 6),  # a short row
        _one(["..x.."] + ["....."] * 6),  # a stray cell
        _one(["....."] * 6),  # too few rows
        _one(["....."] * 9),  # too many rows
        _one(["....."] * 7) + _one(["....."] * 7),  # defined twice
        ": Б = Ж\n",  # alias of a missing glyph
        ".....\n",  # a row outside a glyph
        ": AB\n",  # not one character
    ],
)
def test_malformed_source_is_refused_with_a_line(text):
    with pytest.raises(build_font.FontError):
        build_font.parse(text)


def _source():
    return build_font.parse(open(build_font.SOURCE, encoding="utf-8").read())


def test_ascii_then_cyrillic_in_code_point_order_then_the_placeholder():
    glyphs, aliases = _source()
    order, data, latin1, extra, indexes, placeholder = build_font.layout(glyphs, aliases)
    assert order[:95] == list(range(32, 127))
    assert order[95:159] == list(range(0x410, 0x450))  # А..я: gfx finds them without a table
    assert placeholder == 159 and order[159] == 0xFFFD
    assert data[placeholder] == bytes((0x7F, 0x41, 0x41, 0x41, 0x7F))
    assert data[95] == data[ord("A") - 32]  # Cyrillic А is drawn as Latin A, a copy of its columns
    assert len(latin1) == 96 and latin1[ord("ñ") - 0xA0] == order.index(ord("ñ"))
    assert latin1[0] == placeholder  # U+00A0 is not in the font
    assert extra == sorted(extra) and [indexes[extra.index(cp)] for cp in (0x401, 0x451)] == [
        order.index(0x401),
        order.index(0x451),
    ]


def test_gfx_draws_every_source_character_with_its_own_columns():
    """The consts yaga.gfx finds glyphs with agree with the layout this builder writes: source to pixels."""
    glyphs, aliases = _source()
    for cp in list(glyphs) + list(aliases):
        o = gfx.glyph_offset(chr(cp))
        assert font.GLYPHS[o : o + 5] == build_font.columns(glyphs[aliases.get(cp, cp)]), "U+%04X" % cp
        assert gfx.has_glyph(chr(cp)) == (cp != 0xFFFD)
    for cp in range(0x10000):
        if cp not in glyphs and cp not in aliases and not 0xD800 <= cp < 0xE000:
            assert gfx.glyph_offset(chr(cp)) == font.PLACEHOLDER * 5, "U+%04X" % cp


def test_missing_cyrillic_letter_is_refused():
    glyphs, aliases = _source()
    del glyphs[ord("Ж")]
    with pytest.raises(build_font.FontError, match="U\\+0416"):
        build_font.layout(glyphs, aliases)


def test_missing_ascii_is_refused():
    with pytest.raises(build_font.FontError):
        build_font.layout(*build_font.parse(_one(["....."] * 7, ": U+FFFD")))


def test_the_layout_block_is_written_between_its_lines_and_nowhere_else():
    glyphs, aliases = _source()
    block = build_font.render_layout(glyphs, aliases)
    text = "a = 1\n" + build_font.LAYOUT_BEGIN + "\n_GW = const(4)\n" + build_font.LAYOUT_END + "\nb = 2\n"
    assert build_font.spliced(text, block) == "a = 1\n" + block + "\nb = 2\n"
    assert "_BOX = const(%d)" % (font.PLACEHOLDER * font.WIDTH) in block
    assert "_CYR_SHIFT = const(0x%X)" % (0x410 - 95) in block


@pytest.mark.parametrize("text", ["a = 1\n", build_font.LAYOUT_BEGIN + "\n", build_font.LAYOUT_END + "\n"])
def test_a_layout_user_without_its_two_lines_is_refused(text):
    with pytest.raises(build_font.FontError):
        build_font.spliced(text, "block")


def test_check_names_a_glyph_loop_whose_layout_was_edited_by_hand(tmp_path, capsys):
    user = tmp_path / "gfx.py"
    with open(build_font.LAYOUT_USERS[0], encoding="utf-8") as f:
        user.write_text(f.read().replace("_ADV = const(6)", "_ADV = const(7)"), encoding="utf-8")
    assert build_font.main(["--check"], users=(str(user),)) == 1
    assert "out of date" in capsys.readouterr().out
