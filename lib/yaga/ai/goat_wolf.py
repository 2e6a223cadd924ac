"""Goat and Wolf opponents for either side: easy (random), normal (a hand-made guess), hard (table).

Most of the game is dice; the choices are the Wolf's path, jump targets, Ear shifts, the Lair
direction, the Cauldron option, the Trap and the Stump reroll. Every level scores each legal action by
the Goat's chance of winning after it (the Goat maximises, the Wolf minimises):
- normal rates the result with the hand-made `heuristic` (yaga.ai.goat_wolf_normal, loaded only for normal);
- hard reads the result from a table of win chances computed on the PC by value iteration over
  (cells, soul, Wolf direction, player to move) (tools/build_gw_table.py -> goat_wolf_table.bin, read from flash).
The table and the heuristic leave out step modifiers, misses and pending effects, which is most of what the
Goat's few choices change (an Ear shift, the Cauldron's -2, a reroll); so where the Goat chooses and its own
roll comes next, both levels play that roll through the engine for each option (12 distinct outcomes of a
move roll) and average what follows: hard the table, normal only the `journey` made (it cannot see the Wolf
there, which keeps it between easy and hard). The Wolf's options are rated directly, one apply each, so its
worst decision (a path among ten or more ends) stays within a Pico's 200 ms too.
"""

from yaga.compat import const
from yaga.rules import goat_wolf as gw

# yaga.engine's CHANCE, folded: no RAM
_CHANCE = const(-1)

# goat_wolf_board's cells and rings this module reads (there as _NAME), folded: no RAM
_CELLS = const(37)

# the engine's constants this module reads (yaga.rules.goat_wolf, there as _NAME), folded: no RAM
_AT_CELL = const(6)
_AT_FLAGS = const(8)
_AT_PHASE = const(4)
_AT_TURN = const(5)
_AT_WINNER = const(16)
_DIE_BASE = const(36)
_F_CW = const(4)
_F_EXTRA = const(1)
_F_MISS = const(0)
_F_SOUL = const(4)
_PH_EAR = const(4)
_PH_LAIR = const(5)
_PH_OUT = const(11)
_PH_ROLL = const(0)
_PH_SOUL = const(1)
_PH_TRAP = const(6)

EASY = const(0)
NORMAL = const(1)
HARD = const(2)
LEVELS = ("easy", "normal", "hard")

_START_PHASES = (_PH_ROLL, _PH_SOUL, _PH_OUT, _PH_EAR, _PH_LAIR, _PH_TRAP)
TABLE_SIZE = const(10952)


def table_index(goat, soul, wolf, cw, turn):
    """Where a position's value lives in the table: 2*2*2*37*37 bytes."""
    return (((turn * 2 + soul) * 2 + cw) * _CELLS + goat) * _CELLS + wolf


def position_key(s):
    """The table index of s seen at the start of the next turn (mid-turn: the other player's)."""
    d = s[_AT_FLAGS + gw.GOAT]
    turn = s[_AT_TURN]
    if s[_AT_PHASE] not in _START_PHASES and not (s[_AT_FLAGS + turn] >> _F_EXTRA) & 1:
        turn = 1 - turn
        if (s[_AT_FLAGS + turn] >> _F_MISS) & 1:  # it will miss that turn: the mover goes again
            turn = 1 - turn
    return table_index(s[_AT_CELL + gw.GOAT], (d >> _F_SOUL) & 1, s[_AT_CELL + gw.WOLF],
                       (s[_AT_FLAGS + gw.WOLF] >> _F_CW) & 1, turn)


_table = None  # goat_wolf_table.bin opened for reading, while hard plays
_byte = bytearray(1)


def open_table():
    """Open the hard level's table, goat_wolf_table.bin beside this module (chance = (b / 255) ** 2). It stays
    on the flash, read one byte at a time: none of its 10,952 bytes sits in RAM."""
    global _table
    if _table is None:
        from yaga.words import folder_of

        _table = open(folder_of(__file__) + "goat_wolf_table.bin", "rb")


def table_value(s):
    """The hard level's chance that the Goat wins from s: the table's byte for the position s leads to."""
    w = s[_AT_WINNER]
    if w:
        return 1.0 if w == 1 else 0.0
    open_table()
    _table.seek(position_key(s))
    _table.readinto(_byte)
    b = _byte[0]
    return b * b / 65025


# the 21 distinct pairs of two dice (the rules read the pair, never the order) and their weights out of 36
_PAIRS = bytes(d1 * 6 + d2 for d1 in range(6) for d2 in range(d1, 6))
_WEIGHTS = bytes(1 if a // 6 == a % 6 else 2 for a in _PAIRS)
# a move or soul roll reads only the total, besides the 4+4 and 5+5 combinations (GW-14, GW-15): one roll
# for each total 0..9 and the two combinations, with how many of the 36 rolls give it
_TOTALS = bytes((0, 1, 2, 3, 4, 5, 11, 17, 23, 28, 29, 35))  # 0+0 .. 0+5, 1+5, 2+5, 3+5, 4+4, 4+5, 5+5
_TOTAL_WEIGHTS = bytes((1, 2, 3, 4, 5, 6, 5, 4, 2, 1, 2, 1))


# the states score and _expect play actions on, made once: a hard game's thousands of looks allocate no copies
_after = bytearray(gw.STATE_SIZE)
_roll = bytearray(gw.STATE_SIZE)


def _expect(s, value):
    """The mean of value() over the outcomes of the chance node s (the look at the Goat's own next roll)."""
    total = 0.0
    t = _roll
    if not gw.two_dice(s):  # one die (an effect roll, the 4+4 second move)
        for a in range(_DIE_BASE, _DIE_BASE + 6):
            t[:] = s
            gw.apply_action(t, a)
            total += value(t)
        return total / 6
    ph = s[_AT_PHASE]
    rolls, weights = (_TOTALS, _TOTAL_WEIGHTS) if ph == _PH_ROLL or ph == _PH_SOUL else (_PAIRS, _WEIGHTS)
    for i in range(len(rolls)):
        t[:] = s
        gw.apply_action(t, rolls[i])
        total += weights[i] * value(t)
    return total / 36


def score(s, a, level):
    """The Goat's chance of winning after action a, as the level sees it."""
    t = _after
    t[:] = s
    gw.apply_action(t, a)
    own_roll = t[_AT_TURN] == gw.GOAT and s[_AT_TURN] == gw.GOAT and gw.current_player(t) == _CHANCE
    if level == HARD:
        return _expect(t, table_value) if own_roll else table_value(t)  # the Goat's own roll: play it
    from yaga.ai import goat_wolf_normal as normal  # loaded only while normal plays

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
