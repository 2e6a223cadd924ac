"""The quest companion's round log (issue 17 item 8): who did what, newest first, kept with the game.

The log is a small ring of the last LOG_N events in the game's save after the state (undone with the step
that wrote it, yaga.games.quest.undo). An event is 4 bytes: the round (1..255, the last for later rounds),
the seat (NOBODY for the table), what happened (EV_*) and a number (a difficulty, an encounter, Rep ...).
The screens add the events a step made (from the state before it, the state after it and the action) and
read the log as text: on the turn bar's "Log" and under the standings at the end.

Byte 0 of the log: the slot the next event goes to; byte 1: the events held (at most LOG_N).
"""

from yaga.compat import const

LOG_N = const(64)
LOG_SIZE = const(2 + 4 * 64)

EV_PASSED = const(1)  # arg: the challenge's label (_LABELS) | difficulty << 4
EV_FAILED = const(2)
EV_BABA_WON = const(3)  # arg: her encounter 1..3
EV_BABA_LOST = const(4)
EV_REP = const(5)  # arg: the Rep after
EV_QUEST = const(6)  # arg: the quest steps done after
EV_DEATH = const(7)
EV_OUT = const(8)
EV_MISS = const(9)
EV_TOWN = const(10)
EV_WILD = const(11)
EV_PACT = const(12)
EV_TSAROV = const(13)
EV_TOOK = const(14)  # a won challenge's card taken, +1 Rep (issue 17 item 10); arg: the Rep after
EV_END = const(15)  # seat: the winner or NOBODY; arg: the end reason (yaga.games.quest.rules END_*)
EV_COUNT = const(16)

# yaga.games.quest.rules's numbers (const() does not cross modules; test_quest_app checks them under CPython)
_NOBODY = const(255)
_END_REASONS = const(7)  # END_QUEST .. END_HARD_DEATH
_PHASE = const(4)
_STYLE = const(5)
_N = const(6)
_CUR = const(10)
_ROUND = const(11)
_BEATEN = const(16)
_TOWN = const(18)
_WILD = const(19)
_WINNERS = const(24)
_REASON = const(25)
_CH_KIND = const(28)
_CH_ABIL = const(29)
_CH_DIFF = const(34)
_CH_RESULT = const(37)
_CH_PASSED = const(1)
_K_PLAIN = const(0)
_PH_OVER = const(13)
_BABA_WON = const(8)
_BABA_LOST = const(9)
_KOSH_PACT = const(10)
_TSAROV = const(12)
_TOWN_DRAW = const(2)
_WILD_DRAW = const(4)
_DONE = const(46)
_EDIT = const(64)
_EDITS = const(17)
_HERO = const(170)
_E_MISS = const(12)
_E_OUT = const(14)
_P_REP = const(2)
_P_STEP = const(6)
_P_FLAGS = const(8)
_P_MISS = const(1)
_P_OUT = const(2)
_PLAYERS = const(52)
_PSIZE = const(11)

# the texts' numbers in yaga.games.quest.keys.KEYS (checked by test_quest_app)
_W_AB_MOVE = const(71)
_W_K_STEAL = const(98)
_W_K_BEGUILE = const(99)
_W_PL_FORLORN = const(86)
_W_K_RESCUE = const(100)
_W_R_QUEST = const(122)
_W_LOG_ROUND = const(151)
_W_EV_0 = const(152)  # EV_PASSED's text; EV_x's is _W_EV_0 + x - 1
_W_LOG_EMPTY = const(167)
_W_LOG_TABLE = const(168)

_LABELS = bytes((_W_AB_MOVE, _W_AB_MOVE + 1, _W_AB_MOVE + 2, _W_K_STEAL, _W_K_BEGUILE, _W_PL_FORLORN, _W_K_RESCUE))


def _p(s, p, f):
    return s[_PLAYERS + _PSIZE * p + f]


def add(log, s, seat, ev, arg):
    """Write one event into the ring (the oldest gives way)."""
    at = 2 + 4 * log[0]
    rnd = s[_ROUND] << 8 | s[_ROUND + 1]
    log[at] = rnd if rnd < 255 else 255
    log[at + 1] = seat
    log[at + 2] = ev
    log[at + 3] = arg
    log[0] = (log[0] + 1) % LOG_N
    if log[1] < LOG_N:
        log[1] += 1


def events(log, old, s, a, took=False):
    """Log what the step from state `old` to `s` by action `a` did (took: a won challenge's card taken)."""
    cur = old[_CUR]
    if a == _DONE:
        kind = old[_CH_KIND]
        label = old[_CH_ABIL] if kind == _K_PLAIN else 2 + kind
        passed = old[_CH_RESULT] == _CH_PASSED
        add(log, old, cur, EV_PASSED if passed else EV_FAILED, label | old[_CH_DIFF] << 4)
        if took:
            add(log, old, cur, EV_TOOK, _p(s, cur, _P_REP))
    elif a == _BABA_WON or a == _BABA_LOST:
        add(log, old, cur, EV_BABA_WON if a == _BABA_WON else EV_BABA_LOST, old[_BEATEN] + 1)
    elif a == _TOWN_DRAW or a == _WILD_DRAW:
        add(log, old, cur, EV_TOWN if a == _TOWN_DRAW else EV_WILD, 0)
    elif a == _KOSH_PACT or a == _TSAROV:
        add(log, old, cur, EV_PACT if a == _KOSH_PACT else EV_TSAROV, 0)
    elif _EDIT <= a < _HERO:
        p = (a - _EDIT) // _EDITS
        e = (a - _EDIT) % _EDITS
        if e == _E_OUT:
            add(log, old, p, EV_OUT, 0)
        elif e == _E_MISS and _p(s, p, _P_FLAGS) & _P_MISS:
            add(log, old, p, EV_MISS, 0)
    for p in range(s[_N]):  # Rep, quest steps and deaths however they came (edits, challenges, Baba Yaga)
        if _p(s, p, _P_STEP) > _p(old, p, _P_STEP):
            add(log, old, p, EV_QUEST, _p(s, p, _P_STEP))
        rep = _p(s, p, _P_REP)
        if rep != _p(old, p, _P_REP) and not (took and p == cur):
            dead = rep == 0 and _p(s, p, _P_FLAGS) & _P_MISS and not _p(old, p, _P_FLAGS) & _P_MISS
            add(log, old, p, EV_DEATH if dead else EV_REP, rep)
    if s[_PHASE] == _PH_OVER and old[_PHASE] != _PH_OVER:
        w = s[_WINNERS]
        winner = _NOBODY
        for p in range(s[_N]):
            if w == 1 << p:
                winner = p
        add(log, s, winner, EV_END, s[_REASON])


def is_valid(log, seats):
    """A log that reads: its counters in range and every event held a known one of a seat in the game, with a
    label or end reason text() can look up (issue 14)."""
    if len(log) != LOG_SIZE or log[0] >= LOG_N or log[1] > LOG_N:
        return False
    for i in range(log[1]):
        at = 2 + 4 * ((log[0] - 1 - i) % LOG_N)
        ev, arg = log[at + 2], log[at + 3]
        if not 0 < ev < EV_COUNT or log[at + 1] >= seats and log[at + 1] != _NOBODY:
            return False
        if ev <= EV_FAILED and arg & 15 >= len(_LABELS) or ev == EV_END and not 0 < arg <= _END_REASONS:
            return False  # the words text() looks up: a challenge's label, an end reason
    return True


def text(app, log):
    """The log as lines, newest first, under a line per round."""
    w = app.w
    lines = []
    shown = -1
    for i in range(log[1]):
        at = 2 + 4 * ((log[0] - 1 - i) % LOG_N)
        rnd, seat, ev, arg = log[at], log[at + 1], log[at + 2], log[at + 3]
        if rnd != shown:
            lines.append(w[_W_LOG_ROUND] % rnd)
            shown = rnd
        who = w[_W_LOG_TABLE] if seat == _NOBODY else app.who(seat)
        t = w[_W_EV_0 + ev - 1]
        if ev <= EV_FAILED:
            lines.append(t % (who, w[_LABELS[arg & 15]], arg >> 4))
        elif ev == EV_END:
            lines.append(t % w[_W_R_QUEST - 1 + arg])
        elif "%d" in t:
            lines.append(t % (who, arg))
        else:
            lines.append(t % who)
    return "\n".join(lines) if lines else w[_W_LOG_EMPTY]
