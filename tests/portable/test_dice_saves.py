"""Old tray saves keep loading: a real record of each earlier state layout, made by the tray of its day, opens to
the same pool; a record of no known layout is refused with the damaged-save message."""

from memfs import MemFs
from yaga.saves import Store
from yaga.games.dice import app as tray
from yaga.games.dice import rules as dice

from test_dice_tray import _open

# The first layout (no version byte, 316 bytes): 3d6 d100, target 5+, four rolls (one a reroll), faces 3 3 6 27.
V1_SAVE = bytes.fromhex(
    "b0aaa8a3040501000202020700000000000000000303061b00000000000000000304000004050100020202070000000000000000"
    "06060229000000000000000004050100020202070000000000000000030101300000000000000000040501010202020700000000"
    "00000000020101300000000000000000040501000202020700000000000000000303061b00000000000000000000000000000000"
    "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "00000000"
)


# The second layout (461 bytes): 3d6 d8 +2 keep 3 target 5+ saved in slot 2, four rolls (the second newest a reroll of
# the first die), one pass and one fail marked (the fail last), faces 3 3 6 3.
V2_SAVE = bytes.fromhex(
    "b0aaa8a3040501000202020300000000000000000303060300000000000000001603030400000101020000000000000000000000"
    "00000000000000000000000000000000000000040500000202020300000000000000000000000000000000000000001603000000"
    "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "00000000000405010002020203000000000000000006060201000000000000000016030405010002020203000000000000000003"
    "01010800000000000000001603040501010202020300000000000000000201010800000000000000001603040501000202020300"
    "00000000000000030306030000000000000000160300000000000000000000000000000000000000000000000000000000000000"
    "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "00000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
)


def _opened_on(payload, layout=1):
    fs = MemFs()
    Store(fs).save("app_dice", tray.App.ID, payload, layout)
    return _open(fs)


def test_a_first_layout_save_opens_to_the_same_pool_rolls_and_target():
    app = _opened_on(V1_SAVE)
    s = app.s
    assert app.box.store.problem is None
    assert [dice.kind(s, i) for i in range(dice.count(s))] == [dice.K_D6] * 3 + [dice.K_D100]
    assert [dice.value(s, i) for i in range(dice.count(s))] == [3, 3, 6, 27]
    assert dice.target(s) == 5 and dice.rolled(s) and dice.history_count(s) == 4
    assert dice.total(s) == 39 and dice.successes(s) == 2
    assert dice.rerolled_die(s, dice.history_entry(s, 1)) == 0  # the reroll of the first die kept in the history


def test_a_second_layout_save_opens_with_its_pools_marks_and_rolls_and_no_dice_held():
    app = _opened_on(V2_SAVE, 2)
    s = app.s
    assert app.box.store.problem is None
    assert [dice.kind(s, i) for i in range(dice.count(s))] == [dice.K_D6] * 3 + [dice.K_D8]
    assert [dice.value(s, i) for i in range(dice.count(s))] == [3, 3, 6, 3]
    assert dice.modifier(s) == 2 and dice.keep(s) == 3 and dice.target(s) == 5 and dice.total(s) == 14
    assert dice.summary(s, dice.slot(1)) == "3d6 d8+2 k3" and not dice.slot_filled(s, 0)
    assert (dice.passes(s), dice.fails(s), dice.last_mark(s)) == (1, 1, dice.MARK_FAIL)
    assert dice.history_count(s) == 4 and dice.rerolled_die(s, dice.history_entry(s, 1)) == 0
    assert [dice.total(s, dice.history_entry(s, a)) for a in range(4)] == [14, 13, 14, 16]
    assert dice.held_count(s) == 0 and dice.players(s) == 0 and dice.proof(s) == dice.PROOF_NONE
    assert app.s == tray.upgrade(2, V2_SAVE) and dice.is_valid(app.s)
