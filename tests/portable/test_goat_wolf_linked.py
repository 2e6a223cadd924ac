"""Goat and Wolf on two boxes linked by a cable, played through both boxes' keys (twobox_kit): the whole game, the
cable unplugged at 10 moments, a reboot, a box going on alone, a state forced out of step, a box without a cable.
Both interpreters."""

import sys

from twobox_kit import BEGIN_GOAT, BEGIN_WOLF, LOBBY, OPEN_GW, TwoBoxes
from yaga import link as L
from yaga.games.goat_wolf import rules as gw

GAME_MS = 3000000  # far past a whole game (about 40 plies, 35 s of play)


def _linked_pair(a_script=BEGIN_GOAT):
    tb = TwoBoxes()
    tb.a.keys(a_script)
    tb.b.keys(LOBBY)
    tb.settle()
    assert tb.a.board() is not None and tb.b.board() is not None
    return tb


def _reference():
    """The game both boxes play with nothing in the way: its final state and plies."""
    tb = _linked_pair()
    assert tb.play_out(GAME_MS)
    return bytes(tb.a.app().s), tb.a.board().ply


def test_the_box_that_began_chooses_its_side_and_the_other_takes_the_other_and_the_rules():
    for script, a_piece in ((BEGIN_GOAT, gw.GOAT), (BEGIN_WOLF, gw.WOLF)):
        tb = _linked_pair(script)
        a, b = tb.a.board(), tb.b.board()
        assert a.piece == a_piece and b.piece != a_piece
        assert a.link.began and not b.link.began and a.seed == b.seed
        assert tb.a.app().s == tb.b.app().s  # the same seed: both deal (and will roll) alike


def test_a_whole_linked_game_through_both_boxes_keys_ends_with_equal_frames():
    tb = _linked_pair()
    pieces = (tb.a.board().piece, tb.b.board().piece)
    assert tb.play_out(GAME_MS)
    assert gw.current_player(tb.a.app().s) == gw.TERMINAL
    assert tb.a.app().s == tb.b.app().s and tb.a.board().ply == tb.b.board().ply > 10
    assert tb.a.frame() == tb.b.frame()  # the winner, the board, the last message: the same screen on both
    assert pieces == (gw.GOAT, gw.WOLF)
    for box in (tb.a, tb.b):
        assert box.board().link.refused[L.R_CRC] == 0 and box.board().link.agreed > 10


def test_each_box_moves_only_its_own_piece():
    tb = _linked_pair()
    for box in (tb.a, tb.b):
        linked = box.board()
        s = linked.app.s
        if s[gw.AT_TURN] != linked.piece:  # the other box's roll: DICE here does nothing
            before = bytes(s)
            box.keys("DICE,A")
            tb.settle()
            assert bytes(linked.app.s) == before and linked.app.linked.ply == 0
            assert linked.app.hint == linked.app.w["link_wait"]  # the panel says the other box is awaited


def test_unplugged_at_10_moments_shows_link_lost_within_a_second_and_loses_no_move():
    final, plies = _reference()
    for k in range(10):
        tb = _linked_pair()
        at = 1 + k * (plies - 2) // 10  # a ply at which the cable comes out
        while tb.a.board().ply < at and tb.b.board().ply < at:
            tb.a.press_for_player()
            tb.b.press_for_player()
            tb.step()
        tb.run(k * 37 % 200)  # in the middle of an animation or a frame in flight, as it falls
        tb.plug(False)
        tb.run(1100)
        for box in (tb.a, tb.b):
            assert box.board().notice, (k, "no Link lost")
            assert box.board().notice[0].startswith("Link lost")
        tb.run(1500)
        tb.plug(True)
        assert tb.play_out(GAME_MS), k
        assert bytes(tb.a.app().s) == final and bytes(tb.b.app().s) == final, k
        assert tb.a.board().ply == plies and tb.b.board().ply == plies, k
        assert tb.a.frame() == tb.b.frame(), k


def test_after_30_s_without_the_other_box_a_goes_on_alone_against_the_ai():
    tb = _linked_pair()
    tb.plug(False)
    tb.run(10000)
    assert not tb.a.board().alone_ok  # still waiting: A does nothing yet
    tb.run(21000)
    linked = tb.a.board()
    assert linked.alone_ok and "alone" in " ".join(linked.notice)
    s = bytes(linked.app.s)
    tb.a.keys("A")
    tb.settle()
    app = tb.a.app()
    assert app.linked is None and type(app.top()).__name__ == "Play" and bytes(app.s)[:8] == s[:8]
    assert app.mode == 2  # the set-up's "You are the Goat": the AI plays the Wolf from here
    for _ in range(200):  # the game goes on: the AI and the player's rolls
        if gw.current_player(app.s) == gw.TERMINAL:
            break
        tb.a.keys("DICE" if gw.current_player(app.s) == gw.CHANCE else "A")
        tb.settle()
    assert gw.current_player(app.s) == gw.TERMINAL


def test_a_reboot_of_one_box_resumes_the_linked_game_from_its_save():
    final, plies = _reference()
    tb = _linked_pair()
    while tb.a.board().ply < plies // 2:
        tb.a.press_for_player()
        tb.b.press_for_player()
        tb.step()
    tb.run(3000)  # saved after its frame
    tb.b.boot()
    tb.run(1500)
    linked = tb.b.board()
    assert linked is not None and linked.piece == gw.WOLF and linked.link.state == L.UP
    assert linked.ply == tb.a.board().ply and tb.b.app().s == tb.a.app().s
    assert tb.play_out(GAME_MS)
    assert bytes(tb.b.app().s) == final and tb.b.board().ply == plies


def test_a_state_out_of_step_is_resynced_from_the_box_that_began():
    tb = _linked_pair()
    tb.a.keys("DICE")
    tb.settle()
    b = tb.b.app()
    b.s[gw.AT_CELL + gw.WOLF] = (b.s[gw.AT_CELL + gw.WOLF] + 1) % 20  # a flipped bit in the Wolf's box
    tb.b.board().link.send_hash(tb.b.board().ply, b.s)  # its next hash tells the other box
    tb.run(2000)
    assert b.s == tb.a.app().s
    assert tb.play_out(GAME_MS) and tb.a.frame() == tb.b.frame()


def test_without_a_cable_the_link_row_says_so_and_opens_nothing():
    tb = TwoBoxes()
    tb.a.cable = None
    tb.a.boot()
    tb.a.keys(OPEN_GW + ",UP")
    tb.settle()
    setup = tb.a.app().top()
    assert setup.hint == tb.a.app().w["no_cable"]
    tb.a.keys("A")
    tb.settle()
    assert tb.a.app().top() is setup


def test_a_game_on_one_box_loads_no_linked_screens():
    from yaga import modules

    modules.forget("yaga.games.goat_wolf.linked")  # another test's linked game left it
    tb = TwoBoxes()
    tb.a.keys(OPEN_GW + ",DOWN,A,DICE")  # You are the Goat, a roll
    tb.settle()
    assert type(tb.a.app().top()).__name__ == "Play" and tb.a.app().linked is None
    assert "yaga.games.goat_wolf.linked" not in sys.modules


def test_the_lobby_closed_without_a_game_lets_the_linked_modules_go():
    tb = TwoBoxes()
    tb.a.keys(LOBBY)
    tb.settle()
    assert type(tb.a.app().top()).__name__ == "Lobby" and "yaga.games.goat_wolf.linked" in sys.modules
    tb.a.keys("B")  # back to the set-up
    tb.settle()
    assert type(tb.a.app().top()).__name__ == "Setup"
    assert "yaga.games.goat_wolf.linked" not in sys.modules and "yaga.link" not in sys.modules
