"""A damaged save gives back the one before it, through the real Shell and the real apps: a damaged
quest or Tatra game resumes one save back instead of losing the whole game, and a damaged Tatra score history
gives back the history before it (the next game is not numbered #1 again), as does a sound one its is_valid
refuses. The message says so."""

from memfs import MemFs
from test_fuzz_apps_portable import Rig, fuzz, target_index
from yaga import buttons as bt
from yaga import saves, strings
from yaga.games.tatra import history as tatra_history
from yaga.shell import APP, NOTICE

TATRA_ID = 5


def _restored_text(title_key):
    strings.set_language("en")
    core = strings.table("yaga.lang.core")
    return core["damaged"] % core[title_key] + " " + core["restored"]


def _open(rig, target):
    for _ in range(10):
        if rig.shell.mode in (APP, NOTICE):
            return rig.shell
        rig.menu_to(target_index(target))
    raise AssertionError("%s did not open" % target)


def _damage(rec):
    rec = bytearray(rec)
    rec[len(rec) // 2] ^= 0x41
    return rec


def _game_running(target):
    """A rig whose app `target` has a game running in its save (random keys until one does)."""
    for seed in range(5, 15):
        rig = fuzz(target, "en", seed, keys=150)
        rec = rig.fs.files.get("app_" + target)
        if rec is not None and len(rec) > saves.HEADER + saves.TRAILER:
            return rig
    raise AssertionError("no %s game running after 150 random keys, 10 seeds" % target)


def test_a_damaged_game_resumes_from_the_save_before_it():
    for target, title in (("quest", "app_quest"), ("tatra", "app_tatra")):
        rig = _game_running(target)
        name = "app_" + target
        previous = rig.fs.files[name]
        payload = previous[saves.HEADER : -saves.TRAILER]
        saves.Store(rig.fs).save(name, previous[4], payload)  # the same game saved again: it is the .bak now
        assert rig.fs.files[name + ".bak"] == previous
        rig.fs.files[name] = _damage(rig.fs.files[name])
        rig.boot()  # a power cycle: the shell reopens the app
        shell = _open(rig, target)
        assert shell.mode == NOTICE and shell.view.text == _restored_text(title), target
        assert rig.fs.files[name] == previous, target  # the save before is the record again: the app starts from it
        rig.press(bt.A)
        assert shell.mode == APP and shell.app_name == target and not rig.caught, target
        assert rig.fs.exists(name + ".bad")


def test_a_damaged_tatra_score_history_gives_back_the_history_before_it():
    for how in ("crc", "nonsense"):
        _history_restored(how)


def _history_restored(how):
    one = tatra_history.new_history()
    tatra_history.record(one, 0, 41)
    two = bytearray(one)
    tatra_history.record(two, 1, 57)
    rig = Rig(MemFs(), 3)
    store = saves.Store(rig.fs)
    store.save("app_tatra", TATRA_ID, b"")  # no game running
    store.save("app_tatra_hist", TATRA_ID, one)
    store.save("app_tatra_hist", TATRA_ID, two)
    if how == "crc":
        rig.fs.files["app_tatra_hist"] = _damage(rig.fs.files["app_tatra_hist"])
        previous = one
    else:  # a sound record the history's is_valid refuses (more entries than it keeps), saved after two
        store.save("app_tatra_hist", TATRA_ID, bytes([255]) * tatra_history.SIZE)
        previous = two
    shell = _open(rig, "tatra")
    assert shell.mode == NOTICE and shell.view.text == _restored_text("app_tatra")
    rig.press(bt.A)
    assert shell.mode == APP and shell.app.hist == previous, how
    assert tatra_history.games_played(shell.app.hist) == tatra_history.games_played(previous) > 0  # not #1 again
    assert rig.fs.exists("app_tatra_hist.bad") and not rig.caught
