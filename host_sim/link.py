"""The simulator's link cable: a loopback TCP socket with the stream calls yaga.link reads (`any`,
`readinto(buf, n)`, `write(buf)`), for `python -m host_sim --link 127.0.0.1:PORT`.

The first simulator started on a port listens there, the second finds it taken and connects: no flag says which.
Everything is non-blocking, so the loop's 10 ms beat never waits on the other box; a peer that goes away is an
unplugged cable (writes vanish, as a UART's would) until it connects again, which the listener accepts and the
connecting side retries every RETRY_MS. Loopback only: the link carries no authentication.
"""

import errno
import socket
import time

from yaga.ring import Ring

HOST = "127.0.0.1"
RETRY_MS = 200
_RX_SIZE = 4096
_CHUNK = 1024


def parse_address(text):
    """'127.0.0.1:PORT' -> PORT; ValueError for another host or a port out of range."""
    host, sep, port = text.rpartition(":")
    if not sep or host != HOST:
        raise ValueError("--link takes %s:PORT (loopback only): %r" % (HOST, text))
    if not port.isdigit() or not 0 < int(port) < 65536:
        raise ValueError("--link port out of range: %r" % text)
    return int(port)


class TcpCable:
    """One box's end: listens on 127.0.0.1:port when the port is free, else connects to it."""

    def __init__(self, port):
        self.port = port
        self.rx = Ring(_RX_SIZE)
        self._chunk = bytearray(_CHUNK)
        self._conn = None
        self._retry_at = 0.0
        self._server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            self._server.bind((HOST, port))
        except OSError as e:
            self._server.close()
            self._server = None
            if e.errno != errno.EADDRINUSE:
                raise
        else:
            self._server.listen(1)
            self._server.setblocking(False)
        self.listening = self._server is not None

    def any(self):
        self._pump()
        return self.rx.any()

    def readinto(self, buf, n):
        return self.rx.readinto(buf, n)

    def write(self, buf):
        self._pump()
        if self._conn is not None:
            try:
                self._conn.send(buf)
            except BlockingIOError:
                pass  # the other box is not reading: what did not fit is lost, as on a wire, and resent
            except OSError:
                self._drop()
        return len(buf)

    def close(self):
        self._drop()
        if self._server is not None:
            self._server.close()
            self._server = None

    def _pump(self):
        if self._conn is None:
            self._connect()
        while self._conn is not None and self.rx.free():
            try:
                n = self._conn.recv_into(self._chunk, min(self.rx.free(), _CHUNK))
            except BlockingIOError:
                return
            except OSError:
                self._drop()
                return
            if n == 0:  # the other side closed: unplugged
                self._drop()
                return
            self.rx.write(self._chunk, n)

    def _connect(self):
        if self._server is not None:
            try:
                conn, _ = self._server.accept()
            except BlockingIOError:
                return
            self._take(conn)
            return
        now = time.monotonic()
        if now < self._retry_at:
            return
        self._retry_at = now + RETRY_MS / 1000
        conn = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        conn.setblocking(False)
        if conn.connect_ex((HOST, self.port)) not in (0, errno.EINPROGRESS, errno.EALREADY):
            conn.close()
            return
        self._take(conn)

    def _take(self, conn):
        conn.setblocking(False)
        conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)  # a frame goes at once, not with the next
        self._conn = conn

    def _drop(self):
        if self._conn is not None:
            self._conn.close()
            self._conn = None
