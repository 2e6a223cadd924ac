"""No press lost however long a turn is, on the unix port: the real firmware on the fake box of
tools/fakehw, whose I2C bus is made slow (bus_us_per_byte) so that every turn that draws a whole frame takes
about as long as a Goat and Wolf AI turn on the Pico (~380 ms). The pins' edge interrupts latch each press
with its time, so a key script at the key-script pace (100 ms down, 100 ms up) ends on the simulator's final
frame in every app, and a 700 ms B hold leaves Goat and Wolf while its AI plays itself."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "fakehw"))

from harness import HEAPSIZE, app_visit, heapsize_of, i2c_ticks, run_session  # noqa: E402
from test_firmware_session import SEED, simulator_frames  # noqa: E402
from yaga.games import REGISTRY  # noqa: E402

SLOW_BUS_US = 370  # µs a byte: a whole frame (1,025 bytes and the commands) takes ~380 ms, an AI turn on the Pico
# On the slow bus the box takes ~400 ms to show its menu (its first frame, a whole one), and presses
# made before the loop runs do nothing: the scripts start once it runs, as the device lab's start at the menu.
BOOTED = "WAIT1000,"
GW_ROW = [name for name, _ in REGISTRY].index("goat_wolf")
AI_VS_AI = "DOWN*%d,A,WAIT500,DOWN*4,RIGHT,UP,A" % GW_ROW  # Goat and Wolf set up as AI vs AI at hard, started


def slow_box(workdir, script, app, seed=SEED):
    """The firmware's frames for script (after BOOTED) in app on the slow fake box, with time after it to catch up."""
    s = run_session(
        str(workdir), BOOTED + script, seed=seed, heapsize=heapsize_of(app), tail_ms=2000, bus_us_per_byte=SLOW_BUS_US
    )
    assert s.returncode == 0, s.out + s.err
    return [ram for _, ram in s.frames]


def test_fw_a_whole_frame_takes_a_slow_turn_on_the_slow_bus(tmp_path):
    # The premise of the tests below: at this pace a whole press (200 ms) fits inside one turn that draws.
    s = run_session(str(tmp_path), "DOWN", heapsize=HEAPSIZE, bus_us_per_byte=SLOW_BUS_US)
    assert s.returncode == 0, s.out + s.err
    ticks = i2c_ticks(os.path.join(str(tmp_path), "i2c.bin"))
    whole = [i for i, (_, writes) in enumerate(ticks) if 1025 in [len(w) for w in writes]]
    assert whole and all(ticks[i + 1][0] - ticks[i][0] >= 370 for i in whole if i + 1 < len(ticks))


@pytest.mark.parametrize("name", [name for name, _ in REGISTRY])
def test_fw_every_press_counts_in_every_app_however_slow_its_turns(tmp_path, name):
    # open the app and press around in it at the key-script pace; the last frame is the simulator's.
    script = app_visit([n for n, _ in REGISTRY].index(name))
    assert slow_box(tmp_path / "dev", script, name)[-1] == simulator_frames(str(tmp_path / "sim"), script)[-1]


def test_fw_presses_inside_slow_turns_set_goat_and_wolf_up_on_hard_as_in_the_simulator(tmp_path):
    # the lost-press script: it ended on "normal" on the device (two DOWN lost), "hard" in the simulator.
    script = "DOWN*%d,A,WAIT300,DOWN*4,RIGHT" % GW_ROW
    assert slow_box(tmp_path / "dev", script, "goat_wolf")[-1] == simulator_frames(str(tmp_path / "sim"), script)[-1]


@pytest.mark.parametrize("wait_ms", [1000, 2370, 4050])
def test_fw_a_700_ms_b_hold_leaves_goat_and_wolf_during_ai_play(tmp_path, wait_ms):
    # LONG_B (held 700 ms, LONG due 600 ms after the edge) at any moment of AI vs AI play.
    script = AI_VS_AI + ",WAIT%d,LONG_B" % wait_ms
    menu = simulator_frames(str(tmp_path / "sim"), script)[-1]
    assert slow_box(tmp_path / "dev", script, "goat_wolf")[-1] == menu
