"""Baba Yaga card game screens away from the table: set-up, the menu, the reveal, the tournament table, the
round's history, the redeal of a stalled round (BY-12) and the rules pages (How to play).

yaga.games.cards.app imports this module when one of these views opens and drops it when the table comes
back, so its code is not in RAM while the bots play. Every function takes the App (yaga.games.cards.app).
"""

from yaga import ui
from yaga.buttons import A, B, DOWN, UP
from yaga.compat import const
from yaga.games.cards import draw as cards_draw
from yaga.games.cards import rules as C

# View and seat ids of yaga.games.cards.app, phases of yaga.games.cards.rules (private: no run-time cost).
_V_SETUP = const(0)
_V_REVEAL = const(7)
_V_TOTALS = const(8)
_V_MENU = const(9)
_V_REDEAL = const(10)
_V_HISTORY = const(11)
_V_RULES = const(12)
_HUMAN = const(0)
_MOVES = const(24)  # yaga.games.cards.app: the history's ring
_ROUND_OVER = const(4)
_OVER = const(5)
_NEXT_ROUND = const(60)
_SETUP_REC = const(2)
_PLAYERS = const(4)  # state offsets of yaga.games.cards.rules (its layout table)
_PHASE = const(5)
_DECLARER = const(15)
_ROUND = const(16)
_LAST = const(30)
_TURNS = const(319)
_PAYLOAD = const(426)  # yaga.games.cards.app _PAYLOAD
# Numbers of the texts in the words file (yaga.games.cards.words.KEYS, test_cards_consts checks).
_W_TITLE = const(0)
_W_PLAYERS = const(1)
_W_SEAT = const(2)
_W_HUMAN = const(3)  # + the seat kind: human, simple bot, strong bot
_W_START = const(6)
_W_HINT_OK = const(9)
_W_REVEAL = const(40)
_W_CALLED = const(41)
_W_TOTALS = const(42)
_W_HINT_NEXT = const(43)
_W_HINT_BACK = const(44)
_W_HINT_REVEAL = const(45)
_W_WINNER = const(46)
_W_SHARED = const(47)
_W_HINT_NEW = const(48)
_W_MENU = const(49)
_W_TURN = const(50)
_W_REDEAL = const(51)
_W_REDEAL_WHY = const(52)
_W_RESUME = const(53)
_W_SCORES = const(54)
_W_NEW = const(55)
_W_LEAVE = const(56)
_W_HISTORY = const(72)
_W_REDEAL_YES = const(73)
_W_REDEAL_NO = const(74)
_W_NO_MOVES = const(76)
_W_RULES = const(82)
_W_PAGE_HINT = const(83)
_W_PAGE1 = const(84)
_PAGES = const(11)
_ICON_W = const(8)  # yaga.games.cards.draw: the 8x7 icons of the table


def enter(app, view):
    """The widget of a view (none for the reveal, the tournament table and the rules pages, drawn here)."""
    w = app.w
    if view == _V_SETUP:
        app.widget = ui.ListMenu(w(_W_TITLE), _setup_rows(app), 0, lambda i: _setup_value(app, i))
    elif view == _V_MENU:
        rows = [w(_W_RESUME), w(_W_SCORES), w(_W_HISTORY), w(_W_RULES), w(_W_NEW), w(_W_LEAVE)]
        if app.s is not None and C.can_redeal(app.s):  # BY-12: offered to whoever holds the box, never taken by a bot
            rows.append(w(_W_REDEAL))
        app.widget = ui.ListMenu(w(_W_MENU), rows)
    elif view == _V_REDEAL:
        app.widget = ui.Confirm(w(_W_REDEAL), w(_W_REDEAL_WHY), w(_W_REDEAL_YES), w(_W_REDEAL_NO))
    elif view == _V_HISTORY:
        app.widget = ui.ListMenu(w(_W_HISTORY), history_rows(app) or [w(_W_NO_MOVES)])
    elif view == _V_RULES:
        app.page_lines = ui.wrap(w(_W_PAGE1 + app.page), ui.W - 6)
        app.page_note = "%d/%d" % (app.page + 1, _PAGES)


def history_rows(app):
    """The round's moves, newest first, as the status line told them (public facts only)."""
    h = app.history
    rows = []
    for j in range(h[1]):
        i = 2 + 4 * ((h[0] - 1 - j) % _MOVES)
        p = h[i]
        rows.append(app.line(-1 if p == 255 else p, h[i + 1] << 8 | h[i + 2], h[i + 3]))
    return rows


def open_rules(app, back):
    """The rules pages from page 1; B (or A on the last page) goes back to the view `back`."""
    app.page = 0
    app.rules_back = back
    app._enter(_V_RULES)


def key(app, view, k):
    if view == _V_RULES:
        return _rules_key(app, k)
    if view == _V_REVEAL:
        if k == A:
            app._enter(_V_TOTALS)
        return True
    if view == _V_TOTALS:
        ph = app.s[_PHASE]
        if ph == _OVER and k == A:
            app.s = None
            app._enter(_V_SETUP)
        elif ph == _ROUND_OVER and k == A:
            app._act(_NEXT_ROUND)
        elif ph < _ROUND_OVER and (k == A or k == B):
            app._sync()  # scores looked at from the menu
        return True
    r = app.widget.key(k)
    if r == ui.MOVED:
        app.dirty = True
    if view == _V_SETUP:
        return _setup_key(app, r)
    if view == _V_REDEAL:
        if r == ui.CHOSEN and app.widget.yes:
            app.redeal()
        elif r == ui.CHOSEN or r == ui.BACK:
            app._enter(_V_MENU)
        return True
    if view == _V_HISTORY:
        if r == ui.CHOSEN or r == ui.BACK:
            app._enter(_V_MENU)
        return True
    return _menu_key(app, r)


def _rules_key(app, k):
    """A or DOWN: the next page (A on the last goes back), UP: the previous, B: back."""
    if k == B or (k == A and app.page == _PAGES - 1):
        if app.rules_back == _V_SETUP:
            app._enter(_V_SETUP)
            app.widget.select(app.n + 2)
        else:
            app._enter(app.rules_back)
    elif (k == A or k == DOWN) and app.page < _PAGES - 1:
        app.page += 1
        app._enter(_V_RULES)
    elif k == UP and app.page > 0:
        app.page -= 1
        app._enter(_V_RULES)
    return True


def draw(app, c, view):
    if view == _V_REVEAL:
        _reveal(c, app.w, app.s)
    elif view == _V_TOTALS:
        _totals(c, app.w, app.s)
    elif view == _V_MENU:
        # players count turns from 1; the engine counts the turns already played
        app.widget.draw(c, app.w(_W_TURN) % (app.s[_TURNS] + 1) if app.s is not None else None)
    elif view == _V_RULES:
        _rules(c, app)
    else:
        app.widget.draw(c)


# ---- set-up (BY-2: 2-5 players, each seat a human or a bot) ------------------------------------


def _setup_rows(app):
    w = app.w
    return [w(_W_PLAYERS)] + [w(_W_SEAT) % (p + 1) for p in range(app.n)] + [w(_W_START), w(_W_RULES)]


def _setup_value(app, i):
    if i == 0:
        return str(app.n)
    if i <= app.n:
        return app.w(_W_HUMAN + app.kinds[i - 1])
    return None


def _setup_key(app, r):
    i = app.widget.cursor
    if r == ui.BACK:
        if app.s is None:
            return False
        app._sync()
        return True
    step = 1 if r == ui.MORE or r == ui.CHOSEN else (-1 if r == ui.LESS else 0)
    if i == 0 and step:
        app.n = 2 + (app.n - 2 + step) % 4
        app.widget.items = _setup_rows(app)
    elif 0 < i <= app.n and step:
        app.kinds[i - 1] = (app.kinds[i - 1] + step) % 3
    if step and i <= app.n and app.s is None:
        _save_setup(app)
    if i == app.n + 2 and r == ui.CHOSEN:
        open_rules(app, _V_SETUP)
        return True
    if i == app.n + 1 and r == ui.CHOSEN:
        app.s = C.new_state(app.box.new_seed(), app.n, app.asked())
        app.history[0] = app.history[1] = 0
        app.marks[:] = bytes(5)
        app.viewer = -1
        if app._humans() == 1:
            app.viewer = app.kinds.find(bytes((_HUMAN,)))
        app.note = ""
        app.save()
        app._sync()
        return True
    app.dirty = True
    return True


def _save_setup(app):
    """A set-up record (the app's payload with 2 in byte 6 and no state): a power cut before Start keeps
    the player count (byte 5) and the seats."""
    payload = bytearray(_PAYLOAD)
    payload[:5] = app.kinds
    payload[5] = app.n
    payload[6] = _SETUP_REC
    app.box.store.save(payload)


def restore_setup(app, payload):
    """Take a set-up record's choices when they are sound; still no game, so the set-up shows."""
    if payload[6] == _SETUP_REC and 2 <= payload[5] <= 5 and max(payload[:5]) <= 2:
        app.kinds[:] = payload[:5]
        app.n = payload[5]
    return False


# ---- the menu ------------------------------------------------------------------------------------


def _menu_key(app, r):
    if r == ui.BACK:
        app._sync()
    elif r == ui.CHOSEN:
        i = app.widget.cursor
        if i == 0:
            app._sync()
        elif i == 1:
            app._enter(_V_TOTALS)
        elif i == 2:
            app._enter(_V_HISTORY)
        elif i == 3:
            open_rules(app, _V_MENU)
        elif i == 4:
            app._enter(_V_SETUP)
        elif i == 5:
            app.save()
            return False
        else:
            app._enter(_V_REDEAL)
    return True


def _rules(c, app):
    """One rules page: its number of the whole in the title bar, the page's lines, the keys."""
    c.clear()
    w = app.w
    ui.title_bar(c, w(_W_RULES), app.page_note)
    for r in range(len(app.page_lines)):
        c.text(app.page_lines[r], 2, ui.BAR + 1 + r * ui.LINE)
    ui.status_line(c, w(_W_PAGE_HINT))


# ---- reveal and tournament table (BY-8, BY-9, BY-10) ------------------------------------------


def _reveal(c, w, s):
    """BY-8: every hand shown, its points, and the round's tournament points (the declarer marked)."""
    c.clear()
    d = s[_DECLARER]
    ui.title_bar(c, w(_W_REVEAL) % s[_ROUND], w(_W_CALLED) % (d + 1))
    for p in range(s[_PLAYERS]):
        y = ui.BAR + 1 + p * 9
        if p == d:
            c.fill_rect(0, y, 8, 8, 1)
        ui.number(c, p + 1, 1, y, 0 if p == d else 1)
        x = 12
        for k in range(14):  # each card 10 px: a potion's digit, or the table's icon of the card (cards_draw)
            for _ in range(C.count(s, p, k)):
                if 2 <= k <= 8:
                    ui.number(c, C.POINTS[k], x + 2, y)
                else:
                    cards_draw.icon(c, k, x, y, 1)
                x += _ICON_W + 2
        c.text("=", 64, y)
        ui.number(c, C.hand_total(s, p), 70, y)
        pts = s[_LAST + p]
        width = ui.number_width(pts) + 6
        c.text("+", 128 - width, y)
        ui.number(c, pts, 128 - width + 6, y)
    ui.status_line(c, w(_W_HINT_REVEAL))


def _totals(c, w, s):
    """BY-10: the running totals and the last round's points; at the end, who won (lowest total)."""
    c.clear()
    n = s[_PLAYERS]
    title = w(_W_TOTALS)
    if s[_PHASE] == _OVER:
        won = C.returns(s)
        title = w(_W_WINNER) % (won.index(1) + 1) if sum(won) == 1 else w(_W_SHARED)
    ui.title_bar(c, title)
    for p in range(n):
        y = ui.BAR + 1 + p * 9
        c.text(w(_W_SEAT) % (p + 1), 2, y)
        ui.number(c, C.total(s, p), 80, y)
        c.text("+", 104, y)
        ui.number(c, s[_LAST + p], 110, y)
    ph = s[_PHASE]
    ui.status_line(c, w(_W_HINT_NEW) if ph == _OVER else (w(_W_HINT_NEXT) if ph == _ROUND_OVER else w(_W_HINT_BACK)))
