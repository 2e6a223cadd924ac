"""Baba Yaga (2010) companion through the buttons of the real Shell (tools/headless.py): a three-player
competitive game and a solo game, checked in the saved state, and frame for frame the same under the
MicroPython unix port (lib/ as .mpy, as deployed) in the quest's heap bound of the firmware tests
(tools/fakehw/harness.py heapsize_of; both games ran in 106K when this was set, 194K with the battery's gauge)."""

import os
import sys

from yaga.games import REGISTRY
from yaga.fs import RealFs
from yaga.games.quest import rules as q
from yaga.saves import OK, Store

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, os.path.join(ROOT, "tools", "fakehw"))
import headless  # noqa: E402
from harness import heapsize_of  # noqa: E402
from mpsession import frame_crcs, micropython_frame_crcs  # noqa: E402

MENU_ROW = [name for name, _ in REGISTRY].index("quest")
OPEN = "DOWN*%d,A" % MENU_ROW if MENU_ROW else "A"

COMPETITIVE = ",".join(
    [
        OPEN,
        "A,A",  # competitive, 3 players
        "A",  # the players' names: on without names, P1 to P3
        "A",  # the note on the buttons (B undoes, a long B leaves) closed
        "A,A,A",  # BQ-1: heroes dealt, quests dealt, the deal shown
        "A,RIGHT,RIGHT,A,A,A",  # BQ-2: P1 (Marya) Fight 3 from the character card, A row by row, entered
        "A,A,A,A",  # P2 (Alyosha) as the card's Move, Fight, Cunning 1
        "A,A,A,A",  # P3 (Fyodor): Move as the rulebook prints it (2), Fight, Cunning 1, entered
        "A,A",  # BQ-1: the first player rolled, the note closed
        "A",  # BQ-4: game elements -> move
        "RIGHT*3,A",  # BQ-3/BQ-4: the encounter's Town card drawn: the move ends, its encounter now
        "A",  # -> Horseman/Hut
        "DICE,DICE",  # BQ-7/BQ-10: a Fight challenge opened and rolled
        "A",  # done
        "A",  # end of the turn
        "LEFT*4,A",  # the players menu (past Undo, New game, Decks)
        "DOWN,A",  # P2
        "RIGHT*3",  # BQ-2: Rep 3 ...
        "A",  # BQ-5: ... and Baba Yaga arrives (the note closed)
        "B,B",  # back to the turn screen
        "RIGHT*4,A,A,A",  # the turn order of the next player (the bar round from Players)
        "A",  # end of the turn
        "WAIT500",
        "LONG_B",  # back to the menu: the game is saved
    ]
)

SOLO = ",".join(
    [
        OPEN,
        "DOWN*2,A",  # solo
        "A",  # the player's name: on without one
        "A",  # the note on the buttons closed
        "DOWN*4,A",  # BQ-1: Ilya Muromets picked
        "DOWN,A",  # Slay the Dragon
        "A",  # the deal shown
        "UP,A",  # BQ-2: Ilya's card as it is (1, 1, 1): UP to "card entered"
        "DOWN*4,A",  # BQ-13: the harder rule "a death loses" (after the turn timer's row)
        "UP*4,A,A",  # start
        "A",  # BQ-4: game elements -> move (a special location replaces the encounter)
        "RIGHT*5,A",  # places
        "A",  # BQ-9: Forlorn Hills, the time of day rolled first (BQ-4)
        "A",  # the time of day shown
        "DOWN,A",  # BQ-10: physical dice typed in
        "RIGHT*5,A",  # a 6
        "RIGHT,A",  # passed: the Rep card taken (the second choice, after Done)
        "A",  # the note: +1 Rep, the Horseman 2 spaces toward the player
        "LEFT*4,A",  # the players menu (past Undo, New game, Decks)
        "A",  # P1
        "DOWN*4,RIGHT*6",  # BQ-13: the quest finished: a win
        "WAIT500",
        "LONG_B",
    ]
)


def _play(script, state_dir):
    frames = []
    headless.run(script, 5, str(state_dir), lambda now, frame: frames.append(bytes(frame)))
    status, saved = Store(RealFs(str(state_dir))).load("app_quest", 4)
    assert status == OK
    return frames, saved[: q.STATE_SIZE]  # then B's undo steps (yaga.games.quest.log's Journal)


def test_three_player_competitive_session_through_the_shell(tmp_path):
    frames, s = _play(COMPETITIVE, tmp_path)
    assert len(frames) > 30
    d = q.to_dict(s)
    assert d["style"] == "competitive" and len(d["players"]) == 3
    assert d["players"][0]["fight"] == 3 and d["players"][2]["hero"] == "Fyodor Lyzhnikov"
    assert [p["move"] for p in d["players"]] == [1, 1, 2]  # BQ-2: Fyodor's printed Move 2
    assert d["town_deck"] == 26 and d["wilderness_deck"] == 35  # 5 removed (BQ-1), one Town card drawn
    assert d["players"][1]["rep"] == 3 and d["baba_yaga"] == "on_board"
    assert d["turn"] == 3 and d["current"] == (d["first"] + 2) % 3
    assert not d["game_over"]


def test_solo_session_through_the_shell_ends_in_a_win(tmp_path):
    frames, s = _play(SOLO, tmp_path)
    d = q.to_dict(s)
    assert d["players"][0]["hero"] == "Ilya Muromets" and d["players"][0]["quest"] == "Slay the Dragon"
    assert d["hard_death"] and d["players"][0]["rep"] == 1  # Forlorn Hills won with a typed-in 6
    assert d["game_over"] and d["result"] == "win" and d["end_reason"] == "quest"


def test_both_sessions_are_byte_identical_under_micropython_in_a_128k_heap(tmp_path):
    for name, script in (("competitive", COMPETITIVE), ("solo", SOLO)):
        ours = frame_crcs(_play(script, tmp_path / name)[0])
        assert micropython_frame_crcs(tmp_path, script, 5, heapsize_of("quest"), "mp_" + name) == ours
