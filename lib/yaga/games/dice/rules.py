"""The dice tray's state and rules: a pool of 1-12 mixed dice, a target, a modifier, keep-highest, rolls and
rerolls, the last 10 rolls, saved pools and a pass/fail tally for dice rolled at the table.

One fixed-size bytearray, plain functions, the PRNG (yaga.rng) inside the state, so a seed plus the
actions replays byte for byte on both interpreters and every result is testable headless. The tray's
screens call the plain functions (roll_all, set_target ...); the engine contract of yaga.engine is here
too, by name, for tests and tools: one player (the table), never over, no chance nodes (a roll's faces
come from the state's PRNG as roll_all draws them), returns always [0].

Actions (small ints): 0 roll every die; 1 + i reroll die i (after a roll); 16 + k add a die of kind k;
32 + k take away a die of kind k (one stays); 48 + t set the target t (0 = none); 160 + m set the modifier
m - MAX_MOD; 208 + n keep the highest n (0 = all); 224 + p save the pool in slot p; 232 + p use slot p;
240 mark a pass, 241 a fail, 242 take the last mark back.

State layout (STATE_SIZE bytes; the app's save record names it as its layout 2):
  off  size  meaning
    0     4  PRNG (yaga.rng xorshift32)
    4    30  POOL: the dice on the tray now, one ENTRY (below)
   34     1  index of the newest history entry (ring of HISTORY slots)
   35     1  number of history entries, 0..HISTORY
   36     1  screen shown by the app (screen bookkeeping kept here so the tray resumes where it was left;
             no rule reads it)
   37     1  cursor of that screen (selected die or list row; same)
   38     1  passes marked for dice rolled at the table, 0..MAX_TALLY
   39     1  fails marked, 0..MAX_TALLY
   40     1  the last mark, so one slip can be taken back: 0 none, 1 a pass, 2 a fail
   41   120  SLOTS saved pools, each an ENTRY not rolled (n = 0: an empty slot, all its bytes 0)
  161   300  HISTORY ENTRYs, oldest overwritten first

ENTRY layout (ENTRY_SIZE bytes), used for the pool, the saved pools and every history slot:
  +0   1  n: number of dice, 1..MAX_DICE
  +1   1  target: 0 = none, else a kept die showing >= target is a success (Baba Yaga challenges, BQ-7)
  +2   1  1 when the values are a roll, 0 when the pool was just set up and not rolled yet
  +3   1  0 = every die was rolled; i + 1 = only die i was rerolled
  +4  12  kind of each die (K_* below), in pool order
 +16  12  face showing on each die
 +28   1  modifier added to the total, stored + MAX_MOD (0..2 * MAX_MOD)
 +29   1  keep: 0 = every die counts, else only the highest `keep` (1..n-1) count (ties: the first dice)
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
MAX_MOD = const(20)  # the modifier runs -MAX_MOD..+MAX_MOD
MAX_TALLY = const(99)
SLOTS = const(4)

ENTRY_SIZE = const(30)
E_COUNT = const(0)
E_TARGET = const(1)
E_ROLLED = const(2)
E_REROLLED = const(3)
E_KINDS = const(4)
E_VALUES = const(16)
E_MOD = const(28)
E_KEEP = const(29)

_RNG = const(0)
POOL = const(4)
HEAD = const(34)
FILLED = const(35)
VIEW = const(36)
CURSOR = const(37)
PASSES = const(38)
FAILS = const(39)
_LAST_MARK = const(40)
_SLOTS = const(41)
_HIST = const(161)
STATE_SIZE = const(461)

MARK_PASS = const(1)
MARK_FAIL = const(2)


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


def modifier(s, off=POOL):
    """What is added to the total (negative: taken away)."""
    return s[off + E_MOD] - MAX_MOD


def keep(s, off=POOL):
    """How many of the highest dice count (0: all of them)."""
    return s[off + E_KEEP]


def is_kept(s, i, off=POOL):
    """Die i counts: every die without keep-highest, else it is among the `keep` highest (ties: lower i first)."""
    k = s[off + E_KEEP]
    if not k:
        return True
    v = s[off + E_VALUES + i]
    above = 0
    for j in range(s[off + E_COUNT]):
        w = s[off + E_VALUES + j]
        if w > v or (w == v and j < i):
            above += 1
    return above < k


def history_count(s):
    """How many past rolls are kept (at most HISTORY)."""
    return s[FILLED]


def new_state(seed, kinds=(K_D6,)):
    """A tray holding `kinds` (one K_* per die), not rolled yet, empty history."""
    s = bytearray(STATE_SIZE)
    rng.seed_state(s, _RNG, seed)
    s[POOL + E_MOD] = MAX_MOD
    set_pool(s, kinds)
    return s


def _check_kinds(kinds):
    if len(kinds) < 1 or len(kinds) > MAX_DICE:
        raise ValueError("a pool holds 1 to 12 dice")
    for k in kinds:
        if k < 0 or k >= KINDS:
            raise ValueError("unknown die kind %r" % (k,))


def set_pool(s, kinds):
    """Put these dice on the tray (not rolled yet); the target and the modifier stay, keep-highest too while it
    leaves a die out."""
    _check_kinds(kinds)
    s[POOL + E_COUNT] = len(kinds)
    if s[POOL + E_KEEP] >= len(kinds):
        s[POOL + E_KEEP] = 0
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


def set_modifier(s, m):
    if m < -MAX_MOD or m > MAX_MOD:
        raise ValueError("modifier out of range")
    s[POOL + E_MOD] = m + MAX_MOD


def set_keep(s, n):
    """Count only the highest n dice; 0 (or n as many as the pool holds) counts them all."""
    if n < 0 or n > MAX_DICE:
        raise ValueError("keep out of range")
    s[POOL + E_KEEP] = n if n < s[POOL + E_COUNT] else 0


def slot(p):
    """The offset of saved pool p's ENTRY in s."""
    if p < 0 or p >= SLOTS:
        raise ValueError("no such slot")
    return _SLOTS + p * ENTRY_SIZE


def slot_filled(s, p):
    return s[slot(p) + E_COUNT] > 0


def save_pool(s, p):
    """Keep the tray's pool (dice, target, modifier, keep) in slot p, not its faces."""
    at = slot(p)
    s[at : at + ENTRY_SIZE] = s[POOL : POOL + ENTRY_SIZE]
    s[at + E_ROLLED] = 0
    s[at + E_REROLLED] = 0
    for i in range(MAX_DICE):
        s[at + E_VALUES + i] = 0


def put_slot(s, p, entry):
    """Slot p holds entry again (the ENTRY_SIZE bytes it held before a save over it)."""
    at = slot(p)
    s[at : at + ENTRY_SIZE] = entry


def use_pool(s, p):
    """Put saved pool p on the tray, not rolled yet."""
    if not slot_filled(s, p):
        raise ValueError("empty slot")
    at = slot(p)
    s[POOL : POOL + ENTRY_SIZE] = s[at : at + ENTRY_SIZE]


def passes(s):
    """Passes marked for dice rolled at the table."""
    return s[PASSES]


def fails(s):
    return s[FAILS]


def last_mark(s):
    """The mark that can be taken back: 0 none, 1 a pass, 2 a fail."""
    return s[_LAST_MARK]


def mark(s, passed_check):
    """Count a check of dice rolled at the table as passed or failed (each count stops at MAX_TALLY)."""
    at = PASSES if passed_check else FAILS
    if s[at] < MAX_TALLY:
        s[at] += 1
    s[_LAST_MARK] = MARK_PASS if passed_check else MARK_FAIL


def unmark(s):
    """Take back the last mark; False when there is none to take back."""
    m = s[_LAST_MARK]
    if not m:
        return False
    at = PASSES if m == MARK_PASS else FAILS
    if s[at]:
        s[at] -= 1
    s[_LAST_MARK] = 0
    return True


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


def kept_total(s, off=POOL):
    """The faces of the kept dice added up, before the modifier."""
    t = 0
    for i in range(s[off + E_COUNT]):
        if is_kept(s, i, off):
            t += s[off + E_VALUES + i]
    return t


def total(s, off=POOL):
    """The kept dice plus the modifier."""
    return kept_total(s, off) + s[off + E_MOD] - MAX_MOD


def highest(s, off=POOL):
    h = 0
    for i in range(off + E_VALUES, off + E_VALUES + s[off + E_COUNT]):
        if s[i] > h:
            h = s[i]
    return h


def is_success(s, i, off=POOL):
    """Die i is kept and meets or beats the target (never when there is no target)."""
    t = s[off + E_TARGET]
    return t > 0 and s[off + E_VALUES + i] >= t and is_kept(s, i, off)


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
    head = (s[HEAD] + 1) % HISTORY if s[FILLED] else 0
    at = _HIST + head * ENTRY_SIZE
    s[at : at + ENTRY_SIZE] = s[POOL : POOL + ENTRY_SIZE]
    s[HEAD] = head
    if s[FILLED] < HISTORY:
        s[FILLED] += 1


def history_entry(s, age):
    """The offset of a past roll's ENTRY in s: age 0 is the newest (its bytes as in the ENTRY layout)."""
    if age < 0 or age >= s[FILLED]:
        raise ValueError("no such roll in the history")
    return _HIST + ((s[HEAD] - age) % HISTORY) * ENTRY_SIZE


def faces_to_str(s, off=POOL):
    """The faces of the kept dice of a roll as text, e.g. '3+5+0'."""
    return "+".join([str(s[off + E_VALUES + i]) for i in range(s[off + E_COUNT]) if is_kept(s, i, off)])


def modifier_text(m):
    """'+3', '-2', or '' for none."""
    return "+%d" % m if m > 0 else (str(m) if m else "")


def summary(s, off=POOL):
    """The dice of a pool in short, kind by kind, then the modifier and keep-highest: '3d6 d20 2d6z', '4d6+2 k3'."""
    parts = []
    for k in range(KINDS):
        n = kind_count(s, k, off)
        if n:
            parts.append(kind_name(k) if n == 1 else "%d%s" % (n, kind_name(k)))
    parts[-1] += modifier_text(modifier(s, off))
    if s[off + E_KEEP]:
        parts.append("k%d" % s[off + E_KEEP])
    return " ".join(parts)


def is_valid(s):
    """True when s is a tray state this module could have made (a save is checked before it is trusted)."""
    if len(s) != STATE_SIZE or s[FILLED] > HISTORY or s[HEAD] >= HISTORY:
        return False
    if s[PASSES] > MAX_TALLY or s[FAILS] > MAX_TALLY or s[_LAST_MARK] > MARK_FAIL:
        return False
    if not _entry_valid(s, POOL):
        return False
    for p in range(SLOTS):
        at = slot(p)
        if s[at + E_COUNT] == 0:
            for i in range(at, at + ENTRY_SIZE):
                if s[i]:
                    return False
        elif not _entry_valid(s, at) or s[at + E_ROLLED]:
            return False
    for age in range(s[FILLED]):
        if not _entry_valid(s, history_entry(s, age)):
            return False
    return True


def _entry_valid(s, off):
    n = s[off + E_COUNT]
    if n < 1 or n > MAX_DICE or s[off + E_TARGET] > MAX_TARGET or s[off + E_ROLLED] > 1:
        return False
    if s[off + E_REROLLED] > n or s[off + E_MOD] > 2 * MAX_MOD or s[off + E_KEEP] >= n:
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
_A_MOD = const(160)  # + modifier + MAX_MOD
_A_KEEP = const(208)  # + dice kept
_A_SAVE = const(224)  # + slot
_A_USE = const(232)  # + slot
_A_PASS = const(240)
_A_FAIL = const(241)
_A_UNMARK = const(242)


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
    out += [_A_TARGET + v for v in range(MAX_TARGET + 1) if v != t]
    out += [_A_MOD + m for m in range(2 * MAX_MOD + 1) if m != s[POOL + E_MOD]]
    out += [_A_KEEP + k for k in range(n) if k != s[POOL + E_KEEP]]
    out += [_A_SAVE + p for p in range(SLOTS)] + [_A_USE + p for p in range(SLOTS) if slot_filled(s, p)]
    return out + ([_A_PASS, _A_FAIL, _A_UNMARK] if s[_LAST_MARK] else [_A_PASS, _A_FAIL])


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
    elif a < _A_MOD:
        set_target(s, a - _A_TARGET)
    elif a < _A_KEEP:
        set_modifier(s, a - _A_MOD - MAX_MOD)
    elif a < _A_SAVE:
        set_keep(s, a - _A_KEEP)
    elif a < _A_USE:
        save_pool(s, a - _A_SAVE)
    elif a < _A_PASS:
        use_pool(s, a - _A_USE)
    elif a == _A_UNMARK:
        unmark(s)
    else:
        mark(s, a == _A_PASS)


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
    if a < _A_MOD:
        return "target %d" % (a - _A_TARGET) if a > _A_TARGET else "no target"
    if a < _A_KEEP:
        return "modifier %d" % (a - _A_MOD - MAX_MOD)
    if a < _A_SAVE:
        return "keep highest %d" % (a - _A_KEEP) if a > _A_KEEP else "keep all"
    if a < _A_USE:
        return "save pool %d" % (a - _A_SAVE + 1)
    if a < _A_PASS:
        return "use pool %d" % (a - _A_USE + 1)
    return ("mark pass", "mark fail", "take back the mark")[a - _A_PASS]


def _entry_dict(s, off):
    n = s[off + E_COUNT]
    return {
        "kinds": [_NAMES[s[off + E_KINDS + i]] for i in range(n)],
        "values": [s[off + E_VALUES + i] for i in range(n)],
        "rolled": s[off + E_ROLLED] == 1,
        "rerolled": rerolled_die(s, off),
        "target": s[off + E_TARGET],
        "modifier": modifier(s, off),
        "keep": s[off + E_KEEP],
        "total": total(s, off),
        "highest": highest(s, off),
        "successes": successes(s, off),
    }


def to_dict(s):
    return {
        "pool": _entry_dict(s, POOL),
        "history": [_entry_dict(s, history_entry(s, age)) for age in range(s[FILLED])],
        "slots": [_entry_dict(s, slot(p)) if slot_filled(s, p) else None for p in range(SLOTS)],
        "passes": s[PASSES],
        "fails": s[FAILS],
        "view": s[VIEW],
        "cursor": s[CURSOR],
    }
