"""tools/build_font.py: the checked-in lib/yaga/font.py is what the glyph source gives, and bad source is refused."""

import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "tools"))
import build_font  # noqa: E402


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


def test_aliases_share_the_glyph_and_ascii_is_direct():
    glyphs, aliases = build_font.parse(open(build_font.SOURCE, encoding="utf-8").read())
    order, data, extra, indexes, placeholder = build_font.layout(glyphs, aliases)
    assert order[: 95] == list(range(32, 127))
    assert extra == sorted(extra)
    assert indexes[extra.index(ord("А"))] == ord("A") - build_font.FIRST  # Cyrillic A is Latin A's glyph
    assert data[placeholder] == bytes((0x7F, 0x41, 0x41, 0x41, 0x7F))


def test_missing_ascii_is_refused():
    with pytest.raises(build_font.FontError):
        build_font.layout(*build_font.parse(_one(["....."] * 7, ": U+FFFD")))
