"""Baba Yaga card game screens: set-up, the table, choosing actions with the D-pad, pass-and-play, bots,
the Garlic question, the reveal and the tournament table to 100.

Views: SETUP (players 2-5, each seat human or a simple/strong bot), TABLE (piles, opponents, one's own
hand; LEFT/RIGHT pick a card, A lists what can be done with it), ACTIONS (that list: "Baba Yaga!"
when legal, each exchange, "Cast it"), PAY (A marks potions or the Mortar, the total is shown against
the activation value, DICE casts), CHOOSE (what to take / which pile), GARLIC (asked of a targeted
human at once), PASS (pass-and-play: the hand stays hidden until the next human presses A), REVEAL
(all hands and points), TOTALS (the tournament), MENU (B: resume, scores, new tournament, leave).
Bots and shuffles act from tick() after a short pause; every move is told on the status line.
Every action is saved (seats, viewer and state), so a tournament survives a power cut; after one,
hands are hidden again until their owner takes the box. The rules are all in yaga.rules.cards.
"""

from yaga import ui
from yaga.ai import cards as ai
from yaga.apps import cards_draw as draw
from yaga.buttons import A, B, DICE, LEFT, RIGHT, ticks_diff
from yaga.compat import const
from yaga.rules import cards as C

SETUP = const(0)
TABLE = const(1)
ACTIONS = const(2)
PAY = const(3)
CHOOSE = const(4)
GARLIC = const(5)
PASS = const(6)
REVEAL = const(7)
TOTALS = const(8)
MENU = const(9)

HUMAN = const(0)  # seat kinds; a bot's level is kind - 1
_KIND_KEYS = ("human", "simple", "strong")

BOT_MS = const(900)  # a bot waits this long, so its move can be read
CHANCE_MS = const(300)
NOTE_MS = const(2500)  # a move stays on the status line this long (then the keys or the card's name)
_CAST = const(-1)  # the "Cast it" row of ACTIONS

_SEATS = const(5)
_HEAD = const(7)  # payload: seat kinds x5, viewer + 1, 1 when on the reveal / tournament table
PAYLOAD = _HEAD + C.STATE_SIZE


class App:
    ID = 3

    def __init__(self, box):
        self.box = box
        self.t = box.strings.table("cards")
        self.kinds = bytearray([HUMAN, 2, 2, 2, 2])
        self.n = 2
        self.s = None
        self.viewer = -1
        self.cursor = 0
        self.chosen = 0
        self.hand = bytearray(C.HAND)
        self.note = ""
        self.note_until = 0
        self.next_at = 0
        self.options = []
        self.widget = None
        self.spell = 0
        self.pay = 0
        self.target = 0
        self.stage = 0
        self.dirty = True
        payload = box.store.load(PAYLOAD)
        if payload is not None and self._restore(payload):
            self.view = TABLE
            if payload[6]:
                self._enter(REVEAL)
            else:
                self._sync()
        else:
            self._enter(SETUP)

    def _restore(self, payload):
        """Trust a save only when it is whole: seat kinds known, a legal state holding all 78 cards."""
        if len(payload) != PAYLOAD:
            return False
        s = bytearray(payload[_HEAD:])
        n = s[4]
        if n < 2 or n > 5 or C.phase(s) > C.OVER or payload[5] > n:
            return False
        if C.card_census(s) != [C.DECK[name] for name in C.NAMES]:
            return False
        for i in range(_SEATS):
            if payload[i] > 2:
                return False
        self.kinds[:] = payload[:_SEATS]
        self.s = s
        self.n = n
        self.viewer = payload[5] - 1
        if self._humans() > 1:
            self.viewer = -1  # after a power cut nobody's hand is on show
        return True

    # ---- the shell's calls ------------------------------------------------------------------------

    def key(self, k):
        v = self.view
        if v == TABLE:
            return self._table_key(k)
        if v == PAY:
            return self._pay_key(k)
        if v == REVEAL:
            if k == A:
                self._enter(TOTALS)
            return True
        if v == TOTALS:
            return self._totals_key(k)
        r = self.widget.key(k)
        if r == ui.MOVED:
            self.dirty = True
        if v == SETUP:
            return self._setup_key(r)
        if v == MENU:
            return self._menu_key(r)
        if v == PASS:
            if r == ui.BACK:
                self._enter(MENU)
            elif r == ui.CHOSEN:
                self.viewer = C.current_player(self.s)
                self._sync()
            return True
        if r == ui.BACK and v != GARLIC:
            self._enter(TABLE)
        elif r == ui.CHOSEN:
            self._chosen(v, self.options[self.widget.cursor])
        return True

    def tick(self, now_ms):
        if self.note and ticks_diff(now_ms, self.note_until) >= 0:
            self.note = ""
            self.dirty = True
        s = self.s
        if self.view != TABLE or s is None or ticks_diff(now_ms, self.next_at) < 0:
            return
        p = C.current_player(s)
        if p == C.CHANCE:
            self._act(C.SHUFFLE)
        elif p >= 0 and self.kinds[p] != HUMAN:
            self._act(ai.move(s, self.kinds[p] - 1))

    def draw(self, c):
        v = self.view
        if v == REVEAL:
            draw.reveal(c, self.t, self.s)
            return
        if v == TOTALS:
            draw.totals(c, self.t, self.s)
            return
        if v != TABLE and v != PAY:
            self.widget.draw(c)
            return
        c.clear()
        s = self.s
        p = C.current_player(s)
        draw.opponents(c, s, self.viewer, p)
        draw.piles(c, s, self.t)
        if self.viewer >= 0:
            n = self._fill_hand()
            draw.seat(c, self.viewer, C.hand_total(s, self.viewer))
            draw.hand(c, self.t, self.hand, n, self.cursor, self.chosen if v == PAY else 0)
        else:
            draw.hidden_hand(c, C.HAND)
        ui.status_line(c, self._status(v, p))

    def save(self):
        if self.s is None:
            return
        payload = bytearray(PAYLOAD)
        payload[:_SEATS] = self.kinds
        payload[5] = self.viewer + 1
        payload[6] = 1 if self.view == REVEAL or self.view == TOTALS else 0
        payload[_HEAD:] = self.s
        self.box.store.save(payload)

    # ---- views ------------------------------------------------------------------------------------

    def _enter(self, view, title=None, rows=None):
        self.view = view
        t = self.t
        if view == SETUP:
            self.widget = ui.ListMenu(t["title"], self._setup_rows(), 0, self._setup_value)
        elif view == MENU:
            self.widget = ui.ListMenu(t["menu"], [t["resume"], t["scores"], t["new"], t["leave"]])
        elif view == PASS:
            p = C.current_player(self.s) + 1
            self.widget = ui.Message(t["pass_title"] % p, t["pass"] % p, t["hint_ok"])
        elif rows is not None:
            self.widget = ui.ListMenu(title, rows)
        self.dirty = True

    def _sync(self):
        """After an action or a resume: the view the engine's state asks for."""
        s = self.s
        if C.phase(s) >= C.ROUND_OVER:
            self._enter(REVEAL)
            return
        p = C.current_player(s)
        self.chosen = 0
        if p < 0 or self.kinds[p] != HUMAN:
            self._enter(TABLE)
            return
        if p != self.viewer:
            if self._humans() > 1:
                self._enter(PASS)
                return
            self.viewer = p
        if C.phase(s) == C.GARLIC_PHASE:
            self._ask_garlic()
        else:
            self.cursor = 0
            self._enter(TABLE)

    def _humans(self):
        n = 0
        for p in range(self.n):
            if self.kinds[p] == HUMAN:
                n += 1
        return n

    def _status(self, v, p):
        t = self.t
        if v == PAY:
            return self._pay_hint()
        if self.note:
            return self.note
        if p >= 0 and p == self.viewer and self.kinds[p] == HUMAN:
            n = self._fill_hand()
            return draw.card_name(t, self.hand[self.cursor]) if self.cursor < n else t["hint_table"]
        return t["hint_wait"]

    def _fill_hand(self):
        """The viewer's cards in kind order into self.hand; returns how many."""
        i = 0
        for k in range(C.KINDS):
            for _ in range(C.count(self.s, self.viewer, k)):
                self.hand[i] = k
                i += 1
        return i

    # ---- set-up -----------------------------------------------------------------------------------

    def _setup_rows(self):
        t = self.t
        return [t["players"]] + [t["seat"] % (p + 1) for p in range(self.n)] + [t["start"]]

    def _setup_value(self, i):
        if i == 0:
            return str(self.n)
        if i <= self.n:
            return self.t[_KIND_KEYS[self.kinds[i - 1]]]
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
            self.n = 2 + (self.n - 2 + step) % 4
            self.widget.items = self._setup_rows()
        elif 0 < i <= self.n and step:
            self.kinds[i - 1] = (self.kinds[i - 1] + step) % 3
        elif i == self.n + 1 and r == ui.CHOSEN:
            self._new_tournament()
            return True
        self.dirty = True
        return True

    def _new_tournament(self):
        self.s = C.new_state(self.box.new_seed(), self.n)
        self.viewer = -1
        for p in range(self.n):
            if self.kinds[p] == HUMAN and self.viewer < 0 and self._humans() == 1:
                self.viewer = p
        self.note = ""
        self.save()
        self._enter(TABLE)

    # ---- the table --------------------------------------------------------------------------------

    def _my_turn(self):
        s = self.s
        p = C.current_player(s)
        return p >= 0 and p == self.viewer and self.kinds[p] == HUMAN and C.phase(s) == C.TURN

    def _table_key(self, k):
        if k == B:
            self._enter(MENU)
            return True
        if self.viewer < 0:
            return True
        n = self._fill_hand()
        if n == 0:
            return True
        if k == LEFT or k == RIGHT:
            self.cursor = (self.cursor + (1 if k == RIGHT else n - 1)) % n
            self.note = ""
            self.dirty = True
        elif k == A and self._my_turn():
            self._list_actions(self.hand[self.cursor])
        return True

    def _list_actions(self, kind):
        """ACTIONS for one card: "Baba Yaga!" when legal (BY-6), its exchanges (BY-3), "Cast it" (BY-4)."""
        t = self.t
        s = self.s
        rows = []
        self.options = []
        legal = C.legal_actions(s)
        castable = False
        for a in legal:
            if a == C.DECLARE:
                rows.insert(0, t["declare"])
                self.options.insert(0, a)
            elif a < C.DECLARE and a >> 2 == kind:
                pile = (a >> 1) & 1
                if a & 1:
                    took = draw.short_name(t, C.top(s, 1 - pile))
                    rows.append(t["to_take"] % (pile + 1, took))
                else:
                    rows.append(t["to_draw"] % (pile + 1))
                self.options.append(a)
            elif a >= C.CAST_BASE and C.decode_cast(a)[0] == kind:
                castable = True
        if castable:
            rows.append(t["cast"])
            self.options.append(_CAST)
        self._enter(ACTIONS, draw.card_name(t, kind), rows)

    def _chosen(self, v, option):
        if v == ACTIONS and option == _CAST:
            self.spell = self.hand[self.cursor]
            self.chosen = 0
            self.view = PAY
            self.dirty = True
        elif v == CHOOSE and self.stage == 0:
            self.target = option
            self._ask_pile()
        elif v == CHOOSE:
            self._act(C.cast_action(self.spell, self.pay, option, self.target))
        else:
            self._act(option)

    # ---- paying for a spell (BY-4, BY-11) ---------------------------------------------------------

    def _payment(self):
        """The PAYMENTS index the marked cards make, or -1."""
        n = self._fill_hand()
        picked = []
        for i in range(n):
            if (self.chosen >> i) & 1:
                picked.append(self.hand[i])
        if picked == [C.MORTAR]:
            return 0
        picked.sort()
        for i in range(1, C.NPAY):
            if sorted(C.PAYMENTS[i]) == picked:
                return i
        return -1

    def _pay_hint(self):
        t = self.t
        n = self._fill_hand()
        total = 0
        for i in range(n):
            if (self.chosen >> i) & 1:
                if self.hand[i] == C.MORTAR:
                    return t["pay_mortar"]
                total += C.card_points(self.hand[i])
        return t["pay"] % (total, C.activation(self.spell))

    def _pay_key(self, k):
        n = self._fill_hand()
        if k == B:
            self.chosen = 0
            self._enter(TABLE)
        elif k == LEFT or k == RIGHT:
            self.cursor = (self.cursor + (1 if k == RIGHT else n - 1)) % n
        elif k == A:
            kind = self.hand[self.cursor]
            if C.P1 <= kind <= C.P7 or kind == C.MORTAR:
                self.chosen ^= 1 << self.cursor
        elif k == DICE:
            self._cast_paid()
        self.dirty = True
        return True

    def _cast_paid(self):
        pay = self._payment()
        targets = []
        for a in C.legal_actions(self.s):
            if a >= C.CAST_BASE:
                spell, p, pile, target = C.decode_cast(a)
                if spell == self.spell and p == pay and pile == 0:
                    targets.append(target)
        if not targets:
            self._tell(self.t["pay_wrong"] % C.activation(self.spell))
            return
        self.pay = pay
        if len(targets) == 1:
            self.target = targets[0]
            self._ask_pile()
            return
        self.stage = 0
        self.options = targets
        self._enter(CHOOSE, self.t["target_title"], [self._target_name(x) for x in targets])

    def _target_name(self, target):
        t = self.t
        kind = target & 1
        if self.spell == C.CATS:
            return t["cats_owl" if kind else "cats_by"] % ((target >> 1) + 1)
        if self.spell == C.WAND:
            return t["wand_owl" if kind else "wand_by"]
        return t["take_owl" if kind else "take_by"]

    def _ask_pile(self):
        self.stage = 1
        self.options = [0, 1]
        self._enter(CHOOSE, self.t["pile_title"], [self.t["onto"] % 1, self.t["onto"] % 2])

    # ---- Garlic (BY-5) ----------------------------------------------------------------------------

    def _ask_garlic(self):
        t = self.t
        spell, _, caster = C.pending_spell(self.s)
        self.options = [C.GARLIC_ON_0, C.GARLIC_ON_1, C.GARLIC_NO]
        title = t["garlic_title"] % (caster + 1, draw.card_name(t, spell))
        self._enter(GARLIC, title, [t["garlic_0"], t["garlic_1"], t["garlic_no"]])

    # ---- acting -----------------------------------------------------------------------------------

    def _act(self, a):
        """Apply one action, tell it, save, and move on to whatever the state asks for next."""
        note = self._describe(a)
        C.apply_action(self.s, a)
        if note:
            self._tell(note)
        now = self.box.now_ms()
        p = C.current_player(self.s)
        self.next_at = now + (CHANCE_MS if p == C.CHANCE else BOT_MS)
        self.save()
        self._sync()

    def _tell(self, note):
        self.note = note
        self.note_until = self.box.now_ms() + NOTE_MS
        self.dirty = True

    def _describe(self, a):
        """The status line telling a move; a card drawn from the pile stays secret."""
        t = self.t
        s = self.s
        p = C.current_player(s) + 1
        if a == C.SHUFFLE:
            return t["n_shuffle"] if C.phase(s) == C.RESHUFFLE else ""
        if a == C.DECLARE:
            return t["n_declare"] % p
        if a == C.GARLIC_NO:
            return t["n_no_garlic"] % p
        if a == C.GARLIC_ON_0 or a == C.GARLIC_ON_1:
            return t["n_garlic"] % p
        if a < C.DECLARE:
            name = draw.short_name(t, a >> 2)
            pile = (a >> 1) & 1
            if a & 1:
                return t["n_take"] % (p, name, pile + 1, draw.short_name(t, C.top(s, 1 - pile)))
            return t["n_draw"] % (p, name, pile + 1)
        if a >= C.CAST_BASE:
            return t["n_cast"] % (p, draw.card_name(t, C.decode_cast(a)[0]))
        return ""

    # ---- reveal, tournament table, menu -----------------------------------------------------------

    def _totals_key(self, k):
        if k != A and k != B:
            return True
        s = self.s
        if C.phase(s) == C.OVER:
            if k == A:
                self.s = None
                self._enter(SETUP)
            return True
        if C.phase(s) == C.ROUND_OVER:
            if k == A:
                self._act(C.NEXT_ROUND)
            return True
        self._sync()  # scores looked at from the menu
        return True

    def _menu_key(self, r):
        if r == ui.BACK:
            self._sync()
        elif r == ui.CHOSEN:
            i = self.widget.cursor
            if i == 0:
                self._sync()
            elif i == 1:
                self._enter(TOTALS)
            elif i == 2:
                self._enter(SETUP)
            else:
                self.save()
                return False
        return True
