"""The Tatra companion's save record by layout version (yaga.games.tatra.app.upgrade): a sample of every payload the
box has written loads and resumes the same game; today's saves name LAYOUT in the record's header."""

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
FIRST_STATE = bytes.fromhex("e502f10d010401000109000000000000" "0a030200080000000000000000000000" "0000000000000000")
LAYOUTS = (  # (layout, payload): layout 1 held the first engine's state and today's
    (1, FIRST_STATE),
    (1, STATE),
    (LAYOUT, STATE),
)
NO_GAME = (1, LAYOUT)  # the empty record of no game running, by layout


def _resume(payload, layout=LAYOUT):
    fs = MemFs()
    Store(fs).save("app_tatra", TATRA_ID, payload, layout)
    return fs, _open(fs)


def test_a_sample_of_every_layout_resumes_the_same_game():
    for version, payload in LAYOUTS:
        fs, app = _resume(payload, version)
        assert app.s is not None and bytes(app.s) == STATE, version
        assert app.title == _phase(app, "beasts_west") and text_in_row(app.box.canvas, app.title, 1, 0), version
        assert not fs.exists("app_tatra.bad") and app.box.store.take_problem() is None, version


def test_every_layouts_no_game_record_opens_the_start_list():
    for version in NO_GAME:
        fs, app = _resume(b"", version)
        assert app.s is None and app.top().items[-1] == app.w["history"], version
        assert not fs.exists("app_tatra.bad"), version


def test_a_first_state_checklist_under_way_starts_the_rulebooks_checklist_again():
    old = bytearray(FIRST_STATE)
    old[t.SETUP] = 2  # the first checklist had 4 steps: under way, it cannot map onto the rulebook's 19
    s = upgrade(1, old)
    assert s[t.SETUP] == 0 and s[t.PHASE] == t.PH_TATRA
    assert len(s) == t.STATE_SIZE and t.is_valid(s)


def test_a_step_saves_the_state_in_todays_layout():
    fs = MemFs()
    app = _open(fs)
    _set_up(app, 1, 10)
    _pick(app, t.A_TATRA_DONE)
    _, payload = Store(fs).load("app_tatra", TATRA_ID, layout=LAYOUT)
    assert fs.files["app_tatra"][3] == LAYOUT and bytes(payload) == bytes(app.s)


def test_a_record_of_a_newer_layout_is_set_aside_and_the_start_list_opens():
    fs, app = _resume(STATE, LAYOUT + 1)
    assert app.s is None and fs.exists("app_tatra.bad") and app.box.store.take_problem() is not None
    press(app, A)  # the start list works: a new game
    assert app.s is not None
