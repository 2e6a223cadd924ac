"""The Tatra game companion screens: the rulebook's set-up checklist, one screen per round step, battle and
alliance helpers, scoring, score history. A thin layer over yaga.games.tatra.rules (which decides what is legal), yaga.games.tatra.setup (a
game resumed) and yaga.games.tatra.history (the scores): the last two imported only while used, see
_rules.

Play screen: title bar (step, round), what to do (up to 4 lines), the choice bar (LEFT/RIGHT pick, A does
it; at a number question LEFT/RIGHT step 1 and UP/DOWN step 10), and the strip always visible at the
bottom: the Beasts & Spirits track (filled squares = cubes left) and the allied / enemy coin counts. The choice
bar's last choice (one press LEFT of the first) opens the game menu: back to the game, the score history, the
rules (a round's phases, actions, battle, alliance, beasts and dragons, scoring), which the start menu lists too.
The game menu's turn timer (off by default; 1 to 20 minutes a round, remembered): the round's time left at the
strip's right, one soft beep when it is up, the box kept awake until then; a round resumed after the box was off
starts its time again. The board's number of areas (not in the rulebook) is asked at the coins step of the set-up,
"?" until the table enters it, and remembered for the next game in a record of its own (app_tatra_opts).
B undoes the last step (earlier state copies are kept); with nothing to undo B leaves to the menu, and a
long B always does: a note at the start of each game says so. DICE draws a position tile when the battle
or alliance helper offers one. The game is saved after every step.
"""

import sys

from yaga import ui
from yaga.box import AppStore
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP, ticks_diff
from yaga.compat import const
from yaga.games.tatra import rules as t
from yaga.words import Words

_UNDO_DEPTH = const(32)  # earlier states kept for B (a ring of state copies in one buffer: 40 bytes each)
_RECORD = const(-1)  # the app's own choice on the final screen: record the score in the history
_MENU = const(-2)  # the app's own last choice at every step: the game menu (score history ...)

_START = const(0)
_PLAY = const(1)
_HISTORY = const(2)
_GAME_MENU = const(3)
_RULES = const(4)
_PAGE = const(5)

_G_BACK = const(0)  # the game menu's rows
_G_HISTORY = const(1)
_G_RULES = const(2)
_G_TIMER = const(3)
_S_RULES = const(3)  # the start menu's rows after the three lengths (the history last)
_S_HISTORY = const(4)
_RULE_PAGES = const(6)  # a round, actions, battle, alliance, beasts and dragons, end and scoring

_TEXT_Y = const(10)
_TEXT_LINES = const(4)
_BAR_Y = const(43)
_STRIP_Y = const(56)
_CUBE_W = const(5)
_ALLIED_X = const(52)  # the strip: the allied coin's centre, the enemy coin's, then the turn timer at the right
_ENEMY_X = const(77)
_COIN_TEXT = const(6)  # a coin's count starts this far right of its centre

# yaga.engine's CHANCE and yaga.games.tatra.rules's numbers (const() does not cross modules; test_tatra_app checks
# them); the u16 fields (round, score) are read inline, big-endian: yaga.fields is not loaded
_CHANCE = const(-1)
_STATE_SIZE = const(45)
_NUM = const(32)
_TRACK_CUBES = const(9)
_A_DRAW_TILE = const(13)
_A_WIN = const(15)
_A_DEFEAT = const(16)
_A_FORMED = const(21)
_A_REFUSED = const(22)
_SETUP_STEPS = const(19)
_SETUP_GOAL_CARD = const(3)  # its text names the game's length
_SETUP_COINS = const(6)  # the areas are asked at this step
_LENGTHS = const(3)
_PH_TATRA = const(0)
_PH_WEST = const(1)
_PH_EAST = const(3)
_ASK_AREAS = const(1)
_F_BATTLE = const(1)
_F_OVER = const(4)
_F_COIN = const(8)
_F_ALLIANCE = const(16)
# state offsets
_LENGTH = const(4)
_SETUP = const(5)
_PHASE = const(6)
_ROUND = const(7)
_TRACK = const(9)
_CUBES = const(10)
_SPACES = const(13)
_AREAS = const(16)
_ALLIED = const(17)
_ASK = const(18)
_FLAGS = const(19)
_MOVES = const(20)
_TO_MOVE = const(21)
_DRAWN = const(22)
_POS = const(23)
_DRAGON = const(30)
_GOAL = const(35)
_TREASURES = const(36)
_DRAGONS = const(37)
_SCORE = const(38)
_DEMAND_TILES_AT = const(40)
_MET = const(41)
_TREASURE_USED = const(42)

# the texts' numbers in yaga.games.tatra.keys.KEYS, the order of the words file yaga/lang/<lang>_tatra.bin
# (checked by test_tatra_app); a run of them is indexed by a state byte: _W_PHASE + phase, _W_ASK + question,
# _W_STEP + set-up step, _W_ACTION + action, ...
_W_NEW_GAME = const(0)
_W_HISTORY = const(1)
_W_LEN = const(2)
_W_SETUP = const(5)
_W_ROUND = const(6)
_W_PHASE = const(7)
_W_BATTLE = const(16)
_W_ASK = const(16)  # question 1 (areas) is text 17
_W_P_TATRA = const(25)
_W_P_REGION = const(26)
_W_P_COIN = const(27)
_W_P_ANIMAL = const(28)
_W_P_BATTLE = const(29)
_W_WHO = const(30)  # + whose move: 0 enemy, 1 you
_W_P_POSITIONS = const(32)
_W_DRAGON = const(32)  # + the dragon check: 1 defeated, 2 held
_W_P_OVER = const(35)
_W_P_BEST = const(36)
_W_WON = const(37)  # then "lost"
_W_ACTION = const(41)  # + action; "a_record" and "a_menu" sit just before, so _RECORD (-1) and _MENU (-2) too
_W_H_BEST = const(64)
_W_H_NO_BEST = const(65)
_W_H_ENTRY = const(66)
_W_H_HINT = const(67)
_W_KEYS = const(68)
_W_KEYS_TEXT = const(69)
_W_G_BACK = const(70)
_W_ALLIANCE = const(71)
_W_P_ALLIANCE = const(72)
_W_FORMED = const(73)  # then "refused"
_W_STEP = const(75)  # + set-up step
_W_RULES = const(94)
_W_R_HINT = const(95)
_W_R_TITLE = const(96)  # + rules page
_W_R_TEXT = const(102)  # + rules page
_W_G_TIMER = const(108)
_W_T_OFF = const(109)
_W_T_MIN = const(110)

# the table's options record: the board's areas as last entered (0: none yet), the turn timer (a _TIMER_MINUTES
# index, 0 = off)
_OPTS_SIZE = const(2)
_O_AREAS = const(0)
_O_TIMER = const(1)
_TIMER_MINUTES = b"\x00\x01\x02\x03\x04\x05\x06\x08\x0a\x0c\x0f\x14"  # off, 1 ... 20 minutes a round
_BEEP_HZ = const(660)  # a soft beep when the round's time is up
_BEEP_MS = const(150)


def _resumable(saved):
    """A save the app can open: the empty "no game" record, or a state tatra_setup.is_valid resumes (a state of
    the earlier 40-byte layout once upgraded)."""
    setup = _rules("setup")
    if len(saved) == setup.OLD_STATE_SIZE:
        saved = setup.upgraded(saved)
    return not len(saved) or setup.is_valid(saved)


class App:
    ID = 5

    def __init__(self, box):
        self.box = box
        self.words = Words(box.strings.language() + "_tatra")  # words[_W_*], read from the flash when asked
        self.hist_store = AppStore(box.store.store, "app_tatra_hist", self.ID)
        history = _rules("history")
        # nonsense a sound CRC let through is set aside like damage, and the previous history given instead
        self.hist = self.hist_store.load(history.SIZE, history.is_valid)
        if self.hist is None:  # none yet, or none to trust
            self.hist = history.new_history()
        _drop("history")
        if self.hist_store.problem is not None:
            box.store.problem = self.hist_store.take_problem()  # the shell tells the player
        # what the table entered once and the box remembers for the next game (a board's areas)
        self.opts_store = AppStore(box.store.store, "app_tatra_opts", self.ID)
        self.opts = bytearray(_OPTS_SIZE)
        opts = self.opts_store.load(None, None, _OPTS_SIZE)
        if opts is not None:
            self.opts[: len(opts)] = opts
        if self.opts_store.problem is not None and box.store.problem is None:
            box.store.problem = self.opts_store.take_problem()
        if self.opts[_O_TIMER] >= len(_TIMER_MINUTES):
            self.opts[_O_TIMER] = 0
        # the turn timer (issue 17 item 11): a round's time from its first step; the shell lets the box sleep only
        # once it has beeped (keep_awake)
        self.turn = 0  # the round timed (0: none, before and during the set-up and after the game)
        self.turn_start = 0
        self.turn_left = 0  # whole seconds left as last drawn
        self.beeped = False
        self.keep_awake = False
        self.undo = bytearray(_UNDO_DEPTH * _STATE_SIZE)
        self.undo_count = 0
        self.undo_next = 0  # the ring slot the next copy goes to
        self.note = None  # a ui.Message shown over the play screen until A or B
        self.view = None
        self.page = 0  # the rules page shown
        # nonsense a sound CRC let through is set aside, the previous save given instead (issue 14)
        self.s = box.store.load(None, _resumable, _STATE_SIZE)
        if self.s is not None and len(self.s) == _rules("setup").OLD_STATE_SIZE:
            self.s = _rules("setup").upgraded(self.s)
        _drop("setup")
        self.step_key = None
        self.cursor = 0
        if self.s is None or not len(self.s):  # none saved, none to trust, or the empty "no game" record
            self.s = None
            self._show_start()
        else:
            self.mode = _PLAY
            self._refresh()
        self.dirty = True

    # ---- keys -----------------------------------------------------------------------------------

    def key(self, k):
        self.dirty = True
        if self.mode == _START:
            r = self.view.key(k)
            if r == ui.BACK:
                return False
            if r == ui.CHOSEN:
                if self.view.cursor < _LENGTHS:
                    self._new_game(self.view.cursor)
                elif self.view.cursor == _S_RULES:
                    self._show_rules(0)
                else:
                    self._show_history(0)
            return True
        if self.mode == _HISTORY:
            r = self.view.key(k)
            if r == ui.BACK or r == ui.CHOSEN:
                self._back_from(_S_HISTORY, _G_HISTORY)
            return True
        if self.mode == _GAME_MENU:
            r = self.view.key(k)
            row = self.view.cursor
            if r == ui.BACK or r == ui.CHOSEN and row == _G_BACK:
                self.mode = _PLAY
                self._refresh()
            elif row == _G_TIMER and (r == ui.CHOSEN or r == ui.LESS or r == ui.MORE):
                self._set_timer(-1 if r == ui.LESS else 1)
            elif r == ui.CHOSEN and row == _G_RULES:
                self._show_rules(0)
            elif r == ui.CHOSEN and row == _G_HISTORY:
                self._show_history(0)
            return True
        if self.mode == _RULES:
            r = self.view.key(k)
            if r == ui.BACK:
                self._back_from(_S_RULES, _G_RULES)
            elif r == ui.CHOSEN:
                self._show_page(self.view.cursor)
            return True
        if self.mode == _PAGE:
            if self.view.key(k) in (ui.BACK, ui.CHOSEN):
                self._show_rules(self.page)
            return True
        if self.note is not None:
            if k == A or k == B:
                self.note = None
            elif k == UP or k == DOWN:
                self.note.key(k)  # a longer note scrolls
            return True
        if k == B:
            return self._undo()
        if self.range is not None:  # a number question: LEFT/RIGHT step 1, UP/DOWN step 10, A answers
            if k == A:
                if self.number is not None:  # "?": nothing entered yet, nothing to answer
                    self._choose(_NUM + self.number)
            elif self.number is None and (k == LEFT or k == RIGHT or k == UP or k == DOWN):
                self.number = self.range[0]  # the first press of the D-pad starts from the lowest
            elif k == LEFT or k == RIGHT or k == UP or k == DOWN:
                step = 10 if k == UP or k == DOWN else 1
                d = -step if k == LEFT or k == DOWN else step
                self.number = min(self.range[1], max(self.range[0], self.number + d))
        elif k == LEFT or k == UP:
            self.cursor = (self.cursor - 1) % len(self.choices)
        elif k == RIGHT or k == DOWN:
            self.cursor = (self.cursor + 1) % len(self.choices)
        elif k == A:
            self._choose(self.choices[self.cursor])
        elif k == DICE and _A_DRAW_TILE in self.choices:
            self._choose(_A_DRAW_TILE)
        return True

    def tick(self, now_ms):
        """The turn timer: redraw when the seconds shown change, one soft beep when the time is up."""
        if not self.turn or not self.opts[_O_TIMER]:
            return
        left = self._seconds_left(now_ms)
        if left != self.turn_left:
            self.turn_left = left
            self.dirty = True
        if left == 0 and not self.beeped:
            self.beeped = True
            self.keep_awake = False
            self.box.beep(_BEEP_HZ, _BEEP_MS)

    def _seconds_left(self, now_ms):
        limit = _TIMER_MINUTES[self.opts[_O_TIMER]] * 60000
        return max(0, (limit - ticks_diff(now_ms, self.turn_start) + 999) // 1000)

    def _restart_timer(self, turn):
        """A round's time from now (turn: the round, or 0 when none is timed)."""
        self.turn = turn
        self.turn_start = self.box.now_ms()
        self.beeped = False
        self.keep_awake = bool(turn and self.opts[_O_TIMER])
        self.turn_left = self._seconds_left(self.turn_start)

    # ---- steps ----------------------------------------------------------------------------------

    def _new_game(self, length):
        self.s = t.new_state(self.box.new_seed(), length)
        self.undo_count = 0
        self.mode = _PLAY
        core = self.box.strings.table("yaga.lang.core")  # which button does what: B is undo here, not back
        self.note = ui.Message(self.words[_W_KEYS], self.words[_W_KEYS_TEXT], core["hint_ok"])
        self._save()
        self._refresh()

    def _choose(self, a):
        if a == _RECORD:
            self._record()
            return
        if a == _MENU:
            self._show_game_menu(_G_BACK)
            return
        if self.s[_ASK] == _ASK_AREAS:  # the board's areas: the next game's set-up starts from them
            self.opts[_O_AREAS] = a - _NUM
            if not self.opts_store.save(self.opts):
                self.box.store.problem = self.opts_store.take_problem()
        off = self.undo_next * _STATE_SIZE  # keep the state for B: the ring's oldest copy gives way
        self.undo[off : off + _STATE_SIZE] = self.s
        self.undo_next = (self.undo_next + 1) % _UNDO_DEPTH
        self.undo_count = min(self.undo_count + 1, _UNDO_DEPTH)
        t.apply_action(self.s, a)
        if t.current_player(self.s) == _CHANCE:  # TA-4: the box draws the position tile itself
            t.apply_action(self.s, t.sample_chance(self.s))
        if a == _A_WIN or a == _A_DEFEAT:
            self.note = ui.Message(self.words[_W_BATTLE], self.words[_W_WON + a - _A_WIN])
        elif a == _A_FORMED or a == _A_REFUSED:
            self.note = ui.Message(self.words[_W_ALLIANCE], self.words[_W_FORMED + a - _A_FORMED])
        self._save()
        self._refresh()

    def _undo(self):
        if not self.undo_count:
            return False
        self.undo_next = (self.undo_next - 1) % _UNDO_DEPTH
        self.undo_count -= 1
        off = self.undo_next * _STATE_SIZE
        self.s[:] = self.undo[off : off + _STATE_SIZE]
        self._save()
        self._refresh()
        return True

    def _record(self):
        """TA-6: the finished game goes into the score history, then the history is shown."""
        hist = bytearray(self.hist)
        _rules("history").record(hist, self.s[_LENGTH], self.s[_SCORE] << 8 | self.s[_SCORE + 1])
        if not self.hist_store.save(hist):
            self.box.store.problem = self.hist_store.take_problem()
            return
        self.hist = hist
        self.s = None
        self.undo_count = 0
        self._save()
        self._show_history(_LENGTHS)

    def _save(self):
        """Autosave: the game's state bytes, or an empty record when no game is running."""
        self.box.store.save(self.s if self.s is not None else b"")

    # ---- what the play screen shows (built on each step; drawing only reads it) -----------------

    def _refresh(self):
        w = self.words
        s = self.s
        if not s[_FLAGS] & _F_OVER:
            _drop("history")  # back in play (an undo from the final screen)
        round_number = s[_ROUND] << 8 | s[_ROUND + 1]
        timed = round_number if s[_SETUP] >= _SETUP_STEPS and not s[_FLAGS] & _F_OVER else 0
        if timed != self.turn:  # a new round (or the set-up over): its time starts now
            self._restart_timer(timed)
        self.right = w[_W_ROUND] % round_number
        self.range = None  # (lowest, highest) answer while a number question is pending
        if s[_SETUP] < _SETUP_STEPS:
            self.title = w[_W_SETUP] % (s[_SETUP] + 1, _SETUP_STEPS)
            self.right = None
        elif s[_FLAGS] & _F_BATTLE:
            self.title = w[_W_BATTLE]
        elif s[_FLAGS] & _F_ALLIANCE:
            self.title = w[_W_ALLIANCE]
        else:
            self.title = w[_W_PHASE + s[_PHASE]]
        texts = self._texts()
        if s[_FLAGS] & _F_OVER:
            self.choices = [_RECORD]
        elif s[_ASK]:
            self.choices = []  # a number question: the picker's range stands for the answers
            self.range = t.ask_range(s)
            self.number = t.ask_default(s)
            if s[_ASK] == _ASK_AREAS:  # not in the rulebook: the table counts them once, the box remembers
                known = self.opts[_O_AREAS]
                self.number = known if self.range[0] <= known <= self.range[1] else None
        else:
            self.choices = t.legal_actions(s)
        if self.range is None:
            self.choices.append(_MENU)  # the game menu, one press LEFT from the first choice
        self.labels = [w[_W_ACTION + a] for a in self.choices]
        # the cursor stays on the same choice while the step repeats (moves, coins), else the first
        key = (s[_PHASE], s[_ASK], s[_SETUP], round_number, s[_FLAGS] & (_F_BATTLE | _F_COIN | _F_ALLIANCE))
        a = self.choices[self.cursor] if self.step_key == key and self.cursor < len(self.choices) else None
        self.step_key = key
        self.cursor = self.choices.index(a) if a in self.choices else 0
        self.lines = []
        for text in texts:
            self.lines.extend(ui.wrap(text, ui.W - 2))
        self.dirty = True

    def _texts(self):
        """What to do now: the set-up step, or the battle's or negotiation's state, or the number question, or
        the step's prompt."""
        w = self.words
        s = self.s
        if s[_SETUP] < _SETUP_STEPS:
            text = w[_W_STEP + s[_SETUP]]
            if s[_SETUP] == _SETUP_COINS:  # the length's coins allied, the rest enemy: how many areas in all?
                return [text % s[_ALLIED], w[_W_ASK + _ASK_AREAS]]
            return [text % w[_W_LEN + s[_LENGTH]] if s[_SETUP] == _SETUP_GOAL_CARD else text]
        texts = []
        if s[_FLAGS] & _F_BATTLE:
            texts.append(w[_W_P_BATTLE] % (w[_W_WHO + s[_TO_MOVE]], s[_MOVES]))
        elif s[_FLAGS] & _F_ALLIANCE and not s[_ASK]:  # the negotiation started (its tiles counted)
            texts.append(w[_W_P_ALLIANCE] % (s[_MET], s[_DEMAND_TILES_AT], s[_TREASURE_USED]))
        if s[_FLAGS] & (_F_BATTLE | _F_ALLIANCE) and s[_DRAWN]:
            texts.append(w[_W_P_POSITIONS] % " ".join([str(s[_POS + i]) for i in range(s[_DRAWN])]))
        if s[_FLAGS] & _F_BATTLE and s[_DRAGON]:
            texts.append(w[_W_DRAGON + s[_DRAGON]])
        if s[_ASK]:
            texts.append(w[_W_ASK + s[_ASK]])
        if texts:
            return texts
        if s[_FLAGS] & _F_OVER:
            left = s[_TRACK] + s[_TREASURES] + s[_DRAGONS]
            text = w[_W_P_OVER] % (s[_SCORE] << 8 | s[_SCORE + 1], s[_GOAL], left)
            best = _rules("history").best(self.hist, s[_LENGTH])
            if best is not None:
                text += "\n" + w[_W_P_BEST] % (w[_W_LEN + s[_LENGTH]], best[0])
            return [text]
        if s[_FLAGS] & _F_COIN:
            return [w[_W_P_COIN]]
        phase = s[_PHASE]
        if phase == _PH_TATRA:
            return [w[_W_P_TATRA]]
        if phase <= _PH_EAST:
            r = phase - _PH_WEST
            return [w[_W_P_REGION] % (s[_CUBES + r], s[_SPACES + r])]
        return [w[_W_P_ANIMAL]]

    # ---- menus ----------------------------------------------------------------------------------

    def _show_start(self, cursor=0):
        _drop("history")
        w = self.words
        items = [w[_W_NEW_GAME] % w[_W_LEN + n] for n in range(_LENGTHS)]
        items.append(w[_W_RULES])
        items.append(w[_W_HISTORY])
        self.view = ui.ListMenu(self.box.strings.table("yaga.lang.core")["app_tatra"], items, cursor)
        self.right = None
        self.mode = _START
        self.dirty = True

    def _back_from(self, start_row, game_row):
        """Leaving the history or the rules: back to the menu they were opened from, on their row."""
        if self.s is None:
            self._show_start(start_row)
        else:  # opened from the game menu: back to it, the game still on
            self._show_game_menu(game_row)

    def _show_rules(self, cursor):
        """The rules the table looks up (seed 2-8): a round's phases first, then one page per topic."""
        w = self.words
        self.view = ui.ListMenu(w[_W_RULES], [w[_W_R_TITLE + i] for i in range(_RULE_PAGES)], cursor)
        self.right = w[_W_H_HINT]
        self.mode = _RULES
        self.dirty = True

    def _show_page(self, page):
        w = self.words
        self.page = page
        self.view = ui.Message(w[_W_R_TITLE + page], w[_W_R_TEXT + page], w[_W_R_HINT])  # UP/DOWN scroll it
        self.mode = _PAGE
        self.dirty = True

    def _set_timer(self, step):
        """The turn timer's next (step 1, round after the longest to off) or previous setting; this round's time
        starts again, and the box remembers it for the next games."""
        self.opts[_O_TIMER] = (self.opts[_O_TIMER] + step) % len(_TIMER_MINUTES)
        if not self.opts_store.save(self.opts):
            self.box.store.problem = self.opts_store.take_problem()
        self._restart_timer(self.turn)

    def _timer_text(self, row):
        if row != _G_TIMER:
            return None
        minutes = _TIMER_MINUTES[self.opts[_O_TIMER]]
        return self.words[_W_T_MIN] % minutes if minutes else self.words[_W_T_OFF]

    def _show_game_menu(self, cursor):
        """During a game: back to it, the score history (TA-6: reachable while playing, not only at the end), the
        rules, the turn timer (LEFT/RIGHT or A change it)."""
        w = self.words
        items = [w[_W_G_BACK], w[_W_HISTORY], w[_W_RULES], w[_W_G_TIMER]]
        self.view = ui.ListMenu(self.box.strings.table("yaga.lang.core")["app_tatra"], items, cursor, self._timer_text)
        self.right = None
        self.mode = _GAME_MENU
        self.dirty = True

    def _show_history(self, cursor):
        """TA-6: the best score of each length first, then the games, newest first."""
        w = self.words
        history = _rules("history")
        items = []
        for i in range(_LENGTHS):
            best = history.best(self.hist, i)
            name = w[_W_LEN + i]
            items.append(w[_W_H_NO_BEST] % name if best is None else w[_W_H_BEST] % (name, best[0]))
        for age in range(history.count(self.hist)):
            game, length, score = history.entry(self.hist, age)
            items.append(w[_W_H_ENTRY] % (game, w[_W_LEN + length], score))
        self.view = ui.ListMenu(w[_W_HISTORY], items, cursor)
        self.right = w[_W_H_HINT]  # which key leaves, at the title bar's right
        self.mode = _HISTORY
        self.dirty = True

    # ---- drawing --------------------------------------------------------------------------------

    def draw(self, c):
        if self.mode == _PAGE:
            self.view.draw(c)
            return
        if self.mode != _PLAY:
            self.view.draw(c, self.right)
            return
        if self.note is not None:
            self.note.draw(c)
            return
        c.clear()
        ui.title_bar(c, self.title, self.right)
        for i in range(min(len(self.lines), _TEXT_LINES)):
            c.text(self.lines[i], 2, _TEXT_Y + i * ui.LINE)
        # the choice bar: the number being entered, or the choice under the cursor
        c.fill_rect(0, _BAR_Y, ui.W, ui.ROW + 1, 1)
        y = _BAR_Y + 1
        if self.range is None:
            c.center(self.labels[self.cursor], y, 0)
            many = len(self.choices) > 1
        elif self.number is None:
            c.center("?", y, 0)
            many = True
        else:
            ui.number(c, self.number, (ui.W - ui.number_width(self.number)) >> 1, y, 0)
            many = self.range[1] > self.range[0]
        if many:
            c.text("<", 2, y, 0)
            c.text(">", ui.W - ui.ADV - 1, y, 0)
        # TA-3 always in view: the track's cubes left, then allied (filled) and enemy (open) coins
        s = self.s
        for i in range(_TRACK_CUBES):
            x = 1 + i * _CUBE_W
            if i < s[_TRACK]:
                c.fill_rect(x, _STRIP_Y, _CUBE_W - 1, 7, 1)
            else:
                c.rect(x, _STRIP_Y, _CUBE_W - 1, 7, 1)
        c.circle(_ALLIED_X, _STRIP_Y + 3, 3, 1)  # coins drawn with the canvas alone: no dice faces module to load
        c.fill_rect(_ALLIED_X - 2, _STRIP_Y + 1, 5, 5, 1)  # the allied coin filled (white side up)
        ui.number(c, s[_ALLIED], _ALLIED_X + _COIN_TEXT, _STRIP_Y)
        c.circle(_ENEMY_X, _STRIP_Y + 3, 3, 1)
        if s[_AREAS]:
            ui.number(c, t.enemy_coins(s), _ENEMY_X + _COIN_TEXT, _STRIP_Y)
        else:  # the areas not counted yet: how many coins are enemy is not known
            c.text("?", _ENEMY_X + _COIN_TEXT, _STRIP_Y)
        if self.turn and self.opts[_O_TIMER]:
            self._draw_timer(c)

    def _draw_timer(self, c):
        """The round's time left as m:ss at the strip's right, inverted once it is up. Allocates nothing."""
        left = self.turn_left
        minutes = left // 60
        x = ui.W - ui.number_width(minutes) - 3 * ui.ADV
        col = 1
        if left == 0:
            c.fill_rect(x - 1, _STRIP_Y - 1, ui.W - x + 1, ui.LINE + 1, 1)
            col = 0
        x = ui.number(c, minutes, x, _STRIP_Y, col)
        x = c.text(":", x, _STRIP_Y, col)
        x = ui.number(c, left % 60 // 10, x, _STRIP_Y, col)
        ui.number(c, left % 10, x, _STRIP_Y, col)


def _rules(name):
    """yaga.games.tatra.<name>: setup while a game resumes, history while the scores are read or
    written (opening, the final screen, recording, the history list). _drop(name) lets it go again, so neither
    is in RAM while a game is played."""
    __import__("yaga.games.tatra." + name)
    return sys.modules["yaga.games.tatra." + name]


def _drop(name):
    if "yaga.games.tatra." + name in sys.modules:
        del sys.modules["yaga.games.tatra." + name]
    if hasattr(sys.modules["yaga.games.tatra"], name):  # the attribute the import set on the package
        delattr(sys.modules["yaga.games.tatra"], name)
