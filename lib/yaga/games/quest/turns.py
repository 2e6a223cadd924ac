"""Baba Yaga (2010) companion: the play phase of yaga.games.quest.rules: the turn's legal actions and their steps
(BQ-3 … BQ-6, BQ-9), the players menu's edits (Rep, quest steps, penalties, a death: BQ-2, BQ-6, BQ-12), the
start and end of a turn with the Horseman and Baba Yaga's flight (BQ-4, BQ-5), her encounters, and every
check that ends the game (BQ-11 … BQ-13).

Part of the engine (yaga.games.quest.rules imports it): the state's layout and numbers are the rules module's.
"""

from yaga.games.quest import challenge
from yaga.games.quest import rules as q



def play_actions(s, edits):
    cur = s[q.CUR]
    out = [q.END_TURN]
    town, wild = s[q.TOWN], s[q.WILD]
    full_town, full_wild = q.deck_start(s)  # BQ-3: a card back never makes a deck larger than after set-up
    if town > 0:
        out.append(q.TOWN_DRAW)
    if town < full_town:
        out.append(q.TOWN_BACK)
    if wild > 0:
        out.append(q.WILD_DRAW)
    if wild < full_wild:
        out.append(q.WILD_BACK)
    if s[q.N] >= 5 and not s[q.FLAGS] & q.F_RESHUFFLED:
        out.append(q.RESHUFFLE_TOWN)
        out.append(q.RESHUFFLE_WILD)
    if s[q.STYLE] == q.SOLO and s[q.TOD] == 3:
        out.append(q.ROLL_TIME)  # BQ-4: once a turn, when it first matters (the turn's end forgets it)
    if edits:
        q.add_edits(s, out, q.PLAY_EDITS)
    if s[q.TFLAGS] & q.T_SKIPPING or q.is_out(s, cur):
        return out  # BQ-4: a missed turn has no encounters
    if s[q.STEP] < 3:
        out.append(q.NEXT_STEP)
    if s[q.FLAGS] & q.F_BABA_ON:
        out.append(q.BABA_WON)
        out.append(q.BABA_LOST)
    # BQ-9: a special location is had instead of the location's encounter, so after the game elements' step
    # (step 0) and before the Horseman and Hut move (step 3)
    place = 1 <= s[q.STEP] <= 2
    if place and not s[q.FLAGS] & q.F_KOSH_USED:
        out.append(q.KOSH_PACT)
    if s[q.TFLAGS] & q.T_PACT and not s[q.TFLAGS] & q.T_RESCUE_TRIED:
        out.append(q.KOSH_RESCUE)
    tod = s[q.TOD]
    if place and tod < 2 and not s[q.TFLAGS] & q.T_TSAROV:
        out.append(q.TSAROV)
    for a in range(3):
        out.append(q.CH_OPEN + a)
    if place and tod < 3:
        out.append(q.FORLORN)
    if s[q.STYLE] == q.COMPETITIVE:
        for p in range(s[q.N]):
            if p != cur and not q.is_out(s, p):
                out.append(q.STEAL + p)
                out.append(q.BEGUILE + p)
    return out


def apply_play(s, a):
    cur = s[q.CUR]
    if a == q.END_TURN:
        _end_turn(s)
    elif a == q.NEXT_STEP:
        s[q.STEP] += 1
    elif a == q.TOWN_DRAW:
        s[q.TOWN] -= 1
    elif a == q.TOWN_BACK:
        s[q.TOWN] += 1
    elif a == q.WILD_DRAW:
        s[q.WILD] -= 1
    elif a == q.WILD_BACK:
        s[q.WILD] += 1
    elif a == q.RESHUFFLE_TOWN or a == q.RESHUFFLE_WILD:
        # BQ-3: the discard pile goes back; the count restarts at the set-up size (correct it with -)
        s[q.FLAGS] |= q.F_RESHUFFLED
        if a == q.RESHUFFLE_TOWN:
            s[q.TOWN] = q.deck_start(s)[0]
        else:
            s[q.WILD] = q.deck_start(s)[1]
    elif a == q.BABA_WON or a == q.BABA_LOST:
        _baba_encounter(s, a == q.BABA_WON)
    elif a == q.KOSH_PACT:
        s[q.FLAGS] |= q.F_KOSH_USED
        s[q.TFLAGS] |= q.T_PACT
        s[q.KOSH] = q.ANYONE if s[q.STYLE] == q.COOPERATIVE else cur
    elif a == q.TSAROV:
        s[q.TFLAGS] |= q.T_TSAROV
        s[q.STEP] = 3
    elif a == q.ROLL_TIME:
        s[q.PHASE] = q.PH_TIME
    elif a >= q.EDIT:
        q.apply_edit(s, (a - q.EDIT) // q.EDITS, (a - q.EDIT) % q.EDITS)
    else:
        challenge.open_challenge(s, a)


def play_edit(s, p, e):
    """BQ-2/BQ-6, the players menu: Rep, quest steps, lingering penalty, a missed turn, a death, out of the game
    (yaga.games.quest.rules.apply_edit does the set-up's edits)."""
    if e <= q.E_REP_DOWN:
        q.pset(s, p, q.P_REP, q.pget(s, p, q.P_REP) + (1 if e == q.E_REP_UP else -1))
    elif e == q.E_QUEST_UP:
        _quest_step(s, p)
    elif e == q.E_QUEST_DOWN:
        q.pset(s, p, q.P_STEP, q.pget(s, p, q.P_STEP) - 1)
    elif e <= q.E_PEN_DOWN:
        q.pset(s, p, q.P_PEN_NEXT, q.pget(s, p, q.P_PEN_NEXT) + (1 if e == q.E_PEN_UP else -1))
    elif e == q.E_MISS:
        q.pset(s, p, q.P_FLAGS, q.pget(s, p, q.P_FLAGS) ^ q.P_MISS)
    elif e == q.E_DEATH:
        kill(s, p)
    else:
        q.pset(s, p, q.P_FLAGS, q.pget(s, p, q.P_FLAGS) | q.P_OUT)


def kill(s, p):
    """BQ-6: Rep to 0, back to the starting town, misses the next turn; quest steps kept."""
    q.pset(s, p, q.P_REP, 0)
    q.pset(s, p, q.P_FLAGS, q.pget(s, p, q.P_FLAGS) | q.P_MISS)
    if s[q.STYLE] == q.SOLO and s[q.FLAGS] & q.F_HARD_DEATH:
        finish(s, q.RES_LOSS, 0, q.END_HARD_DEATH)  # BQ-13 optional harder rule


def add_rep(s, p, n):
    q.pset(s, p, q.P_REP, min(q.MAX_REP, q.pget(s, p, q.P_REP) + n))


def _quest_step(s, p):
    """One more quest step; BQ-12: in cooperative play a finished quest advances the others one step."""
    step = q.pget(s, p, q.P_STEP) + 1
    q.pset(s, p, q.P_STEP, step)
    if step < q.pget(s, p, q.P_QLEN) or s[q.STYLE] != q.COOPERATIVE:
        return
    for o in range(s[q.N]):
        if o != p and not q.is_out(s, o) and q.pget(s, o, q.P_STEP) < q.pget(s, o, q.P_QLEN) - 1:
            q.pset(s, o, q.P_STEP, q.pget(s, o, q.P_STEP) + 1)


def _end_turn(s):
    p = s[q.CUR]
    q.pset(s, p, q.P_PEN_NOW, 0)
    if s[q.STYLE] == q.SOLO:
        s[q.TOD] = 3  # BQ-4: rolled again when it next matters
    if s[q.STYLE] == q.COMPETITIVE and (s[q.TOWN] == 0 or s[q.WILD] == 0):
        _finish_by_rep(s, q.END_DECK, q.NOBODY)  # BQ-11: an empty deck at the end of a turn
        return
    n = s[q.N]
    new_round = False
    for k in range(1, n + 1):
        nxt = (p + k) % n
        if nxt == s[q.FIRST]:
            new_round = True
        if not q.is_out(s, nxt):
            break
    s[q.CUR] = nxt
    _count_up(s, q.TURN)
    begin_turn(s)
    if new_round:
        _count_up(s, q.ROUND)
        if s[q.STYLE] != q.SOLO:
            s[q.TOD] = (s[q.TOD] + 1) % 3  # BQ-4: White -> Red -> Black -> White, even on a missed turn
        _move_baba(s)


def begin_turn(s):
    """Start the current seat's turn: lingering penalties come due; a missed turn is flipped face up."""
    p = s[q.CUR]
    s[q.STEP] = 0
    s[q.TFLAGS] = 0
    q.pset(s, p, q.P_PEN_NOW, q.pget(s, p, q.P_PEN_NEXT))
    q.pset(s, p, q.P_PEN_NEXT, 0)
    if q.pget(s, p, q.P_FLAGS) & q.P_MISS:
        q.pset(s, p, q.P_FLAGS, q.pget(s, p, q.P_FLAGS) & ~q.P_MISS)
        s[q.TFLAGS] = q.T_SKIPPING


def _count_up(s, at):
    """One more on a u16 field (big-endian): the turn or the round; it stops at 0xFFFF."""
    n = (s[at] << 8 | s[at + 1]) + 1
    if n <= 0xFFFF:
        s[at] = n >> 8
        s[at + 1] = n & 0xFF


def _move_baba(s):
    """BQ-5: after the Horseman she flies 2 spaces toward the highest Rep (only once someone has 3)."""
    if not s[q.FLAGS] & q.F_BABA_ON:
        return
    best, tie = _top_rep(s)
    if best < 3:
        s[q.TARGET] = q.NOBODY
        return
    if tie & (tie - 1) == 0:
        for p in range(s[q.N]):
            if tie == 1 << p:
                s[q.TARGET] = p
        return
    s[q.TIE] = tie
    s[q.PHASE] = q.PH_TIE  # the players say who is closest, or leave it to the box


def _top_rep(s):
    """(the highest Rep among the players still in, a bit per seat that has it)."""
    best = -1
    tie = 0
    for p in range(s[q.N]):
        if q.is_out(s, p):
            continue
        r = q.pget(s, p, q.P_REP)
        if r > best:
            best, tie = r, 1 << p
        elif r == best:
            tie |= 1 << p
    return best, tie


def _baba_encounter(s, won):
    cur = s[q.CUR]
    if challenge.kosh_bonus_for(s, cur):
        s[q.KOSH] = q.NOBODY  # BQ-9: the extra die is spent on this encounter
    if not won:
        if s[q.STYLE] == q.SOLO and s[q.FLAGS] & q.F_HARD_BABA:
            finish(s, q.RES_LOSS, 0, q.END_HARD_BABA)  # BQ-13 optional harder rule
        return  # BQ-5: a lost encounter stays on top
    s[q.BEATEN] += 1
    if s[q.BEATEN] == 3:
        add_rep(s, cur, 3)
        if s[q.STYLE] == q.COMPETITIVE:
            _finish_by_rep(s, q.END_BABA, cur)
        else:
            finish(s, q.RES_WIN, _active_mask(s), q.END_BABA)


def _active_mask(s):
    m = 0
    for p in range(s[q.N]):
        if not q.is_out(s, p):
            m |= 1 << p
    return m


def _finish_by_rep(s, reason, beater):
    """BQ-11: highest Rep wins; a tie goes to whoever beat the third Baba Yaga, otherwise no winner."""
    tie = _top_rep(s)[1]
    if tie & (tie - 1) == 0 and tie:
        finish(s, q.RES_WIN, tie, reason)
    elif beater != q.NOBODY and tie & (1 << beater):
        finish(s, q.RES_WIN, 1 << beater, reason)
    else:
        finish(s, q.RES_NO_WINNER, 0, reason)


def finish(s, result, winners, reason):
    s[q.RESULT] = result
    s[q.WINNERS] = winners
    s[q.REASON] = reason
    s[q.PHASE] = q.PH_OVER


def check_end(s):
    """Every check that can end the game after a change, by style."""
    active = _active_mask(s)
    st = s[q.STYLE]
    if active == 0:
        finish(s, q.RES_NO_WINNER if st == q.COMPETITIVE else q.RES_LOSS, 0, q.END_ALL_OUT)
        return
    done = 0
    any_rep = False
    for p in range(s[q.N]):
        if active & (1 << p):
            if q.pget(s, p, q.P_STEP) >= q.pget(s, p, q.P_QLEN):
                done |= 1 << p
            r = q.pget(s, p, q.P_REP)
            if r > 0:
                any_rep = True
            if r >= 3:
                s[q.FLAGS] |= q.F_BABA_ON  # BQ-5: she enters and then stays
    if st == q.COMPETITIVE:
        if done:
            finish(s, q.RES_WIN, done, q.END_QUEST)  # BQ-11: a completed quest wins at once
        return
    if st == q.SOLO and done or st == q.COOPERATIVE and done == active:
        finish(s, q.RES_WIN, active, q.END_QUEST)  # BQ-12, BQ-13
    elif s[q.TOWN] == 0 or s[q.WILD] == 0:
        finish(s, q.RES_LOSS, 0, q.END_DECK)
    elif st == q.COOPERATIVE and s[q.FLAGS] & q.F_BABA_ON and not any_rep:
        finish(s, q.RES_LOSS, 0, q.END_NO_REP)
