"""Names of a Baba Yaga (2010) companion state for tests, tools and debugging: the engine's numbers by name,
the field accessors and the test-facing rule functions.

Kept apart from yaga.games.quest.rules so the box never loads these names, functions and tables: the engine's
numbers are const() names there (no RAM on the box) and its screens read the state's bytes; everything here
is reached through the engine's module __getattr__ (`quest.PH_PLAY`, `quest.phase(s)`).
"""

from yaga.games.quest import rules as q

# the challenge rules (BQ-7 … BQ-9) where tests find them, beside the engine's other names
from yaga.games.quest.challenge import (  # noqa: F401
    challenge_dice_count,
    challenge_passes,
    current_difficulty,
    kosh_bonus_for,
)

# the engine's numbers by name (its own are const() names, gone at run time on the box); first the state
# offsets read here and by the screens
BEATEN = 16
PHASE = 4
CUR = 10
ROUND = 11
TOD = 15
TARGET = 17
TOWN = 18
WILD = 19
STEP = 21
TFLAGS = 22
CH_ABIL = 29
CH_BASE = 30
CH_FLAGS = 31
CH_BONUS = 32
CH_DIFF = 34
CH_RESULT = 37
CH_REP_REROLLS = 38
CH_ITEM_REROLLS = 39
CH_DICE = 40
CH_KIND = 28
CH_ROLLED = 36
EASY = 7
FIRST = 9
FLAGS = 8
KOSH = 20
N = 6
REASON = 25
RESULT = 23
WINNERS = 24
STYLE = 5
TURN = 13
MAX_PLAYERS = 6
COMPETITIVE = 0
COOPERATIVE = 1
SOLO = 2
NOBODY = 255
ANYONE = 254
DEFAULT_QUEST_LEN = 6
K_PLAIN = 0
K_RESCUE = 4
CH_PASSED = 1
CH_FAILED = 2
P_HERO = 0
P_QUEST = 1
P_REP = 2
P_MOVE = 3
P_FIGHT = 4
P_CUNNING = 5
P_STEP = 6
P_QLEN = 7
P_FLAGS = 8
P_PEN_NEXT = 9
P_PEN_NOW = 10
F_HARD_BABA = 1
F_HARD_DEATH = 2
F_RESHUFFLED = 4
F_KOSH_USED = 8
F_BABA_ON = 16
P_MISS = 1
T_SKIPPING = 1
C_PLUS_REP = 1
C_BABA = 2
PH_HEROES = 0
PH_QUESTS = 1
PH_OPTIONS = 2
PH_PLAY = 4
PH_TIE = 5
PH_CH_SETUP = 8
PH_CH_READY = 9
PH_CH_ENTER = 11
PH_CH_RESULT = 12
PH_OVER = 13
RES_WIN = 1
RES_LOSS = 2
RES_NO_WINNER = 3
END_TURN = 0
NEXT_STEP = 1
TOWN_DRAW = 2
TOWN_BACK = 3
WILD_DRAW = 4
WILD_BACK = 5
RESHUFFLE_TOWN = 6
RESHUFFLE_WILD = 7
BABA_WON = 8
BABA_LOST = 9
KOSH_PACT = 10
KOSH_RESCUE = 11
TSAROV = 12
ROLL_TIME = 13
CH_OPEN = 14
FORLORN = 17
STEAL = 18
BEGUILE = 24
CH_ABILITY = 32
BASE_UP = 35
BASE_DOWN = 36
PLUS_REP = 37
BONUS_UP = 38
BONUS_DOWN = 39
BABA_CH = 40
ROLL = 41
ENTER = 42
CANCEL = 43
REROLL_REP = 44
REROLL_ITEM = 45
DONE = 46
FACE = 46
DEAL = 53
EASY_UP = 54
EASY_DOWN = 55
HARD_BABA = 56
HARD_DEATH = 57
ROLL_FIRST = 58
TIE_RANDOM = 59
ABILITIES_DONE = 60
EDIT = 64
EDITS = 17
HERO = 170
QUEST = 176
SEAT = 182
E_REP_UP = 0
E_REP_DOWN = 1
E_MOVE_UP = 2
E_MOVE_DOWN = 3
E_FIGHT_UP = 4
E_FIGHT_DOWN = 5
E_CUNNING_UP = 6
E_CUNNING_DOWN = 7
E_QUEST_UP = 8
E_QUEST_DOWN = 9
E_PEN_UP = 10
E_PEN_DOWN = 11
E_MISS = 12
E_DEATH = 13
E_OUT = 14
E_QLEN_UP = 15
E_QLEN_DOWN = 16


def edit(seat, e):
    """The action number of edit e (E_*) on seat."""
    return EDIT + EDITS * seat + e


def solo_horseman(die):
    """BQ-4: the solo time-of-day roll: 1-2 White, 3-4 Red, 5-6 Black."""
    if die < 1 or die > 6:
        raise ValueError("a die shows 1-6")
    return q.HORSEMEN[(die - 1) // 2]


# the state's fields (the screens read the bytes themselves)


def phase(s):
    return s[PHASE]


def seat(s):
    return s[CUR]


def time_of_day(s):
    return s[TOD]


def decks(s):
    return s[TOWN], s[WILD]


def turn_step(s):
    return s[STEP]


def baba_target(s):
    """The seat Baba Yaga last flew toward, or NOBODY."""
    return s[TARGET]


def skipping(s):
    return s[TFLAGS] & T_SKIPPING != 0


def challenge_result(s):
    return s[CH_RESULT]
