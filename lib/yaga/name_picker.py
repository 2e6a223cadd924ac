"""A name typed with the D-pad (Picker's kin for words): a keyboard of the box's three alphabets on screen.

The letters of one alphabet fill three rows (Latin; Spanish with Ñ and the accented vowels; Cyrillic with Ё),
and a fourth row holds the alphabets' tabs, a space, delete (←) and OK. The D-pad moves the highlight, A types
the letter (or does the key), B cancels as everywhere on the box (the owner keeps the name it had). A name
is written as names are: a capital first, small letters after (with `words`, each word's first is a capital:
"Anna Maria", without: "Slay the dragon"), so no shift key is needed; the keyboard shows the letters in the
case A will type.

Any app can use it (the quest companion's players and quest cards first):
    self.widget = NamePicker(title, old_name, 8, ok_text, words=True)
    r = self.widget.key(k)            # ui.CHOSEN: self.widget.name is the name; ui.BACK: cancelled
Drawing allocates nothing; a key that types allocates the new name.
"""

from yaga.buttons import A, B, DOWN, LEFT, RIGHT, UP
from yaga.compat import const
from yaga.gfx import code_points, text_width
from yaga.ui import BACK, CHOSEN, MOVED, NOTHING, title_bar
from yaga.widgets import Picker

_W = const(128)
_CELL = const(10)  # a letter's cell across
_ROW_H = const(10)
_TOP = const(22)  # the first keyboard row
_PER_ROW = const(12)
_KEY_ROW = const(3)  # the row of tabs and keys
_TABS = const(3)
_SPACE = const(3)  # on the key row: the tabs 0..2, then these
_DELETE = const(4)
_OK = const(5)

ALPHABETS = (
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "ABCDEFGHIJKLMNÑOPQRSTUVWXYZÁÉÍÓÚÜ",
    "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ",
)
_TAB_LABELS = ("ABC", "ÑÁÉ", "АБВ")
_KEY_X = (1, 25, 49, 74, 86)  # where each key of the key row starts (OK: at the right edge)
_KEY_LABELS = _TAB_LABELS + ("_", "←")


def small(code):
    """The small letter of a capital of the three alphabets, by code point (MicroPython's str.lower knows ASCII
    only)."""
    return code + (0x50 if code == 0x401 else 0x20)  # Ё -> ё; the rest lie 32 apart


class NamePicker:
    def __init__(self, title, name="", most=8, ok_text="OK", words=True, alphabet=0):
        self.title = title
        self.words = words
        self.name = name[:most]
        self.most = most
        self.ok_text = ok_text
        self.alphabet = alphabet
        self.row = 0
        self.col = 0
        self._letters()

    def _letters(self):
        """The keyboard's letters (code points), in the case the next letter is typed in."""
        capital = not self.name or self.words and self.name[-1] == " "
        letters = code_points(ALPHABETS[self.alphabet])
        self.letters = letters if capital else [small(o) for o in letters]

    def _row_length(self, row):
        if row == _KEY_ROW:
            return _OK + 1
        return max(0, min(_PER_ROW, len(self.letters) - row * _PER_ROW))

    def key(self, k):
        if k == UP or k == DOWN:
            row = self.row
            for _ in range(_KEY_ROW + 1):  # the next row that has keys (an alphabet may fill fewer rows)
                row = (row + (1 if k == DOWN else _KEY_ROW)) % (_KEY_ROW + 1)
                if self._row_length(row):
                    break
            self.row = row
            self.col = min(self.col, self._row_length(row) - 1)
            return MOVED
        if k == LEFT or k == RIGHT:
            n = self._row_length(self.row)
            self.col = (self.col + (1 if k == RIGHT else n - 1)) % n
            return MOVED
        if k == B:
            return BACK
        if k != A:
            return NOTHING
        if self.row < _KEY_ROW:
            return self._type(chr(self.letters[self.row * _PER_ROW + self.col]))
        if self.col < _TABS:
            self.alphabet = self.col
            self._letters()
            return MOVED
        if self.col == _SPACE:
            return self._type(" ") if self.name and self.name[-1] != " " else NOTHING
        if self.col == _DELETE:
            if self.name:
                self._set(self.name[:-1])
            return MOVED
        self.name = self.name.strip()
        return CHOSEN

    def _type(self, ch):
        if len(self.name) >= self.most:
            return NOTHING
        self._set(self.name + ch)
        return MOVED

    def _set(self, name):
        self.name = name
        self._letters()

    def draw(self, c):
        c.clear()
        title_bar(c, self.title)
        x = c.text(self.name, 2, 11)
        if len(self.name) < self.most:
            c.hline(x, 18, 5, 1)  # where the next letter goes
        letters = self.letters
        for i in range(len(letters)):
            row = i // _PER_ROW
            col = i % _PER_ROW
            on = row == self.row and col == self.col
            cx = 4 + col * _CELL
            y = _TOP + row * _ROW_H - 1
            if on:
                c.fill_rect(cx - 2, y - 1, _CELL - 1, _ROW_H, 1)
            c.glyph(letters[i], cx, y, 0 if on else 1)
        y = _TOP + _KEY_ROW * _ROW_H - 2
        for i in range(_OK + 1):
            label = self.ok_text if i == _OK else _KEY_LABELS[i]
            w = text_width(label) + 1
            x = _W - w - 2 if i == _OK else _KEY_X[i]
            on = self.row == _KEY_ROW and self.col == i
            if on or i == self.alphabet:
                c.fill_rect(x, y, w + 1, _ROW_H - 1, 1)  # the highlight, or the alphabet shown
                if i == self.alphabet and not on:
                    c.fill_rect(x + 1, y + 1, w - 1, _ROW_H - 3, 0)  # the alphabet shown: a frame
            c.text(label, x + 1, y + 1, 0 if on else 1)
