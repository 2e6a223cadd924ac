"""The dice tray's state and rules: a pool of 1-12 mixed dice, rolls, rerolls, a target, the last 10 rolls.

One fixed-size bytearray, plain functions, the PRNG (yaga.rng) inside the state, so a seed plus the
actions replays byte for byte on both interpreters and every result is testable headless. The tray's
screens call the plain functions (roll_all, set_target ...); the engine contract of yaga.engine is here
too, by name, for tests and tools: one player (the table), never over, no chance nodes (a roll's faces
come from the state's PRNG as roll_all draws them), returns always [0].

Actions (small ints): 0 roll every die; 1 + i reroll die i (after a roll); 16 + k add a die of kind k;
32 + k take away a die of kind k (one stays); 48 + t set the target t (0 = none).

State layout (STATE_SIZE bytes):
  off  size  meaning
    0     4  PRNG (yaga.rng xorshift32)
    4    28  POOL: the dice on the tray now, one ENTRY (below)
   32     1  index of the newest history entry (ring of HISTORY slots)
   33     1  number of history entries, 0..HISTORY
   34     1  screen shown by the app (screen bookkeeping kept here so the tray resumes where it was left;
             no rule reads it)
   35     1  cursor of that screen (selected die or list row; same)
   36   280  HISTORY ENTRYs, oldest overwritten first

ENTRY layout (ENTRY_SIZE bytes), used for the pool and for every history slot:
  +0   1  n: number of dice, 1..MAX_DICE
  +1   1  target: 0 = none, else a die showing >= target is a success (Baba Yaga challenges, BQ-7)
  +2   1  1 when the values are a roll, 0 when the pool was just set up and not rolled yet
  +3   1  0 = every die was rolled; i + 1 = only die i was rerolled
  +4  12  kind of each die (K_* below), in pool order
 +16  12  face showing on each die
"""

from yaga.compat import const
from yaga import rng

CHANCE = const(-1)  # yaga.engine's (not imported: a module less in RAM)
TERMINAL = const(-2)

# Die kinds, in the order the pool editor lists them. K_D6Z is the 0-5 die of Goat and Wolf.
K_D2 = const(0)
K_D4 = const(1)
K_D6 = const(2)
K_D8 = const(3)
K_D10 = const(4)
K_D12 = const(5)
K_D20 = const(6)
K_D100 = const(7)
K_D6Z = const(8)
KINDS = const(9)
_SIDES = b"\x02\x04\x06\x08\x0a\x0c\x14\x64\x06"
_LOWEST = b"\x01\x01\x01\x01\x01\x01\x01\x01\x00"
_NAMES = ("d2", "d4", "d6", "d8", "d10", "d12", "d20", "d100", "d6z")

MAX_DICE = const(12)
HISTORY = const(10)
MAX_TARGET = const(100)

ENTRY_SIZE = const(28)
E_COUNT = const(0)
E_TARGET = const(1)
E_ROLLED = const(2)
E_REROLLED = const(3)
E_KINDS = const(4)
E_VALUES = const(16)

_RNG = const(0)
POOL = const(4)
_HEAD = const(32)
FILLED = const(33)
VIEW = const(34)
CURSOR = const(35)
_HIST = const(36)
STATE_SIZE = const(316)


def sides(kind):
    return _SIDES[kind]


def lowest(kind):
    """The smallest face: 1, or 0 for the Goat and Wolf die."""
    return _LOWEST[kind]


def kind_name(kind):
    return _NAMES[kind]


def highest_face(kind):
    return _LOWEST[kind] + _SIDES[kind] - 1


def count(s, off=POOL):
    """How many dice the pool (or the roll at off) holds."""
    return s[off + E_COUNT]


def kind(s, i, off=POOL):
    return s[off + E_KINDS + i]


def value(s, i, off=POOL):
    """The face die i shows."""
    return s[off + E_VALUES + i]


def rolled(s, off=POOL):
    """True once the dice are rolled (False while the pool was just set up)."""
    return s[off + E_ROLLED] == 1


def target(s, off=POOL):
    """The target (0: none)."""
    return s[off + E_TARGET]


def rerolled_die(s, off=POOL):
    """The die rerolled alone by this roll, or -1 when all were rolled."""
    return s[off + E_REROLLED] - 1


def history_count(s):
    """How many past rolls are kept (at most HISTORY)."""
    return s[FILLED]


def new_state(seed, kinds=(K_D6,)):
    """A tray holding `kinds` (one K_* per die), not rolled yet, empty history."""
    s = bytearray(STATE_SIZE)
    rng.seed_state(s, _RNG, seed)
    set_pool(s, kinds)
    return s


def _check_kinds(kinds):
    if len(kinds) < 1 or len(kinds) > MAX_DICE:
        raise ValueError("a pool holds 1 to 12 dice")
    for k in kinds:
        if k < 0 or k >= KINDS:
            raise ValueError("unknown die kind %r" % (k,))


def set_pool(s, kinds):
    """Put these dice on the tray (not rolled yet); the target stays."""
    _check_kinds(kinds)
    s[POOL + E_COUNT] = len(kinds)
    s[POOL + E_ROLLED] = 0
    s[POOL + E_REROLLED] = 0
    for i in range(MAX_DICE):
        s[POOL + E_KINDS + i] = kinds[i] if i < len(kinds) else 0
        s[POOL + E_VALUES + i] = 0


def kind_count(s, k, off=POOL):
    """How many dice of kind k are in the pool (or in the roll at off)."""
    n = 0
    for i in range(s[off + E_COUNT]):
        if s[off + E_KINDS + i] == k:
            n += 1
    return n


def set_kind_count(s, k, n):
    """Make the pool hold n dice of kind k, the others unchanged; pool order follows the kind order."""
    counts = [kind_count(s, j) for j in range(KINDS)]
    if k < 0 or k >= KINDS or n < 0:
        raise ValueError("bad die kind or count")
    counts[k] = n
    kinds = []
    for j in range(KINDS):
        kinds.extend([j] * counts[j])
    set_pool(s, kinds)


def set_target(s, t):
    """0 switches the target off; 1..MAX_TARGET counts the dice showing at least t."""
    if t < 0 or t > MAX_TARGET:
        raise ValueError("target out of range")
    s[POOL + E_TARGET] = t


def _roll_die(s, i):
    k = s[POOL + E_KINDS + i]
    s[POOL + E_VALUES + i] = _LOWEST[k] + rng.draw_below(s, _RNG, _SIDES[k])


def roll_all(s):
    """Roll every die of the pool (the DICE button) and record the roll in the history."""
    for i in range(s[POOL + E_COUNT]):
        _roll_die(s, i)
    s[POOL + E_ROLLED] = 1
    s[POOL + E_REROLLED] = 0
    _record(s)


def reroll_one(s, i):
    """Roll die i again, keeping the others (needs a roll to keep); recorded in the history."""
    if not s[POOL + E_ROLLED]:
        raise ValueError("nothing rolled yet")
    if i < 0 or i >= s[POOL + E_COUNT]:
        raise ValueError("no such die")
    _roll_die(s, i)
    s[POOL + E_REROLLED] = i + 1
    _record(s)


def total(s, off=POOL):
    t = 0
    for i in range(s[off + E_COUNT]):
        t += s[off + E_VALUES + i]
    return t


def highest(s, off=POOL):
    h = 0
    for i in range(off + E_VALUES, off + E_VALUES + s[off + E_COUNT]):
        if s[i] > h:
            h = s[i]
    return h


def is_success(s, i, off=POOL):
    """Die i meets or beats the target (never when there is no target)."""
    t = s[off + E_TARGET]
    return t > 0 and s[off + E_VALUES + i] >= t


def successes(s, off=POOL):
    """How many dice meet or beat the target."""
    n = 0
    for i in range(s[off + E_COUNT]):
        if is_success(s, i, off):
            n += 1
    return n


def passed(s, off=POOL):
    """BQ-7: a challenge passes when any one die meets or beats the target."""
    return successes(s, off) > 0


def _record(s):
    head = (s[_HEAD] + 1) % HISTORY if s[FILLED] else 0
    at = _HIST + head * ENTRY_SIZE
    s[at : at + ENTRY_SIZE] = s[POOL : POOL + ENTRY_SIZE]
    s[_HEAD] = head
    if s[FILLED] < HISTORY:
        s[FILLED] += 1


def history_entry(s, age):
    """The offset of a past roll's ENTRY in s: age 0 is the newest (its bytes as in the ENTRY layout)."""
    if age < 0 or age >= s[FILLED]:
        raise ValueError("no such roll in the history")
    return _HIST + ((s[_HEAD] - age) % HISTORY) * ENTRY_SIZE


def faces_to_str(s, off=POOL):
    """The faces of a roll as text, e.g. '3+5+0'."""
    return "+".join([str(s[off + E_VALUES + i]) for i in range(s[off + E_COUNT])])


def summary(s, off=POOL):
    """The dice of a pool in short, kind by kind: '3d6 d20 2d6z'."""
    parts = []
    for k in range(KINDS):
        n = kind_count(s, k, off)
        if n:
            parts.append(kind_name(k) if n == 1 else "%d%s" % (n, kind_name(k)))
    return " ".join(parts)


def is_valid(s):
    """True when s is a tray state this module could have made (a save is checked before it is trusted)."""
    if len(s) != STATE_SIZE or s[FILLED] > HISTORY or s[_HEAD] >= HISTORY:
        return False
    if not _entry_valid(s, POOL):
        return False
    for age in range(s[FILLED]):
        if not _entry_valid(s, history_entry(s, age)):
            return False
    return True


def _entry_valid(s, off):
    n = s[off + E_COUNT]
    if n < 1 or n > MAX_DICE or s[off + E_TARGET] > MAX_TARGET or s[off + E_ROLLED] > 1:
        return False
    if s[off + E_REROLLED] > n:
        return False
    for i in range(n):
        k = s[off + E_KINDS + i]
        if k >= KINDS:
            return False
        v = s[off + E_VALUES + i]
        if s[off + E_ROLLED] and (v < _LOWEST[k] or v >= _LOWEST[k] + _SIDES[k]):
            return False
    return True


# ---- the engine contract (yaga.engine) -------------------------------------------------------------

_A_ROLL = const(0)
_A_REROLL = const(1)  # + die
_A_ADD = const(16)  # + kind
_A_REMOVE = const(32)  # + kind
_A_TARGET = const(48)  # + target


def current_player(s):
    return 0


def legal_actions(s):
    n = s[POOL + E_COUNT]
    out = [_A_ROLL]
    if s[POOL + E_ROLLED]:
        out += [_A_REROLL + i for i in range(n)]
    if n < MAX_DICE:
        out += [_A_ADD + k for k in range(KINDS)]
    if n > 1:
        out += [_A_REMOVE + k for k in range(KINDS) if kind_count(s, k)]
    t = s[POOL + E_TARGET]
    return out + [_A_TARGET + v for v in range(MAX_TARGET + 1) if v != t]


def apply_action(s, a):
    if a not in legal_actions(s):
        raise ValueError("illegal action %r" % (a,))
    if a == _A_ROLL:
        roll_all(s)
    elif a < _A_ADD:
        reroll_one(s, a - _A_REROLL)
    elif a < _A_REMOVE:
        set_kind_count(s, a - _A_ADD, kind_count(s, a - _A_ADD) + 1)
    elif a < _A_TARGET:
        set_kind_count(s, a - _A_REMOVE, kind_count(s, a - _A_REMOVE) - 1)
    else:
        set_target(s, a - _A_TARGET)


def returns(s):
    return [0]


def action_to_str(s, a):
    if a == _A_ROLL:
        return "roll"
    if a < _A_ADD:
        return "reroll die %d" % (a - _A_REROLL + 1)
    if a < _A_REMOVE:
        return "add %s" % _NAMES[a - _A_ADD]
    if a < _A_TARGET:
        return "remove %s" % _NAMES[a - _A_REMOVE]
    return "target %d" % (a - _A_TARGET) if a > _A_TARGET else "no target"


def _entry_dict(s, off):
    n = s[off + E_COUNT]
    return {
        "kinds": [_NAMES[s[off + E_KINDS + i]] for i in range(n)],
        "values": [s[off + E_VALUES + i] for i in range(n)],
        "rolled": s[off + E_ROLLED] == 1,
        "rerolled": rerolled_die(s, off),
        "target": s[off + E_TARGET],
        "total": total(s, off),
        "highest": highest(s, off),
        "successes": successes(s, off),
    }


def to_dict(s):
    return {
        "pool": _entry_dict(s, POOL),
        "history": [_entry_dict(s, history_entry(s, age)) for age in range(s[FILLED])],
        "view": s[VIEW],
        "cursor": s[CURSOR],
    }
