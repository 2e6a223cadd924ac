"""Goat and Wolf screens: the whole game on the box, for two players, against the AI, or AI against AI.

Views: SETUP (who plays which side, AI level, the rules as written or balanced (GW-36), How to play), PLAY (the
board, dice, messages, choices), MENU (back to the game, log, look, new game, How to play; its title names the
game's rules), LOG (the last moves), LOOK (a cursor over every cell: name and effect, and what waits for a piece
there), RULES (How to play, paged), STATS (the statistics of each rule set).
In PLAY: DICE rolls for a human; at a choice UP/DOWN pick (the result stands on the board as hollow
pieces) and A takes it; otherwise UP shows the log, the other arrows start LOOK, A opens the menu, B leaves (saved).
After every action the dice tumble, the moving piece walks its path cell by cell, gliding from centre to centre,
and the effects are told: a frame every _FRAME_MS while it animates (at least 20 a second on the device). What matters is saved as it changes (a game begun, every action: state + mode + log; the set-up's AI level
and rules, before any game too), in the turn after its frame, so no flash write (~150 ms on the Pico) stands
between a press and what it shows; the set-up cursor's row is bookkeeping, saved by the shell's save()
as the app is left or the box sleeps. Leaving, sleeping or a power cut brings the set-up back with its choices,
and the next new game starts from them. A finished game shows the winner, its board, log and Look stay open, and A gives
a rematch by its rules, the sides swapped against the AI (the message says so).
The rules are all in yaga.games.goat_wolf.rules: this module only asks and draws (pixels: draw; sentences:
messages; the statistics' record: stats).
Nothing blinks and the panel's words are made when the state changes, so a box waiting for a key sends the
display nothing and allocates nothing.
"""

from yaga import strings, ui
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.compat import const
from yaga.engine import CHANCE, TERMINAL
from yaga.rng import Rng
from yaga.crc32 import crc32
from yaga.ticks import ticks_add, ticks_diff
from yaga.games.goat_wolf import ai, draw, messages, stats
from yaga.games.goat_wolf import board as brd
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf.messages import LOG_N, LOG_W, ROLL_DONE, ROLL_MOVE, ROLL_NONE, ROLL_WOLF
from yaga.games.goat_wolf.rules import (
    A_CCW, A_CW, A_KEEP, AT_BACK, AT_CELL, AT_DIE1, AT_DIE2, AT_PHASE, AT_TR, AT_TR_N, AT_TURN, AT_TURNS, CELL_BASE,
    NO_DIE, PH_EAR, PH_JUMP, PH_PATH, PH_REROLL, PH_ROLL, PH_WIND,
)

TEXTS = "yaga.games.goat_wolf.texts"  # the game's texts: texts_<lang>.py (yaga.strings)

_SETUP = const(0)
_PLAY = const(1)
_MENU = const(2)
_LOG = const(3)
_LOOK = const(4)
_RULES = const(5)  # How to play: pages of the rules, from the game menu or the set-up
_STATS = const(6)  # the statistics (per rule set), from the game menu
_TAKE_BACK = const(7)  # a menu row's action, not a view
_RESTART = const(8)  # asked before a new game replaces the one in progress

# who plays: bit 0 = the Goat is the AI, bit 1 = the Wolf is the AI
_M_HUMANS = const(0)
_M_YOU_GOAT = const(2)
_M_YOU_WOLF = const(1)
_M_DEMO = const(3)
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
# (gw.STATE_SIZE bytes) and the log (LOG_N entries). A save from before the set-up was kept has bits 2-7 clear: row 0, its game on the
# board, and one from before the balanced rules has bit 7 clear: as written (the game's own rules are in its state,
# gw.balanced).
_HEAD = const(3)  # payload bytes before the state: mode, set-up, log count
_LOG_AT = _HEAD + gw.STATE_SIZE  # where the log starts
_PAYLOAD = _LOG_AT + LOG_N * LOG_W
LAYOUT = const(1)  # the record's layout version (yaga.saves): the one above
_SET_ROW = const(2)  # the set-up row's shift in byte 1
_SET_SHOWN = const(0x20)  # the set-up screen is showing (a power cut there comes back to it)
_SET_NO_GAME = const(0x40)  # no game yet: the state and the log are blank
_SET_BALANCED = const(0x80)  # the next new game plays the balanced rules (GW-36)
_LEVEL_ROW = const(4)  # the set-up's AI level row (the rows above start a game)
_RULE_SET_ROW = const(5)  # the set-up's rules: as written or balanced (GW-36)
_HOW_ROW = const(6)  # the set-up's last row: How to play
_ROLL_SHIFT = const(4)  # the roll told, in the save's byte 2
_OWN_DICE = const(0x80)  # byte 2: the dice on the board were rolled in the turn now being played
_REMATCH_AS = const(8)  # w["coming"]: after the rolls' purposes, the rematch against the AI


def valid_save(payload):
    """Whether a loaded payload (the layout above _PAYLOAD) holds nothing the screens cannot show: the
    mode and the set-up in range and, with a game, the engine's is_valid state and a log whose every entry names a
    piece, dice faces, a cell and an event the words have. A refused save is set aside (yaga.saves)."""
    if len(payload) != _PAYLOAD or payload[0] > _M_DEMO or payload[1] & 3 > ai.HARD:
        return False
    if payload[1] >> _SET_ROW & 7 > _HOW_ROW:
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


class App:
    ID = 2

    def __init__(self, box):
        self.box = box
        self.w = strings.table(TEXTS)
        self.choose_hint = self.w["choose_hint"]
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
        setup = 0
        payload = box.store.load(_PAYLOAD, valid_save, _PAYLOAD, LAYOUT)
        if payload is not None:
            self.mode = payload[0]
            setup = payload[1]
            self.level = setup & 3
            self.setup_row = setup >> _SET_ROW & 7
            self.balanced = setup & _SET_BALANCED != 0
            if not setup & _SET_NO_GAME:
                self.log_n = payload[2] & 0x0F
                self.told = payload[2] >> _ROLL_SHIFT & 7
                self.own_dice = payload[2] & _OWN_DICE != 0
                self.s = bytearray(payload[_HEAD:_LOG_AT])
                self.log[:] = payload[_LOG_AT:]
        self.widget = None
        self.msg = []  # message lines shown in the panel
        self.msg_first = 0
        self.msg_rest = 0  # the first line of the page a message rests on once it has paged round
        self.paging = False  # a message longer than the panel shows its pages once
        self.page_at = 0
        self.step = 0  # the entries of the last action's trail (the state's bytes) walked so far
        self.settled = True  # False from an action until its tumble and walk are shown and the next choice is ready
        self.mover = gw.GOAT  # whose action is being shown (the panel's title while it is)
        self.shown = [0, 0]  # where the pieces are drawn (behind the engine while animating)
        self.gliding = -1  # the piece gliding to its next cell (centred at glide_x, glide_y), or -1
        self.glide_x = 0
        self.glide_y = 0
        self.glide_from = 0  # the cell it left
        self.faces = [0, 0]
        self.tumble_end = 0
        self.next_at = 0  # the AI's next action, the walk's next cell
        self.frame_at = 0  # the animation's next frame
        self.choice = 0
        self.options = []
        self.preview = None
        self.look = 0
        self.look_rows = []
        self.rules_back = _MENU  # the view How to play goes back to
        self.undo = None  # against the AI: the state, log and roll told before the player's last choice (take back)
        self.stats = None  # the statistics record while its screen shows (yaga.games.goat_wolf.stats)
        self.stats_balanced = False  # the rule set whose figures the statistics show (GW-36: balanced)
        self.menu_rows = []  # what each row of the game menu opens
        self.title = self.hint = self.question = ""  # the panel's words (_panel_texts)
        self.rows = []
        self.marks = ["", ""]  # what waits for each piece, beside the dice (messages.pending)
        self.dirty = True
        if self.s is not None:
            self.step = self.s[AT_TR_N]  # a resumed game does not walk its last action again
            self._open_table()
            self._sync()
            self._tell()  # the last message again: a reopened game says what just happened
        self._enter(_SETUP if self.s is None or setup & _SET_SHOWN else _PLAY)

    # ---- the shell's calls ------------------------------------------------------------------------

    def key(self, k):
        if self.view == _PLAY:
            return self._play_key(k)
        if self.view == _RULES:
            return self._rules_key(k)
        if self.view == _STATS:
            return self._stats_key(k)
        if self.view == _SETUP:
            return self._setup_key(k)
        if self.view == _MENU:
            return self._menu_key(k)
        if self.view == _RESTART:  # before a new game replaces the one in progress: its answer, or B, to the set-up
            r = self.widget.key(k)
            if r == ui.CHOSEN and self.widget.cursor == 1:
                self._new_game(_SETUP_GAMES[self.setup_row], self.balanced)
            elif r == ui.CHOSEN or r == ui.BACK:
                self._enter(_SETUP)
            self.dirty = True
            return True
        if self.view == _LOG:
            return self._log_key(k)
        return self._look_key(k)

    def tick(self, now_ms):
        if self.unsaved and not self.dirty:  # the change's frame is drawn: now the flash write
            self.save()
        # nothing blinks: a screen waiting for a key sends nothing to the display (GW idle: no frames at all)
        if self.view != _PLAY:
            return
        if self._animating():
            self._animate(now_ms)
            return
        if self.paging and ticks_diff(now_ms, self.page_at) >= 0:  # a long message pages once round, then rests
            self.msg_first += draw.MSG_ROWS
            if self.msg_first >= len(self.msg):
                self.msg_first = self.msg_rest
                self.paging = False
            self.page_at = ticks_add(now_ms, _PAGE_MS)
            self.dirty = True
        s = self.s
        p = gw.current_player(s)
        if p == TERMINAL or not self._ai_moves(s):
            return
        if ticks_diff(now_ms, self.next_at) < 0:
            return
        if p == CHANCE:
            self._act(gw.sample_chance(s))
        else:
            self._act(ai.choose(s, self.level, self.rng))

    def draw(self, c):
        w = self.w
        if self.view == _LOOK:
            draw.look(c, self.shown, self.look, self.look_rows)
        elif self.view == _RULES:
            self.widget.draw(c)
        elif self.view == _STATS:
            draw.stats(c, w, self.stats, self.stats_balanced)
        elif self.view != _PLAY:
            self.widget.draw(c, self.hint if self.view == _MENU else None)
            if self.view == _LOG and not self.log_n:
                c.text(self.hint, 2, 28)
        else:
            animating = self._animating()
            draw.play(c, self, self.rows and not self._ai_moves(self.s) and not animating, animating)

    def save(self):
        """The game (if any) and the set-up's choices, in the layout above _PAYLOAD (a game that has just ended
        goes into the statistics first). The shell calls it as the app is left or the box sleeps; tick, after a
        change that matters (_save_soon)."""
        self._count()
        self.unsaved = False
        payload = bytearray(_PAYLOAD)
        payload[0] = self.mode
        setup = self.view == _SETUP or self.view == _RESTART or self.view == _RULES and self.rules_back == _SETUP
        payload[1] = self.level | self.setup_row << _SET_ROW | (_SET_SHOWN if setup else 0)
        if self.balanced:
            payload[1] |= _SET_BALANCED
        payload[2] = self.log_n | self.told << _ROLL_SHIFT | (_OWN_DICE if self.own_dice else 0)
        if self.s is None:
            payload[1] |= _SET_NO_GAME
        else:
            payload[_HEAD:_LOG_AT] = self.s
            payload[_LOG_AT:] = self.log
        self.box.store.save(payload)

    def _save_soon(self):
        """A game began, an action was applied, a set-up choice changed: saved by the next tick after its frame."""
        self.unsaved = True
        self.dirty = True

    # ---- views ------------------------------------------------------------------------------------

    def _enter(self, view):
        """Show a view and build its list or text (the last view's are let go: a LOG or LOOK text is not kept in
        play); self.hint: the set-up's key hint, the menu's rules, the log's words when it is empty."""
        self.view = view
        self.widget = None
        self.look_rows = []
        w = self.w
        if view == _PLAY:
            if self.s is not None:
                self._panel_texts()  # the set-up and the log borrowed the hint line
        elif view == _SETUP:
            self.widget = ui.ListMenu(w["new_game"], list(w["games"]) + [w["ai_level"], w["rule_set"], w["how"]],
                                      self.setup_row, self._setup_value, "")
            self._setup_hint()
        elif view == _MENU:
            self.menu_rows = [_PLAY, _LOG, _LOOK, _SETUP, _RULES] + ([_TAKE_BACK] if self.can_take_back() else [])
            self.menu_rows.append(_STATS)
            rows = [w["resume"], w["log"], w["look"], w["new_game"], w["how"]]
            if self.can_take_back():
                rows.append(w["take_back"])
            self.widget = ui.ListMenu(w["menu"], rows + [w["stats"]])
            self.hint = w["rule_sets"][gw.balanced(self.s)]  # the game's rules, beside the menu's title
        elif view == _RESTART:
            self.widget = ui.ListMenu(w["new_game"], [w["resume"], w["new_game"]])  # the game kept: the first answer
        elif view == _STATS:
            self.stats = stats.load(self)
            self.stats_balanced = gw.balanced(self.s)  # the figures of the game's rules first (the menu has a game)
        elif view == _RULES:
            from yaga.views import Pages  # loaded when How to play is read, not with every game

            self.widget = Pages(w["how"], w["rules"], w["rules_hint"])
        elif view == _LOG:
            self.widget = ui.ListMenu(w["log"], messages.log_lines(w, self.log, self.log_n))
            self.hint = w["no_log"]
        else:
            self.look_at(self.s[AT_CELL + gw.GOAT])
        self.dirty = True

    def _setup_value(self, row):
        """A set-up row's value, right-aligned: the AI level, the rules; the other rows have none."""
        if row == _LEVEL_ROW:
            return self.w["levels"][self.level]
        if row == _RULE_SET_ROW:
            return self.w["rule_sets"][self.balanced]
        return None

    def _setup_hint(self):
        """The set-up's bottom line: on the AI level's row what the level means, on the rules' row what they mean,
        else A starts, LEFT/RIGHT the level."""
        row = self.widget.cursor
        if row == _LEVEL_ROW and self.level == ai.HARD and not ai.table_present(self.balanced):
            self.hint = self.w["hard_without_tables"]
        elif row == _LEVEL_ROW:
            self.hint = self.w["level_means"][self.level]
        elif row == _RULE_SET_ROW:
            self.hint = self.w["rule_sets_means"][self.balanced]
        elif row < _LEVEL_ROW and _SETUP_GAMES[row] == _M_YOU_GOAT and not self.balanced:
            self.hint = self.w["goat_tip"]  # GW-36: as written, the AI's Wolf wins nearly every game
        else:
            self.hint = self.w["setup_hint"]
        self.widget.hint = self.hint

    def _setup_key(self, k):
        """A changed AI level or rule set is saved (a power cut on the set-up comes back to it with them); a cursor
        move is not, it is kept for the next new game and saved as the app is left."""
        r = self.widget.key(k)
        i = self.setup_row = self.widget.cursor
        if r == ui.BACK:
            if self.s is None:
                return False  # the shell saves as the app is left
            self._enter(_PLAY)
            self._save_soon()  # as entering the set-up was: a power cut comes back to the board
        elif i == _LEVEL_ROW and r in (ui.LESS, ui.MORE, ui.CHOSEN):
            self.level = (self.level + (2 if r == ui.LESS else 1)) % 3
            self._save_soon()
        elif i == _RULE_SET_ROW and r in (ui.LESS, ui.MORE, ui.CHOSEN):
            self.balanced = not self.balanced  # two choices: LEFT, RIGHT and A each give the other
            self._save_soon()
        elif i == _HOW_ROW and r == ui.CHOSEN:
            self._open_rules(_SETUP)
        elif r == ui.CHOSEN and self.s is not None and gw.current_player(self.s) != TERMINAL:
            self._enter(_RESTART)  # a game in progress is only replaced when the player says so
            return True
        elif r == ui.CHOSEN:
            self._new_game(_SETUP_GAMES[i], self.balanced)
            return True
        elif r != ui.MOVED:
            return True  # LEFT/RIGHT on a game's row, DICE: nothing changed
        if self.view == _SETUP:
            self._setup_hint()
        self.dirty = True
        return True

    def _menu_key(self, k):
        r = self.widget.key(k)
        if r == ui.BACK:
            self._enter(_PLAY)
        elif r == ui.CHOSEN:
            row = self.menu_rows[self.widget.cursor]
            if row == _RULES:
                self._open_rules(_MENU)
            elif row == _TAKE_BACK:
                self._enter(_PLAY)
                self.take_back()
            else:
                self._enter(row)
            if self.view == _SETUP:
                self._save_soon()  # a power cut on the set-up comes back to it
        self.dirty = True
        return True

    def _log_key(self, k):
        r = self.widget.key(k)
        if r == ui.BACK or r == ui.CHOSEN or k == A:  # A also leaves "No moves yet." (an empty list chooses nothing)
            self._enter(_PLAY)
        elif r == ui.MOVED:
            self.dirty = True
        return True

    def _look_key(self, k):
        cell = self.look
        ring = brd.ring_of(cell)
        if k == LEFT or k == RIGHT:
            if ring != brd.CENTRE:
                cell = brd.ring_step(cell, 1 if k == RIGHT else -1)
        elif k == UP or k == DOWN:
            ring = (ring + (1 if k == DOWN else 3)) % 4  # outer -> middle -> inner -> centre
            cell = (brd.O1, brd.M1, brd.I1, brd.C)[ring]
        elif k == A and len(self.look_rows) > 3 + draw.LOOK_ROWS:
            del self.look_rows[3:3 + draw.LOOK_ROWS]  # A: the text's next page
            self.dirty = True
            return True
        elif k == B or k == A:
            self._enter(_PLAY)
            return True
        self.look_at(cell)
        return True

    def look_at(self, cell):
        """Put the LOOK cursor on a cell and word-wrap its rows once (messages.look_rows); A drops a page of them."""
        self.look = cell
        self.look_rows = messages.look_rows(self.w, self.s, cell, draw.TEXT_W)
        self.dirty = True

    def _open_rules(self, back):
        """How to play (yaga.views.Pages) from its first page; leaving it goes back to the view `back`."""
        self.rules_back = back
        self._enter(_RULES)

    def _rules_key(self, k):
        self.dirty = True
        if self.widget.key(k) == ui.BACK:
            self._enter(self.rules_back)
            if self.rules_back == _MENU:
                self.widget.select(self.menu_rows.index(_RULES))  # the cursor back on How to play
        return True

    def _stats_key(self, k):
        """LEFT/RIGHT: the other rule set's figures; B: back to the menu. (The reset is in the box's Settings.)"""
        if k == LEFT or k == RIGHT:
            self.stats_balanced = not self.stats_balanced
        elif k == B:
            self.stats = None
            self._enter(_MENU)
            self.widget.select(len(self.menu_rows) - 1)  # the cursor back on Statistics
        self.dirty = True
        return True

    def _play_key(self, k):
        s = self.s
        if self._animating():
            self._finish_animation()
            return True
        p = gw.current_player(s)
        if k == B:
            return False  # the shell saves as the app is left
        if p == TERMINAL:  # the board, the log and Look stay open; A is the rematch its message announces
            if k == A:
                if self.mode == _M_YOU_GOAT or self.mode == _M_YOU_WOLF:
                    self.mode ^= 3  # the rematch swaps sides
                self._new_game(self.mode, gw.balanced(s))  # and keeps the rules
            elif k == UP:
                self._enter(_LOG)
            elif k in (DOWN, LEFT, RIGHT):
                self._enter(_LOOK)
            return True
        human = not self._ai_moves(s)
        if human and p != CHANCE and self.options:
            if k == UP or k == DOWN:
                n = len(self.options)
                self.choice = (self.choice + (1 if k == DOWN else n - 1)) % n
                self._make_preview()
            elif k == A:
                self._act(self.options[self.choice])
            return True
        if k == DICE and human and p == CHANCE:
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
        self.s = gw.new_state(self.box.new_seed(), balanced)
        self.log_n = 0
        self.told = ROLL_NONE
        self.own_dice = False
        self.undo = None
        self.msg = []
        self.step = 0
        self._open_table()
        self._sync()
        self._enter(_PLAY)
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
        self.log_n = u[-2]
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
        if self.mode == _M_DEMO:
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
            self.undo = bytes(s) + bytes(self.log) + bytes((self.log_n, told))  # the dice stay as rolled
        turns = s[AT_TURNS + 1]  # the turns begun (its low byte): a turn ended or not
        gw.apply_action(s, a)
        # the dice shown under a piece's name are its own roll of this turn, never the other side's last one: the
        # mover's while it walks, after that only while its turn goes on
        own = chance or self.own_dice
        self._show_dice(own)
        self.own_dice = own and s[AT_TURNS + 1] == turns
        self.told = ROLL_NONE
        if chance and (before == PH_ROLL or before == PH_WIND) or kept_move:
            self.told = ROLL_MOVE  # a roll (or keeping it): its move follows at once
        elif before == PH_PATH or before == PH_JUMP:
            self.told = ROLL_DONE
        if self.told:
            self.told |= ROLL_WOLF if mover else 0
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
        if gw.current_player(s) >= 0 and not self._ai_moves(s):  # the AI finds its own (yaga.games.goat_wolf.ai)
            self.options = gw.legal_actions(s)
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
                self.frame_at = ticks_add(now, _FRAME_MS)
                self.dirty = True
            return
        if self.faces[0] != NO_DIE:  # the mover's own dice (set as it acted), after the tumble's faces
            self._show_dice(True)
        if ticks_diff(now, self.next_at) >= 0:
            self._reach(now)
        elif self.gliding >= 0 and ticks_diff(now, self.frame_at) >= 0:
            self._glide(_STEP_MS - ticks_diff(self.next_at, now))
            self.frame_at = ticks_add(now, _FRAME_MS)

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
        self.msg = ui.wrap(text, draw.TEXT_W) if text else []
        self.msg_rest = len(self.msg) if coming else 0
        if coming:
            self.msg += ui.wrap(coming, draw.TEXT_W)
        self.msg_first = 0
        self.paging = len(self.msg) > draw.MSG_ROWS
        self.page_at = ticks_add(self.box.now_ms(), _PAGE_MS)

    def _option_text(self, a):
        if CELL_BASE <= a < CELL_BASE + brd.CELLS:
            return brd.label(a - CELL_BASE)  # the cell's name: the board's preview and LOOK show it
        text = self.w["answers"][a - A_CCW]
        if a == A_CCW or a == A_CW:  # GW-8: a way round the ring, named by the first cell it leads to
            return text % brd.label(brd.ring_step(self.s[AT_CELL + gw.WOLF], 1 if a == A_CW else -1))
        return text

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
        self.rows = [self._option_text(a) for a in self.options]
        for piece in (gw.GOAT, gw.WOLF):
            marks = "".join(m for m, _, _ in messages.pending(s, piece))
            initial = w["initials"][piece]
            self.marks[piece] = initial + marks[:_MARK_CHARS + 1 - len(initial)] if marks else ""
        self.question = w["questions"][s[AT_PHASE] - PH_EAR] if p >= 0 else ""
