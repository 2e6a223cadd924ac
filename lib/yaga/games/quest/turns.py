"""Baba Yaga (2010) companion: the play phase of yaga.games.quest.rules: the turn's legal actions and their steps
(BQ-3 … BQ-6, BQ-9), the players menu's edits (Rep, quest steps, penalties, a death: BQ-2, BQ-6, BQ-12), the
start and end of a turn with the Horseman and Baba Yaga's flight (BQ-4, BQ-5), her encounters, and every
check that ends the game (BQ-11 … BQ-13).

The engine imports this module once play starts, so its code is not in RAM during set-up. Same state
layout and numbers as the engine (copies of its const() names, which test_quest_app checks under CPython).
"""

from yaga.compat import const
from yaga.games.quest import rules as q

_ANYONE = const(254)
_E_DEATH = const(13)
_E_MISS = const(12)
_E_PEN_DOWN = const(11)
_E_PEN_UP = const(10)
_E_QUEST_DOWN = const(9)
_E_QUEST_UP = const(8)
_E_REP_DOWN = const(1)
_E_REP_UP = const(0)
_END_HARD_DEATH = const(7)
_F_HARD_DEATH = const(2)
_MAX_REP = const(60)
_PH_OVER = const(13)
_P_OUT = const(2)
_REASON = const(25)
_RESULT = const(23)
_WINNERS = const(24)
_BABA_LOST = const(9)
_BABA_WON = const(8)
_BEATEN = const(16)
_BEGUILE = const(24)
_CH_OPEN = const(14)
_COMPETITIVE = const(0)
_COOPERATIVE = const(1)
_CUR = const(10)
_EDIT = const(64)
_EDITS = const(17)
_END_ALL_OUT = const(5)
_END_BABA = const(2)
_END_DECK = const(3)
_END_HARD_BABA = const(6)
_END_NO_REP = const(4)
_END_QUEST = const(1)
_END_TURN = const(0)
_FIRST = const(9)
_FLAGS = const(8)
_FORLORN = const(17)
_F_BABA_ON = const(16)
_F_HARD_BABA = const(1)
_F_KOSH_USED = const(8)
_F_RESHUFFLED = const(4)
_KOSH = const(20)
_KOSH_PACT = const(10)
_KOSH_RESCUE = const(11)
_N = const(6)
_NEXT_STEP = const(1)
_NOBODY = const(255)
_PHASE = const(4)
_PLAY_EDITS = const(0x7FFF)
_PH_TIE = const(5)
_PH_TIME = const(7)
_P_FLAGS = const(8)
_P_MISS = const(1)
_P_PEN_NEXT = const(9)
_P_PEN_NOW = const(10)
_P_QLEN = const(7)
_P_REP = const(2)
_P_STEP = const(6)
_RESHUFFLE_TOWN = const(6)
_RESHUFFLE_WILD = const(7)
_RES_LOSS = const(2)
_RES_NO_WINNER = const(3)
_RES_WIN = const(1)
_ROLL_TIME = const(13)
_ROUND = const(11)
_SOLO = const(2)
_STEAL = const(18)
_STEP = const(21)
_STYLE = const(5)
_TARGET = const(17)
_TFLAGS = const(22)
_TIE = const(27)
_TOD = const(15)
_TOWN = const(18)
_TOWN_BACK = const(3)
_TOWN_DRAW = const(2)
_TSAROV = const(12)
_TURN = const(13)
_T_PACT = const(2)
_T_SKIPPING = const(1)
_T_RESCUE_TRIED = const(4)
_T_TSAROV = const(8)
_WILD = const(19)
_WILD_BACK = const(5)
_WILD_DRAW = const(4)


def play_actions(s, edits):
    cur = s[_CUR]
    out = [_END_TURN]
    town, wild = s[_TOWN], s[_WILD]
    full_town, full_wild = q.deck_start(s)  # BQ-3: a card back never makes a deck larger than after set-up
    if town > 0:
        out.append(_TOWN_DRAW)
    if town < full_town:
        out.append(_TOWN_BACK)
    if wild > 0:
        out.append(_WILD_DRAW)
    if wild < full_wild:
        out.append(_WILD_BACK)
    if s[_N] >= 5 and not s[_FLAGS] & _F_RESHUFFLED:
        out.append(_RESHUFFLE_TOWN)
        out.append(_RESHUFFLE_WILD)
    if s[_STYLE] == _SOLO and s[_TOD] == 3:
        out.append(_ROLL_TIME)  # BQ-4: once a turn, when it first matters (the turn's end forgets it)
    if edits:
        q.add_edits(s, out, _PLAY_EDITS)
    if s[_TFLAGS] & _T_SKIPPING or q.is_out(s, cur):
        return out  # BQ-4: a missed turn has no encounters
    if s[_STEP] < 3:
        out.append(_NEXT_STEP)
    if s[_FLAGS] & _F_BABA_ON:
        out.append(_BABA_WON)
        out.append(_BABA_LOST)
    # BQ-9: a special location is had instead of the location's encounter, so after the game elements' step
    # (step 0) and before the Horseman and Hut move (step 3)
    place = 1 <= s[_STEP] <= 2
    if place and not s[_FLAGS] & _F_KOSH_USED:
        out.append(_KOSH_PACT)
    if s[_TFLAGS] & _T_PACT and not s[_TFLAGS] & _T_RESCUE_TRIED:
        out.append(_KOSH_RESCUE)
    tod = s[_TOD]
    if place and tod < 2 and not s[_TFLAGS] & _T_TSAROV:
        out.append(_TSAROV)
    for a in range(3):
        out.append(_CH_OPEN + a)
    if place and tod < 3:
        out.append(_FORLORN)
    if s[_STYLE] == _COMPETITIVE:
        for p in range(s[_N]):
            if p != cur and not q.is_out(s, p):
                out.append(_STEAL + p)
                out.append(_BEGUILE + p)
    return out


def apply_play(s, a):
    cur = s[_CUR]
    if a == _END_TURN:
        _end_turn(s)
    elif a == _NEXT_STEP:
        s[_STEP] += 1
    elif a == _TOWN_DRAW:
        s[_TOWN] -= 1
    elif a == _TOWN_BACK:
        s[_TOWN] += 1
    elif a == _WILD_DRAW:
        s[_WILD] -= 1
    elif a == _WILD_BACK:
        s[_WILD] += 1
    elif a == _RESHUFFLE_TOWN or a == _RESHUFFLE_WILD:
        # BQ-3: the discard pile goes back; the count restarts at the set-up size (correct it with -)
        s[_FLAGS] |= _F_RESHUFFLED
        if a == _RESHUFFLE_TOWN:
            s[_TOWN] = q.deck_start(s)[0]
        else:
            s[_WILD] = q.deck_start(s)[1]
    elif a == _BABA_WON or a == _BABA_LOST:
        _baba_encounter(s, a == _BABA_WON)
    elif a == _KOSH_PACT:
        s[_FLAGS] |= _F_KOSH_USED
        s[_TFLAGS] |= _T_PACT
        s[_KOSH] = _ANYONE if s[_STYLE] == _COOPERATIVE else cur
    elif a == _TSAROV:
        s[_TFLAGS] |= _T_TSAROV
        s[_STEP] = 3
    elif a == _ROLL_TIME:
        s[_PHASE] = _PH_TIME
    elif a >= _EDIT:
        q.apply_edit(s, (a - _EDIT) // _EDITS, (a - _EDIT) % _EDITS)
    else:
        q.part("yaga.games.quest.challenge").open_challenge(s, a)


def play_edit(s, p, e):
    """BQ-2/BQ-6, the players menu: Rep, quest steps, lingering penalty, a missed turn, a death, out of the game
    (yaga.games.quest.rules.apply_edit does the set-up's edits)."""
    if e <= _E_REP_DOWN:
        q.pset(s, p, _P_REP, q.pget(s, p, _P_REP) + (1 if e == _E_REP_UP else -1))
    elif e == _E_QUEST_UP:
        _quest_step(s, p)
    elif e == _E_QUEST_DOWN:
        q.pset(s, p, _P_STEP, q.pget(s, p, _P_STEP) - 1)
    elif e <= _E_PEN_DOWN:
        q.pset(s, p, _P_PEN_NEXT, q.pget(s, p, _P_PEN_NEXT) + (1 if e == _E_PEN_UP else -1))
    elif e == _E_MISS:
        q.pset(s, p, _P_FLAGS, q.pget(s, p, _P_FLAGS) ^ _P_MISS)
    elif e == _E_DEATH:
        kill(s, p)
    else:
        q.pset(s, p, _P_FLAGS, q.pget(s, p, _P_FLAGS) | _P_OUT)


def kill(s, p):
    """BQ-6: Rep to 0, back to the starting town, misses the next turn; quest steps kept."""
    q.pset(s, p, _P_REP, 0)
    q.pset(s, p, _P_FLAGS, q.pget(s, p, _P_FLAGS) | _P_MISS)
    if s[_STYLE] == _SOLO and s[_FLAGS] & _F_HARD_DEATH:
        finish(s, _RES_LOSS, 0, _END_HARD_DEATH)  # BQ-13 optional harder rule


def add_rep(s, p, n):
    q.pset(s, p, _P_REP, min(_MAX_REP, q.pget(s, p, _P_REP) + n))


def _quest_step(s, p):
    """One more quest step; BQ-12: in cooperative play a finished quest advances the others one step."""
    step = q.pget(s, p, _P_STEP) + 1
    q.pset(s, p, _P_STEP, step)
    if step < q.pget(s, p, _P_QLEN) or s[_STYLE] != _COOPERATIVE:
        return
    for o in range(s[_N]):
        if o != p and not q.is_out(s, o) and q.pget(s, o, _P_STEP) < q.pget(s, o, _P_QLEN) - 1:
            q.pset(s, o, _P_STEP, q.pget(s, o, _P_STEP) + 1)


def _end_turn(s):
    p = s[_CUR]
    q.pset(s, p, _P_PEN_NOW, 0)
    if s[_STYLE] == _SOLO:
        s[_TOD] = 3  # BQ-4: rolled again when it next matters
    if s[_STYLE] == _COMPETITIVE and (s[_TOWN] == 0 or s[_WILD] == 0):
        _finish_by_rep(s, _END_DECK, _NOBODY)  # BQ-11: an empty deck at the end of a turn
        return
    n = s[_N]
    new_round = False
    for k in range(1, n + 1):
        nxt = (p + k) % n
        if nxt == s[_FIRST]:
            new_round = True
        if not q.is_out(s, nxt):
            break
    s[_CUR] = nxt
    _count_up(s, _TURN)
    begin_turn(s)
    if new_round:
        _count_up(s, _ROUND)
        if s[_STYLE] != _SOLO:
            s[_TOD] = (s[_TOD] + 1) % 3  # BQ-4: White -> Red -> Black -> White, even on a missed turn
        _move_baba(s)


def begin_turn(s):
    """Start the current seat's turn: lingering penalties come due; a missed turn is flipped face up."""
    p = s[_CUR]
    s[_STEP] = 0
    s[_TFLAGS] = 0
    q.pset(s, p, _P_PEN_NOW, q.pget(s, p, _P_PEN_NEXT))
    q.pset(s, p, _P_PEN_NEXT, 0)
    if q.pget(s, p, _P_FLAGS) & _P_MISS:
        q.pset(s, p, _P_FLAGS, q.pget(s, p, _P_FLAGS) & ~_P_MISS)
        s[_TFLAGS] = _T_SKIPPING


def _count_up(s, at):
    """One more on a u16 field (big-endian): the turn or the round; it stops at 0xFFFF."""
    n = (s[at] << 8 | s[at + 1]) + 1
    if n <= 0xFFFF:
        s[at] = n >> 8
        s[at + 1] = n & 0xFF


def _move_baba(s):
    """BQ-5: after the Horseman she flies 2 spaces toward the highest Rep (only once someone has 3)."""
    if not s[_FLAGS] & _F_BABA_ON:
        return
    best, tie = _top_rep(s)
    if best < 3:
        s[_TARGET] = _NOBODY
        return
    if tie & (tie - 1) == 0:
        for p in range(s[_N]):
            if tie == 1 << p:
                s[_TARGET] = p
        return
    s[_TIE] = tie
    s[_PHASE] = _PH_TIE  # the players say who is closest, or leave it to the box


def _top_rep(s):
    """(the highest Rep among the players still in, a bit per seat that has it)."""
    best = -1
    tie = 0
    for p in range(s[_N]):
        if q.is_out(s, p):
            continue
        r = q.pget(s, p, _P_REP)
        if r > best:
            best, tie = r, 1 << p
        elif r == best:
            tie |= 1 << p
    return best, tie


def _baba_encounter(s, won):
    cur = s[_CUR]
    if q.part("yaga.games.quest.challenge").kosh_bonus_for(s, cur):
        s[_KOSH] = _NOBODY  # BQ-9: the extra die is spent on this encounter
    if not won:
        if s[_STYLE] == _SOLO and s[_FLAGS] & _F_HARD_BABA:
            finish(s, _RES_LOSS, 0, _END_HARD_BABA)  # BQ-13 optional harder rule
        return  # BQ-5: a lost encounter stays on top
    s[_BEATEN] += 1
    if s[_BEATEN] == 3:
        add_rep(s, cur, 3)
        if s[_STYLE] == _COMPETITIVE:
            _finish_by_rep(s, _END_BABA, cur)
        else:
            finish(s, _RES_WIN, _active_mask(s), _END_BABA)


def _active_mask(s):
    m = 0
    for p in range(s[_N]):
        if not q.is_out(s, p):
            m |= 1 << p
    return m


def _finish_by_rep(s, reason, beater):
    """BQ-11: highest Rep wins; a tie goes to whoever beat the third Baba Yaga, otherwise no winner."""
    tie = _top_rep(s)[1]
    if tie & (tie - 1) == 0 and tie:
        finish(s, _RES_WIN, tie, reason)
    elif beater != _NOBODY and tie & (1 << beater):
        finish(s, _RES_WIN, 1 << beater, reason)
    else:
        finish(s, _RES_NO_WINNER, 0, reason)


def finish(s, result, winners, reason):
    s[_RESULT] = result
    s[_WINNERS] = winners
    s[_REASON] = reason
    s[_PHASE] = _PH_OVER


def check_end(s):
    """Every check that can end the game after a change, by style."""
    active = _active_mask(s)
    st = s[_STYLE]
    if active == 0:
        finish(s, _RES_NO_WINNER if st == _COMPETITIVE else _RES_LOSS, 0, _END_ALL_OUT)
        return
    done = 0
    any_rep = False
    for p in range(s[_N]):
        if active & (1 << p):
            if q.pget(s, p, _P_STEP) >= q.pget(s, p, _P_QLEN):
                done |= 1 << p
            r = q.pget(s, p, _P_REP)
            if r > 0:
                any_rep = True
            if r >= 3:
                s[_FLAGS] |= _F_BABA_ON  # BQ-5: she enters and then stays
    if st == _COMPETITIVE:
        if done:
            finish(s, _RES_WIN, done, _END_QUEST)  # BQ-11: a completed quest wins at once
        return
    if st == _SOLO and done or st == _COOPERATIVE and done == active:
        finish(s, _RES_WIN, active, _END_QUEST)  # BQ-12, BQ-13
    elif s[_TOWN] == 0 or s[_WILD] == 0:
        finish(s, _RES_LOSS, 0, _END_DECK)
    elif st == _COOPERATIVE and s[_FLAGS] & _F_BABA_ON and not any_rep:
        finish(s, _RES_LOSS, 0, _END_NO_REP)
