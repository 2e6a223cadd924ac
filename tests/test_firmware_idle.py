"""The loop that sleeps (docs/ARCHITECTURE.md, "The loop"): Shell.idle_ms tells the firmware how long it may wait for
a button's edge before the next step, and the firmware waits in WFE instead of stepping every 10 ms."""

import pytest
from memfs import MemFs
from screenkit import FakePanel
from yaga import keyscript
from yaga.buttons import DOWN
from yaga.games import REGISTRY
from yaga.shell import DIM_MS, Shell


def boot(sleep_min=5):
    shell = Shell(FakePanel(), MemFs(), lambda: 1)
    shell.settings.sleep_min = sleep_min
    player = keyscript.Player(shell.step)
    player.tick(0)  # the first frame
    return shell, player


def test_idle_on_the_menu_the_loop_waits_for_the_dimming_then_the_sleep_setting_then_only_a_button():
    shell, player = boot(sleep_min=1)
    now = shell.now
    assert shell.idle_ms(now) == DIM_MS - (now - shell._last_input)
    for _ in range(DIM_MS // keyscript.TICK_MS):
        player.tick(0)
    assert shell._dimmed and shell.idle_ms(shell.now) == 60000 - (shell.now - shell._last_input)
    shell.settings.sleep_min = 0  # never sleeps: nothing left to wait for but a button
    assert shell.idle_ms(shell.now) is None


def test_a_button_down_or_settling_or_a_frame_to_draw_keeps_the_loop_on_its_beat():
    shell, player = boot()
    player.tick(1 << DOWN)
    assert shell.idle_ms(shell.now) == 0  # down, not yet debounced
    for _ in range(5):
        player.tick(1 << DOWN)
    player.tick(0)
    assert shell.idle_ms(shell.now) == 0  # let go, its release not yet debounced
    for _ in range(5):
        player.tick(0)
    assert shell.idle_ms(shell.now) > 0  # the cursor moved and drawn: nothing due
    shell.dirty = True
    assert shell.idle_ms(shell.now) == 0


@pytest.mark.parametrize("says, waits", [(None, DIM_MS), (500, 500), (0, 0)])
def test_an_app_says_how_long_it_may_wait_and_one_that_says_nothing_is_stepped_every_beat(says, waits):
    shell, player = boot()
    row = [name for name, _ in REGISTRY].index("dice")
    player.play(keyscript.parse("DOWN*%d,A,WAIT500" % row))
    assert shell.app is not None and not hasattr(shell.app, "idle_ms")
    assert shell.idle_ms(shell.now) == 0
    shell.app.idle_ms = lambda now: says
    shell._last_input = shell.now
    assert shell.idle_ms(shell.now) == waits
