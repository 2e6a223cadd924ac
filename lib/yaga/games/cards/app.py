"""Baba Yaga card game screens: set-up, the table, choosing actions with the D-pad, pass-and-play, bots, the
Garlic question, the menu, the reveal, the tournament table, the round's history, the redeal and the rules pages.

Views: SETUP (players 2-5, each seat human or a simple/strong bot), TABLE (piles, opponents, one's own
hand; LEFT/RIGHT pick a card, A lists what can be done with it), ACTIONS (that list: "Baba Yaga!"
when legal, each exchange, "Cast it"), PAY (A marks potions or the Mortar, the total is shown against
the activation value, DICE casts), CHOOSE (what to take / which pile), GARLIC (asked of a targeted
human at once; in pass-and-play of every human a Cats or Wand is aimed at, BY-13), PASS (pass-and-play:
the hand stays hidden until the next human presses A), DREW (pass-and-play: the card just drawn, before
the box goes on), REVEAL (all hands and points), TOTALS (the tournament), MENU (B: resume, scores,
history, how to play, new tournament, leave; a redeal after 60 turns, BY-12), REDEAL, HISTORY, RULES.
Bots and shuffles act from tick() after a short pause; every move is told on the status line and kept
in the round's history (yaga.games.cards.history). Every action is saved (seats, viewer, state and history)
by the tick after its frame, so a tournament survives a power cut; after one, hands are hidden again until
their owner takes the box. A cursor move saves nothing and draws one card over a copy of the table (draw.Table).
The rules are all in yaga.games.cards.rules, the drawing in yaga.games.cards.draw.
"""

from yaga import strings, ui
from yaga.buttons import A, B, DICE, LEFT, RIGHT
from yaga.compat import const
from yaga.games.cards import ai, draw, history
from yaga.games.cards import rules as C
from yaga.ticks import ticks_diff
from yaga.widgets import Confirm, Message

TEXTS = "yaga.games.cards.texts"

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
_V_REDEAL = const(10)
_V_HISTORY = const(11)
_V_RULES = const(12)
_V_DREW = const(13)
_V_RESTART = const(14)  # asked before Start throws away a tournament in progress

_HUMAN = const(0)  # seat kinds; a bot's level is kind - 1
_KIND_COUNT = const(3)  # human, simple bot, strong bot

_BOT_MS = const(900)  # a bot waits this long, so its move can be read
_CHANCE_MS = const(300)
_NOTE_MS = const(2500)  # a move stays on the status line this long (then the keys or the card's name)
_CAST = const(-1)  # the "Cast it" row of ACTIONS

_SEATS = const(5)
_HEAD = const(7)  # payload: seat kinds x5, viewer + 1, 0 (older saves: 1 on the reveal; 2: a set-up record)
_SETUP_REC = const(2)  # byte 6 of a set-up record: byte 5 is then the player count, no state follows
_HISTORY = _HEAD + C.STATE_SIZE  # the round's history ring after the state (yaga.games.cards.history)
_PAYLOAD = _HISTORY + history.SIZE
LAYOUT = const(2)  # the record's layout version (yaga.saves): today's payload above
_FIRST_PAYLOAD = const(327)  # layout 1's length before BY-13 and the history: its state a byte short, no history


def upgrade(old_layout, payload):
    """Today's payload from an older record. Layout 1 was written before records named their layout: it is
    today's payload, or one from before BY-13 and the history (its length tells which), whose BY-13 byte is
    set from the seats on restore and whose history starts empty."""
    if old_layout != 1 or len(payload) != _PAYLOAD and len(payload) != _FIRST_PAYLOAD:
        raise ValueError("no such layout")
    return payload + bytes(_PAYLOAD - len(payload))


def valid_save(payload):
    """A payload the app can open (a refused one is set aside, yaga.saves): a set-up record, or seat kinds
    known, the viewer a seat, and a state the engine's is_valid accepts. The history is checked apart
    (history.is_valid): a bad one only empties it."""
    if max(payload[:_SEATS]) >= _KIND_COUNT:
        return False
    if payload[6] > 1:
        return payload[6] == _SETUP_REC  # the set-up's own checks take what is sound (App._restore)
    s = bytearray(payload[_HEAD:_HISTORY])
    return C.is_valid(s) and payload[5] <= C.players(s)


class App:
    ID = 3

    def __init__(self, box):
        self.box = box
        self.w = strings.table(TEXTS)
        self.kinds = bytearray([_HUMAN, 2, 2, 2, 2])
        self.n = 2
        self.s = None
        self.viewer = -1
        self.cursor = 0
        self.named = ""  # the cursor card's name once LEFT/RIGHT moved it (the status line shows it), else the keys
        self.chosen = 0
        self.hand = bytearray(C.HAND)
        self.note = ""
        self.pay_hint = ""
        self.note_until = 0
        self.next_at = 0
        self.hurry = False  # A pressed while the bots play: they move without their pause until a human's turn
        self.options = None
        self.widget = None
        self.spell = 0
        self.pay = 0
        self.target = 0
        self.stage = 0
        self.rules_back = _V_MENU  # the view the rules pages go back to
        self.dirty = True
        self.unsaved = False  # something that matters changed: tick saves it once its frame is drawn
        self.table = draw.Table()
        self.history = bytearray(history.SIZE)
        self.marks = bytearray(_SEATS)  # per seat, 1 + the kind it last drew from the draw pile (0: none)
        payload = box.store.load(_PAYLOAD, valid_save, _PAYLOAD, LAYOUT, upgrade)
        if payload is not None and self._restore(payload):
            self._sync()  # the reveal only once the round is over (BY-13), never for scores looked at mid-round
        else:
            self._enter(_V_SETUP)

    def _restore(self, payload):
        """Trust a save only when it is whole: seat kinds known, a legal state holding all 78 cards. A set-up
        record gives its choices when they are sound, and no game: the set-up shows."""
        if payload[6] > 1:
            if payload[6] == _SETUP_REC and 2 <= payload[5] <= C.MAX_PLAYERS and max(payload[:_SEATS]) < _KIND_COUNT:
                self.kinds[:] = payload[:_SEATS]
                self.n = payload[5]
            return False
        s = bytearray(payload[_HEAD:_HISTORY])
        n = C.players(s)
        self.kinds[:] = payload[:_SEATS]
        self.s = s
        self.n = n
        self.viewer = payload[5] - 1
        if self._humans() > 1:
            self.viewer = -1  # after a power cut nobody's hand is on show
        C.set_asked(s, self.asked())
        h = payload[_HISTORY:]
        if history.is_valid(h, n):
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
        if v == _V_RULES:
            return self._rules_key(k)
        if v == _V_REVEAL:
            if k == A:
                self._enter(_V_TOTALS)
            return True
        if v == _V_TOTALS:
            return self._totals_key(k)
        r = self.widget.key(k)
        if r == ui.MOVED:
            self.dirty = True
        if v == _V_SETUP:
            return self._setup_key(r)
        if v == _V_MENU:
            return self._menu_key(r)
        if v == _V_PASS:
            if r == ui.BACK:
                self._enter(_V_MENU)
            elif r == ui.CHOSEN:
                self.viewer = C.current_player(self.s)
                self._sync()
        elif v == _V_DREW:
            if r == ui.CHOSEN or r == ui.BACK:
                self._sync()
        elif v == _V_RESTART:
            if r == ui.CHOSEN and self.widget.yes:
                self._start_tournament()
            elif r == ui.CHOSEN or r == ui.BACK:
                self._enter(_V_SETUP)
                self.widget.select(self.n + 1)
        elif v == _V_REDEAL:
            if r == ui.CHOSEN and self.widget.yes:
                self.redeal()
            elif r == ui.CHOSEN or r == ui.BACK:
                self._enter(_V_MENU)
        elif v == _V_HISTORY:
            if r == ui.CHOSEN or r == ui.BACK:
                self._enter(_V_MENU)
        elif r == ui.BACK and v != _V_GARLIC:
            self._enter(_V_TABLE)
        elif r == ui.CHOSEN:
            self._chosen(v, self.options[self.widget.cursor])
        return True

    def tick(self, now_ms):
        if self.unsaved and not self.dirty:  # the change's frame is on the glass: now the flash write
            self.save()
        if self.note and ticks_diff(now_ms, self.note_until) >= 0:
            self.note = ""
            self.dirty = True
        s = self.s
        if self.view != _V_TABLE or s is None or ticks_diff(now_ms, self.next_at) < 0:
            return
        p = C.current_player(s)
        if p < 0:
            self._act(C.SHUFFLE)
        elif self.kinds[p] != _HUMAN:
            self._act(ai.move(s, self.kinds[p] - 1))

    def draw(self, c):
        v = self.view
        if v == _V_TABLE or v == _V_PAY:
            draw.table(c, self, v == _V_PAY)
        elif v == _V_REVEAL:
            draw.reveal(c, self.w, self.s)
        elif v == _V_TOTALS:
            draw.totals(c, self.w, self.s)
        elif v == _V_MENU:
            # players count turns from 1; the engine counts the turns already played
            self.widget.draw(c, self.w["turn"] % (C.turns_played(self.s) + 1) if self.s is not None else None)
        else:
            self.widget.draw(c)

    def save(self):
        """The tournament (seats, viewer, state and history), or before one the set-up's choices when they
        changed (a set-up record). The shell calls it as the app is left or the box sleeps; tick, once the
        frame of a change that matters (an action, a deal, a seat or player count chosen) is drawn."""
        unsaved = self.unsaved
        self.unsaved = False
        if self.s is None:
            if unsaved:
                self._save_setup()
            return
        payload = bytearray(_PAYLOAD)
        payload[:_SEATS] = self.kinds
        payload[5] = self.viewer + 1
        payload[_HEAD:_HISTORY] = self.s
        payload[_HISTORY:] = self.history
        self.box.store.save(payload)

    # ---- views ------------------------------------------------------------------------------------

    def _enter(self, view, title=None, rows=None, hint=None):
        """Show a view: its widget (none for the table, the reveal and the tournament table)."""
        self.view = view
        self.dirty = True
        w = self.w
        self.widget = None
        if view == _V_SETUP:
            self.widget = ui.ListMenu(w["title"], self._setup_rows(), 0, self._setup_value)
        elif view == _V_MENU:
            rows = [w["resume"], w["scores"], w["history"], w["rules"], w["new"], w["leave"]]
            if self.s is not None and C.can_redeal(self.s):  # BY-12: offered to whoever holds the box, never a bot
                rows.append(w["redeal"])
            self.widget = ui.ListMenu(w["menu"], rows)
        elif view == _V_REDEAL:
            self.widget = Confirm(w["redeal"], w["redeal_why"], w["redeal_yes"], w["redeal_no"])
        elif view == _V_RESTART:
            self.widget = Confirm(w["new"], w["new_why"], w["new_yes"], w["redeal_no"])
        elif view == _V_HISTORY:
            self.widget = ui.ListMenu(w["history"], history.rows(self.history, w) or [w["no_moves"]])
        elif view == _V_RULES:
            from yaga.views import Pages  # loaded when the rules are read, not with every game

            self.widget = Pages(w["rules"], w["pages"], w["page_hint"])
        elif view == _V_PASS:
            p = C.current_player(self.s) + 1
            self.widget = Message(w["pass_title"] % p, w["pass"] % p, w["hint_ok"])
        elif view == _V_DREW:  # hint: the names of the cards it tells
            self.widget = Message(title, w["drew_text"] % hint, w["hint_ok"])
        elif rows is not None:
            self.widget = ui.ListMenu(title, rows, 0, None, hint)

    def _sync(self):
        """After an action or a resume: the view the engine's state asks for."""
        s = self.s
        if C.phase(s) >= C.ROUND_OVER:
            self._enter(_V_REVEAL)
            return
        p = C.current_player(s)
        self.chosen = 0
        if p >= 0 and self.kinds[p] == _HUMAN and p != self.viewer:
            if self._humans() > 1:
                self._enter(_V_PASS)
                return
            self.viewer = p
        if p >= 0 and self.kinds[p] == _HUMAN and C.phase(s) == C.GARLIC_PHASE:
            # BY-5, BY-13: the spell (cast by the player on turn) and what it would take, asked alike whatever
            # the hand holds; the Garlic's rows when it can be played, else the one "No Garlic to play"
            w = self.w
            spell, kind = C.pending_spell(s)
            title = w["garlic_title"] % (C.turn(s) + 1, w["card_names"][spell])
            hint = w["would_take"] % w["card_names"][kind]
            if len(C.legal_actions(s)) > 1:
                self.options = (C.GARLIC_ON_0, C.GARLIC_ON_1, C.GARLIC_NO)
                rows = list(w["garlic_on"]) + [w["garlic_no"]]
            else:
                self.options = (C.GARLIC_NO,)
                rows = [w["garlic_none"]]
            self._enter(_V_GARLIC, title, rows, hint)
            return
        if p >= 0 and self.kinds[p] == _HUMAN:
            self.cursor = 0
            self.named = ""
        self._enter(_V_TABLE)

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
            return self.named if self.named and self.cursor < n else self.w["hint_table"]
        return self.w["hint_wait"] if self.hurry else self.w["hint_hurry"]

    def _mark(self, i):
        """PAY: mark or unmark hand card i and say the marked total against the activation value."""
        self.chosen ^= 1 << i
        w = self.w
        total = 0
        for i in range(self._fill_hand()):
            if (self.chosen >> i) & 1:
                if self.hand[i] == C.MORTAR:
                    self.pay_hint = w["pay_mortar"]
                    return
                total += C.POINTS[self.hand[i]]
        need = C.activation(self.spell)
        self.pay_hint = w["pay"] % (total, need) if self.chosen else w["pay_none"] % need

    def _fill_hand(self):
        """The viewer's cards in kind order into self.hand; returns how many."""
        i = 0
        for k in range(C.KINDS):
            for _ in range(C.count(self.s, self.viewer, k)):
                self.hand[i] = k
                i += 1
        return i

    # ---- set-up (BY-2: 2-5 players, each seat a human or a bot) ------------------------------------

    def _setup_rows(self):
        w = self.w
        return [w["players"]] + [w["seat"] % (p + 1) for p in range(self.n)] + [w["start"], w["rules"]]

    def _setup_value(self, i):
        if i == 0:
            return str(self.n)
        if i <= self.n:
            return self.w["seat_kinds"][self.kinds[i - 1]]
        return None

    def _setup_key(self, r):
        i = self.widget.cursor
        if r == ui.BACK:
            if self.s is None:
                return False
            self._sync()
            return True
        step = 1 if r == ui.MORE or r == ui.CHOSEN else (-1 if r == ui.LESS else 0)
        if i == 0 and step:
            self.n = 2 + (self.n - 2 + step) % (C.MAX_PLAYERS - 1)
            self.widget.items = self._setup_rows()
        elif 0 < i <= self.n and step:
            self.kinds[i - 1] = (self.kinds[i - 1] + step) % _KIND_COUNT
        if step and i <= self.n and self.s is None:
            self._save_soon()
        if i == self.n + 2 and r == ui.CHOSEN:
            self._open_rules(_V_SETUP)
            return True
        if i == self.n + 1 and r == ui.CHOSEN:
            if self.s is not None and C.phase(self.s) != C.OVER:
                self._enter(_V_RESTART)  # a tournament in progress is only thrown away when the player says so
            else:
                self._start_tournament()
            return True
        self.dirty = True
        return True

    def _start_tournament(self):
        """BY-2: a new tournament with the set-up's players and seats, dealt by the next tick."""
        self.s = C.new_state(self.box.new_seed(), self.n, self.asked())
        history.clear(self.history)
        self.marks[:] = bytes(_SEATS)
        self.viewer = -1
        if self._humans() == 1:
            self.viewer = self.kinds.find(bytes((_HUMAN,)))
        self.note = ""
        self.hurry = False
        self._save_soon()
        self._sync()

    def _save_setup(self):
        """A set-up record (the payload with _SETUP_REC in byte 6 and no state): a power cut before Start keeps
        the player count (byte 5) and the seats."""
        payload = bytearray(_PAYLOAD)
        payload[:_SEATS] = self.kinds
        payload[5] = self.n
        payload[6] = _SETUP_REC
        self.box.store.save(payload)

    # ---- the menu, the tournament table and the rules pages ------------------------------------------

    def _menu_key(self, r):
        if r == ui.BACK:
            self._sync()
        elif r == ui.CHOSEN:
            i = self.widget.cursor
            if i == 0:
                self._sync()
            elif i == 1:
                self._enter(_V_TOTALS)
            elif i == 2:
                self._enter(_V_HISTORY)
            elif i == 3:
                self._open_rules(_V_MENU)
            elif i == 4:
                self._enter(_V_SETUP)
            elif i == 5:
                return False  # the shell saves as the app is left
            else:
                self._enter(_V_REDEAL)
        return True

    def _totals_key(self, k):
        """BY-10: A starts the next round, a new tournament at the end; from the menu, A or B goes back."""
        ph = C.phase(self.s)
        if ph == C.OVER and k == A:
            self.s = None
            self._enter(_V_SETUP)
        elif ph == C.ROUND_OVER and k == A:
            self._act(C.NEXT_ROUND)
        elif ph < C.ROUND_OVER and (k == A or k == B):
            self._sync()  # scores looked at from the menu
        return True

    def _open_rules(self, back):
        """The rules pages (yaga.views.Pages) from page 1; leaving them goes back to the view `back`."""
        self.rules_back = back
        self._enter(_V_RULES)

    def _rules_key(self, k):
        self.dirty = True
        if self.widget.key(k) == ui.BACK:
            self._enter(self.rules_back)
            if self.rules_back == _V_SETUP:
                self.widget.select(self.n + 2)
        return True

    # ---- the table and paying for a spell (BY-3, BY-4, BY-6, BY-11) -------------------------------

    def _table_key(self, k):
        p = C.current_player(self.s)
        if k == A and self.view == _V_TABLE and (p < 0 or self.kinds[p] != _HUMAN) and C.phase(self.s) < C.ROUND_OVER:
            self.hurry = True  # the bots move at once, one a frame, until a human's turn
            self.next_at = self.box.now_ms()
            return True
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
            self.named = self.w["card_names"][self.hand[self.cursor]]
            self.note = ""
            self.dirty = True
        elif k == A and self.view == _V_PAY:
            kind = self.hand[self.cursor]
            if C.P1 <= kind <= C.P7 or kind == C.MORTAR:  # potions and the Mortar pay
                self._mark(self.cursor)
                self.dirty = True
        elif k == DICE and self.view == _V_PAY:
            self._cast_paid()
        elif k == A and self.viewer == C.current_player(self.s) and C.phase(self.s) == C.TURN:
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
            if a == C.DECLARE:
                rows.insert(0, w["declare"])
                self.options.insert(0, a)
            elif a < C.DECLARE and a >> 2 == kind:
                pile = (a >> 1) & 1
                if a & 1:
                    rows.append(w["to_take"] % (pile + 1, w["card_shorts"][C.top(s, 1 - pile)]))
                else:
                    rows.append(w["to_draw"] % (pile + 1))
                self.options.append(a)
            elif a >= C.CAST_BASE and C.decode_cast(a)[0] == kind:
                castable = True
        hint = None
        if castable:
            rows.append(w["cast"])
            self.options.append(_CAST)
        elif kind == C.OWL or C.PELICAN <= kind <= C.WAND:  # BY-4: why "Cast it" is not offered
            if not C.can_target(s, C.current_player(s), kind):
                hint = w["cant_target"][kind == C.CATS or kind == C.WAND]
            else:
                hint = w["cant_pay"] % C.activation(kind)
        self._enter(_V_ACTIONS, w["card_names"][kind], rows, hint)

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
        need = bytearray(C.KINDS)
        for i in range(self._fill_hand()):
            if (self.chosen >> i) & 1:
                need[self.hand[i]] += 1
        targets = []
        for a in C.legal_actions(self.s):
            if a >= C.CAST_BASE:
                spell, pay, pile, target = C.decode_cast(a)
                if spell == self.spell and pile == 0 and self._marked_pay(need, pay):
                    targets.append(target)
                    self.pay = pay
        w = self.w
        if not targets:
            self.dirty = True
            self._tell(w["pay_wrong"] % C.activation(self.spell))
        elif len(targets) == 1:
            self.target = targets[0]
            self._ask_pile()
        else:
            self.stage = 0
            self.options = targets
            if self.spell == C.CATS:  # whose card, which kind
                rows = [w["cats"][x & 1] % ((x >> 1) + 1) for x in targets]
            else:
                rows = [w["wand" if self.spell == C.WAND else "take"][x & 1] for x in targets]
            self._enter(_V_CHOOSE, w["wand_title" if self.spell == C.WAND else "target_title"], rows)

    def _marked_pay(self, need, pay):
        """True when the marked card counts `need` are exactly payment `pay` (the Mortar alone is 0)."""
        if pay == 0:
            return sum(need) == 1 and need[C.MORTAR] == 1
        for k in range(C.KINDS):
            if need[k] != (C.PAY[pay * 7 + k - C.P1] if C.P1 <= k <= C.P7 else 0):
                return False
        return True

    def _ask_pile(self):
        self.stage = 1
        self.options = (0, 1)
        onto = self.w["onto"]
        self._enter(_V_CHOOSE, self.w["pile_title"], [onto % 1, onto % 2])

    # ---- acting -----------------------------------------------------------------------------------

    def _act(self, a):
        """Apply one action, tell it, keep it in the history, save, and move on to whatever the state asks for
        next; a human who drew from the draw pile sees that card (marked in the hand, and in pass-and-play
        on a screen of its own before the box goes on)."""
        s = self.s
        p = C.current_player(s)
        reshuffle = C.phase(s) == C.RESHUFFLE
        extra = C.top(s, 1 - ((a >> 1) & 1)) if a < C.DECLARE and a & 1 else 255
        note = history.line(self.w, p, a, extra) if a != C.SHUFFLE or reshuffle else ""  # the deal: no note
        before = bytearray(C.KINDS)
        if p >= 0:
            self.marks[p] = 0
            for k in range(C.KINDS):
                before[k] = C.count(s, p, k)
        if a == C.NEXT_ROUND:
            history.clear(self.history)  # a new round starts its history afresh
        elif a != C.SHUFFLE or reshuffle:  # the deal is no move
            history.record(self.history, p, a, extra)
        C.apply_action(s, a)
        if note or a != C.SHUFFLE:
            self._tell(note)  # an empty note (a new round) clears the last one; the deal keeps a redeal's
        nxt = C.current_player(s)
        if nxt >= 0 and self.kinds[nxt] == _HUMAN:
            self.hurry = False
        self.next_at = self.box.now_ms() + (0 if self.hurry else (_CHANCE_MS if nxt < 0 else _BOT_MS))
        drawn = -1
        human = p >= 0 and self.kinds[p] == _HUMAN
        if a < C.DECLARE and not a & 1 and human:  # BY-3 from the draw pile
            before[a >> 2] -= 1
            for k in range(C.KINDS):
                if C.count(s, p, k) > before[k]:
                    drawn = k
            self.marks[p] = drawn + 1
        self._save_soon()
        passing = human and self._humans() > 1 and C.current_player(s) != p
        if passing:
            self.viewer = -1  # BY-13: the box is to be passed, so no frame shows this hand any more
        if passing and a >= C.CAST_BASE:
            self._show_gained(p, a, before)
        elif drawn >= 0 and passing:
            self._enter(_V_DREW, self.w["drew_title"], None, self.w["card_names"][drawn])
        else:
            self._sync()

    def _show_gained(self, p, a, before):
        """Pass-and-play, after a human's cast: the cards it brought into the hand (what a Pelican or an Owl took,
        the refill drawn), on a screen of their own before the box goes on (BY-13); none yet: the table."""
        spell, pay, _, _ = C.decode_cast(a)
        before[spell] -= 1
        if pay == 0:
            before[C.MORTAR] -= 1
        for v in range(7):
            before[C.P1 + v] -= C.PAY[pay * 7 + v] if pay else 0
        names = []
        for k in range(C.KINDS):
            for _ in range(C.count(self.s, p, k) - before[k]):
                names.append(self.w["card_names"][k])
        if names:
            self._enter(_V_DREW, self.w["got_title"], None, ", ".join(names))
        else:
            self._sync()

    def redeal(self):
        """BY-12, chosen from the menu: the round dealt again, no points, the same starter; the history
        starts with the redeal, and in pass-and-play the hands are hidden again."""
        C.redeal(self.s)
        history.clear(self.history)
        history.record(self.history, -1, history.REDEALT, 255)
        if self._humans() > 1:
            self.viewer = -1
        self.marks[:] = bytes(_SEATS)
        self._tell(self.w["n_redeal"])
        self.next_at = self.box.now_ms() + _CHANCE_MS
        self._save_soon()
        self._sync()

    def _save_soon(self):
        """Something that matters changed: saved by the next tick after its frame, never between a press and
        the frame it makes."""
        self.unsaved = True
        self.dirty = True

    def _tell(self, note):
        self.note = note
        self.note_until = self.box.now_ms() + _NOTE_MS
        self.dirty = True
