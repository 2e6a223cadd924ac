"""The card game through the buttons of the real Shell (tools/headless.py): set-up, a human against a
strong bot for a whole round and into the next, checked in the saved state, and frame for frame the
same under the MicroPython unix port (lib/ as .mpy, as deployed) in the product's 192 KB heap bound (-X
heapsize=192K, shared/DESIGN.md)."""

import os
import sys

from yaga.games import REGISTRY
from yaga.fs import RealFs
from yaga.games.cards import rules as C
from yaga.saves import OK, Store

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import headless  # noqa: E402
from mpsession import frame_crcs, micropython_frame_crcs  # noqa: E402

MENU_ROW = [name for name, _ in REGISTRY].index("cards")
SEED = 5
TURNS = 45

SESSION = ",".join(
    ["DOWN*%d,A" % MENU_ROW if MENU_ROW else "A"]
    + ["DOWN*3,A"]  # BY-2: two players, P1 human, P2 strong bot (the defaults), Start
    + ["WAIT500"]  # the deal
    # the human's turn: A lists the first card's actions, A takes the first row ("Baba Yaga!" when
    # legal, BY-6, else an exchange, BY-3); then the bot moves. On the reveal A shows the scores and
    # A there starts the next round (BY-10).
    + ["A,A,WAIT1200"] * TURNS
    + ["LONG_B"]  # back to the menu: the tournament is saved
)


def _play(state_dir):
    frames = []
    headless.run(SESSION, SEED, str(state_dir), lambda now, frame: frames.append(bytes(frame)))
    status, payload = Store(RealFs(str(state_dir))).load("app_cards", 3)
    assert status == OK
    return frames, bytearray(payload[7:])


def test_a_round_against_the_strong_bot_through_the_shell(tmp_path):
    frames, s = _play(tmp_path)
    assert len(frames) > 3 * TURNS
    d = C.to_dict(s)
    assert C.card_census(s) == list(C.COUNTS)  # BY-1 after every button
    assert d["players"] == 2 and d["round"] >= 2  # a round was declared, revealed, scored, and a new one dealt
    assert d["totals"][0] > 0  # the human (always the first card's first action) lost the first round


def test_the_session_is_byte_identical_under_micropython_in_the_pico_heap(tmp_path):
    ours = frame_crcs(_play(tmp_path / "cpython")[0])
    assert micropython_frame_crcs(tmp_path, SESSION, SEED, "192K") == ours
