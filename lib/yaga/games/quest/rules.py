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
|   8 |  1   | flags: _F_HARD_BABA, _F_HARD_DEATH, _F_RESHUFFLED, _F_KOSH_USED, Baba Yaga on |
|     |      |        the board, heroes dealt at random, quests dealt at random          |
|   9 |  1   | first player's seat                                                       |
|  10 |  1   | current seat                                                              |
|  11 |  2   | round (u16, from 1)                                                       |
|  13 |  2   | turn (u16, from 1)                                                        |
|  15 |  1   | time of day: 0 dawn (White), 1 noon (Red), 2 night (Black), 3 not rolled  |
|  16 |  1   | Baba Yaga encounters beaten 0..3                                          |
|  17 |  1   | Baba Yaga's target seat (_NOBODY = 255)                                    |
|  18 |  1   | Town deck count                                                           |
|  19 |  1   | Wilderness deck count                                                     |
|  20 |  1   | Koshchey's extra die: holder seat, _NOBODY, or _ANYONE (cooperative)        |
|  21 |  1   | turn step 0..3: game elements, move, encounter, Horseman/Hut              |
|  22 |  1   | turn flags: skipping, Koshchey pact made, rescue tried, Tsarov traded     |
|  23 |  1   | result: 0 playing, _RES_WIN, _RES_LOSS, _RES_NO_WINNER                       |
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
|     |      |   +0 hero (_NOBODY until dealt), +1 quest, +2 Rep, +3 Move, +4 Fight,      |
|     |      |   +5 Cunning, +6 quest steps done, +7 quest length, +8 flags (misses the  |
|     |      |   next turn, out), +9 penalty dice for the next turn, +10 this turn       |

Actions (small ints):

| action            | meaning                                                                  |
|-------------------|--------------------------------------------------------------------------|
| 0 _END_TURN        | end the current turn (BQ-4, deck check BQ-11)                            |
| 1 _NEXT_STEP       | next step of the turn order                                              |
| 2 / 3             | Town deck: draw a card (-1) / a card shuffled back (+1) (BQ-3)           |
| 4 / 5             | Wilderness deck: draw (-1) / back (+1)                                   |
| 6 / 7             | reshuffle the Town / Wilderness deck (5-6 players, once)                 |
| 8 / 9             | Baba Yaga encounter won / lost (BQ-5)                                    |
| 10 _KOSH_PACT      | Koshchey's Home: an Ally for one extra die at the next Baba Yaga (BQ-9)  |
| 11 _KOSH_RESCUE    | rescue the Ally: Move challenge, difficulty 5                            |
| 12 _TSAROV         | Tsarov's trade (not at night); the Horseman and Hut stay                 |
| 13 _ROLL_TIME      | solo: roll a die for the time of day (BQ-4)                              |
| 14 / 15 / 16      | open a Move / Fight / Cunning challenge (BQ-7)                           |
| 17 _FORLORN        | Forlorn Hills: Fight 3 at dawn, 4 at noon, 5 at night                    |
| 18 + p            | steal an Item from seat p (Fight, 3 + their Rep; competitive)            |
| 24 + p            | beguile an Ally from seat p (Cunning, 3 + their Rep; competitive)        |
| 32 .. 34          | challenge set-up: ability Move / Fight / Cunning                         |
| 35 / 36           | base difficulty +1 / -1                                                  |
| 37 _PLUS_REP       | toggle "+ Rep" on the difficulty                                         |
| 38 / 39           | bonus dice +1 / -1 (card effects)                                        |
| 40 _BABA_CH        | toggle "part of a Baba Yaga encounter" (Koshchey's die)                  |
| 41 _ROLL           | the box rolls the dice (BQ-10)                                           |
| 42 _ENTER          | the player types in physical dice (BQ-10)                                |
| 43 _CANCEL         | close the challenge before rolling                                       |
| 44 _REROLL_REP     | discard a Rep card and reroll all dice (BQ-8)                            |
| 45 _REROLL_ITEM    | an item's reroll, no Rep spent (BQ-8)                                    |
| 46 _DONE           | accept the result (applies the ready-made challenges' win/lose effects)  |
| 47 .. 52          | a die face 1..6: a chance outcome, or a physical die typed in            |
| 53 _DEAL           | set-up: deal the remaining heroes (or quests) at random (BQ-1)           |
| 54 / 55           | set-up: "too easy" +1 / -1                                               |
| 56 / 57           | set-up, solo: toggle "losing to Baba Yaga loses" / "a death loses"       |
| 58 _ROLL_FIRST     | set-up: roll for the first player, then play starts                      |
| 59 _TIE_RANDOM     | Baba Yaga tie still open: the box picks at random                        |
| 60 _ABILITIES_DONE | set-up: the cursor seat's abilities are entered from its character card   |
| 64 + 17*p + e     | edit seat p (E_* below)                                                  |
| 170 + h           | hero h (a pick, or the chance outcome of a deal)                         |
| 176 + q           | quest q (a pick or a dealt card)                                         |
| 182 + p           | seat p (first player rolled, Baba Yaga's target said or picked)          |

Chance nodes: one die at a time (6 outcomes), a dealt hero or quest (the unused ones), the first player
(one outcome per seat), Baba Yaga's random tie (the tied seats). All outcomes weigh 1.

The whole contract of yaga.engine is defined here by name, returns, action_to_str and to_dict included; the
phases' own steps are in quest_setup, quest_turns and quest_challenge (see part), and the names only tests and
tools use in quest_view.
"""

import sys

from yaga.compat import const
from yaga.rng import draw_below, seed_state

# yaga.engine's CHANCE and TERMINAL (the contract's, by name here): yaga.engine is not loaded on the box
CHANCE = const(-1)
TERMINAL = const(-2)
STATE_SIZE = const(118)
_MAX_PLAYERS = const(6)

STYLES = ("competitive", "cooperative", "solo")
_COMPETITIVE = const(0)
_COOPERATIVE = const(1)
_SOLO = const(2)

_TOWN_CARDS = const(32)
_WILD_CARDS = const(40)
_NOBODY = const(255)
_ANYONE = const(254)
_MAX_REP = const(60)
_MAX_ABILITY = const(9)
_MAX_QUEST_LEN = const(12)
_MAX_PENALTY = const(5)
_DEFAULT_QUEST_LEN = const(6)

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
_K_PLAIN = const(0)
_K_STEAL = const(1)
_K_BEGUILE = const(2)
_K_FORLORN = const(3)
_K_RESCUE = const(4)
_C_PLUS_REP = const(1)
_C_BABA = const(2)
_CH_PASSED = const(1)
_CH_FAILED = const(2)

# per-player fields
_P_HERO = const(0)
_P_QUEST = const(1)
_P_REP = const(2)
_P_MOVE = const(3)
_P_FIGHT = const(4)
_P_CUNNING = const(5)
_P_STEP = const(6)
_P_QLEN = const(7)
_P_FLAGS = const(8)
_P_PEN_NEXT = const(9)
_P_PEN_NOW = const(10)
_P_MISS = const(1)
_P_OUT = const(2)

# flags
_F_HARD_BABA = const(1)
_F_HARD_DEATH = const(2)
_F_RESHUFFLED = const(4)
_F_KOSH_USED = const(8)
_F_BABA_ON = const(16)
_F_DEAL_HEROES = const(32)
_F_DEAL_QUESTS = const(64)
_T_SKIPPING = const(1)
_T_PACT = const(2)
_T_RESCUE_TRIED = const(4)
_T_TSAROV = const(8)

# phases
_PH_HEROES = const(0)
_PH_QUESTS = const(1)
_PH_OPTIONS = const(2)
_PH_FIRST = const(3)
_PH_PLAY = const(4)
_PH_TIE = const(5)
_PH_TIE_RANDOM = const(6)
_PH_TIME = const(7)
_PH_CH_SETUP = const(8)
_PH_CH_READY = const(9)
_PH_CH_ROLL = const(10)
_PH_CH_ENTER = const(11)
_PH_CH_RESULT = const(12)
_PH_OVER = const(13)

# results and end reasons
_RES_WIN = const(1)
_RES_LOSS = const(2)
_RES_NO_WINNER = const(3)
_END_QUEST = const(1)
_END_BABA = const(2)
_END_DECK = const(3)
_END_NO_REP = const(4)
_END_ALL_OUT = const(5)
_END_HARD_BABA = const(6)
_END_HARD_DEATH = const(7)

# actions
_END_TURN = const(0)
_NEXT_STEP = const(1)
_TOWN_DRAW = const(2)
_TOWN_BACK = const(3)
_WILD_DRAW = const(4)
_WILD_BACK = const(5)
_RESHUFFLE_TOWN = const(6)
_RESHUFFLE_WILD = const(7)
_BABA_WON = const(8)
_BABA_LOST = const(9)
_KOSH_PACT = const(10)
_KOSH_RESCUE = const(11)
_TSAROV = const(12)
_ROLL_TIME = const(13)
_CH_OPEN = const(14)  # + ability
_FORLORN = const(17)
_STEAL = const(18)  # + seat
_BEGUILE = const(24)  # + seat
_CH_ABILITY = const(32)  # + ability
_BASE_UP = const(35)
_BASE_DOWN = const(36)
_PLUS_REP = const(37)
_BONUS_UP = const(38)
_BONUS_DOWN = const(39)
_BABA_CH = const(40)
_ROLL = const(41)
_ENTER = const(42)
_CANCEL = const(43)
_REROLL_REP = const(44)
_REROLL_ITEM = const(45)
_DONE = const(46)
_FACE = const(46)  # _FACE + 1 .. _FACE + 6
_DEAL = const(53)
_EASY_UP = const(54)
_EASY_DOWN = const(55)
_HARD_BABA = const(56)
_HARD_DEATH = const(57)
_ROLL_FIRST = const(58)
_TIE_RANDOM = const(59)
_ABILITIES_DONE = const(60)
_EDIT = const(64)  # + 17 * seat + E_*
_EDITS = const(17)
_HERO = const(170)
_QUEST = const(176)
_SEAT = const(182)

# per-player edits (BQ-2, BQ-6)
_E_REP_UP = const(0)
_E_REP_DOWN = const(1)
_E_MOVE_UP = const(2)
_E_MOVE_DOWN = const(3)
_E_FIGHT_UP = const(4)
_E_FIGHT_DOWN = const(5)
_E_CUNNING_UP = const(6)
_E_CUNNING_DOWN = const(7)
_E_QUEST_UP = const(8)
_E_QUEST_DOWN = const(9)
_E_PEN_UP = const(10)
_E_PEN_DOWN = const(11)
_E_MISS = const(12)
_E_DEATH = const(13)
_E_OUT = const(14)
_E_QLEN_UP = const(15)
_E_QLEN_DOWN = const(16)
# the edits each phase offers, a bit per E_* (BQ-2 set-up: dice and quest length; BQ-6 play: all but the length)
_SETUP_EDITS = const(0x180FC)
_PLAY_EDITS = const(0x7FFF)

_REMOVED_BY_PLAYERS = b"\x00\x00\x0a\x05\x00\x00\x00"  # BQ-1, index = players (1 only in solo)
# BQ-2: the Move, Fight and Cunning the rulebook prints for each hero (3 bytes a hero, HEROES' order), 0 where it
# prints none: only "Fyodor Lyzhnikov has two Move symbols printed on his character card"; the table enters
# the others from the cards (1 until then)
PRINTED_DICE = b"\x00\x00\x00\x00\x00\x00\x02\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"

# The screens read the state's bytes themselves (their copies of the offsets above): an accessor function per
# field would cost RAM on the box; tests and tools read them through yaga.games.quest.view (see __getattr__).


def cards_to_remove(players, solo=False, too_easy=0):
    """BQ-1: cards removed from each encounter deck."""
    if too_easy < 0:
        raise ValueError("too_easy below 0")
    if solo:
        if players != 1:
            raise ValueError("solo is one player")
        base = 15
    else:
        if players < 2 or players > _MAX_PLAYERS:
            raise ValueError("2-6 players")
        base = _REMOVED_BY_PLAYERS[players]
    return base + 5 * too_easy


def challenge_difficulty(base, rep=0, plus_rep=False):
    """BQ-7 (here, not in quest_challenge: the places and duel menus show it outside a challenge): base (+ Rep
    when the card says so), never above 6 and never below 2."""
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
    return pget(s, p, _P_FLAGS) & _P_OUT != 0


def deck_start(s):
    """(Town, Wilderness) cards at the start, after BQ-1's removal (and after a reshuffle, BQ-3)."""
    n = removed(s)
    return _TOWN_CARDS - n, _WILD_CARDS - n


def removed(s):
    """BQ-1: the cards this game removes from each encounter deck."""
    return cards_to_remove(s[_N], s[_STYLE] == _SOLO, s[_EASY])


def part(name):
    """A phase's code, imported when first needed: yaga.games.quest.setup (BQ-1), quest_turns (play) or
    quest_challenge (BQ-7 … BQ-10); the screens drop the set-up part while play is on, the play parts otherwise."""
    __import__(name)
    return sys.modules[name]


def is_valid(s):
    """A state a screen can resume (issue 14: a save is checked before it is trusted): the right size, every
    field in its range, every seat named a seat in the game, the counts consistent (quest steps within the
    quest, dice rolled within the dice, no more cards than the decks start with, BQ-1), and not waiting on a
    chance outcome (the box resolves those before it saves). Never raises, whatever the bytes."""
    if len(s) != STATE_SIZE or s[_PHASE] > _PH_OVER or s[_STYLE] > _SOLO:
        return False
    n = s[_N]
    if not (n == 1 if s[_STYLE] == _SOLO else 2 <= n <= _MAX_PLAYERS) or s[_CUR] >= n or s[_FIRST] >= n:
        return False
    if s[_FLAGS] >= 0x80 or not s[_ROUND] | s[_ROUND + 1] or not s[_TURN] | s[_TURN + 1]:
        return False
    town, wild = deck_start(s)
    if town < 0 or s[_TOWN] > town or s[_WILD] > wild or s[_TOD] > 3 or s[_BEATEN] > 3 or s[_STEP] > 3:
        return False
    if not _seat_or(s[_TARGET], n, _NOBODY) or not _seat_or(s[_KOSH], n, _NOBODY, _ANYONE):
        return False
    if s[_TFLAGS] >= 0x10 or s[_RESULT] > _RES_NO_WINNER or s[_WINNERS] >> n or s[_REASON] > _END_HARD_DEATH:
        return False
    ph = s[_PHASE]
    if s[_CURSOR] > n or ph <= _PH_QUESTS and s[_CURSOR] == n or s[_TIE] >> n or not _challenge_valid(s, n):
        return False  # BQ-1: the seat picking a hero or a quest is a seat; past the last, the abilities are done
    held = 0  # the heroes and quests dealt, a bit each: no card twice
    for p in range(n):  # BQ-1: heroes, then quests, dealt seat by seat; every seat has both once play is set up
        o = _PLAYERS + _PSIZE * p
        hero, quest = s[o + _P_HERO], s[o + _P_QUEST]
        if (hero == _NOBODY) != (ph == _PH_HEROES and p >= s[_CURSOR]):
            return False
        if (quest == _NOBODY) != (ph == _PH_HEROES or ph == _PH_QUESTS and p >= s[_CURSOR]):
            return False
        for card, bit in ((hero, hero), (quest, 6 + quest)):  # bits 0-5 the heroes, 6-11 the quests
            if card != _NOBODY:
                if card > 5 or held >> bit & 1:
                    return False
                held |= 1 << bit
        if s[o + _P_REP] > _MAX_REP or s[o + _P_STEP] > s[o + _P_QLEN] or not 1 <= s[o + _P_QLEN] <= _MAX_QUEST_LEN:
            return False
        if s[o + _P_FLAGS] > (_P_MISS | _P_OUT) or s[o + _P_PEN_NEXT] > _MAX_PENALTY or s[o + _P_PEN_NOW] > _MAX_PENALTY:
            return False
        for f in (_P_MOVE, _P_FIGHT, _P_CUNNING):
            if s[o + f] > _MAX_ABILITY:
                return False
    return current_player(s) != CHANCE


def _seat_or(v, n, *others):
    return v < n or v in others


def _challenge_valid(s, n):
    """is_valid's challenge block (BQ-7 … BQ-10): kind, ability, difficulty, bonus dice, the dice rolled."""
    if s[_CH_KIND] > _K_RESCUE or s[_CH_ABIL] > 2 or s[_CH_BASE] > 6 or s[_CH_FLAGS] > (_C_PLUS_REP | _C_BABA):
        return False
    bonus = s[_CH_BONUS] - 256 if s[_CH_BONUS] > 127 else s[_CH_BONUS]
    if not -_MAX_BONUS <= bonus <= _MAX_BONUS or s[_CH_REP_OF] >= max(n, 1) or s[_CH_DIFF] > 6:
        return False
    if s[_CH_N] > _MAX_DICE or s[_CH_ROLLED] > s[_CH_N] or s[_CH_RESULT] > _CH_FAILED:
        return False
    for i in range(_CH_DICE, _CH_DICE + s[_CH_ROLLED]):
        if not 1 <= s[i] <= 6:
            return False
    return True


# ---------------------------------------------------------------- contract


def new_state(seed, players=1, style="solo"):
    """A fresh game at the hero deal. style: "competitive", "cooperative" or "solo"."""
    if style not in STYLES:
        raise ValueError("unknown style")
    st = STYLES.index(style)
    cards_to_remove(players, st == _SOLO)  # raises on a bad player count for the style
    s = bytearray(STATE_SIZE)
    seed_state(s, 0, seed)
    s[_STYLE] = st
    s[_N] = players
    s[_PHASE] = _PH_HEROES
    s[_TARGET] = _NOBODY
    s[_KOSH] = _NOBODY
    s[_TOD] = 3 if st == _SOLO else 0
    s[_ROUND + 1] = 1  # round 1 and turn 1 (u16 fields, big-endian)
    s[_TURN + 1] = 1
    for p in range(_MAX_PLAYERS):
        pset(s, p, _P_HERO, _NOBODY)
        pset(s, p, _P_QUEST, _NOBODY)
        pset(s, p, _P_QLEN, _DEFAULT_QUEST_LEN)
        for f in (_P_MOVE, _P_FIGHT, _P_CUNNING):
            pset(s, p, f, 1)
    s[_TOWN], s[_WILD] = deck_start(s)
    return s


def current_player(s):
    ph = s[_PHASE]
    if ph == _PH_OVER:
        return TERMINAL
    if ph in (_PH_FIRST, _PH_TIE_RANDOM, _PH_TIME, _PH_CH_ROLL):
        return CHANCE
    if ph == _PH_HEROES:
        return CHANCE if s[_FLAGS] & _F_DEAL_HEROES else s[_CURSOR]
    if ph == _PH_QUESTS:
        return CHANCE if s[_FLAGS] & _F_DEAL_QUESTS else s[_CURSOR]
    if ph == _PH_OPTIONS:
        return s[_CURSOR] if s[_CURSOR] < s[_N] else 0  # the seat entering its abilities, then the first
    return s[_CUR]


def legal_actions(s):
    return _legal(s, True)


def step_actions(s):
    """The legal actions but the players' edits, as one list: what a screen tests its choices against
    (is_legal builds such a list on each call)."""
    return _legal(s, False)


def is_legal(s, a):
    """Whether a is legal in s, without listing every player's edits (what screens and apply_action ask)."""
    ph = s[_PHASE]
    if a >= _EDIT and a < _HERO and (ph == _PH_OPTIONS or ph == _PH_PLAY):
        p = (a - _EDIT) // _EDITS
        e = (a - _EDIT) % _EDITS
        edits = _SETUP_EDITS if ph == _PH_OPTIONS else _PLAY_EDITS
        return p < s[_N] and edits >> e & 1 != 0 and _edit_ok(s, p, e)
    return a in _legal(s, False)


def _legal(s, edits):
    """The legal actions; every player's edits only when `edits` (they are most of the list)."""
    ph = s[_PHASE]
    if ph == _PH_OVER:
        return []
    if ph <= _PH_FIRST:
        return part("yaga.games.quest.setup").legal(s, edits)
    if ph == _PH_TIE or ph == _PH_TIE_RANDOM:
        out = [_SEAT + p for p in range(s[_N]) if s[_TIE] & (1 << p)]
        if ph == _PH_TIE:
            out.append(_TIE_RANDOM)
        return out
    if ph == _PH_TIME or ph == _PH_CH_ROLL:
        return [_FACE + f for f in range(1, 7)]
    if ph >= _PH_CH_SETUP:
        return part("yaga.games.quest.challenge").actions(s)
    return part("yaga.games.quest.turns").play_actions(s, edits)


def add_edits(s, out, edits):
    """Append the legal edits of every seat; edits: a bit per E_* (_SETUP_EDITS or _PLAY_EDITS)."""
    for p in range(s[_N]):
        for e in range(_EDITS):
            if edits >> e & 1 and _edit_ok(s, p, e):
                out.append(_EDIT + _EDITS * p + e)


def _edit_ok(s, p, e):
    if is_out(s, p):
        return False
    if e == _E_REP_UP:
        return pget(s, p, _P_REP) < _MAX_REP
    if e == _E_REP_DOWN:
        return pget(s, p, _P_REP) > 0
    if e <= _E_CUNNING_DOWN:
        v = pget(s, p, _P_MOVE + (e - _E_MOVE_UP) // 2)
        return v < _MAX_ABILITY if e % 2 == 0 else v > 0
    if e == _E_QUEST_UP:
        return pget(s, p, _P_STEP) < pget(s, p, _P_QLEN)
    if e == _E_QUEST_DOWN:
        return pget(s, p, _P_STEP) > 0
    if e == _E_PEN_UP:
        return pget(s, p, _P_PEN_NEXT) < _MAX_PENALTY
    if e == _E_PEN_DOWN:
        return pget(s, p, _P_PEN_NEXT) > 0
    if e == _E_QLEN_UP:
        return pget(s, p, _P_QLEN) < _MAX_QUEST_LEN
    if e == _E_QLEN_DOWN:
        return pget(s, p, _P_QLEN) > 1
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
    ph = s[_PHASE]
    if ph <= _PH_FIRST:
        part("yaga.games.quest.setup").apply(s, a)
    elif ph == _PH_TIE or ph == _PH_TIE_RANDOM:
        if a == _TIE_RANDOM:
            s[_PHASE] = _PH_TIE_RANDOM
        else:
            s[_TARGET] = a - _SEAT
            s[_TIE] = 0
            s[_PHASE] = _PH_PLAY
    elif ph == _PH_TIME:
        s[_TOD] = (a - _FACE - 1) // 2  # BQ-4 solo roll
        s[_PHASE] = _PH_PLAY
    elif ph >= _PH_CH_SETUP:
        part("yaga.games.quest.challenge").apply(s, a)
    else:
        part("yaga.games.quest.turns").apply_play(s, a)
    if s[_PHASE] >= _PH_PLAY and s[_PHASE] != _PH_OVER:
        part("yaga.games.quest.turns").check_end(s)


def chance_outcomes(s):
    if current_player(s) != CHANCE:
        return []
    return [(a, 1) for a in legal_actions(s)]


def returns(s):
    n = s[_N]
    if s[_PHASE] != _PH_OVER or s[_RESULT] == _RES_NO_WINNER:
        return [0] * n
    if s[_RESULT] == _RES_LOSS:
        return [-1] * n
    w = s[_WINNERS]
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
    if a >= _SEAT:
        return "seat %d" % (a - _SEAT + 1)
    if a >= _QUEST:
        return "quest %s" % QUESTS[a - _QUEST]
    if a >= _HERO:
        return "hero %s" % HEROES[a - _HERO]
    if a >= _EDIT:
        return "P%d %s" % ((a - _EDIT) // _EDITS + 1, _EDIT_NAMES[(a - _EDIT) % _EDITS])
    if a >= _DEAL:
        return _SETUP_NAMES[a - _DEAL] if a - _DEAL < len(_SETUP_NAMES) else "action %d" % a
    if a > _FACE:
        return "die %d" % (a - _FACE)
    if a >= _CH_ABILITY:
        return _CHALLENGE_NAMES[a - _CH_ABILITY]
    if a >= _STEAL:
        return "%s from P%d" % ("steal" if a < _BEGUILE else "beguile", (a - _STEAL) % 6 + 1)
    return _ACTION_NAMES[a]


def _challenge_dict(s):
    if s[_PHASE] < _PH_CH_SETUP or s[_PHASE] > _PH_CH_RESULT:
        return None
    challenge = part("yaga.games.quest.challenge")
    flags = s[_CH_FLAGS]
    bonus = s[_CH_BONUS]  # a signed byte
    return {
        "kind": _CHALLENGE_KINDS[s[_CH_KIND]],
        "ability": _ABILITIES[s[_CH_ABIL]],
        "base": s[_CH_BASE],
        "plus_rep": flags & _C_PLUS_REP != 0,
        "baba_yaga": flags & _C_BABA != 0,
        "bonus": bonus - 256 if bonus > 127 else bonus,
        "difficulty": challenge.current_difficulty(s),
        "dice_count": challenge.challenge_dice_count(s),
        "dice": [s[_CH_DICE + i] for i in range(s[_CH_ROLLED])],
        "result": ("", "passed", "failed")[s[_CH_RESULT]],
        "rep_rerolls": s[_CH_REP_REROLLS],
        "item_rerolls": s[_CH_ITEM_REROLLS],
    }


def _player_dict(s, p):
    h = pget(s, p, _P_HERO)
    c = pget(s, p, _P_QUEST)
    return {
        "hero": HEROES[h] if h != _NOBODY else None,
        "quest": QUESTS[c] if c != _NOBODY else None,
        "rep": pget(s, p, _P_REP),
        "move": pget(s, p, _P_MOVE),
        "fight": pget(s, p, _P_FIGHT),
        "cunning": pget(s, p, _P_CUNNING),
        "quest_step": pget(s, p, _P_STEP),
        "quest_len": pget(s, p, _P_QLEN),
        "misses_turn": pget(s, p, _P_FLAGS) & _P_MISS != 0,
        "penalty_next": pget(s, p, _P_PEN_NEXT),
        "penalty_now": pget(s, p, _P_PEN_NOW),
        "out": is_out(s, p),
    }


def to_dict(s):
    n = s[_N]
    tod = s[_TOD]
    target = s[_TARGET]
    kosh = s[_KOSH]
    flags = s[_FLAGS]
    return {
        "style": STYLES[s[_STYLE]],
        "phase": s[_PHASE],
        "players": [_player_dict(s, p) for p in range(n)],
        "first": s[_FIRST],
        "current": s[_CUR],
        "turn": s[_TURN] << 8 | s[_TURN + 1],
        "round": s[_ROUND] << 8 | s[_ROUND + 1],
        "turn_step": s[_STEP],
        "skipping": s[_TFLAGS] & _T_SKIPPING != 0,
        "time_of_day": _TIMES[tod],
        "horseman": HORSEMEN[tod] if tod < 3 else None,
        "baba_yaga": "on_board" if flags & _F_BABA_ON else "off",
        "baba_next": s[_BEATEN] + 1 if s[_BEATEN] < 3 else 3,
        "baba_beaten": s[_BEATEN],
        "baba_target": target if target != _NOBODY else None,
        "koshchey_used": flags & _F_KOSH_USED != 0,
        "koshchey_die": None if kosh == _NOBODY else ("anyone" if kosh == _ANYONE else kosh),
        "too_easy": s[_EASY],
        "cards_removed": removed(s),
        "town_deck": s[_TOWN],
        "wilderness_deck": s[_WILD],
        "reshuffled": flags & _F_RESHUFFLED != 0,
        "hard_baba": flags & _F_HARD_BABA != 0,
        "hard_death": flags & _F_HARD_DEATH != 0,
        "abilities_seat": s[_CURSOR] if s[_PHASE] == _PH_OPTIONS and s[_CURSOR] < n else None,
        "challenge": _challenge_dict(s),
        "game_over": s[_PHASE] == _PH_OVER,
        "result": _RESULTS[s[_RESULT]],
        "end_reason": _END_REASONS[s[_REASON]],
        "winners": [p for p in range(n) if s[_WINNERS] & (1 << p)],
    }


# ---------------------------------------------------------------- players (BQ-2, BQ-6)


def apply_edit(s, p, e):
    """BQ-2: the set-up's edits (dice counts, quest length) here; the play's (BQ-6) in quest_turns."""
    if _E_MOVE_UP <= e <= _E_CUNNING_DOWN:
        f = _P_MOVE + (e - _E_MOVE_UP) // 2
        pset(s, p, f, pget(s, p, f) + (1 if e % 2 == 0 else -1))
    elif e == _E_QLEN_UP or e == _E_QLEN_DOWN:
        pset(s, p, _P_QLEN, pget(s, p, _P_QLEN) + (1 if e == _E_QLEN_UP else -1))
        if pget(s, p, _P_STEP) > pget(s, p, _P_QLEN):
            pset(s, p, _P_STEP, pget(s, p, _P_QLEN))
    else:
        part("yaga.games.quest.turns").play_edit(s, p, e)


def __getattr__(name):
    """What only tests and tools use beside the contract (the public names of the actions, phases and fields,
    the field accessors) lives in yaga.games.quest.view: here the numbers are const() names, which cost no RAM
    on the box, and the box never loads the rest."""
    from yaga.games.quest import view as quest_view

    try:
        return getattr(quest_view, name)
    except AttributeError:
        raise AttributeError(name)
