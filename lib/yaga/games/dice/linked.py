"""The dice tray shared by two boxes linked by a cable (yaga.link): a roll on either box shows on both.

Loaded only when a player opens the menu's "Link: two boxes", so a tray on one box keeps neither this module nor
yaga.link in RAM. In the lobby, A shares this box's dice: that box begins, and its tray (the dice, the target, the
players, the last rolls) goes to the other box whole, as the link's STATE; a box waiting in the lobby takes it in
place of its own tray. From then on both hold one table and run the tray's rules in lockstep, exchanging actions
by their ply (the actions applied before): a roll (DICE) or a hold (A on a picked die) on either box. A roll is
drawn from the generator inside the tray's state, so both boxes roll alike, and two rolls pressed at once on the
two boxes at the same ply are the same roll. After each action each box sends the hash of the table (the screen
and the picked die, each box's own, left out); hashes that differ, or an action a box cannot apply, get the table
of the box further ahead (the one that began when level).
While the other box is away ("Link lost" on the bottom line) this box rolls nothing: a roll seen on one box only
would split the table. B leaves the shared tray (the other box is told); each box keeps the table as its own tray.
"""

from yaga import link as L
from yaga import ui
from yaga.buttons import A, B
from yaga.compat import const
from yaga.games.dice import rules as dice
from yaga.games.dice.app import LINE2, TRAY, App, Pick
from yaga.ui import BACK, CHOSEN, NOTHING
from yaga.views import View

GAME = App.ID  # the game a HELLO names
ROLL = const(0)  # the actions: roll every die not held, or HOLD + i: hold or free die i
HOLD = const(1)


def _table(s):
    """The tray's bytes both boxes agree on: the screen and the picked die are each box's own."""
    table = bytearray(s)
    table[dice.VIEW] = 0
    table[dice.CURSOR] = 0
    return table


class Lobby(ui.ListMenu, View):
    """"Link: two boxes": A shares this box's dice with the other box (it begins), or the box waits here for the
    other box to share its own. The bottom line says whether the other box is there."""

    def __init__(self, app):
        self.app = app
        t = app.t
        ui.ListMenu.__init__(self, t["link"], list(t["link_rows"]), 0, None, t["link_waiting"])
        self.link = L.Link(app.box.cable, app.box.new_seed(), False, GAME)
        self.up = False
        app.linked = self

    def key(self, k):
        r = ui.ListMenu.key(self, k)
        app = self.app
        if r == CHOSEN:
            self._share(L.Link(app.box.cable, app.box.new_seed(), True, GAME), 0)
            return NOTHING
        if r == BACK:
            app.let_go_link()
        return r

    def settle(self):
        """DICE in the lobby: no roll (the tray may be about to change hands)."""
        return False

    def tick(self, now_ms):
        link = self.link
        link.poll(now_ms)
        kind = link.pop()
        while kind != L.NONE:
            if kind == L.EV_LINKED and link.peer_began and link.peer_game == GAME:
                self._share(link, L.NO_PLY)  # the other box shares its dice: they come as its STATE
                return True
            kind = link.pop()
        up = link.state == L.UP
        if up != self.up:
            self.up = up
            self.hint = self.app.t["link_here" if up else "link_waiting"]
            return True
        return False

    def _share(self, link, ply):
        """The shared tray over the tray, in place of the menu and this lobby."""
        app = self.app
        view = Shared(app, link, ply)
        app.linked = view
        del app.views[1:]
        app.push(view)
        view.on_top()


class Shared(Pick):
    """The tray both boxes share: DICE rolls on both (App.key asks settle), the D-pad or A picks a die and A then
    holds or frees it on both, B leaves. The bottom line says the link's state when it is not up."""

    screen = TRAY  # a reboot reopens the tray alone: the shared rolls are in its last rolls

    def __init__(self, app, link, ply):
        Pick.__init__(self, app)
        self.link = link
        self.ply = ply  # the actions applied to the shared table; NO_PLY: the other box's table is on its way
        self.picking = False  # a die drawn solid once the D-pad or A picks one; a roll ends it
        self.state = L.LINKING  # the link's state the hint was made for
        if ply != L.NO_PLY:
            link.note(ply, _table(app.s))

    def on_top(self):
        Pick.on_top(self)
        self.state = self.link.state
        self.hint = self.app.t[self._status()]

    def _status(self):
        state = self.state
        if state == L.OTHER_VERSION:
            return "link_version"
        if state == L.CLOSED:
            return "link_left"
        if state == L.LOST:
            return "link_lost"
        if state != L.UP:
            return "link_waiting"
        return "link_taking" if self.ply == L.NO_PLY else "link_hint"

    def can_act(self):
        return self.link.state == L.UP and self.ply != L.NO_PLY

    # ---- keys -------------------------------------------------------------------------------------------

    def settle(self):
        """DICE: the roll goes to both boxes here, so App.key's own roll never happens (False)."""
        app = self.app
        if not self.can_act():
            return False
        if dice.all_held(app.s):
            app.say(app.t["menu"], app.t["all_held"])
        else:
            self.act(ROLL)
        return False

    def key(self, k):
        app = self.app
        if k == B:
            self.link.bye()
            app.let_go_link()
            return BACK
        if not dice.rolled(app.s):
            return NOTHING
        if k == A and self.picking and self.can_act():
            self.act(HOLD + app.s[dice.CURSOR])
        elif k != A:
            Pick.key(self, k)  # the D-pad moves the picked die
        self.picking = True
        return NOTHING

    def draw(self, c):
        Pick.draw(self, c)
        if not self.can_act():  # the link's state over the target's result line: nothing rolls until it is up
            c.fill_rect(0, LINE2, ui.W, ui.H - LINE2, 0)
            ui.status_line(c, self.hint, LINE2)

    # ---- the link -----------------------------------------------------------------------------------------

    def act(self, a):
        """This box's roll or hold: sent first (the other box starts on it while this one draws), then applied."""
        self.link.send_action(self.ply, a)
        self._apply(a)

    def tick(self, now_ms):
        link = self.link
        link.poll(now_ms)
        changed = False
        kind = link.pop()
        while kind != L.NONE:
            self._event(kind)
            changed = True
            kind = link.pop()
        if link.state != self.state:
            self.on_top()
            changed = True
        return changed

    def _event(self, kind):
        link = self.link
        if kind == L.EV_LINKED and link.began and link.peer_began and link.session < link.peer_session:
            link.began = False  # both boxes shared their dice: a tie goes to the other box's table
        elif kind == L.EV_ACTION:
            self._take_action(link.event_ply, link.event_value)
        elif kind == L.EV_DESYNC:
            self._resync(link.event_ply)
        elif kind == L.EV_STATE:
            self._take_state(link.event_ply)

    def _applies(self, a):
        s = self.app.s
        if a == ROLL:
            return not dice.all_held(s)
        return dice.rolled(s) and HOLD <= a < HOLD + dice.count(s)

    def _apply(self, a):
        """An action of either box on the table; the table's hash after it goes once the action's frame is drawn."""
        app = self.app
        s = app.s
        if a == ROLL:
            dice.roll_all(s)
            self.picking = False
            app.show_roll()
            self.on_top()  # whose turn it is now
        else:
            dice.toggle_hold(s, a - HOLD)
            app.save()
        self.ply += 1
        self.link.hash_soon(self.ply, _table(s))

    def _take_action(self, ply, a):
        """The other box's action: applied at this box's ply, an older one left to the hashes (both boxes pressed
        at once), anything else is out of step."""
        if self.ply == L.NO_PLY or ply < self.ply:
            return
        if ply == self.ply and self._applies(a):
            self._apply(a)
        else:
            self._resync(ply)

    def _resync(self, their_ply):
        """Out of step: the box further ahead (the one that began when level) sends its table, the other asks; a
        box still waiting for the other's table has none to send."""
        link = self.link
        if self.ply == L.NO_PLY:
            return
        if their_ply == self.ply and link.hash == link.peer_hash and their_ply == link.peer_ply:
            return  # only the HELLO's first look: the same table
        if their_ply == L.NO_PLY or self.ply > their_ply or self.ply == their_ply and link.began:
            link.send_state(self.ply, _table(self.app.s))
        else:
            link.ask_state()

    def _take_state(self, ply):
        table = bytearray(dice.STATE_SIZE)
        if not self.link.copy_state(table) or not self.app.take_table(table):  # checked like a save
            return
        self.ply = ply
        self.picking = False
        self.on_top()
        self.link.send_hash(ply, _table(self.app.s))
