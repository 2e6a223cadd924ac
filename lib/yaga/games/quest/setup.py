"""Baba Yaga (2010) companion: the set-up phases of yaga.games.quest.rules (BQ-1): the hero and quest deal, each
hero's abilities from the character card (BQ-2), the options, the first player's roll.

Part of the engine (yaga.games.quest.rules imports it): the state's layout and numbers are the rules module's.
"""

from yaga.games.quest import rules as q
from yaga.games.quest import turns



def legal(s, edits):
    """The legal actions of the set-up phases (every player's edits only when `edits`)."""
    ph = s[q.PHASE]
    if ph == q.PH_HEROES or ph == q.PH_QUESTS:  # the heroes (or quests) no seat holds yet, and the random deal
        hero = ph == q.PH_HEROES
        held = 0
        for p in range(s[q.N]):
            v = q.pget(s, p, q.P_HERO if hero else q.P_QUEST)
            if v != q.NOBODY:
                held |= 1 << v
        base = q.HERO if hero else q.QUEST
        out = [base + c for c in range(6) if not held & (1 << c)]
        if not s[q.FLAGS] & (q.F_DEAL_HEROES if hero else q.F_DEAL_QUESTS):
            out.append(q.DEAL)
        return out
    if ph == q.PH_FIRST:
        return [q.SEAT + p for p in range(s[q.N])]  # the first player's roll
    out = []  # the options (BQ-1, BQ-13) and dice counts (BQ-2)
    if edits:
        q.add_edits(s, out, q.SETUP_EDITS)
    if s[q.CURSOR] < s[q.N]:  # BQ-2: each hero's abilities entered from the card before anything else
        out.append(q.ABILITIES_DONE)
        return out
    if q.TOWN_CARDS > q.cards_to_remove(s[q.N], s[q.STYLE] == q.SOLO, s[q.EASY] + 1):  # a Town card still left
        out.append(q.EASY_UP)
    if s[q.EASY] > 0:
        out.append(q.EASY_DOWN)
    if s[q.STYLE] == q.SOLO:
        out.append(q.HARD_BABA)
        out.append(q.HARD_DEATH)
    out.append(q.ROLL_FIRST)
    return out


def apply(s, a):
    """Apply a legal set-up action (yaga.games.quest.rules.apply_action checked it)."""
    ph = s[q.PHASE]
    if ph == q.PH_HEROES or ph == q.PH_QUESTS:
        hero = ph == q.PH_HEROES
        if a == q.DEAL:
            s[q.FLAGS] |= q.F_DEAL_HEROES if hero else q.F_DEAL_QUESTS
            return
        # the card to the cursor seat; on to the quests (then the options) when every seat has one
        p = s[q.CURSOR]
        q.pset(s, p, q.P_HERO if hero else q.P_QUEST, a - (q.HERO if hero else q.QUEST))
        if hero:  # BQ-2: what the rulebook prints for the hero, 1 where it prints nothing
            for i in range(3):
                q.pset(s, p, q.P_MOVE + i, q.PRINTED_DICE[3 * (a - q.HERO) + i] or 1)
        s[q.CURSOR] += 1
        if s[q.CURSOR] == s[q.N]:
            s[q.CURSOR] = 0
            s[q.PHASE] = q.PH_QUESTS if hero else q.PH_OPTIONS
    elif ph == q.PH_FIRST:
        s[q.FIRST] = s[q.CUR] = a - q.SEAT  # BQ-1/BQ-4: round 1 starts (no Horseman cycle on the first turn)
        s[q.PHASE] = q.PH_PLAY
        turns.begin_turn(s)
    elif a == q.EASY_UP or a == q.EASY_DOWN:
        s[q.EASY] += 1 if a == q.EASY_UP else -1
        s[q.TOWN], s[q.WILD] = q.deck_start(s)
    elif a == q.HARD_BABA:
        s[q.FLAGS] ^= q.F_HARD_BABA
    elif a == q.HARD_DEATH:
        s[q.FLAGS] ^= q.F_HARD_DEATH
    elif a == q.ROLL_FIRST:
        s[q.PHASE] = q.PH_FIRST
    elif a == q.ABILITIES_DONE:
        s[q.CURSOR] += 1  # the next seat's hero (past the last: the options)
    else:
        q.apply_edit(s, (a - q.EDIT) // q.EDITS, (a - q.EDIT) % q.EDITS)
