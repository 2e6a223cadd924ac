"""The Tatra game companion screens: set-up checklist, one screen per round step, battle helper, scoring,
score history. A thin layer over yaga.rules.tatra (which decides what is legal) and yaga.rules.tatra_history.

Play screen: title bar (step, round), what to do (up to 4 lines), the choice bar (LEFT/RIGHT pick, A does
it; at a number question LEFT/RIGHT step 1 and UP/DOWN step 10), and the strip always visible at the
bottom: the Beasts & Spirits track (filled squares = cubes left) and the allied / enemy coin counts.
B undoes the last step (earlier state copies are kept); with nothing to undo B leaves to the menu, and a
long B always does: a note at the start of each game says so. DICE draws a position tile when the battle
helper offers one. The game is saved after every step.
"""

from yaga import ui
from yaga.box import AppStore
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.compat import const
from yaga.engine import CHANCE
from yaga.fields import u16
from yaga.rules import tatra as t
from yaga.rules import tatra_history as th

HISTORY_NAME = "app_tatra_hist"
UNDO_DEPTH = const(16)  # earlier states kept for B (a ring of state copies in one buffer)
_RECORD = const(-1)  # the app's own choice on the final screen: record the score in the history

_START = const(0)
_PLAY = const(1)
_HISTORY = const(2)

_TEXT_Y = const(10)
_TEXT_LINES = const(4)
_BAR_Y = const(43)
_STRIP_Y = const(56)
_CUBE_W = const(6)

# yaga.rules.tatra's numbers (const() does not cross modules; test_tatra_app checks them)
_STATE_SIZE = const(40)
_NUM = const(32)
_TRACK_CUBES = const(9)
_A_DRAW_TILE = const(13)
_A_WIN = const(15)
_A_DEFEAT = const(16)
_SETUP_STEPS = const(4)
_PH_TATRA = const(0)
_PH_WEST = const(1)
_PH_EAST = const(3)
_ASK_AREAS = const(1)
_F_BATTLE = const(1)
_F_OVER = const(4)
_F_COIN = const(8)
# state offsets
_LENGTH = const(4)
_SETUP = const(5)
_PHASE = const(6)
_ROUND = const(7)
_TRACK = const(9)
_CUBES = const(10)
_SPACES = const(13)
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

_SETUP_KEYS = (None, "p_cubes", "p_experience", "p_animals")
# label of each yaga.rules.tatra action, by number (A_TICK .. A_DRAGON)
_ACTION_KEYS = (
    "a_done",
    "a_done",
    "a_fulfilled",
    "a_add_cube",
    "a_cube_back",
    "a_new_card",
    "a_flipped",
    "a_no_coin",
    "a_next",
    "a_to_allied",
    "a_to_enemy",
    "a_battle",
    "a_end",
    "a_draw",
    "a_move",
    "a_win",
    "a_defeat",
    "a_dragon",
)
_ASK_KEYS = (None, "p_areas", "p_spaces", "p_bag", "p_dragon", "p_goal", "p_treasures", "p_dragons")
_PHASE_KEYS = (
    "ph_tatra_card",
    "ph_beasts_west",
    "ph_beasts_central",
    "ph_beasts_east",
    "ph_dawn",
    "ph_day",
    "ph_dusk",
    "ph_night",
    "ph_scoring",
)


class App:
    ID = 5

    def __init__(self, box):
        self.box = box
        self.words = box.strings.table("tatra")
        self.hist_store = AppStore(box.store.store, HISTORY_NAME, self.ID)
        self.hist = self.hist_store.load(th.SIZE)
        if self.hist is None or not th.is_valid(self.hist):  # none yet, or nonsense a sound CRC let through
            self.hist = th.new_history()
        if self.hist_store.problem is not None:
            box.store.problem = self.hist_store.take_problem()  # the shell tells the player
        self.undo = bytearray(UNDO_DEPTH * _STATE_SIZE)
        self.undo_count = 0
        self.undo_next = 0  # the ring slot the next copy goes to
        self.note = None  # a ui.Message shown over the play screen until A or B
        self.view = None
        self.s = box.store.load()
        self.step_key = None
        self.cursor = 0
        if self.s is None or not t.is_valid(self.s):  # none saved, the empty "no game" record, or nonsense
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
            return self._start_key(k)
        if self.mode == _HISTORY:
            r = self.view.key(k)
            if r == ui.BACK or r == ui.CHOSEN:
                self._show_start()
            return True
        if self.note is not None:
            if k == A or k == B:
                self.note = None
            elif k == UP or k == DOWN:
                self.note.key(k)  # a longer note scrolls
            return True
        if k == B:
            return self._undo()
        if self.ask:
            self._number_key(k)
        elif k == LEFT or k == UP:
            self.cursor = (self.cursor - 1) % len(self.choices)
        elif k == RIGHT or k == DOWN:
            self.cursor = (self.cursor + 1) % len(self.choices)
        elif k == A:
            self._choose(self.choices[self.cursor])
        elif k == DICE and _A_DRAW_TILE in self.choices:
            self._choose(_A_DRAW_TILE)
        return True

    def _number_key(self, k):
        if k == LEFT or k == RIGHT or k == UP or k == DOWN:
            step = 10 if k == UP or k == DOWN else 1
            d = -step if k == LEFT or k == DOWN else step
            self.number = min(self.hi, max(self.lo, self.number + d))
        elif k == A:
            self._choose(_NUM + self.number)

    def _start_key(self, k):
        r = self.view.key(k)
        if r == ui.BACK:
            return False
        if r == ui.CHOSEN:
            if self.view.cursor < len(t.LENGTHS):
                self._new_game(self.view.cursor)
            else:
                self._show_history(0)
        return True

    def tick(self, now_ms):
        pass

    # ---- steps ----------------------------------------------------------------------------------

    def _new_game(self, length):
        self.s = t.new_state(self.box.new_seed(), length)
        self.undo_count = 0
        self.mode = _PLAY
        core = self.box.strings.table("core")  # which button does what: B is undo here, not back
        self.note = ui.Message(self.words["keys"], self.words["keys_text"], core["hint_ok"])
        self._save()
        self._refresh()

    def _choose(self, a):
        if a == _RECORD:
            self._record()
            return
        self._keep_for_undo()
        t.apply_action(self.s, a)
        if t.current_player(self.s) == CHANCE:  # TA-4: the box draws the position tile itself
            t.apply_action(self.s, t.sample_chance(self.s))
        if a == _A_WIN or a == _A_DEFEAT:
            self.note = ui.Message(self.words["battle"], self.words["won" if a == _A_WIN else "lost"])
        self._save()
        self._refresh()

    def _keep_for_undo(self):
        off = self.undo_next * _STATE_SIZE
        self.undo[off : off + _STATE_SIZE] = self.s
        self.undo_next = (self.undo_next + 1) % UNDO_DEPTH
        self.undo_count = min(self.undo_count + 1, UNDO_DEPTH)

    def _undo(self):
        if not self.undo_count:
            return False
        self.undo_next = (self.undo_next - 1) % UNDO_DEPTH
        self.undo_count -= 1
        off = self.undo_next * _STATE_SIZE
        self.s[:] = self.undo[off : off + _STATE_SIZE]
        self._save()
        self._refresh()
        return True

    def _record(self):
        """TA-6: the finished game goes into the score history, then the history is shown."""
        hist = bytearray(self.hist)
        th.record(hist, self.s[_LENGTH], u16(self.s, _SCORE))
        if not self.hist_store.save(hist):
            self.box.store.problem = self.hist_store.take_problem()
            return
        self.hist = hist
        self.s = None
        self.undo_count = 0
        self._save()
        self._show_history(len(t.LENGTHS))

    def _save(self):
        """Autosave: the game's state bytes, or an empty record when no game is running."""
        self.box.store.save(self.s if self.s is not None else b"")

    # ---- what the play screen shows (built on each step; drawing only reads it) -----------------

    def _refresh(self):
        w = self.words
        s = self.s
        self.track = s[_TRACK]
        self.allied = s[_ALLIED]
        self.enemy = t.enemy_coins(s)
        self.right = w["round"] % u16(s, _ROUND)
        self.ask = s[_ASK]
        texts = []
        if s[_SETUP] < _SETUP_STEPS:
            self.title = w["setup"] % (s[_SETUP] + 1)
            self.right = None
        elif s[_FLAGS] & _F_BATTLE:
            self.title = w["battle"]
            texts = self._battle_texts()
        else:
            self.title = w[_PHASE_KEYS[s[_PHASE]]]
        if self.ask:
            text = w[_ASK_KEYS[self.ask]]
            texts.append(text % s[_ALLIED] if self.ask == _ASK_AREAS else text)
            self.lo, self.hi = t.ask_range(s)
            self.number = self.lo
        elif not texts:
            texts.append(self._step_text())
        if s[_FLAGS] & _F_OVER:
            self.choices = [_RECORD]
        elif self.ask:
            self.choices = []  # a number question: the picker's range stands for the answers
        else:
            self.choices = t.legal_actions(s)
        self.labels = [w["a_record" if a == _RECORD else _ACTION_KEYS[a]] for a in self.choices]
        self._keep_cursor()
        self.lines = []
        for text in texts:
            self.lines.extend(ui.wrap(text, ui.W - 2))
        self.dirty = True

    def _keep_cursor(self):
        """The cursor stays on the same choice while the step repeats (moves, coins), else the first."""
        s = self.s
        key = (s[_PHASE], s[_ASK], s[_SETUP], u16(s, _ROUND), s[_FLAGS] & (_F_BATTLE | _F_COIN))
        a = self.choices[self.cursor] if self.step_key == key and self.cursor < len(self.choices) else None
        self.step_key = key
        self.cursor = self.choices.index(a) if a in self.choices else 0

    def _step_text(self):
        w = self.words
        s = self.s
        if s[_FLAGS] & _F_OVER:
            left = s[_TRACK] + s[_TREASURES] + s[_DRAGONS]
            text = w["p_over"] % (u16(s, _SCORE), s[_GOAL], left)
            best = th.best(self.hist, s[_LENGTH])
            if best is not None:
                text += "\n" + w["p_best"] % (w["len_" + t.LENGTHS[s[_LENGTH]]], best[0])
            return text
        if s[_SETUP] < _SETUP_STEPS:
            return w[_SETUP_KEYS[s[_SETUP]]]
        if s[_FLAGS] & _F_COIN:
            return w["p_coin"]
        phase = s[_PHASE]
        if phase == _PH_TATRA:
            return w["p_tatra"]
        if phase <= _PH_EAST:
            r = phase - _PH_WEST
            return w["p_region"] % (s[_CUBES + r], s[_SPACES + r])
        return w["p_animal"]

    def _battle_texts(self):
        w = self.words
        s = self.s
        who = w["who_you"] if s[_TO_MOVE] else w["who_enemy"]
        texts = [w["p_battle"] % (who, s[_MOVES])]
        if s[_DRAWN]:
            texts.append(w["p_positions"] % " ".join([str(s[_POS + i]) for i in range(s[_DRAWN])]))
        if s[_DRAGON]:
            texts.append(w["p_dragon_won"] if s[_DRAGON] == 1 else w["p_dragon_held"])
        return texts

    # ---- menus ----------------------------------------------------------------------------------

    def _show_start(self):
        w = self.words
        items = [w["new_game"] % w["len_" + n] for n in t.LENGTHS]
        items.append(w["history"])
        self.view = ui.ListMenu(self.box.strings.table("core")["app_tatra"], items)
        self.mode = _START
        self.dirty = True

    def _show_history(self, cursor):
        """TA-6: the best score of each length first, then the games, newest first."""
        w = self.words
        items = []
        for i in range(len(t.LENGTHS)):
            name = w["len_" + t.LENGTHS[i]]
            best = th.best(self.hist, i)
            items.append(w["h_no_best"] % name if best is None else w["h_best"] % (name, best[0]))
        for age in range(th.count(self.hist)):
            game, length, score = th.entry(self.hist, age)
            items.append(w["h_entry"] % (game, w["len_" + t.LENGTHS[length]], score))
        self.view = ui.ListMenu(w["history"], items, cursor)
        self.mode = _HISTORY
        self.dirty = True

    # ---- drawing --------------------------------------------------------------------------------

    def draw(self, c):
        if self.mode != _PLAY:
            self.view.draw(c, self.words["h_hint"] if self.mode == _HISTORY else None)  # which key leaves
            return
        if self.note is not None:
            self.note.draw(c)
            return
        c.clear()
        ui.title_bar(c, self.title, self.right)
        for i in range(min(len(self.lines), _TEXT_LINES)):
            c.text(self.lines[i], 2, _TEXT_Y + i * ui.LINE)
        self._draw_choice(c)
        self._draw_strip(c)

    def _draw_choice(self, c):
        c.fill_rect(0, _BAR_Y, ui.W, ui.ROW + 1, 1)
        y = _BAR_Y + 1
        if self.ask:
            ui.number(c, self.number, (ui.W - ui.number_width(self.number)) >> 1, y, 0)
            many = self.hi > self.lo
        else:
            c.center(self.labels[self.cursor], y, 0)
            many = len(self.choices) > 1
        if many:
            c.text("<", 2, y, 0)
            c.text(">", ui.W - ui.ADV - 1, y, 0)

    def _draw_strip(self, c):
        """TA-3 always in view: the track's cubes left, then allied (filled) and enemy (open) coins."""
        for i in range(_TRACK_CUBES):
            x = 1 + i * _CUBE_W
            if i < self.track:
                c.fill_rect(x, _STRIP_Y, _CUBE_W - 1, 7, 1)
            else:
                c.rect(x, _STRIP_Y, _CUBE_W - 1, 7, 1)
        ui.die_outline(c, 62, _STRIP_Y, 7, 7, True)
        ui.number(c, self.allied, 72, _STRIP_Y)
        ui.die_outline(c, 94, _STRIP_Y, 7, 7, False)
        ui.number(c, self.enemy, 104, _STRIP_Y)
