"""Goat and Wolf's normal level: a hand-made guess at the Goat's chance of winning (yaga.games.goat_wolf.ai scores
each option with it). Apart, so a hard game (the table) never loads it."""

from yaga.compat import const
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf import board as B

# goat_wolf_board's cells and rings this module reads (there as _NAME), folded: no RAM
_C = const(36)
_MIDDLE = const(1)
_CENTRE = const(3)
_I1 = const(28)
_I7 = const(34)
_I8 = const(35)

# the engine's constants this module reads (yaga.games.goat_wolf.rules, there as _NAME), folded: no RAM
_AT_CELL = const(6)
_AT_FLAGS = const(8)
_AT_ODD = const(13)
_AT_WINNER = const(16)
_F_CW = const(4)
_F_SOUL = const(4)

_ROUTE_END = const(71)  # progress of a Goat home: 35 inbound cells + C + 35 outbound


def progress(goat, soul):
    """How far along its whole journey the Goat is: 0 on O1 at the start, 71 home."""
    if goat == _C:
        return 35
    if goat == _I8:
        goat = _I1 if not soul else _I7
    return 70 - goat if soul else goat


def _ring_gap(a, b, d):
    """Steps from a to b going direction d round a's ring, or 99 if b is on another ring."""
    r = B.ring_of(a)
    if r != B.ring_of(b) or r == _CENTRE:
        return 99
    return ((b - a) * d) % (16 - 4 * r)  # rings of 16, 12 and 8 cells (GW-1)


def heuristic(s):
    """A hand-made guess at the Goat's chance of winning: journey made, minus the Wolf's reach."""
    w = s[_AT_WINNER]
    if w:
        return 1.0 if w == 1 else 0.0
    goat = s[_AT_CELL + gw.GOAT]
    wolf = s[_AT_CELL + gw.WOLF]
    soul = (s[_AT_FLAGS + gw.GOAT] >> _F_SOUL) & 1
    v = 0.25 + 0.6 * progress(goat, soul) / _ROUTE_END
    d = 1 if (s[_AT_FLAGS + gw.WOLF] >> _F_CW) & 1 else -1
    if _ring_gap(wolf, goat, d) <= 10:
        v -= 0.25 if B.ring_of(goat) != _MIDDLE else 0.08
    if goat == _C and s[_AT_ODD] >= 1:
        v -= 0.1 * s[_AT_ODD]
    return max(0.0, min(1.0, v))


def journey(s):
    """Normal's look past the Goat's own roll: only how far along its way the Goat gets."""
    w = s[_AT_WINNER]
    if w:
        return 1.0 if w == 1 else 0.0
    return progress(s[_AT_CELL + gw.GOAT], (s[_AT_FLAGS + gw.GOAT] >> _F_SOUL) & 1) / _ROUTE_END
