"""Baba Yaga (2010) companion: the challenge phases of yaga.games.quest.rules (BQ-7 .. BQ-9): the dice count and
difficulty rules, open a challenge, its legal actions, and the set-up, roll, reroll and result steps with the
ready-made challenges' effects.

The engine imports this module when a challenge is first opened or asked about (the play screens, which
show difficulties, with them), so its code is not in RAM during set-up. Same state layout and numbers as the
engine (copies of its const() names, which test_quest_app checks under CPython).
"""

from yaga.compat import const
from yaga.games.quest import rules as q

_ANYONE = const(254)
_BABA_CH = const(40)
_BASE_DOWN = const(36)
_BASE_UP = const(35)
_BEGUILE = const(24)
_BONUS_DOWN = const(39)
_BONUS_UP = const(38)
_CANCEL = const(43)
_CH_ABIL = const(29)
_CH_ABILITY = const(32)
_CH_BASE = const(30)
_CH_BONUS = const(32)
_CH_DICE = const(40)
_CH_DIFF = const(34)
_CH_FAILED = const(2)
_CH_FLAGS = const(31)
_CH_ITEM_REROLLS = const(39)
_CH_KIND = const(28)
_CH_N = const(35)
_CH_OPEN = const(14)
_CH_PASSED = const(1)
_CH_REP_OF = const(33)
_CH_REP_REROLLS = const(38)
_CH_RESULT = const(37)
_CH_ROLLED = const(36)
_CUR = const(10)
_C_BABA = const(2)
_C_PLUS_REP = const(1)
_DONE = const(46)
_ENTER = const(42)
_FACE = const(46)
_FLAGS = const(8)
_F_BABA_ON = const(16)
_FORLORN = const(17)
_KOSH = const(20)
_KOSH_RESCUE = const(11)
_K_BEGUILE = const(2)
_K_FORLORN = const(3)
_K_PLAIN = const(0)
_K_RESCUE = const(4)
_K_STEAL = const(1)
_MAX_BONUS = const(5)
_MAX_DICE = const(12)
_NOBODY = const(255)
_PHASE = const(4)
_PH_CH_ENTER = const(11)
_PH_CH_READY = const(9)
_PH_CH_RESULT = const(12)
_PH_CH_ROLL = const(10)
_PH_CH_SETUP = const(8)
_PH_OVER = const(13)
_PH_PLAY = const(4)
_PLUS_REP = const(37)
_P_FLAGS = const(8)
_P_MOVE = const(3)
_P_PEN_NOW = const(10)
_P_MISS = const(1)
_P_REP = const(2)
_REROLL_ITEM = const(45)
_REROLL_REP = const(44)
_ROLL = const(41)
_STEAL = const(18)
_TFLAGS = const(22)
_TOD = const(15)
_T_RESCUE_TRIED = const(4)


def kosh_bonus_for(s, p):
    """Koshchey's extra die applies to seat p's next Baba Yaga encounter (BQ-9)."""
    holder = s[_KOSH]
    return holder == p or holder == _ANYONE


def bonus_dice(s):
    """The challenge's bonus dice from card effects, -5..5 (a signed byte)."""
    b = s[_CH_BONUS]
    return b - 256 if b > 127 else b


def challenge_dice_count(s):
    """BQ-7: ability + bonus dice (+ Koshchey's die at Baba Yaga) - lingering penalty, at least 1."""
    if s[_CH_ROLLED] or s[_PHASE] >= _PH_CH_READY:
        return s[_CH_N]
    cur = s[_CUR]
    n = q.pget(s, cur, _P_MOVE + s[_CH_ABIL]) + bonus_dice(s) - q.pget(s, cur, _P_PEN_NOW)
    if s[_CH_FLAGS] & _C_BABA and kosh_bonus_for(s, cur):
        n += 1
    return _MAX_DICE if n > _MAX_DICE else (1 if n < 1 else n)


def current_difficulty(s):
    """The challenge's difficulty: as set up now, or as fixed by the first roll."""
    if s[_PHASE] >= _PH_CH_READY:
        return s[_CH_DIFF]
    rep = q.pget(s, s[_CH_REP_OF], _P_REP)
    return q.challenge_difficulty(s[_CH_BASE], rep, s[_CH_FLAGS] & _C_PLUS_REP != 0)


def challenge_passes(dice, difficulty):
    """BQ-7: any one die meeting or beating the difficulty passes; dice are not added."""
    for d in dice:
        if d >= difficulty:
            return True
    return False


def open_challenge(s, a):
    """Set up a challenge for the current player: a plain one or a ready-made one (BQ-9)."""
    cur = s[_CUR]
    for i in range(_CH_KIND, _CH_DICE + _MAX_DICE):
        s[i] = 0
    s[_CH_REP_OF] = cur
    if a == _KOSH_RESCUE:
        s[_TFLAGS] |= _T_RESCUE_TRIED
        s[_CH_KIND], s[_CH_ABIL], s[_CH_BASE] = _K_RESCUE, 0, 5
    elif a < _FORLORN:
        s[_CH_ABIL] = a - _CH_OPEN
        s[_CH_BASE] = 4
    elif a == _FORLORN:
        s[_CH_KIND], s[_CH_ABIL], s[_CH_BASE] = _K_FORLORN, 1, q.forlorn_difficulty(s[_TOD])
    else:  # steal an Item (Fight) or beguile an Ally (Cunning): 3 + the other's Rep
        steal = a < _BEGUILE
        s[_CH_KIND] = _K_STEAL if steal else _K_BEGUILE
        s[_CH_ABIL] = 1 if steal else 2
        s[_CH_BASE] = 3
        s[_CH_FLAGS] = _C_PLUS_REP
        s[_CH_REP_OF] = (a - _STEAL) % 6
    s[_PHASE] = _PH_CH_SETUP


def actions(s):
    ph = s[_PHASE]
    if ph == _PH_CH_ENTER:
        return [_FACE + f for f in range(1, 7)]
    if ph == _PH_CH_READY:
        return [_ROLL, _ENTER]
    if ph == _PH_CH_RESULT:
        out = [_DONE]
        if s[_CH_RESULT] == _CH_FAILED:
            if q.pget(s, s[_CUR], _P_REP) > 0:
                out.append(_REROLL_REP)
            out.append(_REROLL_ITEM)
        return out
    out = [_ROLL, _ENTER, _CANCEL]
    bonus = bonus_dice(s)
    if bonus < _MAX_BONUS:
        out.append(_BONUS_UP)
    if bonus > -_MAX_BONUS:
        out.append(_BONUS_DOWN)
    if s[_CH_KIND] == _K_PLAIN:
        for a in range(3):
            if a != s[_CH_ABIL]:
                out.append(_CH_ABILITY + a)
        if s[_CH_BASE] < 6:
            out.append(_BASE_UP)
        if s[_CH_BASE] > 1:
            out.append(_BASE_DOWN)
        out.append(_PLUS_REP)
        if s[_FLAGS] & _F_BABA_ON:
            out.append(_BABA_CH)
    return out


def apply(s, a):
    cur = s[_CUR]
    if a == _ROLL or a == _ENTER:
        if s[_PHASE] == _PH_CH_SETUP:
            s[_CH_N] = challenge_dice_count(s)
            s[_CH_DIFF] = current_difficulty(s)
        s[_CH_ROLLED] = 0
        s[_CH_RESULT] = 0
        s[_PHASE] = _PH_CH_ROLL if a == _ROLL else _PH_CH_ENTER
    elif a > _FACE and a <= _FACE + 6:
        i = s[_CH_ROLLED]
        s[_CH_DICE + i] = a - _FACE
        s[_CH_ROLLED] = i + 1
        if i + 1 == s[_CH_N]:
            ok = challenge_passes(s[_CH_DICE:_CH_DICE + i + 1], s[_CH_DIFF])
            s[_CH_RESULT] = _CH_PASSED if ok else _CH_FAILED
            s[_PHASE] = _PH_CH_RESULT
    elif a == _REROLL_REP:
        q.pset(s, cur, _P_REP, q.pget(s, cur, _P_REP) - 1)  # BQ-8: discard a Rep card
        s[_CH_REP_REROLLS] += 1
        s[_PHASE] = _PH_CH_READY
    elif a == _REROLL_ITEM:
        s[_CH_ITEM_REROLLS] += 1
        s[_PHASE] = _PH_CH_READY
    elif a == _DONE:
        _effects(s, cur, s[_CH_RESULT] == _CH_PASSED)
        if s[_PHASE] != _PH_OVER:
            s[_PHASE] = _PH_PLAY
    elif a == _CANCEL:
        s[_CH_KIND] = _K_PLAIN
        s[_PHASE] = _PH_PLAY
    elif a == _BONUS_UP or a == _BONUS_DOWN:
        s[_CH_BONUS] = (bonus_dice(s) + (1 if a == _BONUS_UP else -1)) & 0xFF  # a signed byte
    elif a == _BASE_UP or a == _BASE_DOWN:
        s[_CH_BASE] += 1 if a == _BASE_UP else -1
    elif a == _PLUS_REP:
        s[_CH_FLAGS] ^= _C_PLUS_REP
    elif a == _BABA_CH:
        s[_CH_FLAGS] ^= _C_BABA
    else:
        s[_CH_ABIL] = a - _CH_ABILITY


def _effects(s, p, passed):
    """The printed win/lose effects of the ready-made challenges (BQ-9)."""
    kind = s[_CH_KIND]
    if kind == _K_FORLORN and passed:
        q.part("yaga.games.quest.turns").add_rep(s, p, 1)  # take the first Rep card from a discard pile
    elif kind in (_K_STEAL, _K_BEGUILE, _K_FORLORN) and not passed:
        q.pset(s, p, _P_FLAGS, q.pget(s, p, _P_FLAGS) | _P_MISS)  # misses the next turn
    elif kind == _K_RESCUE and not passed:
        s[_KOSH] = _NOBODY  # killed, and the extra die is lost
        q.part("yaga.games.quest.turns").kill(s, p)
