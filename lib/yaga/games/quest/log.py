"""What the quest companion keeps with a game after its state: the round log, who did what,
newest first, and B's journal of steps.

The log is a small ring of the last _LOG_N events in the game's save after the state (undone with the step
that wrote it, by the journal). An event is 4 bytes: the round (1..255, the last for later rounds),
the seat (NOBODY for the table), what happened (_EV_*, its text w["events"][ev - 1]) and a number (a difficulty, an encounter, Rep ...).
The screens add the events a step made (from the state before it, the state after it and the action) and
read the log as text: on the turn bar's "Log" and under the standings at the end.

Byte 0 of the log: the slot the next event goes to; byte 1: the events held (at most _LOG_N).
"""

from yaga.compat import const
from yaga.games.quest import rules as q

_LOG_N = const(64)
LOG_SIZE = const(2 + 4 * _LOG_N)

_EV_PASSED = const(1)  # arg: the challenge's label (its ability 0..2, or 2 + its kind K_*) | difficulty << 4
_EV_FAILED = const(2)
_EV_BABA_WON = const(3)  # arg: her encounter 1..3
_EV_BABA_LOST = const(4)
_EV_REP = const(5)  # arg: the Rep after
_EV_QUEST = const(6)  # arg: the quest steps done after
_EV_DEATH = const(7)
_EV_OUT = const(8)
_EV_MISS = const(9)
_EV_TOWN = const(10)
_EV_WILD = const(11)
_EV_PACT = const(12)
_EV_TSAROV = const(13)
_EV_TOOK = const(14)  # a won challenge's card taken, +1 Rep; arg: the Rep after
_EV_END = const(15)  # seat: the winner or NOBODY; arg: the end reason (yaga.games.quest.rules END_*)
_EV_COUNT = const(16)

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
    log[0] = (log[0] + 1) % _LOG_N
    if log[1] < _LOG_N:
        log[1] += 1


def events(log, old, s, a, took=False):
    """Log what the step from state `old` to `s` by action `a` did (took: a won challenge's card taken)."""
    cur = old[q.CUR]
    if a == q.DONE:
        kind = old[q.CH_KIND]
        label = old[q.CH_ABIL] if kind == q.K_PLAIN else 2 + kind
        passed = old[q.CH_RESULT] == q.CH_PASSED
        add(log, old, cur, _EV_PASSED if passed else _EV_FAILED, label | old[q.CH_DIFF] << 4)
        if took:
            add(log, old, cur, _EV_TOOK, q.pget(s, cur, q.P_REP))
    elif a == q.BABA_WON or a == q.BABA_LOST:
        add(log, old, cur, _EV_BABA_WON if a == q.BABA_WON else _EV_BABA_LOST, old[q.BEATEN] + 1)
    elif a == q.TOWN_DRAW or a == q.WILD_DRAW or a == q.ENCOUNTER_TOWN or a == q.ENCOUNTER_WILD:
        add(log, old, cur, _EV_TOWN if a == q.TOWN_DRAW or a == q.ENCOUNTER_TOWN else _EV_WILD, 0)
    elif a == q.KOSH_PACT or a == q.TSAROV:
        add(log, old, cur, _EV_PACT if a == q.KOSH_PACT else _EV_TSAROV, 0)
    elif q.EDIT <= a < q.HERO:
        p = (a - q.EDIT) // q.EDITS
        e = (a - q.EDIT) % q.EDITS
        if e == q.E_OUT:
            add(log, old, p, _EV_OUT, 0)
        elif e == q.E_MISS and q.pget(s, p, q.P_FLAGS) & q.P_MISS:
            add(log, old, p, _EV_MISS, 0)
    for p in range(s[q.N]):  # Rep, quest steps and deaths however they came (edits, challenges, Baba Yaga)
        if q.pget(s, p, q.P_STEP) > q.pget(old, p, q.P_STEP):
            add(log, old, p, _EV_QUEST, q.pget(s, p, q.P_STEP))
        rep = q.pget(s, p, q.P_REP)
        if rep != q.pget(old, p, q.P_REP) and not (took and p == cur):
            dead = rep == 0 and q.pget(s, p, q.P_FLAGS) & q.P_MISS and not q.pget(old, p, q.P_FLAGS) & q.P_MISS
            add(log, old, p, _EV_DEATH if dead else _EV_REP, rep)
    if s[q.PHASE] == q.PH_OVER and old[q.PHASE] != q.PH_OVER:
        w = s[q.WINNERS]
        winner = q.NOBODY
        for p in range(s[q.N]):
            if w == 1 << p:
                winner = p
        add(log, s, winner, _EV_END, s[q.REASON])


def is_valid(log, seats):
    """A log that reads: its counters in range and every event held a known one of a seat in the game, with a
    label or end reason text() can look up."""
    if len(log) != LOG_SIZE or log[0] >= _LOG_N or log[1] > _LOG_N:
        return False
    for i in range(log[1]):
        at = 2 + 4 * ((log[0] - 1 - i) % _LOG_N)
        ev, arg = log[at + 2], log[at + 3]
        if not 0 < ev < _EV_COUNT or log[at + 1] >= seats and log[at + 1] != q.NOBODY:
            return False
        if ev <= _EV_FAILED and arg & 15 > 2 + q.K_RESCUE or ev == _EV_END and not 0 < arg <= q.END_HARD_DEATH:
            return False  # the words text() looks up: a challenge's label, an end reason
    return True


def lines(app, log, out):
    """The log's lines, newest first, under a line per round, given one at a time to out(line) (a message's
    add: a long log is never in RAM as text and lines both)."""
    w = app.w
    if not log[1]:
        out(w["log_empty"])
    shown = -1
    for i in range(log[1]):
        at = 2 + 4 * ((log[0] - 1 - i) % _LOG_N)
        rnd, seat, ev, arg = log[at], log[at + 1], log[at + 2], log[at + 3]
        if rnd != shown:
            out(w["log_round"] % rnd)
            shown = rnd
        who = w["log_table"] if seat == q.NOBODY else app.who(seat)
        t = w["events"][ev - 1]
        if ev <= _EV_FAILED:
            label = arg & 15
            name = challenge_name(w, q.K_PLAIN, label) if label < 3 else challenge_name(w, label - 2, 0)
            out(t % (who, name, arg >> 4))
        elif ev == _EV_END:
            out(t % w["reasons"][arg - 1])
        elif "%d" in t:
            out(t % (who, arg))
        else:
            out(t % who)


# w["undone_texts"][i]: the words of undone()
_U_DONE = const(0)
_U_CHANGE = const(1)
_U_NOW = const(2)
_U_BEATEN = const(3)
_U_TIME = const(4)
_U_TURN = const(5)
_U_STEP = const(6)
_U_SETUP = const(7)
_U_CH_BACK = const(8)
_U_CH_CLOSED = const(9)
_U_OVER = const(10)
_U_OTHER = const(11)


def undone(app, was, s):
    """What taking a step back changed, from the state `was` to `s`, in words: "Undone: P1 Rep 1→0, Town deck
    26→27"; a step with none of these changes says where play is back to."""
    w = app.w
    u = w["undone_texts"]
    parts = []
    labels = (w["rep"],) + w["abilities"] + (w["quest"], w["penalty"])
    for p in range(s[q.N]):
        who = app.who(p)
        for label, f in zip(labels, (q.P_REP, q.P_MOVE, q.P_FIGHT, q.P_CUNNING, q.P_STEP, q.P_PEN_NEXT)):
            if q.pget(was, p, f) != q.pget(s, p, f):
                parts.append(u[_U_CHANGE] % (who + " " + label, q.pget(was, p, f), q.pget(s, p, f)))
        flags = q.pget(s, p, q.P_FLAGS)
        changed = q.pget(was, p, q.P_FLAGS) ^ flags
        if changed & q.P_MISS:
            parts.append(u[_U_NOW] % (who + " " + w["misses"], app.core["yes" if flags & q.P_MISS else "no"]))
        if changed & ~q.P_MISS:
            parts.append(u[_U_NOW] % (who + " " + w["out_row"], app.core["yes" if q.is_out(s, p) else "no"]))
    for label, at in ((w["d_town"], q.TOWN), (w["d_wild"], q.WILD), (u[_U_BEATEN], q.BEATEN)):
        if was[at] != s[at]:
            parts.append(u[_U_CHANGE] % (label, was[at], s[at]))
    if was[q.TOD] != s[q.TOD]:
        parts.append(u[_U_NOW] % (u[_U_TIME], (w["times"] + ("?",))[s[q.TOD]]))  # 3: not rolled yet (solo)
    if was[q.TURN : q.TURN + 2] != s[q.TURN : q.TURN + 2]:
        parts.append(u[_U_TURN] % app.who(s[q.CUR]))
    elif was[q.STEP] != s[q.STEP]:
        parts.append(u[_U_CHANGE] % (u[_U_STEP], was[q.STEP] + 1, s[q.STEP] + 1))
    ph, old = s[q.PHASE], was[q.PHASE]
    if was[q.CH_BASE] != s[q.CH_BASE] and ph == old:
        parts.append(u[_U_CHANGE] % (w["ch_base"], was[q.CH_BASE], s[q.CH_BASE]))
    if ph != old or not parts:
        ch = s if q.PH_CH_SETUP <= ph < q.PH_OVER else was
        name = challenge_name(w, ch[q.CH_KIND], ch[q.CH_ABIL])
        if ph <= q.PH_OPTIONS:
            parts.append(u[_U_SETUP])
        elif q.PH_CH_SETUP <= ph < q.PH_OVER:
            parts.append(u[_U_CH_BACK] % name)
        elif q.PH_CH_SETUP <= old < q.PH_OVER:
            parts.append(u[_U_CH_CLOSED] % name)
        elif old == q.PH_OVER:
            parts.append(u[_U_OVER])
        elif not parts:
            parts.append(u[_U_OTHER])
    return u[_U_DONE] % ", ".join(parts)


DEPTH = const(32)  # the steps kept
_CAPACITY = const(3584)  # DEPTH entries of up to 36 changed bytes (3 bytes each and the two counts)


class Journal:
    """B's steps back: what each step changed.

    A step is kept as the game's bytes it changed and their values before it (the game: the engine's state, then
    the round log, numbered as one run of bytes): as a rule 1-3 bytes, at most about
    30 (a challenge opened, twelve dice rolled), so the last DEPTH steps take a few hundred bytes and go into the
    save beside the game: B still undoes after the box was switched off.

    An entry is k (u16), k times (offset u16, old value), then k again (u16): the newest entry is read from the
    end (undo), the oldest from the front (given up for a new step once DEPTH are kept). All big-endian.
    """

    def __init__(self):
        self.buf = bytearray(_CAPACITY)
        self.used = 0
        self.steps = 0

    def clear(self):
        self.used = 0
        self.steps = 0

    def record(self, parts):
        """One step: the bytes where each part's `after` differs from its `before` (parts: (before, after) pairs,
        the game's buffers in order); a step that changed nothing is not kept, so B never takes back nothing."""
        changed = []
        base = 0
        for before, after in parts:
            for i in range(len(after)):
                if before[i] != after[i]:
                    changed.append(base + i)
                    changed.append(before[i])
            base += len(after)
        k = len(changed) // 2
        if not k:
            return
        size = 3 * k + 4
        while self.steps and (self.steps >= DEPTH or self.used + size > _CAPACITY):
            self._drop_oldest()
        buf = self.buf
        at = self.used
        buf[at] = k >> 8
        buf[at + 1] = k & 0xFF
        at += 2
        for j in range(0, 2 * k, 2):
            i = changed[j]
            buf[at] = i >> 8
            buf[at + 1] = i & 0xFF
            buf[at + 2] = changed[j + 1]
            at += 3
        buf[at] = k >> 8
        buf[at + 1] = k & 0xFF
        self.used = at + 2
        self.steps += 1

    def undo(self, game, more=None):
        """Put the newest step's old bytes back into the game (its buffer and the one after it, `more`); False
        when no step is kept."""
        if not self.steps:
            return False
        buf = self.buf
        end = self.used - 2
        k = buf[end] << 8 | buf[end + 1]
        at = end - 3 * k
        size = len(game)
        for j in range(at, end, 3):
            i = buf[j] << 8 | buf[j + 1]
            if i < size:
                game[i] = buf[j + 2]
            else:
                more[i - size] = buf[j + 2]
        self.used = at - 2
        self.steps -= 1
        return True

    def _drop_oldest(self):
        n = 3 * (self.buf[0] << 8 | self.buf[1]) + 4
        self.buf[0 : self.used - n] = bytes(self.buf[n : self.used])
        self.used -= n
        self.steps -= 1

    def saved(self):
        """The entries as saved after the game's bytes."""
        return memoryview(self.buf)[: self.used]

    def load(self, data, size):
        """Take the entries saved (after a game of `size` bytes); a journal that does not read whole is
        dropped (the game itself stays): False then."""
        self.clear()
        n = len(data)
        at = 0
        steps = 0
        while at < n:
            if at + 2 > n:
                return False
            k = data[at] << 8 | data[at + 1]
            end = at + 2 + 3 * k
            if not k or end + 2 > n or data[end] << 8 | data[end + 1] != k or steps == DEPTH:
                return False
            for j in range(at + 2, end, 3):
                if data[j] << 8 | data[j + 1] >= size:
                    return False
            at = end + 2
            steps += 1
        if n > _CAPACITY:
            return False
        self.buf[:n] = data
        self.used = n
        self.steps = steps
        return True
