"""The firmware's panel: yaga.present's write(page, col0, col1, frame, pages=1) over
micropython-lib's ssd1306 driver puts exactly that window of the frame into the display RAM; contrast, power
and invert reach the chip. Run under the unix port on the fake box; its I2C writes are replayed here into the
emulated SSD1306 (host_sim.chip), one 10 ms tick per step."""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools", "fakehw"))

from harness import i2c_ticks, run_session  # noqa: E402
from host_sim.chip import Ssd1306  # noqa: E402

PROGRAM = r"""
import time, hardware
panel = hardware.Panel(hardware.open_driver(hardware.Hardware().i2c(), 0x3C))
frame = bytearray(1024)
for i in range(1024):
    frame[i] = (i * 7 + 3) & 0xFF
for step in range(6):
    time.sleep_ms(10)  # each step in a tick of its own
    if step == 0:
        panel.write(3, 10, 20, frame)
    elif step == 1:
        panel.write(7, 0, 127, frame)
    elif step == 2:
        panel.write(1, 0, 127, frame, 5)
    elif step == 3:
        panel.contrast(17); panel.invert(True)
    elif step == 4:
        panel.power(False)
    else:
        panel.power(True); panel.invert(False)
time.finish()
"""

FRAME = bytes((i * 7 + 3) & 0xFF for i in range(1024))


def test_panel_window_and_commands_reach_the_chip(tmp_path):
    s = run_session(str(tmp_path), program=PROGRAM, heapsize="1M")
    assert s.returncode == 0, s.out + s.err
    ticks = i2c_ticks(str(tmp_path / "i2c.bin"))
    assert [t for t, _ in ticks] == [0, 10, 20, 30, 40, 50, 60]  # the driver's start, then one tick a step
    chip = Ssd1306()
    states = []
    for _, writes in ticks:
        before = bytes(chip.ram)
        for buf in writes:
            chip.write(buf, 0, len(buf))
        changed = [i for i in range(1024) if chip.ram[i] != before[i]]
        states.append((changed, sum(len(b) + 1 for b in writes), chip.contrast, chip.inverted, chip.display_on))
    # the driver's start sends commands only (no blank frame: the box's first frame is the first on the bus) and
    # leaves the display dark
    assert all(b[0] & 0x40 == 0 for b in ticks[0][1]) and states[0][4] is False
    # page 3, columns 10..20: RAM bytes 3*128+10 .. 3*128+20, nothing else
    changed, wire, _, _, on = states[1]
    assert (changed[0], changed[-1], len(changed)) == (3 * 128 + 10, 3 * 128 + 20, 11)
    # six window commands (address + control + opcode each) and one data transaction (address + control + 11);
    # the first write then lights the display (one command more)
    assert wire == 6 * 3 + 2 + 11 + 3 and on is True
    # the last page, then pages 1..5 as one window: the frame's bytes as they lie, 20 bytes of overhead
    assert states[2][0][0] == 7 * 128 and states[2][1] == 6 * 3 + 2 + 128
    changed, wire, _, _, _ = states[3]
    assert changed[0] >= 128 and changed[-1] < 6 * 128 and wire == 6 * 3 + 2 + 5 * 128
    assert states[4][2:4] == (17, True)  # contrast 17, inverted
    assert states[5][4] is False  # display off
    assert states[6][3:] == (False, True)  # on again, not inverted


def test_panel_frame_bytes_land_where_the_window_says(tmp_path):
    s = run_session(str(tmp_path), program=PROGRAM, heapsize="1M")
    assert s.returncode == 0, s.out + s.err
    chip = Ssd1306()
    for _, writes in i2c_ticks(str(tmp_path / "i2c.bin"))[:4]:
        for buf in writes:
            chip.write(buf, 0, len(buf))
    assert bytes(chip.ram[128 : 6 * 128]) == FRAME[128 : 6 * 128]
    assert bytes(chip.ram[7 * 128 :]) == FRAME[7 * 128 :]
    assert bytes(chip.ram[3 * 128 + 10 : 3 * 128 + 21]) == FRAME[3 * 128 + 10 : 3 * 128 + 21]


SHARED_BUFFER_PROGRAM = r"""
import gc, time, hardware, device
from yaga.fs import RealFs
hw = hardware.Hardware()
panel = hardware.Panel(hardware.open_driver(hw.i2c(), 0x3C))
fs = RealFs("saves")
fs.mkdir()
shell = device.make_shell(hw, panel, fs)
print("shared", shell.canvas.buf is panel.buffer, panel.buffer is panel.driver.buffer, len(panel.buffer))
time.finish()
"""


def test_panel_lends_the_drivers_framebuffer_to_the_shells_canvas(tmp_path):
    # heap: the driver's own 1 KB framebuffer (only its show() reads it) is the canvas, not a second frame
    s = run_session(str(tmp_path), program=SHARED_BUFFER_PROGRAM, heapsize="1M")
    assert s.returncode == 0, s.out + s.err
    assert "shared True True 1024" in s.out, s.out + s.err
