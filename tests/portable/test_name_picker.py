"""The letter picker for names (yaga.name_picker): the three alphabets, a name's capitals,
delete and cancel, the length limit, and a redraw that allocates nothing."""

from screenkit import allocates_nothing, text_in_row
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.gfx import Canvas, code_points
from yaga.name_picker import ALPHABETS, NamePicker, small
from yaga.ui import BACK, CHOSEN, MOVED, NOTHING


def _go(p, row, col):
    while p.row != row:
        assert p.key(DOWN) == MOVED
    while p.col != col:
        assert p.key(RIGHT) == MOVED


def _type(p, ch):
    i = [chr(x).upper() for x in p.letters].index(ch.upper())
    _go(p, i // 12, i % 12)
    return p.key(A)


def test_the_three_alphabets_hold_the_fonts_letters_latin_spanish_and_cyrillic():
    assert len(ALPHABETS[0]) == 26 and "Ñ" in ALPHABETS[1] and "Ü" in ALPHABETS[1] and len(ALPHABETS[1]) == 33
    assert len(ALPHABETS[2]) == 33 and "Ё" in ALPHABETS[2]
    assert [chr(small(ord(ch))) for ch in "AÑÁЯЁ"] == ["a", "ñ", "á", "я", "ё"]
    assert code_points("AÑЯ←") == [ord("A"), ord("Ñ"), ord("Я"), ord("←")]


def test_a_name_gets_a_capital_first_and_small_letters_after_in_any_alphabet():
    p = NamePicker("P1", "", 8)
    for ch in "Ana":
        assert _type(p, ch) == MOVED
    assert p.name == "Ana" and chr(p.letters[0]) == "a"
    _go(p, 3, 3)
    assert p.key(A) == MOVED and p.key(A) == NOTHING  # one space, never two
    _go(p, 3, 2)
    p.key(A)  # Cyrillic
    assert p.alphabet == 2 and chr(p.letters[0]) == "А"  # a new word: a capital
    _type(p, "Я")
    assert p.name == "Ana Я"
    _go(p, 3, 1)
    p.key(A)
    for ch in "ñéo":
        _type(p, ch)
    assert p.name == "Ana Яñéo"
    assert _type(p, "z") == NOTHING and p.name == "Ana Яñéo"  # 8 letters at most
    _go(p, 3, 5)
    assert p.key(A) == CHOSEN and p.name == "Ana Яñéo"


def test_without_words_only_the_first_letter_is_a_capital():
    p = NamePicker("Quest", "Slay", 16, "OK", False)
    _go(p, 3, 3)
    p.key(A)
    _type(p, "t")
    assert p.name == "Slay t"


def test_the_delete_key_takes_the_last_letter_b_cancels_and_a_trailing_space_goes():
    p = NamePicker("P2", "Bo", 8)
    _go(p, 3, 4)  # ←
    assert p.key(A) == MOVED and p.name == "B" and chr(p.letters[0]) == "a"
    assert p.key(A) == MOVED and p.name == "" and chr(p.letters[0]) == "A"
    assert p.key(A) == MOVED and p.name == ""
    assert p.key(B) == BACK
    p = NamePicker("P2", "Bo", 8)
    _go(p, 3, 3)
    p.key(A)
    _go(p, 3, 5)
    assert p.key(A) == CHOSEN and p.name == "Bo"
    assert p.key(DICE) == NOTHING


def test_the_cursor_wraps_and_skips_rows_an_alphabet_leaves_empty():
    p = NamePicker("P3", "", 8)
    assert p.key(UP) == MOVED and p.row == 3  # the key row
    p.key(LEFT)
    assert p.col == 5  # OK, at the end of the key row
    p.key(UP)
    assert (p.row, p.col) == (2, 1)  # Latin's third row holds Y and Z only


def test_the_name_and_the_letters_are_drawn_and_a_redraw_allocates_nothing():
    c = Canvas()
    p = NamePicker("P1: name", "Ива", 8, "OK", True, 2)
    p.draw(c)
    assert text_in_row(c, "Ива", 11) and text_in_row(c, "OK", 51)
    assert allocates_nothing(lambda: p.draw(c))
