"""The dice tray's names that only tests and tools use, apart from yaga.games.dice.rules so the tray does not keep
them in RAM: every die kind, the state's ENTRY layout, and a few readers. `dice.K_D20`, `dice.value(s, i)` ...
find them here through yaga.games.dice.rules's module __getattr__ (the layout itself is documented there).
"""

from yaga.games.dice import rules as dice

K_D2 = 0
K_D4 = 1
K_D6 = 2
K_D8 = 3
K_D10 = 4
K_D12 = 5
K_D20 = 6
K_D100 = 7
K_D6Z = 8

HISTORY = 10
FILLED = 33  # the state's offset of the number of history entries
ENTRY_SIZE = 28
E_COUNT = 0
E_TARGET = 1
E_ROLLED = 2
E_REROLLED = 3
E_KINDS = 4
E_VALUES = 16


def count(s, off=dice.POOL):
    return s[off + E_COUNT]


def kind(s, i, off=dice.POOL):
    return s[off + E_KINDS + i]


def value(s, i, off=dice.POOL):
    return s[off + E_VALUES + i]


def rolled(s, off=dice.POOL):
    return s[off + E_ROLLED] == 1


def target(s, off=dice.POOL):
    return s[off + E_TARGET]


def history_count(s):
    return s[FILLED]


def highest_face(kind):
    return dice.lowest(kind) + dice.sides(kind) - 1


def rerolled_die(s, off=dice.POOL):
    """The die rerolled alone by this roll, or -1 when all were rolled."""
    return s[off + E_REROLLED] - 1


def entry_to_str(s, off=dice.POOL):
    """A roll as text, e.g. '3+5+0 (2d6 d6z)'."""
    return "%s (%s)" % (dice.faces_to_str(s, off), dice.summary(s, off))
