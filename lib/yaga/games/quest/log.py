"""The quest companion's round log (issue 17 item 8): who did what, newest first, kept with the game.

The log is a small ring of the last LOG_N events in the game's save after the state (undone with the step
that wrote it, yaga.games.quest.undo). An event is 4 bytes: the round (1..255, the last for later rounds),
the seat (NOBODY for the table), what happened (EV_*) and a number (a difficulty, an encounter, Rep ...).
The screens add the events a step made (from the state before it, the state after it and the action) and
read the log as text: on the turn bar's "Log" and under the standings at the end.

Byte 0 of the log: the slot the next event goes to; byte 1: the events held (at most LOG_N).
"""

from yaga.compat import const
from yaga.games.quest import rules as q

LOG_N = const(64)
LOG_SIZE = const(2 + 4 * 64)

EV_PASSED = const(1)  # arg: the challenge's label (its ability 0..2, or 2 + its kind K_*) | difficulty << 4
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

_KINDS = ("c_challenge", "k_steal", "k_beguile", "pl_forlorn", "k_rescue")  # the texts naming each kind (K_*)


def challenge_name(w, kind, ability):
    """A challenge's name in the texts w: its ability's for a plain one, else its kind's (the challenge
    screen's title and the log's lines)."""
    return w["abilities"][ability] if kind == q.K_PLAIN else w[_KINDS[kind]]


def add(log, s, seat, ev, arg):
    """Write one event into the ring (the oldest gives way)."""
    at = 2 + 4 * log[0]
    rnd = s[q.ROUND] << 8 | s[q.ROUND + 1]
    log[at] = rnd if rnd < 255 else 255
    log[at + 1] = seat
    log[at + 2] = ev
    log[at + 3] = arg
    log[0] = (log[0] + 1) % LOG_N
    if log[1] < LOG_N:
        log[1] += 1


def events(log, old, s, a, took=False):
    """Log what the step from state `old` to `s` by action `a` did (took: a won challenge's card taken)."""
    cur = old[q.CUR]
    if a == q.DONE:
        kind = old[q.CH_KIND]
        label = old[q.CH_ABIL] if kind == q.K_PLAIN else 2 + kind
        passed = old[q.CH_RESULT] == q.CH_PASSED
        add(log, old, cur, EV_PASSED if passed else EV_FAILED, label | old[q.CH_DIFF] << 4)
        if took:
            add(log, old, cur, EV_TOOK, q.pget(s, cur, q.P_REP))
    elif a == q.BABA_WON or a == q.BABA_LOST:
        add(log, old, cur, EV_BABA_WON if a == q.BABA_WON else EV_BABA_LOST, old[q.BEATEN] + 1)
    elif a == q.TOWN_DRAW or a == q.WILD_DRAW:
        add(log, old, cur, EV_TOWN if a == q.TOWN_DRAW else EV_WILD, 0)
    elif a == q.KOSH_PACT or a == q.TSAROV:
        add(log, old, cur, EV_PACT if a == q.KOSH_PACT else EV_TSAROV, 0)
    elif q.EDIT <= a < q.HERO:
        p = (a - q.EDIT) // q.EDITS
        e = (a - q.EDIT) % q.EDITS
        if e == q.E_OUT:
            add(log, old, p, EV_OUT, 0)
        elif e == q.E_MISS and q.pget(s, p, q.P_FLAGS) & q.P_MISS:
            add(log, old, p, EV_MISS, 0)
    for p in range(s[q.N]):  # Rep, quest steps and deaths however they came (edits, challenges, Baba Yaga)
        if q.pget(s, p, q.P_STEP) > q.pget(old, p, q.P_STEP):
            add(log, old, p, EV_QUEST, q.pget(s, p, q.P_STEP))
        rep = q.pget(s, p, q.P_REP)
        if rep != q.pget(old, p, q.P_REP) and not (took and p == cur):
            dead = rep == 0 and q.pget(s, p, q.P_FLAGS) & q.P_MISS and not q.pget(old, p, q.P_FLAGS) & q.P_MISS
            add(log, old, p, EV_DEATH if dead else EV_REP, rep)
    if s[q.PHASE] == q.PH_OVER and old[q.PHASE] != q.PH_OVER:
        w = s[q.WINNERS]
        winner = q.NOBODY
        for p in range(s[q.N]):
            if w == 1 << p:
                winner = p
        add(log, s, winner, EV_END, s[q.REASON])


def is_valid(log, seats):
    """A log that reads: its counters in range and every event held a known one of a seat in the game, with a
    label or end reason text() can look up (issue 14)."""
    if len(log) != LOG_SIZE or log[0] >= LOG_N or log[1] > LOG_N:
        return False
    for i in range(log[1]):
        at = 2 + 4 * ((log[0] - 1 - i) % LOG_N)
        ev, arg = log[at + 2], log[at + 3]
        if not 0 < ev < EV_COUNT or log[at + 1] >= seats and log[at + 1] != q.NOBODY:
            return False
        if ev <= EV_FAILED and arg & 15 > 2 + q.K_RESCUE or ev == EV_END and not 0 < arg <= q.END_HARD_DEATH:
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
            lines.append(w["log_round"] % rnd)
            shown = rnd
        who = w["log_table"] if seat == q.NOBODY else app.who(seat)
        t = w["events"][ev - 1]
        if ev <= EV_FAILED:
            label = arg & 15
            name = challenge_name(w, q.K_PLAIN, label) if label < 3 else challenge_name(w, label - 2, 0)
            lines.append(t % (who, name, arg >> 4))
        elif ev == EV_END:
            lines.append(t % w["reasons"][arg - 1])
        elif "%d" in t:
            lines.append(t % (who, arg))
        else:
            lines.append(t % who)
    return "\n".join(lines) if lines else w["log_empty"]
