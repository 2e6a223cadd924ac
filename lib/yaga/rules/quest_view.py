"""Readable views of a Baba Yaga (2010) companion state for tests, tools and debugging: `to_dict`,
`action_to_str`, `chance_outcomes`, `returns`, the field accessors and the test-facing rule functions.

Kept apart from yaga.rules.quest so the box never loads these names, functions and tables: the engine's
numbers are const() names there (no RAM on the box) and its screens read the state's bytes; everything here
is reached through the engine's module __getattr__ (`quest.PH_PLAY`, `quest.to_dict(s)`).
"""

from yaga.engine import CHANCE, TERMINAL  # noqa: F401 (the contract's, folded in the engine)
from yaga.fields import s8, u16
from yaga.rules import quest as q
from yaga.rules.quest_setup import new_state  # noqa: F401 (the engine contract's new_state)

# the challenge rules (BQ-7 … BQ-9) where tests find them, beside the engine's other names
from yaga.rules.quest_challenge import (  # noqa: F401
    challenge_dice_count,
    challenge_passes,
    current_difficulty,
    kosh_bonus_for,
)

HORSEMEN = ("white", "red", "black")

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
STATE_SIZE = 118
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
TIMES = ("dawn", "noon", "night", "unknown")
ABILITIES = ("move", "fight", "cunning")
KINDS = ("challenge", "steal", "beguile", "forlorn_hills", "koshchey_rescue")
RESULTS = ("playing", "win", "loss", "no_winner")
END_REASONS = ("", "quest", "baba_yaga", "deck", "no_rep", "all_out", "hard_baba", "hard_death")
EDIT_NAMES = (
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
_SETUP_NAMES = ("deal", "too easy+", "too easy-", "hard baba yaga", "hard death", "roll first", "random target")


def edit(seat, e):
    """The action number of edit e (E_*) on seat."""
    return EDIT + EDITS * seat + e


def solo_horseman(die):
    """BQ-4: the solo time-of-day roll: 1-2 White, 3-4 Red, 5-6 Black."""
    if die < 1 or die > 6:
        raise ValueError("a die shows 1-6")
    return HORSEMEN[(die - 1) // 2]


# the state's fields (the screens read the bytes themselves)


def phase(s):
    return s[PHASE]


def seat(s):
    return s[CUR]


def time_of_day(s):
    return s[TOD]


def baba_on(s):
    return s[FLAGS] & F_BABA_ON != 0


def baba_next(s):
    return s[BEATEN] + 1 if s[BEATEN] < 3 else 3


def decks(s):
    return s[TOWN], s[WILD]


def turn_step(s):
    return s[STEP]


def rounds(s):
    return u16(s, ROUND)


def baba_target(s):
    """The seat Baba Yaga last flew toward, or NOBODY."""
    return s[TARGET]


def skipping(s):
    return s[TFLAGS] & T_SKIPPING != 0


def misses_turn(s, p):
    return q.pget(s, p, P_FLAGS) & P_MISS != 0


def challenge_result(s):
    return s[CH_RESULT]


def challenge_setup(s):
    """(ability 0..2, base, "+ Rep" on, Baba Yaga's die asked for, bonus dice, rerolls with Rep, item rerolls)."""
    f = s[CH_FLAGS]
    return (s[CH_ABIL], s[CH_BASE], f & C_PLUS_REP != 0, f & C_BABA != 0, s8(s, CH_BONUS),
            s[CH_REP_REROLLS], s[CH_ITEM_REROLLS])


def chance_outcomes(s):
    if q.current_player(s) != CHANCE:
        return []
    return [(a, 1) for a in q.legal_actions(s)]


def returns(s):
    n = s[N]
    if s[PHASE] != PH_OVER or s[RESULT] == RES_NO_WINNER:
        return [0] * n
    if s[RESULT] == RES_LOSS:
        return [-1] * n
    w = s[WINNERS]
    return [1 if w & (1 << p) else -1 for p in range(n)]


def action_to_str(s, a):
    if a >= SEAT:
        return "seat %d" % (a - SEAT + 1)
    if a >= QUEST:
        return "quest %s" % QUESTS[a - QUEST]
    if a >= HERO:
        return "hero %s" % HEROES[a - HERO]
    if a >= EDIT:
        return "P%d %s" % ((a - EDIT) // EDITS + 1, EDIT_NAMES[(a - EDIT) % EDITS])
    if a >= DEAL:
        return _SETUP_NAMES[a - DEAL] if a - DEAL < len(_SETUP_NAMES) else "action %d" % a
    if a > FACE:
        return "die %d" % (a - FACE)
    if a >= CH_ABILITY:
        return _CHALLENGE_NAMES[a - CH_ABILITY]
    if a >= STEAL:
        return "%s from P%d" % ("steal" if a < BEGUILE else "beguile", (a - STEAL) % 6 + 1)
    return _ACTION_NAMES[a]


def _challenge(s):
    if phase(s) < PH_CH_SETUP or phase(s) > PH_CH_RESULT:
        return None
    ability, base, plus_rep, baba, bonus, rep_rerolls, item_rerolls = challenge_setup(s)
    return {
        "kind": KINDS[s[CH_KIND]],
        "ability": ABILITIES[ability],
        "base": base,
        "plus_rep": plus_rep,
        "baba_yaga": baba,
        "bonus": bonus,
        "difficulty": current_difficulty(s),
        "dice_count": challenge_dice_count(s),
        "dice": [s[CH_DICE + i] for i in range(s[CH_ROLLED])],
        "result": ("", "passed", "failed")[challenge_result(s)],
        "rep_rerolls": rep_rerolls,
        "item_rerolls": item_rerolls,
    }


def _player(s, p):
    h = q.pget(s, p, P_HERO)
    c = q.pget(s, p, P_QUEST)
    return {
        "hero": HEROES[h] if h != NOBODY else None,
        "quest": QUESTS[c] if c != NOBODY else None,
        "rep": q.pget(s, p, P_REP),
        "move": q.pget(s, p, P_MOVE),
        "fight": q.pget(s, p, P_FIGHT),
        "cunning": q.pget(s, p, P_CUNNING),
        "quest_step": q.pget(s, p, P_STEP),
        "quest_len": q.pget(s, p, P_QLEN),
        "misses_turn": misses_turn(s, p),
        "penalty_next": q.pget(s, p, P_PEN_NEXT),
        "penalty_now": q.pget(s, p, P_PEN_NOW),
        "out": q.is_out(s, p),
    }


def to_dict(s):
    n = s[N]
    tod = time_of_day(s)
    target = baba_target(s)
    kosh = s[KOSH]
    flags = s[FLAGS]
    res, winners, reason = s[RESULT : REASON + 1]
    town, wild = decks(s)
    return {
        "style": q.STYLES[s[STYLE]],
        "phase": phase(s),
        "players": [_player(s, p) for p in range(n)],
        "first": s[FIRST],
        "current": seat(s),
        "turn": u16(s, TURN),
        "round": rounds(s),
        "turn_step": turn_step(s),
        "skipping": skipping(s),
        "time_of_day": TIMES[tod],
        "horseman": HORSEMEN[tod] if tod < 3 else None,
        "baba_yaga": "on_board" if baba_on(s) else "off",
        "baba_next": baba_next(s),
        "baba_beaten": s[BEATEN],
        "baba_target": target if target != NOBODY else None,
        "koshchey_used": flags & F_KOSH_USED != 0,
        "koshchey_die": None if kosh == NOBODY else ("anyone" if kosh == ANYONE else kosh),
        "too_easy": s[EASY],
        "cards_removed": q.removed(s),
        "town_deck": town,
        "wilderness_deck": wild,
        "reshuffled": flags & F_RESHUFFLED != 0,
        "hard_baba": flags & F_HARD_BABA != 0,
        "hard_death": flags & F_HARD_DEATH != 0,
        "challenge": _challenge(s),
        "game_over": phase(s) == PH_OVER,
        "result": RESULTS[res],
        "end_reason": END_REASONS[reason],
        "winners": [p for p in range(n) if winners & (1 << p)],
    }
