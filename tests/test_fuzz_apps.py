"""Key fuzzing of every app and of Settings through the real Shell, power cuts mid-game, damaged saves.

Why: the unit and session tests play the paths their authors thought of; a player at a table presses
anything. The architecture promises (docs/ARCHITECTURE.md, "Apps" and "Saves"): an app never shows the
"app hit a problem" screen, a power cut reopens the open app from its save, and a damaged, truncated or
foreign save is set aside with a clear message, never loaded and never a crash. Seeds are fixed, so a
failure replays exactly: the assertion message names target, language, seed and the key number.
The driver (Rig, fuzz) is in tests/portable/test_fuzz_apps_portable.py, which also runs a short fuzz under
MicroPython.
"""

import pytest

from test_fuzz_apps_portable import FUZZ_BUTTONS, LANGUAGES, TARGETS, Rig, fuzz, target_index, with_language
from yaga import buttons as bt
from yaga import saves, strings
from yaga.games import REGISTRY
from yaga.rng import Rng
from yaga.games.tatra import history as tatra_history
from yaga.shell import APP, MENU, NOTICE

KEYS = 1000  # random keys per target and language; three languages give each target 3,000


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("target", TARGETS)
def test_arch_apps_random_keys_never_crash_blank_or_lose_a_power_cut(target, lang):
    # ARCHITECTURE "Apps": any key anywhere; a power cut reopens the app and its save (Saves).
    seed = 101 + 7 * LANGUAGES.index(lang) + 31 * target_index(target)
    fuzz(target, lang, seed, KEYS)


def _record_name(target):
    return "app_" + target


def _played(target):
    """A folder holding a real save of `target` after a short random game, the app left to the menu (the first
    of a few seeds whose 150 random keys started one: the quest asks names and cards before a game)."""
    for seed in range(5, 15):
        rig = fuzz(target, "en", seed, keys=150)
        if rig.shell.mode == APP:
            rig.press(bt.B, long=True)
        if rig.fs.exists(_record_name(target)):
            return rig.fs
    raise AssertionError("no save of %s after 150 random keys, 10 seeds" % target)


def _flip(rec):
    rec[len(rec) // 2] ^= 0x41
    return rec


def _truncate(rec):
    return rec[: len(rec) // 2]


def _garbage(rec):
    r = Rng(len(rec))
    return bytearray(r.below(256) for _ in range(len(rec)))


def _foreign(target, rec):
    """The same payload in a record of the next app in the menu (app ids follow the menu order)."""
    other_id = 1 + (target_index(target) + 1) % len(REGISTRY)
    return saves.pack(other_id, rec[saves.HEADER : -saves.TRAILER])


DAMAGES = ("flip", "truncate", "garbage", "foreign")


def _damage(target, how, rec):
    if how == "foreign":
        return _foreign(target, rec)
    return {"flip": _flip, "truncate": _truncate, "garbage": _garbage}[how](bytearray(rec))


def open_target(rig, target):
    for _ in range(10):
        if rig.shell.mode != MENU:
            return
        rig.menu_to(target_index(target))


@pytest.mark.parametrize("how", DAMAGES)
@pytest.mark.parametrize("target", [name for name, _ in REGISTRY])
def test_saves_damaged_app_save_is_set_aside_with_a_message_and_the_previous_save_or_a_fresh_start(target, how):
    # ARCHITECTURE "Saves": a damaged, truncated or foreign record is renamed <name>.bad, reported, never loaded;
    # the previous save (.bak) is loaded instead when there is one, here after a flip or garbage.
    fs = _played(target)
    name = _record_name(target)
    previous = how in ("flip", "garbage")
    rec = fs.files[name]
    if previous:  # the same save made again: it is the previous save too, whatever the keys saved
        saves.Store(fs).save(name, rec[4], rec[saves.HEADER : -saves.TRAILER])
    else:
        fs.files.pop(name + ".bak", None)
    fs.files[name] = _damage(target, how, fs.files[name])
    rig = Rig(fs, 77)
    open_target(rig, target)
    shell = rig.shell
    assert not rig.caught, "opening %s with a %s save: %r" % (target, how, rig.caught)
    assert shell.mode == NOTICE, "no message about the %s save of %s" % (how, target)
    strings.set_language("en")
    title = strings.table("yaga.lang.core")[REGISTRY[target_index(target)][1]]
    core = strings.table("yaga.lang.core")
    assert shell.view.text == core["damaged"] % title + " " + core["restored" if previous else "afresh"]
    assert fs.exists(name + ".bad")
    rig.press(bt.A)
    assert shell.mode == APP and shell.app_name == target
    assert not rig.blank()
    keys = Rng(len(target))
    for _ in range(100):  # and the fresh app plays on
        rig.press(FUZZ_BUTTONS[keys.below(len(FUZZ_BUTTONS))])
        assert not rig.caught, "%s after a %s save: %r" % (target, how, rig.caught)


NONSENSE_TARGETS = [name for name, _ in REGISTRY]


@pytest.mark.parametrize("target", NONSENSE_TARGETS)
def test_saves_sound_record_of_nonsense_opens_without_a_crash(target):
    # ARCHITECTURE "Apps": a record with a good CRC but nonsense inside (an older or buggy build wrote it)
    # must not crash the app either: the app checks what it loads or starts afresh.
    fs = _played(target)
    name = _record_name(target)
    rec = fs.files[name]
    payload = _garbage(rec[saves.HEADER : -saves.TRAILER])
    fs.files[name] = saves.pack(1 + target_index(target), payload)
    rig = Rig(fs, 78)
    open_target(rig, target)
    for i in range(200):
        if rig.shell.mode == NOTICE:
            rig.press(bt.A)
        elif rig.shell.mode != APP:
            rig.menu_to(target_index(target))
        else:
            rig.press(FUZZ_BUTTONS[i % 7])
        assert not rig.caught, "%s with a nonsense save: %r (key %d)" % (target, rig.caught[0], i)


@pytest.mark.parametrize("how", DAMAGES[:3])
def test_saves_damaged_settings_and_shell_record_give_defaults_and_the_menu(how):
    # ARCHITECTURE "Saves": settings are a record too; damaged ones give the defaults with a message (with no
    # previous save to restore).
    fs = _played("dice")
    with_language(fs, "ru")
    fs.files.pop("settings.bak", None)
    fs.files.pop("shell.bak", None)
    fs.files["settings"] = _damage("dice", how, fs.files["settings"])
    fs.files["shell"] = _damage("dice", how, fs.files["shell"])
    rig = Rig(fs, 79)
    assert not rig.caught
    assert rig.shell.mode == NOTICE and rig.shell.settings.language == "en"
    assert rig.shell.view.text == strings.table("yaga.lang.core")["settings_damaged"] + " " + strings.table("yaga.lang.core")["defaults"]
    rig.press(bt.A)
    assert rig.shell.mode == MENU and not rig.blank()


def test_saves_sound_tatra_history_of_nonsense_opens_without_a_crash():
    # ARCHITECTURE "Saves": score histories are records too; what loads must not crash the screens.
    fs = _played("tatra")
    fs.files["app_tatra"] = saves.pack(5, b"")  # no game on: the start screen with Score history
    fs.files["app_tatra_hist"] = saves.pack(5, _garbage(bytearray(tatra_history.SIZE)))
    rig = Rig(fs, 80)
    open_target(rig, "tatra")
    for button in (bt.DOWN, bt.DOWN, bt.DOWN, bt.A, bt.UP, bt.DOWN, bt.A, bt.B):
        rig.press(button)
        assert not rig.caught, "Tatra with a nonsense score history: %r" % rig.caught[0]
