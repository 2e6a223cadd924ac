"""Baba Yaga (2010) companion: the start, set-up and end screens of yaga.games.quest.app.

Views on the App's stack (yaga.games.quest.app): the style menu (Start), the player count (Count), the players'
names (Seats), a name typed (Naming), the quest cards (Cards) and a card's steps (Steps), who won (Over: BQ-11 …
BQ-13). Functions of the App: a new game, the hero and quest deal and the options list's rows (BQ-1, BQ-2), the
notes on the deal and the first player.

Names: what the quest companion remembers from one game to the next, the players'
names by seat and the quest cards' names and steps, typed once with the D-pad (yaga.name_picker).

They are a record of their own beside the game's ("quest_names", the app's id), so a new game, the end of one
or a damaged game save leaves them be; the turn timer's setting with them. Payload: the 6
players' names, then the 6 quest cards' names, each as its UTF-8 length (one byte) and bytes ("" when not
named), then the 6 cards' steps (1..12), then the turn timer (an index of TIMER_MINUTES; not in a record
written before the timer: off).
"""

from yaga.box import AppStore
from yaga.compat import const
from yaga.games.quest import log as qlog
from yaga.games.quest import rules as q
from yaga.games.quest.modes import GO_CARD, TIMER_LESS, TIMER_MORE, V_TURN
from yaga.ui import BACK, CHOSEN, NOTHING, ListMenu
from yaga.views import View
from yaga.widgets import Message, Picker

RECORD = "quest_names"
_QUEST_CARDS = q.SEAT - q.QUEST  # the quest cards (actions QUEST + c)
_PLAYER_MOST = const(8)  # letters in a player's name: it shares the title bar with the hero's
_QUEST_MOST = const(16)
_S_CARDS = const(3)  # the style menu's rows after the three styles
_S_RULES = const(4)
TIMER_MINUTES = b"\x00\x01\x02\x03\x04\x05\x06\x08"  # a turn's time: off, then minutes (m:ss fits the screen)
# the longest payload: two bytes a letter at most (Ñ, Cyrillic)
_MOST = q.MAX_PLAYERS * (1 + 2 * _PLAYER_MOST) + _QUEST_CARDS * (1 + 2 * _QUEST_MOST) + _QUEST_CARDS + 1


class Start(ListMenu, View):
    """The style menu: a new game of each style, the quest cards, the rules reference; B leaves the app."""

    def __init__(self, app):
        self.app = app
        w = app.w
        ListMenu.__init__(self, app.core["app_quest"], [w["new_comp"], w["new_coop"], w["new_solo"], w["cards"],
                                                        w["rules"]])

    def key(self, k):
        app = self.app
        r = ListMenu.key(self, k)
        if r == CHOSEN and self.cursor == _S_RULES:
            app.show_rules()
        elif r == CHOSEN and self.cursor == _S_CARDS:
            app.push(Cards(app))
        elif r == CHOSEN and q.STYLES[self.cursor] == "solo":
            app.push(Seats(app, "solo", 1))
        elif r == CHOSEN:
            app.push(Count(app, q.STYLES[self.cursor]))
        return r

    def on_top(self):
        self.cursor = self.first = 0  # as it first shows


class Count(Picker, View):
    """How many players (2 to 6); A goes on to their names."""

    def __init__(self, app, style):
        self.app = app
        self.style = style
        Picker.__init__(self, app.w["players_q"], 3, 2, q.MAX_PLAYERS, hint=app.core["hint_ok"])

    def key(self, k):
        r = Picker.key(self, k)
        if r == CHOSEN:
            self.app.replace(Seats(self.app, self.style, self.value))
        return r


class Seats(ListMenu, View):
    """The players' names before a new game: the box's remembered ones, A on a seat types one, the first row
    (the cursor's first place: a table without names presses A once) starts the game."""

    def __init__(self, app, style, n):
        self.app = app
        self.style = style
        w = app.w
        items = [w["names_go"]] + [w["seat"] % (p + 1) for p in range(n)]
        ListMenu.__init__(self, w["names_title"], items, 0, self.row_value)

    def row_value(self, i):
        return self.app.names.players[i - 1] if i else None

    def key(self, k):
        app = self.app
        r = ListMenu.key(self, k)
        p = self.cursor - 1
        if r == CHOSEN and p < 0:
            new_game(app, self.style, len(self.items) - 1)
        elif r == CHOSEN:
            from yaga.name_picker import NamePicker  # the platform's letter picker, loaded when first asked for

            picker = NamePicker(app.w["name_for"] % (p + 1), app.names.players[p], _PLAYER_MOST, app.w["name_ok"])
            app.push(Naming(app, picker, p))
        return r

    def show(self, cursor):
        """Again from the top, on row `cursor` (after a seat's name)."""
        self.first = 0
        self.select(cursor)


class Naming(View):
    """A name typed on the letter picker (yaga.name_picker): seat `index`'s player's, or with `card` quest card
    `index`'s, its steps asked next (Steps)."""

    def __init__(self, app, picker, index, card=False):
        self.app = app
        self.picker = picker
        self.index = index
        self.card = card

    def draw(self, c):
        self.picker.draw(c)

    def key(self, k):
        app = self.app
        r = self.picker.key(k)
        i = self.index
        if r == CHOSEN and self.card:
            title = self.picker.name or card_name(app, i)
            app.replace(Steps(app, title, i, self.picker.name))
        elif r == CHOSEN or r == BACK and not self.card:
            if r == CHOSEN:
                app.names.players[i] = self.picker.name
                app.names.save()
            app.pop()
            seats = app.top()
            seats.show(i + 1 if r == BACK else (i + 2) % len(seats.items))  # on to the next seat, or to start
        elif r == BACK:
            card_done(app, i, None)
        return NOTHING


class Cards(ListMenu, View):
    """The quest cards and their steps; A names one (the rulebook's own, the first, is printed)."""

    def __init__(self, app):
        self.app = app
        ListMenu.__init__(self, app.w["cards"], _card_names(app), 1, self.row_value)

    def row_value(self, c):
        return str(self.app.names.steps[c])

    def key(self, k):
        r = ListMenu.key(self, k)
        if r == CHOSEN and self.cursor:
            edit_card(self.app, self.cursor)
        return r

    def on_top(self):
        self.items = _card_names(self.app)


class Steps(Picker, View):
    """A quest card's steps (1 to 12) after its name: A keeps both, and in a game set up now gives the seats'
    quests of that card these steps; B keeps neither."""

    def __init__(self, app, title, c, typed):
        self.app = app
        self.card = c
        self.typed = typed  # the name as typed
        Picker.__init__(self, title, app.names.steps[c], 1, q.MAX_QUEST_LEN, hint=app.w["card_steps"])

    def key(self, k):
        app = self.app
        r = Picker.key(self, k)
        c = self.card
        if r == CHOSEN:
            app.names.quests[c] = self.typed
            app.names.steps[c] = self.value
            app.names.save()
            card_done(app, c, remembered_steps(app, c) if app.s is not None else None)
        elif r == BACK:
            card_done(app, c, None)
        return NOTHING


def card_done(app, c, edits):
    """Back from naming card c: to the cards' list, or to the game's set-up with `edits` (its seats' new steps)
    taken as one step."""
    app.pop()
    if app.s is None:
        return
    if edits:
        app.act(edits[0], True, edits[1:])
    else:
        app.refresh()


def new_game(app, style, n):
    """A new game's state; the first note says what B does here (undo, not back) and how to leave."""
    w = app.w
    app.s = q.new_state(app.box.new_seed(), n, style)
    app.undo.clear()
    app.log[:] = bytes(len(app.log))
    app.view = V_TURN
    app.list_id = -1  # its lists start on their first row
    del app.views[:]
    app.save()
    app.refresh()
    app.note(w["keys"], w["keys_text"])


def card_name(app, c):
    """Quest card c's name: the rulebook's for the first ("Slay the Dragon"), the table's for the others,
    "Quest 2" ... until the table names it."""
    w = app.w
    if c == 0:
        return w["quest_0"]
    return app.names.quests[c] or w["quest_n"] % (c + 1)


def _card_names(app):
    return [card_name(app, c) for c in range(len(app.names.quests))]


def edit_card(app, c):
    """Name quest card c with the letter picker, then its steps (Steps)."""
    from yaga.name_picker import NamePicker

    w = app.w
    picker = NamePicker(w["card_title"] % (c + 1), app.names.quests[c], _QUEST_MOST, w["name_ok"], False)
    app.push(Naming(app, picker, c, True))


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


class Over(Message, View):
    """BQ-11 … BQ-13: who won, or that the table lost, and why; the standings, then the game's log, newest first.
    A: a new game (the style menu); B takes the end back (said)."""

    def __init__(self, app):
        self.app = app
        w = app.w
        s = app.s
        res, winners, reason = s[q.RESULT : q.REASON + 1]
        st = s[q.STYLE]
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
        order = standings(s)
        if st == q.COMPETITIVE and reason != q.END_QUEST and res != q.RES_NO_WINNER:  # BQ-11: the highest Rep won
            top = q.pget(s, order[0], q.P_REP)
            tied = len(order) > 1 and q.pget(s, order[1], q.P_REP) == top
            lines.append(w["why_tie" if tied else "why_rep"])  # a tie: whoever beat the third Baba Yaga
        lines.append(w["rep_standings"])
        for p in order:
            lines.append(w["standing"] % (app.name(p), q.pget(s, p, q.P_REP)))
        lines.append(w["log_title"] + ":")  # and the game's log, newest first
        Message.__init__(self, w["over"], "\n".join(lines), w["hint_over"])
        self.add_each(lambda out: qlog.lines(app, app.log, out))

    def key(self, k):
        r = Message.key(self, k)
        if r == BACK:
            self.app.undo_step(True)  # the end undone is said
        elif r == CHOSEN:
            self.app.end_game()
        return NOTHING


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
