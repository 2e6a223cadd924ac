"""Goat and Wolf board geometry: cell numbers, rings, links and the Goat's route (GW-1..GW-5).

Why separate: the engine, the AI and the screens all need the same cell arithmetic, and none of it
changes with the game state.

Cell numbers: O1..O16 = 0..15, M1..M12 = 16..27, I1..I8 = 28..35, C = 36.
The Goat's route (GW-3) is O1..O16, M1..M12, I1..I7, so a route index equals the cell number for
cells 0..34; I8 (35) is off the route and C (36) ends it.
"""

from yaga.compat import const

_O1 = const(0)
_O5 = const(4)
_O10 = const(9)
_O13 = const(12)
_O14 = const(13)
_O15 = const(14)
_O16 = const(15)
_M1 = const(16)
_M2 = const(17)
_M3 = const(18)
_M4 = const(19)
_M6 = const(21)
_M8 = const(23)
_M9 = const(24)
_M11 = const(26)
_M12 = const(27)
_I1 = const(28)
_I2 = const(29)
_I3 = const(30)
_I4 = const(31)
_I5 = const(32)
_I6 = const(33)
_I7 = const(34)
_I8 = const(35)
_C = const(36)
_CELLS = const(37)

_OUTER = const(0)
_MIDDLE = const(1)
_INNER = const(2)
_CENTRE = const(3)

_RING_BASE = (0, 16, 28)
_RING_SIZE = (16, 12, 8)
_LETTER = "OMI"

# GW-14: a Secret Path jump never lands on these cells.
NO_JUMP = (_O1, _O15, _O16, _I7)


def ring_of(cell):
    if cell < _M1:
        return _OUTER
    if cell < _I1:
        return _MIDDLE
    if cell < _C:
        return _INNER
    return _CENTRE


def ring_step(cell, d):
    """One step round the cell's own ring: d = +1 clockwise, -1 counter-clockwise (GW-1)."""
    r = ring_of(cell)
    base = _RING_BASE[r]
    return base + (cell - base + d) % _RING_SIZE[r]


def link_of(cell):
    """The cell across a ring link (GW-2), or -1. I7 -> C is the Trap's and is not listed."""
    if cell == _O16:
        return _M1
    if cell == _M1:
        return _O16
    if cell == _M12:
        return _I1
    if cell == _I1:
        return _M12
    return -1


def label(cell):
    """'O1'..'O16', 'M1'..'M12', 'I1'..'I8', 'C'."""
    r = ring_of(cell)
    if r == _CENTRE:
        return "C"
    return "%s%d" % (_LETTER[r], cell - _RING_BASE[r] + 1)


def goat_step(cell, d, outbound):
    """The Goat's next cell one step along its route (d=+1 towards C, -1 towards O1), GW-3/GW-5.

    Returns the same cell when the route ends there (O1 going outward; I7 going inward after the soul
    is saved). An inbound Goat on I7 steps into C. I8 is off the route: it steps to I1 or I7.
    """
    if cell == _I8:
        return _I1 if d > 0 else _I7
    if cell == _I7 and d > 0:
        return cell if outbound else _C
    nxt = cell + d
    if nxt < _O1:
        return cell
    return nxt


def __getattr__(name):
    """The cells' and rings' public names (O1, C, CELLS ...) and `parse` for tests and tools: here the names are
    _NAME const()s, which cost no RAM on the box; goat_wolf_view spells them publicly and has `parse`."""
    from yaga.games.goat_wolf import view as goat_wolf_view

    try:
        return getattr(goat_wolf_view, name)
    except AttributeError:
        raise AttributeError(name)
