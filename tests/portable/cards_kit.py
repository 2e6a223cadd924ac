"""The card game as the tests name it: the deck by card name, points of cards by name, a finished round's
points from named hands, and the payment list as cards (BY-1, BY-4, BY-9). Derived from the public tables of
yaga.games.cards.rules, so a test can check the engine against a second reading of the rules."""

from yaga.games.cards import rules as C

DECK = {C.NAMES[k]: C.COUNTS[k] for k in range(C.KINDS)}


def card_id(name):
    """The kind id of a card name ("P3" -> 4)."""
    if name not in C.NAMES:
        raise ValueError("no card %r" % (name,))
    return C.NAMES.index(name)


def card_points(card):
    """Points of one card left in hand at the end (BY-1); card is a name or a kind id."""
    if isinstance(card, str):
        card = card_id(card)
    return C.POINTS[card]


def hand_points(cards):
    return sum([card_points(c) for c in cards])


def round_points(hands, declarer):
    """Tournament points of a finished round (BY-9) from the final hands (lists of card names).

    The final hands are the hands at the declaration: declaring is the whole action and ends the
    round at once (BY-6), so "holding five 7-potions at the declaration" is a final hand of five P7.
    """
    sevens = -1
    for i in range(len(hands)):
        if hands[i].count("P7") == C.HAND:
            sevens = i
    return C.score([hand_points(h) for h in hands], [h.count("BY") for h in hands], sevens, declarer)


def _payment_cards(pay):
    """The potion kinds of a payment, largest first (the order they go onto the pile)."""
    out = bytearray()
    for v in range(6, -1, -1):
        for _ in range(C.PAY[pay * 7 + v]):
            out.append(C.P1 + v)
    return bytes(out)


def pay_total(pay):
    """The potion total of a payment (0 for the Mortar; payments 1-11 total 7, 12-25 total 8)."""
    return 0 if pay == 0 else (7 if pay < C.SEVENS else 8)


PAYMENTS = tuple([_payment_cards(i) for i in range(C.NPAY)])
PAY_TOTALS = bytes([pay_total(i) for i in range(C.NPAY)])
