"""`python -m host_sim` command line: bad input gives one line and exit status 2, never a traceback."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def sim(*args, cwd=ROOT):
    return subprocess.run(
        [sys.executable, "-m", "host_sim"] + list(args), cwd=cwd, capture_output=True, text=True, timeout=300,
        env=dict(os.environ, PYTHONPATH=ROOT, SDL_VIDEODRIVER="dummy"),
    )


@pytest.mark.parametrize(
    "args, named",
    [
        (["--keys", "DOWN,JUMP,A"], "JUMP"),
        (["--keys", "LONG_Q"], "LONG_Q"),
        (["--keys", "WAITlong"], "WAITlong"),
        (["--keys", "A*x"], "A*x"),
        (["--bogus"], "--bogus"),
        (["--scale", "0", "--ascii"], "--scale"),
        (["--seed", "seven", "--ascii"], "--seed"),
        (["--keys"], "--keys"),
        (["--window", "--keys", "A"], "--window"),
    ],
)
def test_bad_key_or_option_exits_2_with_one_line_naming_it(args, named):
    run = sim(*args)
    assert run.returncode == 2
    assert run.stdout == ""
    lines = run.stderr.strip().splitlines()
    assert len(lines) == 1 and named in lines[0] and "Traceback" not in run.stderr
