"""Goat and Wolf for tests, tools and logs: positions set by hand, the actions spelled out, and the engine's
constants by name.

Why separate: the box never needs these (its screens read the state), so they stay out of the engine's
resident code; yaga.games.goat_wolf.rules loads this module the first time one of its names is asked for (its
__getattr__).
"""

from yaga.compat import const
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf import board as B

# goat_wolf_board's cells and rings under their public names (there as _NAME)
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

# the engine's private constants under their public names, for tests and tools (same values as _NAME there)
AT_RNG = const(0)
AT_MOD = const(10)
AT_REROLL = const(12)
AT_LAKE = const(14)
AT_LAKE_LEFT = const(15)
AT_HOLD = const(25)
AT_TURNS = const(26)
F_EAR = const(2)
F_SISTERS = const(5)
F_SHIELD = const(7)
F_OUT = const(5)
F_FIRST_LINK = const(6)
PH_EFFECT = const(2)
PH_WIND = const(3)
PH_REROLL = const(7)
PH_JUMP = const(8)
PH_PATH = const(9)
PH_CAULDRON = const(10)
A_CW = const(91)
A_EAR_STAY = const(92)
A_EAR_FWD = const(93)
A_EAR_BACK = const(94)
A_TRAP = const(95)
A_ROLL = const(96)
A_KEEP = const(97)
A_REROLL = const(98)
A_STOP_WOLF = const(99)
A_SPARE_WOLF = const(100)
A_OUT = const(101)
EV_MISS = const(1)
EV_PUSH_BLOCKED = const(20)
EV_ENTER_C = const(31)
EV_SAFE = const(36)
EV_NO_JUMP = const(40)
F_MISS = const(0)
PH_ROLL = const(0)
F_EXTRA = const(1)
PH_SOUL = const(1)
AT_PHASE = const(4)
F_CW = const(4)
F_SOUL = const(4)
PH_EAR = const(4)
AT_TURN = const(5)
PH_LAIR = const(5)
AT_CELL = const(6)
PH_TRAP = const(6)
EV_BONE = const(7)
AT_FLAGS = const(8)
EV_EXTRA = const(8)
EV_EAR_SHIFT = const(10)
PH_OUT = const(11)
AT_ODD = const(13)
EV_OWL = const(13)
EV_STUMP_PLUS = const(14)
EV_STUMP_SHIELD = const(15)
AT_WINNER = const(16)
EV_PUSH = const(19)
AT_DIE1 = const(21)
AT_DIE2 = const(22)
AT_EV_N = const(28)
AT_EV = const(29)
AT_TR_N = const(53)
AT_TR = const(54)
EV_BULLS_FAIL = const(27)
EV_BLACK_LAKE = const(28)
EV_RED_LAKE = const(29)
EV_SOUL_SAVED = const(32)
EV_SOUL_STUCK = const(33)
EV_SENT_BACK = const(35)
DIE_BASE = const(36)
EV_DIRECTION = const(43)
EV_MOVE = const(45)
CELL_BASE = const(48)
A_CCW = const(90)
NO_DIE = const(255)
TELEPORT = const(0x80)


def parse(text):
    """The cell number of a board label (inverse of goat_wolf_board.label); ValueError for anything else."""
    for cell in range(CELLS):
        if B.label(cell) == text:
            return cell
    raise ValueError("no cell %r" % (text,))


def dice_action(d1, d2):
    """The chance outcome 'the two dice show d1 and d2' (faces 0..5)."""
    return d1 * 6 + d2


def die_action(d):
    """The chance outcome 'the one die shows d'."""
    return DIE_BASE + d


def cell_action(cell):
    """A Wolf's path end or a jump target."""
    return CELL_BASE + cell


def set_position(s, goat, wolf, turn, soul=False, wolf_cw=False):
    """Put the pieces on cells (numbers) with everything else fresh, and begin `turn`'s turn.

    For tests, the AI's table builder and teaching positions; the PRNG and the turn count are kept.
    """
    for i in range(AT_PHASE, gw.STATE_SIZE):
        s[i] = 0
    s[AT_CELL + gw.GOAT] = goat
    s[AT_CELL + gw.WOLF] = wolf
    s[AT_DIE1] = NO_DIE
    s[AT_DIE2] = NO_DIE
    s[AT_FLAGS + gw.GOAT] = (1 << F_SOUL) if soul else 0
    s[AT_FLAGS + gw.WOLF] = ((1 << F_CW) if wolf_cw else 0) | ((1 << F_OUT) if wolf != C else 0)
    gw._begin_turn(s, turn, True)  # the engine's own start of a turn (a miss, the soul roll, the Wolf's way out)


def phase(s):
    return s[AT_PHASE]
