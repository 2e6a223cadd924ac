"""Drawing the Baba Yaga card table on the 128x64 screen: tiny cards, piles, opponents, the reveal.

Table screen (pixels):
  y  0..15   opponents, two rows of two 64 px blocks: seat, hand size, red backs, teal backs
             (inverted while it is that seat's turn or decision)
  y 17..34   the viewer's seat and hand points | pile 1 | draw pile | pile 2 | red and teal piles
  y 37..55   the viewer's five cards, 24 px each (a potion's value, or a short name and points)
  y 56..63   status: the last move told, or the keys
Nothing here knows a rule: it reads the engine's accessors and draws.
"""

from yaga import ui
from yaga.compat import const
from yaga.rules import cards as C

PILE_W = const(20)
PILE_H = const(18)
PILE_Y = const(17)
HAND_Y = const(37)
HAND_W = const(24)
HAND_H = const(19)
SLOT = const(26)  # hand card pitch: 5 cards in 128 px
PILE_X = (35, 81)  # discard piles 1 and 2, either side of the draw pile
DRAW_X = const(58)
_BLOCK = const(64)


def short_name(t, kind):
    """What a card shows: a potion's value, else its short name (for notes and list rows)."""
    if C.P1 <= kind <= C.P7:
        return str(C.card_points(kind))
    return t["ab%d" % kind]


def card_name(t, kind):
    if C.P1 <= kind <= C.P7:
        return t["potion"] % C.card_points(kind)
    return t["n%d" % kind]


def card(c, t, x, y, kind, w, h, inverted=False):
    """One face-up card: a potion's value big, else its short name with its points below."""
    ui.die_outline(c, x, y, w, h, inverted)
    col = 0 if inverted else 1
    v = C.card_points(kind)
    if C.P1 <= kind <= C.P7:
        ui.number(c, v, x + ((w - 10) >> 1), y + ((h - 14) >> 1), col, 2)
        return
    text = t["ab%d" % kind]
    c.text(text, x + ((w - ui.text_width(text) + 1) >> 1), y + 2, col)
    if kind != C.BY:
        ui.number(c, v, x + ((w - ui.number_width(v) + 1) >> 1), y + 10, col)


def back(c, x, y, w, h):
    """A face-down card: an outline with a dotted hatch."""
    ui.die_outline(c, x, y, w, h)
    for yy in range(y + 3, y + h - 2, 3):
        for xx in range(x + 3 + (yy % 2), x + w - 2, 3):
            c.pixel(xx, yy, 1)


def sign(c, x, y, kind, col):
    """The 4x6 sign of a hand (outline), a red back (filled, kind BY) or a teal back (half, kind OWL)."""
    c.rect(x, y, 4, 6, col)
    if kind == C.BY:
        c.fill_rect(x + 1, y + 1, 2, 4, col)
    elif kind == C.OWL:
        c.vline(x + 1, y + 1, 4, col)


def opponents(c, s, viewer, on_turn):
    """Every seat but the viewer's: number, hand size, red and teal backs."""
    i = 0
    for p in range(C.players(s)):
        if p == viewer:
            continue
        x = (i & 1) * _BLOCK
        y = (i >> 1) * 8
        col = 1
        if p == on_turn:
            c.fill_rect(x, y, _BLOCK - 1, 8, 1)
            col = 0
        ui.number(c, p + 1, x + 2, y, col)
        sign(c, x + 12, y + 1, -1, col)
        ui.number(c, C.hand_size(s, p), x + 18, y, col)
        sign(c, x + 28, y + 1, C.BY, col)
        ui.number(c, C.count(s, p, C.BY), x + 34, y, col)
        sign(c, x + 44, y + 1, C.OWL, col)
        ui.number(c, C.count(s, p, C.OWL), x + 50, y, col)
        i += 1


def piles(c, s, t):
    """The two discard piles (an active spell inverted: nobody may take it), the draw pile, red and teal."""
    for d in (0, 1):
        x = PILE_X[d]
        if C.discard_size(s, d):
            card(c, t, x, PILE_Y, C.top(s, d), PILE_W, PILE_H, C.is_active(s, d))
        else:
            ui.dotted_outline(c, x, PILE_Y, PILE_W, PILE_H)
    ui.number(c, 1, PILE_X[0] - 6, PILE_Y + 5)
    ui.number(c, 2, PILE_X[1] + PILE_W + 2, PILE_Y + 5)
    back(c, DRAW_X, PILE_Y, PILE_W, PILE_H)
    n = C.draw_count(s)
    w = ui.number_width(n)
    c.fill_rect(DRAW_X + ((PILE_W - w) >> 1), PILE_Y + 5, w, 8, 0)
    ui.number(c, n, DRAW_X + ((PILE_W - w + 2) >> 1), PILE_Y + 5)
    sign(c, 110, PILE_Y + 1, C.BY, 1)
    ui.number(c, C.pile_count(s, C.BY), 116, PILE_Y)
    sign(c, 110, PILE_Y + 10, C.OWL, 1)
    ui.number(c, C.pile_count(s, C.OWL), 116, PILE_Y + 9)


def seat(c, p, points):
    """The viewer's seat number (inverted box) and the points in their hand."""
    c.fill_rect(0, PILE_Y, 13, 9, 1)
    ui.number(c, p + 1, 4, PILE_Y + 1, 0)
    c.text("=", 0, PILE_Y + 10)
    ui.number(c, points, 6, PILE_Y + 10)


def hand(c, t, kinds, n, cursor, chosen):
    """The viewer's n cards; the cursor's card inverted, cards chosen for a payment raised 3 px."""
    for i in range(n):
        y = HAND_Y - 3 if (chosen >> i) & 1 else HAND_Y
        card(c, t, i * SLOT + 1, y, kinds[i], HAND_W, HAND_H, i == cursor)


def hidden_hand(c, n):
    for i in range(n):
        back(c, i * SLOT + 1, HAND_Y, HAND_W, HAND_H)


def mini(c, t, x, y, kind):
    """A 9 px card for the reveal: a potion's digit, or the card's letter inverted."""
    if C.P1 <= kind <= C.P7:
        ui.number(c, C.card_points(kind), x + 2, y)
        return
    letters = t["letters"]
    i = 0 if kind == C.BY else (1 if kind == C.OWL else kind - C.PELICAN + 2)
    c.fill_rect(x, y, 8, 8, 1)
    c.text(letters[i], x + 1, y, 0)


def reveal(c, t, s):
    """BY-8: every hand shown, its points, and the round's tournament points (the declarer marked)."""
    c.clear()
    right = t["called"] % (C.declarer(s) + 1)
    ui.title_bar(c, t["reveal"] % C.round_number(s), right)
    for p in range(C.players(s)):
        y = ui.BAR + 1 + p * 9
        if p == C.declarer(s):
            c.fill_rect(0, y, 8, 8, 1)
        ui.number(c, p + 1, 1, y, 0 if p == C.declarer(s) else 1)
        x = 12
        for k in range(C.KINDS):
            for _ in range(C.count(s, p, k)):
                mini(c, t, x, y, k)
                x += 10
        c.text("=", 64, y)
        ui.number(c, C.hand_total(s, p), 70, y)
        pts = C.last_points(s, p)
        w = ui.number_width(pts) + 6
        c.text("+", 128 - w, y)
        ui.number(c, pts, 128 - w + 6, y)
    ui.status_line(c, t["hint_reveal"])


def totals(c, t, s):
    """BY-10: the running totals and the last round's points; at the end, who won (lowest total)."""
    c.clear()
    n = C.players(s)
    title = t["totals"]
    if C.phase(s) == C.OVER:
        won = C.returns(s)
        first = 0
        while not won[first]:
            first += 1
        title = t["winner"] % (first + 1) if sum(won) == 1 else t["shared"]
    ui.title_bar(c, title)
    for p in range(n):
        y = ui.BAR + 1 + p * 9
        c.text(t["seat"] % (p + 1), 2, y)
        ui.number(c, C.total(s, p), 80, y)
        c.text("+", 104, y)
        ui.number(c, C.last_points(s, p), 110, y)
    ui.status_line(c, t["hint_new"] if C.phase(s) == C.OVER else t["hint_next"])
