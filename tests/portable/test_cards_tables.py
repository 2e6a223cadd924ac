"""The cards' tables written out as constants (kept in the firmware's flash, not worked out at import) are what
their sources give: the payments' needs and card counts from PAY, the potions' big digits from the font."""

from yaga import font, gfx
from yaga.games.cards import ai, draw
from yaga.games.cards import rules as C


def _row(pay):
    return C.PAY[pay * 7 : pay * 7 + 7]


def test_each_payments_needs_are_its_potions_and_counts_from_pay_smallest_first():
    for pay in range(C.NPAY):
        row = _row(pay)
        pairs = []
        for v in range(7):
            if row[v]:
                pairs += [C.P1 + v, row[v]]
        assert C._NEEDS[pay] == bytes(pairs), pay
    assert len(C._NEEDS) == C.NPAY


def test_the_cards_each_payment_puts_down_and_the_payments_fewest_cards_first():
    cards = [1] + [sum(_row(pay)) for pay in range(1, C.NPAY)]  # the Mortar alone is one card
    assert ai._PAY_CARDS == bytes(cards)
    # ties in payment order (MicroPython's sort is not stable: the key says it)
    assert ai._SEVENS_BY_CARDS == bytes(sorted(range(1, C.SEVENS), key=lambda pay: (cards[pay], pay)))
    assert ai._EIGHTS_BY_CARDS == bytes(sorted(range(C.SEVENS, C.NPAY), key=lambda pay: (cards[pay], pay)))


def _big_digit(d):
    """The digit d at scale 2 (each glyph pixel a 2x2 block), a 10x16 VLSB sprite."""
    o = gfx.glyph_offset(str(d))
    sprite = bytearray(4 * font.WIDTH)
    for k in range(font.WIDTH):
        b = font.GLYPHS[o + k]
        v = 0
        for r in range(8):
            if (b >> r) & 1:
                v |= 3 << (2 * r)
        for i in (2 * k, 2 * k + 1):
            sprite[i] = v & 0xFF
            sprite[2 * font.WIDTH + i] = v >> 8
    return bytes(sprite)


def test_the_potions_big_digits_are_the_fonts_digits_doubled():
    kinds = range(C.P1, C.P7 + 1)
    assert draw._DIGITS == tuple(_big_digit(C.POINTS[kind]) for kind in kinds)


def test_a_big_digit_draws_as_the_scaled_text_of_its_digit():
    for kind in range(C.P1, C.P7 + 1):
        blit = gfx.Canvas()
        blit.blit(draw._DIGITS[kind - C.P1], 3, 8, 10, 16, 1)
        text = gfx.Canvas()
        text.text_scaled(str(C.POINTS[kind]), 3, 8, 1, 2)
        assert bytes(blit.buf) == bytes(text.buf), kind
