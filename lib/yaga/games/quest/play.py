"""Baba Yaga (2010) companion: the play screens of yaga.games.quest.app: the turn screen's choices and texts, the
list menus over it (players, a player's edits, decks, places, duels, Baba Yaga's tie), the challenge set-up
and its result with the dice drawn, the choice bar and its keys, what a play choice does (a menu, a yes/no
box, a step), and the notes on what a play step changed.

The game's views (yaga.views) on the App's stack (yaga.games.quest.app): Bar (the turn screen and a challenge's
result), List (every list screen of a game, the set-up's too), Number (a die typed in, the cards held at a
reshuffle) and Ask (a yes/no box over them); the rest are functions of the App. The engine's numbers are
yaga.games.quest.rules' and the app's own are yaga.games.quest.modes'.
"""

from yaga import buttons as bt
from yaga import ui
from yaga.compat import const
from yaga.games.quest import log as qlog
from yaga.games.quest import rules as q
from yaga.games.quest.modes import (
    GO_CARD, GO_LOG, GO_NEW, GO_RULES, SOLO_FORLORN, SOLO_TSAROV, TIMER_MORE, TOOK, V_BABA, V_DECKS, V_DUEL,
    V_PLACES, V_PLAYER, V_PLAYERS, V_TURN,
)
from yaga.games.quest.setup_screen import edit_card
from yaga.ui import BACK, CHOSEN, LESS, MORE, MOVED, NOTHING, ListMenu
from yaga.views import View
from yaga.widgets import Confirm, Picker, d6_face

# the bar's own choices (app-level, as modes' GO_*; private: no name kept for them on the box): Undo, which takes
# the last step back and says what it undid (B only goes back), and Table, the whole table at a glance
_GO_UNDO = const(-22)
_GO_TABLE = const(-23)
_BAR_Y = const(43)  # the turn screen's layout
_DIE = const(13)
_LAST_Y = const(55)
_TEXT_Y = const(10)

_PLUS = ("", "1+", "2+", "3+", "4+", "5+", "6+")  # a difficulty as shown, without formatting in a frame
_BAR_TEXTS = {  # the label of each choice-bar entry
    q.NEXT_STEP: "c_next",
    q.END_TURN: "c_end",
    q.CH_OPEN + 1: "c_challenge",
    q.ENCOUNTER_TOWN: "c_town",
    q.ENCOUNTER_WILD: "c_wild",
    -V_BABA: "c_baba",
    -V_PLACES: "places",
    -V_DUEL: "duel",
    -V_PLAYERS: "players",
    -V_DECKS: "decks",
    GO_NEW: "c_new",
    q.DONE: "r_done",
    q.REROLL_REP: "r_rep",
    q.REROLL_ITEM: "r_item",
    GO_LOG: "log_title",
    GO_RULES: "rules",
    TOOK: "r_took",
    _GO_UNDO: "c_undo_step",
    _GO_TABLE: "c_table_view",
}


class Bar(View):
    """The choice bar's screens, the turn screen and a challenge's result: LEFT/RIGHT (or UP/DOWN) pick, A does
    it; DICE opens a Fight challenge (BQ-10); B only says where Undo is."""

    def __init__(self, app):
        self.app = app

    def key(self, k):
        app = self.app
        n = len(app.choices)
        if k == bt.LEFT or k == bt.UP:
            app.cursor = (app.cursor - 1) % n
            bar(app, app.choices)
        elif k == bt.RIGHT or k == bt.DOWN:
            app.cursor = (app.cursor + 1) % n
            bar(app, app.choices)
        elif k == bt.A:
            choose(app, app.choices[app.cursor])
        elif k == bt.DICE and app.s[q.PHASE] == q.PH_PLAY and q.is_legal(app.s, q.CH_OPEN + 1):
            app.act(q.CH_OPEN + 1)  # BQ-10: the DICE button starts a challenge
        elif k == bt.B:  # nothing to go back to: B never takes a step back unseen, Undo on the bar does
            app.note(app.w["c_undo_step"], app.w["b_on_the_turn"])
        return NOTHING

    def draw(self, c):
        if self.app.s[q.PHASE] == q.PH_CH_RESULT:
            draw_result(self.app, c)
        else:
            draw_turn(self.app, c)


class List(ListMenu, View):
    """A list screen of a game (the deal, the options, a challenge's set-up, the menus over the turn screen, Baba
    Yaga's tie): its rows are app.rows; A does a row's action (on a number row: the next row), LEFT/RIGHT its
    less and more, DICE rolls a challenge or lets the box pick Baba Yaga's target, B goes back (back)."""

    def __init__(self, app, title, cursor):
        self.app = app
        ListMenu.__init__(self, title, [r[0] for r in app.rows], cursor, self.row_value, app.hint)

    def row_value(self, i):
        return self.app.rows[i][4]

    def draw(self, c):
        ListMenu.draw(self, c, self.app.legend)

    def key(self, k):
        app = self.app
        ph = app.s[q.PHASE]
        if k == bt.DICE:  # BQ-10: rolls the challenge; BQ-5: or lets the box pick Baba Yaga's target
            for a in (q.ROLL, q.TIE_RANDOM):
                if q.is_legal(app.s, a):
                    app.act(a)
            return NOTHING
        r = ListMenu.key(self, k)
        row = app.rows[self.cursor] if app.rows else (None, None, None, None)
        if r == MOVED:
            pass
        elif row[1] == TIMER_MORE and (r == CHOSEN or r == LESS or r == MORE):
            app.set_timer(-1 if r == LESS else 1)
        elif r == CHOSEN and row[1] is None and row[2] is not None:  # a number row: A goes on to the next row
            self.select((self.cursor + 1) % len(app.rows))
        elif r == CHOSEN and row[1] is not None and row[1] <= GO_CARD:  # a set-up row naming a quest card
            edit_card(app, GO_CARD - row[1])
        elif r == CHOSEN and row[1] is not None:
            if ph >= q.PH_PLAY:
                choose(app, row[1])
            else:
                app.act(row[1])
        elif r == LESS and row[2] is not None:
            app.act(row[2])
        elif r == MORE and row[3] is not None:
            app.act(row[3])
        elif r == BACK:
            back(app, ph)
        return NOTHING


class Number(Picker, View):
    """A number the table enters: a die typed in (BQ-10: B goes back a step), or at a reshuffle how many of the
    deck's cards the heroes hold (BQ-3: the deck starts again from its set-up size less those; B: no
    reshuffle)."""

    def __init__(self, app, title, value, lo, hi):
        self.app = app
        Picker.__init__(self, title, value, lo, hi, hint=app.core["hint_ok"])

    def key(self, k):
        app = self.app
        r = Picker.key(self, k)
        a = app.held
        if r == CHOSEN and a:
            app.held = 0
            app.act(a, True, (q.TOWN_DRAW if a == q.RESHUFFLE_TOWN else q.WILD_DRAW,) * self.value)
        elif r == CHOSEN:
            app.act(q.FACE + self.value)
        elif r == BACK and a:
            app.held = 0
            app.refresh()
        elif r == BACK:
            app.undo_step(False)  # a die typed in goes back
        return NOTHING


class Ask(Confirm, View):
    """A yes/no box over the game's screen before a step that is hard to take back (a new game, a death, a player
    out, a reshuffle); yes takes it, no or B leaves the game as it was."""

    def __init__(self, app, title, question, a):
        self.app = app
        self.pending = a
        Confirm.__init__(self, title, question, app.core["yes"], app.core["no"])

    def key(self, k):
        app = self.app
        r = Confirm.key(self, k)
        a = self.pending
        if r == CHOSEN or r == BACK:
            app.pop()
        if r != CHOSEN or not self.yes:
            return NOTHING
        if a == GO_NEW:
            app.end_game()
        elif a == q.RESHUFFLE_TOWN or a == q.RESHUFFLE_WILD:
            app.held = a
            app.refresh()
        else:
            app.act(a)
        return NOTHING


def back(app, ph):
    """B on a list screen: out of a menu over the turn screen; the set-up goes back a step (out of a set-up
    nothing was entered in: the start menu); a reroll or a tie undone is said."""
    if ph == q.PH_PLAY:
        app.view = V_PLAYERS if app.view == V_PLAYER else V_TURN
        app.refresh()
        return
    if ph <= q.PH_OPTIONS and not app.undo.steps:
        app.end_game()
        return
    if ph != q.PH_CH_SETUP:
        app.undo_step(ph > q.PH_OPTIONS)
        return
    # B or Cancel on a challenge not yet rolled: its steps taken back, to the turn screen as it was before it
    # opened (so Undo goes on to the steps before it); one resumed from a save without them is cancelled
    while app.s[q.PHASE] == q.PH_CH_SETUP and app.undo.undo(app.s, app.log):
        pass
    if app.s[q.PHASE] == q.PH_CH_SETUP:
        app.act(q.CANCEL, False)
        return
    app.save()
    app.refresh()


def choose(app, a):
    """A choice of the bar or of a play menu: open a menu, or ask first about a step that is hard to take back
    (a new game, a death, a player out), or take the step."""
    if -V_DUEL <= a <= -V_PLAYERS:
        app.view = -a  # the choice -V_x opens the menu V_x
        app.refresh()
    elif a == GO_RULES:
        app.show_rules()
    elif a == q.CANCEL:
        back(app, q.PH_CH_SETUP)  # as B
    elif a == _GO_UNDO:
        app.undo_step(True)
    elif a == _GO_TABLE:
        app.note(app.w["c_table_view"], table_text(app))
    elif a == GO_LOG:  # line by line: a full log is never in RAM as one text
        app.note(app.w["log_title"], None).add_each(lambda out: qlog.lines(app, app.log, out))
    elif a == TOOK:  # done, then the card's Rep: one step (B takes both back)
        app.act(q.DONE, True, (q.EDIT + q.EDITS * app.s[q.CUR] + q.E_REP_UP,))
    elif a >= q.SEAT and app.s[q.PHASE] == q.PH_PLAY:
        app.seat = a - q.SEAT  # a row of the players menu
        app.view = V_PLAYER
        app.refresh()
    elif a == GO_NEW or a == q.RESHUFFLE_TOWN or a == q.RESHUFFLE_WILD or q.EDIT <= a < q.HERO and (
        (a - q.EDIT) % q.EDITS in (q.E_DEATH, q.E_OUT)
    ):
        w = app.w
        if a == GO_NEW:
            title, question = w["c_new"], w["new_q"]
        elif a < q.EDIT:  # BQ-3: once a game, so asked first
            title = w["d_reshuffle_town" if a == q.RESHUFFLE_TOWN else "d_reshuffle_wild"]
            question = w["reshuffle_texts"][0]
        else:
            p = (a - q.EDIT) // q.EDITS
            title = app.name(p)
            question = w["death_q" if (a - q.EDIT) % q.EDITS == q.E_DEATH else "out_q"] % app.who(p)
        app.push(Ask(app, title, question, a))
    else:
        app.act(a)


def turn_choices(app):
    s = app.s
    legal = q.step_actions(s)
    out = []
    for a in (q.NEXT_STEP, q.END_TURN, q.CH_OPEN + 1, q.ENCOUNTER_TOWN, q.ENCOUNTER_WILD):
        if a in legal:
            out.append(a)
    if q.BABA_WON in legal:
        out.append(-V_BABA)
    if place_rows(app, legal):
        out.append(-V_PLACES)
    if app.s[q.STYLE] == q.COMPETITIVE and duel_rows(app, legal):
        out.append(-V_DUEL)
    out.append(_GO_TABLE)
    out.append(GO_RULES)
    out.append(GO_LOG)
    out.append(-V_PLAYERS)
    out.append(-V_DECKS)
    out.append(GO_NEW)
    out.append(_GO_UNDO)  # last: one press left of the first choice
    return out


def result_choices(app):
    """A challenge's result: done first (the A that dismisses changes nothing), then "card taken, +1 Rep" after
    a won plain challenge outside a Baba Yaga fight or a won Forlorn Hills (BQ-9: when a discard pile holds a
    card that adds Rep), the rerolls (BQ-8), and Undo."""
    s = app.s
    out = q.legal_actions(s)
    kind = s[q.CH_KIND]
    if s[q.CH_RESULT] != q.CH_FAILED and (kind == q.K_PLAIN and not s[q.CH_FLAGS] & q.C_BABA or kind == q.K_FORLORN):
        if q.pget(s, s[q.CUR], q.P_REP) < q.MAX_REP:
            out.insert(1, TOOK)
    out.append(_GO_UNDO)
    return out


def rows(app, ph):
    """(title, rows) of a list screen; a row is (label, on A, on LEFT, on RIGHT, value text)."""
    w = app.w
    s = app.s
    rows = []
    if ph == q.PH_TIE:
        for a in q.legal_actions(s):
            label = w["tie_random"] if a == q.TIE_RANDOM else app.name(a - q.SEAT)
            rows.append((label, a, None, None, None))
        return w["tie_title"], rows
    if ph == q.PH_CH_SETUP or ph == q.PH_CH_READY:
        # BQ-7 … BQ-10: roll or type in; set up first: ability, base, "+ Rep", bonus dice, Baba Yaga's die
        kind = s[q.CH_KIND]
        ab = s[q.CH_ABIL]
        name = qlog.challenge_name(w, kind, ab)
        rows.append((w["ch_roll"], q.ROLL, None, None, None))
        rows.append((w["ch_enter"], q.ENTER, None, None, None))
        if ph == q.PH_CH_SETUP:
            if kind == q.K_PLAIN:
                rows.append((w["ch_ability"], None, q.CH_ABILITY + (ab + 2) % 3, q.CH_ABILITY + (ab + 1) % 3,
                             w["abilities"][ab]))
                rows.append(num_row(w["ch_base"], s[q.CH_BASE], q.BASE_DOWN, q.BASE_UP))
                rows.append(toggle_row(app, w["ch_plus_rep"], q.PLUS_REP, s[q.CH_FLAGS] & q.C_PLUS_REP))
            rows.append(num_row(w["ch_bonus"], q.bonus_dice(s), q.BONUS_DOWN, q.BONUS_UP))
            if q.is_legal(s, q.BABA_CH):
                rows.append(toggle_row(app, w["ch_baba"], q.BABA_CH, s[q.CH_FLAGS] & q.C_BABA))
            rows.append((w["ch_cancel"], q.CANCEL, None, None, None))
        return w["ch_title"] % (name, q.current_difficulty(s), q.challenge_dice_count(s)), rows
    v = app.view  # the menus over the turn screen
    if v == V_PLAYERS:
        for p in range(s[q.N]):
            val = w["player_val"] % (q.pget(s, p, q.P_REP), q.pget(s, p, q.P_STEP), q.pget(s, p, q.P_QLEN))
            rows.append((app.name(p), q.SEAT + p, None, None, w["out"] if q.is_out(s, p) else val))
        app.legend = w["players_cols"]  # the values' columns named: no letter stands for Rep or the quest
        return w["players"], rows
    if v == V_PLAYER:  # BQ-2/BQ-6: Rep, dice, quest step, penalty, missed turn, death, out
        p = app.seat
        e = q.EDIT + q.EDITS * p  # seat p's edit actions: e + E_*
        rows.append(num_row(w["rep"], q.pget(s, p, q.P_REP), e + q.E_REP_DOWN, e + q.E_REP_UP))
        for ability, f, less, more in app.EDIT_ROWS:
            rows.append(num_row(w["abilities"][ability], q.pget(s, p, f), e + less, e + more))
        quest = "%d/%d" % (q.pget(s, p, q.P_STEP), q.pget(s, p, q.P_QLEN))
        rows.append((w["quest"], None, e + q.E_QUEST_DOWN, e + q.E_QUEST_UP, quest))
        rows.append(num_row(w["penalty"], q.pget(s, p, q.P_PEN_NEXT), e + q.E_PEN_DOWN, e + q.E_PEN_UP))
        miss = app.core["yes" if q.pget(s, p, q.P_FLAGS) & q.P_MISS else "no"]
        rows.append((w["misses"], e + q.E_MISS, e + q.E_MISS, e + q.E_MISS, miss))  # LEFT/RIGHT flip it too
        rows.append((w["death"], e + q.E_DEATH, None, None, None))
        rows.append((w["out_row"], e + q.E_OUT, None, None, None))
        return app.name(p), rows
    if v == V_DECKS:  # BQ-3: LEFT draws a card, RIGHT puts one back; the reshuffle with 5-6 players
        rows.append(num_row(w["d_town"], s[q.TOWN], q.TOWN_DRAW, q.TOWN_BACK))
        rows.append(num_row(w["d_wild"], s[q.WILD], q.WILD_DRAW, q.WILD_BACK))
        for key, a in (("d_reshuffle_town", q.RESHUFFLE_TOWN), ("d_reshuffle_wild", q.RESHUFFLE_WILD)):
            if q.is_legal(s, a):
                rows.append((w[key], a, None, None, None))
        return w["decks"], rows
    if v == V_BABA:
        rows.append((w["baba_won"], q.BABA_WON, None, None, None))
        rows.append((w["baba_lost"], q.BABA_LOST, None, None, None))
        return w["baba_title"] % min(s[q.BEATEN] + 1, 3), rows  # BQ-5: her next encounter
    if v == V_PLACES:
        return w["places"], place_rows(app, q.step_actions(s))
    return w["duel"], duel_rows(app, q.step_actions(s))


def num_row(label, value, less, more):
    return (label, None, less, more, str(value))


def toggle_row(app, label, a, on):
    """An on/off row: A, LEFT and RIGHT all flip it, as every row's value changes with LEFT/RIGHT
    (the box's Settings do the same)."""
    return (label, a, a, a, app.core["on" if on else "off"])


def place_rows(app, legal):
    """BQ-9 special locations: Forlorn Hills by time of day, Koshchey, Tsarov not at night; solo roll.
    legal: q.step_actions(app.s)."""
    w = app.w
    s = app.s
    # the turn's encounter still to be had (the engine's steps for a special location; a deck is empty only
    # when the game is over, but for competitive play's end-of-turn check)
    place = q.ENCOUNTER_TOWN in legal or q.ENCOUNTER_WILD in legal
    solo_unknown = place and s[q.STYLE] == q.SOLO and s[q.TOD] == 3
    rows = []
    if q.FORLORN in legal:
        rows.append((w["pl_forlorn"], q.FORLORN, None, None, "%d+" % q.forlorn_difficulty(s[q.TOD])))
    elif solo_unknown:
        rows.append((w["pl_forlorn"], SOLO_FORLORN, None, None, "?"))
    if q.KOSH_PACT in legal:
        rows.append((w["pl_pact"], q.KOSH_PACT, None, None, None))
    if q.KOSH_RESCUE in legal:
        rows.append((w["pl_rescue"], q.KOSH_RESCUE, None, None, "5+"))
    if q.TSAROV in legal:
        rows.append((w["pl_tsarov"], q.TSAROV, None, None, None))
    elif solo_unknown:
        rows.append((w["pl_tsarov"], SOLO_TSAROV, None, None, "?"))
    elif s[q.TOD] == 2 and place:
        rows.append((w["pl_tsarov"], None, None, None, w["times"][2]))
    if q.ROLL_TIME in legal:
        rows.append((w["pl_time"], q.ROLL_TIME, None, None, None))
    return rows


def duel_rows(app, legal):
    """BQ-9: steal an Item (Fight) or beguile an Ally (Cunning), 3 + the other's Rep. legal: as place_rows'."""
    w = app.w
    rows = []
    for p in range(app.s[q.N]):
        diff = "%d+" % q.challenge_difficulty(3, q.pget(app.s, p, q.P_REP), True)
        if q.STEAL + p in legal:
            rows.append((w["du_steal"] % app.who(p), q.STEAL + p, None, None, diff))
            rows.append((w["du_beguile"] % app.who(p), q.BEGUILE + p, None, None, diff))
    return rows


def table_text(app):
    """The whole table at a glance: the round, the time of day in words with its Horseman (BQ-4), Baba Yaga and
    whom she flies toward (BQ-5), then every player's Rep, quest, penalties, a missed turn, out (BQ-2)."""
    w = app.w
    s = app.s
    u = w["table_texts"]
    tod = s[q.TOD]
    lines = [w["round_title"] % (s[q.ROUND] << 8 | s[q.ROUND + 1])]
    lines.append(u[0] % (w["times"][tod], w["horsemen"][tod]) if tod < 3 else u[1])
    nxt = min(s[q.BEATEN] + 1, 3)
    if not s[q.FLAGS] & q.F_BABA_ON:
        lines.append(w["baba_off"])
    elif s[q.TARGET] == q.NOBODY:
        lines.append(w["baba_wait"] % nxt)
    else:
        lines.append(u[2] % (nxt, app.who(s[q.TARGET])))
    for p in range(s[q.N]):
        line = u[3] % (app.name(p), q.pget(s, p, q.P_REP), q.pget(s, p, q.P_STEP), q.pget(s, p, q.P_QLEN))
        if q.pget(s, p, q.P_PEN_NOW):
            line += u[4] % q.pget(s, p, q.P_PEN_NOW)
        if q.pget(s, p, q.P_PEN_NEXT):
            line += u[5] % q.pget(s, p, q.P_PEN_NEXT)
        if q.pget(s, p, q.P_FLAGS) & q.P_MISS or p == s[q.CUR] and s[q.TFLAGS] & q.T_SKIPPING:
            line += u[6]
        if q.is_out(s, p):
            line += u[7]
        lines.append(line)
    return "\n".join(lines)


def turn_lines(app):
    """The turn screen's texts: title, round, the turn-order step, Rep and quest, dice, decks, Baba Yaga."""
    w = app.w
    s = app.s
    p = s[q.CUR]
    if q.is_out(s, p):
        step = w["out"]
    elif s[q.TFLAGS] & q.T_SKIPPING:
        step = w["skipping"]
    else:
        step = w["step"] % (s[q.STEP] + 1, w["step_names"][s[q.STEP]])
    dice = w["line_dice"] % (q.pget(s, p, q.P_MOVE), q.pget(s, p, q.P_FIGHT), q.pget(s, p, q.P_CUNNING))
    pen = q.pget(s, p, q.P_PEN_NOW)
    if pen:
        dice += w["line_pen"] % pen
    nxt = min(s[q.BEATEN] + 1, 3)  # BQ-5: her next encounter
    if not s[q.FLAGS] & q.F_BABA_ON:
        baba = w["baba_off"]
    elif s[q.TARGET] == q.NOBODY:
        baba = w["baba_wait"] % nxt
    else:
        baba = w["baba_to"] % (nxt, app.who(s[q.TARGET]))
    return (
        app.name(p),
        w["round"] % (s[q.ROUND] << 8 | s[q.ROUND + 1]),  # u16, big-endian
        step,
        w["line_rep"] % (q.pget(s, p, q.P_REP), q.pget(s, p, q.P_STEP), q.pget(s, p, q.P_QLEN)),
        dice,
        w["line_decks"] % (s[q.TOWN], s[q.WILD]),
        baba,
    )


def draw_turn(app, c):
    lines = app.lines
    c.clear()
    c.fill_rect(0, 0, ui.W, ui.BAR, 1)
    x = ui.W - ui.text_width(lines[1])  # the round, right-aligned, after the time-of-day icon
    ui.clipped_text(c, lines[0], 2, 1, x - 13, 0)  # first: a long name's overflow is erased to the bar
    ui.right_text(c, lines[1], ui.W, 1, 0)
    draw_time(c, x - 11, 0, app.s[q.TOD])
    for i in range(4):
        if i == 2 and app.names.timer:  # the dice line shares its row with the turn timer
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
    diff = s[q.CH_DIFF]  # fixed at the first roll (BQ-8)
    ui.title_bar(c, title, _PLUS[diff])
    n = s[q.CH_ROLLED]
    for i in range(n):
        die = s[q.CH_DICE + i]
        x = 2 + (i % 8) * (_DIE + 2)
        y = 11 + (i // 8) * (_DIE + 2)
        d6_face(c, x, y, _DIE, _DIE, die, die >= diff)
    draw_bar(app, c)
    c.text(rep, 2, _LAST_Y)
    ui.number(c, q.pget(s, s[q.CUR], q.P_REP), 2 + ui.ADV * (len(rep) + 1), _LAST_Y)


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
    """The play steps' notes (App.act tells the table what a step changed): the time-of-day roll, Tsarov, the
    pact, Baba Yaga's arrival and flight, a new round, a missed turn, a death, a cooperative quest finished."""
    w = app.w
    s = app.s
    was, ph = old[q.PHASE], s[q.PHASE]
    tod = s[q.TOD]
    if a == q.ROLL_TIME or a == SOLO_FORLORN or a == SOLO_TSAROV:
        app.note(w["pl_time"], w["horseman_text"] % (w["horsemen"][tod], w["times"][tod]))
    if a == SOLO_TSAROV and tod == 2:
        app.note(w["pl_tsarov"], w["tsarov_night"])
    elif a == q.TSAROV or a == SOLO_TSAROV:
        app.note(w["pl_tsarov"], w["tsarov_ok"])
    if a == q.KOSH_PACT:
        app.note(w["pl_pact"], w["pact_text"])
    if not old[q.FLAGS] & q.F_BABA_ON and s[q.FLAGS] & q.F_BABA_ON:
        app.note(w["c_baba"], w["baba_arrives"])
    if old[q.ROUND + 1] != s[q.ROUND + 1] and was >= q.PH_PLAY:  # the round (u16) moved on
        # BQ-4/BQ-5: the new round's Horseman and where Baba Yaga flies (a tie is asked next); solo: only her
        # flight, a solo round being a turn
        target = s[q.TARGET] if ph == q.PH_PLAY else q.NOBODY
        text = w["round_title"] % (s[q.ROUND] << 8 | s[q.ROUND + 1])
        if s[q.STYLE] != q.SOLO:
            text += "\n" + w["horseman_text"] % (w["horsemen"][tod], w["times"][tod])
        if target != q.NOBODY:
            text += "\n" + w["baba_flies"] % app.who(target)
        if s[q.STYLE] != q.SOLO or target != q.NOBODY:
            app.note(app.name(s[q.CUR]), text)
    if was == q.PH_TIE and ph == q.PH_PLAY:
        app.note(w["c_baba"], w["baba_flies"] % app.who(s[q.TARGET]))
    if old[q.CUR] != s[q.CUR] and s[q.TFLAGS] & q.T_SKIPPING:
        app.note(w["skipping"], w["miss_text"] % app.who(s[q.CUR]))
    if a >= q.EDIT and a < q.HERO and (a - q.EDIT) % q.EDITS == q.E_DEATH:
        app.note(w["death"], w["death_text"] % app.who((a - q.EDIT) // q.EDITS))
    elif a == q.DONE and old[q.CH_KIND] == q.K_RESCUE and old[q.CH_RESULT] == q.CH_FAILED:
        app.note(w["death"], w["death_text"] % app.who(old[q.CUR]))
    if a == q.DONE and old[q.CH_KIND] == q.K_FORLORN:  # BQ-9: won or lost, the Horseman comes 2 spaces closer
        won = old[q.CH_RESULT] == q.CH_PASSED
        app.note(w["pl_forlorn"], w["forlorn_won" if won else "forlorn_lost"] % app.name(old[q.CUR]))
    if s[q.STYLE] == q.COOPERATIVE:
        for p in range(s[q.N]):
            done = q.pget(s, p, q.P_QLEN)
            if q.pget(s, p, q.P_STEP) == done > q.pget(old, p, q.P_STEP):
                app.note(w["quest"], w["coop_advance"] % app.who(p))


def bar(app, choices):
    """The choice bar: the cursor stays on the same choice while it is still offered; its label read."""
    a = app.choices[app.cursor] if app.cursor < len(app.choices) else None
    app.choices = choices
    app.cursor = choices.index(a) if a in choices else 0
    app.label = app.w[_BAR_TEXTS[choices[app.cursor]]]
