"""Baba Yaga (2010) companion: the play screens of yaga.games.quest.app: the turn screen's choices and texts, the
list menus over it (players, a player's edits, decks, places, duels, Baba Yaga's tie), the challenge set-up
and its result with the dice drawn, the choice bar and its keys, what a play choice does (a menu, a yes/no
box, a step), and the notes on what a play step changed.

Functions of the App, imported once play starts and dropped at the end (the set-up screens do not need
them), so the set-up keeps less code in RAM at once. Same numbers as yaga.games.quest.app (copies of its const()
names, which test_quest_app checks under CPython).
"""

from yaga import ui
from yaga.games.quest import log as qlog
from yaga.compat import const
from yaga.games.quest import rules as q

# Few module names: each is an entry of this module's dict, which grows by reallocation while the module
# loads (as play starts, in the set-up's holes); hence yaga.buttons' names as constants. The challenge rules
# (yaga.games.quest.challenge) are in RAM only while a challenge is on (App drops them after it).
_UP = const(0)  # yaga.buttons'
_DOWN = const(1)
_LEFT = const(2)
_RIGHT = const(3)
_A = const(4)
_B = const(5)
_DICE = const(6)

_BABA_CH = const(40)
_BABA_LOST = const(9)
_BABA_WON = const(8)
_BAR_Y = const(43)
_BEATEN = const(16)
_CH_ABIL = const(29)
_CH_BASE = const(30)
_CH_BONUS = const(32)
_CH_FLAGS = const(31)
_CH_DIFF = const(34)
_CH_RESULT = const(37)
_CUR = const(10)
_C_BABA = const(2)
_C_PLUS_REP = const(1)
_FLAGS = const(8)
_F_BABA_ON = const(16)
_PHASE = const(4)
_P_FLAGS = const(8)
_P_MISS = const(1)
_ROUND = const(11)
_STEP = const(21)
_TARGET = const(17)
_TFLAGS = const(22)
_TOD = const(15)
_TOWN = const(18)
_T_SKIPPING = const(1)
_WILD = const(19)
_BASE_DOWN = const(36)
_BASE_UP = const(35)
_BEGUILE = const(24)
_BONUS_DOWN = const(39)
_BONUS_UP = const(38)
_CANCEL = const(43)
_CH_ABILITY = const(32)
_CH_DICE = const(40)
_CH_KIND = const(28)
_CH_OPEN = const(14)
_CH_ROLLED = const(36)
_COMPETITIVE = const(0)
_DIE = const(13)
_END_TURN = const(0)
_ENTER = const(42)
_E_DEATH = const(13)
_E_MISS = const(12)
_E_OUT = const(14)
_E_PEN_DOWN = const(11)
_E_PEN_UP = const(10)
_E_QUEST_DOWN = const(9)
_E_QUEST_UP = const(8)
_E_REP_DOWN = const(1)
_E_REP_UP = const(0)
_FORLORN = const(17)
_GO_BABA = const(-3)
_GO_DECKS = const(-2)
_GO_DUEL = const(-5)
_GO_NEW = const(-8)
_GO_PLACES = const(-4)
_GO_PLAYERS = const(-1)
_KOSH_PACT = const(10)
_KOSH_RESCUE = const(11)
_K_PLAIN = const(0)
_LAST_Y = const(55)
_N = const(6)
_NEXT_STEP = const(1)
_NOBODY = const(255)
_PH_CH_READY = const(9)
_PH_CH_SETUP = const(8)
_PH_TIE = const(5)
_PLUS_REP = const(37)
_P_CUNNING = const(5)
_P_FIGHT = const(4)
_P_MOVE = const(3)
_P_PEN_NEXT = const(9)
_P_PEN_NOW = const(10)
_P_QLEN = const(7)
_P_REP = const(2)
_P_STEP = const(6)
_RESHUFFLE_TOWN = const(6)
_RESHUFFLE_WILD = const(7)
_ROLL = const(41)
_ROLL_TIME = const(13)
_SEAT = const(182)
_SOLO = const(2)
_SOLO_FORLORN = const(-6)
_SOLO_TSAROV = const(-7)
_STEAL = const(18)
_STYLE = const(5)
_TEXT_Y = const(10)
_TIE_RANDOM = const(59)
_TOWN_BACK = const(3)
_TOWN_DRAW = const(2)
_TSAROV = const(12)
_V_BABA = const(3)
_V_DECKS = const(2)
_V_PLACES = const(4)
_V_PLAYER = const(6)
_V_PLAYERS = const(1)
_WILD_BACK = const(5)
_WILD_DRAW = const(4)
_W_AB_MOVE = const(71)
_W_BABA_LOST = const(85)
_W_BABA_OFF = const(39)
_W_BABA_TITLE = const(83)
_W_BABA_TO = const(41)
_W_BABA_WAIT = const(40)
_W_BABA_WON = const(84)
_W_CH_ABILITY = const(102)
_W_CH_BABA = const(106)
_W_CH_BASE = const(103)
_W_CH_BONUS = const(105)
_W_CH_CANCEL = const(109)
_W_CH_ENTER = const(108)
_W_CH_PLUS_REP = const(104)
_W_CH_ROLL = const(107)
_W_CH_TITLE = const(101)
_W_DEATH = const(77)
_W_DECKS = const(53)
_W_DUEL = const(51)
_W_DU_BEGUILE = const(95)
_W_DU_STEAL = const(94)
_W_D_RESHUFFLE_TOWN = const(81)
_W_D_RESHUFFLE_WILD = const(82)
_W_D_TOWN = const(79)
_W_D_WILD = const(80)
_W_LINE_DECKS = const(38)
_W_LINE_DICE = const(36)
_W_LINE_PEN = const(37)
_W_LINE_REP = const(35)
_W_MISSES = const(76)
_W_OUT = const(34)
_W_OUT_ROW = const(78)
_W_PENALTY = const(75)
_W_PLACES = const(50)
_W_PLAYERS = const(52)
_W_PLAYERS_COLS = const(134)
_W_FORLORN_WON = const(135)
_W_FORLORN_LOST = const(136)
_K_FORLORN = const(3)
_GO_LOG = const(-9)
_GO_RULES = const(-21)
_W_RULES = const(173)
_TOOK = const(-20)
_W_LOG_TITLE = const(169)
_W_R_TOOK = const(172)
_W_PLAYER_VAL = const(69)
_W_PL_FORLORN = const(86)
_W_PL_PACT = const(87)
_W_PL_RESCUE = const(88)
_W_PL_TIME = const(90)
_W_PL_TSAROV = const(89)
_W_QUEST = const(74)
_W_REP = const(70)
_W_ROUND = const(27)
_W_SKIPPING = const(33)
_W_STEP = const(28)
_W_STEP_0 = const(29)
_W_TIE_RANDOM = const(97)
_W_TIE_TITLE = const(96)
_W_T_NIGHT = const(61)
_W_DEATH_Q = const(66)
_W_OUT_Q = const(67)
_W_NEW_Q = const(48)

_W_C_CHALLENGE = const(44)
_W_K_BEGUILE = const(99)
_W_K_RESCUE = const(100)
_W_K_STEAL = const(98)
_CH_FAILED = const(2)
_CH_PASSED = const(1)
_COOPERATIVE = const(1)
_DONE = const(46)
_EDIT = const(64)
_EDITS = const(17)
_HERO = const(170)
_K_RESCUE = const(4)
_PH_PLAY = const(4)
_REROLL_ITEM = const(45)
_REROLL_REP = const(44)
_W_BABA_ARRIVES = const(63)
_W_BABA_FLIES = const(62)
_W_COOP_ADVANCE = const(68)
_W_C_BABA = const(49)
_W_C_END = const(43)
_W_C_NEW = const(47)
_W_C_NEXT = const(42)
_W_C_TOWN = const(45)
_W_C_WILD = const(46)
_W_DEATH_TEXT = const(65)
_W_HORSEMAN_TEXT = const(55)
_W_H_WHITE = const(56)
_W_MISS_TEXT = const(64)
_W_PACT_TEXT = const(93)
_W_ROUND_TITLE = const(54)
_W_R_DONE = const(113)
_W_R_ITEM = const(115)
_W_R_REP = const(114)
_W_TSAROV_NIGHT = const(92)
_W_TSAROV_OK = const(91)
_W_T_DAWN = const(59)
_KIND_WORDS = bytes((_W_C_CHALLENGE, _W_K_STEAL, _W_K_BEGUILE, _W_PL_FORLORN, _W_K_RESCUE))  # by challenge kind
_PLUS = ("", "1+", "2+", "3+", "4+", "5+", "6+")  # a difficulty as shown, without formatting in a frame
_BAR_WORDS = {  # the label of each choice-bar entry
    _NEXT_STEP: _W_C_NEXT,
    _END_TURN: _W_C_END,
    _CH_OPEN + 1: _W_C_CHALLENGE,
    _TOWN_DRAW: _W_C_TOWN,
    _WILD_DRAW: _W_C_WILD,
    _GO_BABA: _W_C_BABA,
    _GO_PLACES: _W_PLACES,
    _GO_DUEL: _W_DUEL,
    _GO_PLAYERS: _W_PLAYERS,
    _GO_DECKS: _W_DECKS,
    _GO_NEW: _W_C_NEW,
    _DONE: _W_R_DONE,
    _REROLL_REP: _W_R_REP,
    _REROLL_ITEM: _W_R_ITEM,
    _GO_LOG: _W_LOG_TITLE,
    _GO_RULES: _W_RULES,
    _TOOK: _W_R_TOOK,
}


def bar_key(app, k):
    """The choice bar of the turn screen and of a challenge's result: LEFT/RIGHT (or UP/DOWN) pick, A does it."""
    n = len(app.choices)
    if k == _LEFT or k == _UP:
        app.cursor = (app.cursor - 1) % n
        bar(app, app.choices)
    elif k == _RIGHT or k == _DOWN:
        app.cursor = (app.cursor + 1) % n
        bar(app, app.choices)
    elif k == _A:
        choose(app, app.choices[app.cursor])
    elif k == _DICE and app.s[_PHASE] == _PH_PLAY and q.is_legal(app.s, _CH_OPEN + 1):
        app._act(_CH_OPEN + 1)  # BQ-10: the DICE button starts a challenge
    elif k == _B:
        return app._undo()
    return True


def choose(app, a):
    """A choice of the bar or of a play menu: open a menu, or ask first about a step that is hard to take back
    (a new game, a death, a player out), or take the step."""
    if _GO_DUEL <= a <= _GO_PLAYERS:
        app.view = -a  # the menu the choice _GO_x opens
        app._refresh()
    elif a == _GO_RULES:
        q.part("yaga.games.quest.rules_pages").show(app)
    elif a == _GO_LOG:
        app.note(app.w[_W_LOG_TITLE], qlog.text(app, app.log))
    elif a == _TOOK:  # done, then the card's Rep: one step (B takes both back)
        app._act(_DONE, True, (_EDIT + _EDITS * app.s[_CUR] + _E_REP_UP,))
    elif a >= _SEAT and app.s[_PHASE] == _PH_PLAY:
        app.seat = a - _SEAT  # a row of the players menu
        app.view = _V_PLAYER
        app._refresh()
    elif a == _GO_NEW or a >= _EDIT and a < _HERO and (a - _EDIT) % _EDITS in (_E_DEATH, _E_OUT):
        w = app.w
        if a == _GO_NEW:
            title, question = w[_W_C_NEW], w[_W_NEW_Q]
        else:
            p = (a - _EDIT) // _EDITS
            title = app.name(p)
            question = w[_W_DEATH_Q if (a - _EDIT) % _EDITS == _E_DEATH else _W_OUT_Q] % app.who(p)
        app.confirm = ui.Confirm(title, question, app.core["yes"], app.core["no"])
        app.pending = a
    else:
        app._act(a)


def turn_choices(app):
    s = app.s
    legal = q.step_actions(s)
    out = []
    for a in (_NEXT_STEP, _END_TURN, _CH_OPEN + 1, _TOWN_DRAW, _WILD_DRAW):
        if a in legal:
            out.append(a)
    if _BABA_WON in legal:
        out.append(_GO_BABA)
    if place_rows(app, legal):
        out.append(_GO_PLACES)
    if app.s[_STYLE] == _COMPETITIVE and duel_rows(app, legal):
        out.append(_GO_DUEL)
    out.append(_GO_RULES)
    out.append(_GO_LOG)
    out.append(_GO_PLAYERS)
    out.append(_GO_DECKS)
    out.append(_GO_NEW)
    return out


def result_choices(app):
    """A challenge's result: done and the rerolls (BQ-8); a won plain challenge first offers the usual, "card
    taken, +1 Rep", in one press (issue 17 item 10)."""
    s = app.s
    out = q.legal_actions(s)
    if s[_CH_RESULT] != _CH_FAILED and s[_CH_KIND] == _K_PLAIN and q.pget(s, s[_CUR], _P_REP) < 60:
        out.insert(0, _TOOK)
    return out


def rows(app, ph):
    """(title, rows) of a list screen; a row is (label, on A, on LEFT, on RIGHT, value text)."""
    w = app.w
    s = app.s
    rows = []
    if ph == _PH_TIE:
        for a in q.legal_actions(s):
            label = w[_W_TIE_RANDOM] if a == _TIE_RANDOM else app.name(a - _SEAT)
            rows.append((label, a, None, None, None))
        return w[_W_TIE_TITLE], rows
    if ph == _PH_CH_SETUP or ph == _PH_CH_READY:
        # BQ-7 … BQ-10: roll or type in; set up first: ability, base, "+ Rep", bonus dice, Baba Yaga's die
        qc = q.part("yaga.games.quest.challenge")
        kind = s[_CH_KIND]
        ab = s[_CH_ABIL]
        name = w[_W_AB_MOVE + ab if kind == _K_PLAIN else _KIND_WORDS[kind]]
        rows.append((w[_W_CH_ROLL], _ROLL, None, None, None))
        rows.append((w[_W_CH_ENTER], _ENTER, None, None, None))
        if ph == _PH_CH_SETUP:
            if kind == _K_PLAIN:
                rows.append((w[_W_CH_ABILITY], None, _CH_ABILITY + (ab + 2) % 3, _CH_ABILITY + (ab + 1) % 3,
                             w[_W_AB_MOVE + ab]))
                rows.append(num_row(w[_W_CH_BASE], s[_CH_BASE], _BASE_DOWN, _BASE_UP))
                rows.append(toggle_row(app, w[_W_CH_PLUS_REP], _PLUS_REP, s[_CH_FLAGS] & _C_PLUS_REP))
            rows.append(num_row(w[_W_CH_BONUS], qc.bonus_dice(s), _BONUS_DOWN, _BONUS_UP))
            if q.is_legal(s, _BABA_CH):
                rows.append(toggle_row(app, w[_W_CH_BABA], _BABA_CH, s[_CH_FLAGS] & _C_BABA))
            rows.append((w[_W_CH_CANCEL], _CANCEL, None, None, None))
        return w[_W_CH_TITLE] % (name, qc.current_difficulty(s), qc.challenge_dice_count(s)), rows
    v = app.view  # the menus over the turn screen
    if v == _V_PLAYERS:
        for p in range(s[_N]):
            val = w[_W_PLAYER_VAL] % (q.pget(s, p, _P_REP), q.pget(s, p, _P_STEP), q.pget(s, p, _P_QLEN))
            rows.append((app.name(p), _SEAT + p, None, None, w[_W_OUT] if q.is_out(s, p) else val))
        app.legend = w[_W_PLAYERS_COLS]  # the values' columns named: no letter stands for Rep or the quest
        return w[_W_PLAYERS], rows
    if v == _V_PLAYER:  # BQ-2/BQ-6: Rep, dice, quest step, penalty, missed turn, death, out
        p = app.seat
        e = _EDIT + _EDITS * p  # seat p's edit actions: e + E_*
        rows.append(num_row(w[_W_REP], q.pget(s, p, _P_REP), e + _E_REP_DOWN, e + _E_REP_UP))
        for key, f, less, more in app.EDIT_ROWS:
            rows.append(num_row(w[key], q.pget(s, p, f), e + less, e + more))
        quest = "%d/%d" % (q.pget(s, p, _P_STEP), q.pget(s, p, _P_QLEN))
        rows.append((w[_W_QUEST], None, e + _E_QUEST_DOWN, e + _E_QUEST_UP, quest))
        rows.append(num_row(w[_W_PENALTY], q.pget(s, p, _P_PEN_NEXT), e + _E_PEN_DOWN, e + _E_PEN_UP))
        miss = app.core["yes" if q.pget(s, p, _P_FLAGS) & _P_MISS else "no"]
        rows.append((w[_W_MISSES], e + _E_MISS, e + _E_MISS, e + _E_MISS, miss))  # LEFT/RIGHT flip it too
        rows.append((w[_W_DEATH], e + _E_DEATH, None, None, None))
        rows.append((w[_W_OUT_ROW], e + _E_OUT, None, None, None))
        return app.name(p), rows
    if v == _V_DECKS:  # BQ-3: LEFT draws a card, RIGHT puts one back; the reshuffle with 5-6 players
        rows.append(num_row(w[_W_D_TOWN], s[_TOWN], _TOWN_DRAW, _TOWN_BACK))
        rows.append(num_row(w[_W_D_WILD], s[_WILD], _WILD_DRAW, _WILD_BACK))
        for key, a in ((_W_D_RESHUFFLE_TOWN, _RESHUFFLE_TOWN), (_W_D_RESHUFFLE_WILD, _RESHUFFLE_WILD)):
            if q.is_legal(s, a):
                rows.append((w[key], a, None, None, None))
        return w[_W_DECKS], rows
    if v == _V_BABA:
        rows.append((w[_W_BABA_WON], _BABA_WON, None, None, None))
        rows.append((w[_W_BABA_LOST], _BABA_LOST, None, None, None))
        return w[_W_BABA_TITLE] % min(s[_BEATEN] + 1, 3), rows  # BQ-5: her next encounter
    if v == _V_PLACES:
        return w[_W_PLACES], place_rows(app, q.step_actions(s))
    return w[_W_DUEL], duel_rows(app, q.step_actions(s))


def num_row(label, value, less, more):
    return (label, None, less, more, str(value))


def toggle_row(app, label, a, on):
    """An on/off row: A, LEFT and RIGHT all flip it, as every row's value changes with LEFT/RIGHT (issue 17
    item 13; the box's Settings do the same)."""
    return (label, a, a, a, app.core["on" if on else "off"])


def place_rows(app, legal):
    """BQ-9 special locations: Forlorn Hills by time of day, Koshchey, Tsarov not at night; solo roll.
    legal: q.step_actions(app.s)."""
    w = app.w
    s = app.s
    place = 1 <= s[_STEP] <= 2 and not s[_TFLAGS] & _T_SKIPPING  # the engine's steps for a special location
    solo_unknown = place and s[_STYLE] == _SOLO and s[_TOD] == 3
    rows = []
    if _FORLORN in legal:
        rows.append((w[_W_PL_FORLORN], _FORLORN, None, None, "%d+" % q.forlorn_difficulty(s[_TOD])))
    elif solo_unknown:
        rows.append((w[_W_PL_FORLORN], _SOLO_FORLORN, None, None, "?"))
    if _KOSH_PACT in legal:
        rows.append((w[_W_PL_PACT], _KOSH_PACT, None, None, None))
    if _KOSH_RESCUE in legal:
        rows.append((w[_W_PL_RESCUE], _KOSH_RESCUE, None, None, "5+"))
    if _TSAROV in legal:
        rows.append((w[_W_PL_TSAROV], _TSAROV, None, None, None))
    elif solo_unknown:
        rows.append((w[_W_PL_TSAROV], _SOLO_TSAROV, None, None, "?"))
    elif s[_TOD] == 2 and place:
        rows.append((w[_W_PL_TSAROV], None, None, None, w[_W_T_NIGHT]))
    if _ROLL_TIME in legal:
        rows.append((w[_W_PL_TIME], _ROLL_TIME, None, None, None))
    return rows


def duel_rows(app, legal):
    """BQ-9: steal an Item (Fight) or beguile an Ally (Cunning), 3 + the other's Rep. legal: as place_rows'."""
    w = app.w
    rows = []
    for p in range(app.s[_N]):
        diff = "%d+" % q.challenge_difficulty(3, q.pget(app.s, p, _P_REP), True)
        if _STEAL + p in legal:
            rows.append((w[_W_DU_STEAL] % app.who(p), _STEAL + p, None, None, diff))
            rows.append((w[_W_DU_BEGUILE] % app.who(p), _BEGUILE + p, None, None, diff))
    return rows


def turn_lines(app):
    """The turn screen's texts: title, round, the turn-order step, Rep and quest, dice, decks, Baba Yaga."""
    w = app.w
    s = app.s
    p = s[_CUR]
    if q.is_out(s, p):
        step = w[_W_OUT]
    elif s[_TFLAGS] & _T_SKIPPING:
        step = w[_W_SKIPPING]
    else:
        step = w[_W_STEP] % (s[_STEP] + 1, w[_W_STEP_0 + s[_STEP]])
    dice = w[_W_LINE_DICE] % (q.pget(s, p, _P_MOVE), q.pget(s, p, _P_FIGHT), q.pget(s, p, _P_CUNNING))
    pen = q.pget(s, p, _P_PEN_NOW)
    if pen:
        dice += w[_W_LINE_PEN] % pen
    nxt = min(s[_BEATEN] + 1, 3)  # BQ-5: her next encounter
    if not s[_FLAGS] & _F_BABA_ON:
        baba = w[_W_BABA_OFF]
    elif s[_TARGET] == _NOBODY:
        baba = w[_W_BABA_WAIT] % nxt
    else:
        baba = w[_W_BABA_TO] % (nxt, app.who(s[_TARGET]))
    return (
        app.name(p),
        w[_W_ROUND] % (s[_ROUND] << 8 | s[_ROUND + 1]),  # u16, big-endian
        step,
        w[_W_LINE_REP] % (q.pget(s, p, _P_REP), q.pget(s, p, _P_STEP), q.pget(s, p, _P_QLEN)),
        dice,
        w[_W_LINE_DECKS] % (s[_TOWN], s[_WILD]),
        baba,
    )


def draw_turn(app, c):
    lines = app.lines
    c.clear()
    c.fill_rect(0, 0, ui.W, ui.BAR, 1)
    x = ui.W - ui.text_width(lines[1])  # the round, right-aligned, after the time-of-day icon
    ui.clipped_text(c, lines[0], 2, 1, x - 13, 0)  # first: a long name's overflow is erased to the bar
    ui.right_text(c, lines[1], ui.W, 1, 0)
    draw_time(c, x - 11, 0, app.s[_TOD])
    for i in range(4):
        if i == 2 and app.names.timer:  # the dice line shares its row with the turn timer (issue 17 item 11)
            ui.clipped_text(c, lines[4], 2, _TEXT_Y + i * ui.LINE, draw_timer(app, c, _TEXT_Y + i * ui.LINE) - 2)
        else:
            c.text(lines[2 + i], 2, _TEXT_Y + i * ui.LINE)
    draw_bar(app, c)
    c.text(lines[6], 2, _LAST_Y)


def draw_timer(app, c, y):
    """The turn's time left as m:ss at the right of row y, inverted once it is up (allocates nothing); its x."""
    left = app.timer_left
    x = ui.W - 2 - ui.number_width(left // 60) - 3 * ui.ADV
    if not left:
        c.fill_rect(x - 1, y - 1, ui.W - x + 1, ui.LINE + 1, 1)
    at = ui.number(c, left // 60, x, y, 0 if not left else 1)
    at = c.text(":", at, y, 0 if not left else 1)
    at = ui.number(c, left % 60 // 10, at, y, 0 if not left else 1)
    ui.number(c, left % 10, at, y, 0 if not left else 1)
    return x


def draw_bar(app, c):
    c.fill_rect(0, _BAR_Y, ui.W, ui.ROW + 1, 1)
    c.center(app.label, _BAR_Y + 1, 0)
    if len(app.choices) > 1:
        c.text("<", 2, _BAR_Y + 1, 0)
        c.text(">", ui.W - ui.ADV - 1, _BAR_Y + 1, 0)


def draw_result(app, c):
    """The dice with the successes filled in (BQ-7), then done / reroll with Rep / item reroll (BQ-8)."""
    s = app.s
    title, rep = app.lines
    c.clear()
    diff = s[_CH_DIFF]  # fixed at the first roll (BQ-8)
    ui.title_bar(c, title, _PLUS[diff])
    n = s[_CH_ROLLED]
    for i in range(n):
        die = s[_CH_DICE + i]
        x = 2 + (i % 8) * (_DIE + 2)
        y = 11 + (i // 8) * (_DIE + 2)
        ui.d6_face(c, x, y, _DIE, _DIE, die, die >= diff)
    draw_bar(app, c)
    c.text(rep, 2, _LAST_Y)
    ui.number(c, q.pget(s, s[_CUR], _P_REP), 2 + ui.ADV * (len(rep) + 1), _LAST_Y)


def draw_time(c, x, y, tod):
    """A 9x9 time-of-day icon in the inverted title bar: dawn (sun on the horizon), noon (sun), night (moon)."""
    if tod == 0:
        c.circle(x + 4, y + 7, 3, 0)
        c.fill_rect(x, y + 8, 9, 1, 1)
        c.hline(x, y + 7, 9, 0)
        c.pixel(x + 4, y + 2, 0)
        c.pixel(x, y + 4, 0)
        c.pixel(x + 8, y + 4, 0)
    elif tod == 1:
        c.fill_rect(x + 3, y + 3, 3, 3, 0)
        c.circle(x + 4, y + 4, 2, 0)
        c.pixel(x + 4, y, 0)
        c.pixel(x + 4, y + 8, 0)
        c.pixel(x, y + 4, 0)
        c.pixel(x + 8, y + 4, 0)
    elif tod == 2:
        c.circle(x + 4, y + 4, 3, 0)
        c.fill_rect(x + 3, y + 2, 3, 5, 0)
        c.fill_rect(x + 5, y + 1, 4, 7, 1)
        c.pixel(x + 4, y + 1, 0)
        c.pixel(x + 4, y + 7, 0)
    else:
        c.text("?", x + 2, y + 1, 0)


def notes_after(app, old, a):
    """The play steps' notes (App._act tells the table what a step changed): the time-of-day roll, Tsarov, the
    pact, Baba Yaga's arrival and flight, a new round, a missed turn, a death, a cooperative quest finished."""
    w = app.w
    s = app.s
    was, ph = old[_PHASE], s[_PHASE]
    tod = s[_TOD]
    if a == _ROLL_TIME or a == _SOLO_FORLORN or a == _SOLO_TSAROV:
        app.note(w[_W_PL_TIME], w[_W_HORSEMAN_TEXT] % (w[_W_H_WHITE + tod], w[_W_T_DAWN + tod]))
    if a == _SOLO_TSAROV and tod == 2:
        app.note(w[_W_PL_TSAROV], w[_W_TSAROV_NIGHT])
    elif a == _TSAROV or a == _SOLO_TSAROV:
        app.note(w[_W_PL_TSAROV], w[_W_TSAROV_OK])
    if a == _KOSH_PACT:
        app.note(w[_W_PL_PACT], w[_W_PACT_TEXT])
    if not old[_FLAGS] & _F_BABA_ON and s[_FLAGS] & _F_BABA_ON:
        app.note(w[_W_C_BABA], w[_W_BABA_ARRIVES])
    if old[_ROUND + 1] != s[_ROUND + 1] and was >= _PH_PLAY:  # the round (u16) moved on
        # BQ-4/BQ-5: the new round's Horseman and where Baba Yaga flies (a tie is asked next); solo: only her
        # flight, a solo round being a turn
        target = s[_TARGET] if ph == _PH_PLAY else _NOBODY
        text = w[_W_ROUND_TITLE] % (s[_ROUND] << 8 | s[_ROUND + 1])
        if s[_STYLE] != _SOLO:
            text += "\n" + w[_W_HORSEMAN_TEXT] % (w[_W_H_WHITE + tod], w[_W_T_DAWN + tod])
        if target != _NOBODY:
            text += "\n" + w[_W_BABA_FLIES] % app.who(target)
        if s[_STYLE] != _SOLO or target != _NOBODY:
            app.note(app.name(s[_CUR]), text)
    if was == _PH_TIE and ph == _PH_PLAY:
        app.note(w[_W_C_BABA], w[_W_BABA_FLIES] % app.who(s[_TARGET]))
    if old[_CUR] != s[_CUR] and s[_TFLAGS] & _T_SKIPPING:
        app.note(w[_W_SKIPPING], w[_W_MISS_TEXT] % app.who(s[_CUR]))
    if a >= _EDIT and a < _HERO and (a - _EDIT) % _EDITS == _E_DEATH:
        app.note(w[_W_DEATH], w[_W_DEATH_TEXT] % app.who((a - _EDIT) // _EDITS))
    elif a == _DONE and old[_CH_KIND] == _K_RESCUE and old[_CH_RESULT] == _CH_FAILED:
        app.note(w[_W_DEATH], w[_W_DEATH_TEXT] % app.who(old[_CUR]))
    if a == _DONE and old[_CH_KIND] == _K_FORLORN:  # BQ-9: won or lost, the Horseman comes 2 spaces closer
        won = old[_CH_RESULT] == _CH_PASSED
        app.note(w[_W_PL_FORLORN], w[_W_FORLORN_WON if won else _W_FORLORN_LOST] % app.name(old[_CUR]))
    if s[_STYLE] == _COOPERATIVE:
        for p in range(s[_N]):
            done = q.pget(s, p, _P_QLEN)
            if q.pget(s, p, _P_STEP) == done > q.pget(old, p, _P_STEP):
                app.note(w[_W_QUEST], w[_W_COOP_ADVANCE] % app.who(p))


def bar(app, choices):
    """The choice bar: the cursor stays on the same choice while it is still offered; its label read."""
    a = app.choices[app.cursor] if app.cursor < len(app.choices) else None
    app.choices = choices
    app.cursor = choices.index(a) if a in choices else 0
    app.label = app.w[_BAR_WORDS[choices[app.cursor]]]
