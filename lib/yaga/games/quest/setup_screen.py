"""Baba Yaga (2010) companion: the start, set-up and end screens of yaga.games.quest.app.

Only needed before play starts and once the game is over, so the screens load this module while one of
those shows and drop it while play is on (its code would otherwise sit in RAM all game). Functions of the
App (yaga.games.quest.app): the style menu and player count, a new game, the hero and quest deal, the options
list (BQ-1, BQ-2), the notes on the deal and the first player, and who won (BQ-11 … BQ-13).
"""

from yaga import ui
from yaga.games.quest import log as qlog
from yaga.compat import const
from yaga.games.quest import rules as q

# yaga.games.quest.app's numbers (const() does not cross modules; test_quest_app checks them under CPython)
_FIRST = const(9)
_FLAGS = const(8)
_N = const(6)
_REASON = const(25)
_RESULT = const(23)
_STYLE = const(5)
_W_NEW_COMP = const(0)
_W_NEW_COOP = const(1)
_W_NEW_SOLO = const(2)
_W_PLAYERS_Q = const(3)
_W_HERO_FOR = const(4)
_W_QUEST_FOR = const(5)
_W_DEAL = const(6)
_W_DEALT = const(7)
_W_DEALT_LINE = const(8)
_W_SETUP = const(9)
_W_ROLL_FIRST = const(10)
_W_REMOVE = const(11)
_W_HARD_BABA = const(12)
_W_HARD_DEATH = const(13)
_W_P_EDIT = const(14)
_W_QLEN = const(15)
_W_FIRST_TITLE = const(16)
_W_FIRST_TEXT = const(17)
_W_OVER = const(116)
_W_WIN_ONE = const(117)
_W_WIN_ALL = const(118)
_W_WIN_SOLO = const(119)
_W_LOSE_ALL = const(120)
_W_NO_WINNER = const(121)
_W_R_QUEST = const(122)
_W_HINT_OVER = const(129)
_COMPETITIVE = const(0)
_START = const(0)
_GAME = const(2)
_V_TURN = const(0)
_W_KEYS = const(130)
_W_KEYS_TEXT = const(131)
_W_HERO_0 = const(18)
_W_QUEST_0 = const(24)
_W_QUEST_N = const(25)
_HERO = const(170)
_QUEST = const(176)
_NOBODY = const(255)
_P_QUEST = const(1)
_P_HERO = const(0)
_PH_HEROES = const(0)
_PH_QUESTS = const(1)
_COUNT = const(1)
_F_HARD_BABA = const(1)
_PH_OPTIONS = const(2)
_SOLO = const(2)
_RES_LOSS = const(2)
_F_HARD_DEATH = const(2)
_RES_NO_WINNER = const(3)
_MAX_PLAYERS = const(6)
_P_QLEN = const(7)
_E_QLEN_UP = const(15)
_E_QLEN_DOWN = const(16)
_DEAL = const(53)
_EDIT = const(64)
_EDITS = const(17)
_EASY_UP = const(54)
_EASY_DOWN = const(55)
_HARD_BABA = const(56)
_HARD_DEATH = const(57)
_ROLL_FIRST = const(58)
_W_CARDS = const(143)
_W_CARD_TITLE = const(144)
_W_CARD_STEPS = const(145)
_W_NAME_OK = const(146)
_W_SEAT = const(147)
_W_NAMES_TITLE = const(148)
_W_NAMES_GO = const(149)
_W_NAME_FOR = const(150)
_SEATS = const(6)
_SEAT_NAME = const(7)
_W_RULES = const(173)
_W_LOG_TITLE = const(169)
_W_WHY_REP = const(170)
_W_WHY_TIE = const(171)
_END_QUEST = const(1)
_W_TIMER = const(193)
_TIMER_LESS = const(-31)
_TIMER_MORE = const(-30)
_GO_CARD = const(-10)
_CARDS = const(3)
_CARD_NAME = const(4)
_CARD_STEPS = const(5)
_P_REP = const(2)
_W_FORLORN_WON = const(135)
_W_FORLORN_LOST = const(136)
_W_START_GAME = const(137)
_W_START_TEXT = const(138)
_W_REP_STANDINGS = const(139)
_W_STANDING = const(140)
_W_ABIL_HINT = const(141)
_W_ABIL_DONE = const(142)
_ABILITIES_DONE = const(60)
_CURSOR = const(26)


def start_key(app, k):
    """The style menu, then the player count: B leaves the app from the style menu; the quest cards' list and
    a card's name and steps (from that list, or from a game's set-up: app.s is then the game)."""
    r = app.widget.key(k)
    if app.mode >= _SEATS:
        return _seats_key(app, r)
    if app.mode >= _CARDS:
        return _cards_key(app, r)
    if app.mode == _COUNT:
        if r == ui.CHOSEN:
            show_seats(app, app.widget.value, 0)
        elif r == ui.BACK:
            show_start(app)
        return True
    if r == ui.BACK:
        return False
    if r == ui.CHOSEN and app.widget.cursor == 4:
        q.part("yaga.games.quest.rules_pages").show(app)
    elif r == ui.CHOSEN and app.widget.cursor == 3:
        show_cards(app, 1)
    elif r == ui.CHOSEN:
        app.style = q.STYLES[app.widget.cursor]
        if app.style == "solo":
            show_seats(app, 1, 0)
        else:
            app.widget = ui.Picker(app.w[_W_PLAYERS_Q], 3, 2, _MAX_PLAYERS, hint=app.core["hint_ok"])
            app.mode = _COUNT
    return True


def show_seats(app, n, cursor):
    """The players' names before a new game of n seats (issue 17 item 7): the box's remembered ones, A on a
    seat types one, the first row (the cursor's first place: a table without names presses A once) starts
    the game."""
    w = app.w
    app.count = n
    items = [w[_W_NAMES_GO]] + [w[_W_SEAT] % (p + 1) for p in range(n)]
    app.widget = ui.ListMenu(w[_W_NAMES_TITLE], items, cursor, lambda i: app.names.players[i - 1] if i else None)
    app.mode = _SEATS
    app.dirty = True


def _seats_key(app, r):
    if app.mode == _SEAT_NAME:
        p = app.card
        if r == ui.CHOSEN:
            app.names.players[p] = app.widget.name
            app.names.save()
            show_seats(app, app.count, 0 if p + 1 == app.count else p + 2)  # on to the next seat, or the start
        elif r == ui.BACK:
            show_seats(app, app.count, p + 1)
        return True
    if r == ui.BACK:
        show_start(app)
    elif r == ui.CHOSEN and app.widget.cursor == 0:
        _new_game(app, app.style, app.count)
    elif r == ui.CHOSEN:
        from yaga.name_picker import NamePicker

        p = app.card = app.widget.cursor - 1
        app.widget = NamePicker(app.w[_W_NAME_FOR] % (p + 1), app.names.players[p], 8, app.w[_W_NAME_OK])
        app.mode = _SEAT_NAME
    return True


def _new_game(app, style, n):
    """A new game's state; the first note says what B does here (undo, not back) and how to leave."""
    app.s = q.new_state(app.box.new_seed(), n, style)
    app.undo.clear()
    app.log[:] = bytes(len(app.log))
    app.mode = _GAME
    app.view = _V_TURN
    app.note(app.w[_W_KEYS], app.w[_W_KEYS_TEXT])
    app._save()
    app._refresh()


def show_start(app):
    w = app.w
    items = [w[_W_NEW_COMP], w[_W_NEW_COOP], w[_W_NEW_SOLO], w[_W_CARDS], w[_W_RULES]]
    app.widget = ui.ListMenu(app.core["app_quest"], items)
    app.mode = _START
    app.dirty = True


def card_name(app, c):
    """Quest card c's name: the rulebook's for the first ("Slay the Dragon"), the table's for the others
    (issue 17 item 5), "Quest 2" ... until the table names it."""
    if c == 0:
        return app.w[_W_QUEST_0]
    return app.names.quests[c] or app.w[_W_QUEST_N] % (c + 1)


def show_cards(app, cursor):
    """The quest cards and their steps; A names one (the rulebook's own, the first, is printed)."""
    items = [card_name(app, c) for c in range(6)]
    app.widget = ui.ListMenu(app.w[_W_CARDS], items, cursor, lambda c: str(app.names.steps[c]))
    app.mode = _CARDS
    app.dirty = True


def edit_card(app, c):
    """Name quest card c with the letter picker, then its steps (ui.Picker)."""
    from yaga.name_picker import NamePicker

    app.card = c
    app.widget = NamePicker(app.w[_W_CARD_TITLE] % (c + 1), app.names.quests[c], 16, app.w[_W_NAME_OK], False)
    app.mode = _CARD_NAME
    app.dirty = True


def _cards_key(app, r):
    c = app.card
    if app.mode == _CARDS:
        if r == ui.BACK:
            show_start(app)
        elif r == ui.CHOSEN and app.widget.cursor:
            edit_card(app, app.widget.cursor)
        return True
    if r == ui.CHOSEN and app.mode == _CARD_NAME:
        app.typed = app.widget.name
        title = app.typed or card_name(app, c)
        app.widget = ui.Picker(title, app.names.steps[c], 1, 12, hint=app.w[_W_CARD_STEPS])
        app.mode = _CARD_STEPS
        return True
    if r == ui.CHOSEN:  # the steps: remembered, and in a game set up now, the seats' quests of that card
        app.names.quests[c] = app.typed
        app.names.steps[c] = app.widget.value
        app.names.save()
    elif r != ui.BACK:
        return True
    if app.s is None:
        show_cards(app, c)
        return True
    app.mode = _GAME
    app.widget = None
    edits = remembered_steps(app, c) if r == ui.CHOSEN else None
    if edits:
        app._act(edits[0], True, edits[1:])
    else:
        app._refresh()
    return True


def remembered_steps(app, only=-1):
    """The edits that give each seat's quest (or only card `only`'s) the steps the box remembers for its card
    (BQ-2: the quest length; the rulebook's card, the first, has 6)."""
    s = app.s
    out = []
    for p in range(s[_N]):
        card = q.pget(s, p, _P_QUEST)
        if only >= 0 and card != only:
            continue
        d = (app.names.steps[card] if card else 6) - q.pget(s, p, _P_QLEN)
        e = _EDIT + _EDITS * p + (_E_QLEN_UP if d > 0 else _E_QLEN_DOWN)
        out.extend([e] * (d if d > 0 else -d))
    return out


def rows(app, ph):
    """(title, rows) of the hero and quest deal and the options list (rows as in yaga.games.quest.app)."""
    w = app.w
    s = app.s
    if ph != _PH_OPTIONS:
        hero = ph == _PH_HEROES
        out = [(w[_W_DEAL], _DEAL, None, None, None)]
        for a in q.legal_actions(s):
            if a != _DEAL:
                out.append((_card_name(app, hero, a), a, None, None, None))
        return w[_W_HERO_FOR if hero else _W_QUEST_FOR] % app.who(q.current_player(s)), out
    p = s[_CURSOR]
    if p < s[_N]:  # BQ-2: this seat's hero, its abilities as the character card gives them
        e = _EDIT + _EDITS * p
        out = [(w[key], None, e + less, e + more, str(q.pget(s, p, f))) for key, f, less, more in app.EDIT_ROWS]
        out.append((w[_W_ABIL_DONE], _ABILITIES_DONE, None, None, None))
        h = q.pget(s, p, _P_HERO)
        while app.first_row < 2 and q.PRINTED_DICE[3 * h + app.first_row]:  # the first the rulebook leaves out
            app.first_row += 1
        app.hint = w[_W_ABIL_HINT]
        return app.name(p), out
    # BQ-1 set-up: the options, then the first player's roll (the abilities are entered: their rows stay here)
    solo = s[_STYLE] == _SOLO
    out = [(w[_W_START_GAME if solo else _W_ROLL_FIRST], _ROLL_FIRST, None, None, None)]  # solo: nobody to roll for
    out.append((w[_W_REMOVE], None, _EASY_DOWN, _EASY_UP, str(q.removed(s))))
    out.append((w[_W_TIMER], _TIMER_MORE, _TIMER_LESS, _TIMER_MORE, app.timer_text()))  # issue 17 item 11
    if solo:
        for key, a, flag in ((_W_HARD_BABA, _HARD_BABA, _F_HARD_BABA), (_W_HARD_DEATH, _HARD_DEATH, _F_HARD_DEATH)):
            out.append((w[key], a, a, a, app.core["on" if s[_FLAGS] & flag else "off"]))  # LEFT/RIGHT flip it too
    for p in range(s[_N]):  # the quests' steps (the abilities were entered hero by hero); A names the card
        e = _EDIT + _EDITS * p  # seat p's edit actions: e + E_*
        card = q.pget(s, p, _P_QUEST)
        label = w[_W_P_EDIT] % (app.who(p), card_name(app, card))
        steps = str(q.pget(s, p, _P_QLEN))
        out.append((label, _GO_CARD - card if card else None, e + _E_QLEN_DOWN, e + _E_QLEN_UP, steps))
    return w[_W_SETUP], out


def _card_name(app, hero, a):
    """A hero's name, or a quest card's (card_name)."""
    if hero:
        return app.w[_W_HERO_0 + a - _HERO]
    return card_name(app, a - _QUEST)


def notes(app, was, ph):
    """The deal (heroes and quests) and the first player, after the step that settled them."""
    w = app.w
    s = app.s
    if was == _PH_QUESTS and ph == _PH_OPTIONS:
        lines = [w[_W_DEALT_LINE] % (app.who(p), _card_name(app, True, _HERO + q.pget(s, p, _P_HERO)),
                                      _card_name(app, False, _QUEST + q.pget(s, p, _P_QUEST))) for p in range(s[_N])]
        app.note(w[_W_DEALT], "\n".join(lines))
    if was == _PH_OPTIONS and ph != _PH_OPTIONS and s[_STYLE] == _SOLO:
        app.note(w[_W_START_GAME], w[_W_START_TEXT] % q.removed(s))
    elif was == _PH_OPTIONS and ph != _PH_OPTIONS:
        first = s[_FIRST]
        hero = _card_name(app, True, _HERO + q.pget(s, first, _P_HERO))
        app.note(w[_W_FIRST_TITLE], w[_W_FIRST_TEXT] % (app.who(first), hero, q.removed(s)))


def show_over(app):
    """BQ-11 … BQ-13: who won, or that the table lost, and why."""
    w = app.w
    res, winners, reason = app.s[_RESULT : _REASON + 1]
    st = app.s[_STYLE]
    if res == _RES_NO_WINNER:
        head = w[_W_NO_WINNER]
    elif res == _RES_LOSS:
        head = w[_W_LOSE_ALL]
    elif st == _COMPETITIVE:
        p = 0
        while not winners & (1 << p):  # a competitive game has one winner
            p += 1
        head = w[_W_WIN_ONE] % app.name(p)
    else:
        head = w[_W_WIN_SOLO if st == _SOLO else _W_WIN_ALL]
    lines = [head, w[_W_R_QUEST - 1 + reason]]
    order = standings(app.s)
    if st == _COMPETITIVE and reason != _END_QUEST and res != _RES_NO_WINNER:  # BQ-11: the highest Rep won
        top = q.pget(app.s, order[0], _P_REP)
        tied = len(order) > 1 and q.pget(app.s, order[1], _P_REP) == top
        lines.append(w[_W_WHY_TIE if tied else _W_WHY_REP])  # a tie: whoever beat the third Baba Yaga
    lines.append(w[_W_REP_STANDINGS])
    for p in order:
        lines.append(w[_W_STANDING] % (app.name(p), q.pget(app.s, p, _P_REP)))
    lines.append(w[_W_LOG_TITLE] + ":")  # and the game's log, newest first (issue 17 item 8)
    lines.append(qlog.text(app, app.log))
    app.widget = ui.Message(w[_W_OVER], "\n".join(lines), w[_W_HINT_OVER])


def standings(s):
    """The seats by Rep at the end, highest first (a tie in seat order)."""
    seats = list(range(s[_N]))
    seats.sort(key=lambda p: (-q.pget(s, p, _P_REP), p))
    return seats
