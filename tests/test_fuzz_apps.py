"""Key fuzzing of every app and of Settings through the real Shell, power cuts mid-game, damaged saves.

Why: the unit and session tests play the paths their authors thought of; a player at a table presses
anything. The architecture promises (docs/ARCHITECTURE.md, "Apps" and "Saves"): an app never shows the
"app hit a problem" screen, a power cut reopens the open app from its save, and a damaged, truncated or
foreign save is set aside with a clear message, never loaded and never a crash. Seeds are fixed, so a
failure replays exactly: the assertion message names target, language, seed and the key number.
"""

import os
import sys

import pytest

from memfs import MemFs
from yaga import buttons as bt
from yaga import saves, strings
from yaga.apps import REGISTRY
from yaga.rng import Rng
from yaga.rules import tatra_history
from yaga.settings import Settings
from yaga.shell import APP, MENU, NOTICE, SETTINGS, Shell

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools"))
from headless import RecordingPanel  # noqa: E402

LANGUAGES = ("en", "es", "ru")
TARGETS = [name for name, _ in REGISTRY] + ["settings"]
KEYS = 1000  # random keys per target and language; three languages give each target 3,000
TICK_MS = 10
PRESS_TICKS = 3  # held 30 ms: past the 20 ms debounce, short of the D-pad repeat
LONG_TICKS = 65  # held 650 ms: past the 600 ms long press
BLANK_MS = 500  # after a key, something must be drawn within this long
_FUZZ_BUTTONS = (bt.UP, bt.DOWN, bt.LEFT, bt.RIGHT, bt.A, bt.B, bt.DICE)


class Rig:
    """A Shell on an in-memory folder, a recording panel, a fake clock and a log of caught exceptions.
    `boot()` again is a power cut: the shell is dropped without any goodbye, a new one built on the folder."""

    def __init__(self, fs, seed):
        self.fs = fs
        self.seed = seed
        self.caught = []
        self.now = 0
        self.boot()

    def boot(self):
        self.seed += 1
        self.panel = RecordingPanel()
        self.shell = Shell(self.panel, self.fs, Rng(self.seed).next32, log=self.caught.append)

    def step(self, mask, ticks, dt=TICK_MS):
        for _ in range(ticks):
            self.shell.step(mask, self.now)
            self.now += dt

    def press(self, button, long=False):
        self.step(1 << button, LONG_TICKS if long else PRESS_TICKS)
        self.step(0, PRESS_TICKS)

    def wait(self, ms):
        self.step(0, ms // 50, 50)  # nothing pressed: a coarser clock is as good and faster

    def blank(self):
        return not any(self.panel.frame)

    def menu_to(self, index):
        """One key towards registry row `index` of the main menu (A when there)."""
        cursor = self.shell.view.cursor
        self.press(bt.DOWN if cursor < index else bt.UP if cursor > index else bt.A)


def with_language(fs, lang):
    s = Settings()
    s.language = lang
    s.save(saves.Store(fs))


def target_index(target):
    return len(REGISTRY) if target == "settings" else [name for name, _ in REGISTRY].index(target)


def app_state(shell):
    """The open app's game state (every app keeps its engine bytes in `s`; None before a game)."""
    s = getattr(shell.app, "s", None)
    return None if s is None else bytes(s)


def saved_payload(rig, name):
    if not rig.fs.exists("app_" + name):
        return None
    status, payload = saves.unpack(bytes(rig.fs.files["app_" + name]), 1 + target_index(name))
    return bytes(payload) if status == saves.OK else None


def check_resumes(rig, where):
    """Power cut: the new shell must reopen the same app, resumed from the state it had saved (the
    record holds the engine state, maybe with seats or a log around it; screen cursors may be lost)."""
    old = rig.shell
    name, settings = old.app_name, bytes(old.settings.pack())
    payload = None if name is None else saved_payload(rig, name)
    rig.boot()
    new = rig.shell
    assert bytes(new.settings.pack()) == settings, "settings lost by a power cut " + where
    if name is None:
        return
    assert new.mode == APP and new.app_name == name, "%s not reopened after a power cut %s" % (name, where)
    state = app_state(new)
    if state is None:
        assert not payload, "%s resumed no game from a saved one after a power cut %s" % (name, where)
    else:
        assert payload and state in payload, "%s resumed another state after a power cut %s" % (name, where)


def fuzz(target, lang, seed, keys=KEYS):
    """Open `target`, then play `keys` random keys with waits, long B, sleeps and power cuts."""
    fs = MemFs()
    with_language(fs, lang)
    rig = Rig(fs, seed)
    rng = Rng(seed)
    index = target_index(target)
    home = SETTINGS if target == "settings" else APP
    for i in range(keys):
        where = "(%s, %s, seed %d, key %d)" % (target, lang, seed, i)
        shell = rig.shell
        if shell.mode == NOTICE:  # only a damaged-save or crash notice: the crash is caught below
            rig.press(bt.A)
            continue
        if shell.mode != home:
            rig.menu_to(index)
            continue
        x = rng.below(100)
        if x < 2:
            rig.press(bt.B, long=True)
        elif x < 7:
            rig.wait(1500)  # animations finish, bots move
        elif x < 9:
            check_resumes(rig, where)
        elif x < 10:
            rig.shell.sleep()
            rig.wait(1000)
            rig.shell.wake(rig.now)
            rig.press(bt.A)  # swallowed: it only wakes the box
        else:
            rig.press(_FUZZ_BUTTONS[rng.below(len(_FUZZ_BUTTONS))])
        assert not rig.caught, "the shell caught %r %s" % (rig.caught[0], where)
        if rig.blank():
            rig.wait(BLANK_MS)
            assert not rig.blank(), "blank screen after a key " + where
    return rig


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("target", TARGETS)
def test_arch_apps_random_keys_never_crash_blank_or_lose_a_power_cut(target, lang):
    # ARCHITECTURE "Apps": any key anywhere; a power cut reopens the app and its save (Saves).
    seed = 101 + 7 * LANGUAGES.index(lang) + 31 * target_index(target)
    fuzz(target, lang, seed)


def _record_name(target):
    return "app_" + target


def _played(target, seed=5):
    """A folder holding a real save of `target` after a short random game, the app left to the menu."""
    rig = fuzz(target, "en", seed, keys=150)
    if rig.shell.mode == APP:
        rig.press(bt.B, long=True)
    assert rig.fs.exists(_record_name(target)), "no save of %s after 150 keys" % target
    return rig.fs


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
def test_saves_damaged_app_save_is_set_aside_with_a_message_and_the_app_starts_afresh(target, how):
    # ARCHITECTURE "Saves": a damaged, truncated or foreign record is renamed <name>.bad, reported, never loaded.
    fs = _played(target)
    name = _record_name(target)
    fs.files[name] = _damage(target, how, fs.files[name])
    rig = Rig(fs, 77)
    open_target(rig, target)
    shell = rig.shell
    assert not rig.caught, "opening %s with a %s save: %r" % (target, how, rig.caught)
    assert shell.mode == NOTICE, "no message about the %s save of %s" % (how, target)
    strings.set_language("en")
    title = strings.table("core")[REGISTRY[target_index(target)][1]]
    assert shell.view.text == strings.table("core")["damaged"] % title
    assert fs.exists(name + ".bad")
    rig.press(bt.A)
    assert shell.mode == APP and shell.app_name == target
    assert not rig.blank()
    keys = Rng(len(target))
    for _ in range(100):  # and the fresh app plays on
        rig.press(_FUZZ_BUTTONS[keys.below(len(_FUZZ_BUTTONS))])
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
            rig.press(_FUZZ_BUTTONS[i % 7])
        assert not rig.caught, "%s with a nonsense save: %r (key %d)" % (target, rig.caught[0], i)


@pytest.mark.parametrize("how", DAMAGES[:3])
def test_saves_damaged_settings_and_shell_record_give_defaults_and_the_menu(how):
    # ARCHITECTURE "Saves": settings are a record too; damaged ones give the defaults with a message.
    fs = _played("dice")
    with_language(fs, "ru")
    fs.files["settings"] = _damage("dice", how, fs.files["settings"])
    fs.files["shell"] = _damage("dice", how, fs.files["shell"])
    rig = Rig(fs, 79)
    assert not rig.caught
    assert rig.shell.mode == NOTICE and rig.shell.settings.language == "en"
    assert rig.shell.view.text == strings.table("core")["settings_damaged"]
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
