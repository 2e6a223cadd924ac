"""The shell (architecture "The loop" and "Apps"): menu, apps opened and dropped, long B, crashes, settings,
resume after a power cycle, dimming, sleep and wake, damaged saves, the click, and an idle loop that allocates nothing.
"""

import sys

import yaga.shell as shell_mod
from memfs import MemFs
from screenkit import FakePanel, allocates_nothing, text_at
from yaga import keyscript, saves, shell_screens, strings, ui
from yaga.games import REGISTRY
from yaga.buttons import A, B, DICE, DOWN
from yaga.crc32 import crc32
from yaga.gfx import text_width
from yaga.games.dice import rules as dice
from yaga.shell import APP, MENU, NOTICE, SETTINGS, Shell
from yaga.widgets import Confirm


class _Beeper:
    def __init__(self):
        self.beeps = []

    def beep(self, freq, ms):
        self.beeps.append((freq, ms))


class _Box:
    """A shell on a fake panel and a MemFs, driven by key scripts on a 10 ms fake clock."""

    def __init__(self, fs=None, sound=None):
        self.fs = MemFs() if fs is None else fs
        self.panel = FakePanel()
        self.logged = []
        self.seed = 0
        self.shell = Shell(self.panel, self.fs, self.entropy, sound, self.logged.append)
        self.player = keyscript.Player(self.shell.step)

    def entropy(self):
        self.seed += 1
        return self.seed

    def play(self, script):
        """Idle a moment, then play the script."""
        self.player.play(keyscript.parse(script))
        return self.shell

    def press_now(self, script):
        """Play the script from this very tick (a button already down, as when it wakes the box)."""
        for mask in keyscript.levels(keyscript.parse(script)):
            self.player.tick(mask)
        return self.shell

    def idle(self, ms):
        for _ in range(ms // keyscript.TICK_MS):
            self.player.tick(0)

    def screen(self):
        return self.shell.canvas


def _core(key):
    """A word of the shell's: the core table, or the "screens" one (Settings, About) for what the menu lacks."""
    t = strings.table("yaga.lang.core")
    return t[key] if key in t else strings.table("yaga.lang.screens")[key]


def _module(name):
    return "yaga.games." + name + ".app"


def test_menu_lists_every_app_then_settings_and_about():
    box = _Box()
    box.play("")
    view = box.shell.view
    assert box.shell.mode == MENU
    assert view.items == [_core(t) for _, t in REGISTRY] + [_core("settings"), _core("about")]
    c = box.screen()
    assert text_at(c, _core("box"), 2, 1, 0)
    assert text_at(c, _core(REGISTRY[0][1]), 2, 11, 0)  # the first row, highlighted
    assert box.panel.writes > 0


def test_menu_opens_each_registered_app_and_long_b_comes_back():
    box = _Box()
    for i in range(len(REGISTRY)):
        name = REGISTRY[i][0]
        before = set(sys.modules)
        sh = box.play(",".join(["DOWN"] * i + ["A"]))
        assert sh.mode == APP and sh.app_name == name, (name, sh.mode, box.logged)
        assert _module(name) in sys.modules
        sh = box.play("LONG_B")
        assert sh.mode == MENU and sh.app is None, name
        assert _module(name) not in sys.modules  # the app's code left RAM ...
        kept = ("yaga.box",)  # the shell's, loaded with the first app (not before the menu's first frame) and kept
        assert [m for m in sys.modules if m not in before and not m.endswith("_core") and m not in kept] == []
        assert sh.view.cursor == i
        box.play("UP*%d" % i if i else "")
    assert box.logged == []


def test_b_on_the_dice_tray_leaves_to_the_menu():
    box = _Box()
    sh = box.play("A")
    assert sh.mode == APP and sh.app_name == "dice"
    sh = box.play("B")
    assert sh.mode == MENU and _module("dice") not in sys.modules


def test_long_b_from_inside_an_app_screen_saves_and_leaves():
    box = _Box()
    sh = box.play("A,DICE,A,DOWN,DOWN,A")  # the dice tray's pool screen
    assert sh.app.s[dice.VIEW] == 3
    rolled = bytes(sh.app.s[dice.POOL : dice.POOL + dice.ENTRY_SIZE])
    sh = box.play("LONG_B")
    assert sh.mode == MENU
    sh = box.play("A")
    assert sh.app.s[dice.VIEW] == 3  # it reopens where it was left
    assert bytes(sh.app.s[dice.POOL : dice.POOL + dice.ENTRY_SIZE]) == rolled


class _Boom(Exception):
    pass


class _FragileApp:
    """A test app that saves a counter on every A and raises from the place the test names; or, started from a
    save whose counter is in `poison`, from `poison_in` ("init" or "draw") as a payload it cannot use would."""

    ID = 199
    fail_in = None
    poison = ()
    poison_in = "init"

    def __init__(self, box):
        self.box = box
        if _FragileApp.fail_in == "init":
            raise _Boom("init")
        data = box.store.load(1)
        self.count = data[0] if data is not None else 0
        self.poisoned = data is not None and self.count in _FragileApp.poison
        if _FragileApp.poison_in == "init" and self.poisoned:
            raise ValueError("a counter it cannot start from")
        self.dirty = True

    def key(self, k):
        if _FragileApp.fail_in == "key" and k == DICE:
            raise _Boom("key")
        if k == A:
            self.count += 1
            self.box.store.save(bytes([self.count]))
        self.dirty = True
        return True

    def tick(self, now_ms):
        if _FragileApp.fail_in == "tick" and self.count >= 2:
            raise _Boom("tick")

    def draw(self, c):
        if _FragileApp.fail_in == "draw" and self.count >= 2:
            raise _Boom("draw")
        if _FragileApp.poison_in == "draw" and self.poisoned:
            raise IndexError("a counter it cannot draw")
        c.clear()
        c.text("Fragile %d" % self.count, 0, 0)


class _FragileModule:
    App = _FragileApp


def _with_fragile(test):
    """Run test(box) with a registry of the dice tray and the fragile app (second row)."""
    saved = shell_mod.REGISTRY
    shell_mod.REGISTRY = (("dice", "app_dice"), ("fragile", "app_dice"))
    try:
        sys.modules["yaga.games.fragile"] = _FragileModule  # its package, for the import of its app module
        sys.modules[_module("fragile")] = _FragileModule
        test(_Box())
    finally:
        shell_mod.REGISTRY = saved
        _FragileApp.fail_in = None
        _FragileApp.poison = ()
        _FragileApp.poison_in = "init"
        sys.modules.pop(_module("fragile"), None)
        sys.modules.pop("yaga.games.fragile", None)


def _crash_in(where, script):
    def test(box):
        _FragileApp.fail_in = None
        sh = box.play("DOWN,A,A,A")
        assert sh.mode == APP and sh.app.count == 2
        _FragileApp.fail_in = where
        sh = box.play(script)
        assert sh.mode == NOTICE and sh.app is None
        assert len(box.logged) == 1 and isinstance(box.logged[0], _Boom)
        assert text_at(box.screen(), _core("problem_title"), 2, 1, 0)
        assert text_at(box.screen(), _core("hint_menu"), 0, 56)
        said = " ".join((_core("problem"), _core("problem_set_aside"), _core("restored")))
        assert sh.view.text == said
        assert _module("fragile") not in sys.modules
        assert box.fs.files["app_fragile.bad"] == saves.pack(199, bytes([2]))  # the save it crashed from
        sh = box.play("A")
        assert sh.mode == MENU and sh.view.cursor == 1
        _FragileApp.fail_in = None
        sys.modules[_module("fragile")] = _FragileModule
        sh = box.play("A")
        assert sh.mode == APP and sh.app.count == 1 and len(box.logged) == 1  # one step back, and told no more

    _with_fragile(test)


def test_exception_in_key_sets_the_save_aside_for_the_previous_one():
    # a save the app crashes on would crash it again on every open with the same keys
    _crash_in("key", "DICE")


def test_exception_in_tick_sets_the_save_aside_for_the_previous_one():
    _crash_in("tick", "WAIT50")


def test_exception_in_draw_sets_the_save_aside_for_the_previous_one():
    _crash_in("draw", "B")  # B: a redraw


def test_exception_before_any_save_says_only_that_the_app_hit_a_problem():
    def test(box):
        _FragileApp.fail_in = "key"
        box.fs.files.clear()
        sh = box.play("DOWN,A,DICE")  # no save yet: nothing to set aside
        assert sh.mode == NOTICE and sh.view.text == _core("problem") and len(box.logged) == 1
        assert not [name for name in box.fs.files if name.startswith("app_fragile")]

    _with_fragile(test)


def test_exception_in_the_constructor_shows_the_message():
    def test(box):
        _FragileApp.fail_in = "init"
        sh = box.play("DOWN,A")
        assert sh.mode == NOTICE and sh.app is None and len(box.logged) == 1
        sh = box.play("A")
        assert sh.mode == MENU

    _with_fragile(test)


def test_settings_change_applies_at_once_and_persists_across_a_new_shell():
    box = _Box()
    n = len(REGISTRY)
    sh = box.play("DOWN*%d,A" % n)
    assert sh.mode == SETTINGS
    assert text_at(box.screen(), _core("settings"), 2, 1, 0)
    before = sh.settings.contrast
    sh = box.play("DOWN,LEFT")  # contrast one step down
    assert sh.settings.contrast == before - 32 and box.panel.contrasts[-1] == before - 32
    sh = box.play("DOWN,A,DOWN,RIGHT,DOWN,A")  # sound off, sleep one step up, dice animation off
    assert not sh.settings.sound and sh.settings.sleep_min == 10 and not sh.settings.dice_anim
    sh = box.play("UP*4,RIGHT")  # language: English -> Español
    assert strings.language() == "es"
    try:
        assert text_at(box.screen(), _core("settings"), 2, 1, 0)  # renamed at once
        again = _Box(box.fs)
        s = again.shell.settings
        assert (s.language, s.contrast, s.sound, s.sleep_min, s.dice_anim) == ("es", before - 32, False, 10, False)
        assert again.panel.contrasts[0] == before - 32
        again.play("")
        assert again.shell.view.items[n] == "Ajustes"
        assert text_at(again.screen(), "Bandeja de dados", 2, 11, 0)
    finally:
        strings.set_language("en")


def test_settings_rows_show_their_values_and_b_returns_to_the_menu():
    box = _Box()
    sh = box.play("DOWN*%d,A" % len(REGISTRY))
    c = box.screen()
    english = _core("lang_en")
    assert text_at(c, english, 128 - text_width(english), 11, 0)
    on = _core("on")
    assert text_at(c, on, 128 - text_width(on), 11 + 2 * 9, 1)
    sh = box.play("B")
    assert sh.mode == MENU and sh.view.cursor == len(REGISTRY)


def test_settings_and_about_code_is_in_ram_only_while_shown():
    # platform diet: yaga.shell_screens is imported to show Settings or About and unloaded with the menu
    box = _Box()
    sh = box.play("DOWN*%d,A" % len(REGISTRY))
    assert sh.mode == SETTINGS and "yaga.shell_screens" in sys.modules
    sh = box.play("B")
    assert sh.mode == MENU and "yaga.shell_screens" not in sys.modules
    box.play("DOWN,A")
    assert "yaga.shell_screens" in sys.modules
    box.play("B,UP*%d,A" % (len(REGISTRY) + 1))  # back to the menu, then the first app
    assert sh.mode == APP and "yaga.shell_screens" not in sys.modules
    box.play("LONG_B")


def test_about_shows_version_and_credits():
    box = _Box()
    sh = box.play("DOWN*%d,A" % (len(REGISTRY) + 1))
    c = box.screen()
    assert text_at(c, _core("about"), 2, 1, 0)
    assert text_at(c, _core("box"), 2, 10)
    assert text_at(c, _core("version") % shell_mod.VERSION, 2, 18)
    assert "Goat and Wolf" in sh.view.text
    sh = box.play("DOWN,A")
    assert sh.mode == MENU


def test_power_cycle_reopens_the_open_app_where_it_was():
    box = _Box()
    sh = box.play("A,DICE,DICE")
    state = bytes(sh.app.s)
    again = _Box(box.fs)  # power cut: no leave, no sleep
    sh2 = again.shell
    assert sh2.mode == APP and sh2.app_name == "dice"
    assert bytes(sh2.app.s) == state
    sh2 = again.play("B")  # leaving forgets the open app
    third = _Box(box.fs)
    assert third.shell.mode == MENU


def _hold(box, mask, ms):
    for _ in range(ms // keyscript.TICK_MS):
        box.player.tick(mask)


def test_leaving_an_app_shows_the_menu_at_once_on_its_row_with_none_of_its_modules_loaded():
    # no restart when an app is left; the shell alone loads and drops an app's modules
    box = _Box()
    before = set(sys.modules)
    box.play("DOWN,A")
    assert box.shell.mode == APP and _module("goat_wolf") in sys.modules
    _hold(box, 1 << B, 1000)  # a long B: the menu while B is still held
    assert box.shell.mode == MENU and box.shell.view.cursor == 1
    assert [m for m in sys.modules if m not in before] == []  # the game's code and words are gone
    again = _Box(box.fs)  # a power cycle now: the menu, on the row of the app just left
    assert again.shell.mode == MENU and again.shell.view.cursor == 1


def test_opening_an_app_sends_its_first_frame_before_it_records_the_app_as_open():
    # no flash write between a press and its frame; a power cycle after it returns to the app
    box = _Box()
    box.play("DOWN")
    events = []
    write = box.panel.write
    remember = box.shell._remember

    def frame(*args):
        events.append("frame")
        return write(*args)

    def record(payload):
        events.append(bytes(payload))
        remember(payload)

    box.panel.write = frame
    box.shell._remember = record
    box.play("A")
    assert box.shell.mode == APP
    assert events.index(b"goat_wolf") > events.index("frame")
    again = _Box(box.fs)
    assert again.shell.mode == APP and again.shell.app_name == "goat_wolf"


def test_each_app_opened_and_left_in_turn_leaves_none_of_its_modules_loaded():
    # the shell is the one loader; the heap bound of a visit of every app is test_firmware_session's
    box = _Box()
    box.idle(100)
    before = set(sys.modules)
    for i in range(len(REGISTRY)):
        box.play("A,WAIT300,DICE,WAIT300,LONG_B" if i == 0 else "DOWN,A,WAIT300,A,WAIT300,LONG_B")
        assert box.shell.mode == MENU and box.shell.view.cursor == i
        assert [m for m in sys.modules if m not in before] == [], REGISTRY[i][0]


def test_a_damaged_app_save_is_told_once_and_the_previous_save_restored():
    # a previous save to fall back on, one action lost at most
    box = _Box()
    box.play("A,DICE,DICE,B")
    previous = box.fs.files["app_dice.bak"][saves.HEADER : -saves.TRAILER]
    box.fs.files["app_dice"][12] ^= 0x55
    sh = box.play("A")
    assert sh.mode == NOTICE
    assert sh.view.text == _core("damaged") % _core("app_dice") + " " + _core("restored")
    assert text_at(box.screen(), _core("damaged_title"), 2, 1, 0)
    sh = box.play("A")
    assert sh.mode == APP and sh.app.s == previous  # the tray as it was one save before
    sh = box.play("B,A")
    assert sh.mode == APP  # no second message
    assert "app_dice.bad" in box.fs.files


def test_a_damaged_app_save_with_no_previous_one_starts_afresh_and_says_so():
    box = _Box()
    box.play("A,DICE,B")
    box.fs.files["app_dice"][12] ^= 0x55
    del box.fs.files["app_dice.bak"]
    sh = box.play("A")
    assert sh.mode == NOTICE
    assert sh.view.text == _core("damaged") % _core("app_dice") + " " + _core("afresh")
    sh = box.play("A")
    assert sh.mode == APP and not dice.rolled(sh.app.s)  # a fresh tray


def _fragile_stays_importable(shell):
    """The test app is no module on disk: put it back each time the shell drops it, so it can start again."""
    drop = shell._drop_app

    def drop_and_put_back():
        drop()
        sys.modules[_module("fragile")] = _FragileModule

    shell._drop_app = drop_and_put_back


def _put_back_after(drop):
    def drop_and_put_back(self):
        drop(self)
        sys.modules[_module("fragile")] = _FragileModule

    return drop_and_put_back


def _poisoned_start(poison_in, poison, expect_count, outcome):
    """Counter saves 1, 2, 3 (3 the record, 2 the previous save); the app fails to start from those in poison."""

    def test(box):
        _fragile_stays_importable(box.shell)
        box.play("DOWN,A,A,A,A,LONG_B")
        _FragileApp.poison = poison
        _FragileApp.poison_in = poison_in
        sh = box.play("A")
        assert sh.mode == NOTICE and len(box.logged) == len(poison)
        assert sh.view.text == _core("bad_start") % _core("app_dice") + " " + _core(outcome)
        assert box.fs.files["app_fragile.bad"] == saves.pack(199, bytes([2 if 2 in poison else 3]))
        sh = box.play("A")
        assert sh.mode == APP and sh.app.count == expect_count and sh.app_name == "fragile"
        sh = box.play("A")  # it plays on, and its next save is a good one
        assert sh.mode == APP and len(box.logged) == len(poison)
        assert box.fs.files["app_fragile"] == saves.pack(199, bytes([expect_count + 1]))

    _with_fragile(test)


def test_an_app_failing_to_start_from_its_save_sets_it_aside_and_starts_from_the_previous_save():
    # a sound record the app cannot use is never "the last good save" again (no crash on every open)
    _poisoned_start("init", (3,), 2, "restored")


def test_an_app_failing_to_start_from_both_saves_starts_afresh():
    _poisoned_start("init", (2, 3), 0, "afresh")


def test_an_app_failing_to_draw_its_first_frame_from_a_save_starts_from_the_previous_save():
    _poisoned_start("draw", (3,), 2, "restored")


def test_an_app_failing_as_it_resumes_after_a_power_cut_never_loops():
    def test(box):
        box.play("DOWN,A,A,A,A")  # the app stays open: a power cycle reopens it
        _FragileApp.poison = (2, 3)
        sys.modules[_module("fragile")] = _FragileModule
        shell_mod.Shell._drop_app, drop = _put_back_after(shell_mod.Shell._drop_app), shell_mod.Shell._drop_app
        try:
            again = _Box(box.fs)
        finally:
            shell_mod.Shell._drop_app = drop
        assert again.shell.mode == NOTICE and len(again.logged) == 2
        sh = again.play("A")
        assert sh.mode == APP and sh.app.count == 0

    _with_fragile(test)


def _sealed(app_id, payload):
    """A record with a sound CRC of any length (saves.pack refuses one longer than a save may be)."""
    rec = bytearray(b"BYB") + bytes([saves.FIRST_LAYOUT, app_id, (len(payload) >> 8) & 255, len(payload) & 255]) + payload
    crc = crc32(rec)
    return rec + bytes([crc >> 24, (crc >> 16) & 255, (crc >> 8) & 255, crc & 255])


def test_records_of_any_size_or_digits_never_stop_the_shell_from_starting():
    # a 160 KB settings record or a 30 KB shell record was a MemoryError at every start on the
    # device (a restart loop; those sizes are tests/test_firmware_faults.py's, smaller ones do here); a
    # 5,000-digit row number a ValueError under CPython's int limit
    fs = MemFs()
    fs.files["settings"] = bytearray(8 * 1024)
    fs.files["shell"] = _sealed(shell_mod.RECORD_ID, bytearray(4 * 1024))
    box = _Box(fs)
    assert box.shell.mode == NOTICE and fs.longest_read == 0
    assert box.shell.view.text == _core("settings_damaged") + " " + _core("defaults")
    assert fs.exists("settings.bad") and fs.exists("shell.bad")
    fs = MemFs()
    fs.files["shell"] = _sealed(shell_mod.RECORD_ID, b"menu:" + b"9" * 5000)
    fs.files["shell.bak"] = saves.pack(shell_mod.RECORD_ID, b"menu:" + b"9" * 11)
    box = _Box(fs)
    assert box.shell.mode == MENU and box.shell.view.cursor == 0 and box.logged == []
    for payload in (b"menu:" + b"1" * 11, b"menu:-1", b"menu:", b"nothing", b""):
        fs = MemFs()
        fs.files["shell"] = saves.pack(shell_mod.RECORD_ID, payload)
        assert _Box(fs).shell.mode == MENU, payload


def test_damaged_settings_are_told_at_start_and_defaults_used():
    box = _Box()
    box.play("DOWN*%d,A,DOWN,DOWN,A" % len(REGISTRY))  # sound off: the settings record exists
    box.fs.files["settings"][8] ^= 0xFF
    again = _Box(box.fs)
    sh = again.play("")
    assert sh.mode == NOTICE and sh.settings.sound
    assert sh.view.text == _core("settings_damaged") + " " + _core("defaults")
    assert "settings.bad" in box.fs.files
    sh = again.play("A")
    assert sh.mode == MENU


def test_a_failed_save_is_told_and_the_last_save_kept():
    fs = MemFs()
    box = _Box(fs)
    sh = box.play("A,DICE")
    kept = bytes(fs.files["app_dice"])
    fs.space = fs.used()  # the flash is now full
    sh = box.play("DICE")
    assert sh.mode == NOTICE and sh.view.text == _core("no_space")
    assert text_at(box.screen(), _core("problem_title"), 2, 1, 0)
    assert bytes(fs.files["app_dice"]) == kept
    sh = box.play("A")
    assert sh.mode == APP


def test_key_click_when_sound_is_on():
    beeper = _Beeper()
    box = _Box(sound=beeper)
    box.play("DOWN,UP")
    assert len(beeper.beeps) == 2
    box.play("DOWN*%d,A,DOWN,DOWN,A" % len(REGISTRY))  # sound off
    n = len(beeper.beeps)
    box.play("UP,DOWN")
    assert len(beeper.beeps) == n


def test_apps_beep_through_the_box_only_when_sound_is_on():
    beeper = _Beeper()
    box = _Box(sound=beeper)
    sh = box.play("A")
    sh.app_box.beep(440, 50)
    assert beeper.beeps[-1] == (440, 50)
    sh.settings.sound = False
    n = len(beeper.beeps)
    sh.app_box.beep(440, 50)
    assert len(beeper.beeps) == n


def test_a_plain_beep_function_works_as_the_sound():
    heard = []
    box = _Box(sound=lambda freq, ms: heard.append(freq))
    box.play("DOWN")
    assert heard == [shell_mod.CLICK_HZ]


def test_dims_after_idle_and_the_next_key_restores_and_acts():
    box = _Box()
    sh = box.play("")
    full = sh.settings.contrast
    box.idle(shell_mod.DIM_MS + 100)
    assert box.panel.contrasts[-1] == shell_mod.DIM_CONTRAST
    sh = box.play("DOWN")
    assert box.panel.contrasts[-1] == full
    assert sh.view.cursor == 1  # the key was not swallowed: the screen was readable


def test_idle_time_counts_from_the_first_step_not_from_clock_zero():
    box = _Box()
    box.player.now_ms = 5000000  # the device clock has run for a while before the shell starts
    box.play("")
    assert box.panel.contrasts[-1] == box.shell.settings.contrast
    assert not box.shell.should_sleep(box.player.now_ms)


def test_sleeps_after_the_setting_and_the_wake_press_is_swallowed():
    box = _Box()
    sh = box.play("")
    assert not sh.should_sleep(box.player.now_ms)
    box.idle(sh.settings.sleep_min * 60000)
    assert sh.should_sleep(box.player.now_ms)
    sh.sleep()
    assert not box.panel.powered and not sh.should_sleep(box.player.now_ms)
    sh.wake(box.player.now_ms)
    assert box.panel.powered and box.panel.contrasts[-1] == sh.settings.contrast
    box.press_now("DOWN")  # the press that woke the box
    assert sh.view.cursor == 0
    box.press_now("DOWN")
    assert sh.view.cursor == 1


def test_waking_sends_no_pixels_the_panel_kept_its_frame():
    # the press that wakes the box sees its frame at once: the display's on command, no 1 KB frame on the bus
    box = _Box()
    sh = box.play("DOWN")
    sh.sleep()
    writes = box.panel.writes
    sh.wake(box.player.now_ms)
    box.press_now("DOWN")  # the press that woke the box, swallowed
    assert box.panel.powered and box.panel.writes == writes and sh.view.cursor == 1
    box.press_now("DOWN")  # the next one acts
    assert sh.view.cursor == 2 and box.panel.writes > writes


def test_sleep_calls_the_open_apps_save():
    box = _Box()
    sh = box.play("A,DICE,RIGHT,RIGHT")  # picking the second die: a cursor move is not saved at once
    assert sh.app.s[dice.CURSOR] == 1
    assert _Box(box.fs).shell.app.s[dice.CURSOR] == 0
    sh.sleep()
    assert _Box(box.fs).shell.app.s[dice.CURSOR] == 1


def _steady(box, ms):
    for _ in range(ms // keyscript.TICK_MS):
        box.player.tick(0)


def test_idle_step_allocates_nothing_in_the_menu_and_in_an_app():
    box = _Box()
    box.play("")
    assert allocates_nothing(lambda: _steady(box, 500))
    box.play("A,DICE")
    assert box.shell.mode == APP
    assert allocates_nothing(lambda: _steady(box, 500))
    box.play("DOWN*%d,A,A" % len(REGISTRY))  # into the pool screen of the tray
    assert allocates_nothing(lambda: _steady(box, 500))


def test_asking_an_open_app_how_long_the_loop_may_wait_allocates_nothing():
    # the firmware asks after every turn (firmware/device.py): in each app left alone, and in Goat and Wolf's AI
    # against itself (its pause, its moves animating)
    for i in range(len(REGISTRY)):
        box = _Box()
        sh = box.play(("DOWN*%d," % i if i else "") + "A,WAIT2000")
        assert sh.mode == APP
        assert allocates_nothing(lambda: sh.idle_ms(box.player.now_ms)), REGISTRY[i][0]
    box = _Box()
    sh = box.play("DOWN*%d,A,DOWN*3,A" % [name for name, _ in REGISTRY].index("goat_wolf"))  # AI vs AI
    for _ in range(100):
        box.idle(50)
        assert allocates_nothing(lambda: sh.idle_ms(box.player.now_ms))


def test_menu_and_settings_rows_fit_the_screen_in_every_language():
    try:
        for lang in strings.LANGUAGES:
            strings.set_language(lang)
            for _, title in REGISTRY:
                assert text_width(_core(title)) - 1 <= 122, (lang, title)
            on_off = max(text_width(_core("on")), text_width(_core("off")))
            values = (
                max([text_width(_core(k)) for k in ("lang_en", "lang_es", "lang_ru")]),
                text_width(_core("percent") % 100),
                on_off,
                max(text_width(_core("never")), text_width(_core("minutes") % 30)),
                on_off,
                0,  # the reset of Goat and Wolf's statistics: no value
            )
            for row in range(len(shell_screens._SETTING_KEYS)):
                label = _core(shell_screens._SETTING_KEYS[row])
                assert 2 + text_width(label) + values[row] <= 128, (lang, label)
            assert len(ui.wrap(_core("reset_gw_q"), 128 - 6)) <= 4, lang  # the question's lines (Confirm)
            for key in ("yes", "no"):
                assert text_width(_core(key)) <= 128 // 2 - 16, lang
            for key in ("hint_menu", "hint_ok"):
                assert text_width(_core(key)) - 1 <= 128
    finally:
        strings.set_language("en")


# ---- Goat and Wolf's statistics are reset from Settings ---------------------------------------

def _gw_stats_saved(fs):
    rec = bytearray(36)
    rec[1] = 9  # games played, as written
    saves.Store(fs).save(shell_screens._GW_STATS, 2, rec)
    saves.Store(fs).save(shell_screens._GW_STATS, 2, rec)  # and a previous save of it


def test_settings_last_row_resets_goat_and_wolf_statistics_after_a_yes():
    box = _Box()
    _gw_stats_saved(box.fs)
    sh = box.play("DOWN*%d,A,UP" % len(REGISTRY))  # Settings, its last row (the list wraps round)
    assert sh.mode == SETTINGS and sh.view.cursor == 5
    label = _core("reset_gw")
    assert text_at(box.screen(), label, 2, ui.BAR + 2 + 5 * ui.ROW, 0)
    sh = box.play("LEFT,RIGHT")  # no value to step: nothing asked, nothing removed
    assert sh.view.cursor == 5 and box.fs.exists(shell_screens._GW_STATS)
    sh = box.play("A")  # the question, no chosen first
    assert sh.mode == SETTINGS and " ".join(sh.view.lines) == _core("reset_gw_q") and not sh.view.yes
    assert text_at(box.screen(), _core("settings"), 2, 1, 0)
    sh = box.play("A")  # no: kept, back on the row
    assert sh.view.cursor == 5 and box.fs.exists(shell_screens._GW_STATS)
    sh = box.play("A,RIGHT,B")  # B is no too
    assert sh.view.cursor == 5 and box.fs.exists(shell_screens._GW_STATS)
    sh = box.play("A,RIGHT,A")  # yes
    assert sh.mode == SETTINGS and sh.view.cursor == 5
    assert saves.Store(box.fs).load(shell_screens._GW_STATS, 2) == (saves.MISSING, None)  # no previous save back
    assert not [n for n in box.fs.files if n.startswith(shell_screens._GW_STATS)]
    sh = box.play("B")
    assert sh.mode == MENU and sh.view.cursor == len(REGISTRY)


def test_settings_reset_names_the_record_goat_and_wolf_keeps_its_statistics_in():
    from yaga.games.goat_wolf import stats as goat_wolf_stats

    assert goat_wolf_stats.NAME == shell_screens._GW_STATS
