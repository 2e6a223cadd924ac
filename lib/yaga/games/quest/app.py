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
"""

from yaga import buttons as bt
from yaga import ui
from yaga.compat import const
from yaga.games.quest import log as qlog
from yaga.games.quest import play, setup_screen
from yaga.games.quest import rules as q
from yaga.games.quest.log import LOG_SIZE, Journal
from yaga.games.quest.modes import (
    GAME, GO_CARD, GO_NEW, RULE_TEXT, RULES, SOLO_FORLORN, SOLO_TSAROV, TIMER_MORE, V_BABA, V_DUEL, V_PLACES, V_PLAYER,
    V_PLAYERS, V_TURN,
)
from yaga.games.quest.setup_screen import TIMER_MINUTES, Names
from yaga.saves import MAX_PAYLOAD
from yaga.ticks import ticks_diff
from yaga.widgets import Message, Picker

TEXTS = "yaga.games.quest.texts"  # the game's texts: texts_en.py, texts_es.py, texts_ru.py (yaga.strings)
REFERENCE = "yaga.games.quest.texts_reference"  # the rules reference's own, the long texts (in RAM while it shows)
_BEEP_HZ = const(660)  # the time is up: a soft beep (as Tatra's timer)
_BEEP_MS = const(150)
LAYOUT = const(1)  # the record's layout version (yaga.saves): the state, the round log, the undo journal


class App:
    """The screens' state; the set-up and end screens (yaga.games.quest.setup_screen), the play screens
    (yaga.games.quest.play) are module functions of it."""

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
        self.box = box
        self.w = box.strings.table(TEXTS)
        self.core = box.strings.table("yaga.lang.core")
        self.undo = Journal()  # B's steps back, saved after the game's bytes
        self.log = bytearray(LOG_SIZE)  # the round log, saved after the state (yaga.games.quest.log)
        self.before_log = bytearray(LOG_SIZE)
        self.names = Names(box, self.ID)  # the players' and quest cards' names, kept from game to game
        self.card = 0  # the quest card being named
        self.typed = ""  # its name as typed, while its steps are asked
        self.count = 1  # the players of the game about to start (their names asked first)
        self.rule = 0  # the rules reference's topic shown
        self.reference = None  # its texts, while it shows (REFERENCE)
        # the turn timer: the turn it counts, when it started, the seconds shown; the shell lets
        # the box sleep only once it has beeped (keep_awake)
        self.timer_turn = -1
        self.timer_start = 0
        self.timer_left = 0
        self.keep_awake = False
        self.before = bytearray(q.STATE_SIZE)  # the state before the step being taken
        self.notes = []  # Message boxes shown in turn before the screen
        self.confirm = None
        self.pending = None  # the action the confirm box asks about
        self.held = 0  # a reshuffle (RESHUFFLE_*) asking how many of its cards the heroes hold, or 0
        self.view = V_TURN
        self.seat = 0  # the player menu's seat
        self.widget = None
        self.cursor = 0
        self.choices = []
        self.label = None  # the choice bar's text under the cursor (one text read, not all of them)
        self.rows = []
        self.list_id = -1  # phase, view and seat of the last list screen as one small int (no object), and its cursor
        self.list_cursor = 0
        self.lines = None  # the turn screen's texts, built by _refresh
        self.legend = None  # a list's column names, right in its title bar (the players' Rep and quest)
        self.hint = None  # a list's line at the bottom (where the hero abilities come from)
        saved = box.store.load(None, _resumable, MAX_PAYLOAD, LAYOUT)
        if saved is None or not len(saved):  # none saved, or the empty "no game" record
            self.s = None
            self.show_start()
        else:
            self.mode = GAME
            self.s = saved[:q.STATE_SIZE]
            if len(saved) > q.STATE_SIZE:  # no log nor undo steps in a save made before they were kept
                self.log[:] = saved[q.STATE_SIZE : q.STATE_SIZE + LOG_SIZE]
                self.undo.load(memoryview(saved)[q.STATE_SIZE + LOG_SIZE :], q.STATE_SIZE + LOG_SIZE)
            self._refresh()
        self.dirty = True

    # ---- keys -----------------------------------------------------------------------------------

    def key(self, k):
        self.dirty = True
        if self.mode >= RULES:
            return self._rules_key(k)
        if self.mode != GAME:
            return setup_screen.start_key(self, k)
        if self.notes:
            if k == bt.A or k == bt.B:
                self.notes.pop(0)
            elif k == bt.UP or k == bt.DOWN:
                self.notes[0].key(k)
            return True
        if self.confirm is not None:
            r = self.confirm.key(k)
            if r == ui.CHOSEN or r == ui.BACK:
                yes = r == ui.CHOSEN and self.confirm.yes
                self.confirm = None
                if yes and self.pending == GO_NEW:
                    self._end_game()
                elif yes and (self.pending == q.RESHUFFLE_TOWN or self.pending == q.RESHUFFLE_WILD):
                    self.held = self.pending
                    self._refresh()
                elif yes:
                    self._act(self.pending)
            return True
        if self.held:  # BQ-3: the deck starts again from its set-up size less the cards the heroes hold
            r = self.widget.key(k)
            a = self.held
            if r == ui.CHOSEN:
                self.held = 0
                self._act(a, True, (q.TOWN_DRAW if a == q.RESHUFFLE_TOWN else q.WILD_DRAW,) * self.widget.value)
            elif r == ui.BACK:
                self.held = 0
                self._refresh()
            return True
        ph = self.s[q.PHASE]
        if ph == q.PH_OVER or ph == q.PH_CH_ENTER:  # the end message, or the picker of a die typed in
            r = self.widget.key(k)
            if r == ui.BACK:
                return self._undo(ph == q.PH_OVER)  # the end undone is said; a die typed in goes back
            if r == ui.CHOSEN and ph == q.PH_OVER:
                self._end_game()
            elif r == ui.CHOSEN:
                self._act(q.FACE + self.widget.value)
            return True
        if ph == q.PH_CH_RESULT or (ph == q.PH_PLAY and self.view == V_TURN):
            return play.bar_key(self, k)
        if k == bt.DICE:  # BQ-10: rolls the challenge; BQ-5: or lets the box pick Baba Yaga's target
            for a in (q.ROLL, q.TIE_RANDOM):
                if q.is_legal(self.s, a):
                    self._act(a)
            return True
        r = self.widget.key(k)  # a list screen; a row is (label, on A, on LEFT, on RIGHT, value text)
        if r == ui.MOVED:
            return True
        row = self.rows[self.widget.cursor] if self.rows else (None, None, None, None)
        if row[1] == TIMER_MORE and (r == ui.CHOSEN or r == ui.LESS or r == ui.MORE):
            self._set_timer(-1 if r == ui.LESS else 1)
        elif r == ui.CHOSEN and row[1] is None and row[2] is not None:  # a number row: A goes on to the next row
            self.widget.select((self.widget.cursor + 1) % len(self.rows))
        elif r == ui.CHOSEN and row[1] is not None and row[1] <= GO_CARD:  # a set-up row naming a quest card
            setup_screen.edit_card(self, GO_CARD - row[1])
        elif r == ui.CHOSEN and row[1] is not None:
            if ph >= q.PH_PLAY:
                play.choose(self, row[1])
            else:
                self._act(row[1])
        elif r == ui.LESS and row[2] is not None:
            self._act(row[2])
        elif r == ui.MORE and row[3] is not None:
            self._act(row[3])
        elif r == ui.BACK:
            return self._list_back(ph)
        return True

    def _list_back(self, ph):
        if ph == q.PH_PLAY:
            self.view = V_PLAYERS if self.view == V_PLAYER else V_TURN
            self._refresh()
            return True
        if ph <= q.PH_OPTIONS and not self.undo.steps:
            self._end_game()  # back out of a set-up nothing was entered in
            return True
        if ph != q.PH_CH_SETUP:
            return self._undo(ph > q.PH_OPTIONS)  # the set-up goes back a step; a reroll or a tie undone is said
        # B or Cancel on a challenge not yet rolled: its steps taken back, to the turn screen as it was before it
        # opened (so Undo goes on to the steps before it); one resumed from a save without them is cancelled
        while self.s[q.PHASE] == q.PH_CH_SETUP and self.undo.undo(self.s, self.log):
            pass
        if self.s[q.PHASE] == q.PH_CH_SETUP:
            self._act(q.CANCEL, False)
            return True
        self._save()
        self._refresh()
        return True

    def _end_game(self):
        self.s = None
        self.undo.clear()
        self.log[:] = bytes(LOG_SIZE)
        self._save()
        self.show_start()

    def show_start(self):
        """The start menu: a new game's style, the quest cards, the rules reference."""
        setup_screen.show_start(self)

    # ---- the rules reference -----------------------------------------------------------
    # From the start menu and from the turn bar: the order game element tokens are met in, and the full text of
    # each special location of the board (the rulebook's, which the board prints shortened). A list of the
    # topics, A shows one (a yaga.views Pages: UP/DOWN scroll it), A or B goes back (to the list, then to where
    # it was opened from).

    def show_rules(self, cursor=0):
        """The topics: the token order, then the special locations in the rulebook's order."""
        if self.reference is None:
            self.reference = self.box.strings.load(REFERENCE)
        r = self.reference
        items = [r["token_order"]] + list(r["locations"])
        self.widget = ui.ListMenu(self.w["rules"], items, cursor, None, r["rules_hint"])
        self.mode = RULES
        self.dirty = True

    def _rules_key(self, k):
        r = self.widget.key(k)
        ref = self.reference
        if self.mode == RULE_TEXT:
            if r == ui.CHOSEN or r == ui.BACK:
                self.show_rules(self.rule)
        elif r == ui.CHOSEN:
            i = self.rule = self.widget.cursor
            title = ref["token_order"] if i == 0 else ref["locations"][i - 1]
            text = ref["token_text"] if i == 0 else ref["location_texts"][i - 1]
            from yaga.views import Pages  # loaded when a topic is read, not with every game

            self.widget = Pages(title, (text,), self.core["hint_ok"])
            self.mode = RULE_TEXT
        elif r == ui.BACK:  # back to where the reference was opened: the start menu, or the game's screen
            self.rule = 0
            self.reference = None  # its texts go
            if self.s is None:
                self.show_start()
            else:
                self.mode = GAME
                self.widget = None
                self._refresh()
        self.dirty = True
        return True

    def tick(self, now_ms):
        """The turn timer: restarted with each turn (and on resuming), redrawn as its seconds change, one soft
        beep when the time is up."""
        s = self.s
        minutes = self.names.timer
        if not minutes or s is None or self.mode != GAME or not q.PH_PLAY <= s[q.PHASE] < q.PH_OVER:
            self.keep_awake = False
            return
        turn = s[q.TURN] << 8 | s[q.TURN + 1]
        if turn != self.timer_turn:
            self.timer_turn = turn
            self.timer_start = now_ms
            self.keep_awake = True
        total = 60 * TIMER_MINUTES[minutes]
        left = total - ticks_diff(now_ms, self.timer_start) // 1000
        left = left if left > 0 else 0
        if left != self.timer_left:
            self.timer_left = left
            self.dirty = True
            if not left and self.keep_awake:
                self.keep_awake = False
                self.box.beep(_BEEP_HZ, _BEEP_MS)

    def _set_timer(self, step):
        """The turn timer's next (or previous) setting, going round; remembered for the next games."""
        names = self.names
        names.timer = (names.timer + step) % len(TIMER_MINUTES)
        names.save()
        self.timer_turn = -1  # this turn's time starts again
        self._refresh()

    def timer_text(self):
        """The set-up row's value: "Off" or "3 min"."""
        minutes = TIMER_MINUTES[self.names.timer]
        return self.w["minutes"] % minutes if minutes else self.core["off"]

    # ---- steps ----------------------------------------------------------------------------------

    def _act(self, a, undoable=True, more=()):
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
        self._let_go()  # the last screen's widget and rows: gone before the save
        self._save()
        self._refresh()
        if q.PH_PLAY <= self.s[q.PHASE] < q.PH_OVER:
            play.notes_after(self, before, a)

    def _apply(self, a):
        q.apply_action(self.s, a)
        while q.current_player(self.s) == q.CHANCE:
            q.apply_action(self.s, q.sample_chance(self.s))

    def _undo(self, note):
        """The last step taken back (and when `note`, a note of what that changed), or a note that there is none
        left (the app stays: a long B leaves)."""
        was = self.before
        was[:] = self.s
        if not self.undo.undo(self.s, self.log):
            self.note(self.w["c_undo_step"], self.w["undo_none"])
            return True
        self.view = V_TURN
        self.notes = []
        self._save()
        self._refresh()
        if note:
            self.note(self.w["c_undo_step"], qlog.undone(self, was, self.s))
        return True

    def _save(self):
        """Autosave: the state bytes, the round log and B's journal after them, or an empty record when no game
        is on."""
        self.box.store.save(self.s + self.log + self.undo.saved() if self.s is not None else b"")

    def note(self, title, text):
        self.notes.append(Message(title, text, self.core["hint_ok"]))

    # ---- names ----------------------------------------------------------------------------------

    def who(self, p):
        """Seat p's player: the name the table gave, or "P1" ... without one."""
        return self.names.players[p] or self.w["seat"] % (p + 1)

    def name(self, p):
        """The player and the hero's first name ("Ana Nastasya", "P1 Nastasya"): the title bars' name beside the
        round (clipped there when long). The full name is in the set-up's deal and first-player notes."""
        h = q.pget(self.s, p, q.P_HERO)
        return self.w["seat_hero"] % (self.who(p), self.w["heroes"][h].split(" ")[0] if h != q.NOBODY else "?")

    # ---- what each screen shows (built on each step; drawing only reads it) ---------------------

    def _refresh(self):
        """Build what the screen shows; the last screen's widget and rows go first, so they are not in RAM
        beside the next screen's."""
        self.dirty = True
        ph = self.s[q.PHASE]
        self._let_go()
        if ph == q.PH_OVER:
            setup_screen.show_over(self)
        elif ph == q.PH_CH_ENTER:
            title = self.w["die_of"] % (self.s[q.CH_ROLLED] + 1, self.s[q.CH_N])  # the dice fixed at the first roll
            self.widget = Picker(title, 1, 1, 6, hint=self.core["hint_ok"])
        elif ph == q.PH_CH_RESULT:
            play.bar(self, play.result_choices(self))
            self.lines = (self.w["passed" if self.s[q.CH_RESULT] == q.CH_PASSED else "failed"], self.w["rep"])
        elif self.held:
            deck = 0 if self.held == q.RESHUFFLE_TOWN else 1
            out = q.deck_start(self.s)[deck] - self.s[q.TOWN + deck]  # the cards drawn: at most these are held
            title = self.w["reshuffle_texts"][1 + deck]
            self.widget = Picker(title, 0, 0, out, hint=self.core["hint_ok"])
        elif ph == q.PH_PLAY and self.view == V_TURN:
            play.bar(self, play.turn_choices(self))
            self.lines = play.turn_lines(self)
        else:  # a list screen: (title, rows), a row as in key()
            title, self.rows = (setup_screen if ph <= q.PH_OPTIONS else play).rows(self, ph)
            seat = self.s[q.CURSOR] if ph == q.PH_OPTIONS else self.seat  # the seat entering abilities, or the menu's
            here = (ph << 3 | self.view) << 3 | seat
            ok = here == self.list_id and 0 <= self.list_cursor < len(self.rows)
            cursor = self.list_cursor if ok else 0
            self.widget = ui.ListMenu(title, [r[0] for r in self.rows], cursor, self._row_value, self.hint)
            self.list_id = here

    def _let_go(self):
        """Let the screen shown go (its widget, rows and texts), keeping a list's cursor for when the same
        list (list_id) shows again."""
        if self.widget is not None:
            self.list_cursor = self.widget.cursor if isinstance(self.widget, ui.ListMenu) else -1
        self.widget = self.lines = self.legend = self.hint = None
        self.rows = []

    def _row_value(self, i):
        return self.rows[i][4]

    # ---- drawing --------------------------------------------------------------------------------

    def draw(self, c):
        if self.mode != GAME:
            self.widget.draw(c)
        elif self.notes:
            self.notes[0].draw(c)
        elif self.confirm is not None:
            self.confirm.draw(c)
        elif self.s[q.PHASE] == q.PH_CH_RESULT:
            play.draw_result(self, c)
        elif self.s[q.PHASE] == q.PH_PLAY and self.view == V_TURN:
            play.draw_turn(self, c)
        elif self.legend is not None:
            self.widget.draw(c, self.legend)
        else:
            self.widget.draw(c)


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

