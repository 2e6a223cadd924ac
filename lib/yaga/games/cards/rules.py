"""Baba Yaga, the 78-card game (rules: shared/rules/baba-yaga-cards.md, decisions BY-1 ... BY-13).

The whole tournament lives in one fixed-size bytearray; the engine contract is in yaga.engine.
Hands are multisets (a count per card kind): the order of cards in a hand never matters, so an
action names a card kind, not a slot, and the action space stays small.

Cards (BY-1): kind ids 0..13 in the order of NAMES; COUNTS gives the count of each (78 in all).

State layout (STATE_SIZE bytes):
  off  size  meaning
    0     4  PRNG (yaga.rng xorshift32): every shuffle draws from it
    4     1  players, 2..5
    5     1  phase: DEAL (chance: shuffle the main deck and deal), TURN, GARLIC (a targeted player
             decides, BY-5, BY-13), RESHUFFLE (chance: BY-7), ROUND_OVER, OVER (tournament done)
    6     1  turn: the player whose turn it is (the caster while a spell resolves)
    7     1  starter of the current round (BY-10)
    8     1  red pile: Baba Yaga cards in it
    9     1  teal pile: Owl cards in it
   10     1  active flags: bit d = the top of discard pile d is a just-cast spell (BY-4, BY-11)
   11     1  spell resolving (CATS or WAND) while victims are processed
   12     1  kind that spell takes (BY or OWL)
   13     1  Cats victim, or ALL for the Wand
   14     1  next seat to process (the player deciding, in phase GARLIC)
   15     1  declarer of the finished round, NOBODY during play
   16     1  rounds started (wraps at 256; display only)
   17     1  cards in the draw pile
   18     2  cards in discard pile 0, 1
   20    10  tournament totals, 5 x u16 big-endian (BY-9, BY-10)
   30     5  points of the last finished round, per player
   35    70  hands: 5 players x 14 counts, one per card kind
  105    58  draw pile, bottom first (top = last); never holds a Baba Yaga (BY-7), so 78 - 20 is enough
  163   156  discard piles 0 and 1, 78 slots each, bottom first (top = last)
  319     1  turns played this round (saturates at 255; public: bots use it to break stalemates, BY-12)
  320     1  asked seats, bit p (BY-13): a Cats or Wand aimed at seat p always stops for its answer, Garlic
             or not (the humans of pass-and-play); other seats are asked only with a Garlic and the card
             the spell would take (BY-5)

Action encoding (small ints):
  0..55      exchange (BY-3): card kind * 4 + pile discarded onto * 2 + source (0 draw, 1 other pile)
  56         declare "Baba Yaga!" (BY-6)
  57         Garlic: no (take the spell's effect, if any)  } BY-5, only for the targeted player; an asked
  58, 59     Garlic: yes, onto discard pile 0 / 1           } seat with nothing to answer has only 57 (BY-13)
  60         next round (after the reveal)
  61         the shuffle chance outcome (round start and BY-7)
  64 + ((spell * NPAY + payment) * 2 + pile) * 10 + target    cast (BY-4), where
             spell = index in SPELLS (Owl, Pelican, Cats, Wand), payment = index in PAYMENTS
             (0 = the Mortar alone, BY-11; else a multiset of potions), pile = where it goes,
             target = Owl 0; Pelican and Wand the kind (0 Baba Yaga, 1 Owl); Cats victim * 2 + kind.

The whole contract of yaga.engine is defined here by name, with the public constants (card kinds, phases,
actions), the readers the screens and bots use instead of the state's offsets (which stay private here), and
arrange(), which sets up a position (tests, tools, the screenshots).

A stalled round (BY-12) is dealt again by redeal(s), the table's choice from the box's menu once
can_redeal(s): no action, so no bot or search takes it.

A spell put down without the exact total (BY-4) is just an exchange of that spell card: it lands
inactive and may be taken. Returns at the end of the tournament: 1 for each player sharing the
lowest total (BY-10), 0 for the others.
"""

from yaga.compat import const
from yaga.rng import seed_state, draw_below

CHANCE = const(-1)  # yaga.engine's (not imported: a module less in RAM)
TERMINAL = const(-2)

# Card kinds (BY-1); ids 0 and 1 double as the "kind" named by Pelican, Cats and Wand.
BY = const(0)
OWL = const(1)
P1 = const(2)  # potion v is kind v + 1
P7 = const(8)
PELICAN = const(9)
CATS = const(10)
WAND = const(11)
GARLIC = const(12)
MORTAR = const(13)
KINDS = const(14)
NAMES = ("BY", "OWL", "P1", "P2", "P3", "P4", "P5", "P6", "P7", "PELICAN", "CATS", "WAND", "GARLIC", "MORTAR")
COUNTS = b"\x14\x08\x04\x04\x05\x05\x05\x05\x05\x08\x03\x02\x02\x02"  # cards of each kind (BY-1)
POINTS = b"\x00\x07\x01\x02\x03\x04\x05\x06\x07\x07\x07\x08\x0a\x0a"  # points of each kind (BY-1)
SPELLS = b"\x01\x09\x0a\x0b"  # Owl, Pelican, Cats, Wand: the spell index of a cast action

MAX_PLAYERS = const(5)
HAND = const(5)
DECLARE_LIMIT = const(4)  # BY-6
GOAL = const(100)  # BY-10
_STALLED = const(60)  # BY-12: turns without a declaration before the round may be dealt again

# Phases
DEAL = const(0)
TURN = const(1)
GARLIC_PHASE = const(2)
RESHUFFLE = const(3)
ROUND_OVER = const(4)
OVER = const(5)

# Actions
DECLARE = const(56)
GARLIC_NO = const(57)
GARLIC_ON_0 = const(58)
GARLIC_ON_1 = const(59)
NEXT_ROUND = const(60)
SHUFFLE = const(61)
CAST_BASE = const(64)
TARGETS = const(10)

NOBODY = const(255)
ALL = const(255)

_RNG = const(0)
_PLAYERS = const(4)
_PHASE = const(5)
_TURN = const(6)
_STARTER = const(7)
_RED = const(8)
_ACTIVE = const(10)
_P_SPELL = const(11)
_P_KIND = const(12)
_P_VICTIM = const(13)
_P_NEXT = const(14)
_DECLARER = const(15)
_ROUND = const(16)
_NDRAW = const(17)
_NDISC = const(18)
_TOTALS = const(20)
_LAST = const(30)
_HANDS = const(35)
_DRAW = const(105)
_DISC = const(163)
_DISC_CAP = const(78)
_TURNS = const(319)
_ASK = const(320)
STATE_SIZE = const(321)

# The payments of BY-4 in action order: index 0 the Mortar alone (BY-11), then every multiset of at
# most 4 potions totalling 7 (indices 1-11), then 8 (12-25), largest potion first. Each is 7 bytes: how
# many of potions 1..7 it takes (cards_kit.PAYMENTS lists them as cards; a test derives this table).
PAY = (
    b"\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x01\x01\x00\x00\x00\x00\x01\x00\x00\x01\x00"
    b"\x00\x01\x00\x00\x02\x00\x00\x00\x01\x00\x00\x00\x00\x01\x01\x00\x00\x00\x01\x01\x00\x01\x00\x00"
    b"\x00\x03\x00\x00\x01\x00\x00\x00\x01\x00\x02\x00\x00\x00\x00\x00\x02\x01\x00\x00\x00\x00\x02\x01"
    b"\x01\x00\x00\x00\x00\x01\x03\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x00\x01\x00\x01\x00\x00\x00"
    b"\x01\x00\x02\x00\x00\x00\x00\x01\x00\x00\x00\x01\x00\x01\x00\x00\x01\x01\x00\x00\x01\x00\x00\x03"
    b"\x00\x00\x00\x01\x00\x00\x00\x00\x00\x02\x00\x00\x00\x01\x00\x01\x01\x00\x00\x00\x00\x02\x00\x01"
    b"\x00\x00\x00\x02\x01\x00\x01\x00\x00\x00\x00\x01\x02\x00\x00\x00\x00\x02\x00\x02\x00\x00\x00\x00"
    b"\x01\x02\x01\x00\x00\x00\x00\x00\x04\x00\x00\x00\x00\x00"
)
NPAY = const(26)
SEVENS = const(12)  # payments 1..11 total 7, 12..25 total 8


# Each payment's potions as (kind, how many) pairs, smallest potion first, from PAY: all pay_short looks at (the
# bots ask it thousands of times a game). Written out, not worked out at import: a constant tuple stays in the
# firmware's flash (tests/portable/test_cards_tables.py derives it from PAY).
_NEEDS = (
    b"", b"\x08\x01", b"\x02\x01\x07\x01", b"\x03\x01\x06\x01", b"\x02\x02\x06\x01", b"\x04\x01\x05\x01",
    b"\x02\x01\x03\x01\x05\x01", b"\x02\x03\x05\x01", b"\x02\x01\x04\x02", b"\x03\x02\x04\x01",
    b"\x02\x02\x03\x01\x04\x01", b"\x02\x01\x03\x03", b"\x02\x01\x08\x01", b"\x03\x01\x07\x01", b"\x02\x02\x07\x01",
    b"\x04\x01\x06\x01", b"\x02\x01\x03\x01\x06\x01", b"\x02\x03\x06\x01", b"\x05\x02", b"\x02\x01\x04\x01\x05\x01",
    b"\x03\x02\x05\x01", b"\x02\x02\x03\x01\x05\x01", b"\x03\x01\x04\x02", b"\x02\x02\x04\x02",
    b"\x02\x01\x03\x02\x04\x01", b"\x03\x04",
)


# ---- cards and points (BY-1, BY-4, BY-8, BY-9) -------------------------------------------------


def activation(spell):
    """The exact potion total a spell needs (BY-1): 8 for the Lost Wand, 7 for the others."""
    return 8 if spell == WAND else 7


def pay_short(h, off, spell, pay):
    """How many cards hand counts h[off:off+14] lack for paying `spell` with payment `pay` (BY-4,
    BY-11): 0 when it can be paid, 1, 2 for two or more, 99 when the payment's total is not the spell's
    activation value."""
    if pay == 0:
        return 0 if h[off + MORTAR] else 1
    if (pay < SEVENS) == (spell == WAND):  # the payment's total is not the spell's activation value
        return 99
    short = 0
    need = _NEEDS[pay]
    for i in range(0, len(need), 2):
        lack = need[i + 1] - h[off + need[i]]
        if lack > 0:
            short += lack
            if short > 1:
                return short  # 2 or more: nobody needs the exact count
    return short


def score(totals, bys, sevens, declarer):
    """BY-8/BY-9/BY-11 from each player's final total, Baba Yaga count, the five-7s holder (-1 if none)
    and the declarer; the list of tournament points."""
    n = len(totals)
    low = min(totals)
    most = 0
    for i in range(n):
        if totals[i] == low and bys[i] > most:
            most = bys[i]
    won = [totals[i] == low and bys[i] == most for i in range(n)]
    if won[declarer] and bys[declarer] == HAND:  # BY-9 first rule, BY-11 shared win
        return [0 if i == declarer else 30 for i in range(n)]
    if sevens >= 0:  # BY-9 five 7-potions, overrides the 25 too (BY-11)
        return [0 if i == sevens else 20 for i in range(n)]
    pts = [0 if won[i] else totals[i] for i in range(n)]
    if not won[declarer]:
        pts[declarer] = 25
    return pts


# ---- what the screens and bots read -----------------------------------------------------------


def count(s, p, kind):
    """How many cards of a kind player p holds."""
    return s[_HANDS + p * KINDS + kind]


def hand_size(s, p):
    h = _HANDS + p * KINDS
    n = 0
    for k in range(h, h + KINDS):
        n += s[k]
    return n


def hand_total(s, p):
    h = _HANDS + p * KINDS
    t = 0
    for k in range(KINDS):
        t += s[h + k] * POINTS[k]
    return t


def top(s, d):
    """The top card of discard pile d, or -1 when it is empty."""
    n = s[_NDISC + d]
    return s[_DISC + d * _DISC_CAP + n - 1] if n else -1


def is_active(s, d):
    return (s[_ACTIVE] >> d) & 1 == 1


def total(s, p):
    """Player p's tournament total (a big-endian u16)."""
    return s[_TOTALS + 2 * p] << 8 | s[_TOTALS + 2 * p + 1]


def players(s):
    return s[_PLAYERS]


def phase(s):
    return s[_PHASE]


def turn(s):
    """The player on turn (the caster while a spell resolves)."""
    return s[_TURN]


def pending_spell(s):
    """(spell, kind) of the Cats or Wand waiting for an answer (BY-5): the spell and the kind it takes."""
    return s[_P_SPELL], s[_P_KIND]


def declarer(s):
    """Who declared the finished round, -1 during play."""
    d = s[_DECLARER]
    return -1 if d == NOBODY else d


def round_number(s):
    """Rounds started (from 1; wraps at 256, for display only)."""
    return s[_ROUND]


def last_points(s, p):
    """Player p's tournament points from the last finished round."""
    return s[_LAST + p]


def turns_played(s):
    """Turns played this round, saturating at 255 (BY-12)."""
    return s[_TURNS]


def left_in_pile(s, kind):
    """Cards in the red pile (kind BY) or the teal pile (kind OWL)."""
    return s[_RED + kind]


def draw_count(s):
    return s[_NDRAW]


def discard_count(s, d):
    return s[_NDISC + d]


def discard_card(s, d, i):
    """Card i of discard pile d, from the bottom."""
    return s[_DISC + d * _DISC_CAP + i]


def set_asked(s, bits):
    """The seats (bit p) every Cats or Wand aimed at them asks, Garlic or not (BY-13)."""
    s[_ASK] = bits & ((1 << s[_PLAYERS]) - 1)


def card_census(s):
    """Count of every card kind over the hands, piles and red/teal piles (BY-1 conservation check)."""
    seen = [0] * KINDS
    for p in range(s[_PLAYERS]):
        for k in range(KINDS):
            seen[k] += s[_HANDS + p * KINDS + k]
    for i in range(s[_NDRAW]):
        seen[s[_DRAW + i]] += 1
    for d in (0, 1):
        for i in range(s[_NDISC + d]):
            seen[s[_DISC + d * _DISC_CAP + i]] += 1
    seen[BY] += s[_RED]
    seen[OWL] += s[_RED + 1]
    return seen


def cast_action(spell, pay, pile, target):
    """The action int of a cast (see the encoding table)."""
    si = 0
    while SPELLS[si] != spell:
        si += 1
    return CAST_BASE + ((si * NPAY + pay) * 2 + pile) * TARGETS + target


def exchange_action(card, pile, src):
    """The action int of an exchange (BY-3): card kind, pile discarded onto, source (0 draw, 1 other pile)."""
    return card * 4 + pile * 2 + src


def decode_cast(a):
    """(spell, payment, pile, target) of a cast action."""
    a -= CAST_BASE
    return SPELLS[a // (TARGETS * 2 * NPAY)], a // (TARGETS * 2) % NPAY, a // TARGETS & 1, a % TARGETS


# ---- piles -------------------------------------------------------------------------------------


def _push(s, d, c):
    """Put card c on discard pile d; it covers whatever was there (BY-11)."""
    n = s[_NDISC + d]
    s[_DISC + d * _DISC_CAP + n] = c
    s[_NDISC + d] = n + 1
    s[_ACTIVE] &= ~(1 << d) & 3


def _draw_into(s, p):
    n = s[_NDRAW] - 1
    s[_NDRAW] = n
    s[_HANDS + p * KINDS + s[_DRAW + n]] += 1


def _shuffle(s):
    """Fisher-Yates over the draw pile with the state's PRNG."""
    i = s[_NDRAW] - 1
    while i > 0:
        j = draw_below(s, _RNG, i + 1)
        a = _DRAW + i
        b = _DRAW + j
        s[a], s[b] = s[b], s[a]
        i -= 1


def _turn_up(s):
    """Two cards from the draw pile become the two discard piles (BY-2, BY-7)."""
    for d in (0, 1):
        n = s[_NDRAW] - 1
        s[_NDRAW] = n
        _push(s, d, s[_DRAW + n])
    s[_PHASE] = TURN


# ---- rounds (BY-2, BY-7, BY-10) ---------------------------------------------------------------


def new_state(seed, players, asked=0):
    """A tournament of 2..5 players, waiting for the first shuffle. Player 0 starts the first round.
    asked: the seats (bit p) every Cats or Wand aimed at them asks, Garlic or not (BY-13)."""
    if players < 2 or players > MAX_PLAYERS:
        raise ValueError("players must be 2..5")
    s = bytearray(STATE_SIZE)
    seed_state(s, _RNG, seed)
    s[_PLAYERS] = players
    set_asked(s, asked)
    s[_ROUND] = 1
    collect(s)
    return s


def collect(s):
    """All 78 cards back: red and teal piles full, the main deck in kind order, waiting to be shuffled."""
    for i in range(_HANDS, _HANDS + MAX_PLAYERS * KINDS):
        s[i] = 0
    s[_RED] = COUNTS[BY]
    s[_RED + 1] = COUNTS[OWL]
    n = 0
    for k in range(P1, KINDS):
        for _ in range(COUNTS[k]):
            s[_DRAW + n] = k
            n += 1
    s[_NDRAW] = n
    s[_NDISC] = 0
    s[_NDISC + 1] = 0
    s[_ACTIVE] = 0
    s[_DECLARER] = NOBODY
    s[_TURNS] = 0
    s[_TURN] = s[_STARTER]
    s[_PHASE] = DEAL


def _reshuffle(s):
    """BY-7: both discard piles (active spells too) become the draw pile; Baba Yagas go back to red."""
    nd = s[_NDRAW]
    for d in (0, 1):
        base = _DISC + d * _DISC_CAP
        for i in range(s[_NDISC + d]):
            c = s[base + i]
            if c == BY:
                s[_RED] += 1
            else:
                s[_DRAW + nd] = c
                nd += 1
        s[_NDISC + d] = 0
    s[_NDRAW] = nd
    s[_ACTIVE] = 0
    _shuffle(s)
    _turn_up(s)
    _settle(s)


def _settle(s):
    """Refill every short hand to five, the caster's left first and the player on turn last, then
    pass the turn. An empty draw pile, even mid-refill, pauses for the BY-7 reshuffle."""
    n = s[_PLAYERS]
    t = s[_TURN]
    for i in range(1, n + 1):
        p = (t + i) % n
        while hand_size(s, p) < HAND:
            _draw_into(s, p)
            if s[_NDRAW] == 0:
                s[_PHASE] = RESHUFFLE
                return
    s[_TURN] = (t + 1) % n
    s[_PHASE] = TURN
    if s[_TURNS] < 255:
        s[_TURNS] += 1


def _declare(s):
    """BY-6 ends the round; BY-8/BY-9 points go onto the totals; BY-10 ends the tournament at 100."""
    n = s[_PLAYERS]
    d = s[_TURN]
    sevens = -1
    for p in range(n):
        if count(s, p, P1 + 6) == HAND:
            sevens = p
    pts = score([hand_total(s, p) for p in range(n)], [count(s, p, BY) for p in range(n)], sevens, d)
    over = False
    for p in range(n):
        s[_LAST + p] = pts[p]
        t = total(s, p) + pts[p]  # at most 99 + 30: a u16 never overflows
        s[_TOTALS + 2 * p] = t >> 8
        s[_TOTALS + 2 * p + 1] = t & 0xFF
        if t >= GOAL:
            over = True
    s[_DECLARER] = d
    s[_PHASE] = OVER if over else ROUND_OVER


def can_redeal(s):
    """BY-12: a round may be dealt again once 60 turns have passed without a declaration, at a turn's start."""
    return s[_PHASE] == TURN and s[_TURNS] >= _STALLED


def redeal(s):
    """BY-12: the cards gathered and dealt again (the next chance outcome), no points scored, the same
    starter; totals and the round count kept. The table's choice from the box's menu, not a player's move:
    it is no action, so no bot or search ever takes it."""
    if not can_redeal(s):
        raise ValueError("no redeal before %d turns" % _STALLED)
    collect(s)


def arrange(s, hands, discards, draw=(), turn=0):
    """Set up a position (tests, tools, screenshots): exact hands and discard piles (lists of card names, top
    last), the given cards on top of the draw pile (top last) over the rest of the main deck, every Baba Yaga
    and Owl not placed in the red and teal piles. Totals and starter are kept; play resumes at TURN."""
    n = s[_PLAYERS]
    if len(hands) != n or len(discards) != 2:
        raise ValueError("need one hand per player and two discard piles")
    left = list(COUNTS)
    placed = []
    for cards in hands + discards + [draw]:
        ids = [NAMES.index(c) for c in cards]
        for k in ids:
            left[k] -= 1
            if left[k] < 0:
                raise ValueError("more %s cards than the deck has" % NAMES[k])
        placed.append(ids)
    if BY in placed[n + 2]:
        raise ValueError("a Baba Yaga is never in the draw pile (BY-7)")
    collect(s)
    s[_RED] = left[BY]
    s[_RED + OWL] = left[OWL]  # the teal pile
    for p in range(n):
        for k in placed[p]:
            s[_HANDS + p * KINDS + k] += 1
    for d in (0, 1):
        for k in placed[n + d]:
            _push(s, d, k)
    rest = []
    for k in range(P1, KINDS):
        rest += [k] * left[k]
    rest += placed[n + 2]
    s[_DRAW:_DRAW + len(rest)] = bytes(rest)
    s[_NDRAW] = len(rest)
    s[_TURN] = turn
    s[_PHASE] = TURN


# ---- legality ----------------------------------------------------------------------------------


def _exchange_ok(s, p, a):
    """BY-3: discard one card, take the draw top or the other pile's top unless it is an active spell."""
    return s[_HANDS + p * KINDS + (a >> 2)] > 0 and _pile_ok(s, a)


def _pile_ok(s, a):
    """BY-3, the piles of exchange a: onto the empty side while there is only one discard pile; a pile top
    taken only when there is one and it is not an active spell."""
    pile = (a >> 1) & 1
    if (s[_NDISC] == 0) != (s[_NDISC + 1] == 0) and s[_NDISC + pile] != 0:
        return False  # only one discard pile: discard onto the empty side
    if a & 1:
        return s[_NDISC + 1 - pile] > 0 and not is_active(s, 1 - pile)
    return True


def _cast_ok(s, p, spell, pay, target):
    """BY-4: the spell in hand, paid exactly (or by the Mortar, BY-11), and not a spell that does nothing."""
    if count(s, p, spell) == 0 or pay_short(s, _HANDS + p * KINDS, spell, pay):
        return False
    return _target_ok(s, p, spell, target)


def _target_ok(s, p, spell, target):
    """BY-4: a target the spell cast by p can do something to."""
    if spell == OWL:
        return target == 0 and s[_RED] > 0
    if spell == PELICAN:
        return target < 2 and s[_RED + target] > 0
    n = s[_PLAYERS]
    if spell == CATS:
        v = target >> 1
        return v < n and v != p and count(s, v, target & 1) > 0
    if target > 1:
        return False
    for v in range(n):
        if v != p and count(s, v, target) > 0:
            return True
    return False


def can_target(s, p, spell):
    """BY-4: whether the spell cast by p now would do something (a card in its pile, another player holding one)."""
    for t in range(TARGETS):
        if _target_ok(s, p, spell, t):
            return True
    return False


MAX_ACTION = const(CAST_BASE + 4 * NPAY * 2 * TARGETS)


def is_legal(s, a):
    """Whether a is among legal_actions(s), without building the list (a linked box checks each action that comes)."""
    ph = s[_PHASE]
    if ph == DEAL or ph == RESHUFFLE:
        return a == SHUFFLE
    if ph == ROUND_OVER:
        return a == NEXT_ROUND
    if ph == GARLIC_PHASE:
        if a == GARLIC_NO:
            return True
        v = s[_P_NEXT]  # BY-5: a Garlic only against a card the spell would take (BY-13: else just "no")
        if a != GARLIC_ON_0 and a != GARLIC_ON_1:
            return False
        return count(s, v, GARLIC) > 0 and count(s, v, s[_P_KIND]) > 0
    if ph != TURN or a < 0 or a >= MAX_ACTION:
        return False
    p = s[_TURN]
    if a < DECLARE:
        return _exchange_ok(s, p, a)
    if a == DECLARE:
        return hand_total(s, p) <= DECLARE_LIMIT
    if a < CAST_BASE:
        return False
    a -= CAST_BASE
    return _cast_ok(s, p, SPELLS[a // (TARGETS * 2 * NPAY)], a // (TARGETS * 2) % NPAY, a % TARGETS)


# ---- the contract ------------------------------------------------------------------------------


def current_player(s):
    ph = s[_PHASE]
    if ph == DEAL or ph == RESHUFFLE:
        return CHANCE
    if ph == OVER:
        return TERMINAL
    if ph == GARLIC_PHASE:
        return s[_P_NEXT]
    if ph == ROUND_OVER:
        return (s[_STARTER] + 1) % s[_PLAYERS]  # the next round's starter deals
    return s[_TURN]


def legal_actions(s):
    ph = s[_PHASE]
    if ph != TURN:
        return [a for a in (SHUFFLE, NEXT_ROUND, GARLIC_NO, GARLIC_ON_0, GARLIC_ON_1) if is_legal(s, a)]
    p = s[_TURN]
    out = []  # in increasing order: exchanges by card, the declaration, casts by spell, payment, pile, target
    h = _HANDS + p * KINDS
    piles = [a for a in range(4) if _pile_ok(s, a)]  # the same for every card held
    for card in range(KINDS):
        if s[h + card]:
            for a in piles:
                out.append(card * 4 + a)
    if hand_total(s, p) <= DECLARE_LIMIT:
        out.append(DECLARE)
    for si in range(4):
        spell = SPELLS[si]
        if s[h + spell] == 0:
            continue
        targets = [t for t in range(TARGETS) if _target_ok(s, p, spell, t)]
        if not targets:
            continue
        for pay in range(NPAY):
            if pay and (pay < SEVENS) == (spell == WAND) or pay_short(s, h, spell, pay):
                continue  # another activation value (payments 1-11 total 7, the Wand's 12-25 8), or not paid
            a = CAST_BASE + si * NPAY * 2 * TARGETS + pay * 2 * TARGETS
            for t in targets:  # onto pile 1, then pile 2
                out.append(a + t)
            for t in targets:
                out.append(a + TARGETS + t)
    return out


def apply_action(s, a):
    if not is_legal(s, a):
        raise ValueError("illegal action %r" % (a,))
    ph = s[_PHASE]
    if ph == DEAL:  # BY-2: shuffle the main deck, five cards each, turn up the two discard piles
        _shuffle(s)
        n = s[_PLAYERS]
        for _ in range(HAND):
            for i in range(n):
                _draw_into(s, (s[_STARTER] + i) % n)
        _turn_up(s)
        s[_TURN] = s[_STARTER]
    elif ph == RESHUFFLE:
        _reshuffle(s)
    elif ph == ROUND_OVER:  # BY-10: the player to the left of the last starter starts the next round
        s[_STARTER] = (s[_STARTER] + 1) % s[_PLAYERS]
        s[_ROUND] = (s[_ROUND] + 1) & 0xFF
        collect(s)
    elif ph == GARLIC_PHASE:  # BY-5: the Garlic onto the pile its holder chose spares them; or they take the spell
        v = s[_P_NEXT]
        if a == GARLIC_NO:
            if count(s, v, s[_P_KIND]) > 0:  # an asked seat without the card loses nothing (BY-13)
                _afflict(s, v)
        else:
            s[_HANDS + v * KINDS + GARLIC] -= 1
            _push(s, a - GARLIC_ON_0, GARLIC)
        s[_P_NEXT] = (v + 1) % s[_PLAYERS]
        if _resolve_victims(s):
            _settle(s)
    elif a < DECLARE:  # BY-3
        p = s[_TURN]
        pile = (a >> 1) & 1
        s[_HANDS + p * KINDS + (a >> 2)] -= 1
        _push(s, pile, a >> 2)
        if a & 1:  # the other pile's top card into the hand
            n = s[_NDISC + 1 - pile] - 1
            s[_NDISC + 1 - pile] = n
            s[_HANDS + p * KINDS + s[_DISC + (1 - pile) * _DISC_CAP + n]] += 1
        _settle(s)
    elif a == DECLARE:
        _declare(s)
    else:
        a -= CAST_BASE
        _cast(s, SPELLS[a // (TARGETS * 2 * NPAY)], a // (TARGETS * 2) % NPAY, a // TARGETS & 1, a % TARGETS)


def _take_from(s, p, kind, n):
    """Take up to n cards of a kind from its red or teal pile (BY-11: what is there)."""
    have = s[_RED + kind]
    if n > have:
        n = have
    s[_RED + kind] = have - n
    s[_HANDS + p * KINDS + kind] += n


def _cast(s, spell, pay, pile, target):
    """BY-4: payment (largest potion first) then the spell onto a pile, active on top; resolve, refill."""
    p = s[_TURN]
    h = _HANDS + p * KINDS
    if pay == 0:
        s[h + MORTAR] -= 1
        _push(s, pile, MORTAR)
    for v in range(6, -1, -1):
        for _ in range(PAY[pay * 7 + v]):
            s[h + P1 + v] -= 1
            _push(s, pile, P1 + v)
    s[h + spell] -= 1
    _push(s, pile, spell)
    s[_ACTIVE] |= 1 << pile
    if spell == PELICAN:
        _take_from(s, p, target, 1)
    elif spell == OWL:
        _take_from(s, p, BY, 2)
    else:
        s[_P_SPELL] = spell
        s[_P_KIND] = target & 1
        s[_P_VICTIM] = (target >> 1) if spell == CATS else ALL
        s[_P_NEXT] = (p + 1) % s[_PLAYERS]
        if not _resolve_victims(s):
            return
    _settle(s)


def _afflict(s, v):
    """Cats: the card goes to the caster; Wand: back to its pile. The victim draws later (_settle)."""
    kind = s[_P_KIND]
    s[_HANDS + v * KINDS + kind] -= 1
    if s[_P_SPELL] == CATS:
        s[_HANDS + s[_TURN] * KINDS + kind] += 1
    else:
        s[_RED + kind] += 1


def _resolve_victims(s):
    """Cats/Wand victims in seat order from the caster's left; a Garlic holder is asked first (BY-5), and
    an asked seat (BY-13) always, whatever it holds. Returns False while paused for a Garlic decision."""
    n = s[_PLAYERS]
    caster = s[_TURN]
    v = s[_P_NEXT]
    while v != caster:
        victim = s[_P_VICTIM]
        if victim == ALL or victim == v:
            hit = count(s, v, s[_P_KIND]) > 0
            if (s[_ASK] >> v) & 1 or (hit and count(s, v, GARLIC) > 0):
                s[_P_NEXT] = v
                s[_PHASE] = GARLIC_PHASE
                return False
            if hit:
                _afflict(s, v)
        v = (v + 1) % n
    s[_PHASE] = TURN
    return True


def returns(s):
    n = s[_PLAYERS]
    if s[_PHASE] != OVER:
        return [0] * n
    low = min([total(s, p) for p in range(n)])
    return [1 if total(s, p) == low else 0 for p in range(n)]


def chance_outcomes(s):
    return [(SHUFFLE, 1)]


def sample_chance(s):
    """The only chance outcome is "shuffle": its permutation is drawn from the state's PRNG on apply."""
    return SHUFFLE


_PHASE_NAMES = ("deal", "turn", "garlic", "reshuffle", "round_over", "over")


def action_to_str(s, a):
    if a == SHUFFLE:
        return "shuffle"
    if a == NEXT_ROUND:
        return "next round"
    if a == DECLARE:
        return "Baba Yaga!"
    if a == GARLIC_NO:
        return "garlic no"
    if a == GARLIC_ON_0 or a == GARLIC_ON_1:
        return "garlic>%d" % (a - GARLIC_ON_0)
    if 0 <= a < DECLARE:
        return "swap %s>%d %s" % (NAMES[a >> 2], (a >> 1) & 1, "pile" if a & 1 else "draw")
    if CAST_BASE <= a < CAST_BASE + 4 * NPAY * 2 * TARGETS:
        spell, pay, pile, target = decode_cast(a)
        paid = "M"  # the Mortar (BY-11)
        if pay:
            paid = "+".join(["%d" % (v + 1) for v in range(6, -1, -1) for _ in range(PAY[pay * 7 + v])])
        if spell == CATS:
            what = "P%d:%s" % (target >> 1, NAMES[target & 1])
        elif spell == OWL:
            what = "BY"
        else:
            what = NAMES[target & 1]
        return "cast %s[%s]>%d %s" % (NAMES[spell], paid, pile, what)
    return "?%d" % a


def _hand_names(s, p):
    """Player p's hand as card names, in kind order."""
    out = []
    for k in range(KINDS):
        out += [NAMES[k]] * count(s, p, k)
    return out


def to_dict(s):
    n = s[_PLAYERS]
    ph = s[_PHASE]
    return {
        "players": n,
        "phase": _PHASE_NAMES[ph],
        "hands": [_hand_names(s, p) for p in range(n)],
        "draw": s[_NDRAW],
        "discards": [[NAMES[s[_DISC + d * _DISC_CAP + i]] for i in range(s[_NDISC + d])] for d in (0, 1)],
        "active": [is_active(s, 0), is_active(s, 1)],
        "red": s[_RED],
        "teal": s[_RED + 1],
        "turn": s[_TURN],
        "starter": s[_STARTER],
        "round": s[_ROUND],
        "turns": s[_TURNS],
        "totals": [total(s, p) for p in range(n)],
        "last_points": [s[_LAST + p] for p in range(n)],
        "declarer": (-1 if s[_DECLARER] == NOBODY else s[_DECLARER]) if ph >= ROUND_OVER else None,
        "garlic_from": s[_P_NEXT] if ph == GARLIC_PHASE else None,
        "round_over": ph >= ROUND_OVER,
        "tournament_over": ph == OVER,
    }


# ---- a saved state checked before it is trusted ---------------------------------------


def is_valid(s):
    """Whether s is a tournament play can reach, as far as its bytes tell: every field in range, the phase
    consistent with the seats, the pending spell and the totals, and the 78 cards accounted for exactly once
    across the hands, the draw pile (never a Baba Yaga, BY-7), the discard piles and the red and teal piles as
    BY-1 counts them. Never raises, whatever the bytes."""
    if len(s) != STATE_SIZE:
        return False
    n = s[_PLAYERS]
    ph = s[_PHASE]
    if not 2 <= n <= MAX_PLAYERS or ph > OVER or s[_TURN] >= n or s[_STARTER] >= n or s[_ASK] >> n:
        return False
    if s[_NDRAW] > _DISC - _DRAW or s[_NDISC] > _DISC_CAP or s[_NDISC + 1] > _DISC_CAP or s[_ACTIVE] > 3:
        return False
    if (ph == TURN or ph == GARLIC_PHASE) and not s[_NDRAW]:  # BY-7: an emptied draw pile stops play to reshuffle
        return False
    for d in (0, 1):  # an active spell is the top of its pile (BY-4)
        if is_active(s, d) and (not s[_NDISC + d] or top(s, d) not in SPELLS):
            return False
    if (s[_DECLARER] != NOBODY) != (ph >= ROUND_OVER) or ph >= ROUND_OVER and s[_DECLARER] >= n:
        return False
    over = False
    for p in range(n):  # a round scores at most a hand's total: two Garlics, two Mortars and a Wand, 48 (BY-8)
        t = total(s, p)
        if t > GOAL - 1 + 48 or s[_LAST + p] > 48:
            return False
        over = over or t >= GOAL
    if over != (ph == OVER):  # BY-10: the tournament ends when a total reaches 100
        return False
    if ph == GARLIC_PHASE and not _pending_valid(s, n):
        return False
    if not _census_valid(s, n):
        return False
    held = 0 if ph == DEAL else HAND  # BY-2: none before the deal, five each at a turn's start
    for p in range(n):
        size = hand_size(s, p)
        if size != held and (size > HAND or ph != GARLIC_PHASE and ph != RESHUFFLE):  # hands being refilled
            return False
    # BY-4/BY-5: a caster put down the spell and its payment; a Cats may still bring it one card
    return ph != GARLIC_PHASE or hand_size(s, s[_TURN]) < HAND


def _pending_valid(s, n):
    """A Cats or Wand resolving (BY-5): the seat asked is not the caster, the kind and the victim known."""
    spell = s[_P_SPELL]
    if spell != CATS and spell != WAND or s[_P_KIND] > OWL or s[_P_NEXT] >= n or s[_P_NEXT] == s[_TURN]:
        return False
    v = s[_P_VICTIM]
    return v == ALL if spell == WAND else v < n and v != s[_TURN]


def _census_valid(s, n):
    """BY-1: every kind's count over the hands, piles and red and teal piles is its COUNTS, no card held by a
    seat not in the game; the indices checked before they are counted (card_census trusts them)."""
    seen = bytearray(KINDS)
    for i in range(_HANDS + n * KINDS, _DRAW):
        if s[i]:
            return False
    for i in range(_HANDS, _HANDS + n * KINDS):
        k = (i - _HANDS) % KINDS
        if s[i] > COUNTS[k]:
            return False
        seen[k] += s[i]
    for i in range(_DRAW, _DRAW + s[_NDRAW]):
        if s[i] == BY or s[i] >= KINDS or seen[s[i]] == COUNTS[s[i]]:
            return False
        seen[s[i]] += 1
    for d in (0, 1):
        for i in range(_DISC + d * _DISC_CAP, _DISC + d * _DISC_CAP + s[_NDISC + d]):
            if s[i] >= KINDS or seen[s[i]] == COUNTS[s[i]]:
                return False
            seen[s[i]] += 1
    for k in (BY, OWL):
        if s[_RED + k] > COUNTS[k] - seen[k]:
            return False
        seen[k] += s[_RED + k]
    return bytes(seen) == COUNTS
