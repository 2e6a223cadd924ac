"""The link tests' kit, for both interpreters and tools/link_fuzz.py: a fake cable (two ends, each reading its own
ring and writing into the other's, with faults a test sets: unplugged, the next writes lost), a frame builder that
knows nothing of yaga.link but the format table, two boxes polled on one fake clock, and a lockstep player that
drives a Link with the Goat and Wolf engine as an app would. The tests at the bottom check the kit itself."""

from yaga import link as L
from yaga.games.goat_wolf import rules as gw
from yaga.ring import Ring
from yaga.rng import Rng

GW_GAME = 2  # the Goat and Wolf app's save id, the game number its HELLO would carry
STEP_MS = 10  # the shell's loop beat


class End:
    """One box's end of the fake cable: the stream calls of machine.UART the link uses."""

    def __init__(self, size):
        self.rx = Ring(size)
        self.peer = None
        self.plugged = True
        self.lose = 0  # the next writes that vanish on the wire
        self.sent = 0  # bytes written

    def any(self):
        return self.rx.any()

    def readinto(self, buf, n):
        return self.rx.readinto(buf, n)

    def write(self, buf):
        self.sent += len(buf)
        if self.lose:
            self.lose -= 1
        elif self.plugged and self.peer.plugged:
            self.peer.rx.write(buf)
        return len(buf)  # a UART sends into an unplugged cable all the same


def pair(size=4096):
    a = End(size)
    b = End(size)
    a.peer = b
    b.peer = a
    return a, b


def frame(typ, seq, payload, crc=None):
    """A frame's bytes as the format table of yaga.link says (crc: a wrong one to send instead)."""
    body = bytearray([typ, seq & 0xFF, len(payload) >> 8, len(payload) & 0xFF]) + bytearray(payload)
    if crc is None:
        crc = L.crc16(body, 0, len(body))
    return bytearray([L.SYNC]) + body + bytearray([crc >> 8, crc & 0xFF])


def u16s(*values):
    out = bytearray()
    for v in values:
        out += bytearray([v >> 8 & 0xFF, v & 0xFF])
    return out


def hello(session, version=L.VERSION, flags=L.F_BEGAN | L.F_ANSWER, knows=L.NO_SESSION, ply=L.NO_PLY, h=0):
    return bytearray([version, flags, GW_GAME, 0]) + u16s(0, 7, session, knows, ply, h)


class Boxes:
    """Box A (began the game) and box B on a fake cable, both polled every STEP_MS; `events[x]` lists what each
    link popped as (kind, ply, value), and `on_event(box, kind)` (when set) sees them as they come."""

    def __init__(self, seed=7, options=0, size=4096):
        self.wire_a, self.wire_b = pair(size)
        self.a = L.Link(self.wire_a, 0x1111, True, GW_GAME, options, seed)
        self.b = L.Link(self.wire_b, 0x2222, False, GW_GAME)
        self.now = 0
        self.events = {self.a: [], self.b: []}
        self.on_event = None

    def step(self):
        self.now += STEP_MS
        for box in (self.a, self.b):
            box.poll(self.now)
            kind = box.pop()
            while kind != L.NONE:
                self.events[box].append((kind, box.event_ply, box.event_value))
                if self.on_event:
                    self.on_event(box, kind)
                kind = box.pop()

    def run(self, ms):
        for _ in range(ms // STEP_MS):
            self.step()

    def kinds(self, box):
        return [e[0] for e in self.events[box]]

    def plug(self, on):
        self.wire_a.plugged = on
        self.wire_b.plugged = on


class Player:
    """A box playing Goat and Wolf over its link as an app would: it plays its own piece's moves and rolls (a
    random legal choice, the state's own dice) and sends each with the hash after it; it applies the other's
    action of its own ply; out of step (an action it cannot apply, one from a ply ahead, a desync) the box that
    began sends its state and the other asks for it, playing nothing until it comes."""

    def __init__(self, link, piece, seed, choices):
        self.link = link
        self.piece = piece
        self.s = gw.new_state(seed)
        self.ply = 0
        self.rng = Rng(choices)
        self.illegal = 0
        self.waiting = False  # for a STATE
        link.note(0, self.s)

    def mine(self):
        p = gw.current_player(self.s)
        return not self.waiting and (p == self.piece or (p == gw.CHANCE and self.s[gw.AT_TURN] == self.piece))

    def move(self):
        """Play one action when it is this box's to play; returns whether it did."""
        if not self.mine():
            return False
        s = self.s
        if gw.current_player(s) == gw.CHANCE:
            a = gw.sample_chance(s)
        else:
            legal = gw.legal_actions(s)
            a = legal[self.rng.below(len(legal))]
        gw.apply_action(s, a)
        self.link.send_action(self.ply, a)
        self.ply += 1
        self.link.send_hash(self.ply, s)
        return True

    def ask(self):
        """Out of step: the box that began sends its state (its game is the one both play), the other asks."""
        if self.link.began:
            self.link.send_state(self.ply, self.s)
        elif not self.waiting:
            self.waiting = True
            self.link.ask_state()

    def on_event(self, kind):
        link = self.link
        if kind == L.EV_ACTION and not self.waiting:
            if link.event_ply == self.ply and link.event_value in gw.legal_actions(self.s):
                gw.apply_action(self.s, link.event_value)
                self.ply += 1
                link.send_hash(self.ply, self.s)
            elif link.event_ply >= self.ply:  # an action it cannot apply, or it missed some
                self.illegal += link.event_ply == self.ply
                self.ask()
        elif kind == L.EV_DESYNC:
            self.ask()
        elif kind == L.EV_STATE:
            got = bytearray(gw.STATE_SIZE)
            if link.copy_state(got) and gw.is_valid(got):  # a state is checked like a save before it is played
                self.s = got
                self.ply = link.event_ply
                self.waiting = False
                link.send_hash(self.ply, got)


class Match:
    """Two Players on Boxes: A plays the Goat and began, B the Wolf."""

    def __init__(self, seed=7, choices=11):
        self.boxes = Boxes(seed)
        self.pa = Player(self.boxes.a, gw.GOAT, seed, choices)
        self.pb = Player(self.boxes.b, gw.WOLF, seed, choices + 1)
        self.boxes.on_event = self._event

    def _event(self, box, kind):
        (self.pa if box is self.boxes.a else self.pb).on_event(kind)

    def over(self):
        return gw.current_player(self.pa.s) == gw.TERMINAL and self.pa.s == self.pb.s

    def turn(self):
        """A move by whichever box plays now (each plays only on its own ply), then one beat."""
        for p in (self.pa, self.pb):
            if p.ply == max(self.pa.ply, self.pb.ply) and gw.current_player(p.s) != gw.TERMINAL:
                p.move()
        self.boxes.step()


# ---- the kit's own checks -------------------------------------------------------------------------------------


def test_the_fake_cable_carries_bytes_both_ways_until_unplugged():
    a, b = pair(64)
    a.write(b"\x01\x02")
    b.write(b"\x09")
    buf = bytearray(8)
    assert b.any() == 2 and b.readinto(buf, 8) == 2 and buf[:2] == b"\x01\x02"
    assert a.readinto(buf, 8) == 1 and buf[0] == 9
    a.plugged = False
    a.write(b"\x05")
    b.write(b"\x05")
    assert a.any() == 0 and b.any() == 0


def test_a_lost_write_vanishes_and_the_next_arrives():
    a, b = pair(64)
    a.lose = 1
    a.write(b"\x01")
    a.write(b"\x02")
    assert b.any() == 1 and b.rx.peek(0) == 2


def test_the_frame_builder_matches_the_format_table():
    f = frame(L.ACTION, 3, u16s(5, 97))
    assert len(f) == L.OVERHEAD + 4
    assert f[0] == L.SYNC and f[1] == L.ACTION and f[2] == 3 and f[3] == 0 and f[4] == 4
    assert (f[9] << 8 | f[10]) == L.crc16(f, 1, 8)
