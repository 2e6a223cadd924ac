"""Goat and Wolf's sentences from the engine's state: the panel's message after an action (whose roll, what it did,
the events), the game log (its entries, kept in the save, and their rows) and the marks of what waits for a piece.

Why separate: yaga.games.goat_wolf.app decides what to show and when; this module turns the state's bytes into
words (`w`: the game's texts, yaga.strings.table(TEXTS)).
"""

from yaga import ui
from yaga.compat import const
from yaga.games.goat_wolf import board as brd
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf.board import I1, I2, I3, I4, I5, I6, I8, M2, M3, M6, M8, M9, M11, O5, O13, O14, O15
from yaga.games.goat_wolf.rules import AT_CELL, AT_DIE1, AT_DIE2, AT_EV, AT_EV_N, AT_PHASE, AT_TURN, NO_DIE

# what the last action did with the dice, told first in its message (whose roll, what it did); the app
# keeps it (and saves it) as `told`
ROLL_NONE = const(0)
ROLL_MOVE = const(1)  # a roll that moves (its steps, or "no move", read from the events)
ROLL_DONE = const(2)  # a choice that finished the last roll's move (a path, a jump): the roll is named again
ROLL_WOLF = const(4)  # the roller is the Wolf

_ROLL_FOR_SOUL = const(6)  # w["coming"]: the cells' rolls by effect (EF_BONE first), then the soul, Second Wind
_LAKE_NONE = const(46)  # w["events"] after the last code's: the Black Lake's die of 0 or 1, nothing off (GW-28)

LOG_N = const(12)
LOG_W = const(6)  # bytes per log entry: mover, die 1, die 2, its cell, event code, event piece << 7 | arg
_LOG_TEXT_W = const(119)  # a log line from x 2 ends before the list's scroll bar: 20 characters
_INDENT = const(12)  # a log entry's further lines start two spaces in

# the cell whose effect an event tells (the log writes it before the event), by event code; _NO_CELL: none.
# EV_EXTRA (an extra turn) is the Bone Breaker's for a 1, the Owl's Eye's for a 3 (log_add).
_NO_CELL = const(255)
_EFFECT_CELL = bytes((_NO_CELL, _NO_CELL, O5, O13, O14, O15, M2, M3, M3, M6, _NO_CELL, M8, M9, M11, I1, I1, I1, I1,
                      I1, I2, I2, I2, I2, I2, I2, I3, I4, I4, I5, I6, I8) + (_NO_CELL,) * 16)

# what an event's message takes after the piece's name: a number, a cell, a direction, or nothing
_NUMBER_EVENTS = (gw.EV_BONE, gw.EV_EXTRA, gw.EV_OWL, gw.EV_STUMP_PLUS, gw.EV_STUMP_SHIELD, gw.EV_BULLS_FAIL,
                  gw.EV_BLACK_LAKE, gw.EV_RED_LAKE, gw.EV_SOUL_SAVED, gw.EV_SOUL_STUCK, gw.EV_MOVE)
_CELL_EVENTS = (gw.EV_EAR_SHIFT, gw.EV_PUSH, gw.EV_SENT_BACK)

# What waits for a piece, as marks beside the dice (the piece's initial, then up to three characters) and in the
# Look view's legend (w["pending"]): the soul, a missed turn, its step modifier, the Black Lake, the Stump's
# protection, the Sisters' reversal, the Ear shift, a reroll in hand (none of them but the soul showed).
_MARKS = "\u2022z*~#<er"  # soul, miss, modifier (* is its own "-2" / "+2"), lake, shield, Sisters, Ear, reroll
_MARK_MOD = const(2)


def event_text(w, code, piece, arg):
    """One event's sentence: 'Stony Slope: Goat loses 1 step next move.'"""
    text = w["events"][code - gw.EV_MISS]
    name = w["pieces"][piece]
    if code == gw.EV_BLACK_LAKE and not arg:
        return w["events"][_LAKE_NONE] % name  # a die of 0 or 1: half of it takes nothing off (GW-28)
    if code in _NUMBER_EVENTS:
        return text % (name, arg)
    if code in _CELL_EVENTS:
        return text % (name, brd.label(arg))
    if code == gw.EV_DIRECTION:
        return text % (name, w["directions"][1 if arg else 0])
    return text % name


def message(w, s, told):
    """The last action's words: its roll (told, ROLL_*), its events (the state's bytes: code, piece, arg each),
    and the winner once the game is over."""
    words = []
    if told:
        words.append(_roll_text(w, s, told))
    for i in range(AT_EV, AT_EV + 3 * s[AT_EV_N], 3):
        if s[i] != gw.EV_MOVE:
            words.append(event_text(w, s[i], s[i + 1], s[i + 2]))
    if gw.current_player(s) == gw.TERMINAL:
        words.append(w["won"] % w["pieces"][gw.winner(s)])
    return " ".join(words)


def coming(w, s):
    """What the roll now asked for is for, when a cell, the soul or a 4+4 asks for it ("Roll: Cauldron"); else ""."""
    ph = s[AT_PHASE]
    if gw.current_player(s) != gw.CHANCE or ph == gw.PH_ROLL:
        return ""
    return w["coming"][s[gw.AT_EFF] - gw.EF_BONE if ph == gw.PH_EFFECT else _ROLL_FOR_SOUL + (ph == gw.PH_WIND)]


def _roll_text(w, s, told):
    """Whose roll the dice show and what it did: "Wolf rolled 2+0.", "... 4+1: 3 steps." (modifiers changed
    the total), "... 0+0: no move." (the panel showed the other side's dice without a word)."""
    roller = 1 if told & ROLL_WOLF else 0
    d1 = s[AT_DIE1]
    d2 = s[AT_DIE2]
    dice = "%d" % d1 if d2 == NO_DIE else "%d+%d" % (d1, d2)
    name = w["pieces"][roller]
    if told & 3 == ROLL_MOVE:
        steps = -1
        for i in range(AT_EV, AT_EV + 3 * s[AT_EV_N], 3):
            if s[i + 1] == roller and s[i] in (gw.EV_MOVE, gw.EV_SECRET_PATH, gw.EV_SECOND_WIND, gw.EV_BULLS_FAIL):
                steps = s[i + 2] if s[i] == gw.EV_MOVE else -2  # a combo or the Bulls tell their own steps
                break
        if steps == -1 and s[AT_PHASE] != gw.PH_REROLL:
            return w["rolled_still"] % (name, dice)  # no step taken: a total of 0 after modifiers (GW-20)
        if steps >= 0 and steps != d1 + (0 if d2 == NO_DIE else d2):
            return w["rolled_steps"] % (name, dice, steps)
    return w["rolled"] % (name, dice)


def log_add(log, n, s, mover, chance, before):
    """Write the entries of the action just applied to s after the log's n entries (the oldest dropped from a full
    log); returns the new count. Every move has an entry of its own: who, the dice of the roll it ended, the cell of
    the effect it tells (where the move ended: GW-9), or else where the mover stands, what; a roll that moves nothing
    (GW-20) too. A roll that waits for its own choice (a path, a jump, keep or reroll) is logged with that choice; a
    choice that tells nothing (an Ear shift not made) is not. A turn missed on the way (GW-17) is an entry of the
    piece that missed it."""
    ph = s[AT_PHASE]
    if chance and s[AT_TURN] == mover and (ph == gw.PH_PATH or ph == gw.PH_JUMP or ph == gw.PH_REROLL):
        return n
    dice = chance or before == gw.PH_PATH or before == gw.PH_JUMP or before == gw.PH_REROLL
    code = 0
    arg = 0
    for i in range(AT_EV, AT_EV + 3 * s[AT_EV_N], 3):
        if s[i] != gw.EV_MOVE and s[i] != gw.EV_MISS:
            code = s[i]
            arg = s[i + 2] | s[i + 1] << 7  # event args stay below 128
            break
    entries = []  # (mover, die 1, die 2, cell, code, arg), oldest first
    if dice or code:
        cell = _EFFECT_CELL[code]
        if code == gw.EV_EXTRA and arg & 0x7F == 3:
            cell = M11
        elif code == gw.EV_SENT_BACK:
            cell = s[AT_CELL + gw.WOLF]  # the Goat met the Wolf on the middle ring: the meeting is the Wolf's cell
        elif cell == _NO_CELL:
            cell = s[AT_CELL + mover]
        entries.append((mover, s[AT_DIE1] if dice else NO_DIE, s[AT_DIE2] if dice else NO_DIE, cell, code, arg))
    for i in range(AT_EV, AT_EV + 3 * s[AT_EV_N], 3):
        if s[i] == gw.EV_MISS:
            piece = s[i + 1]
            entries.append((piece, NO_DIE, NO_DIE, s[AT_CELL + piece], gw.EV_MISS, piece << 7))
    for entry in entries:
        if n == LOG_N:
            log[0:(LOG_N - 1) * LOG_W] = log[LOG_W:]
            n -= 1
        log[n * LOG_W:(n + 1) * LOG_W] = bytes(entry)
        n += 1
    return n


def log_lines(w, log, n):
    """The log's rows, newest first: each entry wrapped to the screen, its further lines indented."""
    rows = []
    for i in range(n):
        lines = ui.wrap(log_row(w, log, n, i), _LOG_TEXT_W - _INDENT)
        rows.append(lines[0])
        for line in lines[1:]:
            rows.append("  " + line)
    return rows


def log_row(w, log, n, i):
    """Entry i counted from the newest: 'G 3+4 O8 Dead Lake: ...' (an entry: mover, die 1, die 2, cell after,
    event code, event piece << 7 | arg)."""
    o = (n - 1 - i) * LOG_W
    head = w["initials"][log[o]]
    if log[o + 1] != NO_DIE:
        head += " %d" % log[o + 1]
        if log[o + 2] != NO_DIE:
            head += "+%d" % log[o + 2]
    head += " " + brd.label(log[o + 3])
    if log[o + 4]:
        head += " " + event_text(w, log[o + 4], log[o + 5] >> 7, log[o + 5] & 0x7F)
    return head


def pending(s, p):
    """What waits for piece p, read from the state: [(mark, index into w["pending"], the Black Lake's -N)]. The
    Black Lake is both pieces' (GW-28); the Stump's protection, the Sisters, the soul and the reroll only the
    Goat's."""
    out = []
    mod = gw.modifier(s, p)
    lake = gw.black_lake(s)
    goat = p == gw.GOAT
    waiting = (goat and gw.flag(s, p, gw.F_SOUL), gw.flag(s, p, gw.F_MISS), mod != 0, lake > 0,
               goat and gw.flag(s, p, gw.F_SHIELD),
               goat and (gw.flag(s, p, gw.F_SISTERS) or gw.flag(s, p, gw.F_REVERSED)),
               gw.flag(s, p, gw.F_EAR), goat and s[gw.AT_REROLL] == 1)
    for i in range(len(_MARKS)):
        if waiting[i]:
            mark = _MARKS[i]
            if i == _MARK_MOD:
                mark = "%s%d" % ("+" if mod > 0 else "-", min(9, abs(mod)))
            out.append((mark, i, lake))
    return out


def pending_text(w, mark, i, arg):
    """A mark's line of the legend: "-2 steps on its next move." """
    text = w["pending"][i]
    return mark + " " + (text % arg if "%" in text else text)


def look_rows(w, effects, s, cell, width):
    """The Look view's rows for a cell: its label, the hints "A: more" and "B: back", then its text wrapped to
    `width` (the cell's name and effect, from `effects` by cell, then what waits for a piece standing on it, each
    line with its mark)."""
    rows = [brd.label(cell), w["look_more"], w["look_back"]] + ui.wrap(w["cells"][cell], width) + ui.wrap(
        effects[cell], width)
    for p in (gw.GOAT, gw.WOLF):
        marks = pending(s, p) if s[AT_CELL + p] == cell else ()
        if marks:
            rows.append(w["pieces"][p] + ":")
        for mark, i, arg in marks:
            rows += ui.wrap(pending_text(w, mark, i, arg), width)
    return rows
