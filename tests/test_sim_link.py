"""`python -m host_sim --link 127.0.0.1:PORT` in two processes on loopback: the first listens, the second connects,
each plays its own key script on the wall clock; box A begins a linked Goat and Wolf game as the Goat, box B joins
as the Wolf, A rolls, B chooses, and both final screens show the same board."""

import os
import subprocess
import sys

from test_link_tcp import free_port

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LOBBY = "DOWN,A,UP,A"  # the main menu's Goat and Wolf, the set-up's last row: Link: two boxes


def _box(port, keys, png, state):
    return subprocess.Popen(
        [sys.executable, "-m", "host_sim", "--link", "127.0.0.1:%d" % port, "--keys", keys, "--ascii",
         "--png", str(png), "--state-dir", str(state)],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_two_simulators_link_on_loopback_and_show_the_same_board(tmp_path):
    port = free_port()
    # A begins as the Goat and rolls; B, linked, takes the Wolf's first choice once the roll has walked
    a = _box(port, LOBBY + ",WAIT1500,A,WAIT1500,DICE,WAIT6500", tmp_path / "a.png", tmp_path / "a")
    b = _box(port, LOBBY + ",WAIT5500,A,WAIT3000", tmp_path / "b.png", tmp_path / "b")
    out_a, err_a = a.communicate(timeout=120)
    out_b, err_b = b.communicate(timeout=120)
    assert a.returncode == 0 and b.returncode == 0, err_a + err_b
    # the panels differ ("Goat (you)" on A, Link lost once B has ended): the board left of them is the same
    board_a = [line[:64] for line in out_a.splitlines()]
    board_b = [line[:64] for line in out_b.splitlines()]
    assert len(board_a) == 64 and board_a == board_b
    assert out_a != _unlinked(tmp_path)  # the roll moved the Goat: not the set-up's screen


def _unlinked(tmp_path):
    r = subprocess.run([sys.executable, "-m", "host_sim", "--keys", LOBBY, "--ascii"], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    return r.stdout


def test_link_takes_loopback_only():
    r = subprocess.run([sys.executable, "-m", "host_sim", "--link", "10.0.0.1:5000", "--keys", "A"], cwd=ROOT,
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and "loopback only" in r.stderr and r.stderr.count("\n") == 1
