"""Goat and Wolf's screens besides the board in play: the set-up, the game menu, the log, the Look view, How to
play (the rules, paged) and the statistics.

Why separate: none of them is on screen while a game plays, so yaga.games.goat_wolf.app imports this module as one
of them opens and lets it go as play comes back (App._pages, App._enter): in play its code is not in RAM.
Each function takes the App; the views' words are read from its words file (app.w) as a view opens.
"""

from yaga import ui
from yaga.games.goat_wolf import draw
from yaga.buttons import A, B, DOWN, LEFT, RIGHT, UP
from yaga.compat import const
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf import board as brd

# goat_wolf_board's cells and rings this module reads (there as _NAME), folded: no RAM
_C = const(36)
_O1 = const(0)
_CENTRE = const(3)
_M1 = const(16)
_I1 = const(28)

# the engine's constants this module reads (yaga.games.goat_wolf.rules, there as _NAME), folded: no RAM
_AT_CELL = const(6)
_NO_DIE = const(255)

# yaga.games.goat_wolf.app's (a test checks every copy)
_PLAY = const(1)
_SETUP = const(0)
_MENU = const(2)
_LOG = const(3)
_LOOK = const(4)
_RULES = const(5)
_STATS = const(6)
_TAKE_BACK = const(7)  # a menu row's action, not a view
_M_HUMANS = const(0)
_M_YOU_GOAT = const(2)
_M_YOU_WOLF = const(1)
_M_DEMO = const(3)
_LOG_W = const(6)
_LEVEL_ROW = const(4)
_RULE_SET_ROW = const(5)
_HOW_ROW = const(6)
_T_MORE = const(171)
_W_HOW = const(_T_MORE + 11)  # "How to play", then its keys' hint
_T_RULES = const(_T_MORE + 13)
_RULES_PAGES = const(20)  # the "rules" list's texts (a test checks every language has them)
_T_EXTRAS = const(_T_RULES + 20)
_W_TAKE_BACK = const(_T_EXTRAS)  # then Statistics, games played, streak, the statistics' keys
_W_STATS_TITLE = const(_T_EXTRAS + 5)  # + 1 balanced: the statistics' title, the rule set they count
_W_RULE_SET = const(_T_EXTRAS + 7)  # the set-up's "Rules" row
_W_LEVEL_MEANS = const(_T_EXTRAS + 8)  # + level: what it means
_W_RULES_VALUE = const(_T_EXTRAS + 11)  # + 1 balanced: the rules' name on the set-up's row and the menu's title
_W_RULES_MEANS = const(_T_EXTRAS + 13)  # + 1 balanced: what they mean, on the set-up's hint line
_T_CELLS = const(97)
_T_EFFECTS = const(134)
_W_SETUP = const(20)
_W_LEVEL = const(25)
_W_INITIAL = const(30)
_W_MENU = const(41)
_W_LOG = const(43)
_W_NEW = const(45)
_W_NO_LOG = const(46)
_W_SETUP_HINT = const(47)
_W_LOOK_MORE = const(48)
_LOOK_ROWS = const(5)  # text rows of the Look view (y 10..49): the hint line is at 56

_SETUP_ROWS = (_M_HUMANS, _M_YOU_GOAT, _M_YOU_WOLF, _M_DEMO)
_LOG_TEXT_W = const(119)  # a log line from x 2 ends before the list's scroll bar: 20 characters
_INDENT = const(12)  # a log entry's further lines start two spaces in


def enter(app, view):
    """Build a view's list or text (app.hint: the set-up's key hint, or the log's words when it is empty)."""
    w = app.w
    if view == _SETUP:
        app.widget = ui.ListMenu(w[_W_NEW], [w[_W_SETUP + i] for i in range(5)] + [w[_W_RULE_SET], w[_W_HOW]],
                                 app.setup_row, lambda i: setup_value(app, i), "")
        setup_hint(app)
    elif view == _MENU:
        app.menu_rows = [_PLAY, _LOG, _LOOK, _SETUP, _RULES] + ([_TAKE_BACK] if app.can_take_back() else []) + [_STATS]
        rows = [w[_W_MENU + 1 + i] for i in range(4)] + [w[_W_HOW]]
        if app.can_take_back():
            rows.append(w[_W_TAKE_BACK])
        app.widget = ui.ListMenu(w[_W_MENU], rows + [w[_W_TAKE_BACK + 1]])
        app.hint = w[_W_RULES_VALUE + gw.balanced(app.s)]  # the game's rules, beside the menu's title
    elif view == _STATS:
        from yaga.games.goat_wolf import stats as goat_wolf_stats

        app.stats = goat_wolf_stats.load(app)
        app.stats_balanced = gw.balanced(app.s)  # the figures of the game's rules first (the menu has a game)
    elif view == _RULES:
        app.page_lines = ui.wrap(w[_T_RULES + app.page], ui.W - 6)
        app.hint = "%d/%d" % (app.page + 1, _RULES_PAGES)
    elif view == _LOG:
        app.widget = ui.ListMenu(w[_W_LOG], log_lines(app))
        app.hint = w[_W_NO_LOG]
    else:
        look_at(app, app.s[_AT_CELL])  # the Goat's cell


def setup_value(app, row):
    """A set-up row's value, right-aligned: the AI level, the rules; the other rows have none."""
    if row == _LEVEL_ROW:
        return app.w[_W_LEVEL + app.level]
    if row == _RULE_SET_ROW:
        return app.w[_W_RULES_VALUE + app.balanced]
    return None


def setup_hint(app):
    """The set-up's bottom line: on the AI level's row what the level means, on the rules' row what they mean,
    else A starts, LEFT/RIGHT the level."""
    w = app.w
    row = app.widget.cursor
    if row == _LEVEL_ROW:
        app.hint = w[_W_LEVEL_MEANS + app.level]
    elif row == _RULE_SET_ROW:
        app.hint = w[_W_RULES_MEANS + app.balanced]
    else:
        app.hint = w[_W_SETUP_HINT]
    app.widget.hint = app.hint


def key(app, k):
    if app.view == _RULES:
        return _rules_key(app, k)
    if app.view == _STATS:
        return _stats_key(app, k)
    if app.view == _SETUP:
        return _setup_key(app, k)
    if app.view == _MENU:
        return _menu_key(app, k)
    if app.view == _LOG:
        r = app.widget.key(k)
        if r == ui.BACK or r == ui.CHOSEN or k == A:  # A also leaves "No moves yet." (an empty list chooses nothing)
            app._enter(_PLAY)
        elif r == ui.MOVED:
            app.dirty = True
        return True
    return _look_key(app, k)


def draw_view(app, c):
    if app.view == _LOOK:
        _draw_look(app, c)
        return
    if app.view == _RULES:
        _draw_rules(app, c)
        return
    if app.view == _STATS:
        _draw_stats(app, c)
        return
    app.widget.draw(c, app.hint if app.view == _MENU else None)
    if app.view == _LOG and not app.log_n:
        c.text(app.hint, 2, 28)


def _setup_key(app, k):
    """Every choice is saved at once: a power cut on the set-up comes back to it as it was."""
    r = app.widget.key(k)
    i = app.setup_row = app.widget.cursor
    if r == ui.BACK:
        if app.s is None:
            return False  # the shell saves as the app is left
        app._enter(_PLAY)
    elif i == _LEVEL_ROW and r in (ui.LESS, ui.MORE, ui.CHOSEN):
        app.level = (app.level + (2 if r == ui.LESS else 1)) % 3
    elif i == _RULE_SET_ROW and r in (ui.LESS, ui.MORE, ui.CHOSEN):
        app.balanced = not app.balanced  # two choices: LEFT, RIGHT and A each give the other
    elif i == _HOW_ROW and r == ui.CHOSEN:
        open_rules(app, _SETUP)
    elif r == ui.CHOSEN:
        app._new_game(_SETUP_ROWS[i], app.balanced)
        return True
    elif r != ui.MOVED:
        return True  # LEFT/RIGHT on a game's row, DICE: nothing changed
    if app.view == _SETUP:
        setup_hint(app)
    app.save()
    app.dirty = True
    return True


def _menu_key(app, k):
    r = app.widget.key(k)
    if r == ui.BACK:
        app._enter(_PLAY)
    elif r == ui.CHOSEN:
        row = app.menu_rows[app.widget.cursor]
        if row == _RULES:
            open_rules(app, _MENU)
        elif row == _TAKE_BACK:
            app._enter(_PLAY)
            app.take_back()
        else:
            app._enter(row)
        if app.view == _SETUP:
            app.save()  # a power cut on the set-up comes back to it
    app.dirty = True
    return True


def _look_key(app, k):
    cell = app.look
    ring = brd.ring_of(cell)
    if k == LEFT or k == RIGHT:
        if ring != _CENTRE:
            cell = brd.ring_step(cell, 1 if k == RIGHT else -1)
    elif k == UP or k == DOWN:
        ring = (ring + (1 if k == DOWN else 3)) % 4  # outer -> middle -> inner -> centre
        cell = (_O1, _M1, _I1, _C)[ring]
    elif k == A and len(app.look_rows) > 3 + _LOOK_ROWS:
        del app.look_rows[3:3 + _LOOK_ROWS]  # A: the text's next page
        app.dirty = True
        return True
    elif k == B or k == A:
        app._enter(_PLAY)
        return True
    look_at(app, cell)
    return True


def look_at(app, cell):
    """Put the LOOK cursor on a cell and word-wrap its name and effect once.

    look_rows: the cell's label, the hints "A: more" and "B: back", then the text (the cell's name and effect, then
    what waits for a piece on it, each line with its mark); A drops a page of it."""
    app.look = cell
    w = app.w
    app.look_rows = ([brd.label(cell), w[_W_LOOK_MORE], w[_W_LOOK_MORE + 1]]
                     + ui.wrap(w[_T_CELLS + cell], draw.TEXT_W) + ui.wrap(w[_T_EFFECTS + cell], draw.TEXT_W))
    for p in (0, 1):  # the legend of the marks beside the dice: what waits for a piece standing here
        pending = app.pending(p) if app.s[_AT_CELL + p] == cell else ()
        if pending:
            app.look_rows.append(app._piece(p) + ":")
        for mark, i, arg in pending:
            app.look_rows += ui.wrap(app.pending_text(mark, i, arg), draw.TEXT_W)
    app.dirty = True


def _draw_look(app, c):
    c.clear()
    draw.board(c)
    draw.pieces(c, app.shown[0], app.shown[1])
    draw.cursor(c, app.look)
    rows = app.look_rows
    draw.panel_title(c, rows[0])
    draw.lines(c, rows, 10, 3, _LOOK_ROWS)
    c.text(rows[1] if len(rows) > 3 + _LOOK_ROWS else rows[2], draw.PANEL + 1, 56)  # "A: more ↓" or "B: back"


def log_lines(app):
    """The log's rows, newest first: each entry wrapped to the screen, its further lines indented."""
    rows = []
    for i in range(app.log_n):
        lines = ui.wrap(log_row(app, i), _LOG_TEXT_W - _INDENT)
        rows.append(lines[0])
        for line in lines[1:]:
            rows.append("  " + line)
    return rows


def log_row(app, i):
    """The newest first: 'G 3+4 O8 Dead Lake: ...' (an entry: mover, die 1, die 2, cell after, event code,
    event piece << 7 | arg)."""
    o = (app.log_n - 1 - i) * _LOG_W
    e = app.log
    head = app.w[_W_INITIAL + e[o]]
    if e[o + 1] != _NO_DIE:
        head += " %d" % e[o + 1]
        if e[o + 2] != _NO_DIE:
            head += "+%d" % e[o + 2]
    head += " " + brd.label(e[o + 3])
    if e[o + 4]:
        head += " " + app._event_text(e[o + 4], e[o + 5] >> 7, e[o + 5] & 0x7F)
    return head


def open_rules(app, back):
    """How to play from its first page; B (or A on the last page) goes back to the view `back`."""
    app.page = 0
    app.rules_back = back
    app._enter(_RULES)


def _rules_key(app, k):
    """A, DOWN or RIGHT: the next page (A on the last goes back); UP or LEFT: the previous; B: back."""
    if k == B or (k == A and app.page == _RULES_PAGES - 1):
        app._enter(app.rules_back)
        if app.rules_back == _MENU:
            app.widget.select(4)  # the cursor back on How to play
        return True
    if k in (A, DOWN, RIGHT) and app.page < _RULES_PAGES - 1:
        app.page += 1
    elif k in (UP, LEFT) and app.page > 0:
        app.page -= 1
    else:
        return True
    app._enter(_RULES)
    return True


def _draw_rules(app, c):
    """A page: How to play and its number of the whole in the title bar, five rows of text, the keys below."""
    c.clear()
    ui.title_bar(c, app.w[_W_HOW], app.hint)
    for r in range(len(app.page_lines)):
        c.text(app.page_lines[r], 2, ui.BAR + 1 + r * ui.LINE)
    ui.status_line(c, app.w[_W_HOW + 1])


def _stats_key(app, k):
    """LEFT/RIGHT: the other rule set's figures; B: back to the menu. (The reset is in the box's Settings.)"""
    if k == LEFT or k == RIGHT:
        app.stats_balanced = not app.stats_balanced
    elif k == B:
        app.stats = None
        app._enter(_MENU)
        app.widget.select(len(app.menu_rows) - 1)  # the cursor back on Statistics
    app.dirty = True
    return True


def _draw_stats(app, c):
    """For one rule set (named in the title bar): wins against the AI by level (rows) and by the player's side
    (columns, the pieces' initials in the title bar), then the games played and the win streak; the keys below."""
    from yaga.games.goat_wolf import stats as st

    w = app.w
    rec = app.stats
    rules = app.stats_balanced
    c.clear()
    ui.title_bar(c, w[_W_STATS_TITLE + rules])
    for side in (0, 1):
        ui.right_text(c, w[_W_INITIAL + side], _STATS_COLUMN[side], 1, 0)
    for level in range(3):
        y = ui.BAR + 1 + level * ui.LINE
        c.text(w[_W_LEVEL + level], 2, y)
        for side in (0, 1):
            ui.right_text(c, "%d" % st.wins(rec, rules, level, side), _STATS_COLUMN[side], y)
    c.text(w[_W_TAKE_BACK + 2] % st.games(rec, rules), 2, ui.BAR + 1 + 3 * ui.LINE)
    c.text(w[_W_TAKE_BACK + 3] % st.streak(rec, rules), 2, ui.BAR + 1 + 4 * ui.LINE)
    ui.status_line(c, w[_W_TAKE_BACK + 4])


_STATS_COLUMN = (100, 128)  # the right edges of the Goat's and the Wolf's wins
