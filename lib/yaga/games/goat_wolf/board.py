"""Goat and Wolf board geometry: cell numbers, rings, links and the Goat's route (GW-1..GW-5).

Why separate: the engine, the AI and the screens all need the same cell arithmetic, and none of it
changes with the game state.

Cell numbers: O1..O16 = 0..15, M1..M12 = 16..27, I1..I8 = 28..35, C = 36.
The Goat's route (GW-3) is O1..O16, M1..M12, I1..I7, so a route index equals the cell number for
cells 0..34; I8 (35) is off the route and C (36) ends it.
"""

from yaga.compat import const

O1 = const(0)
O5 = const(4)
O10 = const(9)
O13 = const(12)
O14 = const(13)
O15 = const(14)
O16 = const(15)
M1 = const(16)
M2 = const(17)
M3 = const(18)
M4 = const(19)
M6 = const(21)
M8 = const(23)
M9 = const(24)
M11 = const(26)
M12 = const(27)
I1 = const(28)
I2 = const(29)
I3 = const(30)
I4 = const(31)
I5 = const(32)
I6 = const(33)
I7 = const(34)
I8 = const(35)
C = const(36)
CELLS = const(37)

OUTER = const(0)
MIDDLE = const(1)
INNER = const(2)
CENTRE = const(3)

_RING_BASE = (0, 16, 28)
_RING_SIZE = (16, 12, 8)
_LETTER = "OMI"

# GW-14: a Secret Path jump never lands on these cells.
NO_JUMP = (O1, O15, O16, I7)


def ring_of(cell):
    if cell < M1:
        return OUTER
    if cell < I1:
        return MIDDLE
    if cell < C:
        return INNER
    return CENTRE


def ring_step(cell, d):
    """One step round the cell's own ring: d = +1 clockwise, -1 counter-clockwise (GW-1)."""
    r = ring_of(cell)
    base = _RING_BASE[r]
    return base + (cell - base + d) % _RING_SIZE[r]


def ring_steps(d):
    """ring_step(cell, d) of every cell on a ring (all but C), as bytes by cell: built a ring at a time (a call per
    cell took 8 ms of opening Goat and Wolf on the Pico)."""
    out = b""
    for base, size in zip(_RING_BASE, _RING_SIZE):
        ring = bytes(range(base, base + size))
        out += ring[d % size :] + ring[: d % size]
    return out


_LINKS = ((O16, M1), (M12, I1))  # GW-2's ring links, both ways. I7 -> C is the Trap's and is not listed.


def link_of(cell):
    """The cell across a ring link (GW-2), or -1."""
    for a, b in _LINKS:
        if cell == a:
            return b
        if cell == b:
            return a
    return -1


def links(none):
    """link_of(cell) of every cell on a ring (all but C), as bytes by cell, `none` where it has no link."""
    out = bytearray(bytes((none,)) * C)
    for a, b in _LINKS:
        out[a] = b
        out[b] = a
    return bytes(out)


def label(cell):
    """'O1'..'O16', 'M1'..'M12', 'I1'..'I8', 'C'."""
    r = ring_of(cell)
    if r == CENTRE:
        return "C"
    return "%s%d" % (_LETTER[r], cell - _RING_BASE[r] + 1)


def goat_step(cell, d, outbound):
    """The Goat's next cell one step along its route (d=+1 towards C, -1 towards O1), GW-3/GW-5.

    Returns the same cell when the route ends there (O1 going outward; I7 going inward after the soul
    is saved). An inbound Goat on I7 steps into C. I8 is off the route: it steps to I1 or I7.
    """
    if cell == I8:
        return I1 if d > 0 else I7
    if cell == I7 and d > 0:
        return cell if outbound else C
    nxt = cell + d
    if nxt < O1:
        return cell
    return nxt



def parse(text):
    """The cell number of a board label (the inverse of label); ValueError for anything else."""
    for cell in range(CELLS):
        if label(cell) == text:
            return cell
    raise ValueError("no cell %r" % (text,))
