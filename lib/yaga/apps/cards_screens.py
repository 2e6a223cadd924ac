"""Baba Yaga card game screens away from the table: set-up, the menu, the reveal and the tournament table.

yaga.apps.cards imports this module when one of these views opens and drops it when the table comes
back, so its code is not in RAM while the bots play. Every function takes the App (yaga.apps.cards).
"""

from yaga import ui
from yaga.buttons import A, B
from yaga.compat import const
from yaga.rules import cards as C

# View and seat ids of yaga.apps.cards, phases of yaga.rules.cards (private: no run-time cost).
_V_SETUP = const(0)
_V_REVEAL = const(7)
_V_TOTALS = const(8)
_V_MENU = const(9)
_V_WHY = const(10)
_HUMAN = const(0)
_ROUND_OVER = const(4)
_OVER = const(5)
_NEXT_ROUND = const(60)
_SETUP_REC = const(2)
_PLAYERS = const(4)  # state offsets of yaga.rules.cards (its layout table)
_PHASE = const(5)
_DECLARER = const(15)
_ROUND = const(16)
_LAST = const(30)
_TURNS = const(319)
# Numbers of the texts in the words file (yaga.apps.cards_words.KEYS, test_cards_consts checks).
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
_W_STUCK = const(51)
_W_STUCK_WHY = const(52)
_W_RESUME = const(53)
_W_SCORES = const(54)
_W_NEW = const(55)
_W_LEAVE = const(56)
_W_LETTERS = const(72)
_STUCK = const(60)  # turns in a round after which the menu explains how a round ends


def enter(app, view):
    """The widget of a view (none for the reveal and the tournament table, drawn here)."""
    w = app.w
    if view == _V_SETUP:
        app.widget = ui.ListMenu(w(_W_TITLE), _setup_rows(app), 0, lambda i: _setup_value(app, i))
    elif view == _V_MENU:
        rows = [w(_W_RESUME), w(_W_SCORES), w(_W_NEW), w(_W_LEAVE)]
        if app.s is not None and app.s[_TURNS] >= _STUCK:
            rows.append(w(_W_STUCK))
        app.widget = ui.ListMenu(w(_W_MENU), rows)
    elif view == _V_WHY:
        app.widget = ui.Message(w(_W_STUCK), w(_W_STUCK_WHY), w(_W_HINT_OK))


def key(app, view, k):
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
    if view == _V_WHY:
        if r == ui.CHOSEN or r == ui.BACK:
            app._enter(_V_MENU)
        return True
    return _menu_key(app, r)


def draw(app, c, view):
    if view == _V_REVEAL:
        _reveal(c, app.w, app.s)
    elif view == _V_TOTALS:
        _totals(c, app.w, app.s)
    elif view == _V_MENU:
        # players count turns from 1; the engine counts the turns already played
        app.widget.draw(c, app.w(_W_TURN) % (app.s[_TURNS] + 1) if app.s is not None else None)
    else:
        app.widget.draw(c)


# ---- set-up (BY-2: 2-5 players, each seat a human or a bot) ------------------------------------


def _setup_rows(app):
    w = app.w
    return [w(_W_PLAYERS)] + [w(_W_SEAT) % (p + 1) for p in range(app.n)] + [w(_W_START)]


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
    if i == app.n + 1 and r == ui.CHOSEN:
        app.s = C.new_state(app.box.new_seed(), app.n)
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
    payload = bytearray(7 + C.STATE_SIZE)  # yaga.apps.cards PAYLOAD
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
            app._enter(_V_SETUP)
        elif i == 3:
            app.save()
            return False
        else:
            app._enter(_V_WHY)
    return True


# ---- reveal and tournament table (BY-8, BY-9, BY-10) ------------------------------------------


def _reveal(c, w, s):
    """BY-8: every hand shown, its points, and the round's tournament points (the declarer marked)."""
    c.clear()
    d = s[_DECLARER]
    ui.title_bar(c, w(_W_REVEAL) % s[_ROUND], w(_W_CALLED) % (d + 1))
    letters = w(_W_LETTERS)
    for p in range(s[_PLAYERS]):
        y = ui.BAR + 1 + p * 9
        if p == d:
            c.fill_rect(0, y, 8, 8, 1)
        ui.number(c, p + 1, 1, y, 0 if p == d else 1)
        x = 12
        for k in range(14):  # each card 9 px: a potion's digit, or the card's letter inverted
            for _ in range(C.count(s, p, k)):
                if 2 <= k <= 8:
                    ui.number(c, C.POINTS[k], x + 2, y)
                else:
                    c.fill_rect(x, y, 8, 8, 1)
                    c.text(letters[0 if k == 0 else (1 if k == 1 else k - 7)], x + 1, y, 0)
                x += 10
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
