"""Goat and Wolf (rules page shared/rules/goat-and-wolf.md, GW-1..GW-36) as a fixed-size state machine.

Every roll is a chance node (two dice: 36 outcomes, one die: 6) and every choice is a player action, so
the screens, the AI and the tests drive one engine. Cell numbers and ring arithmetic: goat_wolf_board.
The whole contract of yaga.engine is defined here by name, returns, action_to_str and to_dict included.

State layout (bytearray, STATE_SIZE bytes). Names the AI and screens use are public (_AT_CELL, _F_SOUL...);
the others carry a leading _ (_AT_STEPS, _A_KEEP...), so MicroPython folds them away and they cost no RAM;
tests and tools get their public spelling (A_KEEP...) from goat_wolf_view through this module's __getattr__.
| off | size | field                                                                              |
|-----|------|------------------------------------------------------------------------------------|
|   0 |    4 | PRNG (yaga.rng, xorshift32 in 16-bit halves)                                       |
|   4 |    1 | phase (PH_*: which chance node or decision comes next)                             |
|   5 |    1 | piece whose turn it is (GOAT 0 / WOLF 1)                                           |
|   6 |    1 | Goat's cell (0..36, see goat_wolf_board)                                           |
|   7 |    1 | Wolf's cell                                                                        |
|   8 |    1 | Goat flags: _F_MISS _F_EXTRA F_EAR F_MOVED _F_SOUL F_SISTERS F_REVERSED F_SHIELD      |
|   9 |    1 | Wolf flags: _F_MISS _F_EXTRA F_EAR F_MOVED _F_CW F_OUT F_FIRST_LINK (balanced, GW-36a)    |
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
from yaga.rng import draw_below, seed_state
from yaga.games.goat_wolf import board as B

# yaga.engine's CHANCE and TERMINAL (the contract's, by name here): the engine module is never loaded on the box
CHANCE = const(-1)
TERMINAL = const(-2)

# goat_wolf_board's cells and rings this module reads (there as _NAME), folded: no RAM
_C = const(36)
_O1 = const(0)
_MIDDLE = const(1)
_O5 = const(4)
_O10 = const(9)
_O13 = const(12)
_O14 = const(13)
_O15 = const(14)
_M2 = const(17)
_M3 = const(18)
_M4 = const(19)
_M6 = const(21)
_M8 = const(23)
_M9 = const(24)
_M11 = const(26)
_I1 = const(28)
_I2 = const(29)
_I3 = const(30)
_I4 = const(31)
_I5 = const(32)
_I6 = const(33)
_I7 = const(34)
_I8 = const(35)
_CELLS = const(37)

GOAT = const(0)
WOLF = const(1)

_AT_RNG = const(0)
_AT_PHASE = const(4)
_AT_TURN = const(5)
_AT_CELL = const(6)  # + piece
_AT_FLAGS = const(8)  # + piece
_AT_MOD = const(10)  # + piece
_AT_REROLL = const(12)
_AT_ODD = const(13)
_AT_LAKE = const(14)
_AT_LAKE_LEFT = const(15)
_AT_WINNER = const(16)
_AT_AFTER = const(17)
_AT_STEPS = const(18)
_AT_EFF = const(19)
_AT_BACK = const(20)
_AT_DIE1 = const(21)
_AT_DIE2 = const(22)
_AT_PEND1 = const(23)
_AT_PEND2 = const(24)
_AT_HOLD = const(25)
_AT_TURNS = const(26)
_AT_EV_N = const(28)
_AT_EV = const(29)
_EV_MAX = const(8)
_AT_TR_N = const(53)
_AT_TR = const(54)
_TRAIL_MAX = const(32)
STATE_SIZE = const(86)

_NO_DIE = const(255)
_TELEPORT = const(0x80)  # trail flag: placed or jumped there, not walked

# flags (both pieces)
_F_MISS = const(0)
_F_EXTRA = const(1)
_F_EAR = const(2)
_F_MOVED = const(3)
# Goat only
_F_SOUL = const(4)
_F_SISTERS = const(5)
_F_REVERSED = const(6)
_F_SHIELD = const(7)
# Wolf only
_F_CW = const(4)
_F_OUT = const(5)
_F_FIRST_LINK = const(6)  # the balanced rules (GW-36): set by new_state, never changed

_H_MENHIRS = const(1)
_H_BULLS = const(2)

# phases
_PH_ROLL = const(0)
_PH_SOUL = const(1)
_PH_EFFECT = const(2)
_PH_WIND = const(3)
_PH_EAR = const(4)
_PH_LAIR = const(5)
_PH_TRAP = const(6)
_PH_REROLL = const(7)
_PH_JUMP = const(8)
_PH_PATH = const(9)
_PH_CAULDRON = const(10)
_PH_OUT = const(11)
_PH_OVER = const(12)

_AFTER_END = const(0)
_AFTER_SIX = const(1)
_AFTER_WIND = const(2)

# effects rolled for
_EF_BONE = const(1)
_EF_OWL = const(2)
_EF_BLACK = const(3)
_EF_RED = const(4)
_EF_STUMP = const(5)
_EF_CAULDRON = const(6)

# actions: chance outcomes, then cells, then named choices
_DIE_BASE = const(36)
_CELL_BASE = const(48)
_A_CCW = const(90)
_A_CW = const(91)
_A_EAR_STAY = const(92)
_A_EAR_FWD = const(93)
_A_EAR_BACK = const(94)
_A_TRAP = const(95)
_A_ROLL = const(96)
_A_KEEP = const(97)
_A_REROLL = const(98)
_A_STOP_WOLF = const(99)
_A_SPARE_WOLF = const(100)
_A_OUT = const(101)

# events (code, piece, arg) of the last action, for messages and the log
_EV_MISS = const(1)
_EV_SLOPE = const(2)
_EV_DEAD_LAKE = const(3)
_EV_SNARES = const(4)
_EV_MENHIRS = const(5)
_EV_QUAGMIRE = const(6)
_EV_BONE = const(7)  # arg: the die (no extra turn)
_EV_EXTRA = const(8)  # arg: the die that gave an extra turn
_EV_EAR = const(9)
_EV_EAR_SHIFT = const(10)  # arg: new cell
_EV_CROSSROADS = const(11)
_EV_ARROW = const(12)
_EV_OWL = const(13)  # arg: the die
_EV_STUMP_PLUS = const(14)  # arg: the sum
_EV_STUMP_SHIELD = const(15)
_EV_STUMP_REROLL = const(16)
_EV_STUMP_MISS = const(17)
_EV_STUMP_NOTHING = const(18)
_EV_PUSH = const(19)  # arg: the Wolf's new cell
_EV_PUSH_BLOCKED = const(20)
_EV_CAULDRON_OFFER = const(21)
_EV_WOLF_STOPPED = const(22)
_EV_SWAP = const(23)
_EV_CAULDRON_NOTHING = const(24)
_EV_SISTERS = const(25)
_EV_BULLS = const(26)
_EV_BULLS_FAIL = const(27)  # arg: the steps that were too few
_EV_BLACK_LAKE = const(28)  # arg: the penalty
_EV_RED_LAKE = const(29)  # arg: the die
_EV_ABYSS = const(30)
_EV_ENTER_C = const(31)
_EV_SOUL_SAVED = const(32)  # arg: the sum
_EV_SOUL_STUCK = const(33)  # arg: odd rolls in this visit
_EV_WOLF_CATCHES = const(34)
_EV_SENT_BACK = const(35)  # arg: the cell the Goat is sent to
_EV_SAFE = const(36)
_EV_TRAP = const(37)
_EV_GOAT_HOME = const(38)
_EV_SECRET_PATH = const(39)
_EV_NO_JUMP = const(40)
_EV_SECOND_WIND = const(41)
_EV_WOLF_OUT = const(42)
_EV_DIRECTION = const(43)  # arg: 1 clockwise, 0 counter-clockwise
_EV_REROLL = const(44)
_EV_MOVE = const(45)  # arg: steps after modifiers
_EV_SPARED = const(46)


# ---- small accessors -------------------------------------------------------------------------

def _flag(s, p, bit):
    return (s[_AT_FLAGS + p] >> bit) & 1


def _set(s, p, bit, on=True):
    if on:
        s[_AT_FLAGS + p] |= 1 << bit
    else:
        s[_AT_FLAGS + p] &= ~(1 << bit) & 0xFF


def _event(s, code, p, arg=0):
    n = s[_AT_EV_N]
    if n < _EV_MAX:
        o = _AT_EV + 3 * n
        s[o] = code
        s[o + 1] = p
        s[o + 2] = arg & 0xFF
        s[_AT_EV_N] = n + 1


def _trail(s, p, cell, teleport=False):
    n = s[_AT_TR_N]
    if n < _TRAIL_MAX:
        s[_AT_TR + n] = cell | (p << 6) | (_TELEPORT if teleport else 0)
        s[_AT_TR_N] = n + 1


def _mod(s, p):
    """The piece's waiting step modifier (GW-16), stored as a signed byte."""
    v = s[_AT_MOD + p]
    return v - 256 if v > 127 else v


def _add_mod(s, p, d):
    """A waiting step modifier changed by d, kept within -100..100."""
    s[_AT_MOD + p] = max(-100, min(100, _mod(s, p) + d)) & 0xFF


def _place_goat(s, cell):
    """Every change of the Goat's cell: the 'while on it' holds end (GW-22)."""
    s[_AT_CELL + GOAT] = cell
    s[_AT_HOLD] = 0


def _home_dir(s):
    """The Goat's route direction: +1 inbound, -1 outbound (GW-3); "forward" and "back" use it."""
    return -1 if _flag(s, GOAT, _F_SOUL) else 1


def _wolf_dir(s):
    return 1 if _flag(s, WOLF, _F_CW) else -1


def _trap_armed(s):
    """GW-12: the Goat in C with two or more odd soul rolls in this visit."""
    return s[_AT_CELL + GOAT] == _C and s[_AT_ODD] >= 2


def _goat_on_held_bulls(s):
    return s[_AT_CELL + GOAT] == _I4 and s[_AT_HOLD] & _H_BULLS


# ---- paths and jumps -------------------------------------------------------------------------

def wolf_paths(start, steps, d, trap=False, depths=False, first_link=False):
    """{end cell: first path found} for a Wolf walking `steps` from `start` in direction d (GW-7, GW-21).

    At a linked cell with steps left it may cross (one step); with `first_link` (the balanced rules, GW-36a)
    only with the first step, from the start. With `trap`, a move that can reach I7 with a step left ends in
    C and nowhere else (GW-12, GW-32). With `depths`, every cell reached after 1..steps steps counts (jumps).
    """
    # Breadth first, one layer per step, each cell expanded once per step (crossing back and forth
    # would make a depth-first walk exponential); a parent table per step rebuilds a path only for the
    # cells that end a move. Lists, not dict order, decide which path is kept: the same on both
    # interpreters.
    key = (start, steps, d, trap, depths, first_link)
    if _last_paths[0] == key:  # the AI and the screens ask the same question once per option
        return _last_paths[1]
    if steps == 0:
        return {start: [start]}
    if first_link:
        ends = _first_link_paths(start, steps, d, trap, depths)
        _last_paths[0] = key
        _last_paths[1] = ends
        return ends
    ends = {}
    back = []
    layer = [start]
    for step in range(1, steps + 1):
        if trap and step > 1 and _I7 in layer:  # GW-32: I7 reached with a step left: the move stops, into C
            ends = {_C: _path(back, step - 1, _I7) + [_C]}
            break
        parent = bytearray(_CELLS)  # parent cell + 1, 0 = not reached at this step
        nxt = []
        for cell in layer:
            for to in (B.ring_step(cell, d), B.link_of(cell)):
                if to >= 0 and not parent[to]:
                    parent[to] = cell + 1
                    nxt.append(to)
        back.append(parent)
        layer = nxt
        if depths or step == steps:
            for cell in layer:
                if cell not in ends:
                    ends[cell] = _path(back, step, cell)
    _last_paths[0] = key
    _last_paths[1] = ends
    return ends


_last_paths = [None, None]  # the last (question, answer) of wolf_paths; answers are never changed


def _first_link_paths(start, steps, d, trap, depths):
    """GW-36a: the whole move round the ring, or its first step across the start's link and the rest round
    the other ring; at most two ends (more with `depths`)."""
    ends = {}
    link = B.link_of(start)
    for first in (start, link) if link >= 0 else (start,):
        path = [start]
        cell = start
        for step in range(1, steps + 1):
            cell = first if step == 1 and first != start else B.ring_step(cell, d)
            path.append(cell)
            if trap and cell == _I7 and step < steps:  # GW-32: the move stops there, into C
                return {_C: path + [_C]}
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
        if not outbound and cell == _I7:
            path.append(_C)
            break
        if cell == _C or (outbound and cell == _O1):
            break
    return path


def jump_targets(s, p):
    """GW-14/GW-21/GW-30/GW-31: free cells 1-4 steps ahead along the mover's path, never O1, O15, O16, I7,
    nor the cell it starts from."""
    other = s[_AT_CELL + (1 - p)]
    out = []
    if p == GOAT:
        if _goat_on_held_bulls(s):  # GW-26: a jump is under 5 steps, so it cannot leave a held I4
            return out
        d = _move_dir(s)
        cell = s[_AT_CELL + GOAT]
        soul = _flag(s, GOAT, _F_SOUL)
        for _ in range(4):
            nxt = B.goat_step(cell, d, soul)
            if nxt == cell or nxt == _C:
                break
            cell = nxt
            if cell == _O1 or cell == _I7:  # GW-30: cannot pass I7 inbound or O1 outbound
                break
            if cell not in B.NO_JUMP and cell != other and cell not in out:
                out.append(cell)
        return out
    start = s[_AT_CELL + WOLF]
    ends = wolf_paths(start, 4, _wolf_dir(s), False, True, _flag(s, WOLF, _F_FIRST_LINK))
    for cell in ends:  # GW-31: out over a link and straight back is no jump
        if cell not in B.NO_JUMP and cell != other and cell != _C and cell != start:
            out.append(cell)
    out.sort()
    return out


def _wolf_ends(s, steps):
    """{end cell: path} of the Wolf's move of `steps` from where it stands (GW-7, GW-12, GW-36a)."""
    return wolf_paths(s[_AT_CELL + WOLF], steps, _wolf_dir(s), _trap_armed(s), False, _flag(s, WOLF, _F_FIRST_LINK))


def _move_dir(s):
    """The Goat's direction for this turn's moves: reversed by Seven Sisters (GW-25)."""
    d = _home_dir(s)
    return -d if _flag(s, GOAT, _F_REVERSED) else d


def _ear_moves(s, p):
    """Ear of the Earth (M6): the shift actions that change the cell."""
    out = []
    if p == WOLF:
        return [_A_EAR_FWD, _A_EAR_BACK]
    cell = s[_AT_CELL + GOAT]
    d = _home_dir(s)
    soul = _flag(s, GOAT, _F_SOUL)
    if B.goat_step(cell, d, soul) != cell:
        out.append(_A_EAR_FWD)
    if B.goat_step(cell, -d, soul) != cell:
        out.append(_A_EAR_BACK)
    return out


# ---- the contract ----------------------------------------------------------------------------

def new_state(seed=1, balanced=False):
    """A new game: the Goat on O1, the Wolf in C, the Goat to roll. `balanced`: the balanced rules (GW-36), the
    Wolf crossing links only with a movement's first step and the Goat holding the Stump reroll."""
    s = bytearray(STATE_SIZE)
    if balanced:
        s[_AT_FLAGS + WOLF] = 1 << _F_FIRST_LINK  # GW-36a
        s[_AT_REROLL] = 1  # GW-36b

    seed_state(s, _AT_RNG, seed)
    s[_AT_CELL + GOAT] = _O1
    s[_AT_CELL + WOLF] = _C
    s[_AT_PHASE] = _PH_ROLL
    s[_AT_TURN] = GOAT
    s[_AT_DIE1] = _NO_DIE
    s[_AT_DIE2] = _NO_DIE
    s[_AT_TURNS + 1] = 1  # turns begun, big-endian: the first
    return s


def balanced(s):
    """Whether s plays the balanced rules (GW-36), for the set-up, the save and the statistics."""
    return _flag(s, WOLF, _F_FIRST_LINK) == 1


def _is_chance_phase(ph):
    return ph <= _PH_WIND


def two_dice(s):
    """Whether the chance node s rolls two dice (outcomes 0..35) or one (DIE_BASE..DIE_BASE + 5)."""
    ph = s[_AT_PHASE]
    return ph == _PH_ROLL or ph == _PH_SOUL or (ph == _PH_EFFECT and s[_AT_EFF] >= _EF_STUMP)


def current_player(s):
    ph = s[_AT_PHASE]
    if ph == _PH_OVER:
        return TERMINAL
    if _is_chance_phase(ph):
        return CHANCE
    return s[_AT_TURN]


def legal_actions(s):
    ph = s[_AT_PHASE]
    p = s[_AT_TURN]
    if ph == _PH_OVER:
        return []
    if _is_chance_phase(ph):
        if two_dice(s):
            return list(range(36))
        return list(range(_DIE_BASE, _DIE_BASE + 6))
    if ph == _PH_EAR:
        return [_A_EAR_STAY] + _ear_moves(s, p)
    if ph == _PH_LAIR:
        return [_A_CCW, _A_CW]
    if ph == _PH_TRAP:
        return [_A_TRAP, _A_ROLL]
    if ph == _PH_REROLL:
        return [_A_KEEP, _A_REROLL]
    if ph == _PH_CAULDRON:
        return [_A_STOP_WOLF, _A_SPARE_WOLF]
    if ph == _PH_OUT:
        return [_A_OUT]
    if ph == _PH_JUMP:
        cells = jump_targets(s, p)
    else:  # _PH_PATH
        cells = sorted(_wolf_ends(s, s[_AT_STEPS]))
    return [_CELL_BASE + c for c in cells]


def _draw(s):
    """Advance the state's PRNG as one roll of this chance node does; returns the outcome."""
    d1 = draw_below(s, _AT_RNG, 6)
    if two_dice(s):
        return d1 * 6 + draw_below(s, _AT_RNG, 6)  # the outcome "dice d1 and d2"
    return _DIE_BASE + d1


def sample_chance(s):
    return _draw(bytearray(s))  # on a copy: s is untouched (yaga.engine.peek)


def apply_action(s, a):
    ph = s[_AT_PHASE]
    path = None
    if ph == _PH_PATH:  # one search both checks the end cell and gives its path
        path = _wolf_ends(s, s[_AT_STEPS]).get(a - _CELL_BASE)
        if path is None or a < _CELL_BASE:
            raise ValueError("illegal action %r" % (a,))
    elif _is_chance_phase(ph):  # a range check: no list of outcomes built for every roll
        if not (0 <= a < 36 if two_dice(s) else _DIE_BASE <= a < _DIE_BASE + 6):
            raise ValueError("illegal action %r" % (a,))
    elif a not in legal_actions(s):  # validated before any change
        raise ValueError("illegal action %r" % (a,))
    s[_AT_EV_N] = 0
    s[_AT_TR_N] = 0
    p = s[_AT_TURN]
    if _is_chance_phase(ph):
        _draw(s)
        if a < _DIE_BASE:
            d1, d2 = a // 6, a % 6
        else:
            d1, d2 = a - _DIE_BASE, _NO_DIE
        s[_AT_DIE1] = d1
        s[_AT_DIE2] = d2
        if d2 != _NO_DIE and p == GOAT and s[_AT_REROLL] == 1:  # GW-18: may roll again
            s[_AT_PEND1] = d1
            s[_AT_PEND2] = d2
            s[_AT_BACK] = ph
            s[_AT_PHASE] = _PH_REROLL
            return
        _resolve_chance(s, ph, d1, d2)
    elif ph == _PH_REROLL:
        if a == _A_REROLL:
            s[_AT_REROLL] = 2
            _event(s, _EV_REROLL, GOAT)
            s[_AT_PHASE] = s[_AT_BACK]
        else:
            _resolve_chance(s, s[_AT_BACK], s[_AT_PEND1], s[_AT_PEND2])
    elif ph == _PH_EAR:
        _ear(s, p, a)
    elif ph == _PH_LAIR:
        _set(s, WOLF, _F_CW, a == _A_CW)  # GW-8
        _event(s, _EV_DIRECTION, WOLF, 1 if a == _A_CW else 0)
        _pre_roll(s, _PH_TRAP)
    elif ph == _PH_TRAP:
        if a == _A_TRAP:  # GW-12
            _trail(s, WOLF, _C)
            _wolf_wins(s, _EV_TRAP, _C)
        else:
            s[_AT_PHASE] = _PH_ROLL
    elif ph == _PH_CAULDRON:
        if a == _A_STOP_WOLF:
            _set(s, WOLF, _F_MISS)
            _add_mod(s, GOAT, -2)
            _event(s, _EV_WOLF_STOPPED, GOAT)
        else:
            _event(s, _EV_SPARED, GOAT)
        _continue(s)
    elif ph == _PH_OUT:
        _set(s, WOLF, _F_OUT)  # GW-7
        s[_AT_CELL + WOLF] = _I1
        _trail(s, WOLF, _C)
        _trail(s, WOLF, _I1)
        _event(s, _EV_WOLF_OUT, WOLF)
        _end_turn(s)
    elif ph == _PH_JUMP:
        _jump(s, p, a - _CELL_BASE)
    else:  # _PH_PATH
        _wolf_go(s, path)


def chance_outcomes(s):
    """Every face of the dice is equally likely."""
    return [(a, 1) for a in legal_actions(s)]


def returns(s):
    w = s[_AT_WINNER]
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
    if _is_chance_phase(s[_AT_PHASE]):
        if a < _DIE_BASE:
            return "dice %d+%d" % (a // 6, a % 6)
        return "die %d" % (a - _DIE_BASE)
    if _CELL_BASE <= a < _CELL_BASE + _CELLS:
        return ("jump to " if s[_AT_PHASE] == _PH_JUMP else "to ") + B.label(a - _CELL_BASE)
    if _A_CCW <= a <= _A_OUT:
        return _ACTION_NAMES[a - _A_CCW]
    return "?%d" % a


def events(s):
    """[(code EV_*, piece, arg), ...] of the last action."""
    return [(s[_AT_EV + 3 * i], s[_AT_EV + 3 * i + 1], s[_AT_EV + 3 * i + 2]) for i in range(s[_AT_EV_N])]


def trail(s):
    """[(piece, cell, teleported), ...] the pieces went through in the last action, in order."""
    out = []
    for i in range(s[_AT_TR_N]):
        v = s[_AT_TR + i]
        out.append(((v >> 6) & 1, v & 0x3F, v & _TELEPORT != 0))
    return out


def last_dice(s):
    """(die 1, die 2) of the last roll; die 2 is NO_DIE after a one-die roll."""
    return s[_AT_DIE1], s[_AT_DIE2]


def to_dict(s):
    w = s[_AT_WINNER]
    return {
        "goat": B.label(s[_AT_CELL + GOAT]),
        "wolf": B.label(s[_AT_CELL + WOLF]),
        "soul": _flag(s, GOAT, _F_SOUL) == 1,
        "turn": "goat" if s[_AT_TURN] == GOAT else "wolf",
        "balanced": balanced(s),
        "winner": None if w == 0 else ("goat" if w == 1 else "wolf"),
        "phase": _PHASE_NAMES[s[_AT_PHASE]],
        "wolf_clockwise": _flag(s, WOLF, _F_CW) == 1,
        "goat_mod": _mod(s, GOAT),
        "wolf_mod": _mod(s, WOLF),
        "goat_miss": _flag(s, GOAT, _F_MISS) == 1,
        "wolf_miss": _flag(s, WOLF, _F_MISS) == 1,
        "reroll": ("none", "held", "used")[s[_AT_REROLL]],
        "odd_soul_rolls": s[_AT_ODD],
        "black_lake": s[_AT_LAKE] if s[_AT_LAKE_LEFT] else 0,
        "shield": _flag(s, GOAT, _F_SHIELD) == 1,
        "sisters": _flag(s, GOAT, _F_SISTERS) == 1,
        "dice": last_dice(s),
        "turns": s[_AT_TURNS] << 8 | s[_AT_TURNS + 1],
        "events": events(s),
        "trail": [(p, B.label(c), t) for p, c, t in trail(s)],
    }


def is_valid(s):
    """Whether s is a state play can reach, as far as its bytes tell (a save is checked before it is trusted,
    issue 14): every field in its range, the phase consistent with the turn, the cells and the flags, and a
    choice phase with a choice to make. Never raises, whatever the bytes."""
    if len(s) != STATE_SIZE:
        return False
    ph = s[_AT_PHASE]
    p = s[_AT_TURN]
    goat = s[_AT_CELL + GOAT]
    wolf = s[_AT_CELL + WOLF]
    if ph > _PH_OVER or p > WOLF or goat >= _CELLS or wolf >= _CELLS or s[_AT_FLAGS + WOLF] & 0x80:
        return False
    if not _fields_valid(s) or (ph == _PH_OVER) != (s[_AT_WINNER] != 0):
        return False
    if not _flag(s, WOLF, _F_OUT) and wolf != _C:  # GW-7: the Wolf stays in C until it comes out
        return False
    if ph == _PH_SOUL and (p != GOAT or goat != _C) or ph == _PH_OUT and (p != WOLF or _flag(s, WOLF, _F_OUT)):
        return False
    if ph == _PH_LAIR and (p != WOLF or wolf not in (_O10, _M4)) or ph == _PH_TRAP and (p != WOLF or wolf != _I7):
        return False
    if ph == _PH_EFFECT and not _EF_BONE <= s[_AT_EFF] <= _EF_CAULDRON or ph == _PH_EAR and not _flag(s, p, _F_EAR):
        return False
    if ph == _PH_REROLL and (p != GOAT or s[_AT_REROLL] != 1 or s[_AT_PEND1] > 5 or s[_AT_PEND2] > 5):
        return False
    return ph != _PH_JUMP and ph != _PH_PATH or len(legal_actions(s)) > 0


def _fields_valid(s):
    """is_valid's ranges: modifiers, counters, dice, the last action's events and trail."""
    for p in (GOAT, WOLF):
        if not -100 <= _mod(s, p) <= 100:
            return False
    if s[_AT_REROLL] > 2 or s[_AT_LAKE] > 2 or s[_AT_LAKE_LEFT] > 2 or s[_AT_LAKE] and not s[_AT_LAKE_LEFT]:
        return False
    if s[_AT_WINNER] > 2 or s[_AT_AFTER] > _AFTER_WIND or s[_AT_STEPS] > 110 or s[_AT_EFF] > _EF_CAULDRON:
        return False
    if s[_AT_BACK] > _PH_WIND or s[_AT_HOLD] > (_H_MENHIRS | _H_BULLS) or not s[_AT_TURNS] | s[_AT_TURNS + 1]:
        return False
    d1, d2 = s[_AT_DIE1], s[_AT_DIE2]  # a face 0..5, or no die (die 2 of a one-die roll, both before any roll)
    if d1 > 5 and (d1 != _NO_DIE or d2 != _NO_DIE) or d2 > 5 and d2 != _NO_DIE:
        return False
    if s[_AT_EV_N] > _EV_MAX or s[_AT_TR_N] > _TRAIL_MAX:
        return False
    for i in range(_AT_EV, _AT_EV + 3 * s[_AT_EV_N], 3):
        if not event_valid(s[i], s[i + 1], s[i + 2]):
            return False
    for i in range(_AT_TR, _AT_TR + s[_AT_TR_N]):
        if s[i] & 0x3F >= _CELLS:
            return False
    return True


def event_valid(code, p, arg):
    """An event a message can tell: a known code, a piece, an argument below 128 (the log keeps 7 bits of it)
    and a cell on the board where the argument is one (the Ear's shift, a push, the cell sent back to)."""
    if not _EV_MISS <= code <= _EV_SPARED or p > WOLF or arg > 127:
        return False
    return arg < _CELLS or code != _EV_EAR_SHIFT and code != _EV_PUSH and code != _EV_SENT_BACK


# ---- turns (GW-17, GW-27, GW-28) -------------------------------------------------------------

def _begin_turn(s, p, extra):
    s[_AT_TURN] = p
    _set(s, p, _F_MOVED, False)
    n = (s[_AT_TURNS] << 8 | s[_AT_TURNS + 1]) + 1  # turns begun, big-endian, stops at 0xFFFF
    if n <= 0xFFFF:
        s[_AT_TURNS] = n >> 8
        s[_AT_TURNS + 1] = n & 0xFF
    if not extra and _flag(s, p, _F_MISS):  # GW-17/GW-27: an extra turn is taken even with a miss pending
        _set(s, p, _F_MISS, False)
        _set(s, p, _F_EAR, False)  # GW-27: the Ear shift is lost with the missed turn
        _event(s, _EV_MISS, p)
        _end_turn(s)
        return
    if p == GOAT and s[_AT_CELL + GOAT] == _C:
        s[_AT_PHASE] = _PH_SOUL  # GW-6
        return
    if p == WOLF and not _flag(s, WOLF, _F_OUT):
        s[_AT_PHASE] = _PH_OUT  # GW-7
        return
    _pre_roll(s, _PH_EAR)


def _pre_roll(s, stage):
    """The choices made before rolling, in order: Ear shift, Lair direction, Trap; then roll."""
    p = s[_AT_TURN]
    if stage == _PH_EAR:
        if _flag(s, p, _F_EAR) and _ear_moves(s, p):
            s[_AT_PHASE] = _PH_EAR
            return
        _set(s, p, _F_EAR, False)
        stage = _PH_LAIR
    if stage == _PH_LAIR:
        if p == WOLF and s[_AT_CELL + WOLF] in (_O10, _M4):  # GW-8
            s[_AT_PHASE] = _PH_LAIR
            return
        stage = _PH_TRAP
    if p == WOLF and s[_AT_CELL + WOLF] == _I7 and _trap_armed(s):  # GW-12
        s[_AT_PHASE] = _PH_TRAP
        return
    s[_AT_PHASE] = _PH_ROLL


def _end_turn(s):
    p = s[_AT_TURN]
    if p == GOAT:
        if s[_AT_LAKE_LEFT]:  # GW-28: Black Lake lasts through the end of the Goat's next turn
            s[_AT_LAKE_LEFT] -= 1
            if not s[_AT_LAKE_LEFT]:
                s[_AT_LAKE] = 0
        if _flag(s, GOAT, _F_REVERSED):  # GW-25: only a turn that moves uses up Seven Sisters
            _set(s, GOAT, _F_REVERSED, False)
            if not _flag(s, GOAT, _F_MOVED):
                _set(s, GOAT, _F_SISTERS)
    else:
        _set(s, GOAT, _F_SHIELD, False)  # GW-28: the Stump's protection ends with the Wolf's turn
    if s[_AT_WINNER]:
        s[_AT_PHASE] = _PH_OVER
        return
    if _flag(s, p, _F_EXTRA):  # GW-17: an extra turn is taken at once
        _set(s, p, _F_EXTRA, False)
        _begin_turn(s, p, True)
    else:
        _begin_turn(s, 1 - p, False)


def _continue(s):
    """A movement part and its effects are done: the rest of the turn (GW-14, GW-15)."""
    if s[_AT_WINNER]:
        s[_AT_PHASE] = _PH_OVER
        return
    after = s[_AT_AFTER]
    s[_AT_AFTER] = _AFTER_END
    if after == _AFTER_SIX:
        _move_part(s, s[_AT_STEPS])
    elif after == _AFTER_WIND:
        s[_AT_PHASE] = _PH_WIND
    else:
        _end_turn(s)


# ---- rolls -----------------------------------------------------------------------------------

def _resolve_chance(s, ph, d1, d2):
    if ph == _PH_ROLL:
        _move_roll(s, d1, d2)
    elif ph == _PH_SOUL:
        _soul_roll(s, d1 + d2)
    elif ph == _PH_WIND:
        _move_part(s, d1)  # GW-15/GW-19: the one-die move takes no modifier
    else:
        _effect_roll(s, s[_AT_EFF], d1, d2)


def _move_roll(s, d1, d2):
    """GW-14..GW-16, GW-19: combos read from the raw faces; waiting modifiers hit the first movement."""
    p = s[_AT_TURN]
    mod = _mod(s, p)
    s[_AT_MOD + p] = 0
    if s[_AT_LAKE_LEFT]:
        mod -= s[_AT_LAKE]
    if p == GOAT and _flag(s, GOAT, _F_SISTERS):
        _set(s, GOAT, _F_SISTERS, False)
        _set(s, GOAT, _F_REVERSED)
    s[_AT_AFTER] = _AFTER_END
    if d1 == 5 and d2 == 5:
        _event(s, _EV_SECRET_PATH, p)
        targets = jump_targets(s, p)
        if not targets:
            _event(s, _EV_NO_JUMP, p)
            _move_part(s, max(0, 10 + mod))
            return
        s[_AT_STEPS] = max(0, 6 + mod)
        s[_AT_AFTER] = _AFTER_SIX
        if len(targets) == 1:
            _jump(s, p, targets[0])
        else:
            s[_AT_PHASE] = _PH_JUMP
        return
    if d1 == 4 and d2 == 4:
        _event(s, _EV_SECOND_WIND, p)
        s[_AT_AFTER] = _AFTER_WIND
        _move_part(s, max(0, 8 + mod))
        return
    _move_part(s, max(0, d1 + d2 + mod))


def _soul_roll(s, total):
    """GW-6: even saves the soul (placed on I7, outbound); odd stays. Either ends the turn."""
    if total % 2 == 0:
        _place_goat(s, _I7)
        _set(s, GOAT, _F_SOUL)
        s[_AT_ODD] = 0
        _trail(s, GOAT, _I7, True)
        _event(s, _EV_SOUL_SAVED, GOAT, total)
    else:
        s[_AT_ODD] = min(255, s[_AT_ODD] + 1)
        _event(s, _EV_SOUL_STUCK, GOAT, s[_AT_ODD])
    _end_turn(s)


def _effect_roll(s, ef, d1, d2):
    p = s[_AT_TURN]
    if ef == _EF_BONE:  # M3: a 1 gives an extra turn
        _lucky(s, p, d1, 1, _EV_BONE)
    elif ef == _EF_OWL:  # M11: a 3 gives an extra turn
        _lucky(s, p, d1, 3, _EV_OWL)
    elif ef == _EF_BLACK:  # I5, GW-28: a second Black Lake replaces the first
        s[_AT_LAKE] = d1 // 2
        s[_AT_LAKE_LEFT] = 2
        _event(s, _EV_BLACK_LAKE, GOAT, d1 // 2)
    elif ef == _EF_RED:  # I6
        _event(s, _EV_RED_LAKE, GOAT, d1)
        if d1 == 5:
            _set(s, GOAT, _F_MISS)
        else:
            _add_mod(s, GOAT, -d1)
    elif ef == _EF_STUMP:
        _stump(s, d1 + d2)
    elif _cauldron(s, d1, d2):
        return
    _continue(s)


def _lucky(s, p, die, wanted, ev):
    if die == wanted:
        _set(s, p, _F_EXTRA)
        _event(s, _EV_EXTRA, p, die)
    else:
        _event(s, ev, p, die)


def _stump(s, total):
    """I1 Knowing Stump: 1-5 -> +2, 6-10 -> protected through the Wolf's next turn, 0 -> the reroll."""
    if total == 0:
        if s[_AT_REROLL] == 0:
            s[_AT_REROLL] = 1
            _event(s, _EV_STUMP_REROLL, GOAT)
        elif s[_AT_REROLL] == 2:
            _set(s, GOAT, _F_MISS)
            _event(s, _EV_STUMP_MISS, GOAT)
        else:
            _event(s, _EV_STUMP_NOTHING, GOAT)
    elif total <= 5:
        _add_mod(s, GOAT, 2)
        _event(s, _EV_STUMP_PLUS, GOAT, total)
    else:
        _set(s, GOAT, _F_SHIELD)
        _event(s, _EV_STUMP_SHIELD, GOAT, total)


def _cauldron(s, d1, d2):
    """I2 Cast-iron Cauldron (GW-10, GW-29). Returns True when the Goat must choose."""
    four = d1 == 4 or d2 == 4
    five = d1 == 5 or d2 == 5
    w = s[_AT_CELL + WOLF]
    if w == _C:  # the Wolf has not come out yet: nothing to push or swap with
        four = five = False
    if four and five:
        g = s[_AT_CELL + GOAT]
        _place_goat(s, w)
        s[_AT_CELL + WOLF] = g
        _trail(s, GOAT, w, True)
        _trail(s, WOLF, g, True)
        _event(s, _EV_SWAP, GOAT)
    elif four:
        to = B.ring_step(w, -_wolf_dir(s))
        if to == s[_AT_CELL + GOAT]:
            _event(s, _EV_PUSH_BLOCKED, GOAT)
        else:
            s[_AT_CELL + WOLF] = to
            _trail(s, WOLF, to, True)
            _event(s, _EV_PUSH, GOAT, to)
    elif five:
        _event(s, _EV_CAULDRON_OFFER, GOAT)
        s[_AT_PHASE] = _PH_CAULDRON
        return True
    else:
        _event(s, _EV_CAULDRON_NOTHING, GOAT)
    return False


# ---- movement --------------------------------------------------------------------------------

def _move_part(s, n):
    """One movement of n steps for the piece to move (GW-3..GW-7, GW-20, GW-26)."""
    p = s[_AT_TURN]
    if p == GOAT and _goat_on_held_bulls(s) and n < 5:  # GW-26: the rest of the turn is lost
        _event(s, _EV_BULLS_FAIL, GOAT, n)
        s[_AT_AFTER] = _AFTER_END
        _end_turn(s)
        return
    if n == 0:  # GW-20
        _continue(s)
        return
    _event(s, _EV_MOVE, p, n)
    _set(s, p, _F_MOVED)
    if p == GOAT:
        if not _goat_walk(s, n, _move_dir(s), True):
            _continue(s)
        return
    ends = _wolf_ends(s, n)
    if len(ends) == 1:
        for cell in ends:
            _wolf_go(s, ends[cell])
        return
    s[_AT_STEPS] = n
    s[_AT_PHASE] = _PH_PATH


def _wolf_go(s, path):
    _set(s, WOLF, _F_MOVED)
    for cell in path[1:]:
        _trail(s, WOLF, cell)
    end = path[-1]
    if end == _C:  # GW-12
        _wolf_wins(s, _EV_TRAP, end)
        return
    s[_AT_CELL + WOLF] = end
    if not _arrive(s, WOLF, True):
        _continue(s)


def _wolf_wins(s, ev, cell):
    s[_AT_CELL + WOLF] = cell
    s[_AT_WINNER] = 2
    _event(s, ev, WOLF)
    s[_AT_PHASE] = _PH_OVER


def _goat_walk(s, n, d, own):
    """Walk the Goat n steps in direction d; GW-4 entry into C and the win. True when waiting."""
    path = goat_route(s[_AT_CELL + GOAT], n, d, _flag(s, GOAT, _F_SOUL))
    for cell in path:
        _trail(s, GOAT, cell)
    if not path:
        return False
    end = path[-1]
    _place_goat(s, end)
    if end == _C:  # GW-4/GW-6: unused steps are lost; the soul roll is made at once
        s[_AT_ODD] = 0
        s[_AT_AFTER] = _AFTER_END
        _event(s, _EV_ENTER_C, GOAT)
        s[_AT_PHASE] = _PH_SOUL
        return True
    if end == _O1 and _flag(s, GOAT, _F_SOUL):  # GW-4, GW-13, GW-23
        s[_AT_WINNER] = 1
        _event(s, _EV_GOAT_HOME, GOAT)
        s[_AT_PHASE] = _PH_OVER
        return False
    return _arrive(s, GOAT, own)


def _jump(s, p, cell):
    """GW-14: the Secret Path jump (a combo part: its cell's effect applies), then the 6 steps."""
    _set(s, p, _F_MOVED)
    if p == GOAT:
        _place_goat(s, cell)
    else:
        s[_AT_CELL + WOLF] = cell
    _trail(s, p, cell, True)
    if not _arrive(s, p, True):
        _continue(s)


def _ear(s, p, a):
    """M6 Ear of the Earth: an optional shift of one cell before rolling (a meeting counts, GW-10)."""
    _set(s, p, _F_EAR, False)
    if a != _A_EAR_STAY:
        sign = 1 if a == _A_EAR_FWD else -1
        if p == GOAT:
            waiting = _goat_walk(s, 1, sign * _home_dir(s), False)
        else:
            cell = B.ring_step(s[_AT_CELL + WOLF], sign * _wolf_dir(s))
            s[_AT_CELL + WOLF] = cell
            _trail(s, WOLF, cell)
            waiting = _arrive(s, WOLF, False)
        _event(s, _EV_EAR_SHIFT, p, s[_AT_CELL + p])
        if waiting:
            return
        if s[_AT_WINNER]:
            s[_AT_PHASE] = _PH_OVER
            return
    _pre_roll(s, _PH_LAIR)


def _throw_back(s, p, n):
    """GW-5: back along the Goat's route, or against the Wolf's direction within its ring."""
    if p == GOAT:
        return _goat_walk(s, n, -_home_dir(s), False)
    d = -_wolf_dir(s)
    for _ in range(n):
        cell = B.ring_step(s[_AT_CELL + WOLF], d)
        s[_AT_CELL + WOLF] = cell
        _trail(s, WOLF, cell)
    return _arrive(s, WOLF, False)


def _crossroads(s, p):
    """M8 Crossroads: 4 cells forward at once, a move whose end cell acts (GW-9, GW-25)."""
    if p == GOAT:
        return _goat_walk(s, 4, _home_dir(s), True)
    d = _wolf_dir(s)
    cell = s[_AT_CELL + WOLF]
    for _ in range(4):
        cell = B.ring_step(cell, d)
    s[_AT_CELL + WOLF] = cell
    _trail(s, WOLF, cell, True)
    return _arrive(s, WOLF, True)


def _arrive(s, p, own):
    """A piece ended a move on its cell: the meeting (GW-10, GW-11), then the cell's effect if the move
    was its own (GW-9). True when a roll or a choice must come before the turn goes on."""
    g = s[_AT_CELL + GOAT]
    if g == s[_AT_CELL + WOLF] and g != _C:
        if B.ring_of(g) == _MIDDLE:
            back = _I7 if _flag(s, GOAT, _F_SOUL) else _O1
            _place_goat(s, back)
            _trail(s, GOAT, back, True)
            _event(s, _EV_SENT_BACK, GOAT, back)
            if p == GOAT:
                return False
        else:
            menhirs = g == _O15 and (s[_AT_HOLD] & _H_MENHIRS or (p == GOAT and own))
            if menhirs or _flag(s, GOAT, _F_SHIELD):
                _event(s, _EV_SAFE, GOAT)
            else:
                _wolf_wins(s, _EV_WOLF_CATCHES, s[_AT_CELL + WOLF])
                return False
    if own:
        return _effect(s, p)
    return False


def _ask(s, ef):
    s[_AT_EFF] = ef
    s[_AT_PHASE] = _PH_EFFECT
    return True


def _effect(s, p):
    """The cell table of the rules page. True when a roll or choice is waiting."""
    c = s[_AT_CELL + p]
    if c == _O5:
        _add_mod(s, p, -1)
        _event(s, _EV_SLOPE, p)
    elif c == _O13 or c == _M2:
        _set(s, p, _F_MISS)  # GW-27: does not stack
        _event(s, _EV_DEAD_LAKE if c == _O13 else _EV_QUAGMIRE, p)
    elif c == _O14:
        _event(s, _EV_SNARES, p)
        return _throw_back(s, p, 2)
    elif c == _I8:
        _event(s, _EV_ABYSS, p)
        return _throw_back(s, p, 4)
    elif c == _M3:
        return _ask(s, _EF_BONE)
    elif c == _M11:
        return _ask(s, _EF_OWL)
    elif c == _M6:
        _set(s, p, _F_EAR)
        _event(s, _EV_EAR, p)
    elif c == _M8:
        _event(s, _EV_CROSSROADS, p)
        return _crossroads(s, p)
    elif p == GOAT:
        return _goat_effect(s, c)
    return False


def _goat_effect(s, c):
    if c == _O15:
        s[_AT_HOLD] |= _H_MENHIRS
        _event(s, _EV_MENHIRS, GOAT)
    elif c == _M9:
        _add_mod(s, GOAT, -2)
        _event(s, _EV_ARROW, GOAT)
    elif c == _I1:
        return _ask(s, _EF_STUMP)
    elif c == _I2:
        return _ask(s, _EF_CAULDRON)
    elif c == _I3:
        _set(s, GOAT, _F_SISTERS)
        _event(s, _EV_SISTERS, GOAT)
    elif c == _I4:
        s[_AT_HOLD] |= _H_BULLS
        _event(s, _EV_BULLS, GOAT)
    elif c == _I5:
        return _ask(s, _EF_BLACK)
    elif c == _I6:
        return _ask(s, _EF_RED)
    return False


def __getattr__(name):
    """What only tests and tools use beside the contract (A_KEEP, PH_JUMP ..., set_position, dice_action): from
    goat_wolf_view, loaded when asked (here those numbers are folded const() names, which cost no RAM)."""
    from yaga.games.goat_wolf import view as goat_wolf_view

    try:
        return getattr(goat_wolf_view, name)
    except AttributeError:
        raise AttributeError(name)
