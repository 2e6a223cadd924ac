"""Dice faces drawn into a yaga.gfx Canvas: a die outline, d6 pips, a number, a label on a die not rolled yet.

Shared by the dice tray and Goat and Wolf's roll. Drawing allocates nothing.
"""

from yaga.compat import const
from yaga.gfx import text_width
from yaga.ui import clipped_text, number, number_width

_LINE = const(8)

# Pip spots of a d6 on a 3x3 grid (column, row in 0..2), faces 0..6; 0 is the blank face.
_PIPS = (
    (),
    ((1, 1),),
    ((0, 0), (2, 2)),
    ((0, 0), (1, 1), (2, 2)),
    ((0, 0), (2, 0), (0, 2), (2, 2)),
    ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    ((0, 0), (2, 0), (0, 1), (2, 1), (0, 2), (2, 2)),
)


def die_outline(c, x, y, w, h, filled=False):
    """A die body with rounded corners: an outline, or solid (for a highlighted die)."""
    if filled:
        c.fill_rect(x, y, w, h, 1)
    else:
        c.fill_rect(x, y, w, h, 0)
        c.rect(x, y, w, h, 1)
    c.pixel(x, y, 0)
    c.pixel(x + w - 1, y, 0)
    c.pixel(x, y + h - 1, 0)
    c.pixel(x + w - 1, y + h - 1, 0)


def d6_face(c, x, y, w, h, pips, filled=False):
    """A six-sided die showing 0..6 big pips (0 = blank), pips sized to the face."""
    die_outline(c, x, y, w, h, filled)
    side = w if w < h else h
    p = side // 5  # pip size: 3 px on an 18 px face, 4 px on 20 px, 5 px on 28 px
    col = 0 if filled else 1
    for gx, gy in _PIPS[pips]:
        cx = x + w * (1 + gx) // 4
        cy = y + h * (1 + gy) // 4
        px = cx - p // 2
        py = cy - p // 2
        c.fill_rect(px, py, p, p, col)
        if p >= 4:  # round the bigger pips
            c.pixel(px, py, 1 - col)
            c.pixel(px + p - 1, py, 1 - col)
            c.pixel(px, py + p - 1, 1 - col)
            c.pixel(px + p - 1, py + p - 1, 1 - col)


def number_face(c, x, y, w, h, n, filled=False):
    """A die showing the number n, as big as fits the face (n < 0 draws a blank face)."""
    die_outline(c, x, y, w, h, filled)
    if n < 0:
        return
    scale = 2 if number_width(n, 2) - 2 <= w - 4 and h >= 2 * _LINE + 4 else 1
    tw = number_width(n, scale) - scale
    number(c, n, x + ((w - tw + 1) >> 1), y + ((h - _LINE * scale + scale + 1) >> 1), 0 if filled else 1, scale)


def label_face(c, x, y, w, h, label):
    """A die not rolled yet: its kind's name (e.g. "d20") inside a dotted outline. A label wider than
    the face is cut at its edge, so the caller picks one that fits (e.g. "d%" for d100 on small faces)."""
    c.fill_rect(x, y, w, h, 0)
    tw = text_width(label) - 1
    if tw > w - 2:
        tw = w - 2
    clipped_text(c, label, x + ((w - tw + 1) >> 1), y + ((h - _LINE + 2) >> 1), x + w - 1)
    dotted_outline(c, x, y, w, h)


def dotted_outline(c, x, y, w, h):
    """A rectangle outline of every other pixel: something not there yet (a die not rolled, an empty pile)."""
    for i in range(0, w, 2):
        c.pixel(x + i, y, 1)
        c.pixel(x + i, y + h - 1, 1)
    for i in range(0, h, 2):
        c.pixel(x, y + i, 1)
        c.pixel(x + w - 1, y + i, 1)
