"""The Tatra game companion screens: the rulebook's set-up checklist, one screen per round step, battle and
alliance helpers, scoring, score history. A thin layer over yaga.games.tatra.rules (which decides
what is legal) and yaga.games.tatra.history (the scores); the play screen is drawn by yaga.games.tatra.draw.
Each screen is a view on the app's stack (yaga.views): Start, Play, GameMenu, Rules (its pages a Pages view),
History, and the notes over the play screen.

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
or alliance helper offers one. The game is saved after every step: the record is the state (nothing when no game
runs) in layout LAYOUT (yaga.saves; upgrade turns every older layout into it).
"""

from yaga import ui
from yaga.box import AppStore
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.compat import const
from yaga.games.tatra import history
from yaga.games.tatra import rules as t
from yaga.games.tatra.draw import draw_play
from yaga.games.tatra.rules import (
    ALLIED, ASK, ASK_AREAS, CUBES, DEMAND_TILES_AT, DRAGON, DRAGON_DEFEATED, DRAGONS, DRAWN, F_ALLIANCE, F_BATTLE,
    F_COIN, F_OVER, FLAGS, GOAL, LENGTH, MET, MOVES, NUM, PHASE, POS, ROUND, SCORE, SETUP, SETUP_COINS, SETUP_DONE,
    SPACES, STATE_SIZE, TO_MOVE, TRACK, TREASURE_USED, TREASURES,
)
from yaga.crc32 import crc32
from yaga.ticks import sooner, ticks_diff
from yaga.ui import BACK, CHOSEN, LESS, MORE, NOTHING
from yaga.views import Note, Pages, Stack, View
from yaga.widgets import Message, Picker

TEXTS = "yaga.games.tatra.texts"  # the companion's string tables (yaga.strings)
_UNDO_DEPTH = const(32)  # earlier states kept for B (a ring of state copies in one buffer)
_RECORD = const(-1)  # the app's own choice on the final screen: record the score in the history
_MENU = const(-2)  # the app's own last choice at every step: the game menu (score history ...)
LAYOUT = const(2)  # the save record's layout version (yaga.saves; upgrade turns older ones into it)
_FIRST_STATE_SIZE = const(40)  # the first state of layout 1, its checklist done at step 4
_FIRST_SETUP_DONE = const(4)
_COARSE = const(10)  # a number question's UP/DOWN step (LEFT/RIGHT step 1)

_G_BACK = const(0)  # the game menu's rows
_G_HISTORY = const(1)
_G_RULES = const(2)
_G_TIMER = const(3)
_G_TABLE = const(4)
_S_RULES = const(3)  # the start menu's rows after the three lengths (the history last)
_S_HISTORY = const(4)

# the table's options record: the board's areas as last entered (0: none yet), the turn timer (a _TIMER_MINUTES
# index, 0 = off)
_OPTS_SIZE = const(2)
_O_AREAS = const(0)
_O_TIMER = const(1)
_TIMER_MINUTES = b"\x00\x01\x02\x03\x04\x05\x06\x08\x0a\x0c\x0f\x14"  # off, 1 ... 20 minutes a round
_BEEP_HZ = const(660)  # a soft beep when the round's time is up
_BEEP_MS = const(150)


def upgrade(old_layout, payload):
    """Today's payload from a record of an older layout. Layout 1 was written before records named their layout:
    it holds today's state, nothing (no game), or the 40-byte state of before the rulebook's whole set-up
    checklist and the alliance helper (its checklist's 4 steps done at 4), told apart there by their sizes."""
    if old_layout != 1 or len(payload) not in (0, _FIRST_STATE_SIZE, STATE_SIZE):
        raise ValueError("no such layout")
    if len(payload) != _FIRST_STATE_SIZE:
        return payload
    s = bytearray(STATE_SIZE)  # the alliance fields start at zero
    s[:_FIRST_STATE_SIZE] = payload
    s[SETUP] = SETUP_DONE if payload[SETUP] >= _FIRST_SETUP_DONE else 0  # one under way restarts
    if not s[SETUP]:  # the checklist from its first step: no phase under way, nothing asked yet
        s[PHASE] = t.PH_TATRA
        s[ASK] = 0
    return s


def _resumable(saved):
    """A save the app can open: the "no game" record, or a state the engine's is_valid resumes."""
    return not len(saved) or len(saved) == STATE_SIZE and t.is_valid(saved)


class App(Stack):
    """The companion: its views on the stack (Start, Play, GameMenu, Rules, History, Pages, Note), the game's
    state, its undo ring, the history and the table's options; what the play screen shows is built here."""

    ID = 5

    def __init__(self, box):
        Stack.__init__(self)
        self.box = box
        self.w = box.strings.table(TEXTS)
        self.hist_store = AppStore(box.store.store, "app_tatra_hist", self.ID)
        # nonsense a sound CRC let through is set aside like damage, and the previous history given instead
        self.hist = history.load(self.hist_store)
        if self.hist is None:  # none yet, or none to trust
            self.hist = history.new_history()
        if self.hist_store.problem is not None:
            box.store.problem = self.hist_store.take_problem()  # the shell tells the player
        self._load_opts()
        # the turn timer: a round's time from its first step; the shell lets the box sleep only once it has
        # beeped (keep_awake)
        self.turn = 0  # the round timed (0: none, before and during the set-up and after the game)
        self.turn_start = 0
        self.turn_left = 0  # whole seconds left as last drawn
        self.beeped = False
        self.keep_awake = False
        self.undo = bytearray(_UNDO_DEPTH * STATE_SIZE)
        self.undo_count = 0
        self.undo_next = 0  # the ring slot the next copy goes to
        # nonsense a sound CRC let through is set aside, the previous save given instead
        saved = box.store.load(None, _resumable, STATE_SIZE, LAYOUT, upgrade)
        self.s = saved if saved else None  # none saved, none to trust, or the "no game" record
        self.step_key = None
        self.cursor = 0
        self.right = None
        if self.s is None:  # none saved, none to trust, or the "no game" record
            self.push(Start(self, 0))
        else:
            self.push(Play(self))
            self.refresh()

    def _load_opts(self):
        """What the table entered once and the box remembers for the next game (a board's areas, the timer)."""
        self.opts_store = AppStore(self.box.store.store, "app_tatra_opts", self.ID)
        self.opts = bytearray(_OPTS_SIZE)
        opts = self.opts_store.load(None, None, _OPTS_SIZE)
        if opts is not None:
            self.opts[: len(opts)] = opts
        if self.opts_store.problem is not None and self.box.store.problem is None:
            self.box.store.problem = self.opts_store.take_problem()
        if self.opts[_O_TIMER] >= len(_TIMER_MINUTES):
            self.opts[_O_TIMER] = 0

    def tick(self, now_ms):
        """The turn timer, whichever view is on top: redraw when the seconds shown change, one soft beep when the
        time is up."""
        Stack.tick(self, now_ms)
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

    def idle_ms(self, now_ms):
        """The sooner of the top view's wait and the turn timer's next second (when the seconds shown next change,
        the last one with the beep), or that wait alone with no round timed or its time up and told."""
        wait = Stack.idle_ms(self, now_ms)
        if not self.turn or not self.opts[_O_TIMER] or self.beeped:
            return wait
        return sooner(wait, max(0, self._ms_left(now_ms) - 1000 * (self.turn_left - 1)) if self.turn_left else 0)

    def _ms_left(self, now_ms):
        return _TIMER_MINUTES[self.opts[_O_TIMER]] * 60000 - ticks_diff(now_ms, self.turn_start)

    def _seconds_left(self, now_ms):
        return max(0, (self._ms_left(now_ms) + 999) // 1000)

    def _restart_timer(self, turn):
        """A round's time from now (turn: the round, or 0 when none is timed)."""
        self.turn = turn
        self.turn_start = self.box.now_ms()
        self.beeped = False
        self.keep_awake = bool(turn and self.opts[_O_TIMER])
        self.turn_left = self._seconds_left(self.turn_start)

    def seconds_shown(self):
        """The turn timer's time left as the play screen shows it, or -1 when no round is timed."""
        return self.turn_left if self.turn and self.opts[_O_TIMER] else -1

    def note(self, title, text, hint=None):
        """A message over the play screen until A or B."""
        self.push(Note(Message(title, text, hint)))

    # ---- steps ----------------------------------------------------------------------------------

    def new_game(self, length):
        """The start menu gives way to the game, a note on top: which button does what (B is undo here)."""
        self.s = t.new_state(self.box.new_seed(), length)
        self.undo_count = 0
        self.replace(Play(self))
        self._save()
        self.refresh()
        self.note(self.w["keys"], self.w["keys_text"], self._core("hint_ok"))

    def choose(self, a):
        if a == _RECORD:
            self._record()
            return
        if a == _MENU:
            self.push(GameMenu(self))
            return
        if self.s[ASK] == ASK_AREAS:  # the board's areas: the next game's set-up starts from them
            self.opts[_O_AREAS] = a - NUM
            if not self.opts_store.save(self.opts):
                self.box.store.problem = self.opts_store.take_problem()
        off = self.undo_next * STATE_SIZE  # keep the state for B: the ring's oldest copy gives way
        self.undo[off : off + STATE_SIZE] = self.s
        self.undo_next = (self.undo_next + 1) % _UNDO_DEPTH
        self.undo_count = min(self.undo_count + 1, _UNDO_DEPTH)
        t.apply_action(self.s, a)
        if t.current_player(self.s) == t.CHANCE:  # TA-4: the box draws the position tile itself
            t.apply_action(self.s, t.sample_chance(self.s))
        self._save()
        self.refresh()
        if a == t.A_WIN or a == t.A_DEFEAT:
            self.note(self.w["battle"], self.w["won" if a == t.A_WIN else "lost"])
        elif a == t.A_FORMED or a == t.A_REFUSED:
            self.note(self.w["alliance"], self.w["formed" if a == t.A_FORMED else "refused"])

    def undo_step(self):
        """B on the play screen: the state before the last step; False when there is none (B leaves)."""
        if not self.undo_count:
            return False
        self.undo_next = (self.undo_next - 1) % _UNDO_DEPTH
        self.undo_count -= 1
        off = self.undo_next * STATE_SIZE
        self.s[:] = self.undo[off : off + STATE_SIZE]
        self._save()
        self.refresh()
        return True

    def _record(self):
        """TA-6: the finished game goes into the score history, then the history is shown."""
        hist = bytearray(self.hist)
        history.record(hist, self.s[LENGTH], self.s[SCORE] << 8 | self.s[SCORE + 1], crc32(self.s))  # once
        if not self.hist_store.save(hist):
            self.box.store.problem = self.hist_store.take_problem()
            return
        self.hist = hist
        self.s = None
        self.undo_count = 0
        self._save()
        self.replace(Start(self, _S_HISTORY))  # leaving the history: the start menu on its row
        self.push(History(self, len(t.LENGTHS)))

    def _save(self):
        """Autosave: the game's state bytes (none when no game is running)."""
        self.box.store.save(self.s if self.s is not None else b"")

    # ---- what the play screen shows (built on each step; drawing only reads it) -----------------

    def refresh(self):
        """The play screen's title, what to do and its choices, for the state as it is now."""
        s = self.s
        round_number = s[ROUND] << 8 | s[ROUND + 1]
        timed = round_number if s[SETUP] >= SETUP_DONE and not s[FLAGS] & F_OVER else 0
        if timed != self.turn:  # a new round (or the set-up over): its time starts now
            self._restart_timer(timed)
        self._title(round_number)
        texts = self._texts()
        self.range = None  # (lowest, highest) answer while a number question is pending
        if s[FLAGS] & F_OVER:
            self.choices = [_RECORD]
        elif s[ASK]:
            self.choices = []  # a number question: the picker's range stands for the answers
            self._ask()
        else:
            self.choices = t.legal_actions(s)
        if self.range is None:
            self.choices.append(_MENU)  # the game menu, one press LEFT from the first choice
        self.labels = [self._label(a) for a in self.choices]
        # the cursor stays on the same choice while the step repeats (moves, coins), else the first
        key = (s[PHASE], s[ASK], s[SETUP], round_number, s[FLAGS] & (F_BATTLE | F_COIN | F_ALLIANCE))
        a = self.choices[self.cursor] if self.step_key == key and self.cursor < len(self.choices) else None
        self.step_key = key
        self.cursor = self.choices.index(a) if a in self.choices else 0
        self.lines = []
        for text in texts:
            self.lines.extend(ui.wrap(text, ui.W - 2))
        self.dirty = True

    def _title(self, round_number):
        """The title bar: the set-up's step, or the battle, the alliance, the round's phase and its number."""
        w = self.w
        s = self.s
        self.right = w["round"] % round_number
        if s[SETUP] < SETUP_DONE:
            self.title = w["setup"] % (s[SETUP] + 1, SETUP_DONE)
            self.right = None
        elif s[FLAGS] & F_BATTLE:
            self.title = w["battle"]
        elif s[FLAGS] & F_ALLIANCE:
            self.title = w["alliance"]
        else:
            self.title = w["phases"][s[PHASE]]

    def _ask(self):
        """A number question: its range, the number it starts from (None: "?", nothing entered yet) and the
        Picker that steps it (LEFT/RIGHT by 1, UP/DOWN by 10)."""
        s = self.s
        self.range = t.ask_range(s)
        self.number = t.ask_default(s)
        if s[ASK] == ASK_AREAS:  # not in the rulebook: the table counts them once, the box remembers
            known = self.opts[_O_AREAS]
            self.number = known if self.range[0] <= known <= self.range[1] else None
        lo, hi = self.range
        self.picker = Picker(None, lo if self.number is None else self.number, lo, hi, coarse=_COARSE)

    def enter(self, k):
        """A D-pad key at the number question: the first press after "?" starts from the lowest."""
        if self.number is None:
            self.number = self.range[0]
        else:
            self.picker.key(k)
            self.number = self.picker.value

    def _label(self, a):
        """The choice bar's word for choice a: an action's, or the app's own (record the score, the game menu)."""
        if a == _RECORD:
            return self.w["a_record"]
        if a == _MENU:
            return self.w["a_menu"]
        return self.w["actions"][a]

    def _texts(self):
        """What to do now: the set-up step, or the battle's or negotiation's state, or the number question, or
        the step's prompt."""
        w = self.w
        s = self.s
        if s[SETUP] < SETUP_DONE:
            return self._setup_texts()
        texts = []
        if s[FLAGS] & F_BATTLE:
            texts.append(w["p_battle"] % (w["who"][s[TO_MOVE]], s[MOVES]))
        elif s[FLAGS] & F_ALLIANCE and not s[ASK]:  # the negotiation started (its tiles counted)
            texts.append(w["p_alliance"] % (s[MET], s[DEMAND_TILES_AT], s[TREASURE_USED]))
        if s[FLAGS] & (F_BATTLE | F_ALLIANCE) and s[DRAWN]:
            texts.append(w["p_positions"] % " ".join([str(s[POS + i]) for i in range(s[DRAWN])]))
        if s[FLAGS] & F_BATTLE and s[DRAGON]:
            texts.append(w["p_dragon_won"] if s[DRAGON] == DRAGON_DEFEATED else w["p_dragon_held"])
        if s[ASK]:  # the question first: the screen shows four lines, the battle's state may need more
            texts.insert(0, w["questions"][s[ASK] - 1])  # the questions from the first, ASK_AREAS
        if texts:
            return texts
        if s[FLAGS] & F_OVER:
            left = s[TRACK] + s[TREASURES] + s[DRAGONS]
            text = w["p_over"] % (s[SCORE] << 8 | s[SCORE + 1], s[GOAL], left)
            best = history.best(self.hist, s[LENGTH])
            if best is not None:
                text += "\n" + w["p_best"] % (w["lengths"][s[LENGTH]], best[0])
            return [text]
        if s[FLAGS] & F_COIN:
            return [w["p_coin"]]
        phase = s[PHASE]
        if phase == t.PH_TATRA:
            return [w["p_tatra"]]
        if phase <= t.PH_EAST:
            r = phase - t.PH_WEST
            return [w["p_region"] % (s[CUBES + r], s[SPACES + r])]
        return [w["p_animal"]]

    def _setup_texts(self):
        """The set-up checklist's step (TA-1), with the areas' question at the coins step."""
        w = self.w
        s = self.s
        text = w["steps"][s[SETUP]]
        if s[SETUP] == SETUP_COINS:  # the length's coins allied, the rest enemy: how many areas in all?
            return [text % s[ALLIED], w["questions"][ASK_AREAS - 1]]
        if t.SETUP_STEPS[s[SETUP]] == "goal_card":  # its text names the game's length
            return [text % w["lengths"][s[LENGTH]]]
        return [text]

    def _core(self, key):
        return self.box.strings.table("yaga.lang.core")[key]

    def set_timer(self, step):
        """The turn timer's next (step 1, round after the longest to off) or previous setting; this round's time
        starts again, and the box remembers it for the next games."""
        self.opts[_O_TIMER] = (self.opts[_O_TIMER] + step) % len(_TIMER_MINUTES)
        if not self.opts_store.save(self.opts):
            self.box.store.problem = self.opts_store.take_problem()
        self._restart_timer(self.turn)

    def timer_text(self, row):
        if row != _G_TIMER:
            return None
        minutes = _TIMER_MINUTES[self.opts[_O_TIMER]]
        return self.w["t_min"] % minutes if minutes else self.w["t_off"]

    def table_text(self):
        """All three regions at once (TA-2: each card's cubes of its spaces, "?" before they are counted), the
        track's cubes left and the coins (TA-3)."""
        w = self.w
        s = self.s
        u = w["table_lines"]
        lines = []
        for r in range(3):
            spaces = str(s[SPACES + r]) if s[SPACES + r] else "?"
            lines.append(u[0] % (u[1 + r], s[CUBES + r], spaces))
        lines.append(u[4] % s[TRACK])
        lines.append(u[5] % (s[ALLIED], str(t.enemy_coins(s)) if s[t.AREAS] else "?"))
        return "\n".join(lines)


# ---- the views --------------------------------------------------------------------------------------


class Play(View):
    """The play screen (drawn by yaga.games.tatra.draw): LEFT/RIGHT (or UP/DOWN) pick a choice, A does it, DICE
    draws a position tile where one is offered, B undoes the last step (leaves with nothing to undo); at a number
    question LEFT/RIGHT step 1, UP/DOWN step 10, A answers."""

    def __init__(self, app):
        self.app = app

    def key(self, k):
        app = self.app
        if k == B:
            return NOTHING if app.undo_step() else BACK
        if app.range is not None:
            if k == A and app.number is not None:  # "?": nothing entered yet, nothing to answer
                app.choose(NUM + app.number)
            elif k == LEFT or k == RIGHT or k == UP or k == DOWN:
                app.enter(k)
        elif k == LEFT or k == UP:
            app.cursor = (app.cursor - 1) % len(app.choices)
        elif k == RIGHT or k == DOWN:
            app.cursor = (app.cursor + 1) % len(app.choices)
        elif k == A:
            app.choose(app.choices[app.cursor])
        elif k == DICE and t.A_DRAW_TILE in app.choices:
            app.choose(t.A_DRAW_TILE)
        return NOTHING

    def draw(self, c):
        draw_play(c, self.app, self.app.seconds_shown())

    def on_top(self):
        self.app.refresh()


class _Menu(ui.ListMenu, View):
    """A Tatra menu on the stack: its note at the title bar's right (which key leaves)."""

    right = None

    def draw(self, c):
        ui.ListMenu.draw(self, c, self.right)


class Start(_Menu):
    """No game running: a new game of each length, the rules, the score history; B leaves."""

    def __init__(self, app, cursor):
        self.app = app
        w = app.w
        items = [w["new_game"] % length for length in w["lengths"]]
        items.append(w["rules"])
        items.append(w["history"])
        _Menu.__init__(self, app._core("app_tatra"), items, cursor)

    def key(self, k):
        r = _Menu.key(self, k)
        if r == CHOSEN:
            if self.cursor < len(t.LENGTHS):
                self.app.new_game(self.cursor)
            elif self.cursor == _S_RULES:
                self.app.push(Rules(self.app))
            else:
                self.app.push(History(self.app, 0))
        return r


class GameMenu(_Menu):
    """During a game: back to it, the score history (TA-6: reachable while playing, not only at the end), the
    rules, the turn timer (LEFT/RIGHT or A change it), the table at a glance."""

    def __init__(self, app):
        self.app = app
        w = app.w
        items = [w["g_back"], w["history"], w["rules"], w["g_timer"], w["g_table_view"]]
        _Menu.__init__(self, app._core("app_tatra"), items, _G_BACK, app.timer_text)

    def key(self, k):
        app = self.app
        r = _Menu.key(self, k)
        row = self.cursor
        if r == CHOSEN and row == _G_BACK:
            return BACK
        if row == _G_TIMER and (r == CHOSEN or r == LESS or r == MORE):
            app.set_timer(-1 if r == LESS else 1)
        elif r == CHOSEN and row == _G_RULES:
            app.push(Rules(app))
        elif r == CHOSEN and row == _G_HISTORY:
            app.push(History(app, 0))
        elif r == CHOSEN and row == _G_TABLE:  # the table at a glance, over the play screen
            app.pop()
            app.note(app.w["g_table_view"], app.table_text(), app._core("hint_ok"))
        return r


class Rules(_Menu):
    """The rules the table looks up (seed 2-8): a round's phases first, then one page per topic; A shows one."""

    def __init__(self, app):
        self.app = app
        _Menu.__init__(self, app.w["rules"], list(app.w["rule_titles"]), 0)
        self.right = app.w["h_hint"]

    def key(self, k):
        r = _Menu.key(self, k)
        if r == CHOSEN:
            w = self.app.w
            self.app.push(Pages(w["rule_titles"][self.cursor], (w["rule_texts"][self.cursor],), w["r_hint"]))
        return r


class History(_Menu):
    """TA-6: the best score of each length first, then the games, newest first; A or B goes back."""

    def __init__(self, app, cursor):
        w = app.w
        items = []
        for i, name in enumerate(w["lengths"]):
            best = history.best(app.hist, i)
            items.append(w["h_no_best"] % name if best is None else w["h_best"] % (name, best[0]))
        for age in range(history.count(app.hist)):
            game, length, score = history.entry(app.hist, age)
            items.append(w["h_entry"] % (game, w["lengths"][length], score))
        _Menu.__init__(self, w["history"], items, cursor)
        self.right = w["h_hint"]

    def key(self, k):
        r = _Menu.key(self, k)
        return BACK if r == CHOSEN else r
