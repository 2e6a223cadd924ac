"""Readable views of a Baba Yaga (2010) companion state: `to_dict` and `action_to_str` for tests and debugging.

Kept apart from yaga.rules.quest so the box never loads these names and tables: the screens read the state
through the engine's accessors; yaga.rules.quest.to_dict imports this module on first use.
"""

from yaga.rules import quest as q

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


def action_to_str(s, a):
    if a >= q.SEAT:
        return "seat %d" % (a - q.SEAT + 1)
    if a >= q.QUEST:
        return "quest %s" % QUESTS[a - q.QUEST]
    if a >= q.HERO:
        return "hero %s" % HEROES[a - q.HERO]
    if a >= q.EDIT:
        return "P%d %s" % ((a - q.EDIT) // q.EDITS + 1, EDIT_NAMES[(a - q.EDIT) % q.EDITS])
    if a >= q.DEAL:
        return _SETUP_NAMES[a - q.DEAL] if a - q.DEAL < len(_SETUP_NAMES) else "action %d" % a
    if a > q.FACE:
        return "die %d" % (a - q.FACE)
    if a >= q.CH_ABILITY:
        return _CHALLENGE_NAMES[a - q.CH_ABILITY]
    if a >= q.STEAL:
        return "%s from P%d" % ("steal" if a < q.BEGUILE else "beguile", (a - q.STEAL) % 6 + 1)
    return _ACTION_NAMES[a]


def _challenge(s):
    if q.phase(s) < q.PH_CH_SETUP or q.phase(s) > q.PH_CH_RESULT:
        return None
    ability, base, plus_rep, baba, bonus, rep_rerolls, item_rerolls = q.challenge_setup(s)
    return {
        "kind": KINDS[q.challenge_kind(s)],
        "ability": ABILITIES[ability],
        "base": base,
        "plus_rep": plus_rep,
        "baba_yaga": baba,
        "bonus": bonus,
        "difficulty": q.current_difficulty(s),
        "dice_count": q.challenge_dice_count(s),
        "dice": [q.challenge_die(s, i) for i in range(q.challenge_rolled(s))],
        "result": ("", "passed", "failed")[q.challenge_result(s)],
        "rep_rerolls": rep_rerolls,
        "item_rerolls": item_rerolls,
    }


def _player(s, p):
    h = q.pget(s, p, q.P_HERO)
    c = q.pget(s, p, q.P_QUEST)
    return {
        "hero": HEROES[h] if h != q.NOBODY else None,
        "quest": QUESTS[c] if c != q.NOBODY else None,
        "rep": q.pget(s, p, q.P_REP),
        "move": q.pget(s, p, q.P_MOVE),
        "fight": q.pget(s, p, q.P_FIGHT),
        "cunning": q.pget(s, p, q.P_CUNNING),
        "quest_step": q.pget(s, p, q.P_STEP),
        "quest_len": q.pget(s, p, q.P_QLEN),
        "misses_turn": q.misses_turn(s, p),
        "penalty_next": q.pget(s, p, q.P_PEN_NEXT),
        "penalty_now": q.pget(s, p, q.P_PEN_NOW),
        "out": q.is_out(s, p),
    }


def to_dict(s):
    n = q.players(s)
    tod = q.time_of_day(s)
    target = q.baba_target(s)
    kosh = q.koshchey(s)
    flags = q.options(s)
    res, winners, reason = q.result(s)
    town, wild = q.decks(s)
    return {
        "style": q.STYLES[q.style(s)],
        "phase": q.phase(s),
        "players": [_player(s, p) for p in range(n)],
        "first": q.first_player(s),
        "current": q.seat(s),
        "turn": q.turns(s),
        "round": q.rounds(s),
        "turn_step": q.turn_step(s),
        "skipping": q.skipping(s),
        "time_of_day": TIMES[tod],
        "horseman": q.HORSEMEN[tod] if tod < 3 else None,
        "baba_yaga": "on_board" if q.baba_on(s) else "off",
        "baba_next": q.baba_next(s),
        "baba_beaten": q.baba_beaten(s),
        "baba_target": target if target != q.NOBODY else None,
        "koshchey_used": flags & q.F_KOSH_USED != 0,
        "koshchey_die": None if kosh == q.NOBODY else ("anyone" if kosh == q.ANYONE else kosh),
        "too_easy": q.too_easy(s),
        "cards_removed": q.removed(s),
        "town_deck": town,
        "wilderness_deck": wild,
        "reshuffled": flags & q.F_RESHUFFLED != 0,
        "hard_baba": flags & q.F_HARD_BABA != 0,
        "hard_death": flags & q.F_HARD_DEATH != 0,
        "challenge": _challenge(s),
        "game_over": q.phase(s) == q.PH_OVER,
        "result": RESULTS[res],
        "end_reason": END_REASONS[reason],
        "winners": [p for p in range(n) if winners & (1 << p)],
    }
