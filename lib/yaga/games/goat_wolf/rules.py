"""Goat and Wolf (rules page shared/rules/goat-and-wolf.md, GW-1..GW-36) as a fixed-size state machine.

Every roll is a chance node (two dice: 36 outcomes, one die: 6) and every choice is a player action, so
the screens, the AI and the tests drive one engine. Cell numbers and ring arithmetic: yaga.games.goat_wolf.board.
The whole contract of yaga.engine is defined here by name, returns, action_to_str and to_dict included, and so
are the state's offsets, flags, phases, actions and event codes (AT_CELL, F_SOUL, PH_JUMP, A_KEEP, EV_MOVE ...)
that the AI, the screens and the tests read.

State layout (bytearray, STATE_SIZE bytes):
| off | size | field                                                                              |
|-----|------|------------------------------------------------------------------------------------|
|   0 |    4 | PRNG (yaga.rng, xorshift32 in 16-bit halves)                                       |
|   4 |    1 | phase (PH_*: which chance node or decision comes next)                             |
|   5 |    1 | piece whose turn it is (GOAT 0 / WOLF 1)                                           |
|   6 |    1 | Goat's cell (0..36, see yaga.games.goat_wolf.board)                                |
|   7 |    1 | Wolf's cell                                                                        |
|   8 |    1 | Goat flags: F_MISS F_EXTRA F_EAR F_MOVED F_SOUL F_SISTERS F_REVERSED F_SHIELD           |
|   9 |    1 | Wolf flags: F_MISS F_EXTRA F_EAR F_MOVED F_CW F_OUT F_FIRST_LINK (balanced, GW-36a)    |
|  10 |    1 | Goat's step modifier waiting for its next two-dice move (s8, GW-16)                |
|  11 |    1 | Wolf's step modifier (s8)                                                          |
|  12 |    1 | Goat's Stump reroll: 0 none, 1 held, 2 used (GW-18)                                |
|  13 |    1 | odd soul rolls in this visit to C (GW-6, GW-12)                                    |
|  14 |    1 | Black Lake penalty (GW-28)                                                         |
|  15 |    1 | Black Lake: Goat turn ends left before it lapses                                   |
|  16 |    1 | winner: 0 none, 1 Goat, 2 Wolf                                                     |
|  17 |    1 | what the turn does after the current movement part (AFTER_*)                       |
|  18 |    1 | steps waiting: the 6 after a jump, or the Wolf's move while it picks a path        |
|  19 |    1 | effect being rolled for (EF_*)                                                     |
|  20 |    1 | phase to return to on a reroll                                                     |
|  21 |    2 | last chance outcome: die 1, die 2 (255 = one die / none)                           |
|  23 |    2 | dice waiting for the keep/reroll decision                                          |
|  25 |    1 | Goat holds (ended its own move there): H_MENHIRS, H_BULLS (GW-22)                  |
|  26 |    2 | turns begun (u16), for the game log                                                |
|  28 |    1 | number of events of the last action                                                |
|  29 |   24 | events of the last action: 8 x (code EV_*, piece, arg), for messages and the log   |
|  53 |    1 | number of trail entries of the last action                                         |
|  54 |   32 | trail: cell + 64 * piece + TELEPORT (the cells the pieces went through, to animate) |
"""

from yaga.compat import const
from yaga.engine import CHANCE, TERMINAL
from yaga.games.goat_wolf import board as B
from yaga.rng import draw_below, seed_state
from yaga.games.goat_wolf.board import (
    C, O1, MIDDLE, O5, O10, O13, O14, O15, M2, M3, M4, M6, M8, M9, M11, I1, I2, I3, I4, I5, I6, I7, I8, CELLS,
)

GOAT = const(0)
WOLF = const(1)

AT_RNG = const(0)
AT_PHASE = const(4)
AT_TURN = const(5)
AT_CELL = const(6)  # + piece
AT_FLAGS = const(8)  # + piece
AT_MOD = const(10)  # + piece
AT_REROLL = const(12)
AT_ODD = const(13)
AT_LAKE = const(14)
AT_LAKE_LEFT = const(15)
AT_WINNER = const(16)
AT_AFTER = const(17)
AT_STEPS = const(18)
AT_EFF = const(19)
AT_BACK = const(20)
AT_DIE1 = const(21)
AT_DIE2 = const(22)
AT_PEND1 = const(23)
AT_PEND2 = const(24)
AT_HOLD = const(25)
AT_TURNS = const(26)
AT_EV_N = const(28)
AT_EV = const(29)
_EV_MAX = const(8)
AT_TR_N = const(53)
AT_TR = const(54)
_TRAIL_MAX = const(32)
STATE_SIZE = const(86)

NO_DIE = const(255)
TELEPORT = const(0x80)  # trail flag: placed or jumped there, not walked

# flags (both pieces)
F_MISS = const(0)
F_EXTRA = const(1)
F_EAR = const(2)
F_MOVED = const(3)
# Goat only
F_SOUL = const(4)
F_SISTERS = const(5)
F_REVERSED = const(6)
F_SHIELD = const(7)
# Wolf only
F_CW = const(4)
F_OUT = const(5)
F_FIRST_LINK = const(6)  # the balanced rules (GW-36): set by new_state, never changed

H_MENHIRS = const(1)
H_BULLS = const(2)

# phases
PH_ROLL = const(0)
PH_SOUL = const(1)
PH_EFFECT = const(2)
PH_WIND = const(3)
PH_EAR = const(4)
PH_LAIR = const(5)
PH_TRAP = const(6)
PH_REROLL = const(7)
PH_JUMP = const(8)
PH_PATH = const(9)
PH_CAULDRON = const(10)
PH_OUT = const(11)
PH_OVER = const(12)

AFTER_END = const(0)
AFTER_SIX = const(1)
AFTER_WIND = const(2)

# effects rolled for
EF_BONE = const(1)
EF_OWL = const(2)
EF_BLACK = const(3)
EF_RED = const(4)
EF_STUMP = const(5)
EF_CAULDRON = const(6)

# actions: chance outcomes, then cells, then named choices
DIE_BASE = const(36)
CELL_BASE = const(48)
A_CCW = const(90)
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

# events (code, piece, arg) of the last action, for messages and the log
EV_MISS = const(1)
EV_SLOPE = const(2)
EV_DEAD_LAKE = const(3)
EV_SNARES = const(4)
EV_MENHIRS = const(5)
EV_QUAGMIRE = const(6)
EV_BONE = const(7)  # arg: the die (no extra turn)
EV_EXTRA = const(8)  # arg: the die that gave an extra turn
EV_EAR = const(9)
EV_EAR_SHIFT = const(10)  # arg: new cell
EV_CROSSROADS = const(11)
EV_ARROW = const(12)
EV_OWL = const(13)  # arg: the die
EV_STUMP_PLUS = const(14)  # arg: the sum
EV_STUMP_SHIELD = const(15)
EV_STUMP_REROLL = const(16)
EV_STUMP_MISS = const(17)
EV_STUMP_NOTHING = const(18)
EV_PUSH = const(19)  # arg: the Wolf's new cell
EV_PUSH_BLOCKED = const(20)
EV_CAULDRON_OFFER = const(21)
EV_WOLF_STOPPED = const(22)
EV_SWAP = const(23)
EV_CAULDRON_NOTHING = const(24)
EV_SISTERS = const(25)
EV_BULLS = const(26)
EV_BULLS_FAIL = const(27)  # arg: the steps that were too few
EV_BLACK_LAKE = const(28)  # arg: the penalty
EV_RED_LAKE = const(29)  # arg: the die
EV_ABYSS = const(30)
EV_ENTER_C = const(31)
EV_SOUL_SAVED = const(32)  # arg: the sum
EV_SOUL_STUCK = const(33)  # arg: odd rolls in this visit
EV_WOLF_CATCHES = const(34)
EV_SENT_BACK = const(35)  # arg: the cell the Goat is sent to
EV_SAFE = const(36)
EV_TRAP = const(37)
EV_GOAT_HOME = const(38)
EV_SECRET_PATH = const(39)
EV_NO_JUMP = const(40)
EV_SECOND_WIND = const(41)
EV_WOLF_OUT = const(42)
EV_DIRECTION = const(43)  # arg: 1 clockwise, 0 counter-clockwise
EV_REROLL = const(44)
EV_MOVE = const(45)  # arg: steps after modifiers
EV_SPARED = const(46)


# ---- small accessors -------------------------------------------------------------------------

def flag(s, p, bit):
    """Piece p's flag `bit` (F_*): 1 or 0."""
    return (s[AT_FLAGS + p] >> bit) & 1


def _set(s, p, bit, on=True):
    if on:
        s[AT_FLAGS + p] |= 1 << bit
    else:
        s[AT_FLAGS + p] &= ~(1 << bit) & 0xFF


def _event(s, code, p, arg=0):
    n = s[AT_EV_N]
    if n < _EV_MAX:
        o = AT_EV + 3 * n
        s[o] = code
        s[o + 1] = p
        s[o + 2] = arg & 0xFF
        s[AT_EV_N] = n + 1


def _trail(s, p, cell, teleport=False):
    n = s[AT_TR_N]
    if n < _TRAIL_MAX:
        s[AT_TR + n] = cell | (p << 6) | (TELEPORT if teleport else 0)
        s[AT_TR_N] = n + 1


def modifier(s, p):
    """The piece's waiting step modifier (GW-16), stored as a signed byte."""
    v = s[AT_MOD + p]
    return v - 256 if v > 127 else v


def _add_mod(s, p, d):
    """A waiting step modifier changed by d, kept within -100..100."""
    s[AT_MOD + p] = max(-100, min(100, modifier(s, p) + d)) & 0xFF


def _place_goat(s, cell):
    """Every change of the Goat's cell: the 'while on it' holds end (GW-22)."""
    s[AT_CELL + GOAT] = cell
    s[AT_HOLD] = 0


def _home_dir(s):
    """The Goat's route direction: +1 inbound, -1 outbound (GW-3); "forward" and "back" use it."""
    return -1 if flag(s, GOAT, F_SOUL) else 1


def _wolf_dir(s):
    return 1 if flag(s, WOLF, F_CW) else -1


def _trap_armed(s):
    """GW-12: the Goat in C with two or more odd soul rolls in this visit."""
    return s[AT_CELL + GOAT] == C and s[AT_ODD] >= 2


def _goat_on_held_bulls(s):
    return s[AT_CELL + GOAT] == I4 and s[AT_HOLD] & H_BULLS


# ---- paths and jumps -------------------------------------------------------------------------

_paths = {}  # wolf_paths' answers by question
_PATHS_KEPT = const(64)  # up to ~8 KB on the Pico (measured): a hard decision asks up to about 55 questions
# The rings as tables, for the Wolf's walks (board.ring_step and link_of, once): the next cell clockwise and
# counter-clockwise of every cell on a ring, and the cell across its link or _NO_LINK.
_CLOCKWISE = B.ring_steps(1)
_COUNTER = B.ring_steps(-1)
_NO_LINK = const(255)
_LINK = B.links(_NO_LINK)


def wolf_paths(start, steps, d, trap=False, depths=False, first_link=False):
    """{end cell: first path found} for a Wolf walking `steps` from `start` in direction d (GW-7, GW-21).

    At a linked cell with steps left it may cross (one step); with `first_link` (the balanced rules, GW-36a)
    only with the first step, from the start. With `trap`, a move that can reach I7 with a step left ends in
    C and nowhere else (GW-12, GW-32). With `depths`, every cell reached after 1..steps steps counts (jumps).
    """
    # The answers are kept (never changed by their users): the hard AI's search asks the same few questions
    # over and over, a small int names each and a bounded dict holds them until the next real move
    # (apply_action): kept for a whole game they took the heap a replayed game needed at 192K on the unix port.
    key = ((((steps * CELLS + start) * 2 + (d > 0)) * 2 + (trap and 1)) * 2 + (depths and 1)) * 2 + first_link
    ends = _paths.get(key)
    if ends is None:
        if len(_paths) >= _PATHS_KEPT:
            _paths.clear()
        if steps == 0:
            ends = {start: [start]}
        elif first_link:
            ends = _first_link_paths(start, steps, d, trap, depths)
        else:
            ends = _ring_paths(start, steps, d, trap, depths)
        _paths[key] = ends
    return ends


def _ring_paths(start, steps, d, trap, depths):
    """wolf_paths under the rules as written: any link crossed at any step."""
    # Breadth first, one layer per step, each cell expanded once per step (crossing back and forth
    # would make a depth-first walk exponential); a parent table per step rebuilds a path only for the
    # cells that end a move. Lists, not dict order, decide which path is kept: the same on both
    # interpreters.
    ends = {}
    back = []
    layer = [start]
    ring = _CLOCKWISE if d > 0 else _COUNTER
    for step in range(1, steps + 1):
        if trap and step > 1 and I7 in layer:  # GW-32: I7 reached with a step left: the move stops, into C
            ends = {C: _path(back, step - 1, I7) + [C]}
            break
        parent = bytearray(CELLS)  # parent cell + 1, 0 = not reached at this step
        nxt = []
        for cell in layer:
            to = ring[cell]
            if not parent[to]:
                parent[to] = cell + 1
                nxt.append(to)
            to = _LINK[cell]
            if to != _NO_LINK and not parent[to]:
                parent[to] = cell + 1
                nxt.append(to)
        back.append(parent)
        layer = nxt
        if depths or step == steps:
            for cell in layer:
                if cell not in ends:
                    ends[cell] = _path(back, step, cell)
    return ends


def _first_link_paths(start, steps, d, trap, depths):
    """GW-36a: the whole move round the ring, or its first step across the start's link and the rest round
    the other ring; at most two ends (more with `depths`)."""
    ends = {}
    link = B.link_of(start)
    ring = _CLOCKWISE if d > 0 else _COUNTER
    for first in (start, link) if link >= 0 else (start,):
        path = [start]
        cell = start
        for step in range(1, steps + 1):
            cell = first if step == 1 and first != start else ring[cell]
            path.append(cell)
            if trap and cell == I7 and step < steps:  # GW-32: the move stops there, into C
                return {C: path + [C]}
            if (depths or step == steps) and cell not in ends:
                ends[cell] = path[:]
    return ends


def _path(back, depth, cell):
    """The cells from the start to `cell`, reached after `depth` steps, read back through the parents."""
    path = [cell]
    for i in range(depth - 1, -1, -1):
        cell = back[i][cell] - 1
        path.append(cell)
    path.reverse()
    return path


def goat_route(cell, steps, d, outbound):
    """The cells a Goat walks through from `cell` (GW-3..GW-5); stops on entering C or reaching O1 home."""
    path = []
    for _ in range(steps):
        nxt = B.goat_step(cell, d, outbound)
        if nxt == cell:
            break
        cell = nxt
        path.append(cell)
        if not outbound and cell == I7:
            path.append(C)
            break
        if cell == C or (outbound and cell == O1):
            break
    return path


def jump_targets(s, p):
    """GW-14/GW-21/GW-30/GW-31: free cells 1-4 steps ahead along the mover's path, never O1, O15, O16, I7,
    nor the cell it starts from."""
    other = s[AT_CELL + (1 - p)]
    out = []
    if p == GOAT:
        if _goat_on_held_bulls(s):  # GW-26: a jump is under 5 steps, so it cannot leave a held I4
            return out
        d = _move_dir(s)
        cell = s[AT_CELL + GOAT]
        soul = flag(s, GOAT, F_SOUL)
        for _ in range(4):
            nxt = B.goat_step(cell, d, soul)
            if nxt == cell or nxt == C:
                break
            cell = nxt
            if cell == O1 or cell == I7:  # GW-30: cannot pass I7 inbound or O1 outbound
                break
            if cell not in B.NO_JUMP and cell != other and cell not in out:
                out.append(cell)
        return out
    start = s[AT_CELL + WOLF]
    ends = wolf_paths(start, 4, _wolf_dir(s), False, True, flag(s, WOLF, F_FIRST_LINK))
    for cell in ends:  # GW-31: out over a link and straight back is no jump
        if cell not in B.NO_JUMP and cell != other and cell != C and cell != start:
            out.append(cell)
    out.sort()
    return out


def _wolf_ends(s, steps):
    """{end cell: path} of the Wolf's move of `steps` from where it stands (GW-7, GW-12, GW-36a)."""
    w = s[AT_FLAGS + WOLF]
    trap = s[AT_CELL + GOAT] == C and s[AT_ODD] >= 2  # _trap_armed
    return wolf_paths(s[AT_CELL + WOLF], steps, 1 if w & 1 << F_CW else -1, trap, False, w >> F_FIRST_LINK & 1)


def _move_dir(s):
    """The Goat's direction for this turn's moves: reversed by Seven Sisters (GW-25)."""
    d = _home_dir(s)
    return -d if flag(s, GOAT, F_REVERSED) else d


def _ear_moves(s, p):
    """Ear of the Earth (M6): the shift actions that change the cell."""
    out = []
    if p == WOLF:
        return [A_EAR_FWD, A_EAR_BACK]
    cell = s[AT_CELL + GOAT]
    d = _home_dir(s)
    soul = flag(s, GOAT, F_SOUL)
    if B.goat_step(cell, d, soul) != cell:
        out.append(A_EAR_FWD)
    if B.goat_step(cell, -d, soul) != cell:
        out.append(A_EAR_BACK)
    return out


# ---- the contract ----------------------------------------------------------------------------

def new_state(seed=1, balanced=False):
    """A new game: the Goat on O1, the Wolf in C, the Goat to roll. `balanced`: the balanced rules (GW-36), the
    Wolf crossing links only with a movement's first step and the Goat holding the Stump reroll."""
    s = bytearray(STATE_SIZE)
    if balanced:
        s[AT_FLAGS + WOLF] = 1 << F_FIRST_LINK  # GW-36a
        s[AT_REROLL] = 1  # GW-36b

    seed_state(s, AT_RNG, seed)
    s[AT_CELL + GOAT] = O1
    s[AT_CELL + WOLF] = C
    s[AT_PHASE] = PH_ROLL
    s[AT_TURN] = GOAT
    s[AT_DIE1] = NO_DIE
    s[AT_DIE2] = NO_DIE
    s[AT_TURNS + 1] = 1  # turns begun, big-endian: the first
    return s


def balanced(s):
    """Whether s plays the balanced rules (GW-36), for the set-up, the save and the statistics."""
    return flag(s, WOLF, F_FIRST_LINK) == 1


def _is_chance_phase(ph):
    return ph <= PH_WIND


def two_dice(s):
    """Whether the chance node s rolls two dice (outcomes 0..35) or one (DIE_BASE..DIE_BASE + 5)."""
    ph = s[AT_PHASE]
    return ph == PH_ROLL or ph == PH_SOUL or (ph == PH_EFFECT and s[AT_EFF] >= EF_STUMP)


def current_player(s):
    ph = s[AT_PHASE]
    if ph == PH_OVER:
        return TERMINAL
    if _is_chance_phase(ph):
        return CHANCE
    return s[AT_TURN]


def legal_actions(s):
    ph = s[AT_PHASE]
    p = s[AT_TURN]
    if ph == PH_OVER:
        return []
    if _is_chance_phase(ph):
        if two_dice(s):
            return list(range(36))
        return list(range(DIE_BASE, DIE_BASE + 6))
    if ph == PH_EAR:
        return [A_EAR_STAY] + _ear_moves(s, p)
    if ph == PH_LAIR:
        return [A_CCW, A_CW]
    if ph == PH_TRAP:
        return [A_TRAP, A_ROLL]
    if ph == PH_REROLL:
        return [A_KEEP, A_REROLL]
    if ph == PH_CAULDRON:
        return [A_STOP_WOLF, A_SPARE_WOLF]
    if ph == PH_OUT:
        return [A_OUT]
    if ph == PH_JUMP:
        cells = jump_targets(s, p)
    else:  # PH_PATH
        cells = sorted(_wolf_ends(s, s[AT_STEPS]))
    return [CELL_BASE + c for c in cells]


def _draw(s):
    """Advance the state's PRNG as one roll of this chance node does; returns the outcome."""
    d1 = draw_below(s, AT_RNG, 6)
    if two_dice(s):
        return d1 * 6 + draw_below(s, AT_RNG, 6)  # the outcome "dice d1 and d2"
    return DIE_BASE + d1


def sample_chance(s):
    return _draw(bytearray(s))  # on a copy: s is untouched (yaga.engine.peek)


def apply_action(s, a):
    ph = s[AT_PHASE]
    if ph == PH_PATH:
        if a < CELL_BASE or a - CELL_BASE not in _wolf_ends(s, s[AT_STEPS]):
            raise ValueError("illegal action %r" % (a,))
    elif _is_chance_phase(ph):  # a range check: no list of outcomes built for every roll
        if not (0 <= a < 36 if two_dice(s) else DIE_BASE <= a < DIE_BASE + 6):
            raise ValueError("illegal action %r" % (a,))
    elif a not in legal_actions(s):  # validated before any change
        raise ValueError("illegal action %r" % (a,))
    if _is_chance_phase(ph):
        _draw(s)
    search_apply(s, a)
    _paths.clear()  # after the move, whose check and walk both read them: they serve one search, not a game


def search_apply(s, a):
    """apply_action for a search that plays only legal actions and names every chance outcome: unchecked, and
    the PRNG is not advanced (the hard AI's search: the checks cost as much as the move). apply_action
    is this after its checks and draw."""
    ph = s[AT_PHASE]
    s[AT_EV_N] = 0
    s[AT_TR_N] = 0
    p = s[AT_TURN]
    if ph <= PH_WIND:  # a chance outcome
        if a < DIE_BASE:
            d1, d2 = a // 6, a % 6
        else:
            d1, d2 = a - DIE_BASE, NO_DIE
        s[AT_DIE1] = d1
        s[AT_DIE2] = d2
        if d2 != NO_DIE and p == GOAT and s[AT_REROLL] == 1:  # GW-18: may roll again
            s[AT_PEND1] = d1
            s[AT_PEND2] = d2
            s[AT_BACK] = ph
            s[AT_PHASE] = PH_REROLL
            return
        _resolve_chance(s, ph, d1, d2)
    elif ph == PH_REROLL:
        if a == A_REROLL:
            s[AT_REROLL] = 2
            _event(s, EV_REROLL, GOAT)
            s[AT_PHASE] = s[AT_BACK]
        else:
            _resolve_chance(s, s[AT_BACK], s[AT_PEND1], s[AT_PEND2])
    elif ph == PH_EAR:
        _ear(s, p, a)
    elif ph == PH_LAIR:
        _set(s, WOLF, F_CW, a == A_CW)  # GW-8
        _event(s, EV_DIRECTION, WOLF, 1 if a == A_CW else 0)
        _pre_roll(s, PH_TRAP)
    elif ph == PH_TRAP:
        if a == A_TRAP:  # GW-12
            _trail(s, WOLF, C)
            _wolf_wins(s, EV_TRAP, C)
        else:
            s[AT_PHASE] = PH_ROLL
    elif ph == PH_CAULDRON:
        if a == A_STOP_WOLF:
            _set(s, WOLF, F_MISS)
            _add_mod(s, GOAT, -2)
            _event(s, EV_WOLF_STOPPED, GOAT)
        else:
            _event(s, EV_SPARED, GOAT)
        _continue(s)
    elif ph == PH_OUT:
        _set(s, WOLF, F_OUT)  # GW-7
        s[AT_CELL + WOLF] = I1
        _trail(s, WOLF, C)
        _trail(s, WOLF, I1)
        _event(s, EV_WOLF_OUT, WOLF)
        _end_turn(s)
    elif ph == PH_JUMP:
        _jump(s, p, a - CELL_BASE)
    else:  # PH_PATH
        _wolf_go(s, _wolf_ends(s, s[AT_STEPS])[a - CELL_BASE])  # the path answer kept from the check or the list


def chance_outcomes(s):
    """Every face of the dice is equally likely."""
    return [(a, 1) for a in legal_actions(s)]


def winner(s):
    """The piece that won a finished game: GOAT or WOLF."""
    return GOAT if s[AT_WINNER] == 1 else WOLF


def black_lake(s):
    """The Black Lake's penalty on every move while it lasts (GW-28), else 0."""
    return s[AT_LAKE] if s[AT_LAKE_LEFT] else 0


def returns(s):
    w = s[AT_WINNER]
    if w == 1:
        return [1, -1]
    if w == 2:
        return [-1, 1]
    return [0, 0]


# The phases (PH_*) and the named actions (A_CCW .. A_OUT) for action_to_str and to_dict; the screens have their
# own words.
_PHASE_NAMES = ("roll", "soul", "effect", "wind", "ear", "lair", "trap", "reroll", "jump", "path", "cauldron",
                "out", "over")
_ACTION_NAMES = ("ccw", "cw", "ear: stay", "ear: forward", "ear: back", "trap!", "roll", "keep", "reroll",
                 "wolf misses", "no", "out to I1")


def action_to_str(s, a):
    if _is_chance_phase(s[AT_PHASE]):
        if a < DIE_BASE:
            return "dice %d+%d" % (a // 6, a % 6)
        return "die %d" % (a - DIE_BASE)
    if CELL_BASE <= a < CELL_BASE + CELLS:
        return ("jump to " if s[AT_PHASE] == PH_JUMP else "to ") + B.label(a - CELL_BASE)
    if A_CCW <= a <= A_OUT:
        return _ACTION_NAMES[a - A_CCW]
    return "?%d" % a


def events(s):
    """[(code EV_*, piece, arg), ...] of the last action."""
    return [(s[AT_EV + 3 * i], s[AT_EV + 3 * i + 1], s[AT_EV + 3 * i + 2]) for i in range(s[AT_EV_N])]


def trail(s):
    """[(piece, cell, teleported), ...] the pieces went through in the last action, in order."""
    out = []
    for i in range(s[AT_TR_N]):
        v = s[AT_TR + i]
        out.append(((v >> 6) & 1, v & 0x3F, v & TELEPORT != 0))
    return out


def last_dice(s):
    """(die 1, die 2) of the last roll; die 2 is NO_DIE after a one-die roll."""
    return s[AT_DIE1], s[AT_DIE2]


def to_dict(s):
    w = s[AT_WINNER]
    return {
        "goat": B.label(s[AT_CELL + GOAT]),
        "wolf": B.label(s[AT_CELL + WOLF]),
        "soul": flag(s, GOAT, F_SOUL) == 1,
        "turn": "goat" if s[AT_TURN] == GOAT else "wolf",
        "balanced": balanced(s),
        "winner": None if w == 0 else ("goat" if w == 1 else "wolf"),
        "phase": _PHASE_NAMES[s[AT_PHASE]],
        "wolf_clockwise": flag(s, WOLF, F_CW) == 1,
        "goat_mod": modifier(s, GOAT),
        "wolf_mod": modifier(s, WOLF),
        "goat_miss": flag(s, GOAT, F_MISS) == 1,
        "wolf_miss": flag(s, WOLF, F_MISS) == 1,
        "reroll": ("none", "held", "used")[s[AT_REROLL]],
        "odd_soul_rolls": s[AT_ODD],
        "black_lake": black_lake(s),
        "shield": flag(s, GOAT, F_SHIELD) == 1,
        "sisters": flag(s, GOAT, F_SISTERS) == 1,
        "dice": last_dice(s),
        "turns": s[AT_TURNS] << 8 | s[AT_TURNS + 1],
        "events": events(s),
        "trail": [(p, B.label(c), t) for p, c, t in trail(s)],
    }


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
    """Put the pieces on cells (numbers) with everything else fresh, and begin `turn`'s turn: for tests,
    the screenshots (tools/gw_screens.py) and teaching positions; the PRNG is kept."""
    for i in range(AT_PHASE, STATE_SIZE):
        s[i] = 0
    s[AT_CELL + GOAT] = goat
    s[AT_CELL + WOLF] = wolf
    s[AT_DIE1] = NO_DIE
    s[AT_DIE2] = NO_DIE
    s[AT_FLAGS + GOAT] = (1 << F_SOUL) if soul else 0
    s[AT_FLAGS + WOLF] = ((1 << F_CW) if wolf_cw else 0) | ((1 << F_OUT) if wolf != C else 0)
    _begin_turn(s, turn, True)  # the engine's own start of a turn (a miss, the soul roll, the Wolf's way out)


def is_valid(s):
    """Whether s is a state play can reach, as far as its bytes tell (a save is checked before it is trusted):
    every field in its range, the phase consistent with the turn, the cells and the flags, and a
    choice phase with a choice to make. Never raises, whatever the bytes."""
    if len(s) != STATE_SIZE:
        return False
    ph = s[AT_PHASE]
    p = s[AT_TURN]
    goat = s[AT_CELL + GOAT]
    wolf = s[AT_CELL + WOLF]
    if ph > PH_OVER or p > WOLF or goat >= CELLS or wolf >= CELLS or s[AT_FLAGS + WOLF] & 0x80:
        return False
    if not _fields_valid(s) or (ph == PH_OVER) != (s[AT_WINNER] != 0):
        return False
    out = flag(s, WOLF, F_OUT)
    if not out and wolf != C:  # GW-7: the Wolf stays in C until it comes out
        return False
    if out and wolf == C and ph != PH_OVER:  # out of C, it never goes back (the Trap ends the game there, GW-12)
        return False
    if not out and p == WOLF and ph != PH_OUT and ph != PH_OVER:  # GW-7: its turns in C are the way out
        return False
    rolling = s[AT_BACK] if ph == PH_REROLL else ph  # a roll the Stump may take again (GW-18) is still that roll
    if goat == C and p == GOAT and rolling != PH_SOUL and ph != PH_OVER:  # GW-6: the Goat's turns in C: soul rolls
        return False
    if ph == PH_SOUL and (p != GOAT or goat != C) or ph == PH_OUT and (p != WOLF or flag(s, WOLF, F_OUT)):
        return False
    if ph == PH_LAIR and (p != WOLF or wolf not in (O10, M4)) or ph == PH_TRAP and (p != WOLF or wolf != I7):
        return False
    if ph == PH_EFFECT and not EF_BONE <= s[AT_EFF] <= EF_CAULDRON or ph == PH_EAR and not flag(s, p, F_EAR):
        return False
    if ph == PH_REROLL and (p != GOAT or s[AT_REROLL] != 1 or s[AT_PEND1] > 5 or s[AT_PEND2] > 5):
        return False
    return ph != PH_JUMP and ph != PH_PATH or len(legal_actions(s)) > 0


def _fields_valid(s):
    """is_valid's ranges: modifiers, counters, dice, the last action's events and trail."""
    for p in (GOAT, WOLF):
        if not -100 <= modifier(s, p) <= 100:
            return False
    if s[AT_REROLL] > 2 or s[AT_LAKE] > 2 or s[AT_LAKE_LEFT] > 2 or s[AT_LAKE] and not s[AT_LAKE_LEFT]:
        return False
    if s[AT_WINNER] > 2 or s[AT_AFTER] > AFTER_WIND or s[AT_STEPS] > 110 or s[AT_EFF] > EF_CAULDRON:
        return False
    if s[AT_BACK] > PH_WIND or s[AT_HOLD] > (H_MENHIRS | H_BULLS) or not s[AT_TURNS] | s[AT_TURNS + 1]:
        return False
    d1, d2 = s[AT_DIE1], s[AT_DIE2]  # a face 0..5, or no die (die 2 of a one-die roll, both before any roll)
    if d1 > 5 and (d1 != NO_DIE or d2 != NO_DIE) or d2 > 5 and d2 != NO_DIE:
        return False
    if s[AT_EV_N] > _EV_MAX or s[AT_TR_N] > _TRAIL_MAX:
        return False
    for i in range(AT_EV, AT_EV + 3 * s[AT_EV_N], 3):
        if not event_valid(s[i], s[i + 1], s[i + 2]):
            return False
    for i in range(AT_TR, AT_TR + s[AT_TR_N]):
        if s[i] & 0x3F >= CELLS:
            return False
    return True


def event_valid(code, p, arg):
    """An event a message can tell: a known code, a piece, an argument below 128 (the log keeps 7 bits of it)
    and a cell on the board where the argument is one (the Ear's shift, a push, the cell sent back to)."""
    if not EV_MISS <= code <= EV_SPARED or p > WOLF or arg > 127:
        return False
    return arg < CELLS or code != EV_EAR_SHIFT and code != EV_PUSH and code != EV_SENT_BACK


# ---- turns (GW-17, GW-27, GW-28) -------------------------------------------------------------

# A turn's start and end are in nearly every step of the hard AI's search, and so are the Wolf's moves
# (_wolf_ends, _move_part, _wolf_go): they read and write the flags' bits themselves, not through flag() and
# _set() (a call costs some 50 us on the Pico).

def _begin_turn(s, p, extra):
    s[AT_TURN] = p
    f = AT_FLAGS + p
    s[f] &= ~(1 << F_MOVED) & 0xFF
    n = (s[AT_TURNS] << 8 | s[AT_TURNS + 1]) + 1  # turns begun, big-endian, stops at 0xFFFF
    if n <= 0xFFFF:
        s[AT_TURNS] = n >> 8
        s[AT_TURNS + 1] = n & 0xFF
    if not extra and s[f] & 1 << F_MISS:  # GW-17/GW-27: an extra turn is taken even with a miss pending
        s[f] &= ~(1 << F_MISS | 1 << F_EAR) & 0xFF  # GW-27: the Ear shift is lost with the missed turn
        _event(s, EV_MISS, p)
        _end_turn(s)
        return
    if p == GOAT and s[AT_CELL + GOAT] == C:
        s[AT_PHASE] = PH_SOUL  # GW-6
        return
    if p == WOLF and not s[f] & 1 << F_OUT:
        s[AT_PHASE] = PH_OUT  # GW-7
        return
    _pre_roll(s, PH_EAR)


def _pre_roll(s, stage):
    """The choices made before rolling, in order: Ear shift, Lair direction, Trap; then roll."""
    p = s[AT_TURN]
    if stage == PH_EAR:
        if s[AT_FLAGS + p] & 1 << F_EAR and _ear_moves(s, p):
            s[AT_PHASE] = PH_EAR
            return
        s[AT_FLAGS + p] &= ~(1 << F_EAR) & 0xFF
        stage = PH_LAIR
    if stage == PH_LAIR:
        if p == WOLF and s[AT_CELL + WOLF] in (O10, M4):  # GW-8
            s[AT_PHASE] = PH_LAIR
            return
        stage = PH_TRAP
    if p == WOLF and s[AT_CELL + WOLF] == I7 and _trap_armed(s):  # GW-12
        s[AT_PHASE] = PH_TRAP
        return
    s[AT_PHASE] = PH_ROLL


def _end_turn(s):
    p = s[AT_TURN]
    if p == GOAT:
        if s[AT_LAKE_LEFT]:  # GW-28: Black Lake lasts through the end of the Goat's next turn
            s[AT_LAKE_LEFT] -= 1
            if not s[AT_LAKE_LEFT]:
                s[AT_LAKE] = 0
        g = s[AT_FLAGS + GOAT]
        if g & 1 << F_REVERSED:  # GW-25: only a turn that moves uses up Seven Sisters
            g &= ~(1 << F_REVERSED) & 0xFF
            if not g & 1 << F_MOVED:
                g |= 1 << F_SISTERS
            s[AT_FLAGS + GOAT] = g
    else:
        s[AT_FLAGS + GOAT] &= ~(1 << F_SHIELD) & 0xFF  # GW-28: the Stump's protection ends with the Wolf's turn
    if s[AT_WINNER]:
        s[AT_PHASE] = PH_OVER
        return
    if s[AT_FLAGS + p] & 1 << F_EXTRA:  # GW-17: an extra turn is taken at once
        s[AT_FLAGS + p] &= ~(1 << F_EXTRA) & 0xFF
        _begin_turn(s, p, True)
    else:
        _begin_turn(s, 1 - p, False)


def _continue(s):
    """A movement part and its effects are done: the rest of the turn (GW-14, GW-15)."""
    if s[AT_WINNER]:
        s[AT_PHASE] = PH_OVER
        return
    after = s[AT_AFTER]
    s[AT_AFTER] = AFTER_END
    if after == AFTER_SIX:
        _move_part(s, s[AT_STEPS])
    elif after == AFTER_WIND:
        s[AT_PHASE] = PH_WIND
    else:
        _end_turn(s)


# ---- rolls -----------------------------------------------------------------------------------

def _resolve_chance(s, ph, d1, d2):
    if ph == PH_ROLL:
        _move_roll(s, d1, d2)
    elif ph == PH_SOUL:
        _soul_roll(s, d1 + d2)
    elif ph == PH_WIND:
        _move_part(s, d1)  # GW-15/GW-19: the one-die move takes no modifier
    else:
        _effect_roll(s, s[AT_EFF], d1, d2)


def _move_roll(s, d1, d2):
    """GW-14..GW-16, GW-19: combos read from the raw faces; waiting modifiers hit the first movement."""
    p = s[AT_TURN]
    mod = modifier(s, p)
    s[AT_MOD + p] = 0
    if s[AT_LAKE_LEFT]:
        mod -= s[AT_LAKE]
    if p == GOAT and flag(s, GOAT, F_SISTERS):
        _set(s, GOAT, F_SISTERS, False)
        _set(s, GOAT, F_REVERSED)
    s[AT_AFTER] = AFTER_END
    if d1 == 5 and d2 == 5:
        _event(s, EV_SECRET_PATH, p)
        targets = jump_targets(s, p)
        if not targets:
            _event(s, EV_NO_JUMP, p)
            _move_part(s, max(0, 10 + mod))
            return
        s[AT_STEPS] = max(0, 6 + mod)
        s[AT_AFTER] = AFTER_SIX
        if len(targets) == 1:
            _jump(s, p, targets[0])
        else:
            s[AT_PHASE] = PH_JUMP
        return
    if d1 == 4 and d2 == 4:
        _event(s, EV_SECOND_WIND, p)
        s[AT_AFTER] = AFTER_WIND
        _move_part(s, max(0, 8 + mod))
        return
    _move_part(s, max(0, d1 + d2 + mod))


def _soul_roll(s, total):
    """GW-6: even saves the soul (placed on I7, outbound); odd stays. Either ends the turn."""
    if total % 2 == 0:
        _place_goat(s, I7)
        _set(s, GOAT, F_SOUL)
        s[AT_ODD] = 0
        _trail(s, GOAT, I7, True)
        _event(s, EV_SOUL_SAVED, GOAT, total)
    else:
        s[AT_ODD] = min(255, s[AT_ODD] + 1)
        _event(s, EV_SOUL_STUCK, GOAT, s[AT_ODD])
    _end_turn(s)


def _effect_roll(s, ef, d1, d2):
    p = s[AT_TURN]
    if ef == EF_BONE:  # M3: a 1 gives an extra turn
        _lucky(s, p, d1, 1, EV_BONE)
    elif ef == EF_OWL:  # M11: a 3 gives an extra turn
        _lucky(s, p, d1, 3, EV_OWL)
    elif ef == EF_BLACK:  # I5, GW-28: a second Black Lake replaces the first
        s[AT_LAKE] = d1 // 2
        s[AT_LAKE_LEFT] = 2
        _event(s, EV_BLACK_LAKE, GOAT, d1 // 2)
    elif ef == EF_RED:  # I6
        _event(s, EV_RED_LAKE, GOAT, d1)
        if d1 == 5:
            _set(s, GOAT, F_MISS)
        else:
            _add_mod(s, GOAT, -d1)
    elif ef == EF_STUMP:
        _stump(s, d1 + d2)
    elif _cauldron(s, d1, d2):
        return
    _continue(s)


def _lucky(s, p, die, wanted, ev):
    if die == wanted:
        _set(s, p, F_EXTRA)
        _event(s, EV_EXTRA, p, die)
    else:
        _event(s, ev, p, die)


def _stump(s, total):
    """I1 Knowing Stump: 1-5 -> +2, 6-10 -> protected through the Wolf's next turn, 0 -> the reroll."""
    if total == 0:
        if s[AT_REROLL] == 0:
            s[AT_REROLL] = 1
            _event(s, EV_STUMP_REROLL, GOAT)
        elif s[AT_REROLL] == 2:
            _set(s, GOAT, F_MISS)
            _event(s, EV_STUMP_MISS, GOAT)
        else:
            _event(s, EV_STUMP_NOTHING, GOAT)
    elif total <= 5:
        _add_mod(s, GOAT, 2)
        _event(s, EV_STUMP_PLUS, GOAT, total)
    else:
        _set(s, GOAT, F_SHIELD)
        _event(s, EV_STUMP_SHIELD, GOAT, total)


def _cauldron(s, d1, d2):
    """I2 Cast-iron Cauldron (GW-10, GW-29). Returns True when the Goat must choose."""
    four = d1 == 4 or d2 == 4
    five = d1 == 5 or d2 == 5
    w = s[AT_CELL + WOLF]
    if w == C:  # the Wolf has not come out yet: nothing to push or swap with
        four = five = False
    if four and five:
        g = s[AT_CELL + GOAT]
        _place_goat(s, w)
        s[AT_CELL + WOLF] = g
        _trail(s, GOAT, w, True)
        _trail(s, WOLF, g, True)
        _event(s, EV_SWAP, GOAT)
    elif four:
        to = B.ring_step(w, -_wolf_dir(s))
        if to == s[AT_CELL + GOAT]:
            _event(s, EV_PUSH_BLOCKED, GOAT)
        else:
            s[AT_CELL + WOLF] = to
            _trail(s, WOLF, to, True)
            _event(s, EV_PUSH, GOAT, to)
    elif five:
        _event(s, EV_CAULDRON_OFFER, GOAT)
        s[AT_PHASE] = PH_CAULDRON
        return True
    else:
        _event(s, EV_CAULDRON_NOTHING, GOAT)
    return False


# ---- movement --------------------------------------------------------------------------------

def _move_part(s, n):
    """One movement of n steps for the piece to move (GW-3..GW-7, GW-20, GW-26)."""
    p = s[AT_TURN]
    if p == GOAT and _goat_on_held_bulls(s) and n < 5:  # GW-26: the rest of the turn is lost
        _event(s, EV_BULLS_FAIL, GOAT, n)
        s[AT_AFTER] = AFTER_END
        _end_turn(s)
        return
    if n == 0:  # GW-20
        _continue(s)
        return
    _event(s, EV_MOVE, p, n)
    s[AT_FLAGS + p] |= 1 << F_MOVED
    if p == GOAT:
        if not _goat_walk(s, n, _move_dir(s), True):
            _continue(s)
        return
    ends = _wolf_ends(s, n)
    if len(ends) == 1:
        for cell in ends:
            _wolf_go(s, ends[cell])
        return
    s[AT_STEPS] = n
    s[AT_PHASE] = PH_PATH


def _wolf_go(s, path):
    s[AT_FLAGS + WOLF] |= 1 << F_MOVED
    n = s[AT_TR_N]
    for i in range(1, len(path)):  # the trail, as _trail writes it: a call a cell was a third of a short move
        if n < _TRAIL_MAX:
            s[AT_TR + n] = path[i] | WOLF << 6
            n += 1
    s[AT_TR_N] = n
    end = path[-1]
    if end == C:  # GW-12
        _wolf_wins(s, EV_TRAP, end)
        return
    s[AT_CELL + WOLF] = end
    if not _arrive(s, WOLF, True):
        _continue(s)


def _wolf_wins(s, ev, cell):
    s[AT_CELL + WOLF] = cell
    s[AT_WINNER] = 2
    _event(s, ev, WOLF)
    s[AT_PHASE] = PH_OVER


def _goat_walk(s, n, d, own):
    """Walk the Goat n steps in direction d; GW-4 entry into C and the win. True when waiting."""
    path = goat_route(s[AT_CELL + GOAT], n, d, flag(s, GOAT, F_SOUL))
    for cell in path:
        _trail(s, GOAT, cell)
    if not path:
        return False
    end = path[-1]
    _place_goat(s, end)
    if end == C:  # GW-4/GW-6: unused steps are lost; the soul roll is made at once
        s[AT_ODD] = 0
        s[AT_AFTER] = AFTER_END
        _event(s, EV_ENTER_C, GOAT)
        s[AT_PHASE] = PH_SOUL
        return True
    if end == O1 and flag(s, GOAT, F_SOUL):  # GW-4, GW-13, GW-23
        s[AT_WINNER] = 1
        _event(s, EV_GOAT_HOME, GOAT)
        s[AT_PHASE] = PH_OVER
        return False
    return _arrive(s, GOAT, own)


def _jump(s, p, cell):
    """GW-14: the Secret Path jump (a combo part: its cell's effect applies), then the 6 steps."""
    _set(s, p, F_MOVED)
    if p == GOAT:
        _place_goat(s, cell)
    else:
        s[AT_CELL + WOLF] = cell
    _trail(s, p, cell, True)
    if not _arrive(s, p, True):
        _continue(s)


def _ear(s, p, a):
    """M6 Ear of the Earth: an optional shift of one cell before rolling (a meeting counts, GW-10)."""
    _set(s, p, F_EAR, False)
    if a != A_EAR_STAY:
        sign = 1 if a == A_EAR_FWD else -1
        if p == GOAT:
            waiting = _goat_walk(s, 1, sign * _home_dir(s), False)
        else:
            cell = B.ring_step(s[AT_CELL + WOLF], sign * _wolf_dir(s))
            s[AT_CELL + WOLF] = cell
            _trail(s, WOLF, cell)
            waiting = _arrive(s, WOLF, False)
        _event(s, EV_EAR_SHIFT, p, s[AT_CELL + p])
        if waiting:
            return
        if s[AT_WINNER]:
            s[AT_PHASE] = PH_OVER
            return
    _pre_roll(s, PH_LAIR)


def _throw_back(s, p, n):
    """GW-5: back along the Goat's route, or against the Wolf's direction within its ring."""
    if p == GOAT:
        return _goat_walk(s, n, -_home_dir(s), False)
    d = -_wolf_dir(s)
    for _ in range(n):
        cell = B.ring_step(s[AT_CELL + WOLF], d)
        s[AT_CELL + WOLF] = cell
        _trail(s, WOLF, cell)
    return _arrive(s, WOLF, False)


def _crossroads(s, p):
    """M8 Crossroads: 4 cells forward at once, a move whose end cell acts (GW-9, GW-25)."""
    if p == GOAT:
        return _goat_walk(s, 4, _home_dir(s), True)
    d = _wolf_dir(s)
    cell = s[AT_CELL + WOLF]
    for _ in range(4):
        cell = B.ring_step(cell, d)
    s[AT_CELL + WOLF] = cell
    _trail(s, WOLF, cell, True)
    return _arrive(s, WOLF, True)


def _arrive(s, p, own):
    """A piece ended a move on its cell: the meeting (GW-10, GW-11), then the cell's effect if the move
    was its own (GW-9). True when a roll or a choice must come before the turn goes on."""
    g = s[AT_CELL + GOAT]
    if g == s[AT_CELL + WOLF] and g != C:
        if B.ring_of(g) == MIDDLE:
            back = I7 if flag(s, GOAT, F_SOUL) else O1
            _place_goat(s, back)
            _trail(s, GOAT, back, True)
            _event(s, EV_SENT_BACK, GOAT, back)
            if p == GOAT:
                return False
        else:
            menhirs = g == O15 and (s[AT_HOLD] & H_MENHIRS or (p == GOAT and own))
            if menhirs or flag(s, GOAT, F_SHIELD):
                _event(s, EV_SAFE, GOAT)
            else:
                _wolf_wins(s, EV_WOLF_CATCHES, s[AT_CELL + WOLF])
                return False
    if own:
        return _effect(s, p)
    return False


def _ask(s, ef):
    s[AT_EFF] = ef
    s[AT_PHASE] = PH_EFFECT
    return True


def _effect(s, p):
    """The cell table of the rules page. True when a roll or choice is waiting."""
    c = s[AT_CELL + p]
    if c == O5:
        _add_mod(s, p, -1)
        _event(s, EV_SLOPE, p)
    elif c == O13 or c == M2:
        _set(s, p, F_MISS)  # GW-27: does not stack
        _event(s, EV_DEAD_LAKE if c == O13 else EV_QUAGMIRE, p)
    elif c == O14:
        _event(s, EV_SNARES, p)
        return _throw_back(s, p, 2)
    elif c == I8:
        _event(s, EV_ABYSS, p)
        return _throw_back(s, p, 4)
    elif c == M3:
        return _ask(s, EF_BONE)
    elif c == M11:
        return _ask(s, EF_OWL)
    elif c == M6:
        _set(s, p, F_EAR)
        _event(s, EV_EAR, p)
    elif c == M8:
        _event(s, EV_CROSSROADS, p)
        return _crossroads(s, p)
    elif p == GOAT:
        return _goat_effect(s, c)
    return False


def _goat_effect(s, c):
    if c == O15:
        s[AT_HOLD] |= H_MENHIRS
        _event(s, EV_MENHIRS, GOAT)
    elif c == M9:
        _add_mod(s, GOAT, -2)
        _event(s, EV_ARROW, GOAT)
    elif c == I1:
        return _ask(s, EF_STUMP)
    elif c == I2:
        return _ask(s, EF_CAULDRON)
    elif c == I3:
        _set(s, GOAT, F_SISTERS)
        _event(s, EV_SISTERS, GOAT)
    elif c == I4:
        s[AT_HOLD] |= H_BULLS
        _event(s, EV_BULLS, GOAT)
    elif c == I5:
        return _ask(s, EF_BLACK)
    elif c == I6:
        return _ask(s, EF_RED)
    return False

