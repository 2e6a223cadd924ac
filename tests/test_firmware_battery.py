"""The battery on the device (firmware/hardware.py, yaga.shell's "The battery"): the real firmware under the MicroPython
unix port on the fake box of tools/fakehw, VSYS given in mV on the Pico's ADC3 (its 3:1 divider). Its frames equal
the simulator's at the charge the board's curve gives for that voltage: the gauge, the warning at 9 %, the save and
the sleep at 3 %; a bad reading (0 V, a floating pin) or a board without a reading show nothing, never a crash; a
board file naming a pin with no ADC or unknown cells is named on the console."""

import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "fakehw"))
sys.path.insert(0, os.path.join(ROOT, "tests", "portable"))

from harness import FLOATING, distinct, run_session, simulate  # noqa: E402
from memfs import MemFs  # noqa: E402
from yaga.games import REGISTRY  # noqa: E402
from yaga.games.dice import rules as dice  # noqa: E402
from yaga.shell import _BATTERY_EVERY_MS as BATTERY_EVERY_MS  # noqa: E402

PICO = open(os.path.join(ROOT, "boards", "pico.py")).read()
# VSYS (mV) at points of boards/pico.py's "alkaline" curve (firmware/hardware.py CURVES), and the charge each gives
FULL, HALF, LOW, EMPTY = 4500, 3750, 3150, 2880
CHARGE = {FULL: 100, HALF: 50, LOW: 9, EMPTY: 3}
MENU_KEYS = "DOWN,UP,WAIT500"


def device(tmp_path, script, **world):
    s = run_session(str(tmp_path / "dev"), script, tail_ms=0, **world)
    assert s.returncode == 0 and "Traceback" not in s.out, s.out + s.err
    return s


def frames(session):
    return distinct([ram for _, ram in session.frames])


@pytest.mark.parametrize("mv", [FULL, HALF, LOW])
def test_fw_the_gauge_and_the_warning_show_the_charge_the_cells_voltage_gives(tmp_path, mv):
    s = device(tmp_path, MENU_KEYS + ",A,WAIT300", vsys=mv)  # at 9 %: the warning first, A closes it
    assert frames(s) == simulate(MENU_KEYS + ",A,WAIT300", MemFs(), battery=CHARGE[mv])
    assert frames(s) != simulate(MENU_KEYS + ",A,WAIT300", MemFs())  # the gauge is there


def test_fw_the_charge_is_read_again_as_the_cells_run_down(tmp_path):
    script = "WAIT%d,DOWN,UP,WAIT500" % (2 * BATTERY_EVERY_MS)
    drop = [(0, FULL), (BATTERY_EVERY_MS // 2, HALF)]  # read at the next reading, 10 s in
    s = device(tmp_path, script, vsys=drop)
    assert frames(s) == simulate(script, MemFs(), battery=[(at, CHARGE[mv]) for at, mv in drop])
    assert len(frames(s)) > 2


def test_fw_empty_cells_save_the_open_app_and_the_display_goes_off(tmp_path):
    # the dice tray's cursor on the second die (saved by the app's save(), not at each key), then the cells give out
    row = [name for name, _ in REGISTRY].index("dice")
    script = ("DOWN*%d," % row if row else "") + "A,WAIT300,DICE,RIGHT,RIGHT,WAIT%d" % (2 * BATTERY_EVERY_MS)
    drop = [(0, HALF), (5000, EMPTY)]
    s = device(tmp_path, script, vsys=drop)
    fs = MemFs()
    assert frames(s) == simulate(script, fs, battery=[(at, CHARGE[mv]) for at, mv in drop])
    assert not s.report["display_on"] and s.report["lightsleeps"] > 0  # asleep before the cells brown out
    at = 7 + dice.CURSOR  # after the record's header (yaga.saves)
    saved = run_session(str(tmp_path / "dev"), program="print(open('saves/app_dice', 'rb').read()[%d])" % at)
    assert int(saved.out.split()[-1]) == 1 == fs.files["app_dice"][at]  # the cursor on the second die


@pytest.mark.parametrize("world", [{"vsys": 0}, {"vsys": FLOATING}, {"vsys": HALF, "board": "pico_w"}],
                         ids=["0V", "floating", "pico_w"])
def test_fw_no_reading_or_a_bad_one_shows_no_gauge(tmp_path, world):
    s = device(tmp_path, MENU_KEYS, **world)
    assert frames(s) == simulate(MENU_KEYS, MemFs())


@pytest.mark.parametrize(
    "source, said",
    [
        (PICO.replace("VSYS_ADC = 29", "VSYS_ADC = 25"), "board.py has a pin this chip does not have"),
        (PICO.replace('BATTERY = "alkaline"', 'BATTERY = "nicad"'), "BATTERY 'nicad' is not one of alkaline, lipo"),
    ],
)
def test_fw_a_battery_line_the_board_cannot_have_is_named_on_the_console(tmp_path, source, said):
    s = run_session(str(tmp_path), "", board_source=source)
    assert s.out.startswith("box: ") and said in s.out and s.frames == [], s.out


def test_fw_a_board_file_from_before_the_battery_reads_none(tmp_path):
    source = PICO[: PICO.index("# The battery")]
    s = device(tmp_path, MENU_KEYS, board_source=source, vsys=HALF)
    assert frames(s) == simulate(MENU_KEYS, MemFs())


def test_fw_the_cells_curves_from_full_to_spent(tmp_path):
    program = (
        "import hardware\n"
        "for cells in ('alkaline', 'lipo'):\n"
        "    print(cells, [hardware.percent(mv, hardware.CURVES[cells]) for mv in (5000, 4500, 3900, 3750, 3150, 3000,"
        " 2880, 2700, 1000)])\n"
    )
    s = run_session(str(tmp_path), program=program)
    assert "alkaline [100, 100, 62, 50, 9, 5, 3, 0, 0]" in s.out, s.out + s.err
    assert "lipo [100, 100, 100, 85, 6, 0, 0, 0, 0]" in s.out, s.out + s.err
