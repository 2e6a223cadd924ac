"""The device loop's collections (firmware/device.py, GC_EVERY): run under the MicroPython unix port with a fake
board, shell and gc, turn by turn. A turn that takes the other box's new bytes runs with no collection count (its
action is drawn before anything is collected); the loop collects after a turn that drew, and sweeps before a beat
only when no button is held and no byte from the other box waits."""

import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")

LOOP = r"""
import device

TURNS = 24
# the bytes waiting in the cable's ring as each turn starts: the app reads them (6: an action, drawn; 15), then
# from 19 on bytes no app reads stay (the other box talks to a box in its menu)
CABLE = {6: 15, 15: 15, 19: 40, 20: 40, 21: 40, 22: 40, 23: 40, 24: 40}
HELD = (11, 12, 13)  # turns with a button held
DREW = (6,)


class Stop(Exception):
    pass


class Gc:
    def __init__(self):
        self.every = -1
        self.collects = []

    def threshold(self, n=None):
        if n is None:
            return self.every
        self.every = n

    def collect(self):
        self.collects.append(hw.turn)


class Hw:
    turn = 0

    def mask(self):
        return 1 if self.turn in HELD else 0

    def cable_bytes(self):
        return CABLE.get(self.turn, 0)

    def latched(self):
        return False

    def wait_for_beat(self, due, unread):
        return due

    def beeping(self):
        return False

    def forget_edges(self):
        pass

    def light(self, on):
        pass


class Shell:
    sent = 0

    def should_sleep(self, now):
        return False

    def idle_ms(self, now):
        return 0  # a linked game reads its cable every beat


class Fs:
    def mkdir(self):
        pass


counts = []


def turn(shell, hw, stuck, now):
    counts.append(gc.every)
    shell.sent = 1 if hw.turn in DREW else 0
    hw.turn += 1
    if hw.turn > TURNS:
        raise Stop()
    return stuck


gc = Gc()
hw = Hw()
device.gc = gc
device.turn = turn
device.make_shell = lambda hw, panel, fs: Shell()
try:
    device.run(hw, None, Fs())
except Stop:
    pass
print("counts", counts)
print("collects", gc.collects)
"""


def run_loop(tmp_path):
    script = tmp_path / "loop.py"
    script.write_text(LOOP)
    env = dict(os.environ, MICROPYPATH=os.pathsep.join([os.path.join(ROOT, "firmware"), os.path.join(ROOT, "lib")]))
    out = subprocess.run([MICROPYTHON, str(script)], capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr
    lines = dict(line.split(" ", 1) for line in out.stdout.splitlines())
    return eval(lines["counts"]), eval(lines["collects"])


def test_fw_a_turn_that_takes_the_other_boxs_bytes_runs_with_no_collection_count(tmp_path):
    counts, _ = run_loop(tmp_path)
    every = counts[1]
    assert every > 0  # set once the first frame is shown (turn 0 runs before)
    assert [i for i, n in enumerate(counts) if n == -1 and i] == [6, 15, 19]  # new bytes: unread ones count once
    assert all(n == every for i, n in enumerate(counts[1:], 1) if i not in (6, 15, 19))


def test_fw_the_loop_collects_after_a_frame_and_never_sweeps_while_a_button_is_held_or_bytes_wait(tmp_path):
    _, collects = run_loop(tmp_path)
    # a collection is noted with the number of the turn that comes next: after turn 6's frame, before turn 7
    assert 7 in collects
    assert not [t for t in collects if t in (11, 12, 13, 15, 19)]  # swept before none of these turns
    assert [t for t in collects if t > 20]  # bytes no app reads stop no sweep
