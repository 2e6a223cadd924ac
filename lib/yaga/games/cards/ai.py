"""Bots for the Baba Yaga card game: they see only what a player at the table sees.

`observe(s, me)` copies the public part of the engine state plus player `me`'s own hand into a
small bytearray (layout below); `move(s, level)` picks one of the legal actions for the player to act
from that observation alone (the legal actions reveal nothing hidden: exchange and cast options depend
on one's own hand, the pile tops and the public red/teal counts).

SIMPLE plays greedy rules: declare at once, cast the first spell that brings a Baba Yaga, else swap
its highest card. STRONG scores every legal action by the expected points of the resulting hand:
cards still unseen (not in its hand, the discard piles, the red/teal piles or the opponents' known
Baba Yaga / Owl cards) give the mean value of a draw, and a castable spell counts as the points
it will remove. It declares only when no opponent can plausibly be lower, covers the pile top the
next player wants, aims Cats at the leader and the Wand where it hurts most. No search tree and
no allocation beyond a few small lists and a bounded dict of payment answers (_known): all values
are integers in hundredths of a point and chances in 1/4096 (a float is a heap object on the Pico),
so a move costs about 0.1 ms of unix-port time (median 72 ms on the Pico before _known).

Observation layout (OBS_SIZE bytes):
  off  size  meaning
    0     1  players
    1     1  me
    2     1  phase (engine phase)
    3     1  turn
    4     1  red pile count
    5     1  teal pile count
    6     1  active flags of the discard piles
    7     1  draw pile count
    8     2  discard pile sizes
   10     2  discard pile tops (NONE when empty)
   12     1  spell resolving (Garlic decision), 13: its kind
   14    14  my hand: count per card kind
   28     5  hand size per player
   33     5  Baba Yaga count per player (red backs), 38: Owl count per player (teal backs)
   43    14  unseen cards per kind (in the draw pile or hidden in opponents' hands)
   57     1  turns played this round
"""

from yaga.compat import const
from yaga.games.cards import rules as C
from yaga.games.cards.rules import (
    BY, CAST_BASE, CATS, DECLARE, GARLIC_ON_0, GARLIC_PHASE, HAND, KINDS, MORTAR, OWL, P1, PAY, PELICAN, POINTS,
    TARGETS, WAND,
)

SIMPLE = const(0)
STRONG = const(1)

_NONE = const(255)
_O_N = const(0)
_O_ME = const(1)
_O_PHASE = const(2)
_O_TURN = const(3)
_O_RED = const(4)
_O_TEAL = const(5)
_O_ACTIVE = const(6)
_O_DRAW = const(7)
_O_NDISC = const(8)
_O_TOP = const(10)
_O_SPELL = const(12)
_O_KIND = const(13)
_O_HAND = const(14)
_O_SIZE = const(28)
_O_BY = const(33)
_O_OWL = const(38)
_O_UNSEEN = const(43)
_O_TURNS = const(57)
OBS_SIZE = const(58)
_SHAKE = const(4)  # every 4th round of turns a bot takes no pile top: deterministic bots must not loop
_ONE = const(4096)  # a chance of 1


def observe(s, me):
    """What player `me` knows: public piles and counts, own hand, the unseen-card pool."""
    o = bytearray(OBS_SIZE)
    n = C.players(s)
    o[_O_N] = n
    o[_O_ME] = me
    o[_O_PHASE] = C.phase(s)
    o[_O_TURN] = C.turn(s)
    o[_O_RED] = C.left_in_pile(s, BY)
    o[_O_TEAL] = C.left_in_pile(s, OWL)
    o[_O_ACTIVE] = (1 if C.is_active(s, 0) else 0) | (2 if C.is_active(s, 1) else 0)
    o[_O_DRAW] = C.draw_count(s)
    o[_O_TURNS] = C.turns_played(s)
    o[_O_UNSEEN:_O_UNSEEN + KINDS] = C.COUNTS
    for d in (0, 1):
        size = C.discard_count(s, d)
        o[_O_NDISC + d] = size
        o[_O_TOP + d] = C.top(s, d) if size else _NONE
        for i in range(size):
            o[_O_UNSEEN + C.discard_card(s, d, i)] -= 1
    o[_O_UNSEEN + BY] -= o[_O_RED]
    o[_O_UNSEEN + OWL] -= o[_O_TEAL]
    for p in range(n):
        o[_O_SIZE + p] = C.hand_size(s, p)
        o[_O_BY + p] = C.count(s, p, BY)
        o[_O_OWL + p] = C.count(s, p, OWL)
        o[_O_UNSEEN + BY] -= o[_O_BY + p]
        o[_O_UNSEEN + OWL] -= o[_O_OWL + p]
    for k in range(KINDS):
        c = C.count(s, me, k)
        o[_O_HAND + k] = c
        if k != BY and k != OWL:
            o[_O_UNSEEN + k] -= c
    if o[_O_PHASE] == GARLIC_PHASE:
        o[_O_SPELL], o[_O_KIND] = C.pending_spell(s)
    return o


def backs(o, p, kind):
    """How many red (kind BY) or teal (kind OWL) backs player p shows."""
    return o[(_O_BY if kind == BY else _O_OWL) + p]


def move(s, level):
    """The action the bot of `level` takes for the player to act in s (from what that player sees)."""
    o = observe(s, C.current_player(s))
    legal = C.legal_actions(s)
    if len(legal) == 1:
        return legal[0]
    if o[_O_PHASE] == GARLIC_PHASE:  # BY-5: Garlic is worth 10 in hand and saves the card: both bots play it
        return GARLIC_ON_0 + (0 if level == SIMPLE else _want_to_cover(o))
    if level == SIMPLE:
        return _simple(o, legal)
    return _strong(o, legal)


# ---- shared helpers ----------------------------------------------------------------------------


def _points(h):
    """Points of hand counts h, in hundredths."""
    t = 0
    for k in range(KINDS):
        t += h[k] * POINTS[k]
    return t * 100


def _top_points(o, d):
    t = o[_O_TOP + d]
    return 99 if t == _NONE else POINTS[t]


def _want_to_cover(o):
    """The pile whose top the next player would like most (a low card not blocked), to cover it."""
    best = 0
    best_v = 100
    for d in (0, 1):
        if o[_O_ACTIVE] >> d & 1:
            continue
        v = _top_points(o, d)
        if v < best_v:
            best_v = v
            best = d
    return best


def _shaking(o):
    """True on the turns when pile tops are refused, so two bots cannot trade the same cards forever."""
    return (o[_O_TURNS] // o[_O_N]) % _SHAKE == _SHAKE - 1


# ---- SIMPLE ------------------------------------------------------------------------------------


def _simple(o, legal):
    """Declare at once; cast an Owl, Pelican or Cats that brings a Baba Yaga (fewest potions first);
    else swap the highest card, taking a low pile top when there is one."""
    if DECLARE in legal:
        return DECLARE
    for spell in (OWL, PELICAN, CATS):
        best = -1
        best_k = 9
        for a in legal:
            if a < CAST_BASE:
                continue
            sp, pay, pile, target = C.decode_cast(a)
            if sp != spell or target & 1 != BY or pile != 0:
                continue
            k = _PAY_CARDS[pay]
            if k < best_k:
                best_k = k
                best = a
        if best >= 0:
            return best
    worst = _simple_discard(o[_O_HAND:_O_HAND + KINDS])
    for a in legal:  # take the other pile's top when it is lower than what goes away
        if a < DECLARE and a >> 2 == worst and a & 1 and not _shaking(o):
            v = _top_points(o, 1 - ((a >> 1) & 1))
            if v < 4 and v < POINTS[worst]:
                return a
    for a in legal:
        if a < DECLARE and a >> 2 == worst and a & 1 == 0:
            return a
    return legal[0]


def _simple_discard(h):
    """The highest card, but a spell and a Mortar are kept while a spell could still be paid for."""
    spells = 0
    for sp in C.SPELLS:
        spells += h[sp]
    worst = -1
    for k in range(KINDS):
        if not h[k] or k == BY:
            continue
        keep = spells == 1 and (k == MORTAR or k in C.SPELLS)
        if not keep and (worst < 0 or POINTS[k] >= POINTS[worst]):
            worst = k
    return worst if worst >= 0 else BY


# How many cards each payment puts down (the Mortar: one), and the potion payments of each activation value
# (7: payments 1-11, 8: the Wand's 12-25) fewest cards first. Written out, not worked out from PAY at import: a
# bytes constant stays in the firmware's flash (tests/portable/test_cards_tables.py derives them).
_PAY_CARDS = b"\x01\x01\x02\x02\x03\x02\x03\x04\x03\x03\x04\x04\x02\x02\x03\x02\x03\x04\x02\x03\x03\x04\x03\x04\x04\x04"
_SEVENS_BY_CARDS = b"\x01\x02\x03\x05\x04\x06\x08\x09\x07\x0a\x0b"
_EIGHTS_BY_CARDS = b"\x0c\x0d\x0f\x12\x0e\x10\x13\x14\x16\x11\x15\x17\x18\x19"


# ---- STRONG (hundredths of a point) ------------------------------------------------------------

_FUTURE = const(70)  # percent of a castable spell's saving counted before it is cast
_NEAR = const(35)  # percent counted when the payment lacks one card
_BY_WORTH = const(250)  # a Baba Yaga is worth more than its 0 points: permanent, scarce, the tie-break
_TAKE_MARGIN = const(30)  # a pile top must beat a draw by this much: swapping like for like goes round in circles
_TIE = const(1)  # between equal choices, cover the pile top the next player wants
_DECLARE_RISK = const(1024)  # declare when the chance that someone is lower stays below 1/4


def _cast_change(spell, cards, paid, m):
    """Points the hand changes by when casting `spell` with a payment of `cards` cards worth `paid` (spell and
    payment out, gains in, refill at m)."""
    gained = 2 if spell == OWL else (0 if spell == WAND else 1)
    return (1 + cards - gained) * m - POINTS[spell] * 100 - paid - gained * _BY_WORTH


_KNOWN_MAX = const(512)
_known = {}  # _fewest_cards's answers by the hand's potions: hands repeat within a decision and between them


def _fewest_cards(h, spell):
    """(cards, near) for the potion payments of `spell` in hand h: how many cards the fewest-card one it can
    make puts down, and the fewest-card one it lacks a single card for before that (0: none). Only the hand's
    potions matter, so the answer is kept under them (3 bits a kind, a small int: the strong bot's
    slowest decisions on the Pico went to pay_short)."""
    key = spell == WAND
    for v in range(7):
        key = key << 3 | h[P1 + v]
    known = _known.get(key)
    if known is not None:
        return known >> 4, known & 15
    cards = near = 0
    for pay in _EIGHTS_BY_CARDS if spell == WAND else _SEVENS_BY_CARDS:
        short = C.pay_short(h, 0, spell, pay)
        if short == 0:
            cards = _PAY_CARDS[pay]
            break
        if short == 1 and not near:
            near = _PAY_CARDS[pay]
    if len(_known) >= _KNOWN_MAX:
        _known.clear()
    _known[key] = cards << 4 | near
    return cards, near


def _prospects(h, m):
    """What the spells in hand h should save: most of a castable one's saving (the best), part of one
    whose payment lacks a single card. A saving only falls as the cards paid rise, so of each spell's
    potion payments only the fewest-card one the hand can make and the fewest-card one it lacks a card
    for can be the best (_fewest_cards); the Mortar (BY-11) counts as its 10 points."""
    best = 0
    sevens = None  # the 7-potion payments' (cards, near): the same for Owl, Pelican and Cats
    for spell in C.SPELLS:
        if not h[spell]:
            continue
        if spell == WAND:
            cards, near = _fewest_cards(h, spell)
            paid = 800
        else:
            if sevens is None:
                sevens = _fewest_cards(h, spell)
            cards, near = sevens
            paid = 700
        save = -_cast_change(spell, 1, 1000, m) * (_FUTURE if h[MORTAR] else _NEAR) // 100
        if cards:
            save = max(save, -_cast_change(spell, cards, paid, m) * _FUTURE // 100)
        if near:
            save = max(save, -_cast_change(spell, near, paid, m) * _NEAR // 100)
        if save > best:
            best = save
    return best


def _value(h, m):
    """Expected points of hand h: its points less what its spells should save and its Baba Yagas' worth."""
    return _points(h) - _prospects(h, m) - _BY_WORTH * h[BY]


def _low_chances(o, hidden, top):
    """chances[t] (in 1/4096) that `hidden` unseen cards total exactly t, for t = 0..top (cards drawn
    independently)."""
    n = sum(o[_O_UNSEEN:_O_UNSEEN + KINDS]) or 1
    per = [0] * (top + 1)
    for k in range(KINDS):
        v = POINTS[k]
        if 0 < v <= top:
            per[v] += o[_O_UNSEEN + k] * _ONE // n
    dist = [0] * (top + 1)
    dist[0] = _ONE
    for _ in range(hidden):
        nxt = [0] * (top + 1)
        for t in range(top + 1):
            if dist[t]:
                for v in range(1, top + 1 - t):
                    nxt[t + v] += dist[t] * per[v] >> 12
        dist = nxt
    return dist


def _risk(o, mine, my_by):
    """BY-8/BY-9: the chance (1/4096) that some opponent's hand is lower than mine (or equal with more
    Baba Yagas); mine in points."""
    safe = _ONE
    for p in range(o[_O_N]):
        if p == o[_O_ME] or o[_O_OWL + p]:
            continue  # an Owl alone is 7: never below a declarable hand
        by = o[_O_BY + p]
        dist = _low_chances(o, o[_O_SIZE + p] - by, mine)
        beat = 0
        for t in range(mine + 1):
            if t < mine or by >= my_by:
                beat += dist[t]
        safe = safe * (_ONE - beat) >> 12
    return _ONE - safe


def _strong(o, legal):
    h = o[_O_HAND:_O_HAND + KINDS]
    unseen = o[_O_UNSEEN:_O_UNSEEN + KINDS]
    n = sum(unseen)
    m = _points(unseen) // n if n else 500  # the mean points of an unseen card: what a draw is worth
    mine = _points(h)
    risk = _risk(o, mine // 100, h[BY]) if DECLARE in legal else 0
    if DECLARE in legal and risk < _DECLARE_RISK:
        return DECLARE
    cover = _want_to_cover(o)
    shaking = _shaking(o)
    best = legal[0]
    best_v = 1 << 29
    drawn = -1  # the card whose discard before a draw was valued last (onto either pile: the same hand)
    for a in legal:
        if a == DECLARE:
            v = mine + 2500 * risk // _ONE  # declaring into risk: the beaten declarer's 25
        elif a & 1 and a < DECLARE:
            if shaking or o[_O_TOP + 1 - ((a >> 1) & 1)] == a >> 2:
                continue  # no like-for-like swaps (they pass the turn), none at all when shaking
            v = _exchange_value(o, h, a, m) + _TAKE_MARGIN
        elif a < DECLARE:
            if a >> 2 != drawn:
                drawn = a >> 2
                draw_v = _exchange_value(o, h, a, m)
            v = draw_v - _TIE if (a >> 1) & 1 == cover else draw_v
        else:
            v = _cast_value(o, h, a, m)
            if (a - CAST_BASE) // TARGETS & 1 == cover:
                v -= _TIE
        if v < best_v:
            best_v = v
            best = a
    return best


def _exchange_value(o, h, a, m):
    card = a >> 2
    h[card] -= 1
    if a & 1:
        took = o[_O_TOP + 1 - ((a >> 1) & 1)]
        h[took] += 1
        v = _value(h, m)
        h[took] -= 1
    else:
        v = _value(h, m) + m
    h[card] += 1
    return v


def _pay_out(h, pay, sign):
    """Take a payment's cards out of hand counts h (sign -1) or put them back (sign 1)."""
    if pay == 0:
        h[MORTAR] += sign
    for v in range(7):
        h[P1 + v] += sign * PAY[pay * 7 + v]


def _cast_value(o, h, a, m):
    """Expected points after casting a: the hand without spell and payment, plus what it brings, refilled."""
    spell, pay, _, target = C.decode_cast(a)
    kind = target & 1
    h[spell] -= 1
    _pay_out(h, pay, -1)
    gain = 0
    if spell == OWL:
        gain = 2 if o[_O_RED] >= 2 else 1
    elif spell != WAND:
        gain = 1
    h[kind] += gain
    v = _value(h, m) + (HAND - sum(h)) * m
    h[kind] -= gain
    _pay_out(h, pay, 1)
    h[spell] += 1
    if spell == CATS:
        v -= 50 + 30 * o[_O_BY + (target >> 1)]  # a card out of an opponent's hand: the leader first
    elif spell == WAND:
        for p in range(o[_O_N]):
            if p != o[_O_ME] and (o[_O_BY + p] if kind == BY else o[_O_OWL + p]):
                v -= m // 2 if kind == BY else 50
    return v
