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
|  22 |  1   | turn flags: skipping, Koshchey pact made, rescue tried, Tsarov traded,    |
|     |      |             the encounter card drawn                                      |
|  23 |  1   | result: 0 playing, RES_WIN, RES_LOSS, RES_NO_WINNER                       |
|  24 |  1   | winners (bit per seat)                                                    |
|  25 |  1   | end reason (END_*)                                                        |
|  26 |  1   | set-up cursor (seat picking a hero or quest, or entering its abilities)   |
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
| 60 ABILITIES_DONE | set-up: the cursor seat's abilities are entered from its character card   |
| 61 / 62           | the turn's encounter: draw a Town / Wilderness card (BQ-3, BQ-4 step 3)  |
| 64 + 17*p + e     | edit seat p (E_* below)                                                  |
| 170 + h           | hero h (a pick, or the chance outcome of a deal)                         |
| 176 + q           | quest q (a pick or a dealt card)                                         |
| 182 + p           | seat p (first player rolled, Baba Yaga's target said or picked)          |

Chance nodes: one die at a time (6 outcomes), a dealt hero or quest (the unused ones), the first player
(one outcome per seat), Baba Yaga's random tie (the tied seats). All outcomes weigh 1.

The whole contract of yaga.engine is defined here by name, returns, action_to_str and to_dict included (their
English names are yaga.games.quest.readable's, imported when first asked for: the box never asks), and so are the phases' own steps (set-up, play, challenges: the sections at the end). The screens read the state
by the public names (`s[q.PHASE]`, the phases, the actions, the edits); the numbers only the engine uses are
private (`_X = const(n)`, folded into the code). The engine is one module on purpose: its phases share the
state's layout, and split into modules each of those numbers became a module global, an interned name and an
attribute load at every use (about 5 KB more heap on the box, and 47 more names interned).
"""

from yaga.compat import const
from yaga.rng import draw_below, seed_state

# yaga.engine's CHANCE and TERMINAL (the contract's, by name here): yaga.engine is not loaded on the box
CHANCE = const(-1)
TERMINAL = const(-2)
STATE_SIZE = const(118)
MAX_PLAYERS = const(6)

STYLES = ("competitive", "cooperative", "solo")
COMPETITIVE = const(0)
COOPERATIVE = const(1)
SOLO = const(2)

_TOWN_CARDS = const(32)
_WILD_CARDS = const(40)
NOBODY = const(255)
ANYONE = const(254)
MAX_REP = const(60)
_MAX_ABILITY = const(9)
MAX_QUEST_LEN = const(12)
_MAX_PENALTY = const(5)
DEFAULT_QUEST_LEN = const(6)

# header offsets
PHASE = const(4)
STYLE = const(5)
N = const(6)
EASY = const(7)
FLAGS = const(8)
FIRST = const(9)
CUR = const(10)
ROUND = const(11)
TURN = const(13)
TOD = const(15)
BEATEN = const(16)
TARGET = const(17)
TOWN = const(18)
WILD = const(19)
KOSH = const(20)
STEP = const(21)
TFLAGS = const(22)
RESULT = const(23)
WINNERS = const(24)
REASON = const(25)
CURSOR = const(26)
_TIE = const(27)
_PLAYERS = const(52)
_PSIZE = const(11)

# challenge block
CH_KIND = const(28)
CH_ABIL = const(29)
CH_BASE = const(30)
CH_FLAGS = const(31)
_CH_BONUS = const(32)
_CH_REP_OF = const(33)
CH_DIFF = const(34)
CH_N = const(35)
CH_ROLLED = const(36)
CH_RESULT = const(37)
CH_REP_REROLLS = const(38)
CH_ITEM_REROLLS = const(39)
CH_DICE = const(40)
_MAX_DICE = const(12)
_MAX_BONUS = const(5)
K_PLAIN = const(0)
_K_STEAL = const(1)
_K_BEGUILE = const(2)
K_FORLORN = const(3)
K_RESCUE = const(4)
C_PLUS_REP = const(1)
C_BABA = const(2)
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
P_FLAGS = const(8)
P_PEN_NEXT = const(9)
P_PEN_NOW = const(10)
P_MISS = const(1)
_P_OUT = const(2)

# flags
F_HARD_BABA = const(1)
F_HARD_DEATH = const(2)
F_RESHUFFLED = const(4)
F_KOSH_USED = const(8)
F_BABA_ON = const(16)
_F_DEAL_HEROES = const(32)
_F_DEAL_QUESTS = const(64)
T_SKIPPING = const(1)
_T_PACT = const(2)
_T_RESCUE_TRIED = const(4)
_T_TSAROV = const(8)
_T_DRAWN = const(16)

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
_RES_WIN = const(1)
RES_LOSS = const(2)
RES_NO_WINNER = const(3)
END_QUEST = const(1)
_END_BABA = const(2)
_END_DECK = const(3)
_END_NO_REP = const(4)
_END_ALL_OUT = const(5)
_END_HARD_BABA = const(6)
END_HARD_DEATH = const(7)

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
ABILITIES_DONE = const(60)
ENCOUNTER_TOWN = const(61)
ENCOUNTER_WILD = const(62)
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
# the edits each phase offers, a bit per E_* (BQ-2 set-up: dice and quest length; BQ-6 play: all but the length)
_SETUP_EDITS = const(0x180FC)
_PLAY_EDITS = const(0x7FFF)

_REMOVED_BY_PLAYERS = b"\x00\x00\x0a\x05\x00\x00\x00"  # BQ-1, index = players (1 only in solo)
# BQ-2: the Move, Fight and Cunning the rulebook prints for each hero (3 bytes a hero, hero h's at 3 * h), 0
# where it prints none: only "Fyodor Lyzhnikov has two Move symbols printed on his character card"; the table
# enters the others from the cards (1 until then)
PRINTED_DICE = b"\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"


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


def challenge_difficulty(base, rep=0, plus_rep=False):
    """BQ-7 (the places and duel menus show it outside a challenge too): base (+ Rep when the card says so), never
    above 6 and never below 2."""
    if rep < 0:
        raise ValueError("Rep below 0")
    d = base + rep if plus_rep else base
    return 6 if d > 6 else (2 if d < 2 else d)


def forlorn_difficulty(tod):
    """BQ-9: Forlorn Hills, Fight 3 at dawn, 4 at noon, 5 at night."""
    return 3 + tod


def pget(s, p, f):
    return s[_PLAYERS + _PSIZE * p + f]


def pset(s, p, f, v):
    s[_PLAYERS + _PSIZE * p + f] = v


def is_out(s, p):
    return pget(s, p, P_FLAGS) & _P_OUT != 0


def deck_start(s):
    """(Town, Wilderness) cards at the start, after BQ-1's removal (and after a reshuffle, BQ-3)."""
    n = removed(s)
    return _TOWN_CARDS - n, _WILD_CARDS - n


def removed(s):
    """BQ-1: the cards this game removes from each encounter deck."""
    return cards_to_remove(s[N], s[STYLE] == SOLO, s[EASY])


def is_valid(s):
    """A state a screen can resume (a save is checked before it is trusted): the right size, every
    field in its range, every seat named a seat in the game, the counts consistent (quest steps within the
    quest, dice rolled within the dice, no more cards than the decks start with, BQ-1), and not waiting on a
    chance outcome (the box resolves those before it saves). Never raises, whatever the bytes."""
    if len(s) != STATE_SIZE or s[PHASE] > PH_OVER or s[STYLE] > SOLO:
        return False
    n = s[N]
    if not (n == 1 if s[STYLE] == SOLO else 2 <= n <= MAX_PLAYERS) or s[CUR] >= n or s[FIRST] >= n:
        return False
    if s[FLAGS] >= 0x80 or not s[ROUND] | s[ROUND + 1] or not s[TURN] | s[TURN + 1]:
        return False
    town, wild = deck_start(s)
    if town < 0 or s[TOWN] > town or s[WILD] > wild or s[TOD] > 3 or s[BEATEN] > 3 or s[STEP] > 3:
        return False
    if not _seat_or(s[TARGET], n, NOBODY) or not _seat_or(s[KOSH], n, NOBODY, ANYONE):
        return False
    if s[TFLAGS] >= 0x20 or s[RESULT] > RES_NO_WINNER or s[WINNERS] >> n or s[REASON] > END_HARD_DEATH:
        return False
    ph = s[PHASE]
    if s[CURSOR] > n or ph <= PH_QUESTS and s[CURSOR] == n or s[_TIE] >> n or not _challenge_valid(s, n):
        return False  # BQ-1: the seat picking a hero or a quest is a seat; past the last, the abilities are done
    tie = s[_TIE]
    if (ph == PH_TIE or ph == _PH_TIE_RANDOM) and tie & (tie - 1) == 0:  # BQ-5: a tie is two seats or more
        return False
    w = s[WINNERS]  # BQ-11 … BQ-13: an ended game has a result and its reason; a win, its winners (one apart)
    over = ph == PH_OVER
    if over != (s[RESULT] != 0) or over != (s[REASON] != 0) or (s[RESULT] == _RES_WIN) != (w != 0):
        return False
    if s[STYLE] == COMPETITIVE and w & (w - 1):
        return False
    held = 0  # the heroes and quests dealt, a bit each: no card twice
    for p in range(n):  # BQ-1: heroes, then quests, dealt seat by seat; every seat has both once play is set up
        o = _PLAYERS + _PSIZE * p
        hero, quest = s[o + P_HERO], s[o + P_QUEST]
        if (hero == NOBODY) != (ph == PH_HEROES and p >= s[CURSOR]):
            return False
        if (quest == NOBODY) != (ph == PH_HEROES or ph == PH_QUESTS and p >= s[CURSOR]):
            return False
        for card, bit in ((hero, hero), (quest, 6 + quest)):  # bits 0-5 the heroes, 6-11 the quests
            if card != NOBODY:
                if card > 5 or held >> bit & 1:
                    return False
                held |= 1 << bit
        if s[o + P_REP] > MAX_REP or s[o + P_STEP] > s[o + P_QLEN] or not 1 <= s[o + P_QLEN] <= MAX_QUEST_LEN:
            return False
        if s[o + P_FLAGS] > (P_MISS | _P_OUT) or s[o + P_PEN_NEXT] > _MAX_PENALTY or s[o + P_PEN_NOW] > _MAX_PENALTY:
            return False
        for f in (P_MOVE, P_FIGHT, P_CUNNING):
            if s[o + f] > _MAX_ABILITY:
                return False
    return current_player(s) != CHANCE


def _seat_or(v, n, *others):
    return v < n or v in others


def _challenge_valid(s, n):
    """is_valid's challenge block (BQ-7 … BQ-10): kind, ability, difficulty, bonus dice, the dice rolled."""
    if s[CH_KIND] > K_RESCUE or s[CH_ABIL] > 2 or s[CH_BASE] > 6 or s[CH_FLAGS] > (C_PLUS_REP | C_BABA):
        return False
    bonus = s[_CH_BONUS] - 256 if s[_CH_BONUS] > 127 else s[_CH_BONUS]
    if not -_MAX_BONUS <= bonus <= _MAX_BONUS or s[_CH_REP_OF] >= max(n, 1) or s[CH_DIFF] > 6:
        return False
    if s[CH_N] > _MAX_DICE or s[CH_ROLLED] > s[CH_N] or s[CH_RESULT] > CH_FAILED:
        return False
    if s[CH_REP_REROLLS] == 0xFF or s[CH_ITEM_REROLLS] == 0xFF:  # BQ-8: each reroll is counted, one more must fit
        return False
    ph = s[PHASE]
    if PH_CH_READY <= ph <= PH_CH_RESULT and not s[CH_N]:  # the dice fixed at the first roll: at least one
        return False
    if (ph == _PH_CH_ROLL or ph == PH_CH_ENTER) and s[CH_ROLLED] == s[CH_N]:  # a die still to roll or type in
        return False
    if ph == PH_CH_RESULT and (s[CH_ROLLED] != s[CH_N] or not s[CH_RESULT]):  # every die in, passed or failed
        return False
    for i in range(CH_DICE, CH_DICE + s[CH_ROLLED]):
        if not 1 <= s[i] <= 6:
            return False
    return True


# ---------------------------------------------------------------- contract


def new_state(seed, players=1, style="solo"):
    """A fresh game at the hero deal. style: "competitive", "cooperative" or "solo"."""
    if style not in STYLES:
        raise ValueError("unknown style")
    st = STYLES.index(style)
    cards_to_remove(players, st == SOLO)  # raises on a bad player count for the style
    s = bytearray(STATE_SIZE)
    seed_state(s, 0, seed)
    s[STYLE] = st
    s[N] = players
    s[PHASE] = PH_HEROES
    s[TARGET] = NOBODY
    s[KOSH] = NOBODY
    s[TOD] = 3 if st == SOLO else 0
    s[ROUND + 1] = 1  # round 1 and turn 1 (u16 fields, big-endian)
    s[TURN + 1] = 1
    for p in range(MAX_PLAYERS):
        pset(s, p, P_HERO, NOBODY)
        pset(s, p, P_QUEST, NOBODY)
        pset(s, p, P_QLEN, DEFAULT_QUEST_LEN)
        for f in (P_MOVE, P_FIGHT, P_CUNNING):
            pset(s, p, f, 1)
    s[TOWN], s[WILD] = deck_start(s)
    return s


def current_player(s):
    ph = s[PHASE]
    if ph == PH_OVER:
        return TERMINAL
    if ph in (_PH_FIRST, _PH_TIE_RANDOM, _PH_TIME, _PH_CH_ROLL):
        return CHANCE
    if ph == PH_HEROES:
        return CHANCE if s[FLAGS] & _F_DEAL_HEROES else s[CURSOR]
    if ph == PH_QUESTS:
        return CHANCE if s[FLAGS] & _F_DEAL_QUESTS else s[CURSOR]
    if ph == PH_OPTIONS:
        return s[CURSOR] if s[CURSOR] < s[N] else 0  # the seat entering its abilities, then the first
    return s[CUR]


def legal_actions(s):
    return _legal(s, True)


def step_actions(s):
    """The legal actions but the players' edits, as one list: what a screen tests its choices against
    (is_legal builds such a list on each call)."""
    return _legal(s, False)


def is_legal(s, a):
    """Whether a is legal in s, without listing every player's edits (what screens and apply_action ask)."""
    ph = s[PHASE]
    if a >= EDIT and a < HERO and (ph == PH_OPTIONS or ph == PH_PLAY):
        p = (a - EDIT) // EDITS
        e = (a - EDIT) % EDITS
        edits = _SETUP_EDITS if ph == PH_OPTIONS else _PLAY_EDITS
        return p < s[N] and edits >> e & 1 != 0 and _edit_ok(s, p, e)
    return a in _legal(s, False)


def _legal(s, edits):
    """The legal actions; every player's edits only when `edits` (they are most of the list)."""
    ph = s[PHASE]
    if ph == PH_OVER:
        return []
    if ph <= _PH_FIRST:
        return _setup_legal(s, edits)
    if ph == PH_TIE or ph == _PH_TIE_RANDOM:
        out = [SEAT + p for p in range(s[N]) if s[_TIE] & (1 << p)]
        if ph == PH_TIE:
            out.append(TIE_RANDOM)
        return out
    if ph == _PH_TIME or ph == _PH_CH_ROLL:
        return [FACE + f for f in range(1, 7)]
    if ph >= PH_CH_SETUP:
        return _challenge_actions(s)
    return _play_actions(s, edits)


def add_edits(s, out, edits):
    """Append the legal edits of every seat; edits: a bit per E_* (_SETUP_EDITS or _PLAY_EDITS)."""
    for p in range(s[N]):
        for e in range(EDITS):
            if edits >> e & 1 and _edit_ok(s, p, e):
                out.append(EDIT + EDITS * p + e)


def _edit_ok(s, p, e):
    if is_out(s, p):
        return False
    if e == E_REP_UP:
        return pget(s, p, P_REP) < MAX_REP
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
        return pget(s, p, P_QLEN) < MAX_QUEST_LEN
    if e == E_QLEN_DOWN:
        return pget(s, p, P_QLEN) > 1
    return True  # miss, death, out


def _draw_outcome(s):
    """Advance the PRNG by one chance draw at this node; returns the drawn outcome."""
    legal = _legal(s, False)
    return legal[draw_below(s, 0, len(legal))]


def sample_chance(s):
    if current_player(s) != CHANCE:
        raise ValueError("not a chance node")
    return _draw_outcome(bytearray(s))  # on a copy: s and its PRNG untouched


def apply_action(s, a):
    if not is_legal(s, a):
        raise ValueError("illegal action %r" % (a,))
    if current_player(s) == CHANCE:
        _draw_outcome(s)
    ph = s[PHASE]
    if ph <= _PH_FIRST:
        _setup_apply(s, a)
    elif ph == PH_TIE or ph == _PH_TIE_RANDOM:
        if a == TIE_RANDOM:
            s[PHASE] = _PH_TIE_RANDOM
        else:
            s[TARGET] = a - SEAT
            s[_TIE] = 0
            s[PHASE] = PH_PLAY
    elif ph == _PH_TIME:
        s[TOD] = (a - FACE - 1) // 2  # BQ-4 solo roll
        s[PHASE] = PH_PLAY
    elif ph >= PH_CH_SETUP:
        _challenge_apply(s, a)
    else:
        _apply_play(s, a)
    if s[PHASE] >= PH_PLAY and s[PHASE] != PH_OVER:
        _check_end(s)


def chance_outcomes(s):
    if current_player(s) != CHANCE:
        return []
    return [(a, 1) for a in legal_actions(s)]


def returns(s):
    n = s[N]
    if s[PHASE] != PH_OVER or s[RESULT] == RES_NO_WINNER:
        return [0] * n
    if s[RESULT] == RES_LOSS:
        return [-1] * n
    w = s[WINNERS]
    return [1 if w & (1 << p) else -1 for p in range(n)]


# ---------------------------------------------------------------- readable views (action_to_str, to_dict)


def action_to_str(s, a):
    from yaga.games.quest import readable  # the names: loaded when first asked for (tests, tools), never on the box

    return readable.action_to_str(s, a)


def to_dict(s):
    from yaga.games.quest import readable

    return readable.to_dict(s)


# ---------------------------------------------------------------- players (BQ-2, BQ-6)


def apply_edit(s, p, e):
    """BQ-2: the set-up's edits (dice counts, quest length) here; the play's (BQ-6) in _play_edit."""
    if E_MOVE_UP <= e <= E_CUNNING_DOWN:
        f = P_MOVE + (e - E_MOVE_UP) // 2
        pset(s, p, f, pget(s, p, f) + (1 if e % 2 == 0 else -1))
    elif e == E_QLEN_UP or e == E_QLEN_DOWN:
        pset(s, p, P_QLEN, pget(s, p, P_QLEN) + (1 if e == E_QLEN_UP else -1))
        if pget(s, p, P_STEP) > pget(s, p, P_QLEN):
            pset(s, p, P_STEP, pget(s, p, P_QLEN))
    else:
        _play_edit(s, p, e)


# ---------------------------------------------------------------- set-up (BQ-1, BQ-2)
# the hero and quest deal, each hero's abilities from the character card, the options, the first player's roll


def _setup_legal(s, edits):
    """The legal actions of the set-up phases (every player's edits only when `edits`)."""
    ph = s[PHASE]
    if ph == PH_HEROES or ph == PH_QUESTS:  # the heroes (or quests) no seat holds yet, and the random deal
        hero = ph == PH_HEROES
        held = 0
        for p in range(s[N]):
            v = pget(s, p, P_HERO if hero else P_QUEST)
            if v != NOBODY:
                held |= 1 << v
        base = HERO if hero else QUEST
        out = [base + c for c in range(6) if not held & (1 << c)]
        if not s[FLAGS] & (_F_DEAL_HEROES if hero else _F_DEAL_QUESTS):
            out.append(DEAL)
        return out
    if ph == _PH_FIRST:
        return [SEAT + p for p in range(s[N])]  # the first player's roll
    out = []  # the options (BQ-1, BQ-13) and dice counts (BQ-2)
    if edits:
        add_edits(s, out, _SETUP_EDITS)
    if s[CURSOR] < s[N]:  # BQ-2: each hero's abilities entered from the card before anything else
        out.append(ABILITIES_DONE)
        return out
    if _TOWN_CARDS > cards_to_remove(s[N], s[STYLE] == SOLO, s[EASY] + 1):  # a Town card still left
        out.append(EASY_UP)
    if s[EASY] > 0:
        out.append(EASY_DOWN)
    if s[STYLE] == SOLO:
        out.append(HARD_BABA)
        out.append(HARD_DEATH)
    out.append(ROLL_FIRST)
    return out


def _setup_apply(s, a):
    """Apply a legal set-up action (yaga.games.quest.rules.apply_action checked it)."""
    ph = s[PHASE]
    if ph == PH_HEROES or ph == PH_QUESTS:
        hero = ph == PH_HEROES
        if a == DEAL:
            s[FLAGS] |= _F_DEAL_HEROES if hero else _F_DEAL_QUESTS
            return
        # the card to the cursor seat; on to the quests (then the options) when every seat has one
        p = s[CURSOR]
        pset(s, p, P_HERO if hero else P_QUEST, a - (HERO if hero else QUEST))
        if hero:  # BQ-2: what the rulebook prints for the hero, 1 where it prints nothing
            for i in range(3):
                pset(s, p, P_MOVE + i, PRINTED_DICE[3 * (a - HERO) + i] or 1)
        s[CURSOR] += 1
        if s[CURSOR] == s[N]:
            s[CURSOR] = 0
            s[PHASE] = PH_QUESTS if hero else PH_OPTIONS
    elif ph == _PH_FIRST:
        s[FIRST] = s[CUR] = a - SEAT  # BQ-1/BQ-4: round 1 starts (no Horseman cycle on the first turn)
        s[PHASE] = PH_PLAY
        _begin_turn(s)
    elif a == EASY_UP or a == EASY_DOWN:
        s[EASY] += 1 if a == EASY_UP else -1
        s[TOWN], s[WILD] = deck_start(s)
    elif a == HARD_BABA:
        s[FLAGS] ^= F_HARD_BABA
    elif a == HARD_DEATH:
        s[FLAGS] ^= F_HARD_DEATH
    elif a == ROLL_FIRST:
        s[PHASE] = _PH_FIRST
    elif a == ABILITIES_DONE:
        s[CURSOR] += 1  # the next seat's hero (past the last: the options)
    else:
        apply_edit(s, (a - EDIT) // EDITS, (a - EDIT) % EDITS)


# ---------------------------------------------------------------- play (BQ-3 … BQ-6, BQ-9, BQ-11 … BQ-13)
# the turn's actions and steps, the players menu's edits, the start and end of a turn with the Horseman and
# Baba Yaga's flight, her encounters, and every check that ends the game


def _play_actions(s, edits):
    cur = s[CUR]
    out = [END_TURN]
    town, wild = s[TOWN], s[WILD]
    full_town, full_wild = deck_start(s)  # BQ-3: a card back never makes a deck larger than after set-up
    if town > 0:
        out.append(TOWN_DRAW)
    if town < full_town:
        out.append(TOWN_BACK)
    if wild > 0:
        out.append(WILD_DRAW)
    if wild < full_wild:
        out.append(WILD_BACK)
    if s[N] >= 5 and not s[FLAGS] & F_RESHUFFLED:  # BQ-3: once, a deck that has had cards drawn
        if town < full_town:
            out.append(RESHUFFLE_TOWN)
        if wild < full_wild:
            out.append(RESHUFFLE_WILD)
    if s[STYLE] == SOLO and s[TOD] == 3:
        out.append(ROLL_TIME)  # BQ-4: once a turn, when it first matters (the turn's end forgets it)
    if edits:
        add_edits(s, out, _PLAY_EDITS)
    if s[TFLAGS] & T_SKIPPING or is_out(s, cur):
        return out  # BQ-4: a missed turn has no encounters
    if s[STEP] < 3:
        out.append(NEXT_STEP)
    if s[FLAGS] & F_BABA_ON:
        out.append(BABA_WON)
        out.append(BABA_LOST)
    # BQ-9: a special location is had instead of the location's encounter, so after the game elements' step
    # (step 0), before the Horseman and Hut move (step 3) and not once the encounter card is drawn
    place = 1 <= s[STEP] <= 2 and not s[TFLAGS] & _T_DRAWN  # (a missed turn returned above)
    if place and town > 0:
        out.append(ENCOUNTER_TOWN)
    if place and wild > 0:
        out.append(ENCOUNTER_WILD)
    if place and not s[FLAGS] & F_KOSH_USED:
        out.append(KOSH_PACT)
    if s[TFLAGS] & _T_PACT and not s[TFLAGS] & _T_RESCUE_TRIED:
        out.append(KOSH_RESCUE)
    tod = s[TOD]
    if place and tod < 2 and not s[TFLAGS] & _T_TSAROV:
        out.append(TSAROV)
    for a in range(3):
        out.append(CH_OPEN + a)
    if place and tod < 3:
        out.append(FORLORN)
    if s[STYLE] == COMPETITIVE:
        for p in range(s[N]):
            if p != cur and not is_out(s, p):
                out.append(STEAL + p)
                out.append(BEGUILE + p)
    return out


def _apply_play(s, a):
    cur = s[CUR]
    if a == END_TURN:
        _end_turn(s)
    elif a == NEXT_STEP:
        s[STEP] += 1
    elif a == TOWN_DRAW:
        s[TOWN] -= 1
    elif a == TOWN_BACK:
        s[TOWN] += 1
    elif a == WILD_DRAW:
        s[WILD] -= 1
    elif a == WILD_BACK:
        s[WILD] += 1
    elif a == RESHUFFLE_TOWN or a == RESHUFFLE_WILD:
        # BQ-3: the discard pile goes back; the count restarts at the set-up size (correct it with -)
        s[FLAGS] |= F_RESHUFFLED
        if a == RESHUFFLE_TOWN:
            s[TOWN] = deck_start(s)[0]
        else:
            s[WILD] = deck_start(s)[1]
    elif a == BABA_WON or a == BABA_LOST:
        _baba_encounter(s, a == BABA_WON)
    elif a == ENCOUNTER_TOWN or a == ENCOUNTER_WILD:
        s[TOWN if a == ENCOUNTER_TOWN else WILD] -= 1
        s[TFLAGS] |= _T_DRAWN
        s[STEP] = 2  # BQ-4: the move ends where the card is drawn: its encounter now
    elif a == KOSH_PACT:  # BQ-9: instead of the encounter: on to the Horseman (2 spaces toward the player)
        s[FLAGS] |= F_KOSH_USED
        s[TFLAGS] |= _T_PACT
        s[KOSH] = ANYONE if s[STYLE] == COOPERATIVE else cur
        s[STEP] = 3
    elif a == TSAROV:
        s[TFLAGS] |= _T_TSAROV
        s[STEP] = 3
    elif a == ROLL_TIME:
        s[PHASE] = _PH_TIME
    elif a >= EDIT:
        apply_edit(s, (a - EDIT) // EDITS, (a - EDIT) % EDITS)
    else:
        _open_challenge(s, a)


def _play_edit(s, p, e):
    """BQ-2/BQ-6, the players menu: Rep, quest steps, lingering penalty, a missed turn, a death, out of the game
    (yaga.games.quest.rules.apply_edit does the set-up's edits)."""
    if e <= E_REP_DOWN:
        pset(s, p, P_REP, pget(s, p, P_REP) + (1 if e == E_REP_UP else -1))
    elif e == E_QUEST_UP:
        _quest_step(s, p)
    elif e == E_QUEST_DOWN:
        pset(s, p, P_STEP, pget(s, p, P_STEP) - 1)
    elif e <= E_PEN_DOWN:
        pset(s, p, P_PEN_NEXT, pget(s, p, P_PEN_NEXT) + (1 if e == E_PEN_UP else -1))
    elif e == E_MISS:
        pset(s, p, P_FLAGS, pget(s, p, P_FLAGS) ^ P_MISS)
    elif e == E_DEATH:
        _kill(s, p)
    else:
        pset(s, p, P_FLAGS, pget(s, p, P_FLAGS) | _P_OUT)


def _kill(s, p):
    """BQ-6: Rep to 0, back to the starting town, misses the next turn; quest steps kept."""
    pset(s, p, P_REP, 0)
    pset(s, p, P_FLAGS, pget(s, p, P_FLAGS) | P_MISS)
    if s[STYLE] == SOLO and s[FLAGS] & F_HARD_DEATH:
        _finish(s, RES_LOSS, 0, END_HARD_DEATH)  # BQ-13 optional harder rule


def _add_rep(s, p, n):
    pset(s, p, P_REP, min(MAX_REP, pget(s, p, P_REP) + n))


def _quest_step(s, p):
    """One more quest step; BQ-12: in cooperative play a finished quest advances the others one step."""
    step = pget(s, p, P_STEP) + 1
    pset(s, p, P_STEP, step)
    if step < pget(s, p, P_QLEN) or s[STYLE] != COOPERATIVE:
        return
    for o in range(s[N]):
        if o != p and not is_out(s, o) and pget(s, o, P_STEP) < pget(s, o, P_QLEN) - 1:
            pset(s, o, P_STEP, pget(s, o, P_STEP) + 1)


def _end_turn(s):
    p = s[CUR]
    pset(s, p, P_PEN_NOW, 0)
    if s[STYLE] == SOLO:
        s[TOD] = 3  # BQ-4: rolled again when it next matters
    if s[STYLE] == COMPETITIVE and (s[TOWN] == 0 or s[WILD] == 0):
        _finish_by_rep(s, _END_DECK, NOBODY)  # BQ-11: an empty deck at the end of a turn
        return
    n = s[N]
    new_round = False
    for k in range(1, n + 1):
        nxt = (p + k) % n
        if nxt == s[FIRST]:
            new_round = True
        if not is_out(s, nxt):
            break
    s[CUR] = nxt
    _count_up(s, TURN)
    _begin_turn(s)
    if new_round:
        _count_up(s, ROUND)
        if s[STYLE] != SOLO:
            s[TOD] = (s[TOD] + 1) % 3  # BQ-4: White -> Red -> Black -> White, even on a missed turn
        _move_baba(s)


def _begin_turn(s):
    """Start the current seat's turn: lingering penalties come due; a missed turn is flipped face up."""
    p = s[CUR]
    s[STEP] = 0
    s[TFLAGS] = 0
    pset(s, p, P_PEN_NOW, pget(s, p, P_PEN_NEXT))
    pset(s, p, P_PEN_NEXT, 0)
    if pget(s, p, P_FLAGS) & P_MISS:
        pset(s, p, P_FLAGS, pget(s, p, P_FLAGS) & ~P_MISS)
        s[TFLAGS] = T_SKIPPING


def _count_up(s, at):
    """One more on a u16 field (big-endian): the turn or the round; it stops at 0xFFFF."""
    n = (s[at] << 8 | s[at + 1]) + 1
    if n <= 0xFFFF:
        s[at] = n >> 8
        s[at + 1] = n & 0xFF


def _move_baba(s):
    """BQ-5: after the Horseman she flies 2 spaces toward the highest Rep (only once someone has 3)."""
    if not s[FLAGS] & F_BABA_ON:
        return
    best, tie = _top_rep(s)
    if best < 3:
        s[TARGET] = NOBODY
        return
    if tie & (tie - 1) == 0:
        for p in range(s[N]):
            if tie == 1 << p:
                s[TARGET] = p
        return
    s[_TIE] = tie
    s[PHASE] = PH_TIE  # the players say who is closest, or leave it to the box


def _top_rep(s):
    """(the highest Rep among the players still in, a bit per seat that has it)."""
    best = -1
    tie = 0
    for p in range(s[N]):
        if is_out(s, p):
            continue
        r = pget(s, p, P_REP)
        if r > best:
            best, tie = r, 1 << p
        elif r == best:
            tie |= 1 << p
    return best, tie


def _baba_encounter(s, won):
    cur = s[CUR]
    if _kosh_bonus_for(s, cur):
        s[KOSH] = NOBODY  # BQ-9: the extra die is spent on this encounter
    if not won:
        if s[STYLE] == SOLO and s[FLAGS] & F_HARD_BABA:
            _finish(s, RES_LOSS, 0, _END_HARD_BABA)  # BQ-13 optional harder rule
        return  # BQ-5: a lost encounter stays on top
    s[BEATEN] += 1
    if s[BEATEN] == 3:
        _add_rep(s, cur, 3)
        if s[STYLE] == COMPETITIVE:
            _finish_by_rep(s, _END_BABA, cur)
        else:
            _finish(s, _RES_WIN, _active_mask(s), _END_BABA)


def _active_mask(s):
    m = 0
    for p in range(s[N]):
        if not is_out(s, p):
            m |= 1 << p
    return m


def _finish_by_rep(s, reason, beater):
    """BQ-11: highest Rep wins; a tie goes to whoever beat the third Baba Yaga, otherwise no winner."""
    tie = _top_rep(s)[1]
    if tie & (tie - 1) == 0 and tie:
        _finish(s, _RES_WIN, tie, reason)
    elif beater != NOBODY and tie & (1 << beater):
        _finish(s, _RES_WIN, 1 << beater, reason)
    else:
        _finish(s, RES_NO_WINNER, 0, reason)


def _finish(s, result, winners, reason):
    s[RESULT] = result
    s[WINNERS] = winners
    s[REASON] = reason
    s[PHASE] = PH_OVER


def _check_end(s):
    """Every check that can end the game after a change, by style."""
    active = _active_mask(s)
    st = s[STYLE]
    if active == 0:
        _finish(s, RES_NO_WINNER if st == COMPETITIVE else RES_LOSS, 0, _END_ALL_OUT)
        return
    done = 0
    any_rep = False
    for p in range(s[N]):
        if active & (1 << p):
            if pget(s, p, P_STEP) >= pget(s, p, P_QLEN):
                done |= 1 << p
            r = pget(s, p, P_REP)
            if r > 0:
                any_rep = True
            if r >= 3:
                s[FLAGS] |= F_BABA_ON  # BQ-5: she enters and then stays
    if st == COMPETITIVE:
        if done:
            _finish(s, _RES_WIN, done, END_QUEST)  # BQ-11: a completed quest wins at once
        return
    if st == SOLO and done or st == COOPERATIVE and done == active:
        _finish(s, _RES_WIN, active, END_QUEST)  # BQ-12, BQ-13
    elif s[TOWN] == 0 or s[WILD] == 0:
        _finish(s, RES_LOSS, 0, _END_DECK)
    elif st == COOPERATIVE and s[FLAGS] & F_BABA_ON and not any_rep:
        _finish(s, RES_LOSS, 0, _END_NO_REP)


# ---------------------------------------------------------------- challenges (BQ-7 … BQ-10)
# the dice count and difficulty, opening one, its actions, and the set-up, roll, reroll and result steps with
# the ready-made challenges' effects


def _kosh_bonus_for(s, p):
    """Koshchey's extra die applies to seat p's next Baba Yaga encounter (BQ-9)."""
    holder = s[KOSH]
    return holder == p or holder == ANYONE


def bonus_dice(s):
    """The challenge's bonus dice from card effects, -5..5 (a signed byte)."""
    b = s[_CH_BONUS]
    return b - 256 if b > 127 else b


def challenge_dice_count(s):
    """BQ-7: ability + bonus dice (+ Koshchey's die at Baba Yaga) - lingering penalty, at least 1."""
    if s[CH_ROLLED] or s[PHASE] >= PH_CH_READY:
        return s[CH_N]
    cur = s[CUR]
    n = pget(s, cur, P_MOVE + s[CH_ABIL]) + bonus_dice(s) - pget(s, cur, P_PEN_NOW)
    if s[CH_FLAGS] & C_BABA and _kosh_bonus_for(s, cur):
        n += 1
    return _MAX_DICE if n > _MAX_DICE else (1 if n < 1 else n)


def current_difficulty(s):
    """The challenge's difficulty: as set up now, or as fixed by the first roll."""
    if s[PHASE] >= PH_CH_READY:
        return s[CH_DIFF]
    rep = pget(s, s[_CH_REP_OF], P_REP)
    return challenge_difficulty(s[CH_BASE], rep, s[CH_FLAGS] & C_PLUS_REP != 0)


def challenge_passes(dice, difficulty):
    """BQ-7: any one die meeting or beating the difficulty passes; dice are not added."""
    for d in dice:
        if d >= difficulty:
            return True
    return False


def _open_challenge(s, a):
    """Set up a challenge for the current player: a plain one or a ready-made one (BQ-9)."""
    cur = s[CUR]
    for i in range(CH_KIND, CH_DICE + _MAX_DICE):
        s[i] = 0
    s[_CH_REP_OF] = cur
    if a == KOSH_RESCUE:
        s[TFLAGS] |= _T_RESCUE_TRIED
        s[CH_KIND], s[CH_ABIL], s[CH_BASE] = K_RESCUE, 0, 5
    elif a < FORLORN:
        s[CH_ABIL] = a - CH_OPEN
        s[CH_BASE] = 4
    elif a == FORLORN:
        s[CH_KIND], s[CH_ABIL], s[CH_BASE] = K_FORLORN, 1, forlorn_difficulty(s[TOD])
    else:  # steal an Item (Fight) or beguile an Ally (Cunning): 3 + the other's Rep
        steal = a < BEGUILE
        s[CH_KIND] = _K_STEAL if steal else _K_BEGUILE
        s[CH_ABIL] = 1 if steal else 2
        s[CH_BASE] = 3
        s[CH_FLAGS] = C_PLUS_REP
        s[_CH_REP_OF] = (a - STEAL) % 6
    s[PHASE] = PH_CH_SETUP


def _challenge_actions(s):
    ph = s[PHASE]
    if ph == PH_CH_ENTER:
        return [FACE + f for f in range(1, 7)]
    if ph == PH_CH_READY:
        return [ROLL, ENTER]
    if ph == PH_CH_RESULT:
        out = [DONE]
        if s[CH_RESULT] == CH_FAILED:
            if pget(s, s[CUR], P_REP) > 0:
                out.append(REROLL_REP)
            out.append(REROLL_ITEM)
        return out
    out = [ROLL, ENTER, CANCEL]
    bonus = bonus_dice(s)
    if bonus < _MAX_BONUS:
        out.append(BONUS_UP)
    if bonus > -_MAX_BONUS:
        out.append(BONUS_DOWN)
    if s[CH_KIND] == K_PLAIN:
        for a in range(3):
            if a != s[CH_ABIL]:
                out.append(CH_ABILITY + a)
        if s[CH_BASE] < 6:
            out.append(BASE_UP)
        if s[CH_BASE] > 1:
            out.append(BASE_DOWN)
        out.append(PLUS_REP)
        if s[FLAGS] & F_BABA_ON:
            out.append(BABA_CH)
    return out


def _challenge_apply(s, a):
    cur = s[CUR]
    if a == ROLL or a == ENTER:
        if s[PHASE] == PH_CH_SETUP:
            s[CH_N] = challenge_dice_count(s)
            s[CH_DIFF] = current_difficulty(s)
        s[CH_ROLLED] = 0
        s[CH_RESULT] = 0
        s[PHASE] = _PH_CH_ROLL if a == ROLL else PH_CH_ENTER
    elif a > FACE and a <= FACE + 6:
        i = s[CH_ROLLED]
        s[CH_DICE + i] = a - FACE
        s[CH_ROLLED] = i + 1
        if i + 1 == s[CH_N]:
            ok = challenge_passes(s[CH_DICE:CH_DICE + i + 1], s[CH_DIFF])
            s[CH_RESULT] = CH_PASSED if ok else CH_FAILED
            s[PHASE] = PH_CH_RESULT
    elif a == REROLL_REP:
        pset(s, cur, P_REP, pget(s, cur, P_REP) - 1)  # BQ-8: discard a Rep card
        s[CH_REP_REROLLS] += 1
        s[PHASE] = PH_CH_READY
    elif a == REROLL_ITEM:
        s[CH_ITEM_REROLLS] += 1
        s[PHASE] = PH_CH_READY
    elif a == DONE:
        if s[CH_KIND] == K_FORLORN:
            s[STEP] = 3  # BQ-9: it was the turn's encounter; the Horseman moves 2 spaces toward the player
        _effects(s, cur, s[CH_RESULT] == CH_PASSED)
        if s[PHASE] != PH_OVER:
            s[PHASE] = PH_PLAY
    elif a == CANCEL:
        s[CH_KIND] = K_PLAIN
        s[PHASE] = PH_PLAY
    elif a == BONUS_UP or a == BONUS_DOWN:
        s[_CH_BONUS] = (bonus_dice(s) + (1 if a == BONUS_UP else -1)) & 0xFF  # a signed byte
    elif a == BASE_UP or a == BASE_DOWN:
        s[CH_BASE] += 1 if a == BASE_UP else -1
    elif a == PLUS_REP:
        s[CH_FLAGS] ^= C_PLUS_REP
    elif a == BABA_CH:
        s[CH_FLAGS] ^= C_BABA
    else:
        s[CH_ABIL] = a - CH_ABILITY


def _effects(s, p, passed):
    """The printed win/lose effects of the ready-made challenges (BQ-9)."""
    kind = s[CH_KIND]
    # a Forlorn Hills win takes the first card that adds Rep from a discard pile, if there is one: the table
    # says so (the screens' "card taken, +1 Rep"), the engine adds no Rep by itself
    if kind in (_K_STEAL, _K_BEGUILE, K_FORLORN) and not passed:
        pset(s, p, P_FLAGS, pget(s, p, P_FLAGS) | P_MISS)  # misses the next turn
    elif kind == K_RESCUE and not passed:
        s[KOSH] = NOBODY  # killed, and the extra die is lost
        _kill(s, p)
