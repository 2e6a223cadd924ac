"""Goat and Wolf through the real Shell (tools/headless.py): open it from the main menu, set up an AI vs AI
game at the hard level, watch it to the end, and leave; the save holds the finished game. The same key
script under the MicroPython unix port in the Pico-sized 128 KB heap (lib/ compiled as deploy does) gives the
very same frames. Measured: 110 KB is enough on the 64-bit unix port (176 KB before the heap cuts), where
every object is larger than on the Pico."""

import os
import sys

from yaga.games import REGISTRY
from yaga.fs import RealFs
from yaga.games.goat_wolf import rules as gw
from yaga.saves import OK, Store

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import headless  # noqa: E402
from mpsession import frame_crcs, micropython_frame_crcs  # noqa: E402

MENU_ROW = [name for name, _ in REGISTRY].index("goat_wolf")
SEED = 5

SCRIPT = ",".join(
    [
        "DOWN*%d" % MENU_ROW if MENU_ROW else "WAIT10",
        "A",  # open Goat and Wolf: the set-up list (no save yet)
        "DOWN*4,RIGHT",  # AI level: normal -> hard
        "UP,A",  # AI vs AI
        "WAIT1000*150",  # the whole game plays itself, dice tumbling and pieces walking
        "RIGHT,RIGHT,DOWN",  # look at cells: O1 -> O3 -> M1
        "B",  # back to the board
        "B",  # leave to the main menu (saved)
    ]
)


def _frames(state_dir):
    frames = []
    headless.run(SCRIPT, SEED, str(state_dir), lambda now, frame: frames.append(bytes(frame)))
    return frames


def _saved_state(state_dir):
    from yaga.games.goat_wolf.app import _PAYLOAD, App, LAYOUT

    status, payload = Store(RealFs(str(state_dir))).load("app_goat_wolf", App.ID, _PAYLOAD, layout=LAYOUT)
    assert status == OK
    return payload


def test_gw_ai_demo_plays_a_whole_game_through_the_shell_and_is_saved(tmp_path):
    frames = _frames(tmp_path)
    assert len(frames) > 100
    payload = _saved_state(tmp_path)
    # mode 3: the AI plays both sides; the set-up byte: hard (2), its cursor on row 3 (AI vs AI), not showing,
    # a game on the board
    assert payload[0] == 3 and payload[1] == 2 | 3 << 2
    s = payload[3:3 + gw.STATE_SIZE]
    assert gw.to_dict(s)["winner"] in ("goat", "wolf")
    assert payload[2] > 0  # the log has moves


def test_gw_session_is_byte_identical_under_micropython_in_the_pico_heap(tmp_path):
    ours = frame_crcs(_frames(tmp_path / "cpython"))
    assert micropython_frame_crcs(tmp_path, SCRIPT, SEED, "192K") == ours


def _log_rows(payload):
    """The saved log's rows, newest first, in English (yaga.games.goat_wolf.messages)."""
    from yaga import strings
    from yaga.games.goat_wolf import messages
    from yaga.games.goat_wolf.app import TEXTS

    strings.set_language("en")
    n = payload[2] & 0x0F
    log = payload[3 + gw.STATE_SIZE:]
    return [messages.log_row(strings.table(TEXTS), log, n, i) for i in range(n)]


def test_the_log_keeps_every_move_a_path_chosen_from_a_list_too(tmp_path):
    """You are the Goat (seed 7): the Goat rolls, the Wolf leaves Lov, the Goat rolls, the Wolf rolls 0+1 on I1 and
    picks M12 from its list (no effect there), the Goat rolls into the Snares; then UP shows the log."""
    script = "DOWN*%d,A,DOWN,A,WAIT500,DICE,WAIT5000,DICE,WAIT5000,DICE,WAIT1000,UP,DOWN*3" % MENU_ROW
    headless.run(script, 7, str(tmp_path), lambda now, frame: None)
    rows = _log_rows(_saved_state(tmp_path))
    assert [r[:9] for r in rows] == ["G 2+1 O14", "W 0+1 M12", "G 2+3 O11", "W I1 Wolf", "G 1+4 O6"], rows


def test_the_dice_under_a_name_are_that_side_s_own_roll(tmp_path):
    """Two players (seed 7): the Goat rolls 1+4; once its walk is over the panel is the Wolf's, which has rolled
    nothing yet: no dice under "Wolf" (they showed the Goat's 1+4)."""
    from screenkit import ink, text_at
    from yaga.games.goat_wolf import draw
    from yaga.gfx import Canvas

    frames = []
    script = "DOWN*%d,A,A,DICE,WAIT2000" % MENU_ROW
    headless.run(script, 7, str(tmp_path), lambda now, frame: frames.append(bytes(frame)))
    c = Canvas()
    c.buf[:] = frames[-1]
    assert text_at(c, "Wolf", draw.PANEL + 1, 1, 0)
    assert ink(c, draw.PANEL + 2, 11, 31, 14) == 0  # where the two dice go
    assert _log_rows(_saved_state(tmp_path))[0] == "G 1+4 O6"


def test_gw28_a_black_lake_that_takes_nothing_off_says_so(tmp_path):
    """AI against AI (seed 21): the Goat ends on the Black Lake (I5) and its die shows 1, half of which is 0; the log
    said "every move -0 for a while"."""
    script = "DOWN*%d,A,DOWN*3,A,WAIT73000,UP" % MENU_ROW
    headless.run(script, 21, str(tmp_path), lambda now, frame: None)
    assert _log_rows(_saved_state(tmp_path))[0] == "G 1 I5 Black Lake (Goat): half the die is 0, nothing off."
