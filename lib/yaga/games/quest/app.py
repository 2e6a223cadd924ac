"""Baba Yaga (2010) companion screens: set-up wizard, the turn screen, challenges, players, decks, Baba Yaga.

A thin layer over yaga.games.quest.rules, which decides what is legal and when the game ends (BQ-1 … BQ-13).
What is shown follows the engine's phase; while a turn is on, a few menus (players, decks, Baba Yaga,
places, steal / beguile) sit over the turn screen. Every chance node is resolved by the box at once, so a
press of A or DICE is one step; B undoes it (the last 32 steps are kept, in the save too: yaga.games.quest.undo),
and with nothing more to undo B says so (a long B leaves to the main menu, as everywhere). The game is saved
after every step, so the box can be switched off at any time.

Turn screen: title bar (seat and hero, time-of-day icon, round), the step of the turn order, Rep and
quest, dice counts, decks, Baba Yaga, and the choice bar (LEFT/RIGHT or UP/DOWN pick, A does it).
DICE opens a Fight challenge from the turn screen and rolls from the challenge screen.
"""

import gc
import sys

from yaga import ui
from yaga import buttons as bt
from yaga.games.quest import log as qlog
from yaga.games.quest.names import TIMER_MINUTES, Names
from yaga.games.quest.undo import Journal
from yaga.compat import const
from yaga.games.quest import rules as q
from yaga.saves import MAX_PAYLOAD
from yaga.words import Words

# yaga.games.quest.rules's numbers (const() does not cross modules; test_quest_app checks them under CPython)
_CHANCE = const(-1)  # yaga.engine's
_STATE_SIZE = const(118)
_CH_DICE = const(40)
_CH_RESULT = const(37)
_CUR = const(10)
_PHASE = const(4)
_CURSOR = const(26)
_TURN = const(13)
_BEEP_HZ = const(660)  # the time is up: a soft beep (as Tatra's timer)
_BEEP_MS = const(150)
_CH_KIND = const(28)
_CH_ROLLED = const(36)
_CH_N = const(35)
_N = const(6)
_STYLE = const(5)
_MAX_PLAYERS = const(6)
_COMPETITIVE = const(0)
_COOPERATIVE = const(1)
_SOLO = const(2)
_NOBODY = const(255)
_K_PLAIN = const(0)
_K_RESCUE = const(4)
_CH_PASSED = const(1)
_CH_FAILED = const(2)
_P_HERO = const(0)
_P_QUEST = const(1)
_P_REP = const(2)
_P_MOVE = const(3)
_P_FIGHT = const(4)
_P_CUNNING = const(5)
_P_STEP = const(6)
_P_QLEN = const(7)
_P_PEN_NEXT = const(9)
_P_PEN_NOW = const(10)
_F_HARD_BABA = const(1)
_F_HARD_DEATH = const(2)
_PH_HEROES = const(0)
_PH_QUESTS = const(1)
_PH_OPTIONS = const(2)
_PH_PLAY = const(4)
_PH_TIE = const(5)
_PH_CH_SETUP = const(8)
_PH_CH_READY = const(9)
_PH_CH_ENTER = const(11)
_PH_CH_RESULT = const(12)
_PH_OVER = const(13)
_RES_LOSS = const(2)
_RES_NO_WINNER = const(3)
_END_TURN = const(0)
_NEXT_STEP = const(1)
_TOWN_DRAW = const(2)
_TOWN_BACK = const(3)
_WILD_DRAW = const(4)
_WILD_BACK = const(5)
_RESHUFFLE_TOWN = const(6)
_RESHUFFLE_WILD = const(7)
_BABA_WON = const(8)
_BABA_LOST = const(9)
_KOSH_PACT = const(10)
_KOSH_RESCUE = const(11)
_TSAROV = const(12)
_ROLL_TIME = const(13)
_CH_OPEN = const(14)
_FORLORN = const(17)
_STEAL = const(18)
_BEGUILE = const(24)
_CH_ABILITY = const(32)
_BASE_UP = const(35)
_BASE_DOWN = const(36)
_PLUS_REP = const(37)
_BONUS_UP = const(38)
_BONUS_DOWN = const(39)
_BABA_CH = const(40)
_ROLL = const(41)
_ENTER = const(42)
_CANCEL = const(43)
_REROLL_REP = const(44)
_REROLL_ITEM = const(45)
_DONE = const(46)
_FACE = const(46)
_DEAL = const(53)
_EASY_UP = const(54)
_EASY_DOWN = const(55)
_HARD_BABA = const(56)
_HARD_DEATH = const(57)
_ROLL_FIRST = const(58)
_TIE_RANDOM = const(59)
_ABILITIES_DONE = const(60)
_EDIT = const(64)
_EDITS = const(17)
_HERO = const(170)
_QUEST = const(176)
_SEAT = const(182)
_E_REP_UP = const(0)
_E_REP_DOWN = const(1)
_E_MOVE_UP = const(2)
_E_MOVE_DOWN = const(3)
_E_FIGHT_UP = const(4)
_E_FIGHT_DOWN = const(5)
_E_CUNNING_UP = const(6)
_E_CUNNING_DOWN = const(7)
_E_QUEST_UP = const(8)
_E_QUEST_DOWN = const(9)
_E_PEN_UP = const(10)
_E_PEN_DOWN = const(11)
_E_MISS = const(12)
_E_DEATH = const(13)
_E_OUT = const(14)
_E_QLEN_UP = const(15)
_E_QLEN_DOWN = const(16)

# the texts' numbers in yaga.games.quest.keys.KEYS (checked by test_quest_app)
_W_NEW_COMP = const(0)
_W_NEW_COOP = const(1)
_W_NEW_SOLO = const(2)
_W_PLAYERS_Q = const(3)
_W_HERO_FOR = const(4)
_W_QUEST_FOR = const(5)
_W_DEAL = const(6)
_W_DEALT = const(7)
_W_DEALT_LINE = const(8)
_W_SETUP = const(9)
_W_ROLL_FIRST = const(10)
_W_REMOVE = const(11)
_W_HARD_BABA = const(12)
_W_HARD_DEATH = const(13)
_W_P_EDIT = const(14)
_W_QLEN = const(15)
_W_FIRST_TITLE = const(16)
_W_FIRST_TEXT = const(17)
_W_HERO_0 = const(18)
_W_HERO_1 = const(19)
_W_HERO_2 = const(20)
_W_HERO_3 = const(21)
_W_HERO_4 = const(22)
_W_HERO_5 = const(23)
_W_QUEST_0 = const(24)
_W_QUEST_N = const(25)
_W_SEAT_HERO = const(26)
_W_ROUND = const(27)
_W_STEP = const(28)
_W_STEP_0 = const(29)
_W_STEP_1 = const(30)
_W_STEP_2 = const(31)
_W_STEP_3 = const(32)
_W_SKIPPING = const(33)
_W_OUT = const(34)
_W_LINE_REP = const(35)
_W_LINE_DICE = const(36)
_W_LINE_PEN = const(37)
_W_LINE_DECKS = const(38)
_W_BABA_OFF = const(39)
_W_BABA_WAIT = const(40)
_W_BABA_TO = const(41)
_W_C_NEXT = const(42)
_W_C_END = const(43)
_W_C_CHALLENGE = const(44)
_W_C_TOWN = const(45)
_W_C_WILD = const(46)
_W_C_NEW = const(47)
_W_NEW_Q = const(48)
_W_C_BABA = const(49)
_W_PLACES = const(50)
_W_DUEL = const(51)
_W_PLAYERS = const(52)
_W_DECKS = const(53)
_W_ROUND_TITLE = const(54)
_W_HORSEMAN_TEXT = const(55)
_W_H_WHITE = const(56)
_W_H_RED = const(57)
_W_H_BLACK = const(58)
_W_T_DAWN = const(59)
_W_T_NOON = const(60)
_W_T_NIGHT = const(61)
_W_BABA_FLIES = const(62)
_W_BABA_ARRIVES = const(63)
_W_MISS_TEXT = const(64)
_W_DEATH_TEXT = const(65)
_W_DEATH_Q = const(66)
_W_OUT_Q = const(67)
_W_COOP_ADVANCE = const(68)
_W_PLAYER_VAL = const(69)
_W_REP = const(70)
_W_AB_MOVE = const(71)
_W_AB_FIGHT = const(72)
_W_AB_CUNNING = const(73)
_W_QUEST = const(74)
_W_PENALTY = const(75)
_W_MISSES = const(76)
_W_DEATH = const(77)
_W_OUT_ROW = const(78)
_W_D_TOWN = const(79)
_W_D_WILD = const(80)
_W_D_RESHUFFLE_TOWN = const(81)
_W_D_RESHUFFLE_WILD = const(82)
_W_BABA_TITLE = const(83)
_W_BABA_WON = const(84)
_W_BABA_LOST = const(85)
_W_PL_FORLORN = const(86)
_W_PL_PACT = const(87)
_W_PL_RESCUE = const(88)
_W_PL_TSAROV = const(89)
_W_PL_TIME = const(90)
_W_TSAROV_OK = const(91)
_W_TSAROV_NIGHT = const(92)
_W_PACT_TEXT = const(93)
_W_DU_STEAL = const(94)
_W_DU_BEGUILE = const(95)
_W_TIE_TITLE = const(96)
_W_TIE_RANDOM = const(97)
_W_K_STEAL = const(98)
_W_K_BEGUILE = const(99)
_W_K_RESCUE = const(100)
_W_CH_TITLE = const(101)
_W_CH_ABILITY = const(102)
_W_CH_BASE = const(103)
_W_CH_PLUS_REP = const(104)
_W_CH_BONUS = const(105)
_W_CH_BABA = const(106)
_W_CH_ROLL = const(107)
_W_CH_ENTER = const(108)
_W_CH_CANCEL = const(109)
_W_DIE_OF = const(110)
_W_PASSED = const(111)
_W_FAILED = const(112)
_W_R_DONE = const(113)
_W_R_REP = const(114)
_W_R_ITEM = const(115)
_W_OVER = const(116)
_W_WIN_ONE = const(117)
_W_WIN_ALL = const(118)
_W_WIN_SOLO = const(119)
_W_LOSE_ALL = const(120)
_W_NO_WINNER = const(121)
_W_R_QUEST = const(122)
_W_R_BABA = const(123)
_W_R_DECK = const(124)
_W_R_NO_REP = const(125)
_W_R_ALL_OUT = const(126)
_W_R_HARD_BABA = const(127)
_W_R_HARD_DEATH = const(128)
_W_HINT_OVER = const(129)
_W_KEYS = const(130)
_W_KEYS_TEXT = const(131)
_W_UNDO_NONE_TITLE = const(132)
_W_UNDO_NONE = const(133)
_W_PLAYERS_COLS = const(134)
_W_FORLORN_WON = const(135)
_W_FORLORN_LOST = const(136)
_W_START_GAME = const(137)
_W_START_TEXT = const(138)
_W_REP_STANDINGS = const(139)
_W_STANDING = const(140)
_W_ABIL_HINT = const(141)
_W_ABIL_DONE = const(142)
_W_CARDS = const(143)
_W_CARD_TITLE = const(144)
_W_CARD_STEPS = const(145)
_W_NAME_OK = const(146)
_W_SEAT = const(147)
_W_NAMES_TITLE = const(148)
_W_NAMES_GO = const(149)
_W_NAME_FOR = const(150)
_W_LOG_TITLE = const(169)
_W_WHY_REP = const(170)
_W_WHY_TIE = const(171)
_W_R_TOOK = const(172)
_W_TIMER = const(193)
_W_MINUTES = const(194)
_TIMER_LESS = const(-31)  # the set-up's turn timer row (app-level: remembered in the names record)
_TIMER_MORE = const(-30)

_START = const(0)  # new game: pick the style
_COUNT = const(1)  # how many players
_GAME = const(2)  # the engine's phase decides the screen
_CARDS = const(3)  # the quest cards the box remembers (issue 17 item 5)
_CARD_NAME = const(4)  # a quest card's name typed (from the cards list, or from a game's set-up)
_CARD_STEPS = const(5)  # then its steps
_SEATS = const(6)  # the players' names before a new game (issue 17 item 7)
_SEAT_NAME = const(7)  # a player's name typed
_RULES = const(8)  # the rules reference's topics (yaga.games.quest.rules_pages; from the start menu or the turn bar)
_RULE_TEXT = const(9)  # one topic's text

# menus over the turn screen; a choice-bar entry _GO_x (app-level, negative, never an engine action) opens
# the menu -_GO_x
_V_TURN = const(0)
_V_PLAYERS = const(1)
_V_DECKS = const(2)
_V_BABA = const(3)
_V_PLACES = const(4)
_V_DUEL = const(5)
_V_PLAYER = const(6)
_GO_PLAYERS = const(-1)
_GO_DUEL = const(-5)
_SOLO_FORLORN = const(-6)  # solo: roll the time of day, then Forlorn Hills
_SOLO_TSAROV = const(-7)  # solo: roll the time of day, then Tsarov if it is not night
_GO_NEW = const(-8)  # end this game (after a confirmation) and go to the start menu
_GO_CARD = const(-10)  # _GO_CARD - c: name quest card c (a set-up row)
_GO_LOG = const(-9)  # the round log (issue 17 item 8)
_GO_RULES = const(-21)  # the rules reference (issue 17 item 9)
_TOOK = const(-20)  # a won challenge: done, the card taken and +1 Rep in one step (issue 17 item 10)
_LOG_SIZE = const(258)  # yaga.games.quest.log.LOG_SIZE
_SETUP = "yaga.games.quest.setup_screen"
_PLAY = "yaga.games.quest.play"  # the play screens, imported once play starts
_RULES_PART = "yaga.games.quest.rules_pages"  # the rules reference, while it shows
_SETUP_MODULES = (_SETUP, "yaga.games.quest.setup")  # needed only before play and at the end
_PLAY_MODULES = (_PLAY, "yaga.games.quest.turns", "yaga.games.quest.challenge")  # needed only while play is on


class App:
    """The screens' state; the set-up and end screens (yaga.games.quest.setup_screen) and the play screens
    (yaga.games.quest.play) are module functions of it, each part in RAM only while its screens show."""

    ID = 4
    EDIT_ROWS = (  # (label, player field, less, more): per-player rows of the player and set-up menus (BQ-2)
        (_W_AB_MOVE, _P_MOVE, _E_MOVE_DOWN, _E_MOVE_UP),
        (_W_AB_FIGHT, _P_FIGHT, _E_FIGHT_DOWN, _E_FIGHT_UP),
        (_W_AB_CUNNING, _P_CUNNING, _E_CUNNING_DOWN, _E_CUNNING_UP),
    )

    def __init__(self, box):
        self.box = box
        self.w = Words(box.strings.language() + "_quest")  # w[_W_*]: the texts stay on the flash
        self.core = box.strings.table("yaga.lang.core")
        self.undo = Journal()  # B's steps back, saved after the game's bytes
        self.log = bytearray(_LOG_SIZE)  # the round log, saved after the state (yaga.games.quest.log)
        self.before_log = bytearray(_LOG_SIZE)
        self.names = Names(box, self.ID)  # the players' and quest cards' names, kept from game to game
        self.card = 0  # the quest card being named
        self.typed = ""  # its name as typed, while its steps are asked
        self.count = 1  # the players of the game about to start (their names asked first)
        self.rule = 0  # the rules reference's topic shown
        # the turn timer (issue 17 item 11): the turn it counts, when it started, the seconds shown; the shell lets
        # the box sleep only once it has beeped (keep_awake)
        self.timer_turn = -1
        self.timer_start = 0
        self.timer_left = 0
        self.keep_awake = False
        self.before = bytearray(_STATE_SIZE)  # the state before the step being taken
        self.notes = []  # ui.Message boxes shown in turn before the screen
        self.confirm = None
        self.pending = None  # the action the confirm box asks about
        self.view = _V_TURN
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
        self.first_row = 0  # where a list's cursor starts (the first ability to enter)
        saved = box.store.load(None, _resumable, MAX_PAYLOAD)
        if saved is None or not len(saved):  # none saved, or the empty "no game" record
            self.s = None
            q.part(_SETUP).show_start(self)
        else:
            self.mode = _GAME
            self.s = saved[:_STATE_SIZE]
            if len(saved) > _STATE_SIZE:  # no log nor undo steps in a save made before issue 17
                self.log[:] = saved[_STATE_SIZE : _STATE_SIZE + _LOG_SIZE]
                self.undo.load(memoryview(saved)[_STATE_SIZE + _LOG_SIZE :], _STATE_SIZE + _LOG_SIZE)
            self._refresh()
        self.dirty = True

    # ---- keys -----------------------------------------------------------------------------------

    def key(self, k):
        self.dirty = True
        if self.mode >= _RULES:
            return q.part(_RULES_PART).key(self, k)
        if self.mode != _GAME:
            return q.part(_SETUP).start_key(self, k)
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
                if yes and self.pending == _GO_NEW:
                    self._end_game()
                elif yes:
                    self._act(self.pending)
            return True
        ph = self.s[_PHASE]
        if ph == _PH_OVER or ph == _PH_CH_ENTER:  # the end message, or the picker of a die typed in
            r = self.widget.key(k)
            if r == ui.BACK:
                return self._undo()
            if r == ui.CHOSEN and ph == _PH_OVER:
                self._end_game()
            elif r == ui.CHOSEN:
                self._act(_FACE + self.widget.value)
            return True
        if ph == _PH_CH_RESULT or (ph == _PH_PLAY and self.view == _V_TURN):
            return q.part(_PLAY).bar_key(self, k)
        if k == bt.DICE:  # BQ-10: rolls the challenge; BQ-5: or lets the box pick Baba Yaga's target
            for a in (_ROLL, _TIE_RANDOM):
                if q.is_legal(self.s, a):
                    self._act(a)
            return True
        r = self.widget.key(k)  # a list screen; a row is (label, on A, on LEFT, on RIGHT, value text)
        if r == ui.MOVED:
            return True
        row = self.rows[self.widget.cursor] if self.rows else (None, None, None, None)
        if row[1] == _TIMER_MORE and (r == ui.CHOSEN or r == ui.LESS or r == ui.MORE):
            self._set_timer(-1 if r == ui.LESS else 1)
        elif r == ui.CHOSEN and row[1] is None and row[2] is not None:  # a number row: A goes on to the next row
            self.widget.select((self.widget.cursor + 1) % len(self.rows))
        elif r == ui.CHOSEN and row[1] is not None and row[1] <= _GO_CARD:  # a set-up row naming a quest card
            q.part(_SETUP).edit_card(self, _GO_CARD - row[1])
        elif r == ui.CHOSEN and row[1] is not None:
            if ph >= _PH_PLAY:
                q.part(_PLAY).choose(self, row[1])
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
        if ph == _PH_PLAY:
            self.view = _V_PLAYERS if self.view == _V_PLAYER else _V_TURN
            self._refresh()
            return True
        if ph <= _PH_OPTIONS and not self.undo.steps:
            self._end_game()  # back out of a set-up nothing was entered in
            return True
        if not self.undo.steps and q.is_legal(self.s, _CANCEL):
            self._act(_CANCEL, False)  # a challenge resumed after a power cut: B cancels it, not undoably
            return True
        return self._undo()  # a challenge's steps too, back to the turn before it opened

    def _end_game(self):
        self.s = None
        self.undo.clear()
        self.log[:] = bytes(_LOG_SIZE)
        self._save()
        _forget(_PH_OVER)
        q.part(_SETUP).show_start(self)

    def tick(self, now_ms):
        """The turn timer: restarted with each turn (and on resuming), redrawn as its seconds change, one soft
        beep when the time is up."""
        s = self.s
        minutes = self.names.timer
        if not minutes or s is None or self.mode != _GAME or not _PH_PLAY <= s[_PHASE] < _PH_OVER:
            self.keep_awake = False
            return
        turn = s[_TURN] << 8 | s[_TURN + 1]
        if turn != self.timer_turn:
            self.timer_turn = turn
            self.timer_start = now_ms
            self.keep_awake = True
        total = 60 * TIMER_MINUTES[minutes]
        left = total - bt.ticks_diff(now_ms, self.timer_start) // 1000
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
        return self.w[_W_MINUTES] % minutes if minutes else self.core["off"]

    # ---- steps ----------------------------------------------------------------------------------

    def _act(self, a, undoable=True, more=()):
        """One step: the action (and the actions `more`, as one step), any chance nodes after it (the box
        rolls), save, notes about the change.

        B undoes a step by its journal entry; a step without one (undoable False) is one B must not walk back
        into."""
        if a != _SOLO_FORLORN and a != _SOLO_TSAROV and not q.is_legal(self.s, a):
            return
        before = self.before
        before[:] = self.s
        self.before_log[:] = self.log
        if a == _SOLO_FORLORN or a == _SOLO_TSAROV:
            self._apply(_ROLL_TIME)
            if a == _SOLO_FORLORN:
                self._apply(_FORLORN)
            elif q.is_legal(self.s, _TSAROV):
                self._apply(_TSAROV)
        else:
            self._apply(a)
        if before[_PHASE] == _PH_QUESTS and self.s[_PHASE] == _PH_OPTIONS:  # the quests settled: their steps
            more = q.part(_SETUP).remembered_steps(self)
        for b in more:
            self._apply(b)
        qlog.events(self.log, before, self.s, a, a == _DONE and len(more) > 0)  # more after DONE: the card taken
        if undoable:
            self.undo.record(((before, self.s), (self.before_log, self.log)))
        if self.view == _V_BABA or self.view == _V_PLACES or self.view == _V_DUEL:
            self.view = _V_TURN  # one-shot menus close after their action
        if before[_CUR] != self.s[_CUR]:
            self.choices = []  # a new turn starts with the cursor on its first choice
        # tell the table what the step changed (the deal, the first player, a new round, Baba Yaga, ...)
        if before[_PHASE] <= _PH_OPTIONS:
            q.part(_SETUP).notes(self, before[_PHASE], self.s[_PHASE])
        self._let_go()  # the last screen, then (as play starts) the set-up part: gone before the save and
        _forget(self.s[_PHASE])  # the play part, which find the whole free heap
        self._save()
        self._refresh()
        if _PH_PLAY <= self.s[_PHASE] < _PH_OVER:
            q.part(_PLAY).notes_after(self, before, a)

    def _apply(self, a):
        q.apply_action(self.s, a)
        while q.current_player(self.s) == _CHANCE:
            q.apply_action(self.s, q.sample_chance(self.s))

    def _undo(self):
        """B: the last step taken back, or a note that there is none left (the app stays: a long B leaves)."""
        if not self.undo.undo(self.s, self.log):
            self.note(self.w[_W_UNDO_NONE_TITLE], self.w[_W_UNDO_NONE])
            return True
        self.view = _V_TURN
        self.notes = []
        self._save()
        self._refresh()
        return True

    def _save(self):
        """Autosave: the state bytes, the round log and B's journal after them, or an empty record when no game
        is on."""
        self.box.store.save(self.s + self.log + self.undo.saved() if self.s is not None else b"")

    def note(self, title, text):
        self.notes.append(ui.Message(title, text, self.core["hint_ok"]))

    # ---- names ----------------------------------------------------------------------------------

    def who(self, p):
        """Seat p's player: the name the table gave (issue 17 item 7), or "P1" ... without one."""
        return self.names.players[p] or self.w[_W_SEAT] % (p + 1)

    def name(self, p):
        """The player and the hero's first name ("Ana Nastasya", "P1 Nastasya"): the title bars' name beside the
        round (clipped there when long). The full name is in the set-up's deal and first-player notes."""
        h = q.pget(self.s, p, _P_HERO)
        return self.w[_W_SEAT_HERO] % (self.who(p), self.w[_W_HERO_0 + h].split(" ")[0] if h != _NOBODY else "?")

    # ---- what each screen shows (built on each step; drawing only reads it) ---------------------

    def _refresh(self):
        """Build what the screen shows; the last screen's widget and rows go first, so they are not in RAM
        beside the next screen's (and part's, as play starts or ends)."""
        self.dirty = True
        ph = self.s[_PHASE]
        self._let_go()
        _forget(ph)
        if ph == _PH_OVER:
            q.part(_SETUP).show_over(self)
        elif ph == _PH_CH_ENTER:
            title = self.w[_W_DIE_OF] % (self.s[_CH_ROLLED] + 1, self.s[_CH_N])  # the dice fixed at the first roll
            self.widget = ui.Picker(title, 1, 1, 6, hint=self.core["hint_ok"])
        elif ph == _PH_CH_RESULT:
            play = q.part(_PLAY)
            play.bar(self, play.result_choices(self))
            self.lines = (self.w[_W_PASSED if self.s[_CH_RESULT] == _CH_PASSED else _W_FAILED], self.w[_W_REP])
        elif ph == _PH_PLAY and self.view == _V_TURN:
            play = q.part(_PLAY)
            play.bar(self, play.turn_choices(self))
            self.lines = play.turn_lines(self)
        else:  # a list screen: (title, rows), a row as in key()
            self.first_row = 0
            title, self.rows = q.part(_SETUP if ph <= _PH_OPTIONS else _PLAY).rows(self, ph)
            seat = self.s[_CURSOR] if ph == _PH_OPTIONS else self.seat  # the seat entering abilities, or the menu's
            here = (ph << 3 | self.view) << 3 | seat
            ok = here == self.list_id and 0 <= self.list_cursor < len(self.rows)
            cursor = self.list_cursor if ok else self.first_row
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
        if self.mode != _GAME:
            self.widget.draw(c)
        elif self.notes:
            self.notes[0].draw(c)
        elif self.confirm is not None:
            self.confirm.draw(c)
        elif self.s[_PHASE] == _PH_CH_RESULT:
            q.part(_PLAY).draw_result(self, c)
        elif self.s[_PHASE] == _PH_PLAY and self.view == _V_TURN:
            q.part(_PLAY).draw_turn(self, c)
        elif self.legend is not None:
            self.widget.draw(c, self.legend)
        else:
            self.widget.draw(c)


def _resumable(saved):
    """A save the app can open (issue 14; a refused one is set aside, yaga.saves): the empty "no game" record, or
    a game state the engine's is_valid accepts, alone (a save from before issue 17) or with a round log that
    reads and an undo journal each step of which, taken back, leaves a state and a log as sound (B would show
    them)."""
    if not len(saved):
        return True
    if len(saved) < _STATE_SIZE or not q.is_valid(saved[:_STATE_SIZE]):
        return False
    if len(saved) == _STATE_SIZE:
        return True
    game = bytearray(saved[: _STATE_SIZE + _LOG_SIZE])
    n = game[_N]
    if len(game) != _STATE_SIZE + _LOG_SIZE or not qlog.is_valid(memoryview(game)[_STATE_SIZE:], n):
        return False
    journal = Journal()
    if not journal.load(memoryview(saved)[_STATE_SIZE + _LOG_SIZE :], len(game)):
        return False
    while journal.undo(game):
        if not q.is_valid(memoryview(game)[:_STATE_SIZE]) or not qlog.is_valid(memoryview(game)[_STATE_SIZE:], n):
            return False
    return True


def _forget(ph):
    """Forget the parts phase ph does not use, so they can be freed (their sys.modules entry and the attribute
    on their package): the set-up screens and rules while play is on, the play ones otherwise; and the
    widgets only one screen shows (a confirm box, the die typed in, the result's dice) once it is gone, so
    they do not stay in RAM for the rest of the game. After a part went, a collect gives the next part
    (imported next) the whole free heap."""
    dropped = False
    for name in _SETUP_MODULES if _PH_PLAY <= ph < _PH_OVER else _PLAY_MODULES:
        dropped = _drop(name) or dropped
    _drop("yaga.confirm")
    _drop("yaga.name_picker")
    _drop(_RULES_PART)
    if ph != _PH_CH_ENTER:
        _drop("yaga.picker")
    if ph != _PH_CH_RESULT:
        _drop("yaga.dice_faces")
    if ph < _PH_CH_SETUP or ph > _PH_CH_RESULT:  # loaded again by the next challenge
        _drop("yaga.games.quest.challenge")
    if dropped:
        gc.collect()


def _drop(name):
    """Forget module name; whether it was loaded."""
    if name not in sys.modules:
        return False
    del sys.modules[name]
    package, _, attr = name.rpartition(".")
    if hasattr(sys.modules[package], attr):
        delattr(sys.modules[package], attr)
    return True
