"""Key fuzzing of every app and of Settings through the real Shell, with power cuts: the driver, and a short
run of it under both interpreters (MicroPython differs from CPython in what a screen may call).

The long runs, in every language, and the damaged-save cases are in tests/test_fuzz_apps.py (CPython), which
uses the Rig and fuzz() from here. Promises checked (docs/ARCHITECTURE.md, "Apps", "Saves"): no exception
reaches the shell ("app hit a problem" never shows), something is drawn after every key, a power cut
reopens the open app from its save and keeps the settings.
"""

from memfs import MemFs
from screenkit import FakePanel
from yaga import buttons as bt
from yaga import saves
from yaga.games import REGISTRY
from yaga.rng import Rng
from yaga.settings import Settings
from yaga.shell import APP, NOTICE, SETTINGS, Shell

LANGUAGES = ("en", "es", "ru")
TARGETS = [name for name, _ in REGISTRY] + ["settings"]
TICK_MS = 10
PRESS_TICKS = 3  # held 30 ms: past the 20 ms debounce, short of the D-pad repeat
LONG_TICKS = 65  # held 650 ms: past the 600 ms long press
BLANK_MS = 500  # after a key, something must be drawn within this long
FUZZ_BUTTONS = (bt.UP, bt.DOWN, bt.LEFT, bt.RIGHT, bt.A, bt.B, bt.DICE)


class Rig:
    """A Shell on an in-memory folder, a fake panel, a fake clock and a log of caught exceptions.
    `boot()` again is a power cut: the shell is dropped without any goodbye, a new one built on the folder."""

    def __init__(self, fs, seed):
        self.fs = fs
        self.seed = seed
        self.caught = []
        self.now = 0
        self.boot()

    def boot(self):
        self.seed += 1
        self.panel = FakePanel()
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
        """Nothing lit on the screen (the panel is sent exactly the canvas's changed bytes)."""
        return not any(self.shell.canvas.buf)

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
    rec = rig.fs.files["app_" + name]
    status, payload = saves.unpack(bytes(rec), 1 + target_index(name), None, rec[3])
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
    if state is None and name == "cards" and payload and payload[6] == 2:  # a set-up record: choices, no game
        assert bytes(new.app.kinds) == payload[:5], "cards lost its set-up after a power cut " + where
    elif state is None and name == "goat_wolf" and payload and payload[1] & 0x40:  # its set-up alone, no game yet
        assert new.app.level | new.app.setup_row << 2 == payload[1] & 0x1F, "goat_wolf lost its set-up " + where
    elif state is None:
        assert not payload, "%s resumed no game from a saved one after a power cut %s" % (name, where)
    else:
        assert payload and state in payload, "%s resumed another state after a power cut %s" % (name, where)


def fuzz(target, lang, seed, keys):
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
            rig.press(FUZZ_BUTTONS[rng.below(len(FUZZ_BUTTONS))])
        assert not rig.caught, "the shell caught %r %s" % (rig.caught[0], where)
        if rig.blank():
            rig.wait(BLANK_MS)
            assert not rig.blank(), "blank screen after a key " + where
    return rig


def test_arch_every_app_takes_random_keys_and_power_cuts_on_this_interpreter():
    # ARCHITECTURE "Apps": any key anywhere, a power cut reopens the app from its save (Saves).
    for i in range(len(TARGETS)):
        fuzz(TARGETS[i], LANGUAGES[i % len(LANGUAGES)], 11 + i, 120)
