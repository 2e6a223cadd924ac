"""Baba Yaga (2010) companion: the challenge phases of yaga.games.quest.rules (BQ-7 .. BQ-9): the dice count and
difficulty rules, open a challenge, its legal actions, and the set-up, roll, reroll and result steps with the
ready-made challenges' effects.

Part of the engine (yaga.games.quest.rules imports it): the state's layout and numbers are the rules module's.
"""

from yaga.games.quest import rules as q
from yaga.games.quest import turns



def kosh_bonus_for(s, p):
    """Koshchey's extra die applies to seat p's next Baba Yaga encounter (BQ-9)."""
    holder = s[q.KOSH]
    return holder == p or holder == q.ANYONE


def bonus_dice(s):
    """The challenge's bonus dice from card effects, -5..5 (a signed byte)."""
    b = s[q.CH_BONUS]
    return b - 256 if b > 127 else b


def challenge_dice_count(s):
    """BQ-7: ability + bonus dice (+ Koshchey's die at Baba Yaga) - lingering penalty, at least 1."""
    if s[q.CH_ROLLED] or s[q.PHASE] >= q.PH_CH_READY:
        return s[q.CH_N]
    cur = s[q.CUR]
    n = q.pget(s, cur, q.P_MOVE + s[q.CH_ABIL]) + bonus_dice(s) - q.pget(s, cur, q.P_PEN_NOW)
    if s[q.CH_FLAGS] & q.C_BABA and kosh_bonus_for(s, cur):
        n += 1
    return q.MAX_DICE if n > q.MAX_DICE else (1 if n < 1 else n)


def current_difficulty(s):
    """The challenge's difficulty: as set up now, or as fixed by the first roll."""
    if s[q.PHASE] >= q.PH_CH_READY:
        return s[q.CH_DIFF]
    rep = q.pget(s, s[q.CH_REP_OF], q.P_REP)
    return q.challenge_difficulty(s[q.CH_BASE], rep, s[q.CH_FLAGS] & q.C_PLUS_REP != 0)


def challenge_passes(dice, difficulty):
    """BQ-7: any one die meeting or beating the difficulty passes; dice are not added."""
    for d in dice:
        if d >= difficulty:
            return True
    return False


def open_challenge(s, a):
    """Set up a challenge for the current player: a plain one or a ready-made one (BQ-9)."""
    cur = s[q.CUR]
    for i in range(q.CH_KIND, q.CH_DICE + q.MAX_DICE):
        s[i] = 0
    s[q.CH_REP_OF] = cur
    if a == q.KOSH_RESCUE:
        s[q.TFLAGS] |= q.T_RESCUE_TRIED
        s[q.CH_KIND], s[q.CH_ABIL], s[q.CH_BASE] = q.K_RESCUE, 0, 5
    elif a < q.FORLORN:
        s[q.CH_ABIL] = a - q.CH_OPEN
        s[q.CH_BASE] = 4
    elif a == q.FORLORN:
        s[q.CH_KIND], s[q.CH_ABIL], s[q.CH_BASE] = q.K_FORLORN, 1, q.forlorn_difficulty(s[q.TOD])
    else:  # steal an Item (Fight) or beguile an Ally (Cunning): 3 + the other's Rep
        steal = a < q.BEGUILE
        s[q.CH_KIND] = q.K_STEAL if steal else q.K_BEGUILE
        s[q.CH_ABIL] = 1 if steal else 2
        s[q.CH_BASE] = 3
        s[q.CH_FLAGS] = q.C_PLUS_REP
        s[q.CH_REP_OF] = (a - q.STEAL) % 6
    s[q.PHASE] = q.PH_CH_SETUP


def actions(s):
    ph = s[q.PHASE]
    if ph == q.PH_CH_ENTER:
        return [q.FACE + f for f in range(1, 7)]
    if ph == q.PH_CH_READY:
        return [q.ROLL, q.ENTER]
    if ph == q.PH_CH_RESULT:
        out = [q.DONE]
        if s[q.CH_RESULT] == q.CH_FAILED:
            if q.pget(s, s[q.CUR], q.P_REP) > 0:
                out.append(q.REROLL_REP)
            out.append(q.REROLL_ITEM)
        return out
    out = [q.ROLL, q.ENTER, q.CANCEL]
    bonus = bonus_dice(s)
    if bonus < q.MAX_BONUS:
        out.append(q.BONUS_UP)
    if bonus > -q.MAX_BONUS:
        out.append(q.BONUS_DOWN)
    if s[q.CH_KIND] == q.K_PLAIN:
        for a in range(3):
            if a != s[q.CH_ABIL]:
                out.append(q.CH_ABILITY + a)
        if s[q.CH_BASE] < 6:
            out.append(q.BASE_UP)
        if s[q.CH_BASE] > 1:
            out.append(q.BASE_DOWN)
        out.append(q.PLUS_REP)
        if s[q.FLAGS] & q.F_BABA_ON:
            out.append(q.BABA_CH)
    return out


def apply(s, a):
    cur = s[q.CUR]
    if a == q.ROLL or a == q.ENTER:
        if s[q.PHASE] == q.PH_CH_SETUP:
            s[q.CH_N] = challenge_dice_count(s)
            s[q.CH_DIFF] = current_difficulty(s)
        s[q.CH_ROLLED] = 0
        s[q.CH_RESULT] = 0
        s[q.PHASE] = q.PH_CH_ROLL if a == q.ROLL else q.PH_CH_ENTER
    elif a > q.FACE and a <= q.FACE + 6:
        i = s[q.CH_ROLLED]
        s[q.CH_DICE + i] = a - q.FACE
        s[q.CH_ROLLED] = i + 1
        if i + 1 == s[q.CH_N]:
            ok = challenge_passes(s[q.CH_DICE:q.CH_DICE + i + 1], s[q.CH_DIFF])
            s[q.CH_RESULT] = q.CH_PASSED if ok else q.CH_FAILED
            s[q.PHASE] = q.PH_CH_RESULT
    elif a == q.REROLL_REP:
        q.pset(s, cur, q.P_REP, q.pget(s, cur, q.P_REP) - 1)  # BQ-8: discard a Rep card
        s[q.CH_REP_REROLLS] += 1
        s[q.PHASE] = q.PH_CH_READY
    elif a == q.REROLL_ITEM:
        s[q.CH_ITEM_REROLLS] += 1
        s[q.PHASE] = q.PH_CH_READY
    elif a == q.DONE:
        _effects(s, cur, s[q.CH_RESULT] == q.CH_PASSED)
        if s[q.PHASE] != q.PH_OVER:
            s[q.PHASE] = q.PH_PLAY
    elif a == q.CANCEL:
        s[q.CH_KIND] = q.K_PLAIN
        s[q.PHASE] = q.PH_PLAY
    elif a == q.BONUS_UP or a == q.BONUS_DOWN:
        s[q.CH_BONUS] = (bonus_dice(s) + (1 if a == q.BONUS_UP else -1)) & 0xFF  # a signed byte
    elif a == q.BASE_UP or a == q.BASE_DOWN:
        s[q.CH_BASE] += 1 if a == q.BASE_UP else -1
    elif a == q.PLUS_REP:
        s[q.CH_FLAGS] ^= q.C_PLUS_REP
    elif a == q.BABA_CH:
        s[q.CH_FLAGS] ^= q.C_BABA
    else:
        s[q.CH_ABIL] = a - q.CH_ABILITY


def _effects(s, p, passed):
    """The printed win/lose effects of the ready-made challenges (BQ-9)."""
    kind = s[q.CH_KIND]
    if kind == q.K_FORLORN and passed:
        turns.add_rep(s, p, 1)  # take the first Rep card from a discard pile
    elif kind in (q.K_STEAL, q.K_BEGUILE, q.K_FORLORN) and not passed:
        q.pset(s, p, q.P_FLAGS, q.pget(s, p, q.P_FLAGS) | q.P_MISS)  # misses the next turn
    elif kind == q.K_RESCUE and not passed:
        s[q.KOSH] = q.NOBODY  # killed, and the extra die is lost
        turns.kill(s, p)
