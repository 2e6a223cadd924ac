"""Two boxes in one process, a fake cable between them (test_link_kit's), for both interpreters: each box is the
real Shell on its own memory file system with its own key script, both stepped on one fake 10 ms clock. A test
queues keys on either box, or lets `play_out` press for both players until the game ends: DICE when its box's piece
is to roll, A (the first option) when it is to choose, nothing while the other box plays.
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
        app = self.shell.app
        linked = getattr(app, "linked", None)
        if linked is None or type(app.top()).__name__ != "LinkedPlay":
            return None
        return linked

    def press_for_player(self):
        """Queue what a player presses now: DICE to roll, A to take the first option, on this box's turn only."""
        linked = self.board()
        if self.masks or linked is None or not linked.app.settled or not linked.can_act():
            return
        from yaga.games.goat_wolf import rules as gw

        self.keys("DICE" if gw.current_player(linked.app.s) == gw.CHANCE else "A")


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

    def over(self):
        from yaga.games.goat_wolf import rules as gw

        for box in (self.a, self.b):
            linked = box.board()
            if linked is None or gw.current_player(linked.app.s) != gw.TERMINAL:
                return False
        return True

    def play_out(self, limit_ms, each=None):
        """Both players press until the game is over on both boxes (then 3 s for the last message to rest);
        each(self) after every step. Returns whether it ended within limit_ms."""
        end = self.now + limit_ms
        while self.now < end:
            if self.over() and not self.a.masks and not self.b.masks:
                self.run(3000)
                return True
            self.a.press_for_player()
            self.b.press_for_player()
            self.step()
            if each is not None:
                each(self)
        return False
