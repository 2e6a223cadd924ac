"""Baba Yaga (2010) companion: the set-up phases of yaga.games.quest.rules (BQ-1): the hero and quest deal, each
hero's abilities from the character card (BQ-2), the options, the first player's roll.

Only needed before play starts: the engine imports this module for those phases, and the screens drop it
while play is on, so its code is not in RAM all game. Same state layout and numbers as the engine (copies of
its const() names, which test_quest_app checks under CPython).
"""

from yaga.compat import const
from yaga.games.quest import rules as q

_CUR = const(10)
_CURSOR = const(26)
_DEAL = const(53)
_EASY = const(7)
_EASY_DOWN = const(55)
_EASY_UP = const(54)
_EDIT = const(64)
_EDITS = const(17)
_FIRST = const(9)
_FLAGS = const(8)
_F_DEAL_HEROES = const(32)
_F_DEAL_QUESTS = const(64)
_F_HARD_BABA = const(1)
_F_HARD_DEATH = const(2)
_HARD_BABA = const(56)
_HARD_DEATH = const(57)
_HERO = const(170)
_N = const(6)
_NOBODY = const(255)
_PHASE = const(4)
_PH_FIRST = const(3)
_PH_HEROES = const(0)
_PH_OPTIONS = const(2)
_PH_PLAY = const(4)
_PH_QUESTS = const(1)
_P_HERO = const(0)
_P_QUEST = const(1)
_QUEST = const(176)
_ROLL_FIRST = const(58)
_ABILITIES_DONE = const(60)
_P_MOVE = const(3)
_SEAT = const(182)
_SETUP_EDITS = const(0x180FC)
_SOLO = const(2)
_STYLE = const(5)
_TOWN = const(18)
_TOWN_CARDS = const(32)
_WILD = const(19)


def legal(s, edits):
    """The legal actions of the set-up phases (every player's edits only when `edits`)."""
    ph = s[_PHASE]
    if ph == _PH_HEROES or ph == _PH_QUESTS:  # the heroes (or quests) no seat holds yet, and the random deal
        hero = ph == _PH_HEROES
        held = 0
        for p in range(s[_N]):
            v = q.pget(s, p, _P_HERO if hero else _P_QUEST)
            if v != _NOBODY:
                held |= 1 << v
        base = _HERO if hero else _QUEST
        out = [base + c for c in range(6) if not held & (1 << c)]
        if not s[_FLAGS] & (_F_DEAL_HEROES if hero else _F_DEAL_QUESTS):
            out.append(_DEAL)
        return out
    if ph == _PH_FIRST:
        return [_SEAT + p for p in range(s[_N])]  # the first player's roll
    out = []  # the options (BQ-1, BQ-13) and dice counts (BQ-2)
    if edits:
        q.add_edits(s, out, _SETUP_EDITS)
    if s[_CURSOR] < s[_N]:  # BQ-2: each hero's abilities entered from the card before anything else
        out.append(_ABILITIES_DONE)
        return out
    if _TOWN_CARDS > q.cards_to_remove(s[_N], s[_STYLE] == _SOLO, s[_EASY] + 1):  # a Town card still left
        out.append(_EASY_UP)
    if s[_EASY] > 0:
        out.append(_EASY_DOWN)
    if s[_STYLE] == _SOLO:
        out.append(_HARD_BABA)
        out.append(_HARD_DEATH)
    out.append(_ROLL_FIRST)
    return out


def apply(s, a):
    """Apply a legal set-up action (yaga.games.quest.rules.apply_action checked it)."""
    ph = s[_PHASE]
    if ph == _PH_HEROES or ph == _PH_QUESTS:
        hero = ph == _PH_HEROES
        if a == _DEAL:
            s[_FLAGS] |= _F_DEAL_HEROES if hero else _F_DEAL_QUESTS
            return
        # the card to the cursor seat; on to the quests (then the options) when every seat has one
        p = s[_CURSOR]
        q.pset(s, p, _P_HERO if hero else _P_QUEST, a - (_HERO if hero else _QUEST))
        if hero:  # BQ-2: what the rulebook prints for the hero, 1 where it prints nothing
            for i in range(3):
                q.pset(s, p, _P_MOVE + i, q.PRINTED_DICE[3 * (a - _HERO) + i] or 1)
        s[_CURSOR] += 1
        if s[_CURSOR] == s[_N]:
            s[_CURSOR] = 0
            s[_PHASE] = _PH_QUESTS if hero else _PH_OPTIONS
    elif ph == _PH_FIRST:
        s[_FIRST] = s[_CUR] = a - _SEAT  # BQ-1/BQ-4: round 1 starts (no Horseman cycle on the first turn)
        s[_PHASE] = _PH_PLAY
        q.part("yaga.games.quest.turns").begin_turn(s)
    elif a == _EASY_UP or a == _EASY_DOWN:
        s[_EASY] += 1 if a == _EASY_UP else -1
        s[_TOWN], s[_WILD] = q.deck_start(s)
    elif a == _HARD_BABA:
        s[_FLAGS] ^= _F_HARD_BABA
    elif a == _HARD_DEATH:
        s[_FLAGS] ^= _F_HARD_DEATH
    elif a == _ROLL_FIRST:
        s[_PHASE] = _PH_FIRST
    elif a == _ABILITIES_DONE:
        s[_CURSOR] += 1  # the next seat's hero (past the last: the options)
    else:
        q.apply_edit(s, (a - _EDIT) // _EDITS, (a - _EDIT) % _EDITS)
