"""The quest engine's readable views: yaga.engine's action_to_str and to_dict, with the English names of the
actions, heroes, quests, times of day and results they use. Only tests, tools and debugging read them, so they live
beside the engine rather than in it: yaga.games.quest.rules imports this module when action_to_str or to_dict is
first called, and a box that never calls them never interns these names.
"""

from yaga.games.quest.rules import (
    ANYONE, BEATEN, BEGUILE, CH_ABIL, CH_ABILITY, CH_BASE, CH_DICE, CH_FLAGS, CH_ITEM_REROLLS, CH_KIND,
    CH_REP_REROLLS, CH_RESULT, CH_ROLLED, CUR, CURSOR, C_BABA, C_PLUS_REP, DEAL, EASY, EDIT, EDITS, FACE, FIRST,
    FLAGS, F_BABA_ON, F_HARD_BABA, F_HARD_DEATH, F_KOSH_USED, F_RESHUFFLED, HERO, KOSH, N, NOBODY, PHASE,
    PH_CH_RESULT, PH_CH_SETUP, PH_OPTIONS, PH_OVER, P_CUNNING, P_FIGHT, P_FLAGS, P_HERO, P_MISS, P_MOVE, P_PEN_NEXT,
    P_PEN_NOW, P_QLEN, P_QUEST, P_REP, P_STEP, QUEST, REASON, RESULT, ROUND, SEAT, STEAL, STEP, STYLE, STYLES,
    TARGET, TFLAGS, TOD, TOWN, TURN, T_SKIPPING, WILD, WINNERS, bonus_dice, challenge_dice_count,
    current_difficulty, is_out, pget, removed,
)

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
_LATE_NAMES = ("deal", "too easy+", "too easy-", "hard baba yaga", "hard death", "roll first", "random target",
               "abilities done", "town encounter", "wild encounter")  # the actions from DEAL on


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
        return _LATE_NAMES[a - DEAL] if a - DEAL < len(_LATE_NAMES) else "action %d" % a
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
    return {
        "kind": _CHALLENGE_KINDS[s[CH_KIND]],
        "ability": _ABILITIES[s[CH_ABIL]],
        "base": s[CH_BASE],
        "plus_rep": flags & C_PLUS_REP != 0,
        "baba_yaga": flags & C_BABA != 0,
        "bonus": bonus_dice(s),
        "difficulty": current_difficulty(s),
        "dice_count": challenge_dice_count(s),
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
