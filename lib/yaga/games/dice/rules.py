"""The dice tray's state and rules: a pool of 1-12 mixed dice, a target, a modifier, keep-highest, rolls with
held dice and rerolls, the last 10 rolls, saved pools, a pass/fail tally for dice rolled at the table, up to four
named players with a histogram of their roll totals each, and the seed of a proof-of-roll session.

One fixed-size bytearray, plain functions, the PRNG (yaga.rng) inside the state, so a seed plus the
actions replays byte for byte on both interpreters and every result is testable headless. The tray's
screens call the plain functions (roll_all, set_target ...); the engine contract of yaga.engine is here
too, by name, for tests and tools: one player (the table), never over, no chance nodes (a roll's faces
come from the state's PRNG as roll_all draws them), returns always [0]. Names and a session's seed come from
outside (the name picker, the box's entropy), so they are set by plain functions, not actions.

Actions (small ints): 0 roll every die not held; 1 + i reroll die i (after a roll); 16 + k add a die of kind k;
32 + k take away a die of kind k (one stays); 48 + t set the target t (0 = none); 149 + p player p's turn;
160 + m set the modifier m - MAX_MOD; 208 + n keep the highest n (0 = all); 224 + p save the pool in slot p;
232 + p use slot p; 240 mark a pass, 241 a fail, 242 take the last mark back; 243 + i hold or free die i.

State layout (STATE_SIZE bytes; the app's save record names it as its layout 3):
  off  size  meaning
    0     4  PRNG (yaga.rng xorshift32)
    4    32  POOL: the dice on the tray now, one ENTRY (below); its held dice stay out of the next roll
   36     1  index of the newest history entry (ring of HISTORY slots)
   37     1  number of history entries, 0..HISTORY
   38     1  screen shown by the app (screen bookkeeping kept here so the tray resumes where it was left;
             no rule reads it)
   39     1  cursor of that screen (selected die or list row; same)
   40     1  passes marked for dice rolled at the table, 0..MAX_TALLY
   41     1  fails marked, 0..MAX_TALLY
   42     1  the last mark, so one slip can be taken back: 0 none, 1 a pass, 2 a fail
   43   128  SLOTS saved pools, each an ENTRY not rolled (n = 0: an empty slot, all its bytes 0)
  171   320  HISTORY ENTRYs, oldest overwritten first
  491     1  named players, 0..MAX_PLAYERS (0: rolls belong to nobody)
  492     1  whose turn it is (the player of the roll shown), 0..players-1
  493     1  1 when that player was just chosen (or just added first): the next whole roll is theirs, not the
             next player's
  494    64  NAMES: MAX_PLAYERS names of up to NAME_BYTES bytes of UTF-8, zero-padded
  558     8  whole rolls counted per player, 2 bytes big-endian each (stops at 65535)
  566    96  BINS: per player BINS counts of roll totals (each stops at 255), bins as bins() lays them
  662    15  the pool the histograms count: n (0 = none yet), keep, modifier + MAX_MOD, the n kinds
  677     1  proof of roll: 0 no session, 1 a session open (its seed committed), 2 its seed revealed
  678     4  the session's seed (big-endian), the PRNG seeded from it when the session began
  682     8  the session's salt, hashed with the seed so the commitment hides it (yaga.games.dice.proof)
  690     2  rolls made in the session (big-endian, stops at 65535)

ENTRY layout (ENTRY_SIZE bytes), used for the pool, the saved pools and every history slot:
  +0   1  n: number of dice, 1..MAX_DICE
  +1   1  target: 0 = none, else a kept die showing >= target is a success (Baba Yaga challenges, BQ-7)
  +2   1  1 when the values are a roll, 0 when the pool was just set up and not rolled yet
  +3   1  0 = every die was rolled; i + 1 = only die i was rerolled
  +4  12  kind of each die (K_* below), in pool order
 +16  12  face showing on each die
 +28   1  modifier added to the total, stored + MAX_MOD (0..2 * MAX_MOD)
 +29   1  keep: 0 = every die counts, else only the highest `keep` (1..n-1) count (ties: the first dice)
 +30   2  held dice, bit i of the big-endian pair = die i (the pool: kept out of the next roll; a history
          entry: the dice that roll kept)
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
_KIND_NAMES = ("d2", "d4", "d6", "d8", "d10", "d12", "d20", "d100", "d6z")

MAX_DICE = const(12)
HISTORY = const(10)
MAX_TARGET = const(100)
MAX_MOD = const(20)  # the modifier runs -MAX_MOD..+MAX_MOD
MAX_TALLY = const(99)
SLOTS = const(4)
MAX_PLAYERS = const(4)
NAME_BYTES = const(16)  # 8 letters of the name picker, Cyrillic ones 2 bytes each
BINS = const(24)  # histogram bars on the 128-px screen: 5 px each
MAX_COUNT = const(255)  # a bin's count stops here
MAX_ROLLS = const(65535)

ENTRY_SIZE = const(32)
E_COUNT = const(0)
E_TARGET = const(1)
E_ROLLED = const(2)
E_REROLLED = const(3)
E_KINDS = const(4)
E_VALUES = const(16)
E_MOD = const(28)
E_KEEP = const(29)
E_HELD = const(30)

_RNG = const(0)
POOL = const(4)
HEAD = const(36)
FILLED = const(37)
VIEW = const(38)
CURSOR = const(39)
PASSES = const(40)
FAILS = const(41)
_LAST_MARK = const(42)
SLOTS_AT = const(43)
_HIST = const(171)
_PLAYERS = const(491)
_TURN = const(492)
_TURN_SET = const(493)
_NAMES = const(494)
_ROLLS = const(558)
_BINS = const(566)
_STATS = const(662)  # n, keep, modifier, kinds
_STATS_SIZE = const(15)
PROOF = const(677)
SEED = const(678)
SALT = const(682)
SALT_SIZE = const(8)
_SESSION_ROLLS = const(690)
STATE_SIZE = const(692)

PROOF_NONE = const(0)
PROOF_OPEN = const(1)
PROOF_REVEALED = const(2)

MARK_PASS = const(1)
MARK_FAIL = const(2)


def sides(kind):
    return _SIDES[kind]


def lowest(kind):
    """The smallest face: 1, or 0 for the Goat and Wolf die."""
    return _LOWEST[kind]


def kind_name(kind):
    return _KIND_NAMES[kind]


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


def held(s, i, off=POOL):
    """Die i is held: the pool's stays out of the next roll; a past roll's kept its face."""
    return (_held_mask(s, off) >> i) & 1 == 1


def _held_mask(s, off=POOL):
    return (s[off + E_HELD] << 8) | s[off + E_HELD + 1]


def _put16(s, at, v):
    s[at] = v >> 8
    s[at + 1] = v & 0xFF


def _get16(s, at):
    return (s[at] << 8) | s[at + 1]


def held_count(s, off=POOL):
    """How many dice are held: the mask's set bits."""
    mask = _held_mask(s, off)
    n = 0
    while mask:
        n += mask & 1
        mask >>= 1
    return n


def toggle_hold(s, i):
    """Hold die i out of the next roll, or let it roll again (needs a roll to hold)."""
    if not s[POOL + E_ROLLED]:
        raise ValueError("nothing rolled yet")
    if i < 0 or i >= s[POOL + E_COUNT]:
        raise ValueError("no such die")
    _put16(s, POOL + E_HELD, _held_mask(s) ^ (1 << i))


def free_all(s):
    """Let every held die roll again; False when none was held."""
    if not _held_mask(s):
        return False
    _put16(s, POOL + E_HELD, 0)
    return True


def all_held(s):
    return _held_mask(s) == (1 << s[POOL + E_COUNT]) - 1


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
    _put16(s, POOL + E_HELD, 0)
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
    return SLOTS_AT + p * ENTRY_SIZE


def slot_filled(s, p):
    return s[slot(p) + E_COUNT] > 0


def save_pool(s, p):
    """Keep the tray's pool (dice, target, modifier, keep) in slot p, not its faces."""
    at = slot(p)
    s[at : at + ENTRY_SIZE] = s[POOL : POOL + ENTRY_SIZE]
    s[at + E_ROLLED] = 0
    s[at + E_REROLLED] = 0
    _put16(s, at + E_HELD, 0)
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
    """Roll every die not held (the DICE button) and record the roll in the history. A roll of the whole pool is
    a turn of the named players: the next one's (or the one just chosen), counted in their histogram; a roll
    with dice held is the same player's reroll, so it neither passes the turn nor counts."""
    mask = _held_mask(s)
    if all_held(s):
        raise ValueError("every die is held")
    for i in range(s[POOL + E_COUNT]):
        if not (mask >> i) & 1:
            _roll_die(s, i)
    s[POOL + E_ROLLED] = 1
    s[POOL + E_REROLLED] = 0
    if not mask:
        _count_turn(s)
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
    if s[PROOF] == PROOF_OPEN:
        _put16(s, _SESSION_ROLLS, min(_get16(s, _SESSION_ROLLS) + 1, MAX_ROLLS))
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
    """The faces of the kept dice of a roll as text, a held one in brackets, e.g. '3+[5]+0'."""
    return "+".join([("[%d]" if held(s, i, off) else "%d") % s[off + E_VALUES + i]
                     for i in range(s[off + E_COUNT]) if is_kept(s, i, off)])


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


# ---- named players and their histograms --------------------------------------------------------------


def players(s):
    """How many named players take turns (0: the rolls belong to nobody)."""
    return s[_PLAYERS]


def turn(s):
    """The player whose roll is shown, or who rolls next when just chosen."""
    return s[_TURN]


def turn_chosen(s):
    """True when the next whole roll is the turn player's own (chosen, or the first player just added)."""
    return s[_TURN_SET] == 1


def name(s, p):
    at = _NAMES + p * NAME_BYTES
    end = at
    while end < at + NAME_BYTES and s[end]:
        end += 1
    return bytes(s[at:end]).decode()


def _put_name(s, p, text):
    raw = text.encode()
    if not raw or len(raw) > NAME_BYTES:
        raise ValueError("a name is 1 to 16 bytes")
    at = _NAMES + p * NAME_BYTES
    for i in range(NAME_BYTES):
        s[at + i] = raw[i] if i < len(raw) else 0


def add_player(s, text):
    """A player more, after the others; the first one added rolls first."""
    p = s[_PLAYERS]
    if p >= MAX_PLAYERS:
        raise ValueError("at most 4 players")
    _put_name(s, p, text)
    s[_PLAYERS] = p + 1
    if not p:
        s[_TURN] = 0
        s[_TURN_SET] = 1


def rename_player(s, p, text):
    _check_player(s, p)
    _put_name(s, p, text)


def remove_player(s, p):
    """Player p leaves with their counts; the turn stays with the same player (the next one if it was p's)."""
    _check_player(s, p)
    n = s[_PLAYERS]
    for field, size in ((_NAMES, NAME_BYTES), (_ROLLS, 2), (_BINS, BINS)):
        at = field + p * size
        end = field + n * size
        s[at : end - size] = s[at + size : end]
        for i in range(end - size, end):
            s[i] = 0
    n -= 1
    s[_PLAYERS] = n
    t = s[_TURN]
    if t > p:
        s[_TURN] = t - 1
    elif t == p:  # p's turn goes to the player after them, who has not rolled it yet
        s[_TURN] = p if p < n else 0
        s[_TURN_SET] = 1 if n else 0


def choose_turn(s, p):
    """Player p rolls next (a turn out of order, or the table's first roll)."""
    _check_player(s, p)
    s[_TURN] = p
    s[_TURN_SET] = 1


def _check_player(s, p):
    if p < 0 or p >= s[_PLAYERS]:
        raise ValueError("no such player")


def rolls(s, p):
    """Whole rolls counted for player p (their histogram's size, unless a bin stopped at MAX_COUNT)."""
    return _get16(s, _ROLLS + 2 * p)


def bin_count(s, p, b):
    return s[_BINS + p * BINS + b]


def counted_pool(s):
    """The pool the histograms count as an ENTRY of its own (offset 0, not rolled), or None before the first
    counted roll."""
    n = s[_STATS]
    if not n:
        return None
    e = bytearray(ENTRY_SIZE)
    e[E_COUNT] = n
    e[E_KEEP] = s[_STATS + 1]
    e[E_MOD] = s[_STATS + 2]
    e[E_KINDS : E_KINDS + n] = s[_STATS + 3 : _STATS + 3 + n]
    return e


def pool_of(s, off=POOL):
    """(kinds, keep, modifier) of the pool at off."""
    n = s[off + E_COUNT]
    return list(s[off + E_KINDS : off + E_KINDS + n]), s[off + E_KEEP], s[off + E_MOD] - MAX_MOD


def total_range(kinds, keep, mod):
    """(lowest, highest) total such a pool can make: its kept dice at their lowest and highest faces."""
    lows = sorted([_LOWEST[k] for k in kinds], reverse=True)
    highs = sorted([_LOWEST[k] + _SIDES[k] - 1 for k in kinds], reverse=True)
    n = keep or len(kinds)
    return sum(lows[:n]) + mod, sum(highs[:n]) + mod


def bins(low, high):
    """(width, number) of the histogram's bins over totals low..high: one total a bin while BINS hold them."""
    span = high - low + 1
    width = (span + BINS - 1) // BINS
    return width, (span + width - 1) // width


def _count_turn(s):
    """A whole roll: the turn passes on (unless just chosen), the roll counts in the roller's histogram; a roll of
    another pool than the one counted starts every histogram afresh, as their curves would no longer compare."""
    n = s[_PLAYERS]
    if not n:
        return
    if s[_TURN_SET]:
        s[_TURN_SET] = 0
    else:
        s[_TURN] = (s[_TURN] + 1) % n
    kinds, keep, mod = pool_of(s)
    counted = counted_pool(s)
    if counted is None or pool_of(counted, 0) != (kinds, keep, mod):
        for i in range(_ROLLS, _STATS + _STATS_SIZE):
            s[i] = 0
        s[_STATS] = len(kinds)
        s[_STATS + 1] = keep
        s[_STATS + 2] = mod + MAX_MOD
        s[_STATS + 3 : _STATS + 3 + len(kinds)] = bytes(kinds)
    p = s[_TURN]
    low, high = total_range(kinds, keep, mod)
    at = _BINS + p * BINS + (total(s) - low) // bins(low, high)[0]
    if s[at] < MAX_COUNT:
        s[at] += 1
    _put16(s, _ROLLS + 2 * p, min(rolls(s, p) + 1, MAX_ROLLS))


# ---- proof of roll ------------------------------------------------------------------------------------


def proof(s):
    """PROOF_NONE, PROOF_OPEN (a session's seed committed) or PROOF_REVEALED."""
    return s[PROOF]


def begin_session(s, seed, salt):
    """A proof-of-roll session: the PRNG seeded from `seed` (32 bits), which the commitment of seed and `salt`
    (SALT_SIZE bytes) binds before any roll of it."""
    if len(salt) != SALT_SIZE:
        raise ValueError("a salt is 8 bytes")
    seed &= 0xFFFFFFFF
    s[PROOF] = PROOF_OPEN
    for i in range(4):
        s[SEED + i] = (seed >> (24 - 8 * i)) & 0xFF
    s[SALT : SALT + SALT_SIZE] = salt
    _put16(s, _SESSION_ROLLS, 0)
    rng.seed_state(s, _RNG, seed)


def end_session(s, fresh_seed):
    """The session's seed revealed; the PRNG seeded anew, as anyone can now foretell the session's stream."""
    if s[PROOF] != PROOF_OPEN:
        raise ValueError("no session open")
    s[PROOF] = PROOF_REVEALED
    rng.seed_state(s, _RNG, fresh_seed)


def session_seed(s):
    """The session's seed (a long on the Pico: cold paths only)."""
    return (_get16(s, SEED) << 16) | _get16(s, SEED + 2)


def session_salt(s):
    return bytes(s[SALT : SALT + SALT_SIZE])


def session_rolls(s):
    """Rolls made since the session began (each one a record of the history)."""
    return _get16(s, _SESSION_ROLLS)


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
    return _players_valid(s) and _proof_valid(s)


def _players_valid(s):
    n = s[_PLAYERS]
    if n > MAX_PLAYERS or s[_TURN] >= max(n, 1) or s[_TURN_SET] > 1 or (s[_TURN_SET] and not n):
        return False
    for p in range(MAX_PLAYERS):
        at = _NAMES + p * NAME_BYTES
        raw = bytes(s[at : at + NAME_BYTES])
        length = raw.find(b"\0")
        length = NAME_BYTES if length < 0 else length
        if (p < n) != (length > 0) or raw[length:] != bytes(NAME_BYTES - length):
            return False
        try:
            raw[:length].decode()
        except UnicodeError:
            return False
        counted = 0
        for b in range(BINS):
            counted += s[_BINS + p * BINS + b]
        if counted > rolls(s, p) or (p >= n and rolls(s, p)):
            return False
    k = s[_STATS]
    if not k:
        return not any(s[_ROLLS:_STATS + _STATS_SIZE])
    if k > MAX_DICE or s[_STATS + 1] >= k or s[_STATS + 2] > 2 * MAX_MOD:
        return False
    if any(s[_STATS + 3 + k : _STATS + _STATS_SIZE]) or max(s[_STATS + 3 : _STATS + 3 + k]) >= KINDS:
        return False
    low, high = total_range(*pool_of(counted_pool(s), 0))
    used = bins(low, high)[1]
    for p in range(MAX_PLAYERS):
        if any(s[_BINS + p * BINS + used : _BINS + (p + 1) * BINS]):
            return False
    return True


def _proof_valid(s):
    if s[PROOF] > PROOF_REVEALED:
        return False
    return s[PROOF] != PROOF_NONE or not any(s[SEED:STATE_SIZE])


def _entry_valid(s, off):
    n = s[off + E_COUNT]
    if n < 1 or n > MAX_DICE or s[off + E_TARGET] > MAX_TARGET or s[off + E_ROLLED] > 1:
        return False
    if s[off + E_REROLLED] > n or s[off + E_MOD] > 2 * MAX_MOD or s[off + E_KEEP] >= n:
        return False
    if _held_mask(s, off) >> n or (_held_mask(s, off) and not s[off + E_ROLLED]):
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
_A_TURN = const(149)  # + player
_A_MOD = const(160)  # + modifier + MAX_MOD
_A_KEEP = const(208)  # + dice kept
_A_SAVE = const(224)  # + slot
_A_USE = const(232)  # + slot
_A_PASS = const(240)
_A_FAIL = const(241)
_A_UNMARK = const(242)
_A_HOLD = const(243)  # + die


def current_player(s):
    return 0


def legal_actions(s):
    n = s[POOL + E_COUNT]
    out = [] if all_held(s) else [_A_ROLL]
    if s[POOL + E_ROLLED]:
        out += [_A_REROLL + i for i in range(n)] + [_A_HOLD + i for i in range(n)]
    if n < MAX_DICE:
        out += [_A_ADD + k for k in range(KINDS)]
    if n > 1:
        out += [_A_REMOVE + k for k in range(KINDS) if kind_count(s, k)]
    t = s[POOL + E_TARGET]
    out += [_A_TARGET + v for v in range(MAX_TARGET + 1) if v != t]
    out += [_A_TURN + p for p in range(s[_PLAYERS])]
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
    elif a < _A_TURN:
        set_target(s, a - _A_TARGET)
    elif a < _A_MOD:
        choose_turn(s, a - _A_TURN)
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
    elif a < _A_UNMARK:
        mark(s, a == _A_PASS)
    else:
        toggle_hold(s, a - _A_HOLD)


def returns(s):
    return [0]


def action_to_str(s, a):
    if a == _A_ROLL:
        return "roll"
    if a < _A_ADD:
        return "reroll die %d" % (a - _A_REROLL + 1)
    if a < _A_REMOVE:
        return "add %s" % _KIND_NAMES[a - _A_ADD]
    if a < _A_TARGET:
        return "remove %s" % _KIND_NAMES[a - _A_REMOVE]
    if a < _A_TURN:
        return "target %d" % (a - _A_TARGET) if a > _A_TARGET else "no target"
    if a < _A_MOD:
        return "turn of player %d" % (a - _A_TURN + 1)
    if a < _A_KEEP:
        return "modifier %d" % (a - _A_MOD - MAX_MOD)
    if a < _A_SAVE:
        return "keep highest %d" % (a - _A_KEEP) if a > _A_KEEP else "keep all"
    if a < _A_USE:
        return "save pool %d" % (a - _A_SAVE + 1)
    if a < _A_PASS:
        return "use pool %d" % (a - _A_USE + 1)
    if a < _A_HOLD:
        return ("mark pass", "mark fail", "take back the mark")[a - _A_PASS]
    return "hold or free die %d" % (a - _A_HOLD + 1)


def _entry_dict(s, off):
    n = s[off + E_COUNT]
    return {
        "kinds": [_KIND_NAMES[s[off + E_KINDS + i]] for i in range(n)],
        "values": [s[off + E_VALUES + i] for i in range(n)],
        "rolled": s[off + E_ROLLED] == 1,
        "rerolled": rerolled_die(s, off),
        "target": s[off + E_TARGET],
        "modifier": modifier(s, off),
        "keep": s[off + E_KEEP],
        "total": total(s, off),
        "highest": highest(s, off),
        "successes": successes(s, off),
        "held": [i for i in range(n) if held(s, i, off)],
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
        "players": [{"name": name(s, p), "rolls": rolls(s, p), "bins": list(s[_BINS + p * BINS : _BINS + (p + 1) * BINS])}
                    for p in range(s[_PLAYERS])],
        "turn": s[_TURN],
        "proof": s[PROOF],
        "session_rolls": session_rolls(s),
    }
