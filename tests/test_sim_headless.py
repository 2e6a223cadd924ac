"""tools/headless.py: the same key script gives byte-identical frames under CPython and MicroPython,
and the simulator (adafruit driver + emulated chip) ends up with exactly those frames in GDDRAM."""

import os
import subprocess
import sys
from binascii import unhexlify

import pytest

from host_sim.session import Session
from yaga.games import REGISTRY
from yaga.keyscript import parse

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MICROPYTHON = os.path.join(ROOT, ".venv", "bin", "micropython")
sys.path.insert(0, os.path.join(ROOT, "tools"))

import headless  # noqa: E402

# The shell's own screens: the menu both ways round, settings changed (language twice, contrast), back.
# Not About: it shows the free memory on MicroPython only, on purpose.
SHELL_SCRIPT = "DOWN,UP,UP,UP,A,A,A,DOWN,RIGHT,RIGHT,LEFT,B,UP,DOWN,LONG_B,WAIT200"


def app_script(index):
    """Open registry app `index`, press every button, roll twice, leave with a long B."""
    return "DOWN*%d,A,WAIT300,DICE,WAIT800,UP,DOWN,RIGHT,LEFT,A,DICE,WAIT800,B,LONG_B" % index


def run_headless(interpreter, script, state_dir, seed=7):
    if interpreter == "micropython":
        cmd, env = [MICROPYTHON, "-X", "heapsize=4M"], dict(os.environ, MICROPYPATH="lib:tools")
    else:
        cmd, env = [sys.executable], dict(os.environ, PYTHONPATH="lib:tools")
    run = subprocess.run(
        cmd + ["tools/headless.py", "--keys", script, "--seed", str(seed), "--state-dir", str(state_dir)],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )
    assert run.returncode == 0, run.stderr
    return run.stdout.splitlines()


def frames(lines):
    out = []
    for line in lines:
        t, data = line.split()
        out.append((int(t), unhexlify(data)))
    return out


def assert_same_frames(script, tmp_path):
    cp = frames(run_headless("cpython", script, tmp_path / "cp"))
    mp = frames(run_headless("micropython", script, tmp_path / "mp"))
    assert len(cp) > 3 and all(len(f) == 1024 for _, f in cp)
    assert [t for t, _ in mp] == [t for t, _ in cp]
    for (t, a), (_, b) in zip(cp, mp):
        assert a == b, "frame at %d ms differs between CPython and MicroPython" % t
    return cp


def test_shell_screens_are_byte_identical_under_cpython_and_micropython(tmp_path):
    assert_same_frames(SHELL_SCRIPT, tmp_path)


@pytest.mark.parametrize("index", range(len(REGISTRY)), ids=[name for name, _ in REGISTRY])
def test_every_app_is_byte_identical_under_cpython_and_micropython(index, tmp_path):
    assert_same_frames(app_script(index), tmp_path)


def test_simulator_gddram_holds_exactly_the_headless_frames(tmp_path):
    script = SHELL_SCRIPT + "," + app_script(0)
    expected = []
    headless.run(script, 7, str(tmp_path / "h"), lambda t, f: expected.append((t, bytes(f))))
    session = Session(str(tmp_path / "s"), 7, record=True)
    session.play(parse(script))
    assert [(t, ram) for t, ram, _ in session.frames] == expected
    assert [glass for _, _, glass in session.frames] == [ram for _, ram in expected]  # upright, lit panel


def test_recording_panel_keeps_only_the_window_it_is_sent():
    panel = headless.RecordingPanel()
    frame = bytes(range(256)) * 4
    panel.write(3, 5, 9, frame)
    assert [i for i in range(1024) if panel.frame[i]] == list(range(3 * 128 + 5, 3 * 128 + 10))
    assert panel.frame[3 * 128 + 5 : 3 * 128 + 10] == frame[3 * 128 + 5 : 3 * 128 + 10]
    panel.contrast(9)
    panel.power(False)
    panel.invert(True)
    assert (panel.level, panel.on, panel.inverted, panel.writes) == (9, False, True, 1)


@pytest.mark.parametrize("interpreter", ["cpython", "micropython"])
@pytest.mark.parametrize(
    "args, named",
    [
        (["--keys", "A,HOP", "--state-dir", "x"], "HOP"),
        (["--keys", "A"], "--state-dir"),
        (["--frob"], "--frob"),
        (["--keys", "A*999999999", "--state-dir", "x"], "A*999999999"),  # limits
        (["--keys", "WAIT99999999999999999999", "--state-dir", "x"], "WAIT99999999999999999999"),
        (["--keys", "A", "--state-dir", "/proc/version/x"], "/proc/version/x"),  # no folder can be made there
        (["--keys", "A", "--state-dir", "ODD"], "not a regular file"),  # ODD: a folder holding a FIFO
    ],
)
def test_headless_bad_arguments_exit_2_with_one_line(interpreter, args, named, tmp_path):
    if "ODD" in args:
        os.mkfifo(tmp_path / "shell")
        args = [str(tmp_path) if a == "ODD" else a for a in args]
    if interpreter == "micropython":
        cmd, env = [MICROPYTHON], dict(os.environ, MICROPYPATH="lib:tools")
    else:
        cmd, env = [sys.executable], dict(os.environ, PYTHONPATH="lib:tools")
    run = subprocess.run(
        cmd + ["tools/headless.py"] + args, cwd=ROOT, env=env, capture_output=True, text=True, timeout=60
    )
    assert run.returncode == 2
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and named in lines[0]
