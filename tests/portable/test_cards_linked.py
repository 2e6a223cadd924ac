"""The card game linked across two boxes on a fake cable, played through both boxes' keys: the round dealt alike,
each hand only on its own box (BY-13: every frame of box B during box A's turns is drawn again with A's hand
changed, and must not change), the other box waited for, unplugged and plugged back with no action lost, going on
alone, and a reboot resuming the linked round."""

from memfs import MemFs
from screenkit import Clock, Seeds, open_app, press, text_in_row
from test_link_kit import pair
from yaga import strings
from yaga.buttons import A, DOWN, RIGHT
from yaga.gfx import Canvas
from yaga.games.cards import rules as C

HUMAN = 0
STRONG = 2
STEP_MS = 10
ROUND_STEPS = 20000  # beats a round may take at most (bots pause 900 ms each)


def _app_module():
    import sys

    return sys.modules["yaga.games.cards.app"]


def _box(fs, clock, seeds, wire):
    from yaga.games.cards.app import App

    return open_app(App, "cards", fs, clock, seeds, cable=wire)


class Two:
    """Box A and box B, each with its own flash, on one fake cable and one clock; `frames_b` counts B's frames
    checked for A's hand."""

    def __init__(self, players=3):
        strings.set_language("en")
        self.clock = Clock()
        self.wa, self.wb = pair()
        self.fa, self.fb = MemFs(), MemFs()
        self.a = _box(self.fa, self.clock, Seeds(0), self.wa)
        self.b = _box(self.fb, self.clock, Seeds(500), self.wb)
        self.frames_b = 0
        self.changed_b = 0
        _setup_players(self.a, players)
        _link_row(self.a, 0)  # begin here
        _link_row(self.b, 1)  # join
        self.run(600)
        assert self.a.linked.link.state == 1 and self.b.linked.link.state == 1
        assert C.players(self.a.s) == players and bytes(self.a.s) == bytes(self.b.s)

    def step(self):
        self.clock.ms += STEP_MS
        for app in (self.a, self.b):
            app.tick(self.clock.ms)
            self._frame(app)

    def _frame(self, app):
        """A frame as the shell draws it when the app marked its screen; box B's checked."""
        if app.dirty:
            app.dirty = False
            app.draw(app.box.canvas)
            if app is self.b:
                self._check_b()

    def run(self, ms):
        for _ in range(ms // STEP_MS):
            self.step()

    def _check_b(self):
        """BY-13: a frame of box B while seat 1 (box A) plays is drawn again with A's hand changed (within its
        red and teal backs, which are public); the same frame means no card of A's hand is on it."""
        b = self.b
        s = b.s
        if s is None or C.current_player(s) != 0 or C.phase(s) >= C.ROUND_OVER:
            return
        assert b.viewer == 1
        self.frames_b += 1
        kept = bytearray(s)
        if _shift_hand(s, 0):
            self.changed_b += 1
            again = Canvas()
            b.draw(again)
            s[:] = kept
            assert again.buf == b.box.canvas.buf, "a frame of box B shows box A's hand"

    def press(self, app, *keys):
        for k in keys:
            assert app.key(k) is not False
            self._frame(app)

    def plug(self, on):
        self.wa.plugged = on
        self.wb.plugged = on


def _shift_hand(s, p):
    """Seat p's hand changed and nothing public: a card that is neither Baba Yaga (red back) nor Owl (teal back)
    becomes another such kind; False when the hand has none."""
    for k in range(C.P1, C.KINDS):
        if C.count(s, p, k):
            at = _hand_at(s, p)
            s[at + k] -= 1
            s[at + (C.P1 if k != C.P1 else C.P1 + 1)] += 1
            return True
    return False


_AT = {}


def _hand_at(s, p):
    """Where seat p's counts (one a kind) start in the state: found through the engine's reader, not its layout."""
    if p not in _AT:
        before = C.count(s, p, C.P1)
        for at in range(len(s)):
            s[at] = (s[at] + 1) & 0xFF
            hit = C.count(s, p, C.P1) == before + 1
            s[at] = (s[at] - 1) & 0xFF
            if hit:
                _AT[p] = at - C.P1
                break
    return _AT[p]


def _setup_players(app, n):
    press(app, *([A] * (n - 2)))  # players 2 -> n; seats 3.. stay strong bots


def _link_row(app, choice):
    """The set-up's last row, Link: two boxes; then begin (0) or join (1)."""
    top = app.top()
    while top.cursor != len(top.items) - 1:
        press(app, DOWN)
    press(app, A)
    if choice:
        press(app, DOWN)
    press(app, A)


def _decide(two, app):
    """A human's move on its own box, through the keys: Baba Yaga! when offered, else its costliest card put on
    a pile and one drawn; a Garlic question answered with its first row. True when it pressed."""
    m = _app_module()
    top = app.top()
    s = app.s
    if s is None or C.phase(s) >= C.ROUND_OVER or app.linked is None or app.linked.paused():
        return False
    if C.current_player(s) != app.viewer:
        return False
    if isinstance(top, m.Choice) and len(app.views) == 1:
        two.press(app, A)
        return True
    if top is not app.board or C.phase(s) != C.TURN:
        return False
    n = app.fill_hand()
    best = 0
    for i in range(n):
        if C.POINTS[app.hand[i]] > C.POINTS[app.hand[best]]:
            best = i
    while app.cursor != best:
        two.press(app, RIGHT)
    two.press(app, A)
    rows = app.top().items
    if rows[0] != "Baba Yaga!":
        while not rows[app.top().cursor].startswith("To pile"):
            two.press(app, DOWN)
    two.press(app, A)
    return True


def _play_round(two, unplug_at=()):
    """Both boxes play until the round is over on both; at each count of moves in unplug_at the cable is pulled
    right after that move (its frames in flight) and plugged back once both boxes said "Link lost"."""
    moves = 0
    for _ in range(ROUND_STEPS):
        for app in (two.a, two.b):
            if _decide(two, app):
                moves += 1
                if moves in unplug_at:
                    _unplug_and_back(two)
        two.step()
        if all(x.s is not None and C.phase(x.s) >= C.ROUND_OVER for x in (two.a, two.b)):
            two.run(500)
            return moves
    raise AssertionError("the round did not end")


def _unplug_and_back(two):
    two.plug(False)
    for _ in range(1000 // STEP_MS + 10):
        two.step()
    for app in (two.a, two.b):
        assert isinstance(app.top(), sys_linked().Lost), "no Link lost within a second"
        assert app.top().title == "Link lost"
    two.plug(True)
    two.run(700)
    for app in (two.a, two.b):
        assert not isinstance(app.top(), sys_linked().Lost)


def sys_linked():
    import sys

    return sys.modules["yaga.games.cards.linked"]


def _same_end(two):
    a, b = two.a, two.b
    assert bytes(a.s) == bytes(b.s) and a.linked.ply == b.linked.ply
    assert b.linked.link.state_len == 0  # never resynchronised: every action arrived and applied alike
    assert a.box.canvas.buf == b.box.canvas.buf  # the reveal: the same frame on both boxes
    assert two.frames_b > 0 and two.changed_b > 0


def test_a_linked_round_played_through_both_boxes_keys_ends_alike_and_b_never_shows_a_s_hand():
    two = Two(3)
    assert two.a.viewer == 0 and two.b.viewer == 1
    assert two.a.kinds[:3] == two.b.kinds[:3] == bytearray([HUMAN, HUMAN, STRONG])
    moves = _play_round(two)
    assert moves > 0
    _same_end(two)


class Afresh(Two):
    """Two boxes where each table frame of box B is checked against the table drawn anew (no frame kept): the
    frames after the other seats' moves redraw only the rows above B's hand; `kept` counts them."""

    def __init__(self, players):
        self.kept = 0
        Two.__init__(self, players)

    def _frame(self, app):
        drew = app.dirty
        Two._frame(self, app)
        if not drew or app is not self.b or not isinstance(app.top(), _app_module().Table):
            return
        from yaga.games.cards import draw

        table = app.table
        if table.s != app.s:
            return  # a frame drawn for a screen over the table (a note): nothing of the table was drawn
        again = Canvas()
        app.table = draw.Table()
        app.draw(again)
        app.table = table
        assert again.buf == app.box.canvas.buf, "a frame of the table kept differs from the table drawn anew"
        self.kept += 1


def test_the_table_kept_across_the_other_seats_moves_is_the_table_drawn_afresh():
    two = Afresh(3)
    _play_round(two)
    assert two.kept > 20


def test_the_table_says_whose_turn_the_other_box_plays():
    two = Two(2)
    for _ in range(500):
        if C.phase(two.b.s) == C.TURN and C.current_player(two.b.s) == 0:
            break
        _decide(two, two.b)
        two.step()
    assert text_in_row(two.b.box.canvas, "P1: the other box", 56)


def test_unplugged_at_ten_moments_link_lost_within_a_second_and_no_action_lost():
    two = Two(3)
    _play_round(two, unplug_at=range(1, 11))
    _same_end(two)


def test_after_a_while_lost_a_player_goes_on_alone_and_the_other_seat_becomes_a_bot():
    two = Two(2)
    two.run(3000)
    two.plug(False)
    two.run(1100)
    lost = two.b.top()
    assert isinstance(lost, sys_linked().Lost) and lost.hint != "A: go on alone"
    two.press(two.b, A)  # not yet offered
    assert two.b.top() is lost
    two.run(sys_linked().ALONE_MS)
    assert lost.hint == "A: go on alone"
    two.press(two.b, A)
    b = two.b
    assert b.linked is None and b.kinds[0] == STRONG and b.viewer == 1
    for _ in range(ROUND_STEPS):
        _play_alone(b)
        if C.phase(b.s) >= C.ROUND_OVER:
            return
    raise AssertionError("the round did not end alone")


def _play_alone(app):
    m = _app_module()
    if C.current_player(app.s) == app.viewer and app.top() is app.board and C.phase(app.s) == C.TURN:
        press(app, A)
        rows = app.top().items
        while not rows[app.top().cursor].startswith("To pile") and rows[0] != "Baba Yaga!":
            press(app, DOWN)
        press(app, A)
    elif isinstance(app.top(), m.Choice) and len(app.views) == 1:
        press(app, A)
    app.clock = app.box._clock
    app.box._clock.ms += STEP_MS
    app.tick(app.box._clock.ms)
    if app.dirty:
        app.dirty = False
        app.draw(app.box.canvas)


def test_a_reboot_of_box_b_resumes_the_linked_round():
    two = Two(3)
    for _ in range(3000):
        _decide(two, two.a)
        _decide(two, two.b)
        two.step()
        if two.b.linked.ply >= 12:
            break
    two.run(200)  # saved by the ticks after the frames
    ply = two.b.linked.ply
    two.b = _box(two.fb, two.clock, Seeds(900), two.wb)  # box B starts again from its flash
    assert two.b.linked is not None and two.b.linked.ply == ply and two.b.viewer == 1
    _play_round(two)
    assert bytes(two.a.s) == bytes(two.b.s)
