"""Goat and Wolf on two boxes linked by a cable (yaga.link): one box plays the Goat, the other the Wolf.

Loaded only when a box links (the set-up's "Link: two boxes", or a linked game's save), so a game on one box keeps
neither this module nor yaga.link in RAM. The box that began chooses its side and the rules; the other takes them
from its HELLO (the options byte below, the seed), so both deal the same game and roll alike: a roll is the
state's own generator on either box, sent as an action like a move. Each box shows the whole board, plays only its
own piece, and applies the other's actions as they arrive, one at a time once the last one has animated.
While the other box is not there (unplugged, switched off) its side waits ("Link lost"); after ALONE_MS the player
may go on alone, the AI taking the other side. The linked game is saved with the app's own record (its mode says
linked and which side is this box's) and a small record of its link fields (RECORD), so a reboot resumes it; a
state the boxes disagree on goes from the box further ahead (the one that began when level) to the other.
"""

from yaga import link as L
from yaga import ui
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.compat import const
from yaga.engine import CHANCE, TERMINAL
from yaga.saves import SaveError
from yaga.ticks import ticks_diff
from yaga.games.goat_wolf import draw
from yaga.games.goat_wolf import rules as gw
from yaga.games.goat_wolf.app import M_LINKED, App, GameMenu, Log, Look, Play
from yaga.games.goat_wolf.rules import AT_TR_N, AT_TURN
from yaga.ui import CHOSEN, NOTHING
from yaga.views import View

GAME = App.ID  # the game a HELLO names
O_WOLF = const(1)  # the options byte: the box that began plays the Wolf
O_BALANCED = const(2)  # the game plays the balanced rules (GW-36)
ALONE_MS = const(30000)  # the other box gone this long: the player may go on alone
RECORD = "_link"  # after the app's record name: ply u16, began, options, seed u32
_RECORD_SIZE = const(8)
_NOTICE_ROWS = const(4)  # the panel's rows under the dice that a notice covers (27..58)


def _mode(piece):
    """The app's mode for a linked game where this box plays piece: the other side's bit is the AI's, so the
    app shows no choices for it and the AI takes it over when the player goes on alone."""
    return M_LINKED | 1 << _other(piece)  # the app's mode: bit n set = piece n is the AI's


def _other(piece):
    return gw.WOLF if piece == gw.GOAT else gw.GOAT


class Linked:
    """The linked game's side of the app: its link, this box's piece, the actions applied (ply); App.tick polls
    it whatever view is on top."""

    def __init__(self, app, link, piece, seed, options, ply):
        self.app = app
        self.link = link
        self.piece = piece
        self.seed = seed
        self.options = options
        self.ply = ply
        self.lost_at = None  # when the other box was last seen going (None: it is there)
        self.alone_ok = link is None  # no cable: the player may go on alone at once
        self.notice = []  # the panel's rows that say the link is down, or none
        self.state = L.CLOSED  # the link's state the notice was made for
        if link is not None:
            self.state = L.LINKING
            link.note(ply, app.s)
        self._notice()

    # ---- the link, every tick ---------------------------------------------------------------------------

    def tick(self, now):
        link = self.link
        if link is None:
            return
        link.poll(now)
        app = self.app
        if app._animating() and not isinstance(app.top(), LinkedPlay):
            app._finish_animation()  # a view over the board: the other's actions are not held up by it
        while not app._animating():  # the other's actions one at a time, each after the last one's animation
            kind = link.pop()
            if kind == L.NONE:
                break
            self._event(kind)
        self._watch(now)

    def _watch(self, now):
        """The notice as the link comes and goes; going on alone offered once it has been gone ALONE_MS."""
        state = self.link.state
        if state == L.UP:
            self.lost_at = None
        elif self.lost_at is None:
            self.lost_at = now
        alone = self.lost_at is not None and ticks_diff(now, self.lost_at) >= ALONE_MS
        if state != self.state or alone != self.alone_ok:
            self.state = state
            self.alone_ok = alone
            self._notice()
            self.app._panel_texts()
            self.app.dirty = True

    def _notice(self):
        w = self.app.w
        if self.alone_ok:
            text = w["link_alone"]
        elif self.state == L.OTHER_VERSION:
            text = w["link_version"]
        elif self.state != L.UP:
            text = w["link_lost"]
        else:
            text = ""
        self.notice = ui.wrap(text, draw.TEXT_W)[:_NOTICE_ROWS] if text else []

    def _event(self, kind):
        link = self.link
        if kind == L.EV_LINKED:
            self._linked()
        elif kind == L.EV_ACTION:
            self._action(link.event_ply, link.event_value)
        elif kind == L.EV_DESYNC:
            self._resync(link.event_ply)
        elif kind == L.EV_STATE:
            self._take_state(link.event_ply)

    def _linked(self):
        """A new session of the other box: a new game it began replaces this one; of two boxes that both
        began one before a move, the one of the smaller session joins the other's."""
        link = self.link
        if not link.peer_began or link.peer_game != GAME:
            return
        if link.peer_seed == self.seed and link.peer_options == self.options:
            return  # the same game: its HELLO's ply and hash were compared (EV_DESYNC when they differ)
        if link.began and (self.ply or link.session > link.peer_session):
            return  # this box's game stands: the other joins it
        link.began = False
        start(self.app, link, link.peer_seed, link.peer_options)

    def _action(self, ply, a):
        """The other box's action: applied at this box's ply when it is the other's to play and legal, an old one
        ignored, anything else is out of step."""
        s = self.app.s
        if ply < self.ply:
            return
        if ply == self.ply and s[AT_TURN] != self.piece and gw.current_player(s) != TERMINAL:
            if a in gw.legal_actions(s):
                self._apply(a)
                return
        self._resync(ply)

    def _resync(self, their_ply):
        """Out of step: the box further ahead (the one that began when level) sends its state, the other asks."""
        link = self.link
        if their_ply == self.ply and link.hash == link.peer_hash and their_ply == link.peer_ply:
            return  # only the HELLO's first look: the same game
        if their_ply == L.NO_PLY or self.ply > their_ply or self.ply == their_ply and link.began:
            link.send_state(self.ply, self.app.s)
        else:
            link.ask_state()

    def _take_state(self, ply):
        app = self.app
        got = bytearray(gw.STATE_SIZE)
        if not self.link.copy_state(got) or not gw.is_valid(got):  # checked like a save before it is played
            return
        app.s[:] = got
        self.ply = ply
        app.step = app.s[AT_TR_N]  # shown where the pieces stand: nothing walks
        app._sync()
        app._tell()
        app._save_soon()
        self.link.send_hash(ply, app.s)

    # ---- this box's actions -----------------------------------------------------------------------------

    def can_act(self):
        """This box's piece is to act (its roll or its choice) and the other box is there to see it."""
        s = self.app.s
        return self.link is not None and self.link.state == L.UP and gw.current_player(s) != TERMINAL and \
            s[AT_TURN] == self.piece

    def act(self, a):
        """This box's action: sent first (the other box shows it while this one draws it), then applied."""
        self.link.send_action(self.ply, a)
        self._apply(a)

    def _apply(self, a):
        """An action applied; the hash of the state after it goes once the action's frame is drawn."""
        self.app._act(a)
        self.ply += 1
        self.link.hash_soon(self.ply, self.app.s)

    def alone(self):
        """The player goes on without the other box: the AI takes its side, the game as it stands."""
        app = self.app
        app.mode &= ~M_LINKED
        app.linked = None
        app._open_table()
        app.views[0] = Play(app)
        app._sync()
        app._save_soon()

    # ---- what the app calls -----------------------------------------------------------------------------

    def panel(self):
        """The panel's words for a linked game: whose turn (this box's side marked), the other box awaited."""
        app = self.app
        s = app.s
        w = app.w
        if gw.current_player(s) == TERMINAL and app.settled:
            app.hint = ""  # no rematch: a new linked game starts from the set-up
            return
        side = s[AT_TURN] if app.settled else app.mover
        name = w["pieces"][side]
        app.title = w["link_you"] % name if side == self.piece else name
        if side != self.piece:
            app.hint = w["link_wait"]

    def save(self):
        """The link fields beside the app's record (the app's own save has just been written)."""
        rec = bytearray(_RECORD_SIZE)
        rec[0] = self.ply >> 8
        rec[1] = self.ply & 0xFF
        rec[2] = 1 if self.link is not None and self.link.began else 0
        rec[3] = self.options
        for i in range(4):
            rec[4 + i] = self.seed >> (24 - 8 * i) & 0xFF
        store = self.app.box.store
        try:
            store.store.save(store.name + RECORD, GAME, rec)
        except SaveError:
            pass  # the app's own save says so: a failing flash fails both


def start(app, link, seed, options):
    """A new linked game on the app: the rules and the seed both boxes deal from; this box's side from options."""
    began = link.began
    wolf = options & O_WOLF != 0
    piece = gw.WOLF if wolf == began else gw.GOAT
    app._new_game(_mode(piece), options & O_BALANCED != 0, seed)
    app.linked = Linked(app, link, piece, seed, options, 0)
    app.replace(LinkedPlay(app))
    app._save_soon()


def resume(app):
    """The linked game of a loaded save (the app's mode says linked), with the link fields of its record; returns
    its board view. A record that is missing or damaged counts from ply 0: the boxes' hashes differ and the one
    further ahead sends its state."""
    store = app.box.store
    _, rec = store.store.load(store.name + RECORD, GAME, _RECORD_SIZE)
    if rec is None:
        rec = bytearray(_RECORD_SIZE)
    seed = rec[4] << 24 | rec[5] << 16 | rec[6] << 8 | rec[7]
    piece = gw.GOAT if app.mode & 1 << gw.WOLF else gw.WOLF
    cable = app.box.cable
    link = None
    if cable is not None:
        link = L.Link(cable, app.box.new_seed(), rec[2] != 0, GAME, rec[3], seed)
    app.linked = Linked(app, link, piece, seed, rec[3], rec[0] << 8 | rec[1])
    app._panel_texts()
    return LinkedPlay(app)


class LinkedPlay(Play):
    """The board of a linked game: this box's piece plays by the keys of Play while the other box is there; the
    other's turn shows "Other box…" and a link that is down a notice over the message (A: on alone, once
    offered). A opens the game menu, UP the log, the other arrows Look, B leaves (saved; the game waits)."""

    def key(self, k):
        app = self.app
        lk = app.linked
        if app._animating() or k == B:
            return Play.key(self, k)  # the walk shown at once; B leaves
        if k == A and lk.alone_ok:
            lk.alone()
            return NOTHING
        if lk.can_act():
            p = gw.current_player(app.s)
            if p == CHANCE and k == DICE:
                lk.act(gw.sample_chance(app.s))
                return NOTHING
            if p != CHANCE and app.options and k == A:
                lk.act(app.options[app.choice])
                return NOTHING
            if p != CHANCE and app.options and (k == UP or k == DOWN):
                return Play.key(self, k)  # the choice's cursor and preview
        if k == A:
            app.push(GameMenu(app))
        elif k == UP:
            app.push(Log(app))
        elif k == DOWN or k == LEFT or k == RIGHT:
            app.push(Look(app))
        return NOTHING

    def draw(self, c):
        Play.draw(self, c)
        rows = self.app.linked.notice
        if rows:
            c.fill_rect(draw.PANEL, 27, draw.PANEL_W, ui.H - 27, 0)  # the hint line too: its keys wait
            draw.lines(c, rows, 27, 0, _NOTICE_ROWS)


class Lobby(ui.ListMenu, View):
    """"Link: two boxes": this box's side (it begins the game, by the set-up's rules), or wait for the other box
    to begin one (its choice comes in its HELLO). The bottom line says whether the other box is there."""

    def __init__(self, app):
        self.app = app
        w = app.w
        ui.ListMenu.__init__(self, w["link"], list(w["link_sides"]), 0, None, w["link_waiting"])
        self.link = L.Link(app.box.cable, app.box.new_seed(), False, GAME)
        self.up = False

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        if r == CHOSEN:
            app = self.app
            options = (O_WOLF if self.cursor else 0) | (O_BALANCED if app.balanced else 0)
            seed = app.box.new_seed()
            start(app, L.Link(app.box.cable, app.box.new_seed(), True, GAME, options, seed), seed, options)
            return NOTHING
        return r

    def tick(self, now_ms):
        link = self.link
        link.poll(now_ms)
        kind = link.pop()
        while kind != L.NONE:
            if kind == L.EV_LINKED and link.peer_began and link.peer_game == GAME:
                start(self.app, link, link.peer_seed, link.peer_options)
                return True
            kind = link.pop()
        up = link.state == L.UP
        if up != self.up:
            self.up = up
            self.hint = self.app.w["link_here" if up else "link_waiting"]
            return True
        return False
