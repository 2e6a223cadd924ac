"""Proof of roll end to end: a session played in the simulator (`python -m host_sim --seed`), with held dice, its
seed revealed on the box; the documented replay command (`python -m yaga.games.dice.proof SEED SALT ROLL ...`)
prints the commitment the box showed before the first roll and every roll's faces as the box rolled them."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "lib")]

from yaga.fs import RealFs  # noqa: E402
from yaga.games.dice import app as tray  # noqa: E402
from yaga.games.dice import proof  # noqa: E402
from yaga.games.dice import rules as dice  # noqa: E402
from yaga.saves import Store  # noqa: E402

_PROOF = "A,DOWN*7,A"  # from the tray: the menu's proof-of-roll row
_SESSION = ",".join(
    (
        "A",  # the main menu's first row: the tray
        _PROOF,
        "A",  # a session begins: its commitment shows
        "B,DICE,WAIT700",  # a whole roll of the two d6
        "RIGHT,A,DICE,WAIT700",  # the first die held, the other rolled
        "B,DICE,WAIT700",  # the die freed (the roll left the pick for the tray): a whole roll again
        _PROOF,
        "A,A",  # the seed revealed
    )
)


def _sim(state_dir, keys, seed):
    return subprocess.run(
        [sys.executable, "-m", "host_sim", "--keys", keys, "--seed", str(seed), "--state-dir", state_dir, "--ascii"],
        cwd=ROOT, capture_output=True, text=True, check=True,
    ).stdout


def _state(state_dir):
    return Store(RealFs(state_dir)).load("app_dice", tray.App.ID, dice.STATE_SIZE, layout=tray.LAYOUT)[1]


def test_a_session_in_the_simulator_replays_from_its_revealed_seed_with_the_documented_command(tmp_path):
    committed_dir = str(tmp_path / "committed")
    _sim(committed_dir, ",".join(_SESSION.split(",")[:5]), 7)  # stopped right after the session began
    shown = proof.state_commitment(_state(committed_dir))
    played_dir = str(tmp_path / "played")
    _sim(played_dir, _SESSION, 7)
    s = _state(played_dir)
    assert dice.proof(s) == dice.PROOF_REVEALED and dice.session_rolls(s) == 3
    assert proof.state_commitment(s) == shown  # the revealed seed is the one committed before the first roll
    rolls = []
    faces = []
    for age in range(2, -1, -1):
        at = dice.history_entry(s, age)
        rolled = [i for i in range(dice.count(s, at)) if not dice.held(s, i, at)]
        rolls.append("+".join([dice.kind_name(dice.kind(s, i, at)) for i in rolled]))
        faces.append(" ".join([str(dice.value(s, i, at)) for i in rolled]))
    assert rolls == ["d6+d6", "d6", "d6+d6"]
    out = subprocess.run(
        [sys.executable, "-m", "yaga.games.dice.proof", "%08x" % dice.session_seed(s),
         proof.hex_text(dice.session_salt(s))] + rolls,
        cwd=os.path.join(ROOT, "lib"), capture_output=True, text=True, check=True,
    ).stdout.splitlines()
    assert out == ["commitment %s" % shown] + ["%d: %s" % (n + 1, f) for n, f in enumerate(faces)]


def test_the_replay_command_says_what_it_takes_and_refuses_a_bad_die():
    for args in ([], ["1f", "00", "3q7"]):
        r = subprocess.run([sys.executable, "-m", "yaga.games.dice.proof"] + args, cwd=os.path.join(ROOT, "lib"),
                           capture_output=True, text=True)
        assert r.returncode == 2 and len(r.stdout.splitlines()) == 1
