"""The link cable's protocol: two boxes run one game in lockstep and exchange its actions, never screens.

Why here: the one place that knows the bytes on the cable. An app drives a `Link` from its tick and keys with game
terms (an action, a state after a turn) and reads events back; the transport below it is any object with the
`machine.UART` stream calls the link uses: `any()`, `readinto(buf, n)`, `write(buf)` (on the device a
`machine.UART(..., timeout=0, rxbuf=...)` itself, in the simulator host_sim/link.py's socket, in tests a fake cable).

On rp2 (MicroPython 1.25) the UART driver's own interrupt handler, in C, moves every byte from the hardware
FIFO into the driver's `rxbuf` ring as it comes, whatever Python is doing: that is the interrupt-filled ring, and a
long turn (an AI thinking) loses nothing while it is large enough. So the link reads it once per turn (`poll`) into
its own ring instead of taking `UART.irq(IRQ_RXIDLE)`: that handler would be a Python callback scheduled between
bytecodes of the same loop, copying bytes the driver already keeps, while the parser may be half way through the
same ring.

Frame (every version keeps this envelope, so a box can always read another version's HELLO):
| off | size | field                                                                                       |
|-----|------|---------------------------------------------------------------------------------------------|
|   0 |    1 | SYNC 0xA5 (the start byte the parser hunts for)                                             |
|   1 |    1 | type: HELLO 1, ACTION 2, HASH 3, STATE 4, ACK 5, BYE 6                                      |
|   2 |    1 | sequence number (0..255, wrapping); in an ACK the next number its sender expects, in a      |
|     |      | HELLO the number of its sender's next frame (where the receiver starts counting)            |
|   3 |    2 | payload length, big-endian (each type has its own range: a noise header is refused at once) |
|   5 |    n | payload                                                                                     |
| 5+n |    2 | CRC-16/CCITT-FALSE of type..payload, big-endian                                             |
Payloads (u16 big-endian):
| HELLO  | version (1), flags (1: F_BEGAN this box began the game, F_ANSWER answer me), game (1), options (1),  |
|        | seed (u32), session, the session it knows of the receiver (NO_SESSION: none), ply, hash: 16 bytes  |
| ACTION | ply, action                                                                                       |
| HASH   | ply, hash (a HASH of ply NO_PLY asks for the STATE)                                               |
| STATE  | ply, the state's bytes                                                                            |
| ACK    | none                                                                                              |
| BYE    | none                                                                                              |
`ply` = the actions applied to the game before (ACTION) or so far, `hash` = CRC-16 of the state's bytes then.

Why a CRC-16 of its own and not yaga.crc32: the link checks a CRC for every frame it takes, and a 32-bit result is
a heap long on the Pico (yaga.crc32 combines its halves into one at the end), where a CRC-16 stays a small int,
and it takes half the bytes of a frame. What noise slips past it (after the start byte, type and length checks)
is caught one level up: a wrong frame that passes is still refused by sequence, ply or the next hash.

Sessions: each start of a box is a session (a number from its entropy). A box sends its HELLO, asking for an
answer, every RESEND_MS until a HELLO of the other box names its session; it answers a HELLO that asks. A HELLO
of a session the receiver does not know (the other box started or restarted) begins counting that box's frames
from the HELLO's number, so nothing is renumbered and a frame in flight simply goes again.
Delivery: ACTION, HASH, STATE and BYE go one at a time once the other box knows this session, each resent every
RESEND_MS until the other box's ACK names the next number; the receiver takes only the number it expects, so a
resend or a replay is acknowledged again and never delivered twice; a frame the other box, still heard, has not
taken for STALL_MS (its count knocked out of step by a forged or replayed ACK or HELLO) starts a new session.
Every CRC-sound frame is traffic: none for LOST_MS and the link is lost (an ACK goes out after KEEPALIVE_MS of
silence to keep it up), the first after that resumes it. Hashes of the same ply that differ (each box keeps the
last HISTORY of both sides), or a new session whose ply and hash differ from this box's, are a desync: the box
that began the game sends its STATE.
"""

from yaga.compat import const
from yaga.ring import Ring
from yaga.ticks import ticks_diff

VERSION = const(1)
SYNC = const(0xA5)

HELLO = const(1)
ACTION = const(2)
HASH = const(3)
STATE = const(4)
ACK = const(5)
BYE = const(6)

HEADER = const(5)
OVERHEAD = const(7)  # header and CRC
MAX_PAYLOAD = const(704)  # a STATE of the largest game state and its ply (tests check every engine fits)
HELLO_SIZE = const(16)
F_BEGAN = const(1)
F_ANSWER = const(2)
NO_SESSION = const(0xFFFF)
_HELLO_ANY = const(64)  # another version's HELLO may be longer; its first byte is still the version
_MIN = (0, 1, 4, 4, 3, 0, 0)  # payload length range of each type (index = type)
_MAX = (0, _HELLO_ANY, 4, 4, MAX_PAYLOAD, 0, 0)

# the link's state
LINKING = const(0)  # no HELLO from the other box yet
UP = const(1)
LOST = const(2)  # nothing from the other box for LOST_MS
OTHER_VERSION = const(3)  # the other box speaks another version (peer_version): one of the two needs an update
CLOSED = const(4)  # BYE said or heard

# events (pop): the fields event_ply and event_value say more
EV_LINKED = const(1)  # a session with the other box began: peer_began, peer_game, peer_options, peer_seed
EV_ACTION = const(2)  # event_ply, event_value = the action
EV_STATE = const(3)  # the state of ply event_ply came: copy_state
EV_DESYNC = const(4)  # the two boxes' states differ (event_ply: the other box's ply)
EV_LOST = const(5)
EV_RESUMED = const(6)
EV_VERSION = const(7)  # the other box's HELLO has another version (peer_version)
EV_BYE = const(8)
NONE = const(-1)

# why a frame or byte was refused: indexes of `refused`
R_NOISE = const(0)  # a byte skipped while looking for a start byte
R_TYPE = const(1)
R_LENGTH = const(2)  # a length its type cannot have, oversized included
R_CRC = const(3)
R_TRUNCATED = const(4)  # a frame that stopped coming
R_DUPLICATE = const(5)  # a sequence number already taken: a resend or a replay
R_ORDER = const(6)  # a number ahead of the expected one, from no known session, or an ACK of nothing sent
R_VERSION = const(7)
REASONS = const(8)

RESEND_MS = const(250)
KEEPALIVE_MS = const(300)
LOST_MS = const(1000)
STALL_MS = const(2000)
TRUNCATED_MS = const(200)  # several times what the largest frame takes on the wire
NO_PLY = const(0xFFFF)  # no game state yet (a box that joins)

_RX_SIZE = const(1024)  # two largest frames
_OUT_SIZE = const(1024)  # frames waiting for their turn: (type, length u16, payload) each
_CHUNK = const(64)
_BUDGET = const(2048)  # bytes looked at per poll, so a flood cannot stretch a turn
EVENTS = const(16)  # events kept for the app: the oldest goes when it stops popping
_EVENT_SIZE = const(5)  # kind, ply u16, value u16
HISTORY = const(8)  # hashes kept of each side: how far one box may run ahead before a check is missed


def crc16(buf, start, n, crc=0xFFFF):
    """CRC-16/CCITT-FALSE (polynomial 0x1021) of n bytes of buf from start, wrapping at len(buf) (a ring)."""
    size = len(buf)
    i = start
    for _ in range(n):
        x = ((crc >> 8) ^ buf[i]) & 0xFF
        x ^= x >> 4
        crc = ((crc << 8) ^ (x << 12) ^ (x << 5) ^ x) & 0xFFFF  # the polynomial's taps, a byte at a time
        i += 1
        if i == size:
            i = 0
    return crc


class _Hashes:
    """The last HISTORY (ply, hash) pairs of one side, to compare whichever side comes second."""

    def __init__(self):
        self.pairs = [NO_PLY] * (2 * HISTORY)
        self.at = 0

    def add(self, ply, h):
        self.pairs[self.at] = ply
        self.pairs[self.at + 1] = h
        self.at = (self.at + 2) % (2 * HISTORY)

    def find(self, ply):
        """The hash of ply, or -1."""
        p = self.pairs
        for i in range(0, 2 * HISTORY, 2):
            if p[i] == ply:
                return p[i + 1]
        return -1

    def clear(self):
        for i in range(0, 2 * HISTORY, 2):
            self.pairs[i] = NO_PLY


class Link:
    """One box's end of a linked game. `session`: a number fresh at each start of the box (its entropy), so the
    other box knows a restart; `began`: this box began the game (its STATE wins a desync); game, options and
    seed go in the HELLO for the other box to set up the same game."""

    def __init__(self, transport, session, began, game, options=0, seed=0):
        self.transport = transport
        self.session = session % NO_SESSION
        self.began = began
        self.game = game
        self.options = options
        self.seed = seed
        self.state = LINKING
        self.ply = NO_PLY  # this box's game as last told (note, send_hash)
        self.hash = 0
        self.peer_session = NO_SESSION
        self.peer_version = VERSION
        self.peer_began = False
        self.peer_game = 0
        self.peer_options = 0
        self.peer_seed = 0
        self.peer_ply = NO_PLY
        self.peer_hash = 0
        self.event_ply = 0
        self.event_value = 0
        self.state_buf = bytearray(MAX_PAYLOAD)
        self.state_len = 0
        # counters
        self.refused = [0] * REASONS
        self.resends = 0
        self.frames_in = 0  # frames taken (CRC sound)
        self.bytes_in = 0
        self.bytes_out = 0
        self.agreed = 0  # hash comparisons that matched
        self.events_dropped = 0
        self.queue_full = 0
        self.renewals = 0  # sessions begun again because the other box took nothing for STALL_MS
        self.rx = Ring(_RX_SIZE)
        self._chunk = bytearray(_CHUNK)
        self._out = Ring(_OUT_SIZE)
        self._tx = bytearray(OVERHEAD + MAX_PAYLOAD)
        view = memoryview(self._tx)
        # one view per fixed frame size, made once: slicing at each send would allocate
        self._views = {OVERHEAD: view[:OVERHEAD], OVERHEAD + 4: view[: OVERHEAD + 4]}
        self._hello = bytearray(OVERHEAD + HELLO_SIZE)
        self._ack = bytearray(OVERHEAD)
        self._events = bytearray(EVENTS * _EVENT_SIZE)
        self._ev_head = 0
        self._ev_count = 0
        self._mine = _Hashes()
        self._theirs = _Hashes()
        self._tx_seq = 0  # number of the frame in flight, or of the next one
        self._rx_next = 0
        self._flying = False
        self._flight_len = 0
        self._known = False  # a HELLO of the other box named this session
        self._answer = False  # a HELLO asked for this box's
        self._ack_due = False
        self._hello_sent = False
        self._waiting = False  # an incomplete frame at the head of the ring since _wait_at
        # times (ms): now, the frame in flight first and last sent, the last HELLO, anything sent, anything heard
        self._now = self._flight_at = self._sent_at = self._hello_at = self._last_tx = self._last_rx = 0
        self._wait_at = 0
        self._owed = None  # the state whose hash hash_soon put off, at _owed_ply
        self._owed_ply = 0

    # ---- what an app calls --------------------------------------------------------------------------------

    def poll(self, now_ms):
        """Take what the cable brought, answer, resend, keep alive; returns the number of events waiting."""
        self._now = now_ms
        self._send_owed()
        self.bytes_in += self.rx.fill(self.transport, self._chunk)
        if self.rx.count:  # most beats bring nothing: no call of _parse, whose frame comes from the heap
            self._parse(now_ms)
        if self._ack_due:
            self._send_ack()
        self._pump()
        live = self.state == UP or self.state == LOST
        if live and ticks_diff(now_ms, self._last_tx) >= KEEPALIVE_MS:
            self._send_ack()
        if self.state == UP and ticks_diff(now_ms, self._last_rx) >= LOST_MS:
            self.state = LOST
            self._event(EV_LOST, 0, 0)
        return self._ev_count

    def pop(self):
        """The oldest event (EV_*) or NONE; its ply and value are then in event_ply and event_value."""
        if self._ev_count == 0:
            return NONE
        e = self._events
        i = self._ev_head * _EVENT_SIZE
        self.event_ply = e[i + 1] << 8 | e[i + 2]
        self.event_value = e[i + 3] << 8 | e[i + 4]
        self._ev_head = (self._ev_head + 1) % EVENTS
        self._ev_count -= 1
        return e[i]

    def note(self, ply, state):
        """This box's game is at ply with these state bytes (its HELLO tells the other box); no frame sent."""
        self.ply = ply
        self.hash = crc16(state, 0, len(state))

    def send_action(self, ply, action):
        """Send the action applied at ply (the actions applied before it); False when the queue is full."""
        self._send_owed()
        return self._queue4(ACTION, ply, action)

    def hash_soon(self, ply, state):
        """After an action applied: send_hash(ply, state) at the next poll or send_action, whichever comes first, so
        the CRC is no part of the way from a press to the glass (the action's frame is drawn first). `state` must
        stay as it is until then: the next action goes through send_action, a remote one through poll."""
        self._owed = state
        self._owed_ply = ply

    def _send_owed(self):
        state = self._owed
        if state is not None:
            self._owed = None
            self.send_hash(self._owed_ply, state)

    def send_hash(self, ply, state):
        """After a turn: send the hash of the state at ply; compared with the other box's hash of that ply."""
        self.note(ply, state)
        self._mine.add(ply, self.hash)
        self._check(ply, self._theirs.find(ply), self.hash)
        return self._queue4(HASH, ply, self.hash)

    def ask_state(self):
        """This box cannot follow the game (an action it cannot apply): the other box gets EV_DESYNC."""
        return self._queue4(HASH, NO_PLY, 0)

    def send_state(self, ply, state):
        """Send the whole state at ply (the box that began, on a desync); False when the queue is full."""
        n = len(state) + 2
        if n > MAX_PAYLOAD or not self._queue(STATE, n):
            return False
        self.note(ply, state)
        self._forget_hashes()
        out = self._out
        out.put(ply >> 8)
        out.put(ply & 0xFF)
        out.write(state)
        self._pump()
        return True

    def copy_state(self, dst):
        """Take the state that came with EV_STATE into dst; False (dst unchanged) when its size differs."""
        n = self.state_len
        if n != len(dst):
            return False
        src = self.state_buf
        for i in range(n):
            dst[i] = src[i]
        self._owed = None  # the state it was for is replaced
        self._forget_hashes()
        return True

    def bye(self):
        """Say goodbye: the other box gets EV_BYE; CLOSED once it acknowledged."""
        if not self._queue(BYE, 0):
            return False
        self._pump()
        return True

    # ---- sending ------------------------------------------------------------------------------------------

    def _queue(self, typ, n):
        """Room in the queue for a frame of n payload bytes: its type and length put, its payload to follow;
        False (counted) when full."""
        out = self._out
        if out.free() < 3 + n:
            self.queue_full += 1
            return False
        out.put(typ)
        out.put(n >> 8)
        out.put(n & 0xFF)
        return True

    def _queue4(self, typ, a, b):
        if not self._queue(typ, 4):
            return False
        out = self._out
        out.put(a >> 8)
        out.put(a & 0xFF)
        out.put(b >> 8)
        out.put(b & 0xFF)
        self._pump()
        return True

    def _pump(self):
        """The HELLO when it is due; then, once the other box knows this session, the next frame in flight, or
        the one in flight again when its time is up."""
        if self._answer or (not self._known and (not self._hello_sent or self._due(self._hello_at))):
            self._send_hello()
        if not self._known:
            return
        if self._flying:
            if self.state == UP and ticks_diff(self._now, self._flight_at) >= STALL_MS:
                self._renew()
            elif self._due(self._sent_at):
                self.resends += 1
                self._send_flight()
            return
        out = self._out
        if not out.count:
            return
        tx = self._tx
        n = out.peek(1) << 8 | out.peek(2)
        _head(tx, out.peek(0), self._tx_seq, n)
        for i in range(n):
            tx[HEADER + i] = out.peek(3 + i)
        _seal(tx, n)
        self._flying = True
        self._flight_len = OVERHEAD + n
        self._flight_at = self._now
        self._send_flight()

    def _renew(self):
        """The other box is heard but takes nothing (its count lost step, say by a forged ACK or HELLO): begin a
        new session, which it counts from the frame in flight."""
        self.session = (self.session + 1) % NO_SESSION
        self.renewals += 1
        self._known = False
        self._flight_at = self._now
        self._send_hello()

    def _due(self, since):
        return ticks_diff(self._now, since) >= RESEND_MS

    def _send_flight(self):
        n = self._flight_len
        view = self._views.get(n)
        if view is None:
            view = memoryview(self._tx)[:n]  # a STATE: a resync, rare enough to allocate its view
        self._write(view, n)
        self._sent_at = self._now

    def _send_hello(self):
        h = self._hello
        _head(h, HELLO, self._tx_seq, HELLO_SIZE)
        h[5] = VERSION
        h[6] = (F_BEGAN if self.began else 0) | (0 if self._known else F_ANSWER)
        h[7] = self.game
        h[8] = self.options
        seed = self.seed
        _put16(h, 9, (seed >> 16) & 0xFFFF)
        _put16(h, 11, seed & 0xFFFF)
        _put16(h, 13, self.session)
        _put16(h, 15, self.peer_session)
        _put16(h, 17, self.ply)
        _put16(h, 19, self.hash)
        _seal(h, HELLO_SIZE)
        self._answer = False
        self._hello_sent = True
        self._hello_at = self._now
        self._write(h, OVERHEAD + HELLO_SIZE)

    def _send_ack(self):
        a = self._ack
        _head(a, ACK, self._rx_next, 0)
        _seal(a, 0)
        self._ack_due = False
        self._write(a, OVERHEAD)

    def _write(self, buf, n):
        self.transport.write(buf)
        self.bytes_out += n
        self._last_tx = self._now

    # ---- receiving ----------------------------------------------------------------------------------------

    def _parse(self, now):
        rx = self.rx
        budget = _BUDGET
        while budget > 0 and rx.count:
            if rx.peek(0) != SYNC:
                self._skip(R_NOISE)
                budget -= 1
                continue
            if rx.count < HEADER:
                if self._stalled(now):
                    continue
                break
            typ = rx.peek(1)
            if typ < HELLO or typ > BYE:
                self._skip(R_TYPE)
                continue
            n = rx.peek(3) << 8 | rx.peek(4)
            if n < _MIN[typ] or n > _MAX[typ]:
                self._skip(R_LENGTH)
                continue
            total = OVERHEAD + n
            if rx.count < total:
                if self._stalled(now):
                    continue
                break
            budget -= total
            crc = crc16(rx.buf, (rx.head + 1) % rx.size, HEADER - 1 + n)
            if crc != (rx.peek(total - 2) << 8 | rx.peek(total - 1)):
                self._skip(R_CRC)
                continue
            self._waiting = False
            self._take(typ, rx.peek(2), n, now)
            rx.drop(total)

    def _skip(self, reason):
        """Refuse the byte at the head (a start byte that began no frame, or noise) and look again after it."""
        self.refused[reason] += 1
        self.rx.drop(1)
        self._waiting = False

    def _stalled(self, now):
        """An incomplete frame at the head: True when it has waited too long (then it is dropped)."""
        if not self._waiting:
            self._waiting = True
            self._wait_at = now
            return False
        if ticks_diff(now, self._wait_at) < TRUNCATED_MS:
            return False
        self._skip(R_TRUNCATED)
        return True

    def _u16(self, off):
        """A u16 of the payload at the head of the ring."""
        rx = self.rx
        return rx.peek(HEADER + off) << 8 | rx.peek(HEADER + off + 1)

    def _take(self, typ, seq, n, now):
        """A frame with a sound CRC: traffic, then its type's work."""
        self.frames_in += 1
        self._last_rx = now
        if self.state == LOST:
            self.state = UP
            self._event(EV_RESUMED, 0, 0)
        if typ == ACK:
            self._take_ack(seq)
        elif typ == HELLO:
            self._take_hello(seq, n)
        elif self.peer_session == NO_SESSION:
            self.refused[R_ORDER] += 1
        elif self._in_order(seq):
            self._deliver(typ, n)

    def _in_order(self, seq):
        """Whether seq is the next number expected (taken, acknowledged); a past one is acknowledged again."""
        d = (seq - self._rx_next) & 0xFF
        if d == 0:
            self._rx_next = (seq + 1) & 0xFF
            self._ack_due = True
            self._heard()
            return True
        if d >= 128:
            self._ack_due = True
            self.refused[R_DUPLICATE] += 1
        else:
            self.refused[R_ORDER] += 1
        return False

    def _heard(self):
        """A frame of this version from the session it knows: a HELLO of another version was not that box's."""
        if self.state == OTHER_VERSION:
            self.state = UP
            self._event(EV_RESUMED, 0, 0)

    def _take_ack(self, expects):
        if self._flying and expects == (self._tx_seq + 1) & 0xFF:
            out = self._out
            typ = out.peek(0)
            out.drop(3 + (out.peek(1) << 8 | out.peek(2)))
            if typ == BYE:
                self.state = CLOSED
            self._flying = False
            self._tx_seq = (self._tx_seq + 1) & 0xFF
            self._pump()
        elif expects != self._tx_seq:  # the same number: a keepalive while nothing new arrived
            d = (expects - self._tx_seq) & 0xFF
            self.refused[R_DUPLICATE if d >= 128 else R_ORDER] += 1

    def _take_hello(self, seq, n):
        version = self.rx.peek(HEADER)
        if version != VERSION:
            self.refused[R_VERSION] += 1
            self.peer_version = version
            if self.state != OTHER_VERSION:
                self.state = OTHER_VERSION
                self._event(EV_VERSION, 0, version)
            return
        if n != HELLO_SIZE:
            self.refused[R_LENGTH] += 1
            return
        flags = self.rx.peek(HEADER + 1)
        if flags & F_ANSWER:
            self._answer = True
        knows_me = self._u16(10) == self.session
        session = self._u16(8)
        if session == self.peer_session:
            self._heard()
            self._known = knows_me  # when it lost track of this box (a forged or garbled HELLO) it hears ours again
            return
        # the other box started (or restarted): count its frames from here, and answer with this box's HELLO
        self._known = knows_me
        self.peer_session = session
        self.peer_version = VERSION
        self._rx_next = seq
        self._answer = True
        self.peer_began = flags & F_BEGAN != 0
        self.peer_game = self.rx.peek(HEADER + 2)
        self.peer_options = self.rx.peek(HEADER + 3)
        self.peer_seed = self._u16(4) << 16 | self._u16(6)  # a heap long on the Pico: once a session
        self.peer_ply = self._u16(12)
        self.peer_hash = self._u16(14)
        self._last_rx = self._now
        self.state = UP
        self._event(EV_LINKED, self.peer_ply, self.peer_game)
        if self.ply == self.peer_ply and self.hash == self.peer_hash:
            self.agreed += 1
        elif self.ply != NO_PLY or self.peer_ply != NO_PLY:
            self._event(EV_DESYNC, self.peer_ply, 0)

    def _deliver(self, typ, n):
        if typ == ACTION:
            self._event(EV_ACTION, self._u16(0), self._u16(2))
        elif typ == HASH:
            ply = self._u16(0)
            if ply == NO_PLY:  # the other box cannot follow: it asks for the state
                self._event(EV_DESYNC, ply, 0)
                return
            h = self._u16(2)
            self.peer_ply = ply
            self.peer_hash = h
            self._theirs.add(ply, h)
            self._check(ply, self._mine.find(ply), h)
        elif typ == STATE:
            rx = self.rx
            dst = self.state_buf
            self.state_len = n - 2
            for i in range(n - 2):
                dst[i] = rx.peek(HEADER + 2 + i)
            self._event(EV_STATE, self._u16(0), 0)
        else:  # BYE
            self.state = CLOSED
            self._event(EV_BYE, 0, 0)

    def _check(self, ply, mine, theirs):
        """Compare the two boxes' hashes of ply when both are known (mine < 0: not yet)."""
        if mine < 0:
            return
        if mine == theirs:
            self.agreed += 1
        else:
            self._event(EV_DESYNC, ply, 0)

    def _forget_hashes(self):
        """The state changed hands: hashes from before it compare with nothing after."""
        self._mine.clear()
        self._theirs.clear()

    def _event(self, kind, ply, value):
        if self._ev_count == EVENTS:  # the oldest goes: an app that stopped popping has stopped caring
            self._ev_head = (self._ev_head + 1) % EVENTS
            self._ev_count -= 1
            self.events_dropped += 1
        e = self._events
        i = (self._ev_head + self._ev_count) % EVENTS * _EVENT_SIZE
        e[i] = kind
        e[i + 1] = ply >> 8
        e[i + 2] = ply & 0xFF
        e[i + 3] = value >> 8
        e[i + 4] = value & 0xFF
        self._ev_count += 1


def _put16(buf, off, v):
    buf[off] = v >> 8
    buf[off + 1] = v & 0xFF


def _head(buf, typ, seq, n):
    """A frame's header in buf: start byte, type, number, payload length."""
    buf[0] = SYNC
    buf[1] = typ
    buf[2] = seq
    _put16(buf, 3, n)


def _seal(buf, n):
    """The CRC after the n payload bytes of the frame in buf."""
    _put16(buf, HEADER + n, crc16(buf, 1, HEADER - 1 + n))
