"""The card game through the buttons of the real Shell (tools/headless.py): set-up, a human against a
strong bot for a whole round and into the next, checked in the saved state, and frame for frame the
same under the MicroPython unix port (lib/ as .mpy, as deployed) in the product's 192 KB heap bound (-X
heapsize=192K, shared/DESIGN.md)."""

import os
import sys

from yaga.games import REGISTRY
from yaga.fs import RealFs
from yaga.games.cards import app as cards_app
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
    status, payload = Store(RealFs(str(state_dir))).load("app_cards", 3, layout=cards_app.LAYOUT)
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


# BY-13 in pass-and-play: players 1 and 2 human, 3 a strong bot. Player 1 casts a Pelican paid with a Mortar
# (its new cards on a screen of their own, then A), player 2 draws and sees the card, then the bots play on until
# player 1 is to take the box again.
PASS_AND_PLAY = (
    "DOWN*2,A,RIGHT,DOWN*2,RIGHT,DOWN*2,A,WAIT300,A,WAIT300,RIGHT*2,A,DOWN*4,A,WAIT100,RIGHT*2,A,DICE,WAIT200,"
    "A,WAIT200,A,WAIT500,A,WAIT300,A,WAIT300,RIGHT*4,A,A,WAIT300,A,WAIT5000"
)


def _screen(frame):
    from yaga.gfx import Canvas

    c = Canvas()
    c.buf[:] = frame
    return c


def _five_backs():
    """The hand's place on the table as it shows nobody's hand: five face-down cards."""
    from yaga.games.cards import draw
    from yaga.gfx import Canvas

    c = Canvas()
    for i in range(C.HAND):
        draw.back(c, i * draw._SLOT + 1, draw._HAND_Y, draw._HAND_W, draw._HAND_H)
    return c


def test_by13_no_frame_shows_a_hand_once_the_box_is_to_be_passed(tmp_path):
    """From "You drew ... pass the box on" (or a Pass screen) until the next player takes the box, every frame of
    the table shows five backs where the hand goes, never the last player's cards while the bots move."""
    from screenkit import lit, text_in_row

    frames = []
    headless.run(PASS_AND_PLAY, 9, str(tmp_path), lambda now, frame: frames.append((now, bytes(frame))))
    backs = _five_backs()
    y0, y1 = 37, 56  # the hand's rows (yaga.games.cards.draw: _HAND_Y, _HAND_H)
    hidden = False
    checked = 0
    for now, frame in frames:
        c = _screen(frame)
        titled = lit(c, 127, 3)  # a screen with a title bar: the table's opponents end at x 126
        if titled and (text_in_row(c, "You drew", 1, 0) or text_in_row(c, "New cards", 1, 0)):
            hidden = True  # the box is to be passed: nobody's hand until its next holder takes it
        elif titled and text_in_row(c, "Pass the box to", 10):
            hidden = False  # its A hands the box over: the next frame is that player's table
        elif hidden and not titled:
            checked += 1
            for y in range(y0, y1):
                for x in range(128):
                    assert lit(c, x, y) == lit(backs, x, y), "a hand on the glass at %d ms" % now
    assert checked and not hidden  # the bot's turn was looked at, up to the next Pass screen
