"""The battery through the shell's keys (yaga.shell, "The battery"): the gauge in the menu's title bar at the charge
read, none without a reading; the warning below LOW_PERCENT once per drop; at EMPTY_PERCENT the open app saves,
"Battery empty" shows and the box sleeps, again after each wake while the cells stay that low."""

from memfs import MemFs
from screenkit import MICROPYTHON, FakePanel, allocates_nothing, ink, lit, text_at
from yaga import keyscript, strings, ui
from yaga.games import REGISTRY
from yaga.shell import APP, MENU, NOTICE, Shell

# yaga.shell's private consts (folded away on MicroPython): how often it reads the cells, how long "Battery empty"
# shows before the box sleeps, the gauge's width and where it is drawn
BATTERY_EVERY_MS = 10000
EMPTY_SHOWN_MS = 3000
GAUGE_W = 13
_X = ui.W - GAUGE_W - 3


def test_the_shells_figures_copied_here_are_its_own():
    if not MICROPYTHON:  # where its private consts are still names
        import yaga.shell as shell_mod

        assert (shell_mod._BATTERY_EVERY_MS, shell_mod._EMPTY_SHOWN_MS, shell_mod._GAUGE_W) == (
            BATTERY_EVERY_MS, EMPTY_SHOWN_MS, GAUGE_W)


class _Cells:
    """The charge the shell reads: set `charge` (percent, or None for no reading) between presses."""

    def __init__(self, charge):
        self.charge = charge
        self.reads = 0

    def read(self):
        self.reads += 1
        return self.charge


def _box(charge, fs=None):
    cells = _Cells(charge)
    shell = Shell(FakePanel(), MemFs() if fs is None else fs, lambda: 7, battery=cells.read)
    player = keyscript.Player(shell.step)
    player.play(keyscript.parse(""))
    return shell, player, cells


def _wait(shell, player, ms):
    """Beats with no button for ms, sleeping and waking as firmware/device.py does (the first press wakes)."""
    for _ in range(ms // keyscript.TICK_MS):
        player.tick(0)
        if shell.should_sleep(shell.now):
            shell.sleep()
            return


def _fill(c):
    """The pixels of charge drawn inside the gauge (black on the white bar), or None when no gauge is drawn."""
    if ink(c, _X, 1, GAUGE_W + 2, ui.BAR - 2) == (GAUGE_W + 2) * (ui.BAR - 2):
        return None  # the bar is white there: no outline
    return sum(1 for x in range(_X + 2, _X + GAUGE_W - 1) if not lit(c, x, 4))


def _told(shell, key):
    return shell.mode == NOTICE and text_at(shell.canvas, strings.table(strings.CORE)["battery_title"], 2, 1, 0) and \
        shell.view.text.startswith(strings.table(strings.CORE)[key].split("%")[0].strip())


def test_the_menu_shows_the_charge_in_a_gauge_in_its_title_bar():
    for charge, pixels in ((100, 9), (50, 5), (12, 2), (0, 0)):
        shell, player, _ = _box(charge)
        if shell.mode == NOTICE:  # 0 %: the empty box's message first
            player.play(keyscript.parse("A"))
        c = shell.canvas
        assert shell.mode == MENU and _fill(c) == pixels, (charge, _fill(c))
        assert not lit(c, _X, 4) and not lit(c, _X + GAUGE_W, 4)  # the outline and its tip
        assert text_at(c, strings.table(strings.CORE)["box"], 2, 1, 0)  # the title beside it


def test_no_reading_shows_no_gauge_and_nothing_else():
    shell, player, cells = _box(None)
    player.play(keyscript.parse("DOWN,UP,WAIT20000"))
    assert shell.mode == MENU and _fill(shell.canvas) is None and cells.reads == 3  # at the start, then every 10 s
    plain = Shell(FakePanel(), MemFs(), lambda: 7)
    keyscript.Player(plain.step).play(keyscript.parse("DOWN,UP"))
    assert plain.canvas.buf == shell.canvas.buf  # as a box that reads no battery at all


def test_the_gauge_follows_the_charge_read_every_few_seconds():
    shell, player, cells = _box(80)
    assert _fill(shell.canvas) == 8
    cells.charge = 40
    _wait(shell, player, BATTERY_EVERY_MS)
    assert _fill(shell.canvas) == 4
    cells.charge = None  # USB plugged in
    _wait(shell, player, BATTERY_EVERY_MS)
    assert _fill(shell.canvas) is None


def test_below_ten_percent_the_player_is_told_once_per_drop():
    shell, player, cells = _box(10)
    assert shell.mode == MENU  # 10 % is not below
    cells.charge = 9
    _wait(shell, player, BATTERY_EVERY_MS)
    assert _told(shell, "battery_low") and "9%" in shell.view.text
    player.play(keyscript.parse("A"))
    assert shell.mode == MENU and _fill(shell.canvas) == 1
    cells.charge = 8
    _wait(shell, player, 3 * BATTERY_EVERY_MS)
    assert shell.mode == MENU  # not told again while the cells run down
    cells.charge = 12  # not back far enough to be a new drop (noise round 10 %)
    _wait(shell, player, BATTERY_EVERY_MS)
    cells.charge = 9
    _wait(shell, player, BATTERY_EVERY_MS)
    assert shell.mode == MENU
    cells.charge = 60  # new cells ...
    _wait(shell, player, BATTERY_EVERY_MS)
    cells.charge = 9  # ... run down in their turn
    _wait(shell, player, BATTERY_EVERY_MS)
    assert _told(shell, "battery_low")


def test_the_warning_shows_over_an_open_app_and_the_app_goes_on_after_it():
    shell, player, cells = _box(50)
    player.play(keyscript.parse("A,WAIT500"))  # the dice tray
    assert shell.mode == APP
    cells.charge = 5
    _wait(shell, player, BATTERY_EVERY_MS)
    assert _told(shell, "battery_low")
    player.play(keyscript.parse("A"))
    assert shell.mode == APP and shell.app_name == "dice"


def test_empty_cells_save_the_open_app_say_so_and_put_the_box_to_sleep():
    # Goat and Wolf's set-up cursor is bookkeeping its save() writes (not at each key): the empty cells write it
    fs = MemFs()
    shell, player, cells = _box(30, fs)
    row = [name for name, _ in REGISTRY].index("goat_wolf")
    player.play(keyscript.parse("DOWN*%d,A,WAIT500,DOWN,DOWN" % row))
    assert shell.mode == APP and shell.app.setup_row == 2
    before = dict(fs.files)
    cells.charge = 3
    _wait(shell, player, BATTERY_EVERY_MS)
    assert _told(shell, "battery_empty")
    assert fs.files["app_goat_wolf"] != before.get("app_goat_wolf")  # saved before the cells brown out
    assert shell.app.setup_row == 2 and (fs.files["app_goat_wolf"][8] >> 2) & 7 == 2  # the cursor's row in it
    assert shell.panel.powered
    _wait(shell, player, EMPTY_SHOWN_MS + 100)
    assert not shell.panel.powered  # asleep, the sleep setting notwithstanding
    shell.wake(shell.now)  # a press: the message again for a while, then asleep again
    assert shell.panel.powered and not shell.should_sleep(shell.now)
    _wait(shell, player, EMPTY_SHOWN_MS + 100)
    assert not shell.panel.powered


def test_new_cells_after_empty_ones_keep_the_box_awake():
    shell, player, cells = _box(2)
    assert _told(shell, "battery_empty")
    _wait(shell, player, BATTERY_EVERY_MS)
    assert not shell.panel.powered
    cells.charge = 90  # new cells, then a press
    shell.wake(shell.now)
    _wait(shell, player, 2 * EMPTY_SHOWN_MS)
    assert shell.panel.powered and not shell.should_sleep(shell.now)


def test_the_loop_wakes_for_the_next_reading_and_reads_without_allocating():
    shell, player, cells = _box(50)
    assert 0 < shell.idle_ms(shell.now) <= BATTERY_EVERY_MS
    reads = cells.reads
    assert allocates_nothing(lambda: _wait(shell, player, BATTERY_EVERY_MS))
    assert cells.reads == reads + 1
