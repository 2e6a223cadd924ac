"""Baba Yaga (2010) table-side companion: the bookkeeping and dice of the board game (rules BQ-1 … BQ-13).

The board, cards and tokens stay on the table; this engine keeps what the table would otherwise count:
Reputation, dice counts, quest steps, decks, the Horseman (time of day), turn order, Baba Yaga and the
challenge dice. It follows the contract in yaga.engine.

State layout (STATE_SIZE bytes, one bytearray):

| off | size | field                                                                     |
|-----|------|---------------------------------------------------------------------------|
|   0 |  4   | PRNG (yaga.rng)                                                           |
|   4 |  1   | phase (PH_*)                                                              |
|   5 |  1   | style: 0 competitive, 1 cooperative, 2 solo                               |
|   6 |  1   | number of players 1..6                                                    |
|   7 |  1   | "too easy" steps (BQ-1: 5 more cards removed per step)                    |
|   8 |  1   | flags: F_HARD_BABA, F_HARD_DEATH, F_RESHUFFLED, F_KOSH_USED, Baba Yaga on |
|     |      |        the board, heroes dealt at random, quests dealt at random          |
|   9 |  1   | first player's seat                                                       |
|  10 |  1   | current seat                                                              |
|  11 |  2   | round (u16, from 1)                                                       |
|  13 |  2   | turn (u16, from 1)                                                        |
|  15 |  1   | time of day: 0 dawn (White), 1 noon (Red), 2 night (Black), 3 not rolled  |
|  16 |  1   | Baba Yaga encounters beaten 0..3                                          |
|  17 |  1   | Baba Yaga's target seat (NOBODY = 255)                                    |
|  18 |  1   | Town deck count                                                           |
|  19 |  1   | Wilderness deck count                                                     |
|  20 |  1   | Koshchey's extra die: holder seat, NOBODY, or ANYONE (cooperative)        |
|  21 |  1   | turn step 0..3: game elements, move, encounter, Horseman/Hut              |
|  22 |  1   | turn flags: skipping, Koshchey pact made, rescue tried, Tsarov traded     |
|  23 |  1   | result: 0 playing, RES_WIN, RES_LOSS, RES_NO_WINNER                       |
|  24 |  1   | winners (bit per seat)                                                    |
|  25 |  1   | end reason (END_*)                                                        |
|  26 |  1   | set-up cursor (seat picking a hero or quest)                              |
|  27 |  1   | Baba Yaga tie (bit per seat tied for her target)                          |
|  28 |  1   | challenge kind: plain, steal, beguile, Forlorn Hills, Koshchey rescue     |
|  29 |  1   | challenge ability: 0 Move, 1 Fight, 2 Cunning                             |
|  30 |  1   | base difficulty 1..6                                                      |
|  31 |  1   | challenge flags: "+ Rep", part of a Baba Yaga encounter                   |
|  32 |  1   | bonus dice (s8, -5..5)                                                    |
|  33 |  1   | whose Rep counts for "+ Rep" (the other player for steal and beguile)     |
|  34 |  1   | difficulty, fixed at the first roll (BQ-8: rerolls keep the modifiers)    |
|  35 |  1   | dice to roll, fixed at the first roll                                     |
|  36 |  1   | dice rolled or typed in so far                                            |
|  37 |  1   | result: 0 none, 1 passed, 2 failed                                        |
|  38 |  1   | rerolls paid with Rep                                                     |
|  39 |  1   | item rerolls                                                              |
|  40 | 12   | the dice, 1..6                                                            |
|  52 | 6x11 | players, seat p at 52 + 11*p:                                             |
|     |      |   +0 hero (NOBODY until dealt), +1 quest, +2 Rep, +3 Move, +4 Fight,      |
|     |      |   +5 Cunning, +6 quest steps done, +7 quest length, +8 flags (misses the  |
|     |      |   next turn, out), +9 penalty dice for the next turn, +10 this turn       |

Actions (small ints):

| action            | meaning                                                                  |
|-------------------|--------------------------------------------------------------------------|
| 0 END_TURN        | end the current turn (BQ-4, deck check BQ-11)                            |
| 1 NEXT_STEP       | next step of the turn order                                              |
| 2 / 3             | Town deck: draw a card (-1) / a card shuffled back (+1) (BQ-3)           |
| 4 / 5             | Wilderness deck: draw (-1) / back (+1)                                   |
| 6 / 7             | reshuffle the Town / Wilderness deck (5-6 players, once)                 |
| 8 / 9             | Baba Yaga encounter won / lost (BQ-5)                                    |
| 10 KOSH_PACT      | Koshchey's Home: an Ally for one extra die at the next Baba Yaga (BQ-9)  |
| 11 KOSH_RESCUE    | rescue the Ally: Move challenge, difficulty 5                            |
| 12 TSAROV         | Tsarov's trade (not at night); the Horseman and Hut stay                 |
| 13 ROLL_TIME      | solo: roll a die for the time of day (BQ-4)                              |
| 14 / 15 / 16      | open a Move / Fight / Cunning challenge (BQ-7)                           |
| 17 FORLORN        | Forlorn Hills: Fight 3 at dawn, 4 at noon, 5 at night                    |
| 18 + p            | steal an Item from seat p (Fight, 3 + their Rep; competitive)            |
| 24 + p            | beguile an Ally from seat p (Cunning, 3 + their Rep; competitive)        |
| 32 .. 34          | challenge set-up: ability Move / Fight / Cunning                         |
| 35 / 36           | base difficulty +1 / -1                                                  |
| 37 PLUS_REP       | toggle "+ Rep" on the difficulty                                         |
| 38 / 39           | bonus dice +1 / -1 (card effects)                                        |
| 40 BABA_CH        | toggle "part of a Baba Yaga encounter" (Koshchey's die)                  |
| 41 ROLL           | the box rolls the dice (BQ-10)                                           |
| 42 ENTER          | the player types in physical dice (BQ-10)                                |
| 43 CANCEL         | close the challenge before rolling                                       |
| 44 REROLL_REP     | discard a Rep card and reroll all dice (BQ-8)                            |
| 45 REROLL_ITEM    | an item's reroll, no Rep spent (BQ-8)                                    |
| 46 DONE           | accept the result (applies the ready-made challenges' win/lose effects)  |
| 47 .. 52          | a die face 1..6: a chance outcome, or a physical die typed in            |
| 53 DEAL           | set-up: deal the remaining heroes (or quests) at random (BQ-1)           |
| 54 / 55           | set-up: "too easy" +1 / -1                                               |
| 56 / 57           | set-up, solo: toggle "losing to Baba Yaga loses" / "a death loses"       |
| 58 ROLL_FIRST     | set-up: roll for the first player, then play starts                      |
| 59 TIE_RANDOM     | Baba Yaga tie still open: the box picks at random                        |
| 64 + 17*p + e     | edit seat p (E_* below)                                                  |
| 170 + h           | hero h (a pick, or the chance outcome of a deal)                         |
| 176 + q           | quest q (a pick or a dealt card)                                         |
| 182 + p           | seat p (first player rolled, Baba Yaga's target said or picked)          |

Chance nodes: one die at a time (6 outcomes), a dealt hero or quest (the unused ones), the first player
(one outcome per seat), Baba Yaga's random tie (the tied seats). All outcomes weigh 1.
"""

from yaga.compat import const
from yaga.engine import CHANCE, TERMINAL, peek
from yaga.fields import s8, set_s8, set_u16, u16
from yaga.rng import draw_below, seed_state

STATE_SIZE = const(118)
MAX_PLAYERS = const(6)

HORSEMEN = ("white", "red", "black")
STYLES = ("competitive", "cooperative", "solo")
COMPETITIVE = const(0)
COOPERATIVE = const(1)
SOLO = const(2)

_TOWN_CARDS = const(32)
_WILD_CARDS = const(40)
NOBODY = const(255)
ANYONE = const(254)
_MAX_REP = const(60)
_MAX_ABILITY = const(9)
_MAX_QUEST_LEN = const(12)
_MAX_PENALTY = const(5)
DEFAULT_QUEST_LEN = const(6)

# header offsets
_PHASE = const(4)
_STYLE = const(5)
_N = const(6)
_EASY = const(7)
_FLAGS = const(8)
_FIRST = const(9)
_CUR = const(10)
_ROUND = const(11)
_TURN = const(13)
_TOD = const(15)
_BEATEN = const(16)
_TARGET = const(17)
_TOWN = const(18)
_WILD = const(19)
_KOSH = const(20)
_STEP = const(21)
_TFLAGS = const(22)
_RESULT = const(23)
_WINNERS = const(24)
_REASON = const(25)
_CURSOR = const(26)
_TIE = const(27)
_PLAYERS = const(52)
_PSIZE = const(11)

# challenge block
_CH_KIND = const(28)
_CH_ABIL = const(29)
_CH_BASE = const(30)
_CH_FLAGS = const(31)
_CH_BONUS = const(32)
_CH_REP_OF = const(33)
_CH_DIFF = const(34)
_CH_N = const(35)
_CH_ROLLED = const(36)
_CH_RESULT = const(37)
_CH_REP_REROLLS = const(38)
_CH_ITEM_REROLLS = const(39)
_CH_DICE = const(40)
_MAX_DICE = const(12)
_MAX_BONUS = const(5)
K_PLAIN = const(0)
_K_STEAL = const(1)
_K_BEGUILE = const(2)
_K_FORLORN = const(3)
K_RESCUE = const(4)
_C_PLUS_REP = const(1)
_C_BABA = const(2)
CH_PASSED = const(1)
CH_FAILED = const(2)

# per-player fields
P_HERO = const(0)
P_QUEST = const(1)
P_REP = const(2)
P_MOVE = const(3)
P_FIGHT = const(4)
P_CUNNING = const(5)
P_STEP = const(6)
P_QLEN = const(7)
_P_FLAGS = const(8)
P_PEN_NEXT = const(9)
P_PEN_NOW = const(10)
_P_MISS = const(1)
_P_OUT = const(2)

# flags
F_HARD_BABA = const(1)
F_HARD_DEATH = const(2)
F_RESHUFFLED = const(4)
F_KOSH_USED = const(8)
_F_BABA_ON = const(16)
_F_DEAL_HEROES = const(32)
_F_DEAL_QUESTS = const(64)
_T_SKIPPING = const(1)
_T_PACT = const(2)
_T_RESCUE_TRIED = const(4)
_T_TSAROV = const(8)

# phases
PH_HEROES = const(0)
PH_QUESTS = const(1)
PH_OPTIONS = const(2)
_PH_FIRST = const(3)
PH_PLAY = const(4)
PH_TIE = const(5)
_PH_TIE_RANDOM = const(6)
_PH_TIME = const(7)
PH_CH_SETUP = const(8)
PH_CH_READY = const(9)
_PH_CH_ROLL = const(10)
PH_CH_ENTER = const(11)
PH_CH_RESULT = const(12)
PH_OVER = const(13)

# results and end reasons
RES_WIN = const(1)
RES_LOSS = const(2)
RES_NO_WINNER = const(3)
_END_QUEST = const(1)
_END_BABA = const(2)
_END_DECK = const(3)
_END_NO_REP = const(4)
_END_ALL_OUT = const(5)
_END_HARD_BABA = const(6)
_END_HARD_DEATH = const(7)

# actions
END_TURN = const(0)
NEXT_STEP = const(1)
TOWN_DRAW = const(2)
TOWN_BACK = const(3)
WILD_DRAW = const(4)
WILD_BACK = const(5)
RESHUFFLE_TOWN = const(6)
RESHUFFLE_WILD = const(7)
BABA_WON = const(8)
BABA_LOST = const(9)
KOSH_PACT = const(10)
KOSH_RESCUE = const(11)
TSAROV = const(12)
ROLL_TIME = const(13)
CH_OPEN = const(14)  # + ability
FORLORN = const(17)
STEAL = const(18)  # + seat
BEGUILE = const(24)  # + seat
CH_ABILITY = const(32)  # + ability
BASE_UP = const(35)
BASE_DOWN = const(36)
PLUS_REP = const(37)
BONUS_UP = const(38)
BONUS_DOWN = const(39)
BABA_CH = const(40)
ROLL = const(41)
ENTER = const(42)
CANCEL = const(43)
REROLL_REP = const(44)
REROLL_ITEM = const(45)
DONE = const(46)
FACE = const(46)  # FACE + 1 .. FACE + 6
DEAL = const(53)
EASY_UP = const(54)
EASY_DOWN = const(55)
HARD_BABA = const(56)
HARD_DEATH = const(57)
ROLL_FIRST = const(58)
TIE_RANDOM = const(59)
EDIT = const(64)  # + 17 * seat + E_*
EDITS = const(17)
HERO = const(170)
QUEST = const(176)
SEAT = const(182)

# per-player edits (BQ-2, BQ-6)
E_REP_UP = const(0)
E_REP_DOWN = const(1)
E_MOVE_UP = const(2)
E_MOVE_DOWN = const(3)
E_FIGHT_UP = const(4)
E_FIGHT_DOWN = const(5)
E_CUNNING_UP = const(6)
E_CUNNING_DOWN = const(7)
E_QUEST_UP = const(8)
E_QUEST_DOWN = const(9)
E_PEN_UP = const(10)
E_PEN_DOWN = const(11)
E_MISS = const(12)
E_DEATH = const(13)
E_OUT = const(14)
E_QLEN_UP = const(15)
E_QLEN_DOWN = const(16)
_SETUP_EDITS = (E_MOVE_UP, E_MOVE_DOWN, E_FIGHT_UP, E_FIGHT_DOWN, E_CUNNING_UP, E_CUNNING_DOWN,
                E_QLEN_UP, E_QLEN_DOWN)
_PLAY_EDITS = (E_REP_UP, E_REP_DOWN, E_MOVE_UP, E_MOVE_DOWN, E_FIGHT_UP, E_FIGHT_DOWN, E_CUNNING_UP,
               E_CUNNING_DOWN, E_QUEST_UP, E_QUEST_DOWN, E_PEN_UP, E_PEN_DOWN, E_MISS, E_DEATH, E_OUT)

_REMOVED_BY_PLAYERS = (0, 0, 10, 5, 0, 0, 0)  # BQ-1, index = players (1 only in solo)


def edit(seat, e):
    """The action number of edit e (E_*) on seat."""
    return EDIT + EDITS * seat + e


# ---------------------------------------------------------------- rule functions (test-facing)


def cards_to_remove(players, solo=False, too_easy=0):
    """BQ-1: cards removed from each encounter deck."""
    if too_easy < 0:
        raise ValueError("too_easy below 0")
    if solo:
        if players != 1:
            raise ValueError("solo is one player")
        base = 15
    else:
        if players < 2 or players > MAX_PLAYERS:
            raise ValueError("2-6 players")
        base = _REMOVED_BY_PLAYERS[players]
    return base + 5 * too_easy


def solo_horseman(die):
    """BQ-4: the solo time-of-day roll: 1-2 White, 3-4 Red, 5-6 Black."""
    if die < 1 or die > 6:
        raise ValueError("a die shows 1-6")
    return HORSEMEN[(die - 1) // 2]


# ---------------------------------------------------------------- small accessors


def pget(s, p, f):
    return s[_PLAYERS + _PSIZE * p + f]


def _pset(s, p, f, v):
    s[_PLAYERS + _PSIZE * p + f] = v


def is_out(s, p):
    return pget(s, p, _P_FLAGS) & _P_OUT != 0


def misses_turn(s, p):
    return pget(s, p, _P_FLAGS) & _P_MISS != 0


def phase(s):
    return s[_PHASE]


def style(s):
    return s[_STYLE]


def players(s):
    return s[_N]


def seat(s):
    return s[_CUR]


def time_of_day(s):
    return s[_TOD]


def baba_on(s):
    return s[_FLAGS] & _F_BABA_ON != 0


def baba_next(s):
    return s[_BEATEN] + 1 if s[_BEATEN] < 3 else 3


def decks(s):
    return s[_TOWN], s[_WILD]


def deck_start(s):
    n = removed(s)
    return _TOWN_CARDS - n, _WILD_CARDS - n


def turn_step(s):
    return s[_STEP]


def rounds(s):
    return u16(s, _ROUND)


def turns(s):
    return u16(s, _TURN)


def first_player(s):
    return s[_FIRST]


def baba_beaten(s):
    return s[_BEATEN]


def baba_target(s):
    """The seat Baba Yaga last flew toward, or NOBODY."""
    return s[_TARGET]


def koshchey(s):
    """Who holds Koshchey's extra die: a seat, ANYONE (cooperative) or NOBODY."""
    return s[_KOSH]


def options(s):
    """The game's flag byte: test it with F_HARD_BABA, F_HARD_DEATH, F_RESHUFFLED, F_KOSH_USED."""
    return s[_FLAGS]


def too_easy(s):
    return s[_EASY]


def removed(s):
    """BQ-1: the cards this game removes from each encounter deck."""
    return cards_to_remove(s[_N], s[_STYLE] == SOLO, s[_EASY])


def result(s):
    """(RES_* or 0 while playing, winners as a bit per seat, end reason 0..7)."""
    return s[_RESULT], s[_WINNERS], s[_REASON]


def skipping(s):
    return s[_TFLAGS] & _T_SKIPPING != 0


def kosh_bonus_for(s, p):
    """Koshchey's extra die applies to seat p's next Baba Yaga encounter (BQ-9)."""
    holder = s[_KOSH]
    return holder == p or holder == ANYONE


def max_easy(s):
    """The most "too easy" steps that still leave a card in the Town deck."""
    k = 0
    while _TOWN_CARDS - cards_to_remove(s[_N], s[_STYLE] == SOLO, k + 1) > 0:
        k += 1
    return k


# ---------------------------------------------------------------- set-up (BQ-1)


def new_state(seed, players=1, style="solo"):
    """A fresh game at the hero deal. style: "competitive", "cooperative" or "solo"."""
    if style not in STYLES:
        raise ValueError("unknown style")
    st = STYLES.index(style)
    cards_to_remove(players, st == SOLO)  # raises on a bad player count for the style
    s = bytearray(STATE_SIZE)
    seed_state(s, 0, seed)
    s[_STYLE] = st
    s[_N] = players
    s[_PHASE] = PH_HEROES
    s[_TARGET] = NOBODY
    s[_KOSH] = NOBODY
    s[_TOD] = 3 if st == SOLO else 0
    set_u16(s, _ROUND, 1)
    set_u16(s, _TURN, 1)
    for p in range(MAX_PLAYERS):
        _pset(s, p, P_HERO, NOBODY)
        _pset(s, p, P_QUEST, NOBODY)
        _pset(s, p, P_QLEN, DEFAULT_QUEST_LEN)
        for f in (P_MOVE, P_FIGHT, P_CUNNING):
            _pset(s, p, f, 1)
    s[_TOWN], s[_WILD] = deck_start(s)
    return s


def is_valid(s):
    """A state a screen can resume: the right size, known phase, style and player count, and not
    waiting on a chance outcome (the box resolves those before it saves)."""
    if len(s) != STATE_SIZE or s[_PHASE] > PH_OVER or s[_STYLE] > SOLO:
        return False
    if s[_N] < 1 or s[_N] > MAX_PLAYERS or s[_CUR] >= s[_N]:
        return False
    return current_player(s) != CHANCE


def _used(s, f):
    mask = 0
    for p in range(s[_N]):
        v = pget(s, p, f)
        if v != NOBODY:
            mask |= 1 << v
    return mask


def _unused_cards(s, f, base):
    mask = _used(s, f)
    return [base + c for c in range(6) if not mask & (1 << c)]


def _deal(s, f, c):
    """Give card c (hero or quest) to the cursor seat; move on when every seat has one."""
    _pset(s, s[_CURSOR], f, c)
    s[_CURSOR] += 1
    if s[_CURSOR] == s[_N]:
        s[_CURSOR] = 0
        s[_PHASE] = PH_QUESTS if f == P_HERO else PH_OPTIONS


# ---------------------------------------------------------------- contract


def current_player(s):
    ph = s[_PHASE]
    if ph == PH_OVER:
        return TERMINAL
    if ph in (_PH_FIRST, _PH_TIE_RANDOM, _PH_TIME, _PH_CH_ROLL):
        return CHANCE
    if ph == PH_HEROES:
        return CHANCE if s[_FLAGS] & _F_DEAL_HEROES else s[_CURSOR]
    if ph == PH_QUESTS:
        return CHANCE if s[_FLAGS] & _F_DEAL_QUESTS else s[_CURSOR]
    if ph == PH_OPTIONS:
        return 0
    return s[_CUR]


def legal_actions(s):
    return _legal(s, True)


def is_legal(s, a):
    """Whether a is legal in s, without listing every player's edits (what screens and apply_action ask)."""
    ph = s[_PHASE]
    if a >= EDIT and a < HERO and (ph == PH_OPTIONS or ph == PH_PLAY):
        p = (a - EDIT) // EDITS
        e = (a - EDIT) % EDITS
        edits = _SETUP_EDITS if ph == PH_OPTIONS else _PLAY_EDITS
        return p < s[_N] and e in edits and _edit_ok(s, p, e)
    return a in _legal(s, False)


def _legal(s, edits):
    """The legal actions; every player's edits only when `edits` (they are most of the list)."""
    ph = s[_PHASE]
    if ph == PH_OVER:
        return []
    if ph == PH_HEROES:
        out = _unused_cards(s, P_HERO, HERO)
        if not s[_FLAGS] & _F_DEAL_HEROES:
            out.append(DEAL)
        return out
    if ph == PH_QUESTS:
        out = _unused_cards(s, P_QUEST, QUEST)
        if not s[_FLAGS] & _F_DEAL_QUESTS:
            out.append(DEAL)
        return out
    if ph == PH_OPTIONS:
        return _options_actions(s, edits)
    if ph == _PH_FIRST:
        return [SEAT + p for p in range(s[_N])]
    if ph == PH_TIE or ph == _PH_TIE_RANDOM:
        out = [SEAT + p for p in range(s[_N]) if s[_TIE] & (1 << p)]
        if ph == PH_TIE:
            out.append(TIE_RANDOM)
        return out
    if ph == _PH_TIME or ph == _PH_CH_ROLL:
        return [FACE + f for f in range(1, 7)]
    if ph >= PH_CH_SETUP:
        return _challenge_actions(s)
    return _play_actions(s, edits)


def _add_edits(s, out, edits):
    for p in range(s[_N]):
        for e in edits:
            if _edit_ok(s, p, e):
                out.append(edit(p, e))


def _options_actions(s, edits):
    out = []
    if edits:
        _add_edits(s, out, _SETUP_EDITS)
    if s[_EASY] < max_easy(s):
        out.append(EASY_UP)
    if s[_EASY] > 0:
        out.append(EASY_DOWN)
    if s[_STYLE] == SOLO:
        out.append(HARD_BABA)
        out.append(HARD_DEATH)
    out.append(ROLL_FIRST)
    return out


def _play_actions(s, edits):
    cur = s[_CUR]
    out = [END_TURN]
    town, wild = s[_TOWN], s[_WILD]
    if town > 0:
        out.append(TOWN_DRAW)
    if town < _TOWN_CARDS:
        out.append(TOWN_BACK)
    if wild > 0:
        out.append(WILD_DRAW)
    if wild < _WILD_CARDS:
        out.append(WILD_BACK)
    if s[_N] >= 5 and not s[_FLAGS] & F_RESHUFFLED:
        out.append(RESHUFFLE_TOWN)
        out.append(RESHUFFLE_WILD)
    if s[_STYLE] == SOLO:
        out.append(ROLL_TIME)
    if edits:
        _add_edits(s, out, _PLAY_EDITS)
    if skipping(s) or is_out(s, cur):
        return out  # BQ-4: a missed turn has no encounters
    if s[_STEP] < 3:
        out.append(NEXT_STEP)
    if baba_on(s):
        out.append(BABA_WON)
        out.append(BABA_LOST)
    if not s[_FLAGS] & F_KOSH_USED:
        out.append(KOSH_PACT)
    if s[_TFLAGS] & _T_PACT and not s[_TFLAGS] & _T_RESCUE_TRIED:
        out.append(KOSH_RESCUE)
    tod = s[_TOD]
    if tod < 2 and not s[_TFLAGS] & _T_TSAROV:
        out.append(TSAROV)
    for a in range(3):
        out.append(CH_OPEN + a)
    if tod < 3:
        out.append(FORLORN)
    if s[_STYLE] == COMPETITIVE:
        for p in range(s[_N]):
            if p != cur and not is_out(s, p):
                out.append(STEAL + p)
                out.append(BEGUILE + p)
    return out


def _edit_ok(s, p, e):
    if is_out(s, p):
        return False
    if e == E_REP_UP:
        return pget(s, p, P_REP) < _MAX_REP
    if e == E_REP_DOWN:
        return pget(s, p, P_REP) > 0
    if e <= E_CUNNING_DOWN:
        v = pget(s, p, P_MOVE + (e - E_MOVE_UP) // 2)
        return v < _MAX_ABILITY if e % 2 == 0 else v > 0
    if e == E_QUEST_UP:
        return pget(s, p, P_STEP) < pget(s, p, P_QLEN)
    if e == E_QUEST_DOWN:
        return pget(s, p, P_STEP) > 0
    if e == E_PEN_UP:
        return pget(s, p, P_PEN_NEXT) < _MAX_PENALTY
    if e == E_PEN_DOWN:
        return pget(s, p, P_PEN_NEXT) > 0
    if e == E_QLEN_UP:
        return pget(s, p, P_QLEN) < _MAX_QUEST_LEN
    if e == E_QLEN_DOWN:
        return pget(s, p, P_QLEN) > 1
    return True  # miss, death, out


def chance_outcomes(s):
    if current_player(s) != CHANCE:
        return []
    return [(a, 1) for a in legal_actions(s)]


def _draw_outcome(s):
    """Advance the PRNG by one chance draw at this node; returns the drawn outcome."""
    legal = _legal(s, False)
    return legal[draw_below(s, 0, len(legal))]


def sample_chance(s):
    if current_player(s) != CHANCE:
        raise ValueError("not a chance node")
    return peek(_draw_outcome, s)


def apply_action(s, a):
    if not is_legal(s, a):
        raise ValueError("illegal action %r" % (a,))
    if current_player(s) == CHANCE:
        _draw_outcome(s)
    _apply(s, a)
    if s[_PHASE] >= PH_PLAY and s[_PHASE] != PH_OVER:
        _check_end(s)


def _apply(s, a):
    ph = s[_PHASE]
    if ph == PH_HEROES:
        if a == DEAL:
            s[_FLAGS] |= _F_DEAL_HEROES
        else:
            _deal(s, P_HERO, a - HERO)
    elif ph == PH_QUESTS:
        if a == DEAL:
            s[_FLAGS] |= _F_DEAL_QUESTS
        else:
            _deal(s, P_QUEST, a - QUEST)
    elif ph == PH_OPTIONS:
        _apply_option(s, a)
    elif ph == _PH_FIRST:
        _start_play(s, a - SEAT)
    elif ph == PH_TIE or ph == _PH_TIE_RANDOM:
        if a == TIE_RANDOM:
            s[_PHASE] = _PH_TIE_RANDOM
        else:
            s[_TARGET] = a - SEAT
            s[_TIE] = 0
            s[_PHASE] = PH_PLAY
    elif ph == _PH_TIME:
        s[_TOD] = (a - FACE - 1) // 2  # BQ-4 solo roll
        s[_PHASE] = PH_PLAY
    elif ph >= PH_CH_SETUP:
        _apply_challenge(s, a)
    else:
        _apply_play(s, a)


def _apply_option(s, a):
    if a == EASY_UP or a == EASY_DOWN:
        s[_EASY] += 1 if a == EASY_UP else -1
        s[_TOWN], s[_WILD] = deck_start(s)
    elif a == HARD_BABA:
        s[_FLAGS] ^= F_HARD_BABA
    elif a == HARD_DEATH:
        s[_FLAGS] ^= F_HARD_DEATH
    elif a == ROLL_FIRST:
        s[_PHASE] = _PH_FIRST
    else:
        _apply_edit(s, (a - EDIT) // EDITS, (a - EDIT) % EDITS)


def _start_play(s, first):
    """BQ-1/BQ-4: the rolled first player starts round 1 (no Horseman cycle on the first turn)."""
    s[_FIRST] = first
    s[_CUR] = first
    s[_PHASE] = PH_PLAY
    _begin_turn(s)


def _apply_play(s, a):
    cur = s[_CUR]
    if a == END_TURN:
        _end_turn(s)
    elif a == NEXT_STEP:
        s[_STEP] += 1
    elif a == TOWN_DRAW:
        s[_TOWN] -= 1
    elif a == TOWN_BACK:
        s[_TOWN] += 1
    elif a == WILD_DRAW:
        s[_WILD] -= 1
    elif a == WILD_BACK:
        s[_WILD] += 1
    elif a == RESHUFFLE_TOWN or a == RESHUFFLE_WILD:
        # BQ-3: the discard pile goes back; the count restarts at the set-up size (correct it with -)
        s[_FLAGS] |= F_RESHUFFLED
        if a == RESHUFFLE_TOWN:
            s[_TOWN] = deck_start(s)[0]
        else:
            s[_WILD] = deck_start(s)[1]
    elif a == BABA_WON or a == BABA_LOST:
        _baba_encounter(s, a == BABA_WON)
    elif a == KOSH_PACT:
        s[_FLAGS] |= F_KOSH_USED
        s[_TFLAGS] |= _T_PACT
        s[_KOSH] = ANYONE if s[_STYLE] == COOPERATIVE else cur
    elif a == TSAROV:
        s[_TFLAGS] |= _T_TSAROV
        s[_STEP] = 3
    elif a == ROLL_TIME:
        s[_PHASE] = _PH_TIME
    elif a >= EDIT:
        _apply_edit(s, (a - EDIT) // EDITS, (a - EDIT) % EDITS)
    else:
        _open_challenge(s, a)


# ---------------------------------------------------------------- players (BQ-2, BQ-6)


def _apply_edit(s, p, e):
    if e <= E_REP_DOWN:
        _pset(s, p, P_REP, pget(s, p, P_REP) + (1 if e == E_REP_UP else -1))
    elif e <= E_CUNNING_DOWN:
        f = P_MOVE + (e - E_MOVE_UP) // 2
        _pset(s, p, f, pget(s, p, f) + (1 if e % 2 == 0 else -1))
    elif e == E_QUEST_UP:
        _quest_step(s, p)
    elif e == E_QUEST_DOWN:
        _pset(s, p, P_STEP, pget(s, p, P_STEP) - 1)
    elif e <= E_PEN_DOWN:
        _pset(s, p, P_PEN_NEXT, pget(s, p, P_PEN_NEXT) + (1 if e == E_PEN_UP else -1))
    elif e == E_MISS:
        _pset(s, p, _P_FLAGS, pget(s, p, _P_FLAGS) ^ _P_MISS)
    elif e == E_DEATH:
        kill(s, p)
    elif e == E_OUT:
        _pset(s, p, _P_FLAGS, pget(s, p, _P_FLAGS) | _P_OUT)
    else:
        _pset(s, p, P_QLEN, pget(s, p, P_QLEN) + (1 if e == E_QLEN_UP else -1))
        if pget(s, p, P_STEP) > pget(s, p, P_QLEN):
            _pset(s, p, P_STEP, pget(s, p, P_QLEN))


def kill(s, p):
    """BQ-6: Rep to 0, back to the starting town, misses the next turn; quest steps kept."""
    _pset(s, p, P_REP, 0)
    _pset(s, p, _P_FLAGS, pget(s, p, _P_FLAGS) | _P_MISS)
    if s[_STYLE] == SOLO and s[_FLAGS] & F_HARD_DEATH:
        _finish(s, RES_LOSS, 0, _END_HARD_DEATH)  # BQ-13 optional harder rule


def miss_next_turn(s, p):
    _pset(s, p, _P_FLAGS, pget(s, p, _P_FLAGS) | _P_MISS)


def add_rep(s, p, n):
    _pset(s, p, P_REP, min(_MAX_REP, pget(s, p, P_REP) + n))


def _quest_step(s, p):
    """One more quest step; BQ-12: in cooperative play a finished quest advances the others one step."""
    step = pget(s, p, P_STEP) + 1
    _pset(s, p, P_STEP, step)
    if step < pget(s, p, P_QLEN) or s[_STYLE] != COOPERATIVE:
        return
    for q in range(s[_N]):
        if q != p and not is_out(s, q) and pget(s, q, P_STEP) < pget(s, q, P_QLEN) - 1:
            _pset(s, q, P_STEP, pget(s, q, P_STEP) + 1)


# ---------------------------------------------------------------- challenges (BQ-7 … BQ-10)


def challenge_difficulty(base, rep=0, plus_rep=False):
    """BQ-7: base (+ Rep when the card says so), never above 6 and never below 2."""
    if rep < 0:
        raise ValueError("Rep below 0")
    d = base + rep if plus_rep else base
    return 6 if d > 6 else (2 if d < 2 else d)


def challenge_passes(dice, difficulty):
    """BQ-7: any one die meeting or beating the difficulty passes; dice are not added."""
    for d in dice:
        if d >= difficulty:
            return True
    return False


def forlorn_difficulty(tod):
    """BQ-9: Forlorn Hills, Fight 3 at dawn, 4 at noon, 5 at night."""
    return 3 + tod


def challenge_dice_count(s):
    """BQ-7: ability + bonus dice (+ Koshchey's die at Baba Yaga) - lingering penalty, at least 1."""
    if s[_CH_ROLLED] or s[_PHASE] >= PH_CH_READY:
        return s[_CH_N]
    cur = s[_CUR]
    n = pget(s, cur, P_MOVE + s[_CH_ABIL]) + s8(s, _CH_BONUS) - pget(s, cur, P_PEN_NOW)
    if s[_CH_FLAGS] & _C_BABA and kosh_bonus_for(s, cur):
        n += 1
    return _MAX_DICE if n > _MAX_DICE else (1 if n < 1 else n)


def current_difficulty(s):
    """The challenge's difficulty: as set up now, or as fixed by the first roll."""
    if s[_PHASE] >= PH_CH_READY:
        return s[_CH_DIFF]
    rep = pget(s, s[_CH_REP_OF], P_REP)
    return challenge_difficulty(s[_CH_BASE], rep, s[_CH_FLAGS] & _C_PLUS_REP != 0)


def challenge_die(s, i):
    return s[_CH_DICE + i]


def challenge_rolled(s):
    return s[_CH_ROLLED]


def challenge_result(s):
    return s[_CH_RESULT]


def challenge_kind(s):
    return s[_CH_KIND]


def challenge_setup(s):
    """(ability 0..2, base, "+ Rep" on, Baba Yaga's die asked for, bonus dice, rerolls with Rep, item rerolls)."""
    f = s[_CH_FLAGS]
    return (s[_CH_ABIL], s[_CH_BASE], f & _C_PLUS_REP != 0, f & _C_BABA != 0, s8(s, _CH_BONUS),
            s[_CH_REP_REROLLS], s[_CH_ITEM_REROLLS])


def _open_challenge(s, a):
    """Set up a challenge for the current player: a plain one or a ready-made one (BQ-9)."""
    cur = s[_CUR]
    for i in range(_CH_KIND, _CH_DICE + _MAX_DICE):
        s[i] = 0
    s[_CH_REP_OF] = cur
    if a == KOSH_RESCUE:
        s[_TFLAGS] |= _T_RESCUE_TRIED
        s[_CH_KIND], s[_CH_ABIL], s[_CH_BASE] = K_RESCUE, 0, 5
    elif a < FORLORN:
        s[_CH_ABIL] = a - CH_OPEN
        s[_CH_BASE] = 4
    elif a == FORLORN:
        s[_CH_KIND], s[_CH_ABIL], s[_CH_BASE] = _K_FORLORN, 1, forlorn_difficulty(s[_TOD])
    else:  # steal an Item (Fight) or beguile an Ally (Cunning): 3 + the other's Rep
        steal = a < BEGUILE
        s[_CH_KIND] = _K_STEAL if steal else _K_BEGUILE
        s[_CH_ABIL] = 1 if steal else 2
        s[_CH_BASE] = 3
        s[_CH_FLAGS] = _C_PLUS_REP
        s[_CH_REP_OF] = (a - STEAL) % 6
    s[_PHASE] = PH_CH_SETUP


def _challenge_actions(s):
    ph = s[_PHASE]
    if ph == PH_CH_ENTER:
        return [FACE + f for f in range(1, 7)]
    if ph == PH_CH_READY:
        return [ROLL, ENTER]
    if ph == PH_CH_RESULT:
        out = [DONE]
        if s[_CH_RESULT] == CH_FAILED:
            if pget(s, s[_CUR], P_REP) > 0:
                out.append(REROLL_REP)
            out.append(REROLL_ITEM)
        return out
    out = [ROLL, ENTER, CANCEL]
    bonus = s8(s, _CH_BONUS)
    if bonus < _MAX_BONUS:
        out.append(BONUS_UP)
    if bonus > -_MAX_BONUS:
        out.append(BONUS_DOWN)
    if s[_CH_KIND] == K_PLAIN:
        for a in range(3):
            if a != s[_CH_ABIL]:
                out.append(CH_ABILITY + a)
        if s[_CH_BASE] < 6:
            out.append(BASE_UP)
        if s[_CH_BASE] > 1:
            out.append(BASE_DOWN)
        out.append(PLUS_REP)
        if baba_on(s):
            out.append(BABA_CH)
    return out


def _apply_challenge(s, a):
    cur = s[_CUR]
    if a == ROLL or a == ENTER:
        if s[_PHASE] == PH_CH_SETUP:
            s[_CH_N] = challenge_dice_count(s)
            s[_CH_DIFF] = current_difficulty(s)
        s[_CH_ROLLED] = 0
        s[_CH_RESULT] = 0
        s[_PHASE] = _PH_CH_ROLL if a == ROLL else PH_CH_ENTER
    elif a > FACE and a <= FACE + 6:
        i = s[_CH_ROLLED]
        s[_CH_DICE + i] = a - FACE
        s[_CH_ROLLED] = i + 1
        if i + 1 == s[_CH_N]:
            ok = challenge_passes(s[_CH_DICE:_CH_DICE + i + 1], s[_CH_DIFF])
            s[_CH_RESULT] = CH_PASSED if ok else CH_FAILED
            s[_PHASE] = PH_CH_RESULT
    elif a == REROLL_REP:
        _pset(s, cur, P_REP, pget(s, cur, P_REP) - 1)  # BQ-8: discard a Rep card
        s[_CH_REP_REROLLS] += 1
        s[_PHASE] = PH_CH_READY
    elif a == REROLL_ITEM:
        s[_CH_ITEM_REROLLS] += 1
        s[_PHASE] = PH_CH_READY
    elif a == DONE:
        _challenge_effects(s, cur, s[_CH_RESULT] == CH_PASSED)
        if s[_PHASE] != PH_OVER:
            s[_PHASE] = PH_PLAY
    elif a == CANCEL:
        s[_CH_KIND] = K_PLAIN
        s[_PHASE] = PH_PLAY
    elif a == BONUS_UP or a == BONUS_DOWN:
        set_s8(s, _CH_BONUS, s8(s, _CH_BONUS) + (1 if a == BONUS_UP else -1))
    elif a == BASE_UP or a == BASE_DOWN:
        s[_CH_BASE] += 1 if a == BASE_UP else -1
    elif a == PLUS_REP:
        s[_CH_FLAGS] ^= _C_PLUS_REP
    elif a == BABA_CH:
        s[_CH_FLAGS] ^= _C_BABA
    else:
        s[_CH_ABIL] = a - CH_ABILITY


def _challenge_effects(s, p, passed):
    """The printed win/lose effects of the ready-made challenges (BQ-9)."""
    kind = s[_CH_KIND]
    if kind == _K_FORLORN and passed:
        add_rep(s, p, 1)  # take the first Rep card from a discard pile
    elif kind in (_K_STEAL, _K_BEGUILE, _K_FORLORN) and not passed:
        miss_next_turn(s, p)
    elif kind == K_RESCUE and not passed:
        s[_KOSH] = NOBODY  # killed, and the extra die is lost
        kill(s, p)


# ---------------------------------------------------------------- turns (BQ-4) and Baba Yaga (BQ-5)


def _begin_turn(s):
    """Start the current seat's turn: lingering penalties come due; a missed turn is flipped face up."""
    p = s[_CUR]
    s[_STEP] = 0
    s[_TFLAGS] = 0
    _pset(s, p, P_PEN_NOW, pget(s, p, P_PEN_NEXT))
    _pset(s, p, P_PEN_NEXT, 0)
    if misses_turn(s, p):
        _pset(s, p, _P_FLAGS, pget(s, p, _P_FLAGS) & ~_P_MISS)
        s[_TFLAGS] = _T_SKIPPING


def _end_turn(s):
    p = s[_CUR]
    _pset(s, p, P_PEN_NOW, 0)
    if s[_STYLE] == SOLO:
        s[_TOD] = 3  # BQ-4: rolled again when it next matters
    if s[_STYLE] == COMPETITIVE and (s[_TOWN] == 0 or s[_WILD] == 0):
        _finish_by_rep(s, _END_DECK, NOBODY)  # BQ-11: an empty deck at the end of a turn
        return
    n = s[_N]
    new_round = False
    for k in range(1, n + 1):
        q = (p + k) % n
        if q == s[_FIRST]:
            new_round = True
        if not is_out(s, q):
            break
    s[_CUR] = q
    set_u16(s, _TURN, u16(s, _TURN) + 1)
    _begin_turn(s)
    if new_round:
        set_u16(s, _ROUND, u16(s, _ROUND) + 1)
        if s[_STYLE] != SOLO:
            s[_TOD] = (s[_TOD] + 1) % 3  # BQ-4: White -> Red -> Black -> White, even on a missed turn
        _move_baba(s)


def _move_baba(s):
    """BQ-5: after the Horseman she flies 2 spaces toward the highest Rep (only once someone has 3)."""
    if not baba_on(s):
        return
    best, tie = _top_rep(s)
    if best < 3:
        s[_TARGET] = NOBODY
        return
    if tie & (tie - 1) == 0:
        for p in range(s[_N]):
            if tie == 1 << p:
                s[_TARGET] = p
        return
    s[_TIE] = tie
    s[_PHASE] = PH_TIE  # the players say who is closest, or leave it to the box


def _top_rep(s):
    """(the highest Rep among the players still in, a bit per seat that has it)."""
    best = -1
    tie = 0
    for p in range(s[_N]):
        if is_out(s, p):
            continue
        r = pget(s, p, P_REP)
        if r > best:
            best, tie = r, 1 << p
        elif r == best:
            tie |= 1 << p
    return best, tie


def _baba_encounter(s, won):
    cur = s[_CUR]
    if kosh_bonus_for(s, cur):
        s[_KOSH] = NOBODY  # BQ-9: the extra die is spent on this encounter
    if not won:
        if s[_STYLE] == SOLO and s[_FLAGS] & F_HARD_BABA:
            _finish(s, RES_LOSS, 0, _END_HARD_BABA)  # BQ-13 optional harder rule
        return  # BQ-5: a lost encounter stays on top
    s[_BEATEN] += 1
    if s[_BEATEN] == 3:
        add_rep(s, cur, 3)
        if s[_STYLE] == COMPETITIVE:
            _finish_by_rep(s, _END_BABA, cur)
        else:
            _finish(s, RES_WIN, _active_mask(s), _END_BABA)


# ---------------------------------------------------------------- end of the game (BQ-11 … BQ-13)


def _active_mask(s):
    m = 0
    for p in range(s[_N]):
        if not is_out(s, p):
            m |= 1 << p
    return m


def _finish(s, result, winners, reason):
    s[_RESULT] = result
    s[_WINNERS] = winners
    s[_REASON] = reason
    s[_PHASE] = PH_OVER


def _finish_by_rep(s, reason, beater):
    """BQ-11: highest Rep wins; a tie goes to whoever beat the third Baba Yaga, otherwise no winner."""
    tie = _top_rep(s)[1]
    if tie & (tie - 1) == 0 and tie:
        _finish(s, RES_WIN, tie, reason)
    elif beater != NOBODY and tie & (1 << beater):
        _finish(s, RES_WIN, 1 << beater, reason)
    else:
        _finish(s, RES_NO_WINNER, 0, reason)


def _check_end(s):
    """Every check that can end the game after a change, by style."""
    active = _active_mask(s)
    st = s[_STYLE]
    if active == 0:
        _finish(s, RES_NO_WINNER if st == COMPETITIVE else RES_LOSS, 0, _END_ALL_OUT)
        return
    done = 0
    any_rep = False
    for p in range(s[_N]):
        if active & (1 << p):
            if pget(s, p, P_STEP) >= pget(s, p, P_QLEN):
                done |= 1 << p
            r = pget(s, p, P_REP)
            if r > 0:
                any_rep = True
            if r >= 3:
                s[_FLAGS] |= _F_BABA_ON  # BQ-5: she enters and then stays
    if st == COMPETITIVE:
        if done:
            _finish(s, RES_WIN, done, _END_QUEST)  # BQ-11: a completed quest wins at once
        return
    if st == SOLO and done or st == COOPERATIVE and done == active:
        _finish(s, RES_WIN, active, _END_QUEST)  # BQ-12, BQ-13
    elif s[_TOWN] == 0 or s[_WILD] == 0:
        _finish(s, RES_LOSS, 0, _END_DECK)
    elif st == COOPERATIVE and baba_on(s) and not any_rep:
        _finish(s, RES_LOSS, 0, _END_NO_REP)


def returns(s):
    n = s[_N]
    if s[_PHASE] != PH_OVER or s[_RESULT] == RES_NO_WINNER:
        return [0] * n
    if s[_RESULT] == RES_LOSS:
        return [-1] * n
    w = s[_WINNERS]
    return [1 if w & (1 << p) else -1 for p in range(n)]


# ---------------------------------------------------------------- readable views (yaga.rules.quest_view)


def action_to_str(s, a):
    """Loaded only when asked (tests, debugging): the box's screens never need it."""
    from yaga.rules.quest_view import action_to_str as name

    return name(s, a)


def to_dict(s):
    from yaga.rules.quest_view import to_dict as view

    return view(s)
