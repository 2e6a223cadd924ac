"""The link cable on the unix port: two fake boxes, each the real firmware (firmware/main.py, the device loop) in its
own MicroPython process, their UARTs joined tick by tick (tools/fakehw/twobox.py). A whole linked Goat and Wolf game
and a whole linked card round played through both boxes' keys show, on each box, every frame the simulator shows for
the same scripts; a board without the jack has no cable, and one with it opens the lobby on an unplugged cable."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "fakehw"))

import twobox  # noqa: E402  (puts tools/ and tests/portable/ on the path)
from harness import SimBox, distinct, heapsize_of, run_session, without_jack  # noqa: E402
from memfs import MemFs  # noqa: E402
from yaga.keyscript import parse, Player  # noqa: E402

OPEN_GW_LINK_ROW = "DOWN,A,UP"  # the main menu's Goat and Wolf, its set-up's last row: Link: two boxes


def _play_linked(tmp_path, game):
    """The game's scripts on the two fake boxes and in the simulator: (Session a, Session b, SimPair)."""
    script_a, script_b = twobox.linked_scripts(game)
    a, b = twobox.run_pair(str(tmp_path / "a"), str(tmp_path / "b"), script_a, script_b, game.seed_a, game.seed_b,
                           heapsize=game.heapsize)
    for s in (a, b):
        assert s.returncode == 0 and "Traceback" not in s.out and "MemoryError" not in s.out, s.out + s.err
    return a, b, twobox.simulate_pair(script_a, script_b, game.seed_a, game.seed_b)


def _same_frames(session, sim_box):
    shown = distinct([ram for _, ram in session.frames])
    want = distinct(sim_box.frames)
    assert len(shown) == len(want) and shown[-1] == want[-1]
    assert shown == want


def test_fw_a_whole_linked_goat_and_wolf_game_on_two_boxes_shows_the_simulators_frames(tmp_path):
    a, b, sim = _play_linked(tmp_path, twobox.GOAT_AND_WOLF)
    assert twobox.gw_over(sim.a.shell) and twobox.gw_over(sim.b.shell)  # played to its end
    _same_frames(a, sim.a)
    _same_frames(b, sim.b)
    assert a.frames[-1][1] == b.frames[-1][1]  # the winner and the board: the same screen on both boxes


def test_fw_a_whole_linked_card_round_on_two_boxes_shows_the_simulators_frames(tmp_path):
    a, b, sim = _play_linked(tmp_path, twobox.CARDS)
    assert twobox.cards_over(sim.a.shell) and twobox.cards_over(sim.b.shell)
    _same_frames(a, sim.a)
    _same_frames(b, sim.b)
    assert a.frames[-1][1] == b.frames[-1][1]  # the reveal: the same screen on both boxes


def test_fw_a_shared_dice_tray_on_two_boxes_shows_the_simulators_frames(tmp_path):
    a, b, sim = _play_linked(tmp_path, twobox.DICE)
    assert twobox.dice_over(sim.a.shell) and twobox.dice_over(sim.b.shell)  # every roll of the session taken
    _same_frames(a, sim.a)
    _same_frames(b, sim.b)


def test_fw_a_board_without_the_jack_has_no_cable_and_its_link_row_says_so(tmp_path):
    s = run_session(str(tmp_path), OPEN_GW_LINK_ROW + ",A", board_source=without_jack(),
                    heapsize=heapsize_of("goat_wolf"))
    assert s.returncode == 0, s.out + s.err
    box = SimBox(MemFs())  # the simulator's box without a cable
    Player(box.step, box.shell.buttons.long_ms).play(parse(OPEN_GW_LINK_ROW + ",A"))
    assert box.shell.app.top().hint == box.shell.app.w["no_cable"]
    assert s.frames[-1][1] == box.frames[-1]


def test_fw_a_board_with_the_jack_opens_the_lobby_on_an_unplugged_cable(tmp_path):
    s = run_session(str(tmp_path), OPEN_GW_LINK_ROW + ",A", heapsize=twobox.GOAT_AND_WOLF.heapsize)
    assert s.returncode == 0, s.out + s.err
    box = SimBox(MemFs(), cable=twobox.device_cable())  # nothing on the other end
    Player(box.step, box.shell.buttons.long_ms).play(parse(OPEN_GW_LINK_ROW + ",A"))
    assert type(box.shell.app.top()).__name__ == "Lobby"
    assert s.frames[-1][1] == box.frames[-1]
