"""host_sim/link.py: two simulators' link cable over a loopback socket, under a real yaga.link."""

import socket
import time

import pytest

from host_sim.link import TcpCable, parse_address
from yaga import link as L


def free_port():
    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    port = s.getsockname()[1]
    s.close()
    return port


def run(links, now, ms, until=None):
    """Poll the links every 10 ms of their clock (and a real millisecond, for the sockets) for up to ms."""
    got = {link: [] for link in links}
    for _ in range(ms // 10):
        now += 10
        for link in links:
            link.poll(now)
            kind = link.pop()
            while kind != L.NONE:
                got[link].append((kind, link.event_ply, link.event_value))
                kind = link.pop()
        if until and until(got):
            break
        time.sleep(0.001)
    return now, got


def test_the_address_is_loopback_with_a_port():
    assert parse_address("127.0.0.1:7001") == 7001
    for bad in ("0.0.0.0:7001", "localhost:7001", "10.0.0.2:7001", "127.0.0.1:", "127.0.0.1:70000", "7001"):
        with pytest.raises(ValueError):
            parse_address(bad)


def test_the_first_listens_the_second_connects_and_two_links_talk():
    port = free_port()
    a = TcpCable(port)
    b = TcpCable(port)
    try:
        assert a.listening and not b.listening
        la = L.Link(a, 1, True, 2, 0, 99)
        lb = L.Link(b, 2, False, 2)
        now, got = run((la, lb), 0, 3000, lambda g: la.state == L.UP and lb.state == L.UP)
        assert la.state == L.UP and lb.state == L.UP and lb.peer_seed == 99
        la.send_action(0, 77)
        now, got = run((la, lb), now, 3000, lambda g: g[lb])
        assert got[lb] == [(L.EV_ACTION, 0, 77)]
    finally:
        a.close()
        b.close()


def test_a_simulator_that_quits_is_a_lost_link_and_one_that_comes_back_links_again():
    port = free_port()
    a = TcpCable(port)
    b = TcpCable(port)
    try:
        la = L.Link(a, 1, True, 2)
        lb = L.Link(b, 2, False, 2)
        now, _ = run((la, lb), 0, 3000, lambda g: la.state == L.UP and lb.state == L.UP)
        b.close()  # the second simulator quits
        now, got = run((la,), now, L.LOST_MS + 500, lambda g: la.state == L.LOST)
        assert la.state == L.LOST and got[la][-1][0] == L.EV_LOST
        b = TcpCable(port)  # started again: a new session
        lb = L.Link(b, 3, False, 2)
        now, got = run((la, lb), now, 5000, lambda g: lb.state == L.UP and g[la])
        assert lb.state == L.UP and (L.EV_LINKED in [e[0] for e in got[la]])
    finally:
        a.close()
        b.close()
