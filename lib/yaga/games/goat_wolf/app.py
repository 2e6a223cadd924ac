"""Goat and Wolf screens: the whole game on the box, for two players, against the AI, or AI against AI.

Each screen is a view on the app's stack (yaga.views): Setup (who plays which side, AI level, the rules as
written or balanced (GW-36), How to play), Play (the board, dice, messages, choices: the bottom view while there is
a game), GameMenu (back to the game, log, look, new game, How to play; its title names the game's rules), Log (the
last moves), Look (a cursor over every cell: name and effect, and what waits for a piece there), How to play (a
yaga.views.Pages), Stats (the statistics of each rule set), Restart (asked before a new game replaces one).
On the board: DICE rolls for a human; at a choice UP/DOWN pick (the result stands on the board as hollow pieces)
and A takes it; otherwise UP shows the log, the other arrows start Look, A opens the menu, B leaves (saved).
After every action the dice tumble, the moving piece walks its path cell by cell, gliding from centre to centre,
and the effects are told: a frame every _FRAME_MS while it animates (at least 20 a second on the device). What
matters is saved as it changes (a game begun, every action: state + mode + log; the set-up's AI level and rules,
before any game too), in the turn after its frame, so no flash write (~150 ms on the Pico) stands between a press
and what it shows; the set-up cursor's row is bookkeeping, saved by the shell's save() as the app is left or the
box sleeps. Leaving, sleeping or a power cut brings the set-up back with its choices, and the next new game starts
from them. A finished game shows the winner, its board, log and Look stay open, and A gives a rematch by its
rules, the sides swapped against the AI (the message says so).
The rules are all in yaga.games.goat_wolf.rules: this module only asks and draws (pixels: draw; sentences:
messages; the statistics' record: stats).
Nothing blinks and the panel's words are made when the state changes, so a box waiting for a key sends the
display nothing and allocates nothing.
"""

from yaga import strings, ui
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.ui import BACK, CHOSEN, LESS, MORE, NOTHING
from yaga.compat import const
from yaga.engine import CHANCE, TERMINAL
from yaga.rng import Rng
from yaga.crc32 import crc32
from yaga.ticks import next_due, sooner, ticks_add, ticks_diff, until
from yaga.games.goat_wolf import ai, draw, messages, stats
from yaga.games.goat_wolf import board as brd
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf.messages import LOG_N, LOG_W, ROLL_DONE, ROLL_MOVE, ROLL_NONE, ROLL_WOLF
from yaga.games.goat_wolf.rules import (
    A_CCW, A_CW, A_KEEP, AT_BACK, AT_CELL, AT_DIE1, AT_DIE2, AT_PHASE, AT_RNG, AT_TR, AT_TR_N, AT_TURN, AT_TURNS,
    CELL_BASE, NO_DIE, PH_EAR, PH_JUMP, PH_PATH, PH_REROLL, PH_ROLL, PH_WIND,
)
from yaga.views import Pages, Stack, View

TEXTS = "yaga.games.goat_wolf.texts"  # the game's texts: texts_<lang>.py (yaga.strings)
RULES_TEXTS = "yaga.games.goat_wolf.texts_rules"  # How to play's pages, each cell's effect (texts_rules_<lang>.py)
COACH_TEXTS = "yaga.games.goat_wolf.texts_coach"  # the coach's and the review's (texts_coach_<lang>.py), as shown

# who plays: bit 0 = the Goat is the AI, bit 1 = the Wolf is the AI
_M_HUMANS = const(0)
_M_YOU_GOAT = const(2)
_M_YOU_WOLF = const(1)
_M_DEMO = const(3)
M_LINKED = const(4)  # a flag: the game is linked to another box's (linked.py), the other box's side in the AI's bit
_SETUP_GAMES = (_M_HUMANS, _M_YOU_GOAT, _M_YOU_WOLF, _M_DEMO)  # the set-up's first rows, in w["games"] order

_TUMBLE_MS = const(500)
_STEP_MS = const(140)  # from one cell of a walk to the next
_FRAME_MS = const(40)  # a frame of the tumble or of a glide
# The tumbling faces, one a frame, by the frames left (the second die 3 further on): no face twice in a row, and
# none from the app's generator, which is the easy AI's: a device that draws fewer frames than the simulator
# must not make another choice.
_TUMBLE = b"\x02\x05\x00\x03\x01\x04"
_AI_MS = const(600)  # an AI waits this long before acting, so a human can follow
_PAGE_MS = const(1800)
_MARK_CHARS = const(3)  # a piece's marks beside the dice, after a one-letter initial (one fewer after two letters)

# The save (payload), a fixed layout: byte 0 the game's mode (_M_*), byte 1 the set-up (bits 0-1 the AI
# level, bits 2-4 its cursor's row, _SET_SHOWN, _SET_NO_GAME, _SET_BALANCED), byte 2 the log's entry count
# (bits 0-3), the roll the last message tells (bits 4-6, messages.ROLL_*) and _OWN_DICE, then the state
# (gw.STATE_SIZE bytes) and the log (LOG_N entries); then the coach's mode (_COACH_OFF ...), the game's starting
# generator (4 bytes) and its choices of two or more actions (a count, _UNRECORDED when they do not fit or the game
# began before they were kept, then _CHOICES bytes): what the review replays. A save from before the set-up was
# kept has bits 2-7 clear: row 0, its game on the board, and one from before the balanced rules has bit 7 clear: as
# written (the game's own rules are in its state, gw.balanced).
_HEAD = const(3)  # payload bytes before the state: mode, set-up, log count
_LOG_AT = _HEAD + gw.STATE_SIZE  # where the log starts
_COACH_AT = _LOG_AT + LOG_N * LOG_W  # the first layout ended here
_START_AT = _COACH_AT + 1
_COUNT_AT = _START_AT + 4
_CHOICES_AT = _COUNT_AT + 1
_CHOICES = const(100)  # a game's choices kept: games of the AI levels against each other make at most about 35
_UNRECORDED = const(255)
_PAYLOAD = _CHOICES_AT + _CHOICES
LAYOUT = const(2)  # the record's layout version (yaga.saves): the one above; 1 ended at _COACH_AT
_COACH_OFF = const(0)  # the coach (yaga.games.goat_wolf.coach): never, on DICE at a choice, or at every choice
_COACH_ON_REQUEST = const(1)
_COACH_ALWAYS = const(2)
_COACH_MODES = const(3)
_SET_ROW = const(2)  # the set-up row's shift in byte 1
_SET_SHOWN = const(0x20)  # the set-up screen is showing (a power cut there comes back to it)
_SET_NO_GAME = const(0x40)  # no game yet: the state and the log are blank
_SET_BALANCED = const(0x80)  # the next new game plays the balanced rules (GW-36)
_LEVEL_ROW = const(4)  # the set-up's AI level row (the rows above start a game)
_RULE_SET_ROW = const(5)  # the set-up's rules: as written or balanced (GW-36)
_COACH_ROW = const(6)  # the set-up's coach: off, on request, always
_HOW_ROW = const(7)  # the set-up's How to play, the last row the save's 3 bits hold
_LINK_ROW = const(8)  # the set-up's last row: Link: two boxes (linked.py); saved as How to play
_ROLL_SHIFT = const(4)  # the roll told, in the save's byte 2
_OWN_DICE = const(0x80)  # byte 2: the dice on the board were rolled in the turn now being played
_REMATCH_AS = const(8)  # w["coming"]: after the rolls' purposes, the rematch against the AI


def valid_save(payload):
    """Whether a loaded payload (the layout above _PAYLOAD) holds nothing the screens cannot show: the
    mode and the set-up in range and, with a game, the engine's is_valid state and a log whose every entry names a
    piece, dice faces, a cell and an event the words have. A refused save is set aside (yaga.saves)."""
    linked = payload[0] == M_LINKED | _M_YOU_GOAT or payload[0] == M_LINKED | _M_YOU_WOLF
    if len(payload) != _PAYLOAD or payload[0] > _M_DEMO and not linked or payload[1] & 3 > ai.HARD:
        return False
    if payload[_COACH_AT] >= _COACH_MODES:
        return False
    if payload[_COUNT_AT] > _CHOICES and payload[_COUNT_AT] != _UNRECORDED:
        return False
    if payload[1] & _SET_NO_GAME:
        return True
    if payload[2] & 0x0F > LOG_N or not gw.is_valid(payload[_HEAD:_LOG_AT]):
        return False
    for o in range(_LOG_AT, _LOG_AT + (payload[2] & 0x0F) * LOG_W, LOG_W):
        mover, d1, d2, cell, code, arg = payload[o:o + LOG_W]
        if mover > 1 or d1 > 5 and d1 != NO_DIE or d2 > 5 and d2 != NO_DIE or cell >= brd.CELLS:
            return False
        if code and not gw.event_valid(code, arg >> 7, arg & 0x7F):
            return False
    return True


def upgrade(old_layout, payload):
    """Today's payload from the first layout's: the coach on request, the game's choices unrecorded (no review),
    the set-up's How to play row where it went (the coach's row came before it)."""
    if old_layout != 1 or len(payload) != _COACH_AT:
        raise ValueError("no such layout")
    p = bytearray(payload) + bytearray(_PAYLOAD - _COACH_AT)
    if p[1] >> _SET_ROW & 7 == _COACH_ROW:
        p[1] += 1 << _SET_ROW
    p[_COACH_AT] = _COACH_ON_REQUEST
    p[_COUNT_AT] = _UNRECORDED
    return p


def _restore(app, payload):
    """The loaded payload's mode, set-up and (with a game) state and log on the app; its set-up byte."""
    app.mode = payload[0]
    setup = payload[1]
    app.level = setup & 3
    app.setup_row = setup >> _SET_ROW & 7
    app.balanced = setup & _SET_BALANCED != 0
    app.coach = payload[_COACH_AT]
    if not setup & _SET_NO_GAME:
        app.start[:] = payload[_START_AT:_COUNT_AT]
        app.chosen_n = payload[_COUNT_AT]
        app.choices[:] = payload[_CHOICES_AT:]
        app.log_n = payload[2] & 0x0F
        app.told = payload[2] >> _ROLL_SHIFT & 7
        app.own_dice = payload[2] & _OWN_DICE != 0
        app.s = bytearray(payload[_HEAD:_LOG_AT])
        app.log[:] = payload[_LOG_AT:_COACH_AT]
    return setup


def _still(app):
    """The board's panel and animation at rest: nothing shown moving, no message, no choice."""
    app.msg = []  # message lines shown in the panel
    app.msg_first = 0
    app.msg_rest = 0  # the first line of the page a message rests on once it has paged round
    app.paging = False  # a message longer than the panel shows its pages once
    app.page_at = 0
    app.step = 0  # the entries of the last action's trail (the state's bytes) walked so far
    app.settled = True  # False from an action until its tumble and walk are shown and the next choice is ready
    app.mover = gw.GOAT  # whose action is being shown (the panel's title while it is)
    app.shown = [0, 0]  # where the pieces are drawn (behind the engine while animating)
    app.gliding = -1  # the piece gliding to its next cell (centred at glide_x, glide_y), or -1
    app.glide_x = 0
    app.glide_y = 0
    app.glide_from = 0  # the cell it left
    app.faces = [0, 0]
    app.tumble_end = 0
    app.next_at = 0  # the AI's next action, the walk's next cell
    app.frame_at = 0  # the animation's next frame
    app.choice = 0
    app.options = []
    app.preview = None
    app.title = app.hint = app.question = ""  # the panel's words (_panel_texts)
    app.rows = []
    app.odds = None  # the coach's chance for each option, shown as the cursor meets it (_COACH_ALWAYS)
    app.marks = ["", ""]  # what waits for each piece, beside the dice (messages.pending)


def _told(chance, before, kept_move, mover):
    """The roll an action's message tells (messages.ROLL_*), from the phase it was taken in (`before`): a roll
    whose move follows at once, a choice (a path, a jump) that finished the roll's move, else none."""
    told = ROLL_NONE
    if chance and (before == PH_ROLL or before == PH_WIND) or kept_move:
        told = ROLL_MOVE  # a roll (or keeping it): its move follows at once
    elif before == PH_PATH or before == PH_JUMP:
        told = ROLL_DONE
    return told | (ROLL_WOLF if told and mover else 0)


def option_words(answers, s, a):
    """Action a's name at s: a cell's label, else its answer (texts "answers")."""
    if CELL_BASE <= a < CELL_BASE + brd.CELLS:
        return brd.label(a - CELL_BASE)  # the cell's name: the board's preview and LOOK show it
    text = answers[a - A_CCW]
    if a == A_CCW or a == A_CW:  # GW-8: a way round the ring, named by the first cell it leads to
        return text % brd.label(brd.ring_step(s[AT_CELL + gw.WOLF], 1 if a == A_CW else -1))
    return text


class App(Stack):
    """The game's views on the stack (Play at the bottom while there is a game; Setup, GameMenu, Restart, Log, Look,
    Stats, How to play's Pages over it) and what they share: the game, its log, the set-up's choices, the panel."""

    ID = 2

    def __init__(self, box):
        Stack.__init__(self)
        self.box = box
        self.w = strings.load(TEXTS)  # held by the app alone: a review lets it go while it searches (App.review)
        self.choose_hint = self.w["choose_hint"]  # the choice's hint line: how to choose, or the coach's number
        self.coach = _COACH_ON_REQUEST
        self.start = bytearray(4)  # the game's starting generator, and its choices: the review replays them
        self.choices = bytearray(_CHOICES)
        self.chosen_n = 0
        self.rng = Rng(box.new_seed())  # the AI's ties and easy's picks; never the game's dice
        self.mode = _M_YOU_GOAT
        self.level = ai.NORMAL
        self.setup_row = 0  # the set-up cursor's row: the last choice, kept for the next new game
        self.balanced = False  # the set-up's rules for the next new game: as written, or balanced (GW-36)
        self.log = bytearray(LOG_N * LOG_W)
        self.log_n = 0
        self.told = ROLL_NONE  # the last action's roll, as its message tells it (messages.ROLL_*)
        self.own_dice = False  # the dice in the state were rolled in the turn now being played: the panel shows them
        self.s = None
        self.unsaved = False  # something that matters changed: tick saves it once its frame is drawn
        self.ended = None  # a game that has just ended, for the statistics at the next save: stats.record's figures
        self.undo = None  # against the AI: the state, log and roll told before the player's last choice (take back)
        self.linked = None  # a game linked to another box's: linked.Linked, loaded only then
        payload = box.store.load(_PAYLOAD, valid_save, _PAYLOAD, LAYOUT, upgrade)
        setup = 0 if payload is None else _restore(self, payload)
        _still(self)
        if self.s is not None:
            self.step = self.s[AT_TR_N]  # a resumed game does not walk its last action again
            self._open_table()
            self._sync()
            self._tell()  # the last message again: a reopened game says what just happened
            self.push(_linked().resume(self) if self.mode & M_LINKED else Play(self))
        if self.s is None or setup & _SET_SHOWN:
            self.push(Setup(self))

    # ---- the shell's calls (key and draw: the stack's) ----------------------------------------------

    def tick(self, now_ms):
        if self.linked is not None:  # the cable is read whatever view is on top, before a save: its action's frame
            self.linked.tick(now_ms)  # is not held up by the flash write, which then saves the game after it
        if self.unsaved and not self.dirty:  # the change's frame is drawn: now the flash write
            self.save()
        Stack.tick(self, now_ms)

    def idle_ms(self, now_ms):
        """0 while a change waits for its frame to be saved or a linked game reads its cable, else the top view's
        wait (Play's: its animation, a long message's next page, the AI's next action)."""
        if self.unsaved or self.linked is not None:
            return 0
        return Stack.idle_ms(self, now_ms)

    def save(self):
        """The game (if any) and the set-up's choices, in the layout above _PAYLOAD (a game that has just ended
        goes into the statistics first). The shell calls it as the app is left or the box sleeps; tick, after a
        change that matters (_save_soon)."""
        self._count()
        self.unsaved = False
        payload = bytearray(_PAYLOAD)
        payload[0] = self.mode
        setup = self.s is None or any(isinstance(v, Setup) for v in self.views)  # on the set-up or over it
        payload[1] = self.level | min(self.setup_row, _HOW_ROW) << _SET_ROW | (_SET_SHOWN if setup else 0)
        payload[_COACH_AT] = self.coach
        if self.balanced:
            payload[1] |= _SET_BALANCED
        payload[2] = self.log_n | self.told << _ROLL_SHIFT | (_OWN_DICE if self.own_dice else 0)
        if self.s is None:
            payload[1] |= _SET_NO_GAME
        else:
            payload[_HEAD:_LOG_AT] = self.s
            payload[_LOG_AT:_COACH_AT] = self.log
            payload[_START_AT:_COUNT_AT] = self.start
            payload[_COUNT_AT] = self.chosen_n
            payload[_CHOICES_AT:] = self.choices
        self.box.store.save(payload)
        if self.linked is not None:
            self.linked.save()

    def _save_soon(self):
        """A game began, an action was applied, a set-up choice changed: saved by the next tick after its frame."""
        self.unsaved = True
        self.dirty = True

    def rules(self):
        """How to play, paged from its first page over the view that opened it."""
        w = self.w
        self.push(Pages(w["how"], strings.load(RULES_TEXTS)["rules"], w["rules_hint"]))

    # ---- playing ----------------------------------------------------------------------------------

    def _new_game(self, mode, balanced, seed=None):
        """A game in `mode` (_M_*) by the rules as written, or the balanced rules (GW-36) when `balanced`; seed: the
        game's (a linked game's, agreed with the other box), else a new one."""
        self.mode = mode
        self.linked = None
        if not mode & M_LINKED:
            self.let_go_link()
        self.s = gw.new_state(self.box.new_seed() if seed is None else seed, balanced)
        self.start[:] = self.s[AT_RNG:AT_RNG + 4]
        self.chosen_n = 0
        self.log_n = 0
        self.told = ROLL_NONE
        self.own_dice = False
        self.undo = None
        self.msg = []
        self.step = 0
        self._open_table()
        self._sync()
        del self.views[:]  # the new game's board alone: B from it leaves the app
        self.push(Play(self))
        self._save_soon()

    def can_take_back(self):
        """Against the AI, with a choice of the player's made in this game and the game still on."""
        return self.undo is not None and gw.current_player(self.s) != TERMINAL

    def take_back(self):
        """The state from before the player's last choice, with the dice of its roll (no reroll: the dice and
        the dice's generator are in the state), the log and the message as they were then: the choice is asked
        again, its options previewed."""
        u = self.undo
        self.undo = None
        self.s[:] = u[:gw.STATE_SIZE]
        self.log[:] = u[gw.STATE_SIZE:gw.STATE_SIZE + LOG_N * LOG_W]
        self.log_n = u[-3]
        self.chosen_n = u[-2]
        self.told = u[-1] & 0x7F
        self.own_dice = u[-1] & _OWN_DICE != 0
        self.step = self.s[AT_TR_N]  # shown where they stand: nothing walks again
        self._sync()
        self._tell()
        self._save_soon()

    def _count(self):
        """The game that has just ended (self.ended) in the statistics, once."""
        if self.ended is not None:
            stats.record(self, *self.ended)
            self.ended = None

    def _result(self):
        """The finished game's figures for the statistics (stats.record's), or None when the AI played both sides."""
        if self.mode == _M_DEMO or self.mode & M_LINKED:  # no AI played, or not the AI of one side
            return None
        side = None if self.mode == _M_HUMANS else (gw.GOAT if self.mode == _M_YOU_GOAT else gw.WOLF)
        return gw.balanced(self.s), self.level, gw.winner(self.s), side, crc32(self.s)  # counted once by its id

    def _open_table(self):
        """Hard opens its table (on the flash) as a game with the AI begins or resumes; without one on the box
        hard plays as normal."""
        if self.mode and self.level == ai.HARD:
            if ai.table_present(gw.balanced(self.s)):
                ai.open_table(gw.balanced(self.s))
            else:
                self.level = ai.NORMAL  # the set-up's hint said so: a game goes on, it never fails for a file

    def _ai_moves(self, s):
        """True when the side to act (the mover, also at its chance nodes) is played by the AI."""
        return (self.mode >> s[AT_TURN]) & 1 == 1

    def _act(self, a):
        """Apply one action; queue its dice tumble, walk and messages; log and save."""
        s = self.s
        chance = gw.current_player(s) == CHANCE
        mover = s[AT_TURN]
        before = s[AT_PHASE]
        kept_move = before == PH_REROLL and a == A_KEEP and s[AT_BACK] == PH_ROLL  # a move roll kept (GW-18)
        if len(self.options) > 1 and (self.mode == _M_YOU_GOAT or self.mode == _M_YOU_WOLF):  # a real choice
            told = self.told | (_OWN_DICE if self.own_dice else 0)
            self.undo = bytes(s) + bytes(self.log) + bytes((self.log_n, self.chosen_n, told))  # dice as rolled
        if not chance:
            self._note_choice(s, a)
        turns = s[AT_TURNS + 1]  # the turns begun (its low byte): a turn ended or not
        gw.apply_action(s, a)
        # the dice shown under a piece's name are its own roll of this turn, never the other side's last one: the
        # mover's while it walks, after that only while its turn goes on
        own = chance or self.own_dice
        self._show_dice(own)
        self.own_dice = own and s[AT_TURNS + 1] == turns
        self.told = _told(chance, before, kept_move, mover)
        self.log_n = messages.log_add(self.log, self.log_n, s, mover, chance, before)
        self._tell()
        if gw.current_player(s) == TERMINAL:
            self.ended = self._result()  # written with the game's save, after its frame
        self.step = 0
        self.settled = False
        now = self.box.now_ms()
        if chance and self.box.settings.dice_anim:
            self.tumble_end = ticks_add(now, _TUMBLE_MS)
        else:
            self.tumble_end = now
        self.next_at = now
        self.frame_at = now
        self.options = []
        self.preview = None
        self.mover = mover
        self._panel_texts()
        self._save_soon()

    def _note_choice(self, s, a):
        """A choice of two or more actions kept for the review (the rolls replay from the starting generator)."""
        n = self.chosen_n
        if n == _UNRECORDED or len(gw.legal_actions(s)) < 2:
            return
        if n == _CHOICES:
            self.chosen_n = _UNRECORDED  # a game this long is not reviewed
            return
        self.choices[n] = a
        self.chosen_n = n + 1

    def review(self):
        """The review over the game menu. The game's words leave RAM first (the app holds the one reference; the
        review keeps the few it shows) and come back as the board shows again (Play.on_top): the review's modules
        and search did not fit beside them in the Pico-sized test heaps (tests/test_playthrough.py)."""
        w = self.w
        words = (w["review"], w["rules_hint"], w["pieces"], w["answers"])
        self.w = w = None  # the local too: the import below already has their room
        from yaga.games.goat_wolf.coach_views import Reviewing  # loaded only when asked for: the heap

        self.replace(Reviewing(self, words))

    def let_go_coach(self):
        """The coach's screens and the review leave RAM once closed; the odds' module stays while the coach shows
        them at every choice."""
        for name in ("coach_views", "review") if self.coach == _COACH_ALWAYS else ("coach_views", "review", "coach"):
            self.box.let_go("yaga.games.goat_wolf." + name)

    def let_go_link(self):
        """With no linked game, the linked game's module and the link's protocol leave RAM (the lobby closed, a
        game on this box alone began)."""
        if self.linked is None:
            self.box.let_go("yaga.games.goat_wolf.linked")
            self.box.let_go("yaga.link")

    def replayable(self):
        """Whether the game's choices are all kept (review.Review replays them)."""
        return self.chosen_n != _UNRECORDED

    def coach_odds(self):
        """The chance of the side choosing after each option (coach.chances), or None without the table."""
        from yaga.games.goat_wolf import coach  # loaded only while the coach is used: the heap

        return coach.chances(self.s, self.options) if ai.table_present(gw.balanced(self.s)) else None

    def _sync(self):
        """Show the engine's positions and get the next choice ready (after animating or loading)."""
        s = self.s
        self.shown[0] = s[AT_CELL + gw.GOAT]
        self.shown[1] = s[AT_CELL + gw.WOLF]
        self._show_dice(self.own_dice)
        self.options = []
        self.preview = None
        self.choice = 0
        self.gliding = -1
        self.settled = True
        self.odds = None
        if gw.current_player(s) >= 0 and not self._ai_moves(s):  # the AI finds its own (yaga.games.goat_wolf.ai)
            self.options = gw.legal_actions(s)
            if self.coach == _COACH_ALWAYS and len(self.options) > 1:
                self.odds = self.coach_odds()
            self._make_preview()
        self._panel_texts()
        self.next_at = ticks_add(self.box.now_ms(), _AI_MS)
        self.dirty = True

    def _show_dice(self, own):
        """The state's dice on the panel when they are the titled side's own roll (`own`), else none."""
        self.faces[0] = self.s[AT_DIE1] if own else NO_DIE
        self.faces[1] = self.s[AT_DIE2] if own else NO_DIE

    def _make_preview(self):
        t = bytearray(self.s)
        gw.apply_action(t, self.options[self.choice])
        self.preview = (t[AT_CELL + gw.GOAT], t[AT_CELL + gw.WOLF])
        w = self.w
        if self.odds is not None:
            from yaga.games.goat_wolf.coach import percent  # loaded with the odds

            self.choose_hint = w["coach_odds"] % percent(self.odds[self.choice])
        else:
            self.choose_hint = w["choose_hint" if self.coach == _COACH_OFF or len(self.options) < 2 else "coach_hint"]
        self.dirty = True

    def _animating(self):
        """True from an action until _sync has shown its outcome and got the next choice ready: a roll that
        moves nothing (the Wolf's roll before its path choice) still ends in _sync, so the choice appears."""
        return not self.settled

    def _animate(self, now):
        """The dice tumble (a face a frame) until tumble_end, then the walk: each cell of the trail is reached
        _STEP_MS after the one before (the first at once, as the walk always was), its piece gliding there from
        where it stands; a frame every _FRAME_MS meanwhile."""
        s = self.s
        left = ticks_diff(self.tumble_end, now)
        if left > 0:
            if ticks_diff(now, self.frame_at) >= 0:
                k = left // _FRAME_MS
                self.faces[0] = _TUMBLE[k % 6]
                self.faces[1] = NO_DIE if s[AT_DIE2] == NO_DIE else _TUMBLE[(k + 3) % 6]
                self.frame_at = next_due(self.frame_at, now, _FRAME_MS)
                self.dirty = True
            return
        if self.faces[0] != NO_DIE:  # the mover's own dice (set as it acted), after the tumble's faces
            self._show_dice(True)
        if ticks_diff(now, self.next_at) >= 0:
            self._reach(now)
        elif self.gliding >= 0 and ticks_diff(now, self.frame_at) >= 0:
            self._glide(_STEP_MS - ticks_diff(self.next_at, now))
            self.frame_at = next_due(self.frame_at, now, _FRAME_MS)

    def _reach(self, now):
        """The walk's next cell reached (a beep); the glide to the one after begins (a step along a ring or a
        link, or a piece placed, pushed or jumping: GW's teleports fly the same straight line), or the walk ends
        (_sync)."""
        s = self.s
        n = s[AT_TR_N]
        self.gliding = -1
        if self.step < n:
            v = s[AT_TR + self.step]  # cell + 64 * piece (+ TELEPORT)
            self.step += 1
            piece = v >> 6 & 1
            self.shown[piece] = v & 0x3F
            self.next_at = ticks_add(now, _STEP_MS)
            self.frame_at = ticks_add(now, _FRAME_MS)
            self.box.beep(1200 if piece == gw.GOAT else 600, 5)
            self.dirty = True
            if self.step < n:
                self.gliding = s[AT_TR + self.step] >> 6 & 1
                self.glide_from = self.shown[self.gliding]
                self._glide(0)
        if self.step == n:
            self._sync()

    def _glide(self, ms):
        """The gliding piece ms into its step: on the straight line from the cell it left to its next one (along
        a ring, a chord between neighbours; a link's own line)."""
        a = self.glide_from
        b = self.s[AT_TR + self.step] & 0x3F
        self.glide_x = draw.XS[a] + (draw.XS[b] - draw.XS[a]) * ms // _STEP_MS
        self.glide_y = draw.YS[a] + (draw.YS[b] - draw.YS[a]) * ms // _STEP_MS
        self.dirty = True

    def _finish_animation(self):
        self.step = self.s[AT_TR_N]
        self.tumble_end = self.box.now_ms()
        self._sync()

    # ---- the panel --------------------------------------------------------------------------------

    def _tell(self):
        """The last action's message in the panel's lines, paged once round when longer than the panel."""
        text = messages.message(self.w, self.s, self.told)
        coming = messages.coming(self.w, self.s)  # what comes next: the message rests on it once paged round
        if gw.current_player(self.s) == TERMINAL and (self.mode == _M_YOU_GOAT or self.mode == _M_YOU_WOLF):
            coming = self.w["coming"][_REMATCH_AS] % self.w["pieces"][self.mode == _M_YOU_GOAT]  # the sides swap
        if gw.current_player(self.s) == TERMINAL and self.mode != _M_DEMO:  # where the review is, told once
            text = "%s %s" % (text, strings.load(COACH_TEXTS)["over_menu"])
        self.msg = ui.wrap(text, draw.TEXT_W) if text else []
        self.msg_rest = len(self.msg) if coming else 0
        if coming:
            self.msg += ui.wrap(coming, draw.TEXT_W)
        self.msg_first = 0
        self.paging = len(self.msg) > draw.MSG_ROWS
        self.page_at = ticks_add(self.box.now_ms(), _PAGE_MS)

    def option_text(self, s, a):
        return option_words(self.w["answers"], s, a)

    def _panel_texts(self):
        """The panel's words for the current state, made when it changes so a frame allocates nothing."""
        s = self.s
        w = self.w
        p = gw.current_player(s)
        if p == TERMINAL and self.settled:
            self.title = w["pieces"][gw.winner(s)]
            self.hint = w["rematch"]
        else:
            side = s[AT_TURN] if self.settled else self.mover  # while a move is shown: whose move it is
            self.title = w["pieces"][side]
            if (self.mode >> side) & 1:
                self.title = "%s %s" % (self.title, w["ai"])
            self.hint = w["ai_hint"] if self._ai_moves(s) else (w["roll_hint"] if p == CHANCE else "")
        self.rows = [self.option_text(s, a) for a in self.options]
        for piece in (gw.GOAT, gw.WOLF):
            marks = "".join(m for m, _, _ in messages.pending(s, piece))
            initial = w["initials"][piece]
            self.marks[piece] = initial + marks[:_MARK_CHARS + 1 - len(initial)] if marks else ""
        self.question = w["questions"][s[AT_PHASE] - PH_EAR] if p >= 0 else ""
        if self.linked is not None:
            self.linked.panel()


def _linked():
    """The linked game's module (two boxes), loaded only when a box links (App.let_go_link lets it go)."""
    from yaga.games.goat_wolf import linked

    return linked


# ---- the views ----------------------------------------------------------------------------------------


def _scroll_as_opened(menu):
    """A list shown again as if just opened on its cursor's row (its scroll from the top)."""
    menu.first = 0
    menu.select(menu.cursor)


class Play(View):
    """The board, the dice and the panel (yaga.games.goat_wolf.draw.play); the keys in the module's docstring."""

    def __init__(self, app):
        self.app = app

    def key(self, k):
        app = self.app
        s = app.s
        if app._animating():
            app._finish_animation()
            return NOTHING
        if k == B:
            return BACK  # the board is the bottom view: the app is left, and the shell saves it
        p = gw.current_player(s)
        human = not app._ai_moves(s)
        if p == TERMINAL:  # the board, the log and Look stay open; A is the rematch its message announces
            if k == A:
                if app.mode == _M_YOU_GOAT or app.mode == _M_YOU_WOLF:
                    app.mode ^= 3  # the rematch swaps sides
                app._new_game(app.mode, gw.balanced(s))  # and keeps the rules
                return NOTHING
            if k == DICE:
                app.push(GameMenu(app))  # the game-over menu: the review, the statistics
        elif human and p != CHANCE and app.options:
            if k == UP or k == DOWN:
                n = len(app.options)
                app.choice = (app.choice + (1 if k == DOWN else n - 1)) % n
                app._make_preview()
            elif k == A:
                app._act(app.options[app.choice])
            elif k == DICE and app.coach != _COACH_OFF and len(app.options) > 1:
                from yaga.games.goat_wolf.coach_views import Coach  # loaded only when asked for: the heap

                app.push(Coach(app))
            return NOTHING
        elif k == DICE and human and p == CHANCE:
            app._act(gw.sample_chance(s))
        elif k == A:
            app.push(GameMenu(app))
        if k == UP:
            app.push(Log(app))  # the last moves, one button away
        elif k == DOWN or k == LEFT or k == RIGHT:
            app.push(Look(app))
        return NOTHING

    def tick(self, now_ms):
        """The action's animation; a long message paging once round; the AI's action when it is due."""
        app = self.app
        if app._animating():
            app._animate(now_ms)
            return False
        if app.paging and ticks_diff(now_ms, app.page_at) >= 0:  # a long message pages once round, then rests
            app.msg_first += draw.MSG_ROWS
            if app.msg_first >= len(app.msg):
                app.msg_first = app.msg_rest
                app.paging = False
            app.page_at = ticks_add(now_ms, _PAGE_MS)
            app.dirty = True
        s = app.s
        if not self._ai_to_act() or ticks_diff(now_ms, app.next_at) < 0:
            return False
        app._act(gw.sample_chance(s) if gw.current_player(s) == CHANCE else ai.choose(s, app.level, app.rng))
        return False

    def idle_ms(self, now_ms):
        """0 while an action animates, else the ms to the long message's next page or the AI's next action, or None
        when neither comes (a person to act, the game over)."""
        app = self.app
        if app._animating():
            return 0
        wait = until(now_ms, app.page_at) if app.paging else None
        return sooner(wait, until(now_ms, app.next_at)) if self._ai_to_act() else wait

    def _ai_to_act(self):
        """Whether the AI acts next on this box: the game on, the side to act its own (not the other box's)."""
        app = self.app
        return gw.current_player(app.s) != TERMINAL and app._ai_moves(app.s) and not app.linked

    def draw(self, c):
        app = self.app
        animating = app._animating()
        draw.play(c, app, app.rows and not app._ai_moves(app.s) and not animating, animating)

    def on_top(self):
        app = self.app
        app.let_go_coach()  # the odds or the review over the board have closed
        if app.w is None:  # back from a review (App.review)
            app.w = strings.load(TEXTS)
        app._panel_texts()  # the set-up and the menu borrowed the hint line


class Setup(ui.ListMenu, View):
    """Who plays which side (the first rows start a game), the AI level, the rules (GW-36), How to play. A changed
    AI level or rule set is saved (a power cut on the set-up comes back to it with them); a cursor move is not, it
    is kept for the next new game and saved as the app is left. B goes back to the game, or leaves without one."""

    def __init__(self, app):
        self.app = app
        w = app.w
        rows = list(w["games"]) + [w["ai_level"], w["rule_set"], w["coach"], w["how"], w["link"]]
        ui.ListMenu.__init__(self, w["new_game"], rows, app.setup_row, self.value_of, "")
        self.explain()

    def value_of(self, row):
        """A row's value, right-aligned: the AI level, the rules; the other rows have none."""
        if row == _LEVEL_ROW:
            return self.app.w["levels"][self.app.level]
        if row == _RULE_SET_ROW:
            return self.app.w["rule_sets"][self.app.balanced]
        if row == _COACH_ROW:
            return self.app.w["coach_modes"][self.app.coach]
        return None

    def explain(self):
        """The bottom line: on the AI level's row what the level means, on the rules' row what they mean, else A
        starts, LEFT/RIGHT the level."""
        app = self.app
        w = app.w
        row = self.cursor
        if row == _LEVEL_ROW and app.level == ai.HARD and not ai.table_present(app.balanced):
            self.hint = w["hard_without_tables"]
        elif row == _LEVEL_ROW:
            self.hint = w["level_means"][app.level]
        elif row == _RULE_SET_ROW:
            self.hint = w["rule_sets_means"][app.balanced]
        elif row == _COACH_ROW:
            self.hint = w["coach_means"][app.coach]
        elif row == _LINK_ROW:
            self.hint = w["link_hint" if app.box.cable is not None else "no_cable"]
        elif row < _LEVEL_ROW and _SETUP_GAMES[row] == _M_YOU_GOAT and not app.balanced:
            self.hint = w["goat_tip"]  # GW-36: as written, the AI's Wolf wins nearly every game
        else:
            self.hint = w["setup_hint"]

    def key(self, k):
        app = self.app
        r = ui.ListMenu.key(self, k)
        i = app.setup_row = self.cursor
        changes = r == LESS or r == MORE or r == CHOSEN
        if r == BACK:
            if app.s is not None:
                app._save_soon()  # as entering the set-up was: a power cut comes back to the board
            return BACK
        if i == _LEVEL_ROW and changes:
            app.level = (app.level + (2 if r == LESS else 1)) % 3
            app._save_soon()
        elif i == _RULE_SET_ROW and changes:
            app.balanced = not app.balanced  # two choices: LEFT, RIGHT and A each give the other
            app._save_soon()
        elif i == _COACH_ROW and changes:
            app.coach = (app.coach + (_COACH_MODES - 1 if r == LESS else 1)) % _COACH_MODES
            app._save_soon()
        elif i == _HOW_ROW and r == CHOSEN:
            app.rules()
            return NOTHING
        elif i == _LINK_ROW:
            if r == CHOSEN and app.box.cable is not None:
                app.push(_linked().Lobby(app))
                return NOTHING
        elif r == CHOSEN and app.s is not None and gw.current_player(app.s) != TERMINAL:
            app.push(Restart(app))  # a game in progress is only replaced when the player says so
            return NOTHING
        elif r == CHOSEN:
            app._new_game(_SETUP_GAMES[i], app.balanced)
            return NOTHING
        self.explain()
        return NOTHING

    def on_top(self):
        _scroll_as_opened(self)
        self.app.let_go_link()  # back from the lobby without a linked game


class Restart(ui.ListMenu, View):
    """Asked before a new game replaces the one in progress: back to it (the first answer) or the new game."""

    def __init__(self, app):
        self.app = app
        ui.ListMenu.__init__(self, app.w["new_game"], [app.w["resume"], app.w["new_game"]])

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        if r == CHOSEN and self.cursor == 1:
            self.app._new_game(_SETUP_GAMES[self.app.setup_row], self.app.balanced)
        return BACK if r == CHOSEN else r  # the set-up again, unless the new game replaced it all


# the game menu's rows, by the texts that name them: Take back only while there is one, Review once a game with
# a person playing is over
_MENU_ROWS = ("resume", "log", "look", "new_game", "how", "take_back", "stats")
_MENU_ROWS_NO_TAKE_BACK = ("resume", "log", "look", "new_game", "how", "stats")
_MENU_ROWS_OVER = ("resume", "log", "look", "new_game", "how", "review", "stats")


class GameMenu(ui.ListMenu, View):
    """Back to the game, the log, Look, a new game (the set-up), How to play, Take back or Review, the statistics;
    the game's rules beside the title."""

    def __init__(self, app):
        self.app = app
        w = app.w
        self.opens = _MENU_ROWS if app.can_take_back() else _MENU_ROWS_NO_TAKE_BACK
        if gw.current_player(app.s) == TERMINAL and app.mode != _M_DEMO:
            self.opens = _MENU_ROWS_OVER
        ui.ListMenu.__init__(self, w["menu"], [w[row] for row in self.opens])

    def key(self, k):
        app = self.app
        r = ui.ListMenu.key(self, k)
        row = self.opens[self.cursor] if r == CHOSEN else None
        if row == "resume":
            return BACK
        if row == "take_back":
            app.pop()
            app.take_back()
        elif row == "how":
            app.rules()
        elif row == "stats":
            app.push(Stats(app))
        elif row == "review":
            app.review()
        elif row == "log":
            app.replace(Log(app))
        elif row == "look":
            app.replace(Look(app))
        elif row == "new_game":
            app.replace(Setup(app))
            app._save_soon()  # a power cut on the set-up comes back to it
        return r

    def draw(self, c):
        ui.ListMenu.draw(self, c, self.app.w["rule_sets"][gw.balanced(self.app.s)])

    def on_top(self):
        _scroll_as_opened(self)


class Log(ui.ListMenu, View):
    """The last moves, newest first (messages.log_lines); A or B goes back to the board."""

    def __init__(self, app):
        self.app = app
        ui.ListMenu.__init__(self, app.w["log"], messages.log_lines(app.w, app.log, app.log_n))

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        return BACK if r == CHOSEN or k == A else r  # A also leaves "No moves yet." (an empty list chooses nothing)

    def draw(self, c):
        ui.ListMenu.draw(self, c)
        if not self.app.log_n:
            c.text(self.app.w["no_log"], 2, 28)


class Look(View):
    """A cursor over every cell (from the Goat's): its name and effect, and what waits for a piece there. LEFT/RIGHT
    go round a ring, UP/DOWN from ring to ring; A shows the text's next page, then goes back like B."""

    def __init__(self, app):
        self.app = app
        self.effects = strings.load(RULES_TEXTS)["effects"]  # only these stay while Look shows, not the pages
        self.at(app.s[AT_CELL + gw.GOAT])

    def at(self, cell):
        """The cursor on a cell, its rows word-wrapped once (messages.look_rows); A drops a page of them."""
        self.cell = cell
        self.rows = messages.look_rows(self.app.w, self.effects, self.app.s, cell, draw.TEXT_W)

    def key(self, k):
        cell = self.cell
        ring = brd.ring_of(cell)
        if k == LEFT or k == RIGHT:
            if ring != brd.CENTRE:
                cell = brd.ring_step(cell, 1 if k == RIGHT else -1)
        elif k == UP or k == DOWN:
            ring = (ring + (1 if k == DOWN else 3)) % 4  # outer -> middle -> inner -> centre
            cell = (brd.O1, brd.M1, brd.I1, brd.C)[ring]
        elif k == A and len(self.rows) > 3 + draw.LOOK_ROWS:
            del self.rows[3:3 + draw.LOOK_ROWS]  # A: the text's next page
            return NOTHING
        elif k == B or k == A:
            return BACK
        self.at(cell)
        return NOTHING

    def draw(self, c):
        draw.look(c, self.app.shown, self.cell, self.rows)


class Stats(View):
    """The statistics of each rule set (stats), the game's rules first; LEFT/RIGHT the other's, B back to the
    menu. Once a game of the rule set was reviewed, the bottom line gives the share of the best winning chance
    the player's choices kept instead of the keys. (The reset is in the box's Settings.)"""

    def __init__(self, app):
        self.app = app
        self.rec = stats.load(app)
        self.show(gw.balanced(app.s))  # GW-36: the figures of the rules the game plays

    def show(self, balanced):
        self.balanced = balanced
        kept = stats.kept(self.rec, balanced)
        self.bottom = self.app.w["stats_hint"] if kept is None else strings.load(COACH_TEXTS)["stats_kept"] % kept

    def key(self, k):
        if k == LEFT or k == RIGHT:
            self.show(not self.balanced)
        return View.key(self, k)

    def draw(self, c):
        draw.stats(c, self.app.w, self.rec, self.balanced, self.bottom)

