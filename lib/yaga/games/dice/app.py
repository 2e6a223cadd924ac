"""The dice tray screens: any 1-12 dice of any kind, rolled by the DICE button from every screen of the tray.

Each screen is a view on the app's stack (yaga.views), the tray at its bottom and one screen over it (B on a
screen comes back to the tray); the screen's number is kept in the state's VIEW byte, so the tray reopens
where it was left:
  Tray     the dice (big pips for d6, numbers for the rest; dice meeting the target drawn solid, held dice
           clamped by thick bars top and bottom), sum and highest, target line with PASS/FAIL, whose turn it
           is at the title's right when players are named. DICE rolls all but the held dice, A opens the
           menu, the D-pad starts picking dice to hold, B frees the held dice (else leaves the tray).
  Pick     one die drawn solid: the D-pad moves, A holds or frees it, DICE rolls the others, B back.
  Menu     roll all, hold and reroll, choose dice, target, last rolls, check, players, proof of roll,
           link two boxes (linked.py: a roll on either shows on both), set N×dX, pools (UP from the first).
  Pool     one row per die kind: LEFT/RIGHT take away or add a die of that kind (1-12 dice in all), A or B back;
           the pool's last die stays, and says so. Then the modifier and keep-highest rows.
  SetPool  the whole pool at once: how many, which kind, the target (up to the kind's highest face), the
           modifier, keep-highest; A on the last row sets it, DICE sets it and rolls.
  Pools    the saved pools: A puts one on the tray (one press), RIGHT saves the tray's pool in that slot, LEFT
           puts back the pool that save replaced.
  Check    dice rolled at the table: RIGHT marks a pass, LEFT a fail, A takes the last mark back; the target is
           shown (BQ-7: any one die at it passes, seen at a glance), the passes and fails are counted.
  Target   Off or 1-100: a die showing at least this much is a success (Baba Yaga challenges, BQ-7); one above
           every face of the pool is refused with a message.
  History  the last 10 rolls, newest first (UP/DOWN scroll); A shows one of them as it lay, B back.
  Past     that roll as it lay; A or B back to the list.
  Players  up to four named players ('>' whose turn): A their histogram, RIGHT their turn, LEFT renames
           (the name picker; no letters: they leave), A on "Add player" names one more.
  Stats    a player's roll totals as bars, a tick on each at the height the pool's exact odds expect.
  Proof    proof of roll: A starts a session (its commitment shown before any roll), A twice reveals the
           seed and salt, which replay every roll of it (yaga.games.dice.proof).
A message (a refused target, the pool's last die, an empty slot, every die held) is a Note over the screen: A or B closes it.
Every screen shows its keys on the bottom line, but a roll with a target (that line is the target's result).
The title bar names every kind of the pool whole (the target note, or the player's name, gives way to it, the
target shown on the result lines then); a held die's face is in brackets on its last-rolls row ("9 = 5+[4]"); a
last-rolls row too long for its room lists the highest faces first and ends with "+…".
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
from yaga.games.dice import odds, proof
from yaga.games.dice import rules as dice
from yaga.name_picker import NamePicker
from yaga.ticks import next_due, ticks_add, ticks_diff
from yaga.ui import BACK, CHOSEN, LESS, MORE, NOTHING
from yaga.views import Note, Stack, View
from yaga.widgets import Message, Picker, d6_face, label_face, number_face

TRAY = const(0)  # the screens' numbers, kept in the state's VIEW byte (_SCREENS lists their views)
PICK = const(1)
MENU = const(2)
POOL = const(3)
TARGET = const(4)
HISTORY = const(5)
PAST = const(6)
SET = const(7)
POOLS = const(8)
CHECK = const(9)
PLAYERS = const(10)
STATS = const(11)
PROOF = const(12)
LINK = const(13)  # the menu's "Link: two boxes": a lobby over the menu (linked.py), never a saved screen

ANIM_MS = const(600)  # how long the dice tumble
FRAME_MS = const(60)  # a new tumbling face this often

# the menu's rows: roll all first, set N×dX and the saved pools last (two and one presses UP from the first row)
_MENU_KEYS = ("roll_all", "hold_reroll", "pool", "target", "history", "check", "players", "proof", "link",
              "set_pool", "pools")
_MENU_OPENS = bytes((TRAY, PICK, POOL, TARGET, HISTORY, CHECK, PLAYERS, PROOF, LINK, SET, POOLS))  # each row's screen
_S_COUNT = const(0)  # the set screen's rows (their labels: texts "set_rows")
_S_KIND = const(1)
_S_TARGET = const(2)
_S_MOD = const(3)
_S_KEEP = const(4)
_P_MOD = dice.KINDS  # the pool screen's rows after the kinds
_P_KEEP = dice.KINDS + 1

LAYOUT = const(3)  # the record's layout version (yaga.saves): the state as rules.py lays it out
V1_SIZE = const(316)  # the first layout's state
V2_SIZE = const(461)  # the second's: entries gained the modifier and keep, saved pools and marks came
# (entry size, offset of the history's head, of the saved pools, of the history) in layouts 1 and 2: every other
# field lies where today's does, counted from the pool's start or the head
_OLD = {1: (28, 32, 0, 36), 2: (30, 34, 41, 161)}

TEXTS = "yaga.games.dice.texts"  # the tray's string tables (yaga.strings)

_DICE_TOP = const(10)  # the dice area: rows 10..46 between the title bar and the result lines
_DICE_HEIGHT = const(37)
LINE1 = const(48)
LINE2 = const(56)
_BARS_TOP = const(11)  # the histogram's bars: rows 11..46, the axis under them
_BARS_H = const(36)
NAME_LETTERS = const(8)  # a player's name, as the quest names its players


def valid_save(s):
    """A tray state the engine's is_valid accepts, on one of this app's screens (a refused save is set aside,
    yaga.saves); the cursor needs no check, App.open puts one past the pool back on the first die."""
    return dice.is_valid(s) and s[dice.VIEW] <= PROOF


def upgrade(old_layout, payload):
    """Today's state from the payload of an earlier layout: its entries hold no dice (the first one's: no
    modifier, every die kept; no saved pools, no marks); no players, no session. ValueError for a layout this box
    never wrote."""
    if old_layout not in _OLD or len(payload) != (V1_SIZE, V2_SIZE)[old_layout - 1]:
        raise ValueError("no such layout")
    entry, head, slots, hist = _OLD[old_layout]
    s = bytearray(dice.STATE_SIZE)
    s[0 : dice.POOL] = payload[0 : dice.POOL]  # the PRNG
    _upgrade_entry(payload, dice.POOL, entry, s, dice.POOL)
    # head, filled, screen, cursor (and the second layout's passes, fails, last mark): same order
    kept = dice.CURSOR + 1 - dice.HEAD if old_layout == 1 else dice.SLOTS_AT - dice.HEAD
    s[dice.HEAD : dice.HEAD + kept] = payload[head : head + kept]
    for p in range(dice.SLOTS if slots else 0):
        if payload[slots + p * entry]:
            _upgrade_entry(payload, slots + p * entry, entry, s, dice.slot(p))
    for age in range(min(s[dice.FILLED], dice.HISTORY)):
        old = hist + ((payload[head] - age) % dice.HISTORY) * entry
        _upgrade_entry(payload, old, entry, s, dice.history_entry(s, age))
    return s


def _upgrade_entry(payload, old, size, s, at):
    s[at : at + size] = payload[old : old + size]
    if size <= dice.E_MOD:
        s[at + dice.E_MOD] = dice.MAX_MOD


class App(Stack):
    """The tray's state, its views (the Tray at the bottom, one screen over it, a Note over that), the
    animation, and what every screen draws from the state."""

    ID = 1

    def __init__(self, box):
        Stack.__init__(self)
        self.box = box
        self.t = box.strings.table(TEXTS)
        s = box.store.load(dice.STATE_SIZE, valid_save, V1_SIZE, LAYOUT, upgrade)
        if s is None:
            s = dice.new_state(box.new_seed(), (dice.K_D6, dice.K_D6))
        self.s = s
        self._fx = Rng(box.new_seed())  # cosmetic tumbling faces only
        self._shown = bytearray(dice.MAX_DICE)  # faces shown while tumbling
        self.animating = False
        self.unsaved = False  # a roll waits for its first frame, then for its flash write (tick)
        self._anim_end = 0
        self._anim_next = 0
        self.making = [2, dice.K_D6, 0, 0, 0]  # the set screen's count, kind, target, modifier, keep (_S_*)
        self.replaced = None  # (slot, its bytes) before the last save over it, for LEFT to put back
        self.x = self.y = 0  # where _place put the last die
        self.linked = None  # the lobby or the shared tray of two linked boxes (linked.py), loaded only then
        self._layout(dice.count(s))
        self.push(Tray(self))
        self.open(_REOPENS[s[dice.VIEW]])
        self._saved_view = s[dice.VIEW]

    # ---- the shell's calls ------------------------------------------------------------------------

    def key(self, k):
        """DICE rolls from every screen (what the screen holds taken first), not under a message."""
        top = self.top()
        if k == DICE and not isinstance(top, Note):
            if top.settle():
                self.roll()
            stay = True
        else:
            stay = Stack.key(self, k)
        if stay and self.s[dice.VIEW] != self._saved_view:
            self.save()  # a new screen is saved too, so a power cut reopens it (cursor moves are not)
        return stay

    def tick(self, now_ms):
        if self.linked is not None and self.linked.tick(now_ms):  # the cable is read whatever view is on top
            self.dirty = True
        if self.unsaved and not self.dirty:  # the roll's frame is on the glass: now the flash write
            self.save()
        if not self.animating:
            return
        if ticks_diff(now_ms, self._anim_end) >= 0:
            self.animating = False
            self.dirty = True
        elif ticks_diff(now_ms, self._anim_next) >= 0:
            self._tumble()
            self._anim_next = next_due(self._anim_next, now_ms, FRAME_MS)
            self.dirty = True

    def idle_ms(self, now_ms):
        """0 while the dice tumble (a frame every FRAME_MS), a roll waits to be saved or a linked view reads its
        cable, else None: nothing else in the tray moves by itself."""
        return 0 if self.animating or self.unsaved or self.linked is not None else None

    def save(self):
        """The whole state, screen and cursor included (the shell also calls this on leaving and sleep)."""
        self.unsaved = False
        self.box.store.save(self.s)
        self._saved_view = self.s[dice.VIEW]

    # ---- screens ----------------------------------------------------------------------------------

    def open(self, screen, cursor=0):
        """The tray, or one screen over it (cold path: its view is built, may allocate)."""
        if screen == PICK and not dice.rolled(self.s):
            screen = TRAY
        del self.views[1:]
        if screen != TRAY:
            self.push(_SCREENS[screen](self, cursor))
        self.top().on_top()
        self.dirty = True

    def say(self, title, text):
        """A message over the screen until A or B."""
        self.push(Note(Message(title, text, self.box.strings.table("yaga.lang.core")["hint_ok"])))

    def fit_title(self, view, note_gives_way):
        """Every kind of the pool whole in the view's title bar, never cut inside one ('4d100 2' read as two
        dice, not '2d6z'). When the kinds and the note do not fit together, the tray's note (the target) gives
        way: the result lines show the target then. A pool of more kinds than the bar holds ends at a whole
        kind with '…' (the dice screen lists them all)."""
        note = view.note
        if note is not None and 2 + text_width(view.title) > ui.W - text_width(note) - ui.ADV and note_gives_way:
            view.note = note = None
        right = ui.W - 2 if note is None else ui.W - text_width(note) - ui.ADV  # where title_bar clips
        if 2 + text_width(view.title) <= right:
            return
        kinds = view.title.split(" ")
        while len(kinds) > 1 and 2 + text_width(" ".join(kinds) + " …") > right:
            kinds.pop()
        view.title = " ".join(kinds) + " …"

    # ---- actions ----------------------------------------------------------------------------------

    def roll(self):
        """Roll every die not held; back to the tray, save, start tumbling. Every die held: a message says how
        to free one."""
        s = self.s
        if dice.all_held(s):
            self.say(self.t["menu"], self.t["all_held"])
            return
        dice.roll_all(s)
        self.open(TRAY)
        self.show_roll()

    def show_roll(self):
        """The roll just made: tumbling (when the animation is on), and saved by the tick after its first frame,
        never between the press and that frame."""
        self.unsaved = True
        self.dirty = True
        if self.box.settings.dice_anim:
            self.animating = True
            now = self.box.now_ms()
            self._anim_end = ticks_add(now, ANIM_MS)
            self._anim_next = ticks_add(now, FRAME_MS)
            self._tumble()
        else:
            self.animating = False

    def _tumble(self):
        s = self.s
        for i in range(dice.count(s)):
            if not dice.held(s, i):
                k = dice.kind(s, i)
                self._shown[i] = dice.lowest(k) + self._fx.below(dice.sides(k))

    def make_pool(self):
        """The set screen's pool on the tray, not rolled yet."""
        s = self.s
        making = self.making
        dice.set_pool(s, [making[_S_KIND]] * making[_S_COUNT])
        dice.set_target(s, making[_S_TARGET])
        dice.set_modifier(s, making[_S_MOD])
        dice.set_keep(s, making[_S_KEEP])
        self._layout(dice.count(s))

    def take_table(self, table):
        """The other box's tray in place of this one's (a shared tray, linked.py), this box's screen kept; False
        (nothing changed) for bytes a save of them would refuse."""
        s = self.s
        table[dice.VIEW] = s[dice.VIEW]
        table[dice.CURSOR] = 0
        if not valid_save(table):
            return False
        s[:] = table
        self.animating = False
        self._layout(dice.count(s))
        self.save()
        return True

    def open_link(self):
        """The menu's "Link: two boxes": its lobby over the menu, or a message on a box without the jack."""
        if self.box.cable is None:
            self.say(self.t["link"], self.t["no_cable"])
            return
        from yaga.games.dice import linked  # loaded only when a box links: a tray alone keeps no link in RAM

        self.push(linked.Lobby(self))

    def let_go_link(self):
        """The lobby or the shared tray closed: its module and the link's protocol leave RAM."""
        self.linked = None
        self.box.let_go("yaga.games.dice.linked")
        self.box.let_go("yaga.link")

    def target_ok(self, t):
        """A target some die of the pool can show; else a message says the highest face (BQ-7)."""
        s = self.s
        most = max([dice.highest_face(dice.kind(s, i)) for i in range(dice.count(s))])
        if t > most:
            self.say(self.t["target"], self.t["too_high"] % (t, most))
            return False
        return True

    # ---- words the screens show -------------------------------------------------------------------

    def keep_text(self, n):
        return self.t["keep_high"] % n if n else self.t["keep_all"]

    def pool_rows(self):
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

    def history_rows(self):
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

    def history_result(self, age):
        return self._history_result_at(dice.history_entry(self.s, age))

    def _history_result_at(self, off):
        s = self.s
        if not dice.target(s, off):
            return ""
        return self.t["pass"] if dice.passed(s, off) else self.t["fail"]

    # ---- drawing a roll ---------------------------------------------------------------------------

    def _layout(self, n):
        """Face size and placement for n dice: up to 4 big, 5-6 in one row, 7-12 in two rows."""
        if n <= 4:
            self._w = self._h = 28
            self._pitch_x = 31
            self.per_row = n
        elif n <= 6:
            self._w = self._h = 20
            self._pitch_x = 21
            self.per_row = n
        else:
            self._w = 20
            self._h = 18
            self._pitch_x = 21
            self.per_row = (n + 1) // 2
        rows = (n + self.per_row - 1) // self.per_row
        self._pitch_y = self._h + 1
        self._top = _DICE_TOP + (_DICE_HEIGHT - rows * self._pitch_y + 1) // 2

    def _place(self, i, n):
        """Top-left corner of die i of n into self.x, self.y (attributes, so placing allocates nothing)."""
        per_row = self.per_row
        row = i // per_row
        in_row = n - row * per_row
        if in_row > per_row:
            in_row = per_row
        self.x = (ui.W - in_row * self._pitch_x + self._pitch_x - self._w) // 2 + (i % per_row) * self._pitch_x
        self.y = self._top + row * self._pitch_y

    def draw_roll(self, c, view):
        """A roll as it lies (the pool, or a past roll at view.off), with its results. Allocates nothing."""
        s = self.s
        off = view.off
        c.clear()
        ui.title_bar(c, view.title, view.note)
        if off != dice.POOL:
            self._layout(dice.count(s, off))
        self._draw_dice(c, off, view.picking)
        if off != dice.POOL:
            self._layout(dice.count(s))
        if not dice.rolled(s, off):
            if dice.target(s, off) and view.note is None:  # the target, when the title bar had no room for it
                x = c.text(self.t["target"], 0, LINE1) + ui.ADV
                x = ui.number(c, dice.target(s, off), x, LINE1)
                c.text("+", x, LINE1)
            ui.status_line(c, view.hint, LINE2)
        elif not self.animating or off != dice.POOL:
            self._draw_results(c, view)

    def _draw_dice(self, c, off, picking):
        s = self.s
        n = dice.count(s, off)
        is_rolled = dice.rolled(s, off)
        tumbling = self.animating and off == dice.POOL
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
            moving = tumbling and not dice.held(s, i)
            v = self._shown[i] if moving else dice.value(s, i, off)
            if picking:
                solid = i == s[dice.CURSOR]
            else:
                solid = not moving and dice.is_success(s, i, off)
            if k == dice.K_D6:
                d6_face(c, x, y, w, h, v, solid)
            else:
                number_face(c, x, y, w, h, v, solid)
            col = 0 if solid else 1
            if not moving and not dice.is_kept(s, i, off):  # dropped by keep-highest: crossed out
                c.line(x, y + h - 1, x + w - 1, y, col)
                c.line(x, y, x + w - 1, y + h - 1, col)
            if dice.held(s, i, off):  # clamped top and bottom: held out of the roll
                bar = h // 9  # up to the pips' edge: 3 px on a big face, 2 on a small one
                c.fill_rect(x + 1, y + 1, w - 2, bar, col)
                c.fill_rect(x + 1, y + h - 1 - bar, w - 2, bar, col)

    def _draw_results(self, c, view):
        """The sum (the kept dice, the modifier, then what they make) and the highest; the target's result, or
        the keys."""
        s = self.s
        t = self.t
        off = view.off
        x = c.text(t["sum"], 0, LINE1) + ui.ADV
        mod = dice.modifier(s, off)
        if mod:
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
        if dice.target(s, off) and not view.picking:
            x = c.text(t["target"], 0, LINE2) + ui.ADV
            x = ui.number(c, dice.target(s, off), x, LINE2)
            x = c.text("+:", x, LINE2) + ui.ADV
            ui.number(c, dice.successes(s, off), x, LINE2)
            ui.right_text(c, t["pass"] if dice.passed(s, off) else t["fail"], ui.W, LINE2)
        else:
            ui.status_line(c, view.hint, LINE2)


# ---- the views --------------------------------------------------------------------------------------


class Screen(View):
    """One of the tray's screens: on top, its number goes into the state (the tray reopens on it)."""

    screen = TRAY

    def __init__(self, app, cursor=0):
        self.app = app

    def on_top(self):
        s = self.app.s
        s[dice.VIEW] = self.screen
        if s[dice.CURSOR] >= dice.count(s):  # a pool made smaller, or a save's: the picked die is the first
            s[dice.CURSOR] = 0

    def settle(self):
        """Take what the screen holds before DICE rolls (a target, a pool set); False: no roll (refused)."""
        return True


class Tray(Screen):
    """The dice as they lie: DICE rolls all but the held ones, A the menu, the D-pad picks dice to hold, B frees the
    held dice (a slip's undo, and the next player's whole roll), else leaves the tray."""

    picking = False
    off = dice.POOL  # the roll shown: the pool's

    def on_top(self):
        """The title bar's pool and the target, or whose turn it is (cold path: may allocate)."""
        Screen.on_top(self)
        app = self.app
        s = app.s
        held = self.screen == TRAY and dice.held_count(s)
        self.hint = app.t["held_hint"] if held else app.t["hints"][self.screen]
        self.title = dice.summary(s)
        if dice.players(s):
            self.note = dice.name(s, dice.turn(s))
        else:
            self.note = "%d+" % dice.target(s) if dice.target(s) else None
        app.fit_title(self, True)

    def key(self, k):
        app = self.app
        if k == A:
            app.open(MENU)
        elif dice.rolled(app.s) and (k == UP or k == DOWN or k == LEFT or k == RIGHT):
            app.open(PICK)
        elif k == B and dice.free_all(app.s):
            self.on_top()
            app.save()
        else:
            return BACK if k == B else NOTHING
        return NOTHING

    def draw(self, c):
        self.app.draw_roll(c, self)


class Pick(Tray):
    """One die drawn solid: the D-pad moves (UP/DOWN a row), A holds or frees it, DICE rolls the others (App.key),
    B back to the tray with the holds kept."""

    screen = PICK
    picking = True

    def key(self, k):
        app = self.app
        s = app.s
        n = dice.count(s)
        i = s[dice.CURSOR]
        if k == A:
            dice.toggle_hold(s, i)
            app.save()
            return NOTHING
        if k == LEFT:
            i = (i + n - 1) % n
        elif k == RIGHT:
            i = (i + 1) % n
        elif k == UP and i >= app.per_row:
            i -= app.per_row
        elif k == DOWN and i + app.per_row < n:
            i += app.per_row
        s[dice.CURSOR] = i
        return BACK if k == B else NOTHING


class Past(Tray):
    """A roll of the last ones as it lay (`age` 0 the newest): A or B back to the list on its row."""

    screen = PAST

    def __init__(self, app, age):
        self.app = app
        self.age = age
        self.off = dice.history_entry(app.s, age)

    def on_top(self):
        Screen.on_top(self)
        app = self.app
        self.hint = app.t["hints"][PAST]
        self.title = dice.summary(app.s, self.off)
        self.note = app.t["past_note"] % (self.age + 1)
        app.fit_title(self, False)

    def key(self, k):
        if k == A or k == B:
            self.app.open(HISTORY, self.age)
        return NOTHING


class Check(Screen):
    """Dice rolled at the table: RIGHT a pass, LEFT a fail, A takes the last mark back, B to the tray."""

    screen = CHECK

    def __init__(self, app, cursor=0):
        self.app = app
        self.taken_back = None  # the word on the last mark taken back, shown until the next mark
        t = app.t
        target = dice.target(app.s)
        self.title = t["check"]
        self.note = "%d+" % target if target else None
        self.how = t["check_how"] % target if target else t["no_target"]
        self.hint = t["hints"][CHECK]

    def key(self, k):
        app = self.app
        s = app.s
        if k == RIGHT or k == LEFT:
            dice.mark(s, k == RIGHT)
            self.taken_back = None
        elif k == A and dice.last_mark(s):
            word = app.t["pass" if dice.last_mark(s) == dice.MARK_PASS else "fail"]
            dice.unmark(s)
            self.taken_back = app.t["unmarked"] % word
        else:
            return BACK if k == B else NOTHING
        app.save()
        return NOTHING

    def draw(self, c):
        """The target and what passes it, the last mark (or the word on one taken back), the counts, the keys."""
        s = self.app.s
        t = self.app.t
        c.clear()
        ui.title_bar(c, self.title, self.note)
        ui.clipped_text(c, self.how, 0, 12, ui.W)
        if self.taken_back is not None:
            ui.clipped_text(c, self.taken_back, 0, 28, ui.W)
        elif dice.last_mark(s):
            c.center(t["pass"] if dice.last_mark(s) == dice.MARK_PASS else t["fail"], 24, 1, 2)
        x = c.text(t["pass"], 0, LINE1) + ui.ADV
        x = ui.number(c, dice.passes(s), x, LINE1) + 2 * ui.ADV
        x = c.text(t["fail"], x, LINE1) + ui.ADV
        ui.number(c, dice.fails(s), x, LINE1)
        ui.status_line(c, self.hint, LINE2)


class Rows(ui.ListMenu, Screen):
    """A screen of rows (yaga.ui.ListMenu) with the screen's key hint, and a note at the title bar's right."""

    note = None

    def __init__(self, app, title, items, cursor=0, value=None):
        self.app = app
        ui.ListMenu.__init__(self, title, items, cursor, value, app.t["hints"][self.screen])

    def draw(self, c):
        ui.ListMenu.draw(self, c, self.note)


class Menu(Rows):
    """The tray's menu: A on a row rolls or opens its screen, B back to the tray."""

    screen = MENU

    def __init__(self, app, cursor=0):
        Rows.__init__(self, app, app.t["menu"], [app.t[key] for key in _MENU_KEYS])

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        screen = _MENU_OPENS[self.cursor]
        if r == CHOSEN and screen == TRAY:
            self.app.roll()
        elif r == CHOSEN and screen == LINK:
            self.app.open_link()
        elif r == CHOSEN:
            self.app.replaced = None  # the saved pools' LEFT puts back only a save made since they opened
            self.app.open(screen)
        return r


class Pool(Rows):
    """A row per kind (LEFT/RIGHT a die fewer or more, 1-12 in all; the pool's last die stays, and says so),
    then the modifier and keep-highest rows; A or B back to the tray."""

    screen = POOL

    def __init__(self, app, cursor=0):
        t = app.t
        labels = [dice.kind_name(k) for k in range(dice.KINDS)] + [t["set_rows"][_S_MOD], t["set_rows"][_S_KEEP]]
        labels[dice.K_D6Z] = t["d6z"]
        Rows.__init__(self, app, t["pool"], labels, cursor, self.count_text)
        self.note = t["count_note"] % (dice.count(app.s), dice.MAX_DICE)

    def count_text(self, row):
        s = self.app.s
        if row == _P_MOD:
            return dice.modifier_text(dice.modifier(s)) or "0"
        if row == _P_KEEP:
            return self.app.keep_text(dice.keep(s))
        n = dice.kind_count(s, row)
        return str(n) if n else ""

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        if r == CHOSEN:
            return BACK
        if r != LESS and r != MORE:
            return r
        app = self.app
        s = app.s
        row = self.cursor
        step = 1 if r == MORE else -1
        if row == _P_MOD:
            dice.set_modifier(s, _wrapped(dice.modifier(s) + step, -dice.MAX_MOD, dice.MAX_MOD))
        elif row == _P_KEEP:
            dice.set_keep(s, (dice.keep(s) + step) % dice.count(s))
        if row < dice.KINDS:
            have = dice.kind_count(s, row)
            if step > 0 and dice.count(s) < dice.MAX_DICE:
                dice.set_kind_count(s, row, have + 1)
            elif step < 0 and have > 0 and dice.count(s) > 1:
                dice.set_kind_count(s, row, have - 1)
            elif step < 0 and have:
                app.say(app.t["pool"], app.t["last_die"])
                return r
            else:
                return r
            s[dice.CURSOR] = 0
            app._layout(dice.count(s))
        app.open(POOL, row)  # its count and values anew
        app.save()
        return r


class SetPool(Rows):
    """The whole pool at once: LEFT/RIGHT change a row's value (the target stays within the kind's faces), A
    the next row, A on the last puts that many dice of that kind on the tray; B back, nothing changed."""

    screen = SET

    def __init__(self, app, cursor=0):
        s = app.s
        kinds = [dice.kind(s, i) for i in range(dice.count(s))]
        if kinds == [kinds[0]] * len(kinds):  # a pool of one kind is the one to change; else the last one set
            app.making = [len(kinds), kinds[0], dice.target(s), dice.modifier(s), dice.keep(s)]
        Rows.__init__(self, app, app.t["set_pool"], list(app.t["set_rows"]), 0, self.value_text)

    def value_text(self, row):
        app = self.app
        making = app.making
        if row == _S_COUNT:
            return str(making[_S_COUNT])
        if row == _S_KIND:
            return app.t["d6z"] if making[_S_KIND] == dice.K_D6Z else dice.kind_name(making[_S_KIND])
        if row == _S_TARGET:
            return "%d+" % making[_S_TARGET] if making[_S_TARGET] else app.t["off"]
        if row == _S_MOD:
            return dice.modifier_text(making[_S_MOD]) or "0"
        if row == _S_KEEP:
            return app.keep_text(making[_S_KEEP])
        return None

    def settle(self):
        self.app.make_pool()
        return True

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        row = self.cursor
        if r == CHOSEN and row == len(self.app.making):
            self.app.make_pool()
            self.app.open(TRAY)
            self.app.save()
        elif r == CHOSEN:
            self.select(row + 1)
        elif r == LESS or r == MORE:  # the row's value a step on, round its ends
            step = 1 if r == MORE else -1
            making = self.app.making
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
        return r


class Pools(Rows):
    """The saved pools: A puts one on the tray (an empty slot says how to fill it), RIGHT saves the tray's pool
    there, LEFT puts back what that save replaced (a slip for A is likely); B back to the tray."""

    screen = POOLS

    def __init__(self, app, cursor=0):
        Rows.__init__(self, app, app.t["pools"], app.pool_rows(), cursor)

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        app = self.app
        s = app.s
        p = self.cursor
        if r == CHOSEN and dice.slot_filled(s, p):
            dice.use_pool(s, p)
            s[dice.CURSOR] = 0
            app._layout(dice.count(s))
            app.open(TRAY)
        elif r == CHOSEN:
            app.say(app.t["pools"], app.t["empty_slot"])
            return r
        elif r == MORE:
            at = dice.slot(p)
            app.replaced = (p, bytes(s[at : at + dice.ENTRY_SIZE]))
            dice.save_pool(s, p)
            app.open(POOLS, p)
        elif r == LESS and app.replaced is not None and app.replaced[0] == p:
            dice.put_slot(s, p, app.replaced[1])
            app.replaced = None
            app.open(POOLS, p)
        else:
            return r
        app.save()
        return r


class Target(Picker, Screen):
    """Off or 1-100 (BQ-7: a die showing at least this much is a success): A sets it, one above every face of
    the pool is refused with a message; B back, the target unchanged."""

    screen = TARGET

    def __init__(self, app, cursor=0):
        self.app = app
        t = app.t
        Picker.__init__(self, t["target"], dice.target(app.s), 0, dice.MAX_TARGET, low_text=t["off"],
                        hint=t["hints"][TARGET])

    def settle(self):
        if not self.app.target_ok(self.value):
            return False
        dice.set_target(self.app.s, self.value)
        return True

    def key(self, k):
        r = Picker.key(self, k)
        if r == CHOSEN and self.settle():
            self.app.open(TRAY)
            self.app.save()
        return r


class History(Rows):
    """The last rolls, newest first (UP/DOWN scroll), each with its target's result: A shows one as it lay."""

    screen = HISTORY

    def __init__(self, app, cursor=0):
        Rows.__init__(self, app, app.t["history"], app.history_rows(), cursor, app.history_result)
        if not self.items:
            self.hint = app.t["hints"][PAST]  # with no rolls yet, A has nothing to show

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        if r == CHOSEN:
            self.app.open(PAST, self.cursor)
        return r

    def draw(self, c):
        Rows.draw(self, c)
        if not self.items:
            ui.clipped_text(c, self.app.t["no_rolls"], 2, 28, ui.W)


class Players(Rows):
    """The named players, whose turn it is marked '>', each with their whole rolls counted; then 'Add player'.
    A on a player shows their histogram, RIGHT makes it their turn, LEFT renames them (no letters: they leave);
    A on the last row names a new player (the name picker: B cancels)."""

    screen = PLAYERS

    def __init__(self, app, cursor=0):
        s = app.s
        rows = [(">" if p == dice.turn(s) else " ") + dice.name(s, p) for p in range(dice.players(s))]
        if len(rows) < dice.MAX_PLAYERS:
            rows.append(app.t["add_player"])
        Rows.__init__(self, app, app.t["players"], rows, cursor, self.rolls_text)
        self.note = app.t["turn_note"] if dice.turn_chosen(s) and dice.players(s) else None

    def rolls_text(self, row):
        return str(dice.rolls(self.app.s, row)) if row < dice.players(self.app.s) else None

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        app = self.app
        s = app.s
        p = self.cursor
        if p >= dice.players(s):
            if r == CHOSEN:
                app.push(NameEntry(app, -1))
            return r
        if r == CHOSEN:
            app.open(STATS, p)
        elif r == MORE:
            dice.choose_turn(s, p)
            app.open(PLAYERS, p)
            app.save()
        elif r == LESS:
            app.push(NameEntry(app, p))
        return r


class NameEntry(View):
    """The platform's name picker for player p (-1: a new one): OK names them, OK with no letters takes a player
    away, B leaves everything as it was."""

    def __init__(self, app, p):
        self.app = app
        self.p = p
        t = app.t
        old = dice.name(app.s, p) if p >= 0 else ""
        self.picker = NamePicker(t["name_title"], old, NAME_LETTERS, t["ok"])

    def settle(self):
        """DICE while a name is spelled: no roll (it would drop the letters picked)."""
        return False

    def key(self, k):
        r = self.picker.key(k)
        if r != CHOSEN:
            return r
        app = self.app
        s = app.s
        name = self.picker.name
        p = self.p
        if p < 0 and name:
            dice.add_player(s, name)
        elif p >= 0 and name:
            dice.rename_player(s, p, name)
        elif p >= 0:
            dice.remove_player(s, p)
        app.open(PLAYERS, dice.players(s) - 1 if p < 0 else min(p, dice.players(s)))
        app.save()
        return NOTHING

    def draw(self, c):
        self.picker.draw(c)


class Stats(Screen):
    """One player's roll totals as bars over the pool's totals, a tick on each bar at the height the exact odds
    (yaga.games.dice.odds) expect for that many rolls; LEFT/RIGHT the other players, B back to the list on them."""

    screen = STATS

    def __init__(self, app, p):
        self.app = app
        self.hint = app.t["hints"][STATS]
        self.bars = bytearray(dice.BINS)  # pixel heights, made here and on a change of player: draw only reads
        self.ticks = bytearray(dice.BINS)
        self.show(p)

    def show(self, p):
        """Player p's bars and the odds' ticks (cold path: counts, may allocate)."""
        app = self.app
        s = app.s
        self.p = p
        self.title = dice.name(s, p)
        n = dice.rolls(s, p)
        self.note = app.t["rolls_note"] % n
        entry = dice.counted_pool(s)
        at = 0
        if entry is None:
            entry = s
            at = dice.POOL
        kinds, keep, mod = dice.pool_of(entry, at)
        pool = dice.summary(entry, at)
        self.low, high = dice.total_range(kinds, keep, mod)
        self.high = high
        width, self.count = dice.bins(self.low, high)
        self.pitch = min(10, (ui.W - 2) // self.count)
        self.x0 = (ui.W - self.count * self.pitch + 1) // 2
        counts = odds.distribution(kinds, keep)
        self.odds = counts is not None
        # the pool's name (or that no odds are drawn) between the lowest and highest totals, cut at the highest
        self.words = pool if self.odds else app.t["no_odds"]
        self.words_right = ui.W - ui.number_width(high) - ui.ADV
        left = ui.number_width(self.low) + ui.ADV
        self.words_x = max(left, (ui.W - text_width(self.words)) // 2)
        expected = [0] * self.count  # the odds of each bin, in ways out of `ways`
        ways = 1
        if counts is not None:
            low, ways_of = counts
            ways = sum(ways_of)
            for t in range(len(ways_of)):
                expected[(low + mod + t - self.low) // width] += ways_of[t]
        got = [dice.bin_count(s, p, b) for b in range(self.count)]
        # one scale, in ways: the tallest of the rolls and the expectation for n rolls, or the curve alone before any
        top = max(max(got) * ways, n * max(expected)) if n else max(expected) or 1
        for b in range(self.count):
            self.bars[b] = got[b] * ways * _BARS_H // top
            tick = (expected[b] * (n or 1) * _BARS_H + top // 2) // top
            self.ticks[b] = max(tick, 1) if expected[b] else 0

    def key(self, k):
        n = dice.players(self.app.s)
        if k == LEFT or k == RIGHT:
            self.show((self.p + (1 if k == RIGHT else n - 1)) % n)
        elif k == B:
            self.app.open(PLAYERS, self.p)
        return NOTHING

    def draw(self, c):
        c.clear()
        ui.title_bar(c, self.title, self.note)
        bottom = _BARS_TOP + _BARS_H
        w = self.pitch - 1
        for b in range(self.count):
            x = self.x0 + b * self.pitch
            h = self.bars[b]
            if h:
                c.fill_rect(x, bottom - h, w, h, 1)
            y = bottom - self.ticks[b]
            if self.ticks[b]:  # two rows, dark inside a taller bar, so the tick shows either way
                c.hline(x, y, w, 0 if h >= bottom - y else 1)
                c.hline(x, y + 1, w, 0 if h >= bottom - y - 1 else 1)
        c.hline(0, bottom, ui.W, 1)
        ui.number(c, self.low, 0, LINE1)
        ui.number(c, self.high, ui.W - ui.number_width(self.high), LINE1)
        ui.clipped_text(c, self.words, self.words_x, LINE1, self.words_right)
        ui.status_line(c, self.hint, LINE2)


class Proof(Screen):
    """Proof of roll: A starts a session (the PRNG seeded anew, its commitment shown before any roll), A twice ends
    it and reveals the seed and salt (the second press because a reveal cannot be taken back), A after a reveal
    starts the next; B back to the tray."""

    screen = PROOF

    def __init__(self, app, cursor=0):
        self.app = app
        self.armed = False
        self.refresh()

    def refresh(self):
        """The words for the session's state (cold path)."""
        app = self.app
        s = app.s
        t = app.t
        state = dice.proof(s)
        self.title = t["proof"]
        self.note = None
        self.commit = proof.state_commitment(s) if state else ""
        if state == dice.PROOF_OPEN:
            self.lines = ui.wrap(t["proof_open"], ui.W - 2)
            self.hint = t["reveal_again"] if self.armed else t["reveal_hint"]
        elif state == dice.PROOF_REVEALED:
            self.lines = [t["seed"] + " %08x" % dice.session_seed(s), t["salt"] + " " + proof.hex_text(
                dice.session_salt(s))]
            self.hint = t["next_hint"]
        else:
            self.lines = ui.wrap(t["proof_none"], ui.W - 2)
            self.hint = t["hints"][PROOF]
        self.rolls = t["rolls_note"] % dice.session_rolls(s) if state else ""

    def key(self, k):
        app = self.app
        s = app.s
        if k != A:
            self.armed = False
            self.refresh()
            return BACK if k == B else NOTHING
        if dice.proof(s) == dice.PROOF_OPEN and not self.armed:
            self.armed = True
        elif dice.proof(s) == dice.PROOF_OPEN:
            dice.end_session(s, app.box.new_seed())
            self.armed = False
            app.save()
        else:
            salt = bytearray(dice.SALT_SIZE)
            for i in range(0, dice.SALT_SIZE, 4):
                v = app.box.new_seed()
                for j in range(4):
                    salt[i + j] = (v >> (8 * j)) & 0xFF
            dice.begin_session(s, app.box.new_seed(), salt)
            app.save()
        self.refresh()
        return NOTHING

    def draw(self, c):
        c.clear()
        ui.title_bar(c, self.title, self.note)
        y = 11
        if self.commit:
            ui.clipped_text(c, self.app.t["commitment"], 0, y, ui.W)
            c.text(self.commit, 0, y + 9)
            y += 20
        for line in self.lines:
            if y > LINE1 - 1:
                break
            ui.clipped_text(c, line, 0, y, ui.W)
            y += 9
        if self.rolls:
            ui.right_text(c, self.rolls, ui.W, LINE1)
        ui.status_line(c, self.hint, LINE2)


_SCREENS = (Tray, Pick, Menu, Pool, Target, History, Past, SetPool, Pools, Check, Players, Stats, Proof)  # by number
_REOPENS = bytes((TRAY, PICK, MENU, POOL, TARGET, HISTORY, HISTORY, SET, POOLS, CHECK, PLAYERS, PLAYERS, PROOF))


def _wrapped(v, low, high):
    """v brought back into low..high round the ends (one past high is low)."""
    return low + (v - low) % (high - low + 1)
