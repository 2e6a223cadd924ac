"""Goat and Wolf opponents for either side: easy (random), normal (a hand-made guess), hard (table).

Most of the game is dice; the choices are the Wolf's path, jump targets, Ear shifts, the Lair
direction, the Cauldron option, the Trap and the Stump reroll. Every level scores each legal action by
the Goat's chance of winning after it (the Goat maximises, the Wolf minimises):
- normal rates the result with the hand-made `heuristic` (yaga.games.goat_wolf.ai_normal, loaded only for normal);
- hard reads the result from a table of win chances computed on the PC by value iteration over
  (cells, soul, Wolf direction, player to move) (tools/build_gw_table.py -> ai_table.bin, read from flash).
The table and the heuristic leave out step modifiers, misses and pending effects, which is most of what the
Goat's few choices change (an Ear shift, the Cauldron's -2, a reroll); so where the Goat chooses and its own
roll comes next, both levels play that roll through the engine for each option (12 distinct outcomes of a
move roll) and average what follows: hard the table, normal only the `journey` made (it cannot see the Wolf
there, which keeps it between easy and hard). The Wolf's options are rated directly, one apply each, so its
worst decision (a path among ten or more ends) stays within a Pico's 200 ms too.
"""

from yaga.compat import const
from yaga.engine import CHANCE
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf.board import CELLS
from yaga.games.goat_wolf.rules import (
    AT_CELL, AT_FLAGS, AT_PHASE, AT_TURN, AT_WINNER, DIE_BASE, F_CW, F_EXTRA, F_MISS, F_SOUL, PH_EAR, PH_LAIR, PH_OUT,
    PH_ROLL, PH_SOUL, PH_TRAP,
)

EASY = const(0)
NORMAL = const(1)
HARD = const(2)
LEVELS = ("easy", "normal", "hard")  # the levels' names, for tools and logs
TABLE_SIZE = const(10952)

# the phases that start a turn, as bits: roll, soul, out, Ear, Lair, Trap
_START_PHASES = 1 << PH_ROLL | 1 << PH_SOUL | 1 << PH_OUT | 1 << PH_EAR | 1 << PH_LAIR | 1 << PH_TRAP


def table_index(goat, soul, wolf, cw, turn):
    """Where a position's value lives in the table: 2*2*2*37*37 bytes."""
    return (((turn * 2 + soul) * 2 + cw) * CELLS + goat) * CELLS + wolf


def position_key(s):
    """The table index of s seen at the start of the next turn (mid-turn: the other player's)."""
    d = s[AT_FLAGS + gw.GOAT]
    turn = s[AT_TURN]
    if not (_START_PHASES >> s[AT_PHASE]) & 1 and not (s[AT_FLAGS + turn] >> F_EXTRA) & 1:
        turn = 1 - turn
        if (s[AT_FLAGS + turn] >> F_MISS) & 1:  # it will miss that turn: the mover goes again
            turn = 1 - turn
    return table_index(s[AT_CELL + gw.GOAT], (d >> F_SOUL) & 1, s[AT_CELL + gw.WOLF],
                       (s[AT_FLAGS + gw.WOLF] >> F_CW) & 1, turn)


_table = None  # ai_table.bin opened for reading, while hard plays
_byte = bytearray(1)


def open_table():
    """Open the hard level's table, ai_table.bin beside this module (chance = (b / 255) ** 2). It stays
    on the flash, read one byte at a time: none of its 10,952 bytes sits in RAM."""
    global _table
    if _table is None:
        from yaga.fs import folder_of

        _table = open(folder_of(__file__) + "ai_table.bin", "rb")


def table_value(s):
    """The hard level's chance that the Goat wins from s: the table's byte for the position s leads to."""
    w = s[AT_WINNER]
    if w:
        return 1.0 if w == 1 else 0.0
    open_table()
    _table.seek(position_key(s))
    _table.readinto(_byte)
    b = _byte[0]
    return b * b / 65025


# The rolls _expect plays, each with how many of the 36 rolls it stands for (a test checks them), one table:
# - from 0, any two dice (the rules read the pair, never the order): the 21 distinct pairs d1 * 6 + d2, d1 <= d2,
#   then their weights (1 a double, 2 otherwise);
# - from _TOTALS, a move or soul roll, which reads only the total besides the 4+4 and 5+5 combinations (GW-14,
#   GW-15): 0+0 .. 0+5, 1+5, 2+5, 3+5, 4+4, 4+5, 5+5 (each total 0..9 and the two combinations), then their weights.
_ROLLS = (b"\x00\x01\x02\x03\x04\x05\x07\x08\x09\x0a\x0b\x0e\x0f\x10\x11\x15\x16\x17\x1c\x1d\x23"
          b"\x01\x02\x02\x02\x02\x02\x01\x02\x02\x02\x02\x01\x02\x02\x02\x01\x02\x02\x01\x02\x01"
          b"\x00\x01\x02\x03\x04\x05\x0b\x11\x17\x1c\x1d\x23"
          b"\x01\x02\x03\x04\x05\x06\x05\x04\x02\x01\x02\x01")
_PAIRS = const(21)
_TOTALS = const(42)  # where the totals start; 12 of them


# the states score and _expect play actions on, made once: a hard game's thousands of looks allocate no copies
_after = bytearray(gw.STATE_SIZE)
_roll = bytearray(gw.STATE_SIZE)


def _expect(s, value):
    """The mean of value() over the outcomes of the chance node s (the look at the Goat's own next roll)."""
    total = 0.0
    t = _roll
    if not gw.two_dice(s):  # one die (an effect roll, the 4+4 second move)
        for a in range(DIE_BASE, DIE_BASE + 6):
            t[:] = s
            gw.apply_action(t, a)
            total += value(t)
        return total / 6
    ph = s[AT_PHASE]
    first, n = (_TOTALS, 12) if ph == PH_ROLL or ph == PH_SOUL else (0, _PAIRS)
    for i in range(first, first + n):
        t[:] = s
        gw.apply_action(t, _ROLLS[i])
        total += _ROLLS[n + i] * value(t)
    return total / 36


def score(s, a, level):
    """The Goat's chance of winning after action a, as the level sees it."""
    t = _after
    t[:] = s
    gw.apply_action(t, a)
    own_roll = t[AT_TURN] == gw.GOAT and s[AT_TURN] == gw.GOAT and gw.current_player(t) == CHANCE
    if level == HARD:
        return _expect(t, table_value) if own_roll else table_value(t)  # the Goat's own roll: play it
    from yaga.games.goat_wolf import ai_normal as normal  # loaded only while normal plays

    return _expect(t, normal.journey) if own_roll else normal.heuristic(t)


def choose(s, level, rng):
    """The action the AI at `level` takes for the player to move in s (not at a chance node)."""
    legal = gw.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    if level == EASY:
        return legal[rng.below(len(legal))]
    sign = 1 if gw.current_player(s) == gw.GOAT else -1
    best = legal[0]
    best_v = -2.0
    for a in legal:
        v = sign * score(s, a, level)
        if v > best_v:
            best, best_v = a, v
    return best
