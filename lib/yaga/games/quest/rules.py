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
| 64 + 17*p + e     | edit seat p (E_* below)                                                  |
| 170 + h           | hero h (a pick, or the chance outcome of a deal)                         |
| 176 + q           | quest q (a pick or a dealt card)                                         |
| 182 + p           | seat p (first player rolled, Baba Yaga's target said or picked)          |

Chance nodes: one die at a time (6 outcomes), a dealt hero or quest (the unused ones), the first player
(one outcome per seat), Baba Yaga's random tie (the tied seats). All outcomes weigh 1.

The whole contract of yaga.engine is defined here by name, returns, action_to_str and to_dict included, with
the state's offsets, the phases and the actions as public names (screens read the state as `s[q.PHASE]`); the
phases' own steps are in yaga.games.quest.setup, .turns and .challenge, which this module imports.
"""

from yaga.compat import const
from yaga.games.quest import challenge, setup, turns
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

TOWN_CARDS = const(32)
WILD_CARDS = const(40)
NOBODY = const(255)
ANYONE = const(254)
MAX_REP = const(60)
MAX_ABILITY = const(9)
MAX_QUEST_LEN = const(12)
MAX_PENALTY = const(5)
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
TIE = const(27)
PLAYERS = const(52)
PSIZE = const(11)

# challenge block
CH_KIND = const(28)
CH_ABIL = const(29)
CH_BASE = const(30)
CH_FLAGS = const(31)
CH_BONUS = const(32)
CH_REP_OF = const(33)
CH_DIFF = const(34)
CH_N = const(35)
CH_ROLLED = const(36)
CH_RESULT = const(37)
CH_REP_REROLLS = const(38)
CH_ITEM_REROLLS = const(39)
CH_DICE = const(40)
MAX_DICE = const(12)
MAX_BONUS = const(5)
K_PLAIN = const(0)
K_STEAL = const(1)
K_BEGUILE = const(2)
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
P_OUT = const(2)

# flags
F_HARD_BABA = const(1)
F_HARD_DEATH = const(2)
F_RESHUFFLED = const(4)
F_KOSH_USED = const(8)
F_BABA_ON = const(16)
F_DEAL_HEROES = const(32)
F_DEAL_QUESTS = const(64)
T_SKIPPING = const(1)
T_PACT = const(2)
T_RESCUE_TRIED = const(4)
T_TSAROV = const(8)

# phases
PH_HEROES = const(0)
PH_QUESTS = const(1)
PH_OPTIONS = const(2)
PH_FIRST = const(3)
PH_PLAY = const(4)
PH_TIE = const(5)
PH_TIE_RANDOM = const(6)
PH_TIME = const(7)
PH_CH_SETUP = const(8)
PH_CH_READY = const(9)
PH_CH_ROLL = const(10)
PH_CH_ENTER = const(11)
PH_CH_RESULT = const(12)
PH_OVER = const(13)

# results and end reasons
RES_WIN = const(1)
RES_LOSS = const(2)
RES_NO_WINNER = const(3)
END_QUEST = const(1)
END_BABA = const(2)
END_DECK = const(3)
END_NO_REP = const(4)
END_ALL_OUT = const(5)
END_HARD_BABA = const(6)
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
SETUP_EDITS = const(0x180FC)
PLAY_EDITS = const(0x7FFF)

_REMOVED_BY_PLAYERS = b"\x00\x00\x0a\x05\x00\x00\x00"  # BQ-1, index = players (1 only in solo)
# BQ-2: the Move, Fight and Cunning the rulebook prints for each hero (3 bytes a hero, HEROES' order), 0 where it
# prints none: only "Fyodor Lyzhnikov has two Move symbols printed on his character card"; the table enters
# the others from the cards (1 until then)
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
    """BQ-7 (here, not in the challenge module: the places and duel menus show it outside a challenge): base (+ Rep
    when the card says so), never above 6 and never below 2."""
    if rep < 0:
        raise ValueError("Rep below 0")
    d = base + rep if plus_rep else base
    return 6 if d > 6 else (2 if d < 2 else d)


def forlorn_difficulty(tod):
    """BQ-9: Forlorn Hills, Fight 3 at dawn, 4 at noon, 5 at night."""
    return 3 + tod


def pget(s, p, f):
    return s[PLAYERS + PSIZE * p + f]


def pset(s, p, f, v):
    s[PLAYERS + PSIZE * p + f] = v


def is_out(s, p):
    return pget(s, p, P_FLAGS) & P_OUT != 0


def deck_start(s):
    """(Town, Wilderness) cards at the start, after BQ-1's removal (and after a reshuffle, BQ-3)."""
    n = removed(s)
    return TOWN_CARDS - n, WILD_CARDS - n


def removed(s):
    """BQ-1: the cards this game removes from each encounter deck."""
    return cards_to_remove(s[N], s[STYLE] == SOLO, s[EASY])


def is_valid(s):
    """A state a screen can resume (issue 14: a save is checked before it is trusted): the right size, every
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
    if s[TFLAGS] >= 0x10 or s[RESULT] > RES_NO_WINNER or s[WINNERS] >> n or s[REASON] > END_HARD_DEATH:
        return False
    ph = s[PHASE]
    if s[CURSOR] > n or ph <= PH_QUESTS and s[CURSOR] == n or s[TIE] >> n or not _challenge_valid(s, n):
        return False  # BQ-1: the seat picking a hero or a quest is a seat; past the last, the abilities are done
    held = 0  # the heroes and quests dealt, a bit each: no card twice
    for p in range(n):  # BQ-1: heroes, then quests, dealt seat by seat; every seat has both once play is set up
        o = PLAYERS + PSIZE * p
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
        if s[o + P_FLAGS] > (P_MISS | P_OUT) or s[o + P_PEN_NEXT] > MAX_PENALTY or s[o + P_PEN_NOW] > MAX_PENALTY:
            return False
        for f in (P_MOVE, P_FIGHT, P_CUNNING):
            if s[o + f] > MAX_ABILITY:
                return False
    return current_player(s) != CHANCE


def _seat_or(v, n, *others):
    return v < n or v in others


def _challenge_valid(s, n):
    """is_valid's challenge block (BQ-7 … BQ-10): kind, ability, difficulty, bonus dice, the dice rolled."""
    if s[CH_KIND] > K_RESCUE or s[CH_ABIL] > 2 or s[CH_BASE] > 6 or s[CH_FLAGS] > (C_PLUS_REP | C_BABA):
        return False
    bonus = s[CH_BONUS] - 256 if s[CH_BONUS] > 127 else s[CH_BONUS]
    if not -MAX_BONUS <= bonus <= MAX_BONUS or s[CH_REP_OF] >= max(n, 1) or s[CH_DIFF] > 6:
        return False
    if s[CH_N] > MAX_DICE or s[CH_ROLLED] > s[CH_N] or s[CH_RESULT] > CH_FAILED:
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
    if ph in (PH_FIRST, PH_TIE_RANDOM, PH_TIME, PH_CH_ROLL):
        return CHANCE
    if ph == PH_HEROES:
        return CHANCE if s[FLAGS] & F_DEAL_HEROES else s[CURSOR]
    if ph == PH_QUESTS:
        return CHANCE if s[FLAGS] & F_DEAL_QUESTS else s[CURSOR]
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
        edits = SETUP_EDITS if ph == PH_OPTIONS else PLAY_EDITS
        return p < s[N] and edits >> e & 1 != 0 and _edit_ok(s, p, e)
    return a in _legal(s, False)


def _legal(s, edits):
    """The legal actions; every player's edits only when `edits` (they are most of the list)."""
    ph = s[PHASE]
    if ph == PH_OVER:
        return []
    if ph <= PH_FIRST:
        return setup.legal(s, edits)
    if ph == PH_TIE or ph == PH_TIE_RANDOM:
        out = [SEAT + p for p in range(s[N]) if s[TIE] & (1 << p)]
        if ph == PH_TIE:
            out.append(TIE_RANDOM)
        return out
    if ph == PH_TIME or ph == PH_CH_ROLL:
        return [FACE + f for f in range(1, 7)]
    if ph >= PH_CH_SETUP:
        return challenge.actions(s)
    return turns.play_actions(s, edits)


def add_edits(s, out, edits):
    """Append the legal edits of every seat; edits: a bit per E_* (SETUP_EDITS or PLAY_EDITS)."""
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
        return v < MAX_ABILITY if e % 2 == 0 else v > 0
    if e == E_QUEST_UP:
        return pget(s, p, P_STEP) < pget(s, p, P_QLEN)
    if e == E_QUEST_DOWN:
        return pget(s, p, P_STEP) > 0
    if e == E_PEN_UP:
        return pget(s, p, P_PEN_NEXT) < MAX_PENALTY
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
    if ph <= PH_FIRST:
        setup.apply(s, a)
    elif ph == PH_TIE or ph == PH_TIE_RANDOM:
        if a == TIE_RANDOM:
            s[PHASE] = PH_TIE_RANDOM
        else:
            s[TARGET] = a - SEAT
            s[TIE] = 0
            s[PHASE] = PH_PLAY
    elif ph == PH_TIME:
        s[TOD] = (a - FACE - 1) // 2  # BQ-4 solo roll
        s[PHASE] = PH_PLAY
    elif ph >= PH_CH_SETUP:
        challenge.apply(s, a)
    else:
        turns.apply_play(s, a)
    if s[PHASE] >= PH_PLAY and s[PHASE] != PH_OVER:
        turns.check_end(s)


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

HEROES = (
    "Alyosha Popovich",
    "Dobrynya Nikitich",
    "Fyodor Lyzhnikov",
    "Ilya Muromets",
    "Marya Morevna",
    "Nastasya Mikulichna",
)
# Only "Slay the Dragon" (6 steps, from Ozerov) is printed in the seed; the table sets each quest's length.
QUESTS = ("Slay the Dragon", "Quest 2", "Quest 3", "Quest 4", "Quest 5", "Quest 6")
HORSEMEN = ("white", "red", "black")
_TIMES = ("dawn", "noon", "night", "unknown")
_ABILITIES = ("move", "fight", "cunning")
_CHALLENGE_KINDS = ("challenge", "steal", "beguile", "forlorn_hills", "koshchey_rescue")
_RESULTS = ("playing", "win", "loss", "no_winner")
_END_REASONS = ("", "quest", "baba_yaga", "deck", "no_rep", "all_out", "hard_baba", "hard_death")
_EDIT_NAMES = (
    "rep+", "rep-", "move+", "move-", "fight+", "fight-", "cunning+", "cunning-", "quest+", "quest-",
    "penalty+", "penalty-", "miss", "death", "out", "qlen+", "qlen-",
)
_ACTION_NAMES = (
    "end turn", "next step", "town draw", "town back", "wild draw", "wild back", "reshuffle town",
    "reshuffle wild", "baba yaga won", "baba yaga lost", "koshchey pact", "koshchey rescue", "tsarov",
    "roll time", "move challenge", "fight challenge", "cunning challenge", "forlorn hills",
)
_CHALLENGE_NAMES = (
    "ability move", "ability fight", "ability cunning", "base+", "base-", "+rep", "bonus+", "bonus-",
    "baba yaga challenge", "roll", "enter dice", "cancel", "reroll rep", "reroll item", "done",
)
_SETUP_NAMES = ("deal", "too easy+", "too easy-", "hard baba yaga", "hard death", "roll first", "random target",
                "abilities done")


def action_to_str(s, a):
    if a >= SEAT:
        return "seat %d" % (a - SEAT + 1)
    if a >= QUEST:
        return "quest %s" % QUESTS[a - QUEST]
    if a >= HERO:
        return "hero %s" % HEROES[a - HERO]
    if a >= EDIT:
        return "P%d %s" % ((a - EDIT) // EDITS + 1, _EDIT_NAMES[(a - EDIT) % EDITS])
    if a >= DEAL:
        return _SETUP_NAMES[a - DEAL] if a - DEAL < len(_SETUP_NAMES) else "action %d" % a
    if a > FACE:
        return "die %d" % (a - FACE)
    if a >= CH_ABILITY:
        return _CHALLENGE_NAMES[a - CH_ABILITY]
    if a >= STEAL:
        return "%s from P%d" % ("steal" if a < BEGUILE else "beguile", (a - STEAL) % 6 + 1)
    return _ACTION_NAMES[a]


def _challenge_dict(s):
    if s[PHASE] < PH_CH_SETUP or s[PHASE] > PH_CH_RESULT:
        return None
    flags = s[CH_FLAGS]
    bonus = s[CH_BONUS]  # a signed byte
    return {
        "kind": _CHALLENGE_KINDS[s[CH_KIND]],
        "ability": _ABILITIES[s[CH_ABIL]],
        "base": s[CH_BASE],
        "plus_rep": flags & C_PLUS_REP != 0,
        "baba_yaga": flags & C_BABA != 0,
        "bonus": bonus - 256 if bonus > 127 else bonus,
        "difficulty": challenge.current_difficulty(s),
        "dice_count": challenge.challenge_dice_count(s),
        "dice": [s[CH_DICE + i] for i in range(s[CH_ROLLED])],
        "result": ("", "passed", "failed")[s[CH_RESULT]],
        "rep_rerolls": s[CH_REP_REROLLS],
        "item_rerolls": s[CH_ITEM_REROLLS],
    }


def _player_dict(s, p):
    h = pget(s, p, P_HERO)
    c = pget(s, p, P_QUEST)
    return {
        "hero": HEROES[h] if h != NOBODY else None,
        "quest": QUESTS[c] if c != NOBODY else None,
        "rep": pget(s, p, P_REP),
        "move": pget(s, p, P_MOVE),
        "fight": pget(s, p, P_FIGHT),
        "cunning": pget(s, p, P_CUNNING),
        "quest_step": pget(s, p, P_STEP),
        "quest_len": pget(s, p, P_QLEN),
        "misses_turn": pget(s, p, P_FLAGS) & P_MISS != 0,
        "penalty_next": pget(s, p, P_PEN_NEXT),
        "penalty_now": pget(s, p, P_PEN_NOW),
        "out": is_out(s, p),
    }


def to_dict(s):
    n = s[N]
    tod = s[TOD]
    target = s[TARGET]
    kosh = s[KOSH]
    flags = s[FLAGS]
    return {
        "style": STYLES[s[STYLE]],
        "phase": s[PHASE],
        "players": [_player_dict(s, p) for p in range(n)],
        "first": s[FIRST],
        "current": s[CUR],
        "turn": s[TURN] << 8 | s[TURN + 1],
        "round": s[ROUND] << 8 | s[ROUND + 1],
        "turn_step": s[STEP],
        "skipping": s[TFLAGS] & T_SKIPPING != 0,
        "time_of_day": _TIMES[tod],
        "horseman": HORSEMEN[tod] if tod < 3 else None,
        "baba_yaga": "on_board" if flags & F_BABA_ON else "off",
        "baba_next": s[BEATEN] + 1 if s[BEATEN] < 3 else 3,
        "baba_beaten": s[BEATEN],
        "baba_target": target if target != NOBODY else None,
        "koshchey_used": flags & F_KOSH_USED != 0,
        "koshchey_die": None if kosh == NOBODY else ("anyone" if kosh == ANYONE else kosh),
        "too_easy": s[EASY],
        "cards_removed": removed(s),
        "town_deck": s[TOWN],
        "wilderness_deck": s[WILD],
        "reshuffled": flags & F_RESHUFFLED != 0,
        "hard_baba": flags & F_HARD_BABA != 0,
        "hard_death": flags & F_HARD_DEATH != 0,
        "abilities_seat": s[CURSOR] if s[PHASE] == PH_OPTIONS and s[CURSOR] < n else None,
        "challenge": _challenge_dict(s),
        "game_over": s[PHASE] == PH_OVER,
        "result": _RESULTS[s[RESULT]],
        "end_reason": _END_REASONS[s[REASON]],
        "winners": [p for p in range(n) if s[WINNERS] & (1 << p)],
    }


# ---------------------------------------------------------------- players (BQ-2, BQ-6)


def apply_edit(s, p, e):
    """BQ-2: the set-up's edits (dice counts, quest length) here; the play's (BQ-6) in yaga.games.quest.turns."""
    if E_MOVE_UP <= e <= E_CUNNING_DOWN:
        f = P_MOVE + (e - E_MOVE_UP) // 2
        pset(s, p, f, pget(s, p, f) + (1 if e % 2 == 0 else -1))
    elif e == E_QLEN_UP or e == E_QLEN_DOWN:
        pset(s, p, P_QLEN, pget(s, p, P_QLEN) + (1 if e == E_QLEN_UP else -1))
        if pget(s, p, P_STEP) > pget(s, p, P_QLEN):
            pset(s, p, P_STEP, pget(s, p, P_QLEN))
    else:
        turns.play_edit(s, p, e)

