"""The dice tray as a table uses it through the keys: a whole pool set at once (N×dX with its target), a target
no die of the pool can show refused with a message (BQ-7), the pool's last die kept with a word."""

from memfs import MemFs
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.games.dice import app as tray
from yaga.games.dice import rules as dice

from screenkit import note_on_top, press
from test_dice_tray import _open, _view


def _pool(app):
    return [dice.kind(app.s, i) for i in range(dice.count(app.s))]


_SET = [A, UP, UP, A]  # the set screen: the menu's row two presses up from the first


def test_two_d10_counting_8_up_are_set_and_rolled_in_twelve_presses():
    app = _open(MemFs())
    assert _pool(app) == [dice.K_D6, dice.K_D6]
    keys = list(_SET)
    keys += [DOWN, RIGHT, RIGHT]  # the kind: d6 -> d8 -> d10 (two of them, as the tray holds)
    keys += [DOWN, LEFT, LEFT, LEFT]  # the target round from Off: 10+, 9+, 8+
    keys += [DICE]  # sets the pool and rolls it
    press(app, *keys)
    assert _view(app) == tray.TRAY and _pool(app) == [dice.K_D10, dice.K_D10] and dice.target(app.s) == 8
    assert dice.rolled(app.s) and dice.history_count(app.s) == 1
    assert len(keys) == 12


def test_a_pool_is_set_as_n_dice_of_one_kind_with_its_target():
    app = _open(MemFs())
    keys = _SET + [DOWN, RIGHT, RIGHT]  # d10
    keys += [DOWN] + [RIGHT] * 8  # the target: 8+
    keys += [DOWN, DOWN, DOWN, A]  # past the modifier and keep rows to "Set them"
    press(app, *keys)
    assert _view(app) == tray.TRAY and _pool(app) == [dice.K_D10, dice.K_D10] and dice.target(app.s) == 8
    assert not dice.rolled(app.s)
    press(app, *_SET)  # the set screen opens on the tray's pool
    assert app.making == [2, dice.K_D10, 8, 0, 0]
    press(app, DOWN, RIGHT, RIGHT)  # d12 -> d20: the target stays
    press(app, UP, LEFT, LEFT)  # one die ... twelve (round)
    press(app, *([DOWN] * 5 + [A]))
    assert _pool(app) == [dice.K_D20] * 12 and dice.target(app.s) == 8
    press(app, *_SET + [DOWN, RIGHT, RIGHT])  # d100 -> the Goat's d6 0-5: the target down to its 5
    assert app.making == [12, dice.K_D6Z, 5, 0, 0]
    press(app, B)
    assert _view(app) == tray.TRAY and _pool(app) == [dice.K_D20] * 12  # B: nothing changed


def test_bq7_a_target_above_every_face_of_the_pool_is_refused_with_a_message():
    app = _open(MemFs())
    press(app, A, DOWN, DOWN, DOWN, A)  # the target
    assert _view(app) == tray.TARGET
    press(app, *([RIGHT] * 7 + [A]))  # 7+ on two d6
    assert note_on_top(app) is not None and dice.target(app.s) == 0
    assert note_on_top(app).text == app.t["too_high"] % (7, 6)
    press(app, A)  # the message closed: the target still to choose
    assert note_on_top(app) is None and _view(app) == tray.TARGET
    press(app, LEFT, A)
    assert _view(app) == tray.TRAY and dice.target(app.s) == 6


def test_the_pools_last_die_stays_and_says_how_to_change_its_kind():
    app = _open(MemFs())
    press(app, A, DOWN, DOWN, A)  # choose dice
    assert _view(app) == tray.POOL
    press(app, DOWN, DOWN, LEFT)  # d6: two -> one
    assert _pool(app) == [dice.K_D6] and note_on_top(app) is None
    press(app, LEFT)
    assert note_on_top(app) is not None and note_on_top(app).text == app.t["last_die"] and _pool(app) == [dice.K_D6]
    press(app, A)
    assert note_on_top(app) is None and _view(app) == tray.POOL


def test_a_on_a_set_row_shows_the_next_row_chosen_at_once():
    app = _open(MemFs())
    press(app, *_SET)
    press(app, A)  # Dice -> Kind
    assert app.top().cursor == 1  # the second row, the kind
    shown = bytes(app.box.canvas.buf)
    app.draw(app.box.canvas)
    assert bytes(app.box.canvas.buf) == shown  # the frame after A is the screen as it is now
