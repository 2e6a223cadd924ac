"""Two boxes in one process, a fake cable between them (test_link_kit's), for both interpreters: each box is the
real Shell on its own memory file system with its own key script, both stepped on one fake 10 ms clock. A test
queues keys on either box, or lets `play_out` press for both players until the game ends: DICE when its box's piece
is to roll, A (the first option) when it is to choose, nothing while the other box plays.
`gw_keys` and `cards_keys` say what a player of each linked game presses next on a box's Shell; tools/fakehw/twobox.py
makes the firmware's and the device lab's two-box key scripts with them.
"""

from memfs import MemFs
from screenkit import FakePanel
from test_link_kit import pair
from yaga.keyscript import TICK_MS, levels, parse
from yaga.rng import Rng
from yaga.shell import Shell

OPEN_GW = "DOWN,A"  # the main menu's Goat and Wolf
LOBBY = OPEN_GW + ",UP,A"  # the set-up's last row, Link: two boxes
BEGIN_GOAT = LOBBY + ",A"  # the lobby's first row: this box plays the Goat
BEGIN_WOLF = LOBBY + ",DOWN,A"
OPEN_CARDS = "DOWN*2,A"  # the main menu's card game
CARDS_BEGIN = OPEN_CARDS + ",A,UP,A,A"  # three players (the third a strong bot), the set-up's Link row: begin here
CARDS_JOIN = OPEN_CARDS + ",UP,A,DOWN,A"  # the Link row: join the other box's round
DICE_LOBBY = "A,A,UP*3,A"  # the main menu's dice tray, its menu, three rows up from the first: Link: two boxes
DICE_SHARE = DICE_LOBBY + ",A"  # the lobby's row: share this box's dice


def gw_board(shell):
    """The linked Goat and Wolf game of the shell's open app while its board view is on top (app.linked), else
    None."""
    app = shell.app
    linked = getattr(app, "linked", None)
    if linked is None or type(app.top()).__name__ != "LinkedPlay":
        return None
    return linked


def gw_keys(shell):
    """What a Goat and Wolf player presses now on this box: DICE when its piece is to roll, A (the first option)
    when it is to choose, once the board has settled; None while the other box plays."""
    linked = gw_board(shell)
    if linked is None or not linked.app.settled or not linked.can_act():
        return None
    from yaga.games.goat_wolf import rules as gw

    return "DICE" if gw.current_player(linked.app.s) == gw.CHANCE else "A"


def gw_over(shell):
    from yaga.games.goat_wolf import rules as gw

    linked = gw_board(shell)
    return linked is not None and gw.current_player(linked.app.s) == gw.TERMINAL


def cards_keys(shell):
    """What a linked card player presses now on this box, a stage at a time: on the table at its turn, the card
    picked and its actions opened (the card under the cursor when Baba Yaga! is legal, else its costliest card that
    can be exchanged); in those actions, Baba Yaga! or else its first exchange with the draw pile (then with the
    pile's top card); a Garlic question put to it, the first answer. None on another seat's turn or while paused."""
    if shell.app_name != "cards" or shell.app.linked is None:
        return None
    from yaga.games.cards import rules as C

    app = shell.app
    s = app.s
    if app.linked.paused() or C.phase(s) >= C.ROUND_OVER or C.current_player(s) != app.viewer:
        return None
    top = app.top()
    legal = C.legal_actions(s)
    if top is app.board:
        if C.phase(s) != C.TURN:
            return None
        n = app.fill_hand()
        pick = app.cursor if C.DECLARE in legal else _costliest_exchanged(app, legal, n)
        return "RIGHT*%d,A" % ((pick - app.cursor) % n)
    if type(top).__name__ != "Choice":
        return None
    if len(app.views) == 1:  # the Garlic question, alone over nothing
        return "A"
    return "DOWN*%d,A" % _exchange_row(top.options, C.DECLARE)


def _costliest_exchanged(app, legal, n):
    """The hand's costliest card with an exchange among the legal actions (one with the draw pile first)."""
    from yaga.games.cards import rules as C

    best = -1
    for i in range(n):
        kind = app.hand[i]
        for a in legal:
            if a < C.DECLARE and a >> 2 == kind and (best < 0 or C.POINTS[kind] > C.POINTS[app.hand[best]]):
                best = i
    return max(best, 0)


def _exchange_row(options, declare):
    """Baba Yaga!'s row, else the first exchange with the draw pile (even), else the first exchange."""
    if declare in options:
        return options.index(declare)
    for want in (0, 1):
        for i in range(len(options)):
            if 0 <= options[i] < declare and options[i] & 1 == want:
                return i
    return 0


def cards_over(shell):
    from yaga.games.cards import rules as C

    app = shell.app
    return shell.app_name == "cards" and app.s is not None and C.phase(app.s) >= C.ROUND_OVER


DICE_ROLLS = 6  # a shared tray's session in the two-box scripts: the boxes roll in turn, the sharing box first


def dice_shared(shell):
    """The shared tray's view of the shell's open dice tray while it is on top, else None."""
    app = shell.app
    if shell.app_name != "dice" or app.linked is None or type(app.top()).__name__ != "Shared":
        return None
    return app.top()


def dice_keys(shell):
    """What a player at a shared tray presses: DICE on this box's turn (the box that shared on even plies) once
    the dice lie still, until DICE_ROLLS rolls; None otherwise."""
    view = dice_shared(shell)
    if view is None or view.app.animating or not view.can_act() or view.ply >= DICE_ROLLS:
        return None
    return "DICE" if (view.ply % 2 == 0) == view.link.began else None


def dice_over(shell):
    view = dice_shared(shell)
    return view is not None and view.ply >= DICE_ROLLS and not view.app.animating


class Box:
    """One box: a Shell on its own file system, its end of the cable, the key levels still to press."""

    def __init__(self, seed, cable):
        self.fs = MemFs()
        self.seed = seed
        self.cable = cable
        self.masks = []
        self.shell = None
        self.boot()

    def boot(self):
        """Switched on (again): a new Shell on the same saves, which resumes the app that was open."""
        self.seed += 1  # a new start draws new entropy: the link sees a new session
        self.shell = Shell(FakePanel(), self.fs, Rng(self.seed).next32, cable=self.cable)
        self.masks = []

    def keys(self, script):
        self.masks.extend(levels(parse(script)))

    def step(self, now):
        self.shell.step(self.masks.pop(0) if self.masks else 0, now)

    def app(self):
        return self.shell.app

    def frame(self):
        return bytes(self.shell.canvas.buf)

    def board(self):
        """The linked game's board view on top and its game (app.linked), else None."""
        return gw_board(self.shell)

    def press_for_player(self, keys_of=gw_keys):
        """Queue what a player presses now (keys_of: gw_keys, DICE to roll and A to take the first option; or
        cards_keys), on this box's turn only."""
        keys = None if self.masks else keys_of(self.shell)
        if keys:
            self.keys(keys)


class TwoBoxes:
    """Box a and box b on a fake cable; `now` the shared fake clock."""

    def __init__(self, seed_a=10, seed_b=20):
        self.wire_a, self.wire_b = pair()
        self.a = Box(seed_a, self.wire_a)
        self.b = Box(seed_b, self.wire_b)
        self.now = 0

    def step(self):
        self.a.step(self.now)
        self.b.step(self.now)
        self.now += TICK_MS

    def run(self, ms):
        for _ in range(ms // TICK_MS):
            self.step()

    def settle(self):
        """Until both boxes' key scripts are played, then 1 s more."""
        while self.a.masks or self.b.masks:
            self.step()
        self.run(1000)

    def plug(self, on):
        self.wire_a.plugged = on
        self.wire_b.plugged = on

    def over(self, over=gw_over):
        return over(self.a.shell) and over(self.b.shell)

    def play_out(self, limit_ms, each=None, keys_of=gw_keys, over=gw_over):
        """Both players press (keys_of) until the game is over on both boxes (over; then 3 s for the last message
        to rest); each(self) after every step. Returns whether it ended within limit_ms."""
        end = self.now + limit_ms
        while self.now < end:
            if self.over(over) and not self.a.masks and not self.b.masks:
                self.run(3000)
                return True
            self.a.press_for_player(keys_of)
            self.b.press_for_player(keys_of)
            self.step()
            if each is not None:
                each(self)
        return False
