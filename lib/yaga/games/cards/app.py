"""Baba Yaga card game screens: the table, choosing actions with the D-pad, pass-and-play, bots and the
Garlic question; set-up, menu, reveal, tournament table, history, redeal and rules pages are in
yaga.games.cards.screens.

Views: SETUP (players 2-5, each seat human or a simple/strong bot), TABLE (piles, opponents, one's own
hand; LEFT/RIGHT pick a card, A lists what can be done with it), ACTIONS (that list: "Baba Yaga!"
when legal, each exchange, "Cast it"), PAY (A marks potions or the Mortar, the total is shown against
the activation value, DICE casts), CHOOSE (what to take / which pile), GARLIC (asked of a targeted
human at once; in pass-and-play of every human a Cats or Wand is aimed at, BY-13), PASS (pass-and-play:
the hand stays hidden until the next human presses A), DREW (pass-and-play: the card just drawn, before
the box goes on), REVEAL (all hands and points), TOTALS (the tournament), MENU (B: resume, scores,
history, how to play, new tournament, leave; a redeal after 60 turns, BY-12), REDEAL, HISTORY, RULES.
Bots and shuffles act from tick() after a short pause; every move is told on the status line and kept
in the round's history (public facts only: never the face of a card drawn from the draw pile).
Every action is saved (seats, viewer, state and history), so a tournament survives a power cut; after
one, hands are hidden again until their owner takes the box. The rules are all in yaga.games.cards.rules.
"""

import sys

from yaga import ui
from yaga.games.cards import draw
from yaga.buttons import A, B, DICE, LEFT, RIGHT, ticks_diff
from yaga.compat import const
from yaga.games.cards import rules as C
from yaga.words import Words

_V_SETUP = const(0)
_V_TABLE = const(1)
_V_ACTIONS = const(2)
_V_PAY = const(3)
_V_CHOOSE = const(4)
_V_GARLIC = const(5)
_V_PASS = const(6)
_V_REVEAL = const(7)
_V_TOTALS = const(8)
_V_MENU = const(9)
_V_RULES = const(12)  # the last of the views yaga.games.cards.screens draws (REDEAL 10, HISTORY 11)
_V_DREW = const(13)
_SCREENS = "yaga.games.cards.screens"  # set-up and views from REVEAL on: loaded when shown, dropped at the table
_AI = "yaga.games.cards.ai"  # the bots: loaded at the table when one moves, dropped on the other screens

_HUMAN = const(0)  # seat kinds; a bot's level is kind - 1

# Ids of yaga.games.cards.rules (its layout table), private so they cost nothing at run time.
_MORTAR = const(13)
_HAND = const(5)
_KINDS = const(14)
_TURN_PH = const(1)
_GARLIC_PH = const(2)
_RESHUFFLE = const(3)
_ROUND_OVER = const(4)
_DECLARE = const(56)
_GARLIC_NO = const(57)
_GARLIC_ON_0 = const(58)
_NEXT_ROUND = const(60)
_SHUFFLE = const(61)
_REDEALT = const(62)  # not an engine action: the history's mark of a redeal (BY-12)
_CAST_BASE = const(64)
_MAX_ACTION = const(2144)  # yaga.games.cards.rules: past the last cast action
_PLAYERS = const(4)  # state offsets
_PHASE = const(5)
_TURN = const(6)
_P_SPELL = const(11)
_P_KIND = const(12)
_ASK = const(320)

_BOT_MS = const(900)  # a bot waits this long, so its move can be read
_CHANCE_MS = const(300)
_NOTE_MS = const(2500)  # a move stays on the status line this long (then the keys or the card's name)
_CAST = const(-1)  # the "Cast it" row of ACTIONS

# Numbers of the texts in yaga/lang/<lang>_cards.bin (yaga.games.cards.words.KEYS, test_cards_consts checks).
_W_PASS_TITLE = const(7)
_W_PASS = const(8)
_W_HINT_OK = const(9)
_W_DECLARE = const(10)
_W_CAST = const(11)
_W_TO_DRAW = const(12)
_W_TO_TAKE = const(13)
_W_ONTO = const(14)
_W_PILE_TITLE = const(15)
_W_TARGET_TITLE = const(16)
_W_TAKE_BY = const(17)  # + 1: an Owl
_W_CATS_BY = const(19)
_W_WAND_BY = const(21)
_W_PAY = const(23)
_W_PAY_NONE = const(24)
_W_PAY_MORTAR = const(25)
_W_PAY_WRONG = const(26)
_W_GARLIC_TITLE = const(27)
_W_GARLIC_0 = const(28)
_W_GARLIC_1 = const(29)
_W_GARLIC_NO = const(30)
_W_HINT_TABLE = const(31)
_W_HINT_WAIT = const(32)
_W_N_DRAW = const(33)
_W_N_TAKE = const(34)
_W_N_CAST = const(35)
_W_N_GARLIC = const(36)
_W_N_NO_GARLIC = const(37)
_W_N_DECLARE = const(38)
_W_N_SHUFFLE = const(39)
_W_N_REDEAL = const(75)
_W_WOULD_TAKE = const(77)
_W_GARLIC_NONE = const(78)
_W_DREW_TITLE = const(79)
_W_DREW_TEXT = const(80)
_W_N_CATS = const(81)

_SEATS = const(5)
_HEAD = const(7)  # payload: seat kinds x5, viewer + 1, 1 on the reveal / tournament table (2: a set-up record)
_STATE_SIZE = const(321)  # yaga.games.cards.rules STATE_SIZE
_MOVES = const(24)  # the history's ring: the round's last 24 moves
# The history after the state: the next slot, how many are filled, then per move its seat (255: a shuffle),
# the action (u16 big-endian) and the card taken from a discard pile (public; 255 for none).
_HISTORY = const(_HEAD + _STATE_SIZE)
_PAYLOAD = const(_HISTORY + 2 + 4 * _MOVES)
_OLD_PAYLOAD = const(327)  # a save from before BY-13 and the history: its state one byte shorter, no history


def valid_save(payload):
    """A payload the app can open (issue 14; a refused one is set aside, yaga.saves): a set-up record, or seat
    kinds known, the viewer a seat, and a state the engine's is_valid accepts (a save from before BY-13 has
    its state a byte short). The history is checked apart (_history_valid): a bad one only empties it."""
    if len(payload) != _PAYLOAD and len(payload) != _OLD_PAYLOAD or max(payload[:_SEATS]) > 2:
        return False
    if payload[6] > 1:
        return payload[6] == 2  # the set-up's own checks take what is sound (cards_screens.restore_setup)
    s = bytearray(payload[_HEAD:_HISTORY])
    if len(payload) == _OLD_PAYLOAD:
        s.append(0)  # BY-13's asked seats, set from the seat kinds when restored
    return C.is_valid(s) and payload[5] <= s[_PLAYERS]


def _history_valid(h, n):
    """The round's history ring: its counters in range, and every move kept a seat in the game (or the
    shuffle's 255), an action the status line can tell, and a card kind or none (255)."""
    if h[0] >= _MOVES or h[1] > _MOVES:
        return False
    for i in range(2, len(h), 4):
        a = h[i + 1] << 8 | h[i + 2]
        if h[i] >= n and h[i] != 255 or h[i + 3] >= _KINDS and h[i + 3] != 255 or a >= _MAX_ACTION:
            return False
        if _REDEALT < a < _CAST_BASE or a < _DECLARE and a & 1 and h[i + 3] == 255:  # a take names its card
            return False
    return True


class App:
    ID = 3

    def __init__(self, box):
        self.box = box
        self.words = Words(box.strings.language() + "_cards")  # the texts, read from the flash by number (_W_*)
        self.shorts = draw.shorts(self.w)
        self.hints = (self.w(_W_HINT_TABLE), self.w(_W_HINT_WAIT))  # the status line's keys: cut out once
        self.kinds = bytearray([_HUMAN, 2, 2, 2, 2])
        self.n = 2
        self.s = None
        self.viewer = -1
        self.cursor = 0
        self.named = ""  # the cursor card's name once LEFT/RIGHT moved it (the status line shows it), else the keys
        self.chosen = 0
        self.hand = bytearray(_HAND)
        self.note = ""
        self.pay_hint = ""
        self.note_until = 0
        self.next_at = 0
        self.options = None
        self.widget = None
        self.spell = 0
        self.pay = 0
        self.target = 0
        self.stage = 0
        self.page = 0  # the rules pages (yaga.games.cards.screens): the page shown, its lines, where B goes
        self.page_lines = None
        self.page_note = None
        self.rules_back = _V_MENU
        self.dirty = True
        self.history = bytearray(2 + 4 * _MOVES)
        self.marks = bytearray(_SEATS)  # per seat, 1 + the kind it last drew from the draw pile (0: none)
        payload = box.store.load(None, valid_save, _PAYLOAD)
        if payload is not None and len(payload) == _OLD_PAYLOAD:
            payload += bytes(_PAYLOAD - _OLD_PAYLOAD)  # BY-13's byte (set from the seats below), no history
        if payload is not None and self._restore(payload):
            self._enter(_V_REVEAL) if payload[6] else self._sync()
        else:
            self._enter(_V_SETUP)

    def _restore(self, payload):
        """Trust a save only when it is whole: seat kinds known, a legal state holding all 78 cards."""
        if len(payload) != _PAYLOAD:
            return False
        if payload[6] > 1:  # a set-up record (yaga.games.cards.screens): the set-up shows with its choices
            return _module(_SCREENS).restore_setup(self, payload)
        s = bytearray(payload[_HEAD:_HISTORY])
        n = s[_PLAYERS]
        self.kinds[:] = payload[:_SEATS]
        self.s = s
        self.n = n
        self.viewer = payload[5] - 1
        if self._humans() > 1:
            self.viewer = -1  # after a power cut nobody's hand is on show
        s[_ASK] = self.asked()
        h = payload[_HISTORY:]
        if _history_valid(h, n):
            self.history[:] = h  # else the round's history starts empty: the game itself is sound
        return True

    def asked(self):
        """The seats every Cats or Wand aimed at them asks (BY-13): the humans, in pass-and-play only."""
        if self._humans() < 2:
            return 0
        bits = 0
        for p in range(self.n):
            if self.kinds[p] == _HUMAN:
                bits |= 1 << p
        return bits

    # ---- the shell's calls ------------------------------------------------------------------------

    def key(self, k):
        v = self.view
        if v == _V_TABLE or v == _V_PAY:
            return self._table_key(k)
        if _on_screens(v):
            return _module(_SCREENS).key(self, v, k)
        r = self.widget.key(k)
        if r == ui.MOVED:
            self.dirty = True
        if v == _V_PASS:
            if r == ui.BACK:
                self._enter(_V_MENU)
            elif r == ui.CHOSEN:
                self.viewer = C.current_player(self.s)
                self._sync()
        elif v == _V_DREW:
            if r == ui.CHOSEN or r == ui.BACK:
                self._sync()
        elif r == ui.BACK and v != _V_GARLIC:
            self._enter(_V_TABLE)
        elif r == ui.CHOSEN:
            self._chosen(v, self.options[self.widget.cursor])
        return True

    def tick(self, now_ms):
        if self.note and ticks_diff(now_ms, self.note_until) >= 0:
            self.note = ""
            self.dirty = True
        s = self.s
        if self.view != _V_TABLE or s is None or ticks_diff(now_ms, self.next_at) < 0:
            return
        p = C.current_player(s)
        if p < 0:
            self._act(_SHUFFLE)
        elif self.kinds[p] != _HUMAN:
            self._act(_module(_AI).move(s, self.kinds[p] - 1))

    def draw(self, c):
        v = self.view
        if _on_screens(v):
            _module(_SCREENS).draw(self, c, v)
        elif v != _V_TABLE and v != _V_PAY:
            self.widget.draw(c)
        else:
            draw.table(c, self)

    def save(self):
        if self.s is None:
            return
        payload = bytearray(_PAYLOAD)
        payload[:_SEATS] = self.kinds
        payload[5] = self.viewer + 1
        payload[6] = 1 if self.view == _V_REVEAL or self.view == _V_TOTALS else 0
        payload[_HEAD:_HISTORY] = self.s
        payload[_HISTORY:] = self.history
        self.box.store.save(payload)

    # ---- views ------------------------------------------------------------------------------------

    def _enter(self, view, title=None, rows=None, hint=None):
        self.view = view
        self.dirty = True
        if _on_screens(view):
            _drop(_AI)
            _module(_SCREENS).enter(self, view)
            return
        _drop(_SCREENS)
        if view == _V_PASS:
            p = C.current_player(self.s) + 1
            w = self.w
            self.widget = ui.Message(w(_W_PASS_TITLE) % p, w(_W_PASS) % p, w(_W_HINT_OK))
        elif view == _V_DREW:
            w = self.w
            self.widget = ui.Message(w(_W_DREW_TITLE), w(_W_DREW_TEXT) % title, w(_W_HINT_OK))
        elif rows is not None:
            self.widget = ui.ListMenu(title, rows, 0, None, hint)
        else:
            self.widget = None

    def _sync(self):
        """After an action or a resume: the view the engine's state asks for."""
        s = self.s
        if s[_PHASE] >= _ROUND_OVER:
            self._enter(_V_REVEAL)
            return
        p = C.current_player(s)
        self.chosen = 0
        if p >= 0 and self.kinds[p] == _HUMAN and p != self.viewer:
            if self._humans() > 1:
                self._enter(_V_PASS)
                return
            self.viewer = p
        if p >= 0 and self.kinds[p] == _HUMAN and s[_PHASE] == _GARLIC_PH:
            # BY-5, BY-13: the spell (cast by the player on turn) and what it would take, asked alike whatever
            # the hand holds; the Garlic's rows when it can be played, else the one "No Garlic to play"
            w = self.w
            title = w(_W_GARLIC_TITLE) % (s[_TURN] + 1, draw.name(w, s[_P_SPELL]))
            hint = w(_W_WOULD_TAKE) % draw.name(w, s[_P_KIND])
            if len(C.legal_actions(s)) > 1:
                self.options = (_GARLIC_ON_0, _GARLIC_ON_0 + 1, _GARLIC_NO)
                rows = [w(_W_GARLIC_0), w(_W_GARLIC_1), w(_W_GARLIC_NO)]
            else:
                self.options = (_GARLIC_NO,)
                rows = [w(_W_GARLIC_NONE)]
            self._enter(_V_GARLIC, title, rows, hint)
            return
        if p >= 0 and self.kinds[p] == _HUMAN:
            self.cursor = 0
            self.named = ""
        self._enter(_V_TABLE)

    def w(self, i):
        """Text i of the language's words file (a new string: taken when a screen is built, never in a frame)."""
        return self.words[i]

    def _humans(self):
        n = 0
        for p in range(self.n):
            if self.kinds[p] == _HUMAN:
                n += 1
        return n

    def status(self):
        """The status line of the table: the pay total, the last move, the keys until LEFT/RIGHT picks a card,
        its name."""
        if self.view == _V_PAY:
            return self.pay_hint
        if self.note:
            return self.note
        p = C.current_player(self.s)
        if p >= 0 and p == self.viewer and self.kinds[p] == _HUMAN:
            n = self._fill_hand()
            return self.named if self.named and self.cursor < n else self.hints[0]
        return self.hints[1]

    def _mark(self, i):
        """PAY: mark or unmark hand card i and say the marked total against the activation value."""
        self.chosen ^= 1 << i
        w = self.w
        total = 0
        for i in range(self._fill_hand()):
            if (self.chosen >> i) & 1:
                if self.hand[i] == _MORTAR:
                    self.pay_hint = w(_W_PAY_MORTAR)
                    return
                total += C.POINTS[self.hand[i]]
        need = C.activation(self.spell)
        self.pay_hint = w(_W_PAY) % (total, need) if self.chosen else w(_W_PAY_NONE) % need

    def _fill_hand(self):
        """The viewer's cards in kind order into self.hand; returns how many."""
        i = 0
        for k in range(_KINDS):
            for _ in range(C.count(self.s, self.viewer, k)):
                self.hand[i] = k
                i += 1
        return i

    # ---- the table and paying for a spell (BY-3, BY-4, BY-6, BY-11) -------------------------------

    def _table_key(self, k):
        if k == B:
            if self.view == _V_PAY:
                self.chosen = 0
                self._enter(_V_TABLE)
            else:
                self._enter(_V_MENU)
            return True
        n = self._fill_hand() if self.viewer >= 0 else 0
        if n == 0:
            return True
        if k == LEFT or k == RIGHT:
            self.cursor = (self.cursor + (1 if k == RIGHT else n - 1)) % n
            self.named = draw.name(self.w, self.hand[self.cursor])
            self.note = ""
            self.dirty = True
        elif k == A and self.view == _V_PAY:
            kind = self.hand[self.cursor]
            if 2 <= kind <= 8 or kind == _MORTAR:  # potions and the Mortar pay
                self._mark(self.cursor)
                self.dirty = True
        elif k == DICE and self.view == _V_PAY:
            self._cast_paid()
        elif k == A and self.viewer == C.current_player(self.s) and self.s[_PHASE] == _TURN_PH:
            self._list_actions(self.hand[self.cursor])
        return True

    def _list_actions(self, kind):
        """ACTIONS for one card: "Baba Yaga!" when legal (BY-6), its exchanges (BY-3), "Cast it" (BY-4)."""
        w = self.w
        s = self.s
        rows = []
        self.options = []
        castable = False
        for a in C.legal_actions(s):
            if a == _DECLARE:
                rows.insert(0, w(_W_DECLARE))
                self.options.insert(0, a)
            elif a < _DECLARE and a >> 2 == kind:
                pile = (a >> 1) & 1
                if a & 1:
                    rows.append(w(_W_TO_TAKE) % (pile + 1, self.shorts[C.top(s, 1 - pile)]))
                else:
                    rows.append(w(_W_TO_DRAW) % (pile + 1))
                self.options.append(a)
            elif a >= _CAST_BASE and C.decode_cast(a)[0] == kind:
                castable = True
        if castable:
            rows.append(w(_W_CAST))
            self.options.append(_CAST)
        self._enter(_V_ACTIONS, draw.name(w, kind), rows)

    def _chosen(self, v, option):
        if v == _V_ACTIONS and option == _CAST:
            self.spell = self.hand[self.cursor]
            self.chosen = 1
            self._mark(0)  # unmarks card 0: nothing marked, and the hint says 0 of 7
            self._enter(_V_PAY)
        elif v == _V_CHOOSE and self.stage == 0:
            self.target = option
            self._ask_pile()
        elif v == _V_CHOOSE:
            self._act(C.cast_action(self.spell, self.pay, option, self.target))
        else:
            self._act(option)

    def _cast_paid(self):
        """DICE on PAY: the marked cards must make one of the spell's payments; then its target and pile."""
        need = bytearray(_KINDS)
        for i in range(self._fill_hand()):
            if (self.chosen >> i) & 1:
                need[self.hand[i]] += 1
        targets = []
        for a in C.legal_actions(self.s):
            if a >= _CAST_BASE:
                spell, pay, pile, target = C.decode_cast(a)
                if spell == self.spell and pile == 0 and self._marked_pay(need, pay):
                    targets.append(target)
                    self.pay = pay
        if not targets:
            self.dirty = True
            self._tell(self.w(_W_PAY_WRONG) % C.activation(self.spell))
        elif len(targets) == 1:
            self.target = targets[0]
            self._ask_pile()
        else:
            w = self.w
            self.stage = 0
            self.options = targets
            rows = []
            for x in targets:
                if self.spell == 10:  # Cats: whose card
                    rows.append(w(_W_CATS_BY + (x & 1)) % ((x >> 1) + 1))
                else:
                    rows.append(w((_W_WAND_BY if self.spell == 11 else _W_TAKE_BY) + (x & 1)))
            self._enter(_V_CHOOSE, w(_W_TARGET_TITLE), rows)

    def _marked_pay(self, need, pay):
        """True when the marked card counts `need` are exactly payment `pay` (the Mortar alone is 0)."""
        if pay == 0:
            return sum(need) == 1 and need[_MORTAR] == 1
        for k in range(_KINDS):
            if need[k] != (C.PAY[pay * 7 + k - 2] if 2 <= k <= 8 else 0):
                return False
        return True

    def _ask_pile(self):
        self.stage = 1
        self.options = (0, 1)
        onto = self.w(_W_ONTO)
        self._enter(_V_CHOOSE, self.w(_W_PILE_TITLE), [onto % 1, onto % 2])

    # ---- acting -----------------------------------------------------------------------------------

    def _act(self, a):
        """Apply one action, tell it, keep it in the history, save, and move on to whatever the state asks for
        next; a human who drew from the draw pile sees that card (marked in the hand, and in pass-and-play
        on a screen of its own before the box goes on)."""
        s = self.s
        p = C.current_player(s)
        extra = C.top(s, 1 - ((a >> 1) & 1)) if a < _DECLARE and a & 1 else 255
        note = self.line(p, a, extra) if a != _SHUFFLE or s[_PHASE] == _RESHUFFLE else ""  # the deal: no note
        before = bytearray(_KINDS)
        if p >= 0:
            self.marks[p] = 0
            for k in range(_KINDS):
                before[k] = C.count(s, p, k)
        self._record(p, a, extra)
        C.apply_action(s, a)
        if note or a != _SHUFFLE:
            self._tell(note)  # an empty note (a new round) clears the last one; the deal keeps a redeal's
        self.next_at = self.box.now_ms() + (_CHANCE_MS if C.current_player(s) < 0 else _BOT_MS)
        drawn = -1
        if a < _DECLARE and not a & 1 and self.kinds[p] == _HUMAN:  # BY-3 from the draw pile
            before[a >> 2] -= 1
            for k in range(_KINDS):
                if C.count(s, p, k) > before[k]:
                    drawn = k
            self.marks[p] = drawn + 1
        self.save()
        if drawn >= 0 and self._humans() > 1:
            self._enter(_V_DREW, draw.name(self.w, drawn))
        else:
            self._sync()

    def _record(self, p, a, extra):
        """Keep a move in the round's history ring (the newest over the oldest); a new round starts it afresh,
        the deal is no move."""
        h = self.history
        if a == _NEXT_ROUND:
            h[0] = h[1] = 0
            return
        if a == _SHUFFLE and self.s[_PHASE] != _RESHUFFLE:
            return
        i = 2 + 4 * h[0]
        h[i] = p & 0xFF
        h[i + 1] = a >> 8
        h[i + 2] = a & 0xFF
        h[i + 3] = extra
        h[0] = (h[0] + 1) % _MOVES
        if h[1] < _MOVES:
            h[1] += 1

    def redeal(self):
        """BY-12, chosen from the menu: the round dealt again, no points, the same starter; the history
        starts with the redeal, and in pass-and-play the hands are hidden again."""
        C.redeal(self.s)
        self.history[0] = self.history[1] = 0
        self._record(-1, _REDEALT, 255)
        if self._humans() > 1:
            self.viewer = -1
        self.marks[:] = bytes(_SEATS)
        self._tell(self.w(_W_N_REDEAL))
        self.next_at = self.box.now_ms() + _CHANCE_MS
        self.save()
        self._sync()

    def _tell(self, note):
        self.note = note
        self.note_until = self.box.now_ms() + _NOTE_MS
        self.dirty = True

    def line(self, p, a, extra):
        """A move in words (the status line, the history) from public facts only: seat p (-1: the shuffle of
        BY-7), the action and the card taken from a discard pile; a card drawn from the pile stays secret."""
        w = self.w
        if a == _REDEALT:
            return w(_W_N_REDEAL)
        if a == _SHUFFLE:
            return w(_W_N_SHUFFLE)
        p += 1
        if a == _DECLARE:
            return w(_W_N_DECLARE) % p
        if a == _GARLIC_NO:
            return w(_W_N_NO_GARLIC) % p
        if a == _GARLIC_ON_0 or a == _GARLIC_ON_0 + 1:
            return w(_W_N_GARLIC) % p
        if a < _DECLARE:
            name = self.shorts[a >> 2]
            pile = (a >> 1) & 1
            if a & 1:
                return w(_W_N_TAKE) % (p, name, pile + 1, self.shorts[extra])
            return w(_W_N_DRAW) % (p, name, pile + 1)
        if a >= _CAST_BASE:
            spell, _, _, target = C.decode_cast(a)
            if spell == 10:  # Cats: at whom
                return w(_W_N_CATS) % (p, (target >> 1) + 1)
            return w(_W_N_CAST) % (p, draw.name(w, spell))
        return ""


def _on_screens(view):
    """True for the views yaga.games.cards.screens keys and draws."""
    return view == _V_SETUP or _V_REVEAL <= view <= _V_RULES


def _module(name):
    """A module of the card game, imported on first use."""
    if name not in sys.modules:
        __import__(name)
    return sys.modules[name]


def _drop(name):
    """Let a module of the card game leave RAM (its sys.modules entry and the attribute on its package)."""
    if name in sys.modules:
        del sys.modules[name]
        cut = name.rfind(".")
        package = sys.modules[name[:cut]]
        if hasattr(package, name[cut + 1:]):
            delattr(package, name[cut + 1:])
