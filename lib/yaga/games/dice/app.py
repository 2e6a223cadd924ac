"""The dice tray screens: any 1-12 dice of any kind, rolled by the DICE button from every screen of the tray.

Screens (kept in the state's VIEW byte, so the tray reopens where it was left):
  tray     the dice (big pips for d6, numbers for the rest; dice meeting the target drawn solid),
           sum and highest, target line with PASS/FAIL. DICE rolls all, A opens the menu, the D-pad
           starts picking a die to reroll, B leaves the tray.
  pick     one die drawn solid: the D-pad moves, A rerolls it (the others stay), B back to the tray.
  menu     roll all, reroll one, choose dice, target, last rolls, check, set N×dX, pools (UP from the first).
  pool     one row per die kind: LEFT/RIGHT take away or add a die of that kind (1-12 dice in all), A or B back;
           the pool's last die stays, and says so. Then the modifier and keep-highest rows.
  set      the whole pool at once: how many, which kind, the target (up to the kind's highest face), the
           modifier, keep-highest; A on the last row sets it, DICE sets it and rolls.
  pools    the saved pools: A puts one on the tray (one press), RIGHT saves the tray's pool in that slot, LEFT
           puts back the pool that save replaced.
  check    dice rolled at the table: RIGHT marks a pass, LEFT a fail, A takes the last mark back; the target is
           shown (BQ-7: any one die at it passes, seen at a glance), the passes and fails are counted.
  target   Off or 1-100: a die showing at least this much is a success (Baba Yaga challenges, BQ-7); one above
           every face of the pool is refused with a message.
  history  the last 10 rolls, newest first (UP/DOWN scroll); A shows one of them as it lay, B back.
  past     that roll as it lay; A or B back to the list.
Every screen shows its keys on the bottom line, but a roll with a target (that line is the target's result).
The title bar names every kind of the pool whole (the target note gives way to it, shown on the result lines
then); a last-rolls row too long for its room lists the highest faces first and ends with "+…".
Kept dice (keep-highest) alone make the total and the successes; a dropped die is drawn crossed out.
The save record is the state in layout LAYOUT (yaga.saves); upgrade() opens the saves of earlier layouts.
Results come from yaga.games.dice.rules (its PRNG in the state); the tumbling faces of the animation come
from a separate generator, so turning the animation off never changes a result. Every action and every
change of screen saves.
Drawing the tray allocates nothing, so tumbling frames cost no garbage.
"""

from yaga import ui
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.compat import const
from yaga.gfx import text_width
from yaga.rng import Rng
from yaga.games.dice import rules as dice
from yaga.ticks import ticks_add, ticks_diff
from yaga.widgets import Message, Picker, d6_face, label_face, number_face

TRAY = const(0)
PICK = const(1)
MENU = const(2)
POOL = const(3)
TARGET = const(4)
HISTORY = const(5)
PAST = const(6)
SET = const(7)
POOLS = const(8)
CHECK = const(9)

ANIM_MS = const(600)  # how long the dice tumble
FRAME_MS = const(60)  # a new tumbling face this often

_M_ROLL = const(0)
_M_REROLL = const(1)
_M_POOL = const(2)
_M_TARGET = const(3)
_M_HISTORY = const(4)
_M_CHECK = const(5)
_M_SET = const(6)
_M_POOLS = const(7)
# the saved pools last, one press UP from the first row; Set N×dX two
_MENU_KEYS = ("roll_all", "reroll_one", "pool", "target", "history", "check", "set_pool", "pools")
_S_COUNT = const(0)  # the set screen's rows (their labels: texts "set_rows")
_S_KIND = const(1)
_S_TARGET = const(2)
_S_MOD = const(3)
_S_KEEP = const(4)
_P_MOD = dice.KINDS  # the pool screen's rows after the kinds
_P_KEEP = dice.KINDS + 1

LAYOUT = const(2)  # the record's layout version (yaga.saves): the state as rules.py lays it out
V1_SIZE = const(316)  # the first layout's state
_V1_ENTRY = const(28)  # its entries: today's without the modifier and keep bytes
_V1_HEAD = const(32)
_V1_CURSOR = const(35)
_V1_HIST = const(36)

TEXTS = "yaga.games.dice.texts"  # the tray's string tables (yaga.strings)

_DICE_TOP = const(10)  # the dice area: rows 10..46 between the title bar and the result lines
_DICE_HEIGHT = const(37)
LINE1 = const(48)
LINE2 = const(56)


def valid_save(s):
    """A tray state the engine's is_valid accepts, on one of this app's screens (a refused save is set aside,
    yaga.saves); the cursor needs no check, _enter puts one past the pool back on the first die."""
    return dice.is_valid(s) and s[dice.VIEW] <= CHECK


def upgrade(old_layout, payload):
    """Today's state from the payload of an earlier layout: the first one's entries gain no modifier and keep
    every die; no saved pools, no marks. ValueError for a layout this box never wrote."""
    if old_layout != 1 or len(payload) != V1_SIZE:
        raise ValueError("no such layout")
    s = bytearray(dice.STATE_SIZE)
    s[0 : dice.POOL] = payload[0 : dice.POOL]  # the PRNG
    _upgrade_entry(payload, dice.POOL, s, dice.POOL)
    s[dice.HEAD : dice.CURSOR + 1] = payload[_V1_HEAD : _V1_CURSOR + 1]  # head, filled, screen, cursor: same order
    head = payload[_V1_HEAD]
    for age in range(min(s[dice.FILLED], dice.HISTORY)):
        _upgrade_entry(payload, _V1_HIST + ((head - age) % dice.HISTORY) * _V1_ENTRY, s, dice.history_entry(s, age))
    return s


def _upgrade_entry(payload, old, s, at):
    s[at : at + _V1_ENTRY] = payload[old : old + _V1_ENTRY]
    s[at + dice.E_MOD] = dice.MAX_MOD


class App:
    ID = 1

    def __init__(self, box):
        self.box = box
        self.t = box.strings.table(TEXTS)
        s = box.store.load(dice.STATE_SIZE, valid_save, V1_SIZE, LAYOUT, upgrade)
        if s is None:
            s = dice.new_state(box.new_seed(), (dice.K_D6, dice.K_D6))
        self.s = s
        self._fx = Rng(box.new_seed())  # cosmetic tumbling faces only
        self._shown = bytearray(dice.MAX_DICE)  # faces shown while tumbling
        self.animating = False
        self._anim_die = -1  # the die tumbling alone, or -1 for all
        self._anim_end = 0
        self._anim_next = 0
        self.widget = None
        self.past = 0  # age of the roll shown by PAST
        self.message = None  # a Message over the screen (a refused target, the pool's last die), A or B closes it
        self.making = [2, dice.K_D6, 0, 0, 0]  # the set screen's count, kind, target, modifier, keep (_S_*)
        self.check_note = None  # the check screen's word on its last mark taken back
        self._check_line = ""  # the check screen's target line
        self._replaced = None  # (slot, its bytes) before the last save over it, for LEFT to put back
        self._title = ""
        self._note = None
        self._hint = ""  # the bottom line's key hint
        self.x = self.y = 0  # where _place put the last die
        self._layout(dice.count(s))
        view = s[dice.VIEW]
        self._enter(HISTORY if view == PAST else view)
        self._saved_view = s[dice.VIEW]
        self.dirty = True

    # ---- the shell's calls ------------------------------------------------------------------------

    def key(self, k):
        stay = self._key(k)
        if stay and self.s[dice.VIEW] != self._saved_view:
            self.save()  # a new screen is saved too, so a power cut reopens it (cursor moves are not)
        return stay

    def _key(self, k):
        s = self.s
        view = s[dice.VIEW]
        if self.message is not None:
            if k == A or k == B:
                self.message = None
                self.dirty = True
            return True
        if k == DICE:
            if view == TARGET and not self._target_ok(self.widget.value):
                return True
            if view == TARGET:
                dice.set_target(s, self.widget.value)  # DICE confirms the target, then rolls
            if view == SET:
                self._make_pool()  # DICE sets the pool, then rolls
            self._roll(-1)
            return True
        if view == TRAY:
            return self._tray_key(k)
        if view == PICK:
            self._pick_key(k)
            return True
        if view == CHECK:
            self._check_key(k)
            return True
        if view == PAST:
            if k == A or k == B:
                self._enter(HISTORY)
                self.widget.select(self.past)
            return True
        r = self.widget.key(k)
        if r == ui.MOVED:
            self.dirty = True
        elif view == MENU:
            self._menu_result(r)
        elif view == POOL:
            self._pool_result(r)
        elif view == SET:
            self._set_result(r)
        elif view == POOLS:
            self._pools_result(r)
        elif view == TARGET:
            if r == ui.CHOSEN and self._target_ok(self.widget.value):
                dice.set_target(s, self.widget.value)
                self._enter(TRAY)
                self.save()
            elif r == ui.BACK:
                self._enter(TRAY)
        elif view == HISTORY:
            if r == ui.CHOSEN and dice.history_count(s):
                self.past = self.widget.cursor
                self._enter(PAST)
            elif r == ui.BACK:
                self._enter(TRAY)
        return True

    def tick(self, now_ms):
        if not self.animating:
            return
        if ticks_diff(now_ms, self._anim_end) >= 0:
            self.animating = False
            self.dirty = True
        elif ticks_diff(now_ms, self._anim_next) >= 0:
            self._tumble()
            self._anim_next = ticks_add(now_ms, FRAME_MS)
            self.dirty = True

    def draw(self, c):
        view = self.s[dice.VIEW]
        if self.message is not None:
            self.message.draw(c)
        elif view == TRAY or view == PICK:
            self._draw_roll(c, dice.POOL, view == PICK)
        elif view == PAST:
            self._draw_roll(c, dice.history_entry(self.s, self.past), False)
        elif view == POOL:
            self.widget.draw(c, self._note)
        elif view == HISTORY:
            self.widget.draw(c)
            if not dice.history_count(self.s):
                ui.clipped_text(c, self.t["no_rolls"], 2, 28, ui.W)
        elif view == CHECK:
            self._draw_check(c)
        else:
            self.widget.draw(c)

    def save(self):
        """The whole state, screen and cursor included (the shell also calls this on leaving and sleep)."""
        self.box.store.save(self.s)
        self._saved_view = self.s[dice.VIEW]

    # ---- actions ----------------------------------------------------------------------------------

    def _roll(self, die):
        """Roll every die (die = -1) or reroll one; back to the tray, save, start tumbling."""
        s = self.s
        if die < 0:
            dice.roll_all(s)
        else:
            dice.reroll_one(s, die)
        self._enter(TRAY)
        self.save()
        if self.box.settings.dice_anim:
            self.animating = True
            self._anim_die = die
            now = self.box.now_ms()
            self._anim_end = ticks_add(now, ANIM_MS)
            self._anim_next = ticks_add(now, FRAME_MS)
            self._tumble()
        else:
            self.animating = False

    def _tumble(self):
        s = self.s
        for i in range(dice.count(s)):
            if self._anim_die < 0 or i == self._anim_die:
                k = dice.kind(s, i)
                self._shown[i] = dice.lowest(k) + self._fx.below(dice.sides(k))

    def _tray_key(self, k):
        if k == A:
            self._enter(MENU)
        elif k == B:
            self.save()
            return False
        elif dice.rolled(self.s) and (k == UP or k == DOWN or k == LEFT or k == RIGHT):
            self._enter(PICK)
        return True

    def _pick_key(self, k):
        s = self.s
        n = dice.count(s)
        i = s[dice.CURSOR]
        if k == A:
            self._roll(i)
            return
        if k == B:
            self._enter(TRAY)
            return
        if k == LEFT:
            i = (i + n - 1) % n
        elif k == RIGHT:
            i = (i + 1) % n
        elif k == UP and i >= self._per_row:
            i -= self._per_row
        elif k == DOWN and i + self._per_row < n:
            i += self._per_row
        s[dice.CURSOR] = i
        self.dirty = True

    def _menu_result(self, r):
        if r == ui.BACK:
            self._enter(TRAY)
        elif r == ui.CHOSEN:
            row = self.widget.cursor
            if row == _M_ROLL:
                self._roll(-1)
            elif row == _M_REROLL:
                self._enter(PICK if dice.rolled(self.s) else TRAY)
            elif row == _M_POOL:
                self._enter(POOL)
            elif row == _M_TARGET:
                self._enter(TARGET)
            elif row == _M_HISTORY:
                self._enter(HISTORY)
            elif row == _M_CHECK:
                self.check_note = None
                self._enter(CHECK)
            elif row == _M_SET:
                self._enter(SET)
            else:
                self._replaced = None
                self._enter(POOLS)

    def _pool_result(self, r):
        s = self.s
        if r == ui.CHOSEN or r == ui.BACK:
            self._enter(TRAY)
            return
        if r != ui.LESS and r != ui.MORE:
            return
        k = self.widget.cursor
        step = 1 if r == ui.MORE else -1
        if k == _P_MOD:
            dice.set_modifier(s, _wrapped(dice.modifier(s) + step, -dice.MAX_MOD, dice.MAX_MOD))
        elif k == _P_KEEP:
            dice.set_keep(s, (dice.keep(s) + step) % dice.count(s))
        if k >= dice.KINDS:
            self._enter(POOL, k)
            self.save()
            return
        have = dice.kind_count(s, k)
        total = dice.count(s)
        if r == ui.MORE and total < dice.MAX_DICE:
            dice.set_kind_count(s, k, have + 1)
        elif r == ui.LESS and have > 0 and total > 1:
            dice.set_kind_count(s, k, have - 1)
        elif r == ui.LESS and have:
            self._say(self.t["pool"], self.t["last_die"])
            return
        else:
            return
        s[dice.CURSOR] = 0
        self._layout(dice.count(s))
        self._enter(POOL, k)
        self.save()

    def _set_result(self, r):
        """The set screen: LEFT/RIGHT change a row's value (the target stays within the kind's faces), A on the
        last row puts that many dice of that kind on the tray with the target; B back, nothing changed."""
        s = self.s
        making = self.making
        row = self.widget.cursor
        if r == ui.BACK:
            self._enter(TRAY)
        elif r == ui.CHOSEN and row == len(making):
            self._make_pool()
            self._enter(TRAY)
            self.save()
        elif r == ui.CHOSEN:
            self.widget.select(row + 1)
        elif r == ui.LESS or r == ui.MORE:
            step = 1 if r == ui.MORE else -1
            if row == _S_COUNT:
                making[_S_COUNT] = 1 + (making[_S_COUNT] - 1 + step) % dice.MAX_DICE
            elif row == _S_KIND:
                making[_S_KIND] = (making[_S_KIND] + step) % dice.KINDS
            elif row == _S_MOD:
                making[_S_MOD] = _wrapped(making[_S_MOD] + step, -dice.MAX_MOD, dice.MAX_MOD)
            elif row == _S_KEEP:
                making[_S_KEEP] = (making[_S_KEEP] + step) % making[_S_COUNT]
            most = dice.highest_face(making[_S_KIND])
            if row == _S_TARGET:
                making[_S_TARGET] = (making[_S_TARGET] + step) % (most + 1)
            elif making[_S_TARGET] > most:
                making[_S_TARGET] = most
            if making[_S_KEEP] >= making[_S_COUNT]:
                making[_S_KEEP] = 0
            self.dirty = True

    def _make_pool(self):
        """The set screen's pool on the tray, not rolled yet."""
        s = self.s
        making = self.making
        dice.set_pool(s, [making[_S_KIND]] * making[_S_COUNT])
        dice.set_target(s, making[_S_TARGET])
        dice.set_modifier(s, making[_S_MOD])
        dice.set_keep(s, making[_S_KEEP])
        self._layout(dice.count(s))

    def _set_value(self, row):
        making = self.making
        if row == _S_COUNT:
            return str(making[_S_COUNT])
        if row == _S_KIND:
            return self.t["d6z"] if making[_S_KIND] == dice.K_D6Z else dice.kind_name(making[_S_KIND])
        if row == _S_TARGET:
            return "%d+" % making[_S_TARGET] if making[_S_TARGET] else self.t["off"]
        if row == _S_MOD:
            return dice.modifier_text(making[_S_MOD]) or "0"
        if row == _S_KEEP:
            return self._keep_text(making[_S_KEEP])
        return None

    def _keep_text(self, n):
        return self.t["keep_high"] % n if n else self.t["keep_all"]

    def _pools_result(self, r):
        """A puts the saved pool on the tray (an empty slot says how to fill it); RIGHT saves the tray's pool
        there, LEFT puts back what that save replaced (a slip for A is likely); B back to the tray."""
        s = self.s
        p = self.widget.cursor
        if r == ui.BACK:
            self._enter(TRAY)
        elif r == ui.CHOSEN and dice.slot_filled(s, p):
            dice.use_pool(s, p)
            s[dice.CURSOR] = 0
            self._layout(dice.count(s))
            self._enter(TRAY)
            self.save()
        elif r == ui.CHOSEN:
            self._say(self.t["pools"], self.t["empty_slot"])
        elif r == ui.MORE:
            at = dice.slot(p)
            self._replaced = (p, bytes(s[at : at + dice.ENTRY_SIZE]))
            dice.save_pool(s, p)
            self._enter(POOLS, p)
            self.save()
        elif r == ui.LESS and self._replaced is not None and self._replaced[0] == p:
            dice.put_slot(s, p, self._replaced[1])
            self._replaced = None
            self._enter(POOLS, p)
            self.save()

    def _check_key(self, k):
        """Dice rolled at the table: RIGHT a pass, LEFT a fail, A takes the last mark back, B to the tray."""
        s = self.s
        if k == B:
            self._enter(TRAY)
            return
        if k == RIGHT or k == LEFT:
            dice.mark(s, k == RIGHT)
            self.check_note = None
        elif k == A:
            was = dice.last_mark(s)
            if not dice.unmark(s):
                return
            self.check_note = self.t["unmarked"] % self.t["pass" if was == dice.MARK_PASS else "fail"]
        else:
            return
        self.save()
        self.dirty = True

    def _target_ok(self, t):
        """A target some die of the pool can show; else a message says the highest face (BQ-7)."""
        s = self.s
        most = max([dice.highest_face(dice.kind(s, i)) for i in range(dice.count(s))])
        if t > most:
            self._say(self.t["target"], self.t["too_high"] % (t, most))
            return False
        return True

    def _say(self, title, text):
        self.message = Message(title, text, self.box.strings.table("yaga.lang.core")["hint_ok"])
        self.dirty = True

    # ---- screens ----------------------------------------------------------------------------------

    def _enter(self, view, cursor=0):
        """Show a screen: build its widget and its cached title texts (cold path: may allocate)."""
        s = self.s
        t = self.t
        if view == PICK and not dice.rolled(s):
            view = TRAY
        s[dice.VIEW] = view
        if s[dice.CURSOR] >= dice.count(s):
            s[dice.CURSOR] = 0
        self.widget = None
        self._note = None
        # the bottom line's hint by screen; with no rolls yet, A has nothing to show
        self._hint = t["hints"][PAST if view == HISTORY and not dice.history_count(s) else view]
        if view == TRAY or view == PICK:
            self._title = dice.summary(s)
            if dice.target(s):
                self._note = "%d+" % dice.target(s)
            self._fit_title(True)
        elif view == PAST:
            off = dice.history_entry(s, self.past)
            self._title = dice.summary(s, off)
            self._note = t["past_note"] % (self.past + 1)
            self._fit_title(False)
        elif view == MENU:
            self.widget = ui.ListMenu(t["menu"], [t[key] for key in _MENU_KEYS], 0, None, self._hint)
        elif view == POOL:
            labels = [dice.kind_name(k) for k in range(dice.KINDS)] + [t["set_rows"][_S_MOD], t["set_rows"][_S_KEEP]]
            labels[dice.K_D6Z] = t["d6z"]
            self.widget = ui.ListMenu(t["pool"], labels, cursor, self._kind_count_text, self._hint)
            self._note = t["count_note"] % (dice.count(s), dice.MAX_DICE)
        elif view == SET:
            kinds = [dice.kind(s, i) for i in range(dice.count(s))]
            if kinds == [kinds[0]] * len(kinds):
                self.making = [len(kinds), kinds[0], dice.target(s), dice.modifier(s), dice.keep(s)]
            rows = list(t["set_rows"])
            self.widget = ui.ListMenu(t["set_pool"], rows, 0, self._set_value, self._hint)
        elif view == POOLS:
            self.widget = ui.ListMenu(t["pools"], self._pool_rows(), cursor, None, self._hint)
        elif view == CHECK:
            self._title = t["check"]
            self._note = "%d+" % dice.target(s) if dice.target(s) else None
            self._check_line = t["check_how"] % dice.target(s) if dice.target(s) else t["no_target"]
        elif view == TARGET:
            self.widget = Picker(
                t["target"], dice.target(s), 0, dice.MAX_TARGET, low_text=t["off"], hint=self._hint
            )
        else:
            self.widget = ui.ListMenu(t["history"], self._history_rows(), 0, self._history_result, self._hint)
        self.dirty = True

    def _fit_title(self, note_gives_way):
        """Every kind of the pool whole in the title bar, never cut inside one ('4d100 2' read as two dice, not
        '2d6z'). When the kinds and the note do not fit together, the tray's note (the target) gives way: the
        result lines show the target then. A pool of more kinds than the bar holds ends at a whole kind with
        '…' (the dice screen lists them all)."""
        note = self._note
        if note is not None and 2 + text_width(self._title) > ui.W - text_width(note) - ui.ADV and note_gives_way:
            self._note = note = None
        right = ui.W - 2 if note is None else ui.W - text_width(note) - ui.ADV  # where title_bar clips
        if 2 + text_width(self._title) <= right:
            return
        kinds = self._title.split(" ")
        while len(kinds) > 1 and 2 + text_width(" ".join(kinds) + " …") > right:
            kinds.pop()
        self._title = " ".join(kinds) + " …"

    def _kind_count_text(self, k):
        if k == _P_MOD:
            return dice.modifier_text(dice.modifier(self.s)) or "0"
        if k == _P_KEEP:
            return self._keep_text(dice.keep(self.s))
        n = dice.kind_count(self.s, k)
        return str(n) if n else ""

    def _pool_rows(self):
        """'1 2d10 8+' per saved pool, or the slot's number and the word for an empty one."""
        s = self.s
        rows = []
        for p in range(dice.SLOTS):
            at = dice.slot(p)
            if not dice.slot_filled(s, p):
                rows.append("%d %s" % (p + 1, self.t["empty"]))
            elif dice.target(s, at):
                rows.append("%d %s %d+" % (p + 1, dice.summary(s, at), dice.target(s, at)))
            else:
                rows.append("%d %s" % (p + 1, dice.summary(s, at)))
        return rows

    def _history_rows(self):
        s = self.s
        return [self._roll_row(dice.history_entry(s, age)) for age in range(dice.history_count(s))]

    def _roll_row(self, off):
        """'25 = 1+1+5+1+3+3+11' when it fits on its row; else the highest faces first and '+…' for the rest,
        '25 = 11+5+3+…', so the row is never cut and the dice that decide a challenge (BQ-7: any one die at the
        target) are the ones shown."""
        s = self.s
        form = self.t["roll_row"]
        # the row's room from x = 2: up to the scroll bar, less its result word (PASS/FAIL) as ui.ListMenu draws it
        room = ui.W - 4 - 2 - 1
        result = self._history_result_at(off)
        if result:
            room -= text_width(result) + ui.ADV - 1
        total = dice.total(s, off)
        mod = dice.modifier_text(dice.modifier(s, off))
        row = form % (total, dice.faces_to_str(s, off) + mod)
        if text_width(row) <= room:
            return row
        n = dice.count(s, off)
        faces = sorted([dice.value(s, i, off) for i in range(n) if dice.is_kept(s, i, off)], reverse=True)
        shown = str(faces[0])
        for v in faces[1:]:
            longer = shown + "+" + str(v)
            if text_width(form % (total, longer + "+…" + mod)) > room:
                break
            shown = longer
        return form % (total, shown + "+…" + mod)

    def _history_result(self, age):
        return self._history_result_at(dice.history_entry(self.s, age))

    def _history_result_at(self, off):
        s = self.s
        if not dice.target(s, off):
            return ""
        return self.t["pass"] if dice.passed(s, off) else self.t["fail"]

    def _layout(self, n):
        """Face size and placement for n dice: up to 4 big, 5-6 in one row, 7-12 in two rows."""
        if n <= 4:
            self._w = self._h = 28
            self._pitch_x = 31
            self._per_row = n
        elif n <= 6:
            self._w = self._h = 20
            self._pitch_x = 21
            self._per_row = n
        else:
            self._w = 20
            self._h = 18
            self._pitch_x = 21
            self._per_row = (n + 1) // 2
        rows = (n + self._per_row - 1) // self._per_row
        self._pitch_y = self._h + 1
        self._top = _DICE_TOP + (_DICE_HEIGHT - rows * self._pitch_y + 1) // 2

    def _place(self, i, n):
        """Top-left corner of die i of n into self.x, self.y (attributes, so placing allocates nothing)."""
        per_row = self._per_row
        row = i // per_row
        in_row = n - row * per_row
        if in_row > per_row:
            in_row = per_row
        self.x = (ui.W - in_row * self._pitch_x + self._pitch_x - self._w) // 2 + (i % per_row) * self._pitch_x
        self.y = self._top + row * self._pitch_y

    def _draw_roll(self, c, off, picking):
        """A roll as it lies (the pool, or a past roll at off), with its results. Allocates nothing."""
        s = self.s
        t = self.t
        c.clear()
        ui.title_bar(c, self._title, self._note)
        n = dice.count(s, off)
        is_rolled = dice.rolled(s, off)
        tumbling = self.animating and off == dice.POOL
        if off != dice.POOL:
            self._layout(n)
        w = self._w
        h = self._h
        for i in range(n):
            self._place(i, n)
            x = self.x
            y = self.y
            k = dice.kind(s, i, off)
            if not is_rolled:
                label_face(c, x, y, w, h, "d%" if k == dice.K_D100 and w < 28 else dice.kind_name(k))
                continue
            moving = tumbling and (self._anim_die < 0 or self._anim_die == i)
            v = self._shown[i] if moving else dice.value(s, i, off)
            if picking:
                solid = i == s[dice.CURSOR]
            else:
                solid = not moving and dice.is_success(s, i, off)
            if k == dice.K_D6:
                d6_face(c, x, y, w, h, v, solid)
            else:
                number_face(c, x, y, w, h, v, solid)
            if not moving and not dice.is_kept(s, i, off):  # dropped by keep-highest: crossed out
                c.line(x, y + h - 1, x + w - 1, y, 0 if solid else 1)
                c.line(x, y, x + w - 1, y + h - 1, 0 if solid else 1)
        if off != dice.POOL:
            self._layout(dice.count(s))
        if not is_rolled:
            if dice.target(s, off) and self._note is None:  # the target, when the title bar had no room for it
                x = c.text(t["target"], 0, LINE1) + ui.ADV
                x = ui.number(c, dice.target(s, off), x, LINE1)
                c.text("+", x, LINE1)
            ui.status_line(c, self._hint, LINE2)
            return
        if tumbling:
            return
        x = c.text(t["sum"], 0, LINE1) + ui.ADV
        mod = dice.modifier(s, off)
        if mod:  # the kept dice, the modifier, then what they make
            x = ui.number(c, dice.kept_total(s, off), x, LINE1)
            if mod > 0:
                x = c.text("+", x, LINE1)
            x = ui.number(c, mod, x, LINE1)
            x = c.text("=", x, LINE1)
        x = ui.number(c, dice.total(s, off), x, LINE1) + 2 * ui.ADV
        high = dice.highest(s, off)
        if x + text_width(t["high"]) + ui.ADV + ui.number_width(high) <= ui.W:  # a long modified sum keeps the line
            x = c.text(t["high"], x, LINE1) + ui.ADV
            ui.number(c, high, x, LINE1)
        if dice.target(s, off) and not picking:
            x = c.text(t["target"], 0, LINE2) + ui.ADV
            x = ui.number(c, dice.target(s, off), x, LINE2)
            x = c.text("+:", x, LINE2) + ui.ADV
            ui.number(c, dice.successes(s, off), x, LINE2)
            ui.right_text(c, t["pass"] if dice.passed(s, off) else t["fail"], ui.W, LINE2)
        else:
            ui.status_line(c, self._hint, LINE2)

    def _draw_check(self, c):
        """The target and what passes it, the last mark (or the word on one taken back), the counts, the keys."""
        s = self.s
        t = self.t
        c.clear()
        ui.title_bar(c, self._title, self._note)
        ui.clipped_text(c, self._check_line, 0, 12, ui.W)
        if self.check_note is not None:
            ui.clipped_text(c, self.check_note, 0, 28, ui.W)
        elif dice.last_mark(s):
            c.center(t["pass"] if dice.last_mark(s) == dice.MARK_PASS else t["fail"], 24, 1, 2)
        x = c.text(t["pass"], 0, LINE1) + ui.ADV
        x = ui.number(c, dice.passes(s), x, LINE1) + 2 * ui.ADV
        x = c.text(t["fail"], x, LINE1) + ui.ADV
        ui.number(c, dice.fails(s), x, LINE1)
        ui.status_line(c, self._hint, LINE2)


def _wrapped(v, low, high):
    """v brought back into low..high round the ends (one past high is low)."""
    return low + (v - low) % (high - low + 1)
