"""Goat and Wolf's normal level: a hand-made guess at the Goat's chance of winning (yaga.games.goat_wolf.ai scores
each option with it). Apart, so a hard game (the table) never loads it."""

from yaga.compat import const
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf import board as B
from yaga.games.goat_wolf.board import C, CENTRE, I1, I7, I8, MIDDLE
from yaga.games.goat_wolf.rules import AT_CELL, AT_FLAGS, AT_ODD, AT_WINNER, F_CW, F_SOUL

_ROUTE_END = const(71)  # progress of a Goat home: 35 inbound cells + C + 35 outbound


def progress(goat, soul):
    """How far along its whole journey the Goat is: 0 on O1 at the start, 71 home."""
    if goat == C:
        return 35
    if goat == I8:
        goat = I1 if not soul else I7
    return 70 - goat if soul else goat


def _ring_gap(a, b, d):
    """Steps from a to b going direction d round a's ring, or 99 if b is on another ring."""
    r = B.ring_of(a)
    if r != B.ring_of(b) or r == CENTRE:
        return 99
    return ((b - a) * d) % (16 - 4 * r)  # rings of 16, 12 and 8 cells (GW-1)


def heuristic(s):
    """A hand-made guess at the Goat's chance of winning: journey made, minus the Wolf's reach."""
    w = s[AT_WINNER]
    if w:
        return 1.0 if w == 1 else 0.0
    goat = s[AT_CELL + gw.GOAT]
    wolf = s[AT_CELL + gw.WOLF]
    soul = (s[AT_FLAGS + gw.GOAT] >> F_SOUL) & 1
    v = 0.25 + 0.6 * progress(goat, soul) / _ROUTE_END
    d = 1 if (s[AT_FLAGS + gw.WOLF] >> F_CW) & 1 else -1
    if _ring_gap(wolf, goat, d) <= 10:
        v -= 0.25 if B.ring_of(goat) != MIDDLE else 0.08
    if goat == C and s[AT_ODD] >= 1:
        v -= 0.1 * s[AT_ODD]
    return max(0.0, min(1.0, v))


def journey(s):
    """Normal's look past the Goat's own roll: only how far along its way the Goat gets."""
    w = s[AT_WINNER]
    if w:
        return 1.0 if w == 1 else 0.0
    return progress(s[AT_CELL + gw.GOAT], (s[AT_FLAGS + gw.GOAT] >> F_SOUL) & 1) / _ROUTE_END
