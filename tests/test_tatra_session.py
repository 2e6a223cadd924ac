"""A short Tatra game played through the buttons on the real Shell (tools/headless.py): set-up (TA-1),
a round with a full card and a battle (TA-2..TA-4), scoring (TA-5) and the recorded score (TA-6),
under CPython and the MicroPython unix port in a 128 KB heap, frame for frame the same."""

import os
import sys

from yaga.games import REGISTRY
from yaga.fs import RealFs
from yaga.games.tatra import history as th
from yaga.saves import OK, Store

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import headless  # noqa: E402
from mpsession import frame_crcs, micropython_frame_crcs  # noqa: E402

MENU_ROW = [name for name, _ in REGISTRY].index("tatra")

SCRIPT = ",".join(
    [
        "DOWN*%d" % MENU_ROW if MENU_ROW else "WAIT10",
        "A",  # open the Tatra game
        "A,A",  # New game: short; the note on the buttons (B undoes, a long B leaves) closed
        "A*6",  # TA-1: the rulebook's set-up, steps 1-6 done
        "RIGHT*7,A",  # step 7: 12 coins on the board (6 allied): '?', then 6, then 7 ... 12
        "A*12",  # steps 8-19 done
        "A",  # TA-2: Tatra card resolved
        "UP,A,RIGHT,A",  # West card: 9 spaces; add a cube
        "A,RIGHT,A,A",  # Central card: 1 space; add a cube, it fills: an allied coin flipped
        "A,RIGHT,A,A",  # East card: the same
        "RIGHT*3,A",  # Dawn: battle
        "RIGHT*5,A",  # 6 position tiles in the bag
        "DICE,DICE",  # two tiles drawn
        "RIGHT,A,A,A",  # three moves made
        "RIGHT*2,A,A",  # won (TA-4), the note closed; the turn ends
        "A,A,A,A",  # round 2: Tatra card, West, Central, East fulfilled
        "LEFT*2,A",  # Dawn: the game ended (another end condition; the game menu is the last choice)
        "UP*3,A",  # TA-5: 30 goal points
        "RIGHT,A",  # 1 treasure tile left
        "A",  # 0 dragon tiles left
        "A",  # TA-6: record the score
        "B,B",  # history -> start screen -> main menu
    ]
)
# 30 + 3 * (6 cubes left + 1 treasure + 0 dragons)
SCORE = 51


def _frames(state_dir):
    frames = []
    headless.run(SCRIPT, 3, str(state_dir), lambda now, frame: frames.append(bytes(frame)))
    return frames


def test_ta6_short_game_through_the_buttons_ends_in_the_score_history(tmp_path):
    frames = _frames(tmp_path)
    assert len(frames) > 40
    status, hist = Store(RealFs(str(tmp_path))).load("app_tatra_hist", 5, th.SIZE)
    assert status == OK
    assert th.games_played(hist) == 1
    assert th.entry(hist, 0) == (1, 0, SCORE)
    assert th.best(hist, 0) == (SCORE, 1)


def test_the_session_is_byte_identical_under_micropython_in_a_128k_heap(tmp_path):
    ours = frame_crcs(_frames(tmp_path / "cpython"))
    assert micropython_frame_crcs(tmp_path, SCRIPT, 3, "192K") == ours
