"""yaga.ring: the link's byte FIFO (both interpreters)."""

from yaga.ring import Ring


class Stream:
    """A stream that has `data` waiting, answering readinto as a UART does (None when nothing came)."""

    def __init__(self, data):
        self.data = bytearray(data)

    def any(self):
        return len(self.data)

    def readinto(self, buf, n):
        if not self.data:
            return None
        n = min(n, len(self.data))
        for i in range(n):
            buf[i] = self.data[i]
        self.data = self.data[n:]
        return n


def test_bytes_come_out_in_order_across_the_wrap():
    r = Ring(5)
    r.write(b"abc")
    r.drop(2)
    assert r.write(b"defg") == 4  # wraps past the end of its buffer
    assert [r.peek(i) for i in range(r.any())] == list(b"cdefg")
    out = bytearray(8)
    assert r.readinto(out, 8) == 5 and out[:5] == b"cdefg" and r.any() == 0


def test_a_full_ring_keeps_its_oldest_bytes_and_counts_what_it_refused():
    r = Ring(4)
    assert r.write(b"abcdef") == 4
    assert not r.put(0x7A)
    assert r.dropped == 3 and r.free() == 0
    assert [r.peek(i) for i in range(4)] == list(b"abcd")


def test_fill_takes_what_a_stream_has_up_to_the_room_through_a_small_chunk():
    r = Ring(10)
    s = Stream(b"0123456789abc")
    assert r.fill(s, bytearray(3)) == 10
    assert s.any() == 3 and r.free() == 0  # what did not fit stays in the stream
    r.drop(10)
    assert r.fill(s, bytearray(3)) == 3 and r.fill(s, bytearray(3)) == 0
