"""Goat and Wolf opponents for either side: easy (random), normal (a hand-made guess), hard (search and table).

Most of the game is dice; the choices are the Wolf's path, jump targets, Ear shifts, the Lair direction, the
Cauldron option, the Trap and the Stump reroll. Normal and hard score each legal action by the Goat's chance of
winning after it (the Goat maximises, the Wolf minimises):
- normal rates the result with the hand-made `heuristic` (yaga.games.goat_wolf.ai_normal, loaded only for
  normal); where the Goat chooses and its own roll comes next, it plays that roll through the engine (12
  distinct outcomes of a move roll) and averages only the `journey` made (it cannot see the Wolf there, which
  keeps it between easy and hard);
- hard searches the rest of its own turn after each action, every roll and choice of it through the engine (the
  6 steps after a 5+5 jump, the one die of a 4+4, the effect rolls), and reads the Goat's chance where the turn
  ends from a table the solver made for the rule set played (tools/gw_solver), on the flash. Bounds keep its
  worst decision short: a move or soul roll inside the turn (after an Ear shift, a Lair direction or a reroll)
  is read from the table too, not played through; so is a piece's one-die move of a 4+4 where the table holds
  those (each of the die's six moves may be a choice of the Wolf's paths or end on effects with rolls of their
  own: a dozen 8-step paths each followed by those six took a third of a second on the Pico); and below the
  action being chosen the Goat's reroll of an effect roll is taken as kept. The solver values exactly this
  search against the optimal opponent (docs/goat-and-wolf-solved.md). What cannot change the choice is not
  searched (alpha-beta windows, the rolls' outcomes bounded by 0 and 1, the values read kept for the decision,
  an effect roll played once a reading the rules make of it): the same choice as the whole search.
"""

from yaga.compat import const

try:
    from gc import threshold as _threshold  # MicroPython: collect after so many bytes allocated
except ImportError:  # CPython
    _threshold = None
from yaga.engine import CHANCE
from yaga.fs import folder_of
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf.board import CELLS
from yaga.games.goat_wolf.rules import (
    AT_CELL, AT_DIE1, AT_EFF, AT_FLAGS, AT_HOLD, AT_LAKE, AT_LAKE_LEFT, AT_MOD, AT_ODD, AT_PHASE, AT_REROLL, AT_TURN,
    AT_TURNS, AT_WINNER, A_KEEP, DIE_BASE, F_CW, F_SHIELD, F_SISTERS, F_SOUL, GOAT, PH_LAIR, PH_OVER,
    PH_EFFECT, PH_REROLL, PH_ROLL, PH_SOUL, PH_WIND, WOLF,
)

EASY = const(0)
NORMAL = const(1)
HARD = const(2)
LEVELS = ("easy", "normal", "hard")  # the levels' names, for tools and logs

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
_DIE = bytes(range(DIE_BASE, DIE_BASE + 6)) + b"\x01" * 6  # one die: its 6 faces, each weighing 1
# An effect's roll as the rules read it: a roll for each distinct reading, then how many of the die's 6 faces (or
# the two dice's 36 rolls) give it; by effect (EF_BONE .. EF_CAULDRON). A test plays every face against them.
_EFFECT_ROLLS = (
    b"",  # no effect 0
    bytes((DIE_BASE + 1, DIE_BASE, 1, 5)),  # M3 Bonebreaker: a 1, or not
    bytes((DIE_BASE + 3, DIE_BASE, 1, 5)),  # M11 Owl's Eye: a 3, or not
    bytes((DIE_BASE, DIE_BASE + 2, DIE_BASE + 4, 2, 2, 2)),  # I5 Black Lake: half the die, 0, 1 or 2
    _DIE,  # I6 Red Lake: every face its own
    b"\x00\x01\x0b\x01\x14\x0f",  # I1 Knowing Stump: the sum 0 (0+0), 1-5 (0+1) or 6-10 (1+5)
    b"\x00\x1c\x23\x1d\x10\x09\x09\x02",  # I2 Cauldron: no 4 or 5 (0+0), a 4 (4+4), a 5 (5+5), both (4+5)
)
_KEEP = (A_KEEP,)



# ---- hard: its own turn searched, the turn's ends read from the table -------------------------------------------
# A table per rule set beside this module, made by tools/gw_solver (tools/gw_solver/table.py: the layout, and how
# its cells were chosen), little-endian, read a record at a time with seek and readinto:
# - a record of 5 bytes per base cell (_base_index: the mover, the soul, the Wolf's direction, the two cells): its
#   value (u16) and how many exceptions come before its own (u24); one record more closes the last run, its value
#   field the table's winds (bit p set: it holds piece p's one-die moves of a 4+4);
# - the exceptions, 6 bytes each, by signature within their base cell: the pending features (u32, _signature) and
#   the value (u16). A value b is the Goat's chance (b / 65535) ** 2.
TABLES = ("ai_table.bin", "ai_table_balanced.bin")  # the rules as written, the balanced rules (GW-36)
BASE_CELLS = const(10952)  # 2 movers * 2 souls * 2 directions * 37 * 37 cells
RECORD = const(5)
EXCEPTION = const(6)
EXCEPTIONS = const(54765)  # where the exceptions start: RECORD * (BASE_CELLS + 1)
RUN_MAX = const(48)  # the most exceptions of one base cell (gw_solver.table.RUN_MAX)
_DEPTH = const(12)  # states the search keeps, one a level: a turn is at most 10 rolls and choices deep (the solver)
_TIE = 1e-12  # values this close are one: the first legal action among them is taken, as the solver's model does
_MARGIN = 1e-5  # an action is cut only when shown this much more than _TIE worse: rounding (single precision on
# the Pico) cannot make a cut action the one the whole search would take

_table = None  # the open table's file, while hard plays
_table_rules = -1  # whose table is open: 0 as written, 1 balanced
_winds = 0  # whose one-die moves of a 4+4 the open table holds, and the search reads there: bit p for piece p
_record = bytearray(2 * RECORD)
_run = bytearray(EXCEPTION * RUN_MAX)
_stack = [bytearray(gw.STATE_SIZE) for _ in range(_DEPTH)]  # the search's states: its looks allocate no copies
_before = [bytearray(gw.STATE_SIZE) for _ in range(_DEPTH)]  # at a roll, the state its last outcome searched led to


def table_present(balanced=False):
    """Whether the hard level's table for these rules is on the flash: a box installed from the .uf2 alone has
    none until a PC puts them there (make tables), and hard then plays as normal rather than fail."""
    try:
        open(folder_of(__file__) + TABLES[balanced], "rb").close()
        return True
    except OSError:
        return False


def open_table(balanced=False):
    """Open the hard level's table for the rules as written or the balanced ones (GW-36). It stays on the flash:
    the search reads a record, and a base cell's exceptions, at a time; none of its 256 KB sits in RAM."""
    global _table, _table_rules, _winds
    if _table_rules != balanced:
        if _table is not None:
            _table.close()
        _table = open(folder_of(__file__) + TABLES[balanced], "rb")
        _table_rules = balanced
        _table.seek(RECORD * BASE_CELLS)  # the closing record: its value field holds the winds
        _table.readinto(_record)
        _winds = _record[0] & 3
        _known.clear()


def _base_index(s):
    soul = (s[AT_FLAGS + GOAT] >> F_SOUL) & 1
    cw = (s[AT_FLAGS + WOLF] >> F_CW) & 1
    return (((s[AT_TURN] * 2 + soul) * 2 + cw) * CELLS + s[AT_CELL + GOAT]) * CELLS + s[AT_CELL + WOLF]


def _signature(s):
    """s's pending features packed as gw_solver.table.SIGNATURE: the Goat's miss, extra turn, Ear, Sisters and
    shield; the Wolf's miss, extra turn and Ear; a Lair direction to choose; any Wolf modifier; the Goat's
    modifier (-8..7); the reroll; odd soul rolls (0..2); Black Lake's penalty and turns left; the hold. A
    one-die move of a 4+4 waiting (GW-15) is its own bit alone: the table keeps one value of those a base cell."""
    ph = s[AT_PHASE]
    if ph == PH_WIND:
        return 1 << 24
    g = s[AT_FLAGS + GOAT]
    w = s[AT_FLAGS + WOLF]
    sig = (g & 7) | ((g >> F_SISTERS) & 1) << 3 | ((g >> F_SHIELD) & 1) << 4 | (w & 7) << 5
    if ph == PH_LAIR:
        sig |= 1 << 8
    if s[AT_MOD + WOLF]:
        sig |= 1 << 9
    sig |= min(15, max(0, gw.modifier(s, GOAT) + 8)) << 10 | s[AT_REROLL] << 14 | min(2, s[AT_ODD]) << 16
    return sig | s[AT_LAKE] << 18 | s[AT_LAKE_LEFT] << 20 | s[AT_HOLD] << 22  # each within its 2 bits (is_valid)


def table_value(s):
    """The Goat's chance at s as hard's table has it: the exception for s's pending features if its base cell
    keeps one, else the base cell's; a finished game is read from s."""
    w = s[AT_WINNER]
    if w:
        return 1.0 if w == 1 else 0.0
    open_table(gw.balanced(s))
    return _value(s)


def _value(s):
    """table_value of a game not finished, its table open. The values read are kept, each under its base cell
    with the raw bytes its signature is made of (cheaper than the signature), till forget_values: a search meets
    the same few turn starts again and again."""
    base = _base_index(s)
    flags = s[AT_PHASE] << 24 | s[AT_MOD + GOAT] << 16 | s[AT_FLAGS + WOLF] << 8 | s[AT_FLAGS + GOAT]
    rest = s[AT_HOLD] << 22 | s[AT_LAKE_LEFT] << 20 | s[AT_LAKE] << 18 | s[AT_ODD] << 10 | s[AT_REROLL] << 8 | s[
        AT_MOD + WOLF]
    known = _known.get(base)
    if known is None:
        known = _known[base] = []
    else:
        for i in range(0, len(known), 3):
            if known[i] == flags and known[i + 1] == rest:
                return known[i + 2]
    x = _read(s, base) / 65535
    x *= x
    known.append(flags)
    known.append(rest)
    known.append(x)
    return x


_known = {}  # base cell -> [flags, rest, value, ...]: the values _value read since forget_values


def forget_values():
    """Drop the table values kept (the search's memory of them lasts one decision)."""
    _known.clear()


def _read(s, base):
    """The table's value b of s (its chance is (b / 65535) ** 2), from the flash."""
    r = _record
    _table.seek(RECORD * base)
    _table.readinto(r)
    b = r[0] | r[1] << 8
    first = r[2] | r[3] << 8 | r[4] << 16
    n = (r[7] | r[8] << 8 | r[9] << 16) - first
    if n:
        e = _run
        _table.seek(EXCEPTIONS + EXCEPTION * first)
        _table.readinto(e)  # the run, and maybe more: only its n are looked at
        sig = _signature(s).to_bytes(4, "little")
        end = EXCEPTION * n
        o = e.find(sig, 0, end)  # in C: halving the run in Python took ~0.7 ms a read on the Pico (measured)
        while o > 0 and o % EXCEPTION:  # found across two exceptions: look on
            o = e.find(sig, o + 1, end)
        if o >= 0:
            b = e[o + 4] | e[o + 5] << 8
    return b


def _turns(s):
    return s[AT_TURNS] << 8 | s[AT_TURNS + 1]


def search(s, depth, turn):
    """The Goat's chance at s, reached inside the turn begun as number `turn`, as hard's search sees it: the
    rest of that turn played out (every roll's distinct outcomes weighted, every choice the best for its player) to
    the next turn's start, read from the table; so is a move or soul roll inside the turn, and a piece's one-die
    move of a 4+4 where the table holds those, and the Goat's reroll of an effect roll counts as kept (the bounds:
    s is below the action being chosen)."""
    open_table(gw.balanced(s))
    return _search(s, depth, turn, -1.0, 2.0)


def _search(s, depth, turn, lo, hi):
    """search's value of s where only a value strictly between lo and hi matters. Such a value is exact (every
    outcome summed and every action compared as by the whole search, so it is the same number); otherwise the
    answer v only bounds it: at most v when v <= lo, at least v when v >= hi. What cannot bring the value
    inside the window is not searched: alpha-beta at the choices, and at a roll the outcomes left are bounded
    by 0 and 1 (Star1). An effect roll is played once for each distinct reading of it (_EFFECT_ROLLS), and an
    outcome that still leaves the state as the one before it did (bytes the rest of the turn reads: the Cauldron
    with the Wolf not yet out) takes that outcome's value."""
    ph = s[AT_PHASE]
    if ph == PH_OVER:
        return 1.0 if s[AT_WINNER] == 1 else 0.0
    if s[AT_TURNS] << 8 | s[AT_TURNS + 1] != turn or ph == PH_ROLL or ph == PH_SOUL or (
            ph == PH_WIND and _winds >> s[AT_TURN] & 1):
        return _value(s)  # the next turn's start, or a roll inside the turn the table values (the bounds)
    t = _stack[depth]
    if ph <= PH_WIND:  # a roll
        if ph == PH_EFFECT:  # each distinct reading of the effect's die or dice once
            rolls = _EFFECT_ROLLS[s[AT_EFF]]
            all_ = 36 if gw.two_dice(s) else 6
        else:  # the one die of a 4+4
            rolls, all_ = _DIE, 6
        n = len(rolls) >> 1
        wide = lo < 0.0 and hi > 1.0  # no outcome can leave the window: theirs are as wide
        before = _before[depth]
        effect = ph == PH_EFFECT  # its readings may still do the same (a move's never): compared
        total = 0.0
        left = all_  # the weight of the outcomes not yet searched
        for i in range(n):
            w = rolls[n + i]
            left -= w
            t[:] = s
            gw.search_apply(t, rolls[i])
            if t[AT_PHASE] == PH_REROLL:  # the Goat's reroll of this effect roll, below the choice: kept
                gw.search_apply(t, A_KEEP)
            if i == 0 or not (effect and _same(t, before)):
                if wide:
                    low, high = -1.0, 2.0
                else:  # this outcome's window: the values of it that keep the mean inside lo..hi
                    low = (lo * all_ - total - left) / w
                    high = (hi * all_ - total) / w
                v = _search(t, depth + 1, turn, low, high)
                if v <= low:  # the mean is at most this, and so at most lo
                    v = (total + w * v + left) / all_
                    return v if v < lo else lo
                if v >= high:
                    v = (total + w * v) / all_
                    return v if v > hi else hi
                before[:] = t
            total += w * v
        return total / all_
    goat = s[AT_TURN] == GOAT
    best = -1.0 if goat else 2.0
    for a in _KEEP if ph == PH_REROLL else gw.legal_actions(s):  # the reroll below the choice: kept (the bound)
        t[:] = s
        gw.search_apply(t, a)
        if t[AT_TURNS + 1] != s[AT_TURNS + 1] and t[AT_PHASE] != PH_OVER:
            v = _value(t)  # the next turn's start, read here: most of a Wolf's path ends are (a call saved)
        elif goat:
            v = _search(t, depth + 1, turn, lo if lo > best else best, hi)
        else:
            v = _search(t, depth + 1, turn, lo, hi if hi < best else best)
        if goat:
            if v > best:
                best = v
                if v >= hi:
                    break
        elif v < best:
            best = v
            if v <= lo:
                break
    return best


def _same(s, t):
    """Whether s and t agree on every byte the rest of a turn reads (not the PRNG, the dice shown, a reroll's
    pending pair once kept, the events and trail)."""
    for i in range(AT_PHASE, AT_DIE1):
        if s[i] != t[i]:
            return False
    return s[AT_HOLD] == t[AT_HOLD] and s[AT_TURNS + 1] == t[AT_TURNS + 1] and s[AT_TURNS] == t[AT_TURNS]


def _hard_choice(s, legal):
    """The first legal action within _TIE of the best by the search."""
    values = option_values(s, legal, True)
    best = max(values) if s[AT_TURN] == GOAT else min(values)
    for i in range(len(legal)):
        if abs(values[i] - best) <= _TIE:
            return legal[i]


def option_values(s, legal, cut=False):
    """The Goat's chance after each of the legal actions at s by hard's search (_values): each searched whole,
    the coach's numbers, or with `cut` only as far as hard's choice needs. Searched with the heap collected only
    when full. The box's firmware has MicroPython collect after so many bytes allocated (gc.threshold, set in
    firmware/device.py), and MicroPython takes the frame of every call to a function of more than 11 locals and
    stack slots from the heap, given back on return but counted: collecting every 2 KB (the firmware's threshold
    then; 4 KB now), a long search collected every 20 or so calls, three times its time on the Pico (measured).
    Its garbage (a few KB of floats) goes at the first collection after it, with the firmware's threshold back."""
    if _threshold is None:
        return _values(s, legal, cut)
    every = _threshold()
    _threshold(-1)
    try:
        return _values(s, legal, cut)
    finally:
        _threshold(every)


def _values(s, legal, cut):
    """The search's value after each action. With `cut`, after the first action another is searched only as far
    as needed to show it is more than _TIE (and a margin for rounding) worse than the best so far: its value is
    then a bound, enough to choose by."""
    goat = s[AT_TURN] == GOAT
    turn = _turns(s)
    t = _stack[0]
    open_table(gw.balanced(s))
    forget_values()
    values = []
    best = 0.0
    for a in legal:
        t[:] = s
        gw.search_apply(t, a)
        if not values or not cut:
            v = _search(t, 1, turn, -1.0, 2.0)
            if not values:
                best = v
        elif goat:
            v = _search(t, 1, turn, best - _TIE - _MARGIN, 2.0)
        else:
            v = _search(t, 1, turn, -1.0, best + _TIE + _MARGIN)
        if goat and v > best or not goat and v < best:
            best = v
        values.append(v)
    forget_values()  # they serve this decision: kept, they would lengthen every collection until the next one
    return values


# ---- normal ------------------------------------------------------------------------------------------------------
_after = bytearray(gw.STATE_SIZE)  # the states score and _expect play actions on, made once
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


def score(s, a):
    """The Goat's chance of winning after action a, as normal sees it."""
    from yaga.games.goat_wolf import ai_normal as normal  # loaded only while normal plays

    t = _after
    t[:] = s
    gw.apply_action(t, a)
    own_roll = t[AT_TURN] == GOAT and s[AT_TURN] == GOAT and gw.current_player(t) == CHANCE
    return _expect(t, normal.journey) if own_roll else normal.heuristic(t)


def choose(s, level, rng):
    """The action the AI at `level` takes for the player to move in s (not at a chance node)."""
    legal = gw.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    if level == EASY:
        return legal[rng.below(len(legal))]
    if level == HARD:
        return _hard_choice(s, legal)
    sign = 1 if gw.current_player(s) == GOAT else -1
    best = legal[0]
    best_v = -2.0
    for a in legal:
        v = sign * score(s, a)
        if v > best_v:
            best, best_v = a, v
    return best
