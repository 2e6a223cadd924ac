"""Baba Yaga card game screens: set-up, the table, choosing actions with the D-pad, pass-and-play, bots, the
Garlic question, the menu, the reveal, the tournament table, the round's history, the redeal and the rules pages.

Each screen is a view on the app's stack (yaga.views). At the bottom, alone, the one the game's state asks for
(App.sync): Setup (players 2-5, each seat human or a simple/strong bot), Table (piles, opponents, one's own
hand; LEFT/RIGHT pick a card, A lists what can be done with it), Pass (pass-and-play: the hand stays hidden
until the next human presses A, BY-13), the Garlic question (a Choice asked of a targeted human at once; in
pass-and-play of every human a Cats or Wand is aimed at, BY-13) and Scores (the reveal, then the tournament
table). Over it: a card's actions (a Choice: "Baba Yaga!" when legal, each exchange, "Cast it"), the payment (a
Table that marks: A marks potions or the Mortar, the total is shown against the activation value, DICE casts),
a spell's target and pile (Choices), the Menu (B: resume, scores, history, how to play, new tournament, leave;
a redeal after 60 turns, BY-12), the History, the rules (yaga.views.Pages), the questions (Ask: the redeal, a
new tournament over one in progress) and, in pass-and-play, the cards a human just drew (a yaga.views Note,
before the box goes on).
Bots and shuffles act from the table's tick after a short pause; every move is told on the status line and kept
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
from yaga.ticks import sooner, ticks_diff, until
from yaga.ui import BACK, CHOSEN, LESS, MORE, NOTHING
from yaga.views import Note, Pages, Stack, View
from yaga.widgets import Confirm, Message

TEXTS = "yaga.games.cards.texts"

_HUMAN = const(0)  # seat kinds; a bot's level is kind - 1
_KIND_COUNT = const(3)  # human, simple bot, strong bot

_BOT_MS = const(900)  # a bot waits this long, so its move can be read
_CHANCE_MS = const(300)
_NOTE_MS = const(2500)  # a move stays on the status line this long (then the keys or the card's name)
_CAST = const(-1)  # the "Cast it" row of a card's actions
_TARGET = const(0)  # a Choice's stage: a spell's target, then its pile (-1: an action itself)
_PILE = const(1)
_M_SCORES = const(1)  # the menu's rows after Resume (a redeal's row last, when offered)
_M_HISTORY = const(2)
_M_RULES = const(3)
_M_NEW = const(4)
_M_LEAVE = const(5)

_SEATS = const(5)
_HEAD = const(7)  # payload: seat kinds x5, viewer + 1, 0 (older saves: 1 on the reveal; 2: a set-up record)
_SETUP_REC = const(2)  # byte 6 of a set-up record: byte 5 is then the player count, no state follows
_LINKED_REC = const(3)  # byte 6 of a linked round's record (+1: this box began it; yaga.games.cards.linked)
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
    if payload[6] == _SETUP_REC:
        return True  # the set-up's own checks take what is sound (App._restore)
    if payload[6] > _LINKED_REC + 1:
        return False
    if payload[6] >= _LINKED_REC and (payload[0] or payload[1] or payload[5] != 2 - (payload[6] - _LINKED_REC)):
        return False  # a linked round: two humans, this box's seat the viewer (1: P1 began it, 2: P2 joined)
    s = bytearray(payload[_HEAD:_HISTORY])
    return C.is_valid(s) and payload[5] <= C.players(s)


class App(Stack):
    """The tournament and what every view shares (seats, the viewer's hand and cursor, the note, the payment
    under way); its views on the stack."""

    ID = 3

    def __init__(self, box):
        Stack.__init__(self)
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
        self.spell = 0
        self.pay = 0
        self.target = 0
        self.unsaved = False  # something that matters changed: tick saves it once its frame is drawn
        self.table = draw.Table()
        self.history = bytearray(history.SIZE)
        self.marks = bytearray(_SEATS)  # per seat, 1 + the kind it last drew from the draw pile (0: none)
        self.board = Table(self, False)  # the table view, kept: a bot's move allocates no view
        self.linked = None  # a round linked with another box (yaga.games.cards.linked, imported only then)
        payload = box.store.load(_PAYLOAD, valid_save, _PAYLOAD, LAYOUT, upgrade)
        if payload is not None and self._restore(payload):
            self.sync()  # the reveal only once the round is over (BY-13), never for scores looked at mid-round
        else:
            self.show(Setup(self))

    def _restore(self, payload):
        """Trust a save only when it is whole: seat kinds known, a legal state holding all 78 cards. A set-up
        record gives its choices when they are sound, and no game: the set-up shows."""
        if payload[6] == _SETUP_REC:
            if 2 <= payload[5] <= C.MAX_PLAYERS and max(payload[:_SEATS]) < _KIND_COUNT:
                self.kinds[:] = payload[:_SEATS]
                self.n = payload[5]
            return False
        s = bytearray(payload[_HEAD:_HISTORY])
        n = C.players(s)
        self.kinds[:] = payload[:_SEATS]
        self.s = s
        self.n = n
        self.viewer = payload[5] - 1
        if payload[6] >= _LINKED_REC:
            from yaga.games.cards import linked

            if not linked.resume(self, payload[6] > _LINKED_REC):
                return False
        if self.passed():
            self.viewer = -1  # after a power cut nobody's hand is on show
        C.set_asked(s, self.asked())
        h = payload[_HISTORY:]
        if history.is_valid(h, n):
            self.history[:] = h  # else the round's history starts empty: the game itself is sound
        return True

    def asked(self):
        """The seats every Cats or Wand aimed at them asks (BY-13): the humans, in pass-and-play only."""
        if self.humans() < 2:
            return 0
        bits = 0
        for p in range(self.n):
            if self.kinds[p] == _HUMAN:
                bits |= 1 << p
        return bits

    def passed(self):
        """Pass-and-play: more than one human shares this box."""
        return self.linked is None and self.humans() > 1

    def humans(self):
        n = 0
        for p in range(self.n):
            if self.kinds[p] == _HUMAN:
                n += 1
        return n

    # ---- the shell's calls (key and draw: the top view's, yaga.views.Stack) ------------------------------

    def tick(self, now_ms):
        if self.linked is not None:
            self.linked.tick(now_ms)
        if self.unsaved and not self.dirty:  # the change's frame is on the glass: now the flash write
            self.save()
        if self.note and ticks_diff(now_ms, self.note_until) >= 0:
            self.note = ""
            self.dirty = True
        Stack.tick(self, now_ms)

    def idle_ms(self, now_ms):
        """0 while a change waits for its frame to be saved or a linked game reads its cable, else the sooner of the
        note's end and the top view's wait (the table's: the next bot or shuffle)."""
        if self.unsaved or self.linked is not None:
            return 0
        return sooner(until(now_ms, self.note_until) if self.note else None, Stack.idle_ms(self, now_ms))

    def save(self):
        """The tournament (seats, viewer, state and history), or before one the set-up's choices when they
        changed (a set-up record). The shell calls it as the app is left or the box sleeps; tick, once the
        frame of a change that matters (an action, a deal, a seat or player count chosen) is drawn."""
        unsaved = self.unsaved
        self.unsaved = False
        if self.s is None and not unsaved:
            return
        payload = bytearray(_PAYLOAD)
        payload[:_SEATS] = self.kinds
        if self.s is None:  # a set-up record: a power cut before Start keeps the player count and the seats
            payload[5] = self.n
            payload[6] = _SETUP_REC
        else:
            payload[5] = self.viewer + 1
            if self.linked is not None:
                payload[6] = _LINKED_REC + self.linked.began
                self.linked.save()
            payload[_HEAD:_HISTORY] = self.s
            payload[_HISTORY:] = self.history
        self.box.store.save(payload)

    # ---- which view ---------------------------------------------------------------------------------

    def show(self, view):
        """The view the game's state asks for, alone on the stack: whatever was over the last one is done."""
        del self.views[:]
        self.push(view)

    def sync(self):
        """After an action or a resume: the view the engine's state asks for."""
        s = self.s
        if C.phase(s) >= C.ROUND_OVER:
            self.show(Scores(self))
            return
        p = C.current_player(s)
        self.chosen = 0
        human = p >= 0 and self.kinds[p] == _HUMAN
        if human and p != self.viewer and self.linked is not None:
            human = False  # the other box's seat: this box's own table, waiting
        elif human and p != self.viewer:
            if self.passed():
                w = self.w
                self.show(Pass(self, w["pass_title"] % (p + 1), w["pass"] % (p + 1)))
                return
            self.viewer = p
        if human and C.phase(s) == C.GARLIC_PHASE:
            self.show(self._garlic())
            return
        if human:
            self.cursor = 0
            self.named = ""
        self.show(self.board)

    def _garlic(self):
        """BY-5, BY-13: the spell (cast by the player on turn) and what it would take, asked alike whatever the
        hand holds; the Garlic's rows when it can be played, else the one "No Garlic to play"."""
        w = self.w
        s = self.s
        spell, kind = C.pending_spell(s)
        title = w["garlic_title"] % (C.turn(s) + 1, w["card_names"][spell])
        hint = w["would_take"] % w["card_names"][kind]
        if len(C.legal_actions(s)) > 1:
            return Choice(self, title, list(w["garlic_on"]) + [w["garlic_no"]],
                          (C.GARLIC_ON_0, C.GARLIC_ON_1, C.GARLIC_NO), hint)
        return Choice(self, title, [w["garlic_none"]], (C.GARLIC_NO,), hint)

    def rules(self):
        """How to play (yaga.views.Pages) from page 1, over the set-up or the menu."""
        w = self.w
        self.push(Pages(w["rules"], w["pages"], w["page_hint"]))

    def status(self, paying):
        """The status line of the table: the pay total, the last move, the keys until LEFT/RIGHT picks a card,
        its name."""
        if paying:
            return self.pay_hint
        if self.note:
            return self.note
        p = C.current_player(self.s)
        if p >= 0 and p == self.viewer and self.kinds[p] == _HUMAN:
            n = self.fill_hand()
            return self.named if self.named and self.cursor < n else self.w["hint_table"]
        if self.linked is not None and not self.linked.mine(p):
            return self.linked.status(p)
        return self.w["hint_wait"] if self.hurry else self.w["hint_hurry"]

    def fill_hand(self):
        """The viewer's cards in kind order into self.hand; returns how many."""
        i = 0
        for k in range(C.KINDS):
            for _ in range(C.count(self.s, self.viewer, k)):
                self.hand[i] = k
                i += 1
        return i

    # ---- set-up (BY-2: 2-5 players, each seat a human or a bot) ------------------------------------

    def start_tournament(self, seed=None, viewer=-1):
        """BY-2: a new tournament with the set-up's players and seats, dealt by the next tick; a linked one from
        the seed both boxes know, this box's seat the viewer."""
        if seed is None:
            self.linked = None  # a new tournament from the set-up leaves the linked one
            seed = self.box.new_seed()
        self.s = C.new_state(seed, self.n, self.asked())
        history.clear(self.history)
        self.marks[:] = bytes(_SEATS)
        self.viewer = viewer
        if self.humans() == 1:
            self.viewer = self.kinds.find(bytes((_HUMAN,)))
        self.note = ""
        self.hurry = False
        self.save_soon()
        self.sync()

    # ---- a card's actions and paying for a spell (BY-3, BY-4, BY-6, BY-11) ------------------------------

    def actions(self, kind):
        """A card's actions: "Baba Yaga!" when legal (BY-6), its exchanges (BY-3), "Cast it" (BY-4)."""
        w = self.w
        s = self.s
        rows = []
        options = []
        castable = False
        for a in C.legal_actions(s):
            if a == C.DECLARE:
                rows.insert(0, w["declare"])
                options.insert(0, a)
            elif a < C.DECLARE and a >> 2 == kind:
                pile = (a >> 1) & 1
                if a & 1:
                    rows.append(w["to_take"] % (pile + 1, w["card_shorts"][C.top(s, 1 - pile)]))
                else:
                    rows.append(w["to_draw"] % (pile + 1))
                options.append(a)
            elif a >= C.CAST_BASE and C.decode_cast(a)[0] == kind:
                castable = True
        hint = None
        if castable:
            rows.append(w["cast"])
            options.append(_CAST)
        elif kind == C.OWL or C.PELICAN <= kind <= C.WAND:  # BY-4: why "Cast it" is not offered
            if not C.can_target(s, C.current_player(s), kind):
                hint = w["cant_target"][kind == C.CATS or kind == C.WAND]
            else:
                hint = w["cant_pay"] % C.activation(kind)
        self.push(Choice(self, w["card_names"][kind], rows, options, hint))

    def choose(self, option, stage):
        """A Choice's row taken: "Cast it" opens the payment, a target asks for the pile, else the action."""
        if option == _CAST:
            self.spell = self.hand[self.cursor]
            self.chosen = 1
            self.mark(0)  # unmarks card 0: nothing marked, and the hint says 0 of 7
            self.replace(Table(self, True))
        elif stage == _TARGET:
            self.target = option
            self._ask_pile()
        elif stage == _PILE:
            self.act(C.cast_action(self.spell, self.pay, option, self.target))
        else:
            self.act(option)

    def mark(self, i):
        """The payment: mark or unmark hand card i and say the marked total against the activation value."""
        self.chosen ^= 1 << i
        w = self.w
        total = 0
        for i in range(self.fill_hand()):
            if (self.chosen >> i) & 1:
                if self.hand[i] == C.MORTAR:
                    self.pay_hint = w["pay_mortar"]
                    return
                total += C.POINTS[self.hand[i]]
        need = C.activation(self.spell)
        self.pay_hint = w["pay"] % (total, need) if self.chosen else w["pay_none"] % need

    def cast_paid(self):
        """DICE on the payment: the marked cards must make one of the spell's payments; then its target and pile."""
        need = bytearray(C.KINDS)
        for i in range(self.fill_hand()):
            if (self.chosen >> i) & 1:
                need[self.hand[i]] += 1
        targets = []
        for a in C.legal_actions(self.s):
            if a >= C.CAST_BASE:
                spell, pay, pile, target = C.decode_cast(a)
                if spell == self.spell and pile == 0 and _marked_pay(need, pay):
                    targets.append(target)
                    self.pay = pay
        w = self.w
        if not targets:
            self.tell(w["pay_wrong"] % C.activation(self.spell))
        elif len(targets) == 1:
            self.target = targets[0]
            self._ask_pile()
        else:
            if self.spell == C.CATS:  # whose card, which kind
                rows = [w["cats"][x & 1] % ((x >> 1) + 1) for x in targets]
            else:
                rows = [w["wand" if self.spell == C.WAND else "take"][x & 1] for x in targets]
            self.replace(Choice(self, w["wand_title" if self.spell == C.WAND else "target_title"], rows, targets,
                                None, _TARGET))

    def _ask_pile(self):
        onto = self.w["onto"]
        self.replace(Choice(self, self.w["pile_title"], [onto % 1, onto % 2], (0, 1), None, _PILE))

    # ---- acting -----------------------------------------------------------------------------------

    def act(self, a):
        """Apply one action, tell it, keep it in the history, save, and move on to whatever the state asks for
        next; a human who drew from the draw pile sees that card (marked in the hand, and in pass-and-play
        on a screen of its own before the box goes on)."""
        s = self.s
        linked = self.linked
        if linked is not None:
            linked.acting(a)
        p = C.current_player(s)
        reshuffle = C.phase(s) == C.RESHUFFLE
        extra = C.top(s, 1 - ((a >> 1) & 1)) if a < C.DECLARE and a & 1 else 255
        note = history.line(self.w, p, a, extra) if a != C.SHUFFLE or reshuffle else ""  # the deal: no note
        # a human's hand this box shows (not the other box's seat): its counts before, to mark the card it gains
        shown = p >= 0 and self.kinds[p] == _HUMAN and (linked is None or p == self.viewer)
        before = bytearray(C.KINDS)
        if p >= 0:
            self.marks[p] = 0
        if shown:
            for k in range(C.KINDS):
                before[k] = C.count(s, p, k)
        if a == C.NEXT_ROUND:
            history.clear(self.history)  # a new round starts its history afresh
        elif a != C.SHUFFLE or reshuffle:  # the deal is no move
            history.record(self.history, p, a, extra)
        C.apply_action(s, a)
        if linked is not None:
            linked.acted()
        if note or a != C.SHUFFLE:
            self.tell(note)  # an empty note (a new round) clears the last one; the deal keeps a redeal's
        nxt = C.current_player(s)
        if nxt >= 0 and self.kinds[nxt] == _HUMAN:
            self.hurry = False
        self.next_at = self.box.now_ms() + (0 if self.hurry else (_CHANCE_MS if nxt < 0 else _BOT_MS))
        self.save_soon()
        if shown:
            self._gained(p, a, before)
        if shown and self.passed() and C.current_player(s) != p:
            self.viewer = -1  # BY-13: the box is to be passed, so no frame shows this hand any more
            self._show_gained(p, a, before)
        else:
            self.sync()

    def _gained(self, p, a, before):
        """After human seat p's action a, `before` (its hand's counts before it) without the cards it gave: the
        card it drew from the draw pile (BY-3), marked in its hand; a spell, its payment."""
        if a < C.DECLARE and not a & 1:
            before[a >> 2] -= 1
            for k in range(C.KINDS):
                if C.count(self.s, p, k) > before[k]:
                    self.marks[p] = k + 1
        elif a >= C.CAST_BASE:
            spell, pay, _, _ = C.decode_cast(a)
            before[spell] -= 1
            if pay == 0:
                before[C.MORTAR] -= 1
            for v in range(7):
                before[C.P1 + v] -= C.PAY[pay * 7 + v] if pay else 0

    def _show_gained(self, p, a, before):
        """Pass-and-play, after a human's draw from the draw pile or cast: the cards it brought into the hand (the
        card drawn, what a Pelican or an Owl took, the refill drawn) in a note over the next view, before the box
        goes on (BY-13)."""
        w = self.w
        names = []
        for k in range(C.KINDS):
            for _ in range(C.count(self.s, p, k) - before[k]):
                names.append(w["card_names"][k])
        self.sync()
        if names and (a >= C.CAST_BASE or a < C.DECLARE and not a & 1):
            title = w["got_title"] if a >= C.CAST_BASE else w["drew_title"]
            self.push(Note(Message(title, w["drew_text"] % ", ".join(names), w["hint_ok"])))

    def redeal(self):
        """BY-12, chosen from the menu: the round dealt again, no points, the same starter; the history
        starts with the redeal, and in pass-and-play the hands are hidden again."""
        C.redeal(self.s)
        history.clear(self.history)
        history.record(self.history, -1, history.REDEALT, 255)
        if self.passed():
            self.viewer = -1
        self.marks[:] = bytes(_SEATS)
        self.tell(self.w["n_redeal"])
        self.next_at = self.box.now_ms() + _CHANCE_MS
        self.save_soon()
        self.sync()

    def save_soon(self):
        """Something that matters changed: saved by the next tick after its frame, never between a press and
        the frame it makes."""
        self.unsaved = True
        self.dirty = True

    def tell(self, note):
        self.note = note
        self.note_until = self.box.now_ms() + _NOTE_MS
        self.dirty = True


def _marked_pay(need, pay):
    """True when the marked card counts `need` are exactly payment `pay` (the Mortar alone is 0)."""
    if pay == 0:
        return sum(need) == 1 and need[C.MORTAR] == 1
    for k in range(C.KINDS):
        if need[k] != (C.PAY[pay * 7 + k - C.P1] if C.P1 <= k <= C.P7 else 0):
            return False
    return True


# ---- the views --------------------------------------------------------------------------------------


class Setup(ui.ListMenu, View):
    """BY-2: the players row (LEFT/RIGHT or A), a row per seat (human, simple or strong bot), Start, How to play;
    B leaves the app, or goes back to a tournament in progress."""

    def __init__(self, app):
        self.app = app
        ui.ListMenu.__init__(self, app.w["title"], self.seat_rows(), 0, self.value_text)

    def seat_rows(self):
        w = self.app.w
        return [w["players"]] + [w["seat"] % (p + 1) for p in range(self.app.n)] + [w["start"], w["rules"], w["link"]]

    def value_text(self, i):
        app = self.app
        if i == 0:
            return str(app.n)
        if i <= app.n:
            return app.w["seat_kinds"][app.kinds[i - 1]]
        return None

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        app = self.app
        i = self.cursor
        if r == BACK:
            if app.s is None:
                return BACK
            app.sync()
            return NOTHING
        step = 1 if r == MORE or r == CHOSEN else (-1 if r == LESS else 0)
        if i == 0 and step:
            app.n = 2 + (app.n - 2 + step) % (C.MAX_PLAYERS - 1)
            self.items = self.seat_rows()
        elif 0 < i <= app.n and step:
            app.kinds[i - 1] = (app.kinds[i - 1] + step) % _KIND_COUNT
        if step and i <= app.n and app.s is None:
            app.save_soon()
        if r == CHOSEN and i > app.n:
            self.first = 0
            self.select(i)  # back from what this row opens, the rows show as opened on it
            if i == app.n + 2:
                app.rules()
            elif i == app.n + 3:
                from yaga.games.cards import linked

                app.push(linked.Mode(app))
            elif app.s is not None and C.phase(app.s) != C.OVER:
                app.push(Ask(app, False))  # a tournament in progress is only thrown away when the player says so
            else:
                app.start_tournament()
        return NOTHING


class Table(View):
    """The table (drawn by yaga.games.cards.draw): LEFT/RIGHT pick a card, A lists its actions, B the menu; A
    while the bots play hurries them. Paying for a spell (BY-4, BY-11), over the table: A marks a potion or
    the Mortar, DICE casts, B back to the table."""

    def __init__(self, app, paying):
        self.app = app
        self.paying = paying

    def key(self, k):
        app = self.app
        s = app.s
        p = C.current_player(s)
        if k == A and not self.paying and (p < 0 or app.kinds[p] != _HUMAN) and C.phase(s) < C.ROUND_OVER:
            app.hurry = True  # the bots move at once, one a frame, until a human's turn
            app.next_at = app.box.now_ms()
        elif k == B and self.paying:
            app.chosen = 0
            return BACK
        elif k == B:
            app.push(Menu(app))
        elif app.viewer < 0 or not app.fill_hand():
            return NOTHING
        elif k == LEFT or k == RIGHT:
            n = app.fill_hand()
            app.cursor = (app.cursor + (1 if k == RIGHT else n - 1)) % n
            app.named = app.w["card_names"][app.hand[app.cursor]]
            app.note = ""
        elif k == A and self.paying:
            kind = app.hand[app.cursor]
            if C.P1 <= kind <= C.P7 or kind == C.MORTAR:  # potions and the Mortar pay
                app.mark(app.cursor)
        elif k == DICE and self.paying:
            app.cast_paid()
        elif k == A and app.viewer == p and C.phase(s) == C.TURN:
            app.actions(app.hand[app.cursor])
        return NOTHING

    def tick(self, now_ms):
        """The bots' moves and the shuffles, each after its pause."""
        app = self.app
        if self.paying or ticks_diff(now_ms, app.next_at) < 0:
            return False
        p = C.current_player(app.s)
        if app.linked is not None and (app.linked.paused() or not app.linked.mine(p)):
            return False
        if p < 0:
            app.act(C.SHUFFLE)
        elif app.kinds[p] != _HUMAN:
            app.act(ai.move(app.s, app.kinds[p] - 1))
        return False

    def idle_ms(self, now_ms):
        """The ms to the next shuffle or bot's move, or None while a person is to act or pays."""
        app = self.app
        p = C.current_player(app.s)
        if self.paying or p >= 0 and app.kinds[p] == _HUMAN:
            return None
        return until(now_ms, app.next_at)

    def draw(self, c):
        draw.table(c, self.app, self.paying)


class Choice(ui.ListMenu, View):
    """A question of the game, an option a row, A takes it: a card's actions, a spell's target (stage _TARGET)
    and its pile (_PILE), over the table (B goes back to it); the Garlic question (BY-5), alone: it is answered."""

    def __init__(self, app, title, rows, options, hint=None, stage=-1):
        ui.ListMenu.__init__(self, title, rows, 0, None, hint)
        self.app = app
        self.options = options
        self.stage = stage

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        if r == BACK and len(self.app.views) == 1:
            return NOTHING
        if r == CHOSEN:
            self.app.choose(self.options[self.cursor], self.stage)
        return r


class Pass(Message, View):
    """Pass-and-play (BY-13): the box to be passed to the player on turn, no hand on show; A shows that hand, B
    the menu."""

    def __init__(self, app, title, text):
        Message.__init__(self, title, text, app.w["hint_ok"])
        self.app = app

    def key(self, k):
        r = Message.key(self, k)
        app = self.app
        if r == BACK:
            app.push(Menu(app))
        elif r == CHOSEN:
            app.viewer = C.current_player(app.s)
            app.sync()
        return NOTHING


class Scores(View):
    """BY-8: the reveal (A: the tournament table); BY-10: the tournament table, where A starts the next round, or
    a new tournament at the end; looked at from the menu, A or B goes back to the game."""

    def __init__(self, app, totals=False):
        self.app = app
        self.totals = totals

    def key(self, k):
        app = self.app
        ph = C.phase(app.s)
        if not self.totals:
            self.totals = k == A
        elif ph == C.OVER and k == A:
            app.s = None
            app.show(Setup(app))
        elif ph == C.ROUND_OVER and k == A:
            app.act(C.NEXT_ROUND)
        elif ph < C.ROUND_OVER and (k == A or k == B):
            app.sync()
        return NOTHING

    def draw(self, c):
        if self.totals:
            draw.totals(c, self.app.w, self.app.s)
        else:
            draw.reveal(c, self.app.w, self.app.s)


class Menu(ui.ListMenu, View):
    """B at the table: resume, the scores, the round's history, how to play, a new tournament, leave; the redeal
    (BY-12) when the round is stalled, offered to whoever holds the box, never a bot. B resumes too."""

    def __init__(self, app):
        w = app.w
        s = app.s
        rows = [w["resume"], w["scores"], w["history"], w["rules"], w["new"], w["leave"]]
        if C.can_redeal(s) and app.linked is None:  # a redeal is no action the other box would follow
            rows.append(w["redeal"])
        ui.ListMenu.__init__(self, w["menu"], rows)
        self.app = app
        self.turn = w["turn"] % (C.turns_played(s) + 1)  # players count turns from 1, the engine those played

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        app = self.app
        i = self.cursor
        if r == BACK or r == CHOSEN and i == 0:
            app.sync()
        elif r == CHOSEN:
            self.select(0)  # back from what a row opens, the menu shows again on Resume
            if i == _M_SCORES:
                app.push(Scores(app, True))
            elif i == _M_HISTORY:
                app.push(History(app))
            elif i == _M_RULES:
                app.rules()
            elif i == _M_NEW:
                app.show(Setup(app))
            elif i == _M_LEAVE:
                del app.views[:]  # the stack empty: the shell leaves the app and saves it
            else:
                app.push(Ask(app, True))
        return NOTHING

    def draw(self, c):
        ui.ListMenu.draw(self, c, self.turn)


class History(ui.ListMenu, View):
    """The round's moves, newest first (yaga.games.cards.history); A or B back to the menu."""

    def __init__(self, app):
        w = app.w
        ui.ListMenu.__init__(self, w["history"], history.rows(app.history, w) or [w["no_moves"]])

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        return BACK if r == CHOSEN else r


class Ask(Confirm, View):
    """Asked first: the round dealt again (BY-12, over the menu), or a new tournament thrown away over the one
    in progress (over the set-up); yes does it, no or B goes back."""

    def __init__(self, app, redeal):
        w = app.w
        if redeal:
            Confirm.__init__(self, w["redeal"], w["redeal_why"], w["redeal_yes"], w["redeal_no"])
        else:
            Confirm.__init__(self, w["new"], w["new_why"], w["new_yes"], w["redeal_no"])
        self.app = app
        self.redeal = redeal

    def key(self, k):
        r = Confirm.key(self, k)
        if r == CHOSEN and self.yes:
            if self.redeal:
                self.app.redeal()
            else:
                self.app.start_tournament()
            return NOTHING
        return BACK if r == CHOSEN else r
