"""The dice tray shared by two boxes linked by a cable, played through both boxes' keys (twobox_kit): a roll on
either box shows on both, holds too, two rolls pressed at once, the cable unplugged, a box that leaves, both
sharing at once, a box without the jack. Both interpreters."""

from twobox_kit import DICE_LOBBY, DICE_ROLLS, DICE_SHARE, Box, TwoBoxes, dice_keys, dice_over
from yaga import link as L
from yaga.games.dice import rules as dice


def _shared(box):
    """The shared tray's view of the box when it is on top, else None."""
    app = box.app()
    top = app.top()
    return top if type(top).__name__ == "Shared" else None


def _linked_pair(a_script=DICE_SHARE, b_script=DICE_LOBBY):
    tb = TwoBoxes()
    tb.a.keys(a_script)
    tb.b.keys(b_script)
    tb.settle()
    assert _shared(tb.a) is not None and _shared(tb.b) is not None
    return tb


def _table(box):
    s = bytearray(box.app().s)
    s[dice.VIEW] = s[dice.CURSOR] = 0
    return bytes(s)


def _hint(box):
    view = _shared(box)
    return [k for k in view.app.t if view.app.t[k] == view.hint][0]


def test_the_waiting_box_takes_the_dice_of_the_box_that_shares():
    tb = TwoBoxes()
    tb.b.keys("A,DICE")  # box b rolls on its own tray first: it differs from a's
    tb.settle()
    assert dice.history_count(tb.b.app().s) == 1
    tb.a.keys(DICE_SHARE)
    tb.b.keys("WAIT700," + DICE_LOBBY[2:])  # box b is already in its tray: its menu, the Link row
    tb.settle()
    assert _shared(tb.a).link.began and not _shared(tb.b).link.began
    assert _table(tb.a) == _table(tb.b) and dice.history_count(tb.b.app().s) == 0
    assert _hint(tb.a) == _hint(tb.b) == "link_hint"


def test_a_roll_on_either_box_shows_on_both():
    tb = _linked_pair()
    for roller, other in ((tb.a, tb.b), (tb.b, tb.a)):
        before = dice.history_count(roller.app().s)
        roller.keys("DICE")
        tb.settle()
        assert dice.history_count(other.app().s) == before + 1
        assert _table(tb.a) == _table(tb.b)
        assert tb.a.frame() == tb.b.frame()  # the same dice, sum and keys on both screens
    for box in (tb.a, tb.b):
        assert _shared(box).ply == 2 and _shared(box).link.agreed >= 2 and _shared(box).link.refused[L.R_CRC] == 0


def test_a_session_of_rolls_taken_in_turn_through_both_boxes_keys_ends_with_equal_frames():
    tb = _linked_pair()
    assert tb.play_out(60000, keys_of=dice_keys, over=dice_over)
    assert dice.history_count(tb.a.app().s) == DICE_ROLLS and _table(tb.a) == _table(tb.b)
    assert tb.a.frame() == tb.b.frame()


def test_a_die_held_on_one_box_is_held_on_both_and_the_other_box_rolls_the_rest():
    tb = _linked_pair()
    tb.a.keys("DICE")
    tb.settle()
    tb.a.keys("RIGHT,A")  # the second die picked and held
    tb.settle()
    assert dice.held(tb.a.app().s, 1) and dice.held(tb.b.app().s, 1)
    kept = dice.value(tb.a.app().s, 1)
    tb.b.keys("DICE")  # box b rolls the die not held, on both
    tb.settle()
    assert dice.history_count(tb.a.app().s) == 2 and dice.value(tb.a.app().s, 1) == kept
    assert _table(tb.a) == _table(tb.b)


def test_dice_pressed_on_both_boxes_at_once_is_one_roll_on_both():
    tb = _linked_pair()
    tb.a.keys("DICE")
    tb.b.keys("DICE")
    tb.settle()
    assert _table(tb.a) == _table(tb.b)
    assert dice.history_count(tb.a.app().s) == dice.history_count(tb.b.app().s) == 1  # the same ply: the same roll


def test_unplugged_the_tray_says_link_lost_and_rolls_nothing_until_plugged_back():
    tb = _linked_pair()
    tb.plug(False)
    tb.run(1100)
    for box in (tb.a, tb.b):
        assert _hint(box) == "link_lost"
    tb.a.keys("DICE")
    tb.settle()
    assert dice.history_count(tb.a.app().s) == 0  # a roll on one box only would split the table
    tb.plug(True)
    tb.run(1500)
    assert _hint(tb.a) == _hint(tb.b) == "link_hint"
    tb.a.keys("DICE")
    tb.settle()
    assert dice.history_count(tb.b.app().s) == 1 and _table(tb.a) == _table(tb.b)


def test_a_box_that_leaves_tells_the_other_and_keeps_the_table_as_its_tray():
    tb = _linked_pair()
    tb.a.keys("DICE")
    tb.settle()
    shared = _table(tb.b)
    tb.b.keys("B")
    tb.settle()
    assert _hint(tb.a) == "link_left"
    assert _shared(tb.b) is None and tb.b.app().linked is None and _table(tb.b) == shared
    tb.a.keys("DICE")  # nobody to roll with: nothing rolls
    tb.settle()
    assert _table(tb.a) == shared


def test_both_boxes_sharing_at_once_end_on_one_table():
    tb = TwoBoxes()
    tb.b.keys("A,DICE")
    tb.settle()
    tb.a.keys(DICE_LOBBY)
    tb.b.keys("WAIT700," + DICE_LOBBY[2:])
    tb.settle()
    tb.a.keys("A")  # both lobbies up: both share in the same tick
    tb.b.keys("A")
    tb.settle()
    assert _table(tb.a) == _table(tb.b)
    assert _shared(tb.a).link.began != _shared(tb.b).link.began  # a tie goes to one box's table
    tb.b.keys("DICE")
    tb.settle()
    assert _table(tb.a) == _table(tb.b) and dice.history_count(tb.a.app().s) == dice.history_count(tb.b.app().s)


def test_a_box_without_the_jack_says_so_and_stays_on_its_menu():
    box = Box(3, None)
    box.keys(DICE_LOBBY)
    for now in range(0, 3000, 10):
        box.step(now)
    app = box.app()
    assert type(app.top()).__name__ == "Note" and app.linked is None
    assert app.top().message.text == app.t["no_cable"]
