"""The card game linked across two boxes (yaga.link): each box holds one human's hand, the table on both.

Imported only when a player links (the set-up's "Link: two boxes") or a linked round resumes, so an unlinked
game costs no RAM for it or for yaga.link.
Seats: the box that began plays seat 1 (P1) and runs the bots and the shuffles of seats 3-5; the box that joined
plays seat 2. Both run the same engine in lockstep: a round starts from the seed in the HELLO, so both deal
alike, and every action (a human's, a bot's, a shuffle) goes to the other box by its ply (the actions applied
before it), followed by the hash of the state after it; a mismatch, or an action that cannot be applied, gets the
state of the box that began.
Hidden hands: both boxes hold the whole engine state, so each box KNOWS both hands. For a friendly cable that
is acceptable as long as no frame ever shows it: each box's viewer is its own seat, never the other's, and the
Garlic question of BY-13 is asked of both humans alike, so the other box cannot tell who holds a Garlic.
Unplugged: "Link lost" within a second (Lost, over the game, which pauses); plugged back the link resends
whatever was not acknowledged, so no action is lost; after ALONE_MS the player may go on alone, the other seat
then a strong bot. The link's ply and which box began are kept in a small record beside the game's, so a
reboot resumes the linked round.
"""

from yaga import link as L
from yaga import ui
from yaga.buttons import A, B
from yaga.compat import const
from yaga.games.cards import rules as C
from yaga.ticks import ticks_diff
from yaga.ui import BACK, CHOSEN, NOTHING
from yaga.views import Note, View
from yaga.widgets import Message

GAME = const(3)  # the card app's id, the game number in the HELLO
_STRONG = const(2)  # the seat kind of a strong bot (yaga.games.cards.app)
ALONE_MS = const(10000)  # lost this long: the player may go on alone
_RECORD = const(4)  # the link record: began, ply (u16), viewer
_SEAT_BITS = const(3)  # options: the player count, then a bit per bot seat (seat 3 first): strong


def options(n, kinds):
    """The HELLO's options byte: the player count and each bot seat's level."""
    o = n
    for p in range(2, n):
        if kinds[p] == _STRONG:
            o |= 1 << (_SEAT_BITS + p - 2)
    return o


def seats(o, kinds):
    """The player count of an options byte; kinds (a bytearray of 5) filled: two humans, then the bots."""
    n = o & 7
    for p in range(len(kinds)):
        kinds[p] = 0 if p < 2 else (_STRONG if (o >> (_SEAT_BITS + p - 2)) & 1 else 1)
    return n


class Linked:
    """One box's end of a linked round: the link, this box's seat, the ply both boxes count, what waits."""

    def __init__(self, app, cable, began):
        self.app = app
        self.began = began
        self.seat = 0 if began else 1
        self.ply = 0
        self.lost = False
        self.lost_at = 0
        self.remote = False  # an action of the other box is being applied: not sent back
        self.waiting = False  # asked for the state: actions wait for it
        self.record = app.box.store.name + ".lnk"
        box = app.box
        self.link = L.Link(cable, box.new_seed(), began, GAME, options(app.n, app.kinds), box.new_seed() & 0xFFFFFF)

    # ---- the app's calls -------------------------------------------------------------------------------

    def mine(self, p):
        """Whether seat p's moves are this box's to make: its own seat, and on the box that began the bots and
        the shuffles."""
        return p == self.seat or self.began and p != 1 - self.seat

    def paused(self):
        return self.lost or self.app.s is None or self.waiting

    def acting(self, a):
        """Before app.act works a out: this box's action goes to the other box first, which shows it meanwhile."""
        if not self.remote:
            self.link.send_action(self.ply, a)

    def acted(self):
        """After app.act applied an action: the hash of the state after it goes once the action's frame is drawn."""
        self.ply += 1
        self.link.hash_soon(self.ply, self.app.s)

    def tick(self, now_ms):
        link = self.link
        if link.transport is None:
            self._lose(now_ms)
            return
        link.poll(now_ms)
        kind = link.pop()
        while kind != L.NONE:
            self._event(kind, now_ms)
            kind = link.pop()

    def status(self, p):
        """The table's status line while seat p is the other box's to play."""
        return self.app.w["link_wait"] % (p + 1)

    # ---- events ----------------------------------------------------------------------------------------

    def _event(self, kind, now_ms):
        app = self.app
        link = self.link
        if kind == L.EV_LINKED:
            if app.s is None:  # both boxes deal the round from the seed of the box that began
                app.n = seats(link.options if self.began else link.peer_options, app.kinds)
                app.start_tournament(link.seed if self.began else link.peer_seed, self.seat)
            self._found()
        elif kind == L.EV_ACTION:
            self._take(link.event_ply, link.event_value)
        elif kind == L.EV_DESYNC:
            self._resync()
        elif kind == L.EV_STATE:
            got = bytearray(C.STATE_SIZE)
            if link.copy_state(got) and C.is_valid(got):
                app.s[:] = got
                self.ply = link.event_ply
                self.waiting = False
                link.send_hash(self.ply, got)
                app.save_soon()
                app.sync()
        elif kind == L.EV_LOST:
            self._lose(now_ms)
        elif kind == L.EV_RESUMED:
            self._found()
        elif kind == L.EV_BYE:
            self.alone()

    def _take(self, ply, a):
        """The other box's action at ply: applied on the same ply; one ahead of this box, the state is asked."""
        app = self.app
        if ply != self.ply or self.waiting or app.s is None:
            if ply > self.ply:
                self._resync()
            return
        if not C.is_legal(app.s, a):
            self._resync()
            return
        self.remote = True
        app.act(a)
        self.remote = False

    def _resync(self):
        """Out of step: the box that began sends its state (its game is the one both play), the other asks."""
        if self.began:
            self.link.send_state(self.ply, self.app.s)
        elif not self.waiting:
            self.waiting = True
            self.link.ask_state()

    def _lose(self, now_ms):
        if not self.lost:
            self.lost = True
            self.lost_at = now_ms
            self.app.push(Lost(self))

    def _found(self):
        if self.lost:
            self.lost = False
            if isinstance(self.app.top(), Lost):
                self.app.pop()

    def alone(self):
        """Go on without the other box: its seat becomes a strong bot, the round goes on on this box."""
        app = self.app
        app.kinds[1 - self.seat] = _STRONG
        app.linked = None
        app.box.store.store.remove(self.record)
        app.save_soon()
        app.sync()

    # ---- the record beside the game's ------------------------------------------------------------------

    def save(self):
        rec = bytearray(_RECORD)
        rec[0] = self.began
        rec[1] = self.ply >> 8
        rec[2] = self.ply & 0xFF
        rec[3] = self.seat
        self.app.box.store.store.save(self.record, GAME, rec)

    def restore(self):
        """The ply of a linked round saved; False when its record is missing or unsound."""
        _, rec = self.app.box.store.store.load(self.record, GAME, _RECORD)
        if rec is None or rec[0] != self.began or rec[3] != self.seat:
            return False
        self.ply = rec[1] << 8 | rec[2]
        self.link.note(self.ply, self.app.s)
        return True


def start(app, began):
    """The set-up's "Link: two boxes" chose begin or join: the link made, the other box waited for."""
    cable = getattr(app.box, "cable", None)
    w = app.w
    if cable is None:
        app.push(Note(Message(w["link"], w["link_none"], w["hint_ok"])))
        return
    app.linked = Linked(app, cable, began)
    app.push(Waiting(app))


def resume(app, began):
    """A linked round from its save: the link made again (a box without its cable is lost at once)."""
    app.linked = Linked(app, getattr(app.box, "cable", None), began)
    if app.linked.restore():
        return True
    app.linked = None
    return False


class Mode(ui.ListMenu, View):
    """The set-up's "Link: two boxes": begin the round here (this set-up's players, this box P1) or join the
    other box's (P2)."""

    def __init__(self, app):
        w = app.w
        ui.ListMenu.__init__(self, w["link"], [w["link_begin"], w["link_join"]])
        self.app = app

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        if r == CHOSEN:
            self.app.pop()
            start(self.app, self.cursor == 0)
            return NOTHING
        return r


class Waiting(Message, View):
    """Linking, over the set-up: waiting for the other box's HELLO; B gives up, back to the set-up."""

    def __init__(self, app):
        w = app.w
        Message.__init__(self, w["link"], w["link_waiting"], w["link_cancel"])
        self.app = app

    def key(self, k):
        if k == B:
            self.app.linked = None
            return BACK
        return NOTHING


class Lost(Message, View):
    """Link lost: the round paused, whose turn it is; after ALONE_MS, A goes on alone."""

    def __init__(self, linked):
        self.linked = linked
        app = linked.app
        w = app.w
        p = C.current_player(app.s) if app.s is not None else 0
        Message.__init__(self, w["link_lost"], w["link_plug"] % (p + 1 if p >= 0 else 1), w["link_later"])
        self.offered = False

    def tick(self, now_ms):
        if not self.offered and ticks_diff(now_ms, self.linked.lost_at) >= ALONE_MS:
            self.offered = True
            self.hint = self.linked.app.w["link_alone"]
            return True
        return False

    def key(self, k):
        if k == A and self.offered:
            self.linked.alone()
        return NOTHING
