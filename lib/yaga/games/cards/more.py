"""The card game's names for tests, tools and debugging: the public constants, the deck by card name, the
payment list as cards, the one-byte readers of the state, positions set up by hand and round_points.

yaga.games.cards.rules forwards any name it does not define to this module (its __getattr__), so tests
write C.BY or C.arrange(s, ...) while the box, which never asks for these, does not load them.
"""

from yaga.compat import const

from yaga.games.cards import rules as _C

BY = const(0)
OWL = const(1)
P1 = const(2)
P7 = const(8)
PELICAN = const(9)
CATS = const(10)
WAND = const(11)
GARLIC = const(12)
MORTAR = const(13)
KINDS = const(14)
MAX_PLAYERS = const(5)
HAND = const(5)
DECLARE_LIMIT = const(4)
GOAL = const(100)

DEAL = const(0)
TURN = const(1)
GARLIC_PHASE = const(2)
RESHUFFLE = const(3)
ROUND_OVER = const(4)
OVER = const(5)

DECLARE = const(56)
GARLIC_NO = const(57)
GARLIC_ON_0 = const(58)
GARLIC_ON_1 = const(59)
NEXT_ROUND = const(60)
SHUFFLE = const(61)
CAST_BASE = const(64)
NOBODY = const(255)
ALL = const(255)

# State offsets of yaga.games.cards.rules (its layout table) that the readers read and setting up a position writes.
_PLAYERS = const(4)
_PHASE = const(5)
_TURN = const(6)
_RED = const(8)
_P_SPELL = const(11)
_P_KIND = const(12)
_DECLARER = const(15)
_NDRAW = const(17)
_LAST = const(30)
_HANDS = const(35)
_DRAW = const(105)

DECK = {}
for _k in range(KINDS):
    DECK[_C.NAMES[_k]] = _C.COUNTS[_k]
del _k


def _payment_cards(pay):
    """The potion kinds of a payment, largest first (the order they go onto the pile)."""
    out = bytearray()
    for v in range(6, -1, -1):
        for _ in range(_C.PAY[pay * 7 + v]):
            out.append(P1 + v)
    return bytes(out)


def pay_total(pay):
    """The potion total of a payment (0 for the Mortar; payments 1-11 total 7, 12-25 total 8)."""
    return 0 if pay == 0 else (7 if pay < 12 else 8)


PAYMENTS = tuple([_payment_cards(i) for i in range(_C.NPAY)])
PAY_TOTALS = bytes([pay_total(i) for i in range(_C.NPAY)])


def players(s):
    return s[_PLAYERS]


def phase(s):
    return s[_PHASE]


def turn(s):
    return s[_TURN]










def pending_spell(s):
    """(spell, kind, caster) of the Cats or Wand waiting for a Garlic decision (BY-5)."""
    return s[_P_SPELL], s[_P_KIND], s[_TURN]


def last_points(s, p):
    return s[_LAST + p]


def declarer(s):
    d = s[_DECLARER]
    return -1 if d == NOBODY else d










def card_id(name):
    for k in range(KINDS):
        if _C.NAMES[k] == name:
            return k
    raise ValueError("no card %r" % (name,))


def card_points(card):
    """Points of one card left in hand at the end (BY-1); card is a name or a kind id."""
    if isinstance(card, str):
        card = card_id(card)
    return _C.POINTS[card]


def hand_points(cards):
    t = 0
    for c in cards:
        t += card_points(c)
    return t


def round_points(hands, declarer):
    """Tournament points of a finished round (BY-9) from the final hands (lists of card names).

    The final hands are the hands at the declaration: declaring is the whole action and ends the
    round at once (BY-6), so "holding five 7-potions at the declaration" is a final hand of five P7.
    """
    sevens = -1
    for i in range(len(hands)):
        if hands[i].count("P7") == HAND:
            sevens = i
    return _C.score([hand_points(h) for h in hands], [h.count("BY") for h in hands], sevens, declarer)


def exchange_action(card, pile, src):
    return card * 4 + pile * 2 + src




def arrange(s, hands, discards, draw=(), turn=0):
    """Set up a position (tests, tutorials): exact hands and discard piles (lists of names, top last),
    the given cards on top of the draw pile (top last) over the rest of the main deck, every Baba Yaga
    and Owl not placed in the red and teal piles. Totals and starter are kept; play resumes at TURN."""
    n = players(s)
    if len(hands) != n or len(discards) != 2:
        raise ValueError("need one hand per player and two discard piles")
    left = list(_C.COUNTS)
    placed = []
    for cards in hands + discards + [draw]:
        ids = [card_id(c) for c in cards]
        for k in ids:
            left[k] -= 1
            if left[k] < 0:
                raise ValueError("more %s cards than the deck has" % _C.NAMES[k])
        placed.append(ids)
    if BY in placed[n + 2]:
        raise ValueError("a Baba Yaga is never in the draw pile (BY-7)")
    _C.collect(s)
    s[_RED] = left[BY]
    s[_RED + 1] = left[OWL]  # the teal pile
    for p in range(n):
        for k in placed[p]:
            s[_HANDS + p * KINDS + k] += 1
    for d in (0, 1):
        for k in placed[n + d]:
            _C._push(s, d, k)
    rest = []
    for k in range(P1, KINDS):
        rest += [k] * left[k]
    rest += placed[n + 2]
    s[_DRAW:_DRAW + len(rest)] = bytes(rest)
    s[_NDRAW] = len(rest)
    s[_TURN] = turn
    s[_PHASE] = TURN
