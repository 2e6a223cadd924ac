"""Goat and Wolf screens: the whole game on the box, for two players, against the AI, or AI against AI.

Views: SETUP (who plays which side, AI level, the rules as written or balanced (GW-36), How to play), PLAY (the
board, dice, messages, choices), MENU (back to the game, log, look, new game, How to play; its title names the
game's rules), LOG (the last moves), LOOK (a cursor over every cell: name and effect, and what waits for a piece
there), RULES (How to play, paged), STATS (the statistics of each rule set).
In PLAY: DICE rolls for a human; at a choice UP/DOWN pick (the result stands on the board as hollow
pieces) and A takes it; otherwise UP shows the log, the other arrows start LOOK, A opens the menu, B leaves (saved).
After every action the dice tumble, the moving piece walks its path cell by cell and the effects are
told. Every action is saved (state + mode + log), and so is every set-up choice (its row, the AI level and the
rules, before any game too): leaving, sleeping or a power cut brings the set-up back as it was, and the next new
game starts from it. A finished game shows the winner and A gives a rematch with sides swapped, by its rules.
The rules are all in yaga.games.goat_wolf.rules: this module only asks and draws.
Nothing blinks and the panel's words are made when the state changes, so a box waiting for a key sends the
display nothing and allocates nothing.
"""

import sys

from yaga import ui
from yaga.games.goat_wolf import draw
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP, ticks_diff
from yaga.compat import const
from yaga.rng import Rng
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf import board as brd
from yaga.words import Words

# yaga.engine's CHANCE and TERMINAL, folded: no RAM
_CHANCE = const(-1)
_TERMINAL = const(-2)

# goat_wolf_board's cell count (there as _CELLS), folded: no RAM
_CELLS = const(37)

# the engine's constants this module reads (yaga.games.goat_wolf.rules, there as _NAME), folded: no RAM
_AT_CELL = const(6)
_AT_DIE1 = const(21)
_AT_DIE2 = const(22)
_AT_EV_N = const(28)
_AT_EV = const(29)
_AT_TR_N = const(53)
_AT_TR = const(54)
_AT_FLAGS = const(8)
_AT_BACK = const(20)
_AT_MOD = const(10)
_AT_REROLL = const(12)
_AT_LAKE = const(14)
_AT_LAKE_LEFT = const(15)
_AT_PHASE = const(4)
_AT_TURN = const(5)
_AT_WINNER = const(16)
_A_CCW = const(90)
_A_KEEP = const(97)
_CELL_BASE = const(48)
_EV_BLACK_LAKE = const(28)
_EV_BONE = const(7)
_EV_BULLS_FAIL = const(27)
_EV_DIRECTION = const(43)
_EV_EAR_SHIFT = const(10)
_EV_EXTRA = const(8)
_EV_MOVE = const(45)
_EV_OWL = const(13)
_EV_PUSH = const(19)
_EV_RED_LAKE = const(29)
_EV_SENT_BACK = const(35)
_EV_SOUL_SAVED = const(32)
_EV_SOUL_STUCK = const(33)
_EV_STUMP_PLUS = const(14)
_EV_STUMP_SHIELD = const(15)
_F_MISS = const(0)
_F_EAR = const(2)
_F_SOUL = const(4)
_F_SISTERS = const(5)
_F_REVERSED = const(6)
_F_SHIELD = const(7)
_NO_DIE = const(255)
_PH_ROLL = const(0)
_PH_WIND = const(3)
_PH_EAR = const(4)
_PH_REROLL = const(7)
_PH_JUMP = const(8)
_PH_PATH = const(9)
_EV_SECRET_PATH = const(39)
_EV_SECOND_WIND = const(41)
_STATE_BYTES = const(86)  # gw.STATE_SIZE, folded (tests/test_goat_wolf_session.py checks it)

_NORMAL = const(1)  # AI levels of yaga.games.goat_wolf.ai: easy 0, normal 1, hard 2
_HARD = const(2)

_SETUP = const(0)
_PLAY = const(1)
_MENU = const(2)
_LOG = const(3)
_LOOK = const(4)
_RULES = const(5)  # How to play: pages of the rules, from the game menu or the set-up
_STATS = const(6)  # the statistics (per rule set), from the game menu
_PAGES = "yaga.games.goat_wolf.pages"  # the set-up, menu, log and Look views: imported while one shows
_STATS_MODULE = "yaga.games.goat_wolf.stats"  # the statistics' record: while their screen shows, or a game ends

# who plays: bit 0 = the Goat is the AI, bit 1 = the Wolf is the AI
_M_HUMANS = const(0)
_M_YOU_GOAT = const(2)
_M_YOU_WOLF = const(1)
_M_DEMO = const(3)

_TUMBLE_MS = const(500)
_FACE_MS = const(70)
_STEP_MS = const(140)
_AI_MS = const(600)  # an AI waits this long before acting, so a human can follow
_PAGE_MS = const(1800)
_MSG_ROWS = const(3)  # rows 27..50: the hint line is at 56
_OPTION_ROWS = const(2)  # a choice's rows under its question (35..50); more scroll, shown by dots at 52

_LOG_N = const(12)
_LOG_W = const(6)  # bytes per log entry: mover, die 1, die 2, its cell, event code, event piece << 7 | arg
# The save (payload), a fixed layout: byte 0 the game's mode (_M_*), byte 1 the set-up (bits 0-1 the AI
# level, bits 2-4 its cursor's row, _SET_SHOWN, _SET_NO_GAME, _SET_BALANCED), byte 2 the log's entry count
# (bits 0-3) and the roll the last message tells (bits 4-6, _ROLL_*), then the state (_STATE_BYTES bytes) and the log (_LOG_N
# entries). A save from before the set-up was kept has bits 2-7 clear: row 0, its game on the board, and one from
# before the balanced rules has bit 7 clear: as written (the game's own rules are in its state, gw.balanced).
_HEAD = const(3)  # payload bytes before the state: mode, set-up, log count
_PAYLOAD = const(_HEAD + _STATE_BYTES + _LOG_N * _LOG_W)
_SET_ROW = const(2)  # the set-up row's shift in byte 1
_SET_SHOWN = const(0x20)  # the set-up screen is showing (a power cut there comes back to it)
_SET_NO_GAME = const(0x40)  # no game yet: the state and the log are blank
_SET_BALANCED = const(0x80)  # the next new game plays the balanced rules (GW-36)
_LEVEL_ROW = const(4)  # the set-up's AI level row (the rows above start a game)
_RULE_SET_ROW = const(5)  # the set-up's rules: as written or balanced (GW-36)
_HOW_ROW = const(6)  # the set-up's last row: How to play
# what the last action did with the dice, told first in its message (issue 15: whose roll, what it did)
_ROLL_NONE = const(0)
_ROLL_MOVE = const(1)  # a roll that moves (its steps, or "no move", read from the events)
_ROLL_DONE = const(2)  # a choice that finished the last roll's move (a path, a jump): the roll is named again
_ROLL_WOLF = const(4)  # the roller is the Wolf
_ROLL_SHIFT = const(4)  # in the save's byte 2
# the cell whose effect an event tells (the log writes it before the event), by event code; 255: no cell.
# Code 8 (an extra turn) is the Bone Breaker's for a 1, the Owl's Eye's for a 3 (_log).
_EFFECT_CELL = (b"\xff\xff\x04\x0c\x0d\x0e\x11\x12\x12\x15\xff\x17\x18\x1a\x1c\x1c\x1c\x1c\x1c\x1d\x1d\x1d\x1d"
                b"\x1d\x1d\x1e\x1f\x1f\x20\x21\x23\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff\xff")
_M11 = const(26)  # goat_wolf_board's Owl's Eye: _EFFECT_CELL[_EV_EXTRA] is M3 (a 1), a 3 is this one

# what an event's message takes after the piece's name: a number, a cell, a direction, or nothing
_NUMBER_EVENTS = (_EV_BONE, _EV_EXTRA, _EV_OWL, _EV_STUMP_PLUS, _EV_STUMP_SHIELD, _EV_BULLS_FAIL,
                  _EV_BLACK_LAKE, _EV_RED_LAKE, _EV_SOUL_SAVED, _EV_SOUL_STUCK, _EV_MOVE)
_CELL_EVENTS = (_EV_EAR_SHIFT, _EV_PUSH, _EV_SENT_BACK)
# the texts of the words file yaga/lang/<lang>_gw.bin (yaga.words, written by yaga.games.goat_wolf.words): the
# screens' words from 0 (the _W_ indices), then the events' messages by code, the cells' names and effects by cell
_T_EVENTS = const(50)
_T_CELLS = const(97)
_T_EFFECTS = const(134)
_W_ANSWER = const(0)  # + action - A_CCW
_W_QUESTION = const(12)  # + phase - PH_EAR (ear, lair, trap, reroll, jump, path, cauldron, out)
_W_SETUP = const(20)  # two players, you are the Goat, you are the Wolf, AI vs AI, AI level
_W_LEVEL = const(25)  # + level
_W_PIECE = const(28)  # + piece: Goat, Wolf
_W_INITIAL = const(30)  # + piece: G, W
_W_AI = const(32)
_W_AI_HINT = const(33)
_W_ROLL_HINT = const(34)
_W_CHOOSE_HINT = const(35)
_W_REMATCH = const(36)
_W_WON = const(38)
_W_DIRECTION = const(39)  # + 1 clockwise
_W_MENU = const(41)  # the game menu's title, then its rows: back to the game, log, look, new game (How to play
# is _W_HOW)
_W_LOG = const(43)
_W_NEW = const(45)
_W_NO_LOG = const(46)
_W_SETUP_HINT = const(47)
_W_LOOK_MORE = const(48)  # the Look view's hint when its text goes on, then the one that it does not
_T_MORE = const(171)  # the words added by issue 15 (the "more" list), after the cells' effects
_W_ROLLED = const(_T_MORE)  # "%s rolled %s.", then ": %d steps." and ": no move." forms
_W_PENDING = const(_T_MORE + 3)  # what a mark means (the Look view's legend), in _MARKS' order
_T_RULES = const(_T_MORE + 13)  # How to play's pages (the "rules" list)
_T_EXTRAS = const(_T_RULES + 20)  # take back, the statistics, what each AI level means, the rule sets (the
# "extras" list)

# What waits for a piece, as marks beside the dice (the piece's initial, then up to three characters) and in the
# Look view's legend: the soul, a missed turn, its step modifier, the Black Lake, the Stump's protection, the
# Sisters' reversal, the Ear shift, a reroll in hand (issue 15: none of them but the soul showed).
_MARKS = "\u2022z*~#<er"  # soul, miss, modifier (* is its own "-2" / "+2"), lake, shield, Sisters, Ear, reroll
_MARK_CHARS = const(3)


def _later(now, ms):
    """A time ms after now on the 2**30-wrapping clock (compared with ticks_diff), kept a small int."""
    return (now + ms) & 0x3FFFFFFF


def valid_save(payload):
    """Whether a loaded payload (the layout above _PAYLOAD) holds nothing the screens cannot show (issue 14): the
    mode and the set-up in range and, with a game, the engine's is_valid state and a log whose every entry names a
    piece, dice faces, a cell and an event the words have. A refused save is set aside (yaga.saves)."""
    if len(payload) != _PAYLOAD or payload[0] > _M_DEMO or payload[1] & 3 > _HARD:
        return False
    if payload[1] >> _SET_ROW & 7 > _HOW_ROW:
        return False
    if payload[1] & _SET_NO_GAME:
        return True
    if payload[2] & 0x0F > _LOG_N or payload[2] >= 0x80 or not gw.is_valid(payload[_HEAD:_HEAD + _STATE_BYTES]):
        return False
    for o in range(_HEAD + _STATE_BYTES, _HEAD + _STATE_BYTES + (payload[2] & 0x0F) * _LOG_W, _LOG_W):
        mover, d1, d2, cell, code, arg = payload[o:o + _LOG_W]
        if mover > 1 or d1 > 5 and d1 != _NO_DIE or d2 > 5 and d2 != _NO_DIE or cell >= _CELLS:
            return False
        if code and not gw.event_valid(code, arg >> 7, arg & 0x7F):
            return False
    return True


class App:
    ID = 2

    def __init__(self, box):
        self.box = box
        self.w = Words(box.strings.language() + "_gw")  # w[_W_*]: read from the flash as a screen is built
        self.choose_hint = self.w[_W_CHOOSE_HINT]
        self.rng = Rng(box.new_seed())  # AI ties and tumbling faces; never the game's dice
        self.mode = _M_YOU_GOAT
        self.level = _NORMAL
        self.setup_row = 0  # the set-up cursor's row: the last choice, kept for the next new game
        self.balanced = False  # the set-up's rules for the next new game: as written, or balanced (GW-36)
        self.log = bytearray(_LOG_N * _LOG_W)
        self.log_n = 0
        self.told = _ROLL_NONE  # the last action's roll, as its message tells it (_ROLL_*)
        self.s = None
        setup = 0
        payload = box.store.load(_PAYLOAD, valid_save)
        if payload is not None:
            self.mode = payload[0]
            setup = payload[1]
            self.level = setup & 3
            self.setup_row = setup >> _SET_ROW & 7
            self.balanced = setup & _SET_BALANCED != 0
            if not setup & _SET_NO_GAME:
                self.log_n = payload[2] & 0x0F
                self.told = payload[2] >> _ROLL_SHIFT & 7
                self.s = bytearray(payload[_HEAD:_HEAD + _STATE_BYTES])
                self.log[:] = payload[_HEAD + _STATE_BYTES:]
        self.widget = None
        self.msg = []  # message lines shown in the panel
        self.msg_first = 0
        self.paging = False  # a message longer than the panel shows its pages once
        self.page_at = 0
        self.step = 0  # the entries of the last action's trail (the state's bytes) walked so far
        self.settled = True  # False from an action until its tumble and walk are shown and the next choice is ready
        self.shown = [0, 0]  # where the pieces are drawn (behind the engine while animating)
        self.faces = [0, 0]
        self.tumble_end = 0
        self.next_at = 0
        self.choice = 0
        self.options = []
        self.preview = None
        self.look = 0
        self.look_rows = []
        self.page = 0  # How to play: the page shown, its lines, the view B goes back to
        self.page_lines = []
        self.rules_back = _MENU
        self.undo = None  # against the AI: the state, log and roll told before the player's last choice (take back)
        self.stats = None  # the statistics record while its screen shows (yaga.games.goat_wolf.stats)
        self.stats_balanced = False  # the rule set whose figures the statistics show (GW-36: balanced)
        self.menu_rows = []  # what each row of the game menu opens (goat_wolf_pages)
        self.title = self.hint = self.question = ""  # the panel's words (_panel_texts)
        self.rows = []
        self.marks = ["", ""]  # what waits for each piece, beside the dice (pending)
        self.ai = None  # yaga.games.goat_wolf.ai, imported only when an AI plays
        self.dirty = True
        if self.s is not None:
            self.step = self.s[_AT_TR_N]  # a resumed game does not walk its last action again
            if self.mode:
                self._ai()
            self._sync()
            self._tell()  # the last message again: a reopened game says what just happened
        self._enter(_SETUP if self.s is None or setup & _SET_SHOWN else _PLAY)

    # ---- the shell's calls ------------------------------------------------------------------------

    def key(self, k):
        if self.view != _PLAY:
            return self._pages().key(self, k)
        return self._play_key(k)

    def tick(self, now_ms):
        # nothing blinks: a screen waiting for a key sends nothing to the display (GW idle: no frames at all)
        if self.view != _PLAY:
            return
        if self.mode and self.ai is None:  # a new game's first tick, the set-up's module gone: before any move
            self._ai()
        if self._animating():
            self._animate(now_ms)
            return
        if self.paging and ticks_diff(now_ms, self.page_at) >= 0:  # a long message pages once round, then rests
            self.msg_first += _MSG_ROWS
            if self.msg_first >= len(self.msg):
                self.msg_first = 0
                self.paging = False
            self.page_at = _later(now_ms, _PAGE_MS)
            self.dirty = True
        s = self.s
        p = gw.current_player(s)
        if p == _TERMINAL or not self._ai_moves(s):
            return
        if ticks_diff(now_ms, self.next_at) < 0:
            return
        if p == _CHANCE:
            self._act(gw.sample_chance(s))
        else:
            self._act(self._ai().choose(s, self.level, self.rng))

    def draw(self, c):
        if self.view != _PLAY:
            self._pages().draw_view(self, c)
            return
        c.clear()
        draw.board(c)
        g, w = self.shown
        draw.pieces(c, g, w)
        if self.preview is not None:  # where the choice would put them: hollow pieces
            pg, pw = self.preview
            if pw != w:
                draw.wolf(c, pw, 0, True)
            if pg != g:
                draw.goat(c, pg, 0, True)
        self._draw_panel(c)

    def save(self):
        """The game (if any) and the set-up's choices, in the layout above _PAYLOAD."""
        payload = bytearray(_PAYLOAD)
        payload[0] = self.mode
        setup = self.view == _SETUP or self.view == _RULES and self.rules_back == _SETUP
        payload[1] = self.level | self.setup_row << _SET_ROW | (_SET_SHOWN if setup else 0)
        if self.balanced:
            payload[1] |= _SET_BALANCED
        payload[2] = self.log_n | self.told << _ROLL_SHIFT
        if self.s is None:
            payload[1] |= _SET_NO_GAME
        else:
            payload[_HEAD:_HEAD + _STATE_BYTES] = self.s
            payload[_HEAD + _STATE_BYTES:] = self.log
        self.box.store.save(payload)

    # ---- views ------------------------------------------------------------------------------------

    def _enter(self, view):
        """Show a view; the last view's list and words are let go (a LOG or LOOK text is not kept in play),
        and so is yaga.games.goat_wolf.pages as play comes back."""
        self.view = view
        self.widget = None
        self.look_rows = []
        self.page_lines = []
        if view != _PLAY:
            self._pages().enter(self, view)
        else:
            if _PAGES in sys.modules:
                del sys.modules[_PAGES]
                del sys.modules["yaga.games.goat_wolf"].pages  # the attribute the import set on the package
            self._drop_stats()
            if self.s is not None:
                self._panel_texts()  # the set-up and the log borrowed the hint line
        self.dirty = True

    def _pages(self):
        """yaga.games.goat_wolf.pages: the set-up, the menu, the log and the Look view (imported while one shows)."""
        if _PAGES not in sys.modules:
            __import__(_PAGES)
        return sys.modules[_PAGES]

    def _play_key(self, k):
        s = self.s
        if self._animating():
            self._finish_animation()
            return True
        p = gw.current_player(s)
        if k == B:
            self.save()
            return False
        if p == _TERMINAL:
            if k == A:
                if self.mode == _M_YOU_GOAT or self.mode == _M_YOU_WOLF:
                    self.mode ^= 3  # the rematch swaps sides
                self._new_game(self.mode, gw.balanced(s))  # and keeps the rules
            return True
        human = not self._ai_moves(s)
        if human and p != _CHANCE and self.options:
            if k == UP or k == DOWN:
                n = len(self.options)
                self.choice = (self.choice + (1 if k == DOWN else n - 1)) % n
                self._make_preview()
            elif k == A:
                self._act(self.options[self.choice])
            return True
        if k == DICE and human and p == _CHANCE:
            self._act(gw.sample_chance(s))
        elif k == A:
            self._enter(_MENU)
        elif k == UP:
            self._enter(_LOG)  # the last moves, one button away
        elif k in (DOWN, LEFT, RIGHT):
            self._enter(_LOOK)
        return True

    # ---- playing ----------------------------------------------------------------------------------

    def _new_game(self, mode, balanced):
        """A game in `mode` (_M_*) by the rules as written, or the balanced rules (GW-36) when `balanced`."""
        self.mode = mode
        self.ai = None  # _ai() again on the first tick: hard opens its table before any move
        self.s = gw.new_state(self.box.new_seed(), balanced)
        self.log_n = 0
        self.told = _ROLL_NONE
        self.undo = None
        self.msg = []
        self.step = 0
        self._sync()
        self._enter(_PLAY)
        self.save()

    def can_take_back(self):
        """Against the AI, with a choice of the player's made in this game and the game still on."""
        return self.undo is not None and gw.current_player(self.s) != _TERMINAL

    def take_back(self):
        """The state from before the player's last choice, with the dice of its roll (no reroll: the dice and
        the dice's generator are in the state), the log and the message as they were then: the choice is asked
        again, its options previewed."""
        u = self.undo
        self.undo = None
        self.s[:] = u[:_STATE_BYTES]
        self.log[:] = u[_STATE_BYTES:_STATE_BYTES + _LOG_N * _LOG_W]
        self.log_n = u[-2]
        self.told = u[-1]
        self.step = self.s[_AT_TR_N]  # shown where they stand: nothing walks again
        self._sync()
        self._tell()
        self.save()

    def _count(self, winner):
        """The statistics on the flash (their module loaded for it, then let go)."""
        from yaga.games.goat_wolf import stats as goat_wolf_stats

        goat_wolf_stats.record(self, winner, gw.balanced(self.s))
        self._drop_stats()

    def _drop_stats(self):
        if _STATS_MODULE in sys.modules:
            del sys.modules[_STATS_MODULE]
            del sys.modules["yaga.games.goat_wolf"].stats

    def _ai(self):
        """yaga.games.goat_wolf.ai, imported when an AI plays (as a game resumes, or on a new game's first tick); hard
        opens its table (on the flash) at once."""
        if self.ai is None:
            from yaga.games.goat_wolf import ai as goat_wolf

            self.ai = goat_wolf
        if self.level == _HARD:
            self.ai.open_table()  # when a game begins or resumes: a missing file shows at once, not mid-game
        return self.ai

    def _ai_moves(self, s):
        """True when the side to act (the mover, also at its chance nodes) is played by the AI."""
        return (self.mode >> s[_AT_TURN]) & 1 == 1

    def _act(self, a):
        """Apply one action; queue its dice tumble, walk and messages; log and save."""
        s = self.s
        chance = gw.current_player(s) == _CHANCE
        mover = s[_AT_TURN]
        before = s[_AT_PHASE]
        kept_move = before == _PH_REROLL and a == _A_KEEP and s[_AT_BACK] == _PH_ROLL  # a move roll kept (GW-18)
        if len(self.options) > 1 and (self.mode == _M_YOU_GOAT or self.mode == _M_YOU_WOLF):  # a real choice
            self.undo = bytes(s) + bytes(self.log) + bytes((self.log_n, self.told))  # the dice stay as rolled
        gw.apply_action(s, a)
        self.told = _ROLL_NONE
        if chance and (before == _PH_ROLL or before == _PH_WIND) or kept_move:
            self.told = _ROLL_MOVE  # a roll (or keeping it): its move follows at once
        elif before == _PH_PATH or before == _PH_JUMP:
            self.told = _ROLL_DONE
        if self.told:
            self.told |= _ROLL_WOLF if mover else 0
        self._log(mover, chance, before)
        self._tell()
        if gw.current_player(s) == _TERMINAL:
            self._count(s[_AT_WINNER] - 1)
        self.step = 0
        self.settled = False
        now = self.box.now_ms()
        if chance and self.box.settings.dice_anim:
            self.tumble_end = _later(now, _TUMBLE_MS)
        else:
            self.tumble_end = now
        self.next_at = now
        self.options = []
        self.preview = None
        self._panel_texts()
        self.save()
        self.dirty = True

    def _sync(self):
        """Show the engine's positions and get the next choice ready (after animating or loading)."""
        s = self.s
        self.shown[0] = s[_AT_CELL + gw.GOAT]
        self.shown[1] = s[_AT_CELL + gw.WOLF]
        self.faces[0] = s[_AT_DIE1]
        self.faces[1] = s[_AT_DIE2]
        self.options = []
        self.preview = None
        self.choice = 0
        self.settled = True
        if gw.current_player(s) >= 0 and not self._ai_moves(s):  # the AI finds its own (yaga.games.goat_wolf.ai)
            self.options = gw.legal_actions(s)
            self._make_preview()
        self._panel_texts()
        self.next_at = _later(self.box.now_ms(), _AI_MS)
        self.dirty = True

    def _make_preview(self):
        t = bytearray(self.s)
        gw.apply_action(t, self.options[self.choice])
        self.preview = (t[_AT_CELL + gw.GOAT], t[_AT_CELL + gw.WOLF])
        self.dirty = True

    def _animating(self):
        """True from an action until _sync has shown its outcome and got the next choice ready: a roll that
        moves nothing (the Wolf's roll before its path choice) still ends in _sync, so the choice appears."""
        return not self.settled

    def _animate(self, now):
        if ticks_diff(self.tumble_end, now) > 0:
            if ticks_diff(now, self.next_at) >= 0:  # cosmetic faces from the app's own generator
                self.faces[0] = self.rng.below(6)
                self.faces[1] = _NO_DIE if self.s[_AT_DIE2] == _NO_DIE else self.rng.below(6)
                self.next_at = _later(now, _FACE_MS)
                self.dirty = True
            return
        s = self.s
        self.faces[0] = s[_AT_DIE1]
        self.faces[1] = s[_AT_DIE2]
        if ticks_diff(now, self.next_at) < 0:
            return
        if self.step < s[_AT_TR_N]:
            v = s[_AT_TR + self.step]  # cell + 64 * piece (+ a teleport flag the walk does not need)
            self.step += 1
            piece = v >> 6 & 1
            self.shown[piece] = v & 0x3F
            self.next_at = _later(now, _STEP_MS)
            self.box.beep(1200 if piece == gw.GOAT else 600, 5)
            self.dirty = True
        if self.step == s[_AT_TR_N]:
            self._sync()

    def _finish_animation(self):
        self.step = self.s[_AT_TR_N]
        self.tumble_end = self.box.now_ms()
        self._sync()

    # ---- words ------------------------------------------------------------------------------------

    def _piece(self, p):
        return self.w[_W_PIECE + p]

    def _event_text(self, code, piece, arg):
        text = self.w[_T_EVENTS + code]
        if not text:
            return ""
        if code in _NUMBER_EVENTS:
            return text % (self._piece(piece), arg)
        if code in _CELL_EVENTS:
            return text % (self._piece(piece), brd.label(arg))
        if code == _EV_DIRECTION:
            return text % (self._piece(piece), self.w[_W_DIRECTION + (1 if arg else 0)])
        return text % self._piece(piece)

    def _tell(self):
        """The last action's events (the state's bytes: code, piece, arg each) as the panel's message."""
        s = self.s
        words = []
        if self.told:
            words.append(self._roll_text())
        for i in range(_AT_EV, _AT_EV + 3 * s[_AT_EV_N], 3):
            if s[i] != _EV_MOVE:
                words.append(self._event_text(s[i], s[i + 1], s[i + 2]))
        if gw.current_player(self.s) == _TERMINAL:
            words.append(self.w[_W_WON] % self._piece(gw.GOAT if self.s[_AT_WINNER] == 1 else gw.WOLF))
        self.msg = ui.wrap(" ".join(words), draw.TEXT_W) if words else []
        self.msg_first = 0
        self.paging = len(self.msg) > _MSG_ROWS
        self.page_at = _later(self.box.now_ms(), _PAGE_MS)

    def _roll_text(self):
        """Whose roll the dice show and what it did: "Wolf rolled 2+0.", "... 4+1: 3 steps." (modifiers changed
        the total), "... 0+0: no move." (issue 15: the panel showed the other side's dice without a word)."""
        s = self.s
        roller = 1 if self.told & _ROLL_WOLF else 0
        d1 = s[_AT_DIE1]
        d2 = s[_AT_DIE2]
        dice = "%d" % d1 if d2 == _NO_DIE else "%d+%d" % (d1, d2)
        name = self._piece(roller)
        form = 0
        if self.told & 3 == _ROLL_MOVE:
            steps = -1
            for i in range(_AT_EV, _AT_EV + 3 * s[_AT_EV_N], 3):
                if s[i + 1] == roller and s[i] in (_EV_MOVE, _EV_SECRET_PATH, _EV_SECOND_WIND, _EV_BULLS_FAIL):
                    steps = s[i + 2] if s[i] == _EV_MOVE else -2  # a combo or the Bulls tell their own steps
                    break
            if steps == -1 and s[_AT_PHASE] != _PH_REROLL:
                form = 2  # no step taken: a total of 0 after modifiers (GW-20)
            elif steps >= 0 and steps != d1 + (0 if d2 == _NO_DIE else d2):
                return self.w[_W_ROLLED + 1] % (name, dice, steps)
        return self.w[_W_ROLLED + form] % (name, dice)

    def _log(self, mover, chance, before):
        """One entry per action that did something worth telling: who, the dice of the roll it ended, the cell
        of the effect it tells (where the move ended: GW-9), or else where the mover stands, what.
        A roll that waits for its own choice (a path, a jump, keep or reroll) is logged with that choice."""
        s = self.s
        code = 0
        arg = 0
        for i in range(_AT_EV, _AT_EV + 3 * s[_AT_EV_N], 3):
            if s[i] != _EV_MOVE:
                code = s[i]
                arg = s[i + 2] | s[i + 1] << 7  # event args stay below 128
                break
        if not s[_AT_EV_N]:
            return
        ph = s[_AT_PHASE]
        if chance and s[_AT_TURN] == mover and (ph == _PH_PATH or ph == _PH_JUMP or ph == _PH_REROLL):
            return
        dice = chance or before == _PH_PATH or before == _PH_JUMP or before == _PH_REROLL
        cell = _EFFECT_CELL[code]
        if code == _EV_EXTRA and arg & 0x7F == 3:
            cell = _M11
        elif code == _EV_SENT_BACK:
            cell = s[_AT_CELL + 1]  # the Goat met the Wolf on the middle ring: the meeting is the Wolf's cell
        elif cell == 255:
            cell = s[_AT_CELL + mover]
        if self.log_n == _LOG_N:
            self.log[0:(_LOG_N - 1) * _LOG_W] = self.log[_LOG_W:]
            self.log_n -= 1
        o = self.log_n * _LOG_W
        self.log[o] = mover
        self.log[o + 1] = s[_AT_DIE1] if dice else _NO_DIE
        self.log[o + 2] = s[_AT_DIE2] if dice else _NO_DIE
        self.log[o + 3] = cell
        self.log[o + 4] = code
        self.log[o + 5] = arg
        self.log_n += 1

    def _option_text(self, a):
        if _CELL_BASE <= a < _CELL_BASE + _CELLS:
            return brd.label(a - _CELL_BASE)  # the cell's name: the board's preview and LOOK show it
        return self.w[_W_ANSWER + a - _A_CCW]

    # ---- panel ------------------------------------------------------------------------------------

    def _panel_texts(self):
        """The panel's words for the current state, made when it changes so a frame allocates nothing."""
        s = self.s
        w = self.w
        p = gw.current_player(s)
        if p == _TERMINAL:
            self.title = self._piece(gw.GOAT if s[_AT_WINNER] == 1 else gw.WOLF)
            self.hint = w[_W_REMATCH]
        else:
            self.title = self._piece(s[_AT_TURN])
            if self._ai_moves(s):
                self.title = "%s %s" % (self.title, w[_W_AI])
            self.hint = w[_W_AI_HINT] if self._ai_moves(s) else (w[_W_ROLL_HINT] if p == _CHANCE else "")
        self.rows = [self._option_text(a) for a in self.options]
        for piece in (gw.GOAT, gw.WOLF):
            marks = "".join(m for m, _, _ in self.pending(piece))
            self.marks[piece] = w[_W_INITIAL + piece] + marks[:_MARK_CHARS] if marks else ""
        self.question = w[_W_QUESTION + s[_AT_PHASE] - _PH_EAR] if p >= 0 else ""

    def _draw_panel(self, c):
        s = self.s
        draw.panel_title(c, self.title)
        draw.dice(c, self.faces[0], self.faces[1])
        c.text(self.marks[0], draw.MARKS_X, 10)
        c.text(self.marks[1], draw.MARKS_X, 18)
        if self.rows and not self._ai_moves(s) and not self._animating():
            c.text(self.question, draw.PANEL + 1, 27)
            first = self.choice - 1 if self.choice > 0 else 0  # two rows (35, 43): the hint line stays clear
            draw.lines(c, self.rows, 35, first, _OPTION_ROWS, self.choice)
            draw.option_dots(c, len(self.rows), self.choice)
            c.text(self.choose_hint, draw.PANEL + 1, 56)
            return
        if self._animating():  # a key now only ends the walk: no hint invites a roll or a rematch yet
            return
        draw.lines(c, self.msg, 27, self.msg_first, _MSG_ROWS)
        c.fill_rect(draw.PANEL, 56, draw.PANEL_W, 8, 0)
        c.text(self.hint, draw.PANEL + 1, 56)

    def _flag(self, p, bit):
        return (self.s[_AT_FLAGS + p] >> bit) & 1 == 1

    def pending(self, p):
        """What waits for piece p, read from the state: [(mark, index into the legend's words, the Black Lake's
        -N)]. The Black Lake is both pieces' (GW-28); the Stump's protection, the Sisters, the soul and the reroll
        only the Goat's."""
        s = self.s
        out = []
        mod = s[_AT_MOD + p]
        mod = mod - 256 if mod > 127 else mod
        lake = s[_AT_LAKE] if s[_AT_LAKE_LEFT] else 0
        goat = p == gw.GOAT
        waiting = (goat and self._flag(p, _F_SOUL), self._flag(p, _F_MISS), mod != 0, lake > 0,
                   goat and self._flag(p, _F_SHIELD),
                   goat and (self._flag(p, _F_SISTERS) or self._flag(p, _F_REVERSED)),
                   self._flag(p, _F_EAR), goat and s[_AT_REROLL] == 1)
        for i in range(len(_MARKS)):
            if waiting[i]:
                mark = _MARKS[i]
                if i == 2:
                    mark = "%s%d" % ("+" if mod > 0 else "-", min(9, abs(mod)))
                out.append((mark, i, lake))
        return out

    def pending_text(self, mark, i, arg):
        """A mark's line of the legend: "-2 steps on its next move." """
        text = self.w[_W_PENDING + i]
        return mark + " " + (text % arg if "%" in text else text)
