"""Drawing the Baba Yaga card table on the 128x64 screen: tiny cards, piles, opponents.

Table screen (pixels):
  y  0..15   opponents, two rows of two 64 px blocks: seat, red backs, teal backs
             (inverted while it is that seat's turn or decision)
  y 17..34   the viewer's seat and hand points | pile 1 | draw pile | pile 2 | red and teal piles
  y 37..55   the viewer's five cards, 24 px each (a potion's value, or the kind's icon and points); a 3x3
             dot in the top right corner of the card the viewer last drew from the draw pile (until their next move)
  y 56..63   status: the last move told, or the keys
Nothing here knows a rule: it reads the engine's state through its readers and draws. On the Pico every
Python-level pixel costs, so a card's icon, a potion's big value and a face-down card are each one
blit of a sprite made once, and a frame of the table is a copy of the table kept from the last frame (Table)
with the cursor's card and the status line drawn over it until something else on it changes; another seat's
move draws again only the rows above the viewer's hand. The reveal and the tournament table are drawn here too.
"""

from yaga import ui
from yaga.compat import const
from yaga.games.cards import rules as C
from yaga.games.cards.rules import BY, OWL
from yaga.gfx import Canvas

_PILE_W = const(20)
_PILE_H = const(18)
_PILE_Y = const(17)
_HAND_Y = const(37)
_HAND_W = const(24)
_HAND_H = const(19)
_SLOT = const(26)  # hand card pitch: 5 cards in 128 px
_PILE_X0 = const(35)  # discard piles 1 and 2, either side of the draw pile
_PILE_X1 = const(81)
_DRAW_X = const(58)
_BLOCK = const(64)
_ICON_W = const(8)
_ICON_H = const(7)

# The faces of the cards that are not potions, one 8x7 icon each in kind order (Baba Yaga, Owl, then the spells),
# as VLSB columns (bit 0 on top): a picture reads the same in every language, where "PEL" or "ПЕЛ" would not.
#  BY       OWL      PEL      CAT      WND      GAR      MOR
#  ....#... #......# .##..... #.....#. ......#. ...#.... ......##
#  ...##... .######. ####.... ##...##. .....### ...#.... .....##.
#  ...###.. ##.##.## .####### #######. ....#.#. ..###... #...##.#
#  ..####.. ######## .##.###. #.###.#. ...#.... .#####.. ########
#  ..#####. .##..##. .####... ###.###. ..#..... ##.#.##. .######.
#  .######. ..####.. .####... .#####.. .#...... ##.#.##. ..####..
#  ######## ..#..#.. ..#.#... ..###... #....... .#####.. .######.
_ICONS = (
    b"\x40\x60\x78\x7e\x7f\x7c\x70\x40\x0d\x1e\x7a\x2e\x2e\x7a\x1e\x0d\x02\x3f\x7f\x36\x7c\x0c\x0c\x04"
    b"\x1f\x36\x7c\x6c\x7c\x36\x1f\x00\x40\x20\x10\x08\x04\x02\x07\x02\x30\x78\x4c\x7f\x4c\x78\x30\x00"
    b"\x0c\x58\x78\x78\x7c\x7e\x5b\x0d"
)


_SPRITES = tuple(_ICONS[o:o + _ICON_W] for o in range(0, len(_ICONS), _ICON_W))  # one bytes object a kind, to blit


# The potions' values, P1 first, as ui.number draws them at scale 2 (each glyph pixel a 2x2 block): 10x16 VLSB
# sprites, so a value is one blit, not a rectangle per pixel. Written out, not drawn at import: a constant tuple
# stays in the firmware's flash (tests/portable/test_cards_tables.py draws them from the font).
_DIGITS = (
    b"\x00\x00\x0c\x0c\xff\xff\x00\x00\x00\x00\x00\x00\x30\x30\x3f\x3f\x30\x30\x00\x00",  # 1
    b"\x0c\x0c\x03\x03\xc3\xc3\xc3\xc3\x3c\x3c\x3c\x3c\x33\x33\x30\x30\x30\x30\x30\x30",  # 2
    b"\x03\x03\xc3\xc3\xc3\xc3\xc3\xc3\x3c\x3c\x30\x30\x30\x30\x30\x30\x30\x30\x0f\x0f",  # 3
    b"\xc0\xc0\x30\x30\x0c\x0c\xff\xff\x00\x00\x03\x03\x03\x03\x03\x03\x3f\x3f\x03\x03",  # 4
    b"\x3f\x3f\x33\x33\x33\x33\x33\x33\xc3\xc3\x0c\x0c\x30\x30\x30\x30\x30\x30\x0f\x0f",  # 5
    b"\xf0\xf0\xcc\xcc\xc3\xc3\xc3\xc3\x00\x00\x0f\x0f\x30\x30\x30\x30\x30\x30\x0f\x0f",  # 6
    b"\x03\x03\x03\x03\xc3\xc3\x33\x33\x0f\x0f\x00\x00\x3f\x3f\x00\x00\x00\x00\x00\x00",  # 7
)
_CHECKER = b"\x55\x2a\x55\x2a\x55"  # a teal back's sign: 5x7, a dot where column and row are both even or both odd
_backs = {}  # (w, h, y & 1): a face-down card's outline and hatch as a sprite (back)


def _frame(c, x, y, w, h, filled):
    """A card's body: an outline with cut corners, or solid (the cursor's card, an active spell)."""
    c.fill_rect(x, y, w, h, 1 if filled else 0)
    if filled:
        c.pixel(x, y, 0)
        c.pixel(x + w - 1, y, 0)
        c.pixel(x, y + h - 1, 0)
        c.pixel(x + w - 1, y + h - 1, 0)
    else:
        c.hline(x + 1, y, w - 2, 1)
        c.hline(x + 1, y + h - 1, w - 2, 1)
        c.vline(x, y + 1, h - 2, 1)
        c.vline(x + w - 1, y + 1, h - 2, 1)


def icon(c, kind, x, y, col):
    """The 8x7 icon of a card kind that is not a potion, its top-left at (x, y) (nothing allocated: a frame
    draws up to seven)."""
    c.blit(_SPRITES[kind if kind < 2 else kind - 7], x, y, _ICON_W, _ICON_H, col)


def card(c, x, y, kind, w, h, inverted=False):
    """One face-up card: a potion's value big, else its icon with its points below (a Baba Yaga's icon
    alone, in the middle: it is worth no points, BY-1)."""
    _frame(c, x, y, w, h, inverted)
    col = 0 if inverted else 1
    if C.P1 <= kind <= C.P7:
        c.blit(_DIGITS[kind - C.P1], x + ((w - 10) >> 1), y + ((h - 14) >> 1), 10, 16, col)
        return
    left = x + ((w - _ICON_W) >> 1)
    if kind == BY:
        icon(c, kind, left, y + ((h - _ICON_H) >> 1), col)
        return
    icon(c, kind, left, y + 2, col)
    v = C.POINTS[kind]
    ui.number(c, v, x + ((w - ui.number_width(v) + 1) >> 1), y + 10, col)


def back(c, x, y, w, h):
    """A face-down card: an outline with a dotted hatch (one sprite for each size and row parity)."""
    key = (w, h, y & 1)
    sprite = _backs.get(key)
    if sprite is None:
        sprite = _backs[key] = _back_sprite(w, h, y & 1)
    c.fill_rect(x, y, w, h, 0)
    c.blit(sprite, x, y, w, h, 1)


def _back_sprite(w, h, odd):
    """The outline (corners cut) and the hatch of a w x h face-down card whose top row's parity is `odd`: a dot
    every third pixel on every third row, each row shifted by its screen row's parity."""
    sprite = bytearray(w * ((h + 7) >> 3))
    dots = [(x, 0) for x in range(1, w - 1)] + [(x, h - 1) for x in range(1, w - 1)]
    dots += [(0, y) for y in range(1, h - 1)] + [(w - 1, y) for y in range(1, h - 1)]
    for yy in range(3, h - 2, 3):
        dots += [(xx, yy) for xx in range(3 + (yy + odd) % 2, w - 2, 3)]
    for x, y in dots:
        sprite[(y >> 3) * w + x] |= 1 << (y & 7)
    return bytes(sprite)


def sign(c, x, y, kind, col):
    """The 5x7 sign of a red back (solid, kind BY) or a teal back (checkered, kind OWL): neither reads
    as a digit next to its count."""
    if kind == BY:
        c.fill_rect(x, y, 5, 7, col)
    else:
        c.blit(_CHECKER, x, y, 5, 7, col)


class Table:
    """The table last drawn without the cursor's card and the status line, and what it was drawn from: while
    none of that changes (a cursor move, a note running out), a frame is a copy of it, that one card and the
    status line (a cursor move within 60 ms on the Pico, where the whole table takes far longer)."""

    def __init__(self):
        self.frame = Canvas()
        self.s = bytearray(C.STATE_SIZE)
        self.viewer = -2  # never a viewer: the first frame draws it all
        self.chosen = 0
        self.mark = 0
        self.dot = -1  # the hand card with the dot of the card last drawn from the pile
        self.hand = bytearray(C.HAND)  # the viewer's cards as last drawn, and how many
        self.n = -1


def table(c, app, paying):
    """The whole table for the App in yaga.games.cards.app: opponents, piles, the viewer's hand, status; paying
    for a spell, the cards marked for the payment raised 3 px."""
    t = app.table
    s = app.s
    viewer = app.viewer
    chosen = app.chosen if paying else 0
    mark = app.marks[viewer] if viewer >= 0 else 0
    n = app.fill_hand() if viewer >= 0 else 0
    moved = t.viewer != viewer or t.chosen != chosen or t.mark != mark or t.n != n or _hand_moved(t, app.hand, n)
    if moved or chosen and t.s != s:  # a raised card reaches into the rows above the hand: all of it drawn again
        t.s[:] = s
        t.viewer = viewer
        t.chosen = chosen
        t.mark = mark
        t.n = n
        t.hand[:] = app.hand
        t.frame.clear()
        _above_hand(t.frame, s, viewer)
        t.dot = _hand(t.frame, app, n, chosen, mark - 1 if not chosen else -1)
    elif t.s != s:  # another seat's move: the viewer's hand as it was, the rows above it drawn again
        t.s[:] = s
        t.frame.fill_rect(0, 0, ui.W, _HAND_Y, 0)
        _above_hand(t.frame, s, viewer)
    c.copy(t.frame)
    i = app.cursor
    if i < n:
        y = _HAND_Y - 3 if (chosen >> i) & 1 else _HAND_Y
        card(c, i * _SLOT + 1, y, app.hand[i], _HAND_W, _HAND_H, True)
        if i == t.dot:
            c.fill_rect(i * _SLOT + _HAND_W - 5, y + 2, 3, 3, 0)
    ui.status_line(c, app.status(paying))


def _hand_moved(t, hand, n):
    """Whether the viewer's first n cards differ from those last drawn (nothing allocated)."""
    kept = t.hand
    for i in range(n):
        if kept[i] != hand[i]:
            return True
    return False


def _above_hand(c, s, viewer):
    """The rows above the hand: the opponents, the piles, the viewer's seat and the points in its hand."""
    _opponents(c, s, viewer, C.current_player(s))
    _piles(c, s)
    if viewer >= 0:
        c.fill_rect(0, _PILE_Y, 13, 9, 1)  # the viewer's seat (inverted box) and the points in hand
        ui.number(c, viewer + 1, 4, _PILE_Y + 1, 0)
        c.text("=", 0, _PILE_Y + 10)
        ui.number(c, C.hand_total(s, viewer), 6, _PILE_Y + 10)


def _hand(c, app, n, chosen, drawn):
    """The viewer's n cards all face up and none under the cursor (a paid card raised 3 px, into the rows above:
    drawn after them), or five backs for no viewer; returns the hand card with the dot of the card last drawn
    (kind `drawn`) from the pile, or -1."""
    dot = -1
    if app.viewer >= 0:
        for i in range(n):
            y = _HAND_Y - 3 if (chosen >> i) & 1 else _HAND_Y
            card(c, i * _SLOT + 1, y, app.hand[i], _HAND_W, _HAND_H)
            if app.hand[i] == drawn and dot < 0:
                c.fill_rect(i * _SLOT + _HAND_W - 5, y + 2, 3, 3, 1)  # 2 px in from the edge
                dot = i
    else:
        for i in range(5):
            back(c, i * _SLOT + 1, _HAND_Y, _HAND_W, _HAND_H)
    return dot


def _opponents(c, s, viewer, on_turn):
    """Every seat but the viewer's: its number and how many red and teal backs it holds (public, BY-2;
    a hand always has 5 cards when a turn starts, so its size is not shown)."""
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
        sign(c, x + 16, y, BY, col)
        ui.number(c, C.count(s, p, BY), x + 23, y, col)
        sign(c, x + 38, y, OWL, col)
        ui.number(c, C.count(s, p, OWL), x + 45, y, col)
        i += 1


def _piles(c, s):
    """The two discard piles (an active spell inverted: nobody may take it; an empty one as its four
    corners), the draw pile, red and teal."""
    for d in (0, 1):
        x = _PILE_X1 if d else _PILE_X0
        if C.discard_count(s, d):
            card(c, x, _PILE_Y, C.top(s, d), _PILE_W, _PILE_H, C.is_active(s, d))
        else:
            for cx in (x, x + _PILE_W - 3):
                for cy in (_PILE_Y, _PILE_Y + _PILE_H - 1):
                    c.hline(cx, cy, 3, 1)
                c.vline(cx + (0 if cx == x else 2), _PILE_Y, 3, 1)
                c.vline(cx + (0 if cx == x else 2), _PILE_Y + _PILE_H - 3, 3, 1)
    ui.number(c, 1, _PILE_X0 - 6, _PILE_Y + 5)
    ui.number(c, 2, _PILE_X1 + _PILE_W + 2, _PILE_Y + 5)
    back(c, _DRAW_X, _PILE_Y, _PILE_W, _PILE_H)
    n = C.draw_count(s)
    w = ui.number_width(n)
    c.fill_rect(_DRAW_X + ((_PILE_W - w) >> 1), _PILE_Y + 5, w, 8, 0)
    ui.number(c, n, _DRAW_X + ((_PILE_W - w + 2) >> 1), _PILE_Y + 5)
    sign(c, 111, _PILE_Y, BY, 1)
    ui.number(c, C.left_in_pile(s, BY), 117, _PILE_Y)
    sign(c, 111, _PILE_Y + 9, OWL, 1)
    ui.number(c, C.left_in_pile(s, OWL), 117, _PILE_Y + 9)


# ---- reveal, tournament table (BY-8, BY-9, BY-10) -----------------------------------------------------------


def reveal(c, w, s):
    """BY-8: every hand shown, its points, and the round's tournament points (the declarer marked)."""
    c.clear()
    d = C.declarer(s)
    ui.title_bar(c, w["reveal"] % C.round_number(s), w["called"] % (d + 1))
    for p in range(C.players(s)):
        y = ui.BAR + 1 + p * 9
        if p == d:
            c.fill_rect(0, y, 8, 8, 1)
        ui.number(c, p + 1, 1, y, 0 if p == d else 1)
        x = 12
        for k in range(C.KINDS):  # each card 10 px: a potion's digit, or the table's icon of the card
            for _ in range(C.count(s, p, k)):
                if C.P1 <= k <= C.P7:
                    ui.number(c, C.POINTS[k], x + 2, y)
                else:
                    icon(c, k, x, y, 1)
                x += _ICON_W + 2
        c.text("=", 64, y)
        ui.number(c, C.hand_total(s, p), 70, y)
        pts = C.last_points(s, p)
        width = ui.number_width(pts) + 6
        c.text("+", 128 - width, y)
        ui.number(c, pts, 128 - width + 6, y)
    ui.status_line(c, w["hint_reveal"])


def totals(c, w, s):
    """BY-10: the running totals and the last round's points; at the end, who won (lowest total)."""
    c.clear()
    ph = C.phase(s)
    title = w["totals"]
    if ph == C.OVER:
        won = C.returns(s)
        title = w["winner"] % (won.index(1) + 1) if sum(won) == 1 else w["shared"]
    ui.title_bar(c, title)
    for p in range(C.players(s)):
        y = ui.BAR + 1 + p * 9
        c.text(w["seat"] % (p + 1), 2, y)
        ui.number(c, C.total(s, p), 80, y)
        c.text("+", 104, y)
        ui.number(c, C.last_points(s, p), 110, y)
    ui.status_line(c, w["hint_new"] if ph == C.OVER else (w["hint_next"] if ph == C.ROUND_OVER else w["hint_back"]))
