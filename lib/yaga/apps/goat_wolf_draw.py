"""Goat and Wolf drawing: the three rings and the centre on the left half, the side panel on the right.

Why separate: the screen logic (goat_wolf.py) decides what to show; this module only knows pixels.
Cell centres are computed once at import (37 x/y bytes); drawing a frame allocates nothing but the
panel text the caller passes in.
"""

import math

from yaga import ui
from yaga.compat import const
from yaga.rules import goat_wolf as gw
from yaga.rules import goat_wolf_board as B

_CX = const(31)  # board centre
_CY = const(32)
PANEL = const(66)  # first column of the side panel
PANEL_W = const(62)

_RADIUS = (29, 20, 11)
_COUNT = (16, 12, 8)
_LINKS = ((B.O16, B.M1), (B.M12, B.I1), (B.I7, B.C))
_PLAIN = (1, 2, 3, 5, 6, 7, 8, 10, 11, 20, 22, 25)  # O2-O4, O6-O9, O11, O12, M5, M7, M10: no effect

XS = bytearray(B.CELLS)
YS = bytearray(B.CELLS)


def _place():
    cell = 0
    for ring in range(3):
        n = _COUNT[ring]
        for k in range(n):
            a = 2 * math.pi * k / n - math.pi / 2  # O1, M1, I1 at the top; clockwise = increasing (GW-1)
            XS[cell] = int(_CX + _RADIUS[ring] * math.cos(a) + 0.5)
            YS[cell] = int(_CY + _RADIUS[ring] * math.sin(a) + 0.5)
            cell += 1
    XS[B.C] = _CX
    YS[B.C] = _CY


_place()


def board(c):
    """The empty board: links, plain cells as dots, cells with an effect as small boxes, the centre."""
    for a, b in _LINKS:
        c.line(XS[a], YS[a], XS[b], YS[b], 1)
    for cell in range(B.C):
        x = XS[cell]
        y = YS[cell]
        if cell in _PLAIN:
            c.fill_rect(x - 1, y - 1, 2, 2, 1)
        else:
            c.fill_rect(x - 2, y - 2, 5, 5, 0)
            c.rect(x - 2, y - 2, 5, 5, 1)
    c.circle(_CX, _CY, 4, 1)


def goat(c, cell, dx=0):
    """The Goat: a white disc with a black rim (it is the white piece)."""
    x = XS[cell] + dx
    y = YS[cell]
    c.fill_rect(x - 3, y - 3, 7, 7, 0)
    c.circle(x, y, 3, 1)
    c.pixel(x, y, 1)


def wolf(c, cell, dx=0):
    """The Wolf: a solid block with ears."""
    x = XS[cell] + dx
    y = YS[cell]
    c.fill_rect(x - 3, y - 2, 7, 6, 1)
    c.pixel(x - 3, y - 3, 1)
    c.pixel(x + 3, y - 3, 1)
    c.pixel(x, y + 1, 0)


def pieces(c, g, w):
    """Both pieces; sharing a cell they stand side by side."""
    if g == w:
        wolf(c, w, 3)
        goat(c, g, -3)
    else:
        wolf(c, w)
        goat(c, g)


def cursor(c, cell):
    x = XS[cell]
    y = YS[cell]
    c.rect(x - 5, y - 5, 11, 11, 1)


def die(c, x, y, face):
    """A die showing 0..5 pips (0 is the blank face of the Goat and Wolf dice)."""
    ui.d6_face(c, x, y, 14, 14, face)


def dice(c, d1, d2):
    x = PANEL + 2
    if d1 == gw.NO_DIE:
        return
    die(c, x, 11, d1)
    if d2 != gw.NO_DIE:
        die(c, x + 17, 11, d2)


def panel_title(c, text, inverted=True):
    c.fill_rect(PANEL, 0, PANEL_W, 9, 1 if inverted else 0)
    ui.clipped_text(c, text, PANEL + 1, 1, ui.W, 0 if inverted else 1)


def lines(c, rows, y, first=0, count=4, highlight=-1):
    """Text rows in the panel from y; row `highlight` (an index into rows) drawn inverted."""
    for r in range(count):
        i = first + r
        if i >= len(rows):
            break
        yy = y + r * ui.LINE
        if i == highlight:
            c.fill_rect(PANEL, yy, PANEL_W, ui.LINE, 1)
        ui.clipped_text(c, rows[i], PANEL + 1, yy, ui.W, 0 if i == highlight else 1)
