"""Saved pools, a modifier, keep-highest and the check of dice rolled at the table, all through the tray's keys."""

from memfs import MemFs
from screenkit import allocates_nothing, ink, lit, note_on_top, press, text_at
from yaga.buttons import A, B, DICE, DOWN, LEFT, RIGHT, UP
from yaga.games.dice import app as tray
from yaga.games.dice import rules as dice
from yaga.saves import DAMAGED, FOREIGN, Store

from test_dice_saves import V1_SAVE, V2_SAVE
from test_dice_tray import _kinds as _pool, _open, _values as _faces, _view

_SET = [A, UP, UP, A]  # the set screen
_POOLS = [A, UP, A]  # the saved pools: the menu's row one press up from the first
_CHECK = [A, DOWN, DOWN, DOWN, DOWN, DOWN, A]


def test_a_saved_pool_comes_back_with_one_press_from_the_list_and_survives_a_restart():
    fs = MemFs()
    app = _open(fs)
    press(app, *_SET + [DOWN, RIGHT, RIGHT, DOWN, LEFT, LEFT, LEFT, DOWN, RIGHT, RIGHT, RIGHT, DOWN, RIGHT])
    press(app, DOWN, A)  # 2d10 8+ +3 keep 1
    assert dice.summary(app.s) == "2d10+3 k1" and dice.target(app.s) == 8
    press(app, *_POOLS)
    assert _view(app) == tray.POOLS and text_at(app.box.canvas, app.t["hints"][tray.POOLS], 0, 56)
    press(app, RIGHT)  # saved in the first slot
    assert app.top().items[0] == "1 2d10+3 k1 8+"
    press(app, B, *_SET + [DOWN, LEFT, DOWN, DOWN, DOWN, DOWN, A])  # now 2d8: another pool on the tray
    assert _pool(app) == [dice.K_D8] * 2
    app = _open(fs)  # a power cut: the pool is in the save
    recall = _POOLS + [A]
    press(app, *recall)
    assert _view(app) == tray.TRAY and _pool(app) == [dice.K_D10] * 2
    assert dice.target(app.s) == 8 and dice.modifier(app.s) == 3 and dice.keep(app.s) == 1
    assert len(recall) == 4


def test_an_empty_slot_says_how_to_fill_it():
    app = _open()
    press(app, *_POOLS + [DOWN, A])
    assert note_on_top(app) is not None and note_on_top(app).text == app.t["empty_slot"] and _pool(app) == [dice.K_D6] * 2
    press(app, A)
    assert note_on_top(app) is None and _view(app) == tray.POOLS


def test_the_modifier_is_added_to_the_total_and_shown_on_the_result_and_in_the_history():
    app = _open()
    press(app, *_SET + [DOWN, DOWN, DOWN, RIGHT, RIGHT, RIGHT, DICE])  # 2d6+3, rolled
    faces = _faces(app)
    assert dice.total(app.s) == sum(faces) + 3
    line = "%s %d+3=%d" % (app.t["sum"], sum(faces), sum(faces) + 3)
    assert text_at(app.box.canvas, line, 0, tray.LINE1)
    press(app, A, DOWN, DOWN, DOWN, DOWN, A)  # the last rolls
    assert app.top().items[0] == "%d = %d+%d+3" % (sum(faces) + 3, faces[0], faces[1])


def test_a_negative_modifier_wraps_down_from_nought():
    app = _open()
    press(app, *_SET + [DOWN, DOWN, DOWN, LEFT, LEFT, DICE])  # 2d6-2
    assert dice.modifier(app.s) == -2 and dice.total(app.s) == sum(_faces(app)) - 2


def test_keep_highest_counts_only_the_kept_dice_and_crosses_the_dropped_one_out():
    app = _open()
    keys = _SET + [RIGHT, RIGHT]  # 4d6
    keys += [DOWN, DOWN, RIGHT, RIGHT, RIGHT]  # target 3+
    keys += [DOWN, DOWN, RIGHT, RIGHT, RIGHT, DICE]  # keep 3, rolled
    press(app, *keys)
    assert dice.summary(app.s) == "4d6 k3"
    while len(set(_faces(app))) < 2:  # a roll with a lowest die to drop
        press(app, DICE)
    faces = _faces(app)
    dropped = [i for i in range(4) if not dice.is_kept(app.s, i)]
    assert len(dropped) == 1 and faces[dropped[0]] == min(faces)
    assert dice.total(app.s) == sum(faces) - min(faces)
    kept_hits = sum(1 for i in range(4) if i not in dropped and faces[i] >= 3)
    assert dice.successes(app.s) == kept_hits
    app._place(dropped[0], 4)
    x, y, w = app.x, app.y, app._w
    on_line = sum(1 for d in range(4, w - 4) if lit(app.box.canvas, x + d, y + d))
    assert on_line >= w - 10  # the cross runs corner to corner
    kept = [i for i in range(4) if i not in dropped and not dice.is_success(app.s, i)]
    for i in kept:  # a kept die (not solid) has no such line
        app._place(i, 4)
        assert sum(1 for d in range(4, w - 4) if lit(app.box.canvas, app.x + d, app.y + d)) < w - 10


def test_the_check_of_table_dice_counts_a_pass_or_a_fail_in_one_press_and_takes_one_back():
    app = _open()
    press(app, A, DOWN, DOWN, DOWN, A, RIGHT, RIGHT, RIGHT, RIGHT, RIGHT, A)  # target 5+
    press(app, *_CHECK)
    c = app.box.canvas
    assert _view(app) == tray.CHECK and text_at(c, app.t["check_how"] % 5, 0, 12)
    assert text_at(c, app.t["hints"][tray.CHECK], 0, tray.LINE2)
    press(app, RIGHT)
    assert dice.passes(app.s) == 1 and dice.fails(app.s) == 0
    assert ink(c, 0, 24, 128, 16) > 0  # the big word
    press(app, RIGHT, LEFT)
    assert (dice.passes(app.s), dice.fails(app.s)) == (2, 1)
    assert text_at(c, "%s 2" % app.t["pass"], 0, tray.LINE1)
    press(app, A)  # the slip taken back, and said
    assert (dice.passes(app.s), dice.fails(app.s)) == (2, 0)
    assert text_at(c, app.t["unmarked"] % app.t["fail"], 0, 28)
    press(app, A)  # only the last mark can be taken back
    assert (dice.passes(app.s), dice.fails(app.s)) == (2, 0)
    press(app, B)
    assert _view(app) == tray.TRAY


def test_the_check_without_a_target_says_where_to_set_one():
    app = _open()
    press(app, *_CHECK)
    assert text_at(app.box.canvas, app.t["no_target"], 0, 12)


def test_the_upgrade_refuses_a_layout_it_never_wrote():
    for layout, payload in ((1, V1_SAVE[:-1]), (2, V1_SAVE), (0, V1_SAVE), (2, V2_SAVE[:-1]), (3, V2_SAVE)):
        try:
            tray.upgrade(layout, payload)
        except ValueError:
            continue
        raise AssertionError("upgraded %d" % layout)


def test_a_record_of_an_unknown_layout_is_refused_as_damaged_and_the_tray_starts_afresh():
    good = bytes(dice.new_state(3))
    bad_v1 = bytearray(V1_SAVE)
    bad_v1[4] = 13  # thirteen dice in the first layout's pool
    for layout, payload in ((4, good), (3, good[:-1]), (1, bytes(bad_v1)), (1, b""), (1, good), (3, b"")):
        fs = MemFs()
        Store(fs).save("app_dice", tray.App.ID, payload, layout)
        app = _open(fs)
        problem = app.box.store.take_problem()  # a wrong size for its layout: foreign; the rest damaged
        assert problem == (FOREIGN if layout == tray.LAYOUT else DAMAGED) and _pool(app) == [dice.K_D6] * 2, layout


def test_a_modified_kept_roll_and_the_check_screen_draw_without_allocating():
    app = _open()
    press(app, *_SET + [RIGHT, RIGHT, DOWN, DOWN, DOWN, LEFT, DOWN, RIGHT, DICE])  # 4d6-1 keep 1
    c = app.box.canvas
    assert allocates_nothing(lambda: app.draw(c))
    press(app, *_CHECK + [RIGHT])
    assert allocates_nothing(lambda: app.draw(c))


def test_left_puts_back_the_pool_a_slipped_save_replaced():
    app = _open()
    press(app, *_POOLS + [RIGHT, B])  # 2d6 saved in slot 1
    press(app, *_SET + [DOWN, RIGHT, DOWN, DOWN, DOWN, DOWN, A])  # 2d8 on the tray
    press(app, *_POOLS + [RIGHT])  # meant A: 2d8 over the 2d6
    assert app.top().items[0] == "1 2d8"
    press(app, LEFT)
    assert app.top().items[0] == "1 2d6"
    press(app, LEFT, A)  # nothing more to put back; A still uses the slot
    assert _view(app) == tray.TRAY and _pool(app) == [dice.K_D6] * 2
