"""Baba Yaga (2010) companion screens: set-up wizard, the turn screen, challenges, players, decks, Baba Yaga.

A thin layer over yaga.games.quest.rules, which decides what is legal and when the game ends (BQ-1 … BQ-13).
What is shown follows the engine's phase; while a turn is on, a few menus (players, decks, Baba Yaga,
places, steal / beguile) sit over the turn screen. Every chance node is resolved by the box at once, so a
press of A or DICE is one step; the bar's Undo takes it back and says what it undid (the last 32 steps are kept,
in the save too: yaga.games.quest.log). B goes back: out of a menu, a challenge not yet rolled is cancelled, the
set-up and the dice typed in go back a step; on the turn screen it only says where Undo is (a long B leaves to
the main menu, as everywhere). The game is saved after every step, so the box can be switched off at any time.

Turn screen: title bar (seat and hero, time-of-day icon, round), the step of the turn order, Rep and
quest, dice counts, decks, Baba Yaga, and the choice bar (LEFT/RIGHT or UP/DOWN pick, A does it).
DICE opens a Fight challenge from the turn screen and rolls from the challenge screen.

Each screen is a view on the app's stack (yaga.views). No game: the style menu (Start) at the bottom, the
player count, the players' names, the quest cards, the rules reference over it. A game: the screen its phase
asks for at the bottom (App.refresh builds it: the choice bar's Bar, a List, a Number, the end's Over), the
yes/no box (Ask), the letter picker, the rules reference and the notes (yaga.views Note) over it.
"""

from yaga.compat import const
from yaga.games.quest import log as qlog
from yaga.games.quest import play, setup_screen
from yaga.games.quest import rules as q
from yaga.games.quest.log import LOG_SIZE, Journal
from yaga.games.quest.modes import SOLO_FORLORN, SOLO_TSAROV, V_BABA, V_DUEL, V_PLACES, V_TURN
from yaga.games.quest.setup_screen import TIMER_MINUTES, Names, Start
from yaga.saves import MAX_PAYLOAD
from yaga.ticks import ticks_diff
from yaga.ui import BACK, CHOSEN, NOTHING, ListMenu
from yaga.views import Note, Pages, Stack, View
from yaga.widgets import Message

TEXTS = "yaga.games.quest.texts"  # the game's texts: texts_en.py, texts_es.py, texts_ru.py (yaga.strings)
REFERENCE = "yaga.games.quest.texts_reference"  # the rules reference's own, the long texts (in RAM while it shows)
_BEEP_HZ = const(660)  # the time is up: a soft beep (as Tatra's timer)
_BEEP_MS = const(150)
LAYOUT = const(1)  # the record's layout version (yaga.saves): the state, the round log, the undo journal


class App(Stack):
    """The companion: its views on the stack, the game's state, round log and undo journal, and what the screens
    show (built here on each step; the views draw and answer keys from it)."""

    ID = 4
    EDIT_ROWS = (  # (ability, player field, less, more): per-player rows of the player and set-up menus (BQ-2)
        (0, q.P_MOVE, q.E_MOVE_DOWN, q.E_MOVE_UP),
        (1, q.P_FIGHT, q.E_FIGHT_DOWN, q.E_FIGHT_UP),
        (2, q.P_CUNNING, q.E_CUNNING_DOWN, q.E_CUNNING_UP),
    )

    @staticmethod
    def shared(payload):
        """What a QR code of a save too long for one carries (yaga.share): the game and its log, no undo steps."""
        return payload[: q.STATE_SIZE + LOG_SIZE]

    def __init__(self, box):
        Stack.__init__(self)
        self.box = box
        self.w = box.strings.table(TEXTS)
        self.core = box.strings.table("yaga.lang.core")
        self.undo = Journal()  # B's steps back, saved after the game's bytes
        self.log = bytearray(LOG_SIZE)  # the round log, saved after the state (yaga.games.quest.log)
        self.before_log = bytearray(LOG_SIZE)
        self.names = Names(box, self.ID)  # the players' and quest cards' names, kept from game to game
        self.reference = None  # the rules reference's texts, while it shows (REFERENCE)
        # the turn timer: the turn it counts, when it started, the seconds shown; the shell lets
        # the box sleep only once it has beeped (keep_awake)
        self.timer_turn = -1
        self.timer_start = 0
        self.timer_left = 0
        self.keep_awake = False
        self.before = bytearray(q.STATE_SIZE)  # the state before the step being taken
        self.held = 0  # a reshuffle (RESHUFFLE_*) asking how many of its cards the heroes hold, or 0
        self.view = V_TURN  # the menu over the turn screen (modes V_*)
        self.seat = 0  # the player menu's seat
        self.cursor = 0  # the choice bar's: its choices, the one under the cursor and its text (one text read)
        self.choices = []
        self.label = None
        self.rows = []  # a list screen's rows: (label, on A, on LEFT, on RIGHT, value text)
        self.list_id = -1  # phase, view and seat of the last list screen as one small int (no object), and its cursor
        self.list_cursor = 0
        self.lines = None  # the turn screen's texts, built by refresh
        self.legend = None  # a list's column names, right in its title bar (the players' Rep and quest)
        self.hint = None  # a list's line at the bottom (where the hero abilities come from)
        saved = box.store.load(None, _resumable, MAX_PAYLOAD, LAYOUT)
        if saved is None or not len(saved):  # none saved, or the empty "no game" record
            self.s = None
            self.push(Start(self))
        else:
            self.s = saved[:q.STATE_SIZE]
            if len(saved) > q.STATE_SIZE:  # no log nor undo steps in a save made before they were kept
                self.log[:] = saved[q.STATE_SIZE : q.STATE_SIZE + LOG_SIZE]
                self.undo.load(memoryview(saved)[q.STATE_SIZE + LOG_SIZE :], q.STATE_SIZE + LOG_SIZE)
            self.refresh()

    def end_game(self):
        """No game any more: the start menu."""
        self.s = None
        self.undo.clear()
        self.log[:] = bytes(LOG_SIZE)
        self.save()
        del self.views[:]
        self.push(Start(self))

    def show_rules(self):
        """The rules reference over the screen shown (the start menu or the game's)."""
        self.reference = self.box.strings.load(REFERENCE)
        self.push(Topics(self))

    def tick(self, now_ms):
        """The turn timer: restarted with each turn (and on resuming), redrawn as its seconds change, one soft
        beep when the time is up."""
        if not self._timing():
            self.keep_awake = False
            return
        turn = self._turn()
        if turn != self.timer_turn:
            self.timer_turn = turn
            self.timer_start = now_ms
            self.keep_awake = True
        left = self._seconds_left(now_ms)
        if left != self.timer_left:
            self.timer_left = left
            self.dirty = True
            if not left and self.keep_awake:
                self.keep_awake = False
                self.box.beep(_BEEP_HZ, _BEEP_MS)

    def idle_ms(self, now_ms):
        """The ms to the turn timer's next second (0 when a turn has begun uncounted or a second is undrawn), or None
        with no timer running (none set, the rules shown, no game played, the time up)."""
        if not self._timing() or self.timer_turn == self._turn() and self.timer_left == 0:
            return None
        if self.timer_turn != self._turn() or self._seconds_left(now_ms) != self.timer_left:
            return 0
        return 1000 - ticks_diff(now_ms, self.timer_start) % 1000

    def _timing(self):
        """Whether the turn timer runs: one set, a game played, the rules not shown."""
        s = self.s
        return self.names.timer and s is not None and self.reference is None and q.PH_PLAY <= s[q.PHASE] < q.PH_OVER

    def _turn(self):
        return self.s[q.TURN] << 8 | self.s[q.TURN + 1]

    def _seconds_left(self, now_ms):
        """The whole seconds of the turn's time left (0 once it is up)."""
        left = 60 * TIMER_MINUTES[self.names.timer] - ticks_diff(now_ms, self.timer_start) // 1000
        return left if left > 0 else 0

    def set_timer(self, step):
        """The turn timer's next (or previous) setting, going round; remembered for the next games."""
        names = self.names
        names.timer = (names.timer + step) % len(TIMER_MINUTES)
        names.save()
        self.timer_turn = -1  # this turn's time starts again
        self.refresh()

    def timer_text(self):
        """The set-up row's value: "Off" or "3 min"."""
        minutes = TIMER_MINUTES[self.names.timer]
        return self.w["minutes"] % minutes if minutes else self.core["off"]

    # ---- steps ----------------------------------------------------------------------------------

    def act(self, a, undoable=True, more=()):
        """One step: the action (and the actions `more`, as one step), any chance nodes after it (the box
        rolls), save, notes about the change.

        B undoes a step by its journal entry; a step without one (undoable False) is one B must not walk back
        into."""
        if a != SOLO_FORLORN and a != SOLO_TSAROV and not q.is_legal(self.s, a):
            return
        before = self.before
        before[:] = self.s
        self.before_log[:] = self.log
        if a == SOLO_FORLORN or a == SOLO_TSAROV:
            self._apply(q.ROLL_TIME)
            if a == SOLO_FORLORN:
                self._apply(q.FORLORN)
            elif q.is_legal(self.s, q.TSAROV):
                self._apply(q.TSAROV)
        else:
            self._apply(a)
        if before[q.PHASE] == q.PH_QUESTS and self.s[q.PHASE] == q.PH_OPTIONS:  # the quests settled: their steps
            more = setup_screen.remembered_steps(self)
        for b in more:
            self._apply(b)
        qlog.events(self.log, before, self.s, a, a == q.DONE and len(more) > 0)  # more after DONE: the card taken
        if undoable:
            self.undo.record(((before, self.s), (self.before_log, self.log)))
        if self.view == V_BABA or self.view == V_PLACES or self.view == V_DUEL:
            self.view = V_TURN  # one-shot menus close after their action
        if before[q.TURN : q.TURN + 2] != self.s[q.TURN : q.TURN + 2]:
            self.choices = []  # a new turn starts with the cursor on its first choice (solo's too: the same seat)
        # tell the table what the step changed (the deal, the first player, a new round, Baba Yaga, ...)
        if before[q.PHASE] <= q.PH_OPTIONS:
            setup_screen.notes(self, before[q.PHASE], self.s[q.PHASE])
        if before[q.PHASE] <= q.PH_OPTIONS < self.s[q.PHASE]:  # play starts: no name is typed from here on
            self.box.let_go("yaga.name_picker")  # its alphabets leave RAM (the long game needs the heap)
        self._let_go()  # the last screen's view and rows: gone before the save
        self.save()
        self.refresh()
        if q.PH_PLAY <= self.s[q.PHASE] < q.PH_OVER:
            play.notes_after(self, before, a)

    def _apply(self, a):
        q.apply_action(self.s, a)
        while q.current_player(self.s) == q.CHANCE:
            q.apply_action(self.s, q.sample_chance(self.s))

    def undo_step(self, note):
        """The last step taken back (and when `note`, a note of what that changed), or a note that there is none
        left (the app stays: a long B leaves)."""
        was = self.before
        was[:] = self.s
        if not self.undo.undo(self.s, self.log):
            self.note(self.w["c_undo_step"], self.w["undo_none"])
            return
        self.view = V_TURN
        self.save()
        self.refresh()
        if note:
            self.note(self.w["c_undo_step"], qlog.undone(self, was, self.s))

    def save(self):
        """Autosave: the state bytes, the round log and B's journal after them, or an empty record when no game
        is on."""
        self.box.store.save(self.s + self.log + self.undo.saved() if self.s is not None else b"")

    def note(self, title, text):
        """A message over the screen until A or B, after the notes already waiting (they show in turn); its
        Message, for more lines (add)."""
        message = Message(title, text, self.core["hint_ok"])
        i = len(self.views)
        while i and isinstance(self.views[i - 1], Note):
            i -= 1
        self.views.insert(i, Note(message))
        self.dirty = True
        return message

    # ---- names ----------------------------------------------------------------------------------

    def who(self, p):
        """Seat p's player: the name the table gave, or "P1" ... without one."""
        return self.names.players[p] or self.w["seat"] % (p + 1)

    def name(self, p):
        """The player and the hero's first name ("Ana Nastasya", "P1 Nastasya"): the title bars' name beside the
        round (clipped there when long). The full name is in the set-up's deal and first-player notes."""
        h = q.pget(self.s, p, q.P_HERO)
        return self.w["seat_hero"] % (self.who(p), self.w["heroes"][h].split(" ")[0] if h != q.NOBODY else "?")

    # ---- the game's screen (built on each step; drawing only reads it) ----------------------------

    def refresh(self):
        """The screen the game's phase asks for, at the bottom of the stack; the last one's view and rows go
        first, so they are not in RAM beside the next one's."""
        self.dirty = True
        s = self.s
        ph = s[q.PHASE]
        self._let_go()
        if ph == q.PH_OVER:
            view = setup_screen.Over(self)
        elif ph == q.PH_CH_ENTER:  # the dice fixed at the first roll
            view = play.Number(self, self.w["die_of"] % (s[q.CH_ROLLED] + 1, s[q.CH_N]), 1, 1, 6)
        elif ph == q.PH_CH_RESULT:
            play.bar(self, play.result_choices(self))
            self.lines = (self.w["passed" if s[q.CH_RESULT] == q.CH_PASSED else "failed"], self.w["rep"])
            view = play.Bar(self)
        elif self.held:
            deck = 0 if self.held == q.RESHUFFLE_TOWN else 1
            out = q.deck_start(s)[deck] - s[q.TOWN + deck]  # the cards drawn: at most these are held
            view = play.Number(self, self.w["reshuffle_texts"][1 + deck], 0, 0, out)
        elif ph == q.PH_PLAY and self.view == V_TURN:
            play.bar(self, play.turn_choices(self))
            self.lines = play.turn_lines(self)
            view = play.Bar(self)
        else:
            view = self._list(ph)
        if self.views:
            self.views[0] = view
        else:
            self.views.append(view)

    def _list(self, ph):
        """A list screen, on the row it was left on when the same list shows again (list_id)."""
        title, self.rows = (setup_screen if ph <= q.PH_OPTIONS else play).rows(self, ph)
        seat = self.s[q.CURSOR] if ph == q.PH_OPTIONS else self.seat  # the seat entering abilities, or the menu's
        here = (ph << 3 | self.view) << 3 | seat
        ok = here == self.list_id and 0 <= self.list_cursor < len(self.rows)
        self.list_id = here
        return play.List(self, title, self.list_cursor if ok else 0)

    def _let_go(self):
        """Let the game's screen go (its view, rows and texts), keeping a list's cursor for when the same list
        (list_id) shows again; the choice bar keeps its own."""
        shown = self.views[0] if self.views else None
        if isinstance(shown, ListMenu):
            self.list_cursor = shown.cursor
            self.views[0] = None
        elif shown is not None and not isinstance(shown, play.Bar):
            self.list_cursor = -1
            self.views[0] = None
        self.lines = self.legend = self.hint = None
        self.rows = []


class Topics(ListMenu, View):
    """The rules reference, from the start menu and from the turn bar: the order game element tokens are met in,
    and the full text of each special location of the board (the rulebook's, which the board prints shortened).
    A shows one (a yaga.views Pages); B goes back to where it was opened, and its texts go."""

    def __init__(self, app):
        self.app = app
        r = app.reference
        ListMenu.__init__(self, app.w["rules"], [r["token_order"]] + list(r["locations"]), 0, None, r["rules_hint"])

    def key(self, k):
        app = self.app
        r = ListMenu.key(self, k)
        ref = app.reference
        i = self.cursor
        if r == CHOSEN:
            title = ref["token_order"] if i == 0 else ref["locations"][i - 1]
            app.push(Pages(title, (ref["token_text"] if i == 0 else ref["location_texts"][i - 1],), app.core["hint_ok"]))
        elif r == BACK:
            app.reference = None
            app.pop()
            if app.s is not None:
                app.refresh()
        return NOTHING

    def on_top(self):
        self.first = 0  # as the list was first shown, on the topic just read
        self.select(self.cursor)


def _resumable(saved):
    """A save the app can open (a refused one is set aside, yaga.saves): the empty "no game" record, or
    a game state the engine's is_valid accepts, alone (a save from before the log was kept) or with a round log that
    reads and an undo journal each step of which, taken back, leaves a state and a log as sound (B would show
    them)."""
    if not len(saved):
        return True
    if len(saved) < q.STATE_SIZE or not q.is_valid(saved[:q.STATE_SIZE]):
        return False
    if len(saved) == q.STATE_SIZE:
        return True
    game = bytearray(saved[: q.STATE_SIZE + LOG_SIZE])
    n = game[q.N]
    if len(game) != q.STATE_SIZE + LOG_SIZE or not qlog.is_valid(memoryview(game)[q.STATE_SIZE:], n):
        return False
    journal = Journal()
    if not journal.load(memoryview(saved)[q.STATE_SIZE + LOG_SIZE :], len(game)):
        return False
    while journal.undo(game):
        if not q.is_valid(memoryview(game)[:q.STATE_SIZE]) or not qlog.is_valid(memoryview(game)[q.STATE_SIZE:], n):
            return False
    return True

