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


def _opened_on(payload):
    fs = MemFs()
    Store(fs).save("app_dice", tray.App.ID, payload)
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
