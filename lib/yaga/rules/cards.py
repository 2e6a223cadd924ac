"""Baba Yaga, the 78-card game (rules: shared/rules/baba-yaga-cards.md, decisions BY-1 ... BY-11).

The whole tournament lives in one fixed-size bytearray; the engine contract is in yaga.engine.
Hands are multisets (a count per card kind): the order of cards in a hand never matters, so an
action names a card kind, not a slot, and the action space stays small.

Cards (BY-1): kind ids 0..13 in the order of NAMES; DECK gives the count of each (78 in all).

State layout (STATE_SIZE bytes):
  off  size  meaning
    0     4  PRNG (yaga.rng xorshift32): every shuffle draws from it
    4     1  players, 2..5
    5     1  phase: DEAL (chance: shuffle the main deck and deal), TURN, GARLIC (a targeted player
             decides), RESHUFFLE (chance: BY-7), ROUND_OVER, OVER (tournament done)
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
  319     1  turns played this round (saturates at 255; public: bots use it to break stalemates)

Action encoding (small ints):
  0..55      exchange (BY-3): card kind * 4 + pile discarded onto * 2 + source (0 draw, 1 other pile)
  56         declare "Baba Yaga!" (BY-6)
  57         Garlic: no (take the spell's effect)          } BY-5, only for the targeted player
  58, 59     Garlic: yes, onto discard pile 0 / 1           }
  60         next round (after the reveal)
  61         the shuffle chance outcome (round start and BY-7)
  64 + ((spell * NPAY + payment) * 2 + pile) * 10 + target    cast (BY-4), where
             spell = index in SPELLS (Owl, Pelican, Cats, Wand), payment = index in PAYMENTS
             (0 = the Mortar alone, BY-11; else a multiset of potions), pile = where it goes,
             target = Owl 0; Pelican and Wand the kind (0 Baba Yaga, 1 Owl); Cats victim * 2 + kind.

A spell put down without the exact total (BY-4) is just an exchange of that spell card: it lands
inactive and may be taken. Returns at the end of the tournament: 1 for each player sharing the
lowest total (BY-10), 0 for the others.
"""

from yaga.compat import const
from yaga.engine import CHANCE, TERMINAL
from yaga.fields import u16, set_u16
from yaga.rng import seed_state, draw_below

# Card kinds (BY-1). Kind ids 0 and 1 double as the "kind" named by Pelican, Cats and Wand.
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
_COUNTS = (20, 8, 4, 4, 5, 5, 5, 5, 5, 8, 3, 2, 2, 2)
_POINTS = (0, 7, 1, 2, 3, 4, 5, 6, 7, 7, 7, 8, 10, 10)
DECK = {}
for _k in range(KINDS):
    DECK[NAMES[_k]] = _COUNTS[_k]
del _k
SPELLS = (OWL, PELICAN, CATS, WAND)

MAX_PLAYERS = const(5)
HAND = const(5)
DECLARE_LIMIT = const(4)  # BY-6
GOAL = const(100)  # BY-10

# Phases
DEAL = const(0)
TURN = const(1)
GARLIC_PHASE = const(2)
RESHUFFLE = const(3)
ROUND_OVER = const(4)
OVER = const(5)
_PHASE_NAMES = ("deal", "turn", "garlic", "reshuffle", "round_over", "over")

# Actions
DECLARE = const(56)
GARLIC_NO = const(57)
GARLIC_ON_0 = const(58)
GARLIC_ON_1 = const(59)
NEXT_ROUND = const(60)
SHUFFLE = const(61)
CAST_BASE = const(64)
_TARGETS = const(10)

NOBODY = const(255)
ALL = const(255)

_RNG = const(0)
_PLAYERS = const(4)
_PHASE = const(5)
_TURN = const(6)
_STARTER = const(7)
_RED = const(8)
_TEAL = const(9)
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
STATE_SIZE = const(320)


def _payments():
    """PAYMENTS: the Mortar (empty), then every multiset of at most 4 potions totalling 7, then 8 (BY-4),
    each as the bytes of its potion kinds; PAY_TOTALS their totals; PAY_NEEDS, per payment, bytes of
    (kind, how many) pairs, so a legality check walks a few bytes and allocates nothing."""
    found = [b""]

    def parts(left, most, room, acc):
        if left == 0:
            found.append(bytes(acc))
            return
        if room == 0:
            return
        v = most if most < left else left
        while v >= 1:
            acc.append(P1 + v - 1)
            parts(left - v, v, room - 1, acc)
            acc.pop()
            v -= 1

    for goal in (7, 8):
        parts(goal, 7, HAND - 1, [])
    totals = bytearray(len(found))
    needs = []
    for i in range(len(found)):
        pairs = bytearray()
        for c in found[i]:  # kinds come sorted, so equal potions are neighbours
            totals[i] += _POINTS[c]
            if pairs and pairs[-2] == c:
                pairs[-1] += 1
            else:
                pairs.append(c)
                pairs.append(1)
        needs.append(bytes(pairs))
    return tuple(found), bytes(totals), tuple(needs)


PAYMENTS, PAY_TOTALS, PAY_NEEDS = _payments()
NPAY = len(PAYMENTS)
del _payments  # set-up only: its code leaves RAM


# ---- cards and points (BY-1, BY-8, BY-9) -------------------------------------------------------


def card_id(name):
    for k in range(KINDS):
        if NAMES[k] == name:
            return k
    raise ValueError("no card %r" % (name,))


def card_points(card):
    """Points of one card left in hand at the end (BY-1); card is a name or a kind id."""
    if isinstance(card, str):
        card = card_id(card)
    return _POINTS[card]


def activation(spell):
    """The exact potion total a spell needs (BY-1): 8 for the Lost Wand, 7 for the others."""
    return 8 if spell == WAND else 7


def hand_points(cards):
    t = 0
    for c in cards:
        t += card_points(c)
    return t


def _score(totals, bys, sevens, declarer):
    """BY-8/BY-9/BY-11 from each player's final total, Baba Yaga count, and the five-7s holder (-1 if none)."""
    n = len(totals)
    low = min(totals)
    most = 0
    for i in range(n):
        if totals[i] == low and bys[i] > most:
            most = bys[i]
    winners = [totals[i] == low and bys[i] == most for i in range(n)]
    if winners[declarer] and bys[declarer] == HAND:  # BY-9 first rule, BY-11 shared win
        return [0 if i == declarer else 30 for i in range(n)]
    if sevens >= 0:  # BY-9 five 7-potions, overrides the 25 too (BY-11)
        return [0 if i == sevens else 20 for i in range(n)]
    pts = [0 if winners[i] else totals[i] for i in range(n)]
    if not winners[declarer]:
        pts[declarer] = 25
    return pts


def round_points(hands, declarer):
    """Tournament points of a finished round (BY-9) from the final hands (lists of card names).

    The final hands are the hands at the declaration: declaring is the whole action and ends the
    round at once (BY-6), so "holding five 7-potions at the declaration" is a final hand of five P7.
    """
    totals = [hand_points(h) for h in hands]
    bys = [h.count("BY") for h in hands]
    sevens = -1
    for i in range(len(hands)):
        if hands[i].count("P7") == HAND:
            sevens = i
    return _score(totals, bys, sevens, declarer)


# ---- small state helpers -----------------------------------------------------------------------


def players(s):
    return s[_PLAYERS]


def phase(s):
    return s[_PHASE]


def count(s, p, kind):
    """How many cards of a kind player p holds."""
    return s[_HANDS + p * KINDS + kind]


def hand_size(s, p):
    h = _HANDS + p * KINDS
    n = 0
    for k in range(KINDS):
        n += s[h + k]
    return n


def hand_total(s, p):
    h = _HANDS + p * KINDS
    t = 0
    for k in range(KINDS):
        t += s[h + k] * _POINTS[k]
    return t


def pile_count(s, kind):
    """Cards in the red (kind BY) or teal (kind OWL) pile."""
    return s[_RED + kind]


def draw_count(s):
    return s[_NDRAW]


def discard_size(s, d):
    return s[_NDISC + d]


def discard_card(s, d, i):
    """Card i of discard pile d, bottom first."""
    return s[_DISC + d * _DISC_CAP + i]


def pending_spell(s):
    """(spell, kind, caster) of the Cats or Wand waiting for a Garlic decision (BY-5)."""
    return s[_P_SPELL], s[_P_KIND], s[_TURN]


def top(s, d):
    """The top card of discard pile d, or -1 when it is empty."""
    n = s[_NDISC + d]
    return s[_DISC + d * _DISC_CAP + n - 1] if n else -1


def is_active(s, d):
    return (s[_ACTIVE] >> d) & 1 == 1


def total(s, p):
    return u16(s, _TOTALS + 2 * p)


def last_points(s, p):
    return s[_LAST + p]


def declarer(s):
    d = s[_DECLARER]
    return -1 if d == NOBODY else d


def starter(s):
    return s[_STARTER]


def turn(s):
    return s[_TURN]


def turns_played(s):
    return s[_TURNS]


def round_number(s):
    return s[_ROUND]


def _push(s, d, c):
    """Put card c on discard pile d; it covers whatever was there (BY-11)."""
    n = s[_NDISC + d]
    s[_DISC + d * _DISC_CAP + n] = c
    s[_NDISC + d] = n + 1
    s[_ACTIVE] &= ~(1 << d) & 3


def _pop(s, d):
    n = s[_NDISC + d] - 1
    s[_NDISC + d] = n
    return s[_DISC + d * _DISC_CAP + n]


def _shuffle_draw(s):
    """Fisher-Yates over the draw pile with the state's PRNG."""
    i = s[_NDRAW] - 1
    while i > 0:
        j = draw_below(s, _RNG, i + 1)
        a = _DRAW + i
        b = _DRAW + j
        s[a], s[b] = s[b], s[a]
        i -= 1


def _draw_into(s, p):
    n = s[_NDRAW] - 1
    s[_NDRAW] = n
    s[_HANDS + p * KINDS + s[_DRAW + n]] += 1


def _turn_up(s):
    """Two cards from the draw pile become the two discard piles (BY-2, BY-7)."""
    for d in (0, 1):
        n = s[_NDRAW] - 1
        s[_NDRAW] = n
        _push(s, d, s[_DRAW + n])


# ---- rounds (BY-2, BY-7, BY-10) ---------------------------------------------------------------


def new_state(seed, players):
    """A tournament of 2..5 players, waiting for the first shuffle. Player 0 starts the first round."""
    if players < 2 or players > MAX_PLAYERS:
        raise ValueError("players must be 2..5")
    s = bytearray(STATE_SIZE)
    seed_state(s, _RNG, seed)
    s[_PLAYERS] = players
    s[_ROUND] = 1
    _collect(s)
    return s


def _collect(s):
    """All 78 cards back: red and teal piles full, the main deck in kind order, waiting to be shuffled."""
    for i in range(_HANDS, _HANDS + MAX_PLAYERS * KINDS):
        s[i] = 0
    s[_RED] = _COUNTS[BY]
    s[_TEAL] = _COUNTS[OWL]
    n = 0
    for k in range(P1, KINDS):
        for _ in range(_COUNTS[k]):
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


def _deal(s):
    """BY-2: shuffle the main deck, five cards each, turn up the two discard piles."""
    _shuffle_draw(s)
    n = s[_PLAYERS]
    for _ in range(HAND):
        for i in range(n):
            _draw_into(s, (s[_STARTER] + i) % n)
    _turn_up(s)
    s[_TURN] = s[_STARTER]
    s[_PHASE] = TURN


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
    _shuffle_draw(s)
    _turn_up(s)
    s[_PHASE] = TURN
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
    totals = [hand_total(s, p) for p in range(n)]
    bys = [count(s, p, BY) for p in range(n)]
    sevens = -1
    for p in range(n):
        if count(s, p, P7) == HAND:
            sevens = p
    pts = _score(totals, bys, sevens, d)
    over = False
    for p in range(n):
        s[_LAST + p] = pts[p]
        t = total(s, p) + pts[p]
        set_u16(s, _TOTALS + 2 * p, t)
        if t >= GOAL:
            over = True
    s[_DECLARER] = d
    s[_PHASE] = OVER if over else ROUND_OVER


def _next_round(s):
    """BY-10: the player to the left of the last starter starts the next round."""
    s[_STARTER] = (s[_STARTER] + 1) % s[_PLAYERS]
    s[_ROUND] = (s[_ROUND] + 1) & 0xFF
    _collect(s)


def arrange(s, hands, discards, draw=(), turn=0):
    """Set up a position (tests, tutorials): exact hands and discard piles (lists of names, top last),
    the given cards on top of the draw pile (top last) over the rest of the main deck, every Baba Yaga
    and Owl not placed in the red and teal piles. Totals and starter are kept; play resumes at TURN."""
    n = s[_PLAYERS]
    if len(hands) != n or len(discards) != 2:
        raise ValueError("need one hand per player and two discard piles")
    left = list(_COUNTS)
    placed = []
    for cards in hands + discards + [draw]:
        ids = [card_id(c) for c in cards]
        for k in ids:
            left[k] -= 1
            if left[k] < 0:
                raise ValueError("more %s cards than the deck has" % NAMES[k])
        placed.append(ids)
    _collect(s)
    s[_RED] = left[BY]
    s[_TEAL] = left[OWL]
    for p in range(n):
        for k in placed[p]:
            s[_HANDS + p * KINDS + k] += 1
    for d in (0, 1):
        for k in placed[n + d]:
            _push(s, d, k)
    nd = 0
    for k in range(P1, KINDS):
        for _ in range(left[k]):
            s[_DRAW + nd] = k
            nd += 1
    for k in placed[n + 2]:
        if k == BY:
            raise ValueError("a Baba Yaga is never in the draw pile (BY-7)")
        s[_DRAW + nd] = k
        nd += 1
    s[_NDRAW] = nd
    s[_TURN] = turn
    s[_PHASE] = TURN


# ---- legality ----------------------------------------------------------------------------------


def _exchange_ok(s, p, card, pile, src):
    """BY-3: discard one card, take the draw top or the other pile's top unless it is an active spell."""
    if count(s, p, card) == 0:
        return False
    n0 = s[_NDISC]
    n1 = s[_NDISC + 1]
    if (n0 == 0) != (n1 == 0) and s[_NDISC + pile] != 0:
        return False  # only one discard pile: discard onto the empty side
    if src == 1:
        other = 1 - pile
        return s[_NDISC + other] > 0 and not is_active(s, other)
    return True


def can_declare(s, p):
    """BY-6: the hand totals 4 or less at the start of the turn (declaring is the whole action)."""
    return hand_total(s, p) <= DECLARE_LIMIT


def _payable(s, p, spell, pay):
    """BY-4/BY-11: potions totalling exactly the activation value, or the Mortar alone."""
    if pay == 0:
        return count(s, p, MORTAR) > 0
    if PAY_TOTALS[pay] != activation(spell):
        return False
    h = _HANDS + p * KINDS
    need = PAY_NEEDS[pay]
    for i in range(0, len(need), 2):
        if s[h + need[i]] < need[i + 1]:
            return False
    return True


def _target_ok(s, p, spell, target):
    """BY-4: a spell that would do nothing cannot be cast."""
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


def _cast_spell(a):
    return SPELLS[(a - CAST_BASE) // (_TARGETS * 2 * NPAY)]


def _cast_pay(a):
    return (a - CAST_BASE) // (_TARGETS * 2) % NPAY


def _cast_pile(a):
    return (a - CAST_BASE) // _TARGETS & 1


def _cast_target(a):
    return (a - CAST_BASE) % _TARGETS


def decode_cast(a):
    """(spell, payment, pile, target) of a cast action (the rule step itself decodes without a tuple)."""
    return _cast_spell(a), _cast_pay(a), _cast_pile(a), _cast_target(a)


def cast_action(spell, pay, pile, target):
    """The action int of a cast (see the encoding table)."""
    si = 0
    while SPELLS[si] != spell:
        si += 1
    return CAST_BASE + ((si * NPAY + pay) * 2 + pile) * _TARGETS + target


def exchange_action(card, pile, src):
    return card * 4 + pile * 2 + src


_MAX_ACTION = CAST_BASE + len(SPELLS) * NPAY * 2 * _TARGETS


def _is_legal(s, a):
    ph = s[_PHASE]
    if ph == DEAL or ph == RESHUFFLE:
        return a == SHUFFLE
    if ph == ROUND_OVER:
        return a == NEXT_ROUND
    if ph == GARLIC_PHASE:
        return a == GARLIC_NO or a == GARLIC_ON_0 or a == GARLIC_ON_1
    if ph != TURN or a < 0 or a >= _MAX_ACTION:
        return False
    p = s[_TURN]
    if a < DECLARE:
        return _exchange_ok(s, p, a >> 2, (a >> 1) & 1, a & 1)
    if a == DECLARE:
        return can_declare(s, p)
    if a < CAST_BASE:
        return False
    spell = _cast_spell(a)
    return count(s, p, spell) > 0 and _payable(s, p, spell, _cast_pay(a)) and _target_ok(s, p, spell, _cast_target(a))


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
    if ph == DEAL or ph == RESHUFFLE:
        return [SHUFFLE]
    if ph == ROUND_OVER:
        return [NEXT_ROUND]
    if ph == GARLIC_PHASE:
        return [GARLIC_NO, GARLIC_ON_0, GARLIC_ON_1]
    if ph != TURN:
        return []
    p = s[_TURN]
    out = []
    for a in range(DECLARE):
        if _exchange_ok(s, p, a >> 2, (a >> 1) & 1, a & 1):
            out.append(a)
    if can_declare(s, p):
        out.append(DECLARE)
    for si in range(len(SPELLS)):
        spell = SPELLS[si]
        if count(s, p, spell) == 0:
            continue
        for pay in range(NPAY):
            if not _payable(s, p, spell, pay):
                continue
            for t in range(_TARGETS):
                if _target_ok(s, p, spell, t):
                    out.append(cast_action(spell, pay, 0, t))
                    out.append(cast_action(spell, pay, 1, t))
    out.sort()
    return out


def chance_outcomes(s):
    return [(SHUFFLE, 1)]


def sample_chance(s):
    """The only chance outcome is "shuffle": its permutation is drawn from the state's PRNG on apply."""
    return SHUFFLE


def apply_action(s, a):
    if not _is_legal(s, a):
        raise ValueError("illegal action %r" % (a,))
    ph = s[_PHASE]
    if ph == DEAL:
        _deal(s)
    elif ph == RESHUFFLE:
        _reshuffle(s)
    elif ph == ROUND_OVER:
        _next_round(s)
    elif ph == GARLIC_PHASE:
        _garlic(s, a)
    elif a < DECLARE:
        _exchange(s, a >> 2, (a >> 1) & 1, a & 1)
    elif a == DECLARE:
        _declare(s)
    else:
        _cast(s, _cast_spell(a), _cast_pay(a), _cast_pile(a), _cast_target(a))


def _exchange(s, card, pile, src):
    """BY-3."""
    p = s[_TURN]
    s[_HANDS + p * KINDS + card] -= 1
    _push(s, pile, card)
    if src == 1:
        s[_HANDS + p * KINDS + _pop(s, 1 - pile)] += 1
    _settle(s)


def _take_from(s, p, kind, n):
    """Take up to n cards of a kind from its red or teal pile (BY-11: what is there)."""
    have = s[_RED + kind]
    if n > have:
        n = have
    s[_RED + kind] = have - n
    s[_HANDS + p * KINDS + kind] += n


def _cast(s, spell, pay, pile, target):
    """BY-4: payment then the spell onto a pile (the spell active on top), resolve, refill."""
    p = s[_TURN]
    h = _HANDS + p * KINDS
    if pay == 0:
        s[h + MORTAR] -= 1
        _push(s, pile, MORTAR)
    for c in PAYMENTS[pay]:
        s[h + c] -= 1
        _push(s, pile, c)
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


def _affected(s, v):
    victim = s[_P_VICTIM]
    return (victim == ALL or victim == v) and count(s, v, s[_P_KIND]) > 0


def _afflict(s, v):
    """Cats: the card goes to the caster; Wand: back to its pile. The victim draws later (_settle)."""
    kind = s[_P_KIND]
    s[_HANDS + v * KINDS + kind] -= 1
    if s[_P_SPELL] == CATS:
        s[_HANDS + s[_TURN] * KINDS + kind] += 1
    else:
        s[_RED + kind] += 1


def _resolve_victims(s):
    """Cats/Wand victims in seat order from the caster's left; a Garlic holder is asked first (BY-5).
    Returns False while paused for a Garlic decision."""
    n = s[_PLAYERS]
    caster = s[_TURN]
    v = s[_P_NEXT]
    while v != caster:
        if _affected(s, v):
            if count(s, v, GARLIC) > 0:
                s[_P_NEXT] = v
                s[_PHASE] = GARLIC_PHASE
                return False
            _afflict(s, v)
        v = (v + 1) % n
    s[_PHASE] = TURN
    return True


def _garlic(s, a):
    """BY-5: the Garlic goes on the pile its holder chooses and the spell spares them; or they take it."""
    v = s[_P_NEXT]
    if a == GARLIC_NO:
        _afflict(s, v)
    else:
        s[_HANDS + v * KINDS + GARLIC] -= 1
        _push(s, a - GARLIC_ON_0, GARLIC)
    s[_P_NEXT] = (v + 1) % s[_PLAYERS]
    if _resolve_victims(s):
        _settle(s)


def returns(s):
    n = s[_PLAYERS]
    if s[_PHASE] != OVER:
        return [0] * n
    low = min([total(s, p) for p in range(n)])
    return [1 if total(s, p) == low else 0 for p in range(n)]


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
    if CAST_BASE <= a < _MAX_ACTION:
        spell, pay, pile, target = decode_cast(a)
        paid = "+".join([str(_POINTS[c]) for c in PAYMENTS[pay]]) if pay else "M"
        if spell == CATS:
            what = "P%d:%s" % (target >> 1, NAMES[target & 1])
        elif spell == OWL:
            what = "BY"
        else:
            what = NAMES[target & 1]
        return "cast %s[%s]>%d %s" % (NAMES[spell], paid, pile, what)
    return "?%d" % a


def hand_cards(s, p):
    """Player p's hand as card names, in kind order."""
    out = []
    for k in range(KINDS):
        for _ in range(count(s, p, k)):
            out.append(NAMES[k])
    return out


def to_dict(s):
    n = s[_PLAYERS]
    ph = s[_PHASE]
    discards = []
    for d in (0, 1):
        discards.append([NAMES[discard_card(s, d, i)] for i in range(discard_size(s, d))])
    return {
        "players": n,
        "phase": _PHASE_NAMES[ph],
        "hands": [hand_cards(s, p) for p in range(n)],
        "draw": s[_NDRAW],
        "discards": discards,
        "active": [is_active(s, 0), is_active(s, 1)],
        "red": s[_RED],
        "teal": s[_TEAL],
        "turn": s[_TURN],
        "starter": s[_STARTER],
        "round": s[_ROUND],
        "turns": s[_TURNS],
        "totals": [total(s, p) for p in range(n)],
        "last_points": [s[_LAST + p] for p in range(n)],
        "declarer": declarer(s) if ph >= ROUND_OVER else None,
        "garlic_from": s[_P_NEXT] if ph == GARLIC_PHASE else None,
        "round_over": ph >= ROUND_OVER,
        "tournament_over": ph == OVER,
    }


def card_census(s):
    """Count of every card kind over the hands, piles and red/teal piles (BY-1 conservation check)."""
    seen = [0] * KINDS
    for p in range(s[_PLAYERS]):
        for k in range(KINDS):
            seen[k] += count(s, p, k)
    for i in range(s[_NDRAW]):
        seen[s[_DRAW + i]] += 1
    for d in (0, 1):
        for i in range(discard_size(s, d)):
            seen[discard_card(s, d, i)] += 1
    seen[BY] += s[_RED]
    seen[OWL] += s[_TEAL]
    return seen
