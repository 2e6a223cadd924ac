"""The box's main loop: buttons in, the main menu, settings, about, one app at a time, frames out.

Driven the same way by firmware/main.py and host_sim (docs/ARCHITECTURE.md, "The loop"):
    shell = Shell(panel, fs, entropy, sound=None, log=None, cable=None, battery=None)
    shell.step(mask, now_ms)      # raw levels -> events -> keys -> app.tick -> draw if dirty -> present
    shell.idle_ms(now_ms)         # how long the loop may wait for a button edge before the next step
    shell.should_sleep(now_ms)    # idle longer than the sleep setting
    shell.sleep() / shell.wake(now_ms)

Keys: D-pad on PRESS and REPEAT; A and DICE on PRESS; B ("back") on a short release; a LONG B returns to
the main menu from anywhere (an open app saves and is left). `app.key(k)` returning False leaves it.
The shell loads and unloads apps with yaga.modules (as yaga.strings does the text tables): an app's package
module `yaga.games.<name>.app` is imported when opened and, when it is left, every module and string table it
loaded is dropped from sys.modules (then gc.collect()), so only one app's code and words are in RAM (the menu's own
rows and words leave while an app runs, and are made again when it is left); the menu comes back at once, with no
restart. What an app leaves behind (the names it interned, which MicroPython never frees) is
small next to the heap: every app keeps over 100 KB free on the Pico whatever was played before it
(tools/devicelab), and one process that visits every app runs in 256K on the unix port
(tests/test_firmware_session.py). A small record ("shell") remembers the open app, which is reopened after a power
cycle; apps resume themselves from their own saves. If an app defines save(), the shell calls it when the app is
left or the box sleeps (for screen bookkeeping not worth a flash write per key).

Problems: any exception raised by an app (constructor, key, tick, draw, save) is passed to `log(exc)`
(the firmware prints the traceback to its console and log file) and the player sees a short message;
the app is left without saving. Its save is set aside (.bad) and the previous one (.bak) put in its place,
so the next open starts one step back (or afresh), and the message says which: the same keys on the same save
would crash the same way on every open. An app that was starting from a save (from its constructor to its
first frame drawn) is started again at once from the previous save or, failing that, afresh, with a message
saying which; each try sets one record aside, so this never loops.
A damaged save (set aside, the previous one restored or not), damaged settings or a failed save is told
once in a message box. No record's contents can make the shell fail to start (yaga.saves reads bounded).

Dimming: after DIM_MS without input the contrast drops to a low level; the next key restores it AND
acts (the screen was still readable). After sleep() the screen is off: the press that wakes the box
is swallowed, with everything up to the release of all buttons, so a key never acts unseen.
Idle: with no key and nothing dirty, step() allocates nothing (tests/portable/test_shell.py proves it
under micropython.heap_lock).

The battery: `battery()` gives the cells' charge in percent, or None (no reading on this board, or a bad one); the
shell reads it at its first step, every _BATTERY_EVERY_MS while awake and as it wakes. With a reading
the menu's title bar shows a gauge. Below _LOW_PERCENT the player is told once, and again only after the charge has
been back at _LOW_AGAIN (new or charged cells). At _EMPTY_PERCENT or below the open app saves, "Battery empty" shows
for _EMPTY_SHOWN_MS and the box sleeps (should_sleep), whatever the sleep setting, before the cells brown it out; a
press wakes it for as long again while the charge stays that low. (Private consts: the unix port's interned names
are the tightest resource of the firmware tests, tools/fakehw.)
"""

import gc
import sys

from yaga import buttons as bt
from yaga import modules, saves, strings, ui
from yaga.games import REGISTRY
from yaga.compat import const
from yaga.gfx import Canvas
from yaga.present import Presenter
from yaga.settings import MISSING, OK, RESTORED, Settings
from yaga.ticks import sooner, ticks_add, ticks_diff

VERSION = "0.1.0"
DIM_MS = const(30000)
DIM_CONTRAST = const(1)
CLICK_HZ = const(2000)
CLICK_MS = const(4)
_BATTERY_EVERY_MS = const(10000)
_LOW_PERCENT = const(10)
_LOW_AGAIN = const(15)
_EMPTY_PERCENT = const(3)
_EMPTY_SHOWN_MS = const(3000)
_GAUGE_W = const(13)  # the gauge's outline in the menu's title bar (its tip 2 more): 9 pixels of charge inside
RECORD = "shell"  # the save record: the open app's name, or MENU_AT and the menu's cursor
RECORD_ID = const(250)  # its app id in the saves header (apps use 1..200, settings 0)
APP_SAVE_PREFIX = "app_"
MENU_AT = b"menu:"  # the record of the menu: "menu:3" = the cursor on row 3
RECORD_MOST = const(16)  # its longest payload: a longer record is set aside unread, no row number too long for int

# what the screen shows
MENU = const(0)
SETTINGS = const(1)
ABOUT = const(2)
APP = const(3)
NOTICE = const(4)

_SCREENS = "yaga.shell_screens"  # Settings and About: loaded when shown, unloaded when the menu comes back
_DPAD = const(0x0F)  # UP, DOWN, LEFT, RIGHT
_MENU_HINT = "DICE: QR"  # on an app's row, its save as a QR code (yaga.share); key and code names need no translation


def _sooner(wait, due):
    """The sooner of a wait (None: none) and a timer due in `due` ms (1 at least: a step is owed to it)."""
    return sooner(wait, max(due, 1))


class Shell:
    def __init__(self, panel, fs, entropy, sound=None, log=None, cable=None, battery=None):
        self.panel = panel
        self.cable = cable  # the link cable's transport, handed to each app's Box (yaga.link), or None
        self.battery = battery  # the cells' charge in percent, or None (module docstring); None: no reading at all
        self.charge = None  # as last read
        self._battery_due = None  # when to read it next (None: at the next step), or to sleep with empty cells
        self._warned = False  # the charge is below _LOW_PERCENT and the player was told
        self._empty = False  # the charge is at _EMPTY_PERCENT or below: saved, told, asleep at _battery_due
        self.entropy = entropy
        self.log = log
        self._click = None if sound is None else getattr(sound, "beep", sound)
        self.canvas = Canvas(getattr(panel, "buffer", None))  # the panel's own frame when it offers one
        self.presenter = Presenter(self.canvas, panel)
        self.sent = 0  # data bytes the last step sent to the display (0: its frame did not change)
        self.buttons = bt.Buttons()
        self.store = saves.Store(fs)
        self.settings = Settings()
        status = self.settings.load(self.store)
        strings.set_language(self.settings.language)
        panel.contrast(self.settings.contrast)

        self.now = 0
        self._last_input = None  # the clock of the last input; the first step's time until then
        self._mask = 0  # the raw levels of the last step
        self._dimmed = False
        self._off = False
        self._swallow = False
        self._b_long = False
        self.app = None
        self.app_name = None
        self.app_box = None
        self.mode = MENU
        self.view = None
        self.dirty = True
        self._notices = []
        self._after = MENU
        self._after_view = None
        self._resident = None  # the modules loaded before the open app
        self._starting = False  # the open app has not drawn its first frame yet
        self._bad_start = False  # the app is being started again after its save made it fail
        self._leaving = False  # the menu is shown; the app left finishes after its frame (_finish_leaving)
        self._opening = False  # an app opened in this step: the box records it after its first frame
        self._show_menu(0)
        self._resume()
        if status != OK and status != MISSING:
            self._notify(self._t("settings_damaged") + " " + self._t("restored" if status == RESTORED else "defaults"))

    # ---- the loop ---------------------------------------------------------------------------------

    def step(self, mask, now_ms):
        """One iteration of the main loop (see the module docstring)."""
        self.now = now_ms
        self._mask = mask  # for idle_ms: a button down or bouncing keeps the loop on its beat
        if self._last_input is None:  # the device clock does not start at 0 when the shell does
            self._last_input = now_ms
        b = self.buttons
        b.update(mask, now_ms)
        ev = b.pop()
        while ev != bt.NONE:
            self._last_input = now_ms
            if self._swallow:
                pass
            elif self._dimmed:
                self._dimmed = False
                self.panel.contrast(self.settings.contrast)
                self._event(ev)
            else:
                self._event(ev)
            ev = b.pop()
        if self._swallow and mask == 0 and not self._any_held():
            self._swallow = False
        if not self._dimmed and not self._off and ticks_diff(now_ms, self._last_input) >= DIM_MS:
            self._dimmed = True
            self.panel.contrast(DIM_CONTRAST)
        due = self._battery_due
        if self.battery is not None and not self._empty and (due is None or ticks_diff(now_ms, due) >= 0):
            self._read_battery(now_ms)
        if self.mode == APP:
            self._tick_app()
        self._draw()
        self.sent = self.presenter.present()
        if self._leaving:
            self._finish_leaving()
        elif self._opening:
            self._opening = False
            if self.mode == APP:  # not if it failed at once
                self._remember(self.app_name.encode())

    def idle_ms(self, now_ms):
        """How long the loop may leave the shell unstepped if no button changes: 0 while a step is due at the next
        beat (a button down or settling, a frame or message to show, an app opening or leaving, an open app that
        animates), else the ms to the shell's next timer (the dimming, the sleep setting), or None when nothing but a
        button's edge needs a step. An open app answers through its own `idle_ms(now_ms)` (None: no timer of its
        own); one without it is stepped every beat."""
        app = self.app if self.mode == APP else None
        if app is not None and (self._starting or not hasattr(app, "idle_ms")):  # hasattr: nothing allocated
            return 0
        if self._mask or self.dirty or self._notices or self._swallow or self._leaving or self._last_input is None:
            return 0
        if self._any_held():
            return 0
        wait = None if app is None else app.idle_ms(now_ms)
        if wait == 0:
            return 0
        if not self._off:
            idle = ticks_diff(now_ms, self._last_input)
            if not self._dimmed:
                wait = _sooner(wait, DIM_MS - idle)
            if self.settings.sleep_min:
                wait = _sooner(wait, self.settings.sleep_min * 60000 - idle)
            if self.battery is not None:  # the next reading, or with empty cells the time to sleep
                wait = _sooner(wait, ticks_diff(self._battery_due, now_ms))
        return wait

    def should_sleep(self, now_ms):
        """True once idle longer than the sleep setting (never when it is 0, the screen is off, or the open app
        says keep_awake: a timer that must still beep), or once "Battery empty" has shown its time."""
        if self._empty and not self._off and ticks_diff(now_ms, self._battery_due) >= 0:
            return True  # the cells are about to brown out: everything is saved
        minutes = self.settings.sleep_min
        if minutes == 0 or self._off or self._last_input is None:
            return False
        if self.mode == APP and getattr(self.app, "keep_awake", False):  # a running timer (Tatra's turn timer)
            return False
        return ticks_diff(now_ms, self._last_input) >= minutes * 60000

    def sleep(self):
        """Save what the open app keeps for leaving, then switch the display off."""
        if self.app is not None:
            self._save_app()
        self.panel.power(False)
        self._off = True

    def wake(self, now_ms):
        """Display on at full contrast, its frame as it was (the panel keeps its RAM while off: nothing to send but
        the command, so the press that wakes the box sees it at once); the wake-up press is swallowed."""
        self.panel.power(True)
        self.panel.contrast(self.settings.contrast)
        self._off = False
        self._dimmed = False
        self._swallow = True
        self._last_input = now_ms
        if self.battery is not None:
            self._read_battery(now_ms)  # still empty: asleep again after _EMPTY_SHOWN_MS
        self._redraw()

    # ---- the battery --------------------------------------------------------------------------------

    def _read_battery(self, now_ms):
        """The charge read (the module docstring): the gauge redrawn when it changes, the warning, the empty box."""
        charge = self.battery()
        if charge != self.charge and self.mode == MENU:
            self.dirty = True
        self.charge = charge
        empty = charge is not None and charge <= _EMPTY_PERCENT
        self._battery_due = ticks_add(now_ms, _EMPTY_SHOWN_MS if empty else _BATTERY_EVERY_MS)
        if empty and not self._empty:
            if self.app is not None:
                self._save_app()
            self._notify(self._t("battery_empty"), "battery_title")
        self._empty = empty
        if empty or charge is None:
            return
        if charge < _LOW_PERCENT and not self._warned:
            self._warned = True
            self._notify(self._t("battery_low") % charge, "battery_title")
        elif charge >= _LOW_AGAIN:
            self._warned = False

    def _draw_gauge(self):
        """The battery's outline, its tip and its charge (a pixel at least until empty), black on the menu's title
        bar at its right end."""
        c = self.canvas
        x = ui.W - _GAUGE_W - 3
        c.fill_rect(x - 2, 0, ui.W - x + 2, ui.BAR, 1)  # a title that long gives way
        c.rect(x, 1, _GAUGE_W, ui.BAR - 2, 0)
        c.fill_rect(x + _GAUGE_W, 3, 2, ui.BAR - 6, 0)
        c.fill_rect(x + 2, 3, ((_GAUGE_W - 4) * self.charge + 99) // 100, ui.BAR - 6, 0)

    # ---- keys -------------------------------------------------------------------------------------

    def _any_held(self):
        for i in range(bt.COUNT):
            if self.buttons.held(i):
                return True
        return False

    def _event(self, ev):
        kind = bt.kind(ev)
        k = bt.button(ev)
        if kind == bt.PRESS:
            if self._click is not None and self.settings.sound:
                self._click(CLICK_HZ, CLICK_MS)
            if k == bt.B:
                self._b_long = False
            else:
                self._key(k)
        elif kind == bt.REPEAT:
            if (1 << k) & _DPAD:
                self._key(k)
        elif kind == bt.LONG:
            if k == bt.B:
                self._b_long = True
                self._to_menu()
        elif kind == bt.RELEASE and k == bt.B:
            if self._b_long:
                self._b_long = False
            else:
                self._key(bt.B)

    def _key(self, k):
        mode = self.mode
        if mode == APP:
            self._key_app(k)
            return
        r = self.view.key(k)
        if r == ui.MOVED:
            self.dirty = True
        elif mode == MENU:
            if r == ui.CHOSEN:
                self._choose(self.view.cursor)
            elif k == bt.DICE and self.view.cursor < len(REGISTRY):  # the app's save as a QR code
                modules.load("yaga.share").show(self, REGISTRY[self.view.cursor])
        elif mode == SETTINGS or mode == ABOUT:
            self._screens().key(self, r)
        elif mode == NOTICE:
            if r == ui.CHOSEN or r == ui.BACK:
                self._next_notice()

    # ---- screens of the shell ---------------------------------------------------------------------

    def _t(self, key):
        return strings.table("yaga.lang.core")[key]

    def _screens(self):
        return modules.load(_SCREENS)

    def _show_menu(self, cursor):
        modules.forget(_SCREENS)
        items = [self._t(title) for _, title in REGISTRY]
        items.append(self._t("settings"))
        items.append(self._t("about"))
        self.view = ui.ListMenu(self._t("box"), items, cursor, hint=_MENU_HINT)
        self.mode = MENU
        self.dirty = True

    def _choose(self, i):
        n = len(REGISTRY)
        if i < n:
            self._open(i)
        elif i == n:
            self._screens().show_settings(self, 0)
        else:
            self._screens().show_about(self)

    def _notify(self, text, title_key="problem_title", hint_key="hint_ok"):
        """Queue a message box; shown at once unless one is already up. Afterwards back to what was shown."""
        self._notices.append((self._t(title_key), text, self._t(hint_key)))
        if self.mode != NOTICE:
            self._after = self.mode
            self._after_view = self.view
            self._next_notice()

    def _next_notice(self):
        if self._notices:
            from yaga.widgets import Message  # only when there is something to tell: not before the first frame

            title, text, hint = self._notices.pop(0)
            self.view = Message(title, text, hint)
            self.mode = NOTICE
            self.dirty = True
        elif self._after == APP:  # an app's notice (a crash leaves the app and notifies from the menu)
            self.mode = APP
            self.app.dirty = True
        else:
            self.mode = self._after
            self.view = self._after_view
            self.dirty = True

    def _to_menu(self):
        """LONG B: back to the main menu from anywhere."""
        self._notices = []
        if self.app is not None:
            self._leave()
        else:
            self._show_menu(0)

    def _redraw(self):
        if self.mode == APP:
            self.app.dirty = True
        else:
            self.dirty = True

    def _draw(self):
        if self.mode == APP:
            if not self.app.dirty:
                return
            self.app.dirty = False
            if self._draw_app():
                return
        if self.dirty:
            self.dirty = False
            self.view.draw(self.canvas)
            if self.mode == MENU and self.charge is not None:
                self._draw_gauge()

    # ---- apps -------------------------------------------------------------------------------------

    def _open(self, i):
        from yaga.box import AppStore, Box  # with the first app, not before the menu's first frame

        if self._leaving:  # the app left in this very step goes first
            self._finish_leaving()
        name, title = REGISTRY[i]
        module = "yaga.games." + name + ".app"
        self.app_name = name
        self.view = None  # the menu's rows and words leave RAM while the app runs (_show_menu makes them again)
        strings.release()
        gc.collect()  # the biggest allocation of all comes next: give it the whole free heap
        self._resident = set(sys.modules)  # what the app imports beyond these leaves with it
        self._starting = True
        try:
            with modules.FewerCollections():  # its imports and set-up keep most of what they allocate
                cls = modules.load(module).App
                store = AppStore(self.store, APP_SAVE_PREFIX + name, cls.ID)
                self.app_box = Box(self.canvas, store, self.settings, self._clock, self.entropy, self._click,
                                   self.cable)
                self.app = cls(self.app_box)
        except Exception as e:
            self._crash(e)
            return
        self.mode = APP
        self.app.dirty = True
        self._opening = True  # remembered after its first frame: no flash write between the A and the app
        if self._bad_start:
            self._bad_start = False
            outcome = self._outcome(self.app_box.store.take_problem())
            self._notify(self._t("bad_start") % self._t(title) + " " + outcome, "damaged_title")
        self._check_store()

    def _clock(self):
        return self.now

    # The open app's calls, each in a method of its own with its try: a try with `except ... as e` takes a frame of
    # 14 words at least, which MicroPython puts on the heap (over 11), and step, _key and _draw, which every turn
    # calls, then stay on the C stack (tests/test_vm_frames.py).

    def _tick_app(self):
        """The app's tick at this step's time; an exception there is a crash."""
        try:
            self.app.tick(self.now)
        except Exception as e:
            self._crash(e)
        else:
            self._check_store()

    def _key_app(self, k):
        """The app's key; an exception there is a crash, and False from it leaves the app."""
        try:
            stay = self.app.key(k)
        except Exception as e:
            self._crash(e)
            return
        if stay is False:
            self._leave()
        else:
            self._check_store()

    def _draw_app(self):
        """The app's frame; False when it raised (a crash: the menu and its message are drawn instead)."""
        try:
            self.app.draw(self.canvas)
        except Exception as e:
            self._crash(e)
            return False
        self._starting = False
        return True

    def _save_app(self):
        """Call the app's optional save() (screen bookkeeping); an exception there is a crash."""
        save = getattr(self.app, "save", None)
        if save is None:
            return True
        try:
            save()
        except Exception as e:
            self._crash(e)
            return False
        self._check_store()
        return True

    def _leave(self):
        """Back to the menu, its frame first (nothing comes between a press and its frame): the app's
        save(), the unloading of its modules and the record that it is closed finish the same step, once the
        frame is sent (_finish_leaving)."""
        self._starting = False  # leaving: a failing save() is a plain crash, the app is not started again
        self._leaving = True
        self._show_menu(self._registry_index(self.app_name))

    def _finish_leaving(self):
        """The app saves, its modules leave RAM, the box forgets it was open (a power cut before this reopens
        the app from its last save, as if it had not been left)."""
        self._leaving = False
        cursor = self._registry_index(self.app_name)
        if self._save_app():
            self._drop_app()
            self._remember_menu(cursor)

    def _crash(self, e):
        """An app raised: drop it unsaved, its save set aside for the one before, log it, tell the player. An
        app that fails while starting from a save: that save set aside, the app started again (module
        docstring)."""
        cursor = self._registry_index(self.app_name)
        box = self.app_box
        suspect = self._starting and box is not None and box.store.loaded
        self._starting = False
        self._drop_app()  # first: after a MemoryError, the log and the message need the app's memory
        if self.log is not None:
            self.log(e)
        if suspect:
            box.store.set_aside()
            self._bad_start = True
            self._open(cursor)
            return
        self._bad_start = False
        kept = None if box is None else box.store.roll_back()
        self._remember_menu(cursor)
        self._notices = []
        self._show_menu(cursor)
        text = self._t("problem")
        if kept is not None:
            text += " " + self._t("problem_set_aside") + " " + self._outcome(kept)
        self._notify(text, "problem_title", "hint_menu")

    def _drop_app(self):
        name = self.app_name
        self.app = None
        self.app_box = None
        self.app_name = None
        if name is None:
            return
        strings.release()  # the app's words go with its code (the menu's reload on demand)
        modules.forget("yaga.games." + name + ".app")
        for module in [m for m in sys.modules if m not in self._resident]:  # its engine, drawing, AI ...
            modules.forget(module)
        self._resident = None
        gc.collect()

    def _remember_menu(self, cursor):
        self._remember(MENU_AT + str(cursor).encode())

    def _check_store(self):
        """Tell the player once about a damaged save found at start or a save that failed."""
        box = self.app_box
        if box is None or box.store.problem is None:
            return
        problem = box.store.take_problem()
        if isinstance(problem, saves.SaveError):
            self._notify(self._save_problem_text(problem))
        else:
            title = self._t(REGISTRY[self._registry_index(self.app_name)][1])
            self._notify(self._t("damaged") % title + " " + self._outcome(problem), "damaged_title")

    def _outcome(self, problem):
        """What a set-aside save was replaced with: the previous save (RESTORED) or a fresh start."""
        return self._t("restored" if problem == saves.RESTORED else "afresh")

    def _save_problem_text(self, e):
        return self._t("no_space") if e.no_space else self._t("save_failed")

    def _registry_index(self, name):
        for i in range(len(REGISTRY)):
            if REGISTRY[i][0] == name:
                return i
        return 0

    def _remember(self, payload):
        """Record which app is open (or where the menu's cursor is) so a power cycle returns there."""
        try:
            self.store.save(RECORD, RECORD_ID, payload)
        except saves.SaveError as e:
            if self.log is not None:
                self.log(e)

    def _resume(self):
        payload = self.store.load(RECORD, RECORD_ID, None, None, RECORD_MOST)[1]
        if not payload:  # none, or damaged and no previous one (set aside): the menu's top row
            return
        if payload.startswith(MENU_AT):
            row = payload[len(MENU_AT) :]
            if row.isdigit():
                self._show_menu(int(row))  # a row past the end: ListMenu starts at the top
            return
        for i in range(len(REGISTRY)):
            if payload == REGISTRY[i][0].encode():
                self._show_menu(i)
                self._open(i)
                return
