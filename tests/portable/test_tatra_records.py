"""The Tatra companion's save record by layout version (yaga.games.tatra.app.upgrade): a sample of every layout the
box has written loads and resumes the same game; today's saves carry LAYOUT first."""

from memfs import MemFs
from screenkit import text_in_row
from screenkit import press
from test_tatra_app import _open, _phase, _pick, _set_up
from yaga.buttons import A
from yaga.games.tatra import rules as t
from yaga.games.tatra.app import LAYOUT, upgrade
from yaga.saves import Store

TATRA_ID = 5

# a medium game at the West card's Beasts step of round 1 (the set-up done, the areas 10), as each layout saved it
STATE = bytes.fromhex("e502f10d011301000109000000000000" "0a030200080000000000000000000000" "00000000000000000000000000")
LAYOUTS = {
    0: bytes.fromhex("e502f10d010401000109000000000000" "0a030200080000000000000000000000" "0000000000000000"),
    1: STATE,
    2: bytes((2,)) + STATE,
}
NO_GAME = {1: b"", 2: b"\x02"}  # the record of no game running, by layout


def _resume(payload):
    fs = MemFs()
    Store(fs).save("app_tatra", TATRA_ID, payload)
    return fs, _open(fs)


def test_a_sample_of_every_layout_resumes_the_same_game():
    for version, payload in LAYOUTS.items():
        fs, app = _resume(payload)
        assert app.s is not None and bytes(app.s) == STATE, version
        assert app.title == _phase(app, "beasts_west") and text_in_row(app.box.canvas, app.title, 1, 0), version
        assert not fs.exists("app_tatra.bad") and app.box.store.take_problem() is None, version


def test_every_layouts_no_game_record_opens_the_start_list():
    for version, payload in NO_GAME.items():
        fs, app = _resume(payload)
        assert app.s is None and app.top().items[-1] == app.w["history"], version
        assert not fs.exists("app_tatra.bad"), version


def test_a_layout_0_checklist_under_way_starts_the_rulebooks_checklist_again():
    old = bytearray(LAYOUTS[0])
    old[t.SETUP] = 2  # layout 0's checklist had 4 steps: under way, it cannot map onto the rulebook's 19
    record = upgrade(0, old)
    assert record[0] == LAYOUT and record[1 + t.SETUP] == 0 and record[1 + t.PHASE] == t.PH_TATRA
    assert len(record) == 1 + t.STATE_SIZE and t.is_valid(record[1:])


def test_a_step_saves_the_layout_first_then_the_state():
    fs = MemFs()
    app = _open(fs)
    _set_up(app, 1, 10)
    _pick(app, t.A_TATRA_DONE)
    _, payload = Store(fs).load("app_tatra", TATRA_ID)
    assert payload[0] == LAYOUT and bytes(payload[1:]) == bytes(app.s)


def test_a_record_of_a_newer_layout_is_set_aside_and_the_start_list_opens():
    fs, app = _resume(bytes((LAYOUT + 1,)) + STATE)
    assert app.s is None and fs.exists("app_tatra.bad") and app.box.store.take_problem() is not None
    press(app, A)  # the start list works: a new game
    assert app.s is not None
