"""Baba Yaga (2010) companion: the start, set-up and end screens of yaga.games.quest.app.

Functions of the App (yaga.games.quest.app): the style menu and player count, a new game, the hero and quest
deal, the options list (BQ-1, BQ-2), the notes on the deal and the first player, and who won (BQ-11 … BQ-13).

Names: what the quest companion remembers from one game to the next, the players'
names by seat and the quest cards' names and steps, typed once with the D-pad (yaga.name_picker).

They are a record of their own beside the game's ("quest_names", the app's id), so a new game, the end of one
or a damaged game save leaves them be; the turn timer's setting with them. Payload: the 6
players' names, then the 6 quest cards' names, each as its UTF-8 length (one byte) and bytes ("" when not
named), then the 6 cards' steps (1..12), then the turn timer (an index of TIMER_MINUTES; not in a record
written before the timer: off).
"""

from yaga import ui
from yaga.box import AppStore
from yaga.compat import const
from yaga.games.quest import log as qlog
from yaga.games.quest import rules as q
from yaga.games.quest.modes import (
    CARD_NAME, CARD_STEPS, CARDS, COUNT, GAME, GO_CARD, SEAT_NAME, SEATS, START, TIMER_LESS, TIMER_MORE, V_TURN,
)
from yaga.widgets import Message, Picker

RECORD = "quest_names"
_QUEST_CARDS = q.SEAT - q.QUEST  # the quest cards (actions QUEST + c)
_PLAYER_MOST = const(8)  # letters in a player's name: it shares the title bar with the hero's
_QUEST_MOST = const(16)
TIMER_MINUTES = b"\x00\x01\x02\x03\x04\x05\x06\x08"  # a turn's time: off, then minutes (m:ss fits the screen)
# the longest payload: two bytes a letter at most (Ñ, Cyrillic)
_MOST = q.MAX_PLAYERS * (1 + 2 * _PLAYER_MOST) + _QUEST_CARDS * (1 + 2 * _QUEST_MOST) + _QUEST_CARDS + 1


def start_key(app, k):
    """The style menu, then the player count: B leaves the app from the style menu; the quest cards' list and
    a card's name and steps (from that list, or from a game's set-up: app.s is then the game)."""
    w = app.w
    r = app.widget.key(k)
    if app.mode >= SEATS:
        return _seats_key(app, r)
    if app.mode >= CARDS:
        return _cards_key(app, r)
    if app.mode == COUNT:
        if r == ui.CHOSEN:
            show_seats(app, app.widget.value, 0)
        elif r == ui.BACK:
            show_start(app)
        return True
    if r == ui.BACK:
        return False
    if r == ui.CHOSEN and app.widget.cursor == 4:
        app.show_rules()
    elif r == ui.CHOSEN and app.widget.cursor == 3:
        show_cards(app, 1)
    elif r == ui.CHOSEN:
        app.style = q.STYLES[app.widget.cursor]
        if app.style == "solo":
            show_seats(app, 1, 0)
        else:
            app.widget = Picker(w["players_q"], 3, 2, q.MAX_PLAYERS, hint=app.core["hint_ok"])
            app.mode = COUNT
    return True


def show_seats(app, n, cursor):
    """The players' names before a new game of n seats: the box's remembered ones, A on a
    seat types one, the first row (the cursor's first place: a table without names presses A once) starts
    the game."""
    w = app.w
    app.count = n
    items = [w["names_go"]] + [w["seat"] % (p + 1) for p in range(n)]
    app.widget = ui.ListMenu(w["names_title"], items, cursor, lambda i: app.names.players[i - 1] if i else None)
    app.mode = SEATS
    app.dirty = True


def _seats_key(app, r):
    w = app.w
    if app.mode == SEAT_NAME:
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
        from yaga.name_picker import NamePicker  # the platform's letter picker, loaded when first asked for

        p = app.card = app.widget.cursor - 1
        app.widget = NamePicker(w["name_for"] % (p + 1), app.names.players[p], _PLAYER_MOST, w["name_ok"])
        app.mode = SEAT_NAME
    return True


def _new_game(app, style, n):
    """A new game's state; the first note says what B does here (undo, not back) and how to leave."""
    w = app.w
    app.s = q.new_state(app.box.new_seed(), n, style)
    app.undo.clear()
    app.log[:] = bytes(len(app.log))
    app.mode = GAME
    app.view = V_TURN
    app.note(w["keys"], w["keys_text"])
    app._save()
    app._refresh()


def show_start(app):
    w = app.w
    items = [w["new_comp"], w["new_coop"], w["new_solo"], w["cards"], w["rules"]]
    app.widget = ui.ListMenu(app.core["app_quest"], items)
    app.mode = START
    app.dirty = True


def card_name(app, c):
    """Quest card c's name: the rulebook's for the first ("Slay the Dragon"), the table's for the others,
    "Quest 2" ... until the table names it."""
    w = app.w
    if c == 0:
        return w["quest_0"]
    return app.names.quests[c] or w["quest_n"] % (c + 1)


def show_cards(app, cursor):
    """The quest cards and their steps; A names one (the rulebook's own, the first, is printed)."""
    w = app.w
    items = [card_name(app, c) for c in range(len(app.names.quests))]
    app.widget = ui.ListMenu(w["cards"], items, cursor, lambda c: str(app.names.steps[c]))
    app.mode = CARDS
    app.dirty = True


def edit_card(app, c):
    """Name quest card c with the letter picker, then its steps (Picker)."""
    from yaga.name_picker import NamePicker

    w = app.w
    app.card = c
    app.widget = NamePicker(w["card_title"] % (c + 1), app.names.quests[c], _QUEST_MOST, w["name_ok"], False)
    app.mode = CARD_NAME
    app.dirty = True


def _cards_key(app, r):
    w = app.w
    c = app.card
    if app.mode == CARDS:
        if r == ui.BACK:
            show_start(app)
        elif r == ui.CHOSEN and app.widget.cursor:
            edit_card(app, app.widget.cursor)
        return True
    if r == ui.CHOSEN and app.mode == CARD_NAME:
        app.typed = app.widget.name
        title = app.typed or card_name(app, c)
        app.widget = Picker(title, app.names.steps[c], 1, q.MAX_QUEST_LEN, hint=w["card_steps"])
        app.mode = CARD_STEPS
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
    app.mode = GAME
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
    for p in range(s[q.N]):
        card = q.pget(s, p, q.P_QUEST)
        if only >= 0 and card != only:
            continue
        d = (app.names.steps[card] if card else q.DEFAULT_QUEST_LEN) - q.pget(s, p, q.P_QLEN)
        e = q.EDIT + q.EDITS * p + (q.E_QLEN_UP if d > 0 else q.E_QLEN_DOWN)
        out.extend([e] * (d if d > 0 else -d))
    return out


def rows(app, ph):
    """(title, rows) of the hero and quest deal and the options list (rows as in yaga.games.quest.app)."""
    w = app.w
    s = app.s
    if ph != q.PH_OPTIONS:
        hero = ph == q.PH_HEROES
        out = [(w["deal"], q.DEAL, None, None, None)]
        for a in q.legal_actions(s):
            if a != q.DEAL:
                out.append((_card_name(app, hero, a), a, None, None, None))
        return w["hero_for" if hero else "quest_for"] % app.who(q.current_player(s)), out
    p = s[q.CURSOR]
    if p < s[q.N]:  # BQ-2: this seat's hero, its abilities as the character card gives them
        e = q.EDIT + q.EDITS * p
        abilities = w["abilities"]
        out = [(abilities[i], None, e + less, e + more, str(q.pget(s, p, f))) for i, f, less, more in app.EDIT_ROWS]
        out.append((w["abil_done"], q.ABILITIES_DONE, None, None, None))
        app.hint = w["abil_hint"]
        return app.name(p), out
    # BQ-1 set-up: the options, then the first player's roll (the abilities are entered: their rows stay here)
    solo = s[q.STYLE] == q.SOLO
    out = [(w["start_game" if solo else "roll_first"], q.ROLL_FIRST, None, None, None)]  # solo: nobody to roll for
    out.append((w["remove"], None, q.EASY_DOWN, q.EASY_UP, str(q.removed(s))))
    out.append((w["timer"], TIMER_MORE, TIMER_LESS, TIMER_MORE, app.timer_text()))
    if solo:
        for key, a, flag in (("hard_baba", q.HARD_BABA, q.F_HARD_BABA), ("hard_death", q.HARD_DEATH, q.F_HARD_DEATH)):
            out.append((w[key], a, a, a, app.core["on" if s[q.FLAGS] & flag else "off"]))  # LEFT/RIGHT flip it too
    for p in range(s[q.N]):  # the quests' steps (the abilities were entered hero by hero); A names the card
        e = q.EDIT + q.EDITS * p  # seat p's edit actions: e + E_*
        card = q.pget(s, p, q.P_QUEST)
        label = card_name(app, card)  # the card's name whole: its steps are the card's, whoever holds it
        steps = str(q.pget(s, p, q.P_QLEN))
        out.append((label, GO_CARD - card if card else None, e + q.E_QLEN_DOWN, e + q.E_QLEN_UP, steps))
    return w["setup"], out


def _card_name(app, hero, a):
    """A hero's name, or a quest card's (card_name)."""
    if hero:
        return app.w["heroes"][a - q.HERO]
    return card_name(app, a - q.QUEST)


def notes(app, was, ph):
    """The deal (heroes and quests) and the first player, after the step that settled them."""
    w = app.w
    s = app.s
    if was == q.PH_QUESTS and ph == q.PH_OPTIONS:
        lines = [w["dealt_line"] % (app.who(p), _card_name(app, True, q.HERO + q.pget(s, p, q.P_HERO)),
                                     _card_name(app, False, q.QUEST + q.pget(s, p, q.P_QUEST))) for p in range(s[q.N])]
        app.note(w["dealt"], "\n".join(lines))
    if was == q.PH_OPTIONS and ph != q.PH_OPTIONS and s[q.STYLE] == q.SOLO:
        app.note(w["start_game"], w["start_text"] % q.removed(s))
    elif was == q.PH_OPTIONS and ph != q.PH_OPTIONS:
        first = s[q.FIRST]
        hero = _card_name(app, True, q.HERO + q.pget(s, first, q.P_HERO))
        app.note(w["first_title"], w["first_text"] % (app.who(first), hero, q.removed(s)))


def show_over(app):
    """BQ-11 … BQ-13: who won, or that the table lost, and why."""
    w = app.w
    res, winners, reason = app.s[q.RESULT : q.REASON + 1]
    st = app.s[q.STYLE]
    if res == q.RES_NO_WINNER:
        head = w["no_winner"]
    elif res == q.RES_LOSS:
        head = w["lose_all"]
    elif st == q.COMPETITIVE:
        p = 0
        while not winners & (1 << p):  # a competitive game has one winner
            p += 1
        head = w["win_one"] % app.name(p)
    else:
        head = w["win_solo" if st == q.SOLO else "win_all"]
    lines = [head, w["reasons"][reason - 1]]
    order = standings(app.s)
    if st == q.COMPETITIVE and reason != q.END_QUEST and res != q.RES_NO_WINNER:  # BQ-11: the highest Rep won
        top = q.pget(app.s, order[0], q.P_REP)
        tied = len(order) > 1 and q.pget(app.s, order[1], q.P_REP) == top
        lines.append(w["why_tie" if tied else "why_rep"])  # a tie: whoever beat the third Baba Yaga
    lines.append(w["rep_standings"])
    for p in order:
        lines.append(w["standing"] % (app.name(p), q.pget(app.s, p, q.P_REP)))
    lines.append(w["log_title"] + ":")  # and the game's log, newest first
    app.widget = Message(w["over"], "\n".join(lines), w["hint_over"])
    qlog.lines(app, app.log, app.widget.add)  # line by line: a full log is never in RAM as one text


def standings(s):
    """The seats by Rep at the end, highest first (a tie in seat order)."""
    seats = list(range(s[q.N]))
    seats.sort(key=lambda p: (-q.pget(s, p, q.P_REP), p))
    return seats


class Names:
    def __init__(self, box, app_id):
        self.store = AppStore(box.store.store, RECORD, app_id)
        self.players = [""] * q.MAX_PLAYERS
        self.quests = [""] * _QUEST_CARDS
        self.steps = bytearray([q.DEFAULT_QUEST_LEN] * _QUEST_CARDS)  # a card's steps until the table says otherwise
        self.timer = 0  # the turn timer: off
        saved = self.store.load(None, _parse, _MOST)
        if saved is not None:
            self.players, self.quests, self.steps, self.timer = _parse(saved)

    def save(self):
        out = bytearray()
        for name in self.players + self.quests:
            b = name.encode()
            out.append(len(b))
            out.extend(b)
        out.extend(self.steps)
        out.append(self.timer)
        self.store.save(out)


def _parse(data):
    """(players, quests, steps, timer) of a record's payload; raises (or gives None) on one that does not read
    whole."""
    names = []
    at = 0
    for i in range(q.MAX_PLAYERS + _QUEST_CARDS):
        n = data[at]
        name = str(data[at + 1 : at + 1 + n], "utf-8")
        if len(name) > (_PLAYER_MOST if i < q.MAX_PLAYERS else _QUEST_MOST):
            return None
        names.append(name)
        at += 1 + n
    steps = bytearray(data[at : at + _QUEST_CARDS])
    timer = data[at + _QUEST_CARDS] if len(data) == at + _QUEST_CARDS + 1 else 0
    if len(data) > at + _QUEST_CARDS + 1 or len(steps) != _QUEST_CARDS or min(steps) < 1 or max(steps) > q.MAX_QUEST_LEN:
        return None
    if timer >= len(TIMER_MINUTES):
        return None
    return names[:q.MAX_PLAYERS], names[q.MAX_PLAYERS:], steps, timer
