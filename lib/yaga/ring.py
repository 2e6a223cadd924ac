"""A fixed-size byte FIFO that allocates nothing once made: the link's receive ring and queue of frames to send.

Why its own module: the link cable needs bytes held between two paces (what the wire brought, what the parser has
taken; what the game queued, what the peer has acknowledged) without a heap allocation per byte or per turn, and the
simulator's socket and the tests' fake cable hold bytes the same way. Its reading face is the part of
`machine.UART`'s stream the link uses (`any`, `readinto(buf, n)`, `write(buf)`), so a ring stands in for one end of
a cable in tests.
"""


class Ring:
    """`size` bytes; `put`/`write` append at the tail, `readinto`/`drop` take from the head, `peek(i)`
    reads the i-th byte from the head without taking it. Bytes that do not fit are refused and counted in
    `dropped` (a full ring keeps what it has: the oldest bytes are the start of a frame)."""

    def __init__(self, size):
        self.buf = bytearray(size)
        self.size = size
        self.head = 0
        self.count = 0
        self.dropped = 0

    def any(self):
        """Bytes waiting."""
        return self.count

    def free(self):
        return self.size - self.count

    def put(self, b):
        """Append one byte; False (and counted) when full."""
        if self.count == self.size:
            self.dropped += 1
            return False
        self.buf[(self.head + self.count) % self.size] = b
        self.count += 1
        return True

    def write(self, data, n=-1):
        """Append data[0:n] (all of data when n < 0); returns how many bytes fitted."""
        if n < 0:
            n = len(data)
        room = self.size - self.count
        if n > room:
            self.dropped += n - room
            n = room
        buf = self.buf
        size = self.size
        at = (self.head + self.count) % size
        for i in range(n):
            buf[at] = data[i]
            at += 1
            if at == size:
                at = 0
        self.count += n
        return n

    def peek(self, i):
        """The i-th waiting byte from the head (0 <= i < any())."""
        return self.buf[(self.head + i) % self.size]

    def drop(self, n):
        """Take and forget the n oldest bytes."""
        if n > self.count:
            n = self.count
        self.head = (self.head + n) % self.size
        self.count -= n

    def readinto(self, dst, n=-1):
        """Move up to n bytes (len(dst) when n < 0) into dst[0:], oldest first; returns how many."""
        if n < 0 or n > len(dst):
            n = len(dst)
        if n > self.count:
            n = self.count
        buf = self.buf
        size = self.size
        at = self.head
        for i in range(n):
            dst[i] = buf[at]
            at += 1
            if at == size:
                at = 0
        self.head = at
        self.count -= n
        return n

    def fill(self, src, chunk):
        """Move what a stream (`any`, `readinto(buf, n)`) has waiting into the ring, as much as fits, through
        the bytearray `chunk`; returns how many bytes came."""
        got = 0
        while self.count < self.size:
            n = src.any()
            if not n:
                break
            room = self.size - self.count
            if n > room:
                n = room
            if n > len(chunk):
                n = len(chunk)
            n = src.readinto(chunk, n) or 0  # a UART answers None when nothing came after all
            if not n:
                break
            self.write(chunk, n)
            got += n
        return got
